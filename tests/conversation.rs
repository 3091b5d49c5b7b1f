//! A conversation that goes on: messages sent after the session is idle again join the same
//! session, whose thread holds what was said and whose requests start the way the earlier ones
//! did; rules set between two messages decide from then on; and a recorded conversation saves
//! as a scenario with its follow-ups that replays to the same steps.

mod common;

use common::{answers, asked, assert_ends_honestly, scenario};
use harness_demo::harness::protocol::envelope::{Part, Say};
use harness_demo::harness::protocol::schema::{Decision, Message, Reply, Rule};
use harness_demo::harness::scenario::script::{ScriptedCall, ScriptedReply};
use harness_demo::harness::scenario::{FollowUp, Scenario};
use harness_demo::trace::{derive, Inputs, Trace};
use harness_demo::view::{narrate, ChatLog};

fn follow_up(text: &str) -> FollowUp {
    FollowUp {
        text: text.into(),
        rules: Vec::new(),
        stop_after_step: None,
        at_ms: None,
        mode: None,
    }
}

/// "What does README.md say?", then "Now run the tests." (which asks), then "Thanks!".
fn conversation() -> Scenario {
    let mut s = scenario("read-file");
    s.replies.extend([
        ScriptedReply {
            text: "Running them.".into(),
            tool_calls: vec![ScriptedCall {
                tool: "run_tests".into(),
                input: String::new(),
                id: None,
                result: None,
            }],
            ..ScriptedReply::default()
        },
        ScriptedReply {
            text: "All 3 tests pass.".into(),
            ..ScriptedReply::default()
        },
        ScriptedReply {
            text: "You're welcome.".into(),
            ..ScriptedReply::default()
        },
    ]);
    s.test_output = "test result: ok. 3 passed".into();
    s.follow_ups = vec![follow_up("Now run the tests."), follow_up("Thanks!")];
    s
}

/// The steps where each of your messages is typed.
fn typed(trace: &Trace) -> Vec<usize> {
    trace
        .steps
        .iter()
        .enumerate()
        .filter(|(_, s)| {
            matches!(s.envelope.say, Say::Typed { .. })
                && s.envelope.from == (Part::Client { id: 1 })
        })
        .map(|(i, _)| i)
        .collect()
}

#[test]
fn follow_ups_continue_the_same_session_and_its_thread() {
    let trace = derive(&conversation(), &answers(&[Reply::Once]));
    assert_ends_honestly(&trace);
    let main = trace.harness().main();
    assert_eq!(
        trace.harness().sessions().len(),
        1,
        "one session throughout"
    );
    let users: Vec<&str> = main
        .thread()
        .iter()
        .filter_map(|m| match m {
            Message::User { text } => Some(text.as_str()),
            _ => None,
        })
        .collect();
    assert_eq!(
        users,
        ["What does README.md say?", "Now run the tests.", "Thanks!"]
    );
    assert_eq!(
        asked(&trace),
        ["run_tests"],
        "the question of the second message"
    );
    let at = typed(&trace);
    assert_eq!(at.len(), 3);
    assert_eq!(trace.steps[at[1]].snapshot.runs_started, 1);
    assert_eq!(trace.steps.last().unwrap().snapshot.runs_started, 3);
    assert!(
        narrate(&trace, at[1]).contains("the thread holds 4 messages"),
        "{}",
        narrate(&trace, at[1])
    );
}

#[test]
fn a_follow_ups_first_request_reads_what_the_conversation_sent_before_from_the_cache() {
    let trace = derive(&conversation(), &answers(&[Reply::Once]));
    let turns = trace.harness().main().turns();
    // The first message took two requests; the second message's first request is turn 3.
    let (second, third) = (&turns[1], &turns[2]);
    assert!(third.thread.start == second.thread.start && third.thread.end > second.thread.end);
    assert!(
        third.context.cached >= second.context.total - 128,
        "it starts the way the previous request did: {:?} after {:?}",
        third.context,
        second.context
    );
}

#[test]
fn the_chat_keeps_every_message_of_the_conversation() {
    let trace = derive(&conversation(), &answers(&[Reply::Once]));
    let chat = ChatLog::build(&trace);
    let last = trace.steps.len() - 1;
    let echo = chat.echo(last).unwrap();
    assert_eq!(echo, "coder: You're welcome.");
    let at = typed(&trace);
    assert!(
        chat.len_at(at[2]) > chat.len_at(at[1]),
        "rows only grow from one message to the next"
    );
}

#[test]
fn a_rule_set_between_two_messages_decides_from_then_on() {
    let mut s = conversation();
    s.follow_ups[0].rules = vec![Rule {
        tool: "run_tests".into(),
        decision: Decision::Allow,
    }];
    let trace = derive(&s, &Inputs::default());
    assert_ends_honestly(&trace);
    assert!(asked(&trace).is_empty(), "run_tests is allowed now");
    let run = trace
        .steps
        .iter()
        .position(
            |s| matches!(&s.envelope.say, Say::RunTool { call, .. } if call.tool == "run_tests"),
        )
        .unwrap();
    assert!(
        narrate(&trace, run).starts_with("Your rule says run_tests → allow"),
        "{}",
        narrate(&trace, run)
    );
    // The first message's steps still show the rules as they stood then.
    assert_eq!(trace.steps[typed(&trace)[1] - 1].snapshot.saved_rules, 0);
}

#[test]
fn a_recorded_conversation_saves_its_follow_ups_rules_and_stops_and_replays_the_same_steps() {
    let mut s = conversation();
    s.follow_ups[0].rules = vec![Rule {
        tool: "run_tests".into(),
        decision: Decision::Allow,
    }];
    let first = derive(&s, &Inputs::default());
    // Stop the second message's run as run_tests runs.
    let tool = first
        .steps
        .iter()
        .position(
            |s| matches!(&s.envelope.say, Say::RunTool { call, .. } if call.tool == "run_tests"),
        )
        .unwrap();
    s.follow_ups[0].stop_after_step = Some(tool + 1);
    let trace = derive(&s, &Inputs::default());
    let saved = trace.as_scenario(&s, &[tool + 1]);
    assert_eq!(saved.prompt, "What does README.md say?");
    assert_eq!(
        saved.stop_after_step, None,
        "the first message was not stopped"
    );
    assert_eq!(saved.follow_ups, s.follow_ups);
    let file = serde_json::to_string(&saved).unwrap();
    let back = Scenario::from_json("recorded.json", &file).unwrap();
    let replay = derive(&back, &Inputs::default());
    let says = |t: &Trace| -> Vec<Say> { t.steps.iter().map(|s| s.envelope.say.clone()).collect() };
    assert_eq!(says(&replay), says(&trace));
    assert!(says(&trace).contains(&Say::Stop));
}
