//! Incremental parser for the streamed answer of an OpenAI-compatible Chat Completions
//! endpoint, and the builder of the request that asks for it. Sans-IO: bytes in, events out.
//!
//! The request is `POST {base}/chat/completions` with `"stream": true`. The answer body is
//! server-sent events (SSE, `text/event-stream`):
//!
//! ```text
//! : keep-alive                                      <- comment line, ignored
//! data: {"choices":[{"index":0,"delta":{"role":"assistant","content":"Hel"}}]}
//!                                                   <- a blank line ends (dispatches) an event
//! data: {"choices":[{"index":0,"delta":{"tool_calls":[{"index":0,"id":"call_1",
//!        "type":"function","function":{"name":"read","arguments":""}}]}}]}
//!
//! data: {"choices":[{"index":0,"delta":{"tool_calls":[{"index":0,
//!        "function":{"arguments":"{\"path\":"}}]}}]}
//!
//! data: {"choices":[{"index":0,"delta":{},"finish_reason":"tool_calls"}]}
//!
//! data: {"choices":[],"usage":{"prompt_tokens":9,"completion_tokens":4,
//!        "prompt_tokens_details":{"cached_tokens":0}}}
//!
//! data: [DONE]
//! ```
//!
//! (Each `data:` above is one line on the wire.) Lines end in `\n`, `\r\n` or `\r`. A line is
//! `field: value` (one optional space after the colon); only `data` matters here, `event`,
//! `id` and `retry` are ignored. Per the SSE spec the data lines of one event are joined with
//! `\n` and dispatched at the blank line; some servers instead put one JSON per `data:` line
//! with no blank lines between, so a data line is also dispatched as soon as the event's data
//! so far is a complete JSON value.
//!
//! Each JSON is a `chat.completion.chunk`: `choices[0].delta.content` is a piece of text,
//! `choices[0].delta.tool_calls[]` are fragments of tool calls keyed by `index` (the `id` and
//! `function.name` come only in a call's first fragment, `function.arguments` is JSON text cut
//! anywhere), `choices[0].finish_reason` ends the reply, and a last chunk with empty `choices`
//! carries `usage` when `stream_options.include_usage` was asked. `{"error": {...}}` may arrive
//! as a data line instead of a chunk. `data: [DONE]` ends the stream.
//!
//! For robustness the parser also reads an answer that is not a stream at all: a plain JSON
//! `chat.completion` (a server that ignored `"stream": true`) is read whole at the end, and an
//! HTML page (a wrong base URL that lands on a web UI) is reported as an error.

use serde::Serialize;
use serde_json::Value;

use crate::harness::drivers::sse::{self, Events};
use crate::harness::drivers::wire::{count, error_text, sentence, shorten, snippet};
use crate::t;

/// What the stream tells, in the order it tells it.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum StreamEvent {
    /// A piece of assistant text (`choices[0].delta.content`), as soon as it arrives.
    Text(String),
    /// A complete tool call, emitted once its arguments are complete: when the finish_reason
    /// chunk arrives (or at `[DONE]`/end of body), in `index` order. `id` is `call_{index}`
    /// when the server sent none; empty `arguments` are given as `{}`. At a `length` finish the
    /// reply was cut: only calls the model had moved on from are given, the one it was still
    /// writing is dropped.
    ToolCall {
        id: String,
        name: String,
        arguments: String,
    },
    /// `choices[0].finish_reason` ("stop", "tool_calls", "length", …); emitted once.
    Finish { reason: String },
    /// Token counts. Usually one, in the last chunk; a server that repeats usage in several
    /// chunks gives one event per change, and the last one is the total.
    Usage {
        prompt_tokens: u64,
        completion_tokens: u64,
        cached_tokens: Option<u64>,
    },
    /// The stream failed; nothing follows it. `message` is one sentence.
    Error { message: String },
}

/// A Chat Completions stream read as it arrives: feed it the body's bytes, then call
/// [`Body::finish`].
pub type ChatStream = sse::Body<ChatEvents>;

/// Chat Completions chunks, as [`sse::Body`] hands it the stream's lines.
#[derive(Debug, Default)]
pub struct ChatEvents {
    /// Data of the event being read (data lines joined with `\n`).
    data: Option<String>,
    /// Tool calls being assembled from their fragments.
    calls: Vec<PendingCall>,
    /// The index a tool call without one gets: one past the highest index seen.
    next_index: u64,
    /// Tool-call fragments read so far: the clock a call's start and last fragment are told by.
    fragments: u64,
    finish_reason: Option<String>,
    last_usage: Option<StreamEvent>,
    /// `[DONE]`, an error, or `finish` was reached: all further input is ignored.
    done: bool,
}

