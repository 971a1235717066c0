//! `nimlab shapes solve`: every layout within the budget that shows exactly N squares, as text
//! or JSON. The layout is read in the text form; its cost is bounded before any search (the
//! text's cap, the steps, the solver's number of choices), each refusal one line.

use std::path::PathBuf;

use clap::Args;
use serde::Serialize;

use super::read::read_layout;
use crate::cli::matchsticks::parse_goal;
use crate::cli::progress::Progress;
use nimlab_core::matchsticks::budget::Budget;
use nimlab_core::matchsticks::solve::Goal;
use nimlab_core::shapes::puzzle::{Figure, Puzzle, Rules};
use nimlab_core::shapes::solve::{MAX_STEPS, Solutions, solve_within};
use nimlab_core::shapes::text::text;

/// How many answers are listed unless told otherwise (all are counted).
const DEFAULT_LIMIT: usize = 1000;

/// The most answers listed: each is held with its text (up to 240 bytes) until printed.
const MAX_LISTED: usize = 100_000;

/// Why `--triangles` is refused: the text form has no triangular lattice.
const NO_TRIANGLES: &str = "--triangles: the text form draws the square lattice only, so a layout \
                            read from it has no triangles; count squares with --squares";

/// The arguments of `nimlab shapes solve`.
#[derive(Debug, Args)]
pub struct ShapesSolveArgs {
    /// The layout in the text form (rows of '.' with '-' between dots, rows of '|' under them),
    /// as a file, or - to read stdin.
    pub file: PathBuf,
    /// remove: sticks are lifted off; add: sticks are laid on empty edges; move: both, as many
    /// of each.
    #[arg(long, value_parser = parse_goal)]
    pub goal: Goal,
    /// The most steps an answer takes (with --exactly, the steps it must take).
    #[arg(long)]
    pub moves: u32,
    /// The answer takes exactly --moves steps (an answer fewer steps away is not one).
    #[arg(long)]
    pub exactly: bool,
    /// How many squares the answer shows: squares of every size whose whole outline is sticks.
    #[arg(long, required_unless_present = "triangles")]
    pub squares: Option<u32>,
    /// A stick may lie on no square (by default every stick lies on the outline of one).
    #[arg(long)]
    pub any_sticks: bool,
    /// Refused: the text form is for the square lattice.
    #[arg(long, hide = true)]
    pub triangles: Option<u32>,
    /// List at most this many answers (all are counted); at most 100000.
    #[arg(long, default_value_t = DEFAULT_LIMIT)]
    pub limit: usize,
    /// Print one JSON object instead of text.
    #[arg(long)]
    pub json: bool,
}

/// The JSON of `nimlab shapes solve`, fields in the order scripts may rely on.
#[derive(Debug, Serialize)]
struct SolveReport {
    goal: &'static str,
    moves: u32,
    exactly: bool,
    squares: u32,
    /// Every stick of an answer lies on one of its squares (no `--any-sticks`).
    tidy: bool,
    /// The first `--limit` answers, by steps and then text.
    answers: Vec<AnswerReport>,
    /// Every answer, listed or not.
    count: u128,
}

/// One answer as the JSON lists it.
#[derive(Debug, Serialize)]
struct AnswerReport {
    /// The layout in the text form, rows joined by '\n'.
    layout: String,
    /// Its steps from the puzzle.
    moves: u32,
}

pub(super) fn shapes_solve(args: &ShapesSolveArgs) -> anyhow::Result<String> {
    anyhow::ensure!(args.triangles.is_none(), NO_TRIANGLES);
    let squares = args
        .squares
        .expect("clap asks for --squares unless --triangles is given");
    anyhow::ensure!(
        (1..=MAX_STEPS).contains(&args.moves),
        "--moves must be from 1 to {MAX_STEPS} (the edges of the largest canvas)"
    );
    anyhow::ensure!(
        args.limit <= MAX_LISTED,
        "--limit must be at most {MAX_LISTED} (the answers listed are kept in memory; all are counted)"
    );
    let (canvas, sticks) = read_layout(&args.file)?;
    let budget = Budget {
        goal: args.goal,
        steps: args.moves,
        exactly: args.exactly,
    };
    let rules = Rules {
        tidy: !args.any_sticks,
        same_size: false,
    };
    let figure = Figure::Count {
        count: squares,
        rules,
    };
    let puzzle = Puzzle::new(canvas, sticks, budget, figure).expect("the text's sticks lie on its canvas");
    let solved = solve_within(&puzzle, args.limit, &mut Progress::new("solving"))?;
    let layout = |sticks| text(canvas, sticks).expect("the text form is square");
    if args.json {
        let report = SolveReport {
            goal: args.goal.as_str(),
            moves: args.moves,
            exactly: args.exactly,
            squares,
            tidy: rules.tidy,
            answers: solved
                .answers
                .iter()
                .map(|answer| AnswerReport {
                    layout: layout(answer.sticks),
                    moves: answer.steps,
                })
                .collect(),
            count: solved.total(),
        };
        return Ok(serde_json::to_string(&report)?);
    }
    let mut lines = vec![heading(args, &puzzle, &solved)];
    for (number, answer) in solved.answers.iter().enumerate() {
        lines.push(format!("  {}. {} step(s):", number + 1, answer.steps));
        lines.extend(layout(answer.sticks).lines().map(|row| format!("    {row}")));
    }
    Ok(lines.join("\n"))
}

/// The first line of the text: the puzzle, the budget, the figure and what was found.
fn heading(args: &ShapesSolveArgs, puzzle: &Puzzle, solved: &Solutions) -> String {
    let canvas = puzzle.canvas();
    let tidy = if args.any_sticks {
        "loose sticks allowed"
    } else {
        "every stick on one"
    };
    let listed = if solved.is_complete() {
        String::new()
    } else {
        format!("; the first {} listed (--limit lists more)", solved.answers.len())
    };
    format!(
        "{} × {} dots, {} sticks: {} answer(s) {} {} step(s) ({}) showing {} square(s), {tidy}; {} up to symmetry{listed}",
        canvas.width(),
        canvas.height(),
        puzzle.sticks().len(),
        solved.total(),
        if args.exactly { "exactly" } else { "within" },
        args.moves,
        args.goal,
        args.squares.unwrap_or_default(),
        solved.total_distinct(),
    )
}
