//! OpenTelemetry traces (OTLP JSON): spans of the GenAI conventions and Claude Code's beta
//! spans and events into sessions. Fixtures (written by `otlp/generate.py`):
//! `tests/fixtures/logs/otlp/genai/` (an agent app through a Collector, its spans split over
//! two files out of order, with a sub-agent, a lost parent, an agent span repeating the
//! totals, a duplicate, an unknown span kind and a cut-off last line), `otlp/claude-2.1/`
//! (Claude Code's traces and events) and `otlp/claude-events/` (its events alone, one
//! pretty-printed document).

#[path = "logs/fixtures.rs"]
mod fixtures;

use fixtures::*;
use harness_demo::logs::{
    self, LogEvent, ReplyBlock, ReportedUsage, SessionKind, Skip, ToolOutcome, Unit,
};
use serde_json::Value;

const CONV: &str = "conv_01JNV7Q8Z3K2M5";
const CLAUDE: &str = "7d1c2a9e-4b3f-4e21-9c55-2f6a0b1e8d34";

fn one(name: &str, lines: &[String]) -> Vec<(String, Vec<u8>)> {
    vec![(name.to_string(), lines.join("\n").into_bytes())]
}

fn attr(key: &str, v: Value) -> Value {
    let value = match v {
        Value::String(s) => serde_json::json!({ "stringValue": s }),
        Value::Number(n) => serde_json::json!({ "intValue": n.to_string() }),
        other => other,
    };
    serde_json::json!({ "key": key, "value": value })
}

/// A span: trace, id, parent, name, start (ms), attributes.
type SpanSpec<'a> = (&'a str, &'a str, &'a str, &'a str, i64, Vec<Value>);

/// One TracesData line of `spans`.
fn traces(spans: &[SpanSpec]) -> String {
    let spans: Vec<Value> = spans
        .iter()
        .map(|(trace, id, parent, name, start, attrs)| {
            serde_json::json!({
                "traceId": trace, "spanId": id, "parentSpanId": parent, "name": name,
                "startTimeUnixNano": (start * 1_000_000).to_string(),
                "endTimeUnixNano": ((start + 500) * 1_000_000).to_string(),
                "attributes": attrs,
            })
        })
        .collect();
    serde_json::json!({ "resourceSpans": [{ "resource": {}, "scopeSpans": [{ "scope": {}, "spans": spans }] }] })
        .to_string()
}

fn chat(input: u64, output: u64) -> Vec<Value> {
    vec![
        attr("gen_ai.operation.name", "chat".into()),
        attr("gen_ai.request.model", "gpt-5.2".into()),
        attr("gen_ai.usage.input_tokens", input.into()),
        attr("gen_ai.usage.output_tokens", output.into()),
    ]
}

fn texts(r: &logs::LlmRequest) -> Vec<&str> {
    r.blocks
        .iter()
        .filter_map(|b| match b {
            ReplyBlock::Text(t) => Some(t.as_str()),
            _ => None,
        })
        .collect()
}

fn usages(s: &logs::LogSession) -> Vec<(u64, u64, Option<u64>, u64)> {
    s.requests()
        .filter_map(|r| r.usage)
        .map(|u| (u.input, u.cache_read, u.cache_write, u.output))
        .collect()
}

// ---------------------------------------------------------------------------------------
// The tree

#[test]
fn otlp_spans_out_of_order_build_the_same_tree() {
    let files = load("otlp/genai");
    let whole = read(&files);
    // Every line of both files in reverse order, as one file and as the two files swapped.
    let mut lines: Vec<String> = files
        .iter()
        .flat_map(|(_, b)| {
            String::from_utf8_lossy(b)
                .lines()
                .map(str::to_string)
                .collect::<Vec<_>>()
        })
        .filter(|l| l.trim_end().ends_with('}'))
        .collect();
    lines.reverse();
    let shuffled = read(&one("all.jsonl", &lines));
    assert_eq!(shuffled.sessions, whole.sessions);
    let swapped: Vec<_> = files.iter().rev().cloned().collect();
    assert_eq!(read(&swapped).sessions, whole.sessions);
}

