//! The llm side: a trait any provider could implement, and the scripted llm the demo uses.

use super::schema::{LlmEvent, LlmRequest, Message, Tool, ToolCall};

/// A request as the runner hands it over, borrowed so a long thread is not copied per turn.
#[derive(Clone, Copy, Debug)]
pub struct RequestRef<'a> {
    pub instructions: &'a str,
    pub tools: &'a [Tool],
    pub thread: &'a [Message],
}

impl RequestRef<'_> {
    /// The request with the article's `LlmRequest` shape.
    pub fn to_request(self) -> LlmRequest {
        LlmRequest {
            instructions: self.instructions.to_string(),
            thread: self.thread.to_vec(),
            tools: self.tools.to_vec(),
        }
    }
}

/// Anything that answers a request with a stream of events, ending with `finish`.
pub trait Llm {
    fn reply(&mut self, request: RequestRef<'_>) -> Vec<LlmEvent>;
}

/// One scripted reply: what the llm says and which tools it asks for.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct ScriptedReply {
    pub text: String,
    pub tool_calls: Vec<ScriptedCall>,
    /// What it says instead when a tool it asked for last turn did not run.
    pub if_refused: Option<String>,
}

/// A tool call in a script; the llm gives it an id when it makes it.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct ScriptedCall {
    pub tool: String,
    pub input: String,
}

/// Tool outputs that say a call did not run. The scripted llm reads them the way a real one
/// reads any tool result.
pub const NOT_RUN_PREFIX: &str = "Not run:";
pub const ERROR_PREFIX: &str = "Error:";

/// An llm whose replies were written in advance, used in order, one per request.
#[derive(Clone, Debug)]
pub struct ScriptedLlm {
    replies: Vec<ScriptedReply>,
    next: usize,
    calls_made: u32,
}

impl ScriptedLlm {
    pub fn new(replies: Vec<ScriptedReply>) -> Self {
        ScriptedLlm {
            replies,
            next: 0,
            calls_made: 0,
        }
    }

    /// Why calls did not run, from the tool results since the llm last spoke. Errors (an
    /// unknown tool, a missing file) are not in here: the script answers those itself.
    fn refused(thread: &[Message]) -> Vec<&str> {
        thread
            .iter()
            .rev()
            .take_while(|m| !matches!(m, Message::Assistant { .. }))
            .filter_map(|m| match m {
                Message::Tool { result } => {
                    result.output.strip_prefix(NOT_RUN_PREFIX).map(str::trim)
                }
                _ => None,
            })
            .collect()
    }
}

impl Llm for ScriptedLlm {
    fn reply(&mut self, request: RequestRef<'_>) -> Vec<LlmEvent> {
        let entry = self.replies.get(self.next).cloned();
        self.next += 1;
        let refused = Self::refused(request.thread);
        let (text, calls) = match entry {
            None => (
                "That is the end of my script, so I will stop here.".to_string(),
                vec![],
            ),
            Some(entry) if !refused.is_empty() => match entry.if_refused {
                Some(text) => (text, vec![]),
                // No scripted answer for this: say plainly what happened and stop.
                None => (
                    format!(
                        "I could not finish: {} So I will stop here and leave the rest to you.",
                        refused.join(" ")
                    ),
                    vec![],
                ),
            },
            Some(entry) => (entry.text, entry.tool_calls),
        };
        let mut events: Vec<LlmEvent> = chunks(&text)
            .into_iter()
            .map(|text| LlmEvent::Text { text })
            .collect();
        for call in calls {
            self.calls_made += 1;
            events.push(LlmEvent::ToolCall {
                call: ToolCall {
                    id: format!("call_{}", self.calls_made),
                    tool: call.tool,
                    input: call.input,
                },
            });
        }
        events.push(LlmEvent::Finish {});
        events
    }
}

/// Splits text into at most three streamed pieces at sentence ends, the way a reply arrives
/// in bursts. Joining the pieces gives the text back exactly.
pub fn chunks(text: &str) -> Vec<String> {
    const MAX_PIECES: usize = 3;
    let mut pieces: Vec<String> = Vec::new();
    let mut current = String::new();
    let mut chars = text.chars().peekable();
    while let Some(c) = chars.next() {
        current.push(c);
        let sentence_end = matches!(c, '.' | '!' | '?' | ':') && chars.peek() == Some(&' ');
        if sentence_end && pieces.len() + 1 < MAX_PIECES {
            // Keep the space with the piece so the pieces join back to the text.
            current.push(chars.next().unwrap_or(' '));
            pieces.push(std::mem::take(&mut current));
        }
    }
    if !current.is_empty() {
        pieces.push(current);
    }
    pieces
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::harness::schema::ToolResult;

    fn request(thread: &[Message]) -> RequestRef<'_> {
        RequestRef {
            instructions: "",
            tools: &[],
            thread,
        }
    }

    #[test]
    fn chunks_join_back_to_the_text() {
        for text in [
            "",
            "One.",
            "One. Two. Three. Four.",
            "Ends with space. ",
            "a: b",
        ] {
            let pieces = chunks(text);
            assert!(pieces.len() <= 3, "{text:?} gave {pieces:?}");
            assert_eq!(pieces.concat(), text);
        }
        assert_eq!(chunks("One. Two. Three. Four.").len(), 3);
    }

    #[test]
    fn replies_stream_text_then_calls_then_finish() {
        let mut llm = ScriptedLlm::new(vec![ScriptedReply {
            text: "Let me look. One moment.".into(),
            tool_calls: vec![ScriptedCall {
                tool: "read_file".into(),
                input: "a".into(),
            }],
            if_refused: None,
        }]);
        let events = llm.reply(request(&[]));
        assert_eq!(events.len(), 4);
        assert!(matches!(&events[2], LlmEvent::ToolCall { call } if call.id == "call_1"));
        assert_eq!(events[3], LlmEvent::Finish {});
        // The script is used up: a plain closing answer, no tool calls.
        let events = llm.reply(request(&[]));
        assert!(events
            .iter()
            .all(|e| !matches!(e, LlmEvent::ToolCall { .. })));
    }

    #[test]
    fn a_refused_tool_changes_the_answer() {
        let thread = [Message::Tool {
            result: ToolResult {
                call_id: "call_1".into(),
                output: "Not run: the user declined run_tests.".into(),
            },
        }];
        let scripted = |if_refused: Option<&str>| {
            ScriptedLlm::new(vec![ScriptedReply {
                text: "All tests pass.".into(),
                tool_calls: vec![],
                if_refused: if_refused.map(str::to_string),
            }])
        };
        let text = |events: Vec<LlmEvent>| {
            events
                .into_iter()
                .filter_map(|e| match e {
                    LlmEvent::Text { text } => Some(text),
                    _ => None,
                })
                .collect::<String>()
        };
        assert_eq!(
            text(scripted(Some("You said no.")).reply(request(&thread))),
            "You said no."
        );
        let generic = text(scripted(None).reply(request(&thread)));
        assert!(generic.contains("the user declined run_tests"), "{generic}");
    }
}
