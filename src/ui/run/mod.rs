//! The run the page shows: which scenario, and the user's inputs to it (answers, rules,
//! stops, what earlier runs left in the prompt cache). The trace is a memo of these, derived
//! once per change. This is the one module of the page that touches the harness core; its
//! `live` submodule drives the same core on a real model.

mod live_run;
mod what_if;

use std::sync::Arc;

use leptos::prelude::*;

use crate::harness::machine::with_rule;
use crate::harness::protocol::mode::Mode;
use crate::harness::protocol::schema::{Decision, Reply, Rule};
use crate::harness::scenario::{Scenario, SAMPLE_PROMPTS};
use crate::link::{self, Link};
use crate::trace::{derive, Answer, Trace};
use crate::view::chapters::{chapters, Chapter, Units};
use crate::view::import::ImportSummary;
use crate::view::{marks, ChatLog, Mark};
pub use live_run::{protocol_choices, Live};

/// The built-in scenarios, or what is wrong with them.
pub fn builtin() -> Result<Vec<Scenario>, String> {
    crate::harness::scenario::builtin().map_err(|e| e.to_string())
}

/// What a live run works on: the agent and tools of "Run the tests" (read_file allowed,
/// run_tests asks), and the fake project the scenarios describe.
pub fn live_base(scenarios: &[Scenario]) -> Result<Scenario, String> {
    let mut base = scenarios
        .iter()
        .find(|s| s.id == "run-tests")
        .ok_or("\"Run the tests\" is missing")?
        .clone();
    for s in scenarios {
        for (path, text) in &s.files {
            base.files
                .entry(path.clone())
                .or_insert_with(|| text.clone());
        }
    }
    base.id = "live".into();
    Ok(base)
}

/// A run derived from its inputs, with what the page builds once per run.
#[derive(Clone)]
pub struct Derived {
    pub trace: Arc<Trace>,
    pub chat: Arc<ChatLog>,
    pub marks: Arc<Vec<(usize, Mark)>>,
    /// Where each llm request and each prompt starts, for stepping by them.
    pub units: Arc<Units>,
    pub chapters: Arc<Vec<Chapter>>,
    /// Tells derivations apart (a new run, or the same run after an answer, a rule or a
    /// stop), so rows of one are never taken for rows of another.
    pub generation: u32,
}

impl PartialEq for Derived {
    /// A live run keeps its number while it grows, and each growth is a new trace.
    fn eq(&self, other: &Self) -> bool {
        self.generation == other.generation && Arc::ptr_eq(&self.trace, &other.trace)
    }
}

/// The numbers of live derivations have this bit set.
const LIVE_GENERATIONS: u32 = 1 << 31;

/// A scenario as the lists of prompts show it.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Card {
    pub index: usize,
    pub id: String,
    pub prompt: String,
    pub title: String,
    pub description: String,
}

/// What the user brings to a run.
#[derive(Clone, Default)]
struct Inputs {
    scenario: Option<Arc<Scenario>>,
    /// A built-in scenario, unchanged: those have links by id.
    builtin: bool,
    /// The address a hosted scenario came from (`?src=`): those have links by address.
    src: Option<String>,
    /// The answers, the one list of the user's rules (those set in the agent panel and those
    /// Always allow saved in earlier runs, as this run starts with them), the stops and the
    /// prompt cache: what the trace is derived from besides the scenario.
    run: crate::trace::Inputs,
    /// Counts every change, so each derivation has its own number.
    generation: u32,
}

/// The run's state; `Copy`, so every component can hold it.
#[derive(Clone, Copy)]
pub struct Run {
    scenarios: StoredValue<Arc<Vec<Scenario>>>,
    inputs: RwSignal<Inputs>,
    pub derived: Memo<Option<Derived>>,
    live: Live,
    /// The summary of the session log the run shown was imported from, if it was.
    pub imported: RwSignal<Option<Arc<ImportSummary>>>,
    /// Predict mode is on: links to this run turn it on too.
    pub predict: RwSignal<bool>,
}

impl Run {
    /// Changes the inputs, and with them the derivation's number.
    fn change(&self, f: impl FnOnce(&mut Inputs)) {
        self.inputs.update(|i| {
            let generation = i.generation + 1;
            f(i);
            i.generation = generation;
        });
    }