#[test]
fn otlp_a_trace_split_over_two_files_builds_one_tree() {
    let i = import("otlp/genai");
    let main = session(&i, CONV);
    // The first file holds the sub-agent's spans and the last call; the second the agent
    // span and the first calls: one session, its sub-agent linked to the call in the other.
    assert_eq!(requests(main).len(), 5);
    let sub = session(&i, "agent_researcher");
    assert_eq!(sub.kind, SessionKind::SubAgent);
    let link = sub.parent.as_ref().unwrap();
    assert_eq!(link.session, session_index(&i, CONV));
    assert_eq!(link.call_id.as_deref(), Some("call_a3"));
    // One file alone reads what it holds: no sub-agent, three of the five calls.
    let alone = read(&only("otlp/genai", &["09-00-00"]));
    assert_eq!(alone.sessions.len(), 1);
    assert_eq!(requests(&alone.sessions[0]).len(), 3);
}

#[test]
fn otlp_a_missing_parent_span_is_a_root_not_an_error() {
    // Trace B's invoke_agent span was never exported: its calls still make a turn.
    let i = import("otlp/genai");
    let main = session(&i, CONV);
    assert_eq!(prompts(main).len(), 2);
    assert!(main
        .requests()
        .any(|r| r.usage.is_some_and(|u| u.input == 10_400)));
    // A lone span whose parent is nowhere.
    let lone = traces(&[(
        "t1",
        "s2",
        "s-missing",
        "chat gpt-5.2",
        1_772_442_000_000,
        chat(900, 12),
    )]);
    let i = read(&one("x.jsonl", &[lone]));
    assert_eq!(i.sessions.len(), 1);
    assert_eq!(usages(&i.sessions[0]), [(900, 0, None, 12)]);
}

#[test]
fn otlp_a_span_of_an_unknown_kind_is_skipped_and_counted() {
    let i = import("otlp/genai");
    // An `embeddings` span in one file, an HTTP client span in the other.
    for f in &i.files {
        assert!(
            f.skipped.contains(&(Skip::UnknownKind, 1)),
            "{}: {:?}",
            f.name,
            f.skipped
        );
    }
    let only_http = traces(&[(
        "t",
        "a",
        "",
        "GET",
        1_772_442_000_000,
        vec![attr("http.request.method", "GET".into())],
    )]);
    let err = try_read(&one("x.jsonl", &[only_http])).unwrap_err();
    assert!(
        matches!(err, logs::ImportError::NoConversation { .. }),
        "{err:?}"
    );
}

#[test]
fn otlp_a_span_read_twice_is_a_duplicate_and_a_cut_off_last_line_is_counted() {
    let i = import("otlp/genai");
    let r = report(&i, "09-00-00.jsonl");
    assert!(r.skipped.contains(&(Skip::Duplicate, 1)), "{:?}", r.skipped);
    assert!(r.skipped.contains(&(Skip::CutOff, 1)), "{:?}", r.skipped);
    let ids: Vec<_> = session(&i, CONV)
        .requests()
        .filter_map(|r| r.id.clone())
        .collect();
    let mut unique = ids.clone();
    unique.dedup();
    assert_eq!(ids, unique);
}

#[test]
fn otlp_a_file_report_counts_spans_and_log_records_not_lines() {
    let i = import("otlp/genai");
    let r = report(&i, "09-02-14.jsonl");
    assert_eq!(r.unit, Unit::Spans);
    // 3 lines of spans (and a blank one) hold 9 spans.
    assert_eq!(r.lines_read, 9);
    let c = import("otlp/claude-2.1");
    let logs = report(&c, "claude-logs.jsonl");
    assert_eq!((logs.unit, logs.lines_read), (Unit::LogRecords, 8));
    assert_eq!(report(&c, "claude-traces.jsonl").unit, Unit::Spans);
}

