//! Readers of real agent session logs (Claude Code transcripts, Codex CLI rollouts) into one
//! neutral model: sessions of events in the order they happened, with the figures each log
//! reports and nothing it does not. Pure code: bytes in, an [`Import`] out, no I/O.
//!
//! What each format holds, per version, is documented in `shared/formats/session-logs.md`;
//! the rules taken from it are named in the module that applies them.
//!
//! - [`read`] reads whole files at once; [`Reader`] takes them in chunks of any size.
//! - `detect`: which format a file is, or why it cannot be read ([`ImportError`]);
//! - `claude`, `codex`: one line into a compact record, then records into sessions;
//! - `pairing`: calls that never got a result; `totals`: [`Totals`] from per-request figures;
//!   `no_usage`: why a request has no figures ([`NoUsage`]).

mod antigravity;
mod claude;
mod codex;
mod copilot;
mod detect;
mod error;
mod format_reader;
mod gemini;
mod json;
mod lines;
mod no_usage;
mod opencode;
mod otlp;
mod pairing;
mod reader;
pub mod replay;
mod runs;
mod time;
mod totals;

pub use error::ImportError;
pub use no_usage::{NoUsage, NoUsageCounts};
pub use reader::Reader;
pub use time::epoch_ms;
pub use totals::{Figures, Totals};

use crate::harness::machine::{FIVE_MINUTES_MS, ONE_HOUR_MS};
use crate::harness::protocol::hook::{HookEvent, HookOutcome};
use crate::harness::protocol::mode::Mode;

/// Everything read from one or more files of one agent run.
#[derive(Clone, Debug, PartialEq)]
pub struct Import {
    /// The agent whose logs these are.
    pub tool: AgentTool,
    /// The format in words, e.g. "Claude Code 2.1 (sub-agents in <session>/subagents/)".
    pub format: String,
    /// The newest CLI version the files record ("2.1.39", "0.125.0"); None when none is.
    pub version: Option<String>,
    /// The sessions: `[0]` is the main session (when a main session's file was read), then
    /// every other top-level session (a folder of several runs), then the sub-agents by start.
    pub sessions: Vec<LogSession>,
    /// One report per input file, in the order they were given.
    pub files: Vec<FileReport>,
}

/// The agent that wrote the logs.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, serde::Serialize, serde::Deserialize)]
pub enum AgentTool {
    #[default]
    ClaudeCode,
    Codex,
    /// Google's Gemini CLI: `~/.gemini/tmp/<project>/chats/`.
    GeminiCli,
    /// opencode, as `opencode export <session>` writes it.
    Opencode,
    /// Antigravity CLI, Gemini CLI's successor: `transcript_full.jsonl`.
    Antigravity,
    /// GitHub Copilot CLI: `~/.copilot/session-state/<session>/events.jsonl`.
    CopilotCli,
    /// Any agent's OpenTelemetry traces, as the OTLP file exporter writes them.
    OpenTelemetry,
}

impl AgentTool {
    /// The tool's own name, as its makers write it (not translated).
    pub fn name(self) -> &'static str {
        match self {
            AgentTool::ClaudeCode => "Claude Code",
            AgentTool::Codex => "Codex",
            AgentTool::GeminiCli => "Gemini CLI",
            AgentTool::Opencode => "opencode",
            AgentTool::Antigravity => "Antigravity CLI",
            AgentTool::CopilotCli => "Copilot CLI",
            AgentTool::OpenTelemetry => "OpenTelemetry",
        }
    }
}

/// What became of one input file.
#[derive(Clone, Debug, PartialEq)]
pub struct FileReport {
    /// The name it was given under (a path or a bare file name).
    pub name: String,
    /// Its format in words; None when it could not be read.
    pub format: Option<String>,
    /// Non-blank lines in it (a `.meta.json` counts as one), or what `unit` says it counts.
    pub lines_read: u64,
    /// Lines not used, by reason, in the order of [`Skip`]; reasons with no line are left out.
    pub skipped: Vec<(Skip, u64)>,
    /// What `lines_read` and `skipped` count.
    pub unit: Unit,
    /// Why the file was not read at all; None when it was.
    pub problem: Option<ImportError>,
}

