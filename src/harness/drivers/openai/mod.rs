//! A live model behind an OpenAI-compatible Chat Completions endpoint, as far as the core goes
//! without I/O: the body of the request for one of the harness's requests, and the streamed
//! answer turned into the harness's llm events. The fetch, the stream reader and the abort
//! live on the page.

pub mod stream;

use crate::harness::drivers::wire::{
    self, arguments, parameters, reminder_text, summary_text, Translate,
};
use crate::harness::machine::{Purpose, RequestRef, SUMMARY_INSTRUCTION};
use crate::harness::protocol::schema::{LlmEvent, Message, ToolCall, Usage};
use crate::t;
use stream::{ChatEvents, ChatMessage, StreamEvent, ToolSpec};

/// The body of `POST {endpoint}/chat/completions` for `request`: the instructions as the
/// system message, the thread, the tools with their parameters, streamed with usage.
pub fn request_body(model: &str, request: RequestRef<'_>) -> String {
    // Texts the wire needs that the thread does not hold as they are.
    let wrapped: Vec<String> = request
        .thread
        .iter()
        .map(|m| match m {
            Message::Summary { text } => summary_text(text),
            Message::Reminder { text, .. } => reminder_text(text),
            _ => String::new(),
        })
        .collect();
    let calls: Vec<Vec<String>> = request
        .thread
        .iter()
        .map(|m| match m {
            Message::Assistant { tool_calls, .. } => {
                tool_calls.iter().map(|c| arguments(&c.input)).collect()
            }
            _ => Vec::new(),
        })
        .collect();
    let mut messages = vec![ChatMessage::System(request.instructions)];
    for (i, m) in request.thread.iter().enumerate() {
        messages.push(match m {
            Message::User { text } => ChatMessage::User(text),
            Message::Summary { .. } | Message::Reminder { .. } => ChatMessage::User(&wrapped[i]),
            Message::Assistant { text, tool_calls } => ChatMessage::Assistant {
                text,
                tool_calls: tool_calls
                    .iter()
                    .zip(&calls[i])
                    .map(|(c, args)| (c.id.as_str(), c.tool.as_str(), args.as_str()))
                    .collect(),
            },
            Message::Tool { result } => ChatMessage::Tool {
                call_id: &result.call_id,
                content: &result.output,
            },
        });
    }
    if let Purpose::Summary { .. } = request.purpose {
        messages.push(ChatMessage::User(SUMMARY_INSTRUCTION));
    }
    let tools: Vec<ToolSpec> = request
        .tools
        .iter()
        .chain(request.loaded)
        .map(|t| ToolSpec {
            name: &t.name,
            description: &t.description,
            parameters: parameters(&t.name),
        })
        .collect();
    stream::request_body(model, &messages, &tools)
}

/// A streamed answer read as it arrives, turned into the events the harness takes, in its
/// order: text and tool calls as they come, a cut if the provider cut the reply at its token
/// limit (`finish_reason: "length"`), then the provider's count, then the finish.
pub type LiveReply = wire::LiveReply<Chat>;

/// What Chat Completions chunks are to the harness (see [`LiveReply`]).
#[derive(Debug, Default)]
pub struct Chat {
    finished: bool,
    usage: Option<Usage>,
}

impl Translate for Chat {
    type Events = ChatEvents;

    fn take(
        &mut self,
        events: Vec<StreamEvent>,
        stream_done: bool,
        out: &mut Vec<LlmEvent>,
    ) -> bool {
        for event in events {
            match event {
                StreamEvent::Text(text) => out.push(LlmEvent::Text { text }),
                StreamEvent::ToolCall {
                    id,
                    name,
                    arguments,
                } => out.push(LlmEvent::ToolCall {
                    call: ToolCall {
                        id,
                        tool: name,
                        input: arguments,
                    },
                }),
                StreamEvent::Finish { reason } => {
                    self.finished = true;
                    if reason == "length" {
                        out.push(LlmEvent::Cut {});
                    }
                }
                StreamEvent::Usage {
                    prompt_tokens,
                    completion_tokens,
                    cached_tokens,
                } => {
                    self.usage = Some(Usage {
                        prompt_tokens,
                        cached_tokens,
                        cache_write_tokens: None,
                        cache_write_1h_tokens: None,
                        completion_tokens,
                    })
                }
                // A broken stream: a connection that dropped or a server that gave up; the
                // harness may try again.
                StreamEvent::Error { message } => {
                    out.push(LlmEvent::Error {
                        message,
                        retryable: true,
                        answered: None,
                    });
                    return true;
                }
            }
        }
        // The usage may come after the finish, until the stream's end.
        if self.finished && stream_done {
            out.extend(self.usage.take().map(|usage| LlmEvent::Usage { usage }));
            out.push(LlmEvent::Finish {});
            return true;
        }
        false
    }
}

