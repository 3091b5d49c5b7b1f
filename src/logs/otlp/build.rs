//! Spans into sessions. Rules (reference §6.3, §6.4, §9):
//! - the spans of every file make one set, in start order whatever order they came in; a span
//!   read twice (an exporter's retry) is a duplicate; a span whose parent is not in the files
//!   is a root, not an error;
//! - a conversation is one session: `gen_ai.conversation.id` (Claude Code: `session.id`), else
//!   the trace; an agent run or a model call under a tool span is a sub-agent's session,
//!   linked to that tool call;
//! - one turn per outermost agent span (else per trace): a prompt, the model calls and the tool
//!   results in time order; a tool span joins its call by id, else the model call before it;
//! - tokens come from model-call spans only: agent spans may repeat their totals;
//! - with no message content recorded (the default) a turn still steps by its spans and their
//!   figures, and says its text was not recorded;
//! - Claude Code's events add what its spans lack (a refusal's decision, a prompt's text) and
//!   make sessions of their own where no span was exported.

use std::collections::{HashMap, HashSet};

use serde_json::Value;

use super::super::format_reader::{Built, Tally};
use super::super::pairing::close_calls;
use super::super::{
    HookRun, LlmRequest, LogEvent, LogSession, ReplyBlock, SessionKind, Skip, ToolOutcome,
};
use super::content::{Msg, Part};
use super::{Event, EventKind, File, Inference, Kind, Span};
use crate::harness::protocol::hook::{HookEvent, HookOutcome};
use crate::logs::Link;
use crate::t;

/// Which session a span belongs to.
#[derive(Clone, PartialEq, Eq, Hash)]
enum Key {
    /// A conversation's id, or a trace's.
    Top(String),
    /// A sub-agent: the tool span (its index) that started it.
    Sub(usize),
}

/// The sessions of `files` (each with its index among `names`).
pub(in crate::logs) fn build(
    files: Vec<(usize, File)>,
    _names: &[String],
    tallies: &mut [Tally],
) -> Built {
    let mut version: Option<String> = None;
    let mut file_formats = Vec::with_capacity(files.len());
    let mut spans: Vec<(usize, Span)> = Vec::new();
    let mut events: Vec<(usize, Event)> = Vec::new();
    let mut seen: HashSet<(String, String)> = HashSet::new();
    for (i, file) in files {
        let words = if file.claude && !file.spans.is_empty() {
            t!("log-format-otlp-file-claude")
        } else if file.claude {
            t!("log-format-otlp-file-events")
        } else if !file.spans.is_empty() {
            t!("log-format-otlp-file-genai")
        } else {
            t!("log-format-otlp-file-other")
        };
        file_formats.push((i, words));
        if let Some(v) = file.version {
            if version
                .as_deref()
                .is_none_or(|old| super::version_key(&v) > super::version_key(old))
            {
                version = Some(v);
            }
        }
        for span in file.spans {
            if seen.insert((span.trace.clone(), span.id.clone())) {
                spans.push((i, span));
            } else if let Some(tally) = tallies.get_mut(i) {
                tally.skip(Skip::Duplicate);
            }
        }
        events.extend(file.events.into_iter().map(|e| (i, e)));
    }
    // Start order, whatever order the files and lines came in; ids break ties.
    spans.sort_by(|(_, a), (_, b)| {
        (a.start.is_none(), a.start, &a.trace, &a.id).cmp(&(
            b.start.is_none(),
            b.start,
            &b.trace,
            &b.id,
        ))
    });
    events.sort_by_key(|(_, e)| (e.at.is_none(), e.at));
    let files_of: Vec<usize> = spans.iter().map(|(f, _)| *f).collect();
    let spans: Vec<Span> = spans.into_iter().map(|(_, s)| s).collect();
    let tree = Tree::new(&spans);
    let mut out = Sessions::default();
    out.spans(&spans, &tree, &files_of, tallies);
    out.events(events, tallies);
    Built {
        format: t!("log-format-otlp"),
        version,
        sessions: out.finish(),
        file_formats,
    }
}

/// The spans as a tree: each one's parent, and the session and turn it belongs to.
struct Tree {
    parent: Vec<Option<usize>>,
    keys: Vec<Key>,
    /// The outermost agent span of the same session above (or at) each span, if any.
    turn_agent: Vec<Option<usize>>,
}

