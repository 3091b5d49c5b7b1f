//! The llm side: a trait any provider could implement, and the scripted llm the demo uses.

use crate::harness::machine::{Purpose, RequestRef};
use crate::harness::protocol::schema::{LlmEvent, Message, ToolCall};
use crate::harness::scenario::script::ScriptedReply;

/// Anything that answers a request with a stream of events, ending with `finish` or `error`.
pub trait Llm {
    fn reply(&mut self, request: RequestRef<'_>) -> Vec<LlmEvent>;
}

/// An llm whose replies were written in advance, used in order, one per request; summary
/// requests take the scripted summaries in order. Each agent has its own script (sub-agents
/// run one after another, so one script serves every session of its agent in turn); call ids
/// are numbered across all of them, so no two calls of a run share one.
#[derive(Clone, Debug)]
pub struct ScriptedLlm {
    /// The first script is for any agent without one of its own.
    scripts: Vec<Script>,
    calls_made: u32,
    /// The answers it gave because a tool did not run: a parent reading one of them in a
    /// task call's result knows its sub-agent could not do the work, as a real llm would.
    refusals: Vec<String>,
    /// What a recorded run's log says of the reply given last.
    last: ReplyMeta,
}

/// What a recorded run's log says of a reply besides its events: when it went out and ended,
/// whether the user stopped it, and which model answered.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct ReplyMeta {
    pub interrupted: bool,
    pub at_ms: Option<i64>,
    pub end_ms: Option<i64>,
    pub model: Option<String>,
}

#[derive(Clone, Debug)]
struct Script {
    agent: Option<String>,
    replies: Vec<ScriptedReply>,
    summaries: Vec<String>,
    next: usize,
    next_summary: usize,
}

impl Script {
    fn new(agent: Option<String>, replies: Vec<ScriptedReply>, summaries: Vec<String>) -> Self {
        Script {
            agent,
            replies,
            summaries,
            next: 0,
            next_summary: 0,
        }
    }
}

impl ScriptedLlm {
    pub fn new(replies: Vec<ScriptedReply>, summaries: Vec<String>) -> Self {
        ScriptedLlm {
            scripts: vec![Script::new(None, replies, summaries)],
            calls_made: 0,
            refusals: Vec::new(),
            last: ReplyMeta::default(),
        }
    }

    /// What the log says of the reply given last.
    pub fn last(&self) -> &ReplyMeta {
        &self.last
    }

    /// The script for `agent`'s sessions.
    pub fn with_agent(
        mut self,
        agent: &str,
        replies: Vec<ScriptedReply>,
        summaries: Vec<String>,
    ) -> Self {
        self.scripts
            .push(Script::new(Some(agent.to_string()), replies, summaries));
        self
    }

    /// Why calls did not run, from the tool results since the llm last spoke: those flagged
    /// denied, declined or interrupted, and a sub-agent's answer that says it could not do
    /// the work. Failures (a missing file, a timeout) are not in here: the script answers
    /// those itself.
    fn refused<'a>(&self, thread: &'a [Message]) -> Vec<&'a str> {
        thread
            .iter()
            .rev()
            .take_while(|m| !matches!(m, Message::Assistant { .. }))
            .filter_map(|m| match m {
                Message::Tool { result } if result.error.is_some_and(|e| e.refused()) => {
                    Some(result.output.trim_start_matches("Not run:").trim())
                }
                Message::Tool { result } if self.refusals.contains(&result.output) => {
                    Some(result.output.as_str())
                }
                _ => None,
            })
            .collect()
    }

    /// A summary when the script has none left: what the user asked and which tools ran.
    fn summarize(thread: &[Message]) -> String {
        let asked = thread.iter().find_map(|m| match m {
            Message::User { text } | Message::Summary { text } => Some(text.as_str()),
            _ => None,
        });
        let mut tools: Vec<&str> = Vec::new();
        for m in thread {
            if let Message::Assistant { tool_calls, .. } = m {
                for c in tool_calls {
                    if !tools.contains(&c.tool.as_str()) {
                        tools.push(&c.tool);
                    }
                }
            }
        }
        let asked: String = asked.unwrap_or("").chars().take(120).collect();
        if tools.is_empty() {
            format!("So far: the user asked \"{asked}\" and I answered without tools.")
        } else {
            format!(
                "So far: the user asked \"{asked}\", and I used {}. The details were in the messages this summary replaces.",
                tools.join(", ")
            )
        }
    }

    fn streamed(text: &str) -> Vec<LlmEvent> {
        Self::pieces(chunks(text))
    }

    fn pieces(pieces: Vec<String>) -> Vec<LlmEvent> {
        pieces
            .into_iter()
            .map(|text| LlmEvent::Text { text })
            .collect()
    }
}

