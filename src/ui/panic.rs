//! A panic must not leave a blank or frozen page: it is shown in the page's alert box.

use std::panic;

/// Installs a panic hook that logs to the console and shows the message on the page.
pub fn show_panics_on_the_page() {
    panic::set_hook(Box::new(|info| {
        console_error_panic_hook::hook(info);
        show_fatal(&format!(
            "Something went wrong inside the demo and it stopped: {info}. Reload the page to start again."
        ));
    }));
}

/// Shows `message` in the page's `#fatal` alert, which index.html holds hidden.
pub fn show_fatal(message: &str) {
    if let Some(alert) = web_sys::window()
        .and_then(|w| w.document())
        .and_then(|d| d.get_element_by_id("fatal"))
    {
        alert.set_text_content(Some(message));
        let _ = alert.remove_attribute("hidden");
    }
}
