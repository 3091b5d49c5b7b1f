//! What a request cost at its provider's list prices, and what the prompt cache saved.
//!
//! The prices are data: `src/prices/prices.json`, taken from LiteLLM's
//! `model_prices_and_context_window.json` by `scripts/prices`, with the table's version and date.
//! Its rates are US dollars per million tokens; each is read into whole micro-dollars per
//! million tokens (the table has at most six decimals: `scripts/prices` checks it), so a rate is
//! an integer and a token at that rate costs exactly that many picodollars. Every cost is an
//! integer of picodollars ([`Money`]): sums never drift, and a run's total is exactly the sum
//! of its requests' costs.
//!
//! A request's tokens come in five parts ([`Tokens`]), each at its own rate: uncached input,
//! cache reads, cache writes for five minutes (the default lifetime), one-hour writes, and
//! output (reasoning included: it is billed as output). A request whose input passes a
//! model's threshold (`above`, e.g. 200,000 tokens) is priced wholly at the rates listed above
//! it, as the providers bill long prompts.

use std::collections::BTreeMap;
use std::ops::{Add, Sub};

use serde::{Deserialize, Deserializer};

use crate::harness::protocol::schema::Usage;
use crate::logs::ReportedUsage;

/// The price table: each model's rates, with where and when they were taken.
#[derive(Clone, Debug, PartialEq, Deserialize)]
pub struct PriceTable {
    /// "LiteLLM model_prices_and_context_window.json, version 1.110.2".
    pub source: String,
    /// LiteLLM's package version the rates were taken from.
    pub version: String,
    /// The day they were taken (YYYY-MM-DD, UTC).
    pub date: String,
    models: BTreeMap<String, ModelPrice>,
}

/// One model's rates.
#[derive(Clone, Debug, PartialEq, Deserialize)]
#[serde(from = "ModelFile")]
pub struct ModelPrice {
    /// LiteLLM's provider: "anthropic", "openai" or "gemini".
    pub provider: String,
    /// The rates of a request whose input passes no threshold.
    pub base: Rates,
    /// The rates of a request whose input passes `tokens`.
    pub above: Vec<Tier>,
    /// For a model the table's version no longer lists: the older version its rates come from.
    pub version: Option<String>,
}

/// The rates of a request whose input (cached or not) passes `tokens`.
#[derive(Clone, Debug, PartialEq, Deserialize)]
#[serde(from = "TierFile")]
pub struct Tier {
    pub tokens: u64,
    /// A rate a tier does not list is unknown there, not the base rate.
    pub rates: Rates,
}

/// A model as the file writes it: its rates beside its other fields. Read through these flat
/// structs, not `#[serde(flatten)]`, whose buffering costs the page's wasm several KB.
#[derive(Deserialize)]
struct ModelFile {
    provider: String,
    #[serde(default)]
    input: Option<Rate>,
    #[serde(default)]
    output: Option<Rate>,
    #[serde(default)]
    cache_read: Option<Rate>,
    #[serde(default)]
    cache_write: Option<Rate>,
    #[serde(default)]
    cache_write_1h: Option<Rate>,
    #[serde(default)]
    above: Vec<Tier>,
    #[serde(default)]
    version: Option<String>,
}

impl From<ModelFile> for ModelPrice {
    fn from(f: ModelFile) -> ModelPrice {
        ModelPrice {
            provider: f.provider,
            base: Rates {
                input: f.input,
                output: f.output,
                cache_read: f.cache_read,
                cache_write: f.cache_write,
                cache_write_1h: f.cache_write_1h,
            },
            above: f.above,
            version: f.version,
        }
    }
}

/// A tier as the file writes it.
#[derive(Deserialize)]
struct TierFile {
    tokens: u64,
    #[serde(default)]
    input: Option<Rate>,
    #[serde(default)]
    output: Option<Rate>,
    #[serde(default)]
    cache_read: Option<Rate>,
    #[serde(default)]
    cache_write: Option<Rate>,
    #[serde(default)]
    cache_write_1h: Option<Rate>,
}

impl From<TierFile> for Tier {
    fn from(f: TierFile) -> Tier {
        Tier {
            tokens: f.tokens,
            rates: Rates {
                input: f.input,
                output: f.output,
                cache_read: f.cache_read,
                cache_write: f.cache_write,
                cache_write_1h: f.cache_write_1h,
            },
        }
    }
}

