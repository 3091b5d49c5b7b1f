//! The one driver loop (`drivers::drive`), for a scripted run and a live one: what halts it,
//! and that a refused input is reported the same way for both, with the run stopped and the
//! session idle.

mod common;

use common::*;
use harness_demo::harness::drivers::drive::{drive, Driver, Halt, Input, Streamed, ToolRun};
use harness_demo::harness::drivers::live_driver::LiveDriver;
use harness_demo::harness::drivers::live_wire::{retry_after_ms, Protocol};
use harness_demo::harness::machine::{Harness, HarnessError};
use harness_demo::harness::protocol::envelope::{ClientId, Envelope, Part, Say, Wait};
use harness_demo::harness::protocol::schema::{
    LlmEvent, PermissionRequest, Reply, Status, ToolCall,
};
use harness_demo::harness::scenario::script::{ScriptedCall, ScriptedReply};
use harness_demo::trace::{derive, Ending, Inputs, Step, SESSION_ID};

/// A live conversation on "Run the tests"'s agent and fakes, recording its steps.
struct Live {
    harness: Harness,
    driver: LiveDriver,
    steps: Vec<Step>,
}

impl Live {
    fn new() -> Live {
        let s = scenario("run-tests");
        Live {
            harness: Harness::new(SESSION_ID, s.agent.clone(), &s.tools),
            driver: LiveDriver::new(Protocol::ChatCompletions, "model", s.toolbox()),
            steps: Vec::new(),
        }
    }

    fn drive(&mut self) -> Halt {
        let steps = &mut self.steps;
        drive(
            &mut self.harness,
            &mut self.driver,
            usize::MAX,
            &mut |h, envelope, _| steps.push(Step::after(h, envelope)),
        )
    }

    /// Sends `text` and returns the number of the request it makes.
    fn ask(&mut self, text: &str) -> u32 {
        self.driver.prompt(text);
        assert_eq!(self.drive(), Halt::Stream);
        let (attempt, body) = self.driver.take_request().expect("a request to send");
        assert!(body.contains(text), "the request carries the message");
        attempt
    }

    fn status(&self) -> Status {
        self.harness.main().status()
    }
}

