//! Scenarios: the prompt, the agent, the fake tools' outputs and the scripted llm replies,
//! read from JSON and checked on load.

mod json_path;
pub mod script;

use std::collections::BTreeMap;
use std::fmt;

use serde::{Deserialize, Serialize};

use super::drivers::fake_tools::{FakeReadFile, FakeRunTests, FakeWriteFile, Toolbox};
use super::drivers::scripted_llm::ScriptedLlm;
use super::machine::tokens;
use super::machine::CacheProfile;
use super::protocol::hook::{HookEvent, HookOutcome};
use super::protocol::mode::Mode;
use super::protocol::schema::{Agent, NoteKind, Rule, Tool};
use super::protocol::skill::SKILL_TOOL;
use super::protocol::tool_search::SEARCH_TOOL;
use crate::t;
use script::{RecordedOutcome, RecordedResult, ScriptedReply};

/// A scripted run, as written in a scenario file.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(not(target_arch = "wasm32"), derive(schemars::JsonSchema))]
#[serde(rename_all = "camelCase", deny_unknown_fields)]
pub struct Scenario {
    /// Short and URL-safe: lowercase letters, digits and dashes.
    #[cfg_attr(
        not(target_arch = "wasm32"),
        schemars(regex(pattern = r"^[a-z0-9-]+$"))
    )]
    pub id: String,
    pub title: String,
    pub description: String,
    /// The message the run starts with: not blank.
    #[cfg_attr(not(target_arch = "wasm32"), schemars(regex(pattern = r"\S")))]
    pub prompt: String,
    pub agent: Agent,
    /// Descriptions of the tools the agent may name.
    pub tools: Vec<Tool>,
    /// What `read_file` finds, by path.
    #[serde(default)]
    pub files: BTreeMap<String, String>,
    /// What `run_tests` prints.
    #[serde(default)]
    pub test_output: String,
    /// How long a fake tool takes, in milliseconds, where it is not instant.
    #[serde(default, skip_serializing_if = "BTreeMap::is_empty")]
    pub tool_durations_ms: BTreeMap<String, u64>,
    /// The llm's replies, one per request, in order.
    #[cfg_attr(not(target_arch = "wasm32"), schemars(length(min = 1)))]
    pub replies: Vec<ScriptedReply>,
    /// The llm's summaries when the harness compacts, in order.
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub summaries: Vec<String>,
    /// A second client prompting the same session.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub second_client: Option<SecondClient>,
    /// The person presses Stop after this many steps.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub stop_after_step: Option<usize>,
    /// Messages the person sends after the run before each one ended: a conversation that
    /// goes on in the same session.
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub follow_ups: Vec<FollowUp>,
    /// How the provider's prompt cache counts.
    #[serde(default, skip_serializing_if = "is_default_cache")]
    pub cache: CacheProfile,
    /// Tokens of system prompt in front of the instructions: a typical harness's 2,300
    /// unless set (a recorded live run's requests carried only the instructions: 0).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub system_prompt_tokens: Option<u64>,
    /// The agents a task call may start, each with its own scripted replies.
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub subagents: Vec<SubAgent>,
    /// How many task calls deep sessions may nest; needed when agents can reach each other
    /// in a cycle.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    #[cfg_attr(not(target_arch = "wasm32"), schemars(range(min = 1)))]
    pub max_depth: Option<u32>,
    /// A run recorded in an agent's session log: where it came from, and what its harness
    /// did that this one would decide for itself.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub recorded: Option<Recorded>,
    /// Notes the harness adds to the main session's requests on its own (the todo list, a
    /// file that changed, the tools and skills it lists): each joins the thread just before
    /// the request of its turn.
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub reminders: Vec<ScheduledReminder>,
    /// The permission mode the harness starts in (`default` unless set).
    #[serde(default, skip_serializing_if = "is_default_mode")]
    pub mode: Mode,
}

fn is_default_mode(mode: &Mode) -> bool {
    *mode == Mode::Default
}

/// A reminder the harness adds before a turn's request.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(not(target_arch = "wasm32"), derive(schemars::JsonSchema))]
#[serde(rename_all = "camelCase", deny_unknown_fields)]
pub struct ScheduledReminder {
    /// Before this turn of the loop (counted over the session, from 1).
    #[cfg_attr(not(target_arch = "wasm32"), schemars(range(min = 1)))]
    pub before_turn: u32,
    pub text: String,
    /// What it carries (a reminder unless said).
    #[serde(default, skip_serializing_if = "NoteKind::is_reminder")]
    pub about: NoteKind,
}