    /// A run of the built-in `scenarios`, or, while `live` has an endpoint, the live run it
    /// records.
    pub fn new(scenarios: Vec<Scenario>, live: Live) -> Self {
        let inputs: RwSignal<Inputs> = RwSignal::new(Inputs::default());
        let derived = Memo::new(move |_| {
            if live.is_on() {
                // The driver builds the chat and marks as the steps come.
                return live.trace.with(|t| {
                    t.as_ref().map(|p| Derived {
                        chat: p.chat.clone(),
                        marks: p.marks.clone(),
                        units: Arc::new(Units::of(&p.trace)),
                        chapters: Arc::new(chapters(&p.trace)),
                        trace: p.trace.clone(),
                        // One number per conversation, apart from the scripted runs' numbers:
                        // its rows only change forward, so they are kept as it grows.
                        generation: LIVE_GENERATIONS | p.conversation,
                    })
                });
            }
            inputs.with(|i| {
                let scenario = i.scenario.as_ref()?;
                let trace = derive(scenario, &i.run);
                Some(Derived {
                    chat: Arc::new(ChatLog::build(&trace)),
                    marks: Arc::new(marks(&trace)),
                    units: Arc::new(Units::of(&trace)),
                    chapters: Arc::new(chapters(&trace)),
                    trace: Arc::new(trace),
                    generation: i.generation,
                })
            })
        });
        Run {
            scenarios: StoredValue::new(Arc::new(scenarios)),
            inputs,
            derived,
            live,
            imported: RwSignal::new(None),
            predict: RwSignal::new(false),
        }
    }

    /// Every built-in scenario, in order; the first `sample_count()` are the sample prompts.
    pub fn cards(&self) -> Vec<Card> {
        self.scenarios.with_value(|all| {
            all.iter()
                .enumerate()
                .map(|(index, s)| Card {
                    index,
                    id: s.id.clone(),
                    prompt: s.prompt.clone(),
                    title: crate::view::scenario_words::title(&s.id, &s.title),
                    description: crate::view::scenario_words::description(&s.id, &s.description),
                })
                .collect()
        })
    }

    pub fn sample_count(&self) -> usize {
        SAMPLE_PROMPTS
    }

    /// The id of the scenario shown, if any.
    pub fn scenario_id(&self) -> Option<String> {
        self.inputs
            .with(|i| i.scenario.as_ref().map(|s| s.id.clone()))
    }

    /// The title of the scenario shown, for a figure of it.
    pub fn scenario_title(&self) -> String {
        self.inputs
            .with_untracked(|i| {
                i.scenario
                    .as_ref()
                    .map(|s| crate::view::scenario_words::title(&s.id, &s.title))
            })
            .unwrap_or_default()
    }

    pub fn has_second_client(&self) -> bool {
        self.inputs.with(|i| {
            i.scenario
                .as_ref()
                .is_some_and(|s| s.second_client.is_some())
        })
    }

    /// Starts a run of `scenario`. The user's rules carry over from the run shown until now,
    /// and so does the prompt cache, with the requests of that run the person saw sent (up to
    /// step `reached`): as in one session of a real harness.
    fn start(&self, scenario: Scenario, builtin: bool, reached: usize) {
        self.imported.set(None);
        let (rules, cache) = self
            .derived
            .with_untracked(|d| {
                d.as_ref().map(|d| {
                    let h = d.trace.harness();
                    let sent = d
                        .trace
                        .step(reached)
                        .and_then(|s| s.snapshot.turn)
                        .map_or(0, |t| t.index + 1);
                    (h.rules().user_rules_after(), Arc::new(h.cache_after(sent)))
                })
            })
            .unwrap_or_default();
        self.change(|i| {
            *i = Inputs {
                scenario: Some(Arc::new(scenario)),
                builtin,
                run: crate::trace::Inputs {
                    user_rules: rules,
                    cache,
                    ..Default::default()
                },
                ..Inputs::default()
            }
        });
    }

    /// Starts built-in scenario `index`, the run shown until now seen up to step `reached`.
    pub fn pick(&self, index: usize, reached: usize) -> bool {
        match self.scenarios.with_value(|s| s.get(index).cloned()) {
            Some(s) => {
                self.start(s, true, reached);
                true
            }
            None => false,
        }
    }

