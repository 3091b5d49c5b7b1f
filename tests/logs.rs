//! The session-log readers: one named case per rule of `shared/formats/session-logs.md`,
//! read from the hand-written fixtures of `tests/fixtures/logs/<tool>/<version>/`.

#[path = "logs/fixtures.rs"]
mod fixtures;
#[path = "logs/generate.rs"]
mod generate;

use fixtures::*;
use harness_demo::harness::protocol::hook::{HookEvent, HookOutcome};
use harness_demo::logs::{
    self, epoch_ms, AgentTool, CompactionKind, ContextKind, ImportError, Link, LogEvent,
    ReplyBlock, ReportedUsage, SessionKind, Skip, ToolOutcome,
};
use harness_demo::view::import::file_read;
use proptest::prelude::*;

const CLAUDE_1_0: &str = "0a1b2c3d-1000-4000-8000-000000000010";
const CLAUDE_2_0: &str = "5e2e0000-2000-4000-8000-000000000020";
const CLAUDE_2_1: &str = "3c9d0000-2100-4000-8000-000000000021";
const CLAUDE_2_1_NEW: &str = "7a7a0000-2110-4000-8000-000000000211";
const CODEX_PARENT: &str = "019ca8a0-3e80-7000-8000-000000000001";
const CODEX_CHILD: &str = "019ca8a2-1c3c-7000-8000-00000000c001";

fn bytes(lines: &[&str]) -> Vec<(String, Vec<u8>)> {
    vec![("s.jsonl".to_string(), lines.join("\n").into_bytes())]
}

fn error_of(files: &[(&str, &[u8])]) -> ImportError {
    logs::read(files).expect_err("the files must be refused")
}

// ---------------------------------------------------------------------------------------
// Claude Code 1.0: inline sidechains, stop_reason present

#[test]
fn claude_1_0_inline_sidechain_is_a_sub_agent_linked_by_its_task_prompt() {
    let i = import("claude/1.0");
    assert_eq!(i.tool, AgentTool::ClaudeCode);
    assert_eq!(i.version.as_deref(), Some("1.0.98"));
    assert_eq!(
        i.format,
        "Claude Code 1.0 (sub-agents inline, marked isSidechain)"
    );
    assert_eq!(i.sessions.len(), 2);
    let main = &i.sessions[0];
    assert_eq!(main.id, CLAUDE_1_0);
    assert_eq!(main.kind, SessionKind::Main);
    assert_eq!(main.title.as_deref(), Some("Counting TODOs"));
    assert_eq!(main.cwd.as_deref(), Some("/w/demo"));
    let sub = &i.sessions[1];
    assert_eq!(sub.kind, SessionKind::SubAgent);
    assert_eq!(
        sub.parent,
        Some(Link {
            session: 0,
            call_id: Some("toolu_10task".into())
        })
    );
    assert_eq!(sub.agent.as_deref(), Some("general-purpose"));
    assert_eq!(prompts(sub), ["List every TODO comment under src/"]);
    assert_eq!(sub.models, ["claude-3-5-haiku-20241022"]);
    assert_eq!(
        shape(sub),
        ["prompt", "request:1", "result:Ok", "request:1"]
    );
    assert!(result(sub, "toolu_10grep").2.contains("日本語"));
    // The main session has none of the sidechain's lines.
    assert_eq!(
        shape(main),
        [
            "prompt",
            "request:2",
            "result:Ok",
            "request:1",
            "prompt",
            "request:1",
            "result:Failed",
            "request:1"
        ]
    );
}

#[test]
fn claude_1_0_a_stop_reason_marks_the_final_output_count() {
    let i = import("claude/1.0");
    let r = request(&i.sessions[0], "msg_10A");
    assert_eq!(r.stop.as_deref(), Some("tool_use"));
    assert_eq!(r.blocks.len(), 2);
    let u = r.usage.unwrap();
    assert_eq!(u.output, 118);
    assert!(!u.output_is_lower_bound);
    assert_eq!(r.at, epoch_ms("2025-08-01T09:00:02.000Z"));
    assert_eq!(r.end_at, epoch_ms("2025-08-01T09:00:02.500Z"));
}

#[test]
fn claude_an_error_result_is_a_failed_tool() {
    let i = import("claude/1.0");
    let (outcome, _, output) = result(&i.sessions[0], "toolu_10bash");
    assert_eq!(outcome, ToolOutcome::Failed);
    assert!(output.starts_with("Error: Exit code 2"));
}

// ---------------------------------------------------------------------------------------
// Claude Code 2.0: flat agent-<id>.jsonl, Warmup

#[test]
fn claude_split_lines_are_one_request_with_the_largest_output_as_a_lower_bound() {
    let i = import("claude/2.0");
    let main = &i.sessions[0];
    let r = request(main, "msg_20A");
    assert!(matches!(r.blocks[0], ReplyBlock::Thinking(_)));
    assert_eq!(calls(r), ["toolu_20task"]);
    assert_eq!(
        r.usage,
        Some(ReportedUsage {
            input: 14_003,
            cache_read: 0,
            cache_write: Some(14_000),
            // This version's usage has no `cache_creation`: the split is unknown.
            cache_write_1h: None,
            output: 41,
            output_is_lower_bound: true,
            reasoning: None,
        })
    );
    assert_eq!(r.stop, None);
    // Two lines, one request.
    assert_eq!(requests(main).len(), 3);
}

#[test]
fn claude_2_0_flat_agent_file_is_linked_by_the_task_results_agent_id() {
    let i = import("claude/2.0");
    assert_eq!(
        i.format,
        "Claude Code 2.0 (sub-agents in flat agent-*.jsonl files)"
    );
    assert_eq!(i.sessions.len(), 2);
    let sub = session(&i, "7f3a9c21");
    assert_eq!(sub.kind, SessionKind::SubAgent);
    assert_eq!(
        sub.parent,
        Some(Link {
            session: 0,
            call_id: Some("toolu_20task".into())
        })
    );
    assert_eq!(sub.agent.as_deref(), Some("general-purpose"));
    assert_eq!(result(&i.sessions[0], "toolu_20task").1, Some(27_600));
}

#[test]
fn claude_2_0_warmup_sub_agents_are_dropped_and_counted() {
    let i = import("claude/2.0");
    assert!(i.sessions.iter().all(|s| s.id != "warm0001"));
    let r = report(&i, "agent-warm0001.jsonl");
    assert_eq!(r.lines_read, 2);
    assert_eq!(r.skipped, [(Skip::Warmup, 2)]);
}

#[test]
fn claude_snapshots_and_queue_operations_are_bookkeeping() {
    let i = import("claude/2.0");
    let r = report(&i, &format!("{CLAUDE_2_0}.jsonl"));
    assert_eq!(r.lines_read, 10);
    assert_eq!(r.skipped, [(Skip::Bookkeeping, 3)]);
    assert_eq!(
        file_read(r),
        "10 lines read, 3 skipped: 3 the app's bookkeeping"
    );
}

#[test]
fn claude_a_sub_agent_is_linked_by_the_agent_id_line_of_the_result_text() {
    // No toolUseResult: only "agentId: …" in the text says which agent answered.
    let main = r#"{"type":"assistant","uuid":"a1","parentUuid":null,"sessionId":"s","version":"2.0.30","timestamp":"2025-11-01T10:00:00Z","message":{"id":"m1","role":"assistant","model":"m","content":[{"type":"tool_use","id":"toolu_x","name":"Task","input":{"prompt":"go","subagent_type":"plan"}}],"usage":{"input_tokens":1,"output_tokens":2}}}
{"type":"user","uuid":"u1","parentUuid":"a1","sessionId":"s","timestamp":"2025-11-01T10:00:09Z","message":{"role":"user","content":[{"type":"tool_result","tool_use_id":"toolu_x","content":[{"type":"text","text":"done"},{"type":"text","text":"agentId: beef01 (for resuming to continue this agent's work if needed)"}]}]}}"#;
    let sub = r#"{"type":"user","uuid":"c1","parentUuid":null,"isSidechain":true,"agentId":"beef01","sessionId":"s","timestamp":"2025-11-01T10:00:01Z","message":{"role":"user","content":"something else"}}"#;
    let i = logs::read(&[
        ("p/s.jsonl", main.as_bytes()),
        ("p/agent-beef01.jsonl", sub.as_bytes()),
    ])
    .unwrap();
    let s = session(&i, "beef01");
    assert_eq!(
        s.parent.as_ref().unwrap().call_id.as_deref(),
        Some("toolu_x")
    );
    assert_eq!(s.agent.as_deref(), Some("plan"));
}

#[test]
fn claude_a_sub_agent_nothing_links_says_so() {
    let sub = r#"{"type":"user","uuid":"c1","parentUuid":null,"isSidechain":true,"agentId":"lost1","sessionId":"s","timestamp":"2025-11-01T10:00:01Z","message":{"role":"user","content":"hello"}}"#;
    let i = logs::read(&[("p/agent-lost1.jsonl", sub.as_bytes())]).unwrap();
    assert_eq!(i.sessions[0].parent, None);
    assert_eq!(
        i.sessions[0].parent_note.as_deref(),
        Some("the files read do not say which tool call started it")
    );
}

// ---------------------------------------------------------------------------------------
// Claude Code 2.1.39: subagents/ + meta, stop_reason null, and the mess

fn claude_2_1() -> logs::Import {
    import("claude/2.1")
}

#[test]
fn claude_2_1_stop_reason_is_null_on_every_line() {
    let i = claude_2_1();
    assert_eq!(i.version.as_deref(), Some("2.1.39"));
    assert_eq!(
        i.format,
        "Claude Code 2.1 (sub-agents in <session>/subagents/)"
    );
    for r in i.sessions.iter().flat_map(|s| s.requests()) {
        assert_eq!(r.stop, None, "{:?}", r.id);
        assert!(r.usage.unwrap().output_is_lower_bound);
    }
}

#[test]
fn claude_parallel_tool_uses_on_separate_lines_are_one_request() {
    let i = claude_2_1();
    let main = &i.sessions[0];
    let r = request(main, "msg_21A");
    assert_eq!(calls(r), ["toolu_21read", "toolu_21grep"]);
    assert_eq!(r.blocks.len(), 3);
    assert_eq!(r.usage.unwrap().output, 87);
    assert_eq!(r.usage.unwrap().input, 3 + 9000 + 1200);
    assert_eq!(result(main, "toolu_21read").0, ToolOutcome::Ok);
    assert_eq!(result(main, "toolu_21grep").0, ToolOutcome::Failed);
    // Two Task calls in one response, each on its own line.
    assert_eq!(
        calls(request(main, "msg_21C")),
        ["toolu_21task1", "toolu_21task2"]
    );
}

#[test]
fn claude_2_1_meta_json_tool_use_id_links_the_sub_agent() {
    let i = claude_2_1();
    let s = session(&i, "ab12cd34");
    assert_eq!(s.kind, SessionKind::SubAgent);
    assert_eq!(
        s.parent,
        Some(Link {
            session: 0,
            call_id: Some("toolu_21task1".into())
        })
    );
    assert_eq!(s.agent.as_deref(), Some("general-purpose"));
    assert_eq!(s.models, ["claude-haiku-4-5"]);
    let meta = report(&i, "agent-ab12cd34.meta.json");
    assert_eq!(
        meta.format.as_deref(),
        Some("Claude Code sub-agent metadata (.meta.json)")
    );
    assert_eq!(meta.lines_read, 1);
}

