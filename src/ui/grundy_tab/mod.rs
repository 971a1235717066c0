//! The Grundy tab (SPEC §2): a heap game's values g(0..N) with P-positions marked, a bar chart,
//! the mex of any n worked out, seed 001's nested action sets, the period with its proof, and a
//! builder for sums of games with the XOR written out in binary (seed 003).

mod classroom;
mod details;
mod game_kind;
mod inputs;
mod sum_play;
mod sum_view;
mod values_view;

use std::sync::Arc;

use egui::{RichText, Ui};

pub use game_kind::GameKind;
pub use inputs::{GrundyInputs, HeapInput, MAX_FIELD_CHARS};

use crate::jobs::{Latest, Progress};
use crate::ui::export::ExportRequest;
use crate::ui::i18n::{Strings, fill};
use crate::ui::{style, widgets};
use nimlab_core::games::Rule;
use nimlab_core::games::action_set::action_sets;
use nimlab_core::games::grundy::{GrundyTable, HeapGame};
use nimlab_core::games::sum_match::SumMatch;
use nimlab_core::games::sums::Heap;

/// What a table of values was computed from.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct GrundyKey {
    pub game: HeapGame,
    pub rule: Rule,
    pub count: usize,
}

/// A game's values, period and nested action sets, computed in the background.
#[derive(Clone, Debug)]
pub struct GrundyResult {
    pub key: GrundyKey,
    pub table: GrundyTable,
    /// Seed 001's notation for the first heaps, as long as it stays short.
    pub action_sets: Vec<String>,
}

/// The longest nested action set written out.
const ACTION_SET_CHARS: usize = 90;

/// The sum builder's share of the tab's height at first, and at most (its content scrolls).
const SUM_SHARE: f32 = 0.35;
const MAX_SUM_SHARE: f32 = 0.6;
/// The period-and-mex panel's share of the width at first, and at most.
const DETAILS_SHARE: f32 = 0.35;
const MAX_DETAILS_SHARE: f32 = 0.5;
/// The table of values: wide enough for n, g(n) and the P mark; at most this share.
const VALUES_WIDTH: f32 = 170.0;
const MAX_VALUES_SHARE: f32 = 0.3;
/// No panel shrinks below this (in points), unless the window itself is smaller.
const MIN_PANEL: f32 = 100.0;

/// A label and its text field in a wrapping row: they move to the next row together (a nested
/// `ui.horizontal` would not wrap, but overflow the window), and the field grows with its text up
/// to `MAX_FIELD_WIDTH`, then scrolls. A field that is full says so, rather than silently refusing
/// what is typed next.
fn labelled_field(ui: &mut Ui, label: &str, text: &mut String, width: f32, id: &str, strings: &Strings) {
    let galley = |ui: &Ui, text: &str| widgets::unwrapped_width(ui, text);
    let spacing = ui.spacing().item_spacing.x;
    let margins = 2.0 * ui.spacing().button_padding.x;
    let content = galley(ui, text) + margins;
    let field = content.max(width).min(MAX_FIELD_WIDTH);
    let needed = galley(ui, label) + spacing + field;
    if ui.available_size_before_wrap().x < needed {
        ui.end_row();
    }
    let label = ui.label(label);
    ui.add(
        egui::TextEdit::singleline(text)
            .desired_width(field)
            .clip_text(content > field)
            .char_limit(inputs::MAX_FIELD_CHARS)
            .id_salt(id),
    )
    .labelled_by(label.id);
    if text.chars().count() >= inputs::MAX_FIELD_CHARS {
        ui.colored_label(style::LOSE, fill(strings.field_full, &[&inputs::MAX_FIELD_CHARS]));
    }
}

/// The widest a text field of the inputs row grows.
const MAX_FIELD_WIDTH: f32 = 360.0;

/// egui's default scroll bars float: invisible until the pointer is over them, so a panel
/// whose last lines are below the fold looked complete (the mex worked out lost its verdict).
/// In this tab's panels they are always drawn.
fn visible_scroll_bars(ui: &mut Ui) {
    ui.style_mut().spacing.scroll = egui::style::ScrollStyle::solid();
}

/// `min..=max`, with `max` never below `min` (a tiny window gives a tiny share).
fn share_range(min: f32, max: f32) -> egui::Rangef {
    egui::Rangef::new(min, max.max(min))
}

impl GrundyResult {
    fn compute(key: GrundyKey, progress: &Progress) -> Option<Self> {
        let table = GrundyTable::compute(&key.game, key.rule, key.count, &mut |_| !progress.is_cancelled())
            .ok()??;
        let action_sets = action_sets(&key.game, ACTION_SET_CHARS);
        Some(Self {
            key,
            table,
            action_sets,
        })
    }

