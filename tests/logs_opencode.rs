//! opencode's `opencode export <session>` documents: one model call per step, usage per
//! `step-finish` with the cache and reasoning normalised, tool outcomes from the part's
//! state, sub-agents linked by the task call's `metadata.sessionId`, and the odd records
//! real exports have. Fixtures: `tests/fixtures/logs/opencode/1.14/` (a main session, its
//! explore sub-agent in CRLF, a cut-off export of another session) and `opencode/0.6/`
//! (one reply message holding four model calls, a failed message with no step).

#[path = "logs/fixtures.rs"]
mod fixtures;

use fixtures::*;
use harness_demo::logs::{
    AgentTool, CompactionKind, ContextKind, Link, LogEvent, ReplyBlock, ReportedUsage, SessionKind,
    Skip, ToolOutcome,
};
use serde_json::Value;

const MAIN: &str = "ses_4f1a9c2e7ffe1QbR8sT2uV3wXy";
const CHILD: &str = "ses_4f1a9a01bffeK7mN2pQ4rS6tUv";
const CUT: &str = "ses_4f1a8e77dffeZ9yX8wV7uT6sRq";
const OLD: &str = "ses_6c0d1e2f3ffeAb4Cd6Ef8Gh0Ij";
/// The fixtures' clock: 2026-12-03.
const T0: i64 = 1_796_300_000_000;

fn one(name: &str, text: &str) -> Vec<(String, Vec<u8>)> {
    vec![(name.to_string(), text.as_bytes().to_vec())]
}

/// A one-session export with the given version and messages (JSON text of each).
fn export(version: &str, messages: &[&str]) -> String {
    format!(
        r#"{{"info":{{"id":"ses_t","title":"t","directory":"/w","version":"{version}","time":{{"created":1796300000000,"updated":1796300009000}}}},"messages":[{}]}}"#,
        messages.join(",")
    )
}

const PROMPT: &str = r#"{"info":{"id":"msg_1","sessionID":"ses_t","role":"user","time":{"created":1796300000000},"agent":"build","model":{"providerID":"anthropic","modelID":"claude-sonnet-4-5"}},"parts":[{"id":"prt_1","type":"text","text":"hi"}]}"#;

/// An assistant reply of one step with `tokens` (JSON) from `provider`.
fn reply(provider: &str, tokens: &str, extra_parts: &str) -> String {
    format!(
        r#"{{"info":{{"id":"msg_2","sessionID":"ses_t","role":"assistant","parentID":"msg_1","modelID":"m","providerID":"{provider}","mode":"build","agent":"build","path":{{"cwd":"/w","root":"/w"}},"time":{{"created":1796300001000,"completed":1796300002000}},"cost":0,"tokens":{tokens},"finish":"stop"}},"parts":[{{"id":"prt_2","type":"step-start"}},{{"id":"prt_3","type":"text","text":"hello"}}{extra_parts},{{"id":"prt_9","type":"step-finish","reason":"stop","cost":0,"tokens":{tokens}}}]}}"#
    )
}

fn usage_of(files: &[(String, Vec<u8>)]) -> ReportedUsage {
    let i = read(files);
    requests(&i.sessions[0])[0].usage.unwrap()
}

// ---------------------------------------------------------------------------------------
// Requests and usage

#[test]
fn opencode_each_step_of_a_reply_is_one_model_call() {
    let i = import("opencode/0.6");
    let s = session(&i, OLD);
    let ids: Vec<_> = requests(s).iter().map(|r| r.id.clone().unwrap()).collect();
    let m = "msg_9a3b02d0effe02Kl2Mn4Op6Qr8";
    assert_eq!(
        ids,
        [
            m.to_string(),
            format!("{m}#2"),
            format!("{m}#3"),
            format!("{m}#4")
        ]
    );
    let stops: Vec<_> = requests(s).iter().map(|r| r.stop.as_deref()).collect();
    assert_eq!(
        stops,
        [
            Some("tool-calls"),
            Some("tool-calls"),
            Some("tool-calls"),
            Some("stop")
        ]
    );
    // Each call's tool answered before the next call.
    assert_eq!(
        shape(s).iter().filter(|l| l.starts_with("result")).count(),
        3
    );
}

