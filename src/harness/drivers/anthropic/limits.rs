//! What the Messages API allows of the prompt cache, as Anthropic's documentation states it
//! (Claude platform docs, "Prompt caching", as read in 2026): how many breakpoints a request
//! may carry, and the shortest prefix each model caches (a shorter one is not cached, and no
//! error says so). How the cache itself behaves (the 20-block lookback, what is written and
//! read) is the machine's model in `machine::cache`; where the marks go, `machine::breakpoints`.

/// Breakpoints one request may carry.
pub const MAX_BREAKPOINTS: usize = 4;

/// The shortest prefix `model` caches, in tokens. The documentation's table: 512 for Claude
/// Opus 5 and 5.5, Fable 5 and 5.1, Mythos 5 and 5.1; 1,024 for Opus 4.8, Sonnet 5, Sonnet
/// 4.6 and 4.5, Opus 4.1 and 4, Sonnet 4, and the Claude 3 Sonnets and Opus; 2,048 for
/// Mythos Preview, Opus 4.7 and the Claude 3 Haikus; 4,096 for Opus 4.6 and 4.5 and Haiku 4.5.
/// (Earlier versions of the page gave Sonnet 4.6 2,048.) A model the table does not name gets
/// 1,024, the figure of most models.
pub fn min_cacheable_tokens(model: &str) -> u64 {
    let id = model.to_ascii_lowercase();
    // Most specific first: "opus-4-5" before "opus-4".
    const TABLE: [(&[&str], u64); 4] = [
        (&["opus-4-6", "opus-4-5", "haiku-4-5"], 4_096),
        (
            &[
                "opus-4-7",
                "mythos-preview",
                "haiku-3",
                "3-5-haiku",
                "3-haiku",
            ],
            2_048,
        ),
        (&["opus-5", "fable-5", "mythos-5"], 512),
        (
            &[
                "opus-4",
                "sonnet-5",
                "sonnet-4",
                "3-7-sonnet",
                "3-5-sonnet",
                "3-opus",
            ],
            1_024,
        ),
    ];
    TABLE
        .iter()
        .find(|(names, _)| names.iter().any(|n| id.contains(n)))
        .map_or(1_024, |&(_, tokens)| tokens)
}
