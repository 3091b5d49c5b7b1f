//! Predict mode's questions, checked against the runs they come from: each kind's right answer
//! is what the trace does at the step it asks about, and each change a wrong guess offers
//! derives a run that does what the guess said, where it said it.

mod common;
#[path = "logs/fixtures.rs"]
mod fixtures;

use common::*;
use harness_demo::harness::protocol::envelope::{Because, Part, RunEnd, Say};
use harness_demo::harness::protocol::schema::{Decision, LlmEvent, Reply, Rule, ToolError};
use harness_demo::harness::scenario::script::{ScriptedCall, ScriptedReply};
use harness_demo::harness::scenario::{builtin, Scenario};
use harness_demo::logs::replay;
use harness_demo::trace::{derive, Inputs, Trace};
use harness_demo::view::predict::{
    asks, cache_share, compare, deciding_steps, parted_at, question, stop_before, verdict, what_if,
    what_if_run, Change, Kind, Question,
};

/// Every built-in scenario, run with Allow once for every question.
fn builtin_runs() -> Vec<(Scenario, Trace)> {
    builtin()
        .unwrap()
        .into_iter()
        .map(|s| {
            let t = derive(&s, &answers(&[Reply::Once; 4]));
            (s, t)
        })
        .collect()
}

/// The questions of `trace` of one kind.
fn of_kind(trace: &Trace, kind: Kind) -> Vec<Question> {
    deciding_steps(trace)
        .into_iter()
        .filter_map(|i| question(trace, i))
        .filter(|q| q.kind == kind)
        .collect()
}

fn say(trace: &Trace, index: usize) -> &Say {
    &trace.steps[index].envelope.say
}

/// The run `trace` of `scenario` (with `inputs`) derived again with `change` from `step`.
fn other(
    scenario: &Scenario,
    inputs: &Inputs,
    trace: &Trace,
    step: usize,
    change: &Change,
) -> Trace {
    let (s, i) = what_if_run(scenario, inputs, trace, step, change);
    derive(&s, &i)
}

#[test]
fn every_question_of_every_built_in_run_is_well_formed() {
    let mut kinds = Vec::new();
    for (s, trace) in builtin_runs() {
        let deciding = deciding_steps(&trace);
        assert!(
            deciding.len() >= 3,
            "{}: {} questions",
            s.id,
            deciding.len()
        );
        for i in deciding {
            let q = question(&trace, i)
                .unwrap_or_else(|| panic!("{}: step {} decides but asks nothing", s.id, i + 1));
            assert_eq!((q.step, Some((q.kind, q.right))), (i, asks(&trace, i)));
            assert!(
                (2..=4).contains(&q.choices.len()),
                "{}: {:?}",
                s.id,
                q.choices
            );
            assert!(q.right < q.choices.len());
            assert!(
                q.text.ends_with('?') || q.text.ends_with("rules."),
                "{}: {}",
                s.id,
                q.text
            );
            assert!(
                q.why.ends_with('.') && q.why.len() > 20,
                "{}: {}",
                s.id,
                q.why
            );
            assert!(verdict(&q, q.right).starts_with("Right. "));
            let wrong = (q.right + 1) % q.choices.len();
            assert!(verdict(&q, wrong).starts_with(&format!(
                "Not quite: the answer is “{}”.",
                q.choices[q.right]
            )));
            kinds.push(q.kind);
        }
    }
    for kind in [
        Kind::Route,
        Kind::Cache,
        Kind::Fits,
        Kind::NextTurn,
        Kind::ToolRule,
        Kind::NewSession,
        Kind::ChildContext,
    ] {
        assert!(
            kinds.contains(&kind),
            "no built-in run asks a {kind:?} question"
        );
    }
}

