//! The live model's driver, part of `run`, the one module of the page that touches the
//! harness core. It carries out the harness's requests on a real model behind an
//! OpenAI-compatible Chat Completions endpoint or Anthropic's Messages API (fetch, stream
//! reader, abort, the stream's idle timer), runs the fake tools, and records every step as it
//! happens, so the page shows a live run as it shows a scripted one.
//!
//! One conversation is one harness session: each message you send after the last answer goes
//! to the same session, so its thread holds what was said and its requests start the way the
//! earlier ones did. Reset, or Scripted replies, ends the conversation.
//!
//! The API key lives in this module's memory only: never in the address bar, a link, an
//! export, a saved scenario, storage or the console. It is sent only to the endpoint given.

use std::sync::Arc;

use gloo_timers::callback::Timeout;
use leptos::prelude::*;
use leptos::task::spawn_local;
use wasm_bindgen::{JsCast, JsValue};
use wasm_bindgen_futures::JsFuture;

use crate::harness::drivers::drive::{drive, Halt};
use crate::harness::drivers::live_driver::LiveDriver;
use crate::harness::drivers::live_wire::{retry_after_ms, LiveReply, Protocol};
use crate::harness::machine::Harness;
use crate::harness::protocol::mode::Mode;
use crate::harness::protocol::schema::{Agent, Decision, LlmEvent, Reply, Rule, Status};
use crate::harness::scenario::Scenario;
use crate::t;
use crate::trace::{Ending, Step, Trace, MAX_STEPS, SESSION_ID};
use crate::view::chat::ChatBuilder;
use crate::view::{marks, ChatLog, Mark};

/// The model the page talks to: what the page may show of it (never the key).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Endpoint {
    /// The base URL, such as `http://localhost:11434/v1`.
    pub base: String,
    pub model: String,
    protocol: Protocol,
    /// How long the stream may send nothing before the runner gives up on it.
    idle_timeout_ms: u64,
}

/// A protocol as the dialog offers it.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct ProtocolChoice {
    /// The form's value for it.
    pub value: &'static str,
    pub label: &'static str,
    pub endpoint_example: &'static str,
    pub model_example: &'static str,
    /// Whether the person should be warned that on this wire their key is in the page
    /// (Anthropic's API answers a page only with its direct-browser-access header).
    pub key_in_page: bool,
}

/// The protocols the dialog offers, Chat Completions first.
pub fn protocol_choices() -> [ProtocolChoice; 2] {
    Protocol::ALL.map(|p| match p {
        Protocol::ChatCompletions => ProtocolChoice {
            value: "chat-completions",
            label: p.label(),
            endpoint_example: "http://localhost:11434/v1",
            model_example: "llama3.2",
            key_in_page: false,
        },
        Protocol::AnthropicMessages => ProtocolChoice {
            value: "anthropic-messages",
            label: p.label(),
            endpoint_example: "https://api.anthropic.com/v1",
            model_example: "claude-sonnet-4-5",
            key_in_page: true,
        },
    })
}

/// The run as recorded so far, with what the page builds once per run; each publish shares
/// the chat built so far instead of building it again.
#[derive(Clone)]
pub struct Published {
    pub trace: Arc<Trace>,
    pub chat: Arc<ChatLog>,
    pub marks: Arc<Vec<(usize, Mark)>>,
    /// Which conversation since the page loaded: the chat rows of one are never taken for
    /// another's.
    pub conversation: u32,
}

/// A conversation: the harness, its live driver, and the steps so far.
struct Conversation {
    harness: Harness,
    driver: LiveDriver,
    steps: Vec<Step>,
    chat: ChatBuilder,
    /// How the harness last stopped handing out messages.
    halt: Halt,
    abort: Option<web_sys::AbortController>,
    backoff: Option<Timeout>,
    /// Fires when the stream has sent nothing for the agent's idle timeout.
    idle: Option<Timeout>,
    /// Stop pressed after this many steps.
    stops: Vec<usize>,
    number: u32,
}

