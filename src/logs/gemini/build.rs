//! Gemini CLI records into sessions, following the reference (§4) and upstream's loader
//! (`loadConversationRecord`):
//! - the latest record of each message id wins, in first-seen order; the records it replaces
//!   are duplicates; a `$rewindTo` drops that message and every later one;
//! - a `$set.messages` that leaves messages out is a compaction: the messages written just
//!   before it for the new history (the `<state_snapshot>` summary and its answer) are its
//!   summary, not a prompt and a reply; one that only changes tool results (masking) clears
//!   them in place; the messages it keeps stay as they were when they happened;
//! - one `gemini` message is one LLM request: thoughts, text, tool calls, its `tokens`; each
//!   call's result is in its record (`status` success/error/cancelled, a declined
//!   confirmation being "cancelled" with "User denied execution.");
//! - files of one `sessionId` are one session (a `.json` and the `.jsonl` it was moved to on
//!   resume); a sub-agent (`kind: "subagent"`, in `chats/<parentSessionId>/`) is linked to the
//!   call whose `agentId` is its `sessionId`.

use std::collections::HashMap;

use super::{Call, File, Kind, Message, Meta, Record, Tokens};
use crate::logs::format_reader::{Built, Tally};
use crate::logs::pairing::close_calls;
use crate::logs::{
    CompactionKind, ContextKind, Link, LlmRequest, LogEvent, LogSession, ReplyBlock, ReportedUsage,
    SessionKind, Skip, ToolOutcome,
};
use crate::t;

/// What a cancelled call's result says when the person declined it (0.39+, then before).
const DECLINED: [&str; 2] = ["User denied execution", "User did not allow tool call"];

/// User text the CLI injects, not typed (upstream `isIgnoredUserContent`).
const INJECTED: [&str; 2] = ["<session_context>", "<hook_context>"];

/// One place in a session's history.
enum Entry {
    Message(String),
    Compaction {
        at: Option<i64>,
        kind: CompactionKind,
        summary: Option<String>,
        cleared: Vec<String>,
    },
}

/// The history of one `sessionId` as its records leave it.
#[derive(Default)]
struct Chat {
    id: String,
    meta: Meta,
    /// The folder a sub-agent's file sits in: its parent's session id.
    folder: Option<String>,
    entries: Vec<Entry>,
    /// Each message's latest record and the file it came from.
    latest: HashMap<String, (Message, usize)>,
    /// Messages first seen since the last record of another kind: a rewrite's own.
    fresh: Vec<String>,
    files: Vec<usize>,
}

