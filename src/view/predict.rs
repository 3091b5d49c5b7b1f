//! Predict mode: before a step that decides something, a question with two to four answers;
//! the right one and why, read from the trace and the facts the narration uses; and, after a
//! wrong guess about a rule or a limit, the one input to change to see what that guess would
//! have done ("Show what that would do" derives the run again with it).
//!
//! The questions come from the trace, never from a scenario, so every run has them. A replayed
//! log records no permission questions and compacts where its harness did, so a replay asks
//! nothing about rules or the context window, and only a lower turn limit can be tried on it:
//! the log's replies cannot change with a rule, but a limit only cuts them short.

use super::hooks;
use super::narrate::cache_sentence;
use super::subagents::{child_of, thread_tokens};
use super::words::{capitalize, clip, plural, thousands};
use crate::harness::machine::hooks::{decide, DecidedBy};
use crate::harness::machine::tokens::message_tokens;
use crate::harness::machine::{with_rule, Purpose, RuleSource, SessionState, Snapshot};
use crate::harness::protocol::envelope::{Because, Part, RunEnd, Say};
use crate::harness::protocol::hook::{Hook, HookEvent, HookOutcome};
use crate::harness::protocol::mode::Mode;
use crate::harness::protocol::schema::{Decision, LlmEvent, Message, Reply, ToolCall, ToolError};
use crate::harness::scenario::Scenario;
use crate::trace::{Answer, Ending, Inputs, Trace};

/// What a question asks about.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Kind {
    /// Which part a message goes to.
    Route,
    /// How much of a request the prompt cache serves.
    Cache,
    /// Whether the next request fits the agent's context window.
    Fits,
    /// After a reply: another turn, or the run ends.
    NextTurn,
    /// A tool call: it runs at once, the harness asks you, or a rule refuses it.
    ToolRule,
    /// Where a sub-agent works.
    NewSession,
    /// How much of a sub-agent's work joins its parent's context.
    ChildContext,
    /// What loading a skill puts in the next request.
    SkillLoad,
    /// What the thread holds after a compaction.
    AfterCompaction,
}

/// One question, about the step `step`: Predict asks it on the step before.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Question {
    pub step: usize,
    pub kind: Kind,
    pub text: String,
    /// Two to four answers, in the order of the keys 1 to 4.
    pub choices: Vec<&'static str>,
    pub right: usize,
    /// Why the right answer is right, in a sentence.
    pub why: String,
}

/// Where your message goes first, and where the runner sends a piece of a reply.
const PROMPT_ROUTE: [Part; 4] = [Part::SessionApi, Part::Coordinator, Part::Runner, Part::Llm];
const FORWARD_ROUTE: [Part; 4] = [Part::Clients, Part::SessionApi, Part::Tools, Part::Llm];

const CACHE: [&str; 3] = ["None", "Some: under half", "Most: half or more"];
const FITS: [&str; 3] = [
    "Yes: the runner sends it",
    "No: it compacts the thread first",
    "No, and compacting cannot help: the run ends",
];
const NEXT_TURN: [&str; 2] = ["Another turn: a new request to the llm", "The run ends"];
const TOOL_RULE: [&str; 3] = ["It runs at once", "It asks you first", "A rule refuses it"];
/// The decision each answer of `TOOL_RULE` stands for.
const TOOL_RULE_DECISIONS: [Decision; 3] = [Decision::Allow, Decision::Ask, Decision::Deny];
const NEW_SESSION: [&str; 2] = [
    "In a new session, with a thread of its own",
    "In this session, on the same thread",
];
const CHILD_CONTEXT: [&str; 3] = ["Only its last answer", "Its whole thread", "Nothing"];
const SKILL_LOAD: [&str; 3] = [
    "Its instructions, in full",
    "Only its one line, as before",
    "Nothing: the llm remembers it",
];
const AFTER_COMPACTION: [&str; 3] = [
    "The llm's summary alone",
    "The summary and the newest messages",
    "The summary, the newest messages, and the memory files and skills it had loaded",
];

