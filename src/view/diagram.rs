//! The diagram's geometry: where each part sits, how the message's arrow runs, which parts it
//! lights, and the sentence that says it. Pure, so the page and the downloaded figure draw
//! the same picture.
//!
//! Two layouts: a row from client to llm on wide screens, and a compact grid on narrow ones so
//! a phone sees all six parts and the message at once, without scrolling sideways.

use super::words::{answer_words, end_word, error_word};
use crate::harness::protocol::envelope::{Part, RunEnd, Say};
use crate::harness::protocol::hook::HookOutcome;
use crate::harness::protocol::schema::{LlmEvent, ToolResult};
use crate::t;
use crate::trace::Trace;

// Whole SVG units: formatting integers keeps float printing out of the wasm.
pub const BOX_W: i32 = 104;
pub const BOX_H: i32 = 40;

/// Where the diagram is drawn, and how big its canvas is.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Layout {
    /// 660 × 200: the request path left to right, tools under the runner, a second client
    /// under the first; with sub-agents, their lane below (660 × 320).
    Wide,
    /// 350 × 280: client, session API, coordinator on top; second client, runner, llm below;
    /// tools under the runner; with sub-agents, their lane below (350 × 392).
    Narrow,
}

/// A part in the diagram: which one, and whether it is the sub-agents' lane's runner, llm or
/// tools rather than the session you talk to.
pub type At = (Part, bool);

/// Every part the diagram draws, with its English name (`Part::name`; the page shows
/// `part_name`): the second client, the hooks and the lane's three are shown only when the run
/// has them.
pub const PARTS: [(At, &str); 11] = [
    ((Part::Client { id: 1 }, false), "client"),
    ((Part::SessionApi, false), "session API"),
    ((Part::Coordinator, false), "coordinator"),
    ((Part::Runner, false), "runner"),
    ((Part::Tools, false), "tools"),
    ((Part::Llm, false), "llm"),
    ((Part::Client { id: 2 }, false), "client 2"),
    ((Part::Hooks, false), "hooks"),
    ((Part::Runner, true), "runner"),
    ((Part::Tools, true), "tools"),
    ((Part::Llm, true), "llm"),
];

/// The class that fits part name `name` into its box: none, `tight` or `tighter`, by its width
/// in Latin letters (a CJK character counts two).
pub fn fit(name: &str) -> &'static str {
    let units: usize = name
        .chars()
        .map(|c| if u32::from(c) >= 0x1100 { 2 } else { 1 })
        .sum();
    match units {
        0..=13 => "",
        14..=16 => "tight",
        _ => "tighter",
    }
}

/// A part's name as the diagram and the narration show it, in the page's language (the core's
/// `Part::name` is the English one, for files and logs).
pub fn part_name(part: Part) -> String {
    match part {
        Part::Client { id: 1 } => t!("part-client"),
        Part::Client { id: 2 } => t!("part-client-2"),
        Part::Client { .. } => t!("part-another-client"),
        Part::Clients => t!("part-clients"),
        Part::SessionApi => t!("part-session-api"),
        Part::Coordinator => t!("part-coordinator"),
        Part::Runner => t!("part-runner"),
        Part::Llm => t!("part-llm"),
        Part::Tools => t!("part-tools"),
        Part::Hooks => t!("part-hooks"),
    }
}

/// The name of a client other than yours at the start of a sentence ("Client 2 presses
/// Stop"): only clients act in the narration, so only they have this form.
pub fn client_name_start(part: Part) -> String {
    match part {
        Part::Client { id: 2 } => t!("part-client-2-start"),
        _ => t!("part-another-client-start"),
    }
}

/// A part's key in messages whose words depend on the part (a verb's number, an article):
/// the same in every language.
pub fn part_key(part: Part) -> &'static str {
    match part {
        Part::Client { .. } => "client",
        Part::Clients => "clients",
        Part::SessionApi => "session-api",
        Part::Coordinator => "coordinator",
        Part::Runner => "runner",
        Part::Llm => "llm",
        Part::Tools => "tools",
        Part::Hooks => "hooks",
    }
}

