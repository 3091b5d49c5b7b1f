//! What the page says about skills: the call that loads one, and what it costs.

use super::words::thousands;
use crate::harness::machine::tokens::text_tokens;
use crate::harness::protocol::envelope::Say;
use crate::harness::protocol::skill::{self, SKILL_TOOL};
use crate::trace::Trace;

/// The narration of a `skill` call's run and answer; `None` for any other step.
pub fn narrate(trace: &Trace, index: usize) -> Option<String> {
    let step = trace.steps.get(index)?;
    let agent = trace.harness().session(step.snapshot.session).agent();
    match &step.envelope.say {
        Say::RunTool { call, .. } if call.tool == SKILL_TOOL => {
            Some(match skill::named(&agent.skills, &call.input) {
                Some(s) => format!(
                    "The runner hands the call to the skill tool, which the harness runs itself. Until now each request held only the one line of {} in the skills listing; loading it puts its instructions, about {} tokens, in the next request.",
                    s.name,
                    thousands(text_tokens(&s.body))
                ),
                None => format!(
                    "The runner hands the call to the skill tool, which the harness runs itself. {} names no skill {} has.",
                    call.input.trim(),
                    agent.name
                ),
            })
        }
        Say::Output { result } if result.output.starts_with("Launching skill: ") => Some(format!(
            "The skill tool answers \"{}\". The skill's instructions join the next request as a reminder, after this result: the llm reads them from now on.",
            result.output
        )),
        _ => None,
    }
}
