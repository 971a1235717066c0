//! `nimlab export match "0+3=09" --moves 1 [--answer] --out F`: a puzzle drawn for the page, or
//! its answer with the sticks that move marked.

use clap::Args;

use crate::cli::matchsticks::{PuzzleRules, parse_layout};
use crate::cli::output::Output;
use crate::figure::matchsticks::{Answers, PuzzleFigure};
use crate::figure::request::NAMED_ANSWERS;
use nimlab_core::matchsticks::layout::Layout;

/// The arguments of `nimlab export match`.
#[derive(Debug, Args)]
pub struct ExportMatchArgs {
    /// The puzzle as an equation, e.g. "0+3=09".
    #[arg(value_parser = parse_layout)]
    pub puzzle: Layout,
    /// The most steps (moves, additions or removals).
    #[arg(long, default_value_t = 1)]
    pub moves: u32,
    /// The goal, the glyph rules and the algorithm.
    #[command(flatten)]
    pub rules: PuzzleRules,
    /// Draw the answer over the puzzle: sticks that leave dashed red, sticks that arrive green.
    #[arg(long)]
    pub answer: bool,
    /// The heading (the puzzle's equation unless given).
    #[arg(long)]
    pub title: Option<String>,
    /// Where and how.
    #[command(flatten)]
    pub output: Output,
}

pub(super) fn export_match(args: &ExportMatchArgs) -> anyhow::Result<String> {
    args.output.format()?;
    args.output.check_free()?;
    args.rules.check_budget(args.moves)?;
    let rules = args.rules.rules();
    let title = args
        .title
        .clone()
        .unwrap_or_else(|| args.puzzle.text(rules.variants));
    let solved = if args.answer {
        Some(args.rules.solve(&args.puzzle, args.moves, NAMED_ANSWERS)?)
    } else {
        None
    };
    let equations: Vec<String> = solved
        .iter()
        .flat_map(|s| s.answers.iter().map(|a| a.equation.clone()))
        .collect();
    let figure = PuzzleFigure {
        title: &title,
        layout: &args.puzzle,
        goal: args.rules.goal,
        steps: args.moves,
        answer: solved.as_ref().map(|s| Answers {
            first: s.answers.first().map(|a| &a.layout),
            equations: &equations,
            total: s.total(),
        }),
        language: args.output.language.into(),
        theme: args.output.theme.into(),
    };
    args.output.write(&figure.scene())
}
