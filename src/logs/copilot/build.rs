//! Copilot CLI records into sessions. One LLM call is one `assistant.turn_start` …
//! `assistant.turn_end` (github/copilot-sdk docs/features/agent-loop.md), its
//! `assistant.message`s (and `assistant.reasoning`) the reply; events with an `agentId` are
//! a sub-agent's, in a session of their own linked to the call `subagent.started` names.
//!
//! Usage: a call's output tokens only (`outputTokens`, in [`LlmRequest::reported_output`]);
//! input, cache reads and writes come per model for the whole session, in
//! `session.shutdown` ([`LogSession::session_usage`]).

use std::collections::{HashMap, HashSet};

use super::{File, Kind, Rec};
use crate::harness::protocol::hook::{HookEvent, HookOutcome};
use crate::logs::detect::version_numbers;
use crate::logs::format_reader::{Built, Tally};
use crate::logs::pairing::close_calls;
use crate::logs::{
    CompactionKind, ContextKind, HookRun, Link, LlmRequest, LogEvent, LogSession, ReplyBlock,
    SessionKind, Skip, ToolOutcome,
};
use crate::t;

pub(in crate::logs) fn build(
    files: Vec<(usize, File)>,
    names: &[String],
    tallies: &mut [Tally],
) -> Built {
    let format = t!("log-format-copilot");
    let mut newest: Option<(String, (u32, u32, u32))> = None;
    let mut mains = Vec::new();
    let mut subs = Vec::new();
    let mut links: HashMap<String, (String, Option<String>)> = HashMap::new();
    let mut file_formats = Vec::new();
    for (fi, file) in files {
        file_formats.push((fi, format.clone()));
        if let Some(v) = file.version.clone() {
            if let Some(n) = version_numbers(&v) {
                if newest.as_ref().is_none_or(|(_, old)| n > *old) {
                    newest = Some((v, n));
                }
            }
        }
        let name = names.get(fi).map(String::as_str).unwrap_or("");
        let mut spare = Tally::default();
        let tally = tallies.get_mut(fi).unwrap_or(&mut spare);
        let (main, children) = walk(name, file, &mut links, tally);
        mains.push(main);
        subs.extend(children);
    }
    mains.sort_by_key(|s| (s.started().is_none(), s.started()));
    subs.sort_by_key(|s| (s.started().is_none(), s.started()));
    let mut sessions = mains;
    sessions.extend(subs);
    link(&mut sessions, &links);
    Built {
        format,
        version: newest.map(|(v, _)| v),
        sessions,
        file_formats,
    }
}

/// Each sub-agent's parent: the session holding the call that started it. The call is the
/// one `subagent.started` names for the agent, else a call whose id is the agent's own
/// (the CLI names a task's agent after its call).
fn link(sessions: &mut [LogSession], links: &HashMap<String, (String, Option<String>)>) {
    let calls: HashMap<String, usize> = sessions
        .iter()
        .enumerate()
        .flat_map(|(i, s)| {
            s.requests()
                .flat_map(|r| r.blocks.iter())
                .filter_map(move |b| match b {
                    ReplyBlock::ToolCall { id, .. } => Some((id.clone(), i)),
                    _ => None,
                })
        })
        .collect();
    for s in sessions.iter_mut() {
        if s.kind != SessionKind::SubAgent {
            continue;
        }
        let (call, name) = match links.get(&s.id) {
            Some((call, name)) => (call.clone(), name.clone()),
            None => (s.id.clone(), None),
        };
        s.agent = name.or(s.agent.take());
        match calls.get(&call) {
            Some(&session) => {
                s.parent = Some(Link {
                    session,
                    call_id: Some(call),
                })
            }
            None => s.parent_note = Some(t!("log-copilot-parent-unknown", agent = s.id.clone())),
        }
    }
}

/// One agent's conversation as it is rebuilt.
#[derive(Default)]
struct Agent {
    events: Vec<LogEvent>,
    /// The request being written: its index in `events`.
    open: Option<usize>,
    model: Option<String>,
    instructions: Option<String>,
    /// The calls its requests made, so a result of another call (a tool the person ran) is
    /// not taken for an answer.
    calls: HashSet<String>,
}

impl Agent {
    /// The open request, opened at `at` when none is (a reply with no `turn_start`).
    fn request(&mut self, at: Option<i64>) -> Option<&mut LlmRequest> {
        let ix = match self.open {
            Some(ix) => ix,
            None => self.open_request(at, None),
        };
        match self.events.get_mut(ix) {
            Some(LogEvent::Request(r)) => Some(r),
            _ => None,
        }
    }

