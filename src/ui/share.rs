//! Sharing a run: the URL follows the step, "Copy link", export the trace, load a scenario file.

use leptos::prelude::*;
use leptos::task::spawn_local;
use wasm_bindgen::JsCast;
use wasm_bindgen_futures::JsFuture;

use super::state::AppState;
use crate::harness::scenario::Scenario;
use crate::link;

/// Opens the page's deep link, if any, else the first sample prompt at step 1.
pub fn open_from_url(state: AppState) {
    let search = web_sys::window()
        .and_then(|w| w.location().search().ok())
        .unwrap_or_default();
    let opened = match link::parse(&search) {
        Ok(Some(link)) => state.open_link(link),
        Ok(None) => {
            state.pick(0);
            Ok(())
        }
        Err(problem) => Err(problem),
    };
    if let Err(problem) = opened {
        state.pick(0);
        state.notice.set(Some(format!(
            "This link could not be opened: {problem}. Showing the start instead."
        )));
    }
}

/// Keeps the address bar on the current step, without adding history entries per step.
pub fn follow_in_url(state: AppState) {
    Effect::new(move |_| {
        let query = state.link().map(|l| link::format(&l)).unwrap_or_default();
        let Some(window) = web_sys::window() else {
            return;
        };
        let path = window.location().pathname().unwrap_or_default();
        if let Ok(history) = window.history() {
            let _ = history.replace_state_with_url(
                &wasm_bindgen::JsValue::NULL,
                "",
                Some(&format!("{path}{query}")),
            );
        }
    });
}

/// Copy link, export and import.
#[component]
pub fn ShareTools() -> impl IntoView {
    let state = expect_context::<AppState>();
    let copy = move |_| {
        let Some(window) = web_sys::window() else {
            return;
        };
        let href = window.location().href().unwrap_or_default();
        let clipboard = window.navigator().clipboard();
        spawn_local(async move {
            let copied = JsFuture::from(clipboard.write_text(&href)).await.is_ok();
            state.notice.set(Some(if copied {
                "Link to this step copied.".to_string()
            } else {
                format!("Copying is not allowed here; the link is: {href}")
            }));
        });
    };
    let export = move |_| {
        let Some(scenario) = state.scenario.get_untracked() else {
            return;
        };
        let json = state.trace.with_untracked(|t| {
            t.as_ref()
                .map(|t| t.0.export(&scenario, &state.inputs(&scenario)))
        });
        match json {
            Some(Ok(json)) => download(&format!("trace-{}.json", scenario.id), &json),
            Some(Err(e)) => state
                .notice
                .set(Some(format!("The trace could not be exported: {e}"))),
            None => {}
        }
    };
    let import = move |ev: leptos::ev::Event| {
        let Some(input) = ev
            .target()
            .and_then(|t| t.dyn_into::<web_sys::HtmlInputElement>().ok())
        else {
            return;
        };
        let Some(file) = input.files().and_then(|f| f.get(0)) else {
            return;
        };
        // Clear it so choosing the same file again still reports.
        input.set_value("");
        spawn_local(async move {
            let name = file.name();
            let text = JsFuture::from(file.text())
                .await
                .ok()
                .and_then(|v| v.as_string());
            match text.map(|t| Scenario::from_json(&name, &t)) {
                Some(Ok(scenario)) => {
                    state.load(scenario);
                    state.notice.set(Some(format!("Loaded {name}.")));
                }
                Some(Err(error)) => state
                    .notice
                    .set(Some(format!("That file was not loaded: {error}"))),
                None => state.notice.set(Some(format!(
                    "That file was not loaded: {name} could not be read as text."
                ))),
            }
        });
    };
    view! {
        <button class="small" on:click=copy>"Copy link to this step"</button>
        <button class="small" on:click=export>"Export trace (JSON)"</button>
        <label class="button small file">
            "Load scenario file"
            <input type="file" accept=".json,application/json" class="visually-hidden" on:change=import />
        </label>
    }
}

/// Saves `text` as a file through the browser's download.
fn download(name: &str, text: &str) {
    let parts = js_sys::Array::of1(&wasm_bindgen::JsValue::from_str(text));
    let options = web_sys::BlobPropertyBag::new();
    options.set_type("application/json");
    let Ok(blob) = web_sys::Blob::new_with_str_sequence_and_options(&parts, &options) else {
        return;
    };
    let Ok(url) = web_sys::Url::create_object_url_with_blob(&blob) else {
        return;
    };
    let anchor = web_sys::window()
        .and_then(|w| w.document())
        .and_then(|d| d.create_element("a").ok())
        .and_then(|a| a.dyn_into::<web_sys::HtmlAnchorElement>().ok());
    if let Some(a) = anchor {
        a.set_href(&url);
        a.set_download(name);
        a.click();
    }
    let _ = web_sys::Url::revoke_object_url(&url);
}
