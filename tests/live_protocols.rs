//! The live model's choice of wire (`drivers::live_wire`): each protocol's address, headers, body,
//! stream reader, errors and cache profile, as the page's driver uses them.

use harness_demo::harness::drivers::live_wire::Protocol;
use harness_demo::harness::machine::{CacheKind, CacheProfile, Purpose, RequestRef};
use harness_demo::harness::protocol::schema::{Answered, LlmEvent, Message, Tool, Usage};
use serde_json::Value;

fn tools() -> Vec<Tool> {
    vec![Tool {
        name: "read_file".into(),
        description: "Read a file.".into(),
    }]
}

fn request<'a>(tools: &'a [Tool], thread: &'a [Message]) -> RequestRef<'a> {
    RequestRef {
        agent: "coder",
        instructions: "You are coder.",
        tools,
        loaded: &[],
        thread,
        purpose: Purpose::Turn,
    }
}

fn header<'a>(headers: &'a [(&'static str, String)], name: &str) -> Option<&'a str> {
    headers
        .iter()
        .find(|(n, _)| n.eq_ignore_ascii_case(name))
        .map(|(_, v)| v.as_str())
}

#[test]
fn each_protocol_posts_to_its_own_address() {
    let chat = Protocol::ChatCompletions;
    assert_eq!(
        chat.url("http://localhost:11434/v1/"),
        "http://localhost:11434/v1/chat/completions"
    );
    let messages = Protocol::AnthropicMessages;
    assert_eq!(
        messages.url("https://api.anthropic.com/v1"),
        "https://api.anthropic.com/v1/messages"
    );
    assert_eq!(
        messages.url("https://api.anthropic.com"),
        "https://api.anthropic.com/v1/messages"
    );
    assert_eq!(
        Protocol::ALL.map(Protocol::label),
        ["Chat Completions", "Anthropic Messages"]
    );
}

#[test]
fn the_key_goes_in_each_wires_own_header_and_anthropic_is_told_it_is_a_browser() {
    let chat = Protocol::ChatCompletions.headers(" sk-1 ");
    assert_eq!(header(&chat, "authorization"), Some("Bearer sk-1"));
    assert_eq!(header(&chat, "x-api-key"), None);
    assert_eq!(header(&chat, "content-type"), Some("application/json"));
    let anthropic = Protocol::AnthropicMessages.headers("sk-ant-1");
    assert_eq!(header(&anthropic, "x-api-key"), Some("sk-ant-1"));
    assert_eq!(header(&anthropic, "authorization"), None);
    assert_eq!(header(&anthropic, "anthropic-version"), Some("2023-06-01"));
    assert_eq!(
        header(&anthropic, "anthropic-dangerous-direct-browser-access"),
        Some("true")
    );
    // No key (a local server, a proxy that adds its own): no key header at all.
    for p in Protocol::ALL {
        let none = p.headers("  ");
        assert_eq!(header(&none, "authorization"), None);
        assert_eq!(header(&none, "x-api-key"), None);
    }
}

#[test]
fn each_protocol_builds_its_own_body() {
    let tools = tools();
    let thread = [Message::User {
        text: "What does README.md say?".into(),
    }];
    let chat: Value =
        serde_json::from_str(&Protocol::ChatCompletions.body("m", request(&tools, &thread)))
            .unwrap();
    assert_eq!(chat["messages"][0]["role"], "system");
    assert_eq!(chat["tools"][0]["function"]["name"], "read_file");
    let messages: Value =
        serde_json::from_str(&Protocol::AnthropicMessages.body("m", request(&tools, &thread)))
            .unwrap();
    assert_eq!(messages["system"][0]["text"], "You are coder.");
    assert_eq!(messages["tools"][0]["name"], "read_file");
    assert_eq!(
        messages["messages"][0]["content"][0]["cache_control"]["type"], "ephemeral",
        "the end of the thread is a breakpoint"
    );
    assert_eq!(messages["stream"], true);
}

#[test]
fn each_protocol_reads_its_own_stream() {
    let chat = "data: {\"choices\":[{\"delta\":{\"content\":\"Hi\"}}]}\n\n\
        data: {\"choices\":[{\"delta\":{},\"finish_reason\":\"length\"}]}\n\n\
        data: [DONE]\n\n";
    let mut reply = Protocol::ChatCompletions.reply();
    let mut events = reply.feed(chat.as_bytes());
    events.extend(reply.end());
    assert_eq!(
        events,
        [
            LlmEvent::Text { text: "Hi".into() },
            LlmEvent::Cut {},
            LlmEvent::Finish {}
        ]
    );
    assert!(reply.ended());
    let messages = "event: message_start\n\
        data: {\"type\":\"message_start\",\"message\":{\"id\":\"m\",\"model\":\"c\",\"usage\":{\"input_tokens\":5,\"cache_creation_input_tokens\":1200,\"cache_read_input_tokens\":0,\"output_tokens\":1}}}\n\n\
        event: content_block_start\n\
        data: {\"type\":\"content_block_start\",\"index\":0,\"content_block\":{\"type\":\"text\",\"text\":\"\"}}\n\n\
        event: content_block_delta\n\
        data: {\"type\":\"content_block_delta\",\"index\":0,\"delta\":{\"type\":\"text_delta\",\"text\":\"Hi\"}}\n\n\
        event: message_delta\n\
        data: {\"type\":\"message_delta\",\"delta\":{\"stop_reason\":\"end_turn\"},\"usage\":{\"output_tokens\":2}}\n\n\
        event: message_stop\n\
        data: {\"type\":\"message_stop\"}\n\n";
    let mut reply = Protocol::AnthropicMessages.reply();
    let events = reply.feed(messages.as_bytes());
    assert_eq!(
        events,
        [
            LlmEvent::Text { text: "Hi".into() },
            LlmEvent::Usage {
                usage: Usage {
                    prompt_tokens: 1_205,
                    cached_tokens: Some(0),
                    cache_write_tokens: Some(1_200),
                    cache_write_1h_tokens: None,
                    completion_tokens: 2
                }
            },
            LlmEvent::Finish {}
        ]
    );
    assert!(reply.ended());
}

#[test]
fn an_overloaded_anthropic_api_is_retried_and_a_refused_key_is_not() {
    let p = Protocol::AnthropicMessages;
    let overloaded = p.http_error(
        529,
        r#"{"type":"error","error":{"type":"overloaded_error","message":"Overloaded"}}"#,
        None,
    );
    assert!(matches!(
        overloaded,
        LlmEvent::Error {
            retryable: true,
            ..
        }
    ));
    let refused = p.http_error(
        401,
        r#"{"type":"error","error":{"type":"authentication_error","message":"invalid x-api-key"}}"#,
        None,
    );
    let LlmEvent::Error {
        message, retryable, ..
    } = refused
    else {
        panic!("an error");
    };
    assert!(!retryable);
    assert!(message.contains("invalid x-api-key"), "{message}");
    let LlmEvent::Error { message, .. } =
        p.unreachable("https://api.anthropic.com/v1/messages", "http://x")
    else {
        panic!("an error");
    };
    assert!(
        message.contains("https://api.anthropic.com/v1"),
        "{message}"
    );
}

#[test]
fn on_either_protocol_an_http_error_carries_its_status_and_the_wait_it_asked_for() {
    for p in [Protocol::ChatCompletions, Protocol::AnthropicMessages] {
        let LlmEvent::Error { answered, .. } = p.http_error(429, "", Some(2_000)) else {
            panic!("an error");
        };
        assert_eq!(
            answered,
            Some(Answered {
                status: 429,
                retry_after_ms: Some(2_000)
            }),
            "{p:?}"
        );
        let LlmEvent::Error { answered, .. } = p.unreachable("http://127.0.0.1:9/v1", "http://x")
        else {
            panic!("an error");
        };
        assert_eq!(answered, None, "no answer, no status: {p:?}");
    }
}

#[test]
fn each_protocol_has_its_providers_cache_profile() {
    assert_eq!(
        Protocol::ChatCompletions.cache_profile("gpt-4o-mini"),
        CacheProfile::default()
    );
    let sonnet = Protocol::AnthropicMessages.cache_profile("claude-sonnet-4-5");
    assert_eq!(sonnet, CacheProfile::anthropic(1_024));
    assert_eq!(sonnet.kind, CacheKind::Anthropic);
    assert_eq!(
        Protocol::AnthropicMessages
            .cache_profile("claude-haiku-4-5")
            .min_tokens,
        4_096,
        "the model's own minimum"
    );
}