    /// The values the user asked to see.
    pub fn values(&self) -> &[u32] {
        &self.table.values[..self.key.count]
    }
}

#[derive(Default)]
pub struct GrundyTab {
    pub inputs: GrundyInputs,
    result: Latest<GrundyKey, GrundyResult>,
    mex: Option<details::MexDetails>,
    sum: sum_view::SumCache,
    /// Classroom mode: which values show.
    classroom: classroom::Classroom,
    /// Where the tab's views were drawn last frame: what Export PNG captures.
    view_rect: Option<egui::Rect>,
}

impl GrundyTab {
    pub fn new(inputs: GrundyInputs) -> Self {
        Self {
            inputs: inputs.validated(),
            ..Self::default()
        }
    }

    /// Classroom mode on or off (the shell's toggle); either way every value hides again.
    pub fn set_classroom(&mut self, on: bool) {
        self.classroom.set(on);
    }

    /// The values on show, if computed.
    pub fn result(&self) -> Option<&GrundyResult> {
        self.result.result().map(|(_, result)| result.as_ref())
    }

    /// The heaps of the sum in play against the computer, while a game is on.
    pub fn sum_position(&self) -> Option<&[Heap]> {
        self.sum.play.game().map(SumMatch::heaps)
    }

    /// No computation is running and the values on show match the inputs (or the inputs are
    /// invalid, so there is nothing to compute).
    pub fn is_up_to_date(&self) -> bool {
        !self.result.is_running()
            && self
                .wanted_key()
                .is_none_or(|key| self.result.result().is_some_and(|(k, _)| *k == key))
    }

    fn wanted_key(&self) -> Option<GrundyKey> {
        let game = self.inputs.game().ok()?;
        let count = self.inputs.count(Some(&game)).ok()?;
        Some(GrundyKey {
            game,
            rule: self.inputs.rule,
            count,
        })
    }

    /// Draws the tab; returns an export the user asked for.
    pub fn ui(&mut self, ui: &mut Ui, strings: &Strings) -> Option<ExportRequest> {
        self.result.poll();
        let export = self.inputs_ui(ui, strings);
        if let Some(key) = self.wanted_key() {
            let ctx = ui.ctx().clone();
            self.result
                .want(key, move || ctx.request_repaint(), GrundyResult::compute);
        }
        ui.separator();
        let area = ui.available_rect_before_wrap();
        self.view_rect = Some(area);
        // Every panel's size is a share of the window, and its content scrolls: content never
        // pushes a panel (or a remembered size keeps one) over the others, from 800×600 up.
        egui::Panel::bottom("grundy_sum")
            .resizable(true)
            .default_size(area.height() * SUM_SHARE)
            .size_range(share_range(MIN_PANEL, area.height() * MAX_SUM_SHARE))
            .show(ui, |ui| {
                visible_scroll_bars(ui);
                egui::ScrollArea::both()
                    .auto_shrink(false)
                    .id_salt("grundy_sum_scroll")
                    .show(ui, |ui| {
                        sum_view::sum_ui(ui, &mut self.inputs, &mut self.sum, &mut self.classroom, strings);
                    });
            });
        let Some(result) = self.result.result().map(|(_, r)| Arc::clone(r)) else {
            // Nothing computed yet: a spinner while a job runs; nothing under an invalid input
            // (its error is already shown above).
            if self.result.is_running() {
                ui.centered_and_justified(Ui::spinner);
            }
            return export;
        };
        if self
            .inputs
            .selected
            .is_some_and(|n| n as usize >= result.key.count)
        {
            self.inputs.selected = None;
        }
        self.classroom.showing(&result.key);
        egui::Panel::right("grundy_details")
            .resizable(true)
            .default_size(area.width() * DETAILS_SHARE)
            .size_range(share_range(MIN_PANEL, area.width() * MAX_DETAILS_SHARE))
            .show(ui, |ui| {
                visible_scroll_bars(ui);
                egui::ScrollArea::vertical().auto_shrink(false).show(ui, |ui| {
                    details::period_ui(ui, &result, &self.classroom, strings);
                    ui.separator();
                    details::mex_ui(
                        ui,
                        &result,
                        self.inputs.selected,
                        &mut self.mex,
                        &mut self.classroom,
                        strings,
                    );
                });
            });
        egui::Panel::left("grundy_values")
            .resizable(true)
            .default_size(VALUES_WIDTH)
            .size_range(share_range(MIN_PANEL, area.width() * MAX_VALUES_SHARE))
            .show(ui, |ui| {
                visible_scroll_bars(ui);
                let selected = self.inputs.selected;
                if let Some(n) = values_view::table_ui(ui, &result, selected, &self.classroom, strings) {
                    self.inputs.selected = Some(n);
                }
            });
        if let Some(n) = values_view::chart_ui(ui, &result, self.inputs.selected, &self.classroom, strings) {
            self.inputs.selected = Some(n);
        }
        export
    }

