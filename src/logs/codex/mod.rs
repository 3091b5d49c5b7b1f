//! Codex CLI rollouts (`~/.codex/sessions/**/rollout-*.jsonl`): each line into a compact
//! [`Record`]. Two layouts (reference §2.2, §2.8): the envelope `{timestamp,type,payload}` of
//! Sept 2025 on, and the bare era before it (a bare `{id,timestamp,instructions}` line, then
//! bare response items with no timestamps and `record_type: state` placeholders).
//!
//! Rules applied here: user-role items that are injected context (AGENTS.md,
//! `<environment_context>`, `<user_instructions>`, `<turn_aborted>`) are not prompts (§2.3);
//! a second `session_meta` of another id starts a replay of the parent's history (§2.6), and
//! one of the file's own id again is a copy (Codex Desktop re-writes it many times, §2.1).

mod build;

pub(super) use build::build;

use serde_json::Value;

use super::detect::version_numbers;
use super::format_reader::{object_line, Tally};
use super::json::{
    at, i64_at, image_placeholder, str_at, string_at, take, take_array, take_string, to_text,
    u64_at,
};
use super::time::epoch_ms;
use super::{ContextKind, Skip};

/// The newest Codex CLI minor version whose records this reader knows.
const KNOWN: (u32, u32) = (0, 125);

/// `event_msg` types that are the app's, not the run's (or repeat what other records say).
const EVENT_BOOKKEEPING: [&str; 20] = [
    "thread_rolled_back",
    "entered_review_mode",
    "exited_review_mode",
    "mcp_tool_call_end",
    "web_search_end",
    "image_generation_end",
    "item_completed",
    "thread_goal_updated",
    "sub_agent_activity",
    "guardian_assessment",
    "view_image_tool_call",
    "warning",
    "agent_reasoning_section_break",
    "collab_agent_interaction_end",
    "collab_waiting_end",
    "collab_close_end",
    "dynamic_tool_call_request",
    "dynamic_tool_call_response",
    "undo_completed",
    "background_event",
];

/// `response_item` types that carry nothing for the run.
const ITEM_BOOKKEEPING: [&str; 3] = ["ghost_snapshot", "additional_tools", "agent_message"];

/// One Codex rollout as read so far.
pub(super) struct File {
    bare: bool,
    pub(super) records: Vec<Record>,
    /// The file's own `session_meta` (the first one).
    pub(super) meta: Option<Meta>,
    /// Whether any `response_item` assistant message / reasoning was seen: then the
    /// `agent_message` / `agent_reasoning` events are copies.
    pub(super) has_messages: bool,
    pub(super) has_reasoning: bool,
    pub(super) title: Option<String>,
    /// A copy of another thread's `session_meta` was read: what follows may be a replay.
    replaying: bool,
}

/// What a `session_meta` (or the bare first line) says.
#[derive(Default)]
pub(super) struct Meta {
    pub(super) id: Option<String>,
    pub(super) at: Option<i64>,
    pub(super) cwd: Option<String>,
    pub(super) version: Option<String>,
    pub(super) instructions: Option<String>,
    /// `source.subagent.thread_spawn.parent_thread_id`.
    pub(super) parent_thread: Option<String>,
    pub(super) forked_from: Option<String>,
    /// `thread_spawn.spawn_call_id`, where a build records it.
    pub(super) spawn_call: Option<String>,
    /// The agent's nickname or role.
    pub(super) agent: Option<String>,
}

pub(super) struct Record {
    pub(super) at: Option<i64>,
    pub(super) item: Item,
}

/// Token figures of one usage object: input (cached included), cached, output, reasoning.
pub(super) type Tokens = [u64; 4];

