//! What the live providers' wires share: the fake tools' JSON Schemas, a call's input as JSON,
//! the text a summary is sent as, token counts read leniently, and the wording of errors.

use serde_json::{json, Value};

use super::sse::{Body, Events};
use crate::harness::protocol::schema::LlmEvent;
use crate::t;

/// What one wire makes of its stream's events: the harness's llm events, in its order.
pub trait Translate: Default {
    type Events: Events;
    /// Adds to `out` the harness's events for `events`; `stream_done`: the stream has had its
    /// last event or ended. Returns whether the reply's last event (the finish or an error)
    /// was given.
    fn take(
        &mut self,
        events: Vec<<Self::Events as Events>::Event>,
        stream_done: bool,
        out: &mut Vec<LlmEvent>,
    ) -> bool;
}

/// A streamed answer read as it arrives, turned into the events the harness takes; once the
/// finish or an error is given, nothing more is.
#[derive(Debug, Default)]
pub struct LiveReply<T: Translate> {
    stream: Body<T::Events>,
    wire: T,
    ended: bool,
}

impl<T: Translate> LiveReply<T> {
    pub fn new() -> Self {
        LiveReply {
            stream: Body::new(),
            wire: T::default(),
            ended: false,
        }
    }

    /// The next bytes of the body.
    pub fn feed(&mut self, bytes: &[u8]) -> Vec<LlmEvent> {
        let events = self.stream.feed(bytes);
        self.take(events)
    }

    /// The body ended.
    pub fn end(&mut self) -> Vec<LlmEvent> {
        let events = self.stream.finish();
        self.take(events)
    }

    /// Whether the harness has had the reply's last event.
    pub fn ended(&self) -> bool {
        self.ended
    }

    fn take(&mut self, events: Vec<<T::Events as Events>::Event>) -> Vec<LlmEvent> {
        let mut out = Vec::new();
        if !self.ended {
            self.ended = self.wire.take(events, self.stream.is_done(), &mut out);
        }
        out
    }
}

/// An answer with an HTTP error status instead of a stream, in the wire's words: a busy,
/// failing or rate-limiting server may be asked again (429, 5xx, Anthropic's 529 among them);
/// a refused key, an unknown model or a malformed request may not.
pub fn http_error(status: u16, message: String) -> LlmEvent {
    LlmEvent::Error {
        message,
        retryable: status == 429 || status >= 500,
    }
}

/// The JSON Schema of a fake tool's arguments, so the model knows what to send.
pub fn parameters(tool: &str) -> Value {
    let string = |description: &str| json!({ "type": "string", "description": description });
    match tool {
        "read_file" => json!({
            "type": "object",
            "properties": { "path": string("The file's path in the repository, like README.md") },
            "required": ["path"],
        }),
        "run_tests" => json!({
            "type": "object",
            "properties": { "filter": string("Only tests whose name holds this; empty runs them all") },
        }),
        "write_file" => json!({
            "type": "object",
            "properties": { "path": string("The file's path"), "content": string("The whole new text") },
            "required": ["path", "content"],
        }),
        _ => json!({ "type": "object", "properties": { "input": string("The tool's input") } }),
    }
}

/// A call's input as the arguments the model sent: JSON, or wrapped into JSON when a script
/// wrote plain text.
pub fn arguments(input: &str) -> String {
    let trimmed = input.trim();
    if trimmed.starts_with('{') {
        trimmed.to_string()
    } else if trimmed.is_empty() {
        "{}".to_string()
    } else {
        json!({ "input": trimmed }).to_string()
    }
}

/// A summary message as the model reads it: a user's text, since the wire has no such role.
pub fn summary_text(text: &str) -> String {
    format!("Summary of the conversation so far: {text}")
}

/// A reminder as the llm reads it: marked as the harness's, as Claude Code marks its own, so the
/// llm does not take it for the user's words.
pub fn reminder_text(text: &str) -> String {
    format!("<system-reminder>\n{text}\n</system-reminder>")
}

/// A token count: servers send integers, some floats; a negative or absent one is none.
pub fn count(v: Option<&Value>) -> Option<u64> {
    let v = v?;
    v.as_u64().or_else(|| {
        v.as_f64()
            .filter(|f| f.is_finite() && *f >= 0.0)
            .map(|f| f as u64)
    })
}

/// The message in an error value: `{"message": …}`, a bare string, or a type/code.
pub fn error_text(err: &Value) -> Option<String> {
    let text = match err {
        Value::String(s) => s.as_str(),
        Value::Object(o) => ["message", "type", "code"]
            .iter()
            .find_map(|k| o.get(*k).and_then(Value::as_str))?,
        _ => return None,
    };
    let text = text.trim();
    (!text.is_empty()).then(|| shorten(text, 300))
}

/// The first characters of `text` on one line, for quoting in a message.
pub fn snippet(text: &str) -> String {
    shorten(text, 80)
}

pub fn shorten(text: &str, max_chars: usize) -> String {
    let flat: String = text.split_whitespace().collect::<Vec<_>>().join(" ");
    match flat.char_indices().nth(max_chars) {
        Some((cut, _)) => format!("{}…", flat.get(..cut).unwrap_or_default()),
        None => flat,
    }
}

/// Ends `text` with exactly one period (the language's full stop).
pub fn sentence(text: &str) -> String {
    t!("err-sentence", text = text.trim().trim_end_matches('.'))
}
