//! Fuzzing the deep-link parser: `link::parse` reads whatever is in the address bar, so no
//! string may make it panic, and every link the page writes must read back as itself.
//!
//! - arbitrary strings, arbitrary bytes (as lossy UTF-8) and query-shaped strings built from the
//!   parser's own words, `%` escapes and separators: no panic; an error names the link's part;
//! - whatever parses, formats back to a query that parses to the same link;
//! - generated links (any scenario text, any step ≥ 1, any answers from any client, any stops, rules for tools with any
//!   text but `,` and `:`) survive `format` then `parse` unchanged.
//!
//! `PROPTEST_CASES=100000 cargo test --release --test fuzz_link` runs a longer search.
// proptest is a native-only dev-dependency.
#![cfg(not(target_arch = "wasm32"))]

use proptest::prelude::*;

use harness_demo::harness::protocol::mode::Mode;
use harness_demo::harness::protocol::schema::{Decision, Reply, Rule};
use harness_demo::link::{format, parse, Link};
use harness_demo::trace::Answer;

/// Cases per property: quick by default (the parser is cheap), more with `PROPTEST_CASES`.
fn cases() -> u32 {
    std::env::var("PROPTEST_CASES")
        .ok()
        .and_then(|n| n.parse().ok())
        .unwrap_or(1_000)
}

/// Parses `query`; the answer must be a link, no link, or an error that names the link's part.
/// A link that parses must format to a query that parses back to the same link.
fn check(query: &str) -> Result<(), TestCaseError> {
    match parse(query) {
        Ok(None) => {}
        Ok(Some(link)) => {
            prop_assert!(link.step >= 1, "a parsed step is at least 1: {:?}", link);
            let again = format(&link);
            prop_assert!(again.starts_with("?scenario="), "{}", again);
            prop_assert_eq!(
                parse(&again),
                Ok(Some(link.clone())),
                "{:?} → {:?} → {:?}",
                query,
                link,
                again
            );
        }
        Err(problem) => {
            prop_assert!(
                problem.starts_with("the link's "),
                "the error names the link's part: {:?} for {:?}",
                problem,
                query
            );
        }
    }
    Ok(())
}

/// Query-shaped text: the parser's keys and words, escapes (good, broken and non-UTF-8), `+`,
/// separators and a little unicode, in any order.
fn query_like() -> impl Strategy<Value = String> {
    let piece = prop_oneof![
        3 => prop::sample::select(vec![
            "scenario=", "step=", "replies=", "rules=", "stops=", "utm_source=", "@", "@2", "&", "=", "?", ",", ":",
            "once", "always", "decline", "allow", "ask", "deny", "read_file", "run-tests",
            "%", "%2", "%20", "%2C", "%3A", "%26", "%3D", "%E2%28", "%C3%BC", "%FF", "%zz", "+",
            "0", "1", "9", "18446744073709551615", "18446744073709551616", "-1", "ü", "🦀", " ",
        ]).prop_map(str::to_string),
        1 => "[a-z0-9_.~-]{1,6}",
        1 => any::<char>().prop_map(String::from),
    ];
    prop::collection::vec(piece, 0..24).prop_map(|pieces| pieces.concat())
}

fn answer() -> impl Strategy<Value = Answer> {
    (
        prop_oneof![Just(Reply::Once), Just(Reply::Always), Just(Reply::Decline)],
        prop_oneof![3 => Just(1u8), 1 => 1u8..=u8::MAX],
    )
        .prop_map(|(reply, client)| Answer { client, reply })
}

fn decision() -> impl Strategy<Value = Decision> {
    prop_oneof![
        Just(Decision::Allow),
        Just(Decision::Ask),
        Just(Decision::Deny)
    ]
}

/// A tool name for generated links: any text without `,` or `:` (the test below covers those).
fn tool_name() -> impl Strategy<Value = String> {
    prop_oneof![
        2 => prop::sample::select(vec!["read_file", "run_tests", "write_file", ""]).prop_map(str::to_string),
        1 => "[^,:]{0,16}",
    ]
}

fn link() -> impl Strategy<Value = Link> {
    let scenario = prop_oneof![
        2 => prop::sample::select(vec!["what-is-a-harness", "read-file", "run-tests", "two-clients"])
            .prop_map(str::to_string),
        1 => any::<String>(),
    ];
    // A hosted scenario's address instead, one link in four: any text that is not blank.
    let src = prop_oneof![
        3 => Just(None),
        1 => any::<String>().prop_filter("an address is not blank", |s| !s.trim().is_empty()).prop_map(Some),
    ];
    let step = prop_oneof![3 => 1usize..60, 1 => 1usize..=usize::MAX];
    let rule = (tool_name(), decision()).prop_map(|(tool, decision)| Rule { tool, decision });
    (
        (scenario, src),
        step,
        prop::collection::vec(answer(), 0..6),
        prop::collection::vec(rule, 0..4),
        prop::collection::vec(0usize..=usize::MAX, 0..3),
        prop::option::of(prop::sample::select(Mode::ALL.to_vec())),
    )
        .prop_map(
            |((scenario, src), step, answers, rules, stops, mode)| Link {
                // A link names its scenario one way: by id, or by the file's address.
                scenario: if src.is_some() {
                    String::new()
                } else {
                    scenario
                },
                src,
                step,
                answers,
                rules,
                stops,
                mode,
            },
        )
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(cases()))]

    #[test]
    fn any_string_parses_without_panic(query in any::<String>()) {
        check(&query)?;
        check(&format!("?{query}"))?;
        check(&format!("?scenario=run-tests&{query}"))?;
    }

    #[test]
    fn any_bytes_parse_without_panic(bytes in prop::collection::vec(any::<u8>(), 0..512)) {
        check(&String::from_utf8_lossy(&bytes))?;
    }

    #[test]
    fn query_shaped_strings_parse_without_panic(query in query_like()) {
        check(&query)?;
    }

    #[test]
    fn generated_links_round_trip(link in link()) {
        let text = format(&link);
        prop_assert_eq!(parse(&text), Ok(Some(link.clone())), "{}", text);
        // Without the leading `?` too, and with a host's own parameters around it.
        prop_assert_eq!(parse(&text[1..]), Ok(Some(link.clone())));
        prop_assert_eq!(parse(&format!("?utm_source=x&{}&ref=y", &text[1..])), Ok(Some(link)));
    }
}

/// A tool name with `,` or `:` survives the link: `format` escapes them (`%2C`, `%3A`) and
/// `parse` splits `rules` before decoding each name.
#[test]
fn tool_names_with_separators_round_trip() {
    for tool in ["a,b", "ns:tool", "x,y:z"] {
        let link = Link {
            scenario: "read-file".into(),
            step: 2,
            rules: vec![Rule {
                tool: tool.into(),
                decision: Decision::Allow,
            }],
            ..Link::default()
        };
        let text = format(&link);
        assert_eq!(parse(&text), Ok(Some(link)), "{text}");
    }
}
