//! Hooks: where each runs, what its answer does, how it meets the rules, and what reaches the
//! llm. One named case per promise.

mod common;

use common::*;
use harness_demo::harness::drivers::anthropic::request_body as anthropic_body;
use harness_demo::harness::drivers::openai::request_body as openai_body;
use harness_demo::harness::machine::hooks::{decide, DecidedBy};
use harness_demo::harness::machine::RuleSource;
use harness_demo::harness::protocol::envelope::{Because, Part, RunEnd, Say};
use harness_demo::harness::protocol::hook::{Hook, HookEvent, HookOutcome};
use harness_demo::harness::protocol::schema::{Decision, Message, ToolError};
use harness_demo::harness::scenario::Scenario;
use harness_demo::trace::{derive, Inputs, Trace};

fn hook(on: HookEvent, tool: Option<&str>, outcomes: Vec<HookOutcome>) -> Hook {
    Hook {
        on,
        tool: tool.map(str::to_string),
        command: format!("./{}.sh", on.name()),
        outcomes,
        recorded: Default::default(),
    }
}

fn reason() -> String {
    "the hook's reason".into()
}

/// "What does README.md say?" (a rule allows read_file) with these hooks.
fn read_file_with(hooks: Vec<Hook>) -> (Scenario, Trace) {
    let mut s = scenario("read-file");
    s.agent.hooks = hooks;
    let trace = derive(&s, &Inputs::default());
    (s, trace)
}

/// The thread of the request at the last step that sends one.
fn last_request_thread(trace: &Trace) -> Vec<Message> {
    let h = trace.harness().main();
    let turn = h.turns().last().expect("a request was sent");
    h.log().slice(turn.thread.clone()).to_vec()
}

#[test]
fn a_refusal_from_either_the_hook_or_a_rule_stops_the_call() {
    let deny = HookOutcome::Deny { reason: reason() };
    for source in [RuleSource::Agent, RuleSource::User, RuleSource::Default] {
        for rule in Decision::ALL {
            assert_eq!(decide(&deny, (rule, source)).0, Decision::Deny);
        }
    }
    let allow = HookOutcome::Allow { reason: reason() };
    assert_eq!(
        decide(&allow, (Decision::Deny, RuleSource::Agent)),
        (Decision::Deny, DecidedBy::Rule)
    );
}

#[test]
fn an_ask_from_either_asks() {
    let ask = HookOutcome::Ask { reason: reason() };
    assert_eq!(
        decide(&ask, (Decision::Allow, RuleSource::Saved)),
        (Decision::Ask, DecidedBy::Hook)
    );
    let allow = HookOutcome::Allow { reason: reason() };
    assert_eq!(
        decide(&allow, (Decision::Ask, RuleSource::User)),
        (Decision::Ask, DecidedBy::Rule),
        "a rule that says ask still asks"
    );
}

#[test]
fn a_hooks_allow_decides_only_where_no_rule_does() {
    let allow = HookOutcome::Allow { reason: reason() };
    assert_eq!(
        decide(&allow, (Decision::Ask, RuleSource::Default)),
        (Decision::Allow, DecidedBy::Hook)
    );
    for quiet in [HookOutcome::Pass, HookOutcome::Context { text: reason() }] {
        assert_eq!(
            decide(&quiet, (Decision::Ask, RuleSource::Default)),
            (Decision::Ask, DecidedBy::Rule)
        );
    }
}

