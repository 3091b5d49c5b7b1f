//! The view model read step by step: the chat, the context panel, the panels' words. These
//! are what a reader sees, so each is checked against the run it comes from.

mod common;

use common::*;
use harness_demo::harness::machine::tokens::Source;
use harness_demo::harness::machine::RuleSource;
use harness_demo::harness::protocol::envelope::Say;
use harness_demo::harness::protocol::schema::{Decision, LlmEvent, Reply, Status, ToolError};
use harness_demo::trace::{derive, Inputs, Trace};
use harness_demo::view::chat::{CallState, ChatLog, ChatRow, NoticeKind, QuestionState, Writing};
use harness_demo::view::{self, context_view, request_bars};

/// The chat's rows at step `i`.
fn rows_at(chat: &ChatLog, i: usize) -> Vec<ChatRow> {
    (0..chat.len_at(i))
        .map(|id| chat.row_at(id, i).unwrap().1.clone())
        .collect()
}

fn assistant_texts(rows: &[ChatRow]) -> Vec<(String, Writing)> {
    rows.iter()
        .filter_map(|r| match r {
            ChatRow::Assistant { text, writing } => Some((text.clone(), *writing)),
            _ => None,
        })
        .collect()
}

#[test]
fn the_streamed_reply_shows_exactly_what_reached_the_client_at_each_step() {
    let (s, trace) = run("read-file", &[]);
    let chat = ChatLog::build(&trace);
    let mut streamed = String::new();
    let mut done: Vec<String> = Vec::new();
    for (i, step) in trace.steps.iter().enumerate() {
        match &step.envelope.say {
            Say::Forward {
                event: LlmEvent::Text { text },
            } => streamed.push_str(text),
            Say::Event {
                event: LlmEvent::Finish {},
            } if !streamed.is_empty() => done.push(std::mem::take(&mut streamed)),
            _ => {}
        }
        let mut expected: Vec<(String, Writing)> =
            done.iter().map(|t| (t.clone(), Writing::Done)).collect();
        if !streamed.is_empty() {
            expected.push((streamed.clone(), Writing::Streaming));
        }
        assert_eq!(
            assistant_texts(&rows_at(&chat, i)),
            expected,
            "step {}",
            i + 1
        );
    }
    assert_eq!(done, [s.replies[0].text.clone(), s.replies[1].text.clone()]);
    // Midway through the answer: the first of its three pieces, and still writing.
    let first_piece = trace
        .find_from(15, |say| matches!(say, Say::Forward { .. }))
        .unwrap();
    let rows = rows_at(&chat, first_piece);
    let (text, writing) = assistant_texts(&rows).pop().unwrap();
    assert!(s.replies[1].text.starts_with(&text) && text.len() < s.replies[1].text.len());
    assert_eq!(writing, Writing::Streaming);
}

#[test]
fn the_chat_of_read_file_in_order() {
    let (s, trace) = run("read-file", &[]);
    let chat = ChatLog::build(&trace);
    let last = trace.steps.len() - 1;
    let rows = rows_at(&chat, last);
    assert_eq!(rows.len(), 4);
    assert_eq!(
        rows[0],
        ChatRow::User {
            client: 1,
            text: s.prompt.clone(),
            queued: false
        }
    );
    assert!(
        matches!(&rows[2], ChatRow::ToolCall { tool, state: CallState::Done { output }, .. }
        if tool == "read_file" && *output == s.files["README.md"])
    );
    // The user's message shows from the moment it is sent, not before.
    assert_eq!(chat.len_at(0), 0);
    assert_eq!(chat.len_at(1), 1);
    // The tool call row goes asked → running → done.
    let states: Vec<CallState> = (0..=last)
        .filter_map(|i| match chat.row_at(2, i) {
            Some((_, ChatRow::ToolCall { state, .. })) => Some(state.clone()),
            _ => None,
        })
        .fold(Vec::new(), |mut acc, st| {
            if acc.last() != Some(&st) {
                acc.push(st);
            }
            acc
        });
    assert_eq!(states.len(), 3);
    assert_eq!(states[0], CallState::Asked);
    assert_eq!(states[1], CallState::Running);
    // Versions change only when the row does.
    let versions: Vec<usize> = (0..=last)
        .filter_map(|i| chat.row_at(2, i).map(|(v, _)| v))
        .collect();
    assert_eq!(versions.first(), Some(&0));
    assert_eq!(versions.last(), Some(&2));
}

#[test]
fn a_row_gets_one_new_version_at_each_step_that_changes_it_and_none_at_others() {
    // The page keys a chat row by its version: a version too many rebuilds the row's DOM, a
    // missing one leaves it stale.
    for s in harness_demo::harness::scenario::builtin().unwrap() {
        let (_, trace) = run(&s.id, &[Reply::Once; 8]);
        let chat = ChatLog::build(&trace);
        let last = trace.steps.len() - 1;
        assert!(ChatLog::default().is_empty());
        assert_eq!(
            chat.len(),
            chat.len_at(last),
            "{}: every row shows by the end",
            s.id
        );
        assert!(!chat.is_empty(), "{}", s.id);
        for id in 0..chat.len() {
            let mut before: Option<(usize, ChatRow)> = None;
            for i in 0..=last {
                let Some((v, row)) = chat.row_at(id, i) else {
                    continue;
                };
                assert_eq!(
                    chat.version(id, v),
                    Some(row.clone()),
                    "{}: row {id} v{v}",
                    s.id
                );
                if let Some((was, old)) = &before {
                    let expect = if row == *old { *was } else { was + 1 };
                    assert_eq!(v, expect, "{}: row {id} at step {i}", s.id);
                }
                before = Some((v, row.clone()));
            }
            assert_eq!(chat.version(id, before.unwrap().0 + 1), None);
        }
    }
}

