//! A long reply: hundreds of text events, as a live model that rambles to its token limit
//! sends them. The chat of a run still being recorded is built step by step, each step taken
//! once, and a streaming reply keeps its text once, not once per piece.

mod common;

use common::scenario;
use harness_demo::harness::drivers::drive::{drive, Halt};
use harness_demo::harness::drivers::live_driver::LiveDriver;
use harness_demo::harness::drivers::live_wire::Protocol;
use harness_demo::harness::machine::Harness;
use harness_demo::harness::protocol::schema::LlmEvent;
use harness_demo::harness::scenario::builtin;
use harness_demo::trace::{derive, Ending, Inputs, Step, Trace, SESSION_ID};
use harness_demo::view::chat::{ChatBuilder, ChatRow, Writing};
use harness_demo::view::ChatLog;

/// A live run whose one reply streams in `pieces` text events, each taken as it arrives.
fn rambling(pieces: usize) -> (Trace, Vec<String>) {
    let s = scenario("run-tests");
    let mut h = Harness::new(SESSION_ID, s.agent.clone(), &s.tools);
    let mut live = LiveDriver::new(Protocol::ChatCompletions, "model", s.toolbox());
    let mut steps: Vec<Step> = Vec::new();
    let mut record = |h: &Harness, envelope, _: &LiveDriver| steps.push(Step::after(h, envelope));
    live.prompt("Tell me everything.");
    assert_eq!(
        drive(&mut h, &mut live, usize::MAX, &mut record),
        Halt::Stream
    );
    let request = live.take_request().expect("a request to send");
    let texts: Vec<String> = (0..pieces).map(|i| format!("word{i} ")).collect();
    let events = texts
        .iter()
        .map(|t| LlmEvent::Text { text: t.clone() })
        .chain([LlmEvent::Cut {}, LlmEvent::Finish {}]);
    let mut halt = Halt::Stream;
    for event in events {
        assert!(live.arrive(request.0, vec![event]));
        halt = drive(&mut h, &mut live, usize::MAX, &mut record);
    }
    assert_eq!(halt, Halt::Idle);
    (Trace::new(steps, Ending::of(halt), h), texts)
}

#[test]
fn a_chat_built_step_by_step_is_the_chat_built_at_once() {
    let mut traces: Vec<Trace> = builtin()
        .unwrap()
        .iter()
        .map(|s| derive(s, &Inputs::default()))
        .collect();
    traces.push(rambling(300).0);
    for trace in &traces {
        let mut builder = ChatBuilder::default();
        // As a live run publishes: a few steps at a time, sometimes none new.
        let mut seen = 0;
        for (k, cut) in (0..=trace.steps.len()).step_by(7).enumerate() {
            seen = seen.max(cut);
            builder.extend(&trace.steps[..seen], trace.harness());
            if k % 3 == 0 {
                builder.extend(&trace.steps[..seen], trace.harness());
            }
        }
        builder.extend(&trace.steps, trace.harness());
        assert_eq!(builder.log(), &ChatLog::build(trace));
    }
}

#[test]
fn each_version_of_a_long_reply_shows_its_text_so_far_and_the_last_says_cut() {
    let (trace, texts) = rambling(500);
    let chat = ChatLog::build(&trace);
    let reply = (0..chat.len())
        .find(|id| matches!(chat.version(*id, 0), Some(ChatRow::Assistant { .. })))
        .expect("the reply's row");
    for k in [0, 1, 250, 499] {
        let Some(ChatRow::Assistant { text, writing }) = chat.version(reply, k) else {
            panic!("version {k}");
        };
        assert_eq!(text, texts[..=k].concat(), "version {k}");
        assert_eq!(writing, Writing::Streaming);
    }
    let last = trace.steps.len() - 1;
    let Some((v, ChatRow::Assistant { text, writing })) = chat.row_at(reply, last) else {
        panic!("the reply at the end");
    };
    assert_eq!(v, 500, "one version per piece, and one for the finish");
    assert_eq!(writing, Writing::Cut);
    assert_eq!(text, texts.concat());
    assert_eq!(chat.version(reply, 501), None);
}

#[test]
fn a_long_reply_keeps_its_text_once() {
    // Kept once per piece, 2,000 pieces of 9 bytes would be about 18 MB of versions; kept
    // once, the chat's debug print stays near the text's 18 kB.
    let (trace, _) = rambling(2_000);
    let chat = ChatLog::build(&trace);
    let size = format!("{chat:?}").len();
    assert!(size < 400_000, "the chat log prints as {size} bytes");
}

#[test]
fn the_llm_panel_lists_a_long_replys_newest_events_and_counts_the_rest() {
    let (trace, _) = rambling(500);
    // The step of the reply's last text event.
    let at = trace
        .steps
        .iter()
        .rposition(|s| {
            matches!(
                s.envelope.say,
                harness_demo::harness::protocol::envelope::Say::Event {
                    event: LlmEvent::Text { .. }
                }
            )
        })
        .unwrap();
    let view = harness_demo::view::llm(&trace, at);
    assert_eq!(view.events.len(), harness_demo::view::LLM_EVENTS);
    assert_eq!(view.earlier, 500 - harness_demo::view::LLM_EVENTS);
    assert_eq!(view.events.last().unwrap(), "text \"word499\"");
    // Early in the reply, every event so far is listed.
    let first_text = trace
        .steps
        .iter()
        .position(|s| {
            matches!(
                s.envelope.say,
                harness_demo::harness::protocol::envelope::Say::Event {
                    event: LlmEvent::Text { .. }
                }
            )
        })
        .unwrap();
    let early = harness_demo::view::llm(&trace, first_text);
    assert_eq!((early.earlier, early.events.len()), (0, 1));
}
