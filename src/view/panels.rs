//! The data panels ("llm", "session", "turn", "agent", "permission"), one function each, and
//! which of them changed at a step. The context panel has its own module (`context`).

use super::words::{clip, seconds};
use crate::harness::machine::{LlmPhase, Purpose, RuleSource};
use crate::harness::protocol::envelope::Say;
use crate::harness::protocol::mode::Mode;
use crate::harness::protocol::schema::{Decision, LlmEvent, Status};
use crate::t;
use crate::trace::Trace;

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
        LlmEvent::Cut {} => t!("panel-llm-event-cut"),
        LlmEvent::Error { message, .. } => format!("error \"{}\"", clip(message, 40)),
        // The figures as the provider sent them, as code is.
        LlmEvent::Usage { usage } => t!(
            "panel-llm-event-usage",
            prompt = usage.prompt_tokens.to_string(),
            cached = usage.cached_tokens.unwrap_or(0).to_string()
        ),
    }
}

pub fn llm(trace: &Trace, index: usize) -> LlmView {
    let Some(s) = trace.snapshot(index) else {
        return LlmView {
            line: t!("panel-llm-waiting"),
            ..LlmView::default()
        };
    };
    let turns = trace.harness().session(s.session).turns();
    let request = s.turn.map(|t| (&turns[t.index], t.events));
    let what = request.map_or(String::new(), |(r, _)| match r.purpose {
        Purpose::Summary { .. } => t!("panel-llm-summary-request"),
        Purpose::Turn => t!("panel-llm-turn-request", n = r.number),
    });
    let line = match (s.llm, request.is_some()) {
        (_, false) | (LlmPhase::Waiting, _) => t!("panel-llm-waiting"),
        (LlmPhase::Thinking, _) => t!("panel-llm-thinking", what = &what),
        (LlmPhase::Streaming, _) => t!("panel-llm-streaming", what = &what),
        (LlmPhase::Finished, _) => t!("panel-llm-finished", what = &what),
        (LlmPhase::Broken, _) => t!("panel-llm-broken", what = &what),
        (LlmPhase::Cancelled, _) => t!("panel-llm-cancelled", what = &what),
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
    let shown = trace.snapshot(index).map_or(0, |s| s.session);
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
        (Purpose::Summary { .. }, _) => t!("panel-turn-summary", n = t.number),
        (Purpose::Turn, 1) => t!("panel-turn-title", n = t.number),
        (Purpose::Turn, a) => t!(
            "panel-turn-attempt",
            n = t.number,
            attempt = a,
            max = h.agent().max_attempts()
        ),
    };
    let messages = t!("panel-n-messages", n = t.thread.len());
    let request = match t.purpose {
        Purpose::Summary { .. } => t!("panel-turn-carries-summary", messages = messages),
        Purpose::Turn => t!(
            "panel-turn-carries-thread",
            tools = t!("panel-n-tools", n = h.tools().len()),
            messages = messages
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
    /// Its hooks, as short lines ("PreToolUse write_file: ./guard.sh").
    pub hooks: Vec<String>,
    /// The permission mode at this step.
    pub mode: Mode,
}

pub fn agent(trace: &Trace, index: usize) -> AgentView {
    let h = trace.at(index).map_or(trace.harness().main(), |(h, _)| h);
    let a = h.agent();
    let saved = trace.snapshot(index).map_or(0, |s| s.saved_rules);
    let mut limits = Vec::new();
    if let Some(max) = a.max_turns {
        limits.push(t!("panel-limit-max-turns", n = max));
    }
    if let Some(window) = a.context_window {
        limits.push(t!("panel-limit-context-window", tokens = window));
    }
    limits.push(t!(
        "panel-limit-tool-time",
        time = seconds(a.tool_timeout_ms())
    ));
    limits.push(t!(
        "panel-limit-stream-idle",
        time = seconds(a.stream_idle_timeout_ms())
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
        mode: trace.harness().rules().mode_at(saved),
        hooks: a
            .hooks
            .iter()
            .map(|h| match &h.tool {
                Some(tool) => format!("{} {tool}: {}", h.on.name(), h.command),
                None => format!("{}: {}", h.on.name(), h.command),
            })
            .collect(),
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
    let q = trace.snapshot(index)?.question?;
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
        index.checked_sub(1).and_then(|i| trace.snapshot(i)),
        trace.snapshot(index),
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
