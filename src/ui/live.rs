//! The "Live model" button and its dialog: endpoint, model and key, handed to the live driver.

use leptos::prelude::*;
use wasm_bindgen::JsCast;

/// The "Live model" button and its dialog: endpoint, model and key.
#[component]
pub fn LiveDialog() -> impl IntoView {
    let page = expect_context::<super::page::Page>();
    let live = page.live;
    let dialog = NodeRef::<leptos::html::Dialog>::new();
    let error = RwSignal::new(None::<String>);
    let open = move |_| {
        error.set(None);
        if let Some(d) = dialog.get() {
            let _ = d.show_modal();
        }
    };
    let close = move |_| {
        if let Some(d) = dialog.get() {
            d.close();
        }
    };
    let submit = move |ev: leptos::ev::SubmitEvent| {
        ev.prevent_default();
        let field = |id: &str| {
            web_sys::window()
                .and_then(|w| w.document())
                .and_then(|d| d.get_element_by_id(id))
                .and_then(|e| e.dyn_into::<web_sys::HtmlInputElement>().ok())
        };
        let (Some(base), Some(model), Some(key)) = (
            field("live-endpoint"),
            field("live-model"),
            field("live-key"),
        ) else {
            return;
        };
        match live.use_model(&base.value(), &model.value(), &key.value()) {
            Ok(()) => {
                // The key stays in the driver only; the form forgets it.
                key.set_value("");
                page.went_live();
                if let Some(d) = dialog.get() {
                    d.close();
                }
            }
            Err(problem) => error.set(Some(problem)),
        }
    };
    view! {
        <button class="small live-open" hidden=move || live.is_on() on:click=open>"Live model"</button>
        <dialog node_ref=dialog class="help live" aria-labelledby="live-title">
            <h2 id="live-title">"Live model"</h2>
            <p>"Run the same harness on a real model behind an OpenAI-compatible endpoint: OpenAI, OpenRouter, or a local server such as Ollama (http://localhost:11434/v1, started with OLLAMA_ORIGINS set to this page's address)."</p>
            <form on:submit=submit>
                <label for="live-endpoint">"Endpoint"</label>
                // Checked by the page, which says what is wrong in words, not by the browser.
                <input id="live-endpoint" type="text" inputmode="url" placeholder="http://localhost:11434/v1" autocomplete="off" spellcheck="false" />
                <label for="live-model">"Model"</label>
                <input id="live-model" type="text" placeholder="llama3.2" autocomplete="off" spellcheck="false" />
                <label for="live-key">"API key"</label>
                <input id="live-key" type="password" placeholder="optional for a local server" autocomplete="off" />
                <p class="note">"The key stays in this page's memory and goes from your browser straight to this endpoint; it is never saved, logged or put in a link."</p>
                <p class="notice" role="alert" hidden=move || error.with(Option::is_none)>{move || error.get().unwrap_or_default()}</p>
                <div class="answers">
                    <button type="submit" class="primary">"Use this model"</button>
                    <button type="button" on:click=close>"Cancel"</button>
                </div>
            </form>
        </dialog>
    }
}