pub(in crate::logs) fn build(
    files: Vec<(usize, File)>,
    names: &[String],
    tallies: &mut [Tally],
) -> Built {
    let documents = files.iter().filter(|(_, f)| f.document).count();
    let lines = files.len() - documents;
    let file_formats = files
        .iter()
        .map(|(fi, f)| (*fi, format_of(f.document)))
        .collect();
    let mut chats: Vec<Chat> = Vec::new();
    for (fi, file) in files {
        let name = names.get(fi).map(String::as_str).unwrap_or("");
        let mut spare = Tally::default();
        let tally = tallies.get_mut(fi).unwrap_or(&mut spare);
        let id = file
            .records
            .iter()
            .find_map(|r| match r {
                Record::Meta(m) => m.id.clone(),
                _ => None,
            })
            .unwrap_or_else(|| stem(name).to_string());
        let index = match chats.iter().position(|c| c.id == id) {
            Some(i) => i,
            None => {
                chats.push(Chat {
                    id,
                    folder: folder(name),
                    ..Chat::default()
                });
                chats.len() - 1
            }
        };
        if let Some(chat) = chats.get_mut(index) {
            chat.files.push(fi);
            for record in file.records {
                chat.record(record, fi, file.document, tally);
            }
        }
    }

    let mut sessions: Vec<(bool, Vec<Call>, LogSession, Option<String>)> = chats
        .into_iter()
        .map(|chat| {
            let sub = chat.meta.kind.as_deref() == Some("subagent")
                || (chat.meta.kind.is_none() && chat.folder.is_some());
            let folder = chat.folder.clone().filter(|_| sub);
            let (session, calls) = chat.session(tallies);
            (sub, calls, session, folder)
        })
        .collect();
    sessions.sort_by_key(|(sub, _, s, _)| (*sub, s.started().is_none(), s.started()));

    // Sub-agents: the call whose `agentId` names them, else the folder's session.
    let starts: Vec<(usize, String, String)> = sessions
        .iter()
        .enumerate()
        .flat_map(|(si, (_, calls, _, _))| {
            calls.iter().filter_map(move |c| {
                let agent = c.agent.clone()?;
                Some((si, agent, c.id.clone()))
            })
        })
        .collect();
    let index_of: HashMap<String, usize> = sessions
        .iter()
        .enumerate()
        .map(|(i, (_, _, s, _))| (s.id.clone(), i))
        .collect();
    let names_of: HashMap<String, String> = sessions
        .iter()
        .flat_map(|(_, calls, _, _)| calls)
        .filter_map(|c| Some((c.agent.clone()?, c.name.clone())))
        .collect();
    let out = sessions
        .into_iter()
        .map(|(sub, _, mut s, folder)| {
            if !sub {
                return s;
            }
            s.kind = SessionKind::SubAgent;
            s.agent = names_of.get(&s.id).cloned();
            let started = starts.iter().find(|(_, agent, _)| *agent == s.id);
            match (started, folder) {
                (Some((si, _, call)), _) => {
                    s.parent = Some(Link {
                        session: *si,
                        call_id: Some(call.clone()),
                    })
                }
                (None, Some(parent)) => match index_of.get(&parent) {
                    Some(&session) => {
                        s.parent = Some(Link {
                            session,
                            call_id: None,
                        });
                        s.parent_note = Some(t!("log-gemini-no-call"));
                    }
                    None => s.parent_note = Some(t!("log-gemini-parent-missing", parent = parent)),
                },
                (None, None) => s.parent_note = Some(t!("log-gemini-parent-unknown")),
            }
            s
        })
        .collect();

    let format = match (documents, lines) {
        (0, _) => format_of(false),
        (_, 0) => format_of(true),
        _ => t!("log-format-gemini-both"),
    };
    Built {
        format,
        // The chat files do not record the CLI's version.
        version: None,
        sessions: out,
        file_formats,
    }
}

fn format_of(document: bool) -> String {
    if document {
        t!("log-format-gemini-json")
    } else {
        t!("log-format-gemini-jsonl")
    }
}

/// The file's name without its folder and extension: a sub-agent's file is its session id.
fn stem(name: &str) -> &str {
    let base = name.rsplit(['/', '\\']).next().unwrap_or(name);
    base.strip_suffix(".jsonl")
        .or_else(|| base.strip_suffix(".json"))
        .unwrap_or(base)
}

/// The folder a file sits in when it is one below `chats/`: a sub-agent's parent session.
fn folder(name: &str) -> Option<String> {
    let mut parts = name.rsplit(['/', '\\']).skip(1);
    let dir = parts.next()?;
    (parts.next() == Some("chats")).then(|| dir.to_string())
}

impl Chat {
    fn record(&mut self, record: Record, fi: usize, document: bool, tally: &mut Tally) {
        match record {
            Record::Meta(meta) => {
                self.fresh.clear();
                self.merge(meta);
            }
            Record::Message(m) => self.message(m, fi, document, tally),
            Record::Set { meta, messages } => {
                let rewrite = std::mem::take(&mut self.fresh);
                let at = meta.updated;
                let said =
                    meta.id.is_some() || meta.summary.is_some() || meta.directories.is_some();
                self.merge(meta);
                let changed = messages.is_some_and(|m| self.rewrite(m, rewrite, at, fi));
                if !said && !changed {
                    tally.skip(Skip::Bookkeeping);
                }
            }
            Record::Rewind(id) => {
                self.fresh.clear();
                let from = self
                    .entries
                    .iter()
                    .position(|e| matches!(e, Entry::Message(m) if *m == id));
                // Upstream clears everything when the id is not found.
                for entry in self.entries.drain(from.unwrap_or(0)..) {
                    if let Entry::Message(m) = entry {
                        if self.latest.remove(&m).is_some() {
                            tally.skip(Skip::Undone);
                        }
                    }
                }
            }
        }
    }

    fn merge(&mut self, meta: Meta) {
        let old = &mut self.meta;
        old.id = old.id.take().or(meta.id);
        old.at = old.at.or(meta.at);
        old.kind = old.kind.take().or(meta.kind);
        old.summary = meta.summary.or(old.summary.take());
        old.directories = meta.directories.or(old.directories.take());
    }

