//! What the page says about hooks: the narration of a hook's run and answer, and the chat's
//! notice of an answer that changed something.

use super::words::clip;
use crate::harness::protocol::envelope::{Part, Say};
use crate::harness::protocol::hook::{Hook, HookEvent, HookOutcome};
use crate::t;
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
                HookEvent::PreToolUse => t!(
                    "agents-hook-runs-pre-tool-use",
                    tool = tool,
                    command = &command
                ),
                HookEvent::PostToolUse => t!(
                    "agents-hook-runs-post-tool-use",
                    tool = tool,
                    command = &command
                ),
                HookEvent::SessionStart => t!("agents-hook-runs-session-start", command = &command),
                HookEvent::UserPromptSubmit => {
                    t!("agents-hook-runs-user-prompt-submit", command = &command)
                }
                HookEvent::Stop => t!("agents-hook-runs-stop", command = &command),
                HookEvent::PreCompact => t!("agents-hook-runs-pre-compact", command = &command),
            })
        }
        Say::Hooked { event, outcome, .. } => Some(match (event, outcome) {
            (HookEvent::Stop, HookOutcome::Pass) => t!("agents-hook-stop-passes"),
            (HookEvent::PreCompact, HookOutcome::Pass) => t!("agents-hook-compact-passes"),
            (HookEvent::PreCompact, HookOutcome::Block { reason }) => {
                t!("agents-hook-compact-refused", reason = clip(reason, 80))
            }
            (_, HookOutcome::Pass) => t!("agents-hook-passes"),
            (_, HookOutcome::Allow { reason }) => {
                t!("agents-hook-allows", reason = clip(reason, 80))
            }
            (_, HookOutcome::Deny { reason }) => {
                t!("agents-hook-denies", reason = clip(reason, 80))
            }
            (_, HookOutcome::Ask { reason }) => t!("agents-hook-asks", reason = clip(reason, 80)),
            (_, HookOutcome::Context { text }) => {
                t!("agents-hook-adds-note", note = clip(text, 80))
            }
            (_, HookOutcome::Block { reason }) => {
                t!("agents-hook-blocks-stop", reason = clip(reason, 80))
            }
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
        HookOutcome::Deny { reason } => Some(t!(
            "agents-hook-notice-denied",
            event = name,
            command = &command,
            reason = reason
        )),
        HookOutcome::Ask { reason } => Some(t!(
            "agents-hook-notice-asks",
            event = name,
            command = &command,
            reason = reason
        )),
        HookOutcome::Context { text } => Some(t!(
            "agents-hook-notice-note",
            event = name,
            command = &command,
            note = text
        )),
        HookOutcome::Block { reason } if *event == HookEvent::PreCompact => Some(t!(
            "agents-hook-notice-compact-refused",
            event = name,
            command = &command,
            reason = reason
        )),
        HookOutcome::Block { reason } => Some(t!(
            "agents-hook-notice-back-to-work",
            event = name,
            command = &command,
            reason = reason
        )),
    }
}