    fn inputs_ui(&mut self, ui: &mut Ui, strings: &Strings) -> Option<ExportRequest> {
        let mut export = None;
        let values = self.result().map(|result| result.values().to_vec());
        let view_rect = self.view_rect;
        let inputs = &mut self.inputs;
        let classroom = &mut self.classroom;
        ui.horizontal_wrapped(|ui| {
            ui.label(strings.grundy_game);
            for kind in GameKind::ALL {
                ui.selectable_value(&mut inputs.kind, kind, kind.label(strings));
            }
            let (field, width) = match inputs.kind {
                GameKind::Takes => (Some(&mut inputs.takes), 110.0),
                GameKind::OneToK => (Some(&mut inputs.k), 50.0),
                GameKind::Powers => (Some(&mut inputs.base), 50.0),
                GameKind::Nim => (None, 0.0),
                GameKind::Octal => (Some(&mut inputs.octal), 80.0),
            };
            if let Some(text) = field {
                labelled_field(
                    ui,
                    inputs.kind.field_label(strings),
                    text,
                    width,
                    "grundy_game_field",
                    strings,
                );
            }
            ui.separator();
            ui.label(strings.rule);
            for rule in [Rule::Normal, Rule::Misere] {
                ui.selectable_value(&mut inputs.rule, rule, strings.rule(rule))
                    .on_hover_text(strings.rule_play(rule));
            }
            ui.separator();
            labelled_field(
                ui,
                strings.grundy_count,
                &mut inputs.count,
                70.0,
                "grundy_count",
                strings,
            );
            if let Some(progress) = self.result.progress()
                && widgets::job_ui(ui, progress, strings)
            {
                self.result.cancel();
            }
            ui.separator();
            if ui
                .button(strings.export_png)
                .on_hover_text(strings.export_png_hint)
                .clicked()
                && let Some(region) = view_rect
            {
                export = Some(ExportRequest::Png {
                    name: "nimlab-grundy.png".to_owned(),
                    region,
                    delay_frames: 0,
                });
            }
            if let Some(values) = &values
                && ui
                    .button(strings.export_csv)
                    .on_hover_text(strings.export_csv_hint)
                    .clicked()
            {
                export = Some(ExportRequest::Csv {
                    name: "nimlab-grundy.csv".to_owned(),
                    text: crate::export::grundy_csv(values),
                });
            }
            classroom.controls_ui(ui, strings);
        });
        self.messages_ui(ui, strings);
        export
    }

    /// Under the inputs: what is wrong with them, whose results are on show, and how the game
    /// is played.
    fn messages_ui(&mut self, ui: &mut Ui, strings: &Strings) {
        let game = self.inputs.game();
        if let Err(error) = &game {
            ui.colored_label(style::LOSE, strings.grundy_error(error));
        }
        if let Err(error) = self.inputs.count(game.as_ref().ok()) {
            ui.colored_label(style::LOSE, fill(strings.grundy_count_error, &[&error.max]));
        }
        if self.result.was_cancelled() {
            ui.colored_label(style::LOSE, strings.cancelled);
        }
        // Under an invalid input the values of the last valid one stay on show (clearing them
        // on every half-typed set would make the tab flicker); say whose they are.
        if self.wanted_key().is_none()
            && let Some(result) = self.result()
        {
            let key = &result.key;
            let name = strings.game_name(&key.game);
            let text = fill(
                strings.grundy_stale,
                &[&name, &strings.rule(key.rule), &key.count],
            );
            ui.colored_label(style::LOSE, text);
        }
        // Nothing valid yet (a remembered game that is not valid, say): offer a way back
        // instead of a blank tab.
        if self.wanted_key().is_none() && self.result().is_none() {
            ui.horizontal_wrapped(|ui| {
                ui.label(RichText::new(strings.grundy_nothing_yet).weak());
                if ui.button(strings.grundy_default_game).clicked() {
                    self.inputs = GrundyInputs {
                        heaps: std::mem::take(&mut self.inputs.heaps),
                        sum_rule: self.inputs.sum_rule,
                        ..GrundyInputs::default()
                    };
                }
            });
        }
        if let Ok(game) = &game {
            ui.label(RichText::new(strings.game_description(game, self.inputs.rule)).weak());
        }
    }
}