    fn message(&mut self, m: Message, fi: usize, document: bool, tally: &mut Tally) {
        let id = m.id.clone();
        match self.latest.insert(id.clone(), (m, fi)) {
            Some((_, from)) => {
                self.fresh.clear();
                if !document && from == fi {
                    tally.skip(Skip::Duplicate);
                }
            }
            None => {
                self.fresh.push(id.clone());
                self.entries.push(Entry::Message(id));
            }
        }
    }

    /// A whole history written again; whether it changed anything.
    fn rewrite(
        &mut self,
        messages: Vec<Message>,
        fresh: Vec<String>,
        at: Option<i64>,
        fi: usize,
    ) -> bool {
        let kept: Vec<&str> = messages.iter().map(|m| m.id.as_str()).collect();
        let removed = self
            .entries
            .iter()
            .any(|e| matches!(e, Entry::Message(id) if !kept.contains(&id.as_str()) && !fresh.contains(id)));
        if removed {
            // The new history's own messages, written just before, are the summary.
            let own: Vec<String> = fresh
                .into_iter()
                .filter(|id| kept.contains(&id.as_str()))
                .collect();
            self.entries
                .retain(|e| !matches!(e, Entry::Message(id) if own.contains(id)));
            let mut texts: Vec<String> = own
                .iter()
                .filter_map(|id| self.latest.get(id))
                .map(|(m, _)| m.text.clone())
                .collect();
            for m in &messages {
                if !self.latest.contains_key(&m.id) {
                    texts.push(m.text.clone());
                    self.latest.insert(m.id.clone(), (m.clone(), fi));
                }
            }
            texts.retain(|t| !t.trim().is_empty());
            self.entries.push(Entry::Compaction {
                at,
                kind: CompactionKind::Summary,
                summary: (!texts.is_empty()).then(|| texts.join("\n\n")),
                cleared: Vec::new(),
            });
            return true;
        }
        let mut cleared = Vec::new();
        let mut added = false;
        for m in messages {
            match self.latest.get(&m.id) {
                Some((old, _)) => cleared.extend(
                    m.calls
                        .iter()
                        .filter(|c| {
                            old.calls
                                .iter()
                                .any(|o| o.id == c.id && o.output.is_some() && o.output != c.output)
                        })
                        .map(|c| c.id.clone()),
                ),
                None => {
                    added = true;
                    self.entries.push(Entry::Message(m.id.clone()));
                    self.latest.insert(m.id.clone(), (m, fi));
                }
            }
        }
        let any_cleared = !cleared.is_empty();
        if any_cleared {
            self.entries.push(Entry::Compaction {
                at,
                kind: CompactionKind::ClearedToolResults,
                summary: None,
                cleared,
            });
        }
        added || any_cleared
    }

