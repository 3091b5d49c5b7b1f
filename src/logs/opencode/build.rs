//! Exports into sessions. A user message is a prompt (its synthetic text, files and agent
//! mentions are context); an assistant message is one model call per `step-start`, each
//! call's tool parts answered right after it; a message's error ends it as an API error or,
//! for `MessageAbortedError`, an interrupt. A child session (`parentID`) is a sub-agent,
//! linked to the task call whose metadata names it.

use std::collections::HashMap;

use super::{Export, Failure, File, Message, Part, Tokens};
use crate::logs::detect::version_numbers;
use crate::logs::format_reader::{Built, Tally};
use crate::logs::pairing::close_calls;
use crate::logs::{
    CompactionKind, ContextKind, Link, LlmRequest, LogEvent, LogSession, ReplyBlock, ReportedUsage,
    SessionKind, Skip,
};
use crate::t;

/// The sessions of `files` (each with its index among `names`).
pub(in crate::logs) fn build(
    files: Vec<(usize, File)>,
    _names: &[String],
    tallies: &mut [Tally],
) -> Built {
    let mut newest: Option<String> = None;
    let mut file_formats = Vec::new();
    let mut exports: Vec<Export> = Vec::new();
    for (i, file) in files {
        let mut versions = Vec::new();
        for export in file.exports {
            if let Some(v) = &export.version {
                versions.push(v.clone());
                if newer(v, newest.as_deref()) {
                    newest = Some(v.clone());
                }
            }
            // The same session exported twice: the first copy is read.
            if exports.iter().any(|e| e.id == export.id) {
                if let Some(tally) = tallies.get_mut(i) {
                    let records = export
                        .messages
                        .iter()
                        .map(|m| 1 + m.parts.len() as u64)
                        .sum::<u64>();
                    tally.skip_many(Skip::Duplicate, 1 + records);
                }
                continue;
            }
            exports.push(export);
        }
        let version = versions.first().cloned().unwrap_or_else(|| "?".into());
        file_formats.push((i, t!("log-format-opencode-file", version = version)));
    }

    // Main sessions first (by start), then sub-agents by start.
    exports.sort_by_key(|e| (e.parent.is_some(), started(e)));
    let mut children: HashMap<String, Option<String>> = HashMap::new();
    let mut sessions: Vec<LogSession> = Vec::new();
    let mut parents: Vec<Option<String>> = Vec::new();
    for export in exports {
        let (session, spawned) = session_of(&export);
        children.extend(spawned);
        parents.push(export.parent);
        sessions.push(session);
    }
    let index_of: HashMap<String, usize> = sessions
        .iter()
        .enumerate()
        .map(|(i, s)| (s.id.clone(), i))
        .collect();
    for (s, parent) in sessions.iter_mut().zip(parents) {
        let Some(parent) = parent else { continue };
        s.kind = SessionKind::SubAgent;
        match index_of.get(&parent) {
            Some(&p) => {
                s.parent = Some(Link {
                    session: p,
                    call_id: children.get(&s.id).cloned().flatten(),
                })
            }
            None => {
                s.parent_note = Some(t!("log-opencode-parent-missing", parent = parent));
            }
        }
    }
    Built {
        format: t!("log-format-opencode"),
        version: newest,
        sessions,
        file_formats,
    }
}

fn newer(v: &str, than: Option<&str>) -> bool {
    match than {
        None => true,
        Some(old) => version_numbers(v) > version_numbers(old),
    }
}

fn started(e: &Export) -> Option<i64> {
    e.messages.iter().filter_map(|m| m.at).min()
}

/// A session and the sub-agent sessions its task calls started (child id → call id; None
/// for a task the harness ran for a `/command` with no model call).
fn session_of(e: &Export) -> (LogSession, Vec<(String, Option<String>)>) {
    let mut w = Writer {
        version: e.version.clone(),
        ..Writer::default()
    };
    let last_user = |i: usize| e.messages.get(i + 1).is_none_or(|n| n.user);
    for (i, m) in e.messages.iter().enumerate() {
        if m.user {
            w.user(m);
        } else {
            w.assistant(m, last_user(i));
        }
    }
    // A sub-agent's messages all name its agent (the task's `subagent_type`).
    let agent = if e.parent.is_some() {
        e.messages.first().and_then(|m| m.agent.clone())
    } else {
        None
    };
    let session = LogSession {
        id: e.id.clone(),
        kind: SessionKind::Main,
        agent,
        parent: None,
        parent_note: None,
        title: e.title.clone(),
        cwd: e.cwd.clone(),
        models: w.models,
        instructions: w.system,
        context_window: None,
        events: close_calls(w.events),
        session_usage: Vec::new(),
        version: e.version.clone(),
    };
    (session, w.spawned)
}

#[derive(Default)]
struct Writer {
    /// The export's opencode version.
    version: Option<String>,
    events: Vec<LogEvent>,
    models: Vec<String>,
    system: Option<String>,
    spawned: Vec<(String, Option<String>)>,
    /// When the turn's prompt was sent.
    turn_at: Option<i64>,
    /// A compaction asked for by the user message before the summary's reply: auto or not.
    compaction: Option<bool>,
}

