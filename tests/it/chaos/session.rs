//! One app driven through actions: each action's frames are stepped and checked one by one (a
//! panic, the frame's time on the UI thread, memory), and a background panic is caught after.

use std::panic::{AssertUnwindSafe, catch_unwind};
use std::time::{Duration, Instant};

use egui::Rect;
use egui_kittest::Harness;
use nimlab::app::{AppState, NimlabApp, Tab};
use nimlab::i18n::Language;

use super::action::{Action, Input};
use super::frame_clock::FrameClock;
use super::rng::Rng;
use super::screen::{self, Target};
use super::{FRAME_LIMIT, MEMORY_LIMIT, pick, watch};
use crate::ALLOCATOR;
use crate::support::{Glyphs, app_harness_with};

/// How long a new session waits for an earlier one's memory to be given back.
const MEMORY_SETTLE_CAP: Duration = Duration::from_mins(1);

/// How long a "wait" action lets background work catch up before carrying on regardless.
const WAIT_CAP: Duration = Duration::from_secs(1);

pub struct Session {
    harness: Harness<'static, NimlabApp>,
    window: Rect,
    /// The slowest frame so far and the action it belonged to (1-based).
    slowest: (Duration, usize),
    actions: usize,
    /// Background panics and the memory peak from before this session, not its own.
    panics_before: usize,
    peak_before: usize,
}

impl Session {
    /// The app as `seed` starts it (a tab, a language and a window size of its own), and the
    /// random stream to go on with.
    pub fn start(seed: u64) -> (Self, Rng) {
        settle_memory();
        let mut rng = Rng::new(seed);
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
        let session = Self {
            harness,
            window: Rect::from_min_size(egui::Pos2::ZERO, size),
            slowest: (Duration::ZERO, 0),
            actions: 0,
            panics_before: watch::count(),
            peak_before: ALLOCATOR.max_allocated(),
        };
        (session, rng)
    }

    pub fn window(&self) -> Rect {
        self.window
    }

    pub fn targets(&self) -> Vec<Target> {
        screen::targets(&self.harness, self.window)
    }

    pub fn slowest(&self) -> (Duration, usize) {
        self.slowest
    }

    /// Does `action`; the problem if a check failed (the app is then not to be used further).
    pub fn act(&mut self, action: &Action) -> Result<(), String> {
        self.actions += 1;
        if let Action::Resize { size } = action {
            self.window = Rect::from_min_size(egui::Pos2::ZERO, *size);
        }
        match catch_unwind(AssertUnwindSafe(|| self.perform(action))) {
            Ok(Ok(())) => {}
            Ok(Err(problem)) => return Err(problem),
            Err(panic) => {
                return Err(format!("the UI thread panicked: {}", watch::message(&*panic)));
            }
        }
        match watch::nth(self.panics_before) {
            Some(panic) => Err(format!("a background thread panicked: {panic}")),
            None => Ok(()),
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
            self.slowest = (took, self.actions);
        }
        if took > FRAME_LIMIT && !self.asked_for_screenshot() {
            return Err(format!(
                "a frame took {} ms on the UI thread (limit {} ms)",
                took.as_millis(),
                FRAME_LIMIT.as_millis()
            ));
        }
        // The peak is the process's since it started: only a new one counts against this app.
        let (now, peak) = (ALLOCATOR.allocated(), ALLOCATOR.max_allocated());
        if now > MEMORY_LIMIT || (peak > MEMORY_LIMIT && peak > self.peak_before) {
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
}

/// Waits until the memory of earlier sessions (their background jobs may still be finishing)
/// is back under half the limit, so that a new session is judged on its own memory. A job that
/// holds on to it longer is a failure of its own: closing the app should end its work.
fn settle_memory() {
    let deadline = Instant::now() + MEMORY_SETTLE_CAP;
    while ALLOCATOR.allocated() > MEMORY_LIMIT / 2 {
        assert!(
            Instant::now() < deadline,
            "{} MB still held a minute after the previous app was closed",
            ALLOCATOR.allocated() >> 20
        );
        std::thread::sleep(Duration::from_millis(100));
    }
}