// ---------------------------------------------------------------------------------------
// Sessions, turns, tools

#[test]
fn otlp_one_conversation_is_one_session_else_one_trace() {
    let i = import("otlp/genai");
    let tops: Vec<_> = i
        .sessions
        .iter()
        .filter(|s| s.kind == SessionKind::Main)
        .collect();
    assert_eq!(
        tops.len(),
        1,
        "two traces of one conversation are one session"
    );
    let a = traces(&[(
        "trace-a",
        "s1",
        "",
        "chat gpt-5.2",
        1_772_442_000_000,
        chat(100, 1),
    )]);
    let b = traces(&[(
        "trace-b",
        "s1",
        "",
        "chat gpt-5.2",
        1_772_442_100_000,
        chat(200, 2),
    )]);
    let i = read(&one("x.jsonl", &[a, b]));
    let ids: Vec<_> = i.sessions.iter().map(|s| s.id.as_str()).collect();
    assert_eq!(ids, ["trace-a", "trace-b"]);
}

#[test]
fn otlp_a_tool_span_joins_its_call_by_id() {
    let i = import("otlp/genai");
    let main = session(&i, CONV);
    let first = requests(main)[0];
    assert_eq!(calls(first), ["call_a1", "call_a2"]);
    // The result the next call's input recorded, and the span's own error status.
    let (outcome, duration, output) = result(main, "call_a2");
    assert_eq!(outcome, ToolOutcome::Failed);
    assert_eq!(duration, Some(6_590));
    assert!(output.contains("--locked"), "{output}");
    // With no content recorded, the call joins the model call before it.
    let second_run = requests(main)[3];
    assert_eq!(calls(second_run), ["call_b1"]);
}

#[test]
fn otlp_a_trace_with_no_content_steps_by_its_spans_and_says_the_text_was_not_recorded() {
    let i = import("otlp/genai");
    let main = session(&i, CONV);
    let not_recorded = "(text not recorded)";
    assert_eq!(prompts(main)[1], not_recorded);
    assert_eq!(texts(requests(main)[4]), [not_recorded]);
    assert_eq!(
        result(main, "call_b1"),
        (ToolOutcome::Ok, Some(8_400), not_recorded)
    );
    assert_eq!(
        shape(main)
            .iter()
            .filter(|s| s.starts_with("request"))
            .count(),
        5
    );
}

#[test]
fn otlp_content_recorded_gives_the_prompt_the_reply_and_the_thinking() {
    let i = import("otlp/genai");
    let main = session(&i, CONV);
    assert_eq!(
        prompts(main)[0],
        "Why does the build fail on CI but not locally?"
    );
    let first = requests(main)[0];
    assert_eq!(
        first.blocks[0],
        ReplyBlock::Thinking("Check the CI log first.".into())
    );
    assert_eq!(first.stop.as_deref(), Some("tool_call"));
    assert_eq!(first.model.as_deref(), Some("gpt-5.2-2026-01-15"));
    let sub = session(&i, "agent_researcher");
    assert_eq!(
        prompts(sub),
        ["Which dependency in Cargo.toml changed without a lock update?"]
    );
}

#[test]
fn sub_agent_linked_to_its_call() {
    let c = import("otlp/claude-2.1");
    let sub = session(&c, "a3f9c1e2b7d4");
    assert_eq!(sub.kind, SessionKind::SubAgent);
    assert_eq!(sub.agent.as_deref(), Some("Explore"));
    let link = sub.parent.as_ref().unwrap();
    assert_eq!(
        (link.session, link.call_id.as_deref()),
        (0, Some("toolu_01Agent1"))
    );
    assert_eq!(calls(requests(sub)[0]), ["toolu_01Grep1"]);
    // Its calls are its own, not the main session's.
    assert!(!session(&c, CLAUDE)
        .requests()
        .any(|r| calls(r).contains(&"toolu_01Grep1")));
}

// ---------------------------------------------------------------------------------------
// Tokens

