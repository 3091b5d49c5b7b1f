//! The diagram of the moving parts, with the current step's message drawn as an arrow.
//!
//! Two layouts: a row from client to llm on wide screens, and a compact grid on narrow ones so
//! a phone sees all six parts and the message at once, without scrolling sideways.

use leptos::prelude::*;
use wasm_bindgen::closure::Closure;
use wasm_bindgen::JsCast;

use super::page::Page;
use crate::view::words_of_the_core::Part;
use crate::view::{self, MessageView};

// Whole SVG units: formatting integers keeps float printing out of the wasm.
const BOX_W: i32 = 104;
const BOX_H: i32 = 40;

/// Where the diagram is drawn, and how big its canvas is.
#[derive(Clone, Copy, PartialEq, Eq)]
enum Layout {
    /// 660 × 230: the request path left to right, tools under the runner, a second client
    /// under the first.
    Wide,
    /// 350 × 280: client, session API, coordinator on top; second client, llm, runner below;
    /// tools under the runner.
    Narrow,
}

impl Layout {
    fn view_box(self) -> &'static str {
        match self {
            Layout::Wide => "0 0 660 230",
            Layout::Narrow => "0 0 350 280",
        }
    }

    /// A part's centre.
    fn place(self, part: Part) -> (i32, i32) {
        match (self, part) {
            (Layout::Wide, Part::Client { id: 1 } | Part::Clients) => (60, 100),
            (Layout::Wide, Part::Client { .. }) => (60, 200),
            (Layout::Wide, Part::SessionApi) => (195, 100),
            (Layout::Wide, Part::Coordinator) => (330, 100),
            (Layout::Wide, Part::Runner) => (465, 100),
            (Layout::Wide, Part::Llm) => (600, 100),
            (Layout::Wide, Part::Tools) => (465, 200),
            (Layout::Narrow, Part::Client { id: 1 } | Part::Clients) => (60, 60),
            (Layout::Narrow, Part::Client { .. }) => (60, 155),
            (Layout::Narrow, Part::SessionApi) => (175, 60),
            (Layout::Narrow, Part::Coordinator) => (290, 60),
            (Layout::Narrow, Part::Llm) => (175, 155),
            (Layout::Narrow, Part::Runner) => (290, 155),
            (Layout::Narrow, Part::Tools) => (290, 245),
        }
    }

    /// The SVG path of an arrow from one part to another and where its label goes: straight
    /// between neighbours, curved over the parts in between on longer ways.
    fn arrow(self, from: Part, to: Part) -> (String, i32, i32) {
        let (x1, y1) = self.place(from);
        let (x2, y2) = self.place(to);
        let (dx, dy) = (x2 - x1, y2 - y1);
        if dy == 0 {
            let dir = dx.signum();
            if dx.abs() > 150 {
                // The long way along a row: arc above the parts in between.
                let top = y1 - BOX_H / 2;
                let lift = if self == Layout::Wide { 60 } else { 34 };
                let path = format!(
                    "M {x1} {top} C {x1} {} {x2} {} {x2} {}",
                    top - lift,
                    top - lift,
                    top - 4
                );
                return (path, (x1 + x2) / 2, top - lift + 8);
            }
            let (sx, ex) = (x1 + dir * BOX_W / 2, x2 - dir * (BOX_W / 2 + 4));
            return (format!("M {sx} {y1} L {ex} {y2}"), (x1 + x2) / 2, y1 - 30);
        }
        // Between rows: leave from the bottom or top edge, arrive at the other.
        let dir = dy.signum();
        let sy = y1 + dir * BOX_H / 2;
        let ey = y2 - dir * (BOX_H / 2 + 4);
        let mid = (sy + ey) / 2;
        let path = format!("M {x1} {sy} C {x1} {mid} {x2} {mid} {x2} {ey}");
        let label_x = if dx == 0 { x1 + 8 } else { (x1 + x2) / 2 };
        (path, label_x, mid + 4)
    }
}

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

/// The six parts (seven with a second client) and the current message.
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
    let message = page.at_step(view::message);
    let position = page.at_step(|t, i| i.min(t.steps.len().saturating_sub(1)) + 1);
    // The message's ends only: each part asks on every step, the label need not be copied.
    let ends = Memo::new(move |_| message.with(|m| m.as_ref().map(|m| (m.from, m.to))));
    let active = move |part: Part| {
        ends.get().is_some_and(|(from, to)| {
            let same = |p: Part| {
                p == part || (p == Part::Clients && matches!(part, Part::Client { id: 1 }))
            };
            same(from) || same(to) || (to == Part::Clients && matches!(part, Part::Client { .. }))
        })
    };
    // Built once, the second client included and hidden when the run has none.
    let parts = [
        (Part::Client { id: 1 }, "client"),
        (Part::SessionApi, "session API"),
        (Part::Coordinator, "coordinator"),
        (Part::Runner, "runner"),
        (Part::Tools, "tools"),
        (Part::Llm, "llm"),
        (Part::Client { id: 2 }, "client 2"),
    ];
    let description = move || {
        message.with(|m| match m {
            None => "No message yet.".to_string(),
            Some(MessageView { from, to, label }) if from == to => {
                format!("Inside the {}: {label}", from.name())
            }
            Some(MessageView { from, to, label }) => {
                format!("{} sends {label} to the {}", from.name(), to.name())
            }
        })
    };
    // The arrow lives in its own layer, made anew each step so its fade-in restarts; only its
    // opacity animates, which the compositor does without restyling the page.
    let arrow = move || {
        let layout = layout();
        message.get().filter(|m| m.from != m.to).map(|m| {
            let (path, lx, ly) = layout.arrow(m.from, m.to);
            view! {
                <svg class="message" viewBox=layout.view_box() aria-hidden="true" data-step=position.get_untracked()>
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
    view! {
        // Focusable so that keyboard users can reach its description.
        <figure class="diagram" tabindex="0">
            <div class="canvas" class:narrow=move || narrow.get()>
                // The caption says in words what the drawing shows, so the drawing itself is
                // hidden from screen readers rather than named twice.
                <svg class="parts" viewBox=move || layout().view_box() aria-hidden="true">
                    {parts
                        .into_iter()
                        .map(|(part, name)| {
                            let at = move || layout().place(part);
                            let shown = move || part != (Part::Client { id: 2 }) || two_clients.get();
                            view! {
                                <g class="part" class:active=move || active(part) display=move || if shown() { "inline" } else { "none" }>
                                    <rect x=move || at().0 - BOX_W / 2 y=move || at().1 - BOX_H / 2 width=BOX_W height=BOX_H rx="8"></rect>
                                    <text x=move || at().0 y=move || at().1 + 5 text-anchor="middle">{name}</text>
                                </g>
                            }
                        })
                        .collect_view()}
                </svg>
                {arrow}
            </div>
            <figcaption>{description}</figcaption>
        </figure>
    }
}
