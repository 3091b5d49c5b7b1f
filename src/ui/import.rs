//! "Open session log": a Claude Code or Codex log, chosen or dropped, read in chunks with a
//! progress bar by the log reader's web worker (`src/bin/reader.rs`), loaded on first use and
//! reading off the page's thread, then replayed in the same view. Nothing of it leaves the
//! page: no request but the reader's own files on first use, no storage, nothing in the
//! address bar.

use std::cell::RefCell;
use std::rc::Rc;

use leptos::prelude::*;
use leptos::task::spawn_local;
use wasm_bindgen::prelude::*;
use wasm_bindgen::JsCast;
use wasm_bindgen_futures::JsFuture;

use super::page::Page;
use crate::log_worker::{js, FromReader, ToReader, BYTES};
use crate::t;
use crate::ui::lang::tr;
use crate::view::import::ReadProgress;
use crate::view::import::{Figure, ImportSummary, RunChoice};

/// Bytes read per chunk: the page holds at most one in flight to the reader.
const CHUNK: f64 = 1024.0 * 1024.0;

/// How long the reader's worker may take to load and say it is ready.
const START_MS: u32 = 20_000;

/// The path a file was picked under: its folder-relative path when a folder was chosen
/// (it carries the sub-agent layout), else its name.
fn path_of(file: &web_sys::File) -> String {
    js_sys::Reflect::get(file, &"webkitRelativePath".into())
        .ok()
        .and_then(|v| v.as_string())
        .filter(|p| !p.is_empty())
        .unwrap_or_else(|| file.name())
}

/// The log reader's web worker, started on first use and kept: its messages arrive one by
/// one in answer to the page's, so one waiting slot is enough.
#[derive(Clone)]
struct ReaderWorker {
    worker: web_sys::Worker,
    waiting: Rc<RefCell<Option<js_sys::Function>>>,
}

impl ReaderWorker {
    /// Starts the worker (its script and wasm download now, the first time) and waits for it.
    async fn start() -> Result<ReaderWorker, String> {
        let options = web_sys::WorkerOptions::new();
        options.set_type(web_sys::WorkerType::Module);
        let worker = web_sys::Worker::new_with_options("./reader_loader.js", &options)
            .map_err(|_| t!("files-reader-not-started"))?;
        let waiting: Rc<RefCell<Option<js_sys::Function>>> = Rc::new(RefCell::new(None));
        let slot = waiting.clone();
        let onmessage =
            Closure::<dyn Fn(web_sys::MessageEvent)>::new(move |e: web_sys::MessageEvent| {
                if let Some(resolve) = slot.borrow_mut().take() {
                    let _ = resolve.call1(&JsValue::NULL, &e.data());
                }
            });
        worker.set_onmessage(Some(onmessage.as_ref().unchecked_ref()));
        onmessage.forget();
        // A script that cannot load (offline, a missing file) fails the wait, not the page.
        let slot = waiting.clone();
        let onerror = Closure::<dyn Fn(web_sys::Event)>::new(move |_: web_sys::Event| {
            if let Some(resolve) = slot.borrow_mut().take() {
                let _ = resolve.call1(&JsValue::NULL, &JsValue::UNDEFINED);
            }
        });
        worker.set_onerror(Some(onerror.as_ref().unchecked_ref()));
        onerror.forget();
        let me = ReaderWorker { worker, waiting };
        // A worker that never says ready (a file that loads but never runs) fails too.
        let slot = me.waiting.clone();
        let give_up = gloo_timers::callback::Timeout::new(START_MS, move || {
            if let Some(resolve) = slot.borrow_mut().take() {
                let _ = resolve.call1(&JsValue::NULL, &JsValue::UNDEFINED);
            }
        });
        let ready = me.next().await;
        drop(give_up);
        match ready {
            Some(Ok(FromReader::Ready)) => Ok(me),
            _ => {
                me.worker.terminate();
                Err(t!("files-reader-files-not-loaded"))
            }
        }
    }

