//! One sentence or two per step, written for someone who has never seen a harness.
//!
//! Read from the step's message and snapshot and the recorded run, never from the machine
//! as it was: the trace holds everything narration needs.

use super::words::{capitalize, clip, plural, seconds, thousands};
use crate::harness::machine::{CacheKind, Purpose, RuleSource};
use crate::harness::protocol::envelope::{Because, CancelReason, Part, RunEnd, Say};
use crate::harness::protocol::mode::Mode;
use crate::harness::protocol::schema::{Decision, LlmEvent, Message, NoteKind, Reply, ToolError};
use crate::trace::Trace;

/// "You press" or "Client 2 presses": whoever acted in a client, with the verb to match.
fn acts(part: Part, you: &str, they: &str) -> String {
    match part {
        Part::Client { id: 1 } => format!("You {you}"),
        other => format!("{} {they}", capitalize(other.name())),
    }
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
        format!(
            "Nothing of it is cached: Anthropic caches no prefix under this model's minimum of {} tokens.",
            thousands(profile.min_tokens)
        )
    } else if context.cached == 0 && anthropic {
        format!(
            "None of it is in the prompt cache yet. Anthropic's cache keeps only what a request marks, so this one writes {} tokens, up to its last breakpoint at the end of the thread.",
            thousands(context.written)
        )
    } else if context.cached == 0 {
        "None of it is in the prompt cache yet: no earlier request started the same way."
            .to_string()
    } else if previous.is_some_and(|p| p.purpose == Purpose::Turn) && anthropic {
        format!(
            "{} of these tokens come from the prompt cache: the previous request wrote its prefix up to its breakpoint at the end of its thread, and this one starts the same way. It writes {} more, up to its own last breakpoint.",
            thousands(context.cached),
            thousands(context.written)
        )
    } else if previous.is_some_and(|p| p.purpose != Purpose::Turn) {
        format!(
            "Only {} come from the prompt cache, the part before the thread: the thread now starts with a summary that no request has sent before.",
            thousands(context.cached)
        )
    } else if previous.is_some() {
        // The first hit says why it is not every token the two requests share.
        let steps = if profile.kind == CacheKind::Openai
            && first_time(
                trace,
                index,
                |s| matches!(s, Say::Request { context, .. } if context.cached > 0),
            ) {
            format!(
                " The cache counts whole steps of {} tokens, so a few of the shared tokens at the end are read afresh.",
                profile.step
            )
        } else {
            String::new()
        };
        format!(
            "{} of these tokens come from the prompt cache, because the request starts the way the previous one did.{steps}",
            thousands(context.cached)
        )
    } else {
        format!(
            "{} of these tokens come from the prompt cache: an earlier run sent the same system prompt, instructions and tools.",
            thousands(context.cached)
        )
    }
}

/// Why a permission mode lets `tool` run without asking.
fn mode_allows(mode: Mode, tool: &str) -> String {
    match mode {
        Mode::AcceptEdits => format!(
            "Accept-edits mode: {tool} edits files, and in this mode edits run without asking you, unless a rule says deny. The runner runs it at once."
        ),
        _ => format!(
            "{}: every call runs without asking, so the runner runs {tool} at once. Only a rule that says deny would still stop it.",
            capitalize(mode.words())
        ),
    }
}

/// Whether step `index` follows from a hook's answer of kind `kind` ("deny", "ask").
fn hook_said(trace: &Trace, index: usize, kind: &str) -> bool {
    super::hooks::answer_before(trace, index).is_some_and(|(_, outcome, _)| outcome.kind() == kind)
}

