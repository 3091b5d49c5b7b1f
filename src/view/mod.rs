//! The view model: pure functions from a trace and a step to what each part of the page
//! shows. No Leptos here, so it is tested natively; the components only lay it out.
//!
//! Each panel has its own function, so the page can keep one memo per panel and touch only
//! the DOM of what changed at a step.

pub mod cache;
pub mod chapters;
pub mod chat;
pub mod context;
pub mod diagram;
pub mod export;
pub mod figure;
pub mod import;
pub mod narrate;
pub mod predict;
pub mod recorded;
pub mod redact;
pub mod subagents;
pub mod text;
pub mod words;

use crate::harness::machine::{LlmPhase, Purpose, RuleSource, Snapshot};
use crate::harness::protocol::envelope::{Part, RunEnd, Say};
use crate::harness::protocol::schema::{Decision, LlmEvent, Reply, Status, ToolError, ToolResult};
use crate::trace::Trace;
use words::{clip, plural, thousands};

pub use chat::ChatLog;
pub use context::{context, context_view, request_bars, requests, ContextView, RequestBar};
pub use narrate::narrate;

fn snapshot(trace: &Trace, index: usize) -> Option<&Snapshot> {
    trace.step(index).map(|s| &s.snapshot)
}

/// A few words for the arrow on the diagram.
pub fn label(say: &Say) -> String {
    match say {
        Say::Typed { .. } => "typing…".into(),
        Say::Prompt { .. } => "prompt(message)".into(),
        Say::Accepted { queued: false } => "accepted".into(),
        Say::Accepted { queued: true } => "accepted (queued)".into(),
        Say::StartRun => "start run".into(),
        Say::AlreadyRunning => "already running".into(),
        Say::Run => "run".into(),
        Say::KeepGoing => "keep going".into(),
        Say::Request {
            turn, attempt: 1, ..
        } => format!("request, turn {turn}"),
        Say::Request { turn, attempt, .. } => format!("request, turn {turn} (try {attempt})"),
        Say::Summarize { .. } => "summarize".into(),
        Say::Event { event } | Say::Forward { event } => match event {
            LlmEvent::Text { .. } => "text".into(),
            LlmEvent::ToolCall { call } => format!("tool-call {}", call.tool),
            LlmEvent::Finish {} => "finish".into(),
            LlmEvent::Error { .. } => "error".into(),
            LlmEvent::Usage { .. } => "usage".into(),
            LlmEvent::Cut {} => "cut at the token limit".into(),
        },
        Say::RunTool { call, .. } => format!("run {}", call.tool),
        Say::Output {
            result: ToolResult {
                error: Some(error), ..
            },
        } => format!("output: {}", error_word(*error)),
        Say::Output { .. } => "output".into(),
        Say::Result { result, .. } => match result.error {
            None => "tool result".into(),
            Some(error) => format!("result: {}", error_word(error)),
        },
        Say::Ask { request } => format!("ask: {}?", request.call.tool),
        Say::Answer { reply, .. } => answer_words(*reply).into(),
        Say::Resume { .. } => "the answer".into(),
        Say::Stop => "stop".into(),
        Say::Interrupt => "interrupt".into(),
        Say::Cancel { .. } => "cancel".into(),
        Say::Retry { attempt, of, .. } => format!("retrying ({attempt} of {of})"),
        Say::Compacted { .. } => "context compacted".into(),
        Say::Ended { end } => format!("ended: {}", end_word(end)),
        Say::Done {
            end: RunEnd::Answered,
        } => "done".into(),
        Say::Done { end } => format!("done: {}", end_word(end)),
        Say::Idle => "idle".into(),
        Say::Spawn { agent, .. } => format!("new session: {agent}"),
        Say::Spawned { .. } => "accepted".into(),
        Say::StopChild { .. } => "stop the sub-agent".into(),
    }
}

/// What the page calls each answer: the buttons' own names, in lower case.
pub fn answer_words(reply: Reply) -> &'static str {
    match reply {
        Reply::Once => "allow once",
        Reply::Always => "always allow",
        Reply::Decline => "deny",
    }
}