pub(super) enum Item {
    /// A line not used, kept in place because it may belong to a replay.
    Skipped(Skip),
    /// Another thread's `session_meta`: the parent's history is replayed from here.
    ParentMeta,
    TurnStarted {
        turn_id: Option<String>,
        window: Option<u64>,
    },
    TurnContext {
        model: Option<String>,
        cwd: Option<String>,
    },
    /// A user message `response_item` that is not injected context.
    UserPrompt(String),
    /// `event_msg/user_message`: the same prompt again.
    UserEvent(String),
    Context(ContextKind, String),
    Text(String),
    Thinking(String),
    Call {
        id: String,
        name: String,
        input: String,
    },
    /// A call the provider ran itself (web search, image generation): no result record.
    ServerCall {
        id: String,
        name: String,
        input: String,
        failed: bool,
    },
    Output {
        call_id: String,
        output: String,
    },
    ExecEnd {
        call_id: String,
        exit_code: Option<i64>,
        duration_ms: Option<u64>,
        status: Option<String>,
    },
    PatchEnd {
        call_id: String,
        success: Option<bool>,
        status: Option<String>,
    },
    TokenCount {
        total: Tokens,
        last: Option<Tokens>,
        window: Option<u64>,
    },
    /// `token_usage_record` (0.151+): one response's usage, named by its thread and id.
    UsageRecord {
        thread: Option<String>,
        response: Option<String>,
        usage: Tokens,
    },
    /// `compacted`: `summary` is the local compaction's text ("" for remote, then None).
    Compacted {
        summary: Option<String>,
        encrypted: bool,
    },
    /// A `compaction` response item in the history.
    InlineCompaction,
    ContextCompacted,
    TaskComplete(Option<u64>),
    TurnAborted(Option<String>),
    Error(String),
    AgentMessage(String),
    AgentReasoning(String),
    /// `collab_agent_spawn_end`: the call and the thread it started.
    SpawnEnd {
        call_id: String,
        thread: String,
    },
}

impl File {
    pub(super) fn new(bare: bool) -> Self {
        File {
            bare,
            records: Vec::new(),
            meta: None,
            has_messages: false,
            has_reasoning: false,
            title: None,
            replaying: false,
        }
    }

    pub(super) fn is_bare(&self) -> bool {
        self.bare
    }

    /// Reads one line. `last`: the file's unterminated last line, maybe cut off.
    pub(super) fn line(&mut self, text: &str, last: bool, tally: &mut Tally) {
        let Some(mut v) = object_line(text, last, tally) else {
            return;
        };
        let at = str_at(&v, &["timestamp"]).and_then(epoch_ms);
        let item = if self.bare {
            self.bare_line(&mut v)
        } else {
            self.envelope_line(&mut v, at)
        };
        let item = match item {
            Ok(Some(item)) => item,
            Ok(None) => return,
            Err(Skip::UnknownKind) => Item::Skipped(self.unknown()),
            Err(why) => Item::Skipped(why),
        };
        match item {
            // Once a parent's history may be replaying, a skipped line is kept in place: it
            // counts as replayed history if it falls in the replay.
            Item::Skipped(why) if !self.replaying => tally.skip(why),
            Item::ParentMeta => {
                self.replaying = true;
                self.records.push(Record { at, item });
            }
            item => self.records.push(Record { at, item }),
        }
    }

    fn unknown(&self) -> Skip {
        let version = self.meta.as_ref().and_then(|m| m.version.as_deref());
        match version.and_then(version_numbers) {
            Some((major, minor, _)) if (major, minor) > KNOWN => Skip::NewerVersion,
            _ => Skip::UnknownKind,
        }
    }

    fn bare_line(&mut self, v: &mut Value) -> Result<Option<Item>, Skip> {
        if v.get("record_type").is_some() {
            return Err(Skip::Bookkeeping);
        }
        if v.get("type").is_none() && v.get("id").is_some() && self.meta.is_none() {
            self.meta = Some(Meta {
                id: take_string(v, "id"),
                at: str_at(v, &["timestamp"]).and_then(epoch_ms),
                instructions: take_string(v, "instructions"),
                ..Meta::default()
            });
            return Ok(None);
        }
        self.response(v).map(Some)
    }

