//! The provider's prompt cache, as a small model with two profiles.
//!
//! Entries are keyed by content, not by session: a request reads from the cache the longest
//! prefix that an earlier request (of any run since Reset) stored. Real entries expire after
//! minutes without use; this model keeps them until Reset, and the page says so.
//!
//! A request is a chain of blocks: the head (system prompt, instructions, tools, in the order
//! the provider reads them), then each message. The profiles differ in which prefixes a
//! request stores and how they are counted:
//!
//! - **OpenAI** (automatic prefix caching, the default): every block boundary a request
//!   reaches is stored; nothing under 1,024 tokens is cached, and cached tokens are counted in
//!   steps of 128. A lookup walks back from the end of the new request only over the messages
//!   added since the last one.
//! - **Anthropic** (`cache_control` breakpoints): only the prefix up to each of the request's
//!   breakpoints is stored, and only when it has at least the model's minimum; a breakpoint
//!   reads the longest stored prefix at most 20 blocks back from it; tokens are exact. What a
//!   request writes ends at its last breakpoint, so a block after it (a summary request's
//!   instruction) is never written. Its entries live 5 minutes from their last use.

use std::collections::BTreeSet;

use serde::{Deserialize, Serialize};

use crate::harness::protocol::envelope::Context;

/// Blocks an Anthropic breakpoint looks back for a stored prefix, besides its own.
pub const LOOKBACK_BLOCKS: usize = 20;

/// Whose prompt cache the model follows.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(not(target_arch = "wasm32"), derive(schemars::JsonSchema))]
#[serde(rename_all = "lowercase")]
pub enum CacheKind {
    /// OpenAI's automatic prefix caching: every prefix a request sent.
    #[default]
    Openai,
    /// Anthropic's: only the prefixes up to a request's breakpoints.
    Anthropic,
}

/// Which prefixes are cached, from what length, and in what steps they are counted. In a
/// scenario file: `{"minTokens": 1024, "step": 128}` (OpenAI's, the default) or
/// `{"kind": "anthropic", "minTokens": 1024}` (exact counts, so no step).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(not(target_arch = "wasm32"), derive(schemars::JsonSchema))]
#[serde(try_from = "ProfileFile", into = "ProfileFile")]
pub struct CacheProfile {
    pub kind: CacheKind,
    /// Prefixes shorter than this are never cached.
    pub min_tokens: u64,
    /// Cached tokens are counted in multiples of this (1 for Anthropic's exact counts).
    pub step: u64,
}

impl Default for CacheProfile {
    /// OpenAI's automatic prefix caching.
    fn default() -> Self {
        CacheProfile {
            kind: CacheKind::Openai,
            min_tokens: 1_024,
            step: 128,
        }
    }
}

impl CacheProfile {
    /// Anthropic's breakpoints, for a model that caches prefixes from `min_tokens` on.
    pub fn anthropic(min_tokens: u64) -> Self {
        CacheProfile {
            kind: CacheKind::Anthropic,
            min_tokens,
            step: 1,
        }
    }

    /// What a prefix of `tokens` is worth in cached tokens.
    pub fn counted(self, tokens: u64) -> u64 {
        if tokens < self.min_tokens {
            0
        } else {
            tokens - tokens % self.step.max(1)
        }
    }
}

/// A profile as a scenario file writes it.
#[derive(Clone, Copy, Serialize, Deserialize)]
#[cfg_attr(not(target_arch = "wasm32"), derive(schemars::JsonSchema))]
#[serde(rename_all = "camelCase", deny_unknown_fields)]
struct ProfileFile {
    #[serde(default, skip_serializing_if = "is_openai")]
    kind: CacheKind,
    /// Prefixes shorter than this are never cached.
    min_tokens: u64,
    /// Cached tokens are counted in multiples of this: OpenAI's profile only (Anthropic's
    /// counts are exact).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    #[cfg_attr(not(target_arch = "wasm32"), schemars(range(min = 1)))]
    step: Option<u64>,
}

fn is_openai(kind: &CacheKind) -> bool {
    *kind == CacheKind::Openai
}

impl TryFrom<ProfileFile> for CacheProfile {
    type Error = String;

    fn try_from(file: ProfileFile) -> Result<Self, String> {
        match (file.kind, file.step) {
            (CacheKind::Openai, Some(step)) => Ok(CacheProfile {
                kind: CacheKind::Openai,
                min_tokens: file.min_tokens,
                step,
            }),
            (CacheKind::Openai, None) => Err("missing field `step`".into()),
            (CacheKind::Anthropic, None) => Ok(CacheProfile::anthropic(file.min_tokens)),
            (CacheKind::Anthropic, Some(_)) => {
                Err("the anthropic profile counts exact tokens, so it takes no `step`".into())
            }
        }
    }
}

