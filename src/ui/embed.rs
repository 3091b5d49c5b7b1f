//! The embed API's page side: in a frame, the page hears its parent's commands and tells the
//! parent each step. The protocol — what a message may say, and what the events carry — is
//! `crate::embed`, pure and tested natively; this only wires it to `message` events.
//!
//! A page that is not in a frame listens to nothing. In a frame, only messages from the parent
//! window are heard, and with `?origin=` only those from that origin, which is then also the
//! only one told anything.

use leptos::prelude::*;
use wasm_bindgen::closure::Closure;
use wasm_bindgen::JsCast;

use super::page::Page;
use crate::embed::{self, Command, Event, Goto, Refused, StepInfo};
use crate::t;
use crate::view;

/// The parent this page talks to; `Copy`, so the page's callbacks can hold it. One stored
/// value for all of it: each stored type adds its own code to the wasm.
#[derive(Clone, Copy)]
pub struct Embed(StoredValue<State, LocalStorage>);

struct State {
    parent: web_sys::Window,
    /// The one origin `?origin=` lets in, if any.
    origin: Option<String>,
    /// `ready` went out: from then on each step is told.
    ready: bool,
    /// The run (its derivation's number) and step last told, so none is told twice.
    told: Option<(Option<u32>, usize)>,
}

impl Embed {
    /// Starts listening when the page is in a frame; `query` is the page's own, for `?origin=`.
    pub fn listen(page: Page, query: &str) -> Option<Embed> {
        let window = web_sys::window()?;
        let parent = window.parent().ok().flatten()?;
        if js_sys::Object::is(&parent, &window) {
            return None;
        }
        let embed = Embed(StoredValue::new_local(State {
            parent,
            origin: crate::link::origin(query),
            ready: false,
            told: None,
        }));
        let on_message = Closure::<dyn Fn(web_sys::MessageEvent)>::new(move |e| {
            embed.heard(page, &e);
        });
        let _ =
            window.add_event_listener_with_callback("message", on_message.as_ref().unchecked_ref());
        // The page never unmounts; the listener lives as long as it does.
        on_message.forget();
        embed.tell_steps(page);
        Some(embed)
    }

    /// The page shows what its link asked for (a hosted file loaded, or not): say so.
    pub fn ready(&self, page: Page) {
        self.0.update_value(|s| {
            s.ready = true;
            s.told = Some(shown(page));
        });
        if let Some(info) = info(page) {
            self.post(&Event::Ready(info));
        }
    }

    /// Tells the parent something went wrong that it did not ask about (a hosted file that
    /// could not be read).
    pub fn error(&self, message: String) {
        self.post(&Event::Error(Refused {
            command: None,
            message,
        }));
    }

    fn post(&self, event: &Event) {
        let Ok(value) = js_sys::JSON::parse(&event.to_json()) else {
            return;
        };
        self.0.with_value(|s| {
            let _ = s
                .parent
                .post_message(&value, embed::target_origin(s.origin.as_deref()));
        });
    }

    /// One message arrived: from the parent (and its origin, if one is set), it is a command
    /// to carry out or a refusal to report; from anyone else, nothing.
    fn heard(&self, page: Page, e: &web_sys::MessageEvent) {
        let heard = self.0.with_value(|s| {
            e.source()
                .is_some_and(|source| js_sys::Object::is(&source, &s.parent))
                && embed::accepts(s.origin.as_deref(), &e.origin())
        });
        if !heard {
            return;
        }
        // Any value the parent sent, as JSON text for the pure reader; what JSON cannot hold
        // (a function, undefined) reads as no message.
        let text = js_sys::JSON::stringify(&e.data())
            .ok()
            .and_then(|t| t.as_string())
            .unwrap_or_default();
        let done = embed::parse(&text).and_then(|command| self.carry_out(page, command));
        if let Err(refused) = done {
            self.post(&Event::Error(refused));
        }
    }

    fn carry_out(&self, page: Page, command: Command) -> Result<(), Refused> {
        let player = page.player;
        let cannot = |command: &str, message: String| Refused {
            command: Some(command.into()),
            message,
        };
        let shown = player.step.get_untracked();
        match command {
            Command::Goto(Goto::Step(k)) => {
                player.pause();
                player.go_to(k - 1);
            }
            Command::Goto(Goto::Next(kind)) => {
                let next = page
                    .read_now(|t, i| embed::next_step(t, i, kind))
                    .flatten()
                    .ok_or_else(|| {
                        cannot(
                            "goto",
                            t!(
                                "files-embed-none-after",
                                kind = kind.as_str(),
                                step = shown + 1
                            ),
                        )
                    })?;
                player.pause();
                player.go_to(next);
            }
            Command::Play => player.play(),
            Command::Pause => player.pause(),
            Command::Reset => page.reset(),
            Command::Load { scenario, name } => page
                .load_file(&name, &scenario)
                .map_err(|message| cannot("load", message))?,
            Command::Answer(reply) => {
                if !player.at_question() {
                    return Err(cannot(
                        "answer",
                        t!("files-embed-no-question", step = shown + 1),
                    ));
                }
                page.answer(reply);
            }
        }
        Ok(())
    }

    /// After `ready`, each step shown is told once, and the end of a run that waits for
    /// nothing is told as `ended`.
    fn tell_steps(&self, page: Page) {
        let embed = *self;
        let (derived, step) = (page.run.derived, page.player.step);
        Effect::new(move |_| {
            // Subscribes to the run and the step; `shown` reads them untracked.
            derived.track();
            step.track();
            let now = shown(page);
            let mut tell = false;
            embed.0.update_value(|s| {
                tell = s.ready && s.told != Some(now);
                if tell {
                    s.told = Some(now);
                }
            });
            if !tell {
                return;
            }
            if let Some(info) = info(page) {
                let ended = info.k == info.n && !info.question;
                embed.post(&Event::Step(info.clone()));
                if ended {
                    embed.post(&Event::Ended(info));
                }
            }
        });
    }
}

/// Which run and step show now.
fn shown(page: Page) -> (Option<u32>, usize) {
    let run = page
        .run
        .derived
        .with_untracked(|d| d.as_ref().map(|d| d.generation));
    (run, page.player.step.get_untracked())
}

/// The step shown, as the events describe it.
fn info(page: Page) -> Option<StepInfo> {
    let scenario = page.run.scenario_id().unwrap_or_default();
    page.read_now(|t, i| {
        let n = t.steps.len();
        let i = i.min(n.saturating_sub(1));
        StepInfo {
            k: i + 1,
            n,
            scenario,
            narration: view::narrate(t, i),
            question: view::waiting_for_you(t, i),
        }
    })
}
