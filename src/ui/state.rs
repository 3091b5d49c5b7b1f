//! The page's view state and the actions on it. The run itself is always derived by the core.

use std::sync::Arc;

use gloo_timers::callback::Interval;
use leptos::prelude::*;

use crate::harness::envelope::Say;
use crate::harness::permission::with_rule;
use crate::harness::scenario::Scenario;
use crate::harness::schema::{Reply, Rule};
use crate::harness::trace::{derive, Ending, Inputs, Trace};
use crate::view::{step_view, StepView};

/// Milliseconds between steps at 1×.
const STEP_MS: u32 = 900;

/// A trace shared by the signals; compared by identity so a new derivation always notifies.
#[derive(Clone)]
pub struct SharedTrace(pub Arc<Trace>);

impl PartialEq for SharedTrace {
    fn eq(&self, other: &Self) -> bool {
        Arc::ptr_eq(&self.0, &other.0)
    }
}

/// Everything the page remembers: which run, which step, playing or not, saved rules.
#[derive(Clone, Copy)]
pub struct AppState {
    pub scenarios: StoredValue<Arc<Vec<Scenario>>>,
    pub selected: RwSignal<Option<usize>>,
    /// Answers given to this run's permission questions, in order.
    pub replies: RwSignal<Vec<Reply>>,
    /// Rules saved with "Always allow"; they last until reset.
    pub saved_rules: RwSignal<Vec<Rule>>,
    /// The saved rules as they were when this run started.
    run_rules: RwSignal<Vec<Rule>>,
    pub trace: RwSignal<Option<SharedTrace>>,
    pub step: RwSignal<usize>,
    pub playing: RwSignal<bool>,
    /// Play stopped at a question; answering resumes it.
    resume_on_answer: RwSignal<bool>,
    timer: StoredValue<Option<Interval>, LocalStorage>,
    pub current: Memo<Option<StepView>>,
}

impl AppState {
    pub fn new(scenarios: Vec<Scenario>) -> Self {
        let trace: RwSignal<Option<SharedTrace>> = RwSignal::new(None);
        let step = RwSignal::new(0usize);
        let current = Memo::new(move |_| {
            trace.with(|t| t.as_ref().and_then(|t| step_view(&t.0, step.get())))
        });
        AppState {
            scenarios: StoredValue::new(Arc::new(scenarios)),
            selected: RwSignal::new(None),
            replies: RwSignal::new(Vec::new()),
            saved_rules: RwSignal::new(Vec::new()),
            run_rules: RwSignal::new(Vec::new()),
            trace,
            step,
            playing: RwSignal::new(false),
            resume_on_answer: RwSignal::new(false),
            timer: StoredValue::new_local(None),
            current,
        }
    }

    /// The scenario being shown.
    pub fn scenario(&self) -> Option<Scenario> {
        let index = self.selected.get_untracked()?;
        self.scenarios.with_value(|s| s.get(index).cloned())
    }

    /// Whether this scenario has a second client prompting the same session.
    pub fn scenario_has_second_client(&self) -> bool {
        let Some(index) = self.selected.get() else {
            return false;
        };
        self.scenarios
            .with_value(|s| s.get(index).is_some_and(|s| s.second_client.is_some()))
    }

    /// Runs the core again for the current scenario and inputs.
    fn rederive(&self) {
        let Some(scenario) = self.scenario() else {
            self.trace.set(None);
            return;
        };
        let mut rules = scenario.agent.rules.clone();
        for saved in self.run_rules.get_untracked() {
            rules = with_rule(&rules, &saved.tool, saved.decision);
        }
        let inputs = Inputs {
            replies: self.replies.get_untracked(),
            rules: Some(rules),
        };
        let trace = derive(&scenario, &inputs);
        // Rules this run saved last until reset, so the next run starts with them.
        let mut saved = self.run_rules.get_untracked();
        for rule in trace.harness.saved_rules() {
            saved = with_rule(&saved, &rule.tool, rule.decision);
        }
        self.saved_rules.set(saved);
        self.trace.set(Some(SharedTrace(Arc::new(trace))));
    }

    /// Loads a scenario's run at step 1.
    pub fn pick(&self, index: usize) {
        self.pause();
        self.selected.set(Some(index));
        self.replies.set(Vec::new());
        self.run_rules.set(self.saved_rules.get_untracked());
        self.rederive();
        self.step.set(0);
    }

    fn last_index(&self) -> usize {
        self.trace
            .with_untracked(|t| t.as_ref().map_or(0, |t| t.0.steps.len().saturating_sub(1)))
    }

    /// Moves to step `index` (0-based), clamped to the run.
    pub fn go_to(&self, index: usize) {
        self.step.set(index.min(self.last_index()));
    }

    pub fn step_forward(&self) {
        self.go_to(self.step.get_untracked() + 1);
    }

    pub fn step_back(&self) {
        self.go_to(self.step.get_untracked().saturating_sub(1));
    }

    /// Whether Play has anything to do from here.
    fn can_advance(&self) -> bool {
        self.step.get_untracked() < self.last_index()
    }

    pub fn play(&self) {
        if self.trace.with_untracked(Option::is_none) {
            return;
        }
        if !self.can_advance() {
            // At the end Play starts over, like any player.
            if self.trace.with_untracked(|t| {
                t.as_ref()
                    .is_some_and(|t| t.0.ending == Ending::WaitingForYou)
            }) {
                return;
            }
            self.step.set(0);
        }
        self.playing.set(true);
        let state = *self;
        let interval = Interval::new(STEP_MS, move || state.tick());
        self.timer.set_value(Some(interval));
    }

    pub fn pause(&self) {
        self.playing.set(false);
        self.timer.set_value(None);
    }

    pub fn toggle_play(&self) {
        if self.playing.get_untracked() {
            self.pause();
        } else {
            self.play();
        }
    }

    /// One timer beat: advance, and stop at a question or at the end.
    fn tick(&self) {
        if !self.can_advance() {
            self.pause();
            return;
        }
        self.step_forward();
        let at_question = self
            .current
            .with_untracked(|v| v.as_ref().is_some_and(|v| v.waiting_for_you));
        if at_question {
            self.resume_on_answer.set(true);
            self.pause();
        } else if !self.can_advance() {
            self.pause();
        }
    }

    /// Answers the question shown at the current step. Answering a question again after
    /// stepping back drops the later answers: a new branch of the run.
    pub fn answer(&self, reply: Reply) {
        let Some(trace) = self.trace.get_untracked() else {
            return;
        };
        let step = self.step.get_untracked();
        let asked_before = trace.0.steps[..step]
            .iter()
            .filter(|s| matches!(s.envelope.say, Say::Ask { .. }))
            .count();
        let question = trace
            .0
            .steps
            .get(step)
            .filter(|s| matches!(s.envelope.say, Say::Ask { .. }));
        if question.is_none() {
            return;
        }
        self.replies.update(|r| {
            r.truncate(asked_before);
            r.push(reply);
        });
        self.rederive();
        self.step_forward();
        if self.resume_on_answer.get_untracked() {
            self.resume_on_answer.set(false);
            self.play();
        }
    }

    /// Everything back as it was: this prompt at step 1, empty chat, idle, saved rules gone.
    pub fn reset(&self) {
        self.pause();
        self.resume_on_answer.set(false);
        self.saved_rules.set(Vec::new());
        self.pick(self.selected.get_untracked().unwrap_or(0));
    }
}