#[test]
fn route_the_right_part_is_the_one_the_message_goes_to() {
    for (s, trace) in builtin_runs() {
        for q in of_kind(&trace, Kind::Route) {
            let to = trace.steps[q.step].envelope.to;
            assert!(
                q.choices[q.right]
                    .to_lowercase()
                    .ends_with(&to.name().to_lowercase()),
                "{}: step {} goes to the {}, not {:?}",
                s.id,
                q.step + 1,
                to.name(),
                q.choices[q.right]
            );
        }
    }
    let (_, trace) = run("run-tests", &[]);
    let routes = of_kind(&trace, Kind::Route);
    assert!(matches!(say(&trace, routes[0].step), Say::Prompt { .. }));
    assert_eq!(trace.steps[routes[0].step].envelope.to, Part::SessionApi);
    assert_eq!(routes[0].choices[routes[0].right], "The session API");
    assert!(matches!(
        say(&trace, routes[1].step),
        Say::Forward {
            event: LlmEvent::Text { .. }
        }
    ));
    assert_eq!(routes[1].choices[routes[1].right], "The clients");
    // Only the first piece of text of a run is asked about: "read-file" streams its answer in
    // three pieces and asks once.
    let (_, trace) = run("read-file", &[]);
    assert_eq!(of_kind(&trace, Kind::Route).len(), 2);
}

#[test]
fn cache_the_right_share_is_what_the_cache_served() {
    assert_eq!(cache_share(0, 2_424), 0);
    assert_eq!(cache_share(1, 2_424), 1);
    assert_eq!(cache_share(1_211, 2_424), 1);
    assert_eq!(cache_share(1_212, 2_424), 2);
    assert_eq!(cache_share(2_424, 2_424), 2);
    for (s, trace) in builtin_runs() {
        for q in of_kind(&trace, Kind::Cache) {
            let c = trace.steps[q.step].snapshot.context;
            assert!(matches!(
                say(&trace, q.step),
                Say::Request { attempt: 1, .. }
            ));
            assert_eq!(
                q.right,
                cache_share(c.cached, c.total),
                "{}: step {}",
                s.id,
                q.step + 1
            );
        }
    }
    // A cold cache, then the prefix of the first request again.
    let (_, trace) = run("run-tests", &[Reply::Once]);
    let cache = of_kind(&trace, Kind::Cache);
    assert_eq!((cache[0].right, cache[1].right), (0, 2));
    assert!(
        cache[1]
            .why
            .contains("because the request starts the way the previous one did.")
            && cache[1].why.ends_with("That is 92% of its 2,484 tokens."),
        "{}",
        cache[1].why
    );
}

#[test]
fn next_turn_the_right_answer_is_what_the_runner_did_after_the_reply() {
    for (s, trace) in builtin_runs() {
        for q in of_kind(&trace, Kind::NextTurn) {
            // After a Stop hook's answer, the question is about the step that follows it.
            if matches!(say(&trace, q.step - 1), Say::Hooked { .. }) {
                let another = matches!(say(&trace, q.step), Say::Request { .. });
                assert_eq!(
                    q.right,
                    usize::from(!another),
                    "{}: step {}",
                    s.id,
                    q.step + 1
                );
                continue;
            }
            assert!(matches!(
                say(&trace, q.step),
                Say::Event {
                    event: LlmEvent::Finish {}
                }
            ));
            let session = trace.steps[q.step].snapshot.session;
            let next = trace
                .steps_of(session)
                .iter()
                .copied()
                .filter(|i| *i > q.step)
                .find(|i| {
                    matches!(
                        say(&trace, *i),
                        Say::Request { attempt: 1, .. } | Say::Summarize { .. } | Say::Done { .. }
                    )
                });
            match next.map(|i| say(&trace, i)) {
                Some(Say::Done { .. }) => assert_eq!(q.right, 1, "{}: step {}", s.id, q.step + 1),
                // A trace that waits for your answer has not shown it yet: every answer
                // leads to another request.
                None => assert_eq!(q.right, 0, "{}: step {}", s.id, q.step + 1),
                Some(_) => assert_eq!(q.right, 0, "{}: step {}", s.id, q.step + 1),
            }
        }
    }
    // Waiting at the question: the answer is the one every reply to it leads to.
    let (_, waiting) = run("run-tests", &[]);
    let first = &of_kind(&waiting, Kind::NextTurn)[0];
    assert_eq!(first.right, 0);
    for reply in [Reply::Once, Reply::Always, Reply::Decline] {
        let (_, answered) = run("run-tests", &[reply]);
        assert_eq!(
            asks(&answered, first.step),
            Some((Kind::NextTurn, 0)),
            "{reply:?}"
        );
    }
    // The turn limit ends a run whose reply still asks for a tool.
    let (_, trace) = run("turn-limit", &[]);
    let last = of_kind(&trace, Kind::NextTurn).pop().unwrap();
    assert_eq!(last.right, 1);
    assert!(last.why.contains("used its 3 turns"), "{}", last.why);
    assert!(says(&trace).any(|s| *s
        == Say::Ended {
            end: RunEnd::TurnLimit { max: 3 }
        }));
}