fn is_member(kind: &Kind) -> bool {
    matches!(
        kind,
        Kind::Agent { .. } | Kind::Inference(_) | Kind::Tool(_)
    )
}

impl Tree {
    fn new(spans: &[Span]) -> Tree {
        let index: HashMap<(&str, &str), usize> = spans
            .iter()
            .enumerate()
            .map(|(i, s)| ((s.trace.as_str(), s.id.as_str()), i))
            .collect();
        let parent: Vec<Option<usize>> = spans
            .iter()
            .enumerate()
            .map(|(i, s)| {
                index
                    .get(&(s.trace.as_str(), s.parent.as_str()))
                    .copied()
                    .filter(|p| *p != i && !s.parent.is_empty())
            })
            .collect();
        let n = spans.len();
        // Ancestors, nearest first; a cycle in a broken file stops after `n` steps.
        let up = &parent;
        let ancestors = |i: usize| {
            let mut at = up.get(i).copied().flatten();
            std::iter::from_fn(move || {
                let here = at?;
                at = up.get(here).copied().flatten();
                Some(here)
            })
            .take(n)
        };
        let nearest_tool: Vec<Option<usize>> = (0..n)
            .map(|i| ancestors(i).find(|a| matches!(spans[*a].kind, Kind::Tool(_))))
            .collect();
        // A tool span starts a sub-agent when a model call or an agent run is under it.
        let mut hosts = vec![false; n];
        for (i, s) in spans.iter().enumerate() {
            if matches!(s.kind, Kind::Agent { .. } | Kind::Inference(_)) {
                if let Some(t) = nearest_tool[i] {
                    hosts[t] = true;
                }
            }
        }
        let conversation = |i: usize| {
            std::iter::once(i)
                .chain(ancestors(i))
                .find_map(|a| spans[a].conversation.clone())
        };
        let mut trace_conversation: HashMap<&str, String> = HashMap::new();
        for (i, s) in spans.iter().enumerate() {
            if nearest_tool[i].is_none() {
                if let Some(c) = &s.conversation {
                    trace_conversation
                        .entry(s.trace.as_str())
                        .or_insert_with(|| c.clone());
                }
            }
        }
        let keys: Vec<Key> = (0..n)
            .map(|i| {
                let mut tool = nearest_tool[i];
                while let Some(t) = tool {
                    if hosts[t] {
                        return Key::Sub(t);
                    }
                    tool = nearest_tool[t];
                }
                Key::Top(
                    conversation(i)
                        .or_else(|| trace_conversation.get(spans[i].trace.as_str()).cloned())
                        .unwrap_or_else(|| spans[i].trace.clone()),
                )
            })
            .collect();
        let turn_agent = (0..n)
            .map(|i| {
                std::iter::once(i)
                    .chain(ancestors(i))
                    .filter(|a| matches!(spans[*a].kind, Kind::Agent { .. }) && keys[*a] == keys[i])
                    .last()
            })
            .collect();
        Tree {
            parent,
            keys,
            turn_agent,
        }
    }

    /// The nearest session member at or above `i` (a hook's or a tool child's owner).
    fn owner(&self, spans: &[Span], i: usize) -> Option<usize> {
        let mut at = Some(i);
        for _ in 0..=spans.len() {
            let here = at?;
            if is_member(&spans[here].kind) {
                return Some(here);
            }
            at = self.parent.get(here).copied().flatten();
        }
        None
    }
}

/// The id a tool span's call goes by: its call id, else its span id.
fn call_id(span: &Span) -> String {
    match &span.kind {
        Kind::Tool(t) => t.call_id.clone().unwrap_or_else(|| span.id.clone()),
        _ => span.id.clone(),
    }
}

fn not_recorded() -> String {
    t!("log-otlp-text-not-recorded")
}

/// One session being built.
struct Draft {
    key: Key,
    id: String,
    kind: SessionKind,
    agent: Option<String>,
    /// For a sub-agent: the tool span that started it.
    started_by: Option<usize>,
    /// For a sub-agent: the session of the call that started it, and the call's id.
    parent: Option<(Key, String)>,
    start: Option<i64>,
    events: Vec<LogEvent>,
    /// Indexes in `events` of prompts whose text was not recorded, with their turn's times.
    blank_prompts: Vec<(usize, Option<i64>, Option<i64>)>,
}

