//! The embed protocol: the commands a parent page sends an embedded frame with `postMessage`,
//! and the events the frame sends back. Pure: a message is read from, and written as, JSON
//! text, so every rule is tested natively; `ui::embed` only wires it to `message` events.
//!
//! Every message carries `"version": 1`. A command is `{"version": 1, "command": "goto",
//! "step": 12}`; an event is `{"version": 1, "event": "step", "k": 12, "n": 31, …}`. Fields a
//! command does not use are ignored, so a host may add its own (an id, say).

use serde_json::{json, Value};

use crate::harness::protocol::envelope::Say;
use crate::harness::protocol::schema::Reply;
use crate::trace::Trace;

/// The protocol's version; a message of another is refused, not guessed at.
pub const VERSION: u64 = 1;

/// What a parent page asks the frame to do.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Command {
    Goto(Goto),
    Play,
    Pause,
    /// Runs a scenario given as JSON text; `name` stands for it in messages.
    Load {
        scenario: String,
        name: String,
    },
    Answer(Reply),
    Reset,
}

/// Where `goto` moves.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Goto {
    /// A step, 1-based; past the end means the last.
    Step(usize),
    /// The next step after the one shown where this happens.
    Next(Kind),
}

/// The kinds of step `goto` can look for.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Kind {
    /// A permission question.
    Question,
    /// A tool starting to run.
    Tool,
    /// The thread being compacted.
    Compaction,
}

impl Kind {
    const ALL: [Kind; 3] = [Kind::Question, Kind::Tool, Kind::Compaction];

    pub fn as_str(self) -> &'static str {
        match self {
            Kind::Question => "question",
            Kind::Tool => "tool",
            Kind::Compaction => "compaction",
        }
    }

    fn matches(self, say: &Say) -> bool {
        match self {
            Kind::Question => matches!(say, Say::Ask { .. }),
            Kind::Tool => matches!(say, Say::RunTool { .. }),
            Kind::Compaction => matches!(say, Say::Compacted { .. }),
        }
    }
}

/// The name a file gets in messages when `load` gives none.
const LOADED_NAME: &str = "the loaded scenario";

/// Why a message was refused, and which command it was when that much could be read.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Refused {
    pub command: Option<String>,
    pub message: String,
}

fn refused(command: Option<&str>, message: impl Into<String>) -> Refused {
    Refused {
        command: command.map(str::to_string),
        message: message.into(),
    }
}

/// Reads a command from a message's JSON text.
pub fn parse(json: &str) -> Result<Command, Refused> {
    let value: Value = serde_json::from_str(json).map_err(|_| {
        refused(
            None,
            "a message is an object with version and command, not this",
        )
    })?;
    let Some(object) = value.as_object() else {
        return Err(refused(
            None,
            "a message is an object with version and command, not this",
        ));
    };
    let command = object.get("command").and_then(Value::as_str);
    match object.get("version").and_then(Value::as_u64) {
        Some(VERSION) => {}
        Some(other) => {
            return Err(refused(
                command,
                format!("version {other} is not spoken here; this page speaks version {VERSION}"),
            ))
        }
        None => {
            return Err(refused(
                command,
                format!("a message needs \"version\": {VERSION}"),
            ))
        }
    }
    let Some(command) = command else {
        return Err(refused(
            None,
            "a message needs a command: goto, play, pause, load, answer or reset",
        ));
    };
    let field = |name: &str| object.get(name);
    let parsed = match command {
        "play" => Command::Play,
        "pause" => Command::Pause,
        "reset" => Command::Reset,
        "goto" => Command::Goto(goto(field("step"), field("next"))?),
        "answer" => {
            let reply = match field("reply").and_then(Value::as_str) {
                Some("once") => Reply::Once,
                Some("always") => Reply::Always,
                Some("deny") => Reply::Decline,
                _ => {
                    return Err(refused(
                        Some(command),
                        "answer needs a reply: once, always or deny",
                    ))
                }
            };
            Command::Answer(reply)
        }
        "load" => {
            let Some(scenario) = field("scenario").and_then(Value::as_str) else {
                return Err(refused(
                    Some(command),
                    "load needs a scenario: the scenario file's JSON as text",
                ));
            };
            let name = field("name")
                .and_then(Value::as_str)
                .filter(|n| !n.trim().is_empty())
                .unwrap_or(LOADED_NAME);
            Command::Load {
                scenario: scenario.to_string(),
                name: name.to_string(),
            }
        }
        other => {
            return Err(refused(
                Some(other),
                format!("there is no command {other:?}: goto, play, pause, load, answer or reset"),
            ))
        }
    };
    Ok(parsed)
}

