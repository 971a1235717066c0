//! The formula view drawn for the page. For takes {1, …, k}: the closed formula, worked out for
//! the pile, its check against the DP table, and the coin-game article's Table 1 (three groups of
//! k + 1 piles, the formula's verdict beside DP's). For other move sets: the certified period of wins
//! and losses, its losing positions, and the outcomes as rows of cells, one period a row.

use nimlab_core::games::formula;
use nimlab_core::games::period::Period;
use nimlab_core::games::{CoinGame, Outcome, Rule};

use super::scene::{Align, Point, Scene, Shape, approx_width, pt, wrap};
use super::theme::{Palette, Theme};
use crate::i18n::Language;
use crate::i18n::tree::{Hiding, verdict, worked};
use nimlab_core::games::pattern::{FORMULA_CHECK_UP_TO, Pattern};

const MARGIN: f32 = 36.0;
const TITLE_SIZE: f32 = 20.0;
const SIZE: f32 = 13.0;
/// Text wraps at this width; a wide table or strip widens the page past it.
const TEXT_WIDTH: f32 = 760.0;
/// Table 1's row height and the gap between its groups.
const ROW: f32 = 18.0;
const GROUP_GAP: f32 = 28.0;
/// Rows in one group of Table 1 at most (the tab shows as many).
const GROUP_ROWS: u32 = 20;
/// A cell of the outcome strip.
const CELL: (f32, f32) = (44.0, 22.0);

/// The formula, or the pattern, as a figure.
#[derive(Clone, Copy, Debug)]
pub struct FormulaFigure<'a> {
    /// The game.
    pub game: &'a CoinGame,
    /// Its formula's check or its period, as the tab computes them.
    pub pattern: &'a Pattern,
    /// The pile the formula is worked out for, ringed in the strip.
    pub coins: u32,
    /// The words' language.
    pub language: Language,
    /// Light or dark.
    pub theme: Theme,
}

/// Lines of text going down the page, each wrapped, in its size and colour.
struct Flow {
    y: f32,
    widest: f32,
    lines: Vec<(f32, String, f32, bool, super::scene::Colour)>,
}

impl Flow {
    fn new(y: f32) -> Self {
        Self {
            y,
            widest: 0.0,
            lines: Vec::new(),
        }
    }

    fn add(&mut self, text: &str, size: f32, bold: bool, colour: super::scene::Colour) {
        for line in wrap(text, size, TEXT_WIDTH) {
            self.y += size * 1.5;
            self.widest = self.widest.max(approx_width(&line, size));
            self.lines.push((self.y, line, size, bold, colour));
        }
    }

    fn space(&mut self, points: f32) {
        self.y += points;
    }

    fn draw(self, scene: &mut Scene) {
        for (y, text, size, bold, colour) in self.lines {
            if bold {
                scene.bold(pt(MARGIN, y), text, size, colour, Align::Start);
            } else {
                scene.text(pt(MARGIN, y), text, size, colour, Align::Start);
            }
        }
    }
}