#[derive(Default)]
struct Sessions {
    drafts: Vec<Draft>,
    by_key: HashMap<Key, usize>,
    /// Claude Code's decisions and results by call id, from its events.
    refused: HashSet<String>,
}

/// What a tool span's children and events say of its end.
struct ToolEnd {
    outcome: ToolOutcome,
    duration_ms: Option<u64>,
    /// The run's error message (Claude Code's `tool.execution` `error`).
    error: Option<String>,
}

impl Sessions {
    fn draft(&mut self, key: &Key) -> &mut Draft {
        let index = match self.by_key.get(key) {
            Some(i) => *i,
            None => {
                self.drafts.push(Draft {
                    key: key.clone(),
                    id: match key {
                        Key::Top(id) => id.clone(),
                        Key::Sub(_) => String::new(),
                    },
                    kind: match key {
                        Key::Top(_) => SessionKind::Main,
                        Key::Sub(_) => SessionKind::SubAgent,
                    },
                    agent: None,
                    started_by: match key {
                        Key::Sub(t) => Some(*t),
                        Key::Top(_) => None,
                    },
                    parent: None,
                    start: None,
                    events: Vec::new(),
                    blank_prompts: Vec::new(),
                });
                self.by_key.insert(key.clone(), self.drafts.len() - 1);
                self.drafts.len() - 1
            }
        };
        &mut self.drafts[index]
    }

    fn spans(&mut self, spans: &[Span], tree: &Tree, files_of: &[usize], tallies: &mut [Tally]) {
        // Every turn: its session, and its member spans in start order.
        let mut turns: Vec<(Key, Vec<usize>)> = Vec::new();
        let mut turn_of: HashMap<(Key, String), usize> = HashMap::new();
        for (i, s) in spans.iter().enumerate() {
            if !is_member(&s.kind) {
                continue;
            }
            let key = tree.keys[i].clone();
            let turn = match (&key, tree.turn_agent[i]) {
                (Key::Sub(_), _) => String::new(),
                (_, Some(a)) => format!("agent:{a}"),
                (_, None) => format!("trace:{}", s.trace),
            };
            let n = *turn_of.entry((key.clone(), turn)).or_insert_with(|| {
                turns.push((key.clone(), Vec::new()));
                turns.len() - 1
            });
            turns[n].1.push(i);
        }
        // A tool span's children: the permission question, the run, the hooks.
        let mut children: HashMap<usize, Vec<usize>> = HashMap::new();
        let mut hooks: HashMap<usize, Vec<usize>> = HashMap::new();
        for (i, s) in spans.iter().enumerate() {
            match s.kind {
                Kind::Blocked { .. } | Kind::Execution { .. } => {
                    if let Some(p) = tree.parent[i] {
                        children.entry(p).or_default().push(i);
                    }
                }
                Kind::Hook { .. } => match tree.owner(spans, i) {
                    Some(o) => hooks.entry(o).or_default().push(i),
                    None => skip(tallies, files_of, i, Skip::HookNotRun),
                },
                _ => {}
            }
        }
        // Results named in later calls' input (`tool_call_response` parts), for tool spans
        // that do not record their own.
        let mut responses: HashMap<String, String> = HashMap::new();
        for s in spans {
            if let Kind::Inference(inf) = &s.kind {
                for part in inf.input.iter().flat_map(|m| &m.parts) {
                    if let Part::Response { id, output } = part {
                        responses
                            .entry(id.clone())
                            .or_insert_with(|| output.clone());
                    }
                }
            }
        }
        for (key, members) in turns {
            let ctx = Turn {
                spans,
                tree,
                children: &children,
                hooks: &hooks,
                responses: &responses,
            };
            let built = ctx.events(&key, &members, files_of, tallies);
            let draft = self.draft(&key);
            if draft.start.is_none() {
                draft.start = members.iter().find_map(|m| spans[*m].start);
            }
            for &m in &members {
                if draft.agent.is_none() {
                    if let Kind::Agent { name: Some(n), .. } = &spans[m].kind {
                        draft.agent = Some(n.clone());
                    }
                }
                if let Key::Sub(t) = key {
                    if draft.id.is_empty() {
                        if let Some(id) = &spans[m].agent_id {
                            draft.id = id.clone();
                        }
                    }
                    if draft.agent.is_none() {
                        if let Kind::Tool(tool) = &spans[t].kind {
                            draft.agent = tool.agent.clone();
                        }
                    }
                }
            }
            if let Some(blank) = built.blank_prompt {
                let at = draft.events.len() + blank;
                draft.blank_prompts.push((at, built.start, built.end));
            }
            draft.events.extend(built.events);
        }
        for d in &mut self.drafts {
            if let Some(t) = d.started_by {
                let call = call_id(&spans[t]);
                if d.id.is_empty() {
                    d.id = call.clone();
                }
                d.parent = Some((tree.keys[t].clone(), call));
            }
        }
    }

