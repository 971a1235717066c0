//! `nimlab match survey`: the matchstick paper's experiment on a shape, by the fast survey or by
//! the matchstick paper's search on every layout, as text or JSON.

use clap::Args;
use serde::Serialize;

use super::{Algorithm, PuzzleRules};
use nimlab_core::matchsticks::survey::{Shape, Survey, survey_by_solving};
use nimlab_core::watch::Unwatched;

/// The arguments of `nimlab match survey`.
#[derive(Debug, Args)]
pub struct SurveyArgs {
    /// The shape: D for a digit slot, + or - for an operator slot, = for the equals, e.g. "DD+DD=DD".
    #[arg(long, value_parser = parse_shape)]
    pub shape: Shape,
    /// The most steps (moves, additions or removals).
    #[arg(long, default_value_t = 2)]
    pub moves: u32,
    /// The goal, the glyph rules and the algorithm.
    #[command(flatten)]
    pub rules: PuzzleRules,
    /// Print one JSON object instead of text.
    #[arg(long)]
    pub json: bool,
}

pub(super) fn parse_shape(text: &str) -> Result<Shape, String> {
    Shape::parse(text).map_err(|e| e.to_string())
}

/// The JSON of `nimlab match survey`, fields in a fixed order that scripts may rely on.
#[derive(Debug, Serialize)]
struct SurveyReport {
    shape: String,
    goal: &'static str,
    max_moves: u32,
    layouts: u64,
    already_true: u64,
    solvable: Vec<u64>,
    unsolvable: u64,
    unique: u64,
    seconds: f64,
}

pub(super) fn match_survey(args: &SurveyArgs) -> anyhow::Result<String> {
    args.rules.check_budget(args.moves)?;
    args.rules.check_shape_rules(&args.shape)?;
    let start = std::time::Instant::now();
    let counts = match args.rules.algorithm {
        Algorithm::Fast => Survey::run(
            &args.shape,
            args.rules.rules(),
            args.rules.goal,
            args.moves,
            &mut Unwatched,
        )
        .expect("a survey that is never stopped finishes")
        .counts(),
        Algorithm::Seed004 => survey_by_solving(
            &args.shape,
            args.rules.rules(),
            args.rules.goal,
            args.moves,
            &mut Unwatched,
        )
        .expect("a survey that is never stopped finishes"),
    };
    let seconds = start.elapsed().as_secs_f64();
    let report = SurveyReport {
        shape: args.shape.to_string(),
        goal: args.rules.goal.as_str(),
        max_moves: args.moves,
        layouts: counts.layouts,
        already_true: counts.already_true,
        solvable: counts.solvable,
        unsolvable: counts.unsolvable,
        unique: counts.unique,
        seconds,
    };
    if args.json {
        return Ok(serde_json::to_string(&report)?);
    }
    let solvable: Vec<String> = report
        .solvable
        .iter()
        .enumerate()
        .map(|(i, n)| format!("{n} in {}", i + 1))
        .collect();
    Ok(format!(
        "{shape} ({goal}, up to {max}): {layouts} layouts, {already} already true, solvable: {solvable}; \
         {unsolvable} unsolvable, {unique} with exactly one answer ({seconds:.3} s)",
        shape = report.shape,
        goal = report.goal,
        max = report.max_moves,
        layouts = report.layouts,
        already = report.already_true,
        solvable = solvable.join(", "),
        unsolvable = report.unsolvable,
        unique = report.unique,
    ))
}
