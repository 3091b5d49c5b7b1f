//! The messages that pass between the harness's parts. Each one is a step of the demo.

use super::schema::{LlmEvent, PermissionRequest, Reply, ToolCall, ToolResult};
use super::tokens::Context;
use serde::Serialize;

/// A client's number: 1 is you; 2 is a second window on the same session.
pub type ClientId = u8;

/// One of the moving parts, or a client.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize)]
#[serde(tag = "_tag", rename_all = "kebab-case")]
pub enum Part {
    /// One client: a terminal or a web page.
    Client {
        id: ClientId,
    },
    /// Every client that keeps the session's update stream open.
    Clients,
    SessionApi,
    Coordinator,
    Runner,
    Llm,
    Tools,
}

impl Part {
    /// The name drawn on the diagram.
    pub fn name(self) -> String {
        match self {
            Part::Client { id: 1 } => "client".into(),
            Part::Client { id } => format!("client {id}"),
            Part::Clients => "clients".into(),
            Part::SessionApi => "session API".into(),
            Part::Coordinator => "coordinator".into(),
            Part::Runner => "runner".into(),
            Part::Llm => "llm".into(),
            Part::Tools => "tools".into(),
        }
    }
}

/// Why a tool runs.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize)]
#[serde(rename_all = "kebab-case")]
pub enum Because {
    /// An allow rule.
    Allowed,
    /// The user answered the permission request with this reply.
    Replied(Reply),
}

/// What became of a tool call.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize)]
#[serde(rename_all = "kebab-case")]
pub enum Outcome {
    Ran,
    /// A deny rule blocked it.
    Denied,
    /// The user said no.
    Declined,
    /// The agent has no tool by that name.
    Unknown,
}

/// What one part says to another. Variants read as "sender says ...".
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
#[serde(tag = "_tag", rename_all = "kebab-case")]
pub enum Say {
    /// The person types into the client; nothing is sent yet.
    Typed { text: String },
    /// The client calls `prompt` on the session API.
    Prompt { text: String },
    /// The session API saved the message and answers at once. `queued` when a run is going and
    /// the message waits for the runner's next turn.
    Accepted { queued: bool },
    /// The session API asks the coordinator for a run.
    StartRun,
    /// The coordinator already has a run going for this session: no second one.
    AlreadyRunning,
    /// The coordinator hands the session to the runner.
    Run,
    /// A message came in as the run was ending: the same run takes another turn.
    KeepGoing,
    /// The runner sends a turn's request to the llm.
    Request { turn: u32, context: Context },
    /// The llm streams one event back.
    Event { event: LlmEvent },
    /// The runner passes a streamed event on to the clients.
    Forward { event: LlmEvent },
    /// The runner asks a tool to run.
    RunTool { call: ToolCall, because: Because },
    /// The tool's output comes back.
    Output { result: ToolResult },
    /// The runner adds a tool result to the thread and shows it.
    Result {
        call: ToolCall,
        result: ToolResult,
        outcome: Outcome,
    },
    /// A rule says ask: the runner pauses and asks the user.
    Ask { request: PermissionRequest },
    /// The user answers a permission request.
    Answer { id: String, reply: Reply },
    /// The session API passes the answer on to the waiting runner.
    Resume { reply: Reply },
    /// The llm asked for no tool: the run is over.
    Done,
    /// The session is idle again.
    Idle,
}

/// One message between two parts.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
pub struct Envelope {
    pub from: Part,
    pub to: Part,
    pub say: Say,
}

impl Say {
    /// A few words for the arrow on the diagram.
    pub fn label(&self) -> String {
        match self {
            Say::Typed { .. } => "typing…".into(),
            Say::Prompt { .. } => "prompt(message)".into(),
            Say::Accepted { queued: false } => "accepted".into(),
            Say::Accepted { queued: true } => "accepted (queued)".into(),
            Say::StartRun => "start run".into(),
            Say::AlreadyRunning => "already running".into(),
            Say::Run => "run".into(),
            Say::KeepGoing => "keep going".into(),
            Say::Request { turn, .. } => format!("request, turn {turn}"),
            Say::Event { event } | Say::Forward { event } => match event {
                LlmEvent::Text { .. } => "text".into(),
                LlmEvent::ToolCall { call } => format!("tool-call {}", call.tool),
                LlmEvent::Finish {} => "finish".into(),
            },
            Say::RunTool { call, .. } => format!("run {}", call.tool),
            Say::Output { .. } => "output".into(),
            Say::Result {
                outcome: Outcome::Ran,
                ..
            } => "tool result".into(),
            Say::Result {
                outcome: Outcome::Denied,
                ..
            } => "result: denied".into(),
            Say::Result {
                outcome: Outcome::Declined,
                ..
            } => "result: declined".into(),
            Say::Result {
                outcome: Outcome::Unknown,
                ..
            } => "result: unknown tool".into(),
            Say::Ask { request } => format!("ask: {}?", request.call.tool),
            Say::Answer { reply, .. } => match reply {
                Reply::Once => "allow once".into(),
                Reply::Always => "always allow".into(),
                Reply::Decline => "deny".into(),
            },
            Say::Resume { .. } => "your answer".into(),
            Say::Done => "done".into(),
            Say::Idle => "idle".into(),
        }
    }
}
