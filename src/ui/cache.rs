//! The prompt cache in the context panel: where the request's breakpoints sit, and the
//! provider's reported figures beside the page's model of them.

use leptos::prelude::*;

use crate::ui::lang::tr;
use crate::view::ContextView;

/// The breakpoints and the reported figures of the context panel's request.
#[component]
pub fn CacheReport(ctx: Memo<ContextView>) -> impl IntoView {
    let breakpoints = move || {
        ctx.with(|c| {
            c.cache
                .breakpoints
                .iter()
                .map(|b| view! { <li>{b.clone()}</li> })
                .collect_view()
        })
    };
    let rows = move || {
        ctx.with(|c| {
            c.cache.reported.as_ref().map(|r| {
                r.rows
                    .iter()
                    .map(|(what, model, reported)| {
                        view! {
                            <tr>
                                <th scope="row">{what.clone()}</th>
                                <td>{model.clone()}</td>
                                <td>{reported.clone()}</td>
                            </tr>
                        }
                    })
                    .collect_view()
            })
        })
    };
    view! {
        <div class="breakpoints" hidden=move || ctx.with(|c| c.cache.breakpoints.is_empty())>
            <p class="caption">{tr("cache-breakpoints-caption")}</p>
            <ol>{breakpoints}</ol>
        </div>
        <figure class="cache-report" hidden=move || ctx.with(|c| c.cache.reported.is_none())>
            <table>
                <caption class="caption">{tr("cache-report-caption")}</caption>
                <thead>
                    <tr><th scope="col">{tr("cache-column-tokens")}</th><th scope="col">{tr("cache-column-model")}</th><th scope="col">{tr("cache-column-reported")}</th></tr>
                </thead>
                <tbody>{rows}</tbody>
            </table>
            <figcaption class="verdict">{move || ctx.with(|c| c.cache.reported.as_ref().map(|r| r.verdict.clone()).unwrap_or_default())}</figcaption>
        </figure>
    }
}
