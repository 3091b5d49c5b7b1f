//! Claude Code records into sessions, following the reference:
//! - resume copies are removed by `uuid`, keeping the earliest (§1.1); the file that held the
//!   copies continues the session it copied;
//! - split assistant lines are grouped by `message.id` into one request (§1.4), usage taken
//!   as the largest output count, a lower bound unless a line had a stop reason;
//! - sub-agents by layout (§1.1, §1.7): 1.0 inline `isSidechain` lines, 2.0 flat
//!   `agent-<id>.jsonl`, 2.1 `<session>/subagents/agent-<id>.jsonl` (+ `.meta.json`), linked by
//!   the meta file's `toolUseId`, the Task result's `agentId`, `agent_progress`, and last by
//!   the Task call's prompt; "Warmup" sub-agents are dropped; `agent-acompact-*` is the
//!   call that wrote a compaction summary.

use std::collections::HashMap;

use serde_json::Value;

use super::{File, Item, RawResult, Record, Reply};
use crate::logs::format_reader::{Built, Tally};
use crate::logs::json::string_at;
use crate::logs::pairing::close_calls;
use crate::logs::{
    CompactionKind, Link, LlmRequest, LogEvent, LogSession, ReplyBlock, ReportedUsage, SessionKind,
    Skip,
};
use crate::t;

/// Where a file sits in the layout, from its name.
enum Role {
    Main,
    /// `agent-<id>.jsonl`, flat (2.0) or under `subagents/` (2.1).
    Agent(String),
    /// `agent-acompact-<hex>.jsonl`.
    Compact(String),
}

fn role(name: &str) -> Role {
    let base = base_name(name);
    let agent = base
        .strip_suffix(".jsonl")
        .and_then(|stem| stem.strip_prefix("agent-"));
    match agent {
        Some(id) if id.starts_with("acompact-") => Role::Compact(id.to_string()),
        Some(id) => Role::Agent(id.to_string()),
        None => Role::Main,
    }
}

fn base_name(name: &str) -> &str {
    name.rsplit(['/', '\\']).next().unwrap_or(name)
}

fn dir_name(name: &str) -> &str {
    name.rfind(['/', '\\'])
        .and_then(|i| name.get(..i))
        .unwrap_or("")
}

/// A sub-agent's `.meta.json`.
struct Meta {
    agent: String,
    dir: String,
    agent_type: Option<String>,
    tool_use_id: Option<String>,
}

/// A session being put together.
struct Building {
    id: String,
    kind: SessionKind,
    agent_id: Option<String>,
    /// The session id its lines carry (for a compaction summary's parent).
    session: Option<String>,
    /// The agent file it is read from, and that file's folder.
    file: Option<usize>,
    dir: String,
    events: Vec<LogEvent>,
    by_msg: HashMap<String, usize>,
    models: Vec<String>,
    title: Option<String>,
    cwd: Option<String>,
    /// Lines it used, per the file they came from (a dropped warm-up gives them back).
    lines: u64,
    /// The newest CLI version among the files its lines came from.
    version: Option<(String, (u32, u32, u32))>,
}

impl Building {
    fn new(id: String, kind: SessionKind, dir: &str) -> Self {
        Building {
            id,
            kind,
            agent_id: None,
            session: None,
            file: None,
            dir: dir.to_string(),
            events: Vec::new(),
            by_msg: HashMap::new(),
            models: Vec::new(),
            title: None,
            cwd: None,
            lines: 0,
            version: None,
        }
    }

    fn first_prompt(&self) -> Option<&str> {
        self.events.iter().find_map(|e| match e {
            LogEvent::Prompt { text, .. } => Some(text.as_str()),
            _ => None,
        })
    }

    fn started(&self) -> Option<i64> {
        self.events.iter().filter_map(LogEvent::at).min()
    }

