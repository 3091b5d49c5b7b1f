//! "Imported session": what a session log sums up to, every figure added up from the log's
//! per-request numbers, and what the log does not record, said rather than guessed.
//!
//! The log reader's worker sums the log up in figures ([`ImportSummary`]), which cross to the
//! page as JSON; the page words them ([`ImportSummary::words`]) in the reader's language, and
//! again when the language changes.

use serde::{Deserialize, Serialize};

use super::cache_miss::{self, Facts, Inferred, MissTotals};
use super::cost::{PriceTable, Tokens};
use super::log_fields;
use super::run_cost::{self, PricedRequest};
use super::words::{duration, thousands};
use crate::logs::{AgentTool, Figures, FileReport, Import, LogEvent, SessionKind, Skip, Unit};
use crate::t;

/// What an imported log sums up to, in figures rather than words. It crosses from the log
/// reader's worker to the page as JSON.
#[derive(Clone, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
pub struct ImportSummary {
    /// The tool and its version: "Claude Code 2.1.39", "Codex".
    pub tool: String,
    /// Whose log it is: each tool names and counts its figures its own way.
    pub log: AgentTool,
    /// Every model that answered, in order of first use.
    pub models: Vec<String>,
    /// The first and last timestamps, in ms since 1970, when the log has them.
    pub span: Option<(i64, i64)>,
    pub counts: Counts,
    /// One per file read.
    pub files: Vec<FileSummary>,
    /// Sessions the files hold that the replay does not run (a folder of several runs).
    pub others: Vec<OtherSession>,
    /// Each request with figures, for pricing once the price table is loaded.
    pub requests: Vec<PricedRequest>,
}

/// The totals of an import (`crate::logs::Totals`), as they cross to the page.
#[derive(Clone, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
pub struct Counts {
    pub requests: u64,
    pub requests_without_usage: u64,
    /// Of those, how many for each reason the events after them give, by key (`interrupted`,
    /// `failed`, `compacted`, `log-ended`, `none-recorded`, `unknown`); only reasons that
    /// occur.
    pub without_usage: Vec<(String, u64)>,
    pub input: u64,
    pub cache_read: u64,
    pub cache_write: Option<u64>,
    pub output: u64,
    pub output_is_lower_bound: bool,
    /// Where the input and cache figures come from: per request, per session, or nowhere.
    pub input_from: Figures,
    /// Where the output figure comes from.
    pub output_from: Figures,
    /// Requests whose output tokens alone the log reports (Copilot CLI).
    pub requests_output_only: u64,
    pub compactions: u64,
    pub sub_agents: u64,
    pub tool_calls: u64,
    pub lines_read: u64,
    pub lines_skipped: u64,
    /// The requests that read less from the cache than they could, by inferred cause.
    pub misses: MissTotals,
}

impl Counts {
    /// The input neither read from the cache nor written to it: what Anthropic's API and
    /// ccusage call "input". Each request's input is that part, its read and its write, so
    /// the sums are too.
    pub fn uncached_input(&self) -> u64 {
        self.input
            .saturating_sub(self.cache_read)
            .saturating_sub(self.cache_write.unwrap_or(0))
    }
}

/// How one file was read (`crate::logs::FileReport`), as it crosses to the page.
#[derive(Clone, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
pub struct FileSummary {
    pub name: String,
    /// What its counts count: lines, or spans and log records (OpenTelemetry).
    pub unit: Unit,
    pub lines_read: u64,
    /// Lines not used, by reason.
    pub skipped: Vec<(Reason, u64)>,
    /// Why the file was not read at all, in the log reader's words.
    pub problem: Option<String>,
}

/// Why lines were skipped: `crate::logs::Skip`, as it crosses to the page.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum Reason {
    NotJson,
    NotText,
    CutOff,
    UnknownKind,
    NewerVersion,
    Duplicate,
    ReplayedHistory,
    Warmup,
    Bookkeeping,
    ShownToYouOnly,
    HookNotRun,
    Undone,
}

