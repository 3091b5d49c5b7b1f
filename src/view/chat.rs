//! The chat as a person sees it, built once per trace as rows that only ever change forward.
//!
//! Each row has versions, each from the step where it took that form: a reply grows while it
//! streams, a tool call gets its result, a question its answer. Rows appear in step order, so
//! the rows at a step are a prefix of the log; stepping costs a binary search, and the page
//! appends new rows and updates changed ones instead of rebuilding the chat.

use super::words::{clip, seconds};
use crate::harness::machine::Harness;
pub use crate::harness::machine::TaskInput;
use crate::harness::protocol::envelope::{
    CancelReason, ClientId, Part, RunEnd, Say, SessionIx, Wait,
};
use crate::harness::protocol::schema::{LlmEvent, Reply, Status, ToolError};
use crate::t;
use crate::trace::{Ending, Step, Trace};

/// How a reply in the chat stands.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Writing {
    /// Still arriving.
    Streaming,
    Done,
    /// The stream broke; this attempt is dropped.
    Broken,
    /// You stopped it; what arrived is kept.
    Stopped,
    /// The provider cut it at its token limit; what arrived is kept.
    Cut,
}

/// How a tool call in the chat stands.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum CallState {
    /// The llm asked for it; the runner has not acted yet.
    Asked,
    Running,
    /// A permission question holds it.
    WaitingForYou,
    /// You answered its question: what came of it is told in a new row, after the question's.
    AskedYou,
    Done {
        output: String,
    },
    /// It has a result flagged with `error`.
    Error {
        error: ToolError,
        output: String,
    },
    /// It was in a reply whose stream broke: it never ran and needs no result.
    Dropped,
}

/// How a permission question in the chat stands.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum QuestionState {
    Open,
    Answered(Reply),
    /// You stopped the run instead of answering.
    Withdrawn,
}

/// What the harness tells you besides the conversation itself.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum NoticeKind {
    Retry,
    Compacted,
    Stopped,
    Failed,
    Limit,
    /// A hook's answer that changed something.
    Hook,
}

/// One row of the chat.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum ChatRow {
    User {
        client: ClientId,
        text: String,
        /// Saved in the session, waiting for the runner's next turn.
        queued: bool,
    },
    Assistant {
        text: String,
        writing: Writing,
    },
    ToolCall {
        id: String,
        tool: String,
        input: String,
        state: CallState,
        /// A task call: the agent it hands work to, and the prompt.
        handoff: Option<TaskInput>,
        /// How long the tool ran, where a recorded run's log says.
        duration_ms: Option<u64>,
    },
    Question {
        tool: String,
        input: String,
        state: QuestionState,
    },
    Notice {
        kind: NoticeKind,
        text: String,
    },
}

/// Why the harness stopped the run, at its last step, when it refused what it was given (a
/// reply with two calls of one id, say) or the run passed the step limit: a sentence for the
/// chat, so a broken run never ends in silence.
pub fn broken(trace: &Trace, index: usize) -> Option<String> {
    match &trace.ending {
        Ending::Broken { reason } if index + 1 >= trace.steps.len() => {
            Some(t!("chat-broken", reason = reason))
        }
        _ => None,
    }
}

/// Every row the chat shows at some step of a trace.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct ChatLog {
    /// For each row, its versions: from which step on, and what it shows.
    rows: Vec<Vec<(usize, Stored)>>,
    /// For each row, whose it is and where it sits.
    places: Vec<Place>,
    /// The task calls whose sub-agent's work is folded under them.
    work: Vec<Work>,
    /// Where the next row added goes.
    here: Place,
    /// A recorded run's tool durations, by call id.
    durations: std::collections::HashMap<String, u64>,
}

/// Whose a row is, and which task calls' folds it sits in.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct Place {
    /// The agent whose session the row belongs to.
    pub agent: String,
    /// The task-call rows whose sub-agent's work this row is part of, outermost first; empty
    /// for the conversation itself.
    pub within: Vec<usize>,
}