    /// Claude Code's events: what they add to the spans' sessions, or sessions of their own.
    fn events(&mut self, events: Vec<(usize, Event)>, tallies: &mut [Tally]) {
        let mut own: Vec<(usize, Event)> = Vec::new();
        let mut prompts: HashMap<String, Vec<(Option<i64>, String)>> = HashMap::new();
        for (file, e) in events {
            let session = e.session.clone().unwrap_or_default();
            if !self.by_key.contains_key(&Key::Top(session.clone())) {
                own.push((file, e));
                continue;
            }
            match e.kind {
                EventKind::Prompt(Some(text)) => {
                    prompts.entry(session).or_default().push((e.at, text))
                }
                EventKind::Decision {
                    call_id: Some(id),
                    decision,
                    ..
                } if decision == "reject" => {
                    self.refused.insert(id);
                }
                // The spans hold the same call, its figures and its result.
                EventKind::Api { .. } | EventKind::ApiError { .. } => {
                    if let Some(t) = tallies.get_mut(file) {
                        t.skip(Skip::Duplicate);
                    }
                }
                _ => {}
            }
        }
        // A refusal only the events record.
        let refused = self.refused.clone();
        for d in &mut self.drafts {
            for e in &mut d.events {
                if let LogEvent::ToolResult {
                    call_id, outcome, ..
                } = e
                {
                    if refused.contains(call_id.as_str()) && *outcome != ToolOutcome::Rejected {
                        *outcome = ToolOutcome::Rejected;
                    }
                }
            }
            let Key::Top(session) = &d.key else { continue };
            let Some(texts) = prompts.get_mut(session) else {
                continue;
            };
            for (index, start, end) in &d.blank_prompts {
                // The prompt sent in (or just before) the turn's time.
                let found = texts.iter().position(|(at, _)| match (at, end) {
                    (Some(at), Some(end)) => at <= end,
                    _ => start.is_none(),
                });
                if let Some(p) = found {
                    let (_, text) = texts.remove(p);
                    if let Some(LogEvent::Prompt { text: t, .. }) = d.events.get_mut(*index) {
                        *t = text;
                    }
                }
            }
        }
        self.events_only(own, tallies);
    }

