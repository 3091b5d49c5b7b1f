//! Tests of the Messages API driver: the stream parser (each event kind, cut anywhere), the
//! live reply it feeds the harness, the request body with its cache breakpoints, the headers,
//! the HTTP errors and the cache facts.
// proptest is a native-only dev-dependency.
#![cfg(not(target_arch = "wasm32"))]

mod common;

use harness_demo::harness::drivers::anthropic::limits::{min_cacheable_tokens, MAX_BREAKPOINTS};
use harness_demo::harness::drivers::anthropic::stream::{
    http_error_message, Counts, MessageStream, StreamEvent,
};
use harness_demo::harness::drivers::anthropic::{
    breakpoints, headers, http_error, messages_url, request_body, LiveReply, MAX_TOKENS,
};
use harness_demo::harness::machine::breakpoints::Breakpoints;
use harness_demo::harness::machine::{Purpose, RequestRef, SUMMARY_INSTRUCTION};
use harness_demo::harness::protocol::schema::{
    LlmEvent, Message, Tool, ToolCall, ToolError, ToolResult, Usage,
};
use proptest::prelude::*;
use serde_json::{json, Value};

use StreamEvent::{End, Error, Start, Stop, Text, Thinking};

// ---------- helpers ----------

/// Feeds each chunk, then ends the body; all events in order.
fn run(chunks: &[&[u8]]) -> Vec<StreamEvent> {
    let mut parser = MessageStream::new();
    let mut events = Vec::new();
    for chunk in chunks {
        events.extend(parser.feed(chunk));
    }
    events.extend(parser.finish());
    events
}

fn whole(body: &str) -> Vec<StreamEvent> {
    run(&[body.as_bytes()])
}

/// One server-sent event: its type as the `event:` line, its JSON as the `data:` line.
fn sse(data: Value) -> String {
    let kind = data["type"].as_str().unwrap_or("").to_owned();
    format!("event: {kind}\ndata: {data}\n\n")
}

fn message_start(input: u64, written: u64, read: u64) -> String {
    sse(json!({ "type": "message_start", "message": {
        "id": "msg_1", "type": "message", "role": "assistant", "content": [],
        "model": "claude-sonnet-4-5", "stop_reason": null, "stop_sequence": null,
        "usage": { "input_tokens": input, "cache_creation_input_tokens": written,
                   "cache_read_input_tokens": read, "output_tokens": 1 } } }))
}

fn text_start(index: u64) -> String {
    sse(json!({ "type": "content_block_start", "index": index,
                "content_block": { "type": "text", "text": "" } }))
}

fn text_delta(index: u64, text: &str) -> String {
    sse(json!({ "type": "content_block_delta", "index": index,
                "delta": { "type": "text_delta", "text": text } }))
}

fn tool_start(index: u64, id: &str, name: &str) -> String {
    sse(json!({ "type": "content_block_start", "index": index,
                "content_block": { "type": "tool_use", "id": id, "name": name, "input": {} } }))
}

fn json_delta(index: u64, partial: &str) -> String {
    sse(json!({ "type": "content_block_delta", "index": index,
                "delta": { "type": "input_json_delta", "partial_json": partial } }))
}

fn block_stop(index: u64) -> String {
    sse(json!({ "type": "content_block_stop", "index": index }))
}

fn message_delta(reason: &str, output: u64) -> String {
    sse(json!({ "type": "message_delta",
                "delta": { "stop_reason": reason, "stop_sequence": null },
                "usage": { "output_tokens": output } }))
}

fn message_stop() -> String {
    sse(json!({ "type": "message_stop" }))
}

fn ping() -> String {
    sse(json!({ "type": "ping" }))
}

fn t(s: &str) -> StreamEvent {
    Text(s.to_owned())
}

fn call(id: &str, name: &str, input: &str) -> StreamEvent {
    StreamEvent::ToolCall {
        id: id.to_owned(),
        name: name.to_owned(),
        input: input.to_owned(),
    }
}

fn stop(reason: &str) -> StreamEvent {
    Stop {
        reason: reason.to_owned(),
        stop_sequence: None,
        explanation: None,
    }
}

fn counts(input: u64, written: u64, read: u64, output: u64) -> StreamEvent {
    StreamEvent::Usage(Counts {
        input_tokens: input,
        cache_creation_input_tokens: written,
        cache_read_input_tokens: read,
        output_tokens: output,
    })
}

fn start() -> StreamEvent {
    Start {
        id: "msg_1".to_owned(),
        model: "claude-sonnet-4-5".to_owned(),
    }
}

fn err(message: &str, retryable: bool) -> StreamEvent {
    Error {
        message: message.to_owned(),
        retryable,
    }
}

const ENDED_EARLY: &str = "The stream ended before the model finished its reply.";

/// Text with multi-byte characters, a ping, two tool_use blocks with fragmented input (one
/// starting with an empty fragment), the stop reason, the counts and the end, in CRLF.
fn sample_stream() -> String {
    [
        message_start(12, 100, 2_300),
        text_start(0),
        ping(),
        text_delta(0, "Ich prüfe "),
        text_delta(0, "die Datei 📄…"),
        block_stop(0),
        tool_start(1, "toolu_a", "read_file"),
        json_delta(1, "{\"path\": "),
        json_delta(1, "\"src/lib.rs\"}"),
        block_stop(1),
        tool_start(2, "toolu_b", "grep"),
        json_delta(2, ""),
        json_delta(2, "{\"pattern\":\"ä\"}"),
        block_stop(2),
        message_delta("tool_use", 48),
        message_stop(),
    ]
    .concat()
    .replace('\n', "\r\n")
}

fn sample_events() -> Vec<StreamEvent> {
    vec![
        start(),
        counts(12, 100, 2_300, 1),
        t("Ich prüfe "),
        t("die Datei 📄…"),
        call("toolu_a", "read_file", "{\"path\": \"src/lib.rs\"}"),
        call("toolu_b", "grep", "{\"pattern\":\"ä\"}"),
        stop("tool_use"),
        counts(12, 100, 2_300, 48),
        End,
    ]
}

