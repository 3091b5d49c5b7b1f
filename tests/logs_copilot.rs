//! GitHub Copilot CLI's `events.jsonl`: one LLM call per `assistant.turn_start` … `turn_end`,
//! output tokens per call, input and cache tokens per session and model from
//! `session.shutdown`, permissions, sub-agents by `agentId`.
//! Fixtures: `tests/fixtures/logs/copilot/1.0/` (1.0.67: a sub-agent, a denial, a compaction,
//! an abort, two shutdown segments, a copy, a cut-off last line) and `copilot/0.0.407/`
//! (older: no per-call tokens, no shutdown, CRLF).

#[path = "logs/fixtures.rs"]
mod fixtures;

use fixtures::*;
use harness_demo::logs::{self, Figures, LogEvent, SessionKind, Skip, ToolOutcome};
use serde_json::Value;

const MAIN: &str = "5f0c2a91-7d3e-4b8a-9c61-2e4f8a0b1c77";
const OLD: &str = "0b8e4d22-91a6-4c3f-b7d0-6a5e3f2c9d10";
const SUB: &str = "explore-7c1e";

/// The JSON lines of a fixture directory's files that parse.
fn events(dir: &str) -> Vec<Value> {
    load(dir)
        .iter()
        .flat_map(|(_, b)| std::str::from_utf8(b).unwrap().lines())
        .filter_map(|l| serde_json::from_str(l).ok())
        .collect()
}

#[test]
fn copilot_one_request_per_turn_with_its_messages() {
    let i = import("copilot/1.0");
    assert_eq!(i.tool, logs::AgentTool::CopilotCli);
    assert_eq!(i.version.as_deref(), Some("1.0.67"));
    let s = session(&i, MAIN);
    assert_eq!(s.kind, SessionKind::Main);
    assert_eq!(s.cwd.as_deref(), Some("/home/dev/shop"));
    // Turns 0–6 of the main agent; the cut-off `turn_start` of turn 7 is not read.
    assert_eq!(requests(s).len(), 7);
    let first = request(s, "m-0001");
    assert_eq!(calls(first), ["toolu_01Ab"]);
    assert_eq!(first.model.as_deref(), Some("claude-sonnet-4.6"));
    assert!(
        first.at < first.end_at,
        "the turn starts before its reply is written"
    );
    assert_eq!(calls(request(s, "m-0003")), ["toolu_03Ef", "toolu_04Gh"]);
    assert_eq!(
        prompts(s),
        ["fix the failing test in cart.ts", "deploy it", "thanks"]
    );
}

#[test]
fn copilot_output_tokens_are_per_call_and_usage_is_none() {
    let i = import("copilot/1.0");
    let s = session(&i, MAIN);
    for r in s.requests() {
        assert_eq!(r.usage, None, "Copilot never writes a call's input");
    }
    assert_eq!(request(s, "m-0003").reported_output, Some(121));
    let sub = session(&i, SUB);
    assert_eq!(request(sub, "m-s001").reported_output, Some(25));
}

#[test]
fn copilot_summary_figures_equal_the_files_own_usage_records() {
    let i = import("copilot/1.0");
    let t = i.totals();
    // An independent sum over the fixture's JSON: each message once (the file has a copy
    // of one line), and every shutdown segment's figures.
    let mut seen = std::collections::HashSet::new();
    let mut output = 0;
    let (mut input, mut cache_read, mut cache_write) = (0, 0, 0);
    for v in events("copilot/1.0") {
        if !seen.insert(v["id"].as_str().unwrap_or("").to_string()) {
            continue;
        }
        match v["type"].as_str() {
            Some("assistant.message") => output += v["data"]["outputTokens"].as_u64().unwrap_or(0),
            Some("session.shutdown") => {
                for m in v["data"]["modelMetrics"].as_object().unwrap().values() {
                    input += m["usage"]["inputTokens"].as_u64().unwrap();
                    cache_read += m["usage"]["cacheReadTokens"].as_u64().unwrap();
                    cache_write += m["usage"]["cacheWriteTokens"].as_u64().unwrap();
                }
            }
            _ => {}
        }
    }
    assert_eq!(t.output, output);
    assert_eq!(t.input, input);
    assert_eq!(t.cache_read, cache_read);
    assert_eq!(t.cache_write, Some(cache_write));
    assert_eq!(t.output_from, Figures::PerCall);
    assert_eq!(t.input_from, Figures::PerSession);
    assert_eq!(t.requests_output_only, t.requests);
    assert_eq!(t.requests_without_usage, t.requests);
}

