//! The page's entry point: mounts the UI. Natively there is nothing to show.

#[cfg(target_arch = "wasm32")]
fn main() {
    harness_demo::ui::mount();
}

#[cfg(not(target_arch = "wasm32"))]
fn main() {
    eprintln!("This binary is the browser demo: run scripts/serve. For a trace in the terminal: cargo run --example trace");
}
