//! The page's language: chosen from `?lang=`, else the browser's languages, else English; its
//! catalog fetched once when first used; numbers and plurals from the browser's `Intl`; the
//! picker in the header; and the text on the page made again when the language changes.

use std::cell::RefCell;
use std::collections::HashMap;
use std::rc::Rc;

use leptos::prelude::*;
use wasm_bindgen::{JsCast, JsValue};
use wasm_bindgen_futures::JsFuture;

use crate::i18n::{self, Catalog, Language, Rules, ENGLISH, LANGUAGES, PSEUDO};
use crate::t;

thread_local! {
    /// Bumped at each change of language; every text made in a reactive scope reads it.
    static VERSION: RwSignal<u32> = RwSignal::new(0);
    /// Catalogs fetched so far, so that going back to a language costs nothing.
    static FETCHED: RefCell<HashMap<&'static str, Rc<Catalog>>> = RefCell::new(HashMap::new());
    /// Their text, for the log reader's worker, which speaks the page's language too.
    static TEXTS: RefCell<HashMap<&'static str, Rc<str>>> = RefCell::new(HashMap::new());
    /// What went wrong loading the language the page opened in, for the notice once it shows.
    static PROBLEM: RefCell<Option<String>> = const { RefCell::new(None) };
}

/// Subscribes the reactive scope that is making text to the language.
fn track() {
    VERSION.with(|v| v.track());
}

/// The language as a link parameter (`&lang=ja`), empty for English: links, embed code and the
/// address bar carry it. Tracked, so the address bar follows a change.
pub fn param() -> String {
    track();
    match i18n::language() {
        ENGLISH => String::new(),
        other => format!("&lang={}", other.tag),
    }
}

/// Numbers and plurals as the browser's `Intl` has them for a language.
struct Intl {
    plural: js_sys::Intl::PluralRules,
    number: js_sys::Function,
}

impl Intl {
    fn new(tag: &str) -> Intl {
        // The pseudo-language counts as English.
        let tag = if tag == PSEUDO.tag { "en" } else { tag };
        let locales = js_sys::Array::of1(&JsValue::from_str(tag));
        let plural = js_sys::Intl::PluralRules::new(&locales, &js_sys::Object::new());
        let number = js_sys::Intl::NumberFormat::new(&locales, &js_sys::Object::new()).format();
        Intl { plural, number }
    }
}

impl Rules for Intl {
    fn plural(&self, n: u64) -> &'static str {
        match self.plural.select(n as f64).as_string().as_deref() {
            Some("zero") => "zero",
            Some("one") => "one",
            Some("two") => "two",
            Some("few") => "few",
            Some("many") => "many",
            _ => "other",
        }
    }

    fn number(&self, n: u64) -> String {
        self.number
            .call1(&JsValue::NULL, &JsValue::from_f64(n as f64))
            .ok()
            .and_then(|s| s.as_string())
            .unwrap_or_else(|| n.to_string())
    }
}

