//! Golden tests: the text render of each scenario's trace, compared with a committed file.
//!
//! A change to narration, ordering or token numbers shows up here as a diff to review. After
//! a deliberate change, rewrite the files with `UPDATE_GOLDEN=1 cargo test --test golden` and
//! read the diff before committing it.

use std::path::{Path, PathBuf};

use harness_demo::harness::protocol::schema::Reply;
use harness_demo::harness::scenario::builtin;
use harness_demo::trace::{derive, Answer, Inputs};
use harness_demo::view::text::render;

/// A golden file: its name, the scenario and what the user does.
struct Case {
    name: &'static str,
    scenario: &'static str,
    replies: &'static [Reply],
    /// Derive once with these replies, then again with the rules that run saved.
    rerun_with_saved_rules: bool,
    /// Stop pressed after this many steps.
    stops: &'static [usize],
    /// Run this scenario first, so its requests are in the prompt cache.
    after: Option<&'static str>,
}

const fn case(name: &'static str, scenario: &'static str, replies: &'static [Reply]) -> Case {
    Case {
        name,
        scenario,
        replies,
        rerun_with_saved_rules: false,
        stops: &[],
        after: None,
    }
}

const CASES: &[Case] = &[
    case("what-is-a-harness", "what-is-a-harness", &[]),
    case("read-file", "read-file", &[]),
    case("run-tests", "run-tests", &[]),
    case("run-tests-once", "run-tests", &[Reply::Once]),
    case("run-tests-always", "run-tests", &[Reply::Always]),
    case("run-tests-decline", "run-tests", &[Reply::Decline]),
    Case {
        rerun_with_saved_rules: true,
        ..case("run-tests-after-always", "run-tests", &[Reply::Always])
    },
    case("denied-tool", "denied-tool", &[]),
    case("two-tools", "two-tools", &[]),
    case("unknown-tool", "unknown-tool", &[]),
    case("two-clients", "two-clients", &[]),
    case("stop", "stop", &[]),
    Case {
        stops: &[12],
        ..case("run-tests-stop-at-question", "run-tests", &[])
    },
    case("flaky-llm", "flaky-llm", &[]),
    case("llm-down", "llm-down", &[]),
    case("tool-fails", "tool-fails", &[]),
    case("tool-timeout", "tool-timeout", &[]),
    case("turn-limit", "turn-limit", &[]),
    case("compaction", "compaction", &[]),
    Case {
        after: Some("what-is-a-harness"),
        ..case("read-file-after-the-first-prompt", "read-file", &[])
    },
];

fn golden_dir() -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/golden")
}

fn rendered(case: &Case) -> String {
    let scenarios = builtin().expect("built-in scenarios load");
    let find = |id: &str| {
        scenarios
            .iter()
            .find(|s| s.id == id)
            .unwrap_or_else(|| panic!("no scenario {id}"))
    };
    let s = find(case.scenario);
    let mut inputs = Inputs {
        answers: case.replies.iter().copied().map(Answer::mine).collect(),
        stops: case.stops.to_vec(),
        ..Inputs::default()
    };
    if let Some(first) = case.after {
        inputs.cache = derive(find(first), &Inputs::default())
            .harness
            .cache()
            .clone();
    }
    let mut trace = derive(s, &inputs);
    if case.rerun_with_saved_rules {
        // The page after "always": the next run starts with the rules this one saved.
        trace = derive(
            s,
            &Inputs {
                user_rules: trace.harness.rules().user_rules_after(),
                cache: trace.harness.cache().clone(),
                ..Inputs::default()
            },
        );
    }
    render(s, &trace)
}

/// Compares with the golden file, or rewrites it when `UPDATE_GOLDEN=1`.
fn check(name: &str) {
    let case = CASES
        .iter()
        .find(|c| c.name == name)
        .unwrap_or_else(|| panic!("no case {name}"));
    let actual = rendered(case);
    let path = golden_dir().join(format!("{name}.txt"));
    if std::env::var("UPDATE_GOLDEN").as_deref() == Ok("1") {
        std::fs::create_dir_all(golden_dir()).unwrap();
        std::fs::write(&path, &actual).unwrap();
        return;
    }
    let expected = std::fs::read_to_string(&path).unwrap_or_else(|e| {
        panic!(
            "{}: {e}; run UPDATE_GOLDEN=1 cargo test --test golden",
            path.display()
        )
    });
    if actual != expected {
        // Point at the first line that differs: whole traces are too long to eyeball.
        let (line, (want, got)) = expected
            .lines()
            .chain(std::iter::repeat("<end of file>"))
            .zip(actual.lines().chain(std::iter::repeat("<end of render>")))
            .enumerate()
            .find(|(_, (a, b))| a != b)
            .expect("texts differ, so some line does");
        panic!(
            "{} differs at line {}:\n  golden: {want}\n  render: {got}\n\
             If the change is intended, run UPDATE_GOLDEN=1 cargo test --test golden and review the diff.",
            path.display(),
            line + 1
        );
    }
}

macro_rules! golden {
    ($($test:ident => $name:literal),* $(,)?) => {
        $(#[test] fn $test() { check($name); })*

        /// Every case has its own test above, so none is forgotten.
        const TESTED: &[&str] = &[$($name),*];
    };
}

golden! {
    what_is_a_harness => "what-is-a-harness",
    read_file => "read-file",
    run_tests_waits_for_you => "run-tests",
    run_tests_once => "run-tests-once",
    run_tests_always => "run-tests-always",
    run_tests_decline => "run-tests-decline",
    run_tests_after_always => "run-tests-after-always",
    denied_tool => "denied-tool",
    two_tools => "two-tools",
    unknown_tool => "unknown-tool",
    two_clients => "two-clients",
    stop_mid_stream => "stop",
    run_tests_stop_at_question => "run-tests-stop-at-question",
    flaky_llm => "flaky-llm",
    llm_down => "llm-down",
    tool_fails => "tool-fails",
    tool_timeout => "tool-timeout",
    turn_limit => "turn-limit",
    compaction => "compaction",
    read_file_after_the_first_prompt => "read-file-after-the-first-prompt",
}

#[test]
fn every_case_has_a_test_and_every_golden_file_a_case() {
    let mut cases: Vec<&str> = CASES.iter().map(|c| c.name).collect();
    let mut tested = TESTED.to_vec();
    cases.sort_unstable();
    tested.sort_unstable();
    assert_eq!(cases, tested);
    if std::env::var("UPDATE_GOLDEN").as_deref() == Ok("1") {
        return;
    }
    for entry in std::fs::read_dir(golden_dir()).unwrap() {
        let file = entry.unwrap().file_name().into_string().unwrap();
        let name = file.strip_suffix(".txt").unwrap_or(&file);
        assert!(cases.contains(&name), "tests/golden/{file} has no case");
    }
}

#[test]
fn every_builtin_scenario_has_a_golden_case() {
    for s in builtin().unwrap() {
        assert!(
            CASES.iter().any(|c| c.scenario == s.id),
            "{} has no golden file",
            s.id
        );
    }
}
