//! OpenTelemetry traces as the OTLP file exporter (and the Collector's `file` exporter) writes
//! them: JSON Lines of `TracesData` `{resourceSpans[{resource, scopeSpans[{scope, spans}]}]}`, or
//! one pretty-printed document; `LogsData` lines of Claude Code's events are read beside them.
//! Each span into a compact [`Span`] (reference §6.3, §6.4; the GenAI conventions as
//! open-telemetry/semantic-conventions wrote them before they moved to their own repository).
//!
//! Rules applied here: a span's kind comes from `gen_ai.operation.name` (else its name's first
//! word), or its `claude_code.*` name; a span of any other kind is skipped and counted, never
//! fatal. The file counts spans and log records, not lines ([`Unit`]).

mod attrs;
mod build;
mod content;

pub(super) use build::build;

use serde_json::Value;

use super::format_reader::{object_line, Tally};
use super::json::{str_at, string_at, take, take_array};
use super::{ReportedUsage, Skip, Unit};
use attrs::{nanos_ms, Attrs};
use content::Msg;

/// One file, as its lines arrive.
#[derive(Default)]
pub(super) struct File {
    pub(super) spans: Vec<Span>,
    pub(super) events: Vec<Event>,
    /// Claude Code's spans or events were seen (for the file's format words).
    pub(super) claude: bool,
    /// The newest `service.version` of the resources read.
    pub(super) version: Option<String>,
}

/// One span, reduced to what the model needs.
pub(super) struct Span {
    pub(super) trace: String,
    pub(super) id: String,
    /// Empty for a root.
    pub(super) parent: String,
    pub(super) start: Option<i64>,
    pub(super) end: Option<i64>,
    /// `gen_ai.conversation.id`, else Claude Code's `session.id`.
    pub(super) conversation: Option<String>,
    /// `gen_ai.agent.id`, else Claude Code's `agent_id`.
    pub(super) agent_id: Option<String>,
    /// The span's status is an error: its message ("" when none).
    pub(super) error: Option<String>,
    pub(super) kind: Kind,
}

pub(super) enum Kind {
    /// `invoke_agent` (an agent run) or `claude_code.interaction` (one prompt's run).
    Agent {
        name: Option<String>,
        /// The prompt, where recorded (Claude Code's `user_prompt` when not redacted).
        prompt: Option<String>,
        duration_ms: Option<u64>,
    },
    /// A model call: `chat`, `generate_content`, `text_completion`, `claude_code.llm_request`.
    Inference(Box<Inference>),
    /// `execute_tool` or `claude_code.tool`.
    Tool(Tool),
    /// `claude_code.tool.blocked_on_user`: the permission question.
    Blocked { decision: Option<String> },
    /// `claude_code.tool.execution`.
    Execution {
        success: Option<bool>,
        error: Option<String>,
    },
    /// `claude_code.hook`.
    Hook { event: String, blocking: u64 },
}

pub(super) struct Inference {
    pub(super) id: Option<String>,
    pub(super) model: Option<String>,
    pub(super) usage: Option<ReportedUsage>,
    pub(super) stop: Option<String>,
    /// `gen_ai.input.messages` (or the older prompt attributes and events); empty when not
    /// recorded, the default.
    pub(super) input: Vec<Msg>,
    pub(super) output: Vec<Msg>,
    /// Claude Code's `success: false`, `error`, `status_code`, `attempt`.
    pub(super) failed: bool,
    pub(super) error: Option<String>,
    pub(super) status: Option<u16>,
    pub(super) attempt: Option<u32>,
}

pub(super) struct Tool {
    pub(super) name: String,
    /// `gen_ai.tool.call.id` / Claude Code's `tool_use_id`.
    pub(super) call_id: Option<String>,
    /// `gen_ai.tool.call.arguments` (opt-in), or what Claude Code's attributes say of it.
    pub(super) input: Option<String>,
    /// `gen_ai.tool.call.result` (opt-in) or Claude Code's `tool.output` event.
    pub(super) output: Option<String>,
    /// The sub-agent type a call starts (Claude Code's `subagent_type`).
    pub(super) agent: Option<String>,
}

/// One of Claude Code's events (an OTLP log record).
pub(super) struct Event {
    pub(super) at: Option<i64>,
    pub(super) session: Option<String>,
    /// `prompt.id`: the events of one prompt.
    pub(super) prompt_id: Option<String>,
    pub(super) kind: EventKind,
}

