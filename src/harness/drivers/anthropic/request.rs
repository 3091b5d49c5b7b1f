//! The body of a Messages API request for one of the harness's requests, with the prompt-cache
//! breakpoints a careful harness sets.

use std::borrow::Cow;

use serde::Serialize;
use serde_json::{json, Value};

use crate::harness::drivers::wire::{arguments, parameters, reminder_text, summary_text};
use crate::harness::machine::breakpoints::{has_text, Breakpoints};
use crate::harness::machine::{Purpose, RequestRef, SUMMARY_INSTRUCTION};
use crate::harness::protocol::schema::Message;

/// The most tokens a reply may have. Every Claude model allows at least this much output
/// (Claude 3 Haiku allows no more), and it is far more than a turn of this harness writes;
/// a reply that reaches it is cut, and the page shows the cut.
pub const MAX_TOKENS: u32 = 4096;

/// The breakpoints [`request_body`] sets for `request`: the machine's rule, which its model
/// of the cache follows too.
pub fn breakpoints(request: RequestRef<'_>) -> Breakpoints {
    Breakpoints::of(request.instructions, request.tools, request.thread)
}

/// The JSON body of a streamed `POST {base}/messages` for `request`: the tools with their
/// input schemas, the instructions as the system block, the thread as alternating user and
/// assistant messages, and the breakpoints of [`breakpoints`].
///
/// The thread maps as follows: a user's text and a summary are user text; an assistant
/// message is its text and a `tool_use` block per call; a tool result is a `tool_result`
/// block of a user message, with `is_error` when the harness flagged it. Messages of one role
/// in a row are one message, as the API wants: the results of one turn's calls share one user
/// message, results first. Empty text is left out (the API refuses empty text blocks), and so
/// is a message left with nothing.
pub fn request_body(model: &str, request: RequestRef<'_>) -> String {
    let marks = breakpoints(request);
    let mut messages: Vec<WireMessage> = Vec::new();
    // The wire message and block that end the thread.
    let mut end = None;
    for (i, m) in request.thread.iter().enumerate() {
        let (role, blocks) = blocks(m);
        if blocks.is_empty() {
            continue;
        }
        push(&mut messages, role, blocks);
        if marks.end_of_thread == Some(i) {
            end = messages
                .len()
                .checked_sub(1)
                .zip(messages.last().and_then(|m| m.content.len().checked_sub(1)));
        }
    }
    if let Purpose::Summary { .. } = request.purpose {
        push(&mut messages, "user", vec![text(SUMMARY_INSTRUCTION)]);
    }
    if let Some((m, b)) = end {
        if let Some(block) = messages.get_mut(m).and_then(|m| m.content.get_mut(b)) {
            block.cache_control = Some(EPHEMERAL);
        }
    }
    let last_tool = request.tools.len().checked_sub(1);
    let body = Body {
        model,
        max_tokens: MAX_TOKENS,
        stream: true,
        // Loaded deferred tools come after the breakpoint: the tools before it stay cached.
        tools: request
            .tools
            .iter()
            .chain(request.loaded)
            .enumerate()
            .map(|(i, t)| WireTool {
                name: &t.name,
                description: &t.description,
                input_schema: parameters(&t.name),
                cache_control: (Some(i) == last_tool).then_some(EPHEMERAL),
            })
            .collect(),
        system: if marks.after_system {
            vec![Marked {
                cache_control: Some(EPHEMERAL),
                ..text(request.instructions)
            }]
        } else {
            Vec::new()
        },
        messages,
    };
    // Serializing these types cannot fail (string keys only); no panic path either way.
    serde_json::to_string(&body).unwrap_or_default()
}

