//! What the page says about hooks: the narration of a hook's run and answer, and the chat's
//! notice of an answer that changed something.

use super::words::clip;
use crate::harness::protocol::envelope::{Part, Say};
use crate::harness::protocol::hook::{Hook, HookEvent, HookOutcome};
use crate::trace::Trace;

/// The hook a step runs or hears from, in its session's agent.
fn hook_of(trace: &Trace, index: usize, hook: usize) -> Option<&Hook> {
    let step = trace.steps.get(index)?;
    trace
        .harness()
        .session(step.snapshot.session)
        .agent()
        .hooks
        .get(hook)
}

/// A hook's command as the page names it: as code, or as it is when a log does not record
/// it (the replay's "(the log does not name its command)").
pub fn named(command: &str) -> String {
    if command.starts_with('(') {
        command.to_string()
    } else {
        format!("`{command}`")
    }
}

/// The hook's answer that step `index` follows from: the runner's last word in its session
/// before it, when that was a hook's answer (a client's message may come between).
pub fn answer_before(trace: &Trace, index: usize) -> Option<(HookEvent, &HookOutcome, &Hook)> {
    let session = trace.steps.get(index)?.snapshot.session;
    let steps = trace.steps_of(session);
    let earlier = &steps[..steps.partition_point(|i| *i < index)];
    let e = earlier
        .iter()
        .rev()
        .map(|i| &trace.steps[*i].envelope)
        .find(|e| matches!(e.from, Part::Runner | Part::Hooks))?;
    match &e.say {
        Say::Hooked {
            event,
            hook,
            outcome,
        } => Some((*event, outcome, hook_of(trace, index, *hook)?)),
        _ => None,
    }
}

/// The narration of a hook's run or answer; `None` for any other step.
pub fn narrate(trace: &Trace, index: usize) -> Option<String> {
    let say = &trace.steps.get(index)?.envelope.say;
    match say {
        Say::Hook { event, hook, call } => {
            let command = named(&hook_of(trace, index, *hook)?.command);
            let tool = call.as_ref().map_or("", |c| c.tool.as_str());
            Some(match event {
                HookEvent::PreToolUse => format!(
                    "Before {tool} runs, the runner runs the agent's PreToolUse hook, {command}. A hook is the harness's own code, not the llm's: it sees the call and may let it run, refuse it or ask you. Nothing of it is in the llm's context."
                ),
                HookEvent::PostToolUse => format!(
                    "{tool} has run. Before its result joins the thread, the runner runs the PostToolUse hook {command}, which sees the call and its output."
                ),
                HookEvent::SessionStart => format!(
                    "The session's first run starts, so the runner first runs the SessionStart hook {command}. What it prints joins the first request as a note for the llm."
                ),
                HookEvent::UserPromptSubmit => format!(
                    "Before the first request, the runner runs the UserPromptSubmit hook {command} on your message. It may add a note for the llm."
                ),
                HookEvent::Stop => format!(
                    "The llm asked for no tool, so the run would end here. First the runner runs the Stop hook {command}: it may send the agent back to work."
                ),
                HookEvent::PreCompact => format!(
                    "The next request would not fit the context window, so the thread is to be compacted. First the runner runs the PreCompact hook {command}: it may save what it needs before the older messages are summarized, or refuse the compaction."
                ),
            })
        }
        Say::Hooked { event, outcome, .. } => Some(match (event, outcome) {
            (HookEvent::Stop, HookOutcome::Pass) => {
                "The Stop hook has nothing against stopping, so the run ends as it would have.".into()
            }
            (HookEvent::PreCompact, HookOutcome::Pass) => {
                "The PreCompact hook lets the compaction go ahead.".into()
            }
            (HookEvent::PreCompact, HookOutcome::Block { reason }) => format!(
                "The PreCompact hook refuses the compaction: \"{}\". Without it the next request does not fit the context window, so the run ends here.",
                clip(reason, 80)
            ),
            (_, HookOutcome::Pass) => {
                "The hook returns nothing, so the runner goes on as it would have without it.".into()
            }
            (_, HookOutcome::Allow { reason }) => format!(
                "The hook allows the call (\"{}\"). Where no rule names the tool, that is enough: the runner will not ask you. A rule that says ask or deny would still win.",
                clip(reason, 80)
            ),
            (_, HookOutcome::Deny { reason }) => format!(
                "The hook refuses the call: \"{}\". A refusal from a hook or from a rule stops a call, whatever the other says.",
                clip(reason, 80)
            ),
            (_, HookOutcome::Ask { reason }) => format!(
                "The hook wants you to decide (\"{}\"), so the runner will ask you, whatever the rules say.",
                clip(reason, 80)
            ),
            (_, HookOutcome::Context { text }) => format!(
                "The hook returns a note: \"{}\". The runner keeps it for the next request, where it joins the thread as a reminder: the llm reads it, you never typed it.",
                clip(text, 80)
            ),
            (_, HookOutcome::Block { reason }) => format!(
                "The Stop hook blocks the end: \"{}\". The runner puts its reason in the thread as a reminder and takes another turn, so the llm goes back to work.",
                clip(reason, 80)
            ),
        }),
        _ => None,
    }
}

/// What a hook's answer (`say`, heard from one of `hooks`) did, if it changed something: the
/// chat's notice.
pub fn notice(hooks: &[Hook], say: &Say) -> Option<String> {
    let Say::Hooked {
        event,
        hook,
        outcome,
    } = say
    else {
        return None;
    };
    let command = named(&hooks.get(*hook)?.command);
    let name = event.name();
    match outcome {
        HookOutcome::Pass | HookOutcome::Allow { .. } => None,
        HookOutcome::Deny { reason } => {
            Some(format!("{name} hook {command} refused the call: {reason}"))
        }
        HookOutcome::Ask { reason } => Some(format!("{name} hook {command} asks you: {reason}")),
        HookOutcome::Context { text } => Some(format!(
            "{name} hook {command} added a note for the llm: {text}"
        )),
        HookOutcome::Block { reason } if *event == HookEvent::PreCompact => Some(format!(
            "{name} hook {command} refused the compaction: {reason}"
        )),
        HookOutcome::Block { reason } => Some(format!(
            "{name} hook {command} sent the agent back to work: {reason}"
        )),
    }
}
