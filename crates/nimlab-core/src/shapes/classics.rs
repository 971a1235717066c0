//! Published and hand-checked figure puzzles, each solved and checked against a brute force.
//! Square-lattice puzzles are written in the text form.

use crate::matchsticks::budget::Budget;
use crate::matchsticks::solve::Goal;
use crate::shapes::brute::brute;
use crate::shapes::canvas::{Canvas, Dot, Lattice};
use crate::shapes::edge_table::EdgeTable;
use crate::shapes::puzzle::{Figure, Orientation, Puzzle};
use crate::shapes::solve::{Solutions, solve_within};
use crate::shapes::sticks::Sticks;
use crate::shapes::text::{parse, text};
use crate::watch::Unwatched;

/// The 24-stick 3 × 3 grid: 9 small squares, 4 of size 2, 1 of size 3 (14 in all).
const GRID_3: &str = ".-.-.-.\n| | | |\n.-.-.-.\n| | | |\n.-.-.-.\n| | | |\n.-.-.-.";

fn solved(puzzle: &Puzzle) -> Solutions {
    solve_within(puzzle, usize::MAX, &mut Unwatched).expect("solvable")
}

fn square(layout: &str, budget: Budget, figure: Figure) -> Puzzle {
    let (canvas, sticks) = parse(layout).expect("valid text");
    Puzzle::new(canvas, sticks, budget, figure).expect("on canvas")
}

fn texts(solutions: &Solutions, canvas: Canvas) -> Vec<String> {
    solutions
        .answers
        .iter()
        .map(|a| text(canvas, a.sticks).expect("square"))
        .collect()
}

/// Every layout within one's reach of the classics on 24 edges is too many for the brute
/// force's 2^edges; the brute force's own rules are checked on the classics that fit, and these
/// are checked by trying every choice the budget allows (see `solve/tests.rs`).
fn counts(solutions: &Solutions) -> (u128, u128) {
    (solutions.total(), solutions.total_distinct())
}

#[test]
fn sixteen_sticks_five_squares_move_one_to_make_six() {
    // uisjournal.com, "Which matchstick must be moved to obtain 6 squares": 16 matches make 5
    // squares (a 3 × 2 grid without its top middle stick); move one to make exactly 6, every
    // match on a square. The page gives three solutions: the middle horizontal or either other
    // horizontal of the middle line moved to close the top edge; the last two mirror each other.
    let puzzle = square(
        ".-. .-.\n| | | |\n.-.-.-.\n| | | |\n.-.-.-.",
        Budget::up_to(Goal::Move, 1),
        Figure::count(6),
    );
    let solutions = solved(&puzzle);
    assert_eq!(counts(&solutions), (3, 2));
    assert_eq!(
        texts(&solutions, puzzle.canvas()),
        [
            ".-.-.-.\n| | | |\n. .-.-.\n| | | |\n.-.-.-.",
            ".-.-.-.\n| | | |\n.-. .-.\n| | | |\n.-.-.-.",
            ".-.-.-.\n| | | |\n.-.-. .\n| | | |\n.-.-.-.",
        ]
    );
}

#[test]
fn the_3_by_3_grid_remove_8_to_leave_2_squares() {
    // By hand: 16 sticks in exactly 2 squares with no loose end are the outer square with the
    // centre square (12 + 4), or the outer square with a 2 × 2 square in a corner (12 + 4 new
    // sticks, two of its sides being the outer square's): one and four placements.
    let puzzle = square(GRID_3, Budget::exactly(Goal::Remove, 8), Figure::count(2));
    let solutions = solved(&puzzle);
    assert_eq!(counts(&solutions), (5, 2));
    let found = texts(&solutions, puzzle.canvas());
    assert!(found.contains(&".-.-.-.\n|     |\n. .-. .\n| | | |\n. .-. .\n|     |\n.-.-.-.".to_owned()));
    // No fewer removals do it: up to 8 finds the same.
    let up_to = square(GRID_3, Budget::up_to(Goal::Remove, 8), Figure::count(2));
    assert_eq!(solved(&up_to).answers, solutions.answers);
}

#[test]
fn the_3_by_3_grid_remove_4_to_leave_5_squares() {
    // By hand: taking the centre square's four sticks leaves the four corner squares and the
    // outer one, every stick on one of them. The rules here (any sizes, no loose end) allow many
    // more, counted by the solver and by trying every choice.
    let puzzle = square(GRID_3, Budget::exactly(Goal::Remove, 4), Figure::count(5));
    let solutions = solved(&puzzle);
    let found = texts(&solutions, puzzle.canvas());
    assert!(found.contains(&".-.-.-.\n| | | |\n.-. .-.\n|     |\n.-. .-.\n| | | |\n.-.-.-.".to_owned()));
    assert_eq!(counts(&solutions), (134, 23));
}

