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
use super::words::clip;
use crate::harness::machine::hooks::{decide, DecidedBy};
use crate::harness::machine::tokens::message_tokens;
use crate::harness::machine::{with_rule, Purpose, RuleSource, SessionState, Snapshot};
use crate::harness::protocol::envelope::{Because, Part, RunEnd, Say};
use crate::harness::protocol::hook::{Hook, HookEvent, HookOutcome};
use crate::harness::protocol::mode::Mode;
use crate::harness::protocol::schema::{Decision, LlmEvent, Message, Reply, ToolCall, ToolError};
use crate::harness::scenario::Scenario;
use crate::t;
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
    pub choices: Vec<String>,
    pub right: usize,
    /// Why the right answer is right, in a sentence.
    pub why: String,
}

/// Where your message goes first, and where the runner sends a piece of a reply.
const PROMPT_ROUTE: [Part; 4] = [Part::SessionApi, Part::Coordinator, Part::Runner, Part::Llm];
const FORWARD_ROUTE: [Part; 4] = [Part::Clients, Part::SessionApi, Part::Tools, Part::Llm];

/// The decision each answer of a `ToolRule` question stands for.
const TOOL_RULE_DECISIONS: [Decision; 3] = [Decision::Allow, Decision::Ask, Decision::Deny];

/// The answers a question of `kind` offers; a route's are the parts of `route`.
fn answers(kind: Kind, route: &[Part; 4]) -> Vec<String> {
    match kind {
        Kind::Route => route.iter().map(|p| part_answer(*p)).collect(),
        Kind::Cache => vec![
            t!("predict-cache-none"),
            t!("predict-cache-some"),
            t!("predict-cache-most"),
        ],
        Kind::Fits => vec![
            t!("predict-fits-yes"),
            t!("predict-fits-compacts"),
            t!("predict-fits-ends"),
        ],
        Kind::NextTurn => vec![t!("predict-next-another"), t!("predict-next-ends")],
        Kind::ToolRule => vec![
            t!("predict-rule-runs"),
            t!("predict-rule-asks"),
            t!("predict-rule-refuses"),
        ],
        Kind::NewSession => vec![t!("predict-session-new"), t!("predict-session-same")],
        Kind::ChildContext => vec![
            t!("predict-child-answer"),
            t!("predict-child-thread"),
            t!("predict-child-nothing"),
        ],
        Kind::SkillLoad => vec![
            t!("predict-skill-full"),
            t!("predict-skill-line"),
            t!("predict-skill-nothing"),
        ],
        Kind::AfterCompaction => vec![
            t!("predict-compacted-summary"),
            t!("predict-compacted-newest"),
            t!("predict-compacted-reloaded"),
        ],
    }
}

