//! `?src=<url>`: fetches a hosted scenario file, only when the page's address asks for one.
//! What the page says about it is `crate::hosted` (pure); the file, once here, is checked like
//! one chosen with "Load scenario file".

use leptos::prelude::*;
use wasm_bindgen::JsCast;
use wasm_bindgen_futures::JsFuture;

use super::page::Page;
use crate::hosted::{self, Unread};
use crate::link::Link;

/// Fetches the file `link.src` names and opens the link's run in it. On failure the page
/// keeps the start it shows and says why; the message is returned for an embed's parent.
pub async fn open(page: Page, link: Link) -> Result<(), String> {
    let Some(url) = link.src.clone() else {
        return Ok(());
    };
    page.notice.set(Some(hosted::loading(&url)));
    match fetch_text(&url).await {
        Ok(text) => page.open_hosted(link, &text),
        Err(unread) => {
            let problem = hosted::problem(&url, &unread);
            page.notice.set(Some(problem.clone()));
            Err(problem)
        }
    }
}

/// The body of `url` as text, or how reading it failed.
async fn fetch_text(url: &str) -> Result<String, Unread> {
    let window = web_sys::window().ok_or(Unread::Unreachable)?;
    let response: web_sys::Response = JsFuture::from(window.fetch_with_str(url))
        .await
        .map_err(|_| Unread::Unreachable)?
        .dyn_into()
        .map_err(|_| Unread::Unreachable)?;
    if !response.ok() {
        return Err(Unread::Status {
            code: response.status(),
            text: response.status_text(),
        });
    }
    let body = response.text().map_err(|_| Unread::NotText)?;
    JsFuture::from(body)
        .await
        .ok()
        .and_then(|v| v.as_string())
        .ok_or(Unread::NotText)
}