    fn open_request(&mut self, at: Option<i64>, model: Option<String>) -> usize {
        self.events.push(LogEvent::Request(LlmRequest {
            at,
            end_at: None,
            id: None,
            model: model.or_else(|| self.model.clone()),
            blocks: Vec::new(),
            usage: None,
            stop: None,
            reported_output: None,
        }));
        let ix = self.events.len() - 1;
        self.open = Some(ix);
        ix
    }
}

/// The sessions of one file: its main one, then its sub-agents in order of first event.
fn walk(
    name: &str,
    file: File,
    links: &mut HashMap<String, (String, Option<String>)>,
    tally: &mut Tally,
) -> (LogSession, Vec<LogSession>) {
    let started: HashMap<String, i64> = file.started.into_iter().collect();
    let denied: HashSet<String> = file
        .records
        .iter()
        .filter_map(|r| match &r.kind {
            Kind::Denied { call_id } => Some(call_id.clone()),
            _ => None,
        })
        .collect();
    let mut agents: Vec<(Option<String>, Agent)> = vec![(None, Agent::default())];
    let mut cwd = None;
    let mut title = None;
    for Rec {
        agent: key,
        at,
        kind,
    } in file.records
    {
        let ix = match agents.iter().position(|(k, _)| *k == key) {
            Some(ix) => ix,
            None => {
                agents.push((key.clone(), Agent::default()));
                agents.len() - 1
            }
        };
        let Some((_, a)) = agents.get_mut(ix) else {
            continue;
        };
        match kind {
            Kind::Start { cwd: c, model } => {
                cwd = c.or(cwd);
                a.model = model.or(a.model.take());
            }
            Kind::Model(m) => a.model = Some(m),
            Kind::Title(t) => title = Some(t),
            Kind::Prompt {
                text,
                sent,
                injected,
            } => {
                a.open = None;
                a.events.push(if injected {
                    LogEvent::Context {
                        at,
                        kind: ContextKind::Meta,
                        text,
                    }
                } else {
                    LogEvent::Prompt {
                        at,
                        text,
                        mode: None,
                    }
                });
                if let Some(text) = sent {
                    a.events.push(LogEvent::Context {
                        at,
                        kind: ContextKind::Meta,
                        text,
                    });
                }
            }
            Kind::System { text, notification } => {
                let kind = if notification {
                    ContextKind::Notification
                } else {
                    if a.instructions.is_none() {
                        a.instructions = Some(text.clone());
                    }
                    ContextKind::Instructions
                };
                a.events.push(LogEvent::Context { at, kind, text });
            }
            Kind::TurnStart { model } => {
                a.open_request(at, model);
            }
            Kind::Reasoning(text) => {
                if let Some(r) = a.request(at) {
                    r.blocks.push(ReplyBlock::Thinking(text));
                }
            }
            Kind::Message {
                id,
                model,
                text,
                thinking,
                calls,
                output,
            } => {
                a.calls.extend(calls.iter().map(|(id, _, _)| id.clone()));
                let Some(r) = a.request(at) else {
                    continue;
                };
                r.id = r.id.take().or(id);
                r.model = model.or(r.model.take());
                r.end_at = at.or(r.end_at);
                if let Some(o) = output {
                    r.reported_output = Some(r.reported_output.unwrap_or(0).saturating_add(o));
                }
                // The same reasoning can come as its own event and on the message.
                if let Some(th) = thinking {
                    if !r.blocks.contains(&ReplyBlock::Thinking(th.clone())) {
                        r.blocks.push(ReplyBlock::Thinking(th));
                    }
                }
                if !text.is_empty() {
                    r.blocks.push(ReplyBlock::Text(text));
                }
                for (id, name, input) in calls {
                    r.blocks.push(ReplyBlock::ToolCall { id, name, input });
                }
            }
            Kind::TurnEnd => a.open = None,
            Kind::ToolDone {
                call_id,
                ok,
                output,
            } => {
                if !a.calls.contains(&call_id) {
                    // A tool the person ran (`!cmd`), not an answer to the model's call.
                    a.events.push(LogEvent::Context {
                        at,
                        kind: ContextKind::Command,
                        text: output,
                    });
                    continue;
                }
                let outcome = if denied.contains(&call_id) {
                    ToolOutcome::Rejected
                } else if ok {
                    ToolOutcome::Ok
                } else {
                    ToolOutcome::Failed
                };
                let duration_ms = started
                    .get(&call_id)
                    .zip(at)
                    .and_then(|(s, e)| u64::try_from(e - s).ok());
                a.events.push(LogEvent::ToolResult {
                    at,
                    call_id,
                    output,
                    outcome,
                    duration_ms,
                });
            }
            Kind::Denied { .. } => {}
            Kind::SubStarted { call_id, name } => {
                if let Some(agent) = key {
                    links.insert(agent, (call_id, name));
                }
            }
            Kind::Compaction {
                ok,
                trigger,
                before,
                after,
                summary,
                error,
            } => {
                a.open = None;
                a.events.push(if ok {
                    LogEvent::Compaction {
                        at,
                        kind: CompactionKind::Summary,
                        trigger,
                        tokens_before: before,
                        tokens_after: after,
                        summary,
                        cleared_calls: Vec::new(),
                    }
                } else {
                    LogEvent::ApiError {
                        at,
                        message: error.unwrap_or_else(|| t!("log-copilot-compaction-failed")),
                        status: None,
                        retry_in_ms: None,
                        attempt: None,
                        max_retries: None,
                    }
                });
            }
            Kind::Abort(reason) => {
                a.open = None;
                a.events.push(LogEvent::Interrupted { at, reason });
            }
            Kind::Error { message, status } => a.events.push(LogEvent::ApiError {
                at,
                message,
                status,
                retry_in_ms: None,
                attempt: None,
                max_retries: None,
            }),
            Kind::Hook {
                kind,
                decision,
                reason,
                context,
            } => match hook_event(&kind).filter(|_| key.is_none()) {
                Some(event) => {
                    let outcome = match (decision.as_deref(), context) {
                        (Some("deny"), _) => HookOutcome::Deny { reason },
                        (Some("allow"), _) => HookOutcome::Allow { reason },
                        (Some("ask"), _) => HookOutcome::Ask { reason },
                        (_, Some(text)) => HookOutcome::Context { text },
                        _ => HookOutcome::Pass,
                    };
                    a.events.push(LogEvent::Hook {
                        at,
                        run: HookRun {
                            event,
                            call_id: None,
                            command: String::new(),
                            outcome,
                        },
                    });
                }
                None => tally.skip(Skip::HookNotRun),
            },
            Kind::Skill { name, content } => a.events.push(LogEvent::Context {
                at,
                kind: ContextKind::Attachment(format!("skill.invoked {name}")),
                text: content,
            }),
        }
    }
    let stem = name
        .trim_end_matches("/events.jsonl")
        .rsplit(['/', '\\'])
        .next()
        .unwrap_or(name);
    let id = file.session_id.unwrap_or_else(|| stem.to_string());
    let mut sessions = agents.into_iter().map(|(key, a)| {
        let sub = key.is_some();
        session(key.unwrap_or_else(|| id.clone()), sub, a)
    });
    let mut main = sessions
        .next()
        .unwrap_or_else(|| session(id.clone(), false, Agent::default()));
    main.cwd = cwd;
    main.title = title;
    main.session_usage = file.usage;
    main.version = file.version.clone();
    (main, sessions.collect())
}

fn session(id: String, sub: bool, a: Agent) -> LogSession {
    let events = close_calls(a.events);
    let mut models: Vec<String> = Vec::new();
    for r in events.iter().filter_map(|e| match e {
        LogEvent::Request(r) => r.model.as_ref(),
        _ => None,
    }) {
        if !models.contains(r) {
            models.push(r.clone());
        }
    }
    LogSession {
        id,
        kind: if sub {
            SessionKind::SubAgent
        } else {
            SessionKind::Main
        },
        agent: None,
        parent: None,
        parent_note: None,
        title: None,
        cwd: None,
        models,
        instructions: a.instructions,
        context_window: None,
        events,
        session_usage: Vec::new(),
        version: None,
    }
}

/// Copilot CLI's hook types (`hookType`) the page runs; the others are not run here.
fn hook_event(kind: &str) -> Option<HookEvent> {
    Some(match kind {
        "sessionStart" => HookEvent::SessionStart,
        "userPromptSubmitted" => HookEvent::UserPromptSubmit,
        "preToolUse" => HookEvent::PreToolUse,
        "postToolUse" => HookEvent::PostToolUse,
        "agentStop" => HookEvent::Stop,
        "preCompact" => HookEvent::PreCompact,
        _ => return None,
    })
}