#[test]
fn claude_2_1_agent_progress_links_a_sub_agent_without_meta_or_agent_id() {
    let i = claude_2_1();
    let s = session(&i, "ef56ab78");
    assert_eq!(
        s.parent,
        Some(Link {
            session: 0,
            call_id: Some("toolu_21task2".into())
        })
    );
    // No meta file: the type comes from the Task call's subagent_type.
    assert_eq!(s.agent.as_deref(), Some("Explore"));
}

#[test]
fn claude_2_1_meta_json_links_without_any_other_trace() {
    // Only the sub-agent and its meta file: the meta's toolUseId still names the call.
    let files = only(
        "claude/2.1",
        &[
            &format!("{CLAUDE_2_1}.jsonl"),
            "agent-ab12cd34.jsonl",
            "agent-ab12cd34.meta.json",
        ],
    );
    let mut files = files;
    // Take the Task result's agentId and the progress lines out of the main file.
    files[0].1 = String::from_utf8(files[0].1.clone())
        .unwrap()
        .lines()
        .filter(|l| !l.contains("agent_progress") && !l.contains("\"agentId\":\"ab12cd34\""))
        .collect::<Vec<_>>()
        .join("\n")
        .into_bytes();
    let i = read(&files);
    let s = session(&i, "ab12cd34");
    assert_eq!(
        s.parent.as_ref().unwrap().call_id.as_deref(),
        Some("toolu_21task1")
    );
}

#[test]
fn claude_2_1_acompact_file_is_the_compaction_summary_call() {
    let i = claude_2_1();
    let s = session(&i, "acompact-77e1");
    assert_eq!(s.kind, SessionKind::CompactionSummary);
    assert_eq!(
        s.parent,
        Some(Link {
            session: 0,
            call_id: None
        })
    );
    let r = request(s, "msg_21AC");
    assert_eq!(r.usage.unwrap().cache_read, 166_758);
    // It is not a sub-agent in the totals.
    assert_eq!(i.totals().sub_agents, 2);
}

#[test]
fn claude_rejection_is_recorded_as_rejected_then_the_interrupt() {
    let i = claude_2_1();
    let main = &i.sessions[0];
    assert_eq!(result(main, "toolu_21edit").0, ToolOutcome::Rejected);
    let at = main
        .events
        .iter()
        .position(
            |e| matches!(e, LogEvent::ToolResult { call_id, .. } if call_id == "toolu_21edit"),
        )
        .unwrap();
    assert!(matches!(
        main.events[at + 1],
        LogEvent::Interrupted { reason: None, .. }
    ));
}

#[test]
fn claude_a_sub_agent_deny_is_rejected_too() {
    let lines = [
        r#"{"type":"assistant","uuid":"a1","parentUuid":null,"sessionId":"s","timestamp":"2026-01-01T00:00:00Z","message":{"id":"m1","role":"assistant","model":"m","content":[{"type":"tool_use","id":"t1","name":"Bash","input":{}}]}}"#,
        r#"{"type":"user","uuid":"u1","parentUuid":"a1","sessionId":"s","timestamp":"2026-01-01T00:00:01Z","message":{"role":"user","content":[{"type":"tool_result","tool_use_id":"t1","is_error":true,"content":"Permission for this tool use was denied. The tool use was rejected."}]}}"#,
    ];
    let i = read(&bytes(&lines));
    assert_eq!(result(&i.sessions[0], "t1").0, ToolOutcome::Rejected);
}

#[test]
fn claude_a_tool_search_result_names_the_schemas_it_loaded() {
    let lines = [
        r#"{"type":"assistant","uuid":"a1","parentUuid":null,"sessionId":"s","timestamp":"2026-01-01T00:00:00Z","message":{"id":"m1","role":"assistant","model":"m","content":[{"type":"tool_use","id":"t1","name":"ToolSearch","input":{"query":"select:WebFetch,mcp__github__create_issue"}}]}}"#,
        r#"{"type":"user","uuid":"u1","parentUuid":"a1","sessionId":"s","timestamp":"2026-01-01T00:00:01Z","toolUseResult":{"matches":["WebFetch","mcp__github__create_issue"]},"message":{"role":"user","content":[{"type":"tool_result","tool_use_id":"t1","content":[{"type":"tool_reference","tool_name":"WebFetch"},{"type":"tool_reference","tool_name":"mcp__github__create_issue"}]}]}}"#,
    ];
    let i = read(&bytes(&lines));
    let (outcome, _, output) = result(&i.sessions[0], "t1");
    assert_eq!(outcome, ToolOutcome::Ok);
    assert_eq!(
        output,
        "[the schema of WebFetch joins the request here; the log does not keep its text]\n[the schema of mcp__github__create_issue joins the request here; the log does not keep its text]"
    );
}

#[test]
fn claude_interrupt_during_a_tool_is_an_interrupted_result() {
    let lines = [
        r#"{"type":"assistant","uuid":"a1","parentUuid":null,"sessionId":"s","timestamp":"2026-01-01T00:00:00Z","message":{"id":"m1","role":"assistant","model":"m","content":[{"type":"tool_use","id":"t1","name":"Bash","input":{"command":"sleep 99"}}]}}"#,
        r#"{"type":"user","uuid":"u1","parentUuid":"a1","sessionId":"s","timestamp":"2026-01-01T00:00:05Z","toolUseResult":{"stdout":"","stderr":"","interrupted":true,"isImage":false},"message":{"role":"user","content":[{"type":"tool_result","tool_use_id":"t1","is_error":true,"content":"[Request interrupted by user for tool use]"}]}}"#,
        r#"{"type":"user","uuid":"u2","parentUuid":"u1","sessionId":"s","timestamp":"2026-01-01T00:00:05Z","message":{"role":"user","content":[{"type":"text","text":"[Request interrupted by user]"}]}}"#,
    ];
    let i = read(&bytes(&lines));
    let s = &i.sessions[0];
    assert_eq!(result(s, "t1").0, ToolOutcome::Interrupted);
    assert_eq!(shape(s), ["request:1", "result:Interrupted", "interrupted"]);
}

#[test]
fn claude_images_are_placeholders_not_base64() {
    let i = claude_2_1();
    let p = prompts(&i.sessions[0]);
    let with_image = p.iter().find(|t| t.starts_with("Use sub-agents")).unwrap();
    assert!(
        with_image.ends_with("[image: image/png, 2 KB]"),
        "{with_image}"
    );
    assert!(!with_image.contains("AAAA"));
}

#[test]
fn claude_api_error_retries_then_the_final_failure() {
    let i = claude_2_1();
    let errors: Vec<_> = i.sessions[0]
        .events
        .iter()
        .filter_map(|e| match e {
            LogEvent::ApiError {
                message,
                status,
                retry_in_ms,
                attempt,
                max_retries,
                ..
            } => Some((
                message.as_str(),
                *status,
                *retry_in_ms,
                *attempt,
                *max_retries,
            )),
            _ => None,
        })
        .collect();
    assert_eq!(
        errors,
        [
            ("Overloaded", Some(529), Some(564), Some(1), Some(10)),
            ("API error 529", Some(529), Some(1127), Some(2), Some(10)),
            ("API Error: 529 Overloaded", Some(529), None, None, None),
        ]
    );
    // The harness's own failure line is no LLM request.
    assert!(i.sessions[0]
        .requests()
        .all(|r| r.model.as_deref() != Some("<synthetic>")));
}

#[test]
fn claude_compaction_boundary_with_its_summary_and_a_microcompact() {
    let i = claude_2_1();
    let compactions: Vec<_> = i.sessions[0]
        .events
        .iter()
        .filter(|e| matches!(e, LogEvent::Compaction { .. }))
        .collect();
    assert_eq!(compactions.len(), 2);
    match compactions[0] {
        LogEvent::Compaction {
            kind,
            trigger,
            tokens_before,
            tokens_after,
            summary,
            cleared_calls,
            ..
        } => {
            assert_eq!(*kind, CompactionKind::ClearedToolResults);
            assert_eq!(trigger.as_deref(), Some("auto"));
            assert_eq!(
                (*tokens_before, *tokens_after),
                (Some(120_000), Some(90_000))
            );
            assert_eq!(summary, &None);
            assert_eq!(cleared_calls, &["toolu_21read".to_string()]);
        }
        _ => unreachable!(),
    }
    match compactions[1] {
        LogEvent::Compaction {
            kind,
            at,
            tokens_before,
            tokens_after,
            summary,
            ..
        } => {
            assert_eq!(*kind, CompactionKind::Summary);
            assert_eq!(*at, epoch_ms("2026-01-05T11:00:00Z"));
            assert_eq!(
                (*tokens_before, *tokens_after),
                (Some(167_000), Some(9_000))
            );
            assert!(summary
                .as_deref()
                .unwrap()
                .starts_with("This session is being continued"));
        }
        _ => unreachable!(),
    }
    // The summary line is no prompt.
    assert!(prompts(&i.sessions[0])
        .iter()
        .all(|p| !p.starts_with("This session")));
}

#[test]
fn claude_meta_commands_and_synthetic_lines_are_context_not_prompts() {
    let i = claude_2_1();
    let contexts: Vec<_> = i.sessions[0]
        .events
        .iter()
        .filter_map(|e| match e {
            LogEvent::Context { kind, text, .. } => Some((kind.clone(), text.as_str())),
            _ => None,
        })
        .collect();
    let kinds: Vec<_> = contexts.iter().map(|(k, _)| k.clone()).collect();
    assert_eq!(
        kinds,
        [
            ContextKind::Meta,
            ContextKind::Command,
            ContextKind::Command,
            ContextKind::Harness
        ]
    );
    assert_eq!(contexts[3].1, "No response requested.");
    assert_eq!(
        prompts(&i.sessions[0]),
        [
            "Fix the failing test in parser.rs — ça plante 💥",
            prompts(&i.sessions[0])[1],
            "continue",
            "try again",
            "what was I doing?",
            "one more thing: run the tests",
            "never mind, stop there",
        ]
    );
}

#[test]
fn claude_turn_duration_ends_a_turn() {
    let i = claude_2_1();
    let ends: Vec<_> = i.sessions[0]
        .events
        .iter()
        .filter_map(|e| match e {
            LogEvent::TurnEnd { duration_ms, .. } => *duration_ms,
            _ => None,
        })
        .collect();
    assert_eq!(ends, [42_050, 2_200]);
}

#[test]
fn claude_resume_copies_are_removed_by_uuid_keeping_the_earliest() {
    let i = claude_2_1();
    // One main session: the resumed file continues the session it copied.
    let mains: Vec<_> = i
        .sessions
        .iter()
        .filter(|s| s.kind == SessionKind::Main)
        .collect();
    assert_eq!(mains.len(), 1);
    let main = mains[0];
    assert_eq!(main.id, CLAUDE_2_1);
    let first = "Fix the failing test in parser.rs — ça plante 💥";
    assert_eq!(prompts(main).iter().filter(|p| **p == first).count(), 1);
    assert_eq!(request(main, "msg_21A").blocks.len(), 3);
    let resumed = report(&i, "9d9d0000-2100-4000-8000-000000000022.jsonl");
    assert_eq!(resumed.skipped, [(Skip::Duplicate, 3)]);
    // The resumed session's lines come after the original's.
    assert_eq!(prompts(main).last(), Some(&"never mind, stop there"));
}

#[test]
fn claude_resume_dedup_does_not_depend_on_the_order_files_are_given() {
    let mut files = load("claude/2.1");
    let forward = read(&files);
    files.reverse();
    let backward = read(&files);
    assert_eq!(forward.sessions, backward.sessions);
    assert_eq!(forward.totals(), backward.totals());
}

