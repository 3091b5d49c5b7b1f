//! OpenTelemetry traces (OTLP JSON): spans of the GenAI conventions and Claude Code's beta
//! spans and events into sessions. Fixtures: `tests/fixtures/logs/otlp/genai/` (an agent app
//! through a Collector, its spans split over two files out of order, with a sub-agent, a lost
//! parent, a duplicate and a cut-off last line), `otlp/claude-2.1/` (Claude Code's traces and
//! events) and `otlp/claude-events/` (its events alone, one pretty-printed document).

#[path = "logs/fixtures.rs"]
mod fixtures;

use fixtures::*;

#[test]
fn dump() {
    for d in ["otlp/genai", "otlp/claude-2.1", "otlp/claude-events"] {
        let i = import(d);
        println!("{d}: {} v{:?}", i.format, i.version);
        for f in &i.files {
            println!("  file {} {:?} {} {:?} {:?}", f.name, f.format, f.lines_read, f.unit, f.skipped);
        }
        for s in &i.sessions {
            println!("  session {} {:?} {:?} {:?} models {:?}", s.id, s.kind, s.agent, s.parent, s.models);
            for e in &s.events {
                println!("    {:?}", e);
            }
        }
    }
}
