//! The coordinator: one session has at most one run going at a time.

use super::envelope::{Envelope, Part, Say};
use super::machine::Harness;
use super::schema::Status;

impl Harness {
    pub(super) fn coordinator_receives(&mut self, envelope: &Envelope) {
        match envelope.say {
            Say::StartRun if self.status == Status::Running => {
                self.send(Part::Coordinator, Part::SessionApi, Say::AlreadyRunning);
            }
            Say::StartRun => {
                self.status = Status::Running;
                self.runs_started += 1;
                self.send(Part::Coordinator, Part::Runner, Say::Run);
            }
            // A message that came in after the runner's last turn is answered by the same
            // run: the session never goes idle with a question left open.
            Say::Done if self.unanswered() => {
                self.send(Part::Coordinator, Part::Runner, Say::KeepGoing);
            }
            Say::Done => {
                self.status = Status::Idle;
                self.send(Part::Coordinator, Part::Clients, Say::Idle);
            }
            _ => {}
        }
    }
}
