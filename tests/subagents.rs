//! Sub-agents: a task call runs another agent in a session of its own, through the same
//! session API, coordinator and runner, and hands back exactly one result.

mod common;

use common::{answers, assert_ends_honestly, final_answer, run, scenario};
use harness_demo::harness::machine::MAIN;
use harness_demo::harness::protocol::envelope::{RunEnd, Say};
use harness_demo::harness::protocol::schema::{
    Agent, Decision, Message, Reply, Rule, Status, ToolError,
};
use harness_demo::harness::scenario::script::{ScriptedError, ScriptedReply};
use harness_demo::harness::scenario::Scenario;
use harness_demo::trace::{derive, Inputs, Trace};

/// Every task call of session `session`: its id and its one result, if it got one.
fn task_results(trace: &Trace, session: usize) -> Vec<(String, Vec<&Message>)> {
    let thread = trace.harness().session(session).thread();
    thread
        .iter()
        .flat_map(|m| match m {
            Message::Assistant { tool_calls, .. } => tool_calls.clone(),
            _ => Vec::new(),
        })
        .filter(|c| c.tool == Agent::TASK_TOOL)
        .map(|c| {
            let results = thread
                .iter()
                .filter(|m| matches!(m, Message::Tool { result } if result.call_id == c.id))
                .collect();
            (c.id, results)
        })
        .collect()
}

/// The step at which each session's last run told the coordinator it was done.
fn done_at(trace: &Trace, session: usize) -> Option<usize> {
    trace
        .steps
        .iter()
        .rposition(|s| s.envelope.session == session && matches!(s.envelope.say, Say::Done { .. }))
}

fn end_of(trace: &Trace, session: usize) -> Option<&RunEnd> {
    trace
        .steps
        .iter()
        .rev()
        .find_map(|s| match &s.envelope.say {
            Say::Done { end } if s.envelope.session == session => Some(end),
            _ => None,
        })
}

/// Every session is idle at the end, and every tool call in every thread has one result.
fn assert_every_session_whole(trace: &Trace) {
    for h in trace.harness().sessions() {
        assert_eq!(h.status(), Status::Idle, "{} ends idle", h.id());
        let thread = h.thread();
        for call in thread.iter().flat_map(|m| match m {
            Message::Assistant { tool_calls, .. } => tool_calls.clone(),
            _ => Vec::new(),
        }) {
            let n = thread
                .iter()
                .filter(|m| matches!(m, Message::Tool { result } if result.call_id == call.id))
                .count();
            assert_eq!(n, 1, "{}: call {} has one result", h.id(), call.id);
        }
    }
}

#[test]
fn a_task_call_runs_the_explorer_in_a_session_of_its_own_and_gets_its_answer() {
    let (_, trace) = run("subagent", &[]);
    assert_ends_honestly(&trace);
    assert_every_session_whole(&trace);
    let sessions = trace.harness().sessions();
    assert_eq!(sessions.len(), 2);
    let explorer = &sessions[1];
    assert_eq!(explorer.id(), "session_2");
    assert_eq!(explorer.agent().name, "explorer");
    assert_eq!(explorer.depth(), 1);
    // Its thread is its own: it starts with the prompt, not with the coder's thread.
    let Some(Message::User { text }) = explorer.thread().first() else {
        panic!("the explorer's thread starts with its prompt");
    };
    assert!(
        text.starts_with("How does greet handle an empty name"),
        "{text}"
    );
    assert_eq!(
        explorer.turns().len(),
        3,
        "it read two files, then answered"
    );
    // The coder's one result for its call is the explorer's last answer, word for word.
    let results = task_results(&trace, MAIN);
    assert_eq!(results.len(), 1);
    let [Message::Tool { result }] = results[0].1[..] else {
        panic!("one result for the task call: {:?}", results[0].1);
    };
    assert_eq!(result.error, None);
    assert_eq!(Some(result.output.as_str()), explorer.last_answer());
    // What the explorer read never reaches the coder's context.
    let coder = trace.harness().main().thread();
    assert!(
        !coder
            .iter()
            .any(|m| matches!(m, Message::Tool { result } if result.output.contains("fn main()"))),
        "the files stay in the explorer's thread"
    );
    assert!(explorer
        .thread()
        .iter()
        .any(|m| matches!(m, Message::Tool { result } if result.output.contains("fn main()"))));
    assert!(final_answer(&trace).contains("Hello, stranger!"));
}