/// A task call's row, and the sub-agent session working for it.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Work {
    pub row: usize,
    pub agent: String,
    pub session: String,
}

/// A version as kept. A reply that streams in has a version per piece; each earlier one keeps
/// only its text's length, a prefix of the newest version's text, so a long reply is not kept
/// once per piece.
#[derive(Clone, Debug, PartialEq, Eq)]
enum Stored {
    Row(ChatRow),
    /// The reply as it stood: its state, and the first `len` bytes of the newest text.
    Prefix {
        len: usize,
        writing: Writing,
    },
}

/// Rows that the next events change, while the log is built.
#[derive(Default)]
struct Open {
    /// The reply streaming now.
    reply: Option<usize>,
    /// Rows of each session's current attempt's tool calls, by session and call id: a
    /// sub-agent's request leaves the task call that waits on it open.
    calls: Vec<(SessionIx, String, usize)>,
    /// User messages sent and not yet accepted, oldest first: the session API answers them
    /// in order.
    sent: std::collections::VecDeque<usize>,
    /// User messages saved for the runner's next turn, oldest first.
    queued: Vec<usize>,
    /// The open question's row, and the call it asks about.
    question: Option<(usize, String)>,
    /// Calls whose question was answered: their next state goes in a new row after the
    /// question's, so the chat reads in the order things happened.
    answered: Vec<String>,
    /// The provider cut the reply streaming now.
    cut: bool,
    /// The row of each session's task call running now.
    tasks: Vec<(SessionIx, usize)>,
    /// The folds each session's rows go in.
    within: Vec<Vec<usize>>,
}

/// The chat of a run that is still being recorded, built as its steps come: each step is
/// taken once, so a long live reply costs the same per step at its end as at its start.
#[derive(Default)]
pub struct ChatBuilder {
    log: ChatLog,
    open: Open,
    taken: usize,
}

impl ChatBuilder {
    /// Takes the steps of `steps` (the run so far, recorded by `harness`) that it has not
    /// taken yet.
    pub fn extend(&mut self, steps: &[Step], harness: &Harness) {
        let sessions = harness.sessions();
        for (i, step) in steps.iter().enumerate().skip(self.taken) {
            let e = &step.envelope;
            let s = e.session.min(sessions.len() - 1);
            if self.open.within.len() < sessions.len() {
                self.open.within.resize(sessions.len(), Vec::new());
            }
            self.log.here = Place {
                agent: sessions[s].agent().name.clone(),
                within: self.open.within[s].clone(),
            };
            self.log
                .apply(i, (&e.from, e.session), &e.say, &mut self.open);
            if let Some(text) = super::hooks::notice(&sessions[s].agent().hooks, &e.say) {
                self.log.notice(i, NoticeKind::Hook, text);
            }
            // A sub-agent's rows go in a fold under the task call that started it.
            let task = self.open.tasks.iter().rev().find(|(t, _)| *t == e.session);
            if let (Say::Spawned { child }, Some((_, row))) = (&e.say, task) {
                let row = *row;
                if let Some(c) = sessions.get(*child) {
                    self.open.within.resize(sessions.len(), Vec::new());
                    self.open.within[*child] = [self.log.here.within.as_slice(), &[row]].concat();
                    self.log.work.push(Work {
                        row,
                        agent: c.agent().name.clone(),
                        session: c.id().to_string(),
                    });
                }
            }
        }
        self.taken = self.taken.max(steps.len());
    }

    /// The chat of the steps taken so far.
    pub fn log(&self) -> &ChatLog {
        &self.log
    }
}

impl ChatLog {
    /// The chat of every step of `trace`.
    pub fn build(trace: &Trace) -> Self {
        let mut builder = ChatBuilder::default();
        builder.log.durations = trace.durations.clone();
        builder.extend(&trace.steps, trace.harness());
        builder.log
    }