    /// The session, and every tool call in it (for linking sub-agents).
    fn session(mut self, tallies: &mut [Tally]) -> (LogSession, Vec<Call>) {
        let mut events = Vec::new();
        let mut models: Vec<String> = Vec::new();
        let mut calls = Vec::new();
        for entry in std::mem::take(&mut self.entries) {
            let id = match entry {
                Entry::Message(id) => id,
                Entry::Compaction {
                    at,
                    kind,
                    summary,
                    cleared,
                } => {
                    events.push(LogEvent::Compaction {
                        at,
                        kind,
                        trigger: None,
                        tokens_before: None,
                        tokens_after: None,
                        summary,
                        cleared_calls: cleared,
                    });
                    continue;
                }
            };
            let Some((m, fi)) = self.latest.remove(&id) else {
                continue;
            };
            let skip = |why: Skip, tallies: &mut [Tally]| {
                if let Some(t) = tallies.get_mut(fi) {
                    t.skip(why);
                }
            };
            match m.kind {
                Kind::User if m.responses_only => skip(Skip::Duplicate, tallies),
                Kind::User => {
                    let text = m.text;
                    let start = text.trim_start();
                    if INJECTED.iter().any(|p| start.starts_with(p)) {
                        events.push(LogEvent::Context {
                            at: m.at,
                            kind: ContextKind::Meta,
                            text,
                        });
                    } else if !start.is_empty() {
                        events.push(LogEvent::Prompt {
                            at: m.at,
                            text,
                            mode: None,
                        });
                    }
                }
                Kind::Gemini => {
                    if let Some(model) = &m.model {
                        if !models.contains(model) {
                            models.push(model.clone());
                        }
                    }
                    calls.extend(m.calls.iter().cloned());
                    let (request, results) = request(m);
                    events.push(LogEvent::Request(request));
                    events.extend(results);
                }
                Kind::Info if m.text.trim() == "Request cancelled." => {
                    events.push(LogEvent::Interrupted {
                        at: m.at,
                        reason: None,
                    })
                }
                Kind::Error if m.text.contains("[API Error") => events.push(LogEvent::ApiError {
                    at: m.at,
                    status: status_of(&m.text),
                    message: m.text,
                    retry_in_ms: None,
                    attempt: None,
                    max_retries: None,
                }),
                Kind::Info | Kind::Warning | Kind::Error => skip(Skip::ShownToYouOnly, tallies),
            }
        }
        let session = LogSession {
            id: self.id,
            kind: SessionKind::Main,
            agent: None,
            parent: None,
            parent_note: None,
            title: self.meta.summary,
            cwd: self.meta.directories.and_then(|d| d.into_iter().next()),
            models,
            instructions: None,
            context_window: None,
            events: close_calls(events),
            session_usage: Vec::new(),
            // Gemini CLI's chats do not record its version.
            version: None,
        };
        (session, calls)
    }
}

/// A `gemini` message as a request, and the results its calls record.
fn request(m: Message) -> (LlmRequest, Vec<LogEvent>) {
    let times = m.thoughts.iter().filter_map(|(_, at)| *at).chain(m.at);
    let at = times.clone().min();
    let end_at = times.max();
    let mut blocks: Vec<ReplyBlock> = m
        .thoughts
        .into_iter()
        .map(|(text, _)| ReplyBlock::Thinking(text))
        .collect();
    if !m.text.is_empty() {
        blocks.push(ReplyBlock::Text(m.text));
    }
    let mut results = Vec::new();
    for call in m.calls {
        if let Some(outcome) = outcome(&call) {
            results.push(LogEvent::ToolResult {
                at: call.at,
                call_id: call.id.clone(),
                output: call.output.unwrap_or_default(),
                outcome,
                duration_ms: None,
            });
        }
        blocks.push(ReplyBlock::ToolCall {
            id: call.id,
            name: call.name,
            input: call.input,
        });
    }
    let request = LlmRequest {
        at,
        end_at,
        id: Some(m.id),
        model: m.model,
        blocks,
        usage: m.tokens.map(usage),
        stop: None,
        reported_output: None,
    };
    (request, results)
}

/// How a call ended; None while it had not (awaiting approval, executing…).
fn outcome(call: &Call) -> Option<ToolOutcome> {
    match call.status.as_str() {
        "success" => Some(ToolOutcome::Ok),
        "error" => Some(ToolOutcome::Failed),
        "cancelled" => {
            let output = call.output.as_deref().unwrap_or_default();
            Some(if DECLINED.iter().any(|d| output.contains(d)) {
                ToolOutcome::Rejected
            } else {
                ToolOutcome::Interrupted
            })
        }
        _ => None,
    }
}

/// Gemini's figures in the neutral model: `input` (promptTokenCount) already holds `cached`;
/// `tool` (toolUsePromptTokenCount) is input outside it; `thoughts` are output outside
/// `output`. So input + output here add up to the record's `total`.
pub(super) fn usage(t: Tokens) -> ReportedUsage {
    let thoughts = t.thoughts.unwrap_or(0);
    ReportedUsage {
        input: t.input.saturating_add(t.tool.unwrap_or(0)),
        cache_read: t.cached,
        cache_write: None,
        cache_write_1h: None,
        output: t.output.saturating_add(thoughts),
        output_is_lower_bound: false,
        reasoning: t.thoughts,
    }
}

/// The HTTP status an API error's text names ("… 429 Too Many Requests", `"code": 503`).
fn status_of(text: &str) -> Option<u16> {
    text.split(|c: char| !c.is_ascii_digit())
        .filter(|w| w.len() == 3)
        .filter_map(|w| w.parse::<u16>().ok())
        .find(|n| (400..600).contains(n))
}