impl From<Skip> for Reason {
    fn from(why: Skip) -> Reason {
        match why {
            Skip::NotJson => Reason::NotJson,
            Skip::NotText => Reason::NotText,
            Skip::CutOff => Reason::CutOff,
            Skip::UnknownKind => Reason::UnknownKind,
            Skip::NewerVersion => Reason::NewerVersion,
            Skip::Duplicate => Reason::Duplicate,
            Skip::ReplayedHistory => Reason::ReplayedHistory,
            Skip::Warmup => Reason::Warmup,
            Skip::Bookkeeping => Reason::Bookkeeping,
            Skip::ShownToYouOnly => Reason::ShownToYouOnly,
            Skip::HookNotRun => Reason::HookNotRun,
            Skip::Undone => Reason::Undone,
        }
    }
}

impl From<&FileReport> for FileSummary {
    fn from(report: &FileReport) -> FileSummary {
        FileSummary {
            name: report.name.clone(),
            unit: report.unit,
            lines_read: report.lines_read,
            skipped: report
                .skipped
                .iter()
                .map(|(why, n)| (Reason::from(*why), *n))
                .collect(),
            problem: report.problem.as_ref().map(ToString::to_string),
        }
    }
}

/// A session the replay does not run: its title (or id) and when it started.
#[derive(Clone, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
pub struct OtherSession {
    pub name: String,
    pub started: Option<i64>,
}

/// A run the files hold, as the reader is offered it when they hold several: its tool, what
/// it is called, when it started and its size.
#[derive(Clone, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
pub struct RunChoice {
    /// The tool and its version: "Gemini CLI 0.21.0".
    pub tool: String,
    /// Its title where the log has one, else the start of its first prompt.
    pub name: Option<String>,
    pub started: Option<i64>,
    pub requests: u64,
    /// Sub-agents it started, at any depth.
    pub sub_agents: u64,
}

/// How many characters of a first prompt name a run.
const NAME_CHARS: usize = 80;

impl RunChoice {
    /// The runs of `imports` (one per tool), newest first, each with the import it is in and
    /// its top session there (for [`crate::logs::Import::run`]).
    pub fn all(imports: &[Import]) -> Vec<((usize, usize), RunChoice)> {
        let mut runs: Vec<((usize, usize), RunChoice)> = imports
            .iter()
            .enumerate()
            .flat_map(|(i, import)| {
                import.runs().into_iter().map(move |top| {
                    let run = import.run(top);
                    ((i, top), RunChoice::of(&run))
                })
            })
            .collect();
        // Newest first; a run with no date last; ties keep the files' order.
        runs.sort_by_key(|(_, r)| std::cmp::Reverse(r.started.unwrap_or(i64::MIN)));
        runs
    }

    /// A run (an import narrowed to one) as a choice.
    fn of(run: &Import) -> RunChoice {
        let top = run.sessions.first();
        let first_prompt = top.and_then(|s| {
            s.events.iter().find_map(|e| match e {
                LogEvent::Prompt { text, .. } if !text.trim().is_empty() => Some(text.trim()),
                _ => None,
            })
        });
        let name = top.and_then(|s| s.title.clone()).or_else(|| {
            first_prompt.map(|p| {
                let cut: String = p.chars().take(NAME_CHARS).collect();
                if cut.len() < p.len() {
                    format!("{cut}…")
                } else {
                    cut
                }
            })
        });
        RunChoice {
            tool: match &run.version {
                Some(v) => format!("{} {v}", run.tool.name()),
                None => run.tool.name().into(),
            },
            name,
            started: run.started(),
            requests: run
                .sessions
                .iter()
                .map(|s| s.requests().count() as u64)
                .sum(),
            sub_agents: run
                .sessions
                .iter()
                .skip(1)
                .filter(|s| s.kind == SessionKind::SubAgent)
                .count() as u64,
        }
    }

    /// The run in one line: "Gemini CLI 0.21.0 · fix the tests · 2026-03-01 09:00 UTC ·
    /// 14 llm requests".
    pub fn words(&self) -> String {
        t!(
            "logs-run-choice",
            tool = &self.tool,
            name = self.name.clone().unwrap_or_else(|| t!("logs-run-unnamed")),
            when = self.started.map_or_else(|| t!("files-no-date"), utc),
            requests = self.requests,
            agents = self.sub_agents
        )
    }

    /// The run as another session of the folder, for the summary of the one picked.
    pub fn other(&self) -> OtherSession {
        OtherSession {
            name: format!(
                "{} ({})",
                self.name.clone().unwrap_or_else(|| t!("logs-run-unnamed")),
                self.tool
            ),
            started: self.started,
        }
    }
}