/// A part as an answer names it.
fn part_answer(part: Part) -> &'static str {
    match part {
        Part::SessionApi => "The session API",
        Part::Coordinator => "The coordinator",
        Part::Runner => "The runner",
        Part::Llm => "The llm",
        Part::Clients | Part::Client { .. } => "The clients",
        Part::Tools => "The tools",
        Part::Hooks => "The hooks",
    }
}

/// How much of a request the prompt cache serves: none, under half, or half or more.
pub fn cache_share(cached: u64, total: u64) -> usize {
    match cached {
        0 => 0,
        c if c * 2 < total => 1,
        _ => 2,
    }
}

/// What the runner does once a reply has finished.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum Next {
    /// Another request: to send the results back, or to answer a message that waited.
    Another,
    Answered,
    TurnLimit {
        max: u32,
    },
    ContextFull,
}

/// The steps of `index`'s session after it (`after`) or up to it.
fn session_steps(trace: &Trace, index: usize, after: bool) -> &[usize] {
    let steps = trace.steps_of(trace.steps[index].snapshot.session);
    let k = steps.partition_point(|i| *i <= index);
    if after {
        &steps[k..]
    } else {
        &steps[..k]
    }
}

/// The tool calls of the reply at `s`.
fn calls<'a>(h: &'a SessionState, s: &Snapshot) -> Vec<&'a ToolCall> {
    s.turn.map_or_else(Vec::new, |t| {
        h.turns()[t.index]
            .events
            .iter()
            .filter_map(|e| match e {
                LlmEvent::ToolCall { call } => Some(call),
                _ => None,
            })
            .collect()
    })
}

/// Requests this run of `index`'s session has sent up to it.
fn turns_in_run(trace: &Trace, index: usize) -> u32 {
    let mut n = 0;
    for i in session_steps(trace, index, false).iter().rev() {
        match trace.steps[*i].envelope.say {
            Say::Run => break,
            Say::Request { attempt: 1, .. } => n += 1,
            _ => {}
        }
    }
    n
}

/// What the runner does after the reply that finishes at `index`, as the trace shows; `None`
/// when a press of Stop or a failure decides it. A trace that waits for your answer to one of
/// the reply's calls does not show it yet, but every call gets a result and results go back to
/// the llm, unless the turn limit says no.
fn next_turn(trace: &Trace, index: usize) -> Option<Next> {
    for i in session_steps(trace, index, true) {
        match &trace.steps[*i].envelope.say {
            Say::Request { attempt: 1, .. } | Say::Summarize { attempt: 1, .. } => {
                return Some(Next::Another)
            }
            Say::Ended {
                end: RunEnd::TurnLimit { max },
            } => return Some(Next::TurnLimit { max: *max }),
            Say::Ended {
                end: RunEnd::ContextFull { .. },
            } => return Some(Next::ContextFull),
            Say::Done {
                end: RunEnd::Answered,
            } => return Some(Next::Answered),
            Say::Done { .. } | Say::Ended { .. } | Say::Stop | Say::Interrupt => return None,
            _ => {}
        }
    }
    let step = &trace.steps[index];
    let h = trace.harness().session(step.snapshot.session);
    if trace.ending != Ending::WaitingForYou
        || h.agent().context_window.is_some()
        || calls(h, &step.snapshot).is_empty()
    {
        return None;
    }
    match h.agent().max_turns {
        Some(max) if turns_in_run(trace, index) >= max => Some(Next::TurnLimit { max }),
        _ => Some(Next::Another),
    }
}

/// Whether step `index` is the first piece of text its session's runner forwards in this run.
fn first_text_of_run(trace: &Trace, index: usize) -> bool {
    for i in session_steps(trace, index, false).iter().rev().skip(1) {
        match trace.steps[*i].envelope.say {
            Say::Run => return true,
            Say::Forward {
                event: LlmEvent::Text { .. },
            } => return false,
            _ => {}
        }
    }
    true
}

/// The request at `s`: how much the prompt cache served, of how many tokens. What the server
/// or the log reported when it did; a log that reports nothing gives nothing to ask about.
fn cache_figures(trace: &Trace, h: &SessionState, s: &Snapshot) -> Option<(u64, u64)> {
    let turn = &h.turns()[s.turn?.index];
    let (cached, total) = match (turn.usage, &trace.recorded) {
        (Some(u), _) => (u.cached_tokens.unwrap_or(0), u.prompt_tokens),
        (None, Some(_)) => return None,
        (None, None) => (turn.context.cached, turn.context.total),
    };
    (total > 0).then_some((cached.min(total), total))
}