/// What a file's report counts: lines, or the records a line holds where one line holds many.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, serde::Serialize, serde::Deserialize)]
pub enum Unit {
    #[default]
    Lines,
    /// OpenTelemetry traces: one line holds many spans (a line that does not parse counts as
    /// one).
    Spans,
    /// OpenTelemetry logs (Claude Code's events): log records, likewise.
    LogRecords,
    /// A file of both signals (the exporters write one per file, but files can be joined).
    SpansAndLogRecords,
}

/// Why a line was not used. Never fatal: each is counted in its file's report.
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash)]
pub enum Skip {
    /// Not a JSON object.
    NotJson,
    /// Not UTF-8 text, or holding NUL bytes.
    NotText,
    /// The file's last line, cut off before its end (the file was still being written).
    CutOff,
    /// A record type this reader does not know.
    UnknownKind,
    /// A record type this reader does not know, in a file of a newer version than it knows.
    NewerVersion,
    /// A copy of a line already read: a resumed session's replay (same `uuid`), a repeated
    /// Codex `token_count`, the event copy of a Codex response item, a repeated reply block.
    Duplicate,
    /// A Codex child rollout's copy of its parent's history.
    ReplayedHistory,
    /// A Claude Code 2.0 "Warmup" sub-agent, started by the CLI and never by the model.
    Warmup,
    /// The app's own bookkeeping, not part of the run: file snapshots, progress, queue
    /// operations, empty token counts, settings records.
    Bookkeeping,
    /// Shown to the person only, never sent to the model: a hook's message or its error.
    ShownToYouOnly,
    /// A hook at a moment the page does not run hooks (PreCompact, Notification,
    /// SubagentStop, SessionEnd…), or inside a sub-agent.
    HookNotRun,
    /// Taken back before the end: a message a later rewind removed (Gemini CLI's
    /// `$rewindTo`).
    Undone,
}

impl Skip {
    /// Every reason, in the order the report lists them (and `as usize` counts them).
    pub const ALL: [Skip; 12] = [
        Skip::NotJson,
        Skip::NotText,
        Skip::CutOff,
        Skip::UnknownKind,
        Skip::NewerVersion,
        Skip::Duplicate,
        Skip::ReplayedHistory,
        Skip::Warmup,
        Skip::Bookkeeping,
        Skip::ShownToYouOnly,
        Skip::HookNotRun,
        Skip::Undone,
    ];
}

impl FileReport {
    /// Lines not used, whatever the reason.
    pub fn lines_skipped(&self) -> u64 {
        self.skipped
            .iter()
            .fold(0, |sum, (_, n)| sum.saturating_add(*n))
    }
}

/// One conversation with the model: the main agent's or a sub-agent's.
#[derive(Clone, Debug, PartialEq)]
pub struct LogSession {
    /// Claude: the `sessionId` (main) or the `agentId` (a sub-agent); Codex: the thread id.
    pub id: String,
    /// Main agent, sub-agent, or the call that wrote a compaction summary.
    pub kind: SessionKind,
    /// The sub-agent's type or nickname where recorded ("general-purpose", "explorer").
    pub agent: Option<String>,
    /// The tool call that started it, when the logs say; None for a main session and for a
    /// sub-agent whose start is not in the files read (then `parent_note` says why).
    pub parent: Option<Link>,
    /// Why `parent` is None for a session that is not a main one, in words.
    pub parent_note: Option<String>,
    /// The session's title where recorded (Claude `summary`/`ai-title`/`custom-title`, the
    /// last one wins; Codex `thread_name_updated`).
    pub title: Option<String>,
    /// The working directory: Claude `cwd`, Codex `session_meta.cwd` or, in the bare format,
    /// the `<cwd>` of the environment context.
    pub cwd: Option<String>,
    /// Every model that answered a request, in order of first use.
    pub models: Vec<String>,
    /// The system instructions: Codex `base_instructions` (or older `instructions`) when
    /// recorded; always None for Claude Code, which does not record its system prompt.
    pub instructions: Option<String>,
    /// The model's context window in tokens: Codex `model_context_window`; Claude: None.
    pub context_window: Option<u64>,
    /// What happened, in file order (the order the agent wrote it).
    pub events: Vec<LogEvent>,
    /// Figures the log reports for the whole session rather than per request (Copilot CLI's
    /// `session.shutdown`), one per model; empty when it reports none.
    pub session_usage: Vec<SessionUsage>,
    /// The version of the tool that wrote it, where recorded (a folder may hold runs of several
    /// versions; [`Import::version`] is the newest).
    pub version: Option<String>,
}

