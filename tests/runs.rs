//! A set of files that holds several runs (a folder dropped whole): one import per tool, each
//! run a top-level session with every session it started, offered to pick from newest first.

#[path = "logs/fixtures.rs"]
mod fixtures;

use fixtures::*;
use harness_demo::logs::{self, AgentTool, Import, SessionKind};
use harness_demo::view::import::RunChoice;

/// Every file of `dirs`, named by its path under the fixtures (so that the layouts stay apart).
fn folder(dirs: &[&str]) -> Vec<Import> {
    let mut reader = logs::Reader::new();
    for dir in dirs {
        for (name, bytes) in load(dir) {
            reader.feed(&format!("{dir}/{name}"), &bytes);
        }
    }
    reader.finish_all().expect("the folder reads")
}

#[test]
fn a_folder_of_three_runs_of_two_tools_offers_three_choices_newest_first() {
    let imports = folder(&["claude/1.0", "codex/0.125", "claude/2.1.150"]);
    let tools: Vec<AgentTool> = imports.iter().map(|i| i.tool).collect();
    assert_eq!(tools, [AgentTool::ClaudeCode, AgentTool::Codex]);
    let runs = RunChoice::all(&imports);
    assert_eq!(runs.len(), 3);
    let started: Vec<i64> = runs
        .iter()
        .map(|(_, r)| r.started.expect("dated"))
        .collect();
    assert!(
        started.windows(2).all(|w| w[0] >= w[1]),
        "newest first: {started:?}"
    );
    for ((i, top), choice) in &runs {
        let run = imports[*i].run(*top);
        assert_eq!(choice.started, run.started());
        assert!(choice.tool.starts_with(run.tool.name()), "{}", choice.tool);
        assert_eq!(
            choice.requests,
            run.sessions
                .iter()
                .map(|s| s.requests().count() as u64)
                .sum::<u64>()
        );
    }
    // Each run names its own tool's version, not the newest of the folder's.
    let tools: Vec<&str> = runs.iter().map(|(_, r)| r.tool.as_str()).collect();
    assert!(
        tools.iter().any(|t| t.starts_with("Claude Code 1.0")),
        "{tools:?}"
    );
    assert!(
        tools.iter().any(|t| t.starts_with("Claude Code 2.1.15")),
        "{tools:?}"
    );
    // Each run's words name its tool, what it is and its size.
    let words = runs[0].1.words();
    assert!(words.contains(" · "), "{words}");
    assert!(words.contains("llm request"), "{words}");
}

#[test]
fn a_run_keeps_the_sessions_it_started_at_any_depth_relinked() {
    let imports = folder(&["claude/1.0", "claude/2.1.150"]);
    let claude = &imports[0];
    assert_eq!(claude.runs().len(), 2);
    let top = claude
        .runs()
        .into_iter()
        .find(|&i| claude.sessions[i].id.starts_with("7a7a0000"))
        .expect("2.1.150's main session");
    let run = claude.run(top);
    // Its main session, a sub-agent, and the sub-agent that one started.
    assert_eq!(run.sessions.len(), 3);
    assert_eq!(run.sessions[0].kind, SessionKind::Main);
    assert_eq!(run.sessions[0].id, claude.sessions[top].id);
    assert_eq!(run.runs(), [0]);
    for s in &run.sessions[1..] {
        let parent = s.parent.as_ref().expect("linked").session;
        assert!(parent < run.sessions.len());
        // The link names the same session as before narrowing.
        let before = claude
            .sessions
            .iter()
            .find(|b| b.id == s.id)
            .and_then(|b| b.parent.as_ref())
            .map(|p| &claude.sessions[p.session].id);
        assert_eq!(Some(&run.sessions[parent].id), before, "{}", s.id);
    }
    assert!(
        run.sessions
            .iter()
            .any(|s| s.parent.as_ref().is_some_and(|p| p.session == 1)),
        "depth 2 kept"
    );
    // The other run, narrowed, has none of them.
    let other = claude
        .runs()
        .into_iter()
        .find(|&i| i != top)
        .expect("1.0's");
    assert!(claude
        .run(other)
        .sessions
        .iter()
        .all(|s| !s.id.starts_with("7a7a0000")));
}

#[test]
fn one_run_is_the_import_as_it_is() {
    let imports = folder(&["claude/2.1"]);
    assert_eq!(imports.len(), 1);
    assert_eq!(imports[0].runs(), [0]);
    assert_eq!(imports[0].run(0), imports[0]);
    let runs = RunChoice::all(&imports);
    assert_eq!(runs.len(), 1);
    // Two sub-agents; the call that wrote a compaction summary is not one.
    assert_eq!(runs[0].1.sub_agents, 2);
}

