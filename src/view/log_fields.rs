//! What each tool's log calls its token figures, so that the summary can say which field each
//! of its figures sums and whether the tool counts the cached part inside its "input": the
//! same word means three different sums across the tools.

use crate::logs::AgentTool;

/// The fields one tool's log reports a request's tokens in.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct LogFields {
    pub input: &'static str,
    pub read: &'static str,
    /// None when the tool reports no cache writes.
    pub write: Option<&'static str>,
    pub output: &'static str,
    /// Its input figure holds the tokens read from the cache (OpenAI's and Gemini's APIs, the
    /// OpenTelemetry conventions), rather than only the uncached part (Anthropic's API).
    pub input_has_cache: bool,
}

/// The fields of `tool`'s log; None for a tool whose log records no token figures.
pub fn of(tool: AgentTool) -> Option<LogFields> {
    let fields = match tool {
        AgentTool::ClaudeCode => LogFields {
            input: "input_tokens",
            read: "cache_read_input_tokens",
            write: Some("cache_creation_input_tokens"),
            output: "output_tokens",
            input_has_cache: false,
        },
        AgentTool::Codex => LogFields {
            input: "input_tokens",
            read: "cached_input_tokens",
            write: None,
            output: "output_tokens",
            input_has_cache: true,
        },
        AgentTool::GeminiCli => LogFields {
            input: "tokens.input + tokens.tool",
            read: "tokens.cached",
            write: None,
            output: "tokens.output + tokens.thoughts",
            input_has_cache: true,
        },
        AgentTool::Opencode => LogFields {
            input: "step-finish tokens.input",
            read: "tokens.cache.read",
            write: Some("tokens.cache.write"),
            output: "tokens.output (with tokens.reasoning where a build counts it apart)",
            input_has_cache: false,
        },
        AgentTool::CopilotCli => LogFields {
            input: "inputTokens",
            read: "cacheReadTokens",
            write: Some("cacheWriteTokens"),
            output: "outputTokens",
            input_has_cache: true,
        },
        AgentTool::OpenTelemetry => LogFields {
            input: "gen_ai.usage.input_tokens",
            read: "gen_ai.usage.cache_read.input_tokens",
            write: Some("gen_ai.usage.cache_creation.input_tokens"),
            output: "gen_ai.usage.output_tokens",
            input_has_cache: true,
        },
        AgentTool::Antigravity => return None,
    };
    Some(fields)
}