impl Llm for ScriptedLlm {
    fn reply(&mut self, request: RequestRef<'_>) -> Vec<LlmEvent> {
        let own = self
            .scripts
            .iter()
            .position(|s| s.agent.as_deref() == Some(request.agent))
            .unwrap_or(0);
        let script = &mut self.scripts[own];
        self.last = ReplyMeta::default();
        if let Purpose::Summary { .. } = request.purpose {
            let summary = script
                .summaries
                .get(script.next_summary)
                .cloned()
                .unwrap_or_else(|| Self::summarize(request.thread));
            script.next_summary += 1;
            let mut events = Self::streamed(&summary);
            events.push(LlmEvent::Finish {});
            return events;
        }
        let entry = script.replies.get(script.next).cloned();
        script.next += 1;
        let refused = self.refused(request.thread);
        let Some(entry) = entry else {
            let mut events = Self::streamed("That is the end of my script, so I will stop here.");
            events.push(LlmEvent::Finish {});
            return events;
        };
        self.last = ReplyMeta {
            interrupted: entry.interrupted,
            at_ms: entry.at_ms,
            end_ms: entry.end_ms,
            model: entry.model.clone(),
        };
        let answers_refusal =
            entry.error.is_none() && !entry.recorded && !entry.after_refusal && !refused.is_empty();
        let mut events = if answers_refusal {
            let text = entry.if_refused.clone().unwrap_or_else(|| {
                // No scripted answer for this: say plainly what happened and stop.
                format!(
                    "I could not finish: {} So I will stop here and leave the rest to you.",
                    refused.join(" ")
                )
            });
            let events = Self::streamed(&text);
            self.refusals.push(text);
            events
        } else if entry.chunks.is_empty() {
            Self::streamed(&entry.text)
        } else {
            // A recorded reply streams exactly as it came.
            Self::pieces(entry.chunks.clone())
        };
        if let Some(error) = entry.error {
            events.push(LlmEvent::Error {
                message: error.message,
                retryable: error.retryable,
                answered: None,
            });
            return events;
        }
        if !answers_refusal {
            for call in entry.tool_calls {
                self.calls_made += 1;
                events.push(LlmEvent::ToolCall {
                    call: ToolCall {
                        id: call
                            .id
                            .unwrap_or_else(|| format!("call_{}", self.calls_made)),
                        tool: call.tool,
                        input: call.input,
                    },
                });
            }
        }
        if entry.stalls {
            return events;
        }
        if entry.cut {
            events.push(LlmEvent::Cut {});
        }
        if let Some(usage) = entry.usage {
            events.push(LlmEvent::Usage { usage });
        }
        // A reply the user stopped never finished.
        if !entry.interrupted {
            events.push(LlmEvent::Finish {});
        }
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
    use crate::harness::protocol::schema::{ToolError, ToolResult, Usage};
    use crate::harness::scenario::script::{ScriptedCall, ScriptedError};

    fn request(thread: &[Message], purpose: Purpose) -> RequestRef<'_> {
        RequestRef {
            agent: "coder",
            instructions: "",
            tools: &[],
            loaded: &[],
            thread,
            purpose,
        }
    }

    fn text(events: &[LlmEvent]) -> String {
        events
            .iter()
            .filter_map(|e| match e {
                LlmEvent::Text { text } => Some(text.as_str()),
                _ => None,
            })
            .collect()
    }

