//! Deep links: the scenario, step, answers, stops and user rules in the page's query string.
//!
//! `?scenario=run-tests&step=9&replies=always&rules=read_file:deny&stops=12`. An answer from
//! another window than yours carries its client: `once@2`. A hosted scenario is named by its
//! address instead: `?src=https%3A%2F%2F…%2Fmine.json&step=4`. Parsing never panics; a bad
//! value is reported so the page can open normally with a notice.
//!
//! The page's own parameters (`embed=1`, `origin=`) are not part of a run's link, but the
//! address bar keeps them.

use crate::harness::protocol::mode::Mode;
use crate::harness::protocol::schema::{Decision, Reply, Rule};
use crate::t;
use crate::trace::Answer;

/// What a link asks the page to show.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct Link {
    /// A built-in scenario's id; empty when `src` names the scenario.
    pub scenario: String,
    /// The address of a hosted scenario file (`?src=`), fetched when the link opens.
    pub src: Option<String>,
    /// 1-based step.
    pub step: usize,
    pub answers: Vec<Answer>,
    pub rules: Vec<Rule>,
    /// Stop pressed after this many steps.
    pub stops: Vec<usize>,
    /// The permission mode chosen in the agent panel, over the scenario's.
    pub mode: Option<Mode>,
}

fn answer_word(answer: &Answer) -> String {
    match answer.client {
        1 => answer.reply.as_str().to_string(),
        client => format!("{}@{client}", answer.reply.as_str()),
    }
}

fn parse_answer(word: &str) -> Result<Answer, String> {
    let (reply, client) = word.split_once('@').unwrap_or((word, "1"));
    let reply =
        Reply::parse(reply).ok_or_else(|| t!("link-bad-reply", reply = format!("{reply:?}")))?;
    let client = client
        .parse::<u8>()
        .ok()
        .filter(|c| *c >= 1)
        .ok_or_else(|| t!("link-reply-no-client", reply = format!("{word:?}")))?;
    Ok(Answer { client, reply })
}

/// The query string for `link`, starting with `?`.
pub fn format(link: &Link) -> String {
    let mut out = match &link.src {
        Some(src) => format!("?src={}&step={}", encode(src), link.step),
        None => format!("?scenario={}&step={}", encode(&link.scenario), link.step),
    };
    if !link.answers.is_empty() {
        let words: Vec<String> = link.answers.iter().map(answer_word).collect();
        out.push_str(&format!("&replies={}", words.join(",")));
    }
    if !link.rules.is_empty() {
        let rules: Vec<String> = link
            .rules
            .iter()
            .map(|r| format!("{}:{}", encode(&r.tool), r.decision.as_str()))
            .collect();
        out.push_str(&format!("&rules={}", rules.join(",")));
    }
    if !link.stops.is_empty() {
        let stops: Vec<String> = link.stops.iter().map(usize::to_string).collect();
        out.push_str(&format!("&stops={}", stops.join(",")));
    }
    if let Some(mode) = link.mode {
        out.push_str(&format!("&mode={}", mode.as_str()));
    }
    out
}

/// Reads a query string (with or without `?`). `Ok(None)` when it names no scenario.
pub fn parse(query: &str) -> Result<Option<Link>, String> {
    let query = query.strip_prefix('?').unwrap_or(query);
    let mut link = Link {
        step: 1,
        ..Link::default()
    };
    let mut named = false;
    for pair in query.split('&').filter(|p| !p.is_empty()) {
        let (key, value) = pair.split_once('=').unwrap_or((pair, ""));
        let value = decode(value).ok_or_else(|| t!("link-not-text", key = key))?;
        match key {
            "scenario" => {
                named = true;
                link.scenario = value;
            }
            "src" => {
                if value.trim().is_empty() {
                    return Err(t!("link-src-not-address"));
                }
                named = true;
                link.src = Some(value);
            }
            "step" => {
                link.step = value
                    .parse::<usize>()
                    .ok()
                    .filter(|n| *n >= 1)
                    .ok_or_else(|| t!("link-bad-step", step = format!("{value:?}")))?;
            }
            "replies" => {
                link.answers = value
                    .split(',')
                    .filter(|w| !w.is_empty())
                    .map(parse_answer)
                    .collect::<Result<_, _>>()?;
            }
            "stops" => {
                link.stops = value
                    .split(',')
                    .filter(|w| !w.is_empty())
                    .map(|w| {
                        w.parse::<usize>()
                            .map_err(|_| t!("link-bad-stop", stop = format!("{w:?}")))
                    })
                    .collect::<Result<_, _>>()?;
            }
            "rules" => {
                // Split before decoding: a tool's name may itself hold an encoded `,` or `:`.
                let raw = pair.split_once('=').map_or("", |(_, v)| v);
                link.rules = raw
                    .split(',')
                    .filter(|w| !w.is_empty())
                    .map(|w| {
                        let (tool, decision) = w
                            .split_once(':')
                            .ok_or_else(|| t!("link-bad-rule", rule = format!("{w:?}")))?;
                        let tool = decode(tool).ok_or_else(|| t!("link-rules-not-text"))?;
                        let decision = Decision::parse(decision).ok_or_else(|| {
                            t!("link-bad-decision", decision = format!("{decision:?}"))
                        })?;
                        Ok(Rule { tool, decision })
                    })
                    .collect::<Result<_, String>>()?;
            }
            "mode" => {
                link.mode = Some(
                    Mode::parse(&value)
                        .ok_or_else(|| t!("link-bad-mode", mode = format!("{value:?}")))?,
                );
            }
            // Other parameters (analytics, a host's own, the page's own like embed) are not
            // ours to judge.
            _ => {}
        }
    }
    if link.src.is_some() {
        // The file names itself; a scenario id beside it would be a second answer.
        link.scenario.clear();
    }
    Ok(named.then_some(link))
}

