//! The page's view state and the actions on it. The run itself is always derived by the core.

use std::sync::Arc;

use gloo_timers::callback::Interval;
use leptos::prelude::*;

use crate::harness::envelope::Say;
use crate::harness::permission::with_rule;
use crate::harness::scenario::Scenario;
use crate::harness::schema::{Decision, Reply, Rule};
use crate::harness::trace::{derive, Ending, Inputs, Trace};
use crate::link::Link;
use crate::view::{step_view, StepView};

/// Milliseconds between steps at 1×.
const STEP_MS: u32 = 900;

/// The speeds Play offers: a label and milliseconds per step.
pub const SPEEDS: [(&str, u32); 3] = [("0.5×", STEP_MS * 2), ("1×", STEP_MS), ("2×", STEP_MS / 2)];

/// A trace shared by the signals; compared by identity so a new derivation always notifies.
#[derive(Clone)]
pub struct SharedTrace(pub Arc<Trace>);

impl PartialEq for SharedTrace {
    fn eq(&self, other: &Self) -> bool {
        Arc::ptr_eq(&self.0, &other.0)
    }
}

/// Everything the page remembers: which run, which step, playing or not, the user's rules.
#[derive(Clone, Copy)]
pub struct AppState {
    pub scenarios: StoredValue<Arc<Vec<Scenario>>>,
    pub scenario: RwSignal<Option<Scenario>>,
    /// Whether `scenario` is a built-in one, unchanged: only those have links.
    builtin: Memo<bool>,
    /// Answers given to this run's permission questions, in order.
    pub replies: RwSignal<Vec<Reply>>,
    /// Rules the user saved ("Always allow") or set in the agent panel; they last until reset.
    pub user_rules: RwSignal<Vec<Rule>>,
    /// The user's rules as this run uses them.
    run_rules: RwSignal<Vec<Rule>>,
    pub trace: RwSignal<Option<SharedTrace>>,
    pub step: RwSignal<usize>,
    pub playing: RwSignal<bool>,
    /// Milliseconds between steps while playing.
    pub step_ms: RwSignal<u32>,
    /// Play stopped at a question; answering resumes it.
    resume_on_answer: RwSignal<bool>,
    /// A short message for the user: a bad link, a rejected file.
    pub notice: RwSignal<Option<String>>,
    timer: StoredValue<Option<Interval>, LocalStorage>,
    pub current: Memo<Option<StepView>>,
}

impl AppState {
    pub fn new(scenarios: Vec<Scenario>) -> Self {
        let trace: RwSignal<Option<SharedTrace>> = RwSignal::new(None);
        let step = RwSignal::new(0usize);
        let scenarios = StoredValue::new(Arc::new(scenarios));
        let scenario: RwSignal<Option<Scenario>> = RwSignal::new(None);
        // Compared whole, once per scenario: a loaded file may reuse a built-in's id.
        let builtin = Memo::new(move |_| {
            scenario.with(|s| {
                s.as_ref()
                    .is_some_and(|s| scenarios.with_value(|all| all.contains(s)))
            })
        });
        let current = Memo::new(move |_| {
            trace.with(|t| t.as_ref().and_then(|t| step_view(&t.0, step.get())))
        });
        AppState {
            scenarios,
            scenario,
            builtin,
            replies: RwSignal::new(Vec::new()),
            user_rules: RwSignal::new(Vec::new()),
            run_rules: RwSignal::new(Vec::new()),
            trace,
            step,
            playing: RwSignal::new(false),
            step_ms: RwSignal::new(STEP_MS),
            resume_on_answer: RwSignal::new(false),
            notice: RwSignal::new(None),
            timer: StoredValue::new_local(None),
            current,
        }
    }

    /// The inputs of the current run.
    pub fn inputs(&self, scenario: &Scenario) -> Inputs {
        let mut rules = scenario.agent.rules.clone();
        for rule in self.run_rules.get_untracked() {
            rules = with_rule(&rules, &rule.tool, rule.decision);
        }
        Inputs {
            replies: self.replies.get_untracked(),
            rules: Some(rules),
        }
    }

    /// Runs the core again for the current scenario and inputs.
    fn rederive(&self) {
        let Some(scenario) = self.scenario.get_untracked() else {
            self.trace.set(None);
            return;
        };
        let trace = derive(&scenario, &self.inputs(&scenario));
        // Rules this run saved last until reset, so the next run starts with them.
        let mut rules = self.run_rules.get_untracked();
        for rule in trace.harness.saved_rules() {
            rules = with_rule(&rules, &rule.tool, rule.decision);
        }
        self.user_rules.set(rules);
        self.trace.set(Some(SharedTrace(Arc::new(trace))));
    }

    /// Loads a run of `scenario` at step 1.
    pub fn load(&self, scenario: Scenario) {
        self.pause();
        self.resume_on_answer.set(false);
        self.scenario.set(Some(scenario));
        self.replies.set(Vec::new());
        self.run_rules.set(self.user_rules.get_untracked());
        self.rederive();
        self.step.set(0);
    }

