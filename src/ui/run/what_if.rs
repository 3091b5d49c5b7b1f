//! "Show what that would do": the run shown, derived once more with one input changed from a
//! step on. The change and the inputs it makes are the view model's (`view::predict`); this
//! only runs the derivation, as a changed rule in the agent panel does.

use std::sync::Arc;

use leptos::prelude::*;

use super::Run;
use crate::trace::{derive, Trace};
use crate::view::predict::{what_if_run, Change};

impl Run {
    /// The run shown with `change` made from step `step` on; `None` for a live run, whose
    /// model cannot be asked again.
    pub fn what_if(&self, step: usize, change: &Change) -> Option<Arc<Trace>> {
        if self.live.is_on() {
            return None;
        }
        let (scenario, inputs) = self
            .inputs
            .with_untracked(|i| Some((i.scenario.clone()?, i.run.clone())))?;
        self.derived.with_untracked(|d| {
            let (s, i) = what_if_run(&scenario, &inputs, &d.as_ref()?.trace, step, change);
            Some(Arc::new(derive(&s, &i)))
        })
    }
}
