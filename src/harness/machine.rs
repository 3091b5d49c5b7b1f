//! The harness as a sans-IO state machine.
//!
//! It never waits and never calls out. Inputs go in through `prompt`, `handle_llm_event`,
//! `handle_tool_output` and `reply`; `poll` hands out the next message between two parts and
//! applies its effect on the receiver. Messages to the llm, the tools and the clients are for
//! the driver to carry out. What the three moving parts do on delivery lives in
//! `session_api.rs`, `coordinator.rs` and `runner.rs`.

use std::collections::VecDeque;
use std::fmt;

use super::envelope::{ClientId, Envelope, Part, Say};
use super::llm::RequestRef;
use super::schema::{
    Agent, LlmEvent, Message, PermissionRequest, Reply, Rule, Session, Status, Tool, ToolCall,
    ToolResult, Turn,
};
use super::tokens::{self, Context, RequestShape, Source};

/// What the llm is doing, as the llm panel shows it.
#[derive(Clone, Copy, Debug, PartialEq, Eq, serde::Serialize)]
#[serde(rename_all = "kebab-case")]
pub enum LlmPhase {
    /// No request yet.
    Waiting,
    /// A request is out; nothing has come back.
    Thinking,
    /// Events are arriving.
    Streaming,
    /// The last reply is finished.
    Finished,
}

/// A turn as the harness records it. The request's thread is the session's thread up to
/// `thread_len`, so a long run does not copy its thread once per turn.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct TurnRecord {
    pub number: u32,
    pub thread_len: usize,
    pub context: Context,
    pub events: Vec<LlmEvent>,
}

/// A call that cannot be made now, and why.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum HarnessError {
    NoRequestOut,
    NoToolRunning { call_id: String },
    NoSuchPermissionRequest { id: String },
}

impl fmt::Display for HarnessError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            HarnessError::NoRequestOut => write!(f, "no llm request is waiting for events"),
            HarnessError::NoToolRunning { call_id } => {
                write!(f, "no tool call {call_id} is running")
            }
            HarnessError::NoSuchPermissionRequest { id } => {
                write!(f, "no permission request {id} is waiting for a reply")
            }
        }
    }
}

impl std::error::Error for HarnessError {}

/// What the harness waits for when it has no message left to hand out.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Wants {
    /// The next event of the llm's reply.
    LlmEvent,
    /// The output of this tool call.
    ToolOutput(ToolCall),
    /// The user's answer to this permission request.
    Reply(PermissionRequest),
    /// Nothing: the session is idle.
    Nothing,
}

/// Where the runner is within a run.
#[derive(Clone, Debug, Default)]
pub(super) struct RunnerState {
    /// A request is out and its reply has not finished.
    pub turn_open: bool,
    /// Calls of the last reply still to handle, in call order.
    pub pending: VecDeque<ToolCall>,
    /// The call being handled: running, or waiting on the user.
    pub current: Option<ToolCall>,
    /// A tool runs for `current`.
    pub tool_running: bool,
}

/// One session of one agent, with its session API, coordinator and runner.
pub struct Harness {
    pub(super) session_id: String,
    pub(super) agent: Agent,
    pub(super) tools: Vec<Tool>,
    pub(super) head: RequestShape,
    pub(super) status: Status,
    pub(super) thread: Vec<Message>,
    /// `thread_tokens[i]` = tokens of `thread[..i]` by source, in `Source::THREAD` order, kept
    /// as the thread grows.
    pub(super) thread_tokens: Vec<[u64; 3]>,
    /// Which client wrote each user message, by thread index.
    pub(super) authors: Vec<(usize, ClientId)>,
    /// Messages saved while a turn was out; they join the thread before the next request.
    pub(super) inbox: Vec<(ClientId, String)>,
    pub(super) queue: VecDeque<Envelope>,
    pub(super) runner: RunnerState,
    pub(super) llm: LlmPhase,
    pub(super) turns: Vec<TurnRecord>,
    pub(super) permission: Option<PermissionRequest>,
    pub(super) reply_sent: bool,
    pub(super) permissions_asked: u32,
    pub(super) saved_rules: Vec<Rule>,
    /// The agent's rules before any "always" reply.
    pub(super) rules_at_start: Vec<Rule>,
    pub(super) draft: Option<(ClientId, String)>,
    /// Events of the open turn that reached the clients.
    pub(super) streamed: usize,
    pub(super) runs_started: u32,
}

