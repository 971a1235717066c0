//! The sum builder: several heaps, each its own game and size; each heap's Grundy value, the XOR
//! written out in binary column by column (seed 003), the outcome, and every winning move, each a
//! button that plays it. In classroom mode all of that waits for the sum's own Reveal.

use egui::{Color32, RichText, Ui};

use crate::i18n::Strings;
use crate::ui::style;
use nimlab_core::games::Rule;
use nimlab_core::games::grundy::parse_spec;
use nimlab_core::games::sum_match::SumMatch;
use nimlab_core::games::sums::{self, Heap, SumAnalysis, SumError, SumMove};

use super::classroom::GrundyClassroom;
use super::event::Event;
use super::inputs::{HeapInput, MAX_FIELD_CHARS, MAX_HEAPS, MAX_SIZE};
use super::sum_play::{Remark, SumPlay, move_label};
use super::sum_record::SumGameRecord;

/// The sum last analysed, so it is recomputed only when the heaps or rule change; and the game
/// against the computer, if one is on.
#[derive(Default)]
pub struct SumCache {
    key: Option<(Result<Vec<Heap>, SumError>, Rule)>,
    analysis: Option<Result<SumAnalysis, SumError>>,
    /// The game against the computer.
    play: SumPlay,
}

impl SumCache {
    /// The game against the computer, while one is on.
    pub fn game(&self) -> Option<&SumMatch> {
        self.play.game()
    }

    /// The game against the computer as remembered from the last run (see [`SumPlay::restored`]);
    /// false when it was dropped.
    pub fn restored(record: SumGameRecord, rule: Rule) -> (Self, bool) {
        let (play, kept) = SumPlay::restored(record, rule);
        let cache = Self {
            play,
            ..Self::default()
        };
        (cache, kept)
    }

    /// The game against the computer, to remember.
    pub fn record(&self) -> SumGameRecord {
        self.play.record()
    }

    fn analysis(&mut self, heaps: Result<Vec<Heap>, SumError>, rule: Rule) -> &Result<SumAnalysis, SumError> {
        let key = (heaps, rule);
        if self.key.as_ref() != Some(&key) {
            self.analysis = Some(match &key.0 {
                Ok(heaps) => sums::analyse(heaps, rule),
                Err(error) => Err(error.clone()),
            });
            self.key = Some(key);
        }
        self.analysis.as_ref().expect("just computed")
    }
}

