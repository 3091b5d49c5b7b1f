//! A session log replayed by the harness: for every fixture, the run the page shows holds the
//! log's requests with their reported usage, its tool results, its refusals, its
//! compactions and its sub-agents, each tool call with exactly one result.

#[path = "logs/fixtures.rs"]
mod fixtures;

use fixtures::*;
use harness_demo::harness::protocol::envelope::Say;
use harness_demo::harness::protocol::schema::{LlmEvent, Message, Reply, Status, ToolError};
use harness_demo::harness::scenario::script::RecordedOutcome;
use harness_demo::harness::scenario::Scenario;
use harness_demo::logs::{replay, Import, LogEvent, SessionKind, ToolOutcome};
use harness_demo::trace::{derive, Ending, Inputs, Trace};
use harness_demo::view::redact;

/// Every fixture folder a replay must read.
const FIXTURES: &[&str] = &[
    "claude/1.0",
    "claude/2.0",
    "claude/2.1",
    "claude/2.1.150",
    "codex/bare",
    "codex/0.77",
    "codex/0.104",
    "codex/0.125",
    "codex/desktop-0.140",
    "codex/0.151",
    "gemini/0.39-jsonl",
    "gemini/0.3x-json",
    "otlp/genai",
    "otlp/claude-2.1",
    "otlp/claude-events",
    "copilot/1.0",
    "copilot/0.0.407",
    "antigravity/1.1.20",
    "antigravity/1.1.14",
    "opencode/1.14",
    "opencode/0.6",
];

fn replayed(dir: &str) -> (Import, Scenario, Trace) {
    let import = import(dir);
    let scenario = replay::scenario(&import);
    let trace = derive(&scenario, &Inputs::default());
    (import, scenario, trace)
}

/// The log sessions the replay runs: the main one and the sub-agents it starts.
fn replayed_sessions(import: &Import) -> usize {
    1 + import
        .sessions
        .iter()
        .filter(|s| {
            s.kind == SessionKind::SubAgent
                && s.parent.as_ref().is_some_and(|p| p.call_id.is_some())
        })
        .count()
}

#[test]
fn every_fixture_replays_to_idle_with_one_result_per_call_in_every_session() {
    for dir in FIXTURES {
        let (import, _, trace) = replayed(dir);
        assert_eq!(trace.ending, Ending::Idle, "{dir}");
        assert_eq!(
            trace.harness().sessions().len(),
            replayed_sessions(&import),
            "{dir}: a session per sub-agent the log links to its call"
        );
        for h in trace.harness().sessions() {
            assert_eq!(h.status(), Status::Idle, "{dir}: {} ends idle", h.id());
            // The replay never runs out of the log's replies: each request gets the one the
            // log recorded, or says the log ends there.
            assert!(
                !h.log().all().iter().any(|m| matches!(m, Message::Assistant { text, .. } if text.starts_with("That is the end of my script"))),
                "{dir}: {} asked for more replies than the log holds",
                h.id()
            );
            let thread = h.log().all();
            for call in thread.iter().flat_map(|m| match m {
                Message::Assistant { tool_calls, .. } => tool_calls.clone(),
                _ => Vec::new(),
            }) {
                // Across compactions a message is copied into the new thread: count the
                // results in the generation the call is in.
                let results = h
                    .thread()
                    .iter()
                    .chain(thread)
                    .filter(|m| matches!(m, Message::Tool { result } if result.call_id == call.id))
                    .count();
                assert!(
                    results >= 1,
                    "{dir}: {}: call {} has its result",
                    h.id(),
                    call.id
                );
            }
        }
    }
}