    /// The next message from the worker: `None` when it stopped (or never started), an error
    /// when it said something this page does not know.
    async fn next(&self) -> Option<Result<FromReader, String>> {
        let slot = self.waiting.clone();
        let promise = js_sys::Promise::new(&mut |resolve, _| {
            *slot.borrow_mut() = Some(resolve);
        });
        let data = JsFuture::from(promise).await.ok()?;
        if data.is_undefined() {
            return None;
        }
        Some(FromReader::read(&|key| js::field(&data, key)))
    }

    /// Sends `message`, with `bytes` beside it as a transferred buffer.
    fn post(&self, message: &ToReader, bytes: Option<&js_sys::ArrayBuffer>) {
        let object = js::object(&message.fields());
        let _ = match bytes {
            Some(buffer) => {
                let view = js_sys::Uint8Array::new(buffer);
                let _ = js_sys::Reflect::set(&object, &JsValue::from_str(BYTES), &view);
                self.worker
                    .post_message_with_transfer(&object, &js_sys::Array::of1(buffer))
            }
            None => self.worker.post_message(&object),
        };
    }
}

thread_local! {
    /// The worker once started, and the start while it is under way: shared, so a warm-up
    /// and an open wait for the same one.
    static READER: RefCell<Option<ReaderWorker>> = const { RefCell::new(None) };
    static STARTING: RefCell<Option<js_sys::Promise>> = const { RefCell::new(None) };
}

/// Starts the reader's worker if nothing has: resolves true once it is ready, false when it
/// could not be loaded (with the reason in `STARTING`'s place for the next try).
fn starting() -> js_sys::Promise {
    STARTING.with(|s| {
        s.borrow_mut()
            .get_or_insert_with(|| {
                wasm_bindgen_futures::future_to_promise(async {
                    match ReaderWorker::start().await {
                        Ok(reader) => {
                            READER.with(|r| *r.borrow_mut() = Some(reader));
                            Ok(JsValue::TRUE)
                        }
                        Err(why) => {
                            // The next open tries again.
                            STARTING.with(|s| *s.borrow_mut() = None);
                            Ok(JsValue::from_str(&why))
                        }
                    }
                })
            })
            .clone()
    })
}

/// Starts loading the reader, and the price table the summary's cost needs, as the person
/// heads for it (the pointer or the focus on Open session log, or files dragged over the
/// page), so that once a file is chosen nothing is fetched.
pub fn warm_up() {
    if READER.with(|r| r.borrow().is_none()) {
        let _ = starting();
    }
    // Untracked: a warm-up only starts the one fetch.
    untrack(super::prices::price_table);
}

/// The reader's worker, started if need be, or why it could not be.
async fn reader() -> Result<ReaderWorker, String> {
    if let Some(reader) = READER.with(|r| r.borrow().clone()) {
        return Ok(reader);
    }
    let started = JsFuture::from(starting()).await.unwrap_or(JsValue::FALSE);
    match READER.with(|r| r.borrow().clone()) {
        Some(reader) => Ok(reader),
        None => Err(started
            .as_string()
            .unwrap_or_else(|| t!("files-reader-files-not-loaded"))),
    }
}

