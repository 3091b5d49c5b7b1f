//! What the page says about skills and memory files: the call that loads a skill and what
//! it costs; the read that loads a folder's memory file.

use super::words::clip;
use crate::harness::machine::tokens::message_tokens;
use crate::harness::protocol::envelope::Say;
use crate::harness::protocol::memory::read_path;
use crate::harness::protocol::mode::ToolKind;
use crate::harness::protocol::schema::{Message, NoteKind, ToolCall};
use crate::harness::protocol::skill::{self, SKILL_TOOL};
use crate::t;
use crate::trace::Trace;

/// The narration of a `skill` call's run and answer; `None` for any other step.
pub fn narrate(trace: &Trace, index: usize) -> Option<String> {
    let step = trace.steps.get(index)?;
    let agent = trace.harness().session(step.snapshot.session).agent();
    match &step.envelope.say {
        Say::RunTool { call, .. } if call.tool == SKILL_TOOL => {
            Some(match skill::named(&agent.skills, &call.input) {
                Some(s) => t!(
                    "agents-skill-loads",
                    skill = &s.name,
                    tokens = message_tokens(&Message::note(
                        NoteKind::Skill,
                        skill::note(&s.name, &s.body, false)
                    ))
                ),
                None => t!(
                    "agents-skill-unknown",
                    input = clip(&call.input, 40),
                    agent = &agent.name
                ),
            })
        }
        Say::Output { result } if result.output.starts_with("Launching skill: ") => {
            Some(t!("agents-skill-answers", output = &result.output))
        }
        _ => None,
    }
}

/// The memory files the read whose output comes back at step `index` loads: those of its
/// folders no earlier read in the session loaded.
pub fn memory_loaded_by(trace: &Trace, index: usize) -> Vec<String> {
    let Some(step) = trace.steps.get(index) else {
        return Vec::new();
    };
    let Say::Output { result } = &step.envelope.say else {
        return Vec::new();
    };
    if result.error.is_some() {
        return Vec::new();
    }
    let session = step.snapshot.session;
    let agent = trace.harness().session(session).agent();
    // Narration asks at every output step: most agents have no memory file to look for.
    if agent.memory.is_empty() {
        return Vec::new();
    }
    // The reads of the session up to this one, by their calls.
    let reads: Vec<&ToolCall> = trace.steps[..index]
        .iter()
        .filter(|s| s.snapshot.session == session)
        .filter_map(|s| match &s.envelope.say {
            Say::RunTool { call, .. } if ToolKind::of(&call.tool) == ToolKind::Read => Some(call),
            _ => None,
        })
        .collect();
    let Some((this, earlier)) = reads
        .iter()
        .rev()
        .find(|c| c.id == result.call_id)
        .map(|c| {
            let at = reads.iter().position(|r| r.id == c.id).unwrap_or(0);
            (*c, &reads[..at])
        })
    else {
        return Vec::new();
    };
    agent
        .memory
        .iter()
        .filter(|m| m.covers(&read_path(&this.input)))
        .filter(|m| !earlier.iter().any(|c| m.covers(&read_path(&c.input))))
        .map(|m| m.path.clone())
        .collect()
}
