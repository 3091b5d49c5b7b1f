//! One session's state: its agent, thread, turns and the runner's phase. The session API,
//! coordinator and runner code is the same for every session; each session has its own copy
//! of this state, and a sub-agent's session also knows the tool call that waits on it.

use std::ops::Range;

use super::cache::Boundary;
use super::runner::{Current, Phase, Purpose};
use super::thread::{fnv, ThreadLog, FNV_START};
use super::{tokens, LlmPhase, RequestRef, TurnRecord};
use crate::harness::protocol::envelope::{ClientId, SessionIx};
use crate::harness::protocol::schema::{
    Agent, LlmRequest, Message, PermissionRequest, Session, Status, Tool, ToolCall, Turn,
};

/// The request head: system prompt, instructions, tools. Each block's boundary, shortest first.
#[derive(Clone, Debug)]
pub(super) struct Head {
    pub(super) boundaries: [Boundary; 3],
}

impl Head {
    fn new(instructions: &str, tools: &[Tool]) -> Self {
        let system = Boundary {
            print: fnv(FNV_START, "typical system prompt"),
            tokens: tokens::TYPICAL_SYSTEM_PROMPT_TOKENS,
        };
        let instructions = Boundary {
            print: fnv(system.print, instructions),
            tokens: system.tokens + tokens::text_tokens(instructions),
        };
        let tools = Boundary {
            print: tools.iter().fold(instructions.print, |h, t| {
                fnv(fnv(h, &t.name), &t.description)
            }),
            tokens: instructions.tokens + tokens::tools_tokens(tools),
        };
        Head {
            boundaries: [system, instructions, tools],
        }
    }

    pub(super) fn tokens(&self) -> u64 {
        self.boundaries[2].tokens
    }
}

/// The tool call in another session that waits for this session's answer.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Parent {
    pub session: SessionIx,
    pub call: ToolCall,
}

/// One session of one agent.
#[derive(Clone, Debug)]
pub struct SessionState {
    pub(super) ix: SessionIx,
    pub(super) id: String,
    pub(super) agent: Agent,
    pub(super) tools: Vec<Tool>,
    pub(super) head: Head,
    pub(super) status: Status,
    /// The coordinator has a run going (decided before the clients are told).
    pub(super) run_going: bool,
    pub(super) log: ThreadLog,
    /// Messages saved while a turn was out; they join the thread before the next request.
    pub(super) inbox: Vec<(ClientId, String)>,
    pub(super) runner: Phase,
    pub(super) llm: LlmPhase,
    pub(super) turns: Vec<TurnRecord>,
    /// Turns of the loop so far in this session, and the first of the current run.
    pub(super) turn_number: u32,
    pub(super) run_first_turn: u32,
    /// The runner compacted for the turn it is about to send: if that is still too big, the
    /// context is full.
    pub(super) compacted_for_turn: bool,
    pub(super) runs_started: u32,
    pub(super) parent: Option<Parent>,
    /// A recorded run's compactions: before these turns of the loop, as its log did them.
    pub(super) compact_before: Vec<u32>,
    /// How many task calls deep it is: 0 for the session you talk to.
    pub(super) depth: u32,
}

impl SessionState {
    /// A new idle session of `agent`; it gets the tools of `catalog` it names.
    pub(super) fn new(ix: SessionIx, id: String, agent: Agent, catalog: &[Tool]) -> Self {
        let tools: Vec<Tool> = agent
            .tools
            .iter()
            .filter_map(|name| catalog.iter().find(|t| &t.name == name).cloned())
            .collect();
        let head = Head::new(&agent.instructions, &tools);
        SessionState {
            ix,
            id,
            log: ThreadLog::new(head.boundaries[2].print),
            head,
            agent,
            tools,
            status: Status::Idle,
            run_going: false,
            inbox: Vec::new(),
            runner: Phase::Idle,
            llm: LlmPhase::Waiting,
            turns: Vec::new(),
            turn_number: 0,
            run_first_turn: 1,
            compacted_for_turn: false,
            runs_started: 0,
            parent: None,
            compact_before: Vec::new(),
            depth: 0,
        }
    }