#[test]
fn the_echo_is_the_newest_row_in_one_line() {
    let (s, trace) = run("read-file", &[]);
    let chat = ChatLog::build(&trace);
    assert_eq!(chat.echo(0), None, "nothing sent yet");
    assert_eq!(
        chat.echo(1).as_deref(),
        Some("You: What does README.md say?")
    );
    let tool = trace
        .find_from(0, |say| matches!(say, Say::RunTool { .. }))
        .unwrap();
    assert_eq!(
        chat.echo(tool).as_deref(),
        Some("tool call read_file: running…")
    );
    let last = chat.echo(trace.steps.len() - 1).unwrap();
    assert!(
        last.starts_with("coder: README.md describes greet"),
        "{last}"
    );
    assert!(last.ends_with('…') && last.chars().count() <= 98, "{last}");
    assert!(s.replies[1].text.chars().count() > 90);
}

#[test]
fn a_question_shows_open_then_answered_and_the_call_waits_then_runs() {
    let s = scenario("run-tests");
    let waiting = derive(&s, &Inputs::default());
    let chat = ChatLog::build(&waiting);
    let rows = rows_at(&chat, waiting.steps.len() - 1);
    assert!(rows
        .iter()
        .any(|r| matches!(r, ChatRow::Question { tool, state: QuestionState::Open, .. } if tool == "run_tests")));
    assert!(rows.iter().any(|r| matches!(
        r,
        ChatRow::ToolCall {
            state: CallState::WaitingForYou,
            ..
        }
    )));
    let (_, answered) = run("run-tests", &[Reply::Always]);
    let chat = ChatLog::build(&answered);
    let rows = rows_at(&chat, answered.steps.len() - 1);
    assert!(rows.iter().any(|r| matches!(
        r,
        ChatRow::Question {
            state: QuestionState::Answered(Reply::Always),
            ..
        }
    )));
}

#[test]
fn the_chat_reads_in_the_order_things_happened_the_question_before_what_came_of_it() {
    for (reply, last) in [
        (Reply::Always, "done"),
        (Reply::Once, "done"),
        (Reply::Decline, "declined"),
    ] {
        let (_, trace) = run("run-tests", &[reply]);
        let chat = ChatLog::build(&trace);
        let rows = rows_at(&chat, trace.steps.len() - 1);
        // The run_tests call's rows and its question, in chat order.
        let seen: Vec<String> = rows
            .iter()
            .filter_map(|r| match r {
                ChatRow::ToolCall { tool, state, .. } if tool == "run_tests" => Some(match state {
                    CallState::AskedYou => "asked you".to_string(),
                    CallState::Done { .. } => "done".to_string(),
                    CallState::Error { .. } => "declined".to_string(),
                    other => format!("{other:?}"),
                }),
                ChatRow::Question { state, .. } => Some(format!("question {state:?}")),
                _ => None,
            })
            .collect();
        assert_eq!(
            seen,
            [
                "asked you".to_string(),
                format!("question {:?}", QuestionState::Answered(reply)),
                last.to_string()
            ],
            "{reply:?}"
        );
    }
}

fn notices(trace: &Trace) -> Vec<(NoticeKind, String)> {
    let chat = ChatLog::build(trace);
    rows_at(&chat, trace.steps.len() - 1)
        .into_iter()
        .filter_map(|r| match r {
            ChatRow::Notice { kind, text } => Some((kind, text)),
            _ => None,
        })
        .collect()
}

#[test]
fn failures_show_in_the_chat_by_their_flags() {
    let (_, stopped) = run("stop", &[]);
    let chat = ChatLog::build(&stopped);
    let rows = rows_at(&chat, stopped.steps.len() - 1);
    assert!(assistant_texts(&rows)
        .iter()
        .any(|(_, w)| *w == Writing::Stopped));
    let interrupted = rows
        .iter()
        .filter(|r| {
            matches!(
                r,
                ChatRow::ToolCall {
                    state: CallState::Error {
                        error: ToolError::Interrupted,
                        ..
                    },
                    ..
                }
            )
        })
        .count();
    assert_eq!(interrupted, 2);
    assert_eq!(notices(&stopped)[0].0, NoticeKind::Stopped);

    let (_, flaky) = run("flaky-llm", &[]);
    let chat = ChatLog::build(&flaky);
    let rows = rows_at(&chat, flaky.steps.len() - 1);
    assert_eq!(
        assistant_texts(&rows)[0],
        ("Let me open".to_string(), Writing::Broken)
    );
    let retries: Vec<String> = notices(&flaky).into_iter().map(|(_, t)| t).collect();
    assert_eq!(
        retries[0],
        "The connection to the llm broke (connection reset by the provider (HTTP 502)). Trying again in 1 s: attempt 2 of 3."
    );

    let (_, down) = run("llm-down", &[]);
    let last = notices(&down).pop().unwrap();
    assert_eq!(last.0, NoticeKind::Failed);
    assert_eq!(
        last.1,
        "The run failed: the provider is overloaded (HTTP 529)"
    );

    let (_, slow) = run("tool-timeout", &[]);
    let chat = ChatLog::build(&slow);
    assert!(rows_at(&chat, slow.steps.len() - 1)
        .iter()
        .any(|r| matches!(
            r,
            ChatRow::ToolCall {
                state: CallState::Error {
                    error: ToolError::TimedOut,
                    ..
                },
                ..
            }
        )));

    let (_, limited) = run("turn-limit", &[]);
    assert_eq!(
        notices(&limited),
        [(
            NoticeKind::Limit,
            "Stopped at the agent's limit of 3 turns.".to_string()
        )]
    );

    let (_, compacted) = run("compaction", &[]);
    let n = notices(&compacted);
    assert_eq!(n.len(), 1);
    assert_eq!(n[0].0, NoticeKind::Compacted);
    assert!(
        n[0].1
            .starts_with("Context compacted: 3 older messages replaced by a summary, 3,"),
        "{}",
        n[0].1
    );
}