#[derive(Debug)]
struct PendingCall {
    index: u64,
    id: String,
    name: String,
    arguments: String,
    /// When its first fragment came, and its last (in `fragments`).
    started: u64,
    touched: u64,
}

/// Where a dispatch happens: it decides what incomplete JSON means.
#[derive(Clone, Copy, PartialEq, Eq)]
enum At {
    /// After a data line: incomplete JSON may go on in the next data line.
    Line,
    /// At the blank line ending the event: incomplete JSON is an error.
    Blank,
    /// At the end of the body: incomplete JSON is a cut-off stream, reported as such.
    End,
}

impl Events for ChatEvents {
    type Event = StreamEvent;

    fn line(&mut self, line: &str, out: &mut Vec<StreamEvent>) {
        if line.is_empty() {
            self.dispatch(At::Blank, out);
            return;
        }
        let Some((field, value)) = sse::field(line) else {
            return; // a comment, e.g. `: keep-alive`
        };
        if field == "error" {
            // llama.cpp servers of 2025 send mid-stream errors as a non-standard `error:`
            // field (`error: {"code":400,"message":…}`) instead of a data line.
            let message = serde_json::from_str::<Value>(value)
                .ok()
                .and_then(|v| error_text(&v))
                .unwrap_or_else(|| snippet(value));
            return self.fail(t!("err-openai-server-error", message = message), out);
        }
        if field != "data" {
            return; // `event`, `id`, `retry` and unknown fields say nothing about the reply
        }
        match &mut self.data {
            Some(data) => {
                data.push('\n');
                data.push_str(value);
            }
            None => self.data = Some(value.to_owned()),
        }
        self.dispatch(At::Line, out);
    }

    fn html(&mut self, out: &mut Vec<StreamEvent>) {
        self.fail(t!("err-live-html-stream"), out);
    }

    /// The body ended: what is still pending, and an error if it ended without a
    /// `finish_reason` (a broken stream).
    fn end(&mut self, document: Option<String>, out: &mut Vec<StreamEvent>) {
        match document {
            Some(text) => match serde_json::from_str::<Value>(&text) {
                Ok(v) => self.chunk(&v, out),
                Err(_) => self.fail(
                    t!("err-live-unreadable-json", snippet = snippet(&text)),
                    out,
                ),
            },
            None => self.dispatch(At::End, out),
        }
        if !self.done {
            self.stream_end(out);
        }
    }

    fn done(&self) -> bool {
        self.done
    }
}

impl ChatEvents {
    /// Dispatches the event's data if it is complete (see [`At`]).
    fn dispatch(&mut self, at: At, out: &mut Vec<StreamEvent>) {
        let Some(data) = self.data.take() else {
            return;
        };
        let text = data.trim();
        if text.is_empty() {
            // Empty `data:` lines: nothing yet. A JSON may still follow in this event's next
            // data line, which then starts the data afresh: the lines are trimmed anyway.
            return;
        }
        if text == "[DONE]" {
            self.stream_end(out);
            return;
        }
        match serde_json::from_str::<Value>(text) {
            Ok(v) => self.chunk(&v, out),
            Err(e) if e.is_eof() && at == At::Line => self.data = Some(data),
            // Cut off by the end of the body: `end` reports the missing finish_reason.
            Err(e) if e.is_eof() && at == At::End => {}
            Err(_) => self.fail(t!("err-live-event-not-json", snippet = snippet(text)), out),
        }
    }

    /// One parsed JSON: a chunk, a usage-only chunk, or an error.
    fn chunk(&mut self, v: &Value, out: &mut Vec<StreamEvent>) {
        let not_protocol =
            |v: &Value| t!("err-openai-not-chunk", snippet = snippet(&v.to_string()));
        let Some(obj) = v.as_object() else {
            return self.fail(not_protocol(v), out);
        };
        if let Some(err) = obj.get("error").filter(|e| !e.is_null()) {
            let message = error_text(err).unwrap_or_else(|| snippet(&err.to_string()));
            return self.fail(t!("err-openai-server-error", message = message), out);
        }
        let choices = obj.get("choices").filter(|c| !c.is_null());
        let usage = obj.get("usage").filter(|u| !u.is_null());
        if choices.is_none() && usage.is_none() {
            return self.fail(not_protocol(v), out);
        }
        if let Some(choices) = choices {
            let Some(list) = choices.as_array() else {
                return self.fail(not_protocol(v), out);
            };
            if let Some(choice) = list.first() {
                self.choice(choice, out);
            }
        }
        if let Some(usage) = usage.and_then(parse_usage) {
            if self.last_usage.as_ref() != Some(&usage) {
                self.last_usage = Some(usage.clone());
                out.push(usage);
            }
        }
    }

