//! Checking a puzzle of a collection: solved with the budget it states, giving its badge (nearest
//! answer, unique or not, see `nimlab_core::matchsticks::unique`), its first answers and its
//! difficulty. A figure puzzle is checked the same way by `figure/shapes/check.rs`. This is the
//! one check: the collection's badges, its Check collection (the work called `match-check`)
//! and `nimlab match check` all run [`check_listing`]. Answers are kept as data (an equation, or
//! a figure's sticks), so each reader words them in its own language.

use serde::{Deserialize, Serialize};

use crate::figure::shapes::check::{FigureRefusal, answer_text, check_figure};
use crate::i18n::Language;
use crate::jobs::{Progress, Work};
use nimlab_core::matchsticks::difficulty;
use nimlab_core::matchsticks::solve::{MAX_STEPS, Solutions, SolveError, solve_budget, solve_within};
use nimlab_core::matchsticks::unique::Badge;
use nimlab_core::puzzle_file::PuzzleRecord;
use nimlab_core::shapes::sticks::Sticks;
use nimlab_core::watch::Watch;

/// How many answers a check lists per puzzle (all are counted).
pub const CHECK_LISTED: usize = 5;

/// The resolution of each puzzle's share of the progress.
const STEPS_PER_PUZZLE: u64 = 100;

/// A collection to check: its puzzles, with their goals, budgets and rules.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct CheckCollection {
    /// The puzzles, in the collection's order.
    pub puzzles: Vec<PuzzleRecord>,
}

/// Why a puzzle was not solved.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum CheckRefusal {
    /// Its layout cannot be read.
    Layout,
    /// Its budget is outside 1 to the solver's most.
    Budget {
        /// The puzzle's budget.
        steps: u32,
        /// The solver's most.
        max: u32,
    },
    /// The solver refused it.
    Solve(SolveError),
}

/// An answer as a check lists it: what it shows, as data.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum AnswerShown {
    /// An equation's answer, as its text.
    Equation(String),
    /// A figure puzzle's answer: the sticks it leaves on the canvas.
    Figure(Sticks),
}

/// One answer a check lists, and its steps from the puzzle.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct CheckedAnswer {
    /// What the answer shows.
    pub shown: AnswerShown,
    /// Its steps from the puzzle.
    pub steps: u32,
}

impl CheckedAnswer {
    /// The answer as text in `language`: the equation, or a figure puzzle's answer drawn in the
    /// square lattice's text form or counted on the triangular (`answer_text`); `record` is the
    /// puzzle it answers.
    pub fn text(&self, record: &PuzzleRecord, language: Language) -> String {
        match &self.shown {
            AnswerShown::Equation(equation) => equation.clone(),
            AnswerShown::Figure(sticks) => match record.figure() {
                Some(Ok(puzzle)) => answer_text(&puzzle, *sticks, language),
                _ => String::new(),
            },
        }
    }
}

/// What a check found about one puzzle.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum Checked {
    /// Solved within its budget.
    Solved {
        /// Its nearest answer, whether it is unique, how many answers.
        badge: Badge,
        /// The first answers, nearest first.
        answers: Vec<CheckedAnswer>,
        /// Every answer counted once up to the puzzle's symmetry (a figure puzzle's turned,
        /// mirrored or shifted answers are one to a player); an equation's answers each count.
        distinct: u128,
        /// How hard it is (`nimlab_core::matchsticks::difficulty`), when an answer lies within
        /// its budget and the solver takes a step past it.
        difficulty: Option<u32>,
    },
    /// Not solved, and why.
    Refused(CheckRefusal),
}

/// Solves one puzzle with the budget it states, listing [`CHECK_LISTED`] answers (see
/// [`check_listing`]).
pub fn check_one(record: &PuzzleRecord, watch: &mut dyn Watch) -> Option<Checked> {
    check_listing(record, CHECK_LISTED, watch)
}

