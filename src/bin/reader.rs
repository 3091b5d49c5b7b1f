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
    use harness_demo::logs::{replay, Import, Reader};
    use harness_demo::view::import::{ImportSummary, RunChoice};
    use wasm_bindgen::prelude::*;
    use wasm_bindgen::JsCast;
    use web_sys::{DedicatedWorkerGlobalScope, MessageEvent};

    /// What the worker holds: files being read, or the runs they held, waiting for a pick.
    enum State {
        Reading(Reader),
        Choosing {
            imports: Vec<Import>,
            runs: Vec<((usize, usize), RunChoice)>,
        },
    }

    /// The run `index` of `runs` as the page opens it, the other runs named in its summary.
    fn open(imports: &[Import], runs: &[((usize, usize), RunChoice)], index: usize) -> FromReader {
        let Some(((i, top), _)) = runs.get(index) else {
            return FromReader::Failed {
                message: format!("there is no run {index}"),
            };
        };
        let Some(import) = imports.get(*i) else {
            return FromReader::Failed {
                message: format!("there is no run {index}"),
            };
        };
        let run = import.run(*top);
        let mut summary = ImportSummary::of(&run);
        summary.others = runs
            .iter()
            .enumerate()
            .filter(|(k, _)| *k != index)
            .map(|(_, (_, r))| r.other())
            .collect();
        let done = serde_json::to_string(&replay::scenario(&run))
            .and_then(|scenario| Ok((scenario, serde_json::to_string(&summary)?)));
        match done {
            Ok((scenario, summary)) => FromReader::Done {
                scenario,
                summary,
                format: run.format,
            },
            Err(e) => FromReader::Failed {
                message: e.to_string(),
            },
        }
    }

    /// What the page gets once every file is read: the run, the runs to pick from, or why
    /// there is none.
    fn finish(reader: Reader, state: &mut State) -> FromReader {
        let imports = match reader.finish_all() {
            Ok(imports) => imports,
            Err(e) => {
                return FromReader::Failed {
                    message: e.to_string(),
                }
            }
        };
        let runs = RunChoice::all(&imports);
        if runs.len() <= 1 {
            return open(&imports, &runs, 0);
        }
        let choices: Vec<&RunChoice> = runs.iter().map(|(_, r)| r).collect();
        match serde_json::to_string(&choices) {
            Ok(json) => {
                *state = State::Choosing { imports, runs };
                FromReader::Choose { runs: json }
            }
            Err(e) => FromReader::Failed {
                message: e.to_string(),
            },
        }
    }

    /// The answer to one message from the page; none to `language`.
    fn answer(state: &RefCell<State>, data: &JsValue) -> Option<FromReader> {
        let mut state = state.borrow_mut();
        let answer = match ToReader::read(&|key| js::field(data, key)) {
            Ok(ToReader::Chunk { name }) => {
                let bytes = js_sys::Reflect::get(data, &JsValue::from_str(BYTES))
                    .map(|b| js_sys::Uint8Array::new(&b).to_vec())
                    .unwrap_or_default();
                // A new log after a choice was offered: the choice is dropped.
                if let State::Choosing { .. } = *state {
                    *state = State::Reading(Reader::new());
                }
                if let State::Reading(r) = &mut *state {
                    r.feed(&name, &bytes);
                }
                FromReader::Read {
                    bytes: bytes.len() as u64,
                }
            }
            Ok(ToReader::Finish) => {
                match std::mem::replace(&mut *state, State::Reading(Reader::new())) {
                    State::Reading(r) => finish(r, &mut state),
                    State::Choosing { .. } => FromReader::Failed {
                        message: "nothing was read".into(),
                    },
                }
            }
            Ok(ToReader::Pick { index }) => match &*state {
                State::Choosing { imports, runs } => open(imports, runs, index as usize),
                State::Reading(_) => FromReader::Failed {
                    message: "there is no run to pick".into(),
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
        harness_demo::i18n::carry_english(harness_demo::i18n::READER_FTL);
        let scope: DedicatedWorkerGlobalScope = js_sys::global().unchecked_into();
        let reader = Rc::new(RefCell::new(State::Reading(Reader::new())));
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
