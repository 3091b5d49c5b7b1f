//! Predict mode on the page: the switch, the group "What happens next?" with its question, its
//! answers (buttons, and the keys 1 to 4) and the score, and the other run a wrong guess about a
//! rule or a limit can show, faded, under the real run's narration until it is closed. The
//! questions, their answers and the changes are the view model's (`view::predict`); this wires
//! them to the player, which it holds before each step that decides something.

use std::sync::Arc;

use leptos::html::{Div, Section};
use leptos::prelude::*;

use super::page::Page;
use super::player::Hold;
use crate::t;
use crate::trace::Trace;
use crate::ui::lang::tr;
use crate::view;
use crate::view::predict::{self as quiz, Change, Kind};

/// An answer to the question about step `step`, with that question's kind and right answer.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
struct Given {
    step: usize,
    kind: Kind,
    right: usize,
    choice: usize,
}

/// The run a wrong guess would have made, the change that makes it, and the real run it is
/// compared with (its words are made as shown, in the page's language).
#[derive(Clone)]
struct Other {
    trace: Arc<Trace>,
    real: Arc<Trace>,
    change: Change,
}

/// Predict's state; `Copy`, provided as context.
#[derive(Clone, Copy)]
pub struct Predict {
    page: Page,
    /// The steps of the run shown that decide something; none while Predict is off.
    deciding: Memo<Arc<Vec<usize>>>,
    /// The answers given in this run, in order: the score.
    given: RwSignal<Vec<Given>>,
    other: RwSignal<Option<Other>>,
    /// The other run's step shown.
    other_step: RwSignal<usize>,
    /// The box, which keeps the focus when the control that had it goes.
    boxed: NodeRef<Div>,
}

impl Predict {
    /// Predict for `page`: while it is on, the player stops before each step that decides
    /// something and has no answer yet.
    pub fn new(page: Page) -> Self {
        let (on, derived) = (page.run.predict, page.run.derived);
        let deciding = Memo::new(move |_| {
            if !on.get() {
                return Arc::default();
            }
            derived.with(|d| {
                Arc::new(
                    d.as_ref()
                        .map_or_else(Vec::new, |d| quiz::deciding_steps(&d.trace)),
                )
            })
        });
        let predict = Predict {
            page,
            deciding,
            given: RwSignal::new(Vec::new()),
            other: RwSignal::new(None),
            other_step: RwSignal::new(0),
            boxed: NodeRef::new(),
        };
        // A new run or Reset starts a new score; off, or a new run, closes the other run.
        Effect::new(move |_| {
            page.player.runs.track();
            predict.given.set(Vec::new());
            predict.other.set(None);
        });
        Effect::new(move |_| {
            if !on.get() {
                predict.other.set(None);
            }
        });
        // The run derived again (an answer, a rule, a stop): an answer counts while its
        // question is still asked as it was.
        Effect::new(move |_| {
            derived.with(|d| {
                let Some(d) = d else { return };
                let asked = |g: &Given| quiz::asks(&d.trace, g.step) == Some((g.kind, g.right));
                if !predict.given.with_untracked(|g| g.iter().all(asked)) {
                    predict.given.update(|g| g.retain(asked));
                }
            })
        });
        page.player.hold_with(Hold {
            stop: Box::new(move |at, next| {
                if !on.get_untracked() {
                    return next;
                }
                predict.deciding.with_untracked(|d| {
                    quiz::stop_before(d, |q| predict.answer_to(q).is_some(), at, next)
                })
            }),
            waits: Box::new(move |at| predict.open(at).is_some()),
        });
        predict
    }

    /// The answer given to the question about step `step`.
    fn answer_to(&self, step: usize) -> Option<Given> {
        self.given
            .with_untracked(|g| g.iter().find(|x| x.step == step).copied())
    }

    /// The step the question open at step `at` is about: the next one, when it decides
    /// something and has no answer yet.
    fn open(&self, at: usize) -> Option<usize> {
        let q = at + 1;
        let deciding = self
            .deciding
            .with_untracked(|d| d.binary_search(&q).is_ok());
        (deciding && self.answer_to(q).is_none()).then_some(q)
    }