#[test]
fn opencode_usage_is_each_step_finishs_not_the_messages_last_step() {
    let i = import("opencode/0.6");
    let s = session(&i, OLD);
    let figures: Vec<_> = requests(s)
        .iter()
        .map(|r| {
            r.usage
                .map(|u| (u.input, u.cache_read, u.cache_write, u.output))
        })
        .collect();
    assert_eq!(
        figures,
        [
            Some((4 + 8120 + 1290, 8120, Some(1290), 72)),
            Some((6 + 9410 + 380, 9410, Some(380), 140)),
            Some((3 + 9790 + 240, 9790, Some(240), 66)),
            Some((2 + 10030, 10030, Some(0), 38)),
        ]
    );
}

#[test]
fn cache_tokens_counted_once() {
    // opencode's `input` excludes the cache: the neutral input adds reads and writes once.
    let u = usage_of(&one(
        "s.json",
        &export(
            "1.14.2",
            &[
                PROMPT,
                &reply(
                    "anthropic",
                    r#"{"total":1060,"input":10,"output":50,"reasoning":0,"cache":{"read":900,"write":100}}"#,
                    "",
                ),
            ],
        ),
    ));
    assert_eq!(
        (u.input, u.cache_read, u.cache_write),
        (1010, 900, Some(100))
    );
}

#[test]
fn opencode_1_3_4_anthropic_input_already_holds_the_cache() {
    let tokens =
        r#"{"total":2010,"input":1001,"output":9,"reasoning":0,"cache":{"read":900,"write":100}}"#;
    let buggy = usage_of(&one(
        "s.json",
        &export("1.3.5", &[PROMPT, &reply("anthropic", tokens, "")]),
    ));
    assert_eq!((buggy.input, buggy.cache_read), (1001, 900));
    // The same figures from another provider, or another version, are uncached input.
    let openai = usage_of(&one(
        "s.json",
        &export("1.3.5", &[PROMPT, &reply("openai", tokens, "")]),
    ));
    assert_eq!(openai.input, 2001);
    let fixed = usage_of(&one(
        "s.json",
        &export("1.3.6", &[PROMPT, &reply("anthropic", tokens, "")]),
    ));
    assert_eq!(fixed.input, 2001);
}

#[test]
fn opencode_reasoning_counts_in_output_once_where_total_says_it_was_outside() {
    // The 1.14 fixture's gpt-5.2 step: total = input + cache + output + reasoning.
    let i = import("opencode/1.14");
    let r = request(session(&i, MAIN), "msg_b0e505a1cffe05Lm3Np5Qr7St9");
    let u = r.usage.unwrap();
    assert_eq!((u.output, u.reasoning), (233 + 120, Some(120)));
    // A total without the reasoning: it is inside output already.
    let inside = usage_of(&one(
        "s.json",
        &export(
            "1.2.0",
            &[
                PROMPT,
                &reply(
                    "openai",
                    r#"{"total":1100,"input":1000,"output":100,"reasoning":40,"cache":{"read":0,"write":0}}"#,
                    "",
                ),
            ],
        ),
    ));
    assert_eq!((inside.output, inside.reasoning), (100, Some(40)));
    // No total (0.x): inside, as the AI SDK 5 reported it.
    let no_total = usage_of(&one(
        "s.json",
        &export(
            "0.6.4",
            &[
                PROMPT,
                &reply(
                    "openai",
                    r#"{"input":1000,"output":100,"reasoning":40,"cache":{"read":0,"write":0}}"#,
                    "",
                ),
            ],
        ),
    ));
    assert_eq!((no_total.output, no_total.reasoning), (100, Some(40)));
}