impl From<CacheProfile> for ProfileFile {
    fn from(p: CacheProfile) -> Self {
        ProfileFile {
            kind: p.kind,
            min_tokens: p.min_tokens,
            step: (p.kind == CacheKind::Openai).then_some(p.step),
        }
    }
}

/// One block boundary of a request: the fingerprint of everything up to it, its tokens, and
/// whether the request marks a cache breakpoint there (read by the Anthropic profile only).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Boundary {
    pub print: u64,
    pub tokens: u64,
    pub breakpoint: bool,
}

/// What a lookup found: the tokens read, and the fingerprints a send would store.
struct Lookup {
    read: u64,
    store: Vec<u64>,
    /// Tokens up to the last boundary the request writes (the whole request for OpenAI).
    writes_to: u64,
}

/// The cache's entries: fingerprints of the prefixes stored.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct PromptCache {
    entries: BTreeSet<u64>,
}

impl PromptCache {
    /// OpenAI: the longest stored prefix, given every boundary from the longest to the
    /// shortest; the ones passed over before it are the new ones to store.
    fn longest_match(&self, total: u64, boundaries: impl Iterator<Item = Boundary>) -> Lookup {
        let mut store = Vec::new();
        for b in boundaries {
            if self.entries.contains(&b.print) {
                return Lookup {
                    read: b.tokens,
                    store,
                    writes_to: total,
                };
            }
            store.push(b.print);
        }
        Lookup {
            read: 0,
            store,
            writes_to: total,
        }
    }

    /// Anthropic: each breakpoint looks back over its own boundary and the `LOOKBACK_BLOCKS`
    /// before it; the longest stored prefix any of them reaches is read. Breakpoints whose
    /// prefix has the minimum are stored. Only the thread's newest boundaries can be in reach
    /// of its breakpoint, so a long thread is not walked: past them the head is out of reach.
    fn breakpoint_match(
        &self,
        profile: CacheProfile,
        thread: impl Iterator<Item = Boundary>,
        head: &[Boundary],
    ) -> Lookup {
        let mut thread = thread.fuse();
        let near: Vec<Boundary> = thread.by_ref().take(LOOKBACK_BLOCKS + 2).collect();
        // Positions in the request, counted back from its end; a gap when the thread is
        // longer than any breakpoint in it can look.
        let gap = if thread.next().is_some() {
            LOOKBACK_BLOCKS + 1
        } else {
            0
        };
        let blocks = near.iter().enumerate().chain(
            head.iter()
                .enumerate()
                .map(|(i, b)| (near.len() + gap + i, b)),
        );
        let mut reach: Option<usize> = None;
        let mut read = 0;
        let mut marks = Vec::new();
        for (at, b) in blocks {
            if b.breakpoint {
                marks.push(*b);
                reach = reach.max(Some(at + LOOKBACK_BLOCKS));
            }
            if read == 0 && reach.is_some_and(|r| at <= r) && self.entries.contains(&b.print) {
                read = b.tokens;
            }
        }
        let written: Vec<&Boundary> = marks
            .iter()
            .filter(|b| b.tokens >= profile.min_tokens)
            .collect();
        Lookup {
            read,
            store: written
                .iter()
                .filter(|b| !self.entries.contains(&b.print))
                .map(|b| b.print)
                .collect(),
            writes_to: written.first().map_or(0, |b| b.tokens),
        }
    }

    fn lookup(
        &self,
        profile: CacheProfile,
        total: u64,
        thread: impl Iterator<Item = Boundary>,
        head: &[Boundary],
    ) -> Lookup {
        match profile.kind {
            CacheKind::Openai => self.longest_match(total, thread.chain(head.iter().copied())),
            CacheKind::Anthropic => self.breakpoint_match(profile, thread, head),
        }
    }

    fn context(profile: CacheProfile, total: u64, found: &Lookup) -> Context {
        let cached = profile.counted(found.read);
        Context {
            total,
            cached,
            written: profile.counted(found.writes_to).saturating_sub(cached),
        }
    }

    /// What a request of `total` tokens would read from and write to the cache, without
    /// sending it. `thread` are the boundaries after the head, from the longest prefix to the
    /// shortest (lazily: a lookup takes only what it needs); `head` the head's, likewise.
    pub fn peek(
        &self,
        profile: CacheProfile,
        total: u64,
        thread: impl Iterator<Item = Boundary>,
        head: &[Boundary],
    ) -> Context {
        Self::context(profile, total, &self.lookup(profile, total, thread, head))
    }

