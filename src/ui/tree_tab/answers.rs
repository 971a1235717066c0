//! The game-tree tab's answers for the presenter's screen: the coin game's pile on show, its
//! value, its winning takes and the reason, in the words the tab's side panel and classroom
//! verdicts already use, read from the analysis on show (nothing is solved again); the heaps'
//! answers are their Formula view's.

use super::TreeTab;
use super::classroom::{HiddenStates, why};
use super::side_panel::winning_takes_line;
use crate::i18n::Strings;
use crate::work::shown_tree::ShownTree;
use nimlab_model::tabs::tree::heaps::TreeGameKind;

impl TreeTab {
    /// The answers on show for the presenter's screen: the coin game's pile, or the heaps'
    /// start, once analysed.
    pub(super) fn presenter_answers(&self, strings: &Strings) -> Vec<String> {
        if self.inputs.kind == TreeGameKind::Heaps {
            return self.heaps.answers(strings);
        }
        self.analysis()
            .map(|analysis| coin_answers(analysis, strings))
            .unwrap_or_default()
    }
}

/// The answers for the pile `analysis` was made for: "7 coins (Win) at the start", its
/// winning takes, and why, with nothing hidden (the presenter's screen is the teacher's).
fn coin_answers(analysis: &ShownTree, strings: &Strings) -> Vec<String> {
    let solution = &analysis.solution;
    let coins = analysis.coins();
    let outcome = strings.outcome(solution.outcome(coins));
    vec![
        (strings.tree.node_label_root)(coins, outcome),
        winning_takes_line(solution, coins, strings),
        why(solution, coins, &HiddenStates::default(), strings),
    ]
}
