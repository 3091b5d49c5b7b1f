//! Skills: instructions an agent loads only when it needs them. Each request lists a skill by
//! its name and one line; the body joins the thread only when the llm calls the `skill` tool,
//! so an unused skill costs its line alone. After a compaction the harness puts back the
//! bodies it loaded, each up to a cap, as Claude Code does.

use serde::{Deserialize, Serialize};

/// One skill an agent can load.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(not(target_arch = "wasm32"), derive(schemars::JsonSchema))]
#[serde(rename_all = "camelCase", deny_unknown_fields)]
pub struct Skill {
    pub name: String,
    /// The one line every request lists.
    pub description: String,
    /// What loading it adds to the thread.
    pub body: String,
}

/// The tool that loads a skill: its input is the skill's name.
pub const SKILL_TOOL: &str = "skill";

/// The most tokens of one skill's body put back after a compaction, and of all of them
/// (Claude Code's caps: 5,000 and 25,000).
pub const REATTACH_EACH: u64 = 5_000;
pub const REATTACH_ALL: u64 = 25_000;

/// The listing every request carries: each skill by its name and line.
pub fn listing(skills: &[Skill]) -> String {
    let lines: Vec<String> = skills
        .iter()
        .map(|s| format!("- {}: {}", s.name, s.description))
        .collect();
    format!(
        "Skills you can load with the skill tool (its input is the name):\n{}",
        lines.join("\n")
    )
}

/// A skill's body as the note that carries it into the thread (`again`: put back after a
/// compaction).
pub fn note(name: &str, body: &str, again: bool) -> String {
    if again {
        format!("Skill {name}, put back after the compaction:\n{body}")
    } else {
        format!("Skill {name}:\n{body}")
    }
}

/// The skill a `skill` call names: its input as the bare name, or JSON `{"skill": name}`.
pub fn named<'a>(skills: &'a [Skill], input: &str) -> Option<&'a Skill> {
    let name = serde_json::from_str::<serde_json::Value>(input)
        .ok()
        .and_then(|v| v.get("skill").and_then(|s| s.as_str()).map(str::to_string))
        .unwrap_or_else(|| input.trim().to_string());
    skills.iter().find(|s| s.name == name)
}
