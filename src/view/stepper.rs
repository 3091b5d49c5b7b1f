//! The stepper: the step's one line, the scrubber's marks, and where Stop can act.

use super::chat::status;
use super::diagram::message;
use crate::harness::protocol::envelope::Say;
use crate::harness::protocol::schema::Status;
use crate::t;
use crate::trace::Trace;

/// "Step 7 of 21: runner sends request, turn 1 to the llm".
pub fn step_text(trace: &Trace, index: usize) -> String {
    let Some(m) = message(trace, index) else {
        return String::new();
    };
    let (k, n) = (
        index.min(trace.steps.len().saturating_sub(1)) + 1,
        trace.steps.len(),
    );
    if m.from == m.to {
        t!(
            "stepper-step-inside",
            k = k,
            n = n,
            part = super::diagram::part_name(m.from),
            label = &m.label
        )
    } else {
        t!(
            "stepper-step-sends",
            k = k,
            n = n,
            from = super::diagram::part_name(m.from),
            label = &m.label,
            to = super::diagram::part_name(m.to)
        )
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

/// Whether a run of `steps` steps is too long for a tick per llm call and tool run.
pub fn is_long(steps: usize) -> bool {
    steps > LONG_RUN_STEPS
}

/// The steps worth a tick on the scrubber.
pub fn marks(trace: &Trace) -> Vec<(usize, Mark)> {
    let long = is_long(trace.steps.len());
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

/// The first step at or after `from` where the user's Stop reaches the session API.
pub fn stop_step(trace: &Trace, from: usize) -> Option<usize> {
    trace.find_from(from, |say| *say == Say::Stop)
}

/// Whether the run is going at a step, so Stop would do something.
pub fn stoppable(trace: &Trace, index: usize) -> bool {
    status(trace, index) == Status::Running
}
