//! The context panel: everything the llm reads, in order, with tokens, and what the prompt
//! cache did with it.

use std::ops::Range;

use super::cache::{self, CacheView};
use super::cache_miss::{self, Facts, Inferred};
use super::cost::Tokens;
use super::words::clip;
use crate::harness::drivers::scripted_llm::ReplyMeta;
use crate::harness::machine::tokens::{self, Source};
use crate::harness::machine::{CacheKind, LlmPhase, Purpose, Snapshot, FIVE_MINUTES_MS};
use crate::harness::protocol::envelope::SessionIx;
use crate::harness::protocol::schema::{LlmEvent, Message, Usage};
use crate::t;
use crate::trace::Trace;

/// How many thread messages the context panel lists one by one.
pub const CONTEXT_MESSAGES: usize = 12;
/// How many of the latest requests the per-request chart shows.
pub const CHART_REQUESTS: usize = 12;
/// The tokens of the typical system prompt the estimate adds, as the page says it.
pub const TYPICAL_SYSTEM_PROMPT: u64 = tokens::TYPICAL_SYSTEM_PROMPT_TOKENS;

/// A short key for a kind of content: its CSS class is `src-<key>`, its name in the catalog's
/// `panel-source`.
pub fn source_key(source: Source) -> &'static str {
    match source {
        Source::SystemPrompt => "system",
        Source::Instructions => "instructions",
        Source::Tools => "tools",
        Source::Summary => "summary",
        Source::User => "user",
        Source::Assistant => "assistant",
        Source::ToolResult => "result",
        Source::Reminder => "reminder",
        Source::Memory => "memory",
        Source::SkillList => "skill-list",
        Source::Skill => "skill",
        Source::ToolNames => "tool-names",
        Source::ToolSchemas => "tool-schemas",
    }
}

/// A kind of content's name for people.
pub fn source_name(source: Source) -> String {
    t!("panel-source", source = source_key(source))
}

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
    /// No request is out: the figures are what the next one would read and write if sent now.
    pub pending: bool,
    /// How the request out's total adds up from its parts, and where the figures come from, a
    /// line each; none while no request is out.
    pub how: Vec<String>,
    /// Why the request out read from the cache what it read; none while none is out.
    pub why: Option<String>,
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
    /// The short mark of a miss ("compaction"), when the request read less than it could.
    pub miss: Option<String>,
    /// How its figures were made and why its cache read is what it is, a line each.
    pub how: Vec<String>,
    /// The model that answered, where a log says, and the reported tokens, for its price.
    pub model: Option<String>,
    pub tokens: Option<Tokens>,
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
    let by_source: Vec<(Source, u64)> = head
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
    // The arithmetic of the request out; a forecast is said in the cache figures instead.
    let how = if out {
        vec![
            by_source_sum(&by_source, c.total),
            t!("arith-estimated"),
            t!(
                "arith-request",
                cached = c.cached,
                uncached = c.uncached(),
                total = c.total
            ),
            t!("arith-written", written = c.written),
        ]
    } else {
        Vec::new()
    };
    // The cause of the request out; none while the figures are the next request's.
    let why = out
        .then(|| latest_bars(trace, snapshot, 1).pop()?.how.pop())
        .flatten();
    ContextView {
        origin,
        cache,
        caption,
        total: c.total,
        cached: c.cached,
        written: c.written,
        uncached: c.uncached(),
        pending: !out,
        how,
        why,
        window: h
            .agent()
            .context_window
            .or(trace.recorded.as_ref().and_then(|r| r.context_window)),
        by_source,
        parts,
    }
}

