//! Codex records into sessions, following the reference:
//! - one LLM request = the reply items up to a `token_count` whose `total_token_usage` has
//!   advanced; a repeated `token_count` with the same total is a duplicate (§2.5);
//! - 0.151+ also writes a `token_usage_record` per response (§2.6): it gives the request its
//!   usage and id, once per (thread, response id) over all files; the `token_count` next to it
//!   with the same per-request figures, before or after it, is the same response again;
//! - `turn_context` comes before every request in 0.77/0.104 and once per turn in 0.125, so
//!   it ends a reply but never counts one;
//! - the prompt is written twice (`user_message` event and user `response_item`): one kept;
//!   `agent_message`/`agent_reasoning` events repeat the response items (§2.5);
//! - tool pairing by `call_id`, with `exec_command_end`/`patch_apply_end` giving exit code,
//!   duration and a declined status (§2.5, §2.7);
//! - a child rollout's replay of its parent's history is discarded (§2.6): from the copied
//!   parent `session_meta` up to the child's own first turn, told by a `turn_id` its parent
//!   does not have (when the parent's file was read) or by time (a v7 turn id or the line's
//!   timestamp, not older than the child's own meta);
//! - children are linked to the `spawn_agent` call by the thread id its output names.

use std::collections::{HashMap, HashSet};

use super::{exit_and_time, File, Item, Meta, Record, Tokens};
use crate::logs::format_reader::{Built, Tally};
use crate::logs::json::string_at;
use crate::logs::pairing::close_calls;
use crate::logs::time::uuid7_ms;
use crate::logs::{
    CompactionKind, ContextKind, Link, LlmRequest, LogEvent, LogSession, ReplyBlock, ReportedUsage,
    SessionKind, Skip, ToolOutcome,
};
use crate::t;

const REJECTED: [&str; 2] = ["exec command rejected by user", "patch rejected by user"];

/// How a call ended, from `exec_command_end`/`patch_apply_end`: exit code, ms, status.
type Ended = (Option<i64>, Option<u64>, Option<String>);

/// What one rollout turned into, before linking.
struct Session {
    session: LogSession,
    meta: Meta,
    /// (thread id a spawn call started, the call's id).
    spawned: Vec<(String, String)>,
}

