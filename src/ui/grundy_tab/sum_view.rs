//! The sum builder: several heaps, each its own game and size; each heap's Grundy value, the XOR
//! written out in binary column by column (the Nim-strategy post), the outcome, and every winning
//! move, each a button that plays it. In classroom mode all of that waits for the sum's own Reveal.

use std::sync::Arc;

use egui::{RichText, Ui};

use crate::i18n::Strings;
use crate::jobs::Latest;
use crate::ui::style;
use crate::work::sum_analysis::{SumKey, SumOutcome};
use nimlab_core::games::Rule;
use nimlab_core::games::grundy::parse_spec;
use nimlab_core::games::sum_match::SumMatch;
use nimlab_core::games::sums::{Heap, SumAnalysis, SumError, SumMove};

use super::classroom::GrundyClassroom;
use super::event::GrundyEvent;
use super::sum_play::{SumPlay, SumPlayEvent};
use super::sum_values::values_ui;
use super::sum_verdict::{Playing, Verdict, VerdictAction, sum_error_text, verdict_row_ui};
use nimlab_model::tabs::grundy::inputs::{HeapInput, MAX_FIELD_CHARS, MAX_HEAPS, MAX_SIZE};
use nimlab_model::tabs::grundy::saved_sum_game::SavedSumGame;
use nimlab_model::tabs::grundy::sum_comment::{InPlay, Remark, move_label};

/// The sum builder beyond its typed heaps: the sum's analysis, computed off the UI thread (the
/// last one stays on show, with a spinner, until the new one is in), and the game against the
/// computer, if one is on.
#[derive(Default)]
pub struct SumState {
    /// The sum asked for on the last frame: its key, or the first game typed wrong.
    wanted: Option<Result<SumKey, SumError>>,
    /// The analyses of the sums asked for: the newest result, and the job for the newest key.
    pub(super) analyses: Latest<SumKey, SumOutcome>,
    /// The game against the computer.
    pub(super) play: SumPlay,
    /// Search again was pressed: the next frame analyses the sum again though it was cancelled.
    again: bool,
}

impl SumState {
    /// The game against the computer, while one is on.
    pub fn game(&self) -> Option<&SumMatch> {
        self.play.game()
    }

    /// The game against the computer as remembered from the last run (see [`SumPlay::restored`]);
    /// false when it was dropped.
    pub fn restored(record: SavedSumGame) -> (Self, bool) {
        let (play, kept) = SumPlay::restored(record);
        let state = Self {
            play,
            ..Self::default()
        };
        (state, kept)
    }

    /// The game against the computer, to remember.
    pub fn record(&self) -> SavedSumGame {
        self.play.record()
    }

    /// Applies what the user did in the game against the computer (`built`: the sum as built).
    pub fn apply(&mut self, event: SumPlayEvent, built: &[HeapInput]) {
        self.play.apply(event, built);
    }

    /// The sum to analyse: the game in play as the engine holds it, or else the heaps on show
    /// (`built`, or the start of a game that is not valid) as typed.
    fn wanted(&self, built: &[HeapInput], rule: Rule) -> Result<SumKey, SumError> {
        let heaps = match self.play.game() {
            Some(game) => Ok(game.heaps().to_vec()),
            None => parsed(self.play.shown_heaps().as_deref().unwrap_or(built)),
        };
        heaps.map(|heaps| SumKey { heaps, rule })
    }

    /// The analysis of the sum asked for is on show and no job runs (a sum typed wrong needs
    /// none: its error shows at once).
    /// While the computer is to move it is not: its reply waits for the position's analysis.
    pub fn is_up_to_date(&self, built: &[HeapInput], rule: Rule) -> bool {
        !self.play.computer_due()
            && self.analyses.is_idle()
            && self
                .wanted(built, rule)
                .ok()
                .is_none_or(|key| self.analyses.result().is_some_and(|(shown, _)| *shown == key))
    }

