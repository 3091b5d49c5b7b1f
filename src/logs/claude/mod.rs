//! Claude Code transcripts (`~/.claude/projects/<project>/*.jsonl`): each line into a compact
//! [`Record`], the envelope fields kept for `build` to dedup, split and link the sessions.
//!
//! Rules from the reference applied here: a human prompt is string content or text blocks,
//! not a tool result, `isMeta`, `isCompactSummary`, an interrupt marker or a command echo
//! (§1.4); a rejection is `toolUseResult: "User rejected tool use"` or the deny text (§1.7);
//! `<synthetic>` and `isApiErrorMessage` lines are the harness's, not the model's (§1.5, §1.7).

mod build;
mod hooks;

pub(super) use build::build;

use serde_json::Value;

use super::detect::version_numbers;
use super::format_reader::{object_line, Tally};
use super::json::{
    at, bool_at, image_placeholder, str_at, string_at, take, take_array, take_string, to_text,
    u64_at,
};
use super::time::epoch_ms;
use super::{CompactionKind, ContextKind, ReplyBlock, ReportedUsage, Skip, ToolOutcome};
use crate::harness::protocol::mode::Mode;
use crate::t;

/// The newest Claude Code minor version whose records this reader knows.
const KNOWN: (u32, u32) = (2, 1);

/// Line types that only the app needs (snapshots, progress, settings, titles' kin).
const BOOKKEEPING: [&str; 11] = [
    "file-history-snapshot",
    "queue-operation",
    "progress",
    "agent-name",
    "permission-mode",
    "last-prompt",
    "pr-link",
    "agent-setting",
    "tag",
    "mode",
    "worktree-state",
];

/// `system` subtypes that are notices to the user, never seen by the model.
const SYSTEM_NOTICES: [&str; 4] = [
    "informational",
    "away_summary",
    "bridge_status",
    "scheduled_task_fire",
];

const REJECTED: [&str; 2] = [
    "The user doesn't want to proceed with this tool use",
    "Permission for this tool use was denied",
];
const INTERRUPTED: [&str; 2] = [
    "[Request interrupted by user for tool use]",
    "The user doesn't want to take this action right now",
];
const COMMAND_MARKERS: [&str; 7] = [
    "<command-name>",
    "<command-message>",
    "<local-command-stdout>",
    "<local-command-stderr>",
    "<bash-input>",
    "<bash-stdout>",
    "<bash-stderr>",
];

/// One Claude Code file as read so far.
#[derive(Default)]
pub(super) struct File {
    records: Vec<Record>,
    /// The newest `version` seen, as written and as numbers.
    version: Option<(String, (u32, u32, u32))>,
    /// Each session's first `cwd`.
    cwds: Vec<(String, String)>,
    /// Titles in file order, with the session they name (None: the file's own).
    titles: Vec<(Option<String>, String)>,
    /// `agent_progress` lines: (agentId, the Task call's id).
    progress_links: Vec<(String, String)>,
}

/// One used line.
pub(super) struct Record {
    uuid: Option<String>,
    parent_uuid: Option<String>,
    session: Option<String>,
    sidechain: bool,
    /// The `agentId` of a sidechain line.
    agent: Option<String>,
    at: Option<i64>,
    item: Item,
}

pub(super) enum Item {
    /// A prompt, with the permission mode its line names.
    Prompt(String, Option<Mode>),
    Context(ContextKind, String),
    Interrupted,
    /// One assistant line: one block (or a few) of one API response.
    Reply(Reply),
    /// A user line's tool results, the sub-agent a Task result names, and any text beside.
    Results {
        results: Vec<RawResult>,
        agent: Option<String>,
        text: Option<String>,
    },
    Compaction {
        kind: CompactionKind,
        trigger: Option<String>,
        before: Option<u64>,
        after: Option<u64>,
        cleared: Vec<String>,
    },
    /// The `isCompactSummary` user line that follows a `compact_boundary`.
    CompactSummary(String),
    ApiError {
        message: String,
        status: Option<u16>,
        retry_in_ms: Option<u64>,
        attempt: Option<u32>,
        max_retries: Option<u32>,
    },
    TurnEnd(Option<u64>),
    Hook(crate::logs::HookRun),
}

