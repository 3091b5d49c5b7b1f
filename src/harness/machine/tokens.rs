//! Token estimates.
//!
//! One token per 4 characters of text, rounded up, plus a fixed framing cost per message
//! (4 tokens) and per tool description (10 tokens), plus a typical provider system prompt of
//! 2,300 tokens in front of every request. Real tokenizers differ by tens of percent; what
//! matters here is the shape: the request grows with the thread and its front is cached. A live
//! model's server reports its own counts, which the page prefers.

use crate::harness::protocol::schema::{Message, NoteKind, Tool};

/// Tokens of the system prompt a provider and harness put in front of every request.
pub const TYPICAL_SYSTEM_PROMPT_TOKENS: u64 = 2_300;
const MESSAGE_FRAMING_TOKENS: u64 = 4;
const TOOL_FRAMING_TOKENS: u64 = 10;

/// Estimated tokens of a piece of text: about 4 characters per token.
pub fn text_tokens(text: &str) -> u64 {
    (text.chars().count() as u64).div_ceil(CHARS_PER_TOKEN)
}

/// The estimate's characters per token.
pub const CHARS_PER_TOKEN: u64 = 4;

/// Estimated tokens of one thread message, framing included.
pub fn message_tokens(message: &Message) -> u64 {
    MESSAGE_FRAMING_TOKENS
        + match message {
            Message::User { text } | Message::Summary { text } | Message::Reminder { text, .. } => {
                text_tokens(text)
            }
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
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Source {
    SystemPrompt,
    Instructions,
    Tools,
    Summary,
    User,
    Assistant,
    ToolResult,
    /// Notes the harness added, by what they carry (`NoteKind`).
    Reminder,
    Memory,
    SkillList,
    Skill,
    ToolNames,
    ToolSchemas,
}

impl Source {
    /// The sources of thread messages, in the order the context bar stacks them.
    pub const THREAD: [Source; 10] = [
        Source::Summary,
        Source::User,
        Source::Assistant,
        Source::ToolResult,
        Source::Reminder,
        Source::Memory,
        Source::SkillList,
        Source::Skill,
        Source::ToolNames,
        Source::ToolSchemas,
    ];

    /// The source of a thread message.
    pub fn of(message: &Message) -> Source {
        match message {
            Message::User { .. } => Source::User,
            Message::Assistant { .. } => Source::Assistant,
            Message::Tool { .. } => Source::ToolResult,
            Message::Summary { .. } => Source::Summary,
            Message::Reminder { about, .. } => match about {
                NoteKind::Reminder => Source::Reminder,
                NoteKind::Memory => Source::Memory,
                NoteKind::SkillList => Source::SkillList,
                NoteKind::Skill => Source::Skill,
                NoteKind::ToolNames => Source::ToolNames,
                NoteKind::ToolSchemas => Source::ToolSchemas,
            },
        }
    }

    /// Its place in `THREAD`; `None` for the parts before the thread.
    pub fn thread_slot(self) -> Option<usize> {
        Source::THREAD.iter().position(|s| *s == self)
    }

    /// A short name for people.
    pub fn label(self) -> &'static str {
        match self {
            Source::SystemPrompt => "system prompt",
            Source::Instructions => "instructions",
            Source::Tools => "tools",
            Source::Summary => "summary",
            Source::User => "user",
            Source::Assistant => "assistant",
            Source::ToolResult => "tool result",
            Source::Reminder => "reminder",
            Source::Memory => "memory",
            Source::SkillList => "skill descriptions",
            Source::Skill => "skill bodies",
            Source::ToolNames => "tool names",
            Source::ToolSchemas => "tool schemas",
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::harness::protocol::schema::{ToolCall, ToolResult};

    #[test]
    fn about_four_characters_per_token_rounded_up() {
        assert_eq!(text_tokens(""), 0);
        assert_eq!(text_tokens("abcd"), 1);
        assert_eq!(text_tokens("abcde"), 2);
        // Characters, not bytes: four emoji are one token, not four.
        assert_eq!(text_tokens("😀😀😀😀"), 1);
    }

    #[test]
    fn every_message_pays_its_framing_and_its_text() {
        let user = Message::User {
            text: "abcd".into(),
        };
        assert_eq!(message_tokens(&user), 5);
        let summary = Message::Summary {
            text: "abcdefgh".into(),
        };
        assert_eq!(message_tokens(&summary), 6);
        let assistant = Message::Assistant {
            text: "abcd".into(),
            tool_calls: vec![ToolCall {
                id: "c1".into(),
                tool: "read".into(),
                input: "abcdefgh".into(),
            }],
        };
        // 4 framing + 1 text + (1 id + 1 tool + 2 input).
        assert_eq!(message_tokens(&assistant), 9);
        let tool = Message::Tool {
            result: ToolResult {
                call_id: "c1".into(),
                output: "abcdefghi".into(),
                error: None,
            },
        };
        assert_eq!(message_tokens(&tool), 4 + 1 + 3);
    }

    #[test]
    fn tools_pay_framing_name_and_description() {
        let tools = [Tool {
            name: "read".into(),
            description: "abcdefgh".into(),
        }];
        assert_eq!(tools_tokens(&tools), 10 + 1 + 2);
        assert_eq!(tools_tokens(&[]), 0);
    }

    #[test]
    fn thread_sources_have_slots_and_the_head_has_none() {
        assert_eq!(Source::Summary.thread_slot(), Some(0));
        assert_eq!(Source::ToolResult.thread_slot(), Some(3));
        assert_eq!(Source::Tools.thread_slot(), None);
    }

    #[test]
    fn each_source_has_the_name_the_context_bar_shows() {
        let names: Vec<&str> = [
            Source::SystemPrompt,
            Source::Instructions,
            Source::Tools,
            Source::Summary,
            Source::User,
            Source::Assistant,
            Source::ToolResult,
        ]
        .into_iter()
        .map(Source::label)
        .collect();
        assert_eq!(
            names,
            [
                "system prompt",
                "instructions",
                "tools",
                "summary",
                "user",
                "assistant",
                "tool result"
            ]
        );
    }
}