#[test]
fn tool_rule_the_right_answer_is_what_the_runner_did_with_the_call() {
    let mut seen = [false; 3];
    for (s, trace) in builtin_runs() {
        for q in of_kind(&trace, Kind::ToolRule) {
            let expected = match say(&trace, q.step) {
                Say::RunTool {
                    because: Because::Allowed,
                    ..
                } => 0,
                Say::Ask { .. } => 1,
                Say::Result { result, .. } if result.error == Some(ToolError::Denied) => 2,
                other => panic!("{}: a tool question about {other:?}", s.id),
            };
            assert_eq!(q.right, expected, "{}: step {}", s.id, q.step + 1);
            seen[expected] = true;
        }
    }
    assert_eq!(seen, [true; 3], "built-in runs show all three decisions");
    let (_, trace) = run("run-tests", &[]);
    let q = of_kind(&trace, Kind::ToolRule).pop().unwrap();
    assert_eq!(
        q.why,
        "coder's rules say run_tests → ask, so the runner pauses the run and asks you first."
    );
}

#[test]
fn fits_the_right_answer_is_what_the_runner_did_with_the_window() {
    let (s, trace) = run("compaction", &[]);
    let window = s.agent.context_window.unwrap();
    let fits = of_kind(&trace, Kind::Fits);
    assert!(fits.iter().any(|q| q.right == 0) && fits.iter().any(|q| q.right == 1));
    for q in &fits {
        match say(&trace, q.step) {
            Say::Request { .. } => {
                assert_eq!(q.right, 0);
                assert!(trace.steps[q.step].snapshot.context.total <= window);
            }
            Say::Summarize { needed, .. } => {
                assert_eq!(q.right, 1);
                assert!(*needed > window);
            }
            other => panic!("a window question about {other:?}"),
        }
    }
    // No cache question where the window is the question.
    assert!(of_kind(&trace, Kind::Cache).is_empty());
    // A window too small for the first request: nothing to summarize yet, so the run ends.
    let mut small = s.clone();
    small.agent.context_window = Some(2_000);
    let trace = derive(&small, &Inputs::default());
    let q = of_kind(&trace, Kind::Fits).pop().unwrap();
    assert!(matches!(
        say(&trace, q.step),
        Say::Ended {
            end: RunEnd::ContextFull { .. }
        }
    ));
    assert_eq!(q.right, 2);
}

#[test]
fn sub_agents_work_in_a_new_session_and_only_their_answer_comes_back() {
    let (_, trace) = run("subagent", &[]);
    let spawn = &of_kind(&trace, Kind::NewSession)[0];
    assert_eq!(spawn.right, 0);
    let Say::Spawned { child } = *say(&trace, spawn.step + 1) else {
        panic!("the session API answers the task tool next")
    };
    assert_ne!(child, trace.steps[spawn.step].snapshot.session);
    let back = &of_kind(&trace, Kind::ChildContext)[0];
    assert_eq!(back.right, 0);
    let Say::Output { result } = say(&trace, back.step) else {
        panic!("the task call's output")
    };
    assert_eq!(
        Some(result.output.as_str()),
        trace.harness().session(child).last_answer()
    );
    assert!(
        back.why
            .contains("only its answer, 70 tokens, joins coder's context, not the 718 tokens"),
        "{}",
        back.why
    );
}

