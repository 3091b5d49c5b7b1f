//! The runner: the loop itself. It takes turns until the llm replies with no tool calls, the
//! user stops it, the llm fails for good, or a limit is reached.
//!
//! Its state is one `Phase`. The runner decides (and changes phase) when it queues a message;
//! what the message does to the thread, the turns and the cache happens when it is sent, so
//! every step's snapshot shows exactly what that step did.

use std::collections::VecDeque;

use super::hooks::{self, DecidedBy};
use super::phase::{backoff, Current, Phase, Purpose, SUMMARY_INSTRUCTION};
use super::rules::RuleSource;
use super::session::SessionState;
use super::{tokens, LlmPhase, Shared, TurnRecord, Wants};
use crate::harness::protocol::envelope::{
    Because, CancelReason, Context, Envelope, Part, RunEnd, Say,
};
use crate::harness::protocol::hook::{self, HookEvent, HookOutcome};
use crate::harness::protocol::mode::Mode;
use crate::harness::protocol::schema::{
    Answered, Decision, LlmEvent, Message, NoteKind, PermissionRequest, Reply, ToolCall, ToolError,
    ToolResult,
};

/// Why an attempt at a request ended without a reply.
struct Failure {
    message: String,
    retryable: bool,
    answered: Option<Answered>,
}

impl SessionState {
    fn send(&self, sh: &mut Shared, from: Part, to: Part, say: Say) {
        sh.send(self.ix, from, to, say);
    }

    /// What this session waits for from outside: nothing while a task call of its own waits
    /// on a sub-agent, which the harness runs itself.
    pub(super) fn wants(&self) -> Wants {
        match &self.runner {
            Phase::Streaming { .. } => Wants::LlmEvent {
                idle_timeout_ms: self.agent.stream_idle_timeout_ms(),
            },
            Phase::Backoff { after_ms, .. } => Wants::Wake {
                after_ms: *after_ms,
            },
            Phase::Calls {
                current: Some(Current::Running(call)),
                ..
            } if !super::runs_in_harness(call) => Wants::ToolOutput {
                call: call.clone(),
                timeout_ms: self.agent.tool_timeout_ms(),
            },
            Phase::Calls {
                current: Some(Current::Asking(request)),
                ..
            } => Wants::Reply(request.clone()),
            _ => Wants::Nothing,
        }
    }

    /// What the next request would carry and read from the cache, were it sent now.
    pub(super) fn next_context(&self, sh: &Shared) -> Context {
        let thread = self.log.range();
        sh.cache.peek(
            sh.cache_profile,
            self.request_tokens(thread.clone()),
            super::thread_boundaries(&self.head, &self.log, thread),
            &self.head.longest_first(),
        )
    }

    // ---- receiving ----------------------------------------------------------------------

    pub(super) fn runner_receives(&mut self, sh: &mut Shared, envelope: &Envelope) {
        match &envelope.say {
            Say::Run => {
                self.run_first_turn = self.turn_number + 1;
                // The session's first run runs its SessionStart hook first.
                let started =
                    self.runs_started == 1 && self.run_hook(sh, HookEvent::SessionStart, None);
                if !started && !self.run_hook(sh, HookEvent::UserPromptSubmit, None) {
                    self.send_turn(sh, 1);
                }
            }
            Say::KeepGoing => self.send_turn(sh, 1),
            Say::Event { event } => self.on_llm_event(sh, event),
            Say::Output { result } => {
                let Phase::Calls {
                    current: current @ Some(Current::Running(_)),
                    ..
                } = &mut self.runner
                else {
                    return;
                };
                let Some(Current::Running(call)) = current.replace(Current::Settling) else {
                    return;
                };
                let result = result.clone();
                if result.error.is_none() {
                    self.load_memory_for(&call);
                }
                match hook::find(
                    &self.agent.hooks,
                    HookEvent::PostToolUse,
                    Some(call.hook_ref()),
                ) {
                    Some(hook) => {
                        if let Phase::Calls { current, .. } = &mut self.runner {
                            *current = Some(Current::After(call.clone(), result));
                        }
                        self.send_hook(sh, HookEvent::PostToolUse, hook, Some(call));
                    }
                    None => self.send(
                        sh,
                        Part::Runner,
                        Part::Clients,
                        Say::Result { call, result },
                    ),
                }
            }
            Say::Hooked {
                event,
                hook,
                outcome,
            } => self.on_hooked(sh, *event, *hook, outcome.clone()),
            Say::Resume { reply } => self.on_answer(sh, *reply),
            Say::Interrupt => self.interrupt(sh),
            _ => {}
        }
    }

