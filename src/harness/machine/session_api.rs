//! The session API: every client request goes through it. `prompt` saves the message and
//! answers "accepted" at once; it never waits for the llm.

use super::runner::{Current, Phase};
use super::Harness;
use crate::harness::protocol::envelope::{Envelope, Part, Say};
use crate::harness::protocol::schema::{Message, Reply};

impl Harness {
    pub(super) fn session_api_receives(&mut self, envelope: &Envelope) {
        match &envelope.say {
            Say::Prompt { text } => {
                let Part::Client { id: client } = envelope.from else {
                    return;
                };
                self.draft = None;
                // A message must not land between a reply and its tool results, so one that
                // arrives while the runner is busy waits for the runner's next turn.
                let queued = self.runner != Phase::Idle;
                if queued {
                    self.inbox.push((client, text.clone()));
                } else {
                    self.log.push(Message::User { text: text.clone() }, client);
                }
                self.send(Part::SessionApi, envelope.from, Say::Accepted { queued });
                self.send(Part::SessionApi, Part::Coordinator, Say::StartRun);
            }
            Say::Answer { reply, .. } => {
                self.open_question = None;
                if *reply == Reply::Always {
                    if let Phase::Calls {
                        current: Some(Current::Asking(request)),
                        ..
                    } = &self.runner
                    {
                        let tool = request.call.tool.clone();
                        self.rules.save(&tool);
                    }
                }
                self.send(
                    Part::SessionApi,
                    Part::Runner,
                    Say::Resume { reply: *reply },
                );
            }
            // `stop` takes Stop only while a run is going and nothing else is in flight, so
            // the run is still going when it arrives.
            Say::Stop => {
                self.send(Part::SessionApi, Part::Runner, Say::Interrupt);
            }
            _ => {}
        }
    }
}
