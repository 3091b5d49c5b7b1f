//! Why each request's cache read is what it is. A run of this harness knows exactly (the core's
//! [`CacheWhy`]); a session log only has figures and events, so the cause is inferred from
//! them and said to be inferred: a request that read less than its predecessor stored missed,
//! and the log's own events (a compaction, a model switch, a long gap, a sub-agent's start)
//! say why, when they can.

use crate::harness::machine::{CacheWhy, LOOKBACK_BLOCKS};
use crate::t;

/// A read this much short of what the previous request stored is a miss: the smallest prefix
/// either provider caches. Smaller gaps are counting (OpenAI's steps of 128), not a miss.
pub const MISS_TOKENS: u64 = 1_024;

/// What a log says of one request, as the inference reads it.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct Facts {
    /// Every token it carried, cache reads and writes included; None when the log has no
    /// figures for it.
    pub total: Option<u64>,
    pub cached: u64,
    /// Written to the cache; None when the provider reports no such figure (OpenAI stores
    /// every prefix it sees, so all it carried is stored).
    pub written: Option<u64>,
    /// When it was sent, in ms.
    pub at_ms: Option<i64>,
    pub model: Option<String>,
    /// A compaction rewrote the thread since the session's previous request.
    pub compacted_since: bool,
}

/// The inferred cause of one request's read.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Inferred {
    /// The first request of the log's main session.
    First,
    /// A sub-agent's first request.
    SubAgentFirst,
    /// It read what earlier requests stored.
    Read,
    Compaction,
    ModelSwitch {
        from: String,
        to: String,
    },
    /// Longer than the cache's lifetime since the previous request.
    Expired {
        minutes: i64,
        lifetime: i64,
    },
    /// It read less, and the log does not say why.
    Unexplained,
    /// No figures for it or its predecessor.
    NoFigures,
}

/// One request's read, explained.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Verdict {
    pub cause: Inferred,
    /// Tokens the previous request stored that this one did not read.
    pub missed: u64,
    /// Tokens this request wrote that the session's next request did not read.
    pub unread_write: u64,
}

impl Inferred {
    pub fn is_miss(&self) -> bool {
        !matches!(self, Inferred::Read | Inferred::NoFigures)
    }
}

/// The verdicts of one session's requests, in order. `first` is the cause a miss of the
/// session's first request has (whose session it is says it); `lifetime_ms` is how long an
/// entry lives after its last use.
pub fn infer(requests: &[Facts], first: Inferred, lifetime_ms: i64) -> Vec<Verdict> {
    let stored = |f: &Facts| f.total.map(|t| f.written.map_or(t, |w| f.cached + w));
    let mut out: Vec<Verdict> = Vec::with_capacity(requests.len());
    for (i, f) in requests.iter().enumerate() {
        let previous = i.checked_sub(1).map(|p| &requests[p]);
        let (cause, missed) = match (previous, f.total) {
            (_, None) => (Inferred::NoFigures, 0),
            (None, Some(total)) => {
                let missed = total.saturating_sub(f.cached);
                // Read nearly whole: an earlier session stored it (a compaction's call reads
                // the thread it summarizes).
                let cause = if missed < MISS_TOKENS {
                    Inferred::Read
                } else {
                    first.clone()
                };
                (cause, missed)
            }
            (Some(p), Some(_)) => match stored(p) {
                None => (Inferred::NoFigures, 0),
                Some(before) => {
                    let missed = before.saturating_sub(f.cached);
                    (cause_of(p, f, missed, lifetime_ms), missed)
                }
            },
        };
        out.push(Verdict {
            missed: if cause.is_miss() { missed } else { 0 },
            cause,
            unread_write: 0,
        });
    }
    // What each request wrote beyond what the next one read: written for nothing.
    for i in 0..requests.len() {
        let f = &requests[i];
        let Some(written) = f.written.filter(|_| f.total.is_some()) else {
            continue;
        };
        let read_next = requests.get(i + 1).map_or(0, |n| n.cached);
        out[i].unread_write = written.min((f.cached + written).saturating_sub(read_next));
    }
    out
}

/// Why `f`, which read `missed` tokens less than `p` stored, did.
fn cause_of(p: &Facts, f: &Facts, missed: u64, lifetime_ms: i64) -> Inferred {
    if missed < MISS_TOKENS {
        return Inferred::Read;
    }
    if f.compacted_since {
        return Inferred::Compaction;
    }
    if let (Some(from), Some(to)) = (&p.model, &f.model) {
        if from != to {
            return Inferred::ModelSwitch {
                from: from.clone(),
                to: to.clone(),
            };
        }
    }
    if let (Some(a), Some(b)) = (p.at_ms, f.at_ms) {
        if b - a > lifetime_ms {
            return Inferred::Expired {
                minutes: (b - a) / 60_000,
                lifetime: lifetime_ms / 60_000,
            };
        }
    }
    Inferred::Unexplained
}

