//! Tools loaded on demand (an MCP server's, or any the agent marks deferred): every request
//! lists them by name only; a tool's schema joins the thread when the llm searches for it with
//! the `tool_search` tool, and only then can it be called. Anthropic's API expands such a
//! search's result into the tools' definitions where the result stands, so the request's
//! front, and the prompt cache with it, stays as it was.

use super::schema::Tool;

/// The tool that loads deferred tools: its input is words to match, or `select:a,b` for
/// exact names (Claude Code's ToolSearch takes both).
pub const SEARCH_TOOL: &str = "tool_search";

/// How many tools one search loads at most (Claude Code's default).
pub const MAX_RESULTS: usize = 5;

/// The note every request carries: the deferred tools by name.
pub fn listing(tools: &[Tool]) -> String {
    let names: Vec<&str> = tools.iter().map(|t| t.name.as_str()).collect();
    format!(
        "Tools listed by name only; search for one with {SEARCH_TOOL} to load its schema before calling it:\n{}",
        names.join("\n")
    )
}

/// The note that carries the schemas a search found into the thread.
pub fn schemas_note(found: &[&Tool]) -> String {
    let lines: Vec<String> = found
        .iter()
        .map(|t| format!("- {}: {}", t.name, t.description))
        .collect();
    format!("Tool schemas loaded:\n{}", lines.join("\n"))
}

/// The query a search call carries: its input as bare text, or JSON `{"query": …}`.
fn query_of(input: &str) -> String {
    serde_json::from_str::<serde_json::Value>(input)
        .ok()
        .and_then(|v| v.get("query").and_then(|q| q.as_str()).map(str::to_string))
        .unwrap_or_else(|| input.trim().to_string())
}

/// The deferred tools a search call finds, best first, at most `MAX_RESULTS`: by exact name
/// after `select:`, else those whose name or description holds the most of the query's words
/// (a tool with none is not found).
pub fn search<'a>(tools: &'a [Tool], input: &str) -> Vec<&'a Tool> {
    let query = query_of(input);
    if let Some(names) = query.strip_prefix("select:") {
        return names
            .split(',')
            .filter_map(|n| tools.iter().find(|t| t.name == n.trim()))
            .take(MAX_RESULTS)
            .collect();
    }
    let words: Vec<String> = query
        .split(|c: char| !c.is_alphanumeric())
        .filter(|w| w.len() > 1)
        .map(|w| w.to_ascii_lowercase())
        .collect();
    let mut scored: Vec<(usize, &Tool)> = tools
        .iter()
        .map(|t| {
            let text = format!("{} {}", t.name, t.description).to_ascii_lowercase();
            (
                words.iter().filter(|w| text.contains(w.as_str())).count(),
                t,
            )
        })
        .filter(|(score, _)| *score > 0)
        .collect();
    // Stable: equal scores keep the listing's order.
    scored.sort_by_key(|(score, _)| std::cmp::Reverse(*score));
    scored
        .into_iter()
        .take(MAX_RESULTS)
        .map(|(_, t)| t)
        .collect()
}

/// What the search call answers: the names it loaded, or that nothing matched.
pub fn answer(found: &[&Tool], input: &str) -> String {
    if found.is_empty() {
        return format!("No deferred tool matches \"{}\".", query_of(input));
    }
    let names: Vec<&str> = found.iter().map(|t| t.name.as_str()).collect();
    format!("Loaded {}: {}.", names.len(), names.join(", "))
}

#[cfg(test)]
mod tests {
    use super::*;

    fn tools() -> Vec<Tool> {
        [
            (
                "mcp__tracker__create_issue",
                "Create an issue in the tracker",
            ),
            ("mcp__tracker__search_issues", "Search the tracker's issues"),
            (
                "mcp__chat__post_message",
                "Post a message to a chat channel",
            ),
        ]
        .into_iter()
        .map(|(name, description)| Tool {
            name: name.into(),
            description: description.into(),
        })
        .collect()
    }

    fn names(found: &[&Tool]) -> Vec<String> {
        found.iter().map(|t| t.name.clone()).collect()
    }

    #[test]
    fn select_loads_the_named_tools_in_the_order_asked() {
        let tools = tools();
        let found = search(
            &tools,
            "select:mcp__chat__post_message, mcp__tracker__create_issue",
        );
        assert_eq!(
            names(&found),
            ["mcp__chat__post_message", "mcp__tracker__create_issue"]
        );
    }

    #[test]
    fn words_find_the_tools_that_hold_most_of_them_first() {
        let tools = tools();
        let found = search(&tools, r#"{"query": "search tracker issues"}"#);
        assert_eq!(
            names(&found),
            ["mcp__tracker__search_issues", "mcp__tracker__create_issue"]
        );
    }

    #[test]
    fn a_query_no_tool_holds_finds_nothing_and_says_so() {
        let tools = tools();
        let found = search(&tools, "calendar");
        assert!(found.is_empty());
        assert_eq!(
            answer(&found, "calendar"),
            "No deferred tool matches \"calendar\"."
        );
    }

    #[test]
    fn single_letters_match_nothing() {
        // Every description holds an "a"; a query of lone letters finds no tool.
        assert!(search(&tools(), "a c").is_empty());
    }

    #[test]
    fn one_search_loads_at_most_five() {
        let many: Vec<Tool> = (0..8)
            .map(|i| Tool {
                name: format!("mcp__x__tool{i}"),
                description: "does x".into(),
            })
            .collect();
        assert_eq!(search(&many, "does").len(), MAX_RESULTS);
    }

    #[test]
    fn the_listing_names_each_tool_without_its_description() {
        let text = listing(&tools());
        assert!(text.contains("\nmcp__tracker__create_issue\n"));
        assert!(!text.contains("Create an issue"));
        let tools = tools();
        let note = schemas_note(&[&tools[0]]);
        assert_eq!(
            note,
            "Tool schemas loaded:\n- mcp__tracker__create_issue: Create an issue in the tracker"
        );
        assert_eq!(
            answer(&[&tools[0]], "x"),
            "Loaded 1: mcp__tracker__create_issue."
        );
    }
}
