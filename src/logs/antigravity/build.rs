//! Antigravity steps into sessions. Steps are taken in `step_index` order (a fast tool's step
//! can be written before its planner's). A `PLANNER_RESPONSE` is one LLM call; tool calls
//! carry no id, so each gets `step<index>.<n>`, and the steps after it that the model's tools
//! wrote (source `MODEL`, any other type) answer them in order; a call still waiting when the
//! next planner step comes never got a result. A `SYSTEM` `ERROR_MESSAGE` in place of a result
//! fails the call it answers. `INVOKE_SUBAGENT` names the conversations it started: their
//! transcripts are sub-agents of that call.

use std::collections::{HashMap, VecDeque};

use super::{File, Step};
use crate::logs::format_reader::{Built, Tally};
use crate::logs::pairing::close_calls;
use crate::logs::time::epoch_ms;
use crate::logs::{
    CompactionKind, ContextKind, Link, LlmRequest, LogEvent, LogSession, ReplyBlock, SessionKind,
    Skip, ToolOutcome,
};
use crate::t;

/// One transcript's session, with what links it to others.
struct Walked {
    session: LogSession,
    /// Conversations its `INVOKE_SUBAGENT` steps started, with the call.
    started: Vec<(String, String)>,
    /// Conversations it sent messages to (`send_message.Recipient`): a sub-agent's parent.
    recipients: Vec<String>,
}

pub(in crate::logs) fn build(
    files: Vec<(usize, File)>,
    names: &[String],
    tallies: &mut [Tally],
) -> Built {
    let format = t!("log-format-antigravity");
    let mut walked = Vec::new();
    let mut file_formats = Vec::new();
    for (fi, file) in files {
        file_formats.push((fi, format.clone()));
        let name = names.get(fi).map(String::as_str).unwrap_or("");
        let mut spare = Tally::default();
        walked.push(walk(
            conversation_id(name),
            file,
            tallies.get_mut(fi).unwrap_or(&mut spare),
        ));
    }
    let starters: HashMap<String, (String, String)> = walked
        .iter()
        .flat_map(|w| {
            w.started
                .iter()
                .map(|(child, call)| (child.clone(), (w.session.id.clone(), call.clone())))
        })
        .collect();
    let is_sub = |w: &Walked| starters.contains_key(&w.session.id) || !w.recipients.is_empty();
    walked.sort_by_key(|w| {
        (
            is_sub(w),
            w.session.started().is_none(),
            w.session.started(),
        )
    });
    let ids: Vec<String> = walked.iter().map(|w| w.session.id.clone()).collect();
    let place = |id: &str| ids.iter().position(|i| i == id);
    let mut sessions = Vec::with_capacity(walked.len());
    for w in walked {
        let mut s = w.session;
        if let Some((parent, call)) = starters.get(&s.id) {
            s.kind = SessionKind::SubAgent;
            s.parent = place(parent).map(|session| Link {
                session,
                call_id: Some(call.clone()),
            });
        } else if let Some(parent) = w.recipients.first() {
            s.kind = SessionKind::SubAgent;
            s.parent = place(parent).map(|session| Link {
                session,
                call_id: None,
            });
            if s.parent.is_none() {
                s.parent_note = Some(t!("log-antigravity-parent-unknown"));
            }
        }
        sessions.push(s);
    }
    Built {
        format,
        version: None,
        sessions,
        file_formats,
    }
}

/// The conversation a transcript is of: the folder above `.system_generated`
/// (`brain/<id>/.system_generated/logs/transcript_full.jsonl`), else the file's own name.
fn conversation_id(name: &str) -> String {
    let parts: Vec<&str> = name.split(['/', '\\']).collect();
    match parts.iter().position(|p| *p == ".system_generated") {
        Some(i) if i > 0 => parts[i - 1].to_string(),
        _ => {
            let file = parts.last().copied().unwrap_or(name);
            file.split('.').next().unwrap_or(file).to_string()
        }
    }
}