impl FormulaFigure<'_> {
    /// The figure.
    pub fn scene(&self) -> Scene {
        let palette = self.theme.palette();
        match self.pattern {
            Pattern::Formula {
                k,
                checked,
                first_disagreement,
            } => self.formula(*k, checked, *first_disagreement, &palette),
            Pattern::Periodic {
                period,
                searched,
                outcomes,
            } => self.periodic(*period, *searched, outcomes, &palette),
        }
    }

    fn rule_word(&self) -> &'static str {
        match self.game.rule {
            Rule::Misere => self.language.strings().rule_misere,
            Rule::Normal => self.language.strings().rule_normal,
        }
    }

    fn formula(
        &self,
        k: u32,
        checked: &nimlab_core::games::Solution,
        first_disagreement: Option<u32>,
        palette: &Palette,
    ) -> Scene {
        let strings = self.language.strings();
        let t = strings.tree;
        let rule = self.game.rule;
        let modulus = k + 1;
        let title = format!("{} — {}", (t.formula_title)(k), self.rule_word());
        let statement = match rule {
            Rule::Misere => t.formula_misere,
            Rule::Normal => t.formula_normal,
        };
        let coins = self.coins;
        let now = worked(
            rule,
            k,
            coins,
            formula::answer(rule, k, coins),
            Hiding::Nothing,
            strings,
        );
        let mut flow = Flow::new(MARGIN + TITLE_SIZE + 8.0);
        let statement = statement(modulus);
        flow.add(&statement, SIZE + 1.0, false, palette.ink);
        flow.add(&(t.formula_now)(coins, &now), SIZE + 3.0, true, palette.ink);
        let (check, colour) = match first_disagreement {
            None => ((t.formula_agrees)(FORMULA_CHECK_UP_TO), palette.win),
            Some(at) => ((t.formula_disagrees)(at), palette.lose),
        };
        flow.add(&check, SIZE, false, colour);
        flow.space(14.0);
        flow.add(&t.formula_table_title(rule, k), SIZE + 2.0, true, palette.ink);
        flow.space(SIZE * 2.2);
        let table = Table1::new(k, rule, checked, self.language);
        let table_top = flow.y;
        let mut scene = page(&title, flow, (table.width(), table_top + table.height()), palette);
        table.draw(&mut scene, table_top, self.language, palette);
        scene
    }

    fn periodic(
        &self,
        period: Option<Period>,
        searched: usize,
        outcomes: &[Outcome],
        palette: &Palette,
    ) -> Scene {
        let t = self.language.strings().tree;
        let takes: Vec<String> = self.game.moves.takes().iter().map(u32::to_string).collect();
        let title = format!(
            "{} — {{{}}}, {}",
            t.pattern_title,
            takes.join(","),
            self.rule_word()
        );
        let mut flow = Flow::new(MARGIN + TITLE_SIZE + 8.0);
        let intro = (t.pattern_intro)(self.game.moves.largest());
        flow.add(&intro, SIZE, false, palette.ink);
        // Rows of the strip: the preperiod on its own, then one period a row (30 cells when the
        // period is longer than 40), eight periods in all; without a certificate, 30 outcomes.
        let (shown, width, preperiod) = match period {
            None => {
                let uncertified = (t.pattern_uncertified)(searched);
                flow.add(&uncertified, SIZE, false, palette.lose);
                (outcomes.len().min(30), 30, 0)
            }
            Some(p) => {
                let certified = (t.pattern_certified)(p, searched);
                flow.add(&certified, SIZE, false, palette.ink);
                let losing: Vec<String> = (p.preperiod..p.preperiod + p.period)
                    .filter(|&n| outcomes.get(n) == Some(&Outcome::Lose))
                    .map(|n| (n % p.period).to_string())
                    .collect();
                let lose_line = (t.pattern_lose_positions)(p.preperiod, p.period, &losing.join(", "));
                flow.add(&lose_line, SIZE + 1.0, true, palette.ink);
                let width = if p.period <= 40 { p.period } else { 30 };
                let shown = (p.preperiod + 8 * p.period).min(outcomes.len());
                (shown, width, p.preperiod)
            }
        };
        flow.space(16.0);
        let rows = strip_rows(shown, width, preperiod);
        let strip_top = flow.y;
        let widest_row = rows.iter().map(ExactSizeIterator::len).max().unwrap_or(0);
        let strip_bottom = strip_top + rows.len() as f32 * (CELL.1 + 3.0);
        let outlined = (self.coins as usize) < shown;
        let height = strip_bottom + if outlined { 24.0 } else { 0.0 };
        let size = (widest_row as f32 * (CELL.0 + 3.0), height);
        let mut scene = page(&title, flow, size, palette);
        for (r, row) in rows.into_iter().enumerate() {
            let y = strip_top + r as f32 * (CELL.1 + 3.0);
            for (c, n) in row.enumerate() {
                let x = MARGIN + c as f32 * (CELL.0 + 3.0);
                let label = format!("{n} {}", t.outcome_letter(outcomes[n]));
                let ringed = n == self.coins as usize;
                cell(&mut scene, pt(x, y), (label, outcomes[n]), ringed, palette);
            }
        }
        if outlined {
            let caption = (self.language.strings().figure.outlined)(self.coins);
            let at = pt(MARGIN, strip_bottom + 20.0);
            scene.text(at, caption, SIZE, palette.faint, Align::Start);
        }
        scene
    }
}

/// A page with `title` over `flow`, wide enough for them and for content `width` wide, as
/// tall as content reaching down to `bottom` (both without the margins).
fn page(title: &str, flow: Flow, (width, bottom): (f32, f32), palette: &Palette) -> Scene {
    let width = flow.widest.max(width).max(approx_width(title, TITLE_SIZE)) + 2.0 * MARGIN;
    let mut scene = Scene::headed(
        width,
        bottom + MARGIN,
        (palette.background, palette.ink),
        title,
        TITLE_SIZE,
    );
    flow.draw(&mut scene);
    scene
}

/// The strip's rows as ranges of positions: the preperiod first (wrapped at 40), then rows of
/// `width`, `shown` positions in all.
fn strip_rows(shown: usize, width: usize, preperiod: usize) -> Vec<std::ops::Range<usize>> {
    let mut rows = Vec::new();
    let mut start = 0;
    while start < shown {
        let end = if start < preperiod {
            preperiod
        } else {
            start + width.max(1)
        };
        let end = end.min(shown).min(start + 40);
        rows.push(start..end);
        start = end;
    }
    rows
}

