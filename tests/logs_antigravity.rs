//! Antigravity CLI's `transcript_full.jsonl`: one step per line, no token counts.
//! Fixtures: `tests/fixtures/logs/antigravity/1.1.20/` (typed tool steps, a sub-agent
//! conversation, a rewritten step, steps written out of order, a cut-off last line) and
//! `antigravity/1.1.14/` (every tool result `GENERIC`, CRLF).

#[path = "logs/fixtures.rs"]
mod fixtures;

use fixtures::*;
use harness_demo::logs::{self, Figures, LogEvent, SessionKind, Skip, ToolOutcome};

const MAIN: &str = "3c9d2f40-5b1e-4a87-9d2c-7e61f0a4b512";
const CHILD: &str = "8a4f1c03-2d7b-4e90-b6a5-19c3e8d70f24";
const OLD: &str = "d2e7a918-4c60-4f3b-8e15-b07c9a3f6e01";

#[test]
fn antigravity_each_planner_step_is_one_request() {
    let i = import("antigravity/1.1.20");
    assert_eq!(i.tool, logs::AgentTool::Antigravity);
    assert_eq!(i.version, None, "the transcript records no CLI version");
    let s = session(&i, MAIN);
    assert_eq!(s.kind, SessionKind::Main);
    // Steps 3, 6, 8, 11, 13, 15; the empty planner step 20 is not a request.
    assert_eq!(requests(s).len(), 6);
    assert_eq!(calls(requests(s)[2]), ["step8.0", "step8.1"]);
    assert_eq!(s.models, ["Gemini 3.5 Flash (Medium)"]);
    assert_eq!(
        prompts(s),
        [
            "Fix the failing cart test and clean the build folder.",
            "start the dev server"
        ]
    );
}

#[test]
fn antigravity_records_no_token_figures() {
    let i = import("antigravity/1.1.20");
    for s in &i.sessions {
        assert!(s.session_usage.is_empty());
        for r in s.requests() {
            assert_eq!((r.usage, r.reported_output), (None, None));
        }
    }
    let t = i.totals();
    assert_eq!(t.requests_without_usage, t.requests);
    assert_eq!(t.input_from, Figures::NotRecorded);
    assert_eq!(t.output_from, Figures::NotRecorded);
    assert_eq!(t.without_usage.none_recorded, t.requests);
}

#[test]
fn antigravity_results_answer_calls_in_step_order() {
    // Step 10's line was written before step 9's: sorted by index, the edit (9) answers the
    // first call and the command (10) the second.
    let s = session(&import("antigravity/1.1.20"), MAIN).clone();
    let (edit, duration, output) = result(&s, "step8.0");
    assert_eq!(edit, ToolOutcome::Ok);
    assert_eq!(duration, Some(1_000));
    assert!(
        output.starts_with("The following changes"),
        "the time header is cut off"
    );
    assert_eq!(result(&s, "step8.1").0, ToolOutcome::Rejected);
}

#[test]
fn antigravity_failed_command_and_error_step() {
    let s = session(&import("antigravity/1.1.20"), MAIN).clone();
    let (outcome, duration, _) = result(&s, "step3.0");
    assert_eq!((outcome, duration), (ToolOutcome::Failed, Some(5_000)));
    let (outcome, _, output) = result(&s, "step6.0");
    assert_eq!(outcome, ToolOutcome::Failed);
    assert!(output.contains("not a valid artifact path"));
    // An error step with no call waiting is an API error.
    assert!(s.events.iter().any(|e| matches!(e,
        LogEvent::ApiError { message, .. } if message.contains("stream was interrupted"))));
}

#[test]
fn antigravity_canceled_step_is_interrupted() {
    let s = session(&import("antigravity/1.1.20"), MAIN).clone();
    assert_eq!(result(&s, "step15.0").0, ToolOutcome::Interrupted);
}

#[test]
fn antigravity_latest_line_of_a_step_wins() {
    let i = import("antigravity/1.1.20");
    let s = session(&i, MAIN);
    let shape = shape(s);
    let step15 = requests(s)[5];
    assert_eq!(calls(step15), ["step15.0"]);
    assert_eq!(shape.iter().filter(|k| *k == "request:1").count(), 4);
    let r = report(
        &i,
        &format!("{MAIN}/.system_generated/logs/transcript_full.jsonl"),
    );
    assert!(r.skipped.contains(&(Skip::Duplicate, 1)));
}

