//! The left pane: the chat as the user sees it, the permission question, the message box and
//! the sample prompts.

use leptos::prelude::*;
use leptos::tachys::view::keyed::keyed;

use super::live_dialog::LiveDialog;
use super::page::Page;
use crate::view::chat::{CallState, ChatRow, NoticeKind, Place, QuestionState, Work, Writing};
use crate::view::words_of_the_core::{Reply, Status};
use crate::view::{self, answer_words, error_word};

/// How many chat rows stay on screen.
const CHAT_ROWS: usize = 40;

/// "What you see": agent name, status, Stop, messages, the question, and the prompts.
#[component]
pub fn ChatPane() -> impl IntoView {
    let page = expect_context::<Page>();
    let status = page.at_step(|t, i| view::status(t, i).as_str());
    let agent = page.at_step(view::agent_name);
    let running = move || status.get() == Status::Running.as_str();
    view! {
        <section class="pane sees" aria-labelledby="sees-title">
            <h2 id="sees-title">"What you see"</h2>
            <div class="chat">
                <div class="chat-head">
                    <span class="agent-name">{move || agent.get()}</span>
                    <span class="model" hidden=move || !page.live.is_on()>
                        {move || page.live.endpoint.with(|e| e.as_ref().map(|e| format!("· {} (live)", e.model)).unwrap_or_default())}
                    </span>
                    <span class="status" class:running=running role="status">
                        <span class="dot" aria-hidden="true"></span>
                        {move || status.get()}
                    </span>
                    <button
                        class="small danger stop"
                        hidden=move || !running()
                        aria-keyshortcuts="Escape"
                        title="Stop the run (Escape)"
                        on:click=move |_| page.stop()
                    >
                        <span aria-hidden="true" class="icon">"■"</span>
                        "Stop"
                    </button>
                </div>
                <Messages />
                <Question />
                <Composer />
            </div>
            <div class="live-row">
                <LiveDialog />
                <button class="small" hidden=move || !page.live.is_on() on:click=move |_| page.leave_live()>"Scripted replies"</button>
            </div>
            <SamplePrompts />
        </section>
    }
}

/// The conversation so far, as a log a screen reader follows. Rows are keyed by run, row and
/// version: a step appends new rows and replaces only a row that changed.
#[component]
fn Messages() -> impl IntoView {
    let page = expect_context::<Page>();
    let (derived, step) = (page.run.derived, page.player.step);
    // The task calls whose sub-agent's work you opened; folded by default.
    let unfolded = RwSignal::new(Vec::<usize>::new());
    let rows = Memo::new(move |_| {
        derived.with(|d| {
            d.as_ref().map_or_else(Vec::new, |d| {
                let at = step.get();
                unfolded.with(|open| {
                    d.chat
                        .shown_at(at, CHAT_ROWS, |row| open.contains(&row))
                        .into_iter()
                        .filter_map(|id| d.chat.row_at(id, at).map(|(v, _)| (d.generation, id, v)))
                        .collect::<Vec<_>>()
                })
            })
        })
    });
    let row_view = move |(_, id, version): (u32, usize, usize)| {
        derived.with_untracked(|d| {
            let d = d.as_ref()?;
            let row = d.chat.version(id, version)?.clone();
            let place = d.chat.place(id).cloned().unwrap_or_default();
            let work = d.chat.work(id).cloned().map(|w| Fold {
                row: id,
                work: w,
                unfolded,
            });
            Some(chat_row(row, place, work))
        })
    };
    let broken = page.at_step(crate::view::chat::broken);
    view! {
        // Newest at the bottom, kept in view by the column-reverse box without reading layout.
        <div class="messages" role="log" aria-label="Conversation" tabindex="0">
            <div class="rows">
                {move || rows.with(Vec::is_empty).then(|| view! {
                    <p class="hint">"Pick a question below. You will see the chat here, and what the harness does about it under What runs."</p>
                })}
                {move || keyed(rows.get(), |key| *key, move |_, key| (drop, row_view(key)))}
                {move || broken.get().map(|text| view! { <p class="msg notice notice-failed" role="alert">{text}</p> })}
            </div>
        </div>
    }
}

/// A task call's fold: the sub-agent's work, shown when you open it.
#[derive(Clone)]
struct Fold {
    row: usize,
    work: Work,
    unfolded: RwSignal<Vec<usize>>,
}