pub(in crate::logs) fn build(
    files: Vec<(usize, File)>,
    names: &[String],
    tallies: &mut [Tally],
) -> Built {
    let turn_ids: HashMap<String, HashSet<String>> = files
        .iter()
        .filter_map(|(_, f)| {
            let id = f.meta.as_ref()?.id.clone()?;
            Some((id, own_turn_ids(f)))
        })
        .collect();
    let bare = files.iter().any(|(_, f)| f.is_bare());
    let envelope = files.iter().any(|(_, f)| !f.is_bare());
    let mut newest: Option<(String, (u32, u32, u32))> = None;
    // Responses whose usage record was read, over every file: (thread id, response id).
    let mut responses = HashSet::new();
    let mut file_formats = Vec::new();
    let mut sessions = Vec::new();
    for (fi, file) in files {
        let name = names.get(fi).map(String::as_str).unwrap_or("");
        file_formats.push((fi, format_of(file.is_bare())));
        if let Some(v) = file.meta.as_ref().and_then(|m| m.version.clone()) {
            if let Some(n) = crate::logs::detect::version_numbers(&v) {
                if newest.as_ref().is_none_or(|(_, old)| n > *old) {
                    newest = Some((v, n));
                }
            }
        }
        let tally = tallies.get_mut(fi);
        let mut spare = Tally::default();
        sessions.push(walk(
            name,
            file,
            &turn_ids,
            &mut responses,
            tally.unwrap_or(&mut spare),
        ));
    }

    // Top-level sessions first, then the children, each by start.
    let ids: HashSet<String> = sessions.iter().map(|s| s.session.id.clone()).collect();
    let is_child = |s: &Session| {
        s.meta
            .parent_thread
            .as_ref()
            .is_some_and(|p| ids.contains(p))
    };
    let mut order: Vec<(bool, Option<i64>, usize)> = sessions
        .iter()
        .enumerate()
        .map(|(i, s)| (is_child(s), s.session.started(), i))
        .collect();
    order.sort_by_key(|(child, started, i)| (*child, started.is_none(), *started, *i));
    let mut slots: Vec<Option<Session>> = sessions.into_iter().map(Some).collect();
    let sessions: Vec<Session> = order
        .iter()
        .filter_map(|(_, _, i)| slots.get_mut(*i).and_then(Option::take))
        .collect();

    let spawned: Vec<(usize, String, String)> = sessions
        .iter()
        .enumerate()
        .flat_map(|(si, s)| {
            s.spawned
                .iter()
                .map(move |(t, c)| (si, t.clone(), c.clone()))
        })
        .collect();
    let index_of: HashMap<String, usize> = sessions
        .iter()
        .enumerate()
        .map(|(i, s)| (s.session.id.clone(), i))
        .collect();
    let out = sessions
        .into_iter()
        .map(|mut s| {
            if let Some(parent) = s.meta.parent_thread.clone() {
                s.session.kind = SessionKind::SubAgent;
                let call = s.meta.spawn_call.clone().or_else(|| {
                    spawned
                        .iter()
                        .find(|(_, t, _)| *t == s.session.id)
                        .map(|(_, _, c)| c.clone())
                });
                match index_of.get(&parent) {
                    Some(p) => {
                        s.session.parent = Some(Link {
                            session: *p,
                            call_id: call,
                        })
                    }
                    None => {
                        s.session.parent_note = Some(format!(
                            "its parent thread {parent} is not in the files read"
                        ))
                    }
                }
            } else if let Some(from) = &s.meta.forked_from {
                s.session.parent_note = Some(format!("forked from thread {from}"));
            }
            s.session
        })
        .collect();

    let format = match (bare, envelope) {
        (true, true) => t!("err-log-format-codex-both"),
        (true, false) => format_of(true),
        _ => format_of(false),
    };
    Built {
        format,
        version: newest.map(|(v, _)| v),
        sessions: out,
        file_formats,
    }
}

fn format_of(bare: bool) -> String {
    if bare {
        t!("err-log-format-codex-bare")
    } else {
        t!("err-log-format-codex-envelope")
    }
}

/// The turn ids a rollout has (a replayed grandparent's included, which its own children
/// replay too).
fn own_turn_ids(f: &File) -> HashSet<String> {
    f.records
        .iter()
        .filter_map(|r| match &r.item {
            Item::TurnStarted {
                turn_id: Some(t), ..
            } => Some(t.clone()),
            _ => None,
        })
        .collect()
}

/// Which records are a replay of the parent's history: from the copied parent meta to the
/// child's own first turn.
fn replayed(f: &File, turn_ids: &HashMap<String, HashSet<String>>) -> std::ops::Range<usize> {
    let Some(start) = f
        .records
        .iter()
        .position(|r| matches!(r.item, Item::ParentMeta))
    else {
        return 0..0;
    };
    let meta = f.meta.as_ref();
    let own_at = meta.and_then(|m| m.at);
    let parent_turns = meta
        .and_then(|m| m.parent_thread.as_ref().or(m.forked_from.as_ref()))
        .and_then(|p| turn_ids.get(p));
    let fresh = |at: Option<i64>| match (at, own_at) {
        (Some(a), Some(own)) => a >= own,
        _ => false,
    };
    let own_turn = |r: &Record| match &r.item {
        Item::TurnStarted { turn_id, .. } => match (turn_id, parent_turns) {
            (Some(t), Some(parent)) => !parent.contains(t),
            (Some(t), None) => match uuid7_ms(t) {
                // A second of slack: the child's meta is written as its first turn starts.
                Some(ms) => own_at.is_some_and(|own| ms >= own - 1000),
                None => fresh(r.at),
            },
            (None, _) => fresh(r.at),
        },
        _ => false,
    };
    let rest = f.records.get(start + 1..).unwrap_or_default();
    let end = rest
        .iter()
        .position(own_turn)
        .or_else(|| rest.iter().position(|r| fresh(r.at)))
        .map_or(f.records.len(), |i| start + 1 + i);
    start..end
}

