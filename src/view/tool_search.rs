//! What the page says about tools loaded on demand: what the listing costs against the
//! schemas it leaves out, and what a search loads.

use crate::harness::machine::tokens::{message_tokens, tools_tokens};
use crate::harness::protocol::envelope::Say;
use crate::harness::protocol::schema::{Message, NoteKind};
use crate::harness::protocol::tool_search::{self, SEARCH_TOOL};
use crate::t;
use crate::trace::Trace;

/// The narration of a tool search's run and answer; `None` for any other step.
pub fn narrate(trace: &Trace, index: usize) -> Option<String> {
    let step = trace.steps.get(index)?;
    let deferred = trace.harness().session(step.snapshot.session).deferred();
    match &step.envelope.say {
        Say::RunTool { call, .. } if call.tool == SEARCH_TOOL => {
            let found = tool_search::search(deferred, &call.input);
            let listed = message_tokens(&Message::note(
                NoteKind::ToolNames,
                tool_search::listing(deferred),
            ));
            let schemas = tools_tokens(deferred);
            Some(if found.is_empty() {
                t!(
                    "agents-search-finds-none",
                    n = deferred.len(),
                    listed = listed,
                    schemas = schemas
                )
            } else {
                // "read_file and grep and glob": each name joined to those before it.
                let names = found
                    .iter()
                    .map(|t| t.name.clone())
                    .reduce(|a, b| t!("agents-search-and", a = a, b = b))
                    .unwrap_or_default();
                let loaded = message_tokens(&Message::note(
                    NoteKind::ToolSchemas,
                    tool_search::schemas_note(&found),
                ));
                t!(
                    "agents-search-loads",
                    n = deferred.len(),
                    listed = listed,
                    schemas = schemas,
                    found = names,
                    loaded = loaded
                )
            })
        }
        Say::Output { result }
            if result.output.starts_with("Loaded ")
                && trace.steps[..index].iter().rev().any(|s| {
                    matches!(&s.envelope.say, Say::RunTool { call, .. }
                        if call.id == result.call_id && call.tool == SEARCH_TOOL)
                }) =>
        {
            Some(t!(
                "agents-search-answers",
                output = result.output.trim_end_matches('.')
            ))
        }
        _ => None,
    }
}
