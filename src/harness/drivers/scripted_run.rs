//! A scenario's run as a [`Driver`]: the scripted llm's replies queued as events, the fake
//! tools (or, for a recorded run, what its log says each call gave back), the person's answers
//! and presses of Stop at the steps they came, a second client, and the follow-up messages.
//!
//! A recorded run also keeps a clock: the time of the latest thing its log dates, so each step
//! can say when it happened.

use std::collections::{HashMap, VecDeque};

use super::drive::{Driver, Input, Streamed, ToolRun};
use super::fake_tools::Toolbox;
use super::scripted_llm::{Llm, ReplyMeta, ScriptedLlm};
use crate::harness::machine::{Harness, ToolOutput};
use crate::harness::protocol::envelope::{ClientId, Envelope, Say};
use crate::harness::protocol::schema::{LlmEvent, PermissionRequest, Reply, ToolCall};
use crate::harness::scenario::script::{RecordedOutcome, RecordedResult};
use crate::harness::scenario::{FollowUp, Scenario, SecondClient};

/// A scenario being driven, with the person's inputs to it.
pub struct ScriptedRun<'a> {
    llm: ScriptedLlm,
    tools: Toolbox,
    /// A recorded run: each call's result as its log has it, by call id.
    recorded: HashMap<&'a str, &'a RecordedResult>,
    /// A recorded run: the calls its user refused, the one permission answer a log records.
    refused: Vec<String>,
    answers: VecDeque<(ClientId, Reply)>,
    /// Stop pressed after this many steps, in order.
    stops: VecDeque<usize>,
    second: Option<SecondClient>,
    follow_ups: std::slice::Iter<'a, FollowUp>,
    /// Inputs due now, in order: a follow-up's rules, then its message.
    due: VecDeque<Input>,
    /// The events of the reply being streamed that are still to come.
    stream: VecDeque<LlmEvent>,
    /// Messages handed out so far.
    steps: usize,
    clock: Option<i64>,
    /// The steps before which the log's user pressed Stop: the press is the next step.
    logged_stops: Vec<usize>,
    /// What the log says of the reply to each request, in the order they were sent.
    replies: Vec<ReplyMeta>,
}

impl<'a> ScriptedRun<'a> {
    /// `scenario` with the person's `answers` (in the order the questions come) and presses of
    /// Stop after `stops` steps, besides the ones the scenario itself makes.
    pub fn new(scenario: &'a Scenario, answers: Vec<(ClientId, Reply)>, stops: &[usize]) -> Self {
        let mut all: Vec<usize> = stops
            .iter()
            .copied()
            .chain(scenario.stop_after_step)
            .chain(scenario.follow_ups.iter().filter_map(|f| f.stop_after_step))
            .collect();
        all.sort_unstable();
        ScriptedRun {
            llm: scenario.llm(),
            tools: scenario.toolbox(),
            recorded: scenario.recorded_results(),
            refused: scenario.refused_calls(),
            answers: answers.into(),
            stops: all.into(),
            second: scenario.second_client.clone(),
            follow_ups: scenario.follow_ups.iter(),
            due: VecDeque::new(),
            stream: VecDeque::new(),
            steps: 0,
            clock: scenario.recorded.as_ref().and_then(|r| r.prompt_at_ms),
            logged_stops: Vec::new(),
            replies: Vec::new(),
        }
    }

    /// The time of the latest thing the log dates, in milliseconds since the run began.
    pub fn clock(&self) -> Option<i64> {
        self.clock
    }

    /// The steps where the log's user pressed Stop.
    pub fn logged_stops(&self) -> &[usize] {
        &self.logged_stops
    }

    /// What the log says of the reply to each request, in the order they were sent.
    pub fn replies(&self) -> &[ReplyMeta] {
        &self.replies
    }

    /// "The same moment": the second client's prompt that is due before anything is handed
    /// out, if there is one.
    pub fn at_start(&mut self) -> Option<Input> {
        self.second
            .take_if(|s| s.at_step == 0)
            .map(|s| Input::Prompt {
                client: 2,
                text: s.text,
            })
    }

