//! The article's promises, checked on every built-in scenario.
//!
//! Each test derives a trace through the real core and reads its steps, thread and
//! snapshots; nothing here restates the expected trace by hand.

use std::sync::mpsc;
use std::time::Duration;

use harness_demo::harness::envelope::{Because, Outcome, Part, Say};
use harness_demo::harness::llm::{ERROR_PREFIX, NOT_RUN_PREFIX};
use harness_demo::harness::scenario::{builtin, Scenario, SecondClient};
use harness_demo::harness::schema::{Decision, Message, Reply, Rule, Status, ToolCall, ToolResult};
use harness_demo::harness::trace::{derive, Ending, Inputs, Trace};

fn scenario(id: &str) -> Scenario {
    builtin()
        .expect("built-in scenarios load")
        .into_iter()
        .find(|s| s.id == id)
        .unwrap_or_else(|| panic!("no built-in scenario {id}"))
}

fn run(id: &str, replies: &[Reply]) -> (Scenario, Trace) {
    let s = scenario(id);
    let trace = derive(
        &s,
        &Inputs {
            replies: replies.to_vec(),
            rules: None,
        },
    );
    (s, trace)
}

fn says(trace: &Trace) -> impl Iterator<Item = &Say> {
    trace.steps.iter().map(|s| &s.envelope.say)
}

/// Calls the runner handed to the tools.
fn ran(trace: &Trace) -> Vec<&ToolCall> {
    says(trace)
        .filter_map(|say| match say {
            Say::RunTool { call, .. } => Some(call),
            _ => None,
        })
        .collect()
}

/// Tool results the runner showed, with what became of each call.
fn results(trace: &Trace) -> Vec<(&ToolCall, &ToolResult, Outcome)> {
    says(trace)
        .filter_map(|say| match say {
            Say::Result {
                call,
                result,
                outcome,
            } => Some((call, result, *outcome)),
            _ => None,
        })
        .collect()
}

fn asked(trace: &Trace) -> Vec<&str> {
    says(trace)
        .filter_map(|say| match say {
            Say::Ask { request } => Some(request.call.tool.as_str()),
            _ => None,
        })
        .collect()
}

/// The text of the thread's last message, which must be the llm's.
fn final_answer(trace: &Trace) -> &str {
    match trace.harness.thread().last() {
        Some(Message::Assistant { text, tool_calls }) => {
            assert!(tool_calls.is_empty(), "the final answer asks for tools");
            text
        }
        other => panic!("the thread ends with {other:?}, not the llm's answer"),
    }
}

fn assert_idle(trace: &Trace) {
    assert_eq!(trace.ending, Ending::Idle);
    assert_eq!(trace.harness.status(), Status::Idle);
    let last = trace.steps.last().expect("a trace has steps");
    assert_eq!(last.envelope.say, Say::Idle);
    assert_eq!(last.snapshot.status, Status::Idle);
}

#[test]
fn every_builtin_derives_without_stopping() {
    for s in builtin().unwrap() {
        for replies in [vec![], vec![Reply::Once], vec![Reply::Decline]] {
            let trace = derive(
                &s,
                &Inputs {
                    replies,
                    rules: None,
                },
            );
            assert!(
                !matches!(trace.ending, Ending::Stopped { .. }),
                "{}: {:?}",
                s.id,
                trace.ending
            );
            assert_eq!(
                trace.steps[0].envelope.say,
                Say::Typed {
                    text: s.prompt.clone()
                }
            );
        }
    }
}

#[test]
fn what_is_a_harness_takes_one_turn_and_no_tool() {
    let (s, trace) = run("what-is-a-harness", &[]);
    assert_idle(&trace);
    assert_eq!(trace.harness.turns().len(), 1);
    assert!(ran(&trace).is_empty());
    assert!(results(&trace).is_empty());
    assert!(asked(&trace).is_empty());
    assert_eq!(final_answer(&trace), s.replies[0].text);
    assert_eq!(
        trace.harness.thread().len(),
        2,
        "the question and the answer"
    );
}

