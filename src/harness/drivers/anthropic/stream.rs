//! Incremental parser for the streamed answer of Anthropic's Messages API. Sans-IO: bytes in,
//! events out.
//!
//! The request is `POST {base}/messages` with `"stream": true`.
//! The answer body is server-sent events, each an `event:` line naming its type and a `data:`
//! line holding the same type in its JSON, ended by a blank line:
//!
//! ```text
//! event: message_start
//! data: {"type":"message_start","message":{"id":"msg_1","model":"claude-sonnet-4-5",
//!        "usage":{"input_tokens":12,"cache_creation_input_tokens":0,
//!        "cache_read_input_tokens":2300,"output_tokens":1}}}
//!
//! event: content_block_start
//! data: {"type":"content_block_start","index":0,"content_block":{"type":"text","text":""}}
//!
//! event: ping
//! data: {"type":"ping"}
//!
//! event: content_block_delta
//! data: {"type":"content_block_delta","index":0,"delta":{"type":"text_delta","text":"Hi"}}
//!
//! event: content_block_stop
//! data: {"type":"content_block_stop","index":0}
//!
//! event: content_block_start
//! data: {"type":"content_block_start","index":1,"content_block":{"type":"tool_use",
//!        "id":"toolu_1","name":"read_file","input":{}}}
//!
//! event: content_block_delta
//! data: {"type":"content_block_delta","index":1,"delta":{"type":"input_json_delta",
//!        "partial_json":"{\"path\": \"READ"}}
//!
//! event: content_block_stop
//! data: {"type":"content_block_stop","index":1}
//!
//! event: message_delta
//! data: {"type":"message_delta","delta":{"stop_reason":"tool_use","stop_sequence":null},
//!        "usage":{"output_tokens":31}}
//!
//! event: message_stop
//! data: {"type":"message_stop"}
//! ```
//!
//! (Each `data:` above is one line on the wire.) Content blocks are keyed by `index`: text
//! (`text_delta`), tool_use (`input_json_delta`: the input as JSON text cut anywhere), thinking
//! (`thinking_delta`, `signature_delta`), and kinds this harness does not use (server tools,
//! redacted thinking), which are passed over. `message_delta` carries the stop reason and
//! usage counts that are cumulative: each replaces the one before. The API adds event, block
//! and delta types over time; unknown ones are ignored, as its documentation asks. An
//! `error` event (`{"type":"error","error":{"type":"overloaded_error","message":"Overloaded"}}`)
//! ends the stream, and so does `message_stop`; a body that ends before it is a broken stream.
//!
//! A tool call is given once it is known whole: when a later block starts (the model moved
//! on) or when the stop reason says the reply was not cut. A reply cut at its token limit
//! (`max_tokens`, `model_context_window_exceeded`) gives none of the calls it was still on:
//! the block it was writing may have been closed, but its input is not whole.

use serde_json::Value;

use crate::harness::drivers::sse::{self, Body, Events};
use crate::harness::drivers::wire::{count, error_text, sentence, shorten, snippet};
use crate::harness::protocol::schema::Usage;
use crate::t;

/// What the stream tells, in the order it tells it.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum StreamEvent {
    /// `message_start`: the message's id and the model answering.
    Start { id: String, model: String },
    /// A piece of text, as soon as it arrives.
    Text(String),
    /// A piece of the model's thinking (only when thinking is on; this harness does not ask).
    Thinking(String),
    /// A whole tool call: `input` is the JSON text of its input, `{}` when it sent none.
    ToolCall {
        id: String,
        name: String,
        input: String,
    },
    /// The counts so far, whenever they change; the last is the reply's.
    Usage(Counts),
    /// `message_delta`'s stop reason ("end_turn", "tool_use", "max_tokens", "refusal", …),
    /// once; `explanation` is a refusal's, when the API gives one.
    Stop {
        reason: String,
        stop_sequence: Option<String>,
        explanation: Option<String>,
    },
    /// `message_stop`: the reply is complete; nothing follows.
    End,
    /// The stream failed; nothing follows. `retryable`: asking again may help (an overloaded
    /// or failing API, a dropped connection), as opposed to a request it will refuse again or
    /// a server that does not speak this protocol.
    Error { message: String, retryable: bool },
}

/// The API's counts for one request, as it reports them: `input_tokens` leaves out the tokens
/// read from and written to the cache.
#[derive(Debug, Clone, Copy, Default, PartialEq, Eq)]
pub struct Counts {
    pub input_tokens: u64,
    pub cache_creation_input_tokens: u64,
    pub cache_read_input_tokens: u64,
    pub output_tokens: u64,
}

