//! Gemini CLI's chats: both shapes (the pretty-printed JSON document before 0.39, JSON Lines
//! after), each rule of the reader a named case. Fixtures: `tests/fixtures/logs/gemini/0.39-jsonl/`
//! (a main chat with re-appended messages, a history rewritten by compression, a rewind, a
//! sub-agent with CRLF line ends, a cut-off last line) and `gemini/0.3x-json/` (one document).

#[path = "logs/fixtures.rs"]
mod fixtures;

use std::collections::HashMap;

use fixtures::*;
use harness_demo::logs::{
    self, AgentTool, CompactionKind, LogEvent, ReplyBlock, ReportedUsage, SessionKind, Skip,
    ToolOutcome,
};
use serde_json::Value;

const JSONL: &str = "gemini/0.39-jsonl";
const JSON: &str = "gemini/0.3x-json";
const MAIN: &str = "5f0c2a91-7d3e-4b8a-9c61-2e4f8a0b7c13";
const SUB: &str = "b7e41d02-93aa-4c55-8f10-6d2c9e3a41f8";
const OLD: &str = "1a2b3c4d-0e5f-4a6b-8c7d-9e0f1a2b3c4d";

const META: &str = r#"{"sessionId":"s-1","projectHash":"ab12","startTime":"2026-07-01T10:00:00.000Z","lastUpdated":"2026-07-01T10:00:00.000Z","kind":"main"}"#;
const PROMPT: &str = r#"{"id":"u1","timestamp":"2026-07-01T10:00:01.000Z","type":"user","content":[{"text":"list files"}]}"#;

fn chat(lines: &[&str]) -> logs::Import {
    read(&[(
        "chats/session-2026-07-01T10-00-s-1.jsonl".to_string(),
        lines.join("\n").into_bytes(),
    )])
}

fn gemini(id: &str, extra: &str) -> String {
    format!(
        r#"{{"id":"{id}","timestamp":"2026-07-01T10:00:03.000Z","type":"gemini","content":"","model":"gemini-3-flash-preview"{extra}}}"#
    )
}

fn skipped(r: &logs::FileReport, why: Skip) -> u64 {
    r.skipped
        .iter()
        .find(|(w, _)| *w == why)
        .map_or(0, |(_, n)| *n)
}

fn main_file(i: &logs::Import) -> &logs::FileReport {
    report(i, "-5f0c2a91.jsonl")
}

#[test]
fn gemini_latest_record_of_a_message_wins() {
    let i = import(JSONL);
    let s = session(&i, MAIN);
    // g-01 was written before its tool calls were added; g-04 before its tokens came.
    assert_eq!(calls(request(s, "g-01")), ["read_file-1752484329000-a1"]);
    assert_eq!(request(s, "g-04").usage.map(|u| u.input), Some(9_480 + 25));
    let ids: Vec<_> = s.requests().filter_map(|r| r.id.as_deref()).collect();
    assert_eq!(
        ids,
        ["g-01", "g-02", "g-03", "g-04", "g-05", "g-08", "g-09", "g-10", "g-11"]
    );
    // The first-seen place is kept: the re-appended g-01 is still before g-02.
    // g-01 and g-04 written again; three tool-response messages.
    assert_eq!(skipped(main_file(&i), Skip::Duplicate), 2 + 3);
}

#[test]
fn gemini_a_later_copy_keeps_the_first_place_and_counts_as_a_duplicate() {
    let first = gemini("g1", "");
    let later = gemini(
        "g1",
        r#","tokens":{"input":10,"output":2,"cached":0,"total":12}"#,
    );
    let i = chat(&[META, PROMPT, &first, PROMPT, &later]);
    let s = &i.sessions[0];
    assert_eq!(shape(s), ["prompt", "request:0"]);
    assert_eq!(requests(s)[0].usage.map(|u| u.input), Some(10));
    assert_eq!(skipped(&i.files[0], Skip::Duplicate), 2);
}

#[test]
fn gemini_rewind_drops_the_message_and_every_later_one() {
    let i = import(JSONL);
    let s = session(&i, MAIN);
    assert!(!prompts(s).contains(&"go ahead adn edit"));
    assert!(s.requests().all(|r| r.id.as_deref() != Some("g-07")));
    assert!(prompts(s).contains(&"Go ahead and edit parse.rs."));
}

