//! One language's messages, read from a Fluent file (`.ftl`), and how a message is put into
//! words with its arguments.
//!
//! The subset of Fluent read here is what a translator of this page needs: comments, messages
//! (`id = text`, continued on indented lines), variables (`{ $name }`), string literals
//! (`{ "{" }`) and selectors on a number's plural category or a text's value (`{ $n -> [one] …
//! *[other] … }`). Anything else is an error naming its line, so a broken catalog is found by
//! the tests, never shown half-read.

use std::collections::HashMap;

/// A message's argument: a number, shown as the language writes numbers and chosen on by plural
/// category, or text, shown as it is. It borrows: a call site builds no string for it.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Arg<'a> {
    Num(u64),
    Text(&'a str),
}

/// What `t!` takes as an argument's value: a count or a text, by reference.
pub trait ToArg {
    fn to_arg(&self) -> Arg<'_>;
}

impl ToArg for u64 {
    fn to_arg(&self) -> Arg<'_> {
        Arg::Num(*self)
    }
}
impl ToArg for usize {
    fn to_arg(&self) -> Arg<'_> {
        Arg::Num(*self as u64)
    }
}
impl ToArg for u32 {
    fn to_arg(&self) -> Arg<'_> {
        Arg::Num(u64::from(*self))
    }
}
impl ToArg for i64 {
    /// The page's figures are counts and sizes; a negative one is a bug shown as 0.
    fn to_arg(&self) -> Arg<'_> {
        Arg::Num((*self).max(0).unsigned_abs())
    }
}
impl ToArg for str {
    fn to_arg(&self) -> Arg<'_> {
        Arg::Text(self)
    }
}
impl ToArg for String {
    fn to_arg(&self) -> Arg<'_> {
        Arg::Text(self)
    }
}
impl<T: ToArg + ?Sized> ToArg for &T {
    fn to_arg(&self) -> Arg<'_> {
        (**self).to_arg()
    }
}

/// How a language writes numbers and picks plural forms: the browser's `Intl` on the page, a
/// table of the page's languages natively.
pub trait Rules {
    /// The CLDR plural category of `n`: "zero", "one", "two", "few", "many" or "other".
    fn plural(&self, n: u64) -> &'static str;
    /// `n` with the language's digit grouping: 22782506 → "22,782,506" or "22.782.506".
    fn number(&self, n: u64) -> String;
}

#[derive(Clone, Debug, PartialEq, Eq)]
enum Element {
    Text(String),
    Var(String),
    Select {
        on: String,
        variants: Vec<(String, Pattern)>,
        default: usize,
    },
}

type Pattern = Vec<Element>;

/// A language's messages by id.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct Catalog {
    messages: HashMap<String, Pattern>,
}

impl Catalog {
    /// Reads a Fluent file; an error names the line and what is wrong with it.
    pub fn parse(source: &str) -> Result<Catalog, String> {
        let mut messages = HashMap::new();
        let mut lines = source.lines().enumerate().peekable();
        while let Some((n, line)) = lines.next() {
            if line.trim().is_empty() || line.starts_with('#') {
                continue;
            }
            let (id, first) = line
                .split_once('=')
                .ok_or_else(|| format!("line {}: expected `id = text`", n + 1))?;
            let id = id.trim();
            if id.is_empty()
                || !id
                    .chars()
                    .all(|c| c.is_ascii_alphanumeric() || c == '-' || c == '_')
            {
                return Err(format!("line {}: {id:?} is not a message id", n + 1));
            }
            // Continuation lines are indented; Fluent joins them with line breaks.
            let mut value = first.trim().to_string();
            while let Some((_, next)) = lines.peek() {
                // A selector's closing brace may stand at the start of its line.
                if (next.starts_with(' ') || next.starts_with('}')) && !next.trim().is_empty() {
                    if !value.is_empty() {
                        value.push('\n');
                    }
                    value.push_str(next.trim());
                    lines.next();
                } else {
                    break;
                }
            }
            let pattern = Parser::new(&value)
                .pattern(false)
                .map_err(|e| format!("line {} ({id}): {e}", n + 1))?;
            if messages.insert(id.to_string(), pattern).is_some() {
                return Err(format!("line {}: {id} is defined twice", n + 1));
            }
        }
        Ok(Catalog { messages })
    }

