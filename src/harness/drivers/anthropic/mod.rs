//! A live model behind Anthropic's Messages API, as far as the core goes without I/O: where
//! the request goes and with which headers, its body for one of the harness's requests (with
//! prompt-cache breakpoints), the streamed answer turned into the harness's llm events, and
//! the words for an HTTP error. The fetch, the stream reader and the abort live on the page.

pub mod limits;
mod request;
pub mod stream;

pub use request::{breakpoints, request_body, MAX_TOKENS};

use crate::harness::drivers::wire::{self, sentence, Translate};
use crate::harness::protocol::schema::{LlmEvent, ToolCall, Usage};
use crate::t;
use stream::{cuts_the_reply, MessageEvents, StreamEvent};

/// The API version every request names; the stream format above is this version's.
pub const API_VERSION: &str = "2023-06-01";

/// The address to `POST` a request to, given a base URL: `{base}/messages` under a base
/// ending in `/v1` (`https://api.anthropic.com/v1`, as the OpenAI-compatible endpoints are
/// given), else `{base}/v1/messages` (`https://api.anthropic.com`, as Anthropic's own SDKs
/// take it).
pub fn messages_url(base: &str) -> String {
    let base = base.trim().trim_end_matches('/');
    if base.ends_with("/v1") {
        format!("{base}/messages")
    } else {
        format!("{base}/v1/messages")
    }
}

/// The request's headers, in order. The key goes in `x-api-key` (left out when empty, for a
/// proxy that adds its own); the page must never show or log these values. See
/// [`BROWSER_ACCESS`] for the last one.
pub fn headers(key: &str) -> Vec<(&'static str, String)> {
    let key = key.trim();
    let mut headers = Vec::with_capacity(4);
    if !key.is_empty() {
        headers.push(("x-api-key", key.to_owned()));
    }
    headers.extend([
        ("anthropic-version", API_VERSION.to_owned()),
        ("content-type", "application/json".to_owned()),
        (
            "anthropic-dangerous-direct-browser-access",
            "true".to_owned(),
        ),
    ]);
    headers
}

/// A streamed answer read as it arrives, turned into the events the harness takes, in its
/// order: text and tool calls as they come, a cut if the reply was cut, then the API's count,
/// then the finish; or an error.
///
/// The stop reasons: `max_tokens` and `model_context_window_exceeded` cut the reply (no call
/// it was still writing is given). `pause_turn` is a cut too: the API paused a long turn of
/// its own server tools (which this harness does not offer) and wants the reply sent back to
/// go on; what arrived stands, and the page says the reply stopped short. `refusal` is an
/// error that trying again will not change: the model declined, and its partial reply is not
/// kept in the thread. Any other reason (`end_turn`, `tool_use`, `stop_sequence`, and reasons
/// added later) is a plain finish.
pub type LiveReply = wire::LiveReply<Messages>;

/// What the Messages API's stream events are to the harness (see [`LiveReply`]).
#[derive(Debug, Default)]
pub struct Messages {
    usage: Option<Usage>,
    cut: bool,
}

impl Translate for Messages {
    type Events = MessageEvents;

    fn take(
        &mut self,
        events: Vec<StreamEvent>,
        _stream_done: bool,
        out: &mut Vec<LlmEvent>,
    ) -> bool {
        for event in events {
            match event {
                StreamEvent::Text(text) => out.push(LlmEvent::Text { text }),
                StreamEvent::ToolCall { id, name, input } => out.push(LlmEvent::ToolCall {
                    call: ToolCall {
                        id,
                        tool: name,
                        input,
                    },
                }),
                StreamEvent::Usage(counts) => self.usage = Some(counts.usage()),
                StreamEvent::Stop {
                    reason,
                    explanation,
                    ..
                } if reason == "refusal" => {
                    let said = match explanation {
                        Some(why) => t!("err-anthropic-refusal-why", why = why),
                        None => t!("err-anthropic-refusal"),
                    };
                    out.push(LlmEvent::Error {
                        message: sentence(&said),
                        retryable: false,
                        answered: None,
                    });
                    return true;
                }
                StreamEvent::Stop { reason, .. } => {
                    self.cut = cuts_the_reply(&reason) || reason == "pause_turn";
                }
                StreamEvent::End => {
                    if self.cut {
                        out.push(LlmEvent::Cut {});
                    }
                    out.extend(self.usage.take().map(|usage| LlmEvent::Usage { usage }));
                    out.push(LlmEvent::Finish {});
                    return true;
                }
                StreamEvent::Error { message, retryable } => {
                    out.push(LlmEvent::Error {
                        message,
                        retryable,
                        answered: None,
                    });
                    return true;
                }
                // The harness has no use for the message's id or the model's thinking.
                StreamEvent::Start { .. } | StreamEvent::Thinking(_) => {}
            }
        }
        false
    }
}

/// An answer with an HTTP error status instead of a stream, in the API's words (see
/// [`wire::http_error`] for which are retried).
/// `retry_after_ms`: the wait it asked for, read from its headers.
pub fn http_error(status: u16, body: &str, retry_after_ms: Option<u64>) -> LlmEvent {
    wire::http_error(
        status,
        stream::http_error_message(status, body),
        retry_after_ms,
    )
}

/// The request never got an answer: no server at that address, no network, or a proxy that
/// does not allow this page's origin (the browser says no more than that).
pub fn unreachable(url: &str, origin: &str) -> LlmEvent {
    LlmEvent::Error {
        message: t!("err-anthropic-unreachable", url = url, origin = origin),
        retryable: false,
        answered: None,
    }
}
