//! Puzzle generator: the layouts of a shape whose answers within k steps are few (exactly one by
//! default), with the nearest exactly k steps away, ranked by a stated difficulty figure.
//!
//! Difficulty = 10·k + 3·(slots the answer changes) + 4·(1 if the operator flips) + (near misses,
//! at most 5), where near misses are the true equations exactly k + 1 steps away: answers a
//! player almost reaches, which make the real one harder to find.

use super::glyph::{Segments, Variants};
use super::layout::{Layout, Rules, Slot};
use super::solve::{Glyph, Goal, pick_glyphs};
use super::survey::{Block, Finding, Shape, fold_blocks, glyphs, shown, standard_glyph};
use crate::parallel;
use crate::watch::Watch;

// The one difficulty rule, for generated puzzles and any other.
pub mod difficulty;
// The workbench's filters.
mod filter;
pub use filter::{Filter, has_leading_zero};

/// One generated puzzle.
#[derive(Clone, Debug, PartialEq, Eq, serde::Serialize, serde::Deserialize)]
pub struct Puzzle {
    /// The puzzle's layout.
    pub layout: Layout,
    /// The puzzle as text.
    pub puzzle: String,
    /// The nearest answer (the only one for a unique puzzle).
    pub answer: String,
    /// How many answers lie within the budget.
    pub answers: usize,
    /// How many slots the answer changes.
    pub slots_touched: u32,
    /// The answer changes a sign into another (+ into −, × into ÷, …).
    pub operator_flip: bool,
    /// False equations one step short of the answer, which make it harder to find.
    pub near_misses: usize,
    /// 10·steps + 3·slots changed + 4·operator flip + near misses (at most 5).
    pub difficulty: u32,
}

/// The most layouts a shape to generate from may have: every puzzle found is described (its
/// answer drawn, its difficulty worked out), which takes time; what is kept is bounded apart
/// ([`generate_kept`]). The survey takes shapes up to [`MAX_LAYOUTS`](super::survey::MAX_LAYOUTS).
pub const MAX_GENERATE_LAYOUTS: usize = 20_000_000;

/// The largest budget the generator takes: its walk goes a step past the budget (near misses),
/// and the survey's walk goes at most [`MAX_SURVEY_STEPS`](super::survey::MAX_SURVEY_STEPS).
pub const MAX_GENERATE_STEPS: u32 = super::survey::MAX_SURVEY_STEPS - 1;

/// The share of the progress bar given to the walk over the shape's layouts, which describes
/// the puzzles as it finds them; sorting them takes the rest.
const WALK_SHARE: f32 = 0.98;

/// Puzzles of `shape` with between 1 and `max_answers` answers within `steps`, the nearest exactly
/// `steps` away, easiest first (ties by puzzle text): all of them (see [`generate_kept`]).
pub fn generate(
    shape: &Shape,
    rules: Rules,
    goal: Goal,
    steps: u32,
    max_answers: u8,
    watch: &mut dyn Watch,
) -> Option<Vec<Puzzle>> {
    generate_kept(shape, rules, goal, steps, max_answers, usize::MAX, watch).map(|g| g.puzzles)
}

/// What a generation found: the easiest puzzles, and how many there are in all.
#[derive(Clone, Debug, Default, PartialEq, Eq, serde::Serialize, serde::Deserialize)]
pub struct Generated {
    /// The first puzzles by difficulty (ties by text), as many as were asked to be kept.
    pub puzzles: Vec<Puzzle>,
    /// Every puzzle found, kept or not.
    pub total: usize,
}

/// The most puzzles a generation keeps (about 560 bytes each with their text: ~56 MB): a shape of
/// [`MAX_GENERATE_LAYOUTS`] may have millions, which are counted, not kept.
pub const MAX_KEPT: usize = 100_000;