pub(super) struct Reply {
    msg_id: Option<String>,
    model: Option<String>,
    blocks: Vec<ReplyBlock>,
    usage: Option<ReportedUsage>,
    stop: Option<String>,
    /// Results the API itself returned inside the reply (`web_search_tool_result`).
    server_results: Vec<RawResult>,
}

pub(super) struct RawResult {
    call_id: String,
    output: String,
    outcome: ToolOutcome,
    duration_ms: Option<u64>,
}

impl File {
    /// Reads one line. `last`: the file's unterminated last line, maybe cut off.
    pub(super) fn line(&mut self, text: &str, last: bool, tally: &mut Tally) {
        let Some(mut v) = object_line(text, last, tally) else {
            return;
        };
        if let Some(version) = str_at(&v, &["version"]) {
            self.note_version(version);
        }
        let session = take_string(&mut v, "sessionId");
        if let (Some(s), Some(cwd)) = (&session, str_at(&v, &["cwd"])) {
            if !self.cwds.iter().any(|(id, _)| id == s) {
                self.cwds.push((s.clone(), cwd.to_string()));
            }
        }
        let kind = str_at(&v, &["type"]).unwrap_or_default().to_string();
        let item = match kind.as_str() {
            "user" => user(&mut v),
            "assistant" => assistant(&mut v),
            "system" => system(&mut v),
            "attachment" => attachment(&mut v),
            "summary" => {
                if let Some(t) = take_string(&mut v, "summary") {
                    self.titles.push((None, t));
                }
                return;
            }
            "ai-title" | "custom-title" => {
                let key = if kind == "ai-title" {
                    "aiTitle"
                } else {
                    "customTitle"
                };
                match take_string(&mut v, key) {
                    Some(t) => self.titles.push((session, t)),
                    None => tally.skip(Skip::Bookkeeping),
                }
                return;
            }
            "progress" => {
                // `agent_progress` links a sub-agent to its Task call; its copies of the
                // child's messages are the child file's, not shown twice.
                let link = (
                    string_at(&v, &["data", "agentId"]),
                    string_at(&v, &["parentToolUseID"]),
                );
                if let (Some(agent), Some(call)) = link {
                    self.progress_links.push((agent, call));
                    return;
                }
                if str_at(&v, &["data", "type"]) != Some("hook_progress") {
                    return tally.skip(Skip::Bookkeeping);
                }
                let data = at(&v, &["data"]).cloned().unwrap_or_default();
                hooks::from_progress(&data, string_at(&v, &["toolUseID"])).map(Item::Hook)
            }
            k if BOOKKEEPING.contains(&k) => return tally.skip(Skip::Bookkeeping),
            _ => Err(self.unknown()),
        };
        let item = match item {
            // The page runs a sub-agent's session without hooks (its hooks would be merged
            // with every other session of that agent's).
            Ok(Item::Hook(_)) if bool_at(&v, &["isSidechain"]) => {
                return tally.skip(Skip::HookNotRun)
            }
            Ok(item) => item,
            Err(Skip::UnknownKind) => return tally.skip(self.unknown()),
            Err(why) => return tally.skip(why),
        };
        self.records.push(Record {
            uuid: take_string(&mut v, "uuid"),
            parent_uuid: take_string(&mut v, "parentUuid"),
            session,
            sidechain: bool_at(&v, &["isSidechain"]),
            agent: take_string(&mut v, "agentId"),
            at: str_at(&v, &["timestamp"]).and_then(epoch_ms),
            item,
        });
    }

    fn note_version(&mut self, version: &str) {
        let Some(numbers) = version_numbers(version) else {
            return;
        };
        if self.version.as_ref().is_none_or(|(_, n)| numbers > *n) {
            self.version = Some((version.to_string(), numbers));
        }
    }

    /// An unknown kind of line: of a newer version when the file is newer than [`KNOWN`].
    fn unknown(&self) -> Skip {
        match &self.version {
            Some((_, (major, minor, _))) if (*major, *minor) > KNOWN => Skip::NewerVersion,
            _ => Skip::UnknownKind,
        }
    }
}

