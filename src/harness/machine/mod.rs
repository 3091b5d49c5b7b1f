//! The harness as a sans-IO state machine.
//!
//! It never waits and never calls out. Inputs go in (`prompt`, `stop`, `handle_llm_event`,
//! `handle_tool_output`, `handle_tool_timeout`, `reply`, `wake`); `poll` hands out the next
//! message between two parts, applying its effects as it is sent and as it is received;
//! `wants` says what the harness waits for once nothing is left to hand out. Messages to the
//! llm, the tools and the clients are for a driver to carry out.
//!
//! The contract: a driver polls until `poll` returns nothing before it feeds the next input.
//! Only `prompt` may come at any moment, as a second window may press enter at any moment. An
//! input the harness is not waiting for is refused with a `HarnessError`, never accepted
//! silently. What each part does lives in `session_api.rs`, `coordinator.rs` and `runner.rs`.

mod cache;
mod coordinator;
mod rules;
mod runner;
mod session_api;
mod thread;
pub mod tokens;

use std::collections::VecDeque;
use std::fmt;
use std::ops::Range;

pub use cache::{Boundary, CacheProfile, PromptCache};
pub use rules::{with_rule, RuleSet, RuleSource};
pub use runner::{Current, Phase, Purpose, FIRST_BACKOFF_MS, MAX_ATTEMPTS, SUMMARY_INSTRUCTION};
pub use thread::ThreadLog;

use crate::harness::protocol::envelope::{CancelReason, ClientId, Context, Envelope, Part, Say};
use crate::harness::protocol::schema::{
    Agent, LlmEvent, Message, PermissionRequest, Reply, Session, Status, Tool, ToolCall, Turn,
};
use thread::{fnv, FNV_START};

/// What the llm is doing, as the llm panel shows it.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum LlmPhase {
    /// No request yet.
    Waiting,
    /// A request is out; nothing has come back.
    Thinking,
    /// Events are arriving.
    Streaming,
    /// The last reply is finished.
    Finished,
    /// The last reply's stream broke with an error.
    Broken,
    /// The runner closed the stream before the reply finished.
    Cancelled,
}

/// One request to the llm as the harness records it. The request's thread is the log's range
/// `thread`, so a long run does not copy its thread once per turn.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct TurnRecord {
    /// The loop's turn this request belongs to (a summary request: the turn it makes room for).
    pub number: u32,
    pub purpose: Purpose,
    /// 1, or more when the stream broke and the runner tried again.
    pub attempt: u32,
    pub thread: Range<usize>,
    pub context: Context,
    pub events: Vec<LlmEvent>,
    /// What the provider reported it counted, if it did.
    pub usage: Option<crate::harness::protocol::schema::Usage>,
}

/// An input the harness was not waiting for.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum HarnessError {
    /// Messages are still to be handed out: the driver must poll them first.
    NotPolled,
    /// An llm event while no reply is streaming: none was asked for, or it has finished.
    NoReplyStreaming,
    /// A tool output or timeout for a call that is not running.
    NoSuchToolRun { call_id: String },
    /// An answer to a question that is not waiting: never asked, or already answered.
    NoSuchQuestion { id: String },
    /// A wake-up while no backoff is being waited out.
    NoTimer,
    /// Stop while no run is going.
    NotRunning,
}

impl fmt::Display for HarnessError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            HarnessError::NotPolled => write!(f, "messages are still waiting to be polled"),
            HarnessError::NoReplyStreaming => write!(f, "no llm reply is streaming"),
            HarnessError::NoSuchToolRun { call_id } => {
                write!(f, "no tool call {call_id} is running")
            }
            HarnessError::NoSuchQuestion { id } => {
                write!(f, "no permission request {id} is waiting for a reply")
            }
            HarnessError::NoTimer => write!(f, "no backoff is being waited out"),
            HarnessError::NotRunning => write!(f, "no run is going"),
        }
    }
}

impl std::error::Error for HarnessError {}