#[test]
fn a_queued_message_shows_waiting_until_it_joins_the_thread() {
    let mut s = scenario("read-file");
    s.second_client = Some(harness_demo::harness::scenario::SecondClient {
        text: "Also, who wrote it?".into(),
        at_step: 8,
    });
    let trace = derive(&s, &Inputs::default());
    let chat = ChatLog::build(&trace);
    let queued_at = trace
        .find_from(0, |say| *say == Say::Accepted { queued: true })
        .unwrap();
    let joins_at = trace
        .find_from(queued_at, |say| {
            matches!(say, Say::Request { joins: 1, .. })
        })
        .unwrap();
    let find = |i: usize| {
        rows_at(&chat, i).into_iter().find_map(|r| match r {
            ChatRow::User {
                client: 2, queued, ..
            } => Some(queued),
            _ => None,
        })
    };
    assert_eq!(find(queued_at), Some(true));
    assert_eq!(find(joins_at - 1), Some(true));
    assert_eq!(find(joins_at), Some(false));
}

#[test]
fn the_context_panel_adds_up_and_says_which_request_it_shows() {
    let (_, trace) = run("read-file", &[]);
    for (i, step) in trace.steps.iter().enumerate() {
        let c = context_view(&trace, &step.snapshot);
        let parts: u64 = c.parts.iter().map(|p| p.tokens).sum();
        let bar: u64 = c.by_source.iter().map(|(_, t)| t).sum();
        assert_eq!(parts, c.total, "step {}", i + 1);
        assert_eq!(bar, c.total, "step {}", i + 1);
        assert_eq!(c.cached + c.uncached, c.total);
    }
    let first_request = trace
        .find_from(0, |say| matches!(say, Say::Request { .. }))
        .unwrap();
    let c = context_view(&trace, &trace.steps[first_request].snapshot);
    assert_eq!(c.caption, "everything the llm reads this turn, in order");
    assert_eq!(c.parts[0].label, "typical system prompt");
    assert_eq!(c.parts[3].label, "user: What does README.md say?");
    let c = context_view(&trace, &trace.steps[0].snapshot);
    assert_eq!(c.caption, "what the first request will carry, in order");
    let bars = request_bars(&trace, &trace.steps.last().unwrap().snapshot);
    assert_eq!(
        bars.iter().map(|b| b.label.as_str()).collect::<Vec<_>>(),
        ["turn 1", "turn 2"]
    );
    assert_eq!(bars[0].cached, 0);
    assert!(bars[1].cached > 0);
}

#[test]
fn in_every_scenario_the_context_panel_adds_up_at_every_step() {
    use harness_demo::view::context::CONTEXT_MESSAGES;
    // The built-in runs, and one whose thread is longer than the panel lists one by one.
    let mut long = scenario("read-file");
    long.id = "long".into();
    long.replies = [
        vec![long.replies[0].clone(); 8],
        vec![long.replies[1].clone()],
    ]
    .concat();
    let runs = harness_demo::harness::scenario::builtin()
        .unwrap()
        .into_iter()
        .chain([long])
        .map(|s| {
            let trace = derive(&s, &answers(&[Reply::Once; 8]));
            (s, trace)
        });
    let mut folded = 0;
    for (s, trace) in runs {
        for (i, step) in trace.steps.iter().enumerate() {
            let c = context_view(&trace, &step.snapshot);
            let where_ = format!("{} step {}", s.id, i + 1);
            let parts: u64 = c.parts.iter().map(|p| p.tokens).sum();
            assert_eq!(parts, c.total, "{where_}: the parts add up to the request");
            let bar: u64 = c.by_source.iter().map(|(_, t)| t).sum();
            assert_eq!(bar, c.total, "{where_}: the bar adds up");
            assert!(
                c.by_source.iter().all(|(_, t)| *t > 0),
                "{where_}: no empty slice"
            );
            // The head's three parts, at most one line for the earlier messages, then the rest.
            assert!(c.parts.len() <= 3 + 1 + CONTEXT_MESSAGES, "{where_}");
            let earlier = c
                .parts
                .iter()
                .filter(|p| p.label.ends_with(" earlier messages"));
            if earlier.count() == 1 {
                folded += 1;
                assert_eq!(c.parts.len(), 3 + 1 + CONTEXT_MESSAGES, "{where_}");
            } else {
                assert!(
                    c.parts.len() < 3 + 1 + CONTEXT_MESSAGES,
                    "{where_}: nothing folded"
                );
            }
        }
    }
    assert!(
        folded > 0,
        "some scenario's thread is longer than the panel's list"
    );
}

