//! The session-log reader as a web worker of its own: the page hands it a log's files in
//! chunks, and it answers with the run to replay. It is loaded the first time a log is
//! opened, so the readers' code is not in the page's first download, and it reads off the
//! page's thread, so a 100 MB log never blocks the page.
//!
//! Messages, each a plain object with a `kind`: from the page `chunk` (`name`, `bytes`),
//! `finish`; to the page `ready` (once, at start), `read` (after each chunk, so the page
//! sends the next one only then and never holds more than one chunk in flight), `done`
//! (`scenario` and `summary` as JSON text, `format`) or `failed` (`message`).

#[cfg(target_arch = "wasm32")]
fn main() {
    worker::start();
}

#[cfg(not(target_arch = "wasm32"))]
fn main() {
    eprintln!("This binary is the page's log reader, a web worker: run scripts/serve. To read a log in the terminal: cargo run --example read_log");
}

#[cfg(target_arch = "wasm32")]
mod worker {
    use std::cell::RefCell;
    use std::rc::Rc;

    use harness_demo::logs::{replay, Reader};
    use harness_demo::view::import::summary;
    use wasm_bindgen::prelude::*;
    use wasm_bindgen::JsCast;
    use web_sys::{DedicatedWorkerGlobalScope, MessageEvent};

    /// A plain object of `fields`.
    fn message(fields: &[(&str, JsValue)]) -> JsValue {
        let object = js_sys::Object::new();
        for (key, value) in fields {
            let _ = js_sys::Reflect::set(&object, &JsValue::from_str(key), value);
        }
        object.into()
    }

    fn field(data: &JsValue, key: &str) -> JsValue {
        js_sys::Reflect::get(data, &JsValue::from_str(key)).unwrap_or(JsValue::UNDEFINED)
    }

    /// What the page gets once every file is read: the run, or why there is none.
    fn finish(reader: Reader) -> JsValue {
        let done = reader
            .finish()
            .map_err(|e| e.to_string())
            .and_then(|import| {
                let scenario =
                    serde_json::to_string(&replay::scenario(&import)).map_err(|e| e.to_string())?;
                let summary =
                    serde_json::to_string(&summary(&import)).map_err(|e| e.to_string())?;
                Ok((scenario, summary, import.format))
            });
        match done {
            Ok((scenario, summary, format)) => message(&[
                ("kind", "done".into()),
                ("scenario", scenario.into()),
                ("summary", summary.into()),
                ("format", format.into()),
            ]),
            Err(problem) => message(&[("kind", "failed".into()), ("message", problem.into())]),
        }
    }

    pub fn start() {
        let scope: DedicatedWorkerGlobalScope = js_sys::global().unchecked_into();
        let reader = Rc::new(RefCell::new(Some(Reader::new())));
        let reply = scope.clone();
        let onmessage = Closure::<dyn Fn(MessageEvent)>::new(move |event: MessageEvent| {
            let data = event.data();
            let answer = match field(&data, "kind").as_string().as_deref() {
                Some("chunk") => {
                    let name = field(&data, "name").as_string().unwrap_or_default();
                    let bytes = js_sys::Uint8Array::new(&field(&data, "bytes")).to_vec();
                    if let Some(r) = reader.borrow_mut().as_mut() {
                        r.feed(&name, &bytes);
                    }
                    message(&[
                        ("kind", "read".into()),
                        ("bytes", (bytes.len() as f64).into()),
                    ])
                }
                Some("finish") => {
                    let done = reader.borrow_mut().replace(Reader::new());
                    match done {
                        Some(r) => finish(r),
                        None => message(&[
                            ("kind", "failed".into()),
                            ("message", "nothing was read".into()),
                        ]),
                    }
                }
                _ => message(&[
                    ("kind", "failed".into()),
                    (
                        "message",
                        "the reader got a message it does not know".into(),
                    ),
                ]),
            };
            let _ = reply.post_message(&answer);
        });
        scope.set_onmessage(Some(onmessage.as_ref().unchecked_ref()));
        // The worker lives as long as the page keeps it.
        onmessage.forget();
        let _ = scope.post_message(&message(&[("kind", "ready".into())]));
    }
}
