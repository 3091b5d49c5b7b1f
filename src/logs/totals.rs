//! Totals of an import, added up from the per-request figures, so every total is the sum of
//! what the page shows per request. Copies never reach here: split lines are one request,
//! repeated token counts and replayed parent history are skipped when read. A log that
//! reports a call's output alone (Copilot CLI) has its input and cache figures only per
//! session: those are taken from the session's figures, and [`Figures`] says which.

use super::{Import, LogEvent, NoUsageCounts, ReplyBlock, SessionKind};

/// Where a total's figures come from.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, serde::Serialize, serde::Deserialize)]
pub enum Figures {
    /// Added up from each request's own figures.
    PerCall,
    /// The log's figures for whole sessions (Copilot CLI's `session.shutdown`, per model),
    /// added up: no request reports its own.
    PerSession,
    /// The log reports none.
    #[default]
    NotRecorded,
}

/// Sums over every session of an import.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct Totals {
    /// LLM requests (a compaction summary's call included).
    pub requests: u64,
    /// Requests the log gives no token figures for.
    pub requests_without_usage: u64,
    /// The same requests, by why the log has no figures for them (adds up to
    /// `requests_without_usage`).
    pub without_usage: NoUsageCounts,
    /// Of `requests_without_usage`, those whose output tokens alone the log reports
    /// (`LlmRequest::reported_output`); their output is in `output`.
    pub requests_output_only: u64,
    /// Tokens the requests carried, cache reads and writes included.
    pub input: u64,
    pub cache_read: u64,
    /// None when no request reports it (Codex never does).
    pub cache_write: Option<u64>,
    pub output: u64,
    /// Some request's output is a lower bound (Claude lines whose final count never came).
    pub output_is_lower_bound: bool,
    /// Of `output`, reasoning; None when no request reports it.
    pub reasoning: Option<u64>,
    /// Where `input`, `cache_read` and `cache_write` come from: the requests' figures, else
    /// the sessions' when no request reports its input.
    pub input_from: Figures,
    /// Where `output` comes from: the requests' figures (full usage or output alone), else
    /// the sessions' when no request reports its output.
    pub output_from: Figures,
    pub compactions: u64,
    /// Sessions started by a tool call of another (not the compaction summaries).
    pub sub_agents: u64,
    pub tool_calls: u64,
    /// Over every file read.
    pub lines_read: u64,
    pub lines_skipped: u64,
}

impl Totals {
    pub(super) fn of(import: &Import) -> Totals {
        let mut t = Totals::default();
        for s in &import.sessions {
            if s.kind == SessionKind::SubAgent {
                t.sub_agents += 1;
            }
            for (_, why) in s.without_usage() {
                t.without_usage.add(why);
            }
            for e in &s.events {
                match e {
                    LogEvent::Request(r) => {
                        t.requests += 1;
                        t.tool_calls += r
                            .blocks
                            .iter()
                            .filter(|b| matches!(b, ReplyBlock::ToolCall { .. }))
                            .count() as u64;
                        let Some(u) = r.usage else {
                            t.requests_without_usage += 1;
                            if let Some(o) = r.reported_output {
                                t.requests_output_only += 1;
                                t.output = t.output.saturating_add(o);
                                t.output_from = Figures::PerCall;
                            }
                            continue;
                        };
                        t.input_from = Figures::PerCall;
                        t.output_from = Figures::PerCall;
                        // Saturating: a log's figures are input, and input may be absurd.
                        t.input = t.input.saturating_add(u.input);
                        t.cache_read = t.cache_read.saturating_add(u.cache_read);
                        t.output = t.output.saturating_add(u.output);
                        t.output_is_lower_bound |= u.output_is_lower_bound;
                        if let Some(w) = u.cache_write {
                            t.cache_write = Some(t.cache_write.unwrap_or(0).saturating_add(w));
                        }
                        if let Some(r) = u.reasoning {
                            t.reasoning = Some(t.reasoning.unwrap_or(0).saturating_add(r));
                        }
                    }
                    LogEvent::Compaction { .. } => t.compactions += 1,
                    _ => {}
                }
            }
        }
        t.add_session_figures(import);
        for f in &import.files {
            t.lines_read = t.lines_read.saturating_add(f.lines_read);
            t.lines_skipped = t.lines_skipped.saturating_add(f.lines_skipped());
        }
        t
    }

    /// The sessions' own figures, for what no request reports.
    fn add_session_figures(&mut self, import: &Import) {
        let figures = import.sessions.iter().flat_map(|s| &s.session_usage);
        for u in figures {
            if self.input_from != Figures::PerCall {
                self.input_from = Figures::PerSession;
                self.input = self.input.saturating_add(u.input);
                self.cache_read = self.cache_read.saturating_add(u.cache_read);
                if let Some(w) = u.cache_write {
                    self.cache_write = Some(self.cache_write.unwrap_or(0).saturating_add(w));
                }
            }
            if self.output_from != Figures::PerCall {
                self.output_from = Figures::PerSession;
                self.output = self.output.saturating_add(u.output);
            }
        }
    }
}
