//! Step-through of the lesson: play, pause, step, step back and speed over a sequence of steps
//! (the recursion's calls and returns, or the DP table's cells bottom-up). Its buttons and the
//! keys (`ui::keys`) send the same [`StepCommand`], which the tab applies.
//! The stepper only counts; the views draw what the count means.

use egui::{RichText, Ui};

use crate::i18n::Strings;

/// Steps per second when playing, slowest and fastest.
const SPEEDS: std::ops::RangeInclusive<f32> = 0.5..=20.0;

/// What the step-through's buttons and keys ask of it.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum StepCommand {
    /// Step through on (at step 0) or off.
    Switch(bool),
    /// Back to step 0, paused (Start, Home).
    First,
    /// To the last step, paused (End).
    Last,
    /// One step back, paused (Back, ←).
    Back,
    /// One step on, paused (Step, →).
    On,
    /// Play or pause (Space).
    PlayPause,
}

impl StepCommand {
    /// The command a step-through key sends (`ui::keys`), if it is one.
    pub fn of_key(action: crate::ui::keys::KeyAction) -> Option<Self> {
        use crate::ui::keys::KeyAction;
        Some(match action {
            KeyAction::StepOn => Self::On,
            KeyAction::StepBack => Self::Back,
            KeyAction::FirstStep => Self::First,
            KeyAction::LastStep => Self::Last,
            KeyAction::PlayPause => Self::PlayPause,
            _ => return None,
        })
    }
}

/// The step-through's count and clock.
#[derive(Clone, Debug)]
pub struct Stepper {
    /// Steps taken, or `None` when the step-through is off and the views show everything.
    done: Option<usize>,
    playing: bool,
    /// Steps per second.
    speed: f32,
    /// When the last step was played; none until the clock's first tick after Play.
    last_tick: Option<f64>,
}

impl Default for Stepper {
    fn default() -> Self {
        Self {
            done: None,
            playing: false,
            speed: 2.0,
            last_tick: None,
        }
    }
}

impl Stepper {
    /// Steps taken, if the step-through is on.
    pub fn done(&self) -> Option<usize> {
        self.done
    }

    /// Steps per second when playing: an animated export's pace.
    pub fn speed(&self) -> f32 {
        self.speed
    }

    /// Turns the step-through off (the sequence changed, or the user closed it).
    pub fn stop(&mut self) {
        self.done = None;
        self.playing = false;
    }

    /// Goes to step `done`, paused (a position restored from the last run).
    pub fn go_to(&mut self, done: usize) {
        self.done = Some(done);
        self.playing = false;
    }

    /// One step forward, stopping at `total`.
    pub fn step(&mut self, total: usize) {
        self.done = Some(self.done.map_or(1, |done| (done + 1).min(total)));
    }

    /// One step back, pausing the play.
    pub fn back(&mut self) {
        self.done = Some(self.done.unwrap_or(0).saturating_sub(1));
        self.playing = false;
    }

    /// Carries out what a button or a key asked; `total` is the length of the sequence. Steps
    /// ask for the step-through to be on; Step through on starts it at step 0.
    pub fn apply(&mut self, command: StepCommand, total: usize) {
        if self.done.is_none() && command != StepCommand::Switch(true) {
            return;
        }
        match command {
            StepCommand::Switch(true) | StepCommand::First => self.go_to(0),
            StepCommand::Switch(false) => self.stop(),
            StepCommand::Last => self.go_to(total),
            StepCommand::Back => self.back(),
            StepCommand::On => {
                self.step(total);
                self.playing = false;
            }
            StepCommand::PlayPause => {
                self.playing = !self.playing && self.done.is_some_and(|done| done < total);
                self.last_tick = None;
            }
        }
    }

    /// The controls, then the clock; returns the button pressed. `total` is the length of the
    /// sequence.
    pub fn ui(&mut self, ui: &mut Ui, total: usize, strings: &Strings) -> Option<StepCommand> {
        let mut command = None;
        ui.horizontal_wrapped(|ui| {
            let mut on = self.done.is_some();
            if ui
                .toggle_value(&mut on, strings.tree.step_through)
                .on_hover_text(strings.tree.step_keys)
                .changed()
            {
                command = Some(StepCommand::Switch(on));
            }
            let Some(done) = self.done else { return };
            if ui.button(strings.tree.step_start).clicked() {
                command = Some(StepCommand::First);
            }
            if ui
                .add_enabled(done > 0, egui::Button::new(strings.tree.step_back))
                .clicked()
            {
                command = Some(StepCommand::Back);
            }
            let play = if self.playing {
                strings.tree.pause
            } else {
                strings.tree.play
            };
            if ui.add_enabled(done < total, egui::Button::new(play)).clicked() {
                command = Some(StepCommand::PlayPause);
            }
            if ui
                .add_enabled(done < total, egui::Button::new(strings.tree.step_forward))
                .clicked()
            {
                command = Some(StepCommand::On);
            }
            ui.add(
                egui::Slider::new(&mut self.speed, SPEEDS)
                    .logarithmic(true)
                    .suffix(strings.tree.per_second),
            )
            .on_hover_text(strings.tree.speed);
            ui.label(RichText::new((strings.tree.step_count)(done, total)).monospace());
        });
        self.tick(ui, total);
        command
    }

    fn tick(&mut self, ui: &Ui, total: usize) {
        if !self.playing {
            return;
        }
        if self.done.is_some_and(|done| done >= total) {
            self.playing = false;
            return;
        }
        let now = ui.input(|i| i.time);
        let interval = 1.0 / f64::from(self.speed);
        let last_tick = *self.last_tick.get_or_insert(now);
        if now - last_tick >= interval {
            self.step(total);
            self.last_tick = Some(now);
        }
        ui.ctx()
            .request_repaint_after(std::time::Duration::from_secs_f64(interval / 2.0));
    }
}