    fn on_llm_event(&mut self, sh: &mut Shared, event: &LlmEvent) {
        let Phase::Streaming {
            purpose,
            attempt,
            text,
            calls,
            cut,
            ..
        } = &mut self.runner
        else {
            return;
        };
        if let Some(turn) = self.turns.last_mut() {
            turn.events.push(event.clone());
        }
        self.llm = LlmPhase::Streaming;
        let (purpose, attempt) = (*purpose, *attempt);
        match event {
            LlmEvent::Text { text: t } => {
                text.push_str(t);
                if purpose == Purpose::Turn {
                    self.forward(sh, event);
                }
            }
            // A summary has no use for tools: a call in it is ignored; so is one after a cut,
            // which the provider never finished writing.
            LlmEvent::ToolCall { call } if purpose == Purpose::Turn && !*cut => {
                calls.push(call.clone());
                self.forward(sh, event);
            }
            LlmEvent::ToolCall { .. } => {}
            LlmEvent::Cut {} => {
                *cut = true;
                if purpose == Purpose::Turn {
                    self.forward(sh, event);
                }
            }
            LlmEvent::Usage { usage } => {
                if let Some(turn) = self.turns.last_mut() {
                    turn.usage = Some(*usage);
                }
            }
            LlmEvent::Finish {} => {
                self.llm = LlmPhase::Finished;
                let (text, calls) = (std::mem::take(text), std::mem::take(calls));
                match purpose {
                    Purpose::Turn => {
                        self.log.push(
                            Message::Assistant {
                                text,
                                tool_calls: calls.clone(),
                            },
                            0,
                        );
                        self.runner = Phase::Calls {
                            pending: calls.into(),
                            current: None,
                            stopping: false,
                        };
                        self.continue_run(sh);
                    }
                    Purpose::Summary { replaced } => self.compact(sh, replaced, text),
                }
            }
            LlmEvent::Error {
                message,
                retryable,
                answered,
            } => {
                self.llm = LlmPhase::Broken;
                let failure = Failure {
                    message: message.clone(),
                    retryable: *retryable,
                    answered: *answered,
                };
                self.retry_or_fail(sh, (purpose, attempt), failure);
            }
        }
    }

    /// The attempt `attempt` at a request for `purpose` ended without a reply: wait and send
    /// it again, a bounded number of times, or end the run saying why.
    fn retry_or_fail(
        &mut self,
        sh: &mut Shared,
        (purpose, attempt): (Purpose, u32),
        failure: Failure,
    ) {
        let Failure {
            message,
            retryable,
            answered,
        } = failure;
        let max = self.agent.max_attempts();
        if retryable && attempt < max {
            let (after_ms, wait) = backoff(
                attempt,
                answered.and_then(|a| a.retry_after_ms),
                self.agent.stream_idle_timeout_ms(),
            );
            self.runner = Phase::Backoff {
                purpose,
                attempt: attempt + 1,
                after_ms,
            };
            self.send(
                sh,
                Part::Runner,
                Part::Clients,
                Say::Retry {
                    message,
                    attempt: attempt + 1,
                    of: max,
                    after_ms,
                    status: answered.map(|a| a.status),
                    wait,
                },
            );
        } else {
            self.end_run(sh, RunEnd::Failed { message });
        }
    }

