//! What an imported run cost at its models' list prices: each request priced on its own (a
//! long prompt's tier is a request's), summed by part, what the cache saved against no cache
//! at all, and what each cause of a cache miss cost. The figures are the log's; the prices
//! are the table's, dated; a model the table does not price is said, never counted as free.

use serde::{Deserialize, Serialize};

use super::cost::{Cost, Money, PriceTable, Tokens};
use crate::t;

/// One request as the price table needs it: which model, its tokens by rate, and the tokens
/// a cache miss kept from being read (with the miss's cause key).
#[derive(Clone, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
pub struct PricedRequest {
    /// An index into the summary's models.
    pub model: Option<usize>,
    pub tokens: Tokens,
    pub miss: Option<(String, u64)>,
    /// The log reports its cache writes (Claude), so missed tokens were written again; else
    /// they were sent as uncached input (Codex).
    pub writes_reported: bool,
}

/// A run's cost, in words: the figure and how it adds up.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct CostWords {
    pub value: String,
    pub how: Vec<String>,
}

/// An amount in US dollars as the page shows it: four decimals under a dollar, else two.
pub fn usd(m: Money) -> String {
    let decimals = if m.0.abs() < Money(1_000_000_000_000).0 {
        4
    } else {
        2
    };
    let digits = m.dollars(decimals);
    let (sign, digits) = match digits.strip_prefix('-') {
        Some(rest) => ("-", rest),
        None => ("", digits.as_str()),
    };
    let (whole, fraction) = digits.split_once('.').unwrap_or((digits, ""));
    let whole: u64 = whole.parse().unwrap_or(0);
    let amount = t!("cost-decimal", whole = whole, fraction = fraction);
    t!("cost-usd", amount = format!("{sign}{amount}"))
}

/// The cost of `requests` (of a run whose models are `models`) at `table`'s prices.
pub fn run_cost(requests: &[PricedRequest], models: &[String], table: &PriceTable) -> CostWords {
    let mut total = Cost::default();
    let mut unpriced: Vec<(String, u64)> = Vec::new();
    let mut misses: Vec<(String, Money)> = Vec::new();
    let mut priced = 0u64;
    for r in requests {
        let name = r.model.and_then(|i| models.get(i));
        let price = name.and_then(|n| table.lookup(n));
        let cost = price
            .ok_or(())
            .and_then(|(_, p)| p.cost(&r.tokens).map_err(|_| ()));
        let (Some((_, price)), Ok(cost)) = (price, cost) else {
            let name = name.cloned().unwrap_or_else(|| t!("cost-no-model"));
            match unpriced.iter_mut().find(|(n, _)| *n == name) {
                Some((_, k)) => *k += 1,
                None => unpriced.push((name, 1)),
            }
            continue;
        };
        priced += 1;
        total = total + cost;
        if let Some((cause, missed)) = &r.miss {
            // The missed tokens cost their rate instead of the cache read's.
            let (rates, _) = price.rates_for(r.tokens.input());
            let became = if r.writes_reported {
                rates.cache_write
            } else {
                rates.input
            };
            if let (Some(became), Some(read)) = (became, rates.cache_read) {
                let extra = became.of(*missed) - read.of(*missed);
                match misses.iter_mut().find(|(c, _)| c == cause) {
                    Some((_, m)) => *m = *m + extra,
                    None => misses.push((cause.clone(), extra)),
                }
            }
        }
    }
    let mut how = vec![t!(
        "cost-parts",
        uncached = usd(total.uncached),
        read = usd(total.cache_read),
        written = usd(total.cache_write),
        written_hour = usd(total.cache_write_1h),
        output = usd(total.output),
        total = usd(total.total())
    )];
    let saved = total.saved();
    how.push(if saved.0 >= 0 {
        t!(
            "cost-saved",
            without = usd(total.without_cache),
            saved = usd(saved)
        )
    } else {
        t!(
            "cost-cost-more",
            without = usd(total.without_cache),
            more = usd(Money(-saved.0))
        )
    });
    for (cause, extra) in &misses {
        how.push(t!(
            "cost-miss",
            cause = super::cache_miss::mark(cause),
            extra = usd(*extra)
        ));
    }
    for (name, n) in &unpriced {
        how.push(t!("cost-unpriced", model = name, n = *n));
    }
    how.push(t!(
        "cost-source",
        source = &table.source,
        date = &table.date
    ));
    let value = if priced == 0 {
        t!("cost-unknown")
    } else if unpriced.is_empty() {
        usd(total.total())
    } else {
        t!("cost-at-least", amount = usd(total.total()))
    };
    CostWords { value, how }
}

