//! Codex's newer rollouts and what the page counts as a request: 0.151+'s
//! `token_usage_record` read as a request's usage (once, beside its `token_count` twin), Codex
//! Desktop's repeated `session_meta` read as one session, and why a request has no usage.
//! Fixtures: `tests/fixtures/logs/codex/0.151/` (a CLI rollout with records, a repeated record,
//! a cut-off last line) and `codex/desktop-0.140/` (14 copies of one `session_meta`).

#[path = "logs/fixtures.rs"]
mod fixtures;

use fixtures::*;
use harness_demo::logs::{self, replay, LogEvent, NoUsage, NoUsageCounts, ReportedUsage, Skip};

const V151: &str = "01a0bdd4-4400-7000-8000-000000000151";
const DESKTOP: &str = "019e88a2-5300-7000-8000-00000000d140";

fn bytes(lines: &[&str]) -> Vec<(String, Vec<u8>)> {
    vec![("s.jsonl".to_string(), lines.join("\n").into_bytes())]
}

/// (input, cached, output) of each request, None where it has no usage.
fn figures(s: &logs::LogSession) -> Vec<Option<(u64, u64, u64)>> {
    s.requests()
        .map(|r| r.usage.map(|u| (u.input, u.cache_read, u.output)))
        .collect()
}

fn ids(s: &logs::LogSession) -> Vec<Option<&str>> {
    s.requests().map(|r| r.id.as_deref()).collect()
}

/// The lines of a file whose `type` is `kind`.
fn lines_of<'a>(raw: &'a [u8], kind: &str) -> Vec<&'a str> {
    let needle = format!("\"type\":\"{kind}\"");
    std::str::from_utf8(raw)
        .unwrap()
        .lines()
        .filter(|l| l.contains(&needle))
        .collect()
}

// ---------------------------------------------------------------------------------------
// 0.151+: token_usage_record

#[test]
fn codex_0_151_each_response_record_gives_its_request_the_usage_and_the_response_id() {
    let i = import("codex/0.151");
    assert_eq!(i.version.as_deref(), Some("0.151.2"));
    let s = session(&i, V151);
    assert_eq!(
        figures(s),
        [
            Some((12_000, 8_000, 60)),
            Some((12_400, 11_900, 30)),
            Some((12_600, 12_300, 70)),
            Some((12_800, 12_500, 20)),
            None
        ]
    );
    assert_eq!(
        ids(s),
        [
            Some("resp_151a"),
            Some("resp_151b"),
            Some("resp_151c"),
            Some("resp_151d"),
            None
        ]
    );
    assert_eq!(
        requests(s)[0].usage,
        Some(ReportedUsage {
            input: 12_000,
            cache_read: 8_000,
            cache_write: None,
            cache_write_1h: None,
            output: 60,
            output_is_lower_bound: false,
            reasoning: Some(24),
        })
    );
}

#[test]
fn codex_0_151_the_token_count_after_its_record_is_the_same_response_counted_once() {
    let i = import("codex/0.151");
    let raw = &load("codex/0.151")[0].1;
    // Three responses have both a record and a token_count; the page counts each once.
    assert_eq!(lines_of(raw, "token_usage_record").len(), 5);
    let t = i.totals();
    assert_eq!(t.requests, 5);
    // The totals are Codex's own running total of the thread, from its last record.
    let last = lines_of(raw, "token_usage_record").pop().unwrap();
    assert!(last.contains(
        r#""thread_token_usage":{"input_tokens":49800,"cached_input_tokens":44700,"output_tokens":180"#
    ));
    assert_eq!((t.input, t.cache_read, t.output), (49_800, 44_700, 180));
    assert_eq!(t.reasoning, Some(40));
}

#[test]
fn codex_0_151_a_response_with_only_its_record_still_has_its_usage() {
    let i = import("codex/0.151");
    let s = session(&i, V151);
    let r = s
        .requests()
        .find(|r| r.id.as_deref() == Some("resp_151d"))
        .unwrap();
    assert_eq!(r.usage.map(|u| u.input), Some(12_800));
    assert_eq!(
        r.blocks.len(),
        1,
        "the final answer's request, not one of its own"
    );
}

#[test]
fn codex_0_151_skipped_lines_by_reason() {
    let i = import("codex/0.151");
    // The cut-off last line; `thread_settings_applied` (a newer build's event); the three
    // token_count twins of records, a repeated token_count, a repeated record, the three
    // prompts' and two replies' event copies; `world_state` and `item_completed`.
    assert_eq!(
        i.files[0].skipped,
        [
            (Skip::CutOff, 1),
            (Skip::NewerVersion, 1),
            (Skip::Duplicate, 10),
            (Skip::Bookkeeping, 2)
        ]
    );
}

