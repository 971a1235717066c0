//! The tree tab and the Grundy tab opening each other's games: Show as a tree on the Grundy
//! tab's game, a value or its sum, and Show in the Grundy tab on the tree's selected position.
//! Each switches to the other tab with the inputs asked for, bounded as typed ones are.

use super::{NimlabApp, Tab};
use nimlab_core::games::Rule;
use nimlab_model::tabs::grundy::inputs::HeapInput;
use nimlab_model::tabs::tree::heaps::{HeapInputs, TreeGameKind};

impl NimlabApp {
    /// The tree tab in heaps mode with `heaps`; the coin game's inputs and view wait as they were.
    pub(super) fn show_heaps_in_tree(&mut self, heaps: HeapInputs) {
        let inputs = &mut self.tree_tab.inputs;
        inputs.kind = TreeGameKind::Heaps;
        inputs.heaps = heaps.sanitized();
        self.tab = Tab::GameTree;
    }

    /// The Grundy tab with `heaps` under `rule` in its sum builder.
    pub(super) fn show_sum_in_grundy(&mut self, heaps: Vec<HeapInput>, rule: Rule) {
        self.grundy_tab.show_sum(heaps, rule);
        self.tab = Tab::Grundy;
    }
}
