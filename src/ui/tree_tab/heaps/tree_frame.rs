//! What one frame of the heaps' recursive tree knows: the graph, the tree on show and its
//! layout, the selection, the evaluation, classroom mode and a step-through's trace; and the
//! questions painting and the nodes' widgets ask of it (where a call stands, whether a node is
//! greyed, repeated, and its accessible name).

use num_bigint::BigUint;

use super::super::classroom::HiddenStates;
use super::view::node_label;
use crate::i18n::Strings;
use crate::i18n::numbers;
use nimlab_core::games::positions::{PositionGraph, PositionId, PositionTree};
use nimlab_core::games::recursive::Evaluation;
use nimlab_core::games::trace::{Progress, Trace};
use nimlab_core::games::view_tree::NodeId;
use nimlab_model::geometry::tree::TreeLayout;

use super::super::tree_view::marks;

/// What one frame of the tree reads.
pub struct HeapTreeCanvas<'a> {
    /// The positions, their values and counts.
    pub graph: &'a PositionGraph,
    /// The tree on show.
    pub tree: &'a PositionTree,
    /// Where its nodes sit.
    pub layout: &'a TreeLayout,
    /// The position selected: every node of it is outlined.
    pub selected: Option<PositionId>,
    /// Short-circuit evaluation greys what the recursion never calls.
    pub evaluation: Evaluation,
    /// The positions classroom mode hides: their values, W/L and winning moves.
    pub hidden: &'a HiddenStates<PositionId>,
    /// A step-through's trace of this tree and the steps taken, if one runs.
    pub step: Option<(&'a Trace, usize)>,
}

/// A node clicked: its box selects its position (and opens it when collapsed), its +/− only
/// folds or unfolds it.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct NodeClick {
    /// The node clicked.
    pub node: NodeId,
    /// The click asks to fold or unfold it.
    pub toggle: bool,
    /// The click selects its position.
    pub select: bool,
}

impl HeapTreeCanvas<'_> {
    /// Where the node stands in the step-through (everything has returned when none runs).
    pub(super) fn progress(&self, id: NodeId) -> Progress {
        self.step
            .map_or(Progress::Returned, |(trace, done)| trace.progress(id, done))
    }

    /// The node is greyed as never called by the short-circuit recursion; never while classroom
    /// mode hides any value, since which siblings are greyed tells which move wins.
    pub(super) fn is_dimmed(&self, id: NodeId) -> bool {
        marks::greyed(self.evaluation, self.tree.node(id).visited, self.hidden.any())
    }

    /// Its position occurs more than once in the full tree.
    pub(super) fn is_repeated(&self, position: PositionId) -> bool {
        *self.graph.occurrences(position) > BigUint::from(1u32)
    }

    /// A node's accessible name: its position, W/L and value unless hidden or not returned yet,
    /// how often it occurs, what a collapsed node hides, and whether it is called.
    pub(super) fn label(&self, id: NodeId, strings: &Strings) -> String {
        let node = self.tree.node(id);
        let progress = self.progress(id);
        let unknown = self.hidden.hides(node.position) || progress != Progress::Returned;
        let mut label = node_label(self.graph, node.position, unknown, strings);
        let occurs = count_words(self.graph.occurrences(node.position));
        label = format!("{label}, {}", (strings.heap_tree.occurs)(&occurs));
        if node.collapsed {
            let below = self.graph.tree_size(node.position) - 1u32;
            label = format!("{label}, {}", (strings.tree.hidden_nodes)(&count_words(&below)));
        }
        if self.is_dimmed(id) {
            label.push_str(strings.tree.node_not_visited);
        }
        if self.step.is_some() {
            match progress {
                Progress::Waiting => label.push_str(strings.tree.step_waiting),
                Progress::Running => label.push_str(strings.tree.step_running),
                Progress::Returned => {}
            }
        }
        label
    }
}

/// An exact count written as the app writes counts: grouped with commas while short, rounded to
/// three significant digits when it would fill a row (`6.05×10²⁶⁴`).
pub fn count_words(count: &BigUint) -> String {
    let digits = count.to_string();
    if digits.len() <= numbers::MAX_FULL_DIGITS {
        numbers::with_commas(&digits)
    } else {
        numbers::abbreviate_digits(&digits)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn counts_are_grouped_while_short_and_rounded_when_long() {
        assert_eq!(count_words(&BigUint::from(219_447u32)), "219,447");
        let long: BigUint = "6049999999999999".parse().expect("digits");
        assert_eq!(count_words(&long), "6.05×10¹⁵");
    }
}
