//! The Grundy tab: a heap game's values g(0..N) with P-positions marked, a bar chart,
//! the mex of any n worked out, the Sprague–Grundy post's nested action sets, the period with its
//! proof, and a builder for sums of games with the XOR written out in binary (the Nim-strategy
//! post). What is typed and remembered is the model's (`nimlab_model::tabs::grundy`).

mod answers;
mod classroom;
mod details;
mod event;
mod export_menu;
mod inputs_row;
mod panel_sizes;
mod quiz;
mod show_as_tree;
mod sum_play;
pub(crate) mod sum_values;
mod sum_verdict;
mod sum_view;
mod values_view;

use std::sync::Arc;

use egui::Ui;

pub use nimlab_model::tabs::grundy::game_kind::GameKind;
pub use nimlab_model::tabs::grundy::inputs::{GrundyInputs, HeapInput, MAX_FIELD_CHARS};
pub use nimlab_model::tabs::grundy::saved_sum_game::{MAX_SUM_MOVES, SavedSumGame};
use nimlab_model::tabs::reveals::SavedReveals;
pub use values_view::{chart_id, values_text};

use crate::i18n::Strings;
use crate::jobs::Latest;
use crate::ui::forgotten::Forgotten;
use crate::ui::layout::{self, Side};
use crate::ui::shell_action::ShellAction;
use crate::ui::tab::TabPanel;
use crate::ui::tab::{Apply, Remember};
use crate::work::grundy_table::{GrundyKey, GrundyResult};
use event::GrundyEvent;
use nimlab_core::games::Rule;
use nimlab_core::games::sum_match::SumMatch;
use nimlab_core::games::sums::Heap;
use panel_sizes::{
    DETAILS_SHARE, FOLD_SUM_BELOW, MAX_DETAILS_SHARE, MAX_VALUES_SHARE, MIN_PANEL, SUM_SHARE, VALUES_WIDTH,
    share_range, sum_height_range, visible_scroll_bars,
};

/// The Grundy tab: its inputs (the shell persists them), the values computed off the UI thread,
/// and each panel's own state.
#[derive(Default)]
pub struct GrundyTab {
    /// What the user typed and chose.
    pub inputs: GrundyInputs,
    result: Latest<GrundyKey, GrundyResult>,
    /// The side panel's worked mex, kept while the selection and table stay the same.
    mex: Option<details::MexDetails>,
    /// The sum builder's analysis and the game against the computer.
    sum: sum_view::SumState,
    /// The sum folded to its title and verdict, once the user chose (before, by the height).
    sum_folded: Option<bool>,
    /// Classroom mode: which values show.
    classroom: classroom::GrundyClassroom,
    /// The Export menu's choices.
    export_menu: export_menu::ExportMenu,
    /// What the last run remembered but could not be brought back, for the shell to name.
    forgotten: Vec<Forgotten>,
}

impl GrundyTab {
    /// The sum builder holding `heaps` under `rule` (from the tree tab's Show in the Grundy tab),
    /// bounded as typed heaps are; a game on the old sum ends, and the sum unfolds to show it.
    pub fn show_sum(&mut self, heaps: Vec<HeapInput>, rule: Rule) {
        self.inputs = GrundyInputs {
            heaps,
            sum_rule: rule,
            ..std::mem::take(&mut self.inputs)
        }
        .sanitized();
        self.sum
            .apply(sum_play::SumPlayEvent::Switch(false), &self.inputs.heaps);
        self.sum_folded = Some(false);
    }

    /// The tab with restored inputs, bounded as typed ones are.
    pub fn new(inputs: GrundyInputs) -> Self {
        Self {
            inputs: inputs.sanitized(),
            ..Self::default()
        }
    }

    /// The values classroom mode has revealed, by n: what a lesson's step keeps.
    pub fn saved_reveals(&self) -> SavedReveals<u32> {
        self.classroom.saved()
    }

    /// Reveals `saved` once the tab's values come (a lesson's step opening).
    pub fn remember_reveals(&mut self, saved: SavedReveals<u32>) {
        self.classroom.remember(saved);
    }

    /// The values on show, if computed.
    pub fn result(&self) -> Option<&GrundyResult> {
        self.result.result().map(|(_, result)| result.as_ref())
    }