fn user(v: &mut Value) -> Result<Item, Skip> {
    let mode = str_at(v, &["permissionMode"]).and_then(Mode::parse);
    let meta = bool_at(v, &["isMeta"]);
    let compact_summary = bool_at(v, &["isCompactSummary"]);
    let sidechain = bool_at(v, &["isSidechain"]);
    let line_agent = string_at(v, &["agentId"]);
    let tool_use_result = take(v, "toolUseResult");
    let mut message = take(v, "message");
    let content = take(&mut message, "content");

    let mut texts = Vec::new();
    let mut results = Vec::new();
    match content {
        Value::String(s) => texts.push(s),
        Value::Array(blocks) => {
            for mut block in blocks {
                match str_at(&block, &["type"]).unwrap_or_default() {
                    "text" => texts.extend(take_string(&mut block, "text")),
                    "image" | "document" => texts.push(media_placeholder(&block)),
                    "tool_result" => results.push(tool_result(block, &tool_use_result)),
                    _ => {}
                }
            }
        }
        _ => return Err(Skip::UnknownKind),
    }
    let text = texts.join("\n\n");

    if !results.is_empty() {
        // The sub-agent a Task result names: `toolUseResult.agentId`, the 2.0 line-level
        // `agentId` of a main-chain line, or the "agentId: …" line of the result text.
        let agent = string_at(&tool_use_result, &["agentId"])
            .or(if sidechain { None } else { line_agent })
            .or_else(|| results.iter().find_map(|r| agent_in_text(&r.output)));
        return Ok(Item::Results {
            results,
            agent,
            text: (!text.trim().is_empty()).then_some(text),
        });
    }
    if compact_summary {
        return Ok(Item::CompactSummary(text));
    }
    if meta {
        return Ok(Item::Context(ContextKind::Meta, text));
    }
    let start = text.trim_start();
    if start.starts_with("[Request interrupted by user") {
        return Ok(Item::Interrupted);
    }
    if COMMAND_MARKERS.iter().any(|m| start.starts_with(m)) {
        return Ok(Item::Context(ContextKind::Command, text));
    }
    if start.starts_with("<task-notification>") {
        return Ok(Item::Context(ContextKind::Notification, text));
    }
    if start.starts_with("<system-reminder>") || start.starts_with("Caveat: The messages below") {
        return Ok(Item::Context(ContextKind::Meta, text));
    }
    Ok(Item::Prompt(text, mode))
}

fn tool_result(mut block: Value, tool_use_result: &Value) -> RawResult {
    let call_id = take_string(&mut block, "tool_use_id").unwrap_or_default();
    let is_error = bool_at(&block, &["is_error"]);
    let output = match take(&mut block, "content") {
        Value::String(s) => s,
        Value::Array(parts) => parts
            .into_iter()
            .map(|mut p| match str_at(&p, &["type"]) {
                Some("image") | Some("document") => media_placeholder(&p),
                // ToolSearch's answer: the API puts the tool's definition here, which the
                // log does not keep.
                Some("tool_reference") => match str_at(&p, &["tool_name"]) {
                    Some(tool) => t!("err-log-tool-schema", tool = tool),
                    None => t!("err-log-tool-schema-unnamed"),
                },
                _ => take_string(&mut p, "text").unwrap_or_default(),
            })
            .collect::<Vec<_>>()
            .join("\n"),
        Value::Null => String::new(),
        other => to_text(&other),
    };
    let rejected = tool_use_result.as_str() == Some("User rejected tool use")
        || REJECTED.iter().any(|r| output.starts_with(r));
    let interrupted = bool_at(tool_use_result, &["interrupted"])
        || (is_error && INTERRUPTED.iter().any(|m| output.contains(m)));
    let outcome = if rejected {
        ToolOutcome::Rejected
    } else if interrupted {
        ToolOutcome::Interrupted
    } else if is_error {
        ToolOutcome::Failed
    } else {
        ToolOutcome::Ok
    };
    let duration_ms = u64_at(tool_use_result, &["durationMs"])
        .or_else(|| u64_at(tool_use_result, &["totalDurationMs"]));
    RawResult {
        call_id,
        output,
        outcome,
        duration_ms,
    }
}

/// The id in a Task result's "agentId: a1b2c3 (for resuming …)" line.
fn agent_in_text(output: &str) -> Option<String> {
    let (_, rest) = output.split_once("agentId: ")?;
    let id: String = rest
        .chars()
        .take_while(|c| c.is_ascii_alphanumeric() || *c == '-' || *c == '_')
        .collect();
    (!id.is_empty()).then_some(id)
}

