//! The runner: the loop itself. It takes turns until the llm replies with no tool calls.

use super::envelope::{Because, Envelope, Outcome, Part, Say};
use super::llm::{ERROR_PREFIX, NOT_RUN_PREFIX};
use super::machine::{Harness, LlmPhase};
use super::permission;
use super::schema::{Decision, LlmEvent, Message, PermissionRequest, Reply, ToolCall, ToolResult};

impl Harness {
    /// A turn is out, or tool calls of the last reply are still being handled.
    pub(super) fn runner_busy(&self) -> bool {
        self.runner.turn_open || self.runner.current.is_some() || !self.runner.pending.is_empty()
    }

    pub(super) fn runner_receives(&mut self, envelope: &Envelope) {
        match &envelope.say {
            Say::Run | Say::KeepGoing => self.next_turn(),
            Say::Event { event } => self.on_llm_event(event),
            Say::Output { result } => {
                if let Some(call) = self.runner.current.clone() {
                    self.send(
                        Part::Runner,
                        Part::Clients,
                        Say::Result {
                            call,
                            result: result.clone(),
                            outcome: Outcome::Ran,
                        },
                    );
                }
            }
            Say::Resume { reply } => {
                let Some(call) = self.runner.current.clone() else {
                    return;
                };
                if *reply == Reply::Decline {
                    let output =
                        format!("{NOT_RUN_PREFIX} the user declined to run {}.", call.tool);
                    self.refuse(call, output, Outcome::Declined);
                } else {
                    self.run_tool(call, Because::Replied(*reply));
                }
            }
            _ => {}
        }
    }

    fn on_llm_event(&mut self, event: &LlmEvent) {
        let Some(turn) = self.turns.last_mut() else {
            return;
        };
        turn.events.push(event.clone());
        self.llm = LlmPhase::Streaming;
        match event {
            LlmEvent::Text { .. } => {
                self.send(
                    Part::Runner,
                    Part::Clients,
                    Say::Forward {
                        event: event.clone(),
                    },
                );
            }
            LlmEvent::ToolCall { call } => {
                self.runner.pending.push_back(call.clone());
                self.send(
                    Part::Runner,
                    Part::Clients,
                    Say::Forward {
                        event: event.clone(),
                    },
                );
            }
            LlmEvent::Finish {} => {
                let mut text = String::new();
                let mut tool_calls = Vec::new();
                for e in &turn.events {
                    match e {
                        LlmEvent::Text { text: t } => text.push_str(t),
                        LlmEvent::ToolCall { call } => tool_calls.push(call.clone()),
                        LlmEvent::Finish {} => {}
                    }
                }
                self.runner.turn_open = false;
                self.llm = LlmPhase::Finished;
                self.push(Message::Assistant { text, tool_calls });
                self.continue_run();
            }
        }
    }

    /// Handles the next waiting tool call, or else takes another turn or ends the run.
    pub(super) fn continue_run(&mut self) {
        if let Some(call) = self.runner.pending.pop_front() {
            self.runner.current = Some(call.clone());
            if !self.agent.tools.contains(&call.tool) {
                let output = format!(
                    "{ERROR_PREFIX} there is no tool named {}. This agent has: {}.",
                    call.tool,
                    self.agent.tools.join(", ")
                );
                return self.refuse(call, output, Outcome::Unknown);
            }
            match permission::decide(&self.agent.rules, &call.tool) {
                Decision::Allow => self.run_tool(call, Because::Allowed),
                Decision::Deny => {
                    let output = format!("{NOT_RUN_PREFIX} a rule denies {}.", call.tool);
                    self.refuse(call, output, Outcome::Denied);
                }
                Decision::Ask => {
                    self.permissions_asked += 1;
                    let request = PermissionRequest {
                        id: format!("perm_{}", self.permissions_asked),
                        call,
                    };
                    self.send(Part::Runner, Part::Clients, Say::Ask { request });
                }
            }
            return;
        }
        // Tool results go back to the llm; a message saved mid-turn needs an answer.
        let after_tools = matches!(self.thread.last(), Some(Message::Tool { .. }));
        if after_tools || !self.inbox.is_empty() {
            self.next_turn();
        } else {
            self.send(Part::Runner, Part::Coordinator, Say::Done);
        }
    }

    /// Hands `call` to the tools; its output comes back through `handle_tool_output`.
    fn run_tool(&mut self, call: ToolCall, because: Because) {
        self.runner.tool_running = true;
        self.send(Part::Runner, Part::Tools, Say::RunTool { call, because });
    }

    /// A call that does not run still gets exactly one result, saying why.
    fn refuse(&mut self, call: ToolCall, output: String, outcome: Outcome) {
        let result = ToolResult {
            call_id: call.id.clone(),
            output,
        };
        self.send(
            Part::Runner,
            Part::Clients,
            Say::Result {
                call,
                result,
                outcome,
            },
        );
    }

    /// Moves waiting messages into the thread and sends the next request.
    fn next_turn(&mut self) {
        for (client, text) in std::mem::take(&mut self.inbox) {
            self.authors.push((self.thread.len(), client));
            self.push(Message::User { text });
        }
        self.runner.turn_open = true;
        let turn = self.turns.len() as u32 + 1;
        let context = self.context_for(self.thread.len());
        self.send(Part::Runner, Part::Llm, Say::Request { turn, context });
    }
}