    /// The heaps of the sum in play against the computer, while a game is on.
    pub fn sum_position(&self) -> Option<&[Heap]> {
        self.sum.game().map(SumMatch::heaps)
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

    /// The panels of a computed table: the period and the worked mex, the table of values, and
    /// the chart, sized as shares of the tab's `area`.
    fn results_ui(
        &mut self,
        ui: &mut Ui,
        area: egui::Rect,
        result: &GrundyResult,
        events: &mut Vec<GrundyEvent>,
        strings: &Strings,
    ) {
        if self
            .inputs
            .selected
            .is_some_and(|n| n as usize >= result.key.count)
        {
            self.inputs.selected = None;
        }
        self.classroom.showing(&result.key);
        let selected = self.inputs.selected;
        layout::side_panel(ui, "grundy_details", Side::Right, |panel| {
            panel
                .resizable(true)
                .default_size(area.width() * DETAILS_SHARE)
                .size_range(share_range(MIN_PANEL, area.width() * MAX_DETAILS_SHARE))
        })
        .show(ui, |ui| {
            visible_scroll_bars(ui);
            egui::ScrollArea::vertical().auto_shrink(false).show(ui, |ui| {
                details::period_ui(ui, result, &self.classroom, strings);
                ui.separator();
                events.extend(show_as_tree::game_ui(ui, result, selected, strings));
                let reveal = details::mex_ui(ui, result, selected, &mut self.mex, &self.classroom, strings);
                events.extend(reveal);
            });
        });
        let view = values_view::ValuesView {
            result,
            selected,
            classroom: &self.classroom,
            strings,
        };
        layout::side_panel(ui, "grundy_values", Side::Left, |panel| {
            panel
                .resizable(true)
                .default_size(VALUES_WIDTH)
                .size_range(share_range(MIN_PANEL, area.width() * MAX_VALUES_SHARE))
        })
        .show(ui, |ui| {
            visible_scroll_bars(ui);
            let clicked = view.table_ui(ui);
            events.extend(clicked.map(GrundyEvent::Select));
        });
        let clicked = view.chart_ui(ui);
        events.extend(clicked.map(GrundyEvent::Select));
    }

    /// The inputs row and the messages under it. Their events are applied at once: the job to
    /// start this frame depends on them.
    fn inputs_ui(&mut self, ui: &mut Ui, strings: &Strings) -> Option<ShellAction> {
        let view = inputs_row::RowView {
            menu: export_menu::menu_view(&self.result, &self.inputs, &self.sum, &self.classroom),
            progress: self.result.progress(),
            classroom: &self.classroom,
        };
        let events = inputs_row::row_ui(ui, &mut self.inputs, &view, &mut self.export_menu, strings);
        let mut action = None;
        self.apply_each(ui.ctx(), events, &mut action);
        let wanted = self.wanted_key();
        let messages = inputs_row::Messages {
            wanted: wanted.as_ref(),
            shown: self.result(),
            stopped: self.result.stopped(),
        };
        let message = inputs_row::messages_ui(ui, &self.inputs, &messages, strings);
        self.apply_each(ui.ctx(), message, &mut action);
        action
    }
}

/// Applies what the user did: the one place the tab's state changes besides what is typed,
/// and the one place it asks the shell for something (an export).
impl Apply for GrundyTab {
    type Event = GrundyEvent;

    fn apply(&mut self, event: GrundyEvent) -> Option<ShellAction> {
        match event {
            GrundyEvent::Select(n) => self.inputs.selected = Some(n),
            GrundyEvent::Reveal(n) => self.classroom.reveal(n),
            GrundyEvent::RevealAll => self.classroom.reveal_all(),
            GrundyEvent::HideAll => self.classroom.hide_all(),
            GrundyEvent::RevealSum(heaps, rule) => self.classroom.reveal_sum(&heaps, rule),
            GrundyEvent::PlayWinningMove(played) => sum_play::apply(&mut self.inputs.heaps, &played),
            GrundyEvent::Game(event) => self.sum.apply(event, &self.inputs.heaps),
            GrundyEvent::CancelJob => self.result.cancel(),
            GrundyEvent::DefaultGame => {
                self.inputs = GrundyInputs {
                    heaps: std::mem::take(&mut self.inputs.heaps),
                    sum_rule: self.inputs.sum_rule,
                    ..GrundyInputs::default()
                };
            }
            GrundyEvent::Export(request) => return Some(ShellAction::Export(request)),
            GrundyEvent::ShowInTree(heaps) => return Some(ShellAction::ShowHeapsInTree(heaps)),
            GrundyEvent::Quiz(press) => return self.quiz_press(press),
        }
        None
    }
}

/// What the tab keeps between runs: its inputs and the game on the sum.
impl Remember for GrundyTab {
    type Saved = (GrundyInputs, SavedSumGame, SavedReveals<u32>);

