//! The growth chart: calls of the naive recursion against the states of dynamic programming as
//! the pile grows, on a logarithmic scale, with the current pile marked. The picture of why DP
//! matters: one curve is a straight line up (exponential), the other stays on the floor.

use egui::{RichText, Ui};
use egui_plot::{Line, Plot, PlotPoints, Points, VLine};

use crate::i18n::Strings;
use crate::i18n::numbers;
use crate::ui::{style, widgets};

use crate::work::tree_analysis::Analysis;

/// The label of a power of ten on the y axis, in one form all the way up: 10⁰, 10³, 10²⁶⁴.
fn power_of_ten(exponent: f64) -> String {
    if exponent.fract().abs() > 1e-9 || exponent < 0.0 {
        return String::new();
    }
    format!("10{}", numbers::superscript(exponent.round() as usize))
}

/// Draws the growth chart with the pile on show marked.
pub fn growth_view_ui(ui: &mut Ui, analysis: &Analysis, strings: &Strings) {
    let growth = &analysis.growth;
    let n = analysis.coins();
    ui.label(
        RichText::new((strings.tree.growth_intro)(
            n,
            &numbers::abbreviate(&analysis.counts.nodes),
            n + 1,
        ))
        .strong(),
    );
    ui.weak(strings.tree.growth_hint);
    // The legend sits above the chart: inside it, it covered the top of a curve.
    ui.horizontal_wrapped(|ui| {
        widgets::legend_swatch(ui, style::LOSE, strings.tree.growth_naive);
        widgets::legend_swatch(ui, style::WINNING_EDGE, strings.tree.growth_short_circuit);
        widgets::legend_swatch(ui, style::WIN, strings.tree.growth_dp);
    });
    let series = |values: &[f64]| -> Vec<[f64; 2]> {
        values
            .iter()
            .enumerate()
            .map(|(n, &log)| [n as f64, log])
            .collect()
    };
    let dp: Vec<[f64; 2]> = (0..growth.naive.len())
        .map(|n| [n as f64, ((n + 1) as f64).log10()])
        .collect();
    let marked = marked_points(analysis);
    let plot = Plot::new("growth_chart")
        .x_axis_label(strings.tree.growth_x)
        .y_axis_label(strings.tree.growth_y)
        .y_axis_formatter(|mark, _| power_of_ten(mark.value))
        .include_y(0.0)
        .show(ui, |plot| {
            plot.line(
                Line::new(strings.tree.growth_naive, PlotPoints::from(series(&growth.naive)))
                    .color(style::LOSE),
            );
            plot.line(
                Line::new(
                    strings.tree.growth_short_circuit,
                    PlotPoints::from(series(&growth.short_circuit)),
                )
                .color(style::WINNING_EDGE),
            );
            plot.line(Line::new(strings.tree.growth_dp, PlotPoints::from(dp)).color(style::WIN));
            plot.vline(VLine::new((strings.tree.growth_now)(n), f64::from(n)).color(style::SELECTED));
            plot.points(
                Points::new((strings.tree.growth_now)(n), marked.to_vec())
                    .radius(5.0)
                    .color(style::SELECTED),
            );
        });
    // A plot is pixels to a screen reader: it is told the values marked.
    let label = (strings.tree.growth_marked)(
        n,
        &numbers::abbreviate(&analysis.counts.nodes),
        &numbers::abbreviate(&analysis.counts.short_circuit_nodes),
        n + 1,
    );
    plot.response
        .widget_info(|| egui::WidgetInfo::labeled(egui::Role::Image, true, &label));
}

/// The points marked on the line at the pile on show, one per curve: naive recursion, stopping
/// at the first winning take, and DP (each as log₁₀ of its count).
fn marked_points(analysis: &Analysis) -> [[f64; 2]; 3] {
    let n = analysis.coins();
    let at = n as usize;
    let x = f64::from(n);
    [
        [x, analysis.growth.naive[at]],
        [x, analysis.growth.short_circuit[at]],
        [x, f64::from(n + 1).log10()],
    ]
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_axis_writes_every_power_of_ten_alike() {
        assert_eq!(power_of_ten(0.0), "10⁰");
        assert_eq!(power_of_ten(6.0), "10⁶");
        assert_eq!(power_of_ten(8.0), "10⁸");
        assert_eq!(power_of_ten(264.0), "10²⁶⁴");
        assert_eq!(power_of_ten(2.5), "", "only whole powers are labelled");
    }

    #[test]
    fn every_curve_is_marked_at_the_pile() {
        let key = crate::work::tree_analysis::AnalysisKey {
            game: nimlab_core::games::CoinGame::seed_000(),
            coins: 13,
        };
        let analysis = Analysis::compute(key, &crate::jobs::Progress::default()).expect("never cancelled");
        let [naive, short, dp] = marked_points(&analysis);
        assert!(naive[1] > short[1] && short[1] > 0.0, "{naive:?} {short:?}");
        assert!((short[0] - 13.0).abs() < 1e-12, "{short:?}");
        assert!(
            (short[1] - analysis.growth.short_circuit[13]).abs() < 1e-12,
            "{short:?}"
        );
        assert!((dp[1] - 14f64.log10()).abs() < 1e-12);
    }
}