#[test]
fn each_request_carries_the_usage_the_log_reports() {
    for dir in FIXTURES {
        let (import, _, trace) = replayed(dir);
        let main = import
            .sessions
            .iter()
            .position(|s| s.kind == SessionKind::Main)
            .unwrap_or(0);
        let logged: Vec<u64> = import.sessions[main]
            .requests()
            .filter_map(|r| r.usage.map(|u| u.input))
            .collect();
        let shown: Vec<u64> = trace
            .harness()
            .main()
            .turns()
            .iter()
            .filter_map(|t| {
                t.events.iter().find_map(|e| match e {
                    LlmEvent::Usage { usage } => Some(usage.prompt_tokens),
                    _ => None,
                })
            })
            .collect();
        assert_eq!(
            shown, logged,
            "{dir}: the main session's requests, in order"
        );
    }
}

#[test]
fn the_tool_results_are_the_logs() {
    let (import, _, trace) = replayed("claude/2.1");
    let logged: Vec<(String, String)> = import.sessions[0]
        .events
        .iter()
        .filter_map(|e| match e {
            LogEvent::ToolResult {
                call_id,
                output,
                outcome: ToolOutcome::Ok,
                ..
            } => Some((call_id.clone(), output.clone())),
            _ => None,
        })
        .collect();
    assert!(!logged.is_empty());
    let thread = trace.harness().main().log().all();
    for (id, output) in logged {
        let got = thread.iter().find_map(|m| match m {
            Message::Tool { result } if result.call_id == id => Some(result),
            _ => None,
        });
        // A task call's result is its sub-agent's answer, made by this harness.
        if let Some(result) = got.filter(|r| {
            !trace.harness().sessions()[1..]
                .iter()
                .any(|s| s.parent().is_some_and(|p| p.call.id == r.call_id))
        }) {
            assert_eq!(result.output, output, "call {id}");
            assert_eq!(result.error, None, "call {id}");
        }
    }
}

#[test]
fn a_call_the_user_refused_is_asked_and_answered_no_and_no_other_call_asks() {
    let (_, scenario, trace) = replayed("claude/2.1");
    let refused = scenario.refused_calls();
    assert!(!refused.is_empty(), "the fixture refuses an Edit");
    let asked: Vec<&str> = trace
        .steps
        .iter()
        .filter_map(|s| match &s.envelope.say {
            Say::Ask { request } => Some(request.call.id.as_str()),
            _ => None,
        })
        .collect();
    assert_eq!(asked, refused, "only the refused calls ask");
    assert!(trace.steps.iter().any(|s| matches!(
        s.envelope.say,
        Say::Answer {
            reply: Reply::Decline,
            ..
        }
    )));
    assert!(trace.harness().main().log().all().iter().any(|m| matches!(
        m,
        Message::Tool { result } if refused.contains(&result.call_id) && result.error == Some(ToolError::Declined)
    )));
}

#[test]
fn a_message_sent_while_a_call_had_no_result_cut_the_run_there() {
    // "never mind, stop there" came while Bash ran: its reply, "Stopped.", answers it.
    let (_, _, trace) = replayed("claude/2.1");
    let thread = trace.harness().main().thread();
    let last = thread.iter().rev().find_map(|m| match m {
        Message::Assistant { text, .. } => Some(text.as_str()),
        _ => None,
    });
    assert_eq!(last, Some("Stopped."));
    let stops = trace
        .steps
        .iter()
        .filter(|s| matches!(s.envelope.say, Say::Stop))
        .count();
    assert_eq!(
        stops,
        trace.logged_stops.len(),
        "every stop is one the log records"
    );
}

#[test]
fn follow_up_prompts_each_start_a_run_of_the_same_session() {
    let (import, scenario, trace) = replayed("claude/2.1");
    let prompts = import.sessions[0]
        .events
        .iter()
        .filter(|e| matches!(e, LogEvent::Prompt { .. }))
        .count();
    assert!(prompts > 1);
    assert!(scenario.follow_ups.len() + 1 >= prompts);
    let typed = trace
        .steps
        .iter()
        .filter(|s| s.envelope.session == 0 && matches!(s.envelope.say, Say::Prompt { .. }))
        .count();
    assert_eq!(typed, 1 + scenario.follow_ups.len());
    // One session: the thread holds every message the user sent.
    let users = trace
        .harness()
        .main()
        .log()
        .all()
        .iter()
        .filter(|m| matches!(m, Message::User { .. }))
        .count();
    assert!(users >= typed);
}