    /// The tab as the last run left it: `inputs` bounded as typed ones, and the game on the sum
    /// replayed move by move (dropped and named if a move is refused:
    /// `take_forgotten`).
    fn restore((inputs, sum_game, revealed): Self::Saved) -> Self {
        let mut tab = Self::new(inputs);
        tab.classroom.remember(revealed);
        let (sum, kept) = sum_view::SumState::restored(sum_game.sanitized());
        tab.sum = sum;
        if !kept {
            tab.forgotten.push(Forgotten::SumGame);
        }
        tab
    }

    fn saved(&self) -> Self::Saved {
        (self.inputs.clone(), self.sum.record(), self.classroom.saved())
    }
}

impl TabPanel for GrundyTab {
    /// Draws the tab; returns an export the user asked for.
    fn ui(&mut self, ui: &mut Ui, strings: &Strings) -> Option<ShellAction> {
        self.result.poll();
        // Before a focused button takes them.
        let mut action = None;
        let keys = self.classroom.key_events(ui.ctx());
        self.apply_each(ui.ctx(), keys, &mut action);
        let mut action = self.inputs_ui(ui, strings).or(action);
        self.close_answered_question();
        let quiz = self.classroom.quiz_row_ui(ui, strings);
        self.apply_each(ui.ctx(), quiz, &mut action);
        if let Some(key) = self.wanted_key() {
            let ctx = ui.ctx().clone();
            self.result.want(key, move || ctx.request_repaint());
        }
        ui.separator();
        let area = ui.available_rect_before_wrap();
        let mut events = Vec::new();
        // Every panel's size is a share of the window, and its content scrolls: content never
        // pushes a panel (or a remembered size keeps one) over the others, from 800×600 up.
        // Until the user folds or unfolds the sum, a short tab has it folded, and so has a narrow
        // window, whose side panels already share the room under the chart.
        let narrow = layout::Layout::of(ui.ctx()).narrow;
        let mut folded = self
            .sum_folded
            .unwrap_or(narrow || area.height() < FOLD_SUM_BELOW);
        let was_folded = folded;
        // Folded, the panel is as high as its title and verdict; open, a share of the tab.
        let panel = if folded {
            egui::Panel::bottom("grundy_sum_folded").resizable(false)
        } else {
            egui::Panel::bottom("grundy_sum")
                .resizable(true)
                .default_size(area.height() * SUM_SHARE)
                .size_range(sum_height_range(area.height()))
        };
        panel.show(ui, |ui| {
            visible_scroll_bars(ui);
            // The sum scrolls its own content, under its title and verdict.
            let inputs = &mut self.inputs;
            let (heaps, rule) = (&mut inputs.heaps, &mut inputs.sum_rule);
            events.extend(sum_view::sum_ui(
                ui,
                heaps,
                rule,
                &mut folded,
                &mut self.sum,
                &self.classroom,
                strings,
            ));
        });
        if folded != was_folded {
            self.sum_folded = Some(folded);
            ui.ctx().request_repaint();
        }
        if let Some(result) = self.result.result().map(|(_, r)| Arc::clone(r)) {
            self.results_ui(ui, area, &result, &mut events, strings);
        } else if self.result.is_running() {
            // Nothing computed yet: a spinner while a job runs; nothing under an invalid input
            // (its error is already shown above).
            ui.centered_and_justified(Ui::spinner);
        }
        self.apply_each(ui.ctx(), events, &mut action);
        action
    }

    /// The row's values and the sum's verdict, once computed.
    fn hidden_answers(&self, strings: &Strings) -> Vec<String> {
        let mut lines: Vec<String> = self
            .result()
            .map(|result| answers::values_line(result, strings))
            .into_iter()
            .collect();
        lines.extend(self.sum.verdict_text(strings));
        lines
    }

    /// Classroom mode on or off (the shell's toggle); either way every value hides again.
    fn set_classroom(&mut self, on: bool) {
        self.classroom.set(on);
    }

    /// No computation is running and the values and the sum's analysis on show match the inputs
    /// (or the inputs are invalid, so there is nothing to compute).
    fn is_up_to_date(&self) -> bool {
        self.result.is_idle()
            && self
                .wanted_key()
                .is_none_or(|key| self.result.result().is_some_and(|(k, _)| *k == key))
            && self.sum.is_up_to_date(&self.inputs.heaps, self.inputs.sum_rule)
    }

    /// What the last run remembered that could not be brought back since this was last asked.
    fn take_forgotten(&mut self) -> Vec<Forgotten> {
        std::mem::take(&mut self.forgotten)
    }
}
