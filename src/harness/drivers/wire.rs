//! What the live providers' wires share: the fake tools' JSON Schemas, a call's input as JSON,
//! the text a summary is sent as, token counts read leniently, and the wording of errors.

use serde_json::{json, Value};

use super::sse::{Body, Events};
use crate::harness::protocol::schema::{Answered, LlmEvent};
use crate::t;

/// What one wire makes of its stream's events: the harness's llm events, in its order.
pub trait Translate: Default {
    type Events: Events;
    /// Adds to `out` the harness's events for `events`; `stream_done`: the stream has had its
    /// last event or ended. Returns whether the reply's last event (the finish or an error)
    /// was given.
    fn take(
        &mut self,
        events: Vec<<Self::Events as Events>::Event>,
        stream_done: bool,
        out: &mut Vec<LlmEvent>,
    ) -> bool;
}

/// A streamed answer read as it arrives, turned into the events the harness takes; once the
/// finish or an error is given, nothing more is.
#[derive(Debug, Default)]
pub struct LiveReply<T: Translate> {
    stream: Body<T::Events>,
    wire: T,
    ended: bool,
}

impl<T: Translate> LiveReply<T> {
    pub fn new() -> Self {
        LiveReply {
            stream: Body::new(),
            wire: T::default(),
            ended: false,
        }
    }

    /// The next bytes of the body.
    pub fn feed(&mut self, bytes: &[u8]) -> Vec<LlmEvent> {
        let events = self.stream.feed(bytes);
        self.take(events)
    }

    /// The body ended.
    pub fn end(&mut self) -> Vec<LlmEvent> {
        let events = self.stream.finish();
        self.take(events)
    }

    /// Whether the harness has had the reply's last event.
    pub fn ended(&self) -> bool {
        self.ended
    }

    fn take(&mut self, events: Vec<<T::Events as Events>::Event>) -> Vec<LlmEvent> {
        let mut out = Vec::new();
        if !self.ended {
            self.ended = self.wire.take(events, self.stream.is_done(), &mut out);
        }
        out
    }
}

/// An answer with an HTTP error status instead of a stream, in the wire's words: a busy,
/// failing or rate-limiting server may be asked again (429, 5xx, Anthropic's 529 among them);
/// a refused key, an unknown model or a malformed request may not. `retry_after_ms`: the wait
/// it asked for.
pub fn http_error(status: u16, message: String, retry_after_ms: Option<u64>) -> LlmEvent {
    LlmEvent::Error {
        message,
        retryable: status == 429 || status >= 500,
        answered: Some(Answered {
            status,
            retry_after_ms,
        }),
    }
}

/// How long a server asked to wait before the next try, from its headers' values:
/// `retry-after-ms` (milliseconds, which OpenAI's and Anthropic's own clients read first), else
/// `retry-after` (seconds, or an HTTP date, counted from `now_ms`, milliseconds since 1970; a
/// date gone by is no wait). None when neither is there or readable: the runner then waits
/// its own backoff.
pub fn retry_after_ms(ms: Option<&str>, retry_after: Option<&str>, now_ms: u64) -> Option<u64> {
    if let Some(ms) = ms.and_then(amount) {
        return Some(ms.round() as u64);
    }
    let retry_after = retry_after?.trim();
    match amount(retry_after) {
        Some(seconds) => Some((seconds * 1_000.0).round() as u64),
        None => http_date_ms(retry_after).map(|at| at.saturating_sub(now_ms)),
    }
}

/// A non-negative decimal number, digits only (no sign, exponent or infinity).
fn amount(text: &str) -> Option<f64> {
    let text = text.trim();
    let digits = text.bytes().all(|b| b.is_ascii_digit() || b == b'.');
    if !digits || !text.bytes().any(|b| b.is_ascii_digit()) {
        return None;
    }
    text.parse::<f64>().ok().filter(|n| n.is_finite())
}