#[test]
fn compactions_happen_where_the_log_says_with_the_logs_summary() {
    let (import, scenario, trace) = replayed("claude/2.1");
    let logged = import.sessions[0]
        .events
        .iter()
        .filter(|e| {
            matches!(
                e,
                LogEvent::Compaction {
                    kind: harness_demo::logs::CompactionKind::Summary,
                    ..
                }
            )
        })
        .count();
    assert!(logged > 0, "the fixture compacts");
    let recorded = scenario.recorded.as_ref().unwrap();
    assert_eq!(recorded.compactions.len(), logged);
    let compacted = trace
        .steps
        .iter()
        .filter(|s| s.envelope.session == 0 && matches!(s.envelope.say, Say::Compacted { .. }))
        .count();
    assert_eq!(compacted, logged);
    assert!(trace
        .steps
        .iter()
        .any(|s| matches!(s.envelope.say, Say::Summarize { recorded: true, .. })));
    // The new thread starts with the log's summary.
    let summary = &scenario.summaries[0];
    assert!(trace
        .harness()
        .main()
        .log()
        .all()
        .iter()
        .any(|m| matches!(m, Message::Summary { text } if text == summary)));
}

#[test]
fn sub_agents_run_in_their_own_sessions_linked_to_their_calls() {
    for dir in [
        "claude/2.1",
        "claude/2.1.150",
        "codex/0.125",
        "claude/1.0",
        "claude/2.0",
    ] {
        let (import, _, trace) = replayed(dir);
        let linked: Vec<&str> = import
            .sessions
            .iter()
            .filter(|s| s.kind == SessionKind::SubAgent)
            .filter_map(|s| s.parent.as_ref()?.call_id.as_deref())
            .collect();
        let started: Vec<&str> = trace.harness().sessions()[1..]
            .iter()
            .map(|s| s.parent().unwrap().call.id.as_str())
            .collect();
        let mut a = linked.clone();
        let mut b = started.clone();
        a.sort();
        b.sort();
        assert_eq!(a, b, "{dir}: each linked sub-agent runs for its call");
        for h in &trace.harness().sessions()[1..] {
            assert!(!h.turns().is_empty(), "{dir}: {} sent requests", h.id());
        }
    }
}

#[test]
fn every_step_of_a_dated_log_has_a_time_and_each_request_the_logs() {
    let (import, _, trace) = replayed("claude/2.1");
    let start = import.started().unwrap();
    assert!(
        (0..trace.steps.len()).all(|i| trace.time(i).is_some()),
        "every step is dated"
    );
    // The log's own times, not sorted: a resumed file may date a line before the one above.
    let logged: Vec<i64> = import.sessions[0]
        .requests()
        .filter_map(|r| Some(r.at? - start))
        .collect();
    let shown: Vec<i64> = (0..trace.steps.len())
        .filter(|i| {
            trace.steps[*i].envelope.session == 0
                && matches!(trace.steps[*i].envelope.say, Say::Request { .. })
        })
        .filter_map(|i| trace.time(i))
        .collect();
    let mut rest = shown.iter();
    for t in &logged {
        assert!(
            rest.any(|s| s == t),
            "request at {t} is shown at its time: {shown:?}"
        );
    }
    // The bare Codex format dates nothing: no step has a time.
    let (_, _, bare) = replayed("codex/bare");
    assert!((0..bare.steps.len()).all(|i| bare.time(i).is_none()));
}

