//! The diagram of the moving parts, with the current step's message drawn as an arrow. Its
//! geometry is the view model's (`view::diagram`), shared with the downloaded figure.

use leptos::prelude::*;
use wasm_bindgen::closure::Closure;
use wasm_bindgen::JsCast;

use super::page::Page;
use crate::t;
use crate::ui::lang::tr;
use crate::view;
use crate::view::diagram::{self, At, Layout, BOX_H, BOX_W, PARTS};
use crate::view::words_of_the_core::Part;

/// Whether the screen is narrow, following the browser's media query as it changes.
fn narrow_screen() -> ReadSignal<bool> {
    let (narrow, set_narrow) = signal(false);
    let query = web_sys::window().and_then(|w| w.match_media("(max-width: 600px)").ok().flatten());
    if let Some(query) = query {
        set_narrow.set(query.matches());
        let listener = Closure::<dyn Fn(web_sys::MediaQueryListEvent)>::new(
            move |e: web_sys::MediaQueryListEvent| {
                set_narrow.set(e.matches());
            },
        );
        let _ = query.add_event_listener_with_callback("change", listener.as_ref().unchecked_ref());
        // The page never unmounts; the listener lives as long as it does.
        listener.forget();
    }
    narrow
}

/// The six parts (seven with a second client), the sub-agents' lane when the run has one, and
/// the current message.
#[component]
pub fn Diagram() -> impl IntoView {
    let page = expect_context::<Page>();
    let narrow = narrow_screen();
    let layout = move || {
        if narrow.get() {
            Layout::Narrow
        } else {
            Layout::Wide
        }
    };
    let two_clients = Memo::new(move |_| page.run.has_second_client());
    let hooks = Memo::new(move |_| {
        page.run
            .derived
            .with(|d| d.as_ref().is_some_and(|d| diagram::has_hooks(&d.trace)))
    });
    let lanes = Memo::new(move |_| {
        page.run
            .derived
            .with(|d| d.as_ref().is_some_and(|d| view::has_subagents(&d.trace)))
    });
    let message = page.at_step(view::message);
    let position = page.at_step(|t, i| i.min(t.steps.len().saturating_sub(1)) + 1);
    // The message's ends only: each part asks on every step, the label need not be copied.
    let ends = Memo::new(move |_| message.with(|m| m.as_ref().map(diagram::ends)));
    let lane_name = Memo::new(move |_| message.with(|m| m.as_ref().and_then(|m| m.lane.clone())));
    let active = move |at: At| diagram::active(ends.get(), at);
    let description = move || message.with(|m| diagram::describe(m.as_ref()));
    // The arrow lives in its own layer, made anew each step so its fade-in restarts; only its
    // opacity animates, which the compositor does without restyling the page.
    let arrow = move || {
        let layout = layout();
        let view_box = layout.view_box(lanes.get());
        let ends = ends.get();
        message.get().zip(ends).filter(|(m, _)| m.from != m.to).map(|(m, (from, to))| {
            let (path, lx, ly) = layout.arrow(from, to, &m.label);
            view! {
                <svg class="message" viewBox=view_box aria-hidden="true" data-step=position.get_untracked()>
                    <defs>
                        <marker id="head" viewBox="0 0 10 10" refX="8" refY="5" markerWidth="7" markerHeight="7" orient="auto-start-reverse">
                            <path d="M 0 0 L 10 5 L 0 10 z" class="arrowhead"></path>
                        </marker>
                    </defs>
                    <path d=path class="arrow" marker-end="url(#head)"></path>
                    <text x=lx y=ly text-anchor="middle" class="arrow-label">{m.label}</text>
                </svg>
            }
        })
    };
    let frame = move || layout().lane();
    view! {
        // Not focusable: it never scrolls, and its caption is read in the page's flow.
        <figure class="diagram">
            <div class="canvas" class:narrow=move || narrow.get() class:lanes=move || lanes.get()>
                // The caption says in words what the drawing shows, so the drawing itself is
                // hidden from screen readers rather than named twice.
                <svg class="parts" viewBox=move || layout().view_box(lanes.get()) aria-hidden="true">
                    <g class="lane" class:active=move || lane_name.with(Option::is_some) display=move || if lanes.get() { "inline" } else { "none" }>
                        <rect x=move || frame().0.0 y=move || frame().0.1 width=move || frame().0.2 height=move || frame().0.3 rx="10"></rect>
                        <text x=move || frame().1.0 y=move || frame().1.1 class="lane-name">
                            {move || lane_name.get().map_or_else(|| t!("diagram-lane-empty"), |l| t!("diagram-lane", lane = l))}
                        </text>
                    </g>
                    {PARTS
                        .into_iter()
                        .map(|(at, _)| {
                            let place = move || layout().place(at);
                            let shown = move || diagram::shown(at, two_clients.get(), hooks.get(), lanes.get());
                            view! {
                                <g class="part" class:hooks-part=at.0 == Part::Hooks class:active=move || active(at) display=move || if shown() { "inline" } else { "none" }>
                                    <title>{move || diagram::meaning(at.0)}</title>
                                    <rect x=move || place().0 - BOX_W / 2 y=move || place().1 - BOX_H / 2 width=BOX_W height=BOX_H rx="8"></rect>
                                    <text x=move || place().0 y=move || place().1 + 5 text-anchor="middle" class=move || diagram::fit(&diagram::part_name(at.0))>{move || diagram::part_name(at.0)}</text>
                                </g>
                            }
                        })
                        .collect_view()}
                </svg>
                {arrow}
            </div>
            <figcaption>{description}</figcaption>
        </figure>
        // The same sentences as the parts' hover titles, for keyboards and touch.
        <details class="part-meanings">
            <summary>{tr("diagram-part-meanings")}</summary>
            <dl>
                {[Part::Client { id: 1 }, Part::SessionApi, Part::Coordinator, Part::Runner, Part::Llm, Part::Tools, Part::Hooks]
                    .into_iter()
                    .map(|part| view! { <dt>{move || diagram::part_name(part)}</dt> <dd>{move || diagram::meaning(part)}</dd> })
                    .collect_view()}
            </dl>
        </details>
    }
}