#[test]
fn a_replayed_log_asks_nothing_about_rules_or_the_window_and_only_cuts_turns() {
    let import = fixtures::import("claude/2.1");
    let scenario = replay::scenario(&import);
    let trace = derive(&scenario, &Inputs::default());
    let questions: Vec<Question> = deciding_steps(&trace)
        .into_iter()
        .filter_map(|i| question(&trace, i))
        .collect();
    assert!(questions.len() >= 3);
    assert!(questions
        .iter()
        .all(|q| !matches!(q.kind, Kind::ToolRule | Kind::Fits)));
    let mut cuts = 0;
    for q in &questions {
        for choice in 0..q.choices.len() {
            match what_if(&trace, q, choice) {
                None => {}
                Some(Change::MaxTurns { max, .. }) => {
                    let cut = other(
                        &scenario,
                        &Inputs::default(),
                        &trace,
                        q.step,
                        &what_if(&trace, q, choice).unwrap(),
                    );
                    assert!(says(&cut).any(|s| *s
                        == Say::Ended {
                            end: RunEnd::TurnLimit { max }
                        }));
                    assert!(cut.steps.len() < trace.steps.len());
                    cuts += 1;
                }
                Some(change) => panic!("a replay offers {change:?}"),
            }
        }
    }
    assert!(
        cuts > 0,
        "a lower turn limit is offered where the log took another turn"
    );
}

#[test]
fn a_wrong_rule_guess_shows_the_run_with_that_rule() {
    let (s, trace) = run("run-tests", &[]);
    let q = of_kind(&trace, Kind::ToolRule).pop().unwrap();
    assert_eq!(
        what_if(&trace, &q, q.right),
        None,
        "a right answer has nothing to show"
    );
    let allow = what_if(&trace, &q, 0).unwrap();
    assert_eq!(
        allow,
        Change::Rule {
            tool: "run_tests".into(),
            decision: Decision::Allow
        }
    );
    assert_eq!(allow.label(), "run_tests → allow");
    let ran = other(&s, &Inputs::default(), &trace, q.step, &allow);
    assert!(matches!(
        say(&ran, q.step),
        Say::RunTool {
            because: Because::Allowed,
            ..
        }
    ));
    assert_eq!(parted_at(&trace, &ran), q.step);
    assert_eq!(ran.steps.len(), 22);
    assert_eq!(
        compare(&trace, &ran),
        "It is the same as yours up to step 11. At step 12, in yours the runner sends ask: run_tests? to the client; in this one the runner sends run run_tests to the tools. This one ends after 22 steps, answered; yours waits for your answer at step 12."
    );
    let refused = other(
        &s,
        &Inputs::default(),
        &trace,
        q.step,
        &what_if(&trace, &q, 2).unwrap(),
    );
    assert!(
        matches!(say(&refused, q.step), Say::Result { result, .. } if result.error == Some(ToolError::Denied))
    );

    // Guessed it would ask where it ran at once: the other run asks, and goes on with allow once.
    let (s, trace) = run("read-file", &[]);
    let q = of_kind(&trace, Kind::ToolRule).pop().unwrap();
    let asked = other(
        &s,
        &Inputs::default(),
        &trace,
        q.step,
        &what_if(&trace, &q, 1).unwrap(),
    );
    assert!(matches!(say(&asked, q.step), Say::Ask { .. }));
    assert!(matches!(
        say(&asked, q.step + 1),
        Say::Answer {
            reply: Reply::Once,
            ..
        }
    ));
    assert_ends_honestly(&asked);
}

/// run-tests with a second run_tests call after the first: two questions where it has one.
fn run_tests_twice() -> Scenario {
    let mut s = scenario("run-tests");
    let again = ScriptedReply {
        text: "Once more.".into(),
        tool_calls: vec![ScriptedCall {
            tool: "run_tests".into(),
            input: String::new(),
            id: None,
            result: None,
        }],
        ..ScriptedReply::default()
    };
    s.replies.insert(1, again);
    s
}

#[test]
fn a_rule_saved_by_always_allow_cannot_be_overruled() {
    let s = run_tests_twice();
    let trace = derive(&s, &answers(&[Reply::Always]));
    let saved = of_kind(&trace, Kind::ToolRule).pop().unwrap();
    assert_eq!(saved.right, 0);
    assert!(
        saved
            .why
            .starts_with("Always allow saved a rule run_tests → allow"),
        "{}",
        saved.why
    );
    assert_eq!(
        (what_if(&trace, &saved, 1), what_if(&trace, &saved, 2)),
        (None, None)
    );
}