/// A thread message's role and blocks on the wire.
fn blocks(m: &Message) -> (&'static str, Vec<Marked<'_>>) {
    match m {
        Message::User { text: t } => ("user", has_text(t).then(|| text(t)).into_iter().collect()),
        Message::Summary { text: t } => (
            "user",
            vec![Marked {
                block: Block::Text {
                    text: Cow::Owned(summary_text(t)),
                },
                cache_control: None,
            }],
        ),
        Message::Reminder { text: t, .. } => (
            "user",
            vec![Marked {
                block: Block::Text {
                    text: Cow::Owned(reminder_text(t)),
                },
                cache_control: None,
            }],
        ),
        Message::Assistant {
            text: t,
            tool_calls,
        } => {
            let calls = tool_calls.iter().map(|c| Marked {
                block: Block::ToolUse {
                    id: &c.id,
                    name: &c.tool,
                    input: input(&c.input),
                },
                cache_control: None,
            });
            let said = has_text(t).then(|| text(t));
            ("assistant", said.into_iter().chain(calls).collect())
        }
        Message::Tool { result } => (
            "user",
            vec![Marked {
                block: Block::ToolResult {
                    tool_use_id: &result.call_id,
                    content: &result.output,
                    is_error: result.error.is_some(),
                },
                cache_control: None,
            }],
        ),
    }
}

/// Adds blocks as a message of `role`, joining them to the last message if it has that role.
fn push<'a>(messages: &mut Vec<WireMessage<'a>>, role: &'static str, blocks: Vec<Marked<'a>>) {
    match messages.last_mut() {
        Some(last) if last.role == role => last.content.extend(blocks),
        _ => messages.push(WireMessage {
            role,
            content: blocks,
        }),
    }
}

fn text(t: &str) -> Marked<'_> {
    Marked {
        block: Block::Text {
            text: Cow::Borrowed(t),
        },
        cache_control: None,
    }
}

/// A call's input as the JSON object `tool_use` needs; input that is no JSON object, as a
/// script may write, is wrapped.
fn input(raw: &str) -> Value {
    match serde_json::from_str::<Value>(&arguments(raw)) {
        Ok(v @ Value::Object(_)) => v,
        _ => json!({ "input": raw }),
    }
}

// Wire shapes: structs rather than `json!` so the keys keep a readable order, the cache's own:
// tools, system, messages.
#[derive(Serialize)]
struct Body<'a> {
    model: &'a str,
    max_tokens: u32,
    stream: bool,
    #[serde(skip_serializing_if = "Vec::is_empty")]
    tools: Vec<WireTool<'a>>,
    #[serde(skip_serializing_if = "Vec::is_empty")]
    system: Vec<Marked<'a>>,
    messages: Vec<WireMessage<'a>>,
}

#[derive(Serialize)]
struct WireTool<'a> {
    name: &'a str,
    #[serde(skip_serializing_if = "str::is_empty")]
    description: &'a str,
    input_schema: Value,
    #[serde(skip_serializing_if = "Option::is_none")]
    cache_control: Option<CacheControl>,
}

#[derive(Serialize)]
struct WireMessage<'a> {
    role: &'static str,
    content: Vec<Marked<'a>>,
}

/// A content block, with a breakpoint or not.
#[derive(Serialize)]
struct Marked<'a> {
    #[serde(flatten)]
    block: Block<'a>,
    #[serde(skip_serializing_if = "Option::is_none")]
    cache_control: Option<CacheControl>,
}

#[derive(Serialize)]
#[serde(tag = "type", rename_all = "snake_case")]
enum Block<'a> {
    Text {
        text: Cow<'a, str>,
    },
    ToolUse {
        id: &'a str,
        name: &'a str,
        input: Value,
    },
    ToolResult {
        tool_use_id: &'a str,
        #[serde(skip_serializing_if = "str::is_empty")]
        content: &'a str,
        #[serde(skip_serializing_if = "std::ops::Not::not")]
        is_error: bool,
    },
}

#[derive(Clone, Copy, Serialize)]
struct CacheControl {
    #[serde(rename = "type")]
    kind: &'static str,
}

/// The cache's only kind: kept 5 minutes from its last use.
const EPHEMERAL: CacheControl = CacheControl { kind: "ephemeral" };