/// A cause, known or inferred, as the page names it in a sentence.
pub fn known_words(why: CacheWhy, min_tokens: u64) -> String {
    match why {
        CacheWhy::First => t!("cache-cause-first"),
        CacheWhy::BelowMinimum => t!("cache-cause-below-minimum", min = min_tokens),
        CacheWhy::Extends => t!("cache-cause-extends"),
        CacheWhy::SharedHead => t!("cache-cause-shared-head"),
        CacheWhy::NewPrefix => t!("cache-cause-new-prefix"),
        CacheWhy::Compacted => t!("cache-cause-compacted"),
        CacheWhy::EarlierBelowMinimum => t!("cache-cause-earlier-below-minimum"),
        CacheWhy::OutOfReach => t!("cache-cause-out-of-reach", lookback = LOOKBACK_BLOCKS),
    }
}

/// An inferred cause in a sentence that says it is inferred.
pub fn inferred_words(v: &Verdict) -> String {
    match &v.cause {
        Inferred::First => t!("cache-inferred-first"),
        Inferred::SubAgentFirst => t!("cache-inferred-sub-agent"),
        Inferred::Read => t!("cache-inferred-read"),
        Inferred::Compaction => t!("cache-inferred-compaction", missed = v.missed),
        Inferred::ModelSwitch { from, to } => {
            t!(
                "cache-inferred-model",
                from = from,
                to = to,
                missed = v.missed
            )
        }
        Inferred::Expired { minutes, lifetime } => t!(
            "cache-inferred-expired",
            minutes = *minutes,
            lifetime = *lifetime,
            missed = v.missed
        ),
        Inferred::Unexplained => t!("cache-inferred-unexplained", missed = v.missed),
        Inferred::NoFigures => t!("cache-inferred-no-figures"),
    }
}

/// The short mark a missed request gets on the per-request chart, by cause key.
pub fn mark(cause: &str) -> String {
    t!("cache-miss-mark", cause = cause)
}

/// The key of a known cause, for its mark; None for a read that missed nothing.
pub fn known_key(why: CacheWhy) -> Option<&'static str> {
    Some(match why {
        CacheWhy::Extends | CacheWhy::SharedHead => return None,
        CacheWhy::First => "first",
        CacheWhy::BelowMinimum => "below-minimum",
        CacheWhy::NewPrefix => "new-prefix",
        CacheWhy::Compacted => "compaction",
        CacheWhy::EarlierBelowMinimum => "earlier-below-minimum",
        CacheWhy::OutOfReach => "out-of-reach",
    })
}

/// The key of an inferred cause, for its mark and the summary's sums; None for no miss.
pub fn inferred_key(cause: &Inferred) -> Option<&'static str> {
    Some(match cause {
        Inferred::Read | Inferred::NoFigures => return None,
        Inferred::First => "first",
        Inferred::SubAgentFirst => "sub-agent",
        Inferred::Compaction => "compaction",
        Inferred::ModelSwitch { .. } => "model",
        Inferred::Expired { .. } => "expired",
        Inferred::Unexplained => "unexplained",
    })
}

/// Misses summed by cause over a whole log: (cause key, requests, tokens missed), in a fixed
/// order, and the tokens written and never read again.
#[derive(Clone, Debug, Default, PartialEq, Eq, serde::Serialize, serde::Deserialize)]
pub struct MissTotals {
    pub by_cause: Vec<(String, u64, u64)>,
    pub unread_writes: u64,
}

impl MissTotals {
    pub fn add(&mut self, verdicts: &[Verdict]) {
        for v in verdicts {
            self.unread_writes = self.unread_writes.saturating_add(v.unread_write);
            let Some(key) = inferred_key(&v.cause) else {
                continue;
            };
            match self.by_cause.iter_mut().find(|(k, _, _)| k == key) {
                Some((_, n, tokens)) => {
                    *n += 1;
                    *tokens = tokens.saturating_add(v.missed);
                }
                None => self.by_cause.push((key.to_string(), 1, v.missed)),
            }
        }
    }

    /// Requests that missed, of every cause.
    pub fn requests(&self) -> u64 {
        self.by_cause.iter().map(|(_, n, _)| n).sum()
    }

    /// Tokens missed, of every cause.
    pub fn tokens(&self) -> u64 {
        self.by_cause.iter().map(|(_, _, t)| t).sum()
    }

