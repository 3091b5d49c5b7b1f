//! The harness core: the article's nouns and moving parts, with no UI, no timers and no I/O.

pub mod envelope;
pub mod llm;
pub mod machine;
pub mod permission;
pub mod schema;
pub mod tokens;
pub mod tools;

mod coordinator;
mod json_path;
pub mod narrate;
mod runner;
pub mod scenario;
mod session_api;
pub mod text;
pub mod trace;