/// A rollout's records into events, in file order.
fn walk(
    name: &str,
    file: File,
    turn_ids: &HashMap<String, HashSet<String>>,
    responses: &mut HashSet<(String, String)>,
    tally: &mut Tally,
) -> Session {
    let replay = replayed(&file, turn_ids);
    let File {
        records,
        meta,
        has_messages,
        has_reasoning,
        title,
        ..
    } = file;
    let meta = meta.unwrap_or_default();
    let id = meta
        .id
        .clone()
        .unwrap_or_else(|| id_from_name(name).to_string());
    let mut exec: HashMap<String, Ended> = HashMap::new();
    for r in &records {
        match &r.item {
            Item::ExecEnd {
                call_id,
                exit_code,
                duration_ms,
                status,
            } => {
                exec.insert(call_id.clone(), (*exit_code, *duration_ms, status.clone()));
            }
            Item::PatchEnd {
                call_id,
                success,
                status,
            } => {
                let code = success.map(|ok| if ok { 0 } else { 1 });
                exec.insert(call_id.clone(), (code, None, status.clone()));
            }
            _ => {}
        }
    }
    let mut w = Walk {
        events: Vec::new(),
        open: None,
        replying: false,
        model: None,
        models: Vec::new(),
        last_total: None,
        items: Vec::new(),
        user_events: Vec::new(),
        server_results: Vec::new(),
        window: None,
        cwd: meta.cwd.clone(),
        spawn_calls: HashSet::new(),
        spawned: Vec::new(),
        exec,
        server_calls: 0,
        thread: id.clone(),
        responses,
        given: None,
    };
    for (i, r) in records.into_iter().enumerate() {
        if replay.contains(&i) {
            tally.skip(Skip::ReplayedHistory);
            continue;
        }
        let Record { at, item } = r;
        match item {
            Item::AgentMessage(_) if has_messages => tally.skip(Skip::Duplicate),
            Item::AgentReasoning(_) if has_reasoning => tally.skip(Skip::Duplicate),
            item => {
                if let Some(why) = w.item(item, at) {
                    tally.skip(why);
                }
            }
        }
    }
    w.flush_server_results();
    let session = LogSession {
        id,
        kind: SessionKind::Main,
        agent: meta.agent.clone(),
        parent: None,
        parent_note: None,
        title,
        cwd: w.cwd.clone(),
        models: w.models.clone(),
        instructions: meta.instructions.clone(),
        context_window: w.window,
        events: close_calls(w.events),
        session_usage: Vec::new(),
        version: meta.version.clone(),
    };
    Session {
        session,
        meta,
        spawned: w.spawned,
    }
}

/// The thread id at the end of `rollout-<date>-<uuid>.jsonl`, or the file's name.
fn id_from_name(name: &str) -> &str {
    let base = name.rsplit(['/', '\\']).next().unwrap_or(name);
    let stem = base.strip_suffix(".jsonl").unwrap_or(base);
    let len = stem.len();
    match stem.get(len.saturating_sub(36)..) {
        Some(tail) if len >= 36 && tail.bytes().filter(|b| *b == b'-').count() == 4 => tail,
        _ => stem,
    }
}

/// Which kind of line gave a request its usage.
#[derive(Clone, Copy, PartialEq, Eq)]
enum Source {
    Count,
    Record,
}

/// The usage given last, while its twin of the other kind may still come: until the next
/// reply starts.
struct Given {
    source: Source,
    /// Input, cached, output: what the twin must repeat.
    figures: [u64; 3],
    /// The request it went to; None when its response was counted in another file.
    request: Option<usize>,
}