// ---------- each event kind ----------

#[test]
fn message_start_gives_the_message_id_the_model_and_the_first_counts() {
    let mut parser = MessageStream::new();
    assert_eq!(
        parser.feed(message_start(12, 100, 2_300).as_bytes()),
        vec![start(), counts(12, 100, 2_300, 1)]
    );
}

#[test]
fn text_deltas_are_given_as_soon_as_each_event_is_complete() {
    let mut parser = MessageStream::new();
    assert_eq!(parser.feed(text_start(0).as_bytes()), vec![]);
    assert_eq!(parser.feed(text_delta(0, "Hel").as_bytes()), vec![t("Hel")]);
    assert_eq!(parser.feed(text_delta(0, "lo").as_bytes()), vec![t("lo")]);
    assert_eq!(parser.feed(text_delta(0, "").as_bytes()), vec![]);
}

#[test]
fn a_text_block_that_starts_with_text_gives_it() {
    let body = sse(json!({ "type": "content_block_start", "index": 0,
                           "content_block": { "type": "text", "text": "Hi" } }));
    assert_eq!(MessageStream::new().feed(body.as_bytes()), vec![t("Hi")]);
}

#[test]
fn input_json_deltas_are_joined_into_the_call_given_at_the_stop_reason() {
    let mut parser = MessageStream::new();
    let mut events =
        parser.feed((tool_start(0, "toolu_1", "read_file") + &json_delta(0, "{\"pa")).as_bytes());
    events.extend(parser.feed((json_delta(0, "th\": \"a.md\"}") + &block_stop(0)).as_bytes()));
    assert_eq!(events, vec![], "a closed block may still be a cut one");
    assert_eq!(
        parser.feed((message_delta("tool_use", 9) + &message_stop()).as_bytes()),
        vec![
            call("toolu_1", "read_file", "{\"path\": \"a.md\"}"),
            stop("tool_use"),
            counts(0, 0, 0, 9),
            End
        ]
    );
}

#[test]
fn a_tool_use_without_input_is_an_empty_object() {
    let body = [
        tool_start(0, "toolu_1", "run_tests"),
        json_delta(0, ""),
        block_stop(0),
        message_delta("tool_use", 3),
        message_stop(),
    ]
    .concat();
    assert_eq!(
        whole(&body)[0],
        call("toolu_1", "run_tests", "{}"),
        "{:?}",
        whole(&body)
    );
}

#[test]
fn a_tool_use_block_that_starts_with_its_whole_input_keeps_it() {
    let body = sse(
        json!({ "type": "content_block_start", "index": 0, "content_block": {
        "type": "tool_use", "id": "toolu_1", "name": "ls", "input": { "dir": "." } } }),
    ) + &block_stop(0)
        + &message_delta("tool_use", 3)
        + &message_stop();
    assert_eq!(whole(&body)[0], call("toolu_1", "ls", "{\"dir\":\".\"}"));
}

#[test]
fn a_tool_call_is_given_once_a_later_block_starts() {
    let mut parser = MessageStream::new();
    let first = [
        tool_start(0, "toolu_a", "ls"),
        json_delta(0, "{}"),
        block_stop(0),
    ]
    .concat();
    assert_eq!(parser.feed(first.as_bytes()), vec![]);
    assert_eq!(
        parser.feed(tool_start(1, "toolu_b", "ls").as_bytes()),
        vec![call("toolu_a", "ls", "{}")],
        "the model moved on: the first call is whole"
    );
}

#[test]
fn several_tool_use_blocks_are_kept_apart_by_index_even_interleaved() {
    // The API writes one block at a time; fragments are still matched by index, not order.
    let body = [
        tool_start(0, "toolu_a", "read_file"),
        tool_start(1, "toolu_b", "grep"),
        json_delta(1, "{\"q\":"),
        json_delta(0, "{\"path\":"),
        json_delta(0, "\"a\"}"),
        json_delta(1, "\"x\"}"),
        block_stop(1),
        block_stop(0),
        message_delta("tool_use", 20),
        message_stop(),
    ]
    .concat();
    assert_eq!(
        whole(&body),
        vec![
            call("toolu_a", "read_file", "{\"path\":\"a\"}"),
            call("toolu_b", "grep", "{\"q\":\"x\"}"),
            stop("tool_use"),
            counts(0, 0, 0, 20),
            End
        ]
    );
}

#[test]
fn input_json_fragments_cut_across_chunks_join_back() {
    let body = [
        tool_start(0, "toolu_1", "write_file"),
        json_delta(0, "{\"path\":\"a.md\","),
        json_delta(0, "\"content\":\"# Tïtle\"}"),
        block_stop(0),
        message_delta("tool_use", 20),
        message_stop(),
    ]
    .concat();
    let bytes = body.as_bytes();
    let pieces: Vec<&[u8]> = bytes.chunks(3).collect();
    assert_eq!(
        run(&pieces)[0],
        call(
            "toolu_1",
            "write_file",
            "{\"path\":\"a.md\",\"content\":\"# Tïtle\"}"
        )
    );
}

#[test]
fn text_and_tool_use_blocks_interleave_in_the_order_they_come() {
    let body = [
        text_start(0),
        text_delta(0, "Let me look."),
        block_stop(0),
        tool_start(1, "toolu_a", "ls"),
        json_delta(1, "{}"),
        block_stop(1),
        text_start(2),
        text_delta(2, "And grep."),
        block_stop(2),
        tool_start(3, "toolu_b", "grep"),
        json_delta(3, "{\"q\":\"x\"}"),
        block_stop(3),
        message_delta("tool_use", 30),
        message_stop(),
    ]
    .concat();
    assert_eq!(
        whole(&body),
        vec![
            t("Let me look."),
            call("toolu_a", "ls", "{}"),
            t("And grep."),
            call("toolu_b", "grep", "{\"q\":\"x\"}"),
            stop("tool_use"),
            counts(0, 0, 0, 30),
            End
        ]
    );
}

