//! The harness core: the article's nouns and moving parts, with no UI, no timers and no I/O.
//!
//! - `protocol`: the schemas and the messages between the parts;
//! - `machine`: the session API, coordinator and runner as one sans-IO state machine, with
//!   its rules, tokens, thread log and prompt cache;
//! - `drivers`: what carries out the machine's requests: the scripted llm and the fake tools;
//! - `scenario`: scripted runs read from JSON and checked on load.

pub mod drivers;
pub mod machine;
pub mod protocol;
pub mod scenario;
