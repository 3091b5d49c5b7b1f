//! Cheap reads of what a panel depends on, so the page builds a panel's view only on the
//! steps where it can change.

use std::ops::Range;

use crate::harness::machine::LlmPhase;
use crate::harness::protocol::envelope::{Context, SessionIx};
use crate::harness::protocol::schema::{LlmEvent, Status};
use crate::trace::Trace;

/// Whose context, its thread, whether a request is out, which, and its figures.
pub type ContextKey = (SessionIx, Range<usize>, bool, Option<usize>, Context);
/// Whose llm, what it does, and which request's events have come how far.
pub type LlmKey = (SessionIx, LlmPhase, Option<(usize, usize)>);
/// Whose session, its status, thread, queue and runs, and every session's status.
pub type SessionKey = (
    SessionIx,
    Status,
    Range<usize>,
    usize,
    u32,
    Vec<(SessionIx, Status)>,
);

/// Whose agent, and the rules as they stood: how many this run saved so far.
pub fn agent(trace: &Trace, index: usize) -> (SessionIx, usize) {
    trace
        .snapshot(index)
        .map_or((0, 0), |s| (s.session, s.saved_rules))
}

/// The request out, or the thread the next one carries.
pub fn context(trace: &Trace, index: usize) -> Option<ContextKey> {
    trace.snapshot(index).map(|s| {
        (
            s.session,
            s.thread.clone(),
            matches!(s.llm, LlmPhase::Thinking | LlmPhase::Streaming),
            s.turn.map(|t| t.index),
            s.context,
        )
    })
}

/// Which requests of which session have been sent.
pub fn requests(trace: &Trace, index: usize) -> Option<(SessionIx, Option<usize>, bool)> {
    trace.snapshot(index).map(|s| {
        // The latest request's bar changes once its provider has reported its usage.
        let reported = s.turn.is_some_and(|at| {
            trace.harness().session(s.session).turns()[at.index].events[..at.events]
                .iter()
                .any(|e| matches!(e, LlmEvent::Usage { .. }))
        });
        (s.session, s.turn.map(|t| t.index), reported)
    })
}

/// What the llm does, and how far its reply has come.
pub fn llm(trace: &Trace, index: usize) -> Option<LlmKey> {
    trace
        .snapshot(index)
        .map(|s| (s.session, s.llm, s.turn.map(|t| (t.index, t.events))))
}

/// The request and how many events it has.
pub fn turn(trace: &Trace, index: usize) -> Option<(SessionIx, usize, usize)> {
    trace
        .snapshot(index)
        .and_then(|s| s.turn.map(|t| (s.session, t.index, t.events)))
}

/// The session's fields, and which sessions exist and how they stand.
pub fn session(trace: &Trace, index: usize) -> Option<SessionKey> {
    trace.snapshot(index).map(|s| {
        (
            s.session,
            s.status,
            s.thread.clone(),
            s.inbox_len,
            s.runs_started,
            super::panels::sessions(trace, index)
                .iter()
                .enumerate()
                .map(|(i, l)| (i, l.status))
                .collect(),
        )
    })
}

/// The open question.
pub fn permission(trace: &Trace, index: usize) -> Option<usize> {
    trace.snapshot(index).and_then(|s| s.question)
}
