//! Which format a file is, from its name and its first lines (the detection order of the
//! reference's §9), and what to tell the user when it is none that this reader reads.

use serde_json::Value;

use super::json::str_at;
use super::ImportError;
use crate::t;

/// A format this reader reads.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(super) enum Format {
    Claude,
    /// Codex rollout, `{timestamp,type,payload}` on every line (Sept 2025 on).
    CodexEnvelope,
    /// Codex rollout, bare items after a bare `{id,timestamp,instructions}` line.
    CodexBare,
    /// Gemini CLI chat: one JSON document per session, or JSON Lines of records.
    Gemini,
    /// `opencode export`: one JSON document `{info, messages}`.
    Opencode,
    /// Antigravity CLI's `transcript_full.jsonl`: one step per line.
    Antigravity,
    /// GitHub Copilot CLI's `events.jsonl`.
    Copilot,
    /// OpenTelemetry OTLP JSON: one `TracesData` (or `LogsData`) per line.
    Otlp,
}

/// What one JSON line says about its file.
pub(super) enum Sniffed {
    Is(Format),
    Refuse(fn(String) -> ImportError),
}

/// How many bytes from the start are checked for NUL bytes before a format is decided.
pub(super) const HEAD: usize = 8192;

/// How many lines that decide nothing are read before a file is called of no known format.
pub(super) const PATIENCE: usize = 20;

const ZSTD_MAGIC: [u8; 4] = [0x28, 0xB5, 0x2F, 0xFD];

pub(super) fn is_zstd(head: &[u8]) -> bool {
    head.starts_with(&ZSTD_MAGIC)
}

/// The file's name says it is compressed.
pub(super) fn named_compressed(name: &str) -> bool {
    name.ends_with(".zst")
}

/// A Claude Code 2.1 sub-agent's `agent-<id>.meta.json`.
pub(super) fn named_meta(name: &str) -> bool {
    name.ends_with(".meta.json")
}

const CODEX_ENVELOPE_TYPES: [&str; 8] = [
    "session_meta",
    "response_item",
    "event_msg",
    "turn_context",
    "compacted",
    "inter_agent_communication",
    "token_usage_record",
    "world_state",
];
const CODEX_BARE_TYPES: [&str; 6] = [
    "message",
    "function_call",
    "function_call_output",
    "reasoning",
    "local_shell_call",
    "custom_tool_call",
];
const EXEC_JSON_TYPES: [&str; 7] = [
    "thread.started",
    "turn.started",
    "turn.completed",
    "turn.failed",
    "item.started",
    "item.updated",
    "item.completed",
];
const CLAUDE_TYPES: [&str; 9] = [
    "user",
    "assistant",
    "system",
    "summary",
    "file-history-snapshot",
    "queue-operation",
    "progress",
    "attachment",
    "ai-title",
];

/// What a parsed line says its file is; None when it says nothing (keep reading).
pub(super) fn sniff(v: &Value) -> Option<Sniffed> {
    let obj = v.as_object()?;
    let kind = str_at(v, &["type"]);
    if let Some(t) = kind {
        if CODEX_ENVELOPE_TYPES.contains(&t) && obj.contains_key("payload") {
            return Some(Sniffed::Is(Format::CodexEnvelope));
        }
        if EXEC_JSON_TYPES.contains(&t) {
            return Some(Sniffed::Refuse(|file| ImportError::CodexExecJson { file }));
        }
    }
    if obj.contains_key("record_type")
        || (kind.is_none()
            && obj.contains_key("id")
            && obj.contains_key("timestamp")
            && obj.contains_key("instructions"))
    {
        return Some(Sniffed::Is(Format::CodexBare));
    }
    if obj.contains_key("resourceSpans") || obj.contains_key("resourceLogs") {
        return Some(Sniffed::Is(Format::Otlp));
    }
    if obj.contains_key("projectHash")
        || obj.contains_key("$set")
        || obj.contains_key("$rewindTo")
        || kind == Some("gemini")
    {
        return Some(Sniffed::Is(Format::Gemini));
    }
    if obj.contains_key("info") && obj.contains_key("messages") {
        return Some(Sniffed::Is(Format::Opencode));
    }
    if obj.contains_key("step_index") {
        return Some(Sniffed::Is(Format::Antigravity));
    }
    if kind.is_some_and(is_copilot_type) && obj.contains_key("data") {
        return Some(Sniffed::Is(Format::Copilot));
    }
    if obj.contains_key("display") && obj.contains_key("pastedContents") {
        return Some(Sniffed::Refuse(|file| ImportError::UnknownFormat {
            file,
            looks_like: t!("err-log-looks-prompt-history"),
        }));
    }
    let claude_envelope = ["uuid", "parentUuid", "sessionId"]
        .iter()
        .any(|k| obj.contains_key(*k));
    if claude_envelope || kind.is_some_and(|t| CLAUDE_TYPES.contains(&t)) {
        return Some(Sniffed::Is(Format::Claude));
    }
    if kind.is_some_and(|t| CODEX_BARE_TYPES.contains(&t)) {
        return Some(Sniffed::Is(Format::CodexBare));
    }
    None
}

