//! Classroom mode on the Grundy tab: every value is hidden until revealed. A value
//! g(n) shows once the teacher reveals it from its worked-out mex (the class answers first);
//! Reveal all shows the whole tab. The sum of games has its own reveal, which holds for the
//! sum it was given for: another heap, size or rule is a new question and hides again.

use std::collections::HashSet;

use egui::{RichText, Ui};

use crate::i18n::Strings;
use crate::ui::keys::{self, KeyAction, Scope};
use crate::ui::quiz::{self, QuizPress, TabQuiz};

use nimlab_core::games::Rule;
use nimlab_core::games::grundy::HeapGame;

use super::event::GrundyEvent;
use crate::work::grundy_table::GrundyKey;
use nimlab_model::tabs::grundy::inputs::HeapInput;
use nimlab_model::tabs::reveals::SavedReveals;

/// The room (in points) the inputs row must have left for the hint on how to ask the class.
const PICK_ROOM: f32 = 160.0;

/// What a question on the Grundy tab is about.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum GrundyAsk {
    /// g(n) of the table's game, for this n.
    Value(u32),
    /// Who wins the sum built of these heaps under this rule.
    Sum(Vec<HeapInput>, Rule),
}

/// What classroom mode hides and what the teacher has revealed.
#[derive(Clone, Debug, Default)]
pub struct GrundyClassroom {
    /// Classroom mode is on.
    pub on: bool,
    /// Every value shows (Reveal all), the sum's included.
    all: bool,
    /// Heaps whose value has been revealed, for the game in `game`.
    revealed: HashSet<u32>,
    /// The game and rule the revealed values belong to: another game is another lesson (a
    /// longer table of the same game is not).
    game: Option<(HeapGame, Rule)>,
    /// The sum (heaps and rule) whose values, outcome and winning moves were revealed.
    sum: Option<(Vec<HeapInput>, Rule)>,
    /// The class quiz over the table's g(n) and the sum's outcome, forgotten with what was
    /// revealed.
    pub quiz: TabQuiz<GrundyAsk>,
    /// What a step or the last run revealed, waiting for the values of its game.
    pending: Option<SavedReveals<u32>>,
}

impl GrundyClassroom {
    /// Turns classroom mode on or off; either way everything starts hidden again.
    pub fn set(&mut self, on: bool) {
        if self.on != on {
            self.start_again(on);
        }
    }

    /// Everything hidden, `on` or off; the quiz keeps its seed and score but no question.
    fn start_again(&mut self, on: bool) {
        let mut quiz = std::mem::take(&mut self.quiz);
        quiz.forget();
        // Turned on as a step opens, the step's reveals still wait for its values.
        let pending = self.pending.take();
        *self = Self {
            on,
            quiz,
            pending,
            ..Self::default()
        };
    }

    /// The values on show are now those of `game`: a new game forgets what was revealed.
    pub fn showing(&mut self, key: &GrundyKey) {
        if self
            .game
            .as_ref()
            .is_none_or(|(game, rule)| *game != key.game || *rule != key.rule)
        {
            self.revealed.clear();
            self.quiz.forget();
            self.game = Some((key.game.clone(), key.rule));
            // A step's or the last run's reveals belong to the first values shown.
            if let Some(saved) = self.pending.take() {
                self.all = saved.all;
                self.revealed = saved.shown.into_iter().collect();
            }
        }
    }

    /// What is revealed, by n, for a step or the next run to reveal again (what waits while
    /// the values have not come).
    pub fn saved(&self) -> SavedReveals<u32> {
        match &self.pending {
            Some(pending) => pending.clone(),
            None => SavedReveals::new(self.all, self.revealed.iter().copied()),
        }
    }

    /// Reveals `saved` once the values come (they are the game's the tab opens with).
    pub fn remember(&mut self, saved: SavedReveals<u32>) {
        self.pending = (!saved.is_empty()).then_some(saved.sanitized_sizes());
    }

    /// Some value of the table is hidden: statements about all of them (the period, the
    /// repeating part) must not show either.
    pub fn any(&self) -> bool {
        self.on && !self.all
    }

    /// g(n) must not show.
    pub fn hides(&self, n: u32) -> bool {
        self.any() && !self.revealed.contains(&n)
    }