    fn add(&mut self, step: usize, row: ChatRow) -> usize {
        // A question waits for your answer: it is never folded away.
        let place = match row {
            ChatRow::Question { .. } => Place {
                within: Vec::new(),
                ..self.here.clone()
            },
            _ => self.here.clone(),
        };
        self.rows.push(vec![(step, Stored::Row(row))]);
        self.places.push(place);
        self.rows.len() - 1
    }

    /// A new version of row `id` from `step` on, made by `change` from the latest one. A
    /// reply's text only grows, so the latest version hands its text on and keeps its length.
    fn change(&mut self, id: usize, step: usize, change: impl FnOnce(&mut ChatRow)) {
        let Some(versions) = self.rows.get_mut(id) else {
            return;
        };
        let Some((_, last)) = versions.last_mut() else {
            return;
        };
        let Stored::Row(latest) = last else {
            return;
        };
        let mut row = match latest {
            ChatRow::Assistant { text, writing } => {
                let writing = *writing;
                let text = std::mem::take(text);
                *last = Stored::Prefix {
                    len: text.len(),
                    writing,
                };
                ChatRow::Assistant { text, writing }
            }
            other => other.clone(),
        };
        change(&mut row);
        // No step changes a row twice (tests/view.rs checks every scenario), so each change is
        // a version of its own.
        versions.push((step, Stored::Row(row)));
    }

    fn set_call(&mut self, open: &mut Open, call_id: &str, step: usize, state: CallState) {
        let Some(at) = open.calls.iter().position(|(_, c, _)| c == call_id) else {
            return;
        };
        let id = open.calls[at].2;
        if let Some(k) = open.answered.iter().position(|c| c == call_id) {
            open.answered.remove(k);
            let latest = self
                .rows
                .get(id)
                .and_then(|v| v.last())
                .map(|(_, r)| r.clone());
            if let Some(Stored::Row(mut row @ ChatRow::ToolCall { .. })) = latest {
                if let ChatRow::ToolCall { state: s, .. } = &mut row {
                    *s = state;
                }
                open.calls[at].2 = self.add(step, row);
                return;
            }
        }
        self.change(id, step, |row| {
            if let ChatRow::ToolCall { state: s, .. } = row {
                *s = state;
            }
        });
    }

    fn set_queued(&mut self, id: usize, step: usize, to: bool) {
        self.change(id, step, |row| {
            if let ChatRow::User { queued, .. } = row {
                *queued = to;
            }
        });
    }

    fn end_reply(&mut self, open: &mut Open, step: usize, writing: Writing) {
        if let Some(id) = open.reply.take() {
            self.change(id, step, |row| {
                if let ChatRow::Assistant { writing: w, .. } = row {
                    *w = writing;
                }
            });
        }
    }

    fn notice(&mut self, step: usize, kind: NoticeKind, text: String) {
        self.add(step, ChatRow::Notice { kind, text });
    }

