//! `nimlab match solve`: every true equation within the budget of one puzzle, as text or JSON.

use clap::Args;
use serde::Serialize;

use super::{DEFAULT_LIMIT, PuzzleRules, SolutionReport, listed_note, parse_layout, solution_reports};
use nimlab_core::matchsticks::layout::Layout;

/// The arguments of `nimlab match solve`.
#[derive(Debug, Args)]
pub struct SolveArgs {
    /// The puzzle as an equation, e.g. "0+3=09" or "2*3=5" (× may be typed *, x or ×; ÷ as / or
    /// ÷; several '=' make a chain).
    #[arg(value_parser = parse_layout)]
    pub puzzle: Layout,
    /// The most steps (moves, additions or removals).
    #[arg(long, default_value_t = 1)]
    pub moves: u32,
    /// The goal, the glyph rules and the algorithm.
    #[command(flatten)]
    pub rules: PuzzleRules,
    /// List at most this many answers (all are counted).
    #[arg(long, default_value_t = DEFAULT_LIMIT)]
    pub limit: usize,
    /// Print one JSON object instead of text.
    #[arg(long)]
    pub json: bool,
}

/// The JSON of `nimlab match solve`, fields in a fixed order that scripts may rely on.
#[derive(Debug, Serialize)]
struct SolveReport<'a> {
    puzzle: String,
    goal: &'static str,
    max_moves: u32,
    /// The answers take exactly `max_moves` steps (`--exactly`); only said when so, so the
    /// JSON of an "up to" puzzle keeps the documented shape.
    #[serde(skip_serializing_if = "std::ops::Not::not")]
    exactly: bool,
    solutions: Vec<SolutionReport<'a>>,
    /// Every answer within the budget; more than `solutions` lists when it says `--limit`.
    total: u128,
    /// The puzzle is true as it stands (it is never its own answer); only said when it is, so
    /// the JSON of every other puzzle keeps the documented shape.
    #[serde(skip_serializing_if = "std::ops::Not::not")]
    already_true: bool,
}

pub(super) fn match_solve(args: &SolveArgs) -> anyhow::Result<String> {
    args.rules.check_budget(args.moves)?;
    let solved = args.rules.solve(&args.puzzle, args.moves, args.limit)?;
    let puzzle = args.puzzle.text(args.rules.rules().variants);
    let already_true = nimlab_core::matchsticks::solve::already_true(&args.puzzle, args.rules.rules());
    if args.json {
        let report = SolveReport {
            puzzle,
            goal: args.rules.goal.as_str(),
            max_moves: args.moves,
            exactly: args.rules.exactly,
            solutions: solution_reports(&solved.answers),
            total: solved.total(),
            already_true,
        };
        return Ok(serde_json::to_string(&report)?);
    }
    let already = if already_true {
        "; the puzzle is already true as it stands (never its own answer)"
    } else {
        ""
    };
    let mut lines = vec![format!(
        "{puzzle}: {} answer(s) {} {} step(s) ({}){already}{}",
        solved.total(),
        if args.rules.exactly { "exactly" } else { "within" },
        args.moves,
        args.rules.goal,
        listed_note(&solved)
    )];
    lines.extend(
        solved
            .answers
            .iter()
            .map(|a| format!("  {:<16} steps: {}", a.equation, a.moves)),
    );
    Ok(lines.join("\n"))
}