/// Everything the page shows about one moment, small enough to keep one per step.
#[derive(Clone, Debug, PartialEq, Eq, serde::Serialize)]
pub struct Snapshot {
    pub status: Status,
    pub thread_len: usize,
    pub inbox_len: usize,
    pub llm: LlmPhase,
    /// Index into the turns, with how many of its events arrived and reached the clients.
    pub turn: Option<TurnAt>,
    /// The request out now, or the one the next turn would send.
    pub context: Context,
    pub permission: Option<PermissionRequest>,
    /// How many rules the user has saved with "always" so far.
    pub saved_rules: usize,
    pub draft: Option<(ClientId, String)>,
    pub runs_started: u32,
}

/// A point inside a turn.
#[derive(Clone, Copy, Debug, PartialEq, Eq, serde::Serialize)]
pub struct TurnAt {
    pub index: usize,
    pub events: usize,
    pub streamed: usize,
}

impl Harness {
    /// A new idle session of `agent`. `catalog` describes tools; the agent gets those it names.
    pub fn new(session_id: &str, agent: Agent, catalog: &[Tool]) -> Self {
        let tools: Vec<Tool> = agent
            .tools
            .iter()
            .filter_map(|name| catalog.iter().find(|t| &t.name == name).cloned())
            .collect();
        let head_tokens = tokens::TYPICAL_SYSTEM_PROMPT_TOKENS
            + tokens::text_tokens(&agent.instructions)
            + tokens::tools_tokens(&tools);
        let head = RequestShape {
            head_id: head_id(&agent.instructions, &tools),
            head_tokens,
            thread_len: 0,
            total: head_tokens,
        };
        let rules_at_start = agent.rules.clone();
        Harness {
            session_id: session_id.to_string(),
            agent,
            tools,
            head,
            status: Status::Idle,
            thread: Vec::new(),
            thread_tokens: vec![[0; 3]],
            authors: Vec::new(),
            inbox: Vec::new(),
            queue: VecDeque::new(),
            runner: RunnerState::default(),
            llm: LlmPhase::Waiting,
            turns: Vec::new(),
            permission: None,
            reply_sent: false,
            permissions_asked: 0,
            saved_rules: Vec::new(),
            rules_at_start,
            draft: None,
            streamed: 0,
            runs_started: 0,
        }
    }

    // ---- inputs -------------------------------------------------------------------------

    /// A person types `text` into client `client` and presses enter.
    pub fn prompt(&mut self, client: ClientId, text: &str) {
        let me = Part::Client { id: client };
        self.send(
            me,
            me,
            Say::Typed {
                text: text.to_string(),
            },
        );
        self.send(
            me,
            Part::SessionApi,
            Say::Prompt {
                text: text.to_string(),
            },
        );
    }

    /// The llm streams one event of its reply.
    pub fn handle_llm_event(&mut self, event: LlmEvent) -> Result<(), HarnessError> {
        if !self.runner.turn_open {
            return Err(HarnessError::NoRequestOut);
        }
        self.send(Part::Llm, Part::Runner, Say::Event { event });
        Ok(())
    }

    /// A tool finished.
    pub fn handle_tool_output(&mut self, result: ToolResult) -> Result<(), HarnessError> {
        let running = self.runner.tool_running
            && self
                .runner
                .current
                .as_ref()
                .is_some_and(|c| c.id == result.call_id);
        if !running {
            return Err(HarnessError::NoToolRunning {
                call_id: result.call_id,
            });
        }
        self.runner.tool_running = false;
        self.send(Part::Tools, Part::Runner, Say::Output { result });
        Ok(())
    }

