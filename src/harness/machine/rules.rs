//! Permission rules: the agent's rules, the rules the user set before this run (in the page,
//! or saved by "Always allow" in an earlier run), and the rules "Always allow" saves during
//! this run. One small pure function decides.

use crate::harness::protocol::schema::{Decision, Rule, ToolCall};

/// Where the rule that decides a tool comes from.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum RuleSource {
    /// The agent's own configuration.
    Agent,
    /// Set by the user before this run.
    User,
    /// Saved by "Always allow" during this run.
    Saved,
    /// No rule names the tool, which counts as ask.
    Default,
    /// A recorded run's log: the call ran, so it was allowed, but how (a rule of its harness,
    /// or an answer) is not recorded; or the user refused it, the one answer a log keeps.
    Recorded,
}

/// The decision for `tool`: the last rule that names it wins, and no rule means ask.
pub fn decide(rules: &[Rule], tool: &str) -> Option<Decision> {
    rules
        .iter()
        .rev()
        .find(|r| r.tool == tool)
        .map(|r| r.decision)
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

/// The rules every session's permission checks read besides its agent's own: the user's, set
/// before this run, and those "Always allow" saved during it, with when each was saved. They
/// are the harness's, not one session's: a tool allowed always is allowed in sub-agents too,
/// as in Claude Code.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct RuleSet {
    user: Vec<Rule>,
    saved: Vec<Rule>,
    /// A recorded run: where no rule of the user's decides, the log does: every call it
    /// records ran, but for these, which the user refused.
    refused: Option<Vec<String>>,
}

impl RuleSet {
    pub fn new(user: Vec<Rule>) -> Self {
        RuleSet {
            user,
            saved: Vec::new(),
            refused: None,
        }
    }

    /// Decides as a recorded run's log does where the user's rules do not: every call
    /// allowed but those in `refused`, which ask (and the log's answer is no).
    pub fn recorded(mut self, refused: Vec<String>) -> Self {
        self.refused = Some(refused);
        self
    }

    /// The decision for `call` now, for an agent with rules `agent`.
    pub fn decide(&self, agent: &[Rule], call: &ToolCall) -> Decision {
        self.decide_call_at(agent, call, self.saved.len()).0
    }

    /// The decision for one call when only the first `saved` rules of this run were saved,
    /// and where it comes from.
    pub fn decide_call_at(
        &self,
        agent: &[Rule],
        call: &ToolCall,
        saved: usize,
    ) -> (Decision, RuleSource) {
        match (&self.refused, self.decide_at(agent, &call.tool, saved)) {
            (Some(refused), (_, RuleSource::Recorded)) if refused.contains(&call.id) => {
                (Decision::Ask, RuleSource::Recorded)
            }
            (_, decided) => decided,
        }
    }

    /// The decision for `tool` when only the first `saved` rules of this run were saved, and
    /// where it comes from: the rules as they stood at an earlier step.
    pub fn decide_at(&self, agent: &[Rule], tool: &str, saved: usize) -> (Decision, RuleSource) {
        let layers = [
            (
                &self.saved[..saved.min(self.saved.len())],
                RuleSource::Saved,
            ),
            (&self.user[..], RuleSource::User),
            (agent, RuleSource::Agent),
        ];
        let fallback = match self.refused {
            Some(_) => (Decision::Allow, RuleSource::Recorded),
            None => (Decision::Ask, RuleSource::Default),
        };
        // A recorded run's agent has no rules of its own: the log stands in for them.
        let layers = &layers[..if self.refused.is_some() { 2 } else { 3 }];
        layers
            .iter()
            .find_map(|(rules, source)| decide(rules, tool).map(|d| (d, *source)))
            .unwrap_or(fallback)
    }

    /// Whether a recorded run's log says the user refused call `id`.
    pub fn is_refused(&self, id: &str) -> bool {
        self.refused
            .as_ref()
            .is_some_and(|r| r.iter().any(|c| c == id))
    }

    /// "Always allow": an allow rule for `tool` from now on.
    pub fn save(&mut self, tool: &str) {
        self.saved.push(Rule {
            tool: tool.to_string(),
            decision: Decision::Allow,
        });
    }