impl Fold {
    /// The button that opens and closes the sub-agent's work, with how much there is so far.
    fn toggle(self) -> impl IntoView {
        let page = expect_context::<Page>();
        let Fold {
            row,
            work,
            unfolded,
        } = self;
        let open = move || unfolded.with(|o| o.contains(&row));
        let rows = move || {
            let step = page.player.step.get();
            page.run
                .derived
                .with(|d| d.as_ref().map_or(0, |d| d.chat.work_rows_at(row, step)))
        };
        let label = {
            let work = work.clone();
            move || {
                let verb = if open() { "Hide" } else { "Show" };
                format!(
                    "{verb} {}'s work ({}, {})",
                    work.agent,
                    work.session,
                    crate::view::words::plural(rows(), "row")
                )
            }
        };
        view! {
            <button
                class="small fold"
                aria-expanded=move || open().to_string()
                on:click=move |_| unfolded.update(|o| {
                    match o.iter().position(|r| *r == row) {
                        Some(k) => {
                            o.remove(k);
                        }
                        None => o.push(row),
                    }
                })
            >
                {label}
            </button>
        }
    }
}

/// Past this many lines or characters a tool's output is folded, its first line showing.
const LONG_OUTPUT_LINES: usize = 12;
const LONG_OUTPUT_CHARS: usize = 1_500;

/// A tool's output: whole when short, folded under its first line when long (a real log's
/// file reads and test runs are thousands of lines).
fn output_view(output: String) -> AnyView {
    let lines = output.lines().count();
    if lines <= LONG_OUTPUT_LINES && output.len() <= LONG_OUTPUT_CHARS {
        return view! { <pre class="output" tabindex="0">{output}</pre> }.into_any();
    }
    let first = crate::view::words::clip(output.lines().next().unwrap_or(""), 60);
    let size = format!(
        " ({}, {})",
        crate::view::words::plural(lines, "line"),
        crate::view::words::plural(output.chars().count(), "character")
    );
    view! {
        <details class="output-fold">
            <summary><code>{first}</code>{size}</summary>
            <pre class="output" tabindex="0">{output}</pre>
        </details>
    }
    .into_any()
}

/// One row of the chat, built once per version; only a task call's fold button is reactive.
fn chat_row(row: ChatRow, place: Place, work: Option<Fold>) -> AnyView {
    let nested = !place.within.is_empty();
    let view = chat_row_body(row, &place.agent, work);
    if nested {
        view! { <div class="sub-work" style:--depth=place.within.len().to_string()>{view}</div> }
            .into_any()
    } else {
        view
    }
}

fn chat_row_body(row: ChatRow, agent: &str, work: Option<Fold>) -> AnyView {
    let agent = agent.to_string();
    match row {
        ChatRow::User {
            client,
            text,
            queued,
        } => {
            let who = if client == 1 {
                "You".to_string()
            } else {
                format!("Client {client}")
            };
            let waiting = if queued {
                " (waiting for the next turn)"
            } else {
                ""
            };
            view! {
                <div class="msg user">
                    <span class="who">{who}{waiting}</span>
                    <p class="text">{text}</p>
                </div>
            }
            .into_any()
        }
        ChatRow::Assistant { text, writing } => {
            let (class, note) = match writing {
                Writing::Streaming => ("msg assistant streaming", " (writing…)"),
                Writing::Done => ("msg assistant", ""),
                Writing::Broken => (
                    "msg assistant broken",
                    " (the stream broke: this attempt is dropped)",
                ),
                Writing::Stopped => ("msg assistant stopped", " (stopped)"),
                Writing::Cut => (
                    "msg assistant stopped",
                    " (cut short: the provider's token limit)",
                ),
            };
            view! {
                <div class=class>
                    <span class="who">{agent}{note}</span>
                    <p class="text">{text}</p>
                </div>
            }
            .into_any()
        }
        ChatRow::ToolCall {
            id,
            tool,
            input,
            state,
            handoff,
            duration_ms,
        } => {
            let (status, output, failed) = match state {
                CallState::Asked => ("asked for".to_string(), None, false),
                CallState::Running => ("running…".to_string(), None, false),
                CallState::WaitingForYou => ("waiting for your answer".to_string(), None, false),
                CallState::AskedYou => ("asked you first".to_string(), None, false),
                CallState::Done { output } => ("done".to_string(), Some(output), false),
                // Said as a person would: it did not run, or it ran and went wrong.
                CallState::Error { error, output } => {
                    let kind = if error.refused() { "not run" } else { "error" };
                    (format!("{kind}: {}", error_word(error)), Some(output), true)
                }
                CallState::Dropped => ("never ran: the reply broke".to_string(), None, true),
            };
            let first_line = input.lines().next().unwrap_or("").to_string();
            // A hand-off reads as one: to whom, and what it asks.
            let call = match handoff {
                Some(task) => view! {
                    <code class="call">{tool} " → " {task.agent}</code>
                    <p class="text handoff">{task.prompt}</p>
                }
                .into_any(),
                None => view! { <code class="call">{tool} "(" {first_line} ")"</code> }.into_any(),
            };
            view! {
                <div class="msg tool" class:failed=failed>
                    <span class="who">"tool call " <code>{id}</code> " · " {status}{duration_ms.map(|ms| format!(" · ran {}", crate::view::words::duration(ms)))}</span>
                    {call}
                    {work.map(Fold::toggle)}
                    {output.map(output_view)}
                </div>
            }
            .into_any()
        }
        ChatRow::Question { tool, state, .. } => {
            let outcome = match state {
                QuestionState::Open => String::new(),
                QuestionState::Answered(reply) => format!(" Answered: {}.", answer_words(reply)),
                QuestionState::Withdrawn => " You stopped the run instead of answering.".into(),
            };
            view! {
                <div class="msg question-note">
                    <span class="who">{agent} " asks"</span>
                    <p class="text">"May I run " <code>{tool}</code> "?" {outcome}</p>
                </div>
            }
            .into_any()
        }
        ChatRow::Notice { kind, text } => {
            let class = match kind {
                NoticeKind::Retry => "msg notice notice-retry",
                NoticeKind::Compacted => "msg notice notice-compacted",
                NoticeKind::Stopped => "msg notice notice-stopped",
                NoticeKind::Failed => "msg notice notice-failed",
                NoticeKind::Limit => "msg notice notice-limit",
                NoticeKind::Hook => "msg notice notice-hook",
            };
            view! { <p class=class>{text}</p> }.into_any()
        }
    }
}