#[test]
fn a_sub_agents_requests_carry_its_own_instructions_and_tools() {
    let (_, trace) = run("subagent", &[]);
    let explorer = trace.harness().session(1);
    let first = explorer.turn(0).expect("the explorer sent a request");
    assert_eq!(first.request.instructions, explorer.agent().instructions);
    let tools: Vec<&str> = first
        .request
        .tools
        .iter()
        .map(|t| t.name.as_str())
        .collect();
    assert_eq!(tools, ["read_file"], "read-only: no task, no run_tests");
    assert_eq!(first.request.thread.len(), 1, "only its prompt");
    // Smaller than any of the coder's requests after its first reply: only the head is shared.
    let coder = trace.harness().main();
    let coder_total = coder.turns()[1].context.total;
    assert!(explorer.turns()[0].context.total < coder_total);
    // The cache is keyed by content, across sessions: the system prompt both share is read.
    assert!(explorer.turns()[0].context.cached > 0);
}

#[test]
fn the_child_runs_inside_the_parents_task_call_and_ends_first() {
    let (_, trace) = run("subagent", &[]);
    let start = trace
        .steps
        .iter()
        .position(|s| matches!(&s.envelope.say, Say::RunTool { call, .. } if call.tool == "task"))
        .expect("the coder runs task");
    let child_steps = trace.steps_of(1);
    assert!(child_steps[0] > start, "the child starts after the call");
    let output = trace
        .steps
        .iter()
        .position(|s| s.envelope.session == MAIN && matches!(s.envelope.say, Say::Output { .. }))
        .expect("the task call gets its output");
    assert!(
        *child_steps.last().unwrap() < output,
        "the child is idle before its answer comes back"
    );
    assert!(done_at(&trace, 1) < done_at(&trace, MAIN));
}

#[test]
fn two_task_calls_in_one_reply_run_two_sessions_one_after_the_other() {
    let (_, trace) = run("two-subagents", &[Reply::Once]);
    assert_ends_honestly(&trace);
    assert_every_session_whole(&trace);
    let names: Vec<&str> = trace.harness().sessions()[1..]
        .iter()
        .map(|h| h.agent().name.as_str())
        .collect();
    assert_eq!(names, ["explorer", "tester"]);
    let explorer = trace.steps_of(1);
    let tester = trace.steps_of(2);
    assert!(
        explorer.last() < tester.first(),
        "one after the other: the tester starts once the explorer is idle"
    );
    let results = task_results(&trace, MAIN);
    assert_eq!(results.len(), 2);
    assert!(results.iter().all(|(_, r)| r.len() == 1), "{results:?}");
    assert!(final_answer(&trace).contains("all 4 tests pass"));
}

#[test]
fn a_question_inside_a_sub_agent_reaches_you_and_follows_its_own_rules() {
    let (_, trace) = run("two-subagents", &[]);
    assert!(
        trace.waits_at(trace.steps.len() - 1),
        "the run waits for you"
    );
    let last = trace.steps.last().unwrap();
    assert_eq!(last.envelope.session, 2, "the tester asks");
    let Say::Ask { request } = &last.envelope.say else {
        panic!("the last step is a question: {:?}", last.envelope.say);
    };
    assert_eq!(request.call.tool, "run_tests");
    // The tester's own rule asks; the coder's rules have nothing to say about it.
    assert_eq!(
        trace.harness().session(2).agent().rules,
        vec![Rule {
            tool: "run_tests".into(),
            decision: Decision::Ask
        }]
    );
    assert_eq!(trace.harness().main().status(), Status::Running);
    assert_eq!(trace.harness().session(2).status(), Status::Running);
}

