//! Property tests: random scenarios built in code, and the invariants every trace must keep.
//!
//! The built-in scenarios show one path each; these throw random scripts, rules, replies and
//! a second client at the core and check what must hold on any path: the thread only grows,
//! every call ends with exactly one result, one run at a time, permissions are obeyed, the
//! cache accounting adds up, and no input makes the scenario loader panic.
// proptest is a native-only dev-dependency.
#![cfg(not(target_arch = "wasm32"))]

use std::collections::{BTreeMap, HashMap};

use proptest::prelude::*;

use harness_demo::harness::envelope::{Because, Outcome, Say};
use harness_demo::harness::llm::Llm;
use harness_demo::harness::machine::{Harness, Wants};
use harness_demo::harness::narrate::narrate;
use harness_demo::harness::scenario::{builtin, CallSpec, ReplySpec, Scenario, SecondClient};
use harness_demo::harness::schema::{
    Agent, Decision, Message, Reply, Rule, Status, Tool, ToolResult,
};
use harness_demo::harness::tokens;
use harness_demo::harness::trace::{derive, Ending, Inputs, Step, Trace};

/// Enough cases to reach the rare paths (a second client mid-question, a decline after
/// always) while the whole suite stays well under a minute in debug. `PROPTEST_CASES=5000`
/// runs a longer search.
fn cases() -> u32 {
    std::env::var("PROPTEST_CASES")
        .ok()
        .and_then(|n| n.parse().ok())
        .unwrap_or(256)
}

const KNOWN: [&str; 3] = ["read_file", "run_tests", "write_file"];

// ---- generating scenarios -----------------------------------------------------------------

fn tool_name() -> impl Strategy<Value = String> {
    prop_oneof![
        4 => prop::sample::select(KNOWN.to_vec()).prop_map(str::to_string),
        1 => prop::sample::select(vec!["deploy", "rm_rf", "Read_File"]).prop_map(str::to_string),
    ]
}

