//! Speed of the Grundy engine against its bars: a subtraction game to 10⁷ values, and Kayles to
//! 20,000 values with its period certificate, each under a second.
//!
//! Then the published long periods of octal games: for each, the values the period
//! search computed to certify it, the time and the process's peak memory, against the previous
//! octal loop on the same game's first values in the same process (per value). Only those:
//! `cargo bench --bench grundy -- long`; only the rest: `-- short`.
//!
//! Run with `cargo bench --bench grundy`. Baselines run in the same process on the same game,
//! because the machine's speed varies from run to run and only ratios carry over: the plain
//! definition, every value the mex of a freshly collected list of options (`HeapGame::moves` plus
//! `mex`), which is what the fast loops replace; and for Kayles also the octal loop the engine
//! had before the rare-value method ([`previous_octal_values`]), to show what that method gained.

mod timing;

use nimlab_core::watch::Unwatched;
use std::time::Duration;
use timing::{best_of, time};

use nimlab_core::games::coin_game::{MoveSet, Rule};
use nimlab_core::games::grundy::{GrundyTable, HeapGame, mex};
use nimlab_core::games::octal::OctalCode;

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

/// The octal loop before the rare-value method, kept as the baseline of the Kayles figure: the
/// mex over every split of every heap, with a stamped mark array.
fn previous_octal_values(code: &OctalCode, count: usize) -> Vec<u32> {
    let mut values: Vec<u32> = Vec::with_capacity(count);
    let mut seen: Vec<u32> = vec![u32::MAX; 64];
    for n in 0..count {
        let stamp = n as u32;
        let mark = |value: u32, seen: &mut Vec<u32>| {
            let index = value as usize;
            if index >= seen.len() {
                seen.resize((index + 1).next_power_of_two(), u32::MAX);
            }
            seen[index] = stamp;
        };
        for k in 1..=code.last_digit().min(n) {
            let digit = code.digit(k);
            let rest = n - k;
            if digit & 1 != 0 && rest == 0 {
                mark(0, &mut seen);
            }
            if digit & 2 != 0 && rest > 0 {
                mark(values[rest], &mut seen);
            }
            if digit & 4 != 0 {
                for left in 1..=rest / 2 {
                    mark(values[left] ^ values[rest - left], &mut seen);
                }
            }
        }
        let mex = seen.iter().position(|&s| s != stamp).unwrap_or(seen.len());
        values.push(mex as u32);
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
    let only: Vec<String> = std::env::args().skip(1).filter(|a| !a.starts_with('-')).collect();
    if !only.iter().any(|word| word == "long") {
        short();
    }
    if !only.iter().any(|word| word == "short") {
        long_periods();
    }
}

/// The published long periods (tczajka/octal-games, SolvedGames.md: prefix, period), the
/// smallest first so that each game's peak memory is the process's peak when it ends.
const LONG: [(&str, usize, usize); 4] = [
    ("0.127", 46_578, 4),
    ("0.56", 326_640, 144),
    ("0.376", 2_268_248, 4),
    ("0.354", 10_061_916, 1180),
];

/// Values per game for the baseline: the previous loop is quadratic, so a prefix, per value.
const BASELINE_VALUES: usize = 20_000;

fn long_periods() {
    println!(
        "{:<8} {:>10} {:>9} {:>12} {:>10} {:>14} {:>9}",
        "code", "preperiod", "period", "values", "time", "peak RSS", "baseline"
    );
    for (text, prefix, period) in LONG {
        let code = OctalCode::parse(text).expect("valid");
        let game = HeapGame::Octal(code.clone());
        let (table, took) = time(|| GrundyTable::compute(&game, Rule::Normal, 20, &mut Unwatched));
        let table = table.expect("within its limits").expect("never stopped");
        let found = table.period.map(|p| (p.period.preperiod, p.period.period));
        assert_eq!(found, Some((prefix, period)), "{text}: the published period");
        let peak = peak_memory().map_or("unknown".to_owned(), |b| format!("{:.0} MB", b as f64 / 1e6));
        // The previous octal loop on the first values of the same game: ns per value there,
        // against the search's average per value over everything it computed.
        let (previous, slow) = time(|| previous_octal_values(&code, BASELINE_VALUES));
        assert_eq!(previous, code.values(BASELINE_VALUES), "the same values");
        let per_value = took.as_secs_f64() / table.searched as f64;
        let per_slow = slow.as_secs_f64() / BASELINE_VALUES as f64;
        println!(
            "{text:<8} {prefix:>10} {period:>9} {:>12} {:>8.2} s {peak:>14} {:>6.0} ns/value over its first {BASELINE_VALUES} (the previous loop; the search averages {:.0} ns/value over all)",
            table.searched,
            took.as_secs_f64(),
            per_slow * 1e9,
            per_value * 1e9,
        );
    }
}

/// The most memory the process has held in RAM so far (Linux's `VmHWM`); `None` elsewhere.
fn peak_memory() -> Option<u64> {
    let status = std::fs::read_to_string("/proc/self/status").ok()?;
    let line = status.lines().find(|line| line.starts_with("VmHWM:"))?;
    let kilobytes: u64 = line.split_whitespace().nth(1)?.parse().ok()?;
    Some(kilobytes * 1024)
}

/// The engine's bars: a subtraction game to 10⁷ values and Kayles.
fn short() {
    let subtraction = HeapGame::Subtraction(MoveSet::parse("1,3,4").expect("valid"));
    let count = 10_000_000;
    let (values, fast) = time(|| subtraction.values(Rule::Normal, count).expect("valid"));
    let (period, search) = time(|| subtraction.period(Rule::Normal, &values));
    assert_eq!(period.map(|p| p.period.period), Some(7));
    let (_, slow) = time(|| baseline(&subtraction, 1_000_000));
    report(
        "{1,3,4} to 10^7 values (bar: < 1 s)",
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

    let code = OctalCode::parse("0.77").expect("valid");
    let kayles = HeapGame::Octal(code.clone());
    let runs = 3;
    let (values, values_time) = best_of(runs, || kayles.values(Rule::Normal, 20_000).expect("valid"));
    let (period, period_time) = best_of(runs, || kayles.period(Rule::Normal, &values));
    assert_eq!(
        period.map(|p| (p.period.preperiod, p.period.period)),
        Some((71, 12))
    );
    let (table, fast) = best_of(runs, || {
        let values = kayles.values(Rule::Normal, 20_000).expect("valid");
        let period = kayles.period(Rule::Normal, &values);
        (values, period)
    });
    assert_eq!(table.0, values);
    let (previous, previous_time) = best_of(runs, || {
        let values = previous_octal_values(&code, 20_000);
        let period = kayles.period(Rule::Normal, &values);
        (values, period)
    });
    assert_eq!(previous.0, values, "the rare-value method changes no value");
    println!(
        "{:<48} {:>9.1} ms   goal < 100 ms   baseline {:.1} ms (the previous octal loop, every split of every heap, + the same certificate; best of {runs})   {:.1}× faster",
        "Kayles to 20,000 values + certificate",
        fast.as_secs_f64() * 1e3,
        previous_time.as_secs_f64() * 1e3,
        previous_time.as_secs_f64() / fast.as_secs_f64(),
    );
    println!(
        "  where the time goes: values {:.2} ms, period search/certificate {:.2} ms",
        values_time.as_secs_f64() * 1e3,
        period_time.as_secs_f64() * 1e3,
    );
    let (_, slow) = time(|| baseline(&kayles, 5_000));
    // The baseline is quadratic too: time per value grows with n, so compare over the same range.
    let (_, fast_5000) = time(|| kayles.values(Rule::Normal, 5_000).expect("valid"));
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