#[test]
fn always_allow_inside_a_sub_agent_is_a_rule_for_every_session() {
    let (_, trace) = run("two-subagents", &[Reply::Always]);
    assert_ends_honestly(&trace);
    let saved = trace.harness().rules().saved();
    assert_eq!(saved.len(), 1);
    assert_eq!(saved[0].tool, "run_tests");
    // The coder's own run_tests, which asks by its agent's rule, is now allowed too.
    let coder = trace.harness().main().agent();
    assert_eq!(
        trace
            .harness()
            .rules()
            .decide_at(&coder.rules, "run_tests", saved.len())
            .0,
        Decision::Allow
    );
}

#[test]
fn declining_inside_a_sub_agent_comes_back_as_its_answer_and_the_parent_says_so() {
    let (_, trace) = run("two-subagents", &[Reply::Decline]);
    assert_ends_honestly(&trace);
    assert_every_session_whole(&trace);
    let tester = trace.harness().session(2);
    assert!(tester
        .last_answer()
        .is_some_and(|a| a.contains("I did not run the tests")));
    // The task call itself succeeded: the sub-agent answered, so no error flag.
    let results = task_results(&trace, MAIN);
    let Message::Tool { result } = results[1].1[0] else {
        unreachable!()
    };
    assert_eq!(result.error, None);
    // The coder reads that answer and does not claim the tests pass.
    let answer = final_answer(&trace);
    assert!(answer.contains("can't say whether they pass"), "{answer}");
}

/// The step just after the explorer asks for its second file: mid-child.
fn mid_child(trace: &Trace) -> usize {
    trace
        .steps
        .iter()
        .position(|s| {
            s.envelope.session == 1
                && matches!(&s.envelope.say, Say::Forward { event: harness_demo::harness::protocol::schema::LlmEvent::ToolCall { call } } if call.input == "src/main.rs")
        })
        .expect("the explorer asks for src/main.rs")
        + 1
}

#[test]
fn stop_mid_child_stops_the_child_first_then_the_parent() {
    let s = scenario("subagent");
    let whole = derive(&s, &Inputs::default());
    let at = mid_child(&whole);
    let trace = derive(
        &s,
        &Inputs {
            stops: vec![at],
            ..Inputs::default()
        },
    );
    assert_every_session_whole(&trace);
    assert_eq!(end_of(&trace, 1), Some(&RunEnd::Stopped));
    assert_eq!(end_of(&trace, MAIN), Some(&RunEnd::Stopped));
    assert!(
        done_at(&trace, 1) < done_at(&trace, MAIN),
        "children stop first"
    );
    // The task call's one result says it was interrupted; the explorer's open call too.
    let results = task_results(&trace, MAIN);
    let Message::Tool { result } = results[0].1[0] else {
        unreachable!()
    };
    assert_eq!(result.error, Some(ToolError::Interrupted));
    let explorer = trace.harness().session(1);
    assert!(explorer.thread().iter().any(|m| matches!(
        m,
        Message::Tool { result } if result.error == Some(ToolError::Interrupted)
    )));
    // The stop reached the child through the task tool.
    assert!(trace
        .steps
        .iter()
        .any(|s| matches!(s.envelope.say, Say::StopChild { child: 1 })));
    assert_eq!(trace.steps.last().unwrap().envelope.say, Say::Idle);
    assert_eq!(trace.steps.last().unwrap().envelope.session, MAIN);
}

#[test]
fn stop_at_a_question_inside_a_sub_agent_refuses_it_and_ends_both_runs() {
    let s = scenario("two-subagents");
    let waiting = derive(&s, &Inputs::default());
    let trace = derive(
        &s,
        &Inputs {
            stops: vec![waiting.steps.len()],
            ..Inputs::default()
        },
    );
    assert_every_session_whole(&trace);
    assert_eq!(end_of(&trace, 2), Some(&RunEnd::Stopped));
    assert_eq!(end_of(&trace, MAIN), Some(&RunEnd::Stopped));
    assert!(trace
        .harness()
        .sessions()
        .iter()
        .all(|h| h.status() == Status::Idle));
}

/// `subagent` with the explorer's replies replaced.
fn with_explorer(replies: Vec<ScriptedReply>, max_turns: Option<u32>) -> Scenario {
    let mut s = scenario("subagent");
    s.subagents[0].replies = replies;
    s.subagents[0].agent.max_turns = max_turns;
    s.replies[1].text = "explorer could not answer: its run ended without one.".into();
    s
}

