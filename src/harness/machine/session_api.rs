//! The session API: every client request goes through it, the task tool's included. `prompt`
//! saves the message and answers "accepted" at once; it never waits for the llm.

use super::phase::Phase;
use super::session::{Parent, SessionState};
use super::Harness;
use crate::harness::protocol::envelope::{Envelope, Part, Say};
use crate::harness::protocol::schema::{Message, Reply};

impl Harness {
    pub(super) fn session_api_receives(&mut self, envelope: &Envelope) {
        let s = envelope.session;
        match &envelope.say {
            Say::Prompt { text } => {
                let Part::Client { id: client } = envelope.from else {
                    return;
                };
                self.draft = None;
                let me = &mut self.sessions[s];
                // A message must not land between a reply and its tool results, so one that
                // arrives while the runner is busy waits for the runner's next turn.
                let queued = me.runner != Phase::Idle;
                if queued {
                    me.inbox.push((client, text.clone()));
                } else {
                    me.log.push(Message::User { text: text.clone() }, client);
                }
                self.sh
                    .send(s, Part::SessionApi, envelope.from, Say::Accepted { queued });
                self.sh
                    .send(s, Part::SessionApi, Part::Coordinator, Say::StartRun);
            }
            Say::Spawn { agent, prompt } => self.spawn(s, agent, prompt),
            Say::Answer { reply, .. } => {
                self.sh.open_question = None;
                if *reply == Reply::Always {
                    if let Some(request) = self.sessions[s].asking() {
                        let tool = request.call.tool.clone();
                        self.sh.rules.save(&tool);
                    }
                }
                self.sh.send(
                    s,
                    Part::SessionApi,
                    Part::Runner,
                    Say::Resume { reply: *reply },
                );
            }
            // `stop` takes Stop only while a run is going and nothing else is in flight, so
            // the run is still going when it arrives; a task call stops its session only
            // while it waits on it.
            Say::Stop => {
                self.sh
                    .send(s, Part::SessionApi, Part::Runner, Say::Interrupt);
            }
            Say::StopChild { child } => {
                self.sh
                    .send(*child, Part::SessionApi, Part::Runner, Say::Interrupt);
            }
            _ => {}
        }
    }

    /// A new session of `agent` for the task call session `s` is running, with `prompt` as
    /// the first message of its thread.
    fn spawn(&mut self, s: usize, agent: &str, prompt: &str) {
        let (Some(call), Some(agent)) = (
            self.sessions[s].running_call().cloned(),
            self.agents.iter().find(|a| a.name == agent).cloned(),
        ) else {
            return;
        };
        let child = self.sessions.len();
        let mut me = SessionState::new(
            child,
            format!("session_{}", child + 1),
            agent,
            &self.catalog,
            self.head_shape(),
        );
        me.depth = self.sessions[s].depth + 1;
        me.parent = Some(Parent { session: s, call });
        me.log.push(
            Message::User {
                text: prompt.to_string(),
            },
            0,
        );
        self.sessions.push(me);
        self.sh
            .send(s, Part::SessionApi, Part::Tools, Say::Spawned { child });
        self.sh
            .send(child, Part::SessionApi, Part::Coordinator, Say::StartRun);
    }
}