#[test]
fn thinking_deltas_are_given_and_signature_deltas_passed_over() {
    let body = [
        sse(json!({ "type": "content_block_start", "index": 0,
                    "content_block": { "type": "thinking", "thinking": "" } })),
        sse(json!({ "type": "content_block_delta", "index": 0,
                    "delta": { "type": "thinking_delta", "thinking": "The file first." } })),
        sse(json!({ "type": "content_block_delta", "index": 0,
                    "delta": { "type": "signature_delta", "signature": "EqQBCgIYAhIM" } })),
        block_stop(0),
        text_start(1),
        text_delta(1, "Reading."),
    ]
    .concat();
    assert_eq!(
        MessageStream::new().feed(body.as_bytes()),
        vec![Thinking("The file first.".to_owned()), t("Reading.")]
    );
}

#[test]
fn redacted_thinking_and_server_tool_blocks_are_passed_over() {
    let body = [
        sse(json!({ "type": "content_block_start", "index": 0,
                    "content_block": { "type": "redacted_thinking", "data": "EmwKAhgBEgy" } })),
        block_stop(0),
        sse(
            json!({ "type": "content_block_start", "index": 1, "content_block": {
            "type": "server_tool_use", "id": "srvtoolu_1", "name": "web_search", "input": {} } }),
        ),
        json_delta(1, "{\"query\":\"rust\"}"),
        block_stop(1),
        sse(
            json!({ "type": "content_block_start", "index": 2, "content_block": {
            "type": "web_search_tool_result", "tool_use_id": "srvtoolu_1", "content": [] } }),
        ),
        block_stop(2),
        message_delta("end_turn", 5),
        message_stop(),
    ]
    .concat();
    assert_eq!(
        whole(&body),
        vec![stop("end_turn"), counts(0, 0, 0, 5), End],
        "no call of the API's own tools reaches the harness"
    );
}

#[test]
fn message_delta_gives_the_stop_reason_the_stop_sequence_and_the_cumulative_output() {
    let body = sse(json!({ "type": "message_delta",
        "delta": { "stop_reason": "stop_sequence", "stop_sequence": "###" },
        "usage": { "output_tokens": 15 } }));
    assert_eq!(
        MessageStream::new().feed(body.as_bytes()),
        vec![
            Stop {
                reason: "stop_sequence".to_owned(),
                stop_sequence: Some("###".to_owned()),
                explanation: None
            },
            counts(0, 0, 0, 15)
        ]
    );
}

#[test]
fn usage_comes_from_message_start_and_message_delta_whose_counts_replace_the_earlier_ones() {
    let body = [
        message_start(12, 100, 2_300),
        text_start(0),
        text_delta(0, "x"),
        block_stop(0),
        // Cumulative: 40 is the reply's whole output, not 40 more.
        sse(json!({ "type": "message_delta", "delta": {}, "usage": { "output_tokens": 20 } })),
        message_delta("end_turn", 40),
        message_stop(),
    ]
    .concat();
    let events = whole(&body);
    let usages: Vec<&StreamEvent> = events
        .iter()
        .filter(|e| matches!(e, StreamEvent::Usage(_)))
        .collect();
    assert_eq!(
        usages,
        [
            &counts(12, 100, 2_300, 1),
            &counts(12, 100, 2_300, 20),
            &counts(12, 100, 2_300, 40)
        ]
    );
}

#[test]
fn message_delta_counts_of_input_and_cache_replace_those_of_message_start() {
    let body = message_start(12, 100, 2_300)
        + &sse(
            json!({ "type": "message_delta", "delta": { "stop_reason": "end_turn" },
            "usage": { "input_tokens": 15, "cache_creation_input_tokens": null,
                       "cache_read_input_tokens": 2_400, "output_tokens": 7 } }),
        )
        + &message_stop();
    assert!(whole(&body).contains(&counts(15, 100, 2_400, 7)));
}

#[test]
fn the_api_counts_become_the_harness_usage_with_the_cache_added_back() {
    let usage = Counts {
        input_tokens: 12,
        cache_creation_input_tokens: 100,
        cache_read_input_tokens: 2_300,
        output_tokens: 48,
    }
    .usage();
    assert_eq!(
        usage,
        Usage {
            prompt_tokens: 2_412,
            cached_tokens: Some(2_300),
            cache_write_tokens: Some(100),
            cache_write_1h_tokens: None,
            completion_tokens: 48
        }
    );
}

#[test]
fn ping_and_unknown_event_block_and_delta_types_are_ignored() {
    let body = [
        ping(),
        sse(json!({ "type": "content_block_future", "index": 0 })),
        sse(json!({ "type": "content_block_start", "index": 0,
                    "content_block": { "type": "hologram", "text": "no" } })),
        sse(json!({ "type": "content_block_delta", "index": 0,
                    "delta": { "type": "hologram_delta", "text": "no" } })),
        sse(json!({ "type": "content_block_delta", "index": 0,
                    "delta": { "type": "citations_delta", "citation": {} } })),
        block_stop(0),
        ping(),
        message_delta("end_turn", 1),
        message_stop(),
    ]
    .concat();
    assert_eq!(
        whole(&body),
        vec![stop("end_turn"), counts(0, 0, 0, 1), End]
    );
}

#[test]
fn the_type_may_come_from_the_event_line_alone() {
    let body = "event: content_block_delta\ndata: {\"index\":0,\"delta\":{\"type\":\"text_delta\",\"text\":\"x\"}}\n\n";
    assert_eq!(MessageStream::new().feed(body.as_bytes()), vec![t("x")]);
}

#[test]
fn message_stop_ends_the_stream_and_nothing_after_it_counts() {
    let body = text_start(0) + &text_delta(0, "x") + &message_stop() + &text_delta(0, "later");
    let mut parser = MessageStream::new();
    assert_eq!(parser.feed(body.as_bytes()), vec![t("x"), End]);
    assert!(parser.is_done());
    assert_eq!(parser.feed(text_delta(0, "more").as_bytes()), vec![]);
    assert_eq!(parser.finish(), vec![]);
}