    fn apply(&mut self, i: usize, (from, session): (&Part, SessionIx), say: &Say, open: &mut Open) {
        match say {
            Say::Prompt { text } => {
                let client = match from {
                    Part::Client { id } => *id,
                    _ => 1,
                };
                let id = self.add(
                    i,
                    ChatRow::User {
                        client,
                        text: text.clone(),
                        queued: false,
                    },
                );
                open.sent.push_back(id);
            }
            Say::Accepted { queued: true } => {
                if let Some(id) = open.sent.pop_front() {
                    self.set_queued(id, i, true);
                    open.queued.push(id);
                }
            }
            Say::Accepted { queued: false } => {
                open.sent.pop_front();
            }
            Say::Request { joins, .. } => {
                let n = (*joins).min(open.queued.len());
                for id in open.queued.drain(..n).collect::<Vec<_>>() {
                    self.set_queued(id, i, false);
                }
                open.calls.retain(|(s, ..)| *s != session);
            }
            // A run that ends keeps the messages still waiting in the thread (only a run that
            // ends unanswered, stopped or failed, leaves any).
            Say::Done { .. } => {
                for id in std::mem::take(&mut open.queued) {
                    self.set_queued(id, i, false);
                }
            }
            Say::Forward {
                event: LlmEvent::Text { text },
            } => match open.reply {
                Some(id) => self.change(id, i, |row| {
                    if let ChatRow::Assistant { text: t, .. } = row {
                        t.push_str(text);
                    }
                }),
                None => {
                    open.reply = Some(self.add(
                        i,
                        ChatRow::Assistant {
                            text: text.clone(),
                            writing: Writing::Streaming,
                        },
                    ));
                }
            },
            Say::Forward {
                event: LlmEvent::ToolCall { call },
            } => {
                let id = self.add(
                    i,
                    ChatRow::ToolCall {
                        id: call.id.clone(),
                        tool: call.tool.clone(),
                        input: call.input.clone(),
                        state: CallState::Asked,
                        handoff: call
                            .is_task()
                            .then(|| TaskInput::parse(&call.input))
                            .flatten(),
                        duration_ms: self.durations.get(&call.id).copied(),
                    },
                );
                open.calls.push((session, call.id.clone(), id));
            }
            Say::Event {
                event: LlmEvent::Finish {},
            } if !open.cut => self.end_reply(open, i, Writing::Done),
            Say::Event {
                event: LlmEvent::Finish {},
            } => {
                open.cut = false;
                self.end_reply(open, i, Writing::Cut);
            }
            Say::Forward {
                event: LlmEvent::Cut {},
            } => open.cut = true,
            // A broken stream, or one the runner gave up on when it went quiet: the attempt
            // is dropped.
            Say::Event {
                event: LlmEvent::Error { .. },
            }
            | Say::Cancel {
                reason: CancelReason::StreamIdle,
            } => {
                self.end_reply(open, i, Writing::Broken);
                let (dropped, kept) = std::mem::take(&mut open.calls)
                    .into_iter()
                    .partition::<Vec<_>, _>(|(s, ..)| *s == session);
                for (_, _, id) in dropped {
                    self.change(id, i, |row| {
                        if let ChatRow::ToolCall { state, .. } = row {
                            *state = CallState::Dropped;
                        }
                    });
                }
                open.calls = kept;
            }
            Say::RunTool { call, .. } => {
                // First: a call you were asked about runs in a row of its own.
                self.set_call(open, &call.id, i, CallState::Running);
                if call.is_task() {
                    if let Some((_, _, row)) = open
                        .calls
                        .iter()
                        .find(|(s, c, _)| *s == session && *c == call.id)
                    {
                        open.tasks.push((session, *row));
                    }
                }
            }
            Say::Ask { request } => {
                self.set_call(open, &request.call.id, i, CallState::WaitingForYou);
                let row = self.add(
                    i,
                    ChatRow::Question {
                        tool: request.call.tool.clone(),
                        input: request.call.input.clone(),
                        state: QuestionState::Open,
                    },
                );
                open.question = Some((row, request.call.id.clone()));
            }
            Say::Answer { reply, .. } => {
                if let Some((id, call)) = open.question.take() {
                    self.change(id, i, |row| {
                        if let ChatRow::Question { state, .. } = row {
                            *state = QuestionState::Answered(*reply);
                        }
                    });
                    self.set_call(open, &call, i, CallState::AskedYou);
                    open.answered.push(call);
                }
            }
            Say::Result { call, result } => {
                let state = match result.error {
                    None => CallState::Done {
                        output: result.output.clone(),
                    },
                    Some(error) => CallState::Error {
                        error,
                        output: result.output.clone(),
                    },
                };
                if result.error == Some(ToolError::Interrupted) {
                    if let Some((id, _)) = open.question.take() {
                        self.change(id, i, |row| {
                            if let ChatRow::Question { state, .. } = row {
                                *state = QuestionState::Withdrawn;
                            }
                        });
                    }
                }
                self.set_call(open, &call.id, i, state);
            }
            // A cancel to the llm ends its reply; one to a tool finds no reply open (a tool runs
            // only after the reply has ended).
            Say::Cancel { .. } => self.end_reply(open, i, Writing::Stopped),
            Say::Retry {
                message,
                attempt,
                of,
                after_ms,
                status,
                wait,
            } => {
                let wait_s = seconds(*after_ms);
                let (attempt, of) = (*attempt, *of);
                // The status as digits: a code, not a count.
                let text = match (status.map(|s| s.to_string()), wait) {
                    (None, _) => t!(
                        "chat-retry",
                        problem = message,
                        wait = wait_s,
                        attempt = attempt,
                        of = of
                    ),
                    (Some(status), Wait::Backoff) => t!(
                        "chat-retry-status",
                        status = status,
                        problem = message,
                        wait = wait_s,
                        attempt = attempt,
                        of = of
                    ),
                    (Some(status), Wait::Asked) => t!(
                        "chat-retry-asked",
                        status = status,
                        problem = message,
                        wait = wait_s,
                        attempt = attempt,
                        of = of
                    ),
                    (Some(status), Wait::Capped { asked_ms }) => t!(
                        "chat-retry-capped",
                        status = status,
                        problem = message,
                        asked = seconds(*asked_ms),
                        wait = wait_s,
                        attempt = attempt,
                        of = of
                    ),
                };
                self.notice(i, NoticeKind::Retry, text)
            }
            Say::Compacted {
                replaced,
                before,
                after,
            } => self.notice(
                i,
                NoticeKind::Compacted,
                t!(
                    "chat-compacted",
                    n = *replaced,
                    before = *before,
                    after = *after
                ),
            ),
            Say::Ended { end } => {
                let (kind, text) = match end {
                    RunEnd::Answered => return,
                    RunEnd::Stopped => (NoticeKind::Stopped, t!("chat-stopped")),
                    RunEnd::Failed { message } => {
                        (NoticeKind::Failed, t!("chat-failed", problem = message))
                    }
                    RunEnd::TurnLimit { max } => {
                        (NoticeKind::Limit, t!("chat-turn-limit", n = *max))
                    }
                    RunEnd::ContextFull { needed, window } => (
                        NoticeKind::Limit,
                        t!("chat-context-full", needed = *needed, window = *window),
                    ),
                };
                self.notice(i, kind, text);
            }
            _ => {}
        }
    }

