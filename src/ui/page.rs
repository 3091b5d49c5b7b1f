//! The page's state: the run, the player, and a notice for the user. The actions here are the
//! user's: each changes the run's inputs and then moves the player.

use leptos::prelude::*;

use super::player::Player;
use super::run::Live;
use super::run::Run;
use crate::link::{self, Link};
use crate::t;
use crate::trace::Trace;
use crate::view;
use crate::view::words_of_the_core::{Decision, Mode, Reply};

/// Everything the page remembers; `Copy`, provided as context.
#[derive(Clone, Copy)]
pub struct Page {
    pub run: Run,
    pub player: Player,
    pub live: Live,
    /// A short message for the user: a bad link, a rejected file, a copied link.
    pub notice: RwSignal<Option<String>>,
    /// A session log being read.
    pub import_progress: RwSignal<Option<crate::view::import::ReadProgress>>,
    /// The runs a set of files held, offered to pick from, and how many files they were read
    /// from: `None` when none is offered.
    pub run_choices: RwSignal<Option<(Vec<crate::view::import::RunChoice>, usize)>>,
}

impl Page {
    pub fn new(run: Run, live: Live) -> Self {
        let page = Page {
            run,
            player: Player::new(run.derived),
            live,
            notice: RwSignal::new(None),
            import_progress: RwSignal::new(None),
            run_choices: RwSignal::new(None),
        };
        page.follow_live();
        page
    }

    /// A live run grows as events arrive: the stepper follows its newest step, unless the
    /// reader has stepped back to look at an earlier one. Whether they had is read against
    /// the same conversation's length before it grew: a new conversation (after Reset) is
    /// followed from its start, whatever step the last one was left at.
    fn follow_live(&self) {
        let page = *self;
        Effect::new(move |before: Option<(u32, usize)>| {
            let now = page.run.derived.with(|d| {
                d.as_ref()
                    .map_or((0, 0), |d| (d.generation, d.trace.steps.len()))
            });
            let at_newest = before.is_none_or(|(run, steps)| {
                run != now.0 || page.player.step.get_untracked() + 1 >= steps
            });
            if page.live.is_on() && at_newest && now.1 > 0 {
                page.player.last();
            }
            now
        });
    }

    /// The page switched to a live model.
    pub fn went_live(&self) {
        self.player.pause();
        self.player.restart();
        let model = self
            .live
            .endpoint
            .with_untracked(|e| e.as_ref().map(|e| e.model.clone()));
        self.notice
            .set(Some(t!("files-live-on", model = model.unwrap_or_default())));
    }

    /// Back to the scripted llm, at the first sample prompt.
    pub fn leave_live(&self) {
        self.live.leave();
        self.pick(0);
    }

    /// A memo of what `f` reads from the trace at the step shown: it notifies only when that
    /// changes, so each part of the page updates only when its own data does. `f` is a plain
    /// function, so all memos of one type share their code.
    pub fn at_step<T>(&self, f: fn(&Trace, usize) -> T) -> Memo<T>
    where
        T: PartialEq + Default + Send + Sync + 'static,
    {
        let (derived, step) = (self.run.derived, self.player.step);
        Memo::new(move |_| {
            derived.with(|d| {
                d.as_ref()
                    .map(|d| f(&d.trace, step.get()))
                    .unwrap_or_default()
            })
        })
    }

    /// Like `at_step`, for a view that changes on few steps: `f` runs only when `key` (a cheap
    /// read of the step, such as the snapshot fields the view depends on) changes.
    pub fn at_key<K, T>(&self, key: fn(&Trace, usize) -> K, f: fn(&Trace, usize) -> T) -> Memo<T>
    where
        K: PartialEq + Send + Sync + 'static,
        T: PartialEq + Default + Send + Sync + 'static,
    {
        let (derived, step) = (self.run.derived, self.player.step);
        let key = Memo::new(move |_| {
            derived.with(|d| {
                d.as_ref()
                    .map(|d| (d.generation, key(&d.trace, step.get())))
            })
        });
        Memo::new(move |_| {
            key.with(|_| ());
            derived.with_untracked(|d| {
                d.as_ref()
                    .map(|d| f(&d.trace, step.get_untracked()))
                    .unwrap_or_default()
            })
        })
    }

