//! Speed of the figure solver (`nimlab_core::shapes::solve`): each figure next to its goal and a
//! plain enumeration run in the same process, which tries every choice the budget allows (which
//! sticks leave, which empty edges get one) and asks of each layout whether it shows the figure.
//! The two must find the same answers, in the same order.
//!
//! Run with `cargo bench --bench shapes`.

mod timing;

use nimlab_core::matchsticks::budget::Budget;
use nimlab_core::matchsticks::solve::Goal;
use nimlab_core::shapes::geometry::Geometry;
use nimlab_core::shapes::puzzle::{Figure, Puzzle, Rules};
use nimlab_core::shapes::solve::{Solutions, combinations, solve_within};
use nimlab_core::shapes::sticks::Sticks;
use nimlab_core::shapes::text::parse;
use nimlab_core::watch::Unwatched;
use timing::best_of;

/// A 5 × 5-cell canvas (6 × 6 dots, 60 edges) with a 20-stick figure: a 2 × 3 block of cells and
/// one more below its left end, showing 9 squares.
const BLOCK_ON_5_BY_5: &str = ". . . . . .\n\n. .-.-.-. .\n  | | | |\n. .-.-.-. .\n  | | | |\n. .-.-.-. .\n  | |\n. .-. . . .\n\n. . . . . .";

/// The 24-stick 3 × 3 grid.
const GRID_3: &str = ".-.-.-.\n| | | |\n.-.-.-.\n| | | |\n.-.-.-.\n| | | |\n.-.-.-.";

/// One line of the table: the puzzle, the goal (if one is set) and whether every answer is
/// listed or only counted.
struct Case {
    label: &'static str,
    layout: &'static str,
    budget: Budget,
    squares: u32,
    tidy: bool,
    goal_seconds: Option<f64>,
    list_every_answer: bool,
}

fn main() {
    if cfg!(debug_assertions) {
        println!("note: a debug build; run `cargo bench --bench shapes` for the real figures");
    }
    println!(
        "{:<66} {:>10}  {:<8}  plain enumeration, run alongside",
        "figure", "solver", "goal"
    );
    let move_3 = Budget::exactly(Goal::Move, 3);
    let remove_8 = Budget::up_to(Goal::Remove, 8);
    let cases = [
        Case {
            label: "5×5 cells (60 edges), 20 sticks, move exactly 3 → 7 squares",
            layout: BLOCK_ON_5_BY_5,
            budget: move_3,
            squares: 7,
            tidy: true,
            goal_seconds: Some(1.0),
            list_every_answer: true,
        },
        Case {
            label: "  the same, any sticks (no tidy rule)",
            tidy: false,
            goal_seconds: None,
            ..CASE_DEFAULTS
        },
        Case {
            label: "  any sticks, 4 squares: the most answers, counted only",
            squares: 4,
            tidy: false,
            goal_seconds: None,
            list_every_answer: false,
            ..CASE_DEFAULTS
        },
        Case {
            label: "3×3 grid of 24, remove up to 8 → 2 squares",
            layout: GRID_3,
            budget: remove_8,
            squares: 2,
            tidy: true,
            goal_seconds: Some(0.1),
            list_every_answer: true,
        },
        Case {
            label: "  the same, any sticks (no tidy rule)",
            layout: GRID_3,
            budget: remove_8,
            squares: 2,
            tidy: false,
            goal_seconds: None,
            list_every_answer: true,
        },
    ];
    for case in &cases {
        run(case);
    }
}

/// The first case's puzzle, which the lines under it vary.
const CASE_DEFAULTS: Case = Case {
    label: "",
    layout: BLOCK_ON_5_BY_5,
    budget: Budget {
        goal: Goal::Move,
        steps: 3,
        exactly: true,
    },
    squares: 7,
    tidy: true,
    goal_seconds: None,
    list_every_answer: true,
};

