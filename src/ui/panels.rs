//! "The data behind this step": six panels read straight from the step's snapshot.

use leptos::prelude::*;

use super::state::AppState;
use crate::harness::machine::LlmPhase;
use crate::harness::narrate::thousands;
use crate::harness::schema::{Decision, Status};
use crate::harness::tokens::Source;
use crate::view::{percent, StepView};

/// The six panels.
#[component]
pub fn Panels() -> impl IntoView {
    view! {
        <section class="data" aria-labelledby="data-title">
            <h3 id="data-title">"The data behind this step"</h3>
            <p class="note">"Same shapes as the article's schemas, updating as you step. Token counts are estimates: about 4 characters per token, plus a typical 2,300-token system prompt."</p>
            <div class="panels">
                <Panel name="llm"><LlmPanel /></Panel>
                <Panel name="context"><ContextPanel /></Panel>
                <Panel name="session"><SessionPanel /></Panel>
                <Panel name="turn"><TurnPanel /></Panel>
                <Panel name="agent"><AgentPanel /></Panel>
                <Panel name="permission"><PermissionPanel /></Panel>
            </div>
        </section>
    }
}

/// A region named `name`, with a heading; marked when something in it changed this step.
#[component]
fn Panel(name: &'static str, children: Children) -> impl IntoView {
    let state = expect_context::<AppState>();
    let changed = move || {
        state.current.with(|v| {
            v.as_ref()
                .is_some_and(|v| v.changed.iter().any(|c| c.split('.').next() == Some(name)))
        })
    };
    view! {
        <section class=format!("panel panel-{name}") class:changed=changed aria-labelledby=format!("panel-{name}")>
            <h4 id=format!("panel-{name}")>{name}</h4>
            // Said in words too, so colour is not the only sign.
            <span class="changed-badge" hidden=move || !changed()>"changed"</span>
            {children()}
        </section>
    }
}

/// Reads one thing from the current step, or a default before any step.
fn read<T: Default + 'static>(
    state: AppState,
    f: impl Fn(&StepView) -> T + Copy + 'static,
) -> impl Fn() -> T + Copy + 'static {
    move || {
        state
            .current
            .with(|v| v.as_ref().map(&f).unwrap_or_default())
    }
}

#[component]
fn LlmPanel() -> impl IntoView {
    let state = expect_context::<AppState>();
    let phase = read(state, |v| Some(v.llm.phase));
    let turn = read(state, |v| v.llm.turn);
    let events = read(state, |v| v.llm.events.clone());
    let line = move || match (phase(), turn()) {
        (Some(LlmPhase::Thinking), Some(n)) => {
            format!("Thinking: turn {n}'s request arrived; nothing streamed yet.")
        }
        (Some(LlmPhase::Streaming), Some(n)) => format!("Streaming turn {n}'s reply:"),
        (Some(LlmPhase::Finished), Some(n)) => {
            format!("Finished turn {n}'s reply. It keeps nothing between requests.")
        }
        _ => "Waiting for its first request.".to_string(),
    };
    view! {
        <p>{line}</p>
        <ol class="events">{move || events().into_iter().map(|e| view! { <li><code>{e}</code></li> }).collect_view()}</ol>
    }
}

fn source_class(source: Source) -> &'static str {
    match source {
        Source::SystemPrompt => "src-system",
        Source::Instructions => "src-instructions",
        Source::Tools => "src-tools",
        Source::User => "src-user",
        Source::Assistant => "src-assistant",
        Source::ToolResult => "src-result",
    }
}

#[component]
fn ContextPanel() -> impl IntoView {
    let state = expect_context::<AppState>();
    let ctx = read(state, |v| Some(v.context.clone()));
    let phase = read(state, |v| Some(v.llm.phase));
    let total = move || ctx().map_or(0, |c| c.total);
    let cached = move || ctx().map_or(0, |c| c.cached);
    view! {
        <p class="caption">{move || match phase() {
            Some(LlmPhase::Thinking | LlmPhase::Streaming) => "everything the llm reads this turn, in order",
            Some(LlmPhase::Finished) => "what the next request carries so far, in order",
            _ => "what the first request will carry, in order",
        }}</p>
        <p class="big">{move || thousands(total())} " tok"</p>
        <p>
            {move || thousands(cached())} " cached · " {move || thousands(total() - cached())} " new"
        </p>
        <div class="bar" role="img" aria-label=move || format!("{} of {} tokens come from the prompt cache", thousands(cached()), thousands(total()))>
            {move || {
                let c = ctx();
                let total = c.as_ref().map_or(1, |c| c.total);
                let by_source = c.as_ref().map(|c| c.by_source.clone()).unwrap_or_default();
                by_source
                    .into_iter()
                    .map(|(source, tokens)| {
                        let width = format!("width: {}", percent(tokens, total));
                        view! { <span class=format!("seg {}", source_class(source)) style=width title=format!("{}: {tokens} tok", source.label())></span> }
                    })
                    .collect_view()
            }}
            <span class="cached-mark" style=move || format!("width: {}", percent(cached(), total()))></span>
        </div>
        <TurnChart />
        <ol class="parts">
            {move || {
                ctx()
                    .map(|c| c.parts)
                    .unwrap_or_default()
                    .into_iter()
                    .map(|p| view! {
                        <li>
                            <span class=format!("swatch {}", source_class(p.source)) aria-hidden="true"></span>
                            <span class="part-label">{p.label}</span>
                            <span class="tok">{thousands(p.tokens)}</span>
                        </li>
                    })
                    .collect_view()
            }}
        </ol>
    }
}