#[test]
fn message_stop_without_a_stop_reason_still_gives_the_closed_calls() {
    let body = tool_start(0, "toolu_1", "ls") + &block_stop(0) + &message_stop();
    assert_eq!(whole(&body), vec![call("toolu_1", "ls", "{}"), End]);
}

// ---------- errors ----------

#[test]
fn an_overloaded_error_mid_stream_is_retryable() {
    let body = text_start(0)
        + &text_delta(0, "Hal")
        + &sse(json!({ "type": "error",
                       "error": { "type": "overloaded_error", "message": "Overloaded" } }))
        + &text_delta(0, "never");
    assert_eq!(
        whole(&body),
        vec![
            t("Hal"),
            err(
                "The API reported an error: Overloaded (overloaded_error).",
                true
            )
        ]
    );
}

#[test]
fn api_and_rate_limit_errors_are_retryable_and_a_refused_request_is_not() {
    let kind = |kind: &str| {
        let body = sse(json!({ "type": "error", "error": { "type": kind, "message": "m" } }));
        match whole(&body).as_slice() {
            [Error { retryable, .. }] => *retryable,
            other => panic!("{other:?}"),
        }
    };
    assert!(kind("api_error"));
    assert!(kind("rate_limit_error"));
    assert!(kind("timeout_error"), "a type newer than this code");
    assert!(!kind("invalid_request_error"));
    assert!(!kind("authentication_error"));
    assert!(!kind("not_found_error"));
}

#[test]
fn an_error_drops_the_calls_not_given_yet() {
    let body = tool_start(0, "toolu_1", "ls")
        + &json_delta(0, "{}")
        + &block_stop(0)
        + &sse(
            json!({ "type": "error", "error": { "type": "api_error", "message": "Internal server error" } }),
        );
    assert_eq!(
        whole(&body),
        vec![err(
            "The API reported an error: Internal server error (api_error).",
            true
        )]
    );
}

#[test]
fn a_stream_that_ends_before_message_stop_is_a_retryable_error() {
    let body = [
        message_start(10, 0, 0),
        text_start(0),
        text_delta(0, "Hal"),
        message_delta("end_turn", 2),
    ]
    .concat();
    let events = whole(&body);
    assert_eq!(events.last(), Some(&err(ENDED_EARLY, true)), "{events:?}");
    assert_eq!(whole(""), vec![err(ENDED_EARLY, true)]);
}

#[test]
fn a_body_cut_inside_an_event_is_ended_early_and_its_half_call_dropped() {
    let body =
        tool_start(0, "toolu_1", "ls") + "event: content_block_delta\ndata: {\"type\":\"content_bl";
    assert_eq!(whole(&body), vec![err(ENDED_EARLY, true)]);
}

#[test]
fn a_last_event_without_its_blank_line_still_counts() {
    let body = text_start(0)
        + &text_delta(0, "x")
        + "event: message_stop\ndata: {\"type\":\"message_stop\"}";
    assert_eq!(whole(&body), vec![t("x"), End]);
}

#[test]
fn an_event_that_is_not_json_or_not_an_event_is_not_retried() {
    assert_eq!(
        whole("event: ping\ndata: hello there\n\n"),
        vec![err(
            "The server sent an event that is not JSON (`hello there`).",
            false
        )]
    );
    assert_eq!(
        whole("data: [1,2]\n\n"),
        vec![err(
            "The server sent an event that is not a Messages API event (`[1,2]`).",
            false
        )]
    );
}

#[test]
fn an_html_page_or_a_json_document_instead_of_a_stream() {
    assert_eq!(
        whole("<!DOCTYPE html>\n<html></html>\n"),
        vec![err(
            "The server answered with an HTML page instead of an event stream; check the base URL.",
            false
        )]
    );
    let overloaded = "{\"type\":\"error\",\n \"error\":{\"type\":\"overloaded_error\",\"message\":\"Overloaded\"}}";
    assert_eq!(
        whole(overloaded),
        vec![err(
            "The API reported an error: Overloaded (overloaded_error).",
            true
        )]
    );
    assert_eq!(
        whole("{\"type\":\"message\",\"content\":[]}"),
        vec![err(
            "The server answered with one JSON document instead of an event stream.",
            false
        )]
    );
}

#[test]
fn only_the_first_non_blank_line_decides_what_the_body_is() {
    // Blank lines before a JSON document do not hide it.
    assert_eq!(
        whole("\n\n{\"type\":\"message\",\"content\":[]}"),
        vec![err(
            "The server answered with one JSON document instead of an event stream.",
            false
        )]
    );
    // Inside a stream, a line that opens with `{` or `<` is a line with no field (ignored, as
    // the event-stream format says), not a document or a page.
    let body = text_start(0)
        + "{\"type\":\"message\"}\n<html>\n\n"
        + &text_delta(0, "x")
        + &message_stop();
    assert_eq!(whole(&body), vec![t("x"), End]);
}

// ---------- a reply cut at its token limit ----------

#[test]
fn max_tokens_with_a_half_tool_use_gives_no_call() {
    let body = [
        text_start(0),
        text_delta(0, "Writing it."),
        block_stop(0),
        tool_start(1, "toolu_1", "write_file"),
        json_delta(1, "{\"path\":\"a.md\",\"content\":\"# Ti"),
        message_delta("max_tokens", 4096),
        message_stop(),
    ]
    .concat();
    assert_eq!(
        whole(&body),
        vec![
            t("Writing it."),
            stop("max_tokens"),
            counts(0, 0, 0, 4096),
            End
        ]
    );
}

