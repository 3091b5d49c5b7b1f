//! Memory files as the runner loads them: a folder's when a file under it is first read, and
//! every loaded one again after a compaction.

use super::session::SessionState;
use crate::harness::protocol::memory::read_path;
use crate::harness::protocol::mode::ToolKind;
use crate::harness::protocol::schema::{Message, NoteKind, ToolCall};

impl SessionState {
    /// `call` read a file: the memory files of its folders not loaded yet join the next
    /// request.
    pub(super) fn load_memory_for(&mut self, call: &ToolCall) {
        if ToolKind::of(&call.tool) != ToolKind::Read {
            return;
        }
        let path = read_path(&call.input);
        for (i, file) in self.agent.memory.iter().enumerate() {
            if file.covers(&path) && !self.memory_loaded.contains(&i) {
                self.memory_loaded.push(i);
                self.reminders
                    .push(Message::note(NoteKind::Memory, file.note(false)));
            }
        }
    }

    /// What a compaction loads again: every memory file loaded so far.
    pub(super) fn memory_to_reload(&self) -> Vec<Message> {
        self.memory_loaded
            .iter()
            .filter_map(|i| self.agent.memory.get(*i))
            .map(|file| Message::note(NoteKind::Memory, file.note(true)))
            .collect()
    }
}
