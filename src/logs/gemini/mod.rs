//! Gemini CLI's chats (`~/.gemini/tmp/<project>/chats/`, reference §4) into compact
//! [`Record`]s. Two shapes, as upstream's `chatRecordingService.ts` writes them:
//! - before 0.39, one JSON document per session (`session-….json`, pretty-printed):
//!   `{sessionId, projectHash, startTime, lastUpdated, messages[], summary?, kind?}`;
//! - from 0.39, JSON Lines (`session-….jsonl`): a metadata line, then one line per message
//!   written again whenever it changes (tool calls added, tokens attached), `{"$set": {…}}`
//!   metadata updates (a whole `messages` array when the history is rewritten) and
//!   `{"$rewindTo": id}`.
//!
//! Rules applied here: a `user` message holding only `functionResponse` parts is the tool
//! results again (0.5x writes them so a resume has ids), not a prompt; `info` and `warning`
//! messages are shown to the person only, except "Request cancelled.", the CLI's word for an
//! interrupt; an `error` message is an API error when it says `[API Error: …]`.

mod build;

pub(super) use build::build;

use serde_json::Value;

use super::format_reader::{object_line, Tally};
use super::json::{image_placeholder, str_at, take, take_array, take_string, to_text, u64_at};
use super::time::epoch_ms;
use super::Skip;

/// One file, as its lines arrive.
#[derive(Default)]
pub(super) struct File {
    pub(super) records: Vec<Record>,
    /// The file was one JSON document (the shape before 0.39).
    pub(super) document: bool,
}

pub(super) enum Record {
    /// The metadata line (or a legacy document's top).
    Meta(Meta),
    Message(Message),
    /// `$set`: metadata, and maybe the whole history rewritten.
    Set {
        meta: Meta,
        messages: Option<Vec<Message>>,
    },
    /// `$rewindTo`: that message and every later one are gone.
    Rewind(String),
}

/// What a metadata line or `$set` says; None where it says nothing.
#[derive(Default)]
pub(super) struct Meta {
    pub(super) id: Option<String>,
    pub(super) at: Option<i64>,
    /// `lastUpdated`: when a `$set` was written.
    pub(super) updated: Option<i64>,
    /// "main" or "subagent".
    pub(super) kind: Option<String>,
    pub(super) summary: Option<String>,
    pub(super) directories: Option<Vec<String>>,
}

#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(super) enum Kind {
    User,
    Gemini,
    Info,
    Error,
    Warning,
}

#[derive(Clone)]
pub(super) struct Message {
    pub(super) id: String,
    pub(super) at: Option<i64>,
    pub(super) kind: Kind,
    /// The text parts, thoughts left out.
    pub(super) text: String,
    /// Thought summaries and thought parts, with their times.
    pub(super) thoughts: Vec<(String, Option<i64>)>,
    pub(super) calls: Vec<Call>,
    pub(super) tokens: Option<Tokens>,
    pub(super) model: Option<String>,
    /// A user message of `functionResponse` parts only: tool results, not a prompt.
    pub(super) responses_only: bool,
}

#[derive(Clone, PartialEq)]
pub(super) struct Call {
    pub(super) id: String,
    pub(super) name: String,
    pub(super) input: String,
    /// `success`, `error`, `cancelled`, or a state the call was left in.
    pub(super) status: String,
    pub(super) at: Option<i64>,
    /// What the model was given back; None when the record has no result.
    pub(super) output: Option<String>,
    /// The sub-agent the call started (its chat's `sessionId`).
    pub(super) agent: Option<String>,
}

/// `tokens`: input (= promptTokenCount, cached included), output (candidates), cached,
/// thoughts, tool (toolUsePromptTokenCount), total.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub(super) struct Tokens {
    pub(super) input: u64,
    pub(super) output: u64,
    pub(super) cached: u64,
    pub(super) thoughts: Option<u64>,
    pub(super) tool: Option<u64>,
}

impl File {
    /// One line of the file (a JSON document over many lines comes whole, as one).
    pub(super) fn line(&mut self, text: &str, last: bool, tally: &mut Tally) {
        let Some(mut v) = object_line(text, last, tally) else {
            return;
        };
        if let Some(id) = take_string(&mut v, "$rewindTo") {
            return self.records.push(Record::Rewind(id));
        }
        if let Some(mut set) = v.get_mut("$set").map(Value::take).filter(Value::is_object) {
            let meta = meta(&mut set);
            let messages = match take(&mut set, "messages") {
                Value::Array(items) => Some(items.into_iter().filter_map(message).collect()),
                _ => None,
            };
            let used = messages.is_some()
                || meta.id.is_some()
                || meta.summary.is_some()
                || meta.directories.is_some();
            if !used {
                // `lastUpdated`, `memoryScratchpad`: the app's own.
                return tally.skip(Skip::Bookkeeping);
            }
            return self.records.push(Record::Set { meta, messages });
        }
        if str_at(&v, &["id"]).is_some() {
            return match message(v) {
                Some(m) => self.records.push(Record::Message(m)),
                None => tally.skip(Skip::UnknownKind),
            };
        }
        if str_at(&v, &["sessionId"]).is_some() && str_at(&v, &["projectHash"]).is_some() {
            let messages = take(&mut v, "messages");
            self.records.push(Record::Meta(meta(&mut v)));
            if let Value::Array(items) = messages {
                // The legacy document: its messages are all in this one "line".
                self.document = true;
                let read = items.into_iter().filter_map(message).map(Record::Message);
                self.records.extend(read);
            }
            return;
        }
        tally.skip(Skip::UnknownKind);
    }
}