/// Tokens a log reports for a whole session and one model, not per request.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct SessionUsage {
    pub model: String,
    /// The requests it counts, where recorded.
    pub requests: Option<u64>,
    /// Every input token, cache reads and writes included (as [`ReportedUsage::input`]).
    pub input: u64,
    pub cache_read: u64,
    pub cache_write: Option<u64>,
    pub output: u64,
}

/// What a session is in the run.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum SessionKind {
    /// The agent the human talked to.
    Main,
    /// An agent started by a tool call of another (Claude `Task`/`Agent`, Codex
    /// `spawn_agent`).
    SubAgent,
    /// Claude Code 2.1's `agent-acompact-*` file: the LLM call that wrote a compaction
    /// summary. Its `parent` names the session compacted, with no call.
    CompactionSummary,
}

/// Where a session came from.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Link {
    /// The index in [`Import::sessions`] of the session that started it.
    pub session: usize,
    /// The id of the tool call that started it; None when the logs name the parent session
    /// but not the call.
    pub call_id: Option<String>,
}

/// One thing that happened in a session.
#[derive(Clone, Debug, PartialEq)]
pub enum LogEvent {
    /// A prompt: typed by the human (main session) or handed down by the parent agent (the
    /// first prompt of a sub-agent). Never a tool result, never injected context.
    Prompt {
        at: Option<i64>,
        text: String,
        /// The permission mode the person was in when they sent it, where the log says
        /// (Claude Code's `permissionMode`).
        mode: Option<Mode>,
    },
    /// Text the harness put before the model besides the prompt, shown as such.
    Context {
        at: Option<i64>,
        kind: ContextKind,
        text: String,
    },
    /// One LLM call, its split lines grouped.
    Request(LlmRequest),
    /// A tool's answer to a call. Every call in a session has exactly one result event:
    /// a call the log never answers gets one with [`ToolOutcome::NoResult`], `at: None` and
    /// an empty output, just before the turn ends (or at the session's end).
    ToolResult {
        at: Option<i64>,
        /// The `ToolCall` id it answers.
        call_id: String,
        /// What the model was given back (images as "[image: image/png, 12 KB]").
        output: String,
        outcome: ToolOutcome,
        /// How long the tool ran, where recorded (Codex `exec_command_end`, a `Wall time`
        /// line or `duration_seconds`; Claude `durationMs`/`totalDurationMs`).
        duration_ms: Option<u64>,
    },
    /// The history was shrunk.
    Compaction {
        at: Option<i64>,
        kind: CompactionKind,
        /// "auto" or "manual" where recorded.
        trigger: Option<String>,
        /// The context's size before, as the log reports it (Claude `preTokens`).
        tokens_before: Option<u64>,
        /// After (Claude `postTokens`, or `preTokens - tokensSaved` for a microcompact).
        tokens_after: Option<u64>,
        /// The summary text that replaced the history, where recorded.
        summary: Option<String>,
        /// Tool calls whose results were cleared in place (a Claude microcompact).
        cleared_calls: Vec<String>,
    },
    /// A failed LLM call: a retry notice (with its attempt) or the final failure.
    ApiError {
        at: Option<i64>,
        message: String,
        /// The HTTP status where recorded (529, 429…).
        status: Option<u16>,
        retry_in_ms: Option<u64>,
        attempt: Option<u32>,
        max_retries: Option<u32>,
    },
    /// The user stopped the agent (Esc, Ctrl-C, "abort" at a question). The turn ends here.
    Interrupted {
        at: Option<i64>,
        /// Codex `turn_aborted.reason` ("interrupted", "replaced"…); Claude: None.
        reason: Option<String>,
    },
    /// A hook ran (Claude `hook_*` attachments, `hook_progress`, `stop_hook_summary`).
    Hook { at: Option<i64>, run: HookRun },
    /// A user turn finished (Claude `turn_duration`, Codex `task_complete`).
    TurnEnd {
        at: Option<i64>,
        duration_ms: Option<u64>,
    },
}