    /// Adds one record's events. False when the line added nothing (a repeated block).
    fn apply(&mut self, r: Record, links: &mut Vec<(String, String)>) -> bool {
        let at = r.at;
        match r.item {
            Item::Prompt(text, mode) => self.events.push(LogEvent::Prompt { at, text, mode }),
            Item::Context(kind, text) => self.events.push(LogEvent::Context { at, kind, text }),
            Item::Interrupted => self.events.push(LogEvent::Interrupted { at, reason: None }),
            Item::Reply(reply) => return self.reply(reply, at),
            Item::Results {
                results,
                agent,
                text,
            } => {
                if let (Some(agent), Some(first)) = (agent, results.first()) {
                    links.push((agent, first.call_id.clone()));
                }
                self.results(results, at);
                if let Some(text) = text {
                    self.events.push(LogEvent::Context {
                        at,
                        kind: crate::logs::ContextKind::Meta,
                        text,
                    });
                }
            }
            Item::Compaction {
                kind,
                trigger,
                before,
                after,
                cleared,
            } => self.events.push(LogEvent::Compaction {
                at,
                kind,
                trigger,
                tokens_before: before,
                tokens_after: after,
                summary: None,
                cleared_calls: cleared,
            }),
            Item::CompactSummary(text) => match self.events.last_mut() {
                Some(LogEvent::Compaction {
                    kind: CompactionKind::Summary,
                    summary: summary @ None,
                    ..
                }) => *summary = Some(text),
                _ => self.events.push(LogEvent::Compaction {
                    at,
                    kind: CompactionKind::Summary,
                    trigger: None,
                    tokens_before: None,
                    tokens_after: None,
                    summary: Some(text),
                    cleared_calls: Vec::new(),
                }),
            },
            Item::ApiError {
                message,
                status,
                retry_in_ms,
                attempt,
                max_retries,
            } => self.events.push(LogEvent::ApiError {
                at,
                message,
                status,
                retry_in_ms,
                attempt,
                max_retries,
            }),
            Item::TurnEnd(duration_ms) => self.events.push(LogEvent::TurnEnd { at, duration_ms }),
            Item::Hook(run) => self.events.push(LogEvent::Hook { at, run }),
        }
        true
    }

    fn results(&mut self, results: Vec<RawResult>, at: Option<i64>) {
        for r in results {
            self.events.push(LogEvent::ToolResult {
                at,
                call_id: r.call_id,
                output: r.output,
                outcome: r.outcome,
                duration_ms: r.duration_ms,
            });
        }
    }

    /// One assistant line: a new request, or one more block of a request already begun
    /// (the same `message.id`).
    fn reply(&mut self, reply: Reply, at: Option<i64>) -> bool {
        if let Some(model) = &reply.model {
            if !self.models.contains(model) {
                self.models.push(model.clone());
            }
        }
        let Reply {
            msg_id,
            model,
            blocks,
            usage,
            stop,
            server_results,
        } = reply;
        let earlier = msg_id.as_ref().and_then(|id| self.by_msg.get(id)).copied();
        let added = match earlier.and_then(|i| self.events.get_mut(i)) {
            Some(LogEvent::Request(req)) => {
                let mut added = false;
                for block in blocks {
                    if !req.blocks.contains(&block) {
                        req.blocks.push(block);
                        added = true;
                    }
                }
                if let Some(u) = usage {
                    added |= req.usage.is_none_or(|old| u.output > old.output);
                    req.usage = Some(match req.usage {
                        Some(old) => larger(old, u),
                        None => u,
                    });
                }
                if stop.is_some() {
                    req.stop = stop;
                }
                req.end_at = req.end_at.max(at);
                if req.model.is_none() {
                    req.model = model;
                }
                added
            }
            _ => {
                if let Some(id) = &msg_id {
                    self.by_msg.insert(id.clone(), self.events.len());
                }
                self.events.push(LogEvent::Request(LlmRequest {
                    at,
                    end_at: at,
                    id: msg_id,
                    model,
                    blocks,
                    usage,
                    stop,
                    reported_output: None,
                }));
                true
            }
        };
        let any_results = !server_results.is_empty();
        self.results(server_results, at);
        added || any_results
    }
}