#[test]
fn copilot_shutdown_segments_of_a_resumed_session_add_up_per_model() {
    let i = import("copilot/1.0");
    let s = session(&i, MAIN);
    let sonnet = s
        .session_usage
        .iter()
        .find(|u| u.model == "claude-sonnet-4.6")
        .unwrap();
    assert_eq!(sonnet.requests, Some(8));
    assert_eq!(sonnet.input, 182_340 + 6_100);
    assert_eq!(sonnet.cache_read, 150_112 + 5_000);
    assert_eq!(sonnet.cache_write, Some(20_480));
    assert_eq!(sonnet.output, 733 + 6);
    assert_eq!(s.session_usage.len(), 2);
}

#[test]
fn copilot_cache_tokens_counted_once() {
    // inputTokens already holds the cache reads and writes: they are not added to it.
    let t = import("copilot/1.0").totals();
    assert!(t.cache_read + t.cache_write.unwrap() <= t.input);
    assert_eq!(t.input, 182_340 + 30_068 + 6_100);
}

#[test]
fn copilot_without_figures_says_unknown_not_zero() {
    let i = import("copilot/0.0.407");
    let t = i.totals();
    assert_eq!(t.input_from, Figures::NotRecorded);
    assert_eq!(t.output_from, Figures::NotRecorded);
    assert_eq!(t.cache_write, None);
    assert_eq!(t.requests_output_only, 0);
    let s = session(&i, OLD);
    assert!(s.session_usage.is_empty());
    assert!(s.requests().all(|r| r.reported_output.is_none()));
    assert_eq!(s.models, ["gpt-5.2"]);
    assert_eq!(i.version.as_deref(), Some("0.0.407-1"));
}

#[test]
fn copilot_denied_permission_is_a_rejected_call() {
    let s = session(&import("copilot/1.0"), MAIN).clone();
    assert_eq!(result(&s, "toolu_04Gh").0, ToolOutcome::Rejected);
    assert_eq!(result(&s, "toolu_03Ef").0, ToolOutcome::Ok);
}

#[test]
fn copilot_failed_tool_and_its_duration() {
    let s = session(&import("copilot/1.0"), MAIN).clone();
    let (outcome, duration, output) = result(&s, "toolu_01Ab");
    assert_eq!(outcome, ToolOutcome::Failed);
    assert_eq!(duration, Some(12_300 - 8_950));
    assert!(output.contains("FAIL src/cart.test.ts"));
    let old = session(&import("copilot/0.0.407"), OLD).clone();
    assert_eq!(
        result(&old, "call_k2L9"),
        (
            ToolOutcome::Failed,
            Some(100),
            "Path does not exist: README.md"
        )
    );
}

#[test]
fn copilot_sub_agent_linked_to_its_call() {
    let i = import("copilot/1.0");
    let sub = session(&i, SUB);
    assert_eq!(sub.kind, SessionKind::SubAgent);
    assert_eq!(sub.agent.as_deref(), Some("explore"));
    let link = sub.parent.as_ref().unwrap();
    assert_eq!(link.session, session_index(&i, MAIN));
    assert_eq!(link.call_id.as_deref(), Some("toolu_05Ij"));
    assert_eq!(sub.models, ["claude-haiku-4.5"]);
    assert_eq!(requests(sub).len(), 2);
    // Its events are its own, not the main agent's.
    let main = session(&i, MAIN);
    assert!(main.requests().all(|r| r.id.as_deref() != Some("m-s001")));
    assert_eq!(i.sessions[0].id, MAIN, "the main session comes first");
}

