//! `opencode export <session>` (reference §3): one JSON document per session,
//! `{info, messages: [{info, parts[]}], todos?}`, into compact [`Export`] records. The
//! document comes whole, as one line; its messages and parts are counted as records of
//! their own, so a part of a kind this reader does not know is a skipped record, not a lost
//! file.
//!
//! Rules applied here (checked in the sources of `message-v2.ts`, `processor.ts` and
//! `session/index.ts`' `getUsage`):
//! - a `step-start` … `step-finish` pair is one model call; `step-finish.tokens` is that
//!   call's usage (the message's own `tokens` is only the last step's, its `cost` the sum);
//! - `tokens.input` excludes cache reads and writes, which are `cache.read`/`cache.write`,
//!   except in 1.3.4 and 1.3.5, whose Anthropic and Bedrock figures included them (opencode
//!   issue 19757);
//! - reasoning is part of `output` until opencode subtracted it (AI SDK 6); a step's `total`
//!   tells which, where recorded ([`Tokens::reasoning_outside_output`]);
//! - a cut-off pretty-printed export keeps its whole messages ([`salvage`]).

mod build;

pub(super) use build::build;

use std::collections::HashSet;

use serde_json::Value;

use super::detect::version_numbers;
use super::format_reader::Tally;
use super::json::{at, bool_at, i64_at, str_at, string_at, take, take_array, to_text, u64_at};
use super::{Skip, ToolOutcome};

/// The newest opencode minor version whose part kinds this reader knows.
const KNOWN: (u32, u32) = (1, 14);

/// Part kinds that record the app's state, not the run: file snapshots and their patches.
const BOOKKEEPING: [&str; 2] = ["snapshot", "patch"];

/// One file, as read.
#[derive(Default)]
pub(super) struct File {
    pub(super) exports: Vec<Export>,
}

/// One exported session.
pub(super) struct Export {
    pub(super) id: String,
    /// `info.parentID`: the session whose task tool started this one.
    pub(super) parent: Option<String>,
    pub(super) title: Option<String>,
    pub(super) cwd: Option<String>,
    pub(super) version: Option<String>,
    pub(super) messages: Vec<Message>,
}

pub(super) struct Message {
    pub(super) id: String,
    pub(super) user: bool,
    /// `time.created`, `time.completed`.
    pub(super) at: Option<i64>,
    pub(super) end_at: Option<i64>,
    pub(super) model: Option<String>,
    /// `providerID` ("anthropic", "openai", "amazon-bedrock"…).
    pub(super) provider: Option<String>,
    pub(super) agent: Option<String>,
    /// A user message's `system` override: the only system text the export holds.
    pub(super) system: Option<String>,
    pub(super) finish: Option<String>,
    pub(super) error: Option<Failure>,
    /// `summary: true`: the reply that wrote a compaction summary.
    pub(super) summary: bool,
    pub(super) tokens: Option<Tokens>,
    pub(super) parts: Vec<Part>,
}

/// A named error as opencode stores it (`{name, data: {message, statusCode?}}`).
pub(super) struct Failure {
    pub(super) name: String,
    pub(super) message: String,
    pub(super) status: Option<u16>,
}

/// `tokens` of a step or a message, as recorded.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(super) struct Tokens {
    pub(super) input: u64,
    pub(super) output: u64,
    pub(super) reasoning: u64,
    pub(super) read: u64,
    pub(super) write: u64,
    pub(super) total: Option<u64>,
}

pub(super) enum Part {
    Text {
        text: String,
        synthetic: bool,
        at: Option<i64>,
    },
    Reasoning {
        text: String,
        at: Option<i64>,
    },
    Tool {
        call_id: String,
        name: String,
        input: String,
        at: Option<i64>,
        /// None while pending or running (an export taken mid-run, or a crash).
        end: Option<ToolEnd>,
    },
    StepStart,
    StepFinish {
        reason: Option<String>,
        tokens: Option<Tokens>,
    },
    File {
        name: String,
    },
    Agent(String),
    Subtask {
        description: String,
    },
    Retry {
        attempt: Option<u32>,
        error: Failure,
        at: Option<i64>,
    },
    Compaction {
        auto: bool,
    },
}

pub(super) struct ToolEnd {
    pub(super) at: Option<i64>,
    pub(super) duration_ms: Option<u64>,
    pub(super) output: String,
    pub(super) outcome: ToolOutcome,
    /// `metadata.sessionId` of a task call: the sub-agent's session.
    pub(super) child: Option<String>,
}

