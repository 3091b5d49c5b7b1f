//! Hook records in Claude Code transcripts (reference §1.9): which hook ran, at which moment,
//! for which call, and what it answered, as the page's `HookOutcome`.
//!
//! - `attachment` `hook_success` {hookName ("PreToolUse:Bash"), hookEvent, command, stdout,
//!   exitCode, toolUseID}: a JSON stdout may decide (`hookSpecificOutput.permissionDecision`,
//!   `additionalContext`, top-level `decision: "block"`); a plain stdout of SessionStart or
//!   UserPromptSubmit is context for the model, of other events it is not.
//! - `hook_additional_context` {content (text or list), hookName, toolUseID}: a note.
//! - `hook_blocking_error` {hookName, toolUseID, blockingError{blockingError, command}}: exit
//!   code 2, a refusal before a call, a block at Stop, a note after a call.
//! - `progress` `hook_progress` {hookEvent, hookName, command} (≤ 2.1.81, a `progress` line, not
//!   an attachment): a run, no answer.
//! - `system` `stop_hook_summary` {hookInfos[{command}], preventedContinuation, stopReason,
//!   hookAdditionalContext[]}: the Stop hooks' run.
//! - `hook_system_message`, `hook_non_blocking_error`: shown to the person only.

use serde_json::Value;

use super::super::json::{at, bool_at, str_at, string_at};
use super::super::{HookRun, Skip};
use crate::harness::protocol::hook::{HookEvent, HookOutcome};
use crate::t;

/// The attachment types that record hooks.
pub(super) fn is_hook_attachment(kind: &str) -> bool {
    kind.starts_with("hook_")
}

/// The event a hook record names, from `hookEvent` or the part of `hookName` before ':'.
fn event_of(a: &Value) -> Result<HookEvent, Skip> {
    let name = str_at(a, &["hookEvent"])
        .or_else(|| str_at(a, &["hookName"]).map(|n| n.split(':').next().unwrap_or(n)))
        .unwrap_or_default();
    // A log's compactions are replayed where they happened, whatever its hooks said.
    HookEvent::ALL
        .into_iter()
        .filter(|e| *e != HookEvent::PreCompact)
        .find(|e| e.name() == name)
        .ok_or(Skip::HookNotRun)
}

/// The text of `content`: a string, or a list of strings or text blocks.
fn text_of(v: Option<&Value>) -> String {
    match v {
        Some(Value::String(s)) => s.clone(),
        Some(Value::Array(items)) => items
            .iter()
            .filter_map(|i| i.as_str().or_else(|| str_at(i, &["text"])))
            .collect::<Vec<_>>()
            .join("\n"),
        _ => String::new(),
    }
}

/// What a hook's JSON output decides, if its stdout is JSON that says so.
fn decided(event: HookEvent, stdout: &str) -> Option<HookOutcome> {
    let out: Value = serde_json::from_str(stdout.trim()).ok()?;
    let specific = at(&out, &["hookSpecificOutput"]);
    let reason = |keys: &[&[&str]]| {
        keys.iter()
            .find_map(|k| string_at(&out, k))
            .unwrap_or_else(|| t!("err-log-no-reason"))
    };
    match specific.and_then(|s| str_at(s, &["permissionDecision"])) {
        Some("allow") => {
            return Some(HookOutcome::Allow {
                reason: reason(&[&["hookSpecificOutput", "permissionDecisionReason"]]),
            })
        }
        Some("deny") => {
            return Some(HookOutcome::Deny {
                reason: reason(&[&["hookSpecificOutput", "permissionDecisionReason"]]),
            })
        }
        Some("ask") => {
            return Some(HookOutcome::Ask {
                reason: reason(&[&["hookSpecificOutput", "permissionDecisionReason"]]),
            })
        }
        _ => {}
    }
    if str_at(&out, &["decision"]) == Some("block") {
        let why = reason(&[&["reason"]]);
        return Some(match event {
            HookEvent::Stop => HookOutcome::Block { reason: why },
            HookEvent::PreToolUse => HookOutcome::Deny { reason: why },
            _ => HookOutcome::Context { text: why },
        });
    }
    specific
        .and_then(|s| str_at(s, &["additionalContext"]))
        .filter(|t| !t.trim().is_empty())
        .map(|t| HookOutcome::Context {
            text: t.to_string(),
        })
        .or(Some(HookOutcome::Pass))
}