/// The permission question with its three answers, enabled where the run waits on it.
#[component]
fn Question() -> impl IntoView {
    let page = expect_context::<Page>();
    let question = page.at_key(view::panel_keys::permission, view::permission);
    let live = page.at_step(view::waiting_for_you);
    let title = move || {
        question.with(|q| {
            q.as_ref().map_or(String::new(), |q| {
                let who = if q.subagent {
                    format!("{}, a sub-agent, asks: ", q.agent)
                } else {
                    String::new()
                };
                if q.input.is_empty() {
                    format!("{who}Allow {}?", q.tool)
                } else {
                    format!("{who}Allow {} with input \"{}\"?", q.tool, q.input)
                }
            })
        })
    };
    view! {
        <div class="question" role="group" aria-labelledby="question-title" hidden=move || question.with(Option::is_none)>
            <p id="question-title">{title}</p>
            <div class="answers">
                <button class="primary" disabled=move || !live.get() on:click=move |_| page.answer(Reply::Once)>"Allow once"</button>
                <button disabled=move || !live.get() on:click=move |_| page.answer(Reply::Always)>"Always allow"</button>
                <button class="danger" disabled=move || !live.get() on:click=move |_| page.answer(Reply::Decline)>"Deny"</button>
            </div>
        </div>
    }
}

/// The message box: type anything and send it through the same harness.
#[component]
fn Composer() -> impl IntoView {
    let page = expect_context::<Page>();
    let text = RwSignal::new(String::new());
    let draft = page.at_step(view::draft);
    let agent = page.at_step(view::agent_name);
    let send = move |ev: leptos::ev::SubmitEvent| {
        ev.prevent_default();
        let message = text.get_untracked();
        if message.trim().is_empty() {
            page.notice.set(Some("Type a message first.".into()));
            return;
        }
        page.send_text(&message);
        text.set(String::new());
    };
    view! {
        <p class="typing" hidden=move || draft.with(Option::is_none)>
            <span class="who">"You are typing"</span> " "
            <span class="text">{move || draft.get().unwrap_or_default()}</span>
        </p>
        <form class="composer" on:submit=send>
            <label for="message" class="visually-hidden">"Message"</label>
            <input
                id="message"
                type="text"
                autocomplete="off"
                maxlength="4000"
                placeholder=move || page.live.endpoint.with(|e| match e {
                    Some(e) => format!("Message {} (live)…", e.model),
                    None => format!("Message {}…", agent.get()),
                })
                prop:value=move || text.get()
                on:input=move |ev| text.set(event_target_value(&ev))
            />
            <button type="submit">"Send"</button>
        </form>
    }
}

/// The article's sample prompts, then the core's other scenarios.
#[component]
fn SamplePrompts() -> impl IntoView {
    let page = expect_context::<Page>();
    let cards = page.run.cards();
    let samples = page.run.sample_count();
    let (samples, more): (Vec<_>, Vec<_>) = cards.into_iter().partition(|c| c.index < samples);
    let shown = Memo::new(move |_| page.run.scenario_id());
    let pressed = move |id: String| {
        move || {
            shown
                .with(|s| s.as_deref() == Some(id.as_str()))
                .to_string()
        }
    };
    view! {
        <div class="samples" role="group" aria-label="Sample prompts">
            {samples
                .into_iter()
                .map(|c| {
                    let i = c.index;
                    view! {
                        <button class="sample" aria-pressed=pressed(c.id) on:click=move |_| page.pick(i)>
                            {c.prompt}
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
                    .map(|c| {
                        let i = c.index;
                        view! {
                            <li>
                                <button class="sample" aria-pressed=pressed(c.id) on:click=move |_| page.pick(i)>{c.title}</button>
                                <span class="desc">{c.description}</span>
                            </li>
                        }
                    })
                    .collect_view()}
            </ul>
        </details>
    }
}
