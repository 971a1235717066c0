//! `nimlab export tree --coins 13 --take 1,2,3 --out F`: seed 000's game tree drawn for the page,
//! to a depth (`--depth`, or the deepest whose bottom row fits a slide).

use clap::{Args, ValueEnum};

use crate::cli::output::Output;
use crate::cli::tree::parse_coins;
use crate::cli::{parse_moves, parse_rule};
use crate::figure::dp_table::DpTableFigure;
use crate::figure::tree::TreeFigure;
use nimlab_core::games::recursive::Evaluation;
use nimlab_core::games::{CoinGame, MoveSet, Rule};

/// The arguments of `nimlab export tree`.
#[derive(Debug, Args)]
pub struct ExportTreeArgs {
    /// Coins on the table, 0 to 1000.
    #[arg(long, value_parser = parse_coins)]
    pub coins: u32,
    /// The allowed takes, e.g. 1,2,3 or 1,3,4.
    #[arg(long, default_value = "1,2,3", value_parser = parse_moves)]
    pub take: MoveSet,
    /// misere: whoever takes the last coin loses; normal: whoever cannot move loses.
    #[arg(long, default_value = "misere", value_parser = parse_rule)]
    pub rule: Rule,
    /// recursive: every move; short-circuit: seed 000's stop at the first winning take; dp: the
    /// DP table from 0 coins up.
    #[arg(long, value_enum, default_value = "recursive")]
    pub view: TreeFigureView,
    /// Levels below the root to draw (default: the deepest whose bottom row fits a slide).
    #[arg(long)]
    pub depth: Option<u32>,
    /// Where and how.
    #[command(flatten)]
    pub output: Output,
}

/// Which tree.
#[derive(Clone, Copy, Debug, PartialEq, Eq, ValueEnum)]
pub enum TreeFigureView {
    /// The naive recursion, every move evaluated.
    Recursive,
    /// Seed 000's recursion, stopping at the first winning take.
    ShortCircuit,
    /// Seed 000's DP table: every pile's outcome and winning takes.
    Dp,
}

pub(super) fn export_tree(args: &ExportTreeArgs) -> anyhow::Result<String> {
    args.output.format()?;
    args.output.check_free()?;
    let game = CoinGame {
        moves: args.take.clone(),
        rule: args.rule,
    };
    let solution = game.solve(args.coins);
    let (language, theme) = (args.output.language.into(), args.output.theme.into());
    let tree = |evaluation| TreeFigure {
        solution: &solution,
        coins: args.coins,
        depth: args.depth,
        evaluation,
        language,
        theme,
    };
    let scene = match args.view {
        TreeFigureView::Recursive => tree(Evaluation::Full).scene(),
        TreeFigureView::ShortCircuit => tree(Evaluation::ShortCircuit).scene(),
        TreeFigureView::Dp => DpTableFigure {
            solution: &solution,
            coins: args.coins,
            language,
            theme,
        }
        .scene(),
    };
    args.output.write(&scene)
}
