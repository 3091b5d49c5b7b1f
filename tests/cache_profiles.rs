//! The prompt cache's two profiles on whole runs: OpenAI's automatic prefix caching (the
//! default, which every golden trace uses) and Anthropic's breakpoints, which a scenario names
//! with `"cache": {"kind": "anthropic", "minTokens": …}` and a live Anthropic run uses.

mod common;

use common::{answers, scenario};
use harness_demo::harness::machine::tokens::{self, Source};
use harness_demo::harness::machine::{CacheKind, CacheProfile, CacheWhy, Harness, Purpose};
use harness_demo::harness::protocol::envelope::{Context, Say};
use harness_demo::harness::protocol::schema::{LlmEvent, Reply, Usage};
use harness_demo::harness::scenario::Scenario;
use harness_demo::trace::{derive, Inputs, Trace};
use harness_demo::view::context;

fn with_profile(id: &str, profile: CacheProfile) -> Scenario {
    Scenario {
        cache: profile,
        ..scenario(id)
    }
}

/// Each request's context, in order.
fn contexts(trace: &Trace) -> Vec<Context> {
    trace
        .harness()
        .main()
        .turns()
        .iter()
        .map(|t| t.context)
        .collect()
}

#[test]
fn the_default_profile_is_openais_and_counts_in_steps_of_128() {
    let trace = derive(&scenario("read-file"), &Inputs::default());
    let c = contexts(&trace);
    assert_eq!(trace.harness().cache_profile().kind, CacheKind::Openai);
    assert_eq!(c[0].cached, 0);
    assert_eq!(c[0].written % 128, 0);
    assert_eq!(c[1].cached % 128, 0);
    assert!(c[1].cached > 0, "the second turn reads the first");
}

#[test]
fn anthropic_reads_exactly_what_the_previous_requests_last_breakpoint_wrote() {
    let trace = derive(
        &with_profile("read-file", CacheProfile::anthropic(1_024)),
        &Inputs::default(),
    );
    let c = contexts(&trace);
    assert_eq!(
        c[0],
        Context {
            total: c[0].total,
            cached: 0,
            written: c[0].total
        },
        "the first request writes all of itself: its last breakpoint ends it"
    );
    assert_eq!(
        c[1].cached, c[0].total,
        "exact: the prefix up to the first request's end, no 128-token steps"
    );
    assert_eq!(c[1].written, c[1].total - c[0].total);
}

#[test]
fn anthropic_caches_nothing_under_the_models_minimum() {
    let trace = derive(
        &with_profile("read-file", CacheProfile::anthropic(4_096)),
        &Inputs::default(),
    );
    for c in contexts(&trace) {
        assert!(c.total < 4_096);
        assert_eq!((c.cached, c.written), (0, 0), "{c:?}");
    }
}

#[test]
fn anthropic_puts_the_tools_first_and_marks_after_the_tools_and_the_instructions() {
    let s = scenario("read-file");
    let anthropic = Harness::new("s", s.agent.clone(), &s.tools)
        .with_cache(Default::default(), CacheProfile::anthropic(1_024));
    let blocks = anthropic.main().head_blocks();
    assert_eq!(
        blocks.map(|(source, _, breakpoint)| (source, breakpoint)),
        [
            (Source::Tools, true),
            (Source::SystemPrompt, false),
            (Source::Instructions, true)
        ]
    );
    let openai = Harness::new("s", s.agent.clone(), &s.tools);
    assert_eq!(
        openai
            .main()
            .head_blocks()
            .map(|(source, _, bp)| (source, bp)),
        [
            (Source::SystemPrompt, false),
            (Source::Instructions, false),
            (Source::Tools, false)
        ],
        "OpenAI has no breakpoints: every prefix is cached"
    );
    assert_eq!(anthropic.main().head_tokens(), openai.main().head_tokens());
}

#[test]
fn a_head_without_the_typical_system_prompt_is_only_instructions_and_tools() {
    let s = scenario("read-file");
    let h = Harness::new("s", s.agent.clone(), &s.tools).with_system_prompt_tokens(0);
    let described = tokens::text_tokens(&s.agent.instructions) + tokens::tools_tokens(&s.tools);
    assert_eq!(h.main().head_tokens(), described);
    assert_eq!(h.main().head_blocks()[0], (Source::SystemPrompt, 0, false));
}