/// One hook run as a log records it.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct HookRun {
    pub event: HookEvent,
    /// The call it ran for, at a tool event.
    pub call_id: Option<String>,
    /// The command, where the record names it; empty where it does not.
    pub command: String,
    pub outcome: HookOutcome,
}

/// What injected context is.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum ContextKind {
    /// Instructions from the harness: Codex developer/system messages, AGENTS.md,
    /// `<user_instructions>`.
    Instructions,
    /// The environment: Codex `<environment_context>`.
    Environment,
    /// Claude `isMeta` lines and `<system-reminder>`s; Codex markers such as `<turn_aborted>`.
    Meta,
    /// A slash command, its output, or a `!` shell command and its output, echoed into the
    /// conversation.
    Command,
    /// A Claude `attachment` record, with its type ("hook_success", "queued_command"…).
    Attachment(String),
    /// A background task's notice (`<task-notification>`).
    Notification,
    /// Text the harness wrote as the assistant with no LLM call (model `<synthetic>`).
    Harness,
}

/// One LLM call.
#[derive(Clone, Debug, PartialEq)]
pub struct LlmRequest {
    /// When its first reply line was written.
    pub at: Option<i64>,
    /// When its last reply line (or its token count) was written.
    pub end_at: Option<i64>,
    /// Claude `message.id`; Codex: the `response_id` of its `token_usage_record` (0.151+),
    /// else None (older rollouts have no id per call).
    pub id: Option<String>,
    /// The model as recorded on the reply (Claude) or the turn's settings (Codex).
    pub model: Option<String>,
    /// The reply, in stream order.
    pub blocks: Vec<ReplyBlock>,
    /// The tokens the log reports for this call; None when it reports none.
    pub usage: Option<ReportedUsage>,
    /// The stop reason as recorded ("tool_use", "end_turn", "max_tokens"); None when not
    /// recorded (every Claude 2.1.38+ line, every Codex call).
    pub stop: Option<String>,
    /// Output tokens a log reports for a call whose other figures it does not (Copilot CLI's
    /// `assistant.message.outputTokens`); None where `usage` says them, or nothing does.
    pub reported_output: Option<u64>,
}

/// One block of a reply.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum ReplyBlock {
    Text(String),
    /// The readable thinking: Claude `thinking`, Codex's reasoning summary; "" when only
    /// encrypted or redacted content was recorded.
    Thinking(String),
    ToolCall {
        id: String,
        name: String,
        /// The arguments as JSON text (Codex's freeform `apply_patch` input as is).
        input: String,
    },
}

/// Tokens as the log reports them for one call, normalised across tools.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Default)]
pub struct ReportedUsage {
    /// Every token the request carried, cache reads and writes included (Claude: input +
    /// cache_read + cache_creation; Codex: input_tokens, which includes the cached part).
    pub input: u64,
    /// Of `input`, read from the provider's prompt cache.
    pub cache_read: u64,
    /// Of `input`, written to the cache: Claude reports it; Codex never does (None).
    pub cache_write: Option<u64>,
    /// Of `cache_write`, written for one hour rather than five minutes (Claude
    /// `usage.cache_creation.ephemeral_1h_input_tokens`); None when the log does not split its
    /// writes (Claude Code before the split was recorded, Codex).
    pub cache_write_1h: Option<u64>,
    /// Tokens written by the model (Codex: reasoning included).
    pub output: u64,
    /// `output` is the largest count seen on the call's lines, and the final count may
    /// never have been written (Claude lines with no stop reason).
    pub output_is_lower_bound: bool,
    /// Of `output`, reasoning (Codex `reasoning_output_tokens`); Claude: None.
    pub reasoning: Option<u64>,
}