/// One cell of the strip at `min`: its label on its outcome's colour, outlined if `ringed`.
fn cell(scene: &mut Scene, min: Point, (label, outcome): (String, Outcome), ringed: bool, palette: &Palette) {
    scene.push(Shape::Rect {
        min,
        max: pt(min.x + CELL.0, min.y + CELL.1),
        radius: 3.0,
        fill: Some(outcome_colour(outcome, palette)),
        stroke: ringed.then_some((3.0, palette.ink)),
        dash: None,
    });
    let at = pt(min.x + CELL.0 / 2.0, min.y + CELL.1 / 2.0 + 4.0);
    scene.bold(at, label, 11.0, palette.background, Align::Middle);
}

/// One row of Table 1: the pile, the formula's verdict and DP's, and whether they agree.
struct Entry {
    n: u32,
    by_formula: (String, Outcome),
    by_dp: (String, Outcome),
    agrees: bool,
}

/// The coin-game article's Table 1: three groups of k + 1 piles (at most [`GROUP_ROWS`]) side by
/// side.
struct Table1 {
    groups: Vec<Vec<Entry>>,
    rows: u32,
    /// The columns' widths: n, formula, DP, agreement.
    columns: [f32; 4],
}

impl Table1 {
    fn new(k: u32, rule: Rule, checked: &nimlab_core::games::Solution, language: Language) -> Self {
        let strings = language.strings();
        let modulus = k + 1;
        let rows = modulus.min(GROUP_ROWS);
        let entry = |n: u32| {
            let answer = formula::answer(rule, k, n);
            let moves = checked.winning_moves(n);
            let dp = verdict(strings, checked.outcome(n), moves.first().copied());
            Entry {
                n,
                by_formula: (verdict(strings, answer.outcome, answer.take), answer.outcome),
                by_dp: (dp, checked.outcome(n)),
                agrees: answer.outcome == checked.outcome(n) && answer.take.into_iter().eq(moves),
            }
        };
        let groups: Vec<Vec<Entry>> = (0..3)
            .map(|group| {
                (1..=rows)
                    .map(|row| group * modulus + row)
                    .filter(|&n| n <= checked.max_coins())
                    .map(entry)
                    .collect()
            })
            .collect();
        // The verdict columns as wide as their widest entry.
        let verdict_width = groups
            .iter()
            .flatten()
            .flat_map(|e| {
                [
                    approx_width(&e.by_formula.0, SIZE),
                    approx_width(&e.by_dp.0, SIZE),
                ]
            })
            .fold(approx_width(strings.tree.formula_column, SIZE), f32::max)
            + 16.0;
        Self {
            groups,
            rows,
            columns: [34.0, verdict_width, verdict_width, 18.0],
        }
    }

    fn group_width(&self) -> f32 {
        self.columns.iter().sum()
    }

    fn width(&self) -> f32 {
        3.0 * self.group_width() + 2.0 * GROUP_GAP
    }

    fn height(&self) -> f32 {
        (self.rows as f32 + 1.0) * ROW
    }

    fn draw(&self, scene: &mut Scene, top: f32, language: Language, palette: &Palette) {
        let t = language.strings().tree;
        let group_width = self.group_width();
        for (g, group) in self.groups.iter().enumerate() {
            let x0 = MARGIN + g as f32 * (group_width + GROUP_GAP);
            let mut xs = [x0; 4];
            for i in 1..4 {
                xs[i] = xs[i - 1] + self.columns[i - 1];
            }
            for (text, x) in ["n", t.formula_column, t.dp_column].iter().zip(xs) {
                scene.bold(pt(x, top), *text, SIZE, palette.faint, Align::Start);
            }
            scene.push(Shape::Line {
                from: pt(x0, top + 5.0),
                to: pt(x0 + group_width, top + 5.0),
                width: 0.6,
                colour: palette.rule,
                dash: None,
            });
            for (r, entry) in group.iter().enumerate() {
                let y = top + (r as f32 + 1.0) * ROW;
                scene.text(pt(xs[0], y), entry.n.to_string(), SIZE, palette.ink, Align::Start);
                for (x, (text, outcome)) in [(xs[1], &entry.by_formula), (xs[2], &entry.by_dp)] {
                    let colour = outcome_colour(*outcome, palette);
                    scene.text(pt(x, y), text.clone(), SIZE, colour, Align::Start);
                }
                let (mark, colour) = if entry.agrees {
                    ("=", palette.ink)
                } else {
                    ("≠", palette.lose)
                };
                scene.bold(pt(xs[3], y), mark, SIZE, colour, Align::Start);
            }
        }
    }
}

fn outcome_colour(outcome: Outcome, palette: &Palette) -> super::scene::Colour {
    match outcome {
        Outcome::Win => palette.win,
        Outcome::Lose => palette.lose,
    }
}

#[cfg(test)]
mod tests;
