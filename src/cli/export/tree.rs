//! `nimlab export tree --coins 13 --take 1,2,3 --view V --out F`: the tree tab's views drawn for
//! the page: the game tree to a depth (`--depth`, or the deepest whose bottom row fits a slide),
//! the DP, the formula, the growth chart. With `--animate`, the step-through of the recursive,
//! short-circuit or DP view as an animated GIF (`--out F.gif`, `--delay-ms` a frame).

use clap::{Args, ValueEnum};

use crate::cli::output::Output;
use crate::cli::tree::parse_coins;
use crate::cli::{parse_moves, parse_rule};
use crate::figure::request::Subject;
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
    /// DAG and table from 0 coins up; formula: the closed formula and Table 1 (or the pattern);
    /// growth: calls against states as the pile grows.
    #[arg(long, value_enum, default_value = "recursive")]
    pub view: TreeFigureView,
    /// Levels below the root to draw (default: the deepest whose bottom row fits a slide).
    #[arg(long)]
    pub depth: Option<u32>,
    /// The step-through as an animated GIF (--out F.gif): a frame per step of the recursive,
    /// short-circuit or dp view, "Step k of N" on each (every k-th step past 400).
    #[arg(long)]
    pub animate: bool,
    /// With --animate: how long each frame shows, in milliseconds (default 500, the
    /// step-through's 2 steps a second).
    #[arg(long)]
    pub delay_ms: Option<u32>,
    /// Where and how.
    #[command(flatten)]
    pub output: Output,
}

/// Which view of the game.
#[derive(Clone, Copy, Debug, PartialEq, Eq, ValueEnum)]
pub enum TreeFigureView {
    /// The naive recursion, every move evaluated.
    Recursive,
    /// Seed 000's recursion, stopping at the first winning take.
    ShortCircuit,
    /// Seed 000's DP: the DAG of every position once and the table of outcomes and winning takes.
    Dp,
    /// The closed formula with seed 000's Table 1 (takes 1 to k), else the certified pattern.
    Formula,
    /// Calls of the recursion against DP's states as the pile grows, on a log scale.
    Growth,
}

pub(super) fn export_tree(args: &ExportTreeArgs) -> anyhow::Result<String> {
    let game = CoinGame {
        moves: args.take.clone(),
        rule: args.rule,
    };
    let coins = args.coins;
    let tree = |evaluation| Subject::Tree {
        game: game.clone(),
        coins,
        depth: args.depth,
        evaluation,
    };
    let subject = match args.view {
        TreeFigureView::Recursive => tree(Evaluation::Full),
        TreeFigureView::ShortCircuit => tree(Evaluation::ShortCircuit),
        TreeFigureView::Dp => Subject::Dp { game, coins },
        TreeFigureView::Formula => Subject::Formula { game, coins },
        TreeFigureView::Growth => Subject::Growth { game, coins },
    };
    args.output.write(&subject)
}