/// One word or two for a tool result's error flag.
pub fn error_word(error: ToolError) -> &'static str {
    match error {
        ToolError::Failed => "failed",
        ToolError::TimedOut => "timed out",
        ToolError::Denied => "denied",
        ToolError::Declined => "declined",
        ToolError::Interrupted => "interrupted",
        ToolError::UnknownTool => "unknown tool",
    }
}

/// One word or two for how a run ended.
pub fn end_word(end: &RunEnd) -> &'static str {
    match end {
        RunEnd::Answered => "answered",
        RunEnd::Stopped => "stopped",
        RunEnd::Failed { .. } => "failed",
        RunEnd::TurnLimit { .. } => "turn limit",
        RunEnd::ContextFull { .. } => "context full",
    }
}

/// The message of a step: who sends what to whom, and in whose session.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct MessageView {
    pub from: Part,
    pub to: Part,
    pub label: String,
    /// A sub-agent's session ("session_2 · explorer"): its runner, llm and tools are the
    /// diagram's second lane. `None` for the session you talk to.
    pub lane: Option<String>,
}

pub fn message(trace: &Trace, index: usize) -> Option<MessageView> {
    trace.step(index).map(|s| MessageView {
        from: s.envelope.from,
        to: s.envelope.to,
        label: label(&s.envelope.say),
        lane: lane(trace, s.envelope.session),
    })
}

/// The name of session `session`'s lane on the diagram, when it is a sub-agent's.
pub fn lane(trace: &Trace, session: usize) -> Option<String> {
    (session != 0).then(|| {
        let h = trace.harness().session(session);
        format!("{} · {}", h.id(), h.agent().name)
    })
}

/// The name of the agent you talk to, as the chat's header shows it.
pub fn agent_name(trace: &Trace, _index: usize) -> String {
    trace.harness().main().agent().name.clone()
}

/// Whether the run has sub-agents, so the diagram draws their lane.
pub fn has_subagents(trace: &Trace) -> bool {
    trace.harness().sessions().len() > 1
}

/// "Step 7 of 21: runner sends request, turn 1 to the llm".
pub fn step_text(trace: &Trace, index: usize) -> String {
    let Some(m) = message(trace, index) else {
        return String::new();
    };
    let what = if m.from == m.to {
        format!("{}: {}", m.from.name(), m.label)
    } else {
        format!("{} sends {} to the {}", m.from.name(), m.label, m.to.name())
    };
    format!(
        "Step {} of {}: {what}",
        index.min(trace.steps.len().saturating_sub(1)) + 1,
        trace.steps.len()
    )
}

/// The status of the session you talk to at a step: a sub-agent's steps leave it running.
pub fn status(trace: &Trace, index: usize) -> Status {
    trace
        .snapshot_of(crate::harness::machine::MAIN, index)
        .map_or(Status::Idle, |s| s.status)
}

/// Text typed but not sent yet, at a step.
pub fn draft(trace: &Trace, index: usize) -> Option<String> {
    let d = snapshot(trace, index)?.draft?;
    trace
        .harness()
        .drafts()
        .get(d)
        .map(|(_, text)| text.clone())
}

/// Whether this step is the question the run waits on, so the answer buttons act.
pub fn waiting_for_you(trace: &Trace, index: usize) -> bool {
    trace.waits_at(index)
        || trace.is_question(index) && snapshot(trace, index).is_some_and(|s| s.question.is_some())
}

#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct LlmView {
    /// One line about what the llm is doing.
    pub line: String,
    /// The latest events of the latest request so far, as short lines.
    pub events: Vec<String>,
    /// Its events before those: a long reply lists only its newest `LLM_EVENTS`, so a step
    /// of it costs the same at its end as at its start.
    pub earlier: usize,
}

/// How many of a request's events the llm panel lists one by one.
pub const LLM_EVENTS: usize = 16;