    /// How many rules this run has saved.
    pub fn saved_count(&self) -> usize {
        self.saved.len()
    }

    pub fn saved(&self) -> &[Rule] {
        &self.saved
    }

    pub fn user(&self) -> &[Rule] {
        &self.user
    }

    /// The user's rules for the next run: the ones set before this run, then the ones saved in
    /// it, one per tool.
    pub fn user_rules_after(&self) -> Vec<Rule> {
        self.saved.iter().fold(self.user.clone(), |rules, r| {
            with_rule(&rules, &r.tool, r.decision)
        })
    }
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
        let agent = [rule("read_file", Decision::Allow)];
        let rules = RuleSet::new(vec![]);
        assert_eq!(
            rules.decide_at(&agent, "run_tests", 0),
            (Decision::Ask, RuleSource::Default)
        );
        let call = ToolCall {
            id: "call_1".into(),
            tool: "run_tests".into(),
            input: String::new(),
        };
        assert_eq!(rules.decide(&agent, &call), Decision::Ask);
    }

    #[test]
    fn within_a_layer_the_last_rule_wins() {
        let agent = [
            rule("run_tests", Decision::Deny),
            rule("run_tests", Decision::Allow),
        ];
        assert_eq!(
            RuleSet::new(vec![]).decide_at(&agent, "run_tests", 0),
            (Decision::Allow, RuleSource::Agent)
        );
    }

    #[test]
    fn user_rules_override_the_agents_and_saved_rules_override_both() {
        let agent = [rule("run_tests", Decision::Ask)];
        let mut rules = RuleSet::new(vec![rule("run_tests", Decision::Deny)]);
        assert_eq!(
            rules.decide_at(&agent, "run_tests", 0),
            (Decision::Deny, RuleSource::User)
        );
        rules.save("run_tests");
        assert_eq!(
            rules.decide_at(&agent, "run_tests", 1),
            (Decision::Allow, RuleSource::Saved)
        );
        // The rules as they stood before the save.
        assert_eq!(rules.decide_at(&agent, "run_tests", 0).0, Decision::Deny);
        assert_eq!(rules.saved_count(), 1);
    }

    #[test]
    fn the_next_run_starts_with_the_user_rules_and_the_saved_ones() {
        let mut rules = RuleSet::new(vec![
            rule("read_file", Decision::Deny),
            rule("run_tests", Decision::Deny),
        ]);
        rules.save("run_tests");
        assert_eq!(
            rules.user_rules_after(),
            vec![
                rule("read_file", Decision::Deny),
                rule("run_tests", Decision::Allow)
            ]
        );
    }

    #[test]
    fn with_rule_replaces_the_tools_rule() {
        let rules = with_rule(
            &[rule("run_tests", Decision::Ask), rule("a", Decision::Deny)],
            "run_tests",
            Decision::Allow,
        );
        assert_eq!(
            rules,
            vec![
                rule("a", Decision::Deny),
                rule("run_tests", Decision::Allow)
            ]
        );
    }

    #[test]
    fn a_recorded_run_allows_what_its_log_ran_and_asks_for_what_was_refused() {
        let agent = [rule("read_file", Decision::Deny)];
        let rules =
            RuleSet::new(vec![rule("write_file", Decision::Deny)]).recorded(vec!["toolu_2".into()]);
        let call = |id: &str, tool: &str| ToolCall {
            id: id.into(),
            tool: tool.into(),
            input: String::new(),
        };
        // The log stands in for the agent's rules, which a recorded run does not have.
        assert_eq!(
            rules.decide_call_at(&agent, &call("toolu_1", "read_file"), 0),
            (Decision::Allow, RuleSource::Recorded)
        );
        assert_eq!(
            rules.decide_call_at(&agent, &call("toolu_2", "read_file"), 0),
            (Decision::Ask, RuleSource::Recorded)
        );
        // The user's own rule still wins, refused call or not.
        assert_eq!(
            rules.decide_call_at(&agent, &call("toolu_2", "write_file"), 0),
            (Decision::Deny, RuleSource::User)
        );
        assert_eq!(
            rules.decide_at(&agent, "read_file", 0),
            (Decision::Allow, RuleSource::Recorded)
        );
    }
}
