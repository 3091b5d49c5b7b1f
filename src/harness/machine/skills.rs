//! The skill tool: the harness's own, like the task tool. A call loads the skill it names:
//! the call's result says so, and the skill's body joins the next request as a reminder.

use super::session::SessionState;
use super::tokens;
use crate::harness::protocol::schema::{Message, NoteKind, ToolCall, ToolResult};
use crate::harness::protocol::skill::{self, REATTACH_ALL, REATTACH_EACH};

impl SessionState {
    /// Loads the skill `call` names: its body waits for the next request; the result says
    /// what happened.
    pub(super) fn load_skill(&mut self, call: &ToolCall) -> ToolResult {
        let (output, error) = match skill::named(&self.agent.skills, &call.input) {
            Some(s) => {
                self.reminders.push(Message::note(
                    NoteKind::Skill,
                    skill::note(&s.name, &s.body, false),
                ));
                if !self.skills_loaded.contains(&s.name) {
                    self.skills_loaded.push(s.name.clone());
                }
                (format!("Launching skill: {}", s.name), None)
            }
            None => {
                let names: Vec<&str> = self.agent.skills.iter().map(|s| s.name.as_str()).collect();
                (
                    format!(
                        "Error: there is no skill named {}. Skills: {}.",
                        call.input.trim(),
                        names.join(", ")
                    ),
                    Some(crate::harness::protocol::schema::ToolError::Failed),
                )
            }
        };
        ToolResult {
            call_id: call.id.clone(),
            output,
            error,
        }
    }

    /// What a compaction puts back: the skills loaded so far, newest first, up to the caps
    /// (a body over its cap is cut and says so), in the order they were loaded.
    pub(super) fn skills_to_reattach(&self) -> Vec<Message> {
        let mut left = REATTACH_ALL;
        let mut notes = Vec::new();
        for name in self.skills_loaded.iter().rev() {
            let Some(s) = self.agent.skills.iter().find(|s| &s.name == name) else {
                continue;
            };
            let cap = REATTACH_EACH.min(left);
            if cap == 0 {
                break;
            }
            let body = clip_to_tokens(&s.body, cap);
            left -= tokens::text_tokens(&body).min(left);
            notes.push(Message::note(
                NoteKind::Skill,
                skill::note(&s.name, &body, true),
            ));
        }
        notes.reverse();
        notes
    }
}

/// `text` cut to about `cap` tokens, saying so when cut.
fn clip_to_tokens(text: &str, cap: u64) -> String {
    if tokens::text_tokens(text) <= cap {
        return text.to_string();
    }
    let chars = (cap.saturating_sub(8) as usize).saturating_mul(tokens::CHARS_PER_TOKEN as usize);
    let kept: String = text.chars().take(chars).collect();
    format!("{kept}\n[cut here: the rest is over the cap for skills put back]")
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_body_within_its_cap_is_kept_whole() {
        assert_eq!(clip_to_tokens("Run the linter.", 100), "Run the linter.");
    }

    #[test]
    fn a_body_over_its_cap_is_cut_to_it_and_says_so() {
        let long = "Step. ".repeat(5_000);
        let cut = clip_to_tokens(&long, REATTACH_EACH);
        assert!(cut.ends_with("[cut here: the rest is over the cap for skills put back]"));
        let tokens = tokens::text_tokens(&cut);
        assert!(tokens <= REATTACH_EACH + 16, "{tokens}");
        assert!(tokens > REATTACH_EACH - 32, "{tokens}");
    }

    #[test]
    fn what_a_compaction_puts_back_is_the_newest_skills_up_to_the_total_cap() {
        use crate::harness::protocol::skill::Skill;
        // Seven skills of about 7,500 tokens each: each is cut to 5,000, and five fill the
        // 25,000 in all.
        let skills: Vec<Skill> = (1..=7)
            .map(|i| Skill {
                name: format!("s{i}"),
                description: String::new(),
                body: "word ".repeat(6_000),
            })
            .collect();
        let mut agent = crate::harness::scenario::builtin()
            .expect("built-in scenarios load")
            .into_iter()
            .find(|s| s.id == "skill")
            .expect("the skill scenario")
            .agent;
        agent.skills = skills;
        let shape = super::super::session::HeadShape {
            kind: super::super::CacheKind::Openai,
            system_tokens: 0,
        };
        let mut session = SessionState::new(0, "s".into(), agent, &[], shape);
        session.skills_loaded = (1..=7).map(|i| format!("s{i}")).collect();
        let notes: Vec<String> = session
            .skills_to_reattach()
            .into_iter()
            .map(|n| match n {
                Message::Reminder {
                    text,
                    about: NoteKind::Skill,
                } => text,
                other => panic!("not a skill's note: {other:?}"),
            })
            .collect();
        let names: Vec<&str> = notes
            .iter()
            .map(|n| n.split(',').next().unwrap_or_default())
            .collect();
        assert_eq!(
            names,
            ["Skill s3", "Skill s4", "Skill s5", "Skill s6", "Skill s7"]
        );
        let total: u64 = notes
            .iter()
            .map(|n| tokens::text_tokens(n.split_once('\n').map_or("", |(_, b)| b)))
            .sum();
        assert!(total <= REATTACH_ALL + 5 * 16, "{total}");
    }

    #[test]
    fn a_note_says_whether_the_body_was_put_back() {
        assert_eq!(
            skill::note("lint", "Run it.", false),
            "Skill lint:\nRun it."
        );
        assert_eq!(
            skill::note("lint", "Run it.", true),
            "Skill lint, put back after the compaction:\nRun it."
        );
    }
}
