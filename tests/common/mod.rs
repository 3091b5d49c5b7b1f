//! Helpers shared by the native test files: built-in scenarios, derived traces, and readers of
//! what a trace did.
#![allow(dead_code)] // Each test file uses a different part.

use harness_demo::harness::protocol::envelope::{RunEnd, Say};
use harness_demo::harness::protocol::schema::{
    LlmEvent, Message, Reply, Status, ToolCall, ToolResult,
};
use harness_demo::harness::scenario::{builtin, Scenario};
use harness_demo::trace::{derive, Answer, Ending, Inputs, Trace};

pub fn scenario(id: &str) -> Scenario {
    builtin()
        .expect("built-in scenarios load")
        .into_iter()
        .find(|s| s.id == id)
        .unwrap_or_else(|| panic!("no built-in scenario {id}"))
}

/// Inputs with these answers from your own window.
pub fn answers(replies: &[Reply]) -> Inputs {
    Inputs {
        answers: replies.iter().copied().map(Answer::mine).collect(),
        ..Inputs::default()
    }
}

pub fn run(id: &str, replies: &[Reply]) -> (Scenario, Trace) {
    let s = scenario(id);
    let trace = derive(&s, &answers(replies));
    (s, trace)
}

/// The first step whose message `f` picks.
pub fn step_of(trace: &Trace, f: impl Fn(&Say) -> bool) -> usize {
    trace
        .steps
        .iter()
        .position(|s| f(&s.envelope.say))
        .expect("such a step")
}

pub fn says(trace: &Trace) -> impl Iterator<Item = &Say> {
    trace.steps.iter().map(|s| &s.envelope.say)
}

/// Calls the runner handed to the tools.
pub fn ran(trace: &Trace) -> Vec<&ToolCall> {
    says(trace)
        .filter_map(|say| match say {
            Say::RunTool { call, .. } => Some(call),
            _ => None,
        })
        .collect()
}

/// Tool results the runner showed.
pub fn results(trace: &Trace) -> Vec<(&ToolCall, &ToolResult)> {
    says(trace)
        .filter_map(|say| match say {
            Say::Result { call, result } => Some((call, result)),
            _ => None,
        })
        .collect()
}

pub fn asked(trace: &Trace) -> Vec<&str> {
    says(trace)
        .filter_map(|say| match say {
            Say::Ask { request } => Some(request.call.tool.as_str()),
            _ => None,
        })
        .collect()
}

/// How the run (the last one) ended, as the runner told the coordinator.
pub fn run_end(trace: &Trace) -> Option<&RunEnd> {
    says(trace)
        .filter_map(|say| match say {
            Say::Done { end } => Some(end),
            _ => None,
        })
        .last()
}

/// The text of the thread's last message, which must be the llm's answer.
pub fn final_answer(trace: &Trace) -> &str {
    match trace.harness().main().thread().last() {
        Some(Message::Assistant { text, tool_calls }) => {
            assert!(tool_calls.is_empty(), "the final answer asks for tools");
            text
        }
        other => panic!("the thread ends with {other:?}, not the llm's answer"),
    }
}

/// The invariant of an idle session: it has answered (the thread ends with the llm's answer
/// and nothing waits in the inbox), or the run ended stopped, failed or at a limit and the
/// clients were told so.
pub fn assert_ends_honestly(trace: &Trace) {
    assert_eq!(trace.ending, Ending::Idle, "the run ends idle");
    assert_eq!(trace.harness().main().status(), Status::Idle);
    let last = trace.steps.last().expect("a trace has steps");
    assert_eq!(
        last.envelope.say,
        Say::Idle,
        "the last step tells the clients"
    );
    assert_eq!(last.snapshot.status, Status::Idle);
    assert!(
        trace.harness().main().inbox().is_empty(),
        "nothing waits in the inbox"
    );
    match run_end(trace).expect("the runner said how the run ended") {
        RunEnd::Answered => {
            final_answer(trace);
        }
        end => assert!(
            says(trace).any(|say| *say == Say::Ended { end: end.clone() }),
            "a run that ends {end:?} tells the clients why"
        ),
    }
}

/// The llm asks for `tool` with `input`, as call `id`.
pub fn call_event(id: &str, tool: &str, input: &str) -> LlmEvent {
    LlmEvent::ToolCall {
        call: ToolCall {
            id: id.into(),
            tool: tool.into(),
            input: input.into(),
        },
    }
}