    /// A message from the message box: a sample prompt's text runs that sample; anything else
    /// runs through the same harness with a scripted llm that says what it is.
    pub fn send_text(&self, text: &str, reached: usize) {
        let (matching, free) = self.scenarios.with_value(|all| {
            let matching = all
                .iter()
                .position(|s| s.prompt.trim().eq_ignore_ascii_case(text.trim()));
            let samples: Vec<&str> = all
                .iter()
                .take(SAMPLE_PROMPTS)
                .map(|s| s.prompt.as_str())
                .collect();
            (
                matching,
                all.first()
                    .map(|base| Scenario::free_text(base, text, &samples)),
            )
        });
        match (matching, free) {
            (Some(i), _) => {
                self.pick(i, reached);
            }
            (None, Some(free)) => self.start(free, false, reached),
            (None, None) => {}
        }
    }

    /// Loads a scenario file; the error names the file, the field and the problem.
    pub fn load_file(&self, name: &str, text: &str, reached: usize) -> Result<(), String> {
        let scenario = Scenario::from_json(name, text).map_err(|e| e.to_string())?;
        self.start(scenario, false, reached);
        Ok(())
    }

    /// Replays a session log: the scenario the log reader made of it, and its summary for
    /// "Imported session", both as JSON. Like a scenario file, it has no link.
    pub fn load_import(&self, scenario: &str, summary: &str, reached: usize) -> Result<(), String> {
        let scenario: Scenario = serde_json::from_str(scenario).map_err(|e| e.to_string())?;
        let summary: ImportSummary = serde_json::from_str(summary).map_err(|e| e.to_string())?;
        self.start(scenario, false, reached);
        self.imported.set(Some(Arc::new(summary)));
        Ok(())
    }

    /// The imported run as a scenario file that replays it offline: redacted unless `keep`
    /// says to keep the text.
    pub fn save_import(&self, keep: bool) -> Option<Result<String, String>> {
        if self.imported.with_untracked(Option::is_none) {
            return None;
        }
        self.inputs.with_untracked(|i| {
            let s = i.scenario.as_ref()?;
            let s = if keep {
                (**s).clone()
            } else {
                crate::view::redact::redacted(s)
            };
            Some(serde_json::to_string_pretty(&s).map_err(|e| e.to_string()))
        })
    }

    /// Everything back as it was: the same scenario with no answers, no rules of the user's,
    /// and a cold prompt cache.
    pub fn reset(&self) {
        self.change(|i| {
            *i = Inputs {
                scenario: i.scenario.clone(),
                builtin: i.builtin,
                src: i.src.clone(),
                ..Inputs::default()
            }
        });
    }

    /// The trace's question steps before `step`: the answers a run up to there uses.
    fn questions_before(&self, step: usize) -> usize {
        self.derived
            .with_untracked(|d| d.as_ref().map_or(0, |d| d.trace.questions_before(step)))
    }

    /// Answers the question at step `step`. Answering again after stepping back drops the
    /// later answers and stops: another branch of the run.
    pub fn answer(&self, step: usize, reply: Reply) {
        let before = self.questions_before(step);
        self.change(|i| {
            i.run.answers.truncate(before);
            i.run.answers.push(Answer::mine(reply));
            i.run.stops.retain(|s| *s <= step);
        });
    }

    /// Presses Stop while step `step` shows: the run is derived again with the press right
    /// after it.
    pub fn stop(&self, step: usize) {
        let before = self.questions_before(step + 1);
        self.change(|i| {
            i.run.answers.truncate(before);
            i.run.stops.retain(|s| *s <= step);
            i.run.stops.push(step + 1);
        });
    }

    /// Sets one tool's rule for this run and the next; the run is derived again from `step`.
    pub fn set_rule(&self, step: usize, tool: &str, decision: Decision) {
        let before = self.questions_before(step);
        self.change(|i| {
            i.run.user_rules = with_rule(&i.run.user_rules, tool, decision);
            i.run.answers.truncate(before);
            i.run.stops.retain(|s| *s <= step);
        });
    }

