//! Sharing a run: the URL follows the step, "Copy link", "Copy embed code", export the trace,
//! load a scenario file.

use gloo_timers::callback::Timeout;
use leptos::prelude::*;
use leptos::task::spawn_local;
use wasm_bindgen::JsCast;
use wasm_bindgen_futures::JsFuture;

use super::page::Page;

/// How long the address bar waits for the stepping to settle before it follows: longer than
/// a step of Play at 1×, so it follows once Play stops.
const URL_SETTLE_MS: u32 = 1_000;

/// Keeps the address bar on the current step, without adding history entries per step. An
/// embedded page keeps `embed=1` in it. The browser's `replaceState` costs milliseconds, more
/// than the rest of a step, so it runs once the stepping pauses, not on every step.
pub fn follow_in_url(page: Page, embedded: bool) {
    let link = Memo::new(move |_| page.run.link(page.player.step.get()));
    let pending: StoredValue<Option<Timeout>, LocalStorage> = StoredValue::new_local(None);
    Effect::new(move |_| {
        let query = link.get().map_or(String::new(), |q| {
            if embedded {
                format!("{q}&embed=1")
            } else {
                q
            }
        });
        // A newer step replaces the waiting update.
        pending.set_value(Some(Timeout::new(URL_SETTLE_MS, move || {
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
        })));
    });
}

/// Copies `text` and says so, or shows it when the browser does not allow copying.
fn copy(page: Page, text: String, what: &'static str) {
    let Some(window) = web_sys::window() else {
        return;
    };
    let clipboard = window.navigator().clipboard();
    spawn_local(async move {
        let copied = JsFuture::from(clipboard.write_text(&text)).await.is_ok();
        page.notice.set(Some(if copied {
            format!("{what} copied.")
        } else {
            format!(
                "Copying is not allowed here; the {} is: {text}",
                what.to_lowercase()
            )
        }));
    });
}

/// The address of this page at `query`, without anything else the address bar holds.
fn address(query: &str) -> String {
    let location = web_sys::window().map(|w| w.location());
    let origin = location
        .as_ref()
        .and_then(|l| l.origin().ok())
        .unwrap_or_default();
    let path = location
        .as_ref()
        .and_then(|l| l.pathname().ok())
        .unwrap_or_default();
    format!("{origin}{path}{query}")
}

/// The `<iframe>` an article embeds this step with.
pub fn embed_code(query: &str) -> String {
    let src = address(&format!("{query}&embed=1")).replace('&', "&amp;");
    format!(
        "<iframe src=\"{src}\" title=\"Agent harness, step by step\" width=\"100%\" height=\"760\" style=\"border: 0\" loading=\"lazy\"></iframe>"
    )
}

/// Copy link, copy embed code, export and import.
#[component]
pub fn ShareTools() -> impl IntoView {
    let page = expect_context::<Page>();
    let link = Memo::new(move |_| page.run.link(page.player.step.get()));
    let no_link = move || link.with(Option::is_none);
    let copy_link = move |_| {
        if let Some(query) = link.get_untracked() {
            copy(page, address(&query), "Link to this step");
        }
    };
    let copy_embed = move |_| {
        if let Some(query) = link.get_untracked() {
            copy(page, embed_code(&query), "Embed code");
        }
    };
    let export = move |_| match page.run.export() {
        Some(Ok((name, json))) => download(&name, &json),
        Some(Err(e)) => page
            .notice
            .set(Some(format!("The trace could not be exported: {e}"))),
        None => {}
    };
    let save = move |_| {
        if let Some(json) = page.live.save() {
            download("recorded-run.json", &json);
        }
    };
    let keep_text = RwSignal::new(false);
    let save_import = move |_| match page.run.save_import(keep_text.get_untracked()) {
        Some(Ok(json)) => download("imported-session.json", &json),
        Some(Err(e)) => page
            .notice
            .set(Some(format!("The session could not be saved: {e}"))),
        None => {}
    };
    let imported = move || page.run.imported.with(Option::is_some);
    let link_title = move || {
        if imported() {
            "An imported run cannot be shared by link: it stays in this page"
        } else {
            "Only the built-in scenarios have links"
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
            match text {
                Some(text) => page.load_file(&name, &text),
                None => page.notice.set(Some(format!(
                    "That file was not loaded: {name} could not be read as text."
                ))),
            }
        });
    };
    view! {
        <button class="small" on:click=copy_link disabled=no_link title=link_title>"Copy link to this step"</button>
        <button class="small" on:click=copy_embed disabled=no_link title=link_title>"Copy embed code"</button>
        <button class="small" on:click=export>"Export trace (JSON)"</button>
        <button class="small" hidden=move || page.live.trace.with(Option::is_none) on:click=save>"Save as scenario"</button>
        <label class="button small file">
            "Load scenario file"
            <input type="file" accept=".json,application/json" class="visually-hidden" on:change=import />
        </label>
        <super::import::OpenLog />
        <span class="save-import" hidden=move || !imported()>
            <button class="small" on:click=save_import>"Save as scenario"</button>
            <label class="keep">
                <input type="checkbox" prop:checked=move || keep_text.get() on:change=move |ev| keep_text.set(event_target_checked(&ev)) />
                " Keep the text (otherwise each text is replaced by its length and a hash)"
            </label>
        </span>
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
