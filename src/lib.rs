//! Agent harness step-through: a sans-IO harness core, the traces it records, the view model
//! that turns a trace into what the page shows, and, on wasm, the page.

pub mod embed;
pub mod harness;
pub mod hosted;
pub mod i18n;
pub mod link;
pub mod log_worker;
pub mod logs;
pub mod trace;
pub mod view;

#[cfg(target_arch = "wasm32")]
pub mod ui;