    fn choice(&mut self, choice: &Value, out: &mut Vec<StreamEvent>) {
        // A streamed chunk has `delta`; a whole (non-streamed) answer has `message`.
        let delta = choice.get("delta").or_else(|| choice.get("message"));
        if let Some(delta) = delta {
            if let Some(text) = delta.get("content").and_then(Value::as_str) {
                if !text.is_empty() {
                    out.push(StreamEvent::Text(text.to_owned()));
                }
            }
            if let Some(fragments) = delta.get("tool_calls").and_then(Value::as_array) {
                for fragment in fragments {
                    self.fragment(fragment);
                }
            }
        }
        // Some servers send "" instead of null in chunks that do not finish.
        let reason = choice.get("finish_reason").and_then(Value::as_str);
        if let Some(reason) = reason.filter(|r| !r.is_empty()) {
            if self.finish_reason.is_none() {
                if reason == "length" {
                    self.drop_unfinished();
                }
                self.flush_calls(out);
                out.push(StreamEvent::Finish {
                    reason: reason.to_owned(),
                });
                self.finish_reason = Some(reason.to_owned());
            }
        }
    }

    /// Adds one tool-call fragment to the call it belongs to.
    fn fragment(&mut self, f: &Value) {
        let index = f.get("index").and_then(Value::as_u64);
        let id = f
            .get("id")
            .and_then(Value::as_str)
            .filter(|s| !s.is_empty());
        let function = f.get("function");
        let name = function
            .and_then(|x| x.get("name"))
            .and_then(Value::as_str)
            .filter(|s| !s.is_empty());
        // Some servers send the arguments as a JSON object rather than as JSON text.
        let arguments = match function.and_then(|x| x.get("arguments")) {
            None | Some(Value::Null) => None,
            Some(Value::String(s)) => Some(s.clone()),
            Some(other) => Some(other.to_string()),
        };
        if index.is_none() && id.is_none() && name.is_none() && arguments.is_none() {
            return;
        }
        self.fragments = self.fragments.saturating_add(1);
        let found = match (index, id) {
            (Some(i), _) => self.calls.iter().position(|c| c.index == i),
            // No index (Ollama, older llama.cpp): a known id continues its call, a new id or
            // a name starts a call, bare arguments continue the latest call.
            (None, Some(id)) => self.calls.iter().position(|c| c.id == id),
            (None, None) if name.is_none() => self.calls.len().checked_sub(1),
            (None, None) => None,
        };
        let slot = match found {
            Some(slot) => slot,
            None => {
                let index = index.unwrap_or(self.next_index);
                self.next_index = self.next_index.max(index.saturating_add(1));
                self.calls.push(PendingCall {
                    index,
                    id: String::new(),
                    name: String::new(),
                    arguments: String::new(),
                    started: self.fragments,
                    touched: self.fragments,
                });
                self.calls.len().saturating_sub(1)
            }
        };
        let Some(call) = self.calls.get_mut(slot) else {
            return;
        };
        call.touched = self.fragments;
        // id and name are whole when they come; servers that repeat them must not double them.
        if let (true, Some(id)) = (call.id.is_empty(), id) {
            call.id = id.to_owned();
        }
        if let (true, Some(name)) = (call.name.is_empty(), name) {
            call.name = name.to_owned();
        }
        if let Some(arguments) = arguments {
            call.arguments.push_str(&arguments);
        }
    }

    /// The reply was cut at the token limit: a call is whole only if another one started after
    /// its last fragment (the model had moved on); the one it was writing, arguments still
    /// streaming, is not a call.
    fn drop_unfinished(&mut self) {
        let latest_start = self.calls.iter().map(|c| c.started).max();
        self.calls
            .retain(|c| latest_start.is_some_and(|latest| c.touched < latest));
    }