#[test]
fn a_saved_replay_loads_back_as_a_scenario_file_and_replays_the_same_steps() {
    for dir in FIXTURES {
        let (_, scenario, trace) = replayed(dir);
        let json = serde_json::to_string(&scenario).unwrap();
        let back = Scenario::from_json("saved.json", &json)
            .unwrap_or_else(|e| panic!("{dir}: the saved file loads: {e}"));
        let again = derive(&back, &Inputs::default());
        assert_eq!(again.steps.len(), trace.steps.len(), "{dir}");
        assert!(again
            .steps
            .iter()
            .zip(&trace.steps)
            .all(|(a, b)| a.envelope == b.envelope));
    }
}

#[test]
fn recorded_outcomes_map_from_the_logs() {
    let (_, scenario, _) = replayed("codex/0.125");
    let outcomes: Vec<RecordedOutcome> = scenario
        .recorded_results()
        .values()
        .map(|r| r.outcome)
        .collect();
    assert!(
        outcomes.contains(&RecordedOutcome::Refused),
        "exec command rejected by user"
    );
    assert!(outcomes.contains(&RecordedOutcome::Ok));
}

#[test]
fn the_imported_session_sums_up_from_the_per_request_figures() {
    use harness_demo::view::import::{summary, utc};
    let import = import("claude/2.1");
    let s = summary(&import);
    let get = |label: &str| {
        s.figures
            .iter()
            .find(|f| f.label == label)
            .map(|f| f.value.clone())
            .unwrap_or_else(|| panic!("no figure {label}"))
    };
    assert_eq!(get("tool and version"), "Claude Code 2.1.39");
    let requests: u64 = import
        .sessions
        .iter()
        .map(|s| s.requests().count() as u64)
        .sum();
    assert_eq!(
        get("llm requests"),
        harness_demo::view::words::thousands(requests)
    );
    let input: u64 = import
        .sessions
        .iter()
        .flat_map(|s| s.requests())
        .filter_map(|r| r.usage.map(|u| u.input))
        .sum();
    assert_eq!(
        get("input tokens, total sent"),
        harness_demo::view::words::thousands(input)
    );
    assert!(
        get("input tokens, total sent").contains(','),
        "thousands separators"
    );
    assert!(
        get("output tokens").contains("at least"),
        "2.1's counts are lower bounds"
    );
    assert_eq!(get("sub-agents"), "2");
    assert!(s.not_recorded.iter().any(|n| n.contains("system prompt")));
    assert_eq!(s.files.len(), import.files.len());
    // Codex reports no cache writes, and counts cached tokens inside its input.
    let codex = summary(&fixtures::import("codex/0.125"));
    let c = |label: &str| {
        codex
            .figures
            .iter()
            .find(|f| f.label == label)
            .unwrap()
            .value
            .clone()
    };
    assert!(c("written to cache").starts_with("not recorded"));
    assert!(codex.figures.iter().any(|f| f
        .how
        .iter()
        .any(|l| l.contains("part of Codex's input_tokens"))));
    assert_eq!(utc(0), "1970-01-01 00:00 UTC");
    assert_eq!(utc(1_772_355_600_000), "2026-03-01 09:00 UTC");
    assert_eq!(utc(951_782_400_000), "2000-02-29 00:00 UTC");
}

