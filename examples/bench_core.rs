//! How the core's cost grows with the thread: `cargo run --release --example bench_core`.
//!
//! A generated scenario of N turns (each reply asks for one allowed `read_file`, the last asks
//! for nothing) is derived through the harness into a trace, for N = 100, 1,000 and 10,000.
//! Every turn adds messages to the thread, so if anything per step walks the whole thread,
//! turns/s falls as N grows. A flat turns/s column means the cost per turn is constant.
//!
//! The second half reads every step the way the page does (chat, context panel, rules), which
//! is where a per-step walk over the thread would hide. Optional arguments replace the list of
//! Ns, e.g. `cargo run --release --example bench_core -- 100 50000`.
//!
//! Each figure is the median of `RUNS` timed runs per N, after one untimed warm-up run (caches,
//! the allocator and the CPU's clock settle); the spread (min–max) is printed beside it.

use std::collections::BTreeMap;
use std::hint::black_box;
use std::time::{Duration, Instant};

use harness_demo::harness::protocol::schema::{Agent, Decision, Rule, Tool};
use harness_demo::harness::scenario::script::{ScriptedCall, ScriptedReply};
use harness_demo::harness::scenario::Scenario;
use harness_demo::trace::{derive, Ending, Inputs, Trace};
use harness_demo::view::{self, ChatLog};

/// A scenario whose llm reads a file on every turn but the last.
fn scenario(turns: usize) -> Scenario {
    let replies = (0..turns)
        .map(|i| ScriptedReply {
            text: format!("Reading it again, pass {i}. Then I decide."),
            tool_calls: if i + 1 < turns {
                vec![ScriptedCall {
                    tool: "read_file".into(),
                    input: "README.md".into(),
                    id: None,
                    result: None,
                }]
            } else {
                vec![]
            },
            ..ScriptedReply::default()
        })
        .collect();
    Scenario {
        id: "bench".into(),
        title: format!("{turns} turns"),
        description: "Generated for the benchmark.".into(),
        prompt: "Read README.md until you are sure.".into(),
        agent: Agent {
            name: "coder".into(),
            instructions: "You are coder, a coding agent.".into(),
            tools: vec!["read_file".into()],
            rules: vec![Rule {
                tool: "read_file".into(),
                decision: Decision::Allow,
            }],
            max_turns: None,
            context_window: None,
            tool_timeout_ms: None,
            stream_idle_timeout_ms: None,
            agents: vec![],
            max_attempts: None,
            hooks: vec![],
            skills: vec![],
            memory: vec![],
            deferred_tools: vec![],
        },
        tools: vec![Tool {
            name: "read_file".into(),
            description: "Read a file and return its text.".into(),
        }],
        files: BTreeMap::from([(
            "README.md".into(),
            "# greet\n\nA tiny library that greets people.\n".into(),
        )]),
        test_output: String::new(),
        tool_durations_ms: BTreeMap::new(),
        replies,
        summaries: Vec::new(),
        second_client: None,
        stop_after_step: None,
        follow_ups: Vec::new(),
        system_prompt_tokens: None,
        cache: Default::default(),
        subagents: Vec::new(),
        max_depth: None,
        recorded: None,
        reminders: Vec::new(),
        mode: Default::default(),
    }
}

/// Reads every step as the page would show it; returns how many items it built.
fn read_every_step(trace: &Trace) -> usize {
    let chat = ChatLog::build(trace);
    let mut items = 0;
    for (i, step) in trace.steps.iter().enumerate() {
        let rows = chat.len_at(i);
        items += (rows.saturating_sub(40)..rows)
            .filter_map(|id| chat.row_at(id, i))
            .count();
        items += view::context_view(trace, &step.snapshot).parts.len();
        items += view::agent(trace, i).rules.len();
        items += view::narrate(trace, i).len();
    }
    items
}

/// Timed runs per N, after one warm-up run.
const RUNS: usize = 5;

/// The median of `runs` timings (sorted in place) and the range they span.
fn median(runs: &mut [Duration]) -> (Duration, Duration, Duration) {
    runs.sort_unstable();
    (runs[runs.len() / 2], runs[0], runs[runs.len() - 1])
}

fn ms(d: Duration) -> f64 {
    d.as_secs_f64() * 1e3
}

fn per_second(count: usize, took: Duration) -> String {
    let rate = count as f64 / took.as_secs_f64().max(1e-9);
    format!("{rate:>12.0}")
}

fn main() {
    let sizes: Vec<usize> = {
        let args: Vec<usize> = std::env::args()
            .skip(1)
            .filter_map(|a| a.parse().ok())
            .collect();
        if args.is_empty() {
            vec![100, 1_000, 10_000]
        } else {
            args
        }
    };
    println!("median of {RUNS} runs per N after one warm-up run; (min–max) of those runs");
    println!(
        "{:>8} {:>10} {:>12} {:>19} {:>12} {:>12} | {:>12} {:>19} {:>12}",
        "turns",
        "steps",
        "derive ms",
        "(min–max)",
        "turns/s",
        "steps/s",
        "read-all ms",
        "(min–max)",
        "steps/s"
    );
    for &n in &sizes {
        let s = scenario(n);
        let mut derives = Vec::with_capacity(RUNS);
        let mut reads = Vec::with_capacity(RUNS);
        let mut steps = 0;
        for run in 0..=RUNS {
            let started = Instant::now();
            let trace = derive(&s, &Inputs::default());
            let derived = started.elapsed();
            assert_eq!(trace.ending, Ending::Idle, "the run must finish");
            assert_eq!(
                trace.harness().main().turns().len(),
                n,
                "one turn per reply"
            );

            let started = Instant::now();
            black_box(read_every_step(&trace));
            let read = started.elapsed();

            steps = trace.steps.len();
            if run > 0 {
                // Run 0 warms up and is not counted.
                derives.push(derived);
                reads.push(read);
            }
        }
        let (derived, d_min, d_max) = median(&mut derives);
        let (read, r_min, r_max) = median(&mut reads);
        let d_range = format!("({:.1}–{:.1})", ms(d_min), ms(d_max));
        let r_range = format!("({:.1}–{:.1})", ms(r_min), ms(r_max));
        println!(
            "{n:>8} {steps:>10} {:>12.1} {d_range:>19} {} {} | {:>12.1} {r_range:>19} {}",
            ms(derived),
            per_second(n, derived),
            per_second(steps, derived),
            ms(read),
            per_second(steps, read),
        );
    }
}
