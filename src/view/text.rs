//! A trace as plain text, for reading in a terminal and for golden tests.

use std::fmt::Write;

use super::narrate::narrate;
use super::words::{plural, thousands};
use super::{label, SessionView};
use crate::harness::machine::Purpose;
use crate::harness::scenario::Scenario;
use crate::trace::{Ending, Trace};

/// Every step with its sender, receiver, label, narration and the state after it.
pub fn render(scenario: &Scenario, trace: &Trace) -> String {
    let mut out = String::new();
    let _ = writeln!(out, "# {}: {}", scenario.id, scenario.title);
    let _ = writeln!(out, "prompt: {:?}", scenario.prompt);
    let n = trace.steps.len();
    for (i, step) in trace.steps.iter().enumerate() {
        let e = &step.envelope;
        let s = &step.snapshot;
        let h = trace.harness().session(s.session);
        // The session you talk to goes unnamed, so runs without sub-agents read as before.
        let whose = if s.session == 0 {
            String::new()
        } else {
            format!("[{} · {}] ", h.id(), h.agent().name)
        };
        let _ = writeln!(
            out,
            "\n{:>3}/{n}  {whose}{} → {}: {}",
            i + 1,
            e.from.name(),
            e.to.name(),
            label(&e.say)
        );
        let _ = writeln!(out, "        {}", narrate(trace, i));
        let turn = s.turn.map_or("no turn".to_string(), |t| {
            let r = &h.turns()[t.index];
            let what = match r.purpose {
                Purpose::Summary { .. } => "summary".to_string(),
                Purpose::Turn if r.attempt > 1 => format!("turn {} try {}", r.number, r.attempt),
                Purpose::Turn => format!("turn {}", r.number),
            };
            format!("{what} ({})", plural(t.events, "event"))
        });
        let c = s.context;
        let mut extra = String::new();
        if s.inbox_len > 0 {
            let _ = write!(extra, " · {} queued", s.inbox_len);
        }
        if let Some(q) = s.question.and_then(|q| trace.harness().questions().get(q)) {
            let _ = write!(extra, " · waiting: {} {}", q.id, q.call.tool);
        }
        if let Some(t) = trace.time(i) {
            let _ = write!(extra, " · at {}", super::words::clock(t));
        }
        let compactions = SessionView::compactions_of(trace, i);
        if compactions > 0 {
            let _ = write!(extra, " · compacted {compactions}×");
        }
        let _ = writeln!(
            out,
            "        [{} · thread {} · {turn} · llm {:?} · context {} tok, {} cached, {} written{extra}]",
            s.status.as_str(),
            s.thread.len(),
            s.llm,
            thousands(c.total),
            thousands(c.cached),
            thousands(c.written),
        );
    }
    let ending = match &trace.ending {
        Ending::Idle => "idle".to_string(),
        Ending::WaitingForYou => "waiting for you".to_string(),
        Ending::Broken { reason } => format!("broken: {reason}"),
    };
    let turns = |h: &crate::harness::machine::SessionState| {
        h.turns()
            .iter()
            .filter(|t| t.purpose == Purpose::Turn && t.attempt == 1)
            .count()
    };
    let sessions = trace.harness().sessions();
    let children: String = sessions[1..]
        .iter()
        .map(|h| {
            format!(
                "; {} ({}): {}",
                h.id(),
                h.agent().name,
                plural(turns(h), "turn")
            )
        })
        .collect();
    let _ = writeln!(
        out,
        "\nending: {ending}; {}{children}\n",
        plural(turns(&sessions[0]), "turn")
    );
    out
}
