//! The scenario loader: one test per check, each asserting the exact "file: field: problem"
//! message a person reading it gets.

use serde_json::{json, Value};

use harness_demo::harness::machine::CacheProfile;
use harness_demo::harness::scenario::Scenario;

/// A valid scenario to break one field of.
fn valid() -> Value {
    serde_json::from_str(include_str!("../src/scenarios/read-file.json")).unwrap()
}

/// The message for `v`, which must be rejected.
fn error(v: &Value) -> String {
    Scenario::from_json("bad.json", &v.to_string())
        .expect_err("the file must be rejected")
        .to_string()
}

fn with(edit: impl FnOnce(&mut Value)) -> String {
    let mut v = valid();
    edit(&mut v);
    error(&v)
}

#[test]
fn the_valid_file_loads() {
    Scenario::from_json("good.json", &valid().to_string()).unwrap();
}

#[test]
fn an_id_that_is_not_url_safe() {
    assert_eq!(
        with(|v| v["id"] = json!("Read File")),
        "bad.json: id: expected lowercase letters, digits and dashes, found \"Read File\""
    );
    assert_eq!(
        with(|v| v["id"] = json!("")),
        "bad.json: id: expected lowercase letters, digits and dashes, found \"\""
    );
}

#[test]
fn an_empty_prompt() {
    assert_eq!(
        with(|v| v["prompt"] = json!("  ")),
        "bad.json: prompt: expected the text of a message, found an empty string"
    );
}

#[test]
fn an_agent_with_no_name() {
    assert_eq!(
        with(|v| v["agent"]["name"] = json!("")),
        "bad.json: agent.name: expected a name, found an empty string"
    );
}

#[test]
fn an_agent_tool_with_no_description() {
    assert_eq!(
        with(|v| v["agent"]["tools"][1] = json!("deploy")),
        "bad.json: agent.tools[1]: expected a tool described in tools, found \"deploy\""
    );
}

#[test]
fn a_rule_for_a_tool_the_agent_lacks() {
    assert_eq!(
        with(|v| v["agent"]["rules"][0]["tool"] = json!("deploy")),
        "bad.json: agent.rules[0].tool: expected one of the agent's tools (read_file, run_tests), found \"deploy\""
    );
}

#[test]
fn no_replies() {
    assert_eq!(
        with(|v| v["replies"] = json!([])),
        "bad.json: replies: expected at least one scripted reply, found none"
    );
}

#[test]
fn a_tool_call_naming_no_tool() {
    assert_eq!(
        with(|v| v["replies"][0]["toolCalls"][0]["tool"] = json!("")),
        "bad.json: replies[0].toolCalls[0].tool: expected a tool name, found an empty string"
    );
}

#[test]
fn a_second_client_that_says_nothing() {
    assert_eq!(
        with(|v| v["secondClient"] = json!({"text": ""})),
        "bad.json: secondClient.text: expected the text of a message, found an empty string"
    );
}

#[test]
fn a_turn_limit_of_zero() {
    assert_eq!(
        with(|v| v["agent"]["maxTurns"] = json!(0)),
        "bad.json: agent.maxTurns: expected at least 1 turn, found 0"
    );
}

#[test]
fn a_negative_turn_limit() {
    let e = with(|v| v["agent"]["maxTurns"] = json!(-2));
    assert!(
        e.starts_with("bad.json: agent.maxTurns: invalid value: integer `-2`, expected u32"),
        "{e}"
    );
}

#[test]
fn a_tool_time_limit_of_zero() {
    assert_eq!(
        with(|v| v["agent"]["toolTimeoutMs"] = json!(0)),
        "bad.json: agent.toolTimeoutMs: expected at least 1 millisecond, found 0"
    );
}

#[test]
fn a_stream_idle_timeout_of_zero() {
    assert_eq!(
        with(|v| v["agent"]["streamIdleTimeoutMs"] = json!(0)),
        "bad.json: agent.streamIdleTimeoutMs: expected at least 1 millisecond, found 0"
    );
}

