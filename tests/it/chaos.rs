//! The randomized UI test of issue 10: seeded random clicks, typing (ordinary and hostile),
//! drags, keys, wheel and resizes over the whole app, asserting that no frame panics, no frame
//! takes longer than [`FRAME_LIMIT`], no background job panics, and memory stays under
//! [`MEMORY_LIMIT`]. On failure it prints the seed and every action so far; the log is also
//! written as it goes (it survives an abort) to `target/tmp/chaos-seed-N.log`.
//!
//! Replay one seed with `NIMLAB_CHAOS_SEED=N cargo test --test it chaos -- --ignored`
//! (`NIMLAB_CHAOS_ACTIONS=K` changes how many actions a seed runs; `NIMLAB_CHAOS_AVOID=a,b`
//! never uses a widget whose label contains `a` or `b`, to look past a known failure). Background jobs race the
//! frames, so a replay takes the same actions but may see a job finish a frame sooner or later.

mod action;
mod frame_clock;
mod pick;
mod rng;
mod screen;

use std::io::Write as _;
use std::panic::{AssertUnwindSafe, catch_unwind};
use std::sync::Mutex;
use std::sync::atomic::{AtomicUsize, Ordering};
use std::time::{Duration, Instant};

use egui::Rect;
use egui_kittest::Harness;
use nimlab::app::{AppState, NimlabApp, Tab};
use nimlab::ui::i18n::Language;

use crate::ALLOCATOR;
use crate::support::{Glyphs, app_harness_with};
use action::{Action, Input};
use frame_clock::FrameClock;
use rng::Rng;

/// The longest one frame may keep the UI thread (see [`FrameClock`]: time spent waiting for a
/// CPU behind other builds does not count). Generous, for a debug build: egui's first frame of
/// a tab rasterizes its glyphs, about 350 ms in debug (the Grundy tab in Korean), and a busy
/// machine slows even a running thread; work that belongs off the UI thread (a solve, laying
/// out huge text every frame) takes seconds and fails it.
const FRAME_LIMIT: Duration = Duration::from_secs(1);

/// The most memory the process may hold at once (the stated cap). Counted by the test
/// binary's global allocator for every thread, background jobs included.
const MEMORY_LIMIT: usize = 512 * 1024 * 1024;

/// The seeds CI runs, each for [`ACTIONS_PER_SEED`] actions.
const CI_SEEDS: [u64; 4] = [1, 2, 3, 4];
const ACTIONS_PER_SEED: usize = 400;

/// How long a "wait" action lets background work catch up before carrying on regardless.
const WAIT_CAP: Duration = Duration::from_secs(3);

#[test]
#[ignore = "the app still fails it (issue 10): see the reproductions in the chaos branch's report"]
fn random_actions_never_panic_freeze_or_exhaust_memory() {
    watch_background_panics();
    let seeds = match std::env::var("NIMLAB_CHAOS_SEED") {
        Ok(seed) => vec![seed.parse().expect("NIMLAB_CHAOS_SEED is a number")],
        Err(_) => CI_SEEDS.to_vec(),
    };
    let actions = std::env::var("NIMLAB_CHAOS_ACTIONS")
        .map_or(ACTIONS_PER_SEED, |n| n.parse().expect("a number of actions"));
    for seed in seeds {
        let started = Instant::now();
        let mut chaos = Chaos::new(seed);
        chaos.run(actions);
        let (slowest, action) = chaos.slowest;
        eprintln!(
            "chaos seed {seed}: {actions} actions in {:.1} s, slowest frame {} ms (action {action}), \
             peak memory {} MB",
            started.elapsed().as_secs_f64(),
            slowest.as_millis(),
            ALLOCATOR.max_allocated() >> 20
        );
    }
}

/// One seed's run: the app, the random stream, and what has been done so far.
struct Chaos {
    seed: u64,
    rng: Rng,
    harness: Harness<'static, NimlabApp>,
    window: Rect,
    done: Vec<Action>,
    log: std::fs::File,
    /// The slowest frame so far and the action it belonged to (1-based).
    slowest: (Duration, usize),
    /// Widgets never used: those whose label contains one of these.
    avoid: Vec<String>,
}

impl Chaos {
    fn new(seed: u64) -> Self {
        let mut rng = Rng::new(seed);
        // Each seed starts on a tab of its own, in either language, at its own size.
        let state = AppState {
            tab: *rng.pick(&[Tab::GameTree, Tab::Grundy, Tab::Matchsticks]),
            language: *rng.pick(&Language::ALL),
            ..AppState::default()
        };
        // A student may type emoji, which no font of the app has: the window shows boxes, and
        // so does the harness here instead of failing.
        let mut harness = app_harness_with(state, Glyphs::MayBeMissing);
        // Every file dialog answers Cancel at once: no real dialog opens, no file is written.
        harness.state_mut().answer_dialogs_with(None);
        let size = pick::window_size(&mut rng);
        harness.set_size(size);
        let path = std::path::Path::new(env!("CARGO_TARGET_TMPDIR")).join(format!("chaos-seed-{seed}.log"));
        let log = std::fs::File::create(&path).expect("the action log can be written");
        Self {
            seed,
            rng,
            harness,
            window: Rect::from_min_size(egui::Pos2::ZERO, size),
            done: Vec::new(),
            log,
            slowest: (Duration::ZERO, 0),
            avoid: std::env::var("NIMLAB_CHAOS_AVOID")
                .map(|list| list.split(',').map(str::to_owned).collect())
                .unwrap_or_default(),
        }
    }