    /// How many rows the chat shows at `step`.
    pub fn len_at(&self, step: usize) -> usize {
        self.rows.partition_point(|versions| versions[0].0 <= step)
    }

    /// Which version of row `id` stands at `step`.
    pub fn version_at(&self, id: usize, step: usize) -> Option<usize> {
        self.rows
            .get(id)?
            .partition_point(|(at, _)| *at <= step)
            .checked_sub(1)
    }

    /// Row `id` as it stands at `step`, and which version that is.
    pub fn row_at(&self, id: usize, step: usize) -> Option<(usize, ChatRow)> {
        let v = self.version_at(id, step)?;
        Some((v, self.version(id, v)?))
    }

    /// The newest row at `step` as one line, for a screen too small to show the chat beside
    /// the diagram.
    pub fn echo(&self, step: usize) -> Option<String> {
        let id = self.len_at(step).checked_sub(1)?;
        let (_, row) = self.row_at(id, step)?;
        Some(match &row {
            ChatRow::User {
                client: 1, text, ..
            } => t!("chat-echo-you", text = clip(text, 90)),
            ChatRow::User { client, text, .. } => t!(
                "chat-echo-client",
                client = u64::from(*client),
                text = clip(text, 90)
            ),
            ChatRow::Assistant { text, .. } => t!(
                "chat-echo-agent",
                agent = &self.places[id].agent,
                text = clip(text, 90)
            ),
            ChatRow::ToolCall { tool, state, .. } => t!(
                "chat-echo-tool",
                tool = tool,
                state = match state {
                    CallState::Asked => t!("chat-call-asked"),
                    CallState::Running => t!("chat-call-running"),
                    CallState::WaitingForYou => t!("chat-call-waiting"),
                    CallState::AskedYou => t!("chat-call-asked-you"),
                    CallState::Done { .. } => t!("chat-call-done"),
                    CallState::Error { error, .. } => super::error_word(*error).to_string(),
                    CallState::Dropped => t!("chat-call-never-ran"),
                }
            ),
            ChatRow::Question { tool, .. } => t!(
                "chat-echo-question",
                agent = &self.places[id].agent,
                tool = tool
            ),
            ChatRow::Notice { text, .. } => clip(text, 100),
        })
    }

