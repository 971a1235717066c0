//! Speed of the matchstick engine: the figures it promises, each next to its
//! goal and a baseline measured in the same run.
//!
//! Run with `cargo bench --bench matchsticks` (or `… -- generate` for the lines whose label holds
//! a word). Baselines too slow to run in full (the previous generator, the matchstick paper's
//! search) run on an evenly spaced sample, checked against the real results, and are scaled up.

mod timing;

use std::hint::black_box;
use std::time::Duration;

use nimlab_core::matchsticks::generate::generate;
use nimlab_core::matchsticks::glyph::Variants;
use nimlab_core::matchsticks::layout::{Layout, Rules};
use nimlab_core::matchsticks::seed004;
use nimlab_core::matchsticks::solve::{Goal, solve, solve_within};
use nimlab_core::matchsticks::survey::{Finding, Shape, Survey, walk_blocks};
use nimlab_core::watch::Unwatched;
use timing::{best_of, time};

/// Sampled runs of the slow baselines.
const SAMPLE: usize = 400;

fn main() {
    if cfg!(debug_assertions) {
        println!("note: a debug build; run `cargo bench --bench matchsticks` for the real figures");
    }
    let only: Vec<String> = std::env::args().skip(1).filter(|a| !a.starts_with('-')).collect();
    let wanted = |label: &str| only.is_empty() || only.iter().any(|word| label.contains(word.as_str()));
    let threads = rayon::current_num_threads();
    figure(
        "figure",
        "now",
        "goal",
        &format!("baseline, run alongside ({threads} threads)"),
    );
    // The one puzzle first, on a fresh heap (after the runs below have allocated and freed
    // hundreds of megabytes, its allocations cost a third more); then the large survey, so
    // that the process's peak memory is its own.
    if wanted("puzzle") {
        one_puzzle();
    }
    if wanted("survey DDD") {
        large_survey();
    }
    if wanted("survey DD±DD=DD") {
        survey();
    }
    for steps in [1, 2] {
        if wanted("generate") {
            generator(steps);
        }
    }
    if wanted("long") {
        long_equations();
    }
}

/// One line of the table: a figure, what it is now, its goal and its baseline.
fn figure(label: &str, now: &str, goal: &str, baseline: &str) {
    println!("{label:<52} {now:>10}  {goal:<10}  {baseline}");
}

fn seconds(duration: Duration) -> String {
    format!("{:.2} s", duration.as_secs_f64())
}

fn ms(duration: Duration) -> String {
    format!("{:.1} ms", duration.as_secs_f64() * 1e3)
}

/// `work` on a pool of one thread: what every core buys.
fn one_core<T: Send>(work: impl FnOnce() -> T + Send) -> T {
    rayon::ThreadPoolBuilder::new()
        .num_threads(1)
        .build()
        .expect("a pool of one thread")
        .install(work)
}

fn survey_of(shape: &Shape) -> Survey {
    Survey::run(shape, Rules::default(), Goal::Move, 2, &mut Unwatched).expect("never stopped")
}

/// The survey that once took 25 s and 2.4 GB (12 bytes for each of 200 million layouts).
fn large_survey() {
    let shape = Shape::parse("DDD+DD=DDD").expect("valid");
    let (equations, find) = time(|| shape.true_equations(Rules::default()));
    let (survey, fast) = time(|| survey_of(&shape));
    let peak = peak_memory();
    let (single, slow) = time(|| one_core(|| survey_of(&shape)));
    assert_eq!(survey.counts(), single.counts());
    figure(
        "survey DDD±DD=DDD (200,000,000 layouts), 2 moves",
        &seconds(fast),
        "< 5 s",
        &format!(
            "{} on one core ({:.1}× with every core)",
            seconds(slow),
            slow.as_secs_f64() / fast.as_secs_f64()
        ),
    );
    let peak = peak.map_or("unknown".to_owned(), |bytes| {
        format!("{:.0} MB", bytes as f64 / 1e6)
    });
    figure(
        "  the process's peak memory (resident)",
        &peak,
        "< 500 MB",
        "12 bytes per layout before blocks: 2,400 MB",
    );
    println!(
        "  where the time goes: its {} true equations {}, the walk from them {}",
        equations.len(),
        ms(find),
        ms(fast.saturating_sub(find))
    );
}

