//! Drivers carry out what the machine asks of the outside: an llm that answers requests and
//! tools that run. The scripted llm and the fake tools are one such pair; a live model over
//! HTTP is another: `openai` holds its pure half, the page its fetch. `sse` and `wire` are what
//! the live wires share.

pub mod fake_tools;
pub mod openai;
pub mod scripted_llm;
mod sse;
mod wire;