/// The usage of a request whose lines each repeat it: the largest figures seen, the output
/// a lower bound unless some line carried the final count.
fn larger(a: ReportedUsage, b: ReportedUsage) -> ReportedUsage {
    ReportedUsage {
        input: a.input.max(b.input),
        cache_read: a.cache_read.max(b.cache_read),
        cache_write: a.cache_write.max(b.cache_write),
        cache_write_1h: a.cache_write_1h.max(b.cache_write_1h),
        output: a.output.max(b.output),
        output_is_lower_bound: a.output_is_lower_bound && b.output_is_lower_bound,
        reasoning: a.reasoning.max(b.reasoning),
    }
}

/// The format in words, by the newest version seen.
fn format_of(version: Option<(u32, u32, u32)>) -> String {
    match version {
        Some((major, minor, _)) if (major, minor) < (2, 0) => t!("err-log-format-claude-1-0"),
        Some((2, 0, _)) => t!("err-log-format-claude-2-0"),
        Some((2, 1, _)) => t!("err-log-format-claude-2-1"),
        // A version's numbers, as digits.
        Some((major, minor, _)) => t!(
            "err-log-format-claude-newer",
            version = format!("{major}.{minor}")
        ),
        None => t!("err-log-format-claude-unknown"),
    }
}

pub(in crate::logs) fn build(
    files: Vec<(usize, File)>,
    metas: Vec<(usize, String, Vec<u8>)>,
    names: &[String],
    tallies: &mut [Tally],
) -> Built {
    let name_of = |i: usize| names.get(i).map(String::as_str).unwrap_or("");
    let newest = files
        .iter()
        .filter_map(|(_, f)| f.version.clone())
        .max_by_key(|(_, n)| *n);
    let mut file_formats: Vec<(usize, String)> = files
        .iter()
        .map(|(i, f)| (*i, format_of(f.version.as_ref().map(|(_, n)| *n))))
        .collect();
    let metas: Vec<Meta> = metas
        .into_iter()
        .filter_map(|(i, name, bytes)| {
            if let Some(t) = tallies.get_mut(i) {
                t.read = 1;
            }
            file_formats.push((i, t!("err-log-format-claude-meta")));
            let meta = read_meta(&name, &bytes);
            if meta.is_none() {
                if let Some(t) = tallies.get_mut(i) {
                    t.skip(Skip::NotJson);
                }
            }
            meta
        })
        .collect();

    // Files in the order they were written, so a resume's copies are met after their
    // originals: by first timestamp, then (a resume starts with copies of the first lines)
    // by last, then by name, never by the order they were given in.
    let mut files = files;
    files.sort_by_cached_key(|(i, f)| {
        let times = f.records.iter().filter_map(|r| r.at);
        let (first, last) = (times.clone().min(), times.max());
        (first.is_none(), first, last, name_of(*i).to_string())
    });

    let dropped = dedup(&files, tallies);
    let continues = dropped.continues;

    let mut sessions: Vec<Building> = Vec::new();
    let mut mains: HashMap<String, usize> = HashMap::new();
    let mut result_links: Vec<(String, String)> = Vec::new();
    let mut progress_links: Vec<(String, String)> = Vec::new();
    for (pos, (fi, file)) in files.into_iter().enumerate() {
        let name = name_of(fi);
        let dir = dir_name(name);
        let File {
            records,
            cwds,
            titles,
            progress_links: links,
            version,
            ..
        } = file;
        progress_links.extend(links);
        let cwd_of = |session: &Option<String>| {
            session
                .as_ref()
                .and_then(|s| cwds.iter().find(|(id, _)| id == s))
                .map(|(_, c)| c.clone())
        };
        let own = match role(name) {
            Role::Main => None,
            Role::Agent(id) => Some((id, SessionKind::SubAgent)),
            Role::Compact(id) => Some((id, SessionKind::CompactionSummary)),
        };
        let file_session = match own {
            None => None,
            Some((id, kind)) => {
                let mut b = Building::new(id.clone(), kind, dir);
                b.agent_id = Some(id);
                b.file = Some(fi);
                b.session = records.iter().find_map(|r| r.session.clone());
                b.cwd = cwd_of(&b.session);
                sessions.push(b);
                Some(sessions.len() - 1)
            }
        };
        let mut inline_of: HashMap<String, usize> = HashMap::new();
        let mut last_inline: Option<usize> = None;
        let mut file_main: Option<usize> = None;
        let drops = dropped.lines.get(pos).map(Vec::as_slice).unwrap_or(&[]);
        for (ri, record) in records.into_iter().enumerate() {
            if drops.get(ri).copied().unwrap_or(false) {
                continue;
            }
            let target = if let Some(s) = file_session {
                s
            } else if record.sidechain {
                // 1.0: sub-agents inline; each begins at a root line and chains by parentUuid.
                let by_agent = record.agent.as_ref().and_then(|a| {
                    sessions
                        .iter()
                        .position(|b| b.agent_id.as_deref() == Some(a))
                });
                let by_parent = record
                    .parent_uuid
                    .as_ref()
                    .and_then(|p| inline_of.get(p).copied());
                // A line whose parent is not a sidechain line (a progress line, say) goes
                // on with the sidechain before it; only a root line starts a new one.
                let continues_last = last_inline.filter(|_| record.parent_uuid.is_some());
                let target = match by_agent.or(by_parent).or(continues_last) {
                    Some(t) => t,
                    None => {
                        let id = record
                            .agent
                            .clone()
                            .or_else(|| record.uuid.clone())
                            .unwrap_or_else(|| format!("sidechain-{}", sessions.len()));
                        let mut b = Building::new(id, SessionKind::SubAgent, dir);
                        b.agent_id = record.agent.clone();
                        b.session = record.session.clone();
                        b.cwd = cwd_of(&record.session);
                        sessions.push(b);
                        sessions.len() - 1
                    }
                };
                if let Some(u) = &record.uuid {
                    inline_of.insert(u.clone(), target);
                }
                last_inline = Some(target);
                target
            } else {
                let sid = root(
                    record
                        .session
                        .clone()
                        .unwrap_or_else(|| format!("session in {}", base_name(name))),
                    &continues,
                );
                match mains.get(&sid) {
                    Some(t) => *t,
                    None => {
                        let mut b = Building::new(sid.clone(), SessionKind::Main, dir);
                        b.session = Some(sid.clone());
                        b.cwd = cwd_of(&record.session);
                        sessions.push(b);
                        mains.insert(sid, sessions.len() - 1);
                        sessions.len() - 1
                    }
                }
            };
            if !record.sidechain && file_session.is_none() {
                file_main.get_or_insert(target);
            }
            if let Some(b) = sessions.get_mut(target) {
                if version.as_ref().map(|(_, n)| n) > b.version.as_ref().map(|(_, n)| n) {
                    b.version = version.clone();
                }
                if b.apply(record, &mut result_links) {
                    b.lines += 1;
                } else if let Some(t) = tallies.get_mut(fi) {
                    t.skip(Skip::Duplicate);
                }
            }
        }
        // Titles: the last one wins; one without a session names the file's session.
        for (session, title) in titles {
            let target = session
                .map(|s| root(s, &continues))
                .and_then(|s| mains.get(&s).copied())
                .or(file_session)
                .or(file_main);
            if let Some(b) = target.and_then(|t| sessions.get_mut(t)) {
                b.title = Some(title);
            }
        }
    }

    // 2.0 started a "Warmup" sub-agent of its own in every session: not part of the run.
    sessions.retain(|b| {
        let warmup = b.file.is_some()
            && b.kind == SessionKind::SubAgent
            && b.first_prompt().map(str::trim) == Some("Warmup");
        if warmup {
            if let Some(t) = b.file.and_then(|f| tallies.get_mut(f)) {
                t.skip_many(Skip::Warmup, b.lines);
            }
        }
        !warmup
    });

    let mut order: Vec<(bool, Option<i64>, usize)> = sessions
        .iter()
        .enumerate()
        .map(|(i, b)| (b.kind != SessionKind::Main, b.started(), i))
        .collect();
    order.sort_by_key(|(sub, started, i)| (*sub, started.is_none(), *started, *i));
    let mut slots: Vec<Option<Building>> = sessions.into_iter().map(Some).collect();
    let sessions: Vec<Building> = order
        .iter()
        .filter_map(|(_, _, i)| slots.get_mut(*i).and_then(Option::take))
        .collect();

    let out = link(sessions, &metas, &result_links, &progress_links);
    Built {
        format: format_of(newest.as_ref().map(|(_, n)| *n)),
        version: newest.map(|(v, _)| v),
        sessions: out,
        file_formats,
    }
}

