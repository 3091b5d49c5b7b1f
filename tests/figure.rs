//! "Download figure": the SVG of a step, read back as XML. Each invariant has its case: the
//! file is well-formed at every step of every built-in scenario, its title and description
//! read as alt text, the arrow's label is the step's, the panels that changed are drawn, the
//! link is there, and text from a scenario stays text.

mod common;

use harness_demo::harness::protocol::schema::Reply;
use harness_demo::harness::scenario::{builtin, Scenario};
use harness_demo::trace::{derive, Inputs};
use harness_demo::view::figure::{figure, svg};
use harness_demo::view::{self, changed};

const SVG_NS: &str = "http://www.w3.org/2000/svg";
const LINK: &str = "https://example.org/harness/?scenario=run-tests&step=12&replies=once";

/// The texts of every element named `name`, in order.
fn texts<'a>(doc: &'a roxmltree::Document<'a>, name: &str) -> Vec<String> {
    doc.descendants()
        .filter(|n| n.has_tag_name((SVG_NS, name)))
        .map(|n| {
            n.descendants()
                .filter(|d| d.is_text())
                .map(|d| d.text().unwrap_or(""))
                .collect()
        })
        .collect()
}

#[test]
fn every_step_of_every_scenario_is_well_formed_svg() {
    for s in builtin().unwrap() {
        let trace = derive(&s, &common::answers(&[Reply::Once, Reply::Once]));
        for i in 0..trace.steps.len() {
            let text = svg(&trace, i, &s.title, LINK);
            let doc = roxmltree::Document::parse(&text)
                .unwrap_or_else(|e| panic!("{} step {}: {e}\n{text}", s.id, i + 1));
            let root = doc.root_element();
            assert!(root.has_tag_name((SVG_NS, "svg")), "{}", s.id);
            assert_eq!(root.attribute("role"), Some("img"));
        }
    }
}

#[test]
fn title_and_description_read_as_alt_text() {
    let (s, trace) = common::run("run-tests", &[Reply::Once]);
    let i = 6;
    let text = svg(&trace, i, &s.title, LINK);
    let doc = roxmltree::Document::parse(&text).unwrap();
    let root = doc.root_element();
    assert_eq!(
        root.attribute("aria-labelledby"),
        Some("figure-title figure-desc")
    );
    // The first children, where a reader of the file looks for them.
    let title = texts(&doc, "title");
    let desc = texts(&doc, "desc");
    assert_eq!(title.len(), 1);
    assert_eq!(desc.len(), 1);
    let n = trace.steps.len();
    assert!(
        title[0].starts_with(&format!("Step 7 of {n} of “{}”: ", s.title)),
        "{}",
        title[0]
    );
    assert!(
        desc[0].starts_with(&view::narrate(&trace, i)),
        "{}",
        desc[0]
    );
    assert!(desc[0].ends_with(&format!("Link: {LINK}")), "{}", desc[0]);
}

#[test]
fn the_arrow_shows_the_steps_label() {
    let (s, trace) = common::run("run-tests", &[Reply::Once]);
    for i in 0..trace.steps.len() {
        let m = view::message(&trace, i).unwrap();
        let text = svg(&trace, i, &s.title, LINK);
        let doc = roxmltree::Document::parse(&text).unwrap();
        let arrow_labels: Vec<_> = doc
            .descendants()
            .filter(|n| n.attribute("class") == Some("arrow-label"))
            .map(|n| n.text().unwrap_or("").to_string())
            .collect();
        let arrows = doc
            .descendants()
            .filter(|n| n.attribute("class") == Some("arrow"))
            .count();
        if m.from == m.to {
            // A step inside one part has no arrow, as on the page.
            assert_eq!((arrows, arrow_labels.len()), (0, 0), "step {}", i + 1);
        } else {
            assert_eq!(arrows, 1, "step {}", i + 1);
            assert_eq!(
                arrow_labels.as_slice(),
                std::slice::from_ref(&m.label),
                "step {}",
                i + 1
            );
        }
        // The message's two parts are the lit ones.
        let lit = doc
            .descendants()
            .filter(|n| n.attribute("class") == Some("part active"))
            .count();
        assert!(lit >= 1, "step {}", i + 1);
    }
}