    /// Takes in a finished analysis, and asks for the sum `built` under `rule` (or the game in
    /// play), unless it is on show or under way.
    /// After Search again, the sum is analysed again even though its analysis was cancelled.
    fn ask(&mut self, ctx: &egui::Context, built: &[HeapInput], rule: Rule) {
        self.analyses.poll();
        let wanted = self.wanted(built, rule);
        if let Ok(key) = &wanted {
            let ctx = ctx.clone();
            let repaint = move || ctx.request_repaint();
            if std::mem::take(&mut self.again) {
                self.analyses.restart(key.clone(), repaint);
            } else {
                self.analyses.want(key.clone(), repaint);
            }
        }
        self.wanted = Some(wanted);
    }

    /// The analysis of the game in play, as the computer's reply needs it: in (and of the
    /// position in play), being computed, or stopped. Of the fields it reads, so the game can
    /// be drawn (borrowed apart) beside it.
    fn in_play<'a>(
        wanted: Option<&'a Result<SumKey, SumError>>,
        analyses: &'a Latest<SumKey, SumOutcome>,
    ) -> InPlay<'a> {
        let Some(Ok(wanted)) = wanted else {
            return InPlay::Stopped;
        };
        match analyses.result() {
            Some((key, outcome)) if key == wanted => match &**outcome {
                Ok(done) => InPlay::Analysed(done),
                Err(_) => InPlay::Stopped,
            },
            _ if analyses.stopped().is_some() => InPlay::Stopped,
            _ => InPlay::Searching,
        }
    }

    /// The verdict of the sum as it is now, once analysed (none for a sum typed wrong or one
    /// still being analysed): for the presenter's screen.
    pub fn verdict_text(&self, strings: &Strings) -> Option<String> {
        let (outcome, current) = self.shown()?;
        match outcome.as_ref() {
            Ok(analysis) if current => Some(super::sum_verdict::outcome_text(analysis, strings)),
            _ => None,
        }
    }

    /// What to show: the error of a sum typed wrong, or the newest analysis, with whether it is
    /// of the sum asked for (false while the new one is computed). Shared, not copied: it is
    /// asked for every frame.
    fn shown(&self) -> Option<(Arc<SumOutcome>, bool)> {
        let wanted = match &self.wanted {
            Some(Err(error)) => return Some((Arc::new(Err(error.clone())), true)),
            Some(Ok(key)) => Some(key),
            None => None,
        };
        let (key, outcome) = self.analyses.result()?;
        Some((Arc::clone(outcome), wanted == Some(key)))
    }
}

/// The builder's heaps as the engine sees them, or the first game typed wrong.
pub(super) fn parsed(heaps: &[HeapInput]) -> Result<Vec<Heap>, SumError> {
    heaps
        .iter()
        .map(|heap| {
            Ok(Heap {
                game: parse_spec(&heap.game)?,
                size: heap.size,
            })
        })
        .collect()
}

/// The winning moves' column: its longest sentence wraps at this width.
const MOVES_WIDTH: f32 = 300.0;

