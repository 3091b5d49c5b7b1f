//! Where a session's runner is within a run: its phase, the call it handles, and what a
//! request is for. The session holds these and the runner changes them; they live apart from
//! both so neither module imports the other.

use std::collections::VecDeque;

use crate::harness::protocol::envelope::Wait;
use crate::harness::protocol::hook::HookEvent;
use crate::harness::protocol::schema::{Message, PermissionRequest, ToolCall, ToolResult};

/// The wait before the first retry; it doubles each time.
pub const FIRST_BACKOFF_MS: u64 = 1_000;

/// How long the runner waits after attempt `attempt` failed, and why that long: what the API
/// asked for (`asked_ms`, its `retry-after`), at most `cap_ms`, the stream idle timeout (a run
/// sits silent no longer on a server's word than on a quiet stream); else its own backoff.
pub fn backoff(attempt: u32, asked_ms: Option<u64>, cap_ms: u64) -> (u64, Wait) {
    match asked_ms {
        Some(asked_ms) if asked_ms > cap_ms => (cap_ms, Wait::Capped { asked_ms }),
        Some(asked_ms) => (asked_ms, Wait::Asked),
        None => (
            FIRST_BACKOFF_MS << attempt.saturating_sub(1).min(20),
            Wait::Backoff,
        ),
    }
}

/// What the runner asks of the llm after the thread, when it asks for a summary.
pub const SUMMARY_INSTRUCTION: &str = "Summarize the conversation so far for yourself: what the user asked, what you did and what you found, in a few sentences. Your summary will replace these messages.";

/// What a request to the llm is for.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Purpose {
    /// A turn of the loop.
    Turn,
    /// A summary of the thread's first `replaced` messages, to make room.
    Summary { replaced: usize },
}

impl Purpose {
    /// What the request carries after the thread: a summary request, its instruction.
    pub fn last_block(self) -> Option<&'static str> {
        match self {
            Purpose::Turn => None,
            Purpose::Summary { .. } => Some(SUMMARY_INSTRUCTION),
        }
    }
}

/// Where the runner is within a run.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub enum Phase {
    /// No run is going, or the run's end is on its way to the coordinator.
    #[default]
    Idle,
    /// A request is out and its reply streams in: the text and tool calls so far. `stopping`
    /// once the user pressed Stop and the stream is being closed.
    Streaming {
        purpose: Purpose,
        attempt: u32,
        text: String,
        calls: Vec<ToolCall>,
        /// The provider cut the reply at its token limit: no more calls are taken from it.
        cut: bool,
        stopping: bool,
    },
    /// The stream broke; the runner waits `after_ms` before sending attempt `attempt`.
    Backoff {
        purpose: Purpose,
        attempt: u32,
        after_ms: u64,
    },
    /// The reply finished; its calls are handled one at a time, in call order. `stopping`
    /// once the user pressed Stop: each call left gets an interrupted result.
    Calls {
        pending: VecDeque<ToolCall>,
        current: Option<Current>,
        stopping: bool,
    },
    /// The summary came back; the thread is about to be compacted.
    /// `put_back`: what the compaction loads again (memory files, skills), counted in its
    /// figure and added as it happens.
    Compacting {
        replaced: usize,
        summary: String,
        put_back: Vec<Message>,
    },
    /// A hook of the run (not of one call) runs: UserPromptSubmit before the first request,
    /// Stop when the run would end. `stopping` once the user pressed Stop meanwhile.
    Hooking { event: HookEvent, stopping: bool },
}

impl Phase {
    /// Attempt `attempt` at a request for `purpose` is out; nothing has come back yet.
    pub fn streaming(purpose: Purpose, attempt: u32) -> Phase {
        Phase::Streaming {
            purpose,
            attempt,
            text: String::new(),
            calls: Vec::new(),
            cut: false,
            stopping: false,
        }
    }
}

/// The call being handled.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Current {
    /// The tool runs.
    Running(ToolCall),
    /// The user is asked first.
    Asking(PermissionRequest),
    /// Its PreToolUse hook runs, before the rules are read.
    Before(ToolCall),
    /// It ran; its PostToolUse hook runs before the result joins the thread.
    After(ToolCall, ToolResult),
    /// Its result is on its way into the thread.
    Settling,
}