#[test]
fn gemini_a_rewind_to_an_unknown_message_clears_the_history() {
    let i = chat(&[
        META,
        PROMPT,
        &gemini("g1", ""),
        r#"{"$rewindTo":"nope"}"#,
        r#"{"id":"u2","timestamp":"2026-07-01T10:00:09.000Z","type":"user","content":"again"}"#,
    ]);
    assert_eq!(prompts(&i.sessions[0]), ["again"]);
}

#[test]
fn gemini_a_history_rewrite_that_drops_messages_is_a_compaction_with_its_summary() {
    let i = import(JSONL);
    let s = session(&i, MAIN);
    let compactions: Vec<_> = s
        .events
        .iter()
        .filter_map(|e| match e {
            LogEvent::Compaction {
                kind, summary, at, ..
            } => Some((*kind, summary.clone(), *at)),
            _ => None,
        })
        .collect();
    assert_eq!(compactions.len(), 1);
    let (kind, summary, at) = &compactions[0];
    assert_eq!(*kind, CompactionKind::Summary);
    assert!(summary.as_deref().unwrap().starts_with("<state_snapshot>"));
    assert_eq!(*at, logs::epoch_ms("2026-07-14T09:15:30.020Z"));
    // The snapshot and its answer are the summary, not a prompt and a request.
    assert!(prompts(s).iter().all(|p| !p.contains("state_snapshot")));
    assert!(s.requests().all(|r| r.id.as_deref() != Some("g-06")));
    // The messages it kept happened once, before it.
    assert_eq!(
        s.requests()
            .filter(|r| r.id.as_deref() == Some("g-05"))
            .count(),
        1
    );
}

#[test]
fn gemini_a_rewrite_that_only_masks_tool_results_clears_them_in_place() {
    let call = |out: &str| {
        format!(
            r#","toolCalls":[{{"id":"c1","name":"read_file","args":{{}},"status":"success","timestamp":"2026-07-01T10:00:04.000Z","result":[{{"functionResponse":{{"id":"c1","name":"read_file","response":{{"output":"{out}"}}}}}}]}}]"#
        )
    };
    let before = gemini("g1", &call("a long file"));
    let masked = gemini("g1", &call("[masked]"));
    let set = format!(
        r#"{{"$set":{{"messages":[{PROMPT},{masked}],"lastUpdated":"2026-07-01T10:01:00.000Z"}}}}"#
    );
    let i = chat(&[META, PROMPT, &before, &set]);
    let s = &i.sessions[0];
    assert_eq!(
        shape(s),
        [
            "prompt",
            "request:1",
            "result:Ok",
            "compaction:ClearedToolResults"
        ]
    );
    assert!(
        matches!(s.events.last(), Some(LogEvent::Compaction { cleared_calls, .. }) if cleared_calls == &["c1"])
    );
    assert_eq!(
        result(s, "c1").2,
        "a long file",
        "the result as it was when it happened"
    );
}