/// Where a recorded run came from, and what its harness decided that this one would not.
#[derive(Clone, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(not(target_arch = "wasm32"), derive(schemars::JsonSchema))]
#[serde(rename_all = "camelCase", deny_unknown_fields)]
pub struct Recorded {
    /// What recorded it, in words ("Claude Code 2.1.39").
    pub source: String,
    /// When the run began, in milliseconds since 1970 (UTC), where the log says.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub started_at: Option<i64>,
    /// When the first message was sent, in milliseconds since the run began.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub prompt_at_ms: Option<i64>,
    /// Where the log's harness compacted the main session's thread.
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub compactions: Vec<RecordedCompaction>,
    /// The model's context window, where the log says.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub context_window: Option<u64>,
    /// How long the provider's cache kept an entry after its last use, where the log says
    /// (one hour when it records one-hour writes); five minutes otherwise.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub cache_lifetime_ms: Option<i64>,
}

/// A compaction at the log's moment.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(not(target_arch = "wasm32"), derive(schemars::JsonSchema))]
#[serde(rename_all = "camelCase", deny_unknown_fields)]
pub struct RecordedCompaction {
    /// Before this turn of the loop (counted over the session, from 1).
    pub before_turn: u32,
    /// "auto" or "manual", as the log says.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub trigger: Option<String>,
    /// The context's size before and after, as the log reports them.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub tokens_before: Option<u64>,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub tokens_after: Option<u64>,
}

impl Scenario {
    /// Every scripted call of every agent that carries its recorded result, by call id.
    pub fn recorded_results(&self) -> std::collections::HashMap<&str, &RecordedResult> {
        self.subagents
            .iter()
            .flat_map(|s| &s.replies)
            .chain(&self.replies)
            .flat_map(|r| &r.tool_calls)
            .filter_map(|c| Some((c.id.as_deref()?, c.result.as_ref()?)))
            .collect()
    }

    /// The calls a recorded run's user refused.
    pub fn refused_calls(&self) -> Vec<String> {
        self.recorded_results()
            .into_iter()
            .filter(|(_, r)| r.outcome == RecordedOutcome::Refused)
            .map(|(id, _)| id.to_string())
            .collect()
    }
}

/// An agent a task call may start, and what the llm says in its sessions.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(not(target_arch = "wasm32"), derive(schemars::JsonSchema))]
#[serde(rename_all = "camelCase", deny_unknown_fields)]
pub struct SubAgent {
    pub agent: Agent,
    /// Its replies, one per request, in order, across all of its sessions.
    #[cfg_attr(not(target_arch = "wasm32"), schemars(length(min = 1)))]
    pub replies: Vec<ScriptedReply>,
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub summaries: Vec<String>,
}

fn is_default_cache(profile: &CacheProfile) -> bool {
    *profile == CacheProfile::default()
}

/// Another client's prompt, typed after the first `at_step` steps (0: the same moment).
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(not(target_arch = "wasm32"), derive(schemars::JsonSchema))]
#[serde(rename_all = "camelCase", deny_unknown_fields)]
pub struct SecondClient {
    pub text: String,
    #[serde(default)]
    pub at_step: usize,
}

/// A message sent once the session is idle again, in the same session.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(not(target_arch = "wasm32"), derive(schemars::JsonSchema))]
#[serde(rename_all = "camelCase", deny_unknown_fields)]
pub struct FollowUp {
    pub text: String,
    /// Rules the person set just before sending it, for the decisions from then on.
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub rules: Vec<Rule>,
    /// The person presses Stop after this many steps of the whole run (as `stopAfterStep`).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub stop_after_step: Option<usize>,
    /// The permission mode the person switched to just before sending it.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub mode: Option<Mode>,
    /// A recorded run: when it was sent, in milliseconds since the run began.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub at_ms: Option<i64>,
}

/// Why a scenario file was rejected: which file, which field, what was expected.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct ScenarioError {
    pub file: String,
    /// Path of the field, like `replies[0].toolCalls[1].tool`; empty for the whole file.
    pub field: String,
    pub problem: String,
}

impl fmt::Display for ScenarioError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        if self.field.is_empty() {
            write!(f, "{}: {}", self.file, self.problem)
        } else {
            write!(f, "{}: {}: {}", self.file, self.field, self.problem)
        }
    }
}

impl std::error::Error for ScenarioError {}