impl File {
    /// The whole document (a pretty-printed export arrives as one line). `last`: it may be
    /// cut off.
    pub(super) fn line(&mut self, text: &str, last: bool, tally: &mut Tally) {
        let mut v: Value = match serde_json::from_str(text) {
            Ok(v @ Value::Object(_)) => v,
            Ok(_) => return tally.skip(Skip::NotJson),
            Err(_) if last => match salvage(text) {
                Some(v) => {
                    tally.skip(Skip::CutOff);
                    v
                }
                None => return tally.skip(Skip::CutOff),
            },
            Err(_) => return tally.skip(Skip::NotJson),
        };
        let info = take(&mut v, "info");
        let Some(id) = string_at(&info, &["id"]) else {
            return tally.skip(Skip::UnknownKind);
        };
        let version = string_at(&info, &["version"]);
        let newer = version
            .as_deref()
            .and_then(version_numbers)
            .is_some_and(|(major, minor, _)| (major, minor) > KNOWN);
        let unknown = if newer {
            Skip::NewerVersion
        } else {
            Skip::UnknownKind
        };
        let mut seen_messages = HashSet::new();
        let mut messages = Vec::new();
        for mut m in take_array(&mut v, "messages") {
            tally.read += 1;
            let parts = take_array(&mut m, "parts");
            tally.read += parts.len() as u64;
            let Some(mut message) = message(&m["info"]) else {
                tally.skip(unknown);
                tally.skip_many(unknown, parts.len() as u64);
                continue;
            };
            if !seen_messages.insert(message.id.clone()) {
                tally.skip(Skip::Duplicate);
                tally.skip_many(Skip::Duplicate, parts.len() as u64);
                continue;
            }
            let mut seen_parts = HashSet::new();
            for p in parts {
                if let Some(id) = str_at(&p, &["id"]) {
                    if !seen_parts.insert(id.to_string()) {
                        tally.skip(Skip::Duplicate);
                        continue;
                    }
                }
                match part(p) {
                    Ok(part) => message.parts.push(part),
                    Err(None) => tally.skip(unknown),
                    Err(Some(why)) => tally.skip(why),
                }
            }
            messages.push(message);
        }
        self.exports.push(Export {
            id,
            parent: string_at(&info, &["parentID"]),
            title: string_at(&info, &["title"]).filter(|t| !t.is_empty()),
            cwd: string_at(&info, &["directory"]),
            version,
            messages,
        });
    }
}

/// A cut-off pretty-printed export, up to its last whole message: `JSON.stringify(…, null,
/// 2)` ends each message (and each todo) with a line of four spaces and `}`, so the text up
/// to one such line, with the array and the document closed, parses. The last candidates
/// only are tried, since one parse costs the whole text.
fn salvage(text: &str) -> Option<Value> {
    const END: &str = "\n    }";
    let ends: Vec<usize> = text.match_indices(END).map(|(i, _)| i).collect();
    ends.iter().rev().take(8).find_map(|&i| {
        let head = text.get(..i + END.len())?;
        let mut whole = String::with_capacity(head.len() + 8);
        whole.push_str(head);
        whole.push_str("\n  ]\n}");
        serde_json::from_str::<Value>(&whole)
            .ok()
            .filter(|v| v.get("info").is_some())
    })
}

fn message(info: &Value) -> Option<Message> {
    let user = match str_at(info, &["role"])? {
        "user" => true,
        "assistant" => false,
        _ => return None,
    };
    let (model, provider) = if user {
        (
            string_at(info, &["model", "modelID"]),
            string_at(info, &["model", "providerID"]),
        )
    } else {
        (
            string_at(info, &["modelID"]),
            string_at(info, &["providerID"]),
        )
    };
    Some(Message {
        id: string_at(info, &["id"])?,
        user,
        at: i64_at(info, &["time", "created"]),
        end_at: i64_at(info, &["time", "completed"]),
        model,
        provider,
        agent: string_at(info, &["agent"]).or_else(|| string_at(info, &["mode"])),
        system: string_at(info, &["system"]).filter(|s| !s.is_empty()),
        finish: string_at(info, &["finish"]),
        error: at(info, &["error"]).and_then(failure),
        summary: bool_at(info, &["summary"]),
        tokens: at(info, &["tokens"]).and_then(tokens),
        parts: Vec::new(),
    })
}

fn failure(v: &Value) -> Option<Failure> {
    let name = string_at(v, &["name"])?;
    let message = string_at(v, &["data", "message"])
        .or_else(|| string_at(v, &["message"]))
        .unwrap_or_default();
    let status = u64_at(v, &["data", "statusCode"]).and_then(|s| u16::try_from(s).ok());
    Some(Failure {
        name,
        message,
        status,
    })
}

fn tokens(v: &Value) -> Option<Tokens> {
    Some(Tokens {
        input: u64_at(v, &["input"])?,
        output: u64_at(v, &["output"])?,
        reasoning: u64_at(v, &["reasoning"]).unwrap_or(0),
        read: u64_at(v, &["cache", "read"]).unwrap_or(0),
        write: u64_at(v, &["cache", "write"]).unwrap_or(0),
        total: u64_at(v, &["total"]),
    })
}

impl Tokens {
    pub(super) fn is_zero(&self) -> bool {
        self.input == 0 && self.output == 0 && self.read == 0 && self.write == 0
    }

