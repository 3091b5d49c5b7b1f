//! Why a request read from the prompt cache what it read. The harness sent every request and
//! keeps the cache, so the cause is known exactly, not guessed from the figures.

use super::cache::CacheProfile;
use crate::harness::protocol::envelope::Context;

/// How long a provider keeps a cache entry after its last use: five minutes by default, an
/// hour for Anthropic's writes with a one-hour `ttl`. (The page's own model keeps entries
/// until Reset, and says so; these are for reading real runs.)
pub const FIVE_MINUTES_MS: i64 = 5 * 60_000;
pub const ONE_HOUR_MS: i64 = 60 * 60_000;

/// The cause of a request's cache read.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum CacheWhy {
    /// Nothing was stored yet: the first request since Reset.
    First,
    /// The request is shorter than the smallest prefix the cache keeps.
    BelowMinimum,
    /// It read everything the session's previous request stored; only what was added since
    /// is new.
    Extends,
    /// The session's first request read a prefix another request stored before (the same
    /// instructions and tools).
    SharedHead,
    /// The session's first request, with instructions and tools no request sent before (a
    /// sub-agent's, say).
    NewPrefix,
    /// A compaction rewrote the thread since the session's previous request: at most the
    /// instructions and tools could be read.
    Compacted,
    /// The previous request was too short to be stored, so there was nothing to read.
    EarlierBelowMinimum,
    /// The previous request's prefix is stored, but too far back for the request's
    /// breakpoints to look (Anthropic's 20 blocks).
    OutOfReach,
}

impl CacheWhy {
    /// Whether the request read less than a cache that had everything could have given it.
    pub fn is_miss(self) -> bool {
        !matches!(self, CacheWhy::Extends | CacheWhy::SharedHead)
    }
}

/// The session's previous request, as the cause of the next one's read needs it.
#[derive(Clone, Copy, Debug)]
pub struct Previous {
    pub context: Context,
    /// A compaction rewrote the thread between it and the request.
    pub compacted_since: bool,
}

/// Why a request that read and wrote `context` did: `empty` says whether the cache held
/// nothing before it, `previous` is its session's previous request, if any.
pub fn why(
    profile: CacheProfile,
    empty: bool,
    context: Context,
    previous: Option<Previous>,
) -> CacheWhy {
    if context.total < profile.min_tokens {
        return CacheWhy::BelowMinimum;
    }
    if empty {
        return CacheWhy::First;
    }
    let Some(previous) = previous else {
        return if context.cached > 0 {
            CacheWhy::SharedHead
        } else {
            CacheWhy::NewPrefix
        };
    };
    if previous.compacted_since {
        return CacheWhy::Compacted;
    }
    let stored = previous.context.cached + previous.context.written;
    if stored == 0 {
        CacheWhy::EarlierBelowMinimum
    } else if context.cached >= stored {
        CacheWhy::Extends
    } else {
        CacheWhy::OutOfReach
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn c(total: u64, cached: u64, written: u64) -> Context {
        Context {
            total,
            cached,
            written,
        }
    }

    fn after(context: Context) -> Option<Previous> {
        Some(Previous {
            context,
            compacted_since: false,
        })
    }

    const OPENAI: CacheProfile = CacheProfile {
        kind: super::super::CacheKind::Openai,
        min_tokens: 1_024,
        step: 128,
    };

    #[test]
    fn the_first_request_finds_the_cache_empty() {
        assert_eq!(why(OPENAI, true, c(2_500, 0, 2_432), None), CacheWhy::First);
    }

    #[test]
    fn a_request_under_the_minimum_is_never_cached_even_with_a_full_cache() {
        assert_eq!(
            why(OPENAI, false, c(900, 0, 0), after(c(800, 0, 0))),
            CacheWhy::BelowMinimum
        );
        assert_eq!(why(OPENAI, true, c(1_024, 0, 1_024), None), CacheWhy::First);
        assert_eq!(
            why(OPENAI, true, c(1_023, 0, 0), None),
            CacheWhy::BelowMinimum,
            "under the minimum comes before empty: it would miss a full cache too"
        );
    }

    #[test]
    fn a_request_that_reads_all_its_predecessor_stored_extends_it() {
        let previous = c(2_500, 0, 2_432);
        assert_eq!(
            why(OPENAI, false, c(2_900, 2_432, 384), after(previous)),
            CacheWhy::Extends
        );
        assert!(!CacheWhy::Extends.is_miss());
    }

    #[test]
    fn reading_less_than_the_predecessor_stored_is_out_of_reach() {
        let previous = c(2_500, 2_000, 500);
        assert_eq!(
            why(OPENAI, false, c(3_000, 2_000, 1_000), after(previous)),
            CacheWhy::OutOfReach
        );
        assert!(CacheWhy::OutOfReach.is_miss());
    }

    #[test]
    fn after_a_compaction_the_cause_is_the_compaction() {
        let previous = Some(Previous {
            context: c(9_000, 8_832, 0),
            compacted_since: true,
        });
        assert_eq!(
            why(OPENAI, false, c(3_000, 2_304, 640), previous),
            CacheWhy::Compacted
        );
    }

    #[test]
    fn a_sessions_first_request_reads_a_shared_head_or_nothing() {
        assert_eq!(
            why(OPENAI, false, c(2_500, 2_304, 128), None),
            CacheWhy::SharedHead
        );
        assert_eq!(
            why(OPENAI, false, c(2_500, 0, 2_432), None),
            CacheWhy::NewPrefix
        );
        assert!(!CacheWhy::SharedHead.is_miss());
        assert!(CacheWhy::NewPrefix.is_miss());
    }

    #[test]
    fn a_predecessor_too_short_to_store_leaves_nothing_to_read() {
        assert_eq!(
            why(OPENAI, false, c(1_100, 0, 1_024), after(c(1_000, 0, 0))),
            CacheWhy::EarlierBelowMinimum
        );
    }
}
