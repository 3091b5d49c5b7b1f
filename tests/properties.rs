//! Property tests: random scenarios built in code, and the invariants every trace must keep.
//!
//! The built-in scenarios show one path each; these throw random scripts, rules, answers,
//! broken streams, slow tools, stops, limits, small context windows and a second client at the
//! core and check what must hold on any path: the thread only grows except at a compaction;
//! every call ends with exactly one result, in call order; one run at a time; permissions are
//! obeyed; an idle session has answered or says why not; the token and cache accounting adds
//! up; and no input makes the scenario loader panic.
// proptest is a native-only dev-dependency.
#![cfg(not(target_arch = "wasm32"))]

mod common;

use std::collections::{BTreeMap, HashMap, HashSet};

use proptest::prelude::*;

use harness_demo::harness::drivers::scripted_llm::Llm;
use harness_demo::harness::machine::tokens::{self, Source};
use harness_demo::harness::machine::{CacheProfile, Harness, Purpose, Wants};
use harness_demo::harness::protocol::envelope::{Because, CancelReason, Part, RunEnd, Say};
use harness_demo::harness::protocol::hook::{Hook, HookEvent, HookOutcome};
use harness_demo::harness::protocol::memory::MemoryFile;
use harness_demo::harness::protocol::mode::Mode;
use harness_demo::harness::protocol::schema::{
    Agent, Decision, Message, NoteKind, Reply, Rule, Status, Tool, ToolError,
};
use harness_demo::harness::protocol::skill::{Skill, SKILL_TOOL};
use harness_demo::harness::protocol::tool_search::SEARCH_TOOL;
use harness_demo::harness::scenario::script::{ScriptedCall, ScriptedError, ScriptedReply};
use harness_demo::harness::scenario::{builtin, Scenario, ScheduledReminder, SecondClient};
use harness_demo::trace::{derive, Answer, Ending, Inputs, Step, Trace};
use harness_demo::view::chat::{CallState, ChatLog, ChatRow, QuestionState, Writing};
use harness_demo::view::narrate;

/// Enough cases to reach the rare paths (a second client mid-question, a stop during a
/// backoff) while the whole suite stays well under a minute in debug. `PROPTEST_CASES=5000`
/// runs a longer search.
fn cases() -> u32 {
    std::env::var("PROPTEST_CASES")
        .ok()
        .and_then(|n| n.parse().ok())
        .unwrap_or(256)
}

const KNOWN: [&str; 3] = ["read_file", "run_tests", "write_file"];
/// A tool some generated agents list by name only.
const DEFERRED: &str = "mcp__tracker__create_issue";

// ---- generating scenarios -----------------------------------------------------------------

fn tool_name() -> impl Strategy<Value = String> {
    prop_oneof![
        4 => prop::sample::select(KNOWN.to_vec()).prop_map(str::to_string),
        1 => prop::sample::select(vec!["deploy", "rm_rf", "Read_File", SKILL_TOOL, SEARCH_TOOL, DEFERRED]).prop_map(str::to_string),
    ]
}

fn call() -> impl Strategy<Value = ScriptedCall> {
    let input = prop::sample::select(vec![
        "README.md",
        "missing.txt",
        "",
        "a.txt\nnew body",
        "lint",
        "docs/guide.md",
        "select:mcp__tracker__create_issue",
    ]);
    (tool_name(), input).prop_map(|(tool, input)| ScriptedCall {
        tool,
        input: input.into(),
        id: None,
        result: None,
    })
}

fn sentence() -> impl Strategy<Value = String> {
    // Sentence ends exercise the streaming into chunks; empty text is a legal reply too.
    prop::sample::select(vec![
        "",
        "Done.",
        "Let me look. One moment.",
        "First: this. Then: that! Really? Yes.",
        "ünïcödé text with no end",
    ])
    .prop_map(str::to_string)
}

fn reply_spec() -> impl Strategy<Value = ScriptedReply> {
    (
        sentence(),
        prop::collection::vec(call(), 0..=3),
        prop::option::of(sentence()),
        prop::option::weighted(0.15, any::<bool>()),
    )
        .prop_map(|(text, tool_calls, if_refused, broken)| match broken {
            Some(retryable) => ScriptedReply {
                text,
                error: Some(ScriptedError {
                    message: "the stream broke".into(),
                    retryable,
                }),
                ..ScriptedReply::default()
            },
            None => ScriptedReply {
                text,
                tool_calls,
                if_refused,
                ..ScriptedReply::default()
            },
        })
}

fn decision() -> impl Strategy<Value = Option<Decision>> {
    prop::option::of(prop::sample::select(Decision::ALL.to_vec()))
}

fn answer() -> impl Strategy<Value = Answer> {
    (
        prop::sample::select(Reply::ALL.to_vec()),
        prop::sample::select(vec![1u8, 1, 1, 2]),
    )
        .prop_map(|(reply, client)| Answer { client, reply })
}

/// One answer a hook of `event` may give.
fn hook_outcome(event: HookEvent) -> impl Strategy<Value = HookOutcome> {
    let said = "Because the hook says so.".to_string();
    let all = vec![
        HookOutcome::Pass,
        HookOutcome::Allow {
            reason: said.clone(),
        },
        HookOutcome::Deny {
            reason: said.clone(),
        },
        HookOutcome::Ask {
            reason: said.clone(),
        },
        HookOutcome::Context {
            text: "A note from the hook.".into(),
        },
        HookOutcome::Block { reason: said },
    ];
    prop::sample::select(
        all.into_iter()
            .filter(|o| event.allows(o))
            .collect::<Vec<_>>(),
    )
}

