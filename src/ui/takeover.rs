//! The wasm taking over the page rendered at build time (scripts/lib/prerender.mjs): the same
//! nodes replace that markup in one task, so nothing moves, and what the reader did meanwhile
//! carries over: the scroll position, the focused button, and a button pressed while the wasm
//! was still on its way (index.html's inline script keeps its place in `harnessPressed`).

use wasm_bindgen::JsCast;
use web_sys::{Element, HtmlElement};

/// What the reader was at on the prerendered page, taken just before it is replaced.
pub struct Before {
    scroll: (f64, f64),
    focused: Option<u32>,
}

/// The place of `target` among the buttons in `root`, in document order.
fn button_index(root: &Element, target: &Element) -> Option<u32> {
    let buttons = root.query_selector_all("button").ok()?;
    (0..buttons.length()).find(|&i| {
        buttons
            .item(i)
            .is_some_and(|b| b.dyn_ref::<Element>() == Some(target))
    })
}

/// The button at `index` in `root`.
fn button_at(root: &Element, index: u32) -> Option<HtmlElement> {
    let buttons = root.query_selector_all("button").ok()?;
    buttons.item(index)?.dyn_into::<HtmlElement>().ok()
}

/// Notes the scroll position and the focused button of the page about to be replaced.
pub fn before(root: &Element) -> Before {
    let window = web_sys::window();
    let scroll = window.as_ref().map_or((0.0, 0.0), |w| {
        (w.scroll_x().unwrap_or(0.0), w.scroll_y().unwrap_or(0.0))
    });
    let focused = window
        .and_then(|w| w.document())
        .and_then(|d| d.active_element())
        .and_then(|active| button_index(root, &active));
    Before { scroll, focused }
}

/// Once the wasm's page is mounted: the same scroll position and focus, the page marked as
/// started, and the button pressed meanwhile pressed now.
pub fn after(root: &Element, before: Before) {
    let Some(window) = web_sys::window() else {
        return;
    };
    if (window.scroll_x().ok(), window.scroll_y().ok())
        != (Some(before.scroll.0), Some(before.scroll.1))
    {
        window.scroll_to_with_x_and_y(before.scroll.0, before.scroll.1);
    }
    if let Some(button) = before.focused.and_then(|i| button_at(root, i)) {
        let _ = button.focus();
    }
    if let Some(html) = window.document().and_then(|d| d.document_element()) {
        let _ = html.class_list().remove_1("starting");
    }
    let pressed = js_sys::Reflect::get(&window, &"harnessPressed".into())
        .ok()
        .and_then(|v| v.as_f64());
    if let Some(button) = pressed.and_then(|i| button_at(root, i as u32)) {
        button.click();
    }
}
