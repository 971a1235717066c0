//! Speed of the matchstick engine (SPEC §4): the survey of all 2,000,000 `DD±DD=DD` layouts at
//! two moves under a second and at least 100× faster than seed 004's search on the same layouts;
//! one puzzle of up to 12 slots and 3 moves under a millisecond; and (SPEC §6) long equations of
//! about 100 slots at 3 moves, counted exactly with the first 1,000 answers listed, in about a
//! second.
//!
//! Run with `cargo bench --bench matchsticks`. Seed 004's search is far too slow to run on all two
//! million layouts, so it runs on an evenly spaced sample and its per-layout time is scaled up;
//! its answers on the sample are checked against the survey's.

use nimlab_core::watch::Unwatched;
use std::hint::black_box;
use std::time::{Duration, Instant};

use nimlab_core::matchsticks::layout::{Layout, Rules};
use nimlab_core::matchsticks::seed004;
use nimlab_core::matchsticks::solve::{Goal, solve, solve_within};
use nimlab_core::matchsticks::survey::{Shape, Survey};

const SAMPLE: usize = 400;

fn main() {
    if cfg!(debug_assertions) {
        println!("note: a debug build; run `cargo bench --bench matchsticks` for the real figures");
    }
    let rules = Rules::default();
    let shape = Shape::parse("DD+DD=DD").expect("valid");
    let start = Instant::now();
    let survey = Survey::run(&shape, rules, Goal::Move, 2, &mut Unwatched).expect("not stopped");
    let fast = start.elapsed();
    let counts = survey.counts();
    println!(
        "survey of {} DD±DD=DD layouts, 2 moves (SPEC: < 1 s)   {:>8.1} ms   ({} already true, solvable {:?}, {} unsolvable, {} unique)",
        counts.layouts,
        fast.as_secs_f64() * 1e3,
        counts.already_true,
        counts.solvable,
        counts.unsolvable,
        counts.unique
    );

    // Seed 004's search on an evenly spaced sample, checked against the survey.
    let step = shape.layout_count() / SAMPLE;
    let mut paper = Duration::ZERO;
    let mut visited = 0u64;
    for index in (0..shape.layout_count()).step_by(step) {
        let layout = shape.example(index);
        let start = Instant::now();
        let answers = seed004::solve(&layout, rules, Goal::Move, 2, &mut visited);
        paper += start.elapsed();
        if !survey.already_true[index] {
            assert_eq!(
                usize::from(survey.answers[index]),
                answers.len().min(255),
                "{}",
                layout.text(rules.variants)
            );
        }
    }
    let per_layout = paper.as_secs_f64() / SAMPLE as f64;
    let paper_total = per_layout * counts.layouts as f64;
    println!(
        "seed 004's search, {SAMPLE} sampled layouts               {:>8.2} ms per layout ({} layouts examined each) → {:.0} s for all",
        per_layout * 1e3,
        visited / SAMPLE as u64,
        paper_total
    );
    println!(
        "survey vs seed 004's search on the same layouts          {:>8.0}× faster (SPEC: ≥ 100×)",
        paper_total / fast.as_secs_f64()
    );

    // One puzzle of 12 slots, up to 3 moves, with every glyph variant on.
    let puzzle = Layout::parse("1234+56=1296").expect("valid");
    let variants = Rules {
        variants: nimlab_core::matchsticks::glyph::Variants {
            six: true,
            seven: true,
            nine: true,
        },
        ..rules
    };
    let runs = 200;
    let start = Instant::now();
    let mut found = 0;
    for _ in 0..runs {
        found = black_box(solve(&puzzle, variants, Goal::Move, 3).expect("solvable")).len();
    }
    let each = start.elapsed().as_secs_f64() / f64::from(runs);
    println!(
        "one puzzle, 12 slots, up to 3 moves (SPEC: < 1 ms)        {:>8.3} ms   ({found} answers)",
        each * 1e3
    );

    // SPEC §6: the solver's cost grows polynomially with the slots. The hardest long layouts we
    // know are true equations of many long numbers (every near-cancellation is a state).
    let long = [
        format!("{}=40", ["1"; 40].join("+")),
        format!("{}={}", ["12345678"; 10].join("+"), 12_345_678 * 10),
        format!("{}={}", ["55555"; 15].join("+"), 55_555 * 15),
    ];
    for text in &long {
        let layout = Layout::parse(text).expect("valid");
        let start = Instant::now();
        let solved = solve_within(&layout, rules, Goal::Move, 3, 1000, &mut Unwatched).expect("solvable");
        println!(
            "{:>3} slots, 3 moves: every answer counted, 1,000 listed {:>8.1} ms   ({} answers)",
            layout.slots.len(),
            start.elapsed().as_secs_f64() * 1e3,
            solved.total()
        );
    }
}