    /// The stream sent nothing for the agent's idle timeout and the runner closed it: the
    /// attempt is dropped, like a broken stream's, and tried again.
    fn stream_went_quiet(&mut self, sh: &mut Shared) {
        let Phase::Streaming {
            purpose, attempt, ..
        } = self.runner
        else {
            return;
        };
        self.llm = LlmPhase::Cancelled;
        if let Some(turn) = self.turns.last_mut() {
            turn.went_quiet = true;
        }
        let ms = self.agent.stream_idle_timeout_ms();
        let quiet = if ms.is_multiple_of(1_000) {
            format!("{} s", ms / 1_000)
        } else {
            format!("{ms} ms")
        };
        let failure = Failure {
            message: format!("no data for {quiet}"),
            retryable: true,
            answered: None,
        };
        self.retry_or_fail(sh, (purpose, attempt), failure);
    }

    fn forward(&self, sh: &mut Shared, event: &LlmEvent) {
        self.send(
            sh,
            Part::Runner,
            Part::Clients,
            Say::Forward {
                event: event.clone(),
            },
        );
    }

    fn on_answer(&mut self, sh: &mut Shared, reply: Reply) {
        let Phase::Calls {
            current: current @ Some(Current::Asking(_)),
            ..
        } = &mut self.runner
        else {
            return;
        };
        let Some(Current::Asking(request)) = current.take() else {
            return;
        };
        let call = request.call;
        if reply == Reply::Decline {
            *current = Some(Current::Settling);
            let output = format!("Not run: the user declined to run {}.", call.tool);
            self.settle(sh, call, output, ToolError::Declined);
        } else {
            *current = Some(Current::Running(call.clone()));
            self.send(
                sh,
                Part::Runner,
                Part::Tools,
                Say::RunTool {
                    call,
                    because: Because::Replied(reply),
                },
            );
        }
    }

    /// The user pressed Stop: end what is going on, give every open call its one result, and
    /// end the run.
    fn interrupt(&mut self, sh: &mut Shared) {
        match &mut self.runner {
            Phase::Streaming { stopping, .. } => {
                *stopping = true;
                self.send(
                    sh,
                    Part::Runner,
                    Part::Llm,
                    Say::Cancel {
                        reason: CancelReason::Stopped,
                    },
                );
            }
            Phase::Backoff { .. } => {
                self.runner = Phase::Calls {
                    pending: VecDeque::new(),
                    current: None,
                    stopping: true,
                };
                self.continue_run(sh);
            }
            Phase::Calls {
                current, stopping, ..
            } => {
                *stopping = true;
                match current {
                    Some(Current::Running(_)) => self.send(
                        sh,
                        Part::Runner,
                        Part::Tools,
                        Say::Cancel {
                            reason: CancelReason::Stopped,
                        },
                    ),
                    Some(Current::Asking(request)) => {
                        let call = request.call.clone();
                        *current = Some(Current::Settling);
                        let output = format!(
                            "Not run: the user stopped the run instead of answering whether {} may run.",
                            call.tool
                        );
                        self.settle(sh, call, output, ToolError::Interrupted);
                    }
                    // Between two calls, or a hook of the call answers next: that sees
                    // `stopping`.
                    Some(Current::Settling | Current::Before(_) | Current::After(..)) | None => {}
                }
            }
            Phase::Hooking { stopping, .. } => *stopping = true,
            Phase::Compacting { .. } | Phase::Idle => {}
        }
    }

    // ---- sending ------------------------------------------------------------------------