const META: &str = r#"{"timestamp":"2026-09-20T08:00:00Z","type":"session_meta","payload":{"id":"t","cli_version":"0.151.0"}}"#;
const REPLY: &str = r#"{"timestamp":"2026-09-20T08:00:01Z","type":"response_item","payload":{"type":"message","role":"assistant","content":[{"type":"output_text","text":"hi"}]}}"#;
const RECORD: &str = r#"{"timestamp":"2026-09-20T08:00:02Z","type":"token_usage_record","payload":{"thread_id":"t","turn_id":"u","response_id":"resp_1","usage":{"input_tokens":100,"cached_input_tokens":40,"output_tokens":5},"thread_token_usage":{"input_tokens":100,"cached_input_tokens":40,"output_tokens":5}}}"#;
const COUNT: &str = r#"{"timestamp":"2026-09-20T08:00:03Z","type":"event_msg","payload":{"type":"token_count","info":{"total_token_usage":{"input_tokens":100,"cached_input_tokens":40,"output_tokens":5},"last_token_usage":{"input_tokens":100,"cached_input_tokens":40,"output_tokens":5}}}}"#;

#[test]
fn codex_a_record_after_its_token_count_is_the_same_response_counted_once() {
    let i = read(&bytes(&[META, REPLY, COUNT, RECORD]));
    let s = &i.sessions[0];
    assert_eq!(figures(s), [Some((100, 40, 5))]);
    // The record still names the response.
    assert_eq!(ids(s), [Some("resp_1")]);
    assert_eq!(i.files[0].skipped, [(Skip::Duplicate, 1)]);
}

#[test]
fn codex_a_record_and_a_count_of_other_figures_are_two_responses() {
    let other = COUNT.replace("\"output_tokens\":5", "\"output_tokens\":9");
    let i = read(&bytes(&[META, REPLY, RECORD, &other]));
    // The count's response left no reply items: a request of its own.
    assert_eq!(
        figures(&i.sessions[0]),
        [Some((100, 40, 5)), Some((100, 40, 9))]
    );
    assert_eq!(i.files[0].skipped, []);
}

#[test]
fn codex_a_count_twin_after_the_next_reply_began_is_a_response_of_its_own() {
    // Twins are paired only until the next reply starts.
    let next = REPLY.replace("\"hi\"", "\"again\"");
    let i = read(&bytes(&[META, REPLY, RECORD, &next, COUNT]));
    assert_eq!(
        figures(&i.sessions[0]),
        [Some((100, 40, 5)), Some((100, 40, 5))]
    );
}

#[test]
fn codex_a_response_recorded_in_two_files_counts_once_with_its_twin() {
    // A child's rollout copying a parent's record outside the replay the reader drops.
    let child_meta = r#"{"timestamp":"2026-09-20T08:00:00Z","type":"session_meta","payload":{"id":"c","cli_version":"0.151.0"}}"#;
    let child_reply = REPLY.replace("\"hi\"", "\"child\"");
    let i = logs::read(&[
        (
            "rollout-t.jsonl",
            [META, REPLY, RECORD].join("\n").as_bytes(),
        ),
        (
            "rollout-c.jsonl",
            [child_meta, &child_reply, RECORD, COUNT]
                .join("\n")
                .as_bytes(),
        ),
    ])
    .unwrap();
    let t = i.totals();
    assert_eq!(t.input, 100);
    assert_eq!(
        report(&i, "rollout-c.jsonl").skipped,
        [(Skip::Duplicate, 2)]
    );
    // The child's own reply stays, without usage: its response's figures are the parent's.
    assert_eq!(figures(session(&i, "c")), [None]);
}

#[test]
fn codex_a_record_with_only_running_totals_is_bookkeeping() {
    let totals_only = r#"{"timestamp":"2026-09-20T08:00:02Z","type":"token_usage_record","payload":{"thread_id":"t","response_id":"resp_1","thread_token_usage":{"input_tokens":100,"output_tokens":5}}}"#;
    let i = read(&bytes(&[META, REPLY, totals_only]));
    assert_eq!(figures(&i.sessions[0]), [None]);
    assert_eq!(i.files[0].skipped, [(Skip::Bookkeeping, 1)]);
}

#[test]
fn codex_a_file_that_starts_with_a_usage_record_is_a_codex_rollout() {
    let i = read(&bytes(&[RECORD, REPLY]));
    assert_eq!(i.tool, logs::AgentTool::Codex);
    assert_eq!(figures(&i.sessions[0]), [Some((100, 40, 5)), None]);
}