impl Scenario {
    /// Reads and checks a scenario; `file` names it in errors.
    pub fn from_json(file: &str, json: &str) -> Result<Scenario, ScenarioError> {
        let scenario: Scenario = serde_json::from_str(json).map_err(|e| {
            if e.is_syntax() || e.is_eof() {
                return ScenarioError {
                    file: file.to_string(),
                    field: String::new(),
                    problem: t!("err-scenario-not-json", problem = e.to_string()),
                };
            }
            ScenarioError {
                file: file.to_string(),
                field: json_path::at(json, e.line(), e.column()),
                problem: e.to_string(),
            }
        })?;
        scenario.check().map_err(|(field, problem)| ScenarioError {
            file: file.to_string(),
            field,
            problem,
        })?;
        Ok(scenario)
    }

    /// What serde cannot say: the values that must make sense together.
    fn check(&self) -> Result<(), (String, String)> {
        let fail = |field: &str, problem: String| Err((field.to_string(), problem));
        let id_ok = !self.id.is_empty()
            && self
                .id
                .chars()
                .all(|c| c.is_ascii_lowercase() || c.is_ascii_digit() || c == '-');
        if !id_ok {
            return fail(
                "id",
                t!("err-scenario-bad-id", found = format!("{:?}", self.id)),
            );
        }
        if self.prompt.trim().is_empty() {
            return fail("prompt", t!("err-scenario-empty-message"));
        }
        self.check_names()?;
        self.check_agent("agent", &self.agent)?;
        self.check_limits("agent", &self.agent)?;
        self.check_script("", &self.agent, &self.replies, &self.summaries)?;
        self.check_subagents()?;
        if let Some(second) = &self.second_client {
            if second.text.trim().is_empty() {
                return fail("secondClient.text", t!("err-scenario-empty-message"));
            }
        }
        for (i, follow_up) in self.follow_ups.iter().enumerate() {
            if follow_up.text.trim().is_empty() {
                return fail(
                    &format!("followUps[{i}].text"),
                    t!("err-scenario-empty-message"),
                );
            }
            for (j, rule) in follow_up.rules.iter().enumerate() {
                if !self.agent.tools.contains(&rule.tool) {
                    return fail(
                        &format!("followUps[{i}].rules[{j}].tool"),
                        t!(
                            "err-scenario-not-agents-tool",
                            tools = self.agent.tools.join(", "),
                            found = format!("{:?}", rule.tool)
                        ),
                    );
                }
            }
        }
        for tool in self.tool_durations_ms.keys() {
            if !self.agent.tools.contains(tool) {
                return fail(
                    &format!("toolDurationsMs.{tool}"),
                    t!(
                        "err-scenario-not-agents-tool",
                        tools = self.agent.tools.join(", "),
                        found = format!("{tool:?}")
                    ),
                );
            }
        }
        if self.cache.step == 0 {
            return fail("cache.step", t!("err-scenario-cache-step"));
        }
        Ok(())
    }

    /// An agent's name, tools, rules and the agents it hands work to, at `field`.
    fn check_agent(&self, field: &str, agent: &Agent) -> Result<(), (String, String)> {
        let fail = |at: &str, problem: String| Err((format!("{field}{at}"), problem));
        if agent.name.trim().is_empty() {
            return fail(".name", t!("err-scenario-empty-name"));
        }
        for (i, name) in agent.tools.iter().enumerate() {
            if !self.tools.iter().any(|t| &t.name == name) {
                return fail(
                    &format!(".tools[{i}]"),
                    t!("err-scenario-undescribed-tool", found = format!("{name:?}")),
                );
            }
        }
        for (i, name) in agent.deferred_tools.iter().enumerate() {
            let at = format!(".deferredTools[{i}]");
            if !self.tools.iter().any(|t| &t.name == name) {
                return fail(
                    &at,
                    t!("err-scenario-undescribed-tool", found = format!("{name:?}")),
                );
            }
            if agent.tools.contains(name) || agent.deferred_tools[..i].contains(name) {
                return fail(
                    &at,
                    t!("err-scenario-tool-twice", found = format!("{name:?}")),
                );
            }
        }
        if !agent.deferred_tools.is_empty() && !agent.tools.iter().any(|t| t == SEARCH_TOOL) {
            return fail(
                ".tools",
                t!("err-scenario-needs-search-tool", tool = SEARCH_TOOL),
            );
        }
        for (i, rule) in agent.rules.iter().enumerate() {
            if !agent.tools.contains(&rule.tool) && !agent.deferred_tools.contains(&rule.tool) {
                return fail(
                    &format!(".rules[{i}].tool"),
                    t!(
                        "err-scenario-not-agents-tool",
                        tools = agent.tools.join(", "),
                        found = format!("{:?}", rule.tool)
                    ),
                );
            }
        }
        check_hooks(agent).map_err(|(at, problem)| (format!("{field}{at}"), problem))?;
        check_skills(agent).map_err(|(at, problem)| (format!("{field}{at}"), problem))?;
        let defined: Vec<&str> = self
            .subagents
            .iter()
            .map(|s| s.agent.name.as_str())
            .collect();
        for (i, name) in agent.agents.iter().enumerate() {
            if !defined.contains(&name.as_str()) {
                let found = format!("{name:?}");
                return fail(
                    &format!(".agents[{i}]"),
                    if defined.is_empty() {
                        t!("err-scenario-unknown-agent-none", found = found)
                    } else {
                        t!(
                            "err-scenario-unknown-agent",
                            agents = defined.join(", "),
                            found = found
                        )
                    },
                );
            }
        }
        let has_task = agent.tools.iter().any(|t| Agent::is_task_tool(t));
        if !agent.agents.is_empty() && !has_task {
            return fail(
                ".tools",
                t!(
                    "err-scenario-needs-task-tool",
                    tools = agent.tools.join(", ")
                ),
            );
        }
        if has_task && agent.agents.is_empty() {
            return fail(".agents", t!("err-scenario-no-task-agents"));
        }
        Ok(())
    }