    /// What the runner's message does as it leaves: thread, turns and cache change here.
    pub(super) fn runner_sends(&mut self, sh: &mut Shared, envelope: &mut Envelope) {
        let to = envelope.to;
        match &mut envelope.say {
            Say::Request {
                turn,
                attempt,
                joins,
                context,
            } => {
                let joining: Vec<_> = self.inbox.drain(..(*joins).min(self.inbox.len())).collect();
                for (client, text) in joining {
                    self.log.push(Message::User { text }, client);
                }
                for note in std::mem::take(&mut self.reminders) {
                    self.log.push(note, 0);
                }
                let thread = self.log.range();
                let total = self.request_tokens(thread.clone());
                *context = self.open_request(sh, (*turn, Purpose::Turn, *attempt), thread, total);
            }
            Say::Summarize {
                replaced,
                attempt,
                context,
                ..
            } => {
                let start = self.log.start();
                let thread = start..start + *replaced;
                let total =
                    self.request_tokens(thread.clone()) + tokens::text_tokens(SUMMARY_INSTRUCTION);
                let purpose = Purpose::Summary {
                    replaced: *replaced,
                };
                let number = self.turn_number + 1;
                *context = self.open_request(sh, (number, purpose, *attempt), thread, total);
            }
            Say::Ask { request } => {
                sh.questions.push(request.clone());
                sh.open_question = Some(sh.questions.len() - 1);
            }
            Say::Result { call, result } => {
                if sh
                    .open_question
                    .is_some_and(|q| sh.questions[q].call.id == call.id)
                {
                    sh.open_question = None;
                }
                self.log.push(
                    Message::Tool {
                        result: result.clone(),
                    },
                    0,
                );
                if let Phase::Calls { current, .. } = &mut self.runner {
                    *current = None;
                }
                self.continue_run(sh);
            }
            Say::Cancel {
                reason: CancelReason::StreamIdle,
            } => self.stream_went_quiet(sh),
            Say::Cancel { .. } if to == Part::Llm => self.close_stream(sh),
            Say::Cancel { reason } => self.cancel_tool(sh, *reason),
            Say::Compacted { .. } => {
                if let Phase::Compacting {
                    replaced,
                    summary,
                    put_back,
                } = std::mem::take(&mut self.runner)
                {
                    self.log.compact(replaced, summary);
                    self.reminders.extend(put_back);
                    self.compacted_for_turn = true;
                    self.send_turn(sh, 1);
                }
            }
            // Messages that waited are kept in the thread, unanswered: nothing is lost. (A run
            // ends answered only with none waiting: `continue_run` answers them first.)
            Say::Done { .. } => {
                for (client, text) in std::mem::take(&mut self.inbox) {
                    self.log.push(Message::User { text }, client);
                }
            }
            _ => {}
        }
    }

    /// Sends a request of `total` tokens carrying the log's `thread`, for `purpose`, through
    /// the prompt cache, and records it; returns what it read from and wrote to the cache.
    fn open_request(
        &mut self,
        sh: &mut Shared,
        (number, purpose, attempt): (u32, Purpose, u32),
        thread: std::ops::Range<usize>,
        total: u64,
    ) -> Context {
        let empty = sh.cache.is_empty();
        let context = super::send_request(
            &mut sh.cache,
            sh.cache_profile,
            (&self.head, &self.log),
            thread.clone(),
            purpose,
            total,
        );
        let previous = self.turns.last().map(|p| super::cache_why::Previous {
            context: p.context,
            compacted_since: self.log.compactions_at(p.thread.start)
                != self.log.compactions_at(thread.start),
        });
        let cache_why = super::cache_why::why(sh.cache_profile, empty, context, previous);
        sh.sent.push((self.ix, self.turns.len()));
        self.turns.push(TurnRecord {
            number,
            purpose,
            attempt,
            thread,
            context,
            cache_why,
            events: Vec::new(),
            usage: None,
            went_quiet: false,
        });
        self.llm = LlmPhase::Thinking;
        context
    }

    /// The runner closed the stream: what arrived of the reply is kept, its calls get
    /// interrupted results.
    fn close_stream(&mut self, sh: &mut Shared) {
        if let Phase::Streaming {
            purpose,
            text,
            calls,
            ..
        } = std::mem::take(&mut self.runner)
        {
            self.llm = LlmPhase::Cancelled;
            let pending = if purpose == Purpose::Turn && (!text.is_empty() || !calls.is_empty()) {
                self.log.push(
                    Message::Assistant {
                        text,
                        tool_calls: calls.clone(),
                    },
                    0,
                );
                calls.into()
            } else {
                VecDeque::new()
            };
            self.runner = Phase::Calls {
                pending,
                current: None,
                stopping: true,
            };
            self.continue_run(sh);
        }
    }

