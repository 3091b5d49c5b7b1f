//! The types that cross the harness's boundaries: the article's schemas and the messages
//! between the parts.

pub mod envelope;
pub mod hook;
pub mod memory;
pub mod mode;
pub mod schema;
pub mod skill;
pub mod tool_search;