#[test]
fn the_context_panel_names_each_message_by_what_it_is() {
    let (s, trace) = run("read-file", &[]);
    let last = context_view(&trace, &trace.steps.last().unwrap().snapshot);
    let labels: Vec<&str> = last.parts[3..].iter().map(|p| p.label.as_str()).collect();
    assert_eq!(labels[0], "user: What does README.md say?");
    assert_eq!(labels[1], "assistant asks for read_file");
    assert!(labels[2].starts_with("result of "), "{labels:?}");
    assert_eq!(
        labels[3],
        format!("assistant: {}", view::words::clip(&s.replies[1].text, 48))
    );
}

#[test]
fn the_context_panel_shows_the_summary_request_and_the_drop() {
    let (_, trace) = run("compaction", &[]);
    let summarize = trace
        .find_from(0, |say| matches!(say, Say::Summarize { .. }))
        .unwrap();
    let c = context_view(&trace, &trace.steps[summarize].snapshot);
    assert_eq!(c.caption, "what the summary request carries, in order");
    assert_eq!(c.window, Some(3_000));
    // It ends with the runner's instruction, sent as the user's: the bar counts it there.
    let last = c.parts.last().unwrap();
    assert!(last.label.starts_with("the runner: Summarize"), "{last:?}");
    let user_parts: u64 = c
        .parts
        .iter()
        .filter(|p| p.source == Source::User)
        .map(|p| p.tokens)
        .sum();
    let user_bar = c
        .by_source
        .iter()
        .find(|(s, _)| *s == Source::User)
        .unwrap()
        .1;
    assert_eq!(user_bar, user_parts);
    let compacted = trace
        .find_from(0, |say| matches!(say, Say::Compacted { .. }))
        .unwrap();
    let before = context_view(&trace, &trace.steps[compacted - 1].snapshot);
    let after = context_view(&trace, &trace.steps[compacted].snapshot);
    assert!(after.total < before.total);
    assert!(after.parts.iter().any(|p| p.label.starts_with("summary: ")));
    let bars = request_bars(&trace, &trace.steps.last().unwrap().snapshot);
    let labels: Vec<&str> = bars.iter().map(|b| b.label.as_str()).collect();
    assert_eq!(labels, ["turn 1", "turn 2", "summary", "turn 3"]);
    assert!(bars[3].cached < bars[2].cached, "the cache misses after it");
}

#[test]
fn the_panels_read_the_step() {
    let (_, trace) = run("run-tests", &[Reply::Always]);
    let ask = trace
        .find_from(0, |say| matches!(say, Say::Ask { .. }))
        .unwrap();
    let p = view::permission(&trace, ask).expect("a question waits");
    assert_eq!((p.id.as_str(), p.tool.as_str()), ("perm_1", "run_tests"));
    assert!(view::permission(&trace, ask - 1).is_none());
    assert!(view::waiting_for_you(&trace, ask));
    assert!(!view::waiting_for_you(&trace, ask + 1));
    let before = view::agent(&trace, ask);
    let after = view::agent(&trace, trace.steps.len() - 1);
    let rule = |a: &view::AgentView| {
        a.rules
            .iter()
            .find(|r| r.tool == "run_tests")
            .map(|r| (r.decision, r.source))
    };
    assert_eq!(rule(&before), Some((Decision::Ask, RuleSource::Agent)));
    assert_eq!(rule(&after), Some((Decision::Allow, RuleSource::Saved)));
    assert_eq!(
        view::session(&trace, trace.steps.len() - 1).status,
        Status::Idle
    );
    assert_eq!(view::status(&trace, ask), Status::Running);
    assert_eq!(view::turn(&trace, ask).unwrap().title, "turn 1");
    assert_eq!(
        view::step_text(&trace, 5),
        "Step 6 of 25: runner sends request, turn 1 to the llm"
    );
    assert_eq!(
        view::draft(&trace, 0).as_deref(),
        Some(trace.harness().drafts()[0].1.as_str())
    );
    assert_eq!(view::draft(&trace, 1), None);
    let llm = view::llm(&trace, ask);
    assert_eq!(
        llm.line,
        "Finished the reply to turn 1's request. It keeps nothing between requests."
    );
    assert_eq!(llm.events.len(), 3);
    assert!(view::changed(&trace, ask).contains(&"permission"));
    assert!(view::changed(&trace, 0).is_empty());
}

#[test]
fn the_marks_show_llm_calls_tool_runs_questions_and_trouble() {
    let (_, trace) = run("stop", &[]);
    let marks = view::marks(&trace);
    assert!(marks.iter().any(|(_, m)| *m == view::Mark::Trouble));
    assert!(marks.iter().any(|(_, m)| *m == view::Mark::LlmCall));
    assert!(marks.iter().any(|(_, m)| *m == view::Mark::ToolCall));
    let (_, waiting) = run("run-tests", &[]);
    assert_eq!(
        view::marks(&waiting).last().map(|(_, m)| *m),
        Some(view::Mark::Question)
    );
}