/// Hooks, mostly none: at most one per event, a PreToolUse one for a tool or for all, and a
/// Stop hook that blocks a few times before it lets the run end.
fn hooks() -> impl Strategy<Value = Vec<Hook>> {
    let per_event = |event: HookEvent| {
        prop::option::weighted(
            0.3,
            (
                prop::option::of(prop::sample::select(KNOWN.to_vec())),
                prop::collection::vec(hook_outcome(event), 1..4),
            ),
        )
        .prop_map(move |h| {
            h.map(|(tool, mut outcomes)| {
                if event == HookEvent::Stop {
                    outcomes.push(HookOutcome::Pass);
                }
                Hook {
                    on: event,
                    tool: tool.filter(|_| event.is_per_call()).map(str::to_string),
                    command: format!("./{}.sh", event.name()),
                    outcomes,
                    recorded: Default::default(),
                }
            })
        })
    };
    (
        per_event(HookEvent::SessionStart),
        per_event(HookEvent::UserPromptSubmit),
        per_event(HookEvent::PreToolUse),
        per_event(HookEvent::PostToolUse),
        per_event(HookEvent::Stop),
        per_event(HookEvent::PreCompact),
    )
        .prop_map(|(a, b, c, d, e, f)| [a, b, c, d, e, f].into_iter().flatten().collect())
}

/// A scenario with its user inputs.
#[derive(Clone, Debug)]
struct Case {
    scenario: Scenario,
    inputs: Inputs,
}

/// The agent's limits: none mostly, sometimes tight ones.
fn limits() -> impl Strategy<Value = (Option<u32>, Option<u64>, bool)> {
    (
        prop::option::weighted(0.25, 1u32..4),
        prop::option::weighted(0.3, 2_420u64..2_900),
        prop::bool::weighted(0.2),
    )
}

fn case() -> impl Strategy<Value = Case> {
    (
        // Which known tools the agent has; a known tool it lacks counts as unknown.
        prop::collection::vec(prop::bool::weighted(0.8), 3),
        prop::collection::vec(decision(), 3),
        prop::collection::vec(reply_spec(), 1..6),
        prop::collection::vec(answer(), 0..6),
        prop::option::of(0usize..80),
        any::<bool>(),
        limits(),
        prop::collection::vec(0usize..90, 0..2),
        hooks(),
        prop::collection::vec((1u32..6, sentence()), 0..3),
        (
            prop::sample::select(vec![
                Mode::Default,
                Mode::Default,
                Mode::Default,
                Mode::AcceptEdits,
                Mode::Plan,
                Mode::BypassPermissions,
            ]),
            // Skills (with the skill tool), memory files, a deferred tool (with the search).
            prop::bool::weighted(0.3),
            prop::bool::weighted(0.3),
            prop::bool::weighted(0.3),
        ),
    )
        .prop_map(
            |(has, decisions, replies, user, second, rules_as_input, limits, stops, hooks, notes, (mode, skills, memory, deferred))| {
                let mut tools: Vec<String> = KNOWN
                    .iter()
                    .zip(&has)
                    .filter(|(_, h)| **h)
                    .map(|(t, _)| t.to_string())
                    .collect();
                if skills {
                    tools.push(SKILL_TOOL.to_string());
                }
                if deferred {
                    tools.push(SEARCH_TOOL.to_string());
                }
                let rules: Vec<Rule> = KNOWN
                    .iter()
                    .zip(&decisions)
                    .filter(|(t, _)| tools.iter().any(|n| n == *t))
                    .filter_map(|(t, d)| {
                        d.map(|decision| Rule {
                            tool: t.to_string(),
                            decision,
                        })
                    })
                    .collect();
                let (max_turns, context_window, slow_tests) = limits;
                let scenario = Scenario {
                    id: "generated".into(),
                    title: "Generated".into(),
                    description: "Built by a property test.".into(),
                    prompt: "Do the thing.".into(),
                    agent: Agent {
                        name: "coder".into(),
                        instructions: "You are coder.".into(),
                        tools: tools.clone(),
                        rules: if rules_as_input {
                            vec![]
                        } else {
                            rules.clone()
                        },
                        max_turns,
                        context_window,
                        tool_timeout_ms: None,
                        stream_idle_timeout_ms: None,
                        agents: vec![],
                        max_attempts: None,
                        hooks: hooks
                            .into_iter()
                            .filter(|h| h.tool.as_ref().is_none_or(|t| tools.contains(t)))
                            .collect(),
                        skills: if skills {
                            vec![Skill {
                                name: "lint".into(),
                                description: "Run the linter and fix what it says.".into(),
                                body: "Run cargo clippy; fix each warning; run it again.".repeat(8),
                            }]
                        } else {
                            vec![]
                        },
                        memory: if memory {
                            vec![
                                MemoryFile {
                                    path: "CLAUDE.md".into(),
                                    content: "Keep answers short.".into(),
                                },
                                MemoryFile {
                                    path: "docs/CLAUDE.md".into(),
                                    content: "Docs are in British English.".into(),
                                },
                            ]
                        } else {
                            vec![]
                        },
                        deferred_tools: if deferred {
                            vec![DEFERRED.to_string()]
                        } else {
                            vec![]
                        },
                    },
                    tools: KNOWN
                        .iter()
                        .chain([&SKILL_TOOL, &SEARCH_TOOL, &DEFERRED])
                        .map(|t| Tool {
                            name: t.to_string(),
                            description: format!("The {t} tool."),
                        })
                        .collect(),
                    files: BTreeMap::from([(
                        "README.md".to_string(),
                        "# Hi\n\nA longer file, so that a small window fills up after a read or two. "
                            .repeat(12),
                    )]),
                    test_output: "ok".into(),
                    tool_durations_ms: if slow_tests && tools.iter().any(|t| t == "run_tests") {
                        BTreeMap::from([("run_tests".to_string(), 60_000)])
                    } else {
                        BTreeMap::new()
                    },
                    replies,
                    summaries: vec![],
                    second_client: second.map(|at_step| SecondClient {
                        text: "And another thing?".into(),
                        at_step,
                    }),
                    stop_after_step: None,
                    follow_ups: Vec::new(),
                    system_prompt_tokens: None,
                    cache: CacheProfile::default(),
                    subagents: vec![],
                    max_depth: None,
                    recorded: None,
                    reminders: notes
                        .into_iter()
                        .map(|(before_turn, text)| ScheduledReminder {
                            before_turn,
                            text,
                            about: NoteKind::Reminder,
                        })
                        .collect(),
                    mode,
                };
                let inputs = Inputs {
                    answers: user,
                    // Rules given as input layer on the agent's own; both routes must behave
                    // alike.
                    user_rules: if rules_as_input { rules } else { vec![] },
                    stops,
                    ..Inputs::default()
                };
                Case { scenario, inputs }
            },
        )
}

