//! `nimlab match …`: solve, survey, generate and check matchstick-equation puzzles.

use clap::{Args, Subcommand};
use nimlab_core::watch::Unwatched;
use serde::Serialize;

use nimlab_core::matchsticks::generate::generate;
use nimlab_core::matchsticks::glyph::Variants;
use nimlab_core::matchsticks::layout::{Layout, Rules};
use nimlab_core::matchsticks::seed004;
use nimlab_core::matchsticks::solve::{self, Answer, Goal, Solutions};
use nimlab_core::matchsticks::survey::{Shape, Survey, SurveyCounts};

/// Runs a `match` subcommand and returns what it prints on stdout.
pub fn run(args: &MatchArgs) -> anyhow::Result<String> {
    match &args.command {
        MatchCommand::Solve(args) => match_solve(args),
        MatchCommand::Survey(args) => match_survey(args),
        MatchCommand::Generate(args) => match_generate(args),
        MatchCommand::Check(args) => match_check(args),
    }
}

#[derive(Debug, Args)]
pub struct MatchArgs {
    #[command(subcommand)]
    pub command: MatchCommand,
}

#[derive(Debug, Subcommand)]
pub enum MatchCommand {
    /// Every true equation within the budget, each with the fewest steps that reach it.
    Solve(SolveArgs),
    /// Seed 004's experiment: every layout of a shape, how far its nearest answer is.
    Survey(SurveyArgs),
    /// Puzzles of a shape with exactly one answer (or a few), easiest first.
    Generate(GenerateArgs),
    /// Load a RON puzzle file and solve every puzzle in it.
    Check(CheckArgs),
}

#[derive(Debug, Args)]
pub struct CheckArgs {
    /// The puzzle file (.ron).
    pub file: std::path::PathBuf,
    /// Print one JSON object instead of text.
    #[arg(long)]
    pub json: bool,
}

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
    #[command(flatten)]
    pub rules: PuzzleRules,
    /// Print one JSON object instead of text.
    #[arg(long)]
    pub json: bool,
}

#[derive(Debug, Args)]
pub struct SurveyArgs {
    /// The shape: D for a digit slot, + or - for an operator slot, = for the equals, e.g. "DD+DD=DD".
    #[arg(long, value_parser = parse_shape)]
    pub shape: Shape,
    /// The most steps (moves, additions or removals).
    #[arg(long, default_value_t = 2)]
    pub moves: u32,
    #[command(flatten)]
    pub rules: PuzzleRules,
    /// Print one JSON object instead of text.
    #[arg(long)]
    pub json: bool,
}

fn parse_shape(text: &str) -> Result<Shape, String> {
    Shape::parse(text).map_err(|e| e.to_string())
}

/// The largest budget of the fast solver, and of seed 004's search (which explores every
/// ordering of the same moves).
const MAX_FAST_STEPS: u32 = solve::MAX_STEPS;

const MAX_SEED004_STEPS: u32 = 3;

#[derive(Clone, Copy, Debug, PartialEq, Eq, clap::ValueEnum)]
pub enum Algorithm {
    /// Per-slot choices within the stick budget.
    Fast,
    /// Seed 004's depth-first search over single moves.
    Seed004,
}

/// The rules and goal shared by the matchstick subcommands.
#[derive(Debug, Args)]
pub struct PuzzleRules {
    /// move: as many sticks leave as arrive; add: sticks come from the tray; remove: sticks go.
    #[arg(long, default_value = "move", value_parser = parse_goal)]
    pub goal: Goal,
    /// Glyph variants to allow: any of 6 (6 without top), 7 (7 with f), 9 (9 without bottom).
    #[arg(long, default_value = "", value_parser = parse_variants)]
    pub variants: Variants,
    /// Refuse numbers such as 09.
    #[arg(long)]
    pub no_leading_zeros: bool,
    /// fast, or seed004 (the paper's search).
    #[arg(long, value_enum, default_value = "fast")]
    pub algorithm: Algorithm,
}

impl PuzzleRules {
    fn rules(&self) -> Rules {
        Rules {
            variants: self.variants,
            leading_zeros: !self.no_leading_zeros,
        }
    }

    fn check_budget(&self, steps: u32) -> anyhow::Result<()> {
        let max = match self.algorithm {
            Algorithm::Fast => MAX_FAST_STEPS,
            Algorithm::Seed004 => MAX_SEED004_STEPS,
        };
        anyhow::ensure!(
            (1..=max).contains(&steps),
            "--moves must be from 1 to {max} for this algorithm"
        );
        Ok(())
    }

    /// The answers within `steps`: all counted, the first `limit` listed.
    fn solve(&self, layout: &Layout, steps: u32, limit: usize) -> anyhow::Result<Solutions> {
        match self.algorithm {
            Algorithm::Fast => Ok(solve::solve_within(
                layout,
                self.rules(),
                self.goal,
                steps,
                limit,
                &mut Unwatched,
            )?),
            Algorithm::Seed004 => {
                let answers = seed004::solve(layout, self.rules(), self.goal, steps, &mut 0);
                let mut counts = vec![0; steps as usize];
                for answer in &answers {
                    counts[answer.moves as usize - 1] += 1;
                }
                Ok(Solutions {
                    counts,
                    answers: answers.into_iter().take(limit).collect(),
                })
            }
        }
    }
}