#[test]
fn cache_tokens_counted_once() {
    // The agent span repeats totals (99,999 in); only model-call spans count.
    let i = import("otlp/genai");
    let t = i.totals();
    assert_eq!(
        t.input,
        8_200 + 9_400 + 9_900 + 10_400 + 10_900 + 3_100 + 3_600
    );
    assert_eq!(t.cache_read, 8_064 + 9_344 + 9_728 + 10_240 + 3_072);
    assert_eq!(
        t.cache_write, None,
        "the app reports no cache writes: unknown, not 0"
    );
    assert_eq!(t.reasoning, Some(120));
}

#[test]
fn otlp_genai_input_holds_the_cache_and_claude_codes_does_not() {
    let i = import("otlp/genai");
    assert_eq!(usages(session(&i, CONV))[1], (9_400, 8_064, None, 260));
    let c = import("otlp/claude-2.1");
    // input_tokens 4 + cache_read 14,210 + cache_creation 820.
    assert_eq!(
        requests(session(&c, CLAUDE))[1].usage,
        Some(ReportedUsage {
            input: 15_034,
            cache_read: 14_210,
            cache_write: Some(820),
            ..ReportedUsage::default()
        })
        .map(|u| ReportedUsage { output: 95, ..u })
    );
}

#[test]
fn otlp_an_input_figure_smaller_than_its_cache_parts_is_read_as_leaving_the_cache_out() {
    let mut a = chat(12, 40);
    a.push(attr("gen_ai.usage.cache_read.input_tokens", 9_000.into()));
    a.push(attr("gen_ai.usage.cache_creation.input_tokens", 300.into()));
    let line = traces(&[("t", "s", "", "chat claude-sonnet-4-6", 1_772_442_000_000, a)]);
    let i = read(&one("x.jsonl", &[line]));
    assert_eq!(usages(&i.sessions[0]), [(9_312, 9_000, Some(300), 40)]);
}

/// The fixture's own figures, summed with no help from the reader: every model-call span
/// once (by trace and span id), Claude Code's input with its cache parts added.
fn independent_sum(dir: &str) -> (u64, u64, u64) {
    let mut seen = std::collections::HashSet::new();
    let (mut input, mut cached, mut output) = (0, 0, 0);
    for (_, bytes) in load(dir) {
        for line in String::from_utf8_lossy(&bytes).lines() {
            let Ok(v) = serde_json::from_str::<Value>(line) else {
                continue;
            };
            for rs in v["resourceSpans"].as_array().into_iter().flatten() {
                for ss in rs["scopeSpans"].as_array().into_iter().flatten() {
                    for span in ss["spans"].as_array().into_iter().flatten() {
                        let get = |k: &str| {
                            span["attributes"]
                                .as_array()
                                .unwrap()
                                .iter()
                                .find(|a| a["key"] == k)
                                .map(|a| &a["value"])
                        };
                        let n = |k: &str| {
                            get(k)
                                .and_then(|v| v["intValue"].as_str())
                                .map_or(0, |s| s.parse::<u64>().unwrap())
                        };
                        let chat = get("gen_ai.operation.name")
                            .and_then(|v| v["stringValue"].as_str())
                            == Some("chat");
                        let claude = span["name"] == "claude_code.llm_request";
                        let failed =
                            get("success").and_then(|v| v["boolValue"].as_bool()) == Some(false);
                        if !(chat || claude)
                            || failed
                            || !seen.insert((span["traceId"].clone(), span["spanId"].clone()))
                        {
                            continue;
                        }
                        if claude {
                            input += n("input_tokens")
                                + n("cache_read_tokens")
                                + n("cache_creation_tokens");
                            cached += n("cache_read_tokens");
                            output += n("output_tokens");
                        } else {
                            input += n("gen_ai.usage.input_tokens");
                            cached += n("gen_ai.usage.cache_read.input_tokens");
                            output += n("gen_ai.usage.output_tokens");
                        }
                    }
                }
            }
        }
    }
    (input, cached, output)
}