#[test]
fn opencode_summary_figures_equal_the_sum_of_the_files_step_finishes() {
    // Independently of the reader: every step-finish of the readable exports, summed.
    let files = only("opencode/1.14", &[MAIN, CHILD]);
    let (mut input, mut read_, mut write, mut output, mut steps) = (0, 0, 0, 0, 0);
    for (_, bytes) in &files {
        let v: Value = serde_json::from_slice(bytes).unwrap();
        for m in v["messages"].as_array().unwrap() {
            for p in m["parts"].as_array().unwrap() {
                if p["type"] == "step-finish" {
                    let t = &p["tokens"];
                    let n = |k: &str| t[k].as_u64().unwrap();
                    let (cr, cw) = (
                        t["cache"]["read"].as_u64().unwrap(),
                        t["cache"]["write"].as_u64().unwrap(),
                    );
                    input += n("input") + cr + cw;
                    read_ += cr;
                    write += cw;
                    let outside = n("total") == n("input") + cr + cw + n("output") + n("reasoning");
                    output += n("output") + if outside { n("reasoning") } else { 0 };
                    steps += 1;
                }
            }
        }
    }
    let t = read(&files).totals();
    assert_eq!(
        (t.input, t.cache_read, t.cache_write, t.output),
        (input, read_, Some(write), output)
    );
    assert_eq!(t.requests - t.requests_without_usage, steps);
}

// ---------------------------------------------------------------------------------------
// Tools, errors, interrupts, compaction

#[test]
fn opencode_tool_outcomes_come_from_the_parts_state() {
    let i = import("opencode/1.14");
    let s = session(&i, MAIN);
    assert_eq!(result(s, "toolu_01HcV8y2Qe3Lk9Wm4Tz7Ab").0, ToolOutcome::Ok);
    let (failed, ms, text) = result(s, "toolu_01Jd2Fq8Rw6Yt3Ux5Vz1Bc");
    assert_eq!((failed, ms), (ToolOutcome::Failed, Some(100)));
    assert!(text.contains("oldString not found"));
    assert_eq!(
        result(s, "toolu_01Ke4Gr9Sx7Zu5Vy6Wa2Cd").0,
        ToolOutcome::Rejected
    );
    assert_eq!(
        result(s, "toolu_01Mg6It2Uz9Bw7Xa8Yc4Ef").0,
        ToolOutcome::Interrupted
    );
}

#[test]
fn opencode_a_call_still_running_gets_no_result() {
    let running = r#",{"id":"prt_4","type":"tool","callID":"call_r","tool":"bash","state":{"status":"running","input":{"command":"sleep 9"},"time":{"start":1796300001500}}}"#;
    let i = read(&one(
        "s.json",
        &export(
            "1.14.2",
            &[
                PROMPT,
                &reply(
                    "openai",
                    r#"{"input":1,"output":1,"reasoning":0,"cache":{"read":0,"write":0}}"#,
                    running,
                ),
            ],
        ),
    ));
    assert_eq!(result(&i.sessions[0], "call_r").0, ToolOutcome::NoResult);
}

#[test]
fn opencode_a_retry_part_is_an_api_error_with_its_attempt_before_the_next_call() {
    let i = import("opencode/1.14");
    let s = session(&i, MAIN);
    let pos = |f: &dyn Fn(&LogEvent) -> bool| s.events.iter().position(f).unwrap();
    let error = pos(&|e| {
        matches!(
            e,
            LogEvent::ApiError {
                attempt: Some(1),
                status: Some(529),
                ..
            }
        )
    });
    let call = pos(
        &|e| matches!(e, LogEvent::Request(r) if r.id.as_deref() == Some("msg_b0e504a1cffe04Lm3Np5Qr7St9")),
    );
    assert_eq!(error + 1, call);
    assert!(s.events[error].at() <= s.events[call].at());
}

#[test]
fn opencode_an_aborted_message_is_an_interrupt_and_its_call_has_no_usage() {
    let i = import("opencode/1.14");
    let s = session(&i, MAIN);
    assert!(matches!(
        s.events.last(),
        Some(LogEvent::Interrupted { .. })
    ));
    let r = request(s, "msg_b0e510a1cffe10Lm3Np5Qr7St9");
    assert_eq!(r.usage, None);
}

#[test]
fn opencode_a_failed_message_with_no_step_is_an_api_error_and_no_call() {
    let i = import("opencode/0.6");
    let s = session(&i, OLD);
    assert_eq!(requests(s).len(), 4);
    assert!(matches!(
        s.events.last(),
        Some(LogEvent::ApiError {
            status: Some(429),
            ..
        })
    ));
}

