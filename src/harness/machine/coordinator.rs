//! The coordinator: one session has at most one run going at a time.

use super::Harness;
use crate::harness::protocol::envelope::{Envelope, Part, RunEnd, Say};
use crate::harness::protocol::schema::Status;

impl Harness {
    pub(super) fn coordinator_receives(&mut self, envelope: &Envelope) {
        match &envelope.say {
            Say::StartRun if self.run_going => {
                self.send(Part::Coordinator, Part::SessionApi, Say::AlreadyRunning);
            }
            Say::StartRun => {
                self.run_going = true;
                self.send(Part::Coordinator, Part::Runner, Say::Run);
            }
            // A message that came in after the runner's last turn is answered by the same
            // run: the session never goes idle with a question left open. A run that was
            // stopped, failed or hit a limit ends as it is.
            Say::Done {
                end: RunEnd::Answered,
            } if self.unanswered() => {
                self.send(Part::Coordinator, Part::Runner, Say::KeepGoing);
            }
            Say::Done { .. } => {
                self.run_going = false;
                self.send(Part::Coordinator, Part::Clients, Say::Idle);
            }
            _ => {}
        }
    }

    /// The session's status changes as the coordinator says so, not before.
    pub(super) fn coordinator_sends(&mut self, envelope: &Envelope) {
        match envelope.say {
            Say::Run => {
                self.status = Status::Running;
                self.runs_started += 1;
            }
            Say::Idle => self.status = Status::Idle,
            _ => {}
        }
    }
}
