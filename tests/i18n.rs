//! The catalogs agree with the code and with each other: every message the code names is in
//! English, English has none the code never names, and every other language has exactly
//! English's messages, each using only the arguments the code passes.

use std::collections::{BTreeMap, BTreeSet};
use std::path::{Path, PathBuf};

use harness_demo::i18n::{Catalog, FILES, LANGUAGES};

fn root() -> PathBuf {
    PathBuf::from(env!("CARGO_MANIFEST_DIR"))
}

/// A language's catalog, its files read one after another as the page reads them.
fn catalog(tag: &str) -> Result<Catalog, String> {
    let mut text = String::new();
    for file in FILES {
        let path = root().join("src/locales").join(tag).join(file);
        text.push_str(
            &std::fs::read_to_string(&path).map_err(|e| format!("{}: {e}", path.display()))?,
        );
        text.push('\n');
    }
    Catalog::parse(&text).map_err(|e| format!("{tag}: {e}"))
}

fn rust_files(dir: &Path, out: &mut Vec<PathBuf>) {
    for entry in std::fs::read_dir(dir).unwrap() {
        let path = entry.unwrap().path();
        if path.is_dir() {
            rust_files(&path, out);
        } else if path.extension().is_some_and(|e| e == "rs") {
            out.push(path);
        }
    }
}

/// Every `t!("id", a = …, b = …)` in the source: the id and the argument names, per id.
fn named_in_code() -> BTreeMap<String, BTreeSet<String>> {
    named_in(&["src"])
}

/// The messages the code under `paths` (folders or files, from the repository's root) names,
/// with the arguments each call passes.
fn named_in(paths: &[&str]) -> BTreeMap<String, BTreeSet<String>> {
    let mut files = Vec::new();
    for path in paths {
        let path = root().join(path);
        if path.is_dir() {
            rust_files(&path, &mut files);
        } else {
            files.push(path);
        }
    }
    let mut out: BTreeMap<String, BTreeSet<String>> = BTreeMap::new();
    for file in files {
        // Comments name messages in examples; only code counts.
        let text: String = std::fs::read_to_string(&file)
            .unwrap()
            .lines()
            .filter(|l| !l.trim_start().starts_with("//"))
            .map(|l| format!("{l}\n"))
            .collect();
        // `t!("id", …)`, and `tr("id")`, the page's reactive text of a message without arguments.
        let calls = text
            .match_indices("t!(")
            .map(|(at, _)| (at, 3))
            .chain(text.match_indices("tr(").map(|(at, _)| (at, 3)));
        for (at, len) in calls {
            // Not `format!(` or `assert!(`: the macro stands alone.
            if text[..at].ends_with(|c: char| c.is_alphanumeric() || c == '_') {
                continue;
            }
            // rustfmt may put the id on a line of its own.
            let Some(rest) = text[at + len..].trim_start().strip_prefix('"') else {
                continue;
            };
            let id = &rest[..rest.find('"').unwrap()];
            let args = out.entry(id.to_string()).or_default();
            // The call's text up to its closing parenthesis, at depth 0.
            let mut depth = 1;
            let mut end = 0;
            for (i, c) in rest.char_indices() {
                match c {
                    '(' => depth += 1,
                    ')' => {
                        depth -= 1;
                        if depth == 0 {
                            end = i;
                            break;
                        }
                    }
                    _ => {}
                }
            }
            let call = &rest[..end];
            let mut depth = 0;
            let mut start = None;
            for (i, c) in call.char_indices() {
                match c {
                    '(' | '[' | '{' => depth += 1,
                    ')' | ']' | '}' => depth -= 1,
                    ',' if depth == 0 => start = Some(i + 1),
                    '=' if depth == 0 && start.is_some() => {
                        let name = call[start.take().unwrap()..i].trim();
                        if name.chars().all(|c| c.is_alphanumeric() || c == '_') && !name.is_empty()
                        {
                            args.insert(name.to_string());
                        }
                    }
                    _ => {}
                }
            }
        }
    }
    out
}

