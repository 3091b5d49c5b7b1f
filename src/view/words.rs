//! Words and numbers for people: one place for clipping, thousands, plurals and percentages,
//! and the page's words for the core's answers, errors and endings.

use crate::harness::protocol::envelope::RunEnd;
use crate::harness::protocol::schema::{Reply, ToolError, Usage};
use crate::t;

/// The first `max` characters of the text's first non-empty line, with an ellipsis if cut.
pub fn clip(text: &str, max: usize) -> String {
    let line = text
        .lines()
        .find(|l| !l.trim().is_empty())
        .unwrap_or("")
        .trim();
    let cut: String = line.chars().take(max).collect();
    if cut.len() < line.len() || text.trim().lines().count() > 1 {
        format!("{cut}…")
    } else {
        cut
    }
}

/// 2438 → "2,438" in English, "2.438" in Deutsch: as the page's language writes numbers.
pub fn thousands(n: u64) -> String {
    crate::i18n::number(n)
}

/// "1 message", "3 messages": English only. Words a translator must see are a message with a
/// plural selector instead (`{ $n -> [one] … *[other] … }`).
pub fn plural(n: usize, word: &str) -> String {
    if n == 1 {
        format!("1 {word}")
    } else {
        format!("{} {word}s", thousands(n as u64))
    }
}

/// The first letter in upper case.
pub fn capitalize(s: &str) -> String {
    let mut chars = s.chars();
    chars
        .next()
        .map(|c| c.to_uppercase().chain(chars).collect())
        .unwrap_or_default()
}

/// `part` of `whole` as a CSS percentage with two decimals, in integer arithmetic (float
/// formatting would add kilobytes to the wasm for nothing).
pub fn percent(part: u64, whole: u64) -> String {
    let basis = part.min(whole) * 10_000 / whole.max(1);
    format!("{}.{:02}%", basis / 100, basis % 100)
}

/// Milliseconds as seconds for people: 1000 → "1 s", 1500 → "1.5 s".
pub fn seconds(ms: u64) -> String {
    if ms.is_multiple_of(1_000) {
        t!("words-seconds", s = ms / 1_000)
    } else {
        t!(
            "words-seconds-tenths",
            s = ms / 1_000,
            tenths = (ms % 1_000) / 100
        )
    }
}

/// A time since a run began, as a clock reads: "+0:07.4", "+12:03.0", "+1:02:03".
pub fn clock(ms: i64) -> String {
    let sign = if ms < 0 { "-" } else { "+" };
    let ms = ms.unsigned_abs();
    let (h, m, s, tenths) = (
        ms / 3_600_000,
        ms / 60_000 % 60,
        ms / 1_000 % 60,
        ms % 1_000 / 100,
    );
    if h > 0 {
        format!("{sign}{h}:{m:02}:{s:02}")
    } else {
        format!("{sign}{m}:{s:02}.{tenths}")
    }
}

/// A length of time in words: "0.4 s", "3.2 s", "2 min 5 s", "1 h 4 min".
pub fn duration(ms: u64) -> String {
    match ms {
        0..=59_999 => t!(
            "words-seconds-tenths",
            s = ms / 1_000,
            tenths = ms % 1_000 / 100
        ),
        60_000..=3_599_999 => t!(
            "words-minutes-seconds",
            min = ms / 60_000,
            s = ms / 1_000 % 60
        ),
        _ => t!(
            "words-hours-minutes",
            h = ms / 3_600_000,
            min = ms / 60_000 % 60
        ),
    }
}

/// What the page calls each answer: the buttons' own names, in lower case.
pub fn answer_words(reply: Reply) -> String {
    let reply = match reply {
        Reply::Once => "once",
        Reply::Always => "always",
        Reply::Decline => "decline",
    };
    t!("words-answer", reply = reply)
}

/// One word or two for a tool result's error flag.
pub fn error_word(error: ToolError) -> String {
    let error = match error {
        ToolError::Failed => "failed",
        ToolError::TimedOut => "timed-out",
        ToolError::Denied => "denied",
        ToolError::Declined => "declined",
        ToolError::Interrupted => "interrupted",
        ToolError::UnknownTool => "unknown-tool",
    };
    t!("words-error", error = error)
}

/// One word or two for how a run ended, in the page's language.
pub fn end_word(end: &RunEnd) -> String {
    let end = match end {
        RunEnd::Answered => "answered",
        RunEnd::Stopped => "stopped",
        RunEnd::Failed { .. } => "failed",
        RunEnd::TurnLimit { .. } => "turn-limit",
        RunEnd::ContextFull { .. } => "context-full",
    };
    t!("words-end", end = end)
}

/// How a run ended, as a file's field has it: the same words in every language.
pub fn end_key(end: &RunEnd) -> &'static str {
    match end {
        RunEnd::Answered => "answered",
        RunEnd::Stopped => "stopped",
        RunEnd::Failed { .. } => "failed",
        RunEnd::TurnLimit { .. } => "turn limit",
        RunEnd::ContextFull { .. } => "context full",
    }
}

