//! The values g(0..N): a table with the P-positions marked, and a bar chart (`egui_plot`).
//! In classroom mode a hidden value is a grey "?" with no P mark, and has no bar.

use egui::{Color32, RichText, Sense, Ui, vec2};
use egui_plot::{AxisHints, Bar, BarChart, Plot};

use crate::i18n::Strings;
use crate::ui::copy::{copy_button, tab_separated};
use crate::ui::{style, widgets};

use super::classroom::GrundyClassroom;
use crate::work::grundy_table::GrundyResult;

/// The chart shows at most this many bars; the table lists everything.
pub const CHART_BARS: usize = 200;

/// What the table and the chart of values both show.
#[derive(Clone, Copy)]
pub struct ValuesView<'a> {
    /// The values computed.
    pub result: &'a GrundyResult,
    /// The n selected, outlined in the table and coloured in the chart.
    pub selected: Option<u32>,
    /// Classroom mode: which values are hidden.
    pub classroom: &'a GrundyClassroom,
    /// The interface language.
    pub strings: &'a Strings,
}

impl ValuesView<'_> {
    /// The table of values; returns the n the user clicked.
    pub fn table_ui(self, ui: &mut Ui) -> Option<u32> {
        let values = self.result.values();
        // Not while classroom mode hides a value: the text would give them all away.
        if !self.classroom.any() {
            ui.horizontal(|ui| {
                copy_button(ui, self.strings, || values_text(self.result, self.strings));
            });
        }
        let row_height = ui.text_style_height(&egui::TextStyle::Body) + 4.0;
        ui.horizontal(|ui| {
            ui.add_sized([48.0, row_height], egui::Label::new(RichText::new("n").strong()));
            ui.add_sized(
                [48.0, row_height],
                egui::Label::new(RichText::new("g(n)").strong()),
            );
        });
        let mut clicked = None;
        egui::ScrollArea::vertical().auto_shrink(false).show_rows(
            ui,
            row_height,
            values.len(),
            |ui, rows| {
                for n in rows {
                    let is_selected = self.selected == Some(n as u32);
                    // A hidden value is shown as "?" everywhere, its accessible label included.
                    let g = (!self.classroom.hides(n as u32)).then_some(values[n]);
                    let shown = match &g {
                        Some(g) => g.to_string(),
                        None => "?".to_owned(),
                    };
                    let response = ui
                        .horizontal(|ui| {
                            ui.add_sized([48.0, row_height], egui::Label::new(n.to_string()));
                            let color = g.map_or(style::HIDDEN_VALUE, value_color);
                            let text = RichText::new(shown.clone()).monospace().color(color);
                            ui.add_sized([48.0, row_height], egui::Label::new(text));
                            if g == Some(0) {
                                ui.colored_label(style::LOSE, "P");
                            }
                        })
                        .response;
                    let rect = response.rect.expand2(vec2(2.0, 0.0));
                    if is_selected {
                        ui.painter().rect_stroke(
                            rect,
                            3.0,
                            egui::Stroke::new(2.0, style::SELECTED),
                            egui::StrokeKind::Inside,
                        );
                    }
                    let row = ui.interact(rect, ui.scope_id().with(("grundy_row", n)), Sense::click());
                    widgets::describe_selectable(
                        &row,
                        is_selected,
                        &(self.strings.grundy.grundy_row_label)(n, &shown),
                    );
                    if row.clicked() {
                        clicked = Some(n as u32);
                    }
                }
            },
        );
        clicked
    }

    /// The bar chart of g(n); returns the n the user clicked.
    pub fn chart_ui(self, ui: &mut Ui) -> Option<u32> {
        let values = self.result.values();
        let shown = values.len().min(CHART_BARS);
        // One line (all of it on hover): a narrow chart's title took three.
        let title = (self.strings.grundy.grundy_chart_title)(shown, values.len());
        ui.add(egui::Label::new(title).truncate());
        // Hidden values have no bar, and do not stretch the axis either: its height would tell.
        let visible = || {
            values[..shown]
                .iter()
                .enumerate()
                .filter(|&(n, _)| !self.classroom.hides(n as u32))
        };
        let bars: Vec<Bar> = visible()
            .map(|(n, &g)| {
                let color = if self.selected == Some(n as u32) {
                    style::SELECTED
                } else {
                    value_color(g)
                };
                // A P-position has no height: a short stub in the losing colour marks it.
                let height = if g == 0 { 0.15 } else { f64::from(g) };
                Bar::new(n as f64, height)
                    .width(0.8)
                    .fill(color)
                    .name(format!("g({n}) = {g}"))
            })
            .collect();
        let top = visible().map(|(_, &g)| g).max().unwrap_or(1).max(1);
        // Every value hidden: no bar, so a g(n) axis would only claim a range (0 to 1.5) that
        // says nothing; the frame stays, for n to be clicked, with what is missing said in it.
        let all_hidden = bars.is_empty() && self.classroom.any();
        // egui_plot hides an x label closer than 60 points to the next: a narrow chart of 40
        // values kept only "0". Numbers this short fit in 24 points.
        let x_axis = AxisHints::new_x().label("n").label_spacing(24.0..=40.0);
        // n runs from 0 to the last value shown and no further: no margin beyond the outer bars'
        // halves, where the axis read −1 and 21 for n = 0 … 20. The whole range even when
        // classroom mode hides bars, so the revealed stand where they belong and the hidden can
        // still be clicked.
        let last = shown.saturating_sub(1) as f64;
        // g is a whole number: no lines or labels between (a chart of 0s and 1s read 0.1, 0.2, …).
        let spacer = egui_plot::log_grid_spacer(10);
        let mut plot = Plot::new("grundy_chart")
            .id(chart_id())
            .custom_x_axes(vec![x_axis])
            .include_x(-0.5)
            .include_x(last + 0.5)
            .set_margin_fraction(egui::vec2(0.0, 0.05))
            .y_axis_label("g(n)")
            .y_grid_spacer(move |input| spacer(input).into_iter().filter(|m| m.step_size >= 1.0).collect());
        if all_hidden {
            plot = plot.show_axes([true, false]).show_grid([true, false]);
        }
        let response = plot
            .allow_zoom(false)
            .allow_scroll(false)
            .allow_drag(false)
            .allow_boxed_zoom(false)
            .include_y(0.0)
            .include_y(f64::from(top) + 0.5)
            .show(ui, |plot| {
                plot.bar_chart(BarChart::new("g", bars));
                plot.pointer_coordinate()
            });
        if all_hidden {
            hidden_message(ui, &response.response, self.strings.grundy.chart_hidden);
        }
        let pointer = response.inner?;
        let n = pointer.x.round();
        (response.response.clicked() && n >= 0.0 && (n as usize) < shown).then_some(n as u32)
    }
}

