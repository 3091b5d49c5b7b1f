//! The stepper: position, narration and the play / step / reset controls.

use leptos::prelude::*;

use super::state::AppState;

/// "k / N", the narration of the current step, and the controls.
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
    view! {
        <div class="stepper">
            <div class="controls" role="toolbar" aria-label="Stepper" aria-controls="narration">
                <button class="play primary" on:click=move |_| state.toggle_play() aria-keyshortcuts="Space">
                    <span aria-hidden="true" class="icon">{move || if playing() { "❚❚" } else { "▶" }}</span>
                    {move || if playing() { "Pause" } else { "Play" }}
                </button>
                <button on:click=move |_| state.step_back() disabled=at_start aria-keyshortcuts="ArrowLeft">
                    <span aria-hidden="true" class="icon">"◀"</span>"Step back"
                </button>
                <button on:click=move |_| state.step_forward() disabled=at_end aria-keyshortcuts="ArrowRight">
                    "Step forward"<span aria-hidden="true" class="icon">"▶"</span>
                </button>
                <button on:click=move |_| state.reset()>
                    <span aria-hidden="true" class="icon">"↺"</span>"Reset"
                </button>
                <span class="position" aria-label=move || format!("step {}", position())>{position}</span>
            </div>
            // Spoken when stepping by hand, quiet while playing so it does not talk over itself.
            <p id="narration" class="narration" aria-live=move || if playing() { "off" } else { "polite" }>
                {narration}
            </p>
        </div>
    }
}