/// One llm event as a short line.
fn event_line(event: &LlmEvent) -> String {
    match event {
        LlmEvent::Text { text } => format!("text \"{}\"", clip(text, 40)),
        LlmEvent::ToolCall { call } => format!(
            "tool-call {} {}({})",
            call.id,
            call.tool,
            clip(&call.input, 24)
        ),
        LlmEvent::Finish {} => "finish".into(),
        LlmEvent::Cut {} => "cut: the provider's token limit".into(),
        LlmEvent::Error { message, .. } => format!("error \"{}\"", clip(message, 40)),
        LlmEvent::Usage { usage } => format!(
            "usage {} prompt, {} cached",
            usage.prompt_tokens,
            usage.cached_tokens.unwrap_or(0)
        ),
    }
}

pub fn llm(trace: &Trace, index: usize) -> LlmView {
    let Some(s) = snapshot(trace, index) else {
        return LlmView {
            line: "Waiting for its first request.".into(),
            ..LlmView::default()
        };
    };
    let turns = trace.harness().session(s.session).turns();
    let request = s.turn.map(|t| (&turns[t.index], t.events));
    let what = request.map_or(String::new(), |(r, _)| match r.purpose {
        Purpose::Summary { .. } => "the summary request".to_string(),
        Purpose::Turn => format!("turn {}'s request", r.number),
    });
    let line = match (s.llm, request.is_some()) {
        (_, false) | (LlmPhase::Waiting, _) => "Waiting for its first request.".into(),
        (LlmPhase::Thinking, _) => format!("Thinking: {what} arrived; nothing streamed yet."),
        (LlmPhase::Streaming, _) => format!("Streaming the reply to {what}:"),
        (LlmPhase::Finished, _) => {
            format!("Finished the reply to {what}. It keeps nothing between requests.")
        }
        (LlmPhase::Broken, _) => format!("The stream of the reply to {what} broke:"),
        (LlmPhase::Cancelled, _) => format!("The runner closed the stream of the reply to {what}:"),
    };
    let (from, to) = request.map_or((0, 0), |(_, n)| (n.saturating_sub(LLM_EVENTS), n));
    LlmView {
        line,
        events: request
            .map(|(r, _)| r.events[from..to].iter().map(event_line).collect())
            .unwrap_or_default(),
        earlier: from,
    }
}

#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct SessionView {
    pub id: String,
    pub agent: String,
    pub status: Status,
    pub thread_len: usize,
    pub queued: usize,
    pub runs: u32,
    /// How many times the thread was compacted so far.
    pub compactions: usize,
    /// Every session there is at this step, when sub-agents have sessions of their own.
    pub sessions: Vec<SessionLine>,
}

/// One session in the session panel's list.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct SessionLine {
    pub id: String,
    pub agent: String,
    pub status: Status,
    /// How many task calls deep: 0 for the session you talk to.
    pub depth: u32,
    /// The step belongs to this session: the panels show it.
    pub shown: bool,
}

impl SessionView {
    /// How many times the thread was compacted by step `index`.
    pub fn compactions_of(trace: &Trace, index: usize) -> usize {
        trace
            .at(index)
            .map_or(0, |(h, s)| h.log().compactions_at(s.thread.start))
    }
}

/// The sessions there are at step `index`, with their status then; empty while there is only
/// the one you talk to.
pub fn sessions(trace: &Trace, index: usize) -> Vec<SessionLine> {
    // Asked on every step: a run of one session has nothing to list.
    if trace.harness().sessions().len() < 2 {
        return Vec::new();
    }
    let shown = snapshot(trace, index).map_or(0, |s| s.session);
    let lines: Vec<SessionLine> = trace
        .harness()
        .sessions()
        .iter()
        .filter_map(|h| {
            let s = trace.snapshot_of(h.index(), index)?;
            Some(SessionLine {
                id: h.id().to_string(),
                agent: h.agent().name.clone(),
                status: s.status,
                depth: h.depth(),
                shown: h.index() == shown,
            })
        })
        .collect();
    if lines.len() > 1 {
        lines
    } else {
        Vec::new()
    }
}

