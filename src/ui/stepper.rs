//! The stepper: position, narration, the controls, the scrubber and the speed.

use leptos::ev::FocusEvent;
use leptos::html::Button;
use leptos::prelude::*;
use wasm_bindgen::JsCast;

use super::page::Page;
use super::player::{LOG_SPEEDUP, SPEEDS};
use super::predict::{PredictBox, PredictSwitch};
use super::share::ShareTools;
use crate::t;
use crate::ui::lang::tr;
use crate::view::chapters::StepBy;
use crate::view::{self, words::percent, Mark};

/// Past this many steps a phone's More controls offer Step by too: a run this long is a real
/// one, stepped by request or prompt.
const LONG_RUN: usize = 200;

/// "k / N", the narration of the current step, and every control.
#[component]
pub fn Stepper() -> impl IntoView {
    let page = expect_context::<Page>();
    let player = page.player;
    let total = page.at_step(|t, _| t.steps.len());
    let position = move || {
        let total = total.get();
        t!(
            "stepper-position",
            k = (player.step.get() + 1).min(total),
            n = total
        )
    };
    let narration = page.at_step(view::narrate);
    let waiting = page.at_step(|t, i| t.waits_at(i));
    let clock = page.at_step(|t, i| t.time(i).map(view::words::clock).unwrap_or_default());
    let at_start = move || player.step.get() == 0;
    let at_end = move || player.step.get() + 1 >= total.get();
    let playing = move || player.playing.get();
    // On a phone the toolbar is a bar at the bottom with the four controls used at every step;
    // this opens a second row with the rest.
    let more = RwSignal::new(false);
    let echo = {
        let (derived, step) = (page.run.derived, player.step);
        Memo::new(move |_| {
            derived.with(|d| {
                d.as_ref()
                    .and_then(|d| d.chat.echo(step.get()))
                    .unwrap_or_default()
            })
        })
    };
    let play_button = NodeRef::<Button>::new();
    let back_button = NodeRef::<Button>::new();
    let forward_button = NodeRef::<Button>::new();
    // A focused button that becomes disabled (Step forward at the last step) drops the focus to
    // the page; hand it to the button going the other way, so the keyboard user stays put.
    let keep_focus = move |ev: FocusEvent| {
        let Some(left) = ev
            .target()
            .and_then(|t| t.dyn_into::<web_sys::HtmlButtonElement>().ok())
        else {
            return;
        };
        if ev.related_target().is_some() || !left.disabled() {
            return;
        }
        let toward_end = left.get_attribute("data-toward") == Some("end".into());
        let other = if toward_end {
            back_button
        } else {
            forward_button
        };
        let next = other
            .get_untracked()
            .filter(|b| !b.disabled())
            .or_else(|| play_button.get_untracked());
        if let Some(next) = next {
            let _ = next.focus();
        }
    };
    view! {
        // A fragment, not a wrapper: the toolbar must be a child of the pane to stay sticky in it.
        <>
            <div class="controls" class:more-open=move || more.get() class:long-run=move || { total.get() > LONG_RUN } role="toolbar" aria-label=tr("stepper") aria-controls="narration" on:focusout=keep_focus>
                <button class="play primary" node_ref=play_button on:click=move |_| player.toggle() aria-keyshortcuts="Space">
                    <span aria-hidden="true" class="icon">{move || if playing() { "❚❚" } else { "▶" }}</span>
                    {move || if playing() { t!("pause") } else { t!("play") }}
                </button>
                <button class="rare" on:click=move |_| player.first() disabled=at_start data-toward="start" aria-keyshortcuts="Home" title=tr("first-step-key")>
                    <span aria-hidden="true" class="icon">"«"</span><span class="visually-hidden">{tr("first-step")}</span>
                </button>
                <button class="step back" node_ref=back_button on:click=move |_| player.step_back() disabled=at_start data-toward="start" aria-keyshortcuts="ArrowLeft">
                    <span aria-hidden="true" class="icon">"◀"</span><span class="label">{tr("step-back")}</span>
                </button>
                <button class="step" node_ref=forward_button on:click=move |_| player.step_forward() disabled=at_end data-toward="end" aria-keyshortcuts="ArrowRight">
                    <span class="label">{tr("step-forward")}</span><span aria-hidden="true" class="icon">"▶"</span>
                </button>
                <button class="rare" on:click=move |_| player.last() disabled=at_end data-toward="end" aria-keyshortcuts="End" title=tr("last-step-key")>
                    <span aria-hidden="true" class="icon">"»"</span><span class="visually-hidden">{tr("last-step")}</span>
                </button>
                <button class="rare" on:click=move |_| page.reset()>
                    <span aria-hidden="true" class="icon">"↺"</span>{tr("reset")}
                </button>
                <Speed />
                <StepByControl />
                <ChapterJump />
                <span class="position">{position}</span>
                <span class="clock" title=tr("clock-title") hidden=move || clock.with(String::is_empty)>{move || clock.get()}</span>
                <button class="more-toggle" aria-expanded=move || more.get().to_string() on:click=move |_| more.update(|m| *m = !*m)>
                    <span aria-hidden="true" class="icon">"⋯"</span><span class="visually-hidden">{tr("more-controls")}</span>
                </button>
            </div>
            <Scrubber />
            // Spoken when stepping by hand, quiet while playing so it does not talk over itself.
            <p id="narration" class="narration" class:long=move || narration.with(|t| view::words::narration_length(t) == "long") class:longer=move || narration.with(|t| view::words::narration_length(t) == "longer") aria-live=move || if playing() { "off" } else { "polite" }>
                {move || narration.with(|text| view::words::code_spans(text).into_iter().map(|(code, piece)| {
                    let piece = piece.to_string();
                    if code { view! { <code>{piece}</code> }.into_any() } else { piece.into_any() }
                }).collect_view())}
            </p>
            // The run's end here is a pause: it goes on once the question is answered.
            <p class="waiting" hidden=move || !waiting.get()>
                <span class="waiting-long">{tr("waiting-for-answer")}</span>
                <span class="waiting-short">{tr("waiting-for-answer-short")}</span>
                " "
                <button type="button" on:click=move |_| go_to_question()>{tr("go-to-question")}</button>
            </p>
            <PredictBox />
            // The newest chat line, for a phone where the chat is above, out of view. The chat
            // itself is what screen readers follow.
            <p class="echo" aria-hidden="true" hidden=move || echo.with(String::is_empty)>{move || echo.get()}</p>
            <Notice />
        </>
    }
}

