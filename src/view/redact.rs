//! "Save as scenario" of an imported log: the run as a scenario file, with the person's text
//! hidden unless they ask to keep it. Export code, beside the trace's export, so the log
//! readers below never reach up into the view's words.

use crate::harness::machine::TaskInput;
use crate::harness::protocol::schema::Agent;
use crate::harness::scenario::script::ScriptedReply;
use crate::harness::scenario::Scenario;
use crate::t;

/// `scenario` with every text of the person's replaced by its length and a short hash: the
/// prompts, the replies, the tools' inputs and outputs, the summaries and the instructions.
/// What is left is the run's shape and numbers: which tools ran, in what order, with what
/// result, the tokens, the times. A task call keeps its agent, so the file still loads.
pub fn redacted(scenario: &Scenario) -> Scenario {
    let mut s = scenario.clone();
    s.prompt = hide(&s.prompt);
    for f in &mut s.follow_ups {
        f.text = hide(&f.text);
    }
    s.title = t!("files-redacted-title");
    s.agent.instructions = hide(&s.agent.instructions);
    for sub in &mut s.subagents {
        sub.agent.instructions = hide(&sub.agent.instructions);
        redact_script(&mut sub.replies, &mut sub.summaries);
    }
    redact_script(&mut s.replies, &mut s.summaries);
    s
}

fn redact_script(replies: &mut [ScriptedReply], summaries: &mut [String]) {
    for r in replies.iter_mut() {
        for chunk in &mut r.chunks {
            *chunk = hide(chunk);
        }
        r.text = if r.chunks.is_empty() {
            hide(&r.text)
        } else {
            r.chunks.concat()
        };
        if let Some(refused) = &mut r.if_refused {
            *refused = hide(refused);
        }
        for call in &mut r.tool_calls {
            call.input = match TaskInput::parse(&call.input) {
                Some(task) if Agent::is_task_tool(&call.tool) => {
                    serde_json::json!({ "agent": task.agent, "prompt": hide(&task.prompt) })
                        .to_string()
                }
                _ => hide(&call.input),
            };
            if let Some(result) = &mut call.result {
                result.output = hide(&result.output);
            }
        }
    }
    for summary in summaries.iter_mut() {
        *summary = hide(summary);
    }
}

/// "[1,234 characters · 3fa2c1]": a text's length and a hash that tells equal texts apart.
fn hide(text: &str) -> String {
    if text.is_empty() {
        return String::new();
    }
    // FNV-1a, the harness's own fingerprint, cut to 24 bits.
    let hash = text.bytes().fold(0xcbf2_9ce4_8422_2325_u64, |h, b| {
        (h ^ u64::from(b)).wrapping_mul(0x0100_0000_01b3)
    });
    t!(
        "files-redacted-text",
        n = text.chars().count(),
        hash = format!("{:06x}", hash & 0xff_ffff)
    )
}
