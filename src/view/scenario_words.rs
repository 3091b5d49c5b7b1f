//! A built-in scenario's title and description in the page's language. The catalog has them by
//! scenario id; a scenario from a file or a link whose words differ from the built-in one's
//! keeps its own.

/// The words of `field` ("title", "description") of scenario `id`, whose own words are `own`.
fn translated(id: &str, field: &str, own: &str) -> String {
    let key = format!("scenario-{id}-{field}");
    let english =
        crate::i18n::english().format(&key, &[], &crate::i18n::Table(crate::i18n::ENGLISH));
    if english.as_deref() != Some(own) {
        return own.to_string();
    }
    crate::i18n::lookup(&key, &[]).unwrap_or_else(|| own.to_string())
}

/// A scenario's title, translated when it is a built-in one's.
pub fn title(id: &str, own: &str) -> String {
    translated(id, "title", own)
}

/// A scenario's description, translated when it is a built-in one's.
pub fn description(id: &str, own: &str) -> String {
    translated(id, "description", own)
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::i18n::{self, Catalog, ENGLISH};
    use std::rc::Rc;

    #[test]
    fn a_built_in_title_is_translated_and_another_with_the_same_id_keeps_its_own() {
        let own = "The context fills up";
        assert_eq!(title("compaction", own), own);
        let german =
            Catalog::parse("scenario-compaction-title = Der Kontext läuft voll\n").unwrap();
        i18n::use_table(i18n::matching("de").unwrap(), Rc::new(german));
        assert_eq!(title("compaction", own), "Der Kontext läuft voll");
        assert_eq!(
            title("compaction", "My own compaction demo"),
            "My own compaction demo"
        );
        assert_eq!(title("not-built-in", "Mine"), "Mine");
        let own = "This agent's context window holds only 3,000 tokens. When the next request would not fit, the harness has the llm summarize the older messages and replaces them: the thread shrinks, and the prompt cache misses.";
        let german = Catalog::parse(
            "scenario-compaction-description = Das Kontextfenster fasst nur 3.000 Tokens.\n",
        )
        .unwrap();
        i18n::use_table(i18n::matching("de").unwrap(), Rc::new(german));
        assert_eq!(
            description("compaction", own),
            "Das Kontextfenster fasst nur 3.000 Tokens."
        );
        assert_eq!(
            description("compaction", "Another description"),
            "Another description"
        );
        i18n::use_table(ENGLISH, i18n::english());
    }
}