struct Walk<'a> {
    events: Vec<LogEvent>,
    /// The latest request still waiting for its token count or usage record.
    open: Option<usize>,
    /// The last event is that request and the next reply item belongs to it.
    replying: bool,
    model: Option<String>,
    models: Vec<String>,
    last_total: Option<Tokens>,
    /// Prompts seen as a response item / as an event, not yet matched by their twin.
    items: Vec<String>,
    user_events: Vec<String>,
    /// Provider-run calls of the open reply, answered once the reply ends.
    server_results: Vec<(String, bool, Option<i64>)>,
    window: Option<u64>,
    cwd: Option<String>,
    /// `spawn_agent` calls, and the threads their outputs name.
    spawn_calls: HashSet<String>,
    spawned: Vec<(String, String)>,
    exec: HashMap<String, Ended>,
    server_calls: usize,
    /// The session's thread id, for records that do not name theirs.
    thread: String,
    responses: &'a mut HashSet<(String, String)>,
    given: Option<Given>,
}

impl Walk<'_> {
    /// One record; Some(reason) when its line adds nothing.
    fn item(&mut self, item: Item, at: Option<i64>) -> Option<Skip> {
        match item {
            Item::Skipped(why) => return Some(why),
            Item::ParentMeta => return Some(Skip::Duplicate),
            Item::TurnStarted { window, .. } => {
                self.window = window.or(self.window);
                self.items.clear();
                self.user_events.clear();
                self.end_reply();
            }
            Item::TurnContext { model, cwd } => {
                if model.is_some() {
                    self.model = model;
                }
                if self.cwd.is_none() {
                    self.cwd = cwd;
                }
                self.end_reply();
            }
            Item::UserPrompt(text) => {
                if take_twin(&mut self.user_events, &text) {
                    return Some(Skip::Duplicate);
                }
                self.items.push(text.clone());
                self.push(LogEvent::Prompt {
                    at,
                    text,
                    mode: None,
                });
            }
            Item::UserEvent(text) => {
                if take_twin(&mut self.items, &text) {
                    return Some(Skip::Duplicate);
                }
                self.user_events.push(text.clone());
                self.push(LogEvent::Prompt {
                    at,
                    text,
                    mode: None,
                });
            }
            Item::Context(kind, text) => {
                if kind == ContextKind::Environment && self.cwd.is_none() {
                    self.cwd = tag(&text, "cwd").map(str::to_string);
                }
                self.push(LogEvent::Context { at, kind, text });
            }
            Item::Text(text) | Item::AgentMessage(text) => self.block(ReplyBlock::Text(text), at),
            Item::Thinking(text) | Item::AgentReasoning(text) => {
                self.block(ReplyBlock::Thinking(text), at)
            }
            Item::Call { id, name, input } => {
                if name == "spawn_agent" {
                    self.spawn_calls.insert(id.clone());
                }
                self.block(ReplyBlock::ToolCall { id, name, input }, at);
            }
            Item::ServerCall {
                id,
                name,
                input,
                failed,
            } => {
                let id = if id.is_empty() {
                    self.server_calls += 1;
                    format!("{name}-{}", self.server_calls)
                } else {
                    id
                };
                self.block(
                    ReplyBlock::ToolCall {
                        id: id.clone(),
                        name,
                        input,
                    },
                    at,
                );
                self.server_results.push((id, failed, at));
            }
            Item::Output { call_id, output } => self.output(call_id, output, at),
            Item::ExecEnd { .. } | Item::PatchEnd { .. } => {}
            Item::TokenCount {
                total,
                last,
                window,
            } => return self.tokens(total, last, window, at),
            Item::UsageRecord {
                thread,
                response,
                usage,
            } => return self.record(thread, response, usage, at),
            Item::Compacted { summary, encrypted } => {
                let kind = if summary.is_none() && encrypted {
                    CompactionKind::Encrypted
                } else {
                    CompactionKind::Summary
                };
                match self.events.last_mut() {
                    Some(LogEvent::Compaction {
                        summary: s @ None,
                        kind: k,
                        ..
                    }) => {
                        *s = summary;
                        *k = kind;
                    }
                    _ => self.push(compaction(at, kind, summary)),
                }
            }
            Item::InlineCompaction => self.push(compaction(at, CompactionKind::Encrypted, None)),
            Item::ContextCompacted => {
                if matches!(self.events.last(), Some(LogEvent::Compaction { .. })) {
                    return Some(Skip::Duplicate);
                }
                self.push(compaction(at, CompactionKind::Summary, None));
            }
            Item::TaskComplete(duration_ms) => self.push(LogEvent::TurnEnd { at, duration_ms }),
            Item::TurnAborted(reason) => self.push(LogEvent::Interrupted { at, reason }),
            Item::Error(message) => self.push(LogEvent::ApiError {
                at,
                message,
                status: None,
                retry_in_ms: None,
                attempt: None,
                max_retries: None,
            }),
            Item::SpawnEnd { call_id, thread } => self.spawned.push((thread, call_id)),
        }
        None
    }

    /// Ends the reply being read: the next reply item starts a new request.
    fn end_reply(&mut self) {
        self.replying = false;
        self.flush_server_results();
    }

    fn flush_server_results(&mut self) {
        for (call_id, failed, at) in std::mem::take(&mut self.server_results) {
            self.events.push(LogEvent::ToolResult {
                at,
                call_id,
                output: String::new(),
                outcome: if failed {
                    ToolOutcome::Failed
                } else {
                    ToolOutcome::Ok
                },
                duration_ms: None,
            });
        }
    }

    /// Any event but a reply block.
    fn push(&mut self, event: LogEvent) {
        self.end_reply();
        self.events.push(event);
    }

    fn block(&mut self, block: ReplyBlock, at: Option<i64>) {
        if self.replying {
            if let Some(LogEvent::Request(r)) = self.events.last_mut() {
                r.blocks.push(block);
                r.end_at = r.end_at.max(at);
                return;
            }
        }
        self.note_model();
        self.open = Some(self.events.len());
        self.given = None;
        self.events.push(LogEvent::Request(LlmRequest {
            at,
            end_at: at,
            id: None,
            model: self.model.clone(),
            blocks: vec![block],
            usage: None,
            stop: None,
            reported_output: None,
        }));
        self.replying = true;
    }

    fn note_model(&mut self) {
        if let Some(m) = &self.model {
            if !self.models.contains(m) {
                self.models.push(m.clone());
            }
        }
    }

    fn output(&mut self, call_id: String, output: String, at: Option<i64>) {
        let (end_code, end_time, status) = self.exec.get(&call_id).cloned().unwrap_or_default();
        let (text_code, text_time) = exit_and_time(&output);
        let code = end_code.or(text_code);
        let outcome = if REJECTED.contains(&output.trim()) || status.as_deref() == Some("declined")
        {
            ToolOutcome::Rejected
        } else if status.as_deref() == Some("failed") || code.is_some_and(|c| c != 0) {
            ToolOutcome::Failed
        } else {
            ToolOutcome::Ok
        };
        if self.spawn_calls.contains(&call_id) {
            if let Some(thread) = spawned_thread(&output) {
                self.spawned.push((thread, call_id.clone()));
            }
        }
        self.push(LogEvent::ToolResult {
            at,
            call_id,
            output,
            outcome,
            duration_ms: end_time.or(text_time),
        });
    }

    fn tokens(
        &mut self,
        total: Tokens,
        last: Option<Tokens>,
        window: Option<u64>,
        at: Option<i64>,
    ) -> Option<Skip> {
        if self.last_total == Some(total) {
            return Some(Skip::Duplicate);
        }
        let previous = self.last_total.replace(total);
        self.window = window.or(self.window);
        // Without a per-request figure, the advance of the session's total is the request's.
        let last = last.unwrap_or_else(|| {
            let before = previous.unwrap_or_default();
            let mut delta = [0; 4];
            for ((d, t), b) in delta.iter_mut().zip(total).zip(before) {
                *d = t.saturating_sub(b);
            }
            delta
        });
        self.end_reply();
        if last == [0; 4] {
            // Written right before a compaction; no call behind it.
            return Some(Skip::Bookkeeping);
        }
        self.usage(Source::Count, last, None, at)
    }

    fn record(
        &mut self,
        thread: Option<String>,
        response: Option<String>,
        usage: Tokens,
        at: Option<i64>,
    ) -> Option<Skip> {
        self.end_reply();
        if usage == [0; 4] {
            // Like a zero token count: no call behind it.
            return Some(Skip::Bookkeeping);
        }
        if let Some(r) = &response {
            let key = (thread.unwrap_or_else(|| self.thread.clone()), r.clone());
            if !self.responses.insert(key) {
                // Counted already (a repeated line, or a copy in another file); its
                // `token_count` twin is a copy too.
                self.given = Some(Given {
                    source: Source::Record,
                    figures: figures(usage),
                    request: None,
                });
                return Some(Skip::Duplicate);
            }
        }
        self.usage(Source::Record, usage, response, at)
    }

    /// A response's usage, from a token count or a usage record: the open request's, or a
    /// request of its own; None when it is the twin of the one given just before.
    fn usage(
        &mut self,
        source: Source,
        tokens: Tokens,
        response: Option<String>,
        at: Option<i64>,
    ) -> Option<Skip> {
        let twin = self
            .given
            .take_if(|g| g.source != source && g.figures == figures(tokens));
        if let Some(g) = twin {
            if let Some(LogEvent::Request(r)) = g.request.and_then(|i| self.events.get_mut(i)) {
                r.id = r.id.take().or(response);
            }
            return Some(Skip::Duplicate);
        }
        let [input, cached, output, reasoning] = tokens;
        let usage = ReportedUsage {
            input,
            cache_read: cached,
            cache_write: None,
            cache_write_1h: None,
            output,
            output_is_lower_bound: false,
            reasoning: Some(reasoning),
        };
        // The open request never has usage: it is taken when it gets some.
        let index = match self.open.take() {
            Some(i) => i,
            // A call whose reply items are not in the log (a remote compaction's, say).
            _ => {
                self.note_model();
                self.events.push(LogEvent::Request(LlmRequest {
                    at,
                    end_at: at,
                    id: None,
                    model: self.model.clone(),
                    blocks: Vec::new(),
                    usage: None,
                    stop: None,
                    reported_output: None,
                }));
                self.events.len() - 1
            }
        };
        if let Some(LogEvent::Request(r)) = self.events.get_mut(index) {
            r.usage = Some(usage);
            r.end_at = r.end_at.max(at);
            r.id = response;
        }
        self.given = Some(Given {
            source,
            figures: figures(tokens),
            request: Some(index),
        });
        None
    }
}

