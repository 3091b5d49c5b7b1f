//! "Imported session": what a session log sums up to, every figure added up from the log's
//! per-request numbers, and what the log does not record, said rather than guessed.

use serde::{Deserialize, Serialize};

use super::words::{duration, plural, thousands};
use crate::logs::{AgentTool, FileReport, Import, Skip};

/// The summary the page shows of an imported log. It crosses from the log reader's worker to
/// the page as JSON.
#[derive(Clone, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
pub struct ImportSummary {
    /// The figures, as label and value: "llm requests" · "1,204".
    pub figures: Vec<(String, String)>,
    /// One line per file read: its name and how it was read.
    pub files: Vec<String>,
    /// What the log does not hold, which the page therefore does not show.
    pub not_recorded: Vec<String>,
    /// Sessions the files hold that the replay does not run (a folder of several runs).
    pub others: Vec<String>,
}

/// A log being read: bytes read of how many.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct ReadProgress {
    pub read: u64,
    pub total: u64,
}

impl ReadProgress {
    /// How far, in whole percent, rounded to the nearest; an empty file is done at once.
    pub fn percent(self) -> u32 {
        if self.total == 0 {
            return 100;
        }
        let read = u128::from(self.read.min(self.total));
        ((read * 200 + u128::from(self.total)) / (u128::from(self.total) * 2)) as u32
    }

    /// "Reading your log… 42 %".
    pub fn words(self) -> String {
        format!("Reading your log… {} %", self.percent())
    }
}

/// A date and time in UTC from milliseconds since 1970: "2026-03-01 09:00 UTC".
pub fn utc(ms: i64) -> String {
    let days = ms.div_euclid(86_400_000);
    let of_day = ms.rem_euclid(86_400_000);
    // Howard Hinnant's days-from-civil, inverted: the proleptic Gregorian calendar.
    let z = days + 719_468;
    let era = z.div_euclid(146_097);
    let doe = z.rem_euclid(146_097);
    let yoe = (doe - doe / 1_460 + doe / 36_524 - doe / 146_096) / 365;
    let doy = doe - (365 * yoe + yoe / 4 - yoe / 100);
    let mp = (5 * doy + 2) / 153;
    let day = doy - (153 * mp + 2) / 5 + 1;
    let month = if mp < 10 { mp + 3 } else { mp - 9 };
    let year = yoe + era * 400 + i64::from(month <= 2);
    format!(
        "{year:04}-{month:02}-{day:02} {:02}:{:02} UTC",
        of_day / 3_600_000,
        of_day / 60_000 % 60
    )
}