/// One figure of the summary: "llm requests" · "1,204", and how it was made.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct Figure {
    pub label: String,
    pub value: String,
    /// Its parts, where they come from and how they add up, a line each; empty for a figure
    /// that is not a sum (the tool's name).
    pub how: Vec<String>,
}

/// The summary in words, as the page shows it.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct SummaryWords {
    pub figures: Vec<Figure>,
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
        t!("files-reading", percent = self.percent())
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

impl ImportSummary {
    /// The summary of `import`, in figures.
    pub fn of(import: &Import) -> ImportSummary {
        let t = import.totals();
        let tool = match &import.version {
            Some(v) => format!("{} {v}", import.tool.name()),
            None => import.tool.name().into(),
        };
        let mut models: Vec<String> = Vec::new();
        for s in &import.sessions {
            for m in &s.models {
                if !models.contains(m) {
                    models.push(m.clone());
                }
            }
        }
        let (misses, requests) = misses_and_requests(import, &models);
        ImportSummary {
            requests,
            tool,
            log: import.tool,
            models,
            span: import.started().zip(import.ended()),
            counts: Counts {
                requests: t.requests,
                requests_without_usage: t.requests_without_usage,
                without_usage: [
                    ("interrupted", t.without_usage.interrupted),
                    ("failed", t.without_usage.failed),
                    ("compacted", t.without_usage.compacted),
                    ("log-ended", t.without_usage.log_ended),
                    ("none-recorded", t.without_usage.none_recorded),
                    ("unknown", t.without_usage.unknown),
                ]
                .into_iter()
                .filter(|(_, n)| *n > 0)
                .map(|(key, n)| (key.to_string(), n))
                .collect(),
                input: t.input,
                cache_read: t.cache_read,
                cache_write: t.cache_write,
                output: t.output,
                output_is_lower_bound: t.output_is_lower_bound,
                input_from: t.input_from,
                output_from: t.output_from,
                requests_output_only: t.requests_output_only,
                compactions: t.compactions,
                sub_agents: t.sub_agents,
                tool_calls: t.tool_calls,
                lines_read: t.lines_read,
                lines_skipped: t.lines_skipped,
                misses,
            },
            files: import.files.iter().map(FileSummary::from).collect(),
            // The other runs of a folder are known to the reader that offered the choice.
            others: Vec::new(),
        }
    }

    /// The run's cost at `table`'s list prices, as a figure of the summary.
    pub fn cost(&self, table: &PriceTable) -> Figure {
        let words = run_cost::run_cost(&self.requests, &self.models, table);
        Figure {
            label: t!("files-figure-cost"),
            value: words.value,
            how: words.how,
        }
    }