#[test]
fn a_live_reply_with_two_calls_of_one_id_is_refused_and_the_session_ends_idle() {
    let mut live = Live::new();
    let attempt = live.ask("Read two files.");
    live.driver.arrive(
        attempt,
        vec![
            call_event("call_0", "read_file", r#"{"path":"README.md"}"#),
            call_event("call_0", "read_file", r#"{"path":"Cargo.toml"}"#),
            LlmEvent::Finish {},
        ],
    );
    let halt = live.drive();
    assert_eq!(
        halt,
        Halt::Refused(HarnessError::DuplicateCall {
            call_id: "call_0".into()
        })
    );
    assert_eq!(live.status(), Status::Idle, "the run was stopped");
    assert!(
        live.driver.take_abort(),
        "the page aborts the stream it was reading"
    );
    assert!(
        live.steps
            .iter()
            .any(|s| matches!(s.envelope.say, Say::Cancel { .. }) && s.envelope.to == Part::Llm),
        "the runner closed the stream"
    );
    assert!(
        !live
            .steps
            .iter()
            .any(|s| matches!(s.envelope.say, Say::RunTool { .. })),
        "no call of the refused reply ran"
    );
    let Ending::Broken { reason } = Ending::of(halt) else {
        panic!("a refusal ends the trace as broken");
    };
    assert!(
        reason.contains("two tool calls with the id call_0"),
        "{reason}"
    );
    // The conversation goes on: the next message is a new run.
    let next = live.ask("Then read one.");
    assert!(next > attempt);
}

/// "What does README.md say?" whose first reply reads it twice, both calls with id `id`.
fn reads_twice_with_one_id(id: &str) -> harness_demo::harness::scenario::Scenario {
    let mut s = scenario("read-file");
    let read = ScriptedCall {
        tool: "read_file".into(),
        input: "README.md".into(),
        id: Some(id.into()),
        result: None,
    };
    s.replies[0] = ScriptedReply {
        tool_calls: vec![read.clone(), read],
        ..s.replies[0].clone()
    };
    s
}

#[test]
fn a_scripted_reply_with_two_calls_of_one_id_is_refused_the_same_way() {
    let s = reads_twice_with_one_id("call_x");
    let trace = derive(&s, &Inputs::default());
    assert!(
        matches!(&trace.ending, Ending::Broken { reason } if reason.contains("call_x")),
        "{:?}",
        trace.ending
    );
    assert_eq!(trace.harness().main().status(), Status::Idle);
}

#[test]
fn the_step_limit_halts_a_run_that_would_go_on() {
    let s = scenario("read-file");
    let mut harness = Harness::new(SESSION_ID, s.agent.clone(), &s.tools);
    let mut driver =
        harness_demo::harness::drivers::scripted_run::ScriptedRun::new(&s, Vec::new(), &[]);
    harness.prompt(1, &s.prompt);
    let mut handed = 0;
    let halt = drive(&mut harness, &mut driver, 3, &mut |_, _, _| handed += 1);
    assert_eq!((halt, handed), (Halt::Limit, 3));
    assert!(matches!(Ending::of(Halt::Limit), Ending::Broken { .. }));
}

#[test]
fn events_of_a_request_given_up_on_are_dropped() {
    let mut live = Live::new();
    let attempt = live.ask("Say something long.");
    assert!(live.driver.arrive(
        attempt,
        vec![LlmEvent::Text {
            text: "Once ".into()
        }]
    ));
    assert_eq!(live.drive(), Halt::Stream);
    live.driver.stop();
    assert_eq!(live.drive(), Halt::Idle);
    assert!(live.driver.take_abort());
    assert!(
        !live.driver.arrive(
            attempt,
            vec![LlmEvent::Text {
                text: "upon".into()
            }]
        ),
        "a chunk of the stopped request is not taken"
    );
    assert!(!live.driver.went_quiet(attempt), "nor its idle timer");
    assert_eq!(live.drive(), Halt::Idle);
}

#[test]
fn a_backoff_halts_until_the_page_wakes_the_request_it_belongs_to() {
    let mut live = Live::new();
    let attempt = live.ask("Hello?");
    live.driver.arrive(
        attempt,
        vec![LlmEvent::Error {
            message: "overloaded".into(),
            retryable: true,
            answered: None,
        }],
    );
    let Halt::Backoff { after_ms } = live.drive() else {
        panic!("a retryable error waits before trying again");
    };
    assert_eq!(after_ms, 1_000);
    assert!(!live.driver.wake(attempt + 7), "a timer of another request");
    assert!(matches!(live.drive(), Halt::Backoff { .. }));
    assert!(live.driver.wake(attempt));
    assert_eq!(live.drive(), Halt::Stream, "the request is sent again");
    let (again, _) = live.driver.take_request().expect("the second attempt");
    assert_eq!(again, attempt + 1);
}

#[test]
fn a_live_429_halts_for_the_wait_its_retry_after_asked_for() {
    let mut live = Live::new();
    let attempt = live.ask("Hello?");
    let wait = retry_after_ms(None, Some("4"), 0);
    live.driver.arrive(
        attempt,
        vec![Protocol::ChatCompletions.http_error(429, "", wait)],
    );
    assert_eq!(live.drive(), Halt::Backoff { after_ms: 4_000 });
    let retry = live.steps.iter().find_map(|s| match &s.envelope.say {
        Say::Retry { status, wait, .. } => Some((*status, *wait)),
        _ => None,
    });
    assert_eq!(retry, Some((Some(429), Wait::Asked)));
}

#[test]
fn a_quiet_stream_is_given_up_on_only_once_its_events_are_taken() {
    let mut live = Live::new();
    let attempt = live.ask("Hello?");
    live.driver
        .arrive(attempt, vec![LlmEvent::Text { text: "Hi".into() }]);
    assert!(!live.driver.went_quiet(attempt), "an event still waits");
    assert_eq!(live.drive(), Halt::Stream);
    assert!(live.driver.went_quiet(attempt));
    assert!(
        matches!(live.drive(), Halt::Backoff { .. }),
        "given up on as a broken stream"
    );
    assert!(
        live.driver.take_abort(),
        "the page aborts the quiet request"
    );
    assert!(live.driver.wake(live.driver.attempt()));
    assert_eq!(live.drive(), Halt::Stream, "the runner tries again");
    let (again, _) = live.driver.take_request().expect("a second attempt");
    assert_eq!(
        again,
        attempt + 2,
        "one number for the cancel, one for the new request"
    );
}

#[test]
fn a_question_halts_until_the_person_answers() {
    let mut live = Live::new();
    let attempt = live.ask("Run the tests.");
    live.driver.arrive(
        attempt,
        vec![call_event("call_1", "run_tests", "{}"), LlmEvent::Finish {}],
    );
    assert_eq!(live.drive(), Halt::Question);
    assert_eq!(
        live.drive(),
        Halt::Question,
        "nothing moves without an answer"
    );
    live.driver.answer(Reply::Once);
    assert_eq!(
        live.drive(),
        Halt::Stream,
        "the test output goes back to the llm"
    );
    assert!(live
        .steps
        .iter()
        .any(|s| matches!(&s.envelope.say, Say::RunTool { call, .. } if call.id == "call_1")));
}

#[test]
fn a_broken_run_says_why_in_the_chat_at_its_last_step_only() {
    let mut s = scenario("read-file");
    let call = ScriptedCall {
        tool: "read_file".into(),
        input: "README.md".into(),
        id: Some("call_x".into()),
        result: None,
    };
    s.replies[0].tool_calls = vec![call.clone(), call];
    let trace = derive(&s, &Inputs::default());
    let last = trace.steps.len() - 1;
    let said = harness_demo::view::chat::broken(&trace, last).expect("a sentence at the end");
    assert!(
        said.starts_with(
            "The harness stopped the run: the llm's reply has two tool calls with the id call_x;"
        ),
        "{said}"
    );
    assert_eq!(harness_demo::view::chat::broken(&trace, last - 1), None);
    let fine = derive(&scenario("read-file"), &Inputs::default());
    assert_eq!(
        harness_demo::view::chat::broken(&fine, fine.steps.len() - 1),
        None
    );
}

#[test]
fn the_step_limit_counts_the_messages_that_end_a_refused_run() {
    let s = reads_twice_with_one_id("call_x");
    let run = |limit: usize| {
        let mut harness = Harness::new(SESSION_ID, s.agent.clone(), &s.tools);
        let mut driver =
            harness_demo::harness::drivers::scripted_run::ScriptedRun::new(&s, Vec::new(), &[]);
        harness.prompt(1, &s.prompt);
        let mut said = Vec::new();
        let halt = drive(&mut harness, &mut driver, limit, &mut |_, e, _| {
            said.push(e.say)
        });
        (halt, said)
    };
    let (halt, all) = run(usize::MAX);
    assert!(matches!(halt, Halt::Refused(_)), "{halt:?}");
    let before = all
        .iter()
        .position(|say| matches!(say, Say::Cancel { .. }))
        .expect("the run is stopped after the refusal");
    assert!(before >= 2 && all.len() - before >= 2, "{all:?}");
    // Messages before and after the refusal share one limit.
    for limit in before..=all.len() {
        let (halt, said) = run(limit);
        assert_eq!(said.len(), limit.min(all.len()), "limit {limit}");
        assert_eq!(
            matches!(halt, Halt::Limit),
            limit < all.len(),
            "limit {limit}: {halt:?}"
        );
    }
}

#[test]
fn a_rule_set_between_messages_is_followed_without_asking() {
    let mut live = Live::new();
    live.driver.rule(
        "run_tests",
        harness_demo::harness::protocol::schema::Decision::Allow,
    );
    let attempt = live.ask("Run the tests.");
    live.driver.arrive(
        attempt,
        vec![call_event("call_1", "run_tests", "{}"), LlmEvent::Finish {}],
    );
    assert_eq!(live.drive(), Halt::Stream, "no question: the rule answers");
    assert!(!live
        .steps
        .iter()
        .any(|s| matches!(s.envelope.say, Say::Ask { .. })));
}

/// A live run whose llm asks to read the README, with its reply arrived.
fn reading() -> (Live, u32) {
    let mut live = Live::new();
    let attempt = live.ask("Read the README.");
    live.driver.arrive(
        attempt,
        vec![
            call_event("call_1", "read_file", r#"{"path":"README.md"}"#),
            LlmEvent::Finish {},
        ],
    );
    (live, attempt)
}

#[test]
fn a_finished_request_is_not_aborted() {
    let (mut live, _) = reading();
    assert_eq!(
        live.drive(),
        Halt::Stream,
        "the read ran, the llm is asked again"
    );
    assert!(!live.driver.take_abort());
}

/// The live driver, with Stop pressed while a tool runs (the page's tools answer at once, so
/// only a driver that stops there reaches this).
struct StopWhileTheToolRuns(LiveDriver, bool);

impl Driver for StopWhileTheToolRuns {
    fn handed_out(&mut self, harness: &Harness, envelope: &Envelope) {
        self.1 |= matches!(envelope.say, Say::RunTool { .. });
        self.0.handed_out(harness, envelope)
    }
    fn input(&mut self, idle: bool) -> Option<Input> {
        if std::mem::take(&mut self.1) {
            return Some(Input::Stop { client: 1 });
        }
        self.0.input(idle)
    }
    fn stream(&mut self) -> Streamed {
        self.0.stream()
    }
    fn tool(&mut self, call: &ToolCall, timeout_ms: u64) -> ToolRun {
        self.0.tool(call, timeout_ms)
    }
    fn answer(&mut self, request: &PermissionRequest) -> Option<(ClientId, Reply)> {
        Driver::answer(&mut self.0, request)
    }
    fn woken(&mut self, after_ms: u64) -> bool {
        self.0.woken(after_ms)
    }
}

#[test]
fn stopping_a_tool_run_aborts_no_request() {
    let (live, attempt) = reading();
    let Live {
        mut harness,
        driver,
        ..
    } = live;
    let mut driver = StopWhileTheToolRuns(driver, false);
    let mut said = Vec::new();
    let halt = drive(&mut harness, &mut driver, usize::MAX, &mut |_, e, _| {
        said.push(e)
    });
    assert_eq!(halt, Halt::Idle);
    assert!(
        said.iter()
            .any(|e| matches!(e.say, Say::Cancel { .. }) && e.to == Part::Tools),
        "the runner cancels the tool"
    );
    assert!(!driver.0.take_abort(), "no request is under way to abort");
    assert_eq!(driver.0.attempt(), attempt, "nor a number given up");
}