/// Copilot CLI's event types are dotted and start with one of these.
fn is_copilot_type(kind: &str) -> bool {
    const PREFIXES: [&str; 9] = [
        "session.",
        "user.",
        "assistant.",
        "tool.",
        "permission.",
        "subagent.",
        "hook.",
        "skill.",
        "system.",
    ];
    PREFIXES.iter().any(|p| kind.starts_with(p))
}

/// A pretty-printed JSON document's format, from its first lines (no line parses alone): the
/// keys near its top name it. None when they name no format read here.
pub(super) fn document(first_lines: &[Vec<u8>]) -> Option<Format> {
    let text: String = first_lines
        .iter()
        .filter_map(|l| std::str::from_utf8(l).ok())
        .collect::<Vec<_>>()
        .join("\n");
    if !text.trim_start().starts_with('{') {
        return None;
    }
    if text.contains("\"resourceSpans\"") || text.contains("\"resourceLogs\"") {
        Some(Format::Otlp)
    } else if text.contains("\"projectHash\"") {
        Some(Format::Gemini)
    } else if text.contains("\"info\"")
        && ["\"ses_", "\"projectID\"", "\"sessionID\"", "\"messages\""]
            .iter()
            .any(|k| text.contains(k))
    {
        Some(Format::Opencode)
    } else {
        None
    }
}

/// The error for a file whose first lines decided nothing: what they look like.
pub(super) fn unknown(file: String, first_lines: &[Vec<u8>]) -> ImportError {
    let first_json = first_lines
        .iter()
        .filter_map(|l| serde_json::from_slice::<Value>(l).ok())
        .find_map(|v| v.as_object().map(|o| o.keys().cloned().collect::<Vec<_>>()));
    let starts_as_json = first_lines
        .iter()
        .filter_map(|l| std::str::from_utf8(l).ok())
        .find(|l| !l.trim().is_empty())
        .is_some_and(|l| l.trim_start().starts_with(['{', '[']));
    let looks_like = match first_json {
        Some(keys) if keys.is_empty() => t!("err-log-looks-empty-objects"),
        Some(keys) => {
            let shown: Vec<&str> = keys.iter().take(6).map(String::as_str).collect();
            t!("err-log-looks-keys", keys = shown.join(", "))
        }
        None if starts_as_json => t!("err-log-looks-document"),
        None => t!("err-log-looks-not-json"),
    };
    ImportError::UnknownFormat { file, looks_like }
}

/// A CLI version's numbers: "2.1.39" → (2, 1, 39); a suffix such as "-alpha.1" is ignored.
pub(super) fn version_numbers(version: &str) -> Option<(u32, u32, u32)> {
    let core = version.split(['-', '+']).next()?;
    let mut parts = core.split('.').map(|p| p.parse::<u32>().ok());
    let major = parts.next()??;
    let minor = parts.next().flatten().unwrap_or(0);
    let patch = parts.next().flatten().unwrap_or(0);
    Some((major, minor, patch))
}

#[cfg(test)]
mod tests {
    use super::*;

    /// The format one JSON line says its file is.
    fn format_of(line: &str) -> Option<Format> {
        match sniff(&serde_json::from_str(line).expect("JSON")) {
            Some(Sniffed::Is(f)) => Some(f),
            _ => None,
        }
    }