#[test]
fn a_pre_tool_use_hook_runs_before_the_rules_and_its_refusal_reaches_the_llm() {
    let (_, trace) = read_file_with(vec![hook(
        HookEvent::PreToolUse,
        Some("read_file"),
        vec![HookOutcome::Deny { reason: reason() }],
    )]);
    assert!(
        ran(&trace).is_empty(),
        "the rule allows read_file, the hook refuses it"
    );
    let (_, result) = results(&trace)[0];
    assert_eq!(result.error, Some(ToolError::Denied));
    assert_eq!(
        result.output,
        "Not run: the PreToolUse hook ./PreToolUse.sh refused read_file: the hook's reason"
    );
    // The hook ran between the llm's call and the call's one result.
    let order: Vec<&Say> = says(&trace)
        .filter(|s| {
            matches!(
                s,
                Say::Hook { .. } | Say::Hooked { .. } | Say::Result { .. }
            )
        })
        .collect();
    assert!(matches!(
        order[..],
        [
            Say::Hook {
                event: HookEvent::PreToolUse,
                call: Some(_),
                ..
            },
            Say::Hooked { .. },
            Say::Result { .. }
        ]
    ));
    assert_ends_honestly(&trace);
}

#[test]
fn a_hooks_allow_runs_a_call_no_rule_names_without_asking() {
    let mut s = scenario("run-tests");
    s.agent.rules.retain(|r| r.tool != "run_tests");
    s.agent.hooks = vec![hook(
        HookEvent::PreToolUse,
        Some("run_tests"),
        vec![HookOutcome::Allow { reason: reason() }],
    )];
    let trace = derive(&s, &Inputs::default());
    assert!(asked(&trace).is_empty());
    assert!(says(&trace).any(|s| matches!(
        s,
        Say::RunTool {
            because: Because::Hook,
            ..
        }
    )));
}

#[test]
fn a_hook_of_one_tool_does_not_run_for_another() {
    let (_, trace) = read_file_with(vec![hook(
        HookEvent::PreToolUse,
        Some("run_tests"),
        vec![HookOutcome::Deny { reason: reason() }],
    )]);
    assert!(!says(&trace).any(|s| matches!(s, Say::Hook { .. })));
    assert_eq!(ran(&trace).len(), 1);
}

#[test]
fn a_hooks_answers_come_in_order_and_the_last_repeats() {
    let h = hook(
        HookEvent::PreToolUse,
        None,
        vec![HookOutcome::Deny { reason: reason() }, HookOutcome::Pass],
    );
    assert_eq!(h.outcome(0, None).kind(), "deny");
    assert_eq!(h.outcome(1, None).kind(), "pass");
    assert_eq!(h.outcome(7, None).kind(), "pass");
    let (_, trace) = run("hook-refuses", &[]);
    let answers: Vec<&str> = says(&trace)
        .filter_map(|s| match s {
            Say::Hooked { outcome, .. } => Some(outcome.kind()),
            _ => None,
        })
        .collect();
    assert_eq!(answers, ["deny", "pass"]);
}

#[test]
fn a_post_tool_use_note_joins_the_next_request_after_the_result() {
    let (_, trace) = read_file_with(vec![hook(
        HookEvent::PostToolUse,
        None,
        vec![HookOutcome::Context {
            text: "formatted".into(),
        }],
    )]);
    let thread = last_request_thread(&trace);
    let n = thread.len();
    assert!(matches!(thread[n - 2], Message::Tool { .. }), "{thread:?}");
    assert_eq!(
        thread[n - 1],
        Message::Reminder {
            text: "PostToolUse hook (./PostToolUse.sh): formatted".into(),
            about: Default::default(),
        }
    );
    // The hook ran after the tool's output and before its result joined the thread.
    let order: Vec<&Say> = says(&trace)
        .filter(|s| {
            matches!(
                s,
                Say::Output { .. } | Say::Hook { .. } | Say::Result { .. }
            )
        })
        .collect();
    assert!(matches!(
        order[..],
        [Say::Output { .. }, Say::Hook { .. }, Say::Result { .. }]
    ));
}

#[test]
fn a_user_prompt_submit_note_follows_the_prompt_in_the_first_request() {
    let (_, trace) = read_file_with(vec![hook(
        HookEvent::UserPromptSubmit,
        None,
        vec![HookOutcome::Context {
            text: "today is Friday".into(),
        }],
    )]);
    let h = trace.harness().main();
    let first = h.log().slice(h.turns()[0].thread.clone()).to_vec();
    assert!(matches!(&first[0], Message::User { .. }));
    assert!(
        matches!(&first[1], Message::Reminder { text, .. } if text.ends_with("today is Friday"))
    );
    assert_eq!(first.len(), 2);
}

