//! `nimlab match check`: a puzzle file loaded and every puzzle in it solved with the budget it
//! states, as text or JSON, each said unique or not (one answer at the budget, none nearer: the
//! window's meaning too, `nimlab_core::matchsticks::unique`).

use clap::Args;
use serde::Serialize;

use super::{DEFAULT_LIMIT, MAX_FAST_STEPS, SolutionReport, listed_note, solution_reports};
use nimlab_core::matchsticks::layout::Layout;
use nimlab_core::matchsticks::solve::{self, Solutions};
use nimlab_core::matchsticks::unique::Badge;
use nimlab_core::watch::Unwatched;

/// The arguments of `nimlab match check`.
#[derive(Debug, Args)]
pub struct CheckArgs {
    /// The puzzle file (.ron).
    pub file: std::path::PathBuf,
    /// Print one JSON object instead of text.
    #[arg(long)]
    pub json: bool,
}

#[derive(Debug, Serialize)]
struct CheckedPuzzle<'a> {
    title: &'a str,
    puzzle: String,
    goal: &'static str,
    max_moves: u32,
    solutions: Vec<SolutionReport<'a>>,
    /// Every answer within the budget (`solutions` lists the first `DEFAULT_LIMIT`).
    total: u128,
    /// Exactly one answer at the budget and none nearer (`nimlab_core::matchsticks::unique`).
    unique: bool,
    /// Steps to the nearest answer within the budget, if any.
    nearest: Option<u32>,
    /// Why the puzzle was not solved (a budget the solver does not take, say), if it was not.
    #[serde(skip_serializing_if = "Option::is_none")]
    error: Option<String>,
}

/// Solves a puzzle of a file with the budget it states, or says why not: a budget outside
/// 1 to `MAX_FAST_STEPS` is reported, never changed.
fn check_record(
    layout: &Layout,
    record: &nimlab_core::puzzle_file::PuzzleRecord,
) -> Result<Solutions, String> {
    if !(1..=MAX_FAST_STEPS).contains(&record.steps) {
        return Err(format!(
            "not solved: its budget of {} step(s) is outside 1 to {MAX_FAST_STEPS}",
            record.steps
        ));
    }
    solve::solve_within(
        layout,
        record.rules,
        record.goal,
        record.steps,
        DEFAULT_LIMIT,
        &mut Unwatched,
    )
    .map_err(|e| format!("not solved: {e}"))
}

pub(super) fn match_check(args: &CheckArgs) -> anyhow::Result<String> {
    let file = crate::storage::load(&args.file)?;
    let solved: Vec<(
        &nimlab_core::puzzle_file::PuzzleRecord,
        Layout,
        Result<Solutions, String>,
    )> = file
        .puzzles
        .iter()
        .map(|record| {
            let layout = record.layout().expect("load checked every layout");
            let solved = check_record(&layout, record);
            (record, layout, solved)
        })
        .collect();
    if args.json {
        let puzzles: Vec<CheckedPuzzle> = solved
            .iter()
            .map(|(record, layout, solved)| CheckedPuzzle {
                title: &record.title,
                puzzle: layout.text(record.rules.variants),
                goal: record.goal.as_str(),
                max_moves: record.steps,
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
                error: solved.as_ref().err().cloned(),
            })
            .collect();
        let report = serde_json::json!({ "file": args.file.display().to_string(), "puzzles": puzzles });
        return Ok(report.to_string());
    }
    let mut lines = vec![format!("{}: {} puzzle(s)", args.file.display(), solved.len())];
    for (record, layout, solved) in &solved {
        let described = match solved {
            Err(why) => why.clone(),
            Ok(solved) if solved.answers.is_empty() => "no answer".to_owned(),
            Ok(solved) => {
                let listed: Vec<String> = solved
                    .answers
                    .iter()
                    .map(|a| format!("{} ({})", a.equation, a.moves))
                    .collect();
                let unique = if Badge::of(solved, record.steps).unique {
                    "unique"
                } else {
                    "not unique"
                };
                format!("{}{} [{unique}]", listed.join(", "), listed_note(solved))
            }
        };
        lines.push(format!(
            "  {} — {} ({} up to {}): {described}",
            record.title,
            layout.text(record.rules.variants),
            record.goal,
            record.steps,
        ));
    }
    Ok(lines.join("\n"))
}
