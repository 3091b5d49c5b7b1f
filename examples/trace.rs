//! Prints a scenario's trace as text: `cargo run --example trace -- run-tests always`.
//!
//! Arguments: a scenario id (or `all`), then the user's inputs in order: the replies once,
//! always or decline (`once@2` from client 2), and `stop@N` to press Stop after step N.

use harness_demo::harness::protocol::schema::Reply;
use harness_demo::harness::scenario::builtin;
use harness_demo::trace::{derive, Answer, Inputs};
use harness_demo::view::text::render;

fn main() {
    let mut args = std::env::args().skip(1);
    let wanted = args.next().unwrap_or_else(|| "all".into());
    let mut inputs = Inputs::default();
    for arg in args {
        if let Some(step) = arg.strip_prefix("stop@") {
            match step.parse() {
                Ok(n) => inputs.stops.push(n),
                Err(_) => {
                    eprintln!("stop@{step}: expected a step number");
                    std::process::exit(2);
                }
            }
            continue;
        }
        let (word, client) = arg.split_once('@').unwrap_or((&arg, "1"));
        match (Reply::parse(word), client.parse()) {
            (Some(reply), Ok(client)) => inputs.answers.push(Answer { client, reply }),
            _ => {
                eprintln!("unknown input {arg:?}: expected once, always, decline (with @client) or stop@N");
                std::process::exit(2);
            }
        }
    }
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
        let trace = derive(scenario, &inputs);
        print!("{}", render(scenario, &trace));
    }
}
