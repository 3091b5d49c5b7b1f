//! The harness as a sans-IO state machine.
//!
//! One harness holds every session: the one you talk to, and one per sub-agent a task call
//! starts. The session API and the coordinator serve them all; each session has its own
//! runner state (`session.rs`), run by the same runner code. It never waits and never calls
//! out. Inputs go in (`prompt`, `stop`, `handle_llm_event`, `handle_stream_idle`,
//! `handle_tool_output`, `handle_tool_timeout`, `reply`, `wake`); `poll` hands out the next
//! message between two parts, applying its effects as it is sent and as it is received;
//! `wants` says what the harness waits for once nothing is left to hand out. Messages to the
//! llm, the tools and the clients are for a driver to carry out.
//!
//! The contract: a driver polls until `poll` returns nothing before it feeds the next input.
//! Only `prompt` may come at any moment, as a second window may press enter at any moment. An
//! input the harness is not waiting for is refused with a `HarnessError`, never accepted
//! silently. What each part does lives in `session_api.rs`, `coordinator.rs` and `runner.rs`.

pub mod breakpoints;
mod cache;
mod cache_why;
mod coordinator;
pub mod hooks;
mod memory;
mod phase;
mod rules;
mod runner;
mod session;
mod session_api;
mod skills;
mod task;
mod thread;
pub mod tokens;
mod tool_search;

use std::collections::VecDeque;
use std::fmt;
use std::ops::Range;

pub use cache::{Boundary, CacheKind, CacheProfile, PromptCache, LOOKBACK_BLOCKS};
pub use cache_why::{CacheWhy, FIVE_MINUTES_MS, ONE_HOUR_MS};
pub use phase::{Current, Phase, Purpose, FIRST_BACKOFF_MS, SUMMARY_INSTRUCTION};
pub use rules::{with_rule, RuleSet, RuleSource};
pub use session::{Parent, SessionState};
pub use task::TaskInput;
pub use thread::ThreadLog;

use crate::harness::protocol::envelope::{
    CancelReason, ClientId, Context, Envelope, Part, Say, SessionIx,
};
use crate::harness::protocol::schema::{
    Agent, Decision, LlmEvent, Message, PermissionRequest, Reply, Rule, Status, Tool, ToolCall,
    ToolError, ToolResult,
};
use session::{Head, HeadShape};
use thread::fnv;

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
    /// Why it read from the cache what it read.
    pub cache_why: CacheWhy,
    pub events: Vec<LlmEvent>,
    /// What the provider reported it counted, if it did.
    pub usage: Option<crate::harness::protocol::schema::Usage>,
    /// Its stream went quiet: the runner gave up on it after the agent's idle timeout.
    pub went_quiet: bool,
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
    /// A tool call with the id of a call the same reply already made: its result could not
    /// be told from the other's, and every call must end with exactly one result.
    DuplicateCall { call_id: String },
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
            HarnessError::DuplicateCall { call_id } => write!(
                f,
                "the llm's reply has two tool calls with the id {call_id}; each call needs an id of its own to be matched with its one result"
            ),
        }
    }
}

impl std::error::Error for HarnessError {}

/// What the harness waits for when it has no message left to hand out.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Wants {
    /// The next event of the llm's reply, or word that its stream sent nothing for
    /// `idle_timeout_ms` (`handle_stream_idle`).
    LlmEvent { idle_timeout_ms: u64 },
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

/// The boundaries after the head of a request carrying the `log`'s `thread`, longest first;
/// the last message the wire carries is where a careful harness marks its last cache
/// breakpoint ([`breakpoints::Breakpoints`]). Lazy: a cache lookup stops at the first stored one, so a
/// request costs only the messages added since the last (collecting them all made every
/// request walk the whole thread).
fn thread_boundaries<'a>(
    head: &'a Head,
    log: &'a ThreadLog,
    thread: Range<usize>,
) -> impl Iterator<Item = Boundary> + 'a {
    let head_tokens = head.tokens();
    let Range { start, end } = thread;
    // Found from the end: nearly always the last message itself.
    let marked = log
        .slice(thread)
        .iter()
        .rposition(breakpoints::on_the_wire)
        .map(|i| start + i + 1);
    (start + 1..=end).rev().map(move |to| Boundary {
        print: log.print(start, to),
        tokens: head_tokens + log.tokens(start..to),
        breakpoint: Some(to) == marked,
    })
}

