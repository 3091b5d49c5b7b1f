//! Tools loaded on demand: listed by name in every request, their schemas loaded into the
//! thread by the harness's own tool search, callable only once loaded, put back after a
//! compaction. One case per promise.

mod common;

use common::*;
use harness_demo::harness::drivers::live_wire::Protocol;
use harness_demo::harness::machine::tokens::Source;
use harness_demo::harness::machine::{Purpose, RequestRef};
use harness_demo::harness::protocol::envelope::Say;
use harness_demo::harness::protocol::schema::{Message, NoteKind, Tool, ToolError};
use harness_demo::harness::protocol::tool_search::SEARCH_TOOL;
use harness_demo::harness::scenario::Scenario;
use harness_demo::trace::{derive, Inputs, Trace};
use harness_demo::view::context::context;
use harness_demo::view::narrate::narrate;

/// The kinds of the notes in request `turn` (0-based) of the main session, with their text.
fn notes(trace: &Trace, turn: usize) -> Vec<(NoteKind, String)> {
    let h = trace.harness().main();
    h.log()
        .slice(h.turns()[turn].thread.clone())
        .iter()
        .filter_map(|m| match m {
            Message::Reminder { text, about } => Some((*about, text.clone())),
            _ => None,
        })
        .collect()
}

/// Tokens of one kind in the context panel at the step that sends request `turn` (1-based).
fn kind_tokens(trace: &Trace, turn: u32, source: Source) -> u64 {
    let at = step_of(
        trace,
        |s| matches!(s, Say::Request { turn: t, .. } if *t == turn),
    );
    context(trace, at)
        .by_source
        .iter()
        .find(|(s, _)| *s == source)
        .map_or(0, |(_, t)| *t)
}

#[test]
fn an_unused_deferred_tool_costs_its_name_alone() {
    let (s, trace) = run("mcp-tools", &[]);
    let first = notes(&trace, 0);
    assert_eq!(first.len(), 1, "{first:?}");
    let (kind, text) = &first[0];
    assert_eq!(*kind, NoteKind::ToolNames);
    for name in &s.agent.deferred_tools {
        assert!(text.contains(&format!("\n{name}")), "{name} is listed");
    }
    for t in s.tools.iter().filter(|t| t.name.starts_with("mcp__")) {
        assert!(!text.contains(&t.description), "no schema of {}", t.name);
    }
    // The head lists the agent's own tools only.
    let head: Vec<&str> = trace
        .harness()
        .main()
        .tools()
        .iter()
        .map(|t| t.name.as_str())
        .collect();
    assert_eq!(head, ["read_file", SEARCH_TOOL]);
    let names = kind_tokens(&trace, 1, Source::ToolNames);
    assert!(names > 0);
    assert_eq!(kind_tokens(&trace, 1, Source::ToolSchemas), 0);
}

#[test]
fn a_search_puts_the_schemas_it_finds_in_the_next_request_after_its_result() {
    let (s, trace) = run("mcp-tools", &[]);
    let (call, result) = results(&trace)[0];
    assert_eq!(call.tool, SEARCH_TOOL);
    assert_eq!(
        result.output,
        "Loaded 2: mcp__tracker__search_issues, mcp__tracker__create_issue."
    );
    let h = trace.harness().main();
    let second = h.log().slice(h.turns()[1].thread.clone()).to_vec();
    let n = second.len();
    assert!(matches!(&second[n - 2], Message::Tool { .. }));
    let Message::Reminder { text, about } = &second[n - 1] else {
        panic!("the schemas follow the result: {:?}", second[n - 1]);
    };
    assert_eq!(*about, NoteKind::ToolSchemas);
    for name in ["mcp__tracker__search_issues", "mcp__tracker__create_issue"] {
        let tool = s.tools.iter().find(|t| t.name == name).unwrap();
        assert!(text.contains(&format!("- {name}: {}", tool.description)));
    }
    assert!(
        !text.contains("mcp__chat__post_message"),
        "only what was found"
    );
    assert!(kind_tokens(&trace, 2, Source::ToolSchemas) > 0);
    assert_ends_honestly(&trace);
}

#[test]
fn loading_schemas_leaves_the_front_of_the_request_and_its_cache_as_they_were() {
    let (_, trace) = run("mcp-tools", &[]);
    let h = trace.harness().main();
    let head = h.head_tokens();
    for turn in &h.turns()[1..] {
        assert!(
            turn.context.cached >= head,
            "turn {} reads at least the head from the cache: {:?}",
            turn.number,
            turn.context
        );
    }
}

#[test]
fn a_deferred_tool_called_before_it_is_loaded_fails_and_says_how_to_load_it() {
    let mut s = scenario("mcp-tools");
    // The search is skipped: the llm calls the tool straight away.
    s.replies.remove(0);
    let trace = derive(&s, &Inputs::default());
    let (call, result) = results(&trace)[0];
    assert_eq!(call.tool, "mcp__tracker__search_issues");
    assert_eq!(result.error, Some(ToolError::UnknownTool));
    assert_eq!(
        result.output,
        "Error: mcp__tracker__search_issues is listed by name only; load its schema with tool_search before calling it."
    );
    assert!(
        !ran(&trace).iter().any(|c| c.tool.starts_with("mcp__")),
        "nothing unloaded runs"
    );
    assert_ends_honestly(&trace);
}

