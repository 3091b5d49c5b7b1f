//! Driving a scenario through the harness and recording every message as a step.
//!
//! Same scenario + same inputs ⇒ same trace, so stepping back, deep links and a changed rule
//! are all "derive again".

use std::collections::VecDeque;

use serde::Serialize;

use super::envelope::{ClientId, Envelope, Say};
use super::llm::Llm;
use super::machine::{Harness, Snapshot, Wants};
use super::narrate::narrate;
use super::permission;
use super::scenario::Scenario;
use super::schema::{LlmEvent, Message, Reply, Rule, Session, ToolCall, ToolResult, Turn};
use super::tokens::{self, Source};

/// The session every scenario runs in.
pub const SESSION_ID: &str = "session_1";

/// A run is cut off after this many steps, so no script can loop forever.
pub const MAX_STEPS: usize = 2_000_000;

/// What the user brings to a run besides the scenario.
#[derive(Clone, Debug, Default, PartialEq, Eq, Serialize)]
pub struct Inputs {
    /// Answers to the permission requests, in the order they are asked.
    pub replies: Vec<Reply>,
    /// Rules to use instead of the agent's own.
    pub rules: Option<Vec<Rule>>,
}

/// One message between two parts, with what it means and everything visible after it.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
pub struct Step {
    pub envelope: Envelope,
    pub narration: String,
    pub snapshot: Snapshot,
}

/// How a trace stops.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
#[serde(tag = "_tag", rename_all = "kebab-case")]
pub enum Ending {
    /// The session is idle: every message is answered.
    Idle,
    /// A permission question waits for a reply the inputs do not hold yet.
    WaitingForYou,
    /// The harness refused an input or the run hit `MAX_STEPS`.
    Stopped { reason: String },
}

/// A recorded run.
pub struct Trace {
    pub steps: Vec<Step>,
    pub ending: Ending,
    /// The harness after the last step: its thread, turns and rules back every snapshot.
    pub harness: Harness,
}

/// Runs `scenario` with the scripted llm and fake tools until it is idle or waits for a reply.
pub fn derive(scenario: &Scenario, inputs: &Inputs) -> Trace {
    let mut agent = scenario.agent.clone();
    if let Some(rules) = &inputs.rules {
        agent.rules = rules.clone();
    }
    let mut harness = Harness::new(SESSION_ID, agent, &scenario.tools);
    let mut llm = scenario.llm();
    let mut tools = scenario.toolbox();
    let mut replies = inputs.replies.iter();
    let mut second = scenario.second_client.clone();
    let mut stream: VecDeque<LlmEvent> = VecDeque::new();
    let mut steps: Vec<Step> = Vec::new();

    harness.prompt(1, &scenario.prompt);
    let ending = loop {
        if second.as_ref().is_some_and(|s| s.at_step <= steps.len()) {
            if let Some(s) = second.take() {
                harness.prompt(2, &s.text);
            }
        }
        if steps.len() >= MAX_STEPS {
            break Ending::Stopped {
                reason: format!("the run passed {MAX_STEPS} steps"),
            };
        }
        if let Some(envelope) = harness.poll() {
            if let Say::Request { .. } = envelope.say {
                stream = llm.reply(harness.request()).into();
            }
            let narration = narrate(&envelope, &harness);
            steps.push(Step {
                envelope,
                narration,
                snapshot: harness.snapshot(),
            });
            continue;
        }
        let fed = match harness.wants() {
            Wants::LlmEvent => match stream.pop_front() {
                Some(event) => harness.handle_llm_event(event),
                None => {
                    break Ending::Stopped {
                        reason: "the llm stopped without finishing its reply".into(),
                    }
                }
            },
            Wants::ToolOutput(call) => {
                let output = tools.run(&call.tool, &call.input);
                harness.handle_tool_output(ToolResult {
                    call_id: call.id,
                    output,
                })
            }
            Wants::Reply(request) => match replies.next() {
                Some(reply) => harness.reply(&request.id, *reply),
                None => break Ending::WaitingForYou,
            },
            // Idle before the second client's moment: nothing else can happen first, so it
            // types now. Waiting for a step that never comes would loop forever.
            Wants::Nothing => match second.take() {
                Some(s) => {
                    harness.prompt(2, &s.text);
                    Ok(())
                }
                None => break Ending::Idle,
            },
        };
        if let Err(e) = fed {
            break Ending::Stopped {
                reason: e.to_string(),
            };
        }
    };
    Trace {
        steps,
        ending,
        harness,
    }
}

