//! The live model's driver, part of `run`, the one module of the page that touches the
//! harness core. It carries out the harness's requests on a real model behind an
//! OpenAI-compatible endpoint (fetch, stream reader, abort), runs the fake tools, and records
//! every step as it happens, so the page shows a live run as it shows a scripted one.
//!
//! The API key lives in this module's memory only: never in the address bar, a link, an
//! export, a saved scenario, storage or the console. It is sent only to the endpoint given.

use std::collections::VecDeque;
use std::sync::Arc;

use gloo_timers::callback::Timeout;
use leptos::prelude::*;
use leptos::task::spawn_local;
use wasm_bindgen::{JsCast, JsValue};
use wasm_bindgen_futures::JsFuture;

use crate::harness::drivers::fake_tools::Toolbox;
use crate::harness::drivers::openai::{self, LiveReply};
use crate::harness::machine::{Harness, Wants};
use crate::harness::protocol::envelope::{Part, Say};
use crate::harness::protocol::schema::{LlmEvent, Reply, Rule, Status};
use crate::harness::scenario::Scenario;
use crate::trace::{record_one, Ending, Step, Trace, SESSION_ID};

/// The model the page talks to: what the page may show of it (never the key).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Endpoint {
    /// The base URL, such as `http://localhost:11434/v1`.
    pub base: String,
    pub model: String,
}

impl Endpoint {
    fn completions(&self) -> String {
        format!("{}/chat/completions", self.base.trim_end_matches('/'))
    }
}

/// A live run: the harness, the steps so far, and the request being streamed.
struct Session {
    harness: Harness,
    steps: Vec<Step>,
    tools: Toolbox,
    /// Events that arrived and wait for the harness to take them, one between steps.
    pending: VecDeque<LlmEvent>,
    /// Counts requests, so chunks of a request that was given up on are dropped.
    attempt: u32,
    abort: Option<web_sys::AbortController>,
    timer: Option<Timeout>,
    /// Stop pressed after this many steps.
    stops: Vec<usize>,
}

/// The live model's state; `Copy`, so the page's actions can hold it.
#[derive(Clone, Copy)]
pub struct Live {
    /// Some while the page runs on a live model.
    pub endpoint: RwSignal<Option<Endpoint>>,
    key: StoredValue<String>,
    base: StoredValue<Arc<Scenario>>,
    session: StoredValue<Option<Session>, LocalStorage>,
    /// The run as recorded so far, and a number that changes with each step recorded.
    pub trace: RwSignal<Option<(Arc<Trace>, u32)>>,
    published: StoredValue<u32>,
}

impl Live {
    /// A live driver whose runs use `base`'s agent, tools and fake project.
    pub fn new(base: Scenario) -> Self {
        Live {
            endpoint: RwSignal::new(None),
            key: StoredValue::new(String::new()),
            base: StoredValue::new(Arc::new(base)),
            session: StoredValue::new_local(None),
            trace: RwSignal::new(None),
            published: StoredValue::new(0),
        }
    }

    pub fn is_on(&self) -> bool {
        self.endpoint.with(Option::is_some)
    }

    /// Uses the model at `base` from now on, or says what is wrong with the fields.
    pub fn use_model(&self, base: &str, model: &str, key: &str) -> Result<(), String> {
        let base = base.trim();
        let model = model.trim();
        let url_ok = (base.starts_with("http://") || base.starts_with("https://"))
            && web_sys::Url::new(base).is_ok();
        if !url_ok {
            return Err(format!(
                "The endpoint must be a web address starting with http:// or https://, such as http://localhost:11434/v1; it was \"{base}\"."
            ));
        }
        if model.is_empty() {
            return Err("Name the model, such as llama3.2 or gpt-4o-mini.".into());
        }
        self.clear();
        self.key.set_value(key.trim().to_string());
        self.endpoint.set(Some(Endpoint {
            base: base.to_string(),
            model: model.to_string(),
        }));
        Ok(())
    }

    /// Back to scripted replies: the live run is dropped, the key forgotten.
    pub fn leave(&self) {
        self.clear();
        self.key.set_value(String::new());
        self.endpoint.set(None);
    }

    /// Drops the live run, stopping its request.
    pub fn clear(&self) {
        self.session.update_value(|s| {
            if let Some(s) = s.take() {
                if let Some(abort) = s.abort {
                    abort.abort();
                }
            }
        });
        self.trace.set(None);
    }