    /// The message `id` in words, or `None` when this catalog lacks it.
    pub fn format(&self, id: &str, args: &[(&str, Arg<'_>)], rules: &dyn Rules) -> Option<String> {
        let mut out = String::new();
        write(self.messages.get(id)?, args, rules, &mut out);
        Some(out)
    }

    /// The ids of its messages, in no order.
    pub fn ids(&self) -> impl Iterator<Item = &str> {
        self.messages.keys().map(String::as_str)
    }

    /// The variables message `id` uses, sorted, each once.
    pub fn variables(&self, id: &str) -> Vec<String> {
        fn walk(pattern: &Pattern, out: &mut Vec<String>) {
            for e in pattern {
                match e {
                    Element::Text(_) => {}
                    Element::Var(v) => out.push(v.clone()),
                    Element::Select { on, variants, .. } => {
                        out.push(on.clone());
                        for (_, p) in variants {
                            walk(p, out);
                        }
                    }
                }
            }
        }
        let mut out = Vec::new();
        if let Some(p) = self.messages.get(id) {
            walk(p, &mut out);
        }
        out.sort();
        out.dedup();
        out
    }

    /// A pseudo-language for testing: every text of `self` with its letters accented, lengthened
    /// by about a third and each message bracketed, so English left on the page and text that
    /// cannot grow both show.
    pub fn pseudo(&self) -> Catalog {
        fn accent(text: &str) -> String {
            let mut out: String = text
                .chars()
                .map(|c| match c {
                    'a' => 'á',
                    'e' => 'ë',
                    'i' => 'ï',
                    'o' => 'ö',
                    'u' => 'ü',
                    'A' => 'Å',
                    'E' => 'É',
                    'O' => 'Ø',
                    'c' => 'ç',
                    'n' => 'ñ',
                    other => other,
                })
                .collect();
            let letters = text.chars().filter(|c| c.is_alphabetic()).count();
            out.extend(std::iter::repeat_n('~', letters / 3));
            out
        }
        fn walk(pattern: &Pattern) -> Pattern {
            pattern
                .iter()
                .map(|e| match e {
                    Element::Text(t) => Element::Text(accent(t)),
                    Element::Var(v) => Element::Var(v.clone()),
                    Element::Select {
                        on,
                        variants,
                        default,
                    } => Element::Select {
                        on: on.clone(),
                        variants: variants.iter().map(|(k, p)| (k.clone(), walk(p))).collect(),
                        default: *default,
                    },
                })
                .collect()
        }
        let messages = self
            .messages
            .iter()
            .map(|(id, p)| {
                let mut p = walk(p);
                p.insert(0, Element::Text("⟦".into()));
                p.push(Element::Text("⟧".into()));
                (id.clone(), p)
            })
            .collect();
        Catalog { messages }
    }
}

fn write(pattern: &Pattern, args: &[(&str, Arg<'_>)], rules: &dyn Rules, out: &mut String) {
    let arg = |name: &str| args.iter().find(|(k, _)| *k == name).map(|(_, v)| v);
    for e in pattern {
        match e {
            Element::Text(t) => out.push_str(t),
            Element::Var(v) => match arg(v) {
                Some(Arg::Num(n)) => out.push_str(&rules.number(*n)),
                Some(Arg::Text(t)) => out.push_str(t),
                // A message the code does not give this argument: visible, never silent.
                None => {
                    out.push_str("{$");
                    out.push_str(v);
                    out.push('}');
                }
            },
            Element::Select {
                on,
                variants,
                default,
            } => {
                let chosen = match arg(on) {
                    // An exact number first ([0], [1]), then the plural category.
                    Some(Arg::Num(n)) => {
                        let exact = n.to_string();
                        let category = rules.plural(*n);
                        variants
                            .iter()
                            .position(|(k, _)| *k == exact)
                            .or_else(|| variants.iter().position(|(k, _)| k == category))
                    }
                    Some(Arg::Text(t)) => variants.iter().position(|(k, _)| k == t),
                    None => None,
                };
                write(&variants[chosen.unwrap_or(*default)].1, args, rules, out);
            }
        }
    }
}

/// Reads a pattern: text with placeables.
struct Parser<'a> {
    chars: std::iter::Peekable<std::str::Chars<'a>>,
}

impl<'a> Parser<'a> {
    fn new(text: &'a str) -> Self {
        Parser {
            chars: text.chars().peekable(),
        }
    }

    /// Text and placeables up to the end, or, in a variant, up to its line's end or the
    /// selector's closing brace.
    fn pattern(&mut self, in_variant: bool) -> Result<Pattern, String> {
        let mut out = Vec::new();
        let mut text = String::new();
        while let Some(&c) = self.chars.peek() {
            if in_variant && (c == '\n' || c == '}') {
                break;
            }
            self.chars.next();
            match c {
                '{' => {
                    let placeable = self.placeable()?;
                    match placeable {
                        Element::Text(t) => text.push_str(&t),
                        other => {
                            if !text.is_empty() {
                                out.push(Element::Text(std::mem::take(&mut text)));
                            }
                            out.push(other);
                        }
                    }
                }
                '}' => return Err("a `}` with no `{`".into()),
                c => text.push(c),
            }
        }
        if !text.is_empty() {
            out.push(Element::Text(text));
        }
        Ok(out)
    }

    fn blank(&mut self) {
        while self.chars.peek().is_some_and(|c| c.is_whitespace()) {
            self.chars.next();
        }
    }

    fn name(&mut self) -> String {
        let mut name = String::new();
        while let Some(&c) = self.chars.peek() {
            if c.is_ascii_alphanumeric() || c == '_' || c == '-' {
                name.push(c);
                self.chars.next();
            } else {
                break;
            }
        }
        name
    }

    /// After `{`: a variable, a string literal or a selector, through its `}`.
    fn placeable(&mut self) -> Result<Element, String> {
        self.blank();
        let element = match self.chars.next() {
            Some('"') => {
                let mut literal = String::new();
                loop {
                    match self.chars.next() {
                        Some('"') => break,
                        Some('\\') => literal.extend(self.chars.next()),
                        Some(c) => literal.push(c),
                        None => return Err("a string literal with no closing `\"`".into()),
                    }
                }
                Element::Text(literal)
            }
            Some('$') => {
                let on = self.name();
                if on.is_empty() {
                    return Err("a `$` with no variable name".into());
                }
                self.blank();
                if self.chars.peek() == Some(&'-') {
                    self.chars.next();
                    if self.chars.next() != Some('>') {
                        return Err("expected `->`".into());
                    }
                    return self.select(on);
                }
                Element::Var(on)
            }
            _ => {
                return Err("a placeable must be a `$variable`, a selector or a \"string\"".into())
            }
        };
        self.blank();
        match self.chars.next() {
            Some('}') => Ok(element),
            _ => Err("expected `}`".into()),
        }
    }

    /// After `$on ->`: the variants, one per line, through the closing `}`.
    fn select(&mut self, on: String) -> Result<Element, String> {
        let mut variants = Vec::new();
        let mut default = None;
        loop {
            self.blank();
            match self.chars.next() {
                Some('}') => break,
                Some('*') => {
                    if default.is_some() {
                        return Err(format!("two default variants in the selector on ${on}"));
                    }
                    default = Some(variants.len());
                    if self.chars.next() != Some('[') {
                        return Err("expected `[` after `*`".into());
                    }
                }
                Some('[') => {}
                _ => {
                    return Err(format!(
                        "expected a variant `[key]` in the selector on ${on}"
                    ))
                }
            }
            self.blank();
            let key = self.name();
            self.blank();
            if key.is_empty() || self.chars.next() != Some(']') {
                return Err(format!(
                    "a variant key in the selector on ${on} is not `[name]`"
                ));
            }
            while self.chars.peek() == Some(&' ') {
                self.chars.next();
            }
            variants.push((key, self.pattern(true)?));
        }
        let default =
            default.ok_or_else(|| format!("the selector on ${on} has no `*[default]`"))?;
        Ok(Element::Select {
            on,
            variants,
            default,
        })
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    struct English;
    impl Rules for English {
        fn plural(&self, n: u64) -> &'static str {
            if n == 1 {
                "one"
            } else {
                "other"
            }
        }
        fn number(&self, n: u64) -> String {
            format!("<{n}>")
        }
    }

    fn say(source: &str, id: &str, args: &[(&str, Arg<'_>)]) -> String {
        Catalog::parse(source)
            .unwrap()
            .format(id, args, &English)
            .unwrap()
    }

    #[test]
    fn text_and_variables_take_their_arguments_numbers_as_the_language_writes_them() {
        let src = "# a comment\n\ngreet = Hello { $name }, { $n } new\n";
        assert_eq!(
            say(
                src,
                "greet",
                &[("name", Arg::Text("Ann")), ("n", Arg::Num(3))]
            ),
            "Hello Ann, <3> new"
        );
        // An argument the code forgot shows, rather than vanishing.
        assert_eq!(say(src, "greet", &[]), "Hello {$name}, {$n} new");
    }

    #[test]
    fn a_selector_picks_an_exact_number_then_the_plural_category_then_the_default() {
        let src = "msgs =\n    { $n ->\n        [0] no messages\n        [one] { $n } message\n       *[other] { $n } messages\n    }\n";
        assert_eq!(say(src, "msgs", &[("n", Arg::Num(0))]), "no messages");
        assert_eq!(say(src, "msgs", &[("n", Arg::Num(1))]), "<1> message");
        assert_eq!(say(src, "msgs", &[("n", Arg::Num(7))]), "<7> messages");
        let src = "who =\n    { $part ->\n        [client] you\n       *[other] { $part }\n    }\n";
        assert_eq!(say(src, "who", &[("part", Arg::Text("client"))]), "you");
        assert_eq!(say(src, "who", &[("part", Arg::Text("llm"))]), "llm");
    }

    #[test]
    fn text_around_a_selector_and_string_literals_are_kept() {
        let src = "x = a { $n ->\n    [one] b\n   *[other] c\n} d { \"{\" }e{ \"}\" }\n";
        assert_eq!(say(src, "x", &[("n", Arg::Num(1))]), "a b d {e}");
    }

    #[test]
    fn continuation_lines_join_with_line_breaks() {
        assert_eq!(say("x = one\n  two\n", "x", &[]), "one\ntwo");
    }

    #[test]
    fn broken_catalogs_name_the_line() {
        for (src, says) in [
            ("no equals sign\n", "line 1"),
            ("a b = text\n", "not a message id"),
            ("x = { $n ->\n  [one] a\n}\n", "no `*[default]`"),
            ("x = {$}\n", "no variable name"),
            ("x = a }\n", "no `{`"),
            ("x = { nope }\n", "placeable"),
            ("x = a\nx = b\n", "defined twice"),
            ("x = { $n ->\n *[one] a\n *[other] b\n}\n", "two default"),
        ] {
            let error = Catalog::parse(src).unwrap_err();
            assert!(error.contains(says), "{src:?}: {error}");
        }
    }

    #[test]
    fn variables_are_listed_once_from_selectors_and_their_variants() {
        let c = Catalog::parse("x = { $b } { $n ->\n [one] { $a }\n *[other] { $b }\n}\n").unwrap();
        assert_eq!(c.variables("x"), ["a", "b", "n"]);
        assert!(c.variables("missing").is_empty());
    }

    #[test]
    fn the_pseudo_language_brackets_accents_and_lengthens_but_keeps_arguments() {
        let c = Catalog::parse("x = Step { $n }\ny = Stepnines\n")
            .unwrap()
            .pseudo();
        let said = c.format("x", &[("n", Arg::Num(2))], &English).unwrap();
        assert_eq!(said, "⟦Stëp ~<2>⟧");
        // A third longer: nine letters, three more.
        assert_eq!(c.format("y", &[], &English).unwrap(), "⟦Stëpñïñës~~~⟧");
    }

    #[test]
    fn a_catalog_lists_the_ids_of_its_messages() {
        let c = Catalog::parse("b = 2\na = 1\n# c = not a message\n").unwrap();
        let mut ids: Vec<&str> = c.ids().collect();
        ids.sort_unstable();
        assert_eq!(ids, ["a", "b"]);
    }
}
