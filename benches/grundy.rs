//! Speed of the Grundy engine (SPEC §4): a subtraction game to 10⁷ values, and Kayles to 20,000
//! values with its period certificate, each under a second.
//!
//! Run with `cargo bench --bench grundy`. The baseline, run in the same process on the same
//! game, is the plain definition: every value the mex of a freshly collected list of options
//! (`HeapGame::moves` plus `mex`), which is what the fast loops replace.

use nimlab_core::watch::Unwatched;
use std::hint::black_box;
use std::time::{Duration, Instant};

use nimlab_core::games::coin_game::{MoveSet, Rule};
use nimlab_core::games::grundy::{GrundyTable, HeapGame, mex};
use nimlab_core::games::octal::OctalCode;

fn time<T>(work: impl FnOnce() -> T) -> (T, Duration) {
    let start = Instant::now();
    let out = work();
    (black_box(out), start.elapsed())
}

/// The plain definition, one option list per value.
fn baseline(game: &HeapGame, count: usize) -> Vec<u32> {
    let mut values: Vec<u32> = Vec::with_capacity(count);
    for n in 0..count as u32 {
        let options: Vec<u32> = game
            .moves(n)
            .into_iter()
            .map(|(_, left)| left.iter().fold(0, |acc, &h| acc ^ values[h as usize]))
            .collect();
        values.push(mex(options));
    }
    values
}

fn report(label: &str, count: usize, fast: Duration, slow: Duration, slow_count: usize) {
    // The baseline may run on fewer values; compare per value.
    let per_fast = fast.as_secs_f64() / count as f64;
    let per_slow = slow.as_secs_f64() / slow_count as f64;
    println!(
        "{label:<48} {:>9.1} ms   baseline {:>8.1} ns/value   {:>6.1}× faster per value",
        fast.as_secs_f64() * 1e3,
        per_slow * 1e9,
        per_slow / per_fast,
    );
}

fn main() {
    if cfg!(debug_assertions) {
        println!("note: a debug build; run `cargo bench --bench grundy` for the real figures");
    }
    let subtraction = HeapGame::Subtraction(MoveSet::parse("1,3,4").expect("valid"));
    let count = 10_000_000;
    let (values, fast) = time(|| subtraction.values(Rule::Normal, count).expect("valid"));
    let (period, search) = time(|| subtraction.period(Rule::Normal, &values));
    assert_eq!(period.map(|p| p.period.period), Some(7));
    let (_, slow) = time(|| baseline(&subtraction, 1_000_000));
    report(
        "{1,3,4} to 10^7 values (SPEC: < 1 s)",
        count,
        fast,
        slow,
        1_000_000,
    );
    println!(
        "{:<48} {:>9.1} ms",
        "  + its period certificate",
        search.as_secs_f64() * 1e3
    );

    let kayles = HeapGame::Octal(OctalCode::parse("0.77").expect("valid"));
    let (table, fast) = time(|| {
        let values = kayles.values(Rule::Normal, 20_000).expect("valid");
        let period = kayles.period(Rule::Normal, &values);
        (values, period)
    });
    assert_eq!(
        table.1.map(|p| (p.period.preperiod, p.period.period)),
        Some((71, 12))
    );
    let (_, slow) = time(|| baseline(&kayles, 5_000));
    // The baseline is quadratic too: time per value grows with n, so compare over the same range.
    let (_, fast_5000) = time(|| kayles.values(Rule::Normal, 5_000).expect("valid"));
    println!(
        "{:<48} {:>9.1} ms",
        "Kayles to 20,000 values + certificate (SPEC: < 1 s)",
        fast.as_secs_f64() * 1e3
    );
    report(
        "  Kayles to 5,000 values, like for like",
        5_000,
        fast_5000,
        slow,
        5_000,
    );
    let (auto, auto_time) = time(|| GrundyTable::compute(&kayles, Rule::Normal, 20, &mut Unwatched));
    let searched = auto.ok().flatten().map_or(0, |t| t.searched);
    println!(
        "{:<48} {:>9.1} ms ({searched} values searched)",
        "Kayles period search as the app runs it",
        auto_time.as_secs_f64() * 1e3
    );
}
