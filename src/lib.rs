//! Agent harness step-through: a sans-IO harness core and, on wasm, the page that shows it.

pub mod harness;
pub mod link;
pub mod view;

#[cfg(target_arch = "wasm32")]
pub mod ui;