/// A case bent towards compaction: a small window and an llm that keeps reading a long file.
fn compacting_case() -> impl Strategy<Value = Case> {
    (
        case(),
        2_500u64..3_300,
        2usize..6,
        prop::option::of(sentence()),
    )
        .prop_map(|(mut c, window, reads, summary)| {
            let a = &mut c.scenario.agent;
            a.tools = KNOWN.iter().map(|t| t.to_string()).collect();
            a.rules = vec![Rule {
                tool: "read_file".into(),
                decision: Decision::Allow,
            }];
            a.context_window = Some(window);
            a.max_turns = None;
            let read = ScriptedCall {
                tool: "read_file".into(),
                input: "README.md".into(),
                id: None,
                result: None,
            };
            let mut replies = c.scenario.replies.clone();
            for r in replies.iter_mut().take(reads) {
                if r.error.is_none() {
                    r.tool_calls.insert(0, read.clone());
                }
            }
            c.scenario.replies = replies;
            c.scenario.summaries = summary.into_iter().filter(|s| !s.is_empty()).collect();
            c.inputs.user_rules.clear();
            c
        })
}

// ---- an independent driver ----------------------------------------------------------------

/// When the second client presses enter.
#[derive(Clone, Copy, Debug)]
enum Inject {
    /// At the first moment between steps after this many steps, as `derive` does it.
    AtStep(usize),
    /// Right after the driver's n-th input (llm event, tool output, reply), before the
    /// harness has handled it: a moment `derive` never picks.
    AfterInput(usize),
}

/// Drives the machine through its public API, building a trace like `derive` does, and keeps
/// a copy of the thread after every message, so "no earlier message changes" is checked on
/// real copies rather than on the final thread.
fn drive(case: &Case, inject: Option<Inject>) -> (Trace, Vec<Vec<Message>>) {
    let s = &case.scenario;
    let mut h = Harness::new("session_1", s.agent.clone(), &s.tools)
        .with_user_rules(case.inputs.user_rules.clone())
        .with_cache((*case.inputs.cache).clone(), s.cache)
        .with_mode(s.mode)
        .with_reminders(
            s.reminders
                .iter()
                .map(|r| (r.before_turn, Message::note(r.about, r.text.clone())))
                .collect(),
        );
    let mut llm = s.llm();
    let mut tools = s.toolbox();
    let mut answers = case.inputs.answers.iter();
    let mut stops: Vec<usize> = case.inputs.stops.clone();
    stops.sort_unstable();
    let mut stops = stops.into_iter().peekable();
    let mut inject = inject;
    let text = s
        .second_client
        .as_ref()
        .map_or("And another thing?", |c| &c.text);
    let mut stream = std::collections::VecDeque::new();
    let mut steps = Vec::new();
    let mut threads = Vec::new();
    let mut inputs = 0;
    h.prompt(1, &s.prompt);
    if let Some(Inject::AtStep(0)) = inject {
        inject = None;
        h.prompt(2, text);
    }
    let ending = loop {
        if let Some(Inject::AfterInput(n)) = inject {
            if n <= inputs {
                inject = None;
                h.prompt(2, text);
            }
        }
        if let Some(envelope) = h.poll() {
            if matches!(envelope.say, Say::Request { .. } | Say::Summarize { .. }) {
                stream = Llm::reply(&mut llm, h.session(envelope.session).request()).into();
            }
            steps.push(Step {
                snapshot: h.snapshot(envelope.session),
                envelope,
            });
            threads.push(h.main().thread().to_vec());
            continue;
        }
        if let Some(Inject::AtStep(k)) = inject {
            if k <= steps.len() {
                inject = None;
                h.prompt(2, text);
                continue;
            }
        }
        if stops.next_if(|k| *k <= steps.len()).is_some() {
            let _ = h.stop(1);
            continue;
        }
        inputs += 1;
        let fed = match h.wants() {
            Wants::LlmEvent { .. } => h.handle_llm_event(stream.pop_front().expect("events left")),
            Wants::ToolOutput { call, timeout_ms } => {
                if tools.duration_ms(&call.tool) > timeout_ms {
                    h.handle_tool_timeout(&call.id)
                } else {
                    let out = tools.run(&call.tool, &call.input);
                    h.handle_tool_output(&call.id, out)
                }
            }
            Wants::Reply(request) => match answers.next() {
                Some(a) => h.reply(a.client, &request.id, a.reply),
                None => break Ending::WaitingForYou,
            },
            Wants::Wake { .. } => h.wake(),
            Wants::Nothing if inject.is_some() => {
                inject = None;
                h.prompt(2, text);
                Ok(())
            }
            Wants::Nothing => break Ending::Idle,
        };
        fed.expect("the machine accepts what it asked for");
    };
    let trace = Trace::new(steps, ending, h);
    (trace, threads)
}

/// The moment `case`'s own second client types, as `derive` reads it.
fn derive_inject(case: &Case) -> Option<Inject> {
    case.scenario
        .second_client
        .as_ref()
        .map(|c| Inject::AtStep(c.at_step))
}

// ---- the invariants -----------------------------------------------------------------------