#[test]
fn opencode_compaction_is_the_summary_reply_with_its_trigger() {
    let i = import("opencode/1.14");
    let s = session(&i, MAIN);
    let c = s
        .events
        .iter()
        .find_map(|e| match e {
            LogEvent::Compaction {
                kind,
                trigger,
                summary,
                ..
            } => Some((*kind, trigger.clone(), summary.clone())),
            _ => None,
        })
        .unwrap();
    assert_eq!(c.0, CompactionKind::Summary);
    assert_eq!(c.1.as_deref(), Some("manual"));
    assert!(c.2.unwrap().starts_with("## Summary"));
    // The summary's own call is a request, counted with its usage.
    assert!(request(s, "msg_b0e508a1cffe08Lm3Np5Qr7St9").usage.is_some());
}

#[test]
fn opencode_a_user_message_is_a_prompt_and_its_file_is_context() {
    let i = import("opencode/1.14");
    let s = session(&i, MAIN);
    assert_eq!(prompts(s).len(), 2);
    assert!(s.events.iter().any(|e| matches!(
        e,
        LogEvent::Context { kind: ContextKind::Attachment(k), text, .. } if k == "file" && text == "src/ledger.rs"
    )));
    assert_eq!(s.title.as_deref(), Some("Fix failing ledger test"));
    assert_eq!(s.cwd.as_deref(), Some("/home/dev/src/ledger"));
    assert_eq!(s.models, ["claude-sonnet-4-5", "gpt-5.2"]);
}

#[test]
fn opencode_a_task_the_harness_ran_for_a_subtask_is_no_model_call() {
    let harness = r#"{"info":{"id":"msg_2","sessionID":"ses_t","role":"assistant","parentID":"msg_1","modelID":"m","providerID":"anthropic","mode":"explore","agent":"explore","path":{"cwd":"/w","root":"/w"},"time":{"created":1796300001000,"completed":1796300009000},"cost":0,"tokens":{"input":0,"output":0,"reasoning":0,"cache":{"read":0,"write":0}},"finish":"tool-calls"},"parts":[{"id":"prt_5","type":"tool","callID":"01JX","tool":"task","state":{"status":"completed","input":{"prompt":"look"},"output":"found it","title":"t","metadata":{"sessionId":"ses_c"},"time":{"start":1796300001000,"end":1796300009000}}}]}"#;
    let i = read(&one("s.json", &export("1.14.2", &[PROMPT, harness])));
    assert_eq!(requests(&i.sessions[0]).len(), 0);
    assert!(i.sessions[0].events.iter().any(|e| matches!(
        e,
        LogEvent::Context {
            kind: ContextKind::Command,
            ..
        }
    )));
}

// ---------------------------------------------------------------------------------------
// Sub-agents

#[test]
fn sub_agent_linked_to_its_call() {
    let i = import("opencode/1.14");
    assert_eq!(i.sessions[0].id, MAIN);
    let c = session(&i, CHILD);
    assert_eq!(c.kind, SessionKind::SubAgent);
    assert_eq!(c.agent.as_deref(), Some("explore"));
    assert_eq!(
        c.parent,
        Some(Link {
            session: session_index(&i, MAIN),
            call_id: Some("toolu_01Lf5Hs1Ty8Av6Wz7Xb3De".into()),
        })
    );
    // Main sessions come before sub-agents.
    assert!(session_index(&i, CUT) < session_index(&i, CHILD));
}

#[test]
fn opencode_a_sub_agent_without_its_parent_says_so() {
    let i = read(&only("opencode/1.14", &[CHILD]));
    let c = &i.sessions[0];
    assert_eq!((c.kind, c.parent.clone()), (SessionKind::SubAgent, None));
    assert!(c.parent_note.as_deref().unwrap().contains(MAIN));
}

// ---------------------------------------------------------------------------------------
// The file: odd records, versions, detection, chunks

