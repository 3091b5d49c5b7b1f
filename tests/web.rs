//! Component tests: the page mounted in headless Chromium, used through its DOM.
//!
//! Run by scripts/test with wasm-bindgen-test-runner; each test mounts a fresh page.
#![cfg(target_arch = "wasm32")]

use gloo_timers::future::TimeoutFuture;
use wasm_bindgen::JsCast;
use wasm_bindgen_test::*;
use web_sys::{Document, HtmlElement, HtmlInputElement};

wasm_bindgen_test_configure!(run_in_browser);

fn document() -> Document {
    web_sys::window().unwrap().document().unwrap()
}

/// Mounts the page into a fresh container and lets its effects run.
async fn mount() -> HtmlElement {
    // The page follows its step in the URL; start each test from a plain address.
    let window = web_sys::window().unwrap();
    let path = window.location().pathname().unwrap();
    window
        .history()
        .unwrap()
        .replace_state_with_url(&wasm_bindgen::JsValue::NULL, "", Some(&path))
        .unwrap();
    let root: HtmlElement = document().create_element("div").unwrap().unchecked_into();
    document().body().unwrap().append_child(&root).unwrap();
    leptos::mount::mount_to(root.clone(), harness_demo::ui::App).forget();
    settle().await;
    root
}

/// Lets scheduled effects update the DOM.
async fn settle() {
    TimeoutFuture::new(10).await;
}

/// The buttons a person can see: not inside anything the page hides.
fn buttons(root: &HtmlElement) -> Vec<HtmlElement> {
    let list = root.query_selector_all("button").unwrap();
    (0..list.length())
        .map(|i| list.item(i).unwrap().unchecked_into::<HtmlElement>())
        .filter(|b| b.closest("[hidden]").unwrap().is_none())
        .collect()
}

fn button(root: &HtmlElement, name: &str) -> Option<HtmlElement> {
    buttons(root)
        .into_iter()
        .find(|b| b.text_content().unwrap_or_default().contains(name))
}

fn text_of(root: &HtmlElement, selector: &str) -> String {
    root.query_selector(selector)
        .unwrap()
        .and_then(|e| e.text_content())
        .unwrap_or_default()
        .trim()
        .to_string()
}

async fn click(root: &HtmlElement, name: &str) {
    button(root, name)
        .unwrap_or_else(|| panic!("no button {name:?}"))
        .click();
    settle().await;
}

/// Clicks Step forward until the run's last step.
async fn step_to_end(root: &HtmlElement) {
    for _ in 0..200 {
        let forward = button(root, "Step forward").unwrap();
        if forward.has_attribute("disabled") {
            return;
        }
        forward.click();
        settle().await;
    }
    panic!("the run did not end within 200 steps");
}

#[wasm_bindgen_test]
async fn starts_idle_at_step_one_with_three_sample_prompts() {
    let root = mount().await;
    assert_eq!(text_of(&root, ".status"), "idle");
    let position = text_of(&root, ".position");
    assert!(position.starts_with("1 / "), "{position}");
    let samples = root
        .query_selector_all("[aria-label='Sample prompts'] button")
        .unwrap();
    assert_eq!(samples.length(), 3);
    assert_eq!(
        samples.item(0).unwrap().text_content().unwrap().trim(),
        "What is an agent harness?"
    );
}

#[wasm_bindgen_test]
async fn stepping_moves_the_position_and_the_status() {
    let root = mount().await;
    click(&root, "Step forward").await;
    assert!(text_of(&root, ".position").starts_with("2 / "));
    step_to_end(&root).await;
    assert_eq!(text_of(&root, ".status"), "idle");
    assert!(text_of(&root, ".messages").contains("An agent harness is the program around an llm"));
    click(&root, "Step back").await;
    let position = text_of(&root, ".position");
    let (k, n) = position.split_once(" / ").unwrap();
    assert_eq!(k.parse::<usize>().unwrap() + 1, n.parse::<usize>().unwrap());
}

#[wasm_bindgen_test]
async fn always_allow_saves_a_rule_that_reset_removes() {
    let root = mount().await;
    click(&root, "Run the tests and tell me if they pass.").await;
    step_to_end(&root).await;
    assert!(
        button(&root, "Allow once").is_some(),
        "the run should stop on the question"
    );
    click(&root, "Always allow").await;
    step_to_end(&root).await;
    assert!(button(&root, "Allow once").is_none());
    assert!(text_of(&root, ".panel-agent").contains("saved"));
    // The same prompt again: the saved rule means no question.
    click(&root, "Run the tests and tell me if they pass.").await;
    step_to_end(&root).await;
    assert!(button(&root, "Allow once").is_none());
    click(&root, "Reset").await;
    assert!(!text_of(&root, ".panel-agent").contains("saved"));
    step_to_end(&root).await;
    assert!(
        button(&root, "Allow once").is_some(),
        "after reset the question comes back"
    );
}

#[wasm_bindgen_test]
async fn typed_markup_is_shown_as_text() {
    let root = mount().await;
    let markup = "<img src=x onerror=alert(1)>";
    let input: HtmlInputElement = root
        .query_selector("#message")
        .unwrap()
        .unwrap()
        .unchecked_into();
    input.set_value(markup);
    input
        .dispatch_event(&web_sys::Event::new("input").unwrap())
        .unwrap();
    settle().await;
    click(&root, "Send").await;
    step_to_end(&root).await;
    assert!(text_of(&root, ".messages").contains(markup));
    assert!(root.query_selector(".messages img").unwrap().is_none());
    assert!(text_of(&root, ".messages").contains("I am a scripted llm"));
}

#[wasm_bindgen_test]
fn a_fatal_error_is_shown_in_the_alert() {
    // index.html's hidden alert, as the page has it.
    let alert = document().create_element("div").unwrap();
    alert.set_id("fatal");
    alert.set_attribute("role", "alert").unwrap();
    alert.set_attribute("hidden", "").unwrap();
    document().body().unwrap().append_child(&alert).unwrap();
    harness_demo::ui::panic::show_fatal("Something went wrong: test");
    assert!(!alert.has_attribute("hidden"));
    assert_eq!(alert.text_content().unwrap(), "Something went wrong: test");
    alert.remove();
}