/// The decision for a call of `tool`: the last rule naming it wins, saved over the user's over
/// the agent's, no rule means ask; with what the call's PreToolUse hook answered, a deny from
/// either refuses, an ask from either asks, and the hook's allow decides only where no rule
/// does. Written again here on purpose, so the test does not trust the code it checks.
fn with_hook(hook: Option<&HookOutcome>, layers: &[&[Rule]], tool: &str, mode: Mode) -> Decision {
    let rule = layers
        .iter()
        .find_map(|rules| rules.iter().rev().find(|r| r.tool == tool))
        .map(|r| r.decision);
    // The mode, above the rules but under a rule that says deny: edits in accept-edits mode,
    // everything in bypass mode, run; what edits or executes is refused in plan mode.
    let rule = match (mode, tool, rule) {
        (_, _, Some(Decision::Deny)) | (Mode::Default, ..) => rule,
        (Mode::AcceptEdits, "write_file", _) | (Mode::BypassPermissions, ..) => {
            Some(Decision::Allow)
        }
        (Mode::Plan, "write_file" | "run_tests", _) => Some(Decision::Deny),
        _ => rule,
    };
    match (hook, rule) {
        (Some(HookOutcome::Deny { .. }), _) | (_, Some(Decision::Deny)) => Decision::Deny,
        (Some(HookOutcome::Ask { .. }), _) | (_, Some(Decision::Ask)) => Decision::Ask,
        (Some(HookOutcome::Allow { .. }), None) => Decision::Allow,
        (_, rule) => rule.unwrap_or(Decision::Ask),
    }
}

/// Every hook's run is answered at the next step, by the hooks, in the same session; a Stop
/// hook that blocks is followed by another request unless a limit or Stop ends the run
/// (a client's message may come between).
fn check_hooks(trace: &Trace) -> Result<(), TestCaseError> {
    for (i, step) in trace.steps.iter().enumerate() {
        match &step.envelope.say {
            Say::Hook { event, hook, .. } => {
                // A client's message may come between; nothing of the runner's may.
                let next = trace.steps[i + 1..].iter().map(|s| &s.envelope).find(|e| {
                    e.session == step.envelope.session
                        && matches!(e.from, Part::Runner | Part::Hooks)
                });
                let answered = matches!(next, Some(e) if e.from == Part::Hooks
                    && matches!(&e.say, Say::Hooked { event: ev, hook: h, .. } if ev == event && h == hook));
                prop_assert!(
                    answered,
                    "step {}: a hook's run is not answered before the runner goes on",
                    i
                );
            }
            Say::Hooked {
                outcome: HookOutcome::Block { .. },
                ..
            } => {
                let after = trace.steps[i + 1..]
                    .iter()
                    .map(|s| &s.envelope)
                    .find(|e| e.session == step.envelope.session && e.from == Part::Runner)
                    .map(|e| &e.say);
                // Another turn: its request, or the compaction that makes room for it (its
                // PreCompact hook first), or the end.
                prop_assert!(
                    matches!(
                        after,
                        Some(
                            Say::Request { .. }
                                | Say::Summarize { .. }
                                | Say::Hook {
                                    event: HookEvent::PreCompact,
                                    ..
                                }
                                | Say::Ended { .. }
                        )
                    ),
                    "step {i}: a blocked stop is followed by {after:?}"
                );
            }
            _ => {}
        }
    }
    Ok(())
}

fn compactions(trace: &Trace) -> Vec<usize> {
    trace
        .steps
        .iter()
        .enumerate()
        .filter(|(_, s)| matches!(s.envelope.say, Say::Compacted { .. }))
        .map(|(i, _)| i)
        .collect()
}

fn check_thread_only_grows(trace: &Trace, copies: &[Vec<Message>]) -> Result<(), TestCaseError> {
    prop_assert_eq!(copies.len(), trace.steps.len());
    let compacted: HashSet<usize> = compactions(trace).into_iter().collect();
    for i in 1..copies.len() {
        let (before, after) = (&copies[i - 1], &copies[i]);
        if let (true, Say::Compacted { replaced, .. }) =
            (compacted.contains(&i), &trace.steps[i].envelope.say)
        {
            // The older messages became one summary; the rest are kept as they were.
            prop_assert!(matches!(after[0], Message::Summary { .. }), "step {i}");
            prop_assert_eq!(&after[1..], &before[*replaced..], "step {}", i);
            continue;
        }
        prop_assert!(after.len() >= before.len(), "step {i}: thread shrank");
        prop_assert_eq!(
            &after[..before.len()],
            &before[..],
            "step {}: an earlier message changed",
            i
        );
    }
    for (i, (copy, step)) in copies.iter().zip(&trace.steps).enumerate() {
        prop_assert_eq!(copy.len(), step.snapshot.thread.len(), "step {}", i);
        prop_assert_eq!(
            &copy[..],
            trace
                .harness()
                .main()
                .log()
                .slice(step.snapshot.thread.clone()),
            "step {}: the log does not hold the thread",
            i
        );
    }
    Ok(())
}

/// In a thread, each reply's calls are followed at once by their results, in call order.
fn check_results_follow_calls(
    thread: &[Message],
    may_be_partial: bool,
) -> Result<(), TestCaseError> {
    for (i, message) in thread.iter().enumerate() {
        let Message::Assistant { tool_calls, .. } = message else {
            continue;
        };
        let results: Vec<&str> = thread[i + 1..]
            .iter()
            .map_while(|m| match m {
                Message::Tool { result } => Some(result.call_id.as_str()),
                _ => None,
            })
            .collect();
        let ids: Vec<&str> = tool_calls.iter().map(|c| c.id.as_str()).collect();
        if may_be_partial && i + 1 + results.len() == thread.len() {
            prop_assert!(ids.starts_with(&results), "{ids:?} vs {results:?}");
        } else {
            prop_assert_eq!(&ids, &results);
        }
    }
    Ok(())
}

