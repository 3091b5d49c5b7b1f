//! The stream idle timeout: the harness says how long it waits for the llm's next event, a
//! driver that saw nothing for that long says so, and the runner closes the stream and tries
//! again as after a broken one, a bounded number of times.

mod common;

use common::scenario;
use harness_demo::harness::machine::{Harness, HarnessError, Wants};
use harness_demo::harness::scenario::script::ScriptedReply;

const MAX_ATTEMPTS: u32 = Agent::DEFAULT_MAX_ATTEMPTS;
use harness_demo::harness::protocol::envelope::{CancelReason, Envelope, Part, RunEnd, Say, Wait};
use harness_demo::harness::protocol::schema::{Agent, LlmEvent, Status};
use harness_demo::harness::scenario::Scenario;
use harness_demo::trace::{derive, Inputs};
use harness_demo::view::chat::{ChatRow, Writing};
use harness_demo::view::{narrate, ChatLog};

fn drain(h: &mut Harness) -> Vec<Envelope> {
    std::iter::from_fn(|| h.poll()).collect()
}

/// A session of "Run the tests"'s agent with its request out.
fn streaming(idle_ms: Option<u64>) -> Harness {
    let s = scenario("run-tests");
    let agent = Agent {
        stream_idle_timeout_ms: idle_ms,
        ..s.agent.clone()
    };
    let mut h = Harness::new("s", agent, &s.tools);
    h.prompt(1, "Run the tests.");
    drain(&mut h);
    h
}

#[test]
fn the_harness_says_how_long_it_waits_for_the_stream() {
    let h = streaming(None);
    assert_eq!(
        h.wants(),
        Wants::LlmEvent {
            idle_timeout_ms: 60_000
        },
        "60 s unless the agent sets it"
    );
    let h = streaming(Some(2_500));
    assert_eq!(
        h.wants(),
        Wants::LlmEvent {
            idle_timeout_ms: 2_500
        }
    );
}

#[test]
fn a_quiet_stream_is_closed_and_retried_with_the_backoff_of_a_broken_one() {
    let mut h = streaming(None);
    h.handle_llm_event(LlmEvent::Text {
        text: "Let me".into(),
    })
    .unwrap();
    drain(&mut h);
    h.handle_stream_idle().unwrap();
    let out = drain(&mut h);
    let says: Vec<&Say> = out.iter().map(|e| &e.say).collect();
    assert_eq!(
        says,
        [
            &Say::Cancel {
                reason: CancelReason::StreamIdle
            },
            &Say::Retry {
                message: "no data for 60 s".into(),
                attempt: 2,
                of: MAX_ATTEMPTS,
                after_ms: 1_000,
                status: None,
                wait: Wait::Backoff,
            }
        ]
    );
    assert_eq!((out[0].from, out[0].to), (Part::Runner, Part::Llm));
    assert_eq!(h.wants(), Wants::Wake { after_ms: 1_000 });
    assert!(
        h.main().thread().len() == 1,
        "the dropped attempt's text is not in the thread"
    );
    assert!(h.main().turns()[0].went_quiet);
    h.wake().unwrap();
    let again = drain(&mut h);
    assert!(matches!(again[0].say, Say::Request { attempt: 2, .. }));
}

#[test]
fn three_quiet_streams_end_the_run_failed_and_idle() {
    let mut h = streaming(Some(1_500));
    for attempt in 1..=MAX_ATTEMPTS {
        h.handle_stream_idle().unwrap();
        let out = drain(&mut h);
        if attempt < MAX_ATTEMPTS {
            h.wake().unwrap();
            drain(&mut h);
            continue;
        }
        assert!(
            out.iter().any(|e| e.say
                == Say::Ended {
                    end: RunEnd::Failed {
                        message: "no data for 1500 ms".into()
                    }
                }),
            "{out:?}"
        );
    }
    assert_eq!(h.main().status(), Status::Idle);
    assert_eq!(h.wants(), Wants::Nothing);
}

#[test]
fn word_of_a_quiet_stream_is_refused_when_none_streams() {
    let s = scenario("run-tests");
    let mut h = Harness::new("s", s.agent.clone(), &s.tools);
    assert_eq!(h.handle_stream_idle(), Err(HarnessError::NoReplyStreaming));
    h.prompt(1, "Hi.");
    assert_eq!(h.handle_stream_idle(), Err(HarnessError::NotPolled));
}

/// "What does README.md say?" whose first reply stalls after a word, with a short idle timeout.
fn stalling() -> Scenario {
    let mut s = scenario("read-file");
    s.agent.stream_idle_timeout_ms = Some(5_000);
    s.replies.insert(
        0,
        ScriptedReply {
            text: "Reading".into(),
            stalls: true,
            ..ScriptedReply::default()
        },
    );
    s
}

#[test]
fn a_scripted_stall_ends_by_the_idle_timeout_is_narrated_and_the_retry_answers() {
    let trace = derive(&stalling(), &Inputs::default());
    let idle = trace
        .steps
        .iter()
        .position(|s| {
            s.envelope.say
                == Say::Cancel {
                    reason: CancelReason::StreamIdle,
                }
        })
        .expect("the runner closed the quiet stream");
    assert!(narrate(&trace, idle).starts_with("Nothing has come from the llm for 5 s"));
    assert!(matches!(
        &trace.steps[idle + 1].envelope.say,
        Say::Retry { message, attempt: 2, .. } if message == "no data for 5 s"
    ));
    assert_eq!(trace.harness().main().status(), Status::Idle);
    assert!(
        trace
            .harness()
            .main()
            .last_answer()
            .is_some_and(|a| !a.is_empty()),
        "the second attempt answered"
    );
    // The chat drops the quiet attempt's reply, as a broken one's.
    let chat = ChatLog::build(&trace);
    let last = trace.steps.len() - 1;
    let broken = (0..chat.len_at(last)).find_map(|id| match chat.row_at(id, last) {
        Some((_, ChatRow::Assistant { text, writing })) => Some((text, writing)),
        _ => None,
    });
    assert_eq!(broken, Some(("Reading".to_string(), Writing::Broken)));
}

#[test]
fn a_recorded_quiet_stream_saves_as_a_stall_and_replays_to_the_same_steps() {
    let base = stalling();
    let trace = derive(&base, &Inputs::default());
    let saved = trace.as_scenario(&base, &[]);
    assert!(saved.replies[0].stalls);
    assert!(!saved.replies[1].stalls);
    let json = serde_json::to_string(&saved).unwrap();
    let back = Scenario::from_json("saved.json", &json).unwrap();
    let replay = derive(&back, &Inputs::default());
    let says = |t: &harness_demo::trace::Trace| -> Vec<Say> {
        t.steps.iter().map(|s| s.envelope.say.clone()).collect()
    };
    assert_eq!(says(&replay), says(&trace));
}