/// The value of the page's own parameter `key`, as written (still encoded).
fn raw_param<'a>(query: &'a str, key: &str) -> Option<&'a str> {
    query
        .strip_prefix('?')
        .unwrap_or(query)
        .split('&')
        .find_map(|pair| pair.split_once('=').filter(|(k, _)| *k == key))
        .map(|(_, v)| v)
}

/// The parent page's origin that `?origin=` allows to drive an embed, if any.
pub fn origin(query: &str) -> Option<String> {
    raw_param(query, "origin")
        .and_then(decode)
        .filter(|o| !o.trim().is_empty())
}

/// The page's own parameters to keep beside a run's link in the address bar: `&embed=1` and
/// `&origin=…` when the query has them.
pub fn page_params(query: &str) -> String {
    let mut out = String::new();
    if embedded(query) {
        out.push_str("&embed=1");
    }
    if let Some(origin) = origin(query) {
        out.push_str(&format!("&origin={}", encode(&origin)));
    }
    out
}

/// Whether the query asks for the compact layout an article embeds (`embed=1`).
pub fn embedded(query: &str) -> bool {
    query
        .strip_prefix('?')
        .unwrap_or(query)
        .split('&')
        .any(|pair| pair == "embed=1")
}

/// The parameter that turns Predict mode on, in a link or an embed.
pub const PREDICT: &str = "predict=1";

/// Whether the query turns Predict mode on (`predict=1`).
pub fn predicting(query: &str) -> bool {
    query
        .strip_prefix('?')
        .unwrap_or(query)
        .split('&')
        .any(|pair| pair == PREDICT)
}

/// Percent-encodes everything but unreserved characters.
fn encode(text: &str) -> String {
    let mut out = String::new();
    for b in text.bytes() {
        if b.is_ascii_alphanumeric() || matches!(b, b'-' | b'_' | b'.' | b'~') {
            out.push(b as char);
        } else {
            out.push_str(&format!("%{b:02X}"));
        }
    }
    out
}

