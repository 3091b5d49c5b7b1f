//! The stepper: position, narration, the controls, the scrubber and the speed.

use leptos::ev::FocusEvent;
use leptos::html::Button;
use leptos::prelude::*;
use wasm_bindgen::JsCast;

use super::keys::HelpDialog;
use super::share::ShareTools;
use super::state::{AppState, SPEEDS};
use crate::view::{marks, percent, step_text, Mark};

/// "k / N", the narration of the current step, and every control.
#[component]
pub fn Stepper() -> impl IntoView {
    let state = expect_context::<AppState>();
    let position = move || {
        state.current.with(|v| {
            v.as_ref().map_or("0 / 0".to_string(), |v| {
                format!("{} / {}", v.position, v.total)
            })
        })
    };
    let narration = move || {
        state
            .current
            .with(|v| v.as_ref().map(|v| v.narration.clone()).unwrap_or_default())
    };
    let at_start = move || {
        state
            .current
            .with(|v| v.as_ref().is_none_or(|v| v.position == 1))
    };
    let at_end = move || state.current.with(|v| v.as_ref().is_none_or(|v| v.at_end));
    let playing = move || state.playing.get();
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
            <div class="controls" role="toolbar" aria-label="Stepper" aria-controls="narration" on:focusout=keep_focus>
                <button class="play primary" node_ref=play_button on:click=move |_| state.toggle_play() aria-keyshortcuts="Space">
                    <span aria-hidden="true" class="icon">{move || if playing() { "❚❚" } else { "▶" }}</span>
                    {move || if playing() { "Pause" } else { "Play" }}
                </button>
                <button on:click=move |_| state.first() disabled=at_start data-toward="start" aria-keyshortcuts="Home" title="First step (Home)">
                    <span aria-hidden="true" class="icon">"«"</span><span class="visually-hidden">"First step"</span>
                </button>
                <button node_ref=back_button on:click=move |_| state.step_back() disabled=at_start data-toward="start" aria-keyshortcuts="ArrowLeft">
                    <span aria-hidden="true" class="icon">"◀"</span>"Step back"
                </button>
                <button node_ref=forward_button on:click=move |_| state.step_forward() disabled=at_end data-toward="end" aria-keyshortcuts="ArrowRight">
                    "Step forward"<span aria-hidden="true" class="icon">"▶"</span>
                </button>
                <button on:click=move |_| state.last() disabled=at_end data-toward="end" aria-keyshortcuts="End" title="Last step (End)">
                    <span aria-hidden="true" class="icon">"»"</span><span class="visually-hidden">"Last step"</span>
                </button>
                <button on:click=move |_| state.reset()>
                    <span aria-hidden="true" class="icon">"↺"</span>"Reset"
                </button>
                <Speed />
                <span class="position">{position}</span>
            </div>
            <Scrubber />
            // Spoken when stepping by hand, quiet while playing so it does not talk over itself.
            <p id="narration" class="narration" aria-live=move || if playing() { "off" } else { "polite" }>
                {narration}
            </p>
            <Notice />
            <div class="tools-row">
                <ShareTools />
                <HelpDialog />
            </div>
        </>
    }
}

/// Play speed: 0.5×, 1×, 2×.
#[component]
fn Speed() -> impl IntoView {
    let state = expect_context::<AppState>();
    view! {
        <div class="speed" role="radiogroup" aria-label="Speed">
            {SPEEDS
                .into_iter()
                .map(|(label, ms)| {
                    view! {
                        <button
                            role="radio"
                            aria-checked=move || (state.step_ms.get() == ms).to_string()
                            on:click=move |_| state.set_speed(ms)
                        >
                            {label}
                        </button>
                    }
                })
                .collect_view()}
        </div>
    }
}

/// A native range input over the steps, with ticks at llm calls, tool runs and questions.
#[component]
fn Scrubber() -> impl IntoView {
    let state = expect_context::<AppState>();
    let total = move || state.current.with(|v| v.as_ref().map_or(1, |v| v.total));
    // With the run's last index: ticks change with the run, not with each step.
    let ticks = Memo::new(move |_| {
        state.trace.with(|t| {
            t.as_ref().map_or((Vec::new(), 1), |t| {
                (marks(&t.0), t.0.steps.len().saturating_sub(1).max(1) as u64)
            })
        })
    });
    let value_text = move || {
        state
            .current
            .with(|v| v.as_ref().map(step_text).unwrap_or_default())
    };
    view! {
        <div class="scrubber">
            <label for="scrubber" class="visually-hidden">"Step"</label>
            <input
                id="scrubber"
                type="range"
                min="1"
                max=move || total().to_string()
                prop:value=move || (state.step.get() + 1).to_string()
                aria-valuetext=value_text
                on:input=move |ev| {
                    state.pause();
                    if let Ok(n) = event_target_value(&ev).parse::<usize>() {
                        state.go_to(n.saturating_sub(1));
                    }
                }
            />
            <div class="ticks" aria-hidden="true">
                {move || {
                    let (ticks, last) = ticks.get();
                    ticks
                        .into_iter()
                        .map(|(i, mark)| {
                            let class = match mark {
                                Mark::LlmCall => "tick tick-llm",
                                Mark::ToolCall => "tick tick-tool",
                                Mark::Question => "tick tick-question",
                            };
                            view! { <span class=class style=format!("left: {}", percent(i as u64, last))></span> }
                        })
                        .collect_view()
                }}
            </div>
            <p class="legend" aria-hidden="true">
                <span class="tick-key tick-llm"></span>"llm call "
                <span class="tick-key tick-tool"></span>"tool run "
                <span class="tick-key tick-question"></span>"question"
            </p>
        </div>
    }
}

/// A short message about a bad link or file; dismissable.
#[component]
fn Notice() -> impl IntoView {
    let state = expect_context::<AppState>();
    move || {
        state.notice.get().map(|text| {
            view! {
                <div class="notice" role="status">
                    <span>{text}</span>
                    <button class="small" on:click=move |_| state.notice.set(None)>"Dismiss"</button>
                </div>
            }
        })
    }
}
