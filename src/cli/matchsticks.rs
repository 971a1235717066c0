//! `nimlab match …`: solve, survey, generate and check matchstick-equation puzzles. One module per
//! subcommand; this one holds the command line they share (rules, goal, algorithm) and dispatches.

mod check;
mod generate;
mod sheet;
mod solve;
mod survey;

use clap::{Args, Subcommand};
use serde::Serialize;

use nimlab_core::matchsticks::budget::Budget;
use nimlab_core::matchsticks::glyph::Variants;
use nimlab_core::matchsticks::layout::{Layout, Rules};
use nimlab_core::matchsticks::solve::{self as solver, Answer, Goal, Solutions};
use nimlab_core::matchsticks::survey::Shape;
use nimlab_core::matchsticks::{roman, seed004};
use nimlab_core::watch::Unwatched;

pub use check::CheckArgs;
pub use generate::GenerateArgs;
pub use sheet::SheetArgs;
pub(crate) use sheet::{PaperArg, ensure_new, ensure_pdf};
pub use solve::SolveArgs;
pub use survey::SurveyArgs;

/// Runs a `match` subcommand and returns what it prints on stdout.
pub fn run(args: &MatchArgs) -> anyhow::Result<String> {
    match &args.command {
        MatchCommand::Solve(args) => solve::match_solve(args),
        MatchCommand::Survey(args) => survey::match_survey(args),
        MatchCommand::Generate(args) => generate::match_generate(args),
        MatchCommand::Check(args) => check::match_check(args),
        MatchCommand::Sheet(args) => sheet::match_sheet(args),
    }
}

/// `nimlab match`: which subcommand to run.
#[derive(Debug, Args)]
pub struct MatchArgs {
    /// The subcommand and its arguments.
    #[command(subcommand)]
    pub command: MatchCommand,
}

/// The subcommands of `nimlab match`.
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
    /// A printable worksheet (PDF) of a puzzle file, with --answers its answer key.
    Sheet(SheetArgs),
}

/// The largest budget of the fast solver.
pub(super) const MAX_FAST_STEPS: u32 = solver::MAX_STEPS;

/// The largest budget of the matchstick paper's search, which explores every ordering of the same
/// moves.
const MAX_SEED004_STEPS: u32 = 3;

/// Why `--algorithm seed004` refuses a puzzle or shape.
const SEED004_KNOWS: &str = "--algorithm seed004 knows + and - with a fixed '=' only: \
                             use --algorithm fast for ×, ÷ and --movable-equals";

/// Which solver answers a subcommand.
#[derive(Clone, Copy, Debug, PartialEq, Eq, clap::ValueEnum)]
pub enum Algorithm {
    /// Per-slot choices within the stick budget.
    Fast,
    /// Seed 004's depth-first search over single moves.
    Seed004,
}

/// The rules and goal shared by the matchstick subcommands.
#[derive(Debug, Args)]
#[expect(
    clippy::struct_excessive_bools,
    reason = "each is one command-line switch, as clap reads them"
)]
pub struct PuzzleRules {
    /// move: as many sticks leave as arrive; add: sticks come from the tray; remove: sticks go.
    #[arg(long, default_value = "move", value_parser = parse_goal)]
    pub goal: Goal,
    /// The answer takes exactly --moves steps (an answer fewer steps away is not one).
    #[arg(long)]
    pub exactly: bool,
    /// Glyph variants to allow: any of 6 (6 without top), 7 (7 with f), 9 (9 without bottom).
    #[arg(long, default_value = "", value_parser = parse_variants)]
    pub variants: Variants,
    /// Solver rule: a number such as 09 makes an equation false, so it is never an answer.
    #[arg(long)]
    pub no_leading_zeros: bool,
    /// A sign may become × or ÷ (on by itself when the puzzle shows either).
    #[arg(long)]
    pub times_divide: bool,
    /// The sticks of '=' may move, and a sign may become '=' (answers may then have several '=').
    #[arg(long)]
    pub movable_equals: bool,
    /// fast, or seed004 (the paper's search).
    #[arg(long, value_enum, default_value = "fast")]
    pub algorithm: Algorithm,
}

