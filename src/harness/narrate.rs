//! One sentence or two per step, written for someone who has never seen a harness.

use super::envelope::{Because, Envelope, Outcome, Part, Say};
use super::machine::Harness;
use super::schema::{LlmEvent, Reply};
use super::trace::clip;

/// Narrates `envelope`, just delivered to `harness`.
pub fn narrate(envelope: &Envelope, harness: &Harness) -> String {
    let from = envelope.from.name();
    let thread = harness.thread().len();
    let messages = plural(thread, "message");
    match &envelope.say {
        // Client 1 is "you"; any other client is someone else's window.
        Say::Typed { .. } if envelope.from == (Part::Client { id: 1 }) && thread == 0 => format!(
            "You type a message into the {from}. Nothing has been sent yet, so the thread is still empty."
        ),
        Say::Typed { .. } if envelope.from == (Part::Client { id: 1 }) => format!(
            "You type a message into the {from}. Nothing has been sent yet; the thread holds {messages}."
        ),
        Say::Typed { .. } => format!(
            "Someone types a message into {from}. Nothing has been sent yet; the thread holds {messages}."
        ),
        Say::Prompt { .. } if envelope.from == (Part::Client { id: 1 }) => format!(
            "You press enter. The {from} calls prompt on the session API with your message."
        ),
        Say::Prompt { .. } => format!(
            "They press enter, and {from} calls prompt on the same session API with their message."
        ),
        Say::Accepted { queued: false } => format!(
            "The session API saves the message to the thread ({messages} now) and answers accepted at once, without waiting for the llm."
        ),
        Say::Accepted { queued: true } => "The runner is in the middle of a turn, so the session API saves the message for the runner's next turn and answers accepted at once.".to_string(),
        // Delivering StartRun queued the coordinator's answer last; it tells which case this is.
        Say::StartRun if harness.queue.back().is_some_and(|e| e.say == Say::AlreadyRunning) => "The session API asks the coordinator for a run. One is already going for this session, so the coordinator starts no second one.".to_string(),
        Say::StartRun => "The session API asks the coordinator for a run. None is going for this session, so the coordinator marks it running.".to_string(),
        Say::AlreadyRunning => "The coordinator already has a run going for this session, so it starts no second one. The running loop will answer the new message before it stops.".to_string(),
        Say::Run => "The coordinator hands the session to the runner. One session, one run at a time.".to_string(),
        Say::KeepGoing => "A message came in as the run was ending, so the coordinator keeps the same run going instead of going idle.".to_string(),
        Say::Request { turn, context } => format!(
            "The runner sends turn {turn}'s request to the llm: the instructions, {}, and the thread of {messages}. That is about {} tokens; {} of them come from the prompt cache{}",
            plural(harness.tools().len(), "tool"),
            thousands(context.total),
            thousands(context.cached),
            if context.cached == 0 { ", because this is the session's first request." } else { ", because this request starts with the previous one." }
        ),
        Say::Event { event: LlmEvent::Text { .. } } => "The llm streams back a piece of text. It arrives in small events, not as one block.".to_string(),
        Say::Event { event: LlmEvent::ToolCall { call } } => format!(
            "The llm asks for a tool: {} with input \"{}\". It cannot run anything itself; it can only ask.",
            call.tool, clip(&call.input, 48)
        ),
        Say::Event { event: LlmEvent::Finish {} } => {
            let calls = harness.turns().last().map_or(0, |t| {
                t.events.iter().filter(|e| matches!(e, LlmEvent::ToolCall { .. })).count()
            });
            if calls == 0 {
                format!("The reply is finished and asks for no tool, so its text is the answer. The runner appends it to the thread ({messages}).")
            } else {
                format!("The reply is finished and asks for {}. The runner appends it to the thread ({messages}) and handles each call in order.", plural(calls, "tool call"))
            }
        }
        Say::Forward { event: LlmEvent::ToolCall { call } } => format!(
            "The runner shows you the tool call as it happens: {}({}).",
            call.tool, clip(&call.input, 48)
        ),
        Say::Forward { .. } => "The runner streams the text straight to the client over the stream it keeps open, so you see the answer as it is written.".to_string(),
        Say::RunTool { call, because: Because::Allowed } => format!(
            "The runner checks its rules: {} → allow, so it runs the tool at once without asking you.",
            call.tool
        ),
        Say::RunTool { call, because: Because::Replied(Reply::Always) } => format!(
            "You said always, so {} is now allowed by a saved rule, and the runner runs it.",
            call.tool
        ),
        Say::RunTool { call, .. } => format!("You allowed this one call, so the runner runs {}.", call.tool),
        Say::Output { result } => format!(
            "The tool returns its output ({} characters) to the runner.",
            result.output.chars().count()
        ),
        Say::Result { outcome: Outcome::Ran, .. } => format!(
            "The runner appends the tool result to the thread ({messages}) and shows it to you. The llm will read it next turn."
        ),
        Say::Result { call, outcome: Outcome::Denied, .. } => format!(
            "A rule says {} → deny, so the tool does not run. The call still gets a result saying so, added to the thread ({messages}).",
            call.tool
        ),
        Say::Result { call, outcome: Outcome::Declined, .. } => format!(
            "You declined, so {} does not run. The llm gets a result saying you declined ({messages}), and decides what to say.",
            call.tool
        ),
        Say::Result { call, outcome: Outcome::Unknown, .. } => format!(
            "The agent has no tool named {}. The runner answers the call with an error result ({messages}) and the loop goes on.",
            call.tool
        ),
        Say::Ask { request } => {
            let tool = &request.call.tool;
            let why = if harness.agent().rules.iter().any(|r| &r.tool == tool) {
                format!("A rule says {tool} → ask")
            } else {
                format!("No rule names {tool}, which counts as ask")
            };
            format!("Waiting for you. {why}, so the runner pauses the run and asks you first.")
        }
        Say::Answer { reply: Reply::Once, .. } => "You answer allow once: this call may run, and next time it will ask again.".to_string(),
        Say::Answer { reply: Reply::Always, .. } => "You answer always allow. The session API saves an allow rule, so this tool stops asking until reset.".to_string(),
        Say::Answer { reply: Reply::Decline, .. } => "You answer deny. The tool will not run.".to_string(),
        Say::Resume { .. } => "The session API passes your answer to the runner, which was waiting on it.".to_string(),
        Say::Done => "The llm asked for nothing, so the runner tells the coordinator the run is done.".to_string(),
        Say::Idle => format!(
            "The coordinator marks the session idle and tells the clients. {} in the thread, {} in this session.",
            capitalize(&messages),
            plural(harness.turns().len(), "turn")
        ),
    }
}

fn plural(n: usize, word: &str) -> String {
    if n == 1 {
        format!("1 {word}")
    } else {
        format!("{n} {word}s")
    }
}

fn capitalize(s: &str) -> String {
    let mut chars = s.chars();
    chars
        .next()
        .map(|c| c.to_uppercase().chain(chars).collect())
        .unwrap_or_default()
}

/// 2438 → "2,438".
pub fn thousands(n: u64) -> String {
    let digits = n.to_string();
    let mut out = String::new();
    for (i, c) in digits.chars().enumerate() {
        if i > 0 && (digits.len() - i).is_multiple_of(3) {
            out.push(',');
        }
        out.push(c);
    }
    out
}

#[cfg(test)]
mod tests {
    #[test]
    fn thousands_groups_digits() {
        assert_eq!(super::thousands(0), "0");
        assert_eq!(super::thousands(999), "999");
        assert_eq!(super::thousands(2438), "2,438");
        assert_eq!(super::thousands(1_234_567), "1,234,567");
    }
}