fn check_one_result_per_call(trace: &Trace, copies: &[Vec<Message>]) -> Result<(), TestCaseError> {
    // Each thread just before a compaction, and the last one.
    for at in compactions(trace) {
        check_results_follow_calls(&copies[at - 1], false)?;
    }
    if let Some(last) = copies.last() {
        check_results_follow_calls(last, trace.ending == Ending::WaitingForYou)?;
    }
    // Over the whole run: one result step per call id, for exactly the calls that joined a
    // thread.
    let mut results: HashMap<&str, usize> = HashMap::new();
    for step in &trace.steps {
        if let Say::Result { call, result } = &step.envelope.say {
            prop_assert_eq!(&result.call_id, &call.id);
            *results.entry(call.id.as_str()).or_default() += 1;
        }
    }
    prop_assert!(results.values().all(|n| *n == 1), "{results:?}");
    let mut joined: HashSet<&str> = HashSet::new();
    for m in trace.harness().main().log().all() {
        if let Message::Assistant { tool_calls, .. } = m {
            joined.extend(tool_calls.iter().map(|c| c.id.as_str()));
        }
    }
    let answered: HashSet<&str> = results.keys().copied().collect();
    if trace.ending == Ending::Idle {
        prop_assert_eq!(
            answered,
            joined,
            "every call that joined the thread, and no other"
        );
    } else {
        prop_assert!(answered.is_subset(&joined));
    }
    Ok(())
}

fn check_one_run_at_a_time(trace: &Trace) -> Result<(), TestCaseError> {
    let mut status = Status::Idle;
    let mut in_run = false;
    let mut runs = 0;
    for (i, step) in trace.steps.iter().enumerate() {
        let s = &step.snapshot;
        let say = &step.envelope.say;
        match say {
            Say::Run => {
                prop_assert!(!in_run, "step {i}: a second run while one is going");
                in_run = true;
                runs += 1;
            }
            Say::Idle => {
                prop_assert!(in_run, "step {i}: idle without a run");
                in_run = false;
            }
            Say::Request { .. } | Say::RunTool { .. } | Say::Ask { .. } => {
                prop_assert_eq!(s.status, Status::Running, "step {}: work while idle", i);
            }
            _ => {}
        }
        if s.status != status {
            let expected = if status == Status::Idle {
                Say::Run
            } else {
                Say::Idle
            };
            prop_assert_eq!(say, &expected, "step {}: status changed", i);
        }
        prop_assert_eq!(s.runs_started, runs, "step {}", i);
        status = s.status;
    }
    Ok(())
}

fn check_permissions(case: &Case, trace: &Trace) -> Result<(), TestCaseError> {
    let agent_rules = &case.scenario.agent.rules;
    let user_rules = &case.inputs.user_rules;
    let agent_tools = &case.scenario.agent.tools;
    // The deferred tools a search has loaded so far: callable from then on.
    let mut loaded: Vec<String> = Vec::new();
    let callable =
        |loaded: &[String], tool: &String| agent_tools.contains(tool) || loaded.contains(tool);
    let saved = trace.harness().rules().saved();
    let mut ran: Vec<&str> = Vec::new();
    let mut refused: Vec<&str> = Vec::new();
    let mut asked: Vec<&str> = Vec::new();
    let mut previous_saved = 0;
    let mut stopped = false;
    let mut timed_out = false;
    for (i, step) in trace.steps.iter().enumerate() {
        // The rules as they stood when this message was sent.
        let saved_so_far: Vec<Rule> = saved[..previous_saved].to_vec();
        let layers: [&[Rule]; 3] = [&saved_so_far, user_rules, agent_rules];
        // What the call's PreToolUse hook answered, if the runner's last word before this
        // step was that (a client's message may come between).
        let hooked = trace.steps[..i]
            .iter()
            .rev()
            .map(|s| &s.envelope)
            .find(|e| {
                e.session == step.envelope.session && matches!(e.from, Part::Runner | Part::Hooks)
            })
            .and_then(|e| match &e.say {
                Say::Hooked {
                    event: HookEvent::PreToolUse,
                    outcome,
                    ..
                } => Some(outcome),
                _ => None,
            });
        let decide =
            |layers: &[&[Rule]], tool: &str| with_hook(hooked, layers, tool, case.scenario.mode);
        match &step.envelope.say {
            Say::Interrupt => stopped = true,
            Say::Cancel {
                reason: CancelReason::TimedOut,
            } => timed_out = true,
            Say::RunTool { call, because } => {
                prop_assert!(
                    !stopped
                        || trace.steps[..i]
                            .iter()
                            .rev()
                            .take_while(|s| s.envelope.say != Say::Run)
                            .all(|s| s.envelope.say != Say::Interrupt),
                    "step {i}: a tool runs after Stop"
                );
                prop_assert!(
                    callable(&loaded, &call.tool),
                    "step {i}: ran an unknown or unloaded tool"
                );
                match because {
                    Because::Allowed => {
                        prop_assert_eq!(decide(&layers, &call.tool), Decision::Allow)
                    }
                    Because::Hook => {
                        let by_hook = matches!(hooked, Some(HookOutcome::Allow { .. }));
                        prop_assert!(by_hook, "step {}: allowed by a hook that did not allow", i);
                        prop_assert_eq!(decide(&layers, &call.tool), Decision::Allow)
                    }
                    // "always" saved its rule before the tool runs, so ask about the past.
                    Because::Replied(r) => {
                        prop_assert!(asked.contains(&call.id.as_str()), "step {i}: ran unasked");
                        prop_assert_ne!(*r, Reply::Decline);
                    }
                }
                ran.push(&call.id);
            }
            Say::Ask { request } => {
                prop_assert_eq!(
                    decide(&layers, &request.call.tool),
                    Decision::Ask,
                    "step {}: asked about {}",
                    i,
                    &request.call.tool
                );
                prop_assert!(callable(&loaded, &request.call.tool));
                asked.push(&request.call.id);
            }
            Say::Result { call, result } => {
                if call.tool == SEARCH_TOOL && result.output.starts_with("Loaded ") {
                    loaded.extend(case.scenario.agent.deferred_tools.iter().cloned());
                }
                match result.error {
                    None | Some(ToolError::Failed) => {
                        prop_assert!(
                            ran.contains(&call.id.as_str()),
                            "a result of a call that never ran"
                        )
                    }
                    Some(ToolError::Denied) => {
                        prop_assert_eq!(decide(&layers, &call.tool), Decision::Deny)
                    }
                    Some(ToolError::Declined) => {
                        prop_assert!(asked.contains(&call.id.as_str()), "declined unasked")
                    }
                    Some(ToolError::UnknownTool) => {
                        prop_assert!(!callable(&loaded, &call.tool))
                    }
                    Some(ToolError::Interrupted) => {
                        prop_assert!(stopped, "interrupted, never stopped")
                    }
                    Some(ToolError::TimedOut) => {
                        prop_assert!(timed_out, "timed out, never cancelled")
                    }
                }
                if result
                    .error
                    .is_some_and(|e| e.refused() || e == ToolError::UnknownTool)
                    && !ran.contains(&call.id.as_str())
                {
                    refused.push(&call.id);
                }
            }
            _ => {}
        }
        previous_saved = step.snapshot.saved_rules;
    }
    for id in &refused {
        prop_assert!(!ran.contains(id), "refused call {id} ran anyway");
    }
    let mut unique = ran.clone();
    unique.sort_unstable();
    unique.dedup();
    prop_assert_eq!(unique.len(), ran.len(), "a call ran twice");
    // Every answer given was used, in order, from the client that gave it.
    let given: Vec<(Part, Reply)> = trace
        .steps
        .iter()
        .filter_map(|s| match s.envelope.say {
            Say::Answer { reply, .. } => Some((s.envelope.from, reply)),
            _ => None,
        })
        .collect();
    let expected: Vec<(Part, Reply)> = case
        .inputs
        .answers
        .iter()
        .take(given.len())
        .map(|a| (Part::Client { id: a.client }, a.reply))
        .collect();
    prop_assert_eq!(&given, &expected);
    let always = given.iter().filter(|(_, r)| *r == Reply::Always).count();
    prop_assert_eq!(saved.len(), always);
    Ok(())
}