/// The survey of every `DD±DD=DD` layout, against one core and against the matchstick paper's
/// search on every layout.
fn survey() {
    let rules = Rules::default();
    let shape = Shape::parse("DD+DD=DD").expect("valid");
    let (survey, fast) = best_of(5, || survey_of(&shape));
    let (single, slow) = best_of(3, || one_core(|| survey_of(&shape)));
    assert_eq!(survey.counts(), single.counts());
    // The matchstick paper's search on an evenly spaced sample, checked against the survey's
    // findings.
    let findings = findings(&shape, 2);
    let step = shape.layout_count() / SAMPLE;
    let mut paper = Duration::ZERO;
    for index in (0..shape.layout_count()).step_by(step) {
        let layout = shape.example(index);
        let (answers, took) = time(|| seed004::solve(&layout, rules, Goal::Move, 2, &mut 0));
        paper += took;
        if !findings[index].already_true {
            assert_eq!(usize::from(findings[index].answers), answers.len());
        }
    }
    let paper_total = paper.as_secs_f64() / SAMPLE as f64 * shape.layout_count() as f64;
    figure(
        "survey DD±DD=DD (2,000,000 layouts), 2 moves",
        &ms(fast),
        "< 100 ms",
        &format!(
            "{} on one core ({:.1}× with every core); seed 004's search ≈ {paper_total:.0} s ({:.0}×)",
            ms(slow),
            slow.as_secs_f64() / fast.as_secs_f64(),
            paper_total / fast.as_secs_f64()
        ),
    );
    let counts = survey.counts();
    println!(
        "  its counts: {} already true, solvable {:?}, {} unsolvable, {} unique",
        counts.already_true, counts.solvable, counts.unsolvable, counts.unique
    );
}

/// The generator, against the previous one: the same candidates, each solved one step past the
/// budget to describe it (timed on a sample and scaled up).
fn generator(steps: u32) {
    let rules = Rules::default();
    let shape = Shape::parse("DD+DD=DD").expect("valid");
    let (puzzles, fast) = best_of(3, || {
        generate(&shape, rules, Goal::Move, steps, 1, &mut Unwatched).expect("never stopped")
    });
    let (_, walk) = best_of(3, || {
        walk_blocks(&shape, rules, Goal::Move, steps, true, &mut Unwatched, |_| ()).expect("never stopped")
    });
    // The previous generator: the survey, then a solve per candidate.
    let (_, survey) =
        time(|| Survey::run(&shape, rules, Goal::Move, steps, &mut Unwatched).expect("never stopped"));
    let by_text: std::collections::HashMap<&str, &str> = puzzles
        .iter()
        .map(|p| (p.puzzle.as_str(), p.answer.as_str()))
        .collect();
    let mut solving = Duration::ZERO;
    let sample: Vec<_> = puzzles.iter().step_by((puzzles.len() / SAMPLE).max(1)).collect();
    for puzzle in &sample {
        let (solved, took) = time(|| {
            solve_within(&puzzle.layout, rules, Goal::Move, steps + 1, 1, &mut Unwatched).expect("solvable")
        });
        solving += took;
        assert_eq!(by_text[puzzle.puzzle.as_str()], solved.answers[0].equation);
        assert_eq!(puzzle.near_misses as u128, solved.counts[steps as usize]);
    }
    let previous = survey.as_secs_f64() + solving.as_secs_f64() / sample.len() as f64 * puzzles.len() as f64;
    let goal = if steps == 1 { "< 200 ms" } else { "< 1000 ms" };
    figure(
        &format!("generate DD±DD=DD, {steps} move(s), unique"),
        &ms(fast),
        goal,
        &format!(
            "the previous generator ≈ {previous:.1} s ({:.0}×)",
            previous / fast.as_secs_f64()
        ),
    );
    println!(
        "  where the time goes: the walk to {} steps {}, describing and sorting {} puzzles {}",
        steps + 1,
        ms(walk),
        puzzles.len(),
        ms(fast.saturating_sub(walk))
    );
}

