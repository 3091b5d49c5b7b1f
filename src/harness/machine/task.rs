//! The task tool: the harness's own tool for handing work to another agent. It is a client of
//! the session API like any window: it asks for a new session of the named agent, prompts it,
//! and waits until that session is idle; the sub-agent's answer is the call's one result.
//! Cancelled, it stops that session first.

use super::Harness;
use crate::harness::protocol::envelope::{Envelope, Part, Say};
use crate::harness::protocol::schema::{ToolCall, ToolError, ToolResult};

/// A task call's input: which agent, and what to ask it.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct TaskInput {
    pub agent: String,
    pub prompt: String,
}

impl TaskInput {
    /// Reads `{"agent": "explorer", "prompt": "…"}`; `None` when either is missing or empty.
    pub fn parse(input: &str) -> Option<TaskInput> {
        let value: serde_json::Value = serde_json::from_str(input.trim()).ok()?;
        let field = |key: &str| {
            value
                .get(key)
                .and_then(|v| v.as_str())
                .map(str::trim)
                .filter(|v| !v.is_empty())
                .map(str::to_string)
        };
        Some(TaskInput {
            agent: field("agent")?,
            prompt: field("prompt")?,
        })
    }
}

impl Harness {
    pub(super) fn task_tool_receives(&mut self, envelope: &Envelope) {
        let s = envelope.session;
        match &envelope.say {
            Say::RunTool { call, .. } if call.is_task() => self.start_task(s, call),
            Say::Cancel { .. } => {
                let Some(call) = self.sessions[s].running_call().filter(|c| c.is_task()) else {
                    return;
                };
                let waited_on = self.sessions.iter().rposition(|c| {
                    c.run_going
                        && c.parent
                            .as_ref()
                            .is_some_and(|p| p.session == s && p.call.id == call.id)
                });
                if let Some(child) = waited_on {
                    self.sh
                        .send(s, Part::Tools, Part::SessionApi, Say::StopChild { child });
                }
            }
            _ => {}
        }
    }

    /// Checks a task call's input and asks the session API for the sub-agent's session, or
    /// gives the call an error result saying what is wrong.
    fn start_task(&mut self, s: usize, call: &ToolCall) {
        let me = &self.sessions[s];
        let can = me.agent.agents.join(", ");
        let problem = match TaskInput::parse(&call.input) {
            None => Err(format!(
                "Error: task needs {{\"agent\": …, \"prompt\": …}}. {} can hand work to: {can}.",
                me.agent.name
            )),
            Some(task) if !me.agent.agents.contains(&task.agent) => Err(format!(
                "Error: {} cannot hand work to {}. It can hand work to: {can}.",
                me.agent.name, task.agent
            )),
            Some(_) if self.max_depth.is_some_and(|max| me.depth >= max) => Err(format!(
                "Error: sub-agents may nest at most {} deep, and {} is already {} deep.",
                self.max_depth.unwrap_or(0),
                me.agent.name,
                me.depth
            )),
            Some(task) if !self.agents.iter().any(|a| a.name == task.agent) => {
                Err(format!("Error: there is no agent named {}.", task.agent))
            }
            Some(task) => Ok(task),
        };
        match problem {
            Ok(task) => self.sh.send(
                s,
                Part::Tools,
                Part::SessionApi,
                Say::Spawn {
                    agent: task.agent,
                    prompt: task.prompt,
                },
            ),
            Err(output) => self.sh.send(
                s,
                Part::Tools,
                Part::Runner,
                Say::Output {
                    result: ToolResult {
                        call_id: call.id.clone(),
                        output,
                        error: Some(ToolError::Failed),
                    },
                },
            ),
        }
    }
}