#[test]
fn a_redacted_replay_keeps_the_shape_and_numbers_and_none_of_the_text() {
    let (_, scenario, trace) = replayed("claude/2.1");
    let redacted = redact::redacted(&scenario);
    let json = serde_json::to_string(&redacted).unwrap();
    // None of the person's text survives: their prompt, a file's content, a reply.
    for secret in [
        scenario.prompt.as_str(),
        scenario.replies[1].text.as_str(),
        "fn main",
    ] {
        assert!(!secret.is_empty());
        assert!(!json.contains(secret), "{secret:?} is still in the file");
    }
    assert!(json.contains(" characters · "));
    // It still loads and replays the same steps, with the same numbers.
    let back = Scenario::from_json("redacted.json", &json).expect("a redacted file loads");
    let again = derive(&back, &Inputs::default());
    // The same messages, but for text that streams in fewer pieces (a summary is cut at its
    // sentences, and a redacted one has none).
    let kinds = |t: &Trace| -> Vec<String> {
        t.steps
            .iter()
            .filter(|s| {
                !matches!(
                    s.envelope.say,
                    Say::Event {
                        event: LlmEvent::Text { .. }
                    } | Say::Forward {
                        event: LlmEvent::Text { .. }
                    }
                )
            })
            .map(|s| {
                format!(
                    "{:?} {:?} {}",
                    s.envelope.from, s.envelope.to, s.envelope.session
                )
            })
            .collect()
    };
    assert_eq!(kinds(&again), kinds(&trace));
    let tokens = |t: &Trace| -> Vec<u64> {
        t.harness()
            .main()
            .turns()
            .iter()
            .filter_map(|t| {
                t.events.iter().find_map(|e| match e {
                    LlmEvent::Usage { usage } => Some(usage.prompt_tokens),
                    _ => None,
                })
            })
            .collect()
    };
    assert_eq!(tokens(&again), tokens(&trace));
    // Equal texts hash alike, different texts differ.
    let again2 = redact::redacted(&scenario);
    assert_eq!(again2.prompt, redacted.prompt);
    assert_ne!(redacted.prompt, redacted.follow_ups[0].text);
}

#[test]
fn the_recorded_narration_says_what_the_log_decided_and_reported() {
    use harness_demo::view::recorded;
    let (_, scenario, trace) = replayed("claude/2.1");
    let refused = scenario.refused_calls();
    let said = |pick: &dyn Fn(&Say) -> bool| {
        let i = trace
            .steps
            .iter()
            .position(|s| pick(&s.envelope.say))
            .expect("such a step");
        (i, recorded::narrate(&trace, i))
    };
    let (_, asked) = said(&|s| matches!(s, Say::Ask { .. }));
    assert!(
        asked.unwrap().contains("you refused this"),
        "the log's refusal"
    );
    let (_, no) = said(&|s| {
        matches!(
            s,
            Say::Answer {
                reply: Reply::Decline,
                ..
            }
        )
    });
    assert_eq!(
        no.as_deref(),
        Some("The log's answer: no. The tool does not run; the llm is told you declined.")
    );
    // Any other answer says nothing of its own.
    let (_, ran) = said(&|s| matches!(s, Say::RunTool { call, .. } if !refused.contains(&call.id)));
    assert!(
        ran.unwrap().contains("How it was allowed"),
        "a call the log says ran"
    );
    let (request, _) = said(&|s| matches!(s, Say::Request { .. }));
    let log = &trace.recorded.as_ref().unwrap().source;
    let reported = recorded::reported(&trace, request);
    assert!(
        reported.starts_with(&format!(" The {log} log reports what it really carried:")),
        "{reported}"
    );
    // A scripted run has none of this.
    let (_, scripted) = common_run_tests();
    assert_eq!(recorded::narrate(&scripted, 3), None);
    assert_eq!(recorded::reported(&scripted, 3), "");
}

fn common_run_tests() -> ((), Trace) {
    let all = harness_demo::harness::scenario::builtin().unwrap();
    let s = all.iter().find(|s| s.id == "run-tests").unwrap();
    ((), derive(s, &Inputs::default()))
}

#[test]
fn a_task_calls_result_is_dated_by_the_log_not_by_its_sub_agent() {
    // The result step of a task call takes the time the log gives the result.
    let (_, scenario, trace) = replayed("claude/2.1");
    let dated: Vec<(String, i64)> = scenario
        .replies
        .iter()
        .flat_map(|r| &r.tool_calls)
        .filter(|c| harness_demo::harness::protocol::schema::Agent::is_task_tool(&c.tool))
        .filter_map(|c| Some((c.id.clone()?, c.result.as_ref()?.at_ms?)))
        .collect();
    assert!(!dated.is_empty(), "the fixture has a dated task result");
    for (id, at) in dated {
        let step = trace
            .steps
            .iter()
            .position(|s| matches!(&s.envelope.say, Say::Output { result } if result.call_id == id))
            .expect("the task's output step");
        assert_eq!(trace.time(step), Some(at), "{id}");
    }
}