    fn envelope_line(&mut self, v: &mut Value, at: Option<i64>) -> Result<Option<Item>, Skip> {
        let kind = str_at(v, &["type"]).unwrap_or_default().to_string();
        let mut payload = take(v, "payload");
        match kind.as_str() {
            "session_meta" => {
                let meta = session_meta(&mut payload, at);
                match &self.meta {
                    None => {
                        self.meta = Some(meta);
                        Ok(None)
                    }
                    // A child rollout copies its parent's meta before replaying its history.
                    Some(own) if own.id != meta.id => Ok(Some(Item::ParentMeta)),
                    Some(_) => Err(Skip::Duplicate),
                }
            }
            "response_item" => self.response(&mut payload).map(Some),
            "event_msg" => self.event(&mut payload),
            "turn_context" => Ok(Some(Item::TurnContext {
                model: take_string(&mut payload, "model"),
                cwd: take_string(&mut payload, "cwd"),
            })),
            "compacted" => {
                let summary = take_string(&mut payload, "message").filter(|m| !m.is_empty());
                let encrypted = take_array(&mut payload, "replacement_history")
                    .iter()
                    .any(|i| i.get("encrypted_content").is_some());
                Ok(Some(Item::Compacted { summary, encrypted }))
            }
            "token_usage_record" => match tokens(payload.get("usage")) {
                Some(usage) => Ok(Some(Item::UsageRecord {
                    thread: take_string(&mut payload, "thread_id"),
                    response: take_string(&mut payload, "response_id"),
                    usage,
                })),
                // Only running totals: the response's own figure is not there.
                None => Err(Skip::Bookkeeping),
            },
            // The state behind the injected context, which the response items hold too.
            "inter_agent_communication" | "world_state" => Err(Skip::Bookkeeping),
            _ => Err(Skip::UnknownKind),
        }
    }

    /// One Responses-API item (an envelope's payload, or a bare line).
    fn response(&mut self, p: &mut Value) -> Result<Item, Skip> {
        let kind = str_at(p, &["type"]).unwrap_or_default().to_string();
        Ok(match kind.as_str() {
            "message" => {
                let role = str_at(p, &["role"]).unwrap_or_default().to_string();
                let text = message_text(take_array(p, "content"));
                match role.as_str() {
                    "assistant" => {
                        self.has_messages = true;
                        Item::Text(text)
                    }
                    "user" => user_item(text),
                    _ => Item::Context(ContextKind::Instructions, text),
                }
            }
            "reasoning" => {
                self.has_reasoning = true;
                let summary = texts(take_array(p, "summary"));
                Item::Thinking(if summary.is_empty() {
                    texts(take_array(p, "content"))
                } else {
                    summary
                })
            }
            "function_call" | "custom_tool_call" | "tool_search_call" => Item::Call {
                id: take_string(p, "call_id").unwrap_or_default(),
                name: take_string(p, "name").unwrap_or_else(|| kind.clone()),
                input: ["arguments", "input"]
                    .iter()
                    .map(|k| take(p, k))
                    .find(|v| !v.is_null())
                    .map(|v| to_text(&v))
                    .unwrap_or_default(),
            },
            "local_shell_call" => Item::Call {
                id: take_string(p, "call_id").unwrap_or_default(),
                name: "local_shell".into(),
                input: to_text(&take(p, "action")),
            },
            "function_call_output" | "custom_tool_call_output" | "tool_search_output" => {
                Item::Output {
                    call_id: take_string(p, "call_id").unwrap_or_default(),
                    output: output_text(take(p, "output")),
                }
            }
            "web_search_call" | "image_generation_call" => Item::ServerCall {
                id: take_string(p, "id").unwrap_or_default(),
                name: kind.trim_end_matches("_call").to_string(),
                failed: str_at(p, &["status"]) == Some("failed"),
                input: ["action", "revised_prompt"]
                    .iter()
                    .map(|k| take(p, k))
                    .find(|v| !v.is_null())
                    .map(|v| to_text(&v))
                    .unwrap_or_default(),
            },
            "compaction" | "compaction_summary" | "context_compaction" => Item::InlineCompaction,
            k if ITEM_BOOKKEEPING.contains(&k) => return Err(Skip::Bookkeeping),
            _ => return Err(Skip::UnknownKind),
        })
    }

