//! The left pane: the chat as the user sees it, the permission question and the sample prompts.

use leptos::prelude::*;
use leptos::tachys::view::keyed::keyed;

use super::state::AppState;
use crate::harness::schema::{Reply, Status};
use crate::harness::trace::ChatItem;

/// "What you see": agent name, status, messages, the question, and the sample prompts.
#[component]
pub fn ChatPane() -> impl IntoView {
    let state = expect_context::<AppState>();
    let status = move || {
        state
            .current
            .with(|v| match v.as_ref().map(|v| v.session.status) {
                Some(Status::Running) => "running",
                _ => "idle",
            })
    };
    view! {
        <section class="pane sees" aria-labelledby="sees-title">
            <h2 id="sees-title">"What you see"</h2>
            <div class="chat">
                <div class="chat-head">
                    <span class="agent-name">"coder"</span>
                    <span class="status" class:running=move || status() == "running" role="status">
                        <span class="dot" aria-hidden="true"></span>
                        {status}
                    </span>
                </div>
                <Messages />
                <Question />
                <Composer />
            </div>
            <SamplePrompts />
        </section>
    }
}

/// The conversation so far, as a log a screen reader follows.
#[component]
fn Messages() -> impl IntoView {
    let state = expect_context::<AppState>();
    let items = move || {
        state
            .current
            .with(|v| v.as_ref().map(|v| v.chat.clone()).unwrap_or_default())
            .into_iter()
            .enumerate()
            .collect::<Vec<_>>()
    };
    let empty = move || {
        state
            .current
            .with(|v| v.as_ref().is_none_or(|v| v.chat.is_empty()))
    };
    view! {
        <div class="messages" role="log" aria-label="Conversation" tabindex="0">
            <Show when=empty>
                <p class="hint">"Pick a question below. You will see the chat here, and what the harness does about it on the right."</p>
            </Show>
            // Keyed like `For`, without its owner per row: the rows hold nothing reactive, and
            // each owner `For` makes stays listed in the list's owner after its row is gone.
            {move || keyed(items(), |(i, item)| (*i, item_signature(item)), |_, (_, item)| (drop, chat_item(item)))}
        </div>
    }
}

/// What tells a chat entry's versions apart at the same place: its kind and how far it has
/// got. Cheaper than comparing whole texts, and enough since entries only grow.
fn item_signature(item: &ChatItem) -> (u8, usize, bool) {
    match item {
        ChatItem::User { text, queued, .. } => (0, text.len(), *queued),
        ChatItem::Assistant { text, streaming } => (1, text.len(), *streaming),
        ChatItem::ToolCall {
            result, waiting, ..
        } => (
            2,
            result.as_ref().map_or(0, |r| r.output.len() + 1),
            *waiting,
        ),
        ChatItem::Question { call } => (3, call.id.len(), false),
    }
}

fn chat_item(item: ChatItem) -> AnyView {
    match item {
        ChatItem::User {
            client,
            text,
            queued,
        } => {
            let who = if client == 1 {
                "You".to_string()
            } else {
                format!("Client {client}")
            };
            view! {
                <div class="msg user">
                    <span class="who">{who}{if queued { " (waiting for the next turn)" } else { "" }}</span>
                    <p class="text">{text}</p>
                </div>
            }
            .into_any()
        }
        ChatItem::Assistant { text, streaming } => view! {
            <div class="msg assistant" class:streaming=streaming>
                <span class="who">"coder"{if streaming { " (writing…)" } else { "" }}</span>
                <p class="text">{text}</p>
            </div>
        }
        .into_any(),
        ChatItem::ToolCall {
            call,
            result,
            waiting,
        } => {
            let (status, output) = match &result {
                None if waiting => ("waiting for your answer".to_string(), None),
                None => ("running…".to_string(), None),
                Some(r) if r.output.starts_with("Not run:") => {
                    ("not run".to_string(), Some(r.output.clone()))
                }
                Some(r) if r.output.starts_with("Error:") => {
                    ("error".to_string(), Some(r.output.clone()))
                }
                Some(r) => ("done".to_string(), Some(r.output.clone())),
            };
            view! {
                <div class="msg tool">
                    <span class="who">"tool call " <code>{call.id.clone()}</code> " · " {status}</span>
                    <code class="call">{call.tool.clone()} "(" {call.input.lines().next().unwrap_or("").to_string()} ")"</code>
                    {output.map(|o| view! { <pre class="output" tabindex="0">{o}</pre> })}
                </div>
            }
            .into_any()
        }
        ChatItem::Question { call } => view! {
            <div class="msg question-note">
                <span class="who">"coder asks"</span>
                <p class="text">"May I run " <code>{call.tool}</code> "?"</p>
            </div>
        }
        .into_any(),
    }
}

