//! One sentence or two per step, written for someone who has never seen a harness.
//!
//! Read from the step's message and snapshot and the recorded run, never from the machine
//! as it was: the trace holds everything narration needs.

use super::diagram::{client_name_start, part_name};
use super::words::{clip, seconds};
use crate::harness::machine::{CacheKind, Purpose, RuleSource};
use crate::harness::protocol::envelope::{Because, CancelReason, Part, RunEnd, Say, Wait};
use crate::harness::protocol::mode::Mode;
use crate::harness::protocol::schema::{Decision, LlmEvent, Message, NoteKind, Reply, ToolError};
use crate::t;
use crate::trace::Trace;

/// Whoever acted in a client, for the messages that say "You press" or "Client 2 presses":
/// `who` is `you` for your client, `other` for another, and `client` that one's name at the
/// start of a sentence.
fn actor(part: Part) -> (&'static str, String) {
    match part {
        Part::Client { id: 1 } => ("you", String::new()),
        other => ("other", client_name_start(other)),
    }
}

/// "3 messages": how many the thread holds.
fn messages(n: usize) -> String {
    t!("narr-messages", n = n)
}

/// Why the request at step `index` reads what it does from the prompt cache, in a sentence:
/// its narration's, and the why of Predict's answer about it.
pub(crate) fn cache_sentence(trace: &Trace, index: usize) -> String {
    let Some(step) = trace.steps.get(index) else {
        return String::new();
    };
    let Say::Request { context, .. } = &step.envelope.say else {
        return String::new();
    };
    let s = &step.snapshot;
    let h = trace.harness().session(s.session);
    let previous = s
        .turn
        .and_then(|t| t.index.checked_sub(1))
        .map(|i| &h.turns()[i]);
    let profile = trace.harness().cache_profile();
    let anthropic = profile.kind == CacheKind::Anthropic;
    if context.cached == 0 && anthropic && context.written == 0 {
        t!("narr-cache-below-minimum", min = profile.min_tokens)
    } else if context.cached == 0 && anthropic {
        t!("narr-cache-empty-anthropic", written = context.written)
    } else if context.cached == 0 {
        t!("narr-cache-empty")
    } else if previous.is_some_and(|p| p.purpose == Purpose::Turn) && anthropic {
        t!(
            "narr-cache-hit-anthropic",
            cached = context.cached,
            written = context.written
        )
    } else if previous.is_some_and(|p| p.purpose != Purpose::Turn) {
        t!("narr-cache-hit-after-summary", cached = context.cached)
    } else if previous.is_some() {
        // The first hit says why it is not every token the two requests share.
        if profile.kind == CacheKind::Openai
            && first_time(
                trace,
                index,
                |s| matches!(s, Say::Request { context, .. } if context.cached > 0),
            )
        {
            t!(
                "narr-cache-hit-steps",
                cached = context.cached,
                step = profile.step
            )
        } else {
            t!("narr-cache-hit", cached = context.cached)
        }
    } else {
        t!("narr-cache-hit-earlier-run", cached = context.cached)
    }
}

/// Why a permission mode lets `tool` run without asking.
fn mode_allows(mode: Mode, tool: &str) -> String {
    let mode = match mode {
        Mode::AcceptEdits => return t!("narr-mode-accept-edits", tool = tool),
        Mode::Default => "default",
        Mode::Plan => "plan",
        Mode::BypassPermissions => "bypass-permissions",
    };
    t!("narr-mode-allows", mode = mode, tool = tool)
}

/// Whether step `index` follows from a hook's answer of kind `kind` ("deny", "ask").
fn hook_said(trace: &Trace, index: usize, kind: &str) -> bool {
    super::hooks::answer_before(trace, index).is_some_and(|(_, outcome, _)| outcome.kind() == kind)
}