#[test]
fn a_wrong_limit_guess_shows_the_run_with_that_limit() {
    // Guessed the end where the run went on: with at most the turns it had, it ends there.
    let (s, trace) = run("run-tests", &[Reply::Once]);
    let inputs = answers(&[Reply::Once]);
    let q = &of_kind(&trace, Kind::NextTurn)[0];
    let change = what_if(&trace, q, 1).unwrap();
    assert_eq!(
        change,
        Change::MaxTurns {
            agent: "coder".into(),
            max: 1
        }
    );
    let cut = other(&s, &inputs, &trace, q.step, &change);
    assert!(says(&cut).any(|s| *s
        == Say::Ended {
            end: RunEnd::TurnLimit { max: 1 }
        }));
    assert!(!says(&cut).any(|s| matches!(s, Say::Request { turn: 2, .. })));
    assert!(parted_at(&trace, &cut) > q.step);
    // Guessed another turn where the limit ended it: one turn more, and it answers.
    let (s, trace) = run("turn-limit", &[]);
    let q = of_kind(&trace, Kind::NextTurn).pop().unwrap();
    let change = what_if(&trace, &q, 0).unwrap();
    assert_eq!(change.label(), "coder with at most 4 turns a run");
    let more = other(&s, &Inputs::default(), &trace, q.step, &change);
    assert!(says(&more).any(|s| matches!(s, Say::Request { turn: 4, .. })));
    assert_ends_honestly(&more);
    // No limit makes a reply that asks for nothing take another turn.
    let last = of_kind(&more, Kind::NextTurn).pop().unwrap();
    assert_eq!((last.right, what_if(&more, &last, 0)), (1, None));
}

#[test]
fn a_wrong_window_guess_shows_the_run_with_that_window() {
    let (s, trace) = run("compaction", &[]);
    let fits = of_kind(&trace, Kind::Fits);
    // Guessed it fits where it compacted: with a window that holds it, it sends it.
    let compacted = fits.iter().find(|q| q.right == 1).unwrap();
    let change = what_if(&trace, compacted, 0).unwrap();
    assert_eq!(
        change,
        Change::ContextWindow {
            agent: "coder".into(),
            window: 3_027
        }
    );
    let wide = other(&s, &Inputs::default(), &trace, compacted.step, &change);
    assert!(matches!(say(&wide, compacted.step), Say::Request { .. }));
    assert_eq!(parted_at(&trace, &wide), compacted.step);
    // Guessed it compacts where it fit: a window a token short of the request.
    let fit = fits.iter().filter(|q| q.right == 0).nth(1).unwrap();
    let change = what_if(&trace, fit, 1).unwrap();
    let narrow = other(&s, &Inputs::default(), &trace, fit.step, &change);
    assert!(matches!(say(&narrow, fit.step), Say::Summarize { .. }));
    assert_eq!(what_if(&trace, fit, 2), None);
}

#[test]
fn questions_about_routes_the_cache_and_sub_agents_offer_no_change() {
    for (_, trace) in builtin_runs() {
        for i in deciding_steps(&trace) {
            let q = question(&trace, i).unwrap();
            if matches!(
                q.kind,
                Kind::Route | Kind::Cache | Kind::NewSession | Kind::ChildContext
            ) {
                assert!(
                    (0..q.choices.len()).all(|c| what_if(&trace, &q, c).is_none()),
                    "{q:?}"
                );
            }
        }
    }
}

#[test]
fn step_forward_stops_before_the_next_unanswered_deciding_step() {
    let deciding = [1, 5, 7, 10, 11];
    let none = |_: usize| false;
    // By event: the question open at a step is passed when stepping on.
    assert_eq!(stop_before(&deciding, none, 0, 1), 1);
    assert_eq!(stop_before(&deciding, none, 3, 4), 4);
    // A jump (by llm request) stops before the first deciding step inside it...
    assert_eq!(stop_before(&deciding, none, 0, 17), 4);
    assert_eq!(stop_before(&deciding, none, 4, 17), 6);
    assert_eq!(stop_before(&deciding, none, 9, 17), 10);
    // ...unless it was answered.
    assert_eq!(stop_before(&deciding, |q| q == 5, 0, 17), 6);
    assert_eq!(stop_before(&deciding, |q| q != 1, 0, 17), 17);
    assert_eq!(stop_before(&[], none, 0, 17), 17);
}