/// What the harness waits for when it has no message left to hand out.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Wants {
    /// The next event of the llm's reply.
    LlmEvent,
    /// The output of this tool call, or word that it passed its time limit.
    ToolOutput { call: ToolCall, timeout_ms: u64 },
    /// The user's answer to this permission request.
    Reply(PermissionRequest),
    /// To be woken once this backoff is over, to try the request again.
    Wake { after_ms: u64 },
    /// Nothing: the session is idle.
    Nothing,
}

/// What a tool gives back.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct ToolOutput {
    pub output: String,
    /// The tool ran and failed (a missing file, a crash).
    pub failed: bool,
}

/// The boundaries of a request with `head` carrying the `log`'s `start..end`, longest first.
/// Lazy: a cache lookup stops at the first stored one, so a request costs only the messages
/// added since the last (collecting them all made every request walk the whole thread).
fn boundaries<'a>(
    head: &'a Head,
    log: &'a ThreadLog,
    thread: Range<usize>,
) -> impl Iterator<Item = Boundary> + 'a {
    let head_tokens = head.tokens();
    let start = thread.start;
    (start + 1..=thread.end)
        .rev()
        .map(move |end| Boundary {
            print: log.print(start, end),
            tokens: head_tokens + log.tokens(start..end),
        })
        .chain(head.boundaries.iter().rev().copied())
}

/// Sends a request of `total` tokens through `cache`: `head`, the `log`'s `thread`, and for a
/// summary its instruction as a last block that is not a thread message.
fn send_request(
    cache: &mut PromptCache,
    profile: CacheProfile,
    (head, log): (&Head, &ThreadLog),
    thread: Range<usize>,
    purpose: Purpose,
    total: u64,
) -> Context {
    let last = purpose.last_block().map(|block| Boundary {
        print: fnv(log.print(thread.start, thread.end), block),
        tokens: total,
    });
    cache.send(
        profile,
        total,
        last.into_iter().chain(boundaries(head, log, thread)),
    )
}

/// The request head: system prompt, instructions, tools. Each block's boundary, shortest first.
#[derive(Clone, Debug)]
struct Head {
    boundaries: [Boundary; 3],
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

    fn tokens(&self) -> u64 {
        self.boundaries[2].tokens
    }
}

/// One session of one agent, with its session API, coordinator and runner.
#[derive(Clone)]
pub struct Harness {
    session_id: String,
    agent: Agent,
    tools: Vec<Tool>,
    head: Head,
    rules: RuleSet,
    cache: PromptCache,
    /// The cache as earlier runs left it, before this session's first request.
    cache_at_start: PromptCache,
    cache_profile: CacheProfile,
    status: Status,
    /// The coordinator has a run going (decided before the clients are told).
    run_going: bool,
    log: ThreadLog,
    /// Messages saved while a turn was out; they join the thread before the next request.
    inbox: Vec<(ClientId, String)>,
    queue: VecDeque<Envelope>,
    runner: Phase,
    llm: LlmPhase,
    turns: Vec<TurnRecord>,
    /// Turns of the loop so far in this session, and the first of the current run.
    turn_number: u32,
    run_first_turn: u32,
    /// The runner compacted for the turn it is about to send: if that is still too big, the
    /// context is full.
    compacted_for_turn: bool,
    /// Every permission request asked, in order; the open one is `open_question`.
    questions: Vec<PermissionRequest>,
    open_question: Option<usize>,
    /// Every text typed, in order; `draft` is the one shown as being typed.
    drafts: Vec<(ClientId, String)>,
    draft: Option<usize>,
    runs_started: u32,
}

/// Everything the page shows about one moment, small enough to keep one per step.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Snapshot {
    pub status: Status,
    /// The thread as a range of the log.
    pub thread: Range<usize>,
    pub inbox_len: usize,
    pub llm: LlmPhase,
    /// The latest request, with how many of its events arrived and reached the clients.
    pub turn: Option<TurnAt>,
    /// The request out now, or what the next one would carry.
    pub context: Context,
    /// Index of the permission request waiting for an answer.
    pub question: Option<usize>,
    /// How many rules "Always allow" has saved in this run so far.
    pub saved_rules: usize,
    /// Index of the text being typed.
    pub draft: Option<usize>,
    pub runs_started: u32,
}