/// The thread of a request in words, `thread` ("5 messages"), followed by the harness's notes
/// that end it (newest first): how many, and what they carry unless all are reminders.
fn notes_words(thread: &str, newest_first: &[NoteKind]) -> String {
    let n = newest_first.len();
    if n == 0 {
        return thread.to_string();
    }
    if newest_first.iter().all(NoteKind::is_reminder) {
        return t!("narr-thread-reminders", thread = thread, n = n);
    }
    // Each kind once, in request order, with its count.
    let mut kinds: Vec<(NoteKind, usize)> = Vec::new();
    for kind in newest_first.iter().rev() {
        match kinds.iter_mut().find(|(k, _)| k == kind) {
            Some((_, count)) => *count += 1,
            None => kinds.push((*kind, 1)),
        }
    }
    let words: Vec<String> = kinds
        .into_iter()
        .map(|(kind, count)| match kind {
            NoteKind::Reminder => t!("narr-note-reminders", n = count),
            NoteKind::Memory => t!("narr-note-memory-files", n = count),
            NoteKind::SkillList => t!("narr-note-skill-list"),
            NoteKind::Skill => t!("narr-note-skills", n = count),
            NoteKind::ToolNames => t!("narr-note-tool-names"),
            NoteKind::ToolSchemas => t!("narr-note-tool-schemas"),
        })
        .collect();
    t!("narr-thread-notes", thread = thread, notes = list(words))
}

/// Things in a list: "a, b and c".
fn list(items: Vec<String>) -> String {
    let count = items.len();
    let mut items = items.into_iter();
    let mut out = items.next().unwrap_or_default();
    for (i, item) in items.enumerate() {
        out = if i + 2 == count {
            t!("narr-list-last", list = out, item = item)
        } else {
            t!("narr-list-more", list = out, item = item)
        };
    }
    out
}

/// Narrates step `index` of `trace`, saying whose session it is in when sub-agents work: a
/// sub-agent's step says so, and the first step back in a caller's session says that too.
pub fn narrate(trace: &Trace, index: usize) -> String {
    let Some(step) = trace.steps.get(index) else {
        return String::new();
    };
    // The sub-agents' own sentences name whose step it is.
    let own = super::subagents::narrate(trace, index);
    let named = own.is_some();
    let text = own
        .or_else(|| super::recorded::narrate(trace, index))
        .or_else(|| super::hooks::narrate(trace, index))
        .or_else(|| super::skills::narrate(trace, index))
        .or_else(|| super::tool_search::narrate(trace, index))
        .unwrap_or_else(|| generic(trace, index));
    let session = step.snapshot.session;
    let agent = &trace.harness().session(session).agent().name;
    let previous = index
        .checked_sub(1)
        .and_then(|i| trace.steps.get(i))
        .map(|s| s.snapshot.session);
    let back = previous.is_some_and(|p| {
        trace.harness().session(p).depth() > trace.harness().session(session).depth()
    });
    let inner = trace.harness().session(session).depth() > 0 && !named;
    if text.is_empty() || !(back || inner) {
        return text;
    }
    // After a lead-in, the step's own sentence goes on in lower case where the language does so.
    let text = if t!("narr-lead-in-first-letter") == "lower" {
        lower_first(&text)
    } else {
        text
    };
    if back {
        t!("narr-back-in-session", agent = agent, text = text)
    } else {
        t!("narr-in-session", agent = agent, text = text)
    }
}

/// Whether no step before `index` matched `said`: the first time something happens in the run,
/// the narration says what it is; later, briefly.
fn first_time(trace: &Trace, index: usize, said: impl Fn(&Say) -> bool) -> bool {
    !trace.steps[..index.min(trace.steps.len())]
        .iter()
        .any(|s| said(&s.envelope.say))
}

/// Whether the narration speaks of the prompt cache at request step `index` or any request
/// before it: all but the run's first request on OpenAI's cache, still empty, which has
/// nothing to say of it.
fn cache_said(trace: &Trace, index: usize) -> bool {
    let openai = trace.harness().cache_profile().kind == CacheKind::Openai;
    trace.steps[..=index.min(trace.steps.len().saturating_sub(1))]
        .iter()
        .enumerate()
        .any(|(i, s)| match &s.envelope.say {
            Say::Request { context, .. } => {
                !(openai && context.cached == 0 && is_first_request(trace, i))
            }
            _ => false,
        })
}

/// Whether step `index` sends the trace's first request: no request went before it.
pub(crate) fn is_first_request(trace: &Trace, index: usize) -> bool {
    !trace.steps[..index.min(trace.steps.len())]
        .iter()
        .any(|s| matches!(s.envelope.say, Say::Request { .. }))
}

