//! Playing the sum of games against the computer: the heaps as built are the start; the human
//! picks a heap and a move, the computer answers with a winning move (or, when lost, the move
//! that takes fewest tokens), and the XOR table above follows every move.
//!
//! The game is the engine's [`SumMatch`], started from the builder's heaps: the sum being built
//! survives any number of games, and New game starts again from it. The tab only draws the
//! match and feeds it the moves clicked. The computer's reply is chosen from the analysis of the
//! position in play, which the sum builder computes in the background (a misère sum may be
//! searched for seconds): until it is in, the computer is thinking, and the window does not wait.

use egui::{RichText, Ui};

use crate::i18n::Strings;
use crate::ui::{style, widgets};
use nimlab_core::games::Rule;
use nimlab_core::games::grundy::parse_spec;
use nimlab_core::games::play::Player;
use nimlab_core::games::sum_match::SumMatch;
use nimlab_core::games::sums::{self, Heap, SumMove};

use nimlab_model::tabs::grundy::inputs::HeapInput;
use nimlab_model::tabs::grundy::saved_sum_game::SavedSumGame;
use nimlab_model::tabs::grundy::sum_comment::{Comment, InPlay, Remark, move_label};

/// The game's column: its move buttons wrap at this width at least, and at most at one and a
/// half times it, as the room the columns after it leave allows.
const PLAY_WIDTH: f32 = 380.0;
/// The room kept for the columns after the game's: the values table and the winning moves.
const AFTER_PLAY: f32 = 600.0;

/// The game's column's width: what the room left after [`AFTER_PLAY`] allows, within
/// [`PLAY_WIDTH`] and one and a half times it.
fn play_width(ui: &Ui) -> f32 {
    (ui.available_width() - AFTER_PLAY).clamp(PLAY_WIDTH, 1.5 * PLAY_WIDTH)
}

/// What the user did in the game against the computer; the tab applies it
/// ([`SumPlay::apply`]).
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum SumPlayEvent {
    /// Play on (a new game from the sum as built) or off (back to the builder).
    Switch(bool),
    /// Who starts changed: a new game from the sum as built.
    FirstPlayer(Player),
    /// The human plays this move.
    Move(SumMove),
}

/// The game against the computer, while one is on.
#[derive(Debug)]
pub struct SumPlay {
    /// A game is on (the builder's toggle).
    on: bool,
    first: Player,
    /// Show the outcome and winning moves of the position in play.
    hint: bool,
    /// The builder's heaps when the game started: the names of the games on show.
    start: Vec<HeapInput>,
    /// The game in play; `None` when a game of the sum as built is not valid.
    game: Option<SumMatch>,
    comment: Option<Comment>,
}