    /// The user answers permission request `id`.
    pub fn reply(&mut self, id: &str, reply: Reply) -> Result<(), HarnessError> {
        let waiting = !self.reply_sent && self.permission.as_ref().is_some_and(|p| p.id == id);
        if !waiting {
            return Err(HarnessError::NoSuchPermissionRequest { id: id.to_string() });
        }
        self.reply_sent = true;
        self.send(
            Part::Client { id: 1 },
            Part::SessionApi,
            Say::Answer {
                id: id.to_string(),
                reply,
            },
        );
        Ok(())
    }

    // ---- outputs ------------------------------------------------------------------------

    /// The next message between two parts, already delivered to its receiver.
    pub fn poll(&mut self) -> Option<Envelope> {
        let envelope = self.queue.pop_front()?;
        self.deliver(&envelope);
        Some(envelope)
    }

    /// What the harness waits for once `poll` returns nothing.
    pub fn wants(&self) -> Wants {
        if !self.queue.is_empty() {
            return Wants::Nothing;
        }
        if self.runner.turn_open {
            return Wants::LlmEvent;
        }
        if let (true, Some(call)) = (self.runner.tool_running, &self.runner.current) {
            return Wants::ToolOutput(call.clone());
        }
        match &self.permission {
            Some(request) if !self.reply_sent => Wants::Reply(request.clone()),
            _ => Wants::Nothing,
        }
    }