#[test]
fn max_tokens_drops_a_closed_last_tool_use_but_keeps_the_calls_before_it() {
    // The API closes the block it was cut in; only a block after it proves a call whole.
    let body = [
        tool_start(0, "toolu_a", "read_file"),
        json_delta(0, "{\"path\":\"a\"}"),
        block_stop(0),
        tool_start(1, "toolu_b", "write_file"),
        json_delta(1, "{\"path\":\"b\",\"con"),
        block_stop(1),
        message_delta("max_tokens", 4096),
        message_stop(),
    ]
    .concat();
    assert_eq!(
        whole(&body),
        vec![
            call("toolu_a", "read_file", "{\"path\":\"a\"}"),
            stop("max_tokens"),
            counts(0, 0, 0, 4096),
            End
        ]
    );
}

#[test]
fn a_full_context_window_cuts_the_reply_too() {
    let body = tool_start(0, "toolu_1", "ls")
        + &json_delta(0, "{}")
        + &block_stop(0)
        + &message_delta("model_context_window_exceeded", 10)
        + &message_stop();
    assert!(!whole(&body)
        .iter()
        .any(|e| matches!(e, StreamEvent::ToolCall { .. })));
}

// ---------- line framing ----------

#[test]
fn crlf_and_bare_cr_line_ends_give_the_same_events() {
    let body = text_start(0) + &text_delta(0, "x") + &message_stop();
    assert_eq!(whole(&body.replace('\n', "\r\n")), vec![t("x"), End]);
    assert_eq!(whole(&body.replace('\n', "\r")), vec![t("x"), End]);
}

#[test]
fn comments_ids_and_retry_fields_are_ignored() {
    let body = format!(
        ": keep-alive\n\nretry: 3000\nid: 7\n{}: more\n{}",
        text_delta(0, "x"),
        message_stop()
    );
    assert_eq!(whole(&body), vec![t("x"), End]);
}

#[test]
fn data_spread_over_several_lines_is_one_event() {
    let body = "event: content_block_delta\ndata: {\"type\":\"content_block_delta\",\ndata: \"index\":0,\"delta\":{\"type\":\"text_delta\",\"text\":\"x\"}}\n\n";
    assert_eq!(MessageStream::new().feed(body.as_bytes()), vec![t("x")]);
}

#[test]
fn the_sample_stream_gives_its_events() {
    assert_eq!(whole(&sample_stream()), sample_events());
}

#[test]
fn cutting_the_sample_stream_at_every_byte_gives_the_same_events() {
    let body = sample_stream();
    let bytes = body.as_bytes();
    for at in 0..=bytes.len() {
        assert_eq!(
            run(&[&bytes[..at], &bytes[at..]]),
            sample_events(),
            "cut at byte {at}"
        );
    }
    let one_by_one: Vec<&[u8]> = bytes.chunks(1).collect();
    assert_eq!(run(&one_by_one), sample_events());
}

// ---------- the live reply ----------

fn live(body: &str, piece: usize) -> (Vec<LlmEvent>, LiveReply) {
    let mut reply = LiveReply::new();
    let mut events = Vec::new();
    for chunk in body.as_bytes().chunks(piece) {
        events.extend(reply.feed(chunk));
    }
    (events, reply)
}

#[test]
fn a_live_reply_gives_text_calls_usage_then_finish_in_the_harness_order() {
    let (mut events, mut reply) = live(&sample_stream(), 7);
    assert!(reply.ended(), "message_stop ends it before the body closes");
    events.extend(reply.end());
    assert_eq!(
        events,
        vec![
            LlmEvent::Text {
                text: "Ich prüfe ".into()
            },
            LlmEvent::Text {
                text: "die Datei 📄…".into()
            },
            common::call_event("toolu_a", "read_file", "{\"path\": \"src/lib.rs\"}"),
            common::call_event("toolu_b", "grep", "{\"pattern\":\"ä\"}"),
            LlmEvent::Usage {
                usage: Usage {
                    prompt_tokens: 2_412,
                    cached_tokens: Some(2_300),
                    cache_write_tokens: Some(100),
                    cache_write_1h_tokens: None,
                    completion_tokens: 48
                }
            },
            LlmEvent::Finish {}
        ]
    );
}

#[test]
fn a_live_reply_cut_at_max_tokens_says_cut_before_usage_and_finish_and_gives_no_half_call() {
    let body = [
        message_start(900, 0, 0),
        text_start(0),
        text_delta(0, "Let me "),
        block_stop(0),
        tool_start(1, "toolu_1", "write_file"),
        json_delta(1, "{\"path\":\"a.md\",\"content\":\"lo"),
        message_delta("max_tokens", 4096),
        message_stop(),
    ]
    .concat();
    let (events, reply) = live(&body, 11);
    assert!(reply.ended());
    assert_eq!(
        events,
        vec![
            LlmEvent::Text {
                text: "Let me ".into()
            },
            LlmEvent::Cut {},
            LlmEvent::Usage {
                usage: Usage {
                    prompt_tokens: 900,
                    cached_tokens: Some(0),
                    cache_write_tokens: Some(0),
                    cache_write_1h_tokens: None,
                    completion_tokens: 4096
                }
            },
            LlmEvent::Finish {}
        ]
    );
}

#[test]
fn a_paused_turn_is_a_cut_and_a_refusal_an_error_trying_again_will_not_change() {
    let paused = text_start(0)
        + &text_delta(0, "Searching")
        + &message_delta("pause_turn", 9)
        + &message_stop();
    let (events, _) = live(&paused, 64);
    assert!(events.contains(&LlmEvent::Cut {}), "{events:?}");
    assert_eq!(events.last(), Some(&LlmEvent::Finish {}));

    let refused = text_start(0)
        + &text_delta(0, "I")
        + &sse(
            json!({ "type": "message_delta", "delta": { "stop_reason": "refusal",
            "stop_details": { "type": "refusal", "category": "cyber",
                              "explanation": "This looks like malware." } },
            "usage": { "output_tokens": 3 } }),
        )
        + &message_stop();
    let (events, reply) = live(&refused, 64);
    assert!(reply.ended());
    assert_eq!(
        events,
        vec![
            LlmEvent::Text { text: "I".into() },
            LlmEvent::Error {
                message:
                    "The model declined to answer (stop reason: refusal): This looks like malware."
                        .into(),
                retryable: false,
                answered: None,
            }
        ]
    );
}