/// One request's cost, as the per-request chart says it when a row is opened.
pub fn request_cost(table: &PriceTable, model: Option<&str>, tokens: Option<Tokens>) -> String {
    let (Some(model), Some(tokens)) = (model, tokens) else {
        return t!("cost-request-no-model");
    };
    match table.lookup(model).map(|(name, p)| (name, p.cost(&tokens))) {
        Some((name, Ok(cost))) => t!(
            "cost-request",
            amount = usd(cost.total()),
            model = name,
            date = &table.date
        ),
        _ => t!("cost-request-unpriced", model = model),
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::i18n::{matching, use_table, Catalog};
    use std::rc::Rc;

    #[test]
    fn a_dollar_amount_is_written_as_the_language_writes_numbers() {
        assert_eq!(usd(Money(180_300_000_000)), "$0.1803");
        assert_eq!(usd(Money(-5_000_000_000)), "$-0.0050");
        assert_eq!(usd(Money(1_234_567_000_000_000)), "$1,234.57");
        let german =
            Catalog::parse("cost-usd = { $amount } $\ncost-decimal = { $whole },{ $fraction }\n")
                .unwrap();
        use_table(matching("de").unwrap(), Rc::new(german));
        assert_eq!(usd(Money(1_234_567_000_000_000)), "1.234,57 $");
        assert_eq!(usd(Money(180_300_000_000)), "0,1803 $");
    }

    const TABLE: &str = r#"{"source": "a test table", "version": "1", "date": "2026-12-05", "note": "",
      "models": {"claude-sonnet-4-5": {"provider": "anthropic", "input": 3, "output": 15, "cache_read": 0.3, "cache_write": 3.75, "cache_write_1h": 6}}}"#;

    #[test]
    fn a_dollar_and_more_has_two_decimals_and_less_has_four() {
        assert_eq!(usd(Money(1_000_000_000_000)), "$1.00");
        assert_eq!(usd(Money(999_999_999_999)), "$1.0000");
    }

    #[test]
    fn unpriced_requests_are_counted_and_a_miss_costs_its_rate_over_the_reads() {
        let table = PriceTable::parse(TABLE).unwrap();
        let models = ["claude-sonnet-4-5".to_string(), "mystery".to_string()];
        let unknown = PricedRequest {
            model: Some(1),
            ..PricedRequest::default()
        };
        // 1,000,000 missed tokens written again at $3.75 instead of read at $0.30: $3.45.
        let missed = PricedRequest {
            model: Some(0),
            tokens: Tokens {
                cache_write: 1_000_000,
                ..Tokens::default()
            },
            miss: Some(("compaction".into(), 1_000_000)),
            writes_reported: true,
        };
        let words = run_cost(&[unknown.clone(), unknown, missed.clone()], &models, &table);
        assert_eq!(words.value, "at least $3.75");
        assert!(words.how.contains(
            &"No known price for mystery (2 requests): left out of the sum.".to_string()
        ));
        assert!(words.how.contains(
            &"Misses of the cause \"compaction\" cost $3.45 more than reading those tokens from the cache would have.".to_string()
        ));
        // Sent uncached instead (no writes reported): $3.00 instead of $0.30.
        let sent = PricedRequest {
            writes_reported: false,
            ..missed
        };
        let words = run_cost(&[sent.clone(), sent], &models, &table);
        assert!(
            words.how.iter().any(|l| l.contains("cost $5.40 more")),
            "{:?}",
            words.how
        );
    }

    #[test]
    fn a_requests_price_names_its_model_or_says_why_it_has_none() {
        let table = PriceTable::parse(TABLE).unwrap();
        let tokens = Tokens {
            uncached: 1_000,
            output: 100,
            ..Tokens::default()
        };
        assert_eq!(
            request_cost(&table, Some("claude-sonnet-4-5-20250929"), Some(tokens)),
            "Cost: $0.0045 at claude-sonnet-4-5's list price of 2026-12-05."
        );
        assert_eq!(
            request_cost(&table, Some("mystery"), Some(tokens)),
            "No known price for mystery."
        );
        assert!(request_cost(&table, None, Some(tokens)).starts_with("No model is recorded"));
    }
}