/// The summary of `import`.
pub fn summary(import: &Import) -> ImportSummary {
    let t = import.totals();
    let tool = match (import.tool, &import.version) {
        (AgentTool::ClaudeCode, Some(v)) => format!("Claude Code {v}"),
        (AgentTool::Codex, Some(v)) => format!("Codex {v}"),
        (AgentTool::ClaudeCode, None) => "Claude Code".into(),
        (AgentTool::Codex, None) => "Codex".into(),
    };
    let mut models: Vec<&str> = Vec::new();
    for s in &import.sessions {
        for m in &s.models {
            if !models.contains(&m.as_str()) {
                models.push(m);
            }
        }
    }
    let when = match (import.started(), import.ended()) {
        (Some(a), Some(b)) => format!("{}, for {}", utc(a), duration((b - a).max(0) as u64)),
        _ => "not recorded".into(),
    };
    let n = thousands;
    let lower = if t.output_is_lower_bound {
        " (at least: some replies' final counts are not in the log)"
    } else {
        ""
    };
    let cached = match import.tool {
        // Codex counts the cached tokens inside its input figure.
        AgentTool::Codex => " (part of the input tokens)",
        AgentTool::ClaudeCode => "",
    };
    let mut figures = vec![
        ("tool and version", tool),
        (
            "models",
            if models.is_empty() {
                "not recorded".into()
            } else {
                models.join(", ")
            },
        ),
        ("started", when),
        ("llm requests", n(t.requests)),
        ("input tokens", n(t.input)),
        ("read from cache", format!("{}{cached}", n(t.cache_read))),
        (
            "written to cache",
            t.cache_write
                .map_or("not recorded (this tool reports none)".into(), n),
        ),
        ("output tokens", format!("{}{lower}", n(t.output))),
        ("compactions", n(t.compactions)),
        ("sub-agents", n(t.sub_agents)),
        ("tool calls", n(t.tool_calls)),
        (
            "lines skipped",
            format!("{} of {}", n(t.lines_skipped), n(t.lines_read)),
        ),
    ];
    if t.requests_without_usage > 0 {
        figures.push((
            "requests without token figures",
            n(t.requests_without_usage),
        ));
    }
    let main = import
        .sessions
        .iter()
        .position(|s| s.kind == crate::logs::SessionKind::Main)
        .unwrap_or(0);
    let others = import
        .sessions
        .iter()
        .enumerate()
        .filter(|(i, s)| *i != main && s.kind == crate::logs::SessionKind::Main)
        .map(|(_, s)| {
            format!(
                "{} ({})",
                s.title.clone().unwrap_or_else(|| s.id.clone()),
                s.started().map_or("no date".into(), utc)
            )
        })
        .collect();
    ImportSummary {
        figures: figures
            .into_iter()
            .map(|(label, value)| (label.to_string(), value))
            .collect(),
        files: import
            .files
            .iter()
            .map(|f| format!("{}: {}", f.name, file_read(f)))
            .collect(),
        not_recorded: match import.tool {
            AgentTool::ClaudeCode => vec![
                "the system prompt and the tool schemas",
                "the permission questions and answers, but for a refusal: other calls show as allowed, how is not recorded",
                "the stream's small events: each reply block arrives whole",
                "the thinking text, where the log keeps only a signature",
            ],
            AgentTool::Codex => vec![
                "the tool schemas",
                "the approval questions and answers, but for a refusal: other calls show as allowed, how is not recorded",
                "the stream's small events, and the tokens written to the cache",
                "the reasoning, but for its summary",
            ],
        }
        .into_iter()
        .map(str::to_string)
        .collect(),
        others,
    }
}

/// Why lines were skipped, in words, to follow a count: "2 of an unknown kind".
pub fn skip_words(why: Skip) -> &'static str {
    match why {
        Skip::NotJson => "not JSON",
        Skip::NotText => "not text",
        Skip::CutOff => "cut off at the end of the file",
        Skip::UnknownKind => "of an unknown kind",
        Skip::NewerVersion => "of a kind from a newer version",
        Skip::Duplicate => "duplicates",
        Skip::ReplayedHistory => "a replay of the parent session's history",
        Skip::Warmup => "a warm-up sub-agent",
        Skip::Bookkeeping => "the app's bookkeeping",
        Skip::ShownToYouOnly => "shown to you only, never sent to the model",
        Skip::HookNotRun => {
            "hooks at moments the page does not run (PreCompact, SessionEnd…) or inside sub-agents"
        }
    }
}

/// How a file was read, in words: "412 lines read, 3 skipped: 2 of an unknown kind, 1 not
/// JSON", or why it was not read at all.
pub fn file_read(report: &FileReport) -> String {
    if let Some(problem) = &report.problem {
        return problem.to_string();
    }
    let mut out = format!("{} read", plural(report.lines_read as usize, "line"));
    let skipped = report.lines_skipped();
    if skipped > 0 {
        let parts: Vec<String> = report
            .skipped
            .iter()
            .map(|(why, n)| format!("{} {}", thousands(*n), skip_words(*why)))
            .collect();
        out.push_str(&format!(
            ", {} skipped: {}",
            thousands(skipped),
            parts.join(", ")
        ));
    }
    out
}
