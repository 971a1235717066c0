//! A widget over each node big enough to hit (and over the step-through's newest call at any
//! zoom): its accessible name, hover text, click to select, double-click to fold.

use egui::{Rect, Sense, Ui, Vec2};

use crate::i18n::Strings;
use crate::i18n::numbers;
use crate::ui::widgets;
use nimlab_core::games::trace::Progress;
use nimlab_core::games::view_tree::NodeId;

use super::super::event::TreeEvent;
use super::canvas::TreeCanvas;
use super::{CURRENT_MIN_RADIUS, Click, node_event};
use crate::work::shown_tree::ShownTree;

impl TreeCanvas<'_> {
    /// A widget over the node: accessible name, hover text, click to select, double-click to fold.
    pub(super) fn node_widget(
        &self,
        ui: &mut Ui,
        canvas_id: egui::Id,
        id: NodeId,
        strings: &Strings,
    ) -> Option<TreeEvent> {
        self.node_widget_at(ui, canvas_id, id, self.screen(id), strings)
    }

    /// [`TreeCanvas::node_widget`] for the node drawn at `centre`.
    pub(super) fn node_widget_at(
        &self,
        ui: &mut Ui,
        canvas_id: egui::Id,
        id: NodeId,
        centre: egui::Pos2,
        strings: &Strings,
    ) -> Option<TreeEvent> {
        let radius = if self.current() == Some(id) {
            self.radius.max(CURRENT_MIN_RADIUS)
        } else {
            self.radius
        };
        let rect = Rect::from_center_size(centre, Vec2::splat(radius * 2.0));
        let response = ui.interact(rect, canvas_id.with(id.0), Sense::click());
        // A value is known once its call has returned (and classroom mode has revealed it).
        let mut label = if self.is_hidden(id) || self.progress(id) != Progress::Returned {
            hidden_node_label(self.analysis, id, strings)
        } else {
            node_label(self.analysis, id, strings)
        };
        if self.is_dimmed(self.node(id)) {
            label.push_str(strings.tree.node_not_visited);
        }
        if self.step.is_some() {
            match self.progress(id) {
                Progress::Waiting => label.push_str(strings.tree.step_waiting),
                Progress::Running => label.push_str(strings.tree.step_running),
                Progress::Returned => {}
            }
            if self.current() == Some(id) {
                label.push_str(strings.tree.step_current);
            }
        }
        let selected = self.selected_node == Some(id);
        widgets::describe_selectable(&response, selected, &label);
        let event = if response.double_clicked() {
            Some(node_event(self.analysis, id, Click::Double))
        } else if response.clicked() {
            Some(node_event(self.analysis, id, Click::Single))
        } else {
            None
        };
        response.on_hover_text(label);
        event
    }
}

/// The accessible name of a tree node: its coins and the takes that led to it.
pub fn node_label(analysis: &ShownTree, id: NodeId, strings: &Strings) -> String {
    let node = analysis.tree.node(id);
    let label = label_with_value(analysis, id, strings.tree.outcome_letter(node.outcome), strings);
    if !node.collapsed {
        return label;
    }
    let hidden = numbers::abbreviate(&analysis.nodes_below(node.coins));
    format!("{label}, {}", (strings.tree.hidden_nodes)(&hidden))
}

/// The accessible name of a node whose value is not shown (classroom mode, or a call that has not
/// returned yet): '?' for the value.
fn hidden_node_label(analysis: &ShownTree, id: NodeId, strings: &Strings) -> String {
    label_with_value(analysis, id, "?", strings)
}

/// A node's coins, the `value` shown for it, and the takes that led to it (none for the root).
fn label_with_value(analysis: &ShownTree, id: NodeId, value: &str, strings: &Strings) -> String {
    let coins = analysis.tree.node(id).coins;
    let path = analysis.tree.path(id);
    if path.is_empty() {
        (strings.tree.node_label_root)(coins, value)
    } else {
        let takes: Vec<String> = path.iter().map(u32::to_string).collect();
        (strings.tree.node_label)(coins, value, &takes.join(","))
    }
}