/// The call a record is for: its `toolUseID` at a tool event (elsewhere Claude Code writes the
/// event's name there).
fn call_of(event: HookEvent, a: &Value) -> Option<String> {
    event
        .is_per_call()
        .then(|| string_at(a, &["toolUseID"]))
        .flatten()
}

/// A hook `attachment` of type `kind` (the attachment object `a`).
pub(super) fn from_attachment(kind: &str, a: &Value) -> Result<HookRun, Skip> {
    if matches!(kind, "hook_system_message" | "hook_non_blocking_error") {
        return Err(Skip::ShownToYouOnly);
    }
    let event = event_of(a)?;
    let command = string_at(a, &["command"])
        .or_else(|| string_at(a, &["blockingError", "command"]))
        .unwrap_or_default();
    let outcome = match kind {
        "hook_success" => {
            let stdout = str_at(a, &["stdout"]).unwrap_or_default();
            match decided(event, stdout) {
                Some(outcome) => outcome,
                None if stdout.trim().is_empty() => HookOutcome::Pass,
                // Plain text: context for these two events only.
                None if matches!(event, HookEvent::SessionStart | HookEvent::UserPromptSubmit) => {
                    HookOutcome::Context {
                        text: stdout.trim().to_string(),
                    }
                }
                None => HookOutcome::Pass,
            }
        }
        "hook_additional_context" => HookOutcome::Context {
            text: text_of(at(a, &["content"])),
        },
        "hook_blocking_error" => {
            let reason = string_at(a, &["blockingError", "blockingError"])
                .or_else(|| string_at(a, &["blockingError"]))
                .unwrap_or_else(|| t!("err-log-no-reason"));
            match event {
                HookEvent::PreToolUse => HookOutcome::Deny { reason },
                HookEvent::Stop | HookEvent::PreCompact => HookOutcome::Block { reason },
                HookEvent::PostToolUse => HookOutcome::Context { text: reason },
                // Claude Code erases a prompt its hook blocks; the page has no such step.
                HookEvent::SessionStart | HookEvent::UserPromptSubmit => {
                    return Err(Skip::HookNotRun)
                }
            }
        }
        _ => return Err(Skip::UnknownKind),
    };
    Ok(HookRun {
        call_id: call_of(event, a),
        event,
        command,
        outcome,
    })
}

/// A `progress` line's `hook_progress` data `d`, with the line's `toolUseID`.
pub(super) fn from_progress(d: &Value, tool_use: Option<String>) -> Result<HookRun, Skip> {
    let event = event_of(d)?;
    Ok(HookRun {
        call_id: tool_use.filter(|_| event.is_per_call()),
        command: string_at(d, &["command"]).unwrap_or_default(),
        event,
        outcome: HookOutcome::Pass,
    })
}