pub fn session(trace: &Trace, index: usize) -> SessionView {
    let Some((h, s)) = trace.at(index) else {
        let h = trace.harness().main();
        return SessionView {
            id: h.id().to_string(),
            agent: h.agent().name.clone(),
            ..SessionView::default()
        };
    };
    SessionView {
        id: h.id().to_string(),
        agent: h.agent().name.clone(),
        status: s.status,
        thread_len: s.thread.len(),
        queued: s.inbox_len,
        runs: s.runs_started,
        compactions: h.log().compactions_at(s.thread.start),
        sessions: sessions(trace, index),
    }
}

#[derive(Clone, Debug, PartialEq, Eq)]
pub struct TurnView {
    /// The turn's number, as the article's `Turn` has it.
    pub number: u32,
    /// "turn 2", "turn 2, attempt 2 of 3" or "summary before turn 3".
    pub title: String,
    pub request: String,
    pub events: usize,
}

pub fn turn(trace: &Trace, index: usize) -> Option<TurnView> {
    let (h, s) = trace.at(index)?;
    let at = s.turn?;
    let t = &h.turns()[at.index];
    let title = match (t.purpose, t.attempt) {
        (Purpose::Summary { .. }, _) => format!("summary before turn {}", t.number),
        (Purpose::Turn, 1) => format!("turn {}", t.number),
        (Purpose::Turn, a) => format!(
            "turn {}, attempt {a} of {}",
            t.number,
            h.agent().max_attempts()
        ),
    };
    let messages = plural(t.thread.len(), "message");
    let request = match t.purpose {
        Purpose::Summary { .. } => {
            format!("instructions + tools + the {messages} to summarize + \"summarize\"")
        }
        Purpose::Turn => format!(
            "instructions + {} + thread of {messages}",
            plural(h.tools().len(), "tool")
        ),
    };
    Some(TurnView {
        number: t.number,
        title,
        request,
        events: at.events,
    })
}

/// One tool's rule as it stood at a step.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct RuleView {
    pub tool: String,
    pub decision: Decision,
    pub source: RuleSource,
}

#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct AgentView {
    pub name: String,
    pub tools: Vec<String>,
    /// The agents it may hand work to with the task tool.
    pub agents: Vec<String>,
    pub rules: Vec<RuleView>,
    /// The agent's limits, as short lines ("max turns: 3").
    pub limits: Vec<String>,
}

pub fn agent(trace: &Trace, index: usize) -> AgentView {
    let h = trace.at(index).map_or(trace.harness().main(), |(h, _)| h);
    let a = h.agent();
    let saved = snapshot(trace, index).map_or(0, |s| s.saved_rules);
    let mut limits = Vec::new();
    if let Some(max) = a.max_turns {
        limits.push(format!("max turns: {max}"));
    }
    if let Some(window) = a.context_window {
        limits.push(format!("context window: {} tok", thousands(window)));
    }
    limits.push(format!(
        "tool time limit: {}",
        words::seconds(a.tool_timeout_ms())
    ));
    limits.push(format!(
        "stream idle timeout: {}",
        words::seconds(a.stream_idle_timeout_ms())
    ));
    AgentView {
        name: a.name.clone(),
        tools: a.tools.clone(),
        agents: a.agents.clone(),
        rules: a
            .tools
            .iter()
            .map(|tool| {
                let (decision, source) = trace.harness().rules().decide_at(&a.rules, tool, saved);
                RuleView {
                    tool: tool.clone(),
                    decision,
                    source,
                }
            })
            .collect(),
        limits,
    }
}

#[derive(Clone, Debug, PartialEq, Eq)]
pub struct PermissionView {
    /// The agent whose call waits: a sub-agent's questions reach you too.
    pub agent: String,
    /// Whether that is a sub-agent rather than the agent you talk to.
    pub subagent: bool,
    pub id: String,
    pub call_id: String,
    pub tool: String,
    pub input: String,
}

