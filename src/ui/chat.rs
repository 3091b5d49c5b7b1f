//! The left pane: the chat as the user sees it, the permission question, the message box and
//! the sample prompts.

use leptos::prelude::*;
use leptos::tachys::view::keyed::keyed;

use super::live_dialog::LiveDialog;
use super::page::Page;
use crate::t;
use crate::ui::lang::tr;
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
            <h2 id="sees-title">{tr("chat-pane-title")}</h2>
            <div class="chat">
                <div class="chat-head">
                    <span class="agent-name">{move || agent.get()}</span>
                    <span class="model" hidden=move || !page.live.is_on()>
                        {move || page.live.endpoint.with(|e| e.as_ref().map(|e| t!("chat-live-model", model = &e.model)).unwrap_or_default())}
                    </span>
                    <span class="status" class:running=running role="status">
                        <span class="dot" aria-hidden="true"></span>
                        {move || t!("chat-status", status = status.get())}
                    </span>
                    <button
                        class="small danger stop"
                        hidden=move || !running()
                        aria-keyshortcuts="Escape"
                        title=tr("chat-stop-title")
                        on:click=move |_| page.stop()
                    >
                        <span aria-hidden="true" class="icon">"■"</span>
                        {tr("chat-stop")}
                    </button>
                </div>
                <Messages />
                <Question />
                <Composer />
            </div>
            <div class="live-row">
                <LiveDialog />
                <button class="small" hidden=move || !page.live.is_on() on:click=move |_| page.leave_live()>{tr("chat-scripted-replies")}</button>
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
        <div class="messages" role="log" aria-label=tr("chat-conversation") tabindex="0">
            <div class="rows">
                {move || rows.with(Vec::is_empty).then(|| view! {
                    <p class="hint">{tr("chat-hint")}</p>
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
                let (agent, session, n) = (&work.agent, &work.session, rows());
                if open() {
                    t!("chat-fold-hide", agent = agent, session = session, n = n)
                } else {
                    t!("chat-fold-show", agent = agent, session = session, n = n)
                }
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
    let chars = output.chars().count();
    let size = move || format!(" {}", t!("chat-output-size", lines = lines, chars = chars));
    view! {
        <details class="output-fold">
            <summary><code>{first}</code>{size}</summary>
            <pre class="output" tabindex="0">{output}</pre>
        </details>
    }
    .into_any()
}

/// One row of the chat, built once per version; only its words (which follow the language) and
/// a task call's fold button are reactive.
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

/// Where an element goes in a message that has one inside it (`May I run { $tool }?`, the tool
/// as code): passed as the message's argument, then cut at.
const MARK: &str = "\u{1}";

/// A message made with `MARK` for its element: the text before the element and after it, so
/// a translation may put the element anywhere in its sentence.
fn around(text: String) -> (String, String) {
    match text.split_once(MARK) {
        Some((before, after)) => (before.to_string(), after.to_string()),
        None => (text, String::new()),
    }
}

/// How a tool call stands, in the chat's words.
fn call_status(state: &CallState) -> String {
    match state {
        CallState::Asked => t!("chat-call-asked"),
        CallState::Running => t!("chat-call-running"),
        CallState::WaitingForYou => t!("chat-call-waiting"),
        CallState::AskedYou => t!("chat-call-asked-you-first"),
        CallState::Done { .. } => t!("chat-call-done"),
        // Said as a person would: it did not run, or it ran and went wrong.
        CallState::Error { error, .. } if error.refused() => {
            t!("chat-call-not-run", error = error_word(*error))
        }
        CallState::Error { error, .. } => t!("chat-call-error", error = error_word(*error)),
        CallState::Dropped => t!("chat-call-dropped"),
    }
}

/// What a reply's header says of it besides whose it is, after a space; empty once done.
fn writing_note(writing: Writing) -> String {
    let note = match writing {
        Writing::Streaming => t!("chat-reply-writing"),
        Writing::Done => return String::new(),
        Writing::Broken => t!("chat-reply-broken"),
        Writing::Stopped => t!("chat-reply-stopped"),
        Writing::Cut => t!("chat-reply-cut"),
    };
    format!(" {note}")
}

fn chat_row_body(row: ChatRow, agent: &str, work: Option<Fold>) -> AnyView {
    let agent = agent.to_string();
    match row {
        ChatRow::User {
            client,
            text,
            queued,
        } => {
            let who = move || {
                if client == 1 {
                    t!("chat-who-you")
                } else {
                    t!("chat-who-client", client = u64::from(client))
                }
            };
            let waiting = move || {
                if queued {
                    format!(" {}", t!("chat-who-queued"))
                } else {
                    String::new()
                }
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
            let class = match writing {
                Writing::Streaming => "msg assistant streaming",
                Writing::Done => "msg assistant",
                Writing::Broken => "msg assistant broken",
                Writing::Stopped | Writing::Cut => "msg assistant stopped",
            };
            view! {
                <div class=class>
                    <span class="who">{agent}{move || writing_note(writing)}</span>
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
            let failed = matches!(state, CallState::Error { .. } | CallState::Dropped);
            // The state's words without the output, which is shown below them.
            let (shown, output) = match state {
                CallState::Done { output } => (
                    CallState::Done {
                        output: String::new(),
                    },
                    Some(output),
                ),
                CallState::Error { error, output } => (
                    CallState::Error {
                        error,
                        output: String::new(),
                    },
                    Some(output),
                ),
                other => (other, None),
            };
            let status = move || call_status(&shown);
            let ran = move || {
                duration_ms.map(|ms| {
                    format!(
                        " · {}",
                        t!("chat-tool-ran", duration = crate::view::words::duration(ms))
                    )
                })
            };
            let label = move || around(t!("chat-tool-call", id = MARK));
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
                    <span class="who">{move || label().0} <code>{id}</code> {move || label().1} " · " {status}{ran}</span>
                    {call}
                    {work.map(Fold::toggle)}
                    {output.map(output_view)}
                </div>
            }
            .into_any()
        }
        ChatRow::Question { tool, state, .. } => {
            let text = move || {
                around(match state {
                    QuestionState::Open => t!("chat-question-open", tool = MARK),
                    QuestionState::Answered(reply) => t!(
                        "chat-question-answered",
                        tool = MARK,
                        answer = answer_words(reply)
                    ),
                    QuestionState::Withdrawn => t!("chat-question-withdrawn", tool = MARK),
                })
            };
            view! {
                <div class="msg question-note">
                    <span class="who">{move || t!("chat-question-who", agent = &agent)}</span>
                    <p class="text">{move || text().0} <code>{tool}</code> {move || text().1}</p>
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
            q.as_ref()
                .map_or(String::new(), |q| match (q.subagent, q.input.is_empty()) {
                    (false, true) => t!("chat-allow", tool = &q.tool),
                    (false, false) => t!("chat-allow-input", tool = &q.tool, input = &q.input),
                    (true, true) => t!("chat-allow-subagent", agent = &q.agent, tool = &q.tool),
                    (true, false) => t!(
                        "chat-allow-subagent-input",
                        agent = &q.agent,
                        tool = &q.tool,
                        input = &q.input
                    ),
                })
        })
    };
    view! {
        <div class="question" role="group" aria-labelledby="question-title" hidden=move || question.with(Option::is_none)>
            <p id="question-title">{title}</p>
            <div class="answers">
                <button class="primary" disabled=move || !live.get() on:click=move |_| page.answer(Reply::Once)>{tr("chat-allow-once")}</button>
                <button disabled=move || !live.get() on:click=move |_| page.answer(Reply::Always)>{tr("chat-always-allow")}</button>
                <button class="danger" disabled=move || !live.get() on:click=move |_| page.answer(Reply::Decline)>{tr("chat-deny")}</button>
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
            page.notice.set(Some(t!("chat-type-first")));
            return;
        }
        page.send_text(&message);
        text.set(String::new());
    };
    view! {
        <p class="typing" hidden=move || draft.with(Option::is_none)>
            <span class="who">{tr("chat-you-are-typing")}</span> " "
            <span class="text">{move || draft.get().unwrap_or_default()}</span>
        </p>
        <form class="composer" on:submit=send>
            <label for="message" class="visually-hidden">{tr("chat-message")}</label>
            <input
                id="message"
                type="text"
                autocomplete="off"
                maxlength="4000"
                placeholder=move || page.live.endpoint.with(|e| match e {
                    Some(e) => t!("chat-placeholder-live", model = &e.model),
                    None => t!("chat-placeholder", agent = agent.get()),
                })
                prop:value=move || text.get()
                on:input=move |ev| text.set(event_target_value(&ev))
            />
            <button type="submit">{tr("chat-send")}</button>
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
        <div class="samples" role="group" aria-label=tr("chat-sample-prompts")>
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
            <summary>{tr("chat-more-scenarios")}</summary>
            <ul class="more-list" aria-label=tr("chat-more-scenarios")>
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
