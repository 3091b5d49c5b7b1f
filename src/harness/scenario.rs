//! Scenarios: the prompt, the agent, the fake tools' outputs and the scripted llm replies,
//! read from JSON and checked on load.

use std::collections::BTreeMap;
use std::fmt;

use serde::{Deserialize, Serialize};

use super::json_path;
use super::llm::{ScriptedCall, ScriptedLlm, ScriptedReply};
use super::schema::{Agent, Tool};
use super::tools::{FakeReadFile, FakeRunTests, FakeWriteFile, Toolbox};

/// A scripted run, as written in a scenario file.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "camelCase", deny_unknown_fields)]
pub struct Scenario {
    /// Short and URL-safe: lowercase letters, digits and dashes.
    pub id: String,
    pub title: String,
    pub description: String,
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
    /// The llm's replies, one per turn, in order.
    pub replies: Vec<ReplySpec>,
    /// A second client prompting the same session.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub second_client: Option<SecondClient>,
}

/// One scripted llm reply.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "camelCase", deny_unknown_fields)]
pub struct ReplySpec {
    pub text: String,
    #[serde(default)]
    pub tool_calls: Vec<CallSpec>,
    /// Said instead when a tool asked for last turn did not run.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub if_refused: Option<String>,
}

/// One scripted tool call.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct CallSpec {
    pub tool: String,
    #[serde(default)]
    pub input: String,
}

/// Another client's prompt, typed after the first `at_step` steps (0: the same moment).
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "camelCase", deny_unknown_fields)]
pub struct SecondClient {
    pub text: String,
    #[serde(default)]
    pub at_step: usize,
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
                    problem: format!("not valid JSON ({e})"),
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
                format!(
                    "expected lowercase letters, digits and dashes, found {:?}",
                    self.id
                ),
            );
        }
        if self.prompt.trim().is_empty() {
            return fail(
                "prompt",
                "expected the text of a message, found an empty string".into(),
            );
        }
        if self.agent.name.trim().is_empty() {
            return fail(
                "agent.name",
                "expected a name, found an empty string".into(),
            );
        }
        for (i, name) in self.agent.tools.iter().enumerate() {
            if !self.tools.iter().any(|t| &t.name == name) {
                return fail(
                    &format!("agent.tools[{i}]"),
                    format!("expected a tool described in tools, found {name:?}"),
                );
            }
        }
        for (i, rule) in self.agent.rules.iter().enumerate() {
            if !self.agent.tools.contains(&rule.tool) {
                return fail(
                    &format!("agent.rules[{i}].tool"),
                    format!(
                        "expected one of the agent's tools ({}), found {:?}",
                        self.agent.tools.join(", "),
                        rule.tool
                    ),
                );
            }
        }
        if self.replies.is_empty() {
            return fail(
                "replies",
                "expected at least one scripted reply, found none".into(),
            );
        }
        for (i, reply) in self.replies.iter().enumerate() {
            for (j, call) in reply.tool_calls.iter().enumerate() {
                if call.tool.trim().is_empty() {
                    return fail(
                        &format!("replies[{i}].toolCalls[{j}].tool"),
                        "expected a tool name, found an empty string".into(),
                    );
                }
            }
        }
        if let Some(second) = &self.second_client {
            if second.text.trim().is_empty() {
                return fail(
                    "secondClient.text",
                    "expected the text of a message, found an empty string".into(),
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
            replies: vec![ReplySpec {
                text: format!(
                    "I am a scripted llm: my replies were written in advance, so I can't really answer that. The harness around me is real, though, and you just watched it carry your message. Try one of the sample prompts: {}.",
                    samples.iter().map(|s| format!("\"{s}\"")).collect::<Vec<_>>().join(", ")
                ),
                tool_calls: vec![],
                if_refused: None,
            }],
            second_client: None,
            ..base.clone()
        }
    }

    /// The scripted llm for this scenario.
    pub fn llm(&self) -> ScriptedLlm {
        ScriptedLlm::new(
            self.replies
                .iter()
                .map(|r| ScriptedReply {
                    text: r.text.clone(),
                    tool_calls: r
                        .tool_calls
                        .iter()
                        .map(|c| ScriptedCall {
                            tool: c.tool.clone(),
                            input: c.input.clone(),
                        })
                        .collect(),
                    if_refused: r.if_refused.clone(),
                })
                .collect(),
        )
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
    }
}

/// The scenario files built into the page, in the order the page lists them.
const BUILTIN: [(&str, &str); 7] = [
    (
        "what-is-a-harness.json",
        include_str!("../scenarios/what-is-a-harness.json"),
    ),
    (
        "read-file.json",
        include_str!("../scenarios/read-file.json"),
    ),
    (
        "run-tests.json",
        include_str!("../scenarios/run-tests.json"),
    ),
    (
        "denied-tool.json",
        include_str!("../scenarios/denied-tool.json"),
    ),
    (
        "two-tools.json",
        include_str!("../scenarios/two-tools.json"),
    ),
    (
        "unknown-tool.json",
        include_str!("../scenarios/unknown-tool.json"),
    ),
    (
        "two-clients.json",
        include_str!("../scenarios/two-clients.json"),
    ),
];

/// The built-in scenarios; the first three are the article's sample prompts.
pub fn builtin() -> Result<Vec<Scenario>, ScenarioError> {
    BUILTIN
        .iter()
        .map(|(file, json)| Scenario::from_json(&format!("src/scenarios/{file}"), json))
        .collect()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn builtins_load_in_order() {
        let all = builtin().unwrap();
        assert_eq!(all.len(), 7);
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
        serde_json::from_str(include_str!("../scenarios/read-file.json")).unwrap()
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

    #[test]
    fn a_tool_call_naming_no_tool_is_rejected() {
        let mut v = valid();
        v["replies"][0]["toolCalls"][0]["tool"] = serde_json::json!("");
        assert_eq!(
            error(&v.to_string()),
            "bad.json: replies[0].toolCalls[0].tool: expected a tool name, found an empty string"
        );
    }

    #[test]
    fn values_that_do_not_fit_together_are_rejected() {
        let mut v = valid();
        v["agent"]["rules"][0]["tool"] = serde_json::json!("deploy");
        assert!(error(&v.to_string())
            .starts_with("bad.json: agent.rules[0].tool: expected one of the agent's tools"));
        let mut v = valid();
        v["id"] = serde_json::json!("Read File");
        assert!(error(&v.to_string()).starts_with("bad.json: id: expected lowercase"));
        let mut v = valid();
        v["agent"]["rules"][0]["decision"] = serde_json::json!("maybe");
        let e = error(&v.to_string());
        assert!(e.contains("agent.rules[0].decision: unknown variant `maybe`, expected one of `allow`, `ask`, `deny`"), "{e}");
    }
}