impl Counts {
    /// The harness's usage: everything the request carried, of it what the cache gave and
    /// took, and the reply.
    pub fn usage(self) -> Usage {
        Usage {
            prompt_tokens: self
                .input_tokens
                .saturating_add(self.cache_creation_input_tokens)
                .saturating_add(self.cache_read_input_tokens),
            cached_tokens: Some(self.cache_read_input_tokens),
            cache_write_tokens: Some(self.cache_creation_input_tokens),
            cache_write_1h_tokens: None,
            completion_tokens: self.output_tokens,
        }
    }

    /// Takes the counts `u` holds; the ones it leaves out stay.
    fn apply(&mut self, u: &Value) {
        let set = |field: &mut u64, key: &str| {
            if let Some(n) = count(u.get(key)) {
                *field = n;
            }
        };
        set(&mut self.input_tokens, "input_tokens");
        set(
            &mut self.cache_creation_input_tokens,
            "cache_creation_input_tokens",
        );
        set(&mut self.cache_read_input_tokens, "cache_read_input_tokens");
        set(&mut self.output_tokens, "output_tokens");
    }
}

/// Whether a stop reason means the reply was cut before the model was done writing it.
pub fn cuts_the_reply(reason: &str) -> bool {
    matches!(reason, "max_tokens" | "model_context_window_exceeded")
}

/// A Messages API stream read as it arrives: feed it the body's bytes, then call
/// [`Body::finish`].
pub type MessageStream = Body<MessageEvents>;

/// The Messages API's events, as [`Body`] hands it the stream's lines.
#[derive(Debug, Default)]
pub struct MessageEvents {
    /// The `event:` name and the data (data lines joined with `\n`) of the event being read.
    event: Option<String>,
    data: Option<String>,
    /// Tool-use blocks not given yet: being written, or closed but not known whole.
    tools: Vec<PendingTool>,
    /// The index of the block that started last.
    last_block: Option<u64>,
    counts: Counts,
    /// The counts last given.
    given: Option<Counts>,
    stop_reason: Option<String>,
    /// `message_stop`, an error, or the end was reached: all further input is ignored.
    done: bool,
}

#[derive(Debug)]
struct PendingTool {
    index: u64,
    id: String,
    name: String,
    input: String,
    stopped: bool,
}

impl Events for MessageEvents {
    type Event = StreamEvent;

    fn line(&mut self, line: &str, out: &mut Vec<StreamEvent>) {
        if line.is_empty() {
            self.dispatch(false, out);
            return;
        }
        match sse::field(line) {
            Some(("event", name)) => self.event = Some(name.to_owned()),
            Some(("data", value)) => match &mut self.data {
                Some(data) => {
                    data.push('\n');
                    data.push_str(value);
                }
                None => self.data = Some(value.to_owned()),
            },
            // Comments (`: keep-alive`), `id`, `retry` and unknown fields.
            _ => {}
        }
    }

    fn html(&mut self, out: &mut Vec<StreamEvent>) {
        self.fail(&t!("err-live-html-stream"), false, out);
    }

    /// The body ended: what is still pending, and an error if the stream ended before
    /// `message_stop`.
    fn end(&mut self, document: Option<String>, out: &mut Vec<StreamEvent>) {
        match document {
            Some(text) => self.json_document(&text, out),
            None => self.dispatch(true, out),
        }
        if !self.done {
            self.fail(&t!("err-live-ended-early"), true, out);
        }
    }

    fn done(&self) -> bool {
        self.done
    }
}

impl MessageEvents {
    /// The event read so far is complete (a blank line, or the end of the body).
    fn dispatch(&mut self, at_end: bool, out: &mut Vec<StreamEvent>) {
        let name = self.event.take();
        let Some(data) = self.data.take() else {
            return;
        };
        let text = data.trim();
        if text.is_empty() {
            return;
        }
        match serde_json::from_str::<Value>(text) {
            Ok(v) => self.handle(&v, name.as_deref(), out),
            // Cut off by the end of the body: `finish` reports the stream as ended early.
            Err(e) if e.is_eof() && at_end => {}
            Err(_) => {
                let message = t!("err-live-event-not-json", snippet = snippet(text));
                self.fail(&message, false, out);
            }
        }
    }