#[test]
fn a_session_start_hook_runs_once_per_session_before_the_prompts_hook() {
    let mut s = scenario("read-file");
    s.agent.hooks = vec![
        hook(HookEvent::UserPromptSubmit, None, vec![HookOutcome::Pass]),
        hook(
            HookEvent::SessionStart,
            None,
            vec![HookOutcome::Context {
                text: "branch main, 3 files changed".into(),
            }],
        ),
    ];
    s.follow_ups = vec![harness_demo::harness::scenario::FollowUp {
        text: "And again?".into(),
        rules: vec![],
        stop_after_step: None,
        at_ms: None,
        mode: None,
    }];
    let trace = derive(&s, &Inputs::default());
    assert_eq!(
        says(&trace).filter(|s| matches!(s, Say::Run)).count(),
        2,
        "two runs"
    );
    let events: Vec<HookEvent> = says(&trace)
        .filter_map(|s| match s {
            Say::Hook { event, .. } => Some(*event),
            _ => None,
        })
        .collect();
    assert_eq!(
        events[..2],
        [HookEvent::SessionStart, HookEvent::UserPromptSubmit]
    );
    assert_eq!(
        events
            .iter()
            .filter(|e| **e == HookEvent::SessionStart)
            .count(),
        1,
        "{events:?}"
    );
    let h = trace.harness().main();
    let first = h.log().slice(h.turns()[0].thread.clone()).to_vec();
    assert!(
        matches!(&first[1], Message::Reminder { text, .. } if text == "SessionStart hook (./SessionStart.sh): branch main, 3 files changed")
    );
}

#[test]
fn a_stop_hook_that_blocks_sends_the_agent_back_and_its_pass_ends_the_run() {
    let (_, trace) = run("stop-hook", &[]);
    let stops: Vec<(usize, &str)> = trace
        .steps
        .iter()
        .enumerate()
        .filter_map(|(i, s)| match &s.envelope.say {
            Say::Hooked {
                event: HookEvent::Stop,
                outcome,
                ..
            } => Some((i, outcome.kind())),
            _ => None,
        })
        .collect();
    assert_eq!(
        stops.iter().map(|(_, k)| *k).collect::<Vec<_>>(),
        ["block", "pass"]
    );
    let (blocked, _) = stops[0];
    assert!(matches!(
        trace.steps[blocked + 1].envelope.say,
        Say::Request { .. }
    ));
    assert_eq!(
        trace.steps[blocked + 1].envelope.from,
        Part::Runner,
        "the same run takes another turn"
    );
    assert_eq!(run_end(&trace), Some(&RunEnd::Answered));
    assert!(says(&trace).filter(|s| matches!(s, Say::Run)).count() == 1);
    assert_ends_honestly(&trace);
}

#[test]
fn a_stop_hook_cannot_outlast_the_turn_limit() {
    let mut s = scenario("stop-hook");
    s.agent.max_turns = Some(3);
    let trace = derive(&s, &Inputs::default());
    assert_eq!(run_end(&trace), Some(&RunEnd::TurnLimit { max: 3 }));
    assert_ends_honestly(&trace);
}

#[test]
fn a_reminder_is_marked_as_the_harnesss_on_both_wires() {
    let (_, trace) = run("hook-formats", &[]);
    // The last request: the one after the formatter's note.
    let request = trace.harness().main().request();
    let anthropic: serde_json::Value = serde_json::from_str(&anthropic_body("m", request)).unwrap();
    let messages = anthropic["messages"].as_array().unwrap();
    let last_user = messages.last().unwrap();
    assert_eq!(last_user["role"], "user");
    let blocks = last_user["content"].as_array().unwrap();
    assert_eq!(blocks[0]["type"], "tool_result", "results come first");
    let note = blocks.last().unwrap()["text"].as_str().unwrap();
    assert!(
        note.starts_with("<system-reminder>\nPostToolUse hook (cargo fmt): cargo fmt reformatted")
    );
    let openai: serde_json::Value = serde_json::from_str(&openai_body("m", request)).unwrap();
    let last = openai["messages"]
        .as_array()
        .unwrap()
        .last()
        .unwrap()
        .clone();
    assert_eq!(last["role"], "user");
    assert!(last["content"]
        .as_str()
        .unwrap()
        .starts_with("<system-reminder>"));
}