/// A point inside a request.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct TurnAt {
    pub index: usize,
    pub events: usize,
}

impl Harness {
    /// A new idle session of `agent`. `catalog` describes tools; the agent gets those it names.
    pub fn new(session_id: &str, agent: Agent, catalog: &[Tool]) -> Self {
        let tools: Vec<Tool> = agent
            .tools
            .iter()
            .filter_map(|name| catalog.iter().find(|t| &t.name == name).cloned())
            .collect();
        let head = Head::new(&agent.instructions, &tools);
        let rules = RuleSet::new(agent.rules.clone(), Vec::new());
        Harness {
            session_id: session_id.to_string(),
            log: ThreadLog::new(head.boundaries[2].print),
            head,
            agent,
            tools,
            rules,
            cache: PromptCache::default(),
            cache_at_start: PromptCache::default(),
            cache_profile: CacheProfile::default(),
            status: Status::Idle,
            run_going: false,
            inbox: Vec::new(),
            queue: VecDeque::new(),
            runner: Phase::Idle,
            llm: LlmPhase::Waiting,
            turns: Vec::new(),
            turn_number: 0,
            run_first_turn: 1,
            compacted_for_turn: false,
            questions: Vec::new(),
            open_question: None,
            drafts: Vec::new(),
            draft: None,
            runs_started: 0,
        }
    }

    /// Rules the user set before this session's first run, on top of the agent's.
    pub fn with_user_rules(mut self, rules: Vec<crate::harness::protocol::schema::Rule>) -> Self {
        self.rules = RuleSet::new(self.agent.rules.clone(), rules);
        self
    }

    /// The provider's prompt cache as earlier runs left it, and how it counts.
    pub fn with_cache(mut self, cache: PromptCache, profile: CacheProfile) -> Self {
        self.cache_at_start = cache.clone();
        self.cache = cache;
        self.cache_profile = profile;
        self
    }

    // ---- inputs -------------------------------------------------------------------------

    /// A person types `text` into client `client` and presses enter. Legal at any moment.
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

    /// A person presses Stop in client `client`.
    pub fn stop(&mut self, client: ClientId) -> Result<(), HarnessError> {
        self.ready()?;
        if !self.run_going {
            return Err(HarnessError::NotRunning);
        }
        self.send(Part::Client { id: client }, Part::SessionApi, Say::Stop);
        Ok(())
    }

    /// The llm streams one event of its reply.
    pub fn handle_llm_event(&mut self, event: LlmEvent) -> Result<(), HarnessError> {
        self.ready()?;
        if !matches!(self.runner, Phase::Streaming { .. }) {
            return Err(HarnessError::NoReplyStreaming);
        }
        self.send(Part::Llm, Part::Runner, Say::Event { event });
        Ok(())
    }

    /// A tool finished.
    pub fn handle_tool_output(
        &mut self,
        call_id: &str,
        output: ToolOutput,
    ) -> Result<(), HarnessError> {
        self.ready()?;
        self.running_call(call_id)?;
        self.send(
            Part::Tools,
            Part::Runner,
            Say::Output {
                result: crate::harness::protocol::schema::ToolResult {
                    call_id: call_id.to_string(),
                    output: output.output,
                    error: output
                        .failed
                        .then_some(crate::harness::protocol::schema::ToolError::Failed),
                },
            },
        );
        Ok(())
    }

    /// A tool passed the agent's time limit: the runner cancels it.
    pub fn handle_tool_timeout(&mut self, call_id: &str) -> Result<(), HarnessError> {
        self.ready()?;
        self.running_call(call_id)?;
        self.send(
            Part::Runner,
            Part::Tools,
            Say::Cancel {
                reason: CancelReason::TimedOut,
            },
        );
        Ok(())
    }