    /// Cancels the running tool and gives it its result. A task call is not killed here: it
    /// stops its sub-agent's session, whose end gives the call its one result.
    fn cancel_tool(&mut self, sh: &mut Shared, reason: CancelReason) {
        let Phase::Calls {
            current: current @ Some(Current::Running(_)),
            ..
        } = &mut self.runner
        else {
            return;
        };
        if matches!(current, Some(Current::Running(call)) if call.is_task()) {
            return;
        }
        let Some(Current::Running(call)) = current.replace(Current::Settling) else {
            return;
        };
        let (output, error) = match reason {
            CancelReason::Stopped => (
                format!(
                    "Cancelled: the user stopped the run while {} was running.",
                    call.tool
                ),
                ToolError::Interrupted,
            ),
            // (The stream's idle timeout goes to the llm, never to a tool.)
            CancelReason::TimedOut | CancelReason::StreamIdle => (
                format!(
                    "Timed out: {} did not finish within {} s, so the runner cancelled it.",
                    call.tool,
                    self.agent.tool_timeout_ms().div_ceil(1_000)
                ),
                ToolError::TimedOut,
            ),
        };
        self.settle(sh, call, output, error);
    }

    // ---- deciding -----------------------------------------------------------------------

    /// A call that does not give a normal output still gets exactly one result, saying why.
    fn settle(&self, sh: &mut Shared, call: ToolCall, output: String, error: ToolError) {
        let result = ToolResult {
            call_id: call.id.clone(),
            output,
            error: Some(error),
        };
        self.send(
            sh,
            Part::Runner,
            Part::Clients,
            Say::Result { call, result },
        );
    }

    /// Handles the next waiting tool call, or else takes another turn or ends the run.
    pub(super) fn continue_run(&mut self, sh: &mut Shared) {
        let Phase::Calls {
            pending,
            current,
            stopping,
        } = &mut self.runner
        else {
            return;
        };
        let stopping = *stopping;
        if let Some(call) = pending.pop_front() {
            *current = Some(Current::Settling);
            if stopping {
                let output = format!(
                    "Not run: the user stopped the run before {} ran.",
                    call.tool
                );
                return self.settle(sh, call, output, ToolError::Interrupted);
            }
            let deferred = self.agent.deferred_tools.contains(&call.tool);
            if !self.agent.tools.contains(&call.tool) && !deferred {
                let output = format!(
                    "Error: there is no tool named {}. This agent has: {}.",
                    call.tool,
                    self.agent.tools.join(", ")
                );
                return self.settle(sh, call, output, ToolError::UnknownTool);
            }
            if deferred && !self.tools_loaded.iter().any(|t| t.name == call.tool) {
                let output = format!(
                    "Error: {} is listed by name only; load its schema with {} before calling it.",
                    call.tool,
                    crate::harness::protocol::tool_search::SEARCH_TOOL
                );
                return self.settle(sh, call, output, ToolError::UnknownTool);
            }
            if let Some(hook) = hook::find(
                &self.agent.hooks,
                HookEvent::PreToolUse,
                Some(call.hook_ref()),
            ) {
                *current = Some(Current::Before(call.clone()));
                return self.send_hook(sh, HookEvent::PreToolUse, hook, Some(call));
            }
            return self.decide_call(sh, call, None);
        }
        if stopping {
            return self.end_run(sh, RunEnd::Stopped);
        }
        // Tool results go back to the llm; a message saved mid-turn needs an answer.
        let after_tools = matches!(self.log.thread().last(), Some(Message::Tool { .. }));
        if after_tools || !self.inbox.is_empty() {
            self.send_turn(sh, 1);
        } else if !self.run_hook(sh, HookEvent::Stop, None) {
            self.end_run(sh, RunEnd::Answered);
        }
    }