    fn run(&mut self, actions: usize) {
        let panics_before = background_panics();
        for _ in 0..actions {
            let targets = screen::targets(&self.harness, self.window);
            let action = pick::next_action(&mut self.rng, &targets, self.window, &self.avoid);
            if let Action::Resize { size } = action {
                self.window = Rect::from_min_size(egui::Pos2::ZERO, size);
            }
            // Written before it is done, so that an abort still leaves the action that caused it.
            writeln!(self.log, "{}: {action}", self.done.len() + 1).expect("log written");
            self.done.push(action.clone());
            let outcome = catch_unwind(AssertUnwindSafe(|| self.perform(&action)));
            let problem = match outcome {
                Ok(Ok(())) => None,
                Ok(Err(problem)) => Some(problem),
                Err(panic) => Some(format!("the UI thread panicked: {}", message(&*panic))),
            };
            let problem = problem.or_else(|| {
                let panics = BACKGROUND_PANICS.lock().expect("not poisoned");
                (panics.len() > panics_before)
                    .then(|| format!("a background thread panicked: {}", panics[panics_before]))
            });
            if let Some(problem) = problem {
                self.fail(&problem);
            }
        }
    }

    /// Does `action` frame by frame, checking each frame, then one quiet frame.
    fn perform(&mut self, action: &Action) -> Result<(), String> {
        for (index, input) in action.inputs().into_iter().enumerate() {
            let frame_of = |problem: String| format!("{problem}, in frame {} of the last action", index + 1);
            match input {
                Input::Event(event) => self.harness.event(event),
                Input::Modifiers(modifiers) => {
                    self.harness.event(egui::Event::ModifiersChanged(modifiers));
                }
                Input::Resize(size) => {
                    self.harness.set_size(size);
                }
                Input::Settle => {
                    let deadline = Instant::now() + WAIT_CAP;
                    while !self.harness.state().is_up_to_date() && Instant::now() < deadline {
                        self.frame().map_err(frame_of)?;
                        std::thread::sleep(Duration::from_millis(5));
                    }
                }
            }
            self.frame().map_err(frame_of)?;
        }
        self.frame()
            .map_err(|problem| format!("{problem}, in the frame after the last action"))
    }

    /// One frame, timed, then the memory checked.
    fn frame(&mut self) -> Result<(), String> {
        let clock = FrameClock::start();
        self.harness.step();
        let took = clock.elapsed();
        if took > self.slowest.0 {
            self.slowest = (took, self.done.len());
        }
        if took > FRAME_LIMIT && !self.asked_for_screenshot() {
            return Err(format!(
                "a frame took {} ms on the UI thread (limit {} ms)",
                took.as_millis(),
                FRAME_LIMIT.as_millis()
            ));
        }
        let (now, peak) = (ALLOCATOR.allocated(), ALLOCATOR.max_allocated());
        if peak > MEMORY_LIMIT {
            return Err(format!(
                "memory peaked at {} MB (now {} MB; limit {} MB)",
                peak >> 20,
                now >> 20,
                MEMORY_LIMIT >> 20
            ));
        }
        Ok(())
    }

    /// The frame asked for a screenshot (Export PNG): the test harness then draws the window on
    /// the CPU within that frame, work that the real window's GPU does outside the app's frame.
    fn asked_for_screenshot(&self) -> bool {
        self.harness
            .output()
            .viewport_output
            .values()
            .flat_map(|viewport| &viewport.commands)
            .any(|command| matches!(command, egui::ViewportCommand::Screenshot(_)))
    }

    fn fail(&self, problem: &str) -> ! {
        let actions: Vec<String> = (self.done.iter().enumerate())
            .map(|(i, action)| format!("  {}: {action}", i + 1))
            .collect();
        panic!(
            "chaos seed {seed}: {problem}\n\
             after {count} actions (replay: NIMLAB_CHAOS_SEED={seed} NIMLAB_CHAOS_ACTIONS={count} \
             cargo test --test it chaos -- --ignored):\n{}",
            actions.join("\n"),
            seed = self.seed,
            count = self.done.len(),
        );
    }
}

fn message(panic: &(dyn std::any::Any + Send)) -> String {
    panic
        .downcast_ref::<String>()
        .cloned()
        .or_else(|| panic.downcast_ref::<&str>().map(|s| (*s).to_owned()))
        .unwrap_or_else(|| "(no message)".to_owned())
}

/// Panics on unnamed threads (the app's background jobs; test threads are named), with where.
static BACKGROUND_PANICS: Mutex<Vec<String>> = Mutex::new(Vec::new());
static WATCHING: AtomicUsize = AtomicUsize::new(0);

fn background_panics() -> usize {
    BACKGROUND_PANICS.lock().expect("not poisoned").len()
}

/// A job that panics loses its work without a word (the tab shows nothing): record such panics
/// so the test can fail on them, keeping the usual message on stderr.
fn watch_background_panics() {
    if WATCHING.fetch_add(1, Ordering::SeqCst) > 0 {
        return;
    }
    let previous = std::panic::take_hook();
    std::panic::set_hook(Box::new(move |info| {
        if std::thread::current().name().is_none() {
            let location = info
                .location()
                .map(|l| format!(" at {}:{}", l.file(), l.line()))
                .unwrap_or_default();
            let text = message(info.payload());
            if let Ok(mut panics) = BACKGROUND_PANICS.lock() {
                panics.push(format!("{text}{location}"));
            }
        }
        previous(info);
    }));
}
