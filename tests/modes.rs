//! Permission modes: what each decides above the rules, what a rule that says deny still
//! decides, a switch between two messages, and what the page says of it. One case per promise.

mod common;

use common::*;
use harness_demo::harness::machine::RuleSource;
use harness_demo::harness::protocol::envelope::{Because, Say};
use harness_demo::harness::protocol::mode::{decide, Mode, ToolKind};
use harness_demo::harness::protocol::schema::{Decision, Rule, ToolError};
use harness_demo::harness::scenario::Scenario;
use harness_demo::trace::{derive, Inputs, Trace};
use harness_demo::view::predict::{question, Kind};

fn in_mode(id: &str, mode: Mode) -> (Scenario, Trace) {
    let s = scenario(id);
    let trace = derive(
        &s,
        &Inputs {
            mode: Some(mode),
            ..Inputs::default()
        },
    );
    (s, trace)
}

#[test]
fn the_default_mode_leaves_every_call_to_the_rules() {
    for kind in [
        ToolKind::Read,
        ToolKind::Edit,
        ToolKind::Execute,
        ToolKind::Other,
    ] {
        for rule in Decision::ALL {
            assert_eq!(decide(Mode::Default, kind, (rule, true)), None);
        }
    }
}

#[test]
fn a_rule_that_says_deny_holds_in_every_mode() {
    for mode in Mode::ALL {
        for kind in [ToolKind::Read, ToolKind::Edit, ToolKind::Execute] {
            assert_eq!(decide(mode, kind, (Decision::Deny, true)), None, "{mode:?}");
        }
    }
    let mut s = scenario("denied-tool");
    s.mode = Mode::BypassPermissions;
    let trace = derive(&s, &Inputs::default());
    let (_, result) = results(&trace)
        .into_iter()
        .find(|(c, _)| c.tool == "write_file")
        .unwrap();
    assert_eq!(result.error, Some(ToolError::Denied));
    assert_eq!(result.output, "Not run: a rule denies write_file.");
}

#[test]
fn plan_mode_refuses_what_edits_or_executes_and_lets_reads_follow_the_rules() {
    assert_eq!(
        decide(Mode::Plan, ToolKind::Edit, (Decision::Allow, true)),
        Some(Decision::Deny)
    );
    assert_eq!(
        decide(Mode::Plan, ToolKind::Execute, (Decision::Ask, false)),
        Some(Decision::Deny)
    );
    assert_eq!(
        decide(Mode::Plan, ToolKind::Read, (Decision::Ask, false)),
        None
    );
    let (_, trace) = in_mode("run-tests", Mode::Plan);
    assert!(
        asked(&trace).is_empty(),
        "nothing to ask: run_tests is refused"
    );
    let (_, result) = results(&trace)[0];
    assert_eq!(result.error, Some(ToolError::Denied));
    assert!(
        result.output.starts_with("Not run: plan mode."),
        "{}",
        result.output
    );
}

#[test]
fn accept_edits_mode_runs_edits_without_asking_and_asks_the_rest_as_the_rules_say() {
    let mut s = scenario("hook-formats");
    s.agent.hooks.clear();
    s.agent.rules = vec![Rule {
        tool: "read_file".into(),
        decision: Decision::Allow,
    }];
    s.mode = Mode::AcceptEdits;
    let trace = derive(&s, &Inputs::default());
    assert!(asked(&trace).is_empty(), "write_file runs without asking");
    assert!(says(&trace).any(|s| matches!(s, Say::RunTool { call, because: Because::Allowed } if call.tool == "write_file")));
    let (_, trace) = in_mode("run-tests", Mode::AcceptEdits);
    assert_eq!(
        asked(&trace).len(),
        1,
        "run_tests is no edit: its rule asks"
    );
}

