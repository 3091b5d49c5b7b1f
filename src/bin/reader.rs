//! The session-log reader as a web worker of its own: the page hands it a log's files in
//! chunks, and it answers with the run to replay. It is loaded the first time a log is
//! opened, so the readers' code is not in the page's first download, and it reads off the
//! page's thread, so a 100 MB log never blocks the page.
//!
//! Its messages are `harness_demo::log_worker`'s, shared with the page.

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

    use harness_demo::log_worker::{js, speak, FromReader, ToReader, BYTES};
    use harness_demo::logs::{replay, Reader};
    use harness_demo::view::import::ImportSummary;
    use wasm_bindgen::prelude::*;
    use wasm_bindgen::JsCast;
    use web_sys::{DedicatedWorkerGlobalScope, MessageEvent};

    /// What the page gets once every file is read: the run, or why there is none.
    fn finish(reader: Reader) -> FromReader {
        let done = reader
            .finish()
            .map_err(|e| e.to_string())
            .and_then(|import| {
                let scenario =
                    serde_json::to_string(&replay::scenario(&import)).map_err(|e| e.to_string())?;
                let summary = serde_json::to_string(&ImportSummary::of(&import))
                    .map_err(|e| e.to_string())?;
                Ok((scenario, summary, import.format))
            });
        match done {
            Ok((scenario, summary, format)) => FromReader::Done {
                scenario,
                summary,
                format,
            },
            Err(message) => FromReader::Failed { message },
        }
    }

    /// The answer to one message from the page; none to `language`.
    fn answer(reader: &RefCell<Option<Reader>>, data: &JsValue) -> Option<FromReader> {
        let answer = match ToReader::read(&|key| js::field(data, key)) {
            Ok(ToReader::Chunk { name }) => {
                let bytes = js_sys::Reflect::get(data, &JsValue::from_str(BYTES))
                    .map(|b| js_sys::Uint8Array::new(&b).to_vec())
                    .unwrap_or_default();
                if let Some(r) = reader.borrow_mut().as_mut() {
                    r.feed(&name, &bytes);
                }
                FromReader::Read {
                    bytes: bytes.len() as u64,
                }
            }
            Ok(ToReader::Finish) => match reader.borrow_mut().replace(Reader::new()) {
                Some(r) => finish(r),
                None => FromReader::Failed {
                    message: "nothing was read".into(),
                },
            },
            Ok(ToReader::Language { tag, catalog }) => {
                speak(&tag, &catalog);
                return None;
            }
            Err(message) => FromReader::Failed { message },
        };
        Some(answer)
    }

    pub fn start() {
        let scope: DedicatedWorkerGlobalScope = js_sys::global().unchecked_into();
        let reader = Rc::new(RefCell::new(Some(Reader::new())));
        let reply = scope.clone();
        let onmessage = Closure::<dyn Fn(MessageEvent)>::new(move |event: MessageEvent| {
            if let Some(message) = answer(&reader, &event.data()) {
                let _ = reply.post_message(&js::object(&message.fields()));
            }
        });
        scope.set_onmessage(Some(onmessage.as_ref().unchecked_ref()));
        // The worker lives as long as the page keeps it.
        onmessage.forget();
        let _ = scope.post_message(&js::object(&FromReader::Ready.fields()));
    }
}