pub(super) enum EventKind {
    Prompt(Option<String>),
    Api {
        model: Option<String>,
        usage: Option<ReportedUsage>,
    },
    ApiError {
        message: String,
        status: Option<u16>,
        attempt: Option<u32>,
    },
    ToolResult {
        call_id: Option<String>,
        name: String,
        success: Option<bool>,
        duration_ms: Option<u64>,
        error: Option<String>,
        input: Option<String>,
    },
    /// `tool_decision`: "accept" or "reject" (its `source` says who: config, hook, user).
    Decision {
        call_id: Option<String>,
        name: String,
        decision: String,
    },
}

/// Claude Code's redaction of content it was not allowed to export.
const REDACTED: &str = "<REDACTED>";

impl File {
    /// One line of the file (a JSON document over many lines comes whole, as one).
    pub(super) fn line(&mut self, text: &str, last: bool, tally: &mut Tally) {
        let Some(mut v) = object_line(text, last, tally) else {
            return;
        };
        // The dispatcher counted the line as one; the file counts what it holds.
        tally.read = tally.read.saturating_sub(1);
        let (mut spans, mut records) = (false, false);
        for mut resource in take_array(&mut v, "resourceSpans") {
            let res = Attrs::of(&mut take(&mut resource, "resource"));
            self.resource(&res);
            for mut scope in take_array(&mut resource, "scopeSpans") {
                for span in take_array(&mut scope, "spans") {
                    spans = true;
                    tally.read += 1;
                    match self.span(span) {
                        Ok(span) => self.spans.push(span),
                        Err(why) => tally.skip(why),
                    }
                }
            }
        }
        for mut resource in take_array(&mut v, "resourceLogs") {
            let res = Attrs::of(&mut take(&mut resource, "resource"));
            self.resource(&res);
            for mut scope in take_array(&mut resource, "scopeLogs") {
                for record in take_array(&mut scope, "logRecords") {
                    records = true;
                    tally.read += 1;
                    match self.record(record) {
                        Ok(event) => self.events.push(event),
                        Err(why) => tally.skip(why),
                    }
                }
            }
        }
        tally.unit = match (tally.unit, spans, records) {
            (Unit::Lines, true, false) | (Unit::Spans, _, false) => Unit::Spans,
            (Unit::Lines, false, true) | (Unit::LogRecords, false, _) => Unit::LogRecords,
            (Unit::Lines, false, false) => Unit::Lines,
            _ => Unit::SpansAndLogRecords,
        };
    }

    fn resource(&mut self, res: &Attrs) {
        if res.str("service.name") == Some("claude-code") {
            self.claude = true;
        }
        if let Some(v) = res.str("service.version") {
            let newer = match &self.version {
                Some(old) => version_key(v) > version_key(old),
                None => true,
            };
            if newer {
                self.version = Some(v.to_string());
            }
        }
    }

