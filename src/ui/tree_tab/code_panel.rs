//! The coin-game article's code beside the tree and the DP table while stepping, as recursion
//! visualizers show it: the listing in monospace, the running line marked ▶ on a highlighted
//! background, and the variables in scope under it, in lockstep with the step-through and the
//! call stack. The model is `nimlab_core::games::lesson_code`; this file only draws it.
//!
//! The panel keeps one width for a window size, whatever the line or the values, so the view
//! beside it never moves while stepping; it folds to a narrow strip, remembered with the inputs.
//! Classroom mode hides what would give a value away: the values as `?`, and a line that
//! differs by value (`return i;` against `return 0;`) is not marked.

use egui::epaint::RectShape;
use egui::{Rect, RichText, Shape, Ui, pos2};

use crate::i18n::Strings;
use crate::ui::layout::{self, Side};
use crate::ui::style;
use nimlab_core::games::lesson_code::{
    CodeStep, LineText, Listing, Local, RecursionCode, Reveals, TableCode,
};
use nimlab_core::games::recursive::Evaluation;

use super::classroom::{HiddenStates, TreeClassroom};
use crate::work::shown_tree::ShownTree;
use nimlab_model::tabs::tree::inputs::TreeView;

/// The folded panel's width: room for its one button, in either language.
const FOLDED_WIDTH: f32 = 120.0;

/// What the panel shows, read from the tab's model.
#[derive(Clone, Copy)]
pub struct CodeSource<'a> {
    /// The analysis on show.
    pub analysis: &'a ShownTree,
    /// The view beside the panel: the recursive tree or the DP view.
    pub view: TreeView,
    /// The recursion the tree shows.
    pub evaluation: Evaluation,
    /// Steps taken in the step-through.
    pub done: usize,
    /// Classroom mode's hidden nodes.
    pub classroom: &'a TreeClassroom,
    /// Classroom mode's hidden positions.
    pub hidden: &'a HiddenStates,
}

impl CodeSource<'_> {
    /// The view has code to show (the tree and the DP view do).
    pub fn has_code(&self) -> bool {
        matches!(self.view, TreeView::Recursive | TreeView::DynamicProgramming)
    }

    /// Classroom mode hides what gives this value away.
    fn hides(&self, reveals: Reveals) -> bool {
        match reveals {
            Reveals::Nothing => false,
            Reveals::Node(id) => self.classroom.is_hidden(id),
            Reveals::State(coins) => self.hidden.hides(coins),
        }
    }

    /// The listing, where the code is, and the listing's name; none for views without code.
    fn code(&self, strings: &Strings) -> Option<(Listing, Option<CodeStep>, &'static str)> {
        let analysis = self.analysis;
        match self.view {
            TreeView::Recursive => {
                let code = RecursionCode::new(&analysis.key.game, self.evaluation);
                let trace = analysis.trace(self.evaluation);
                let step = code.step(&analysis.tree, trace, &analysis.solution, self.done);
                Some((code.listing, step, strings.code.listing_recursion))
            }
            TreeView::DynamicProgramming => {
                let code = TableCode::new(&analysis.key.game);
                let step = code.step(&analysis.solution, self.done);
                Some((code.listing, step, strings.code.listing_table))
            }
            TreeView::Formula | TreeView::Growth | TreeView::Play => None,
        }
    }
}

/// The panel at the right of the view, or its folded strip; `shown` is the remembered fold.
pub fn code_panel_ui(ui: &mut Ui, source: CodeSource<'_>, shown: &mut bool, strings: &Strings) {
    let Some((listing, step, name)) = source.code(strings) else {
        return;
    };
    let width = panel_width(ui, *shown);
    layout::side_panel(ui, "code_panel", Side::Right, |panel| {
        panel.resizable(false).exact_size(width)
    })
    .show(ui, |ui| {
        if *shown {
            open_ui(ui, source, (&listing, step.as_ref(), name), shown, strings);
        } else if ui.button(strings.code.show).clicked() {
            *shown = true;
        }
    });
}

/// The code panel's width, open (`shown`) or folded: a share of the window, not of what the other
/// panels leave, so it never changes while stepping, nor when a panel beside it does.
pub fn panel_width(ui: &Ui, shown: bool) -> f32 {
    if shown {
        (ui.ctx().content_rect().width() * 0.28).clamp(220.0, 420.0)
    } else {
        FOLDED_WIDTH
    }
}

/// The open panel's contents in `ui` as it is, for a column that holds it with other panels.
pub fn code_contents_ui(ui: &mut Ui, source: CodeSource<'_>, shown: &mut bool, strings: &Strings) {
    if let Some((listing, step, name)) = source.code(strings) {
        open_ui(ui, source, (&listing, step.as_ref(), name), shown, strings);
    }
}