/// The live model's state; `Copy`, so the page's actions can hold it.
#[derive(Clone, Copy)]
pub struct Live {
    /// Some while the page runs on a live model.
    pub endpoint: RwSignal<Option<Endpoint>>,
    key: StoredValue<String>,
    base: StoredValue<Arc<Scenario>>,
    session: StoredValue<Option<Conversation>, LocalStorage>,
    /// The run as recorded so far.
    pub trace: RwSignal<Option<Published>>,
    /// Rules set in the agent panel during a conversation, for its next message.
    next_rules: StoredValue<Vec<Rule>>,
    /// A permission mode switched to during the conversation, for its next message.
    next_mode: StoredValue<Option<Mode>>,
    conversations: StoredValue<u32>,
    /// A publish waits for the next frame: a fast stream is shown once per frame.
    frame_pending: StoredValue<bool>,
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
            next_rules: StoredValue::new(Vec::new()),
            next_mode: StoredValue::new(None),
            conversations: StoredValue::new(0),
            frame_pending: StoredValue::new(false),
        }
    }

    pub fn is_on(&self) -> bool {
        self.endpoint.with(Option::is_some)
    }

    /// Uses the model at `base` from now on, over the protocol the dialog calls `protocol`,
    /// or says what is wrong with the fields. `idle_seconds` is the stream idle timeout as
    /// typed.
    pub fn use_model(
        &self,
        protocol: &str,
        base: &str,
        model: &str,
        key: &str,
        idle_seconds: &str,
    ) -> Result<(), String> {
        let (base, model) = (base.trim(), model.trim());
        let choices = protocol_choices();
        let (index, choice) = choices
            .iter()
            .enumerate()
            .find(|(_, c)| c.value == protocol)
            .ok_or_else(|| t!("live-choose-protocol"))?;
        let url_ok = (base.starts_with("http://") || base.starts_with("https://"))
            && web_sys::Url::new(base).is_ok();
        if !url_ok {
            return Err(t!(
                "live-bad-endpoint",
                example = choice.endpoint_example,
                given = base
            ));
        }
        if model.is_empty() {
            return Err(t!("live-name-model", example = choice.model_example));
        }
        let idle = idle_seconds.trim();
        let idle_timeout_ms = if idle.is_empty() {
            Agent::DEFAULT_STREAM_IDLE_TIMEOUT_MS
        } else {
            match idle.parse::<f64>() {
                Ok(s) if (0.1..=3_600.0).contains(&s) => (s * 1_000.0).round() as u64,
                _ => return Err(t!("live-bad-idle-timeout", given = idle)),
            }
        };
        self.clear();
        self.key.set_value(key.trim().to_string());
        self.endpoint.set(Some(Endpoint {
            base: base.to_string(),
            model: model.to_string(),
            protocol: Protocol::ALL[index],
            idle_timeout_ms,
        }));
        Ok(())
    }

    /// Back to scripted replies: the conversation is dropped, the key forgotten.
    pub fn leave(&self) {
        self.clear();
        self.key.set_value(String::new());
        self.endpoint.set(None);
    }

    /// Ends the conversation, stopping its request; the next message starts a new one.
    pub fn clear(&self) {
        self.session.update_value(|s| {
            if let Some(abort) = s.take().and_then(|c| c.abort) {
                abort.abort();
            }
        });
        self.next_rules.set_value(Vec::new());
        self.next_mode.set_value(None);
        self.trace.set(None);
    }

    /// Whether a live run is going: the message box waits for it to end.
    pub fn running(&self) -> bool {
        self.session.with_value(|s| {
            s.as_ref()
                .is_some_and(|c| c.harness.main().status() == Status::Running)
        })
    }

    /// Sends `text` to the live model: the next message of the conversation, or the first of
    /// a new one that starts with the user's `rules` in permission mode `mode`.
    pub fn send(&self, text: &str, rules: Vec<Rule>, mode: Mode) {
        let Some(endpoint) = self.endpoint.get_untracked() else {
            return;
        };
        let next_rules = self.next_rules.try_update_value(std::mem::take);
        let next_mode = self.next_mode.try_update_value(Option::take).flatten();
        let number = self.conversations.get_value() + 1;
        let mut started = false;
        self.session.update_value(|s| {
            let conversation = s.get_or_insert_with(|| {
                started = true;
                self.start(&endpoint, rules, mode, number)
            });
            for rule in next_rules.into_iter().flatten() {
                conversation.driver.rule(&rule.tool, rule.decision);
            }
            if let Some(mode) = next_mode.filter(|_| !started) {
                conversation.driver.mode(mode);
            }
            conversation.driver.prompt(text);
        });
        if started {
            self.conversations.set_value(number);
        }
        self.pump();
        self.publish();
    }

    /// A new conversation with the model at `endpoint`: the base's agent with the dialog's
    /// idle timeout, the provider's cache profile, and no system prompt beyond the
    /// instructions, as the request carries none.
    fn start(
        &self,
        endpoint: &Endpoint,
        rules: Vec<Rule>,
        mode: Mode,
        number: u32,
    ) -> Conversation {
        let base = self.base.get_value();
        let agent = Agent {
            stream_idle_timeout_ms: Some(endpoint.idle_timeout_ms),
            ..base.agent.clone()
        };
        let profile = endpoint.protocol.cache_profile(&endpoint.model);
        Conversation {
            harness: Harness::new(SESSION_ID, agent, &base.tools)
                .with_user_rules(rules)
                .with_mode(mode)
                .with_cache(Default::default(), profile)
                .with_system_prompt_tokens(0),
            driver: LiveDriver::new(endpoint.protocol, &endpoint.model, base.toolbox()),
            steps: Vec::new(),
            chat: ChatBuilder::default(),
            halt: Halt::Idle,
            abort: None,
            backoff: None,
            idle: None,
            stops: Vec::new(),
            number,
        }
    }

    /// A mode chosen in the agent panel: it applies from the conversation's next message.
    pub fn set_mode_for_next(&self, mode: Mode) {
        if self.session.with_value(Option::is_some) {
            self.next_mode.set_value(Some(mode));
        }
    }

    /// A rule set in the agent panel: it applies from the conversation's next message.
    pub fn set_rule_for_next(&self, tool: &str, decision: Decision) {
        if self.session.with_value(Option::is_some) {
            self.next_rules.update_value(|rules| {
                rules.push(Rule {
                    tool: tool.to_string(),
                    decision,
                })
            });
        }
    }

    /// The user's answer to the question the run waits on.
    pub fn answer(&self, reply: Reply) {
        self.session.update_value(|s| {
            if let Some(c) = s.as_mut().filter(|c| c.halt == Halt::Question) {
                c.driver.answer(reply);
            }
        });
        self.pump();
        self.publish();
    }

    /// Stop: the run ends, the request is aborted.
    pub fn stop(&self) {
        self.session.update_value(|s| {
            if let Some(c) = s
                .as_mut()
                .filter(|c| c.harness.main().status() == Status::Running)
            {
                c.stops.push(c.steps.len());
                c.driver.stop();
            }
        });
        self.pump();
        self.publish();
    }

    /// The conversation so far as a scenario that replays it offline, and its trace.
    fn recorded(&self) -> Option<(Scenario, Arc<Trace>)> {
        let base = self.base.get_value();
        let trace = self
            .trace
            .with_untracked(|t| t.as_ref().map(|p| p.trace.clone()))?;
        let stops = self
            .session
            .with_value(|s| s.as_ref().map(|c| c.stops.clone()))?;
        Some((trace.as_scenario(&base, &stops), trace))
    }

    /// "Save as scenario": the conversation as a scenario file.
    pub fn save(&self) -> Option<String> {
        self.recorded()
            .and_then(|(scenario, _)| serde_json::to_string_pretty(&scenario).ok())
    }

    /// "Export trace": the conversation with the scenario that replays it.
    pub fn export(&self) -> Option<Result<String, String>> {
        self.recorded().map(|(scenario, trace)| {
            crate::view::export::export(&scenario, &crate::trace::Inputs::default(), &trace)
        })
    }

    /// Drives the harness as far as what is at hand takes it (arrived llm events, the fake
    /// tools, the person's inputs), then starts what must wait: a request to the model, a
    /// backoff. The steps are shown by the caller (`publish`, or at the next frame).
    fn pump(&self) {
        let Some(endpoint) = self.endpoint.get_untracked() else {
            return;
        };
        let mut request: Option<(u32, String)> = None;
        let mut wake = None;
        let mut abort = None;
        self.session.update_value(|s| {
            let Some(c) = s else { return };
            let steps = &mut c.steps;
            let left = MAX_STEPS.saturating_sub(steps.len());
            c.halt = drive(
                &mut c.harness,
                &mut c.driver,
                left,
                &mut |h, envelope, _| steps.push(Step::after(h, envelope)),
            );
            if c.driver.take_abort() {
                abort = c.abort.take();
            }
            request = c.driver.take_request();
            if let Halt::Backoff { after_ms } = c.halt {
                wake = Some((after_ms, c.driver.attempt()));
            }
            c.chat.extend(&c.steps, &c.harness);
            // The idle timer runs only while a stream is awaited.
            if c.halt != Halt::Stream {
                c.idle = None;
            }
        });
        if let Some(abort) = abort {
            abort.abort();
        }
        if let Some((ms, attempt)) = wake {
            let live = *self;
            let timer = Timeout::new(ms.min(u64::from(u32::MAX)) as u32, move || {
                let mut current = false;
                live.session.update_value(|s| {
                    if let Some(c) = s {
                        current = c.driver.wake(attempt);
                    }
                });
                if current {
                    live.pump();
                    live.publish();
                }
            });
            self.session.update_value(|s| {
                if let Some(c) = s {
                    c.backoff = Some(timer);
                }
            });
        }
        if let Some((attempt, body)) = request {
            self.touch(attempt);
            let live = *self;
            spawn_local(async move { live.fetch(attempt, endpoint, body).await });
        }
    }

    /// Request `attempt` sent or received something: the idle timer starts over.
    fn touch(&self, attempt: u32) {
        let Some(ms) = self
            .endpoint
            .with_untracked(|e| e.as_ref().map(|e| e.idle_timeout_ms))
        else {
            return;
        };
        let live = *self;
        self.session.update_value(|s| {
            if let Some(c) = s.as_mut().filter(|c| c.driver.attempt() == attempt) {
                let timeout = Timeout::new(ms.min(u64::from(u32::MAX)) as u32, move || {
                    live.went_quiet(attempt)
                });
                c.idle = Some(timeout);
            }
        });
    }

    /// Request `attempt` sent nothing for the idle timeout: the harness is told, and the
    /// runner closes it (the fetch is aborted as the runner's cancel goes out).
    fn went_quiet(&self, attempt: u32) {
        let mut told = false;
        self.session.update_value(|s| {
            if let Some(c) = s {
                told = c.driver.went_quiet(attempt);
                if told {
                    c.idle = None;
                }
            }
        });
        if told {
            self.pump();
            self.publish();
        }
    }

    /// Shows the run as recorded so far.
    fn publish(&self) {
        self.frame_pending.set_value(false);
        let published = self.session.with_value(|s| {
            s.as_ref().map(|c| {
                let ending = Ending::of(c.halt.clone());
                let trace = Trace::new(c.steps.clone(), ending, c.harness.clone());
                Published {
                    marks: Arc::new(marks(&trace)),
                    chat: Arc::new(c.chat.log().clone()),
                    trace: Arc::new(trace),
                    conversation: c.number,
                }
            })
        });
        self.trace.set(published);
    }

    /// Shows the run at the next frame: events that arrive within one frame are shown once.
    fn publish_soon(&self) {
        if self.frame_pending.get_value() {
            return;
        }
        self.frame_pending.set_value(true);
        let live = *self;
        request_animation_frame(move || {
            if live.frame_pending.get_value() {
                live.publish();
            }
        });
    }

    /// Events of request `attempt` arrived; dropped if that request was given up on.
    fn arrive(&self, attempt: u32, events: Vec<LlmEvent>) -> bool {
        let mut current = false;
        self.session.update_value(|s| {
            if let Some(c) = s {
                current = c.driver.arrive(attempt, events);
            }
        });
        if current {
            self.pump();
            self.publish_soon();
        }
        current
    }

    /// Sends request `attempt` and streams its answer into the harness.
    async fn fetch(self, attempt: u32, endpoint: Endpoint, body: String) {
        let protocol = endpoint.protocol;
        let url = protocol.url(&endpoint.base);
        let Some(window) = web_sys::window() else {
            return;
        };
        let controller = web_sys::AbortController::new().ok();
        let signal = controller.as_ref().map(|c| c.signal());
        self.session.update_value(|s| {
            if let Some(c) = s.as_mut().filter(|c| c.driver.attempt() == attempt) {
                c.abort = controller;
            }
        });
        let init = web_sys::RequestInit::new();
        init.set_method("POST");
        init.set_body(&JsValue::from_str(&body));
        if let Some(signal) = &signal {
            init.set_signal(Some(signal));
        }
        if let Ok(headers) = web_sys::Headers::new() {
            for (name, value) in protocol.headers(&self.key.get_value()) {
                let _ = headers.append(name, &value);
            }
            init.set_headers_headers(&headers);
        }
        let aborted = move || signal.as_ref().is_some_and(|s| s.aborted());
        let origin = window.location().origin().unwrap_or_default();
        let response = match JsFuture::from(window.fetch_with_str_and_init(&url, &init)).await {
            Ok(r) => r.unchecked_into::<web_sys::Response>(),
            Err(_) if aborted() => return,
            Err(_) => {
                self.arrive(attempt, vec![protocol.unreachable(&url, &origin)]);
                return;
            }
        };
        self.touch(attempt);
        if !response.ok() {
            // The browser shows a cross-origin page these headers only when the server
            // exposes them (Access-Control-Expose-Headers); unread, the runner waits its own
            // backoff.
            let header = |name: &str| response.headers().get(name).ok().flatten();
            let asked = retry_after_ms(
                header("retry-after-ms").as_deref(),
                header("retry-after").as_deref(),
                js_sys::Date::now() as u64,
            );
            let text = match response.text() {
                Ok(p) => JsFuture::from(p).await.ok().and_then(|v| v.as_string()),
                Err(_) => None,
            };
            let error = protocol.http_error(response.status(), &text.unwrap_or_default(), asked);
            self.arrive(attempt, vec![error]);
            return;
        }
        let mut reply: LiveReply = protocol.reply();
        let Some(reader) = response.body().map(|b| {
            b.get_reader()
                .unchecked_into::<web_sys::ReadableStreamDefaultReader>()
        }) else {
            self.arrive(attempt, reply.end());
            return;
        };
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
                // Any bytes count as data, a keep-alive comment or a ping included.
                self.touch(attempt);
                reply.feed(&bytes)
            };
            if !self.arrive(attempt, events) || done || reply.ended() {
                let _ = reader.cancel();
                return;
            }
        }
    }
}