fn check_ending(trace: &Trace) -> Result<(), TestCaseError> {
    let last = trace.steps.last().expect("a trace has steps");
    match &trace.ending {
        Ending::Idle => {
            prop_assert_eq!(trace.harness().main().status(), Status::Idle);
            prop_assert_eq!(last.snapshot.status, Status::Idle);
            prop_assert_eq!(last.snapshot.inbox_len, 0);
            prop_assert!(last.snapshot.question.is_none());
            prop_assert!(trace.harness().main().inbox().is_empty());
            let end = common::run_end(trace).expect("the runner said how the run ended");
            match end {
                RunEnd::Answered => prop_assert!(
                    matches!(
                        trace.harness().main().thread().last(),
                        Some(Message::Assistant { tool_calls, .. }) if tool_calls.is_empty()
                    ),
                    "idle with a message unanswered"
                ),
                other => prop_assert!(
                    trace
                        .steps
                        .iter()
                        .any(|s| s.envelope.say == Say::Ended { end: other.clone() }),
                    "ended {:?} without telling the clients",
                    other
                ),
            }
        }
        Ending::WaitingForYou => {
            prop_assert!(
                last.snapshot.question.is_some(),
                "waiting, but no question is open"
            );
            prop_assert_eq!(last.snapshot.status, Status::Running);
        }
        Ending::Broken { reason } => {
            prop_assert!(false, "the run broke: {reason}");
        }
    }
    Ok(())
}

/// Every time the session goes idle, not only at the end, it has answered, or its run ended
/// stopped, failed or at a limit.
fn check_every_idle_answered(trace: &Trace) -> Result<(), TestCaseError> {
    let mut end = None;
    for (i, step) in trace.steps.iter().enumerate() {
        match &step.envelope.say {
            Say::Done { end: e } => end = Some(e.clone()),
            Say::Idle => {
                prop_assert!(end.is_some(), "step {i}: idle before any run ended");
                if end == Some(RunEnd::Answered) {
                    let s = &step.snapshot;
                    let thread = trace.harness().main().log().slice(s.thread.clone());
                    prop_assert!(
                        matches!(
                            thread.last(),
                            Some(Message::Assistant { tool_calls, .. }) if tool_calls.is_empty()
                        ),
                        "step {}: idle with a message unanswered",
                        i
                    );
                    prop_assert_eq!(s.inbox_len, 0, "step {}: idle with a message waiting", i);
                }
            }
            _ => {}
        }
    }
    Ok(())
}

fn check_failures(trace: &Trace) -> Result<(), TestCaseError> {
    // A turn's attempts are bounded, and each wait is twice the one before.
    let mut attempts: HashMap<u32, u32> = HashMap::new();
    for t in trace.harness().main().turns() {
        if t.purpose == Purpose::Turn {
            let n = attempts.entry(t.number).or_default();
            *n += 1;
            prop_assert_eq!(*n, t.attempt);
            prop_assert!(t.attempt <= Agent::DEFAULT_MAX_ATTEMPTS);
        }
    }
    for step in &trace.steps {
        if let Say::Retry {
            attempt, after_ms, ..
        } = step.envelope.say
        {
            prop_assert_eq!(after_ms, 1_000 << (attempt - 2));
        }
    }
    // After the user's Stop is handled, the run ends stopped, with nothing new sent.
    if let Some(at) = trace
        .steps
        .iter()
        .position(|s| s.envelope.say == Say::Interrupt)
    {
        let rest = &trace.steps[at..];
        let end = rest.iter().find_map(|s| match &s.envelope.say {
            Say::Done { end } => Some(end),
            _ => None,
        });
        prop_assert_eq!(end, Some(&RunEnd::Stopped));
        let until_done = rest
            .iter()
            .take_while(|s| !matches!(s.envelope.say, Say::Done { .. }));
        for s in until_done {
            prop_assert!(
                !matches!(
                    s.envelope.say,
                    Say::Request { .. }
                        | Say::Summarize { .. }
                        | Say::RunTool { .. }
                        | Say::Ask { .. }
                ),
                "{:?} after Stop",
                s.envelope.say
            );
        }
    }
    Ok(())
}

