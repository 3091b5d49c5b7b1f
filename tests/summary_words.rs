//! The imported-session summary of the other agents' logs, in words: each figure opens to its
//! own log's field names, a log without figures says so, and a file's report counts what its
//! format holds (spans, log records) and why lines were not used.

#[path = "logs/fixtures.rs"]
mod fixtures;

use fixtures::*;
use harness_demo::view::import::{ImportSummary, SummaryWords};

fn words(dir: &str) -> SummaryWords {
    ImportSummary::of(&import(dir)).words()
}

/// Every "how" line of the summary's figures, joined.
fn how(w: &SummaryWords) -> String {
    w.figures
        .iter()
        .flat_map(|f| f.how.iter().cloned())
        .collect::<Vec<_>>()
        .join("\n")
}

fn value(w: &SummaryWords, label: &str) -> String {
    w.figures
        .iter()
        .find(|f| f.label == label)
        .map(|f| f.value.clone())
        .unwrap_or_else(|| panic!("no figure {label}"))
}

#[test]
fn each_tools_figures_open_to_its_own_field_names() {
    for (dir, fields) in [
        (
            "gemini/0.3x-json",
            &[
                "tokens.input + tokens.tool",
                "tokens.cached",
                "tokens.output + tokens.thoughts",
            ][..],
        ),
        (
            "opencode/1.14",
            &["tokens.cache.read", "tokens.cache.write"][..],
        ),
        (
            "copilot/1.0",
            &[
                "inputTokens",
                "cacheReadTokens",
                "cacheWriteTokens",
                "outputTokens",
            ][..],
        ),
        (
            "otlp/genai",
            &[
                "gen_ai.usage.input_tokens",
                "gen_ai.usage.cache_read.input_tokens",
                "gen_ai.usage.output_tokens",
            ][..],
        ),
    ] {
        let lines = how(&words(dir));
        for field in fields {
            assert!(lines.contains(field), "{dir}: {field} in\n{lines}");
        }
    }
}

#[test]
fn a_log_without_token_figures_says_they_are_not_recorded() {
    let w = words("antigravity/1.1.20");
    for label in [
        "input tokens, uncached",
        "read from cache",
        "input tokens, total sent",
        "output tokens",
    ] {
        assert_eq!(value(&w, label), "not recorded", "{label}");
    }
    assert!(how(&w).contains("records no token figures"));
}

#[test]
fn copilots_input_is_the_sessions_and_its_output_the_requests() {
    let lines = how(&words("copilot/1.0"));
    assert!(
        lines.contains("for each whole session, per model"),
        "{lines}"
    );
    assert!(
        lines.contains("report their output tokens alone"),
        "{lines}"
    );
}

#[test]
fn a_file_report_counts_spans_and_says_what_was_taken_back() {
    let otlp = words("otlp/genai");
    assert!(
        otlp.files.iter().any(|f| f.contains("spans read")),
        "{:?}",
        otlp.files
    );
    assert!(value(&otlp, "lines skipped").contains("(lines, spans or log records)"));
    let gemini = words("gemini/0.39-jsonl");
    assert!(
        gemini
            .files
            .iter()
            .any(|f| f.contains("taken back by a later rewind")),
        "{:?}",
        gemini.files
    );
}
