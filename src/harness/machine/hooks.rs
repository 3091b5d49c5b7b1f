//! The hooks part: it runs the hook the runner names and sends back what it returned. The
//! page's hooks are fakes that answer at once, so a hook's run is two steps and nothing from
//! outside is waited for.
//!
//! How a PreToolUse hook's answer meets the rules (`decide`) follows Claude Code: a refusal
//! from either stops the call; an ask from either asks; a hook's allow skips the question only
//! where no rule decides.

use super::rules::RuleSource;
use super::Harness;
use crate::harness::protocol::envelope::{Envelope, Part, Say};
use crate::harness::protocol::hook::HookOutcome;
use crate::harness::protocol::schema::{Decision, ToolCall};

/// Who decided a call after its PreToolUse hook.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum DecidedBy {
    /// The rule (of `RuleSource`), as with no hook.
    Rule,
    /// The hook's answer.
    Hook,
}

/// The decision for a call whose PreToolUse hook answered `hook`, where the rules decide
/// `rule` (from `source`).
pub fn decide(hook: &HookOutcome, (rule, source): (Decision, RuleSource)) -> (Decision, DecidedBy) {
    let ruled = source != RuleSource::Default;
    match (hook, rule) {
        (HookOutcome::Deny { .. }, _) => (Decision::Deny, DecidedBy::Hook),
        // A deny always comes from a rule or the mode: no rule means ask.
        (_, Decision::Deny) => (Decision::Deny, DecidedBy::Rule),
        (HookOutcome::Ask { .. }, _) => (Decision::Ask, DecidedBy::Hook),
        (HookOutcome::Allow { .. }, Decision::Ask) if !ruled => (Decision::Allow, DecidedBy::Hook),
        (_, decision) => (decision, DecidedBy::Rule),
    }
}

impl Harness {
    pub(super) fn hooks_receive(&mut self, envelope: &Envelope) {
        let Say::Hook { event, hook, call } = &envelope.say else {
            return;
        };
        let me = &mut self.sessions[envelope.session];
        let Some(runs) = me.hook_runs.get_mut(*hook) else {
            return;
        };
        let outcome = me.agent.hooks[*hook].outcome(*runs, call.as_ref().map(ToolCall::hook_ref));
        *runs += 1;
        self.sh.send(
            envelope.session,
            Part::Hooks,
            Part::Runner,
            Say::Hooked {
                event: *event,
                hook: *hook,
                outcome,
            },
        );
    }
}
