//! The prompt cache as the context panel explains it: how the page's model counts, where a
//! request's breakpoints sit (Anthropic's profile), and, once the provider reported its own
//! figures, those beside the model's, with a sentence where they differ.

use super::words::thousands;
use crate::harness::machine::{CacheKind, CacheProfile, LOOKBACK_BLOCKS};
use crate::harness::protocol::envelope::Context;
use crate::harness::protocol::schema::Usage;
use crate::t;

/// What the context panel says about the cache at one step.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct CacheView {
    /// How the page's model of the cache counts, in a sentence or two.
    pub model: String,
    /// Where the request's breakpoints sit, in request order; none for OpenAI's profile.
    pub breakpoints: Vec<String>,
    /// The latest request's figures, once the provider reported its own.
    pub reported: Option<Reported>,
}

/// One request's cache figures as the page's model has them and as the provider reported.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Reported {
    /// (what, the page's model, the provider's report), one row per figure.
    pub rows: Vec<(String, String, String)>,
    /// Whether they agree, and where they differ, what may explain it.
    pub verdict: String,
}

/// How `profile` counts, as the panel's note says it.
pub fn model_note(profile: CacheProfile) -> String {
    match profile.kind {
        CacheKind::Openai => t!(
            "cache-model-openai",
            min = profile.min_tokens,
            step = profile.step
        ),
        CacheKind::Anthropic => t!(
            "cache-model-anthropic",
            min = profile.min_tokens,
            lookback = LOOKBACK_BLOCKS
        ),
    }
}

/// The provider's report of a request beside the page's model of it (`model`).
pub fn compare(profile: CacheProfile, model: Context, usage: &Usage) -> Reported {
    let read = usage.cached_tokens;
    let written = usage.cache_write_tokens;
    let rows = vec![
        (
            t!("cache-row-read"),
            thousands(model.cached),
            read.map_or_else(|| t!("cache-not-reported"), thousands),
        ),
        (
            t!("cache-row-written"),
            thousands(model.written),
            written.map_or_else(
                || match profile.kind {
                    CacheKind::Openai => t!("cache-not-reported-openai"),
                    CacheKind::Anthropic => t!("cache-not-reported"),
                },
                thousands,
            ),
        ),
        (
            t!("cache-row-input"),
            thousands(model.total),
            thousands(usage.prompt_tokens),
        ),
    ];
    Reported {
        rows,
        verdict: verdict(profile, model, usage),
    }
}

/// Whether the provider's figures and the model's agree in kind (something read, something
/// written, or not), and where they differ, what may explain it, each reason once.
fn verdict(profile: CacheProfile, model: Context, usage: &Usage) -> String {
    let mut differ = Vec::new();
    let mut reasons = Vec::new();
    let mut reason = |r: String| {
        if !reasons.contains(&r) {
            reasons.push(r);
        }
    };
    // What each side did: read from the cache, then wrote to it.
    let sides = [
        (true, model.cached, usage.cached_tokens),
        (false, model.written, usage.cache_write_tokens),
    ];
    for (read, modelled, reported) in sides {
        let Some(reported) = reported else { continue };
        match (modelled > 0, reported > 0) {
            (true, false) => {
                differ.push(if read {
                    t!("cache-differ-read-none", tokens = modelled)
                } else {
                    t!("cache-differ-wrote-none", tokens = modelled)
                });
                reason(if read {
                    match profile.kind {
                        CacheKind::Anthropic => t!("cache-why-expired-anthropic"),
                        CacheKind::Openai => t!("cache-why-expired-openai"),
                    }
                } else {
                    t!("cache-why-cached-already")
                });
            }
            (false, true) => {
                differ.push(if read {
                    t!("cache-differ-read-some", tokens = reported)
                } else {
                    t!("cache-differ-wrote-some", tokens = reported)
                });
                reason(why_the_provider_cached(profile, model, usage));
            }
            _ => {}
        }
    }
    if !differ.is_empty() {
        let differences = match differ.as_slice() {
            [first, second] => t!("cache-differences-both", first = first, second = second),
            _ => differ.join(", "),
        };
        return t!(
            "cache-verdict-differ",
            differences = differences,
            reasons = reasons.join(" ")
        );
    }
    let nothing = model.cached == 0
        && model.written == 0
        && usage.cached_tokens.unwrap_or(0) == 0
        && usage.cache_write_tokens.unwrap_or(0) == 0;
    if nothing {
        t!("cache-agree-nothing")
    } else {
        t!("cache-agree-amounts")
    }
}

