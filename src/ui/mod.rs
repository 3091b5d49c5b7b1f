//! The browser page: two panes, "What you see" and "What runs", rendering the current step.
//!
//! `run` owns the run and is the one module here that touches the harness core; everything
//! else reads the view model through `Page::at_step`.

mod chat;
mod diagram;
mod import;
mod keys;
mod live;
mod page;
mod panels;
pub mod panic;
mod player;
mod predict;
mod run;
mod share;
mod stepper;

use leptos::prelude::*;

use page::Page;
use run::Run;

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
    mark("harness:rendered");
}

/// A performance mark the benchmark reads to tell where load time goes.
pub(crate) fn mark(name: &str) {
    if let Some(performance) = web_sys::window().and_then(|w| w.performance()) {
        let _ = performance.mark(name);
    }
}

/// The page's own query string.
fn query() -> String {
    web_sys::window()
        .and_then(|w| w.location().search().ok())
        .unwrap_or_default()
}

/// The whole page.
#[component]
pub fn App() -> impl IntoView {
    let loaded = run::builtin().and_then(|scenarios| Ok((run::live_base(&scenarios)?, scenarios)));
    let (base, scenarios) = match loaded {
        Ok(loaded) => loaded,
        // A broken built-in scenario is a build mistake; say so instead of a blank page.
        Err(error) => return view! {
            <main class="panes">
                <p role="alert" class="fatal">"The demo could not load its scenarios: " {error}</p>
            </main>
        }
        .into_any(),
    };
    let query = query();
    let embedded = crate::link::embedded(&query);
    let live = run::Live::new(base);
    let page = Page::new(Run::new(scenarios, live), live);
    page.run.predict.set(crate::link::predicting(&query));
    provide_context(predict::Predict::new(page));
    provide_context(page);
    page.open_link(&query);
    // Derive the first run now, so the mark says how long that took.
    page.run.derived.with_untracked(|_| ());
    mark("harness:derived");
    share::follow_in_url(page, embedded);
    import::accept_drops(page);
    if embedded {
        if let Some(body) = web_sys::window()
            .and_then(|w| w.document())
            .and_then(|d| d.body())
        {
            let _ = body.class_list().add_1("embed");
        }
    }
    let masthead = (!embedded).then(|| {
        view! {
            <header class="masthead">
                <h1>"Agent harness, step by step"</h1>
                <p class="lede">
                    "Pick a prompt, then press Play or step through it: one message travels from the chat box through the session API, the coordinator and the runner to the llm and the tools, and back as an answer."
                </p>
            </header>
        }
    });
    view! {
        {masthead}
        <main class="panes">
            <chat::ChatPane />
            <section class="pane runs" aria-labelledby="runs-title">
                <h2 id="runs-title">"What runs"</h2>
                <stepper::Stepper />
                <diagram::Diagram />
                <stepper::ToolsRow />
                <import::ImportedSession />
                <panels::Panels />
            </section>
        </main>
    }
    .into_any()
}