    /// Decides `call` by the rules and what its PreToolUse hook (number, answer) returned,
    /// and runs it, refuses it or asks.
    fn decide_call(&mut self, sh: &mut Shared, call: ToolCall, hook: Option<(usize, HookOutcome)>) {
        let rule = sh
            .rules
            .decide_call_at(&self.agent.rules, &call, usize::MAX);
        let (decision, by) = match &hook {
            Some((_, outcome)) => hooks::decide(outcome, rule),
            None => (rule.0, DecidedBy::Rule),
        };
        if let Phase::Calls { current, .. } = &mut self.runner {
            *current = Some(Current::Settling);
        }
        match (decision, by, hook) {
            (Decision::Allow, by, _) => {
                if let Phase::Calls { current, .. } = &mut self.runner {
                    *current = Some(Current::Running(call.clone()));
                }
                let because = match by {
                    DecidedBy::Hook => Because::Hook,
                    DecidedBy::Rule => Because::Allowed,
                };
                self.send(
                    sh,
                    Part::Runner,
                    Part::Tools,
                    Say::RunTool { call, because },
                );
            }
            (Decision::Deny, DecidedBy::Hook, Some((h, HookOutcome::Deny { reason }))) => {
                let output = format!(
                    "Not run: the PreToolUse hook {} refused {}: {reason}",
                    self.agent.hooks[h].command, call.tool
                );
                self.settle(sh, call, output, ToolError::Denied);
            }
            (Decision::Deny, ..) => {
                let output = match rule.1 {
                    RuleSource::Mode(Mode::Plan) => format!(
                        "Not run: plan mode. {} would change something; the agent may only read and plan until the user approves the plan.",
                        call.tool
                    ),
                    _ => format!("Not run: a rule denies {}.", call.tool),
                };
                self.settle(sh, call, output, ToolError::Denied);
            }
            (Decision::Ask, ..) => {
                let request = PermissionRequest {
                    id: format!("perm_{}", sh.questions.len() + 1),
                    call,
                };
                if let Phase::Calls { current, .. } = &mut self.runner {
                    *current = Some(Current::Asking(request.clone()));
                }
                self.send(sh, Part::Runner, Part::Clients, Say::Ask { request });
            }
        }
    }

    /// Runs the agent's hook for `event` of the whole run, if it has one: the runner waits for
    /// its answer. False when there is none.
    fn run_hook(&mut self, sh: &mut Shared, event: HookEvent, call: Option<ToolCall>) -> bool {
        let Some(hook) = hook::find(&self.agent.hooks, event, None) else {
            return false;
        };
        self.runner = Phase::Hooking {
            event,
            stopping: false,
        };
        self.send_hook(sh, event, hook, call);
        true
    }

    fn send_hook(&self, sh: &mut Shared, event: HookEvent, hook: usize, call: Option<ToolCall>) {
        self.send(
            sh,
            Part::Runner,
            Part::Hooks,
            Say::Hook { event, hook, call },
        );
    }