    /// Reads the trace at the step shown, without subscribing.
    pub fn read_now<T>(&self, f: impl FnOnce(&Trace, usize) -> T) -> Option<T> {
        let step = self.player.step.get_untracked();
        self.run
            .derived
            .with_untracked(|d| d.as_ref().map(|d| f(&d.trace, step)))
    }

    /// Starts built-in scenario `index` at step 1; a scripted run, so a live model is left.
    pub fn pick(&self, index: usize) {
        self.player.pause();
        if self.live.is_on() {
            self.live.leave();
        }
        if self.run.pick(index, self.player.furthest()) {
            self.notice.set(None);
            self.player.restart();
            show_the_run();
        }
    }

    /// Sends a typed message through the harness: to the live model while there is one.
    pub fn send_text(&self, text: &str) {
        self.player.pause();
        self.notice.set(None);
        if self.live.is_on() {
            if self.live.running() {
                self.notice.set(Some(t!("files-live-still-running")));
                return;
            }
            // The conversation goes on: the new message's steps follow the last answer's.
            self.live.send(
                text,
                self.run.user_rules(),
                self.run.mode().unwrap_or_default(),
            );
            self.player.last();
            show_the_run();
            return;
        }
        self.run.send_text(text, self.player.furthest());
        self.player.restart();
        show_the_run();
    }

    /// Loads a scenario file, or says what is wrong with it (and returns that, for an
    /// embed's parent).
    pub fn load_file(&self, name: &str, text: &str) -> Result<(), String> {
        match self.run.load_file(name, text, self.player.furthest()) {
            Ok(()) => {
                // A file is a scripted run, even one recorded live.
                if self.live.is_on() {
                    self.live.leave();
                }
                self.player.pause();
                self.player.restart();
                self.notice.set(Some(t!("files-loaded", name = name)));
                Ok(())
            }
            Err(error) => Err(self.rejected(error)),
        }
    }

    /// Replays an imported session log from its first step: the run the log reader made of
    /// it, as scenario JSON, and its summary. Says why when it cannot.
    pub fn open_import(&self, scenario: &str, summary: &str, format: &str, files: usize) -> bool {
        if let Err(problem) = self
            .run
            .load_import(scenario, summary, self.player.furthest())
        {
            self.notice
                .set(Some(t!("files-log-not-opened", problem = problem)));
            return false;
        }
        if self.live.is_on() {
            self.live.leave();
        }
        self.player.pause();
        self.player.restart();
        self.notice
            .set(Some(t!("files-log-opened", files = files, format = format)));
        show_the_run();
        true
    }

    /// Says a scenario file was not loaded, and why; returns the notice.
    fn rejected(&self, error: String) -> String {
        let notice = t!("files-file-not-loaded", problem = error);
        self.notice.set(Some(notice.clone()));
        notice
    }

    /// Answers the question shown; does nothing at any other step.
    pub fn answer(&self, reply: Reply) {
        if !self.player.at_question() {
            return;
        }
        if self.live.is_on() {
            self.live.answer(reply);
            return;
        }
        let step = self.player.step.get_untracked();
        self.run.answer(step, reply);
        self.player.go_to(step + 1);
        self.player.answered();
    }

    /// Presses Stop at the step shown, and moves to where the press arrives.
    pub fn stop(&self) {
        let Some(true) = self.read_now(view::stoppable) else {
            return;
        };
        if self.live.is_on() {
            self.live.stop();
            return;
        }
        let step = self.player.step.get_untracked();
        self.run.stop(step);
        let to = self
            .read_now(|t, _| view::stop_step(t, step + 1))
            .flatten()
            .unwrap_or(step + 1);
        self.player.go_to(to);
    }