/// What a provider reported reading for a request: "2,438 tokens read, 2,304 of them from its
/// prompt cache, 128 written to it".
pub fn tokens_read(usage: &Usage) -> String {
    let read = usage.prompt_tokens;
    match (usage.cached_tokens, usage.cache_write_tokens) {
        (None, None) => t!("words-tokens-read", read = read),
        (Some(cached), None) => t!("words-tokens-read-cached", read = read, cached = cached),
        (None, Some(written)) => t!("words-tokens-read-written", read = read, written = written),
        (Some(cached), Some(written)) => t!(
            "words-tokens-read-cached-written",
            read = read,
            cached = cached,
            written = written
        ),
    }
}

/// `text` cut at its backticks into plain and code pieces (`true`: code), for the page to mark
/// names such as `prompt` as code. A backtick with no partner stays as it is.
pub fn code_spans(text: &str) -> Vec<(bool, &str)> {
    let mut spans = Vec::new();
    let mut rest = text;
    while let Some(open) = rest.find('`') {
        let Some(len) = rest[open + 1..].find('`') else {
            break;
        };
        if open > 0 {
            spans.push((false, &rest[..open]));
        }
        spans.push((true, &rest[open + 1..open + 1 + len]));
        rest = &rest[open + len + 2..];
    }
    if !rest.is_empty() {
        spans.push((false, rest));
    }
    spans
}

/// A permission mode's name in the page's language: "plan mode", "accept-edits mode".
pub fn mode_name(mode: crate::harness::protocol::mode::Mode) -> String {
    crate::t!("mode-name", mode = mode.as_str())
}

/// How long a narration is on a phone's screen, as a class: none, `long` or `longer`, so a
/// phone sets a long one smaller and keeps the diagram in view (a CJK character counts about
/// as much as two Latin letters).
pub fn narration_length(text: &str) -> &'static str {
    let units: usize = text
        .chars()
        .map(|c| if u32::from(c) >= 0x1100 { 2 } else { 1 })
        .sum();
    match units {
        0..=320 => "",
        321..=480 => "long",
        _ => "longer",
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_long_narration_is_marked_by_its_width_in_latin_letters() {
        assert_eq!(narration_length(&"a".repeat(320)), "");
        assert_eq!(narration_length(&"a".repeat(321)), "long");
        assert_eq!(narration_length(&"a".repeat(480)), "long");
        assert_eq!(narration_length(&"a".repeat(481)), "longer");
        assert_eq!(narration_length(&"ト".repeat(161)), "long");
    }

    #[test]
    fn clock_and_duration_read_like_a_watch() {
        assert_eq!(clock(0), "+0:00.0");
        assert_eq!(clock(7_450), "+0:07.4");
        assert_eq!(clock(723_000), "+12:03.0");
        assert_eq!(clock(3_723_000), "+1:02:03");
        assert_eq!(clock(-1_500), "-0:01.5");
        assert_eq!(duration(400), "0.4 s");
        assert_eq!(duration(59_999), "59.9 s");
        assert_eq!(duration(125_000), "2 min 5 s");
        assert_eq!(duration(3_840_000), "1 h 4 min");
    }

    #[test]
    fn clip_cuts_at_max_characters_and_marks_more_lines() {
        assert_eq!(clip("short", 10), "short");
        assert_eq!(clip("exactly10!", 10), "exactly10!");
        assert_eq!(clip("a longer line", 6), "a long…");
        assert_eq!(clip("\n  first\nsecond", 20), "first…");
        assert_eq!(clip("ünïcödé", 3), "ünï…");
        assert_eq!(clip("", 5), "");
    }

    #[test]
    fn thousands_groups_digits() {
        assert_eq!(thousands(0), "0");
        assert_eq!(thousands(999), "999");
        assert_eq!(thousands(2438), "2,438");
        assert_eq!(thousands(1_234_567), "1,234,567");
    }

    #[test]
    fn plural_and_capitalize() {
        assert_eq!(plural(1, "turn"), "1 turn");
        assert_eq!(plural(0, "turn"), "0 turns");
        assert_eq!(plural(2, "turn"), "2 turns");
        assert_eq!(capitalize("three messages"), "Three messages");
        assert_eq!(capitalize(""), "");
    }

    #[test]
    fn percent_has_two_decimals_and_stays_in_range() {
        assert_eq!(percent(1, 3), "33.33%");
        assert_eq!(percent(0, 0), "0.00%");
        assert_eq!(percent(5, 5), "100.00%");
        assert_eq!(percent(9, 5), "100.00%");
        assert_eq!(percent(1, 400), "0.25%");
    }

    #[test]
    fn seconds_drop_a_zero_fraction() {
        assert_eq!(seconds(1_000), "1 s");
        assert_eq!(seconds(30_000), "30 s");
        assert_eq!(seconds(1_500), "1.5 s");
    }

    #[test]
    fn backticks_mark_code_and_a_lone_one_stays_text() {
        assert_eq!(
            code_spans("calls `prompt` on the `session API`."),
            [
                (false, "calls "),
                (true, "prompt"),
                (false, " on the "),
                (true, "session API"),
                (false, ".")
            ]
        );
        assert_eq!(code_spans("`a`"), [(true, "a")]);
        assert_eq!(code_spans("a ` b"), [(false, "a ` b")]);
        assert_eq!(
            code_spans("`a` and ` b"),
            [(true, "a"), (false, " and ` b")]
        );
        assert!(code_spans("").is_empty());
    }
}
