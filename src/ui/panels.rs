//! "The data behind this step": six panels, each reading its own part of the step's view, so
//! a step rewrites only the fields that changed.

use leptos::prelude::*;

use super::page::Page;
use crate::t;
use crate::ui::lang::tr;
use crate::view::context::{source_key, source_name, TYPICAL_SYSTEM_PROMPT};
use crate::view::words::thousands;
use crate::view::words_of_the_core::{Decision, Mode, RuleSource, Source};
use crate::view::{self, words::percent};

/// The six panels.
#[component]
pub fn Panels() -> impl IntoView {
    let page = expect_context::<Page>();
    provide_context(Changed(page.at_step(view::changed)));
    view! {
        <section class="data" aria-labelledby="data-title">
            <h3 id="data-title">{tr("panel-data-title")}</h3>
            <p class="note">{move || t!("panel-data-note", system = TYPICAL_SYSTEM_PROMPT)}</p>
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

/// Which fields changed at the step shown, read once for all the panels.
#[derive(Clone, Copy)]
struct Changed(Memo<Vec<&'static str>>);

/// A region named `name`, with a heading; marked when something in it changed this step.
#[component]
fn Panel(name: &'static str, children: Children) -> impl IntoView {
    let Changed(all) = expect_context::<Changed>();
    let changed = move || all.with(|c| c.iter().any(|c| c.split('.').next() == Some(name)));
    view! {
        <section class=format!("panel panel-{name}") class:changed=changed aria-labelledby=format!("panel-{name}")>
            <h4 id=format!("panel-{name}")>{move || t!("panel-name", name = name)}</h4>
            // Said in words too, so colour is not the only sign.
            <span class="changed-badge" hidden=move || !changed()>{tr("panel-changed")}</span>
            {children()}
        </section>
    }
}

#[component]
fn LlmPanel() -> impl IntoView {
    let page = expect_context::<Page>();
    let llm = page.at_key(view::panel_keys::llm, view::llm);
    view! {
        <p>{move || llm.with(|l| l.line.clone())}</p>
        <p class="caption" hidden=move || llm.with(|l| l.earlier == 0)>{move || llm.with(|l| t!("panel-llm-earlier", n = l.earlier))}</p>
        <ol class="events" start=move || llm.with(|l| l.earlier + 1)>
            {move || llm.with(|l| l.events.iter().map(|e| view! { <li><code>{e.clone()}</code></li> }).collect_view())}
        </ol>
    }
}

fn source_class(source: Source) -> String {
    format!("src-{}", source_key(source))
}

#[component]
fn ContextPanel() -> impl IntoView {
    let page = expect_context::<Page>();
    let ctx = page.at_key(view::panel_keys::context, view::context);
    let total = move || ctx.with(|c| c.total);
    let cached = move || ctx.with(|c| c.cached);
    let figures = move || {
        ctx.with(|c| {
            let (cached, written, uncached) = (c.cached, c.written, c.uncached);
            if c.pending {
                t!(
                    "panel-context-figures-next",
                    cached = cached,
                    written = written,
                    uncached = uncached
                )
            } else {
                t!(
                    "panel-context-figures",
                    cached = cached,
                    written = written,
                    uncached = uncached
                )
            }
        })
    };
    let window = move || {
        ctx.with(|c| {
            c.window.map_or(String::new(), |w| {
                let percent = c.total * 100 / w.max(1);
                t!("panel-context-window", percent = percent, window = w)
            })
        })
    };
    let segments = move || {
        ctx.with(|c| {
            c.by_source
                .iter()
                .map(|(source, tokens)| {
                    let width = format!("width: {}", percent(*tokens, c.total));
                    // The figure as it is, as the page always showed it here.
                    let title = t!("panel-context-segment", kind = source_name(*source), tokens = tokens.to_string());
                    view! { <span class=format!("seg {}", source_class(*source)) style=width title=title></span> }
                })
                .collect_view()
        })
    };
    // The bar's parts in words: what each kind of content costs in this request.
    let kinds = move || {
        ctx.with(|c| {
            c.by_source
                .iter()
                .map(|(source, tokens)| {
                    view! {
                        <li>
                            <span class=format!("swatch {}", source_class(*source)) aria-hidden="true"></span>
                            {source_name(*source)} " " <span class="tok">{thousands(*tokens)}</span>
                        </li>
                    }
                })
                .collect_view()
        })
    };
    let parts = move || {
        ctx.with(|c| {
            c.parts
                .iter()
                .map(|p| {
                    view! {
                        <li>
                            <span class=format!("swatch {}", source_class(p.source)) aria-hidden="true"></span>
                            <span class="part-label">{p.label.clone()}</span>
                            <span class="tok">{thousands(p.tokens)}</span>
                            {p.breakpoint.then(|| view! { <span class="bp">{t!("panel-context-breakpoint")}</span> })}
                        </li>
                    }
                })
                .collect_view()
        })
    };
    let how = move || {
        ctx.with(|c| {
            c.how
                .iter()
                .map(|line| view! { <li>{line.clone()}</li> })
                .collect_view()
        })
    };
    view! {
        <p class="caption">{move || ctx.with(|c| c.caption.clone())}</p>
        // Before a request goes out the total is a forecast, said plainly (the first screen
        // keeps its few controls); once one is out it opens to how it adds up.
        <p class="big" hidden=move || ctx.with(|c| !c.pending)>{move || t!("panel-context-total", tokens = total())}</p>
        <details class="how total-how" hidden=move || ctx.with(|c| c.pending)>
            <summary class="big">{move || t!("panel-context-total", tokens = total())}</summary>
            <ul>{how}</ul>
        </details>
        <p class="caption origin">{move || ctx.with(|c| c.origin.clone())}</p>
        <p class="cache-figures">{figures}</p>
        <p class="cache-why" hidden=move || ctx.with(|c| c.why.is_none())>{move || ctx.with(|c| c.why.clone().unwrap_or_default())}</p>
        <p class="caption" hidden=move || ctx.with(|c| c.window.is_none())>{window}</p>
        <div class="bar" role="img" aria-label=move || t!("panel-context-bar", cached = cached(), total = total())>
            {segments}
            <span class="cached-mark" style=move || format!("width: {}", percent(cached(), total()))></span>
        </div>
        <ul class="kinds" aria-label=tr("panel-context-kinds")>{kinds}</ul>
        <RequestChart />
        <ol class="parts">{parts}</ol>
        <super::cache::CacheReport ctx=ctx />
        <p class="note">{move || ctx.with(|c| c.cache.model.clone())}</p>
    }
}

/// Cached and uncached tokens of each request so far: the cache doing its work as the thread
/// grows, and missing after a compaction.
#[component]
fn RequestChart() -> impl IntoView {
    let page = expect_context::<Page>();
    let bars = page.at_key(view::panel_keys::requests, view::requests);
    let rows = move || {
        bars.with(|bars| {
            let max = bars
                .iter()
                .map(|b| b.cached + b.uncached)
                .max()
                .unwrap_or(1);
            bars.iter()
                .map(|b| {
                    let c = format!("width: {}", percent(b.cached, max));
                    let n = format!("width: {}", percent(b.uncached, max));
                    // Its price is asked for only once the row is opened: that loads the
                    // price table, the first time.
                    let open = RwSignal::new(false);
                    let (model, tokens) = (b.model.clone(), b.tokens);
                    let price = move || {
                        open.get().then(|| {
                            let line = match super::prices::price_table() {
                                None => t!("cost-loading"),
                                Some(Err(why)) => t!("cost-no-table", why = why),
                                Some(Ok(table)) => view::run_cost::request_cost(&table, model.as_deref(), tokens),
                            };
                            view! { <li>{line}</li> }
                        })
                    };
                    view! {
                        <li class:estimated=!b.reported>
                            <details class="how" on:toggle=move |e| open.set(event_target::<web_sys::HtmlDetailsElement>(&e).open())>
                                <summary>
                                    <span class="turn-no">{b.label.clone()}</span>
                                    <span class="turn-bar" aria-hidden="true">
                                        <span class="cached" style=c></span>
                                        <span class="new" style=n></span>
                                    </span>
                                    <span class="tok">{thousands(b.cached)} " / " {thousands(b.uncached)}</span>
                                    <span class="miss-mark">{b.miss.clone()}</span>
                                </summary>
                                <ul>{b.how.iter().map(|line| view! { <li>{line.clone()}</li> }).collect_view()}{price}</ul>
                            </details>
                        </li>
                    }
                })
                .collect_view()
        })
    };
    view! {
        <figure class="turn-chart" hidden=move || bars.with(Vec::is_empty)>
            <figcaption class="caption">{tr("panel-chart-caption")}</figcaption>
            <ul>{rows}</ul>
        </figure>
    }
}

#[component]
fn SessionPanel() -> impl IntoView {
    let page = expect_context::<Page>();
    let session = page.at_key(view::panel_keys::session, view::session);
    let Changed(changed) = expect_context::<Changed>();
    let mark = move |key: &'static str| move || changed.with(|c| c.contains(&key));
    view! {
        <dl>
            <dt>{tr("panel-session-id")}</dt><dd><code>{move || session.with(|s| s.id.clone())}</code></dd>
            <dt>{tr("panel-session-agent")}</dt><dd>{move || session.with(|s| s.agent.clone())}</dd>
            // The status is the article's keyword (idle, running), as code is.
            <dt>{tr("panel-session-status")}</dt><dd class:changed=mark("session.status")>{move || session.with(|s| s.status.as_str())}</dd>
            <dt>{tr("panel-session-thread")}</dt><dd class:changed=mark("session.thread")>{move || session.with(|s| t!("panel-n-messages", n = s.thread_len))}</dd>
            <dt>{tr("panel-session-queued")}</dt><dd class:changed=mark("session.queued")>{move || session.with(|s| s.queued)}</dd>
            <dt>{tr("panel-session-runs")}</dt><dd class:changed=mark("session.runs")>{move || session.with(|s| s.runs)}</dd>
            <dt>{tr("panel-session-compacted")}</dt><dd>{move || session.with(|s| t!("panel-session-compactions", n = s.compactions))}</dd>
        </dl>
        <div class="sessions" hidden=move || session.with(|s| s.sessions.is_empty())>
            <p class="caption">{tr("panel-sessions-caption")}</p>
            <ul>
                {move || session.with(|s| s.sessions.iter().map(|l| {
                    let style = format!("padding-left: {}rem", l.depth);
                    view! {
                        <li style=style class:shown=l.shown aria-current=l.shown.then_some("true")>
                            <code>{l.id.clone()}</code> " " {l.agent.clone()} " · " {l.status.as_str()}
                        </li>
                    }
                }).collect_view())}
            </ul>
        </div>
    }
}

#[component]
fn TurnPanel() -> impl IntoView {
    let page = expect_context::<Page>();
    let turn = page.at_key(view::panel_keys::turn, view::turn);
    view! {
        <p hidden=move || turn.with(Option::is_some)>{tr("panel-turn-none")}</p>
        <dl hidden=move || turn.with(Option::is_none)>
            <dt>{tr("panel-turn-number")}</dt><dd>{move || turn.with(|t| t.as_ref().map_or(0, |t| t.number))}</dd>
            <dt>{tr("panel-turn-request")}</dt><dd>{move || turn.with(|t| t.as_ref().map(|t| t.title.clone()).unwrap_or_default())}</dd>
            <dt>{tr("panel-turn-carries")}</dt><dd>{move || turn.with(|t| t.as_ref().map(|t| t.request.clone()).unwrap_or_default())}</dd>
            <dt>{tr("panel-turn-events")}</dt><dd>{move || turn.with(|t| t.as_ref().map_or(0, |t| t.events))}</dd>
        </dl>
    }
}

#[component]
fn AgentPanel() -> impl IntoView {
    let page = expect_context::<Page>();
    let agent = page.at_key(view::panel_keys::agent, view::agent);
    let rules = move || {
        agent.with(|a| {
            a.rules
                .iter()
                .map(|rule| {
                    let tool = rule.tool.clone();
                    let current = rule.decision;
                    // Saved by Always allow or set here: either way it lasts until Reset.
                    let saved = matches!(rule.source, RuleSource::Saved | RuleSource::User);
                    let badge = match rule.source {
                        RuleSource::Saved | RuleSource::User => Some(t!("panel-rule-saved")),
                        RuleSource::Mode(m) => Some(t!("panel-rule-by-mode", mode = m.as_str())),
                        _ => None,
                    };
                    view! {
                        <li class=format!("rule rule-{}", current.as_str()) class:saved=saved>
                            <label>
                                <code>{tool.clone()}</code> " → "
                                <select
                                    aria-label=t!("panel-rule-for", tool = &tool)
                                    on:change=move |ev| {
                                        if let Some(d) = Decision::parse(&event_target_value(&ev)) {
                                            page.set_rule(&tool, d);
                                        }
                                    }
                                >
                                    {Decision::ALL
                                        .iter()
                                        .map(|d| view! { <option value=d.as_str() selected=*d == current>{d.as_str()}</option> })
                                        .collect_view()}
                                </select>
                            </label>
                            {badge.map(|b| view! { <span class="badge">{b}</span> })}
                        </li>
                    }
                })
                .collect_view()
        })
    };
    view! {
        <dl>
            <dt>{tr("panel-agent-name")}</dt><dd>{move || agent.with(|a| a.name.clone())}</dd>
            <dt>{tr("panel-agent-tools")}</dt><dd>{move || agent.with(|a| a.tools.join(", "))}</dd>
            <dt hidden=move || agent.with(|a| a.agents.is_empty())>{tr("panel-agent-hands-work-to")}</dt>
            <dd hidden=move || agent.with(|a| a.agents.is_empty())>{move || agent.with(|a| a.agents.join(", "))}</dd>
            <dt>{tr("panel-agent-limits")}</dt><dd>{move || agent.with(|a| a.limits.join(" · "))}</dd>
            <dt hidden=move || agent.with(|a| a.hooks.is_empty())>{tr("panel-agent-hooks")}</dt>
            <dd hidden=move || agent.with(|a| a.hooks.is_empty())>{move || agent.with(|a| a.hooks.join(" · "))}</dd>
        </dl>
        <label class="mode">
            {tr("panel-permission-mode-label")} " "
            <select
                aria-label=tr("panel-permission-mode")
                on:change=move |ev| {
                    if let Some(m) = Mode::parse(&event_target_value(&ev)) {
                        page.set_mode(m);
                    }
                }
            >
                {move || {
                    let current = agent.with(|a| a.mode);
                    Mode::ALL
                        .iter()
                        .map(|m| view! { <option value=m.as_str() selected=*m == current>{m.as_str()}</option> })
                        .collect_view()
                }}
            </select>
        </label>
        <p class="caption">{tr("panel-rules-caption")}</p>
        <ul class="rules">{rules}</ul>
    }
}

#[component]
fn PermissionPanel() -> impl IntoView {
    let page = expect_context::<Page>();
    let permission = page.at_key(view::panel_keys::permission, view::permission);
    let field = move |f: fn(&view::PermissionView) -> String| {
        move || permission.with(|p| p.as_ref().map(f).unwrap_or_default())
    };
    view! {
        <p hidden=move || permission.with(Option::is_some)>{tr("panel-permission-none")}</p>
        <dl hidden=move || permission.with(Option::is_none)>
            <dt>{tr("panel-permission-id")}</dt><dd><code>{field(|p| p.id.clone())}</code></dd>
            <dt>{tr("panel-permission-asked-by")}</dt><dd>{field(|p| p.agent.clone())}</dd>
            <dt>{tr("panel-permission-call")}</dt><dd><code>{field(|p| p.call_id.clone())}</code> " " <code>{field(|p| p.tool.clone())}</code></dd>
            <dt>{tr("panel-permission-input")}</dt><dd><code>{field(|p| p.input.clone())}</code></dd>
            <dt>{tr("panel-permission-replies")}</dt><dd>{tr("panel-permission-answers")}</dd>
        </dl>
    }
}