    /// Sessions of events alone (no span of theirs was exported): one turn per `prompt.id`.
    fn events_only(&mut self, events: Vec<(usize, Event)>, tallies: &mut [Tally]) {
        let rejected: HashSet<String> = events
            .iter()
            .filter_map(|(_, e)| match &e.kind {
                EventKind::Decision {
                    call_id: Some(id),
                    decision,
                    ..
                } if decision == "reject" => Some(id.clone()),
                _ => None,
            })
            .collect();
        let with_result: HashSet<String> = events
            .iter()
            .filter_map(|(_, e)| match &e.kind {
                EventKind::ToolResult {
                    call_id: Some(id), ..
                } => Some(id.clone()),
                _ => None,
            })
            .collect();
        let mut last_prompt: HashMap<String, Option<String>> = HashMap::new();
        for (n, (file, e)) in events.into_iter().enumerate() {
            let key = Key::Top(e.session.clone().unwrap_or_default());
            let draft = self.draft(&key);
            if draft.start.is_none() {
                draft.start = e.at;
            }
            let session = e.session.clone().unwrap_or_default();
            let new_turn = last_prompt.get(&session) != Some(&e.prompt_id);
            if new_turn && !matches!(e.kind, EventKind::Prompt(_)) {
                // Events of a prompt whose own event is not in the files.
                draft.events.push(LogEvent::Prompt {
                    at: e.at,
                    text: not_recorded(),
                    mode: None,
                });
            }
            last_prompt.insert(session, e.prompt_id.clone());
            match e.kind {
                EventKind::Prompt(text) => draft.events.push(LogEvent::Prompt {
                    at: e.at,
                    text: text.unwrap_or_else(not_recorded),
                    mode: None,
                }),
                EventKind::Api { model, usage } => {
                    draft.events.push(LogEvent::Request(LlmRequest {
                        at: e.at,
                        end_at: e.at,
                        id: None,
                        model,
                        blocks: Vec::new(),
                        usage,
                        stop: None,
                        reported_output: None,
                    }))
                }
                EventKind::ApiError {
                    message,
                    status,
                    attempt,
                    ..
                } => draft.events.push(LogEvent::ApiError {
                    at: e.at,
                    message,
                    status,
                    retry_in_ms: None,
                    attempt,
                    max_retries: None,
                }),
                EventKind::ToolResult {
                    call_id,
                    name,
                    success,
                    duration_ms,
                    error,
                    input,
                } => {
                    let id = call_id.unwrap_or_else(|| format!("event-{n}"));
                    let outcome = if rejected.contains(&id) {
                        ToolOutcome::Rejected
                    } else if success == Some(false) {
                        ToolOutcome::Failed
                    } else {
                        ToolOutcome::Ok
                    };
                    let call = ReplyBlock::ToolCall {
                        id: id.clone(),
                        name,
                        input: input.unwrap_or_default(),
                    };
                    let result = LogEvent::ToolResult {
                        at: e.at,
                        call_id: id,
                        output: error.unwrap_or_else(not_recorded),
                        outcome,
                        duration_ms,
                    };
                    if !called_by_last_request(&mut draft.events, call, result) {
                        skip_file(tallies, file, Skip::UnknownKind);
                    }
                }
                // A refusal with no result event of its own: the call, refused.
                EventKind::Decision {
                    call_id: Some(id),
                    name,
                    decision,
                } if decision == "reject" && !with_result.contains(&id) => {
                    let call = ReplyBlock::ToolCall {
                        id: id.clone(),
                        name,
                        input: String::new(),
                    };
                    let result = LogEvent::ToolResult {
                        at: e.at,
                        call_id: id,
                        output: not_recorded(),
                        outcome: ToolOutcome::Rejected,
                        duration_ms: None,
                    };
                    if !called_by_last_request(&mut draft.events, call, result) {
                        skip_file(tallies, file, Skip::UnknownKind);
                    }
                }
                // Read above: a refusal marks its call's result.
                EventKind::Decision { .. } => {}
            }
        }
    }

    /// The sessions in their order (main, other top-level ones, sub-agents by start), with
    /// every sub-agent linked to its call and every call given a result.
    fn finish(self) -> Vec<LogSession> {
        let mut order: Vec<usize> = (0..self.drafts.len()).collect();
        order.sort_by_key(|&i| {
            let d = &self.drafts[i];
            (
                d.kind == SessionKind::SubAgent,
                d.start.is_none(),
                d.start,
                i,
            )
        });
        let position: HashMap<usize, usize> =
            order.iter().enumerate().map(|(pos, &i)| (i, pos)).collect();
        let links: Vec<Option<Link>> = order
            .iter()
            .map(|&i| {
                let (parent_key, call) = self.drafts[i].parent.as_ref()?;
                let p = *self.by_key.get(parent_key)?;
                let asked = self.drafts[p].events.iter().any(|e| match e {
                    LogEvent::Request(r) => has_call(r, call),
                    _ => false,
                });
                Some(Link {
                    session: *position.get(&p)?,
                    call_id: asked.then(|| call.clone()),
                })
            })
            .collect();
        let mut drafts: Vec<Option<Draft>> = self.drafts.into_iter().map(Some).collect();
        let mut out = Vec::with_capacity(order.len());
        for (&i, link) in order.iter().zip(links) {
            let Some(d) = drafts[i].take() else { continue };
            let mut models: Vec<String> = Vec::new();
            for e in &d.events {
                if let LogEvent::Request(r) = e {
                    if let Some(m) = &r.model {
                        if !models.contains(m) {
                            models.push(m.clone());
                        }
                    }
                }
            }
            out.push(LogSession {
                id: d.id,
                kind: d.kind,
                agent: d.agent,
                parent: link,
                parent_note: None,
                title: None,
                cwd: None,
                models,
                instructions: None,
                context_window: None,
                events: close_calls(d.events),
                session_usage: Vec::new(),
                // Versions are the resources', not a conversation's: the import's stands in.
                version: None,
            });
        }
        out
    }
}