fn walk(id: String, file: File, tally: &mut Tally) -> Walked {
    let mut steps = file.steps;
    steps.sort_by_key(|s| s.index);
    let mut events = Vec::new();
    let mut waiting: VecDeque<(String, String)> = VecDeque::new();
    let mut model: Option<String> = None;
    let mut started = Vec::new();
    let mut recipients = Vec::new();
    for step in steps {
        let Step {
            index,
            source,
            kind,
            status,
            at,
            content,
            thinking,
            error,
            calls,
        } = step;
        match kind.as_str() {
            "USER_INPUT" => {
                waiting.clear();
                let content = content.unwrap_or_default();
                if let Some(change) = tagged(&content, "USER_SETTINGS_CHANGE") {
                    model = model_chosen(change).or(model);
                    events.push(context(at, ContextKind::Meta, change));
                }
                let text = tagged(&content, "USER_REQUEST").unwrap_or(&content);
                events.push(LogEvent::Prompt {
                    at,
                    text: text.to_string(),
                    mode: None,
                });
                if let Some(meta) = tagged(&content, "ADDITIONAL_METADATA") {
                    events.push(context(at, ContextKind::Environment, meta));
                }
            }
            "PLANNER_RESPONSE" => {
                waiting.clear();
                let mut blocks = Vec::new();
                if let Some(t) = thinking {
                    blocks.push(ReplyBlock::Thinking(t));
                }
                if let Some(t) = content.filter(|t| !t.is_empty()) {
                    blocks.push(ReplyBlock::Text(t));
                }
                for (n, (name, input)) in calls.into_iter().enumerate() {
                    let id = format!("step{index}.{n}");
                    if name == "send_message" {
                        recipients.extend(recipient(&input));
                    }
                    waiting.push_back((id.clone(), name.clone()));
                    blocks.push(ReplyBlock::ToolCall { id, name, input });
                }
                if blocks.is_empty() {
                    // An empty planner step: the call broke off (an error step follows).
                    tally.skip(Skip::Bookkeeping);
                    continue;
                }
                events.push(LogEvent::Request(LlmRequest {
                    at,
                    end_at: at,
                    id: None,
                    model: model.clone(),
                    blocks,
                    usage: None,
                    stop: None,
                    reported_output: None,
                }));
            }
            "ERROR_MESSAGE" => {
                let message = error.or(content).unwrap_or_default();
                match waiting.pop_front() {
                    Some((call_id, _)) => events.push(LogEvent::ToolResult {
                        at,
                        call_id,
                        output: message,
                        outcome: ToolOutcome::Failed,
                        duration_ms: None,
                    }),
                    None => events.push(LogEvent::ApiError {
                        at,
                        message,
                        status: None,
                        retry_in_ms: None,
                        attempt: None,
                        max_retries: None,
                    }),
                }
            }
            "SYSTEM_MESSAGE" => events.push(context(
                at,
                ContextKind::Notification,
                content.as_deref().unwrap_or(""),
            )),
            "CHECKPOINT" => match content.as_deref().and_then(checkpoint) {
                // Checkpoint 0 opens every conversation: a preamble, not a compaction.
                Some(n) if n > 0 => {
                    waiting.clear();
                    events.push(LogEvent::Compaction {
                        at,
                        kind: CompactionKind::Summary,
                        trigger: None,
                        tokens_before: None,
                        tokens_after: None,
                        summary: content,
                        cleared_calls: Vec::new(),
                    });
                }
                _ => tally.skip(Skip::Bookkeeping),
            },
            "CONVERSATION_HISTORY" => tally.skip(Skip::Bookkeeping),
            _ if source == "MODEL" => {
                let content = content.unwrap_or_default();
                let (duration_ms, output) = timed(&content);
                match waiting.pop_front() {
                    Some((call_id, name)) => {
                        if name == "invoke_subagent" || kind == "INVOKE_SUBAGENT" {
                            started.extend(conversations(output).map(|c| (c, call_id.clone())));
                        }
                        events.push(LogEvent::ToolResult {
                            at,
                            call_id,
                            output: output.to_string(),
                            outcome: outcome(&status, output),
                            duration_ms,
                        });
                    }
                    None => events.push(context(at, ContextKind::Meta, output)),
                }
            }
            _ if source == "SYSTEM" && content.is_some() => {
                events.push(context(
                    at,
                    ContextKind::Meta,
                    content.as_deref().unwrap_or(""),
                ));
            }
            _ => tally.skip(Skip::UnknownKind),
        }
    }
    let events = close_calls(events);
    let models = model.into_iter().collect();
    Walked {
        session: LogSession {
            id,
            kind: SessionKind::Main,
            agent: None,
            parent: None,
            parent_note: None,
            title: None,
            cwd: None,
            models,
            instructions: None,
            context_window: None,
            events,
            session_usage: Vec::new(),
            // The transcript records no version.
            version: None,
        },
        started,
        recipients,
    }
}

