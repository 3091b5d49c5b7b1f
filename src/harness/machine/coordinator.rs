//! The coordinator: one session has at most one run going at a time. It serves every session,
//! sub-agents' included, and when a sub-agent's run ends it hands the answer to the task call
//! that waits on it.

use super::Harness;
use crate::harness::protocol::envelope::{Envelope, Part, RunEnd, Say};
use crate::harness::protocol::schema::{Status, ToolError, ToolResult};

impl Harness {
    pub(super) fn coordinator_receives(&mut self, envelope: &Envelope) {
        let s = envelope.session;
        match &envelope.say {
            Say::StartRun if self.sessions[s].run_going => {
                self.sh
                    .send(s, Part::Coordinator, Part::SessionApi, Say::AlreadyRunning);
            }
            Say::StartRun => {
                self.sessions[s].run_going = true;
                self.sh.send(s, Part::Coordinator, Part::Runner, Say::Run);
            }
            // A message that came in after the runner's last turn is answered by the same
            // run: the session never goes idle with a question left open. A run that was
            // stopped, failed or hit a limit ends as it is.
            Say::Done {
                end: RunEnd::Answered,
            } if self.sessions[s].unanswered() => {
                self.sh
                    .send(s, Part::Coordinator, Part::Runner, Say::KeepGoing);
            }
            Say::Done { end } => {
                self.sessions[s].run_going = false;
                self.sh.send(s, Part::Coordinator, Part::Clients, Say::Idle);
                self.answer_task(s, end);
            }
            _ => {}
        }
    }

    /// A sub-agent's session is idle: the task call waiting on it gets its one result, the
    /// answer, or why there is none.
    fn answer_task(&mut self, child: usize, end: &RunEnd) {
        let me = &self.sessions[child];
        let Some(parent) = me.parent.clone() else {
            return;
        };
        let agent = &me.agent.name;
        let (output, error) = match end {
            RunEnd::Answered => (me.last_answer().unwrap_or("").to_string(), None),
            RunEnd::Stopped => (
                format!("Stopped: the user stopped {agent}'s run before it answered."),
                Some(ToolError::Interrupted),
            ),
            RunEnd::Failed { message } => (
                format!("{agent}'s run failed: {message}"),
                Some(ToolError::Failed),
            ),
            RunEnd::TurnLimit { max } => (
                format!("{agent} used its {max} turns without an answer."),
                Some(ToolError::Failed),
            ),
            RunEnd::ContextFull { needed, window } => (
                format!(
                    "{agent}'s context window filled up: its next request needed {needed} tokens of {window}."
                ),
                Some(ToolError::Failed),
            ),
        };
        self.sh.send(
            parent.session,
            Part::Tools,
            Part::Runner,
            Say::Output {
                result: ToolResult {
                    call_id: parent.call.id,
                    output,
                    error,
                },
            },
        );
    }

    /// The session's status changes as the coordinator says so, not before.
    pub(super) fn coordinator_sends(&mut self, envelope: &Envelope) {
        let me = &mut self.sessions[envelope.session];
        match envelope.say {
            Say::Run => {
                me.status = Status::Running;
                me.runs_started += 1;
            }
            Say::Idle => me.status = Status::Idle,
            _ => {}
        }
    }
}