fn open_ui(
    ui: &mut Ui,
    source: CodeSource<'_>,
    (listing, step, name): (&Listing, Option<&CodeStep>, &str),
    shown: &mut bool,
    strings: &Strings,
) {
    // The table's steps show the cells read and filled under the variables; the tree's, the
    // variables and, in classroom mode, why the line is not marked.
    let value_rows = match source.view {
        TreeView::DynamicProgramming => 3.0,
        _ => 2.0,
    };
    let hides = |reveals| source.hides(reveals);
    let view = ListingView {
        listing,
        step,
        name,
        note: strings.code.listing_note,
        done: source.done,
        value_rows,
        hides: &hides,
    };
    listing_view_ui(ui, &view, shown, strings);
}

/// What the open panel draws: a listing, where the code is after `done` steps, and what
/// classroom mode hides. The coin game's views and the heaps' recursion share it.
pub struct ListingView<'a> {
    /// The listing.
    pub listing: &'a Listing,
    /// Where the code is (none before the first step).
    pub step: Option<&'a CodeStep>,
    /// The listing's name, over it.
    pub name: &'a str,
    /// The name's hover text: how the listing came to be.
    pub note: &'a str,
    /// Steps taken: a new step scrolls its line into view.
    pub done: usize,
    /// Lines of room kept under the listing for the values, so it never moves while stepping.
    pub value_rows: f32,
    /// Classroom mode hides what gives this away.
    pub hides: &'a dyn Fn(Reveals) -> bool,
}

/// The open panel's contents: the heading with Hide, the listing with its running line marked,
/// and the values in scope under it.
pub fn listing_view_ui(ui: &mut Ui, view: &ListingView<'_>, shown: &mut bool, strings: &Strings) {
    let (listing, step, hides) = (view.listing, view.step, view.hides);
    let label = (strings.code.panel_label)(view.name);
    ui.ctx().accesskit_node_builder(ui.unique_id(), |node| {
        node.set_role(egui::Role::Group);
        node.set_label(label);
    });
    ui.horizontal(|ui| {
        ui.heading(strings.code.title);
        ui.with_layout(egui::Layout::right_to_left(egui::Align::Center), |ui| {
            if ui.small_button(strings.code.hide).clicked() {
                *shown = false;
            }
        });
    });
    ui.label(view.name).on_hover_text(view.note);
    let values = step.map(|step| values_text(step, hides, strings));
    let marked = step.filter(|step| !hides(step.line_reveals));
    // Room under the listing for the values, always the same, so the listing does not move.
    let row = ui.text_style_height(&egui::TextStyle::Monospace);
    let spacing = ui.spacing().item_spacing.y;
    // Unless the step's values wrap to more lines (many takes read at once): then they get the
    // room they need, rather than run into what lies under the panel.
    let needed = step.map_or(0.0, |step| {
        value_lines(step, hides, strings)
            .into_iter()
            .map(|text| {
                let galley = egui::WidgetText::from(text).into_galley(
                    ui,
                    Some(egui::TextWrapMode::Wrap),
                    ui.available_width(),
                    egui::TextStyle::Monospace,
                );
                galley.size().y + spacing
            })
            .sum::<f32>()
    });
    let below = (view.value_rows * (row + spacing)).max(needed) + 1.5 * (row + spacing);
    let listing_height = (ui.available_height() - below).max(4.0 * row);
    // A new step scrolls its line into view; otherwise the class may scroll freely.
    let memory = ui.scope_id().with("code_step");
    let new_step = ui.data(|data| data.get_temp::<usize>(memory)) != Some(view.done);
    ui.data_mut(|data| data.insert_temp(memory, view.done));
    // Lines wrap at the panel's edge rather than scroll sideways: a projector's class cannot
    // reach a scroll bar, and a cut line hides the very condition the step is about.
    egui::ScrollArea::vertical()
        .id_salt("code_listing")
        .max_height(listing_height)
        .auto_shrink([false, true])
        .show(ui, |ui| {
            let marked = marked.map(|step| (step.line, values.as_deref().unwrap_or_default()));
            listing_ui(ui, listing, marked, new_step, strings);
        });
    ui.separator();
    match (step, values) {
        (None, _) | (_, None) => {
            ui.label(strings.code.not_started);
        }
        (Some(step), Some(values)) => {
            if marked.is_none() {
                ui.label((strings.code.line_hidden)(&values));
            }
            for line in value_lines(step, hides, strings) {
                ui.label(line);
            }
        }
    }
}

