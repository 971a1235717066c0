//! Step-through of the lesson: play, pause, step, step back and speed over a sequence of steps
//! (the recursion's calls and returns, or the DP table's cells bottom-up), with Space, ← and →.
//! The stepper only counts; the views draw what the count means.

use egui::{Key, RichText, Ui};

use crate::i18n::Strings;

/// Steps per second when playing, slowest and fastest.
const SPEEDS: std::ops::RangeInclusive<f32> = 0.5..=20.0;

/// The step-through's count and clock.
#[derive(Clone, Debug)]
pub struct Stepper {
    /// Steps taken, or `None` when the step-through is off and the views show everything.
    done: Option<usize>,
    playing: bool,
    /// Steps per second.
    speed: f32,
    /// When the last step was played.
    last_tick: f64,
}

impl Default for Stepper {
    fn default() -> Self {
        Self {
            done: None,
            playing: false,
            speed: 2.0,
            last_tick: 0.0,
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

    /// The controls, then the keyboard and the clock. `total` is the length of the sequence.
    pub fn ui(&mut self, ui: &mut Ui, total: usize, strings: &Strings) {
        // Keys first, so a focused button does not also take the Space.
        self.keys(ui, total);
        ui.horizontal_wrapped(|ui| {
            let mut on = self.done.is_some();
            if ui
                .toggle_value(&mut on, strings.tree.step_through)
                .on_hover_text(strings.tree.step_keys)
                .changed()
            {
                if on {
                    self.done = Some(0);
                } else {
                    self.stop();
                }
            }
            let Some(done) = self.done else { return };
            if ui.button(strings.tree.step_start).clicked() {
                self.done = Some(0);
                self.playing = false;
            }
            if ui
                .add_enabled(done > 0, egui::Button::new(strings.tree.step_back))
                .clicked()
            {
                self.back();
            }
            let play = if self.playing {
                strings.tree.pause
            } else {
                strings.tree.play
            };
            if ui.add_enabled(done < total, egui::Button::new(play)).clicked() {
                self.toggle_play(ui);
            }
            if ui
                .add_enabled(done < total, egui::Button::new(strings.tree.step_forward))
                .clicked()
            {
                self.step(total);
                self.playing = false;
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
    }

    fn toggle_play(&mut self, ui: &Ui) {
        self.playing = !self.playing;
        self.last_tick = ui.input(|i| i.time);
    }

    /// Space plays or pauses, → steps, ← steps back (unless a text field has the keyboard).
    fn keys(&mut self, ui: &Ui, total: usize) {
        if self.done.is_none() || ui.ctx().text_edit_focused() {
            return;
        }
        let (space, right, left) = ui.input_mut(|i| {
            (
                i.consume_key(egui::Modifiers::NONE, Key::Space),
                i.consume_key(egui::Modifiers::NONE, Key::ArrowRight),
                i.consume_key(egui::Modifiers::NONE, Key::ArrowLeft),
            )
        });
        if space {
            self.toggle_play(ui);
        }
        if right {
            self.step(total);
            self.playing = false;
        }
        if left {
            self.back();
        }
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
        if now - self.last_tick >= interval {
            self.step(total);
            self.last_tick = now;
        }
        ui.ctx()
            .request_repaint_after(std::time::Duration::from_secs_f64(interval / 2.0));
    }
}
