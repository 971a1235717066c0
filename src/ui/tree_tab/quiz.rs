//! The class quiz on the coin game and on heaps of a game: Ask picks a position still hidden
//! that the tree on show has a node for (the first node showing it), selects that node, and asks
//! about it; Right or Wrong reveals it through the classroom's own answer, as a click on W or L
//! does, and reports the mark to the shell's tally.

use std::collections::HashMap;

use super::TreeTab;
use crate::quiz::{Asked, Question, Score, Tab, TrueAnswer};
use crate::ui::quiz::{QuizPress, QuizReport, Quizzing, guess};
use crate::ui::shell_action::ShellAction;
use crate::ui::style;
use crate::work::shown_tree::ShownTree;
use nimlab_core::games::view_tree::NodeId;
use nimlab_model::tabs::tree::heaps::TreeGameKind;
use nimlab_model::tabs::tree::inputs::TreeView;

/// The first node of the tree on show for each position it shows.
fn first_nodes(analysis: &ShownTree) -> HashMap<u32, NodeId> {
    let mut first = HashMap::new();
    for (index, node) in analysis.tree.nodes.iter().enumerate() {
        let id = NodeId(u32::try_from(index).unwrap_or(u32::MAX));
        first.entry(node.coins).or_insert(id);
    }
    first
}

impl TreeTab {
    /// Seeds the quiz's picks, the coin game's and the heaps'.
    pub fn seed_quiz(&mut self, seed: u64) {
        self.classroom.quiz.seed(seed);
        self.heaps.seed_quiz(seed.wrapping_add(1));
    }

    /// The session's score, for the quiz's row.
    pub fn set_quiz_score(&mut self, score: Score) {
        self.classroom.quiz.set_score(score);
        self.heaps.set_quiz_score(score);
    }

    /// The question the quiz of the game on show (coins or heaps) has open, if any.
    pub fn quiz_question(&self) -> Option<&Question> {
        if self.inputs.kind == TreeGameKind::Heaps {
            return self.heaps.quiz_question();
        }
        self.classroom.quiz.open().map(|(_, question)| question)
    }

    /// A press in the quiz's row or its keys.
    pub(super) fn quiz_press(&mut self, press: QuizPress) -> Option<ShellAction> {
        match press {
            QuizPress::Ask => {
                self.ask();
                None
            }
            QuizPress::Mark(right) => self.mark(right),
            QuizPress::ResetTally | QuizPress::ExportTally => press.for_the_shell().map(ShellAction::Quiz),
        }
    }

    /// Ask: a hidden position with a node on show, at random; that node is selected.
    fn ask(&mut self) {
        let Some(analysis) = self.shown.clone() else {
            return;
        };
        let hidden = self.classroom.hidden_states(&analysis);
        let first = first_nodes(&analysis);
        let positions: Vec<u32> = (0..=analysis.coins())
            .filter(|&coins| hidden.hides(coins) && first.contains_key(&coins))
            .collect();
        let asked = self.classroom.quiz.ask(&positions, |&coins| Question {
            tab: Tab::GameTree,
            asked: Asked::Coins(coins),
            answer: TrueAnswer::Outcome(analysis.solution.outcome(coins)),
        });
        if let Some(coins) = asked {
            let node = first[&coins];
            self.selection.select_node(analysis.tree.path(node), coins);
            // In front of the class, readable: the DAG is fitted whole, the tree may be far.
            if self.inputs.view == TreeView::Recursive {
                let readable = style::LABEL_MIN_RADIUS / style::NODE_RADIUS;
                (self.cameras.tree).request_centre(analysis.layout.position(node), readable);
            }
        }
    }

    /// Closes the open question unmarked once its position shows its value (a click on W or
    /// L, Reveal all) or is gone (a smaller pile).
    pub(super) fn close_answered_question(&mut self) {
        let Some((coins, _)) = self.classroom.quiz.open() else {
            return;
        };
        let still_asked = self.shown.as_ref().is_some_and(|analysis| {
            *coins <= analysis.coins() && self.classroom.hidden_states(analysis).hides(*coins)
        });
        if !still_asked {
            self.classroom.quiz.close_unmarked();
        }
    }

    /// Right or Wrong: the position asked is revealed as the classroom reveals an answer, and
    /// the mark goes to the tally.
    fn mark(&mut self, right: bool) -> Option<ShellAction> {
        let (coins, question) = self.classroom.quiz.take_open()?;
        let analysis = self.shown.clone()?;
        if let (TrueAnswer::Outcome(truth), Some(&id)) = (question.answer, first_nodes(&analysis).get(&coins))
        {
            self.classroom.answer(id, guess(truth, right));
        }
        Some(ShellAction::Quiz(QuizReport::Marked(question, right)))
    }
}