/// A `stop_hook_summary` system line.
pub(super) fn from_stop_summary(v: &Value) -> HookRun {
    let commands: Vec<&str> = at(v, &["hookInfos"])
        .and_then(Value::as_array)
        .map(|infos| {
            infos
                .iter()
                .filter_map(|i| str_at(i, &["command"]))
                .collect()
        })
        .unwrap_or_default();
    let outcome = if bool_at(v, &["preventedContinuation"]) {
        HookOutcome::Block {
            reason: string_at(v, &["stopReason"])
                .filter(|r| !r.trim().is_empty())
                .unwrap_or_else(|| t!("err-log-no-reason")),
        }
    } else {
        match text_of(at(v, &["hookAdditionalContext"])) {
            t if t.trim().is_empty() => HookOutcome::Pass,
            text => HookOutcome::Context { text },
        }
    };
    HookRun {
        event: HookEvent::Stop,
        call_id: None,
        command: commands.join(", "),
        outcome,
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn json(v: serde_json::Value) -> String {
        v.to_string()
    }

    #[test]
    fn a_json_permission_decision_is_the_answer_with_its_reason() {
        let said = |d: &str| {
            decided(
                HookEvent::PreToolUse,
                &json(
                    serde_json::json!({"hookSpecificOutput": {"permissionDecision": d, "permissionDecisionReason": "why"}}),
                ),
            )
        };
        let why = || "why".to_string();
        assert_eq!(said("allow"), Some(HookOutcome::Allow { reason: why() }));
        assert_eq!(said("deny"), Some(HookOutcome::Deny { reason: why() }));
        assert_eq!(said("ask"), Some(HookOutcome::Ask { reason: why() }));
        assert_eq!(
            decided(
                HookEvent::PreToolUse,
                &json(serde_json::json!({"hookSpecificOutput": {"permissionDecision": "allow"}}))
            ),
            Some(HookOutcome::Allow {
                reason: "(the log records no reason)".into()
            })
        );
    }

    #[test]
    fn a_json_block_stops_the_end_refuses_a_call_or_is_a_note_after_one() {
        let block = json(serde_json::json!({"decision": "block", "reason": "tests fail"}));
        let why = || "tests fail".to_string();
        assert_eq!(
            decided(HookEvent::Stop, &block),
            Some(HookOutcome::Block { reason: why() })
        );
        assert_eq!(
            decided(HookEvent::PreToolUse, &block),
            Some(HookOutcome::Deny { reason: why() })
        );
        assert_eq!(
            decided(HookEvent::PostToolUse, &block),
            Some(HookOutcome::Context { text: why() })
        );
        let approve = json(serde_json::json!({"decision": "approve"}));
        assert_eq!(decided(HookEvent::Stop, &approve), Some(HookOutcome::Pass));
    }

    #[test]
    fn additional_context_is_a_note_unless_blank_and_plain_text_is_no_decision() {
        let with = |text: &str| {
            json(serde_json::json!({"hookSpecificOutput": {"additionalContext": text}}))
        };
        assert_eq!(
            decided(HookEvent::PostToolUse, &with("CI started")),
            Some(HookOutcome::Context {
                text: "CI started".into()
            })
        );
        assert_eq!(
            decided(HookEvent::PostToolUse, &with("  ")),
            Some(HookOutcome::Pass)
        );
        assert_eq!(decided(HookEvent::SessionStart, "Branch main"), None);
    }

    #[test]
    fn plain_stdout_is_a_note_only_where_claude_code_reads_it_and_empty_is_nothing() {
        let success = |event: &str, stdout: &str| serde_json::json!({"hookEvent": event, "hookName": event, "command": "h.sh", "stdout": stdout, "toolUseID": "t1"});
        let outcome = |event: &str, stdout: &str| {
            from_attachment("hook_success", &success(event, stdout)).map(|r| r.outcome)
        };
        assert_eq!(
            outcome("SessionStart", "Branch main"),
            Ok(HookOutcome::Context {
                text: "Branch main".into()
            })
        );
        assert_eq!(outcome("SessionStart", "  "), Ok(HookOutcome::Pass));
        assert_eq!(outcome("PreToolUse", "checked"), Ok(HookOutcome::Pass));
        assert_eq!(
            from_attachment("hook_success", &success("PreToolUse", "")).map(|r| r.call_id),
            Ok(Some("t1".into()))
        );
        assert_eq!(
            from_attachment("hook_success", &success("Notification", "")),
            Err(Skip::HookNotRun)
        );
        // The replay compacts where the log did: its PreCompact hooks are not replayed.
        assert_eq!(
            from_attachment("hook_success", &success("PreCompact", "")),
            Err(Skip::HookNotRun)
        );
    }

    #[test]
    fn a_stop_summary_with_added_context_is_a_note() {
        let v = serde_json::json!({"hookInfos": [{"command": "a.sh"}, {"command": "b.sh"}], "preventedContinuation": false, "hookAdditionalContext": ["remember the changelog"]});
        let run = from_stop_summary(&v);
        assert_eq!(run.command, "a.sh, b.sh");
        assert_eq!(
            run.outcome,
            HookOutcome::Context {
                text: "remember the changelog".into()
            }
        );
        let quiet =
            serde_json::json!({"preventedContinuation": false, "hookAdditionalContext": [" "]});
        assert_eq!(from_stop_summary(&quiet).outcome, HookOutcome::Pass);
    }
}