/// Adds `call` to the reply of the model call before it, and its `result` after: false, with
/// nothing added, when a prompt came since (no model call made it).
fn called_by_last_request(events: &mut Vec<LogEvent>, call: ReplyBlock, result: LogEvent) -> bool {
    let last = events
        .iter_mut()
        .rev()
        .find(|e| matches!(e, LogEvent::Request(_) | LogEvent::Prompt { .. }));
    let Some(LogEvent::Request(r)) = last else {
        return false;
    };
    r.blocks.push(call);
    events.push(result);
    true
}

fn skip(tallies: &mut [Tally], files_of: &[usize], span: usize, why: Skip) {
    if let Some(&file) = files_of.get(span) {
        skip_file(tallies, file, why);
    }
}

fn skip_file(tallies: &mut [Tally], file: usize, why: Skip) {
    if let Some(t) = tallies.get_mut(file) {
        t.skip(why);
    }
}

/// What building one turn needs.
struct Turn<'a> {
    spans: &'a [Span],
    tree: &'a Tree,
    children: &'a HashMap<usize, Vec<usize>>,
    hooks: &'a HashMap<usize, Vec<usize>>,
    responses: &'a HashMap<String, String>,
}

/// One turn's events.
struct TurnEvents {
    events: Vec<LogEvent>,
    /// The index (in `events`) of its prompt when the prompt's text was not recorded.
    blank_prompt: Option<usize>,
    start: Option<i64>,
    end: Option<i64>,
}