fn check_tokens(case: &Case, trace: &Trace) -> Result<(), TestCaseError> {
    let h = trace.harness().main();
    let profile = case.scenario.cache;
    let log = h.log();
    for (i, step) in trace.steps.iter().enumerate() {
        let s = &step.snapshot;
        let c = s.context;
        prop_assert!(c.cached <= c.total, "step {i}: {c:?}");
        prop_assert_eq!(c.cached + c.uncached(), c.total);
        prop_assert_eq!(c.cached % profile.step, 0, "step {}: {:?}", i, c);
        prop_assert!(
            c.cached == 0 || c.cached >= profile.min_tokens,
            "step {i}: {c:?}"
        );
        let thread = log.slice(s.thread.clone());
        // The running sums by source agree with adding the thread up by hand.
        let by_hand = Source::THREAD.map(|source| {
            thread
                .iter()
                .filter(|m| Source::of(m) == source)
                .map(tokens::message_tokens)
                .sum::<u64>()
        });
        prop_assert_eq!(
            log.tokens_by_source(s.thread.clone()),
            by_hand,
            "step {}",
            i
        );
        let summarizing = s.turn.is_some_and(|t| {
            matches!(h.turns()[t.index].purpose, Purpose::Summary { .. })
                && matches!(
                    s.llm,
                    harness_demo::harness::machine::LlmPhase::Thinking
                        | harness_demo::harness::machine::LlmPhase::Streaming
                )
        });
        if !summarizing {
            prop_assert_eq!(
                c.total,
                h.head_tokens() + by_hand.iter().sum::<u64>(),
                "step {}",
                i
            );
        }
    }
    let turns = h.turns();
    let window = case.scenario.agent.context_window;
    for (i, t) in turns.iter().enumerate() {
        if let Some(w) = window {
            prop_assert!(
                t.context.total <= w,
                "request {i} does not fit: {:?}",
                t.context
            );
        }
        let request = h.turn(i).expect("recorded turn");
        prop_assert_eq!(request.request.thread.len(), t.thread.len());
        if i == 0 {
            prop_assert_eq!(t.context.cached, 0, "the cache starts cold");
            continue;
        }
        // A request that starts with the previous one reads at least all of it counted.
        let p = &turns[i - 1];
        if p.purpose == Purpose::Turn
            && t.thread.start == p.thread.start
            && p.thread.end <= t.thread.end
        {
            prop_assert!(
                profile.counted(p.context.total) <= t.context.cached,
                "{p:?} then {t:?}"
            );
        }
        prop_assert!(t.context.cached <= profile.counted(t.context.total));
    }
    Ok(())
}

/// Narration is a sentence or two on one line, whatever the script put in a tool's input.
fn check_narration(trace: &Trace) -> Result<(), TestCaseError> {
    for i in 0..trace.steps.len() {
        let n = narrate(trace, i);
        prop_assert!(!n.trim().is_empty(), "step {i} has no narration");
        prop_assert!(!n.contains('\n'), "step {i}: narration spans lines: {n:?}");
    }
    Ok(())
}

/// The chat only grows, and an idle session shows nothing still going.
fn check_chat(trace: &Trace) -> Result<(), TestCaseError> {
    let chat = ChatLog::build(trace);
    let mut previous = 0;
    for i in 0..trace.steps.len() {
        let n = chat.len_at(i);
        prop_assert!(n >= previous, "step {i}: the chat lost rows");
        previous = n;
    }
    if trace.ending == Ending::Idle {
        let last = trace.steps.len() - 1;
        for id in 0..chat.len_at(last) {
            let (_, row) = chat.row_at(id, last).expect("a row");
            let going = match &row {
                ChatRow::Assistant { writing, .. } => *writing == Writing::Streaming,
                ChatRow::ToolCall { state, .. } => matches!(
                    state,
                    CallState::Asked | CallState::Running | CallState::WaitingForYou
                ),
                ChatRow::Question { state, .. } => *state == QuestionState::Open,
                ChatRow::User { queued, .. } => *queued,
                ChatRow::Notice { .. } => false,
            };
            prop_assert!(!going, "idle, but row {id} still shows {row:?}");
        }
    }
    Ok(())
}

fn check_all(case: &Case, trace: &Trace, copies: &[Vec<Message>]) -> Result<(), TestCaseError> {
    check_ending(trace)?;
    check_every_idle_answered(trace)?;
    check_narration(trace)?;
    check_thread_only_grows(trace, copies)?;
    check_one_result_per_call(trace, copies)?;
    check_one_run_at_a_time(trace)?;
    check_permissions(case, trace)?;
    check_hooks(trace)?;
    check_failures(trace)?;
    check_tokens(case, trace)?;
    check_chat(trace)
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(cases()))]

    #[test]
    fn every_trace_keeps_the_harness_promises(case in case()) {
        let trace = derive(&case.scenario, &case.inputs);
        // A second driver written from the machine's API must see the very same steps.
        let (driven, copies) = drive(&case, derive_inject(&case));
        prop_assert_eq!(&driven.steps, &trace.steps, "derive and the test's driver disagree");
        prop_assert_eq!(&driven.ending, &trace.ending);
        check_all(&case, &trace, &copies)?;
    }

    #[test]
    fn compacting_traces_keep_the_harness_promises(case in compacting_case()) {
        let trace = derive(&case.scenario, &case.inputs);
        let (driven, copies) = drive(&case, derive_inject(&case));
        prop_assert_eq!(&driven.steps, &trace.steps, "derive and the test's driver disagree");
        check_all(&case, &trace, &copies)?;
    }

    /// A run recorded as a scenario (as a live run is saved) replays to the very same steps,
    /// given the same answers: its replies, pieces, call ids and stops are all in the file.
    #[test]
    fn a_recorded_run_replays_to_the_same_steps(case in case()) {
        let mut case = case;
        // One client: a recording has one prompt.
        case.scenario.second_client = None;
        let trace = derive(&case.scenario, &case.inputs);
        let mut stops = case.inputs.stops.clone();
        stops.sort_unstable();
        let recorded = trace.as_scenario(&case.scenario, &stops[..stops.len().min(1)]);
        let again = derive(
            &recorded,
            &Inputs {
                answers: case.inputs.answers.clone(),
                stops: stops.iter().skip(1).copied().collect(),
                ..Inputs::default()
            },
        );
        prop_assert_eq!(&again.steps, &trace.steps);
        prop_assert_eq!(&again.ending, &trace.ending);
        // And the file says so: it loads back as it was saved.
        let text = serde_json::to_string(&recorded).unwrap();
        prop_assert_eq!(Scenario::from_json("recorded.json", &text), Ok(recorded));
    }

    /// A second client that presses enter between an input and its handling: the one moment
    /// where a message lands in the thread while the run is ending ("keep going").
    #[test]
    fn a_prompt_at_any_moment_keeps_the_promises(case in case(), after in 0usize..40) {
        let (trace, copies) = drive(&case, Some(Inject::AfterInput(after)));
        check_all(&case, &trace, &copies)?;
    }
}

