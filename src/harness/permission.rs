//! Permission rules: one small pure function decides what happens to a tool call.

use super::schema::{Decision, Rule};

/// The decision for `tool`: the last rule that names it wins, and no rule means ask.
pub fn decide(rules: &[Rule], tool: &str) -> Decision {
    rules
        .iter()
        .rev()
        .find(|r| r.tool == tool)
        .map_or(Decision::Ask, |r| r.decision)
}

/// `rules` with `tool` set to `decision`, replacing any earlier rule for it.
pub fn with_rule(rules: &[Rule], tool: &str, decision: Decision) -> Vec<Rule> {
    let mut out: Vec<Rule> = rules.iter().filter(|r| r.tool != tool).cloned().collect();
    out.push(Rule {
        tool: tool.to_string(),
        decision,
    });
    out
}

#[cfg(test)]
mod tests {
    use super::*;

    fn rule(tool: &str, decision: Decision) -> Rule {
        Rule {
            tool: tool.into(),
            decision,
        }
    }

    #[test]
    fn no_rule_means_ask() {
        assert_eq!(decide(&[], "run_tests"), Decision::Ask);
        assert_eq!(
            decide(&[rule("read_file", Decision::Allow)], "run_tests"),
            Decision::Ask
        );
    }

    #[test]
    fn a_rule_decides_and_the_last_one_wins() {
        let rules = [
            rule("run_tests", Decision::Deny),
            rule("run_tests", Decision::Allow),
        ];
        assert_eq!(decide(&rules[..1], "run_tests"), Decision::Deny);
        assert_eq!(decide(&rules, "run_tests"), Decision::Allow);
    }

    #[test]
    fn with_rule_replaces_the_tools_rule() {
        let rules = with_rule(
            &[rule("run_tests", Decision::Ask)],
            "run_tests",
            Decision::Allow,
        );
        assert_eq!(rules, vec![rule("run_tests", Decision::Allow)]);
    }
}