/// Copy, export, load and the keyboard help: under the diagram, out of the way of stepping.
#[component]
pub fn ToolsRow() -> impl IntoView {
    view! {
        <div class="tools-row">
            <PredictSwitch />
            <ShareTools />
        </div>
    }
}

/// "Step by": event, llm request or user prompt, and where the step shown is in those units.
#[component]
fn StepByControl() -> impl IntoView {
    let page = expect_context::<Page>();
    let player = page.player;
    let unit = move || {
        let by = player.by.get();
        if by == StepBy::Event {
            return String::new();
        }
        let step = player.step.get();
        page.run.derived.with(|d| {
            d.as_ref().map_or(String::new(), |d| {
                let (k, n) = d.units.position(by, step);
                t!("step-by-position", unit = by.unit(), k = k, n = n)
            })
        })
    };
    view! {
        <label class="step-by rare">
            {tr("step-by")} " "
            <select on:change=move |ev| {
                if let Some(by) = StepBy::parse(&event_target_value(&ev)) {
                    player.by.set(by);
                }
            }>
                {StepBy::ALL
                    .into_iter()
                    .map(|b| view! { <option value=b.label() selected=move || player.by.get() == b>{move || t!("step-by-option", unit = b.unit())}</option> })
                    .collect_view()}
            </select>
            <span class="unit" aria-live="polite">{unit}</span>
        </label>
    }
}

/// Jumps to a chapter of the run: each prompt, sub-agent, compaction and trouble; shown when a
/// run has more than one.
#[component]
fn ChapterJump() -> impl IntoView {
    let page = expect_context::<Page>();
    let player = page.player;
    let chapters = Memo::new(move |_| {
        page.run.derived.with(|d| {
            d.as_ref().map_or_else(Vec::new, |d| {
                d.chapters
                    .iter()
                    .map(|c| (c.step, c.label.clone()))
                    .collect::<Vec<_>>()
            })
        })
    });
    // The chapter the step shown is in.
    let current = move || {
        let step = player.step.get();
        chapters.with(|c| {
            c.iter()
                .rev()
                .find(|(s, _)| *s <= step)
                .map(|(s, _)| s.to_string())
                .unwrap_or_default()
        })
    };
    view! {
        <label class="chapter rare" hidden=move || chapters.with(|c| c.len() < 2)>
            {tr("chapter")} " "
            <select
                prop:value=current
                on:change=move |ev| {
                    if let Ok(step) = event_target_value(&ev).parse::<usize>() {
                        player.pause();
                        player.go_to(step);
                    }
                }
            >
                <option value="" disabled=true>{tr("chapter-jump")}</option>
                {move || chapters.with(|c| c.iter().map(|(step, label)| {
                    view! { <option value=step.to_string()>{format!("{}: {label}", step + 1)}</option> }
                }).collect_view())}
            </select>
        </label>
    }
}

