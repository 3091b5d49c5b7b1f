//! Sharing a run: the URL follows the step, "Copy link", "Copy embed code", export the trace,
//! load a scenario file, download the step as a figure.

use gloo_timers::callback::Timeout;
use leptos::prelude::*;
use leptos::task::spawn_local;
use wasm_bindgen::closure::Closure;
use wasm_bindgen::JsCast;
use wasm_bindgen_futures::JsFuture;

use super::page::Page;
use crate::t;
use crate::ui::lang::tr;
use crate::view::figure;

/// How long the address bar waits for the stepping to settle before it follows: longer than
/// a step of Play at 1×, so it follows once Play stops.
const URL_SETTLE_MS: u32 = 1_000;

/// Keeps the address bar on the current step, without adding history entries per step. The
/// page's own parameters (`params`: `&embed=1`, `&origin=…`) stay in it. The browser's
/// `replaceState` costs milliseconds, more than the rest of a step, so it runs once the
/// stepping pauses, not on every step.
pub fn follow_in_url(page: Page, params: String) {
    let link = Memo::new(move |_| page.run.link(page.player.step.get()));
    let pending: StoredValue<Option<Timeout>, LocalStorage> = StoredValue::new_local(None);
    Effect::new(move |_| {
        let lang = super::lang::param();
        let query = link
            .get()
            .map_or(String::new(), |q| format!("{q}{lang}{params}"));
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

/// What "Copy" copies.
#[derive(Clone, Copy)]
enum Copied {
    Link,
    Embed,
}

/// Copies `text` and says so, or shows it when the browser does not allow copying.
fn copy(page: Page, text: String, what: Copied) {
    let Some(window) = web_sys::window() else {
        return;
    };
    let clipboard = window.navigator().clipboard();
    spawn_local(async move {
        let copied = JsFuture::from(clipboard.write_text(&text)).await.is_ok();
        page.notice.set(Some(match (what, copied) {
            (Copied::Link, true) => t!("files-link-copied"),
            (Copied::Embed, true) => t!("files-embed-copied"),
            (Copied::Link, false) => t!("files-link-not-copied", text = text),
            (Copied::Embed, false) => t!("files-embed-not-copied", text = text),
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

/// Text as an HTML attribute's value.
fn attribute(text: &str) -> String {
    text.replace('&', "&amp;").replace('"', "&quot;")
}

/// The `<iframe>` an article embeds this step with, titled with the page's title.
pub fn embed_code(query: &str) -> String {
    let src = attribute(&address(&format!("{query}&embed=1")));
    let title = attribute(&t!("page-title"));
    format!(
        "<iframe src=\"{src}\" title=\"{title}\" width=\"100%\" height=\"760\" style=\"border: 0\" loading=\"lazy\"></iframe>"
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
            copy(
                page,
                address(&format!("{query}{}", super::lang::param())),
                Copied::Link,
            );
        }
    };
    let copy_embed = move |_| {
        if let Some(query) = link.get_untracked() {
            copy(
                page,
                embed_code(&format!("{query}{}", super::lang::param())),
                Copied::Embed,
            );
        }
    };
    let export = move |_| match page.run.export() {
        Some(Ok((name, json))) => download(&name, &json, "application/json"),
        Some(Err(e)) => page
            .notice
            .set(Some(t!("files-trace-not-exported", problem = e))),
        None => {}
    };
    let save = move |_| {
        if let Some(json) = page.live.save() {
            download("recorded-run.json", &json, "application/json");
        }
    };
    let keep_text = RwSignal::new(false);
    let save_import = move |_| match page.run.save_import(keep_text.get_untracked()) {
        Some(Ok(json)) => download("imported-session.json", &json, "application/json"),
        Some(Err(e)) => page
            .notice
            .set(Some(t!("files-session-not-saved", problem = e))),
        None => {}
    };
    let imported = move || page.run.imported.with(Option::is_some);
    let link_title = move || {
        if imported() {
            t!("files-no-link-imported")
        } else {
            t!("files-no-link")
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
        super::keys::keyboard_to_stepper();
        spawn_local(async move {
            let name = file.name();
            let text = JsFuture::from(file.text())
                .await
                .ok()
                .and_then(|v| v.as_string());
            match text {
                // What went wrong is on the page already.
                Some(text) => {
                    let _ = page.load_file(&name, &text);
                }
                None => page
                    .notice
                    .set(Some(t!("files-file-not-text", name = name))),
            }
        });
    };
    let figure = move |png: bool| {
        let title = page.run.scenario_title();
        let scenario = page.run.scenario_id().unwrap_or_default();
        let at = link
            .get_untracked()
            .map(|q| address(&q))
            .unwrap_or_default();
        let Some((svg, name)) = page.read_now(|t, i| {
            let ext = if png { "png" } else { "svg" };
            (
                figure::svg(t, i, &title, &at),
                figure::file_name(&scenario, i, ext),
            )
        }) else {
            return;
        };
        if png {
            save_png(page, svg, name);
        } else {
            download(&name, &svg, "image/svg+xml");
        }
    };
    view! {
        // Grouped as a learner meets them: the run's own controls stay in view; sharing and
        // opening one's own run wait behind a summary each.
        <details class="tool-group share">
        <summary>{tr("files-group-share")}</summary>
        <div class="group-items">
        <button class="small" on:click=copy_link disabled=no_link title=link_title>{tr("files-copy-link")}</button>
        <button class="small" on:click=copy_embed disabled=no_link title=link_title>{tr("files-copy-embed")}</button>
        <button class="small" on:click=export>{tr("files-export-trace")}</button>
        <button class="small" on:click=move |_| figure(false)>{tr("files-download-figure")}</button>
        <button class="small" on:click=move |_| figure(true)>{tr("files-download-png")}</button>
        <button class="small" hidden=move || page.live.trace.with(Option::is_none) on:click=save>{tr("files-save-scenario")}</button>
        <span class="save-import" hidden=move || !imported()>
            <button class="small" on:click=save_import>{tr("files-save-scenario")}</button>
            <label class="keep">
                <input type="checkbox" prop:checked=move || keep_text.get() on:change=move |ev| keep_text.set(event_target_checked(&ev)) />
                " "{tr("files-keep-text")}
            </label>
        </span>
        </div>
        </details>
        <details class="tool-group open-own">
        <summary>{tr("files-group-open")}</summary>
        <div class="group-items">
        <label class="button small file">
            {tr("files-load-scenario")}
            <input type="file" accept=".json,application/json" class="visually-hidden" on:change=import />
        </label>
        <super::import::OpenLog />
        </div>
        </details>
    }
}

/// Saves `text` as a file of type `mime` through the browser's download.
fn download(name: &str, text: &str, mime: &str) {
    let parts = js_sys::Array::of1(&wasm_bindgen::JsValue::from_str(text));
    let options = web_sys::BlobPropertyBag::new();
    options.set_type(mime);
    let Ok(blob) = web_sys::Blob::new_with_str_sequence_and_options(&parts, &options) else {
        return;
    };
    save_blob(name, &blob);
}

/// Saves `blob` as a file named `name`.
fn save_blob(name: &str, blob: &web_sys::Blob) {
    let Ok(url) = web_sys::Url::create_object_url_with_blob(blob) else {
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

/// The figure as a PNG: the browser draws the SVG on a canvas at twice its size (sharp on a
/// high-density screen and in print), and saves what it drew.
fn save_png(page: Page, svg: String, name: String) {
    let failed = move || page.notice.set(Some(t!("files-png-failed")));
    let Some(document) = web_sys::window().and_then(|w| w.document()) else {
        return;
    };
    let Ok(image) = web_sys::HtmlImageElement::new() else {
        return failed();
    };
    let drawn = image.clone();
    let on_load = Closure::once_into_js(move || {
        let canvas = document
            .create_element("canvas")
            .ok()
            .and_then(|c| c.dyn_into::<web_sys::HtmlCanvasElement>().ok());
        let (w, h) = (drawn.natural_width(), drawn.natural_height());
        let drew = canvas.and_then(|canvas| {
            canvas.set_width(w * 2);
            canvas.set_height(h * 2);
            let context = canvas
                .get_context("2d")
                .ok()
                .flatten()?
                .dyn_into::<web_sys::CanvasRenderingContext2d>()
                .ok()?;
            context
                .draw_image_with_html_image_element_and_dw_and_dh(
                    &drawn,
                    0.0,
                    0.0,
                    f64::from(w * 2),
                    f64::from(h * 2),
                )
                .ok()?;
            Some(canvas)
        });
        let Some(canvas) = drew else {
            return failed();
        };
        let on_blob = Closure::once_into_js(move |blob: Option<web_sys::Blob>| match blob {
            Some(blob) => save_blob(&name, &blob),
            None => failed(),
        });
        if canvas.to_blob(on_blob.unchecked_ref()).is_err() {
            failed();
        }
    });
    image.set_onload(Some(on_load.unchecked_ref()));
    let on_error = Closure::once_into_js(failed);
    image.set_onerror(Some(on_error.unchecked_ref()));
    // A data: address, so the canvas stays readable (an image from elsewhere would taint it).
    let data = js_sys::encode_uri_component(&svg);
    image.set_src(&format!("data:image/svg+xml;charset=utf-8,{data}"));
}