/// [`generate`], keeping only the first `keep` puzzles by difficulty and counting the rest, so
/// memory is bounded by `keep` whatever the shape: between blocks of the walk, the kept list is
/// cut back to its `keep` easiest whenever it grows past twice that. `steps` is at most
/// [`MAX_GENERATE_STEPS`]. `watch` is told now and then with the fraction of the whole run done
/// (rising, 1 only once everything is done); when it returns false the run stops and returns
/// `None`.
pub fn generate_kept(
    shape: &Shape,
    rules: Rules,
    goal: Goal,
    steps: u32,
    max_answers: u8,
    keep: usize,
    watch: &mut dyn Watch,
) -> Option<Generated> {
    let filter = Filter::default();
    generate_filtered(shape, rules, goal, steps, max_answers, keep, &filter, watch)
}

/// [`generate_kept`], with only the puzzles `filter` accepts found, kept and counted.
#[expect(
    clippy::too_many_arguments,
    reason = "generate_kept's arguments and the filter"
)]
pub fn generate_filtered(
    shape: &Shape,
    rules: Rules,
    goal: Goal,
    steps: u32,
    max_answers: u8,
    keep: usize,
    filter: &Filter,
    watch: &mut dyn Watch,
) -> Option<Generated> {
    let order = |a: &Puzzle, b: &Puzzle| (a.difficulty, &a.puzzle).cmp(&(b.difficulty, &b.puzzle));
    let mut kept: Vec<Puzzle> = Vec::new();
    let mut total = 0;
    // One walk, one step past the budget, finds each layout's answers, its nearest answer and
    // its near misses: everything a puzzle's description needs, for every layout at once.
    let walk_watch = &mut |done: f32| watch.keep_going(done * WALK_SHARE);
    let reduce = |block: Block<'_>| {
        let is_puzzle = |finding: &Finding| {
            !finding.already_true
                && (1..=u16::from(max_answers)).contains(&finding.answers)
                && u32::from(finding.nearest) == steps
        };
        block
            .findings
            .iter()
            .enumerate()
            .filter(|(_, finding)| is_puzzle(finding))
            .map(|(offset, finding)| {
                let layout = shape.example(block.first_layout + offset);
                let answer = &block.equations[finding.first_answer as usize];
                describe(layout, answer, finding, rules, goal, steps)
            })
            .filter(|puzzle| filter.accepts(puzzle))
            .collect::<Vec<_>>()
    };
    let absorb = |puzzles: Vec<Puzzle>| {
        total += puzzles.len();
        kept.extend(puzzles);
        if keep > 0 && kept.len() > keep.saturating_mul(2) {
            kept.select_nth_unstable_by(keep - 1, order);
            kept.truncate(keep);
        }
    };
    fold_blocks(shape, rules, goal, steps, true, walk_watch, reduce, absorb)?;
    parallel::sort_unstable_by(&mut kept, order);
    kept.truncate(keep);
    watch.keep_going(1.0);
    Some(Generated { puzzles: kept, total })
}

/// How many slots `answer` changes in `layout`, and whether one is the operator, with the
/// answer drawn as the solver draws it from the layout, `steps` away.
fn changes(layout: &Layout, answer: &str, rules: Rules, goal: Goal, steps: u32) -> (u32, bool) {
    let count = |sticks: &mut dyn Iterator<Item = Segments>| {
        let mut touched = 0;
        let mut operator_flip = false;
        for (slot, sticks) in layout.slots.iter().zip(sticks) {
            if slot.sticks() != sticks {
                touched += 1;
                operator_flip |= matches!(slot, Slot::Operator(_));
            }
        }
        (touched, operator_flip)
    };
    if rules.variants == Variants::default() {
        // One glyph per symbol: the drawing is the answer's own.
        return count(&mut answer.bytes().map(standard_glyph));
    }
    // Per slot, the glyphs of the answer's symbol and what each costs from the layout's sticks;
    // then the solver's choice among them.
    let glyphs: Vec<Vec<Glyph>> = layout
        .slots
        .iter()
        .zip(answer.bytes())
        .map(|(slot, symbol)| {
            let now = slot.sticks();
            glyphs(symbol, rules)
                .into_iter()
                .map(|sticks| Glyph {
                    sticks,
                    removed: (now & !sticks).count_ones(),
                    added: (sticks & !now).count_ones(),
                })
                .collect()
        })
        .collect();
    let glyphs: Vec<&[Glyph]> = glyphs.iter().map(Vec::as_slice).collect();
    count(&mut pick_glyphs(&glyphs, goal, steps).into_iter())
}

