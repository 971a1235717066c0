//! The randomized UI test: seeded random clicks, typing (ordinary and hostile),
//! drags, keys, wheel and resizes over the whole app, asserting that no frame panics, no frame
//! keeps the UI thread longer than [`FRAME_LIMIT`], no background job panics, and memory stays
//! under [`MEMORY_LIMIT`]. On failure it prints the seed and every action so far; the log is also
//! written as it goes (it survives an abort) to `target/tmp/chaos-seed-N.log`.
//!
//! It runs in a process of its own (`support::alone`): cargo runs this binary's other tests on
//! threads beside it, and the memory cap reads the counting allocator, which counts the whole
//! process, and the background-panic check reads a process-wide panic hook; alone, both count
//! only this test's app and its jobs. (The frame cap was already its own: `frame_clock` reads the
//! UI thread's own times.) A per-thread count would not do: the app's jobs allocate on threads of
//! their own, and memory is often freed on another thread than the one that took it.
//!
//! Environment (passed on to the test's own process): `NIMLAB_CHAOS_SEED=N` runs that seed only; `NIMLAB_CHAOS_ACTIONS=K` changes how
//! many actions a seed runs; `NIMLAB_CHAOS_AVOID=a,b` never uses a widget whose label contains
//! `a` or `b` (to look past a known failure); `NIMLAB_CHAOS_SHRINK=1` replays a failure with
//! fewer and fewer actions and prints the shortest list that still fails the same way (each
//! replay is a new app, so a memory failure shrinks only once a closed app's jobs stop). Background
//! jobs race the frames, so a replay takes the same actions but may see a job finish a frame
//! sooner or later.

mod action;
mod frame_clock;
mod pick;
mod rng;
mod screen;
mod session;
mod shrink;
mod watch;

use std::fmt::Write as _;
use std::io::Write as _;
use std::time::{Duration, Instant};

use action::Action;
use session::Session;

/// The longest one frame may keep the UI thread (see `frame_clock`: time spent waiting for a
/// CPU behind other builds does not count). Generous, for a debug build: egui's first frame of
/// a tab rasterizes its glyphs, about 350 ms in debug (the Grundy tab in Korean), and a busy
/// machine slows even a running thread; work that belongs off the UI thread (a solve, laying
/// out huge text every frame) takes seconds and fails it.
const FRAME_LIMIT: Duration = Duration::from_secs(1);

/// The most memory the process may hold at once (512 MB, the cap the app is held to). Counted by
/// the test binary's global allocator for every thread, background jobs included.
pub const MEMORY_LIMIT: usize = 512 * 1024 * 1024;

/// The seeds CI runs, each for [`ACTIONS_PER_SEED`] actions: 2,000 in all. Measured on a
/// 2-core machine, a debug build runs the five seeds in about 1.5 minutes (with screenshots
/// being taken beside it); allow about 4 when other builds share the machine.
const CI_SEEDS: [u64; 5] = [1, 2, 3, 4, 5];
const ACTIONS_PER_SEED: usize = 400;

/// The test's full name, for its own process and for the replay command a failure prints.
const TEST: &str = "chaos::random_actions_never_panic_freeze_or_exhaust_memory";

#[test]
fn random_actions_never_panic_freeze_or_exhaust_memory() {
    crate::support::alone::in_own_process(TEST, run_seeds);
}

/// The seeds and actions the environment asks for, or CI's.
fn run_seeds() {
    watch::watch_background_panics();
    let seeds = match std::env::var("NIMLAB_CHAOS_SEED") {
        Ok(seed) => vec![seed.parse().expect("NIMLAB_CHAOS_SEED is a number")],
        Err(_) => CI_SEEDS.to_vec(),
    };
    let actions = std::env::var("NIMLAB_CHAOS_ACTIONS")
        .map_or(ACTIONS_PER_SEED, |n| n.parse().expect("a number of actions"));
    let avoid: Vec<String> = std::env::var("NIMLAB_CHAOS_AVOID")
        .map(|list| {
            (list.split(',').filter(|label| !label.is_empty()))
                .map(str::to_owned)
                .collect()
        })
        .unwrap_or_default();
    for seed in seeds {
        run_seed(seed, actions, &avoid);
    }
}

/// Runs `count` random actions from `seed`'s start; fails the test at the first problem.
fn run_seed(seed: u64, count: usize, avoid: &[String]) {
    let started = Instant::now();
    let (mut session, mut rng) = Session::start(seed);
    let path = std::path::Path::new(env!("CARGO_TARGET_TMPDIR")).join(format!("chaos-seed-{seed}.log"));
    let mut log = std::fs::File::create(&path).expect("the action log can be written");
    let mut done = Vec::new();
    for _ in 0..count {
        let action = pick::next_action(&mut rng, &session.targets(), session.window(), avoid);
        // Written before it is done, so that an abort still leaves the action that caused it.
        writeln!(log, "{}: {action}", done.len() + 1).expect("log written");
        done.push(action.clone());
        if let Err(problem) = session.act(&action) {
            drop(session);
            fail(seed, &problem, &done);
        }
    }
    let (slowest, at) = session.slowest();
    eprintln!(
        "chaos seed {seed}: {count} actions in {:.1} s, slowest frame {} ms (action {at}), peak \
         memory {} MB",
        started.elapsed().as_secs_f64(),
        slowest.as_millis(),
        crate::ALLOCATOR.max_allocated() >> 20
    );
}

fn fail(seed: u64, problem: &str, done: &[Action]) -> ! {
    let count = done.len();
    let mut report = format!(
        "chaos seed {seed}: {problem}\nafter {count} actions (replay: {}):\n{}",
        replay_command(seed, count),
        numbered(done)
    );
    if std::env::var_os("NIMLAB_CHAOS_SHRINK").is_some() {
        // Shrinking starts new apps; one that cannot start (memory still held by the failing
        // app's jobs) ends the shrinking, not the report.
        let shrunk = std::panic::catch_unwind(|| shrink::shrink(seed, problem, done));
        match shrunk {
            Ok((shortest, shortest_problem)) => write!(
                report,
                "\nthe shortest list found that still fails ({shortest_problem}):\n{}",
                numbered(&shortest)
            ),
            Err(panic) => write!(report, "\nshrinking stopped: {}", watch::message(&*panic)),
        }
        .expect("writing to a String cannot fail");
    }
    panic!("{report}");
}

/// The command that runs `seed` again for `count` actions (the test is not ignored, so no
/// `--ignored`, which would run nothing).
fn replay_command(seed: u64, count: usize) -> String {
    format!("NIMLAB_CHAOS_SEED={seed} NIMLAB_CHAOS_ACTIONS={count} cargo test --test it {TEST} -- --exact")
}

fn numbered(actions: &[Action]) -> String {
    let lines: Vec<String> = (actions.iter().enumerate())
        .map(|(i, action)| format!("  {}: {action}", i + 1))
        .collect();
    lines.join("\n")
}
