//! `nimlab match check`: a puzzle file loaded and every puzzle in it solved with the budget it
//! states, as text or JSON, each said unique or not (one answer at the budget, none nearer: the
//! window's meaning too, `nimlab_core::matchsticks::unique`). A figure puzzle of the file is
//! checked by `check/figure.rs`.

mod figure;

use clap::Args;
use serde::Serialize;

use super::DEFAULT_LIMIT;
use crate::i18n::Language;
use crate::work::check::{CheckRefusal, Checked, check_listing};
use nimlab_core::matchsticks::difficulty;
use nimlab_core::matchsticks::layout::Layout;
use nimlab_core::puzzle_file::PuzzleRecord;
use nimlab_core::watch::Unwatched;

/// The arguments of `nimlab match check`.
#[derive(Debug, Args)]
pub struct CheckArgs {
    /// The puzzle file (.ron).
    pub file: std::path::PathBuf,
    /// List at most this many answers of each puzzle, the rest counted (default: 10 in text,
    /// 1000 in JSON).
    #[arg(long)]
    pub limit: Option<usize>,
    /// Print one JSON object instead of text.
    #[arg(long)]
    pub json: bool,
}

/// How many answers of each puzzle the text lists unless told: a line or two a puzzle.
const TEXT_LIMIT: usize = 10;

/// Where the text's lines wrap: a terminal's usual width, less a margin.
const TEXT_WIDTH: usize = 100;

/// An equation's answer as the JSON lists it.
#[derive(Debug, Serialize)]
struct EquationAnswer {
    equation: String,
    moves: u32,
}

#[derive(Debug, Serialize)]
struct CheckedPuzzle<'a> {
    title: &'a str,
    /// "equation" here; "figure" for a figure puzzle (see `check/figure.rs`).
    kind: &'static str,
    puzzle: String,
    goal: &'static str,
    max_moves: u32,
    /// The budget is exact, not "up to".
    exactly: bool,
    solutions: Vec<EquationAnswer>,
    /// Every answer within the budget (`solutions` lists the first `--limit`).
    total: u128,
    /// Exactly one answer at the budget and none nearer (`nimlab_core::matchsticks::unique`).
    unique: bool,
    /// Steps to the nearest answer within the budget, if any.
    nearest: Option<u32>,
    /// How hard it is (`nimlab_core::matchsticks::difficulty`), when an answer lies within the
    /// budget and the solver takes a step past it.
    difficulty: Option<u32>,
    /// Why the puzzle was not solved (a budget the solver does not take, say), if it was not.
    #[serde(skip_serializing_if = "Option::is_none")]
    error: Option<String>,
}

/// A puzzle's title as the text names it: "(untitled)" for none, equations and figures alike.
fn shown_title(title: &str) -> &str {
    if title.is_empty() { "(untitled)" } else { title }
}

/// Why an equation was not solved, in a line: a budget outside what the solver takes is
/// reported, never changed.
fn refusal_words(refusal: CheckRefusal) -> String {
    match refusal {
        CheckRefusal::Layout => "not solved: its layout cannot be read".to_owned(),
        CheckRefusal::Budget { steps, max } => {
            format!("not solved: its budget of {steps} step(s) is outside 1 to {max}")
        }
        CheckRefusal::Solve(why) => format!("not solved: {why}"),
    }
}

pub(super) fn match_check(args: &CheckArgs) -> anyhow::Result<String> {
    let file = crate::storage::load(&args.file)?;
    let limit = args
        .limit
        .unwrap_or(if args.json { DEFAULT_LIMIT } else { TEXT_LIMIT });
    // Each puzzle checked as the window checks it, then told as its JSON object and its lines
    // of text, an equation or a figure.
    let checked: Vec<(serde_json::Value, Vec<String>)> = file
        .puzzles
        .iter()
        .map(|record| {
            let checked =
                check_listing(record, limit, &mut Unwatched).expect("nothing stops an unwatched check");
            if let Some(figure) = record.figure() {
                let puzzle = figure.expect("load checked every figure puzzle");
                figure::report(record, &puzzle, &checked)
            } else {
                let layout = record.layout().expect("load checked every layout");
                report_equation(record, &layout, &checked)
            }
        })
        .collect();
    if args.json {
        let puzzles: Vec<serde_json::Value> = checked.into_iter().map(|(json, _)| json).collect();
        let report = serde_json::json!({ "file": args.file.display().to_string(), "puzzles": puzzles });
        return Ok(report.to_string());
    }
    let mut lines = vec![format!("{}: {} puzzle(s)", args.file.display(), checked.len())];
    lines.extend(checked.into_iter().flat_map(|(_, text)| text));
    Ok(lines.join("\n"))
}

