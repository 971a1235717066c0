//! Play the game on show against the computer: choose who starts, take coins with the buttons,
//! ask for a hint, undo, and read the move list. The computer plays perfectly and says so when it
//! is lost, then stalls to make the game last.

use egui::{Color32, RichText, Sense, Ui, vec2};

use crate::i18n::Strings;
use crate::ui::{style, widgets};
use nimlab_core::games::play::{CoinMatch, Player, Remoteness, computer_take};
use nimlab_core::games::{CoinGame, Outcome, Solution};

mod saved_play;

use super::classroom::{HiddenStates, reason_names};
use super::event::PlayEvent;
use crate::work::shown_tree::ShownTree;
use nimlab_model::tabs::tree::play_words::{Comment, hint_text, over_reason};

/// Coins drawn one by one up to this many; more are written as a number only.
const MAX_DRAWN_COINS: u32 = 120;

/// The game against the computer: who starts, the hint switch, the game itself and what the
/// computer said about its last move.
pub struct PlayPanel {
    first: Player,
    hint: bool,
    /// The game, for the game and pile it was started on.
    game: Option<(CoinGame, CoinMatch)>,
    /// What the computer said about its last move.
    comment: Option<Comment>,
    /// Moves shown when replaying a finished game.
    replay: Option<usize>,
    /// A game restored from the last run: the computer's comment on its last move is worked out
    /// again once the game is solved.
    comment_due: bool,
}

impl Default for PlayPanel {
    fn default() -> Self {
        Self {
            first: Player::Human,
            hint: false,
            game: None,
            comment: None,
            replay: None,
            comment_due: false,
        }
    }
}

impl PlayPanel {
    /// The game in progress, if one was started.
    pub fn game(&self) -> Option<&CoinMatch> {
        self.game.as_ref().map(|(_, game)| game)
    }

    fn restart(&mut self, analysis: &ShownTree) {
        self.game = Some((
            analysis.key.game.clone(),
            CoinMatch::new(analysis.coins(), self.first),
        ));
        self.comment = None;
    }

    /// Acts on what the player did: the one place the game changes, with the computer's answer.
    pub fn apply(&mut self, event: PlayEvent, analysis: &ShownTree) {
        match event {
            PlayEvent::NewGame(first) => {
                self.first = first;
                self.restart(analysis);
            }
            PlayEvent::Undo => {
                if let Some((_, game)) = &mut self.game {
                    game.undo();
                    self.comment = None;
                }
            }
            PlayEvent::Take(take) => {
                if let Some((_, game)) = &mut self.game
                    && game.play(&analysis.solution, take).is_ok()
                {
                    self.comment = None;
                    self.computer_moves(&analysis.solution, &analysis.remoteness);
                }
            }
            PlayEvent::Replay(step) => self.replay = Some(step),
        }
    }

