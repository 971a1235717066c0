//! Seed 000's DP table drawn for the page: for every pile from 0 to n, whether the player to move
//! wins and the takes that win, in columns of a fixed number of rows so a long table stays
//! legible (the page grows wider, nothing is left out).

use nimlab_core::games::Solution;
use nimlab_core::games::coin_game::Outcome;

use super::scene::{Align, Scene, Shape, approx_width, pt};
use super::theme::Theme;
use super::words;
use crate::ui::i18n::Language;

/// Rows in one column of the table.
pub const ROWS: usize = 40;

/// Winning takes a row lists before saying how many more there are: a thousand takes on each of
/// a thousand rows would be a million numbers, a file of hundreds of megabytes.
pub const TAKES_LISTED: usize = 8;

const ROW: f32 = 16.0;
const MARGIN: f32 = 36.0;
const TITLE_SIZE: f32 = 18.0;
const SIZE: f32 = 10.5;

/// The DP table as a figure.
#[derive(Clone, Copy, Debug)]
pub struct DpTableFigure<'a> {
    /// The solved game, up to the pile asked for.
    pub solution: &'a Solution,
    /// The largest pile in the table.
    pub coins: u32,
    /// The words' language.
    pub language: Language,
    /// Light or dark.
    pub theme: Theme,
}

impl DpTableFigure<'_> {
    /// The figure.
    pub fn scene(&self) -> Scene {
        let palette = self.theme.palette();
        let strings = self.language.strings();
        let game = &self.solution.game;
        let title = words::dp_title(self.language, self.coins, game.moves.takes(), game.rule);
        let rows: Vec<(u32, Outcome, String)> = (0..=self.coins)
            .map(|n| {
                let takes = self.solution.winning_moves(n);
                let mut listed = takes
                    .iter()
                    .take(TAKES_LISTED)
                    .map(u32::to_string)
                    .collect::<Vec<_>>()
                    .join(", ");
                if takes.len() > TAKES_LISTED {
                    listed.push_str(&words::and_more(self.language, takes.len() - TAKES_LISTED));
                }
                let takes = listed;
                (n, self.solution.outcome(n), takes)
            })
            .collect();
        let takes_width = rows.iter().map(|(_, _, t)| approx_width(t, SIZE)).fold(
            approx_width(words::dp_winning_takes(self.language), SIZE),
            f32::max,
        );
        // Where the takes start: after the widest of the outcome column's words.
        let takes_at = 34.0
            + [words::dp_outcome(self.language), strings.win, strings.lose]
                .iter()
                .map(|w| approx_width(w, SIZE))
                .fold(0.0, f32::max)
            + 12.0;
        let column = takes_at + takes_width + 28.0;
        let columns = rows.len().div_ceil(ROWS);
        let width = (columns as f32 * column).max(approx_width(&title, TITLE_SIZE)) + 2.0 * MARGIN;
        let top = MARGIN + TITLE_SIZE + 26.0;
        let height = top + (rows.len().min(ROWS) as f32 + 1.0) * ROW + MARGIN;
        let mut scene = Scene::new(width, height, palette.background, title.clone());
        scene.bold(
            pt(MARGIN, MARGIN + TITLE_SIZE),
            title,
            TITLE_SIZE,
            palette.ink,
            Align::Start,
        );
        for (c, chunk) in rows.chunks(ROWS).enumerate() {
            let x = MARGIN + c as f32 * column;
            let outcome = words::dp_outcome(self.language);
            let heading = [
                ("n", x + 24.0, Align::End),
                (outcome, x + 34.0, Align::Start),
                (words::dp_winning_takes(self.language), x + takes_at, Align::Start),
            ];
            for (text, at, align) in heading {
                scene.bold(pt(at, top), text, SIZE, palette.faint, align);
            }
            scene.push(Shape::Line {
                from: pt(x, top + 5.0),
                to: pt(x + column - 28.0, top + 5.0),
                width: 0.6,
                colour: palette.rule,
                dash: None,
            });
            for (r, (n, outcome, takes)) in chunk.iter().enumerate() {
                let y = top + (r as f32 + 1.0) * ROW;
                let (word, colour) = match outcome {
                    Outcome::Win => (strings.win, palette.win),
                    Outcome::Lose => (strings.lose, palette.lose),
                };
                scene.text(pt(x + 24.0, y), n.to_string(), SIZE, palette.ink, Align::End);
                scene.bold(pt(x + 34.0, y), word, SIZE, colour, Align::Start);
                scene.text(
                    pt(x + takes_at, y),
                    takes.clone(),
                    SIZE,
                    palette.ink,
                    Align::Start,
                );
            }
        }
        scene
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use nimlab_core::games::{CoinGame, MoveSet, Rule};

    fn texts(scene: &Scene) -> Vec<&str> {
        scene
            .shapes
            .iter()
            .filter_map(|s| match s {
                Shape::Text { text, .. } => Some(text.as_str()),
                _ => None,
            })
            .collect()
    }

    #[test]
    fn a_long_list_of_winning_takes_says_how_many_more() {
        let game = CoinGame {
            moves: MoveSet::parse(
                &(1..=300)
                    .map(|t| (3 * t - 2).to_string())
                    .collect::<Vec<_>>()
                    .join(","),
            )
            .expect("takes"),
            rule: Rule::Misere,
        };
        let coins = 900;
        let solution = game.solve(coins);
        let scene = DpTableFigure {
            solution: &solution,
            coins,
            language: Language::English,
            theme: Theme::Light,
        }
        .scene();
        let longest = (0..=coins)
            .map(|n| solution.winning_moves(n).len())
            .max()
            .unwrap_or(0);
        assert!(longest > TAKES_LISTED, "the game has long lists: {longest}");
        for n in 0..=coins {
            let takes = solution.winning_moves(n);
            if takes.len() > TAKES_LISTED {
                let more = format!(" and {} more", takes.len() - TAKES_LISTED);
                assert!(texts(&scene).iter().any(|t| t.ends_with(&more)), "{n}: {more}");
            }
        }
    }

    #[test]
    fn every_pile_has_its_row_with_the_engines_outcome_and_takes() {
        let game = CoinGame {
            moves: MoveSet::parse("1,3,4").expect("takes"),
            rule: Rule::Normal,
        };
        for coins in [0, 13, 39, 40, 41, 130] {
            let solution = game.solve(coins);
            let scene = DpTableFigure {
                solution: &solution,
                coins,
                language: Language::English,
                theme: Theme::Light,
            }
            .scene();
            let texts = texts(&scene);
            let wins = texts.iter().filter(|t| **t == "Win").count();
            let loses = texts.iter().filter(|t| **t == "Lose").count();
            assert_eq!(
                wins,
                (0..=coins)
                    .filter(|&n| solution.outcome(n) == Outcome::Win)
                    .count()
            );
            assert_eq!(
                loses,
                (0..=coins)
                    .filter(|&n| solution.outcome(n) == Outcome::Lose)
                    .count()
            );
            for n in 0..=coins {
                assert!(texts.contains(&n.to_string().as_str()), "{n} has its row");
            }
        }
    }
}
