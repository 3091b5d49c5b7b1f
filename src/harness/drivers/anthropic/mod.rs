//! A live model behind Anthropic's Messages API, as far as the core goes without I/O: the
//! streamed answer turned into the harness's llm events, and the words for an HTTP error. The fetch, the stream reader and the abort live on the page.

pub mod cache;
pub mod stream;

use crate::harness::drivers::wire::sentence;
use crate::harness::protocol::schema::{LlmEvent, ToolCall, Usage};
use stream::{cuts_the_reply, MessageStream, StreamEvent};

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
#[derive(Debug, Default)]
pub struct LiveReply {
    stream: MessageStream,
    usage: Option<Usage>,
    cut: bool,
    /// The finish or an error has been given: nothing more is.
    ended: bool,
}

impl LiveReply {
    pub fn new() -> Self {
        Self::default()
    }

    /// The next bytes of the body.
    pub fn feed(&mut self, bytes: &[u8]) -> Vec<LlmEvent> {
        let events = self.stream.feed(bytes);
        self.take(events)
    }

    /// The body ended.
    pub fn end(&mut self) -> Vec<LlmEvent> {
        let events = self.stream.finish();
        self.take(events)
    }

    /// Whether the harness has had the reply's last event.
    pub fn ended(&self) -> bool {
        self.ended
    }

    fn take(&mut self, events: Vec<StreamEvent>) -> Vec<LlmEvent> {
        let mut out = Vec::new();
        if self.ended {
            return out;
        }
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
                    let why = explanation.map(|e| format!(": {e}")).unwrap_or_default();
                    return self.error(
                        sentence(&format!(
                            "The model declined to answer (stop reason: refusal){why}"
                        )),
                        false,
                        out,
                    );
                }
                StreamEvent::Stop { reason, .. } => {
                    self.cut = cuts_the_reply(&reason) || reason == "pause_turn";
                }
                StreamEvent::End => {
                    self.ended = true;
                    if self.cut {
                        out.push(LlmEvent::Cut {});
                    }
                    out.extend(self.usage.take().map(|usage| LlmEvent::Usage { usage }));
                    out.push(LlmEvent::Finish {});
                }
                StreamEvent::Error { message, retryable } => {
                    return self.error(message, retryable, out);
                }
                // The harness has no use for the message's id or the model's thinking.
                StreamEvent::Start { .. } | StreamEvent::Thinking(_) => {}
            }
        }
        out
    }

    fn error(&mut self, message: String, retryable: bool, mut out: Vec<LlmEvent>) -> Vec<LlmEvent> {
        self.ended = true;
        out.push(LlmEvent::Error { message, retryable });
        out
    }
}

/// An answer with an HTTP error status instead of a stream: an overloaded, failing or
/// rate-limiting API may be asked again (429, 5xx, 529 among them); a refused key, an unknown
/// model or a malformed request may not.
pub fn http_error(status: u16, body: &str) -> LlmEvent {
    LlmEvent::Error {
        message: stream::http_error_message(status, body),
        retryable: status == 429 || status >= 500,
    }
}

/// The request never got an answer: no server at that address, no network, or a proxy that
/// does not allow this page's origin (the browser says no more than that).
pub fn unreachable(url: &str, origin: &str) -> LlmEvent {
    LlmEvent::Error {
        message: format!(
            "Could not reach {url}. Check the base URL (https://api.anthropic.com/v1 for Anthropic's API) and the network; a proxy in between must allow requests from this page ({origin})."
        ),
        retryable: false,
    }
}