/// One set of rates; None where the table gives none.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct Rates {
    pub input: Option<Rate>,
    pub output: Option<Rate>,
    pub cache_read: Option<Rate>,
    /// A cache write at the provider's default lifetime (Anthropic: five minutes).
    pub cache_write: Option<Rate>,
    pub cache_write_1h: Option<Rate>,
}

/// A price in micro-dollars per million tokens (= picodollars per token).
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord)]
pub struct Rate(pub u64);

impl Rate {
    /// What a million tokens cost at this rate.
    pub fn per_million(self) -> Money {
        Money::from_micro_dollars(i128::from(self.0))
    }

    /// What `tokens` cost at this rate: exact, a token costing `self.0` picodollars.
    pub fn of(self, tokens: u64) -> Money {
        Money(i128::from(tokens).saturating_mul(i128::from(self.0)))
    }
}

impl<'de> Deserialize<'de> for Rate {
    /// Dollars per million tokens, as the table writes them, into whole micro-dollars.
    fn deserialize<D: Deserializer<'de>>(d: D) -> Result<Rate, D::Error> {
        let dollars = f64::deserialize(d)?;
        let micro = (dollars * 1e6).round();
        // A decimal with at most six places is read as the f64 nearest to it, which is exactly
        // what dividing its whole micro-dollars by a million gives: any other number is not a
        // rate this table writes.
        if !(0.0..=1e15).contains(&micro) || micro / 1e6 != dollars {
            return Err(serde::de::Error::custom(format!(
                "{dollars} is not a price in whole micro-dollars per million tokens"
            )));
        }
        Ok(Rate(micro as u64))
    }
}

/// An amount of US dollars in picodollars (10⁻¹² $), signed: what a cache saved can be less
/// than nothing.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, PartialOrd, Ord)]
pub struct Money(pub i128);

const PICO_PER_MICRO: i128 = 1_000_000;

impl Money {
    fn from_micro_dollars(micro: i128) -> Money {
        Money(micro.saturating_mul(PICO_PER_MICRO))
    }

    /// In whole micro-dollars, rounded half away from zero.
    pub fn micro_dollars(self) -> i128 {
        round_div(self.0, PICO_PER_MICRO)
    }

    /// In dollars with `decimals` places (at most 12), rounded half away from zero: "0.0123",
    /// "-0.50", "3". Digits only, no currency sign, no grouping: the page adds them.
    pub fn dollars(self, decimals: u32) -> String {
        let decimals = decimals.min(12);
        let places = 10i128.pow(decimals);
        let rounded = round_div(self.0, 10i128.pow(12 - decimals));
        let sign = if rounded < 0 { "-" } else { "" };
        let (whole, fraction) = (rounded.abs() / places, rounded.abs() % places);
        if decimals == 0 {
            format!("{sign}{whole}")
        } else {
            format!(
                "{sign}{whole}.{fraction:0width$}",
                width = decimals as usize
            )
        }
    }
}

/// `n / d` rounded half away from zero (`d` > 0).
fn round_div(n: i128, d: i128) -> i128 {
    let d = d.unsigned_abs();
    let away = i128::try_from(n.unsigned_abs().saturating_add(d / 2) / d).unwrap_or(i128::MAX);
    if n.is_negative() {
        -away
    } else {
        away
    }
}

impl Add for Money {
    type Output = Money;
    fn add(self, other: Money) -> Money {
        Money(self.0.saturating_add(other.0))
    }
}

impl Sub for Money {
    type Output = Money;
    fn sub(self, other: Money) -> Money {
        Money(self.0.saturating_sub(other.0))
    }
}

impl std::iter::Sum for Money {
    fn sum<I: Iterator<Item = Money>>(iter: I) -> Money {
        iter.fold(Money(0), Add::add)
    }
}

/// One request's tokens, by the rate each is billed at.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, serde::Serialize, Deserialize)]
pub struct Tokens {
    /// Input neither read from nor written to the cache (Anthropic's `input_tokens`; OpenAI's
    /// `input_tokens` less its `cached_tokens`).
    pub uncached: u64,
    pub cache_read: u64,
    /// Written to the cache for the default lifetime (Anthropic: five minutes).
    pub cache_write: u64,
    /// Written to the cache for one hour.
    pub cache_write_1h: u64,
    /// Output, reasoning included.
    pub output: u64,
}

