//! Classroom mode on the tree: every value is hidden until revealed. Clicking a node asks the
//! class "W or L?", says whether the answer is right (and why), and reveals that node; Reveal all
//! shows everything. The shell makes the whole window larger and higher in contrast meanwhile.

use std::collections::HashSet;
use std::hash::Hash;

use egui::{RichText, Ui};

use super::event::TreeEvent;
use crate::i18n::Strings;
pub use crate::i18n::tree::Hiding;
use crate::ui::quiz::{self, QuizPress, TabQuiz};
use crate::ui::style;
use nimlab_core::games::view_tree::{NodeId, NodePath};
use nimlab_core::games::{Outcome, Solution};
use nimlab_model::tabs::reveals::SavedReveals;

use crate::work::shown_tree::ShownTree;

/// Positions hidden by classroom mode: `None` when nothing is hidden, else the positions already
/// revealed. Keyed by the game's positions: coins (`u32`) for the coin game's DP view, formula
/// and Play; a heaps position's `PositionId` for heaps of a game. One rule for both games.
#[derive(Clone, Debug)]
pub struct HiddenStates<K = u32>(Option<HashSet<K>>);

impl<K> Default for HiddenStates<K> {
    fn default() -> Self {
        Self(None)
    }
}

impl<K: Copy + Eq + Hash> HiddenStates<K> {
    /// Every position is hidden but those `revealed`.
    pub fn all_but(revealed: HashSet<K>) -> Self {
        Self(Some(revealed))
    }

    /// The value of `position` (win or lose, its value, its winning moves) must not show.
    pub fn hides(&self, position: K) -> bool {
        self.0
            .as_ref()
            .is_some_and(|revealed| !revealed.contains(&position))
    }

    /// Something is hidden: general statements of values (a list of losing positions, the
    /// formula) must not show either.
    pub fn any(&self) -> bool {
        self.0.is_some()
    }

    /// A text that names the values of `positions` may show: none of them is hidden. Every
    /// reason, hint and verdict asks this of what it names, so none gives away a value the
    /// class has still to work out.
    pub fn shows_all(&self, positions: impl IntoIterator<Item = K>) -> bool {
        positions.into_iter().all(|position| !self.hides(position))
    }
}

impl HiddenStates {
    /// The winning `take` from `coins` as a verdict may name it ("Win (1)"): not while the
    /// position it leaves is hidden, as the take says that position is lost.
    pub fn shown_take(&self, coins: u32, take: Option<u32>) -> Option<u32> {
        take.filter(|&take| crate::export::take_shown(coins, take, |n| self.hides(n)))
    }

    /// What the formula worked out for `coins` may say: nothing while its value is hidden, its
    /// value alone while the formula is (its arithmetic would give every value away).
    pub fn worked(&self, coins: u32) -> Hiding {
        if self.hides(coins) {
            Hiding::Value
        } else if self.any() {
            Hiding::Formula
        } else {
            Hiding::Nothing
        }
    }
}

/// The positions whose values the reason for `coins` names: the position itself and, when it
/// is won, the position its (first) winning take leaves, which is lost; when it is lost, every
/// position a take leaves, each of them won.
pub fn reason_names(solution: &Solution, coins: u32) -> Vec<u32> {
    let mut named = vec![coins];
    match solution.winning_moves(coins).first() {
        Some(&take) => named.push(coins - take),
        None => named.extend(solution.game.legal_moves(coins).map(|take| coins - take)),
    }
    named
}

/// Classroom mode's state on the tree tab: on or off, what has been revealed, the last answer.
#[derive(Clone, Debug, Default)]
pub struct TreeClassroom {
    /// The shell's switch: values are hidden.
    pub on: bool,
    /// Nodes whose value has been revealed (ids of the analysis on show).
    revealed: HashSet<NodeId>,
    all: bool,
    /// The answer given for the node asked about: (node, guess).
    answer: Option<(NodeId, Outcome)>,
    /// The class quiz over the game's positions (coins), forgotten with what was revealed.
    pub quiz: TabQuiz<u32>,
    /// What a step or the last run revealed, waiting for its tree.
    pending: Option<SavedReveals<NodePath>>,
}

impl TreeClassroom {
    /// The nodes that show their value, when values are hidden at all.
    pub fn revealed(&self) -> Option<&HashSet<NodeId>> {
        (self.on && !self.all).then_some(&self.revealed)
    }

    /// The node's value must not show.
    pub fn is_hidden(&self, id: NodeId) -> bool {
        self.revealed().is_some_and(|revealed| !revealed.contains(&id))
    }

    /// The positions whose value the views other than the tree must hide: every position until
    /// Reveal all, except those of the nodes the class has answered.
    pub fn hidden_states(&self, analysis: &ShownTree) -> HiddenStates {
        HiddenStates(self.revealed().map(|revealed| {
            revealed
                .iter()
                .filter(|id| (id.0 as usize) < analysis.tree.nodes.len())
                .map(|&id| analysis.tree.node(id).coins)
                .collect()
        }))
    }

