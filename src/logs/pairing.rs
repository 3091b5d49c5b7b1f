//! Tool pairing: a call and its result share an id (Claude `tool_use.id` ↔
//! `tool_result.tool_use_id`, Codex `call_id`). A result can come long after its call, so
//! pairing looks at the whole session; a call that no line answers (after a resume, or when
//! the log ends) gets a `NoResult` event where its turn ends, so every call has one result.

use std::collections::HashSet;

use super::{LogEvent, ReplyBlock, ToolOutcome};

pub(super) fn close_calls(events: Vec<LogEvent>) -> Vec<LogEvent> {
    let answered: HashSet<String> = events
        .iter()
        .filter_map(|e| match e {
            LogEvent::ToolResult { call_id, .. } => Some(call_id.clone()),
            _ => None,
        })
        .collect();
    let mut out = Vec::with_capacity(events.len());
    let mut waiting: Vec<String> = Vec::new();
    for event in events {
        match &event {
            LogEvent::Prompt { .. } | LogEvent::Interrupted { .. } | LogEvent::TurnEnd { .. } => {
                out.extend(waiting.drain(..).map(no_result));
                out.push(event);
            }
            LogEvent::Request(r) => {
                for block in &r.blocks {
                    if let ReplyBlock::ToolCall { id, .. } = block {
                        if !answered.contains(id) && !waiting.contains(id) {
                            waiting.push(id.clone());
                        }
                    }
                }
                out.push(event);
            }
            _ => out.push(event),
        }
    }
    out.extend(waiting.drain(..).map(no_result));
    out
}

fn no_result(call_id: String) -> LogEvent {
    LogEvent::ToolResult {
        at: None,
        call_id,
        output: String::new(),
        outcome: ToolOutcome::NoResult,
        duration_ms: None,
    }
}
