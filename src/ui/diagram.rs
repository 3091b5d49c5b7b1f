//! The diagram of the moving parts, with the current step's message drawn as an arrow.

use leptos::prelude::*;

use super::state::AppState;
use crate::harness::envelope::Part;

// Whole SVG units: formatting integers keeps float printing out of the wasm.
const BOX_W: i32 = 104;
const BOX_H: i32 = 40;

/// Where each part sits (its centre) on a 660 × 230 canvas: the request path left to right,
/// tools under the runner, a second client under the first.
fn place(part: Part) -> (i32, i32) {
    match part {
        Part::Client { id: 1 } | Part::Clients => (60, 100),
        Part::Client { .. } => (60, 200),
        Part::SessionApi => (195, 100),
        Part::Coordinator => (330, 100),
        Part::Runner => (465, 100),
        Part::Llm => (600, 100),
        Part::Tools => (465, 200),
    }
}

/// The SVG path of an arrow from one part to another: straight between neighbours, curved
/// over the top when it passes other parts on its way back to the client.
fn arrow_path(from: Part, to: Part) -> String {
    let (x1, y1) = place(from);
    let (x2, y2) = place(to);
    let dx = x2 - x1;
    let dy = y2 - y1;
    if dy == 0 {
        let dir = dx.signum();
        let (sx, ex) = (x1 + dir * BOX_W / 2, x2 - dir * (BOX_W / 2 + 4));
        if dx.abs() > 150 {
            // Long way: arc above the boxes in between.
            let top = y1 - BOX_H / 2;
            return format!(
                "M {x1} {top} C {x1} {} {x2} {} {x2} {}",
                top - 60,
                top - 60,
                top - 4
            );
        }
        return format!("M {sx} {y1} L {ex} {y2}");
    }
    // Between rows: leave from the bottom or top edge, arrive at the other.
    let dir = dy.signum();
    let sy = y1 + dir * BOX_H / 2;
    let ey = y2 - dir * (BOX_H / 2 + 4);
    format!(
        "M {x1} {sy} C {x1} {} {x2} {} {x2} {ey}",
        (sy + ey) / 2,
        (sy + ey) / 2
    )
}

/// The six parts (seven with a second client) and the current message.
#[component]
pub fn Diagram() -> impl IntoView {
    let state = expect_context::<AppState>();
    let two_clients = move || state.scenario_has_second_client();
    let arrow = move || {
        state.current.with(|v| {
            v.as_ref()
                .map(|v| (v.from, v.to, v.label.clone(), v.position))
        })
    };
    // The message's ends only: each part asks on every step, the label need not be copied.
    let ends = move || state.current.with(|v| v.as_ref().map(|v| (v.from, v.to)));
    let active = move |part: Part| {
        ends().is_some_and(|(from, to)| {
            let same = |p: Part| {
                p == part || (p == Part::Clients && matches!(part, Part::Client { id: 1 }))
            };
            same(from) || same(to) || (to == Part::Clients && matches!(part, Part::Client { .. }))
        })
    };
    // Built once, the second client included and hidden when the run has none: a reactive
    // class made inside a closure that re-runs would outlive that run.
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
        arrow().map_or("No message yet.".to_string(), |(from, to, label, _)| {
            if from == to {
                format!("Inside the {}: {label}", from.name())
            } else {
                format!("{} sends {label} to the {}", from.name(), to.name())
            }
        })
    };
    view! {
        // Focusable so that keyboard users can scroll it where it is wider than the screen.
        <figure class="diagram" tabindex="0">
            // The caption says in words what the drawing shows, so the drawing itself is hidden
            // from screen readers rather than named twice.
            <svg viewBox="0 0 660 230" aria-hidden="true">
                <defs>
                    <marker id="head" viewBox="0 0 10 10" refX="8" refY="5" markerWidth="7" markerHeight="7" orient="auto-start-reverse">
                        <path d="M 0 0 L 10 5 L 0 10 z" class="arrowhead"></path>
                    </marker>
                </defs>
                {parts
                    .into_iter()
                    .map(|(part, name)| {
                        let (cx, cy) = place(part);
                        let shown = move || part != (Part::Client { id: 2 }) || two_clients();
                        view! {
                            <g class="part" class:active=move || active(part) display=move || if shown() { "inline" } else { "none" }>
                                <rect x=cx - BOX_W / 2 y=cy - BOX_H / 2 width=BOX_W height=BOX_H rx="8"></rect>
                                <text x=cx y=cy + 5 text-anchor="middle">{name}</text>
                            </g>
                        }
                    })
                    .collect_view()}
                {move || {
                    arrow()
                        .filter(|(from, to, _, _)| from != to)
                        .map(|(from, to, label, position)| {
                            let path = arrow_path(from, to);
                            let (x1, y1) = place(from);
                            let (x2, y2) = place(to);
                            let (lx, ly) = ((x1 + x2) / 2, if y1 == y2 { y1 - 34 } else { (y1 + y2) / 2 });
                            let ly = if (x2 - x1).abs() > 150 && y1 == y2 { y1 - 76 } else { ly };
                            // Keyed by position so the draw animation restarts on every step.
                            view! {
                                <g class="message" data-step=position>
                                    <path d=path class="arrow" marker-end="url(#head)"></path>
                                    <text x=lx y=ly text-anchor="middle" class="arrow-label">{label}</text>
                                </g>
                            }
                        })
                }}
            </svg>
            <figcaption>{description}</figcaption>
        </figure>
    }
}