    /// The summary in words, in the language spoken now.
    pub fn words(&self) -> SummaryWords {
        let c = &self.counts;
        let n = thousands;
        let when = match self.span {
            Some((a, b)) => t!(
                "files-started-for",
                when = utc(a),
                duration = duration((b - a).max(0) as u64)
            ),
            None => t!("files-not-recorded"),
        };
        let output = if c.output_is_lower_bound {
            t!("files-output-at-least", n = c.output)
        } else {
            n(c.output)
        };
        let plain = |label: String, value: String| Figure {
            label,
            value,
            how: Vec::new(),
        };
        let uncached = c.uncached_input();
        let fields = log_fields::of(self.log);
        // A log with no token figures (Antigravity's, a trace without usage): they are
        // unknown, not 0. Copilot CLI's input figures are the sessions', not the requests'.
        let unrecorded = c.input_from == Figures::NotRecorded;
        let tokens = |v: u64| {
            if unrecorded {
                t!("files-not-recorded")
            } else {
                n(v)
            }
        };
        let reported = |from: Figures| match from {
            Figures::PerCall => t!("files-how-reported-by-log", tool = &self.tool),
            Figures::PerSession => t!("logs-how-per-session", tool = &self.tool),
            Figures::NotRecorded => t!("logs-how-no-tokens", tool = &self.tool),
        };
        let by_log = reported(c.input_from);
        let mut figures = vec![
            plain(t!("files-figure-tool"), self.tool.clone()),
            plain(
                t!("files-figure-models"),
                if self.models.is_empty() {
                    t!("files-not-recorded")
                } else {
                    self.models.join(", ")
                },
            ),
            plain(t!("files-figure-started"), when),
            Figure {
                label: t!("files-figure-requests"),
                value: n(c.requests),
                how: {
                    let mut how = vec![requests_how(self.log)];
                    if c.requests_without_usage > 0 {
                        how.push(t!(
                            "files-how-requests-split",
                            with = c.requests - c.requests_without_usage,
                            without = c.requests_without_usage,
                            total = c.requests
                        ));
                        let why: Vec<String> = c
                            .without_usage
                            .iter()
                            .map(|(key, n)| t!("files-no-usage", cause = key, n = *n))
                            .collect();
                        how.push(t!("files-how-no-usage", causes = why.join(", ")));
                    }
                    if c.requests_output_only > 0 {
                        how.push(t!(
                            "logs-how-output-only",
                            n = c.requests_output_only,
                            tool = &self.tool
                        ));
                    }
                    how
                },
            },
            Figure {
                label: t!("files-figure-input-uncached"),
                value: tokens(uncached),
                how: vec![
                    match (self.log, fields) {
                        (AgentTool::ClaudeCode, _) => t!("files-how-uncached-claude"),
                        (AgentTool::Codex, _) => t!(
                            "files-how-uncached-codex",
                            total = c.input,
                            read = c.cache_read,
                            uncached = uncached
                        ),
                        (_, Some(f)) if f.input_has_cache => match (c.cache_write, f.write) {
                            (Some(written), Some(field)) => t!(
                                "logs-how-uncached-inside-writes",
                                tool = &self.tool,
                                total = c.input,
                                input = f.input,
                                read = c.cache_read,
                                cached = f.read,
                                written = written,
                                writes = field,
                                uncached = uncached
                            ),
                            _ => t!(
                                "logs-how-uncached-inside",
                                tool = &self.tool,
                                total = c.input,
                                input = f.input,
                                read = c.cache_read,
                                cached = f.read,
                                uncached = uncached
                            ),
                        },
                        (_, f) => t!("logs-how-sum", field = f.map_or("", |f| f.input)),
                    },
                    by_log.clone(),
                ],
            },
            Figure {
                label: t!("files-figure-cache-read"),
                value: tokens(c.cache_read),
                how: vec![
                    match (self.log, fields) {
                        (AgentTool::ClaudeCode, _) => t!("files-how-read-claude"),
                        (AgentTool::Codex, _) => t!("files-how-read-codex"),
                        (_, f) => t!("logs-how-sum", field = f.map_or("", |f| f.read)),
                    },
                    by_log.clone(),
                ],
            },
            Figure {
                label: t!("files-figure-cache-write"),
                value: match c.cache_write {
                    Some(w) if !unrecorded => n(w),
                    _ => t!("files-cache-write-not-recorded"),
                },
                how: vec![
                    match (self.log, c.cache_write, fields.and_then(|f| f.write)) {
                        (AgentTool::ClaudeCode, Some(_), _) => t!("files-how-write-claude"),
                        (AgentTool::Codex, ..) => t!("files-how-write-codex"),
                        (_, Some(_), Some(field)) => t!("logs-how-sum", field = field),
                        _ => t!("logs-how-write-unknown", tool = &self.tool),
                    },
                ],
            },
            Figure {
                label: t!("files-figure-input-total"),
                value: tokens(c.input),
                how: vec![
                    match (c.cache_write, self.log) {
                        (Some(w), _) => t!(
                            "files-how-total-claude",
                            uncached = uncached,
                            read = c.cache_read,
                            written = w,
                            total = c.input
                        ),
                        (None, AgentTool::Codex) => t!(
                            "files-how-total-codex",
                            uncached = uncached,
                            read = c.cache_read,
                            total = c.input
                        ),
                        (None, _) => t!(
                            "logs-how-total-no-writes",
                            uncached = uncached,
                            read = c.cache_read,
                            total = c.input
                        ),
                    },
                    t!("files-how-total-compare"),
                ],
            },
            Figure {
                label: t!("files-figure-output"),
                value: if c.output_from == Figures::NotRecorded {
                    t!("files-not-recorded")
                } else {
                    output
                },
                how: vec![
                    match (self.log, fields) {
                        (AgentTool::ClaudeCode, _) => t!("files-how-output-claude"),
                        (AgentTool::Codex, _) => t!("files-how-output-codex"),
                        (_, f) => t!("logs-how-sum", field = f.map_or("", |f| f.output)),
                    },
                    reported(c.output_from),
                ],
            },
            Figure {
                label: t!("files-figure-cache-misses"),
                value: t!(
                    "files-cache-misses",
                    n = c.misses.requests(),
                    tokens = c.misses.tokens()
                ),
                how: {
                    let mut how = c.misses.lines();
                    if c.cache_write.is_some() {
                        how.push(t!(
                            "files-how-unread-writes",
                            tokens = c.misses.unread_writes
                        ));
                    }
                    how.push(t!("files-how-misses-inferred"));
                    how
                },
            },
            plain(t!("files-figure-compactions"), n(c.compactions)),
            plain(t!("files-figure-sub-agents"), n(c.sub_agents)),
            plain(t!("files-figure-tool-calls"), n(c.tool_calls)),
            plain(
                t!("files-figure-lines-skipped"),
                if self.files.iter().all(|f| f.unit == Unit::Lines) {
                    t!(
                        "files-lines-skipped-of",
                        skipped = c.lines_skipped,
                        read = c.lines_read
                    )
                } else {
                    t!(
                        "logs-records-skipped-of",
                        skipped = c.lines_skipped,
                        read = c.lines_read
                    )
                },
            ),
        ];
        if c.requests_without_usage > 0 {
            figures.push(plain(
                t!("files-figure-requests-without-usage"),
                n(c.requests_without_usage),
            ));
        }
        let not_recorded = not_recorded(self.log);
        SummaryWords {
            figures,
            files: self
                .files
                .iter()
                .map(|f| t!("files-file-line", name = &f.name, read = file_words(f)))
                .collect(),
            not_recorded,
            others: self
                .others
                .iter()
                .map(|o| {
                    t!(
                        "files-other-session",
                        name = &o.name,
                        when = o.started.map_or_else(|| t!("files-no-date"), utc)
                    )
                })
                .collect(),
        }
    }
}

