//! A live model's API that answers an error status instead of a stream (issue 29): the runner
//! waits what its `retry-after` asked for, at most the idle timeout, else its own backoff; the
//! chat, the narration and the chapters say it was a status the API answered with, not a
//! connection that broke, and where the wait comes from.

mod common;

use common::scenario;
use harness_demo::harness::drivers::drive::{drive, Halt};
use harness_demo::harness::drivers::live_driver::LiveDriver;
use harness_demo::harness::drivers::live_wire::{retry_after_ms, Protocol};
use harness_demo::harness::machine::Harness;
use harness_demo::harness::protocol::envelope::Say;
use harness_demo::harness::protocol::schema::LlmEvent;
use harness_demo::trace::{Ending, Step, Trace, SESSION_ID};
use harness_demo::view::chapters::chapters;
use harness_demo::view::chat::{ChatLog, ChatRow, NoticeKind};
use harness_demo::view::{self};

const RATE_LIMITED: &str =
    r#"{"type":"error","error":{"type":"rate_limit_error","message":"Slow down."}}"#;

/// A live run on Anthropic's wire, idle timeout `idle_ms`, whose first request is answered
/// with `error`; recorded until the runner waits to try again.
fn first_answer(idle_ms: u64, error: LlmEvent) -> Trace {
    let s = scenario("run-tests");
    let mut agent = s.agent.clone();
    agent.stream_idle_timeout_ms = Some(idle_ms);
    let mut h = Harness::new(SESSION_ID, agent, &s.tools);
    let mut live = LiveDriver::new(Protocol::AnthropicMessages, "claude", s.toolbox());
    let mut steps: Vec<Step> = Vec::new();
    let mut record = |h: &Harness, envelope, _: &LiveDriver| steps.push(Step::after(h, envelope));
    live.prompt("Run the tests.");
    assert_eq!(
        drive(&mut h, &mut live, usize::MAX, &mut record),
        Halt::Stream
    );
    let (attempt, _) = live.take_request().expect("a request to send");
    assert!(live.arrive(attempt, vec![error]));
    let halt = drive(&mut h, &mut live, usize::MAX, &mut record);
    assert!(matches!(halt, Halt::Backoff { .. }), "{halt:?}");
    Trace::new(steps, Ending::of(halt), h)
}

/// A 429 whose headers asked for `retry_after` seconds (if any).
fn rate_limited(idle_ms: u64, retry_after: Option<&str>) -> Trace {
    let wait = retry_after_ms(None, retry_after, 0);
    first_answer(
        idle_ms,
        Protocol::AnthropicMessages.http_error(429, RATE_LIMITED, wait),
    )
}

fn retry_notice(trace: &Trace) -> String {
    let chat = ChatLog::build(trace);
    (0..chat.len())
        .find_map(|id| match chat.version(id, 0) {
            Some(ChatRow::Notice {
                kind: NoticeKind::Retry,
                text,
            }) => Some(text),
            _ => None,
        })
        .expect("a retry notice")
}

fn step_of(trace: &Trace, found: impl Fn(&Say) -> bool) -> usize {
    trace.find_from(0, found).expect("the step")
}

const SAID: &str =
    "The llm's API answered HTTP 429: The API is rate limiting this key (HTTP 429); wait and try again: Slow down.";

#[test]
fn a_429_that_asks_for_4_s_says_so_and_waits_4_s() {
    let trace = rate_limited(60_000, Some("4"));
    assert_eq!(trace.ending, Ending::of(Halt::Backoff { after_ms: 4_000 }));
    assert_eq!(
        retry_notice(&trace),
        format!("{SAID} It asked to wait 4 s (retry-after), so the next try comes then: attempt 2 of 3.")
    );
    let retry = step_of(&trace, |say| matches!(say, Say::Retry { .. }));
    assert_eq!(
        view::narrate(&trace, retry),
        "The runner tells you it will try again: attempt 2 of 3, after waiting 4 s, as the API asked in its retry-after header. A server that names its wait knows its load better than a doubling guess."
    );
}

#[test]
fn a_429_that_asks_for_more_than_the_idle_timeout_says_both_and_waits_the_idle_timeout() {
    let trace = rate_limited(10_000, Some("120"));
    assert_eq!(trace.ending, Ending::of(Halt::Backoff { after_ms: 10_000 }));
    assert_eq!(
        retry_notice(&trace),
        format!("{SAID} It asked to wait 120 s (retry-after); the wait is at most the idle timeout, 10 s: attempt 2 of 3.")
    );
    let retry = step_of(&trace, |say| matches!(say, Say::Retry { .. }));
    assert!(view::narrate(&trace, retry).contains(
        "The API asked for 120 s in its retry-after header; the runner waits at most 10 s, the agent's idle timeout"
    ));
}

#[test]
fn a_429_whose_wait_could_not_be_read_says_the_wait_is_the_usual_backoff() {
    for unread in [None, Some("soon")] {
        let trace = rate_limited(60_000, unread);
        assert_eq!(trace.ending, Ending::of(Halt::Backoff { after_ms: 1_000 }));
        assert_eq!(
            retry_notice(&trace),
            format!("{SAID} It named no wait the page could read, so the next try comes after the usual backoff, 1 s: attempt 2 of 3.")
        );
        let retry = step_of(&trace, |say| matches!(say, Say::Retry { .. }));
        assert!(view::narrate(&trace, retry)
            .contains("its own backoff. The API named no wait it could read"));
    }
}

#[test]
fn the_step_the_status_arrives_says_the_api_answered_it_not_that_the_stream_broke() {
    let trace = rate_limited(60_000, Some("4"));
    let error = step_of(&trace, |say| {
        matches!(
            say,
            Say::Event {
                event: LlmEvent::Error { .. }
            }
        )
    });
    let said = view::narrate(&trace, error);
    assert!(
        said.starts_with("The llm's API answers HTTP 429 instead of a stream: \""),
        "{said}"
    );
    assert!(said.ends_with("A busy or rate-limiting provider is worth another try."));
    let chapter = chapters(&trace)
        .into_iter()
        .find(|c| c.step == step_of(&trace, |say| matches!(say, Say::Retry { .. })))
        .expect("a chapter at the retry");
    assert_eq!(chapter.label, "HTTP 429: retry 2 of 3");
}

#[test]
fn a_broken_stream_is_still_said_as_a_connection_that_broke() {
    let mut reply = Protocol::AnthropicMessages.reply();
    let mut events = reply.feed(b"event: ping\ndata: {\"type\":\"ping\"}\n\n");
    events.extend(reply.end());
    let trace = first_answer(60_000, events.pop().expect("an error"));
    let notice = retry_notice(&trace);
    assert!(
        notice.starts_with("The connection to the llm broke ("),
        "{notice}"
    );
    assert!(notice.ends_with("Trying again in 1 s: attempt 2 of 3."));
    let error = step_of(&trace, |say| {
        matches!(
            say,
            Say::Event {
                event: LlmEvent::Error { .. }
            }
        )
    });
    assert!(view::narrate(&trace, error).starts_with("The stream breaks: "));
    let chapter = chapters(&trace).pop().expect("a chapter");
    assert_eq!(chapter.label, "stream broke: retry 2 of 3");
}