    /// Every heap in `heaps` (a move's result) shows its value; nothing left is a heap of 0.
    pub fn shows_all(&self, heaps: &[u32]) -> bool {
        if heaps.is_empty() {
            !self.hides(0)
        } else {
            heaps.iter().all(|&h| !self.hides(h))
        }
    }

    /// Shows g(n).
    pub fn reveal(&mut self, n: u32) {
        self.revealed.insert(n);
    }

    /// The sum of `heaps` under `rule` must keep its values, outcome and winning moves back.
    pub fn hides_sum(&self, heaps: &[HeapInput], rule: Rule) -> bool {
        self.any()
            && self
                .sum
                .as_ref()
                .is_none_or(|(revealed, r)| revealed.as_slice() != heaps || *r != rule)
    }

    /// Shows the values, outcome and winning moves of the sum of `heaps` under `rule`.
    pub fn reveal_sum(&mut self, heaps: &[HeapInput], rule: Rule) {
        self.sum = Some((heaps.to_vec(), rule));
    }

    /// Shows every value (Reveal all).
    pub fn reveal_all(&mut self) {
        self.all = true;
    }

    /// Hides every value again, the sum's included.
    pub fn hide_all(&mut self) {
        self.start_again(true);
    }

    /// The quiz's row (the question, Right and Wrong, the score) in classroom mode.
    pub fn quiz_row_ui(&self, ui: &mut Ui, strings: &Strings) -> Option<GrundyEvent> {
        let pressed = self.on.then(|| self.quiz.row_ui(ui, strings)).flatten();
        pressed.map(GrundyEvent::Quiz)
    }

    /// R and H send what Reveal all and Hide all send, while on show; the quiz's keys what Ask,
    /// Right and Wrong send.
    pub fn key_events(&self, ctx: &egui::Context) -> Vec<GrundyEvent> {
        let (reveal, hide) = (self.any(), self.on && self.all);
        let open = self.quiz.open().is_some();
        let acts = |action| match action {
            KeyAction::RevealAll => reveal,
            KeyAction::HideAll => hide,
            KeyAction::Ask => self.on,
            KeyAction::MarkRight | KeyAction::MarkWrong => open,
            _ => false,
        };
        keys::pressed(ctx, Scope::Grundy, acts)
            .into_iter()
            .filter_map(|(action, _)| match action {
                KeyAction::RevealAll => Some(GrundyEvent::RevealAll),
                KeyAction::HideAll => Some(GrundyEvent::HideAll),
                KeyAction::Ask => Some(GrundyEvent::Quiz(QuizPress::Ask)),
                KeyAction::MarkRight => Some(GrundyEvent::Quiz(QuizPress::Mark(true))),
                KeyAction::MarkWrong => Some(GrundyEvent::Quiz(QuizPress::Mark(false))),
                _ => None,
            })
            .collect()
    }

    /// The quiz's Ask, then Reveal all or hide everything again; and how to ask the class.
    pub fn controls_ui(&self, ui: &mut Ui, strings: &Strings) -> Option<GrundyEvent> {
        if !self.on {
            return None;
        }
        ui.separator();
        let ask = quiz::ask_button_ui(ui, strings).then_some(GrundyEvent::Quiz(QuizPress::Ask));
        ask.or(self.reveal_ui(ui, strings))
    }

    /// Reveal all, or hide everything again; and how to ask the class.
    fn reveal_ui(&self, ui: &mut Ui, strings: &Strings) -> Option<GrundyEvent> {
        if self.all {
            ui.button(strings.classroom_hide_all)
                .clicked()
                .then_some(GrundyEvent::HideAll)
        } else {
            let reveal = ui
                .button(strings.classroom_reveal_all)
                .on_hover_text(strings.grundy.classroom_grundy_pick)
                .clicked();
            // Where the row has room; on hover of Reveal all always (in a small window it took
            // a line of its own, and the values need the height).
            if ui.available_size_before_wrap().x >= PICK_ROOM {
                let pick = RichText::new(strings.grundy.classroom_grundy_pick).weak();
                ui.add(egui::Label::new(pick).truncate());
            }
            reveal.then_some(GrundyEvent::RevealAll)
        }
    }
}