    /// Whether a live run is going: the message box waits for it to end.
    pub fn running(&self) -> bool {
        self.trace.with(|t| {
            t.as_ref()
                .and_then(|(t, _)| t.steps.last())
                .is_some_and(|s| s.snapshot.status == Status::Running)
        })
    }

    /// Sends `text` to the live model as a new run, with the user's `rules`.
    pub fn send(&self, text: &str, rules: Vec<Rule>) {
        self.clear();
        let base = self.base.get_value();
        let mut harness =
            Harness::new(SESSION_ID, base.agent.clone(), &base.tools).with_user_rules(rules);
        harness.prompt(1, text);
        self.session.set_value(Some(Session {
            harness,
            steps: Vec::new(),
            tools: base.toolbox(),
            pending: VecDeque::new(),
            attempt: 0,
            abort: None,
            timer: None,
            stops: Vec::new(),
        }));
        self.pump();
    }

    /// The user's answer to the question the run waits on.
    pub fn answer(&self, reply: Reply) {
        self.session.update_value(|s| {
            if let Some(s) = s {
                if let Wants::Reply(request) = s.harness.wants() {
                    let _ = s.harness.reply(1, &request.id, reply);
                }
            }
        });
        self.pump();
    }

    /// Stop: the run ends, the request is aborted.
    pub fn stop(&self) {
        self.session.update_value(|s| {
            if let Some(s) = s {
                if s.harness.stop(1).is_ok() {
                    s.stops.push(s.steps.len());
                    s.pending.clear();
                }
            }
        });
        self.pump();
    }

    /// The run so far as a scenario that replays it offline, and its trace.
    fn recorded(&self) -> Option<(Scenario, Arc<Trace>)> {
        let base = self.base.get_value();
        let trace = self
            .trace
            .with_untracked(|t| t.as_ref().map(|(t, _)| t.clone()))?;
        let stops = self
            .session
            .with_value(|s| s.as_ref().map(|s| s.stops.clone()))?;
        Some((trace.as_scenario(&base, &stops), trace))
    }

    /// "Save as scenario": the run as a scenario file.
    pub fn save(&self) -> Option<String> {
        self.recorded()
            .and_then(|(scenario, _)| serde_json::to_string_pretty(&scenario).ok())
    }

    /// "Export trace": the run with the scenario that replays it.
    pub fn export(&self) -> Option<Result<String, String>> {
        self.recorded().map(|(scenario, trace)| {
            crate::view::export::export(&scenario, &crate::trace::Inputs::default(), &trace)
        })
    }

    /// Hands out every message the harness has, feeding it what it waits for that is at hand
    /// (an arrived llm event, a fake tool's output), then starts what must wait: a request
    /// to the model, a backoff. Publishes the steps recorded.
    fn pump(&self) {
        let endpoint = self.endpoint.get_untracked();
        let mut request: Option<(u32, String)> = None;
        let mut wake = None;
        let mut abort = None;
        self.session.update_value(|s| {
            let Some(s) = s else { return };
            loop {
                let mut asked = None;
                while record_one(&mut s.harness, &mut s.steps, |session| {
                    asked = Some(session.index())
                }) {
                    if let Some(step) = s.steps.last() {
                        if matches!(step.envelope.say, Say::Cancel { .. })
                            && step.envelope.to == Part::Llm
                        {
                            // The runner closed the stream: stop the request, drop its chunks.
                            s.attempt += 1;
                            abort = s.abort.take();
                        }
                    }
                    if let Some(session) = asked.take() {
                        s.attempt += 1;
                        s.pending.clear();
                        let body = endpoint
                            .as_ref()
                            .map(|e| {
                                openai::request_body(&e.model, s.harness.session(session).request())
                            })
                            .unwrap_or_default();
                        request = Some((s.attempt, body));
                    }
                }
                match s.harness.wants() {
                    Wants::LlmEvent { .. } => {
                        if let Some(event) = s.pending.pop_front() {
                            let _ = s.harness.handle_llm_event(event);
                            continue;
                        }
                    }
                    Wants::ToolOutput { call, .. } => {
                        let output = s.tools.run(&call.tool, &call.input);
                        let _ = s.harness.handle_tool_output(&call.id, output);
                        continue;
                    }
                    Wants::Wake { after_ms } => wake = Some(after_ms),
                    Wants::Reply(_) | Wants::Nothing => {}
                }
                break;
            }
        });
        if let Some(abort) = abort {
            abort.abort();
        }
        self.publish();
        if let Some(ms) = wake {
            let live = *self;
            let timer = Timeout::new(ms.min(u64::from(u32::MAX)) as u32, move || {
                live.session.update_value(|s| {
                    if let Some(s) = s {
                        let _ = s.harness.wake();
                    }
                });
                live.pump();
            });
            self.session.update_value(|s| {
                if let Some(s) = s {
                    s.timer = Some(timer);
                }
            });
        }
        if let (Some((attempt, body)), Some(endpoint)) = (request, endpoint) {
            let live = *self;
            spawn_local(async move { live.fetch(attempt, endpoint, body).await });
        }
    }