#[test]
fn the_context_panel_says_whether_its_figures_are_estimated_or_reported() {
    use harness_demo::harness::protocol::schema::Usage;
    let mut s = scenario("what-is-a-harness");
    s.replies[0].usage = Some(Usage {
        prompt_tokens: 2_431,
        cached_tokens: Some(2_304),
        cache_write_tokens: None,
        cache_write_1h_tokens: None,
        completion_tokens: 60,
    });
    let trace = derive(&s, &Inputs::default());
    let usage = trace
        .find_from(0, |say| {
            matches!(
                say,
                Say::Event {
                    event: LlmEvent::Usage { .. }
                }
            )
        })
        .expect("the provider's count arrives");
    let before = context_view(&trace, &trace.steps[usage - 1].snapshot);
    assert!(before.origin.starts_with("estimated:"), "{}", before.origin);
    let after = context_view(&trace, &trace.steps[usage].snapshot);
    assert_eq!(
        after.origin,
        "reported by the server for the latest request: 2,431 tokens read, 2,304 of them from its prompt cache; the figures above are this page's estimate"
    );
}

/// Whether a panel's key moves whenever its view does: a key that stayed put while the view
/// changed would leave the page showing a stale panel.
fn keys_follow_views<K: PartialEq + std::fmt::Debug, V: PartialEq + std::fmt::Debug>(
    what: &str,
    key: fn(&Trace, usize) -> K,
    view_of: fn(&Trace, usize) -> V,
) {
    let mut changes = 0;
    for s in harness_demo::harness::scenario::builtin().unwrap() {
        for replies in [vec![], vec![Reply::Always], vec![Reply::Decline]] {
            let trace = derive(&s, &answers(&replies));
            for i in 1..trace.steps.len() {
                if view_of(&trace, i) != view_of(&trace, i - 1) {
                    changes += 1;
                    assert_ne!(
                        key(&trace, i),
                        key(&trace, i - 1),
                        "{what}: {} step {}: the view changed but its key did not",
                        s.id,
                        i + 1
                    );
                }
            }
        }
    }
    assert!(
        changes > 0,
        "{what}: the view never changed, so the check says nothing"
    );
}

#[test]
fn each_panels_key_changes_whenever_its_view_does() {
    use harness_demo::view::panel_keys as keys;
    keys_follow_views("agent", keys::agent, view::agent);
    keys_follow_views("context", keys::context, view::context);
    keys_follow_views("requests", keys::requests, view::requests);
    keys_follow_views("llm", keys::llm, view::llm);
    keys_follow_views("turn", keys::turn, view::turn);
    keys_follow_views("session", keys::session, view::session);
    keys_follow_views("permission", keys::permission, view::permission);
}

#[test]
fn the_changed_marks_name_exactly_what_changed() {
    let (_, trace) = run("run-tests", &[Reply::Always]);
    let at = |say: fn(&Say) -> bool| trace.find_from(0, say).unwrap();
    assert_eq!(view::changed(&trace, 0), Vec::<&str>::new());
    // The prompt joins the thread: the session's thread and the context grow.
    assert_eq!(view::changed(&trace, 1), ["session.thread", "context"]);
    assert_eq!(
        view::changed(&trace, at(|s| *s == Say::Run)),
        ["session.status", "session.runs"]
    );
    // The request carries what the context panel already showed as the next one.
    assert_eq!(
        view::changed(&trace, at(|s| matches!(s, Say::Request { .. }))),
        ["llm", "turn"]
    );
    assert_eq!(
        view::changed(&trace, at(|s| matches!(s, Say::Ask { .. }))),
        ["permission"]
    );
    assert_eq!(
        view::changed(&trace, at(|s| matches!(s, Say::Answer { .. }))),
        ["agent", "permission"]
    );
    assert_eq!(
        view::changed(&trace, at(|s| *s == Say::Idle)),
        ["session.status"]
    );
    // The runner closes the stream: the llm's phase changes, its events do not.
    let (_, stopped) = run("stop", &[]);
    let cancel = stopped
        .find_from(0, |say| matches!(say, Say::Cancel { .. }))
        .unwrap();
    assert!(view::changed(&stopped, cancel).contains(&"llm"));
    assert!(!view::changed(&stopped, cancel).contains(&"turn"));
    // The summary request carries less than the thread: the context changes, the thread not.
    let (_, compacting) = run("compaction", &[]);
    let summarize = compacting
        .find_from(0, |say| matches!(say, Say::Summarize { .. }))
        .unwrap();
    let marks = view::changed(&compacting, summarize);
    assert!(
        marks.contains(&"context") && !marks.contains(&"session.thread"),
        "{marks:?}"
    );
    let (_, two) = {
        let mut s = scenario("read-file");
        s.second_client = Some(harness_demo::harness::scenario::SecondClient {
            text: "And who wrote it?".into(),
            at_step: 8,
        });
        let t = derive(&s, &Inputs::default());
        (s, t)
    };
    // The second window's message is saved in the session as it arrives.
    let arrives = two
        .find_from(
            0,
            |say| matches!(say, Say::Prompt { text } if text == "And who wrote it?"),
        )
        .unwrap();
    assert_eq!(view::changed(&two, arrives), ["session.queued"]);
}