#[test]
fn a_child_whose_llm_fails_gives_the_parent_an_error_result_and_the_parent_goes_on() {
    let broken = ScriptedReply {
        error: Some(ScriptedError {
            message: "the provider refused the request".into(),
            retryable: false,
        }),
        ..ScriptedReply::default()
    };
    let trace = derive(&with_explorer(vec![broken], None), &Inputs::default());
    assert_ends_honestly(&trace);
    assert_every_session_whole(&trace);
    assert!(matches!(end_of(&trace, 1), Some(RunEnd::Failed { .. })));
    let results = task_results(&trace, MAIN);
    let Message::Tool { result } = results[0].1[0] else {
        unreachable!()
    };
    assert_eq!(result.error, Some(ToolError::Failed));
    assert!(
        result.output.contains("the provider refused the request"),
        "{}",
        result.output
    );
    // The parent's llm reads the error and answers: the run ends answered.
    assert_eq!(end_of(&trace, MAIN), Some(&RunEnd::Answered));
}

#[test]
fn a_child_at_its_turn_limit_gives_the_parent_an_error_result() {
    let s = scenario("subagent");
    let trace = derive(
        &with_explorer(s.subagents[0].replies.clone(), Some(1)),
        &Inputs::default(),
    );
    assert_every_session_whole(&trace);
    assert_eq!(end_of(&trace, 1), Some(&RunEnd::TurnLimit { max: 1 }));
    let results = task_results(&trace, MAIN);
    let Message::Tool { result } = results[0].1[0] else {
        unreachable!()
    };
    assert_eq!(result.error, Some(ToolError::Failed));
    assert!(result.output.contains("1 turns"), "{}", result.output);
}

#[test]
fn a_rule_denying_task_refuses_the_hand_off_like_any_tool() {
    let trace = derive(
        &scenario("subagent"),
        &Inputs {
            user_rules: vec![Rule {
                tool: "task".into(),
                decision: Decision::Deny,
            }],
            ..Inputs::default()
        },
    );
    assert_ends_honestly(&trace);
    assert_eq!(trace.harness().sessions().len(), 1, "no sub-agent starts");
    assert!(final_answer(&trace).contains("could not finish the search"));
}

#[test]
fn a_user_rule_reaches_into_the_sub_agent_and_its_refusal_comes_back_as_its_answer() {
    let trace = derive(
        &scenario("subagent"),
        &Inputs {
            user_rules: vec![Rule {
                tool: "read_file".into(),
                decision: Decision::Deny,
            }],
            ..answers(&[])
        },
    );
    assert_ends_honestly(&trace);
    assert_every_session_whole(&trace);
    let explorer = trace.harness().session(1);
    assert_eq!(
        explorer.last_answer(),
        Some("I was not allowed to read src/lib.rs, so I have no answer.")
    );
    assert!(final_answer(&trace).contains("could not finish the search"));
}

#[test]
fn a_hand_off_deeper_than_the_limit_gets_an_error_result_and_no_session() {
    // explorer → tester → explorer would loop forever; the depth limit stops the second
    // hand-off with an error result the tester's llm reads.
    let mut s = scenario("two-subagents");
    s.max_depth = Some(2);
    for (i, other) in [(0, "tester"), (1, "explorer")] {
        let agent = &mut s.subagents[i].agent;
        agent.tools.push("task".into());
        agent.agents = vec![other.into()];
        agent.rules.push(Rule {
            tool: "task".into(),
            decision: Decision::Allow,
        });
    }
    let hand_off = |agent: &str| ScriptedReply {
        text: format!("I'll ask {agent}."),
        tool_calls: vec![harness_demo::harness::scenario::script::ScriptedCall {
            tool: "task".into(),
            input: format!("{{\"agent\":\"{agent}\",\"prompt\":\"Go on.\"}}"),
            id: None,
            result: None,
        }],
        ..ScriptedReply::default()
    };
    s.replies[0].tool_calls.truncate(1);
    s.subagents[0].replies = vec![hand_off("tester"), s.subagents[0].replies[1].clone()];
    s.subagents[1].replies = vec![hand_off("explorer"), s.subagents[1].replies[1].clone()];
    let s = Scenario::from_json("deep.json", &serde_json::to_string(&s).unwrap())
        .expect("a cycle with a depth limit loads");
    let trace = derive(&s, &Inputs::default());
    assert_ends_honestly(&trace);
    assert_every_session_whole(&trace);
    let depths: Vec<u32> = trace
        .harness()
        .sessions()
        .iter()
        .map(|h| h.depth())
        .collect();
    assert_eq!(depths, [0, 1, 2], "no session deeper than the limit");
    let refused = task_results(&trace, 2);
    let Message::Tool { result } = refused[0].1[0] else {
        unreachable!()
    };
    assert_eq!(result.error, Some(ToolError::Failed));
    assert_eq!(
        result.output,
        "Error: sub-agents may nest at most 2 deep, and tester is already 2 deep."
    );
}