#[derive(Debug, Args)]
pub struct SolveArgs {
    /// The puzzle as an equation, e.g. "0+3=09".
    #[arg(value_parser = parse_layout)]
    pub puzzle: Layout,
    /// The most steps (moves, additions or removals).
    #[arg(long, default_value_t = 1)]
    pub moves: u32,
    #[command(flatten)]
    pub rules: PuzzleRules,
    /// List at most this many answers (all are counted).
    #[arg(long, default_value_t = DEFAULT_LIMIT)]
    pub limit: usize,
    /// Print one JSON object instead of text.
    #[arg(long)]
    pub json: bool,
}

/// How many answers `solve` and `check` list unless told otherwise.
const DEFAULT_LIMIT: usize = 1000;

fn parse_goal(text: &str) -> Result<Goal, String> {
    Goal::ALL
        .into_iter()
        .find(|goal| goal.as_str() == text.trim())
        .ok_or_else(|| format!("'{text}' is not a goal: use move, add or remove"))
}

fn parse_variants(text: &str) -> Result<Variants, String> {
    Variants::parse(text).ok_or_else(|| format!("'{text}' is not a list of variants: use any of 6,7,9"))
}

fn parse_layout(text: &str) -> Result<Layout, String> {
    Layout::parse(text).map_err(|e| e.to_string())
}

#[derive(Debug, Serialize)]
struct SolutionReport<'a> {
    equation: &'a str,
    moves: u32,
}

/// Answers as SPEC §5 lists them: equation and steps.
fn solution_reports(answers: &[Answer]) -> Vec<SolutionReport<'_>> {
    answers
        .iter()
        .map(|a| SolutionReport {
            equation: &a.equation,
            moves: a.moves,
        })
        .collect()
}

/// The JSON of `nimlab match solve`, fields in the order SPEC §5 shows.
#[derive(Debug, Serialize)]
struct SolveReport<'a> {
    puzzle: String,
    goal: &'static str,
    max_moves: u32,
    solutions: Vec<SolutionReport<'a>>,
    /// Every answer within the budget; more than `solutions` lists when it says `--limit`.
    total: u128,
}

fn match_solve(args: &SolveArgs) -> anyhow::Result<String> {
    args.rules.check_budget(args.moves)?;
    let solved = args.rules.solve(&args.puzzle, args.moves, args.limit)?;
    let puzzle = args.puzzle.text(args.rules.rules().variants);
    if args.json {
        let report = SolveReport {
            puzzle,
            goal: args.rules.goal.as_str(),
            max_moves: args.moves,
            solutions: solution_reports(&solved.answers),
            total: solved.total(),
        };
        return Ok(serde_json::to_string(&report)?);
    }
    let mut lines = vec![format!(
        "{puzzle}: {} answer(s) within {} step(s) ({}){}",
        solved.total(),
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

/// Says when only the first answers are listed.
fn listed_note(solved: &Solutions) -> String {
    if solved.is_complete() {
        String::new()
    } else {
        format!("; the first {} listed (--limit lists more)", solved.answers.len())
    }
}

/// The JSON of `nimlab match survey`, fields in the order SPEC §5 shows.
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

fn match_survey(args: &SurveyArgs) -> anyhow::Result<String> {
    args.rules.check_budget(args.moves)?;
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
        Algorithm::Seed004 => survey_by_solving(args)?,
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

/// The survey done as seed 004 did it: its search run on every layout in turn.
fn survey_by_solving(args: &SurveyArgs) -> anyhow::Result<SurveyCounts> {
    let rules = args.rules.rules();
    let mut counts = SurveyCounts {
        layouts: 0,
        already_true: 0,
        solvable: vec![0; args.moves as usize],
        unsolvable: 0,
        unique: 0,
    };
    for index in 0..args.shape.layout_count() {
        let layout = args.shape.example(index);
        counts.layouts += 1;
        if layout.is_true(rules) {
            counts.already_true += 1;
            continue;
        }
        let solved = args.rules.solve(&layout, args.moves, 1)?;
        match solved.answers.first() {
            None => counts.unsolvable += 1,
            Some(nearest) => {
                counts.solvable[nearest.moves as usize - 1] += 1;
                counts.unique += u64::from(solved.total() == 1);
            }
        }
    }
    Ok(counts)
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

fn match_generate(args: &GenerateArgs) -> anyhow::Result<String> {
    // Generation ranks puzzles with the fast solver whatever --algorithm says.
    anyhow::ensure!(
        (1..=MAX_FAST_STEPS - 1).contains(&args.moves),
        "--moves must be from 1 to {}",
        MAX_FAST_STEPS - 1
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

#[derive(Debug, Serialize)]
struct CheckedPuzzle<'a> {
    title: &'a str,
    puzzle: String,
    goal: &'static str,
    max_moves: u32,
    solutions: Vec<SolutionReport<'a>>,
    /// Every answer within the budget (`solutions` lists the first `DEFAULT_LIMIT`).
    total: u128,
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

fn match_check(args: &CheckArgs) -> anyhow::Result<String> {
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
                format!("{}{}", listed.join(", "), listed_note(solved))
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