    /// A user message is waiting for an answer.
    pub(super) fn unanswered(&self) -> bool {
        !self.inbox.is_empty() || matches!(self.log.thread().last(), Some(Message::User { .. }))
    }

    /// The call this session's runner has out to a tool, if any.
    pub(super) fn running_call(&self) -> Option<&ToolCall> {
        match &self.runner {
            Phase::Calls {
                current: Some(Current::Running(call)),
                ..
            } => Some(call),
            _ => None,
        }
    }

    /// The permission request this session's runner waits on, if any.
    pub(super) fn asking(&self) -> Option<&PermissionRequest> {
        match &self.runner {
            Phase::Calls {
                current: Some(Current::Asking(request)),
                ..
            } => Some(request),
            _ => None,
        }
    }

    /// Tokens of a request carrying the log's `thread`.
    pub(super) fn request_tokens(&self, thread: Range<usize>) -> u64 {
        self.head.tokens() + self.log.tokens(thread)
    }

    // ---- what the page reads ------------------------------------------------------------

    /// The session with the article's shape.
    pub fn session(&self) -> Session {
        Session {
            id: self.id.clone(),
            agent: self.agent.name.clone(),
            status: self.status,
            thread: self.log.thread().to_vec(),
        }
    }

    pub fn index(&self) -> SessionIx {
        self.ix
    }
    pub fn id(&self) -> &str {
        &self.id
    }
    pub fn agent(&self) -> &Agent {
        &self.agent
    }
    pub fn tools(&self) -> &[Tool] {
        &self.tools
    }
    pub fn status(&self) -> Status {
        self.status
    }
    pub fn phase(&self) -> &Phase {
        &self.runner
    }
    /// The thread now.
    pub fn thread(&self) -> &[Message] {
        self.log.thread()
    }
    /// Every message of every generation of the thread.
    pub fn log(&self) -> &ThreadLog {
        &self.log
    }
    pub fn turns(&self) -> &[TurnRecord] {
        &self.turns
    }
    /// Messages waiting in the session for the runner's next turn.
    pub fn inbox(&self) -> &[(ClientId, String)] {
        &self.inbox
    }
    /// Tokens of everything before the thread: system prompt, instructions, tools.
    pub fn head_tokens(&self) -> u64 {
        self.head.tokens()
    }
    /// The task call that waits on this session, for a sub-agent's.
    pub fn parent(&self) -> Option<&Parent> {
        self.parent.as_ref()
    }
    pub fn depth(&self) -> u32 {
        self.depth
    }

    /// The request the runner has out (or would send next), borrowed.
    pub fn request(&self) -> RequestRef<'_> {
        let (thread, purpose) = match self.turns.last() {
            Some(t) => (self.log.slice(t.thread.clone()), t.purpose),
            None => (self.log.thread(), Purpose::Turn),
        };
        RequestRef {
            agent: &self.agent.name,
            instructions: &self.agent.instructions,
            tools: &self.tools,
            thread,
            purpose,
        }
    }

    /// Request `index` with the article's shape (copies its thread).
    pub fn turn(&self, index: usize) -> Option<Turn> {
        let t = self.turns.get(index)?;
        Some(Turn {
            number: t.number,
            request: LlmRequest {
                instructions: self.agent.instructions.clone(),
                thread: self.log.slice(t.thread.clone()).to_vec(),
                tools: self.tools.clone(),
            },
            events: t.events.clone(),
        })
    }

    /// The text of the last reply in the thread: a finished run's answer.
    pub fn last_answer(&self) -> Option<&str> {
        self.log.thread().iter().rev().find_map(|m| match m {
            Message::Assistant { text, .. } => Some(text.as_str()),
            _ => None,
        })
    }
}
