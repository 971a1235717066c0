//! `nimlab match generate`: puzzles of a shape with one answer (or a few), easiest first, as text
//! or JSON, through the designer's workbench's filters, and with `--save` the whole
//! list as one puzzle collection, as the window's *Save list as collection…* writes it.

mod filters;
mod save;

use clap::Args;
use serde::Serialize;

use super::survey::parse_shape;
use super::{DEFAULT_LIMIT, PuzzleRules};
use filters::FilterArgs;
use nimlab_core::matchsticks::generate::{
    MAX_GENERATE_LAYOUTS, MAX_GENERATE_STEPS, MAX_KEPT, generate_budget,
};
use nimlab_core::matchsticks::survey::Shape;
use nimlab_core::watch::Unwatched;
use save::{Generation, SaveArgs, Saved};

use crate::i18n::Language;

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
    /// List at most this many puzzles, the easiest (all are counted); at most 100000.
    #[arg(long, default_value_t = DEFAULT_LIMIT)]
    pub limit: usize,
    /// Print one JSON object instead of text.
    #[arg(long)]
    pub json: bool,
    /// Which puzzles are kept and counted (the designer's workbench).
    #[command(flatten)]
    pub filters: FilterArgs,
    /// Where the whole list is saved, if anywhere.
    #[command(flatten)]
    pub save: SaveArgs,
}

#[derive(Debug, Serialize)]
struct PuzzleReport<'a> {
    puzzle: &'a str,
    answer: &'a str,
    difficulty: u32,
}

/// The JSON of `nimlab match generate`, fields in a fixed order that scripts may rely on, the
/// workbench's last.
#[derive(Debug, Serialize)]
struct GenerateReport<'a> {
    shape: String,
    goal: &'static str,
    moves: u32,
    /// The answers take exactly `moves` steps (`--exactly`); only said when so.
    #[serde(skip_serializing_if = "std::ops::Not::not")]
    exactly: bool,
    puzzles: Vec<PuzzleReport<'a>>,
    /// Every puzzle found that passes the filters; more than `puzzles` lists when it says
    /// `--limit`.
    total: usize,
    /// The filters every puzzle found passed.
    filters: &'a FilterArgs,
    /// The collection written, with `--save`.
    #[serde(skip_serializing_if = "Option::is_none")]
    saved: Option<Saved>,
}

pub(super) fn match_generate(args: &GenerateArgs) -> anyhow::Result<String> {
    // Generation ranks puzzles with the fast solver whatever --algorithm says.
    anyhow::ensure!(
        (1..=MAX_GENERATE_STEPS).contains(&args.moves),
        "--moves must be from 1 to {MAX_GENERATE_STEPS}"
    );
    anyhow::ensure!(
        args.shape.layout_count() <= MAX_GENERATE_LAYOUTS,
        "{} has {} layouts; the generator takes at most {MAX_GENERATE_LAYOUTS}, since it describes \
         every puzzle it finds (`nimlab match survey` takes it)",
        args.shape,
        args.shape.layout_count()
    );
    args.rules.check_shape_rules(&args.shape)?;
    let max_answers = if args.unique { 1 } else { args.max_answers };
    anyhow::ensure!(
        args.limit <= MAX_KEPT,
        "--limit must be at most {MAX_KEPT} (the puzzles listed are kept in memory; all are counted)"
    );
    args.save.check()?;
    let generated = generate_budget(
        &args.shape,
        args.rules.rules(),
        args.rules.budget(args.moves),
        max_answers,
        args.save.keep(args.limit),
        &args.filters.filter(),
        &mut Unwatched,
    )
    .expect("a generator that is never stopped finishes");
    let flags = args.filters.flags();
    let generation = Generation {
        shape: &args.shape,
        budget: args.rules.budget(args.moves),
        rules: args.rules.rules(),
        filters: &flags,
    };
    let saved = args.save.save(&generation, &generated)?;
    let puzzles = &generated.puzzles[..generated.puzzles.len().min(args.limit)];
    if args.json {
        let report = GenerateReport {
            shape: args.shape.to_string(),
            goal: args.rules.goal.as_str(),
            moves: args.moves,
            exactly: args.rules.exactly,
            puzzles: puzzles
                .iter()
                .map(|p| PuzzleReport {
                    puzzle: &p.puzzle,
                    answer: &p.answer,
                    difficulty: p.difficulty,
                })
                .collect(),
            total: generated.total,
            filters: &args.filters,
            saved,
        };
        return Ok(serde_json::to_string(&report)?);
    }
    let listed = if puzzles.len() < generated.total {
        format!("; the first {} listed (--limit lists more)", puzzles.len())
    } else {
        String::new()
    };
    // A filtered list says so first, so that it is never taken for the whole one.
    let passing = if flags.is_empty() {
        String::new()
    } else {
        format!(" that pass {flags}")
    };
    let mut lines = vec![format!(
        "{} puzzles of {} ({}){passing}{listed}; difficulty = 10·steps + 3·slots changed + 4·operator flip + near misses (≤ 5)",
        generated.total,
        args.shape,
        // The window's words for k steps of the goal: "1 move", "3 moves", "2 sticks added".
        (Language::English.strings().matchsticks.steps)(args.rules.goal, args.moves)
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
    lines.extend(saved.map(|saved| saved.line()));
    Ok(lines.join("\n"))
}