fn meta(v: &mut Value) -> Meta {
    let directories = match take(v, "directories") {
        Value::Array(items) => Some(
            items
                .into_iter()
                .filter_map(|d| d.as_str().map(str::to_string))
                .collect(),
        ),
        _ => None,
    };
    Meta {
        id: take_string(v, "sessionId"),
        at: str_at(v, &["startTime"]).and_then(epoch_ms),
        updated: str_at(v, &["lastUpdated"]).and_then(epoch_ms),
        kind: take_string(v, "kind"),
        summary: take_string(v, "summary"),
        directories,
    }
}

/// A message record; None for a type this reader does not know.
fn message(mut v: Value) -> Option<Message> {
    let kind = match str_at(&v, &["type"])? {
        "user" => Kind::User,
        "gemini" => Kind::Gemini,
        "info" => Kind::Info,
        "error" => Kind::Error,
        "warning" => Kind::Warning,
        _ => return None,
    };
    let id = take_string(&mut v, "id")?;
    let at = str_at(&v, &["timestamp"]).and_then(epoch_ms);
    let parts = parts(take(&mut v, "content"));
    let responses_only = kind == Kind::User
        && !parts.is_empty()
        && parts.iter().all(|p| p.get("functionResponse").is_some());
    let mut thoughts: Vec<(String, Option<i64>)> = take_array(&mut v, "thoughts")
        .into_iter()
        .map(|t| {
            let subject = str_at(&t, &["subject"]).unwrap_or_default();
            let description = str_at(&t, &["description"]).unwrap_or_default();
            let text = match (subject.is_empty(), description.is_empty()) {
                (false, false) => format!("**{subject}** {description}"),
                (true, _) => description.to_string(),
                (false, true) => subject.to_string(),
            };
            (text, str_at(&t, &["timestamp"]).and_then(epoch_ms))
        })
        .collect();
    let mut text = String::new();
    for part in &parts {
        let Some(t) = str_at(part, &["text"]) else {
            continue;
        };
        if part.get("thought").and_then(Value::as_bool) == Some(true) {
            thoughts.push((t.to_string(), at));
        } else {
            text.push_str(t);
        }
    }
    let calls = take_array(&mut v, "toolCalls")
        .into_iter()
        .filter_map(call)
        .collect();
    Some(Message {
        id,
        at,
        kind,
        text,
        thoughts,
        calls,
        tokens: tokens(v.get("tokens")),
        model: take_string(&mut v, "model"),
        responses_only,
    })
}

/// A `PartListUnion` as a list of parts: a string is one text part.
fn parts(content: Value) -> Vec<Value> {
    let one = |p: Value| match p {
        Value::String(s) => serde_json::json!({ "text": s }),
        other => other,
    };
    match content {
        Value::Array(items) => items.into_iter().map(one).collect(),
        Value::Null => Vec::new(),
        other => vec![one(other)],
    }
}

fn call(mut c: Value) -> Option<Call> {
    let id = take_string(&mut c, "id")?;
    let output = match take(&mut c, "result") {
        Value::Null => None,
        result => Some(output_text(parts(result))),
    };
    Some(Call {
        id,
        name: take_string(&mut c, "name").unwrap_or_default(),
        input: to_text(&take(&mut c, "args")),
        status: take_string(&mut c, "status").unwrap_or_default(),
        at: str_at(&c, &["timestamp"]).and_then(epoch_ms),
        output,
        agent: take_string(&mut c, "agentId"),
    })
}

/// What a tool's result parts gave the model: each `functionResponse`'s `output` (or
/// `error`, or the whole response), text parts, images as placeholders.
fn output_text(parts: Vec<Value>) -> String {
    let texts: Vec<String> = parts
        .into_iter()
        .filter_map(|mut p| {
            if let Some(mut response) = p.pointer_mut("/functionResponse/response").map(Value::take)
            {
                return Some(
                    take_string(&mut response, "output")
                        .or_else(|| take_string(&mut response, "error"))
                        .unwrap_or_else(|| to_text(&response)),
                );
            }
            if let Some(data) = p.get("inlineData") {
                let media = str_at(data, &["mimeType"]);
                let len = str_at(data, &["data"]).map_or(0, str::len);
                return Some(image_placeholder(media, len));
            }
            take_string(&mut p, "text")
        })
        .collect();
    texts.join("\n")
}

fn tokens(t: Option<&Value>) -> Option<Tokens> {
    let t = t.filter(|t| t.is_object())?;
    Some(Tokens {
        input: u64_at(t, &["input"])?,
        output: u64_at(t, &["output"]).unwrap_or(0),
        cached: u64_at(t, &["cached"]).unwrap_or(0),
        thoughts: u64_at(t, &["thoughts"]),
        tool: u64_at(t, &["tool"]),
    })
}