#[test]
fn a_task_call_with_a_bad_input_gets_an_error_result_naming_what_it_can_do() {
    use harness_demo::harness::machine::{Harness, Wants};
    use harness_demo::harness::protocol::schema::{LlmEvent, Tool, ToolCall};
    let s = scenario("subagent");
    for (input, expected) in [
        (
            "explorer please",
            "Error: task needs {\"agent\": …, \"prompt\": …}. coder can hand work to: explorer.",
        ),
        (
            "{\"agent\": \"reviewer\", \"prompt\": \"Look.\"}",
            "Error: coder cannot hand work to reviewer. It can hand work to: explorer.",
        ),
        (
            "{\"agent\": \"explorer\", \"prompt\": \"  \"}",
            "Error: task needs {\"agent\": …, \"prompt\": …}. coder can hand work to: explorer.",
        ),
    ] {
        let catalog: Vec<Tool> = s.tools.clone();
        let mut h =
            Harness::new("s", s.agent.clone(), &catalog).with_agents(s.agents(), s.max_depth);
        h.prompt(1, "Go.");
        while h.poll().is_some() {}
        for event in [
            LlmEvent::ToolCall {
                call: ToolCall {
                    id: "call_1".into(),
                    tool: "task".into(),
                    input: input.into(),
                },
            },
            LlmEvent::Finish {},
        ] {
            h.handle_llm_event(event).unwrap();
            while h.poll().is_some() {}
        }
        assert_eq!(
            h.wants(),
            Wants::LlmEvent {
                idle_timeout_ms: Agent::DEFAULT_STREAM_IDLE_TIMEOUT_MS
            },
            "the loop goes on"
        );
        assert_eq!(h.sessions().len(), 1, "no session for a bad hand-off");
        let Some(Message::Tool { result }) = h.main().thread().last() else {
            panic!("the call got its result");
        };
        assert_eq!(result.error, Some(ToolError::Failed));
        assert_eq!(result.output, expected);
        // Only the harness finishes a task call: no outside output is taken for one.
        assert!(h
            .handle_tool_output(
                "call_1",
                harness_demo::harness::machine::ToolOutput {
                    output: "x".into(),
                    failed: false
                }
            )
            .is_err());
    }
}

// ---- random nestings ----------------------------------------------------------------------

mod random {
    use super::*;
    use harness_demo::harness::scenario::script::ScriptedCall;
    use harness_demo::harness::scenario::SubAgent;
    use harness_demo::trace::{Answer, Ending};
    use proptest::prelude::*;

    const NAMES: [&str; 3] = ["alpha", "beta", "gamma"];

