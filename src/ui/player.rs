//! The player: which step shows, whether Play is on, and how fast it goes.

use gloo_timers::callback::{Interval, Timeout};
use leptos::prelude::*;

use super::run::Derived;
use crate::view;
use crate::view::chapters::{next_chapter, previous_chapter, StepBy};

/// Milliseconds between steps at 1×.
const STEP_MS: u32 = 900;

/// The speeds Play offers: a label and milliseconds per step.
pub const SPEEDS: [(&str, u32); 3] = [("0.5×", STEP_MS * 2), ("1×", STEP_MS), ("2×", STEP_MS / 2)];

/// A recorded run's own pace, sped up this many times.
pub const LOG_SPEEDUP: i64 = 10;
/// The shortest and longest wait between two steps at the log's pace: bursts stay visible,
/// and a long think does not stall the page.
const LOG_WAIT_MS: (i64, i64) = (60, 2_500);

/// What may hold Step forward and Play short of where they would go: Predict stops before a
/// step that decides something.
pub struct Hold {
    /// Where a step forward from step `at` toward step `next` stops instead.
    pub stop: Box<dyn Fn(usize, usize) -> usize>,
    /// Whether step `at` waits for the reader, so Play pauses there.
    pub waits: Box<dyn Fn(usize) -> bool>,
}

#[derive(Clone, Copy)]
pub struct Player {
    derived: Memo<Option<Derived>>,
    /// The step shown, 0-based.
    pub step: RwSignal<usize>,
    pub playing: RwSignal<bool>,
    /// Milliseconds between steps while playing.
    pub step_ms: RwSignal<u32>,
    /// How far Step forward, Step back and each beat of Play go.
    pub by: RwSignal<StepBy>,
    /// Play follows a recorded run's own timing, sped up `LOG_SPEEDUP` times.
    pub log_pace: RwSignal<bool>,
    pace: StoredValue<Option<Timeout>, LocalStorage>,
    /// The furthest step shown in this run: what the person has seen happen.
    furthest: StoredValue<usize>,
    /// Play stopped at a question; answering resumes it.
    resume_on_answer: StoredValue<bool>,
    timer: StoredValue<Option<Interval>, LocalStorage>,
    hold: StoredValue<Option<Hold>, LocalStorage>,
    /// Counts the runs started (a new run, or Reset), for what lasts one run, such as a score.
    pub runs: RwSignal<u32>,
}

impl Player {
    pub fn new(derived: Memo<Option<Derived>>) -> Self {
        Player {
            derived,
            step: RwSignal::new(0),
            playing: RwSignal::new(false),
            step_ms: RwSignal::new(STEP_MS),
            by: RwSignal::new(StepBy::Event),
            log_pace: RwSignal::new(false),
            pace: StoredValue::new_local(None),
            furthest: StoredValue::new(0),
            resume_on_answer: StoredValue::new(false),
            timer: StoredValue::new_local(None),
            hold: StoredValue::new_local(None),
            runs: RwSignal::new(0),
        }
    }

    /// Holds Step forward and Play as `hold` says, from now on.
    pub fn hold_with(&self, hold: Hold) {
        self.hold.set_value(Some(hold));
    }

    /// Whether the hold makes the step shown wait for the reader.
    fn held(&self) -> bool {
        let at = self.step.get_untracked();
        self.hold
            .with_value(|h| h.as_ref().is_some_and(|h| (h.waits)(at)))
    }

    fn last_index(&self) -> usize {
        self.derived.with_untracked(|d| {
            d.as_ref()
                .map_or(0, |d| d.trace.steps.len().saturating_sub(1))
        })
    }

    /// Whether the run waits for an answer at the step shown.
    pub fn at_question(&self) -> bool {
        let step = self.step.get_untracked();
        self.derived.with_untracked(|d| {
            d.as_ref()
                .is_some_and(|d| view::waiting_for_you(&d.trace, step))
        })
    }

    /// Moves to step `index` (0-based), clamped to the run.
    pub fn go_to(&self, index: usize) {
        let index = index.min(self.last_index());
        self.furthest.update_value(|f| *f = (*f).max(index));
        self.step.set(index);
    }

    /// Step 1 of a new run.
    pub fn restart(&self) {
        self.furthest.set_value(0);
        self.step.set(0);
        self.runs.update(|n| *n += 1);
    }