// ---------------------------------------------------------------------------------------
// Codex Desktop: the same session_meta written many times in one file

#[test]
fn codex_desktop_repeated_session_meta_is_one_session() {
    let raw = &load("codex/desktop-0.140")[0].1;
    assert_eq!(lines_of(raw, "session_meta").len(), 14);
    let i = import("codex/desktop-0.140");
    assert_eq!(i.sessions.len(), 1);
    let s = session(&i, DESKTOP);
    assert_eq!(
        prompts(s),
        [
            "fix the failing cart test",
            "run the whole suite",
            "just tell me what changed"
        ]
    );
    assert_eq!(s.title.as_deref(), Some("Fix cart rounding"));
    assert_eq!(
        shape(s),
        [
            "context:Instructions",
            "context:Environment",
            "prompt",
            "request:2",
            "result:Failed",
            "request:2",
            "result:Ok",
            "request:1",
            "turn-end",
            "prompt",
            "request:1",
            "result:NoResult",
            "interrupted",
            "context:Meta",
            "prompt",
            "request:1",
            "turn-end"
        ]
    );
    // 13 meta copies, the 4 event copies of prompts and replies… and 1 repeated count.
    assert_eq!(i.files[0].skipped, [(Skip::Duplicate, 13 + 3 + 3 + 1)]);
}

#[test]
fn codex_desktop_meta_copies_change_nothing_but_the_lines_skipped() {
    let files = load("codex/desktop-0.140");
    let (name, raw) = &files[0];
    let text = std::str::from_utf8(raw).unwrap();
    let mut first = true;
    let once: Vec<&str> = text
        .lines()
        .filter(|l| {
            let meta = l.contains("\"type\":\"session_meta\"");
            let keep = !meta || first;
            first &= !meta;
            keep
        })
        .collect();
    let with = read(&files);
    let without = read(&[(name.clone(), once.join("\n").into_bytes())]);
    assert_eq!(with.sessions, without.sessions);
    assert_eq!(with.totals().requests, without.totals().requests);
    assert_eq!(
        with.files[0].lines_skipped(),
        without.files[0].lines_skipped() + 13
    );
    // The replay the page runs is the same run, neither split nor repeated.
    assert_eq!(replay::scenario(&with), replay::scenario(&without));
}

#[test]
fn codex_desktop_child_repeating_its_meta_drops_the_parents_replay_once() {
    let own = r#"{"timestamp":"2026-06-02T10:00:00Z","type":"session_meta","payload":{"id":"c","cli_version":"0.140.0","originator":"Codex Desktop","source":{"subagent":{"thread_spawn":{"parent_thread_id":"p","depth":1}}}}}"#;
    let parent = r#"{"timestamp":"2026-06-02T10:00:00Z","type":"session_meta","payload":{"id":"p","cli_version":"0.140.0","originator":"Codex Desktop"}}"#;
    let lines = [
        own,
        own,
        parent,
        r#"{"timestamp":"2026-06-02T09:00:01Z","type":"event_msg","payload":{"type":"task_started","turn_id":"turn-p"}}"#,
        r#"{"timestamp":"2026-06-02T09:00:01Z","type":"event_msg","payload":{"type":"user_message","message":"parent asks"}}"#,
        r#"{"timestamp":"2026-06-02T09:00:02Z","type":"response_item","payload":{"type":"message","role":"assistant","content":[{"type":"output_text","text":"one"}]}}"#,
        r#"{"timestamp":"2026-06-02T09:00:02Z","type":"event_msg","payload":{"type":"token_count","info":{"total_token_usage":{"input_tokens":100,"output_tokens":5},"last_token_usage":{"input_tokens":100,"output_tokens":5}}}}"#,
        r#"{"timestamp":"2026-06-02T10:00:01Z","type":"event_msg","payload":{"type":"task_started","turn_id":"turn-c"}}"#,
        r#"{"timestamp":"2026-06-02T10:00:01Z","type":"event_msg","payload":{"type":"user_message","message":"do it"}}"#,
        own,
        parent,
        r#"{"timestamp":"2026-06-02T10:00:02Z","type":"response_item","payload":{"type":"message","role":"assistant","content":[{"type":"output_text","text":"done"}]}}"#,
        r#"{"timestamp":"2026-06-02T10:00:02Z","type":"event_msg","payload":{"type":"token_count","info":{"total_token_usage":{"input_tokens":230,"output_tokens":9},"last_token_usage":{"input_tokens":130,"output_tokens":4}}}}"#,
        own,
    ];
    let i = read(&bytes(&lines));
    assert_eq!(i.sessions.len(), 1);
    let s = &i.sessions[0];
    assert_eq!(prompts(s), ["do it"]);
    assert_eq!(figures(s), [Some((130, 0, 4))]);
    assert_eq!(
        i.files[0].skipped,
        [(Skip::Duplicate, 4), (Skip::ReplayedHistory, 5)]
    );
}