/// Sends a request of `total` tokens through `cache`: `head`, the `log`'s `thread`, and for a
/// summary its instruction as a last block that is not a thread message (and no breakpoint).
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
        breakpoint: false,
    });
    cache.send(
        profile,
        total,
        last.into_iter().chain(thread_boundaries(head, log, thread)),
        &head.longest_first(),
    )
}

/// What every session shares: the queue of messages between the parts, the rules beyond the
/// agents' own, the provider's prompt cache (keyed by content, so sessions share entries),
/// and the permission questions, which all reach the same clients.
#[derive(Clone, Debug)]
pub(super) struct Shared {
    queue: VecDeque<Envelope>,
    rules: RuleSet,
    cache: PromptCache,
    /// The cache as earlier runs left it, before this harness's first request.
    cache_at_start: PromptCache,
    cache_profile: CacheProfile,
    /// Every request sent, in order, as (session, index in its turns).
    sent: Vec<(SessionIx, usize)>,
    /// Every permission request asked, in order; the open one is `open_question`.
    questions: Vec<PermissionRequest>,
    open_question: Option<usize>,
}

impl Shared {
    fn send(&mut self, session: SessionIx, from: Part, to: Part, say: Say) {
        self.queue.push_back(Envelope {
            from,
            to,
            say,
            session,
        });
    }
}

/// The harness: the session API, the coordinator, and a runner per session, for the session
/// you talk to and the sub-agents' sessions its task calls create.
#[derive(Clone)]
pub struct Harness {
    sessions: Vec<SessionState>,
    sh: Shared,
    /// The agents a task call may start, by name.
    agents: Vec<Agent>,
    /// Descriptions of every tool an agent may name.
    catalog: Vec<Tool>,
    /// How many task calls deep sessions may nest, if limited.
    max_depth: Option<u32>,
    /// Tokens of system prompt in front of every session's instructions.
    system_tokens: u64,
    /// Every text typed, in order; `draft` is the one shown as being typed.
    drafts: Vec<(ClientId, String)>,
    /// The rules the user set since the start, each with how many texts had been typed then.
    rules_set: Vec<(usize, Rule)>,
    draft: Option<usize>,
}

/// Everything the page shows about one moment of one session, small enough to keep one per
/// step.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Snapshot {
    /// The session whose step it is: the fields below are its own.
    pub session: SessionIx,
    pub status: Status,
    /// The thread as a range of the log.
    pub thread: Range<usize>,
    pub inbox_len: usize,
    pub llm: LlmPhase,
    /// The latest request, with how many of its events arrived and reached the clients.
    pub turn: Option<TurnAt>,
    /// The request out now, or what the next one would carry.
    pub context: Context,
    /// Index of the permission request waiting for an answer, in any session.
    pub question: Option<usize>,
    /// How many rules were added in this harness so far: saved by "Always allow", or set by
    /// you between two messages.
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

/// The session every client talks to.
pub const MAIN: SessionIx = 0;

impl Harness {
    /// A new idle session of `agent`. `catalog` describes tools; the agent gets those it names.
    pub fn new(session_id: &str, agent: Agent, catalog: &[Tool]) -> Self {
        Harness {
            sessions: vec![SessionState::new(
                MAIN,
                session_id.to_string(),
                agent,
                catalog,
                HeadShape {
                    kind: CacheKind::default(),
                    system_tokens: tokens::TYPICAL_SYSTEM_PROMPT_TOKENS,
                },
            )],
            sh: Shared {
                queue: VecDeque::new(),
                rules: RuleSet::default(),
                cache: PromptCache::default(),
                cache_at_start: PromptCache::default(),
                cache_profile: CacheProfile::default(),
                sent: Vec::new(),
                questions: Vec::new(),
                open_question: None,
            },
            agents: Vec::new(),
            catalog: catalog.to_vec(),
            max_depth: None,
            system_tokens: tokens::TYPICAL_SYSTEM_PROMPT_TOKENS,
            drafts: Vec::new(),
            rules_set: Vec::new(),
            draft: None,
        }
    }