    /// Answers the open question with answer `choice` (from 0) and shows the step it is about.
    pub fn answer(&self, choice: usize) -> bool {
        let player = self.page.player;
        let Some(step) = self.open(player.step.get_untracked()) else {
            return false;
        };
        let Some(q) = self
            .page
            .read_now(|t, _| quiz::question(t, step))
            .flatten()
            .filter(|q| choice < q.choices.len())
        else {
            return false;
        };
        player.pause();
        self.other.set(None);
        self.given.update(|g| {
            g.push(Given {
                step,
                kind: q.kind,
                right: q.right,
                choice,
            })
        });
        player.go_to(step);
        true
    }

    /// The keys 1 to 4 answer the open question.
    pub fn key(&self, key: &str) -> bool {
        key.parse::<usize>()
            .ok()
            .filter(|n| (1..=4).contains(n))
            .is_some_and(|n| self.answer(n - 1))
    }

    /// Gives the focus to the box, when the control that had it went away.
    fn keep_focus(&self) {
        if let Some(b) = self.boxed.get_untracked() {
            let _ = b.focus();
        }
    }

    /// Derives the run the answer shown at this step would have made, and shows it.
    fn show_other(&self) {
        let at = self.page.player.step.get_untracked();
        let Some(given) = self.answer_to(at) else {
            return;
        };
        let found = self.page.run.derived.with_untracked(|d| {
            let d = d.as_ref()?;
            let q = quiz::question(&d.trace, at)?;
            Some((quiz::what_if(&d.trace, &q, given.choice)?, d.trace.clone()))
        });
        let Some((change, real)) = found else {
            return;
        };
        let Some(trace) = self.page.run.what_if(at, &change) else {
            return;
        };
        let start = quiz::parted_at(&real, &trace).min(trace.steps.len().saturating_sub(1));
        self.other_step.set(start);
        self.other.set(Some(Other {
            trace,
            real,
            change,
        }));
    }
}

/// The switch that turns Predict on and off.
#[component]
pub fn PredictSwitch() -> impl IntoView {
    let on = expect_context::<Page>().run.predict;
    view! {
        <button
            class="small switch"
            role="switch"
            aria-checked=move || on.get().to_string()
            title=tr("predict-switch-title")
            on:click=move |_| on.update(|o| *o = !*o)
        >
            {tr("predict-switch")}
            <span class="state" aria-hidden="true">{move || if on.get() { t!("predict-switch-on") } else { t!("predict-switch-off") }}</span>
        </button>
    }
}

/// "What happens next?": the question about the next step, its answers, what the last answer
/// revealed, the score, and the other run.
#[component]
pub fn PredictBox() -> impl IntoView {
    let page = expect_context::<Page>();
    let predict = expect_context::<Predict>();
    let (on, step, derived) = (page.run.predict, page.player.step, page.run.derived);
    // The question about the next step, while Predict is on.
    let asked = Memo::new(move |_| {
        if !on.get() {
            return None;
        }
        let q = step.get() + 1;
        if !predict.deciding.with(|d| d.binary_search(&q).is_ok()) {
            return None;
        }
        derived.with(|d| quiz::question(&d.as_ref()?.trace, q))
    });
    // Its answer, when it was given (the reader stepped back to it).
    let chosen = Memo::new(move |_| {
        let q = asked.with(|q| q.as_ref().map(|q| q.step))?;
        predict
            .given
            .with(|g| g.iter().find(|x| x.step == q).map(|x| x.choice))
    });
    // What answering the question about this step revealed: right or not and why, and
    // whether a rule or a limit would have made the guess come true.
    let revealed = Memo::new(move |_| {
        if !on.get() {
            return None;
        }
        let at = step.get();
        let given = predict
            .given
            .with(|g| g.iter().find(|x| x.step == at).copied())?;
        derived.with(|d| {
            let t = &d.as_ref()?.trace;
            let q = quiz::question(t, at)?;
            let offer = !page.live.is_on() && quiz::what_if(t, &q, given.choice).is_some();
            Some((
                quiz::verdict(&q, given.choice),
                given.choice == q.right,
                offer,
            ))
        })
    });
    let score = move || {
        predict.given.with(|g| {
            let right = g.iter().filter(|x| x.choice == x.right).count();
            t!("predict-score", right = right, answered = g.len())
        })
    };
    let text = move || {
        asked.with(|q| {
            q.as_ref().map_or(String::new(), |q| match chosen.get() {
                Some(c) => t!(
                    "predict-you-answered",
                    question = &q.text,
                    answer = &q.choices[c]
                ),
                None => q.text.clone(),
            })
        })
    };
    let choices = move || asked.with(|q| q.as_ref().map_or(0, |q| q.choices.len()));
    let label = move |k: usize| {
        asked.with(|q| {
            q.as_ref()
                .and_then(|q| q.choices.get(k).cloned())
                .unwrap_or_default()
        })
    };
    // A clicked answer whose button goes with the question: the focus stays in the box.
    let answer = move |k: usize| {
        if predict.answer(k) && choices() <= k {
            predict.keep_focus();
        }
    };
    let answers = (0..4)
        .map(|k| {
            view! {
                <button
                    hidden=move || { k >= choices() }
                    disabled=move || chosen.get().is_some()
                    aria-keyshortcuts=(k + 1).to_string()
                    on:click=move |_| answer(k)
                >
                    <kbd aria-hidden="true">{k + 1}</kbd>
                    {move || label(k)}
                </button>
            }
        })
        .collect_view();
    view! {
        <div
            class="predict"
            class:asking=move || asked.with(Option::is_some) && chosen.get().is_none()
            role="group"
            aria-labelledby="predict-title"
            tabindex="-1"
            node_ref=predict.boxed
            hidden=move || !on.get()
        >
            <div class="predict-head">
                <h3 id="predict-title">{tr("predict-title")}</h3>
                <span class="score">{score}</span>
            </div>
            // Heard by screen readers: what an answer revealed, then the next question.
            <div aria-live="polite">
                <p
                    class="verdict"
                    class:right=move || revealed.with(|r| r.as_ref().is_some_and(|r| r.1))
                    hidden=move || revealed.with(Option::is_none)
                >
                    {move || revealed.with(|r| r.as_ref().map(|r| r.0.clone()).unwrap_or_default())}
                </p>
                <p class="ask" hidden=move || asked.with(Option::is_none)>{text}</p>
            </div>
            <div class="answers" hidden=move || asked.with(Option::is_none)>{answers}</div>
            <p class="hint" hidden=move || asked.with(Option::is_some) || revealed.with(Option::is_some)>
                {tr("predict-hint")}
            </p>
            <button
                class="small"
                hidden=move || {
                    predict.other.with(Option::is_some) || !revealed.with(|r| r.as_ref().is_some_and(|r| r.2))
                }
                on:click=move |_| predict.show_other()
            >
                {tr("predict-show-other")}
            </button>
            <OtherRun />
        </div>
    }
}

