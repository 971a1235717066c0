//! The generator's tests: every puzzle it gives is unique by the brute force too, the order is
//! by difficulty, and its cost is refused before any work when too high.

use super::*;
use crate::matchsticks::solve::Goal;
use crate::shapes::brute::brute;
use crate::shapes::canvas::Lattice;
use crate::watch::Unwatched;

fn request(lattice: Lattice, size: u8, cells: u8, budget: Budget, count: u32) -> Request {
    Request {
        canvas: Canvas::new(lattice, size, size).expect("within bounds"),
        cells,
        budget,
        count,
        rules: Rules::default(),
    }
}

#[test]
fn every_generated_puzzle_has_one_answer_by_the_brute_force() {
    // Canvases of 4 × 4 dots: 24 edges on the square lattice is past the brute force's reach,
    // so 3 × 3 square dots (12 edges) and 3 × 3 triangular dots (16 edges).
    let cases = [
        request(Lattice::Square, 3, 2, Budget::up_to(Goal::Remove, 3), 1),
        request(Lattice::Square, 3, 3, Budget::up_to(Goal::Remove, 3), 2),
        request(Lattice::Square, 3, 1, Budget::up_to(Goal::Add, 3), 2),
        request(Lattice::Square, 3, 2, Budget::up_to(Goal::Move, 2), 2),
        request(Lattice::Triangular, 3, 4, Budget::up_to(Goal::Remove, 3), 1),
        request(Lattice::Triangular, 3, 2, Budget::exactly(Goal::Remove, 2), 1),
        request(Lattice::Triangular, 3, 3, Budget::up_to(Goal::Remove, 2), 2),
        request(Lattice::Triangular, 3, 3, Budget::up_to(Goal::Move, 2), 3),
    ];
    let mut total = 0;
    for request in cases {
        let generated = generate(&request, &mut Unwatched).expect("within bounds");
        total += generated.len();
        for puzzle in &generated {
            let slow = brute(&puzzle.puzzle);
            let steps = request.budget.steps;
            let kinds: Vec<u128> = (1..=steps)
                .map(|k| slow.distinct.get(&k).copied().unwrap_or(0) as u128)
                .collect();
            assert!(is_unique(&kinds, steps), "{request:?}: {puzzle:?} {kinds:?}");
            assert!(slow.answers.iter().any(|&(_, a)| a == puzzle.answer));
            let further = puzzle
                .puzzle
                .with_budget(Budget::exactly(request.budget.goal, steps + 1));
            assert_eq!(
                brute(&further).distinct.values().sum::<usize>() as u128,
                puzzle.near_misses
            );
        }
        let order: Vec<u32> = generated.iter().map(|g| g.difficulty).collect();
        assert!(order.windows(2).all(|w| w[0] <= w[1]), "{order:?}");
    }
    assert!(total >= 4, "some puzzles found: {total}");
}

#[test]
fn the_l_of_three_squares_add_two_to_make_a_window_of_five() {
    // By hand: three squares in an L (10 sticks) lack two sticks of the 2 × 2 window, which then
    // shows 5 squares; nothing else with two more sticks shows 5. Found among the 3-cell figures
    // on 3 × 3 dots, which hold only the L (the straight row does not fit).
    let request = request(Lattice::Square, 3, 3, Budget::up_to(Goal::Add, 2), 5);
    let generated = generate(&request, &mut Unwatched).expect("within bounds");
    assert_eq!(generated.len(), 1, "{generated:?}");
    let [only] = &generated[..] else { unreachable!() };
    assert_eq!(only.answer, request.canvas.all());
    // 10·2 + no square broken + nothing laid away + no near miss (no third stick to add).
    assert_eq!(
        (only.broken, only.away, only.near_misses, only.difficulty),
        (0, false, 0, 20)
    );
}

#[test]
fn too_costly_a_generation_is_refused_before_any_work() {
    let request = request(Lattice::Square, 8, 8, Budget::up_to(Goal::Move, 4), 3);
    let mut asked = false;
    let refused = generate(&request, &mut |_| {
        asked = true;
        true
    });
    assert!(
        matches!(refused, Err(GenerateError::TooManyCombinations { .. })),
        "{refused:?}"
    );
    assert!(!asked);
    let too_many_cells = Request {
        cells: MAX_CELLS + 1,
        ..request
    };
    assert!(matches!(
        generate(&too_many_cells, &mut Unwatched),
        Err(GenerateError::TooManyCells { .. })
    ));
}

#[test]
fn a_stop_ends_the_generation() {
    let request = request(Lattice::Square, 5, 4, Budget::up_to(Goal::Move, 1), 3);
    let mut reports = Vec::new();
    generate(&request, &mut |done| {
        reports.push(done);
        true
    })
    .expect("within bounds");
    assert!(reports.windows(2).all(|w| w[0] <= w[1] + 1e-6), "{reports:?}");
    assert!(reports.len() > 3);
    let stopped = generate(&request, &mut |done| done < 0.5);
    assert_eq!(stopped, Err(GenerateError::Solve(SolveError::Cancelled)));
}

#[test]
fn any_puzzle_with_one_answer_gets_the_generators_figure_and_others_none() {
    let generated: Vec<Generated> = [
        request(Lattice::Square, 3, 2, Budget::up_to(Goal::Remove, 3), 1),
        request(Lattice::Triangular, 3, 4, Budget::up_to(Goal::Remove, 3), 1),
        request(Lattice::Square, 3, 2, Budget::up_to(Goal::Move, 2), 2),
    ]
    .iter()
    .flat_map(|request| generate(request, &mut Unwatched).expect("within bounds"))
    .collect();
    assert!(generated.len() >= 2, "{generated:?}");
    for found in &generated {
        let solved = solve_within(&found.puzzle, usize::MAX, &mut Unwatched).expect("solved");
        let again = difficulty_of(&found.puzzle, &solved, &mut Unwatched).expect("within bounds");
        assert_eq!(again, Some(*found), "the same figure the generator gave");
    }
    // The 2 × 2 window: removing a corner's two outer sticks leaves 3 squares, four ways, one up
    // to symmetry; no one stick leaves 4 squares, so no answer and no figure.
    let (canvas, sticks) = crate::shapes::text::parse(".-.-.\n| | |\n.-.-.\n| | |\n.-.-.").expect("text");
    let figure = |steps, count| {
        Puzzle::new(
            canvas,
            sticks,
            Budget::exactly(Goal::Remove, steps),
            Figure::count(count),
        )
        .expect("a puzzle")
    };
    let one_kind = figure(2, 3);
    let solved = solve_within(&one_kind, usize::MAX, &mut Unwatched).expect("solved");
    assert_eq!(solved.total_distinct(), 1, "{solved:?}");
    let described = difficulty_of(&one_kind, &solved, &mut Unwatched).expect("bounded");
    assert!(described.is_some_and(|d| d.difficulty >= 20), "{described:?}");
    let none = figure(1, 4);
    let solved = solve_within(&none, usize::MAX, &mut Unwatched).expect("solved");
    assert_eq!(solved.total(), 0);
    assert_eq!(difficulty_of(&none, &solved, &mut Unwatched), Ok(None));
}
