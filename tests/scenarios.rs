//! The article's promises and the failure paths, checked on every built-in scenario.
//!
//! Each test derives a trace through the real core and reads its steps, thread and
//! snapshots; nothing here restates the expected trace by hand.

mod common;

use std::sync::mpsc;
use std::time::Duration;

use common::*;

use harness_demo::harness::protocol::envelope::{Because, CancelReason, Part, RunEnd, Say};
use harness_demo::harness::protocol::schema::{
    Decision, LlmEvent, Message, Reply, Rule, Status, ToolError,
};
use harness_demo::harness::scenario::{builtin, Scenario, SecondClient};
use harness_demo::trace::{derive, Answer, Ending, Inputs, Trace};

#[test]
fn every_builtin_ends_honestly_or_waits_for_you() {
    for s in builtin().unwrap() {
        for replies in [vec![], vec![Reply::Once], vec![Reply::Decline]] {
            let trace = derive(&s, &answers(&replies));
            assert_eq!(
                trace.steps[0].envelope.say,
                Say::Typed {
                    text: s.prompt.clone()
                }
            );
            match trace.ending {
                Ending::WaitingForYou => {}
                Ending::Idle => assert_ends_honestly(&trace),
                Ending::Broken { reason } => panic!("{}: {reason}", s.id),
            }
        }
    }
}

#[test]
fn what_is_a_harness_takes_one_turn_and_no_tool() {
    let (s, trace) = run("what-is-a-harness", &[]);
    assert_ends_honestly(&trace);
    assert_eq!(trace.harness().main().turns().len(), 1);
    assert!(ran(&trace).is_empty());
    assert!(results(&trace).is_empty());
    assert!(asked(&trace).is_empty());
    assert_eq!(final_answer(&trace), s.replies[0].text);
    assert_eq!(
        trace.harness().main().thread().len(),
        2,
        "the question and the answer"
    );
}

#[test]
fn read_file_takes_two_turns_and_asks_nothing() {
    let (s, trace) = run("read-file", &[]);
    assert_ends_honestly(&trace);
    assert_eq!(trace.harness().main().turns().len(), 2);
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
    assert_eq!(results[0].1.error, None);
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
    let waiting = last.snapshot.question.expect("a question waits");
    assert_eq!(trace.harness().questions()[waiting].call.tool, "run_tests");
    assert!(trace.waits_at(trace.steps.len() - 1));
}

#[test]
fn allowing_run_tests_runs_it_and_answers_in_two_turns() {
    for reply in [Reply::Once, Reply::Always] {
        let (s, trace) = run("run-tests", &[reply]);
        assert_ends_honestly(&trace);
        assert_eq!(trace.harness().main().turns().len(), 2, "{reply:?}");
        assert_eq!(asked(&trace), ["run_tests"]);
        assert!(says(&trace).any(|say| matches!(
            say,
            Say::RunTool { call, because: Because::Replied(r) } if call.tool == "run_tests" && *r == reply
        )));
        let results = results(&trace);
        assert_eq!(results.len(), 1);
        assert_eq!(results[0].1.output, s.test_output);
        assert_eq!(results[0].1.error, None);
        assert_eq!(final_answer(&trace), s.replies[1].text);
        // The question is gone once answered.
        assert!(trace.steps.last().unwrap().snapshot.question.is_none());
    }
}

#[test]
fn once_saves_no_rule_so_the_next_run_asks_again() {
    let (s, trace) = run("run-tests", &[Reply::Once]);
    assert!(trace.harness().rules().saved().is_empty());
    let again = derive(
        &s,
        &Inputs {
            user_rules: trace.harness().rules().user_rules_after(),
            ..Inputs::default()
        },
    );
    assert_eq!(again.ending, Ending::WaitingForYou);
}