#[test]
fn read_file_takes_two_turns_and_asks_nothing() {
    let (s, trace) = run("read-file", &[]);
    assert_idle(&trace);
    assert_eq!(trace.harness.turns().len(), 2);
    assert!(asked(&trace).is_empty(), "a rule allows read_file");
    let calls = ran(&trace);
    assert_eq!(calls.len(), 1);
    assert_eq!(calls[0].tool, "read_file");
    assert!(says(&trace).any(|say| matches!(
        say,
        Say::RunTool {
            because: Because::Allowed,
            ..
        }
    )));
    let results = results(&trace);
    assert_eq!(results.len(), 1);
    assert_eq!(results[0].1.output, s.files["README.md"]);
    assert_eq!(final_answer(&trace), s.replies[1].text);
}

#[test]
fn run_tests_stops_on_a_question_for_you() {
    let (_, trace) = run("run-tests", &[]);
    assert_eq!(trace.ending, Ending::WaitingForYou);
    assert_eq!(asked(&trace), ["run_tests"]);
    assert!(ran(&trace).is_empty(), "nothing runs before you answer");
    let last = trace.steps.last().unwrap();
    assert!(matches!(last.envelope.say, Say::Ask { .. }));
    assert_eq!(last.snapshot.status, Status::Running);
    let waiting = last.snapshot.permission.as_ref().expect("a question waits");
    assert_eq!(waiting.call.tool, "run_tests");
}

#[test]
fn allowing_run_tests_runs_it_and_answers_in_two_turns() {
    for reply in [Reply::Once, Reply::Always] {
        let (s, trace) = run("run-tests", &[reply]);
        assert_idle(&trace);
        assert_eq!(trace.harness.turns().len(), 2, "{reply:?}");
        assert_eq!(asked(&trace), ["run_tests"]);
        assert!(says(&trace).any(|say| matches!(
            say,
            Say::RunTool { call, because: Because::Replied(r) } if call.tool == "run_tests" && *r == reply
        )));
        let results = results(&trace);
        assert_eq!(results.len(), 1);
        assert_eq!(results[0].1.output, s.test_output);
        assert_eq!(results[0].2, Outcome::Ran);
        assert_eq!(final_answer(&trace), s.replies[1].text);
        // The question is gone once answered.
        assert!(trace.steps.last().unwrap().snapshot.permission.is_none());
    }
}

#[test]
fn once_saves_no_rule_so_the_next_run_asks_again() {
    let (s, trace) = run("run-tests", &[Reply::Once]);
    assert!(trace.harness.saved_rules().is_empty());
    let again = derive(
        &s,
        &Inputs {
            replies: vec![],
            rules: Some(trace.harness.agent().rules.clone()),
        },
    );
    assert_eq!(again.ending, Ending::WaitingForYou);
}

#[test]
fn declining_run_tests_never_runs_it_and_the_llm_says_so() {
    let (s, trace) = run("run-tests", &[Reply::Decline]);
    assert_idle(&trace);
    assert!(ran(&trace).is_empty(), "a declined tool must not run");
    let results = results(&trace);
    assert_eq!(results.len(), 1);
    let (call, result, outcome) = results[0];
    assert_eq!(outcome, Outcome::Declined);
    assert_eq!(result.call_id, call.id);
    assert!(
        result.output.starts_with(NOT_RUN_PREFIX),
        "{}",
        result.output
    );
    assert!(result.output.contains("declined"), "{}", result.output);
    assert_eq!(
        Some(final_answer(&trace)),
        s.replies[1].if_refused.as_deref()
    );
}

