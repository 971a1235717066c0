//! The solver's tests: the brute force on random small puzzles, every choice tried on larger
//! ones, refusals, progress and the stop. The classics are in `classics.rs`.

use proptest::prelude::*;

use super::*;
use crate::matchsticks::budget::Budget;
use crate::shapes::brute::brute;
use crate::shapes::canvas::{Canvas, Lattice};
use crate::shapes::puzzle::{Orientation, Rules};
use crate::watch::Unwatched;

/// The solver and the brute force agree on every answer, its steps, and the kinds per step.
fn agree(puzzle: &Puzzle) -> Result<(), TestCaseError> {
    let solved = solve_within(puzzle, usize::MAX, &mut Unwatched).expect("solvable");
    let slow = brute(puzzle);
    let fast: Vec<(u32, Sticks)> = solved.answers.iter().map(|a| (a.steps, a.sticks)).collect();
    prop_assert_eq!(&fast, &slow.answers, "{:?}", puzzle);
    for k in 1..=puzzle.budget.steps {
        let at = |answers: &[(u32, Sticks)]| answers.iter().filter(|a| a.0 == k).count() as u128;
        prop_assert_eq!(solved.counts[k as usize - 1], at(&fast));
        let distinct = slow.distinct.get(&k).copied().unwrap_or(0) as u128;
        prop_assert_eq!(
            solved.distinct[k as usize - 1],
            distinct,
            "step {} of {:?}",
            k,
            puzzle
        );
    }
    for answer in &solved.answers {
        prop_assert!(answer.representative <= answer.sticks);
        prop_assert_eq!(puzzle.steps_to(answer.sticks), Some(answer.steps));
    }
    Ok(())
}

/// Every layout the budget reaches, by choosing which sticks leave and which edges fill in every
/// way: no bounds, the figure read by [`Figure::is_shown`].
fn every_choice(puzzle: &Puzzle) -> Vec<(u32, Sticks)> {
    let geometry = Geometry::new(puzzle.canvas());
    let held: Vec<usize> = puzzle.sticks().edges().collect();
    let empty: Vec<usize> = puzzle.canvas().all().minus(puzzle.sticks()).edges().collect();
    let subsets = |of: &[usize], size: u32| -> Vec<Sticks> {
        let mut all = vec![Sticks::EMPTY];
        for &edge in of {
            let with: Vec<Sticks> = all.iter().map(|s| s.with(edge)).collect();
            all.extend(with);
            all.retain(|s| s.len() <= size);
        }
        all.retain(|s| s.len() == size);
        all
    };
    let mut found = Vec::new();
    for k in (1..=puzzle.budget.steps).filter(|&k| puzzle.budget.accepts(k)) {
        let (removed, added) = change(puzzle.budget.goal, k);
        for lifted in subsets(&held, removed) {
            for laid in subsets(&empty, added) {
                let layout = puzzle.sticks().minus(lifted).union(laid);
                if puzzle.figure.is_shown(&geometry, layout) {
                    found.push((k, layout));
                }
            }
        }
    }
    found.sort_unstable();
    found
}

fn canvases() -> impl Strategy<Value = Canvas> {
    // Up to 16 edges, so that the brute force's 2^edges layouts stay few.
    let sizes = [
        (Lattice::Square, 3, 3),
        (Lattice::Square, 4, 2),
        (Lattice::Square, 2, 5),
        (Lattice::Triangular, 3, 2),
        (Lattice::Triangular, 2, 4),
        (Lattice::Triangular, 4, 2),
        (Lattice::Triangular, 3, 3),
    ];
    prop::sample::select(sizes.to_vec())
        .prop_map(|(lattice, w, h)| Canvas::new(lattice, w, h).expect("within bounds"))
}