#[test]
fn a_redacted_task_call_keeps_its_agent_and_equal_texts_hide_alike() {
    let (_, scenario, _) = replayed("claude/2.1");
    let hidden = redact::redacted(&scenario);
    let task_inputs: Vec<&str> = hidden
        .replies
        .iter()
        .flat_map(|r| &r.tool_calls)
        .filter(|c| harness_demo::harness::protocol::schema::Agent::is_task_tool(&c.tool))
        .map(|c| c.input.as_str())
        .collect();
    assert!(!task_inputs.is_empty());
    for input in task_inputs {
        let v: serde_json::Value = serde_json::from_str(input).expect("still JSON");
        assert!(v["agent"].is_string(), "the agent stays: {input}");
    }
    // Other calls' input is hidden whole, not kept as JSON.
    assert!(hidden
        .replies
        .iter()
        .flat_map(|r| &r.tool_calls)
        .filter(|c| !harness_demo::harness::protocol::schema::Agent::is_task_tool(&c.tool))
        .all(|c| c.input.is_empty() || c.input.starts_with('[')));
    // FNV-1a: known digests, so a changed hash shows.
    let mut one = scenario.clone();
    one.prompt = "a".into();
    assert_eq!(redact::redacted(&one).prompt, "[1 characters · 01ec8c]");
    one.prompt = "hello".into();
    assert_eq!(redact::redacted(&one).prompt, "[5 characters · aabd0b]");
}

#[test]
fn the_per_request_chart_is_built_again_whenever_what_it_shows_changes() {
    // The page rebuilds the chart only when its key changes. A request's usage arrives at the end
    // of its reply (live, or from a log), and the bar then shows the reported figures: the key
    // must change there too, not on the next request.
    for dir in FIXTURES {
        let (_, _, trace) = replayed(dir);
        let key = |i| harness_demo::view::panel_keys::requests(&trace, i);
        let bars = |i| harness_demo::view::context::requests(&trace, i);
        for i in 1..trace.steps.len() {
            if bars(i) != bars(i - 1) {
                assert_ne!(
                    key(i),
                    key(i - 1),
                    "{dir}: step {} changes the chart, not its key",
                    i + 1
                );
            }
        }
    }
}

#[test]
fn the_uncached_input_is_what_anthropic_and_ccusage_call_input_and_the_parts_add_up() {
    use harness_demo::view::import::ImportSummary;
    for dir in FIXTURES.iter().chain(&["claude/2.1.181"]) {
        let import = import(dir);
        let c = ImportSummary::of(&import).counts;
        let usages: Vec<_> = import
            .sessions
            .iter()
            .flat_map(|s| s.requests())
            .filter_map(|r| r.usage)
            .collect();
        let mut uncached: u64 = usages
            .iter()
            .map(|u| u.input - u.cache_read - u.cache_write.unwrap_or(0))
            .sum();
        if usages.is_empty() {
            // A log with input figures per session only (Copilot CLI): those are the total.
            uncached = import
                .sessions
                .iter()
                .flat_map(|s| &s.session_usage)
                .map(|u| u.input - u.cache_read - u.cache_write.unwrap_or(0))
                .sum();
        }
        assert_eq!(c.uncached_input(), uncached, "{dir}");
        assert_eq!(
            c.uncached_input() + c.cache_read + c.cache_write.unwrap_or(0),
            c.input,
            "{dir}: uncached + read + written = the total sent"
        );
    }
    // Claude 2.1's fixture: Anthropic's input_tokens, summed, is the uncached figure.
    let s = harness_demo::view::import::summary(&import("claude/2.1"));
    let figure = |label: &str| s.figures.iter().find(|f| f.label == label).unwrap();
    let uncached = figure("input tokens, uncached");
    assert!(uncached.how.iter().any(|l| l.contains("ccusage")));
    let total = figure("input tokens, total sent");
    assert_eq!(total.value, "312,866");
    assert!(
        total.how[0].ends_with("= 312,866 tokens sent."),
        "{}",
        total.how[0]
    );
}