/// The lines, the running one (with the values for its accessible name) marked.
fn listing_ui(
    ui: &mut Ui,
    listing: &Listing,
    marked: Option<(usize, &str)>,
    scroll: bool,
    strings: &Strings,
) {
    ui.spacing_mut().item_spacing.y = 0.0;
    let digits = listing.lines.len().to_string().len();
    for (index, line) in listing.lines.iter().enumerate() {
        let current = marked.filter(|(at, _)| *at == index);
        let text = match &line.text {
            LineText::Code(code) => code.clone(),
            LineText::Comment(comment) => format!("// {}", strings.code.comment(*comment)),
        };
        let arrow = if current.is_some() { '▶' } else { ' ' };
        let gutter = format!("{arrow}{number:>digits$}  ", number = index + 1);
        let code = format!("{indent}{text}", indent = "  ".repeat(line.indent));
        let styled = |text: String| {
            let mut rich = RichText::new(text).monospace();
            if matches!(line.text, LineText::Comment(_)) {
                rich = rich.italics();
            }
            if current.is_some() {
                rich = rich.strong();
            }
            rich
        };
        // Painted under the line once its size is known.
        let background = ui.painter().add(Shape::Noop);
        // The number in a gutter of its own and the code wrapped beside it, so a long line
        // goes on under its own start, never under the numbers.
        let response = ui
            .horizontal_top(|ui| {
                ui.spacing_mut().item_spacing.x = 0.0;
                // Painted, not a widget: the line's one accessible name is the whole row.
                let numbers = egui::WidgetText::from(styled(gutter.clone())).into_galley(
                    ui,
                    Some(egui::TextWrapMode::Extend),
                    f32::INFINITY,
                    egui::TextStyle::Monospace,
                );
                let (at, _) = ui.allocate_exact_size(numbers.size(), egui::Sense::hover());
                ui.painter().galley(at.min, numbers, ui.visuals().text_color());
                ui.add(egui::Label::new(styled(code.clone())).wrap())
            })
            .inner;
        let row = format!("{gutter}{code}");
        if current.is_none() {
            response.widget_info(|| egui::WidgetInfo::labeled(egui::Role::Label, true, &row));
        }
        let Some((_, values)) = current else {
            continue;
        };
        let rect = Rect::from_min_max(
            pos2(ui.max_rect().left(), response.rect.top()),
            pos2(
                ui.max_rect().right().max(response.rect.right()),
                response.rect.bottom(),
            ),
        );
        ui.painter().set(
            background,
            RectShape::filled(rect, 2.0, style::SELECTED.gamma_multiply(0.3)),
        );
        let label = (strings.code.line_label)(index + 1, &text, values);
        response.widget_info(|| egui::WidgetInfo::labeled(egui::Role::Label, true, &label));
        if scroll {
            // In the middle, so the lines that run next show too.
            response.scroll_to_me(Some(egui::Align::Center));
        }
    }
}

/// `name = value`, or `name = ?` while classroom mode hides what it tells.
fn shown(local: &Local, hides: &dyn Fn(Reveals) -> bool) -> String {
    if hides(local.reveals) {
        format!("{} = ?", local.name)
    } else {
        format!("{} = {}", local.name, local.value)
    }
}

fn joined(locals: &[Local], hides: &dyn Fn(Reveals) -> bool) -> String {
    locals
        .iter()
        .map(|local| shown(local, hides))
        .collect::<Vec<_>>()
        .join(", ")
}

/// The values at a step in one line: the variables, then the cells read and filled.
fn values_text(step: &CodeStep, hides: &dyn Fn(Reveals) -> bool, strings: &Strings) -> String {
    let mut parts = Vec::new();
    if !step.locals.is_empty() {
        parts.push(joined(&step.locals, hides));
    }
    if !step.reads.is_empty() {
        parts.push(format!("{}: {}", strings.code.reads, joined(&step.reads, hides)));
    }
    if let Some(fills) = &step.fills {
        parts.push(format!("{}: {}", strings.code.fills, shown(fills, hides)));
    }
    parts.join("; ")
}

/// The lines under the listing: the variables on one line, the cells read and filled below;
/// also measured to keep room for them.
fn value_lines(step: &CodeStep, hides: &dyn Fn(Reveals) -> bool, strings: &Strings) -> Vec<RichText> {
    let mut lines = Vec::new();
    if !step.locals.is_empty() {
        lines.push(RichText::new(joined(&step.locals, hides)).monospace().strong());
    }
    if !step.reads.is_empty() {
        let reads = joined(&step.reads, hides);
        lines.push(RichText::new(format!("{}: {reads}", strings.code.reads)).monospace());
    }
    if let Some(fills) = &step.fills {
        let fills = format!("{}: {}", strings.code.fills, shown(fills, hides));
        lines.push(RichText::new(fills).monospace());
    }
    lines
}