#[test]
fn declining_run_tests_never_runs_it_and_the_llm_says_so() {
    let (s, trace) = run("run-tests", &[Reply::Decline]);
    assert_ends_honestly(&trace);
    assert!(ran(&trace).is_empty(), "a declined tool must not run");
    let results = results(&trace);
    assert_eq!(results.len(), 1);
    let (call, result) = results[0];
    assert_eq!(result.error, Some(ToolError::Declined));
    assert_eq!(result.call_id, call.id);
    assert_eq!(
        Some(final_answer(&trace)),
        s.replies[1].if_refused.as_deref()
    );
}

#[test]
fn always_saves_an_allow_rule_and_the_next_run_asks_nothing() {
    let (s, trace) = run("run-tests", &[Reply::Always]);
    let saved = trace.harness().rules().saved();
    assert_eq!(
        saved,
        [Rule {
            tool: "run_tests".into(),
            decision: Decision::Allow
        }]
    );
    assert_eq!(trace.steps.last().unwrap().snapshot.saved_rules, 1);
    // What the page does after "always": the next run starts with the saved rule.
    let again = derive(
        &s,
        &Inputs {
            user_rules: trace.harness().rules().user_rules_after(),
            ..Inputs::default()
        },
    );
    assert_ends_honestly(&again);
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
fn a_denied_tool_never_runs_and_gets_a_denied_result() {
    let (s, trace) = run("denied-tool", &[]);
    assert_ends_honestly(&trace);
    assert!(asked(&trace).is_empty(), "deny blocks without asking");
    assert!(ran(&trace).iter().all(|c| c.tool != "write_file"));
    let denied: Vec<_> = results(&trace)
        .into_iter()
        .filter(|(call, _)| call.tool == "write_file")
        .collect();
    assert_eq!(denied.len(), 1);
    assert_eq!(denied[0].1.error, Some(ToolError::Denied));
    assert_eq!(
        Some(final_answer(&trace)),
        s.replies.last().unwrap().if_refused.as_deref()
    );
}

#[test]
fn two_tools_get_one_result_each_in_call_order() {
    let (_, trace) = run("two-tools", &[]);
    assert_ends_honestly(&trace);
    let thread = trace.harness().main().thread();
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
        .map(|(_, r)| r.call_id.as_str())
        .collect();
    assert_eq!(shown, following);
}

#[test]
fn an_unknown_tool_gets_an_error_and_the_loop_goes_on() {
    let (s, trace) = run("unknown-tool", &[]);
    assert_ends_honestly(&trace);
    assert!(ran(&trace).is_empty());
    assert!(asked(&trace).is_empty());
    let results = results(&trace);
    assert_eq!(results.len(), 1);
    assert_eq!(results[0].0.tool, "deploy");
    assert_eq!(results[0].1.error, Some(ToolError::UnknownTool));
    assert_eq!(
        trace.harness().main().turns().len(),
        2,
        "the llm reads the error"
    );
    assert_eq!(final_answer(&trace), s.replies[1].text);
}

#[test]
fn two_clients_share_one_run_that_answers_both() {
    let (s, trace) = run("two-clients", &[]);
    assert_ends_honestly(&trace);
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
        .harness()
        .main()
        .thread()
        .iter()
        .filter_map(|m| match m {
            Message::User { text } => Some(text.as_str()),
            _ => None,
        })
        .collect();
    let second = s.second_client.as_ref().unwrap();
    assert_eq!(users, [s.prompt.as_str(), second.text.as_str()]);
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
    assert_ends_honestly(&trace);
    assert_eq!(trace.steps.last().unwrap().snapshot.runs_started, 2);
    assert!(!says(&trace).any(|say| *say == Say::AlreadyRunning));
    let tags: Vec<bool> = trace
        .harness()
        .main()
        .thread()
        .iter()
        .map(|m| matches!(m, Message::User { .. }))
        .collect();
    assert_eq!(tags, [true, false, true, false], "asked, answered, twice");
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
    assert_ends_honestly(&trace);
    assert!(says(&trace).any(|say| *say == Say::Accepted { queued: true }));
    assert!(says(&trace).any(|say| matches!(say, Say::Request { joins: 1, .. })));
    assert_eq!(trace.steps.last().unwrap().snapshot.runs_started, 1);
    let thread = trace.harness().main().thread();
    let second = thread
        .iter()
        .rposition(|m| matches!(m, Message::User { .. }))
        .unwrap();
    assert!(matches!(thread[second - 1], Message::Tool { .. }));
}

#[test]
fn the_export_holds_the_run_and_its_scenario_loads_back() {
    let (s, trace) = run("run-tests", &[Reply::Always]);
    let text = harness_demo::view::export::export(&s, &answers(&[Reply::Always]), &trace)
        .expect("a trace exports");
    let json: serde_json::Value = serde_json::from_str(&text).expect("the export is JSON");
    assert_eq!(
        json["steps"].as_array().map(Vec::len),
        Some(trace.steps.len())
    );
    assert_eq!(
        json["inputs"]["answers"],
        serde_json::json!([{"client": 1, "reply": "always"}])
    );
    assert_eq!(json["ending"], "idle");
    assert_eq!(json["run_ended"], "answered");
    assert_eq!(json["steps"][5]["from"], "runner");
    assert_eq!(json["steps"][5]["message"], "request, turn 1");
    assert!(json["steps"][5]["narration"]
        .as_str()
        .unwrap()
        .starts_with("The runner sends turn 1's request"));
    assert_eq!(json["session"]["id"], "session_1");
    assert_eq!(
        json["turns"].as_array().map(Vec::len),
        Some(trace.harness().main().turns().len())
    );
    let back = Scenario::from_json("export.json", &json["scenario"].to_string());
    assert_eq!(back, Ok(s));
}

// ---- the failure paths --------------------------------------------------------------------

#[test]
fn stop_mid_stream_keeps_what_arrived_and_interrupts_its_calls() {
    let (s, trace) = run("stop", &[]);
    assert_ends_honestly(&trace);
    assert_eq!(run_end(&trace), Some(&RunEnd::Stopped));
    let stop = trace.find_from(0, |say| *say == Say::Stop).expect("Stop");
    assert_eq!(stop, s.stop_after_step.unwrap(), "it lands where pressed");
    assert_eq!(
        trace.steps[stop + 2].envelope.say,
        Say::Cancel {
            reason: CancelReason::Stopped
        }
    );
    assert_eq!(trace.steps[stop + 2].envelope.to, Part::Llm);
    // The partial reply is in the thread, with the two calls it had streamed.
    let partial = trace
        .harness()
        .main()
        .thread()
        .iter()
        .rev()
        .find_map(|m| match m {
            Message::Assistant { text, tool_calls } => Some((text, tool_calls)),
            _ => None,
        })
        .unwrap();
    assert_eq!(partial.0, &s.replies[1].text);
    assert_eq!(partial.1.len(), 2, "the third call never arrived");
    let interrupted: Vec<_> = results(&trace)
        .into_iter()
        .filter(|(_, r)| r.error == Some(ToolError::Interrupted))
        .map(|(c, _)| c.id.as_str())
        .collect();
    let ids: Vec<&str> = partial.1.iter().map(|c| c.id.as_str()).collect();
    assert_eq!(
        interrupted, ids,
        "one interrupted result each, in call order"
    );
    assert!(ran(&trace).iter().all(|c| !ids.contains(&c.id.as_str())));
}

#[test]
fn stop_before_any_call_keeps_the_text_that_arrived() {
    let s = scenario("read-file");
    let plain = derive(&s, &Inputs::default());
    let text = plain
        .find_from(0, |say| matches!(say, Say::Forward { .. }))
        .unwrap();
    let stopped = derive(
        &s,
        &Inputs {
            stops: vec![text + 1],
            ..Inputs::default()
        },
    );
    assert_eq!(run_end(&stopped), Some(&RunEnd::Stopped));
    let Some(Message::Assistant { text, tool_calls }) = stopped.harness().main().thread().last()
    else {
        panic!(
            "the partial reply ends the thread: {:?}",
            stopped.harness().main().thread()
        )
    };
    assert!(!text.is_empty() && s.replies[0].text.starts_with(text.as_str()));
    assert!(tool_calls.is_empty());
}

#[test]
fn stop_at_a_question_refuses_the_asked_call_and_ends_the_run() {
    let s = scenario("run-tests");
    let waiting = derive(&s, &Inputs::default());
    let at = waiting.steps.len();
    let trace = derive(
        &s,
        &Inputs {
            stops: vec![at],
            ..Inputs::default()
        },
    );
    assert_ends_honestly(&trace);
    assert_eq!(run_end(&trace), Some(&RunEnd::Stopped));
    assert!(ran(&trace).is_empty());
    let results = results(&trace);
    assert_eq!(results.len(), 1);
    assert_eq!(results[0].1.error, Some(ToolError::Interrupted));
    // Unlike Deny, the llm is not asked again.
    assert_eq!(trace.harness().main().turns().len(), 1);
    assert!(trace.steps.last().unwrap().snapshot.question.is_none());
}

#[test]
fn stop_while_a_tool_runs_cancels_it_and_skips_the_rest() {
    let s = scenario("two-tools");
    let full = derive(&s, &Inputs::default());
    let run_tool = full
        .find_from(0, |say| matches!(say, Say::RunTool { .. }))
        .unwrap();
    let trace = derive(
        &s,
        &Inputs {
            stops: vec![run_tool + 1],
            ..Inputs::default()
        },
    );
    assert_ends_honestly(&trace);
    let cancel = trace
        .find_from(0, |say| matches!(say, Say::Cancel { .. }))
        .unwrap();
    assert_eq!(trace.steps[cancel].envelope.to, Part::Tools);
    let errors: Vec<_> = results(&trace).iter().map(|(_, r)| r.error).collect();
    assert_eq!(
        errors,
        [Some(ToolError::Interrupted), Some(ToolError::Interrupted)]
    );
    assert_eq!(ran(&trace).len(), 1, "the second call never starts");
}

#[test]
fn stop_after_the_run_ended_changes_nothing() {
    let s = scenario("what-is-a-harness");
    let plain = derive(&s, &Inputs::default());
    let late = derive(
        &s,
        &Inputs {
            stops: vec![plain.steps.len() + 5],
            ..Inputs::default()
        },
    );
    assert_eq!(late.steps, plain.steps);
}

#[test]
fn a_broken_stream_is_retried_with_a_doubling_backoff_and_recovers() {
    let (s, trace) = run("flaky-llm", &[]);
    assert_ends_honestly(&trace);
    assert_eq!(run_end(&trace), Some(&RunEnd::Answered));
    let retries: Vec<(u32, u64)> = says(&trace)
        .filter_map(|say| match say {
            Say::Retry {
                attempt, after_ms, ..
            } => Some((*attempt, *after_ms)),
            _ => None,
        })
        .collect();
    assert_eq!(retries, [(2, 1_000), (2, 1_000)]);
    // The broken attempts leave nothing in the thread.
    let assistants = trace
        .harness()
        .main()
        .thread()
        .iter()
        .filter(|m| matches!(m, Message::Assistant { .. }))
        .count();
    assert_eq!(assistants, 2);
    assert_eq!(final_answer(&trace), s.replies[3].text);
}

#[test]
fn an_llm_that_keeps_failing_ends_the_run_failed_after_the_last_attempt() {
    let (_, trace) = run("llm-down", &[]);
    assert_ends_honestly(&trace);
    assert!(matches!(run_end(&trace), Some(RunEnd::Failed { .. })));
    let attempts = says(&trace)
        .filter(|say| matches!(say, Say::Request { .. }))
        .count();
    assert_eq!(
        attempts as u32,
        harness_demo::harness::protocol::schema::Agent::DEFAULT_MAX_ATTEMPTS
    );
    let waits: Vec<u64> = says(&trace)
        .filter_map(|say| match say {
            Say::Retry { after_ms, .. } => Some(*after_ms),
            _ => None,
        })
        .collect();
    assert_eq!(waits, [1_000, 2_000]);
    assert_eq!(
        trace.harness().main().thread().len(),
        1,
        "only the question"
    );
}

#[test]
fn a_failed_tool_result_carries_the_flag_and_the_llm_goes_on() {
    let (s, trace) = run("tool-fails", &[]);
    assert_ends_honestly(&trace);
    let errors: Vec<_> = results(&trace).iter().map(|(_, r)| r.error).collect();
    assert_eq!(errors, [Some(ToolError::Failed), None]);
    assert!(says(&trace).any(
        |say| matches!(say, Say::Output { result } if result.error == Some(ToolError::Failed))
    ));
    assert_eq!(final_answer(&trace), s.replies[2].text);
}

#[test]
fn a_tool_past_its_limit_is_cancelled_and_flagged_timed_out() {
    let (s, trace) = run("tool-timeout", &[]);
    assert_ends_honestly(&trace);
    assert!(
        !says(&trace).any(|say| matches!(say, Say::Output { .. })),
        "no output ever comes"
    );
    assert!(says(&trace).any(|say| *say
        == Say::Cancel {
            reason: CancelReason::TimedOut
        }));
    let results = results(&trace);
    assert_eq!(results.len(), 1);
    assert_eq!(results[0].1.error, Some(ToolError::TimedOut));
    assert_eq!(final_answer(&trace), s.replies[1].text);
}

#[test]
fn a_tool_within_its_limit_is_not_timed_out() {
    let mut s = scenario("tool-timeout");
    s.tool_durations_ms.insert("run_tests".into(), 30_000);
    let trace = derive(&s, &Inputs::default());
    assert_eq!(results(&trace)[0].1.error, None, "30 s is within 30 s");
}

#[test]
fn the_turn_limit_stops_the_run_before_the_next_request() {
    let (s, trace) = run("turn-limit", &[]);
    assert_ends_honestly(&trace);
    let max = s.agent.max_turns.unwrap();
    assert_eq!(run_end(&trace), Some(&RunEnd::TurnLimit { max }));
    assert_eq!(trace.harness().main().turns().len() as u32, max);
    // Every call was answered before the stop: the limit falls at a turn boundary.
    assert!(matches!(
        trace.harness().main().thread().last(),
        Some(Message::Tool { .. })
    ));
}

#[test]
fn the_context_window_triggers_one_compaction_that_shrinks_the_request() {
    let (s, trace) = run("compaction", &[]);
    assert_ends_honestly(&trace);
    let window = s.agent.context_window.unwrap();
    let at = trace
        .find_from(0, |say| matches!(say, Say::Compacted { .. }))
        .expect("a compaction");
    let Say::Compacted {
        replaced,
        before,
        after,
    } = trace.steps[at].envelope.say.clone()
    else {
        unreachable!()
    };
    assert!(before > window && after <= window, "{before} → {after}");
    let (was, now) = (&trace.steps[at - 1].snapshot, &trace.steps[at].snapshot);
    assert_eq!(now.thread.len(), was.thread.len() - replaced + 1);
    assert!(now.context.total < was.context.total, "the total drops");
    assert!(matches!(
        trace.harness().main().thread()[0],
        Message::Summary { ref text } if *text == s.summaries[0]
    ));
    // Every request sent fits the window.
    for t in trace.harness().main().turns() {
        assert!(t.context.total <= window, "{t:?}");
    }
    // The summary request reads its whole prefix from the cache; the first request after
    // the compaction misses everything after the head.
    let turns = trace.harness().main().turns();
    let next = turns
        .iter()
        .position(|t| t.thread.start > 0)
        .expect("a request after the compaction");
    assert!(turns[next].context.cached < turns[next - 1].context.cached);
    assert!(turns[next].context.cached <= trace.harness().main().head_tokens());
}

#[test]
fn a_window_too_small_even_after_compacting_ends_the_run_context_full() {
    let mut s = scenario("compaction");
    s.agent.context_window = Some(2_500);
    let trace = derive(&s, &Inputs::default());
    assert_ends_honestly(&trace);
    assert!(matches!(
        run_end(&trace),
        Some(RunEnd::ContextFull { window: 2_500, .. })
    ));
}

#[test]
fn the_second_prompt_reads_the_shared_head_from_the_cache() {
    let first = run("what-is-a-harness", &[]).1;
    let second = derive(
        &scenario("read-file"),
        &Inputs {
            cache: first.harness().cache().clone().into(),
            ..Inputs::default()
        },
    );
    let cold = run("read-file", &[]).1;
    assert_eq!(cold.harness().main().turns()[0].context.cached, 0);
    let warm = second.harness().main().turns()[0].context;
    assert!(warm.cached >= 1_024, "{warm:?}");
    assert_eq!(warm.cached % 128, 0, "counted in steps of 128");
    assert!(warm.cached <= second.harness().main().head_tokens());
}

#[test]
fn an_answer_may_come_from_the_second_window() {
    let s = scenario("run-tests");
    let trace = derive(
        &s,
        &Inputs {
            answers: vec![Answer {
                client: 2,
                reply: Reply::Once,
            }],
            ..Inputs::default()
        },
    );
    assert_ends_honestly(&trace);
    let answer = trace
        .steps
        .iter()
        .find(|st| matches!(st.envelope.say, Say::Answer { .. }))
        .unwrap();
    assert_eq!(answer.envelope.from, Part::Client { id: 2 });
    assert_eq!(ran(&trace).len(), 1);
}

#[test]
fn a_broken_attempts_text_never_joins_the_thread() {
    // The llm streams text, then breaks: the text is dropped from the thread.
    let (_, trace) = run("flaky-llm", &[]);
    let first = &trace.harness().main().turns()[0];
    assert!(matches!(
        first.events.last(),
        Some(LlmEvent::Error {
            retryable: true,
            ..
        })
    ));
    assert!(!trace
        .harness()
        .main()
        .thread()
        .iter()
        .any(|m| matches!(m, Message::Assistant { text, .. } if text == "Let me open")));
}

#[test]
fn the_cache_after_some_requests_is_what_those_requests_stored() {
    let (_, trace) = run("compaction", &[]);
    let h = trace.harness();
    assert_eq!(h.cache_after(h.main().turns().len()), *h.cache());
    assert!(h.cache_after(0).is_empty(), "a cold start");
    let one = h.cache_after(1);
    assert!(!one.is_empty() && one.len() < h.cache().len());
    // Another run warmed by the first request alone reads its head from the cache.
    let next = derive(
        &scenario("read-file"),
        &Inputs {
            cache: one.into(),
            ..Inputs::default()
        },
    );
    assert!(next.harness().main().turns()[0].context.cached > 0);
}

#[test]
fn a_run_saved_as_a_scenario_holds_its_own_prompt_agent_and_replies() {
    let (s, trace) = run("read-file", &[]);
    // Saved over a setup of its own, as a live run is over the live project: the same fake
    // project, but another id, title, prompt and script.
    let mut base = scenario("read-file");
    base.id = "base".into();
    base.title = "Base".into();
    base.description = "A base.".into();
    base.prompt = "Something else?".into();
    base.replies.truncate(1);
    base.summaries = vec!["An old summary.".into()];
    base.tools[0].description = "Another description.".into();
    base.second_client = Some(SecondClient {
        text: "Not recorded.".into(),
        at_step: 3,
    });
    let saved = trace.as_scenario(&base, &[]);
    assert_eq!(saved.id, "recorded");
    assert_eq!(saved.title, "A recorded run");
    assert!(saved.description.contains("recorded"));
    assert_eq!(saved.prompt, s.prompt);
    assert_eq!(saved.tools, trace.harness().main().tools());
    assert!(saved.summaries.is_empty());
    assert_eq!(saved.second_client, None);
    assert_eq!(saved.stop_after_step, None);
    let texts: Vec<&str> = saved.replies.iter().map(|r| r.text.as_str()).collect();
    assert_eq!(
        texts,
        [s.replies[0].text.as_str(), s.replies[1].text.as_str()]
    );
    assert!(saved.replies.iter().all(|r| r.recorded));
    assert_eq!(saved.replies[0].tool_calls[0].id.as_deref(), Some("call_1"));
    // It replays the run, step for step.
    let again = derive(&saved, &Inputs::default());
    assert_eq!(again.steps, trace.steps);
    assert_eq!(trace.as_scenario(&base, &[9]).stop_after_step, Some(9));
}

// ---- the context window's edges ---------------------------------------------------------------

/// The compaction scenario with the agent's window set to `window` tokens.
fn with_window(window: u64) -> Trace {
    let mut s = scenario("compaction");
    s.agent.context_window = Some(window);
    derive(&s, &Inputs::default())
}

#[test]
fn a_request_that_exactly_fills_the_window_is_sent_as_it_is() {
    let mut exact = 0;
    for window in 2_300..=3_300 {
        let trace = with_window(window);
        for say in says(&trace) {
            match say {
                Say::Summarize { needed, .. } => {
                    assert!(*needed > window, "window {window}: compacted for {needed}")
                }
                Say::Request { context, .. } => {
                    assert!(context.total <= window, "window {window}: sent {context:?}");
                    exact += usize::from(context.total == window);
                }
                _ => {}
            }
        }
    }
    assert!(exact > 0, "some window was filled exactly");
}

#[test]
fn a_summary_request_that_exactly_fits_the_window_is_sent() {
    let mut exact = 0;
    for window in 2_300..=3_300 {
        let trace = with_window(window);
        for step in &trace.steps {
            let Say::Summarize { window: w, .. } = step.envelope.say else {
                continue;
            };
            // The summary request's own size is in the context of its step.
            let total = step.snapshot.context.total;
            assert!(total <= w, "window {window}: a summary request of {total}");
            exact += usize::from(total == w);
        }
    }
    assert!(exact > 0, "some summary request filled the window exactly");
}

#[test]
fn the_summary_is_numbered_for_the_turn_it_makes_room_for() {
    let (_, trace) = run("compaction", &[]);
    let at = trace
        .find_from(0, |say| matches!(say, Say::Summarize { .. }))
        .unwrap();
    let next = trace
        .find_from(at, |say| matches!(say, Say::Request { .. }))
        .unwrap();
    let Say::Request { turn, .. } = trace.steps[next].envelope.say else {
        unreachable!()
    };
    let view = harness_demo::view::turn(&trace, at).unwrap();
    assert_eq!(view.title, format!("summary before turn {turn}"));
}

#[test]
fn a_compaction_reports_the_sizes_before_and_after_even_with_a_message_waiting() {
    let base = scenario("compaction");
    let plain = derive(&base, &Inputs::default());
    let at = plain
        .find_from(0, |say| matches!(say, Say::Summarize { .. }))
        .unwrap();
    let mut waiting = base.clone();
    waiting.second_client = Some(SecondClient {
        text: "Also check the tests, please.".into(),
        at_step: at + 1,
    });
    // The message that waits arrives after the summary request was sent: it adds to before.
    let waits = harness_demo::harness::machine::tokens::message_tokens(&Message::User {
        text: "Also check the tests, please.".into(),
    });
    for (trace, late) in [(plain, 0), (derive(&waiting, &Inputs::default()), waits)] {
        let summarize = trace
            .find_from(0, |say| matches!(say, Say::Summarize { .. }))
            .unwrap();
        let compacted = trace
            .find_from(summarize, |say| matches!(say, Say::Compacted { .. }))
            .unwrap();
        let request = trace
            .find_from(compacted, |say| matches!(say, Say::Request { .. }))
            .unwrap();
        let Say::Summarize { needed, .. } = trace.steps[summarize].envelope.say else {
            unreachable!()
        };
        let Say::Compacted { before, after, .. } = trace.steps[compacted].envelope.say else {
            unreachable!()
        };
        let Say::Request { context, .. } = &trace.steps[request].envelope.say else {
            unreachable!()
        };
        assert_eq!(
            before,
            needed + late,
            "before: what the request would have needed"
        );
        assert_eq!(after, context.total, "after: what the next request carries");
    }
    let trace = derive(&waiting, &Inputs::default());
    assert!(
        says(&trace).any(|say| *say == Say::Accepted { queued: true }),
        "the second message waited through the compaction"
    );
}