    /// Client `client` answers permission request `id`.
    pub fn reply(&mut self, client: ClientId, id: &str, reply: Reply) -> Result<(), HarnessError> {
        self.ready()?;
        match &self.runner {
            Phase::Calls {
                current: Some(runner::Current::Asking(request)),
                ..
            } if request.id == id => {}
            _ => return Err(HarnessError::NoSuchQuestion { id: id.to_string() }),
        }
        self.send(
            Part::Client { id: client },
            Part::SessionApi,
            Say::Answer {
                id: id.to_string(),
                reply,
            },
        );
        Ok(())
    }

    /// The backoff is over: the runner sends the request again.
    pub fn wake(&mut self) -> Result<(), HarnessError> {
        self.ready()?;
        if !matches!(self.runner, Phase::Backoff { .. }) {
            return Err(HarnessError::NoTimer);
        }
        self.retry_now();
        Ok(())
    }

    /// Inputs other than `prompt` come only once every message has been polled.
    fn ready(&self) -> Result<(), HarnessError> {
        if self.queue.is_empty() {
            Ok(())
        } else {
            Err(HarnessError::NotPolled)
        }
    }

    fn running_call(&self, call_id: &str) -> Result<(), HarnessError> {
        match &self.runner {
            Phase::Calls {
                current: Some(runner::Current::Running(call)),
                ..
            } if call.id == call_id => Ok(()),
            _ => Err(HarnessError::NoSuchToolRun {
                call_id: call_id.to_string(),
            }),
        }
    }

    // ---- outputs ------------------------------------------------------------------------

    /// The next message between two parts, already sent and delivered.
    pub fn poll(&mut self) -> Option<Envelope> {
        let mut envelope = self.queue.pop_front()?;
        match envelope.from {
            Part::Runner => self.runner_sends(&mut envelope),
            Part::Coordinator => self.coordinator_sends(&envelope),
            _ => {}
        }
        match envelope.to {
            Part::SessionApi => self.session_api_receives(&envelope),
            Part::Coordinator => self.coordinator_receives(&envelope),
            Part::Runner => self.runner_receives(&envelope),
            Part::Client { .. } | Part::Clients => self.client_receives(&envelope),
            // The driver carries these out; receiving them changes nothing in here.
            Part::Llm | Part::Tools => {}
        }
        Some(envelope)
    }

    /// What the harness waits for once `poll` returns nothing.
    pub fn wants(&self) -> Wants {
        if !self.queue.is_empty() {
            return Wants::Nothing;
        }
        match &self.runner {
            Phase::Streaming { .. } => Wants::LlmEvent,
            Phase::Backoff { after_ms, .. } => Wants::Wake {
                after_ms: *after_ms,
            },
            Phase::Calls {
                current: Some(runner::Current::Running(call)),
                ..
            } => Wants::ToolOutput {
                call: call.clone(),
                timeout_ms: self.agent.tool_timeout_ms(),
            },
            Phase::Calls {
                current: Some(runner::Current::Asking(request)),
                ..
            } => Wants::Reply(request.clone()),
            _ => Wants::Nothing,
        }
    }

