//! Driving a scenario through the harness and recording every message as a step.
//!
//! Same scenario + same inputs ⇒ same trace, so stepping back, deep links, a changed rule and
//! a press of Stop are all "derive again". Inputs from outside (a second client's prompt, a
//! press of Stop) land between steps, once the harness has handed out every message, as they
//! do in a live run where the page handles one event at a time.

use std::sync::Arc;

use serde::Serialize;

use crate::harness::drivers::drive::{drive, Halt, Input};
use crate::harness::drivers::scripted_llm::ReplyMeta;
use crate::harness::drivers::scripted_run::ScriptedRun;
use crate::harness::machine::{with_rule, Harness, PromptCache, Purpose, SessionState, Snapshot};
use crate::harness::protocol::envelope::{ClientId, Envelope, Part, Say, SessionIx};
use crate::harness::protocol::mode::Mode;
use crate::harness::protocol::schema::{Agent, LlmEvent, Message, Reply, Rule};
use crate::harness::scenario::script::{ScriptedCall, ScriptedError, ScriptedReply};
use crate::harness::scenario::{FollowUp, Recorded, Scenario};

/// The session every scenario runs in.
pub const SESSION_ID: &str = "session_1";

/// A run is cut off after this many steps, so no script can loop forever.
pub const MAX_STEPS: usize = 2_000_000;

/// An answer to a permission question, and the window it came from.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize)]
pub struct Answer {
    pub client: ClientId,
    pub reply: Reply,
}

impl Answer {
    /// An answer from your own window.
    pub fn mine(reply: Reply) -> Self {
        Answer { client: 1, reply }
    }
}

/// What the user brings to a run besides the scenario.
#[derive(Clone, Debug, Default, PartialEq, Eq, Serialize)]
pub struct Inputs {
    /// Answers to the permission questions, in the order they are asked.
    pub answers: Vec<Answer>,
    /// Rules the user set before this run, on top of the agent's: in the page, or saved by
    /// "Always allow" in an earlier run.
    pub user_rules: Vec<Rule>,
    /// Stop pressed after this many steps, in order.
    pub stops: Vec<usize>,
    /// The permission mode the person chose for this run, over the scenario's.
    pub mode: Option<Mode>,
    /// The prompt cache as earlier runs since Reset left it (shared, not copied, by the runs
    /// derived from the same inputs).
    #[serde(skip)]
    pub cache: Arc<PromptCache>,
}

/// One message between two parts, with everything visible after it.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Step {
    pub envelope: Envelope,
    pub snapshot: Snapshot,
}

/// How a trace stops.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Ending {
    /// The session is idle.
    Idle,
    /// A permission question waits for an answer the inputs do not hold yet.
    WaitingForYou,
    /// The harness refused an input, or the run passed `MAX_STEPS`: a bug, reported as such.
    Broken { reason: String },
}

/// A recorded run.
pub struct Trace {
    pub steps: Vec<Step>,
    pub ending: Ending,
    /// The harness after the last step: its thread logs, turns and rules back every snapshot.
    harness: Harness,
    /// The steps of each session, in order: a session's state at any step is its latest
    /// snapshot at or before it.
    by_session: Vec<Vec<usize>>,
    /// A recorded run: each step's time, in milliseconds since the run began, as its log
    /// dates it (the latest dated event at or before the step); empty for other runs.
    times: Vec<Option<i64>>,
    /// A recorded run: where it came from and what its harness did.
    pub recorded: Option<Recorded>,
    /// A recorded run: the steps where the log's user pressed Stop.
    pub logged_stops: Vec<usize>,
    /// A recorded run: what the log says of the reply to each request (when it went out,
    /// which model answered), in the order they were sent.
    pub replies: Vec<ReplyMeta>,
    /// A recorded run: how long each tool ran, by call id, where the log says.
    pub durations: std::collections::HashMap<String, u64>,
}