/// Follows resumed sessions back to the one they continue.
fn root(mut sid: String, continues: &HashMap<String, String>) -> String {
    // Bounded: a copy of a copy of a session is still one chain, and a cycle ends here.
    for _ in 0..64 {
        match continues.get(&sid) {
            Some(earlier) if *earlier != sid => sid = earlier.clone(),
            _ => break,
        }
    }
    sid
}

struct Dropped {
    /// Per file (in the sorted order), which records are copies.
    lines: Vec<Vec<bool>>,
    /// A resumed session's id → the session it copied lines from.
    continues: HashMap<String, String>,
}

/// Resume copies: the same `uuid` in a later file (or later in the same file). The earliest
/// by timestamp is kept; each copy is counted as a duplicate line in its own file.
fn dedup(files: &[(usize, File)], tallies: &mut [Tally]) -> Dropped {
    let mut lines: Vec<Vec<bool>> = files
        .iter()
        .map(|(_, f)| vec![false; f.records.len()])
        .collect();
    let mut continues = HashMap::new();
    // uuid → (file position, record index)
    let mut seen: HashMap<&str, (usize, usize)> = HashMap::new();
    for (pos, (_, file)) in files.iter().enumerate() {
        for (ri, r) in file.records.iter().enumerate() {
            let Some(uuid) = r.uuid.as_deref() else {
                continue;
            };
            let Some(&(kpos, kri)) = seen.get(uuid) else {
                seen.insert(uuid, (pos, ri));
                continue;
            };
            let kept = files.get(kpos).and_then(|(_, f)| f.records.get(kri));
            let this_is_earlier = match (r.at, kept.and_then(|k| k.at)) {
                (Some(a), Some(b)) => a < b,
                (Some(_), None) => true,
                _ => false,
            };
            let (drop_pos, drop_ri, keep) = if this_is_earlier {
                seen.insert(uuid, (pos, ri));
                (kpos, kri, Some(r))
            } else {
                (pos, ri, kept)
            };
            let dropped = files
                .get(drop_pos)
                .and_then(|(_, f)| f.records.get(drop_ri));
            if let Some(slot) = lines.get_mut(drop_pos).and_then(|l| l.get_mut(drop_ri)) {
                *slot = true;
            }
            if let Some(t) = files.get(drop_pos).and_then(|(i, _)| tallies.get_mut(*i)) {
                t.skip(Skip::Duplicate);
            }
            let sessions = (
                dropped.and_then(|d| d.session.clone()),
                keep.and_then(|k| k.session.clone()),
            );
            if let (Some(copy), Some(original)) = sessions {
                if copy != original {
                    continues.entry(copy).or_insert(original);
                }
            }
        }
    }
    Dropped { lines, continues }
}