    fn span(&mut self, mut s: Value) -> Result<Span, Skip> {
        let name = string_at(&s, &["name"]).unwrap_or_default();
        let mut a = Attrs::of_list(take_array(&mut s, "attributes"));
        let span_events = take_array(&mut s, "events");
        let error = (status_code(&s) == Some(2))
            .then(|| string_at(&s, &["status", "message"]).unwrap_or_default());
        let operation = a
            .string("gen_ai.operation.name")
            .unwrap_or_else(|| name.split(' ').next().unwrap_or_default().to_string());
        let kind = match (name.as_str(), operation.as_str()) {
            ("claude_code.interaction", _) => {
                self.claude = true;
                Kind::Agent {
                    name: None,
                    prompt: a.string("user_prompt").filter(|p| p != REDACTED),
                    duration_ms: a.u64("interaction.duration_ms"),
                }
            }
            ("claude_code.llm_request", _) => {
                self.claude = true;
                Kind::Inference(Box::new(claude_inference(&mut a)))
            }
            ("claude_code.tool", _) => {
                self.claude = true;
                Kind::Tool(claude_tool(&mut a, &span_events))
            }
            ("claude_code.tool.blocked_on_user", _) => Kind::Blocked {
                decision: a.string("decision"),
            },
            ("claude_code.tool.execution", _) => Kind::Execution {
                success: a.bool("success"),
                error: a.string("error").filter(|e| !e.is_empty()),
            },
            ("claude_code.hook", _) => Kind::Hook {
                event: a.string("hook_event").unwrap_or_default(),
                blocking: a.u64("num_blocking").unwrap_or(0),
            },
            (_, "invoke_agent") => Kind::Agent {
                name: a.string("gen_ai.agent.name"),
                prompt: None,
                duration_ms: None,
            },
            (_, "chat" | "generate_content" | "text_completion") => {
                Kind::Inference(Box::new(genai_inference(&mut a, &span_events)))
            }
            (_, "execute_tool") => Kind::Tool(Tool {
                name: a
                    .string("gen_ai.tool.name")
                    .or_else(|| name.strip_prefix("execute_tool ").map(str::to_string))
                    .unwrap_or_default(),
                call_id: a.string("gen_ai.tool.call.id"),
                input: a.text("gen_ai.tool.call.arguments"),
                output: a.text("gen_ai.tool.call.result"),
                agent: None,
            }),
            _ => return Err(Skip::UnknownKind),
        };
        let ids = |key: &str| string_at(&s, &[key]).unwrap_or_default();
        Ok(Span {
            trace: ids("traceId"),
            id: ids("spanId"),
            parent: ids("parentSpanId"),
            start: nanos_ms(s.get("startTimeUnixNano")),
            end: nanos_ms(s.get("endTimeUnixNano")),
            conversation: a
                .string("gen_ai.conversation.id")
                .or_else(|| a.string("session.id")),
            agent_id: a.string("gen_ai.agent.id").or_else(|| a.string("agent_id")),
            error,
            kind,
        })
    }

    fn record(&mut self, mut r: Value) -> Result<Event, Skip> {
        let mut a = Attrs::of_list(take_array(&mut r, "attributes"));
        // Claude Code names the event in `event.name`, and in the body as `claude_code.<name>`.
        let name = a.string("event.name").or_else(|| {
            str_at(&r, &["body", "stringValue"])
                .and_then(|b| b.strip_prefix("claude_code."))
                .map(str::to_string)
        });
        let at = a
            .str("event.timestamp")
            .and_then(super::time::epoch_ms)
            .or_else(|| nanos_ms(r.get("timeUnixNano")))
            .or_else(|| nanos_ms(r.get("observedTimeUnixNano")));
        let kind = match name.as_deref() {
            Some("user_prompt") => EventKind::Prompt(a.string("prompt").filter(|p| p != REDACTED)),
            Some("api_request") => EventKind::Api {
                model: a.string("model"),
                usage: claude_usage(&a),
            },
            Some("api_error") => EventKind::ApiError {
                message: a.string("error").unwrap_or_default(),
                status: a.u64("status_code").and_then(|c| u16::try_from(c).ok()),
                attempt: a.u64("attempt").and_then(|c| u32::try_from(c).ok()),
            },
            Some("tool_result") => EventKind::ToolResult {
                call_id: a.string("tool_use_id"),
                name: a.string("tool_name").unwrap_or_default(),
                success: a.bool("success"),
                duration_ms: a.u64("duration_ms"),
                error: a.string("error").filter(|e| !e.is_empty()),
                input: a.text("tool_parameters").or_else(|| a.text("tool_input")),
            },
            Some("tool_decision") => EventKind::Decision {
                call_id: a.string("tool_use_id"),
                name: a.string("tool_name").unwrap_or_default(),
                decision: a.string("decision").unwrap_or_default(),
            },
            _ => return Err(Skip::UnknownKind),
        };
        self.claude = true;
        Ok(Event {
            at,
            session: a.string("session.id"),
            prompt_id: a.string("prompt.id"),
            kind,
        })
    }
}

/// `status.code`: 2 is an error (written as a number, or as its enum name).
fn status_code(s: &Value) -> Option<u64> {
    let code = s.get("status")?.get("code")?;
    code.as_u64().or_else(|| match code.as_str()? {
        "STATUS_CODE_ERROR" => Some(2),
        "STATUS_CODE_OK" => Some(1),
        _ => Some(0),
    })
}

/// A version's numbers, for picking the newest ("2.1.9" < "2.1.10").
fn version_key(v: &str) -> Option<(u32, u32, u32)> {
    super::detect::version_numbers(v)
}