    /// One agent's scripted replies and summaries; `prefix` is where they sit in the file.
    fn check_script(
        &self,
        prefix: &str,
        agent: &Agent,
        replies: &[ScriptedReply],
        summaries: &[String],
    ) -> Result<(), (String, String)> {
        let fail = |at: String, problem: String| Err((format!("{prefix}{at}"), problem));
        if replies.is_empty() {
            return fail("replies".into(), t!("err-scenario-no-replies"));
        }
        for (i, reply) in replies.iter().enumerate() {
            for (j, call) in reply.tool_calls.iter().enumerate() {
                let at = format!("replies[{i}].toolCalls[{j}]");
                if call.tool.trim().is_empty() {
                    return fail(format!("{at}.tool"), t!("err-scenario-empty-tool"));
                }
                if Agent::is_task_tool(&call.tool) {
                    self.check_task_call(&format!("{prefix}{at}.input"), agent, &call.input)?;
                }
                // The harness matches each call's one result by its id.
                let id = call.id.as_deref();
                if id.is_some() && reply.tool_calls[..j].iter().any(|c| c.id.as_deref() == id) {
                    return fail(
                        format!("{at}.id"),
                        t!(
                            "err-scenario-call-id-twice",
                            found = format!("{:?}", id.unwrap_or_default())
                        ),
                    );
                }
            }
            if !reply.chunks.is_empty() && reply.chunks.concat() != reply.text {
                return fail(format!("replies[{i}].chunks"), t!("err-scenario-chunks"));
            }
            let Some(error) = &reply.error else { continue };
            if reply.stalls {
                return fail(
                    format!("replies[{i}].stalls"),
                    t!("err-scenario-breaks-and-stalls"),
                );
            }
            if error.message.trim().is_empty() {
                return fail(
                    format!("replies[{i}].error.message"),
                    t!("err-scenario-empty-error"),
                );
            }
            if !reply.tool_calls.is_empty() {
                return fail(
                    format!("replies[{i}].toolCalls"),
                    t!("err-scenario-calls-in-broken-reply"),
                );
            }
        }
        for (i, summary) in summaries.iter().enumerate() {
            if summary.trim().is_empty() {
                return fail(format!("summaries[{i}]"), t!("err-scenario-empty-summary"));
            }
        }
        Ok(())
    }

    /// A scripted task call names one of the caller's agents and a prompt for it.
    fn check_task_call(
        &self,
        field: &str,
        agent: &Agent,
        input: &str,
    ) -> Result<(), (String, String)> {
        let value: serde_json::Value = serde_json::from_str(input).unwrap_or_default();
        let text = |key: &str| {
            value
                .get(key)
                .and_then(|v| v.as_str())
                .map(str::trim)
                .filter(|v| !v.is_empty())
        };
        match (text("agent"), text("prompt")) {
            (None, _) => Err((
                format!("{field}.agent"),
                t!(
                    "err-scenario-task-no-agent",
                    agent = agent.name,
                    agents = agent.agents.join(", ")
                ),
            )),
            (Some(name), _) if !agent.agents.iter().any(|a| a == name) => Err((
                format!("{field}.agent"),
                t!(
                    "err-scenario-task-unknown-agent",
                    agent = agent.name,
                    agents = agent.agents.join(", "),
                    found = format!("{name:?}")
                ),
            )),
            (Some(_), None) => Err((format!("{field}.prompt"), t!("err-scenario-task-no-prompt"))),
            (Some(_), Some(_)) => Ok(()),
        }
    }