impl Default for SumPlay {
    fn default() -> Self {
        Self {
            on: false,
            first: Player::Human,
            hint: false,
            start: Vec::new(),
            game: None,
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

impl SumPlay {
    /// What to remember: the switch, who starts, the hint and, while a game is on, its start and
    /// moves.
    pub fn record(&self) -> SavedSumGame {
        let moves = self.game().map(|game| game.moves().to_vec());
        SavedSumGame {
            on: self.on,
            first: self.first,
            hint: self.hint,
            start: if self.on { self.start.clone() } else { Vec::new() },
            moves: moves.unwrap_or_default(),
        }
    }

    /// The game from `record`, its moves replayed through the engine (nothing is analysed: the
    /// computer's comment on its last move waits for the analysis of the position in play).
    /// False when a move was refused (or a game had moves on heaps that no longer parse) and
    /// the game was dropped; who starts and the hint are kept.
    pub fn restored(record: SavedSumGame) -> (Self, bool) {
        let mut play = Self {
            first: record.first,
            hint: record.hint,
            ..Self::default()
        };
        if !record.on {
            return (play, true);
        }
        let Some(heaps) = parsed(&record.start) else {
            // As the switch leaves it when the sum as built is not valid: on, with no game.
            let kept = record.moves.is_empty();
            play.on = kept;
            play.start = record.start;
            return (play, kept);
        };
        let Ok(game) = SumMatch::replay(heaps, record.first, record.moves) else {
            return (play, false);
        };
        if let Some((Player::Computer, played)) = game.moves().last() {
            play.comment = Some(Comment {
                played: played.clone(),
                won: None,
            });
        }
        play.on = true;
        play.start = record.start;
        play.game = Some(game);
        (play, true)
    }

    /// A game is on.
    pub fn is_on(&self) -> bool {
        self.on
    }

    /// A game is on, not over, and the computer is to move: its reply is due once the
    /// position's analysis is in.
    pub fn computer_due(&self) -> bool {
        self.game()
            .is_some_and(|game| game.to_move() == Player::Computer && !game.is_over())
    }

    /// The outcome and winning moves of the position in play are to show (the Hint box).
    pub fn shows_hint(&self) -> bool {
        self.hint
    }

    /// The game in play, while one is on.
    pub fn game(&self) -> Option<&SumMatch> {
        self.game.as_ref().filter(|_| self.on)
    }

    /// The heaps in play as the builder lists them (each named as its starting heap was typed),
    /// while a game is on.
    pub fn shown_heaps(&self) -> Option<Vec<HeapInput>> {
        if !self.on {
            return None;
        }
        let Some(game) = &self.game else {
            return Some(self.start.clone());
        };
        let heaps = game.heaps().iter().zip(game.origins());
        Some(
            heaps
                .map(|(heap, &origin)| HeapInput {
                    game: self.start[origin].game.clone(),
                    size: heap.size,
                })
                .collect(),
        )
    }

    /// Starts again from the sum as built.
    fn restart(&mut self, built: &[HeapInput]) {
        self.start = built.to_vec();
        self.game = parsed(built).map(|heaps| SumMatch::new(heaps, self.first));
        self.comment = None;
    }

    /// Applies what the user did: the one place a game starts or a move of the human's is
    /// played (`built`: the sum as built, where a new game starts).
    pub fn apply(&mut self, event: SumPlayEvent, built: &[HeapInput]) {
        match event {
            SumPlayEvent::Switch(on) => {
                self.on = on;
                if on {
                    self.restart(built);
                }
            }
            SumPlayEvent::FirstPlayer(first) => {
                self.first = first;
                self.restart(built);
            }
            SumPlayEvent::Move(played) => {
                if let Some(game) = &mut self.game
                    && game.play(Player::Human, played).is_ok()
                {
                    self.comment = None;
                }
            }
        }
    }

    /// The switch that turns play on (from the heaps as built) or off (back to the builder, as
    /// it was); returns the switch turned. `unplayable` says why the computer cannot play the
    /// sum (its analysis failed: a misère sum past the search's bounds); the switch is then off and
    /// disabled, and says why on hover.
    pub fn toggle_ui(
        &mut self,
        ui: &mut Ui,
        unplayable: Option<&str>,
        strings: &Strings,
    ) -> Option<SumPlayEvent> {
        if let Some(reason) = unplayable {
            self.on = false;
            let mut off = false;
            ui.add_enabled_ui(false, |ui| ui.toggle_value(&mut off, strings.grundy.sum_play))
                .inner
                .on_disabled_hover_text(reason);
            return None;
        }
        let mut on = self.on;
        let turned = ui.toggle_value(&mut on, strings.grundy.sum_play).changed();
        turned.then_some(SumPlayEvent::Switch(on))
    }

    /// The moves so far, numbered, newest last.
    fn moves_ui(game: &SumMatch, ui: &mut Ui, strings: &Strings) {
        if game.moves().is_empty() {
            return;
        }
        ui.collapsing(strings.play_moves, |ui| {
            for (index, (player, played)) in game.moves().iter().enumerate() {
                let who = match player {
                    Player::Human => strings.play_you,
                    Player::Computer => strings.play_computer,
                };
                ui.label(format!("{}. {who}: {}", index + 1, move_label(played, strings)));
            }
        });
    }

    /// The game: who starts, the moves, the computer's answers, the winner; returns what the
    /// user did (a new game, a move). `position` is the analysis of the heaps in play, from
    /// which the computer replies once it is in.
    pub fn ui(
        &mut self,
        ui: &mut Ui,
        rule: Rule,
        position: InPlay<'_>,
        remark: Remark,
        strings: &Strings,
    ) -> Option<SumPlayEvent> {
        ui.set_max_width(play_width(ui));
        let mut event = None;
        ui.horizontal_wrapped(|ui| {
            let mut first = self.first;
            if widgets::who_starts_ui(ui, &mut first, strings) {
                event = Some(SumPlayEvent::FirstPlayer(first));
            }
            ui.checkbox(&mut self.hint, strings.play_hint);
        });
        let Some(game) = &mut self.game else {
            return event;
        };
        let computer_to_move = game.to_move() == Player::Computer && !game.is_over();
        if computer_to_move
            && let InPlay::Analysed(analysis) = position
            && let Some(played) = game.reply_from(analysis)
        {
            self.comment = Some(Comment {
                played: played.clone(),
                won: Some(analysis.outcome.is_win()),
            });
            game.play(Player::Computer, played)
                .expect("the engine replies with one of the legal moves");
            ui.ctx().request_repaint();
            return event;
        }
        if let Some(comment) = &self.comment {
            ui.label(RichText::new(comment.text(remark, position, strings)).size(15.0));
        }
        Self::moves_ui(game, ui, strings);
        if computer_to_move {
            // The reply waits for the analysis of the position, computed in the background;
            // the verdict row above has its progress and Cancel (or Search again).
            match position {
                InPlay::Stopped => {
                    ui.label(RichText::new(strings.grundy.sum_computer_waits).color(style::LOSE));
                }
                InPlay::Analysed(_) | InPlay::Searching => {
                    ui.horizontal(|ui| {
                        ui.spinner();
                        ui.label(strings.grundy.sum_computer_thinking);
                    });
                }
            }
            return event;
        }
        if let Some(winner) = game.winner(rule) {
            let (text, color) = match winner {
                Player::Human => (strings.play_you_win, style::WIN),
                Player::Computer => (strings.play_computer_wins, style::LOSE),
            };
            ui.label(RichText::new(text).size(22.0).strong().color(color));
            return event;
        }
        ui.label(RichText::new(strings.grundy.sum_your_move).strong());
        let options = game.legal_moves();
        let mut chosen = None;
        // Wrapped in the column, in the sum's own scroll: a scroll of their own inside it showed
        // two rows at a time.
        ui.horizontal_wrapped(|ui| {
            for option in &options {
                if ui.button(move_label(option, strings)).clicked() {
                    chosen = Some(option.clone());
                }
            }
        });
        chosen.map(SumPlayEvent::Move).or(event)
    }
}
