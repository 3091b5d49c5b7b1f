//! What the page shows at one step, as plain data derived from a trace.
//!
//! No Leptos here, so it is tested natively; the components only lay it out.

use crate::harness::envelope::{Part, Say};
use crate::harness::machine::{LlmPhase, Snapshot};
use crate::harness::schema::{Decision, LlmEvent, PermissionRequest, Status};
use crate::harness::tokens::Source;
use crate::harness::trace::{clip, ChatItem, ContextPart, Ending, Trace};

/// How many thread messages the context panel lists one by one.
const CONTEXT_MESSAGES: usize = 12;
/// How many of the latest turns the per-turn chart shows.
const CHART_TURNS: usize = 12;
/// How many chat items the chat keeps on screen.
const CHAT_ITEMS: usize = 40;

/// Everything the two panes show for one step.
#[derive(Clone, Debug, PartialEq)]
pub struct StepView {
    /// 1-based position and the number of steps.
    pub position: usize,
    pub total: usize,
    pub from: Part,
    pub to: Part,
    pub label: String,
    pub narration: String,
    pub chat: Vec<ChatItem>,
    /// Text typed but not sent, by client.
    pub draft: Option<String>,
    pub llm: LlmView,
    pub context: ContextView,
    pub session: SessionView,
    pub turn: Option<TurnView>,
    pub agent: AgentView,
    pub permission: Option<PermissionRequest>,
    /// This step is the question the run waits on, so the answer buttons act.
    pub waiting_for_you: bool,
    pub at_end: bool,
    /// Which fields changed since the step before, by name (`"session.status"`, `"llm"`…).
    pub changed: Vec<&'static str>,
    /// Cached and new tokens of the latest turns so far, for the per-turn chart.
    pub turn_tokens: Vec<(u32, u64, u64)>,
}

/// A notable step, marked on the scrubber.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Mark {
    LlmCall,
    ToolCall,
    Question,
}

/// The steps worth a tick on the scrubber: llm requests, tool runs and questions.
pub fn marks(trace: &Trace) -> Vec<(usize, Mark)> {
    trace
        .steps
        .iter()
        .enumerate()
        .filter_map(|(i, step)| match step.envelope.say {
            Say::Request { .. } => Some((i, Mark::LlmCall)),
            Say::RunTool { .. } => Some((i, Mark::ToolCall)),
            Say::Ask { .. } => Some((i, Mark::Question)),
            _ => None,
        })
        .collect()
}

/// `part` of `whole` as a CSS percentage with two decimals, in integer arithmetic (float
/// formatting would add kilobytes to the wasm for nothing).
pub fn percent(part: u64, whole: u64) -> String {
    let basis = part.min(whole) * 10_000 / whole.max(1);
    format!("{}.{:02}%", basis / 100, basis % 100)
}

/// "Step 7 of 21: runner sends request, turn 1 to the llm".
pub fn step_text(view: &StepView) -> String {
    let what = if view.from == view.to {
        format!("{}: {}", view.from.name(), view.label)
    } else {
        format!(
            "{} sends {} to the {}",
            view.from.name(),
            view.label,
            view.to.name()
        )
    };
    format!("Step {} of {}: {what}", view.position, view.total)
}

#[derive(Clone, Debug, PartialEq)]
pub struct LlmView {
    pub phase: LlmPhase,
    pub turn: Option<u32>,
    /// The events of the current turn so far, as short lines.
    pub events: Vec<String>,
}

#[derive(Clone, Debug, PartialEq)]
pub struct ContextView {
    pub parts: Vec<ContextPart>,
    pub total: u64,
    pub cached: u64,
    /// Tokens by source, in request order, for the stacked bar.
    pub by_source: Vec<(Source, u64)>,
}

#[derive(Clone, Debug, PartialEq)]
pub struct SessionView {
    pub id: String,
    pub agent: String,
    pub status: Status,
    pub thread_len: usize,
    pub queued: usize,
    pub runs: u32,
}

#[derive(Clone, Debug, PartialEq)]
pub struct TurnView {
    pub number: u32,
    pub request: String,
    pub events: Vec<String>,
}

#[derive(Clone, Debug, PartialEq)]
pub struct AgentView {
    pub name: String,
    pub tools: Vec<String>,
    /// Each tool's rule and whether the user saved it with "Always allow".
    pub rules: Vec<(String, Decision, bool)>,
}

/// One llm event as a short line.
fn event_line(event: &LlmEvent) -> String {
    match event {
        LlmEvent::Text { text } => format!("text \"{}\"", clip(text, 40)),
        LlmEvent::ToolCall { call } => format!(
            "tool-call {} {}({})",
            call.id,
            call.tool,
            clip(&call.input, 24)
        ),
        LlmEvent::Finish {} => "finish".to_string(),
    }
}