    /// Each agent has a name of its own, so a task call names one agent.
    fn check_names(&self) -> Result<(), (String, String)> {
        for (i, sub) in self.subagents.iter().enumerate() {
            let name = &sub.agent.name;
            if *name == self.agent.name || self.subagents[..i].iter().any(|s| s.agent.name == *name)
            {
                return Err((
                    format!("subagents[{i}].agent.name"),
                    t!("err-scenario-agent-name-twice", found = format!("{name:?}")),
                ));
            }
        }
        Ok(())
    }

    /// Each sub-agent as an agent with its own script; agents that can hand work around in
    /// a cycle need a depth limit, or a run could nest forever.
    fn check_subagents(&self) -> Result<(), (String, String)> {
        for (i, sub) in self.subagents.iter().enumerate() {
            let field = format!("subagents[{i}].agent");
            self.check_agent(&field, &sub.agent)?;
            self.check_limits(&field, &sub.agent)?;
            self.check_script(
                &format!("subagents[{i}]."),
                &sub.agent,
                &sub.replies,
                &sub.summaries,
            )?;
        }
        if self.max_depth == Some(0) {
            return Err(("maxDepth".into(), t!("err-scenario-max-depth-zero")));
        }
        if self.max_depth.is_none() {
            if let Some(cycle) = self.cycle() {
                return Err((
                    "maxDepth".into(),
                    t!("err-scenario-needs-max-depth", cycle = cycle.join(" → ")),
                ));
            }
        }
        Ok(())
    }

    /// A cycle of agents handing work to each other, from the main agent, if there is one.
    fn cycle(&self) -> Option<Vec<String>> {
        fn walk<'a>(scenario: &'a Scenario, agent: &'a Agent, path: &mut Vec<&'a str>) -> bool {
            if path.contains(&agent.name.as_str()) {
                path.push(&agent.name);
                return true;
            }
            path.push(&agent.name);
            for name in &agent.agents {
                if let Some(next) = scenario.subagents.iter().find(|s| s.agent.name == *name) {
                    if walk(scenario, &next.agent, path) {
                        return true;
                    }
                }
            }
            path.pop();
            false
        }
        let mut path = Vec::new();
        walk(self, &self.agent, &mut path).then(|| {
            let start = path
                .iter()
                .position(|n| Some(n) == path.last())
                .unwrap_or(0);
            path[start..].iter().map(|n| n.to_string()).collect()
        })
    }

    /// The agent's limits: each must leave room for the run to do something.
    fn check_limits(&self, field: &str, agent: &Agent) -> Result<(), (String, String)> {
        let fail = |at: &str, problem: String| Err((format!("{field}{at}"), problem));
        if agent.max_turns == Some(0) {
            return fail(".maxTurns", t!("err-scenario-max-turns-zero"));
        }
        if agent.tool_timeout_ms == Some(0) {
            return fail(".toolTimeoutMs", t!("err-scenario-timeout-zero"));
        }
        if agent.stream_idle_timeout_ms == Some(0) {
            return fail(".streamIdleTimeoutMs", t!("err-scenario-timeout-zero"));
        }
        if let Some(window) = agent.context_window {
            let described: Vec<Tool> = self
                .tools
                .iter()
                .filter(|t| agent.tools.contains(&t.name))
                .cloned()
                .collect();
            let head = self.system_prompt_tokens()
                + tokens::text_tokens(&agent.instructions)
                + tokens::tools_tokens(&described);
            if window <= head {
                return fail(
                    ".contextWindow",
                    // As digits, not a count in the language's way: the field's own values.
                    t!(
                        "err-scenario-context-window",
                        head = head.to_string(),
                        window = window.to_string()
                    ),
                );
            }
        }
        Ok(())
    }

    /// A run for any message the user types: the scripted llm says honestly that it is
    /// scripted and points to the sample prompts. It keeps `base`'s agent and tools.
    pub fn free_text(base: &Scenario, text: &str, samples: &[&str]) -> Scenario {
        Scenario {
            id: "free-text".into(),
            title: "Your message".into(),
            description: "Any message: the scripted llm says what it is.".into(),
            prompt: text.to_string(),
            files: BTreeMap::new(),
            test_output: String::new(),
            tool_durations_ms: BTreeMap::new(),
            replies: vec![ScriptedReply {
                text: format!(
                    "I am a scripted llm: my replies were written in advance, so I can't really answer that. The harness around me is real, though, and you just watched it carry your message. Try one of the sample prompts: {}.",
                    samples.iter().map(|s| format!("\"{s}\"")).collect::<Vec<_>>().join(", ")
                ),
                ..ScriptedReply::default()
            }],
            summaries: Vec::new(),
            second_client: None,
            stop_after_step: None,
            follow_ups: Vec::new(),
            recorded: None,
            reminders: Vec::new(),
            mode: Mode::Default,
            ..base.clone()
        }
    }

    /// Tokens of system prompt every request carries before the instructions.
    pub fn system_prompt_tokens(&self) -> u64 {
        self.system_prompt_tokens
            .unwrap_or(tokens::TYPICAL_SYSTEM_PROMPT_TOKENS)
    }

    /// The scripted llm for this scenario: the main agent's replies, and each sub-agent's.
    pub fn llm(&self) -> ScriptedLlm {
        self.subagents.iter().fold(
            ScriptedLlm::new(self.replies.clone(), self.summaries.clone()),
            |llm, sub| llm.with_agent(&sub.agent.name, sub.replies.clone(), sub.summaries.clone()),
        )
    }

    /// The agents a task call may start.
    pub fn agents(&self) -> Vec<Agent> {
        self.subagents.iter().map(|s| s.agent.clone()).collect()
    }

    /// The fake tools for this scenario.
    pub fn toolbox(&self) -> Toolbox {
        Toolbox::default()
            .with(
                "read_file",
                FakeReadFile {
                    files: self.files.clone(),
                },
            )
            .with("write_file", FakeWriteFile)
            .with(
                "run_tests",
                FakeRunTests {
                    output: self.test_output.clone(),
                },
            )
            .taking(self.tool_durations_ms.clone())
    }
}