#[test]
fn an_anthropic_summary_request_writes_up_to_the_thread_not_its_instruction() {
    let trace = derive(
        &with_profile("compaction", CacheProfile::anthropic(1_024)),
        &answers(&[Reply::Once]),
    );
    let main = trace.harness().main();
    let summary = main
        .turns()
        .iter()
        .find(|t| matches!(t.purpose, Purpose::Summary { .. }))
        .expect("the scenario compacts");
    let instruction = tokens::text_tokens(Purpose::Summary { replaced: 0 }.last_block().unwrap());
    let c = summary.context;
    assert_eq!(
        c.cached + c.written,
        c.total - instruction,
        "what it reads and writes ends at the breakpoint before the instruction: {c:?}"
    );
    assert!(c.cached > 0, "the thread it summarizes was sent before");
}

#[test]
fn scripted_runs_on_either_profile_keep_the_same_steps() {
    // The profile changes the figures, never what happens.
    for id in ["read-file", "run-tests", "compaction", "subagent"] {
        let inputs = answers(&[Reply::Once, Reply::Once, Reply::Once]);
        let openai = derive(&scenario(id), &inputs);
        let anthropic = derive(&with_profile(id, CacheProfile::anthropic(1_024)), &inputs);
        let says = |t: &Trace| -> Vec<String> {
            t.steps
                .iter()
                .map(|s| format!("{:?}", s.envelope.say))
                .filter(|s| !s.starts_with("Request") && !s.starts_with("Summarize"))
                .collect()
        };
        assert_eq!(says(&openai), says(&anthropic), "{id}");
    }
}

#[test]
fn a_recorded_run_keeps_its_cache_profile_and_system_prompt_so_its_figures_replay_too() {
    // A small minimum, so that requests without the typical system prompt are cached.
    let live_like = Scenario {
        system_prompt_tokens: Some(0),
        ..with_profile("read-file", CacheProfile::anthropic(64))
    };
    let trace = derive(&live_like, &Inputs::default());
    let saved = trace.as_scenario(&live_like, &[]);
    assert_eq!(saved.cache, CacheProfile::anthropic(64));
    assert_eq!(saved.system_prompt_tokens, Some(0));
    let replay = derive(&saved, &Inputs::default());
    assert!(contexts(&trace)[1].cached > 0);
    assert_eq!(contexts(&replay), contexts(&trace));
    // A typical harness's system prompt is the default and is left out of the file.
    let plain = derive(&scenario("read-file"), &Inputs::default());
    assert_eq!(
        plain
            .as_scenario(&scenario("run-tests"), &[])
            .system_prompt_tokens,
        None
    );
}

#[test]
fn the_context_panel_shows_where_each_anthropic_breakpoint_sits() {
    let trace = derive(
        &with_profile("read-file", CacheProfile::anthropic(1_024)),
        &Inputs::default(),
    );
    let request = trace
        .steps
        .iter()
        .position(|s| matches!(s.envelope.say, Say::Request { .. }))
        .unwrap();
    let view = context(&trace, request);
    let order: Vec<Source> = view.parts.iter().map(|p| p.source).collect();
    assert_eq!(
        order,
        [
            Source::Tools,
            Source::SystemPrompt,
            Source::Instructions,
            Source::User
        ],
        "the provider's order: tools first"
    );
    let marked: Vec<bool> = view.parts.iter().map(|p| p.breakpoint).collect();
    assert_eq!(marked, [true, false, true, true]);
    let total = trace.harness().main().turns()[0].context.total;
    assert_eq!(view.cache.breakpoints.len(), 3);
    assert!(view.cache.breakpoints[0].starts_with("after the tools: the first "));
    assert_eq!(
        view.cache.breakpoints[2],
        format!(
            "at the end of the thread (user: What does README.md say?): the first {} tokens",
            harness_demo::view::words::thousands(total)
        )
    );
    assert!(view.cache.model.contains("modelled on Anthropic's"));
    // OpenAI's profile has no breakpoints to show.
    let openai = derive(&scenario("read-file"), &Inputs::default());
    let view = context(&openai, request);
    assert!(view.parts.iter().all(|p| !p.breakpoint));
    assert!(view.cache.breakpoints.is_empty());
}

#[test]
fn reported_cache_figures_show_beside_the_models_once_they_arrive() {
    let mut s = with_profile("read-file", CacheProfile::anthropic(1_024));
    s.replies[1].usage = Some(Usage {
        prompt_tokens: 3_100,
        cached_tokens: Some(0),
        cache_write_tokens: Some(3_100),
        cache_write_1h_tokens: None,
        completion_tokens: 40,
    });
    let trace = derive(&s, &Inputs::default());
    let usage = trace
        .steps
        .iter()
        .position(|s| {
            matches!(
                s.envelope.say,
                Say::Event {
                    event: LlmEvent::Usage { .. }
                }
            )
        })
        .unwrap();
    assert_eq!(context(&trace, usage - 1).cache.reported, None, "not yet");
    let reported = context(&trace, usage).cache.reported.expect("reported");
    assert_eq!(reported.rows[0].2, "0");
    assert!(
        reported.verdict.starts_with(
            "They differ: the provider read nothing from its cache where the page's model reads"
        ),
        "{}",
        reported.verdict
    );
}