// ---------------------------------------------------------------------------------------
// What the page counts as a request, and why some have no usage

/// Codex's own count of responses: its `token_count` rows whose running total advanced.
fn advancing_token_counts(raw: &[u8]) -> usize {
    let mut totals: Vec<&str> = lines_of(raw, "token_count")
        .into_iter()
        .filter_map(|l| {
            let start = l.find("\"total_token_usage\":")?;
            let end = start + l[start..].find('}')?;
            Some(&l[start..end])
        })
        .collect();
    totals.dedup();
    totals.len()
}

#[test]
fn codex_request_count_is_codexs_counts_plus_the_runs_a_stop_left_without_one() {
    let raw = &load("codex/desktop-0.140")[0].1;
    let t = import("codex/desktop-0.140").totals();
    // The four responses Codex counted, and the one whose turn was stopped before its count.
    assert_eq!(advancing_token_counts(raw), 4);
    assert_eq!(t.requests, 5);
    assert_eq!(t.requests_without_usage, 1);
    assert_eq!(
        t.without_usage,
        NoUsageCounts {
            interrupted: 1,
            ..NoUsageCounts::default()
        }
    );
}

#[test]
fn codex_a_run_stopped_before_its_count_has_no_usage_because_interrupted() {
    let i = import("codex/0.151");
    let s = session(&i, V151);
    let without = s.without_usage();
    assert_eq!(without.len(), 1);
    let (at, why) = without[0];
    assert_eq!(why, NoUsage::Interrupted);
    match &s.events[at] {
        LogEvent::Request(r) => assert_eq!(calls(r), ["call_151e"]),
        other => panic!("{other:?}"),
    }
}

const PROMPT: &str = r#"{"timestamp":"2026-09-20T08:00:00Z","type":"event_msg","payload":{"type":"user_message","message":"go"}}"#;

fn why_without_usage(lines: &[&str]) -> Vec<NoUsage> {
    let i = read(&bytes(lines));
    i.sessions[0]
        .without_usage()
        .into_iter()
        .map(|(_, why)| why)
        .collect()
}

#[test]
fn codex_a_run_an_api_error_ended_has_no_usage_because_failed() {
    let error = r#"{"timestamp":"2026-09-20T08:00:02Z","type":"event_msg","payload":{"type":"error","message":"stream disconnected before completion"}}"#;
    let retry = REPLY.replace("\"hi\"", "\"hi again\"");
    assert_eq!(
        why_without_usage(&[META, PROMPT, REPLY, error, &retry, COUNT]),
        [NoUsage::Failed]
    );
}

#[test]
fn codex_a_run_a_compaction_followed_has_no_usage_because_compacted() {
    let compacted = r#"{"timestamp":"2026-09-20T08:00:02Z","type":"compacted","payload":{"message":"Summary."}}"#;
    let next = REPLY.replace("\"hi\"", "\"after\"");
    assert_eq!(
        why_without_usage(&[META, PROMPT, REPLY, compacted, &next, COUNT]),
        [NoUsage::Compacted]
    );
}

#[test]
fn codex_the_last_run_of_a_log_cut_short_has_no_usage_because_the_log_ended() {
    let call = r#"{"timestamp":"2026-09-20T08:00:04Z","type":"response_item","payload":{"type":"function_call","name":"exec_command","arguments":"{}","call_id":"c1"}}"#;
    assert_eq!(
        why_without_usage(&[META, PROMPT, REPLY, COUNT, call]),
        [NoUsage::LogEnded]
    );
}

#[test]
fn codex_a_turn_that_ended_without_a_count_leaves_the_reason_unknown() {
    let done = r#"{"timestamp":"2026-09-20T08:00:05Z","type":"event_msg","payload":{"type":"task_complete","turn_id":"u"}}"#;
    let next = REPLY.replace("\"hi\"", "\"more\"");
    assert_eq!(
        why_without_usage(&[META, PROMPT, REPLY, COUNT, &next, done]),
        [NoUsage::Unknown]
    );
}

#[test]
fn codex_a_log_with_no_counts_at_all_records_none() {
    let t = import("codex/bare").totals();
    assert_eq!(t.requests_without_usage, 4);
    assert_eq!(
        t.without_usage,
        NoUsageCounts {
            none_recorded: 4,
            ..NoUsageCounts::default()
        }
    );
}