/// "2,304 system prompt + 130 instructions + 40 user = 2,474": the total from its kinds.
fn by_source_sum(by_source: &[(Source, u64)], total: u64) -> String {
    let parts: Vec<String> = by_source
        .iter()
        .map(|(source, tokens)| t!("arith-part", tokens = *tokens, kind = source_name(*source)))
        .collect();
    t!("arith-sum", parts = parts.join(" + "), total = total)
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
/// with the figures its provider reported once they have arrived, else the page's estimate,
/// and why its cache read is what it is.
pub fn request_bars(trace: &Trace, snapshot: &Snapshot) -> Vec<RequestBar> {
    latest_bars(trace, snapshot, CHART_REQUESTS)
}

/// The bars of the `count` latest requests sent by `snapshot`, oldest first.
fn latest_bars(trace: &Trace, snapshot: &Snapshot, count: usize) -> Vec<RequestBar> {
    let h = trace.harness().session(snapshot.session);
    let sent = snapshot.turn.map_or(0, |t| t.index + 1);
    let first = sent.saturating_sub(count);
    let turns = &h.turns()[..sent];
    // The latest request's events only up to the step; the others' all.
    let arrived = |i: usize| match snapshot.turn {
        Some(at) if i == at.index => &turns[i].events[..at.events],
        _ => &turns[i].events[..],
    };
    let usage_of = |i: usize| {
        arrived(i).iter().find_map(|e| match e {
            LlmEvent::Usage { usage } => Some(usage),
            _ => None,
        })
    };
    // A log's causes are inferred from its figures, the one before each bar's included.
    let inferred = trace.recorded.as_ref().map(|_| {
        let from = first.saturating_sub(1);
        let facts: Vec<Facts> = (from..sent)
            .map(|i| request_facts(trace, snapshot.session, i, usage_of(i)))
            .collect();
        let start = if h.parent().is_some() {
            Inferred::SubAgentFirst
        } else {
            Inferred::First
        };
        let mut verdicts = cache_miss::infer(&facts, start, lifetime(trace));
        verdicts.drain(..first - from);
        verdicts
    });
    let profile = trace.harness().cache_profile();
    (first..sent)
        .map(|i| {
            let t = &turns[i];
            let usage = usage_of(i);
            let (cached, total, written) = match usage {
                Some(u) => (
                    u.cached_tokens.unwrap_or(0),
                    u.prompt_tokens,
                    u.cache_write_tokens,
                ),
                None => (t.context.cached, t.context.total, Some(t.context.written)),
            };
            let cached = cached.min(total);
            let source = match (usage, &trace.recorded) {
                (Some(_), Some(log)) => t!("arith-reported-log", source = &log.source),
                (Some(_), None) => t!("arith-reported-server"),
                (None, _) => t!("arith-estimated"),
            };
            let mut how = vec![
                t!(
                    "arith-request",
                    cached = cached,
                    uncached = total - cached,
                    total = total
                ),
                match written {
                    Some(w) => t!("arith-written", written = w),
                    None => t!("arith-written-unknown"),
                },
                source,
            ];
            let miss = match &inferred {
                Some(verdicts) => {
                    let v = &verdicts[i - first];
                    how.push(cache_miss::inferred_words(v));
                    cache_miss::inferred_key(&v.cause).map(cache_miss::mark)
                }
                None => {
                    how.push(cache_miss::known_words(t.cache_why, profile.min_tokens));
                    cache_miss::known_key(t.cache_why).map(cache_miss::mark)
                }
            };
            RequestBar {
                label: match (t.purpose, t.attempt) {
                    (Purpose::Summary { .. }, _) => t!("context-bar-summary"),
                    (Purpose::Turn, 1) => t!("context-bar-turn", n = t.number),
                    (Purpose::Turn, a) => t!("context-bar-try", n = t.number, attempt = a),
                },
                cached,
                uncached: total - cached,
                reported: usage.is_some(),
                miss,
                how,
                model: reply_of(trace, snapshot.session, i).and_then(|r| r.model.clone()),
                tokens: usage.map(Tokens::from_usage),
            }
        })
        .collect()
}

/// How long a recorded run's cache entries live after their last use: as its log says, else
/// the providers' default.
fn lifetime(trace: &Trace) -> i64 {
    trace
        .recorded
        .as_ref()
        .and_then(|r| r.cache_lifetime_ms)
        .unwrap_or(FIVE_MINUTES_MS)
}

/// What a recorded run's log says of the reply to request `i` of `session`.
fn reply_of(trace: &Trace, session: SessionIx, i: usize) -> Option<&ReplyMeta> {
    let sent = trace.harness().sent();
    let k = sent.iter().position(|&(s, k)| s == session && k == i)?;
    trace.replies.get(k)
}

/// What a recorded run's log says of request `i` of `session`, for the inference.
fn request_facts(trace: &Trace, session: SessionIx, i: usize, usage: Option<&Usage>) -> Facts {
    let h = trace.harness().session(session);
    let turns = h.turns();
    let reply = reply_of(trace, session, i);
    let log = h.log();
    Facts {
        total: usage.map(|u| u.prompt_tokens),
        cached: usage.and_then(|u| u.cached_tokens).unwrap_or(0),
        written: usage.and_then(|u| u.cache_write_tokens),
        at_ms: reply.and_then(|r| r.at_ms),
        model: reply.and_then(|r| r.model.clone()),
        compacted_since: i > 0
            && log.compactions_at(turns[i - 1].thread.start)
                != log.compactions_at(turns[i].thread.start),
    }
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
