//! The browser page: two panes, "What you see" and "What runs", rendering the current step.
//!
//! `run` owns the run and is the one module here that touches the harness core; everything
//! else reads the view model through `Page::at_step`.

mod cache;
mod chat;
mod diagram;
mod embed;
mod hosted;
mod import;
mod keys;
mod lang;
mod live_dialog;
mod page;
mod panels;
pub mod panic;
mod player;
mod predict;
mod prices;
mod run;
mod share;
mod stepper;
mod takeover;

use leptos::prelude::*;

use crate::t;
use crate::ui::lang::tr;

use page::Page;
use run::Run;

/// Mounts the page into `#app`, replacing the page rendered at build time (or, from `trunk
/// serve`, the loading note).
pub fn mount() {
    crate::i18n::carry_english(crate::i18n::ENGLISH_FTL);
    panic::show_panics_on_the_page();
    let Some(root) = web_sys::window()
        .and_then(|w| w.document())
        .and_then(|d| d.get_element_by_id("app"))
    else {
        return;
    };
    let language = lang::chosen(&query());
    // Leptos's executor starts with the mount, so this waits on wasm-bindgen's.
    wasm_bindgen_futures::spawn_local(async move {
        // Another language's words first, so the page never shows English and then changes.
        lang::start(language).await;
        let before = takeover::before(&root);
        root.set_inner_html("");
        let app: web_sys::HtmlElement = wasm_bindgen::JsCast::unchecked_into(root.clone());
        leptos::mount::mount_to(app, App).forget();
        takeover::after(&root, before);
        mark("harness:rendered");
    });
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
    crate::i18n::carry_english(crate::i18n::ENGLISH_FTL);
    let loaded = run::builtin().and_then(|scenarios| Ok((run::live_base(&scenarios)?, scenarios)));
    let (base, scenarios) = match loaded {
        Ok(loaded) => loaded,
        // A broken built-in scenario is a build mistake; say so instead of a blank page.
        Err(error) => return view! {
            <main class="panes">
                <p role="alert" class="fatal">{t!("page-fatal-scenarios", error = error.to_string())}</p>
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
    if let Some(problem) = lang::take_problem() {
        page.notice.set(Some(problem));
    }
    let hosted = page.open_link(&query);
    // Derive the first run now, so the mark says how long that took.
    page.run.derived.with_untracked(|_| ());
    mark("harness:derived");
    import::accept_drops(page);
    let params = crate::link::page_params(&query);
    // In a frame, the parent hears `ready` once the page shows what its link asked for; the
    // address bar follows the run from then on too, so a slow hosted file keeps its `src`.
    let frame = embed::Embed::listen(page, &query);
    match hosted {
        None => {
            share::follow_in_url(page, params);
            if let Some(frame) = frame {
                frame.ready(page);
            }
        }
        Some(link) => {
            let owner = Owner::current();
            leptos::task::spawn_local(async move {
                let loaded = hosted::open(page, link).await;
                let follow = || share::follow_in_url(page, params);
                match &owner {
                    Some(owner) => owner.with(follow),
                    None => follow(),
                }
                if let Some(frame) = frame {
                    if let Err(problem) = loaded {
                        frame.error(problem);
                    }
                    frame.ready(page);
                }
            })
        }
    }
    if embedded {
        if let Some(body) = web_sys::window()
            .and_then(|w| w.document())
            .and_then(|d| d.body())
        {
            let _ = body.class_list().add_1("embed");
        }
    }
    // Rendered in an embed too, where the stylesheet hides all of it but the keyboard help,
    // whose keys work there as well (`?` opens it), and the page keeps one markup for both.
    let masthead = view! {
        // In an embed it holds only the keyboard help's dialog: no page header, no banner.
        <header class="masthead" role=embedded.then_some("presentation")>
            <div class="title-row">
                <h1>{tr("page-title")}</h1>
                <div class="header-tools">
                    <keys::HelpDialog />
                    <lang::LanguagePicker notice=page.notice />
                </div>
            </div>
            <p class="lede">
                {tr("lede-what")} " "
                // A phone keeps the first sentence: its stepper bar says how to go on.
                <span class="lede-how">{tr("lede-how")}</span>
            </p>
        </header>
    };
    view! {
        {masthead}
        <main class="panes">
            <chat::ChatPane />
            <section class="pane runs" aria-labelledby="runs-title">
                <h2 id="runs-title">{tr("page-what-runs")}</h2>
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