    fn reply(text: &str) -> ScriptedReply {
        ScriptedReply {
            text: text.into(),
            ..ScriptedReply::default()
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
        assert_eq!(
            chunks("One. Two. Three. Four."),
            ["One. ", "Two. ", "Three. Four."]
        );
        assert_eq!(chunks("a: b"), ["a: ", "b"]);
    }

    #[test]
    fn replies_stream_text_then_calls_then_finish() {
        let mut llm = ScriptedLlm::new(
            vec![ScriptedReply {
                tool_calls: vec![ScriptedCall {
                    tool: "read_file".into(),
                    input: "a".into(),
                    id: None,
                    result: None,
                }],
                ..reply("Let me look. One moment.")
            }],
            vec![],
        );
        let events = llm.reply(request(&[], Purpose::Turn));
        assert_eq!(events.len(), 4);
        assert!(matches!(&events[2], LlmEvent::ToolCall { call } if call.id == "call_1"));
        assert_eq!(events[3], LlmEvent::Finish {});
        // The script is used up: a plain closing answer, no tool calls.
        let events = llm.reply(request(&[], Purpose::Turn));
        assert_eq!(
            text(&events),
            "That is the end of my script, so I will stop here."
        );
        assert_eq!(events.last(), Some(&LlmEvent::Finish {}));
    }

    #[test]
    fn a_recorded_reply_streams_its_pieces_ids_and_usage_as_recorded() {
        let usage = Usage {
            prompt_tokens: 2_431,
            cached_tokens: Some(2_304),
            cache_write_tokens: None,
            cache_write_1h_tokens: None,
            completion_tokens: 12,
        };
        let mut llm = ScriptedLlm::new(
            vec![ScriptedReply {
                chunks: vec!["Le".into(), "t me".into(), " look.".into()],
                tool_calls: vec![ScriptedCall {
                    tool: "read_file".into(),
                    input: "{\"path\":\"README.md\"}".into(),
                    id: Some("call_abc".into()),
                    result: None,
                }],
                usage: Some(usage),
                recorded: true,
                ..reply("Let me look.")
            }],
            vec![],
        );
        let events = llm.reply(request(&[], Purpose::Turn));
        assert_eq!(
            events,
            vec![
                LlmEvent::Text { text: "Le".into() },
                LlmEvent::Text {
                    text: "t me".into()
                },
                LlmEvent::Text {
                    text: " look.".into()
                },
                LlmEvent::ToolCall {
                    call: ToolCall {
                        id: "call_abc".into(),
                        tool: "read_file".into(),
                        input: "{\"path\":\"README.md\"}".into()
                    }
                },
                LlmEvent::Usage { usage },
                LlmEvent::Finish {}
            ]
        );
    }

    #[test]
    fn a_scripted_error_breaks_the_stream_after_its_text() {
        let mut llm = ScriptedLlm::new(
            vec![ScriptedReply {
                error: Some(ScriptedError {
                    message: "connection reset".into(),
                    retryable: true,
                }),
                ..reply("Partly.")
            }],
            vec![],
        );
        let events = llm.reply(request(&[], Purpose::Turn));
        assert_eq!(
            events,
            vec![
                LlmEvent::Text {
                    text: "Partly.".into()
                },
                LlmEvent::Error {
                    message: "connection reset".into(),
                    retryable: true,
                    answered: None,
                }
            ]
        );
    }

    fn refused_thread(error: ToolError) -> [Message; 1] {
        [Message::Tool {
            result: ToolResult {
                call_id: "call_1".into(),
                output: "Not run: the user declined run_tests.".into(),
                error: Some(error),
            },
        }]
    }

    #[test]
    fn a_refused_tool_changes_the_answer_by_its_flag() {
        let scripted = |if_refused: Option<&str>| {
            ScriptedLlm::new(
                vec![ScriptedReply {
                    if_refused: if_refused.map(str::to_string),
                    ..reply("All tests pass.")
                }],
                vec![],
            )
        };
        let thread = refused_thread(ToolError::Declined);
        assert_eq!(
            text(&scripted(Some("You said no.")).reply(request(&thread, Purpose::Turn))),
            "You said no."
        );
        let generic = text(&scripted(None).reply(request(&thread, Purpose::Turn)));
        assert!(generic.contains("the user declined run_tests"), "{generic}");
        // A failure is not a refusal: the script answers it itself.
        let failed = refused_thread(ToolError::Failed);
        assert_eq!(
            text(&scripted(Some("You said no.")).reply(request(&failed, Purpose::Turn))),
            "All tests pass."
        );
    }

    #[test]
    fn summary_requests_take_the_scripted_summaries_then_make_one() {
        let mut llm = ScriptedLlm::new(vec![reply("Turn.")], vec!["First summary.".into()]);
        let thread = [
            Message::User {
                text: "Read it.".into(),
            },
            Message::Assistant {
                text: String::new(),
                tool_calls: vec![ToolCall {
                    id: "call_1".into(),
                    tool: "read_file".into(),
                    input: "a".into(),
                }],
            },
        ];
        let summary = Purpose::Summary { replaced: 2 };
        assert_eq!(
            text(&llm.reply(request(&thread, summary))),
            "First summary."
        );
        let made = text(&llm.reply(request(&thread, summary)));
        assert!(made.contains("\"Read it.\""), "{made}");
        assert!(made.contains("read_file"), "{made}");
        // Summaries do not use up the turns' replies.
        assert_eq!(text(&llm.reply(request(&thread, Purpose::Turn))), "Turn.");
    }
}
