//! A trace as plain text, for reading in a terminal and for golden tests.

use std::fmt::Write;

use super::narrate::thousands;
use super::scenario::Scenario;
use super::schema::Status;
use super::trace::{Ending, Trace};

/// Every step with its sender, receiver, label, narration and the state after it.
pub fn render(scenario: &Scenario, trace: &Trace) -> String {
    let mut out = String::new();
    let _ = writeln!(out, "# {}: {}", scenario.id, scenario.title);
    let _ = writeln!(out, "prompt: {:?}", scenario.prompt);
    let n = trace.steps.len();
    for (i, step) in trace.steps.iter().enumerate() {
        let e = &step.envelope;
        let s = &step.snapshot;
        let _ = writeln!(
            out,
            "\n{:>3}/{n}  {} → {}: {}",
            i + 1,
            e.from.name(),
            e.to.name(),
            e.say.label()
        );
        let _ = writeln!(out, "        {}", step.narration);
        let status = match s.status {
            Status::Idle => "idle",
            Status::Running => "running",
        };
        let turn = s.turn.map_or("no turn".to_string(), |t| {
            format!(
                "turn {} ({} event{})",
                trace.harness.turns()[t.index].number,
                t.events,
                if t.events == 1 { "" } else { "s" }
            )
        });
        let _ = writeln!(
            out,
            "        [{status} · thread {} · {turn} · llm {:?} · context {} tok, {} cached{}{}]",
            s.thread_len,
            s.llm,
            thousands(s.context.total),
            thousands(s.context.cached),
            if s.inbox_len > 0 {
                format!(" · {} queued", s.inbox_len)
            } else {
                String::new()
            },
            s.permission.as_ref().map_or(String::new(), |p| format!(
                " · waiting: {} {}",
                p.id, p.call.tool
            )),
        );
    }
    let ending = match &trace.ending {
        Ending::Idle => "idle".to_string(),
        Ending::WaitingForYou => "waiting for you".to_string(),
        Ending::Stopped { reason } => format!("stopped: {reason}"),
    };
    let turns = trace.harness.turns().len();
    let _ = writeln!(
        out,
        "\nending: {ending}; {turns} turn{}\n",
        if turns == 1 { "" } else { "s" }
    );
    out
}