impl Turn<'_> {
    fn events(
        &self,
        key: &Key,
        members: &[usize],
        files_of: &[usize],
        tallies: &mut [Tally],
    ) -> TurnEvents {
        let spans = self.spans;
        let agent = members
            .iter()
            .copied()
            .find(|&m| self.tree.turn_agent[m] == Some(m));
        let start = members.iter().find_map(|&m| spans[m].start);
        let end = members.iter().filter_map(|&m| spans[m].end).max();
        let inferences: Vec<usize> = members
            .iter()
            .copied()
            .filter(|&m| matches!(spans[m].kind, Kind::Inference(_)))
            .collect();
        // The prompt: the agent span's, else the first model call's last user text, else (a
        // sub-agent) what its tool call handed down.
        let recorded = agent
            .and_then(|a| match &spans[a].kind {
                Kind::Agent { prompt, .. } => prompt.clone(),
                _ => None,
            })
            .or_else(|| {
                inferences.first().and_then(|&i| match &spans[i].kind {
                    Kind::Inference(inf) => last_user_text(&inf.input),
                    _ => None,
                })
            })
            .or_else(|| match key {
                Key::Sub(t) => handed_down(&spans[*t]),
                Key::Top(_) => None,
            });
        let blank = recorded.is_none();
        let mut timed: Vec<(i64, u8, LogEvent)> = Vec::new();
        let prompt_at = agent.and_then(|a| spans[a].start).or(start);
        timed.push((
            prompt_at.unwrap_or(i64::MIN),
            0,
            LogEvent::Prompt {
                at: prompt_at,
                text: recorded.unwrap_or_else(not_recorded),
                mode: None,
            },
        ));
        // Model calls: a request each (a failed one with nothing in it is an API error).
        let mut requests: Vec<(usize, LlmRequest)> = Vec::new();
        for &i in &inferences {
            let s = &spans[i];
            let Kind::Inference(inf) = &s.kind else {
                continue;
            };
            if let Some(error) = failure(s, inf) {
                timed.push((s.start.unwrap_or(i64::MAX), 1, error));
                continue;
            }
            requests.push((i, request(s, inf)));
        }
        // Tool spans: each call joins its request, by id or else by time.
        for &m in members {
            let s = &spans[m];
            let Kind::Tool(tool) = &s.kind else { continue };
            let id = call_id(s);
            let holder = requests
                .iter()
                .position(|(_, r)| has_call(r, &id))
                .or_else(|| {
                    requests
                        .iter()
                        .rposition(|(i, _)| spans[*i].start <= s.start)
                })
                .or(if requests.is_empty() { None } else { Some(0) });
            let Some(holder) = holder else {
                // A tool no model call of its turn asked for: nothing to hang it on.
                skip(tallies, files_of, m, Skip::UnknownKind);
                continue;
            };
            let (ri, r) = &mut requests[holder];
            if !has_call(r, &id) {
                r.blocks.push(ReplyBlock::ToolCall {
                    id: id.clone(),
                    name: tool.name.clone(),
                    input: tool.input.clone().unwrap_or_default(),
                });
            }
            let ended = self.tool_end(m);
            let output = tool
                .output
                .clone()
                .or_else(|| self.responses.get(&id).cloned())
                .or(ended.error)
                .or_else(|| s.error.clone().filter(|e| !e.is_empty()))
                .unwrap_or_else(not_recorded);
            let at = s.end.or(s.start);
            let after = spans[*ri].start.unwrap_or(i64::MIN);
            timed.push((
                at.unwrap_or(i64::MAX).max(after),
                2,
                LogEvent::ToolResult {
                    at,
                    call_id: id.clone(),
                    output,
                    outcome: ended.outcome,
                    duration_ms: ended.duration_ms,
                },
            ));
            for &h in self.hooks.get(&m).into_iter().flatten() {
                if let Some(run) = hook(&spans[h], Some(id.clone())) {
                    timed.push((spans[h].start.unwrap_or(i64::MAX), 1, run));
                } else {
                    skip(tallies, files_of, h, Skip::HookNotRun);
                }
            }
        }
        for &m in members {
            if matches!(spans[m].kind, Kind::Tool(_)) {
                continue;
            }
            for &h in self.hooks.get(&m).into_iter().flatten() {
                if let Some(run) = hook(&spans[h], None) {
                    timed.push((spans[h].start.unwrap_or(i64::MAX), 1, run));
                } else {
                    skip(tallies, files_of, h, Skip::HookNotRun);
                }
            }
        }
        for (i, mut r) in requests {
            if r.blocks.is_empty() {
                r.blocks.push(ReplyBlock::Text(not_recorded()));
            }
            timed.push((spans[i].start.unwrap_or(i64::MAX), 1, LogEvent::Request(r)));
        }
        timed.sort_by_key(|(at, order, _)| (*at, *order));
        let mut events: Vec<LogEvent> = timed.into_iter().map(|(_, _, e)| e).collect();
        if let Some(a) = agent {
            let s = &spans[a];
            if let (Kind::Agent { duration_ms, .. }, Some(end)) = (&s.kind, s.end) {
                let measured = s.start.and_then(|st| u64::try_from(end - st).ok());
                events.push(LogEvent::TurnEnd {
                    at: Some(end),
                    duration_ms: duration_ms.or(measured),
                });
            }
        }
        let blank_prompt = if blank {
            events
                .iter()
                .position(|e| matches!(e, LogEvent::Prompt { .. }))
        } else {
            None
        };
        TurnEvents {
            events,
            blank_prompt,
            start,
            end,
        }
    }

    /// How a tool span ended: refused at the permission question, failed, or ran.
    fn tool_end(&self, tool: usize) -> ToolEnd {
        let s = &self.spans[tool];
        let mut outcome = if s.error.is_some() {
            ToolOutcome::Failed
        } else {
            ToolOutcome::Ok
        };
        let mut duration_ms = match (s.start, s.end) {
            (Some(a), Some(b)) => u64::try_from(b - a).ok(),
            _ => None,
        };
        let mut error = None;
        for &c in self.children.get(&tool).into_iter().flatten() {
            let child = &self.spans[c];
            match &child.kind {
                Kind::Blocked {
                    decision: Some(d), ..
                } if d == "reject" => outcome = ToolOutcome::Rejected,
                Kind::Execution { success, error: e } => {
                    if *success == Some(false) || child.error.is_some() {
                        outcome = ToolOutcome::Failed;
                    }
                    error = error.or_else(|| e.clone());
                    if let (Some(a), Some(b)) = (child.start, child.end) {
                        duration_ms = u64::try_from(b - a).ok();
                    }
                }
                _ => {}
            }
        }
        ToolEnd {
            outcome,
            duration_ms,
            error,
        }
    }
}

