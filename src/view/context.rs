//! The context panel: everything the llm reads, in order, with tokens, and what the prompt
//! cache did with it.

use std::ops::Range;

use super::cache::{self, CacheView};
use super::words::clip;
use crate::harness::machine::tokens::{self, Source};
use crate::harness::machine::{CacheKind, LlmPhase, Purpose, Snapshot};
use crate::harness::protocol::schema::{LlmEvent, Message};
use crate::t;
use crate::trace::Trace;

/// How many thread messages the context panel lists one by one.
pub const CONTEXT_MESSAGES: usize = 12;
/// How many of the latest requests the per-request chart shows.
pub const CHART_REQUESTS: usize = 12;
/// The tokens of the typical system prompt the estimate adds, as the page says it.
pub const TYPICAL_SYSTEM_PROMPT: u64 = tokens::TYPICAL_SYSTEM_PROMPT_TOKENS;

/// One part of the context, as the context panel lists it.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct ContextPart {
    pub source: Source,
    pub label: String,
    pub tokens: u64,
    /// A cache breakpoint follows it (Anthropic's profile).
    pub breakpoint: bool,
}

/// The context panel at one step.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct ContextView {
    /// Which request the figures are of.
    pub caption: String,
    pub total: u64,
    /// Read from the prompt cache, written to it, and read afresh.
    pub cached: u64,
    pub written: u64,
    pub uncached: u64,
    /// The agent's context window, if it has one.
    pub window: Option<u64>,
    /// Tokens by source, in request order, for the stacked bar.
    pub by_source: Vec<(Source, u64)>,
    pub parts: Vec<ContextPart>,
    /// Where the figures come from: this page's estimate, and what the server reported for
    /// the latest request once it has.
    pub origin: String,
    /// How the cache counts, where the breakpoints sit, and the provider's figures.
    pub cache: CacheView,
}

/// One request in the per-request chart.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct RequestBar {
    /// "turn 3", "turn 3, try 2" or "summary".
    pub label: String,
    pub cached: u64,
    pub uncached: u64,
    /// The figures are what the provider (or a log) reported, not the page's estimate.
    pub reported: bool,
}

/// A short label for a thread message.
fn describe(message: &Message) -> String {
    match message {
        Message::User { text } => t!("context-user", text = clip(text, 48)),
        Message::Summary { text } => t!("context-summary", text = clip(text, 44)),
        Message::Reminder { text, about } if about.is_reminder() => {
            t!("context-reminder", text = clip(text, 44))
        }
        // The other notes open with what they carry ("Memory file CLAUDE.md: …"), in the
        // harness's own words, as the llm reads them.
        Message::Reminder { text, .. } => t!("context-note", text = clip(text, 52)),
        Message::Assistant { text, tool_calls } if tool_calls.is_empty() => {
            t!("context-assistant", text = clip(text, 48))
        }
        Message::Assistant { tool_calls, .. } => t!(
            "context-assistant-asks",
            tools = tool_calls
                .iter()
                .map(|c| c.tool.as_str())
                .collect::<Vec<_>>()
                .join(", ")
        ),
        Message::Tool { result } => t!(
            "context-result",
            call = &result.call_id,
            output = clip(&result.output, 40)
        ),
    }
}

