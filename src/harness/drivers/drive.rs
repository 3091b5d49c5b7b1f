//! The one loop that feeds the harness what it wants, for every kind of run: a scripted one
//! (the scripted llm and fake tools, or a log's recorded replies) and a live one (a real
//! model's stream). The machine never waits; this loop hands out its messages, asks the
//! driver for what the machine waits for, gives it back, and stops when the driver has
//! nothing yet, the session is idle, or the machine refused an input.
//!
//! A refused input is a driver's mistake (an event when no reply streams, a tool call the
//! reply already made), reported the same way for every driver: the run is stopped, so the
//! session ends idle with every open call answered, and the loop says why it halted.

use crate::harness::machine::{Harness, HarnessError, ToolOutput, Wants};
use crate::harness::protocol::envelope::{ClientId, Envelope};
use crate::harness::protocol::mode::Mode;
use crate::harness::protocol::schema::{Decision, LlmEvent, PermissionRequest, Reply, ToolCall};

/// What the driver has of the reply being streamed.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Streamed {
    /// Its next event.
    Event(LlmEvent),
    /// Nothing for the agent's idle timeout: the runner gives up on it.
    WentQuiet,
    /// The user stopped the run here (a log says so).
    Stopped,
    /// Nothing yet.
    Nothing,
}

/// What the driver has of the tool call being run.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum ToolRun {
    Output(ToolOutput),
    /// It passed the agent's time limit.
    TimedOut,
    /// The user stopped the run while it ran (a log says so).
    Stopped,
}

/// An input from outside the run, taken once every message is out.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Input {
    Prompt {
        client: ClientId,
        text: String,
    },
    /// A press of Stop: a press after the run ended by itself does nothing.
    Stop {
        client: ClientId,
    },
    /// A rule the user set between two messages of a conversation.
    Rule {
        tool: String,
        decision: Decision,
    },
    /// The permission mode the user switched to between two messages.
    Mode(Mode),
}

/// What a run is driven by: where the llm's events, the tools' outputs, the answers and the
/// inputs from outside come from.
pub trait Driver {
    /// The harness handed out `envelope` (a request to the llm is the moment to start its
    /// reply); it is recorded as a step right after.
    fn handed_out(&mut self, harness: &Harness, envelope: &Envelope);
    /// An input from outside, if one comes now; `idle`: the session has nothing left to do.
    fn input(&mut self, idle: bool) -> Option<Input>;
    fn stream(&mut self) -> Streamed;
    fn tool(&mut self, call: &ToolCall, timeout_ms: u64) -> ToolRun;
    /// The answer to `request`, and the client it comes from, if there is one yet.
    fn answer(&mut self, request: &PermissionRequest) -> Option<(ClientId, Reply)>;
    /// Whether the backoff of `after_ms` is over.
    fn woken(&mut self, after_ms: u64) -> bool;
}

/// Why the loop stopped handing out messages.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Halt {
    /// The session is idle and no input waits.
    Idle,
    /// A permission question waits for an answer the driver does not have yet.
    Question,
    /// The driver has nothing yet of what the harness waits for: the stream's next event, or
    /// the end of a backoff of `after_ms`.
    Stream,
    Backoff {
        after_ms: u64,
    },
    /// The harness refused an input; the run was stopped.
    Refused(HarnessError),
    /// `limit` messages were handed out and the run had not halted.
    Limit,
}

/// Drives `harness` with `driver` until it halts, handing each message to `record` (with the
/// driver, whose state after the message it may read) after the driver has seen it; at most
/// `limit` messages.
pub fn drive<D: Driver>(
    harness: &mut Harness,
    driver: &mut D,
    limit: usize,
    record: &mut impl FnMut(&Harness, Envelope, &D),
) -> Halt {
    let mut handed = 0;
    loop {
        if let Some(envelope) = harness.poll() {
            if handed == limit {
                return Halt::Limit;
            }
            handed += 1;
            driver.handed_out(harness, &envelope);
            record(harness, envelope, driver);
            continue;
        }
        let wants = harness.wants();
        let fed = match driver.input(wants == Wants::Nothing) {
            Some(input) => apply(harness, input),
            None => match feed(harness, driver, wants) {
                Ok(Some(halt)) => return halt,
                Ok(None) => Ok(()),
                Err(e) => Err(e),
            },
        };
        if let Err(refused) = fed {
            return stop_after(harness, driver, limit - handed, refused, record);
        }
    }
}

/// One input from outside into the harness.
fn apply(harness: &mut Harness, input: Input) -> Result<(), HarnessError> {
    match input {
        Input::Prompt { client, text } => {
            harness.prompt(client, &text);
            Ok(())
        }
        Input::Stop { client } => match harness.stop(client) {
            Err(HarnessError::NotRunning) => Ok(()),
            other => other,
        },
        Input::Rule { tool, decision } => {
            harness.set_user_rule(&tool, decision);
            Ok(())
        }
        Input::Mode(mode) => {
            harness.set_mode(mode);
            Ok(())
        }
    }
}

/// Gives the harness what it waits for, if the driver has it; `Some` when the loop halts.
fn feed<D: Driver>(
    harness: &mut Harness,
    driver: &mut D,
    wants: Wants,
) -> Result<Option<Halt>, HarnessError> {
    match wants {
        Wants::LlmEvent { .. } => match driver.stream() {
            Streamed::Event(event) => harness.handle_llm_event(event),
            Streamed::WentQuiet => harness.handle_stream_idle(),
            Streamed::Stopped => harness.stop(1),
            Streamed::Nothing => return Ok(Some(Halt::Stream)),
        },
        Wants::ToolOutput { call, timeout_ms } => match driver.tool(&call, timeout_ms) {
            ToolRun::Output(output) => harness.handle_tool_output(&call.id, output),
            ToolRun::TimedOut => harness.handle_tool_timeout(&call.id),
            ToolRun::Stopped => harness.stop(1),
        },
        Wants::Reply(request) => match driver.answer(&request) {
            Some((client, reply)) => harness.reply(client, &request.id, reply),
            None => return Ok(Some(Halt::Question)),
        },
        Wants::Wake { after_ms } if driver.woken(after_ms) => harness.wake(),
        Wants::Wake { after_ms } => return Ok(Some(Halt::Backoff { after_ms })),
        Wants::Nothing => return Ok(Some(Halt::Idle)),
    }
    .map(|()| None)
}

/// After a refused input: the run is stopped (when one is going) and the messages that end
/// it are handed out, so the session is idle with every open call answered.
fn stop_after<D: Driver>(
    harness: &mut Harness,
    driver: &mut D,
    limit: usize,
    refused: HarnessError,
    record: &mut impl FnMut(&Harness, Envelope, &D),
) -> Halt {
    // The refused input queued nothing, so every message is out and Stop is taken; it is
    // refused only when no run is going, and then there is nothing to end.
    let mut left = limit;
    if harness.stop(1).is_ok() {
        while let Some(envelope) = harness.poll() {
            if left == 0 {
                return Halt::Limit;
            }
            left -= 1;
            driver.handed_out(harness, &envelope);
            record(harness, envelope, driver);
        }
    }
    Halt::Refused(refused)
}
