//! The state machine driven by hand: each illegal input is refused with its typed error, and
//! the invariants that random runs reach only by luck each get a named case.

use harness_demo::harness::machine::{Current, Harness, HarnessError, Phase, ToolOutput, Wants};
use harness_demo::harness::protocol::envelope::{Envelope, RunEnd, Say, Wait};
use harness_demo::harness::protocol::schema::{
    Agent, Answered, Decision, LlmEvent, Message, Reply, Rule, Status, Tool, ToolCall, ToolError,
};

fn agent(rules: &[(&str, Decision)]) -> Agent {
    Agent {
        name: "coder".into(),
        instructions: "You are coder.".into(),
        tools: vec!["read_file".into(), "run_tests".into(), "write_file".into()],
        rules: rules
            .iter()
            .map(|(tool, decision)| Rule {
                tool: tool.to_string(),
                decision: *decision,
            })
            .collect(),
        max_turns: None,
        context_window: None,
        tool_timeout_ms: None,
        stream_idle_timeout_ms: None,
        agents: vec![],
        max_attempts: None,
        hooks: vec![],
        skills: vec![],
        memory: vec![],
        deferred_tools: vec![],
    }
}

fn harness(rules: &[(&str, Decision)]) -> Harness {
    let catalog: Vec<Tool> = ["read_file", "run_tests", "write_file"]
        .iter()
        .map(|name| Tool {
            name: name.to_string(),
            description: format!("The {name} tool."),
        })
        .collect();
    Harness::new("s", agent(rules), &catalog)
}

/// Polls until nothing is left; returns what came out.
fn drain(h: &mut Harness) -> Vec<Envelope> {
    std::iter::from_fn(|| h.poll()).collect()
}

fn call(id: &str, tool: &str) -> ToolCall {
    ToolCall {
        id: id.into(),
        tool: tool.into(),
        input: "README.md".into(),
    }
}

/// Feeds a whole reply: some text, these calls, finish; polling after each event.
fn reply(h: &mut Harness, text: &str, calls: &[ToolCall]) -> Vec<Envelope> {
    let mut out = Vec::new();
    h.handle_llm_event(LlmEvent::Text { text: text.into() })
        .unwrap();
    out.extend(drain(h));
    for c in calls {
        h.handle_llm_event(LlmEvent::ToolCall { call: c.clone() })
            .unwrap();
        out.extend(drain(h));
    }
    h.handle_llm_event(LlmEvent::Finish {}).unwrap();
    out.extend(drain(h));
    out
}

fn ok(output: &str) -> ToolOutput {
    ToolOutput {
        output: output.into(),
        failed: false,
    }
}

/// A session whose first reply asks for `calls`, polled up to the first call's handling.
fn asking(rules: &[(&str, Decision)], calls: &[ToolCall]) -> (Harness, Vec<Envelope>) {
    let mut h = harness(rules);
    h.prompt(1, "Do it.");
    drain(&mut h);
    let out = reply(&mut h, "On it.", calls);
    (h, out)
}

// ---- one typed error per illegal input ------------------------------------------------------

#[test]
fn an_input_before_the_messages_are_polled_is_refused() {
    let mut h = harness(&[]);
    h.prompt(1, "Hi.");
    assert_eq!(
        h.handle_llm_event(LlmEvent::Finish {}),
        Err(HarnessError::NotPolled)
    );
    assert_eq!(h.stop(1), Err(HarnessError::NotPolled));
    assert_eq!(h.wake(), Err(HarnessError::NotPolled));
}

#[test]
fn an_llm_event_with_no_request_out_is_refused() {
    let mut h = harness(&[]);
    assert_eq!(
        h.handle_llm_event(LlmEvent::Text { text: "hi".into() }),
        Err(HarnessError::NoReplyStreaming)
    );
}

#[test]
fn an_llm_event_after_finish_is_refused() {
    let (mut h, _) = asking(
        &[("read_file", Decision::Allow)],
        &[call("c1", "read_file")],
    );
    assert!(matches!(h.wants(), Wants::ToolOutput { .. }));
    assert_eq!(
        h.handle_llm_event(LlmEvent::Text {
            text: "late".into()
        }),
        Err(HarnessError::NoReplyStreaming)
    );
}