    fn document_of(text: &str) -> Option<Format> {
        let lines: Vec<Vec<u8>> = text.lines().map(|l| l.as_bytes().to_vec()).collect();
        document(&lines)
    }

    #[test]
    fn a_gemini_file_is_known_by_any_of_its_records() {
        assert_eq!(
            format_of(r#"{"sessionId":"s","projectHash":"h","startTime":"2026-01-01T00:00:00Z"}"#),
            Some(Format::Gemini)
        );
        assert_eq!(
            format_of(r#"{"$set":{"lastUpdated":"2026-01-01T00:00:00Z"}}"#),
            Some(Format::Gemini)
        );
        assert_eq!(format_of(r#"{"$rewindTo":"m2"}"#), Some(Format::Gemini));
        assert_eq!(
            format_of(
                r#"{"id":"m2","timestamp":"2026-01-01T00:00:00Z","type":"gemini","content":""}"#
            ),
            Some(Format::Gemini)
        );
        // A bare `user` message decides nothing: Claude Code's lines are `user` too.
        assert_eq!(
            format_of(r#"{"id":"m1","type":"info","content":"x"}"#),
            None
        );
    }

    #[test]
    fn each_other_format_is_known_by_its_own_keys() {
        assert_eq!(format_of(r#"{"resourceSpans":[]}"#), Some(Format::Otlp));
        assert_eq!(format_of(r#"{"resourceLogs":[]}"#), Some(Format::Otlp));
        assert_eq!(
            format_of(r#"{"info":{"id":"ses_1"},"messages":[]}"#),
            Some(Format::Opencode)
        );
        // `info` alone, or `messages` alone, is not an export.
        assert_eq!(format_of(r#"{"info":{"id":"ses_1"}}"#), None);
        assert_eq!(format_of(r#"{"messages":[]}"#), None);
        assert_eq!(
            format_of(r#"{"step_index":0,"source":"USER_EXPLICIT","type":"USER_INPUT"}"#),
            Some(Format::Antigravity)
        );
        assert_eq!(
            format_of(r#"{"type":"session.start","id":"e1","data":{"producer":"copilot-agent"}}"#),
            Some(Format::Copilot)
        );
        assert_eq!(
            format_of(r#"{"type":"tool.execution_complete","data":{}}"#),
            Some(Format::Copilot)
        );
        // A dotted type without `data`, or `data` with another type, is not Copilot's.
        assert_eq!(format_of(r#"{"type":"assistant.message"}"#), None);
        assert_eq!(format_of(r#"{"type":"note","data":{}}"#), None);
    }

    #[test]
    fn every_copilot_event_family_is_copilots() {
        for kind in [
            "session.start",
            "user.message",
            "assistant.turn_start",
            "tool.execution_start",
            "permission.completed",
            "subagent.started",
            "hook.end",
            "skill.invoked",
            "system.message",
        ] {
            assert!(is_copilot_type(kind), "{kind}");
        }
        assert!(!is_copilot_type("turn.started"));
        assert!(!is_copilot_type("session"));
    }

    #[test]
    fn a_pretty_printed_document_is_known_by_the_keys_near_its_top() {
        assert_eq!(document_of("{\n  \"resourceSpans\": ["), Some(Format::Otlp));
        assert_eq!(document_of("{\n  \"resourceLogs\": ["), Some(Format::Otlp));
        assert_eq!(
            document_of("{\n  \"sessionId\": \"s\",\n  \"projectHash\": \"h\","),
            Some(Format::Gemini)
        );
        for key in [
            "\"id\": \"ses_1\"",
            "\"projectID\": \"p\"",
            "\"sessionID\": \"s\"",
            "\"messages\": [",
        ] {
            let text = format!("{{\n  \"info\": {{\n    {key},");
            assert_eq!(document_of(&text), Some(Format::Opencode), "{key}");
        }
        // `info` with nothing of opencode's, a document of other keys, or no document at all.
        assert_eq!(document_of("{\n  \"info\": {\n    \"name\": \"x\""), None);
        assert_eq!(document_of("{\n  \"name\": \"x\""), None);
        assert_eq!(document_of("  \n\"projectHash\""), None);
        // Blank lines before the brace do not hide it.
        assert_eq!(
            document_of("\n  {\n  \"projectHash\": \"h\""),
            Some(Format::Gemini)
        );
    }
}