    /// A hook answered: what it returned goes into the next request, decides the call, or
    /// keeps the run going.
    fn on_hooked(&mut self, sh: &mut Shared, event: HookEvent, hook: usize, outcome: HookOutcome) {
        let Some(command) = self.agent.hooks.get(hook).map(|h| h.command.clone()) else {
            return;
        };
        let hook_note = |text: &str| {
            Message::note(
                NoteKind::Reminder,
                format!("{} hook ({command}): {text}", event.name()),
            )
        };
        match (&mut self.runner, event) {
            (
                Phase::Calls {
                    current: current @ Some(Current::Before(_)),
                    stopping,
                    ..
                },
                HookEvent::PreToolUse,
            ) => {
                let stopping = *stopping;
                let Some(Current::Before(call)) = current.replace(Current::Settling) else {
                    return;
                };
                if stopping {
                    let output = format!(
                        "Not run: the user stopped the run before {} ran.",
                        call.tool
                    );
                    return self.settle(sh, call, output, ToolError::Interrupted);
                }
                if let HookOutcome::Context { text } = &outcome {
                    self.reminders.push(hook_note(text));
                }
                self.decide_call(sh, call, Some((hook, outcome)));
            }
            (
                Phase::Calls {
                    current: current @ Some(Current::After(..)),
                    ..
                },
                HookEvent::PostToolUse,
            ) => {
                let Some(Current::After(call, result)) = current.replace(Current::Settling) else {
                    return;
                };
                if let HookOutcome::Context { text } = &outcome {
                    self.reminders.push(hook_note(text));
                }
                self.send(
                    sh,
                    Part::Runner,
                    Part::Clients,
                    Say::Result { call, result },
                );
            }
            (Phase::Hooking { stopping: true, .. }, _) => self.end_run(sh, RunEnd::Stopped),
            (Phase::Hooking { .. }, HookEvent::SessionStart) => {
                if let HookOutcome::Context { text } = &outcome {
                    self.reminders.push(hook_note(text));
                }
                if !self.run_hook(sh, HookEvent::UserPromptSubmit, None) {
                    self.send_turn(sh, 1);
                }
            }
            (Phase::Hooking { .. }, HookEvent::UserPromptSubmit) => {
                if let HookOutcome::Context { text } = &outcome {
                    self.reminders.push(hook_note(text));
                }
                self.send_turn(sh, 1);
            }
            (Phase::Hooking { .. }, HookEvent::PreCompact) => {
                let Some((needed, window)) = self.pre_compact else {
                    return;
                };
                match &outcome {
                    HookOutcome::Block { .. } => {
                        self.end_run(sh, RunEnd::ContextFull { needed, window })
                    }
                    _ => self.make_room(sh, needed, window, 1),
                }
            }
            (Phase::Hooking { .. }, HookEvent::Stop) => match &outcome {
                HookOutcome::Block { reason } => {
                    self.reminders.push(hook_note(reason));
                    self.send_turn(sh, 1);
                }
                _ => self.end_run(sh, RunEnd::Answered),
            },
            _ => {}
        }
    }

    /// Sends the next request (attempt `attempt` of the current turn when above 1), unless a
    /// limit ends the run first or the thread must be compacted to fit.
    pub(super) fn send_turn(&mut self, sh: &mut Shared, attempt: u32) {
        if attempt == 1 {
            let turns_in_run = self.turn_number + 1 - self.run_first_turn + 1;
            if let Some(max) = self.agent.max_turns.filter(|max| turns_in_run > *max) {
                return self.end_run(sh, RunEnd::TurnLimit { max });
            }
        }
        // The harness's own notes for this turn join the hooks' (taken once: a compaction
        // first comes back here).
        if attempt == 1 {
            let next = self.turn_number + 1;
            let (due, later): (Vec<_>, Vec<_>) = std::mem::take(&mut self.scheduled)
                .into_iter()
                .partition(|(t, _)| *t <= next);
            self.scheduled = later;
            self.reminders.extend(due.into_iter().map(|(_, note)| note));
        }
        let joins = self.inbox.len();
        let needed = self.request_tokens(self.log.range())
            + self
                .inbox
                .iter()
                .map(|(_, text)| tokens::message_tokens(&Message::User { text: text.clone() }))
                .sum::<u64>()
            + self
                .reminders
                .iter()
                .map(tokens::message_tokens)
                .sum::<u64>();
        if let Some(window) = self.agent.context_window.filter(|w| needed > *w) {
            return self.make_room(sh, needed, window, 1);
        }
        // A recorded run compacts where its log did, whatever the window says.
        let logged = attempt == 1
            && !self.compacted_for_turn
            && self.compact_before.contains(&(self.turn_number + 1));
        if logged && self.replaceable() > 0 {
            let window = self.agent.context_window.unwrap_or(u64::MAX);
            return self.make_room(sh, needed, window, 1);
        }
        if attempt == 1 {
            self.turn_number += 1;
            self.compacted_for_turn = false;
        }
        self.runner = Phase::streaming(Purpose::Turn, attempt);
        self.send(
            sh,
            Part::Runner,
            Part::Llm,
            Say::Request {
                turn: self.turn_number,
                attempt,
                joins,
                context: Default::default(),
            },
        );
    }

    /// The next request needs `needed` tokens, more than the `window`: ask the llm for a
    /// summary of the older messages, or end the run when that cannot help.
    /// How many of the thread's messages a compaction replaces: all but the newest exchange
    /// (the last reply and its results, and anything after it).
    fn replaceable(&self) -> usize {
        self.log
            .thread()
            .iter()
            .rposition(|m| matches!(m, Message::Assistant { .. }))
            .unwrap_or(0)
    }

