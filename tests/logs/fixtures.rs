//! Loading the session-log fixtures of `tests/fixtures/logs/<tool>/<version>/`, and readers
//! of what an import holds.
#![allow(dead_code)] // The test file and the benchmark use different parts.

use std::fs;
use std::path::Path;

use harness_demo::logs::{self, Import, LlmRequest, LogEvent, LogSession, ReplyBlock, ToolOutcome};

/// Every file under `tests/fixtures/logs/<dir>`, named by its path below that folder (the
/// names carry the layout: `-w-demo/<session>/subagents/agent-x.jsonl`), sorted by name.
pub fn load(dir: &str) -> Vec<(String, Vec<u8>)> {
    let root = Path::new(env!("CARGO_MANIFEST_DIR"))
        .join("tests/fixtures/logs")
        .join(dir);
    let mut out = Vec::new();
    walk(&root, &root, &mut out);
    assert!(!out.is_empty(), "no fixture under {}", root.display());
    out.sort();
    out
}

fn walk(root: &Path, dir: &Path, out: &mut Vec<(String, Vec<u8>)>) {
    for entry in fs::read_dir(dir).unwrap() {
        let path = entry.unwrap().path();
        if path.is_dir() {
            walk(root, &path, out);
        } else {
            let name = path
                .strip_prefix(root)
                .unwrap()
                .to_string_lossy()
                .into_owned();
            out.push((name, fs::read(&path).unwrap()));
        }
    }
}

/// The files of `dir` whose names contain one of `parts`.
pub fn only(dir: &str, parts: &[&str]) -> Vec<(String, Vec<u8>)> {
    load(dir)
        .into_iter()
        .filter(|(name, _)| parts.iter().any(|p| name.contains(p)))
        .collect()
}

pub fn read(files: &[(String, Vec<u8>)]) -> Import {
    try_read(files).unwrap_or_else(|e| panic!("the files must read: {e}"))
}

/// Feeds each file in pieces cut at `cuts` (offsets into the file, any order; each taken modulo
/// the file's length + 1), then reads them.
pub fn read_cut(files: &[(String, Vec<u8>)], cuts: &[usize]) -> Import {
    let mut reader = logs::Reader::new();
    for (name, data) in files {
        let mut points: Vec<usize> = cuts.iter().map(|c| c % (data.len() + 1)).collect();
        points.extend([0, data.len()]);
        points.sort_unstable();
        points.dedup();
        for w in points.windows(2) {
            reader.feed(name, &data[w[0]..w[1]]);
        }
    }
    reader.finish().unwrap()
}

pub fn try_read(files: &[(String, Vec<u8>)]) -> Result<Import, logs::ImportError> {
    let borrowed: Vec<(&str, &[u8])> = files
        .iter()
        .map(|(n, b)| (n.as_str(), b.as_slice()))
        .collect();
    logs::read(&borrowed)
}

pub fn import(dir: &str) -> Import {
    read(&load(dir))
}

pub fn session<'a>(import: &'a Import, id: &str) -> &'a LogSession {
    import
        .sessions
        .iter()
        .find(|s| s.id == id)
        .unwrap_or_else(|| panic!("no session {id}"))
}

pub fn session_index(import: &Import, id: &str) -> usize {
    import
        .sessions
        .iter()
        .position(|s| s.id == id)
        .unwrap_or_else(|| panic!("no session {id}"))
}

pub fn requests(s: &LogSession) -> Vec<&LlmRequest> {
    s.requests().collect()
}

pub fn request<'a>(s: &'a LogSession, id: &str) -> &'a LlmRequest {
    s.requests()
        .find(|r| r.id.as_deref() == Some(id))
        .unwrap_or_else(|| panic!("no request {id}"))
}

/// The result of call `id`: (outcome, duration, output).
pub fn result<'a>(s: &'a LogSession, id: &str) -> (ToolOutcome, Option<u64>, &'a str) {
    let found: Vec<_> = s
        .events
        .iter()
        .filter_map(|e| match e {
            LogEvent::ToolResult {
                call_id,
                outcome,
                duration_ms,
                output,
                ..
            } if call_id == id => Some((*outcome, *duration_ms, output.as_str())),
            _ => None,
        })
        .collect();
    assert_eq!(found.len(), 1, "call {id} must have exactly one result");
    found[0]
}

pub fn prompts(s: &LogSession) -> Vec<&str> {
    s.events
        .iter()
        .filter_map(|e| match e {
            LogEvent::Prompt { text, .. } => Some(text.as_str()),
            _ => None,
        })
        .collect()
}

pub fn calls(r: &LlmRequest) -> Vec<&str> {
    r.blocks
        .iter()
        .filter_map(|b| match b {
            ReplyBlock::ToolCall { id, .. } => Some(id.as_str()),
            _ => None,
        })
        .collect()
}

/// The report of the file whose name ends with `tail`.
pub fn report<'a>(import: &'a Import, tail: &str) -> &'a logs::FileReport {
    import
        .files
        .iter()
        .find(|f| f.name.ends_with(tail))
        .unwrap_or_else(|| panic!("no file {tail}"))
}

/// Short names for the kinds of events, to compare a session's shape at a glance.
pub fn shape(s: &LogSession) -> Vec<String> {
    s.events
        .iter()
        .map(|e| match e {
            LogEvent::Prompt { .. } => "prompt".to_string(),
            LogEvent::Context { kind, .. } => format!("context:{kind:?}"),
            LogEvent::Request(r) => format!("request:{}", r.blocks.len()),
            LogEvent::ToolResult { outcome, .. } => format!("result:{outcome:?}"),
            LogEvent::Compaction { kind, .. } => format!("compaction:{kind:?}"),
            LogEvent::ApiError { .. } => "api-error".to_string(),
            LogEvent::Interrupted { .. } => "interrupted".to_string(),
            LogEvent::TurnEnd { .. } => "turn-end".to_string(),
            LogEvent::Hook { run, .. } => {
                format!("hook:{}:{}", run.event.name(), run.outcome.kind())
            }
        })
        .collect()
}
