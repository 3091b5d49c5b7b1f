//! The browser page: two panes, "What you see" and "What runs", rendering the current step.

mod chat;
mod diagram;
mod keys;
mod panels;
pub mod panic;
mod share;
mod state;
mod stepper;

use leptos::prelude::*;

use crate::harness::scenario::builtin;
use state::AppState;

/// Mounts the page into `#app`, replacing the loading note.
pub fn mount() {
    panic::show_panics_on_the_page();
    let Some(root) = web_sys::window()
        .and_then(|w| w.document())
        .and_then(|d| d.get_element_by_id("app"))
    else {
        return;
    };
    root.set_inner_html("");
    let root: web_sys::HtmlElement = wasm_bindgen::JsCast::unchecked_into(root);
    leptos::mount::mount_to(root, App).forget();
}

/// The whole page.
#[component]
pub fn App() -> impl IntoView {
    match builtin() {
        Ok(scenarios) => {
            let state = AppState::new(scenarios);
            provide_context(state);
            share::open_from_url(state);
            share::follow_in_url(state);
            view! {
                <header class="masthead">
                    <h1>"Agent harness, step by step"</h1>
                    <p class="lede">
                        "Pick a prompt, then press Play or step through it: one message travels from the chat box through the session API, the coordinator and the runner to the llm and the tools, and back as an answer."
                    </p>
                </header>
                <main class="panes">
                    <chat::ChatPane />
                    <section class="pane runs" aria-labelledby="runs-title">
                        <h2 id="runs-title">"What runs"</h2>
                        <stepper::Stepper />
                        <diagram::Diagram />
                        <panels::Panels />
                    </section>
                </main>
            }
            .into_any()
        }
        // A broken built-in scenario is a build mistake; say so instead of a blank page.
        Err(error) => view! {
            <main class="panes">
                <p role="alert" class="fatal">"The demo could not load its scenarios: " {error.to_string()}</p>
            </main>
        }
        .into_any(),
    }
}
