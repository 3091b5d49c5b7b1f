//! The tool search tool: the harness's own, like the skill tool. A call loads the deferred
//! tools it finds: the call's result names them, their schemas join the next request as a
//! note, and from then on the llm may call them.

use super::session::SessionState;
use super::Harness;
use crate::harness::protocol::envelope::{Envelope, Part, Say};
use crate::harness::protocol::schema::{Message, NoteKind, Tool, ToolCall, ToolResult};
use crate::harness::protocol::tool_search::{self, SEARCH_TOOL};

impl Harness {
    pub(super) fn tool_search_receives(&mut self, envelope: &Envelope) {
        let Say::RunTool { call, .. } = &envelope.say else {
            return;
        };
        if call.tool != SEARCH_TOOL {
            return;
        }
        let result = self.sessions[envelope.session].load_tools(call);
        self.sh.send(
            envelope.session,
            Part::Tools,
            Part::Runner,
            Say::Output { result },
        );
    }
}

impl SessionState {
    /// Loads the deferred tools `call` finds: their schemas wait for the next request.
    fn load_tools(&mut self, call: &ToolCall) -> ToolResult {
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