#[test]
fn a_reply_that_both_breaks_and_stalls() {
    assert_eq!(
        with(|v| v["replies"][0] =
            json!({"text": "Hm", "stalls": true, "error": {"message": "reset"}})),
        "bad.json: replies[0].stalls: expected a stream that either breaks or goes quiet, found both"
    );
}

#[test]
fn an_anthropic_cache_profile_loads_and_a_step_in_it_is_named() {
    let mut v = valid();
    v["cache"] = json!({"kind": "anthropic", "minTokens": 2048});
    let s = Scenario::from_json("good.json", &v.to_string()).unwrap();
    assert_eq!(s.cache, CacheProfile::anthropic(2_048));
    let e = with(|v| v["cache"] = json!({"kind": "anthropic", "minTokens": 1024, "step": 128}));
    assert!(
        e.starts_with(
            "bad.json: cache: the anthropic profile counts exact tokens, so it takes no `step`"
        ),
        "{e}"
    );
    let e = with(|v| v["cache"] = json!({"kind": "gemini", "minTokens": 1024}));
    assert!(
        e.starts_with("bad.json: cache.kind: unknown variant `gemini`"),
        "{e}"
    );
}

#[test]
fn a_follow_up_without_text_or_with_a_rule_for_another_tool() {
    assert_eq!(
        with(|v| v["followUps"] = json!([{"text": "  "}])),
        "bad.json: followUps[0].text: expected the text of a message, found an empty string"
    );
    assert_eq!(
        with(|v| v["followUps"] = json!([{"text": "Go on.", "rules": [{"tool": "deploy", "decision": "allow"}]}])),
        "bad.json: followUps[0].rules[0].tool: expected one of the agent's tools (read_file, run_tests), found \"deploy\""
    );
}

#[test]
fn a_window_smaller_than_the_system_prompt() {
    assert_eq!(
        with(|v| v["agent"]["contextWindow"] = json!(1000)),
        "bad.json: agent.contextWindow: expected more than the 2410 tokens of the system prompt, instructions and tools, found 1000"
    );
}

#[test]
fn an_error_with_no_message() {
    assert_eq!(
        with(|v| v["replies"][0] = json!({"error": {"message": " ", "retryable": true}})),
        "bad.json: replies[0].error.message: expected a message saying what broke, found an empty string"
    );
    let e = with(|v| v["replies"][0] = json!({"error": {"retryable": true}}));
    assert!(
        e.starts_with("bad.json: replies[0].error: missing field `message`"),
        "{e}"
    );
}

#[test]
fn an_error_reply_that_also_calls_tools() {
    assert_eq!(
        with(|v| v["replies"][0]["error"] = json!({"message": "reset"})),
        "bad.json: replies[0].toolCalls: expected no tool calls in a reply whose stream breaks, found some"
    );
}

#[test]
fn recorded_pieces_that_do_not_make_the_text() {
    assert_eq!(
        with(|v| v["replies"][0]["chunks"] = json!(["I'll ", "read"])),
        "bad.json: replies[0].chunks: expected pieces that join to the reply's text, found others"
    );
    // Pieces that do are fine.
    let mut v = valid();
    v["replies"][0]["chunks"] = json!(["I'll ", "read it."]);
    Scenario::from_json("good.json", &v.to_string()).unwrap();
}

#[test]
fn an_empty_summary() {
    assert_eq!(
        with(|v| v["summaries"] = json!(["Fine.", ""])),
        "bad.json: summaries[1]: expected the text of a summary, found an empty string"
    );
}

#[test]
fn a_duration_for_a_tool_the_agent_lacks() {
    assert_eq!(
        with(|v| v["toolDurationsMs"] = json!({"deploy": 5})),
        "bad.json: toolDurationsMs.deploy: expected one of the agent's tools (read_file, run_tests), found \"deploy\""
    );
}

#[test]
fn a_cache_step_of_zero() {
    assert_eq!(
        with(|v| v["cache"] = json!({"minTokens": 1024, "step": 0})),
        "bad.json: cache.step: expected at least 1 token, found 0"
    );
}