/// The harness's notes that end a request's thread (newest first), in words: how many, and
/// what they carry unless all are reminders.
fn notes_words(newest_first: &[NoteKind]) -> String {
    let n = newest_first.len();
    if n == 0 {
        return String::new();
    }
    if newest_first.iter().all(NoteKind::is_reminder) {
        return format!(
            ", ending with {} the harness added, never typed by you",
            plural(n, "reminder")
        );
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
            NoteKind::Reminder => plural(count, "reminder"),
            NoteKind::Memory => plural(count, "memory file"),
            NoteKind::SkillList => "the skills listed by name".into(),
            NoteKind::Skill if count == 1 => "a skill's instructions".into(),
            NoteKind::Skill => format!("{count} skills' instructions"),
            NoteKind::ToolNames => "the deferred tools listed by name".into(),
            NoteKind::ToolSchemas => "the tool schemas a search loaded".into(),
        })
        .collect();
    let listed = match words.split_last() {
        Some((last, rest)) if !rest.is_empty() => format!("{} and {last}", rest.join(", ")),
        _ => words.concat(),
    };
    format!(", ending with what the harness added, never typed by you: {listed}")
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
    if text.is_empty() {
        text
    } else if back {
        format!("Back in {agent}'s session: {}", lower_first(&text))
    } else if trace.harness().session(session).depth() > 0 && !named {
        format!("In {agent}'s session, {}", lower_first(&text))
    } else {
        text
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
    let messages = plural(s.thread.len(), "message");
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
        Say::Typed { .. } if e.from == (Part::Client { id: 1 }) && s.thread.is_empty() => format!(
            "You type a message into the {}, the chat app. Nothing has been sent yet, so the thread, the list of messages the harness keeps, is still empty.",
            e.from.name()
        ),
        Say::Typed { .. } if e.from == (Part::Client { id: 1 }) => format!(
            "You type a message into the {}. Nothing has been sent yet; the thread holds {messages}.",
            e.from.name()
        ),
        Say::Typed { .. } => format!(
            "Someone types a message into {}. Nothing has been sent yet; the thread holds {messages}.",
            e.from.name()
        ),
        Say::Prompt { .. } if e.from == (Part::Client { id: 1 }) => format!(
            "You press enter. The {} sends your message to the session API, the harness's front door: a call named `prompt`.",
            e.from.name()
        ),
        Say::Prompt { .. } => format!(
            "They press enter, and {} calls `prompt` on the same session API with their message.",
            e.from.name()
        ),
        Say::Accepted { queued: false } => format!(
            "The session API saves the message to the thread ({messages} now) and answers `accepted` at once, without waiting for the llm."
        ),
        Say::Accepted { queued: true } => "The runner is in the middle of a turn, so the session API saves the message for the runner's next turn and answers `accepted` at once.".into(),
        Say::StartRun if first_time(trace, index, |s| *s == Say::StartRun) => "The session API asks the coordinator, the part that decides when to run, to run the loop for this session, the one conversation you are in. The loop: ask the llm, run any tools (code such as reading a file) it asks for, and repeat until it answers.".into(),
        Say::StartRun => "The session API asks the coordinator to run the loop for this session.".into(),
        Say::AlreadyRunning => "The coordinator already has a run going for this session, so it starts no second one. The running loop will answer the new message before it stops.".into(),
        Say::Run if first_time(trace, index, |s| *s == Say::Run) => "No run, one go of that loop from your message to the answer, was going, so the coordinator marks the session running and hands it to the runner, the part that runs the loop. One session, one run at a time.".into(),
        Say::Run => "No run was going, so the coordinator marks the session running and hands it to the runner. One session, one run at a time.".into(),
        Say::KeepGoing => "A message came in as the run was ending, so the coordinator keeps the same run going instead of going idle.".into(),
        Say::Request { turn: n, attempt, joins, context } => {
            if *attempt > 1 {
                return format!(
                    "The runner sends turn {n}'s request again, attempt {attempt} of {}: the same {} tokens, {} of them read from the prompt cache.",
                    h.agent().max_attempts(),
                    thousands(context.total),
                    thousands(context.cached)
                );
            }
            let joined = if *joins > 0 {
                format!(" ({} that waited joined it first)", plural(*joins, "message"))
            } else {
                String::new()
            };
            let cache = cache_sentence(trace, index);
            let notes: Vec<NoteKind> = h.log().slice(s.thread.clone()).iter().rev().map_while(|m| match m {
                Message::Reminder { about, .. } => Some(*about),
                _ => None,
            }).collect();
            let joined = format!("{joined}{}", notes_words(&notes));
            // The prompt cache is said what it is where the narration first speaks of it: at the
            // first request it may still say nothing (OpenAI's, empty), so at the first hit.
            let cache = if !cache_said(trace, index) {
                String::new()
            } else if cache_said(trace, index.saturating_sub(1)) {
                cache
            } else {
                format!("The provider, the company that runs the llm, keeps a prompt cache of how recent requests began, to serve a request that begins the same way faster and cheaper. {cache}")
            };
            // The run's first request says what a request and a token are, once, in sentences
            // of their own.
            if is_first_request(trace, index) {
                return format!(
                    "The runner sends turn {n}'s request to the llm (a turn: one request and its reply). The llm remembers nothing, so each request holds all it reads: its instructions, {}, the thread so far ({messages}{joined}). About {} tokens, the units a model reads. {cache}{}",
                    plural(h.tools().len(), "tool"),
                    thousands(context.total),
                    super::recorded::reported(trace, index)
                ).trim_end().to_string();
            }
            format!(
                "The runner sends turn {n}'s request to the llm: the instructions, {}, and the thread of {messages}{joined}. That is about {} tokens. {cache}{}",
                plural(h.tools().len(), "tool"),
                thousands(context.total),
                super::recorded::reported(trace, index)
            )
        }
        Say::Summarize { replaced, needed, window, attempt, .. } => {
            let again = if *attempt > 1 { format!(" (attempt {attempt} of {})", h.agent().max_attempts()) } else { String::new() };
            format!(
                "The next request would need {} tokens, more than the agent's {}-token context window. So first the runner asks the llm{again} to summarize the {} oldest messages of the thread.",
                thousands(*needed),
                thousands(*window),
                replaced
            )
        }
        Say::Event { event: LlmEvent::Text { .. } } if summarizing => "The llm streams back a piece of its summary. It is for the harness, not for you: the chat does not show it.".into(),
        Say::Event { event: LlmEvent::Text { .. } } if earlier_text => "Another piece of the reply arrives.".into(),
        Say::Event { event: LlmEvent::Text { .. } } if first_time(trace, index, |s| matches!(s, Say::Event { event: LlmEvent::Text { .. } })) => "The llm sends its text back as it writes it, in small pieces (events), not as one block.".into(),
        Say::Event { event: LlmEvent::Text { .. } } => "The llm starts its reply, piece by piece.".into(),
        Say::Event { event: LlmEvent::ToolCall { call } } => {
            let what = if first_time(trace, index, |s| matches!(s, Say::Event { event: LlmEvent::ToolCall { .. } })) {
                "a tool (a tool call)"
            } else {
                "a tool"
            };
            let input = if call.input.trim().is_empty() {
                "with no input".to_string()
            } else {
                format!("with input \"{}\"", clip(&call.input, 48))
            };
            format!("The llm asks for {what}: {} {input}. It cannot run anything itself; it can only ask.", call.tool)
        }
        Say::Event { event: LlmEvent::Cut {} } => "The provider cuts the reply here: it reached the most tokens the provider lets one reply have. What arrived stands; a tool call it was still writing is not a call, so the runner drops it.".into(),
        Say::Forward { event: LlmEvent::Cut {} } => "The runner tells you the reply was cut short by the provider's token limit.".into(),
        Say::Event { event: LlmEvent::Finish {} } if summarizing => "The summary is finished.".into(),
        Say::Event { event: LlmEvent::Finish {} } => {
            let calls = turn.map_or(0, |t| {
                t.events.iter().filter(|e| matches!(e, LlmEvent::ToolCall { .. })).count()
            });
            if calls == 0 {
                format!("The reply is finished and asks for no tool, so its text is the answer. The runner adds the reply to the end of the thread ({messages}).")
            } else if calls == 1 {
                format!("The reply is finished and asks for 1 tool call. The runner adds the reply to the end of the thread ({messages}) and handles the call.")
            } else {
                format!(
                    "The reply is finished and asks for {}. The runner adds the reply to the end of the thread ({messages}) and handles the calls in order.",
                    plural(calls, "tool call")
                )
            }
        }
        Say::Event { event: LlmEvent::Usage { usage } } => format!(
            "The provider reports what it counted for this request: {}, and {} written in the reply. The page shows these beside its own estimate.",
            super::words::tokens_read(usage),
            thousands(usage.completion_tokens)
        ),
        Say::Event { event: LlmEvent::Error { message, retryable } } => format!(
            "The stream breaks: \"{}\". {}",
            clip(message, 80),
            if *retryable { "A dropped connection or a busy provider is worth another try." } else { "Trying again would not change this answer." }
        ),
        Say::Forward { event: LlmEvent::ToolCall { call } } => format!(
            "The runner shows you the tool call as it happens: {}({}).",
            call.tool,
            clip(&call.input, 48)
        ),
        Say::Forward { .. } if earlier_text => "The runner passes it on to you at once.".into(),
        Say::Forward { .. } if first_time(trace, index, |s| matches!(s, Say::Forward { event: LlmEvent::Text { .. } })) => "The runner passes the text straight on to the client, over a connection the client keeps open, so you see the text as it is written.".into(),
        Say::Forward { .. } => "The runner passes the text straight on to you.".into(),
        Say::RunTool { call, because: Because::Allowed } => {
            let (_, source) = trace.harness().rules().decide_at(&h.agent().rules, &call.tool, s.saved_rules);
            if let RuleSource::Mode(mode) = source {
                return mode_allows(mode, &call.tool);
            }
            let first = first_time(trace, index, |s| matches!(s, Say::RunTool { .. } | Say::Ask { .. }));
            let whose = match source {
                RuleSource::User => "Your rule says",
                RuleSource::Saved => "The rule you saved says",
                _ if first => "The permission rules, set in advance with the agent's instructions and tools, say",
                _ => "The agent's rules say",
            };
            format!("{whose} {} → allow, so the runner runs the tool at once without asking you.", call.tool)
        }
        Say::RunTool { call, because: Because::Replied(Reply::Always) } => format!(
            "You said always, so {} is now allowed by a saved rule, and the runner runs it.",
            call.tool
        ),
        Say::RunTool { call, because: Because::Hook } => format!(
            "The PreToolUse hook allowed {} and no rule says ask or deny, so the runner runs it without asking you.",
            call.tool
        ),
        Say::RunTool { call, .. } => format!("You allowed this one call, so the runner runs the {} tool.", call.tool),
        Say::Output { result } if result.error.is_some() => format!(
            "The tool fails: \"{}\". A failure is still an output: it goes back to the runner, flagged as an error.",
            clip(&result.output, 60)
        ),
        Say::Output { result } => {
            let memory = super::skills::memory_loaded_by(trace, index);
            let loads = match memory.as_slice() {
                [] => String::new(),
                files => format!(
                    " A file under a folder with a memory file was read for the first time, so the harness loads {}: its instructions join the next request.",
                    files.join(" and ")
                ),
            };
            format!(
                "The tool returns its output ({}) to the runner.{loads}",
                plural(result.output.chars().count(), "character")
            )
        }
        Say::Result { call, result } => match result.error {
            None if first_time(trace, index, |s| matches!(s, Say::Result { .. })) => format!("The runner adds the tool result, the output saved as a message, to the end of the thread ({messages}) and shows it to you. The llm will read it next turn."),
            None => format!("The runner adds the tool result to the end of the thread ({messages}) and shows it to you. The llm will read it next turn."),
            Some(ToolError::Failed) => format!("The runner appends the result to the thread ({messages}), flagged as an error. The llm reads it next turn and decides what to do."),
            Some(ToolError::TimedOut) => format!("The call's one result says it timed out, flagged as an error ({messages}). The llm reads it next turn."),
            Some(ToolError::Denied) if hook_said(trace, index, "deny") => format!(
                "The hook's refusal stands, so {} does not run. The call still gets one result, with the hook's reason, added to the thread ({messages}): the llm reads why and can try another way.",
                call.tool
            ),
            Some(ToolError::Denied) if matches!(
                trace.harness().rules().decide_at(&h.agent().rules, &call.tool, s.saved_rules).1,
                RuleSource::Mode(_)
            ) => format!(
                "Plan mode: {} would change something, so it does not run while the agent plans. The call still gets a result saying so ({messages}); the llm reads that it may only read and plan until you approve the plan.",
                call.tool
            ),
            Some(ToolError::Denied) => format!(
                "A rule says {} → deny, so the tool does not run. The call still gets a result saying so, added to the thread ({messages}).",
                call.tool
            ),
            Some(ToolError::Declined) => format!(
                "You declined, so {} does not run. The call still gets its tool result, a message saying you declined ({messages}); the llm reads it next turn and decides what to say.",
                call.tool
            ),
            Some(ToolError::Interrupted) => format!(
                "The call to {} gets its one result all the same: interrupted, because you stopped the run ({messages}).",
                call.tool
            ),
            Some(ToolError::UnknownTool) => format!(
                "The agent has no tool named {}. The runner answers the call with an error result ({messages}) and the loop goes on.",
                call.tool
            ),
        },
        Say::Ask { request } if hook_said(trace, index, "ask") => format!(
            "Waiting for you. The PreToolUse hook wants your answer on {}, so the runner pauses the run and asks you first.",
            request.call.tool
        ),
        Say::Ask { request } => {
            let tool = &request.call.tool;
            let first = first_time(trace, index, |s| matches!(s, Say::RunTool { .. } | Say::Ask { .. }));
            let why = match trace.harness().rules().decide_at(&h.agent().rules, tool, s.saved_rules) {
                (Decision::Ask, RuleSource::Default) if first => format!("No permission rule names {tool}, which counts as ask"),
                (Decision::Ask, RuleSource::Default) => format!("No rule names {tool}, which counts as ask"),
                (_, RuleSource::User) => format!("Your rule says {tool} → ask"),
                _ if first => format!("The permission rules, set in advance with the agent's instructions and tools, say {tool} → ask"),
                _ => format!("A rule says {tool} → ask"),
            };
            format!("{why}, so the runner pauses the run and asks you first. It waits for your answer.")
        }
        Say::Answer { reply, .. } => {
            let by = acts(e.from, "answer", "answers");
            match reply {
                Reply::Once => format!("{by} allow once: this call may run, and next time it will ask again."),
                Reply::Always => format!("{by} always allow. The session API saves an allow rule, so the runner stops asking about this tool until you press Reset."),
                Reply::Decline => format!("{by} deny. The tool will not run."),
            }
        }
        Say::Resume { .. } => "The session API passes the answer to the runner, which was waiting on it.".into(),
        Say::Stop => format!(
            "{} Stop. The client asks the session API to stop the run.",
            acts(e.from, "press", "presses")
        ),
        Say::Interrupt => "The session API tells the runner to stop. It must leave the thread whole: every tool call the llm made still gets exactly one result.".into(),
        Say::Cancel { reason: CancelReason::StreamIdle } => format!(
            "Nothing has come from the llm for {}, the agent's idle timeout, so the runner stops waiting: it closes the stream and drops this attempt, as if the stream had broken.",
            seconds(h.agent().stream_idle_timeout_ms())
        ),
        Say::Cancel { .. } if e.to == Part::Llm && summarizing => "The runner closes the llm's stream: the summary is dropped and the thread stays as it was.".into(),
        Say::Cancel { .. } if e.to == Part::Llm => "The runner closes the llm's stream, so the provider stops writing. What arrived so far stays in the thread; any tool call in it gets an interrupted result.".into(),
        Say::Cancel { reason: CancelReason::Stopped } => "The runner cancels the tool that was running.".into(),
        Say::Cancel { reason: CancelReason::TimedOut } => format!(
            "The tool has run for {}, the agent's limit, so the runner cancels it instead of waiting forever.",
            seconds(h.agent().tool_timeout_ms())
        ),
        Say::Retry { attempt, of, after_ms, .. } => format!(
            "The runner tells you it will try again: attempt {attempt} of {of}, after waiting {}. Each wait doubles, to give a struggling provider room.",
            seconds(*after_ms)
        ),
        Say::Compacted { replaced, before, after } => format!(
            "Context compacted: the {replaced} oldest messages are replaced by the llm's summary. The thread shrinks to {messages}, and the next request from {} to {} tokens.",
            thousands(*before),
            thousands(*after)
        ),
        Say::Ended { end } => match end {
            RunEnd::Answered => String::new(),
            RunEnd::Stopped => "The runner tells you the run was stopped. Nothing was lost: the thread holds what happened up to your press.".into(),
            RunEnd::Failed { .. } => "The runner gives up and tells you the run failed. The session must not stay running with nothing in flight.".into(),
            RunEnd::TurnLimit { max } => format!(
                "The run has used its {}, the agent's limit, so the runner stops instead of sending another request, and tells you why.",
                plural(*max as usize, "turn")
            ),
            RunEnd::ContextFull { needed, window } => format!(
                "The next request needs {} tokens and the window holds {}; compacting cannot make enough room, so the runner stops and tells you why.",
                thousands(*needed),
                thousands(*window)
            ),
        },
        Say::Done { end: RunEnd::Answered } => "The runner tells the coordinator the run is done: the llm has answered.".into(),
        // Said by `hooks::narrate`, which answers first.
        Say::Hook { .. } | Say::Hooked { .. } => String::new(),
        Say::Done { .. } => "The runner tells the coordinator the run is over, though not answered.".into(),
        Say::Spawn { agent, prompt } => super::subagents::spawn(h, agent, prompt),
        Say::Spawned { child } => super::subagents::spawned(trace, *child),
        Say::StopChild { child } => super::subagents::stop_child(trace, *child),
        Say::Idle => format!(
            "The run is over: the coordinator marks the session idle, ready for your next message, and tells the {}. The session has used {} so far.",
            if trace.has_second_client() { "clients" } else { "client" },
            plural(h.turns().iter().take(s.turn.map_or(0, |t| t.index + 1)).filter(|t| t.purpose == Purpose::Turn && t.attempt == 1).count(), "turn")
        ),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_notes_ending_a_request_are_said_by_kind_and_count_in_request_order() {
        assert_eq!(notes_words(&[]), "");
        assert_eq!(
            notes_words(&[NoteKind::Reminder, NoteKind::Reminder]),
            ", ending with 2 reminders the harness added, never typed by you"
        );
        // Newest first in, request order out.
        assert_eq!(
            notes_words(&[NoteKind::Skill, NoteKind::Skill, NoteKind::Memory, NoteKind::SkillList]),
            ", ending with what the harness added, never typed by you: the skills listed by name, 1 memory file and 2 skills' instructions"
        );
        assert_eq!(
            notes_words(&[NoteKind::ToolSchemas, NoteKind::Reminder, NoteKind::Skill, NoteKind::ToolNames]),
            ", ending with what the harness added, never typed by you: the deferred tools listed by name, a skill's instructions, 1 reminder and the tool schemas a search loaded"
        );
    }
}