/// The call a tool decision at `say` is about.
fn call_of(say: &Say) -> Option<&ToolCall> {
    match say {
        Say::RunTool { call, .. } | Say::Result { call, .. } => Some(call),
        Say::Ask { request } => Some(&request.call),
        _ => None,
    }
}

/// The question's kind and its right answer, where step `index` decides something.
pub fn asks(trace: &Trace, index: usize) -> Option<(Kind, usize)> {
    let step = trace.steps.get(index)?;
    let s = &step.snapshot;
    let h = trace.harness().session(s.session);
    let recorded = trace.recorded.is_some();
    let windowed = h.agent().context_window.is_some() && !recorded;
    let route = |parts: [Part; 4]| {
        let right = parts.iter().position(|p| *p == step.envelope.to)?;
        Some((Kind::Route, right))
    };
    match &step.envelope.say {
        // With a Stop hook, a reply with no tool call does not decide the end: the hook does,
        // and the question comes after its answer.
        Say::Request { .. } | Say::Done { .. } | Say::Ended { .. }
            if stop_answer(trace, index).is_some() =>
        {
            Some((
                Kind::NextTurn,
                usize::from(!matches!(step.envelope.say, Say::Request { .. })),
            ))
        }
        Say::Prompt { .. } => route(PROMPT_ROUTE),
        Say::Forward {
            event: LlmEvent::Text { .. },
        } if first_text_of_run(trace, index) => route(FORWARD_ROUTE),
        Say::Request { attempt: 1, .. } if windowed => Some((Kind::Fits, 0)),
        Say::Request { attempt: 1, .. } => {
            let (cached, total) = cache_figures(trace, h, s)?;
            Some((Kind::Cache, cache_share(cached, total)))
        }
        Say::Summarize {
            attempt: 1,
            recorded: false,
            ..
        } if windowed => Some((Kind::Fits, 1)),
        Say::Ended {
            end: RunEnd::ContextFull { .. },
        } if windowed => Some((Kind::Fits, 2)),
        Say::Event {
            event: LlmEvent::Finish {},
        } if calls(h, s).is_empty() && has_stop_hook(h) => None,
        Say::Event {
            event: LlmEvent::Finish {},
        } if s
            .turn
            .is_some_and(|t| h.turns()[t.index].purpose == Purpose::Turn) =>
        {
            let right = match next_turn(trace, index)? {
                Next::Another => 0,
                _ => 1,
            };
            Some((Kind::NextTurn, right))
        }
        Say::RunTool {
            because: Because::Allowed | Because::Hook,
            ..
        } if !recorded => Some((Kind::ToolRule, 0)),
        Say::Ask { .. } if !recorded => Some((Kind::ToolRule, 1)),
        Say::Result { result, .. } if result.error == Some(ToolError::Denied) && !recorded => {
            Some((Kind::ToolRule, 2))
        }
        Say::Spawn { .. } => Some((Kind::NewSession, 0)),
        Say::Output { result } if result.output.starts_with("Launching skill: ") => {
            Some((Kind::SkillLoad, 0))
        }
        Say::Compacted { .. } => Some((
            Kind::AfterCompaction,
            1 + usize::from(put_back(trace, index) > 0),
        )),
        Say::Output { result }
            if result.error.is_none() && child_of(trace, s.session, &result.call_id).is_some() =>
        {
            Some((Kind::ChildContext, 0))
        }
        _ => None,
    }
}

/// How many notes the compaction at step `index` puts back (memory files, skills, listings,
/// tool schemas): the notes of those kinds that end the next request of its session.
fn put_back(trace: &Trace, index: usize) -> usize {
    let Some(step) = trace.steps.get(index) else {
        return 0;
    };
    let h = trace.harness().session(step.snapshot.session);
    let next = step.snapshot.turn.map_or(0, |t| t.index + 1);
    h.turns().get(next).map_or(0, |t| {
        h.log()
            .slice(t.thread.clone())
            .iter()
            .rev()
            .map_while(|m| match m {
                Message::Reminder { about, .. } => Some(about),
                _ => None,
            })
            .filter(|about| !about.is_reminder())
            .count()
    })
}

