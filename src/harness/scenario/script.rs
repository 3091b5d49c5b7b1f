//! A scenario file's script: the llm's replies turn by turn (text, tool calls, a broken
//! stream) and, for a recorded run, what each call gave back. Data only; the scripted llm in
//! `drivers::scripted_llm` plays it, the scenario loader checks it, the log replay writes it.

use serde::{Deserialize, Serialize};

use crate::harness::protocol::schema::Usage;

/// One scripted reply, as a scenario file writes it: what the llm says and which tools it asks
/// for, or how its stream breaks.
#[derive(Clone, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(not(target_arch = "wasm32"), derive(schemars::JsonSchema))]
#[serde(rename_all = "camelCase", deny_unknown_fields)]
pub struct ScriptedReply {
    #[serde(default)]
    pub text: String,
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub tool_calls: Vec<ScriptedCall>,
    /// What it says instead when a tool it asked for last turn did not run.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub if_refused: Option<String>,
    /// Written as the answer to the refusal before it (a hook that always refuses, say):
    /// played as it is, not replaced by `if_refused`.
    #[serde(default, skip_serializing_if = "std::ops::Not::not")]
    pub after_refusal: bool,
    /// The stream breaks after `text` with this error instead of finishing.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub error: Option<ScriptedError>,
    /// The pieces `text` streams in, as a live model sent them; without them the text comes
    /// in up to three pieces, cut at sentence ends.
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub chunks: Vec<String>,
    /// What the provider reported it counted, sent before the finish.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub usage: Option<Usage>,
    /// Recorded from a live model: replayed exactly, never adapted to a refused tool.
    #[serde(default, skip_serializing_if = "std::ops::Not::not")]
    pub recorded: bool,
    /// The provider cut the reply at its token limit after its text and calls.
    #[serde(default, skip_serializing_if = "std::ops::Not::not")]
    pub cut: bool,
    /// A recorded run: the user stopped the reply after what it holds, before it finished.
    #[serde(default, skip_serializing_if = "std::ops::Not::not")]
    pub interrupted: bool,
    /// A recorded run: the model that answered, as its log says.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub model: Option<String>,
    /// A recorded run: when the request went out and when its reply ended, in milliseconds
    /// since the run began.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub at_ms: Option<i64>,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub end_ms: Option<i64>,
    /// After its text and calls the stream goes quiet: nothing more comes, until the agent's
    /// idle timeout ends the attempt.
    #[serde(default, skip_serializing_if = "std::ops::Not::not")]
    pub stalls: bool,
}

/// A tool call in a script; the llm gives it an id when it makes it.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(not(target_arch = "wasm32"), derive(schemars::JsonSchema))]
#[serde(deny_unknown_fields)]
pub struct ScriptedCall {
    pub tool: String,
    /// The input as the llm writes it: text, or JSON arguments, which a file may write as an
    /// object (`{"agent": "explorer", "prompt": "…"}`) instead of a string of JSON.
    #[serde(default, deserialize_with = "text_or_json")]
    #[cfg_attr(not(target_arch = "wasm32"), schemars(with = "serde_json::Value"))]
    pub input: String,
    /// The call's id, as a live model gave it; else `call_N`.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub id: Option<String>,
    /// A recorded run: what the tool gave back, as its log says, instead of a fake tool's
    /// output.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub result: Option<RecordedResult>,
}

/// A tool call's result as a recorded run's log holds it.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(not(target_arch = "wasm32"), derive(schemars::JsonSchema))]
#[serde(rename_all = "camelCase", deny_unknown_fields)]
pub struct RecordedResult {
    #[serde(default)]
    pub output: String,
    #[serde(default)]
    pub outcome: RecordedOutcome,
    /// When it came back, in milliseconds since the run began.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub at_ms: Option<i64>,
    /// How long the tool ran, where the log says.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub duration_ms: Option<u64>,
}

/// How a recorded call ended.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(not(target_arch = "wasm32"), derive(schemars::JsonSchema))]
#[serde(rename_all = "kebab-case")]
pub enum RecordedOutcome {
    #[default]
    Ok,
    /// It ran and failed.
    Failed,
    /// The user refused it: the one permission answer a log records.
    Refused,
    /// The user stopped the run while it ran.
    Interrupted,
    /// The log records no result for it (a session resumed past it, say).
    Missing,
}

/// A string as it is; any other JSON value as its compact JSON text.
fn text_or_json<'de, D: serde::Deserializer<'de>>(d: D) -> Result<String, D::Error> {
    Ok(match serde_json::Value::deserialize(d)? {
        serde_json::Value::String(text) => text,
        other => other.to_string(),
    })
}

/// A broken stream in a script.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(not(target_arch = "wasm32"), derive(schemars::JsonSchema))]
#[serde(deny_unknown_fields)]
pub struct ScriptedError {
    pub message: String,
    /// A dropped connection or an overloaded provider: worth trying again.
    #[serde(default)]
    pub retryable: bool,
}