    /// What is revealed, by node path in `analysis`'s tree, for a step or the next run to
    /// reveal again; what waits for its tree while it has not come.
    pub fn saved(&self, analysis: Option<&ShownTree>) -> SavedReveals<NodePath> {
        match (analysis, &self.pending) {
            (_, Some(pending)) => pending.clone(),
            (Some(analysis), None) => {
                let nodes = analysis.tree.nodes.len();
                let ours = self.revealed.iter().filter(|id| (id.0 as usize) < nodes);
                SavedReveals::new(self.all, ours.map(|&id| analysis.tree.path(id)))
            }
            (None, None) => SavedReveals::default(),
        }
    }

    /// Reveals `saved` once its tree comes ([`Self::map_back`]).
    pub fn remember(&mut self, saved: SavedReveals<NodePath>) {
        self.pending = (!saved.is_empty()).then_some(saved);
    }

    /// The reveals waiting, on `analysis`'s tree: a node it does not have (folded away, or
    /// past the pile) is dropped.
    pub fn map_back(&mut self, analysis: &ShownTree) {
        let Some(saved) = self.pending.take() else { return };
        self.all = saved.all;
        self.revealed = saved
            .shown
            .iter()
            .filter_map(|path| analysis.tree.find(path))
            .collect();
    }

    /// A new tree: nothing is revealed, and the quiz's question belonged to the old one.
    pub fn forget(&mut self) {
        self.revealed.clear();
        self.all = false;
        self.answer = None;
        self.quiz.forget();
    }

    /// The quiz's row (the question, Right and Wrong, the score) in classroom mode.
    pub fn quiz_row_ui(&self, ui: &mut Ui, strings: &Strings) -> Option<TreeEvent> {
        let pressed = self.on.then(|| self.quiz.row_ui(ui, strings)).flatten();
        pressed.map(TreeEvent::Quiz)
    }

    /// The class's answer about `id`: it is kept, and the node's value revealed.
    pub fn answer(&mut self, id: NodeId, guess: Outcome) {
        self.answer = Some((id, guess));
        self.revealed.insert(id);
    }

    /// Reveal all: every value shows.
    pub fn reveal_all(&mut self) {
        self.all = true;
    }

    /// The question about `id` waits for its W or L (the buttons are on show).
    pub fn asks(&self, id: NodeId) -> bool {
        self.revealed().is_some() && self.answer.is_none_or(|(asked, _)| asked != id)
    }

    /// The question about `id` (the selected node) and, once answered, the verdict; returns the
    /// answer given.
    pub fn ask_ui(
        &self,
        ui: &mut Ui,
        analysis: &ShownTree,
        id: NodeId,
        strings: &Strings,
    ) -> Option<TreeEvent> {
        let node = analysis.tree.node(id);
        ui.label(
            RichText::new((strings.tree.classroom_question)(node.coins))
                .size(20.0)
                .strong(),
        );
        let answered = self.answer.filter(|(asked, _)| *asked == id);
        let mut event = None;
        if answered.is_none() {
            ui.horizontal(|ui| {
                for outcome in [Outcome::Win, Outcome::Lose] {
                    let button =
                        egui::Button::new(RichText::new(strings.tree.outcome_letter(outcome)).size(28.0))
                            .min_size(egui::vec2(64.0, 48.0));
                    if ui.add(button).on_hover_text(strings.outcome(outcome)).clicked() {
                        event = Some(TreeEvent::Answer {
                            node: id,
                            guess: outcome,
                        });
                    }
                }
            });
        }
        if let Some((_, guess)) = self.answer.filter(|(asked, _)| *asked == id) {
            let right = guess == node.outcome;
            let (verdict, color) = if right {
                (strings.tree.classroom_right, style::WIN)
            } else {
                (strings.tree.classroom_wrong, style::LOSE)
            };
            ui.label(
                RichText::new(verdict(node.coins, node.outcome))
                    .size(20.0)
                    .color(color),
            );
            let hidden = self.hidden_states(analysis);
            ui.label(why(&analysis.solution, node.coins, &hidden, strings));
        }
        event
    }

    /// The quiz's Ask, then Reveal all or hide everything again; returns the button pressed.
    pub fn controls_ui(&self, ui: &mut Ui, strings: &Strings) -> Option<TreeEvent> {
        if !self.on {
            return None;
        }
        ui.horizontal_wrapped(|ui| {
            let ask = quiz::ask_button_ui(ui, strings).then_some(TreeEvent::Quiz(QuizPress::Ask));
            let reveal = if self.all {
                ui.button(strings.classroom_hide_all)
                    .clicked()
                    .then_some(TreeEvent::HideAll)
            } else {
                ui.button(strings.classroom_reveal_all)
                    .clicked()
                    .then_some(TreeEvent::RevealAll)
            };
            ask.or(reveal)
        })
        .inner
    }
}

/// The reason, in one sentence: a winning take, or that every take leaves a win; or, while a
/// position it names is hidden, that it waits for those.
pub fn why(solution: &Solution, coins: u32, hidden: &HiddenStates, strings: &Strings) -> String {
    let moves: Vec<u32> = solution.game.legal_moves(coins).collect();
    if moves.is_empty() {
        return strings.tree.classroom_why_terminal.to_owned();
    }
    if !hidden.shows_all(reason_names(solution, coins)) {
        return strings.tree.classroom_why_hidden.to_owned();
    }
    match solution.winning_moves(coins).first() {
        Some(&take) => (strings.tree.classroom_why_win)(take, coins - take),
        None => strings.tree.classroom_why_lose.to_owned(),
    }
}