/// One puzzle of 12 slots, up to 3 moves, with every glyph variant on, against the matchstick
/// paper's search.
fn one_puzzle() {
    let puzzle = Layout::parse("1234+56=1296").expect("valid");
    let variants = Rules {
        variants: Variants {
            six: true,
            seven: true,
            nine: true,
        },
        ..Rules::default()
    };
    // The best of many short rounds: one long round on a shared machine times every wait for a
    // core as well (0.33 ms on a busy 2-core machine where the solver itself took under 0.1 ms).
    let (rounds, runs) = (100, 20);
    let (found, best) = best_of(rounds, || {
        let mut found = 0;
        for _ in 0..runs {
            found = black_box(solve(&puzzle, variants, Goal::Move, 3).expect("solvable")).len();
        }
        found
    });
    let each = best / runs;
    let ((), counting) = best_of(rounds, || {
        for _ in 0..runs {
            black_box(solve_within(&puzzle, variants, Goal::Move, 3, 0, &mut Unwatched).expect("solvable"));
        }
    });
    let counting = counting / runs;
    // The matchstick paper's search takes minutes at 3 moves on 12 slots; at 2 it is the baseline,
    // timed the same way (the best of a few rounds), so load inflates neither side of the ratio.
    let (paper, paper_time) = best_of(3, || seed004::solve(&puzzle, variants, Goal::Move, 2, &mut 0));
    let fast_two = solve(&puzzle, variants, Goal::Move, 2).expect("solvable");
    assert_eq!(paper.len(), fast_two.len());
    figure(
        "one puzzle 1234+56=1296, 3 moves, all variants",
        &format!("{:.3} ms", each.as_secs_f64() * 1e3),
        "< 0.1 ms",
        &format!(
            "seed 004's search, 2 moves only: {} ({:.0}×); {found} answers",
            ms(paper_time),
            paper_time.as_secs_f64() / each.as_secs_f64()
        ),
    );
    println!(
        "  where the time goes: planning and counting every answer (the dynamic programme) {:.3} ms, \
         listing and drawing the {found} answers {:.3} ms",
        counting.as_secs_f64() * 1e3,
        each.saturating_sub(counting).as_secs_f64() * 1e3
    );
}

/// The solver's cost must grow polynomially with the slots. The hardest long layouts we
/// know are true equations of many long numbers (every near-cancellation is a state).
fn long_equations() {
    let long = [
        format!("{}=40", ["1"; 40].join("+")),
        format!("{}={}", ["12345678"; 10].join("+"), 12_345_678 * 10),
        format!("{}={}", ["55555"; 15].join("+"), 55_555 * 15),
    ];
    for text in &long {
        let layout = Layout::parse(text).expect("valid");
        let (solved, took) = time(|| {
            solve_within(&layout, Rules::default(), Goal::Move, 3, 1000, &mut Unwatched).expect("solvable")
        });
        figure(
            &format!("long equation, {} slots, 3 moves", layout.slots.len()),
            &ms(took),
            "~1 s",
            &format!("({} answers counted, 1,000 listed)", solved.total()),
        );
    }
}

/// Every layout's finding, in layout order.
fn findings(shape: &Shape, steps: u32) -> Vec<Finding> {
    walk_blocks(
        shape,
        Rules::default(),
        Goal::Move,
        steps,
        false,
        &mut Unwatched,
        |block| block.findings.to_vec(),
    )
    .expect("never stopped")
    .concat()
}

/// The most memory the process has held in RAM so far (Linux's `VmHWM`); `None` elsewhere.
fn peak_memory() -> Option<u64> {
    let status = std::fs::read_to_string("/proc/self/status").ok()?;
    let line = status.lines().find(|line| line.starts_with("VmHWM:"))?;
    let kilobytes: u64 = line.split_whitespace().nth(1)?.parse().ok()?;
    Some(kilobytes * 1024)
}
