//! The messages between the page and the session-log reader's web worker (`src/bin/reader.rs`),
//! as types both ends share, like the embed protocol's: the names of kinds and fields are
//! written once, here, and a message either end does not know is an error with words, never
//! a silent wait. Pure; `js` turns a message into the plain object `postMessage` carries.
//!
//! The page sends `chunk` (a file's `name`, its `bytes` beside the message as a transferable
//! buffer) and `finish`; the worker answers `ready` once at start, `read` after each chunk (so
//! the page never holds more than one in flight), then `done` or `failed`, or `choose` when the
//! files hold several runs, which the page answers with `pick`. Before a log's first
//! chunk the page sends `language`, which the worker takes without an answer: it words what it
//! says (why a file cannot be read, what a log lacks) in the page's language.

use std::rc::Rc;

use crate::i18n::{self, Catalog};

/// A field's value: the page and the worker send text and numbers.
#[derive(Clone, Debug, PartialEq)]
pub enum Field {
    Text(String),
    Number(f64),
}

/// What the page asks of the reader.
#[derive(Clone, Debug, PartialEq)]
pub enum ToReader {
    /// The next bytes of the file called `name` (the bytes travel beside the message).
    Chunk { name: String },
    /// Every file was sent: read them into a run.
    Finish,
    /// Speak the language tagged `tag` from now on, from `catalog`: its Fluent files, one after
    /// another (empty for English and the pseudo-language, which the reader makes itself).
    Language { tag: String, catalog: String },
    /// Open the run at `index` of those `Choose` offered.
    Pick { index: u64 },
}

/// What the reader answers.
#[derive(Clone, Debug, PartialEq)]
pub enum FromReader {
    /// Loaded and waiting for chunks.
    Ready,
    /// A chunk of `bytes` bytes was taken: the page may send the next.
    Read { bytes: u64 },
    /// The run to replay, as scenario and summary JSON, and the format in words.
    Done {
        scenario: String,
        summary: String,
        format: String,
    },
    /// The files hold several runs: which, as JSON (`view::import::RunChoice`s, newest
    /// first). The page answers with `Pick`.
    Choose { runs: String },
    /// No run: why, in words.
    Failed { message: String },
}

/// The field that names a message's kind.
pub const KIND: &str = "kind";
/// The field of a chunk's bytes, sent beside the message's fields.
pub const BYTES: &str = "bytes";

fn text(field: &dyn Fn(&str) -> Option<Field>, key: &str) -> Result<String, String> {
    match field(key) {
        Some(Field::Text(t)) => Ok(t),
        _ => Err(format!("its field {key} is missing or not text")),
    }
}

impl ToReader {
    /// Its kind and fields, the kind first.
    pub fn fields(&self) -> Vec<(&'static str, Field)> {
        match self {
            ToReader::Chunk { name } => vec![
                (KIND, Field::Text("chunk".into())),
                ("name", Field::Text(name.clone())),
            ],
            ToReader::Finish => vec![(KIND, Field::Text("finish".into()))],
            ToReader::Language { tag, catalog } => vec![
                (KIND, Field::Text("language".into())),
                ("tag", Field::Text(tag.clone())),
                ("catalog", Field::Text(catalog.clone())),
            ],
            ToReader::Pick { index } => vec![
                (KIND, Field::Text("pick".into())),
                ("index", Field::Number(*index as f64)),
            ],
        }
    }

    /// Reads a message from its fields, or says what is wrong with it.
    pub fn read(field: &dyn Fn(&str) -> Option<Field>) -> Result<ToReader, String> {
        match text(field, KIND)?.as_str() {
            "chunk" => Ok(ToReader::Chunk {
                name: text(field, "name")?,
            }),
            "finish" => Ok(ToReader::Finish),
            "language" => Ok(ToReader::Language {
                tag: text(field, "tag")?,
                catalog: text(field, "catalog")?,
            }),
            "pick" => match field("index") {
                Some(Field::Number(n)) if n >= 0.0 => Ok(ToReader::Pick { index: n as u64 }),
                _ => Err("its field index is missing or not a count".into()),
            },
            other => Err(format!(
                "the reader got a message it does not know ({other})"
            )),
        }
    }
}

/// The reader speaks the language tagged `tag`, from its catalog's text; English when the tag
/// or the text is not one it can read (the page has read the same text already).
pub fn speak(tag: &str, catalog: &str) {
    let language = i18n::matching(tag).unwrap_or(i18n::ENGLISH);
    let parsed = if language == i18n::ENGLISH {
        None
    } else if language == i18n::PSEUDO {
        Some(i18n::english().pseudo())
    } else {
        Catalog::parse(catalog).ok()
    };
    match parsed {
        Some(c) => i18n::use_table(language, Rc::new(c)),
        None => i18n::use_table(i18n::ENGLISH, i18n::english()),
    }
}