/// Times the solver and the plain enumeration on `case`, checks they agree, prints the line.
fn run(case: &Case) {
    let (canvas, sticks) = parse(case.layout).expect("valid text");
    let figure = Figure::Count {
        count: case.squares,
        rules: Rules {
            tidy: case.tidy,
            same_size: false,
        },
    };
    let puzzle = Puzzle::new(canvas, sticks, case.budget, figure).expect("on canvas");
    let limit = if case.list_every_answer { usize::MAX } else { 0 };
    let (solved, fast) = best_of(5, || {
        solve_within(&puzzle, limit, &mut Unwatched).expect("within the solver's bounds")
    });
    let ((counts, plain), slow) = best_of(1, || plain_enumeration(&puzzle, case.list_every_answer));
    let found: Vec<(u32, Sticks)> = solved.answers.iter().map(|a| (a.steps, a.sticks)).collect();
    assert_eq!(
        solved.counts, counts,
        "{}: the solver and the enumeration count differently",
        case.label
    );
    assert_eq!(
        found, plain,
        "{}: the solver and the enumeration list differently",
        case.label
    );
    let seconds = fast.as_secs_f64();
    let (goal, verdict) = match case.goal_seconds {
        Some(goal) if seconds < goal => (format!("< {goal} s"), "; goal met"),
        Some(goal) => (format!("< {goal} s"), "; goal MISSED"),
        None => ("—".to_owned(), ""),
    };
    println!(
        "{:<66} {:>10}  {goal:<8}  {:.3} s over {} layouts (plain ÷ solver: {:.1}×){verdict}",
        case.label,
        format!("{:.2} ms", seconds * 1e3),
        slow.as_secs_f64(),
        every_choice_count(&puzzle),
        slow.as_secs_f64() / seconds
    );
    describe(&solved, combinations(&puzzle));
}

/// What the solver found and weighed.
fn describe(solved: &Solutions, weighed: u128) {
    println!(
        "  {} answers ({} up to symmetry), per step count {:?}; {weighed} choices bounded before the search",
        solved.total(),
        solved.total_distinct(),
        solved.counts
    );
}

/// The layouts the budget reaches: for each step count it accepts, the sticks that leave times
/// the empty edges that get one.
fn every_choice_count(puzzle: &Puzzle) -> u128 {
    let held = puzzle.sticks().len();
    let empty = puzzle.canvas().all().minus(puzzle.sticks()).len();
    (1..=puzzle.budget.steps)
        .filter(|&k| puzzle.budget.accepts(k))
        .map(|k| {
            let (removed, added) = change(puzzle.budget.goal, k);
            binomial(held, removed) * binomial(empty, added)
        })
        .sum()
}

/// Every layout the budget reaches, each asked whether it shows the figure: the answers counted
/// per step count and, when `list`, sorted by steps and then in reading order, as the solver
/// lists them.
fn plain_enumeration(puzzle: &Puzzle, list: bool) -> (Vec<u128>, Vec<(u32, Sticks)>) {
    let geometry = Geometry::new(puzzle.canvas());
    let held: Vec<usize> = puzzle.sticks().edges().collect();
    let empty: Vec<usize> = puzzle.canvas().all().minus(puzzle.sticks()).edges().collect();
    let mut answers = Vec::new();
    let mut counts = vec![0; puzzle.budget.steps as usize];
    for k in (1..=puzzle.budget.steps).filter(|&k| puzzle.budget.accepts(k)) {
        let (removed, added) = change(puzzle.budget.goal, k);
        for_each_subset(&held, removed as usize, &mut |lifted| {
            let kept = puzzle.sticks().minus(lifted);
            for_each_subset(&empty, added as usize, &mut |laid| {
                let layout = kept.union(laid);
                if puzzle.figure.is_shown(&geometry, layout) {
                    counts[k as usize - 1] += 1;
                    if list {
                        answers.push((k, layout));
                    }
                }
            });
        });
    }
    answers.sort_unstable();
    (counts, answers)
}

/// Calls `visit` with every set of `size` of `edges`.
fn for_each_subset(edges: &[usize], size: usize, visit: &mut dyn FnMut(Sticks)) {
    fn walk(edges: &[usize], size: usize, chosen: Sticks, visit: &mut dyn FnMut(Sticks)) {
        if size == 0 {
            visit(chosen);
            return;
        }
        for (index, &edge) in edges.iter().enumerate().take(edges.len() + 1 - size) {
            walk(&edges[index + 1..], size - 1, chosen.with(edge), visit);
        }
    }
    if size <= edges.len() {
        walk(edges, size, Sticks::EMPTY, visit);
    }
}

/// The sticks that leave and arrive in k steps of `goal`.
fn change(goal: Goal, k: u32) -> (u32, u32) {
    match goal {
        Goal::Move => (k, k),
        Goal::Add => (0, k),
        Goal::Remove => (k, 0),
    }
}

fn binomial(n: u32, k: u32) -> u128 {
    if k > n {
        return 0;
    }
    (0..k).fold(1u128, |c, i| c * u128::from(n - i) / u128::from(i + 1))
}