    fn reply(agents: &'static [&'static str]) -> impl Strategy<Value = ScriptedReply> {
        let call = (
            prop::sample::select(vec!["read_file", "run_tests", "task", "task"]),
            prop::sample::select(agents.to_vec()),
        )
            .prop_map(|(tool, agent)| ScriptedCall {
                tool: tool.into(),
                input: if tool == "task" {
                    format!("{{\"agent\":\"{agent}\",\"prompt\":\"Do part of it.\"}}")
                } else {
                    "README.md".into()
                },
                id: None,
                result: None,
            });
        (
            prop::collection::vec(call, 0..=2),
            prop::option::weighted(0.1, any::<bool>()),
        )
            .prop_map(|(tool_calls, broken)| ScriptedReply {
                text: "Working on it.".into(),
                error: broken.map(|retryable| ScriptedError {
                    message: "the stream broke".into(),
                    retryable,
                }),
                tool_calls: if broken.is_some() { vec![] } else { tool_calls },
                if_refused: Some("I could not.".into()),
                ..ScriptedReply::default()
            })
    }

    fn decision() -> impl Strategy<Value = Decision> {
        prop::sample::select(vec![
            Decision::Allow,
            Decision::Allow,
            Decision::Ask,
            Decision::Deny,
        ])
    }

    /// A scenario whose agents hand work to each other, cycles included, under a depth limit.
    fn case() -> impl Strategy<Value = (Scenario, Inputs)> {
        (
            prop::collection::vec(reply(&NAMES), 1..4),
            prop::collection::vec(
                (
                    prop::collection::vec(reply(&NAMES), 1..4),
                    decision(),
                    decision(),
                    prop::option::weighted(0.2, 1u32..3),
                ),
                3,
            ),
            1u32..4,
            prop::collection::vec(prop::sample::select(Reply::ALL.to_vec()), 0..6),
            prop::collection::vec(0usize..120, 0..2),
        )
            .prop_map(|(replies, subs, depth, answers, stops)| {
                let mut s = scenario("subagent");
                s.max_depth = Some(depth);
                s.agent.agents = NAMES.iter().map(|n| n.to_string()).collect();
                s.replies = replies;
                s.subagents = subs
                    .into_iter()
                    .zip(NAMES)
                    .map(|((replies, read, task, max_turns), name)| SubAgent {
                        agent: Agent {
                            name: name.into(),
                            instructions: format!("You are {name}."),
                            tools: vec!["read_file".into(), "run_tests".into(), "task".into()],
                            rules: vec![
                                Rule {
                                    tool: "read_file".into(),
                                    decision: read,
                                },
                                Rule {
                                    tool: "task".into(),
                                    decision: task,
                                },
                            ],
                            max_turns,
                            context_window: None,
                            tool_timeout_ms: None,
                            stream_idle_timeout_ms: None,
                            agents: NAMES.iter().map(|n| n.to_string()).collect(),
                            max_attempts: None,
                            hooks: vec![],
                            skills: vec![],
                            memory: vec![],
                            deferred_tools: vec![],
                        },
                        replies,
                        summaries: vec![],
                    })
                    .collect();
                let inputs = Inputs {
                    answers: answers.into_iter().map(Answer::mine).collect(),
                    stops,
                    ..Inputs::default()
                };
                (s, inputs)
            })
    }

    proptest! {
        #![proptest_config(ProptestConfig { cases: 256, ..ProptestConfig::default() })]

        #[test]
        fn every_nesting_keeps_the_promises((s, inputs) in case()) {
            let trace = derive(&s, &inputs);
            prop_assert!(!matches!(trace.ending, Ending::Broken { .. }), "{:?}", trace.ending);
            let depth = s.max_depth.unwrap_or(0);
            for h in trace.harness().sessions() {
                prop_assert!(h.depth() <= depth, "{} is {} deep", h.id(), h.depth());
                if let Some(parent) = h.parent() {
                    // Nothing lost: the sub-agent's thread starts with its prompt.
                    let first_is_prompt = matches!(h.log().all().first(), Some(Message::User { text }) if text == "Do part of it.");
                    prop_assert!(first_is_prompt);
                    prop_assert_eq!(parent.call.tool.as_str(), "task");
                }
            }
            // One run at a time, in every session.
            let mut going = vec![false; trace.harness().sessions().len()];
            for step in &trace.steps {
                let s = step.envelope.session;
                match step.envelope.say {
                    Say::Run => {
                        prop_assert!(!going[s], "a second run of session {}", s);
                        going[s] = true;
                    }
                    Say::Idle => going[s] = false,
                    _ => {}
                }
            }
            if trace.ending == Ending::Idle {
                super::assert_every_session_whole(&trace);
                // Children end before the call that waits on them gets its result, and that
                // result is the child's answer, or an error when it has none.
                for h in &trace.harness().sessions()[1..] {
                    let p = h.parent().unwrap();
                    let output = trace.steps.iter().position(|st| {
                        st.envelope.session == p.session
                            && matches!(&st.envelope.say, Say::Output { result } if result.call_id == p.call.id)
                    });
                    prop_assert!(output.is_some(), "{}'s call got its output", h.id());
                    prop_assert!(trace.steps_of(h.index()).last() < output.as_ref());
                    let result = trace.harness().session(p.session).thread().iter().find_map(|m| match m {
                        Message::Tool { result } if result.call_id == p.call.id => Some(result.clone()),
                        _ => None,
                    });
                    if let Some(result) = result {
                        match super::end_of(&trace, h.index()) {
                            Some(RunEnd::Answered) => {
                                prop_assert_eq!(result.error, None);
                                prop_assert_eq!(Some(result.output.as_str()), h.last_answer());
                            }
                            _ => prop_assert!(result.error.is_some()),
                        }
                    }
                }
            } else {
                // Waiting for you: exactly one question is open, in a session that runs.
                let last = trace.steps.last().unwrap();
                let is_ask = matches!(last.envelope.say, Say::Ask { .. });
                prop_assert!(is_ask);
                prop_assert_eq!(trace.harness().session(last.envelope.session).status(), Status::Running);
            }
        }
    }
}

