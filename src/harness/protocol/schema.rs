//! The harness's nouns, with the same JSON shapes as the article's schemas.
//!
//! Tagged unions carry their variant in `_tag`; field names are camelCase like the article's.
//! Beyond the article: a summary message (what a compaction leaves), an error event in the
//! llm's stream, an error flag on tool results, and the agent's limits.

use serde::{Deserialize, Serialize};

/// Whether a session's loop is going.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "lowercase")]
pub enum Status {
    #[default]
    Idle,
    Running,
}

impl Status {
    /// The word the page, the links and the text renders use.
    pub fn as_str(self) -> &'static str {
        match self {
            Status::Idle => "idle",
            Status::Running => "running",
        }
    }
}

/// One ongoing conversation with an agent.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Session {
    pub id: String,
    pub agent: String,
    pub status: Status,
    pub thread: Thread,
}

/// The ordered list of messages, oldest first. It only grows, except at a compaction.
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
    /// What a compaction leaves in place of the older messages: the llm's own summary of them.
    Summary {
        text: String,
    },
    /// A note the harness adds to the next request: what a hook returned, a reminder of its
    /// own, a memory file, a skill, tools listed or loaded. Part of the request, never typed
    /// by the user.
    Reminder {
        text: String,
        #[serde(default, skip_serializing_if = "NoteKind::is_reminder")]
        about: NoteKind,
    },
}

/// What a harness note carries, so that the context panel can count each kind apart.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(not(target_arch = "wasm32"), derive(schemars::JsonSchema))]
#[serde(rename_all = "camelCase")]
pub enum NoteKind {
    /// What a hook returned, or a reminder of the harness's own (a file changed, the todo
    /// list, the mode).
    #[default]
    Reminder,
    /// A memory file: project instructions (CLAUDE.md, AGENTS.md).
    Memory,
    /// The skills listed by name and one line.
    SkillList,
    /// A skill's body, loaded.
    Skill,
    /// Tools listed by name only, their schemas not loaded.
    ToolNames,
    /// Tool schemas a search loaded.
    ToolSchemas,
}

impl Message {
    /// A harness note about `about`.
    pub fn note(about: NoteKind, text: impl Into<String>) -> Message {
        Message::Reminder {
            text: text.into(),
            about,
        }
    }
}

impl NoteKind {
    pub fn is_reminder(&self) -> bool {
        *self == NoteKind::Reminder
    }
}

/// An HTTP error status the llm's API answered with, and the wait it asked for.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "camelCase")]
pub struct Answered {
    pub status: u16,
    /// How long the API asked to wait before the next try (its `retry-after` or
    /// `retry-after-ms` header); none when it sent none or the browser could not read it.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub retry_after_ms: Option<u64>,
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
    Text {
        text: String,
    },
    ToolCall {
        call: ToolCall,
    },
    Finish {},
    /// The stream broke: a dropped connection or an overloaded provider (`retryable`), or a
    /// refusal that trying again will not change.
    Error {
        message: String,
        retryable: bool,
        /// The API answered with an HTTP error status instead of a stream; none when the
        /// connection broke, the stream stopped short or sent its own error.
        #[serde(default, skip_serializing_if = "Option::is_none")]
        answered: Option<Answered>,
    },
    /// The provider's own count of the request, sent at the end of the reply.
    Usage {
        usage: Usage,
    },
    /// The provider cut the reply at its token limit (`finish_reason: "length"`,
    /// `stop_reason: "max_tokens"`): the text so far stands, and a tool call it was still
    /// writing is not a call. The finish follows.
    Cut {},
}

/// What a provider reports it counted for one request, normalized so that the fields mean
/// the same for every provider: `prompt_tokens` is everything the request carried, cache
/// reads and writes included (OpenAI counts it so; Anthropic's `input_tokens` leaves both out,
/// and its reader adds them back).
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(not(target_arch = "wasm32"), derive(schemars::JsonSchema))]
#[serde(rename_all = "camelCase", deny_unknown_fields)]
pub struct Usage {
    /// Tokens the request carried.
    pub prompt_tokens: u64,
    /// Of those, read from the provider's prompt cache, when it says.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub cached_tokens: Option<u64>,
    /// Of those, written to the provider's prompt cache by this request, when it says
    /// (Anthropic does; OpenAI reports no such figure).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub cache_write_tokens: Option<u64>,
    /// Of those written, written for an hour rather than five minutes, when a log says
    /// (Claude Code's `ephemeral_1h_input_tokens`): billed at the one-hour rate.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub cache_write_1h_tokens: Option<u64>,
    /// Tokens of the reply.
    pub completion_tokens: u64,
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
#[cfg_attr(not(target_arch = "wasm32"), derive(schemars::JsonSchema))]
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

impl ToolCall {
    /// The call as a hook sees it.
    pub fn hook_ref(&self) -> super::hook::CallRef<'_> {
        super::hook::CallRef {
            id: &self.id,
            tool: &self.tool,
        }
    }

