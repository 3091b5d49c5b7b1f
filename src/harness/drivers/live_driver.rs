//! A live model's run as a [`Driver`], the pure half of it: the events that arrived and wait
//! for the harness, the person's inputs and answers, the fake tools, and what the page must do
//! next (send a request, abort one). The page does the I/O (fetch, the stream reader, the
//! timers) and tells this driver what happened, each time with the number of the request it
//! belongs to, so what comes late for a request given up on is dropped.

use std::collections::VecDeque;

use super::drive::{Driver, Input, Streamed, ToolRun};
use super::fake_tools::Toolbox;
use super::live_wire::Protocol;
use crate::harness::machine::Harness;
use crate::harness::protocol::envelope::{ClientId, Envelope, Part, Say};
use crate::harness::protocol::mode::Mode;
use crate::harness::protocol::schema::{Decision, LlmEvent, PermissionRequest, Reply, ToolCall};

/// The live model's side of a conversation.
pub struct LiveDriver {
    protocol: Protocol,
    model: String,
    tools: Toolbox,
    /// Counts requests, so what arrives for one given up on is dropped.
    attempt: u32,
    /// Events that arrived and wait for the harness to take them, one between steps.
    pending: VecDeque<LlmEvent>,
    /// The stream of the current request sent nothing for the idle timeout.
    quiet: bool,
    /// The backoff before the current request's next attempt is over.
    woken: bool,
    inputs: VecDeque<Input>,
    answers: VecDeque<Reply>,
    /// A request for the page to send: its number and body.
    request: Option<(u32, String)>,
    /// The runner closed the stream: the page aborts the request.
    abort: bool,
}

impl LiveDriver {
    pub fn new(protocol: Protocol, model: &str, tools: Toolbox) -> Self {
        LiveDriver {
            protocol,
            model: model.to_string(),
            tools,
            attempt: 0,
            pending: VecDeque::new(),
            quiet: false,
            woken: false,
            inputs: VecDeque::new(),
            answers: VecDeque::new(),
            request: None,
            abort: false,
        }
    }

    /// The person sends `text`.
    pub fn prompt(&mut self, text: &str) {
        self.inputs.push_back(Input::Prompt {
            client: 1,
            text: text.to_string(),
        });
    }

    /// The person set a rule between two messages.
    pub fn rule(&mut self, tool: &str, decision: Decision) {
        self.inputs.push_back(Input::Rule {
            tool: tool.to_string(),
            decision,
        });
    }

    /// The person switched the permission mode between two messages.
    pub fn mode(&mut self, mode: Mode) {
        self.inputs.push_back(Input::Mode(mode));
    }

    /// The person pressed Stop.
    pub fn stop(&mut self) {
        self.inputs.push_back(Input::Stop { client: 1 });
        self.pending.clear();
    }

    /// The person's answer to the question the run waits on.
    pub fn answer(&mut self, reply: Reply) {
        self.answers.push_back(reply);
    }

    /// The number of the request being answered, for the page to tag what it hears.
    pub fn attempt(&self) -> u32 {
        self.attempt
    }

    /// Events of request `attempt` arrived; false, and dropped, when that request was given
    /// up on.
    pub fn arrive(&mut self, attempt: u32, events: Vec<LlmEvent>) -> bool {
        let current = attempt == self.attempt;
        if current {
            self.pending.extend(events);
        }
        current
    }

    /// Request `attempt` sent nothing for the idle timeout; false when that request is not
    /// the current one or events of it still wait.
    pub fn went_quiet(&mut self, attempt: u32) -> bool {
        let quiet = attempt == self.attempt && self.pending.is_empty();
        self.quiet |= quiet;
        quiet
    }

    /// The backoff after request `attempt` is over.
    pub fn wake(&mut self, attempt: u32) -> bool {
        let current = attempt == self.attempt;
        self.woken |= current;
        current
    }

    /// The request the page must send now, if the harness handed one out.
    pub fn take_request(&mut self) -> Option<(u32, String)> {
        self.request.take()
    }

    /// Whether the page must abort the request under way: the runner closed its stream.
    pub fn take_abort(&mut self) -> bool {
        std::mem::take(&mut self.abort)
    }
}

impl Driver for LiveDriver {
    fn handed_out(&mut self, harness: &Harness, envelope: &Envelope) {
        match &envelope.say {
            Say::Request { .. } | Say::Summarize { .. } => {
                self.attempt += 1;
                self.pending.clear();
                self.quiet = false;
                self.woken = false;
                let request = harness.session(envelope.session).request();
                self.request = Some((self.attempt, self.protocol.body(&self.model, request)));
            }
            // The runner closed the stream: stop the request, drop its chunks.
            Say::Cancel { .. } if envelope.to == Part::Llm => {
                self.attempt += 1;
                self.pending.clear();
                self.request = None;
                self.abort = true;
            }
            _ => {}
        }
    }

    fn input(&mut self, _idle: bool) -> Option<Input> {
        self.inputs.pop_front()
    }

    fn stream(&mut self) -> Streamed {
        match self.pending.pop_front() {
            Some(event) => Streamed::Event(event),
            None if std::mem::take(&mut self.quiet) => Streamed::WentQuiet,
            None => Streamed::Nothing,
        }
    }

    /// The fake tools answer at once, as they do in a scripted run.
    fn tool(&mut self, call: &ToolCall, _timeout_ms: u64) -> ToolRun {
        ToolRun::Output(self.tools.run(&call.tool, &call.input))
    }

    fn answer(&mut self, _request: &PermissionRequest) -> Option<(ClientId, Reply)> {
        self.answers.pop_front().map(|reply| (1, reply))
    }

    fn woken(&mut self, _after_ms: u64) -> bool {
        std::mem::take(&mut self.woken)
    }
}