impl PuzzleRules {
    pub(super) fn rules(&self) -> Rules {
        Rules {
            variants: self.variants,
            leading_zeros: !self.no_leading_zeros,
            times_divide: self.times_divide,
            movable_equals: self.movable_equals,
        }
    }

    /// The puzzle typed is one under these rules: without an '=' only with `--movable-equals`.
    pub(super) fn check_layout(&self, layout: &Layout) -> anyhow::Result<()> {
        layout
            .check_for(self.rules())
            .map_err(|error| anyhow::anyhow!("{error}: or pass --movable-equals, so a sign may become '='"))
    }

    /// The goal and `steps`, up to or exactly as asked.
    pub(super) fn budget(&self, steps: u32) -> Budget {
        Budget {
            goal: self.goal,
            steps,
            exactly: self.exactly,
        }
    }

    /// The matchstick paper's search knows + and − with a fixed '=' only (×, ÷ and a movable '='
    /// are the fast solver's alone).
    pub(super) fn check_algorithm(&self, rules: Rules) -> anyhow::Result<()> {
        anyhow::ensure!(
            self.algorithm == Algorithm::Fast || !(rules.times_divide || rules.movable_equals),
            SEED004_KNOWS
        );
        Ok(())
    }

    pub(super) fn check_budget(&self, steps: u32) -> anyhow::Result<()> {
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

    /// The survey and the generator keep every '=' fixed: `--movable-equals` is
    /// refused there rather than ignored, and the matchstick paper's search takes the paper's
    /// shapes only.
    pub(super) fn check_shape_rules(&self, shape: &Shape) -> anyhow::Result<()> {
        anyhow::ensure!(
            !self.movable_equals,
            "the survey and the generator keep every '=' fixed: leave out --movable-equals"
        );
        self.check_algorithm(shape.rules(self.rules()))
    }

    /// The answers within `steps`: all counted, the first `limit` listed.
    pub(super) fn solve(&self, layout: &Layout, steps: u32, limit: usize) -> anyhow::Result<Solutions> {
        self.check_layout(layout)?;
        anyhow::ensure!(
            self.algorithm == Algorithm::Fast || seed004::knows(layout, self.rules()),
            SEED004_KNOWS
        );
        match self.algorithm {
            Algorithm::Fast => Ok(solver::solve_budget(
                layout,
                self.rules(),
                self.budget(steps),
                limit,
                &mut Unwatched,
            )?),
            Algorithm::Seed004 => {
                let answers = seed004::solve_budget(layout, self.rules(), self.budget(steps), &mut 0);
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

/// How many answers `solve` and `check` list unless told otherwise.
pub(super) const DEFAULT_LIMIT: usize = 1000;

pub(super) fn parse_goal(text: &str) -> Result<Goal, String> {
    Goal::ALL
        .into_iter()
        .find(|goal| goal.as_str() == text.trim())
        .ok_or_else(|| format!("'{text}' is not a goal: use move, add or remove"))
}

fn parse_variants(text: &str) -> Result<Variants, String> {
    Variants::parse(text).ok_or_else(|| format!("'{text}' is not a list of variants: use any of 6,7,9"))
}

/// A puzzle typed on the command line, digits or Roman letters, as the window lays it out; one
/// without '=' is taken here and refused later unless `--movable-equals` lets a sign become one.
pub(super) fn parse_layout(text: &str) -> Result<Layout, String> {
    let any_row = Rules {
        movable_equals: true,
        ..Rules::default()
    };
    roman::parse_equation(text, any_row).map_err(|e| e.to_string())
}

#[derive(Debug, Serialize)]
pub(super) struct SolutionReport<'a> {
    equation: &'a str,
    moves: u32,
}

/// Answers as the JSON lists them: equation and steps, nearest first.
pub(super) fn solution_reports(answers: &[Answer]) -> Vec<SolutionReport<'_>> {
    answers
        .iter()
        .map(|a| SolutionReport {
            equation: &a.equation,
            moves: a.moves,
        })
        .collect()
}

/// Says when only the first answers are listed.
pub(super) fn listed_note(solved: &Solutions) -> String {
    if solved.is_complete() {
        String::new()
    } else {
        format!("; the first {} listed (--limit lists more)", solved.answers.len())
    }
}