#[test]
fn copilot_a_sub_agent_named_after_its_call_is_linked_without_a_start_event() {
    let lines = [
        r#"{"type":"session.start","id":"a","timestamp":"2026-08-01T09:00:00Z","data":{"sessionId":"s1","version":1,"producer":"copilot-agent","copilotVersion":"1.0.60"}}"#,
        r#"{"type":"assistant.turn_start","id":"b","timestamp":"2026-08-01T09:00:01Z","data":{"turnId":"0"}}"#,
        r#"{"type":"assistant.message","id":"c","timestamp":"2026-08-01T09:00:02Z","data":{"messageId":"m1","content":"","toolRequests":[{"toolCallId":"toolu_9","name":"task","arguments":{}}]}}"#,
        r#"{"type":"assistant.turn_start","id":"d","agentId":"toolu_9","timestamp":"2026-08-01T09:00:03Z","data":{"turnId":"0"}}"#,
        r#"{"type":"assistant.message","id":"e","agentId":"toolu_9","timestamp":"2026-08-01T09:00:04Z","data":{"messageId":"m2","content":"done"}}"#,
        r#"{"type":"assistant.message","id":"f","agentId":"lost-agent","timestamp":"2026-08-01T09:00:05Z","data":{"messageId":"m3","content":"?"}}"#,
    ];
    let i = read(&[("events.jsonl".to_string(), lines.join("\n").into_bytes())]);
    let sub = session(&i, "toolu_9");
    assert_eq!(
        sub.parent.as_ref().unwrap().call_id.as_deref(),
        Some("toolu_9")
    );
    let lost = session(&i, "lost-agent");
    assert_eq!(lost.parent, None);
    assert!(lost.parent_note.as_deref().unwrap().contains("lost-agent"));
}

#[test]
fn copilot_compaction_abort_and_api_error() {
    let s = session(&import("copilot/1.0"), MAIN).clone();
    let compaction = s
        .events
        .iter()
        .find_map(|e| match e {
            LogEvent::Compaction {
                trigger,
                tokens_before,
                tokens_after,
                summary,
                ..
            } => Some((
                trigger.clone(),
                *tokens_before,
                *tokens_after,
                summary.clone(),
            )),
            _ => None,
        })
        .unwrap();
    assert_eq!(compaction.0.as_deref(), Some("threshold"));
    assert_eq!((compaction.1, compaction.2), (Some(48_210), Some(5_120)));
    assert!(compaction.3.unwrap().contains("tax was applied twice"));
    assert!(s.events.iter().any(|e| matches!(e,
        LogEvent::Interrupted { reason, .. } if reason.as_deref() == Some("user_initiated"))));
    assert!(s.events.iter().any(|e| matches!(
        e,
        LogEvent::ApiError {
            status: Some(429),
            ..
        }
    )));
    // The call the abort stopped never got a result.
    assert_eq!(result(&s, "toolu_07Mn").0, ToolOutcome::NoResult);
}

#[test]
fn copilot_prompt_as_typed_and_as_sent() {
    let s = session(&import("copilot/1.0"), MAIN).clone();
    let shape = shape(&s);
    let at = shape.iter().position(|k| k == "prompt").unwrap();
    assert_eq!(
        shape[at + 1],
        "context:Meta",
        "the transformed prompt follows it"
    );
    assert!(s.events.iter().any(|e| matches!(e,
        LogEvent::Context { text, .. } if text.starts_with("<current_datetime>"))));
    assert_eq!(
        s.instructions.as_deref(),
        Some("You are the GitHub Copilot CLI, a terminal assistant built by GitHub.")
    );
    assert!(
        shape.contains(&"hook:UserPromptSubmit:pass".to_string()),
        "{shape:?}"
    );
    assert!(
        shape.iter().any(|k| k.starts_with("context:Attachment")),
        "the skill"
    );
}

#[test]
fn copilot_a_tool_the_person_ran_is_context_not_a_result() {
    let s = session(&import("copilot/0.0.407"), OLD).clone();
    assert!(s.events.iter().all(|e| !matches!(e,
        LogEvent::ToolResult { call_id, .. } if call_id == "user-run-1")));
    assert!(shape(&s).contains(&"context:Command".to_string()));
}