    /// The request the runner has out, borrowed.
    pub fn request(&self) -> RequestRef<'_> {
        let len = self
            .turns
            .last()
            .map_or(self.thread.len(), |t| t.thread_len);
        RequestRef {
            instructions: &self.agent.instructions,
            tools: &self.tools,
            thread: &self.thread[..len],
        }
    }

    fn deliver(&mut self, envelope: &Envelope) {
        match envelope.to {
            Part::SessionApi => self.session_api_receives(envelope),
            Part::Coordinator => self.coordinator_receives(envelope),
            Part::Runner => self.runner_receives(envelope),
            Part::Client { .. } | Part::Clients => self.client_receives(envelope),
            // The driver carries these out; receiving them changes nothing in here.
            Part::Llm | Part::Tools => self.outside_receives(&envelope.say),
        }
    }

    pub(super) fn send(&mut self, from: Part, to: Part, say: Say) {
        self.queue.push_back(Envelope { from, to, say });
    }

    fn client_receives(&mut self, envelope: &Envelope) {
        match &envelope.say {
            Say::Typed { text } => {
                if let Part::Client { id } = envelope.from {
                    self.draft = Some((id, text.clone()));
                }
            }
            Say::Forward { .. } => self.streamed += 1,
            Say::Result { result, .. } => {
                self.push(Message::Tool {
                    result: result.clone(),
                });
                self.runner.current = None;
                self.continue_run();
            }
            Say::Ask { request } => self.permission = Some(request.clone()),
            _ => {}
        }
    }

    fn outside_receives(&mut self, say: &Say) {
        if let Say::Request { turn, context } = say {
            self.turns.push(TurnRecord {
                number: *turn,
                thread_len: self.thread.len(),
                context: *context,
                events: Vec::new(),
            });
            self.llm = LlmPhase::Thinking;
            self.streamed = 0;
        }
    }

    /// Appends to the thread, keeping the running token sums.
    pub(super) fn push(&mut self, message: Message) {
        let mut sums = self.thread_tokens[self.thread.len()];
        let source = Source::of(&message);
        if let Some(slot) = Source::THREAD.iter().position(|s| *s == source) {
            sums[slot] += tokens::message_tokens(&message);
        }
        self.thread.push(message);
        self.thread_tokens.push(sums);
    }

    /// The shape of a request carrying the first `thread_len` messages.
    pub(super) fn shape(&self, thread_len: usize) -> RequestShape {
        RequestShape {
            thread_len,
            total: self.head.head_tokens + self.thread_tokens(thread_len),
            ..self.head
        }
    }

    /// Size and cache hit of a request carrying the first `thread_len` messages, against the
    /// session's last request before it.
    pub fn context_for(&self, thread_len: usize) -> Context {
        let shape = self.shape(thread_len.min(self.thread.len()));
        Context {
            total: shape.total,
            cached: tokens::cached_tokens(self.previous_before(thread_len), shape),
        }
    }

    /// The session's last request before one of `thread_len` messages.
    fn previous_before(&self, thread_len: usize) -> Option<RequestShape> {
        let i = self.turns.partition_point(|t| t.thread_len < thread_len);
        i.checked_sub(1)
            .map(|i| self.shape(self.turns[i].thread_len))
    }

    /// A user message is waiting for an answer.
    pub(super) fn unanswered(&self) -> bool {
        !self.inbox.is_empty() || matches!(self.thread.last(), Some(Message::User { .. }))
    }

    // ---- what the page reads ------------------------------------------------------------

    pub fn snapshot(&self) -> Snapshot {
        let turn = self.turns.last().map(|t| TurnAt {
            index: self.turns.len() - 1,
            events: t.events.len(),
            streamed: self.streamed,
        });
        Snapshot {
            status: self.status,
            thread_len: self.thread.len(),
            inbox_len: self.inbox.len(),
            llm: self.llm,
            turn,
            // While a request is out the thread is the request's, so this is its context;
            // otherwise it is what the next request would send.
            context: self.context_for(self.thread.len()),
            permission: if self.reply_sent {
                None
            } else {
                self.permission.clone()
            },
            saved_rules: self.saved_rules.len(),
            draft: self.draft.clone(),
            runs_started: self.runs_started,
        }
    }

    /// The session with the article's shape.
    pub fn session(&self) -> Session {
        Session {
            id: self.session_id.clone(),
            agent: self.agent.name.clone(),
            status: self.status,
            thread: self.thread.clone(),
        }
    }

    pub fn session_id(&self) -> &str {
        &self.session_id
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
    pub fn thread(&self) -> &[Message] {
        &self.thread
    }
    pub fn turns(&self) -> &[TurnRecord] {
        &self.turns
    }
    pub fn saved_rules(&self) -> &[Rule] {
        &self.saved_rules
    }
    /// The agent's rules as the session started, before any "always" reply.
    pub fn rules_at_start(&self) -> &[Rule] {
        &self.rules_at_start
    }
    /// The client that wrote the user message at `index`.
    pub fn author(&self, index: usize) -> Option<ClientId> {
        self.authors
            .iter()
            .find(|(i, _)| *i == index)
            .map(|(_, c)| *c)
    }
    /// Tokens of the thread's first `len` messages.
    pub fn thread_tokens(&self, len: usize) -> u64 {
        self.thread_tokens_by_source(len).iter().sum()
    }
    /// Tokens of the thread's first `len` messages by source, in `Source::THREAD` order.
    pub fn thread_tokens_by_source(&self, len: usize) -> [u64; 3] {
        self.thread_tokens[len.min(self.thread.len())]
    }
    /// Tokens of everything before the thread: system prompt, instructions, tools.
    pub fn head_tokens(&self) -> u64 {
        self.head.head_tokens
    }

    /// Turn `index` with the article's shape (copies its request's thread).
    pub fn turn(&self, index: usize) -> Option<Turn> {
        let t = self.turns.get(index)?;
        Some(Turn {
            number: t.number,
            request: RequestRef {
                instructions: &self.agent.instructions,
                tools: &self.tools,
                thread: &self.thread[..t.thread_len],
            }
            .to_request(),
            events: t.events.clone(),
        })
    }
}

/// A fingerprint of a request's head, to tell whether two requests share it.
fn head_id(instructions: &str, tools: &[Tool]) -> u64 {
    // FNV-1a: tiny, stable across builds, and good enough to tell heads apart.
    let mut hash: u64 = 0xcbf2_9ce4_8422_2325;
    let mut eat = |s: &str| {
        for b in s.bytes().chain([0xff]) {
            hash ^= u64::from(b);
            hash = hash.wrapping_mul(0x0100_0000_01b3);
        }
    };
    eat(instructions);
    for t in tools {
        eat(&t.name);
        eat(&t.description);
    }
    hash
}