impl FromReader {
    /// Its kind and fields, the kind first.
    pub fn fields(&self) -> Vec<(&'static str, Field)> {
        let kind = |k: &str| (KIND, Field::Text(k.into()));
        match self {
            FromReader::Ready => vec![kind("ready")],
            FromReader::Read { bytes } => vec![kind("read"), (BYTES, Field::Number(*bytes as f64))],
            FromReader::Done {
                scenario,
                summary,
                format,
            } => vec![
                kind("done"),
                ("scenario", Field::Text(scenario.clone())),
                ("summary", Field::Text(summary.clone())),
                ("format", Field::Text(format.clone())),
            ],
            FromReader::Choose { runs } => {
                vec![kind("choose"), ("runs", Field::Text(runs.clone()))]
            }
            FromReader::Failed { message } => {
                vec![kind("failed"), ("message", Field::Text(message.clone()))]
            }
        }
    }

    /// Reads a message from its fields, or says what is wrong with it.
    pub fn read(field: &dyn Fn(&str) -> Option<Field>) -> Result<FromReader, String> {
        match text(field, KIND)?.as_str() {
            "ready" => Ok(FromReader::Ready),
            "read" => match field(BYTES) {
                Some(Field::Number(n)) if n >= 0.0 => Ok(FromReader::Read { bytes: n as u64 }),
                _ => Err(format!("its field {BYTES} is missing or not a count")),
            },
            "done" => Ok(FromReader::Done {
                scenario: text(field, "scenario")?,
                summary: text(field, "summary")?,
                format: text(field, "format")?,
            }),
            "choose" => Ok(FromReader::Choose {
                runs: text(field, "runs")?,
            }),
            "failed" => Ok(FromReader::Failed {
                message: text(field, "message")?,
            }),
            other => Err(format!("the page got a message it does not know ({other})")),
        }
    }
}

/// Messages as the plain objects `postMessage` carries.
#[cfg(target_arch = "wasm32")]
pub mod js;

#[cfg(test)]
mod tests {
    use super::*;

    fn lookup(fields: Vec<(&'static str, Field)>) -> impl Fn(&str) -> Option<Field> {
        move |key| {
            fields
                .iter()
                .find(|(k, _)| *k == key)
                .map(|(_, v)| v.clone())
        }
    }

    #[test]
    fn every_message_reads_back_as_itself() {
        for m in [
            ToReader::Chunk {
                name: "s/subagents/agent-1.jsonl".into(),
            },
            ToReader::Finish,
            ToReader::Language {
                tag: "de".into(),
                catalog: "page-title = Agenten\n".into(),
            },
            ToReader::Pick { index: 3 },
        ] {
            assert_eq!(ToReader::read(&lookup(m.fields())), Ok(m));
        }
        for m in [
            FromReader::Ready,
            FromReader::Read { bytes: 1_048_576 },
            FromReader::Done {
                scenario: "{}".into(),
                summary: "{\"figures\":[]}".into(),
                format: "Codex 0.125".into(),
            },
            FromReader::Choose { runs: "[]".into() },
            FromReader::Failed {
                message: "nothing was read".into(),
            },
        ] {
            assert_eq!(FromReader::read(&lookup(m.fields())), Ok(m));
        }
    }

    #[test]
    fn an_unknown_kind_or_a_missing_field_is_said_in_words() {
        let unknown = lookup(vec![(KIND, Field::Text("gossip".into()))]);
        assert_eq!(
            FromReader::read(&unknown),
            Err("the page got a message it does not know (gossip)".into())
        );
        assert_eq!(
            ToReader::read(&unknown),
            Err("the reader got a message it does not know (gossip)".into())
        );
        let no_name = lookup(vec![(KIND, Field::Text("chunk".into()))]);
        assert_eq!(
            ToReader::read(&no_name),
            Err("its field name is missing or not text".into())
        );
        let bad_count = lookup(vec![
            (KIND, Field::Text("read".into())),
            (BYTES, Field::Number(-1.0)),
        ]);
        assert!(FromReader::read(&bad_count).is_err());
        let bad_pick = lookup(vec![
            (KIND, Field::Text("pick".into())),
            ("index", Field::Number(-1.0)),
        ]);
        assert_eq!(
            ToReader::read(&bad_pick),
            Err("its field index is missing or not a count".into())
        );
        assert_eq!(
            FromReader::read(&lookup(Vec::new())),
            Err("its field kind is missing or not text".into())
        );
    }

    #[test]
    fn the_reader_words_its_errors_in_the_language_it_is_sent() {
        let empty = || {
            crate::logs::ImportError::Empty {
                file: "a.jsonl".into(),
            }
            .to_string()
        };
        let english = empty();
        assert!(
            english.starts_with("a.jsonl: the file is empty."),
            "{english}"
        );
        speak(
            "de",
            "err-log-empty = { $file }: die Datei ist leer ({ $claude }, { $codex })\n",
        );
        assert!(
            empty().starts_with("a.jsonl: die Datei ist leer (~/.claude/"),
            "{}",
            empty()
        );
        speak("x-pseudo", "");
        assert!(empty().starts_with('⟦'), "{}", empty());
        // A catalog it cannot read, or English: English.
        speak("de", "not a catalog");
        assert_eq!(empty(), english);
        speak("ja", "err-log-empty = 空\n");
        speak("en", "");
        assert_eq!(empty(), english);
    }
}
