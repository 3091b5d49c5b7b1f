//! The page's words in the reader's language. Code names a message and its arguments
//! (`t!("step-of", k = 3, n = 12)`); the words come from the language's catalog, a Fluent file
//! under `src/locales/` a translator can read and edit. English is built in; the page fetches
//! another language's file when a reader first picks it.
//!
//! The language is the page's one setting, so it is held here for the thread rather than passed
//! through every function that says something: the view model stays pure (same language, same
//! words), and the page re-renders what it shows when the language changes (`on_read`).

mod catalog;
mod language;

use std::cell::RefCell;
use std::rc::Rc;

pub use catalog::{Arg, Catalog, Rules, ToArg};
pub use language::{choose, matching, Language, Table, ENGLISH, LANGUAGES, PSEUDO};

/// The files of each language's catalog, by area, under `src/locales/<tag>/`.
pub const FILES: [&str; 10] = [
    "page.ftl",
    "narration.ftl",
    "agents.ftl",
    "chat.ftl",
    "panels.ftl",
    "predict.ftl",
    "files.ftl",
    "scenarios.ftl",
    "errors.ftl",
    "logs.ftl",
];

/// The English catalog's text, built into the page: its files without their comments
/// (`build.rs`).
pub const ENGLISH_FTL: &str = include_str!(concat!(env!("OUT_DIR"), "/en.ftl"));

/// The messages the log reader's worker says (`err-log-…`, `log-…`), the only English it
/// carries: the rest of the catalog would add about a quarter to its download.
pub const READER_FTL: &str = include_str!(concat!(env!("OUT_DIR"), "/en-reader.ftl"));

/// The English text the running binary carries, set once at its start ([`carry_english`]).
static ENGLISH_TEXT: std::sync::OnceLock<&'static str> = std::sync::OnceLock::new();

/// Without [`carry_english`]: natively (the tests, the examples) every message; in the browser
/// nothing, so that a binary links only the text it names.
#[cfg(not(target_arch = "wasm32"))]
const CARRIED_BY_DEFAULT: &str = ENGLISH_FTL;
#[cfg(target_arch = "wasm32")]
const CARRIED_BY_DEFAULT: &str = "";

/// Makes `text` the English catalog, before the first message is looked up: the page carries
/// [`ENGLISH_FTL`], the log reader's worker [`READER_FTL`]. A later call changes nothing.
pub fn carry_english(text: &'static str) {
    let _ = ENGLISH_TEXT.set(text);
}

struct Current {
    language: Language,
    catalog: Rc<Catalog>,
    rules: Rc<dyn Rules>,
    /// Called on every lookup: the page subscribes its reactive text to the language here.
    on_read: Option<fn()>,
}

thread_local! {
    static ENGLISH_CATALOG: Rc<Catalog> =
        Rc::new(Catalog::parse(ENGLISH_TEXT.get().copied().unwrap_or(CARRIED_BY_DEFAULT)).expect("the English catalog parses (tests/i18n.rs)"));
    static CURRENT: RefCell<Current> = RefCell::new(Current {
        language: ENGLISH,
        catalog: ENGLISH_CATALOG.with(Rc::clone),
        rules: Rc::new(Table(ENGLISH)),
        on_read: None,
    });
}

/// The English catalog.
pub fn english() -> Rc<Catalog> {
    ENGLISH_CATALOG.with(Rc::clone)
}

/// Speaks `language` from now on, with `catalog` and `rules`. A message the catalog lacks is
/// said in English.
pub fn set(language: Language, catalog: Rc<Catalog>, rules: Rc<dyn Rules>) {
    CURRENT.with(|c| {
        let mut c = c.borrow_mut();
        c.language = language;
        c.catalog = catalog;
        c.rules = rules;
    });
}

/// Speaks `language` with its catalog and the native table's rules: for tests and tools.
pub fn use_table(language: Language, catalog: Rc<Catalog>) {
    set(language, catalog, Rc::new(Table(language)));
}

/// The language spoken now.
pub fn language() -> Language {
    CURRENT.with(|c| c.borrow().language)
}

/// Has `f` called at every lookup: the page tracks its language signal there, so text made in a
/// reactive scope is made again when the language changes.
pub fn on_read(f: fn()) {
    CURRENT.with(|c| c.borrow_mut().on_read = Some(f));
}

/// Message `id` with its arguments, in the language spoken now (in English if its catalog lacks
/// it; the id itself if English lacks it too, which the tests forbid).
pub fn message(id: &str, args: &[(&str, Arg<'_>)]) -> String {
    let (catalog, rules, on_read) = CURRENT.with(|c| {
        let c = c.borrow();
        (Rc::clone(&c.catalog), Rc::clone(&c.rules), c.on_read)
    });
    if let Some(track) = on_read {
        track();
    }
    catalog
        .format(id, args, rules.as_ref())
        .or_else(|| english().format(id, args, rules.as_ref()))
        .unwrap_or_else(|| id.to_string())
}

/// Message `id` in the language spoken now, or `None` when English lacks it too: for messages
/// named at run time (a built-in scenario's title), whose absence is not a mistake.
pub fn lookup(id: &str, args: &[(&str, Arg<'_>)]) -> Option<String> {
    english().format(id, &[], &Table(ENGLISH))?;
    Some(message(id, args))
}

/// `n` as the language spoken now writes numbers.
pub fn number(n: u64) -> String {
    let rules = CURRENT.with(|c| Rc::clone(&c.borrow().rules));
    rules.number(n)
}

/// A message in the language spoken now: `t!("id")` or `t!("id", name = value, …)`, each value
/// a number or text (`ToArg`), borrowed.
#[macro_export]
macro_rules! t {
    ($id:literal) => {
        $crate::i18n::message($id, &[])
    };
    ($id:literal, $($name:ident = $value:expr),+ $(,)?) => {
        $crate::i18n::message($id, &[$((stringify!($name), $crate::i18n::ToArg::to_arg(&$value))),+])
    };
}

#[cfg(test)]
mod tests {
    use super::*;
    use std::cell::Cell;

    thread_local! {
        static READS: Cell<u32> = const { Cell::new(0) };
    }

    #[test]
    fn every_lookup_tells_the_page_so_its_text_follows_the_language() {
        on_read(|| READS.with(|r| r.set(r.get() + 1)));
        let said = message("play", &[]);
        assert_eq!(said, "Play");
        assert_eq!(READS.with(Cell::get), 1);
        let _ = t!("stepper-position", k = 2u64, n = 9u64);
        assert_eq!(READS.with(Cell::get), 2);
    }

    #[test]
    fn a_message_the_language_lacks_is_said_in_english_and_one_english_lacks_by_its_id() {
        let german = Catalog::parse("play = Abspielen\n").unwrap();
        use_table(matching("de").unwrap(), Rc::new(german));
        assert_eq!(language().tag, "de");
        assert_eq!(message("play", &[]), "Abspielen");
        assert_eq!(message("pause", &[]), "Pause");
        assert_eq!(message("no-such-message", &[]), "no-such-message");
        assert_eq!(lookup("no-such-message", &[]), None);
        assert_eq!(lookup("play", &[]).as_deref(), Some("Abspielen"));
        assert_eq!(number(22_782_506), "22.782.506");
    }
}
