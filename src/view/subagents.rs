//! What the page says about sub-agents: the task tool handing work to another agent's
//! session, that session's run, and the one answer that comes back.
//!
//! A step of a sub-agent's session reads like any other step; these are the sentences that
//! say which session it is and why that matters: a sub-agent works in a fresh thread, so only
//! its answer joins the parent's context.

use super::words::{plural, thousands};
use crate::harness::machine::tokens::message_tokens;
use crate::harness::machine::SessionState;
use crate::harness::protocol::envelope::{Because, RunEnd, Say};
use crate::harness::protocol::schema::{LlmEvent, Message, Status, ToolError};
use crate::trace::Trace;

/// The session a task call in session `parent` started, for call `call_id`.
pub fn child_of<'a>(trace: &'a Trace, parent: usize, call_id: &str) -> Option<&'a SessionState> {
    trace.harness().sessions().iter().find(|c| {
        c.parent()
            .is_some_and(|p| p.session == parent && p.call.id == call_id)
    })
}

/// "session_2 (explorer)".
fn named(h: &SessionState) -> String {
    format!("{} ({})", h.id(), h.agent().name)
}

/// Tokens of a session's thread when its run ended: what it read and wrote.
pub(crate) fn thread_tokens(trace: &Trace, h: &SessionState) -> u64 {
    trace.steps_of(h.index()).last().map_or(0, |i| {
        h.log().tokens(trace.steps[*i].snapshot.thread.clone())
    })
}

/// The task tool asks for a session of `agent` for the task call of `h`'s runner.
pub fn spawn(h: &SessionState, agent: &str, prompt: &str) -> String {
    format!(
        "The task tool is a client of the session API, like your window: it asks for a new session of {agent} and prompts it with \"{}\". The new session gets a thread of its own, not a copy of {}'s.",
        super::words::clip(prompt, 80),
        h.agent().name
    )
}

/// The session API made session `child` for a task call.
pub fn spawned(trace: &Trace, child: usize) -> String {
    let c = trace.harness().session(child);
    format!(
        "The session API creates {}: {}'s instructions, tools and rules, and a fresh thread whose only message is the prompt. It answers the task tool at once; the task tool now waits for {} to go idle.",
        c.id(),
        c.agent().name,
        c.id()
    )
}

/// A cancelled task call stops session `child` first.
pub fn stop_child(trace: &Trace, child: usize) -> String {
    format!(
        "The task tool was cancelled, so it first asks the session API to stop {}, which it waits on: the sub-agent stops before its parent does.",
        named(trace.harness().session(child))
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
                Because::Allowed => "A rule allows task, so it runs at once",
                Because::Replied(_) => "You allowed it",
                Because::Hook => "A PreToolUse hook allows task",
            };
            format!(
                "{why}: the runner hands the call to the task tool. Task is a tool like any other to the runner; what it does is start another agent's run."
            )
        }
        (Say::Cancel { .. }, _) if waits_on_child(trace, index) => {
            "The runner cancels the task call it waits on. The task tool cannot just be killed: a sub-agent is working for it, and it must stop too.".to_string()
        }
        (Say::StartRun, Some(_)) => format!(
            "The session API asks the coordinator to run the loop for {}: the same coordinator, serving every session.",
            h.id()
        ),
        (Say::Run, Some(parent)) => format!(
            "No run was going in {}, so the coordinator marks it running and hands it to its runner: the same runner code as {parent}'s, with {}'s instructions, tools and rules.",
            h.id(),
            h.agent().name
        ),
        (Say::Request { turn: 1, attempt: 1, context, .. }, Some(parent)) => format!(
            "{}'s runner sends its first request: its own instructions, {} and a thread of {}, about {} tokens. None of {parent}'s thread is in it. {}",
            h.agent().name,
            plural(h.tools().len(), "tool"),
            plural(s.thread.len(), "message"),
            thousands(context.total),
            if context.cached == 0 {
                "Nothing of it is in the prompt cache yet.".to_string()
            } else {
                format!(
                    "{} of them come from the prompt cache, which is keyed by content, not by session: earlier requests began with the same system prompt.",
                    thousands(context.cached)
                )
            }
        ),
        (Say::Forward { event: LlmEvent::Text { .. } }, Some(parent)) => format!(
            "{}'s runner streams its text to the clients too. The chat shows it folded under {parent}'s task call, for you to open.",
            h.agent().name
        ),
        (Say::Idle, Some(parent)) => {
            let answered = matches!(ended(trace, index), Some(RunEnd::Answered));
            format!(
                "The coordinator marks {} idle. The task tool, which waits on it like a client, hears it and takes {} back to {parent}.",
                h.id(),
                if answered {
                    format!("{}'s last answer", h.agent().name)
                } else {
                    "word of how the run ended".to_string()
                }
            )
        }
        (Say::Output { result }, _) => {
            let child = child_of(trace, s.session, &result.call_id)?;
            let agent = &child.agent().name;
            let joins = message_tokens(&Message::Tool {
                result: result.clone(),
            });
            match result.error {
                None => format!(
                    "The task tool's output is {agent}'s answer. {agent} worked in a fresh thread, so only its answer, {} tokens, joins {}'s context, not the {} tokens of {agent}'s thread.",
                    thousands(joins),
                    h.agent().name,
                    thousands(thread_tokens(trace, child))
                ),
                Some(ToolError::Interrupted) => format!(
                    "{agent} was stopped, so the task call's one result says so: interrupted."
                ),
                Some(_) => format!(
                    "{agent}'s run ended without an answer, so the task call's one result is an error that says why. {}'s llm reads it and decides what to say.",
                    h.agent().name
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
