//! The session API: every client request goes through it. `prompt` saves the message and
//! answers "accepted" at once; it never waits for the llm.

use super::envelope::{Envelope, Part, Say};
use super::machine::Harness;
use super::permission;
use super::schema::{Decision, Message, Reply, Rule};

impl Harness {
    pub(super) fn session_api_receives(&mut self, envelope: &Envelope) {
        match &envelope.say {
            Say::Prompt { text } => {
                let Part::Client { id: client } = envelope.from else {
                    return;
                };
                self.draft = None;
                // A message must not land between a reply and its tool results, so one that
                // arrives while a turn is out waits for the runner's next turn.
                let queued = self.runner_busy();
                if queued {
                    self.inbox.push((client, text.clone()));
                } else {
                    self.authors.push((self.thread.len(), client));
                    self.push(Message::User { text: text.clone() });
                }
                self.send(Part::SessionApi, envelope.from, Say::Accepted { queued });
                self.send(Part::SessionApi, Part::Coordinator, Say::StartRun);
            }
            Say::Answer { reply, .. } => {
                self.permission = None;
                self.reply_sent = false;
                if *reply == Reply::Always {
                    if let Some(call) = &self.runner.current {
                        let tool = call.tool.clone();
                        self.agent.rules =
                            permission::with_rule(&self.agent.rules, &tool, Decision::Allow);
                        self.saved_rules.push(Rule {
                            tool,
                            decision: Decision::Allow,
                        });
                    }
                }
                self.send(
                    Part::SessionApi,
                    Part::Runner,
                    Say::Resume { reply: *reply },
                );
            }
            _ => {}
        }
    }
}