#[test]
fn a_tool_output_for_a_call_that_is_not_running_is_refused() {
    let (mut h, _) = asking(
        &[("read_file", Decision::Allow)],
        &[call("c1", "read_file")],
    );
    assert_eq!(
        h.handle_tool_output("c9", ok("x")),
        Err(HarnessError::NoSuchToolRun {
            call_id: "c9".into()
        })
    );
    assert_eq!(
        h.handle_tool_timeout("c9"),
        Err(HarnessError::NoSuchToolRun {
            call_id: "c9".into()
        })
    );
    // The right one is taken, once.
    h.handle_tool_output("c1", ok("# Hi")).unwrap();
    drain(&mut h);
    assert_eq!(
        h.handle_tool_output("c1", ok("again")),
        Err(HarnessError::NoSuchToolRun {
            call_id: "c1".into()
        })
    );
}

#[test]
fn an_answer_to_no_question_and_a_second_answer_are_refused() {
    let (mut h, _) = asking(&[], &[call("c1", "run_tests")]);
    let Wants::Reply(request) = h.wants() else {
        panic!("no rule means ask")
    };
    assert_eq!(
        h.reply(1, "perm_9", Reply::Once),
        Err(HarnessError::NoSuchQuestion {
            id: "perm_9".into()
        })
    );
    h.reply(1, &request.id, Reply::Once).unwrap();
    drain(&mut h);
    assert_eq!(
        h.reply(1, &request.id, Reply::Decline),
        Err(HarnessError::NoSuchQuestion { id: request.id })
    );
}

#[test]
fn a_wake_with_no_backoff_and_a_stop_with_no_run_are_refused() {
    let mut h = harness(&[]);
    assert_eq!(h.wake(), Err(HarnessError::NoTimer));
    assert_eq!(h.stop(1), Err(HarnessError::NotRunning));
}

#[test]
fn each_typed_error_says_what_was_refused() {
    // A trace that breaks ends with these words (`Ending::Broken`): each names its case.
    let said = [
        (
            HarnessError::NotPolled,
            "messages are still waiting to be polled",
        ),
        (HarnessError::NoReplyStreaming, "no llm reply is streaming"),
        (
            HarnessError::NoSuchToolRun {
                call_id: "call_9".into(),
            },
            "no tool call call_9 is running",
        ),
        (
            HarnessError::NoSuchQuestion {
                id: "perm_2".into(),
            },
            "no permission request perm_2 is waiting for a reply",
        ),
        (HarnessError::NoTimer, "no backoff is being waited out"),
        (HarnessError::NotRunning, "no run is going"),
    ];
    for (error, words) in said {
        assert_eq!(error.to_string(), words);
    }
}

#[test]
fn the_runner_is_in_one_phase_at_a_time() {
    let mut h = harness(&[]);
    assert_eq!(h.main().phase(), &Phase::Idle);
    h.prompt(1, "Do it.");
    drain(&mut h);
    h.handle_llm_event(LlmEvent::Text {
        text: "On it.".into(),
    })
    .unwrap();
    drain(&mut h);
    let Phase::Streaming { text, calls, .. } = h.main().phase() else {
        panic!("a reply is streaming: {:?}", h.main().phase())
    };
    assert_eq!((text.as_str(), calls.len()), ("On it.", 0));
    h.handle_llm_event(LlmEvent::ToolCall {
        call: call("c1", "run_tests"),
    })
    .unwrap();
    drain(&mut h);
    h.handle_llm_event(LlmEvent::Finish {}).unwrap();
    drain(&mut h);
    let Phase::Calls {
        current: Some(Current::Asking(request)),
        pending,
        ..
    } = h.main().phase()
    else {
        panic!("no rule means ask: {:?}", h.main().phase())
    };
    assert_eq!(
        (request.call.tool.as_str(), pending.len()),
        ("run_tests", 0)
    );
}

// ---- invariants with names -----------------------------------------------------------------

#[test]
fn no_rule_means_the_runner_asks() {
    let (h, out) = asking(
        &[("read_file", Decision::Allow)],
        &[call("c1", "run_tests")],
    );
    assert!(matches!(out.last().map(|e| &e.say), Some(Say::Ask { .. })));
    assert!(matches!(h.wants(), Wants::Reply(_)));
}

