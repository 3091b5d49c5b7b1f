//! Skills: listed by one line in every request, loaded by the harness's own skill tool, put
//! back after a compaction up to a cap. One case per promise.

mod common;

use common::*;
use harness_demo::harness::protocol::envelope::Say;
use harness_demo::harness::protocol::schema::{Message, NoteKind, ToolError};
use harness_demo::harness::protocol::skill::SKILL_TOOL;
use harness_demo::harness::scenario::Scenario;
use harness_demo::trace::{derive, Inputs, Trace};

/// The notes in request `turn` (0-based) of the main session.
fn notes(trace: &Trace, turn: usize) -> Vec<String> {
    let h = trace.harness().main();
    h.log()
        .slice(h.turns()[turn].thread.clone())
        .iter()
        .filter_map(|m| match m {
            Message::Reminder { text, .. } => Some(text.clone()),
            _ => None,
        })
        .collect()
}

#[test]
fn the_first_request_lists_each_skill_by_its_line_and_holds_no_body() {
    let (s, trace) = run("skill", &[]);
    let first = notes(&trace, 0);
    assert_eq!(first.len(), 1, "{first:?}");
    assert!(first[0].starts_with("Skills you can load with the skill tool"));
    for skill in &s.agent.skills {
        assert!(first[0].contains(&format!("- {}: {}", skill.name, skill.description)));
        assert!(!first[0].contains(&skill.body));
    }
}

#[test]
fn loading_a_skill_puts_its_body_in_the_next_request_after_the_calls_result() {
    let (s, trace) = run("skill", &[]);
    let (_, result) = results(&trace)[0];
    assert_eq!(result.output, "Launching skill: release-notes");
    assert!(ran(&trace).iter().any(|c| c.tool == SKILL_TOOL));
    let h = trace.harness().main();
    let second = h.log().slice(h.turns()[1].thread.clone()).to_vec();
    let n = second.len();
    assert!(matches!(&second[n - 2], Message::Tool { .. }));
    let body = &s.agent.skills[0].body;
    assert_eq!(
        second[n - 1],
        Message::Reminder {
            text: format!("Skill release-notes:\n{body}"),
            about: NoteKind::Skill,
        }
    );
    assert_ends_honestly(&trace);
}

#[test]
fn a_skill_no_one_wrote_gets_an_error_naming_the_skills_there_are() {
    let mut s = scenario("skill");
    s.replies[0].tool_calls[0].input = "deploy".into();
    let trace = derive(&s, &Inputs::default());
    let (_, result) = results(&trace)[0];
    assert_eq!(result.error, Some(ToolError::Failed));
    assert_eq!(
        result.output,
        "Error: there is no skill named deploy. Skills: release-notes, bump-version."
    );
}

/// "skill" with a window that the third request outgrows by one token: a compaction after
/// the load, with room for what it puts back.
fn compacting() -> (Scenario, Trace) {
    let (mut s, whole) = run("skill", &[]);
    s.agent.context_window = Some(whole.harness().main().turns()[2].context.total - 1);
    let trace = derive(&s, &Inputs::default());
    (s, trace)
}

#[test]
fn after_a_compaction_the_loaded_skills_are_put_back() {
    let (s, trace) = compacting();
    assert!(
        says(&trace).any(|s| matches!(s, Say::Compacted { .. })),
        "the window makes the run compact"
    );
    let last = trace.harness().main().turns().len() - 1;
    let body = &s.agent.skills[0].body;
    assert!(
        notes(&trace, last).contains(&format!(
            "Skill release-notes, put back after the compaction:\n{body}"
        )),
        "{:?}",
        notes(&trace, last)
    );
    assert!(
        !notes(&trace, last)
            .iter()
            .any(|n| n.contains("bump-version:\n")),
        "only what was loaded"
    );
    // The listing went with the summarized messages: it comes back after the summary.
    let h = trace.harness().main();
    let thread = h.log().slice(h.turns()[last].thread.clone());
    let summary = thread
        .iter()
        .position(|m| matches!(m, Message::Summary { .. }))
        .expect("a summary");
    assert!(thread[summary..].iter().any(|m| matches!(m,
        Message::Reminder { text, about: NoteKind::SkillList }
            if text.starts_with("Skills you can load with the skill tool"))));
}

#[test]
fn a_scenario_with_skills_needs_the_skill_tool_and_distinct_names() {
    let text = include_str!("../src/scenarios/skill.json");
    let mut v: serde_json::Value = serde_json::from_str(text).unwrap();
    v["agent"]["tools"] = serde_json::json!(["read_file"]);
    v["agent"]["rules"] = serde_json::json!([]);
    let e = Scenario::from_json("s.json", &v.to_string())
        .unwrap_err()
        .to_string();
    assert_eq!(
        e,
        "s.json: agent.tools: an agent with skills needs the skill tool to load them: add it"
    );
    let mut v: serde_json::Value = serde_json::from_str(text).unwrap();
    v["agent"]["skills"][1]["name"] = "release-notes".into();
    let e = Scenario::from_json("s.json", &v.to_string())
        .unwrap_err()
        .to_string();
    assert_eq!(
        e,
        "s.json: agent.skills[1].name: \"release-notes\" is already the name of another skill"
    );
}

#[test]
fn the_narration_says_what_loading_a_skill_costs() {
    let (_, trace) = run("skill", &[]);
    let at = step_of(
        &trace,
        |s| matches!(s, Say::RunTool { call, .. } if call.tool == SKILL_TOOL),
    );
    let said = harness_demo::view::narrate::narrate(&trace, at);
    assert!(
        said.contains("only the one line of release-notes"),
        "{said}"
    );
    assert!(said.contains("about 149 tokens"), "{said}");
}