#[test]
fn a_reminders_tokens_are_counted_in_the_request_that_carries_it() {
    let (_, with) = run("hook-formats", &[]);
    let mut s = scenario("hook-formats");
    s.agent.hooks.clear();
    let without = derive(&s, &Inputs::default());
    let total = |t: &Trace| t.harness().main().turns().last().unwrap().context.total;
    let note = last_request_thread(&with)
        .iter()
        .find_map(|m| match m {
            Message::Reminder { .. } => Some(m.clone()),
            _ => None,
        })
        .expect("the formatter's note");
    assert_eq!(
        total(&with) - total(&without),
        harness_demo::harness::machine::tokens::message_tokens(&note)
    );
}

#[test]
fn an_agent_without_hooks_runs_no_hook_step() {
    let (_, trace) = read_file_with(vec![]);
    assert!(!says(&trace).any(|s| matches!(s, Say::Hook { .. } | Say::Hooked { .. })));
}

// ---- what the page says --------------------------------------------------------------------

use harness_demo::harness::machine::tokens::Source;
use harness_demo::view::chat::{ChatLog, ChatRow, NoticeKind};
use harness_demo::view::predict::{question, Kind};

#[test]
fn the_diagram_shows_the_hooks_only_for_agents_that_have_them() {
    let (_, with) = run("hook-refuses", &[]);
    let (_, without) = run("read-file", &[]);
    assert!(harness_demo::view::diagram::has_hooks(&with));
    assert!(!harness_demo::view::diagram::has_hooks(&without));
    let at = step_of(&with, |s| matches!(s, Say::Hook { .. }));
    let m = harness_demo::view::message(&with, at).unwrap();
    assert_eq!(
        (m.from, m.to, m.label.as_str()),
        (Part::Runner, Part::Hooks, "run PreToolUse hook")
    );
}

#[test]
fn the_narration_names_the_hook_and_says_it_is_outside_the_context() {
    let (_, trace) = run("hook-refuses", &[]);
    let at = step_of(&trace, |s| matches!(s, Say::Hook { .. }));
    let said = harness_demo::view::narrate::narrate(&trace, at);
    assert!(said.contains("`./hooks/protect-secrets.sh`"), "{said}");
    assert!(
        said.contains("Nothing of it is in the llm's context"),
        "{said}"
    );
    let refused = step_of(&trace, |s| matches!(s, Say::Result { .. }));
    assert!(harness_demo::view::narrate::narrate(&trace, refused)
        .starts_with("The hook's refusal stands"));
}

#[test]
fn the_chat_shows_what_a_hook_changed_and_nothing_for_a_pass() {
    let (_, trace) = run("hook-refuses", &[]);
    let chat = ChatLog::build(&trace);
    let last = trace.steps.len() - 1;
    let notices: Vec<String> = (0..chat.len_at(last))
        .filter_map(|id| match chat.row_at(id, last) {
            Some((
                _,
                ChatRow::Notice {
                    kind: NoticeKind::Hook,
                    text,
                },
            )) => Some(text),
            _ => None,
        })
        .collect();
    assert_eq!(
        notices.len(),
        1,
        "the deny, not the later pass: {notices:?}"
    );
    assert!(notices[0].starts_with(
        "PreToolUse hook `./hooks/protect-secrets.sh` refused the call: .env holds secrets"
    ));
}