    fn make_room(&mut self, sh: &mut Shared, needed: u64, window: u64, attempt: u32) {
        let replaced = self.replaceable();
        let start = self.log.start();
        let summary_request =
            self.request_tokens(start..start + replaced) + tokens::text_tokens(SUMMARY_INSTRUCTION);
        if self.compacted_for_turn || replaced == 0 || summary_request > window {
            return self.end_run(sh, RunEnd::ContextFull { needed, window });
        }
        // Before the first attempt, the PreCompact hook may refuse the compaction; once it
        // let it go ahead, this comes back here with its figures taken.
        if attempt == 1
            && self.pre_compact.take().is_none()
            && self.run_hook(sh, HookEvent::PreCompact, None)
        {
            self.pre_compact = Some((needed, window));
            return;
        }
        self.runner = Phase::streaming(Purpose::Summary { replaced }, attempt);
        self.send(
            sh,
            Part::Runner,
            Part::Llm,
            Say::Summarize {
                replaced,
                needed,
                window,
                attempt,
                recorded: needed <= window,
                context: Default::default(),
            },
        );
    }

    /// The backoff is over: send the same request again.
    pub(super) fn retry_now(&mut self, sh: &mut Shared) {
        let Phase::Backoff {
            purpose, attempt, ..
        } = self.runner
        else {
            return;
        };
        match purpose {
            Purpose::Turn => self.send_turn(sh, attempt),
            Purpose::Summary { .. } => {
                let needed = self.request_tokens(self.log.range());
                let window = self.agent.context_window.unwrap_or(needed);
                self.make_room(sh, needed, window, attempt);
            }
        }
    }

    /// The summary arrived: tell the clients, and the thread is compacted as that message
    /// leaves.
    fn compact(&mut self, sh: &mut Shared, replaced: usize, summary: String) {
        let thread = self.log.range();
        let inbox: u64 = self
            .inbox
            .iter()
            .map(|(_, text)| tokens::message_tokens(&Message::User { text: text.clone() }))
            .sum();
        let before = self.request_tokens(thread.clone()) + inbox;
        let kept = self.log.tokens(thread.start + replaced..thread.end);
        // What the next request carries besides: the notes waiting for it and those the
        // compaction puts back.
        let put_back = self.put_back();
        let notes: u64 = self
            .reminders
            .iter()
            .chain(&put_back)
            .map(tokens::message_tokens)
            .sum();
        let after = self.head_tokens()
            + tokens::message_tokens(&Message::Summary {
                text: summary.clone(),
            })
            + kept
            + inbox
            + notes;
        self.runner = Phase::Compacting {
            replaced,
            summary,
            put_back,
        };
        self.send(
            sh,
            Part::Runner,
            Part::Clients,
            Say::Compacted {
                replaced,
                before,
                after,
            },
        );
    }

    /// The notes a compaction puts back for the next request: the memory files and skills
    /// loaded so far, the listings, and the tool schemas loaded.
    fn put_back(&self) -> Vec<Message> {
        let mut notes = self.memory_to_reload();
        if !self.agent.skills.is_empty() {
            notes.push(Message::note(
                NoteKind::SkillList,
                crate::harness::protocol::skill::listing(&self.agent.skills),
            ));
        }
        notes.extend(self.skills_to_reattach());
        notes.extend(self.tools_to_reattach());
        notes
    }

    /// Tells the clients why the run ends without an answer, and the coordinator that it ends.
    fn end_run(&mut self, sh: &mut Shared, end: RunEnd) {
        self.runner = Phase::Idle;
        self.pre_compact = None;
        if end != RunEnd::Answered {
            self.send(
                sh,
                Part::Runner,
                Part::Clients,
                Say::Ended { end: end.clone() },
            );
        }
        self.send(sh, Part::Runner, Part::Coordinator, Say::Done { end });
    }
}