#[test]
fn the_summary_sums_cache_misses_by_inferred_cause_and_every_miss_is_counted_once() {
    use harness_demo::view::import::ImportSummary;
    for dir in FIXTURES.iter().chain(&["claude/2.1.181"]) {
        let m = ImportSummary::of(&import(dir)).counts.misses;
        let requests: u64 = m.by_cause.iter().map(|(_, n, _)| n).sum();
        assert_eq!(m.requests(), requests, "{dir}");
        let mut keys: Vec<&str> = m.by_cause.iter().map(|(k, _, _)| k.as_str()).collect();
        keys.dedup();
        assert_eq!(keys.len(), m.by_cause.len(), "{dir}: one line per cause");
    }
    // The 2.1 fixture: the first request, and each sub-agent's start, miss.
    let m = ImportSummary::of(&import("claude/2.1")).counts.misses;
    let count = |key: &str| m.by_cause.iter().find(|(k, _, _)| k == key).map(|c| c.1);
    assert_eq!(count("first"), Some(1), "{m:?}");
    assert_eq!(count("sub-agent"), Some(2), "{m:?}");
}

#[test]
fn a_logs_estimate_follows_its_providers_cache() {
    use harness_demo::harness::machine::{CacheKind, CacheProfile};
    // Claude Code: Anthropic's breakpoints and exact counts, with its model's minimum.
    let (import, scenario, trace) = replayed("claude/2.1");
    assert_eq!(scenario.cache.kind, CacheKind::Anthropic);
    assert_eq!(scenario.cache.step, 1, "no steps of 128");
    let model = &import.sessions[0].models[0];
    assert_eq!(
        scenario.cache,
        CacheProfile::anthropic(
            harness_demo::harness::drivers::anthropic::limits::min_cacheable_tokens(model)
        )
    );
    let narration: String = (0..trace.steps.len())
        .map(|i| harness_demo::view::narrate(&trace, i))
        .collect();
    assert!(
        !narration.contains("128"),
        "no OpenAI steps in a Claude log's story"
    );
    // Codex: OpenAI's automatic prefix caching.
    let (_, scenario, _) = replayed("codex/0.125");
    assert_eq!(scenario.cache, CacheProfile::default());
}

#[test]
fn codexs_request_count_is_defined_and_its_requests_without_figures_say_why() {
    let s = harness_demo::view::import::summary(&import("codex/desktop-0.140"));
    let requests = s
        .figures
        .iter()
        .find(|f| f.label == "llm requests")
        .unwrap();
    assert_eq!(requests.value, "5");
    assert!(
        requests.how[0].contains("token_count"),
        "{:?}",
        requests.how
    );
    assert_eq!(requests.how[1], "4 with token figures + 1 without = 5");
    assert_eq!(
        requests.how[2],
        "Without token figures, as the events after them tell: 1 stopped by the user before their count was written."
    );
}

#[test]
fn a_log_with_one_hour_writes_keeps_its_cache_for_an_hour_and_prices_them_apart() {
    let hour = import("claude/2.1.181");
    assert_eq!(hour.cache_lifetime_ms(), 60 * 60_000);
    assert_eq!(import("claude/2.1").cache_lifetime_ms(), 5 * 60_000);
    let scenario = replay::scenario(&hour);
    assert_eq!(
        scenario.recorded.as_ref().unwrap().cache_lifetime_ms,
        Some(60 * 60_000)
    );
    // The replayed usage keeps the one-hour part of each write.
    let written: u64 = hour
        .sessions
        .iter()
        .flat_map(|s| s.requests())
        .filter_map(|r| r.usage?.cache_write_1h)
        .sum();
    let replayed: u64 = scenario
        .replies
        .iter()
        .filter_map(|r| r.usage?.cache_write_1h_tokens)
        .sum();
    assert!(written > 0);
    assert_eq!(replayed, written);
}