/// The sum builder: its heaps (or the game in play), the XOR table, the outcome and the winning
/// moves, and the game against the computer. The builder's heaps and rule are edited in place by
/// their widgets; a Reveal, a winning move played or what was done in the game is returned.
///
/// The title row and the verdict (the nim-sum and outcome) are pinned above the scrolled part,
/// so the verdict shows in the smallest panel. Below, side by side from the left: the heaps,
/// the game (while one is on), the XOR table, the winning moves. Nothing left of the game's
/// buttons or above them changes when Hint is ticked: the hint's moves come after them.
///
/// Folded (`folded`, the view's own state), only the title row and the verdict show: a small
/// window keeps its height for the values and the chart. A game started unfolds it.
pub fn sum_ui(
    ui: &mut Ui,
    heaps: &mut Vec<HeapInput>,
    rule: &mut Rule,
    folded: &mut bool,
    state: &mut SumState,
    classroom: &GrundyClassroom,
    strings: &Strings,
) -> Option<GrundyEvent> {
    // Folded, the title and the verdict share one line; open, the title row has the rule and
    // the game too, and wraps.
    let was_folded = *folded;
    let mut game_event = None;
    let mut show_in_tree = None;
    if !was_folded {
        ui.horizontal_wrapped(|ui| {
            title_ui(ui, folded, strings);
            game_event = builder_row_ui(ui, heaps, rule, state, strings);
            show_in_tree = super::show_as_tree::sum_ui(ui, heaps, *rule, strings);
        });
        if game_event == Some(SumPlayEvent::Switch(true)) {
            *folded = false;
        }
    }
    // While a game is on, the table shows the position in play; the sum as built waits,
    // untouched, for the next game.
    let position = state.play.shown_heaps();
    let shown = position.as_deref().unwrap_or(heaps);
    // The game in play is analysed as the engine holds it; the builder's heaps as typed.
    state.ask(ui.ctx(), heaps, *rule);
    let (analysis, current) = state
        .shown()
        .map_or((None, false), |(a, current)| (Some(a), current));
    let playing = position.is_some();
    let hidden = classroom.hides_sum(shown, *rule);
    // Owned: the builder's heaps are edited below while this names the sum a Reveal is for.
    let shown = shown.to_vec();
    let verdict = Verdict {
        analysis: analysis.as_deref(),
        // The analysis on show is of another sum while the new one is computed.
        computing: state
            .analyses
            .progress()
            .filter(|_| !current && state.analyses.is_running()),
        stopped: state.analyses.stopped(),
        current,
        hidden,
        playing: match (playing, state.play.shows_hint()) {
            (false, _) => Playing::No,
            (true, false) => Playing::WithoutHint,
            (true, true) => Playing::WithHint,
        },
    };
    let title = |ui: &mut Ui| title_ui(ui, folded, strings);
    let action = verdict_row_ui(ui, was_folded, title, &verdict, strings);
    let verdict_playing = verdict.playing;
    match action {
        Some(VerdictAction::Reveal) => return Some(GrundyEvent::RevealSum(shown, *rule)),
        Some(VerdictAction::Cancel) => state.analyses.cancel(),
        Some(VerdictAction::Again) => {
            state.again = true;
            ui.ctx().request_repaint();
        }
        None => {}
    }
    if *folded {
        return game_event.map(GrundyEvent::Game);
    }
    let mut play = None;
    egui::ScrollArea::both()
        .auto_shrink(false)
        .id_salt("grundy_sum_scroll")
        .show(ui, |ui| {
            ui.horizontal_top(|ui| {
                ui.vertical(|ui| match position {
                    Some(mut position) => {
                        ui.add_enabled_ui(false, |ui| heaps_ui(ui, &mut position, strings));
                    }
                    None => heaps_ui(ui, heaps, strings),
                });
                if playing {
                    ui.separator();
                    let remark = if hidden { Remark::Neutral } else { Remark::Verdict };
                    let event = ui
                        .vertical(|ui| {
                            let in_play = SumState::in_play(state.wanted.as_ref(), &state.analyses);
                            state.play.ui(ui, *rule, in_play, remark, strings)
                        })
                        .inner;
                    game_event = event.or(game_event.take());
                }
                // An invalid game is an input error, not a value: the verdict row says it.
                if let Some(Ok(analysis)) = analysis.as_deref()
                    && !hidden
                {
                    ui.separator();
                    ui.vertical(|ui| values_ui(ui, analysis, *rule, strings));
                    // The moves of an analysis of another sum (the new one is being computed)
                    // are not offered to play; in a game they are the hint, never buttons.
                    if verdict_playing != Playing::WithoutHint {
                        ui.separator();
                        let playable = !playing && current;
                        play = ui
                            .vertical(|ui| {
                                ui.set_max_width(MOVES_WIDTH);
                                moves_ui(ui, analysis, playable, strings)
                            })
                            .inner;
                    }
                }
            });
        });
    play.map(GrundyEvent::PlayWinningMove)
        .or(game_event.map(GrundyEvent::Game))
        .or(show_in_tree)
}