#[test]
fn gemini_a_rewrite_that_changes_nothing_is_bookkeeping() {
    let set = format!(r#"{{"$set":{{"messages":[{PROMPT}]}}}}"#);
    let i = chat(&[META, PROMPT, &set]);
    assert_eq!(shape(&i.sessions[0]), ["prompt"]);
    assert_eq!(skipped(&i.files[0], Skip::Bookkeeping), 1);
}

#[test]
fn gemini_tool_outcomes_follow_the_status_and_a_declined_call_is_rejected() {
    let i = import(JSONL);
    let s = session(&i, MAIN);
    assert_eq!(result(s, "read_file-1752484329000-a1").0, ToolOutcome::Ok);
    assert_eq!(
        result(s, "run_shell_command-1752484335000-b2").0,
        ToolOutcome::Failed
    );
    assert_eq!(
        result(s, "replace-1752484342000-c3").0,
        ToolOutcome::Rejected
    );
    assert_eq!(
        result(s, "run_shell_command-1752484620000-f9").0,
        ToolOutcome::Interrupted
    );
    let old = import(JSON);
    let s = session(&old, OLD);
    assert_eq!(
        result(s, "run_shell_command-1772460320000-b").0,
        ToolOutcome::Failed
    );
}

#[test]
fn gemini_a_call_still_running_when_the_log_ends_has_no_result() {
    let running = gemini(
        "g1",
        r#","toolCalls":[{"id":"c1","name":"run_shell_command","args":{},"status":"executing","timestamp":"2026-07-01T10:00:04.000Z"}]"#,
    );
    let i = chat(&[META, PROMPT, &running]);
    assert_eq!(result(&i.sessions[0], "c1").0, ToolOutcome::NoResult);
}

#[test]
fn gemini_before_0_39_a_refusal_said_user_did_not_allow() {
    let declined = gemini(
        "g1",
        r#","toolCalls":[{"id":"c1","name":"replace","args":{},"status":"cancelled","timestamp":"2026-07-01T10:00:04.000Z","result":[{"functionResponse":{"id":"c1","name":"replace","response":{"error":"User did not allow tool call"}}}]}]"#,
    );
    let i = chat(&[META, PROMPT, &declined]);
    assert_eq!(result(&i.sessions[0], "c1").0, ToolOutcome::Rejected);
}

#[test]
fn gemini_tool_responses_written_as_user_messages_are_not_prompts() {
    let i = import(JSONL);
    let s = session(&i, MAIN);
    assert!(prompts(s).iter().all(|p| !p.is_empty()));
    assert_eq!(prompts(s).len(), 5);
    assert_eq!(prompts(session(&i, SUB)).len(), 1);
}

#[test]
fn gemini_request_cancelled_is_an_interrupt_and_an_api_error_is_one() {
    let i = import(JSONL);
    let s = session(&i, MAIN);
    let interrupts = s
        .events
        .iter()
        .filter(|e| matches!(e, LogEvent::Interrupted { .. }))
        .count();
    assert_eq!(interrupts, 2);
    assert!(s.events.iter().any(|e| matches!(
        e,
        LogEvent::ApiError {
            status: Some(429),
            ..
        }
    )));
    // Other info, warnings: shown to the person only (the compression notice, a warning).
    assert_eq!(skipped(main_file(&i), Skip::ShownToYouOnly), 2);
}

#[test]
fn cache_tokens_counted_once() {
    // `input` is promptTokenCount, `cached` inside it; `tool` outside it; thoughts outside output.
    let t =
        r#","tokens":{"input":5000,"output":20,"cached":4000,"thoughts":12,"tool":7,"total":5039}"#;
    let i = chat(&[META, PROMPT, &gemini("g1", t)]);
    let u = requests(&i.sessions[0])[0].usage.unwrap();
    assert_eq!(
        u,
        ReportedUsage {
            input: 5_007,
            cache_read: 4_000,
            cache_write: None,
            cache_write_1h: None,
            output: 32,
            output_is_lower_bound: false,
            reasoning: Some(12),
        }
    );
    assert_eq!(u.input + u.output, 5_039, "adds up to the record's total");
}

#[test]
fn gemini_tokens_without_thoughts_say_no_reasoning_and_null_tokens_no_usage() {
    let old = import(JSON);
    let s = session(&old, OLD);
    assert_eq!(request(s, "o-g2").usage.unwrap().reasoning, None);
    let i = chat(&[META, PROMPT, &gemini("g1", r#","tokens":null"#)]);
    assert_eq!(requests(&i.sessions[0])[0].usage, None);
}

/// Every message's last `tokens`, by id, minus the rewound ones and the rewrite's own: read
/// straight from the JSON, as Gemini CLI's loader would.
fn own_usage_records(files: &[(String, Vec<u8>)]) -> (u64, u64, u64) {
    let mut sum = (0, 0, 0);
    for (_, bytes) in files {
        let text = String::from_utf8_lossy(bytes);
        let mut order: Vec<String> = Vec::new();
        let mut tokens: HashMap<String, Value> = HashMap::new();
        let records: Vec<Value> = match serde_json::from_str::<Value>(&text) {
            Ok(doc) => doc["messages"].as_array().cloned().unwrap_or_default(),
            Err(_) => text
                .lines()
                .filter_map(|l| serde_json::from_str(l).ok())
                .collect(),
        };
        for r in records {
            if let Some(to) = r["$rewindTo"].as_str() {
                let at = order.iter().position(|id| id == to).unwrap();
                for id in order.drain(at..) {
                    tokens.remove(&id);
                }
            } else if let Some(id) = r["id"].as_str() {
                if !order.iter().any(|o| o == id) {
                    order.push(id.to_string());
                }
                tokens.insert(id.to_string(), r["tokens"].clone());
            }
        }
        for t in tokens.values().filter(|t| t.is_object()) {
            let n = |k: &str| t[k].as_u64().unwrap_or(0);
            sum.0 += n("input") + n("tool");
            sum.1 += n("cached");
            sum.2 += n("output") + n("thoughts");
        }
    }
    sum
}

#[test]
fn gemini_summary_figures_equal_the_sum_of_the_files_own_usage_records() {
    for dir in [JSONL, JSON] {
        let files = load(dir);
        let totals = read(&files).totals();
        assert_eq!(
            (totals.input, totals.cache_read, totals.output),
            own_usage_records(&files),
            "{dir}"
        );
        assert_eq!(
            totals.cache_write, None,
            "{dir}: Gemini reports no cache writes"
        );
    }
}

#[test]
fn sub_agent_linked_to_its_call() {
    let i = import(JSONL);
    assert_eq!(i.sessions[0].id, MAIN);
    let sub = session(&i, SUB);
    assert_eq!(sub.kind, SessionKind::SubAgent);
    assert_eq!(sub.agent.as_deref(), Some("codebase_investigator"));
    let link = sub.parent.as_ref().unwrap();
    assert_eq!(link.session, session_index(&i, MAIN));
    assert_eq!(
        link.call_id.as_deref(),
        Some("codebase_investigator-1752484390000-d4")
    );
    assert_eq!(sub.cwd.as_deref(), Some("/home/dev/parser"));
    assert_eq!(i.totals().sub_agents, 1);
}

#[test]
fn gemini_a_sub_agent_no_call_names_is_linked_to_its_folders_session() {
    let sub_meta = r#"{"sessionId":"a-9","projectHash":"ab12","startTime":"2026-07-01T10:00:05.000Z","kind":"subagent"}"#;
    let files = vec![
        (
            "chats/session-2026-07-01T10-00-s-1.jsonl".to_string(),
            [META, PROMPT].join("\n").into_bytes(),
        ),
        (
            "chats/s-1/a-9.jsonl".to_string(),
            [sub_meta, PROMPT].join("\n").into_bytes(),
        ),
        (
            "chats/s-0/a-8.jsonl".to_string(),
            [&sub_meta.replace("a-9", "a-8"), PROMPT]
                .join("\n")
                .into_bytes(),
        ),
    ];
    let i = read(&files);
    let linked = session(&i, "a-9");
    assert_eq!(
        linked
            .parent
            .as_ref()
            .map(|l| (l.session, l.call_id.clone())),
        Some((0, None))
    );
    assert!(linked.parent_note.is_some());
    let orphan = session(&i, "a-8");
    assert_eq!(orphan.kind, SessionKind::SubAgent);
    assert!(orphan.parent.is_none());
    assert!(orphan.parent_note.as_deref().unwrap().contains("s-0"));
}

#[test]
fn gemini_file_report_counts_every_line_not_used() {
    let i = import(JSONL);
    let r = main_file(&i);
    assert_eq!(r.lines_read, 39, "the blank line is not one");
    assert_eq!(skipped(r, Skip::CutOff), 1);
    assert_eq!(skipped(r, Skip::UnknownKind), 1, "the tool_group record");
    // `lastUpdated` and `memoryScratchpad` updates.
    assert_eq!(skipped(r, Skip::Bookkeeping), 4 + 1);
    let sub = report(&i, &format!("{SUB}.jsonl"));
    assert_eq!(
        (sub.lines_read, sub.skipped.clone()),
        (5, vec![(Skip::Duplicate, 1)])
    );
}

#[test]
fn gemini_legacy_document_reads_whole() {
    let i = import(JSON);
    assert_eq!(i.tool, AgentTool::GeminiCli);
    assert_eq!(i.format, "Gemini CLI chat, one JSON document (before 0.39)");
    assert_eq!(
        i.version, None,
        "the chat files do not record the CLI's version"
    );
    let s = session(&i, OLD);
    assert_eq!(s.title.as_deref(), Some("Build fails: vite missing"));
    assert_eq!(s.models, ["gemini-2.5-pro", "gemini-2.5-flash"]);
    assert_eq!(prompts(s), ["Why does the build fail?", "ok thanks"]);
    assert!(matches!(requests(s)[0].blocks[0], ReplyBlock::Thinking(_)));
    assert_eq!(i.files[0].lines_read, 1);
}

#[test]
fn gemini_titles_models_and_times_come_from_the_records() {
    let i = import(JSONL);
    let s = session(&i, MAIN);
    assert_eq!(s.title.as_deref(), Some("Fix parser panic on empty input"));
    assert_eq!(
        s.models,
        ["gemini-3.1-pro-preview", "gemini-3-flash-preview"]
    );
    let g1 = request(s, "g-01");
    // From its first thought to the message's own time.
    assert_eq!(g1.at, logs::epoch_ms("2026-07-14T09:12:06.000Z"));
    assert_eq!(g1.end_at, logs::epoch_ms("2026-07-14T09:12:09.000Z"));
    assert_eq!(
        i.format,
        "Gemini CLI chat, JSON Lines (latest record of each message wins)"
    );
}

#[test]
fn gemini_a_document_and_the_lines_it_was_moved_to_are_one_session() {
    let doc = load(JSON).remove(0);
    let text = String::from_utf8(doc.1.clone()).unwrap();
    let v: Value = serde_json::from_str(&text).unwrap();
    let mut lines = vec![serde_json::json!({"sessionId": OLD, "projectHash": v["projectHash"], "startTime": v["startTime"], "kind": "main"}).to_string()];
    lines.extend(
        v["messages"]
            .as_array()
            .unwrap()
            .iter()
            .map(|m| m.to_string()),
    );
    let moved = (
        doc.0.replace(".json", ".jsonl"),
        lines.join("\n").into_bytes(),
    );
    let i = read(&[doc.clone(), moved]);
    assert_eq!(i.sessions.len(), 1);
    assert_eq!(i.sessions[0].events, read(&[doc]).sessions[0].events);
    assert_eq!(i.format, "Gemini CLI chats, JSON documents and JSON Lines");
}

#[test]
fn gemini_reading_in_chunks_cut_anywhere_gives_the_same_import() {
    for dir in [JSONL, JSON] {
        let files = load(dir);
        let whole = read(&files);
        let longest = files.iter().map(|(_, d)| d.len()).max().unwrap();
        for cut in (0..=longest).step_by(7) {
            assert_eq!(read_cut(&files, &[cut]), whole, "{dir}: cut at {cut}");
        }
    }
}

#[test]
fn gemini_is_detected_by_content_not_by_name() {
    for dir in [JSONL, JSON] {
        let files: Vec<_> = load(dir)
            .into_iter()
            .enumerate()
            .map(|(n, (_, bytes))| (format!("renamed-{n}.txt"), bytes))
            .collect();
        let i = read(&files);
        assert_eq!(i.tool, AgentTool::GeminiCli, "{dir}");
        assert_eq!(i.sessions.len(), load(dir).len(), "{dir}");
    }
}

#[test]
fn gemini_unknown_lines_are_counted_never_fatal() {
    let i = chat(&[
        META,
        PROMPT,
        r#"{"$checkpoint":{"at":3}}"#,
        "not json",
        "[1,2]",
        r#"{"id":"x","type":"tool_group"}"#,
    ]);
    let r = &i.files[0];
    assert_eq!(skipped(r, Skip::UnknownKind), 2);
    assert_eq!(skipped(r, Skip::NotJson), 2);
    assert_eq!(prompts(&i.sessions[0]), ["list files"]);
}

#[test]
fn gemini_injected_context_is_not_a_prompt() {
    let ctx = r#"{"id":"u0","timestamp":"2026-07-01T10:00:00.500Z","type":"user","content":[{"text":"<session_context>cwd: /w</session_context>"}]}"#;
    let i = chat(&[META, ctx, PROMPT]);
    assert_eq!(shape(&i.sessions[0]), ["context:Meta", "prompt"]);
}
