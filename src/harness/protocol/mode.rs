//! Permission modes: a setting above the rules that decides whole kinds of tool calls at once,
//! as Claude Code's default, acceptEdits, plan and bypassPermissions modes do.

use serde::{Deserialize, Serialize};

/// The harness's permission mode.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[cfg_attr(not(target_arch = "wasm32"), derive(schemars::JsonSchema))]
#[serde(rename_all = "camelCase")]
pub enum Mode {
    /// The rules decide; no rule means ask.
    #[default]
    Default,
    /// Edits to files run without asking; everything else as the rules say.
    AcceptEdits,
    /// Read and plan only: what would edit a file or run a command is refused until the person
    /// approves the plan (switches the mode back).
    Plan,
    /// Everything runs without asking, but a rule that says deny still refuses.
    BypassPermissions,
}

impl Mode {
    pub const ALL: [Mode; 4] = [
        Mode::Default,
        Mode::AcceptEdits,
        Mode::Plan,
        Mode::BypassPermissions,
    ];

    /// Its name in Claude Code's settings and logs, which links and scenario files use too.
    pub fn as_str(self) -> &'static str {
        match self {
            Mode::Default => "default",
            Mode::AcceptEdits => "acceptEdits",
            Mode::Plan => "plan",
            Mode::BypassPermissions => "bypassPermissions",
        }
    }

    pub fn parse(word: &str) -> Option<Mode> {
        Mode::ALL.into_iter().find(|m| m.as_str() == word)
    }

    /// A few words for people ("plan mode").
    pub fn words(self) -> &'static str {
        match self {
            Mode::Default => "default mode",
            Mode::AcceptEdits => "accept-edits mode",
            Mode::Plan => "plan mode",
            Mode::BypassPermissions => "bypass-permissions mode",
        }
    }
}

/// What a tool does, as far as a mode cares.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum ToolKind {
    /// Only reads: files, the web, searches.
    Read,
    /// Changes files.
    Edit,
    /// Runs a command or a program.
    Execute,
    /// Anything else (the task tool, a todo list).
    Other,
}

impl ToolKind {
    /// The kind of the tool called `name`: the page's fake tools and Claude Code's and
    /// Codex's own by name; any other tool is `Other`.
    pub fn of(name: &str) -> ToolKind {
        match name {
            "read_file" | "Read" | "Grep" | "Glob" | "LS" | "WebFetch" | "WebSearch"
            | "NotebookRead" | "view_image" => ToolKind::Read,
            "write_file" | "Edit" | "Write" | "MultiEdit" | "NotebookEdit" | "apply_patch" => {
                ToolKind::Edit
            }
            "run_tests" | "Bash" | "BashOutput" | "KillShell" | "shell" | "exec_command"
            | "local_shell" => ToolKind::Execute,
            _ => ToolKind::Other,
        }
    }
}

/// What `mode` decides for a call of a tool of kind `kind`, where the rules say `rule`
/// (`explicit`: a rule names the tool): `None` when the mode leaves it to the rules.
pub fn decide(
    mode: Mode,
    kind: ToolKind,
    (rule, explicit): (super::schema::Decision, bool),
) -> Option<super::schema::Decision> {
    use super::schema::Decision::{Allow, Deny};
    match (mode, kind) {
        // A rule that says deny holds in every mode.
        (_, _) if explicit && rule == Deny => None,
        (Mode::Default, _) => None,
        (Mode::AcceptEdits, ToolKind::Edit) => Some(Allow),
        (Mode::AcceptEdits, _) => None,
        (Mode::Plan, ToolKind::Edit | ToolKind::Execute) => Some(Deny),
        (Mode::Plan, _) => None,
        (Mode::BypassPermissions, _) => Some(Allow),
    }
}