/// How a tool's log is counted in requests.
fn requests_how(log: AgentTool) -> String {
    match log {
        AgentTool::ClaudeCode => t!("files-how-requests-claude"),
        AgentTool::Codex => t!("files-how-requests-codex"),
        AgentTool::GeminiCli => t!("logs-how-requests-gemini"),
        AgentTool::Opencode => t!("logs-how-requests-opencode"),
        AgentTool::Antigravity => t!("logs-how-requests-antigravity"),
        AgentTool::CopilotCli => t!("logs-how-requests-copilot"),
        AgentTool::OpenTelemetry => t!("logs-how-requests-otel"),
    }
}

/// What a tool's log does not record, which the page therefore does not show.
fn not_recorded(log: AgentTool) -> Vec<String> {
    match log {
        AgentTool::ClaudeCode => vec![
            t!("files-claude-no-system-prompt"),
            t!("files-claude-no-permissions"),
            t!("files-claude-no-stream"),
            t!("files-claude-no-thinking"),
        ],
        AgentTool::Codex => vec![
            t!("files-codex-no-schemas"),
            t!("files-codex-no-approvals"),
            t!("files-codex-no-stream"),
            t!("files-codex-no-reasoning"),
        ],
        AgentTool::GeminiCli => vec![
            t!("logs-gemini-no-system-prompt"),
            t!("logs-gemini-no-approvals"),
            t!("logs-gemini-no-retries"),
        ],
        AgentTool::Opencode => vec![
            t!("logs-opencode-no-system-prompt"),
            t!("logs-opencode-no-permissions"),
            t!("logs-opencode-no-stream"),
        ],
        AgentTool::Antigravity => vec![
            t!("logs-antigravity-no-tokens"),
            t!("logs-antigravity-no-system-prompt"),
            t!("logs-antigravity-no-permissions"),
        ],
        AgentTool::CopilotCli => vec![
            t!("logs-copilot-no-per-call-input"),
            t!("logs-copilot-no-schemas"),
            t!("logs-copilot-no-stream"),
        ],
        AgentTool::OpenTelemetry => vec![
            t!("logs-otel-no-content"),
            t!("logs-otel-no-system-prompt"),
            t!("logs-otel-no-permissions"),
        ],
    }
}