/// The figures a token count and a usage record of one response share.
fn figures([input, cached, output, _]: Tokens) -> [u64; 3] {
    [input, cached, output]
}

fn compaction(at: Option<i64>, kind: CompactionKind, summary: Option<String>) -> LogEvent {
    LogEvent::Compaction {
        at,
        kind,
        trigger: None,
        tokens_before: None,
        tokens_after: None,
        summary,
        cleared_calls: Vec::new(),
    }
}

/// Removes the first entry equal to `text` (trimmed); whether there was one.
fn take_twin(list: &mut Vec<String>, text: &str) -> bool {
    match list.iter().position(|t| t.trim() == text.trim()) {
        Some(i) => {
            list.remove(i);
            true
        }
        None => false,
    }
}

/// The text inside `<name>…</name>`.
fn tag<'a>(text: &'a str, name: &str) -> Option<&'a str> {
    let open = format!("<{name}>");
    let close = format!("</{name}>");
    let (_, rest) = text.split_once(open.as_str())?;
    let (inner, _) = rest.split_once(close.as_str())?;
    Some(inner.trim())
}

/// The thread a `spawn_agent` output names: `{"agent_id": …}` (or `thread_id`/`id`).
fn spawned_thread(output: &str) -> Option<String> {
    let v: serde_json::Value = serde_json::from_str(output).ok()?;
    ["agent_id", "thread_id", "id"]
        .iter()
        .find_map(|k| string_at(&v, &[k]))
}