/// Runs `scenario` with the scripted llm and fake tools until it is idle or waits for an
/// answer.
pub fn derive(scenario: &Scenario, inputs: &Inputs) -> Trace {
    let mut harness = Harness::new(SESSION_ID, scenario.agent.clone(), &scenario.tools)
        .with_user_rules(inputs.user_rules.clone())
        .with_cache((*inputs.cache).clone(), scenario.cache)
        .with_system_prompt_tokens(scenario.system_prompt_tokens())
        .with_agents(scenario.agents(), scenario.max_depth)
        .with_mode(inputs.mode.unwrap_or(scenario.mode))
        .with_reminders(
            scenario
                .reminders
                .iter()
                .map(|r| (r.before_turn, Message::note(r.about, r.text.clone())))
                .collect(),
        );
    // A recorded run: the user refuses what the log says they refused, and its thread is
    // compacted where the log's was.
    if let Some(log) = &scenario.recorded {
        let compactions = log.compactions.iter().map(|c| c.before_turn).collect();
        harness = harness.with_recorded(scenario.refused_calls(), compactions);
    }
    let answers = inputs.answers.iter().map(|a| (a.client, a.reply)).collect();
    let mut driver = ScriptedRun::new(scenario, answers, &inputs.stops);
    harness.prompt(1, &scenario.prompt);
    // "The same moment": both prompts are in before anything is handed out.
    if let Some(Input::Prompt { client, text }) = driver.at_start() {
        harness.prompt(client, &text);
    }
    let mut steps: Vec<Step> = Vec::new();
    let mut times: Vec<Option<i64>> = Vec::new();
    let halt = drive(
        &mut harness,
        &mut driver,
        MAX_STEPS,
        &mut |h, envelope, d| {
            steps.push(Step::after(h, envelope));
            times.push(d.clock());
        },
    );
    let mut trace = Trace::new(steps, Ending::of(halt), harness);
    if scenario.recorded.is_some() {
        trace.times = times;
        trace.recorded = scenario.recorded.clone();
        trace.logged_stops = driver.logged_stops().to_vec();
        trace.replies = driver.replies().to_vec();
        trace.durations = scenario
            .recorded_results()
            .iter()
            .filter_map(|(id, r)| Some((id.to_string(), r.duration_ms?)))
            .collect();
    }
    trace
}

impl Step {
    /// The step of `envelope`, which `harness` just handed out.
    pub fn after(harness: &Harness, envelope: Envelope) -> Step {
        Step {
            snapshot: harness.snapshot(envelope.session),
            envelope,
        }
    }
}

impl Ending {
    /// How a run that halted so ends: a halt that waits for the llm, a tool or a backoff is
    /// no ending of a scripted run, whose driver always has them, but a live run's pause.
    pub fn of(halt: Halt) -> Ending {
        match halt {
            Halt::Question => Ending::WaitingForYou,
            Halt::Refused(e) => Ending::Broken {
                reason: e.to_string(),
            },
            Halt::Limit => Ending::Broken {
                reason: format!("it passed {MAX_STEPS} steps, the most one run may take"),
            },
            Halt::Idle | Halt::Stream | Halt::Backoff { .. } => Ending::Idle,
        }
    }
}

/// A session's requests as the scripted replies and summaries that replay them exactly.
fn recorded(session: &SessionState) -> (Vec<ScriptedReply>, Vec<String>) {
    let mut replies = Vec::new();
    let mut summaries = Vec::new();
    for turn in session.turns() {
        let mut reply = ScriptedReply {
            recorded: true,
            stalls: turn.went_quiet,
            ..ScriptedReply::default()
        };
        for event in &turn.events {
            match event {
                LlmEvent::Text { text } => {
                    reply.text.push_str(text);
                    reply.chunks.push(text.clone());
                }
                LlmEvent::ToolCall { call } => reply.tool_calls.push(ScriptedCall {
                    tool: call.tool.clone(),
                    input: call.input.clone(),
                    id: Some(call.id.clone()),
                    result: None,
                }),
                LlmEvent::Usage { usage } => reply.usage = Some(*usage),
                // A script has no HTTP status: its replay says the connection broke, and
                // waits the runner's own backoff.
                LlmEvent::Error {
                    message, retryable, ..
                } => {
                    reply.error = Some(ScriptedError {
                        message: message.clone(),
                        retryable: *retryable,
                    })
                }
                LlmEvent::Cut {} => reply.cut = true,
                LlmEvent::Finish {} => {}
            }
        }
        match turn.purpose {
            Purpose::Turn => replies.push(reply),
            // A summary stopped before its first word: the replay stops at the same step,
            // before it would stream, but the file still needs its text.
            Purpose::Summary { .. } if reply.text.is_empty() => {
                summaries.push("(stopped before the summary came)".into())
            }
            Purpose::Summary { .. } => summaries.push(reply.text),
        }
    }
    (replies, summaries)
}