    /// Loads built-in scenario `index`.
    pub fn pick(&self, index: usize) {
        if let Some(scenario) = self.scenarios.with_value(|s| s.get(index).cloned()) {
            self.notice.set(None);
            self.load(scenario);
        }
    }

    /// Sends a typed message: a sample prompt runs that scenario; anything else runs through
    /// the same harness with a scripted llm that says what it is.
    pub fn send_text(&self, text: &str) {
        let (matching, base, samples) = self.scenarios.with_value(|all| {
            let matching = all
                .iter()
                .position(|s| s.prompt.trim().eq_ignore_ascii_case(text.trim()));
            let samples: Vec<String> = all.iter().take(3).map(|s| s.prompt.clone()).collect();
            (matching, all.first().cloned(), samples)
        });
        match (matching, base) {
            (Some(i), _) => self.pick(i),
            (None, Some(base)) => {
                let samples: Vec<&str> = samples.iter().map(String::as_str).collect();
                self.notice.set(None);
                self.load(Scenario::free_text(&base, text, &samples));
            }
            (None, None) => {}
        }
    }

    /// Opens what a deep link describes. A step past the end shows the last with a notice;
    /// an unknown scenario is an error for the caller to report.
    pub fn open_link(&self, link: Link) -> Result<(), String> {
        let Some(scenario) = self
            .scenarios
            .with_value(|s| s.iter().find(|s| s.id == link.scenario).cloned())
        else {
            return Err(format!("there is no scenario called {:?}", link.scenario));
        };
        self.user_rules.set(link.rules);
        self.load(scenario);
        self.replies.set(link.replies);
        self.rederive();
        let last = self.last_index();
        if link.step > last + 1 {
            self.notice.set(Some(format!(
                "The link asks for step {}, but this run has {} steps; showing the last.",
                link.step,
                last + 1
            )));
        }
        self.go_to(link.step - 1);
        Ok(())
    }

    /// The link to the current step, if the run is a built-in scenario.
    pub fn link(&self) -> Option<Link> {
        if !self.builtin.get() {
            return None;
        }
        let id = self.scenario.with(|s| s.as_ref().map(|s| s.id.clone()))?;
        Some(Link {
            scenario: id,
            step: self.step.get() + 1,
            replies: self.replies.get(),
            rules: self.run_rules.get(),
        })
    }

    /// Whether this scenario has a second client prompting the same session.
    pub fn scenario_has_second_client(&self) -> bool {
        self.scenario
            .with(|s| s.as_ref().is_some_and(|s| s.second_client.is_some()))
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

    pub fn first(&self) {
        self.go_to(0);
    }

    pub fn last(&self) {
        self.go_to(self.last_index());
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
            let waiting = self.trace.with_untracked(|t| {
                t.as_ref()
                    .is_some_and(|t| t.0.ending == Ending::WaitingForYou)
            });
            if waiting {
                return;
            }
            // At the end Play starts over, like any player.
            self.step.set(0);
        }
        self.playing.set(true);
        self.start_timer();
    }

    fn start_timer(&self) {
        let state = *self;
        let ms = self.step_ms.get_untracked();
        self.timer
            .set_value(Some(Interval::new(ms, move || state.tick())));
    }

    pub fn set_speed(&self, step_ms: u32) {
        self.step_ms.set(step_ms);
        if self.playing.get_untracked() {
            self.start_timer();
        }
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

    /// Permission questions asked before the current step.
    fn questions_before_here(&self) -> usize {
        let step = self.step.get_untracked();
        self.trace.with_untracked(|t| {
            t.as_ref().map_or(0, |t| {
                t.0.steps[..step.min(t.0.steps.len())]
                    .iter()
                    .filter(|s| matches!(s.envelope.say, Say::Ask { .. }))
                    .count()
            })
        })
    }

    /// Answers the question shown at the current step. Answering again after stepping back
    /// drops the later answers: another branch of the run.
    pub fn answer(&self, reply: Reply) {
        let at_question = self
            .current
            .with_untracked(|v| v.as_ref().is_some_and(|v| v.waiting_for_you));
        if !at_question {
            return;
        }
        let before = self.questions_before_here();
        self.replies.update(|r| {
            r.truncate(before);
            r.push(reply);
        });
        self.rederive();
        self.step_forward();
        if self.resume_on_answer.get_untracked() {
            self.resume_on_answer.set(false);
            self.play();
        }
    }

    /// Sets one tool's rule for this run and the next; the run is derived again from here.
    pub fn set_rule(&self, tool: &str, decision: Decision) {
        let before = self.questions_before_here();
        self.run_rules
            .update(|rules| *rules = with_rule(rules, tool, decision));
        self.replies.update(|r| r.truncate(before));
        self.rederive();
        self.go_to(self.step.get_untracked());
    }

    /// Everything back as it was: this prompt at step 1, empty chat, idle, the agent's own
    /// rules, saved rules gone.
    pub fn reset(&self) {
        self.user_rules.set(Vec::new());
        self.notice.set(None);
        match self.scenario.get_untracked() {
            Some(scenario) => self.load(scenario),
            None => self.pick(0),
        }
    }
}
