//! Tests of the Chat Completions stream parser and request builder: each case a live server
//! can send, cut anywhere, and a property that any cutting gives the same events.
// proptest is a native-only dev-dependency.
#![cfg(not(target_arch = "wasm32"))]

use harness_demo::harness::drivers::openai::stream::{
    http_error_message, request_body, ChatMessage, ChatStream, StreamEvent, ToolSpec,
};
use proptest::prelude::*;
use serde_json::{json, Value};

use StreamEvent::{Error, Finish, Text, ToolCall, Usage};

// ---------- helpers ----------

/// Feeds each chunk, then ends the body; all events in order.
fn run(chunks: &[&[u8]]) -> Vec<StreamEvent> {
    let mut parser = ChatStream::new();
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

/// One SSE event holding a chunk with `delta` and `finish_reason`.
fn event(delta: Value, finish: Option<&str>) -> String {
    let chunk = json!({
        "id": "chatcmpl-1",
        "object": "chat.completion.chunk",
        "choices": [{ "index": 0, "delta": delta, "finish_reason": finish }],
    });
    format!("data: {chunk}\n\n")
}

fn text(t: &str) -> String {
    event(json!({ "content": t }), None)
}

fn finish(reason: &str) -> String {
    event(json!({}), Some(reason))
}

fn usage(prompt: u64, completion: u64, cached: u64) -> String {
    let chunk = json!({
        "choices": [],
        "usage": {
            "prompt_tokens": prompt,
            "completion_tokens": completion,
            "total_tokens": prompt + completion,
            "prompt_tokens_details": { "cached_tokens": cached },
        },
    });
    format!("data: {chunk}\n\n")
}

/// A tool-call fragment; `id`/`name` only for a first fragment.
fn frag(index: u64, id_name: Option<(&str, &str)>, args: &str) -> String {
    let mut call = json!({ "index": index, "function": { "arguments": args } });
    if let Some((id, name)) = id_name {
        call["id"] = json!(id);
        call["type"] = json!("function");
        call["function"]["name"] = json!(name);
    }
    event(json!({ "tool_calls": [call] }), None)
}

const DONE: &str = "data: [DONE]\n\n";

fn t(s: &str) -> StreamEvent {
    Text(s.to_owned())
}

fn call(id: &str, name: &str, arguments: &str) -> StreamEvent {
    ToolCall {
        id: id.to_owned(),
        name: name.to_owned(),
        arguments: arguments.to_owned(),
    }
}

fn fin(reason: &str) -> StreamEvent {
    Finish {
        reason: reason.to_owned(),
    }
}

fn err(message: &str) -> StreamEvent {
    Error {
        message: message.to_owned(),
    }
}

fn used(prompt_tokens: u64, completion_tokens: u64, cached_tokens: Option<u64>) -> StreamEvent {
    Usage {
        prompt_tokens,
        completion_tokens,
        cached_tokens,
    }
}

const ENDED_EARLY: &str = "The stream ended before the model finished its reply.";

/// Text + two interleaved, fragmented tool calls + finish + usage + [DONE], with multi-byte
/// text, CRLF line ends, a comment, and an empty data line.
fn valid_stream() -> String {
    let body = [
        ": OPENROUTER PROCESSING\n\n".to_owned(),
        text("Ich prüfe "),
        text("die Datei 📄…"),
        frag(0, Some(("call_a", "read_file")), ""),
        frag(1, Some(("call_b", "grep")), "{\"pat"),
        frag(0, None, "{\"path\":"),
        frag(1, None, "tern\":\"ä\"}"),
        "data:\n\n".to_owned(),
        frag(0, None, "\"src/lib.rs\"}"),
        finish("tool_calls"),
        usage(1200, 48, 1024),
        DONE.to_owned(),
    ]
    .concat();
    body.replace('\n', "\r\n")
}

fn valid_stream_events() -> Vec<StreamEvent> {
    vec![
        t("Ich prüfe "),
        t("die Datei 📄…"),
        call("call_a", "read_file", "{\"path\":\"src/lib.rs\"}"),
        call("call_b", "grep", "{\"pattern\":\"ä\"}"),
        fin("tool_calls"),
        used(1200, 48, Some(1024)),
    ]
}

// ---------- chunking and line framing ----------

#[test]
fn valid_stream_gives_exact_events() {
    assert_eq!(whole(&valid_stream()), valid_stream_events());
}

#[test]
fn chunk_ends_mid_line() {
    let body = format!("{}{}{DONE}", text("hello"), finish("stop"));
    let (a, b) = body.split_at(17);
    let mut parser = ChatStream::new();
    assert_eq!(parser.feed(a.as_bytes()), vec![]);
    assert_eq!(parser.feed(b.as_bytes()), vec![t("hello"), fin("stop")]);
    assert_eq!(parser.finish(), vec![]);
}

#[test]
fn chunk_ends_mid_utf8_character() {
    let body = format!("{}{}", text("naïve 🦀"), finish("stop"));
    let bytes = body.as_bytes();
    // Cut inside the 4-byte crab, and inside the 2-byte ï.
    let crab = body.find('🦀').unwrap() + 2;
    let i = body.find('ï').unwrap() + 1;
    let events = run(&[&bytes[..i], &bytes[i..crab], &bytes[crab..]]);
    assert_eq!(events, vec![t("naïve 🦀"), fin("stop")]);
}

#[test]
fn text_is_emitted_as_soon_as_its_event_is_complete() {
    let mut parser = ChatStream::new();
    assert_eq!(parser.feed(text("a").as_bytes()), vec![t("a")]);
    assert_eq!(parser.feed(text("b").as_bytes()), vec![t("b")]);
}

#[test]
fn crlf_line_ends() {
    let body = format!("{}{}{DONE}", text("x"), finish("stop")).replace('\n', "\r\n");
    assert_eq!(whole(&body), vec![t("x"), fin("stop")]);
}

#[test]
fn bare_cr_line_ends() {
    let body = format!("{}{}{DONE}", text("x"), finish("stop")).replace('\n', "\r");
    assert_eq!(whole(&body), vec![t("x"), fin("stop")]);
}

#[test]
fn crlf_split_between_chunks_is_one_line_end() {
    let body = format!("{}{}", text("x"), finish("stop")).replace('\n', "\r\n");
    let cut = body.find('\r').unwrap() + 1; // chunk ends right after the first \r
    let bytes = body.as_bytes();
    assert_eq!(
        run(&[&bytes[..cut], &bytes[cut..]]),
        vec![t("x"), fin("stop")]
    );
}

#[test]
fn comment_lines_are_ignored() {
    let body = format!(
        ": keep-alive\n\n{}: OPENROUTER PROCESSING\n\n{}{DONE}",
        text("x"),
        finish("stop")
    );
    assert_eq!(whole(&body), vec![t("x"), fin("stop")]);
}

#[test]
fn empty_data_lines_are_ignored() {
    let body = format!("data:\n\ndata: \n\n{}{}{DONE}", text("x"), finish("stop"));
    assert_eq!(whole(&body), vec![t("x"), fin("stop")]);
}

#[test]
fn data_without_space_after_colon() {
    let body = format!("{}{}{DONE}", text("x"), finish("stop")).replace("data: ", "data:");
    assert_eq!(whole(&body), vec![t("x"), fin("stop")]);
}

#[test]
fn other_fields_are_ignored() {
    let body = format!(
        "retry: 3000\n\nevent: message\nid: 7\n{}event: message\n{}{DONE}",
        text("x"),
        finish("stop")
    );
    assert_eq!(whole(&body), vec![t("x"), fin("stop")]);
}

#[test]
fn multi_line_data_is_joined_and_dispatched_at_blank_line() {
    // One event, its JSON spread over three data lines (joined with \n per the SSE spec).
    let body = "data: {\"choices\":[{\"index\":0,\ndata: \"delta\":{\"content\":\"x\"},\n\
                data: \"finish_reason\":null}]}\n\n"
        .to_owned()
        + &finish("stop");
    assert_eq!(whole(&body), vec![t("x"), fin("stop")]);
}

#[test]
fn crlf_inside_multi_line_data_is_one_line_end() {
    // The \n of each \r\n is not a blank line of its own: that would dispatch the event's
    // first data line alone, half a JSON.
    let body = ("data: {\"choices\":[{\"index\":0,\ndata: \"delta\":{\"content\":\"x\"},\n\
                 data: \"finish_reason\":null}]}\n\n"
        .to_owned()
        + &finish("stop"))
        .replace('\n', "\r\n");
    assert_eq!(whole(&body), vec![t("x"), fin("stop")]);
}

#[test]
fn one_json_per_data_line_without_blank_lines() {
    let body = [text("a"), text("b"), finish("stop"), DONE.to_owned()]
        .concat()
        .replace("\n\n", "\n");
    let mut parser = ChatStream::new();
    let first_line_end = body.find('\n').unwrap() + 1;
    // Dispatched at its line end, not held for a blank line that never comes.
    assert_eq!(
        parser.feed(&body.as_bytes()[..first_line_end]),
        vec![t("a")]
    );
    assert_eq!(
        parser.feed(&body.as_bytes()[first_line_end..]),
        vec![t("b"), fin("stop")]
    );
    assert_eq!(parser.finish(), vec![]);
}

#[test]
fn leading_byte_order_mark_is_skipped() {
    let body = format!("\u{feff}{}{}", text("x"), finish("stop"));
    assert_eq!(whole(&body), vec![t("x"), fin("stop")]);
}

#[test]
fn last_line_without_line_end_is_read_at_end() {
    let body = format!("{}data: [DONE]", finish("stop"));
    let mut parser = ChatStream::new();
    assert_eq!(parser.feed(body.as_bytes()), vec![fin("stop")]);
    assert_eq!(parser.finish(), vec![]);
}

// ---------- end of stream ----------

#[test]
fn done_ends_the_stream() {
    let body = format!("{}{}{DONE}{}", text("x"), finish("stop"), text("after"));
    let mut parser = ChatStream::new();
    assert_eq!(parser.feed(body.as_bytes()), vec![t("x"), fin("stop")]);
    assert_eq!(parser.feed(text("later").as_bytes()), vec![]);
    assert_eq!(parser.finish(), vec![]);
    assert_eq!(parser.finish(), vec![]);
}

#[test]
fn finish_reason_without_done() {
    let body = format!("{}{}", text("x"), finish("length"));
    let mut parser = ChatStream::new();
    assert_eq!(parser.feed(body.as_bytes()), vec![t("x"), fin("length")]);
    assert_eq!(parser.finish(), vec![]);
}

#[test]
fn body_ends_without_finish_reason() {
    let body = text("partial");
    assert_eq!(whole(&body), vec![t("partial"), err(ENDED_EARLY)]);
}

#[test]
fn body_cut_mid_event_is_reported_as_ended_early() {
    let body = text("x") + "data: {\"choices\":[{\"index\":0,\"del";
    assert_eq!(whole(&body), vec![t("x"), err(ENDED_EARLY)]);
}

#[test]
fn done_without_finish_reason_flushes_calls_then_errors() {
    let body = [frag(0, Some(("c1", "ls")), "{}"), DONE.to_owned()].concat();
    assert_eq!(whole(&body), vec![call("c1", "ls", "{}"), err(ENDED_EARLY)]);
}

#[test]
fn empty_body_is_ended_early() {
    assert_eq!(whole(""), vec![err(ENDED_EARLY)]);
}

#[test]
fn empty_string_finish_reason_is_not_a_finish() {
    let body = event(json!({ "content": "x" }), Some("")) + &finish("stop");
    assert_eq!(whole(&body), vec![t("x"), fin("stop")]);
}

#[test]
fn repeated_finish_reason_is_reported_once() {
    let body = [text("x"), finish("stop"), finish("stop"), DONE.to_owned()].concat();
    assert_eq!(whole(&body), vec![t("x"), fin("stop")]);
}

// ---------- tool calls ----------

#[test]
fn tool_call_arguments_in_many_fragments() {
    let body = [
        frag(0, Some(("call_1", "read_file")), ""),
        frag(0, None, "{\""),
        frag(0, None, "path"),
        frag(0, None, "\": \"a"),
        frag(0, None, ".txt\"}"),
        finish("tool_calls"),
        DONE.to_owned(),
    ]
    .concat();
    let mut parser = ChatStream::new();
    let events = parser.feed(body.as_bytes());
    assert_eq!(
        events,
        vec![
            call("call_1", "read_file", "{\"path\": \"a.txt\"}"),
            fin("tool_calls")
        ]
    );
}

#[test]
fn tool_calls_wait_for_finish_reason() {
    let mut parser = ChatStream::new();
    assert_eq!(
        parser.feed(frag(0, Some(("c", "ls")), "{}").as_bytes()),
        vec![]
    );
    assert_eq!(
        parser.feed(finish("tool_calls").as_bytes()),
        vec![call("c", "ls", "{}"), fin("tool_calls")]
    );
}

#[test]
fn interleaved_tool_calls_by_index() {
    let body = [
        frag(1, Some(("call_b", "grep")), "{\"q\":"),
        frag(0, Some(("call_a", "ls")), "{\"dir\":"),
        frag(1, None, "\"x\"}"),
        frag(0, None, "\".\"}"),
        finish("tool_calls"),
    ]
    .concat();
    assert_eq!(
        whole(&body),
        vec![
            call("call_a", "ls", "{\"dir\":\".\"}"),
            call("call_b", "grep", "{\"q\":\"x\"}"),
            fin("tool_calls"),
        ]
    );
}

#[test]
fn two_calls_in_one_chunk_with_indices() {
    let delta = json!({ "tool_calls": [
        { "index": 0, "id": "a", "function": { "name": "ls", "arguments": "{}" } },
        { "index": 1, "id": "b", "function": { "name": "pwd", "arguments": "" } },
    ]});
    let body = event(delta, None) + &finish("tool_calls");
    assert_eq!(
        whole(&body),
        vec![
            call("a", "ls", "{}"),
            call("b", "pwd", "{}"),
            fin("tool_calls")
        ]
    );
}

#[test]
fn whole_tool_calls_in_one_chunk_without_index() {
    // Ollama / older llama.cpp: whole calls, no index; position decides the order.
    let delta = json!({ "tool_calls": [
        { "id": "call_x", "type": "function",
          "function": { "name": "read_file", "arguments": "{\"path\":\"a\"}" } },
        { "id": "call_y", "type": "function",
          "function": { "name": "read_file", "arguments": "{\"path\":\"b\"}" } },
    ]});
    let body = event(delta, None) + &finish("tool_calls") + DONE;
    assert_eq!(
        whole(&body),
        vec![
            call("call_x", "read_file", "{\"path\":\"a\"}"),
            call("call_y", "read_file", "{\"path\":\"b\"}"),
            fin("tool_calls"),
        ]
    );
}

#[test]
fn whole_tool_calls_without_index_in_separate_chunks() {
    let one = |id: &str| {
        event(
            json!({ "tool_calls": [{ "id": id, "function": { "name": "ls", "arguments": "{}" } }] }),
            None,
        )
    };
    let body = one("c1") + &one("c2") + &finish("tool_calls");
    assert_eq!(
        whole(&body),
        vec![
            call("c1", "ls", "{}"),
            call("c2", "ls", "{}"),
            fin("tool_calls")
        ]
    );
}

#[test]
fn tool_call_without_id_gets_one_from_its_index() {
    let delta = json!({ "tool_calls": [{ "function": { "name": "ls", "arguments": "{}" } }] });
    let body = event(delta, None) + &finish("tool_calls");
    assert_eq!(
        whole(&body),
        vec![call("call_0", "ls", "{}"), fin("tool_calls")]
    );
}

#[test]
fn tool_call_arguments_as_json_object() {
    let delta = json!({ "tool_calls": [{ "index": 0, "id": "c",
        "function": { "name": "ls", "arguments": { "dir": "." } } }] });
    let body = event(delta, None) + &finish("tool_calls");
    assert_eq!(
        whole(&body),
        vec![call("c", "ls", "{\"dir\":\".\"}"), fin("tool_calls")]
    );
}

#[test]
fn empty_tool_call_arguments_become_empty_object() {
    let body = frag(0, Some(("c", "pwd")), "") + &finish("tool_calls");
    assert_eq!(
        whole(&body),
        vec![call("c", "pwd", "{}"), fin("tool_calls")]
    );
}

#[test]
fn repeated_id_and_name_are_not_doubled() {
    let body = frag(0, Some(("c", "ls")), "{\"a\":") + &frag(0, Some(("c", "ls")), "1}");
    let body = body + &finish("tool_calls");
    assert_eq!(
        whole(&body),
        vec![call("c", "ls", "{\"a\":1}"), fin("tool_calls")]
    );
}

#[test]
fn text_and_tool_calls_in_one_stream() {
    let body = [
        text("Let me look."),
        frag(0, Some(("c", "ls")), "{\"dir\""),
        frag(0, None, ":\"src\"}"),
        finish("tool_calls"),
        DONE.to_owned(),
    ]
    .concat();
    assert_eq!(
        whole(&body),
        vec![
            t("Let me look."),
            call("c", "ls", "{\"dir\":\"src\"}"),
            fin("tool_calls")
        ]
    );
}

// ---------- a reply cut at the token limit (`length`) ----------

#[test]
fn length_drops_the_call_whose_arguments_were_still_streaming() {
    let body = [
        text("Reading it."),
        frag(0, Some(("call_a", "read_file")), "{\"path\":\"a\"}"),
        frag(
            1,
            Some(("call_b", "write_file")),
            "{\"path\":\"b\",\"content\":\"# Ti",
        ),
        finish("length"),
        DONE.to_owned(),
    ]
    .concat();
    assert_eq!(
        whole(&body),
        vec![
            t("Reading it."),
            call("call_a", "read_file", "{\"path\":\"a\"}"),
            fin("length")
        ],
        "call_a was done once call_b started; call_b was cut"
    );
}

#[test]
fn length_with_only_a_half_call_gives_no_call() {
    let body = frag(0, Some(("c", "read_file")), "{\"pa") + &finish("length") + DONE;
    assert_eq!(whole(&body), vec![fin("length")]);
}

#[test]
fn length_drops_a_call_that_took_a_fragment_after_the_last_call_started() {
    // Interleaved fragments: call 0 went on after call 1 began, so it may be cut too.
    let body = [
        frag(0, Some(("a", "ls")), "{\"dir\":"),
        frag(1, Some(("b", "ls")), "{\"dir\":"),
        frag(0, None, "\".\"}"),
        finish("length"),
    ]
    .concat();
    assert_eq!(whole(&body), vec![fin("length")]);
}

#[test]
fn a_live_reply_cut_at_length_gives_the_cut_before_usage_and_finish_and_no_half_call() {
    use harness_demo::harness::drivers::openai::LiveReply;
    use harness_demo::harness::protocol::schema::{self, LlmEvent};
    let body = [
        text("Let me "),
        frag(
            0,
            Some(("call_1", "write_file")),
            "{\"path\":\"a.md\",\"content\":\"lo",
        ),
        finish("length"),
        usage(900, 4096, 0),
        DONE.to_owned(),
    ]
    .concat();
    let mut reply = LiveReply::new();
    let mut events = Vec::new();
    for piece in body.as_bytes().chunks(5) {
        events.extend(reply.feed(piece));
    }
    events.extend(reply.end());
    assert_eq!(
        events,
        vec![
            LlmEvent::Text {
                text: "Let me ".into()
            },
            LlmEvent::Cut {},
            LlmEvent::Usage {
                usage: schema::Usage {
                    prompt_tokens: 900,
                    cached_tokens: Some(0),
                    cache_write_tokens: None,
                    cache_write_1h_tokens: None,
                    completion_tokens: 4096
                }
            },
            LlmEvent::Finish {}
        ]
    );
}

#[test]
fn a_live_reply_that_stops_normally_is_not_cut() {
    use harness_demo::harness::drivers::openai::LiveReply;
    use harness_demo::harness::protocol::schema::LlmEvent;
    let body = text("Done.") + &finish("stop") + DONE;
    let events = LiveReply::new().feed(body.as_bytes());
    assert!(!events.contains(&LlmEvent::Cut {}), "{events:?}");
    assert_eq!(events.last(), Some(&LlmEvent::Finish {}));
}

// ---------- usage ----------

#[test]
fn usage_chunk_after_finish() {
    let body = [
        text("x"),
        finish("stop"),
        usage(100, 5, 64),
        DONE.to_owned(),
    ]
    .concat();
    let mut parser = ChatStream::new();
    assert_eq!(
        parser.feed(body.as_bytes()),
        vec![t("x"), fin("stop"), used(100, 5, Some(64))]
    );
}

#[test]
fn usage_without_cache_details() {
    let chunk = json!({ "choices": [], "usage": { "prompt_tokens": 7, "completion_tokens": 3 } });
    let body = finish("stop") + &format!("data: {chunk}\n\n");
    assert_eq!(whole(&body), vec![fin("stop"), used(7, 3, None)]);
}

#[test]
fn usage_with_deepseek_cache_field() {
    let chunk = json!({ "choices": [], "usage": {
        "prompt_tokens": 7, "completion_tokens": 3, "prompt_cache_hit_tokens": 5 } });
    let body = finish("stop") + &format!("data: {chunk}\n\n");
    assert_eq!(whole(&body), vec![fin("stop"), used(7, 3, Some(5))]);
}

#[test]
fn null_usage_on_every_chunk_is_ignored() {
    let chunk = json!({ "choices": [{ "index": 0, "delta": { "content": "x" } }], "usage": null });
    let body = format!("data: {chunk}\n\n") + &finish("stop");
    assert_eq!(whole(&body), vec![t("x"), fin("stop")]);
}

#[test]
fn usage_in_the_finish_chunk() {
    let chunk = json!({
        "choices": [{ "index": 0, "delta": {}, "finish_reason": "stop" }],
        "usage": { "prompt_tokens": 9, "completion_tokens": 1 },
    });
    let body = format!("data: {chunk}\n\n");
    assert_eq!(whole(&body), vec![fin("stop"), used(9, 1, None)]);
}

// ---------- errors in the stream ----------

#[test]
fn error_object_mid_stream() {
    let body = text("x")
        + "data: {\"error\":{\"message\":\"Upstream overloaded\",\"code\":502}}\n\n"
        + &text("never");
    assert_eq!(
        whole(&body),
        vec![
            t("x"),
            err("The server reported an error: Upstream overloaded.")
        ]
    );
}

#[test]
fn llama_cpp_error_field_mid_stream() {
    let body = text("x")
        + "error: {\"code\":400,\"message\":\"the request exceeds the available context size\",\
           \"type\":\"invalid_request_error\"}\n\ndata: [DONE]\n\n";
    assert_eq!(
        whole(&body),
        vec![
            t("x"),
            err("The server reported an error: the request exceeds the available context size.")
        ]
    );
}

#[test]
fn error_drops_unfinished_tool_calls() {
    let body = frag(0, Some(("c", "ls")), "{\"di") + "data: {\"error\":\"boom\"}\n\n";
    assert_eq!(
        whole(&body),
        vec![err("The server reported an error: boom.")]
    );
}

#[test]
fn data_line_that_is_not_json() {
    let body = text("x") + "data: hello there\n\n";
    assert_eq!(
        whole(&body),
        vec![
            t("x"),
            err("The server sent an event that is not JSON (`hello there`).")
        ]
    );
}

#[test]
fn incomplete_json_at_blank_line_is_an_error() {
    let body = text("x") + "data: {\"choices\":[\n\n" + &finish("stop");
    assert_eq!(
        whole(&body),
        vec![
            t("x"),
            err("The server sent an event that is not JSON (`{\"choices\":[`).")
        ]
    );
}

#[test]
fn data_line_that_is_not_the_protocol() {
    let body = "data: {\"hello\":1}\n\n";
    assert_eq!(
        whole(body),
        vec![err(
            "The server sent an event that is not a chat completion chunk (`{\"hello\":1}`)."
        )]
    );
}

#[test]
fn html_page_instead_of_a_stream() {
    let body = "<!DOCTYPE html>\n<html><body>Open WebUI</body></html>\n";
    assert_eq!(
        whole(body),
        vec![err(
            "The server answered with an HTML page instead of an event stream; \
             check the base URL."
        )]
    );
}

#[test]
fn plain_json_answer_instead_of_a_stream() {
    let answer = json!({
        "object": "chat.completion",
        "choices": [{ "index": 0, "finish_reason": "tool_calls", "message": {
            "role": "assistant", "content": "Looking.",
            "tool_calls": [{ "id": "c9", "type": "function",
                "function": { "name": "ls", "arguments": "{}" } }] } }],
        "usage": { "prompt_tokens": 10, "completion_tokens": 2 },
    });
    let body = serde_json::to_string_pretty(&answer).unwrap();
    assert_eq!(
        whole(&body),
        vec![
            t("Looking."),
            call("c9", "ls", "{}"),
            fin("tool_calls"),
            used(10, 2, None)
        ]
    );
}

#[test]
fn nothing_follows_an_error() {
    let mut parser = ChatStream::new();
    let events = parser.feed(b"data: nope\n\n");
    assert_eq!(events.len(), 1);
    assert_eq!(parser.feed(text("x").as_bytes()), vec![]);
    assert_eq!(parser.finish(), vec![]);
}

// ---------- HTTP errors ----------

fn openai_error(message: &str, kind: &str, code: &str) -> String {
    json!({ "error": { "message": message, "type": kind, "param": null, "code": code } })
        .to_string()
}

#[test]
fn http_401_says_the_key_was_refused() {
    let body = openai_error(
        "Incorrect API key provided: sk-abc***.",
        "invalid_request_error",
        "invalid_api_key",
    );
    assert_eq!(
        http_error_message(401, &body),
        "The server refused the API key (HTTP 401): Incorrect API key provided: sk-abc***."
    );
}

#[test]
fn http_404_names_the_model_from_the_body() {
    let body = openai_error(
        "The model `gpt-9` does not exist or you do not have access to it.",
        "invalid_request_error",
        "model_not_found",
    );
    assert_eq!(
        http_error_message(404, &body),
        "The model `gpt-9` was not found (HTTP 404): \
         The model `gpt-9` does not exist or you do not have access to it."
    );
}

#[test]
fn http_404_names_the_model_from_an_ollama_body() {
    let body = r#"{"error":"model \"llama9\" not found, try pulling it first"}"#;
    assert_eq!(
        http_error_message(404, body),
        "The model `llama9` was not found (HTTP 404): \
         model \"llama9\" not found, try pulling it first."
    );
}

#[test]
fn http_404_without_a_model_points_at_the_path() {
    assert_eq!(
        http_error_message(404, "404 page not found"),
        "The model or the endpoint path was not found (HTTP 404); check the base URL \
         (often ending in /v1) and the model name: 404 page not found."
    );
}

#[test]
fn http_429_says_rate_limited() {
    let body = openai_error(
        "Rate limit reached for requests",
        "requests",
        "rate_limit_exceeded",
    );
    assert_eq!(
        http_error_message(429, &body),
        "The server is rate limiting requests (HTTP 429); wait and try again: \
         Rate limit reached for requests."
    );
}

#[test]
fn http_500_internal_error() {
    assert_eq!(
        http_error_message(500, r#"{"detail":"CUDA out of memory"}"#),
        "The server had an internal error (HTTP 500): CUDA out of memory."
    );
}

#[test]
fn http_503_unavailable() {
    assert_eq!(
        http_error_message(503, ""),
        "The server is unavailable or overloaded (HTTP 503); try again later."
    );
}

#[test]
fn http_error_with_json_body_uses_its_message() {
    let body = openai_error(
        "'messages' must contain at least one message.",
        "invalid_request_error",
        "",
    );
    assert_eq!(
        http_error_message(400, &body),
        "The server rejected the request (HTTP 400): \
         'messages' must contain at least one message."
    );
}

#[test]
fn http_error_with_vllm_top_level_message() {
    let body = r#"{"object":"error","message":"The model `qwen` does not exist.","type":"NotFoundError","param":null,"code":404}"#;
    assert_eq!(
        http_error_message(404, body),
        "The model `qwen` was not found (HTTP 404): The model `qwen` does not exist."
    );
}

#[test]
fn http_error_with_html_body() {
    let body = "<html><head><title>502 Bad Gateway</title></head><body>nginx</body></html>";
    assert_eq!(
        http_error_message(502, body),
        "The server is unavailable or overloaded (HTTP 502); try again later; \
         it sent an HTML page instead of a JSON error."
    );
}

#[test]
fn http_error_with_empty_body() {
    assert_eq!(
        http_error_message(401, "  "),
        "The server refused the API key (HTTP 401)."
    );
    assert_eq!(
        http_error_message(418, ""),
        "The server answered with HTTP 418."
    );
}

// ---------- request body ----------

#[test]
fn request_body_with_tools_and_every_message_kind() {
    let tools = [ToolSpec {
        name: "read_file",
        description: "Read a file.",
        parameters: json!({ "type": "object", "properties": { "path": { "type": "string" } },
                             "required": ["path"] }),
    }];
    let messages = [
        ChatMessage::System("You are terse."),
        ChatMessage::User("Show lib.rs"),
        ChatMessage::Assistant {
            text: "",
            tool_calls: vec![("call_1", "read_file", "{\"path\":\"lib.rs\"}")],
        },
        ChatMessage::Tool {
            call_id: "call_1",
            content: "pub mod stream;",
        },
        ChatMessage::Assistant {
            text: "It has one module.",
            tool_calls: vec![],
        },
    ];
    let body = request_body("gpt-4o-mini", &messages, &tools);
    // Keys come in a readable order.
    assert!(body.starts_with(r#"{"model":"gpt-4o-mini","messages":[{"role":"system","#));
    let v: Value = serde_json::from_str(&body).unwrap();
    assert_eq!(
        v,
        json!({
            "model": "gpt-4o-mini",
            "messages": [
                { "role": "system", "content": "You are terse." },
                { "role": "user", "content": "Show lib.rs" },
                { "role": "assistant", "content": null, "tool_calls": [
                    { "id": "call_1", "type": "function",
                      "function": { "name": "read_file", "arguments": "{\"path\":\"lib.rs\"}" } }
                ] },
                { "role": "tool", "tool_call_id": "call_1", "content": "pub mod stream;" },
                { "role": "assistant", "content": "It has one module." },
            ],
            "tools": [{ "type": "function", "function": {
                "name": "read_file", "description": "Read a file.",
                "parameters": { "type": "object",
                                "properties": { "path": { "type": "string" } },
                                "required": ["path"] } } }],
            "stream": true,
            "stream_options": { "include_usage": true },
        })
    );
}

#[test]
fn request_body_without_tools_omits_the_key() {
    let body = request_body("m", &[ChatMessage::User("hi")], &[]);
    assert_eq!(
        body,
        r#"{"model":"m","messages":[{"role":"user","content":"hi"}],"stream":true,"stream_options":{"include_usage":true}}"#
    );
}

#[test]
fn request_body_keeps_text_beside_tool_calls() {
    let messages = [ChatMessage::Assistant {
        text: "Looking.",
        tool_calls: vec![("c", "ls", "{}")],
    }];
    let v: Value = serde_json::from_str(&request_body("m", &messages, &[])).unwrap();
    assert_eq!(v["messages"][0]["content"], json!("Looking."));
    assert_eq!(v["messages"][0]["tool_calls"][0]["function"]["name"], "ls");
}

// ---------- properties ----------

proptest! {
    /// Any cutting of a valid stream into chunks gives the events of feeding it whole.
    #[test]
    fn any_chunking_gives_the_same_events(
        cuts in proptest::collection::vec(any::<proptest::sample::Index>(), 0..40)
    ) {
        let body = valid_stream();
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
        prop_assert_eq!(run(&chunks), valid_stream_events());
    }

    /// Arbitrary bytes, cut anywhere, never panic; the stream always ends in a known way.
    #[test]
    fn arbitrary_bytes_never_panic(
        bytes in proptest::collection::vec(any::<u8>(), 0..600),
        cut in any::<proptest::sample::Index>(),
    ) {
        let at = cut.index(bytes.len() + 1);
        let events = run(&[&bytes[..at], &bytes[at..]]);
        let errors = events.iter().filter(|e| matches!(e, Error { .. })).count();
        prop_assert!(errors <= 1);
    }

    /// SSE-shaped noise reaches the deeper states (JSON, tool calls, usage) without panics.
    #[test]
    fn sse_shaped_noise_never_panics(
        parts in proptest::collection::vec(proptest::sample::select(vec![
            "data: ", "data:", ": c", "\n", "\r\n", "\r", "\n\n", "[DONE]", "{", "}", "[", "]",
            ",", "\"choices\":", "\"delta\":", "\"content\":\"é\"", "\"tool_calls\":",
            "\"index\":", "18446744073709551615", "-1", "1e400", "\"id\":\"x\"",
            "\"function\":", "\"name\":\"n\"", "\"arguments\":\"{\"", "\"arguments\":{}",
            "\"finish_reason\":\"stop\"", "\"usage\":", "\"prompt_tokens\":", "\"error\":",
            "null", "\u{feff}", "<", "\u{ff}",
        ]), 0..80),
        cut in any::<proptest::sample::Index>(),
    ) {
        let body = parts.concat();
        let bytes = body.as_bytes();
        let at = cut.index(bytes.len() + 1);
        let _ = run(&[&bytes[..at], &bytes[at..]]);
    }

    #[test]
    fn http_error_message_never_panics(status in any::<u16>(), body in "(?s).{0,300}") {
        let message = http_error_message(status, &body);
        prop_assert!(message.ends_with('.'));
    }
}

// ---------- cases mutation testing asked for ----------

#[test]
fn cr_alone_ends_a_line_and_the_next_byte_is_kept() {
    // Old Mac line ends: a CR not followed by LF, fed a byte at a time.
    let body = (text("a") + &finish("stop") + DONE).replace('\n', "\r");
    let bytes: Vec<&[u8]> = body.as_bytes().chunks(1).collect();
    assert_eq!(run(&bytes), vec![t("a"), fin("stop")]);
}

#[test]
fn bare_argument_fragments_continue_the_latest_call_and_a_name_starts_a_new_one() {
    // Servers without an index: the first fragment names the call, the rest carry only
    // arguments; a fragment with another name and no id starts a second call.
    let piece = |f: Value| event(json!({ "tool_calls": [{ "function": f }] }), None);
    let body = piece(json!({ "name": "read_file", "arguments": "{\"path\":" }))
        + &piece(json!({ "arguments": "\"a\"}" }))
        + &piece(json!({ "name": "ls", "arguments": "{}" }))
        + &finish("tool_calls")
        + DONE;
    let events = whole(&body);
    let calls: Vec<(String, String)> = events
        .iter()
        .filter_map(|e| match e {
            ToolCall {
                name, arguments, ..
            } => Some((name.clone(), arguments.clone())),
            _ => None,
        })
        .collect();
    assert_eq!(
        calls,
        [
            ("read_file".to_owned(), "{\"path\":\"a\"}".to_owned()),
            ("ls".to_owned(), "{}".to_owned())
        ]
    );
}

#[test]
fn usage_counts_may_be_floats_never_negative_and_either_one_is_enough() {
    let chunk = |u: Value| format!("data: {}\n\n", json!({ "choices": [], "usage": u }));
    let body = text("a")
        + &finish("stop")
        + &chunk(json!({ "prompt_tokens": 12.0, "completion_tokens": -3.0 }))
        + DONE;
    assert!(
        whole(&body).contains(&used(12, 0, None)),
        "{:?}",
        whole(&body)
    );
    let only_completion =
        text("a") + &finish("stop") + &chunk(json!({ "completion_tokens": 7 })) + DONE;
    assert!(whole(&only_completion).contains(&used(0, 7, None)));
    let neither = text("a") + &finish("stop") + &chunk(json!({ "prompt_tokens": -1.5 })) + DONE;
    assert!(!whole(&neither).iter().any(|e| matches!(e, Usage { .. })));
}

#[test]
fn any_5xx_is_the_servers_failure() {
    assert_eq!(http_error_message(507, ""), "The server failed (HTTP 507).");
    assert_eq!(
        http_error_message(418, ""),
        "The server answered with HTTP 418."
    );
}

#[test]
fn a_model_name_is_quoted_whole_and_closed() {
    let generic = "The model or the endpoint path was not found (HTTP 404); check the base URL \
                   (often ending in /v1) and the model name";
    let named = |body: &str| http_error_message(404, body);
    assert!(named(r#"{"error":"model \"\" not found"}"#).starts_with(generic));
    assert!(named(r#"{"error":"The model `gpt-9 does not exist"}"#).starts_with(generic));
    let long = "m".repeat(199);
    assert!(
        named(&format!(r#"{{"error":"model \"{long}\" not found"}}"#))
            .starts_with(&format!("The model `{long}` was not found"))
    );
    let too_long = "m".repeat(200);
    assert!(
        named(&format!(r#"{{"error":"model \"{too_long}\" not found"}}"#)).starts_with(generic)
    );
}