#[test]
fn a_sub_agent_whose_parent_is_not_in_the_folder_is_a_run_of_its_own() {
    let mut reader = logs::Reader::new();
    for (name, bytes) in load("claude/1.0") {
        reader.feed(&name, &bytes);
    }
    for (name, bytes) in load("claude/2.1.150") {
        // Only the sub-agents' files: their main session's file is missing.
        if name.contains("/subagents/agent-aaa11111") {
            reader.feed(&format!("x/{name}"), &bytes);
        }
    }
    let imports = reader.finish_all().expect("reads");
    let runs = imports[0].runs();
    assert_eq!(
        runs.len(),
        2,
        "{:?}",
        imports[0]
            .sessions
            .iter()
            .map(|s| (&s.id, s.kind))
            .collect::<Vec<_>>()
    );
    let orphan = runs
        .iter()
        .copied()
        .find(|&i| imports[0].sessions[i].kind == SessionKind::SubAgent)
        .expect("the orphan is a run");
    assert_eq!(
        imports[0].run(orphan).sessions[0].kind,
        SessionKind::SubAgent
    );
}

#[test]
fn a_tool_whose_files_hold_no_conversation_is_reported_beside_the_others_run() {
    let mut reader = logs::Reader::new();
    // A Gemini CLI chat of its metadata alone, given first, and a Claude Code session.
    reader.feed(
        "chats/session-2026-07-14T09-12-aaaa.jsonl",
        br#"{"sessionId":"aaaa","projectHash":"h","startTime":"2026-07-14T09:12:00Z","kind":"main"}"#,
    );
    reader.feed("junk.bin", b"\0\0");
    for (name, bytes) in load("claude/1.0") {
        reader.feed(&name, &bytes);
    }
    let imports = reader.finish_all().expect("Claude Code's run reads");
    assert_eq!(imports.len(), 1);
    assert_eq!(imports[0].tool, AgentTool::ClaudeCode);
    let gemini = imports[0]
        .files
        .iter()
        .find(|f| f.name.ends_with("aaaa.jsonl"))
        .expect("the Gemini file is reported");
    assert!(
        matches!(
            gemini.problem,
            Some(logs::ImportError::NoConversation { .. })
        ),
        "{:?}",
        gemini.problem
    );
    // The unreadable file, first given with the tool that had no run, is reported too.
    assert!(imports[0]
        .files
        .iter()
        .any(|f| f.name == "junk.bin" && f.problem.is_some()));
}

/// Claude Code 1.0's run, untitled, its prompts replaced by `prompts`.
fn untitled(prompts: &[&str]) -> Import {
    let mut import = folder(&["claude/1.0"]).remove(0);
    let main = &mut import.sessions[0];
    main.title = None;
    main.events
        .retain(|e| !matches!(e, logs::LogEvent::Prompt { .. }));
    for (k, text) in prompts.iter().enumerate() {
        main.events.insert(
            k,
            logs::LogEvent::Prompt {
                at: None,
                text: text.to_string(),
                mode: None,
            },
        );
    }
    import
}

#[test]
fn an_untitled_run_is_named_by_its_first_prompt_cut_at_80_characters() {
    let name = |prompts: &[&str]| RunChoice::all(&[untitled(prompts)])[0].1.name.clone();
    // A blank prompt names nothing; the next one does, trimmed.
    assert_eq!(
        name(&["  ", "  fix the parser  "]),
        Some("fix the parser".into())
    );
    let exactly: String = "é".repeat(80);
    assert_eq!(
        name(&[&exactly]),
        Some(exactly.clone()),
        "80 characters are not cut"
    );
    let longer = format!("{exactly}x");
    assert_eq!(name(&[&longer]), Some(format!("{exactly}…")));
    assert_eq!(name(&[]), None);
    let none = RunChoice::all(&[untitled(&[])])[0].1.clone();
    assert!(
        none.words().contains("(no title, no prompt)"),
        "{}",
        none.words()
    );
}

#[test]
fn another_run_is_named_with_its_tool_and_date_in_the_picked_runs_summary() {
    let imports = folder(&["claude/1.0", "codex/0.125"]);
    let runs = RunChoice::all(&imports);
    let codex = runs
        .iter()
        .map(|(_, r)| r)
        .find(|r| r.tool.starts_with("Codex"))
        .expect("Codex's run");
    let other = codex.other();
    assert_eq!(
        other.name,
        format!("{} ({})", codex.name.clone().unwrap(), codex.tool)
    );
    assert_eq!(other.started, codex.started);
}