/// An answer with an HTTP error status instead of a stream, in the server's words (see
/// [`wire::http_error`] for which are retried).
/// `retry_after_ms`: the wait it asked for, read from its headers.
pub fn http_error(status: u16, body: &str, retry_after_ms: Option<u64>) -> LlmEvent {
    wire::http_error(
        status,
        stream::http_error_message(status, body),
        retry_after_ms,
    )
}

/// The request never got an answer: no server there, or a server that does not allow this
/// page's origin (the browser says no more than that).
pub fn unreachable(url: &str, origin: &str) -> LlmEvent {
    LlmEvent::Error {
        message: t!("err-openai-unreachable", url = url, origin = origin),
        retryable: false,
        answered: None,
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::harness::protocol::schema::{Tool, ToolResult};
    use serde_json::{json, Value};

    fn sse(lines: &[&str]) -> String {
        lines.iter().map(|l| format!("data: {l}\r\n\r\n")).collect()
    }

    #[test]
    fn a_reply_with_a_fragmented_call_becomes_the_harness_events_with_usage_before_finish() {
        let body = sse(&[
            r#"{"choices":[{"delta":{"content":"Let me "}}]}"#,
            r#"{"choices":[{"delta":{"content":"look."}}]}"#,
            r#"{"choices":[{"delta":{"tool_calls":[{"index":0,"id":"call_9","function":{"name":"read_file","arguments":"{\"pa"}}]}}]}"#,
            r#"{"choices":[{"delta":{"tool_calls":[{"index":0,"function":{"arguments":"th\":\"README.md\"}"}}]}}]}"#,
            r#"{"choices":[{"delta":{},"finish_reason":"tool_calls"}]}"#,
            r#"{"choices":[],"usage":{"prompt_tokens":2431,"completion_tokens":9,"prompt_tokens_details":{"cached_tokens":2304}}}"#,
            "[DONE]",
        ]);
        let mut reply = LiveReply::new();
        let mut events = Vec::new();
        // Cut the body in 7-byte pieces, as a network might.
        for piece in body.as_bytes().chunks(7) {
            events.extend(reply.feed(piece));
        }
        assert!(reply.ended(), "[DONE] ends it, even before the body closes");
        events.extend(reply.end());
        assert_eq!(
            events,
            vec![
                LlmEvent::Text {
                    text: "Let me ".into()
                },
                LlmEvent::Text {
                    text: "look.".into()
                },
                LlmEvent::ToolCall {
                    call: ToolCall {
                        id: "call_9".into(),
                        tool: "read_file".into(),
                        input: r#"{"path":"README.md"}"#.into()
                    }
                },
                LlmEvent::Usage {
                    usage: Usage {
                        prompt_tokens: 2431,
                        cached_tokens: Some(2304),
                        cache_write_tokens: None,
                        cache_write_1h_tokens: None,
                        completion_tokens: 9
                    }
                },
                LlmEvent::Finish {}
            ]
        );
    }

    #[test]
    fn a_stream_that_stops_without_a_finish_is_a_retryable_error() {
        let mut reply = LiveReply::new();
        let mut events =
            reply.feed(sse(&[r#"{"choices":[{"delta":{"content":"Hal"}}]}"#]).as_bytes());
        events.extend(reply.end());
        assert_eq!(events.len(), 2);
        assert!(
            matches!(&events[1], LlmEvent::Error { retryable: true, message, answered: None } if message.contains("ended before"))
        );
        assert!(reply.end().is_empty());
    }

    #[test]
    fn http_errors_say_whether_trying_again_can_help() {
        let refused = http_error(
            401,
            r#"{"error":{"message":"Incorrect API key provided"}}"#,
            None,
        );
        assert!(
            matches!(&refused, LlmEvent::Error { retryable: false, message, .. } if message.contains("API key"))
        );
        assert!(matches!(
            http_error(503, "", None),
            LlmEvent::Error {
                retryable: true,
                ..
            }
        ));
        assert!(matches!(
            http_error(429, "", None),
            LlmEvent::Error {
                retryable: true,
                ..
            }
        ));
        let LlmEvent::Error {
            message,
            retryable,
            answered: None,
        } = unreachable(
            "http://127.0.0.1:9/v1/chat/completions",
            "http://127.0.0.1:8080",
        )
        else {
            unreachable!()
        };
        assert!(!retryable);
        assert!(message.contains("http://127.0.0.1:9/v1/chat/completions"));
        assert!(message.contains("OLLAMA_ORIGINS=http://127.0.0.1:8080"));
    }

    #[test]
    fn the_request_carries_instructions_thread_and_tools_with_their_parameters() {
        let tools = [Tool {
            name: "read_file".into(),
            description: "Read a file.".into(),
        }];
        let thread = [
            Message::Summary {
                text: "Earlier: hi.".into(),
            },
            Message::User {
                text: "Read it.".into(),
            },
            Message::Assistant {
                text: String::new(),
                tool_calls: vec![ToolCall {
                    id: "call_1".into(),
                    tool: "read_file".into(),
                    input: "README.md".into(),
                }],
            },
            Message::Tool {
                result: ToolResult {
                    call_id: "call_1".into(),
                    output: "# Hi".into(),
                    error: None,
                },
            },
        ];
        let body: Value = serde_json::from_str(&request_body(
            "m",
            RequestRef {
                agent: "coder",
                instructions: "Be brief.",
                tools: &tools,
                loaded: &[],
                thread: &thread,
                purpose: Purpose::Summary { replaced: 3 },
            },
        ))
        .unwrap();
        let m = &body["messages"];
        assert_eq!(m[0], json!({"role": "system", "content": "Be brief."}));
        assert_eq!(
            m[1]["content"],
            "Summary of the conversation so far: Earlier: hi."
        );
        assert_eq!(
            m[3]["content"],
            Value::Null,
            "a reply that only calls tools"
        );
        assert_eq!(
            m[3]["tool_calls"][0]["function"],
            json!({"name": "read_file", "arguments": "{\"input\":\"README.md\"}"})
        );
        assert_eq!(
            m[4],
            json!({"role": "tool", "tool_call_id": "call_1", "content": "# Hi"})
        );
        assert_eq!(
            m[5]["content"], SUMMARY_INSTRUCTION,
            "a summary request asks for one"
        );
        assert_eq!(
            body["tools"][0]["function"]["parameters"]["required"],
            json!(["path"])
        );
        assert_eq!(body["stream"], true);
        assert_eq!(body["stream_options"]["include_usage"], true);
    }

    #[test]
    fn each_fake_tool_tells_the_model_its_own_parameters() {
        let p = |tool: &str| parameters(tool)["properties"].clone();
        assert_eq!(p("read_file")["path"]["type"], "string");
        assert_eq!(p("run_tests")["filter"]["type"], "string");
        assert_eq!(
            parameters("run_tests").get("required"),
            None,
            "all optional"
        );
        assert_eq!(
            parameters("write_file")["required"],
            json!(["path", "content"])
        );
        assert_eq!(
            p("deploy")["input"]["type"],
            "string",
            "any other tool: one input"
        );
    }

    #[test]
    fn a_live_reply_has_ended_only_once_the_finish_or_an_error_is_given() {
        let chunk = |body: &str| format!("data: {body}\n\n");
        let mut reply = LiveReply::new();
        assert!(!reply.ended());
        let text = chunk(r#"{"choices":[{"index":0,"delta":{"content":"Hi"}}]}"#);
        assert_eq!(reply.feed(text.as_bytes()).len(), 1);
        assert!(!reply.ended(), "text is not the end");
        let finish = chunk(r#"{"choices":[{"index":0,"delta":{},"finish_reason":"stop"}]}"#);
        reply.feed(finish.as_bytes());
        let done = reply.feed(b"data: [DONE]\n\n");
        assert_eq!(done.last(), Some(&LlmEvent::Finish {}));
        assert!(reply.ended());
        let mut broken = LiveReply::new();
        let events = broken.end();
        assert!(matches!(events.as_slice(), [LlmEvent::Error { .. }]));
        assert!(broken.ended());
    }
}
