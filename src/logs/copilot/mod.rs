//! GitHub Copilot CLI's `~/.copilot/session-state/<sessionId>/events.jsonl` (reference §6.1;
//! schema: github/copilot-sdk `nodejs/src/generated/session-events.ts`): one event per line,
//! `{type, id, timestamp, parentId, agentId?, data}`, each into a compact [`Rec`].
//!
//! Rules applied here: only persisted event types reach the file (deltas, `assistant.usage`,
//! `session.idle` are ephemeral), so a call's input and cache tokens are never on disk, only
//! `assistant.message.outputTokens`; a line whose event `id` was read before is a copy;
//! `agentId` on the envelope names the sub-agent an event belongs to.

mod build;

pub(super) use build::build;

use std::collections::HashSet;

use serde_json::Value;

use super::format_reader::{object_line, Tally};
use super::json::{at, bool_at, str_at, string_at, take, take_array, take_string, to_text, u64_at};
use super::time::epoch_ms;
use super::{SessionUsage, Skip};

/// The newest `session.start.data.version` (the event schema's number) this reader knows.
const KNOWN_SCHEMA: u64 = 1;

/// Persisted event types that carry nothing the page shows: the app's own state.
const BOOKKEEPING: [&str; 26] = [
    "session.info",
    "session.warning",
    "session.mode_changed",
    "session.plan_changed",
    "session.workspace_file_changed",
    "session.usage_checkpoint",
    "session.context_changed",
    "session.context_cleared",
    "session.remote_steerable_changed",
    "session.schedule_created",
    "session.schedule_cancelled",
    "session.schedule_rearmed",
    "session.autopilot_objective_changed",
    "session.session_limits_changed",
    "session.permissions_changed",
    "session.handoff",
    "session.binary_asset",
    "session.auto_mode_resolved",
    "session.task_complete",
    "session.truncation",
    "session.compaction_start",
    "tool_search.activated",
    "subagent.selected",
    "subagent.deselected",
    "hook.start",
    "permission.requested",
];

/// One events.jsonl as read so far.
#[derive(Default)]
pub(super) struct File {
    pub(super) records: Vec<Rec>,
    /// `session.start`: the session id, the CLI version, the cwd.
    pub(super) session_id: Option<String>,
    pub(super) version: Option<String>,
    schema: Option<u64>,
    seen: HashSet<String>,
    /// Tool start times by call id, for the result's duration.
    pub(super) started: Vec<(String, i64)>,
    /// `session.shutdown.modelMetrics`, every segment's (a resumed session writes one per run).
    pub(super) usage: Vec<SessionUsage>,
}

/// One event, reduced to what the model needs; `agent` is the envelope's `agentId`.
pub(super) struct Rec {
    pub(super) agent: Option<String>,
    pub(super) at: Option<i64>,
    pub(super) kind: Kind,
}

pub(super) enum Kind {
    Start {
        cwd: Option<String>,
        model: Option<String>,
    },
    Model(String),
    Prompt {
        text: String,
        /// What the model was sent instead, when it differs (`transformedContent`).
        sent: Option<String>,
        /// Injected by the harness (autopilot's nudge, a skill), not typed.
        injected: bool,
    },
    System {
        text: String,
        notification: bool,
    },
    TurnStart {
        model: Option<String>,
    },
    Reasoning(String),
    Message {
        id: Option<String>,
        model: Option<String>,
        text: String,
        thinking: Option<String>,
        calls: Vec<(String, String, String)>,
        output: Option<u64>,
    },
    TurnEnd,
    ToolDone {
        call_id: String,
        ok: bool,
        output: String,
    },
    Denied {
        call_id: String,
    },
    SubStarted {
        call_id: String,
        name: Option<String>,
    },
    Compaction {
        ok: bool,
        trigger: Option<String>,
        before: Option<u64>,
        after: Option<u64>,
        summary: Option<String>,
        error: Option<String>,
    },
    Abort(Option<String>),
    Error {
        message: String,
        status: Option<u16>,
    },
    Hook {
        kind: String,
        decision: Option<String>,
        reason: String,
        context: Option<String>,
    },
    Skill {
        name: String,
        content: String,
    },
    Title(String),
}