#[test]
fn bypass_mode_runs_what_the_rules_would_ask_about() {
    let (_, trace) = in_mode("run-tests", Mode::BypassPermissions);
    assert!(asked(&trace).is_empty());
    assert_eq!(ran(&trace).len(), 1);
}

#[test]
fn a_mode_switched_between_messages_decides_from_the_next_one_and_each_step_shows_its_own() {
    let (_, trace) = run("plan-mode", &[]);
    let refused = says(&trace)
        .position(
            |s| matches!(s, Say::Result { result, .. } if result.error == Some(ToolError::Denied)),
        )
        .expect("the edit is refused while planning");
    let ran_at = says(&trace)
        .position(|s| matches!(s, Say::RunTool { call, .. } if call.tool == "write_file"))
        .expect("the edit runs once approved");
    assert!(refused < ran_at);
    let mode_at = |i: usize| harness_demo::view::panels::agent(&trace, i).mode;
    assert_eq!(mode_at(refused), Mode::Plan);
    assert_eq!(mode_at(ran_at), Mode::AcceptEdits);
    let rules = trace.harness().rules();
    assert_eq!(
        rules.decide_at(&trace.harness().main().agent().rules, "write_file", 0),
        (Decision::Deny, RuleSource::Mode(Mode::Plan)),
        "the rules as they stood before the switch"
    );
    assert!(
        asked(&trace).is_empty(),
        "accept-edits mode answers write_file's ask rule"
    );
}

#[test]
fn the_narration_and_predict_say_what_the_mode_decided() {
    let (_, trace) = run("plan-mode", &[]);
    let refused = says(&trace)
        .position(
            |s| matches!(s, Say::Result { result, .. } if result.error == Some(ToolError::Denied)),
        )
        .unwrap();
    assert!(harness_demo::view::narrate::narrate(&trace, refused)
        .starts_with("Plan mode: write_file would change something"));
    let q = question(&trace, refused).unwrap();
    assert_eq!(q.kind, Kind::ToolRule);
    assert_eq!(q.choices[q.right], "A rule refuses it");
    assert!(
        q.why.starts_with("The harness is in plan mode"),
        "{}",
        q.why
    );
    let ran_at = says(&trace)
        .position(|s| matches!(s, Say::RunTool { call, .. } if call.tool == "write_file"))
        .unwrap();
    assert!(harness_demo::view::narrate::narrate(&trace, ran_at)
        .starts_with("Accept-edits mode: write_file edits files"));
}

#[test]
fn a_scenario_file_names_its_mode_and_a_wrong_one_is_refused_by_field() {
    let mut v: serde_json::Value =
        serde_json::from_str(include_str!("../src/scenarios/read-file.json")).unwrap();
    v["mode"] = "plan".into();
    let s = Scenario::from_json("m.json", &v.to_string()).unwrap();
    assert_eq!(s.mode, Mode::Plan);
    v["mode"] = "yolo".into();
    let e = Scenario::from_json("m.json", &v.to_string())
        .unwrap_err()
        .to_string();
    assert!(e.starts_with("m.json: mode: unknown variant `yolo`"), "{e}");
}

#[test]
fn each_mode_is_named_in_words_where_it_decides() {
    let (_, trace) = in_mode("run-tests", Mode::BypassPermissions);
    let at = step_of(
        &trace,
        |s| matches!(s, Say::RunTool { call, .. } if call.tool == "run_tests"),
    );
    assert!(harness_demo::view::narrate::narrate(&trace, at)
        .starts_with("Bypass-permissions mode: every call runs without asking"));
    let rules = harness_demo::view::panels::agent(&trace, at).rules;
    let run_tests = rules.iter().find(|r| r.tool == "run_tests").unwrap();
    assert_eq!(run_tests.source, RuleSource::Mode(Mode::BypassPermissions));
    assert_eq!(
        Mode::ALL.map(Mode::words),
        [
            "default mode",
            "accept-edits mode",
            "plan mode",
            "bypass-permissions mode"
        ]
    );
}