#[test]
fn antigravity_sub_agent_linked_to_its_call() {
    let i = import("antigravity/1.1.20");
    let child = session(&i, CHILD);
    assert_eq!(child.kind, SessionKind::SubAgent);
    let link = child.parent.as_ref().unwrap();
    assert_eq!(link.session, session_index(&i, MAIN));
    assert_eq!(link.call_id.as_deref(), Some("step11.0"));
    assert_eq!(prompts(child), ["Find every caller of total() in src/"]);
    assert_eq!(i.sessions[0].id, MAIN, "the main session comes first");
}

#[test]
fn antigravity_a_sub_agent_without_its_parent_says_why() {
    let i = read(&only("antigravity/1.1.20", &[CHILD]));
    let child = session(&i, CHILD);
    assert_eq!(child.kind, SessionKind::SubAgent);
    assert_eq!(child.parent, None);
    assert!(child.parent_note.is_some());
}

#[test]
fn antigravity_checkpoints_after_the_first_are_compactions() {
    let s = session(&import("antigravity/1.1.20"), MAIN).clone();
    let summaries: Vec<_> = s
        .events
        .iter()
        .filter_map(|e| match e {
            LogEvent::Compaction { summary, .. } => summary.clone(),
            _ => None,
        })
        .collect();
    assert_eq!(summaries.len(), 1);
    assert!(summaries[0].starts_with("{{ CHECKPOINT 1 }}"));
}

#[test]
fn antigravity_request_metadata_and_settings_are_context_not_prompt() {
    let s = session(&import("antigravity/1.1.20"), MAIN).clone();
    let shape = shape(&s);
    assert_eq!(
        &shape[..3],
        ["context:Meta", "prompt", "context:Environment"]
    );
    assert!(shape.contains(&"context:Notification".to_string()));
}

#[test]
fn antigravity_odd_lines_are_counted_not_fatal() {
    let i = import("antigravity/1.1.20");
    let r = report(
        &i,
        &format!("{MAIN}/.system_generated/logs/transcript_full.jsonl"),
    );
    let skipped = |why| r.skipped.iter().find(|(w, _)| *w == why).map(|(_, n)| *n);
    assert_eq!(skipped(Skip::CutOff), Some(1));
    assert_eq!(skipped(Skip::UnknownKind), Some(1));
    assert_eq!(
        skipped(Skip::Bookkeeping),
        Some(3),
        "checkpoint 0, history, empty planner"
    );
    assert!(r.format.as_deref().unwrap().contains("no token counts"));
}

#[test]
fn antigravity_generic_tool_steps_answer_calls() {
    let i = import("antigravity/1.1.14");
    let s = session(&i, OLD).clone();
    assert_eq!(result(&s, "step1.0").0, ToolOutcome::Ok);
    assert!(result(&s, "step1.1").2.starts_with("1: # Notes"));
    assert_eq!(s.models, Vec::<String>::new(), "no model named: unknown");
}

#[test]
fn antigravity_detected_by_content_when_renamed() {
    let files: Vec<(String, Vec<u8>)> = load("antigravity/1.1.14")
        .into_iter()
        .map(|(_, b)| ("steps.log".to_string(), b))
        .collect();
    let i = read(&files);
    assert_eq!(i.tool, logs::AgentTool::Antigravity);
    assert_eq!(
        i.sessions[0].events,
        import("antigravity/1.1.14").sessions[0].events
    );
}

#[test]
fn antigravity_reading_in_chunks_cut_anywhere_gives_the_same_import() {
    for dir in ["antigravity/1.1.20", "antigravity/1.1.14"] {
        let files = load(dir);
        let whole = read(&files);
        let longest = files.iter().map(|(_, d)| d.len()).max().unwrap();
        for cut in (0..=longest).step_by(89).chain([1]) {
            assert_eq!(read_cut(&files, &[cut]), whole, "{dir}: cut at {cut}");
        }
    }
}