    fn handle(&mut self, v: &Value, name: Option<&str>, out: &mut Vec<StreamEvent>) {
        let Some(obj) = v.as_object() else {
            let message = t!("err-anthropic-not-event", snippet = snippet(&v.to_string()));
            return self.fail(&message, false, out);
        };
        let kind = obj.get("type").and_then(Value::as_str).or(name);
        let index = obj.get("index").and_then(Value::as_u64);
        match kind.unwrap_or_default() {
            "message_start" => {
                let message = obj.get("message");
                let text = |key: &str| {
                    message
                        .and_then(|m| m.get(key))
                        .and_then(Value::as_str)
                        .unwrap_or_default()
                        .to_owned()
                };
                out.push(StreamEvent::Start {
                    id: text("id"),
                    model: text("model"),
                });
                if let Some(usage) = message.and_then(|m| m.get("usage")) {
                    self.usage(usage, out);
                }
            }
            "content_block_start" => {
                let index = index.unwrap_or(self.last_block.map_or(0, |i| i.saturating_add(1)));
                self.block_start(index, obj.get("content_block"), out);
            }
            "content_block_delta" => {
                if let (Some(index), Some(delta)) = (index.or(self.last_block), obj.get("delta")) {
                    self.delta(index, delta, out);
                }
            }
            "content_block_stop" => {
                let index = index.or(self.last_block);
                if let Some(tool) = self.tools.iter_mut().find(|t| Some(t.index) == index) {
                    tool.stopped = true;
                }
            }
            "message_delta" => {
                let delta = obj.get("delta");
                let text = |key: &str| {
                    delta
                        .and_then(|d| d.get(key))
                        .and_then(Value::as_str)
                        .map(str::to_owned)
                };
                if let (Some(reason), None) = (text("stop_reason"), &self.stop_reason) {
                    self.settle(cuts_the_reply(&reason), out);
                    let explanation = delta
                        .and_then(|d| d.get("stop_details"))
                        .and_then(|d| d.get("explanation"))
                        .and_then(Value::as_str)
                        .map(|e| shorten(e, 300))
                        .filter(|e| !e.is_empty());
                    out.push(StreamEvent::Stop {
                        reason: reason.clone(),
                        stop_sequence: text("stop_sequence"),
                        explanation,
                    });
                    self.stop_reason = Some(reason);
                }
                if let Some(usage) = obj.get("usage") {
                    self.usage(usage, out);
                }
            }
            "message_stop" => {
                if self.stop_reason.is_none() {
                    self.settle(false, out);
                }
                out.push(StreamEvent::End);
                self.end();
            }
            "error" => {
                let (message, retryable) = api_error(obj.get("error").unwrap_or(v));
                self.fail(&message, retryable, out);
            }
            // `ping`, and event types added after this was written.
            _ => {}
        }
    }

    fn block_start(&mut self, index: u64, block: Option<&Value>, out: &mut Vec<StreamEvent>) {
        // A block starts: the model is done with every block it closed before.
        self.give(|t| t.stopped, out);
        self.last_block = Some(index);
        let text = |key: &str| {
            block
                .and_then(|b| b.get(key))
                .and_then(Value::as_str)
                .unwrap_or_default()
        };
        match text("type") {
            "text" if !text("text").is_empty() => out.push(StreamEvent::Text(text("text").into())),
            "tool_use" => {
                // The input streams as JSON text; a start that already holds one (a server
                // that sends blocks whole) gives it as the beginning.
                let input = match block.and_then(|b| b.get("input")) {
                    Some(Value::Object(o)) if !o.is_empty() => Value::Object(o.clone()).to_string(),
                    _ => String::new(),
                };
                self.tools.push(PendingTool {
                    index,
                    id: text("id").to_owned(),
                    name: text("name").to_owned(),
                    input,
                    stopped: false,
                });
            }
            _ => {}
        }
    }

    fn delta(&mut self, index: u64, delta: &Value, out: &mut Vec<StreamEvent>) {
        let text = |key: &str| delta.get(key).and_then(Value::as_str).unwrap_or_default();
        match text("type") {
            "text_delta" if !text("text").is_empty() => {
                out.push(StreamEvent::Text(text("text").to_owned()))
            }
            "thinking_delta" if !text("thinking").is_empty() => {
                out.push(StreamEvent::Thinking(text("thinking").to_owned()))
            }
            "input_json_delta" => {
                let open = self
                    .tools
                    .iter_mut()
                    .find(|t| t.index == index && !t.stopped);
                if let Some(tool) = open {
                    tool.input.push_str(text("partial_json"));
                }
            }
            // `signature_delta` (only needed to send thinking back), `citations_delta`, and
            // delta types added after this was written.
            _ => {}
        }
    }

    /// The stop reason is known: the calls the model closed are whole, unless the reply was
    /// cut; one never closed is never whole.
    fn settle(&mut self, cut: bool, out: &mut Vec<StreamEvent>) {
        if !cut {
            self.give(|t| t.stopped, out);
        }
        self.tools.clear();
    }

    /// Gives the pending calls that `whole` says are, in index order.
    fn give(&mut self, whole: impl Fn(&PendingTool) -> bool, out: &mut Vec<StreamEvent>) {
        let (mut given, kept): (Vec<_>, Vec<_>) = std::mem::take(&mut self.tools)
            .into_iter()
            .partition(|t| whole(t));
        self.tools = kept;
        given.sort_by_key(|t| t.index);
        out.extend(given.into_iter().map(|t| StreamEvent::ToolCall {
            id: t.id,
            name: t.name,
            input: if t.input.trim().is_empty() {
                "{}".to_owned()
            } else {
                t.input
            },
        }));
    }