#[test]
fn the_context_panel_counts_a_reminder_as_its_own_kind() {
    let (_, trace) = run("hook-formats", &[]);
    let at = step_of(&trace, |s| matches!(s, Say::Request { turn: 3, .. }));
    let view = harness_demo::view::context::context_view(&trace, &trace.steps[at].snapshot);
    let reminder = view
        .by_source
        .iter()
        .find(|(s, _)| *s == Source::Reminder)
        .map(|(_, t)| *t);
    assert!(reminder.is_some_and(|t| t > 0), "{:?}", view.by_source);
}

#[test]
fn predict_asks_what_a_hooks_answer_does_to_the_call() {
    let (_, trace) = run("hook-refuses", &[]);
    let refused = step_of(&trace, |s| matches!(s, Say::Result { .. }));
    let q = question(&trace, refused).expect("a question about the refused call");
    assert_eq!(q.kind, Kind::ToolRule);
    assert_eq!(q.choices[q.right], "A rule refuses it");
    assert!(q.text.contains("answered deny"), "{}", q.text);
    assert!(
        q.why
            .contains("a refusal from either the hook or a rule stops a call"),
        "{}",
        q.why
    );
    // The second write: the hook passes and the rule allows it.
    let ran_at = step_of(
        &trace,
        |s| matches!(s, Say::RunTool { call, .. } if call.tool == "write_file"),
    );
    let q = question(&trace, ran_at).unwrap();
    assert_eq!(q.right, 0);
    assert!(
        q.why.contains("leaves the decision to the rules"),
        "{}",
        q.why
    );
}

#[test]
fn predict_asks_about_the_end_after_the_stop_hook_answers() {
    let (_, trace) = run("stop-hook", &[]);
    let asked: Vec<(usize, usize)> = (0..trace.steps.len())
        .filter_map(|i| {
            question(&trace, i)
                .filter(|q| q.kind == Kind::NextTurn)
                .map(|q| (i, q.right))
        })
        .collect();
    let after_stop: Vec<usize> = asked
        .iter()
        .filter(|(i, _)| {
            matches!(
                trace.steps[i - 1].envelope.say,
                Say::Hooked {
                    event: HookEvent::Stop,
                    ..
                }
            )
        })
        .map(|(_, right)| *right)
        .collect();
    assert_eq!(
        after_stop,
        [0, 1],
        "another turn after the block, the end after the pass"
    );
    // The reply that asks for nothing does not decide the end itself.
    for (i, _) in &asked {
        let s = &trace.steps[*i];
        assert!(
            !matches!(s.envelope.say, Say::Event { .. })
                || trace.steps[i + 1..].iter().take(3).all(|n| !matches!(
                    n.envelope.say,
                    Say::Hook {
                        event: HookEvent::Stop,
                        ..
                    }
                ))
        );
    }
}

#[test]
fn the_agent_panel_lists_its_hooks() {
    let (_, trace) = run("hook-refuses", &[]);
    assert_eq!(
        harness_demo::view::panels::agent(&trace, 0).hooks,
        ["PreToolUse write_file: ./hooks/protect-secrets.sh"]
    );
    let (_, trace) = run("stop-hook", &[]);
    assert_eq!(
        harness_demo::view::panels::agent(&trace, 0).hooks,
        ["Stop: ./hooks/tests-must-pass.sh"]
    );
}

#[test]
fn a_recorded_hook_runs_only_for_the_calls_its_log_names_with_their_answers() {
    let mut s = scenario("two-tools");
    let calls: Vec<String> = s
        .replies
        .iter()
        .flat_map(|r| r.tool_calls.iter())
        .enumerate()
        .map(|(i, _)| format!("call_{}", i + 1))
        .collect();
    assert!(calls.len() >= 2, "{calls:?}");
    let mut h = hook(HookEvent::PreToolUse, None, vec![HookOutcome::Pass]);
    h.recorded.insert(
        calls[1].clone(),
        HookOutcome::Deny {
            reason: "not this one".into(),
        },
    );
    s.agent.hooks = vec![h];
    let trace = derive(&s, &Inputs::default());
    let hooked: Vec<&str> = says(&trace)
        .filter_map(|s| match s {
            Say::Hook { call: Some(c), .. } => Some(c.id.as_str()),
            _ => None,
        })
        .collect();
    assert_eq!(hooked, [calls[1].as_str()], "only the call the log names");
    let (_, refused) = results(&trace)
        .into_iter()
        .find(|(c, _)| c.id == calls[1])
        .unwrap();
    assert!(refused.output.ends_with("not this one"));
}

