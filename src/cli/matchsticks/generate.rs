//! `nimlab match generate`: puzzles of a shape with one answer (or a few), easiest first, as text
//! or JSON.

use clap::Args;
use serde::Serialize;

use super::PuzzleRules;
use super::survey::parse_shape;
use nimlab_core::matchsticks::generate::{MAX_GENERATE_LAYOUTS, MAX_GENERATE_STEPS, generate};
use nimlab_core::matchsticks::survey::Shape;
use nimlab_core::watch::Unwatched;

/// The arguments of `nimlab match generate`.
#[derive(Debug, Args)]
pub struct GenerateArgs {
    /// The shape: D for a digit slot, + or - for an operator slot, = for the equals, e.g. "D+D=D".
    #[arg(long, value_parser = parse_shape)]
    pub shape: Shape,
    /// The steps the answer takes; it is exactly this far away.
    #[arg(long, default_value_t = 1)]
    pub moves: u32,
    /// Only puzzles with exactly one answer (the default).
    #[arg(long, conflicts_with = "max_answers")]
    pub unique: bool,
    /// Allow up to this many answers within the budget.
    #[arg(long, default_value_t = 1, value_parser = clap::value_parser!(u8).range(1..))]
    pub max_answers: u8,
    /// The goal, the glyph rules and the algorithm.
    #[command(flatten)]
    pub rules: PuzzleRules,
    /// Print one JSON object instead of text.
    #[arg(long)]
    pub json: bool,
}

#[derive(Debug, Serialize)]
struct PuzzleReport<'a> {
    puzzle: &'a str,
    answer: &'a str,
    difficulty: u32,
}

/// The JSON of `nimlab match generate`, fields in the order SPEC §5 shows.
#[derive(Debug, Serialize)]
struct GenerateReport<'a> {
    shape: String,
    goal: &'static str,
    moves: u32,
    puzzles: Vec<PuzzleReport<'a>>,
}

pub(super) fn match_generate(args: &GenerateArgs) -> anyhow::Result<String> {
    // Generation ranks puzzles with the fast solver whatever --algorithm says.
    anyhow::ensure!(
        (1..=MAX_GENERATE_STEPS).contains(&args.moves),
        "--moves must be from 1 to {MAX_GENERATE_STEPS}"
    );
    anyhow::ensure!(
        args.shape.layout_count() <= MAX_GENERATE_LAYOUTS,
        "{} has {} layouts; the generator takes at most {MAX_GENERATE_LAYOUTS}, since it keeps every \
         puzzle it finds within nimlab's 512 MB memory limit (`nimlab match survey` takes it)",
        args.shape,
        args.shape.layout_count()
    );
    let max_answers = if args.unique { 1 } else { args.max_answers };
    let puzzles = generate(
        &args.shape,
        args.rules.rules(),
        args.rules.goal,
        args.moves,
        max_answers,
        &mut Unwatched,
    )
    .expect("a generator that is never stopped finishes");
    if args.json {
        let report = GenerateReport {
            shape: args.shape.to_string(),
            goal: args.rules.goal.as_str(),
            moves: args.moves,
            puzzles: puzzles
                .iter()
                .map(|p| PuzzleReport {
                    puzzle: &p.puzzle,
                    answer: &p.answer,
                    difficulty: p.difficulty,
                })
                .collect(),
        };
        return Ok(serde_json::to_string(&report)?);
    }
    let mut lines = vec![format!(
        "{} puzzles of {} ({} {}); difficulty = 10·steps + 3·slots changed + 4·operator flip + near misses (≤ 5)",
        puzzles.len(),
        args.shape,
        args.moves,
        args.rules.goal
    )];
    lines.extend(puzzles.iter().map(|p| {
        format!(
            "  {:<12} → {:<12} difficulty {:>3}  ({} slot(s), operator flip: {}, near misses: {})",
            p.puzzle,
            p.answer,
            p.difficulty,
            p.slots_touched,
            if p.operator_flip { "yes" } else { "no" },
            p.near_misses
        )
    }));
    Ok(lines.join("\n"))
}
