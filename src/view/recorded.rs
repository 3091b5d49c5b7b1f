//! What the page says about a run replayed from a session log: what the log records (a
//! refusal, a stop, a compaction, a tool's duration, the tokens a request really carried),
//! what it does not (how a call that ran was allowed), and where the log's harness did what
//! this one decides for itself.

use super::words::{clock, duration, thousands};
use crate::harness::machine::RuleSource;
use crate::harness::protocol::envelope::{Because, Say};
use crate::harness::protocol::schema::{LlmEvent, Reply};
use crate::trace::Trace;

/// The narration of step `index` of a recorded run where the log makes it different.
pub fn narrate(trace: &Trace, index: usize) -> Option<String> {
    let log = trace.recorded.as_ref()?;
    let step = trace.steps.get(index)?;
    let s = &step.snapshot;
    let h = trace.harness().session(s.session);
    let rules = trace.harness().rules();
    let text = match &step.envelope.say {
        Say::Stop if trace.logged_stops.contains(&index) => format!(
            "The {} log records that you stopped the run here. The client asks the session API to stop it.",
            log.source
        ),
        Say::Ask { request } => {
            let (_, source) = rules.decide_call_at(&h.agent().rules, &request.call, s.saved_rules);
            if source != RuleSource::Recorded {
                return None;
            }
            format!(
                "The log records that you refused this {} call, so the replay asks you here. The question itself is not in the log: only your no is.",
                request.call.tool
            )
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
            "The log's answer: no. The tool does not run; the llm is told you declined.".into()
        }
        Say::RunTool {
            call,
            because: Because::Allowed,
        } => {
            let (_, source) = rules.decide_call_at(&h.agent().rules, call, s.saved_rules);
            if source != RuleSource::Recorded {
                return None;
            }
            format!(
                "The log records that {} ran. How it was allowed, by a rule of its harness or by your yes, is not recorded, so the replay runs it.",
                call.tool
            )
        }
        Say::Summarize {
            recorded: true,
            replaced,
            ..
        } => {
            let turn = s.turn.map(|t| h.turns()[t.index].number);
            let c = log
                .compactions
                .iter()
                .find(|c| Some(c.before_turn) == turn);
            let sizes = match c.map(|c| (c.tokens_before, c.tokens_after)) {
                Some((Some(b), Some(a))) => {
                    format!(", {} tokens before and {} after", thousands(b), thousands(a))
                }
                Some((Some(b), None)) => format!(", {} tokens before", thousands(b)),
                _ => String::new(),
            };
            let trigger = c
                .and_then(|c| c.trigger.as_deref())
                .map_or(String::new(), |t| format!(" ({t}{sizes})"));
            format!(
                "The log records a compaction here{trigger}. This harness compacts only when the next request would not fit its window; the log's harness did it here, so the replay asks the llm to summarize the {} oldest messages now.",
                replaced
            )
        }
        Say::Output { result } => {
            let recorded = trace.time(index)?;
            let earlier = index
                .checked_sub(1)
                .and_then(|i| trace.time(i))
                .filter(|before| *before > recorded);
            let mut text = format!(
                "The tool's output comes back ({} characters), as the log records it",
                thousands(result.output.chars().count() as u64)
            );
            if let Some(ms) = call_duration(trace, index) {
                text.push_str(&format!(", after {}", duration(ms)));
            }
            text.push('.');
            if earlier.is_some() {
                text.push_str(&format!(
                    " In the log it came at {}, before the result shown first: its harness ran these calls side by side, and this one runs them one after the other.",
                    clock(recorded)
                ));
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
        Some(u) => format!(
            " The {} log reports what it really carried: {}. The page's estimate beside it cannot count the system prompt and tool schemas the log does not keep.",
            log.source,
            super::words::tokens_read(u)
        ),
        None => " The log reports no token figures for this request.".to_string(),
    }
}
