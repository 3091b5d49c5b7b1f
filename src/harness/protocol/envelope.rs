//! The messages that pass between the harness's parts. Each one is a step of the demo.

use super::hook::{HookEvent, HookOutcome};
use super::schema::{LlmEvent, PermissionRequest, Reply, ToolCall, ToolResult};

/// A client's number: 1 is you; 2 is a second window on the same session.
pub type ClientId = u8;

/// A session's place in the harness: 0 is the one you talk to; sub-agents' sessions follow in
/// the order they were created.
pub type SessionIx = usize;

/// Where the wait before a retry comes from.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Wait {
    /// The runner's own backoff, which doubles each attempt.
    Backoff,
    /// The API asked for it, in its `retry-after`.
    Asked,
    /// The API asked for `asked_ms`, longer than the stream idle timeout: the runner waits
    /// the idle timeout.
    Capped { asked_ms: u64 },
}

/// One of the moving parts, or a client.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Part {
    /// One client: a terminal or a web page.
    Client {
        id: ClientId,
    },
    /// Every client that keeps the session's update stream open.
    Clients,
    SessionApi,
    Coordinator,
    Runner,
    Llm,
    Tools,
    /// The hooks: the harness's own code, run beside the runner, outside the llm's context.
    Hooks,
}

impl Part {
    /// The part's own name, as the diagram and the narration write it.
    pub fn name(self) -> &'static str {
        match self {
            Part::Client { id: 1 } => "client",
            Part::Client { id: 2 } => "client 2",
            Part::Client { .. } => "another client",
            Part::Clients => "clients",
            Part::SessionApi => "session API",
            Part::Coordinator => "coordinator",
            Part::Runner => "runner",
            Part::Llm => "llm",
            Part::Tools => "tools",
            Part::Hooks => "hooks",
        }
    }
}

/// A request's size and what the prompt cache did with it, in tokens.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct Context {
    pub total: u64,
    /// Read from the prompt cache.
    pub cached: u64,
    /// Stored in the prompt cache by this request, for later ones to read.
    pub written: u64,
}

impl Context {
    /// Tokens the llm reads afresh.
    pub fn uncached(self) -> u64 {
        self.total - self.cached
    }
}

/// Why a tool runs.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Because {
    /// An allow rule.
    Allowed,
    /// The user answered the permission request with this reply.
    Replied(Reply),
    /// A PreToolUse hook allowed it, and no rule said ask or deny.
    Hook,
}

/// Why the runner cancels what the llm or a tool is doing.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum CancelReason {
    /// The user pressed Stop.
    Stopped,
    /// The tool passed the agent's time limit.
    TimedOut,
    /// The llm's stream sent nothing for the agent's idle timeout.
    StreamIdle,
}

/// How a run ended.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum RunEnd {
    /// The llm replied with no tool calls: its text is the answer.
    Answered,
    /// The user pressed Stop.
    Stopped,
    /// The llm's stream broke and retrying did not help.
    Failed { message: String },
    /// The run used the agent's maximum number of turns.
    TurnLimit { max: u32 },
    /// The next request does not fit the context window, even after compacting.
    ContextFull { needed: u64, window: u64 },
}

/// What one part says to another. Variants read as "sender says ...".
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Say {
    /// The person types into the client; nothing is sent yet.
    Typed { text: String },
    /// The client calls `prompt` on the session API.
    Prompt { text: String },
    /// The session API saved the message and answers at once. `queued` when a run is going and
    /// the message waits for the runner's next turn.
    Accepted { queued: bool },
    /// The session API asks the coordinator for a run.
    StartRun,
    /// The coordinator already has a run going for this session: no second one.
    AlreadyRunning,
    /// The coordinator hands the session to the runner.
    Run,
    /// A message came in as the run was ending: the same run takes another turn.
    KeepGoing,
    /// The runner sends a turn's request to the llm (`attempt` > 1 after a broken stream).
    /// The first `joins` messages waiting in the session join the thread just before.
    Request {
        turn: u32,
        attempt: u32,
        joins: usize,
        context: Context,
    },
    /// The next request would not fit the context window (`needed` > `window`), so the runner
    /// first asks the llm to summarize the `replaced` older messages.
    Summarize {
        replaced: usize,
        needed: u64,
        window: u64,
        attempt: u32,
        /// The request would fit: a recorded run compacts here because its log did.
        recorded: bool,
        context: Context,
    },
    /// The llm streams one event back.
    Event { event: LlmEvent },
    /// The runner passes a streamed event on to the clients.
    Forward { event: LlmEvent },
    /// The runner asks a tool to run.
    RunTool { call: ToolCall, because: Because },
    /// The tool's output comes back (its error flag set when it failed).
    Output { result: ToolResult },
    /// The runner adds a tool call's one result to the thread and shows it.
    Result { call: ToolCall, result: ToolResult },
    /// The runner runs hook number `hook` of the session's agent at `event` (for `call`,
    /// at a tool event).
    Hook {
        event: HookEvent,
        hook: usize,
        call: Option<ToolCall>,
    },
    /// What the hook returned.
    Hooked {
        event: HookEvent,
        hook: usize,
        outcome: HookOutcome,
    },
    /// A rule says ask: the runner pauses and asks the user.
    Ask { request: PermissionRequest },
    /// The user answers a permission request.
    Answer { id: String, reply: Reply },
    /// The session API passes the answer on to the waiting runner.
    Resume { reply: Reply },
    /// The user presses Stop.
    Stop,
    /// The session API tells the runner to stop the run.
    Interrupt,
    /// The runner ends what the llm or a tool is doing: the stream is closed, the tool killed.
    Cancel { reason: CancelReason },
    /// The stream broke with a retryable error: the runner tells the clients it tries again,
    /// attempt `attempt` of `of`, after waiting `after_ms` (`wait` says why that long).
    /// `status`: the HTTP status the API answered with; none when the connection broke.
    Retry {
        message: String,
        attempt: u32,
        of: u32,
        after_ms: u64,
        status: Option<u16>,
        wait: Wait,
    },
    /// The runner replaced the `replaced` older messages by the llm's summary: the request
    /// shrinks from `before` to `after` tokens.
    Compacted {
        replaced: usize,
        before: u64,
        after: u64,
    },
    /// The runner tells the clients why the run ends without an answer.
    Ended { end: RunEnd },
    /// The runner tells the coordinator the run is over, and how it ended.
    Done { end: RunEnd },
    /// The session is idle again.
    Idle,
    /// The task tool, a client of the session API like any other, asks for a new session of
    /// `agent` and prompts it with `prompt`.
    Spawn { agent: String, prompt: String },
    /// The session API created session `child`, saved the prompt in its thread, and answers
    /// the task tool at once.
    Spawned { child: SessionIx },
    /// The task tool was cancelled, so it stops the session it waits on.
    StopChild { child: SessionIx },
}

/// One message between two parts. `session` is the session it belongs to: the runner, llm and
/// tools it names are that session's, and the step shows that session's state.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Envelope {
    pub from: Part,
    pub to: Part,
    pub say: Say,
    pub session: SessionIx,
}