/// The committed price table.
fn price_table() -> harness_demo::view::cost::PriceTable {
    harness_demo::view::cost::PriceTable::parse(include_str!("../src/prices/prices.json")).unwrap()
}

#[test]
fn a_runs_cost_adds_up_from_its_requests_and_says_its_source_and_date() {
    use harness_demo::view::import::ImportSummary;
    let table = price_table();
    let s = ImportSummary::of(&import("claude/2.1"));
    let cost = s.cost(&table);
    assert_eq!(cost.label, "cost at list prices");
    assert!(cost.value.starts_with('$'), "{}", cost.value);
    // The parts add up to the figure.
    let dollars = |t: &str| -> Vec<f64> {
        t.split('$')
            .skip(1)
            .map(|x| {
                x.split(|c: char| !(c.is_ascii_digit() || c == '.'))
                    .next()
                    .unwrap()
            })
            .map(|x| x.trim_end_matches('.').parse::<f64>().unwrap())
            .collect()
    };
    let parts = dollars(&cost.how[0]);
    let (total, parts) = parts.split_last().unwrap();
    assert!(
        (parts.iter().sum::<f64>() - total).abs() < 0.0005,
        "{}",
        cost.how[0]
    );
    assert_eq!(dollars(&cost.value)[0], *total);
    assert!(cost.how[1].contains("the cache saved"), "{}", cost.how[1]);
    assert!(
        cost.how.iter().any(|l| l.contains("sub-agent's start")),
        "a miss priced: {:?}",
        cost.how
    );
    assert!(cost.how.last().unwrap().contains(&table.date));
}

#[test]
fn a_model_with_no_known_price_is_said_and_left_out_never_counted_as_free() {
    use harness_demo::view::cost::Tokens;
    use harness_demo::view::run_cost::{run_cost, PricedRequest};
    let table = price_table();
    let tokens = Tokens {
        uncached: 1_000,
        output: 100,
        ..Tokens::default()
    };
    let request = |model| PricedRequest {
        model,
        tokens,
        ..PricedRequest::default()
    };
    let models = [
        "claude-sonnet-4-5".to_string(),
        "my-local-model".to_string(),
    ];
    let only_unknown = run_cost(&[request(Some(1))], &models, &table);
    assert_eq!(only_unknown.value, "unknown: no known price for its models");
    let mixed = run_cost(
        &[request(Some(0)), request(Some(1)), request(None)],
        &models,
        &table,
    );
    // Sonnet 4.5: 1,000 × $3/M + 100 × $15/M = $0.0045.
    assert_eq!(mixed.value, "at least $0.0045");
    assert!(mixed
        .how
        .iter()
        .any(|l| l == "No known price for my-local-model (1 request): left out of the sum."));
    assert!(mixed
        .how
        .iter()
        .any(|l| l.starts_with("No known price for no model recorded")));
}

#[test]
fn a_codex_run_is_priced_with_its_cached_input_at_openais_cached_rate() {
    use harness_demo::view::import::ImportSummary;
    let s = ImportSummary::of(&import("codex/0.125"));
    let cost = s.cost(&price_table());
    // The fixture's sub-agent runs a model the table does not price.
    assert!(cost.value.starts_with("at least $"), "{cost:?}");
    assert!(cost
        .how
        .iter()
        .any(|l| l.starts_with("No known price for gpt-5.5-mini")));
    assert!(
        cost.how[0].contains("$0.0000 cache writes (5 minutes)"),
        "no writes reported: {}",
        cost.how[0]
    );
    assert!(s
        .requests
        .iter()
        .all(|r| !r.writes_reported && r.tokens.cache_write == 0));
}