#[test]
fn a_pre_compact_hook_runs_before_the_summary_is_asked_for() {
    let (_, trace) = run("memory", &[]);
    let hook = step_of(&trace, |s| {
        matches!(
            s,
            Say::Hook {
                event: HookEvent::PreCompact,
                ..
            }
        )
    });
    let answered = step_of(&trace, |s| {
        matches!(
            s,
            Say::Hooked {
                event: HookEvent::PreCompact,
                ..
            }
        )
    });
    let summarize = step_of(&trace, |s| matches!(s, Say::Summarize { .. }));
    assert!(hook < answered && answered < summarize);
    assert!(
        says(&trace).any(|s| matches!(s, Say::Compacted { .. })),
        "its pass lets the compaction go ahead"
    );
    assert_eq!(
        says(&trace)
            .filter(|s| matches!(
                s,
                Say::Hook {
                    event: HookEvent::PreCompact,
                    ..
                }
            ))
            .count(),
        1,
        "once per compaction"
    );
    assert_ends_honestly(&trace);
}

#[test]
fn a_pre_compact_hook_that_refuses_ends_the_run_with_the_context_full() {
    let mut s = scenario("memory");
    s.agent.hooks = vec![hook(
        HookEvent::PreCompact,
        None,
        vec![HookOutcome::Block { reason: reason() }],
    )];
    let trace = derive(&s, &Inputs::default());
    assert!(!says(&trace).any(|s| matches!(s, Say::Summarize { .. })));
    assert!(says(&trace).any(|s| matches!(
        s,
        Say::Ended {
            end: RunEnd::ContextFull { .. }
        }
    )));
    let at = step_of(&trace, |s| {
        matches!(
            s,
            Say::Hooked {
                event: HookEvent::PreCompact,
                ..
            }
        )
    });
    assert_eq!(
        harness_demo::view::narrate::narrate(&trace, at),
        "The PreCompact hook refuses the compaction: \"the hook's reason\". Without it the next request does not fit the context window, so the run ends here."
    );
    assert_eq!(
        harness_demo::view::hooks::notice(&s.agent.hooks, &trace.steps[at].envelope.say),
        Some("PreCompact hook `./PreCompact.sh` refused the compaction: the hook's reason".into())
    );
    assert_ends_honestly(&trace);
}

#[test]
fn a_pre_compact_hook_may_only_pass_or_refuse() {
    assert!(HookEvent::PreCompact.allows(&HookOutcome::Block { reason: reason() }));
    assert!(!HookEvent::PreCompact.allows(&HookOutcome::Context { text: reason() }));
    assert!(!HookEvent::PreCompact.allows(&HookOutcome::Deny { reason: reason() }));
    assert!(!HookEvent::SessionStart.allows(&HookOutcome::Block { reason: reason() }));
}

#[test]
fn the_chat_says_a_stop_hooks_block_sent_the_agent_back() {
    let (s, trace) = run("stop-hook", &[]);
    let at = step_of(&trace, |say| {
        matches!(
            say,
            Say::Hooked {
                event: HookEvent::Stop,
                outcome: HookOutcome::Block { .. },
                ..
            }
        )
    });
    let notice = harness_demo::view::hooks::notice(&s.agent.hooks, &trace.steps[at].envelope.say)
        .expect("a block is a notice");
    assert!(
        notice.starts_with("Stop hook `./hooks/tests-must-pass.sh` sent the agent back to work: "),
        "{notice}"
    );
}