/// Solves one puzzle with the budget it states (a figure puzzle by `check_figure`), listing its
/// first `listed` answers, every one counted; `watch` is told the fraction done (`None`: it said
/// stop).
pub fn check_listing(record: &PuzzleRecord, listed: usize, watch: &mut dyn Watch) -> Option<Checked> {
    if let Some(figure) = record.figure() {
        let Ok(puzzle) = figure else {
            return Some(Checked::Refused(CheckRefusal::Layout));
        };
        return match check_figure(&puzzle, listed, watch) {
            Ok(checked) => Some(Checked::Solved {
                badge: checked.badge,
                answers: checked
                    .solved
                    .answers
                    .iter()
                    .map(|a| CheckedAnswer {
                        shown: AnswerShown::Figure(a.sticks),
                        steps: a.steps,
                    })
                    .collect(),
                distinct: checked.solved.total_distinct(),
                difficulty: checked.difficulty,
            }),
            Err(FigureRefusal::Cancelled) => None,
            Err(FigureRefusal::Budget { steps, max }) => {
                Some(Checked::Refused(CheckRefusal::Budget { steps, max }))
            }
        };
    }
    let Ok(layout) = record.layout() else {
        return Some(Checked::Refused(CheckRefusal::Layout));
    };
    if !(1..=MAX_STEPS).contains(&record.steps) {
        return Some(Checked::Refused(CheckRefusal::Budget {
            steps: record.steps,
            max: MAX_STEPS,
        }));
    }
    // A step past the budget, where the solver takes one, for the difficulty's near misses; a
    // puzzle the solver takes only at its budget is still checked, with no difficulty.
    let solve = |steps: u32, watch: &mut dyn Watch| {
        solve_within(&layout, record.rules, record.goal, steps, listed, watch)
    };
    let (solved, difficulty) = match solve((record.steps + 1).min(MAX_STEPS), watch) {
        Ok(solved) if record.steps < MAX_STEPS => {
            let difficulty = difficulty::of_solved(&layout, record.rules, &solved, record.steps);
            (Ok(within(solved, record.steps)), difficulty)
        }
        Err(SolveError::Cancelled) => return None,
        Ok(solved) => (Ok(solved), None),
        Err(_) => (solve(record.steps, watch), None),
    };
    // An exact budget's answers are those exactly its steps away, which a solve up to them does
    // not tell apart (an equation 1 move away may also be drawn 2 away): solved alone.
    let solved = if record.exactly && solved.is_ok() {
        solve_budget(&layout, record.rules, record.budget(), listed, watch)
    } else {
        solved
    };
    match solved {
        Ok(solved) => Some(Checked::Solved {
            badge: Badge::of(&solved, record.steps),
            answers: solved
                .answers
                .iter()
                .map(|a| CheckedAnswer {
                    shown: AnswerShown::Equation(a.equation.clone()),
                    steps: a.moves,
                })
                .collect(),
            distinct: solved.total(),
            difficulty,
        }),
        Err(SolveError::Cancelled) => None,
        Err(refused) => Some(Checked::Refused(CheckRefusal::Solve(refused))),
    }
}

/// The answers of `solved` that lie within `steps`.
fn within(mut solved: Solutions, steps: u32) -> Solutions {
    solved.counts.truncate(steps as usize);
    solved.answers.retain(|answer| answer.moves <= steps);
    solved
}

impl Work for CheckCollection {
    type Output = Vec<Checked>;
    const NAME: &'static str = "match-check";