fn media_placeholder(block: &Value) -> String {
    let media = str_at(block, &["source", "media_type"]);
    let len = str_at(block, &["source", "data"]).map_or(0, str::len);
    image_placeholder(media, len)
}

fn assistant(v: &mut Value) -> Result<Item, Skip> {
    let api_error = bool_at(v, &["isApiErrorMessage"]);
    let status = u64_at(v, &["apiErrorStatus"]).and_then(|s| u16::try_from(s).ok());
    let mut message = take(v, "message");
    let model = take_string(&mut message, "model");
    let msg_id = take_string(&mut message, "id");
    let stop = take_string(&mut message, "stop_reason");
    let usage = usage(&message, stop.is_some());
    let content = take_array(&mut message, "content");

    if api_error || model.as_deref() == Some("<synthetic>") {
        let text: Vec<String> = content
            .into_iter()
            .filter_map(|mut b| take_string(&mut b, "text"))
            .collect();
        let text = text.join("\n");
        return Ok(if api_error {
            Item::ApiError {
                message: text,
                status,
                retry_in_ms: None,
                attempt: None,
                max_retries: None,
            }
        } else {
            Item::Context(ContextKind::Harness, text)
        });
    }

    let mut blocks = Vec::new();
    let mut server_results = Vec::new();
    let mut unknown = 0;
    let had_blocks = !content.is_empty();
    for mut block in content {
        let kind = str_at(&block, &["type"]).unwrap_or_default().to_string();
        match kind.as_str() {
            "text" => blocks.push(ReplyBlock::Text(
                take_string(&mut block, "text").unwrap_or_default(),
            )),
            "thinking" => blocks.push(ReplyBlock::Thinking(
                take_string(&mut block, "thinking").unwrap_or_default(),
            )),
            "redacted_thinking" => blocks.push(ReplyBlock::Thinking(String::new())),
            "tool_use" | "server_tool_use" | "mcp_tool_use" => blocks.push(ReplyBlock::ToolCall {
                id: take_string(&mut block, "id").unwrap_or_default(),
                name: take_string(&mut block, "name").unwrap_or_default(),
                input: to_text(&take(&mut block, "input")),
            }),
            k if k.ends_with("_tool_result") => server_results.push(RawResult {
                call_id: take_string(&mut block, "tool_use_id").unwrap_or_default(),
                outcome: if str_at(&block, &["content", "type"])
                    .is_some_and(|t| t.ends_with("_error"))
                {
                    ToolOutcome::Failed
                } else {
                    ToolOutcome::Ok
                },
                output: to_text(&take(&mut block, "content")),
                duration_ms: None,
            }),
            _ => unknown += 1,
        }
    }
    if had_blocks && unknown > 0 && blocks.is_empty() && server_results.is_empty() {
        return Err(Skip::UnknownKind);
    }
    Ok(Item::Reply(Reply {
        msg_id,
        model,
        blocks,
        usage,
        stop,
        server_results,
    }))
}

/// `message.usage`, normalised: the request's input is every token it carried.
fn usage(message: &Value, final_count: bool) -> Option<ReportedUsage> {
    let u = at(message, &["usage"])?;
    let input = u64_at(u, &["input_tokens"]).unwrap_or(0);
    let cache_read = u64_at(u, &["cache_read_input_tokens"]).unwrap_or(0);
    let cache_write = u64_at(u, &["cache_creation_input_tokens"]).unwrap_or(0);
    Some(ReportedUsage {
        input: input.saturating_add(cache_read).saturating_add(cache_write),
        cache_read,
        cache_write: Some(cache_write),
        cache_write_1h: u64_at(u, &["cache_creation", "ephemeral_1h_input_tokens"]),
        output: u64_at(u, &["output_tokens"]).unwrap_or(0),
        output_is_lower_bound: !final_count,
        reasoning: None,
    })
}