    /// Whether `reasoning` is outside `output`: opencode subtracts it since AI SDK 6. The
    /// step's `total` (the provider's, reasoning counted once) tells where it is recorded:
    /// input, cache and output plus reasoning make it only when reasoning is outside (with
    /// no reasoning, either reading adds nothing).
    pub(super) fn reasoning_outside_output(&self) -> bool {
        let Some(total) = self.total else {
            return false;
        };
        let without = self
            .input
            .saturating_add(self.read)
            .saturating_add(self.write)
            .saturating_add(self.output);
        total == without.saturating_add(self.reasoning)
    }
}

/// One part: `Err(None)` for a kind not known, `Err(Some(why))` for one not used.
fn part(mut p: Value) -> Result<Part, Option<Skip>> {
    let kind = str_at(&p, &["type"]).unwrap_or_default().to_string();
    let start = i64_at(&p, &["time", "start"]);
    Ok(match kind.as_str() {
        "text" => {
            if bool_at(&p, &["ignored"]) {
                return Err(Some(Skip::ShownToYouOnly));
            }
            Part::Text {
                text: string_at(&p, &["text"]).unwrap_or_default(),
                synthetic: bool_at(&p, &["synthetic"]),
                at: start,
            }
        }
        "reasoning" => Part::Reasoning {
            text: string_at(&p, &["text"]).unwrap_or_default(),
            at: start,
        },
        "tool" => tool(&mut p)?,
        "step-start" => Part::StepStart,
        "step-finish" => Part::StepFinish {
            reason: string_at(&p, &["reason"]),
            tokens: at(&p, &["tokens"]).and_then(tokens),
        },
        "file" => Part::File {
            name: string_at(&p, &["filename"])
                .or_else(|| string_at(&p, &["source", "path"]))
                .unwrap_or_else(|| string_at(&p, &["mime"]).unwrap_or_default()),
        },
        "agent" => Part::Agent(string_at(&p, &["name"]).unwrap_or_default()),
        "subtask" => Part::Subtask {
            description: string_at(&p, &["description"])
                .or_else(|| string_at(&p, &["prompt"]))
                .unwrap_or_default(),
        },
        "retry" => Part::Retry {
            attempt: u64_at(&p, &["attempt"]).and_then(|a| u32::try_from(a).ok()),
            error: at(&p, &["error"])
                .and_then(failure)
                .ok_or(Some(Skip::UnknownKind))?,
            at: i64_at(&p, &["time", "created"]),
        },
        "compaction" => Part::Compaction {
            auto: bool_at(&p, &["auto"]),
        },
        k if BOOKKEEPING.contains(&k) => return Err(Some(Skip::Bookkeeping)),
        _ => return Err(None),
    })
}

fn tool(p: &mut Value) -> Result<Part, Option<Skip>> {
    let call_id = string_at(p, &["callID"]).ok_or(Some(Skip::UnknownKind))?;
    let name = string_at(p, &["tool"]).unwrap_or_default();
    let mut state = take(p, "state");
    let input = to_text(&take(&mut state, "input"));
    let start = i64_at(&state, &["time", "start"]);
    let end_at = i64_at(&state, &["time", "end"]);
    let duration_ms = start
        .zip(end_at)
        .and_then(|(s, e)| u64::try_from(e.checked_sub(s)?).ok());
    let end = match str_at(&state, &["status"]) {
        Some("completed") => Some(ToolEnd {
            at: end_at,
            duration_ms,
            output: string_at(&state, &["output"]).unwrap_or_default(),
            outcome: ToolOutcome::Ok,
            child: child_session(&state),
        }),
        Some("error") => {
            let error = string_at(&state, &["error"]).unwrap_or_default();
            let interrupted = bool_at(&state, &["metadata", "interrupted"]);
            Some(ToolEnd {
                at: end_at,
                duration_ms,
                outcome: outcome_of_error(&error, interrupted),
                output: error,
                child: child_session(&state),
            })
        }
        Some("pending" | "running") => None,
        _ => return Err(None),
    };
    Ok(Part::Tool {
        call_id,
        name,
        input,
        at: start,
        end,
    })
}

/// The session a task call started (`metadata.sessionId`).
fn child_session(state: &Value) -> Option<String> {
    string_at(state, &["metadata", "sessionId"])
        .or_else(|| string_at(state, &["metadata", "sessionID"]))
}

/// What an error state means: a permission the user refused (opencode's `RejectedError`,
/// `CorrectedError` and a question dismissed) or a rule that denies it, a call stopped
/// (the processor's "Tool execution aborted", the task's "Cancelled", `interrupted`), or a
/// failure.
fn outcome_of_error(error: &str, interrupted: bool) -> ToolOutcome {
    const REJECTED: [&str; 3] = [
        "The user rejected permission",
        "The user has specified a rule which prevents",
        "The user dismissed",
    ];
    const STOPPED: [&str; 3] = [
        "Tool execution aborted",
        "Tool execution was interrupted",
        "Cancelled",
    ];
    if REJECTED.iter().any(|r| error.starts_with(r)) {
        ToolOutcome::Rejected
    } else if interrupted || STOPPED.iter().any(|s| error.starts_with(s)) {
        ToolOutcome::Interrupted
    } else {
        ToolOutcome::Failed
    }
}
