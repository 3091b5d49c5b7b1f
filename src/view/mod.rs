//! The view model: pure functions from a trace and a step to what each part of the page
//! shows. No Leptos here, so it is tested natively; the components only lay it out.
//!
//! Each panel has its own function, so the page can keep one memo per panel and touch only
//! the DOM of what changed at a step.

pub mod cache;
pub mod cache_miss;
pub mod chapters;
pub mod chat;
pub mod context;
pub mod cost;
pub mod diagram;
pub mod export;
pub mod figure;
pub mod hooks;
pub mod import;
pub mod log_fields;
pub mod narrate;
pub mod panel_keys;
pub mod panels;
pub mod predict;
pub mod recorded;
pub mod redact;
pub mod run_cost;
pub mod scenario_words;
pub mod skills;
pub mod stepper;
pub mod subagents;
pub mod text;
pub mod tool_search;
pub mod words;

pub use chat::{agent_name, draft, status, waiting_for_you, ChatLog};
pub use context::{context, context_view, request_bars, requests, ContextView, RequestBar};
pub use diagram::{has_subagents, label, lane, message, MessageView};
pub use narrate::narrate;
pub use panels::{
    agent, changed, llm, permission, session, sessions, turn, AgentView, LlmView, PermissionView,
    RuleView, SessionLine, SessionView, TurnView, LLM_EVENTS,
};
pub use stepper::{marks, step_text, stop_step, stoppable, Mark, LONG_RUN_STEPS};
pub use words::{answer_words, end_word, error_word};

/// The core's words the page shows: the page reads them from the view model, never from the
/// core itself.
pub mod words_of_the_core {
    pub use crate::harness::machine::tokens::Source;
    pub use crate::harness::machine::RuleSource;
    pub use crate::harness::protocol::envelope::Part;
    pub use crate::harness::protocol::mode::Mode;
    pub use crate::harness::protocol::schema::{Decision, Reply, Status, ToolError};
}