#[test]
fn a_live_reply_passes_errors_on_with_their_retryability_and_then_says_nothing() {
    let overloaded = text_start(0)
        + &sse(json!({ "type": "error",
                       "error": { "type": "overloaded_error", "message": "Overloaded" } }));
    let (events, mut reply) = live(&overloaded, 64);
    assert!(matches!(
        events.as_slice(),
        [LlmEvent::Error {
            retryable: true,
            ..
        }]
    ));
    assert!(reply.ended());
    assert!(reply.end().is_empty());

    let mut broken = LiveReply::new();
    let events = broken.feed(text_delta(0, "Hal").as_bytes());
    assert!(!broken.ended(), "text is not the end");
    let mut all = events;
    all.extend(broken.end());
    assert!(
        matches!(&all[1], LlmEvent::Error { retryable: true, message, answered: None } if message.contains("ended before")),
        "{all:?}"
    );
}

// ---------- the request ----------

fn tools() -> Vec<Tool> {
    vec![
        Tool {
            name: "read_file".into(),
            description: "Read a file.".into(),
        },
        Tool {
            name: "run_tests".into(),
            description: "Run the tests.".into(),
        },
    ]
}

fn thread() -> Vec<Message> {
    vec![
        Message::Summary {
            text: "Earlier: hi.".into(),
        },
        Message::User {
            text: "Read it and test.".into(),
        },
        Message::Assistant {
            text: "Reading.".into(),
            tool_calls: vec![
                ToolCall {
                    id: "toolu_1".into(),
                    tool: "read_file".into(),
                    input: "{\"path\":\"README.md\"}".into(),
                },
                ToolCall {
                    id: "toolu_2".into(),
                    tool: "run_tests".into(),
                    input: "".into(),
                },
            ],
        },
        Message::Tool {
            result: ToolResult {
                call_id: "toolu_1".into(),
                output: "# Hi".into(),
                error: None,
            },
        },
        Message::Tool {
            result: ToolResult {
                call_id: "toolu_2".into(),
                output: "run_tests did not finish within 30 s.".into(),
                error: Some(ToolError::TimedOut),
            },
        },
    ]
}

fn request<'a>(tools: &'a [Tool], thread: &'a [Message], purpose: Purpose) -> RequestRef<'a> {
    RequestRef {
        agent: "coder",
        instructions: "Be brief.",
        tools,
        loaded: &[],
        thread,
        purpose,
    }
}

fn body(request: RequestRef<'_>) -> Value {
    serde_json::from_str(&request_body("claude-sonnet-4-5", request)).unwrap()
}

const EPHEMERAL: fn() -> Value = || json!({ "type": "ephemeral" });

#[test]
fn the_request_body_maps_the_thread_merges_the_results_and_marks_three_breakpoints() {
    let (tools, thread) = (tools(), thread());
    let text = request_body("claude-sonnet-4-5", request(&tools, &thread, Purpose::Turn));
    assert!(
        text.starts_with(
            r#"{"model":"claude-sonnet-4-5","max_tokens":4096,"stream":true,"tools":["#
        ),
        "keys in the cache's order: {text}"
    );
    let v: Value = serde_json::from_str(&text).unwrap();
    let schema = |name: &str| {
        v["tools"]
            .as_array()
            .unwrap()
            .iter()
            .find(|t| t["name"] == name)
            .unwrap()["input_schema"]
            .clone()
    };
    assert_eq!(schema("read_file")["required"], json!(["path"]));
    assert_eq!(
        v,
        json!({
            "model": "claude-sonnet-4-5",
            "max_tokens": MAX_TOKENS,
            "stream": true,
            "tools": [
                { "name": "read_file", "description": "Read a file.",
                  "input_schema": schema("read_file") },
                { "name": "run_tests", "description": "Run the tests.",
                  "input_schema": schema("run_tests"), "cache_control": EPHEMERAL() },
            ],
            "system": [{ "type": "text", "text": "Be brief.", "cache_control": EPHEMERAL() }],
            "messages": [
                { "role": "user", "content": [
                    { "type": "text", "text": "Summary of the conversation so far: Earlier: hi." },
                    { "type": "text", "text": "Read it and test." },
                ] },
                { "role": "assistant", "content": [
                    { "type": "text", "text": "Reading." },
                    { "type": "tool_use", "id": "toolu_1", "name": "read_file",
                      "input": { "path": "README.md" } },
                    { "type": "tool_use", "id": "toolu_2", "name": "run_tests", "input": {} },
                ] },
                { "role": "user", "content": [
                    { "type": "tool_result", "tool_use_id": "toolu_1", "content": "# Hi" },
                    { "type": "tool_result", "tool_use_id": "toolu_2",
                      "content": "run_tests did not finish within 30 s.", "is_error": true,
                      "cache_control": EPHEMERAL() },
                ] },
            ],
        })
    );
    let marks = breakpoints(request(&tools, &thread, Purpose::Turn));
    assert_eq!(
        marks,
        Breakpoints {
            after_tools: true,
            after_system: true,
            end_of_thread: Some(4)
        }
    );
    assert_eq!(text.matches("cache_control").count(), marks.count());
    assert!(marks.count() <= MAX_BREAKPOINTS);
}

#[test]
fn a_summary_request_asks_last_and_keeps_the_thread_breakpoint_before_the_instruction() {
    let (tools, thread) = (tools(), thread());
    let v = body(request(&tools, &thread, Purpose::Summary { replaced: 5 }));
    let last = &v["messages"][2];
    assert_eq!(last["role"], "user");
    assert_eq!(
        last["content"][2],
        json!({ "type": "text", "text": SUMMARY_INSTRUCTION }),
        "the instruction joins the results' user message, last"
    );
    assert_eq!(last["content"][1]["cache_control"], EPHEMERAL());
    assert_eq!(last["content"][2].get("cache_control"), None);
}

