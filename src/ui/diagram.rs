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
    /// under the first; with sub-agents, their lane below (660 × 340).
    Wide,
    /// 350 × 280: client, session API, coordinator on top; second client, llm, runner below;
    /// tools under the runner; with sub-agents, their lane below (350 × 380).
    Narrow,
}

/// A part in the diagram: which one, and whether it is the sub-agents' lane's runner, llm or
/// tools rather than the session you talk to.
type At = (Part, bool);

impl Layout {
    fn view_box(self, lanes: bool) -> &'static str {
        match (self, lanes) {
            (Layout::Wide, false) => "0 0 660 230",
            (Layout::Wide, true) => "0 0 660 350",
            (Layout::Narrow, false) => "0 0 350 280",
            (Layout::Narrow, true) => "0 0 350 392",
        }
    }

    /// The sub-agents' lane: its frame (x, y, width, height) and where its name goes, under
    /// its parts, clear of the arrows' labels above them.
    fn lane(self) -> ((i32, i32, i32, i32), (i32, i32)) {
        match self {
            Layout::Wide => ((262, 250, 394, 96), (272, 338)),
            Layout::Narrow => ((4, 296, 342, 92), (12, 380)),
        }
    }

    /// A part's centre.
    fn place(self, (part, sub): At) -> (i32, i32) {
        match (self, part, sub) {
            (Layout::Wide, Part::Tools, true) => (330, 298),
            (Layout::Wide, Part::Runner, true) => (465, 298),
            (Layout::Wide, Part::Llm, true) => (600, 298),
            (Layout::Narrow, Part::Tools, true) => (60, 342),
            (Layout::Narrow, Part::Llm, true) => (175, 342),
            (Layout::Narrow, Part::Runner, true) => (290, 342),
            _ => self.place_main(part),
        }
    }

    fn place_main(self, part: Part) -> (i32, i32) {
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
    fn arrow(self, from: At, to: At) -> (String, i32, i32) {
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
    let lanes = Memo::new(move |_| {
        page.run
            .derived
            .with(|d| d.as_ref().is_some_and(|d| view::has_subagents(&d.trace)))
    });
    let message = page.at_step(view::message);
    let position = page.at_step(|t, i| i.min(t.steps.len().saturating_sub(1)) + 1);
    // Which lane the message's runner, llm and tools are in: a sub-agent's, or yours.
    let in_lane =
        |part: Part, lane: bool| lane && matches!(part, Part::Runner | Part::Llm | Part::Tools);
    // The message's ends only: each part asks on every step, the label need not be copied.
    let ends = Memo::new(move |_| {
        message.with(|m| {
            m.as_ref().map(|m| {
                let lane = m.lane.is_some();
                ((m.from, in_lane(m.from, lane)), (m.to, in_lane(m.to, lane)))
            })
        })
    });
    let lane_name = Memo::new(move |_| message.with(|m| m.as_ref().and_then(|m| m.lane.clone())));
    let active = move |at: At| {
        ends.get().is_some_and(|(from, to)| {
            let (part, sub) = at;
            let same = |(p, s): At| {
                s == sub
                    && (p == part || (p == Part::Clients && matches!(part, Part::Client { id: 1 })))
            };
            same(from) || same(to) || (to.0 == Part::Clients && matches!(part, Part::Client { .. }))
        })
    };
    // Built once, the second client and the lane included and hidden when the run has none.
    let parts: [(At, &str); 10] = [
        ((Part::Client { id: 1 }, false), "client"),
        ((Part::SessionApi, false), "session API"),
        ((Part::Coordinator, false), "coordinator"),
        ((Part::Runner, false), "runner"),
        ((Part::Tools, false), "tools"),
        ((Part::Llm, false), "llm"),
        ((Part::Client { id: 2 }, false), "client 2"),
        ((Part::Runner, true), "runner"),
        ((Part::Tools, true), "tools"),
        ((Part::Llm, true), "llm"),
    ];
    let description = move || {
        message.with(|m| {
            let Some(MessageView {
                from,
                to,
                label,
                lane,
            }) = m
            else {
                return "No message yet.".to_string();
            };
            let whose = lane
                .as_ref()
                .map_or(String::new(), |l| format!(" (sub-agent session {l})"));
            if from == to {
                format!("Inside the {}: {label}{whose}", from.name())
            } else {
                format!("{} sends {label} to the {}{whose}", from.name(), to.name())
            }
        })
    };
    // The arrow lives in its own layer, made anew each step so its fade-in restarts; only its
    // opacity animates, which the compositor does without restyling the page.
    let arrow = move || {
        let layout = layout();
        let view_box = layout.view_box(lanes.get());
        let ends = ends.get();
        message.get().zip(ends).filter(|(m, _)| m.from != m.to).map(|(m, (from, to))| {
            let (path, lx, ly) = layout.arrow(from, to);
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
        // Focusable so that keyboard users can reach its description.
        <figure class="diagram" tabindex="0">
            <div class="canvas" class:narrow=move || narrow.get() class:lanes=move || lanes.get()>
                // The caption says in words what the drawing shows, so the drawing itself is
                // hidden from screen readers rather than named twice.
                <svg class="parts" viewBox=move || layout().view_box(lanes.get()) aria-hidden="true">
                    <g class="lane" class:active=move || lane_name.with(Option::is_some) display=move || if lanes.get() { "inline" } else { "none" }>
                        <rect x=move || frame().0.0 y=move || frame().0.1 width=move || frame().0.2 height=move || frame().0.3 rx="10"></rect>
                        <text x=move || frame().1.0 y=move || frame().1.1 class="lane-name">
                            {move || lane_name.get().map_or("a sub-agent's session".to_string(), |l| format!("sub-agent: {l}"))}
                        </text>
                    </g>
                    {parts
                        .into_iter()
                        .map(|(at, name)| {
                            let place = move || layout().place(at);
                            let shown = move || match at {
                                (Part::Client { id: 2 }, _) => two_clients.get(),
                                (_, true) => lanes.get(),
                                _ => true,
                            };
                            view! {
                                <g class="part" class:active=move || active(at) display=move || if shown() { "inline" } else { "none" }>
                                    <rect x=move || place().0 - BOX_W / 2 y=move || place().1 - BOX_H / 2 width=BOX_W height=BOX_H rx="8"></rect>
                                    <text x=move || place().0 y=move || place().1 + 5 text-anchor="middle">{name}</text>
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