impl Tokens {
    /// Every input token the request carried, cached or not.
    pub fn input(&self) -> u64 {
        self.uncached
            .saturating_add(self.cache_read)
            .saturating_add(self.cache_write)
            .saturating_add(self.cache_write_1h)
    }

    /// A log's figures. Its `input` counts everything the request carried (Claude: the
    /// reader added the cache's parts to `input_tokens`; Codex: cached input is part of
    /// `input_tokens`), so the uncached part is what is left of it. A log that does not split
    /// its writes (`cache_write_1h` None) wrote for five minutes: one-hour writes came with the
    /// split.
    pub fn from_reported(u: &ReportedUsage) -> Tokens {
        let written = u.cache_write.unwrap_or(0);
        split(
            u.input,
            u.cache_read,
            written,
            u.cache_write_1h.unwrap_or(0),
            u.output,
        )
    }

    /// A provider's report (`prompt_tokens` counts everything the request carried), or a log's
    /// as a replay carries it, with its one-hour writes apart.
    pub fn from_usage(u: &Usage) -> Tokens {
        let written = u.cache_write_tokens.unwrap_or(0);
        let read = u.cached_tokens.unwrap_or(0);
        let hour = u.cache_write_1h_tokens.unwrap_or(0);
        split(u.prompt_tokens, read, written, hour, u.completion_tokens)
    }
}

/// Tokens from a total input that holds the cache's reads and writes, of which `hour` (at most
/// all of them) were written for an hour.
fn split(input: u64, read: u64, written: u64, hour: u64, output: u64) -> Tokens {
    let hour = hour.min(written);
    Tokens {
        uncached: input.saturating_sub(read).saturating_sub(written),
        cache_read: read,
        cache_write: written - hour,
        cache_write_1h: hour,
        output,
    }
}

/// A kind of token, as billed.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Part {
    Uncached,
    CacheRead,
    CacheWrite,
    CacheWrite1h,
    Output,
}

/// Why a request has no cost: tokens of `part` and no rate for them (at the rates above
/// `above` tokens, when the request passed that threshold).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct NoRate {
    pub part: Part,
    pub above: Option<u64>,
}

/// What one request (or a sum of them) cost, part by part.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct Cost {
    pub uncached: Money,
    pub cache_read: Money,
    pub cache_write: Money,
    pub cache_write_1h: Money,
    pub output: Money,
    /// What the same request would have cost with no cache at all: every input token at the
    /// input rate, the same output.
    pub without_cache: Money,
}

impl Cost {
    pub fn total(&self) -> Money {
        self.uncached + self.cache_read + self.cache_write + self.cache_write_1h + self.output
    }

    /// What the cache saved: less than nothing when writes cost more than the reads saved.
    pub fn saved(&self) -> Money {
        self.without_cache - self.total()
    }
}

impl Add for Cost {
    type Output = Cost;
    fn add(self, o: Cost) -> Cost {
        Cost {
            uncached: self.uncached + o.uncached,
            cache_read: self.cache_read + o.cache_read,
            cache_write: self.cache_write + o.cache_write,
            cache_write_1h: self.cache_write_1h + o.cache_write_1h,
            output: self.output + o.output,
            without_cache: self.without_cache + o.without_cache,
        }
    }
}

impl std::iter::Sum for Cost {
    fn sum<I: Iterator<Item = Cost>>(iter: I) -> Cost {
        iter.fold(Cost::default(), Add::add)
    }
}

impl ModelPrice {
    /// The rates a request of `input` tokens is billed at, and the threshold it passed.
    pub fn rates_for(&self, input: u64) -> (&Rates, Option<u64>) {
        let passed = self.above.iter().filter(|t| input > t.tokens);
        match passed.max_by_key(|t| t.tokens) {
            Some(tier) => (&tier.rates, Some(tier.tokens)),
            None => (&self.base, None),
        }
    }