/// What the Stop hook answered, when step `index` follows from that.
fn stop_answer(trace: &Trace, index: usize) -> Option<(&HookOutcome, &Hook)> {
    match hooks::answer_before(trace, index)? {
        (HookEvent::Stop, outcome, hook) => Some((outcome, hook)),
        _ => None,
    }
}

fn has_stop_hook(h: &SessionState) -> bool {
    h.agent().hooks.iter().any(|k| k.on == HookEvent::Stop)
}

/// The steps of `trace` that decide something, in order.
pub fn deciding_steps(trace: &Trace) -> Vec<usize> {
    (0..trace.steps.len())
        .filter(|i| asks(trace, *i).is_some())
        .collect()
}

/// "run_tests", "read_file, run_tests".
fn tool_names(calls: &[&ToolCall]) -> String {
    calls
        .iter()
        .map(|c| c.tool.as_str())
        .collect::<Vec<_>>()
        .join(", ")
}

/// The question about step `index`, if it decides something.
pub fn question(trace: &Trace, index: usize) -> Option<Question> {
    let (kind, right) = asks(trace, index)?;
    let step = &trace.steps[index];
    let s = &step.snapshot;
    let h = trace.harness().session(s.session);
    let agent = &h.agent().name;
    let parent = h
        .parent()
        .map(|p| trace.harness().session(p.session).agent().name.clone());
    // The runner at the start of a sentence: "The runner", or "explorer's runner" in a
    // sub-agent's session (agents' names keep their case).
    let (runner, the_runner) = match &parent {
        Some(_) => (format!("{agent}'s runner"), format!("{agent}'s runner")),
        None => ("The runner".to_string(), "the runner".to_string()),
    };
    let (text, choices, why): (String, Vec<&'static str>, String) = match (&step.envelope.say, kind)
    {
        (Say::Prompt { .. }, _) => (
            match step.envelope.from {
                Part::Client { id: 1 } => "You press enter. Which part gets your message first?".into(),
                other => format!("{} presses enter. Which part gets the message first?", capitalize(other.name())),
            },
            PROMPT_ROUTE.map(part_answer).to_vec(),
            "A client talks only to the session API: prompt saves the message to the thread and answers at once. Only the runner calls the llm.".into(),
        ),
        (Say::Forward { .. }, _) => (
            format!("A piece of the reply's text has reached {}. Where does it send it?", the_runner),
            FORWARD_ROUTE.map(part_answer).to_vec(),
            match &parent {
                None => "The runner streams each piece straight to the clients over the stream they keep open, so you see the answer as it is written.".into(),
                Some(parent) => format!("{agent}'s runner streams to the clients too, like every runner; the chat folds its text under {parent}'s task call."),
            },
        ),
        (Say::Request { turn, .. }, Kind::Cache) => {
            let (cached, total) = cache_figures(trace, h, s)?;
            let figures = format!("{} of its {} tokens ({}%)", thousands(cached), thousands(total), cached * 100 / total);
            let why = match (&trace.recorded, h.turns()[s.turn?.index].usage) {
                (Some(log), Some(_)) => format!("The {} log reports {figures} read from the prompt cache.", log.source),
                (None, Some(_)) => format!("The server reports {figures} read from the prompt cache."),
                _ if cached == 0 => cache_sentence(trace, index),
                _ => format!("{} That is {}% of its {} tokens.", cache_sentence(trace, index), cached * 100 / total, thousands(total)),
            };
            // Asked before the first request's narration has said what the cache is.
            let gloss = if super::narrate::is_first_request(trace, index) {
                " The provider's prompt cache serves a request that begins the way a recent one did, faster and cheaper."
            } else {
                ""
            };
            (
                format!("{runner} is about to send turn {turn}'s request, about {} tokens.{gloss} How much of it will the prompt cache serve?", thousands(total)),
                CACHE.to_vec(),
                why,
            )
        }
        (say, Kind::Fits) => {
            let window = h.agent().context_window?;
            let why = match say {
                Say::Summarize { needed, replaced, .. } => format!(
                    "It would need {} tokens, more than the {}-token window, so the runner first asks the llm to summarize the {replaced} oldest messages.",
                    thousands(*needed),
                    thousands(window)
                ),
                Say::Ended { end: RunEnd::ContextFull { needed, .. } } => format!(
                    "It needs {} tokens and the window holds {}; compacting cannot make enough room, so the run ends.",
                    thousands(*needed),
                    thousands(window)
                ),
                _ => format!(
                    "It needs about {} tokens, within the {}-token window, so the runner sends it as it is.",
                    thousands(h.turns()[s.turn?.index].context.total),
                    thousands(window)
                ),
            };
            (
                format!("{runner} is ready to send the next request. Will it fit {agent}'s context window of {} tokens?", thousands(window)),
                FITS.to_vec(),
                why,
            )
        }
        (say, Kind::NextTurn) if stop_answer(trace, index).is_some() => {
            let (outcome, hook) = stop_answer(trace, index)?;
            let answered = match outcome {
                HookOutcome::Block { reason } => format!("blocks the end: “{}”", clip(reason, 80)),
                _ => "has nothing against stopping".to_string(),
            };
            let why = match say {
                Say::Request { .. } => "A Stop hook that blocks keeps the run going: its reason joins the thread as a reminder, and the runner sends the llm another request.".to_string(),
                Say::Ended { end: RunEnd::TurnLimit { max } } => format!("The hook would keep the run going, but the run has used its {}, the agent's limit, so it ends.", plural(*max as usize, "turn")),
                _ => "The Stop hook lets the run end, so the reply's text is the answer.".to_string(),
            };
            (
                format!("The llm asked for no tool, and {agent}'s Stop hook {} {answered}. What does the runner do next?", hooks::named(&hook.command)),
                NEXT_TURN.to_vec(),
                why,
            )
        }
        (_, Kind::NextTurn) => {
            let calls = calls(h, s);
            let asked = if calls.is_empty() { String::new() } else { format!("The reply asks for {} ({})", plural(calls.len(), "tool call"), tool_names(&calls)) };
            let why = match next_turn(trace, index)? {
                Next::Another if calls.is_empty() => "A message waits in the session, so the runner takes another turn to answer it.".to_string(),
                Next::Another => format!("{asked}, so once the results are in the thread the runner sends the llm another request."),
                Next::Answered => "The reply asks for no tool, so its text is the answer and the run is done.".into(),
                Next::TurnLimit { max } => format!("{asked}, but the run has used its {}, the agent's limit, so it ends instead of sending another request.", plural(max as usize, "turn")),
                Next::ContextFull => "The next request would not fit the context window even after compacting, so the run ends.".into(),
            };
            (
                format!("{}'s reply is finishing. What does the runner do next?", if parent.is_some() { agent.as_str() } else { "The llm" }),
                NEXT_TURN.to_vec(),
                why,
            )
        }
        (say, Kind::ToolRule) => {
            let call = call_of(say)?;
            let tool = &call.tool;
            let (decision, source) = trace.harness().rules().decide_call_at(&h.agent().rules, call, s.saved_rules);
            let then = match decision {
                Decision::Allow => "the runner runs it at once, without asking you",
                Decision::Ask => "the runner pauses the run and asks you first",
                Decision::Deny => "it does not run, and the call still gets a result saying so",
            };
            let hooked = match hooks::answer_before(trace, index) {
                Some((HookEvent::PreToolUse, outcome, hook)) => Some((outcome, hook)),
                _ => None,
            };
            let rule = match source {
                RuleSource::Default => format!("no rule names {tool}"),
                RuleSource::Mode(m) => format!("{} decides {tool}", m.words()),
                RuleSource::User => format!("your rule says {tool} → {}", decision.as_str()),
                RuleSource::Saved => format!("a saved rule says {tool} → allow"),
                _ => format!("{agent}'s rules say {tool} → {}", decision.as_str()),
            };
            let why = match (hooked, source) {
                (Some((outcome, _)), _) => {
                    let (decided, by) = decide(outcome, (decision, source));
                    let then = match decided {
                        Decision::Allow => "it runs at once, without asking you",
                        Decision::Ask => "the runner asks you first",
                        Decision::Deny => "it does not run, and the call still gets a result saying why",
                    };
                    match by {
                        DecidedBy::Hook => format!("The hook answered {} and {rule}: {}, so {then}.", outcome.kind(), match decided {
                            Decision::Deny => "a refusal from either the hook or a rule stops a call",
                            Decision::Ask => "an ask from either the hook or a rule asks",
                            Decision::Allow => "where no rule decides, the hook's allow is enough",
                        }),
                        DecidedBy::Rule => format!("The hook answered {}, which leaves the decision to the rules, and {rule}, so {then}.", outcome.kind()),
                    }
                }
                (None, RuleSource::Default) => format!("No rule names {tool}, which counts as ask, so {then}."),
                (None, RuleSource::Mode(Mode::Plan)) => format!("The harness is in plan mode, where nothing that would change something runs until you approve the plan; {tool} would, so {then}."),
                (None, RuleSource::Mode(Mode::AcceptEdits)) => format!("The harness is in accept-edits mode, where edits to files run without asking; {tool} edits files, so {then}."),
                (None, RuleSource::Mode(m)) => format!("The harness is in {}, where every call runs unless a rule says deny, so {then}.", m.words()),
                (None, RuleSource::User) => format!("Your rule says {tool} → {}, so {then}.", decision.as_str()),
                (None, RuleSource::Saved) => format!("Always allow saved a rule {tool} → allow, so {then}."),
                _ => format!("{agent}'s rules say {tool} → {}, so {then}.", decision.as_str()),
            };
            let text = match hooked {
                Some((outcome, hook)) => format!(
                    "{agent}'s llm asked for {tool}({}), and its PreToolUse hook {} answered {}. What does the harness do with the call? The agent panel shows the rules.",
                    clip(&call.input, 40),
                    hooks::named(&hook.command),
                    outcome.kind()
                ),
                None => format!("{agent}'s llm asks for {tool}({}). What does the harness do with the call? The agent panel shows the rules.", clip(&call.input, 40)),
            };
            (text, TOOL_RULE.to_vec(), why)
        }
        (Say::Output { result }, Kind::SkillLoad) => {
            let name = result.output.trim_start_matches("Launching skill: ");
            (
                format!("The skill tool has loaded {name}. What of it joins {agent}'s next request?"),
                SKILL_LOAD.to_vec(),
                format!("Until now each request held only the one line of {name} in the skills listing; loading it puts its instructions in the thread, after this result, so the next request and every one after it carry them. The llm keeps nothing between requests."),
            )
        }
        (Say::Compacted { replaced, .. }, Kind::AfterCompaction) => {
            let notes = put_back(trace, index);
            let why = if notes > 0 {
                format!("The {replaced} oldest messages give way to the llm's summary; the newest exchange stays; and the harness loads again what it had loaded, {} here, so the llm does not lose its instructions.", plural(notes, "note"))
            } else {
                format!("The {replaced} oldest messages give way to the llm's summary, and the newest exchange stays, so the llm still sees where it was. {agent} had loaded no memory file or skill to put back.")
            };
            (
                format!("{agent}'s thread is being compacted. What does it hold afterwards?"),
                AFTER_COMPACTION.to_vec(),
                why,
            )
        }
        (Say::Spawn { agent: child, .. }, _) => (
            format!("The task tool starts {child} on the task. Where does {child} work?"),
            NEW_SESSION.to_vec(),
            format!("The task tool is a client of the session API, like your window: it asks for a new session of {child}, whose thread starts with the prompt alone, not a copy of {agent}'s."),
        ),
        (Say::Output { result }, _) => {
            let child = child_of(trace, s.session, &result.call_id)?;
            let name = &child.agent().name;
            let joins = message_tokens(&Message::Tool { result: result.clone() });
            (
                format!("{name} has finished. How much of its work joins {agent}'s context?"),
                CHILD_CONTEXT.to_vec(),
                format!(
                    "{name} worked in a thread of its own, so only its answer, {} tokens, joins {agent}'s context, not the {} tokens of its thread.",
                    thousands(joins),
                    thousands(thread_tokens(trace, child))
                ),
            )
        }
        _ => return None,
    };
    Some(Question {
        step: index,
        kind,
        text,
        choices,
        right,
        why,
    })
}

/// What the page says to answer `choice`: right or not, and why.
pub fn verdict(question: &Question, choice: usize) -> String {
    if choice == question.right {
        format!("Right. {}", question.why)
    } else {
        format!(
            "Not quite: the answer is “{}”. {}",
            question.choices[question.right], question.why
        )
    }
}

/// One input of a run, changed: what a wrong guess would have needed.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Change {
    /// Your rule for a tool, from the step on.
    Rule { tool: String, decision: Decision },
    /// An agent's maximum number of turns per run.
    MaxTurns { agent: String, max: u32 },
    /// An agent's context window, in tokens.
    ContextWindow { agent: String, window: u64 },
}