#[test]
fn opencode_records_are_messages_and_parts_and_odd_ones_are_counted() {
    let i = import("opencode/1.14");
    let r = report(&i, &format!("{MAIN}.json"));
    let v: Value = serde_json::from_slice(&only("opencode/1.14", &[MAIN])[0].1).unwrap();
    let msgs = v["messages"].as_array().unwrap();
    let parts: usize = msgs
        .iter()
        .map(|m| m["parts"].as_array().unwrap().len())
        .sum();
    assert_eq!(r.lines_read, 1 + (msgs.len() + parts) as u64);
    // A part of an unknown kind, a snapshot and a patch, a part written twice.
    assert_eq!(
        r.skipped,
        [
            (Skip::UnknownKind, 1),
            (Skip::Duplicate, 1),
            (Skip::Bookkeeping, 2)
        ]
    );
}

#[test]
fn opencode_an_unknown_part_in_a_newer_version_says_newer() {
    let odd = r#",{"id":"prt_7","type":"x-plan","plan":[]}"#;
    let tokens = r#"{"input":1,"output":1,"reasoning":0,"cache":{"read":0,"write":0}}"#;
    let i = read(&one(
        "s.json",
        &export("2.0.1", &[PROMPT, &reply("openai", tokens, odd)]),
    ));
    assert_eq!(i.files[0].skipped, [(Skip::NewerVersion, 1)]);
    assert_eq!(i.version.as_deref(), Some("2.0.1"));
}

#[test]
fn opencode_a_cut_off_export_keeps_its_whole_messages() {
    let i = import("opencode/1.14");
    let s = session(&i, CUT);
    // Cut inside the fourth message: the three before it are read.
    assert_eq!(
        prompts(s),
        ["What does Ledger::close do?", "And Ledger::reopen?"]
    );
    assert_eq!(requests(s).len(), 1);
    assert_eq!(
        report(&i, &format!("{CUT}.json")).skipped,
        [(Skip::CutOff, 1)]
    );
}

#[test]
fn opencode_a_session_exported_twice_is_read_once() {
    let mut files = only("opencode/1.14", &[CHILD]);
    files.push(("copy/again.json".into(), files[0].1.clone()));
    let i = read(&files);
    assert_eq!(i.sessions.len(), 1);
    assert_eq!(
        i.files[1].skipped,
        [(Skip::Duplicate, i.files[1].lines_read)]
    );
}

#[test]
fn opencode_format_and_version_words() {
    let i = import("opencode/1.14");
    assert_eq!(i.tool, AgentTool::Opencode);
    assert_eq!(i.version.as_deref(), Some("1.14.2"));
    assert_eq!(i.format, "opencode export (JSON, one session per file)");
    assert_eq!(i.files[0].format.as_deref(), Some("opencode 1.14.2 export"));
    assert_eq!(import("opencode/0.6").version.as_deref(), Some("0.6.4"));
}

#[test]
fn opencode_detected_by_content_under_any_name() {
    // Pretty-printed under a name that says nothing, and compact on one line.
    let pretty = only("opencode/1.14", &[MAIN]).remove(0).1;
    let renamed = read(&[("notes.txt".to_string(), pretty.clone())]);
    assert_eq!(renamed.tool, AgentTool::Opencode);
    let v: Value = serde_json::from_slice(&pretty).unwrap();
    let compact = read(&one("x", &v.to_string()));
    assert_eq!(compact.sessions, renamed.sessions);
}

#[test]
fn opencode_reading_in_chunks_cut_anywhere_gives_the_same_import() {
    for dir in ["opencode/1.14", "opencode/0.6"] {
        let files = load(dir);
        let whole = read(&files);
        let longest = files.iter().map(|(_, d)| d.len()).max().unwrap();
        for cut in (0..=longest).step_by(97) {
            assert_eq!(
                read_cut(&files, &[cut, cut / 3 + 1]),
                whole,
                "{dir}: cut at {cut}"
            );
        }
    }
}

#[test]
fn opencode_exports_one_per_line_are_read_and_a_bad_line_is_not_json() {
    let tokens = r#"{"input":1,"output":1,"reasoning":0,"cache":{"read":0,"write":0}}"#;
    let first = export("1.14.2", &[PROMPT, &reply("openai", tokens, "")]);
    let second = first.replace("ses_t", "ses_u");
    let text = format!("{first}\n{{\"info\": oops\n{second}\n");
    let i = read(&one("many.jsonl", &text));
    assert_eq!(i.sessions.len(), 2);
    assert_eq!(i.files[0].skipped, [(Skip::NotJson, 1)]);
}