// ---- what the page shows --------------------------------------------------------------------

mod view {
    use super::*;
    use harness_demo::view::chat::{ChatLog, ChatRow};
    use harness_demo::view::{self as v, narrate};

    #[test]
    fn the_sub_agents_rows_are_folded_under_its_task_call_and_its_question_is_not() {
        let (_, trace) = run("two-subagents", &[]);
        let chat = ChatLog::build(&trace);
        let last = trace.steps.len() - 1;
        let task_rows: Vec<usize> = (0..chat.len())
            .filter(|r| chat.work(*r).is_some())
            .collect();
        assert_eq!(task_rows.len(), 2, "one fold per task call");
        let works: Vec<(&str, &str)> = task_rows
            .iter()
            .map(|r| {
                let w = chat.work(*r).unwrap();
                (w.agent.as_str(), w.session.as_str())
            })
            .collect();
        assert_eq!(works, [("explorer", "session_2"), ("tester", "session_3")]);
        for r in 0..chat.len() {
            let place = chat.place(r).unwrap();
            let row = chat.version(r, 0).unwrap();
            match row {
                ChatRow::Question { .. } => {
                    assert!(place.within.is_empty(), "a question is never folded away");
                    assert_eq!(place.agent, "tester");
                }
                _ if place.agent == "coder" => assert!(place.within.is_empty()),
                _ => assert_eq!(place.within.len(), 1, "{row:?} is in one fold"),
            }
        }
        // Folded, the sub-agents' rows are not shown; open, they are.
        let folded = chat.shown_at(last, 100, |_| false);
        assert!(folded
            .iter()
            .all(|r| chat.place(*r).unwrap().within.is_empty()));
        let open = chat.shown_at(last, 100, |_| true);
        assert!(open.len() > folded.len());
        assert_eq!(
            chat.work_rows_at(task_rows[0], last),
            open.iter()
                .filter(|r| chat.place(**r).unwrap().within == [task_rows[0]])
                .count()
        );
        // The newest `max` rows: a short window keeps the newest.
        assert_eq!(chat.shown_at(last, 2, |_| true), open[open.len() - 2..]);
        // The hand-off reads as one: to whom, and what.
        let ChatRow::ToolCall { handoff, .. } = chat.version(task_rows[1], 0).unwrap() else {
            panic!("a task call's row");
        };
        assert_eq!(handoff.as_ref().map(|h| h.agent.as_str()), Some("tester"));
        assert_eq!(
            chat.echo(last).as_deref(),
            Some("tester asks: may I run run_tests?")
        );
    }