#[test]
fn the_session_and_llm_panels_read_the_step() {
    let (_, trace) = run("compaction", &[]);
    let compacted = trace
        .find_from(0, |say| matches!(say, Say::Compacted { .. }))
        .unwrap();
    let before = view::session(&trace, compacted - 1);
    let after = view::session(&trace, compacted);
    assert_eq!((before.compactions, after.compactions), (0, 1));
    assert_eq!(after.id, "session_1");
    assert_eq!(after.agent, "coder");
    assert_eq!(after.status, Status::Running);
    assert_eq!(after.thread_len, 3);
    assert_eq!(after.runs, 1);
    let first = trace
        .find_from(0, |say| {
            matches!(
                say,
                Say::Event {
                    event: LlmEvent::Finish {}
                }
            )
        })
        .unwrap();
    assert_eq!(
        view::llm(&trace, first).events,
        [
            "text \"I'll read src/lib.rs first.\"",
            "tool-call call_1 read_file(src/lib.rs)",
            "finish"
        ]
    );
}

#[test]
fn the_trace_knows_its_questions_and_where_it_waits() {
    let (_, trace) = run("run-tests", &[Reply::Once]);
    let ask = trace
        .find_from(0, |say| matches!(say, Say::Ask { .. }))
        .unwrap();
    assert!(trace.is_question(ask));
    assert!(!trace.is_question(ask - 1));
    assert!(!trace.is_question(trace.steps.len() + 3));
    assert_eq!(trace.questions_before(ask), 0);
    assert_eq!(trace.questions_before(ask + 1), 1);
    assert_eq!(trace.questions_before(trace.steps.len() + 10), 1);
    // Answered, it waits nowhere; stepping back to its question, the buttons still act, to
    // answer otherwise; nowhere else.
    assert!(!trace.waits_at(ask));
    assert!(!trace.waits_at(trace.steps.len() - 1));
    assert!(view::waiting_for_you(&trace, ask));
    assert!(!view::waiting_for_you(&trace, ask + 1));
    assert!(!view::waiting_for_you(&trace, ask - 1));
    let (_, waiting) = run("run-tests", &[]);
    let last = waiting.steps.len() - 1;
    assert!(waiting.waits_at(last));
    assert!(!waiting.waits_at(last - 1));
    assert!(view::waiting_for_you(&waiting, last));
    assert!(!view::waiting_for_you(&waiting, last - 1));
    // Stopped at the question: while the press travels, the question is still open, but those
    // steps are not the question, so the answers do not act there.
    let stopped = derive(
        &scenario("run-tests"),
        &Inputs {
            stops: vec![waiting.steps.len()],
            ..Inputs::default()
        },
    );
    let press = stopped.find_from(0, |say| *say == Say::Stop).unwrap();
    assert!(stopped.steps[press].snapshot.question.is_some());
    assert!(!view::waiting_for_you(&stopped, press));
}

#[test]
fn stop_is_offered_while_the_run_goes_and_found_where_the_press_arrives() {
    let (s, trace) = run("stop", &[]);
    let pressed = s.stop_after_step.unwrap();
    assert_eq!(view::stop_step(&trace, 0), Some(pressed));
    assert_eq!(view::stop_step(&trace, pressed), Some(pressed));
    assert_eq!(view::stop_step(&trace, pressed + 1), None);
    assert!(!view::stoppable(&trace, 0), "idle before the run starts");
    assert!(
        view::stoppable(&trace, pressed - 1),
        "running when Stop is pressed"
    );
    assert!(
        !view::stoppable(&trace, trace.steps.len() - 1),
        "idle at the end"
    );
}

// ---- the narration's cases that no golden run reaches -------------------------------------

fn queued_run() -> (harness_demo::harness::scenario::Scenario, Trace) {
    let mut s = scenario("read-file");
    s.second_client = Some(harness_demo::harness::scenario::SecondClient {
        text: "Also, who wrote it?".into(),
        at_step: 8,
    });
    let trace = derive(&s, &Inputs::default());
    (s, trace)
}

#[test]
fn the_narration_says_when_waiting_messages_join_a_request() {
    let (s, trace) = queued_run();
    let joins = trace
        .find_from(0, |say| matches!(say, Say::Request { joins: 1, .. }))
        .unwrap();
    assert!(view::narrate(&trace, joins).contains(" (1 message that waited joined it first)"));
    let alone = trace
        .find_from(0, |say| matches!(say, Say::Request { joins: 0, .. }))
        .unwrap();
    assert!(!view::narrate(&trace, alone).contains("waited"));
    // The text render marks the steps where a message waits.
    let queued = trace
        .find_from(0, |say| *say == Say::Accepted { queued: true })
        .unwrap();
    let render = view::text::render(&s, &trace);
    let line = |i: usize| {
        render
            .lines()
            .skip_while(|l| !l.trim_start().starts_with(&format!("{}/", i + 1)))
            .nth(2)
            .unwrap()
            .to_string()
    };
    assert!(line(queued).contains(" · 1 queued"), "{}", line(queued));
    assert!(!line(0).contains("queued"), "{}", line(0));
}

#[test]
fn the_narration_of_typing_counts_the_thread_it_will_join() {
    let (_, mut trace) = run("read-file", &[]);
    assert!(view::narrate(&trace, 0).ends_with("is still empty."));
    // The same keystrokes with two messages already in the thread.
    trace.steps[0].snapshot.thread = 0..2;
    assert_eq!(
        view::narrate(&trace, 0),
        "You type a message into the client. Nothing has been sent yet; the thread holds 2 messages."
    );
}