fn has_call(r: &LlmRequest, id: &str) -> bool {
    r.blocks
        .iter()
        .any(|b| matches!(b, ReplyBlock::ToolCall { id: c, .. } if c == id))
}

/// The request a model-call span records.
fn request(s: &Span, inf: &Inference) -> LlmRequest {
    let mut blocks = Vec::new();
    for part in inf
        .output
        .iter()
        .filter(|m| m.role != "user")
        .flat_map(|m| &m.parts)
    {
        match part {
            Part::Text(t) => blocks.push(ReplyBlock::Text(t.clone())),
            Part::Thinking(t) => blocks.push(ReplyBlock::Thinking(t.clone())),
            Part::Call { id, name, input } => blocks.push(ReplyBlock::ToolCall {
                id: id.clone(),
                name: name.clone(),
                input: input.clone(),
            }),
            Part::Response { .. } => {}
        }
    }
    LlmRequest {
        at: s.start,
        end_at: s.end,
        id: inf.id.clone(),
        model: inf.model.clone(),
        blocks,
        usage: inf.usage,
        stop: inf.stop.clone(),
        reported_output: None,
    }
}

/// A failed model call that produced nothing, as an API error; None for one that answered.
fn failure(s: &Span, inf: &Inference) -> Option<LogEvent> {
    let failed = inf.failed || s.error.is_some();
    let answered = !inf.output.is_empty() || inf.usage.is_some_and(|u| u.output > 0);
    if !failed || answered {
        return None;
    }
    let message = inf
        .error
        .clone()
        .or_else(|| s.error.clone())
        .filter(|m| !m.is_empty())
        .unwrap_or_else(|| t!("log-otlp-call-failed"));
    Some(LogEvent::ApiError {
        at: s.start,
        message,
        status: inf.status,
        retry_in_ms: None,
        attempt: inf.attempt,
        max_retries: None,
    })
}

/// The last user message's text in a call's input: the prompt that started the run.
fn last_user_text(input: &[Msg]) -> Option<String> {
    input
        .iter()
        .rev()
        .filter(|m| m.role == "user")
        .find_map(|m| {
            let text: Vec<&str> = m
                .parts
                .iter()
                .filter_map(|p| match p {
                    Part::Text(t) => Some(t.as_str()),
                    _ => None,
                })
                .collect();
            (!text.is_empty()).then(|| text.join("\n"))
        })
}

/// What a tool call handed its sub-agent: the `prompt` (or `input`, `task`) of its arguments.
fn handed_down(tool: &Span) -> Option<String> {
    let Kind::Tool(t) = &tool.kind else {
        return None;
    };
    let args: Value = serde_json::from_str(t.input.as_deref()?).ok()?;
    ["prompt", "input", "task", "query"]
        .iter()
        .find_map(|k| args.get(k).and_then(Value::as_str).map(str::to_string))
}

/// A `claude_code.hook` span at a moment the page runs hooks; None at any other.
fn hook(s: &Span, call_id: Option<String>) -> Option<LogEvent> {
    let Kind::Hook { event, blocking } = &s.kind else {
        return None;
    };
    let event = HookEvent::ALL
        .into_iter()
        .filter(|e| *e != HookEvent::PreCompact)
        .find(|e| e.name() == event)?;
    let outcome = match (event, *blocking > 0) {
        (HookEvent::PreToolUse, true) => HookOutcome::Deny {
            reason: not_recorded(),
        },
        (HookEvent::Stop, true) => HookOutcome::Block {
            reason: not_recorded(),
        },
        _ => HookOutcome::Pass,
    };
    Some(LogEvent::Hook {
        at: s.start,
        run: HookRun {
            event,
            call_id: call_id.filter(|_| event.is_per_call()),
            command: String::new(),
            outcome,
        },
    })
}