/// The permission request waiting at a step.
pub fn permission(trace: &Trace, index: usize) -> Option<PermissionView> {
    let q = snapshot(trace, index)?.question?;
    let request = trace.harness().questions().get(q)?;
    // The session whose runner asked it: the step that put the question.
    let session = trace
        .steps
        .iter()
        .find(|s| matches!(&s.envelope.say, Say::Ask { request: r } if r.id == request.id))
        .map_or(0, |s| s.envelope.session);
    Some(PermissionView {
        agent: trace.harness().session(session).agent().name.clone(),
        subagent: session != 0,
        id: request.id.clone(),
        call_id: request.call.id.clone(),
        tool: request.call.tool.clone(),
        input: request.call.input.clone(),
    })
}

/// Which panels and fields changed at a step, by name (`"session.status"`, `"llm"`…).
pub fn changed(trace: &Trace, index: usize) -> Vec<&'static str> {
    let (Some(before), Some(after)) = (
        index.checked_sub(1).and_then(|i| snapshot(trace, i)),
        snapshot(trace, index),
    ) else {
        return Vec::new();
    };
    let mut out = Vec::new();
    let mut note = |changed: bool, name: &'static str| {
        if changed {
            out.push(name);
        }
    };
    if before.session != after.session {
        // The panels now show another session: all of it is new to the eye.
        return vec![
            "session.status",
            "session.thread",
            "llm",
            "turn",
            "context",
            "agent",
        ];
    }
    note(before.status != after.status, "session.status");
    note(before.thread != after.thread, "session.thread");
    note(before.inbox_len != after.inbox_len, "session.queued");
    note(before.runs_started != after.runs_started, "session.runs");
    note(
        before.llm != after.llm || before.turn.map(|t| t.events) != after.turn.map(|t| t.events),
        "llm",
    );
    note(
        before.turn.map(|t| (t.index, t.events)) != after.turn.map(|t| (t.index, t.events)),
        "turn",
    );
    note(
        before.context != after.context || before.thread != after.thread,
        "context",
    );
    note(before.saved_rules != after.saved_rules, "agent");
    note(before.question != after.question, "permission");
    out
}

/// What a provider reported reading for a request: "2,438 tokens read, 2,304 of them from its
/// prompt cache, 128 written to it".
fn tokens_read(usage: &crate::harness::protocol::schema::Usage) -> String {
    let cached = usage.cached_tokens.map_or(String::new(), |c| {
        format!(", {} of them from its prompt cache", thousands(c))
    });
    let written = usage.cache_write_tokens.map_or(String::new(), |w| {
        format!(", {} written to it", thousands(w))
    });
    format!(
        "{} tokens read{cached}{written}",
        thousands(usage.prompt_tokens)
    )
}

/// Cheap reads of what a panel depends on, so the page builds a panel's view only on the
/// steps where it can change.
pub mod keys {
    use std::ops::Range;

    use crate::harness::machine::{LlmPhase, Snapshot};
    use crate::harness::protocol::envelope::{Context, SessionIx};
    use crate::harness::protocol::schema::Status;

    /// Whose context, its thread, whether a request is out, which, and its figures.
    pub type ContextKey = (SessionIx, Range<usize>, bool, Option<usize>, Context);
    /// Whose llm, what it does, and which request's events have come how far.
    pub type LlmKey = (SessionIx, LlmPhase, Option<(usize, usize)>);
    /// Whose session, its status, thread, queue and runs, and every session's status.
    pub type SessionKey = (
        SessionIx,
        Status,
        Range<usize>,
        usize,
        u32,
        Vec<(SessionIx, Status)>,
    );
    use crate::trace::Trace;

    fn snapshot(trace: &Trace, index: usize) -> Option<&Snapshot> {
        trace.step(index).map(|s| &s.snapshot)
    }

    /// Whose agent, and the rules as they stood: how many this run saved so far.
    pub fn agent(trace: &Trace, index: usize) -> (SessionIx, usize) {
        snapshot(trace, index).map_or((0, 0), |s| (s.session, s.saved_rules))
    }

