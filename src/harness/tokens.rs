//! Token estimates and prompt-cache accounting.
//!
//! The estimate: one token per 4 characters of text, rounded up, plus a fixed framing cost per
//! message (4 tokens) and per tool description (10 tokens), plus a typical provider system
//! prompt of 2,300 tokens in front of every request. Real tokenizers differ by tens of percent;
//! what matters here is the shape: the request grows with the thread and its front is cached.

use super::schema::{Message, Tool};

/// Tokens of the system prompt a provider and harness put in front of every request.
pub const TYPICAL_SYSTEM_PROMPT_TOKENS: u64 = 2_300;
const MESSAGE_FRAMING_TOKENS: u64 = 4;
const TOOL_FRAMING_TOKENS: u64 = 10;

/// Estimated tokens of a piece of text: about 4 characters per token.
pub fn text_tokens(text: &str) -> u64 {
    (text.chars().count() as u64).div_ceil(4)
}

/// Estimated tokens of one thread message, framing included.
pub fn message_tokens(message: &Message) -> u64 {
    MESSAGE_FRAMING_TOKENS
        + match message {
            Message::User { text } => text_tokens(text),
            Message::Assistant { text, tool_calls } => {
                text_tokens(text)
                    + tool_calls
                        .iter()
                        .map(|c| text_tokens(&c.id) + text_tokens(&c.tool) + text_tokens(&c.input))
                        .sum::<u64>()
            }
            Message::Tool { result } => text_tokens(&result.call_id) + text_tokens(&result.output),
        }
}

/// Estimated tokens of the tool list as the llm reads it.
pub fn tools_tokens(tools: &[Tool]) -> u64 {
    tools
        .iter()
        .map(|t| TOOL_FRAMING_TOKENS + text_tokens(&t.name) + text_tokens(&t.description))
        .sum()
}

/// Where a part of the context comes from.
#[derive(Clone, Copy, Debug, PartialEq, Eq, serde::Serialize)]
#[serde(rename_all = "kebab-case")]
pub enum Source {
    SystemPrompt,
    Instructions,
    Tools,
    User,
    Assistant,
    ToolResult,
}

impl Source {
    /// The sources of thread messages, in the order a thread first has them.
    pub const THREAD: [Source; 3] = [Source::User, Source::Assistant, Source::ToolResult];

    /// The source of a thread message.
    pub fn of(message: &Message) -> Source {
        match message {
            Message::User { .. } => Source::User,
            Message::Assistant { .. } => Source::Assistant,
            Message::Tool { .. } => Source::ToolResult,
        }
    }

    /// A short name for people.
    pub fn label(self) -> &'static str {
        match self {
            Source::SystemPrompt => "system prompt",
            Source::Instructions => "instructions",
            Source::Tools => "tools",
            Source::User => "user",
            Source::Assistant => "assistant",
            Source::ToolResult => "tool result",
        }
    }
}

/// A request's size, and how much of it the provider can take from its prompt cache.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, serde::Serialize)]
pub struct Context {
    pub total: u64,
    pub cached: u64,
}

impl Context {
    /// Tokens the llm has to read afresh.
    pub fn new_tokens(self) -> u64 {
        self.total - self.cached
    }
}

/// The shape of a request that decides its cache hit: the head (system prompt, instructions,
/// tools) and how many thread messages follow it.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct RequestShape {
    /// Identifies the head's content; two requests with the same id have the same head.
    pub head_id: u64,
    pub head_tokens: u64,
    pub thread_len: usize,
    pub total: u64,
}

/// Cached tokens of `current` given the session's `previous` request.
///
/// The cache holds the longest common prefix. Because a session's thread only grows, the
/// previous request is a prefix of the current one whenever their heads match, so the whole
/// previous request is cached; with another head only the system prompt is shared. This keeps
/// the cost per turn constant instead of comparing the whole thread again.
pub fn cached_tokens(previous: Option<RequestShape>, current: RequestShape) -> u64 {
    match previous {
        None => 0,
        Some(p) if p.head_id == current.head_id && p.thread_len <= current.thread_len => p.total,
        Some(_) => TYPICAL_SYSTEM_PROMPT_TOKENS.min(current.total),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn about_four_characters_per_token_rounded_up() {
        assert_eq!(text_tokens(""), 0);
        assert_eq!(text_tokens("abcd"), 1);
        assert_eq!(text_tokens("abcde"), 2);
        // Characters, not bytes: four emoji are one token, not four.
        assert_eq!(text_tokens("😀😀😀😀"), 1);
    }

    #[test]
    fn messages_pay_framing() {
        let m = Message::User {
            text: "abcd".into(),
        };
        assert_eq!(message_tokens(&m), 5);
    }

    #[test]
    fn whole_previous_request_is_cached_when_the_head_matches() {
        let prev = RequestShape {
            head_id: 1,
            head_tokens: 2400,
            thread_len: 1,
            total: 2410,
        };
        let cur = RequestShape {
            head_id: 1,
            head_tokens: 2400,
            thread_len: 3,
            total: 2450,
        };
        assert_eq!(cached_tokens(None, cur), 0);
        assert_eq!(cached_tokens(Some(prev), cur), 2410);
        let other_head = RequestShape { head_id: 2, ..cur };
        assert_eq!(
            cached_tokens(Some(prev), other_head),
            TYPICAL_SYSTEM_PROMPT_TOKENS
        );
    }
}