impl Change {
    /// "run_tests → allow", "coder with at most 4 turns a run".
    pub fn label(&self) -> String {
        match self {
            Change::Rule { tool, decision } => format!("{tool} → {}", decision.as_str()),
            Change::MaxTurns { agent, max } => {
                format!(
                    "{agent} with at most {} a run",
                    plural(*max as usize, "turn")
                )
            }
            Change::ContextWindow { agent, window } => {
                format!("{agent} with a {}-token context window", thousands(*window))
            }
        }
    }
}

/// The change that would make answer `choice` right, where a rule or a limit decides and the
/// answer is wrong. A rule saved by Always allow outranks yours, so it cannot be overruled.
pub fn what_if(trace: &Trace, question: &Question, choice: usize) -> Option<Change> {
    if choice == question.right || choice >= question.choices.len() {
        return None;
    }
    let step = trace.steps.get(question.step)?;
    let s = &step.snapshot;
    let h = trace.harness().session(s.session);
    let agent = h.agent().name.clone();
    let recorded = trace.recorded.is_some();
    match question.kind {
        Kind::ToolRule if !recorded => {
            let call = call_of(&step.envelope.say)?;
            let (_, source) =
                trace
                    .harness()
                    .rules()
                    .decide_call_at(&h.agent().rules, call, s.saved_rules);
            // A hook or the mode decided it: no rule of yours would change that.
            let by_hook = match hooks::answer_before(trace, question.step) {
                Some((HookEvent::PreToolUse, outcome, _)) => {
                    let rule = trace.harness().rules().decide_call_at(
                        &h.agent().rules,
                        call,
                        s.saved_rules,
                    );
                    decide(outcome, rule).1 == DecidedBy::Hook
                }
                _ => false,
            };
            let by_mode = matches!(source, RuleSource::Mode(_));
            (source != RuleSource::Saved && !by_hook && !by_mode).then(|| Change::Rule {
                tool: call.tool.clone(),
                decision: TOOL_RULE_DECISIONS[choice],
            })
        }
        // Guessed the end: a limit of the turns it has had ends it there.
        Kind::NextTurn => match next_turn(trace, question.step)? {
            Next::Another => Some(Change::MaxTurns {
                agent,
                max: turns_in_run(trace, question.step),
            }),
            Next::TurnLimit { max } if !recorded => Some(Change::MaxTurns {
                agent,
                max: max + 1,
            }),
            _ => None,
        },
        Kind::Fits if !recorded => {
            let window = match (&step.envelope.say, choice) {
                (Say::Summarize { needed, .. }, 0)
                | (
                    Say::Ended {
                        end: RunEnd::ContextFull { needed, .. },
                    },
                    0,
                ) => *needed,
                (Say::Request { .. }, 1) => {
                    h.turns()[s.turn?.index].context.total.saturating_sub(1)
                }
                _ => return None,
            };
            Some(Change::ContextWindow { agent, window })
        }
        _ => None,
    }
}