impl File {
    /// One line of the file.
    pub(super) fn line(&mut self, text: &str, last: bool, tally: &mut Tally) {
        let Some(mut v) = object_line(text, last, tally) else {
            return;
        };
        if let Some(id) = str_at(&v, &["id"]) {
            if !self.seen.insert(id.to_string()) {
                return tally.skip(Skip::Duplicate);
            }
        }
        if bool_at(&v, &["ephemeral"]) {
            return tally.skip(Skip::Bookkeeping);
        }
        let at = str_at(&v, &["timestamp"]).and_then(epoch_ms);
        let agent = take_string(&mut v, "agentId");
        let kind = take_string(&mut v, "type").unwrap_or_default();
        let data = take(&mut v, "data");
        match self.kind(&kind, data, at) {
            Some(Some(kind)) => self.records.push(Rec { agent, at, kind }),
            Some(None) => {}
            None if BOOKKEEPING.contains(&kind.as_str()) => tally.skip(Skip::Bookkeeping),
            None if self.schema.is_some_and(|s| s > KNOWN_SCHEMA) => tally.skip(Skip::NewerVersion),
            None => tally.skip(Skip::UnknownKind),
        }
    }

    /// The record of an event: None when the type is not read here, Some(None) when it was
    /// read into the file's own state.
    fn kind(&mut self, kind: &str, mut d: Value, at: Option<i64>) -> Option<Option<Kind>> {
        let k = match kind {
            "session.start" | "session.resume" => {
                if kind == "session.start" {
                    self.session_id = string_at(&d, &["sessionId"]);
                    self.version = string_at(&d, &["copilotVersion"]);
                    self.schema = u64_at(&d, &["version"]);
                }
                Kind::Start {
                    cwd: string_at(&d, &["context", "cwd"]),
                    model: string_at(&d, &["selectedModel"]),
                }
            }
            "session.model_change" => Kind::Model(take_string(&mut d, "newModel")?),
            "session.title_changed" => Kind::Title(take_string(&mut d, "title")?),
            "user.message" => {
                let text = take_string(&mut d, "content").unwrap_or_default();
                let sent = take_string(&mut d, "transformedContent").filter(|s| *s != text);
                let injected = bool_at(&d, &["isAutopilotContinuation"])
                    || str_at(&d, &["source"]).is_some_and(|s| s.starts_with("skill-"));
                Kind::Prompt {
                    text,
                    sent,
                    injected,
                }
            }
            "system.message" | "system.notification" => Kind::System {
                text: take_string(&mut d, "content").unwrap_or_default(),
                notification: kind == "system.notification",
            },
            "assistant.turn_start" => Kind::TurnStart {
                model: take_string(&mut d, "model"),
            },
            "assistant.turn_end" => Kind::TurnEnd,
            "assistant.reasoning" => Kind::Reasoning(take_string(&mut d, "content")?),
            "assistant.message" => message(d),
            "tool.execution_start" => {
                if let (Some(id), Some(at)) = (string_at(&d, &["toolCallId"]), at) {
                    self.started.push((id, at));
                }
                return Some(None);
            }
            "tool.execution_complete" => {
                let ok = bool_at(&d, &["success"]);
                let output = string_at(&d, &["result", "content"])
                    .filter(|s| !s.is_empty())
                    .or_else(|| string_at(&d, &["error", "message"]))
                    .unwrap_or_default();
                Kind::ToolDone {
                    call_id: take_string(&mut d, "toolCallId")?,
                    ok,
                    output,
                }
            }
            "permission.completed" => {
                // "denied-by-rules", "denied-interactively-by-user", "denied-by-…-hook"…:
                // the call did not run because the person or their rules said no.
                if !str_at(&d, &["result", "kind"]).is_some_and(|k| k.starts_with("denied")) {
                    return Some(None);
                }
                Kind::Denied {
                    call_id: take_string(&mut d, "toolCallId")?,
                }
            }
            "subagent.started" => Kind::SubStarted {
                call_id: take_string(&mut d, "toolCallId")?,
                name: take_string(&mut d, "agentName"),
            },
            "subagent.completed" | "subagent.failed" => return Some(None),
            "session.compaction_complete" => Kind::Compaction {
                ok: bool_at(&d, &["success"]),
                trigger: string_at(&d, &["trigger"]),
                before: u64_at(&d, &["preCompactionTokens"]),
                after: u64_at(&d, &["postCompactionTokens"]),
                summary: take_string(&mut d, "summaryContent"),
                error: take_string(&mut d, "error"),
            },
            "abort" => Kind::Abort(take_string(&mut d, "reason")),
            "session.error" => Kind::Error {
                message: take_string(&mut d, "message").unwrap_or_default(),
                status: u64_at(&d, &["statusCode"]).and_then(|s| u16::try_from(s).ok()),
            },
            "hook.end" => Kind::Hook {
                kind: take_string(&mut d, "hookType")?,
                decision: string_at(&d, &["output", "permissionDecision"]),
                reason: string_at(&d, &["output", "permissionDecisionReason"]).unwrap_or_default(),
                context: string_at(&d, &["output", "additionalContext"]),
            },
            "skill.invoked" => Kind::Skill {
                name: take_string(&mut d, "name").unwrap_or_default(),
                content: take_string(&mut d, "content").unwrap_or_default(),
            },
            "session.shutdown" => {
                self.shutdown(&d);
                return Some(None);
            }
            _ => return None,
        };
        Some(Some(k))
    }