/// Why a provider may cache where the model does not.
fn why_the_provider_cached(profile: CacheProfile, model: Context, usage: &Usage) -> String {
    if model.total < profile.min_tokens && usage.prompt_tokens >= profile.min_tokens {
        t!(
            "cache-why-under-estimate",
            estimate = model.total,
            min = profile.min_tokens,
            counted = usage.prompt_tokens
        )
    } else if model.total < profile.min_tokens {
        t!("cache-why-under-minimum", min = profile.min_tokens)
    } else {
        t!("cache-why-shared")
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn usage(prompt: u64, read: Option<u64>, written: Option<u64>) -> Usage {
        Usage {
            prompt_tokens: prompt,
            cached_tokens: read,
            cache_write_tokens: written,
            cache_write_1h_tokens: None,
            completion_tokens: 10,
        }
    }

    fn ctx(total: u64, cached: u64, written: u64) -> Context {
        Context {
            total,
            cached,
            written,
        }
    }

    #[test]
    fn figures_that_agree_in_kind_say_the_amounts_are_estimates() {
        let p = CacheProfile::anthropic(1_024);
        let r = compare(
            p,
            ctx(3_000, 2_500, 500),
            &usage(3_400, Some(2_900), Some(400)),
        );
        assert!(r
            .verdict
            .starts_with("They agree on what was read and written."));
        assert_eq!(
            r.rows[0],
            ("read from the cache".into(), "2,500".into(), "2,900".into())
        );
        assert_eq!(
            r.rows[1],
            ("written to it".into(), "500".into(), "400".into())
        );
        assert_eq!(
            r.rows[2],
            ("input, in all".into(), "3,000".into(), "3,400".into())
        );
    }

    #[test]
    fn nothing_on_both_sides_agrees() {
        let r = compare(
            CacheProfile::anthropic(1_024),
            ctx(300, 0, 0),
            &usage(320, Some(0), Some(0)),
        );
        assert_eq!(
            r.verdict,
            "They agree: nothing was read from the cache or written to it."
        );
    }

    #[test]
    fn a_read_the_model_expected_and_the_provider_missed_is_said_with_the_expiry() {
        let r = compare(
            CacheProfile::anthropic(1_024),
            ctx(3_000, 2_500, 500),
            &usage(3_000, Some(0), Some(3_000)),
        );
        assert!(r.verdict.starts_with("They differ: the provider read nothing from its cache where the page's model reads 2,500."), "{}", r.verdict);
        assert!(r.verdict.contains("after 5 minutes unused"));
    }

    #[test]
    fn a_write_under_the_models_minimum_as_the_page_estimates_it_is_explained() {
        let r = compare(
            CacheProfile::anthropic(1_024),
            ctx(600, 0, 0),
            &usage(1_300, Some(0), Some(1_290)),
        );
        assert!(
            r.verdict.starts_with("They differ: the provider wrote 1,290 tokens to its cache where the page's model writes none. The page estimates this request at 600 tokens, under the 1,024-token minimum it assumes for this model; the provider counted 1,300."),
            "{}",
            r.verdict
        );
    }

    #[test]
    fn a_read_and_a_write_the_model_did_not_expect_share_their_reason_once() {
        let r = compare(
            CacheProfile::anthropic(1_024),
            ctx(191, 0, 0),
            &usage(291, Some(195), Some(96)),
        );
        assert_eq!(
            r.verdict,
            "They differ: the provider read 195 tokens from its cache where the page's model reads none, and the provider wrote 96 tokens to its cache where the page's model writes none. The page assumes this model caches nothing under 1,024 tokens; the provider's minimum for it may be lower, or the server is not the provider's own (a proxy, a mock)."
        );
    }

    #[test]
    fn openai_reports_no_write_and_that_is_said_not_guessed() {
        let r = compare(
            CacheProfile::default(),
            ctx(3_000, 2_432, 512),
            &usage(2_900, Some(2_816), None),
        );
        assert_eq!(
            r.rows[1].2,
            "not reported: Chat Completions has no such figure"
        );
        assert!(r.verdict.starts_with("They agree"), "{}", r.verdict);
    }

    #[test]
    fn each_profile_says_how_it_counts_and_that_entries_are_kept_until_reset() {
        let openai = model_note(CacheProfile::default());
        assert!(openai.contains("nothing under 1,024 tokens; counted in steps of 128"));
        let anthropic = model_note(CacheProfile::anthropic(4_096));
        assert!(anthropic.contains("minimum of 4,096 tokens"));
        assert!(anthropic.contains("at most 20 blocks back"));
        for note in [openai, anthropic] {
            assert!(note.contains("keeps them until Reset"), "{note}");
        }
    }
}