/// The scenario and inputs of the run `trace` (of `scenario` with `inputs`) with `change`
/// made from step `step` on: the answers given before it stay, a question the other run asks
/// there and yours did not gets "allow once" so it goes on, the answer to one it no longer
/// asks is dropped, and the later answers follow in order; stops after the step are dropped.
pub fn what_if_run(
    scenario: &Scenario,
    inputs: &Inputs,
    trace: &Trace,
    step: usize,
    change: &Change,
) -> (Scenario, Inputs) {
    let mut scenario = scenario.clone();
    let mut out = Inputs {
        answers: inputs.answers.clone(),
        user_rules: inputs.user_rules.clone(),
        stops: inputs
            .stops
            .iter()
            .copied()
            .filter(|s| *s <= step)
            .collect(),
        cache: inputs.cache.clone(),
        mode: inputs.mode,
    };
    let agents = std::iter::once(&mut scenario.agent)
        .chain(scenario.subagents.iter_mut().map(|s| &mut s.agent));
    match change {
        Change::Rule { tool, decision } => {
            out.user_rules = with_rule(&out.user_rules, tool, *decision);
            let before = trace.questions_before(step).min(inputs.answers.len());
            let asked = trace.is_question(step);
            let later = inputs
                .answers
                .get(before + usize::from(asked)..)
                .unwrap_or(&[]);
            out.answers.truncate(before);
            if *decision == Decision::Ask && !asked {
                out.answers.push(Answer::mine(Reply::Once));
            }
            out.answers.extend_from_slice(later);
        }
        Change::MaxTurns { agent, max } => agents
            .filter(|a| a.name == *agent)
            .for_each(|a| a.max_turns = Some(*max)),
        Change::ContextWindow { agent, window } => agents
            .filter(|a| a.name == *agent)
            .for_each(|a| a.context_window = Some(*window)),
    }
    (scenario, out)
}