#[test]
fn an_unknown_field_is_named() {
    let e = with(|v| v["agent"]["maxTurn"] = json!(3));
    assert!(
        e.starts_with("bad.json: agent.maxTurn: unknown field `maxTurn`, expected one of"),
        "{e}"
    );
}

#[test]
fn a_saved_scenario_names_its_cache_only_when_it_is_not_the_default() {
    let mut s = Scenario::from_json("good.json", &valid().to_string()).unwrap();
    let saved = serde_json::to_value(&s).unwrap();
    assert!(
        saved.get("cache").is_none(),
        "the default profile is left out"
    );
    s.cache.min_tokens = 2_048;
    let saved = serde_json::to_value(&s).unwrap();
    assert_eq!(saved["cache"], json!({"minTokens": 2048, "step": 128}));
    let back = Scenario::from_json("saved.json", &saved.to_string()).unwrap();
    assert_eq!(back.cache, s.cache);
}

#[test]
fn a_free_text_run_keeps_the_agent_and_tools_and_nothing_else_of_its_base() {
    // A base with every field set, so a field left to it would show.
    let mut base: Scenario = harness_demo::harness::scenario::builtin()
        .unwrap()
        .into_iter()
        .find(|s| s.id == "two-clients")
        .unwrap();
    base.files.insert("a.txt".into(), "A".into());
    base.test_output = "1 passed".into();
    base.tool_durations_ms.insert("read_file".into(), 5);
    base.summaries = vec!["So far: nothing.".into()];
    base.stop_after_step = Some(3);
    assert!(base.second_client.is_some());
    let s = Scenario::free_text(&base, "Hello?", &["What does README.md say?"]);
    assert_eq!(
        (s.agent.clone(), s.tools.clone()),
        (base.agent.clone(), base.tools.clone())
    );
    assert_eq!(s.id, "free-text");
    assert_eq!(s.title, "Your message");
    assert_eq!(
        s.description,
        "Any message: the scripted llm says what it is."
    );
    assert_eq!(s.prompt, "Hello?");
    assert!(s.files.is_empty() && s.test_output.is_empty() && s.tool_durations_ms.is_empty());
    assert!(s.summaries.is_empty());
    assert_eq!((s.second_client.is_none(), s.stop_after_step), (true, None));
    assert_eq!(s.replies.len(), 1);
    assert!(s.replies[0].tool_calls.is_empty());
    assert!(s.replies[0]
        .text
        .ends_with("Try one of the sample prompts: \"What does README.md say?\"."));
}

/// The sub-agent scenario, to break one field of.
fn with_subagents(edit: impl FnOnce(&mut Value)) -> String {
    let mut v: Value =
        serde_json::from_str(include_str!("../src/scenarios/two-subagents.json")).unwrap();
    edit(&mut v);
    error(&v)
}

#[test]
fn the_subagent_files_load() {
    for json in [
        include_str!("../src/scenarios/subagent.json"),
        include_str!("../src/scenarios/two-subagents.json"),
    ] {
        Scenario::from_json("good.json", json).unwrap();
    }
}

#[test]
fn an_agent_that_hands_work_to_an_unknown_agent() {
    assert_eq!(
        with_subagents(|v| v["agent"]["agents"][1] = json!("reviewer")),
        "bad.json: agent.agents[1]: expected an agent defined in subagents (explorer, tester), found \"reviewer\""
    );
    assert_eq!(
        with(|v| v["agent"]["agents"] = json!(["explorer"])),
        "bad.json: agent.agents[0]: expected an agent defined in subagents (none is), found \"explorer\""
    );
}

#[test]
fn agents_to_hand_work_to_without_the_task_tool_and_the_reverse() {
    assert_eq!(
        with_subagents(|v| {
            v["agent"]["tools"] = json!(["read_file", "run_tests"]);
            v["agent"]["rules"] = json!([]);
        }),
        "bad.json: agent.tools: expected the task tool, since agents names agents to hand work to, found read_file, run_tests"
    );
    assert_eq!(
        with_subagents(|v| v["agent"]
            .as_object_mut()
            .unwrap()
            .remove("agents")
            .map(drop)
            .unwrap_or(())),
        "bad.json: agent.agents: expected the agents the task tool may start, found none"
    );
}

