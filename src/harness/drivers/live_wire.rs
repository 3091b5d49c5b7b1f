//! A live model, whichever wire it speaks: the one place that chooses between Chat Completions
//! (`openai`) and Anthropic's Messages API (`anthropic`) for the page's driver: where a request
//! goes, with which headers and body, how its answer is read, how the provider's prompt cache
//! counts, and the words for a failure. Pure, like the two halves it picks from.

pub use super::wire::retry_after_ms;
use super::{anthropic, openai};
use crate::harness::machine::{CacheProfile, RequestRef};
use crate::harness::protocol::schema::LlmEvent;

/// The wire a live model speaks.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub enum Protocol {
    /// OpenAI-compatible Chat Completions: OpenAI, OpenRouter, Ollama, llama.cpp, vLLM, …
    #[default]
    ChatCompletions,
    /// Anthropic's Messages API.
    AnthropicMessages,
}

impl Protocol {
    pub const ALL: [Protocol; 2] = [Protocol::ChatCompletions, Protocol::AnthropicMessages];

    /// Its name, as the dialog's choice says it.
    pub fn label(self) -> &'static str {
        match self {
            Protocol::ChatCompletions => "Chat Completions",
            Protocol::AnthropicMessages => "Anthropic Messages",
        }
    }

    /// The address to `POST` a request to, given the endpoint's base URL.
    pub fn url(self, base: &str) -> String {
        match self {
            Protocol::ChatCompletions => {
                format!("{}/chat/completions", base.trim().trim_end_matches('/'))
            }
            Protocol::AnthropicMessages => anthropic::messages_url(base),
        }
    }

    /// The request's headers. Their values hold the key: never show or log them.
    pub fn headers(self, key: &str) -> Vec<(&'static str, String)> {
        match self {
            Protocol::ChatCompletions => {
                let key = key.trim();
                let mut headers = vec![("content-type", "application/json".to_owned())];
                if !key.is_empty() {
                    headers.push(("authorization", format!("Bearer {key}")));
                }
                headers
            }
            Protocol::AnthropicMessages => anthropic::headers(key),
        }
    }

    /// The JSON body for one of the harness's requests.
    pub fn body(self, model: &str, request: RequestRef<'_>) -> String {
        match self {
            Protocol::ChatCompletions => openai::request_body(model, request),
            Protocol::AnthropicMessages => anthropic::request_body(model, request),
        }
    }

    /// A reader for one streamed answer.
    pub fn reply(self) -> LiveReply {
        match self {
            Protocol::ChatCompletions => LiveReply::ChatCompletions(openai::LiveReply::new()),
            Protocol::AnthropicMessages => {
                LiveReply::AnthropicMessages(anthropic::LiveReply::new())
            }
        }
    }

    /// An answer with an HTTP error status instead of a stream, and the wait it asked for
    /// (see [`retry_after_ms`]).
    pub fn http_error(self, status: u16, body: &str, retry_after_ms: Option<u64>) -> LlmEvent {
        match self {
            Protocol::ChatCompletions => openai::http_error(status, body, retry_after_ms),
            Protocol::AnthropicMessages => anthropic::http_error(status, body, retry_after_ms),
        }
    }

    /// The request never got an answer.
    pub fn unreachable(self, url: &str, origin: &str) -> LlmEvent {
        match self {
            Protocol::ChatCompletions => openai::unreachable(url, origin),
            Protocol::AnthropicMessages => anthropic::unreachable(url, origin),
        }
    }

    /// How the provider's prompt cache counts for `model`: OpenAI's automatic prefix caching
    /// for Chat Completions (the servers that cache at all do it by prefix), Anthropic's
    /// breakpoints with the model's minimum for the Messages API.
    pub fn cache_profile(self, model: &str) -> CacheProfile {
        match self {
            Protocol::ChatCompletions => CacheProfile::default(),
            Protocol::AnthropicMessages => {
                CacheProfile::anthropic(anthropic::limits::min_cacheable_tokens(model))
            }
        }
    }
}

/// One streamed answer being read, in the wire's own parser.
#[derive(Debug)]
pub enum LiveReply {
    ChatCompletions(openai::LiveReply),
    AnthropicMessages(anthropic::LiveReply),
}

impl LiveReply {
    /// The next bytes of the body: the events they completed.
    pub fn feed(&mut self, bytes: &[u8]) -> Vec<LlmEvent> {
        match self {
            LiveReply::ChatCompletions(r) => r.feed(bytes),
            LiveReply::AnthropicMessages(r) => r.feed(bytes),
        }
    }

    /// The body ended.
    pub fn end(&mut self) -> Vec<LlmEvent> {
        match self {
            LiveReply::ChatCompletions(r) => r.end(),
            LiveReply::AnthropicMessages(r) => r.end(),
        }
    }

    /// Whether the harness has had the reply's last event.
    pub fn ended(&self) -> bool {
        match self {
            LiveReply::ChatCompletions(r) => r.ended(),
            LiveReply::AnthropicMessages(r) => r.ended(),
        }
    }
}
