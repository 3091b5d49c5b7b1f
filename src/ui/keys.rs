//! Keyboard control: Space, ← →, Home, End, Escape to stop, 1 to 4 to answer Predict's
//! question, and `?` for the list of keys.

use leptos::ev;
use leptos::html::Dialog;
use leptos::prelude::*;
use wasm_bindgen::JsCast;

use super::page::Page;
use crate::t;
use crate::ui::lang::tr;

/// The keys, as the help dialog lists them: the key's name and what it does.
fn keys() -> [(String, String); 7] {
    [
        (t!("files-key-space"), t!("files-key-play")),
        ("← / →".into(), t!("files-key-step")),
        (t!("files-key-page-up-down"), t!("files-key-chapter")),
        (t!("files-key-home"), t!("files-key-first")),
        (t!("files-key-end"), t!("files-key-last")),
        (t!("files-key-escape"), t!("files-key-stop")),
        ("?".into(), t!("files-key-help")),
    ]
}

/// The keys of Predict mode, listed while it is on.
fn predict_keys() -> (&'static str, String) {
    ("1 – 4", t!("files-key-predict"))
}

/// Whether a key press belongs to the focused element rather than to the page: typing in a
/// field, moving a slider, or Space on a button.
fn belongs_to_target(event: &web_sys::KeyboardEvent) -> bool {
    let Some(element) = event
        .target()
        .and_then(|t| t.dyn_into::<web_sys::HtmlElement>().ok())
    else {
        return false;
    };
    if element.is_content_editable() {
        return true;
    }
    match element.tag_name().as_str() {
        "INPUT" | "TEXTAREA" | "SELECT" => true,
        "BUTTON" | "SUMMARY" | "A" => event.key() == " " || event.key() == "Enter",
        _ => false,
    }
}

/// Listens for the page's keys for as long as the page lives.
pub fn install(page: Page, help: NodeRef<Dialog>) {
    let player = page.player;
    let predict = use_context::<super::predict::Predict>();
    let handle = window_event_listener(ev::keydown, move |event| {
        if event.ctrl_key() || event.meta_key() || event.alt_key() || belongs_to_target(&event) {
            return;
        }
        // An open dialog (the keys, the live model) has the keys for itself, Escape above all.
        let dialog_open = web_sys::window()
            .and_then(|w| w.document())
            .and_then(|d| d.query_selector("dialog[open]").ok().flatten())
            .is_some();
        if dialog_open {
            return;
        }
        let handled = match event.key().as_str() {
            " " => {
                player.toggle();
                true
            }
            "ArrowLeft" => {
                player.step_back();
                true
            }
            "ArrowRight" => {
                player.step_forward();
                true
            }
            "Home" => {
                player.first();
                true
            }
            "End" => {
                player.last();
                true
            }
            "PageUp" => {
                player.previous_chapter();
                true
            }
            "PageDown" => {
                player.next_chapter();
                true
            }
            "Escape" => {
                page.stop();
                true
            }
            "?" => {
                if let Some(dialog) = help.get_untracked() {
                    let _ = dialog.show_modal();
                }
                true
            }
            key @ ("1" | "2" | "3" | "4") => predict.is_some_and(|p| p.key(key)),
            _ => false,
        };
        if handled {
            // Space and the arrows would otherwise also scroll the page.
            event.prevent_default();
        }
    });
    // The page never unmounts; the listener lives as long as it does.
    std::mem::forget(handle);
}

/// The "Keyboard shortcuts" button and the dialog it opens (also opened by `?`).
#[component]
pub fn HelpDialog() -> impl IntoView {
    let page = expect_context::<Page>();
    let dialog = NodeRef::<Dialog>::new();
    install(page, dialog);
    let open = move |_| {
        if let Some(d) = dialog.get() {
            let _ = d.show_modal();
        }
    };
    let close = move |_| {
        if let Some(d) = dialog.get() {
            d.close();
        }
    };
    view! {
        <button class="small" on:click=open aria-keyshortcuts="?">{tr("files-keyboard-shortcuts")}</button>
        <dialog node_ref=dialog class="help" aria-labelledby="help-title">
            <h2 id="help-title">{tr("files-keyboard-shortcuts")}</h2>
            <p>{tr("files-keys-where")}</p>
            <dl class="keys">
                {move || keys().into_iter().map(|(key, what)| view! { <dt><kbd>{key}</kbd></dt><dd>{what}</dd> }).collect_view()}
                {move || page.run.predict.get().then(|| {
                    let (key, what) = predict_keys();
                    view! { <dt><kbd>{key}</kbd></dt><dd>{what}</dd> }
                })}
            </dl>
            <button class="primary" on:click=close>{tr("files-close")}</button>
        </dialog>
    }
}

/// After a file is chosen, the keyboard goes to Play, so ←, → and End step the new run at
/// once instead of landing on the hidden file input.
pub fn keyboard_to_stepper() {
    let play = web_sys::window()
        .and_then(|w| w.document())
        .and_then(|d| d.query_selector(".controls button.play").ok().flatten())
        .and_then(|b| b.dyn_into::<web_sys::HtmlElement>().ok());
    if let Some(play) = play {
        let _ = play.focus();
    }
}
