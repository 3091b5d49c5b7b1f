//! One session's state: its agent, thread, turns and the runner's phase. The session API,
//! coordinator and runner code is the same for every session; each session has its own copy
//! of this state, and a sub-agent's session also knows the tool call that waits on it.

use std::ops::Range;

use super::breakpoints::Breakpoints;
use super::cache::{Boundary, CacheKind};
use super::phase::{Current, Phase, Purpose};
use super::thread::{fnv, ThreadLog, FNV_START};
use super::tokens::{self, Source};
use super::{LlmPhase, RequestRef, TurnRecord};
use crate::harness::protocol::envelope::{ClientId, SessionIx};
use crate::harness::protocol::schema::{
    Agent, LlmRequest, Message, NoteKind, PermissionRequest, Session, Status, Tool, ToolCall, Turn,
};
use crate::harness::protocol::{skill, tool_search};

/// What comes before a session's thread: whose order and breakpoints, and how many tokens of
/// system prompt stand in front of the instructions (a typical one in scripted runs; none in a
/// live run, whose request carries only the instructions).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(super) struct HeadShape {
    pub(super) kind: CacheKind,
    pub(super) system_tokens: u64,
}

/// The request head: system prompt, instructions and tools, in the order the provider reads
/// them (OpenAI: system prompt, instructions, tools; Anthropic: tools, then the system block).
/// Each block's source, and the boundary after it, shortest first.
#[derive(Clone, Debug)]
pub(super) struct Head {
    pub(super) sources: [Source; 3],
    pub(super) boundaries: [Boundary; 3],
}

impl Head {
    fn new(instructions: &str, tools: &[Tool], shape: HeadShape) -> Self {
        let anthropic = shape.kind == CacheKind::Anthropic;
        let marks = Breakpoints::of(instructions, tools, &[]);
        let block = |source: Source, before: Boundary| match source {
            Source::SystemPrompt if shape.system_tokens == 0 => Boundary {
                breakpoint: false,
                ..before
            },
            Source::SystemPrompt => Boundary {
                print: fnv(before.print, "typical system prompt"),
                tokens: before.tokens + shape.system_tokens,
                breakpoint: false,
            },
            Source::Instructions => Boundary {
                print: fnv(before.print, instructions),
                tokens: before.tokens + tokens::text_tokens(instructions),
                // Anthropic's system block ends with the instructions.
                breakpoint: anthropic && marks.after_system,
            },
            _ => Boundary {
                print: tools
                    .iter()
                    .fold(before.print, |h, t| fnv(fnv(h, &t.name), &t.description)),
                tokens: before.tokens + tokens::tools_tokens(tools),
                breakpoint: anthropic && marks.after_tools,
            },
        };
        let sources = match shape.kind {
            CacheKind::Openai => [Source::SystemPrompt, Source::Instructions, Source::Tools],
            CacheKind::Anthropic => [Source::Tools, Source::SystemPrompt, Source::Instructions],
        };
        let start = Boundary {
            print: FNV_START,
            tokens: 0,
            breakpoint: false,
        };
        let first = block(sources[0], start);
        let second = block(sources[1], first);
        let third = block(sources[2], second);
        Head {
            sources,
            boundaries: [first, second, third],
        }
    }

    pub(super) fn tokens(&self) -> u64 {
        self.boundaries[2].tokens
    }

    /// The boundaries, longest first, as a cache lookup takes them.
    pub(super) fn longest_first(&self) -> [Boundary; 3] {
        let [a, b, c] = self.boundaries;
        [c, b, a]
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
    /// The tools it lists by name only, and those a search has loaded so far, in order.
    pub(super) deferred: Vec<Tool>,
    pub(super) tools_loaded: Vec<Tool>,
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
    /// How many times each of its agent's hooks has run: the next run's answer is the next.
    pub(super) hook_runs: Vec<usize>,
    /// Notes for the next request (what hooks returned): they join the thread as it leaves.
    pub(super) reminders: Vec<Message>,
    /// Notes the harness adds on its own before a turn's request, by turn number (a recorded
    /// run's, where its log put them); taken as their turn comes.
    pub(super) scheduled: Vec<(u32, Message)>,
    /// The skills loaded so far, in order: put back after a compaction.
    pub(super) skills_loaded: Vec<String>,
    /// The agent's memory files loaded so far, by index, in order: loaded again after a
    /// compaction.
    pub(super) memory_loaded: Vec<usize>,
    /// The compaction its PreCompact hook is deciding on: the tokens the request needs and the
    /// window.
    pub(super) pre_compact: Option<(u64, u64)>,
}

impl SessionState {
    /// A new idle session of `agent`; it gets the tools of `catalog` it names.
    pub(super) fn new(
        ix: SessionIx,
        id: String,
        agent: Agent,
        catalog: &[Tool],
        shape: HeadShape,
    ) -> Self {
        let tools: Vec<Tool> = agent
            .tools
            .iter()
            .filter_map(|name| catalog.iter().find(|t| &t.name == name).cloned())
            .collect();
        let deferred: Vec<Tool> = agent
            .deferred_tools
            .iter()
            .filter_map(|name| catalog.iter().find(|t| &t.name == name).cloned())
            .collect();
        let head = Head::new(&agent.instructions, &tools, shape);
        let hooks = agent.hooks.len();
        // Its skills are listed, by name and line, before its first request.
        let mut scheduled = if agent.skills.is_empty() {
            Vec::new()
        } else {
            vec![(
                1,
                Message::note(NoteKind::SkillList, skill::listing(&agent.skills)),
            )]
        };
        if !deferred.is_empty() {
            scheduled.push((
                1,
                Message::note(NoteKind::ToolNames, tool_search::listing(&deferred)),
            ));
        }
        // The memory files at the project's root, before its first request.
        let at_start: Vec<usize> = (0..agent.memory.len())
            .filter(|i| agent.memory[*i].at_start())
            .collect();
        scheduled.extend(at_start.iter().map(|i| {
            (
                1,
                Message::note(NoteKind::Memory, agent.memory[*i].note(false)),
            )
        }));
        SessionState {
            ix,
            id,
            log: ThreadLog::new(head.boundaries[2].print),
            head,
            agent,
            tools,
            deferred,
            tools_loaded: Vec::new(),
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
            hook_runs: vec![0; hooks],
            reminders: Vec::new(),
            scheduled,
            skills_loaded: Vec::new(),
            memory_loaded: at_start,
            pre_compact: None,
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
    /// The tools it lists by name only.
    pub fn deferred(&self) -> &[Tool] {
        &self.deferred
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
    /// The blocks before the thread in the order the request carries them: each one's
    /// source, its tokens, and whether a cache breakpoint follows it.
    pub fn head_blocks(&self) -> [(Source, u64, bool); 3] {
        let mut before = 0;
        std::array::from_fn(|i| {
            let b = self.head.boundaries[i];
            let tokens = b.tokens - before;
            before = b.tokens;
            (self.head.sources[i], tokens, b.breakpoint)
        })
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
            loaded: &self.tools_loaded,
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