/// One part of the context, as the context panel lists it.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
pub struct ContextPart {
    pub source: Source,
    pub label: String,
    pub tokens: u64,
}

/// One thing in the chat, as the user sees it.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
#[serde(tag = "_tag", rename_all = "kebab-case")]
pub enum ChatItem {
    User {
        client: ClientId,
        text: String,
        queued: bool,
    },
    Assistant {
        text: String,
        streaming: bool,
    },
    /// A call and its result once it has one; `waiting` while a question holds it.
    ToolCall {
        call: ToolCall,
        result: Option<ToolResult>,
        waiting: bool,
    },
    Question {
        call: ToolCall,
    },
}

impl Trace {
    /// The whole run as JSON: the scenario, the inputs, the session and turns with the
    /// article's shapes, and every step.
    pub fn export(&self, scenario: &Scenario, inputs: &Inputs) -> Result<String, String> {
        // Written straight to text: building a `serde_json::Value` first would compile a
        // second serializer for every type in the trace.
        #[derive(Serialize)]
        struct Export<'a> {
            scenario: &'a Scenario,
            inputs: &'a Inputs,
            ending: &'a Ending,
            session: Session,
            turns: Vec<Turn>,
            steps: &'a [Step],
        }
        let turns = (0..self.harness.turns().len())
            .filter_map(|i| self.harness.turn(i))
            .collect();
        serde_json::to_string(&Export {
            scenario,
            inputs,
            ending: &self.ending,
            session: self.harness.session(),
            turns,
            steps: &self.steps,
        })
        .map_err(|e| e.to_string())
    }

    /// The step at `index`, clamped to the trace.
    pub fn step(&self, index: usize) -> Option<&Step> {
        self.steps
            .get(index.min(self.steps.len().saturating_sub(1)))
    }

    /// Each of the agent's tools with its decision at `snapshot`, and whether the user saved
    /// that rule with "always" during this run.
    pub fn rules_at(&self, snapshot: &Snapshot) -> Vec<(Rule, bool)> {
        let saved = &self.harness.saved_rules()[..snapshot.saved_rules];
        self.harness
            .agent()
            .tools
            .iter()
            .map(|tool| match saved.iter().rev().find(|r| &r.tool == tool) {
                Some(rule) => (rule.clone(), true),
                None => {
                    let decision = permission::decide(self.harness.rules_at_start(), tool);
                    (
                        Rule {
                            tool: tool.clone(),
                            decision,
                        },
                        false,
                    )
                }
            })
            .collect()
    }

    /// Everything the llm reads at `snapshot`, in order, with tokens. Only the last
    /// `max_messages` thread messages are listed one by one; earlier ones are summed.
    pub fn context_parts(&self, snapshot: &Snapshot, max_messages: usize) -> Vec<ContextPart> {
        let h = &self.harness;
        let mut parts = vec![
            ContextPart {
                source: Source::SystemPrompt,
                label: "typical system prompt".into(),
                tokens: tokens::TYPICAL_SYSTEM_PROMPT_TOKENS,
            },
            ContextPart {
                source: Source::Instructions,
                label: format!("instructions of {}", h.agent().name),
                tokens: tokens::text_tokens(&h.agent().instructions),
            },
            ContextPart {
                source: Source::Tools,
                label: h
                    .tools()
                    .iter()
                    .map(|t| t.name.as_str())
                    .collect::<Vec<_>>()
                    .join(", "),
                tokens: tokens::tools_tokens(h.tools()),
            },
        ];
        let len = snapshot.thread_len;
        let first = len.saturating_sub(max_messages);
        if first > 0 {
            parts.push(ContextPart {
                source: Source::User,
                label: format!("{first} earlier messages"),
                tokens: h.thread_tokens(first),
            });
        }
        for (i, message) in h.thread()[first..len].iter().enumerate() {
            parts.push(ContextPart {
                source: Source::of(message),
                label: describe(message),
                tokens: h.thread_tokens(first + i + 1) - h.thread_tokens(first + i),
            });
        }
        parts
    }

    /// The chat at `snapshot`: the last `max_items` things the user sees.
    pub fn chat(&self, snapshot: &Snapshot, max_items: usize) -> Vec<ChatItem> {
        let h = &self.harness;
        let thread = &h.thread()[..snapshot.thread_len];
        let mut items: Vec<ChatItem> = Vec::new();
        let first = thread.len().saturating_sub(max_items);
        for (i, message) in thread.iter().enumerate().skip(first) {
            match message {
                Message::User { text } => items.push(ChatItem::User {
                    client: h.author(i).unwrap_or(1),
                    text: text.clone(),
                    queued: false,
                }),
                Message::Assistant { text, tool_calls } => {
                    if !text.is_empty() {
                        items.push(ChatItem::Assistant {
                            text: text.clone(),
                            streaming: false,
                        });
                    }
                    for call in tool_calls {
                        let result = thread[i..].iter().find_map(|m| match m {
                            Message::Tool { result } if result.call_id == call.id => {
                                Some(result.clone())
                            }
                            _ => None,
                        });
                        let waiting = snapshot
                            .permission
                            .as_ref()
                            .is_some_and(|p| p.call.id == call.id);
                        items.push(ChatItem::ToolCall {
                            call: call.clone(),
                            result,
                            waiting,
                        });
                    }
                }
                Message::Tool { .. } => {}
            }
        }
        // The reply being streamed: only what has reached the client so far.
        if let Some(at) = snapshot.turn {
            let turn = &h.turns()[at.index];
            // The runner appends the reply to the thread when it finishes, so until then the
            // thread is exactly as long as the turn's request.
            let finished = snapshot.thread_len > turn.thread_len;
            if !finished {
                let mut text = String::new();
                let mut calls = Vec::new();
                for event in turn.events.iter().take(at.streamed) {
                    match event {
                        LlmEvent::Text { text: t } => text.push_str(t),
                        LlmEvent::ToolCall { call } => calls.push(call.clone()),
                        LlmEvent::Finish {} => {}
                    }
                }
                if !text.is_empty() {
                    items.push(ChatItem::Assistant {
                        text,
                        streaming: true,
                    });
                }
                items.extend(calls.into_iter().map(|call| ChatItem::ToolCall {
                    call,
                    result: None,
                    waiting: false,
                }));
            }
        }
        let inbox_start = self.inbox_messages(snapshot);
        items.extend(inbox_start);
        if let Some(request) = &snapshot.permission {
            items.push(ChatItem::Question {
                call: request.call.clone(),
            });
        }
        let skip = items.len().saturating_sub(max_items);
        items.drain(..skip);
        items
    }

    /// Messages saved while a turn was out, not yet in the thread.
    fn inbox_messages(&self, snapshot: &Snapshot) -> Vec<ChatItem> {
        // They join the thread in arrival order, so the next ones in the final thread after
        // this snapshot's length are the waiting ones.
        let h = &self.harness;
        (snapshot.thread_len..h.thread().len())
            .filter_map(|i| match &h.thread()[i] {
                Message::User { text } => Some(ChatItem::User {
                    client: h.author(i).unwrap_or(1),
                    text: text.clone(),
                    queued: true,
                }),
                _ => None,
            })
            .take(snapshot.inbox_len)
            .collect()
    }
}

/// A short label for a thread message in the context panel.
fn describe(message: &Message) -> String {
    match message {
        Message::User { text } => format!("user: {}", clip(text, 48)),
        Message::Assistant { text, tool_calls } if tool_calls.is_empty() => {
            format!("assistant: {}", clip(text, 48))
        }
        Message::Assistant { tool_calls, .. } => format!(
            "assistant asks for {}",
            tool_calls
                .iter()
                .map(|c| c.tool.as_str())
                .collect::<Vec<_>>()
                .join(", ")
        ),
        Message::Tool { result } => {
            format!("result of {}: {}", result.call_id, clip(&result.output, 40))
        }
    }
}

/// The first `max` characters of the text's first line, with an ellipsis if cut.
pub fn clip(text: &str, max: usize) -> String {
    let line = text
        .lines()
        .find(|l| !l.trim().is_empty())
        .unwrap_or("")
        .trim();
    let cut: String = line.chars().take(max).collect();
    if cut.len() < line.len() || text.trim().lines().count() > 1 {
        format!("{cut}…")
    } else {
        cut
    }
}