/// The context at `snapshot`: the request out, or what the next one carries so far.
pub fn context_view(trace: &Trace, snapshot: &Snapshot) -> ContextView {
    let h = trace.harness().session(snapshot.session);
    let out = matches!(snapshot.llm, LlmPhase::Thinking | LlmPhase::Streaming);
    let request = snapshot.turn.map(|t| &h.turns()[t.index]);
    // A summary request carries only the older messages; show what it carries.
    let thread: Range<usize> = match request {
        Some(r) if out => r.thread.clone(),
        _ => snapshot.thread.clone(),
    };
    let caption = match (out, request.map(|r| r.purpose)) {
        (true, Some(Purpose::Summary { .. })) => t!("context-caption-summary"),
        (true, _) => t!("context-caption-turn"),
        (false, Some(_)) => t!("context-caption-next"),
        (false, None) => t!("context-caption-first"),
    };
    let kind = trace.harness().cache_profile().kind;
    // The head in the order the provider reads it; a live run carries no typical system
    // prompt.
    let head: Vec<ContextPart> = h
        .head_blocks()
        .into_iter()
        .filter(|(_, tokens, _)| *tokens > 0)
        .map(|(source, tokens, breakpoint)| ContextPart {
            source,
            label: match source {
                Source::SystemPrompt => t!("context-system-prompt"),
                Source::Instructions => t!("context-instructions-of", agent = &h.agent().name),
                _ => h
                    .tools()
                    .iter()
                    .map(|t| t.name.as_str())
                    .collect::<Vec<_>>()
                    .join(", "),
            },
            tokens,
            breakpoint,
        })
        .collect();
    let mut parts = head.clone();
    let log = h.log();
    let first = thread
        .end
        .saturating_sub(CONTEXT_MESSAGES)
        .max(thread.start);
    if first > thread.start {
        parts.push(ContextPart {
            source: Source::User,
            label: t!("context-earlier-messages", n = first - thread.start),
            tokens: log.tokens(thread.start..first),
            breakpoint: false,
        });
    }
    for i in first..thread.end {
        if let Some(message) = log.get(i) {
            parts.push(ContextPart {
                source: Source::of(message),
                label: describe(message),
                tokens: log.tokens(i..i + 1),
                // A careful harness marks the end of the thread, as the head's blocks.
                breakpoint: kind == CacheKind::Anthropic && i + 1 == thread.end,
            });
        }
    }
    let mut sums = log.tokens_by_source(thread);
    // A summary request ends with the runner's instruction to summarize, sent as the user's.
    if let Some(block) = request.filter(|_| out).and_then(|r| r.purpose.last_block()) {
        let tokens = tokens::text_tokens(block);
        parts.push(ContextPart {
            source: Source::User,
            label: t!("context-runner-block", text = clip(block, 44)),
            tokens,
            breakpoint: false,
        });
        if let Some(k) = Source::THREAD.iter().position(|s| *s == Source::User) {
            sums[k] += tokens;
        }
    }
    let by_source = head
        .iter()
        .map(|p| (p.source, p.tokens))
        .chain(Source::THREAD.into_iter().zip(sums))
        .filter(|(_, tokens)| *tokens > 0)
        .collect();
    let reported = snapshot.turn.and_then(|at| {
        let turn = &h.turns()[at.index];
        turn.events[..at.events].iter().find_map(|e| match e {
            LlmEvent::Usage { usage } => Some((turn.context, usage)),
            _ => None,
        })
    });
    let profile = trace.harness().cache_profile();
    let cache = CacheView {
        model: cache::model_note(profile),
        breakpoints: breakpoints(&parts),
        reported: reported.map(|(model, usage)| cache::compare(profile, model, usage)),
    };
    let origin = match (reported.map(|(_, u)| u), &trace.recorded) {
        (Some(u), Some(log)) => t!(
            "context-origin-log",
            source = &log.source,
            read = super::words::tokens_read(u)
        ),
        (Some(u), None) => t!("context-origin-server", read = super::words::tokens_read(u)),
        (None, _) => t!("context-origin-estimate", system = TYPICAL_SYSTEM_PROMPT),
    };
    let c = snapshot.context;
    ContextView {
        origin,
        cache,
        caption,
        total: c.total,
        cached: c.cached,
        written: c.written,
        uncached: c.uncached(),
        window: h
            .agent()
            .context_window
            .or(trace.recorded.as_ref().and_then(|r| r.context_window)),
        by_source,
        parts,
    }
}

/// Where the breakpoints among `parts` sit, each with the tokens of the prefix it ends.
fn breakpoints(parts: &[ContextPart]) -> Vec<String> {
    let mut prefix = 0;
    let mut out = Vec::new();
    for p in parts {
        prefix += p.tokens;
        if !p.breakpoint {
            continue;
        }
        out.push(match p.source {
            Source::Tools => t!("context-breakpoint-tools", tokens = prefix),
            Source::Instructions => t!("context-breakpoint-instructions", tokens = prefix),
            _ => t!(
                "context-breakpoint-thread",
                part = &p.label,
                tokens = prefix
            ),
        });
    }
    out
}

/// The context panel at step `index`.
pub fn context(trace: &Trace, index: usize) -> ContextView {
    trace
        .step(index)
        .map(|s| context_view(trace, &s.snapshot))
        .unwrap_or_default()
}

/// The per-request chart at step `index`.
pub fn requests(trace: &Trace, index: usize) -> Vec<RequestBar> {
    trace
        .step(index)
        .map(|s| request_bars(trace, &s.snapshot))
        .unwrap_or_default()
}

/// The latest requests sent by `snapshot`, oldest first, for the per-request chart: each
/// with the figures its provider reported once they have arrived, else the page's estimate.
pub fn request_bars(trace: &Trace, snapshot: &Snapshot) -> Vec<RequestBar> {
    let sent = snapshot.turn.map_or(0, |t| t.index + 1);
    let first = sent.saturating_sub(CHART_REQUESTS);
    trace.harness().session(snapshot.session).turns()[first..sent]
        .iter()
        .enumerate()
        .map(|(k, t)| {
            // The latest request's figures, only once its usage event has come.
            let arrived = match snapshot.turn {
                Some(at) if first + k == at.index => &t.events[..at.events],
                _ => &t.events[..],
            };
            let usage = arrived.iter().find_map(|e| match e {
                LlmEvent::Usage { usage } => Some(usage),
                _ => None,
            });
            let (cached, total) = match usage {
                Some(u) => (u.cached_tokens.unwrap_or(0), u.prompt_tokens),
                None => (t.context.cached, t.context.total),
            };
            RequestBar {
                label: match (t.purpose, t.attempt) {
                    (Purpose::Summary { .. }, _) => t!("context-bar-summary"),
                    (Purpose::Turn, 1) => t!("context-bar-turn", n = t.number),
                    (Purpose::Turn, a) => t!("context-bar-try", n = t.number, attempt = a),
                },
                cached: cached.min(total),
                uncached: total.saturating_sub(cached),
                reported: usage.is_some(),
            }
        })
        .collect()
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::harness::protocol::schema::NoteKind;

    #[test]
    fn a_reminder_is_labelled_as_one_and_other_notes_by_their_own_first_line() {
        let note = |about| {
            describe(&Message::note(
                about,
                "Memory file CLAUDE.md:\nKeep it short.",
            ))
        };
        assert_eq!(
            note(NoteKind::Reminder),
            "reminder: Memory file CLAUDE.md:…"
        );
        assert_eq!(note(NoteKind::Memory), "Memory file CLAUDE.md:…");
    }
}
