//! A session log as a run the harness replays: an [`Import`] becomes a [`Scenario`] whose
//! replies, tool results, refusals, interrupts, retries, compactions and sub-agents are the
//! log's, so every panel, the narration, the export and Save as scenario work on it as on any
//! run, with the log's own numbers beside the page's estimate.
//!
//! Where the log's harness did what this one decides for itself, the scenario says so: a
//! compaction at the log's moment, calls the user refused (asked, then answered no), retries
//! up to the log's count. What the log does not hold stays out: the system prompt, the tool
//! schemas, the permission questions of calls that ran (allowed, how is not recorded).

use std::collections::{BTreeMap, BTreeSet, HashMap};

use super::{
    AgentTool, CompactionKind, ContextKind, Import, LlmRequest, LogEvent, LogSession, ReplyBlock,
    SessionKind, ToolOutcome,
};
use crate::harness::drivers::anthropic::limits::min_cacheable_tokens;
use crate::harness::machine::CacheProfile;
use crate::harness::protocol::hook::{Hook, HookEvent, HookOutcome};
use crate::harness::protocol::mode::Mode;
use crate::harness::protocol::schema::{Agent, NoteKind, Tool, Usage};
use crate::harness::scenario::script::{
    RecordedOutcome, RecordedResult, ScriptedCall, ScriptedError, ScriptedReply,
};
use crate::harness::scenario::{
    FollowUp, Recorded, RecordedCompaction, Scenario, ScheduledReminder, SubAgent,
};
use crate::t;

/// The scenario that replays `import`'s main session, its sub-agents with it.
pub fn scenario(import: &Import) -> Scenario {
    let origin = import.started().unwrap_or(0);
    let main = import
        .sessions
        .iter()
        .position(|s| s.kind == SessionKind::Main)
        .unwrap_or(0);
    let mut b = Builder {
        import,
        origin,
        subagents: BTreeMap::new(),
        order: Vec::new(),
        tools: BTreeSet::new(),
        depth: 0,
    };
    let name = import.tool.name();
    let script = b.script(main, name.to_string(), 0);
    let session = import.sessions.get(main);
    let mut prompts = script.prompts.into_iter();
    let (prompt, prompt_at, first_mode) = prompts
        .next()
        .unwrap_or_else(|| (t!("err-log-no-message"), None, None));
    // The mode as the log names it at each message: a follow-up notes a switch.
    let mut mode_now = first_mode.unwrap_or_default();
    let subagents = b
        .order
        .iter()
        .filter_map(|name| b.subagents.remove(name))
        .collect();
    let source = match &import.version {
        Some(v) => format!("{name} {v}"),
        None => name.to_string(),
    };
    Scenario {
        id: "imported".into(),
        title: session
            .and_then(|s| s.title.clone())
            .unwrap_or_else(|| t!("err-log-session-title", tool = name)),
        description: import.format.clone(),
        prompt,
        agent: script.agent,
        tools: b
            .tools
            .iter()
            .map(|name| Tool {
                name: name.clone(),
                // What a tool's description says when the log has none.
                description: t!("err-log-no-description"),
            })
            .collect(),
        files: BTreeMap::new(),
        test_output: String::new(),
        tool_durations_ms: BTreeMap::new(),
        replies: script.replies,
        summaries: script.summaries,
        second_client: None,
        stop_after_step: None,
        cache: cache_profile(import, main),
        subagents,
        max_depth: (b.depth > 0).then_some(b.depth),
        // Not in the log: the page estimates a typical harness's, and says it is an estimate.
        system_prompt_tokens: None,
        follow_ups: prompts
            .map(|(text, at_ms, mode)| FollowUp {
                text,
                rules: Vec::new(),
                mode: mode.filter(|m| *m != mode_now).inspect(|m| mode_now = *m),
                stop_after_step: None,
                at_ms,
            })
            .collect(),
        recorded: Some(Recorded {
            source,
            started_at: import.started(),
            prompt_at_ms: prompt_at,
            compactions: script.compactions,
            context_window: session.and_then(|s| s.context_window),
            cache_lifetime_ms: Some(import.cache_lifetime_ms()),
        }),
        reminders: script.reminders,
        // The log decides every call; its mode is shown, not used.
        mode: first_mode.unwrap_or_default(),
    }
}

