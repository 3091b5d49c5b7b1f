//! The harness's nouns, with the same JSON shapes as the article's schemas.
//!
//! Tagged unions carry their variant in `_tag`; field names are camelCase like the article's.

use serde::{Deserialize, Serialize};

/// Whether a session's loop is going.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "lowercase")]
pub enum Status {
    Idle,
    Running,
}

/// One ongoing conversation with an agent.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Session {
    pub id: String,
    pub agent: String,
    pub status: Status,
    pub thread: Thread,
}

/// The ordered list of messages, oldest first. It only ever grows.
pub type Thread = Vec<Message>;

/// One entry of the thread.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(tag = "_tag", rename_all = "lowercase")]
pub enum Message {
    User {
        text: String,
    },
    Assistant {
        text: String,
        #[serde(rename = "toolCalls")]
        tool_calls: Vec<ToolCall>,
    },
    Tool {
        result: ToolResult,
    },
}

/// What the runner sends the llm each turn: instructions, then tools, then the thread.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct LlmRequest {
    pub instructions: String,
    pub thread: Thread,
    pub tools: Vec<Tool>,
}

/// One piece of the llm's streamed reply.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(tag = "_tag", rename_all = "kebab-case")]
pub enum LlmEvent {
    Text { text: String },
    ToolCall { call: ToolCall },
    Finish {},
}

/// A request to the llm and the events that came back.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Turn {
    pub number: u32,
    pub request: LlmRequest,
    pub events: Vec<LlmEvent>,
}

/// A tool as the llm sees it: a name and a description, never its code.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Tool {
    pub name: String,
    pub description: String,
}

/// The llm asking for one tool with an input.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct ToolCall {
    pub id: String,
    pub tool: String,
    pub input: String,
}

/// What came back for one call, matched to it by `callId`.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct ToolResult {
    #[serde(rename = "callId")]
    pub call_id: String,
    pub output: String,
}

/// What a rule says to do with a tool call.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "lowercase")]
pub enum Decision {
    Allow,
    Ask,
    Deny,
}

/// One tool's decision.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Rule {
    pub tool: String,
    pub decision: Decision,
}

/// A tool call waiting on the user.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct PermissionRequest {
    pub id: String,
    pub call: ToolCall,
}

/// The user's answer to a permission request. `Decline` is our addition to the article's
/// `once | always`: the tool does not run and the llm is told so.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "lowercase")]
pub enum Reply {
    Once,
    Always,
    Decline,
}

/// A named setup: instructions, the tools it may use, and its rules.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Agent {
    pub name: String,
    pub instructions: String,
    pub tools: Vec<String>,
    pub rules: Vec<Rule>,
}

#[cfg(test)]
mod tests {
    use super::*;
    use serde_json::json;

    #[test]
    fn messages_use_the_articles_tagged_shapes() {
        let thread: Thread = vec![
            Message::User { text: "hi".into() },
            Message::Assistant {
                text: "".into(),
                tool_calls: vec![ToolCall {
                    id: "call_1".into(),
                    tool: "read_file".into(),
                    input: "README.md".into(),
                }],
            },
            Message::Tool {
                result: ToolResult {
                    call_id: "call_1".into(),
                    output: "# Demo".into(),
                },
            },
        ];
        let value = serde_json::to_value(&thread).unwrap();
        assert_eq!(
            value,
            json!([
                {"_tag": "user", "text": "hi"},
                {"_tag": "assistant", "text": "", "toolCalls": [
                    {"id": "call_1", "tool": "read_file", "input": "README.md"}
                ]},
                {"_tag": "tool", "result": {"callId": "call_1", "output": "# Demo"}}
            ])
        );
        let back: Thread = serde_json::from_value(value).unwrap();
        assert_eq!(back, thread);
    }

    #[test]
    fn llm_events_are_kebab_case_tags() {
        let events = vec![
            LlmEvent::Text { text: "a".into() },
            LlmEvent::ToolCall {
                call: ToolCall {
                    id: "c".into(),
                    tool: "t".into(),
                    input: "i".into(),
                },
            },
            LlmEvent::Finish {},
        ];
        assert_eq!(
            serde_json::to_value(&events).unwrap(),
            json!([
                {"_tag": "text", "text": "a"},
                {"_tag": "tool-call", "call": {"id": "c", "tool": "t", "input": "i"}},
                {"_tag": "finish"}
            ])
        );
    }

    #[test]
    fn literals_are_lowercase() {
        assert_eq!(
            serde_json::to_value(Status::Running).unwrap(),
            json!("running")
        );
        assert_eq!(serde_json::to_value(Decision::Ask).unwrap(), json!("ask"));
        assert_eq!(
            serde_json::to_value(Reply::Always).unwrap(),
            json!("always")
        );
        assert!(serde_json::from_value::<Decision>(json!("maybe")).is_err());
    }
}