    fn flush_calls(&mut self, out: &mut Vec<StreamEvent>) {
        self.calls.sort_by_key(|c| c.index);
        for call in self.calls.drain(..) {
            let id = if call.id.is_empty() {
                format!("call_{}", call.index)
            } else {
                call.id
            };
            // A call without parameters often comes with "" — not valid JSON for the tool.
            let arguments = if call.arguments.trim().is_empty() {
                "{}".to_owned()
            } else {
                call.arguments
            };
            out.push(StreamEvent::ToolCall {
                id,
                name: call.name,
                arguments,
            });
        }
    }

    /// `[DONE]` or the end of the body.
    fn stream_end(&mut self, out: &mut Vec<StreamEvent>) {
        self.flush_calls(out);
        if self.finish_reason.is_none() {
            out.push(StreamEvent::Error {
                message: sentence(&t!("err-live-ended-early")),
            });
        }
        self.data = None;
        self.done = true;
    }

    fn fail(&mut self, message: String, out: &mut Vec<StreamEvent>) {
        // Calls still being assembled are likely cut: they are dropped, not run.
        self.calls.clear();
        self.data = None;
        self.done = true;
        out.push(StreamEvent::Error {
            message: sentence(&message),
        });
    }
}

fn parse_usage(u: &Value) -> Option<StreamEvent> {
    let prompt = count(u.get("prompt_tokens"));
    let completion = count(u.get("completion_tokens"));
    if prompt.is_none() && completion.is_none() {
        return None;
    }
    // DeepSeek reports the cache as `prompt_cache_hit_tokens`.
    let cached = count(
        u.get("prompt_tokens_details")
            .and_then(|d| d.get("cached_tokens")),
    )
    .or_else(|| count(u.get("prompt_cache_hit_tokens")));
    Some(StreamEvent::Usage {
        prompt_tokens: prompt.unwrap_or(0),
        completion_tokens: completion.unwrap_or(0),
        cached_tokens: cached,
    })
}

/// A clear one-sentence message for an HTTP error answer (status + body that is usually
/// `{"error":{"message":..., "type":..., "code":...}}` but may be HTML, plain text or empty).
pub fn http_error_message(status: u16, body: &str) -> String {
    let trimmed = body.trim();
    let html = trimmed.starts_with('<');
    let detail = match serde_json::from_str::<Value>(trimmed) {
        // OpenAI: {"error":{"message"}}; Ollama: {"error":"…"}; vLLM: {"message"};
        // FastAPI-based servers: {"detail":"…"}.
        Ok(v) => v
            .get("error")
            .and_then(error_text)
            .or_else(|| v.get("message").and_then(error_text))
            .or_else(|| v.get("detail").and_then(error_text)),
        Err(_) if html || trimmed.is_empty() => None,
        Err(_) => trimmed.lines().next().map(|l| shorten(l, 300)),
    };
    let detail = detail.filter(|d| !d.is_empty());
    // The status as digits: a code, not a count.
    let code = status.to_string();
    let lead = match status {
        401 => t!("err-openai-http-401"),
        403 => t!("err-openai-http-403"),
        404 => match detail.as_deref().and_then(quoted_model) {
            Some(model) => t!("err-live-http-404-model", model = model),
            None => t!("err-openai-http-404"),
        },
        408 | 504 => t!("err-openai-http-timeout", status = code),
        413 => t!("err-openai-http-413"),
        429 => t!("err-openai-http-429"),
        400 | 422 => t!("err-openai-http-rejected", status = code),
        500 => t!("err-openai-http-500"),
        502 | 503 => t!("err-openai-http-unavailable", status = code),
        s if s >= 500 => t!("err-openai-http-failed", status = code),
        _ => t!("err-openai-http-other", status = code),
    };
    let message = match detail {
        Some(detail) => t!("err-live-http-detail", lead = lead, detail = detail),
        None if html => t!("err-live-http-html", lead = lead),
        None => lead,
    };
    sentence(&message)
}