#[test]
fn every_message_the_code_names_is_in_english_with_the_arguments_it_passes() {
    let english = catalog("en").unwrap();
    let code = named_in_code();
    assert!(code.len() > 20, "the source names messages: {}", code.len());
    let mut problems = Vec::new();
    for (id, args) in &code {
        if english
            .format(id, &[], &harness_demo::i18n::Table(LANGUAGES[0]))
            .is_none()
        {
            problems.push(format!("{id}: named in the code, not in src/locales/en"));
            continue;
        }
        for used in english.variables(id) {
            if !args.contains(&used) {
                problems.push(format!(
                    "{id}: English uses ${used}, the code does not pass it"
                ));
            }
        }
    }
    // A built-in scenario's title and description are named by its id at run time.
    let scenarios: Vec<String> = harness_demo::harness::scenario::builtin()
        .unwrap()
        .iter()
        .flat_map(|s| {
            [
                format!("scenario-{}-title", s.id),
                format!("scenario-{}-description", s.id),
            ]
        })
        .collect();
    let unused: Vec<&str> = english
        .ids()
        .filter(|id| !code.contains_key(*id) && !scenarios.iter().any(|s| s == id))
        .collect();
    for id in unused {
        problems.push(format!("{id}: in src/locales/en, never named in the code"));
    }
    problems.sort();
    assert!(problems.is_empty(), "{}", problems.join("\n"));
}

#[test]
fn every_language_has_exactly_englishs_messages_with_only_their_arguments() {
    let english = catalog("en").unwrap();
    let ids: BTreeSet<&str> = english.ids().collect();
    let mut problems = Vec::new();
    for language in &LANGUAGES[1..] {
        let other = match catalog(language.tag) {
            Ok(c) => c,
            Err(e) => {
                problems.push(e);
                continue;
            }
        };
        let theirs: BTreeSet<&str> = other.ids().collect();
        for id in ids.difference(&theirs) {
            problems.push(format!("{}: lacks {id}", language.tag));
        }
        for id in theirs.difference(&ids) {
            problems.push(format!("{}: has {id}, which English lacks", language.tag));
        }
        for id in ids.intersection(&theirs) {
            let allowed = english.variables(id);
            for used in other.variables(id) {
                if !allowed.contains(&used) {
                    problems.push(format!(
                        "{}: {id} uses ${used}, which English's does not",
                        language.tag
                    ));
                }
            }
        }
    }
    assert!(problems.is_empty(), "{}", problems.join("\n"));
}

/// The log reader's worker carries only `err-log-…` and `log-…` (`READER_FTL`): every message
/// its own code names must be among them, or it would say the id. Its code: the readers, the
/// messages it exchanges with the page, its entry point (the summary's words are the page's).
#[test]
fn the_reader_carries_every_message_its_code_names_and_only_those_kinds() {
    let reader = harness_demo::i18n::Catalog::parse(harness_demo::i18n::READER_FTL).unwrap();
    let carried: BTreeSet<&str> = reader.ids().collect();
    for id in named_in(&["src/logs", "src/log_worker.rs", "src/bin/reader.rs"]).keys() {
        assert!(
            carried.contains(id.as_str()),
            "the reader says {id} but does not carry it"
        );
    }
    let english = catalog("en").unwrap();
    let expected: BTreeSet<&str> = english
        .ids()
        .filter(|id| id.starts_with("err-log-") || id.starts_with("log-"))
        .collect();
    assert_eq!(carried, expected);
    assert!(harness_demo::i18n::READER_FTL.len() * 4 < harness_demo::i18n::ENGLISH_FTL.len());
}

#[test]
fn the_english_built_into_the_page_is_the_english_catalog_files() {
    let files = catalog("en").unwrap();
    let built = harness_demo::i18n::english();
    let mut a: Vec<&str> = files.ids().collect();
    let mut b: Vec<&str> = built.ids().collect();
    a.sort();
    b.sort();
    assert_eq!(a, b);
}

#[test]
fn each_built_in_scenario_has_its_title_and_description_in_english_as_its_file_says() {
    let english = catalog("en").unwrap();
    let rules = harness_demo::i18n::Table(LANGUAGES[0]);
    for s in harness_demo::harness::scenario::builtin().unwrap() {
        let said = |field: &str| english.format(&format!("scenario-{}-{field}", s.id), &[], &rules);
        assert_eq!(said("title").as_deref(), Some(s.title.as_str()), "{}", s.id);
        assert_eq!(
            said("description").as_deref(),
            Some(s.description.as_str()),
            "{}",
            s.id
        );
    }
}

#[test]
fn the_catalog_files_the_page_fetches_are_the_files_english_has() {
    let mut english: Vec<String> = std::fs::read_dir(root().join("src/locales/en"))
        .unwrap()
        .map(|e| e.unwrap().file_name().to_string_lossy().into_owned())
        .collect();
    english.sort();
    let mut fetched: Vec<String> = FILES.iter().map(|f| f.to_string()).collect();
    fetched.sort();
    assert_eq!(
        english, fetched,
        "i18n::FILES lists what a language fetches"
    );
}
