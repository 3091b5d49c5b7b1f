//! "Download figure": one step as a self-contained SVG — the diagram with the message's arrow,
//! the narration as a caption, the panels that changed, and the step's link — with a `<title>`
//! and `<desc>` that read as alt text. Built from the view model, never from the page's DOM,
//! so it is the same picture in any browser and tested natively. Every text from a scenario,
//! a model or a user is escaped: it stays text.

use std::fmt::Write;

use super::diagram::{self, Layout, BOX_H, BOX_W, PARTS};
use super::words::clip;
use super::{changed, message, narrate};
use crate::t;
use crate::trace::Trace;

/// The figure's width; the diagram is drawn in its wide layout inside the margins.
const WIDTH: i32 = 700;
const MARGIN: i32 = 20;
/// How many characters a line holds: of the heading (bold sans-serif, 15px, 660 wide), of the
/// caption (sans-serif, 14px), and of a panel (monospace, 11px, in a panel half as wide).
const HEAD_CHARS: usize = 74;
const CAPTION_CHARS: usize = 88;
const PANEL_CHARS: usize = 44;
/// A panel shows at most this many lines: the figure is a glance, the page has the rest.
const PANEL_LINES: usize = 6;

/// The page's colours and font stacks, so the figure looks like the page; standard stacks, so
/// nothing is fetched to show it.
const STYLE: &str = "\
.bg{fill:#f6f5f1}\
.head{font:600 15px system-ui,-apple-system,'Segoe UI',Roboto,'DejaVu Sans',sans-serif;fill:#1d232b}\
.part rect{fill:#fbfaf7;stroke:#9aa3ad;stroke-width:1.5}\
.part text{font:600 14px system-ui,-apple-system,'Segoe UI',Roboto,'DejaVu Sans',sans-serif;fill:#1d232b}\
.part.active rect{fill:#e4edf8;stroke:#1f5fa8;stroke-width:2.5}\
.arrow{fill:none;stroke:#1f5fa8;stroke-width:2.5}\
.arrowhead{fill:#1f5fa8}\
.arrow-label{font:600 13px ui-monospace,'SFMono-Regular','DejaVu Sans Mono',Menlo,Consolas,monospace;fill:#1f5fa8;paint-order:stroke;stroke:#fff;stroke-width:4px}\
.lane rect{fill:none;stroke:#9aa3ad;stroke-width:1.5;stroke-dasharray:6 4}\
.lane-name{font:600 12px ui-monospace,'SFMono-Regular','DejaVu Sans Mono',Menlo,Consolas,monospace;fill:#525c68}\
.caption{font:14px system-ui,-apple-system,'Segoe UI',Roboto,'DejaVu Sans',sans-serif;fill:#1d232b}\
.panel rect{fill:#fff;stroke:#1f5fa8;stroke-width:1.5}\
.panel .name{font:700 12px system-ui,-apple-system,'Segoe UI',Roboto,'DejaVu Sans',sans-serif;fill:#1f5fa8}\
.panel .line{font:11px ui-monospace,'SFMono-Regular','DejaVu Sans Mono',Menlo,Consolas,monospace;fill:#1d232b}\
.note{font:12px system-ui,-apple-system,'Segoe UI',Roboto,'DejaVu Sans',sans-serif;fill:#525c68}\
.link{font:11px ui-monospace,'SFMono-Regular','DejaVu Sans Mono',Menlo,Consolas,monospace;fill:#1f5fa8}";

/// The panels in the page's order.
const PANELS: [&str; 6] = ["llm", "context", "session", "turn", "agent", "permission"];

/// What the figure says, before it is laid out: also what a test reads.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Figure {
    /// "Step 7 of 21 of “Run the tests”: runner sends request, turn 1 to the llm".
    pub title: String,
    /// The narration, which panels changed, and the link: the figure as alt text.
    pub desc: String,
    pub narration: String,
    /// The panels that changed at this step, each with its lines.
    pub panels: Vec<(&'static str, Vec<String>)>,
    pub link: String,
}