    /// The request the runner has out, borrowed.
    pub fn request(&self) -> RequestRef<'_> {
        match self.turns.last() {
            Some(t) => RequestRef {
                instructions: &self.agent.instructions,
                tools: &self.tools,
                thread: self.log.slice(t.thread.clone()),
                purpose: t.purpose,
            },
            None => RequestRef {
                instructions: &self.agent.instructions,
                tools: &self.tools,
                thread: self.log.thread(),
                purpose: Purpose::Turn,
            },
        }
    }

    pub(super) fn send(&mut self, from: Part, to: Part, say: Say) {
        self.queue.push_back(Envelope { from, to, say });
    }

    fn client_receives(&mut self, envelope: &Envelope) {
        if let (Say::Typed { text }, Part::Client { id }) = (&envelope.say, envelope.from) {
            self.drafts.push((id, text.clone()));
            self.draft = Some(self.drafts.len() - 1);
        }
    }

    /// A user message is waiting for an answer.
    pub(super) fn unanswered(&self) -> bool {
        !self.inbox.is_empty() || matches!(self.log.thread().last(), Some(Message::User { .. }))
    }

    // ---- tokens and the cache -------------------------------------------------------------

    /// The boundaries of a request carrying the log's `start..end`, longest first.
    fn boundaries(&self, thread: Range<usize>) -> impl Iterator<Item = Boundary> + '_ {
        boundaries(&self.head, &self.log, thread)
    }

    /// Tokens of a request carrying the log's `thread`.
    fn request_tokens(&self, thread: Range<usize>) -> u64 {
        self.head.tokens() + self.log.tokens(thread)
    }

    /// What the next request would carry and read from the cache, were it sent now.
    fn next_context(&self) -> Context {
        let thread = self.log.range();
        self.cache.peek(
            self.cache_profile,
            self.request_tokens(thread.clone()),
            self.boundaries(thread),
        )
    }

    // ---- what the page reads ------------------------------------------------------------

    pub fn snapshot(&self) -> Snapshot {
        let out = matches!(self.llm, LlmPhase::Thinking | LlmPhase::Streaming);
        let turn = self.turns.last().map(|t| TurnAt {
            index: self.turns.len() - 1,
            events: t.events.len(),
        });
        Snapshot {
            status: self.status,
            thread: self.log.range(),
            inbox_len: self.inbox.len(),
            llm: self.llm,
            turn,
            context: match self.turns.last() {
                Some(t) if out => t.context,
                _ => self.next_context(),
            },
            question: self.open_question,
            saved_rules: self.rules.saved_count(),
            draft: self.draft,
            runs_started: self.runs_started,
        }
    }

    /// The session with the article's shape.
    pub fn session(&self) -> Session {
        Session {
            id: self.session_id.clone(),
            agent: self.agent.name.clone(),
            status: self.status,
            thread: self.log.thread().to_vec(),
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
    pub fn rules(&self) -> &RuleSet {
        &self.rules
    }
    pub fn cache(&self) -> &PromptCache {
        &self.cache
    }

    /// The cache as it stood after the first `requests` requests of this session: what a
    /// person who watched the run that far has seen sent.
    pub fn cache_after(&self, requests: usize) -> PromptCache {
        let mut cache = self.cache_at_start.clone();
        for t in self.turns.iter().take(requests) {
            send_request(
                &mut cache,
                self.cache_profile,
                (&self.head, &self.log),
                t.thread.clone(),
                t.purpose,
                t.context.total,
            );
        }
        cache
    }
    pub fn questions(&self) -> &[PermissionRequest] {
        &self.questions
    }
    pub fn drafts(&self) -> &[(ClientId, String)] {
        &self.drafts
    }
    /// Messages waiting in the session for the runner's next turn.
    pub fn inbox(&self) -> &[(ClientId, String)] {
        &self.inbox
    }
    /// Tokens of everything before the thread: system prompt, instructions, tools.
    pub fn head_tokens(&self) -> u64 {
        self.head.tokens()
    }

    /// Request `index` with the article's shape (copies its thread).
    pub fn turn(&self, index: usize) -> Option<Turn> {
        let t = self.turns.get(index)?;
        Some(Turn {
            number: t.number,
            request: crate::harness::protocol::schema::LlmRequest {
                instructions: self.agent.instructions.clone(),
                thread: self.log.slice(t.thread.clone()).to_vec(),
                tools: self.tools.clone(),
            },
            events: t.events.clone(),
        })
    }
}

/// A request as the runner hands it to the llm, borrowed so a long thread is not copied per
/// turn.
#[derive(Clone, Copy, Debug)]
pub struct RequestRef<'a> {
    pub instructions: &'a str,
    pub tools: &'a [Tool],
    pub thread: &'a [Message],
    pub purpose: Purpose,
}