#[component]
fn SessionPanel() -> impl IntoView {
    let state = expect_context::<AppState>();
    // Read with the step's changes in one go: a reactive attribute created inside this closure
    // would outlive the closure's next run.
    let session = read(state, |v| Some((v.session.clone(), v.changed.clone())));
    move || {
        session().map(|(s, changed)| {
            let changed = |key: &'static str| changed.contains(&key);
            let status = if s.status == Status::Running { "running" } else { "idle" };
            view! {
                <dl>
                    <dt>"id"</dt><dd><code>{s.id}</code></dd>
                    <dt>"agent"</dt><dd>{s.agent}</dd>
                    <dt>"status"</dt><dd class:changed=changed("session.status")>{status}</dd>
                    <dt>"thread"</dt><dd class:changed=changed("session.thread")>{s.thread_len} {if s.thread_len == 1 { " message" } else { " messages" }}</dd>
                    <dt>"queued"</dt><dd class:changed=changed("session.queued")>{s.queued}</dd>
                    <dt>"runs"</dt><dd class:changed=changed("session.runs")>{s.runs}</dd>
                </dl>
            }
        })
    }
}

#[component]
fn TurnPanel() -> impl IntoView {
    let state = expect_context::<AppState>();
    let turn = read(state, |v| v.turn.clone());
    move || match turn() {
        None => view! { <p>"no turn yet"</p> }.into_any(),
        Some(t) => view! {
            <dl>
                <dt>"number"</dt><dd>{t.number}</dd>
                <dt>"request"</dt><dd>{t.request}</dd>
                <dt>"events"</dt><dd>{t.events.len()}</dd>
            </dl>
        }
        .into_any(),
    }
}

#[component]
fn AgentPanel() -> impl IntoView {
    let state = expect_context::<AppState>();
    let agent = read(state, |v| Some(v.agent.clone()));
    let decisions = [
        (Decision::Allow, "allow"),
        (Decision::Ask, "ask"),
        (Decision::Deny, "deny"),
    ];
    move || {
        agent().map(|a| {
            let user_rules = state.user_rules.get();
            view! {
                <dl>
                    <dt>"name"</dt><dd>{a.name}</dd>
                    <dt>"tools"</dt><dd>{a.tools.join(", ")}</dd>
                </dl>
                <p class="caption">"rules (change one to run again from here)"</p>
                <ul class="rules">
                    {a.rules
                        .into_iter()
                        .map(|(tool, decision, saved_now)| {
                            let yours = saved_now || user_rules.iter().any(|r| r.tool == tool && r.decision == decision);
                            let word = decisions.iter().find(|(d, _)| *d == decision).map_or("ask", |(_, w)| *w);
                            let select_tool = tool.clone();
                            view! {
                                <li class=format!("rule rule-{word}") class:saved=yours>
                                    <label>
                                        <code>{tool.clone()}</code> " → "
                                        <select
                                            aria-label=format!("Rule for {tool}")
                                            on:change=move |ev| {
                                                let picked = event_target_value(&ev);
                                                if let Some((d, _)) = decisions.iter().find(|(_, w)| *w == picked) {
                                                    state.set_rule(&select_tool, *d);
                                                }
                                            }
                                        >
                                            {decisions
                                                .iter()
                                                .map(|(d, w)| view! { <option value=*w selected=*d == decision>{*w}</option> })
                                                .collect_view()}
                                        </select>
                                    </label>
                                    {yours.then(|| view! { <span class="badge">"saved"</span> })}
                                </li>
                            }
                        })
                        .collect_view()}
                </ul>
            }
        })
    }
}

#[component]
fn PermissionPanel() -> impl IntoView {
    let state = expect_context::<AppState>();
    let permission = read(state, |v| v.permission.clone());
    move || match permission() {
        None => view! { <p>"nothing waiting"</p> }.into_any(),
        Some(p) => view! {
            <dl>
                <dt>"id"</dt><dd><code>{p.id}</code></dd>
                <dt>"call"</dt><dd><code>{p.call.id}</code> " " <code>{p.call.tool}</code></dd>
                <dt>"input"</dt><dd><code>{p.call.input}</code></dd>
                <dt>"replies"</dt><dd>"once · always · deny"</dd>
            </dl>
        }
        .into_any(),
    }
}

/// Cached and new tokens of each turn so far: the cache doing its work as the thread grows.
#[component]
fn TurnChart() -> impl IntoView {
    let state = expect_context::<AppState>();
    let turns = read(state, |v| v.turn_tokens.clone());
    move || {
        let turns = turns();
        let max = turns.iter().map(|(_, c, n)| c + n).max().unwrap_or(1);
        (!turns.is_empty()).then(|| {
            view! {
                <figure class="turn-chart">
                    <figcaption class="caption">"per turn: cached / new tokens"</figcaption>
                    <ul>
                        {turns
                            .into_iter()
                            .map(|(number, cached, new)| {
                                let c = format!("width: {}", percent(cached, max));
                                let n = format!("width: {}", percent(new, max));
                                view! {
                                    <li>
                                        <span class="turn-no">"turn " {number}</span>
                                        <span class="turn-bar" aria-hidden="true">
                                            <span class="cached" style=c></span>
                                            <span class="new" style=n></span>
                                        </span>
                                        <span class="tok">{thousands(cached)} " / " {thousands(new)}</span>
                                    </li>
                                }
                            })
                            .collect_view()}
                    </ul>
                </figure>
            }
        })
    }
}
