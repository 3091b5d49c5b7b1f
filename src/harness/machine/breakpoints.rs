//! Where a careful harness marks Anthropic's prompt-cache breakpoints (`cache_control`): after
//! the tools, after the system block, and on the thread's last message the wire carries. One
//! rule, read by the machine's model of the cache and by the Messages API driver that writes
//! the marks, so what the page models is what the request asks for.

use crate::harness::protocol::schema::{Message, Tool};

/// Where a request's breakpoints sit. The API caches the prefix up to each one, in its order:
/// tools, then system, then messages.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Breakpoints {
    /// On the last tool: the tools are cached (none without tools).
    pub after_tools: bool,
    /// On the system block: tools and instructions are cached (none without instructions).
    pub after_system: bool,
    /// On the last block of this thread message (its index in the request's thread): the
    /// whole prefix up to it is cached, so the next request, which repeats it, reads it. A
    /// summary request's instruction comes after it and is not cached.
    pub end_of_thread: Option<usize>,
}

impl Breakpoints {
    /// The marks for a request of `instructions`, `tools` and `thread`.
    pub fn of(instructions: &str, tools: &[Tool], thread: &[Message]) -> Breakpoints {
        Breakpoints {
            after_tools: !tools.is_empty(),
            after_system: has_text(instructions),
            end_of_thread: thread.iter().rposition(on_the_wire),
        }
    }

    /// How many `cache_control` marks the request carries (the API allows 4).
    pub fn count(self) -> usize {
        usize::from(self.after_tools)
            + usize::from(self.after_system)
            + usize::from(self.end_of_thread.is_some())
    }
}

/// Text the API takes as a block: it refuses empty text blocks.
pub fn has_text(text: &str) -> bool {
    !text.trim().is_empty()
}

/// Whether a thread message is sent at all: an empty user text, or a reply with neither text
/// nor calls, is left out of the request.
pub fn on_the_wire(message: &Message) -> bool {
    match message {
        Message::User { text } | Message::Reminder { text, .. } => has_text(text),
        Message::Assistant { text, tool_calls } => has_text(text) || !tool_calls.is_empty(),
        Message::Summary { .. } | Message::Tool { .. } => true,
    }
}