    /// `session.shutdown.modelMetrics`: each model's figures for this run of the session,
    /// added to the earlier runs' (each run of a resumed session counts from zero).
    fn shutdown(&mut self, d: &Value) {
        let Some(Value::Object(models)) = at(d, &["modelMetrics"]) else {
            return;
        };
        for (model, m) in models {
            let figure = |k: &str| u64_at(m, &["usage", k]);
            let add = SessionUsage {
                model: model.clone(),
                requests: u64_at(m, &["requests", "count"]),
                // Gross: Copilot's inputTokens already holds the cache reads and writes.
                input: figure("inputTokens").unwrap_or(0),
                cache_read: figure("cacheReadTokens").unwrap_or(0),
                cache_write: figure("cacheWriteTokens"),
                output: figure("outputTokens").unwrap_or(0),
            };
            match self.usage.iter_mut().find(|u| u.model == *model) {
                Some(u) => {
                    u.requests = sum(u.requests, add.requests);
                    u.input = u.input.saturating_add(add.input);
                    u.cache_read = u.cache_read.saturating_add(add.cache_read);
                    u.cache_write = sum(u.cache_write, add.cache_write);
                    u.output = u.output.saturating_add(add.output);
                }
                None => self.usage.push(add),
            }
        }
    }
}

/// Two figures added, None only when neither is recorded.
fn sum(a: Option<u64>, b: Option<u64>) -> Option<u64> {
    match (a, b) {
        (None, None) => None,
        (a, b) => Some(a.unwrap_or(0).saturating_add(b.unwrap_or(0))),
    }
}

fn message(mut d: Value) -> Kind {
    let calls = take_array(&mut d, "toolRequests")
        .into_iter()
        .filter_map(|mut c| {
            let id = take_string(&mut c, "toolCallId")?;
            let name = take_string(&mut c, "name").unwrap_or_default();
            let input = match take(&mut c, "arguments") {
                Value::Null => "{}".to_string(),
                args => to_text(&args),
            };
            Some((id, name, input))
        })
        .collect();
    // Readable reasoning where recorded; "" when only the encrypted or opaque form was.
    let thinking = take_string(&mut d, "reasoningText").or_else(|| {
        (at(&d, &["encryptedContent"]).is_some() || at(&d, &["reasoningOpaque"]).is_some())
            .then(String::new)
    });
    Kind::Message {
        id: take_string(&mut d, "messageId"),
        model: take_string(&mut d, "model"),
        text: take_string(&mut d, "content").unwrap_or_default(),
        thinking,
        calls,
        output: u64_at(&d, &["outputTokens"]),
    }
}