/// The reactive text of message `id` (no arguments) for a view: one closure type for all of
/// them, so the page's wasm carries its rendering code once rather than per message.
pub fn tr(id: &'static str) -> impl Fn() -> String + Copy + Send + Sync + 'static {
    move || i18n::message(id, &[])
}

/// The browser's languages, most preferred first.
fn browser_languages() -> Vec<String> {
    let Some(window) = web_sys::window() else {
        return Vec::new();
    };
    window
        .navigator()
        .languages()
        .iter()
        .filter_map(|l| l.as_string())
        .collect()
}

/// The language the page opens in, from its query string and the browser.
pub fn chosen(query: &str) -> Language {
    let asked = query
        .strip_prefix('?')
        .unwrap_or(query)
        .split('&')
        .find_map(|p| p.strip_prefix("lang="));
    i18n::choose(asked, &browser_languages())
}

/// The catalog of `language`: built in for English, made from English for the pseudo-language,
/// else its files fetched from `locales/<tag>/` (once per page).
async fn catalog(language: Language) -> Result<Rc<Catalog>, String> {
    if language == ENGLISH {
        return Ok(i18n::english());
    }
    if language == PSEUDO {
        return Ok(Rc::new(i18n::english().pseudo()));
    }
    if let Some(c) = FETCHED.with(|f| f.borrow().get(language.tag).cloned()) {
        return Ok(c);
    }
    let mut text = String::new();
    for file in i18n::FILES {
        text.push_str(&fetch(&format!("locales/{}/{file}", language.tag)).await?);
        text.push('\n');
    }
    let c = Rc::new(Catalog::parse(&text)?);
    FETCHED.with(|f| f.borrow_mut().insert(language.tag, Rc::clone(&c)));
    TEXTS.with(|t| t.borrow_mut().insert(language.tag, text.into()));
    Ok(c)
}

/// The text of the catalog spoken now, as fetched: empty for English and the pseudo-language,
/// which have no file to fetch.
pub fn catalog_text() -> Rc<str> {
    let tag = i18n::language().tag;
    TEXTS.with(|t| t.borrow().get(tag).cloned().unwrap_or_else(|| "".into()))
}

pub(super) async fn fetch(url: &str) -> Result<String, String> {
    let window = web_sys::window().ok_or("no window")?;
    let response: web_sys::Response = JsFuture::from(window.fetch_with_str(url))
        .await
        .map_err(|_| format!("{url} could not be reached"))?
        .dyn_into()
        .map_err(|_| format!("{url} gave no response"))?;
    if !response.ok() {
        return Err(format!(
            "{url}: {} {}",
            response.status(),
            response.status_text()
        ));
    }
    let body = response.text().map_err(|_| format!("{url} is not text"))?;
    JsFuture::from(body)
        .await
        .ok()
        .and_then(|v| v.as_string())
        .ok_or_else(|| format!("{url} is not text"))
}

/// Speaks `language` from now on: the catalog, `<html lang>`, and every text on the page again.
/// When its catalog cannot be had, stays as it was and says why.
pub async fn switch(language: Language) -> Result<(), String> {
    let c = catalog(language).await?;
    i18n::set(language, c, Rc::new(Intl::new(language.tag)));
    if let Some(html) = web_sys::window()
        .and_then(|w| w.document())
        .and_then(|d| d.document_element())
    {
        let _ = html.set_attribute("lang", language.tag);
    }
    VERSION.with(|v| v.update(|n| *n += 1));
    Ok(())
}

/// Before the page mounts: speak the language it was opened in, English until its catalog
/// arrives, and English with a notice if it cannot.
pub async fn start(language: Language) {
    i18n::on_read(track);
    i18n::set(ENGLISH, i18n::english(), Rc::new(Intl::new(ENGLISH.tag)));
    if language != ENGLISH {
        if let Err(problem) = switch(language).await {
            PROBLEM.with(|p| *p.borrow_mut() = Some(problem_notice(language, &problem)));
        }
    }
}

/// Said in the language still spoken: the one asked for is what could not load.
fn problem_notice(language: Language, problem: &str) -> String {
    t!(
        "language-failed",
        language = language.name,
        problem = problem
    )
}

/// What went wrong loading the language the page opened in, once.
pub fn take_problem() -> Option<String> {
    PROBLEM.with(|p| p.borrow_mut().take())
}

/// The language picker: every language in its own name.
#[component]
pub fn LanguagePicker(notice: RwSignal<Option<String>>) -> impl IntoView {
    let current = move || {
        track();
        i18n::language().tag
    };
    let change = move |ev: leptos::ev::Event| {
        let Some(language) = i18n::matching(&event_target_value(&ev)) else {
            return;
        };
        leptos::task::spawn_local(async move {
            if let Err(problem) = switch(language).await {
                notice.set(Some(problem_notice(language, &problem)));
                // The picker goes back to the language still spoken.
                VERSION.with(|v| v.update(|n| *n += 1));
            }
        });
    };
    view! {
        <label class="language">
            <span class="visually-hidden">{tr("language")}</span>
            <select prop:value=current on:change=change>
                {LANGUAGES
                    .iter()
                    .map(|l| view! { <option value=l.tag lang=l.tag>{l.name}</option> })
                    .collect_view()}
            </select>
        </label>
    }
}
