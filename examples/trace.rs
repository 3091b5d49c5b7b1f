//! Prints a scenario's trace as text: `cargo run --example trace -- run-tests always`.
//!
//! Arguments: a scenario id (or `all`), then the replies to give in order: once, always,
//! decline.

use harness_demo::harness::scenario::builtin;
use harness_demo::harness::schema::Reply;
use harness_demo::harness::text::render;
use harness_demo::harness::trace::{derive, Inputs};

fn main() {
    let mut args = std::env::args().skip(1);
    let wanted = args.next().unwrap_or_else(|| "all".into());
    let replies: Result<Vec<Reply>, String> = args
        .map(|a| serde_json::from_value(serde_json::Value::String(a.clone())).map_err(|_| a))
        .collect();
    let replies = match replies {
        Ok(r) => r,
        Err(bad) => {
            eprintln!("unknown reply {bad:?}: expected once, always or decline");
            std::process::exit(2);
        }
    };
    let scenarios = match builtin() {
        Ok(s) => s,
        Err(e) => {
            eprintln!("{e}");
            std::process::exit(1);
        }
    };
    let chosen: Vec<_> = scenarios
        .iter()
        .filter(|s| wanted == "all" || s.id == wanted)
        .collect();
    if chosen.is_empty() {
        let ids: Vec<&str> = scenarios.iter().map(|s| s.id.as_str()).collect();
        eprintln!("no scenario {wanted:?}; there are: all, {}", ids.join(", "));
        std::process::exit(2);
    }
    for scenario in chosen {
        let trace = derive(
            scenario,
            &Inputs {
                replies: replies.clone(),
                rules: None,
            },
        );
        print!("{}", render(scenario, &trace));
    }
}