    fn event(&mut self, p: &mut Value) -> Result<Option<Item>, Skip> {
        let kind = str_at(p, &["type"]).unwrap_or_default().to_string();
        let item = match kind.as_str() {
            "user_message" => Item::UserEvent(take_string(p, "message").unwrap_or_default()),
            "agent_message" => Item::AgentMessage(take_string(p, "message").unwrap_or_default()),
            "agent_reasoning" => Item::AgentReasoning(take_string(p, "text").unwrap_or_default()),
            "agent_reasoning_raw_content" => return Err(Skip::Duplicate),
            "token_count" => {
                let info = take(p, "info");
                if info.is_null() {
                    return Err(Skip::Bookkeeping);
                }
                let Some(total) = tokens(at(&info, &["total_token_usage"])) else {
                    return Err(Skip::Bookkeeping);
                };
                Item::TokenCount {
                    total,
                    last: tokens(at(&info, &["last_token_usage"])),
                    window: u64_at(&info, &["model_context_window"]),
                }
            }
            "task_started" | "turn_started" => Item::TurnStarted {
                turn_id: take_string(p, "turn_id"),
                window: u64_at(p, &["model_context_window"]),
            },
            "task_complete" | "turn_complete" => Item::TaskComplete(u64_at(p, &["duration_ms"])),
            "turn_aborted" => Item::TurnAborted(take_string(p, "reason")),
            "context_compacted" => Item::ContextCompacted,
            "exec_command_end" => Item::ExecEnd {
                call_id: take_string(p, "call_id").unwrap_or_default(),
                exit_code: i64_at(p, &["exit_code"]),
                duration_ms: duration_ms(at(p, &["duration"])),
                status: take_string(p, "status"),
            },
            "patch_apply_end" => Item::PatchEnd {
                call_id: take_string(p, "call_id").unwrap_or_default(),
                success: at(p, &["success"]).and_then(Value::as_bool),
                status: take_string(p, "status"),
            },
            "error" | "stream_error" => {
                Item::Error(take_string(p, "message").unwrap_or_else(|| "error".into()))
            }
            "collab_agent_spawn_end" => {
                let thread = string_at(p, &["new_thread_id"])
                    .or_else(|| string_at(p, &["new_agent_id"]))
                    .or_else(|| string_at(p, &["receiver_thread_id"]));
                match (take_string(p, "call_id"), thread) {
                    (Some(call_id), Some(thread)) => Item::SpawnEnd { call_id, thread },
                    _ => return Err(Skip::Bookkeeping),
                }
            }
            "thread_name_updated" => {
                self.title = take_string(p, "thread_name").or(self.title.take());
                return Ok(None);
            }
            k if EVENT_BOOKKEEPING.contains(&k) || k.starts_with("collab_") => {
                return Err(Skip::Bookkeeping)
            }
            _ => return Err(Skip::UnknownKind),
        };
        Ok(Some(item))
    }
}

fn session_meta(p: &mut Value, line_at: Option<i64>) -> Meta {
    let spawn = at(p, &["source", "subagent", "thread_spawn"]).cloned();
    let spawn = spawn.as_ref();
    let instructions = str_at(p, &["base_instructions", "text"])
        .map(str::to_string)
        .or_else(|| take_string(p, "instructions"));
    let agent = ["agent_nickname", "agent_role"]
        .iter()
        .find_map(|k| {
            spawn
                .and_then(|s| string_at(s, &[k]))
                .or_else(|| string_at(p, &[k]))
        })
        .or_else(|| {
            // `source.subagent` is "review"/"compact" for the CLI's own helpers.
            str_at(p, &["source", "subagent"]).map(str::to_string)
        });
    Meta {
        id: take_string(p, "id"),
        at: str_at(p, &["timestamp"]).and_then(epoch_ms).or(line_at),
        cwd: take_string(p, "cwd"),
        version: take_string(p, "cli_version"),
        instructions,
        parent_thread: spawn.and_then(|s| string_at(s, &["parent_thread_id"])),
        forked_from: take_string(p, "forked_from_id"),
        spawn_call: spawn.and_then(|s| string_at(s, &["spawn_call_id"])),
        agent,
    }
}