#[test]
fn always_allows_the_same_tool_for_the_rest_of_the_run() {
    let (mut h, _) = asking(&[], &[call("c1", "run_tests"), call("c2", "run_tests")]);
    let Wants::Reply(request) = h.wants() else {
        panic!("asks first")
    };
    h.reply(1, &request.id, Reply::Always).unwrap();
    drain(&mut h);
    h.handle_tool_output("c1", ok("ok")).unwrap();
    let out = drain(&mut h);
    // The second call runs at once: no second question.
    assert!(
        out.iter()
            .any(|e| matches!(&e.say, Say::RunTool { call, .. } if call.id == "c2")),
        "{out:?}"
    );
    assert!(!out.iter().any(|e| matches!(e.say, Say::Ask { .. })));
    assert_eq!(
        h.rules().decide(&[], &call("call_9", "run_tests")),
        Decision::Allow
    );
}

#[test]
fn a_denied_call_is_followed_by_the_next_call_of_the_same_reply() {
    let (mut h, out) = asking(
        &[
            ("write_file", Decision::Deny),
            ("read_file", Decision::Allow),
        ],
        &[call("c1", "write_file"), call("c2", "read_file")],
    );
    let denied = out
        .iter()
        .position(|e| matches!(&e.say, Say::Result { result, .. } if result.error == Some(ToolError::Denied)))
        .expect("the first call is denied");
    assert!(out[denied + 1..]
        .iter()
        .any(|e| matches!(&e.say, Say::RunTool { call, .. } if call.id == "c2")));
    h.handle_tool_output("c2", ok("# Hi")).unwrap();
    drain(&mut h);
    let ids: Vec<&str> = h
        .main()
        .thread()
        .iter()
        .filter_map(|m| match m {
            Message::Tool { result } => Some(result.call_id.as_str()),
            _ => None,
        })
        .collect();
    assert_eq!(ids, ["c1", "c2"], "one result each, in call order");
}

#[test]
fn a_prompt_that_lands_as_the_run_ends_is_answered_by_the_same_run() {
    let mut h = harness(&[]);
    h.prompt(1, "First?");
    drain(&mut h);
    h.handle_llm_event(LlmEvent::Text {
        text: "Answer one.".into(),
    })
    .unwrap();
    drain(&mut h);
    h.handle_llm_event(LlmEvent::Finish {}).unwrap();
    // A second window presses enter before the runner has read the finish: the message
    // reaches the session API after the runner decided the run is done, before the
    // coordinator reads that.
    h.prompt(2, "Second?");
    let out = drain(&mut h);
    let said: Vec<&Say> = out.iter().map(|e| &e.say).collect();
    assert!(said.contains(&&Say::KeepGoing), "{said:?}");
    assert!(said.contains(&&Say::AlreadyRunning), "no second run");
    assert_eq!(
        h.main().status(),
        Status::Running,
        "not idle with a question open"
    );
    assert!(matches!(h.wants(), Wants::LlmEvent { .. }));
    assert!(matches!(
        h.main().thread().last(),
        Some(Message::User { text }) if text == "Second?"
    ));
}

#[test]
fn a_stop_during_the_backoff_ends_the_run_without_another_request() {
    let mut h = harness(&[]);
    h.prompt(1, "Hi.");
    drain(&mut h);
    h.handle_llm_event(LlmEvent::Error {
        message: "reset".into(),
        retryable: true,
        answered: None,
    })
    .unwrap();
    drain(&mut h);
    assert_eq!(h.wants(), Wants::Wake { after_ms: 1_000 });
    h.stop(1).unwrap();
    let out = drain(&mut h);
    assert!(!out.iter().any(|e| matches!(e.say, Say::Request { .. })));
    assert!(out.iter().any(|e| e.say
        == Say::Done {
            end: RunEnd::Stopped
        }));
    assert_eq!(h.main().status(), Status::Idle);
    assert_eq!(h.wake(), Err(HarnessError::NoTimer));
}