    /// Rules the user set before this session's first run, on top of the agents'.
    pub fn with_user_rules(mut self, rules: Vec<crate::harness::protocol::schema::Rule>) -> Self {
        self.sh.rules = RuleSet::new(rules);
        self
    }

    /// The provider's prompt cache as earlier runs left it, and how it counts. Before the
    /// first poll: the profile decides the order of every request's head.
    pub fn with_cache(mut self, cache: PromptCache, profile: CacheProfile) -> Self {
        self.sh.cache_at_start = cache.clone();
        self.sh.cache = cache;
        self.sh.cache_profile = profile;
        self.reshape_main();
        self
    }

    /// A recorded run: the calls its log says the user refused ask (every other call is
    /// allowed, as it ran), and the session you talk to compacts before these turns, as the
    /// log did.
    pub fn with_recorded(mut self, refused: Vec<String>, compact_before: Vec<u32>) -> Self {
        self.sh.rules = std::mem::take(&mut self.sh.rules).recorded(refused);
        self.sessions[MAIN].compact_before = compact_before;
        self
    }

    /// Notes the harness adds on its own to the session you talk to: each (turn, text) joins
    /// the thread just before that turn's request.
    pub fn with_reminders(mut self, scheduled: Vec<(u32, Message)>) -> Self {
        self.sessions[MAIN].scheduled.extend(scheduled);
        self
    }

    /// How many tokens of system prompt every request carries before the instructions: a
    /// typical harness's 2,300 unless set (a live run's request carries none). Before the
    /// first poll.
    pub fn with_system_prompt_tokens(mut self, tokens: u64) -> Self {
        self.system_tokens = tokens;
        self.reshape_main();
        self
    }

    fn head_shape(&self) -> HeadShape {
        HeadShape {
            kind: self.sh.cache_profile.kind,
            system_tokens: self.system_tokens,
        }
    }

    /// The session you talk to, new again with the current head shape.
    fn reshape_main(&mut self) {
        let main = &self.sessions[MAIN];
        let compact_before = main.compact_before.clone();
        let scheduled = main.scheduled.clone();
        self.sessions[MAIN] = SessionState::new(
            MAIN,
            main.id.clone(),
            main.agent.clone(),
            &self.catalog,
            self.head_shape(),
        );
        self.sessions[MAIN].compact_before = compact_before;
        self.sessions[MAIN].scheduled = scheduled;
    }

    /// The agents task calls may start, and how deep their sessions may nest (`None`: no
    /// limit, for agents that cannot reach themselves).
    pub fn with_agents(mut self, agents: Vec<Agent>, max_depth: Option<u32>) -> Self {
        self.agents = agents;
        self.max_depth = max_depth;
        self
    }

    // ---- inputs -------------------------------------------------------------------------

    /// A person types `text` into client `client` and presses enter. Legal at any moment.
    pub fn prompt(&mut self, client: ClientId, text: &str) {
        let me = Part::Client { id: client };
        let text = text.to_string();
        self.sh
            .send(MAIN, me, me, Say::Typed { text: text.clone() });
        self.sh
            .send(MAIN, me, Part::SessionApi, Say::Prompt { text });
    }

    /// The user sets `tool`'s rule for the decisions from now on, as between two messages of a
    /// conversation. Legal at any moment; nothing is sent, so it is no step of its own.
    /// The person switches the permission mode between two messages.
    pub fn set_mode(&mut self, mode: crate::harness::protocol::mode::Mode) {
        self.sh.rules.set_mode(mode);
    }

