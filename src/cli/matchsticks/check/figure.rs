//! A figure puzzle of a file checked for `nimlab match check`: solved as the collection's badges
//! solve it (`nimlab::figure::shapes::check`), reported with the equation's fields plus what a
//! figure needs (its lattice, canvas, the figure to reach, answers counted up to symmetry), its
//! answers drawn in the square lattice's text form or, on the triangular lattice, counted as the
//! sticks that leave and arrive.

use std::fmt::Write as _;

use serde::Serialize;

use crate::figure::shapes::check::{FigureRefusal, answer_text, check_figure};
use nimlab_core::matchsticks::difficulty;
use nimlab_core::shapes::canvas::Lattice;
use nimlab_core::shapes::puzzle::{Figure, Orientation, Puzzle};
use nimlab_core::shapes::text;
use nimlab_core::watch::Unwatched;

/// One answer as the JSON lists it.
#[derive(Debug, Serialize)]
struct FigureAnswer {
    /// The text form (square lattice), or "k leave, j arrive" (triangular).
    sticks: String,
    moves: u32,
}

/// A figure puzzle as the JSON reports it.
#[derive(Debug, Serialize)]
struct CheckedFigure<'a> {
    title: &'a str,
    kind: &'static str,
    lattice: &'static str,
    /// Dots across and down.
    width: u8,
    height: u8,
    /// How many sticks the puzzle has.
    sticks: u32,
    /// The puzzle's sticks in the text form; `null` on the triangular lattice.
    puzzle: Option<String>,
    /// What the answer shows: "3 squares", "4 triangles, one size", "the target, as drawn".
    figure: String,
    goal: &'static str,
    max_moves: u32,
    exactly: bool,
    solutions: Vec<FigureAnswer>,
    /// Every answer within the budget, as placed on the canvas.
    total: u128,
    /// The same answers counted once per kind up to the puzzle's symmetry.
    total_distinct: u128,
    /// One answer up to symmetry at the budget and none nearer.
    unique: bool,
    nearest: Option<u32>,
    /// The shapes generator's figure, for a puzzle with one answer up to symmetry.
    difficulty: Option<u32>,
    #[serde(skip_serializing_if = "Option::is_none")]
    error: Option<String>,
}

/// The figure to reach, in words.
pub(crate) fn figure_words(puzzle: &Puzzle) -> String {
    let name = match puzzle.canvas().lattice() {
        Lattice::Square => "square",
        Lattice::Triangular => "triangle",
    };
    match puzzle.figure {
        Figure::Count { count, rules } => {
            let plural = if count == 1 { "" } else { "s" };
            let one_size = if rules.same_size { ", one size" } else { "" };
            let loose = if rules.tidy { "" } else { ", loose sticks allowed" };
            format!("{count} {name}{plural}{one_size}{loose}")
        }
        Figure::Target { orientation, .. } => match orientation {
            Orientation::Free => "the target, turned or mirrored".to_owned(),
            Orientation::Kept => "the target, as drawn".to_owned(),
        },
    }
}

/// A figure puzzle checked: its JSON object and its lines of text.
pub(super) fn check(
    record: &nimlab_core::puzzle_file::PuzzleRecord,
    puzzle: &Puzzle,
    limit: usize,
) -> (serde_json::Value, Vec<String>) {
    let checked = check_figure(puzzle, limit, &mut Unwatched);
    let error = checked.as_ref().err().map(|refusal| match refusal {
        FigureRefusal::Budget { steps, max: 0 } => {
            format!("not solved: {steps} step(s) weigh too many choices on this canvas")
        }
        FigureRefusal::Budget { steps, max } => {
            format!("not solved: its budget of {steps} step(s) weighs too many choices here (at most {max})")
        }
        FigureRefusal::Cancelled => "not solved: stopped".to_owned(),
    });
    let canvas = puzzle.canvas();
    let budget = puzzle.budget;
    let answers: Vec<FigureAnswer> = checked
        .as_ref()
        .map(|c| {
            c.solved
                .answers
                .iter()
                .map(|a| FigureAnswer {
                    sticks: answer_text(puzzle, a.sticks, crate::i18n::Language::English),
                    moves: a.steps,
                })
                .collect()
        })
        .unwrap_or_default();
    let report = CheckedFigure {
        title: &record.title,
        kind: "figure",
        lattice: canvas.lattice().as_str(),
        width: canvas.width(),
        height: canvas.height(),
        sticks: puzzle.sticks().len(),
        puzzle: text::text(canvas, puzzle.sticks()),
        figure: figure_words(puzzle),
        goal: budget.goal.as_str(),
        max_moves: budget.steps,
        exactly: budget.exactly,
        solutions: answers,
        total: checked.as_ref().map_or(0, |c| c.solved.total()),
        total_distinct: checked.as_ref().map_or(0, |c| c.solved.total_distinct()),
        unique: checked.as_ref().is_ok_and(|c| c.badge.unique),
        nearest: checked.as_ref().ok().and_then(|c| c.badge.nearest),
        difficulty: checked.as_ref().ok().and_then(|c| c.difficulty),
        error,
    };
    let lines = text_lines(&report);
    (serde_json::to_value(&report).expect("plain data"), lines)
}

/// The head line, then each answer listed: drawn under the head (square) or one a line.
fn text_lines(report: &CheckedFigure) -> Vec<String> {
    const INDENT: &str = "      ";
    let up_to = if report.exactly { "exactly" } else { "up to" };
    let title = if report.title.is_empty() {
        "(untitled)"
    } else {
        report.title
    };
    let reach = if report.goal == "remove" { "leave" } else { "make" };
    let mut head = format!(
        "  {title} — {} {}×{} dots, {} sticks: {} {up_to} {} to {reach} {}: ",
        report.lattice,
        report.width,
        report.height,
        report.sticks,
        report.goal,
        report.max_moves,
        report.figure,
    );
    if let Some(why) = &report.error {
        head.push_str(why);
        return vec![head];
    }
    if report.total == 0 {
        head.push_str("no answer");
        return vec![head];
    }
    let _ = write!(
        head,
        "{} answer(s), {} up to symmetry {}",
        report.total,
        report.total_distinct,
        if report.unique { "[unique]" } else { "[not unique]" }
    );
    if let Some(figure) = report.difficulty {
        let _ = write!(head, " {} (difficulty {figure})", difficulty::stars_text(figure));
    }
    let mut lines = vec![head];
    for answer in &report.solutions {
        if answer.sticks.contains('\n') {
            lines.push(format!("{INDENT}({} step(s)):", answer.moves));
            lines.extend(answer.sticks.lines().map(|row| format!("{INDENT}{row}")));
        } else {
            lines.push(format!("{INDENT}{} ({})", answer.sticks, answer.moves));
        }
    }
    let more = report.total.saturating_sub(report.solutions.len() as u128);
    if more > 0 {
        lines.push(format!("{INDENT}… and {more} more"));
    }
    lines
}