/// The provider's cache as the log's model uses it, so that the page's estimate is modelled on
/// the cache whose figures the log reports: Anthropic's breakpoints, with the minimum of the
/// main session's first model, for a Claude model (Claude Code's, or another tool's on
/// Anthropic's API); automatic prefix caching, as OpenAI's and Gemini's, for any other.
fn cache_profile(import: &Import, main: usize) -> CacheProfile {
    let model = import
        .sessions
        .get(main)
        .and_then(|s| s.models.first())
        .map_or("", String::as_str);
    if import.tool == AgentTool::ClaudeCode || model.contains("claude") {
        CacheProfile::anthropic(min_cacheable_tokens(model))
    } else {
        CacheProfile::default()
    }
}

/// One session's part of the scenario.
struct Script {
    agent: Agent,
    /// The messages, each with when it was sent and the permission mode the log names.
    prompts: Vec<(String, Option<i64>, Option<Mode>)>,
    replies: Vec<ScriptedReply>,
    summaries: Vec<String>,
    compactions: Vec<RecordedCompaction>,
    /// What the log's harness added to the requests on its own (the main session's only).
    reminders: Vec<ScheduledReminder>,
}

struct Builder<'a> {
    import: &'a Import,
    /// The run's first timestamp: every time in the scenario counts from it.
    origin: i64,
    /// Sub-agents by name, each with the replies of all its sessions in the order the
    /// replay runs them.
    subagents: BTreeMap<String, SubAgent>,
    /// Sub-agent names in the order first met.
    order: Vec<String>,
    /// Every tool any agent called.
    tools: BTreeSet<String>,
    /// How deep sub-agents nest.
    depth: u32,
}