/// The scenario files built into the page, in the order the page lists them: first the
/// article's sample prompts, then "More scenarios".
macro_rules! builtin_files {
    ($($file:literal),* $(,)?) => {
        [$(($file, include_str!(concat!("../../scenarios/", $file)))),*]
    };
}

const BUILTIN: [(&str, &str); 25] = builtin_files![
    "what-is-a-harness.json",
    "read-file.json",
    "run-tests.json",
    "denied-tool.json",
    "two-tools.json",
    "unknown-tool.json",
    "two-clients.json",
    "stop.json",
    "flaky-llm.json",
    "llm-down.json",
    "tool-fails.json",
    "tool-timeout.json",
    "turn-limit.json",
    "compaction.json",
    "subagent.json",
    "two-subagents.json",
    "stalled-stream.json",
    "anthropic-cache.json",
    "hook-refuses.json",
    "hook-formats.json",
    "stop-hook.json",
    "plan-mode.json",
    "skill.json",
    "memory.json",
    "mcp-tools.json",
];

/// How many of the built-in scenarios are the article's sample prompts.
pub const SAMPLE_PROMPTS: usize = 3;

/// The built-in scenarios; the first `SAMPLE_PROMPTS` are the article's sample prompts.
pub fn builtin() -> Result<Vec<Scenario>, ScenarioError> {
    BUILTIN
        .iter()
        .map(|(file, json)| Scenario::from_json(&format!("src/scenarios/{file}"), json))
        .collect()
}

/// An agent's skills: named, each name once, and loadable (the agent has the skill tool);
/// its memory files: each at a path of its own.
fn check_skills(agent: &Agent) -> Result<(), (String, String)> {
    for (i, s) in agent.skills.iter().enumerate() {
        if s.name.trim().is_empty() {
            return Err((format!(".skills[{i}].name"), t!("err-scenario-empty-name")));
        }
        if agent.skills[..i].iter().any(|e| e.name == s.name) {
            return Err((
                format!(".skills[{i}].name"),
                t!(
                    "err-scenario-skill-name-twice",
                    found = format!("{:?}", s.name)
                ),
            ));
        }
    }
    for (i, m) in agent.memory.iter().enumerate() {
        if m.path.trim().is_empty() || m.path.ends_with('/') {
            return Err((format!(".memory[{i}].path"), t!("err-scenario-memory-path")));
        }
        if agent.memory[..i].iter().any(|e| e.path == m.path) {
            return Err((
                format!(".memory[{i}].path"),
                t!(
                    "err-scenario-memory-path-twice",
                    found = format!("{:?}", m.path)
                ),
            ));
        }
    }
    if !agent.skills.is_empty() && !agent.tools.iter().any(|t| t == SKILL_TOOL) {
        return Err((
            ".tools".into(),
            t!("err-scenario-needs-skill-tool", tool = SKILL_TOOL),
        ));
    }
    Ok(())
}

