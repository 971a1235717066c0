//! Classroom mode on heaps of a game: every position's value is hidden until the class answers
//! for it. Clicking a hidden position (a tree node or a DAG box) asks "W or L?"; the teacher
//! clicks the class's answer, the panel says whether it is right and why, and the position is
//! revealed in every view. Reveal all shows everything. The coin game's classroom does the same
//! for coins; the two share `HiddenStates`, the rule of what a text may name.

use std::collections::HashSet;

use egui::{RichText, Ui};

use super::super::classroom::HiddenStates;
use crate::i18n::Strings;
use crate::ui::quiz::{self, QuizPress, TabQuiz};
use crate::ui::style;
use nimlab_core::games::positions::{Position, PositionGraph, PositionId};
use nimlab_core::games::{Outcome, Rule};
use nimlab_model::tabs::reveals::SavedReveals;

/// What is hidden from the class, what it revealed, and its last answer.
#[derive(Clone, Debug, Default)]
pub struct HeapsClassroom {
    /// The shell's switch: values are hidden.
    on: bool,
    /// Positions the class has answered for.
    revealed: HashSet<PositionId>,
    /// Reveal all was pressed.
    all: bool,
    /// The last answer: the position asked about and the class's guess.
    answer: Option<(PositionId, Outcome)>,
    /// The class quiz over the graph's positions, forgotten with what was revealed.
    pub quiz: TabQuiz<PositionId>,
    /// What a step or the last run revealed, waiting for the start's graph.
    pending: Option<SavedReveals<Position>>,
}

/// What the teacher pressed in the panel.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum ClassroomAsk {
    /// The class's answer about a position.
    Answer(PositionId, Outcome),
    /// Reveal all.
    RevealAll,
    /// Hide everything not yet answered again.
    HideAll,
    /// The quiz's Ask (the quiz itself is `super::quiz`'s).
    Quiz(QuizPress),
}

impl HeapsClassroom {
    /// Follows the shell's switch: turned on or off, nothing is revealed any more.
    pub fn switch(&mut self, on: bool) {
        if self.on != on {
            self.on = on;
            self.forget();
        }
    }

    /// A new start: its positions are others, so nothing is revealed and no question is open.
    pub fn forget(&mut self) {
        self.revealed.clear();
        self.all = false;
        self.answer = None;
        self.quiz.forget();
    }

    /// What is revealed, by position, for a step or the next run to reveal again; what waits
    /// for `graph` while it has not come.
    pub fn saved(&self, graph: Option<&PositionGraph>) -> SavedReveals<Position> {
        match (graph, &self.pending) {
            (_, Some(pending)) => pending.clone(),
            (Some(graph), None) => {
                let shown = self.revealed.iter().map(|&id| graph.position(id).clone());
                SavedReveals::new(self.all, shown)
            }
            (None, None) => SavedReveals::default(),
        }
    }

    /// Reveals `saved` once the start's graph comes ([`Self::map_back`]).
    pub fn remember(&mut self, saved: SavedReveals<Position>) {
        self.pending = (!saved.is_empty()).then_some(saved);
    }

    /// The reveals waiting, on `graph`'s positions: those it does not have are dropped.
    pub fn map_back(&mut self, graph: &PositionGraph) {
        let Some(saved) = self.pending.take() else { return };
        self.all = saved.all;
        self.revealed = saved
            .shown
            .iter()
            .filter_map(|position| graph.find(position))
            .collect();
    }

    /// The quiz's row (the question, Right and Wrong, the score) in classroom mode.
    pub fn quiz_row_ui(&self, ui: &mut Ui, strings: &Strings) -> Option<QuizPress> {
        self.on.then(|| self.quiz.row_ui(ui, strings)).flatten()
    }

    /// Whether the class is asked at all.
    pub fn is_on(&self) -> bool {
        self.on
    }

    /// The positions every view hides: none outside classroom mode or after Reveal all, else
    /// all but those answered.
    pub fn hidden(&self) -> HiddenStates<PositionId> {
        if self.on && !self.all {
            HiddenStates::all_but(self.revealed.clone())
        } else {
            HiddenStates::default()
        }
    }

    /// Applies what the teacher pressed.
    pub fn apply(&mut self, ask: ClassroomAsk) {
        match ask {
            ClassroomAsk::Answer(id, guess) => {
                self.answer = Some((id, guess));
                self.revealed.insert(id);
            }
            ClassroomAsk::RevealAll => self.all = true,
            ClassroomAsk::HideAll => {
                self.all = false;
                self.quiz.forget();
            }
            ClassroomAsk::Quiz(_) => {}
        }
    }

    /// The quiz's Ask, then Reveal all or hide again what is not answered.
    pub fn controls_ui(&self, ui: &mut Ui, strings: &Strings) -> Option<ClassroomAsk> {
        if !self.on {
            return None;
        }
        let ask = quiz::ask_button_ui(ui, strings).then_some(ClassroomAsk::Quiz(QuizPress::Ask));
        let reveal = if self.all {
            let pressed = ui.button(strings.classroom_hide_all).clicked();
            pressed.then_some(ClassroomAsk::HideAll)
        } else {
            let pressed = ui.button(strings.classroom_reveal_all).clicked();
            pressed.then_some(ClassroomAsk::RevealAll)
        };
        ask.or(reveal)
    }