impl Builder<'_> {
    fn at(&self, at: Option<i64>) -> Option<i64> {
        at.map(|t| t.saturating_sub(self.origin))
    }

    /// Each call's result in session `s`, as the replay gives it back.
    fn results<'s>(&self, s: &'s LogSession) -> HashMap<&'s str, RecordedResult> {
        s.events
            .iter()
            .filter_map(|e| match e {
                LogEvent::ToolResult {
                    at,
                    call_id,
                    output,
                    outcome,
                    duration_ms,
                } => Some((
                    call_id.as_str(),
                    RecordedResult {
                        output: output.clone(),
                        outcome: match outcome {
                            ToolOutcome::Ok => RecordedOutcome::Ok,
                            ToolOutcome::Failed => RecordedOutcome::Failed,
                            ToolOutcome::Rejected => RecordedOutcome::Refused,
                            ToolOutcome::Interrupted => RecordedOutcome::Interrupted,
                            ToolOutcome::NoResult => RecordedOutcome::Missing,
                        },
                        at_ms: self.at(*at),
                        duration_ms: *duration_ms,
                    },
                )),
                _ => None,
            })
            .collect()
    }

    /// The sessions a call of session `ix` started, by call id.
    fn children(import: &Import, ix: usize) -> HashMap<&str, usize> {
        import
            .sessions
            .iter()
            .enumerate()
            .filter(|(_, s)| s.kind == SessionKind::SubAgent)
            .filter_map(|(i, s)| {
                let link = s.parent.as_ref()?;
                (link.session == ix).then_some((link.call_id.as_deref()?, i))
            })
            .collect()
    }

    /// Session `ix` as agent `name`'s script. A call that started a sub-agent becomes a task
    /// call, and the sub-agent's replies join its agent's script right after the reply
    /// that makes the call: sub-agents run one after the other, so that is the order the
    /// replay asks for them.
    fn script(&mut self, ix: usize, name: String, depth: u32) -> Script {
        self.depth = self.depth.max(depth);
        let import = self.import;
        let Some(session) = import.sessions.get(ix) else {
            return Script {
                agent: agent(name, None, Vec::new(), Vec::new()),
                prompts: Vec::new(),
                replies: vec![missing_reply()],
                summaries: Vec::new(),
                compactions: Vec::new(),
                reminders: Vec::new(),
            };
        };
        let results = self.results(session);
        let children = Self::children(import, ix);
        let mut tools: BTreeSet<String> = BTreeSet::new();
        let mut agents: Vec<String> = Vec::new();
        let mut prompts = Vec::new();
        let mut replies: Vec<ScriptedReply> = Vec::new();
        let mut summaries = Vec::new();
        let mut compactions = Vec::new();
        let mut reminders: Vec<ScheduledReminder> = Vec::new();
        let mut turns = 0u32;
        // Broken attempts wait for the request they were attempts of.
        let mut retries: Vec<ScriptedReply> = Vec::new();
        // Since the last reply: did a message or a result come, and what context was put in.
        let mut answered_since = true;
        let mut context_since: Option<String> = None;
        // Results since the last reply that the log holds (not one it never recorded), and
        // whether one of them was stopped.
        let mut results_since = false;
        let mut stopped_since = false;
        // Calls since the last reply that the log never answered.
        let mut unanswered: Vec<&str> = Vec::new();
        // Failed attempts with no request after them: the run failed on the last one.
        let give_up = |retries: &mut Vec<ScriptedReply>,
                       replies: &mut Vec<ScriptedReply>,
                       turns: &mut u32| {
            if let Some(last) = retries.last_mut().and_then(|r| r.error.as_mut()) {
                last.retryable = false;
                *turns += 1;
                replies.append(retries);
            }
        };
        for event in &session.events {
            if matches!(
                event,
                LogEvent::Prompt { .. } | LogEvent::TurnEnd { .. } | LogEvent::Interrupted { .. }
            ) {
                give_up(&mut retries, &mut replies, &mut turns);
            }
            match event {
                LogEvent::Prompt { at, text, mode } => {
                    // A new message while calls had no result: the user cut the run there.
                    if let Some(last) = replies.last_mut() {
                        for call in &mut last.tool_calls {
                            if let (Some(id), Some(result)) = (&call.id, &mut call.result) {
                                if unanswered.contains(&id.as_str()) {
                                    result.outcome = RecordedOutcome::Interrupted;
                                }
                            }
                        }
                    }
                    unanswered.clear();
                    prompts.push((text.clone(), self.at(*at), *mode));
                    answered_since = true;
                }
                LogEvent::Context { text, kind, .. } => {
                    if let Some((about, text)) = reminder(kind, text).filter(|_| depth == 0) {
                        reminders.push(ScheduledReminder {
                            before_turn: turns + 1,
                            text,
                            about,
                        });
                    }
                    if *kind != ContextKind::Meta {
                        context_since = Some(text.clone());
                    }
                }
                LogEvent::ToolResult {
                    outcome, call_id, ..
                } => {
                    results_since |= *outcome != ToolOutcome::NoResult;
                    stopped_since |= *outcome == ToolOutcome::Interrupted;
                    if *outcome == ToolOutcome::NoResult {
                        unanswered.push(call_id);
                    }
                }
                // A failed call is an attempt of the next request; if none comes before the
                // turn ends, the log's harness gave up (`give_up` below).
                LogEvent::ApiError { at, message, .. } => retries.push(ScriptedReply {
                    recorded: true,
                    error: Some(ScriptedError {
                        message: message.clone(),
                        retryable: true,
                    }),
                    at_ms: self.at(*at),
                    end_ms: self.at(*at),
                    ..ScriptedReply::default()
                }),
                LogEvent::Request(request) => {
                    // A reply with no call ended the run; a request after it with no message
                    // in between means the log's harness went on by itself.
                    let ended = replies.last().is_some_and(|r: &ScriptedReply| {
                        r.tool_calls.is_empty() && r.error.is_none() && !r.interrupted
                    });
                    // Context that stands in for a message is the message, not also a note.
                    let mut as_message = |context: Option<String>| {
                        if let Some(text) = &context {
                            if let Some(i) = reminders
                                .iter()
                                .rposition(|r| r.text.ends_with(text.as_str()))
                            {
                                reminders.remove(i);
                            }
                        }
                        context
                    };
                    if ended && !answered_since {
                        let text = as_message(context_since.take())
                            .unwrap_or_else(|| t!("err-log-went-on"));
                        prompts.push((text, self.at(request.at), None));
                    }
                    if prompts.is_empty() {
                        prompts.push((
                            as_message(context_since.take())
                                .unwrap_or_else(|| t!("err-log-no-message")),
                            self.at(request.at),
                            None,
                        ));
                    }
                    turns += 1;
                    replies.append(&mut retries);
                    let reply = self.reply(
                        request,
                        &results,
                        &children,
                        (&mut tools, &mut agents),
                        depth,
                    );
                    replies.push(reply);
                    answered_since = false;
                    results_since = false;
                    stopped_since = false;
                    unanswered.clear();
                    context_since = None;
                }
                LogEvent::Compaction {
                    kind: kind @ (CompactionKind::Summary | CompactionKind::Encrypted),
                    trigger,
                    tokens_before,
                    tokens_after,
                    summary,
                    ..
                } => {
                    compactions.push(RecordedCompaction {
                        before_turn: turns + 1,
                        trigger: trigger.clone(),
                        tokens_before: *tokens_before,
                        tokens_after: *tokens_after,
                    });
                    summaries.push(match (summary, kind) {
                        (Some(text), _) if !text.trim().is_empty() => text.clone(),
                        (_, CompactionKind::Encrypted) => t!("err-log-summary-encrypted"),
                        _ => t!("err-log-summary-missing"),
                    });
                }
                LogEvent::Compaction { .. } => {}
                LogEvent::Interrupted { at, .. } => {
                    match replies.last_mut() {
                        // A tool was stopped: the replay presses Stop when it runs.
                        _ if stopped_since => {}
                        // Stopped while the reply streamed: its calls never ran.
                        Some(last)
                            if !results_since && !last.interrupted && last.error.is_none() =>
                        {
                            last.interrupted = true;
                            for call in &mut last.tool_calls {
                                call.result = None;
                            }
                        }
                        // Stopped between a result and the next request: the replay sends
                        // it and the user stops it before anything streams.
                        _ if results_since => {
                            turns += 1;
                            replies.push(ScriptedReply {
                                recorded: true,
                                interrupted: true,
                                at_ms: self.at(*at),
                                end_ms: self.at(*at),
                                ..ScriptedReply::default()
                            });
                        }
                        _ => {}
                    }
                    results_since = false;
                    stopped_since = false;
                }
                // The harness runs them itself (`hooks_of`); a Stop hook that blocked is
                // why the log's harness went on without a new message.
                LogEvent::Hook { run, .. } => {
                    if matches!(run.outcome, HookOutcome::Block { .. }) {
                        answered_since = true;
                    }
                }
                LogEvent::TurnEnd { .. } => {}
            }
        }
        give_up(&mut retries, &mut replies, &mut turns);
        // A last message with no reply after it, or calls whose results the llm never read:
        // the log ends there, and the replay says so instead of running out of script.
        let open = replies.last().is_some_and(|r| {
            !r.tool_calls.is_empty()
                && !r.interrupted
                && r.tool_calls.iter().all(|c| {
                    c.result
                        .as_ref()
                        .is_none_or(|r| r.outcome != RecordedOutcome::Interrupted)
                })
        });
        if replies.is_empty() || answered_since && !prompts.is_empty() || open {
            replies.push(missing_reply());
        }
        for name in &tools {
            self.tools.insert(name.clone());
        }
        let mut agent = agent(
            name,
            session.instructions.clone(),
            tools.into_iter().collect(),
            agents,
        );
        if depth == 0 {
            agent.hooks = hooks_of(session);
        }
        Script {
            agent,
            prompts,
            replies,
            summaries,
            compactions,
            reminders,
        }
    }

    /// One request as a recorded reply; a call that started a sub-agent becomes a task
    /// call, and that sub-agent's script is added to its agent's. `called` collects the
    /// tools and the agents handed work to.
    fn reply(
        &mut self,
        request: &LlmRequest,
        results: &HashMap<&str, RecordedResult>,
        children: &HashMap<&str, usize>,
        (tools, agents): (&mut BTreeSet<String>, &mut Vec<String>),
        depth: u32,
    ) -> ScriptedReply {
        let mut reply = ScriptedReply {
            recorded: true,
            model: request.model.clone(),
            at_ms: self.at(request.at),
            end_ms: self.at(request.end_at.or(request.at)),
            cut: request
                .stop
                .as_deref()
                .is_some_and(|s| s == "max_tokens" || s == "length"),
            usage: request.usage.map(|u| Usage {
                prompt_tokens: u.input,
                cached_tokens: Some(u.cache_read),
                cache_write_tokens: u.cache_write,
                cache_write_1h_tokens: u.cache_write_1h,
                completion_tokens: u.output,
            }),
            ..ScriptedReply::default()
        };
        let mut spawned = Vec::new();
        for block in &request.blocks {
            match block {
                // One text block is one streamed piece, in the log's order.
                ReplyBlock::Text(text) if !text.is_empty() => {
                    reply.text.push_str(text);
                    reply.chunks.push(text.clone());
                }
                ReplyBlock::Text(_) => {}
                ReplyBlock::Thinking(_) => {}
                ReplyBlock::ToolCall { id, name, input } => match children.get(id.as_str()) {
                    Some(child) => {
                        let sub = self.import.sessions.get(*child);
                        let agent = sub
                            .and_then(|s| s.agent.clone())
                            .filter(|a| !a.trim().is_empty())
                            .unwrap_or_else(|| "sub-agent".to_string());
                        let prompt = sub
                            .and_then(first_prompt)
                            .unwrap_or_else(|| t!("err-log-no-prompt"));
                        tools.insert(Agent::TASK_TOOL.to_string());
                        if !agents.contains(&agent) {
                            agents.push(agent.clone());
                        }
                        // Its result is the sub-agent's answer, made by the replay; the
                        // log's result still dates it.
                        reply.tool_calls.push(ScriptedCall {
                            tool: Agent::TASK_TOOL.into(),
                            input: serde_json::json!({ "agent": agent, "prompt": prompt })
                                .to_string(),
                            id: Some(id.clone()),
                            result: results.get(id.as_str()).cloned(),
                        });
                        spawned.push((*child, agent));
                    }
                    None => {
                        tools.insert(name.clone());
                        reply.tool_calls.push(ScriptedCall {
                            tool: name.clone(),
                            input: input.clone(),
                            id: Some(id.clone()),
                            result: Some(results.get(id.as_str()).cloned().unwrap_or(
                                RecordedResult {
                                    output: String::new(),
                                    outcome: RecordedOutcome::Missing,
                                    at_ms: None,
                                    duration_ms: None,
                                },
                            )),
                        });
                    }
                },
            }
        }
        for (child, name) in spawned {
            self.add_subagent(child, name, depth + 1);
        }
        reply
    }

    /// Adds session `ix`'s script to sub-agent `name`'s, after what it has.
    fn add_subagent(&mut self, ix: usize, name: String, depth: u32) {
        if !self.subagents.contains_key(&name) {
            self.order.push(name.clone());
        }
        let script = self.script(ix, name.clone(), depth);
        let entry = self.subagents.entry(name).or_insert_with(|| SubAgent {
            agent: script.agent.clone(),
            replies: Vec::new(),
            summaries: Vec::new(),
        });
        // Several sessions of one agent: its tools and hand-offs are all of theirs.
        for tool in script.agent.tools {
            if !entry.agent.tools.contains(&tool) {
                entry.agent.tools.push(tool);
            }
        }
        for a in script.agent.agents {
            if !entry.agent.agents.contains(&a) {
                entry.agent.agents.push(a);
            }
        }
        entry.agent.max_attempts = entry.agent.max_attempts.max(script.agent.max_attempts);
        entry.replies.extend(script.replies);
        entry.summaries.extend(script.summaries);
    }
}