/// An equation checked: its JSON object and its lines of text.
fn report_equation(
    record: &PuzzleRecord,
    layout: &Layout,
    checked: &Checked,
) -> (serde_json::Value, Vec<String>) {
    let (badge, answers, difficulty, error) = match checked {
        Checked::Solved {
            badge,
            answers,
            difficulty,
            ..
        } => (Some(badge), answers.as_slice(), *difficulty, None),
        Checked::Refused(refusal) => (None, &[][..], None, Some(refusal_words(*refusal))),
    };
    let total = badge.map_or(0, |b| b.answers);
    let report = CheckedPuzzle {
        title: &record.title,
        kind: "equation",
        puzzle: layout.text(record.rules.variants),
        goal: record.goal.as_str(),
        max_moves: record.steps,
        exactly: record.exactly,
        solutions: answers
            .iter()
            .map(|a| EquationAnswer {
                equation: a.text(record, Language::English),
                moves: a.steps,
            })
            .collect(),
        total,
        unique: badge.is_some_and(|b| b.unique),
        nearest: badge.and_then(|b| b.nearest),
        difficulty,
        error,
    };
    let json = serde_json::to_value(&report).expect("plain data");
    let head = format!(
        "  {} — {} ({} {} {}): ",
        shown_title(&record.title),
        report.puzzle,
        record.goal,
        if record.exactly { "exactly" } else { "up to" },
        record.steps,
    );
    let words: Vec<String> = if let Some(why) = &report.error {
        vec![why.clone()]
    } else if report.solutions.is_empty() {
        vec!["no answer".to_owned()]
    } else {
        let count = report.solutions.len();
        let mut words: Vec<String> = report
            .solutions
            .iter()
            .enumerate()
            .map(|(i, a)| {
                let comma = if i + 1 < count { "," } else { "" };
                format!("{} ({}){comma}", a.equation, a.moves)
            })
            .collect();
        let more = total.saturating_sub(count as u128);
        if more > 0 {
            words.push(format!("… and {more} more"));
        }
        words.push(if report.unique { "[unique]" } else { "[not unique]" }.to_owned());
        if let Some(figure) = difficulty {
            words.push(format!(
                "{} (difficulty {figure})",
                difficulty::stars_text(figure)
            ));
        }
        words
    };
    (json, flow(head, &words, TEXT_WIDTH))
}

/// `words` after `head`, one space apart, in lines of at most `width` characters where they fit
/// (a word is never split); later lines are indented under the head's text.
fn flow(head: String, words: &[String], width: usize) -> Vec<String> {
    const INDENT: &str = "      ";
    let mut lines = Vec::new();
    let mut line = head;
    let mut fresh = true;
    for word in words {
        let long = line.chars().count() + usize::from(!fresh) + word.chars().count();
        if !fresh && long > width {
            lines.push(std::mem::replace(&mut line, INDENT.to_owned()));
            fresh = true;
        }
        if !fresh {
            line.push(' ');
        }
        line.push_str(word);
        fresh = false;
    }
    lines.push(line);
    lines
}

#[cfg(test)]
mod tests {
    use super::flow;

    #[test]
    fn words_flow_within_the_width_and_never_split() {
        let words: Vec<String> = ["aaaa,", "bbbb,", "cccc", "[unique]"].map(String::from).to_vec();
        assert_eq!(
            flow("h: ".to_owned(), &words, 14),
            ["h: aaaa, bbbb,", "      cccc", "      [unique]"]
        );
        assert_eq!(
            flow("h: ".to_owned(), &words, 80),
            ["h: aaaa, bbbb, cccc [unique]"]
        );
    }
}