#[test]
fn opencode_a_turn_ends_at_the_last_reply_before_the_next_prompt() {
    let i = import("opencode/1.14");
    let ends: Vec<_> = session(&i, MAIN)
        .events
        .iter()
        .filter_map(|e| match e {
            LogEvent::TurnEnd { duration_ms, .. } => Some(*duration_ms),
            _ => None,
        })
        .collect();
    // After the fix's answer and after the summary; the aborted turn has an interrupt.
    assert_eq!(ends, [Some(55_000), Some(18_000)]);
}

#[test]
fn opencode_a_reply_with_no_step_markers_is_one_call_with_the_messages_tokens() {
    let bare = r#"{"info":{"id":"msg_2","sessionID":"ses_t","role":"assistant","parentID":"msg_1","modelID":"m","providerID":"openai","mode":"build","path":{"cwd":"/w","root":"/w"},"time":{"created":1796300001000,"completed":1796300002000},"cost":0,"tokens":{"input":0,"output":7,"reasoning":0,"cache":{"read":0,"write":0}},"finish":"stop"},"parts":[{"id":"prt_3","type":"text","text":"hello"}]}"#;
    let i = read(&one("s.json", &export("0.3.1", &[PROMPT, bare])));
    let r = requests(&i.sessions[0]);
    assert_eq!(r.len(), 1);
    assert_eq!(r[0].usage.map(|u| u.output), Some(7));
    // Parts before the first step-start are a call of their own.
    let early = r#"{"info":{"id":"msg_2","sessionID":"ses_t","role":"assistant","parentID":"msg_1","modelID":"m","providerID":"openai","mode":"build","path":{"cwd":"/w","root":"/w"},"time":{"created":1796300001000,"completed":1796300002000},"cost":0,"tokens":{"input":1,"output":1,"reasoning":0,"cache":{"read":0,"write":0}},"finish":"stop"},"parts":[{"id":"prt_3","type":"text","text":"early"},{"id":"prt_4","type":"step-start"},{"id":"prt_5","type":"text","text":"late"}]}"#;
    let i = read(&one("s.json", &export("0.3.1", &[PROMPT, early])));
    let r = requests(&i.sessions[0]);
    assert_eq!(r.len(), 2);
    // The message's tokens are its last step's, counted once.
    assert_eq!(
        r.iter()
            .map(|r| r.usage.map(|u| u.output))
            .collect::<Vec<_>>(),
        [None, Some(1)]
    );
}

#[test]
fn opencode_a_request_holds_its_steps_parts_in_order_and_is_dated_by_them() {
    let i = import("opencode/1.14");
    let r = request(session(&i, MAIN), "msg_b0e502a1cffe02Lm3Np5Qr7St9");
    assert_eq!(
        r.blocks[..2],
        [
            ReplyBlock::Thinking("Run the tests first to see which one fails.".into()),
            ReplyBlock::Text("Let me run the test suite.".into()),
        ]
    );
    assert_eq!(calls(r), ["toolu_01HcV8y2Qe3Lk9Wm4Tz7Ab"]);
    assert_eq!((r.at, r.end_at), (Some(T0 + 1000), Some(T0 + 6000)));
    // In a reply of several steps only the last has the message's end; later steps start
    // at their first part.
    let old = import("opencode/0.6");
    let times: Vec<_> = requests(&old.sessions[0])
        .iter()
        .map(|r| (r.at, r.end_at))
        .collect();
    assert_eq!(
        times,
        [
            (Some(T0 + 500), None),
            (Some(T0 + 5000), None),
            (Some(T0 + 9000), None),
            (Some(T0 + 14_000), Some(T0 + 16_000)),
        ]
    );
}