/// An agent as a log shows it: the tools it called, no rules (the log stands in for them),
/// retries up to what its harness did.
fn agent(
    name: String,
    instructions: Option<String>,
    tools: Vec<String>,
    agents: Vec<String>,
) -> Agent {
    Agent {
        name,
        // When the log has none.
        instructions: instructions.unwrap_or_else(|| t!("err-log-no-instructions")),
        tools,
        rules: Vec::new(),
        max_turns: None,
        context_window: None,
        tool_timeout_ms: None,
        // A log's stream never goes quiet in the replay: every reply is whole.
        stream_idle_timeout_ms: None,
        agents,
        // Real harnesses retry far more than three times (Claude Code up to 10).
        max_attempts: Some(11),
        hooks: Vec::new(),
        skills: Vec::new(),
        memory: Vec::new(),
        deferred_tools: Vec::new(),
    }
}

/// Injected context as the note the replay's harness adds, labelled and kinded by what it is; `None`
/// for what never reaches the model (`command_permissions`), for input the person typed
/// while the agent worked (`queued_command`: a message), and for a blocked Stop hook's
/// feedback (the hook's step says it), and for empty text.
fn reminder(kind: &ContextKind, text: &str) -> Option<(NoteKind, String)> {
    if text.trim().is_empty() {
        return None;
    }
    let mut about = NoteKind::Reminder;
    let label = match kind {
        ContextKind::Attachment(k) => match k.as_str() {
            "queued_command" | "command_permissions" => return None,
            "skill_listing" => {
                about = NoteKind::SkillList;
                t!("err-log-note-skills-listed")
            }
            "invoked_skills" => {
                about = NoteKind::Skill;
                t!("err-log-note-skills-put-back")
            }
            "deferred_tools_delta" => {
                about = NoteKind::ToolNames;
                t!("err-log-note-tools-listed")
            }
            "nested_memory" => {
                about = NoteKind::Memory;
                t!("err-log-note-memory-file")
            }
            "agent_listing_delta" => t!("err-log-note-agents-listed"),
            "mcp_instructions_delta" => t!("err-log-note-mcp-instructions"),
            "task_reminder" | "todo_reminder" => t!("err-log-note-todo-list"),
            "compact_file_reference" => t!("err-log-note-file-before-compaction"),
            "file" | "edited_text_file" => t!("err-log-note-file"),
            // The log's own name for it.
            other => other.to_string(),
        },
        ContextKind::Meta if text.starts_with("Stop hook feedback:") => return None,
        ContextKind::Meta => t!("err-log-note-note"),
        ContextKind::Environment => t!("err-log-note-environment"),
        // Codex sends these as messages of the conversation, not as its system prompt.
        ContextKind::Instructions => {
            let start = text.trim_start();
            if start.starts_with("# AGENTS.md instructions")
                || start.starts_with("<user_instructions>")
            {
                about = NoteKind::Memory;
                t!("err-log-note-agents-md")
            } else if start.starts_with("<permissions instructions>") {
                t!("err-log-note-policy")
            } else if start.starts_with("<skill") {
                about = NoteKind::Skill;
                t!("err-log-note-skill")
            } else {
                t!("err-log-note-instructions")
            }
        }
        ContextKind::Command => t!("err-log-note-command"),
        ContextKind::Notification => t!("err-log-note-notification"),
        // Text the harness wrote as the assistant.
        _ => return None,
    };
    Some((about, t!("err-log-note", label = label, text = text)))
}