#[test]
fn the_2_by_2_grid_move_3_to_make_3_squares() {
    // The 12-stick window with a free row and column all round. By hand: 12 sticks in exactly 3
    // squares with no loose end share no stick, so they are three unit squares meeting at most
    // at corners; keeping two diagonal squares of the window (8 sticks) and one outer stick of a
    // third, three moves close a square on the far side of that stick. The solver finds that
    // shape in its 8 placements, all one up to the window's symmetry.
    let puzzle = square(
        ". . . . .\n\n. .-.-. .\n  | | |\n. .-.-. .\n  | | |\n. .-.-. .\n\n. . . . .",
        Budget::exactly(Goal::Move, 3),
        Figure::count(3),
    );
    let solutions = solved(&puzzle);
    assert_eq!(counts(&solutions), (8, 1));
    let found = texts(&solutions, puzzle.canvas());
    let zigzag =
        ". . . . .\n         \n. . .-. .\n    | |  \n. .-.-. .\n  | |    \n. .-.-. .\n    | |  \n. . .-. .";
    assert!(found.contains(&zigzag.to_owned()), "{found:#?}");
}

#[test]
fn the_nine_stick_triangle_remove_3_to_leave_1() {
    // A triangle of side 2 made of 9 sticks shows 5 triangles (4 small, 1 large). By hand: 6
    // sticks showing exactly one triangle with no loose end are one triangle of side 2, so the
    // only answer takes the 3 inner sticks.
    let canvas = Canvas::new(Lattice::Triangular, 3, 3).expect("within bounds");
    let table = EdgeTable::new(canvas);
    let stick = |a: (u8, u8), b: (u8, u8)| {
        let dot = |(column, row)| Dot { column, row };
        table.between(dot(a), dot(b)).expect("neighbours")
    };
    // Rows 0 and 2 line up; row 1 sits half a step right. Corners (0,2), (2,2) and (1,0).
    let outline = [
        ((0, 2), (1, 2)),
        ((1, 2), (2, 2)),
        ((0, 2), (0, 1)),
        ((0, 1), (1, 0)),
        ((2, 2), (1, 1)),
        ((1, 1), (1, 0)),
    ];
    let inner = [((0, 1), (1, 1)), ((0, 1), (1, 2)), ((1, 1), (1, 2))];
    let big = Sticks::of(outline.iter().map(|&(a, b)| stick(a, b)));
    let all = big.union(Sticks::of(inner.iter().map(|&(a, b)| stick(a, b))));
    let puzzle =
        Puzzle::new(canvas, all, Budget::up_to(Goal::Remove, 3), Figure::count(1)).expect("on canvas");
    let solutions = solved(&puzzle);
    assert_eq!(
        solutions
            .answers
            .iter()
            .map(|a| (a.steps, a.sticks))
            .collect::<Vec<_>>(),
        [(3, big)]
    );
    assert_eq!(brute(&puzzle).answers, [(3, big)]);
}

#[test]
fn move_2_so_the_fish_swims_the_other_way() {
    // A six-stick fish on the triangular lattice: a rhombus for its body and a V for its tail,
    // swimming left. By hand, two answers: the tail and the body's two right sticks become the
    // new fish's tail and half its body (lay two sticks to close the new body, take the old
    // head's two); or, the body being symmetric, the tail moves to the other end.
    let canvas = Canvas::new(Lattice::Triangular, 3, 3).expect("within bounds");
    let table = EdgeTable::new(canvas);
    let stick = |a: (u8, u8), b: (u8, u8)| {
        let dot = |(column, row)| Dot { column, row };
        table.between(dot(a), dot(b)).expect("neighbours")
    };
    // Body: left (0,1), top (1,0), right (1,1), bottom (1,2); tail to (2,0) and (2,2).
    let head = [stick((0, 1), (1, 0)), stick((0, 1), (1, 2))];
    let back = [stick((1, 0), (1, 1)), stick((1, 2), (1, 1))];
    let tail = [stick((1, 1), (2, 0)), stick((1, 1), (2, 2))];
    let fish = Sticks::of(head.into_iter().chain(back).chain(tail));
    let new_nose = [stick((2, 0), (2, 1)), stick((2, 2), (2, 1))];
    let turned = Sticks::of(back.into_iter().chain(tail).chain(new_nose));
    let figure = Figure::Target {
        sticks: turned,
        orientation: Orientation::Kept,
    };
    let puzzle = Puzzle::new(canvas, fish, Budget::up_to(Goal::Move, 2), figure).expect("on canvas");
    let solutions = solved(&puzzle);
    let found: Vec<(u32, Sticks)> = solutions.answers.iter().map(|a| (a.steps, a.sticks)).collect();
    let tail_moved = Sticks::of(
        head.into_iter()
            .chain(back)
            .chain([stick((0, 1), (0, 0)), stick((0, 1), (0, 2))]),
    );
    let mut expected = vec![(2, turned), (2, tail_moved)];
    expected.sort_unstable();
    assert_eq!(found, expected);
    assert_eq!(brute(&puzzle).answers, found);
    // Turned about, the fish is a fish: with its orientation free, the puzzle is its own target
    // in any way it can be moved there, and none of those is the fish as set.
    let free = Puzzle::new(
        canvas,
        fish,
        Budget::up_to(Goal::Move, 2),
        Figure::Target {
            sticks: fish,
            orientation: Orientation::Free,
        },
    )
    .expect("on canvas");
    assert!(solved(&free).answers.iter().all(|a| a.sticks != fish));
    assert_eq!(
        brute(&free).answers,
        solved(&free)
            .answers
            .iter()
            .map(|a| (a.steps, a.sticks))
            .collect::<Vec<_>>()
    );
}