/// Claude Code's own token attributes (Anthropic's: `input_tokens` leaves the cache out).
fn claude_usage(a: &Attrs) -> Option<ReportedUsage> {
    let input = a.u64("input_tokens");
    let output = a.u64("output_tokens");
    if input.is_none() && output.is_none() {
        return None;
    }
    let cache_read = a.u64("cache_read_tokens").unwrap_or(0);
    let cache_write = a.u64("cache_creation_tokens");
    Some(ReportedUsage {
        input: input
            .unwrap_or(0)
            .saturating_add(cache_read)
            .saturating_add(cache_write.unwrap_or(0)),
        cache_read,
        cache_write,
        output: output.unwrap_or(0),
        ..ReportedUsage::default()
    })
}

/// The GenAI conventions' token attributes: `input_tokens` holds every input token, cache
/// reads and writes included. An instrumentation that writes Anthropic's own figure (the
/// cache left out) is caught where the parts exceed the whole, and the parts added back.
fn genai_usage(a: &Attrs) -> Option<ReportedUsage> {
    let input = a
        .u64("gen_ai.usage.input_tokens")
        .or_else(|| a.u64("gen_ai.usage.prompt_tokens"));
    let output = a
        .u64("gen_ai.usage.output_tokens")
        .or_else(|| a.u64("gen_ai.usage.completion_tokens"));
    if input.is_none() && output.is_none() {
        return None;
    }
    let cache_read = a.u64("gen_ai.usage.cache_read.input_tokens").unwrap_or(0);
    let cache_write = a.u64("gen_ai.usage.cache_creation.input_tokens");
    let input = input.unwrap_or(0);
    let parts = cache_read.saturating_add(cache_write.unwrap_or(0));
    Some(ReportedUsage {
        input: if parts > input {
            input.saturating_add(parts)
        } else {
            input
        },
        cache_read,
        cache_write,
        output: output.unwrap_or(0),
        reasoning: a.u64("gen_ai.usage.reasoning.output_tokens"),
        ..ReportedUsage::default()
    })
}

fn genai_inference(a: &mut Attrs, events: &[Value]) -> Inference {
    let (input, output) = content::messages(a, events);
    Inference {
        id: a.string("gen_ai.response.id"),
        model: a
            .string("gen_ai.response.model")
            .or_else(|| a.string("gen_ai.request.model")),
        usage: genai_usage(a),
        stop: a.first("gen_ai.response.finish_reasons"),
        input,
        output,
        failed: false,
        error: a.string("error.type"),
        status: None,
        attempt: None,
    }
}

fn claude_inference(a: &mut Attrs) -> Inference {
    let (input, output) = content::messages(a, &[]);
    Inference {
        id: a.string("request_id"),
        model: a
            .string("model")
            .or_else(|| a.string("gen_ai.request.model")),
        usage: genai_usage(a).or_else(|| claude_usage(a)),
        stop: a.string("stop_reason"),
        input,
        output,
        failed: a.bool("success") == Some(false),
        error: a.string("error").filter(|e| !e.is_empty()),
        status: a.u64("status_code").and_then(|c| u16::try_from(c).ok()),
        attempt: a.u64("attempt").and_then(|c| u32::try_from(c).ok()),
    }
}

/// Claude Code's tool span: what its attributes say of the call's input (only with
/// `OTEL_LOG_TOOL_DETAILS=1`), and its `tool.output` event (with `OTEL_LOG_TOOL_CONTENT=1`).
fn claude_tool(a: &mut Attrs, events: &[Value]) -> Tool {
    let mut input = serde_json::Map::new();
    for (attr, key) in [
        ("full_command", "command"),
        ("file_path", "file_path"),
        ("skill_name", "skill"),
        ("subagent_type", "subagent_type"),
    ] {
        if let Some(v) = a.str(attr).filter(|v| *v != REDACTED) {
            input.insert(key.to_string(), Value::String(v.to_string()));
        }
    }
    let output = events
        .iter()
        .filter(|e| str_at(e, &["name"]) == Some("tool.output"))
        .find_map(|e| {
            let mut ea = Attrs::of_list(
                e.get("attributes")
                    .cloned()
                    .map_or(Vec::new(), |v| v.as_array().cloned().unwrap_or_default()),
            );
            ea.string("content").or_else(|| ea.string("output"))
        });
    Tool {
        name: a.string("tool_name").unwrap_or_default(),
        call_id: a.string("tool_use_id"),
        input: (!input.is_empty()).then(|| Value::Object(input).to_string()),
        output,
        agent: a.string("subagent_type"),
    }
}
