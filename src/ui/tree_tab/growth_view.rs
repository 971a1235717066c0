//! The growth chart: calls of the naive recursion against the states of dynamic programming as
//! the pile grows, on a logarithmic scale, with the current pile marked. The picture of why DP
//! matters: one curve is a straight line up (exponential), the other stays on the floor.

use egui::{RichText, Ui};
use egui_plot::{Legend, Line, Plot, PlotPoints, Points, VLine};

use crate::ui::i18n::{Strings, fill};
use crate::ui::{numbers, style};

use super::analysis::Analysis;

/// The label of a power of ten on the y axis.
fn power_of_ten(exponent: f64) -> String {
    if exponent.fract().abs() > 1e-9 || exponent < 0.0 {
        return String::new();
    }
    if exponent <= 6.0 {
        format!("{}", 10f64.powf(exponent).round())
    } else {
        format!("1e{exponent}")
    }
}

pub fn growth_view_ui(ui: &mut Ui, analysis: &Analysis, strings: &Strings) {
    let growth = &analysis.growth;
    let n = analysis.coins();
    ui.label(
        RichText::new(fill(
            strings.growth_intro,
            &[&n, &numbers::abbreviate(&analysis.counts.nodes), &(n + 1)],
        ))
        .strong(),
    );
    ui.weak(strings.growth_hint);
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
    let naive_at_n = growth.naive[n as usize];
    Plot::new("growth_chart")
        .legend(Legend::default())
        .x_axis_label(strings.growth_x)
        .y_axis_label(strings.growth_y)
        .y_axis_formatter(|mark, _| power_of_ten(mark.value))
        .include_y(0.0)
        .show(ui, |plot| {
            plot.line(
                Line::new(strings.growth_naive, PlotPoints::from(series(&growth.naive))).color(style::LOSE),
            );
            plot.line(
                Line::new(
                    strings.growth_short_circuit,
                    PlotPoints::from(series(&growth.short_circuit)),
                )
                .color(style::WINNING_EDGE),
            );
            plot.line(Line::new(strings.growth_dp, PlotPoints::from(dp)).color(style::WIN));
            plot.vline(VLine::new(fill(strings.growth_now, &[&n]), f64::from(n)).color(style::SELECTED));
            plot.points(
                Points::new(
                    fill(strings.growth_now, &[&n]),
                    vec![
                        [f64::from(n), naive_at_n],
                        [f64::from(n), f64::from(n + 1).log10()],
                    ],
                )
                .radius(5.0)
                .color(style::SELECTED),
            );
        });
}