/// The hooks session `s`'s log records, as the agent's: at a tool event, one hook that runs
/// for the calls the log names with what it answered for each; at a run's moments, one hook
/// whose answers come in the log's order. Records of one moment (several hooks for one call,
/// or for one prompt) are merged: a refusal wins, notes are joined.
fn hooks_of(s: &LogSession) -> Vec<Hook> {
    let mut hooks: Vec<Hook> = Vec::new();
    // The run moments whose hooks answered since the last request or prompt: another record
    // of one of them is the same moment's.
    let mut this_moment: Vec<HookEvent> = Vec::new();
    for event in &s.events {
        let run = match event {
            LogEvent::Hook { run, .. } => run,
            LogEvent::Request(_) | LogEvent::Prompt { .. } => {
                this_moment.clear();
                continue;
            }
            _ => continue,
        };
        let h = match hooks.iter_mut().position(|h| h.on == run.event) {
            Some(i) => &mut hooks[i],
            None => {
                hooks.push(Hook {
                    on: run.event,
                    tool: None,
                    command: String::new(),
                    outcomes: Vec::new(),
                    recorded: BTreeMap::new(),
                });
                hooks.last_mut().expect("just pushed")
            }
        };
        if !run.command.is_empty() && !h.command.split(", ").any(|c| c == run.command) {
            if !h.command.is_empty() {
                h.command.push_str(", ");
            }
            h.command.push_str(&run.command);
        }
        match (&run.call_id, run.event.is_per_call()) {
            (Some(call), true) => {
                let merged = match h.recorded.remove(call) {
                    Some(earlier) => merge(earlier, run.outcome.clone()),
                    None => run.outcome.clone(),
                };
                h.recorded.insert(call.clone(), merged);
            }
            // A tool event with no call named: nothing to tie it to.
            (None, true) => {}
            (_, false) => match h.outcomes.pop() {
                Some(last) if this_moment.contains(&run.event) => {
                    h.outcomes.push(merge(last, run.outcome.clone()))
                }
                last => {
                    h.outcomes.extend(last);
                    h.outcomes.push(run.outcome.clone());
                }
            },
        }
        this_moment.push(run.event);
    }
    for h in &mut hooks {
        if h.command.is_empty() {
            h.command = t!("err-log-no-command");
        }
        // A log that ends on a blocked stop: the replay's run must end somewhere.
        if h.on == HookEvent::Stop && matches!(h.outcomes.last(), Some(HookOutcome::Block { .. })) {
            h.outcomes.push(HookOutcome::Pass);
        }
        if h.outcomes.is_empty() {
            h.outcomes.push(HookOutcome::Pass);
        }
    }
    hooks.retain(|h| !h.on.is_per_call() || !h.recorded.is_empty());
    hooks
}

/// Two answers of one moment as one: the more decisive wins; two notes are joined.
fn merge(a: HookOutcome, b: HookOutcome) -> HookOutcome {
    let rank = |o: &HookOutcome| match o {
        HookOutcome::Pass => 0,
        HookOutcome::Context { .. } => 1,
        HookOutcome::Allow { .. } => 2,
        HookOutcome::Ask { .. } => 3,
        HookOutcome::Block { .. } | HookOutcome::Deny { .. } => 4,
    };
    match (a, b) {
        (HookOutcome::Context { text: x }, HookOutcome::Context { text: y }) => {
            HookOutcome::Context {
                text: format!("{x}\n{y}"),
            }
        }
        (a, b) if rank(&b) > rank(&a) => b,
        (a, _) => a,
    }
}

fn missing_reply() -> ScriptedReply {
    ScriptedReply {
        text: t!("err-log-no-reply"),
        recorded: true,
        ..ScriptedReply::default()
    }
}

fn first_prompt(session: &LogSession) -> Option<String> {
    session.events.iter().find_map(|e| match e {
        LogEvent::Prompt { text, .. } => Some(text.clone()),
        _ => None,
    })
}