    fn recorded_output(&mut self, result: &RecordedResult) -> ToolRun {
        self.clock = result.at_ms.or(self.clock);
        let output = |output: &str, failed| {
            ToolRun::Output(ToolOutput {
                output: output.to_string(),
                failed,
            })
        };
        match result.outcome {
            RecordedOutcome::Ok => output(&result.output, false),
            RecordedOutcome::Interrupted => {
                self.logged_stops.push(self.steps);
                ToolRun::Stopped
            }
            RecordedOutcome::Missing => output("The log records no result for this call.", true),
            RecordedOutcome::Failed | RecordedOutcome::Refused => output(&result.output, true),
        }
    }
}

impl Driver for ScriptedRun<'_> {
    fn handed_out(&mut self, harness: &Harness, envelope: &Envelope) {
        self.steps += 1;
        match &envelope.say {
            Say::Request { .. } | Say::Summarize { .. } => {
                self.stream = self
                    .llm
                    .reply(harness.session(envelope.session).request())
                    .into();
                self.clock = self.llm.last().at_ms.or(self.clock);
                self.replies.push(self.llm.last().clone());
            }
            // A task call's result is dated by the log's, not by its sub-agent's last step.
            Say::Output { result } => {
                self.clock = self
                    .recorded
                    .get(result.call_id.as_str())
                    .and_then(|r| r.at_ms)
                    .or(self.clock);
            }
            _ => {}
        }
    }

    fn input(&mut self, idle: bool) -> Option<Input> {
        if let Some(input) = self.due.pop_front() {
            return Some(input);
        }
        let steps = self.steps;
        if let Some(s) = self.second.take_if(|s| s.at_step <= steps) {
            return Some(Input::Prompt {
                client: 2,
                text: s.text,
            });
        }
        if self.stops.front().is_some_and(|k| *k <= steps) {
            self.stops.pop_front();
            return Some(Input::Stop { client: 1 });
        }
        if !idle {
            return None;
        }
        // Idle before the second client's moment: nothing else can happen first, so it types
        // now. Waiting for a step that never comes would loop forever.
        if let Some(s) = self.second.take() {
            return Some(Input::Prompt {
                client: 2,
                text: s.text,
            });
        }
        // Idle again: the conversation goes on with the person's next message.
        let next = self.follow_ups.next()?;
        self.clock = next.at_ms.or(self.clock);
        self.due.extend(next.rules.iter().map(|r| Input::Rule {
            tool: r.tool.clone(),
            decision: r.decision,
        }));
        self.due.extend(next.mode.map(Input::Mode));
        self.due.push_back(Input::Prompt {
            client: 1,
            text: next.text.clone(),
        });
        self.due.pop_front()
    }

    fn stream(&mut self) -> Streamed {
        match self.stream.pop_front() {
            Some(event) => {
                if self.stream.is_empty() {
                    self.clock = self.llm.last().end_ms.or(self.clock);
                }
                Streamed::Event(event)
            }
            // The log says the user stopped this reply here.
            None if self.llm.last().interrupted => {
                self.logged_stops.push(self.steps);
                Streamed::Stopped
            }
            // A reply that stalls sends nothing more: the idle timeout passes.
            None => Streamed::WentQuiet,
        }
    }

    fn tool(&mut self, call: &ToolCall, timeout_ms: u64) -> ToolRun {
        if let Some(result) = self.recorded.get(call.id.as_str()).copied() {
            return self.recorded_output(result);
        }
        if self.tools.duration_ms(&call.tool) > timeout_ms {
            return ToolRun::TimedOut;
        }
        ToolRun::Output(self.tools.run(&call.tool, &call.input))
    }

    fn answer(&mut self, request: &PermissionRequest) -> Option<(ClientId, Reply)> {
        // The log's one permission answer: no.
        if self.refused.contains(&request.call.id) {
            return Some((1, Reply::Decline));
        }
        self.answers.pop_front()
    }

    /// A scripted run waits out no time: every backoff is over at once.
    fn woken(&mut self, _after_ms: u64) -> bool {
        true
    }
}