/// The first step where `other` differs from `real` (its length when one is the start of the
/// other).
pub fn parted_at(real: &Trace, other: &Trace) -> usize {
    real.steps
        .iter()
        .zip(&other.steps)
        .take_while(|(a, b)| a.envelope == b.envelope)
        .count()
}

/// "the runner sends run run_tests to the tools".
fn what_happens(trace: &Trace, index: usize) -> String {
    super::diagram::message(trace, index).map_or_else(
        || "has ended".to_string(),
        |m| {
            if m.from == m.to {
                format!("the {}: {}", m.from.name(), m.label)
            } else {
                format!(
                    "the {} sends {} to the {}",
                    m.from.name(),
                    m.label,
                    m.to.name()
                )
            }
        },
    )
}

/// How a run stands at its end: "ends after 22 steps, answered".
fn ending(trace: &Trace) -> String {
    let n = trace.steps.len();
    match &trace.ending {
        Ending::WaitingForYou => format!("waits for your answer at step {n}"),
        Ending::Broken { reason } => format!("breaks at step {n}: {reason}"),
        Ending::Idle => {
            let end = trace
                .steps
                .iter()
                .rev()
                .find_map(|s| match &s.envelope.say {
                    Say::Done { end } => Some(end),
                    _ => None,
                });
            match end {
                Some(end) => format!("ends after {n} steps, {}", super::end_word(end)),
                None => format!("ends after {n} steps"),
            }
        }
    }
}

/// Where the other run parts from yours, and how each ends.
pub fn compare(real: &Trace, other: &Trace) -> String {
    let at = parted_at(real, other);
    let parted = if at == real.steps.len() && at == other.steps.len() {
        "It is step for step the same as yours.".to_string()
    } else {
        format!(
            "It is the same as yours up to step {at}. At step {}, in yours {}; in this one {}.",
            at + 1,
            what_happens(real, at),
            what_happens(other, at)
        )
    };
    format!(
        "{parted} This one {}; yours {}.",
        ending(other),
        ending(real)
    )
}

/// Where Step forward from step `at` toward step `next` stops in Predict mode: on the step
/// before the first step after `at + 1` that decides something and has no answer yet. The
/// question open at `at` itself is passed: stepping on without answering is allowed.
pub fn stop_before(
    deciding: &[usize],
    answered: impl Fn(usize) -> bool,
    at: usize,
    next: usize,
) -> usize {
    let from = deciding.partition_point(|q| *q < at + 2);
    deciding[from..]
        .iter()
        .take_while(|q| **q <= next)
        .find(|q| !answered(**q))
        .map_or(next, |q| q - 1)
}