#[test]
fn without_tools_or_instructions_there_is_no_breakpoint_for_them() {
    let thread = [Message::User { text: "hi".into() }];
    let request = RequestRef {
        agent: "coder",
        instructions: " ",
        tools: &[],
        loaded: &[],
        thread: &thread,
        purpose: Purpose::Turn,
    };
    assert_eq!(
        serde_json::from_str::<Value>(&request_body("m", request)).unwrap(),
        json!({ "model": "m", "max_tokens": MAX_TOKENS, "stream": true, "messages": [
            { "role": "user", "content": [
                { "type": "text", "text": "hi", "cache_control": EPHEMERAL() } ] } ] })
    );
    assert_eq!(
        breakpoints(request),
        Breakpoints {
            after_tools: false,
            after_system: false,
            end_of_thread: Some(0)
        }
    );
}

#[test]
fn an_empty_assistant_message_is_left_out_and_the_breakpoint_goes_before_it() {
    let thread = [
        Message::User { text: "hi".into() },
        Message::Assistant {
            text: String::new(),
            tool_calls: vec![],
        },
    ];
    let tools = tools();
    let r = request(&tools, &thread, Purpose::Turn);
    assert_eq!(breakpoints(r).end_of_thread, Some(0));
    let v = body(r);
    assert_eq!(v["messages"].as_array().map(Vec::len), Some(1));
    assert_eq!(v["messages"][0]["content"][0]["cache_control"], EPHEMERAL());
}

#[test]
fn a_call_input_that_is_not_a_json_object_is_wrapped() {
    let thread = [Message::Assistant {
        text: String::new(),
        tool_calls: vec![
            ToolCall {
                id: "c1".into(),
                tool: "read_file".into(),
                input: "README.md".into(),
            },
            ToolCall {
                id: "c2".into(),
                tool: "read_file".into(),
                input: "{broken".into(),
            },
        ],
    }];
    let v = body(request(&[], &thread, Purpose::Turn));
    assert_eq!(
        v["messages"][0]["content"][0]["input"],
        json!({ "input": "README.md" })
    );
    assert_eq!(
        v["messages"][0]["content"][1]["input"],
        json!({ "input": "{broken" })
    );
}

#[test]
fn the_headers_name_the_key_the_version_the_type_and_the_browser_access() {
    assert_eq!(
        headers(" sk-ant-test "),
        vec![
            ("x-api-key", "sk-ant-test".to_owned()),
            ("anthropic-version", "2023-06-01".to_owned()),
            ("content-type", "application/json".to_owned()),
            (
                "anthropic-dangerous-direct-browser-access",
                "true".to_owned()
            ),
        ]
    );
    assert_eq!(headers("").len(), 3, "no key, no x-api-key");
}

#[test]
fn the_request_goes_to_messages_under_v1() {
    assert_eq!(
        messages_url("https://api.anthropic.com/v1/"),
        "https://api.anthropic.com/v1/messages"
    );
    assert_eq!(
        messages_url("https://api.anthropic.com"),
        "https://api.anthropic.com/v1/messages"
    );
    assert_eq!(
        messages_url("http://localhost:4000/anthropic/v1"),
        "http://localhost:4000/anthropic/v1/messages"
    );
}

// ---------- HTTP errors ----------

fn anthropic_error(kind: &str, message: &str) -> String {
    json!({ "type": "error", "error": { "type": kind, "message": message },
            "request_id": "req_011CSHoEeqs5C35K2UUqR7Fy" })
    .to_string()
}

#[test]
fn each_http_error_status_names_its_likely_cause() {
    let cases = [
        (400, anthropic_error("invalid_request_error", "max_tokens: Field required"),
         "The API rejected the request (HTTP 400): max_tokens: Field required."),
        (401, anthropic_error("authentication_error", "invalid x-api-key"),
         "The API refused the API key (HTTP 401); check the key: invalid x-api-key."),
        (403, anthropic_error("permission_error", "Your API key does not have permission to use the specified resource."),
         "The API key may not use this model or resource (HTTP 403): Your API key does not have permission to use the specified resource."),
        (404, anthropic_error("not_found_error", "model: claude-sonnet-9"),
         "The model `claude-sonnet-9` was not found (HTTP 404): model: claude-sonnet-9."),
        (404, "Not Found".to_owned(),
         "The model or the endpoint path was not found (HTTP 404); check the base URL (such as https://api.anthropic.com/v1) and the model name: Not Found."),
        (413, anthropic_error("request_too_large", "Request exceeds the maximum allowed number of bytes."),
         "The request is larger than the API accepts (HTTP 413): Request exceeds the maximum allowed number of bytes."),
        (429, anthropic_error("rate_limit_error", "Number of request tokens has exceeded your per-minute rate limit"),
         "The API is rate limiting this key (HTTP 429); wait and try again: Number of request tokens has exceeded your per-minute rate limit."),
        (500, anthropic_error("api_error", "Internal server error"),
         "The API had an internal error (HTTP 500); try again: Internal server error."),
        (529, anthropic_error("overloaded_error", "Overloaded"),
         "The API is overloaded (HTTP 529); try again in a moment: Overloaded."),
        (502, "<html><body>Bad Gateway</body></html>".to_owned(),
         "The API failed (HTTP 502); try again; it sent an HTML page instead of a JSON error."),
        (418, String::new(), "The API answered with HTTP 418."),
    ];
    for (status, body, message) in cases {
        assert_eq!(http_error_message(status, &body), message, "HTTP {status}");
    }
}

#[test]
fn http_errors_are_retryable_when_the_api_is_busy_or_failing_and_not_for_a_refused_request() {
    let retryable = |status: u16| match http_error(status, "", None) {
        LlmEvent::Error { retryable, .. } => retryable,
        other => panic!("{other:?}"),
    };
    for status in [429, 500, 529, 503] {
        assert!(retryable(status), "HTTP {status}");
    }
    for status in [400, 401, 403, 404, 413] {
        assert!(!retryable(status), "HTTP {status}");
    }
}