#[test]
fn claude_a_call_without_result_gets_no_result_where_its_turn_ends() {
    let i = claude_2_1();
    let main = &i.sessions[0];
    assert_eq!(result(main, "toolu_22bash").0, ToolOutcome::NoResult);
    let at = main
        .events
        .iter()
        .position(
            |e| matches!(e, LogEvent::ToolResult { call_id, .. } if call_id == "toolu_22bash"),
        )
        .unwrap();
    assert!(
        matches!(&main.events[at + 1], LogEvent::Prompt { text, .. } if text == "never mind, stop there")
    );
}

#[test]
fn claude_skipped_lines_are_counted_by_reason() {
    let i = claude_2_1();
    let r = report(&i, &format!("{CLAUDE_2_1}.jsonl"));
    assert_eq!(
        r.skipped,
        [
            (Skip::NotJson, 1),
            (Skip::CutOff, 1),
            (Skip::UnknownKind, 1),
            (Skip::Bookkeeping, 1),
        ]
    );
    assert_eq!(
        file_read(r),
        format!(
            "{} lines read, 4 skipped: 1 not JSON, 1 cut off at the end of the file, 1 of an \
             unknown kind, 1 the app's bookkeeping",
            r.lines_read
        )
    );
    let totals = i.totals();
    assert_eq!(
        totals.lines_skipped,
        i.files.iter().map(|f| f.lines_skipped()).sum::<u64>()
    );
}

#[test]
fn claude_records_of_a_newer_version_are_skipped_as_such() {
    let lines = [
        r#"{"type":"user","uuid":"u1","parentUuid":null,"sessionId":"s","version":"2.3.0","timestamp":"2026-09-01T00:00:00Z","message":{"role":"user","content":"hi"}}"#,
        r#"{"type":"hologram","uuid":"h1","sessionId":"s","version":"2.3.0"}"#,
        r#"{"type":"system","subtype":"teleport","uuid":"h2","sessionId":"s","version":"2.3.0"}"#,
    ];
    let i = read(&bytes(&lines));
    assert_eq!(i.files[0].skipped, [(Skip::NewerVersion, 2)]);
    assert_eq!(
        i.format,
        "Claude Code 2.3, newer than this reader knows (read as 2.1)"
    );
}

// ---------------------------------------------------------------------------------------
// Claude Code 2.1.1xx: ai-title, attachments, nested sub-agents

#[test]
fn claude_nested_sub_agents_in_one_subagents_folder_link_through_meta() {
    let i = import("claude/2.1.150");
    assert_eq!(i.sessions.len(), 3);
    let outer = session_index(&i, "aaa11111");
    let inner = session(&i, "bbb22222");
    assert_eq!(
        session(&i, "aaa11111").parent,
        Some(Link {
            session: 0,
            call_id: Some("toolu_xn1".into())
        })
    );
    assert_eq!(session(&i, "aaa11111").agent.as_deref(), Some("auditor"));
    assert_eq!(
        inner.parent,
        Some(Link {
            session: outer,
            call_id: Some("toolu_xn2".into())
        })
    );
    assert_eq!(inner.agent.as_deref(), Some("general-purpose"));
}

#[test]
fn claude_newer_records_titles_and_attachments() {
    let i = import("claude/2.1.150");
    let main = &i.sessions[0];
    // custom-title comes after ai-title: the last one wins.
    assert_eq!(main.title.as_deref(), Some("Unsafe audit (May)"));
    let attachments: Vec<_> = main
        .events
        .iter()
        .filter_map(|e| match e {
            LogEvent::Context {
                kind: ContextKind::Attachment(k),
                text,
                ..
            } => Some((k.as_str(), text.as_str())),
            _ => None,
        })
        .collect();
    assert_eq!(attachments, [("queued_command", "also check build.rs")]);
    // The SessionStart hook's note is a hook's run, not loose context.
    assert!(main.events.iter().any(|e| matches!(e, LogEvent::Hook { run, .. }
        if run.event == HookEvent::SessionStart
            && run.outcome == HookOutcome::Context { text: "Remember: the crate forbids unsafe.".into() })));
    let r = report(&i, &format!("{CLAUDE_2_1_NEW}.jsonl"));
    assert_eq!(r.skipped, [(Skip::Bookkeeping, 4)]);
    assert_eq!(main.models, ["claude-opus-4-6"]);
    assert_eq!(
        request(main, "msg_xA").usage.unwrap().input,
        3 + 12_000 + 2_000
    );
}

#[test]
fn claude_one_hour_cache_writes_are_the_part_of_the_writes_the_log_says_lasts_an_hour() {
    let i = import("claude/2.1.181");
    let main = &i.sessions[0];
    // `cache_creation: {ephemeral_5m_input_tokens: 120, ephemeral_1h_input_tokens: 9000}`.
    let first = request(main, "msg_h1").usage.unwrap();
    assert_eq!(first.cache_write, Some(9_120));
    assert_eq!(first.cache_write_1h, Some(9_000));
    // A request that wrote for five minutes only says so: 0, not unknown.
    assert_eq!(
        request(main, "msg_h2").usage.unwrap().cache_write_1h,
        Some(0)
    );
}

// ---------------------------------------------------------------------------------------
// Codex: bare era

#[test]
fn codex_bare_format_before_sept_2025() {
    let i = import("codex/bare");
    assert_eq!(i.tool, AgentTool::Codex);
    assert_eq!(i.format, "Codex rollout, bare format (before Sept 2025)");
    assert_eq!(i.version, None);
    let s = &i.sessions[0];
    assert_eq!(s.id, "5f0c0000-0000-4000-8000-000000000002");
    assert_eq!(s.cwd.as_deref(), Some("/w/old"));
    assert_eq!(s.instructions, None);
    assert_eq!(
        shape(s),
        [
            "context:Environment",
            "prompt",
            "request:2",
            "result:Ok",
            "request:1",
            "prompt",
            "request:1",
            "result:Failed",
            "request:1"
        ]
    );
    // Encrypted reasoning only: the thinking block is there, empty.
    assert_eq!(
        requests(s)[0].blocks[0],
        ReplyBlock::Thinking(String::new())
    );
    assert!(s.requests().all(|r| r.usage.is_none() && r.at.is_none()));
    assert_eq!(result(s, "call_b1").1, Some(100));
    assert_eq!(result(s, "call_b2").1, Some(20));
    assert_eq!(report(&i, ".jsonl").skipped, [(Skip::Bookkeeping, 3)]);
    assert_eq!(i.totals().requests_without_usage, 4);
}

// ---------------------------------------------------------------------------------------
// Codex: envelope 0.77

#[test]
fn codex_0_77_turn_context_before_every_request_does_not_count_requests() {
    let i = import("codex/0.77");
    let s = &i.sessions[0];
    assert_eq!(i.version.as_deref(), Some("0.77.0"));
    assert_eq!(i.format, "Codex rollout, envelope format (Sept 2025 on)");
    let raw = &load("codex/0.77")[0].1;
    let turn_contexts = String::from_utf8_lossy(raw)
        .matches("\"turn_context\"")
        .count();
    assert_eq!(turn_contexts, 4);
    assert_eq!(requests(s).len(), 3);
    assert_eq!(
        shape(s),
        [
            "context:Instructions",
            "context:Environment",
            "prompt",
            "request:2",
            "result:Ok",
            "api-error",
            "request:1",
            "result:Ok",
            "request:1",
            "turn-end"
        ]
    );
    assert_eq!(s.models, ["gpt-5-codex"]);
    assert_eq!(
        s.instructions.as_deref(),
        Some("You are Codex, a coding agent based on GPT-5.")
    );
    assert_eq!(s.context_window, Some(272_000));
}

#[test]
fn codex_crlf_lines_read_like_lf_lines() {
    let files = load("codex/0.77");
    assert!(files[0].1.windows(2).any(|w| w == b"\r\n"));
    let i = read(&files);
    assert!(i.files[0]
        .skipped
        .iter()
        .all(|(why, _)| *why != Skip::NotJson && *why != Skip::CutOff));
}

#[test]
fn codex_token_count_duplicate_is_skipped_when_the_total_is_unchanged() {
    let i = import("codex/0.77");
    let s = &i.sessions[0];
    let usages: Vec<_> = s.requests().map(|r| r.usage.unwrap()).collect();
    assert_eq!(
        usages[1],
        ReportedUsage {
            input: 9_500,
            cache_read: 8_900,
            cache_write: None,
            cache_write_1h: None,
            output: 150,
            output_is_lower_bound: false,
            reasoning: Some(20),
        }
    );
    // 1 token_count repeat, the copies of the reasoning, the reply and the prompt.
    assert_eq!(
        i.files[0].skipped,
        [(Skip::Duplicate, 4), (Skip::Bookkeeping, 1)]
    );
    let t = i.totals();
    assert_eq!(t.input, 9_000 + 9_500 + 9_700);
    // The session's own running total agrees with the sum of the requests.
    assert_eq!(t.input, 28_200);
    assert_eq!(t.cache_write, None);
}

#[test]
fn codex_patch_apply_end_and_wall_time_pair_with_their_calls() {
    let i = import("codex/0.77");
    let s = &i.sessions[0];
    assert_eq!(
        result(s, "call_77a"),
        (ToolOutcome::Ok, Some(400), result(s, "call_77a").2)
    );
    assert_eq!(result(s, "call_77b").0, ToolOutcome::Ok);
    let call = requests(s)[1].blocks[0].clone();
    match call {
        ReplyBlock::ToolCall { name, input, .. } => {
            assert_eq!(name, "apply_patch");
            assert!(input.starts_with("*** Begin Patch"));
        }
        other => panic!("{other:?}"),
    }
}

// ---------------------------------------------------------------------------------------
// Codex: envelope 0.104

#[test]
fn codex_0_104_remote_compaction_is_encrypted() {
    let i = import("codex/0.104");
    let s = &i.sessions[0];
    let compactions: Vec<_> = s
        .events
        .iter()
        .filter_map(|e| match e {
            LogEvent::Compaction { kind, summary, .. } => Some((*kind, summary.clone())),
            _ => None,
        })
        .collect();
    assert_eq!(compactions, [(CompactionKind::Encrypted, None)]);
    assert_eq!(i.totals().compactions, 1);
}

#[test]
fn codex_0_104_exit_code_and_wall_time_from_unified_exec_output() {
    let i = import("codex/0.104");
    let s = &i.sessions[0];
    // The header says 101; the command's own output further down says 0 and is not read.
    assert_eq!(result(s, "call_104a").0, ToolOutcome::Failed);
    assert_eq!(result(s, "call_104a").1, Some(12_500));
    assert_eq!(
        s.instructions.as_deref(),
        Some("You are Codex, based on GPT-5. You are running as a coding agent in the Codex CLI.")
    );
    assert_eq!(s.context_window, Some(258_400));
    assert_eq!(s.models, ["gpt-5.3-codex"]);
    assert_eq!(
        shape(s),
        [
            "context:Instructions",
            "context:Instructions",
            "prompt",
            "request:2",
            "result:Failed",
            "request:1",
            "turn-end",
            "compaction:Encrypted",
            "prompt",
            "request:2",
            "turn-end"
        ]
    );
}

#[test]
fn codex_0_104_skipped_lines_by_reason() {
    let i = import("codex/0.104");
    // The garbage line; the unknown item; the repeated prompt and context_compacted; the
    // zero token count with an unchanged total (a repeat) and the one with a new total.
    assert_eq!(
        i.files[0].skipped,
        [
            (Skip::NotJson, 1),
            (Skip::UnknownKind, 1),
            (Skip::Duplicate, 4),
            (Skip::Bookkeeping, 1)
        ]
    );
}