// ---- the loader never panics ----------------------------------------------------------------

/// Loads `json`; whatever it says, the answer is a scenario or an error naming the file.
fn load(json: &str) -> Result<(), TestCaseError> {
    match Scenario::from_json("fuzz.json", json) {
        Ok(s) => {
            // A file that loads must also run without panicking.
            let trace = derive(&s, &Inputs::default());
            prop_assert!(!trace.steps.is_empty());
        }
        Err(e) => {
            prop_assert_eq!(&e.file, "fuzz.json");
            prop_assert!(e.to_string().starts_with("fuzz.json: "));
            prop_assert!(!e.problem.is_empty());
        }
    }
    Ok(())
}

fn valid_files() -> Vec<String> {
    builtin()
        .unwrap()
        .iter()
        .map(|s| serde_json::to_string_pretty(s).unwrap())
        .collect()
}

/// One edit to a text: cut a range, insert a snippet, or truncate.
#[derive(Clone, Debug)]
enum Edit {
    Cut(usize, usize),
    Insert(usize, String),
    Truncate(usize),
}

fn edit() -> impl Strategy<Value = Edit> {
    let snippet = prop_oneof![
        prop::sample::select(vec![
            "{",
            "}",
            "[",
            "]",
            "\"",
            ",",
            ":",
            "null",
            "0",
            "-1",
            "1e999",
            "\"\"",
            "\\u0000",
            "\"_tag\"",
            "true",
            "{\"tool\":\"x\"}",
        ])
        .prop_map(str::to_string),
        ".{0,6}",
    ];
    prop_oneof![
        (any::<usize>(), 0usize..40).prop_map(|(at, n)| Edit::Cut(at, n)),
        (any::<usize>(), snippet).prop_map(|(at, s)| Edit::Insert(at, s)),
        any::<usize>().prop_map(Edit::Truncate),
    ]
}

/// Applies an edit at char boundaries, so the result stays a `&str`.
fn apply(text: &str, edit: &Edit) -> String {
    let bounds: Vec<usize> = text
        .char_indices()
        .map(|(i, _)| i)
        .chain([text.len()])
        .collect();
    let at = |n: usize| bounds[n % bounds.len()];
    match edit {
        Edit::Cut(from, n) => {
            let a = at(*from);
            let b = bounds[(bounds.partition_point(|i| *i < a) + n).min(bounds.len() - 1)];
            format!("{}{}", &text[..a], &text[b..])
        }
        Edit::Insert(pos, s) => {
            let a = at(*pos);
            format!("{}{s}{}", &text[..a], &text[a..])
        }
        Edit::Truncate(n) => text[..at(*n)].to_string(),
    }
}

/// Replaces one node of a JSON document (counted depth first) with `with`.
fn replace_node(value: &mut serde_json::Value, mut n: usize, with: &serde_json::Value) -> bool {
    fn walk(v: &mut serde_json::Value, n: &mut usize, with: &serde_json::Value) -> bool {
        if *n == 0 {
            *v = with.clone();
            return true;
        }
        *n -= 1;
        match v {
            serde_json::Value::Array(items) => items.iter_mut().any(|c| walk(c, n, with)),
            serde_json::Value::Object(map) => map.values_mut().any(|c| walk(c, n, with)),
            _ => false,
        }
    }
    walk(value, &mut n, with)
}

fn json_value() -> impl Strategy<Value = serde_json::Value> {
    use serde_json::json;
    prop::sample::select(vec![
        json!(null),
        json!(""),
        json!(" "),
        json!("Read File"),
        json!("deploy"),
        json!("maybe"),
        json!(0),
        json!(-3),
        json!(1.5),
        json!(u64::MAX),
        json!(true),
        json!([]),
        json!({}),
        json!([{"tool": "deploy", "decision": "allow"}]),
        json!([{"text": "x", "toolCalls": [{"tool": ""}]}]),
        json!({"text": "late", "atStep": 3}),
    ])
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(cases()))]

    #[test]
    fn any_text_loads_or_fails_cleanly(text in ".*") {
        load(&text)?;
    }

    #[test]
    fn any_bytes_load_or_fail_cleanly(bytes in prop::collection::vec(any::<u8>(), 0..200)) {
        load(&String::from_utf8_lossy(&bytes))?;
    }

    #[test]
    fn edited_files_load_or_fail_cleanly(
        file in prop::sample::select(valid_files()),
        edits in prop::collection::vec(edit(), 1..4),
    ) {
        let text = edits.iter().fold(file, |t, e| apply(&t, e));
        load(&text)?;
    }

    #[test]
    fn files_with_a_wrong_value_load_or_fail_cleanly(
        file in prop::sample::select(valid_files()),
        node in 0usize..200,
        with in json_value(),
    ) {
        let mut value: serde_json::Value = serde_json::from_str(&file).unwrap();
        replace_node(&mut value, node, &with);
        load(&value.to_string())?;
    }
}

#[test]
fn builtin_files_survive_a_round_trip() {
    // The edits above start from re-serialised built-ins; they must load as they are.
    for text in valid_files() {
        Scenario::from_json("round-trip.json", &text).unwrap();
    }
}