    /// A task call: the harness runs it itself, as another agent's session.
    pub fn is_task(&self) -> bool {
        Agent::is_task_tool(&self.tool)
    }
}

/// What came back for one call, matched to it by `callId`. `error` says why a call did not
/// give a normal output; the page and the llm read the flag, not the text.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct ToolResult {
    #[serde(rename = "callId")]
    pub call_id: String,
    pub output: String,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub error: Option<ToolError>,
}

/// Why a tool call has no normal output.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "kebab-case")]
pub enum ToolError {
    /// The tool ran and failed.
    Failed,
    /// The tool passed its time limit and was cancelled.
    TimedOut,
    /// A deny rule blocked it.
    Denied,
    /// The user said no.
    Declined,
    /// The user stopped the run before it finished.
    Interrupted,
    /// The agent has no tool by that name.
    UnknownTool,
}

impl ToolError {
    /// The call never ran (as opposed to ran and went wrong).
    pub fn refused(self) -> bool {
        matches!(
            self,
            ToolError::Denied | ToolError::Declined | ToolError::Interrupted
        )
    }
}

/// What a rule says to do with a tool call.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(not(target_arch = "wasm32"), derive(schemars::JsonSchema))]
#[serde(rename_all = "lowercase")]
pub enum Decision {
    Allow,
    Ask,
    Deny,
}

impl Decision {
    pub const ALL: [Decision; 3] = [Decision::Allow, Decision::Ask, Decision::Deny];

    /// The word the page, the links and the text renders use.
    pub fn as_str(self) -> &'static str {
        match self {
            Decision::Allow => "allow",
            Decision::Ask => "ask",
            Decision::Deny => "deny",
        }
    }

    pub fn parse(word: &str) -> Option<Decision> {
        Decision::ALL.into_iter().find(|d| d.as_str() == word)
    }
}

/// One tool's decision.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(not(target_arch = "wasm32"), derive(schemars::JsonSchema))]
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

impl Reply {
    pub const ALL: [Reply; 3] = [Reply::Once, Reply::Always, Reply::Decline];

    /// The word the links and the text renders use.
    pub fn as_str(self) -> &'static str {
        match self {
            Reply::Once => "once",
            Reply::Always => "always",
            Reply::Decline => "decline",
        }
    }

    pub fn parse(word: &str) -> Option<Reply> {
        Reply::ALL.into_iter().find(|r| r.as_str() == word)
    }
}

/// A named setup: instructions, the tools it may use, its rules, and its limits.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(not(target_arch = "wasm32"), derive(schemars::JsonSchema))]
#[serde(rename_all = "camelCase", deny_unknown_fields)]
pub struct Agent {
    pub name: String,
    pub instructions: String,
    pub tools: Vec<String>,
    pub rules: Vec<Rule>,
    /// At most this many turns per run; the runner stops there and says why.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    #[cfg_attr(not(target_arch = "wasm32"), schemars(range(min = 1)))]
    pub max_turns: Option<u32>,
    /// The most tokens one request may carry; past it the harness compacts the thread.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub context_window: Option<u64>,
    /// How long a tool may run before the runner cancels it, in milliseconds.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    #[cfg_attr(not(target_arch = "wasm32"), schemars(range(min = 1)))]
    pub tool_timeout_ms: Option<u64>,
    /// How long the llm's stream may send nothing before the runner gives up on it and tries
    /// again, in milliseconds.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub stream_idle_timeout_ms: Option<u64>,
    /// The agents it may hand work to with the `task` tool, each in a session of its own.
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub agents: Vec<String>,
    /// How many times one request is sent before a broken stream ends the run (3 unless
    /// set; a recorded run sets what its harness did).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub max_attempts: Option<u32>,
    /// Code the harness runs at fixed moments of a run (see `hook`).
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub hooks: Vec<super::hook::Hook>,
    /// Instructions it loads only when it needs them, with the `skill` tool (see `skill`).
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub skills: Vec<super::skill::Skill>,
    /// Project instructions the harness loads for it (see `memory`).
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub memory: Vec<super::memory::MemoryFile>,
    /// Tools of the scenario it lists by name only: their schemas join the thread when the
    /// llm finds them with the `tool_search` tool, and only then can it call them (see
    /// `tool_search`).
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub deferred_tools: Vec<String>,
}