/// Reads `files` in chunks through the log reader's worker, reporting progress, then opens
/// the run it makes of them.
pub fn open(page: Page, files: Vec<web_sys::File>) {
    if files.is_empty() {
        return;
    }
    let total = files.iter().map(|f| f.size() as u64).sum();
    // A list of runs offered before is of other files.
    page.run_choices.set(None);
    page.import_progress
        .set(Some(ReadProgress { read: 0, total }));
    spawn_local(async move {
        let fail = |text: String| {
            page.import_progress.set(None);
            page.notice.set(Some(text));
        };
        let reader = match reader().await {
            Ok(reader) => reader,
            Err(why) => return fail(t!("files-reader-not-loaded", why = why)),
        };
        // The reader says why a file cannot be read, and what a log lacks, in the page's words.
        reader.post(
            &ToReader::Language {
                tag: crate::i18n::language().tag.to_string(),
                catalog: super::lang::catalog_text().to_string(),
            },
            None,
        );
        let mut read = 0;
        for file in &files {
            let name = path_of(file);
            let size = file.size();
            let mut start = 0.0;
            // An empty file still reaches the reader, which says it is empty.
            while start < size || (start == 0.0 && size == 0.0) {
                let end = (start + CHUNK).min(size);
                let bytes = match file.slice_with_f64_and_f64(start, end) {
                    Ok(blob) => JsFuture::from(blob.array_buffer()).await.ok(),
                    Err(_) => None,
                };
                let Some(bytes) = bytes else {
                    return fail(t!("files-file-unreadable", name = &name));
                };
                reader.post(
                    &ToReader::Chunk { name: name.clone() },
                    Some(bytes.unchecked_ref()),
                );
                match reader.next().await {
                    Some(Ok(FromReader::Read { .. })) => {}
                    Some(Ok(FromReader::Failed { message })) | Some(Err(message)) => {
                        return fail(t!("files-log-not-opened", problem = message))
                    }
                    _ => return fail(t!("files-reader-stopped")),
                }
                read += (end - start) as u64;
                page.import_progress.set(Some(ReadProgress { read, total }));
                if size == 0.0 {
                    break;
                }
                start = end;
            }
        }
        reader.post(&ToReader::Finish, None);
        let answer = reader.next().await;
        super::mark("harness:log-read");
        page.import_progress.set(None);
        answered(page, answer, files.len());
    });
}

/// What the reader's answer to the last file, or to a pick, leads to: the run opened, the runs
/// offered to pick from, or why there is none.
fn answered(page: Page, answer: Option<Result<FromReader, String>>, files: usize) {
    let fail = |text: String| page.notice.set(Some(text));
    match answer {
        Some(Ok(FromReader::Done {
            scenario,
            summary,
            format,
        })) => {
            page.run_choices.set(None);
            let opened = page.open_import(&scenario, &summary, &format, files);
            if opened {
                // Before the next paint, once the new run is on the page.
                request_animation_frame(|| super::mark("harness:log-shown"));
            }
        }
        Some(Ok(FromReader::Choose { runs })) => {
            match serde_json::from_str::<Vec<RunChoice>>(&runs) {
                Ok(runs) => {
                    page.run_choices.set(Some((runs, files)));
                    // The list is where the reader goes next.
                    request_animation_frame(|| {
                        let first = web_sys::window()
                            .and_then(|w| w.document())
                            .and_then(|d| d.query_selector(".run-choices button").ok())
                            .flatten()
                            .and_then(|b| b.dyn_into::<web_sys::HtmlElement>().ok());
                        if let Some(button) = first {
                            let _ = button.focus();
                        }
                    });
                }
                Err(e) => fail(t!("files-log-not-opened", problem = e.to_string())),
            }
        }
        Some(Ok(FromReader::Failed { message })) | Some(Err(message)) => {
            fail(t!("files-log-not-opened", problem = message))
        }
        _ => fail(t!("files-reader-stopped")),
    }
}

/// Opens the run at `index` of those offered.
fn pick(page: Page, index: usize, files: usize) {
    spawn_local(async move {
        let reader = match reader().await {
            Ok(reader) => reader,
            Err(why) => {
                return page
                    .notice
                    .set(Some(t!("files-reader-not-loaded", why = why)))
            }
        };
        reader.post(
            &ToReader::Pick {
                index: index as u64,
            },
            None,
        );
        let answer = reader.next().await;
        answered(page, answer, files);
    });
}