/// The first request of a run under an agent with idle timeout `idle_ms` fails with `error`:
/// what the harness waits for next, and the runner's retry notice.
fn first_attempt_fails(idle_ms: Option<u64>, error: LlmEvent) -> (Wants, Option<Say>) {
    let catalog = [Tool {
        name: "read_file".into(),
        description: "The read_file tool.".into(),
    }];
    let mut a = agent(&[]);
    a.stream_idle_timeout_ms = idle_ms;
    let mut h = Harness::new("s", a, &catalog);
    h.prompt(1, "Hi.");
    drain(&mut h);
    h.handle_llm_event(error).unwrap();
    let retry = drain(&mut h)
        .into_iter()
        .map(|e| e.say)
        .find(|say| matches!(say, Say::Retry { .. }));
    (h.wants(), retry)
}

/// The API answered `status`, asking for `retry_after_ms`.
fn answered(status: u16, retry_after_ms: Option<u64>) -> LlmEvent {
    LlmEvent::Error {
        message: "The API is rate limiting this key (HTTP 429); wait and try again.".into(),
        retryable: status == 429 || status >= 500,
        answered: Some(Answered {
            status,
            retry_after_ms,
        }),
    }
}

fn retry(after_ms: u64, status: Option<u16>, wait: Wait) -> Say {
    Say::Retry {
        message: "The API is rate limiting this key (HTTP 429); wait and try again.".into(),
        attempt: 2,
        of: 3,
        after_ms,
        status,
        wait,
    }
}

#[test]
fn the_wait_an_api_asks_for_in_its_retry_after_is_waited_instead_of_the_backoff() {
    let (wants, said) = first_attempt_fails(None, answered(429, Some(4_000)));
    assert_eq!(wants, Wants::Wake { after_ms: 4_000 });
    assert_eq!(said, Some(retry(4_000, Some(429), Wait::Asked)));
}

#[test]
fn an_asked_wait_longer_than_the_idle_timeout_is_cut_to_the_idle_timeout() {
    let (wants, said) = first_attempt_fails(Some(5_000), answered(503, Some(120_000)));
    assert_eq!(wants, Wants::Wake { after_ms: 5_000 });
    let capped = Wait::Capped { asked_ms: 120_000 };
    assert_eq!(said, Some(retry(5_000, Some(503), capped)));
    // The default idle timeout caps it when the agent sets none.
    let (wants, _) = first_attempt_fails(None, answered(429, Some(86_400_000)));
    assert_eq!(
        wants,
        Wants::Wake {
            after_ms: Agent::DEFAULT_STREAM_IDLE_TIMEOUT_MS
        }
    );
}

#[test]
fn an_asked_wait_equal_to_the_idle_timeout_or_of_nothing_is_waited_as_asked() {
    let (wants, said) = first_attempt_fails(Some(5_000), answered(429, Some(5_000)));
    assert_eq!(wants, Wants::Wake { after_ms: 5_000 });
    assert_eq!(said, Some(retry(5_000, Some(429), Wait::Asked)));
    let (wants, _) = first_attempt_fails(None, answered(429, Some(0)));
    assert_eq!(wants, Wants::Wake { after_ms: 0 });
}

#[test]
fn a_status_with_no_wait_the_page_could_read_gets_the_runners_own_backoff() {
    let (wants, said) = first_attempt_fails(None, answered(429, None));
    assert_eq!(wants, Wants::Wake { after_ms: 1_000 });
    assert_eq!(said, Some(retry(1_000, Some(429), Wait::Backoff)));
}

#[test]
fn a_broken_connection_is_retried_with_no_status() {
    let broke = LlmEvent::Error {
        message: "The API is rate limiting this key (HTTP 429); wait and try again.".into(),
        retryable: true,
        answered: None,
    };
    let (_, said) = first_attempt_fails(None, broke);
    assert_eq!(said, Some(retry(1_000, None, Wait::Backoff)));
}

#[test]
fn a_refusing_status_fails_the_run_whatever_wait_it_asks_for() {
    let (wants, said) = first_attempt_fails(None, answered(401, Some(4_000)));
    assert_eq!(said, None);
    assert_eq!(wants, Wants::Nothing);
}

