//! The languages the page speaks, how a reader's choice or browser languages pick one, and
//! each language's numbers and plurals where the browser's `Intl` is not at hand (native tests).

use super::catalog::Rules;

/// A language the page has a catalog for.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct Language {
    /// Its BCP 47 tag: `?lang=`, `<html lang>`, the catalog's file name.
    pub tag: &'static str,
    /// Its name in itself, as the picker lists it.
    pub name: &'static str,
}

pub const ENGLISH: Language = Language {
    tag: "en",
    name: "English",
};

/// Every language the page speaks, English first; `x-pseudo` is for testing only, never listed.
pub const LANGUAGES: [Language; 8] = [
    ENGLISH,
    Language {
        tag: "zh-CN",
        name: "简体中文",
    },
    Language {
        tag: "zh-TW",
        name: "繁體中文",
    },
    Language {
        tag: "ja",
        name: "日本語",
    },
    Language {
        tag: "ko",
        name: "한국어",
    },
    Language {
        tag: "es",
        name: "Español",
    },
    Language {
        tag: "pt-BR",
        name: "Português (Brasil)",
    },
    Language {
        tag: "de",
        name: "Deutsch",
    },
];

/// Every message wrapped and lengthened: finds English left on the page and text that cannot
/// grow. Made from the English catalog, so it has no file.
pub const PSEUDO: Language = Language {
    tag: "x-pseudo",
    name: "Pseudo",
};

/// The language a tag asks for: exactly, or by its main part (`pt` → Português (Brasil),
/// `zh-Hant-HK` → 繁體中文, `de-AT` → Deutsch); `None` when the page does not speak it.
pub fn matching(tag: &str) -> Option<Language> {
    let tag = tag.trim().to_ascii_lowercase().replace('_', "-");
    if tag == PSEUDO.tag {
        return Some(PSEUDO);
    }
    if let Some(exact) = LANGUAGES.iter().find(|l| l.tag.to_ascii_lowercase() == tag) {
        return Some(*exact);
    }
    let mut parts = tag.split('-');
    let main = parts.next()?;
    if main == "zh" {
        // Traditional script, or a region that writes it, reads 繁體中文; the rest 简体中文.
        let traditional = parts.any(|p| matches!(p, "hant" | "tw" | "hk" | "mo"));
        return Some(LANGUAGES[if traditional { 2 } else { 1 }]);
    }
    LANGUAGES
        .iter()
        .find(|l| l.tag.split('-').next() == Some(main))
        .copied()
}

/// The page's language: `?lang=` if the page speaks it, else the first of the browser's
/// languages it speaks, else English.
pub fn choose(asked: Option<&str>, browser: &[String]) -> Language {
    asked
        .and_then(matching)
        .or_else(|| browser.iter().find_map(|t| matching(t)))
        .unwrap_or(ENGLISH)
}

/// Numbers and plurals from a table of the page's languages, for native tests and the golden
/// traces; the page itself asks the browser's `Intl`, which agrees on whole numbers.
pub struct Table(pub Language);

impl Rules for Table {
    fn plural(&self, n: u64) -> &'static str {
        match self.0.tag.split('-').next() {
            Some("zh" | "ja" | "ko") => "other",
            Some("pt") if n <= 1 => "one",
            _ if n == 1 => "one",
            _ => "other",
        }
    }

    fn number(&self, n: u64) -> String {
        let (separator, min) = match self.0.tag.split('-').next() {
            Some("de" | "pt") => ('.', 4),
            // Spanish groups only from five digits: 2420, 22.782.
            Some("es") => ('.', 5),
            _ => (',', 4),
        };
        let digits = n.to_string();
        if digits.len() < min {
            return digits;
        }
        let mut out = String::new();
        for (i, c) in digits.chars().enumerate() {
            if i > 0 && (digits.len() - i).is_multiple_of(3) {
                out.push(separator);
            }
            out.push(c);
        }
        out
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_tag_finds_its_language_exactly_or_by_its_main_part() {
        assert_eq!(matching("ja").unwrap().name, "日本語");
        assert_eq!(matching("pt").unwrap().tag, "pt-BR");
        assert_eq!(matching("pt-PT").unwrap().tag, "pt-BR");
        assert_eq!(matching("de-AT").unwrap().tag, "de");
        assert_eq!(matching("en-GB").unwrap(), ENGLISH);
        assert_eq!(matching("zh").unwrap().tag, "zh-CN");
        assert_eq!(matching("zh-Hans-SG").unwrap().tag, "zh-CN");
        assert_eq!(matching("zh-Hant").unwrap().tag, "zh-TW");
        assert_eq!(matching("zh_HK").unwrap().tag, "zh-TW");
        assert_eq!(matching("x-pseudo"), Some(PSEUDO));
        assert_eq!(matching("fr"), None);
        assert_eq!(matching(""), None);
    }

    #[test]
    fn the_link_wins_then_the_browser_then_english() {
        let browser = ["fr-FR".to_string(), "ko-KR".to_string(), "ja".to_string()];
        assert_eq!(choose(Some("de"), &browser).tag, "de");
        assert_eq!(choose(Some("xx"), &browser).tag, "ko");
        assert_eq!(choose(None, &browser).tag, "ko");
        assert_eq!(choose(None, &["fr".to_string()]), ENGLISH);
        assert_eq!(choose(None, &[]), ENGLISH);
    }

    #[test]
    fn numbers_and_plurals_follow_the_language() {
        let de = Table(matching("de").unwrap());
        assert_eq!(de.number(22_782_506), "22.782.506");
        assert_eq!(de.number(999), "999");
        assert_eq!(Table(ENGLISH).number(2_420), "2,420");
        // Six digits: no separator before the first.
        assert_eq!(Table(ENGLISH).number(999_999), "999,999");
        let es = Table(matching("es").unwrap());
        assert_eq!(es.number(2_420), "2420");
        assert_eq!(es.number(22_782), "22.782");
        assert_eq!(Table(ENGLISH).plural(1), "one");
        assert_eq!(Table(ENGLISH).plural(0), "other");
        let pt = Table(matching("pt-BR").unwrap());
        assert_eq!(
            (pt.plural(0), pt.plural(1), pt.plural(2)),
            ("one", "one", "other")
        );
        assert_eq!(Table(matching("ja").unwrap()).plural(1), "other");
    }
}