/// An HTTP date in the one form servers send (`Sun, 06 Nov 1994 08:49:37 GMT`, RFC 9110's
/// IMF-fixdate) as milliseconds since 1970.
fn http_date_ms(text: &str) -> Option<u64> {
    const MONTHS: [&str; 12] = [
        "Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec",
    ];
    let [weekday, day, month, year, time, zone] = text
        .split_whitespace()
        .collect::<Vec<_>>()
        .try_into()
        .ok()?;
    if !weekday.ends_with(',') || zone != "GMT" {
        return None;
    }
    let day: u64 = day.parse().ok()?;
    let month = MONTHS.iter().position(|m| *m == month)? as u64 + 1;
    let year: u64 = year.parse().ok()?;
    let [h, m, s] = time
        .split(':')
        .map(|part| {
            (part.len() == 2)
                .then(|| part.parse::<u64>().ok())
                .flatten()
        })
        .collect::<Option<Vec<_>>>()?
        .try_into()
        .ok()?;
    if !(1..=31).contains(&day) || h > 23 || m > 59 || s > 60 {
        return None;
    }
    // Days since 1970-01-01 of a date in the proleptic Gregorian calendar (a year counted
    // from March, so the leap day comes last).
    let (y, mo) = if month <= 2 {
        (year - 1, month + 9)
    } else {
        (year, month - 3)
    };
    let (era, of_era) = (y / 400, y % 400);
    let of_year = (153 * mo + 2) / 5 + day - 1;
    let of_era_days = of_era * 365 + of_era / 4 - of_era / 100 + of_year;
    // Before 1970 is no date a server means.
    let days = (era * 146_097 + of_era_days).checked_sub(719_468)?;
    Some(((days * 24 + h) * 60 + m) * 60_000 + s * 1_000)
}

/// The JSON Schema of a fake tool's arguments, so the model knows what to send.
pub fn parameters(tool: &str) -> Value {
    let string = |description: &str| json!({ "type": "string", "description": description });
    match tool {
        "read_file" => json!({
            "type": "object",
            "properties": { "path": string("The file's path in the repository, like README.md") },
            "required": ["path"],
        }),
        "run_tests" => json!({
            "type": "object",
            "properties": { "filter": string("Only tests whose name holds this; empty runs them all") },
        }),
        "write_file" => json!({
            "type": "object",
            "properties": { "path": string("The file's path"), "content": string("The whole new text") },
            "required": ["path", "content"],
        }),
        _ => json!({ "type": "object", "properties": { "input": string("The tool's input") } }),
    }
}

/// A call's input as the arguments the model sent: JSON, or wrapped into JSON when a script
/// wrote plain text.
pub fn arguments(input: &str) -> String {
    let trimmed = input.trim();
    if trimmed.starts_with('{') {
        trimmed.to_string()
    } else if trimmed.is_empty() {
        "{}".to_string()
    } else {
        json!({ "input": trimmed }).to_string()
    }
}

/// A summary message as the model reads it: a user's text, since the wire has no such role.
pub fn summary_text(text: &str) -> String {
    format!("Summary of the conversation so far: {text}")
}

/// A reminder as the llm reads it: marked as the harness's, as Claude Code marks its own, so the
/// llm does not take it for the user's words.
pub fn reminder_text(text: &str) -> String {
    format!("<system-reminder>\n{text}\n</system-reminder>")
}

/// A token count: servers send integers, some floats; a negative or absent one is none.
pub fn count(v: Option<&Value>) -> Option<u64> {
    let v = v?;
    v.as_u64().or_else(|| {
        v.as_f64()
            .filter(|f| f.is_finite() && *f >= 0.0)
            .map(|f| f as u64)
    })
}

/// The message in an error value: `{"message": …}`, a bare string, or a type/code.
pub fn error_text(err: &Value) -> Option<String> {
    let text = match err {
        Value::String(s) => s.as_str(),
        Value::Object(o) => ["message", "type", "code"]
            .iter()
            .find_map(|k| o.get(*k).and_then(Value::as_str))?,
        _ => return None,
    };
    let text = text.trim();
    (!text.is_empty()).then(|| shorten(text, 300))
}

/// The first characters of `text` on one line, for quoting in a message.
pub fn snippet(text: &str) -> String {
    shorten(text, 80)
}

pub fn shorten(text: &str, max_chars: usize) -> String {
    let flat: String = text.split_whitespace().collect::<Vec<_>>().join(" ");
    match flat.char_indices().nth(max_chars) {
        Some((cut, _)) => format!("{}…", flat.get(..cut).unwrap_or_default()),
        None => flat,
    }
}

/// Ends `text` with exactly one period (the language's full stop).
pub fn sentence(text: &str) -> String {
    t!("err-sentence", text = text.trim().trim_end_matches('.'))
}

#[cfg(test)]
mod tests {
    use super::*;

