//! The JSON Schema of scenario files, `docs/scenario.schema.json`: generated from the Rust
//! types the loader reads (schemars follows their serde attributes), so a field added to a
//! scenario type shows up here as a drift to commit. `UPDATE_GOLDEN=1 cargo test --test schema`
//! rewrites the file and FAILS naming it, like the golden traces; review it and commit.
//!
//! The bad-file fixtures (`tests/fixtures/scenarios/`) are checked here against the loader,
//! which must reject each one naming the field; `tests/e2e/schema.test.mjs` checks every
//! built-in scenario and every fixture against the schema with an independent validator.

use std::path::{Path, PathBuf};

use harness_demo::harness::scenario::Scenario;
use schemars::generate::SchemaSettings;

fn schema_path() -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR")).join("docs/scenario.schema.json")
}

/// The schema as the types say it today, as the committed file writes it. Draft-07, which
/// editors check best.
fn generated() -> String {
    let mut schema = SchemaSettings::draft07()
        .into_generator()
        .into_root_schema_for::<Scenario>();
    schema.insert(
        "title".into(),
        "Scenario file of \"Agent harness, step by step\"".into(),
    );
    format!("{}\n", serde_json::to_string_pretty(&schema).unwrap())
}

#[test]
fn the_committed_schema_is_the_generated_one() {
    let want = generated();
    let path = schema_path();
    let have = std::fs::read_to_string(&path).unwrap_or_default();
    if have == want {
        return;
    }
    if std::env::var_os("UPDATE_GOLDEN").is_some() {
        std::fs::write(&path, &want).unwrap();
        panic!(
            "rewrote {}: review `git diff docs/`, commit it, and run again without UPDATE_GOLDEN",
            path.display()
        );
    }
    panic!(
        "{} is not what the scenario types generate: after a change to them, run \
         `UPDATE_GOLDEN=1 cargo test --test schema` and commit the file",
        path.display()
    );
}

#[test]
fn the_schema_names_every_top_level_field_the_loader_reads() {
    let schema: serde_json::Value = serde_json::from_str(&generated()).unwrap();
    let properties = schema["properties"].as_object().unwrap();
    // One of each kind: required, optional, added for sub-agents.
    for field in [
        "id",
        "prompt",
        "agent",
        "tools",
        "replies",
        "files",
        "subagents",
        "maxDepth",
    ] {
        assert!(properties.contains_key(field), "no {field} in the schema");
    }
    assert_eq!(schema["additionalProperties"], false);
    // A scripted call's input is text or any JSON value: the schema allows both.
    let call = &schema["definitions"]["ScriptedCall"]["properties"]["input"];
    assert!(
        call.get("type").is_none(),
        "input must not be held to one type: {call}"
    );
}

/// Each bad fixture, and the field the loader names when it rejects it.
const BAD: [(&str, &str); 8] = [
    ("missing-prompt", "missing field `prompt`"),
    ("unknown-field", "unknown field `promt`"),
    ("wrong-type", "agent.tools: invalid type"),
    (
        "bad-decision",
        "agent.rules[0].decision: unknown variant `maybe`",
    ),
    ("bad-id", "id: expected lowercase letters"),
    ("zero-turns", "agent.maxTurns: expected at least 1 turn"),
    (
        "no-replies",
        "replies: expected at least one scripted reply",
    ),
    ("call-without-tool", "missing field `tool`"),
];

#[test]
fn the_loader_rejects_every_bad_fixture_naming_what_is_wrong() {
    let dir = Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/fixtures/scenarios");
    let mut files: Vec<String> = std::fs::read_dir(&dir)
        .unwrap()
        .map(|e| e.unwrap().file_name().to_string_lossy().into_owned())
        .collect();
    files.sort();
    let mut named: Vec<String> = BAD.iter().map(|(f, _)| format!("{f}.json")).collect();
    named.sort();
    assert_eq!(
        files, named,
        "every fixture has a case here, and every case a file"
    );
    for (file, expected) in BAD {
        let text = std::fs::read_to_string(dir.join(format!("{file}.json"))).unwrap();
        let error = Scenario::from_json(file, &text)
            .expect_err(file)
            .to_string();
        assert!(error.contains(expected), "{file}: {error}");
    }
}