fn goto(step: Option<&Value>, next: Option<&Value>) -> Result<Goto, Refused> {
    let wrong = || {
        refused(
            Some("goto"),
            "goto needs a step (a number from 1) or next: question, tool or compaction",
        )
    };
    match (step, next) {
        (Some(step), None) => step
            .as_u64()
            .filter(|n| *n >= 1)
            .and_then(|n| usize::try_from(n).ok())
            .map(Goto::Step)
            .ok_or_else(wrong),
        (None, Some(next)) => Kind::ALL
            .into_iter()
            .find(|k| next.as_str() == Some(k.as_str()))
            .map(Goto::Next)
            .ok_or_else(wrong),
        _ => Err(wrong()),
    }
}

/// The first step after `shown` (0-based) of `kind`, 0-based.
pub fn next_step(trace: &Trace, shown: usize, kind: Kind) -> Option<usize> {
    trace.find_from(shown + 1, |say| kind.matches(say))
}

/// What the frame tells its parent.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Event {
    /// The page is up and listens; the step it shows.
    Ready(StepInfo),
    /// Another step shows, or the run changed.
    Step(StepInfo),
    /// The last step of a run that waits for nothing shows.
    Ended(StepInfo),
    /// A message was ignored, or a command could not be carried out.
    Error(Refused),
}

/// A step as the events describe it.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct StepInfo {
    /// 1-based, of `n`.
    pub k: usize,
    pub n: usize,
    /// The scenario's id.
    pub scenario: String,
    pub narration: String,
    /// The run waits here for an answer.
    pub question: bool,
}

impl Event {
    /// The event as JSON text, with the protocol's version.
    pub fn to_json(&self) -> String {
        let step = |name: &str, s: &StepInfo| {
            json!({
                "version": VERSION,
                "event": name,
                "k": s.k,
                "n": s.n,
                "scenario": s.scenario,
                "narration": s.narration,
                "question": s.question,
            })
        };
        let value = match self {
            Event::Ready(s) => step("ready", s),
            Event::Step(s) => step("step", s),
            Event::Ended(s) => step("ended", s),
            Event::Error(r) => json!({
                "version": VERSION,
                "event": "error",
                "command": r.command,
                "message": r.message,
            }),
        };
        value.to_string()
    }
}

/// Whether a message from `origin` is for this page: any parent's when the page's `?origin=`
/// names none, else only that one's (a trailing slash aside).
pub fn accepts(allowed: Option<&str>, origin: &str) -> bool {
    allowed.is_none_or(|allowed| allowed.trim_end_matches('/') == origin)
}

/// Where events may go: the `?origin=` parent only, or any parent.
pub fn target_origin(allowed: Option<&str>) -> &str {
    allowed.map_or("*", |a| a.trim_end_matches('/'))
}

#[cfg(test)]
mod tests {
    use super::*;

    fn refusal(json: &str) -> String {
        parse(json).unwrap_err().message
    }