impl Agent {
    /// Tool time limit when the agent sets none.
    pub const DEFAULT_TOOL_TIMEOUT_MS: u64 = 30_000;
    /// Stream idle timeout when the agent sets none (Codex's default is five minutes; a
    /// page a person watches gives up sooner).
    pub const DEFAULT_STREAM_IDLE_TIMEOUT_MS: u64 = 60_000;
    /// The tool that hands work to another agent: its input names the agent and the prompt.
    pub const TASK_TOOL: &'static str = "task";

    /// Whether the tool called `name` is the task tool, which the harness runs itself.
    pub fn is_task_tool(name: &str) -> bool {
        name == Self::TASK_TOOL
    }
    /// Attempts per request when the agent sets none.
    pub const DEFAULT_MAX_ATTEMPTS: u32 = 3;

    pub fn tool_timeout_ms(&self) -> u64 {
        self.tool_timeout_ms
            .unwrap_or(Self::DEFAULT_TOOL_TIMEOUT_MS)
    }

    /// How many times one request is sent before the run fails.
    pub fn max_attempts(&self) -> u32 {
        self.max_attempts
            .unwrap_or(Self::DEFAULT_MAX_ATTEMPTS)
            .max(1)
    }

    pub fn stream_idle_timeout_ms(&self) -> u64 {
        self.stream_idle_timeout_ms
            .unwrap_or(Self::DEFAULT_STREAM_IDLE_TIMEOUT_MS)
    }
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
                    error: None,
                },
            },
            Message::Summary {
                text: "Earlier: hi.".into(),
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
                {"_tag": "tool", "result": {"callId": "call_1", "output": "# Demo"}},
                {"_tag": "summary", "text": "Earlier: hi."}
            ])
        );
        let back: Thread = serde_json::from_value(value).unwrap();
        assert_eq!(back, thread);
    }

    #[test]
    fn a_tool_result_carries_its_error_flag() {
        let result = ToolResult {
            call_id: "call_2".into(),
            output: "run_tests did not finish within 30 s.".into(),
            error: Some(ToolError::TimedOut),
        };
        assert_eq!(
            serde_json::to_value(&result).unwrap(),
            json!({"callId": "call_2", "output": "run_tests did not finish within 30 s.", "error": "timed-out"})
        );
        assert!(ToolError::Declined.refused());
        assert!(!ToolError::Failed.refused());
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
            LlmEvent::Error {
                message: "overloaded".into(),
                retryable: true,
                answered: None,
            },
            LlmEvent::Error {
                message: "rate limited".into(),
                retryable: true,
                answered: Some(Answered {
                    status: 429,
                    retry_after_ms: Some(4_000),
                }),
            },
        ];
        assert_eq!(
            serde_json::to_value(&events).unwrap(),
            json!([
                {"_tag": "text", "text": "a"},
                {"_tag": "tool-call", "call": {"id": "c", "tool": "t", "input": "i"}},
                {"_tag": "finish"},
                {"_tag": "error", "message": "overloaded", "retryable": true},
                {"_tag": "error", "message": "rate limited", "retryable": true,
                 "answered": {"status": 429, "retryAfterMs": 4000}}
            ])
        );
    }

    #[test]
    fn each_literal_has_one_word_for_serde_links_and_pages() {
        for status in [Status::Idle, Status::Running] {
            assert_eq!(
                serde_json::to_value(status).unwrap(),
                json!(status.as_str())
            );
        }
        for decision in Decision::ALL {
            assert_eq!(
                serde_json::to_value(decision).unwrap(),
                json!(decision.as_str())
            );
            assert_eq!(Decision::parse(decision.as_str()), Some(decision));
        }
        for reply in Reply::ALL {
            assert_eq!(serde_json::to_value(reply).unwrap(), json!(reply.as_str()));
            assert_eq!(Reply::parse(reply.as_str()), Some(reply));
        }
        assert_eq!(Decision::parse("maybe"), None);
        assert_eq!(Reply::parse("Once"), None);
        assert!(serde_json::from_value::<Decision>(json!("maybe")).is_err());
    }
}
