//! Permission rules: the agent's rules, the rules the user set before this run (in the page,
//! or saved by "Always allow" in an earlier run), and the rules "Always allow" saves during
//! this run. One small pure function decides.

use crate::harness::protocol::mode::{self, Mode, ToolKind};
use crate::harness::protocol::schema::{Decision, Rule, ToolCall};

/// Where the rule that decides a tool comes from.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum RuleSource {
    /// The agent's own configuration.
    Agent,
    /// Set by the user: before the harness's first run, or between two messages.
    User,
    /// Saved by "Always allow" in this harness.
    Saved,
    /// No rule names the tool, which counts as ask.
    Default,
    /// A recorded run's log: the call ran, so it was allowed, but how (a rule of its harness,
    /// or an answer) is not recorded; or the user refused it, the one answer a log keeps.
    Recorded,
    /// The permission mode, above the rules.
    Mode(Mode),
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
/// before the harness's first run, and those added since, in order: saved by "Always allow",
/// or set by the user between two messages of a conversation. They are the harness's, not one
/// session's: a tool allowed always is allowed in sub-agents too, as in Claude Code.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct RuleSet {
    user: Vec<Rule>,
    added: Vec<(Rule, RuleSource)>,
    /// A recorded run: where no rule of the user's decides, the log does: every call it
    /// records ran, but for these, which the user refused.
    refused: Option<Vec<String>>,
    /// The permission mode the harness started in; a switch since is an entry of `added`
    /// (sourced `Mode`, naming no tool), so that a step's count of changes tells both.
    start_mode: Mode,
}

impl RuleSet {
    pub fn new(user: Vec<Rule>) -> Self {
        RuleSet {
            user,
            added: Vec::new(),
            refused: None,
            start_mode: Mode::Default,
        }
    }

    /// The harness starts in `mode`.
    pub fn starting_in(mut self, mode: Mode) -> Self {
        self.start_mode = mode;
        self
    }

    /// The person switches the mode, from now on.
    pub fn set_mode(&mut self, mode: Mode) {
        let no_tool = Rule {
            tool: String::new(),
            decision: Decision::Ask,
        };
        self.added.push((no_tool, RuleSource::Mode(mode)));
    }

    /// The mode when only the first `added` changes had been made.
    pub fn mode_at(&self, added: usize) -> Mode {
        self.added[..added.min(self.added.len())]
            .iter()
            .rev()
            .find_map(|(_, source)| match source {
                RuleSource::Mode(m) => Some(*m),
                _ => None,
            })
            .unwrap_or(self.start_mode)
    }

    /// Decides as a recorded run's log does where the user's rules do not: every call
    /// allowed but those in `refused`, which ask (and the log's answer is no).
    pub fn recorded(mut self, refused: Vec<String>) -> Self {
        self.refused = Some(refused);
        self
    }

    /// The decision for `call` now, for an agent with rules `agent`.
    pub fn decide(&self, agent: &[Rule], call: &ToolCall) -> Decision {
        self.decide_call_at(agent, call, self.added.len()).0
    }

    /// The decision for one call when only the first `added` rules had been added, and where
    /// it comes from.
    pub fn decide_call_at(
        &self,
        agent: &[Rule],
        call: &ToolCall,
        added: usize,
    ) -> (Decision, RuleSource) {
        match (&self.refused, self.decide_at(agent, &call.tool, added)) {
            (Some(refused), (_, RuleSource::Recorded)) if refused.contains(&call.id) => {
                (Decision::Ask, RuleSource::Recorded)
            }
            (_, decided) => decided,
        }
    }

    /// The decision for `tool` when only the first `added` rules had been added, and where it
    /// comes from: the rules as they stood at an earlier step. A recorded run's agent has no
    /// rules of its own: the log stands in for them.
    pub fn decide_at(&self, agent: &[Rule], tool: &str, added: usize) -> (Decision, RuleSource) {
        let added = &self.added[..added.min(self.added.len())];
        let agent = if self.refused.is_some() {
            &[][..]
        } else {
            agent
        };
        let fallback = match self.refused {
            Some(_) => (Decision::Allow, RuleSource::Recorded),
            None => (Decision::Ask, RuleSource::Default),
        };
        let ruled = added
            .iter()
            .rev()
            .find(|(r, _)| r.tool == tool)
            .map(|(r, source)| (r.decision, *source))
            .or_else(|| decide(&self.user, tool).map(|d| (d, RuleSource::User)))
            .or_else(|| decide(agent, tool).map(|d| (d, RuleSource::Agent)))
            .unwrap_or(fallback);
        // A recorded run's log decided every call: its mode changed nothing here.
        if self.refused.is_some() {
            return ruled;
        }
        let mode = self.mode_at(added.len());
        let explicit = ruled.1 != RuleSource::Default;
        match mode::decide(mode, ToolKind::of(tool), (ruled.0, explicit)) {
            Some(decision) => (decision, RuleSource::Mode(mode)),
            None => ruled,
        }
    }

    /// Whether a recorded run's log says the user refused call `id`.
    pub fn is_refused(&self, id: &str) -> bool {
        self.refused
            .as_ref()
            .is_some_and(|r| r.iter().any(|c| c == id))
    }

    /// "Always allow": an allow rule for `tool` from now on.
    pub fn save(&mut self, tool: &str) {
        self.added.push((
            Rule {
                tool: tool.to_string(),
                decision: Decision::Allow,
            },
            RuleSource::Saved,
        ));
    }

    /// The user sets `tool`'s rule from now on.
    pub fn set(&mut self, tool: &str, decision: Decision) {
        self.added.push((
            Rule {
                tool: tool.to_string(),
                decision,
            },
            RuleSource::User,
        ));
    }

    /// How many changes were made since the start: rules saved or set, and mode switches.
    pub fn added_count(&self) -> usize {
        self.added.len()
    }

    /// The rules "Always allow" saved, in order.
    pub fn saved(&self) -> Vec<Rule> {
        self.added
            .iter()
            .filter(|(_, source)| *source == RuleSource::Saved)
            .map(|(r, _)| r.clone())
            .collect()
    }

    /// The user's rules as the harness started with them.
    pub fn user(&self) -> &[Rule] {
        &self.user
    }

    /// The user's rules for the next run: the ones set before this harness's first run, then
    /// the ones added since, one per tool.
    pub fn user_rules_after(&self) -> Vec<Rule> {
        let rules = self
            .added
            .iter()
            .filter(|(_, source)| !matches!(source, RuleSource::Mode(_)));
        rules.fold(self.user.clone(), |rules, (r, _)| {
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
        assert_eq!(rules.added_count(), 1);
    }

    #[test]
    fn a_rule_set_between_two_messages_counts_from_then_on_over_a_saved_one() {
        let agent = [rule("run_tests", Decision::Ask)];
        let mut rules = RuleSet::new(vec![]);
        rules.save("run_tests");
        rules.set("run_tests", Decision::Deny);
        assert_eq!(
            rules.decide_at(&agent, "run_tests", 2),
            (Decision::Deny, RuleSource::User),
            "the later rule wins"
        );
        assert_eq!(
            rules.decide_at(&agent, "run_tests", 1),
            (Decision::Allow, RuleSource::Saved),
            "as it stood before"
        );
        assert_eq!(rules.saved(), vec![rule("run_tests", Decision::Allow)]);
        assert_eq!(
            rules.user_rules_after(),
            vec![rule("run_tests", Decision::Deny)]
        );
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
        assert!(rules.is_refused("toolu_2"));
        assert!(!rules.is_refused("toolu_1"));
    }
}