/// The run a wrong guess would have made, faded, stepped on its own until it is closed.
#[component]
fn OtherRun() -> impl IntoView {
    let predict = expect_context::<Predict>();
    let (other, at) = (predict.other, predict.other_step);
    let section = NodeRef::<Section>::new();
    let total = move || other.with(|o| o.as_ref().map_or(0, |o| o.trace.steps.len()));
    let read = move |f: fn(&Trace, usize) -> String| {
        other.with(|o| o.as_ref().map_or(String::new(), |o| f(&o.trace, at.get())))
    };
    let about =
        move |f: fn(&Other) -> String| other.with(|o| o.as_ref().map(f).unwrap_or_default());
    // Opened: the focus goes to it, so a screen reader reads where it parts from yours.
    Effect::new(move |_| {
        if other.with(Option::is_some) {
            request_animation_frame(move || {
                if let Some(s) = section.get_untracked() {
                    let _ = s.focus();
                }
            });
        }
    });
    view! {
        <section class="other-run" aria-labelledby="other-run-title" tabindex="-1" node_ref=section hidden=move || other.with(Option::is_none)>
            <h4 id="other-run-title">{move || t!("predict-other-title", change = about(|o| o.change.label()))}</h4>
            <p>{move || about(|o| quiz::compare(&o.real, &o.trace))}</p>
            <div class="other-controls">
                <button class="small" disabled=move || at.get() == 0 on:click=move |_| at.update(|k| *k = k.saturating_sub(1))>
                    <span aria-hidden="true" class="icon">"◀"</span>{tr("predict-other-back")}
                </button>
                <span class="position">{move || t!("predict-other-position", k = at.get() + 1, n = total())}</span>
                <button class="small" disabled=move || { at.get() + 1 >= total() } on:click=move |_| at.update(|k| *k += 1)>
                    {tr("predict-other-forward")}<span aria-hidden="true" class="icon">"▶"</span>
                </button>
                <button class="small" on:click=move |_| { other.set(None); predict.keep_focus(); }>{tr("predict-other-close")}</button>
            </div>
            <p class="what">{move || read(view::step_text)}</p>
            <p aria-live="polite">{move || read(view::narrate)}</p>
        </section>
    }
}
