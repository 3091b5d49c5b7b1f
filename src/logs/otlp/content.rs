//! The messages of a model call, where the instrumentation recorded them (opt-in: off by
//! default, then a trace has figures and no text). Three shapes, newest first:
//! - `gen_ai.input.messages` / `gen_ai.output.messages`: `[{role, parts[{type: text |
//!   reasoning | tool_call {id, name, arguments} | tool_call_response {id, response}}]}]`, as
//!   span attributes or on a `gen_ai.client.inference.operation.details` span event;
//! - the older `gen_ai.prompt` / `gen_ai.completion`: `[{role, content, tool_calls}]` as span
//!   attributes or on `gen_ai.content.prompt` / `gen_ai.content.completion` span events;
//! - the older per-message span events `gen_ai.{system,user,assistant,tool}.message` and
//!   `gen_ai.choice` {content, tool_calls, id, message}.

use serde_json::Value;

use super::super::json::{str_at, string_at, to_text};
use super::Attrs;

/// One message: its role and its parts.
pub(in crate::logs) struct Msg {
    pub(in crate::logs) role: String,
    pub(in crate::logs) parts: Vec<Part>,
}

pub(in crate::logs) enum Part {
    Text(String),
    Thinking(String),
    Call {
        id: String,
        name: String,
        input: String,
    },
    Response {
        id: String,
        output: String,
    },
}

/// The call's input and output messages, from whichever shape the span holds.
pub(super) fn messages(a: &mut Attrs, events: &[Value]) -> (Vec<Msg>, Vec<Msg>) {
    let mut input = a
        .json("gen_ai.input.messages")
        .map(|v| list(&v))
        .unwrap_or_default();
    let mut output = a
        .json("gen_ai.output.messages")
        .map(|v| list(&v))
        .unwrap_or_default();
    if input.is_empty() {
        input = a
            .json("gen_ai.prompt")
            .map(|v| list(&v))
            .unwrap_or_default();
    }
    if output.is_empty() {
        output = a
            .json("gen_ai.completion")
            .map(|v| list(&v))
            .unwrap_or_default();
    }
    for e in events {
        let name = str_at(e, &["name"]).unwrap_or_default();
        let mut ea = Attrs::of_list(
            e.get("attributes")
                .and_then(Value::as_array)
                .cloned()
                .unwrap_or_default(),
        );
        match name {
            "gen_ai.client.inference.operation.details" => {
                if input.is_empty() {
                    input = ea
                        .json("gen_ai.input.messages")
                        .map(|v| list(&v))
                        .unwrap_or_default();
                }
                if output.is_empty() {
                    output = ea
                        .json("gen_ai.output.messages")
                        .map(|v| list(&v))
                        .unwrap_or_default();
                }
            }
            "gen_ai.content.prompt" if input.is_empty() => {
                input = ea
                    .json("gen_ai.prompt")
                    .map(|v| list(&v))
                    .unwrap_or_default();
            }
            "gen_ai.content.completion" if output.is_empty() => {
                output = ea
                    .json("gen_ai.completion")
                    .map(|v| list(&v))
                    .unwrap_or_default();
            }
            "gen_ai.system.message"
            | "gen_ai.user.message"
            | "gen_ai.assistant.message"
            | "gen_ai.tool.message" => {
                let role = name
                    .strip_prefix("gen_ai.")
                    .and_then(|n| n.strip_suffix(".message"))
                    .unwrap_or_default();
                input.push(old_message(role, &event_object(&mut ea)));
            }
            "gen_ai.choice" => {
                let fields = event_object(&mut ea);
                let msg = fields.get("message").cloned().unwrap_or(fields);
                output.push(old_message("assistant", &msg));
            }
            _ => {}
        }
    }
    (input, output)
}

/// A per-message event's fields (`content`, `tool_calls`, `id`, `message`) as one object.
fn event_object(a: &mut Attrs) -> Value {
    let mut obj = serde_json::Map::new();
    for key in ["content", "tool_calls", "id", "message", "role"] {
        if let Some(v) = a.json(key).or_else(|| a.text(key).map(Value::String)) {
            obj.insert(key.to_string(), v);
        }
    }
    Value::Object(obj)
}

/// A list of messages of either shape (a single message object is a list of one).
fn list(v: &Value) -> Vec<Msg> {
    let items = match v {
        Value::Array(items) => items.as_slice(),
        Value::Object(_) => std::slice::from_ref(v),
        _ => return Vec::new(),
    };
    items
        .iter()
        .map(|m| {
            let role = str_at(m, &["role"]).unwrap_or("user");
            if m.get("parts").is_some() {
                new_message(role, m)
            } else {
                old_message(role, m)
            }
        })
        .collect()
}

fn new_message(role: &str, m: &Value) -> Msg {
    let parts = m
        .get("parts")
        .and_then(Value::as_array)
        .map(|parts| parts.iter().filter_map(part).collect())
        .unwrap_or_default();
    Msg {
        role: role.to_string(),
        parts,
    }
}

fn part(p: &Value) -> Option<Part> {
    let text = || str_at(p, &["content"]).unwrap_or_default().to_string();
    Some(match str_at(p, &["type"])? {
        "text" => Part::Text(text()),
        "reasoning" => Part::Thinking(text()),
        "tool_call" => Part::Call {
            id: string_at(p, &["id"])?,
            name: string_at(p, &["name"]).unwrap_or_default(),
            input: p.get("arguments").map(to_text).unwrap_or_default(),
        },
        // The schema says `response`; the conventions' own example writes `result`.
        "tool_call_response" => Part::Response {
            id: string_at(p, &["id"])?.trim().to_string(),
            output: p
                .get("response")
                .or_else(|| p.get("result"))
                .map(to_text)
                .unwrap_or_default(),
        },
        _ => return None,
    })
}

/// An OpenAI-style message: `content` (text or a list of text blocks), `tool_calls`
/// `[{id, function{name, arguments}}]`; a tool message answers `tool_call_id` (or `id`).
fn old_message(role: &str, m: &Value) -> Msg {
    let role = str_at(m, &["role"]).unwrap_or(role).to_string();
    let content = match m.get("content") {
        Some(Value::String(s)) => s.clone(),
        Some(Value::Array(blocks)) => blocks
            .iter()
            .filter_map(|b| b.as_str().or_else(|| str_at(b, &["text"])))
            .collect::<Vec<_>>()
            .join("\n"),
        Some(Value::Null) | None => String::new(),
        Some(other) => other.to_string(),
    };
    let mut parts = Vec::new();
    if role == "tool" {
        if let Some(id) = string_at(m, &["tool_call_id"]).or_else(|| string_at(m, &["id"])) {
            parts.push(Part::Response {
                id,
                output: content,
            });
        }
        return Msg { role, parts };
    }
    if !content.is_empty() {
        parts.push(Part::Text(content));
    }
    for call in m
        .get("tool_calls")
        .and_then(Value::as_array)
        .into_iter()
        .flatten()
    {
        if let Some(id) = string_at(call, &["id"]) {
            parts.push(Part::Call {
                id,
                name: string_at(call, &["function", "name"]).unwrap_or_default(),
                input: call
                    .get("function")
                    .and_then(|f| f.get("arguments"))
                    .map(to_text)
                    .unwrap_or_default(),
            });
        }
    }
    Msg { role, parts }
}