#[test]
fn always_saves_an_allow_rule_and_the_next_run_asks_nothing() {
    let (s, trace) = run("run-tests", &[Reply::Always]);
    let saved = trace.harness.saved_rules();
    assert_eq!(
        saved,
        [Rule {
            tool: "run_tests".into(),
            decision: Decision::Allow
        }]
    );
    assert_eq!(trace.steps.last().unwrap().snapshot.saved_rules, 1);
    // What the page does after "always": the scenario's rules, then the saved ones.
    let rules: Vec<Rule> = s.agent.rules.iter().chain(saved).cloned().collect();
    let again = derive(
        &s,
        &Inputs {
            replies: vec![],
            rules: Some(rules),
        },
    );
    assert_idle(&again);
    assert!(asked(&again).is_empty());
    assert_eq!(ran(&again).len(), 1);
    assert!(says(&again).any(|say| matches!(
        say,
        Say::RunTool {
            because: Because::Allowed,
            ..
        }
    )));
}

#[test]
fn a_denied_tool_never_runs_and_gets_a_not_run_result() {
    let (s, trace) = run("denied-tool", &[]);
    assert_idle(&trace);
    assert!(asked(&trace).is_empty(), "deny blocks without asking");
    assert!(ran(&trace).iter().all(|c| c.tool != "write_file"));
    let denied: Vec<_> = results(&trace)
        .into_iter()
        .filter(|(call, ..)| call.tool == "write_file")
        .collect();
    assert_eq!(denied.len(), 1);
    assert_eq!(denied[0].2, Outcome::Denied);
    assert!(denied[0].1.output.starts_with(NOT_RUN_PREFIX));
    assert_eq!(
        Some(final_answer(&trace)),
        s.replies.last().unwrap().if_refused.as_deref()
    );
}

#[test]
fn two_tools_get_one_result_each_in_call_order() {
    let (_, trace) = run("two-tools", &[]);
    assert_idle(&trace);
    let thread = trace.harness.thread();
    let (at, calls) = thread
        .iter()
        .enumerate()
        .find_map(|(i, m)| match m {
            Message::Assistant { tool_calls, .. } if !tool_calls.is_empty() => {
                Some((i, tool_calls))
            }
            _ => None,
        })
        .expect("a reply asks for tools");
    assert_eq!(calls.len(), 2);
    assert_ne!(calls[0].id, calls[1].id);
    let following: Vec<&str> = thread[at + 1..]
        .iter()
        .map_while(|m| match m {
            Message::Tool { result } => Some(result.call_id.as_str()),
            _ => None,
        })
        .collect();
    assert_eq!(following, [calls[0].id.as_str(), calls[1].id.as_str()]);
    let shown: Vec<&str> = results(&trace)
        .iter()
        .map(|(_, r, _)| r.call_id.as_str())
        .collect();
    assert_eq!(shown, following);
}

#[test]
fn an_unknown_tool_gets_an_error_and_the_loop_goes_on() {
    let (s, trace) = run("unknown-tool", &[]);
    assert_idle(&trace);
    assert!(ran(&trace).is_empty());
    assert!(asked(&trace).is_empty());
    let results = results(&trace);
    assert_eq!(results.len(), 1);
    assert_eq!(results[0].0.tool, "deploy");
    assert_eq!(results[0].2, Outcome::Unknown);
    assert!(results[0].1.output.starts_with(ERROR_PREFIX));
    assert_eq!(trace.harness.turns().len(), 2, "the llm reads the error");
    assert_eq!(final_answer(&trace), s.replies[1].text);
}

#[test]
fn two_clients_share_one_run_that_answers_both() {
    let (s, trace) = run("two-clients", &[]);
    assert_idle(&trace);
    let runs = says(&trace).filter(|say| **say == Say::Run).count();
    assert_eq!(runs, 1);
    assert_eq!(trace.steps.last().unwrap().snapshot.runs_started, 1);
    assert_eq!(
        says(&trace)
            .filter(|say| **say == Say::AlreadyRunning)
            .count(),
        1
    );
    let accepted: Vec<Part> = trace
        .steps
        .iter()
        .filter(|st| matches!(st.envelope.say, Say::Accepted { .. }))
        .map(|st| st.envelope.to)
        .collect();
    assert_eq!(accepted, [Part::Client { id: 1 }, Part::Client { id: 2 }]);
    let users: Vec<&str> = trace
        .harness
        .thread()
        .iter()
        .filter_map(|m| match m {
            Message::User { text } => Some(text.as_str()),
            _ => None,
        })
        .collect();
    let second = s.second_client.as_ref().unwrap();
    assert_eq!(users, [s.prompt.as_str(), second.text.as_str()]);
    final_answer(&trace);
}

