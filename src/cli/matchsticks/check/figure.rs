//! A figure puzzle of a file checked for `nimlab match check` (by the one check,
//! `nimlab::work::check`), reported with the equation's fields plus what a
//! figure needs (its lattice, canvas, the figure to reach, answers counted up to symmetry), its
//! answers drawn in the square lattice's text form or, on the triangular lattice, counted as the
//! sticks that leave and arrive.

use std::fmt::Write as _;

use serde::Serialize;

use crate::i18n::Language;
use crate::work::check::{CheckRefusal, Checked};
use nimlab_core::matchsticks::difficulty;
use nimlab_core::shapes::canvas::Lattice;
use nimlab_core::shapes::puzzle::{Figure, Orientation, Puzzle};
use nimlab_core::shapes::text;

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

/// Why a figure puzzle was not solved, in a line.
fn refusal_words(refusal: CheckRefusal) -> String {
    match refusal {
        CheckRefusal::Budget { steps, max: 0 } => {
            format!("not solved: {steps} step(s) weigh too many choices on this canvas")
        }
        CheckRefusal::Budget { steps, max } => {
            format!("not solved: its budget of {steps} step(s) weighs too many choices here (at most {max})")
        }
        CheckRefusal::Layout | CheckRefusal::Solve(_) => "not solved: its sticks cannot be read".to_owned(),
    }
}

/// A figure puzzle's check told: its JSON object and its lines of text.
pub(super) fn report(
    record: &nimlab_core::puzzle_file::PuzzleRecord,
    puzzle: &Puzzle,
    checked: &Checked,
) -> (serde_json::Value, Vec<String>) {
    let (badge, answers, distinct, difficulty, error) = match checked {
        Checked::Solved {
            badge,
            answers,
            distinct,
            difficulty,
        } => (Some(badge), answers.as_slice(), *distinct, *difficulty, None),
        Checked::Refused(refusal) => (None, &[][..], 0, None, Some(refusal_words(*refusal))),
    };
    let canvas = puzzle.canvas();
    let budget = puzzle.budget;
    let answers: Vec<FigureAnswer> = answers
        .iter()
        .map(|a| FigureAnswer {
            sticks: a.text(record, Language::English),
            moves: a.steps,
        })
        .collect();
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
        total: badge.map_or(0, |b| b.answers),
        total_distinct: distinct,
        unique: badge.is_some_and(|b| b.unique),
        nearest: badge.and_then(|b| b.nearest),
        difficulty,
        error,
    };
    let lines = text_lines(&report);
    (serde_json::to_value(&report).expect("plain data"), lines)
}

/// The head line, then each answer listed: drawn under the head (square) or one a line.
fn text_lines(report: &CheckedFigure) -> Vec<String> {
    const INDENT: &str = "      ";
    let up_to = if report.exactly { "exactly" } else { "up to" };
    let title = super::shown_title(report.title);
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
            let steps = if answer.moves == 1 { "step" } else { "steps" };
            lines.push(format!("{INDENT}({} {steps}):", answer.moves));
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
