//! The sum's values beside its heaps: under normal play and for misère Nim, the Nim-strategy post's
//! picture (each heap's value in binary and their XOR); for a misère sum searched, each heap's
//! misère value on its own and the XOR they would give, which the outcome need not follow. Under
//! misère, the worked example of why the XOR fails.

use egui::{RichText, Ui};

use crate::i18n::Strings;
use crate::ui::style;
use nimlab_core::games::Rule;
use nimlab_core::games::sums::{SumAnalysis, SumMethod};

/// The widest the misère example's text runs.
const EXAMPLE_WIDTH: f32 = 280.0;

/// The values beside the heaps, then, under misère, the example of the XOR failing.
pub fn values_ui(ui: &mut Ui, analysis: &SumAnalysis, rule: Rule, strings: &Strings) {
    if matches!(analysis.method, SumMethod::Searched(_)) {
        searched_ui(ui, analysis, strings);
    } else {
        binary_ui(ui, analysis);
    }
    if rule == Rule::Misere {
        ui.set_max_width(EXAMPLE_WIDTH);
        egui::CollapsingHeader::new(strings.grundy.misere_xor_title)
            .id_salt("misere_xor_example")
            .show(ui, |ui| ui.label(strings.grundy.misere_xor_example));
    }
}

/// Each heap's misère value on its own, and their XOR struck through with a few words beside it
/// (the whole reason on hover): under misère it does not decide the sum.
fn searched_ui(ui: &mut Ui, analysis: &SumAnalysis, strings: &Strings) {
    egui::Grid::new("sum_misere_values")
        .spacing([6.0, 2.0])
        .show(ui, |ui| {
            ui.label("");
            ui.strong("g");
            ui.end_row();
            for (i, value) in analysis.values.iter().enumerate() {
                ui.label(RichText::new(format!("#{}", i + 1)).strong());
                ui.monospace(value.to_string());
                ui.end_row();
            }
            ui.label(RichText::new("xor").strong());
            ui.label(
                RichText::new(analysis.nim_sum.to_string())
                    .monospace()
                    .strikethrough(),
            )
            .on_hover_text(strings.grundy.sum_searched_note);
            ui.label(RichText::new(strings.grundy.sum_xor_undecided).weak())
                .on_hover_text(strings.grundy.sum_searched_note);
            ui.end_row();
        });
}

/// The Nim-strategy post's picture of the sum builder's heaps, numbered from 1.
fn binary_ui(ui: &mut Ui, analysis: &SumAnalysis) {
    let rows: Vec<(String, u32)> = analysis
        .values
        .iter()
        .enumerate()
        .map(|(i, &v)| (format!("#{}", i + 1), v))
        .collect();
    binary_grid(ui, "sum_binary", &rows, analysis.nim_sum);
}

/// The Nim-strategy post's picture: each heap's value in binary, one column per bit, and their
/// XOR; the highest bit of a non-zero XOR is marked with the heaps that have it. The tree tab's
/// Formula view draws its heaps' values by it too.
pub(crate) fn binary_grid(ui: &mut Ui, id_salt: impl egui::AsIdSalt, rows: &[(String, u32)], nim_sum: u32) {
    let bits = rows
        .iter()
        .map(|(_, v)| v)
        .chain([&nim_sum])
        .map(|v| 32 - v.leading_zeros())
        .max()
        .unwrap_or(1)
        .max(1);
    let top_bit = (nim_sum != 0).then(|| nim_sum.ilog2());
    egui::Grid::new(id_salt).spacing([6.0, 2.0]).show(ui, |ui| {
        ui.label("");
        ui.strong("g");
        for bit in (0..bits).rev() {
            ui.strong(RichText::new(crate::i18n::numbers::power_of_two(bit)).small());
        }
        ui.end_row();
        let rows = rows.iter().map(|(label, value)| (label.clone(), *value, false));
        for (label, value, is_sum) in rows.chain([("xor".to_owned(), nim_sum, true)]) {
            ui.label(RichText::new(label).strong());
            ui.monospace(value.to_string());
            for bit in (0..bits).rev() {
                let set = value >> bit & 1 == 1;
                let mut text = RichText::new(if set { "1" } else { "0" }).monospace().size(16.0);
                if top_bit == Some(bit) && set {
                    text = text.color(style::WINNING_TEXT).strong();
                } else if is_sum {
                    text = text.strong();
                } else if !set {
                    text = text.color(ui.visuals().weak_text_color());
                }
                ui.label(text);
            }
            ui.end_row();
        }
    });
}