    /// Draws the game and returns what the player did; classroom mode (`hidden`) keeps hints and
    /// the computer's verdicts back. Drawing changes only the hint switch, and keeps the game in
    /// step with the analysis on show (a new game for a new one; the computer's turn played).
    pub fn ui(
        &mut self,
        ui: &mut Ui,
        analysis: &ShownTree,
        hidden: &HiddenStates,
        strings: &Strings,
    ) -> Option<PlayEvent> {
        let solution = &analysis.solution;
        let same_game = self
            .game
            .as_ref()
            .is_some_and(|(game, m)| *game == analysis.key.game && m.start == analysis.coins());
        if !same_game {
            self.restart(analysis);
        }
        if std::mem::take(&mut self.comment_due) {
            self.comment = self
                .game()
                .and_then(|game| saved_play::last_comment(game, solution));
        }
        let mut event = None;
        ui.horizontal_wrapped(|ui| {
            let mut first = self.first;
            if widgets::who_starts_ui(ui, &mut first, strings) {
                event = Some(PlayEvent::NewGame(first));
            }
            ui.checkbox(&mut self.hint, strings.play_hint);
            let can_undo = self
                .game()
                .is_some_and(|g| g.moves.iter().any(|(p, _)| *p == Player::Human));
            if ui
                .add_enabled(can_undo, egui::Button::new(strings.tree.play_undo))
                .clicked()
            {
                event = Some(PlayEvent::Undo);
            }
        });
        ui.separator();
        // A game started with the computer to move (or restored so) gets its answer at once.
        self.computer_moves(solution, &analysis.remoteness);
        let Some((_, game)) = &self.game else { return event };
        let game = game.clone();
        widgets::right_panel(ui, "play_moves", 0.35, 260.0).show(ui, |ui| moves_ui(ui, &game, strings));
        if let (Some(winner), Some(ending)) = (game.winner(solution), game.ending(solution)) {
            // The finished game can be replayed move by move.
            let shown = self.replay.unwrap_or(game.moves.len()).min(game.moves.len());
            let taken: u32 = game.moves[..shown].iter().map(|(_, take)| take).sum();
            coins_ui(ui, game.start - taken, game.start, strings);
            let (text, color) = match winner {
                Player::Human => (strings.play_you_win, style::WIN),
                Player::Computer => (strings.play_computer_wins, style::LOSE),
            };
            ui.label(RichText::new(text).size(26.0).strong().color(color));
            ui.label(RichText::new(over_reason(ending, game.coins, solution, strings)).size(16.0));
            ui.horizontal(|ui| {
                if ui
                    .button(RichText::new(strings.tree.play_again).size(18.0))
                    .clicked()
                {
                    event = Some(PlayEvent::NewGame(self.first));
                }
                let mut step = shown;
                let slider =
                    egui::Slider::new(&mut step, 0..=game.moves.len()).text(strings.tree.play_replay);
                if ui.add(slider).changed() {
                    event = Some(PlayEvent::Replay(step));
                }
            });
            return event;
        }
        coins_ui(ui, game.coins, game.start, strings);
        ui.label(RichText::new(strings.tree.play_your_turn).size(18.0).strong());
        // The hint comes before the takes: a large move set has hundreds of them.
        if self.hint {
            let hint = if hidden.shows_all(reason_names(solution, game.coins)) {
                hint_text(solution, game.coins, strings)
            } else {
                strings.play_hint_hidden.to_owned()
            };
            ui.label(RichText::new(hint).italics());
        }
        egui::ScrollArea::vertical()
            .id_salt("play_takes")
            .auto_shrink([false, true])
            .show(ui, |ui| {
                ui.horizontal_wrapped(|ui| {
                    for take in solution.game.legal_moves(game.coins) {
                        let text = RichText::new((strings.tree.play_take)(take)).size(20.0);
                        if ui.add(egui::Button::new(text)).clicked() {
                            event = Some(PlayEvent::Take(take));
                        }
                    }
                });
            });
        // Under the takes, not above: the comment comes with the computer's first answer, and
        // above it pushed the takes down under the player's next click.
        if let Some(comment) = self.comment {
            let secret = !hidden.shows_all(comment.names());
            ui.label(RichText::new(comment.text(secret, strings)).size(16.0));
        }
        event
    }

    /// The computer answers at once when it is its turn.
    fn computer_moves(&mut self, solution: &Solution, remoteness: &Remoteness) {
        let Some((_, game)) = &mut self.game else {
            return;
        };
        if game.to_move() != Player::Computer {
            return;
        }
        let Some(take) = computer_take(solution, remoteness, game.coins) else {
            return;
        };
        // Whether the computer is winning is the value of the position it moved from.
        let won = solution.outcome(game.coins) == Outcome::Win;
        if game.play(solution, take).is_ok() {
            self.comment = Some(Comment::new(take, game.coins, won));
        }
    }
}

/// The coins on the table, drawn as gold discs in the room the game's first pile (`start`)
/// took, and their number.
fn coins_ui(ui: &mut Ui, coins: u32, start: u32, strings: &Strings) {
    ui.add_space(8.0);
    ui.label(
        RichText::new((strings.tree.play_coins_left)(coins))
            .size(32.0)
            .strong(),
    );
    let per_row = 20;
    let size = 26.0;
    // As many rows as the game's first pile drew (or the most drawn), so what comes under the
    // coins stays put as the pile shrinks.
    let rows = start.min(MAX_DRAWN_COINS).div_ceil(per_row);
    let (rect, _) = ui.allocate_exact_size(vec2(per_row as f32 * size, rows as f32 * size), Sense::hover());
    if coins > MAX_DRAWN_COINS {
        return;
    }
    for index in 0..coins {
        let centre = rect.min
            + vec2(
                (index % per_row) as f32 * size + size / 2.0,
                (index / per_row) as f32 * size + size / 2.0,
            );
        ui.painter().circle(
            centre,
            size * 0.42,
            Color32::from_rgb(230, 185, 60),
            egui::Stroke::new(1.5, Color32::from_rgb(160, 120, 30)),
        );
    }
    ui.add_space(8.0);
}

/// The takes so far, numbered.
fn moves_ui(ui: &mut Ui, game: &CoinMatch, strings: &Strings) {
    ui.heading(strings.play_moves);
    // A game from a large pile has hundreds of moves: they scroll, newest in view.
    egui::ScrollArea::vertical()
        .auto_shrink(false)
        .stick_to_bottom(true)
        .show(ui, |ui| {
            let mut coins = game.start;
            for (index, &(player, take)) in game.moves.iter().enumerate() {
                coins -= take;
                let who = match player {
                    Player::Human => strings.play_you,
                    Player::Computer => strings.play_computer,
                };
                ui.label((strings.tree.play_move_line)(index + 1, who, take, coins));
            }
            if game.moves.is_empty() {
                ui.weak((strings.tree.play_start_line)(game.start));
            }
        });
}