// ---------------------------------------------------------------------------------------
// Codex: envelope 0.125, a spawned child that replays its parent

#[test]
fn codex_child_rollout_replaying_the_parent_history_is_discarded() {
    let i = import("codex/0.125");
    assert_eq!(i.sessions.len(), 2);
    let child = session(&i, CODEX_CHILD);
    assert_eq!(prompts(child), ["Map the repo: list the top folders."]);
    assert_eq!(requests(child).len(), 2);
    let replay_lines = report(&i, &format!("{CODEX_CHILD}.jsonl"))
        .skipped
        .iter()
        .find(|(why, _)| *why == Skip::ReplayedHistory)
        .map(|(_, n)| *n);
    // The parent's meta and the 29 lines of its history up to the spawn.
    assert_eq!(replay_lines, Some(30));
    let t = i.totals();
    let parent_input = 9_000 + 9_150 + 9_350 + 9_500 + 9_600 + 9_800 + 9_900;
    assert_eq!(t.input, parent_input + 5_000 + 5_100);
    assert_eq!(t.requests, 7 + 2);
}

#[test]
fn codex_child_is_linked_to_the_spawn_agent_call() {
    let i = import("codex/0.125");
    let child = session(&i, CODEX_CHILD);
    assert_eq!(child.kind, SessionKind::SubAgent);
    assert_eq!(
        child.parent,
        Some(Link {
            session: 0,
            call_id: Some("call_sp".into())
        })
    );
    assert_eq!(child.agent.as_deref(), Some("Pascal"));
    assert_eq!(child.models, ["gpt-5.5-mini"]);
    assert_eq!(i.totals().sub_agents, 1);
}

#[test]
fn codex_child_alone_still_drops_the_replay_by_its_v7_turn_ids() {
    let files = only("codex/0.125", &[CODEX_CHILD]);
    let i = read(&files);
    assert_eq!(i.sessions.len(), 1);
    let child = &i.sessions[0];
    assert_eq!(prompts(child), ["Map the repo: list the top folders."]);
    assert_eq!(child.parent, None);
    assert_eq!(
        child.parent_note,
        Some(format!(
            "its parent thread {CODEX_PARENT} is not in the files read"
        ))
    );
    assert_eq!(i.totals().input, 5_000 + 5_100);
}

#[test]
fn codex_exec_command_end_gives_duration_and_declined_is_rejected() {
    let i = import("codex/0.125");
    let s = &i.sessions[0];
    assert_eq!(result(s, "call_1").0, ToolOutcome::Ok);
    assert_eq!(result(s, "call_1").1, Some(412));
    let (outcome, _, output) = result(s, "call_9");
    assert_eq!(outcome, ToolOutcome::Rejected);
    assert_eq!(output, "exec command rejected by user");
}

#[test]
fn codex_rejected_text_alone_is_a_rejection() {
    let lines = [
        r#"{"timestamp":"2026-03-01T10:00:00Z","type":"session_meta","payload":{"id":"t","cli_version":"0.104.0"}}"#,
        r#"{"timestamp":"2026-03-01T10:00:01Z","type":"response_item","payload":{"type":"function_call","name":"exec_command","arguments":"{}","call_id":"c"}}"#,
        r#"{"timestamp":"2026-03-01T10:00:20Z","type":"response_item","payload":{"type":"function_call_output","call_id":"c","output":"exec command rejected by user"}}"#,
    ];
    let i = read(&bytes(&lines));
    assert_eq!(result(&i.sessions[0], "c").0, ToolOutcome::Rejected);
}

#[test]
fn codex_turn_aborted_is_an_interrupt() {
    let i = import("codex/0.125");
    let s = &i.sessions[0];
    let interrupts: Vec<_> = s
        .events
        .iter()
        .filter_map(|e| match e {
            LogEvent::Interrupted { reason, at } => Some((reason.clone(), *at)),
            _ => None,
        })
        .collect();
    assert_eq!(
        interrupts,
        [(
            Some("interrupted".to_string()),
            epoch_ms("2026-03-01T09:01:30Z")
        )]
    );
    // The <turn_aborted> marker in the history is context, not a prompt.
    assert!(prompts(s).iter().all(|p| !p.contains("turn_aborted")));
}

#[test]
fn codex_call_without_output_gets_no_result() {
    let i = import("codex/0.125");
    let s = &i.sessions[0];
    assert_eq!(result(s, "call_lost").0, ToolOutcome::NoResult);
    assert!(matches!(
        s.events.last(),
        Some(LogEvent::ToolResult {
            outcome: ToolOutcome::NoResult,
            ..
        })
    ));
    let r = report(&i, &format!("{CODEX_PARENT}.jsonl"));
    assert_eq!(
        r.skipped,
        [
            (Skip::CutOff, 1),
            (Skip::UnknownKind, 1),
            (Skip::Duplicate, 6),
            (Skip::Bookkeeping, 1)
        ]
    );
}

#[test]
fn codex_records_of_a_newer_version_are_skipped_as_such() {
    let lines = [
        r#"{"timestamp":"2027-01-01T00:00:00Z","type":"session_meta","payload":{"id":"t","cli_version":"0.300.1"}}"#,
        r#"{"timestamp":"2027-01-01T00:00:01Z","type":"event_msg","payload":{"type":"telepathy"}}"#,
        r#"{"timestamp":"2027-01-01T00:00:02Z","type":"brand_new","payload":{}}"#,
        r#"{"timestamp":"2027-01-01T00:00:03Z","type":"event_msg","payload":{"type":"user_message","message":"hi"}}"#,
    ];
    let i = read(&bytes(&lines));
    assert_eq!(i.files[0].skipped, [(Skip::NewerVersion, 2)]);
}

// ---------------------------------------------------------------------------------------
// What cannot be read

#[test]
fn error_empty_file() {
    let e = error_of(&[("a/s.jsonl", b"")]);
    assert_eq!(
        e,
        ImportError::Empty {
            file: "a/s.jsonl".into()
        }
    );
    assert!(e.to_string().starts_with("a/s.jsonl: the file is empty."));
    assert_eq!(
        error_of(&[("s.jsonl", b"\n \r\n\n")]),
        ImportError::Empty {
            file: "s.jsonl".into()
        }
    );
}

#[test]
fn error_binary_file() {
    let png = b"\x89PNG\r\n\x1a\n\0\0\0\rIHDR";
    let e = error_of(&[("shot.png", png)]);
    assert_eq!(
        e,
        ImportError::Binary {
            file: "shot.png".into()
        }
    );
    assert!(e.to_string().contains("not a text file"));
    // Not UTF-8, no NUL.
    let latin1 = b"{\"type\":\"user\",\"x\":\"caf\xe9\"}\n";
    assert_eq!(
        error_of(&[("s.jsonl", latin1)]),
        ImportError::Binary {
            file: "s.jsonl".into()
        }
    );
}

#[test]
fn error_zstd_by_name_and_by_magic_bytes() {
    let e = error_of(&[("rollout-x.jsonl.zst", b"anything")]);
    assert_eq!(
        e,
        ImportError::Compressed {
            file: "rollout-x.jsonl.zst".into()
        }
    );
    assert_eq!(
        e.to_string(),
        "rollout-x.jsonl.zst: the file is compressed with zstd: decompress it first, e.g. \
         `zstd -d rollout-x.jsonl.zst`, then drop the .jsonl it writes"
    );
    let magic = [0x28, 0xB5, 0x2F, 0xFD, 0x24, 0x10, 0x41, 0x00, b'{'];
    assert_eq!(
        error_of(&[("rollout-y.jsonl", &magic)]),
        ImportError::Compressed {
            file: "rollout-y.jsonl".into()
        }
    );
    // The magic split over two chunks is still found.
    let mut reader = logs::Reader::new();
    reader.feed("z.jsonl", &magic[..2]);
    reader.feed("z.jsonl", &magic[2..]);
    assert!(matches!(
        reader.finish(),
        Err(ImportError::Compressed { .. })
    ));
}

#[test]
fn error_codex_exec_json_is_another_format() {
    let files = load("codex/exec-json");
    let e = try_read(&files).unwrap_err();
    assert_eq!(
        e,
        ImportError::CodexExecJson {
            file: "0.125/exec.jsonl".into()
        }
    );
    let text = e.to_string();
    assert!(text.contains("codex exec --json"));
    assert!(text.contains("not a session log"));
    assert!(text.contains("~/.codex/sessions/"));
}

#[test]
fn error_unknown_format_says_what_it_looks_like() {
    let e = error_of(&[("notes.txt", b"hello\nworld\n")]);
    assert_eq!(
        e,
        ImportError::UnknownFormat {
            file: "notes.txt".into(),
            looks_like: "its first lines are not JSON".into()
        }
    );
    assert!(e
        .to_string()
        .contains("Known formats: Claude Code transcripts"));
    let e = error_of(&[("x.jsonl", b"{\"a\":1,\"b\":2}\n{\"a\":3}\n")]);
    assert_eq!(
        e,
        ImportError::UnknownFormat {
            file: "x.jsonl".into(),
            looks_like: "JSON lines with the keys a, b".into()
        }
    );
    let history = br#"{"display":"fix it","pastedContents":{},"timestamp":1767600000000,"project":"/w","sessionId":"s"}"#;
    let e = error_of(&[("history.jsonl", history)]);
    assert!(e.to_string().contains("prompt history"), "{e}");
}