#[test]
fn a_wrong_end_guess_after_two_turns_shows_the_run_limited_to_those_two() {
    let (s, trace) = run("turn-limit", &[]);
    let asked = of_kind(&trace, Kind::NextTurn);
    // turn-limit asks after each of its three turns: another, another, then the limit ends it.
    assert_eq!(
        asked.iter().map(|q| q.right).collect::<Vec<_>>(),
        [0, 0, 1],
        "the right answers after turns 1, 2 and 3"
    );
    let change = what_if(&trace, &asked[1], 1).unwrap();
    assert_eq!(
        change,
        Change::MaxTurns {
            agent: "coder".into(),
            max: 2
        }
    );
    let cut = other(&s, &Inputs::default(), &trace, asked[1].step, &change);
    assert!(says(&cut).any(|s| *s
        == Say::Ended {
            end: RunEnd::TurnLimit { max: 2 }
        }));
}

/// `id` with every tool of its agent on ask, derived with no answers: it waits for you at the
/// first call.
fn waiting_at_the_first_call(id: &str, change: impl FnOnce(&mut Scenario)) -> Trace {
    let mut s = scenario(id);
    for rule in &mut s.agent.rules {
        rule.decision = Decision::Ask;
    }
    change(&mut s);
    derive(&s, &Inputs::default())
}

#[test]
fn waiting_for_your_answer_the_next_turn_is_asked_only_when_the_trace_can_tell() {
    // No window and no limit: every call gets a result and goes back, so another turn.
    let open = waiting_at_the_first_call("compaction", |s| s.agent.context_window = None);
    assert_eq!(
        of_kind(&open, Kind::NextTurn)
            .iter()
            .map(|q| q.right)
            .collect::<Vec<_>>(),
        [0]
    );
    // A window: whether the next request fits is not known yet, so nothing is asked.
    let windowed = waiting_at_the_first_call("compaction", |_| {});
    assert!(of_kind(&windowed, Kind::NextTurn).is_empty());
    // A limit of 3 after the first of them: another turn, not the limit.
    let limited = waiting_at_the_first_call("turn-limit", |_| {});
    assert_eq!(
        of_kind(&limited, Kind::NextTurn)
            .iter()
            .map(|q| q.right)
            .collect::<Vec<_>>(),
        [0]
    );
    // A limit of 1: the first turn was the last.
    let spent = waiting_at_the_first_call("turn-limit", |s| s.agent.max_turns = Some(1));
    assert_eq!(
        of_kind(&spent, Kind::NextTurn)
            .iter()
            .map(|q| q.right)
            .collect::<Vec<_>>(),
        [1]
    );
}

#[test]
fn a_run_the_window_ends_after_a_reply_is_asked_about_and_its_answer_is_the_end() {
    let (mut s, trace) = run("compaction", &[]);
    // Room for the first request and no more: after the first reply nothing older can be
    // summarized, so the run ends with its context full.
    let first = trace
        .steps
        .iter()
        .find(|st| matches!(st.envelope.say, Say::Request { .. }))
        .unwrap();
    s.agent.context_window = Some(first.snapshot.context.total + 10);
    let trace = derive(&s, &Inputs::default());
    assert!(says(&trace).any(|s| matches!(
        s,
        Say::Ended {
            end: RunEnd::ContextFull { .. }
        }
    )));
    let asked = of_kind(&trace, Kind::NextTurn);
    assert_eq!(asked.iter().map(|q| q.right).collect::<Vec<_>>(), [1]);
    assert!(
        asked[0].why.contains("would not fit the context window"),
        "{}",
        asked[0].why
    );
}

#[test]
fn each_run_of_a_conversation_asks_where_its_first_text_goes() {
    let (_, trace) = run("anthropic-cache", &[]);
    let runs = says(&trace).filter(|s| matches!(s, Say::Run)).count();
    assert!(runs > 1, "the conversation has follow-ups");
    let first_texts = of_kind(&trace, Kind::Route)
        .into_iter()
        .filter(|q| {
            matches!(
                say(&trace, q.step),
                Say::Forward {
                    event: LlmEvent::Text { .. }
                }
            )
        })
        .count();
    assert_eq!(
        first_texts, runs,
        "one question per run, not only the first run's"
    );
}