    /// For the selected position `id`: the question with its W and L buttons while it is
    /// hidden, the verdict and its reason once the class has answered it.
    pub fn ask_ui(
        &self,
        ui: &mut Ui,
        graph: &PositionGraph,
        id: PositionId,
        strings: &Strings,
    ) -> Option<ClassroomAsk> {
        let words = strings.heap_classroom;
        let hidden = self.hidden();
        let position = graph.written(id);
        let mut asked = None;
        if hidden.hides(id) {
            ui.label(RichText::new((words.question)(&position)).size(20.0).strong());
            ui.horizontal(|ui| {
                for outcome in [Outcome::Win, Outcome::Lose] {
                    let letter = RichText::new(strings.tree.outcome_letter(outcome)).size(28.0);
                    let button = egui::Button::new(letter).min_size(egui::vec2(64.0, 48.0));
                    if ui.add(button).on_hover_text(strings.outcome(outcome)).clicked() {
                        asked = Some(ClassroomAsk::Answer(id, outcome));
                    }
                }
            });
        } else if let Some((_, guess)) = self.answer.filter(|(asked, _)| *asked == id && self.on) {
            let outcome = graph.outcome(id);
            let (verdict, colour) = if guess == outcome {
                (words.right, style::WIN)
            } else {
                (words.wrong, style::LOSE)
            };
            ui.label(
                RichText::new(verdict(&position, outcome))
                    .size(20.0)
                    .color(colour),
            );
            ui.label(why(graph, id, &hidden, strings));
        }
        asked
    }
}

/// The positions whose values the reason for `id` names: itself and, when it is won, the
/// position its first winning move leaves (lost); when it is lost, every position a move leaves
/// (each won).
pub fn reason_names(graph: &PositionGraph, id: PositionId) -> Vec<PositionId> {
    let children = graph.children(id);
    let mut named = vec![id];
    match children
        .iter()
        .find(|&&child| graph.outcome(child) == Outcome::Lose)
    {
        Some(&lost) => named.push(lost),
        None => named.extend_from_slice(children),
    }
    named
}

/// The positions a list of `id`'s winning moves names: the lost ones a move reaches, or, when
/// none is, every one (a list saying there is no winning move says each of them is won).
pub fn winning_moves_name(graph: &PositionGraph, id: PositionId) -> Vec<PositionId> {
    let children = graph.children(id);
    let lost: Vec<PositionId> = children
        .iter()
        .copied()
        .filter(|&child| graph.outcome(child) == Outcome::Lose)
        .collect();
    if lost.is_empty() { children.to_vec() } else { lost }
}

/// The reason in one sentence: the rule at a position with no move; a winning move to a lost
/// position; that every move leaves a win; or, while a position it would name is hidden, that it
/// waits for those.
pub fn why(
    graph: &PositionGraph,
    id: PositionId,
    hidden: &HiddenStates<PositionId>,
    strings: &Strings,
) -> String {
    let children = graph.children(id);
    if children.is_empty() {
        return match graph.rule() {
            Rule::Normal => strings.heap_tree.no_move_normal,
            Rule::Misere => strings.heap_tree.no_move_misere,
        }
        .to_owned();
    }
    if !hidden.shows_all(reason_names(graph, id)) {
        return strings.tree.classroom_why_hidden.to_owned();
    }
    match children
        .iter()
        .find(|&&child| graph.outcome(child) == Outcome::Lose)
    {
        Some(&lost) => (strings.heap_classroom.why_win)(&graph.written(id), &graph.written(lost)),
        None => strings.tree.classroom_why_lose.to_owned(),
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::i18n::Language;
    use nimlab_core::games::grundy::HeapGame;
    use nimlab_core::games::positions::Limits;
    use nimlab_core::watch::Unwatched;

    fn nim(sizes: &[u32], rule: Rule) -> PositionGraph {
        let heaps: Vec<_> = sizes.iter().map(|&size| (HeapGame::Nim, size)).collect();
        PositionGraph::build(&heaps, rule, Limits::default(), &mut Unwatched).expect("small")
    }

    fn find(graph: &PositionGraph, written: &str) -> PositionId {
        graph
            .ids()
            .find(|&id| graph.written(id) == written)
            .unwrap_or_else(|| panic!("{written} is a position"))
    }

    #[test]
    fn the_reason_waits_for_what_it_names_and_then_names_the_move_to_a_lost_position() {
        let strings = Language::English.strings();
        let graph = nim(&[1, 2], Rule::Normal);
        let (start, even) = (find(&graph, "(1,2)"), find(&graph, "(1,1)"));
        let mut classroom = HeapsClassroom::default();
        classroom.switch(true);
        classroom.apply(ClassroomAsk::Answer(start, Outcome::Win));
        // (1,1) is still hidden: naming the move to it would say it is lost.
        assert_eq!(
            why(&graph, start, &classroom.hidden(), strings),
            strings.tree.classroom_why_hidden
        );
        classroom.apply(ClassroomAsk::Answer(even, Outcome::Win));
        assert_eq!(
            why(&graph, start, &classroom.hidden(), strings),
            "The move (1,2) → (1,1) leaves a lost position for the opponent."
        );
        classroom.switch(false);
        assert!(!classroom.hidden().any());
        classroom.switch(true);
        assert!(
            classroom.hidden().hides(start),
            "turned on again, everything is hidden"
        );
    }

    #[test]
    fn a_lost_position_names_every_move_and_the_empty_position_its_rule() {
        let strings = Language::English.strings();
        let graph = nim(&[1, 1], Rule::Normal);
        let even = find(&graph, "(1,1)");
        // Either move from (1,1) leaves (1): heaps keep no order and drop when empty.
        assert_eq!(reason_names(&graph, even), vec![even, find(&graph, "(1)")]);
        assert_eq!(
            why(&graph, even, &HiddenStates::default(), strings),
            strings.tree.classroom_why_lose
        );
        let misere = nim(&[1], Rule::Misere);
        let empty = find(&misere, "()");
        let said = why(&misere, empty, &HiddenStates::default(), strings);
        assert_eq!(said, strings.heap_tree.no_move_misere);
    }
}