#[test]
fn the_narration_counts_a_summary_requests_attempts() {
    let (_, mut trace) = run("compaction", &[]);
    let at = trace
        .find_from(0, |say| matches!(say, Say::Summarize { .. }))
        .unwrap();
    assert!(!view::narrate(&trace, at).contains("attempt"));
    if let Say::Summarize { attempt, .. } = &mut trace.steps[at].envelope.say {
        *attempt = 2;
    }
    assert!(view::narrate(&trace, at).contains("asks the llm (attempt 2 of 3) to summarize"));
}

#[test]
fn stop_during_a_summary_drops_the_summary() {
    let s = scenario("compaction");
    let plain = derive(&s, &Inputs::default());
    let at = plain
        .find_from(0, |say| matches!(say, Say::Summarize { .. }))
        .unwrap();
    let stopped = derive(
        &s,
        &Inputs {
            stops: vec![at + 2],
            ..Inputs::default()
        },
    );
    let cancel = stopped
        .find_from(at, |say| matches!(say, Say::Cancel { .. }))
        .expect("Stop cancels the summary's stream");
    assert_eq!(
        view::narrate(&stopped, cancel),
        "The runner closes the llm's stream: the summary is dropped and the thread stays as it was."
    );
    // Some of the summary had arrived; none of it reaches the thread.
    assert!(says(&stopped).take(cancel).skip(at).any(|say| matches!(
        say,
        Say::Event {
            event: LlmEvent::Text { .. }
        }
    )));
    let summary = &s.summaries[0];
    assert!(stopped
        .harness()
        .main()
        .log()
        .thread()
        .iter()
        .all(|m| match m {
            harness_demo::harness::protocol::schema::Message::Assistant { text, .. } =>
                !summary.starts_with(text.as_str()) || text.is_empty(),
            _ => true,
        }));
}

#[test]
fn the_narration_names_the_rule_that_decided() {
    use harness_demo::harness::protocol::schema::Rule;
    use harness_demo::harness::scenario::script::ScriptedReply;
    // Always at the first of two run_tests calls: the second runs by the saved rule.
    let mut twice = scenario("run-tests");
    let ask = twice.replies[0].clone();
    twice.replies = vec![
        ask.clone(),
        ask,
        ScriptedReply {
            text: "Done.".into(),
            ..ScriptedReply::default()
        },
    ];
    let trace = derive(&twice, &answers(&[Reply::Always]));
    let ran: Vec<String> = (0..trace.steps.len())
        .filter(|i| matches!(trace.steps[*i].envelope.say, Say::RunTool { .. }))
        .map(|i| view::narrate(&trace, i))
        .collect();
    assert_eq!(ran.len(), 2, "{ran:?}");
    assert!(
        ran[1].starts_with("The rule you saved says run_tests → allow"),
        "{ran:?}"
    );

    let ask_why = |s: &harness_demo::harness::scenario::Scenario, inputs: &Inputs| {
        let trace = derive(s, inputs);
        let at = trace
            .find_from(0, |say| matches!(say, Say::Ask { .. }))
            .unwrap();
        view::narrate(&trace, at)
    };
    let s = scenario("run-tests");
    assert!(ask_why(&s, &Inputs::default()).contains(
        "The permission rules, set in advance with the agent's instructions and tools, say run_tests → ask"
    ));
    let user = Inputs {
        user_rules: vec![Rule {
            tool: "run_tests".into(),
            decision: Decision::Ask,
        }],
        ..Inputs::default()
    };
    assert!(ask_why(&s, &user).contains("Your rule says run_tests → ask"));
    let mut no_rules = scenario("run-tests");
    no_rules.agent.rules.clear();
    assert!(ask_why(&no_rules, &Inputs::default())
        .contains("No permission rule names run_tests, which counts as ask"));
}

#[test]
fn an_idle_chat_shows_no_call_still_going_in_any_scenario_whatever_a_rule_says() {
    // A sub-agent's request once cleared the calls its parent had open, so the task call that
    // waited on it kept "running" after its result (found by the soak).
    for s in harness_demo::harness::scenario::builtin().unwrap() {
        for tool in [None, Some("read_file"), Some("run_tests")] {
            let inputs = Inputs {
                user_rules: tool
                    .map(|t| harness_demo::harness::machine::with_rule(&[], t, Decision::Deny))
                    .unwrap_or_default(),
                ..answers(&[Reply::Once; 8])
            };
            let trace = derive(&s, &inputs);
            if trace.harness().main().status() != Status::Idle {
                continue;
            }
            let chat = ChatLog::build(&trace);
            let last = trace.steps.len() - 1;
            for id in 0..chat.len_at(last) {
                if let Some((
                    _,
                    ChatRow::ToolCall {
                        id: call, state, ..
                    },
                )) = chat.row_at(id, last)
                {
                    assert!(
                        !matches!(
                            state,
                            CallState::Asked | CallState::Running | CallState::WaitingForYou
                        ),
                        "{} with {tool:?} denied: idle, but {call} shows {state:?}",
                        s.id
                    );
                }
            }
        }
    }
}

