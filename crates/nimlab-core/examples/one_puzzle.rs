//! The bench's one-puzzle figure without the app: `1234+56=1296` solved up to 3 moves with every
//! glyph variant on, timed over many runs. The root crate's `cargo bench --bench matchsticks`
//! needs the whole app in release; this needs only the engines
//! (`cargo run --release -p nimlab-core --example one_puzzle`).

use std::hint::black_box;
use std::time::{Duration, Instant};

use nimlab_core::matchsticks::glyph::Variants;
use nimlab_core::matchsticks::layout::{Layout, Rules};
use nimlab_core::matchsticks::solve::{Goal, solve, solve_within};
use nimlab_core::watch::Unwatched;

/// Runs per round, and rounds: on a shared machine a short round often runs uninterrupted, so
/// the best round is the solver's own time (the bench's one long round counts the waits too).
const RUNS: u32 = 20;
const ROUNDS: u32 = 500;

/// The best round's time per run, and the CPU time per run over all rounds (Linux; `None`
/// elsewhere): the two agree when the machine is idle.
fn best_each(mut run: impl FnMut()) -> (Duration, Option<Duration>) {
    let cpu_before = thread_cpu_time();
    let best = (0..ROUNDS)
        .map(|_| {
            let start = Instant::now();
            for _ in 0..RUNS {
                run();
            }
            start.elapsed() / RUNS
        })
        .min()
        .unwrap_or_default();
    let cpu = cpu_before
        .zip(thread_cpu_time())
        .map(|(before, after)| after.saturating_sub(before) / (RUNS * ROUNDS));
    (best, cpu)
}

/// The CPU time this thread has had (Linux's schedstat, in nanoseconds).
#[expect(clippy::disallowed_methods, reason = "a timing example, not an engine")]
fn thread_cpu_time() -> Option<Duration> {
    let stat = std::fs::read_to_string("/proc/thread-self/schedstat").ok()?;
    let nanoseconds: u64 = stat.split_whitespace().next()?.parse().ok()?;
    Some(Duration::from_nanos(nanoseconds))
}

fn ms(duration: Duration) -> String {
    format!("{:.3} ms", duration.as_secs_f64() * 1e3)
}

fn main() {
    let puzzle = Layout::parse("1234+56=1296").expect("valid");
    let variants = Rules {
        variants: Variants {
            six: true,
            seven: true,
            nine: true,
        },
        ..Rules::default()
    };
    let found = solve(&puzzle, variants, Goal::Move, 3).expect("solvable").len();
    let each = best_each(|| {
        black_box(solve(black_box(&puzzle), variants, Goal::Move, 3).expect("solvable"));
    });
    let counting = best_each(|| {
        black_box(
            solve_within(black_box(&puzzle), variants, Goal::Move, 3, 0, &mut Unwatched).expect("solvable"),
        );
    });
    let cpu = |time: Option<Duration>| time.map_or("unknown".to_owned(), ms);
    println!(
        "one puzzle 1234+56=1296, 3 moves, all variants ({found} answers): best round {} \
         (CPU {}); planning and counting {} (CPU {}), listing {}",
        ms(each.0),
        cpu(each.1),
        ms(counting.0),
        cpu(counting.1),
        ms(each.0.saturating_sub(counting.0))
    );
}
