//! The tool search tool: the harness's own, like the skill tool. A call loads the deferred
//! tools it finds: the call's result names them, their schemas join the next request as a
//! note, and from then on the llm may call them.

use super::session::SessionState;
use crate::harness::protocol::schema::{Message, NoteKind, Tool, ToolCall, ToolResult};
use crate::harness::protocol::tool_search;

impl SessionState {
    /// Loads the deferred tools `call` finds: their schemas wait for the next request.
    pub(super) fn load_tools(&mut self, call: &ToolCall) -> ToolResult {
        let found = tool_search::search(&self.deferred, &call.input);
        if !found.is_empty() {
            self.reminders.push(Message::note(
                NoteKind::ToolSchemas,
                tool_search::schemas_note(&found),
            ));
        }
        let output = tool_search::answer(&found, &call.input);
        for t in found {
            if !self.tools_loaded.iter().any(|l| l.name == t.name) {
                self.tools_loaded.push(t.clone());
            }
        }
        ToolResult {
            call_id: call.id.clone(),
            output,
            error: None,
        }
    }

    /// What a compaction puts back of them: the listing, and the schemas loaded so far (the
    /// notes that carried them are summarized away).
    pub(super) fn tools_to_reattach(&self) -> Vec<Message> {
        if self.deferred.is_empty() {
            return Vec::new();
        }
        let mut notes = vec![Message::note(
            NoteKind::ToolNames,
            tool_search::listing(&self.deferred),
        )];
        if !self.tools_loaded.is_empty() {
            let refs: Vec<&Tool> = self.tools_loaded.iter().collect();
            notes.push(Message::note(
                NoteKind::ToolSchemas,
                tool_search::schemas_note(&refs),
            ));
        }
        notes
    }
}
