//! The diagram's arrows, drawn for every message of every built-in run, in both layouts: an
//! arrow never runs through its own label, nor through a box other than its two ends.

use harness_demo::harness::scenario::builtin;
use harness_demo::trace::{derive, Inputs};
use harness_demo::view::diagram::{ends, message, shown, At, Layout, BOX_H, BOX_W, PARTS};

/// The label's font: 13 px monospace, about 0.6 em a character.
const CHAR_W: f64 = 7.8;
const LABEL_ASCENT: f64 = 10.0;
const LABEL_DESCENT: f64 = 3.0;

/// Points along an SVG path of one `M x y` then one `L x y` or one `C x1 y1 x2 y2 x y`.
fn points(path: &str) -> Vec<(f64, f64)> {
    let n: Vec<f64> = path
        .split_whitespace()
        .filter_map(|t| t.parse().ok())
        .collect();
    let steps = 200;
    (0..=steps)
        .map(|i| {
            let t = f64::from(i) / f64::from(steps);
            match n.len() {
                4 => (n[0] + (n[2] - n[0]) * t, n[1] + (n[3] - n[1]) * t),
                8 => {
                    let u = 1.0 - t;
                    let b = |p0: f64, p1: f64, p2: f64, p3: f64| {
                        u * u * u * p0
                            + 3.0 * u * u * t * p1
                            + 3.0 * u * t * t * p2
                            + t * t * t * p3
                    };
                    (b(n[0], n[2], n[4], n[6]), b(n[1], n[3], n[5], n[7]))
                }
                _ => panic!("a path this test does not know: {path}"),
            }
        })
        .collect()
}

fn inside(p: (f64, f64), (x0, y0, x1, y1): (f64, f64, f64, f64)) -> bool {
    p.0 > x0 && p.0 < x1 && p.1 > y0 && p.1 < y1
}

#[test]
fn no_arrow_runs_through_a_box_or_its_own_label() {
    let mut problems = Vec::new();
    let mut crossings = Vec::new();
    let mut drawn = 0;
    for s in builtin().expect("built-in scenarios load") {
        let trace = derive(&s, &Inputs::default());
        let two_clients = trace.has_second_client();
        let hooks = harness_demo::view::diagram::has_hooks(&trace);
        let lanes = harness_demo::view::has_subagents(&trace);
        for index in 0..trace.steps.len() {
            let Some(m) = message(&trace, index) else {
                continue;
            };
            let (from, to): (At, At) = ends(&m);
            if from == to {
                continue;
            }
            for layout in [Layout::Wide, Layout::Narrow] {
                drawn += 1;
                let (path, lx, ly) = layout.arrow(from, to, &m.label);
                let line = points(&path);
                // Its own label, a little smaller than drawn: touching is not crossing.
                let half = CHAR_W * m.label.chars().count() as f64 / 2.0 - 2.0;
                let label = (
                    f64::from(lx) - half,
                    f64::from(ly) - LABEL_ASCENT + 2.0,
                    f64::from(lx) + half,
                    f64::from(ly) + LABEL_DESCENT - 1.0,
                );
                if line.iter().any(|p| inside(*p, label)) {
                    problems.push(format!(
                        "{layout:?} {}: {} → {} crosses its label {:?}",
                        s.id,
                        from.0.name(),
                        to.0.name(),
                        m.label
                    ));
                }
                // Whatever the arrow does, its label stays on the canvas.
                let (w, _) = layout.size(lanes);
                if label.0 < -2.0 || label.2 > f64::from(w) + 2.0 {
                    problems.push(format!(
                        "{layout:?} {}: the label {:?} leaves the canvas",
                        s.id, m.label
                    ));
                }
                for (at, name) in PARTS {
                    if !shown(at, two_clients, hooks, lanes) || at == from || at == to {
                        continue;
                    }
                    let (cx, cy) = layout.place(at);
                    let (w, h) = (f64::from(BOX_W) / 2.0, f64::from(BOX_H) / 2.0);
                    let box_ = (
                        f64::from(cx) - w,
                        f64::from(cy) - h,
                        f64::from(cx) + w,
                        f64::from(cy) + h,
                    );
                    if line.iter().any(|p| inside(*p, box_)) {
                        crossings.push(format!(
                            "{layout:?}: {} → {} crosses the {name} box",
                            from.0.name(),
                            to.0.name()
                        ));
                    }
                }
            }
        }
    }
    problems.sort();
    problems.dedup();
    crossings.sort();
    crossings.dedup();
    assert!(drawn > 1_000, "{drawn} arrows drawn");
    assert!(problems.is_empty(), "{}", problems.join("\n"));
    assert!(crossings.is_empty(), "{}", crossings.join("\n"));
}

#[test]
fn no_two_parts_overlap_and_each_fits_its_canvas() {
    for layout in [Layout::Wide, Layout::Narrow] {
        let (w, h) = layout.size(true);
        let boxes: Vec<(&str, i32, i32)> = PARTS
            .iter()
            .map(|(at, name)| {
                let (x, y) = layout.place(*at);
                (*name, x, y)
            })
            .collect();
        for (i, (name, x, y)) in boxes.iter().enumerate() {
            assert!(
                x - BOX_W / 2 >= 0
                    && x + BOX_W / 2 <= w
                    && y - BOX_H / 2 >= 0
                    && y + BOX_H / 2 <= h,
                "{layout:?}: the {name} box leaves the {w}×{h} canvas at ({x}, {y})"
            );
            for (other, ox, oy) in &boxes[..i] {
                assert!(
                    (x - ox).abs() >= BOX_W || (y - oy).abs() >= BOX_H,
                    "{layout:?}: the {name} box overlaps the {other} box"
                );
            }
        }
    }
}