    /// What `tokens` cost; a part with tokens and no rate makes the cost unknown.
    pub fn cost(&self, tokens: &Tokens) -> Result<Cost, NoRate> {
        let (rates, above) = self.rates_for(tokens.input());
        let at = |rate: Option<Rate>, n: u64, part: Part| match (rate, n) {
            (_, 0) => Ok(Money(0)),
            (Some(r), n) => Ok(r.of(n)),
            (None, _) => Err(NoRate { part, above }),
        };
        Ok(Cost {
            uncached: at(rates.input, tokens.uncached, Part::Uncached)?,
            cache_read: at(rates.cache_read, tokens.cache_read, Part::CacheRead)?,
            cache_write: at(rates.cache_write, tokens.cache_write, Part::CacheWrite)?,
            cache_write_1h: at(
                rates.cache_write_1h,
                tokens.cache_write_1h,
                Part::CacheWrite1h,
            )?,
            output: at(rates.output, tokens.output, Part::Output)?,
            without_cache: at(rates.input, tokens.input(), Part::Uncached)?
                + at(rates.output, tokens.output, Part::Output)?,
        })
    }
}

impl PriceTable {
    /// The table from its JSON (`src/prices/prices.json`).
    pub fn parse(json: &str) -> Result<PriceTable, String> {
        serde_json::from_str(json).map_err(|e| format!("the price table cannot be read: {e}"))
    }

    /// The rates of `model` as a log or an API names it, with the name it has in the table;
    /// None for a model the table does not price. Case, a provider prefix (`anthropic/`,
    /// `models/`), a `[1m]` context tag and a snapshot date (`-20250929`, `-2025-08-07`) do
    /// not matter; a name without a date takes the newest dated snapshot the table lists.
    pub fn lookup(&self, model: &str) -> Option<(&str, &ModelPrice)> {
        let name = model.trim().to_ascii_lowercase();
        let name = match name.rsplit_once('[') {
            Some((before, tag)) if tag.ends_with(']') => before,
            _ => &name,
        };
        let name = name.rsplit_once('/').map_or(name, |(_, n)| n);
        let exact = |n: &str| self.models.get_key_value(n).map(|(k, v)| (k.as_str(), v));
        exact(name)
            .or_else(|| undated(name).and_then(exact))
            .or_else(|| {
                // The newest snapshot: dates sort as text.
                let prefix = format!("{name}-");
                self.models
                    .range(prefix.clone()..)
                    .take_while(|(k, _)| k.starts_with(&prefix))
                    .filter(|(k, _)| undated(k) == Some(name))
                    .last()
                    .map(|(k, v)| (k.as_str(), v))
            })
    }
}

/// `name` without its snapshot date (`-20250929` or `-2025-08-07`), if it ends with one.
fn undated(name: &str) -> Option<&str> {
    let digits = |s: &str| s.bytes().all(|b| b.is_ascii_digit());
    let compact = name
        .rsplit_once('-')
        .filter(|(_, d)| d.len() == 8 && digits(d));
    let dashed = name.len().checked_sub(11).and_then(|i| {
        let (before, date) = name.split_at_checked(i)?;
        let parts: Vec<&str> = date.strip_prefix('-')?.split('-').collect();
        (parts.len() == 3
            && [4, 2, 2] == [parts[0].len(), parts[1].len(), parts[2].len()]
            && parts.iter().all(|p| digits(p)))
        .then_some(before)
    });
    compact.map(|(before, _)| before).or(dashed)
}

#[cfg(test)]
mod tests {
    use super::*;
    use proptest::prelude::*;