fn budgets() -> impl Strategy<Value = Budget> {
    (prop::sample::select(Goal::ALL.to_vec()), 1u32..=3, any::<bool>()).prop_map(|(goal, steps, exactly)| {
        if exactly {
            Budget::exactly(goal, steps)
        } else {
            Budget::up_to(goal, steps)
        }
    })
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(256))]

    #[test]
    fn counting_figures_agrees_with_the_brute_force(
        canvas in canvases(),
        bits: u128,
        budget in budgets(),
        count in 0u32..5,
        tidy: bool,
        same_size: bool,
    ) {
        let sticks = Sticks::from_bits(bits).intersection(canvas.all());
        let figure = Figure::Count { count, rules: Rules { tidy, same_size } };
        agree(&Puzzle::new(canvas, sticks, budget, figure).expect("on canvas"))?;
    }

    #[test]
    fn placing_a_target_agrees_with_the_brute_force(
        canvas in canvases(),
        bits: u128,
        toggles in prop::collection::vec(0usize..16, 0..3),
        budget in budgets(),
        kept: bool,
    ) {
        // A target near the puzzle, so that some budgets reach it.
        let sticks = Sticks::from_bits(bits).intersection(canvas.all());
        let target = toggles.iter().fold(sticks.bits(), |t, &edge| t ^ 1 << edge);
        let target = Sticks::from_bits(target).intersection(canvas.all());
        let orientation = if kept { Orientation::Kept } else { Orientation::Free };
        let figure = Figure::Target { sticks: target, orientation };
        agree(&Puzzle::new(canvas, sticks, budget, figure).expect("on canvas"))?;
    }

    #[test]
    fn the_search_drops_no_answer_on_larger_canvases(
        square: bool,
        bits: u128,
        budget in budgets(),
        count in 0u32..7,
        tidy: bool,
        same_size: bool,
    ) {
        // 4 × 4 dots: 24 edges on the square lattice, 33 on the triangular.
        let lattice = if square { Lattice::Square } else { Lattice::Triangular };
        let canvas = Canvas::new(lattice, 4, 4).expect("within bounds");
        // Half the edges or so, many figures among them.
        let sticks = Sticks::from_bits(bits | bits.rotate_left(3)).intersection(canvas.all());
        let figure = Figure::Count { count, rules: Rules { tidy, same_size } };
        let budget = Budget { steps: budget.steps.min(2), ..budget };
        let puzzle = Puzzle::new(canvas, sticks, budget, figure).expect("on canvas");
        let solved = solve_within(&puzzle, usize::MAX, &mut Unwatched).expect("solvable");
        let fast: Vec<(u32, Sticks)> = solved.answers.iter().map(|a| (a.steps, a.sticks)).collect();
        prop_assert_eq!(fast, every_choice(&puzzle));
    }
}

#[test]
fn a_grid_agrees_with_the_brute_force_for_every_goal() {
    let square = Canvas::new(Lattice::Square, 3, 3).expect("within bounds");
    for goal in Goal::ALL {
        for count in 0..4 {
            let puzzle = Puzzle::new(square, square.all(), Budget::up_to(goal, 3), Figure::count(count))
                .expect("on canvas");
            agree(&puzzle).expect("agrees");
        }
    }
}

#[test]
fn too_many_choices_are_refused_before_any_work() {
    // 8 × 8 dots, 56 sticks, 56 empty edges: C(56, 5)² ≈ 1.4·10¹³ ways to move 5.
    let canvas = Canvas::new(Lattice::Square, 8, 8).expect("within bounds");
    let half = Sticks::of(canvas.all().edges().filter(|e| e % 2 == 0));
    let puzzle =
        Puzzle::new(canvas, half, Budget::up_to(Goal::Move, 5), Figure::count(3)).expect("on canvas");
    let mut asked = false;
    let refused = solve_within(&puzzle, 10, &mut |_| {
        asked = true;
        true
    });
    assert!(
        matches!(refused, Err(SolveError::TooManyCombinations { combinations, max: MAX_COMBINATIONS }) if combinations == combinations_of(&puzzle)),
        "{refused:?}"
    );
    assert!(!asked, "refused before any work");
    assert!(refused.expect_err("refused").to_string().contains("too many"));
    let steps = Budget::up_to(Goal::Move, MAX_STEPS + 1);
    let puzzle = Puzzle::new(canvas, half, steps, Figure::count(3)).expect("on canvas");
    assert!(matches!(solve(&puzzle), Err(SolveError::TooManySteps { .. })));
}

fn combinations_of(puzzle: &Puzzle) -> u128 {
    combinations(puzzle)
}

