//! The tree on show: what the user's folds leave of an analysis's tree, where each of its nodes
//! sits, and the recursion's steps over it. It is derived from an [`Analysis`] on the spot
//! whenever the folds change, so a fold costs only this and never reruns the analysis: at the
//! 30,000-node budget it takes about 11 ms in a debug build (tree 4–8 ms, layout 2–6 ms, both
//! traces 1 ms), as long as the analysis itself takes, which is why the two were split.

use std::collections::HashMap;
use std::ops::Deref;
use std::sync::Arc;

use crate::geometry::tree::TreeLayout;
use crate::work::tree_analysis::{Analysis, NODE_BUDGET};
use nimlab_core::games::recursive::Evaluation;
use nimlab_core::games::trace::Trace;
use nimlab_core::games::view_tree::{Fold, NodePath, ViewTree};

/// An analysis with the tree its folds leave on show: what the tab's views draw from. Everything
/// the analysis holds reads through it ([`Deref`]), since every view of the tab draws both.
#[derive(Clone, Debug)]
pub struct ShownTree {
    /// The analysis of the game and pile, shared with the job that computed it.
    pub analysis: Arc<Analysis>,
    /// The user's collapse/expand choices the tree was built with, sorted by path.
    pub folds: Vec<(NodePath, Fold)>,
    /// The tree on show, within [`NODE_BUDGET`] and the user's folds.
    pub tree: ViewTree,
    /// Where each node of the tree on show sits.
    pub layout: TreeLayout,
    /// The recursion's calls and returns over the tree on show, for the step-through: full, then
    /// short-circuit.
    traces: [Trace; 2],
}

impl ShownTree {
    /// The tree of `analysis` under `folds` (sorted by path, as [`ShownTree::folds`] keeps them).
    pub fn new(analysis: Arc<Analysis>, folds: Vec<(NodePath, Fold)>) -> Self {
        let by_path: HashMap<NodePath, Fold> = folds.iter().cloned().collect();
        let tree = ViewTree::build(&analysis.solution, analysis.coins(), &by_path, NODE_BUDGET);
        let layout = TreeLayout::new(&tree);
        let traces = [Evaluation::Full, Evaluation::ShortCircuit].map(|e| Trace::recursive(&tree, e));
        Self {
            analysis,
            folds,
            tree,
            layout,
            traces,
        }
    }

    /// The recursion's steps over the tree on show.
    pub fn trace(&self, evaluation: Evaluation) -> &Trace {
        match evaluation {
            Evaluation::Full => &self.traces[0],
            Evaluation::ShortCircuit => &self.traces[1],
        }
    }
}

impl Deref for ShownTree {
    type Target = Analysis;

    fn deref(&self) -> &Analysis {
        &self.analysis
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::jobs::Progress;
    use crate::work::tree_analysis::AnalysisKey;
    use nimlab_core::games::CoinGame;

    fn analysis(coins: u32) -> Arc<Analysis> {
        let key = AnalysisKey {
            game: CoinGame::seed_000(),
            coins,
        };
        Arc::new(Analysis::compute(key, &Progress::default()).expect("never cancelled"))
    }

    #[test]
    fn a_fold_rebuilds_the_tree_over_the_same_analysis() {
        let analysis = analysis(6);
        let open = ShownTree::new(Arc::clone(&analysis), Vec::new());
        let first = open.tree.find(&[1]).expect("6 − 1");
        let fold = open.tree.fold_toggle(first).expect("an inner node folds");
        let folded = ShownTree::new(Arc::clone(&analysis), vec![(vec![1], fold)]);
        assert!(Arc::ptr_eq(&open.analysis, &folded.analysis));
        assert!(
            folded.tree.nodes.len() < open.tree.nodes.len(),
            "the fold hides 6 − 1's subtree"
        );
        let folded_node = folded.tree.find(&[1]).expect("6 − 1 stays, collapsed");
        assert!(folded.tree.node(folded_node).collapsed);
        let calls = |shown: &ShownTree| shown.trace(Evaluation::Full).len();
        assert!(
            calls(&folded) < calls(&open),
            "the step-through walks only the tree on show"
        );
    }
}