/// What a part of the diagram is, in one sentence, for a reader who has never met a harness.
pub fn meaning(part: Part) -> String {
    match part {
        Part::Client { .. } | Part::Clients => t!("diagram-meaning-client"),
        Part::SessionApi => t!("diagram-meaning-session-api"),
        Part::Coordinator => t!("diagram-meaning-coordinator"),
        Part::Runner => t!("diagram-meaning-runner"),
        Part::Llm => t!("diagram-meaning-llm"),
        Part::Tools => t!("diagram-meaning-tools"),
        Part::Hooks => t!("diagram-meaning-hooks"),
    }
}

/// Whether part `at` is drawn: the second client, the hooks and the lane's parts only when the
/// run has them.
pub fn shown(at: At, two_clients: bool, hooks: bool, lanes: bool) -> bool {
    match at {
        (Part::Client { id: 2 }, _) => two_clients,
        (Part::Hooks, _) => hooks,
        (_, true) => lanes,
        _ => true,
    }
}

impl Layout {
    pub fn view_box(self, lanes: bool) -> &'static str {
        match (self, lanes) {
            (Layout::Wide, false) => "0 0 660 200",
            (Layout::Wide, true) => "0 0 660 320",
            (Layout::Narrow, false) => "0 0 350 280",
            (Layout::Narrow, true) => "0 0 350 392",
        }
    }

    /// The canvas's width and height, as `view_box` has them.
    pub fn size(self, lanes: bool) -> (i32, i32) {
        match (self, lanes) {
            (Layout::Wide, false) => (660, 200),
            (Layout::Wide, true) => (660, 320),
            (Layout::Narrow, false) => (350, 280),
            (Layout::Narrow, true) => (350, 392),
        }
    }

    /// The sub-agents' lane: its frame (x, y, width, height) and where its name goes, under
    /// its parts, clear of the arrows' labels above them.
    pub fn lane(self) -> ((i32, i32, i32, i32), (i32, i32)) {
        match self {
            Layout::Wide => ((262, 220, 394, 96), (272, 308)),
            Layout::Narrow => ((4, 296, 342, 92), (12, 380)),
        }
    }

    /// A part's centre.
    pub fn place(self, (part, sub): At) -> (i32, i32) {
        match (self, part, sub) {
            (Layout::Wide, Part::Tools, true) => (330, 268),
            (Layout::Wide, Part::Runner, true) => (465, 268),
            (Layout::Wide, Part::Llm, true) => (600, 268),
            (Layout::Narrow, Part::Tools, true) => (60, 342),
            (Layout::Narrow, Part::Runner, true) => (175, 342),
            (Layout::Narrow, Part::Llm, true) => (290, 342),
            _ => self.place_main(part),
        }
    }

    fn place_main(self, part: Part) -> (i32, i32) {
        match (self, part) {
            (Layout::Wide, Part::Client { id: 1 } | Part::Clients) => (60, 70),
            (Layout::Wide, Part::Client { .. }) => (60, 170),
            (Layout::Wide, Part::SessionApi) => (195, 70),
            (Layout::Wide, Part::Coordinator) => (330, 70),
            (Layout::Wide, Part::Runner) => (465, 70),
            (Layout::Wide, Part::Llm) => (600, 70),
            (Layout::Wide, Part::Tools) => (465, 170),
            // Beside the runner, under the coordinator: the harness's code, far from the llm.
            (Layout::Wide, Part::Hooks) => (330, 170),
            (Layout::Narrow, Part::Client { id: 1 } | Part::Clients) => (60, 60),
            (Layout::Narrow, Part::Client { .. }) => (60, 155),
            (Layout::Narrow, Part::SessionApi) => (175, 60),
            (Layout::Narrow, Part::Coordinator) => (290, 60),
            // The runner before the llm, as on a desktop.
            (Layout::Narrow, Part::Runner) => (175, 155),
            (Layout::Narrow, Part::Llm) => (290, 155),
            (Layout::Narrow, Part::Tools) => (175, 245),
            (Layout::Narrow, Part::Hooks) => (60, 245),
        }
    }

    /// The SVG path of an arrow from one part to another carrying `label`, and where the label
    /// goes (its middle and baseline): beside the path, never across it.
    pub fn arrow(self, from: At, to: At, label: &str) -> (String, i32, i32) {
        let (path, lx, ly) = self.route(from, to);
        let half = LABEL_CHAR_W * label.chars().count() as i32 / 2;
        let (width, _) = self.size(true);
        let on_canvas = |x: i32| x.clamp(half.min(width / 2), (width - half).max(width / 2));
        let line = path_points(&path);
        let crosses = |(cx, y): (i32, i32)| {
            line.iter().any(|&(x, py)| {
                x > cx - half && x < cx + half && py > y - LABEL_ASCENT && py < y + LABEL_DESCENT
            })
        };
        // Up first (labels sit over their arrows), then down, 3 units at a time; a steep or
        // vertical arrow's label beside it, right or left.
        let (lx, ly) = [0, half + 12, -half - 12]
            .into_iter()
            .flat_map(|shift| {
                (0..48).flat_map(move |k| {
                    [
                        (on_canvas(lx + shift), ly - 3 * k),
                        (on_canvas(lx + shift), ly + 3 * k),
                    ]
                })
            })
            .find(|at| !crosses(*at))
            .unwrap_or((on_canvas(lx), ly));
        (path, lx, ly)
    }

    /// The path between two parts, and the label's first place: straight between neighbours,
    /// curved over the parts in between on longer ways.
    fn route(self, from: At, to: At) -> (String, i32, i32) {
        let (x1, y1) = self.place(from);
        let (x2, y2) = self.place(to);
        let (dx, dy) = (x2 - x1, y2 - y1);
        if dy == 0 {
            let dir = dx.signum();
            if dx.abs() > 150 {
                // The long way along a row: arc above the parts in between.
                let top = y1 - BOX_H / 2;
                let lift = if self == Layout::Wide { 44 } else { 34 };
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
        // Between rows: leave from the bottom or top edge, arrive at the other; where that
        // would run through another part, leave or arrive by a side instead.
        let dir = dy.signum();
        let sy = y1 + dir * BOX_H / 2;
        let ey = y2 - dir * (BOX_H / 2 + 4);
        let mid = (sy + ey) / 2;
        let side = dx.signum();
        let (sx, ex) = (x1 + side * BOX_W / 2, x2 - side * (BOX_W / 2 + 4));
        let candidates = [
            format!("M {x1} {sy} C {x1} {mid} {x2} {mid} {x2} {ey}"),
            format!("M {sx} {y1} C {x2} {y1} {x2} {y1} {x2} {ey}"),
            format!("M {x1} {sy} C {x1} {y2} {x1} {y2} {ex} {y2}"),
            format!(
                "M {sx} {y1} C {} {y1} {} {y2} {ex} {y2}",
                (x1 + x2) / 2,
                (x1 + x2) / 2
            ),
            // Down a column: close along the parts' left edges, then their right.
            format!(
                "M {} {y1} C {} {y1} {} {y2} {} {y2}",
                x1 - BOX_W / 2,
                x1 - BOX_W / 2 - 10,
                x2 - BOX_W / 2 - 10,
                x2 - BOX_W / 2 - 4
            ),
            format!(
                "M {} {y1} C {} {y1} {} {y2} {} {y2}",
                x1 + BOX_W / 2,
                x1 + BOX_W / 2 + 10,
                x2 + BOX_W / 2 + 10,
                x2 + BOX_W / 2 + 4
            ),
        ];
        let clear = candidates
            .iter()
            .find(|p| !self.through_a_part(p, from, to))
            .unwrap_or(&candidates[0])
            .clone();
        let label_x = if dx == 0 { x1 + 8 } else { (x1 + x2) / 2 };
        (clear, label_x, mid + 4)
    }

    /// Whether `path` runs through any part's box but those of its ends.
    fn through_a_part(self, path: &str, from: At, to: At) -> bool {
        let points = path_points(path);
        PARTS.iter().any(|(at, _)| {
            let (cx, cy) = self.place(*at);
            *at != from
                && *at != to
                && points
                    .iter()
                    .any(|&(x, y)| (x - cx).abs() < BOX_W / 2 && (y - cy).abs() < BOX_H / 2)
        })
    }
}

/// The arrow label's type, 13 px monospace: about how wide a character is, and how far the
/// letters reach above and below the baseline.
const LABEL_CHAR_W: i32 = 8;
const LABEL_ASCENT: i32 = 11;
const LABEL_DESCENT: i32 = 4;

/// Points along a path of `M x y` and one `L x y` or `C x1 y1 x2 y2 x y`, as `route` draws.
fn path_points(path: &str) -> Vec<(i32, i32)> {
    let n: Vec<f64> = path
        .split_whitespace()
        .filter_map(|t| t.parse().ok())
        .collect();
    (0..=64)
        .filter_map(|i| {
            let t = f64::from(i) / 64.0;
            let u = 1.0 - t;
            let (x, y) = match n.len() {
                4 => (n[0] + (n[2] - n[0]) * t, n[1] + (n[3] - n[1]) * t),
                8 => {
                    let b = |p0: f64, p1: f64, p2: f64, p3: f64| {
                        u * u * u * p0
                            + 3.0 * u * u * t * p1
                            + 3.0 * u * t * t * p2
                            + t * t * t * p3
                    };
                    (b(n[0], n[2], n[4], n[6]), b(n[1], n[3], n[5], n[7]))
                }
                _ => return None,
            };
            Some((x.round() as i32, y.round() as i32))
        })
        .collect()
}

/// The message's two ends in the diagram: a sub-agent's runner, llm and tools are the lane's.
pub fn ends(m: &MessageView) -> (At, At) {
    let lane = m.lane.is_some();
    let at = |part: Part| {
        (
            part,
            lane && matches!(part, Part::Runner | Part::Llm | Part::Tools),
        )
    };
    (at(m.from), at(m.to))
}

/// Whether the part at `at` is lit: it sends or receives the message (a message to every
/// client lights each one).
pub fn active(ends: Option<(At, At)>, at: At) -> bool {
    ends.is_some_and(|(from, to)| {
        let (part, sub) = at;
        let same = |(p, s): At| {
            s == sub
                && (p == part || (p == Part::Clients && matches!(part, Part::Client { id: 1 })))
        };
        same(from) || same(to) || (to.0 == Part::Clients && matches!(part, Part::Client { .. }))
    })
}

/// The diagram in words: "runner sends request, turn 1 to the llm".
pub fn describe(m: Option<&MessageView>) -> String {
    let Some(MessageView {
        from,
        to,
        label,
        lane,
    }) = m
    else {
        return t!("diagram-no-message");
    };
    let inside = from == to;
    let (from_part, from, to) = (part_key(*from), part_name(*from), part_name(*to));
    match (inside, lane) {
        (true, None) => t!("diagram-inside", part = from, label = label),
        (true, Some(lane)) => t!(
            "diagram-inside-lane",
            part = from,
            label = label,
            lane = lane
        ),
        (false, None) => t!(
            "diagram-caption",
            from_part = from_part,
            from = from,
            to = to,
            label = label
        ),
        (false, Some(lane)) => t!(
            "diagram-caption-lane",
            from_part = from_part,
            from = from,
            to = to,
            label = label,
            lane = lane
        ),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn message(from: Part, to: Part, lane: Option<&str>) -> MessageView {
        MessageView {
            from,
            to,
            label: "run read_file".into(),
            lane: lane.map(str::to_string),
        }
    }

    #[test]
    fn a_sub_agents_runner_llm_and_tools_are_in_the_lane() {
        let m = message(Part::Runner, Part::Tools, Some("session_2 · explorer"));
        assert_eq!(ends(&m), ((Part::Runner, true), (Part::Tools, true)));
        let m = message(
            Part::Coordinator,
            Part::Runner,
            Some("session_2 · explorer"),
        );
        assert_eq!(ends(&m), ((Part::Coordinator, false), (Part::Runner, true)));
        let m = message(Part::Runner, Part::Tools, None);
        assert_eq!(ends(&m), ((Part::Runner, false), (Part::Tools, false)));
    }

    #[test]
    fn the_ends_are_lit_and_a_broadcast_lights_every_client() {
        let e = Some(ends(&message(Part::Runner, Part::Llm, None)));
        assert!(active(e, (Part::Runner, false)));
        assert!(active(e, (Part::Llm, false)));
        assert!(!active(e, (Part::Runner, true)));
        assert!(!active(e, (Part::Tools, false)));
        let e = Some(ends(&message(Part::SessionApi, Part::Clients, None)));
        assert!(active(e, (Part::Client { id: 1 }, false)));
        assert!(active(e, (Part::Client { id: 2 }, false)));
        assert!(!active(None, (Part::Runner, false)));
    }

    #[test]
    fn arrows_run_between_the_parts_edges() {
        let (path, x, y) = Layout::Wide.arrow((Part::Runner, false), (Part::Llm, false), "text");
        assert_eq!(path, "M 517 70 L 544 70");
        assert_eq!((x, y), (532, 40));
        // The long way arcs over the parts in between.
        let (path, ..) = Layout::Wide.arrow(
            (Part::Client { id: 1 }, false),
            (Part::Runner, false),
            "text",
        );
        assert!(path.starts_with("M 60 50 C"), "{path}");
    }

    #[test]
    fn the_sentence_names_both_ends_and_the_lane() {
        assert_eq!(
            describe(Some(&message(Part::Runner, Part::Tools, None))),
            "runner sends run read_file to the tools"
        );
        assert_eq!(
            describe(Some(&message(
                Part::Runner,
                Part::Runner,
                Some("session_2 · explorer")
            ))),
            "Inside the runner: run read_file (sub-agent session_2 · explorer)"
        );
        assert_eq!(describe(None), "No message yet.");
        assert_eq!(
            describe(Some(&message(Part::Hooks, Part::Runner, None))),
            "hooks send run read_file to the runner"
        );
    }

    #[test]
    fn a_long_part_name_is_set_tighter_and_a_cjk_character_counts_twice() {
        assert_eq!(fit("coordinator"), "");
        assert_eq!(fit("Sitzungs-API-X"), "tight");
        assert_eq!(fit("Koordinierungsstelle"), "tighter");
        assert_eq!(fit("コーディネーター"), "tight");
        assert_eq!(fit("セッションAPIゲート"), "tighter");
        assert_eq!(fit("ランナー"), "");
    }

    #[test]
    fn each_part_says_what_it_is_in_words_of_its_own() {
        let parts = [
            Part::Client { id: 1 },
            Part::SessionApi,
            Part::Coordinator,
            Part::Runner,
            Part::Llm,
            Part::Tools,
            Part::Hooks,
        ];
        let said: Vec<String> = parts.iter().map(|p| meaning(*p)).collect();
        for (i, text) in said.iter().enumerate() {
            assert!(text.len() > 40 && text.ends_with('.'), "{text}");
            assert!(!said[..i].contains(text), "{text} said twice");
        }
        assert!(meaning(Part::Runner).contains("loop"));
        assert!(meaning(Part::Llm).contains("cannot run anything itself"));
        assert_eq!(meaning(Part::Clients), meaning(Part::Client { id: 2 }));
    }
}

/// A few words for the arrow on the diagram.
pub fn label(say: &Say) -> String {
    match say {
        Say::Typed { .. } => t!("diagram-label-typed"),
        Say::Prompt { .. } => t!("diagram-label-prompt"),
        Say::Accepted { queued: false } | Say::Spawned { .. } => t!("diagram-label-accepted"),
        Say::Accepted { queued: true } => t!("diagram-label-accepted-queued"),
        Say::StartRun => t!("diagram-label-start-run"),
        Say::AlreadyRunning => t!("diagram-label-already-running"),
        Say::Run => t!("diagram-label-run"),
        Say::KeepGoing => t!("diagram-label-keep-going"),
        Say::Request {
            turn, attempt: 1, ..
        } => t!("diagram-label-request", turn = *turn),
        Say::Request { turn, attempt, .. } => {
            t!(
                "diagram-label-request-again",
                turn = *turn,
                attempt = *attempt
            )
        }
        Say::Summarize { .. } => t!("diagram-label-summarize"),
        Say::Event { event } | Say::Forward { event } => match event {
            LlmEvent::Text { .. } => t!("diagram-label-text"),
            LlmEvent::ToolCall { call } => t!("diagram-label-tool-call", tool = &call.tool),
            LlmEvent::Finish {} => t!("diagram-label-finish"),
            LlmEvent::Error { .. } => t!("diagram-label-error"),
            LlmEvent::Usage { .. } => t!("diagram-label-usage"),
            LlmEvent::Cut {} => t!("diagram-label-cut"),
        },
        Say::RunTool { call, .. } => t!("diagram-label-run-tool", tool = &call.tool),
        Say::Output {
            result: ToolResult {
                error: Some(error), ..
            },
        } => t!("diagram-label-output-error", error = error_word(*error)),
        Say::Output { .. } => t!("diagram-label-output"),
        Say::Result { result, .. } => match result.error {
            None => t!("diagram-label-result"),
            Some(error) => t!("diagram-label-result-error", error = error_word(error)),
        },
        Say::Ask { request } => t!("diagram-label-ask", tool = &request.call.tool),
        Say::Answer { reply, .. } => answer_words(*reply),
        Say::Resume { .. } => t!("diagram-label-resume"),
        Say::Stop => t!("diagram-label-stop"),
        Say::Interrupt => t!("diagram-label-interrupt"),
        Say::Cancel { .. } => t!("diagram-label-cancel"),
        Say::Retry { attempt, of, .. } => {
            t!("diagram-label-retry", attempt = *attempt, of = *of)
        }
        Say::Compacted { .. } => t!("diagram-label-compacted"),
        Say::Ended { end } => t!("diagram-label-ended", end = end_word(end)),
        Say::Done {
            end: RunEnd::Answered,
        } => t!("diagram-label-done"),
        Say::Done { end } => t!("diagram-label-done-end", end = end_word(end)),
        Say::Idle => t!("diagram-label-idle"),
        Say::Spawn { agent, .. } => t!("diagram-label-spawn", agent = agent),
        Say::StopChild { .. } => t!("diagram-label-stop-child"),
        Say::Hook { event, .. } => t!("diagram-label-hook", event = event.name()),
        Say::Hooked { outcome, .. } => match outcome {
            HookOutcome::Pass => t!("diagram-label-hook-pass"),
            HookOutcome::Allow { .. } => t!("diagram-label-hook-allow"),
            HookOutcome::Deny { .. } => t!("diagram-label-hook-deny"),
            HookOutcome::Ask { .. } => t!("diagram-label-hook-ask"),
            HookOutcome::Context { .. } => t!("diagram-label-hook-context"),
            HookOutcome::Block { .. } => t!("diagram-label-hook-block"),
        },
    }
}

/// The message of a step: who sends what to whom, and in whose session.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct MessageView {
    pub from: Part,
    pub to: Part,
    pub label: String,
    /// A sub-agent's session ("session_2 · explorer"): its runner, llm and tools are the
    /// diagram's second lane. `None` for the session you talk to.
    pub lane: Option<String>,
}

pub fn message(trace: &Trace, index: usize) -> Option<MessageView> {
    // With one client, "the clients" is that client.
    let one = |part| match part {
        Part::Clients if !trace.has_second_client() => Part::Client { id: 1 },
        other => other,
    };
    trace.step(index).map(|s| MessageView {
        from: one(s.envelope.from),
        to: one(s.envelope.to),
        label: label(&s.envelope.say),
        lane: lane(trace, s.envelope.session),
    })
}

/// The name of session `session`'s lane on the diagram, when it is a sub-agent's.
pub fn lane(trace: &Trace, session: usize) -> Option<String> {
    (session != 0).then(|| {
        let h = trace.harness().session(session);
        format!("{} · {}", h.id(), h.agent().name)
    })
}

/// Whether the run has sub-agents, so the diagram draws their lane.
pub fn has_subagents(trace: &Trace) -> bool {
    trace.harness().sessions().len() > 1
}

/// Whether the run's agents have hooks, so the diagram shows where they run.
pub fn has_hooks(trace: &Trace) -> bool {
    trace
        .harness()
        .sessions()
        .iter()
        .any(|s| !s.agent().hooks.is_empty())
}