#[test]
fn read_progress_rounds_to_the_nearest_percent_and_an_empty_log_is_done() {
    use harness_demo::view::import::ReadProgress;
    let at = |read, total| ReadProgress { read, total }.percent();
    assert_eq!(at(0, 0), 100, "nothing to read is read");
    assert_eq!(at(0, 3), 0);
    assert_eq!(at(1, 3), 33);
    assert_eq!(at(2, 3), 67, "66.7 rounds up");
    assert_eq!(at(1, 200), 1, "0.5 rounds up");
    assert_eq!(at(3, 3), 100);
    assert_eq!(at(u64::MAX, u64::MAX), 100, "no overflow on huge sizes");
    assert_eq!(at(5, 3), 100, "never past the end");
    assert_eq!(
        ReadProgress {
            read: 512,
            total: 1024
        }
        .words(),
        "Reading your log… 50 %"
    );
}

/// A run of `turns` turns, each reading a file: about ten steps a turn.
fn long_run(turns: usize) -> Trace {
    use harness_demo::harness::scenario::script::{ScriptedCall, ScriptedReply};
    let mut s = scenario("read-file");
    let read = ScriptedReply {
        text: "Reading.".into(),
        tool_calls: vec![ScriptedCall {
            tool: "read_file".into(),
            input: "README.md".into(),
            id: None,
            result: None,
        }],
        ..ScriptedReply::default()
    };
    s.replies = vec![read; turns];
    s.agent.max_turns = None;
    derive(&s, &Inputs::default())
}

#[test]
fn a_long_run_marks_only_questions_trouble_and_sub_agents() {
    assert!(!view::stepper::is_long(view::LONG_RUN_STEPS));
    assert!(view::stepper::is_long(view::LONG_RUN_STEPS + 1));
    let short = long_run(3);
    let kinds =
        |t: &Trace| -> Vec<view::Mark> { view::marks(t).into_iter().map(|(_, m)| m).collect() };
    assert!(kinds(&short).contains(&view::Mark::LlmCall));
    assert!(kinds(&short).contains(&view::Mark::ToolCall));
    let long = long_run(200);
    assert!(
        long.steps.len() > view::LONG_RUN_STEPS,
        "{} steps",
        long.steps.len()
    );
    assert!(!kinds(&long).contains(&view::Mark::LlmCall));
    assert!(!kinds(&long).contains(&view::Mark::ToolCall));
}

#[test]
fn chapters_start_at_each_prompt_and_each_sub_agent() {
    use harness_demo::view::chapters::{chapters, ChapterKind};
    let (_, trace) = run("subagent", &[]);
    let found = chapters(&trace);
    assert_eq!(found[0].kind, ChapterKind::Prompt);
    assert!(
        found[0].label.starts_with("prompt 1: "),
        "{}",
        found[0].label
    );
    let sub = found
        .iter()
        .find(|c| c.kind == ChapterKind::SubAgent)
        .expect("a sub-agent chapter");
    assert_eq!(sub.label, "sub-agent: explorer (session_2)");
    assert!(matches!(
        trace.steps[sub.step].envelope.say,
        Say::Spawned { .. }
    ));
    assert!(view::marks(&trace).contains(&(sub.step, view::Mark::SubAgent)));
}

#[test]
fn the_session_panel_names_the_session_and_lists_sessions_only_when_there_are_two() {
    let (_, one) = run("read-file", &[]);
    let v = view::session(&one, 3);
    assert_eq!((v.id.as_str(), v.agent.as_str()), ("session_1", "coder"));
    assert!(view::sessions(&one, 3).is_empty());
    assert_eq!(view::agent_name(&one, 0), "coder");
    let (_, two) = run("subagent", &[]);
    let last = two.steps.len() - 1;
    let lines = view::sessions(&two, last);
    assert_eq!(lines.len(), 2, "the coder and its explorer");
    assert_eq!(view::llm(&one, 0).line, "Waiting for its first request.");
}

#[test]
fn a_file_read_whole_says_no_skips() {
    use harness_demo::logs::FileReport;
    use harness_demo::view::import::file_read;
    let report = FileReport {
        name: "a.jsonl".into(),
        format: Some("Codex".into()),
        lines_read: 1,
        skipped: Vec::new(),
        unit: Default::default(),
        problem: None,
    };
    assert_eq!(file_read(&report), "1 line read");
}

#[test]
fn the_llm_panel_says_what_the_llm_does_at_each_phase() {
    let lines = |id: &str| -> Vec<String> {
        let (_, trace) = run(id, &[]);
        let mut seen: Vec<String> = Vec::new();
        for i in 0..trace.steps.len() {
            let line = view::llm(&trace, i).line;
            if !seen.contains(&line) {
                seen.push(line);
            }
        }
        seen
    };
    let read = lines("read-file");
    for line in [
        "Waiting for its first request.",
        "Thinking: turn 1's request arrived; nothing streamed yet.",
        "Streaming the reply to turn 1's request:",
        "Finished the reply to turn 2's request. It keeps nothing between requests.",
    ] {
        assert!(read.contains(&line.to_string()), "{line} in {read:?}");
    }
    assert!(lines("compaction")
        .iter()
        .any(|l| l == "Streaming the reply to the summary request:"));
    let flaky = lines("flaky-llm");
    assert!(
        flaky
            .iter()
            .any(|l| l.starts_with("The stream of the reply to turn 1's request broke")),
        "{flaky:?}"
    );
    let stopped = lines("stop");
    assert!(
        stopped
            .iter()
            .any(|l| l.starts_with("The runner closed the stream of the reply to turn")),
        "{stopped:?}"
    );
}