/// The sum's title and its Fold (or Unfold) button.
fn title_ui(ui: &mut Ui, folded: &mut bool, strings: &Strings) {
    ui.heading(strings.grundy.sum_title);
    let fold = if *folded {
        strings.grundy.sum_unfold
    } else {
        strings.grundy.sum_fold
    };
    if ui.small_button(fold).clicked() {
        *folded = !*folded;
    }
}

/// The rest of the open sum's title row: the rule, Add heap and the switch to play; returns
/// the switch turned.
fn builder_row_ui(
    ui: &mut Ui,
    heaps: &mut Vec<HeapInput>,
    rule: &mut Rule,
    state: &mut SumState,
    strings: &Strings,
) -> Option<SumPlayEvent> {
    ui.separator();
    ui.selectable_value(rule, Rule::Normal, strings.rule(Rule::Normal));
    ui.selectable_value(rule, Rule::Misere, strings.grundy.sum_misere_any);
    ui.separator();
    let playing = state.play.is_on();
    let room = heaps.len() < MAX_HEAPS;
    if ui
        .add_enabled(!playing && room, egui::Button::new(strings.grundy.sum_add_heap))
        .clicked()
    {
        heaps.push(HeapInput::default());
    }
    // Last frame's analysis (of the sum as built, or of the game in play) says whether the
    // computer can play it.
    let unplayable = match state.shown().as_ref().map(|(outcome, _)| &**outcome) {
        Some(Err(error)) => Some(sum_error_text(error, strings)),
        _ => None,
    };
    state.play.toggle_ui(ui, unplayable.as_deref(), strings)
}

fn heaps_ui(ui: &mut Ui, heaps: &mut Vec<HeapInput>, strings: &Strings) {
    let mut remove = None;
    egui::Grid::new("sum_heaps").spacing([8.0, 4.0]).show(ui, |ui| {
        ui.strong("#");
        // What a game may be, on hover: as a line of its own it took a row of a small window.
        ui.strong(strings.grundy.sum_heap_game)
            .on_hover_text(strings.grundy.sum_game_hint);
        ui.strong(strings.grundy.sum_heap_size);
        ui.end_row();
        for (index, heap) in heaps.iter_mut().enumerate() {
            ui.label((index + 1).to_string());
            let valid = parse_spec(&heap.game).is_ok();
            // The field grows with its text, so a long code or set is never cut off.
            let edit = egui::TextEdit::singleline(&mut heap.game)
                .desired_width(80.0)
                .clip_text(false)
                .char_limit(MAX_FIELD_CHARS)
                .id_salt(("heap_game", index));
            let edit = if valid { edit } else { edit.text_color(style::LOSE) };
            let number = index + 1;
            ui.add(edit)
                .on_hover_text((strings.grundy.sum_heap_game_label)(number));
            ui.add(egui::DragValue::new(&mut heap.size).range(0..=MAX_SIZE))
                .on_hover_text((strings.grundy.sum_heap_size_label)(number));
            if ui
                .small_button("−")
                .on_hover_text(strings.grundy.sum_remove_heap)
                .clicked()
            {
                remove = Some(index);
            }
            ui.end_row();
        }
    });
    if let Some(index) = remove {
        heaps.remove(index);
    }
}

/// The winning moves (as buttons that play them when `playable`); returns the move the user
/// chose to play.
fn moves_ui(ui: &mut Ui, analysis: &SumAnalysis, playable: bool, strings: &Strings) -> Option<SumMove> {
    if analysis.winning_moves.is_empty() {
        ui.label(strings.grundy.sum_no_winning_move);
        return None;
    }
    ui.label(strings.grundy.sum_winning_moves);
    let mut chosen = None;
    ui.horizontal_wrapped(|ui| {
        for winning in &analysis.winning_moves {
            let label = move_label(winning, strings);
            if !playable {
                ui.label(RichText::new(label).italics());
            } else if ui.button(label).clicked() {
                chosen = Some(winning.clone());
            }
        }
    });
    chosen
}