fn context(at: Option<i64>, kind: ContextKind, text: &str) -> LogEvent {
    LogEvent::Context {
        at,
        kind,
        text: text.to_string(),
    }
}

/// The text between `<tag>` and `</tag>`, trimmed of the newlines around it.
fn tagged<'a>(text: &'a str, tag: &str) -> Option<&'a str> {
    let open = format!("<{tag}>");
    let close = format!("</{tag}>");
    let start = text.find(&open)? + open.len();
    let end = start + text.get(start..)?.find(&close)?;
    text.get(start..end).map(|t| t.trim_matches('\n'))
}

/// The model named in a settings change: "…`Model Selection` from None to Gemini 3.5 Flash
/// (Medium). No need…" → "Gemini 3.5 Flash (Medium)" (the display name, not an API id).
fn model_chosen(change: &str) -> Option<String> {
    let rest = change.split("`Model Selection` from ").nth(1)?;
    let to = rest.split_once(" to ")?.1;
    let name = to.split(". ").next()?.trim_end_matches('.').trim();
    (!name.is_empty()).then(|| name.to_string())
}

/// `{{ CHECKPOINT n }}` → n.
fn checkpoint(content: &str) -> Option<u64> {
    let rest = content.split("{{ CHECKPOINT ").nth(1)?;
    rest.split(" }}").next()?.trim().parse().ok()
}

/// A tool step's "Created At: …\nCompleted At: …\n" header as the tool's run time, and the
/// output after it.
fn timed(content: &str) -> (Option<u64>, &str) {
    let mut rest = content;
    let mut stamp = |label: &str| -> Option<i64> {
        let line_end = rest.find('\n').unwrap_or(rest.len());
        let value = rest.get(..line_end)?.strip_prefix(label)?;
        let ms = epoch_ms(value.trim());
        rest = rest.get(line_end + 1..).unwrap_or("");
        ms
    };
    let created = stamp("Created At: ");
    let completed = created.and(stamp("Completed At: "));
    let duration = created
        .zip(completed)
        .and_then(|(a, b)| u64::try_from(b - a).ok());
    if created.is_none() {
        return (None, content);
    }
    (duration, rest)
}

/// How a tool step ended. `status` is "DONE" (or "RUNNING" for a background command just
/// started) in every capture; the other values are read as their names say (unverified).
fn outcome(status: &str, output: &str) -> ToolOutcome {
    match status {
        "ERROR" | "FAILED" => ToolOutcome::Failed,
        "CANCELED" | "CANCELLED" => ToolOutcome::Interrupted,
        "REJECTED" | "DENIED" => ToolOutcome::Rejected,
        _ if output.contains("The command failed with exit code") => ToolOutcome::Failed,
        _ => ToolOutcome::Ok,
    }
}

/// The `"conversationId": "<id>"` values an `INVOKE_SUBAGENT` result lists.
fn conversations(output: &str) -> impl Iterator<Item = String> + '_ {
    output
        .split("\"conversationId\"")
        .skip(1)
        .filter_map(|rest| rest.split('"').nth(1).map(str::to_string))
}

/// `send_message`'s `Recipient`.
fn recipient(input: &str) -> Option<String> {
    let v: serde_json::Value = serde_json::from_str(input).ok()?;
    v.get("Recipient")?.as_str().map(str::to_string)
}
