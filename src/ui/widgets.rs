//! Small widgets shared by the tabs.

use egui::{Color32, RichText, Ui, vec2};

use crate::i18n::Strings;
use crate::jobs::{Progress, Stop};
use crate::ui::layout::{self, Side};
use crate::ui::style;

/// A running job: spinner, progress bar and Cancel. Returns true when Cancel was clicked.
pub fn job_ui(ui: &mut Ui, progress: &Progress, strings: &Strings) -> bool {
    const BAR_WIDTH: f32 = 120.0;
    ui.spinner();
    ui.label(strings.computing);
    if let Some(fraction) = progress.fraction() {
        ui.add(
            egui::ProgressBar::new(fraction)
                .desired_width(BAR_WIDTH)
                .show_percentage(),
        );
    } else {
        // The bar's room is kept until the job has reported its total, so Cancel does not
        // jump right under the pointer aiming at it.
        ui.allocate_space(vec2(BAR_WIDTH, ui.spacing().interact_size.y));
    }
    ui.button(strings.cancel).clicked()
}

/// Where a job's result would show when it ended without one: that it was cancelled, or the
/// internal error it stopped with.
pub fn stopped_ui(ui: &mut Ui, stopped: Option<&Stop>, strings: &Strings) {
    match stopped {
        None => {}
        Some(Stop::Cancelled) => {
            ui.colored_label(style::LOSE, strings.cancelled);
        }
        Some(Stop::Failed(message)) => {
            ui.colored_label(style::LOSE, (strings.job_failed)(message));
        }
    }
}

/// A labelled figure, e.g. "Nodes 3736".
pub fn counter(ui: &mut Ui, label: &str, value: &str) {
    counter_ui(
        ui,
        label,
        RichText::new(value).strong().monospace(),
        egui::Sense::hover(),
    );
}

/// How wide `text` is on one line in the body style: for rows that place whole groups (a counter,
/// a label with its field) on the next row rather than let them wrap inside.
pub fn unwrapped_width(ui: &Ui, text: impl Into<egui::WidgetText>) -> f32 {
    text.into()
        .into_galley(
            ui,
            Some(egui::TextWrapMode::Extend),
            f32::INFINITY,
            egui::TextStyle::Body,
        )
        .size()
        .x
}

/// A labelled figure whose value senses `sense` (returned, e.g. for hover text). Neither part
/// wraps: in a wrapping row, a counter that does not fit the rest of the row starts the next
/// one whole, instead of running off the edge or becoming a tall strip.
pub fn counter_ui(ui: &mut Ui, label: &str, value: RichText, sense: egui::Sense) -> egui::Response {
    let margin = vec2(8.0, 3.0);
    let label = RichText::new(label).weak();
    let width = |text: &RichText| unwrapped_width(ui, text.clone());
    // Frame margins and stroke on both sides, and the gap between label and value.
    let needed = width(&label) + width(&value) + ui.spacing().item_spacing.x + 2.0 * margin.x + 4.0;
    let at_row_start = ui.cursor().min.x <= ui.max_rect().min.x + 1.0;
    if needed > ui.available_size_before_wrap().x && !at_row_start {
        ui.end_row();
    }
    egui::Frame::group(ui.style())
        .inner_margin(margin)
        .show(ui, |ui| {
            ui.horizontal(|ui| {
                ui.add(egui::Label::new(label).extend());
                ui.add(egui::Label::new(value).extend().sense(sense))
            })
            .inner
        })
        .inner
}

/// A colour square with its meaning, for legends.
pub fn legend_swatch(ui: &mut Ui, color: Color32, text: &str) {
    let (rect, _) = ui.allocate_exact_size(vec2(12.0, 12.0), egui::Sense::hover());
    ui.painter().rect_filled(rect, 2.0, color);
    ui.label(RichText::new(text).small());
}

/// `text` as the window's fonts draw it: a character none of them has shows as
/// [`crate::fonts::REPLACEMENT`], not as a box (emoji typed into titles).
pub fn drawable(ui: &Ui, text: &str) -> String {
    let font = egui::FontId::proportional(14.0);
    ui.fonts_mut(|fonts| crate::fonts::drawable(text, |c| fonts.has_glyph(&font, c)).into_owned())
}

/// Gives a custom-painted clickable thing its accessible name and selected state, so screen
/// readers and UI tests can find it by label.
pub fn describe_selectable(response: &egui::Response, selected: bool, label: &str) {
    response.widget_info(|| egui::WidgetInfo::selected(egui::Role::Button, true, selected, label));
}

/// "Who starts: You | Computer" and New game; true when a new game should begin.
pub fn who_starts_ui(ui: &mut Ui, first: &mut nimlab_core::games::play::Player, strings: &Strings) -> bool {
    use nimlab_core::games::play::Player;
    ui.label(strings.play_who_starts);
    let before = *first;
    ui.selectable_value(first, Player::Human, strings.play_you);
    ui.selectable_value(first, Player::Computer, strings.play_computer);
    ui.button(strings.play_new_game).clicked() || *first != before
}

/// A resizable panel at the right, `default_width` wide at first and never wider than `share`
/// of the width left (nor narrower than 160 points): a small window keeps room for the view.
pub fn right_panel(ui: &Ui, id: &'static str, share: f32, default_width: f32) -> egui::Panel {
    let max_width = (ui.available_width() * share).max(160.0);
    layout::side_panel(ui, id, Side::Right, |panel| {
        panel
            .resizable(true)
            .default_size(default_width.min(max_width))
            .max_size(max_width)
    })
}