    fn run(self, progress: &Progress) -> Option<Vec<Checked>> {
        let count = self.puzzles.len() as u64;
        progress.set_total(count.max(1) * STEPS_PER_PUZZLE);
        let mut checked = Vec::with_capacity(self.puzzles.len());
        for (index, record) in self.puzzles.iter().enumerate() {
            let mut keep_going =
                progress.fraction_reporter(index as u64 * STEPS_PER_PUZZLE, STEPS_PER_PUZZLE);
            checked.push(check_one(record, &mut keep_going)?);
            if progress.is_cancelled() {
                return None;
            }
        }
        Some(checked)
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use nimlab_core::matchsticks::layout::{Layout, Rules};
    use nimlab_core::matchsticks::solve::Goal;

    /// The answers listed for `record`, worded in English, with their steps.
    fn in_english(answers: &[CheckedAnswer], record: &PuzzleRecord) -> Vec<(String, u32)> {
        answers
            .iter()
            .map(|a| (a.text(record, Language::English), a.steps))
            .collect()
    }

    fn record(equation: &str, steps: u32) -> PuzzleRecord {
        let layout = Layout::parse(equation).expect("an equation");
        PuzzleRecord::new(&layout, Goal::Move, steps, Rules::default())
    }

    #[test]
    fn an_exact_budget_is_checked_exactly() {
        use nimlab_core::matchsticks::budget::Budget;
        let layout = Layout::parse("9+3=6").expect("an equation");
        let exact = PuzzleRecord::with_budget(&layout, Budget::exactly(Goal::Move, 2), Rules::default());
        let Some(Checked::Solved { answers, badge, .. }) =
            check_one(&exact, &mut nimlab_core::watch::Unwatched)
        else {
            panic!("solved");
        };
        // 5+3=8 is one move away, and no drawing of it lies two away.
        let listed = in_english(&answers, &exact);
        assert!(
            !listed.iter().any(|(equation, _)| equation == "5+3=8"),
            "{listed:?}"
        );
        assert!(answers.iter().all(|a| a.steps == 2), "{answers:?}");
        let engine = solve_budget(
            &layout,
            Rules::default(),
            Budget::exactly(Goal::Move, 2),
            100,
            &mut nimlab_core::watch::Unwatched,
        )
        .expect("solves");
        assert_eq!(badge.answers, engine.total());
        assert_eq!(badge.nearest, Some(2));
        assert!(!badge.unique, "more than one answer two moves away");
    }

    #[test]
    fn each_puzzle_gets_its_badge_and_a_budget_past_the_solver_is_refused() {
        let collection = CheckCollection {
            // The matchstick paper's example: 6+3=09 one move away, the only one.
            puzzles: vec![record("0+3=09", 1), record("5+7=2", 2), record("5+7=2", 11)],
        };
        let checked = collection
            .clone()
            .run(&Progress::default())
            .expect("not cancelled");
        let Checked::Solved {
            badge,
            answers,
            difficulty,
            ..
        } = &checked[0]
        else {
            panic!("solved: {checked:?}")
        };
        assert_eq!((badge.nearest, badge.unique), (Some(1), true));
        assert_eq!(
            in_english(answers, &collection.puzzles[0])[0],
            ("6+3=09".to_owned(), 1)
        );
        assert_eq!(answers.len(), 1, "the step past the budget is not listed");
        // 0→6 alone changes one digit: 10 for the move, 3 for the symbol, and near misses.
        assert!(
            difficulty.is_some_and(|d| (13..=18).contains(&d)),
            "{difficulty:?}"
        );
        let Checked::Solved { badge, .. } = &checked[1] else {
            panic!("solved: {checked:?}")
        };
        assert_eq!((badge.nearest, badge.unique), (Some(1), false), "9-7=2 is nearer");
        assert_eq!(
            checked[2],
            Checked::Refused(CheckRefusal::Budget {
                steps: 11,
                max: MAX_STEPS
            })
        );
    }

    #[test]
    fn a_figure_puzzle_is_checked_with_its_badge_answers_as_text_and_difficulty() {
        use nimlab_core::matchsticks::budget::Budget;
        use nimlab_core::shapes::puzzle::{Figure, Puzzle};
        use nimlab_core::shapes::text;
        let (canvas, sticks) = text::parse(".-.-.\n| | |\n.-.-.\n| | |\n.-.-.").expect("the window");
        let figure = |budget| {
            let puzzle = Puzzle::new(canvas, sticks, budget, Figure::count(3)).expect("a puzzle");
            PuzzleRecord::of_figure(&puzzle)
        };
        let collection = CheckCollection {
            puzzles: vec![
                figure(Budget::exactly(Goal::Remove, 2)),
                figure(Budget::up_to(Goal::Remove, 2)),
            ],
        };
        // Moving 6 of the window's sticks on 8 × 8 dots: too many choices, the budget refused
        // with the most the solver takes there.
        let big = nimlab_core::shapes::canvas::Canvas::new(canvas.lattice(), 8, 8).expect("within bounds");
        let far = Puzzle::new(
            big,
            sticks_on(big, canvas, sticks),
            Budget::up_to(Goal::Move, 6),
            Figure::count(3),
        )
        .expect("a puzzle");
        let mut collection = collection;
        collection.puzzles.push(PuzzleRecord::of_figure(&far));
        let checked = collection
            .clone()
            .run(&Progress::default())
            .expect("not cancelled");
        let Checked::Solved {
            badge,
            answers,
            difficulty,
            ..
        } = &checked[0]
        else {
            panic!("solved: {checked:?}")
        };
        // A corner's two outer sticks, four ways, one up to symmetry.
        assert_eq!((badge.nearest, badge.unique, badge.answers), (Some(2), true, 4));
        // The first in reading order: the top left corner gone.
        assert_eq!(
            in_english(answers, &collection.puzzles[0])[0],
            (". .-.\n  | |\n.-.-.\n| | |\n.-.-.".to_owned(), 2)
        );
        assert!(difficulty.is_some_and(|d| d >= 20), "{difficulty:?}");
        let Checked::Solved {
            badge, difficulty, ..
        } = &checked[1]
        else {
            panic!("solved: {checked:?}")
        };
        // An inner stick alone leaves the two squares beside the big one: nearer, so not unique.
        assert_eq!((badge.nearest, badge.unique), (Some(1), false));
        assert_eq!(*difficulty, None, "no one answer to weigh");
        assert!(
            matches!(checked[2], Checked::Refused(CheckRefusal::Budget { steps: 6, max }) if (1..6).contains(&max)),
            "{:?}",
            checked[2]
        );
    }

    #[test]
    fn a_triangle_puzzles_answers_are_data_worded_in_the_readers_language() {
        use crate::tabs::matchsticks::puzzle_session::new_figure_puzzle;
        use nimlab_core::shapes::canvas::Lattice;
        // The triangle of side 2 (9 sticks, 5 triangles), remove up to 3 to leave 1.
        let record = new_figure_puzzle(Lattice::Triangular);
        let Some(Checked::Solved { answers, .. }) = check_one(&record, &mut nimlab_core::watch::Unwatched)
        else {
            panic!("solved");
        };
        // Taking the middle triangle's three sticks leaves the big outline alone: 3 leave.
        let first = &answers[0];
        assert!(matches!(first.shown, AnswerShown::Figure(_)), "{first:?}");
        assert_eq!(first.text(&record, Language::English), "3 leave, 0 arrive");
        let korean = first.text(&record, Language::Korean);
        assert!(korean.contains('3') && korean.contains("개"), "{korean}");
        assert_ne!(korean, first.text(&record, Language::English));
    }

    /// `sticks` of `small` drawn on `big` at the top left, by their ends.
    fn sticks_on(
        big: nimlab_core::shapes::canvas::Canvas,
        small: nimlab_core::shapes::canvas::Canvas,
        sticks: nimlab_core::shapes::sticks::Sticks,
    ) -> nimlab_core::shapes::sticks::Sticks {
        use nimlab_core::shapes::edge_table::EdgeTable;
        let (from, to) = (EdgeTable::new(small), EdgeTable::new(big));
        nimlab_core::shapes::sticks::Sticks::of(sticks.edges().map(|edge| {
            let edge = from.edges()[edge];
            to.between(edge.from, edge.to).expect("the same dots")
        }))
    }
}