/// `text` with its first letter in lower case, to follow a lead-in.
fn lower_first(text: &str) -> String {
    let mut chars = text.chars();
    match chars.next() {
        Some(first) => first.to_lowercase().chain(chars).collect(),
        None => String::new(),
    }
}

/// The narration of a step no part has its own sentence for.
fn generic(trace: &Trace, index: usize) -> String {
    let Some(step) = trace.steps.get(index) else {
        return String::new();
    };
    let h = trace.harness().session(step.snapshot.session);
    let s = &step.snapshot;
    let e = &step.envelope;
    let messages = messages(s.thread.len());
    let turn = s.turn.map(|t| &h.turns()[t.index]);
    let summarizing = turn.is_some_and(|t| t.purpose != Purpose::Turn);
    // Whether the reply streamed a piece of text before this step's: the first is explained,
    // the later ones said briefly. (Found from the front: a reply's first text comes early,
    // so a long reply costs no more per step.)
    let earlier_text = s.turn.zip(turn).is_some_and(|(at, t)| {
        t.events[..at.events.min(t.events.len()).saturating_sub(1)]
            .iter()
            .any(|e| matches!(e, LlmEvent::Text { .. }))
    });
    match &e.say {
        Say::Typed { .. } if e.from == (Part::Client { id: 1 }) && s.thread.is_empty() => {
            t!("narr-typed-first")
        }
        Say::Typed { .. } if e.from == (Part::Client { id: 1 }) => {
            t!("narr-typed", messages = &messages)
        }
        Say::Typed { .. } => t!(
            "narr-typed-other",
            client = part_name(e.from),
            messages = &messages
        ),
        Say::Prompt { .. } if e.from == (Part::Client { id: 1 }) => t!("narr-prompt"),
        Say::Prompt { .. } => t!("narr-prompt-other", client = part_name(e.from)),
        Say::Accepted { queued: false } => t!("narr-accepted", messages = &messages),
        Say::Accepted { queued: true } => t!("narr-accepted-queued"),
        Say::StartRun if first_time(trace, index, |s| *s == Say::StartRun) => {
            t!("narr-start-run-first")
        }
        Say::StartRun => t!("narr-start-run"),
        Say::AlreadyRunning => t!("narr-already-running"),
        Say::Run if first_time(trace, index, |s| *s == Say::Run) => t!("narr-run-first"),
        Say::Run => t!("narr-run"),
        Say::KeepGoing => t!("narr-keep-going"),
        Say::Request {
            turn: n,
            attempt,
            joins,
            context,
        } => {
            if *attempt > 1 {
                return t!(
                    "narr-request-again",
                    turn = *n,
                    attempt = *attempt,
                    max = h.agent().max_attempts(),
                    tokens = context.total,
                    cached = context.cached
                );
            }
            let thread = if *joins > 0 {
                t!("narr-thread-joined", messages = &messages, joins = *joins)
            } else {
                messages.clone()
            };
            let cache = cache_sentence(trace, index);
            let notes: Vec<NoteKind> = h
                .log()
                .slice(s.thread.clone())
                .iter()
                .rev()
                .map_while(|m| match m {
                    Message::Reminder { about, .. } => Some(*about),
                    _ => None,
                })
                .collect();
            let thread = notes_words(&thread, &notes);
            // The prompt cache is said what it is where the narration first speaks of it: at the
            // first request it may still say nothing (OpenAI's, empty), so at the first hit.
            let cache = if !cache_said(trace, index) {
                String::new()
            } else if cache_said(trace, index.saturating_sub(1)) {
                cache
            } else {
                t!("narr-cache-what", cache = cache)
            };
            let tools = t!("narr-tools", n = h.tools().len());
            let reported = super::recorded::reported(trace, index);
            // The run's first request says what a request and a token are, once, in sentences
            // of their own.
            if is_first_request(trace, index) {
                return t!(
                    "narr-request-first",
                    turn = *n,
                    tools = tools,
                    thread = thread,
                    tokens = context.total,
                    cache = cache,
                    reported = reported
                )
                .trim_end()
                .to_string();
            }
            t!(
                "narr-request",
                turn = *n,
                tools = tools,
                thread = thread,
                tokens = context.total,
                cache = cache,
                reported = reported
            )
        }
        Say::Summarize {
            replaced,
            needed,
            window,
            attempt,
            ..
        } => {
            if *attempt > 1 {
                t!(
                    "narr-summarize-again",
                    needed = *needed,
                    window = *window,
                    attempt = *attempt,
                    max = h.agent().max_attempts(),
                    replaced = *replaced
                )
            } else {
                t!(
                    "narr-summarize",
                    needed = *needed,
                    window = *window,
                    replaced = *replaced
                )
            }
        }
        Say::Event {
            event: LlmEvent::Text { .. },
        } if summarizing => t!("narr-summary-text"),
        Say::Event {
            event: LlmEvent::Text { .. },
        } if earlier_text => t!("narr-text-more"),
        Say::Event {
            event: LlmEvent::Text { .. },
        } if first_time(trace, index, |s| {
            matches!(
                s,
                Say::Event {
                    event: LlmEvent::Text { .. }
                }
            )
        }) =>
        {
            t!("narr-text-first")
        }
        Say::Event {
            event: LlmEvent::Text { .. },
        } => t!("narr-text"),
        Say::Event {
            event: LlmEvent::ToolCall { call },
        } => {
            let first = first_time(trace, index, |s| {
                matches!(
                    s,
                    Say::Event {
                        event: LlmEvent::ToolCall { .. }
                    }
                )
            });
            let tool = &call.tool;
            match (first, call.input.trim().is_empty()) {
                (true, true) => t!("narr-tool-call-first-no-input", tool = tool),
                (true, false) => t!(
                    "narr-tool-call-first",
                    tool = tool,
                    input = clip(&call.input, 48)
                ),
                (false, true) => t!("narr-tool-call-no-input", tool = tool),
                (false, false) => t!("narr-tool-call", tool = tool, input = clip(&call.input, 48)),
            }
        }
        Say::Event {
            event: LlmEvent::Cut {},
        } => t!("narr-cut"),
        Say::Forward {
            event: LlmEvent::Cut {},
        } => t!("narr-cut-forward"),
        Say::Event {
            event: LlmEvent::Finish {},
        } if summarizing => t!("narr-summary-finished"),
        Say::Event {
            event: LlmEvent::Finish {},
        } => {
            let calls = turn.map_or(0, |t| {
                t.events
                    .iter()
                    .filter(|e| matches!(e, LlmEvent::ToolCall { .. }))
                    .count()
            });
            t!("narr-finish", calls = calls, messages = &messages)
        }
        Say::Event {
            event: LlmEvent::Usage { usage },
        } => t!(
            "narr-usage",
            read = super::words::tokens_read(usage),
            written = usage.completion_tokens
        ),
        Say::Event {
            event:
                LlmEvent::Error {
                    message,
                    retryable,
                    answered,
                },
        } => {
            let error = clip(message, 80);
            // The status as digits: a code, not a count.
            match (answered.map(|a| a.status.to_string()), retryable) {
                (None, true) => t!("narr-stream-error-retryable", error = error),
                (None, false) => t!("narr-stream-error", error = error),
                (Some(status), true) => {
                    t!("narr-http-error-retryable", status = status, error = error)
                }
                (Some(status), false) => t!("narr-http-error", status = status, error = error),
            }
        }
        Say::Forward {
            event: LlmEvent::ToolCall { call },
        } => t!(
            "narr-forward-tool-call",
            tool = &call.tool,
            input = clip(&call.input, 48)
        ),
        Say::Forward { .. } if earlier_text => t!("narr-forward-more"),
        Say::Forward { .. }
            if first_time(trace, index, |s| {
                matches!(
                    s,
                    Say::Forward {
                        event: LlmEvent::Text { .. }
                    }
                )
            }) =>
        {
            t!("narr-forward-first")
        }
        Say::Forward { .. } => t!("narr-forward"),
        Say::RunTool {
            call,
            because: Because::Allowed,
        } => {
            let (_, source) =
                trace
                    .harness()
                    .rules()
                    .decide_at(&h.agent().rules, &call.tool, s.saved_rules);
            if let RuleSource::Mode(mode) = source {
                return mode_allows(mode, &call.tool);
            }
            let first = first_time(trace, index, |s| {
                matches!(s, Say::RunTool { .. } | Say::Ask { .. })
            });
            let tool = &call.tool;
            match source {
                RuleSource::User => t!("narr-allowed-your-rule", tool = tool),
                RuleSource::Saved => t!("narr-allowed-saved-rule", tool = tool),
                _ if first => t!("narr-allowed-rules-first", tool = tool),
                _ => t!("narr-allowed-agent-rules", tool = tool),
            }
        }
        Say::RunTool {
            call,
            because: Because::Replied(Reply::Always),
        } => t!("narr-run-always", tool = &call.tool),
        Say::RunTool {
            call,
            because: Because::Hook,
        } => t!("narr-run-hook", tool = &call.tool),
        Say::RunTool { call, .. } => t!("narr-run-once", tool = &call.tool),
        Say::Output { result } if result.error.is_some() => {
            t!("narr-output-failed", output = clip(&result.output, 60))
        }
        Say::Output { result } => {
            let memory = super::skills::memory_loaded_by(trace, index);
            let characters = result.output.chars().count();
            match memory.as_slice() {
                [] => t!("narr-output", characters = characters),
                [first, rest @ ..] => {
                    let files = rest.iter().fold(first.to_string(), |list, item| {
                        t!("narr-list-last", list = list, item = item.to_string())
                    });
                    t!("narr-output-memory", characters = characters, files = files)
                }
            }
        }
        Say::Result { call, result } => {
            let tool = &call.tool;
            match result.error {
                None if first_time(trace, index, |s| matches!(s, Say::Result { .. })) => {
                    t!("narr-result-first", messages = &messages)
                }
                None => t!("narr-result", messages = &messages),
                Some(ToolError::Failed) => t!("narr-result-failed", messages = &messages),
                Some(ToolError::TimedOut) => t!("narr-result-timed-out", messages = &messages),
                Some(ToolError::Denied) if hook_said(trace, index, "deny") => {
                    t!("narr-result-hook-denied", tool = tool, messages = &messages)
                }
                Some(ToolError::Denied)
                    if matches!(
                        trace
                            .harness()
                            .rules()
                            .decide_at(&h.agent().rules, tool, s.saved_rules)
                            .1,
                        RuleSource::Mode(_)
                    ) =>
                {
                    t!("narr-result-plan-denied", tool = tool, messages = &messages)
                }
                Some(ToolError::Denied) => {
                    t!("narr-result-denied", tool = tool, messages = &messages)
                }
                Some(ToolError::Declined) => {
                    t!("narr-result-declined", tool = tool, messages = &messages)
                }
                Some(ToolError::Interrupted) => {
                    t!("narr-result-interrupted", tool = tool, messages = &messages)
                }
                Some(ToolError::UnknownTool) => t!(
                    "narr-result-unknown-tool",
                    tool = tool,
                    messages = &messages
                ),
            }
        }
        Say::Ask { request } if hook_said(trace, index, "ask") => {
            t!("narr-ask-hook", tool = &request.call.tool)
        }
        Say::Ask { request } => {
            let tool = &request.call.tool;
            let first = first_time(trace, index, |s| {
                matches!(s, Say::RunTool { .. } | Say::Ask { .. })
            });
            match trace
                .harness()
                .rules()
                .decide_at(&h.agent().rules, tool, s.saved_rules)
            {
                (Decision::Ask, RuleSource::Default) if first => {
                    t!("narr-ask-no-rule-first", tool = tool)
                }
                (Decision::Ask, RuleSource::Default) => t!("narr-ask-no-rule", tool = tool),
                (_, RuleSource::User) => t!("narr-ask-your-rule", tool = tool),
                _ if first => t!("narr-ask-rules-first", tool = tool),
                _ => t!("narr-ask-rule", tool = tool),
            }
        }
        Say::Answer { reply, .. } => {
            let (who, client) = actor(e.from);
            match reply {
                Reply::Once => t!("narr-answer-once", who = who, client = client),
                Reply::Always => t!("narr-answer-always", who = who, client = client),
                Reply::Decline => t!("narr-answer-decline", who = who, client = client),
            }
        }
        Say::Resume { .. } => t!("narr-resume"),
        Say::Stop => {
            let (who, client) = actor(e.from);
            t!("narr-stop", who = who, client = client)
        }
        Say::Interrupt => t!("narr-interrupt"),
        Say::Cancel {
            reason: CancelReason::StreamIdle,
        } => t!(
            "narr-cancel-idle",
            time = seconds(h.agent().stream_idle_timeout_ms())
        ),
        Say::Cancel { .. } if e.to == Part::Llm && summarizing => t!("narr-cancel-summary"),
        Say::Cancel { .. } if e.to == Part::Llm => t!("narr-cancel-llm"),
        Say::Cancel {
            reason: CancelReason::Stopped,
        } => t!("narr-cancel-tool"),
        Say::Cancel {
            reason: CancelReason::TimedOut,
        } => t!(
            "narr-cancel-tool-timeout",
            time = seconds(h.agent().tool_timeout_ms())
        ),
        Say::Retry {
            attempt,
            of,
            after_ms,
            status,
            wait,
            ..
        } => {
            let (attempt, of, time) = (*attempt, *of, seconds(*after_ms));
            match (status, wait) {
                (None, _) => t!("narr-retry", attempt = attempt, of = of, time = time),
                (Some(_), Wait::Backoff) => {
                    t!("narr-retry-unread", attempt = attempt, of = of, time = time)
                }
                (Some(_), Wait::Asked) => {
                    t!("narr-retry-asked", attempt = attempt, of = of, time = time)
                }
                (Some(_), Wait::Capped { asked_ms }) => t!(
                    "narr-retry-capped",
                    attempt = attempt,
                    of = of,
                    time = time,
                    asked = seconds(*asked_ms)
                ),
            }
        }
        Say::Compacted {
            replaced,
            before,
            after,
        } => t!(
            "narr-compacted",
            replaced = *replaced,
            messages = &messages,
            before = *before,
            after = *after
        ),
        Say::Ended { end } => match end {
            RunEnd::Answered => String::new(),
            RunEnd::Stopped => t!("narr-ended-stopped"),
            RunEnd::Failed { .. } => t!("narr-ended-failed"),
            RunEnd::TurnLimit { max } => t!("narr-ended-turn-limit", max = *max),
            RunEnd::ContextFull { needed, window } => t!(
                "narr-ended-context-full",
                needed = *needed,
                window = *window
            ),
        },
        Say::Done {
            end: RunEnd::Answered,
        } => t!("narr-done"),
        // Said by `hooks::narrate`, which answers first.
        Say::Hook { .. } | Say::Hooked { .. } => String::new(),
        Say::Done { .. } => t!("narr-done-not-answered"),
        Say::Spawn { agent, prompt } => super::subagents::spawn(h, agent, prompt),
        Say::Spawned { child } => super::subagents::spawned(trace, *child),
        Say::StopChild { child } => super::subagents::stop_child(trace, *child),
        Say::Idle => t!(
            "narr-idle",
            clients = if trace.has_second_client() { 2_u32 } else { 1 },
            turns = t!(
                "narr-turns",
                n = h
                    .turns()
                    .iter()
                    .take(s.turn.map_or(0, |t| t.index + 1))
                    .filter(|t| t.purpose == Purpose::Turn && t.attempt == 1)
                    .count()
            )
        ),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_notes_ending_a_request_are_said_by_kind_and_count_in_request_order() {
        assert_eq!(notes_words("", &[]), "");
        assert_eq!(
            notes_words("", &[NoteKind::Reminder, NoteKind::Reminder]),
            ", ending with 2 reminders the harness added, never typed by you"
        );
        // Newest first in, request order out.
        assert_eq!(
            notes_words("", &[NoteKind::Skill, NoteKind::Skill, NoteKind::Memory, NoteKind::SkillList]),
            ", ending with what the harness added, never typed by you: the skills listed by name, 1 memory file and 2 skills' instructions"
        );
        assert_eq!(
            notes_words("", &[NoteKind::ToolSchemas, NoteKind::Reminder, NoteKind::Skill, NoteKind::ToolNames]),
            ", ending with what the harness added, never typed by you: the deferred tools listed by name, a skill's instructions, 1 reminder and the tool schemas a search loaded"
        );
    }
}