    /// Sends a request: reads what it can, then stores the prefixes it writes. With OpenAI's
    /// profile every prefix of a stored boundary is stored too, so only the boundaries past
    /// the match are new, and the walk stops there.
    pub fn send(
        &mut self,
        profile: CacheProfile,
        total: u64,
        thread: impl Iterator<Item = Boundary>,
        head: &[Boundary],
    ) -> Context {
        let found = self.lookup(profile, total, thread, head);
        let context = Self::context(profile, total, &found);
        self.entries.extend(found.store);
        context
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
        Boundary {
            print,
            tokens,
            breakpoint: false,
        }
    }

    /// A boundary the request marks as a breakpoint.
    fn mark(print: u64, tokens: u64) -> Boundary {
        Boundary {
            breakpoint: true,
            ..b(print, tokens)
        }
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
    fn the_anthropic_profile_counts_exact_tokens_from_its_minimum() {
        let p = CacheProfile::anthropic(2_048);
        assert_eq!(p.counted(2_047), 0);
        assert_eq!(p.counted(2_048), 2_048);
        assert_eq!(p.counted(2_439), 2_439);
    }

    #[test]
    fn a_cold_cache_reads_nothing_and_writes_the_counted_request() {
        let mut cache = PromptCache::default();
        let p = CacheProfile::default();
        let c = cache.send(
            p,
            2_500,
            [b(3, 2_500)].into_iter(),
            &[b(2, 2_400), b(1, 2_300)],
        );
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
        let head = [b(2, 2_400), b(1, 2_300)];
        cache.send(p, 2_500, [b(3, 2_500)].into_iter(), &head);
        // Same head and first message, then new messages.
        let next = [b(5, 2_900), b(4, 2_700), b(3, 2_500)];
        assert_eq!(
            cache.peek(p, 2_900, next.iter().copied(), &head),
            Context {
                total: 2_900,
                cached: 2_432,
                written: 2_816 - 2_432
            }
        );
        cache.send(p, 2_900, next.into_iter(), &head);
        assert_eq!(cache.len(), 5);
        // Only the head in common (another thread after it): the head is read.
        let other = [b(9, 2_800)];
        assert_eq!(cache.peek(p, 2_800, other.into_iter(), &head).cached, 2_304);
    }

    #[test]
    fn a_shared_prefix_under_the_minimum_is_not_cached() {
        let mut cache = PromptCache::default();
        let p = CacheProfile::default();
        cache.send(p, 900, std::iter::empty(), &[b(1, 900)]);
        let c = cache.peek(p, 1_500, [b(2, 1_500)].into_iter(), &[b(1, 900)]);
        assert_eq!(c.cached, 0);
        assert_eq!(c.written, 1_408);
    }

    #[test]
    fn a_lookup_stops_at_the_first_stored_boundary() {
        // The runner hands over the boundaries lazily so that a request costs only the
        // messages added since the last one, not the whole thread.
        let mut cache = PromptCache::default();
        let p = CacheProfile::default();
        let head = [b(1, 2_300)];
        cache.send(p, 2_400, [b(2, 2_400)].into_iter(), &head);
        let mut pulled = 0;
        let next = [b(4, 2_700), b(3, 2_500), b(2, 2_400)];
        let c = cache.send(p, 2_700, next.into_iter().inspect(|_| pulled += 1), &head);
        assert_eq!(pulled, 3, "walked past the stored prefix");
        assert_eq!(c.cached, 2_304);
        assert_eq!(cache.len(), 4);
    }

    #[test]
    fn anthropic_stores_only_the_prefixes_at_breakpoints() {
        let mut cache = PromptCache::default();
        let p = CacheProfile::anthropic(1_024);
        // The head, longest first: instructions (marked), system prompt, tools (marked); then
        // two messages, the last marked.
        let head = [mark(3, 2_400), b(2, 2_350), mark(1, 2_300)];
        let c = cache.send(p, 2_700, [mark(5, 2_700), b(4, 2_500)].into_iter(), &head);
        assert_eq!(
            c,
            Context {
                total: 2_700,
                cached: 0,
                written: 2_700
            },
            "written up to the last breakpoint, exactly"
        );
        assert_eq!(cache.len(), 3, "three breakpoints, three entries");
        // The unmarked boundary in between was not stored: a request ending there misses it
        // and reads the instructions' entry.
        let c = cache.peek(p, 2_500, [mark(4, 2_500)].into_iter(), &head);
        assert_eq!((c.cached, c.written), (2_400, 100));
    }

    #[test]
    fn anthropic_writes_nothing_under_the_models_minimum() {
        let mut cache = PromptCache::default();
        let p = CacheProfile::anthropic(4_096);
        let head = [mark(2, 600), mark(1, 500)];
        let c = cache.send(p, 3_000, [mark(3, 3_000)].into_iter(), &head);
        assert_eq!((c.cached, c.written), (0, 0));
        assert!(cache.is_empty(), "no prefix had 4,096 tokens");
        let c = cache.send(p, 5_000, [mark(4, 5_000), b(3, 3_000)].into_iter(), &head);
        assert_eq!((c.cached, c.written), (0, 5_000));
        assert_eq!(cache.len(), 1, "only the breakpoint past the minimum");
    }

    #[test]
    fn anthropic_writes_stop_at_the_last_breakpoint() {
        // A summary request: the instruction after the thread's breakpoint is sent, not
        // written.
        let mut cache = PromptCache::default();
        let p = CacheProfile::anthropic(1_024);
        let head = [mark(1, 2_300)];
        let c = cache.send(p, 2_600, [b(9, 2_600), mark(2, 2_500)].into_iter(), &head);
        assert_eq!((c.total, c.cached, c.written), (2_600, 0, 2_500));
        assert_eq!(cache.len(), 2);
    }

    #[test]
    fn an_anthropic_breakpoint_looks_back_at_most_20_blocks() {
        let mut cache = PromptCache::default();
        let p = CacheProfile::anthropic(1_024);
        let head = [mark(1, 2_000)];
        cache.send(p, 2_100, [mark(100, 2_100)].into_iter(), &head);
        // The next request marks only its end: 20 blocks past the stored one, it still
        // reads it.
        let thread = |n: u64| -> Vec<Boundary> {
            let mut v: Vec<Boundary> = (0..n).rev().map(|i| b(200 + i, 2_200 + i)).collect();
            v[0].breakpoint = true;
            v.push(b(100, 2_100));
            v
        };
        let near = cache.peek(p, 2_300, thread(20).into_iter(), &head);
        assert_eq!(near.cached, 2_100, "20 blocks back: in reach");
        let far = cache.peek(p, 2_300, thread(21).into_iter(), &head);
        assert_eq!(
            far.cached, 2_000,
            "21 blocks back: missed, and the head's own breakpoint reads its entry"
        );
    }

    #[test]
    fn a_long_anthropic_thread_is_not_walked() {
        let mut cache = PromptCache::default();
        let p = CacheProfile::anthropic(1_024);
        let head = [mark(1, 2_000)];
        let mut pulled = 0;
        let thread = (0..10_000u64).rev().map(|i| Boundary {
            print: 10 + i,
            tokens: 2_001 + i,
            breakpoint: i == 9_999,
        });
        let c = cache.send(p, 12_000, thread.inspect(|_| pulled += 1), &head);
        assert!(pulled <= LOOKBACK_BLOCKS + 3, "pulled {pulled} boundaries");
        assert_eq!(c.written, 12_000);
    }

    #[test]
    fn profiles_read_and_write_as_scenario_files_write_them() {
        let openai: CacheProfile =
            serde_json::from_str(r#"{"minTokens":2048,"step":128}"#).unwrap();
        assert_eq!(
            openai,
            CacheProfile {
                min_tokens: 2_048,
                ..CacheProfile::default()
            }
        );
        assert_eq!(
            serde_json::to_string(&openai).unwrap(),
            r#"{"minTokens":2048,"step":128}"#
        );
        let anthropic: CacheProfile =
            serde_json::from_str(r#"{"kind":"anthropic","minTokens":1024}"#).unwrap();
        assert_eq!(anthropic, CacheProfile::anthropic(1_024));
        assert_eq!(
            serde_json::to_string(&anthropic).unwrap(),
            r#"{"kind":"anthropic","minTokens":1024}"#
        );
        let stepped = serde_json::from_str::<CacheProfile>(
            r#"{"kind":"anthropic","minTokens":1024,"step":128}"#,
        );
        assert!(stepped.unwrap_err().to_string().contains("takes no `step`"));
        let no_step = serde_json::from_str::<CacheProfile>(r#"{"minTokens":1024}"#);
        assert!(no_step
            .unwrap_err()
            .to_string()
            .contains("missing field `step`"));
    }
}