    /// 2026-01-01T00:00:00Z.
    const NOW_MS: u64 = 1_767_225_600_000;

    #[test]
    fn retry_after_in_seconds_is_that_many_seconds() {
        assert_eq!(retry_after_ms(None, Some("4"), NOW_MS), Some(4_000));
        assert_eq!(retry_after_ms(None, Some(" 0 "), NOW_MS), Some(0));
        assert_eq!(retry_after_ms(None, Some("1.5"), NOW_MS), Some(1_500));
    }

    #[test]
    fn retry_after_ms_is_read_first() {
        assert_eq!(retry_after_ms(Some("250"), Some("4"), NOW_MS), Some(250));
        assert_eq!(retry_after_ms(Some("1200.4"), None, NOW_MS), Some(1_200));
        // An unreadable one leaves the seconds.
        assert_eq!(retry_after_ms(Some("soon"), Some("4"), NOW_MS), Some(4_000));
    }

    #[test]
    fn retry_after_as_an_http_date_is_the_time_until_then() {
        let at = |text| retry_after_ms(None, Some(text), NOW_MS);
        assert_eq!(at("Thu, 01 Jan 2026 00:00:04 GMT"), Some(4_000));
        assert_eq!(
            at("Wed, 31 Dec 2025 23:59:00 GMT"),
            Some(0),
            "a date gone by: no wait"
        );
        assert_eq!(
            at("Sun, 01 Mar 2026 12:30:00 GMT"),
            Some((59 * 24 * 3_600 + 45_000) * 1_000)
        );
        assert_eq!(
            at("Tue, 29 Feb 2028 00:00:00 GMT"),
            Some(789 * 24 * 3_600 * 1_000)
        );
    }

    #[test]
    fn the_epoch_and_a_known_date_count_as_unix_time_does() {
        assert_eq!(http_date_ms("Thu, 01 Jan 1970 00:00:00 GMT"), Some(0));
        assert_eq!(
            http_date_ms("Sun, 06 Nov 1994 08:49:37 GMT"),
            Some(784_111_777_000)
        );
    }

    #[test]
    fn garbage_retry_after_is_no_wait_asked() {
        for garbage in [
            "",
            "soon",
            "-4",
            "+4",
            "1e3",
            "inf",
            "NaN",
            ".",
            "4 s",
            "Thu, 01 Jan 2026 00:00:04 UTC",
            "Thursday, 01-Jan-26 00:00:04 GMT",
            "Thu Jan  1 00:00:04 2026",
            "Thu, 01 Foo 2026 00:00:04 GMT",
            "Thu, 32 Jan 2026 00:00:04 GMT",
            "Thu, 01 Jan 2026 24:00:00 GMT",
            "Thu, 01 Jan 2026 0:00:04 GMT",
            "Thu, 01 Jan 2026 00:60:04 GMT",
            "Thu, 01 Jan 2026 00:00:61 GMT",
            "Thu, 00 Jan 2026 00:00:04 GMT",
            "Wed, 31 Dec 1969 23:59:59 GMT",
            "Thu 01 Jan 2026 00:00:04 GMT",
        ] {
            assert_eq!(
                retry_after_ms(None, Some(garbage), NOW_MS),
                None,
                "{garbage:?}"
            );
            assert_eq!(
                retry_after_ms(Some(garbage), None, NOW_MS),
                None,
                "{garbage:?}"
            );
        }
    }

    #[test]
    fn no_retry_after_is_no_wait_asked() {
        assert_eq!(retry_after_ms(None, None, NOW_MS), None);
    }

    #[test]
    fn a_huge_retry_after_is_kept_for_the_runner_to_cap() {
        assert_eq!(
            retry_after_ms(None, Some("86400"), NOW_MS),
            Some(86_400_000)
        );
        assert_eq!(
            retry_after_ms(None, Some("99999999999999999999999"), NOW_MS),
            Some(u64::MAX),
            "saturated, not wrapped"
        );
    }

    #[test]
    fn an_http_error_carries_its_status_and_the_wait_it_asked_for() {
        assert_eq!(
            http_error(429, "busy".into(), Some(4_000)),
            LlmEvent::Error {
                message: "busy".into(),
                retryable: true,
                answered: Some(Answered {
                    status: 429,
                    retry_after_ms: Some(4_000)
                }),
            }
        );
    }
}