/// The runs the files held, newest first: a button each, which opens it.
fn run_choices(page: Page) -> impl IntoView {
    move || {
        page.run_choices.get().map(|(runs, files)| {
            let count = runs.len();
            view! {
                <section class="run-choices" aria-labelledby="run-choices-title">
                    <h3 id="run-choices-title">{t!("logs-choose-heading", runs = count)}</h3>
                    <p class="note">{t!("logs-choose-note")}</p>
                    <ul>
                        {runs
                            .into_iter()
                            .enumerate()
                            .map(|(i, run)| {
                                view! {
                                    <li>
                                        <button type="button" class="small" on:click=move |_| pick(page, i, files)>
                                            {run.words()}
                                        </button>
                                    </li>
                                }
                            })
                            .collect_view()}
                    </ul>
                </section>
            }
        })
    }
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
    if !files.is_empty() {
        super::keys::keyboard_to_stepper();
    }
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
    let enter = window_event_listener(leptos::ev::dragenter, |_| warm_up());
    std::mem::forget(enter);
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
            let percent = p.percent();
            view! {
                <p class="reading" role="status">
                    <label>
                        {p.words()}
                        " "
                        <progress max="100" value=percent.to_string()></progress>
                    </label>
                </p>
            }
        })
    };
    view! {
        <label class="button small file" on:pointerenter=|_| warm_up() on:focusin=|_| warm_up()>
            {tr("files-open-log")}
            <input
                type="file"
                multiple=true
                accept=".jsonl,.json,.zst,application/json"
                class="visually-hidden"
                on:change=move |ev| open(page, chosen(&ev))
            />
        </label>
        <label class="button small file" on:pointerenter=|_| warm_up() on:focusin=|_| warm_up()>
            {tr("files-open-folder")}
            <input
                type="file"
                node_ref=folder
                multiple=true
                class="visually-hidden"
                on:change=move |ev| open(page, chosen(&ev))
            />
        </label>
        {reading}
        {run_choices(page)}
    }
}

/// One figure of the summary; one that is a sum opens to how it was made.
fn figure(f: Figure) -> impl IntoView {
    let value = if f.how.is_empty() {
        f.value.into_any()
    } else {
        view! {
            <details class="how">
                <summary>{f.value}</summary>
                <ul>{f.how.into_iter().map(|line| view! { <li>{line}</li> }).collect_view()}</ul>
            </details>
        }
        .into_any()
    };
    view! { <dt>{f.label}</dt><dd>{value}</dd> }
}

/// The run's cost: asking for it loads the price table, the first time.
fn cost(summary: &ImportSummary) -> impl IntoView {
    let pending = |value| Figure {
        label: t!("files-figure-cost"),
        value,
        how: Vec::new(),
    };
    figure(match super::prices::price_table() {
        None => pending(t!("cost-loading")),
        Some(Err(why)) => pending(t!("cost-no-table", why = why)),
        Some(Ok(table)) => summary.cost(&table),
    })
}

/// "Imported session": the log's figures, its files, and what it does not record, worded
/// again when the language changes.
#[component]
pub fn ImportedSession() -> impl IntoView {
    let page = expect_context::<Page>();
    let summary = page.run.imported;
    view! {
        <section class="imported" aria-labelledby="imported-title" hidden=move || summary.with(Option::is_none)>
            <h3 id="imported-title">{tr("files-imported-session")}</h3>
            {move || summary.get().map(|summary| {
                let s = summary.words();
                view! {
                    <dl class="figures">
                        {s.figures.into_iter().map(figure).collect_view()}
                        {cost(&summary)}
                    </dl>
                    <p class="note">{t!("files-imported-read-here")}</p>
                    {(!s.others.is_empty()).then(|| view! {
                        <p class="note">{t!("files-imported-other-sessions", sessions = s.others.join("; "))}</p>
                    })}
                    <details>
                        <summary>{t!("files-imported-files-read")}</summary>
                        <ul>{s.files.iter().map(|f| view! { <li>{f.clone()}</li> }).collect_view()}</ul>
                    </details>
                    <details>
                        <summary>{t!("files-imported-not-in-log")}</summary>
                        <ul>{s.not_recorded.iter().map(|n| view! { <li>{n.clone()}</li> }).collect_view()}</ul>
                    </details>
                }
            })}
        </section>
    }
}
