//! What the page says about tools loaded on demand: what the listing costs against the
//! schemas it leaves out, and what a search loads.

use super::words::{plural, thousands};
use crate::harness::machine::tokens::{message_tokens, tools_tokens};
use crate::harness::protocol::envelope::Say;
use crate::harness::protocol::schema::{Message, NoteKind};
use crate::harness::protocol::tool_search::{self, SEARCH_TOOL};
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
            let start = format!(
                "The runner hands the call to the tool search, which the harness runs itself. Until now each request listed {} by name only, about {} tokens; their schemas would have cost about {} tokens in every request.",
                plural(deferred.len(), "deferred tool"),
                thousands(listed),
                thousands(tools_tokens(deferred))
            );
            Some(if found.is_empty() {
                format!("{start} This search matches none of them.")
            } else {
                let names: Vec<&str> = found.iter().map(|t| t.name.as_str()).collect();
                let loaded = message_tokens(&Message::note(
                    NoteKind::ToolSchemas,
                    tool_search::schemas_note(&found),
                ));
                format!(
                    "{start} This search loads the schemas of {}, about {} tokens, into the next request.",
                    names.join(" and "),
                    thousands(loaded)
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
            Some(format!(
                "The tool search answers \"{}\". The schemas join the next request after this result, and from then on the llm may call those tools. The front of the request does not change, so the prompt cache still holds.",
                result.output.trim_end_matches('.')
            ))
        }
        _ => None,
    }
}