/// A puzzle and its difficulty, from what the walk found about its layout: `answer` is its
/// nearest answer with the smallest text, `steps` away.
fn describe(layout: Layout, answer: &str, finding: &Finding, rules: Rules, goal: Goal, steps: u32) -> Puzzle {
    let (slots_touched, operator_flip) = changes(&layout, answer, rules, goal, steps);
    let near_misses = finding.near_misses as usize;
    let difficulty = difficulty::figure(steps, slots_touched, operator_flip, near_misses);
    Puzzle {
        puzzle: layout.text(rules.variants),
        layout,
        answer: shown(answer),
        answers: usize::from(finding.answers),
        slots_touched,
        operator_flip,
        near_misses,
        difficulty,
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::matchsticks::solve::{solve, solve_within};
    use crate::matchsticks::survey::walk_blocks;
    use crate::watch::Unwatched;

    /// The generator as it first was, the slow oracle: the survey picks the candidates, then the
    /// solver solves each one step past the budget to describe it.
    fn generate_by_solving(
        shape: &Shape,
        rules: Rules,
        goal: Goal,
        steps: u32,
        max_answers: u8,
    ) -> Vec<Puzzle> {
        let findings = walk_blocks(shape, rules, goal, steps, false, &mut Unwatched, |block| {
            block.findings.to_vec()
        })
        .expect("not stopped")
        .concat();
        let mut puzzles: Vec<Puzzle> = findings
            .iter()
            .enumerate()
            .filter(|(_, f)| {
                !f.already_true
                    && (1..=u16::from(max_answers)).contains(&f.answers)
                    && u32::from(f.nearest) == steps
            })
            .map(|(index, _)| {
                let layout = shape.example(index);
                let solved = solve_within(&layout, shape.rules(rules), goal, steps + 1, 1, &mut Unwatched)
                    .expect("solvable");
                let answers: u128 = solved.counts[..steps as usize].iter().sum();
                let near_misses = solved.counts[steps as usize] as usize;
                let nearest = &solved.answers[0];
                let changed = layout
                    .slots
                    .iter()
                    .zip(&nearest.layout.slots)
                    .filter(|(a, b)| a != b);
                let slots_touched = changed.clone().count() as u32;
                let operator_flip = changed.into_iter().any(|(a, _)| matches!(a, Slot::Operator(_)));
                Puzzle {
                    puzzle: layout.text(rules.variants),
                    layout: layout.clone(),
                    answer: nearest.equation.clone(),
                    answers: answers as usize,
                    slots_touched,
                    operator_flip,
                    near_misses,
                    difficulty: 10 * steps
                        + 3 * slots_touched
                        + 4 * u32::from(operator_flip)
                        + near_misses.min(5) as u32,
                }
            })
            .collect();
        puzzles.sort_by(|a, b| (a.difficulty, &a.puzzle).cmp(&(b.difficulty, &b.puzzle)));
        puzzles
    }

    #[test]
    fn the_generator_describes_every_puzzle_as_solving_it_does() {
        let variants = Rules {
            variants: Variants {
                six: true,
                seven: true,
                nine: true,
            },
            ..Rules::default()
        };
        for shape in ["D+D=D", "D-D=D"] {
            let shape = Shape::parse(shape).expect("valid");
            for rules in [Rules::default(), variants] {
                for goal in Goal::ALL {
                    for (steps, max_answers) in [(1, 1), (2, 1), (1, 3), (2, 4)] {
                        let fast =
                            generate(&shape, rules, goal, steps, max_answers, &mut Unwatched).expect("ran");
                        let slow = generate_by_solving(&shape, rules, goal, steps, max_answers);
                        assert!(!slow.is_empty() || goal != Goal::Move, "{shape} {goal} {steps}");
                        assert_eq!(fast, slow, "{shape} {goal} {steps} {max_answers} {rules:?}");
                    }
                }
            }
        }
    }

    /// Shapes with × and ÷, and chains of '=', generate as solving describes them.
    #[test]
    fn the_generator_takes_the_new_symbols() {
        for shape in ["D×D=D", "D+D=D=D"] {
            let shape = Shape::parse(shape).expect("valid");
            for goal in Goal::ALL {
                for (steps, max_answers) in [(1, 1), (2, 2)] {
                    let fast = generate(&shape, Rules::default(), goal, steps, max_answers, &mut Unwatched)
                        .expect("ran");
                    let slow = generate_by_solving(&shape, Rules::default(), goal, steps, max_answers);
                    assert!(!slow.is_empty() || goal != Goal::Move, "{shape} {goal} {steps}");
                    assert_eq!(fast, slow, "{shape} {goal} {steps} {max_answers}");
                }
            }
        }
    }

    #[test]
    fn every_generated_puzzle_has_one_answer_exactly_k_away() {
        let shape = Shape::parse("D+D=D").expect("valid");
        for steps in [1, 2] {
            let puzzles =
                generate(&shape, Rules::default(), Goal::Move, steps, 1, &mut Unwatched).expect("ran");
            assert!(!puzzles.is_empty());
            for puzzle in &puzzles {
                let answers = solve(&puzzle.layout, Rules::default(), Goal::Move, steps).expect("solvable");
                assert_eq!(answers.len(), 1, "{}", puzzle.puzzle);
                assert_eq!(
                    (answers[0].moves, answers[0].equation.as_str()),
                    (steps, puzzle.answer.as_str())
                );
            }
            let order: Vec<(u32, &str)> = puzzles
                .iter()
                .map(|p| (p.difficulty, p.puzzle.as_str()))
                .collect();
            assert!(
                order.windows(2).all(|w| w[0] <= w[1]),
                "easiest first, then by text"
            );
        }
    }

    #[test]
    fn a_bounded_generation_keeps_the_easiest_and_counts_the_rest() {
        // DD+D=DD is two blocks of the walk: the kept list is cut back between them.
        let shape = Shape::parse("DD+D=DD").expect("valid");
        let all = generate(&shape, Rules::default(), Goal::Move, 1, 1, &mut Unwatched).expect("ran");
        assert!(all.len() > 40, "{} puzzles", all.len());
        for keep in [0, 1, 10, all.len(), all.len() + 5] {
            let kept =
                generate_kept(&shape, Rules::default(), Goal::Move, 1, 1, keep, &mut Unwatched).expect("ran");
            assert_eq!(kept.total, all.len());
            assert_eq!(kept.puzzles, all[..keep.min(all.len())], "keep {keep}");
        }
    }

    #[test]
    fn progress_rises_through_the_walk_and_reaches_1_only_at_the_end() {
        // 200,000 layouts: ten blocks, so the walk reports on its way.
        let shape = Shape::parse("DD+D=DD").expect("valid");
        let mut reports = Vec::new();
        let puzzles = generate(&shape, Rules::default(), Goal::Move, 1, 1, &mut |done| {
            reports.push(done);
            true
        })
        .expect("ran");
        assert!(!puzzles.is_empty());
        assert!(reports.windows(2).all(|w| w[0] <= w[1]), "monotone: {reports:?}");
        assert_eq!(reports.last(), Some(&1.0), "done at the end");
        let before_end = &reports[..reports.len() - 1];
        assert!(
            before_end.iter().all(|&done| done < 0.99),
            "nothing near 1 before the end: {reports:?}"
        );
        assert!(
            before_end.iter().any(|&done| (0.25..0.75).contains(&done)),
            "a report half-way through: {reports:?}"
        );
    }

    #[test]
    fn a_stop_half_way_ends_the_run() {
        let shape = Shape::parse("DD+D=DD").expect("valid");
        let mut calls = 0;
        let stopped = generate(&shape, Rules::default(), Goal::Move, 1, 1, &mut |done| {
            calls += 1;
            done < 0.5
        });
        assert_eq!(stopped, None);
        assert!(calls > 2, "reports before the stop, and none after it: {calls}");
    }
}
