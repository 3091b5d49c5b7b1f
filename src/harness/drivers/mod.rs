//! Drivers carry out what the machine asks of the outside: an llm that answers requests and
//! tools that run. The scripted llm and the fake tools are one such pair; a live model over
//! HTTP is another: `openai` (Chat Completions) and `anthropic` (the Messages API) hold its
//! pure half, one per wire, the page its fetch; `live` picks one of them for the page. `sse`
//! and `wire` are what the two wires share.

pub mod anthropic;
pub mod drive;
pub mod fake_tools;
pub mod live_driver;
pub mod live_wire;
pub mod openai;
pub mod scripted_llm;
pub mod scripted_run;
mod sse;
mod wire;