/// The view of step `index` (0-based, clamped) of `trace`.
pub fn step_view(trace: &Trace, index: usize) -> Option<StepView> {
    let total = trace.steps.len();
    let index = index.min(total.checked_sub(1)?);
    let step = &trace.steps[index];
    let s = &step.snapshot;
    let h = &trace.harness;
    let turn_record = s.turn.map(|t| (&h.turns()[t.index], t.events));
    let events: Vec<String> = turn_record
        .map(|(t, n)| t.events[..n].iter().map(event_line).collect())
        .unwrap_or_default();
    let parts = trace.context_parts(s, CONTEXT_MESSAGES);
    let mut by_source: Vec<(Source, u64)> = Vec::new();
    // The first three parts are the head: system prompt, instructions, tools.
    for part in parts
        .iter()
        .take(3)
        .chain(thread_sources(trace, s.thread_len).iter())
    {
        match by_source.iter_mut().find(|(src, _)| *src == part.source) {
            Some((_, n)) => *n += part.tokens,
            None => by_source.push((part.source, part.tokens)),
        }
    }
    let is_last = index + 1 == total;
    let turns_so_far = s.turn.map_or(0, |t| t.index + 1);
    let waiting_for_you = is_last && trace.ending == Ending::WaitingForYou
        || matches!(step.envelope.say, Say::Ask { .. }) && s.permission.is_some();
    Some(StepView {
        position: index + 1,
        total,
        from: step.envelope.from,
        to: step.envelope.to,
        label: step.envelope.say.label(),
        narration: step.narration.clone(),
        chat: trace.chat(s, CHAT_ITEMS),
        draft: s.draft.as_ref().map(|(_, text)| text.clone()),
        llm: LlmView {
            phase: s.llm,
            turn: turn_record.map(|(t, _)| t.number),
            events: events.clone(),
        },
        context: ContextView {
            parts,
            total: s.context.total,
            cached: s.context.cached,
            by_source,
        },
        session: SessionView {
            id: h.session_id().to_string(),
            agent: h.agent().name.clone(),
            status: s.status,
            thread_len: s.thread_len,
            queued: s.inbox_len,
            runs: s.runs_started,
        },
        turn: turn_record.map(|(t, _)| TurnView {
            number: t.number,
            request: format!(
                "instructions + {} tools + thread of {} message{}",
                h.tools().len(),
                t.thread_len,
                if t.thread_len == 1 { "" } else { "s" }
            ),
            events,
        }),
        agent: AgentView {
            name: h.agent().name.clone(),
            tools: h.agent().tools.clone(),
            rules: trace
                .rules_at(s)
                .into_iter()
                .map(|(r, saved)| (r.tool, r.decision, saved))
                .collect(),
        },
        permission: s.permission.clone(),
        waiting_for_you,
        at_end: is_last,
        changed: index
            .checked_sub(1)
            .map_or_else(Vec::new, |i| changes(&trace.steps[i].snapshot, s)),
        turn_tokens: h.turns()[turns_so_far.saturating_sub(CHART_TURNS)..turns_so_far]
            .iter()
            .map(|t| {
                (
                    t.number,
                    t.context.cached,
                    t.context.total - t.context.cached,
                )
            })
            .collect(),
    })
}

/// Names of the fields that differ between two snapshots.
fn changes(before: &Snapshot, after: &Snapshot) -> Vec<&'static str> {
    let mut out = Vec::new();
    let mut note = |changed: bool, name: &'static str| {
        if changed {
            out.push(name);
        }
    };
    note(before.status != after.status, "session.status");
    note(before.thread_len != after.thread_len, "session.thread");
    note(before.inbox_len != after.inbox_len, "session.queued");
    note(before.runs_started != after.runs_started, "session.runs");
    note(
        before.llm != after.llm || before.turn.map(|t| t.events) != after.turn.map(|t| t.events),
        "llm",
    );
    note(
        before.turn.map(|t| (t.index, t.events)) != after.turn.map(|t| (t.index, t.events)),
        "turn",
    );
    note(before.context != after.context, "context");
    note(before.saved_rules != after.saved_rules, "agent");
    note(before.permission != after.permission, "permission");
    out
}

/// Thread tokens by source for the first `len` messages, one part per source present: read
/// from the harness's running sums, so a step costs the same however long the thread is.
fn thread_sources(trace: &Trace, len: usize) -> Vec<ContextPart> {
    let sums = trace.harness.thread_tokens_by_source(len);
    Source::THREAD
        .into_iter()
        .zip(sums)
        .filter(|(_, tokens)| *tokens > 0)
        .map(|(source, tokens)| ContextPart {
            source,
            label: source.label().into(),
            tokens,
        })
        .collect()
}

#[cfg(test)]
mod tests {
    use super::percent;

    #[test]
    fn percent_has_two_decimals_and_stays_in_range() {
        assert_eq!(percent(1, 3), "33.33%");
        assert_eq!(percent(0, 0), "0.00%");
        assert_eq!(percent(5, 5), "100.00%");
        assert_eq!(percent(9, 5), "100.00%");
        assert_eq!(percent(1, 400), "0.25%");
    }
}