#[test]
fn a_message_waiting_when_a_run_is_stopped_is_kept_in_the_thread() {
    let (mut h, _) = asking(&[], &[call("c1", "run_tests")]);
    h.prompt(2, "Also this.");
    drain(&mut h);
    assert_eq!(h.main().inbox().len(), 1);
    h.stop(1).unwrap();
    drain(&mut h);
    assert!(h.main().inbox().is_empty());
    assert!(matches!(
        h.main().thread().last(),
        Some(Message::User { text }) if text == "Also this."
    ));
    assert_eq!(h.main().status(), Status::Idle);
}

#[test]
fn a_tool_call_in_a_summary_is_ignored() {
    // A real model may ask for a tool while summarizing; a summary has no use for tools.
    let long = "x".repeat(4_000);
    let session = |window: Option<u64>| {
        let catalog: Vec<Tool> = ["read_file", "write_file"]
            .iter()
            .map(|name| Tool {
                name: name.to_string(),
                description: format!("The {name} tool."),
            })
            .collect();
        let mut a = agent(&[("read_file", Decision::Allow)]);
        a.context_window = window;
        let mut h = Harness::new("s", a, &catalog);
        h.prompt(1, "Read it.");
        drain(&mut h);
        reply(&mut h, "Reading.", &[call("c1", "read_file")]);
        h.handle_tool_output("c1", ok(&long)).unwrap();
        let out: Vec<Say> = drain(&mut h).into_iter().map(|e| e.say).collect();
        (h.snapshot(0).context.total, out, h)
    };
    // The second request's size without a window, then a window one token too small for it.
    let (needed, _, _) = session(None);
    let (_, out, mut h) = session(Some(needed - 1));
    assert!(
        out.iter().any(|say| matches!(say, Say::Summarize { .. })),
        "{:?}",
        out.last()
    );
    h.handle_llm_event(LlmEvent::Text {
        text: "The user asked to read a file.".into(),
    })
    .unwrap();
    drain(&mut h);
    h.handle_llm_event(LlmEvent::ToolCall {
        call: call("c9", "write_file"),
    })
    .unwrap();
    let during = drain(&mut h);
    h.handle_llm_event(LlmEvent::Finish {}).unwrap();
    let after = drain(&mut h);
    assert!(
        during.iter().chain(&after).all(|e| !matches!(
            &e.say,
            Say::Forward { .. } | Say::RunTool { .. } | Say::Ask { .. }
        )),
        "a call in a summary reached no one"
    );
    assert!(after.iter().any(|e| matches!(e.say, Say::Compacted { .. })));
    assert!(matches!(
        h.main().thread().first(),
        Some(Message::Summary { .. })
    ));
    assert!(h.main().thread().iter().all(|m| match m {
        Message::Assistant { tool_calls, .. } => tool_calls.iter().all(|c| c.id != "c9"),
        _ => true,
    }));
}

#[test]
fn a_reply_cut_at_the_token_limit_keeps_its_text_and_takes_no_call_after_the_cut() {
    let mut h = harness(&[("read_file", Decision::Allow)]);
    h.prompt(1, "Read it.");
    drain(&mut h);
    h.handle_llm_event(LlmEvent::Text {
        text: "Let me".into(),
    })
    .unwrap();
    drain(&mut h);
    h.handle_llm_event(LlmEvent::Cut {}).unwrap();
    let told = drain(&mut h);
    assert!(
        told.iter().any(|e| e.say
            == Say::Forward {
                event: LlmEvent::Cut {}
            }),
        "the clients hear of the cut: {told:?}"
    );
    // A call after the cut was never finished by the provider: it is not a call.
    h.handle_llm_event(LlmEvent::ToolCall {
        call: call("call_1", "read_file"),
    })
    .unwrap();
    let after = drain(&mut h);
    assert!(
        !after.iter().any(|e| matches!(e.say, Say::Forward { .. })),
        "a call after the cut is not shown as a call: {after:?}"
    );
    h.handle_llm_event(LlmEvent::Finish {}).unwrap();
    let out = drain(&mut h);
    assert!(
        !out.iter().any(|e| matches!(e.say, Say::RunTool { .. })),
        "{out:?}"
    );
    assert_eq!(h.main().status(), Status::Idle);
    assert_eq!(
        h.main().thread().last(),
        Some(&Message::Assistant {
            text: "Let me".into(),
            tool_calls: vec![]
        })
    );
}
