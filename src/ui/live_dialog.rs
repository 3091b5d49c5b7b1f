//! The "Live model" button and its dialog: protocol, endpoint, model, key and the stream's
//! idle timeout, handed to the live driver.

use leptos::prelude::*;
use wasm_bindgen::JsCast;

use super::run::protocol_choices;
use crate::ui::lang::tr;

/// The "Live model" button and its dialog.
#[component]
pub fn LiveDialog() -> impl IntoView {
    let page = expect_context::<super::page::Page>();
    let live = page.live;
    let dialog = NodeRef::<leptos::html::Dialog>::new();
    let error = RwSignal::new(None::<String>);
    let choices = protocol_choices();
    let chosen = RwSignal::new(0usize);
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
        let (Some(base), Some(model), Some(key), Some(idle)) = (
            field("live-endpoint"),
            field("live-model"),
            field("live-key"),
            field("live-idle"),
        ) else {
            return;
        };
        let protocol = choices[chosen.get_untracked()].value;
        match live.use_model(
            protocol,
            &base.value(),
            &model.value(),
            &key.value(),
            &idle.value(),
        ) {
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
    let choice = move || choices[chosen.get()];
    let radios = choices
        .iter()
        .enumerate()
        .map(|(i, c)| {
            let id = format!("live-protocol-{}", c.value);
            let for_id = id.clone();
            view! {
                <label class="choice" for=for_id>
                    <input
                        type="radio"
                        id=id
                        name="live-protocol"
                        value=c.value
                        prop:checked=move || chosen.get() == i
                        on:change=move |_| chosen.set(i)
                    />
                    {c.label}
                </label>
            }
        })
        .collect_view();
    view! {
        <button class="small live-open" hidden=move || live.is_on() on:click=open>{tr("files-live-model")}</button>
        <dialog node_ref=dialog class="help live" aria-labelledby="live-title">
            <h2 id="live-title">{tr("files-live-model")}</h2>
            <p>{tr("files-live-intro")}</p>
            <form on:submit=submit>
                <fieldset class="protocol">
                    <legend>{tr("files-live-protocol")}</legend>
                    {radios}
                </fieldset>
                <label for="live-endpoint">{tr("files-live-endpoint")}</label>
                // Checked by the page, which says what is wrong in words, not by the browser.
                <input id="live-endpoint" type="text" inputmode="url" placeholder=move || choice().endpoint_example autocomplete="off" spellcheck="false" />
                <label for="live-model">{tr("files-live-model-name")}</label>
                <input id="live-model" type="text" placeholder=move || choice().model_example autocomplete="off" spellcheck="false" />
                <label for="live-key">{tr("files-live-key")}</label>
                <input id="live-key" type="password" placeholder=tr("files-live-key-optional") autocomplete="off" aria-describedby="live-key-note" />
                <div id="live-key-note">
                    <p class="note">{tr("files-live-key-note")}</p>
                    <p class="note" hidden=move || !choice().key_in_page>{tr("live-key-in-page")}</p>
                </div>
                <label for="live-idle">{tr("files-live-idle")}</label>
                <input id="live-idle" type="text" inputmode="decimal" value="60" autocomplete="off" aria-describedby="live-idle-note" />
                <p class="note" id="live-idle-note">{tr("files-live-idle-note")}</p>
                <p class="notice" role="alert" hidden=move || error.with(Option::is_none)>{move || error.get().unwrap_or_default()}</p>
                <div class="answers">
                    <button type="submit" class="primary">{tr("files-live-use")}</button>
                    <button type="button" on:click=close>{tr("files-live-cancel")}</button>
                </div>
            </form>
        </dialog>
    }
}