/// `text` with every count named `key` (`"key":123`) made 0.
fn zeroed(text: &str, key: &str) -> String {
    let pattern = format!("\"{key}\":");
    let mut out = String::new();
    let mut rest = text;
    while let Some(at) = rest.find(&pattern) {
        let (before, after) = rest.split_at(at + pattern.len());
        out.push_str(before);
        out.push('0');
        rest = after.trim_start_matches(|c: char| c.is_ascii_digit());
    }
    out + rest
}

#[test]
fn a_request_the_log_reports_no_input_for_asks_nothing_about_the_cache() {
    let files = fixtures::load("claude/2.1");
    let asks_cache = |files: &[(String, Vec<u8>)]| {
        let trace = derive(
            &replay::scenario(&fixtures::read(files)),
            &Inputs::default(),
        );
        !of_kind(&trace, Kind::Cache).is_empty()
    };
    assert!(asks_cache(&files), "the log as it is asks about the cache");
    let empty: Vec<(String, Vec<u8>)> = files
        .iter()
        .map(|(name, bytes)| {
            let mut text = String::from_utf8_lossy(bytes).into_owned();
            for key in [
                "input_tokens",
                "cache_read_input_tokens",
                "cache_creation_input_tokens",
            ] {
                text = zeroed(&text, key);
            }
            (name.clone(), text.into_bytes())
        })
        .collect();
    assert!(!asks_cache(&empty), "0 of 0 tokens is not a share to guess");
}

#[test]
fn a_summary_reply_finishing_is_not_a_next_turn_question() {
    use harness_demo::harness::machine::Purpose;
    let (_, trace) = run("compaction", &[]);
    let purpose = |i: usize| {
        let s = &trace.steps[i].snapshot;
        trace.harness().session(s.session).turns()[s.turn.unwrap().index].purpose
    };
    let finishes: Vec<usize> = (0..trace.steps.len())
        .filter(|&i| {
            matches!(
                say(&trace, i),
                Say::Event {
                    event: LlmEvent::Finish {}
                }
            )
        })
        .collect();
    assert!(
        finishes.iter().any(|&i| purpose(i) != Purpose::Turn),
        "the compaction's summary reply finishes too"
    );
    let asked: Vec<usize> = of_kind(&trace, Kind::NextTurn)
        .iter()
        .map(|q| q.step)
        .collect();
    let turns: Vec<usize> = finishes
        .into_iter()
        .filter(|&i| purpose(i) == Purpose::Turn)
        .collect();
    assert_eq!(asked, turns);
}

#[test]
fn a_reply_whose_run_you_stop_asks_nothing_about_the_next_turn() {
    let (s, trace) = run("anthropic-cache", &[]);
    // Stop while the first reply's tool runs; the follow-up still comes after.
    let tool = (0..trace.steps.len())
        .find(|&i| matches!(say(&trace, i), Say::RunTool { .. }))
        .unwrap();
    let finish = (0..tool)
        .rev()
        .find(|&i| {
            matches!(
                say(&trace, i),
                Say::Event {
                    event: LlmEvent::Finish {}
                }
            )
        })
        .unwrap();
    assert!(of_kind(&trace, Kind::NextTurn)
        .iter()
        .any(|q| q.step == finish));
    let stopped = derive(
        &s,
        &Inputs {
            stops: vec![tool + 1],
            ..Inputs::default()
        },
    );
    assert!(says(&stopped).any(|s| matches!(s, Say::Stop)));
    assert!(
        says(&stopped)
            .skip(tool + 1)
            .any(|s| matches!(s, Say::Request { .. })),
        "the follow-up runs after the stop"
    );
    assert!(!of_kind(&stopped, Kind::NextTurn)
        .iter()
        .any(|q| q.step == finish));
}

#[test]
fn the_whys_say_the_calls_the_cache_figures_and_who_reported_them() {
    let (_, trace) = run("run-tests", &[Reply::Once]);
    // The reply's calls by name.
    let next = &of_kind(&trace, Kind::NextTurn)[0];
    assert_eq!(
        next.why,
        "The reply asks for 1 tool call (run_tests), so once the results are in the thread the runner sends the llm another request."
    );
    // Nothing cached: the narration's sentence alone, no "0%".
    let cache = &of_kind(&trace, Kind::Cache)[0];
    assert_eq!(
        cache.why,
        "None of it is in the prompt cache yet: no earlier request started the same way."
    );
    // A log's own figures, said as the log's.
    let import = fixtures::import("claude/2.1");
    let replayed = derive(&replay::scenario(&import), &Inputs::default());
    let cache = &of_kind(&replayed, Kind::Cache)[0];
    assert!(
        cache.why.starts_with("The ") && cache.why.contains(" log reports "),
        "{}",
        cache.why
    );
    assert!(
        cache.why.ends_with("%) read from the prompt cache."),
        "{}",
        cache.why
    );
}

