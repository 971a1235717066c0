//! The generator's work (called `match-generate`): for a shape and a goal, every puzzle with
//! exactly one answer the chosen number of steps away and none nearer (see
//! `nimlab_core::matchsticks::unique`) that passes the filters, the easiest [`KEPT_PUZZLES`]
//! kept and all of them counted.

use serde::{Deserialize, Serialize};

use crate::jobs::{Progress, Work};
use nimlab_core::matchsticks::budget::Budget;
use nimlab_core::matchsticks::editor::Settings;
use nimlab_core::matchsticks::generate::{Filter, Generated, MAX_KEPT, generate_budget};
use nimlab_core::matchsticks::layout::Rules;
use nimlab_core::matchsticks::solve::Goal;
use nimlab_core::matchsticks::survey::Shape;

/// The puzzles a generation keeps, and so the rows the panel's pages reach at most (it says how
/// many there are in all, and when fewer are kept): memory stays bounded whatever the shape.
pub const KEPT_PUZZLES: usize = MAX_KEPT;

/// What a list of puzzles was generated for: the work of a generation.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct GenerateRequest {
    /// The shape of every layout tried (`D+D=D`).
    pub shape: Shape,
    /// The glyph rules.
    pub rules: Rules,
    /// What a step is (move, add or remove a stick).
    pub goal: Goal,
    /// How many steps away the one answer lies.
    pub steps: u32,
    /// The answer lies exactly `steps` away (nearer answers allowed), not within `steps`.
    #[serde(default)]
    pub exactly: bool,
    /// Which puzzles are kept and counted (the workbench).
    pub filter: Filter,
}

impl GenerateRequest {
    /// Every puzzle of `shape` whose answer is unique `steps` away under `rules` and `goal`.
    pub fn new(shape: Shape, rules: Rules, goal: Goal, steps: u32) -> Self {
        Self {
            shape,
            rules,
            goal,
            steps,
            exactly: false,
            filter: Filter::default(),
        }
    }

    /// The same request, with the answer exactly `steps` away when `exactly`.
    #[must_use]
    pub fn exactly(self, exactly: bool) -> Self {
        Self { exactly, ..self }
    }

    /// The budget the puzzles are generated for.
    pub fn budget(&self) -> Budget {
        Budget {
            goal: self.goal,
            steps: self.steps,
            exactly: self.exactly,
        }
    }

    /// The same request, keeping and counting only what `filter` accepts.
    #[must_use]
    pub fn filtered(self, filter: Filter) -> Self {
        Self { filter, ..self }
    }

    /// The goal, budget and rules the puzzles were generated for: what a puzzle opened from the
    /// list is played by. The rules are the shape's reading of those asked for (× and ÷ on
    /// when its signs show them, every '=' fixed), so `0-1=0` from `D×D=D` keeps its answer
    /// `0÷1=0`.
    pub fn settings(&self) -> Settings {
        Settings {
            goal: self.goal,
            steps: self.steps,
            exactly: self.exactly,
            rules: self.shape.rules(self.rules),
        }
    }
}

impl Work for GenerateRequest {
    type Output = Generated;
    const NAME: &'static str = "match-generate";

    fn run(self, progress: &Progress) -> Option<Generated> {
        const STEPS: u64 = 1000;
        progress.set_total(STEPS);
        let mut keep_going = progress.fraction_reporter(0, STEPS);
        generate_budget(
            &self.shape,
            self.rules,
            self.budget(),
            1,
            KEPT_PUZZLES,
            &self.filter,
            &mut keep_going,
        )
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_puzzle_opened_from_the_list_plays_by_the_rules_it_was_generated_by() {
        let asked = Rules {
            movable_equals: true,
            ..Rules::default()
        };
        let shape = Shape::parse("D×D=D").expect("a shape");
        let rules = GenerateRequest::new(shape, asked, Goal::Move, 1).settings().rules;
        assert!(rules.times_divide, "the shape's × needs × and ÷");
        assert!(!rules.movable_equals, "the generator keeps '=' fixed");
        let plain = Shape::parse("D+D=D").expect("a shape");
        let rules = GenerateRequest::new(plain, Rules::default(), Goal::Move, 1)
            .settings()
            .rules;
        assert_eq!(
            rules,
            Rules::default(),
            "the matchstick paper's shapes keep the rules asked for"
        );
    }

    #[test]
    fn an_exact_generation_finds_the_exact_puzzles_and_opens_them_exact() {
        let shape = Shape::parse("D+D=D").expect("a shape");
        let up_to = GenerateRequest::new(shape.clone(), Rules::default(), Goal::Move, 2);
        let exact = up_to.clone().exactly(true);
        assert_eq!(exact.settings().budget(), Budget::exactly(Goal::Move, 2));
        let progress = Progress::default();
        let found = exact.run(&progress).expect("not cancelled");
        let engine = nimlab_core::matchsticks::generate::generate_budget(
            &shape,
            Rules::default(),
            Budget::exactly(Goal::Move, 2),
            1,
            KEPT_PUZZLES,
            &Filter::default(),
            &mut nimlab_core::watch::Unwatched,
        )
        .expect("not stopped");
        assert_eq!(found, engine, "the work runs the engine's exact generation");
        let plain = up_to.run(&progress).expect("not cancelled");
        assert_ne!(
            found.puzzles, plain.puzzles,
            "exactly 2 is another list than up to 2"
        );
    }
}
