//! Which views each kind of game offers: one rule, read by the views row (the others disabled),
//! the view keys and the lesson path (which walk only the offered ones), and the heaps mode's
//! dispatch (a view not offered shows the DP DAG).

use super::heaps::TreeGameKind;
use super::inputs::TreeView;

impl TreeGameKind {
    /// Whether this kind of game has `view`: the views row enables it, and the keys and the
    /// lesson path walk it. The coin game has every view; heaps have those drawn from their
    /// positions (the others are drawn from one pile of coins).
    pub fn offers(self, view: TreeView) -> bool {
        match self {
            Self::Coins => true,
            Self::Heaps => matches!(
                view,
                TreeView::Recursive | TreeView::DynamicProgramming | TreeView::Formula
            ),
        }
    }

    /// The view on show when the tab's choice is `view`: a view this kind does not offer shows
    /// the DP DAG, which every kind has.
    pub fn shown(self, view: TreeView) -> TreeView {
        if self.offers(view) {
            view
        } else {
            TreeView::DynamicProgramming
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn heaps_offer_the_tree_the_dag_and_the_formula_and_coins_every_view() {
        let offered: Vec<TreeView> = TreeView::ALL
            .into_iter()
            .filter(|&view| TreeGameKind::Heaps.offers(view))
            .collect();
        assert_eq!(
            offered,
            [
                TreeView::Recursive,
                TreeView::DynamicProgramming,
                TreeView::Formula
            ]
        );
        assert!(
            TreeView::ALL
                .into_iter()
                .all(|view| TreeGameKind::Coins.offers(view))
        );
        assert_eq!(
            TreeGameKind::Heaps.shown(TreeView::Play),
            TreeView::DynamicProgramming
        );
        assert_eq!(
            TreeGameKind::Heaps.shown(TreeView::Recursive),
            TreeView::Recursive
        );
        assert_eq!(TreeGameKind::Coins.shown(TreeView::Play), TreeView::Play);
    }
}
