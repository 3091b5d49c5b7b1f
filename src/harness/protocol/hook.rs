//! Hooks: code the harness runs at fixed moments of a run, outside the llm's context. What a
//! hook returns may reach the context (a note for the next request) or decide for the harness
//! (refuse a call, ask about it, send the agent back to work).
//!
//! The page's hooks are fakes, like its tools: each says the command a real harness would run
//! and what it returns each time it runs, in order (the last answer repeats).

use std::collections::BTreeMap;

use serde::{Deserialize, Serialize};

/// The call a tool event's hook runs for: its id and its tool. (Not the schema's `ToolCall`,
/// so that the schema's `Agent` can hold hooks without the two modules importing each other.)
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct CallRef<'a> {
    pub id: &'a str,
    pub tool: &'a str,
}

/// When a hook runs.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(not(target_arch = "wasm32"), derive(schemars::JsonSchema))]
#[serde(rename_all = "camelCase")]
pub enum HookEvent {
    /// The session's first run starts, before anything else.
    SessionStart,
    /// A prompt starts a run, before its first request.
    UserPromptSubmit,
    /// A tool call is about to be checked against the rules.
    PreToolUse,
    /// A tool gave its output, before the result joins the thread.
    PostToolUse,
    /// The llm answered with no tool calls: the run would end.
    Stop,
    /// The next request does not fit the context window: the thread is about to be compacted.
    PreCompact,
}

impl HookEvent {
    pub const ALL: [HookEvent; 6] = [
        HookEvent::SessionStart,
        HookEvent::UserPromptSubmit,
        HookEvent::PreToolUse,
        HookEvent::PostToolUse,
        HookEvent::Stop,
        HookEvent::PreCompact,
    ];

    /// Its name in Claude Code's settings and logs, which the page uses too.
    pub fn name(self) -> &'static str {
        match self {
            HookEvent::SessionStart => "SessionStart",
            HookEvent::UserPromptSubmit => "UserPromptSubmit",
            HookEvent::PreToolUse => "PreToolUse",
            HookEvent::PostToolUse => "PostToolUse",
            HookEvent::Stop => "Stop",
            HookEvent::PreCompact => "PreCompact",
        }
    }

    /// Whether it runs for one tool call, so a hook of it may name the tool it is for.
    pub fn is_per_call(self) -> bool {
        matches!(self, HookEvent::PreToolUse | HookEvent::PostToolUse)
    }

    /// Whether a hook of this event may answer `outcome`.
    pub fn allows(self, outcome: &HookOutcome) -> bool {
        match outcome {
            HookOutcome::Pass => true,
            // A Stop hook's note waits for the next request, of the next run. Claude Code reads
            // no note from a PreCompact hook: it may only block the compaction.
            HookOutcome::Context { .. } => self != HookEvent::PreCompact,
            HookOutcome::Allow { .. } | HookOutcome::Deny { .. } | HookOutcome::Ask { .. } => {
                self == HookEvent::PreToolUse
            }
            HookOutcome::Block { .. } => matches!(self, HookEvent::Stop | HookEvent::PreCompact),
        }
    }
}

// A file writes an answer flat (`OutcomeFile`): serde's internally tagged enum cost the page
// about 13 KB of wasm.
/// What one run of a hook returns: its kind, and the reason or the text it needs.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(not(target_arch = "wasm32"), derive(schemars::JsonSchema))]
#[serde(try_from = "OutcomeFile", into = "OutcomeFile")]
pub enum HookOutcome {
    /// Nothing to add: the harness goes on as it would have. (A Stop hook that passes lets
    /// the run end.)
    Pass,
    /// PreToolUse: let the call run without asking, unless a rule says ask or deny.
    Allow { reason: String },
    /// PreToolUse: refuse the call; the llm reads the reason in its result.
    Deny { reason: String },
    /// PreToolUse: ask the person, whatever the rules say.
    Ask { reason: String },
    /// A note the harness adds to the next request (a reminder): never typed by the user.
    Context { text: String },
    /// Stop: do not let the run end; the llm reads the reason and takes another turn.
    Block { reason: String },
}

/// An answer as a scenario file writes it: its kind, and the reason or the text it needs.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(not(target_arch = "wasm32"), derive(schemars::JsonSchema))]
#[serde(rename_all = "camelCase", deny_unknown_fields)]
pub struct OutcomeFile {
    kind: OutcomeKind,
    /// allow, deny, ask and block: why.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    reason: Option<String>,
    /// context: the note.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    text: Option<String>,
}

