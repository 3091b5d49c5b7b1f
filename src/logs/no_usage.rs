//! Why a request has no token figures, as far as the events after it tell. The page counts
//! every request a log shows (for Codex, every run of reply items), and the tool writes a
//! request's usage only once its response has been handled: a turn stopped or failed before
//! that leaves a request the provider answered and the log never counted.

use super::{LogEvent, LogSession};

/// Why a request's usage is not in the log.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum NoUsage {
    /// The session records no token figures at all (Codex's bare format, a Codex Desktop
    /// file without token counts).
    NoneRecorded,
    /// The user stopped the turn (Codex `turn_aborted`) before the usage was written.
    Interrupted,
    /// An API error came before the usage.
    Failed,
    /// The history was compacted before the usage was written.
    Compacted,
    /// Nothing that ends a turn or starts a request follows it (only tool results or
    /// context): the run was still going, or the file was cut.
    LogEnded,
    /// The turn went on or ended normally, and no count came.
    Unknown,
}

/// Requests without usage, by why.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct NoUsageCounts {
    pub none_recorded: u64,
    pub interrupted: u64,
    pub failed: u64,
    pub compacted: u64,
    pub log_ended: u64,
    pub unknown: u64,
}

impl NoUsageCounts {
    pub(super) fn add(&mut self, why: NoUsage) {
        let count = match why {
            NoUsage::NoneRecorded => &mut self.none_recorded,
            NoUsage::Interrupted => &mut self.interrupted,
            NoUsage::Failed => &mut self.failed,
            NoUsage::Compacted => &mut self.compacted,
            NoUsage::LogEnded => &mut self.log_ended,
            NoUsage::Unknown => &mut self.unknown,
        };
        *count = count.saturating_add(1);
    }

    /// Every request without usage, whatever the reason.
    pub fn total(&self) -> u64 {
        [
            self.none_recorded,
            self.interrupted,
            self.failed,
            self.compacted,
            self.log_ended,
            self.unknown,
        ]
        .iter()
        .fold(0, |sum, n| sum.saturating_add(*n))
    }
}

impl LogSession {
    /// Each request without usage: its index in `events`, and why, from the first event after
    /// it that says (up to the next request).
    pub fn without_usage(&self) -> Vec<(usize, NoUsage)> {
        let any_usage = self.requests().any(|r| r.usage.is_some());
        self.events
            .iter()
            .enumerate()
            .filter(|(_, e)| matches!(e, LogEvent::Request(r) if r.usage.is_none()))
            .map(|(i, _)| {
                let why = if any_usage {
                    after(self.events.get(i + 1..).unwrap_or_default())
                } else {
                    NoUsage::NoneRecorded
                };
                (i, why)
            })
            .collect()
    }
}

/// What the events after a request without usage say of it.
fn after(rest: &[LogEvent]) -> NoUsage {
    for e in rest {
        match e {
            LogEvent::Interrupted { .. } => return NoUsage::Interrupted,
            LogEvent::ApiError { .. } => return NoUsage::Failed,
            LogEvent::Compaction { .. } => return NoUsage::Compacted,
            LogEvent::Request(_) | LogEvent::TurnEnd { .. } | LogEvent::Prompt { .. } => {
                return NoUsage::Unknown
            }
            _ => {}
        }
    }
    NoUsage::LogEnded
}