#[test]
fn copilot_odd_lines_are_counted_not_fatal() {
    let i = import("copilot/1.0");
    let r = report(&i, "events.jsonl");
    let skipped = |why| r.skipped.iter().find(|(w, _)| *w == why).map(|(_, n)| *n);
    assert_eq!(skipped(Skip::CutOff), Some(1));
    assert_eq!(skipped(Skip::Duplicate), Some(1));
    assert_eq!(skipped(Skip::UnknownKind), Some(1));
    assert!(skipped(Skip::Bookkeeping).unwrap() >= 4);
    assert!(r.format.as_deref().unwrap().contains("Copilot CLI"));
}

#[test]
fn copilot_a_newer_schema_s_unknown_events_are_newer_version() {
    let lines = [
        r#"{"type":"session.start","id":"a","timestamp":"2026-12-01T09:00:00Z","data":{"sessionId":"s2","version":2,"producer":"copilot-agent","copilotVersion":"2.0.1"}}"#,
        r#"{"type":"user.message","id":"b","timestamp":"2026-12-01T09:00:01Z","data":{"content":"hi"}}"#,
        r#"{"type":"assistant.plan_step","id":"c","timestamp":"2026-12-01T09:00:02Z","data":{}}"#,
    ];
    let i = read(&[("events.jsonl".to_string(), lines.join("\n").into_bytes())]);
    assert_eq!(i.files[0].skipped, [(Skip::NewerVersion, 1)]);
}

#[test]
fn copilot_detected_by_content_when_renamed() {
    let files: Vec<(String, Vec<u8>)> = load("copilot/1.0")
        .into_iter()
        .map(|(_, b)| ("renamed.txt".to_string(), b))
        .collect();
    let i = read(&files);
    assert_eq!(i.tool, logs::AgentTool::CopilotCli);
    assert_eq!(i.sessions, import("copilot/1.0").sessions);
}

#[test]
fn copilot_reading_in_chunks_cut_anywhere_gives_the_same_import() {
    for dir in ["copilot/1.0", "copilot/0.0.407"] {
        let files = load(dir);
        let whole = read(&files);
        let len = files[0].1.len();
        for cut in (0..=len).step_by(97).chain([1, len - 1]) {
            assert_eq!(read_cut(&files, &[cut]), whole, "{dir}: cut at {cut}");
        }
    }
}

#[test]
fn copilot_a_bad_line_mid_file_is_not_json_and_a_title_and_reasoning_are_read() {
    let lines = [
        r#"{"type":"session.start","id":"a","timestamp":"2026-12-01T09:00:00Z","data":{"sessionId":"s3","version":1,"producer":"copilot-agent","copilotVersion":"1.0.67"}}"#,
        r#"{"type":"user.message","id":"b","timestamp":"2026-12-01T09:00:01Z","data":{"content":"rename the module"}}"#,
        r#"{"type":"assistant.turn_start","id":"c","timestamp":"2026-12-01T09:00:02Z","data":{"turnId":"0"}}"#,
        r#"{"type":"assistant.reas"#,
        r#"{"type":"assistant.reasoning","id":"d","timestamp":"2026-12-01T09:00:03Z","data":{"content":"Check the imports first."}}"#,
        r#"{"type":"assistant.message","id":"e","timestamp":"2026-12-01T09:00:04Z","data":{"messageId":"m1","content":"Done.","outputTokens":12}}"#,
        r#"{"type":"assistant.turn_end","id":"f","timestamp":"2026-12-01T09:00:05Z","data":{"turnId":"0"}}"#,
        r#"{"type":"session.title_changed","id":"g","timestamp":"2026-12-01T09:00:06Z","data":{"title":"Rename the module"}}"#,
    ];
    let i = read(&[("events.jsonl".to_string(), lines.join("\n").into_bytes())]);
    // A line that does not parse, not the last one: not JSON, not cut off.
    assert_eq!(i.files[0].skipped, [(Skip::NotJson, 1)]);
    let s = &i.sessions[0];
    assert_eq!(s.title.as_deref(), Some("Rename the module"));
    let r = s.requests().next().expect("one request");
    assert!(
        r.blocks
            .iter()
            .any(|b| matches!(b, logs::ReplyBlock::Thinking(t) if t == "Check the imports first.")),
        "{:?}",
        r.blocks
    );
    assert_eq!(r.reported_output, Some(12));
}

