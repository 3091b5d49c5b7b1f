//! What the page says about sub-agents: the task tool handing work to another agent's
//! session, that session's run, and the one answer that comes back.
//!
//! A step of a sub-agent's session reads like any other step; these are the sentences that
//! say which session it is and why that matters: a sub-agent works in a fresh thread, so only
//! its answer joins the parent's context.

use crate::harness::machine::tokens::message_tokens;
use crate::harness::machine::SessionState;
use crate::harness::protocol::envelope::{Because, RunEnd, Say};
use crate::harness::protocol::schema::{LlmEvent, Message, Status, ToolError};
use crate::t;
use crate::trace::Trace;

/// The session a task call in session `parent` started, for call `call_id`.
pub fn child_of<'a>(trace: &'a Trace, parent: usize, call_id: &str) -> Option<&'a SessionState> {
    trace.harness().sessions().iter().find(|c| {
        c.parent()
            .is_some_and(|p| p.session == parent && p.call.id == call_id)
    })
}

/// Tokens of a session's thread when its run ended: what it read and wrote.
pub(crate) fn thread_tokens(trace: &Trace, h: &SessionState) -> u64 {
    trace.steps_of(h.index()).last().map_or(0, |i| {
        h.log().tokens(trace.steps[*i].snapshot.thread.clone())
    })
}

/// The task tool asks for a session of `agent` for the task call of `h`'s runner.
pub fn spawn(h: &SessionState, agent: &str, prompt: &str) -> String {
    t!(
        "agents-subagent-spawn",
        agent = agent,
        prompt = super::words::clip(prompt, 80),
        parent = &h.agent().name
    )
}

/// The session API made session `child` for a task call.
pub fn spawned(trace: &Trace, child: usize) -> String {
    let c = trace.harness().session(child);
    t!(
        "agents-subagent-spawned",
        session = c.id(),
        agent = &c.agent().name
    )
}

/// A cancelled task call stops session `child` first.
pub fn stop_child(trace: &Trace, child: usize) -> String {
    let c = trace.harness().session(child);
    t!(
        "agents-subagent-stop",
        session = c.id(),
        agent = &c.agent().name
    )
}

/// The narration of step `index` where sub-agents make a common step different, else `None`.
pub fn narrate(trace: &Trace, index: usize) -> Option<String> {
    let step = trace.steps.get(index)?;
    let s = &step.snapshot;
    let h = trace.harness().session(s.session);
    let parent = h
        .parent()
        .map(|p| trace.harness().session(p.session).agent().name.clone());
    let text = match (&step.envelope.say, parent) {
        (Say::RunTool { call, because }, _) if call.is_task() => {
            let why = match because {
                Because::Allowed => "rule",
                Because::Replied(_) => "you",
                Because::Hook => "hook",
            };
            t!("agents-subagent-run-task", why = why)
        }
        (Say::Cancel { .. }, _) if waits_on_child(trace, index) => {
            t!("agents-subagent-cancel")
        }
        (Say::StartRun, Some(_)) => t!("agents-subagent-start-run", session = h.id()),
        (Say::Run, Some(parent)) => t!(
            "agents-subagent-run",
            session = h.id(),
            parent = parent,
            agent = &h.agent().name
        ),
        (
            Say::Request {
                turn: 1,
                attempt: 1,
                context,
                ..
            },
            Some(parent),
        ) => {
            let tools = t!("agents-n-tools", n = h.tools().len());
            let messages = t!("agents-n-messages", n = s.thread.len());
            if context.cached == 0 {
                t!(
                    "agents-subagent-first-request",
                    agent = &h.agent().name,
                    tools = tools,
                    messages = messages,
                    tokens = context.total,
                    parent = parent
                )
            } else {
                t!(
                    "agents-subagent-first-request-cached",
                    agent = &h.agent().name,
                    tools = tools,
                    messages = messages,
                    tokens = context.total,
                    parent = parent,
                    cached = context.cached
                )
            }
        }
        (
            Say::Forward {
                event: LlmEvent::Text { .. },
            },
            Some(parent),
        ) => t!(
            "agents-subagent-streams",
            agent = &h.agent().name,
            parent = parent
        ),
        (Say::Idle, Some(parent)) => {
            if matches!(ended(trace, index), Some(RunEnd::Answered)) {
                t!(
                    "agents-subagent-idle-answered",
                    session = h.id(),
                    agent = &h.agent().name,
                    parent = parent
                )
            } else {
                t!(
                    "agents-subagent-idle-ended",
                    session = h.id(),
                    parent = parent
                )
            }
        }
        (Say::Output { result }, _) => {
            let child = child_of(trace, s.session, &result.call_id)?;
            let agent = &child.agent().name;
            let joins = message_tokens(&Message::Tool {
                result: result.clone(),
            });
            match result.error {
                None => t!(
                    "agents-subagent-answer",
                    agent = agent,
                    tokens = joins,
                    parent = &h.agent().name,
                    thread = thread_tokens(trace, child)
                ),
                Some(ToolError::Interrupted) => {
                    t!("agents-subagent-interrupted", agent = agent)
                }
                Some(_) => t!(
                    "agents-subagent-no-answer",
                    agent = agent,
                    parent = &h.agent().name
                ),
            }
        }
        _ => return None,
    };
    Some(text)
}

/// How the latest run of step `index`'s session ended, as its runner told the coordinator.
fn ended(trace: &Trace, index: usize) -> Option<&RunEnd> {
    let session = trace.steps.get(index)?.snapshot.session;
    let steps = trace.steps_of(session);
    steps[..steps.partition_point(|i| *i <= index)]
        .iter()
        .rev()
        .find_map(|i| match &trace.steps[*i].envelope.say {
            Say::Done { end } => Some(end),
            _ => None,
        })
}

/// Whether a sub-agent of step `index`'s session is running then: its task call is what
/// a cancel at that step cancels.
fn waits_on_child(trace: &Trace, index: usize) -> bool {
    let Some(step) = trace.steps.get(index) else {
        return false;
    };
    trace.harness().sessions().iter().any(|c| {
        c.parent()
            .is_some_and(|p| p.session == step.snapshot.session)
            && trace
                .snapshot_of(c.index(), index)
                .is_some_and(|cs| cs.status == Status::Running)
    })
}
