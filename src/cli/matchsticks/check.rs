//! `nimlab match check`: a puzzle file loaded and every puzzle in it solved with the budget it
//! states, as text or JSON, each said unique or not (one answer at the budget, none nearer: the
//! window's meaning too, `nimlab_core::matchsticks::unique`). A figure puzzle of the file is
//! checked by `check/figure.rs`.

mod figure;

use clap::Args;
use serde::Serialize;

use super::{DEFAULT_LIMIT, MAX_FAST_STEPS, SolutionReport, solution_reports};
use nimlab_core::matchsticks::difficulty;
use nimlab_core::matchsticks::layout::Layout;
use nimlab_core::matchsticks::solve::{self, Solutions};
use nimlab_core::matchsticks::unique::Badge;
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
    solutions: Vec<SolutionReport<'a>>,
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

/// Solves a puzzle of a file with the budget it states, or says why not: a budget outside
/// 1 to `MAX_FAST_STEPS` is reported, never changed.
fn check_record(
    layout: &Layout,
    record: &nimlab_core::puzzle_file::PuzzleRecord,
    limit: usize,
) -> Result<Solutions, String> {
    if !(1..=MAX_FAST_STEPS).contains(&record.steps) {
        return Err(format!(
            "not solved: its budget of {} step(s) is outside 1 to {MAX_FAST_STEPS}",
            record.steps
        ));
    }
    // Up to or exactly its steps, as the puzzle states.
    solve::solve_budget(layout, record.rules, record.budget(), limit, &mut Unwatched)
        .map_err(|e| format!("not solved: {e}"))
}

pub(super) fn match_check(args: &CheckArgs) -> anyhow::Result<String> {
    let file = crate::storage::load(&args.file)?;
    let limit = args
        .limit
        .unwrap_or(if args.json { DEFAULT_LIMIT } else { TEXT_LIMIT });
    // Each puzzle as its JSON object and its lines of text, an equation or a figure.
    let checked: Vec<(serde_json::Value, Vec<String>)> = file
        .puzzles
        .iter()
        .map(|record| {
            if let Some(figure) = record.figure() {
                let puzzle = figure.expect("load checked every figure puzzle");
                figure::check(record, &puzzle, limit)
            } else {
                let layout = record.layout().expect("load checked every layout");
                check_equation(record, &layout, limit)
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
fn check_equation(
    record: &nimlab_core::puzzle_file::PuzzleRecord,
    layout: &Layout,
    limit: usize,
) -> (serde_json::Value, Vec<String>) {
    let solved = check_record(layout, record, limit);
    let difficulty = (solved.is_ok() && record.steps < MAX_FAST_STEPS)
        .then(|| difficulty::of_puzzle(layout, record.rules, record.goal, record.steps, &mut Unwatched))
        .and_then(|figure| figure.ok().flatten());
    let report = CheckedPuzzle {
        title: &record.title,
        kind: "equation",
        puzzle: layout.text(record.rules.variants),
        goal: record.goal.as_str(),
        max_moves: record.steps,
        exactly: record.exactly,
        solutions: solved
            .as_ref()
            .map(|s| solution_reports(&s.answers))
            .unwrap_or_default(),
        total: solved.as_ref().map_or(0, Solutions::total),
        unique: solved.as_ref().is_ok_and(|s| Badge::of(s, record.steps).unique),
        nearest: solved
            .as_ref()
            .ok()
            .and_then(|s| Badge::of(s, record.steps).nearest),
        difficulty,
        error: solved.as_ref().err().cloned(),
    };
    let json = serde_json::to_value(&report).expect("plain data");
    let head = format!(
        "  {} — {} ({} {} {}): ",
        record.title,
        layout.text(record.rules.variants),
        record.goal,
        if record.exactly { "exactly" } else { "up to" },
        record.steps,
    );
    let words: Vec<String> = match &solved {
        Err(why) => vec![why.clone()],
        Ok(solved) if solved.answers.is_empty() => vec!["no answer".to_owned()],
        Ok(solved) => {
            let count = solved.answers.len();
            let mut words: Vec<String> = solved
                .answers
                .iter()
                .enumerate()
                .map(|(i, a)| {
                    let comma = if i + 1 < count { "," } else { "" };
                    format!("{} ({}){comma}", a.equation, a.moves)
                })
                .collect();
            let more = solved.total().saturating_sub(count as u128);
            if more > 0 {
                words.push(format!("… and {more} more"));
            }
            let unique = if Badge::of(solved, record.steps).unique {
                "[unique]"
            } else {
                "[not unique]"
            };
            words.push(unique.to_owned());
            if let Some(figure) = difficulty {
                words.push(format!(
                    "{} (difficulty {figure})",
                    difficulty::stars_text(figure)
                ));
            }
            words
        }
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