/// The figure of step `index` (0-based) of `trace`, a run of the scenario titled `title`,
/// whose link is `link` (the page's address at this step, or empty when the run has none).
pub fn figure(trace: &Trace, index: usize, title: &str, link: &str) -> Figure {
    let n = trace.steps.len();
    let k = index.min(n.saturating_sub(1)) + 1;
    let m = message(trace, index);
    let narration = narrate(trace, index.min(n.saturating_sub(1)));
    let what = changed(trace, index);
    let panels: Vec<(&'static str, Vec<String>)> = PANELS
        .into_iter()
        .filter(|p| what.iter().any(|c| c.split('.').next() == Some(*p)))
        .map(|p| (p, panel_lines(trace, index, p)))
        .collect();
    let mut desc = narration.clone();
    if !panels.is_empty() {
        let names: Vec<String> = panels
            .iter()
            .map(|(p, _)| t!("panel-name", name = *p))
            .collect();
        desc.push(' ');
        desc.push_str(&t!("figure-desc-changed", panels = names.join(", ")));
    }
    if !link.is_empty() {
        desc.push(' ');
        desc.push_str(&t!("figure-desc-link", link = link));
    }
    Figure {
        title: t!(
            "figure-title",
            k = k,
            n = n,
            title = title,
            message = diagram::describe(m.as_ref())
        ),
        desc,
        narration,
        panels,
        link: link.to_string(),
    }
}

/// A panel as a few lines of text.
fn panel_lines(trace: &Trace, index: usize, panel: &str) -> Vec<String> {
    let mut lines = match panel {
        "llm" => {
            let l = super::llm(trace, index);
            let skip = l.events.len().saturating_sub(PANEL_LINES - 1);
            std::iter::once(l.line)
                .chain(l.events.into_iter().skip(skip))
                .collect()
        }
        "context" => {
            let c = super::context(trace, index);
            let mut lines = vec![
                t!(
                    "figure-context-total",
                    tokens = c.total,
                    caption = &c.caption
                ),
                t!(
                    "figure-context-figures",
                    cached = c.cached,
                    written = c.written,
                    uncached = c.uncached
                ),
            ];
            if let Some(w) = c.window {
                lines.push(t!("figure-context-window", tokens = w));
            }
            lines
        }
        "session" => {
            let s = super::session(trace, index);
            vec![
                format!("{} · {}", s.id, s.agent),
                t!("figure-session-status", status = s.status.as_str()),
                t!(
                    "figure-session-thread",
                    messages = t!("panel-n-messages", n = s.thread_len)
                ),
                t!(
                    "figure-session-queued-runs",
                    queued = s.queued,
                    runs = s.runs
                ),
            ]
        }
        "turn" => super::turn(trace, index).map_or_else(
            || vec![t!("panel-turn-none")],
            |turn| {
                vec![
                    turn.title,
                    t!("figure-turn-carries", request = turn.request),
                    t!("figure-turn-events", n = turn.events),
                ]
            },
        ),
        "agent" => {
            let a = super::agent(trace, index);
            std::iter::once(format!("{}: {}", a.name, a.tools.join(", ")))
                .chain(
                    a.rules
                        .iter()
                        .map(|r| format!("{} → {}", r.tool, r.decision.as_str())),
                )
                .collect()
        }
        _ => super::permission(trace, index).map_or_else(
            || vec![t!("panel-permission-none")],
            |p| {
                vec![
                    t!("figure-permission-asked", id = &p.id, agent = &p.agent),
                    format!("{} {}({})", p.call_id, p.tool, p.input),
                    t!("figure-permission-replies"),
                ]
            },
        ),
    };
    lines.truncate(PANEL_LINES);
    lines
        .iter()
        .map(|l| clip(&l.replace('\n', " "), PANEL_CHARS))
        .collect()
}

/// The figure as SVG text: well-formed XML, every text escaped.
pub fn svg(trace: &Trace, index: usize, title: &str, link: &str) -> String {
    let f = figure(trace, index, title, link);
    let layout = Layout::Wide;
    let lanes = super::has_subagents(trace);
    let two_clients = trace.has_second_client();
    let hooks = diagram::has_hooks(trace);
    let (dw, dh) = layout.size(lanes);
    let m = message(trace, index);
    let ends = m.as_ref().map(diagram::ends);

    let mut body = String::new();
    let mut y = 12;
    for line in wrap(&f.title, HEAD_CHARS) {
        y += 20;
        let _ = write!(
            body,
            "<text class=\"head\" x=\"{MARGIN}\" y=\"{y}\">{}</text>",
            esc(&line)
        );
    }
    // The diagram, as the page draws it on a wide screen.
    y += 8;
    let _ = write!(
        body,
        "<g transform=\"translate({MARGIN} {y})\"><rect x=\"0\" y=\"0\" width=\"{dw}\" height=\"{dh}\" rx=\"10\" fill=\"#fff\" stroke=\"#d9d6cc\"/>"
    );
    if lanes {
        let ((x, ly, w, h), (nx, ny)) = layout.lane();
        let name = m.as_ref().and_then(|m| m.lane.clone()).map_or_else(
            || t!("figure-lane-unknown"),
            |l| t!("figure-lane", name = l),
        );
        let _ = write!(
            body,
            "<g class=\"lane\"><rect x=\"{x}\" y=\"{ly}\" width=\"{w}\" height=\"{h}\" rx=\"10\"/><text class=\"lane-name\" x=\"{nx}\" y=\"{ny}\">{}</text></g>",
            esc(&name)
        );
    }
    for (at, _) in PARTS {
        if !diagram::shown(at, two_clients, hooks, lanes) {
            continue;
        }
        let name = diagram::part_name(at.0);
        // A name too long for its box is set smaller, as on the page.
        let size = match diagram::fit(&name) {
            "tight" => " font-size=\"12\"",
            "tighter" => " font-size=\"10\"",
            _ => "",
        };
        let (cx, cy) = layout.place(at);
        let class = if diagram::active(ends, at) {
            "part active"
        } else {
            "part"
        };
        let _ = write!(
            body,
            "<g class=\"{class}\"><rect x=\"{}\" y=\"{}\" width=\"{BOX_W}\" height=\"{BOX_H}\" rx=\"8\"/><text x=\"{cx}\" y=\"{}\" text-anchor=\"middle\"{size}>{}</text></g>",
            cx - BOX_W / 2,
            cy - BOX_H / 2,
            cy + 5,
            esc(&name)
        );
    }
    if let (Some(m), Some((from, to))) = (&m, ends) {
        if m.from != m.to {
            let (path, lx, ly) = layout.arrow(from, to, &m.label);
            let _ = write!(
                body,
                "<path class=\"arrow\" d=\"{path}\" marker-end=\"url(#head)\"/><text class=\"arrow-label\" x=\"{lx}\" y=\"{ly}\" text-anchor=\"middle\">{}</text>",
                esc(&m.label)
            );
        }
    }
    body.push_str("</g>");
    y += dh + 28;
    // The narration as the caption.
    for line in wrap(&f.narration, CAPTION_CHARS) {
        let _ = write!(
            body,
            "<text class=\"caption\" x=\"{MARGIN}\" y=\"{y}\">{}</text>",
            esc(&line)
        );
        y += 20;
    }
    // The panels that changed, two to a row.
    y += 6;
    if f.panels.is_empty() {
        let _ = write!(
            body,
            "<text class=\"note\" x=\"{MARGIN}\" y=\"{y}\">{}</text>",
            esc(&t!("figure-no-panel"))
        );
        y += 22;
    }
    let col_w = (dw - 12) / 2;
    for row in f.panels.chunks(2) {
        let tallest = row.iter().map(|(_, l)| l.len()).max().unwrap_or(0) as i32;
        let h = 28 + tallest * 16;
        for (i, (name, lines)) in row.iter().enumerate() {
            let x = MARGIN + i as i32 * (col_w + 12);
            let _ = write!(
                body,
                "<g class=\"panel\"><rect x=\"{x}\" y=\"{y}\" width=\"{col_w}\" height=\"{h}\" rx=\"8\"/><text class=\"name\" x=\"{}\" y=\"{}\">{}</text>",
                x + 10,
                y + 18,
                esc(&t!(
                    "figure-panel-changed",
                    panel = t!("panel-name", name = *name)
                ))
            );
            for (j, line) in lines.iter().enumerate() {
                let _ = write!(
                    body,
                    "<text class=\"line\" x=\"{}\" y=\"{}\">{}</text>",
                    x + 10,
                    y + 36 + j as i32 * 16,
                    esc(line)
                );
            }
            body.push_str("</g>");
        }
        y += h + 12;
    }
    if !f.link.is_empty() {
        y += 8;
        let _ = write!(
            body,
            "<a href=\"{}\"><text class=\"link\" x=\"{MARGIN}\" y=\"{y}\">{}</text></a>",
            esc(&f.link),
            esc(&clip(&f.link, 104))
        );
    }
    let height = y + MARGIN;
    format!(
        "<svg xmlns=\"http://www.w3.org/2000/svg\" width=\"{WIDTH}\" height=\"{height}\" viewBox=\"0 0 {WIDTH} {height}\" role=\"img\" aria-labelledby=\"figure-title figure-desc\">\
<title id=\"figure-title\">{}</title><desc id=\"figure-desc\">{}</desc>\
<style>{STYLE}</style>\
<defs><marker id=\"head\" viewBox=\"0 0 10 10\" refX=\"8\" refY=\"5\" markerWidth=\"7\" markerHeight=\"7\" orient=\"auto-start-reverse\"><path d=\"M 0 0 L 10 5 L 0 10 z\" class=\"arrowhead\"/></marker></defs>\
<rect class=\"bg\" x=\"0\" y=\"0\" width=\"{WIDTH}\" height=\"{height}\"/>{body}</svg>\n",
        esc(&f.title),
        esc(&f.desc)
    )
}

/// The file a figure is saved as: `harness-run-tests-step-12.svg` (or `.png`).
pub fn file_name(scenario: &str, index: usize, extension: &str) -> String {
    let safe: String = scenario
        .chars()
        .map(|c| {
            if c.is_ascii_alphanumeric() || c == '-' {
                c
            } else {
                '-'
            }
        })
        .collect();
    format!("harness-{safe}-step-{}.{extension}", index + 1)
}

/// Text made safe inside an XML element or attribute: markup escaped, and the characters XML
/// 1.0 does not allow at all left out (a control character would make the file unreadable).
pub fn esc(text: &str) -> String {
    let mut out = String::with_capacity(text.len());
    for c in text.chars() {
        match c {
            '&' => out.push_str("&amp;"),
            '<' => out.push_str("&lt;"),
            '>' => out.push_str("&gt;"),
            '"' => out.push_str("&quot;"),
            '\'' => out.push_str("&#39;"),
            '\t' | '\n' | '\r' => out.push(' '),
            c if (c as u32) < 0x20 || c == '\u{FFFE}' || c == '\u{FFFF}' => {}
            c => out.push(c),
        }
    }
    out
}

/// Words in lines of at most `max` characters; a longer word is cut.
fn wrap(text: &str, max: usize) -> Vec<String> {
    let mut lines: Vec<String> = Vec::new();
    let mut line = String::new();
    for word in text.split_whitespace() {
        let mut word: Vec<char> = word.chars().collect();
        while word.len() > max {
            if !line.is_empty() {
                lines.push(std::mem::take(&mut line));
            }
            lines.push(word.drain(..max).collect());
        }
        let word: String = word.into_iter().collect();
        let len = line.chars().count();
        if len > 0 && len + 1 + word.chars().count() > max {
            lines.push(std::mem::take(&mut line));
        }
        if !line.is_empty() {
            line.push(' ');
        }
        line.push_str(&word);
    }
    if !line.is_empty() {
        lines.push(line);
    }
    lines
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn markup_and_forbidden_characters_are_escaped() {
        assert_eq!(
            esc("<script>alert('x') & \"y\"</script>"),
            "&lt;script&gt;alert(&#39;x&#39;) &amp; &quot;y&quot;&lt;/script&gt;"
        );
        assert_eq!(esc("a\u{0}b\u{1b}c\nd\u{FFFF}"), "abc d");
    }

    #[test]
    fn wrap_keeps_lines_short_and_every_word() {
        let text = "one two three four five six seven eight nine ten";
        let lines = wrap(text, 14);
        assert!(lines.iter().all(|l| l.chars().count() <= 14), "{lines:?}");
        assert_eq!(lines.join(" "), text);
        assert_eq!(wrap("abcdefghij", 4), ["abcd", "efgh", "ij"]);
        assert!(wrap("   ", 10).is_empty());
    }

    #[test]
    fn file_names_carry_the_scenario_and_step() {
        assert_eq!(
            file_name("run-tests", 11, "svg"),
            "harness-run-tests-step-12.svg"
        );
        assert_eq!(file_name("../x y", 0, "png"), "harness----x-y-step-1.png");
    }
}