#[test]
fn choices_are_counted_by_the_binomials() {
    let canvas = Canvas::new(Lattice::Square, 3, 3).expect("within bounds");
    let sticks = Sticks::first(5);
    let any_sticks = Figure::Count {
        count: 1,
        rules: Rules {
            tidy: false,
            same_size: false,
        },
    };
    let puzzle = |budget| Puzzle::new(canvas, sticks, budget, any_sticks).expect("on canvas");
    // 5 sticks, 7 empty edges.
    assert_eq!(combinations(&puzzle(Budget::exactly(Goal::Move, 2))), 10 * 21);
    assert_eq!(
        combinations(&puzzle(Budget::up_to(Goal::Move, 2))),
        5 * 7 + 10 * 21
    );
    assert_eq!(combinations(&puzzle(Budget::up_to(Goal::Remove, 6))), 31);
    assert_eq!(combinations(&puzzle(Budget::exactly(Goal::Add, 7))), 1);
    // Tidy, a new stick lies on a square lacking at most as many sticks as are laid. The five
    // sticks are the top row and the three upper verticals: each upper square lacks its bottom
    // (edges 5 and 6), the lower squares and the large one lack four.
    let tidy = |budget| Puzzle::new(canvas, sticks, budget, Figure::count(1)).expect("on canvas");
    let geometry = Geometry::new(canvas);
    assert_eq!(
        fillable(&tidy(Budget::exactly(Goal::Move, 2)), &geometry),
        Sticks::of([5, 6])
    );
    assert_eq!(combinations(&tidy(Budget::exactly(Goal::Move, 2))), 10);
    assert_eq!(
        fillable(&tidy(Budget::up_to(Goal::Add, 4)), &geometry),
        canvas.all().minus(sticks)
    );
    assert_eq!(
        fillable(&tidy(Budget::up_to(Goal::Remove, 4)), &geometry),
        Sticks::EMPTY
    );
    assert_eq!(
        binomial(128, 64),
        23_951_146_041_928_082_866_135_587_776_380_551_750
    );
}

#[test]
fn a_stop_half_way_ends_the_search_and_progress_rises() {
    // Ten horizontal sticks on 6 × 6 dots, "move 2, leave no square, any sticks": nearly every
    // move is an answer, so the bounds prune little and the search is long enough to report.
    let canvas = Canvas::new(Lattice::Square, 6, 6).expect("within bounds");
    let figure = Figure::Count {
        count: 0,
        rules: Rules {
            tidy: false,
            same_size: false,
        },
    };
    let rows =
        Sticks::of(canvas.edges().iter().enumerate().filter_map(|(i, e)| {
            (e.from.row == e.to.row && e.from.row % 2 == 0 && e.from.row < 4).then_some(i)
        }));
    assert_eq!(rows.len(), 10);
    let puzzle = Puzzle::new(canvas, rows, Budget::exactly(Goal::Move, 2), figure).expect("on canvas");
    let mut reports = Vec::new();
    solve_within(&puzzle, 0, &mut |done| {
        reports.push(done);
        true
    })
    .expect("solved");
    assert!(reports.len() > 2, "{reports:?}");
    assert!(reports.windows(2).all(|w| w[0] <= w[1]), "{reports:?}");
    assert!(reports.iter().all(|&r| (0.0..=1.0).contains(&r)));
    assert_eq!(reports.last(), Some(&1.0), "done at the end");
    let mut calls = 0;
    let stopped = solve_within(&puzzle, 0, &mut |done| {
        calls += 1;
        done < 0.5
    });
    assert_eq!(stopped, Err(SolveError::Cancelled));
    assert!(
        calls < reports.len(),
        "stopped early: {calls} of {}",
        reports.len()
    );
}

#[test]
fn a_limited_listing_still_counts_everything() {
    let canvas = Canvas::new(Lattice::Square, 3, 3).expect("within bounds");
    let puzzle = Puzzle::new(
        canvas,
        canvas.all(),
        Budget::up_to(Goal::Remove, 4),
        Figure::count(2),
    )
    .expect("on canvas");
    let all = solve_within(&puzzle, usize::MAX, &mut Unwatched).expect("solved");
    let few = solve_within(&puzzle, 3, &mut Unwatched).expect("solved");
    assert!(all.total() > 3);
    assert_eq!(
        (few.counts.clone(), few.distinct.clone()),
        (all.counts.clone(), all.distinct.clone())
    );
    assert_eq!(few.answers, all.answers[..3]);
    assert!(all.is_complete() && !few.is_complete());
}