fn call() -> impl Strategy<Value = CallSpec> {
    let input = prop::sample::select(vec!["README.md", "missing.txt", "", "a.txt\nnew body"]);
    (tool_name(), input).prop_map(|(tool, input)| CallSpec {
        tool,
        input: input.into(),
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

fn reply_spec() -> impl Strategy<Value = ReplySpec> {
    (
        sentence(),
        prop::collection::vec(call(), 0..=3),
        prop::option::of(sentence()),
    )
        .prop_map(|(text, tool_calls, if_refused)| ReplySpec {
            text,
            tool_calls,
            if_refused,
        })
}

fn decision() -> impl Strategy<Value = Option<Decision>> {
    prop::option::of(prop::sample::select(vec![
        Decision::Allow,
        Decision::Ask,
        Decision::Deny,
    ]))
}

fn user_reply() -> impl Strategy<Value = Reply> {
    prop::sample::select(vec![Reply::Once, Reply::Always, Reply::Decline])
}

/// A scenario with its user inputs.
#[derive(Clone, Debug)]
struct Case {
    scenario: Scenario,
    inputs: Inputs,
}

fn case() -> impl Strategy<Value = Case> {
    (
        // Which known tools the agent has; a known tool it lacks counts as unknown.
        prop::collection::vec(prop::bool::weighted(0.8), 3),
        prop::collection::vec(decision(), 3),
        prop::collection::vec(reply_spec(), 1..6),
        prop::collection::vec(user_reply(), 0..6),
        prop::option::of(0usize..80),
        any::<bool>(),
    )
        .prop_map(|(has, decisions, replies, user, second, rules_as_input)| {
            let tools: Vec<String> = KNOWN
                .iter()
                .zip(&has)
                .filter(|(_, h)| **h)
                .map(|(t, _)| t.to_string())
                .collect();
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
            let scenario = Scenario {
                id: "generated".into(),
                title: "Generated".into(),
                description: "Built by a property test.".into(),
                prompt: "Do the thing.".into(),
                agent: Agent {
                    name: "coder".into(),
                    instructions: "You are coder.".into(),
                    tools,
                    rules: if rules_as_input {
                        vec![]
                    } else {
                        rules.clone()
                    },
                },
                tools: KNOWN
                    .iter()
                    .map(|t| Tool {
                        name: t.to_string(),
                        description: format!("The {t} tool."),
                    })
                    .collect(),
                files: BTreeMap::from([("README.md".to_string(), "# Hi\n".to_string())]),
                test_output: "ok".into(),
                replies,
                second_client: second.map(|at_step| SecondClient {
                    text: "And another thing?".into(),
                    at_step,
                }),
            };
            let inputs = Inputs {
                replies: user,
                // Rules given as input replace the agent's own; both routes must behave alike.
                rules: rules_as_input.then_some(rules),
            };
            Case { scenario, inputs }
        })
}

// ---- an independent driver ----------------------------------------------------------------

/// When the second client presses enter.
#[derive(Clone, Copy, Debug)]
enum Inject {
    /// After this many steps, as `derive` does it.
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
    let mut agent = s.agent.clone();
    if let Some(rules) = &case.inputs.rules {
        agent.rules = rules.clone();
    }
    let mut h = Harness::new("session_1", agent, &s.tools);
    let mut llm = s.llm();
    let mut tools = s.toolbox();
    let mut replies = case.inputs.replies.iter();
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
    let ending = loop {
        let due = match inject {
            Some(Inject::AtStep(k)) => k <= steps.len(),
            Some(Inject::AfterInput(n)) => n <= inputs,
            None => false,
        };
        if due {
            inject = None;
            h.prompt(2, text);
        }
        if let Some(envelope) = h.poll() {
            if matches!(envelope.say, Say::Request { .. }) {
                stream = Llm::reply(&mut llm, h.request()).into();
            }
            let narration = narrate(&envelope, &h);
            steps.push(Step {
                envelope,
                narration,
                snapshot: h.snapshot(),
            });
            threads.push(h.thread().to_vec());
            continue;
        }
        inputs += 1;
        let fed = match h.wants() {
            Wants::LlmEvent => h.handle_llm_event(stream.pop_front().expect("events left")),
            Wants::ToolOutput(call) => h.handle_tool_output(ToolResult {
                output: tools.run(&call.tool, &call.input),
                call_id: call.id,
            }),
            Wants::Reply(request) => match replies.next() {
                Some(r) => h.reply(&request.id, *r),
                None => break Ending::WaitingForYou,
            },
            Wants::Nothing if inject.is_some() => {
                inject = None;
                h.prompt(2, text);
                Ok(())
            }
            Wants::Nothing => break Ending::Idle,
        };
        fed.expect("the machine accepts what it asked for");
    };
    let trace = Trace {
        steps,
        ending,
        harness: h,
    };
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

/// The last rule naming `tool` wins; no rule means ask. Written again here on purpose, so the
/// test does not trust the code it checks.
fn decide(rules: &[Rule], tool: &str) -> Decision {
    rules
        .iter()
        .rev()
        .find(|r| r.tool == tool)
        .map_or(Decision::Ask, |r| r.decision)
}

fn check_thread_only_grows(trace: &Trace, copies: &[Vec<Message>]) -> Result<(), TestCaseError> {
    let end = trace.harness.thread();
    let mut previous = 0;
    for (i, step) in trace.steps.iter().enumerate() {
        let len = step.snapshot.thread_len;
        prop_assert!(
            len >= previous,
            "step {i}: thread shrank {previous} → {len}"
        );
        prop_assert!(len <= end.len());
        previous = len;
    }
    // Real copies, taken after every message by the independent driver.
    prop_assert_eq!(copies.len(), trace.steps.len());
    for (i, (copy, step)) in copies.iter().zip(&trace.steps).enumerate() {
        prop_assert_eq!(copy.len(), step.snapshot.thread_len, "step {}", i);
        prop_assert_eq!(
            &copy[..],
            &end[..copy.len()],
            "step {}: an earlier message changed",
            i
        );
    }
    Ok(())
}

fn check_one_result_per_call(trace: &Trace) -> Result<(), TestCaseError> {
    let thread = trace.harness.thread();
    let mut seen = HashMap::new();
    for (i, message) in thread.iter().enumerate() {
        let Message::Assistant { tool_calls, .. } = message else {
            continue;
        };
        // The results follow their reply at once, in call order; a trace that stops on a
        // question may hold only the first few.
        let results: Vec<&str> = thread[i + 1..]
            .iter()
            .map_while(|m| match m {
                Message::Tool { result } => Some(result.call_id.as_str()),
                _ => None,
            })
            .collect();
        let ids: Vec<&str> = tool_calls.iter().map(|c| c.id.as_str()).collect();
        if trace.ending == Ending::WaitingForYou && i + 1 + results.len() == thread.len() {
            prop_assert!(ids.starts_with(&results), "{ids:?} vs {results:?}");
        } else {
            prop_assert_eq!(&ids, &results);
        }
        for id in ids {
            prop_assert!(seen.insert(id, i).is_none(), "call id {id} used twice");
        }
    }
    let shown: Vec<&str> = trace
        .steps
        .iter()
        .filter_map(|s| match &s.envelope.say {
            Say::Result { result, call, .. } => {
                assert_eq!(result.call_id, call.id);
                Some(result.call_id.as_str())
            }
            _ => None,
        })
        .collect();
    let in_thread: Vec<&str> = thread
        .iter()
        .filter_map(|m| match m {
            Message::Tool { result } => Some(result.call_id.as_str()),
            _ => None,
        })
        .collect();
    prop_assert_eq!(shown, in_thread);
    Ok(())
}

fn check_one_run_at_a_time(trace: &Trace) -> Result<(), TestCaseError> {
    let mut status = Status::Idle;
    let mut runs = 0;
    let mut in_run = false;
    for (i, step) in trace.steps.iter().enumerate() {
        let s = &step.snapshot;
        let say = &step.envelope.say;
        match say {
            Say::Run => {
                prop_assert!(!in_run, "step {i}: a second run while one is going");
                in_run = true;
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
        if s.runs_started != runs {
            prop_assert!(
                matches!(say, Say::StartRun),
                "step {i}: run counted on {say:?}"
            );
            prop_assert_eq!(s.runs_started, runs + 1);
            prop_assert_eq!(status, Status::Idle, "step {}: started while running", i);
        }
        if s.status != status {
            let expected = if status == Status::Idle {
                Say::StartRun
            } else {
                Say::Done
            };
            prop_assert_eq!(say, &expected, "step {}: status changed", i);
        }
        status = s.status;
        runs = s.runs_started;
    }
    let run_count = trace
        .steps
        .iter()
        .filter(|s| s.envelope.say == Say::Run)
        .count();
    prop_assert_eq!(run_count, runs as usize);
    Ok(())
}

fn check_permissions(case: &Case, trace: &Trace) -> Result<(), TestCaseError> {
    let initial = case
        .inputs
        .rules
        .clone()
        .unwrap_or_else(|| case.scenario.agent.rules.clone());
    let agent_tools = &case.scenario.agent.tools;
    let saved = trace.harness.saved_rules();
    let mut ran: Vec<&str> = Vec::new();
    let mut refused: Vec<&str> = Vec::new();
    let mut asked: Vec<&str> = Vec::new();
    let mut previous_saved = 0;
    for (i, step) in trace.steps.iter().enumerate() {
        // The rules as they stood when this message was sent.
        let rules: Vec<Rule> = initial
            .iter()
            .chain(&saved[..previous_saved])
            .cloned()
            .collect();
        match &step.envelope.say {
            Say::RunTool { call, because } => {
                prop_assert!(
                    agent_tools.contains(&call.tool),
                    "step {i}: ran unknown tool"
                );
                let decision = decide(&rules, &call.tool);
                match because {
                    Because::Allowed => prop_assert_eq!(decision, Decision::Allow),
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
                    decide(&rules, &request.call.tool),
                    Decision::Ask,
                    "step {}: asked about {}",
                    i,
                    &request.call.tool
                );
                prop_assert!(agent_tools.contains(&request.call.tool));
                asked.push(&request.call.id);
            }
            Say::Result {
                call,
                result,
                outcome,
            } => {
                let expected_decision = match outcome {
                    Outcome::Ran => None,
                    Outcome::Denied => Some(Decision::Deny),
                    Outcome::Declined => {
                        prop_assert!(asked.contains(&call.id.as_str()), "declined unasked");
                        None
                    }
                    Outcome::Unknown => {
                        prop_assert!(!agent_tools.contains(&call.tool));
                        None
                    }
                };
                if let Some(d) = expected_decision {
                    prop_assert_eq!(decide(&rules, &call.tool), d);
                }
                if *outcome != Outcome::Ran {
                    prop_assert!(
                        result.output.starts_with("Not run:")
                            || result.output.starts_with("Error:"),
                        "{}",
                        &result.output
                    );
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
    // Every answer given was used, in order.
    let answers: Vec<Reply> = trace
        .steps
        .iter()
        .filter_map(|s| match s.envelope.say {
            Say::Answer { reply, .. } => Some(reply),
            _ => None,
        })
        .collect();
    let asks = trace
        .steps
        .iter()
        .filter(|s| matches!(s.envelope.say, Say::Ask { .. }))
        .count();
    let given = &case.inputs.replies;
    prop_assert_eq!(&answers[..], &given[..asks.min(given.len())]);
    let always = answers.iter().filter(|r| **r == Reply::Always).count();
    prop_assert_eq!(saved.len(), always);
    Ok(())
}

fn check_ending(trace: &Trace) -> Result<(), TestCaseError> {
    let last = trace.steps.last().expect("a trace has steps");
    match &trace.ending {
        Ending::Idle => {
            prop_assert_eq!(trace.harness.status(), Status::Idle);
            prop_assert_eq!(last.snapshot.status, Status::Idle);
            prop_assert_eq!(last.snapshot.inbox_len, 0);
            prop_assert!(last.snapshot.permission.is_none());
            prop_assert!(
                matches!(
                    trace.harness.thread().last(),
                    Some(Message::Assistant { tool_calls, .. }) if tool_calls.is_empty()
                ),
                "idle with a message unanswered"
            );
        }
        Ending::WaitingForYou => {
            // The last question is unanswered; a second client may have typed since.
            let ask = trace
                .steps
                .iter()
                .rposition(|s| matches!(s.envelope.say, Say::Ask { .. }));
            let answered = ask.is_some_and(|i| {
                trace.steps[i..]
                    .iter()
                    .any(|s| matches!(s.envelope.say, Say::Answer { .. }))
            });
            prop_assert!(
                ask.is_some() && !answered,
                "waiting, but no question is open"
            );
            prop_assert!(last.snapshot.permission.is_some());
            prop_assert_eq!(last.snapshot.status, Status::Running);
        }
        Ending::Stopped { reason } => {
            prop_assert!(false, "the run stopped: {reason}");
        }
    }
    Ok(())
}

fn check_tokens(trace: &Trace) -> Result<(), TestCaseError> {
    let h = &trace.harness;
    for (i, step) in trace.steps.iter().enumerate() {
        let c = step.snapshot.context;
        prop_assert!(c.cached <= c.total, "step {i}: {c:?}");
        prop_assert_eq!(c.cached + c.new_tokens(), c.total);
        // The total counts the head and exactly the thread so far.
        let thread: u64 = h.thread()[..step.snapshot.thread_len]
            .iter()
            .map(tokens::message_tokens)
            .sum();
        prop_assert_eq!(c.total, h.head_tokens() + thread, "step {}", i);
        // The running sums by source agree with adding the thread up by hand.
        let by_hand = tokens::Source::THREAD.map(|source| {
            h.thread()[..step.snapshot.thread_len]
                .iter()
                .filter(|m| tokens::Source::of(m) == source)
                .map(tokens::message_tokens)
                .sum::<u64>()
        });
        prop_assert_eq!(
            h.thread_tokens_by_source(step.snapshot.thread_len),
            by_hand,
            "step {}",
            i
        );
    }
    // Each request starts with the one before, so all of the previous one is cached.
    let turns = h.turns();
    for (i, t) in turns.iter().enumerate() {
        let request = h.turn(i).expect("recorded turn");
        prop_assert_eq!(request.request.thread.len(), t.thread_len);
        if i == 0 {
            prop_assert_eq!(t.context.cached, 0);
            continue;
        }
        let before = h.turn(i - 1).unwrap().request;
        prop_assert!(t.thread_len > turns[i - 1].thread_len);
        prop_assert_eq!(&request.request.instructions, &before.instructions);
        prop_assert_eq!(&request.request.tools, &before.tools);
        prop_assert!(request.request.thread.starts_with(&before.thread));
        prop_assert_eq!(t.context.cached, turns[i - 1].context.total);
    }
    Ok(())
}

/// Narration is a sentence or two on one line, whatever the script put in a tool's input.
fn check_narration(trace: &Trace) -> Result<(), TestCaseError> {
    for (i, step) in trace.steps.iter().enumerate() {
        let n = &step.narration;
        prop_assert!(!n.trim().is_empty(), "step {i} has no narration");
        prop_assert!(!n.contains('\n'), "step {i}: narration spans lines: {n:?}");
    }
    Ok(())
}

fn check_all(case: &Case, trace: &Trace, copies: &[Vec<Message>]) -> Result<(), TestCaseError> {
    check_ending(trace)?;
    check_narration(trace)?;
    check_thread_only_grows(trace, copies)?;
    check_one_result_per_call(trace)?;
    check_one_run_at_a_time(trace)?;
    check_permissions(case, trace)?;
    check_tokens(trace)
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

    /// A second client that presses enter between an input and its handling: the one moment
    /// where a message lands in the thread while the run is ending ("keep going").
    #[test]
    fn a_prompt_at_any_moment_keeps_the_promises(case in case(), after in 0usize..40) {
        let (trace, copies) = drive(&case, Some(Inject::AfterInput(after)));
        check_all(&case, &trace, &copies)?;
    }

    #[test]
    fn deriving_twice_gives_the_same_trace(case in case()) {
        let a = derive(&case.scenario, &case.inputs);
        let b = derive(&case.scenario, &case.inputs);
        prop_assert_eq!(a.steps, b.steps);
        prop_assert_eq!(a.ending, b.ending);
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