#[test]
fn otlp_the_summary_figures_equal_the_sum_of_the_files_own_usage() {
    for dir in ["otlp/genai", "otlp/claude-2.1"] {
        let t = import(dir).totals();
        assert_eq!(
            (t.input, t.cache_read, t.output),
            independent_sum(dir),
            "{dir}"
        );
    }
}

// ---------------------------------------------------------------------------------------
// Claude Code

#[test]
fn otlp_claude_code_outcomes_come_from_the_permission_and_execution_spans() {
    let c = import("otlp/claude-2.1");
    let main = session(&c, CLAUDE);
    assert_eq!(
        result(main, "toolu_01Bash1"),
        (ToolOutcome::Failed, Some(1_580), "Exit code 1")
    );
    assert_eq!(result(main, "toolu_01Edit1").0, ToolOutcome::Rejected);
    assert_eq!(result(main, "toolu_01Read1").0, ToolOutcome::Ok);
    let hooks = main
        .events
        .iter()
        .filter(|e| matches!(e, LogEvent::Hook { .. }))
        .count();
    assert_eq!(hooks, 2);
    // The overloaded first try of the second turn is an API error, not a request.
    assert!(main.events.iter().any(|e| matches!(
        e,
        LogEvent::ApiError {
            status: Some(529),
            attempt: Some(1),
            ..
        }
    )));
    assert_eq!(c.version.as_deref(), Some("2.1.143"));
}

#[test]
fn otlp_claude_code_events_add_the_prompt_text_and_repeat_no_figures() {
    let c = import("otlp/claude-2.1");
    let main = session(&c, CLAUDE);
    assert_eq!(
        prompts(main),
        [
            "The tests fail after the refactor: find out why and fix it.",
            "(text not recorded)"
        ]
    );
    let r = report(&c, "claude-logs.jsonl");
    assert!(
        r.skipped.contains(&(Skip::Duplicate, 2)),
        "api_request, api_error: {:?}",
        r.skipped
    );
    assert!(
        r.skipped.contains(&(Skip::UnknownKind, 1)),
        "{:?}",
        r.skipped
    );
}

#[test]
fn otlp_claude_code_events_alone_make_a_session() {
    let e = import("otlp/claude-events");
    let s = &e.sessions[0];
    assert_eq!(prompts(s).len(), 1);
    assert_eq!(calls(requests(s)[0]), ["toolu_01Bash1", "toolu_01Edit1"]);
    assert_eq!(result(s, "toolu_01Bash1").0, ToolOutcome::Failed);
    assert_eq!(result(s, "toolu_01Edit1").0, ToolOutcome::Rejected);
    assert_eq!(usages(s), [(14_216, 0, Some(14_210), 180)]);
}

// ---------------------------------------------------------------------------------------
// Reading

#[test]
fn otlp_reading_in_chunks_cut_anywhere_gives_the_same_import() {
    for dir in ["otlp/genai", "otlp/claude-2.1", "otlp/claude-events"] {
        let files = load(dir);
        let whole = read(&files);
        let longest = files.iter().map(|(_, d)| d.len()).max().unwrap();
        for cut in (0..=longest).step_by(97) {
            assert_eq!(
                read_cut(&files, &[cut, cut * 7 + 3]),
                whole,
                "{dir}: cut at {cut}"
            );
        }
    }
}

#[test]
fn otlp_is_detected_by_content_whatever_the_name() {
    let renamed: Vec<_> = load("otlp/claude-events")
        .into_iter()
        .map(|(_, b)| ("export.txt".to_string(), b))
        .chain(
            load("otlp/genai")
                .into_iter()
                .take(1)
                .map(|(_, b)| ("spans.log".to_string(), b)),
        )
        .collect();
    let i = read(&renamed);
    assert_eq!(i.tool, logs::AgentTool::OpenTelemetry);
    assert!(i.files.iter().all(|f| f.problem.is_none()));
}