/// The chart's id, where `egui_plot` keeps its bounds.
pub fn chart_id() -> egui::Id {
    egui::Id::unique("nimlab_grundy_chart")
}

/// Says in the chart's frame (and to a screen reader, as the chart's label) that its values are
/// hidden. Painted, not a widget: a widget on top would take the clicks meant for the chart.
fn hidden_message(ui: &Ui, chart: &egui::Response, message: &str) {
    let frame = chart.rect;
    let galley = ui.painter().layout(
        message.to_owned(),
        egui::TextStyle::Body.resolve(ui.style()),
        style::HIDDEN_VALUE,
        (frame.width() - 16.0).max(40.0),
    );
    let at = frame.center() - galley.size() / 2.0;
    ui.painter().galley(at, galley, style::HIDDEN_VALUE);
    chart.widget_info(|| egui::WidgetInfo::labeled(egui::Role::Figure, true, message));
}

/// The values as text for the clipboard: what they are, then n, g(n) and the P mark, a line each.
pub fn values_text(result: &GrundyResult, strings: &Strings) -> String {
    let key = &result.key;
    let values = result.values();
    let last = values.len().saturating_sub(1);
    let what =
        (strings.grundy.copy_values_header)(&strings.game_name(&key.game), strings.rule(key.rule), last);
    let columns = ["n", "g(n)", strings.grundy.copy_p_position].join("\t");
    let rows = values.iter().enumerate().map(|(n, &g)| {
        let mark = if g == 0 { "P" } else { "" };
        [n.to_string(), g.to_string(), mark.to_owned()]
    });
    tab_separated(&format!("{what}\n{columns}"), rows)
}

/// P-positions (value 0) in the losing colour, others in their value's hue.
fn value_color(g: u32) -> Color32 {
    if g == 0 {
        style::LOSE
    } else {
        style::state_color_strong(g)
    }
}
