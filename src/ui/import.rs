//! "Open session log": a Claude Code or Codex log, chosen or dropped, read in chunks with a
//! progress bar so the page never stalls, replayed in the same view. Nothing of it leaves
//! the page: no request, no storage, nothing in the address bar.

use leptos::prelude::*;
use leptos::task::spawn_local;
use wasm_bindgen::JsCast;
use wasm_bindgen_futures::JsFuture;

use super::page::Page;

/// Bytes read per chunk: about 5 ms of parsing each, so the page stays responsive.
const CHUNK: f64 = 1024.0 * 1024.0;

/// Reading in progress: bytes read of how many.
#[derive(Clone, Copy, Debug, Default, PartialEq)]
pub struct Progress {
    pub read: f64,
    pub total: f64,
}

/// The path a file was picked under: its folder-relative path when a folder was chosen
/// (it carries the sub-agent layout), else its name.
fn path_of(file: &web_sys::File) -> String {
    js_sys::Reflect::get(file, &"webkitRelativePath".into())
        .ok()
        .and_then(|v| v.as_string())
        .filter(|p| !p.is_empty())
        .unwrap_or_else(|| file.name())
}

/// Reads `files` in chunks into the log reader, reporting progress, then opens the run.
pub fn open(page: Page, files: Vec<web_sys::File>) {
    if files.is_empty() {
        return;
    }
    let total: f64 = files.iter().map(|f| f.size()).sum();
    page.import_progress
        .set(Some(Progress { read: 0.0, total }));
    spawn_local(async move {
        let mut reader = crate::logs::Reader::new();
        let mut read = 0.0;
        for file in &files {
            let name = path_of(file);
            let size = file.size();
            let mut start = 0.0;
            while start < size {
                let end = (start + CHUNK).min(size);
                let bytes = match file.slice_with_f64_and_f64(start, end) {
                    Ok(blob) => JsFuture::from(blob.array_buffer()).await.ok(),
                    Err(_) => None,
                };
                let Some(bytes) = bytes else {
                    page.import_progress.set(None);
                    page.notice.set(Some(format!(
                        "{name} could not be read: the browser refused to open it. Nothing was loaded."
                    )));
                    return;
                };
                reader.feed(&name, &js_sys::Uint8Array::new(&bytes).to_vec());
                read += end - start;
                start = end;
                page.import_progress.set(Some(Progress { read, total }));
            }
            if size == 0.0 {
                reader.feed(&name, &[]);
            }
        }
        page.import_progress.set(None);
        let read = reader.finish();
        super::mark("harness:log-read");
        match read {
            Ok(import) => {
                page.open_import(&import, files.len());
                // Before the next paint, once the new run is on the page.
                request_animation_frame(|| super::mark("harness:log-shown"));
            }
            Err(error) => page
                .notice
                .set(Some(format!("That log was not opened: {error}"))),
        }
    });
}

/// The files of a file input, then clears it so choosing the same file again still reports.
fn chosen(ev: &leptos::ev::Event) -> Vec<web_sys::File> {
    let Some(input) = ev
        .target()
        .and_then(|t| t.dyn_into::<web_sys::HtmlInputElement>().ok())
    else {
        return Vec::new();
    };
    let files = input.files().map_or_else(Vec::new, |list| {
        (0..list.length()).filter_map(|i| list.get(i)).collect()
    });
    input.set_value("");
    files
}

/// The files dropped on the page.
fn dropped(ev: &web_sys::DragEvent) -> Vec<web_sys::File> {
    ev.data_transfer()
        .and_then(|t| t.files())
        .map_or_else(Vec::new, |list| {
            (0..list.length()).filter_map(|i| list.get(i)).collect()
        })
}

/// Files dropped anywhere on the page open as a session log, except while a dialog is open.
pub fn accept_drops(page: Page) {
    let over = window_event_listener(leptos::ev::dragover, |ev| ev.prevent_default());
    let drop = window_event_listener(leptos::ev::drop, move |ev| {
        ev.prevent_default();
        open(page, dropped(&ev));
    });
    // The page never unmounts; the listeners live as long as it does.
    std::mem::forget(over);
    std::mem::forget(drop);
}

/// The two ways to choose a log: files (a session and its sub-agents' files) or a folder.
#[component]
pub fn OpenLog() -> impl IntoView {
    let page = expect_context::<Page>();
    let progress = page.import_progress;
    // A whole folder: the attribute has no typed setter, so it is set once mounted.
    let folder = NodeRef::<leptos::html::Input>::new();
    Effect::new(move |_| {
        if let Some(input) = folder.get() {
            let _ = input.set_attribute("webkitdirectory", "");
        }
    });
    let reading = move || {
        progress.get().map(|p| {
            let percent = if p.total > 0.0 {
                (p.read / p.total * 100.0).round() as u32
            } else {
                100
            };
            view! {
                <p class="reading" role="status">
                    <label>
                        {format!("Reading your log… {percent} %")}
                        " "
                        <progress max="100" value=percent.to_string()></progress>
                    </label>
                </p>
            }
        })
    };
    view! {
        <label class="button small file">
            "Open session log"
            <input
                type="file"
                multiple=true
                accept=".jsonl,.json,.zst,application/json"
                class="visually-hidden"
                on:change=move |ev| open(page, chosen(&ev))
            />
        </label>
        <label class="button small file">
            "Open a log folder"
            <input
                type="file"
                node_ref=folder
                multiple=true
                class="visually-hidden"
                on:change=move |ev| open(page, chosen(&ev))
            />
        </label>
        {reading}
    }
}

/// "Imported session": the log's figures, its files, and what it does not record.
#[component]
pub fn ImportedSession() -> impl IntoView {
    let page = expect_context::<Page>();
    let summary = page.run.imported;
    view! {
        <section class="imported" aria-labelledby="imported-title" hidden=move || summary.with(Option::is_none)>
            <h3 id="imported-title">"Imported session"</h3>
            {move || summary.get().map(|s| view! {
                <dl class="figures">
                    {s.figures.iter().map(|(label, value)| view! { <dt>{*label}</dt><dd>{value.clone()}</dd> }).collect_view()}
                </dl>
                <p class="note">"Read in this page only: nothing of it left this page or was stored, and an imported run has no link to share."</p>
                {(!s.others.is_empty()).then(|| view! {
                    <p class="note">"The files hold other sessions too, not shown: " {s.others.join("; ")}</p>
                })}
                <details>
                    <summary>"Files read"</summary>
                    <ul>{s.files.iter().map(|f| view! { <li>{f.clone()}</li> }).collect_view()}</ul>
                </details>
                <details>
                    <summary>"Not in the log, so not shown"</summary>
                    <ul>{s.not_recorded.iter().map(|n| view! { <li>{*n}</li> }).collect_view()}</ul>
                </details>
            })}
        </section>
    }
}