    /// Switches the permission mode; the run is derived again from the step shown.
    pub fn set_mode(&self, mode: Mode) {
        if self.live.is_on() {
            self.run.set_mode_for_next(mode);
            self.live.set_mode_for_next(mode);
            self.notice
                .set(Some(t!("files-live-mode-next", mode = mode.as_str())));
            return;
        }
        let step = self.player.step.get_untracked();
        self.run.set_mode(step, mode);
        self.player.go_to(step);
    }

    /// Sets one tool's rule; the run is derived again from the step shown.
    pub fn set_rule(&self, tool: &str, decision: Decision) {
        if self.live.is_on() {
            self.run.set_rule_for_next(tool, decision);
            self.live.set_rule_for_next(tool, decision);
            self.notice.set(Some(t!(
                "files-live-rule-next",
                tool = tool,
                decision = decision.as_str()
            )));
            return;
        }
        let step = self.player.step.get_untracked();
        self.run.set_rule(step, tool, decision);
        self.player.go_to(step);
    }

    /// Everything back as it was: this prompt at step 1, empty chat, idle, the agent's own
    /// rules, saved rules and the prompt cache gone.
    pub fn reset(&self) {
        self.player.pause();
        self.notice.set(None);
        if self.live.is_on() {
            self.live.clear();
            self.run.reset();
            self.player.restart();
        } else if self.run.scenario_id().is_some() {
            self.run.reset();
            self.player.restart();
        } else {
            self.pick(0);
        }
    }

    /// Opens a deep link, or the first sample prompt with a notice saying why not. A link to
    /// a hosted scenario shows the start and is returned, for its file to be fetched.
    pub fn open_link(&self, query: &str) -> Option<Link> {
        if let Ok(Some(link)) = link::parse(query) {
            if link.src.is_some() {
                self.run.pick(0, 0);
                return Some(link);
            }
        }
        match self.run.open_link(query) {
            Ok(Some(step)) => self.show_linked(step),
            Ok(None) => {
                self.run.pick(0, 0);
            }
            Err(problem) => {
                self.run.pick(0, 0);
                self.notice
                    .set(Some(t!("files-link-not-opened", problem = problem)));
            }
        }
        None
    }

    /// Opens a link's run of a hosted scenario, `text` being the file its address gave.
    pub fn open_hosted(&self, link: Link, text: &str) -> Result<(), String> {
        let src = link.src.clone().unwrap_or_default();
        match self.run.open_hosted(link, text) {
            Ok(step) => {
                if self.live.is_on() {
                    self.live.leave();
                }
                self.player.pause();
                self.player.restart();
                self.notice.set(Some(t!("files-loaded", name = src)));
                self.show_linked(step);
                Ok(())
            }
            Err(error) => Err(self.rejected(error)),
        }
    }

    /// Moves to the step a link asks for, saying so when the run is shorter.
    fn show_linked(&self, step: usize) {
        self.player.go_to(step);
        let shown = self.player.step.get_untracked();
        if shown < step {
            self.notice.set(Some(t!(
                "files-link-past-end",
                step = step + 1,
                steps = shown + 1
            )));
        }
    }
}

/// On a phone the panes stack, and stepping happens in "What runs": bring it into view once
/// when a run starts, so that each step after shows without scrolling.
fn show_the_run() {
    let Some(window) = web_sys::window() else {
        return;
    };
    let narrow = window
        .match_media("(max-width: 600px)")
        .ok()
        .flatten()
        .is_some_and(|q| q.matches());
    if !narrow {
        return;
    }
    // After the new run is on the page: the chat above changes height as it renders.
    request_animation_frame(move || {
        if let Some(runs) = window
            .document()
            .and_then(|d| d.get_element_by_id("runs-title"))
        {
            runs.scroll_into_view();
        }
    });
}