/// A user-role message: the typed prompt, or context the harness injected as the user.
fn user_item(text: String) -> Item {
    let start = text.trim_start();
    let kind = if start.starts_with("<environment_context>") {
        Some(ContextKind::Environment)
    } else if start.starts_with("# AGENTS.md instructions")
        || start.starts_with("<user_instructions>")
        || start.starts_with("<INSTRUCTIONS>")
        || start.starts_with("<skill")
    {
        Some(ContextKind::Instructions)
    } else if start.starts_with("<turn_aborted>") || start.starts_with("<subagent_notification>") {
        Some(ContextKind::Meta)
    } else if start.starts_with("<user_shell_command>") {
        Some(ContextKind::Command)
    } else {
        None
    };
    match kind {
        Some(kind) => Item::Context(kind, text),
        None => Item::UserPrompt(text),
    }
}

/// The text of a message's content items; images as placeholders.
fn message_text(content: Vec<Value>) -> String {
    let parts: Vec<String> = content
        .into_iter()
        .filter_map(|mut c| match str_at(&c, &["type"]) {
            Some("input_image") => {
                let url = str_at(&c, &["image_url"]).unwrap_or_default();
                let media = url.strip_prefix("data:").and_then(|u| u.split(';').next());
                Some(image_placeholder(media, url.len()))
            }
            _ => take_string(&mut c, "text"),
        })
        .collect();
    parts.join("\n")
}

/// The texts of summary/content parts, joined.
fn texts(parts: Vec<Value>) -> String {
    let parts: Vec<String> = parts
        .into_iter()
        .filter_map(|mut p| take_string(&mut p, "text"))
        .collect();
    parts.join("\n")
}

/// A call's output: a string, or (newer builds) content items.
fn output_text(output: Value) -> String {
    match output {
        Value::String(s) => s,
        Value::Array(items) => message_text(items),
        Value::Null => String::new(),
        other => match other.get("content").and_then(Value::as_str) {
            Some(s) => s.to_string(),
            None => other.to_string(),
        },
    }
}

fn tokens(u: Option<&Value>) -> Option<Tokens> {
    let u = u?;
    let get = |k: &str| u64_at(u, &[k]).unwrap_or(0);
    if !u.is_object() {
        return None;
    }
    Some([
        get("input_tokens"),
        get("cached_input_tokens"),
        get("output_tokens"),
        get("reasoning_output_tokens"),
    ])
}

/// `{secs, nanos}` (exec_command_end) or a number of seconds, in ms.
fn duration_ms(d: Option<&Value>) -> Option<u64> {
    let d = d?;
    if let Some(secs) = u64_at(d, &["secs"]) {
        let nanos = u64_at(d, &["nanos"]).unwrap_or(0);
        return Some(secs.saturating_mul(1000).saturating_add(nanos / 1_000_000));
    }
    d.as_f64()
        .filter(|s| s.is_finite() && *s >= 0.0)
        .map(|s| (s * 1000.0).round() as u64)
}

/// What a tool's output text says about how it ended: the exit code and the time it ran,
/// from unified exec's "Process exited with code N" / "Wall time: S seconds" lines or the
/// older `{"output", "metadata": {"exit_code", "duration_seconds"}}` JSON.
pub(super) fn exit_and_time(output: &str) -> (Option<i64>, Option<u64>) {
    if output.trim_start().starts_with('{') {
        if let Ok(v) = serde_json::from_str::<Value>(output) {
            let code = i64_at(&v, &["metadata", "exit_code"]);
            let secs = duration_ms(at(&v, &["metadata", "duration_seconds"]));
            if code.is_some() || secs.is_some() {
                return (code, secs);
            }
        }
    }
    let mut code = None;
    let mut time = None;
    // Only the header lines: the output that follows "Output:" is the command's own.
    for line in output
        .lines()
        .take_while(|l| !l.starts_with("Output:"))
        .take(8)
    {
        if let Some(n) = line.strip_prefix("Process exited with code ") {
            code = n.trim().parse::<i64>().ok();
        } else if let Some(rest) = line.strip_prefix("Wall time: ") {
            let secs = rest.trim().trim_end_matches("seconds").trim();
            time = secs
                .parse::<f64>()
                .ok()
                .filter(|s| s.is_finite() && *s >= 0.0)
                .map(|s| (s * 1000.0).round() as u64);
        } else if let Some(n) = line.strip_prefix("Exit code: ") {
            code = n.trim().parse::<i64>().ok();
        }
    }
    (code, time)
}