    /// The harness starts in permission mode `mode`. Before the first poll.
    pub fn with_mode(mut self, mode: crate::harness::protocol::mode::Mode) -> Self {
        self.sh.rules = std::mem::take(&mut self.sh.rules).starting_in(mode);
        self
    }

    pub fn set_user_rule(&mut self, tool: &str, decision: Decision) {
        self.sh.rules.set(tool, decision);
        self.rules_set.push((
            self.drafts.len(),
            Rule {
                tool: tool.to_string(),
                decision,
            },
        ));
    }

    /// A person presses Stop in client `client`: it stops the session they talk to, and with
    /// it the sub-agents working for it.
    pub fn stop(&mut self, client: ClientId) -> Result<(), HarnessError> {
        self.ready()?;
        if !self.sessions[MAIN].run_going {
            return Err(HarnessError::NotRunning);
        }
        self.sh.send(
            MAIN,
            Part::Client { id: client },
            Part::SessionApi,
            Say::Stop,
        );
        Ok(())
    }

    /// The llm streams one event of its reply, to the session whose request is out.
    pub fn handle_llm_event(&mut self, event: LlmEvent) -> Result<(), HarnessError> {
        self.ready()?;
        let s = self.streaming()?;
        if let (LlmEvent::ToolCall { call }, Phase::Streaming { calls, .. }) =
            (&event, &self.sessions[s].runner)
        {
            if calls.iter().any(|c| c.id == call.id) {
                return Err(HarnessError::DuplicateCall {
                    call_id: call.id.clone(),
                });
            }
        }
        self.sh
            .send(s, Part::Llm, Part::Runner, Say::Event { event });
        Ok(())
    }

    /// The llm's stream sent nothing for the agent's idle timeout: the runner closes it and
    /// tries again, as after a broken stream.
    pub fn handle_stream_idle(&mut self) -> Result<(), HarnessError> {
        self.ready()?;
        let s = self.streaming()?;
        self.sh.send(
            s,
            Part::Runner,
            Part::Llm,
            Say::Cancel {
                reason: CancelReason::StreamIdle,
            },
        );
        Ok(())
    }

    /// A tool finished.
    pub fn handle_tool_output(
        &mut self,
        call_id: &str,
        output: ToolOutput,
    ) -> Result<(), HarnessError> {
        self.ready()?;
        let s = self.running_call(call_id)?;
        self.sh.send(
            s,
            Part::Tools,
            Part::Runner,
            Say::Output {
                result: ToolResult {
                    call_id: call_id.to_string(),
                    output: output.output,
                    error: output.failed.then_some(ToolError::Failed),
                },
            },
        );
        Ok(())
    }

    /// A tool passed the agent's time limit: the runner cancels it.
    pub fn handle_tool_timeout(&mut self, call_id: &str) -> Result<(), HarnessError> {
        self.ready()?;
        let s = self.running_call(call_id)?;
        self.sh.send(
            s,
            Part::Runner,
            Part::Tools,
            Say::Cancel {
                reason: CancelReason::TimedOut,
            },
        );
        Ok(())
    }

