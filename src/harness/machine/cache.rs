//! The provider's prompt cache, as a small model.
//!
//! Entries are keyed by content, not by session: a request reads from the cache the longest
//! prefix that any earlier request (of any run since Reset) already sent. The profile is
//! OpenAI's automatic prefix caching: nothing under 1,024 tokens is cached, and cached tokens
//! are counted in steps of 128. Real entries expire after some minutes without use; this model
//! keeps them until Reset, and the page says so.
//!
//! A request is a chain of blocks: system prompt, instructions, tools, then each message. The
//! cache stores the fingerprint of every block boundary a request reached, so a lookup walks
//! back from the end of the new request only over the messages added since the last one.

use std::collections::BTreeSet;

use serde::{Deserialize, Serialize};

use crate::harness::protocol::envelope::Context;

/// When a prefix is cached, and in what steps it is counted.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(not(target_arch = "wasm32"), derive(schemars::JsonSchema))]
#[serde(rename_all = "camelCase", deny_unknown_fields)]
pub struct CacheProfile {
    /// Prefixes shorter than this are never cached.
    pub min_tokens: u64,
    /// Cached tokens are counted in multiples of this.
    #[cfg_attr(not(target_arch = "wasm32"), schemars(range(min = 1)))]
    pub step: u64,
}

impl Default for CacheProfile {
    /// OpenAI's automatic prefix caching.
    fn default() -> Self {
        CacheProfile {
            min_tokens: 1_024,
            step: 128,
        }
    }
}

impl CacheProfile {
    /// What a prefix of `tokens` is worth in cached tokens.
    pub fn counted(self, tokens: u64) -> u64 {
        if tokens < self.min_tokens {
            0
        } else {
            tokens - tokens % self.step.max(1)
        }
    }
}

/// One block boundary of a request: the fingerprint of everything up to it, and its tokens.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Boundary {
    pub print: u64,
    pub tokens: u64,
}

/// The cache's entries: fingerprints of every prefix a request has sent.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct PromptCache {
    entries: BTreeSet<u64>,
}

impl PromptCache {
    /// The tokens of the longest stored prefix, given the request's boundaries from the longest
    /// to the shortest, and the fingerprints passed over before it (the ones not stored).
    fn longest_match(&self, boundaries: impl Iterator<Item = Boundary>) -> (u64, Vec<u64>) {
        let mut missed = Vec::new();
        for b in boundaries {
            if self.entries.contains(&b.print) {
                return (b.tokens, missed);
            }
            missed.push(b.print);
        }
        (0, missed)
    }

    fn context(profile: CacheProfile, total: u64, matched: u64) -> Context {
        let cached = profile.counted(matched);
        Context {
            total,
            cached,
            written: profile.counted(total).saturating_sub(cached),
        }
    }

    /// What a request of `total` tokens would read from and write to the cache, without
    /// sending it. `boundaries` go from the longest prefix to the shortest.
    pub fn peek(
        &self,
        profile: CacheProfile,
        total: u64,
        boundaries: impl Iterator<Item = Boundary>,
    ) -> Context {
        Self::context(profile, total, self.longest_match(boundaries).0)
    }

    /// Sends a request: reads what it can, then stores every boundary it reached. Every prefix
    /// of a stored boundary is stored too, so only the boundaries past the match are new, and
    /// the walk stops there.
    pub fn send(
        &mut self,
        profile: CacheProfile,
        total: u64,
        boundaries: impl Iterator<Item = Boundary>,
    ) -> Context {
        let (matched, missed) = self.longest_match(boundaries);
        self.entries.extend(missed);
        Self::context(profile, total, matched)
    }

    /// How many prefixes are stored.
    pub fn len(&self) -> usize {
        self.entries.len()
    }

    pub fn is_empty(&self) -> bool {
        self.entries.is_empty()
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn b(print: u64, tokens: u64) -> Boundary {
        Boundary { print, tokens }
    }

    #[test]
    fn the_openai_profile_caches_from_1024_in_steps_of_128() {
        let p = CacheProfile::default();
        assert_eq!(p.counted(1_023), 0);
        assert_eq!(p.counted(1_024), 1_024);
        assert_eq!(p.counted(1_151), 1_024);
        assert_eq!(p.counted(1_152), 1_152);
        assert_eq!(p.counted(2_438), 2_432);
    }

    #[test]
    fn a_cold_cache_reads_nothing_and_writes_the_counted_request() {
        let mut cache = PromptCache::default();
        let p = CacheProfile::default();
        let request = [b(3, 2_500), b(2, 2_400), b(1, 2_300)];
        let c = cache.send(p, 2_500, request.into_iter());
        assert_eq!(
            c,
            Context {
                total: 2_500,
                cached: 0,
                written: 2_432
            }
        );
        assert_eq!(cache.len(), 3);
    }

    #[test]
    fn a_later_request_reads_the_longest_prefix_it_shares() {
        let mut cache = PromptCache::default();
        let p = CacheProfile::default();
        cache.send(
            p,
            2_500,
            [b(3, 2_500), b(2, 2_400), b(1, 2_300)].into_iter(),
        );
        // Same head and first message, then new messages.
        let next = [
            b(5, 2_900),
            b(4, 2_700),
            b(3, 2_500),
            b(2, 2_400),
            b(1, 2_300),
        ];
        assert_eq!(
            cache.peek(p, 2_900, next.iter().copied()),
            Context {
                total: 2_900,
                cached: 2_432,
                written: 2_816 - 2_432
            }
        );
        cache.send(p, 2_900, next.into_iter());
        assert_eq!(cache.len(), 5);
        // Only the head in common (another thread after it): the head is read.
        let other = [b(9, 2_800), b(2, 2_400), b(1, 2_300)];
        assert_eq!(cache.peek(p, 2_800, other.iter().copied()).cached, 2_304);
    }

    #[test]
    fn a_shared_prefix_under_the_minimum_is_not_cached() {
        let mut cache = PromptCache::default();
        let p = CacheProfile {
            min_tokens: 1_024,
            step: 128,
        };
        cache.send(p, 900, [b(1, 900)].into_iter());
        let c = cache.peek(p, 1_500, [b(2, 1_500), b(1, 900)].into_iter());
        assert_eq!(c.cached, 0);
        assert_eq!(c.written, 1_408);
    }

    #[test]
    fn a_lookup_stops_at_the_first_stored_boundary() {
        // The runner hands over the boundaries lazily so that a request costs only the
        // messages added since the last one, not the whole thread.
        let mut cache = PromptCache::default();
        let p = CacheProfile::default();
        cache.send(p, 2_400, [b(2, 2_400), b(1, 2_300)].into_iter());
        let mut pulled = 0;
        let next = [b(4, 2_700), b(3, 2_500), b(2, 2_400), b(1, 2_300)];
        let c = cache.send(p, 2_700, next.into_iter().inspect(|_| pulled += 1));
        assert_eq!(pulled, 3, "walked past the stored prefix");
        assert_eq!(c.cached, 2_304);
        assert_eq!(cache.len(), 4);
    }
}