    /// Whose row `id` is and where it sits.
    pub fn place(&self, id: usize) -> Option<&Place> {
        self.places.get(id)
    }

    /// The sub-agent working for the task call of row `id`, if it started one.
    pub fn work(&self, id: usize) -> Option<&Work> {
        self.work.iter().find(|w| w.row == id)
    }

    /// How many rows of the sub-agent's work under row `id` are there at `step`.
    pub fn work_rows_at(&self, id: usize, step: usize) -> usize {
        (id + 1..self.len_at(step))
            .filter(|r| self.places[*r].within.contains(&id))
            .count()
    }

    /// The last `max` rows shown at `step`, oldest first: the rows inside a fold count only
    /// while `unfolded` says each fold around them is open.
    pub fn shown_at(
        &self,
        step: usize,
        max: usize,
        unfolded: impl Fn(usize) -> bool,
    ) -> Vec<usize> {
        let mut shown: Vec<usize> = (0..self.len_at(step))
            .rev()
            .filter(|r| self.places[*r].within.iter().all(|w| unfolded(*w)))
            .take(max)
            .collect();
        shown.reverse();
        shown
    }

    /// Version `version` of row `id`.
    pub fn version(&self, id: usize, version: usize) -> Option<ChatRow> {
        let versions = self.rows.get(id)?;
        match &versions.get(version)?.1 {
            Stored::Row(row) => Some(row.clone()),
            Stored::Prefix { len, writing } => match versions.last() {
                Some((_, Stored::Row(ChatRow::Assistant { text, .. }))) => {
                    Some(ChatRow::Assistant {
                        text: text.get(..*len)?.to_string(),
                        writing: *writing,
                    })
                }
                _ => None,
            },
        }
    }

    /// Every row there is, at any step.
    pub fn len(&self) -> usize {
        self.rows.len()
    }

    pub fn is_empty(&self) -> bool {
        self.rows.is_empty()
    }
}

/// The name of the agent you talk to, as the chat's header shows it.
pub fn agent_name(trace: &Trace, _index: usize) -> String {
    trace.harness().main().agent().name.clone()
}

/// The status of the session you talk to at a step: a sub-agent's steps leave it running.
pub fn status(trace: &Trace, index: usize) -> Status {
    trace
        .snapshot_of(crate::harness::machine::MAIN, index)
        .map_or(Status::Idle, |s| s.status)
}

/// Text typed but not sent yet, at a step.
pub fn draft(trace: &Trace, index: usize) -> Option<String> {
    let d = trace.snapshot(index)?.draft?;
    trace
        .harness()
        .drafts()
        .get(d)
        .map(|(_, text)| text.clone())
}

/// Whether this step is the question the run waits on, so the answer buttons act.
pub fn waiting_for_you(trace: &Trace, index: usize) -> bool {
    trace.waits_at(index)
        || trace.is_question(index) && trace.snapshot(index).is_some_and(|s| s.question.is_some())
}