/// The model named in an error message, as in "The model `x` does not exist" (OpenAI, vLLM)
/// or `model "x" not found` (Ollama).
fn quoted_model(detail: &str) -> Option<&str> {
    // ASCII lowercasing keeps byte offsets valid for `detail`.
    let lower = detail.to_ascii_lowercase();
    let mut from = 0;
    while let Some(found) = lower.get(from..).and_then(|s| s.find("model")) {
        let after = from.saturating_add(found).saturating_add("model".len());
        from = after;
        let rest = detail.get(after..)?.trim_start_matches([' ', ':']);
        let Some(quote) = rest
            .chars()
            .next()
            .filter(|c| matches!(c, '`' | '"' | '\''))
        else {
            continue;
        };
        let inner = rest.get(quote.len_utf8()..)?;
        if let Some(name) = inner.split(quote).next().filter(|n| {
            !n.is_empty() && n.len() < 200 && inner.len() > n.len() // closed by the quote
        }) {
            return Some(name);
        }
    }
    None
}

/// A tool the model may call.
pub struct ToolSpec<'a> {
    pub name: &'a str,
    pub description: &'a str,
    /// JSON Schema of the arguments.
    pub parameters: Value,
}

/// One message of the conversation sent to the model.
pub enum ChatMessage<'a> {
    System(&'a str),
    User(&'a str),
    Assistant {
        text: &'a str,
        /// (id, name, arguments as JSON text)
        tool_calls: Vec<(&'a str, &'a str, &'a str)>,
    },
    Tool {
        call_id: &'a str,
        content: &'a str,
    },
}

// Wire shapes: structs rather than `json!` so the keys keep a readable order.
#[derive(Serialize)]
struct Body<'a> {
    model: &'a str,
    messages: Vec<WireMessage<'a>>,
    #[serde(skip_serializing_if = "Vec::is_empty")]
    tools: Vec<WireTool<'a>>,
    stream: bool,
    stream_options: StreamOptions,
}

#[derive(Serialize)]
struct StreamOptions {
    include_usage: bool,
}

#[derive(Serialize)]
struct WireTool<'a> {
    #[serde(rename = "type")]
    kind: &'static str,
    function: WireFunction<'a>,
}

#[derive(Serialize)]
struct WireFunction<'a> {
    name: &'a str,
    description: &'a str,
    parameters: &'a Value,
}

#[derive(Serialize)]
struct WireMessage<'a> {
    role: &'static str,
    #[serde(skip_serializing_if = "Option::is_none")]
    tool_call_id: Option<&'a str>,
    /// Always written: `null` for an assistant turn that only calls tools.
    content: Option<&'a str>,
    #[serde(skip_serializing_if = "Vec::is_empty")]
    tool_calls: Vec<WireCall<'a>>,
}

#[derive(Serialize)]
struct WireCall<'a> {
    id: &'a str,
    #[serde(rename = "type")]
    kind: &'static str,
    function: WireCallFunction<'a>,
}

#[derive(Serialize)]
struct WireCallFunction<'a> {
    name: &'a str,
    arguments: &'a str,
}

/// The JSON body of a streamed `POST {base}/chat/completions` request.
pub fn request_body(model: &str, messages: &[ChatMessage], tools: &[ToolSpec]) -> String {
    let plain = |role, content| WireMessage {
        role,
        tool_call_id: None,
        content: Some(content),
        tool_calls: Vec::new(),
    };
    let messages = messages
        .iter()
        .map(|m| match m {
            ChatMessage::System(text) => plain("system", text),
            ChatMessage::User(text) => plain("user", text),
            ChatMessage::Assistant { text, tool_calls } => WireMessage {
                role: "assistant",
                tool_call_id: None,
                // Some servers reject "" beside tool calls; null is what OpenAI sends.
                content: (!text.is_empty() || tool_calls.is_empty()).then_some(*text),
                tool_calls: tool_calls
                    .iter()
                    .map(|(id, name, arguments)| WireCall {
                        id,
                        kind: "function",
                        function: WireCallFunction { name, arguments },
                    })
                    .collect(),
            },
            ChatMessage::Tool { call_id, content } => WireMessage {
                role: "tool",
                tool_call_id: Some(call_id),
                content: Some(content),
                tool_calls: Vec::new(),
            },
        })
        .collect();
    let body = Body {
        model,
        messages,
        tools: tools
            .iter()
            .map(|t| WireTool {
                kind: "function",
                function: WireFunction {
                    name: t.name,
                    description: t.description,
                    parameters: &t.parameters,
                },
            })
            .collect(),
        stream: true,
        stream_options: StreamOptions {
            include_usage: true,
        },
    };
    // Serializing these types cannot fail (string keys only); no panic path either way.
    serde_json::to_string(&body).unwrap_or_default()
}