/// A session of `body` lines after a `session.start` of `version`, as one file.
fn session_of(version: &str, body: &[&str]) -> Vec<u8> {
    let start = format!(
        r#"{{"type":"session.start","id":"s-{version}","timestamp":"2026-12-01T09:00:00Z","data":{{"sessionId":"s-{version}","version":1,"producer":"copilot-agent","copilotVersion":"{version}"}}}}"#
    );
    std::iter::once(start.as_str())
        .chain(body.iter().copied())
        .collect::<Vec<_>>()
        .join("\n")
        .into_bytes()
}

#[test]
fn copilot_the_newest_version_of_several_files_names_the_import() {
    let prompt = r#"{"type":"user.message","id":"p","timestamp":"2026-12-01T09:00:01Z","data":{"content":"hi"}}"#;
    for order in [["1.0.5", "1.0.67"], ["1.0.67", "1.0.5"]] {
        let files: Vec<(String, Vec<u8>)> = order
            .iter()
            .map(|v| (format!("{v}/events.jsonl"), session_of(v, &[prompt])))
            .collect();
        assert_eq!(read(&files).version.as_deref(), Some("1.0.67"), "{order:?}");
    }
    // Of two with the same numbers, the first given stands.
    let files: Vec<(String, Vec<u8>)> = ["1.0.67", "1.0.67-beta"]
        .iter()
        .map(|v| (format!("{v}/events.jsonl"), session_of(v, &[prompt])))
        .collect();
    assert_eq!(read(&files).version.as_deref(), Some("1.0.67"));
}

#[test]
fn copilot_a_message_the_cli_wrote_for_you_is_context_not_a_prompt() {
    let body = [
        r#"{"type":"user.message","id":"p1","timestamp":"2026-12-01T09:00:01Z","data":{"content":"fix it"}}"#,
        r#"{"type":"user.message","id":"p2","timestamp":"2026-12-01T09:00:02Z","data":{"content":"continue","isAutopilotContinuation":true}}"#,
        r#"{"type":"user.message","id":"p3","timestamp":"2026-12-01T09:00:03Z","data":{"content":"skill body","source":"skill-review"}}"#,
        r#"{"type":"user.message","id":"p4","timestamp":"2026-12-01T09:00:04Z","data":{"content":"typed","source":"user"}}"#,
    ];
    let i = read(&[("events.jsonl".to_string(), session_of("1.0.67", &body))]);
    let prompts: Vec<&str> = i.sessions[0]
        .events
        .iter()
        .filter_map(|e| match e {
            LogEvent::Prompt { text, .. } => Some(text.as_str()),
            _ => None,
        })
        .collect();
    assert_eq!(prompts, ["fix it", "typed"]);
}

#[test]
fn copilot_reasoning_kept_only_in_opaque_form_is_an_empty_thinking_block() {
    for field in ["encryptedContent", "reasoningOpaque"] {
        let message = format!(
            r#"{{"type":"assistant.message","id":"m","timestamp":"2026-12-01T09:00:03Z","data":{{"messageId":"m1","content":"ok","{field}":"x9"}}}}"#
        );
        let body = [
            r#"{"type":"user.message","id":"p","timestamp":"2026-12-01T09:00:01Z","data":{"content":"hi"}}"#,
            r#"{"type":"assistant.turn_start","id":"t","timestamp":"2026-12-01T09:00:02Z","data":{"turnId":"0"}}"#,
            message.as_str(),
            r#"{"type":"assistant.turn_end","id":"e","timestamp":"2026-12-01T09:00:04Z","data":{"turnId":"0"}}"#,
        ];
        let i = read(&[("events.jsonl".to_string(), session_of("1.0.67", &body))]);
        let r = i.sessions[0].requests().next().expect("a request");
        assert!(
            r.blocks
                .iter()
                .any(|b| matches!(b, logs::ReplyBlock::Thinking(t) if t.is_empty())),
            "{field}: {:?}",
            r.blocks
        );
    }
}