    /// Shows the run as recorded so far.
    fn publish(&self) {
        let trace = self.session.with_value(|s| {
            s.as_ref().map(|s| {
                let ending = if matches!(s.harness.wants(), Wants::Reply(_)) {
                    Ending::WaitingForYou
                } else {
                    Ending::Idle
                };
                Trace::new(s.steps.clone(), ending, s.harness.clone())
            })
        });
        self.published.update_value(|n| *n += 1);
        let n = self.published.get_value();
        self.trace.set(trace.map(|t| (Arc::new(t), n)));
    }

    /// Events of request `attempt` arrived; dropped if that request was given up on.
    fn arrive(&self, attempt: u32, events: Vec<LlmEvent>) -> bool {
        let mut current = false;
        self.session.update_value(|s| {
            if let Some(s) = s.as_mut().filter(|s| s.attempt == attempt) {
                current = true;
                s.pending.extend(events);
            }
        });
        if current {
            self.pump();
        }
        current
    }

    /// Sends request `attempt` and streams its answer into the harness.
    async fn fetch(self, attempt: u32, endpoint: Endpoint, body: String) {
        let url = endpoint.completions();
        let Some(window) = web_sys::window() else {
            return;
        };
        let controller = web_sys::AbortController::new().ok();
        let signal = controller.as_ref().map(|c| c.signal());
        self.session.update_value(|s| {
            if let Some(s) = s.as_mut().filter(|s| s.attempt == attempt) {
                s.abort = controller;
            }
        });
        let init = web_sys::RequestInit::new();
        init.set_method("POST");
        init.set_body(&JsValue::from_str(&body));
        if let Some(signal) = &signal {
            init.set_signal(Some(signal));
        }
        if let Ok(headers) = web_sys::Headers::new() {
            let _ = headers.append("Content-Type", "application/json");
            let key = self.key.get_value();
            if !key.is_empty() {
                let _ = headers.append("Authorization", &format!("Bearer {key}"));
            }
            init.set_headers_headers(&headers);
        }
        let aborted = move || signal.as_ref().is_some_and(|s| s.aborted());
        let origin = window.location().origin().unwrap_or_default();
        let response = match JsFuture::from(window.fetch_with_str_and_init(&url, &init)).await {
            Ok(r) => r.unchecked_into::<web_sys::Response>(),
            Err(_) if aborted() => return,
            Err(_) => {
                self.arrive(attempt, vec![openai::unreachable(&url, &origin)]);
                return;
            }
        };
        if !response.ok() {
            let text = match response.text() {
                Ok(p) => JsFuture::from(p).await.ok().and_then(|v| v.as_string()),
                Err(_) => None,
            };
            self.arrive(
                attempt,
                vec![openai::http_error(
                    response.status(),
                    &text.unwrap_or_default(),
                )],
            );
            return;
        }
        let Some(reader) = response.body().map(|b| {
            b.get_reader()
                .unchecked_into::<web_sys::ReadableStreamDefaultReader>()
        }) else {
            self.arrive(attempt, LiveReply::new().end());
            return;
        };
        let mut reply = LiveReply::new();
        loop {
            let chunk = match JsFuture::from(reader.read()).await {
                Ok(chunk) => chunk,
                Err(_) if aborted() => return,
                Err(_) => {
                    self.arrive(attempt, reply.end());
                    return;
                }
            };
            let done = js_sys::Reflect::get(&chunk, &JsValue::from_str("done"))
                .ok()
                .and_then(|d| d.as_bool())
                .unwrap_or(true);
            let events = if done {
                reply.end()
            } else {
                let bytes = js_sys::Reflect::get(&chunk, &JsValue::from_str("value"))
                    .map(|v| js_sys::Uint8Array::new(&v).to_vec())
                    .unwrap_or_default();
                reply.feed(&bytes)
            };
            if !self.arrive(attempt, events) || done || reply.ended() {
                let _ = reader.cancel();
                return;
            }
        }
    }
}
