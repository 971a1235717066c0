//! What a person could aim at right now: the AccessKit nodes on screen (buttons, text inputs,
//! sliders, and the custom-painted nodes that carry a label), with where they are.

use egui::Rect;
use egui::accesskit::Role;
use egui_kittest::Harness;
use egui_kittest::kittest::NodeT as _;
use nimlab::app::NimlabApp;

/// How a widget on screen can be used.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Kind {
    /// Clicked: buttons, tabs, checkboxes, radio buttons, links, labelled painted nodes.
    Clickable,
    /// Typed into.
    TextInput,
    /// Dragged along, or stepped with the arrow keys.
    Slider,
}

/// One widget a person could use.
#[derive(Clone, Debug)]
pub struct Target {
    pub kind: Kind,
    pub role: Role,
    pub label: String,
    /// The part of it inside the window, in points.
    pub rect: Rect,
}

impl Target {
    /// How the action log names it: role and label, enough to find it again by eye.
    pub fn name(&self) -> String {
        let label: String = self.label.chars().take(60).collect();
        format!("{:?} {label:?}", self.role)
    }
}

/// The enabled widgets at least partly inside `window`.
pub fn targets(harness: &Harness<'_, NimlabApp>, window: Rect) -> Vec<Target> {
    let mut found = Vec::new();
    for node in harness.root().children_recursive() {
        let node = node.accesskit_node();
        if node.is_disabled() || node.is_hidden() {
            continue;
        }
        let Some(kind) = kind_of(node.role(), node.label().is_some()) else {
            continue;
        };
        let Some(bounds) = node.bounding_box() else {
            continue;
        };
        let ppp = harness.ctx.pixels_per_point();
        let rect = Rect::from_min_max(
            egui::pos2(bounds.x0 as f32 / ppp, bounds.y0 as f32 / ppp),
            egui::pos2(bounds.x1 as f32 / ppp, bounds.y1 as f32 / ppp),
        )
        .intersect(window);
        // Something scrolled out of view or squeezed to nothing cannot be aimed at.
        if !rect.is_positive() || rect.width() < 1.0 || rect.height() < 1.0 {
            continue;
        }
        found.push(Target {
            kind,
            role: node.role(),
            label: node.label().unwrap_or_default(),
            rect,
        });
    }
    found
}

fn kind_of(role: Role, labelled: bool) -> Option<Kind> {
    match role {
        Role::TextInput | Role::MultilineTextInput | Role::SearchInput | Role::NumberInput => {
            Some(Kind::TextInput)
        }
        // A DragValue: typed into after a click, or dragged.
        Role::SpinButton | Role::Slider => Some(Kind::Slider),
        Role::Button
        | Role::DefaultButton
        | Role::CheckBox
        | Role::RadioButton
        | Role::Switch
        | Role::Tab
        | Role::ComboBox
        | Role::Link
        | Role::MenuItem
        | Role::MenuItemCheckBox
        | Role::MenuItemRadio
        | Role::ListBoxOption
        | Role::Cell
        | Role::Row => Some(Kind::Clickable),
        // Painted things (plot items, canvas parts) that say what they are.
        Role::Unknown | Role::GenericContainer | Role::Image | Role::Canvas if labelled => {
            Some(Kind::Clickable)
        }
        _ => None,
    }
}
