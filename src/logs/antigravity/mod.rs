//! Antigravity CLI's `~/.gemini/antigravity-cli/brain/<conversation>/.system_generated/logs/
//! transcript_full.jsonl` (reference §6.2): one step per line, `{step_index, source, type,
//! status, created_at, content, thinking?, tool_calls?, error?}`, each into a compact
//! [`Step`]. Closed source: the shape is taken from public captures of `agy` 1.1.x sessions.
//!
//! Rules applied here: a step index read before is a copy, the later line wins (the CLI
//! rewrites a step when it finishes); no line carries a token count.

mod build;

pub(super) use build::build;

use std::collections::HashMap;

use serde_json::Value;

use super::format_reader::{object_line, Tally};
use super::json::{str_at, take, take_array, take_string, to_text, u64_at};
use super::time::epoch_ms;
use super::Skip;

/// One transcript as read so far.
#[derive(Default)]
pub(super) struct File {
    pub(super) steps: Vec<Step>,
    /// Each step index's place in `steps`.
    places: HashMap<u64, usize>,
}

/// One step, reduced to what the model needs.
pub(super) struct Step {
    pub(super) index: u64,
    /// "USER_EXPLICIT", "MODEL", "SYSTEM"…
    pub(super) source: String,
    /// "USER_INPUT", "PLANNER_RESPONSE", a tool's kind ("RUN_COMMAND", "VIEW_FILE",
    /// "GENERIC"…), "ERROR_MESSAGE", "CHECKPOINT"…
    pub(super) kind: String,
    pub(super) status: String,
    pub(super) at: Option<i64>,
    pub(super) content: Option<String>,
    pub(super) thinking: Option<String>,
    pub(super) error: Option<String>,
    /// `tool_calls`: (name, arguments as JSON text); the file gives them no id.
    pub(super) calls: Vec<(String, String)>,
}

impl File {
    /// One line of the file.
    pub(super) fn line(&mut self, text: &str, last: bool, tally: &mut Tally) {
        let Some(mut v) = object_line(text, last, tally) else {
            return;
        };
        let Some(index) = u64_at(&v, &["step_index"]) else {
            return tally.skip(Skip::UnknownKind);
        };
        let calls = take_array(&mut v, "tool_calls")
            .into_iter()
            .map(|mut c| {
                let name = take_string(&mut c, "name").unwrap_or_default();
                let args = match take(&mut c, "args") {
                    Value::Null => "{}".to_string(),
                    a => to_text(&a),
                };
                (name, args)
            })
            .collect();
        let step = Step {
            index,
            source: take_string(&mut v, "source").unwrap_or_default(),
            kind: take_string(&mut v, "type").unwrap_or_default(),
            status: take_string(&mut v, "status").unwrap_or_default(),
            at: str_at(&v, &["created_at"]).and_then(epoch_ms),
            content: take_string(&mut v, "content"),
            thinking: take_string(&mut v, "thinking").filter(|t| !t.is_empty()),
            error: take_string(&mut v, "error"),
            calls,
        };
        match self.places.get(&index).and_then(|&i| self.steps.get_mut(i)) {
            Some(old) => {
                *old = step;
                tally.skip(Skip::Duplicate);
            }
            None => {
                self.places.insert(index, self.steps.len());
                self.steps.push(step);
            }
        }
    }
}