#[test]
fn the_why_of_a_summary_says_how_many_messages_it_replaces() {
    let (_, trace) = run("compaction", &[]);
    let summary = of_kind(&trace, Kind::Fits)
        .into_iter()
        .find(|q| matches!(say(&trace, q.step), Say::Summarize { .. }))
        .unwrap();
    assert!(
        summary.why.starts_with("It would need ")
            && summary
                .why
                .ends_with("so the runner first asks the llm to summarize the 3 oldest messages."),
        "{}",
        summary.why
    );
}

#[test]
fn the_tool_rule_why_names_whose_rule_decided() {
    let mut s = scenario("run-tests");
    // No rule for run_tests: the default, ask.
    s.agent.rules.retain(|r| r.tool != "run_tests");
    let trace = derive(&s, &Inputs::default());
    assert!(of_kind(&trace, Kind::ToolRule).iter().any(|q| q.why
        == "No rule names run_tests, which counts as ask, so the runner pauses the run and asks you first."));
    // Your rule, set in the agent panel.
    let trace = derive(
        &s,
        &Inputs {
            user_rules: vec![Rule {
                tool: "run_tests".into(),
                decision: Decision::Allow,
            }],
            ..Inputs::default()
        },
    );
    assert!(of_kind(&trace, Kind::ToolRule).iter().any(|q| q.why
        == "Your rule says run_tests → allow, so the runner runs it at once, without asking you."));
}

#[test]
fn the_other_run_keeps_the_answers_before_its_step_and_the_later_ones_after_and_drops_later_stops()
{
    // Two questions, answered Once then Decline.
    let s = run_tests_twice();
    let replies = |i: &Inputs| i.answers.iter().map(|a| a.reply).collect::<Vec<_>>();
    let asked: Vec<usize> = {
        let trace = derive(&s, &answers(&[Reply::Once, Reply::Decline]));
        (0..trace.steps.len())
            .filter(|&i| matches!(say(&trace, i), Say::Ask { .. }))
            .collect()
    };
    assert_eq!(asked.len(), 2);
    let inputs = Inputs {
        stops: vec![asked[1] + 5],
        ..answers(&[Reply::Once, Reply::Decline])
    };
    let trace = derive(&s, &inputs);
    let allow = Change::Rule {
        tool: "run_tests".into(),
        decision: Decision::Allow,
    };
    // Allowed from the first question on: it is no longer asked, so its answer goes; the
    // second one's stays; a stop after the step goes.
    let (_, other) = what_if_run(&s, &inputs, &trace, asked[0], &allow);
    assert_eq!(replies(&other), [Reply::Decline]);
    assert!(other.stops.is_empty());
    // From the second: the first answer stays, the second goes, and nothing is added.
    let (_, other) = what_if_run(&s, &inputs, &trace, asked[1], &allow);
    assert_eq!(replies(&other), [Reply::Once]);
    // Denied from a step that asks nothing: every answer stays, and none is added.
    let deny = Change::Rule {
        tool: "run_tests".into(),
        decision: Decision::Deny,
    };
    let (_, other) = what_if_run(&s, &inputs, &trace, asked[0] + 1, &deny);
    assert_eq!(replies(&other), [Reply::Once, Reply::Decline]);
}

#[test]
fn compare_says_same_only_when_both_runs_are_the_same_to_their_ends() {
    let (_, trace) = run("run-tests", &[Reply::Once]);
    assert!(compare(&trace, &trace).starts_with("It is step for step the same as yours."));
    // The same first steps, but one run stops where the other goes on.
    let (_, waiting) = run("run-tests", &[]);
    assert!(waiting.steps.len() < trace.steps.len());
    for (a, b) in [(&waiting, &trace), (&trace, &waiting)] {
        assert!(
            compare(a, b).starts_with("It is the same as yours up to step "),
            "{}",
            compare(a, b)
        );
    }
}