    /// The furthest step shown since the run started.
    pub fn furthest(&self) -> usize {
        self.furthest.get_value()
    }

    /// Where `f` moves from the step shown, given the run's units and chapters.
    fn moved(&self, f: impl FnOnce(&Derived, usize) -> Option<usize>) -> Option<usize> {
        let at = self.step.get_untracked();
        self.derived
            .with_untracked(|d| d.as_ref().and_then(|d| f(d, at)))
    }

    /// One unit on: a step, an llm request or a prompt, as Step by says.
    pub fn step_forward(&self) {
        let (by, at) = (self.by.get_untracked(), self.step.get_untracked());
        if let Some(next) = self.moved(|d, at| Some(d.units.next(by, at))) {
            let next = self
                .hold
                .with_value(|h| h.as_ref().map_or(next, |h| (h.stop)(at, next)));
            self.go_to(next);
        }
    }

    pub fn step_back(&self) {
        let by = self.by.get_untracked();
        if let Some(back) = self.moved(|d, at| Some(d.units.back(by, at))) {
            self.go_to(back);
        }
    }

    pub fn next_chapter(&self) {
        if let Some(next) = self.moved(|d, at| next_chapter(&d.chapters, at)) {
            self.go_to(next);
        }
    }

    pub fn previous_chapter(&self) {
        if let Some(back) = self.moved(|d, at| previous_chapter(&d.chapters, at)) {
            self.go_to(back);
        }
    }

    pub fn first(&self) {
        self.go_to(0);
    }

    pub fn last(&self) {
        self.go_to(self.last_index());
    }

    pub fn play(&self) {
        if self.derived.with_untracked(Option::is_none) {
            return;
        }
        if self.step.get_untracked() >= self.last_index() {
            if self.at_question() {
                return;
            }
            // At the end Play starts over, like any player.
            self.go_to(0);
        }
        self.playing.set(true);
        self.start_timer();
    }

    fn start_timer(&self) {
        let player = *self;
        self.timer.set_value(None);
        self.pace.set_value(None);
        if self.log_pace.get_untracked() {
            return self.wait_for_next();
        }
        let ms = self.step_ms.get_untracked();
        self.timer
            .set_value(Some(Interval::new(ms, move || player.tick())));
    }

    /// At the log's pace: waits as long as the log did between this step and the next,
    /// sped up, then takes one beat.
    fn wait_for_next(&self) {
        let player = *self;
        let (at, by) = (self.step.get_untracked(), self.by.get_untracked());
        let wait = self.derived.with_untracked(|d| {
            d.as_ref().and_then(|d| {
                let next = d.units.next(by, at);
                Some(d.trace.time(next)? - d.trace.time(at)?)
            })
        });
        let ms = wait.map_or(i64::from(STEP_MS), |w| {
            (w / LOG_SPEEDUP).clamp(LOG_WAIT_MS.0, LOG_WAIT_MS.1)
        });
        self.pace.set_value(Some(Timeout::new(ms as u32, move || {
            player.tick();
            if player.playing.get_untracked() {
                player.wait_for_next();
            }
        })));
    }

    pub fn set_speed(&self, step_ms: u32) {
        self.log_pace.set(false);
        self.step_ms.set(step_ms);
        if self.playing.get_untracked() {
            self.start_timer();
        }
    }

    /// Play at the recorded run's own pace.
    pub fn set_log_pace(&self) {
        self.log_pace.set(true);
        if self.playing.get_untracked() {
            self.start_timer();
        }
    }

    pub fn pause(&self) {
        self.playing.set(false);
        self.resume_on_answer.set_value(false);
        self.timer.set_value(None);
        self.pace.set_value(None);
    }

    pub fn toggle(&self) {
        if self.playing.get_untracked() {
            self.pause();
        } else {
            self.play();
        }
    }

    /// One timer beat: advance, and stop at a question or at the end.
    fn tick(&self) {
        if self.step.get_untracked() >= self.last_index() {
            self.pause();
            return;
        }
        self.step_forward();
        if self.at_question() {
            self.pause();
            self.resume_on_answer.set_value(true);
        } else if self.held() || self.step.get_untracked() >= self.last_index() {
            self.pause();
        }
    }

    /// The question was answered: Play goes on if it had stopped there.
    pub fn answered(&self) {
        if self.resume_on_answer.get_value() {
            self.resume_on_answer.set_value(false);
            self.play();
        }
    }
}