    /// Client `client` answers permission request `id`, whichever session asked it.
    pub fn reply(&mut self, client: ClientId, id: &str, reply: Reply) -> Result<(), HarnessError> {
        self.ready()?;
        let s = self
            .sessions
            .iter()
            .position(|m| m.asking().is_some_and(|r| r.id == id))
            .ok_or_else(|| HarnessError::NoSuchQuestion { id: id.to_string() })?;
        self.sh.send(
            s,
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
        let me = self
            .sessions
            .iter_mut()
            .find(|m| matches!(m.runner, Phase::Backoff { .. }))
            .ok_or(HarnessError::NoTimer)?;
        me.retry_now(&mut self.sh);
        Ok(())
    }

    /// The session whose reply is streaming.
    fn streaming(&self) -> Result<SessionIx, HarnessError> {
        self.sessions
            .iter()
            .position(|m| matches!(m.runner, Phase::Streaming { .. }))
            .ok_or(HarnessError::NoReplyStreaming)
    }

    /// Inputs other than `prompt` come only once every message has been polled.
    fn ready(&self) -> Result<(), HarnessError> {
        if self.sh.queue.is_empty() {
            Ok(())
        } else {
            Err(HarnessError::NotPolled)
        }
    }

    /// The session running tool call `call_id`. A task call is the harness's own: no outside
    /// output finishes it.
    fn running_call(&self, call_id: &str) -> Result<SessionIx, HarnessError> {
        self.sessions
            .iter()
            .position(|m| {
                m.running_call()
                    .is_some_and(|c| c.id == call_id && !runs_in_harness(c))
            })
            .ok_or_else(|| HarnessError::NoSuchToolRun {
                call_id: call_id.to_string(),
            })
    }

    // ---- outputs ------------------------------------------------------------------------

    /// The next message between two parts, already sent and delivered.
    pub fn poll(&mut self) -> Option<Envelope> {
        let mut envelope = self.sh.queue.pop_front()?;
        let s = envelope.session;
        match envelope.from {
            Part::Runner => self.sessions[s].runner_sends(&mut self.sh, &mut envelope),
            Part::Coordinator => self.coordinator_sends(&envelope),
            _ => {}
        }
        match envelope.to {
            Part::SessionApi => self.session_api_receives(&envelope),
            Part::Coordinator => self.coordinator_receives(&envelope),
            Part::Runner => self.sessions[s].runner_receives(&mut self.sh, &envelope),
            Part::Client { .. } | Part::Clients => self.client_receives(&envelope),
            // The task tool is the harness's own; the driver carries out every other tool
            // and the llm, and receiving their messages changes nothing in here.
            Part::Tools => {
                self.task_tool_receives(&envelope);
                self.own_tool_receives(&envelope);
            }
            Part::Hooks => self.hooks_receive(&envelope),
            Part::Llm => {}
        }
        Some(envelope)
    }

    /// What the harness waits for once `poll` returns nothing. Sub-agents run one at a time,
    /// so at most one session waits on something from outside.
    pub fn wants(&self) -> Wants {
        if !self.sh.queue.is_empty() {
            return Wants::Nothing;
        }
        self.sessions
            .iter()
            .map(SessionState::wants)
            .find(|w| *w != Wants::Nothing)
            .unwrap_or(Wants::Nothing)
    }

    fn client_receives(&mut self, envelope: &Envelope) {
        if let (Say::Typed { text }, Part::Client { id }) = (&envelope.say, envelope.from) {
            self.drafts.push((id, text.clone()));
            self.draft = Some(self.drafts.len() - 1);
        }
    }

    // ---- what the page reads ------------------------------------------------------------

    /// Session `session`'s state now, as a step records it.
    pub fn snapshot(&self, session: SessionIx) -> Snapshot {
        let me = &self.sessions[session];
        let out = matches!(me.llm, LlmPhase::Thinking | LlmPhase::Streaming);
        let turn = me.turns.last().map(|t| TurnAt {
            index: me.turns.len() - 1,
            events: t.events.len(),
        });
        Snapshot {
            session,
            status: me.status,
            thread: me.log.range(),
            inbox_len: me.inbox.len(),
            llm: me.llm,
            turn,
            context: match me.turns.last() {
                Some(t) if out => t.context,
                _ => me.next_context(&self.sh),
            },
            question: self.sh.open_question,
            saved_rules: self.sh.rules.added_count(),
            draft: self.draft,
            runs_started: me.runs_started,
        }
    }

    /// The session you talk to.
    pub fn main(&self) -> &SessionState {
        &self.sessions[MAIN]
    }
    /// Session `session`, clamped to the sessions there are.
    pub fn session(&self, session: SessionIx) -> &SessionState {
        &self.sessions[session.min(self.sessions.len() - 1)]
    }
    /// Every session, in the order they were created.
    pub fn sessions(&self) -> &[SessionState] {
        &self.sessions
    }
    pub fn rules(&self) -> &RuleSet {
        &self.sh.rules
    }
    pub fn cache(&self) -> &PromptCache {
        &self.sh.cache
    }
    /// Tokens of system prompt in front of every session's instructions, when not a typical
    /// harness's.
    pub fn system_prompt_tokens(&self) -> Option<u64> {
        (self.system_tokens != tokens::TYPICAL_SYSTEM_PROMPT_TOKENS).then_some(self.system_tokens)
    }
    /// How the provider's prompt cache counts.
    pub fn cache_profile(&self) -> CacheProfile {
        self.sh.cache_profile
    }

    /// The cache as it stood after the first `requests` requests sent, in any session: what
    /// a person who watched the run that far has seen sent.
    pub fn cache_after(&self, requests: usize) -> PromptCache {
        let mut cache = self.sh.cache_at_start.clone();
        for &(s, i) in self.sh.sent.iter().take(requests) {
            let me = &self.sessions[s];
            let t = &me.turns[i];
            send_request(
                &mut cache,
                self.sh.cache_profile,
                (&me.head, &me.log),
                t.thread.clone(),
                t.purpose,
                t.context.total,
            );
        }
        cache
    }
    /// Every request sent, in order, as (session, index in its turns).
    pub fn sent(&self) -> &[(SessionIx, usize)] {
        &self.sh.sent
    }
    pub fn questions(&self) -> &[PermissionRequest] {
        &self.sh.questions
    }
    pub fn drafts(&self) -> &[(ClientId, String)] {
        &self.drafts
    }
    /// The rules the user set since the start, each with how many texts had been typed then.
    pub fn rules_set(&self) -> &[(usize, Rule)] {
        &self.rules_set
    }
    /// The agents task calls may start.
    pub fn agents(&self) -> &[Agent] {
        &self.agents
    }
    pub fn max_depth(&self) -> Option<u32> {
        self.max_depth
    }
}

/// A request as the runner hands it to the llm, borrowed so a long thread is not copied per
/// turn.
#[derive(Clone, Copy, Debug)]
pub struct RequestRef<'a> {
    /// The agent whose session sends it.
    pub agent: &'a str,
    pub instructions: &'a str,
    pub tools: &'a [Tool],
    /// Deferred tools a search has loaded: a live request lists them after `tools`, so that
    /// the model may call them (the page's estimate keeps them in the thread, where
    /// Anthropic's API expands a search's result).
    pub loaded: &'a [Tool],
    pub thread: &'a [Message],
    pub purpose: Purpose,
}