#[test]
fn a_search_that_matches_nothing_loads_nothing_and_says_so() {
    let mut s = scenario("mcp-tools");
    s.replies[0].tool_calls[0].input = "calendar".into();
    let trace = derive(&s, &Inputs::default());
    let (_, result) = results(&trace)[0];
    assert_eq!(result.output, "No deferred tool matches \"calendar\".");
    let output = step_of(&trace, |s| matches!(s, Say::Output { .. }));
    assert!(
        narrate(&trace, output).starts_with("The tool returns its output"),
        "nothing loaded, nothing said to join: {}",
        narrate(&trace, output)
    );
    assert!(
        !notes(&trace, 1)
            .iter()
            .any(|(k, _)| *k == NoteKind::ToolSchemas),
        "no schema joins"
    );
}

#[test]
fn after_a_compaction_the_listing_and_the_loaded_schemas_are_put_back() {
    let mut s = scenario("mcp-tools");
    s.agent.context_window = Some(2_920);
    s.summaries = vec!["The user asked to file an issue for a flaky test.".into()];
    let trace = derive(&s, &Inputs::default());
    assert!(
        says(&trace).any(|s| matches!(s, Say::Compacted { .. })),
        "the window makes the run compact: {:?}",
        says(&trace).collect::<Vec<_>>()
    );
    let last = trace.harness().main().turns().len() - 1;
    let kinds: Vec<NoteKind> = notes(&trace, last).into_iter().map(|(k, _)| k).collect();
    assert!(kinds.contains(&NoteKind::ToolNames), "{kinds:?}");
    assert!(kinds.contains(&NoteKind::ToolSchemas), "{kinds:?}");
    assert_ends_honestly(&trace);
}

#[test]
fn a_scenario_with_deferred_tools_is_checked_field_by_field() {
    let text = include_str!("../src/scenarios/mcp-tools.json");
    let error = |edit: &dyn Fn(&mut serde_json::Value)| {
        let mut v: serde_json::Value = serde_json::from_str(text).unwrap();
        edit(&mut v);
        Scenario::from_json("s.json", &v.to_string())
            .unwrap_err()
            .to_string()
    };
    assert_eq!(
        error(&|v| v["agent"]["deferredTools"][0] = "mcp__nowhere".into()),
        "s.json: agent.deferredTools[0]: expected a tool described in tools, found \"mcp__nowhere\""
    );
    assert_eq!(
        error(&|v| v["agent"]["deferredTools"][1] = "read_file".into()),
        "s.json: agent.deferredTools[1]: \"read_file\" is already one of the agent's tools: list it once"
    );
    assert_eq!(
        error(&|v| {
            v["agent"]["tools"] = serde_json::json!(["read_file"]);
            v["agent"]["rules"] = serde_json::json!([]);
        }),
        "s.json: agent.tools: an agent with deferred tools needs the tool_search tool to load them: add it"
    );
}

#[test]
fn the_narration_says_what_the_listing_saves_and_what_a_search_loads() {
    let (_, trace) = run("mcp-tools", &[]);
    let at = step_of(
        &trace,
        |s| matches!(s, Say::RunTool { call, .. } if call.tool == SEARCH_TOOL),
    );
    let text = narrate(&trace, at);
    assert!(
        text.contains("listed 6 deferred tools by name only, about 69 tokens; their schemas would have cost about 520 tokens in every request"),
        "{text}"
    );
    assert!(
        text.contains("loads the schemas of mcp__tracker__search_issues and mcp__tracker__create_issue, about 219 tokens"),
        "{text}"
    );
    let answer = narrate(&trace, at + 1);
    assert!(
        answer.starts_with("The tool search answers \"Loaded 2: mcp__tracker__search_issues, mcp__tracker__create_issue\"."),
        "{answer}"
    );
    let first = step_of(&trace, |s| matches!(s, Say::Request { turn: 1, .. }));
    assert!(
        narrate(&trace, first).contains("(2 messages, ending with what the harness added, never typed by you: the deferred tools listed by name)."),
        "{}",
        narrate(&trace, first)
    );
}

#[test]
fn a_live_request_lists_the_loaded_tools_after_the_cached_ones() {
    let tool = |name: &str| Tool {
        name: name.into(),
        description: format!("The {name} tool."),
    };
    let tools = [tool("read_file"), tool(SEARCH_TOOL)];
    let loaded = [tool("mcp__tracker__create_issue")];
    let thread = [Message::User { text: "Hi".into() }];
    let request = RequestRef {
        agent: "coder",
        instructions: "You are coder.",
        tools: &tools,
        loaded: &loaded,
        thread: &thread,
        purpose: Purpose::Turn,
    };
    let body: serde_json::Value =
        serde_json::from_str(&Protocol::AnthropicMessages.body("m", request)).unwrap();
    let names: Vec<&str> = body["tools"]
        .as_array()
        .unwrap()
        .iter()
        .map(|t| t["name"].as_str().unwrap())
        .collect();
    assert_eq!(
        names,
        ["read_file", SEARCH_TOOL, "mcp__tracker__create_issue"]
    );
    assert_eq!(body["tools"][1]["cache_control"]["type"], "ephemeral");
    assert!(body["tools"][2].get("cache_control").is_none());
    let chat: serde_json::Value =
        serde_json::from_str(&Protocol::ChatCompletions.body("m", request)).unwrap();
    assert_eq!(
        chat["tools"][2]["function"]["name"],
        "mcp__tracker__create_issue"
    );
}
