//! Timing helpers shared by the benches (a folder, so Cargo does not take it for a bench).

use std::hint::black_box;
use std::time::{Duration, Instant};

/// What `work` returns and how long it took.
pub fn time<T>(work: impl FnOnce() -> T) -> (T, Duration) {
    let start = Instant::now();
    let out = black_box(work());
    (out, start.elapsed())
}

/// The fastest of `runs` runs of `work`: the least disturbed by whatever else the machine does.
pub fn best_of<T>(runs: usize, mut work: impl FnMut() -> T) -> (T, Duration) {
    let (mut out, mut best) = time(&mut work);
    for _ in 1..runs {
        let (again, took) = time(&mut work);
        if took < best {
            (out, best) = (again, took);
        }
    }
    (out, best)
}