#[test]
fn error_only_a_meta_file() {
    let e = error_of(&[("s/subagents/agent-a.meta.json", br#"{"agentType":"x"}"#)]);
    assert_eq!(
        e,
        ImportError::OnlyMetadata {
            file: "s/subagents/agent-a.meta.json".into()
        }
    );
}

#[test]
fn error_a_log_with_no_conversation() {
    let titles = br#"{"type":"summary","summary":"Old title","leafUuid":"x"}
{"type":"file-history-snapshot","messageId":"m","snapshot":{},"isSnapshotUpdate":false}"#;
    let e = error_of(&[("p/s.jsonl", titles)]);
    assert_eq!(
        e,
        ImportError::NoConversation {
            file: "p/s.jsonl".into(),
            format: "Claude Code (version not recorded)".into()
        }
    );
}

#[test]
fn error_no_file() {
    let none: [(&str, &[u8]); 0] = [];
    assert_eq!(logs::read(&none), Err(ImportError::NoFiles));
}

#[test]
fn error_several_files_none_readable_lists_each() {
    let e = error_of(&[("a.jsonl", b""), ("b.jsonl.zst", b"x")]);
    assert_eq!(
        e,
        ImportError::NothingReadable(vec![
            ImportError::Empty {
                file: "a.jsonl".into()
            },
            ImportError::Compressed {
                file: "b.jsonl.zst".into()
            },
        ])
    );
    assert!(e
        .to_string()
        .starts_with("none of the 2 files could be read:\n- a.jsonl"));
}

#[test]
fn a_bad_file_among_good_ones_is_reported_not_fatal() {
    let mut files = load("claude/1.0");
    files.push(("junk.bin".into(), b"\0\0\0".to_vec()));
    let i = read(&files);
    assert_eq!(i.sessions.len(), 2);
    assert_eq!(
        report(&i, "junk.bin").problem,
        Some(ImportError::Binary {
            file: "junk.bin".into()
        })
    );
}

#[test]
fn files_of_two_tools_are_two_imports_each_with_its_own_files() {
    let mut files = load("claude/1.0");
    files.push(("junk.bin".into(), b"\0\0\0".to_vec()));
    files.push(("rollout.jsonl".into(), load("codex/bare")[0].1.clone()));
    let mut reader = logs::Reader::new();
    for (name, bytes) in &files {
        reader.feed(name, bytes);
    }
    let imports = reader.finish_all().expect("both read");
    let tools: Vec<AgentTool> = imports.iter().map(|i| i.tool).collect();
    assert_eq!(tools, [AgentTool::ClaudeCode, AgentTool::Codex]);
    let names =
        |i: &logs::Import| -> Vec<String> { i.files.iter().map(|f| f.name.clone()).collect() };
    // The unreadable file is reported once, with the first tool's files.
    assert!(names(&imports[0]).contains(&"junk.bin".to_string()));
    assert!(!names(&imports[0]).contains(&"rollout.jsonl".to_string()));
    assert_eq!(names(&imports[1]), ["rollout.jsonl"]);
    assert!(imports[1].files[0].lines_read > 0);
}

// ---------------------------------------------------------------------------------------
// Chunked reading

/// A pretty-printed document larger than the bytes read before a format is decided: the
/// decision comes mid-file, so the line then unfinished must go to the document with the rest.
#[test]
fn a_large_pretty_printed_document_read_in_chunks_is_read_whole() {
    let files: Vec<(String, Vec<u8>)> = load("opencode/1.14")
        .into_iter()
        .filter(|(_, d)| d.len() > 16_384)
        .collect();
    assert_eq!(files.len(), 1, "the 24 KB export");
    let whole = read(&files);
    // Cuts of 1,000 bytes: the 9th chunk passes 8 KB in the middle of a line.
    let cuts: Vec<usize> = (1..30).map(|k| k * 1_000).collect();
    assert_eq!(read_cut(&files, &cuts), whole);
    for cut in (8_000..8_400).step_by(7) {
        assert_eq!(read_cut(&files, &[cut, cut + 300]), whole, "cut at {cut}");
    }
}

#[test]
fn a_document_of_unknown_keys_says_it_is_one_whatever_comes_before_it() {
    for text in [
        "{\n  \"name\": \"x\",\n  \"size\": 2\n}\n",
        "\n\n  [\n  1,\n  2\n]\n",
    ] {
        assert_eq!(
            error_of(&[("doc.json", text.as_bytes())]),
            ImportError::UnknownFormat {
                file: "doc.json".into(),
                looks_like: "a JSON document over several lines, not one JSON object per line"
                    .into()
            },
            "{text}"
        );
    }
}

#[test]
fn chunked_feeding_equals_whole_feeding_at_every_offset() {
    // Small files, the CRLF one among them: every single cut, the \r\n split included.
    for dir in ["codex/bare", "codex/0.77", "claude/2.0"] {
        let files = load(dir);
        let whole = read(&files);
        let longest = files.iter().map(|(_, d)| d.len()).max().unwrap();
        for cut in 0..=longest {
            assert_eq!(read_cut(&files, &[cut]), whole, "{dir}: cut at {cut}");
        }
    }
}

#[test]
fn chunked_feeding_byte_by_byte() {
    let files = load("claude/2.1");
    let whole = read(&files);
    let mut reader = logs::Reader::new();
    for (name, data) in &files {
        for b in data.chunks(1) {
            reader.feed(name, b);
        }
    }
    assert_eq!(reader.finish().unwrap(), whole);
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(64))]

    #[test]
    fn chunked_feeding_equals_whole_feeding_at_random_offsets(
        dir in prop::sample::select(vec!["claude/1.0", "claude/2.1", "claude/2.1.150", "codex/0.104", "codex/0.125", "codex/desktop-0.140", "codex/0.151"]),
        cuts in prop::collection::vec(0usize..60_000, 0..12),
    ) {
        let files = load(dir);
        prop_assert_eq!(read_cut(&files, &cuts), read(&files));
    }

    #[test]
    fn any_bytes_never_panic(data in prop::collection::vec(any::<u8>(), 0..2_000), cut in 0usize..2_000) {
        let cut = cut.min(data.len());
        let mut reader = logs::Reader::new();
        reader.feed("x.jsonl", &data[..cut]);
        reader.feed("x.jsonl", &data[cut..]);
        let _ = reader.finish();
    }

    #[test]
    fn mangled_fixture_lines_never_panic(
        dir in prop::sample::select(vec!["claude/2.1", "codex/0.125", "codex/bare", "codex/0.151"]),
        drop_at in 0usize..40_000,
        len in 0usize..400,
        junk in prop::collection::vec(any::<u8>(), 0..8),
    ) {
        for (name, data) in load(dir) {
            let start = drop_at.min(data.len());
            let end = (start + len).min(data.len());
            let mut mangled = data[..start].to_vec();
            mangled.extend_from_slice(&junk);
            mangled.extend_from_slice(&data[end..]);
            let _ = logs::read(&[(name.as_str(), mangled.as_slice())]);
        }
    }

    #[test]
    fn timestamps_round_trip_through_their_parts(
        y in 1970i64..2200, mo in 1i64..=12, d in 1i64..=28, h in 0i64..24, mi in 0i64..60, s in 0i64..60, ms in 0i64..1000,
    ) {
        let text = format!("{y:04}-{mo:02}-{d:02}T{h:02}:{mi:02}:{s:02}.{ms:03}Z");
        let at = epoch_ms(&text).unwrap();
        let next = epoch_ms(&format!("{y:04}-{mo:02}-{d:02}T{h:02}:{mi:02}:{s:02}Z")).unwrap();
        prop_assert_eq!(at - next, ms);
        prop_assert_eq!(epoch_ms(&format!("{y:04}-{mo:02}-{d:02}T{h:02}:{mi:02}:{s:02}.{ms:03}+01:00")).unwrap(), at - 3_600_000);
    }
}

// ---------------------------------------------------------------------------------------
// Totals and time

#[test]
fn totals_add_up_from_the_per_request_figures() {
    for dir in [
        "claude/1.0",
        "claude/2.0",
        "claude/2.1",
        "claude/2.1.150",
        "codex/bare",
        "codex/0.77",
        "codex/0.104",
        "codex/0.125",
        "codex/desktop-0.140",
        "codex/0.151",
    ] {
        let i = import(dir);
        let t = i.totals();
        let all: Vec<_> = i.sessions.iter().flat_map(|s| s.requests()).collect();
        let usages: Vec<_> = all.iter().filter_map(|r| r.usage).collect();
        assert_eq!(t.requests, all.len() as u64, "{dir}");
        assert_eq!(t.requests_without_usage, (all.len() - usages.len()) as u64);
        // Each request without usage has one reason.
        assert_eq!(t.without_usage.total(), t.requests_without_usage, "{dir}");
        assert_eq!(
            t.input,
            usages.iter().map(|u| u.input).sum::<u64>(),
            "{dir}"
        );
        assert_eq!(
            t.cache_read,
            usages.iter().map(|u| u.cache_read).sum::<u64>()
        );
        assert_eq!(t.output, usages.iter().map(|u| u.output).sum::<u64>());
        assert_eq!(
            t.tool_calls,
            all.iter().map(|r| calls(r).len() as u64).sum::<u64>()
        );
        assert_eq!(
            t.lines_read,
            i.files.iter().map(|f| f.lines_read).sum::<u64>()
        );
        assert!(t.cache_read <= t.input);
        // Every call has exactly one result.
        for s in &i.sessions {
            for r in s.requests() {
                for id in calls(r) {
                    result(s, id);
                }
            }
        }
        match i.tool {
            AgentTool::Codex => assert_eq!(t.cache_write, None),
            AgentTool::ClaudeCode => assert!(t.cache_write.is_some()),
            other => panic!("a {other:?} log among Claude Code's and Codex's fixtures"),
        }
    }
}

#[test]
fn totals_of_the_2_1_fixture() {
    let t = claude_2_1().totals();
    // Main: A B C D E F (the API error is no request) + the resumed G H; the sub-agents'
    // 2 + 1; the compaction summary's 1.
    assert_eq!(t.requests, 8 + 3 + 1);
    assert_eq!(t.compactions, 2);
    assert_eq!(t.sub_agents, 2);
    assert!(t.output_is_lower_bound);
}

#[test]
fn started_and_ended_from_timestamps() {
    let i = claude_2_1();
    assert_eq!(i.started(), epoch_ms("2026-01-05T10:00:00.000Z"));
    assert_eq!(i.ended(), epoch_ms("2026-01-06T08:05:02.000Z"));
    let c = import("codex/0.125");
    // The developer message, the first thing the parent's first turn records.
    assert_eq!(c.started(), epoch_ms("2026-03-01T09:00:05.001Z"));
}

#[test]
fn timestamps_with_and_without_ms_with_z_and_offsets() {
    assert_eq!(epoch_ms("1970-01-01T00:00:00Z"), Some(0));
    assert_eq!(epoch_ms("1970-01-01T00:00:00.001Z"), Some(1));
    assert_eq!(
        epoch_ms("2026-01-05T10:00:02.100Z"),
        Some(1_767_607_202_100)
    );
    assert_eq!(epoch_ms("2026-01-05T10:00:02Z"), Some(1_767_607_202_000));
    assert_eq!(epoch_ms("2026-01-05T10:00:02.1Z"), Some(1_767_607_202_100));
    assert_eq!(
        epoch_ms("2026-01-05T10:00:02.123456789Z"),
        Some(1_767_607_202_123)
    );
    assert_eq!(
        epoch_ms("2026-01-05T12:00:02.100+02:00"),
        Some(1_767_607_202_100)
    );
    assert_eq!(
        epoch_ms("2026-01-05T04:30:02.100-0530"),
        Some(1_767_607_202_100)
    );
    assert_eq!(
        epoch_ms("2026-01-05t10:00:02.100z"),
        Some(1_767_607_202_100)
    );
    assert_eq!(epoch_ms("2026-01-05 10:00:02"), Some(1_767_607_202_000));
    assert_eq!(epoch_ms("2026-01-05T10:00"), Some(1_767_607_200_000));
    assert_eq!(epoch_ms("1969-12-31T23:59:59Z"), Some(-1000));
    assert_eq!(epoch_ms("2024-02-29T00:00:00Z"), Some(1_709_164_800_000));
    for bad in [
        "",
        "2026",
        "2026-02-30T00:00:00Z",
        "2025-02-29T00:00:00Z",
        "2026-13-01T00:00:00Z",
        "2026-01-05T24:00:00Z",
        "2026-01-05T10:00:02.Z",
        "2026-01-05T10:00:02Zjunk",
        "2026-01-05T10:00:0é",
        "２０２６-01-05T10:00:00Z",
        "1767607202100",
    ] {
        assert_eq!(epoch_ms(bad), None, "{bad}");
    }
}

// ---------------------------------------------------------------------------------------
// The generated large log

#[test]
fn a_generated_log_reads_and_adds_up() {
    let generated = generate::claude_session(3 << 20, 7);
    let files = generated.files;
    let size: usize = files.iter().map(|(_, d)| d.len()).sum();
    assert!(size >= 3 << 20);
    let i = read(&files);
    assert_eq!(i.sessions.len(), 2);
    let t = i.totals();
    assert_eq!(t.requests, generated.requests);
    assert_eq!(t.compactions, 1);
    assert_eq!(t.sub_agents, 1);
    assert!(i.sessions[1].parent.is_some());
    assert_eq!(t.lines_skipped, 0);
    // In 1 MB chunks, as the page feeds it.
    let mut reader = logs::Reader::new();
    for (name, data) in &files {
        for chunk in data.chunks(1 << 20) {
            reader.feed(name, chunk);
        }
    }
    assert_eq!(reader.finish().unwrap(), i);
}

// ---------------------------------------------------------------------------------------
// More rules, in small hand-written logs

#[test]
fn codex_local_compaction_keeps_its_summary_and_context_compacted_alone_is_one() {
    let lines = [
        r#"{"timestamp":"2026-01-01T10:00:00Z","type":"session_meta","payload":{"id":"t","cli_version":"0.80.0"}}"#,
        r#"{"timestamp":"2026-01-01T10:00:01Z","type":"compacted","payload":{"message":"Summary: the tests pass."}}"#,
        r#"{"timestamp":"2026-01-01T10:00:01Z","type":"event_msg","payload":{"type":"context_compacted"}}"#,
        r#"{"timestamp":"2026-01-01T10:00:02Z","type":"event_msg","payload":{"type":"user_message","message":"go on"}}"#,
        r#"{"timestamp":"2026-01-01T11:00:00Z","type":"event_msg","payload":{"type":"context_compacted"}}"#,
    ];
    let i = read(&bytes(&lines));
    let compactions: Vec<_> = i.sessions[0]
        .events
        .iter()
        .filter_map(|e| match e {
            LogEvent::Compaction { kind, summary, .. } => Some((*kind, summary.clone())),
            _ => None,
        })
        .collect();
    assert_eq!(
        compactions,
        [
            (
                CompactionKind::Summary,
                Some("Summary: the tests pass.".into())
            ),
            (CompactionKind::Summary, None)
        ]
    );
    assert_eq!(i.files[0].skipped, [(Skip::Duplicate, 1)]);
}

#[test]
fn codex_fork_replay_with_restamped_times_is_dropped_by_the_parents_turn_ids() {
    // `codex fork` restamps the copied history to the fork's time: only the parent's turn
    // ids tell the replay from the fork's own turn.
    let parent = [
        r#"{"timestamp":"2026-01-01T10:00:00Z","type":"session_meta","payload":{"id":"p","cli_version":"0.125.0"}}"#,
        r#"{"timestamp":"2026-01-01T10:00:01Z","type":"event_msg","payload":{"type":"task_started","turn_id":"turn-a"}}"#,
        r#"{"timestamp":"2026-01-01T10:00:01Z","type":"event_msg","payload":{"type":"user_message","message":"first"}}"#,
        r#"{"timestamp":"2026-01-01T10:00:02Z","type":"response_item","payload":{"type":"message","role":"assistant","content":[{"type":"output_text","text":"one"}]}}"#,
        r#"{"timestamp":"2026-01-01T10:00:02Z","type":"event_msg","payload":{"type":"token_count","info":{"total_token_usage":{"input_tokens":100,"output_tokens":5},"last_token_usage":{"input_tokens":100,"output_tokens":5}}}}"#,
    ];
    let fork = [
        r#"{"timestamp":"2026-01-02T09:00:00Z","type":"session_meta","payload":{"id":"f","forked_from_id":"p","cli_version":"0.125.0"}}"#,
        r#"{"timestamp":"2026-01-02T09:00:00Z","type":"session_meta","payload":{"id":"p","cli_version":"0.125.0"}}"#,
        r#"{"timestamp":"2026-01-02T09:00:00Z","type":"event_msg","payload":{"type":"task_started","turn_id":"turn-a"}}"#,
        r#"{"timestamp":"2026-01-02T09:00:00Z","type":"event_msg","payload":{"type":"user_message","message":"first"}}"#,
        r#"{"timestamp":"2026-01-02T09:00:00Z","type":"response_item","payload":{"type":"message","role":"assistant","content":[{"type":"output_text","text":"one"}]}}"#,
        r#"{"timestamp":"2026-01-02T09:00:00Z","type":"event_msg","payload":{"type":"token_count","info":{"total_token_usage":{"input_tokens":100,"output_tokens":5},"last_token_usage":{"input_tokens":100,"output_tokens":5}}}}"#,
        r#"{"timestamp":"2026-01-02T09:00:05Z","type":"event_msg","payload":{"type":"task_started","turn_id":"turn-b"}}"#,
        r#"{"timestamp":"2026-01-02T09:00:05Z","type":"event_msg","payload":{"type":"user_message","message":"second"}}"#,
        r#"{"timestamp":"2026-01-02T09:00:06Z","type":"response_item","payload":{"type":"message","role":"assistant","content":[{"type":"output_text","text":"two"}]}}"#,
        r#"{"timestamp":"2026-01-02T09:00:06Z","type":"event_msg","payload":{"type":"token_count","info":{"total_token_usage":{"input_tokens":230,"output_tokens":9},"last_token_usage":{"input_tokens":130,"output_tokens":4}}}}"#,
    ];
    let i = logs::read(&[
        ("rollout-p.jsonl", parent.join("\n").as_bytes()),
        ("rollout-f.jsonl", fork.join("\n").as_bytes()),
    ])
    .unwrap();
    let f = session(&i, "f");
    assert_eq!(prompts(f), ["second"]);
    assert_eq!(f.kind, SessionKind::Main);
    assert_eq!(f.parent_note.as_deref(), Some("forked from thread p"));
    assert_eq!(i.totals().input, 100 + 130);
    assert_eq!(
        report(&i, "rollout-f.jsonl").skipped,
        [(Skip::ReplayedHistory, 5)]
    );
}

#[test]
fn codex_a_child_without_replay_keeps_its_first_turn() {
    // Newer sub-agent rollouts copy the parent's meta but none of its history.
    let child = [
        r#"{"timestamp":"2026-01-01T10:00:00Z","type":"session_meta","payload":{"id":"c","cli_version":"0.125.0","source":{"subagent":{"thread_spawn":{"parent_thread_id":"p","depth":1}}}}}"#,
        r#"{"timestamp":"2026-01-01T09:00:00Z","type":"session_meta","payload":{"id":"p","cli_version":"0.125.0"}}"#,
        r#"{"timestamp":"2026-01-01T10:00:01Z","type":"event_msg","payload":{"type":"task_started","turn_id":"turn-c"}}"#,
        r#"{"timestamp":"2026-01-01T10:00:01Z","type":"event_msg","payload":{"type":"user_message","message":"do it"}}"#,
    ];
    let i = read(&bytes(&child));
    assert_eq!(prompts(&i.sessions[0]), ["do it"]);
    assert_eq!(i.files[0].skipped, [(Skip::ReplayedHistory, 1)]);
}

#[test]
fn claude_sibling_tool_call_errored_is_a_failed_result() {
    let lines = [
        r#"{"type":"assistant","uuid":"a1","parentUuid":null,"sessionId":"s","timestamp":"2026-01-01T00:00:00Z","message":{"id":"m1","role":"assistant","model":"m","content":[{"type":"tool_use","id":"t1","name":"Bash","input":{}}]}}"#,
        r#"{"type":"assistant","uuid":"a2","parentUuid":"a1","sessionId":"s","timestamp":"2026-01-01T00:00:00Z","message":{"id":"m1","role":"assistant","model":"m","content":[{"type":"tool_use","id":"t2","name":"Read","input":{}}]}}"#,
        r#"{"type":"user","uuid":"u1","parentUuid":"a2","sessionId":"s","timestamp":"2026-01-01T00:00:01Z","toolUseResult":"Error: Exit code 1","message":{"role":"user","content":[{"type":"tool_result","tool_use_id":"t1","is_error":true,"content":"Exit code 1"}]}}"#,
        r#"{"type":"user","uuid":"u2","parentUuid":"u1","sessionId":"s","timestamp":"2026-01-01T00:00:01Z","toolUseResult":"Sibling tool call errored","message":{"role":"user","content":[{"type":"tool_result","tool_use_id":"t2","is_error":true,"content":"<tool_use_error>Sibling tool call errored</tool_use_error>"}]}}"#,
    ];
    let i = read(&bytes(&lines));
    assert_eq!(result(&i.sessions[0], "t1").0, ToolOutcome::Failed);
    assert_eq!(result(&i.sessions[0], "t2").0, ToolOutcome::Failed);
    assert_eq!(
        shape(&i.sessions[0]),
        ["request:2", "result:Failed", "result:Failed"]
    );
}

#[test]
fn claude_a_repeated_split_line_is_a_duplicate_not_a_second_block() {
    // The same block written twice under new uuids (a compaction's replay, say).
    let lines = [
        r#"{"type":"assistant","uuid":"a1","parentUuid":null,"sessionId":"s","timestamp":"2026-01-01T00:00:00Z","message":{"id":"m1","role":"assistant","model":"m","content":[{"type":"text","text":"hi"}],"usage":{"input_tokens":5,"output_tokens":3}}}"#,
        r#"{"type":"assistant","uuid":"a2","parentUuid":"a1","sessionId":"s","timestamp":"2026-01-01T00:00:00Z","message":{"id":"m1","role":"assistant","model":"m","content":[{"type":"text","text":"hi"}],"usage":{"input_tokens":5,"output_tokens":3}}}"#,
    ];
    let i = read(&bytes(&lines));
    assert_eq!(shape(&i.sessions[0]), ["request:1"]);
    assert_eq!(i.files[0].skipped, [(Skip::Duplicate, 1)]);
    assert_eq!(i.totals().output, 3);
}

#[test]
fn claude_a_folder_of_unrelated_sessions_gives_one_main_session_each() {
    let mut files = load("claude/1.0");
    files.extend(load("claude/2.0"));
    let i = read(&files);
    let mains: Vec<_> = i
        .sessions
        .iter()
        .filter(|s| s.kind == SessionKind::Main)
        .map(|s| s.id.as_str())
        .collect();
    assert_eq!(mains, [CLAUDE_1_0, CLAUDE_2_0]);
    assert_eq!(i.version.as_deref(), Some("2.0.64"));
    // Each sub-agent still names its own parent session.
    assert_eq!(session(&i, "7f3a9c21").parent.as_ref().unwrap().session, 1);
}

// ---------------------------------------------------------------------------------------
// Claude Code hooks (reference §1.9): each kind of record becomes a hook's run, with its answer

const CLAUDE_HOOKS: &str = "-w-shop/5e5e0000-2181-4000-8000-000000000181";

/// The hooks' runs of the 2.1.181 fixture's session, as (event, call, command, answer kind).
fn hook_runs(
    s: &harness_demo::logs::LogSession,
) -> Vec<(HookEvent, Option<&str>, &str, &HookOutcome)> {
    s.events
        .iter()
        .filter_map(|e| match e {
            LogEvent::Hook { run, .. } => Some((
                run.event,
                run.call_id.as_deref(),
                run.command.as_str(),
                &run.outcome,
            )),
            _ => None,
        })
        .collect()
}

#[test]
fn claude_hook_success_with_plain_stdout_at_session_start_is_a_note() {
    let i = import("claude/2.1.181");
    let runs = hook_runs(&i.sessions[0]);
    assert_eq!(
        runs[0],
        (
            HookEvent::SessionStart,
            None,
            "./hooks/context.sh",
            &HookOutcome::Context {
                text: "Branch main; 2 files changed since yesterday.".into()
            }
        )
    );
}

#[test]
fn claude_hook_success_with_a_json_decision_refuses_the_call_it_names() {
    let i = import("claude/2.1.181");
    let runs = hook_runs(&i.sessions[0]);
    let denied = runs
        .iter()
        .find(|r| r.1 == Some("toolu_h1"))
        .expect("the guard's run for the push to main");
    assert_eq!(denied.0, HookEvent::PreToolUse);
    assert_eq!(
        denied.3,
        &HookOutcome::Deny {
            reason: "Pushing to main needs review; push a branch instead.".into()
        }
    );
    // Its empty stdout for the branch push lets the call run.
    assert!(runs.iter().any(|r| r.1 == Some("toolu_h2")
        && r.0 == HookEvent::PreToolUse
        && *r.3 == HookOutcome::Pass));
}

#[test]
fn claude_hook_additional_context_is_a_note_for_its_call_or_its_prompt() {
    let i = import("claude/2.1.181");
    let runs = hook_runs(&i.sessions[0]);
    assert!(runs.iter().any(|r| r.0 == HookEvent::PostToolUse
        && r.1 == Some("toolu_h2")
        && *r.3
            == HookOutcome::Context {
                text: "CI started: run 9912 on fix/checkout.".into()
            }));
    assert!(runs.iter().any(|r| r.0 == HookEvent::UserPromptSubmit
        && r.1.is_none()
        && matches!(r.3, HookOutcome::Context { text } if text == "Ticket SHOP-42 is open for this change.")));
}

#[test]
fn claude_stop_hook_summary_blocks_with_its_reason_or_lets_the_run_end() {
    let i = import("claude/2.1.181");
    let stops: Vec<_> = hook_runs(&i.sessions[0])
        .into_iter()
        .filter(|r| r.0 == HookEvent::Stop)
        .collect();
    assert_eq!(stops.len(), 2);
    assert_eq!(stops[0].2, "./hooks/ci-green.sh");
    assert_eq!(
        stops[0].3,
        &HookOutcome::Block {
            reason: "CI run 9912 is still running: wait for it and report the result.".into()
        }
    );
    assert_eq!(stops[1].3, &HookOutcome::Pass);
}

#[test]
fn claude_hook_blocking_error_refuses_before_a_call() {
    let files = bytes(&[
        r#"{"type":"user","uuid":"u1","parentUuid":null,"sessionId":"s","version":"2.1.170","timestamp":"2026-10-01T10:00:00.000Z","message":{"role":"user","content":"push"}}"#,
        r#"{"type":"attachment","uuid":"h1","parentUuid":"u1","sessionId":"s","version":"2.1.170","timestamp":"2026-10-01T10:00:01.000Z","attachment":{"type":"hook_blocking_error","hookName":"PreToolUse:Bash","toolUseID":"toolu_8","blockingError":{"blockingError":"needs review","command":"guard.sh"}}}"#,
        r#"{"type":"attachment","uuid":"h2","parentUuid":"h1","sessionId":"s","version":"2.1.170","timestamp":"2026-10-01T10:00:01.000Z","attachment":{"type":"hook_blocking_error","hookName":"Stop","toolUseID":"Stop","blockingError":{"blockingError":"tests fail","command":"check.sh"}}}"#,
    ]);
    let i = read(&files);
    let runs = hook_runs(&i.sessions[0]);
    assert_eq!(
        runs,
        [
            (
                HookEvent::PreToolUse,
                Some("toolu_8"),
                "guard.sh",
                &HookOutcome::Deny {
                    reason: "needs review".into()
                }
            ),
            (
                HookEvent::Stop,
                None,
                "check.sh",
                &HookOutcome::Block {
                    reason: "tests fail".into()
                }
            ),
        ]
    );
}

#[test]
fn claude_hook_progress_of_older_versions_is_a_run_with_nothing_to_add() {
    let i = claude_2_1();
    let runs = hook_runs(&i.sessions[0]);
    assert!(
        runs.iter().any(|r| r.0 == HookEvent::PreToolUse
            && r.1 == Some("toolu_21grep")
            && *r.3 == HookOutcome::Pass),
        "{runs:?}"
    );
}

#[test]
fn claude_hook_messages_for_you_and_hooks_the_page_does_not_run_are_skipped_and_said() {
    let i = import("claude/2.1.181");
    let r = report(&i, &format!("{CLAUDE_HOOKS}.jsonl"));
    assert_eq!(
        r.skipped,
        [
            (Skip::Bookkeeping, 4),
            (Skip::ShownToYouOnly, 2),
            (Skip::HookNotRun, 1)
        ]
    );
    assert!(file_read(r).ends_with(
        "2 shown to you only, never sent to the model, 1 hooks at moments the page does not run (PreCompact, SessionEnd…) or inside sub-agents"
    ), "{}", file_read(r));
}

#[test]
fn claude_hooks_replay_as_the_harness_runs_them() {
    use harness_demo::harness::protocol::envelope::Say;
    let i = import("claude/2.1.181");
    let scenario = harness_demo::logs::replay::scenario(&i);
    let trace = harness_demo::trace::derive(&scenario, &Default::default());
    let said: Vec<(HookEvent, &str)> = trace
        .steps
        .iter()
        .filter_map(|s| match &s.envelope.say {
            Say::Hooked { event, outcome, .. } => Some((*event, outcome.kind())),
            _ => None,
        })
        .collect();
    assert_eq!(
        said,
        [
            (HookEvent::SessionStart, "context"),
            (HookEvent::UserPromptSubmit, "context"),
            (HookEvent::PreToolUse, "deny"),
            (HookEvent::PreToolUse, "pass"),
            (HookEvent::PostToolUse, "context"),
            (HookEvent::Stop, "block"),
            (HookEvent::PreToolUse, "pass"),
            (HookEvent::Stop, "pass"),
        ]
    );
    // One run: the blocked stop kept it going, as the log's harness did.
    assert_eq!(
        trace
            .steps
            .iter()
            .filter(|s| s.envelope.say == Say::Run)
            .count(),
        1
    );
    // Every request the log records is replayed: five.
    let requests = trace
        .steps
        .iter()
        .filter(|s| matches!(s.envelope.say, Say::Request { .. }))
        .count();
    assert_eq!(requests, 5);
    assert_eq!(trace.ending, harness_demo::trace::Ending::Idle);
}

#[test]
fn claude_listings_and_reminders_join_the_replayed_requests_as_the_harnesss_notes() {
    use harness_demo::harness::protocol::schema::Message;
    let i = import("claude/2.1.181");
    let scenario = harness_demo::logs::replay::scenario(&i);
    use harness_demo::harness::protocol::schema::NoteKind;
    let reminders: Vec<(u32, NoteKind, &str)> = scenario
        .reminders
        .iter()
        .map(|r| (r.before_turn, r.about, r.text.as_str()))
        .collect();
    assert_eq!(
        reminders,
        [
            (1, NoteKind::SkillList, "skills listed: - release-notes: Write release notes from merged PRs\n- deploy-staging: Deploy a branch to staging with the shop's checklist"),
            (1, NoteKind::ToolNames, "tools listed by name: mcp__github__create_pull_request\nWebFetch"),
            (4, NoteKind::Reminder, "the todo list: - Push the fix on a branch (completed)\n- Wait for CI (in_progress)"),
        ]
    );
    let trace = harness_demo::trace::derive(&scenario, &Default::default());
    let h = trace.harness().main();
    let first = h.log().slice(h.turns()[0].thread.clone());
    let notes: Vec<&str> = first
        .iter()
        .filter_map(|m| match m {
            Message::Reminder { text, .. } => Some(text.as_str()),
            _ => None,
        })
        .collect();
    assert_eq!(
        notes.len(),
        4,
        "two hooks' notes and two listings: {notes:?}"
    );
    let fourth = h.log().slice(h.turns()[3].thread.clone());
    assert!(fourth.iter().any(
        |m| matches!(m, Message::Reminder { text, .. } if text.starts_with("the todo list: "))
    ));
}

#[test]
fn claude_the_permission_mode_of_each_prompt_is_the_replays_mode() {
    use harness_demo::harness::protocol::mode::Mode;
    let i = import("claude/2.1.150");
    let s = harness_demo::logs::replay::scenario(&i);
    assert_eq!(
        s.mode,
        Mode::AcceptEdits,
        "the prompt line's permissionMode"
    );
    let files = bytes(&[
        r#"{"type":"user","uuid":"u1","parentUuid":null,"sessionId":"s","version":"2.1.170","timestamp":"2026-10-01T10:00:00.000Z","permissionMode":"plan","message":{"role":"user","content":"plan the rename"}}"#,
        r#"{"type":"assistant","uuid":"a1","parentUuid":"u1","sessionId":"s","version":"2.1.170","timestamp":"2026-10-01T10:00:02.000Z","message":{"id":"m1","role":"assistant","model":"claude-sonnet-4-6","content":[{"type":"text","text":"Plan: rename it."}],"usage":{"input_tokens":10,"output_tokens":5}}}"#,
        r#"{"type":"user","uuid":"u2","parentUuid":"a1","sessionId":"s","version":"2.1.170","timestamp":"2026-10-01T10:01:00.000Z","permissionMode":"acceptEdits","message":{"role":"user","content":"go ahead"}}"#,
        r#"{"type":"assistant","uuid":"a2","parentUuid":"u2","sessionId":"s","version":"2.1.170","timestamp":"2026-10-01T10:01:02.000Z","message":{"id":"m2","role":"assistant","model":"claude-sonnet-4-6","content":[{"type":"text","text":"Done."}],"usage":{"input_tokens":20,"output_tokens":2}}}"#,
        r#"{"type":"user","uuid":"u3","parentUuid":"a2","sessionId":"s","version":"2.1.170","timestamp":"2026-10-01T10:02:00.000Z","permissionMode":"acceptEdits","message":{"role":"user","content":"thanks"}}"#,
    ]);
    let s = harness_demo::logs::replay::scenario(&read(&files));
    assert_eq!(s.mode, Mode::Plan);
    let modes: Vec<Option<Mode>> = s.follow_ups.iter().map(|f| f.mode).collect();
    assert_eq!(
        modes,
        [Some(Mode::AcceptEdits), None],
        "a switch, then none"
    );
    let trace = harness_demo::trace::derive(&s, &Default::default());
    let last = trace.steps.len() - 1;
    assert_eq!(
        harness_demo::view::panels::agent(&trace, last).mode,
        Mode::AcceptEdits
    );
    assert_eq!(
        harness_demo::view::panels::agent(&trace, 5).mode,
        Mode::Plan
    );
}

#[test]
fn codex_agents_md_the_policy_and_the_environment_join_the_replay_as_notes() {
    let i = import("codex/0.104");
    let s = harness_demo::logs::replay::scenario(&i);
    let labels: Vec<&str> = s
        .reminders
        .iter()
        .map(|r| r.text.split(':').next().unwrap_or_default())
        .collect();
    assert!(
        labels.contains(&"approval and sandbox policy"),
        "{labels:?}"
    );
    assert!(labels.contains(&"memory file AGENTS.md"), "{labels:?}");
    let first = s
        .reminders
        .iter()
        .find(|r| r.text.starts_with("memory file AGENTS.md"))
        .unwrap();
    assert!(first.text.contains("# AGENTS.md instructions for /w/svc"));
    assert_eq!(first.before_turn, 1, "read before the first request");
    assert_eq!(
        first.about,
        harness_demo::harness::protocol::schema::NoteKind::Memory,
        "counted as memory in the context panel"
    );
}

#[test]
fn claude_notes_commands_and_notices_join_the_replay_labelled_and_stop_feedback_does_not() {
    let line = |uuid: &str, parent: &str, extra: &str, content: &str| {
        format!(
            r#"{{"type":"user","uuid":"{uuid}","parentUuid":{parent},"sessionId":"s","version":"2.1.170","timestamp":"2026-10-01T10:00:0{}.000Z"{extra},"message":{{"role":"user","content":{content}}}}}"#,
            uuid.len() % 10
        )
    };
    let lines = [
        line("u1", "null", "", r#""fix it""#),
        line("u2", r#""u1""#, r#","isMeta":true"#, r#"[{"type":"text","text":"Remember the style guide."}]"#),
        line("u3", r#""u2""#, r#","isMeta":true"#, r#"[{"type":"text","text":"Stop hook feedback:\n- [x.sh]: again"}]"#),
        line("u4", r#""u3""#, "", r#""<command-name>/model</command-name>""#),
        line("u5", r#""u4""#, "", r#""<task-notification>build done</task-notification>""#),
        r#"{"type":"assistant","uuid":"a1","parentUuid":"u5","sessionId":"s","version":"2.1.170","timestamp":"2026-10-01T10:00:09.000Z","message":{"id":"m1","role":"assistant","model":"claude-sonnet-4-6","content":[{"type":"text","text":"Done."}],"usage":{"input_tokens":10,"output_tokens":2}}}"#.to_string(),
    ];
    let refs: Vec<&str> = lines.iter().map(String::as_str).collect();
    let s = harness_demo::logs::replay::scenario(&read(&bytes(&refs)));
    let notes: Vec<&str> = s.reminders.iter().map(|r| r.text.as_str()).collect();
    assert_eq!(
        notes,
        [
            "a note: Remember the style guide.",
            "a command and its output: <command-name>/model</command-name>",
            "a background task's notice: <task-notification>build done</task-notification>",
        ]
    );
}

#[test]
fn codex_the_environment_joins_the_replay_as_a_note() {
    let s = harness_demo::logs::replay::scenario(&import("codex/0.77"));
    assert!(
        s.reminders
            .iter()
            .any(|r| r.text.starts_with("the environment: <environment_context>")),
        "{:?}",
        s.reminders
    );
}

#[test]
fn claude_a_hook_answers_once_per_moment_merged_within_it_and_apart_across_moments() {
    let l = |s: &str| s.to_string();
    let lines = [
        l(
            r#"{"type":"user","uuid":"u1","parentUuid":null,"sessionId":"s","version":"2.1.170","timestamp":"2026-10-01T10:00:00.000Z","message":{"role":"user","content":"first"}}"#,
        ),
        l(
            r#"{"type":"attachment","uuid":"h1","parentUuid":"u1","sessionId":"s","version":"2.1.170","timestamp":"2026-10-01T10:00:00.100Z","attachment":{"type":"hook_additional_context","hookName":"UserPromptSubmit","toolUseID":"UserPromptSubmit","content":["one"]}}"#,
        ),
        l(
            r#"{"type":"attachment","uuid":"h2","parentUuid":"h1","sessionId":"s","version":"2.1.170","timestamp":"2026-10-01T10:00:00.200Z","attachment":{"type":"hook_additional_context","hookName":"UserPromptSubmit","toolUseID":"UserPromptSubmit","content":["two"]}}"#,
        ),
        l(
            r#"{"type":"assistant","uuid":"a1","parentUuid":"h2","sessionId":"s","version":"2.1.170","timestamp":"2026-10-01T10:00:02.000Z","message":{"id":"m1","role":"assistant","model":"claude-sonnet-4-6","content":[{"type":"text","text":"ok"}],"usage":{"input_tokens":10,"output_tokens":1}}}"#,
        ),
        l(
            r#"{"type":"user","uuid":"u2","parentUuid":"a1","sessionId":"s","version":"2.1.170","timestamp":"2026-10-01T10:01:00.000Z","message":{"role":"user","content":"second"}}"#,
        ),
        l(
            r#"{"type":"attachment","uuid":"h3","parentUuid":"u2","sessionId":"s","version":"2.1.170","timestamp":"2026-10-01T10:01:00.100Z","attachment":{"type":"hook_additional_context","hookName":"UserPromptSubmit","toolUseID":"UserPromptSubmit","content":["three"]}}"#,
        ),
        l(
            r#"{"type":"assistant","uuid":"a2","parentUuid":"h3","sessionId":"s","version":"2.1.170","timestamp":"2026-10-01T10:01:02.000Z","message":{"id":"m2","role":"assistant","model":"claude-sonnet-4-6","content":[{"type":"text","text":"ok"}],"usage":{"input_tokens":10,"output_tokens":1}}}"#,
        ),
    ];
    let refs: Vec<&str> = lines.iter().map(String::as_str).collect();
    let s = harness_demo::logs::replay::scenario(&read(&bytes(&refs)));
    let hook = s
        .agent
        .hooks
        .iter()
        .find(|h| h.on == HookEvent::UserPromptSubmit)
        .expect("the prompt hook");
    assert_eq!(
        hook.outcomes,
        [
            HookOutcome::Context {
                text: "one\ntwo".into()
            },
            HookOutcome::Context {
                text: "three".into()
            }
        ]
    );
    assert_eq!(hook.command, "(the log does not name its command)");
}

#[test]
fn claude_a_replayed_hook_is_named_by_the_commands_its_log_names_each_once() {
    let s = harness_demo::logs::replay::scenario(&import("claude/2.1.181"));
    let named: Vec<(HookEvent, &str)> = s
        .agent
        .hooks
        .iter()
        .map(|h| (h.on, h.command.as_str()))
        .collect();
    assert_eq!(
        named,
        [
            (HookEvent::SessionStart, "./hooks/context.sh"),
            // A record that names no command adds none.
            (HookEvent::UserPromptSubmit, "./hooks/ticket.sh"),
            // Three runs of one command: named once.
            (HookEvent::PreToolUse, "./hooks/guard.sh"),
            (
                HookEvent::PostToolUse,
                "(the log does not name its command)"
            ),
            (HookEvent::Stop, "./hooks/ci-green.sh"),
        ]
    );
    let files = bytes(&[
        r#"{"type":"user","uuid":"u1","parentUuid":null,"sessionId":"s","version":"2.1.170","timestamp":"2026-10-01T10:00:00.000Z","message":{"role":"user","content":"go"}}"#,
        r#"{"type":"attachment","uuid":"h1","parentUuid":"u1","sessionId":"s","version":"2.1.170","timestamp":"2026-10-01T10:00:00.100Z","attachment":{"type":"hook_success","hookName":"UserPromptSubmit","hookEvent":"UserPromptSubmit","command":"a.sh","stdout":""}}"#,
        r#"{"type":"attachment","uuid":"h2","parentUuid":"h1","sessionId":"s","version":"2.1.170","timestamp":"2026-10-01T10:00:00.200Z","attachment":{"type":"hook_success","hookName":"UserPromptSubmit","hookEvent":"UserPromptSubmit","command":"b.sh","stdout":""}}"#,
    ]);
    let s = harness_demo::logs::replay::scenario(&read(&files));
    assert_eq!(
        s.agent.hooks[0].command, "a.sh, b.sh",
        "two commands at one moment"
    );
}

#[test]
fn claude_a_log_that_ends_on_a_blocked_stop_replays_a_stop_hook_that_lets_it_end() {
    let stop = |uuid: &str, parent: &str, blocked: bool| {
        format!(
            r#"{{"type":"system","subtype":"stop_hook_summary","uuid":"{uuid}","parentUuid":"{parent}","sessionId":"s","version":"2.1.170","timestamp":"2026-10-01T10:00:03.000Z","hookCount":1,"hookInfos":[{{"command":"c.sh"}}],"preventedContinuation":{blocked},"stopReason":"not yet"}}"#
        )
    };
    let reply = |uuid: &str, parent: &str| {
        format!(
            r#"{{"type":"assistant","uuid":"{uuid}","parentUuid":"{parent}","sessionId":"s","version":"2.1.170","timestamp":"2026-10-01T10:00:02.000Z","message":{{"id":"m-{uuid}","role":"assistant","model":"claude-sonnet-4-6","content":[{{"type":"text","text":"ok"}}],"usage":{{"input_tokens":10,"output_tokens":1}}}}}}"#
        )
    };
    let prompt = r#"{"type":"user","uuid":"u1","parentUuid":null,"sessionId":"s","version":"2.1.170","timestamp":"2026-10-01T10:00:00.000Z","message":{"role":"user","content":"go"}}"#;
    let ends_blocked = [
        prompt.to_string(),
        reply("a1", "u1"),
        stop("s1", "a1", true),
    ];
    let refs: Vec<&str> = ends_blocked.iter().map(String::as_str).collect();
    let s = harness_demo::logs::replay::scenario(&read(&bytes(&refs)));
    let outcomes = |s: &harness_demo::harness::scenario::Scenario| {
        s.agent
            .hooks
            .iter()
            .find(|h| h.on == HookEvent::Stop)
            .map(|h| h.outcomes.clone())
            .unwrap()
    };
    assert_eq!(
        outcomes(&s),
        [
            HookOutcome::Block {
                reason: "not yet".into()
            },
            HookOutcome::Pass
        ]
    );
    let ends_passed = [
        prompt.to_string(),
        reply("a1", "u1"),
        stop("s1", "a1", false),
    ];
    let refs: Vec<&str> = ends_passed.iter().map(String::as_str).collect();
    let s = harness_demo::logs::replay::scenario(&read(&bytes(&refs)));
    assert_eq!(outcomes(&s), [HookOutcome::Pass], "nothing added");
}

#[test]
fn claude_two_records_of_one_calls_hook_merge_the_more_decisive_winning_and_the_first_of_equals() {
    let rec = |uuid: &str, parent: &str, stdout: &str| {
        format!(
            r#"{{"type":"attachment","uuid":"{uuid}","parentUuid":"{parent}","sessionId":"s","version":"2.1.170","timestamp":"2026-10-01T10:00:01.000Z","attachment":{{"type":"hook_success","hookName":"PreToolUse:Bash","hookEvent":"PreToolUse","toolUseID":"t1","command":"{uuid}.sh","stdout":{}}}}}"#,
            serde_json::to_string(stdout).unwrap()
        )
    };
    let decision = |d: &str, why: &str| {
        format!(
            r#"{{"hookSpecificOutput":{{"permissionDecision":"{d}","permissionDecisionReason":"{why}"}}}}"#
        )
    };
    let call = r#"{"type":"assistant","uuid":"a1","parentUuid":"u1","sessionId":"s","version":"2.1.170","timestamp":"2026-10-01T10:00:00.500Z","message":{"id":"m1","role":"assistant","model":"claude-sonnet-4-6","content":[{"type":"tool_use","id":"t1","name":"Bash","input":{"command":"ls"}}],"usage":{"input_tokens":10,"output_tokens":1}}}"#;
    let prompt = r#"{"type":"user","uuid":"u1","parentUuid":null,"sessionId":"s","version":"2.1.170","timestamp":"2026-10-01T10:00:00.000Z","message":{"role":"user","content":"go"}}"#;
    let merged = |records: &[String]| {
        let mut lines = vec![prompt.to_string(), call.to_string()];
        lines.extend(records.iter().cloned());
        let refs: Vec<&str> = lines.iter().map(String::as_str).collect();
        let s = harness_demo::logs::replay::scenario(&read(&bytes(&refs)));
        s.agent.hooks[0].recorded["t1"].clone()
    };
    // A refusal after an allow wins; an allow after a refusal does not undo it.
    let deny = HookOutcome::Deny {
        reason: "no".into(),
    };
    assert_eq!(
        merged(&[
            rec("h1", "a1", &decision("allow", "ok")),
            rec("h2", "h1", &decision("deny", "no"))
        ]),
        deny
    );
    assert_eq!(
        merged(&[
            rec("h1", "a1", &decision("deny", "no")),
            rec("h2", "h1", &decision("allow", "ok"))
        ]),
        deny
    );
    // Of two answers as decisive, the first stands.
    assert_eq!(
        merged(&[
            rec("h1", "a1", &decision("allow", "first")),
            rec("h2", "h1", &decision("allow", "second"))
        ]),
        HookOutcome::Allow {
            reason: "first".into()
        }
    );
}