/// A part as an answer names it.
fn part_answer(part: Part) -> String {
    match part {
        Part::SessionApi => t!("predict-part-session-api"),
        Part::Coordinator => t!("predict-part-coordinator"),
        Part::Runner => t!("predict-part-runner"),
        Part::Llm => t!("predict-part-llm"),
        Part::Clients | Part::Client { .. } => t!("predict-part-clients"),
        Part::Tools => t!("predict-part-tools"),
        Part::Hooks => t!("predict-part-hooks"),
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
    // In a sub-agent's session the runner is "explorer's runner" (agents' names keep their
    // case), so its questions have a message of their own.
    let sub = parent.is_some();
    let route = match &step.envelope.say {
        Say::Forward { .. } => FORWARD_ROUTE,
        _ => PROMPT_ROUTE,
    };
    let (text, why): (String, String) = match (&step.envelope.say, kind) {
        (Say::Prompt { .. }, _) => (
            match step.envelope.from {
                Part::Client { id: 1 } => t!("predict-ask-prompt-you"),
                Part::Client { id: 2 } => t!("predict-ask-prompt-client-two"),
                _ => t!("predict-ask-prompt-another-client"),
            },
            t!("predict-why-prompt"),
        ),
        (Say::Forward { .. }, _) => (
            if sub {
                t!("predict-ask-forward-subagent", agent = agent)
            } else {
                t!("predict-ask-forward")
            },
            match &parent {
                None => t!("predict-why-forward"),
                Some(parent) => t!(
                    "predict-why-forward-subagent",
                    agent = agent,
                    parent = parent
                ),
            },
        ),
        (Say::Request { turn, .. }, Kind::Cache) => {
            let (cached, total) = cache_figures(trace, h, s)?;
            let percent = cached * 100 / total;
            let why = match (&trace.recorded, h.turns()[s.turn?.index].usage) {
                (Some(log), Some(_)) => t!(
                    "predict-why-cache-log",
                    source = &log.source,
                    cached = cached,
                    total = total,
                    percent = percent
                ),
                (None, Some(_)) => t!(
                    "predict-why-cache-server",
                    cached = cached,
                    total = total,
                    percent = percent
                ),
                _ if cached == 0 => cache_sentence(trace, index),
                _ => t!(
                    "predict-why-cache-share",
                    sentence = cache_sentence(trace, index),
                    percent = percent,
                    total = total
                ),
            };
            // Asked before the first request's narration has said what the cache is.
            let first = super::narrate::is_first_request(trace, index);
            let text = match (first, sub) {
                (false, false) => t!("predict-ask-cache", turn = *turn, total = total),
                (false, true) => t!(
                    "predict-ask-cache-subagent",
                    agent = agent,
                    turn = *turn,
                    total = total
                ),
                (true, false) => t!("predict-ask-cache-first", turn = *turn, total = total),
                (true, true) => t!(
                    "predict-ask-cache-first-subagent",
                    agent = agent,
                    turn = *turn,
                    total = total
                ),
            };
            (text, why)
        }
        (say, Kind::Fits) => {
            let window = h.agent().context_window?;
            let why = match say {
                Say::Summarize {
                    needed, replaced, ..
                } => t!(
                    "predict-why-fits-compacts",
                    needed = *needed,
                    window = window,
                    replaced = *replaced
                ),
                Say::Ended {
                    end: RunEnd::ContextFull { needed, .. },
                } => t!("predict-why-fits-ends", needed = *needed, window = window),
                _ => t!(
                    "predict-why-fits-sends",
                    needed = h.turns()[s.turn?.index].context.total,
                    window = window
                ),
            };
            let text = if sub {
                t!("predict-ask-fits-subagent", agent = agent, window = window)
            } else {
                t!("predict-ask-fits", agent = agent, window = window)
            };
            (text, why)
        }
        (say, Kind::NextTurn) if stop_answer(trace, index).is_some() => {
            let (outcome, hook) = stop_answer(trace, index)?;
            let hook = hooks::named(&hook.command);
            let text = match outcome {
                HookOutcome::Block { reason } => t!(
                    "predict-ask-stop-blocks",
                    agent = agent,
                    hook = hook,
                    reason = clip(reason, 80)
                ),
                _ => t!("predict-ask-stop-passes", agent = agent, hook = hook),
            };
            let why = match say {
                Say::Request { .. } => t!("predict-why-stop-blocks"),
                Say::Ended {
                    end: RunEnd::TurnLimit { max },
                } => t!("predict-why-stop-turn-limit", max = *max),
                _ => t!("predict-why-stop-ends"),
            };
            (text, why)
        }
        (_, Kind::NextTurn) => {
            let calls = calls(h, s);
            let tools = tool_names(&calls);
            let why = match next_turn(trace, index)? {
                Next::Another if calls.is_empty() => t!("predict-why-next-waiting"),
                Next::Another => t!(
                    "predict-why-next-another",
                    calls = calls.len(),
                    tools = tools
                ),
                Next::Answered => t!("predict-why-next-answered"),
                Next::TurnLimit { max } => t!(
                    "predict-why-next-turn-limit",
                    calls = calls.len(),
                    tools = tools,
                    max = max
                ),
                Next::ContextFull => t!("predict-why-next-context-full"),
            };
            let text = if sub {
                t!("predict-ask-next-subagent", agent = agent)
            } else {
                t!("predict-ask-next")
            };
            (text, why)
        }
        (say, Kind::ToolRule) => {
            let call = call_of(say)?;
            let tool = &call.tool;
            let (decision, source) =
                trace
                    .harness()
                    .rules()
                    .decide_call_at(&h.agent().rules, call, s.saved_rules);
            let hooked = match hooks::answer_before(trace, index) {
                Some((HookEvent::PreToolUse, outcome, hook)) => Some((outcome, hook)),
                _ => None,
            };
            let said = decision.as_str();
            let why = match (hooked, source) {
                (Some((outcome, _)), _) => {
                    let rule = match source {
                        RuleSource::Default => t!("predict-rule-none", tool = tool),
                        RuleSource::Mode(m) => {
                            t!(
                                "predict-rule-mode",
                                mode = super::words::mode_name(m),
                                tool = tool
                            )
                        }
                        RuleSource::User => {
                            t!("predict-rule-yours", tool = tool, decision = said)
                        }
                        RuleSource::Saved => t!("predict-rule-saved", tool = tool),
                        _ => t!(
                            "predict-rule-agents",
                            agent = agent,
                            tool = tool,
                            decision = said
                        ),
                    };
                    let (decided, by) = decide(outcome, (decision, source));
                    match by {
                        DecidedBy::Hook => t!(
                            "predict-why-hook-decides",
                            outcome = outcome.kind(),
                            rule = rule,
                            decided = decided.as_str()
                        ),
                        DecidedBy::Rule => t!(
                            "predict-why-hook-leaves-it",
                            outcome = outcome.kind(),
                            rule = rule,
                            decided = decided.as_str()
                        ),
                    }
                }
                (None, RuleSource::Default) => {
                    t!("predict-why-rule-none", tool = tool, decision = said)
                }
                (None, RuleSource::Mode(Mode::Plan)) => {
                    t!("predict-why-rule-plan-mode", tool = tool, decision = said)
                }
                (None, RuleSource::Mode(Mode::AcceptEdits)) => t!(
                    "predict-why-rule-accept-edits-mode",
                    tool = tool,
                    decision = said
                ),
                (None, RuleSource::Mode(m)) => {
                    t!(
                        "predict-why-rule-mode",
                        mode = super::words::mode_name(m),
                        decision = said
                    )
                }
                (None, RuleSource::User) => {
                    t!("predict-why-rule-yours", tool = tool, decision = said)
                }
                (None, RuleSource::Saved) => {
                    t!("predict-why-rule-saved", tool = tool, decision = said)
                }
                _ => t!(
                    "predict-why-rule-agents",
                    agent = agent,
                    tool = tool,
                    decision = said
                ),
            };
            let input = clip(&call.input, 40);
            let text = match hooked {
                Some((outcome, hook)) => t!(
                    "predict-ask-rule-hooked",
                    agent = agent,
                    tool = tool,
                    input = input,
                    hook = hooks::named(&hook.command),
                    outcome = outcome.kind()
                ),
                None => t!(
                    "predict-ask-rule",
                    agent = agent,
                    tool = tool,
                    input = input
                ),
            };
            (text, why)
        }
        (Say::Output { result }, Kind::SkillLoad) => {
            let name = result.output.trim_start_matches("Launching skill: ");
            (
                t!("predict-ask-skill", skill = name, agent = agent),
                t!("predict-why-skill", skill = name),
            )
        }
        (Say::Compacted { replaced, .. }, Kind::AfterCompaction) => {
            let notes = put_back(trace, index);
            let why = if notes > 0 {
                t!(
                    "predict-why-compacted-reloaded",
                    replaced = *replaced,
                    notes = notes
                )
            } else {
                t!("predict-why-compacted", replaced = *replaced, agent = agent)
            };
            (t!("predict-ask-compacted", agent = agent), why)
        }
        (Say::Spawn { agent: child, .. }, _) => (
            t!("predict-ask-spawn", child = child),
            t!("predict-why-spawn", child = child, agent = agent),
        ),
        (Say::Output { result }, _) => {
            let child = child_of(trace, s.session, &result.call_id)?;
            let name = &child.agent().name;
            let joins = message_tokens(&Message::Tool {
                result: result.clone(),
            });
            (
                t!("predict-ask-child", child = name, agent = agent),
                t!(
                    "predict-why-child",
                    child = name,
                    joins = joins,
                    agent = agent,
                    thread = thread_tokens(trace, child)
                ),
            )
        }
        _ => return None,
    };
    Some(Question {
        step: index,
        kind,
        text,
        choices: answers(kind, &route),
        right,
        why,
    })
}

/// What the page says to answer `choice`: right or not, and why.
pub fn verdict(question: &Question, choice: usize) -> String {
    if choice == question.right {
        t!("predict-verdict-right", why = &question.why)
    } else {
        t!(
            "predict-verdict-wrong",
            answer = &question.choices[question.right],
            why = &question.why
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
                t!("predict-change-max-turns", agent = agent, max = *max)
            }
            Change::ContextWindow { agent, window } => t!(
                "predict-change-context-window",
                agent = agent,
                window = *window
            ),
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
        || t!("predict-happens-ended"),
        |m| {
            if m.from == m.to {
                t!(
                    "predict-happens-within",
                    from = super::diagram::part_name(m.from),
                    what = &m.label
                )
            } else {
                t!(
                    "predict-happens-sends",
                    from = super::diagram::part_name(m.from),
                    what = &m.label,
                    to = super::diagram::part_name(m.to)
                )
            }
        },
    )
}

/// How a run stands at its end: "ends after 22 steps, answered".
fn ending(trace: &Trace) -> String {
    let n = trace.steps.len();
    match &trace.ending {
        Ending::WaitingForYou => t!("predict-ending-waits", n = n),
        Ending::Broken { reason } => t!("predict-ending-breaks", n = n, reason = reason),
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
                Some(end) => t!("predict-ending-ends-as", n = n, end = super::end_word(end)),
                None => t!("predict-ending-ends", n = n),
            }
        }
    }
}

/// Where the other run parts from yours, and how each ends.
pub fn compare(real: &Trace, other: &Trace) -> String {
    let at = parted_at(real, other);
    let (theirs, yours) = (ending(other), ending(real));
    if at == real.steps.len() && at == other.steps.len() {
        t!("predict-compare-same", theirs = theirs, yours = yours)
    } else {
        t!(
            "predict-compare-parted",
            at = at,
            next = at + 1,
            yours_happens = what_happens(real, at),
            theirs_happens = what_happens(other, at),
            theirs = theirs,
            yours = yours
        )
    }
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