#[test]
fn copilot_each_hook_the_page_runs_is_read_with_its_decision() {
    use harness_demo::harness::protocol::hook::{HookEvent, HookOutcome};
    let hook = |id: &str, kind: &str, output: &str| {
        format!(
            r#"{{"type":"hook.end","id":"{id}","timestamp":"2026-12-01T09:00:01Z","data":{{"hookInvocationId":"{id}","hookType":"{kind}","success":true,"output":{output}}}}}"#
        )
    };
    let lines = [
        hook("h1", "sessionStart", "{}"),
        hook("h2", "userPromptSubmitted", r#"{"additionalContext":"today is Monday"}"#),
        hook("h3", "preToolUse", r#"{"permissionDecision":"deny","permissionDecisionReason":"no rm"}"#),
        hook("h4", "postToolUse", r#"{"permissionDecision":"allow","permissionDecisionReason":"ok"}"#),
        hook("h5", "agentStop", r#"{"permissionDecision":"ask","permissionDecisionReason":"sure?"}"#),
        hook("h6", "preCompact", "{}"),
        hook("h7", "errorOccurred", "{}"),
        r#"{"type":"user.message","id":"p","timestamp":"2026-12-01T09:00:02Z","data":{"content":"hi"}}"#.to_string(),
    ];
    let body: Vec<&str> = lines.iter().map(String::as_str).collect();
    let i = read(&[("events.jsonl".to_string(), session_of("1.0.67", &body))]);
    let hooks: Vec<(HookEvent, HookOutcome)> = i.sessions[0]
        .events
        .iter()
        .filter_map(|e| match e {
            LogEvent::Hook { run, .. } => Some((run.event, run.outcome.clone())),
            _ => None,
        })
        .collect();
    assert_eq!(
        hooks,
        [
            (HookEvent::SessionStart, HookOutcome::Pass),
            (
                HookEvent::UserPromptSubmit,
                HookOutcome::Context {
                    text: "today is Monday".into()
                }
            ),
            (
                HookEvent::PreToolUse,
                HookOutcome::Deny {
                    reason: "no rm".into()
                }
            ),
            (
                HookEvent::PostToolUse,
                HookOutcome::Allow {
                    reason: "ok".into()
                }
            ),
            (
                HookEvent::Stop,
                HookOutcome::Ask {
                    reason: "sure?".into()
                }
            ),
            (HookEvent::PreCompact, HookOutcome::Pass),
        ]
    );
}

#[test]
fn copilot_reasoning_said_twice_is_one_block_and_an_empty_message_adds_no_text() {
    let body = [
        r#"{"type":"user.message","id":"p","timestamp":"2026-12-01T09:00:01Z","data":{"content":"hi"}}"#,
        r#"{"type":"assistant.turn_start","id":"t","timestamp":"2026-12-01T09:00:02Z","data":{"turnId":"0"}}"#,
        r#"{"type":"assistant.reasoning","id":"r","timestamp":"2026-12-01T09:00:02Z","data":{"content":"Think."}}"#,
        r#"{"type":"assistant.message","id":"m","timestamp":"2026-12-01T09:00:03Z","data":{"messageId":"m1","content":"","reasoningText":"Think.","toolRequests":[{"toolCallId":"c1","name":"bash","arguments":{"command":"ls"}}]}}"#,
        r#"{"type":"assistant.turn_end","id":"e","timestamp":"2026-12-01T09:00:04Z","data":{"turnId":"0"}}"#,
    ];
    let i = read(&[("events.jsonl".to_string(), session_of("1.0.67", &body))]);
    let r = i.sessions[0].requests().next().expect("a request");
    let kinds: Vec<&str> = r
        .blocks
        .iter()
        .map(|b| match b {
            logs::ReplyBlock::Text(_) => "text",
            logs::ReplyBlock::Thinking(_) => "thinking",
            logs::ReplyBlock::ToolCall { .. } => "call",
        })
        .collect();
    assert_eq!(kinds, ["thinking", "call"]);
}