/// Derives on another thread so a run that never ends fails the test instead of hanging it.
fn derive_within(s: Scenario, inputs: Inputs, limit: Duration) -> Trace {
    let (tx, rx) = mpsc::channel();
    std::thread::spawn(move || {
        let _ = tx.send(derive(&s, &inputs));
    });
    rx.recv_timeout(limit)
        .expect("derive did not finish: the driver loops")
}

#[test]
fn a_second_client_after_the_run_ended_starts_a_second_run() {
    let mut s = scenario("what-is-a-harness");
    s.second_client = Some(SecondClient {
        text: "And what is a session?".into(),
        at_step: 10_000,
    });
    let trace = derive_within(s, Inputs::default(), Duration::from_secs(20));
    assert_idle(&trace);
    assert_eq!(trace.steps.last().unwrap().snapshot.runs_started, 2);
    assert!(!says(&trace).any(|say| *say == Say::AlreadyRunning));
    // Both questions answered, one after the other.
    let tags: Vec<&str> = trace
        .harness
        .thread()
        .iter()
        .map(|m| match m {
            Message::User { .. } => "user",
            Message::Assistant { .. } => "assistant",
            Message::Tool { .. } => "tool",
        })
        .collect();
    assert_eq!(tags, ["user", "assistant", "user", "assistant"]);
}

#[test]
fn a_second_client_mid_run_waits_for_the_next_turn() {
    // Step 8 of read-file is inside turn 1: the message must not land between the reply
    // and its tool result.
    let mut s = scenario("read-file");
    s.second_client = Some(SecondClient {
        text: "Also, who wrote it?".into(),
        at_step: 8,
    });
    let trace = derive_within(s, Inputs::default(), Duration::from_secs(20));
    assert_idle(&trace);
    assert!(says(&trace).any(|say| *say == Say::Accepted { queued: true }));
    assert_eq!(trace.steps.last().unwrap().snapshot.runs_started, 1);
    let thread = trace.harness.thread();
    let second = thread
        .iter()
        .rposition(|m| matches!(m, Message::User { .. }))
        .unwrap();
    assert!(matches!(thread[second - 1], Message::Tool { .. }));
    final_answer(&trace);
}

#[test]
fn deriving_twice_gives_the_same_trace() {
    for s in builtin().unwrap() {
        for replies in [
            vec![],
            vec![Reply::Once],
            vec![Reply::Always],
            vec![Reply::Decline],
        ] {
            let inputs = Inputs {
                replies,
                rules: None,
            };
            let a = derive(&s, &inputs);
            let b = derive(&s, &inputs);
            assert_eq!(a.steps, b.steps, "{}", s.id);
            assert_eq!(a.ending, b.ending);
            assert_eq!(a.harness.thread(), b.harness.thread());
        }
    }
}

#[test]
fn the_export_holds_the_run_and_its_scenario_loads_back() {
    let (s, trace) = run("run-tests", &[Reply::Always]);
    let text = trace
        .export(
            &s,
            &Inputs {
                replies: vec![Reply::Always],
                rules: None,
            },
        )
        .expect("a trace exports");
    let json: serde_json::Value = serde_json::from_str(&text).expect("the export is JSON");
    assert_eq!(
        json["steps"].as_array().map(Vec::len),
        Some(trace.steps.len())
    );
    assert_eq!(json["inputs"]["replies"], serde_json::json!(["always"]));
    assert_eq!(json["ending"], serde_json::json!({ "_tag": "idle" }));
    assert_eq!(json["session"]["id"], "session_1");
    assert_eq!(
        json["turns"].as_array().map(Vec::len),
        Some(trace.harness.turns().len())
    );
    let back = Scenario::from_json("export.json", &json["scenario"].to_string());
    assert_eq!(back, Ok(s));
}