fn system(v: &mut Value) -> Result<Item, Skip> {
    let subtype = str_at(v, &["subtype"]).unwrap_or_default().to_string();
    match subtype.as_str() {
        "compact_boundary" => Ok(Item::Compaction {
            kind: CompactionKind::Summary,
            trigger: string_at(v, &["compactMetadata", "trigger"]),
            before: u64_at(v, &["compactMetadata", "preTokens"]),
            after: u64_at(v, &["compactMetadata", "postTokens"]),
            cleared: Vec::new(),
        }),
        "microcompact_boundary" => {
            let before = u64_at(v, &["microcompactMetadata", "preTokens"]);
            let saved = u64_at(v, &["microcompactMetadata", "tokensSaved"]);
            let cleared = at(v, &["microcompactMetadata", "compactedToolIds"])
                .and_then(Value::as_array)
                .map(|ids| {
                    ids.iter()
                        .filter_map(|i| i.as_str().map(str::to_string))
                        .collect()
                })
                .unwrap_or_default();
            Ok(Item::Compaction {
                kind: CompactionKind::ClearedToolResults,
                trigger: string_at(v, &["microcompactMetadata", "trigger"]),
                before,
                after: before.zip(saved).map(|(b, s)| b.saturating_sub(s)),
                cleared,
            })
        }
        "api_error" => {
            let status = u64_at(v, &["error", "status"])
                .or_else(|| u64_at(v, &["error", "error", "status"]))
                .and_then(|s| u16::try_from(s).ok());
            let message = str_at(v, &["error", "message"])
                .or_else(|| str_at(v, &["error", "error", "message"]))
                .or_else(|| str_at(v, &["content"]))
                .map(str::to_string)
                .unwrap_or_else(|| match status {
                    // The status as digits: a code, not a count.
                    Some(s) => t!("err-log-api-error", status = s.to_string()),
                    None => t!("err-log-api-error-unknown"),
                });
            Ok(Item::ApiError {
                message,
                status,
                retry_in_ms: u64_at(v, &["retryInMs"]),
                attempt: u64_at(v, &["retryAttempt"]).and_then(|n| u32::try_from(n).ok()),
                max_retries: u64_at(v, &["maxRetries"]).and_then(|n| u32::try_from(n).ok()),
            })
        }
        "turn_duration" => Ok(Item::TurnEnd(u64_at(v, &["durationMs"]))),
        "local_command" => Ok(Item::Context(
            ContextKind::Command,
            take_string(v, "content").unwrap_or_default(),
        )),
        "stop_hook_summary" => Ok(Item::Hook(hooks::from_stop_summary(v))),
        s if SYSTEM_NOTICES.contains(&s) => Err(Skip::Bookkeeping),
        _ => Err(Skip::UnknownKind),
    }
}

/// An `attachment` record: context the harness added (hooks, queued input, file refs…).
fn attachment(v: &mut Value) -> Result<Item, Skip> {
    let mut a = take(v, "attachment");
    let kind = str_at(&a, &["type"]).unwrap_or("attachment").to_string();
    if hooks::is_hook_attachment(&kind) {
        return hooks::from_attachment(&kind, &a).map(Item::Hook);
    }
    // Read before anything is taken: a todo list's `content` is not a string.
    let listed = attachment_text(&a);
    let text = ["content", "prompt", "stdout", "text"]
        .iter()
        .find_map(|k| take_string(&mut a, k))
        .unwrap_or(listed);
    Ok(Item::Context(ContextKind::Attachment(kind), text))
}

/// The text of an attachment whose content is not one string: the lines a listing added
/// (`deferred_tools_delta`, `agent_listing_delta`), a todo list's items, a file's name.
fn attachment_text(a: &Value) -> String {
    let lines = |key: &str| -> Vec<String> {
        at(a, &[key])
            .and_then(Value::as_array)
            .map(|items| {
                items
                    .iter()
                    .map(
                        |i| match (str_at(i, &["subject"]), str_at(i, &["status"])) {
                            (Some(subject), Some(status)) => format!("- {subject} ({status})"),
                            (Some(subject), None) => format!("- {subject}"),
                            _ => to_text(i),
                        },
                    )
                    .collect()
            })
            .unwrap_or_default()
    };
    for key in ["addedLines", "addedNames", "content", "files"] {
        let found = lines(key);
        if !found.is_empty() {
            return found.join("\n");
        }
    }
    ["displayPath", "filename"]
        .iter()
        .find_map(|k| string_at(a, &[k]))
        .unwrap_or_default()
}