/// One model call of an assistant message, as its parts arrive.
#[derive(Default)]
struct Step {
    blocks: Vec<ReplyBlock>,
    results: Vec<LogEvent>,
    usage: Option<Tokens>,
    stop: Option<String>,
    at: Option<i64>,
    /// It began with a `step-start` (else the parts came with no step marker).
    marked: bool,
}

impl Step {
    fn is_empty(&self) -> bool {
        !self.marked && self.blocks.is_empty()
    }

    fn seen(&mut self, at: Option<i64>) {
        self.at = self.at.or(at);
    }
}

impl Writer {
    fn user(&mut self, m: &Message) {
        if m.system.is_some() {
            self.system.clone_from(&m.system);
        }
        let mut prompt: Vec<&str> = Vec::new();
        for p in &m.parts {
            match p {
                Part::Text {
                    text,
                    synthetic: false,
                    ..
                } => prompt.push(text),
                Part::Text { text, .. } => self.context(m.at, ContextKind::Meta, text.clone()),
                Part::File { name } => {
                    self.context(m.at, ContextKind::Attachment("file".into()), name.clone())
                }
                Part::Agent(name) => self.context(m.at, ContextKind::Meta, format!("@{name}")),
                Part::Subtask { description } => {
                    self.context(m.at, ContextKind::Command, description.clone())
                }
                Part::Compaction { auto } => {
                    // `/compact` (or an overflow) starts the summary's turn.
                    self.turn_at = m.at;
                    self.compaction = Some(*auto);
                }
                _ => {}
            }
        }
        if !prompt.is_empty() {
            self.turn_at = m.at;
            self.events.push(LogEvent::Prompt {
                at: m.at,
                text: prompt.join("\n\n"),
                mode: None,
            });
        }
    }

    fn context(&mut self, at: Option<i64>, kind: ContextKind, text: String) {
        self.events.push(LogEvent::Context { at, kind, text });
    }

    fn assistant(&mut self, m: &Message, ends_turn: bool) {
        if let Some(model) = &m.model {
            if !self.models.contains(model) {
                self.models.push(model.clone());
            }
        }
        let marked = m
            .parts
            .iter()
            .any(|p| matches!(p, Part::StepStart | Part::StepFinish { .. }));
        if !marked && m.tokens.is_none_or(|t| t.is_zero()) {
            self.harness_ran(m);
        } else {
            self.calls(m);
        }
        let summary = m.summary.then(|| reply_text(m));
        if let Some(summary) = summary {
            self.events.push(LogEvent::Compaction {
                at: m.end_at.or(m.at),
                kind: CompactionKind::Summary,
                trigger: self
                    .compaction
                    .take()
                    .map(|auto| if auto { "auto" } else { "manual" }.to_string()),
                tokens_before: None,
                tokens_after: None,
                summary: Some(summary),
                cleared_calls: Vec::new(),
            });
        }
        match &m.error {
            Some(f) if f.name == "MessageAbortedError" => {
                self.events.push(LogEvent::Interrupted {
                    at: m.end_at,
                    reason: None,
                });
            }
            Some(f) => self.events.push(api_error(f, m.end_at, None)),
            None if ends_turn && m.finish.as_deref() != Some("tool-calls") => {
                let duration_ms = self
                    .turn_at
                    .zip(m.end_at)
                    .and_then(|(s, e)| u64::try_from(e.checked_sub(s)?).ok());
                self.events.push(LogEvent::TurnEnd {
                    at: m.end_at,
                    duration_ms,
                });
            }
            None => {}
        }
    }

    /// An assistant message with no model call: the task the harness ran for a user's
    /// subtask (`/command` with `subtask: true`), shown as the command it was.
    fn harness_ran(&mut self, m: &Message) {
        for p in &m.parts {
            let Part::Tool {
                name, input, end, ..
            } = p
            else {
                continue;
            };
            self.context(m.at, ContextKind::Command, format!("{name} {input}"));
            if let Some(end) = end {
                if let Some(child) = &end.child {
                    self.spawned.push((child.clone(), None));
                }
                self.context(end.at, ContextKind::Command, end.output.clone());
            }
        }
    }