#[test]
fn a_task_call_with_a_missing_prompt_or_an_unknown_agent() {
    assert_eq!(
        with_subagents(|v| v["replies"][0]["toolCalls"][1]["input"] = json!({"agent": "tester"})),
        "bad.json: replies[0].toolCalls[1].input.prompt: expected the prompt the sub-agent starts with, found none"
    );
    assert_eq!(
        with_subagents(|v| v["replies"][0]["toolCalls"][0]["input"] = json!({"agent": "reviewer", "prompt": "Look."})),
        "bad.json: replies[0].toolCalls[0].input.agent: expected one of coder's agents (explorer, tester), found \"reviewer\""
    );
    assert_eq!(
        with_subagents(|v| v["replies"][0]["toolCalls"][0]["input"] = json!("explorer: look")),
        "bad.json: replies[0].toolCalls[0].input.agent: expected the name of one of coder's agents (explorer, tester), found none"
    );
}

#[test]
fn a_sub_agent_is_checked_as_an_agent_with_its_own_script() {
    assert_eq!(
        with_subagents(|v| v["subagents"][1]["agent"]["tools"] = json!(["write_file"])),
        "bad.json: subagents[1].agent.tools[0]: expected a tool described in tools, found \"write_file\""
    );
    assert_eq!(
        with_subagents(|v| v["subagents"][0]["replies"] = json!([])),
        "bad.json: subagents[0].replies: expected at least one scripted reply, found none"
    );
    assert_eq!(
        with_subagents(|v| v["subagents"][1]["agent"]["name"] = json!("explorer")),
        "bad.json: subagents[1].agent.name: expected a name no other agent has, found \"explorer\" again"
    );
    assert_eq!(
        with_subagents(|v| v["subagents"][0]["agent"]["maxTurns"] = json!(0)),
        "bad.json: subagents[0].agent.maxTurns: expected at least 1 turn, found 0"
    );
}

#[test]
fn agents_that_hand_work_around_in_a_cycle_need_a_depth_limit() {
    let cycle = |v: &mut Value| {
        v["subagents"][0]["agent"]["tools"] = json!(["read_file", "task"]);
        v["subagents"][0]["agent"]["agents"] = json!(["tester"]);
        v["subagents"][1]["agent"]["tools"] = json!(["run_tests", "task"]);
        v["subagents"][1]["agent"]["agents"] = json!(["explorer"]);
    };
    assert_eq!(
        with_subagents(cycle),
        "bad.json: maxDepth: expected a depth limit, since agents hand work around in a cycle (explorer → tester → explorer), found none"
    );
    let mut v: Value =
        serde_json::from_str(include_str!("../src/scenarios/two-subagents.json")).unwrap();
    cycle(&mut v);
    v["maxDepth"] = json!(2);
    Scenario::from_json("good.json", &v.to_string()).expect("a depth limit makes a cycle safe");
    v["maxDepth"] = json!(0);
    assert_eq!(
        error(&v),
        "bad.json: maxDepth: expected at least 1, found 0 (leave it out for no sub-agents)"
    );
}

#[test]
fn two_calls_of_one_reply_with_the_same_id() {
    assert_eq!(
        with(|v| v["replies"][0]["toolCalls"] = json!([
            {"tool": "read_file", "input": "README.md", "id": "call_a"},
            {"tool": "read_file", "input": "Cargo.toml", "id": "call_b"},
            {"tool": "read_file", "input": "src/lib.rs", "id": "call_a"}
        ])),
        "bad.json: replies[0].toolCalls[2].id: expected an id no other call of this reply has, found \"call_a\" again"
    );
    // The same id in two replies is no clash: each reply's calls get their results first.
    let mut v = valid();
    v["replies"][0]["toolCalls"] =
        json!([{"tool": "read_file", "input": "README.md", "id": "call_a"}]);
    v["replies"][1]["toolCalls"] =
        json!([{"tool": "read_file", "input": "README.md", "id": "call_a"}]);
    Scenario::from_json("ok.json", &v.to_string()).unwrap();
}