/// An agent's hooks: each for one of its tools where it names one, only at a tool event; each
/// answer one its event can give; a Stop hook that lets the run end at last; no two hooks
/// where only the first would ever run.
fn check_hooks(agent: &Agent) -> Result<(), (String, String)> {
    let fail = |at: String, problem: String| Err((at, problem));
    for (i, h) in agent.hooks.iter().enumerate() {
        let at = format!(".hooks[{i}]");
        if h.command.trim().is_empty() {
            return fail(
                format!("{at}.command"),
                t!("err-scenario-empty-hook-command"),
            );
        }
        match &h.tool {
            Some(_) if !h.on.is_per_call() => {
                return fail(
                    format!("{at}.tool"),
                    t!("err-scenario-hook-once-tool", event = h.on.name()),
                )
            }
            Some(tool) if !agent.tools.contains(tool) => {
                return fail(
                    format!("{at}.tool"),
                    t!(
                        "err-scenario-not-agents-tool",
                        tools = agent.tools.join(", "),
                        found = format!("{tool:?}")
                    ),
                )
            }
            _ => {}
        }
        if h.outcomes.is_empty() {
            return fail(format!("{at}.outcomes"), t!("err-scenario-no-hook-answers"));
        }
        for (j, outcome) in h.outcomes.iter().enumerate() {
            if !h.on.allows(outcome) {
                let can = [
                    HookOutcome::Pass,
                    HookOutcome::Allow {
                        reason: String::new(),
                    },
                    HookOutcome::Deny {
                        reason: String::new(),
                    },
                    HookOutcome::Ask {
                        reason: String::new(),
                    },
                    HookOutcome::Context {
                        text: String::new(),
                    },
                    HookOutcome::Block {
                        reason: String::new(),
                    },
                ]
                .iter()
                .filter(|o| h.on.allows(o))
                .map(|o| o.kind().to_string())
                // "pass or allow or deny": each kind joined to those before it.
                .reduce(|first, second| t!("err-scenario-either", first = first, second = second))
                .unwrap_or_default();
                return fail(
                    format!("{at}.outcomes[{j}].kind"),
                    t!(
                        "err-scenario-hook-answers",
                        event = h.on.name(),
                        kinds = can,
                        found = format!("{:?}", outcome.kind())
                    ),
                );
            }
        }
        if !h.recorded.is_empty() && !h.on.is_per_call() {
            return fail(
                format!("{at}.recorded"),
                t!("err-scenario-hook-once-recorded", event = h.on.name()),
            );
        }
        if let Some((id, outcome)) = h.recorded.iter().find(|(_, o)| !h.on.allows(o)) {
            return fail(
                format!("{at}.recorded.{id}.kind"),
                t!(
                    "err-scenario-hook-cannot-answer",
                    event = h.on.name(),
                    found = format!("{:?}", outcome.kind())
                ),
            );
        }
        if h.on == HookEvent::Stop && h.outcomes.last().is_some_and(|o| o.kind() == "block") {
            return fail(
                format!("{at}.outcomes"),
                t!("err-scenario-stop-hook-blocks"),
            );
        }
        let earlier = agent.hooks[..i]
            .iter()
            .position(|e| e.on == h.on && (e.tool.is_none() || e.tool == h.tool));
        if let Some(e) = earlier {
            return fail(
                at,
                t!(
                    "err-scenario-hook-shadowed",
                    hook = format!("hooks[{e}]"),
                    event = h.on.name()
                ),
            );
        }
    }
    Ok(())
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn builtins_load_in_order() {
        let all = builtin().unwrap();
        assert_eq!(all.len(), BUILTIN.len());
        assert_eq!(all[0].prompt, "What is an agent harness?");
        let ids: Vec<&str> = all.iter().map(|s| s.id.as_str()).collect();
        assert_eq!(ids[..3], ["what-is-a-harness", "read-file", "run-tests"]);
    }

    fn error(json: &str) -> String {
        Scenario::from_json("bad.json", json)
            .unwrap_err()
            .to_string()
    }

    fn valid() -> serde_json::Value {
        serde_json::from_str(include_str!("../../scenarios/read-file.json")).unwrap()
    }

    /// The read-file scenario with these hooks.
    fn with_hooks(hooks: serde_json::Value) -> String {
        let mut v = valid();
        v["agent"]["hooks"] = hooks;
        error(&v.to_string())
    }

    #[test]
    fn a_hook_for_a_tool_must_be_at_a_tool_event_and_for_one_of_the_agents_tools() {
        let stop = serde_json::json!([{"on": "stop", "tool": "read_file", "command": "x", "outcomes": [{"kind": "pass"}]}]);
        assert_eq!(
            with_hooks(stop),
            "bad.json: agent.hooks[0].tool: a Stop hook runs once for the run, not for a tool: remove tool"
        );
        let other = serde_json::json!([{"on": "preToolUse", "tool": "write_file", "command": "x", "outcomes": [{"kind": "pass"}]}]);
        assert_eq!(
            with_hooks(other),
            "bad.json: agent.hooks[0].tool: expected one of the agent's tools (read_file, run_tests), found \"write_file\""
        );
    }

    #[test]
    fn a_hook_answers_only_what_its_event_allows() {
        let hooks = serde_json::json!([{"on": "postToolUse", "command": "fmt", "outcomes": [{"kind": "pass"}, {"kind": "deny", "reason": "no"}]}]);
        assert_eq!(
            with_hooks(hooks),
            "bad.json: agent.hooks[0].outcomes[1].kind: a PostToolUse hook answers pass or context, found \"deny\""
        );
        let block = serde_json::json!([{"on": "preToolUse", "command": "x", "outcomes": [{"kind": "block", "reason": "no"}]}]);
        assert!(with_hooks(block).contains(
            "a PreToolUse hook answers pass or allow or deny or ask or context, found \"block\""
        ));
    }

    #[test]
    fn an_answer_without_its_reason_or_text_is_refused_by_field() {
        let deny = serde_json::json!([{"on": "preToolUse", "command": "x", "outcomes": [{"kind": "deny"}]}]);
        let e = with_hooks(deny);
        assert!(e.starts_with("bad.json: agent.hooks[0].outcomes"), "{e}");
        assert!(e.contains("a deny answer needs a reason"), "{e}");
        let note = serde_json::json!([{"on": "postToolUse", "command": "x", "outcomes": [{"kind": "context", "reason": "r"}]}]);
        assert!(with_hooks(note).contains("a context answer needs a text"));
    }

    #[test]
    fn a_stop_hook_must_let_the_run_end_at_last() {
        let hooks = serde_json::json!([{"on": "stop", "command": "x", "outcomes": [{"kind": "block", "reason": "again"}]}]);
        assert_eq!(
            with_hooks(hooks),
            "bad.json: agent.hooks[0].outcomes: a Stop hook whose last answer is block never lets the run end: end with pass"
        );
    }

    #[test]
    fn a_hook_that_would_never_run_and_an_empty_one_are_refused() {
        let twice = serde_json::json!([
            {"on": "preToolUse", "command": "all", "outcomes": [{"kind": "pass"}]},
            {"on": "preToolUse", "tool": "read_file", "command": "one", "outcomes": [{"kind": "pass"}]}
        ]);
        assert_eq!(
            with_hooks(twice),
            "bad.json: agent.hooks[1]: hooks[0] already runs at every PreToolUse this one would: only the first runs"
        );
        let none = serde_json::json!([{"on": "stop", "command": "x", "outcomes": []}]);
        assert_eq!(
            with_hooks(none),
            "bad.json: agent.hooks[0].outcomes: expected at least one answer"
        );
        let blank =
            serde_json::json!([{"on": "stop", "command": " ", "outcomes": [{"kind": "pass"}]}]);
        assert_eq!(
            with_hooks(blank),
            "bad.json: agent.hooks[0].command: expected the command the hook runs, found an empty string"
        );
        let unknown = serde_json::json!([{"on": "sessionEnd", "command": "x", "outcomes": [{"kind": "pass"}]}]);
        assert!(
            with_hooks(unknown)
                .starts_with("bad.json: agent.hooks[0].on: unknown variant `sessionEnd`"),
            "{}",
            with_hooks(
                serde_json::json!([{"on": "sessionEnd", "command": "x", "outcomes": [{"kind": "pass"}]}])
            )
        );
    }

    #[test]
    fn broken_json_names_the_file_and_the_place() {
        let e = error("{\"id\": ");
        assert!(e.starts_with("bad.json: not valid JSON"), "{e}");
        assert!(e.contains("line 1"), "{e}");
    }

    #[test]
    fn a_missing_field_is_named() {
        let mut v = valid();
        v.as_object_mut().unwrap().remove("prompt");
        assert!(error(&v.to_string()).starts_with("bad.json: missing field `prompt` at line 1"));
        let mut v = valid();
        v["replies"][0]["toolCalls"][0]
            .as_object_mut()
            .unwrap()
            .remove("tool");
        assert!(error(&v.to_string())
            .starts_with("bad.json: replies[0].toolCalls[0]: missing field `tool`"));
    }

    #[test]
    fn a_wrong_type_is_named_with_what_was_expected() {
        let mut v = valid();
        v["agent"]["tools"] = serde_json::json!("read_file");
        let e = error(&v.to_string());
        assert!(
            e.starts_with("bad.json: agent.tools: invalid type: string"),
            "{e}"
        );
        assert!(e.contains("expected a sequence"), "{e}");
    }
}