impl Trace {
    /// A run recorded as it happened, as a scenario that replays it: its prompt, agent and
    /// fakes from `base`, the llm's replies and summaries exactly as they came, and Stop
    /// pressed where it was (`stops`: after that many steps).
    pub fn as_scenario(&self, base: &Scenario, stops: &[usize]) -> Scenario {
        let h = &self.harness;
        let main = h.main();
        let (mut replies, summaries) = recorded(main);
        // A run that ended before its first request (its first one outgrew the window): a
        // scenario file still holds a reply, which the replay never asks for.
        if replies.is_empty() {
            replies.push(ScriptedReply {
                recorded: true,
                ..ScriptedReply::default()
            });
        }
        // Sub-agents run one after another, so each agent's sessions, in order, replay from
        // one script.
        let subagents = base
            .subagents
            .iter()
            .map(|sub| {
                let (mut replies, mut summaries) = (Vec::new(), Vec::new());
                for session in h.sessions()[1..]
                    .iter()
                    .filter(|s| s.agent().name == sub.agent.name)
                {
                    let (r, s) = recorded(session);
                    replies.extend(r);
                    summaries.extend(s);
                }
                crate::harness::scenario::SubAgent {
                    agent: sub.agent.clone(),
                    replies,
                    summaries,
                }
            })
            .collect();
        // Your messages, each with the step it was typed at; the first is the prompt, the
        // others follow up once the session is idle again.
        let typed: Vec<(usize, usize, &str)> = self
            .steps
            .iter()
            .enumerate()
            .filter_map(|(i, step)| match &step.envelope.say {
                Say::Typed { text } if step.envelope.from == (Part::Client { id: 1 }) => {
                    Some((i, step.snapshot.draft?, text.as_str()))
                }
                _ => None,
            })
            .collect();
        // The press of Stop in message `m`'s run: after it was typed, before the next one (a
        // press before anything was typed counts as the first message's).
        let stop_in = |m: usize| {
            stops
                .iter()
                .copied()
                .find(|s| typed.iter().filter(|(at, ..)| at < s).count().max(1) == m + 1)
        };
        let follow_ups = typed
            .iter()
            .enumerate()
            .skip(1)
            .map(|(m, &(_, draft, text))| FollowUp {
                text: text.to_string(),
                rules: h
                    .rules_set()
                    .iter()
                    .filter(|(k, _)| *k == draft)
                    .map(|(_, r)| r.clone())
                    .collect(),
                stop_after_step: stop_in(m),
                at_ms: None,
                // A live run's mode changes with the page's, which records none between
                // messages.
                mode: None,
            })
            .collect();
        // The rules the run started with: the agent's, the user's on top, and any set before
        // the first message.
        let before_first = h
            .rules_set()
            .iter()
            .filter(|(k, _)| *k == 0)
            .map(|(_, r)| r);
        Scenario {
            id: "recorded".into(),
            title: "A recorded run".into(),
            description:
                "A run on a live model, recorded as it happened; its replies replay exactly.".into(),
            prompt: typed
                .first()
                .map_or_else(|| base.prompt.clone(), |(_, _, text)| text.to_string()),
            agent: Agent {
                rules: h
                    .rules()
                    .user()
                    .iter()
                    .chain(before_first)
                    .fold(main.agent().rules.clone(), |rules, r| {
                        with_rule(&rules, &r.tool, r.decision)
                    }),
                ..main.agent().clone()
            },
            tools: main
                .tools()
                .iter()
                .chain(main.deferred())
                .cloned()
                .collect(),
            replies,
            summaries,
            subagents,
            second_client: None,
            stop_after_step: stop_in(0),
            follow_ups,
            cache: h.cache_profile(),
            system_prompt_tokens: h.system_prompt_tokens(),
            mode: h.rules().mode_at(0),
            ..base.clone()
        }
    }

