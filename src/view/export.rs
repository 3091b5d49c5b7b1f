//! "Export trace (JSON)": the run as a file a person can read and a program can load.
//!
//! It holds the scenario (so "Load scenario file" runs it again), the user's inputs, the
//! session and every request with the article's shapes, and each step as the page tells it:
//! who sent what to whom, and what it means.

use serde::Serialize;

use super::label;
use super::narrate::narrate;
use super::words::end_key;
use crate::harness::machine::SessionState;
use crate::harness::protocol::schema::{Session, Turn};
use crate::harness::scenario::Scenario;
use crate::t;
use crate::trace::{Ending, Inputs, Trace};

#[derive(Serialize)]
struct StepLine<'a> {
    /// The session the step belongs to.
    session: &'a str,
    from: &'a str,
    to: &'a str,
    message: String,
    narration: String,
}

#[derive(Serialize)]
struct Export<'a> {
    scenario: &'a Scenario,
    inputs: &'a Inputs,
    /// `idle`, `waiting for you`, or what broke.
    ending: String,
    /// How the last run ended, as the runner told the coordinator.
    run_ended: Option<&'static str>,
    session: Session,
    turns: Vec<Turn>,
    /// The sub-agents' sessions, each with its requests, in the order they were created.
    #[serde(skip_serializing_if = "Vec::is_empty")]
    subagents: Vec<SubSession>,
    steps: Vec<StepLine<'a>>,
}

#[derive(Serialize)]
struct SubSession {
    session: Session,
    /// The task call in the parent session that started it.
    #[serde(rename = "callId")]
    call_id: String,
    turns: Vec<Turn>,
}

/// A session's requests with the article's shape.
fn turns(h: &SessionState) -> Vec<Turn> {
    (0..h.turns().len()).filter_map(|i| h.turn(i)).collect()
}

/// The whole run as JSON text.
pub fn export(scenario: &Scenario, inputs: &Inputs, trace: &Trace) -> Result<String, String> {
    let h = trace.harness();
    let steps = trace
        .steps
        .iter()
        .enumerate()
        .map(|(i, s)| StepLine {
            session: h.session(s.envelope.session).id(),
            from: s.envelope.from.name(),
            to: s.envelope.to.name(),
            message: label(&s.envelope.say),
            narration: narrate(trace, i),
        })
        .collect();
    let run_ended = trace
        .steps
        .iter()
        .rev()
        .find_map(|s| match &s.envelope.say {
            crate::harness::protocol::envelope::Say::Done { end } => Some(end_key(end)),
            _ => None,
        });
    // Written straight to text: building a `serde_json::Value` first would compile a second
    // serializer for every type in the trace.
    serde_json::to_string(&Export {
        scenario,
        inputs,
        ending: {
            let (ending, reason) = match &trace.ending {
                Ending::Idle => ("idle", ""),
                Ending::WaitingForYou => ("waiting", ""),
                Ending::Broken { reason } => ("broken", reason.as_str()),
            };
            t!("export-ending", ending = ending, reason = reason)
        },
        run_ended,
        session: h.main().session(),
        turns: turns(h.main()),
        subagents: h.sessions()[1..]
            .iter()
            .map(|c| SubSession {
                session: c.session(),
                call_id: c.parent().map_or(String::new(), |p| p.call.id.clone()),
                turns: turns(c),
            })
            .collect(),
        steps,
    })
    .map_err(|e| e.to_string())
}
