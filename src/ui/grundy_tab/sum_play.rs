//! Playing the sum of games against the computer: the heaps as built are the start; the human
//! picks a heap and a move, the computer answers with a winning move (or, when lost, the move
//! that takes fewest tokens), and the XOR table above follows every move.
//!
//! The game is played on a copy of the builder's heaps: the sum being built survives any number
//! of games, and New game starts again from it.

use egui::{RichText, Ui};

use crate::ui::i18n::{Strings, fill};
use crate::ui::{style, widgets};
use nimlab_core::games::Rule;
use nimlab_core::games::grundy::parse_spec;
use nimlab_core::games::play::Player;
use nimlab_core::games::sums::{self, Heap, SumMove};

use super::inputs::HeapInput;

/// What the computer may say about its move: whether it is winning is the value of the
/// position, which classroom mode keeps back until the sum is revealed.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Remark {
    Verdict,
    Neutral,
}

/// Moves listed per heap before the list scrolls.
const MOVES_SHOWN_HEIGHT: f32 = 140.0;

#[derive(Debug)]
pub struct SumPlay {
    pub on: bool,
    first: Player,
    pub hint: bool,
    /// The position in play: a copy of the builder's heaps, moved in, split and emptied by the
    /// game. The builder's own heaps are never touched by play.
    position: Vec<HeapInput>,
    moves: Vec<(Player, SumMove)>,
    comment: Option<String>,
}

impl Default for SumPlay {
    fn default() -> Self {
        Self {
            on: false,
            first: Player::Human,
            hint: false,
            position: Vec::new(),
            moves: Vec::new(),
            comment: None,
        }
    }
}

/// The heaps as the engine sees them, if every game is valid.
fn parsed(heaps: &[HeapInput]) -> Option<Vec<Heap>> {
    heaps
        .iter()
        .map(|heap| {
            Some(Heap {
                game: parse_spec(&heap.game).ok()?,
                size: heap.size,
            })
        })
        .collect()
}

/// The builder's heaps after `played`, each keeping the text of its game.
pub fn apply(heaps: &mut Vec<HeapInput>, played: &SumMove) {
    let Some(engine) = parsed(heaps) else { return };
    let game_text = heaps[played.heap].game.clone();
    let next = sums::after(&engine, played);
    let added = next.len() - heaps.len();
    let at = played.heap + 1;
    heaps.splice(
        at..at,
        std::iter::repeat_n(
            HeapInput {
                game: game_text,
                size: 0,
            },
            added,
        ),
    );
    for (input, heap) in heaps.iter_mut().zip(next) {
        input.size = heap.size;
    }
}

/// "Heap 2: 7 → 3 + 1".
pub fn move_label(played: &SumMove, strings: &Strings) -> String {
    let to: Vec<String> = played.to.iter().map(u32::to_string).collect();
    let to = if to.is_empty() {
        "0".to_owned()
    } else {
        to.join(" + ")
    };
    fill(strings.sum_move, &[&(played.heap + 1), &played.from, &to])
}

impl SumPlay {
    fn to_move(&self) -> Player {
        if self.moves.len().is_multiple_of(2) {
            self.first
        } else {
            self.first.other()
        }
    }

    /// The heaps in play, while a game is on.
    pub fn position(&self) -> Option<&[HeapInput]> {
        self.on.then_some(self.position.as_slice())
    }

    /// Starts again from the sum as built.
    fn restart(&mut self, built: &[HeapInput]) {
        self.position = built.to_vec();
        self.moves.clear();
        self.comment = None;
    }

    /// Turns play on (from the heaps as built) or off (back to the builder, as it was).
    pub fn toggle_ui(&mut self, ui: &mut Ui, built: &[HeapInput], strings: &Strings) {
        if ui.toggle_value(&mut self.on, strings.sum_play).changed() && self.on {
            self.restart(built);
        }
    }

    /// The moves so far, numbered, newest last.
    fn moves_ui(&self, ui: &mut Ui, strings: &Strings) {
        if self.moves.is_empty() {
            return;
        }
        ui.collapsing(strings.play_moves, |ui| {
            for (index, (player, played)) in self.moves.iter().enumerate() {
                let who = match player {
                    Player::Human => strings.play_you,
                    Player::Computer => strings.play_computer,
                };
                ui.label(format!("{}. {who}: {}", index + 1, move_label(played, strings)));
            }
        });
    }

    /// The game from the sum as `built`: who starts, the moves, the computer's answers, the
    /// winner.
    pub fn ui(&mut self, ui: &mut Ui, built: &[HeapInput], rule: Rule, remark: Remark, strings: &Strings) {
        ui.horizontal_wrapped(|ui| {
            if widgets::who_starts_ui(ui, &mut self.first, strings) {
                self.restart(built);
            }
            ui.checkbox(&mut self.hint, strings.play_hint);
        });
        let Some(engine) = parsed(&self.position) else {
            return;
        };
        if self.to_move() == Player::Computer
            && let Ok(Some(played)) = sums::computer_move(&engine, rule)
        {
            let won = sums::analyse(&engine, rule).is_ok_and(|a| a.outcome.is_win());
            let template = if remark == Remark::Neutral {
                strings.sum_computer_plays
            } else if won {
                strings.sum_computer_winning
            } else {
                strings.sum_computer_lost
            };
            self.comment = Some(fill(template, &[&move_label(&played, strings)]));
            apply(&mut self.position, &played);
            self.moves.push((Player::Computer, played));
            ui.ctx().request_repaint();
            return;
        }
        if let Some(comment) = &self.comment {
            ui.label(RichText::new(comment).size(15.0));
        }
        self.moves_ui(ui, strings);
        let options = sums::moves(&engine);
        if options.is_empty() {
            let mover_wins = sums::mover_wins_at_end(rule);
            let winner = if mover_wins {
                self.to_move()
            } else {
                self.to_move().other()
            };
            let (text, color) = match winner {
                Player::Human => (strings.play_you_win, style::WIN),
                Player::Computer => (strings.play_computer_wins, style::LOSE),
            };
            ui.label(RichText::new(text).size(22.0).strong().color(color));
            return;
        }
        ui.label(RichText::new(strings.sum_your_move).strong());
        let mut chosen = None;
        egui::ScrollArea::vertical()
            .max_height(MOVES_SHOWN_HEIGHT)
            .id_salt("sum_play_moves")
            .show(ui, |ui| {
                ui.horizontal_wrapped(|ui| {
                    for option in &options {
                        if ui.button(move_label(option, strings)).clicked() {
                            chosen = Some(option.clone());
                        }
                    }
                });
            });
        if let Some(played) = chosen {
            apply(&mut self.position, &played);
            self.moves.push((Player::Human, played));
            self.comment = None;
        }
    }
}
