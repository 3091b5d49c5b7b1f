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
}