/// The permission question with its three answers.
#[component]
fn Question() -> impl IntoView {
    let state = expect_context::<AppState>();
    let question = move || {
        state.current.with(|v| {
            v.as_ref()
                .and_then(|v| v.permission.clone().map(|p| (p, v.waiting_for_you)))
        })
    };
    move || {
        question().map(|(request, live)| {
            let input = request.call.input.clone();
            view! {
                <div class="question" role="group" aria-labelledby="question-title">
                    <p id="question-title">
                        "Allow " <code>{request.call.tool.clone()}</code>
                        {if input.is_empty() { String::new() } else { format!(" with input \"{input}\"") }} "?"
                    </p>
                    <div class="answers">
                        <button class="primary" disabled=!live on:click=move |_| state.answer(Reply::Once)>"Allow once"</button>
                        <button disabled=!live on:click=move |_| state.answer(Reply::Always)>"Always allow"</button>
                        <button class="danger" disabled=!live on:click=move |_| state.answer(Reply::Decline)>"Deny"</button>
                    </div>
                </div>
            }
        })
    }
}

/// The message box: type anything and send it through the same harness.
#[component]
fn Composer() -> impl IntoView {
    let state = expect_context::<AppState>();
    let text = RwSignal::new(String::new());
    let draft = move || {
        state
            .current
            .with(|v| v.as_ref().and_then(|v| v.draft.clone()))
    };
    let send = move |ev: leptos::ev::SubmitEvent| {
        ev.prevent_default();
        let message = text.get_untracked();
        if message.trim().is_empty() {
            state.notice.set(Some("Type a message first.".into()));
            return;
        }
        state.send_text(&message);
        text.set(String::new());
    };
    view! {
        {move || draft().map(|d| view! {
            <p class="typing"><span class="who">"You are typing"</span> <span class="text">{d}</span></p>
        })}
        <form class="composer" on:submit=send>
            <label for="message" class="visually-hidden">"Message"</label>
            <input
                id="message"
                type="text"
                autocomplete="off"
                maxlength="4000"
                placeholder="Message coder…"
                prop:value=move || text.get()
                on:input=move |ev| text.set(event_target_value(&ev))
            />
            <button type="submit">"Send"</button>
        </form>
    }
}

/// The article's three sample prompts, then the core's other scenarios.
#[component]
fn SamplePrompts() -> impl IntoView {
    let state = expect_context::<AppState>();
    let all: Vec<(usize, String, String, String)> = state.scenarios.with_value(|s| {
        s.iter()
            .enumerate()
            .map(|(i, s)| {
                (
                    i,
                    s.id.clone(),
                    s.prompt.clone(),
                    s.title.clone() + ": " + &s.description,
                )
            })
            .collect()
    });
    let (samples, more): (Vec<_>, Vec<_>) = all.into_iter().partition(|(i, ..)| *i < 3);
    let pressed = move |id: String| {
        move || {
            state
                .scenario
                .with(|s| s.as_ref().is_some_and(|s| s.id == id))
                .to_string()
        }
    };
    view! {
        <div class="samples" role="group" aria-label="Sample prompts">
            {samples
                .into_iter()
                .map(|(i, id, prompt, _)| {
                    view! {
                        <button class="sample" aria-pressed=pressed(id) on:click=move |_| state.pick(i)>
                            {prompt}
                        </button>
                    }
                })
                .collect_view()}
        </div>
        <details class="more">
            <summary>"More scenarios"</summary>
            <ul class="more-list" aria-label="More scenarios">
                {more
                    .into_iter()
                    .map(|(i, id, _, description)| {
                        let (title, rest) = description.split_once(": ").map(|(a, b)| (a.to_string(), b.to_string())).unwrap_or_default();
                        view! {
                            <li>
                                <button class="sample" aria-pressed=pressed(id) on:click=move |_| state.pick(i)>{title}</button>
                                <span class="desc">{rest}</span>
                            </li>
                        }
                    })
                    .collect_view()}
            </ul>
        </details>
    }
}