/// Percent-decodes (`+` as space); `None` for a broken escape or bytes that are not UTF-8.
fn decode(text: &str) -> Option<String> {
    let bytes = text.as_bytes();
    let mut out = Vec::with_capacity(bytes.len());
    let mut i = 0;
    while i < bytes.len() {
        match bytes[i] {
            b'%' => {
                let hex = bytes.get(i + 1..i + 3)?;
                out.push(u8::from_str_radix(std::str::from_utf8(hex).ok()?, 16).ok()?);
                i += 3;
            }
            b'+' => {
                out.push(b' ');
                i += 1;
            }
            b => {
                out.push(b);
                i += 1;
            }
        }
    }
    String::from_utf8(out).ok()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn round_trips() {
        let link = Link {
            scenario: "run-tests".into(),
            src: None,
            step: 14,
            answers: vec![
                Answer::mine(Reply::Always),
                Answer {
                    client: 2,
                    reply: Reply::Decline,
                },
            ],
            rules: vec![Rule {
                tool: "read_file".into(),
                decision: Decision::Deny,
            }],
            stops: vec![9, 30],
            mode: Some(Mode::Plan),
        };
        let text = format(&link);
        assert_eq!(
            text,
            "?scenario=run-tests&step=14&replies=always,decline@2&rules=read_file:deny&stops=9,30&mode=plan"
        );
        assert_eq!(parse(&text), Ok(Some(link)));
    }

    #[test]
    fn an_unknown_mode_is_said() {
        assert_eq!(
            parse("?scenario=x&mode=yolo").unwrap_err(),
            "the link's mode \"yolo\" is not default, acceptEdits, plan or bypassPermissions"
        );
    }

    #[test]
    fn tool_names_with_separators_round_trip() {
        let link = Link {
            scenario: "custom".into(),
            step: 2,
            rules: vec![Rule {
                tool: "a,b:c".into(),
                decision: Decision::Allow,
            }],
            ..Link::default()
        };
        assert_eq!(parse(&format(&link)), Ok(Some(link)));
    }

    #[test]
    fn embed_is_a_parameter_of_its_own() {
        assert!(embedded("?scenario=read-file&step=3&embed=1"));
        assert!(embedded("embed=1"));
        assert!(!embedded("?scenario=read-file&embed=0"));
        assert!(!embedded("?scenario=embed=1"));
        assert_eq!(
            parse("?scenario=read-file&step=3&embed=1")
                .unwrap()
                .unwrap()
                .step,
            3
        );
    }

    #[test]
    fn a_hosted_scenario_is_linked_by_its_address() {
        let link = Link {
            src: Some("https://example.org/scenarios/mine.json?v=2&x=1".into()),
            step: 4,
            answers: vec![Answer::mine(Reply::Once)],
            ..Link::default()
        };
        let text = format(&link);
        assert_eq!(
            text,
            "?src=https%3A%2F%2Fexample.org%2Fscenarios%2Fmine.json%3Fv%3D2%26x%3D1&step=4&replies=once"
        );
        assert_eq!(parse(&text), Ok(Some(link)));
    }

    #[test]
    fn src_wins_over_a_scenario_id() {
        let link = parse("?scenario=run-tests&src=mine.json").unwrap().unwrap();
        assert_eq!(link.src.as_deref(), Some("mine.json"));
        assert_eq!(link.scenario, "");
        assert_eq!(
            parse("?src=&step=2").unwrap_err(),
            "the link's src is not an address"
        );
    }

    #[test]
    fn the_page_params_are_kept_apart_from_the_link() {
        let q = "?scenario=read-file&step=3&embed=1&origin=https%3A%2F%2Fblog.example";
        assert_eq!(origin(q).as_deref(), Some("https://blog.example"));
        assert_eq!(page_params(q), "&embed=1&origin=https%3A%2F%2Fblog.example");
        assert_eq!(page_params("?scenario=read-file&step=3"), "");
        assert_eq!(origin("?origin="), None);
        assert_eq!(origin("?origin=%E2%28"), None);
        assert_eq!(parse(q).unwrap().unwrap().step, 3);
    }

    #[test]
    fn no_scenario_is_no_link() {
        assert_eq!(parse(""), Ok(None));
        assert_eq!(parse("?utm_source=x"), Ok(None));
    }

    #[test]
    fn bad_values_are_named() {
        assert_eq!(
            parse("?scenario=x&step=zero").unwrap_err(),
            "the link's step \"zero\" is not a step number"
        );
        assert_eq!(
            parse("?scenario=x&step=0").unwrap_err(),
            "the link's step \"0\" is not a step number"
        );
        assert_eq!(
            parse("?scenario=x&replies=maybe").unwrap_err(),
            "the link's reply \"maybe\" is not once, always or decline"
        );
        assert_eq!(
            parse("?scenario=x&replies=once@0").unwrap_err(),
            "the link's reply \"once@0\" names no client"
        );
        assert_eq!(
            parse("?scenario=x&stops=3,x").unwrap_err(),
            "the link's stop \"x\" is not a step number"
        );
        assert_eq!(
            parse("?scenario=x&rules=a:maybe").unwrap_err(),
            "the link's rule decision \"maybe\" is not allow, ask or deny"
        );
        assert!(parse("?scenario=x&rules=run_tests")
            .unwrap_err()
            .contains("tool:decision"));
        assert!(parse("?scenario=%E2%28")
            .unwrap_err()
            .contains("not valid text"));
        assert!(parse("?scenario=%4")
            .unwrap_err()
            .contains("not valid text"));
    }

    #[test]
    fn predict_is_a_parameter_of_its_own() {
        assert!(predicting("?scenario=run-tests&step=1&predict=1"));
        assert!(predicting("predict=1&embed=1"));
        assert!(!predicting("?scenario=run-tests&predict=0"));
        assert!(!predicting("?scenario=predict=1"));
        assert!(!embedded("?predict=1"));
    }
}