/// Play speed: 0.5×, 1×, 2×, and for a recorded run its own pace.
#[component]
fn Speed() -> impl IntoView {
    let page = expect_context::<Page>();
    let player = page.player;
    let dated = page.at_step(|t, _| t.time(0).is_some());
    // A run without times has no pace of its own to follow.
    Effect::new(move |_| {
        if !dated.get() && player.log_pace.get_untracked() {
            player.set_speed(player.step_ms.get_untracked());
        }
    });
    // One choice, not four buttons: the speed is set once, not at every step.
    let chosen = move || {
        if player.log_pace.get() {
            "log".to_string()
        } else {
            player.step_ms.get().to_string()
        }
    };
    let choose = move |ev: leptos::ev::Event| match event_target_value(&ev).as_str() {
        "log" => player.set_log_pace(),
        ms => {
            if let Ok(ms) = ms.parse::<u32>() {
                player.set_speed(ms);
            }
        }
    };
    view! {
        <label class="speed rare">
            <span class="speed-word">{tr("speed")} " "</span>
            <select on:change=choose>
                {SPEEDS
                    .into_iter()
                    .map(|(label, ms)| {
                        let ms = ms.to_string();
                        let on = ms.clone();
                        view! { <option value=ms selected=move || chosen() == on>{label}</option> }
                    })
                    .collect_view()}
                // A recorded run can play as it happened, ten times faster.
                <option value="log" selected=move || chosen() == "log" hidden=move || !dated.get() disabled=move || !dated.get() title=move || t!("log-pace-title", n = LOG_SPEEDUP)>
                    {move || t!("log-pace", n = LOG_SPEEDUP)}
                </option>
            </select>
        </label>
    }
}

/// A native range input over the steps, with ticks at llm calls, tool runs, questions and
/// trouble.
#[component]
fn Scrubber() -> impl IntoView {
    let page = expect_context::<Page>();
    let player = page.player;
    let total = page.at_step(|t, _| t.steps.len().max(1));
    let value_text = page.at_step(view::step_text);
    let derived = page.run.derived;
    // Drawn per run, not per step.
    let ticks = move || {
        derived.with(|d| {
            d.as_ref().map_or_else(Vec::new, |d| {
                let last = d.trace.steps.len().saturating_sub(1).max(1) as u64;
                d.marks
                    .iter()
                    .map(|(i, mark)| {
                        let class = match mark {
                            Mark::LlmCall => "tick tick-llm",
                            Mark::ToolCall => "tick tick-tool",
                            Mark::Question => "tick tick-question",
                            Mark::Trouble => "tick tick-trouble",
                            Mark::SubAgent => "tick tick-subagent",
                        };
                        let style = format!("left: {}", percent(*i as u64, last));
                        view! { <span class=class style=style></span> }
                    })
                    .collect_view()
            })
        })
    };
    view! {
        <div class="scrubber">
            <label for="scrubber" class="visually-hidden">{tr("scrubber")}</label>
            <input
                id="scrubber"
                type="range"
                min="1"
                max=move || total.get().to_string()
                prop:value=move || (player.step.get() + 1).to_string()
                aria-valuetext=move || value_text.get()
                on:input=move |ev| {
                    player.pause();
                    if let Ok(n) = event_target_value(&ev).parse::<usize>() {
                        player.go_to(n.saturating_sub(1));
                    }
                }
            />
            <div class="ticks" aria-hidden="true">{ticks}</div>
            <p class="legend" aria-hidden="true">
                <span class="tick-key tick-llm"></span>{tr("tick-llm")} " "
                <span class="tick-key tick-tool"></span>{tr("tick-tool")} " "
                <span class="tick-key tick-question"></span>{tr("tick-question")} " "
                <span class="tick-key tick-trouble"></span>{tr("tick-trouble")} " "
                <span class="tick-key tick-subagent"></span>{tr("tick-subagent")}
            </p>
        </div>
    }
}

/// A short message about a bad link or file; dismissable.
#[component]
fn Notice() -> impl IntoView {
    let page = expect_context::<Page>();
    move || {
        page.notice.get().map(|text| {
            view! {
                <div class="notice" role="status">
                    <span>{text}</span>
                    <button class="small" on:click=move |_| page.notice.set(None)>{tr("dismiss")}</button>
                </div>
            }
        })
    }
}

/// Brings the permission question into view and puts the keyboard on its first answer.
fn go_to_question() {
    let Some(document) = web_sys::window().and_then(|w| w.document()) else {
        return;
    };
    let first = document
        .query_selector(".question .answers button:not([disabled])")
        .ok()
        .flatten()
        .and_then(|b| b.dyn_into::<web_sys::HtmlElement>().ok());
    if let Some(button) = first {
        button.scroll_into_view_with_bool(false);
        let _ = button.focus();
    }
}
