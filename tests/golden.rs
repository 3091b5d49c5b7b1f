//! Golden tests: the text render of each scenario's trace, compared with a committed file.
//!
//! A change to narration, ordering or token numbers shows up here as a diff to review. After
//! a deliberate change, rewrite the files with `UPDATE_GOLDEN=1 cargo test --test golden`: each
//! case whose render differs from its file writes the file and FAILS, naming it, so an update
//! never passes by itself. Read `git diff tests/golden`, commit the files, and run the tests
//! again without UPDATE_GOLDEN. A golden file without a case fails the suite in both modes.

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
    case("subagent", "subagent", &[]),
    Case {
        stops: &[30],
        ..case("subagent-stop-mid-child", "subagent", &[])
    },
    case("two-subagents-once", "two-subagents", &[Reply::Once]),
    case("two-subagents-decline", "two-subagents", &[Reply::Decline]),
    case("stalled-stream", "stalled-stream", &[]),
    case("anthropic-cache", "anthropic-cache", &[]),
    case("hook-refuses", "hook-refuses", &[]),
    case("hook-formats", "hook-formats", &[]),
    case("stop-hook", "stop-hook", &[]),
    case("plan-mode", "plan-mode", &[]),
    case("skill", "skill", &[]),
    case("memory", "memory", &[]),
    case("mcp-tools", "mcp-tools", &[]),
    // One scenario end to end in each other language: `name.tag` speaks the catalog of `tag`.
    case("read-file.ja", "read-file", &[]),
    case("run-tests-always.zh-CN", "run-tests", &[Reply::Always]),
    case("subagent.zh-TW", "subagent", &[]),
    case("compaction.ko", "compaction", &[]),
    case("run-tests-decline.es", "run-tests", &[Reply::Decline]),
    case("anthropic-cache.pt-BR", "anthropic-cache", &[]),
    case("hook-refuses.de", "hook-refuses", &[]),
];

/// Speaks the language of a case named `name.tag`, from its catalog files; English otherwise.
fn speak(name: &str) {
    let Some((_, tag)) = name.split_once('.') else {
        return;
    };
    let language = harness_demo::i18n::matching(tag).unwrap_or_else(|| panic!("no language {tag}"));
    let dir = Path::new(env!("CARGO_MANIFEST_DIR"))
        .join("src/locales")
        .join(tag);
    let text: String = harness_demo::i18n::FILES
        .iter()
        .map(|f| std::fs::read_to_string(dir.join(f)).unwrap() + "\n")
        .collect();
    let catalog = harness_demo::i18n::Catalog::parse(&text).unwrap();
    harness_demo::i18n::use_table(language, std::rc::Rc::new(catalog));
}

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
            .harness()
            .cache()
            .clone()
            .into();
    }
    let mut trace = derive(s, &inputs);
    if case.rerun_with_saved_rules {
        // The page after "always": the next run starts with the rules this one saved.
        trace = derive(
            s,
            &Inputs {
                user_rules: trace.harness().rules().user_rules_after(),
                cache: trace.harness().cache().clone().into(),
                ..Inputs::default()
            },
        );
    }
    render(s, &trace)
}

/// Whether this run rewrites golden files: `UPDATE_GOLDEN=1`. Unset, empty or `0` compares
/// only; any other value is a mistake worth stopping for (`true` would otherwise compare
/// silently while its author believes the files were rewritten).
fn updating() -> bool {
    match std::env::var("UPDATE_GOLDEN") {
        Err(_) => false,
        Ok(v) if v.is_empty() || v == "0" => false,
        Ok(v) if v == "1" => true,
        Ok(v) => panic!("UPDATE_GOLDEN={v:?}: set it to 1 to rewrite golden files, or unset it"),
    }
}