impl Harness {
    /// The skill and tool-search tools answer at once, from the calling session's own state.
    fn own_tool_receives(&mut self, envelope: &Envelope) {
        let Say::RunTool { call, .. } = &envelope.say else {
            return;
        };
        let session = &mut self.sessions[envelope.session];
        let result = match call.tool.as_str() {
            crate::harness::protocol::skill::SKILL_TOOL => session.load_skill(call),
            crate::harness::protocol::tool_search::SEARCH_TOOL => session.load_tools(call),
            _ => return,
        };
        self.sh.send(
            envelope.session,
            Part::Tools,
            Part::Runner,
            Say::Output { result },
        );
    }
}

/// A call the harness carries out itself (a task, a skill, a tool search), not the tools.
fn runs_in_harness(call: &ToolCall) -> bool {
    call.is_task()
        || call.tool == crate::harness::protocol::skill::SKILL_TOOL
        || call.tool == crate::harness::protocol::tool_search::SEARCH_TOOL
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_harness_runs_the_task_skill_and_search_tools_itself_and_no_other() {
        let call = |tool: &str| ToolCall {
            id: "c".into(),
            tool: tool.into(),
            input: String::new(),
        };
        for tool in [
            Agent::TASK_TOOL,
            crate::harness::protocol::skill::SKILL_TOOL,
            crate::harness::protocol::tool_search::SEARCH_TOOL,
        ] {
            assert!(runs_in_harness(&call(tool)), "{tool}");
        }
        assert!(!runs_in_harness(&call("read_file")));
    }
}
