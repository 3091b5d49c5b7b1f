//! What the page says about a run replayed from a session log: what the log records (a
//! refusal, a stop, a compaction, a tool's duration, the tokens a request really carried),
//! what it does not (how a call that ran was allowed), and where the log's harness did what
//! this one decides for itself.

use super::words::{clock, duration};
use crate::harness::machine::RuleSource;
use crate::harness::protocol::envelope::{Because, Say};
use crate::harness::protocol::schema::{LlmEvent, Reply};
use crate::t;
use crate::trace::Trace;

/// The narration of step `index` of a recorded run where the log makes it different.
pub fn narrate(trace: &Trace, index: usize) -> Option<String> {
    let log = trace.recorded.as_ref()?;
    let step = trace.steps.get(index)?;
    let s = &step.snapshot;
    let h = trace.harness().session(s.session);
    let rules = trace.harness().rules();
    let text = match &step.envelope.say {
        Say::Stop if trace.logged_stops.contains(&index) => {
            t!("agents-replay-stopped", source = &log.source)
        }
        Say::Ask { request } => {
            let (_, source) = rules.decide_call_at(&h.agent().rules, &request.call, s.saved_rules);
            if source != RuleSource::Recorded {
                return None;
            }
            t!("agents-replay-refused", tool = &request.call.tool)
        }
        Say::Answer {
            reply: Reply::Decline,
            id,
        } if trace
            .harness()
            .questions()
            .iter()
            .any(|q| q.id == *id && rules.is_refused(&q.call.id)) =>
        {
            t!("agents-replay-declined")
        }
        Say::RunTool {
            call,
            because: Because::Allowed,
        } => {
            let (_, source) = rules.decide_call_at(&h.agent().rules, call, s.saved_rules);
            if source != RuleSource::Recorded {
                return None;
            }
            t!("agents-replay-ran", tool = &call.tool)
        }
        Say::Summarize {
            recorded: true,
            replaced,
            ..
        } => {
            let turn = s.turn.map(|t| h.turns()[t.index].number);
            let c = log.compactions.iter().find(|c| Some(c.before_turn) == turn);
            // What the log says of it: its trigger ("auto"), and the sizes before and after.
            let why = c.and_then(|c| {
                let trigger = c.trigger.as_deref()?;
                Some(match (c.tokens_before, c.tokens_after) {
                    (Some(before), Some(after)) => t!(
                        "agents-replay-compaction-sizes",
                        trigger = trigger,
                        before = before,
                        after = after
                    ),
                    (Some(before), None) => t!(
                        "agents-replay-compaction-before",
                        trigger = trigger,
                        before = before
                    ),
                    _ => trigger.to_string(),
                })
            });
            match why {
                Some(why) => t!("agents-replay-compaction-why", why = why, n = *replaced),
                None => t!("agents-replay-compaction", n = *replaced),
            }
        }
        Say::Output { result } => {
            let recorded = trace.time(index)?;
            let earlier = index
                .checked_sub(1)
                .and_then(|i| trace.time(i))
                .filter(|before| *before > recorded);
            let chars = result.output.chars().count();
            let mut text = match call_duration(trace, index) {
                Some(ms) => t!(
                    "agents-replay-output-timed",
                    n = chars,
                    duration = duration(ms)
                ),
                None => t!("agents-replay-output", n = chars),
            };
            if earlier.is_some() {
                text.push_str(&t!("agents-replay-output-earlier", clock = clock(recorded)));
            }
            text
        }
        _ => return None,
    };
    Some(text)
}

/// How long the tool of the call whose output is step `index` ran, as the log says.
fn call_duration(trace: &Trace, index: usize) -> Option<u64> {
    let Say::Output { result } = &trace.steps.get(index)?.envelope.say else {
        return None;
    };
    trace.durations.get(&result.call_id).copied()
}

/// For a recorded run's request: what the log reports it carried, beside the estimate.
pub fn reported(trace: &Trace, index: usize) -> String {
    let Some(log) = &trace.recorded else {
        return String::new();
    };
    let Some((h, s)) = trace.at(index) else {
        return String::new();
    };
    let Some(turn) = s.turn.map(|t| &h.turns()[t.index]) else {
        return String::new();
    };
    let usage = turn.events.iter().find_map(|e| match e {
        LlmEvent::Usage { usage } => Some(usage),
        _ => None,
    });
    match usage {
        Some(u) => t!(
            "agents-replay-usage",
            source = &log.source,
            usage = super::words::tokens_read(u)
        ),
        None => t!("agents-replay-no-usage"),
    }
}