/// Every session's cache misses, inferred from its requests' figures and events, and each
/// request with figures as the price table needs it (its model an index into `models`).
fn misses_and_requests(import: &Import, models: &[String]) -> (MissTotals, Vec<PricedRequest>) {
    let mut totals = MissTotals::default();
    let mut priced = Vec::new();
    for session in &import.sessions {
        let mut facts: Vec<Facts> = Vec::new();
        let mut usages = Vec::new();
        let mut compacted = false;
        for e in &session.events {
            match e {
                LogEvent::Compaction { .. } => compacted = true,
                LogEvent::Request(r) => {
                    facts.push(Facts {
                        total: r.usage.map(|u| u.input),
                        cached: r.usage.map_or(0, |u| u.cache_read),
                        written: r.usage.and_then(|u| u.cache_write),
                        at_ms: r.at,
                        model: r.model.clone(),
                        compacted_since: std::mem::take(&mut compacted),
                    });
                    usages.push((r.usage, r.model.as_ref()));
                }
                _ => {}
            }
        }
        let first = match session.kind {
            SessionKind::Main => Inferred::First,
            SessionKind::SubAgent => Inferred::SubAgentFirst,
            SessionKind::CompactionSummary => Inferred::Compaction,
        };
        let verdicts = cache_miss::infer(&facts, first, import.cache_lifetime_ms());
        for ((usage, model), v) in usages.into_iter().zip(&verdicts) {
            let Some(u) = usage else { continue };
            priced.push(PricedRequest {
                model: model.and_then(|m| models.iter().position(|x| x == m)),
                tokens: Tokens::from_reported(&u),
                miss: cache_miss::inferred_key(&v.cause).map(|k| (k.to_string(), v.missed)),
                writes_reported: u.cache_write.is_some(),
            });
        }
        totals.add(&verdicts);
    }
    (totals, priced)
}

/// The summary of `import`, in words.
pub fn summary(import: &Import) -> SummaryWords {
    ImportSummary::of(import).words()
}

/// Why lines were skipped, with their count: "2 of an unknown kind".
pub fn skipped_words(why: Reason, n: u64) -> String {
    match why {
        Reason::NotJson => t!("files-skip-not-json", n = n),
        Reason::NotText => t!("files-skip-not-text", n = n),
        Reason::CutOff => t!("files-skip-cut-off", n = n),
        Reason::UnknownKind => t!("files-skip-unknown-kind", n = n),
        Reason::NewerVersion => t!("files-skip-newer-version", n = n),
        Reason::Duplicate => t!("files-skip-duplicate", n = n),
        Reason::ReplayedHistory => t!("files-skip-replayed-history", n = n),
        Reason::Warmup => t!("files-skip-warmup", n = n),
        Reason::Bookkeeping => t!("files-skip-bookkeeping", n = n),
        Reason::ShownToYouOnly => t!("files-skip-shown-to-you-only", n = n),
        Reason::HookNotRun => t!("files-skip-hook-not-run", n = n),
        Reason::Undone => t!("files-skip-undone", n = n),
    }
}

/// How a file was read, in words: "412 lines read, 3 skipped: 2 of an unknown kind, 1 not
/// JSON", or why it was not read at all.
pub fn file_read(report: &FileReport) -> String {
    file_words(&FileSummary::from(report))
}

fn file_words(file: &FileSummary) -> String {
    if let Some(problem) = &file.problem {
        return problem.clone();
    }
    let skipped = file
        .skipped
        .iter()
        .fold(0u64, |sum, (_, n)| sum.saturating_add(*n));
    let unit = match file.unit {
        Unit::Lines => None,
        Unit::Spans => Some("spans"),
        Unit::LogRecords => Some("log-records"),
        Unit::SpansAndLogRecords => Some("spans-and-log-records"),
    };
    if skipped == 0 {
        return match unit {
            None => t!("files-lines-read", n = file.lines_read),
            Some(unit) => t!("logs-records-read", n = file.lines_read, unit = unit),
        };
    }
    let reasons: Vec<String> = file
        .skipped
        .iter()
        .map(|(why, n)| skipped_words(*why, *n))
        .collect();
    match unit {
        None => t!(
            "files-lines-read-skipped",
            n = file.lines_read,
            skipped = skipped,
            reasons = reasons.join(", ")
        ),
        Some(unit) => t!(
            "logs-records-read-skipped",
            n = file.lines_read,
            unit = unit,
            skipped = skipped,
            reasons = reasons.join(", ")
        ),
    }
}