    /// The request out, or the thread the next one carries.
    pub fn context(trace: &Trace, index: usize) -> Option<ContextKey> {
        snapshot(trace, index).map(|s| {
            (
                s.session,
                s.thread.clone(),
                matches!(s.llm, LlmPhase::Thinking | LlmPhase::Streaming),
                s.turn.map(|t| t.index),
                s.context,
            )
        })
    }

    /// Which requests of which session have been sent.
    pub fn requests(trace: &Trace, index: usize) -> Option<(SessionIx, Option<usize>)> {
        snapshot(trace, index).map(|s| (s.session, s.turn.map(|t| t.index)))
    }

    /// What the llm does, and how far its reply has come.
    pub fn llm(trace: &Trace, index: usize) -> Option<LlmKey> {
        snapshot(trace, index).map(|s| (s.session, s.llm, s.turn.map(|t| (t.index, t.events))))
    }

    /// The request and how many events it has.
    pub fn turn(trace: &Trace, index: usize) -> Option<(SessionIx, usize, usize)> {
        snapshot(trace, index).and_then(|s| s.turn.map(|t| (s.session, t.index, t.events)))
    }

    /// The session's fields, and which sessions exist and how they stand.
    pub fn session(trace: &Trace, index: usize) -> Option<SessionKey> {
        snapshot(trace, index).map(|s| {
            (
                s.session,
                s.status,
                s.thread.clone(),
                s.inbox_len,
                s.runs_started,
                super::sessions(trace, index)
                    .iter()
                    .enumerate()
                    .map(|(i, l)| (i, l.status))
                    .collect(),
            )
        })
    }

    /// The open question.
    pub fn permission(trace: &Trace, index: usize) -> Option<usize> {
        snapshot(trace, index).and_then(|s| s.question)
    }
}

/// A notable step, marked on the scrubber.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Mark {
    LlmCall,
    ToolCall,
    Question,
    /// A stop, a broken stream, a compaction, a limit: the paths where things go wrong.
    Trouble,
    /// A sub-agent's run starts.
    SubAgent,
}

/// Past this many steps the scrubber marks only questions, trouble and sub-agents: a tick per
/// llm call or tool run would be thousands of them, too close to tell apart.
pub const LONG_RUN_STEPS: usize = 1_500;

/// The steps worth a tick on the scrubber.
pub fn marks(trace: &Trace) -> Vec<(usize, Mark)> {
    let long = trace.steps.len() > LONG_RUN_STEPS;
    trace
        .steps
        .iter()
        .enumerate()
        .filter_map(|(i, step)| match step.envelope.say {
            Say::Request { .. } | Say::Summarize { .. } if !long => Some((i, Mark::LlmCall)),
            Say::RunTool { .. } if !long => Some((i, Mark::ToolCall)),
            Say::Ask { .. } => Some((i, Mark::Question)),
            Say::Stop | Say::Retry { .. } | Say::Compacted { .. } | Say::Ended { .. } => {
                Some((i, Mark::Trouble))
            }
            Say::Spawned { .. } => Some((i, Mark::SubAgent)),
            _ => None,
        })
        .collect()
}

/// The core's words the page shows: the page reads them from the view model, never from the
/// core itself.
pub mod words_of_the_core {
    pub use crate::harness::machine::tokens::Source;
    pub use crate::harness::machine::RuleSource;
    pub use crate::harness::protocol::envelope::Part;
    pub use crate::harness::protocol::schema::{Decision, Reply, Status, ToolError};
}

/// The first step at or after `from` where the user's Stop reaches the session API.
pub fn stop_step(trace: &Trace, from: usize) -> Option<usize> {
    trace.find_from(from, |say| *say == Say::Stop)
}

/// Whether the run is going at a step, so Stop would do something.
pub fn stoppable(trace: &Trace, index: usize) -> bool {
    status(trace, index) == Status::Running
}