// ---------- the cache ----------

#[test]
fn the_minimum_cacheable_prefix_depends_on_the_model() {
    for (model, tokens) in [
        ("claude-3-haiku-20240307", 2_048),
        ("claude-3-5-haiku-20241022", 2_048),
        ("claude-3-7-sonnet-20250219", 1_024),
        ("claude-sonnet-4-20250514", 1_024),
        ("claude-opus-4-20250514", 1_024),
        ("claude-opus-4-1-20250805", 1_024),
        ("claude-sonnet-4-5-20250929", 1_024),
        ("claude-haiku-4-5-20251001", 4_096),
        ("claude-opus-4-5-20251101", 4_096),
        ("claude-opus-4-6", 4_096),
        ("claude-opus-4-7", 2_048),
        ("claude-opus-4-8", 1_024),
        ("claude-opus-5", 512),
        ("Claude-Fable-5-1", 512),
        ("some-proxy-model", 1_024),
    ] {
        assert_eq!(min_cacheable_tokens(model), tokens, "{model}");
    }
}

// ---------- properties ----------

proptest! {
    /// Any cutting of the sample stream into chunks gives the events of feeding it whole.
    #[test]
    fn any_chunking_gives_the_same_events(
        cuts in proptest::collection::vec(any::<proptest::sample::Index>(), 0..40)
    ) {
        let body = sample_stream();
        let bytes = body.as_bytes();
        let mut positions: Vec<usize> = cuts.iter().map(|c| c.index(bytes.len() + 1)).collect();
        positions.sort_unstable();
        let mut chunks = Vec::new();
        let mut from = 0;
        for p in positions {
            chunks.push(&bytes[from..p]);
            from = p;
        }
        chunks.push(&bytes[from..]);
        prop_assert_eq!(run(&chunks), sample_events());
    }

    /// SSE-shaped noise never panics, and the stream ends in exactly one known way.
    #[test]
    fn sse_shaped_noise_never_panics(
        parts in proptest::collection::vec(proptest::sample::select(vec![
            "event: ", "data: ", "data:", ": c", "\n", "\r\n", "\r", "\n\n", "{", "}", "[", "]",
            ",", "\"type\":", "\"message_start\"", "\"content_block_start\"",
            "\"content_block_delta\"", "\"content_block_stop\"", "\"message_delta\"",
            "\"message_stop\"", "\"error\"", "\"index\":", "18446744073709551615", "-1",
            "1e400", "\"content_block\":", "\"tool_use\"", "\"delta\":", "\"input_json_delta\"",
            "\"partial_json\":\"{\"", "\"stop_reason\":\"max_tokens\"", "\"usage\":",
            "\"output_tokens\":", "null", "\u{feff}", "<", "\u{ff}",
        ]), 0..80),
        cut in any::<proptest::sample::Index>(),
    ) {
        let body = parts.concat();
        let bytes = body.as_bytes();
        let at = cut.index(bytes.len() + 1);
        let events = run(&[&bytes[..at], &bytes[at..]]);
        let ends = events.iter().filter(|e| matches!(e, End | Error { .. })).count();
        prop_assert_eq!(ends, 1);
    }

    #[test]
    fn arbitrary_bytes_never_panic_in_the_live_reply(
        bytes in proptest::collection::vec(any::<u8>(), 0..600),
    ) {
        let mut reply = LiveReply::new();
        let mut events = reply.feed(&bytes);
        events.extend(reply.end());
        prop_assert!(reply.ended());
        let last = events.last();
        let known = matches!(last, Some(LlmEvent::Finish {} | LlmEvent::Error { .. }));
        prop_assert!(known, "{:?}", events);
    }

    #[test]
    fn http_error_message_never_panics(status in any::<u16>(), body in "(?s).{0,300}") {
        prop_assert!(http_error_message(status, &body).ends_with('.'));
    }
}

/// Every request of a run on Anthropic's cache: the marks the body carries are where the
/// machine's model of the cache put its breakpoints (one rule, `machine::breakpoints`).
#[test]
fn the_body_marks_the_breakpoints_the_machine_models() {
    use harness_demo::harness::machine::tokens::Source;
    use harness_demo::harness::scenario::builtin;
    use harness_demo::trace::{derive, Inputs};
    for scenario in builtin().unwrap() {
        let mut s = scenario;
        s.cache = harness_demo::harness::machine::CacheProfile::anthropic(1_024);
        let trace = derive(&s, &Inputs::default());
        for session in trace.harness().sessions() {
            let head = session.head_blocks();
            let marked = |source: Source| head.iter().any(|(s, _, mark)| *s == source && *mark);
            for turn in session.turns() {
                let request = RequestRef {
                    agent: &session.agent().name,
                    instructions: &session.agent().instructions,
                    tools: session.tools(),
                    loaded: &[],
                    thread: session.log().slice(turn.thread.clone()),
                    purpose: turn.purpose,
                };
                let marks = breakpoints(request);
                assert_eq!(marks.after_tools, marked(Source::Tools), "{}", s.id);
                assert_eq!(marks.after_system, marked(Source::Instructions), "{}", s.id);
                let v = body(request);
                let in_tools = v["tools"]
                    .as_array()
                    .is_some_and(|t| t.iter().any(|t| t.get("cache_control").is_some()));
                let in_system = v["system"]
                    .as_array()
                    .is_some_and(|t| t.iter().any(|t| t.get("cache_control").is_some()));
                assert_eq!(
                    (in_tools, in_system),
                    (marks.after_tools, marks.after_system)
                );
                let text = request_body("claude-sonnet-4-5", request);
                assert_eq!(
                    text.matches("cache_control").count(),
                    marks.count(),
                    "{}",
                    s.id
                );
            }
        }
    }
}