    /// One line per cause: "2 × compaction: 41,200 tokens".
    pub fn lines(&self) -> Vec<String> {
        self.by_cause
            .iter()
            .map(|(key, n, tokens)| {
                t!(
                    "cache-miss-line",
                    n = *n,
                    cause = mark(key),
                    tokens = *tokens
                )
            })
            .collect()
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::harness::machine::{FIVE_MINUTES_MS, ONE_HOUR_MS};

    fn claude(total: u64, cached: u64, written: u64, at_min: i64) -> Facts {
        Facts {
            total: Some(total),
            cached,
            written: Some(written),
            at_ms: Some(at_min * 60_000),
            model: Some("claude-sonnet-4-5".into()),
            compacted_since: false,
        }
    }

    fn causes(v: &[Verdict]) -> Vec<Inferred> {
        v.iter().map(|v| v.cause.clone()).collect()
    }

    #[test]
    fn a_request_that_reads_what_its_predecessor_stored_missed_nothing() {
        let v = infer(
            &[
                claude(20_000, 0, 20_000, 0),
                claude(21_000, 20_000, 1_000, 1),
            ],
            Inferred::First,
            FIVE_MINUTES_MS,
        );
        assert_eq!(causes(&v), [Inferred::First, Inferred::Read]);
        assert_eq!(v[1].missed, 0);
    }

    #[test]
    fn a_gap_longer_than_the_lifetime_is_the_inferred_cause() {
        let log = [claude(20_000, 0, 20_000, 0), claude(21_000, 0, 21_000, 7)];
        let v = infer(&log, Inferred::First, FIVE_MINUTES_MS);
        assert_eq!(
            v[1].cause,
            Inferred::Expired {
                minutes: 7,
                lifetime: 5
            }
        );
        assert_eq!(v[1].missed, 20_000);
        // With one-hour writes, seven minutes is within the lifetime: the log cannot say why.
        let v = infer(&log, Inferred::First, ONE_HOUR_MS);
        assert_eq!(v[1].cause, Inferred::Unexplained);
    }

    #[test]
    fn a_model_switch_is_the_inferred_cause() {
        let mut next = claude(21_000, 0, 21_000, 1);
        next.model = Some("claude-opus-4-1".into());
        let v = infer(
            &[claude(20_000, 0, 20_000, 0), next],
            Inferred::First,
            FIVE_MINUTES_MS,
        );
        assert_eq!(
            v[1].cause,
            Inferred::ModelSwitch {
                from: "claude-sonnet-4-5".into(),
                to: "claude-opus-4-1".into()
            }
        );
    }

    #[test]
    fn a_compaction_comes_before_every_other_cause() {
        let mut next = claude(8_000, 3_000, 5_000, 9);
        next.compacted_since = true;
        next.model = Some("claude-opus-4-1".into());
        let v = infer(
            &[claude(90_000, 80_000, 10_000, 0), next],
            Inferred::First,
            FIVE_MINUTES_MS,
        );
        assert_eq!(v[1].cause, Inferred::Compaction);
        assert_eq!(v[1].missed, 87_000);
    }

    #[test]
    fn a_sessions_first_request_misses_for_its_sessions_reason_unless_it_read_nearly_all() {
        let v = infer(
            &[claude(9_000, 0, 9_000, 0)],
            Inferred::SubAgentFirst,
            FIVE_MINUTES_MS,
        );
        assert_eq!(v[0].cause, Inferred::SubAgentFirst);
        assert_eq!(v[0].missed, 9_000);
        // A compaction's call reads the thread it summarizes, stored by the session before.
        let v = infer(
            &[claude(9_000, 8_500, 500, 0)],
            Inferred::Compaction,
            FIVE_MINUTES_MS,
        );
        assert_eq!(v[0].cause, Inferred::Read);
        assert_eq!(v[0].missed, 0);
    }

    #[test]
    fn a_small_shortfall_is_counting_not_a_miss() {
        let codex = |total, cached| Facts {
            total: Some(total),
            cached,
            ..Facts::default()
        };
        // OpenAI counts cached tokens in steps of 128 and reports no writes.
        let v = infer(
            &[codex(10_000, 0), codex(11_000, 9_984)],
            Inferred::First,
            FIVE_MINUTES_MS,
        );
        assert_eq!(v[1].cause, Inferred::Read);
        let v = infer(
            &[codex(10_000, 0), codex(11_000, 0)],
            Inferred::First,
            FIVE_MINUTES_MS,
        );
        assert_eq!(v[1].cause, Inferred::Unexplained);
        assert_eq!(
            v[1].unread_write, 0,
            "no write figure: nothing said of writes"
        );
    }

    #[test]
    fn a_write_no_later_request_read_is_counted() {
        let v = infer(
            &[
                claude(20_000, 0, 20_000, 0),
                claude(21_000, 20_000, 1_000, 1),
                claude(22_000, 0, 22_000, 30),
            ],
            Inferred::First,
            FIVE_MINUTES_MS,
        );
        assert_eq!(v[0].unread_write, 0, "read by the next");
        assert_eq!(v[1].unread_write, 1_000, "the next read none of it");
        assert_eq!(
            v[2].unread_write, 22_000,
            "the last request's write is never read"
        );
    }

    #[test]
    fn a_request_without_figures_explains_nothing() {
        let v = infer(
            &[Facts::default(), claude(20_000, 0, 20_000, 1)],
            Inferred::First,
            FIVE_MINUTES_MS,
        );
        assert_eq!(causes(&v), [Inferred::NoFigures, Inferred::NoFigures]);
        assert_eq!(v[1].missed, 0);
    }

    #[test]
    fn totals_sum_misses_by_cause() {
        let mut totals = MissTotals::default();
        let log = [
            claude(20_000, 0, 20_000, 0),
            claude(21_000, 0, 21_000, 10),
            claude(22_000, 0, 22_000, 20),
        ];
        totals.add(&infer(&log, Inferred::First, FIVE_MINUTES_MS));
        assert_eq!(totals.requests(), 3);
        assert_eq!(totals.tokens(), 20_000 + 20_000 + 21_000);
        assert_eq!(
            totals.by_cause,
            vec![("first".into(), 1, 20_000), ("expired".into(), 2, 41_000)]
        );
        assert_eq!(totals.unread_writes, 20_000 + 21_000 + 22_000);
    }

    #[test]
    fn a_miss_starts_at_1024_tokens_short_and_a_gap_at_the_lifetime_exactly_is_none() {
        let v = infer(
            &[
                claude(20_000, 0, 20_000, 2),
                claude(21_000, 20_000 - 1_024, 0, 9),
            ],
            Inferred::First,
            FIVE_MINUTES_MS,
        );
        assert_eq!(
            v[1].cause,
            Inferred::Expired {
                minutes: 7,
                lifetime: 5
            }
        );
        let v = infer(
            &[
                claude(20_000, 0, 20_000, 2),
                claude(21_000, 20_000 - 1_023, 0, 9),
            ],
            Inferred::First,
            FIVE_MINUTES_MS,
        );
        assert_eq!(v[1].cause, Inferred::Read, "1,023 short is counting");
        let v = infer(
            &[claude(20_000, 0, 20_000, 2), claude(21_000, 0, 21_000, 7)],
            Inferred::First,
            FIVE_MINUTES_MS,
        );
        assert_eq!(
            v[1].cause,
            Inferred::Unexplained,
            "five minutes to the ms: alive"
        );
        // A first request 1,024 short of whole misses; 1,023 short reads.
        let first = |cached| {
            infer(
                &[claude(9_000, cached, 0, 0)],
                Inferred::First,
                FIVE_MINUTES_MS,
            )
        };
        assert_eq!(first(9_000 - 1_024)[0].cause, Inferred::First);
        assert_eq!(first(9_000 - 1_023)[0].cause, Inferred::Read);
    }

    #[test]
    fn each_cause_has_its_words_and_its_mark() {
        assert_eq!(
            known_words(CacheWhy::BelowMinimum, 1_024),
            "Under 1,024 tokens: too short to be cached at all."
        );
        assert!(known_words(CacheWhy::OutOfReach, 1_024).contains("20 blocks"));
        let v = Verdict {
            cause: Inferred::Expired {
                minutes: 7,
                lifetime: 5,
            },
            missed: 20_000,
            unread_write: 0,
        };
        assert_eq!(
            inferred_words(&v),
            "Inferred: 7 minutes passed since the previous request, longer than the cache's 5-minute lifetime; 20,000 tokens were not read."
        );
        assert_eq!(known_key(CacheWhy::First), Some("first"));
        assert_eq!(known_key(CacheWhy::Compacted), Some("compaction"));
        assert_eq!(known_key(CacheWhy::Extends), None);
        assert_eq!(known_key(CacheWhy::SharedHead), None);
        assert_eq!(mark("compaction"), "compaction");
        let mut totals = MissTotals::default();
        totals.add(&[v]);
        assert_eq!(
            totals.lines(),
            ["1 × cache expired: 20,000 tokens not read from the cache"]
        );
    }
}