    #[test]
    fn every_command_parses() {
        let cases = [
            (r#"{"version":1,"command":"play"}"#, Command::Play),
            (r#"{"version":1,"command":"pause"}"#, Command::Pause),
            (r#"{"version":1,"command":"reset"}"#, Command::Reset),
            (
                r#"{"version":1,"command":"goto","step":12}"#,
                Command::Goto(Goto::Step(12)),
            ),
            (
                r#"{"version":1,"command":"goto","next":"question"}"#,
                Command::Goto(Goto::Next(Kind::Question)),
            ),
            (
                r#"{"version":1,"command":"goto","next":"tool"}"#,
                Command::Goto(Goto::Next(Kind::Tool)),
            ),
            (
                r#"{"version":1,"command":"goto","next":"compaction"}"#,
                Command::Goto(Goto::Next(Kind::Compaction)),
            ),
            (
                r#"{"version":1,"command":"answer","reply":"once"}"#,
                Command::Answer(Reply::Once),
            ),
            (
                r#"{"version":1,"command":"answer","reply":"always"}"#,
                Command::Answer(Reply::Always),
            ),
            (
                r#"{"version":1,"command":"answer","reply":"deny"}"#,
                Command::Answer(Reply::Decline),
            ),
            (
                r#"{"version":1,"command":"load","scenario":"{}","name":"mine.json"}"#,
                Command::Load {
                    scenario: "{}".into(),
                    name: "mine.json".into(),
                },
            ),
        ];
        for (json, command) in cases {
            assert_eq!(parse(json), Ok(command), "{json}");
        }
    }

    #[test]
    fn a_host_may_add_fields_of_its_own() {
        assert_eq!(
            parse(r#"{"version":1,"command":"play","id":"p3"}"#),
            Ok(Command::Play)
        );
    }

    #[test]
    fn load_without_a_name_names_the_loaded_scenario() {
        assert_eq!(
            parse(r#"{"version":1,"command":"load","scenario":"[]"}"#),
            Ok(Command::Load {
                scenario: "[]".into(),
                name: LOADED_NAME.into(),
            })
        );
    }

    #[test]
    fn what_is_not_an_object_is_refused() {
        for json in ["\"goto\"", "42", "[1]", "null", "not json"] {
            assert_eq!(
                parse(json),
                Err(refused(
                    None,
                    "a message is an object with version and command, not this"
                )),
                "{json}"
            );
        }
    }

    #[test]
    fn a_message_without_the_version_is_refused() {
        let r = parse(r#"{"command":"play"}"#).unwrap_err();
        assert_eq!(r.command.as_deref(), Some("play"));
        assert_eq!(r.message, "a message needs \"version\": 1");
        assert_eq!(
            refusal(r#"{"version":"1","command":"play"}"#),
            "a message needs \"version\": 1"
        );
    }

    #[test]
    fn another_version_is_refused() {
        assert_eq!(
            refusal(r#"{"version":2,"command":"play"}"#),
            "version 2 is not spoken here; this page speaks version 1"
        );
    }

    #[test]
    fn an_unknown_or_missing_command_is_refused() {
        let r = parse(r#"{"version":1,"command":"rewind"}"#).unwrap_err();
        assert_eq!(r.command.as_deref(), Some("rewind"));
        assert!(r.message.starts_with("there is no command \"rewind\""));
        assert!(refusal(r#"{"version":1}"#).starts_with("a message needs a command"));
        assert!(refusal(r#"{"version":1,"command":7}"#).starts_with("a message needs a command"));
    }

    #[test]
    fn a_bad_goto_is_refused() {
        for json in [
            r#"{"version":1,"command":"goto"}"#,
            r#"{"version":1,"command":"goto","step":0}"#,
            r#"{"version":1,"command":"goto","step":-3}"#,
            r#"{"version":1,"command":"goto","step":2.5}"#,
            r#"{"version":1,"command":"goto","step":"3"}"#,
            r#"{"version":1,"command":"goto","next":"answer"}"#,
            r#"{"version":1,"command":"goto","step":3,"next":"tool"}"#,
        ] {
            assert!(refusal(json).starts_with("goto needs a step"), "{json}");
        }
    }

    #[test]
    fn a_bad_answer_or_load_is_refused() {
        assert_eq!(
            refusal(r#"{"version":1,"command":"answer","reply":"decline"}"#),
            "answer needs a reply: once, always or deny"
        );
        assert_eq!(
            refusal(r#"{"version":1,"command":"answer"}"#),
            "answer needs a reply: once, always or deny"
        );
        assert!(
            refusal(r#"{"version":1,"command":"load","scenario":{"id":"x"}}"#)
                .starts_with("load needs a scenario")
        );
    }

    #[test]
    fn events_carry_the_version_and_their_fields() {
        let info = StepInfo {
            k: 3,
            n: 9,
            scenario: "run-tests".into(),
            narration: "The runner sends \"a request\" <now>.".into(),
            question: false,
        };
        let value: Value = serde_json::from_str(&Event::Step(info.clone()).to_json()).unwrap();
        assert_eq!(
            value,
            json!({"version": 1, "event": "step", "k": 3, "n": 9, "scenario": "run-tests",
                   "narration": "The runner sends \"a request\" <now>.", "question": false})
        );
        for (event, name) in [
            (Event::Ready(info.clone()), "ready"),
            (Event::Ended(info), "ended"),
        ] {
            let value: Value = serde_json::from_str(&event.to_json()).unwrap();
            assert_eq!(value["event"], name);
            assert_eq!(value["k"], 3);
        }
        let unasked = Event::Error(refused(None, "a line\nwith \"quotes\" and \u{1}"));
        let value: Value = serde_json::from_str(&unasked.to_json()).unwrap();
        assert_eq!(value["command"], Value::Null);
        assert_eq!(value["message"], "a line\nwith \"quotes\" and \u{1}");
        let error = Event::Error(refused(Some("rewind"), "no such command"));
        let value: Value = serde_json::from_str(&error.to_json()).unwrap();
        assert_eq!(
            value,
            json!({"version": 1, "event": "error", "command": "rewind", "message": "no such command"})
        );
    }

    #[test]
    fn origin_restricts_who_is_heard_and_told() {
        assert!(accepts(None, "https://any.example"));
        assert!(accepts(
            Some("https://blog.example"),
            "https://blog.example"
        ));
        assert!(accepts(
            Some("https://blog.example/"),
            "https://blog.example"
        ));
        assert!(!accepts(
            Some("https://blog.example"),
            "https://evil.example"
        ));
        assert!(!accepts(
            Some("https://blog.example"),
            "https://blog.example.evil.example"
        ));
        assert!(!accepts(Some("https://blog.example"), "null"));
        assert_eq!(target_origin(None), "*");
        assert_eq!(
            target_origin(Some("https://blog.example/")),
            "https://blog.example"
        );
    }

    #[test]
    fn next_step_finds_each_kind_after_the_one_shown() {
        let all = crate::harness::scenario::builtin().unwrap();
        let pick = |id: &str| all.iter().find(|s| s.id == id).unwrap();
        let run_tests = crate::trace::derive(pick("run-tests"), &Default::default());
        let ask = next_step(&run_tests, 0, Kind::Question).expect("run-tests asks");
        assert!(run_tests.is_question(ask));
        // From the question itself, there is no later one.
        assert_eq!(next_step(&run_tests, ask, Kind::Question), None);
        let answered = crate::trace::derive(
            pick("run-tests"),
            &crate::trace::Inputs {
                answers: vec![crate::trace::Answer::mine(Reply::Once)],
                ..Default::default()
            },
        );
        let tool = next_step(&answered, ask, Kind::Tool).expect("the tool runs once allowed");
        assert!(tool > ask);
        assert!(matches!(
            answered.steps[tool].envelope.say,
            Say::RunTool { .. }
        ));
        assert_eq!(next_step(&answered, 0, Kind::Compaction), None);
        let compaction = crate::trace::derive(pick("compaction"), &Default::default());
        let c = next_step(&compaction, 0, Kind::Compaction).expect("compaction compacts");
        assert!(matches!(
            compaction.steps[c].envelope.say,
            Say::Compacted { .. }
        ));
    }
}