fn read_meta(name: &str, bytes: &[u8]) -> Option<Meta> {
    let v: Value = serde_json::from_slice(bytes).ok()?;
    let agent = base_name(name)
        .strip_suffix(".meta.json")
        .map(|s| s.strip_prefix("agent-").unwrap_or(s))?
        .to_string();
    Some(Meta {
        agent,
        dir: dir_name(name).to_string(),
        agent_type: string_at(&v, &["agentType"]),
        tool_use_id: string_at(&v, &["toolUseId"]),
    })
}

/// A Task/Agent call that can start a sub-agent.
struct TaskCall {
    id: String,
    prompt: Option<String>,
    subagent_type: Option<String>,
}

/// Links each sub-agent to the call that started it and finishes every session.
fn link(
    sessions: Vec<Building>,
    metas: &[Meta],
    result_links: &[(String, String)],
    progress_links: &[(String, String)],
) -> Vec<LogSession> {
    let mut owner: HashMap<String, usize> = HashMap::new();
    let mut tasks: Vec<TaskCall> = Vec::new();
    for (si, b) in sessions.iter().enumerate() {
        for e in &b.events {
            let LogEvent::Request(r) = e else { continue };
            for block in &r.blocks {
                let ReplyBlock::ToolCall { id, name, input } = block else {
                    continue;
                };
                owner.entry(id.clone()).or_insert(si);
                if name == "Task" || name == "Agent" {
                    let input: Value = serde_json::from_str(input).unwrap_or(Value::Null);
                    tasks.push(TaskCall {
                        id: id.clone(),
                        prompt: string_at(&input, &["prompt"]),
                        subagent_type: string_at(&input, &["subagent_type"]),
                    });
                }
            }
        }
    }
    let main_of = |session: &Option<String>| {
        sessions
            .iter()
            .position(|b| b.kind == SessionKind::Main && b.session == *session)
    };
    let mut used: Vec<String> = Vec::new();
    let mut out = Vec::with_capacity(sessions.len());
    for b in &sessions {
        let mut parent = None;
        let mut parent_note = None;
        let mut agent = None;
        match b.kind {
            SessionKind::Main => {}
            SessionKind::CompactionSummary => match main_of(&b.session) {
                Some(s) => {
                    parent = Some(Link {
                        session: s,
                        call_id: None,
                    })
                }
                None => {
                    parent_note = Some("the session it summarised is not in the files read".into())
                }
            },
            SessionKind::SubAgent => {
                let meta = b.agent_id.as_ref().and_then(|a| {
                    metas
                        .iter()
                        .filter(|m| m.agent == *a)
                        .max_by_key(|m| m.dir == b.dir)
                });
                let by_id = b.agent_id.as_ref().and_then(|a| {
                    meta.and_then(|m| m.tool_use_id.clone())
                        .or_else(|| find(result_links, a))
                        .or_else(|| find(progress_links, a))
                });
                // 1.0 sidechains have no agent id: the root prompt is the Task call's.
                let by_prompt = || {
                    let prompt = b.first_prompt()?;
                    tasks
                        .iter()
                        .find(|t| t.prompt.as_deref() == Some(prompt) && !used.contains(&t.id))
                        .map(|t| t.id.clone())
                };
                let call = by_id.or_else(by_prompt);
                agent = meta.and_then(|m| m.agent_type.clone());
                match call {
                    Some(call) => {
                        let task = tasks.iter().find(|t| t.id == call);
                        if agent.is_none() {
                            agent = task.and_then(|t| t.subagent_type.clone());
                        }
                        match owner.get(&call) {
                            Some(s) => {
                                parent = Some(Link {
                                    session: *s,
                                    call_id: Some(call.clone()),
                                })
                            }
                            None => {
                                parent_note = Some(format!(
                                    "started by tool call {call}, which is not in the files read"
                                ))
                            }
                        }
                        used.push(call);
                    }
                    None => {
                        parent_note =
                            Some("the files read do not say which tool call started it".into())
                    }
                }
            }
        }
        out.push((parent, parent_note, agent));
    }
    sessions
        .into_iter()
        .zip(out)
        .map(|(b, (parent, parent_note, agent))| LogSession {
            id: b.id,
            kind: b.kind,
            agent,
            parent,
            parent_note,
            title: b.title,
            cwd: b.cwd,
            models: b.models,
            instructions: None,
            context_window: None,
            events: close_calls(b.events),
            session_usage: Vec::new(),
            version: b.version.map(|(v, _)| v),
        })
        .collect()
}

fn find(links: &[(String, String)], agent: &str) -> Option<String> {
    links
        .iter()
        .find(|(a, _)| a == agent)
        .map(|(_, call)| call.clone())
}