    /// Shaped like `src/prices/prices.json`, with rates of the version it names.
    const TABLE: &str = r#"{
      "source": "LiteLLM model_prices_and_context_window.json, version 1.110.2",
      "version": "1.110.2",
      "date": "2026-12-05",
      "note": "US dollars per million tokens.",
      "models": {
        "claude-opus-4-1": {"provider": "anthropic", "input": 15, "output": 75, "cache_read": 1.5, "cache_write": 18.75, "cache_write_1h": 30, "version": "1.95.0"},
        "claude-sonnet-4-20250514": {"provider": "anthropic", "input": 3, "output": 15, "cache_read": 0.3, "cache_write": 3.75, "cache_write_1h": 6, "above": [{"tokens": 200000, "input": 6, "output": 22.5, "cache_read": 0.6, "cache_write": 7.5}], "version": "1.95.0"},
        "claude-sonnet-4-5": {"provider": "anthropic", "input": 3, "output": 15, "cache_read": 0.3, "cache_write": 3.75, "cache_write_1h": 6},
        "claude-sonnet-4-5-20250929": {"provider": "anthropic", "input": 3, "output": 15, "cache_read": 0.3, "cache_write": 3.75, "cache_write_1h": 6},
        "gpt-5-2025-08-07": {"provider": "openai", "input": 1.25, "output": 10, "cache_read": 0.125},
        "gpt-5-codex": {"provider": "openai", "input": 1.25, "output": 10, "cache_read": 0.125},
        "gpt-5.1-codex-max": {"provider": "openai", "input": 1.25, "output": 10, "cache_read": 0.125},
        "gpt-5-nano": {"provider": "openai", "input": 0.05, "output": 0.4, "cache_read": 0.005}
      }
    }"#;

    fn table() -> PriceTable {
        PriceTable::parse(TABLE).unwrap()
    }

    fn price(model: &str) -> ModelPrice {
        table().lookup(model).unwrap().1.clone()
    }

    fn micro(m: Money) -> i128 {
        m.micro_dollars()
    }

    #[test]
    fn a_price_with_each_cache_kind_bills_each_part_at_its_own_rate() {
        let tokens = Tokens {
            uncached: 1_000,
            cache_read: 20_000,
            cache_write: 3_000,
            cache_write_1h: 2_000,
            output: 500,
        };
        let c = price("claude-sonnet-4-5").cost(&tokens).unwrap();
        // $3, $0.30, $3.75, $6 and $15 a million.
        assert_eq!(micro(c.uncached), 3_000);
        assert_eq!(micro(c.cache_read), 6_000);
        assert_eq!(micro(c.cache_write), 11_250);
        assert_eq!(micro(c.cache_write_1h), 12_000);
        assert_eq!(micro(c.output), 7_500);
        assert_eq!(c.total().dollars(5), "0.03975");
    }

    #[test]
    fn a_one_hour_write_is_priced_at_the_one_hour_rate() {
        // Claude `input_tokens: 3, cache_creation_input_tokens: 9120, cache_creation:
        // {ephemeral_5m_input_tokens: 120, ephemeral_1h_input_tokens: 9000}` as the reader
        // has it: input is everything the request carried.
        let logged = ReportedUsage {
            input: 9_123,
            cache_write: Some(9_120),
            cache_write_1h: Some(9_000),
            output: 61,
            ..ReportedUsage::default()
        };
        let tokens = Tokens::from_reported(&logged);
        assert_eq!(
            tokens,
            Tokens {
                uncached: 3,
                cache_read: 0,
                cache_write: 120,
                cache_write_1h: 9_000,
                output: 61
            }
        );
        let c = price("claude-sonnet-4-5-20250929").cost(&tokens).unwrap();
        assert_eq!(micro(c.cache_write_1h), 54_000);
        assert_eq!(micro(c.cache_write), 450);
        // A log that does not split its writes wrote them all for five minutes.
        let unsplit = Tokens::from_reported(&ReportedUsage {
            cache_write_1h: None,
            ..logged
        });
        assert_eq!((unsplit.cache_write, unsplit.cache_write_1h), (9_120, 0));
        // A split that claims more than was written is held to what was written.
        let over = Tokens::from_reported(&ReportedUsage {
            cache_write_1h: Some(10_000),
            ..logged
        });
        assert_eq!(
            (over.cache_write, over.cache_write_1h, over.uncached),
            (0, 9_120, 3)
        );
    }

    #[test]
    fn a_codex_request_counts_its_cached_input_inside_its_input() {
        // A Codex `token_count`: input_tokens 9,500 of which cached_input_tokens 8,900,
        // output_tokens 150 with 20 of reasoning, which is billed as output.
        let logged = ReportedUsage {
            input: 9_500,
            cache_read: 8_900,
            cache_write: None,
            cache_write_1h: None,
            output: 150,
            output_is_lower_bound: false,
            reasoning: Some(20),
        };
        let tokens = Tokens::from_reported(&logged);
        assert_eq!(
            tokens,
            Tokens {
                uncached: 600,
                cache_read: 8_900,
                cache_write: 0,
                cache_write_1h: 0,
                output: 150
            }
        );
        let c = price("gpt-5-codex").cost(&tokens).unwrap();
        // 600 × $1.25 + 8,900 × $0.125 + 150 × $10 a million: 750 + 1,112.5 + 1,500 µ$.
        assert_eq!(c.total(), Money(3_362_500_000));
        assert_eq!(c.cache_write + c.cache_write_1h, Money(0));
        assert_eq!(micro(c.total()), 3_363);
    }

    #[test]
    fn a_live_runs_reported_usage_holds_its_cache_reads_and_writes_inside_its_prompt_tokens() {
        let usage = Usage {
            prompt_tokens: 2_431,
            cached_tokens: Some(2_304),
            cache_write_tokens: Some(100),
            cache_write_1h_tokens: None,
            completion_tokens: 9,
        };
        assert_eq!(
            Tokens::from_usage(&usage),
            Tokens {
                uncached: 27,
                cache_read: 2_304,
                cache_write: 100,
                cache_write_1h: 0,
                output: 9
            }
        );
        let unreported = Usage {
            cached_tokens: None,
            cache_write_tokens: None,
            ..usage
        };
        assert_eq!(Tokens::from_usage(&unreported).uncached, 2_431);
    }

    #[test]
    fn the_cache_saved_what_the_same_input_costs_at_the_input_rate_less_what_it_cost() {
        let tokens = Tokens {
            uncached: 600,
            cache_read: 8_900,
            output: 150,
            ..Tokens::default()
        };
        let c = price("gpt-5-codex").cost(&tokens).unwrap();
        // 9,500 × $1.25 + 150 × $10 a million.
        assert_eq!(micro(c.without_cache), 13_375);
        assert_eq!(c.saved(), Money(10_012_500_000));
        // A write never read costs more than no cache: a quarter more at Anthropic.
        let unread = Tokens {
            cache_write: 10_000,
            ..Tokens::default()
        };
        let c = price("claude-sonnet-4-5").cost(&unread).unwrap();
        assert_eq!(micro(c.saved()), -7_500);
        assert_eq!(c.saved().dollars(4), "-0.0075");
    }

    #[test]
    fn an_unknown_model_has_no_price() {
        let t = table();
        for model in [
            "gpt-9-turbo",
            "<synthetic>",
            "",
            "claude-sonnet",
            "gpt-5-codex-9",
        ] {
            assert_eq!(t.lookup(model), None, "{model}");
        }
    }

    #[test]
    fn a_model_is_found_whatever_its_prefix_case_context_tag_or_snapshot_date() {
        let t = table();
        let found = |model: &str| t.lookup(model).map(|(name, _)| name);
        assert_eq!(
            found("claude-sonnet-4-5-20250929"),
            Some("claude-sonnet-4-5-20250929")
        );
        assert_eq!(
            found("anthropic/claude-sonnet-4-5"),
            Some("claude-sonnet-4-5")
        );
        assert_eq!(found("Claude-Sonnet-4-5[1m]"), Some("claude-sonnet-4-5"));
        assert_eq!(found(" openai/gpt-5-codex "), Some("gpt-5-codex"));
        assert_eq!(found("gpt-5.1-codex-max"), Some("gpt-5.1-codex-max"));
        // A dated snapshot the table lists only undated.
        assert_eq!(found("claude-opus-4-1-20250805"), Some("claude-opus-4-1"));
        assert_eq!(found("gpt-5-codex-2025-09-15"), Some("gpt-5-codex"));
        // An undated name the table lists only dated: its newest snapshot.
        assert_eq!(found("claude-sonnet-4"), Some("claude-sonnet-4-20250514"));
        assert_eq!(found("gpt-5"), Some("gpt-5-2025-08-07"));
        // A name that only looks dated is not.
        assert_eq!(found("gpt-5-codex-2025-9-15"), None);
        assert_eq!(found("claude-opus-4-1-2025080"), None);
        assert_eq!(found("claude-opus-4-1-abcdefgh"), None);
        assert_eq!(found("gpt-5-codex-1234-5-678"), None);
        assert_eq!(found("gpt-5-codex-2025-08-0x"), None);
        // A tag is only one that is closed.
        assert_eq!(found("claude-sonnet-4-5[1m"), None);
        // A retired model says which version priced it.
        let (_, opus) = t.lookup("claude-opus-4-1").unwrap();
        assert_eq!(opus.version.as_deref(), Some("1.95.0"));
        assert_eq!(opus.provider, "anthropic");
    }

    #[test]
    fn a_long_prompt_is_priced_wholly_at_the_rates_above_its_threshold() {
        let sonnet = price("claude-sonnet-4-20250514");
        let at = |input: u64| Tokens {
            uncached: input,
            output: 1_000,
            ..Tokens::default()
        };
        let below = sonnet.cost(&at(200_000)).unwrap();
        assert_eq!(micro(below.uncached), 600_000);
        assert_eq!(micro(below.output), 15_000);
        let above = sonnet.cost(&at(200_001)).unwrap();
        assert_eq!(micro(above.uncached), 1_200_006);
        assert_eq!(micro(above.output), 22_500);
        assert_eq!(sonnet.rates_for(200_001).1, Some(200_000));
        assert_eq!(sonnet.rates_for(200_000).1, None);
        // Cached tokens count toward the threshold.
        let cached = Tokens {
            uncached: 1,
            cache_read: 200_000,
            ..Tokens::default()
        };
        assert_eq!(micro(sonnet.cost(&cached).unwrap().cache_read), 120_000);
        // The tier lists no one-hour write: its rate is unknown there, not the base one.
        let hour = Tokens {
            cache_write_1h: 200_001,
            ..Tokens::default()
        };
        assert_eq!(
            sonnet.cost(&hour),
            Err(NoRate {
                part: Part::CacheWrite1h,
                above: Some(200_000)
            })
        );
    }

    #[test]
    fn the_highest_threshold_passed_applies_whatever_the_order_of_the_tiers() {
        let mut p = price("gpt-5-codex");
        let tier = |tokens, input| Tier {
            tokens,
            rates: Rates {
                input: Some(Rate(input)),
                ..Rates::default()
            },
        };
        p.above = vec![tier(272_000, 3), tier(128_000, 2)];
        assert_eq!(p.rates_for(300_000), (&p.above[0].rates, Some(272_000)));
        assert_eq!(p.rates_for(200_000), (&p.above[1].rates, Some(128_000)));
        assert_eq!(p.rates_for(100_000), (&p.base, None));
    }

    #[test]
    fn tokens_of_a_part_the_model_has_no_rate_for_make_the_cost_unknown() {
        let codex = price("gpt-5-codex");
        let written = Tokens {
            uncached: 10,
            cache_write: 100,
            ..Tokens::default()
        };
        assert_eq!(
            codex.cost(&written),
            Err(NoRate {
                part: Part::CacheWrite,
                above: None
            })
        );
        // No tokens of it: no rate needed.
        assert!(codex
            .cost(&Tokens {
                uncached: 10,
                ..Tokens::default()
            })
            .is_ok());
        let mut no_input = codex.clone();
        no_input.base.input = None;
        let read = Tokens {
            cache_read: 10,
            ..Tokens::default()
        };
        // What the cache saved needs the input rate even when no token was uncached.
        assert_eq!(
            no_input.cost(&read),
            Err(NoRate {
                part: Part::Uncached,
                above: None
            })
        );
    }

    #[test]
    fn rates_are_read_exactly_in_micro_dollars_per_million_tokens() {
        let nano = price("gpt-5-nano");
        assert_eq!(nano.base.cache_read, Some(Rate(5_000)));
        assert_eq!(nano.base.input, Some(Rate(50_000)));
        assert_eq!(
            price("claude-opus-4-1").base.cache_write,
            Some(Rate(18_750_000))
        );
        assert_eq!(Rate(3_750_000).per_million().dollars(2), "3.75");
        // One token at $0.005 a million is 5,000 picodollars, not rounded away.
        let one = Tokens {
            cache_read: 1,
            ..Tokens::default()
        };
        assert_eq!(nano.cost(&one).unwrap().cache_read, Money(5_000));
    }

    #[test]
    fn a_bad_table_is_an_error_that_says_so_never_a_panic() {
        let with_rate = |rate: &str| {
            format!(
                r#"{{"source": "s", "version": "v", "date": "d",
                    "models": {{"m": {{"provider": "openai", "input": {rate}, "output": 1}}}}}}"#
            )
        };
        for bad in [
            String::new(),
            "{}".into(),
            "[1, 2]".into(),
            with_rate("-1"),
            with_rate("0.0000001"),
            with_rate("0.0000015"),
            with_rate("\"3\""),
            with_rate("1e300"),
        ] {
            let e = PriceTable::parse(&bad).expect_err(&bad);
            assert!(e.starts_with("the price table cannot be read: "), "{e}");
        }
        for good in ["0.000001", "0", "0.005", "18.75", "1000000000"] {
            assert!(PriceTable::parse(&with_rate(good)).is_ok(), "{good}");
        }
        assert!(PriceTable::parse(&with_rate("1000000001")).is_err());
    }

    #[test]
    fn money_is_written_in_dollars_rounded_half_away_from_zero() {
        let m = Money(1_234_500_000); // $0.0012345
        assert_eq!(m.dollars(7), "0.0012345");
        assert_eq!(m.dollars(6), "0.001235");
        assert_eq!(m.dollars(3), "0.001");
        assert_eq!(Money(-500_000_000_000).dollars(2), "-0.50");
        assert_eq!(Money(3_000_000_000_000).dollars(0), "3");
        assert_eq!(Money(2_500_000_000_000).dollars(0), "3");
        assert_eq!(Money(12).dollars(20), "0.000000000012");
        // Less than the last place shown is no negative zero.
        assert_eq!(Money(-1).dollars(2), "0.00");
        assert_eq!(Money(-2_500_000).micro_dollars(), -3);
        assert_eq!(Money(2_499_999).micro_dollars(), 2);
        assert_eq!(Money(5) - Money(7), Money(-2));
        // The far ends of the range are written, not a panic.
        assert!(Money(i128::MIN).dollars(12).starts_with("-170141183"));
        assert!(Money(i128::MAX).dollars(0).starts_with("170141183"));
    }

    #[test]
    fn the_committed_table_prices_the_models_the_logs_name() {
        let t = PriceTable::parse(include_str!("../prices/prices.json")).unwrap();
        assert_eq!(
            t.source,
            format!(
                "LiteLLM model_prices_and_context_window.json, version {}",
                t.version
            )
        );
        assert_eq!(t.date.len(), "2026-12-05".len());
        for model in [
            "claude-sonnet-4-5-20250929",
            "claude-opus-4-1",
            "claude-opus-4-6",
            "claude-sonnet-4-6",
            "claude-sonnet-4-20250514",
            "gpt-5-codex",
            "gpt-5.1-codex-max",
            "gpt-5",
            "gemini-2.5-pro",
        ] {
            assert!(t.lookup(model).is_some(), "{model} has no price");
        }
        // Every Claude model's one-hour write is twice its input, as Anthropic prices it.
        for (name, p) in &t.models {
            if let (Some(hour), Some(input)) = (p.base.cache_write_1h, p.base.input) {
                if p.provider == "anthropic" {
                    assert_eq!(hour.0, 2 * input.0, "{name}");
                }
            }
        }
    }

    proptest! {
        /// A run's cost is the sum of its requests' costs, part by part, and what its cache
        /// saved is what each request's saved.
        #[test]
        fn a_runs_cost_adds_up_from_its_requests(
            requests in prop::collection::vec((0u64..1_000_000, 0u64..1_000_000, 0u64..100_000, 0u64..100_000, 0u64..50_000), 0..20),
        ) {
            let sonnet = price("claude-sonnet-4-5");
            let costs: Vec<Cost> = requests
                .iter()
                .map(|&(uncached, cache_read, cache_write, cache_write_1h, output)| {
                    sonnet.cost(&Tokens { uncached, cache_read, cache_write, cache_write_1h, output }).unwrap()
                })
                .collect();
            let run: Cost = costs.iter().copied().sum();
            prop_assert_eq!(run.total(), costs.iter().map(Cost::total).sum::<Money>());
            prop_assert_eq!(run.saved(), costs.iter().map(Cost::saved).sum::<Money>());
            prop_assert_eq!(run.output, costs.iter().map(|c| c.output).sum::<Money>());
            prop_assert_eq!(run.without_cache, costs.iter().map(|c| c.without_cache).sum::<Money>());
        }
    }
}