    /// A trace of `steps`, indexed by session.
    pub fn new(steps: Vec<Step>, ending: Ending, harness: Harness) -> Trace {
        let mut by_session = vec![Vec::new(); harness.sessions().len()];
        for (i, step) in steps.iter().enumerate() {
            if let Some(list) = by_session.get_mut(step.snapshot.session) {
                list.push(i);
            }
        }
        Trace {
            steps,
            ending,
            harness,
            by_session,
            times: Vec::new(),
            recorded: None,
            logged_stops: Vec::new(),
            replies: Vec::new(),
            durations: Default::default(),
        }
    }

    /// The harness after the last step, whose logs back every snapshot: for the view model and
    /// the module of the page that drives the run, never for the page's components.
    pub fn harness(&self) -> &Harness {
        &self.harness
    }

    /// When step `index` happened, in milliseconds since the run began, for a recorded run.
    pub fn time(&self, index: usize) -> Option<i64> {
        self.times.get(index).copied().flatten()
    }

    /// The session whose step `index` is, and its state after it.
    pub fn at(&self, index: usize) -> Option<(&SessionState, &Snapshot)> {
        let snapshot = &self.step(index)?.snapshot;
        Some((self.harness.session(snapshot.session), snapshot))
    }

    /// Session `session`'s state at step `index`: its latest snapshot at or before it, or
    /// `None` when it did not exist yet.
    pub fn snapshot_of(&self, session: SessionIx, index: usize) -> Option<&Snapshot> {
        let steps = self.by_session.get(session)?;
        let k = steps.partition_point(|i| *i <= index);
        steps
            .get(k.checked_sub(1)?)
            .map(|i| &self.steps[*i].snapshot)
    }

    /// Every step of session `session`, in order.
    pub fn steps_of(&self, session: SessionIx) -> &[usize] {
        self.by_session.get(session).map_or(&[], Vec::as_slice)
    }

    /// The step at `index`, clamped to the trace.
    pub fn step(&self, index: usize) -> Option<&Step> {
        self.steps
            .get(index.min(self.steps.len().saturating_sub(1)))
    }

    /// The state after step `index`, clamped to the trace.
    pub fn snapshot(&self, index: usize) -> Option<&Snapshot> {
        self.step(index).map(|s| &s.snapshot)
    }

    /// Whether step `index` asks the user a permission question.
    pub fn is_question(&self, index: usize) -> bool {
        self.steps
            .get(index)
            .is_some_and(|s| matches!(s.envelope.say, Say::Ask { .. }))
    }

    /// How many questions were asked before step `index`: the answers a run up to there uses.
    pub fn questions_before(&self, index: usize) -> usize {
        (0..index.min(self.steps.len()))
            .filter(|i| self.is_question(*i))
            .count()
    }

    /// Whether the run waits at step `index` for an answer the inputs do not hold.
    pub fn waits_at(&self, index: usize) -> bool {
        self.ending == Ending::WaitingForYou && index + 1 == self.steps.len()
    }

    /// Whether a second client takes part: the page then says "clients", else "client".
    pub fn has_second_client(&self) -> bool {
        self.steps.iter().any(|s| {
            [s.envelope.from, s.envelope.to]
                .contains(&crate::harness::protocol::envelope::Part::Client { id: 2 })
        })
    }

    /// The first step at or after `index` where `say` holds.
    pub fn find_from(&self, index: usize, say: impl Fn(&Say) -> bool) -> Option<usize> {
        (index..self.steps.len()).find(|i| say(&self.steps[*i].envelope.say))
    }
}