#[test]
fn opencode_an_api_error_says_its_message_and_another_error_its_name() {
    let i = import("opencode/0.6");
    assert!(matches!(
        i.sessions[0].events.last(),
        Some(LogEvent::ApiError { message, .. }) if message.starts_with("rate_limit_error:")
    ));
    let failed = r#"{"info":{"id":"msg_2","sessionID":"ses_t","role":"assistant","parentID":"msg_1","modelID":"m","providerID":"openai","mode":"build","path":{"cwd":"/w","root":"/w"},"time":{"created":1796300001000,"completed":1796300002000},"cost":0,"tokens":{"input":0,"output":0,"reasoning":0,"cache":{"read":0,"write":0}},"error":{"name":"ProviderAuthError","data":{"providerID":"openai","message":"API key is missing"}}},"parts":[]}"#;
    let i = read(&one("s.json", &export("1.14.2", &[PROMPT, failed])));
    assert!(matches!(
        i.sessions[0].events.last(),
        Some(LogEvent::ApiError { message, status: None, .. }) if message == "ProviderAuthError: API key is missing"
    ));
}

#[test]
fn opencode_a_users_system_override_agent_and_subtask_are_context() {
    let user = r#"{"info":{"id":"msg_1","sessionID":"ses_t","role":"user","time":{"created":1796300000000},"agent":"build","system":"Answer in French.","model":{"providerID":"openai","modelID":"gpt-5.2"}},"parts":[{"id":"prt_1","type":"text","text":"hi"},{"id":"prt_r","type":"text","text":"Called the Read tool","synthetic":true},{"id":"prt_a","type":"agent","name":"explore"},{"id":"prt_s","type":"subtask","prompt":"p","description":"review the diff","agent":"review"}]}"#;
    let empty = user.replace("Answer in French.", "");
    let tokens = r#"{"input":1,"output":1,"reasoning":0,"cache":{"read":0,"write":0}}"#;
    let i = read(&one(
        "s.json",
        &export("1.14.2", &[user, &reply("openai", tokens, "")]),
    ));
    let s = &i.sessions[0];
    assert_eq!(s.instructions.as_deref(), Some("Answer in French."));
    let contexts: Vec<_> = s
        .events
        .iter()
        .filter_map(|e| match e {
            LogEvent::Context { kind, text, .. } => Some((kind.clone(), text.as_str())),
            _ => None,
        })
        .collect();
    assert_eq!(
        contexts,
        [
            (ContextKind::Meta, "Called the Read tool"),
            (ContextKind::Meta, "@explore"),
            (ContextKind::Command, "review the diff")
        ]
    );
    let i = read(&one(
        "s.json",
        &export("1.14.2", &[&empty, &reply("openai", tokens, "")]),
    ));
    assert_eq!(i.sessions[0].instructions, None);
}

#[test]
fn opencode_a_cancelled_task_is_interrupted() {
    let cancelled = r#",{"id":"prt_4","type":"tool","callID":"call_c","tool":"task","state":{"status":"error","input":{},"error":"Cancelled","time":{"start":1796300001000,"end":1796300001500}}},{"id":"prt_5","type":"tool","callID":"call_i","tool":"bash","state":{"status":"error","input":{},"error":"killed","metadata":{"interrupted":true},"time":{"start":1796300001000,"end":1796300001500}}}"#;
    let tokens = r#"{"input":1,"output":1,"reasoning":0,"cache":{"read":0,"write":0}}"#;
    let i = read(&one(
        "s.json",
        &export("1.14.2", &[PROMPT, &reply("openai", tokens, cancelled)]),
    ));
    let s = &i.sessions[0];
    assert_eq!(result(s, "call_c").0, ToolOutcome::Interrupted);
    assert_eq!(result(s, "call_i").0, ToolOutcome::Interrupted);
}

#[test]
fn opencode_the_import_version_is_the_newest_of_its_files() {
    let tokens = r#"{"input":1,"output":1,"reasoning":0,"cache":{"read":0,"write":0}}"#;
    let file = |v: &str, id: &str| {
        (
            format!("{id}.json"),
            export(v, &[PROMPT, &reply("openai", tokens, "")])
                .replace("ses_t", id)
                .into_bytes(),
        )
    };
    for order in [["a", "b", "c"], ["c", "b", "a"], ["b", "c", "a"]] {
        let files: Vec<_> = order
            .iter()
            .map(|k| match *k {
                "a" => file("1.3.0", "ses_a"),
                "b" => file("1.14.2", "ses_b"),
                _ => file("0.6.4", "ses_c"),
            })
            .collect();
        assert_eq!(read(&files).version.as_deref(), Some("1.14.2"), "{order:?}");
    }
}