/// Each request's cache cause, per session in order.
fn causes(trace: &Trace) -> Vec<Vec<CacheWhy>> {
    trace
        .harness()
        .sessions()
        .iter()
        .map(|s| s.turns().iter().map(|t| t.cache_why).collect())
        .collect()
}

#[test]
fn the_first_request_of_a_run_finds_the_cache_empty_and_the_next_extend_it() {
    for profile in [CacheProfile::default(), CacheProfile::anthropic(1_024)] {
        let trace = derive(&with_profile("read-file", profile), &Inputs::default());
        assert_eq!(
            causes(&trace),
            vec![vec![CacheWhy::First, CacheWhy::Extends]],
            "{profile:?}"
        );
    }
}

#[test]
fn the_request_after_a_compaction_misses_because_of_it_and_the_summary_request_does_not() {
    for profile in [CacheProfile::default(), CacheProfile::anthropic(1_024)] {
        let trace = derive(
            &with_profile("compaction", profile),
            &answers(&[Reply::Once]),
        );
        let turns = trace.harness().main().turns();
        let at = turns
            .iter()
            .position(|t| matches!(t.purpose, Purpose::Summary { .. }))
            .expect("the scenario compacts");
        assert_eq!(turns[at].cache_why, CacheWhy::Extends, "{profile:?}");
        assert_eq!(turns[at + 1].cache_why, CacheWhy::Compacted, "{profile:?}");
        assert!(turns[at + 1].cache_why.is_miss());
    }
}

#[test]
fn a_sub_agents_first_request_reads_only_what_it_shares_with_requests_sent_before() {
    let trace = derive(&scenario("subagent"), &answers(&[Reply::Once]));
    let c = causes(&trace);
    assert_eq!(c.len(), 2, "the coder and one explorer");
    // Every agent's requests start with the same system prompt: that much is read, not the
    // explorer's instructions and tools, which no request sent before.
    assert_eq!(c[1][0], CacheWhy::SharedHead);
    let explorer = trace.harness().sessions()[1].turns()[0].context;
    let system = trace.harness().sessions()[1].head_blocks()[0].1;
    assert_eq!(explorer.cached, CacheProfile::default().counted(system));
    assert!(c[1][1..].iter().all(|w| *w == CacheWhy::Extends), "{c:?}");
    // Two other agents each read only that system prompt: neither sees the other's head.
    let trace = derive(&scenario("two-subagents"), &answers(&[Reply::Once; 4]));
    let firsts: Vec<u64> = trace.harness().sessions()[1..]
        .iter()
        .map(|s| s.turns()[0].context.cached)
        .collect();
    assert_eq!(firsts, vec![explorer.cached; 2]);
}

#[test]
fn a_request_under_the_minimum_says_so() {
    let trace = derive(
        &with_profile("read-file", CacheProfile::anthropic(100_000)),
        &Inputs::default(),
    );
    assert!(causes(&trace)[0]
        .iter()
        .all(|w| *w == CacheWhy::BelowMinimum));
}

#[test]
fn every_context_figure_adds_up_from_its_parts_at_every_step_of_every_scenario() {
    use harness_demo::harness::scenario::builtin;
    use harness_demo::view::words::thousands;
    for s in builtin().unwrap() {
        let trace = derive(&s, &answers(&[Reply::Once; 6]));
        for i in 0..trace.steps.len() {
            let c = context::context(&trace, i);
            let kinds: u64 = c.by_source.iter().map(|(_, t)| t).sum();
            assert_eq!(
                kinds, c.total,
                "{} step {i}: the kinds add up to the total",
                s.id
            );
            assert_eq!(c.cached + c.uncached, c.total, "{} step {i}", s.id);
            if !c.pending {
                assert!(
                    c.how[0].ends_with(&format!("= {} tokens", thousands(c.total))),
                    "{} step {i}: {}",
                    s.id,
                    c.how[0]
                );
            }
            let bars = context::requests(&trace, i);
            // The panel's cause is the chart's for the request out.
            let latest = bars.last().map(|b| b.how[3].clone());
            assert_eq!(c.why, latest.filter(|_| !c.pending), "{} step {i}", s.id);
            for bar in bars {
                let total = thousands(bar.cached + bar.uncached);
                assert!(
                    bar.how[0].contains(&format!("= {total} tokens")),
                    "{}",
                    bar.how[0]
                );
                assert_eq!(
                    bar.how.len(),
                    4,
                    "figures, writes, source, cause: {:?}",
                    bar.how
                );
            }
        }
    }
}