/// The builder's heaps as the engine sees them, or the first game typed wrong.
fn parsed(heaps: &[HeapInput]) -> Result<Vec<Heap>, SumError> {
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

/// The sum builder: its heaps (or the game in play), the XOR table, the outcome and the winning
/// moves, and the game against the computer. The builder's heaps and rule are edited in place by
/// their widgets; a Reveal or a winning move played is returned.
pub fn sum_ui(
    ui: &mut Ui,
    heaps: &mut Vec<HeapInput>,
    rule: &mut Rule,
    cache: &mut SumCache,
    classroom: &GrundyClassroom,
    strings: &Strings,
) -> Option<Event> {
    ui.horizontal_wrapped(|ui| {
        ui.heading(strings.grundy.sum_title);
        ui.separator();
        ui.selectable_value(rule, Rule::Normal, strings.rule(Rule::Normal));
        ui.selectable_value(rule, Rule::Misere, strings.grundy.sum_misere_nim);
        ui.separator();
        let playing = cache.play.is_on();
        let room = heaps.len() < MAX_HEAPS;
        if ui
            .add_enabled(!playing && room, egui::Button::new(strings.grundy.sum_add_heap))
            .clicked()
        {
            heaps.push(HeapInput::default());
        }
        // Last frame's analysis (of the sum as built, or of the game in play) says whether the
        // computer can play it.
        let unplayable = match &cache.analysis {
            Some(Err(error)) => Some(sum_error_text(error, strings)),
            _ => None,
        };
        cache.play.toggle_ui(ui, heaps, unplayable.as_deref(), strings);
        ui.weak(strings.grundy.sum_game_hint);
    });
    // While a game is on, the table shows the position in play; the sum as built waits,
    // untouched, for the next game.
    let position = cache.play.shown_heaps();
    let shown = position.as_deref().unwrap_or(heaps);
    // The game in play is analysed as the engine holds it; the builder's heaps as typed.
    let engine_heaps = match cache.play.game() {
        Some(game) => Ok(game.heaps().to_vec()),
        None => parsed(shown),
    };
    let analysis = cache.analysis(engine_heaps, *rule).clone();
    let mut play = None;
    let playing = position.is_some();
    let hidden = classroom.hides_sum(shown, *rule);
    // Owned: the builder's heaps are edited below while this names the sum a Reveal is for.
    let shown = shown.to_vec();
    let mut reveal = false;
    ui.horizontal_top(|ui| {
        ui.vertical(|ui| match position {
            Some(mut position) => {
                ui.add_enabled_ui(false, |ui| heaps_ui(ui, &mut position, strings));
            }
            None => heaps_ui(ui, heaps, strings),
        });
        ui.separator();
        ui.vertical(|ui| match &analysis {
            // An invalid game is an input error, not a value: it shows as ever.
            Ok(_) if hidden => {
                ui.colored_label(style::HIDDEN_VALUE, strings.grundy.sum_hidden);
                if playing && cache.play.shows_hint() {
                    ui.label(strings.play_hint_hidden);
                }
                reveal = ui.button(strings.grundy.sum_reveal).clicked();
            }
            Ok(analysis) => {
                binary_ui(ui, analysis);
                if !playing {
                    play = outcome_ui(ui, analysis, *rule, true, strings);
                } else if cache.play.shows_hint() {
                    outcome_ui(ui, analysis, *rule, false, strings);
                }
            }
            Err(error) => {
                ui.colored_label(style::LOSE, sum_error_text(error, strings));
            }
        });
        if playing {
            ui.separator();
            let remark = if hidden { Remark::Neutral } else { Remark::Verdict };
            ui.vertical(|ui| cache.play.ui(ui, heaps, *rule, remark, strings));
        }
    });
    if reveal {
        return Some(Event::RevealSum(shown, *rule));
    }
    play.map(Event::PlayWinningMove)
}

fn heaps_ui(ui: &mut Ui, heaps: &mut Vec<HeapInput>, strings: &Strings) {
    let mut remove = None;
    egui::Grid::new("sum_heaps").spacing([8.0, 4.0]).show(ui, |ui| {
        ui.strong("#");
        ui.strong(strings.grundy.sum_heap_game);
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

/// Seed 003's picture: each heap's value in binary, one column per bit, and their XOR; the
/// highest bit of a non-zero XOR is marked with the heaps that have it.
fn binary_ui(ui: &mut Ui, analysis: &SumAnalysis) {
    let bits = analysis
        .values
        .iter()
        .chain([&analysis.nim_sum])
        .map(|v| 32 - v.leading_zeros())
        .max()
        .unwrap_or(1)
        .max(1);
    let top_bit = (analysis.nim_sum != 0).then(|| analysis.nim_sum.ilog2());
    egui::Grid::new("sum_binary").spacing([6.0, 2.0]).show(ui, |ui| {
        ui.label("");
        ui.strong("g");
        for bit in (0..bits).rev() {
            ui.strong(RichText::new(format!("2^{bit}")).small());
        }
        ui.end_row();
        let rows = analysis
            .values
            .iter()
            .enumerate()
            .map(|(i, &v)| (format!("#{}", i + 1), v, false));
        for (label, value, is_sum) in rows.chain([("xor".to_owned(), analysis.nim_sum, true)]) {
            ui.label(RichText::new(label).strong());
            ui.monospace(value.to_string());
            for bit in (0..bits).rev() {
                let set = value >> bit & 1 == 1;
                let mut text = RichText::new(if set { "1" } else { "0" }).monospace().size(16.0);
                if top_bit == Some(bit) && set {
                    text = text.color(style::WINNING_EDGE).strong();
                } else if is_sum {
                    text = text.strong();
                } else if !set {
                    text = text.color(Color32::GRAY);
                }
                ui.label(text);
            }
            ui.end_row();
        }
    });
}

/// The outcome and the winning moves (as buttons that play them when `playable`); returns the
/// move the user chose to play.
fn outcome_ui(
    ui: &mut Ui,
    analysis: &SumAnalysis,
    rule: Rule,
    playable: bool,
    strings: &Strings,
) -> Option<SumMove> {
    let text = match rule {
        Rule::Normal => (strings.grundy.sum_outcome)(analysis.nim_sum, analysis.outcome),
        Rule::Misere => (strings.grundy.sum_outcome_misere)(analysis.outcome),
    };
    ui.colored_label(
        style::outcome_color(analysis.outcome),
        RichText::new(text).size(16.0).strong(),
    );
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

/// A sum's error in the user's language: a game's own error as the inputs row words it, or what
/// is wrong with the sum as a whole.
fn sum_error_text(error: &SumError, strings: &Strings) -> String {
    match error {
        SumError::Game(error) => strings.grundy_error(error),
        SumError::MisereSum => strings.grundy.error_misere_sum.to_owned(),
        SumError::HeapTooLarge(size) => (strings.grundy.error_heap_too_large)(*size),
    }
}