#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(not(target_arch = "wasm32"), derive(schemars::JsonSchema))]
#[serde(rename_all = "camelCase")]
enum OutcomeKind {
    Pass,
    Allow,
    Deny,
    Ask,
    Context,
    Block,
}

impl TryFrom<OutcomeFile> for HookOutcome {
    type Error = String;

    fn try_from(file: OutcomeFile) -> Result<Self, String> {
        let reason = |kind: &str| {
            file.reason
                .clone()
                .ok_or_else(|| format!("a {kind} answer needs a reason"))
        };
        Ok(match file.kind {
            OutcomeKind::Pass => HookOutcome::Pass,
            OutcomeKind::Allow => HookOutcome::Allow {
                reason: reason("allow")?,
            },
            OutcomeKind::Deny => HookOutcome::Deny {
                reason: reason("deny")?,
            },
            OutcomeKind::Ask => HookOutcome::Ask {
                reason: reason("ask")?,
            },
            OutcomeKind::Block => HookOutcome::Block {
                reason: reason("block")?,
            },
            OutcomeKind::Context => HookOutcome::Context {
                text: file
                    .text
                    .ok_or_else(|| "a context answer needs a text".to_string())?,
            },
        })
    }
}

impl From<HookOutcome> for OutcomeFile {
    fn from(outcome: HookOutcome) -> Self {
        let (kind, reason, text) = match outcome {
            HookOutcome::Pass => (OutcomeKind::Pass, None, None),
            HookOutcome::Allow { reason } => (OutcomeKind::Allow, Some(reason), None),
            HookOutcome::Deny { reason } => (OutcomeKind::Deny, Some(reason), None),
            HookOutcome::Ask { reason } => (OutcomeKind::Ask, Some(reason), None),
            HookOutcome::Block { reason } => (OutcomeKind::Block, Some(reason), None),
            HookOutcome::Context { text } => (OutcomeKind::Context, None, Some(text)),
        };
        OutcomeFile { kind, reason, text }
    }
}

impl HookOutcome {
    /// Its kind as the scenario file writes it.
    pub fn kind(&self) -> &'static str {
        match self {
            HookOutcome::Pass => "pass",
            HookOutcome::Allow { .. } => "allow",
            HookOutcome::Deny { .. } => "deny",
            HookOutcome::Ask { .. } => "ask",
            HookOutcome::Context { .. } => "context",
            HookOutcome::Block { .. } => "block",
        }
    }
}

/// One hook of an agent.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(not(target_arch = "wasm32"), derive(schemars::JsonSchema))]
#[serde(rename_all = "camelCase", deny_unknown_fields)]
pub struct Hook {
    pub on: HookEvent,
    /// PreToolUse and PostToolUse: the tool it is for; every tool when unset.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub tool: Option<String>,
    /// The command a real harness would run, shown as the hook's name.
    pub command: String,
    /// What it returns each time it runs, in order; the last one repeats. A Stop hook's last
    /// answer must let the run end.
    #[cfg_attr(not(target_arch = "wasm32"), schemars(length(min = 1)))]
    pub outcomes: Vec<HookOutcome>,
    /// A recorded run, at a tool event: the calls the log says it ran for, by id, each with
    /// what it answered. It runs for those calls only, and `outcomes` is not used.
    #[serde(default, skip_serializing_if = "BTreeMap::is_empty")]
    pub recorded: BTreeMap<String, HookOutcome>,
}

impl Hook {
    /// Whether it runs at `event` for `call` (`None`: not a tool event).
    pub fn runs_at(&self, event: HookEvent, call: Option<CallRef<'_>>) -> bool {
        self.on == event
            && match (&self.tool, call) {
                (_, Some(c)) if !self.recorded.is_empty() => self.recorded.contains_key(c.id),
                (Some(mine), Some(c)) => mine == c.tool,
                _ => true,
            }
    }

    /// What its run number `run` (from 0), for `call` at a tool event, returns.
    pub fn outcome(&self, run: usize, call: Option<CallRef<'_>>) -> HookOutcome {
        if let Some(recorded) = call.and_then(|c| self.recorded.get(c.id)) {
            return recorded.clone();
        }
        self.outcomes
            .get(run)
            .or(self.outcomes.last())
            .cloned()
            .unwrap_or(HookOutcome::Pass)
    }
}

/// The first of `hooks` that runs at `event` (for `call`), by its index.
pub fn find(hooks: &[Hook], event: HookEvent, call: Option<CallRef<'_>>) -> Option<usize> {
    hooks.iter().position(|h| h.runs_at(event, call))
}