    fn usage(&mut self, u: &Value, out: &mut Vec<StreamEvent>) {
        self.counts.apply(u);
        if self.given != Some(self.counts) {
            self.given = Some(self.counts);
            out.push(StreamEvent::Usage(self.counts));
        }
    }

    /// The whole body was one JSON document: an error the API sent without a stream, or an
    /// answer from a server that ignored `"stream": true`.
    fn json_document(&mut self, text: &str, out: &mut Vec<StreamEvent>) {
        let message = match serde_json::from_str::<Value>(text) {
            Ok(v) => match v.get("error").filter(|e| !e.is_null()) {
                Some(err) => {
                    let (message, retryable) = api_error(err);
                    return self.fail(&message, retryable, out);
                }
                None => t!("err-anthropic-json-document"),
            },
            Err(_) => t!("err-live-unreadable-json", snippet = snippet(text)),
        };
        self.fail(&message, false, out);
    }

    fn end(&mut self) {
        self.tools.clear();
        self.event = None;
        self.data = None;
        self.done = true;
    }

    fn fail(&mut self, message: &str, retryable: bool, out: &mut Vec<StreamEvent>) {
        // Calls not given yet are likely cut: they are dropped, not run.
        self.end();
        out.push(StreamEvent::Error {
            message: sentence(message),
            retryable,
        });
    }
}

/// An error the API reported, `{"type": "overloaded_error", "message": "Overloaded"}`, and
/// whether asking again may help. A stream that broke after the API accepted the request is
/// the API's trouble (overloaded, failing, rate limited, or a type newer than this code), so it
/// is retried; only kinds that say the request itself is refused are not: asking again would
/// cost the same tokens for the same answer.
fn api_error(err: &Value) -> (String, bool) {
    let kind = err.get("type").and_then(Value::as_str).unwrap_or_default();
    let text = error_text(err).unwrap_or_else(|| snippet(&err.to_string()));
    let message = if kind.is_empty() || text == kind {
        t!("err-anthropic-api-error", text = text)
    } else {
        t!("err-anthropic-api-error-kind", text = text, kind = kind)
    };
    let refused = matches!(
        kind,
        "invalid_request_error"
            | "authentication_error"
            | "permission_error"
            | "not_found_error"
            | "request_too_large"
            | "billing_error"
    );
    (message, !refused)
}

/// A clear one-sentence message for an HTTP error answer: status and body, usually
/// `{"type":"error","error":{"type":"not_found_error","message":"model: claude-x"}}`, but
/// possibly HTML, plain text or empty (a proxy, a wrong base URL).
pub fn http_error_message(status: u16, body: &str) -> String {
    let trimmed = body.trim();
    let html = trimmed.starts_with('<');
    let detail = match serde_json::from_str::<Value>(trimmed) {
        Ok(v) => v
            .get("error")
            .and_then(error_text)
            .or_else(|| v.get("message").and_then(error_text)),
        Err(_) if html || trimmed.is_empty() => None,
        Err(_) => trimmed.lines().next().map(|l| shorten(l, 300)),
    };
    let detail = detail.filter(|d| !d.is_empty());
    // The status as digits: a code, not a count.
    let code = status.to_string();
    let lead = match status {
        400 => t!("err-anthropic-http-400"),
        401 => t!("err-anthropic-http-401"),
        402 => t!("err-anthropic-http-402"),
        403 => t!("err-anthropic-http-403"),
        404 => match detail.as_deref().and_then(named_model) {
            Some(model) => t!("err-live-http-404-model", model = model),
            None => t!("err-anthropic-http-404"),
        },
        408 | 504 => t!("err-anthropic-http-timeout", status = code),
        413 => t!("err-anthropic-http-413"),
        429 => t!("err-anthropic-http-429"),
        500 => t!("err-anthropic-http-500"),
        529 => t!("err-anthropic-http-529"),
        s if s >= 500 => t!("err-anthropic-http-failed", status = code),
        _ => t!("err-anthropic-http-other", status = code),
    };
    let message = match detail {
        Some(detail) => t!("err-live-http-detail", lead = lead, detail = detail),
        None if html => t!("err-live-http-html", lead = lead),
        None => lead,
    };
    sentence(&message)
}

/// The model an unknown-model error names: the API says `model: claude-x`.
fn named_model(detail: &str) -> Option<&str> {
    let name = detail.strip_prefix("model:")?.trim();
    (!name.is_empty() && name.len() < 200 && !name.contains(char::is_whitespace)).then_some(name)
}
