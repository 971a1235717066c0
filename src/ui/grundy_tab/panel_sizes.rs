//! How the Grundy tab shares its room between its panels: each panel's share at first and at
//! most, the least any keeps, and when the sum opens folded, so that every panel stays readable
//! from 800×600 up.

use egui::Ui;

/// The sum builder's share of the tab's height at first, and at most (its content scrolls).
pub(super) const SUM_SHARE: f32 = 0.35;
pub(super) const MAX_SUM_SHARE: f32 = 0.6;
/// The period-and-mex panel's share of the width at first, and at most.
pub(super) const DETAILS_SHARE: f32 = 0.35;
pub(super) const MAX_DETAILS_SHARE: f32 = 0.5;
/// The table of values: wide enough for n, g(n) and the P mark; at most this share.
pub(super) const VALUES_WIDTH: f32 = 170.0;
pub(super) const MAX_VALUES_SHARE: f32 = 0.3;
/// No panel shrinks below this (in points), unless the window itself is smaller.
pub(super) const MIN_PANEL: f32 = 100.0;

/// egui's default scroll bars float: invisible until the pointer is over them, so a panel
/// whose last lines are below the fold looked complete (the mex worked out lost its verdict).
/// In this tab's panels they are always drawn.
pub(super) fn visible_scroll_bars(ui: &mut Ui) {
    ui.style_mut().spacing.scroll = egui::style::ScrollStyle::solid();
}

/// A tab shorter than this (in points) opens with the sum folded: at 800×600 in classroom mode
/// the values had four rows and the chart ~80 points.
pub(super) const FOLD_SUM_BELOW: f32 = 400.0;
/// The values and the chart keep at least this height (in points) under the sum: at 800×600 the
/// chart had shrunk to ~80 points with one label on its x axis.
pub(super) const MIN_RESULTS: f32 = 240.0;

/// The open sum panel's heights in a tab `height` high: at most its share, less what the values
/// and the chart keep.
pub(super) fn sum_height_range(height: f32) -> egui::Rangef {
    share_range(MIN_PANEL, (height * MAX_SUM_SHARE).min(height - MIN_RESULTS))
}

/// `min..=max`, with `max` never below `min` (a tiny window gives a tiny share).
pub(super) fn share_range(min: f32, max: f32) -> egui::Rangef {
    egui::Rangef::new(min, max.max(min))
}