    #[test]
    fn the_session_panel_lists_every_session_with_its_status_at_the_step() {
        let (_, trace) = run("two-subagents", &[]);
        let last = trace.steps.len() - 1;
        assert!(v::sessions(&trace, 0).is_empty(), "one session: no list");
        let lines = v::sessions(&trace, last);
        let shown: Vec<(&str, &str, &str, u32, bool)> = lines
            .iter()
            .map(|l| {
                (
                    l.id.as_str(),
                    l.agent.as_str(),
                    l.status.as_str(),
                    l.depth,
                    l.shown,
                )
            })
            .collect();
        assert_eq!(
            shown,
            [
                ("session_1", "coder", "running", 0, false),
                ("session_2", "explorer", "idle", 1, false),
                ("session_3", "tester", "running", 1, true),
            ]
        );
        let s = v::session(&trace, last);
        assert_eq!((s.id.as_str(), s.agent.as_str()), ("session_3", "tester"));
        let p = v::permission(&trace, last).expect("the tester's question");
        assert_eq!((p.agent.as_str(), p.subagent), ("tester", true));
        let m = v::message(&trace, last).unwrap();
        assert_eq!(m.lane.as_deref(), Some("session_3 · tester"));
        assert!(v::has_subagents(&trace));
        assert!(!v::has_subagents(&run("run-tests", &[]).1));
        // Stepping from one session into another marks its panels changed.
        let into = trace.steps_of(1)[0];
        assert!(v::changed(&trace, into).contains(&"context"));
        assert_eq!(v::agent(&trace, into).name, "explorer");
        assert_eq!(v::agent(&trace, 0).agents, ["explorer", "tester"]);
    }

    #[test]
    fn the_narration_says_whose_session_and_what_the_hand_off_saves() {
        let (_, trace) = run("subagent", &[]);
        let said: Vec<String> = (0..trace.steps.len()).map(|i| narrate(&trace, i)).collect();
        let has = |needle: &str| said.iter().any(|n| n.contains(needle));
        assert!(has(
            "The task tool is a client of the session API, like your window"
        ));
        assert!(has("The session API creates session_2"));
        assert!(has("the same runner code as coder's"));
        assert!(has("None of coder's thread is in it"));
        assert!(has("keyed by content, not by session"));
        assert!(has("The coordinator marks session_2 idle"));
        let output = said
            .iter()
            .find(|n| n.starts_with("Back in coder's session: the task tool's output"))
            .expect("the answer comes back, and the narration says whose step it is again");
        assert!(
            said.iter()
                .any(|n| n.starts_with("In explorer's session, the llm asks for a tool: read_file")),
            "a sub-agent's step says whose it is"
        );
        let explorer = trace.harness().session(1);
        let thread: u64 = explorer.log().tokens(explorer.log().range());
        assert!(
            output.contains(&format!("not the {thread} tokens of explorer's thread")),
            "{output}"
        );
        let stopped = derive(
            &scenario("subagent"),
            &Inputs {
                stops: vec![30],
                ..Inputs::default()
            },
        );
        let said: Vec<String> = (0..stopped.steps.len())
            .map(|i| narrate(&stopped, i))
            .collect();
        assert!(said
            .iter()
            .any(|n| n.starts_with("The runner cancels the task call it waits on")));
        assert!(said.iter().any(|n| n.starts_with("The task tool was cancelled, so it first asks the session API to stop session_2 (explorer)")));
        assert!(said.iter().any(|n| n.contains("explorer was stopped")));
    }
}

#[test]
fn the_chat_says_running_while_a_sub_agent_works_even_before_its_session_runs() {
    let (_, trace) = run("subagent", &[]);
    // The step the sub-agent's session is created in: idle itself, the coder still running.
    let created = trace.steps_of(1)[0];
    assert_eq!(trace.steps[created].snapshot.status, Status::Idle);
    assert_eq!(harness_demo::view::status(&trace, created), Status::Running);
    assert!(harness_demo::view::stoppable(&trace, created));
    assert_eq!(
        harness_demo::view::status(&trace, trace.steps.len() - 1),
        Status::Idle
    );
}