/// How a tool call ended.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum ToolOutcome {
    Ok,
    /// The tool ran and failed (an error result, a non-zero exit code).
    Failed,
    /// The user said no: the only permission answer a log records ("User rejected tool use",
    /// "exec command rejected by user", `exec_command_end.status: declined`).
    Rejected,
    /// The user stopped it while it ran.
    Interrupted,
    /// The call never got a result in the log (e.g. after a resume, or the log ends).
    NoResult,
}

/// How history was shrunk.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum CompactionKind {
    /// A summary replaced the history (Claude `compact_boundary`, Codex local compaction).
    Summary,
    /// The history was replaced by content only the provider can read (Codex remote
    /// compaction: `encrypted_content`).
    Encrypted,
    /// Old tool results were cleared in place, no summary (Claude `microcompact_boundary`).
    ClearedToolResults,
}

/// Reads whole files: each `(name, bytes)` is one file, named by its path or file name
/// ("proj/abc.jsonl", "proj/abc/subagents/agent-x.jsonl"); the names tell the sub-agent
/// layout. The files of one run (a main session, its sub-agents, a resumed copy) become one
/// [`Import`]; a file of no known format is reported in [`Import::files`], and only when no
/// file can be read is the answer an error.
pub fn read<N: AsRef<str>>(files: &[(N, &[u8])]) -> Result<Import, ImportError> {
    let mut reader = Reader::new();
    for (name, bytes) in files {
        reader.feed(name.as_ref(), bytes);
    }
    reader.finish()
}

impl Import {
    /// Token and count totals, added up from the per-request figures.
    pub fn totals(&self) -> Totals {
        Totals::of(self)
    }

    /// How long the provider's cache kept an entry after its last use, in ms: an hour when
    /// some request wrote for an hour (Claude Code's `ephemeral_1h_input_tokens`), else five
    /// minutes, the providers' default.
    pub fn cache_lifetime_ms(&self) -> i64 {
        let hour = self.sessions.iter().flat_map(|s| s.requests()).any(|r| {
            r.usage
                .and_then(|u| u.cache_write_1h)
                .is_some_and(|w| w > 0)
        });
        if hour {
            ONE_HOUR_MS
        } else {
            FIVE_MINUTES_MS
        }
    }

    /// The earliest timestamp recorded, in ms since the epoch.
    pub fn started(&self) -> Option<i64> {
        self.sessions.iter().filter_map(LogSession::started).min()
    }

    /// The latest timestamp recorded, in ms since the epoch.
    pub fn ended(&self) -> Option<i64> {
        self.sessions.iter().filter_map(LogSession::ended).max()
    }
}

impl LogSession {
    /// The earliest timestamp among its events.
    pub fn started(&self) -> Option<i64> {
        self.events.iter().flat_map(LogEvent::times).min()
    }

    /// The latest timestamp among its events.
    pub fn ended(&self) -> Option<i64> {
        self.events.iter().flat_map(LogEvent::times).max()
    }

    /// The requests, in order.
    pub fn requests(&self) -> impl Iterator<Item = &LlmRequest> {
        self.events.iter().filter_map(|e| match e {
            LogEvent::Request(r) => Some(r),
            _ => None,
        })
    }
}

impl LogEvent {
    /// When it happened, where recorded.
    pub fn at(&self) -> Option<i64> {
        match self {
            LogEvent::Prompt { at, .. }
            | LogEvent::Context { at, .. }
            | LogEvent::ToolResult { at, .. }
            | LogEvent::Compaction { at, .. }
            | LogEvent::ApiError { at, .. }
            | LogEvent::Interrupted { at, .. }
            | LogEvent::TurnEnd { at, .. }
            | LogEvent::Hook { at, .. } => *at,
            LogEvent::Request(r) => r.at,
        }
    }

    /// Every timestamp it carries (a request has a start and an end).
    fn times(&self) -> impl Iterator<Item = i64> {
        let end = match self {
            LogEvent::Request(r) => r.end_at,
            _ => None,
        };
        self.at().into_iter().chain(end)
    }
}