/// Compares the case's render with its golden file. A difference fails; with `UPDATE_GOLDEN=1`
/// the file is rewritten first and the test still fails, naming the file to review.
fn check(name: &str) {
    let case = CASES
        .iter()
        .find(|c| c.name == name)
        .unwrap_or_else(|| panic!("no case {name}"));
    speak(name);
    let actual = rendered(case);
    let path = golden_dir().join(format!("{name}.txt"));
    let shown = format!("tests/golden/{name}.txt");
    let expected = match std::fs::read_to_string(&path) {
        Ok(text) => Some(text),
        Err(e) if e.kind() == std::io::ErrorKind::NotFound => None,
        Err(e) => panic!("{shown}: {e}"),
    };
    if expected.as_deref() == Some(actual.as_str()) {
        return;
    }
    if updating() {
        std::fs::create_dir_all(golden_dir()).unwrap();
        std::fs::write(&path, &actual).unwrap_or_else(|e| panic!("{shown}: {e}"));
        panic!(
            "{shown} {} (UPDATE_GOLDEN=1): review it with `git diff tests/golden`, commit it, \
             and run the tests again without UPDATE_GOLDEN",
            if expected.is_some() {
                "rewritten"
            } else {
                "written (new case)"
            }
        );
    }
    let Some(expected) = expected else {
        panic!(
            "{shown} is missing: write it with UPDATE_GOLDEN=1 cargo test --test golden, \
             then review and commit it"
        );
    };
    // Point at the first line that differs: whole traces are too long to eyeball.
    let Some((line, (want, got))) = expected
        .lines()
        .map(Some)
        .chain(std::iter::repeat(None))
        .zip(actual.lines().map(Some).chain(std::iter::repeat(None)))
        .take_while(|pair| *pair != (None, None))
        .enumerate()
        .find(|(_, (a, b))| a != b)
    else {
        panic!("{shown} has the same lines as the render but differs in line endings or the final newline");
    };
    panic!(
        "{shown} differs at line {}:\n  golden: {}\n  render: {}\n\
         If the change is intended, run UPDATE_GOLDEN=1 cargo test --test golden (it rewrites \
         the files that differ and fails, naming them), review `git diff tests/golden` and commit.",
        line + 1,
        want.unwrap_or("<end of file>"),
        got.unwrap_or("<end of render>"),
    );
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
    subagent => "subagent",
    subagent_stop_mid_child => "subagent-stop-mid-child",
    two_subagents_once => "two-subagents-once",
    two_subagents_decline => "two-subagents-decline",
    stalled_stream => "stalled-stream",
    anthropic_cache_conversation => "anthropic-cache",
    a_hook_refuses_a_call_a_rule_allows => "hook-refuses",
    a_hook_formats_each_edit => "hook-formats",
    a_stop_hook_sends_the_agent_back => "stop-hook",
    plan_mode_refuses_edits_until_you_approve => "plan-mode",
    a_skill_is_listed_then_loaded => "skill",
    memory_files_load_at_start_by_folder_and_after_compaction => "memory",
    deferred_tools_load_by_search => "mcp-tools",
    read_file_in_japanese => "read-file.ja",
    run_tests_always_in_simplified_chinese => "run-tests-always.zh-CN",
    a_subagent_in_traditional_chinese => "subagent.zh-TW",
    compaction_in_korean => "compaction.ko",
    run_tests_decline_in_spanish => "run-tests-decline.es",
    anthropic_cache_in_brazilian_portuguese => "anthropic-cache.pt-BR",
    a_hook_refuses_in_german => "hook-refuses.de",
}

#[test]
fn every_case_has_a_test_and_every_golden_file_a_case() {
    updating(); // a mistyped UPDATE_GOLDEN fails here even when every file matches
    let mut cases: Vec<&str> = CASES.iter().map(|c| c.name).collect();
    let mut tested = TESTED.to_vec();
    cases.sort_unstable();
    tested.sort_unstable();
    assert_eq!(cases, tested);
    // Stale files fail in both modes: UPDATE_GOLDEN rewrites the files of existing cases and
    // leaves removing one to its reviewer.
    let mut stale: Vec<String> = std::fs::read_dir(golden_dir())
        .unwrap()
        .map(|entry| entry.unwrap().file_name().to_string_lossy().into_owned())
        .filter(|file| !cases.contains(&file.strip_suffix(".txt").unwrap_or(file)))
        .map(|file| format!("tests/golden/{file}"))
        .collect();
    stale.sort_unstable();
    assert!(
        stale.is_empty(),
        "golden files without a case in CASES (stale: remove them with `git rm`, or add their \
         case back):\n  {}",
        stale.join("\n  ")
    );
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