    /// The model calls of one assistant message: one per `step-start` (and one for parts
    /// before the first, where a build wrote none), with the retry notices between them.
    fn calls(&mut self, m: &Message) {
        let mut out: Vec<Result<Step, LogEvent>> = Vec::new();
        let mut step = Step {
            at: m.at,
            ..Step::default()
        };
        for p in &m.parts {
            match p {
                Part::StepStart => {
                    if !step.is_empty() {
                        out.push(Ok(std::mem::take(&mut step)));
                    }
                    step.marked = true;
                }
                Part::StepFinish { reason, tokens } => {
                    step.marked = true;
                    step.usage = *tokens;
                    step.stop.clone_from(reason);
                    out.push(Ok(std::mem::take(&mut step)));
                }
                Part::Text { text, at, .. } => {
                    step.seen(*at);
                    step.blocks.push(ReplyBlock::Text(text.clone()));
                }
                Part::Reasoning { text, at } => {
                    step.seen(*at);
                    step.blocks.push(ReplyBlock::Thinking(text.clone()));
                }
                Part::Tool {
                    call_id,
                    name,
                    input,
                    at,
                    end,
                } => {
                    step.seen(*at);
                    step.blocks.push(ReplyBlock::ToolCall {
                        id: call_id.clone(),
                        name: name.clone(),
                        input: input.clone(),
                    });
                    if let Some(end) = end {
                        if let Some(child) = &end.child {
                            self.spawned.push((child.clone(), Some(call_id.clone())));
                        }
                        step.results.push(LogEvent::ToolResult {
                            at: end.at,
                            call_id: call_id.clone(),
                            output: end.output.clone(),
                            outcome: end.outcome,
                            duration_ms: end.duration_ms,
                        });
                    }
                }
                Part::Retry { attempt, error, at } => {
                    if !step.is_empty() {
                        out.push(Ok(std::mem::take(&mut step)));
                    }
                    out.push(Err(api_error(error, *at, *attempt)));
                    // The next attempt starts after the notice, at its first part.
                    step.at = None;
                }
                _ => {}
            }
        }
        if !step.is_empty() {
            out.push(Ok(step));
        }
        let steps = out.iter().filter(|s| s.is_ok()).count();
        let finished = m.parts.iter().any(|p| matches!(p, Part::StepFinish { .. }));
        let mut n = 0;
        for item in out {
            match item {
                Ok(step) => {
                    n += 1;
                    self.request(m, step, n, n == steps, finished);
                }
                Err(event) => self.events.push(event),
            }
        }
    }

    /// Step `n` of `m` as one request, then its tool results. `finished`: some step of the
    /// message has a `step-finish`; where none has, the message's own tokens, which are its
    /// last step's, are that step's usage.
    fn request(&mut self, m: &Message, step: Step, n: usize, last: bool, finished: bool) {
        let tokens = step.usage.or_else(|| {
            (last && !finished)
                .then_some(m.tokens)
                .flatten()
                .filter(|t| !t.is_zero())
        });
        let id = if n == 1 {
            m.id.clone()
        } else {
            format!("{}#{n}", m.id)
        };
        self.events.push(LogEvent::Request(LlmRequest {
            at: step.at.or(m.at),
            end_at: if last { m.end_at } else { None },
            id: Some(id),
            model: m.model.clone(),
            blocks: step.blocks,
            usage: tokens.map(|t| usage(t, self.version.as_deref(), m)),
            stop: step
                .stop
                .or_else(|| last.then(|| m.finish.clone()).flatten()),
            reported_output: None,
        }));
        self.events.extend(step.results);
    }
}

/// The text a summary reply wrote.
fn reply_text(m: &Message) -> String {
    m.parts
        .iter()
        .filter_map(|p| match p {
            Part::Text { text, .. } => Some(text.as_str()),
            _ => None,
        })
        .collect::<Vec<_>>()
        .join("\n\n")
}

fn api_error(f: &Failure, at: Option<i64>, attempt: Option<u32>) -> LogEvent {
    let message = if f.message.is_empty() {
        f.name.clone()
    } else if f.name == "APIError" {
        f.message.clone()
    } else {
        format!("{}: {}", f.name, f.message)
    };
    LogEvent::ApiError {
        at,
        message,
        status: f.status,
        retry_in_ms: None,
        attempt,
        max_retries: None,
    }
}

/// A step's tokens as the neutral model counts them: input with the cache reads and
/// writes in it, output with the reasoning in it.
fn usage(t: Tokens, version: Option<&str>, m: &Message) -> ReportedUsage {
    let input = if cache_in_input(version, m) {
        t.input
    } else {
        t.input.saturating_add(t.read).saturating_add(t.write)
    };
    let output = if t.reasoning_outside_output() {
        t.output.saturating_add(t.reasoning)
    } else {
        t.output
    };
    ReportedUsage {
        input,
        cache_read: t.read,
        cache_write: Some(t.write),
        cache_write_1h: None,
        output,
        output_is_lower_bound: false,
        reasoning: Some(t.reasoning),
    }
}

/// opencode 1.3.4 and 1.3.5 took AI SDK 6's cache-inclusive input for Anthropic and
/// Bedrock as the uncached part (opencode issue 19757, fixed by PR 19758).
fn cache_in_input(version: Option<&str>, m: &Message) -> bool {
    let buggy = version
        .and_then(version_numbers)
        .is_some_and(|v| ((1, 3, 4)..=(1, 3, 5)).contains(&v));
    buggy
        && m.provider
            .as_deref()
            .is_some_and(|p| p.contains("anthropic") || p.contains("bedrock"))
}