// ---- memory files -------------------------------------------------------------------------

#[test]
fn the_roots_memory_file_is_in_the_first_request_and_a_folders_after_its_first_read() {
    let (_, trace) = run("memory", &[]);
    let first = notes(&trace, 0);
    assert_eq!(first.len(), 1);
    assert!(first[0].starts_with("Memory file CLAUDE.md:\n# greet"));
    let second = notes(&trace, 1);
    assert_eq!(second.len(), 2, "{second:?}");
    assert!(second[1].starts_with("Memory file src/CLAUDE.md:\n- Every pub fn"));
    // The second read of src/ loads nothing again.
    let h = trace.harness().main();
    let third = h.log().slice(h.turns()[2].thread.clone());
    let loads = third
        .iter()
        .filter(
            |m| matches!(m, Message::Reminder { text, .. } if text.starts_with("Memory file src/")),
        )
        .count();
    assert_eq!(loads, 1);
}

#[test]
fn after_a_compaction_every_loaded_memory_file_is_loaded_again_and_counted() {
    let (_, trace) = run("memory", &[]);
    let compacted = step_of(&trace, |s| matches!(s, Say::Compacted { .. }));
    let Say::Compacted { after, .. } = trace.steps[compacted].envelope.say else {
        unreachable!()
    };
    let last = trace.harness().main().turns().len() - 1;
    let put_back = notes(&trace, last);
    assert_eq!(
        put_back
            .iter()
            .map(|n| n.lines().next().unwrap_or_default())
            .collect::<Vec<_>>(),
        [
            "Memory file CLAUDE.md, loaded again after the compaction:",
            "Memory file src/CLAUDE.md, loaded again after the compaction:"
        ]
    );
    assert_eq!(
        trace.harness().main().turns()[last].context.total,
        after,
        "the compaction's figure counts what it puts back"
    );
}

#[test]
fn a_memory_file_path_is_checked() {
    let text = include_str!("../src/scenarios/memory.json");
    let mut v: serde_json::Value = serde_json::from_str(text).unwrap();
    v["agent"]["memory"][1]["path"] = "CLAUDE.md".into();
    let e = Scenario::from_json("m.json", &v.to_string())
        .unwrap_err()
        .to_string();
    assert_eq!(
        e,
        "m.json: agent.memory[1].path: \"CLAUDE.md\" is already another memory file's path"
    );
    v["agent"]["memory"][1]["path"] = "src/".into();
    let e = Scenario::from_json("m.json", &v.to_string())
        .unwrap_err()
        .to_string();
    assert!(
        e.starts_with("m.json: agent.memory[1].path: expected a file's path"),
        "{e}"
    );
}

// ---- Predict -------------------------------------------------------------------------------

use harness_demo::view::predict::{question, what_if, Kind};

#[test]
fn predict_asks_what_loading_a_skill_puts_in_the_next_request() {
    let (_, trace) = run("skill", &[]);
    let at = step_of(
        &trace,
        |s| matches!(s, Say::Output { result } if result.output.starts_with("Launching skill")),
    );
    let q = question(&trace, at).expect("a question about the skill");
    assert_eq!(q.kind, Kind::SkillLoad);
    assert_eq!(q.choices[q.right], "Its instructions, in full");
    assert!(
        q.why.contains("only the one line of release-notes"),
        "{}",
        q.why
    );
    assert_eq!(what_if(&trace, &q, 1), None, "no rule or limit to change");
}

#[test]
fn predict_asks_what_a_compaction_keeps_and_puts_back() {
    let (_, trace) = run("memory", &[]);
    let at = step_of(&trace, |s| matches!(s, Say::Compacted { .. }));
    let q = question(&trace, at).unwrap();
    assert_eq!(q.kind, Kind::AfterCompaction);
    assert_eq!(
        q.choices[q.right],
        "The summary, the newest messages, and the memory files and skills it had loaded"
    );
    assert!(q.why.contains("2 notes"), "{}", q.why);
    // Nothing loaded to put back: the summary and the newest messages.
    let (_, plain) = run("compaction", &[]);
    let at = step_of(&plain, |s| matches!(s, Say::Compacted { .. }));
    let q = question(&plain, at).unwrap();
    assert_eq!(q.choices[q.right], "The summary and the newest messages");
}

#[test]
fn a_wrong_guess_about_a_call_a_hook_or_mode_decided_offers_no_rule_to_try() {
    let (_, trace) = run("hook-refuses", &[]);
    let refused = step_of(
        &trace,
        |s| matches!(s, Say::Result { result, .. } if result.error == Some(ToolError::Denied)),
    );
    let q = question(&trace, refused).unwrap();
    assert_eq!(
        what_if(&trace, &q, 0),
        None,
        "the hook refused it whatever the rule"
    );
    let (_, trace) = run("plan-mode", &[]);
    let refused = step_of(
        &trace,
        |s| matches!(s, Say::Result { result, .. } if result.error == Some(ToolError::Denied)),
    );
    let q = question(&trace, refused).unwrap();
    assert_eq!(
        what_if(&trace, &q, 0),
        None,
        "plan mode refused it whatever the rule"
    );
    // A rule-decided call still offers one.
    let (_, trace) = run("denied-tool", &[]);
    let refused = step_of(
        &trace,
        |s| matches!(s, Say::Result { result, .. } if result.error == Some(ToolError::Denied)),
    );
    let q = question(&trace, refused).unwrap();
    assert!(what_if(&trace, &q, 0).is_some());
}