#[test]
fn the_caption_is_the_narration_and_the_panels_are_those_that_changed() {
    let (s, trace) = common::run("run-tests", &[Reply::Once]);
    for i in 1..trace.steps.len() {
        let f = figure(&trace, i, &s.title, LINK);
        assert_eq!(f.narration, view::narrate(&trace, i));
        // The panels the page marks "changed", each once ("session.status" is the session's).
        let mut have: Vec<&str> = f.panels.iter().map(|(p, _)| *p).collect();
        let mut want: Vec<&str> = changed(&trace, i)
            .iter()
            .filter_map(|c| c.split('.').next())
            .collect();
        have.sort_unstable();
        want.sort_unstable();
        want.dedup();
        assert_eq!(have, want, "step {}", i + 1);
        let text = svg(&trace, i, &s.title, LINK);
        let doc = roxmltree::Document::parse(&text).unwrap();
        let caption: String = doc
            .descendants()
            .filter(|n| n.attribute("class") == Some("caption"))
            .map(|n| n.text().unwrap_or(""))
            .collect::<Vec<_>>()
            .join(" ");
        assert_eq!(caption, f.narration, "step {}", i + 1);
        for (name, _) in &f.panels {
            assert!(
                text.contains(&format!(">{name} · changed<")),
                "step {}: no {name} panel",
                i + 1
            );
        }
    }
}

#[test]
fn the_link_is_in_the_figure_and_a_run_without_one_has_none() {
    let (s, trace) = common::run("read-file", &[]);
    let text = svg(&trace, 3, &s.title, LINK);
    let doc = roxmltree::Document::parse(&text).unwrap();
    let href = doc
        .descendants()
        .find(|n| n.has_tag_name((SVG_NS, "a")))
        .and_then(|a| a.attribute("href"));
    assert_eq!(href, Some(LINK));
    let none = svg(&trace, 3, &s.title, "");
    assert!(!none.contains("<a "), "{none}");
    assert!(!figure(&trace, 3, &s.title, "").desc.contains("Link:"));
}

#[test]
fn text_from_a_scenario_stays_text() {
    let mut s: Scenario = common::scenario("read-file");
    s.title = "<script>alert(1)</script> & \"quotes\"".into();
    s.prompt = "Read </text><text>injected & \u{1}".into();
    s.replies[0].tool_calls[0].tool = "read_file".into();
    let trace = derive(&s, &Inputs::default());
    for i in 0..trace.steps.len() {
        let text = svg(&trace, i, &s.title, "https://x.example/?a=1&b=<2>");
        let doc = roxmltree::Document::parse(&text)
            .unwrap_or_else(|e| panic!("step {}: {e}\n{text}", i + 1));
        assert_eq!(
            doc.descendants()
                .filter(|n| n.has_tag_name("script"))
                .count(),
            0
        );
        let title = texts(&doc, "title").concat();
        assert!(
            title.contains("<script>alert(1)</script> & \"quotes\""),
            "{title}"
        );
    }
}

#[test]
fn a_run_with_sub_agents_draws_their_lane() {
    let (s, trace) = common::run("subagent", &[]);
    let i = (0..trace.steps.len())
        .find(|i| view::message(&trace, *i).is_some_and(|m| m.lane.is_some()))
        .expect("a step in the sub-agent's session");
    let text = svg(&trace, i, &s.title, LINK);
    let doc = roxmltree::Document::parse(&text).unwrap();
    let lane = doc
        .descendants()
        .find(|n| n.attribute("class") == Some("lane-name"))
        .and_then(|n| n.text());
    assert!(
        lane.is_some_and(|l| l.starts_with("sub-agent: ")),
        "{lane:?}"
    );
    let (plain, t) = common::run("read-file", &[]);
    assert!(!svg(&t, 2, &plain.title, LINK).contains("class=\"lane\""));
}
