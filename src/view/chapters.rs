//! A long run in coarser steps: by event (every message), by llm request, or by user prompt,
//! all views of one trace; and its chapters (prompts, sub-agents, compactions, trouble) to
//! jump between.

use super::words::clip;
use crate::harness::protocol::envelope::{RunEnd, Say};
use crate::t;
use crate::trace::Trace;

/// How far one press of Step forward goes.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub enum StepBy {
    /// Every message between two parts.
    #[default]
    Event,
    /// From one request to the llm to the next.
    Request,
    /// From one message you send to the next.
    Prompt,
}

impl StepBy {
    pub const ALL: [StepBy; 3] = [StepBy::Event, StepBy::Request, StepBy::Prompt];

    /// The control's words for it.
    pub fn label(self) -> &'static str {
        match self {
            StepBy::Event => "event",
            StepBy::Request => "llm request",
            StepBy::Prompt => "user prompt",
        }
    }

    /// One unit, for "request 3 of 12".
    pub fn unit(self) -> &'static str {
        match self {
            StepBy::Event => "step",
            StepBy::Request => "request",
            StepBy::Prompt => "prompt",
        }
    }

    pub fn parse(word: &str) -> Option<StepBy> {
        StepBy::ALL.into_iter().find(|b| b.label() == word)
    }
}

/// Where each unit starts, per way of stepping.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct Units {
    steps: usize,
    /// Steps that send a request to the llm (a summary's included), in order.
    requests: Vec<usize>,
    /// Steps where a client sends a message, in order.
    prompts: Vec<usize>,
}

impl Units {
    pub fn of(trace: &Trace) -> Units {
        let mut units = Units {
            steps: trace.steps.len(),
            ..Units::default()
        };
        for (i, step) in trace.steps.iter().enumerate() {
            match step.envelope.say {
                Say::Request { .. } | Say::Summarize { .. } => units.requests.push(i),
                Say::Prompt { .. } => units.prompts.push(i),
                _ => {}
            }
        }
        units
    }

    fn starts(&self, by: StepBy) -> Option<&[usize]> {
        match by {
            StepBy::Event => None,
            StepBy::Request => Some(&self.requests),
            StepBy::Prompt => Some(&self.prompts),
        }
    }

    /// The step one unit on from `at`: the next unit's start, or the last step when no unit
    /// starts after it.
    pub fn next(&self, by: StepBy, at: usize) -> usize {
        let last = self.steps.saturating_sub(1);
        match self.starts(by) {
            None => (at + 1).min(last),
            Some(starts) => starts
                .get(starts.partition_point(|s| *s <= at))
                .copied()
                .unwrap_or(last),
        }
    }

    /// The step one unit back from `at`: the latest unit start before it, or the first step.
    pub fn back(&self, by: StepBy, at: usize) -> usize {
        match self.starts(by) {
            None => at.saturating_sub(1),
            Some(starts) => starts[..starts.partition_point(|s| *s < at)]
                .last()
                .copied()
                .unwrap_or(0),
        }
    }

    /// Which unit step `at` is in (1-based; 0 before the first) and how many there are.
    pub fn position(&self, by: StepBy, at: usize) -> (usize, usize) {
        match self.starts(by) {
            None => ((at + 1).min(self.steps), self.steps),
            Some(starts) => (starts.partition_point(|s| *s <= at), starts.len()),
        }
    }
}

/// What starts a chapter.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum ChapterKind {
    /// A message you send.
    Prompt,
    /// A sub-agent's run.
    SubAgent,
    /// The thread compacted.
    Compaction,
    /// A retry, a stop, a failure or a limit.
    Trouble,
}

/// A place in the run worth jumping to.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Chapter {
    pub step: usize,
    pub kind: ChapterKind,
    /// "prompt 2: Fix the parser", "sub-agent: explorer (session_2)".
    pub label: String,
}

/// The run's chapters, in order.
pub fn chapters(trace: &Trace) -> Vec<Chapter> {
    let mut out = Vec::new();
    let mut prompts = 0usize;
    for (i, step) in trace.steps.iter().enumerate() {
        let chapter = |kind, label: String| Chapter {
            step: i,
            kind,
            label,
        };
        match &step.envelope.say {
            Say::Prompt { text } => {
                prompts += 1;
                out.push(chapter(
                    ChapterKind::Prompt,
                    t!("agents-chapter-prompt", n = prompts, text = clip(text, 48)),
                ));
            }
            Say::Spawned { child } => {
                let h = trace.harness().session(*child);
                out.push(chapter(
                    ChapterKind::SubAgent,
                    t!(
                        "agents-chapter-subagent",
                        agent = &h.agent().name,
                        session = h.id()
                    ),
                ));
            }
            Say::Compacted { .. } => out.push(chapter(
                ChapterKind::Compaction,
                t!("agents-chapter-compacted"),
            )),
            Say::Retry {
                attempt,
                of,
                status,
                ..
            } => out.push(chapter(
                ChapterKind::Trouble,
                match status {
                    // The status as digits: a code, not a count.
                    Some(status) => t!(
                        "agents-chapter-retry-status",
                        status = status.to_string(),
                        attempt = *attempt,
                        of = *of
                    ),
                    None => t!("agents-chapter-retry", attempt = *attempt, of = *of),
                },
            )),
            Say::Ended { end } if *end != RunEnd::Answered => out.push(chapter(
                ChapterKind::Trouble,
                t!("agents-chapter-ended", end = super::end_word(end)),
            )),
            _ => {}
        }
    }
    out
}

/// The chapter after step `at`, or before it.
pub fn next_chapter(chapters: &[Chapter], at: usize) -> Option<usize> {
    chapters.iter().map(|c| c.step).find(|s| *s > at)
}

pub fn previous_chapter(chapters: &[Chapter], at: usize) -> Option<usize> {
    chapters.iter().map(|c| c.step).rev().find(|s| *s < at)
}
