//! Agent harness step-through: a sans-IO harness core and, on wasm, the page that shows it.

pub mod harness;