    /// The link to step `step`, if the run is a built-in scenario or a hosted one (a file
    /// loaded from disk and a live run have none).
    pub fn link(&self, step: usize) -> Option<String> {
        if self.live.is_on() {
            return None;
        }
        self.inputs
            .with(|i| {
                let s = i
                    .scenario
                    .as_ref()
                    .filter(|_| i.builtin || i.src.is_some())?;
                Some(link::format(&Link {
                    scenario: if i.builtin {
                        s.id.clone()
                    } else {
                        String::new()
                    },
                    src: i.src.clone().filter(|_| !i.builtin),
                    step: step + 1,
                    answers: i.run.answers.clone(),
                    rules: i.run.user_rules.clone(),
                    stops: i.run.stops.clone(),
                    mode: i.run.mode,
                }))
            })
            .map(|query| self.in_mode(query))
    }

    /// A link of this run with Predict mode's parameter while it is on.
    fn in_mode(&self, query: String) -> String {
        if self.predict.get() {
            format!("{query}&{}", link::PREDICT)
        } else {
            query
        }
    }

    /// Opens a deep link's run; returns the 0-based step it asks for.
    pub fn open_link(&self, query: &str) -> Result<Option<usize>, String> {
        let Some(link) = link::parse(query)? else {
            return Ok(None);
        };
        let scenario = self
            .scenarios
            .with_value(|all| all.iter().find(|s| s.id == link.scenario).cloned())
            .ok_or_else(|| format!("there is no scenario called {:?}", link.scenario))?;
        Ok(Some(self.open(scenario, true, link)))
    }

    /// Opens a link's run of a hosted scenario file, `text` being what its address gave; the
    /// error names the address, the field and the problem, as for a file from disk.
    pub fn open_hosted(&self, link: Link, text: &str) -> Result<usize, String> {
        let src = link.src.clone().unwrap_or_default();
        let scenario = Scenario::from_json(&src, text).map_err(|e| e.to_string())?;
        Ok(self.open(scenario, false, link))
    }

    /// Starts `link`'s run of `scenario`; returns the 0-based step it asks for.
    fn open(&self, scenario: Scenario, builtin: bool, link: Link) -> usize {
        self.change(|i| {
            *i = Inputs {
                scenario: Some(Arc::new(scenario)),
                builtin,
                src: link.src.filter(|_| !builtin),
                run: crate::trace::Inputs {
                    answers: link.answers,
                    user_rules: link.rules,
                    stops: link.stops,
                    mode: link.mode,
                    ..Default::default()
                },
                ..Inputs::default()
            }
        });
        link.step - 1
    }

    /// The user's rules, for a live run to start with.
    pub fn user_rules(&self) -> Vec<Rule> {
        self.inputs.with_untracked(|i| i.run.user_rules.clone())
    }

    /// Switches the permission mode for this run and the next; the run is derived again from
    /// `step`.
    pub fn set_mode(&self, step: usize, mode: Mode) {
        let before = self.questions_before(step);
        self.change(|i| {
            i.run.mode = Some(mode);
            i.run.answers.truncate(before);
            i.run.stops.retain(|s| *s <= step);
        });
    }

    /// The permission mode the next run starts in, if the person chose one.
    pub fn mode(&self) -> Option<Mode> {
        self.inputs.with_untracked(|i| i.run.mode)
    }

    /// Sets the mode for the runs to come, without deriving the run shown again.
    pub fn set_mode_for_next(&self, mode: Mode) {
        self.inputs.update_untracked(|i| i.run.mode = Some(mode));
    }

    /// Sets one tool's rule for the runs to come, without deriving the run shown again (a
    /// live run cannot be).
    pub fn set_rule_for_next(&self, tool: &str, decision: Decision) {
        self.inputs
            .update_untracked(|i| i.run.user_rules = with_rule(&i.run.user_rules, tool, decision));
    }

    /// The run as JSON, with a file name for it.
    pub fn export(&self) -> Option<Result<(String, String), String>> {
        if self.live.is_on() {
            return self
                .live
                .export()
                .map(|json| json.map(|json| ("trace-live.json".to_string(), json)));
        }
        let (scenario, inputs) = self
            .inputs
            .with_untracked(|i| (i.scenario.clone(), i.run.clone()));
        let scenario = scenario?;
        self.derived.with_untracked(|d| {
            d.as_ref().map(|d| {
                crate::view::export::export(&scenario, &inputs, &d.trace)
                    .map(|json| (format!("trace-{}.json", scenario.id), json))
            })
        })
    }
}
