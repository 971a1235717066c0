//! `nimlab export tree --coins 13 --take 1,2,3 --view V --out F`: the tree tab's views drawn for
//! the page: the game tree to a depth (`--depth`, or the deepest whose bottom row fits a slide),
//! the DP, the formula, the growth chart. With `--animate`, the step-through of the recursive,
//! short-circuit or DP view as an animated GIF (`--out F.gif`, `--delay-ms` a frame).
//!
//! `--heaps 3,4,5 --any` (any game, as `nimlab tree` takes it, or `--heap GAME:SIZE` for a sum)
//! draws the DP DAG of every position once (`--view dp`), or the recursive tree of positions to
//! a depth (`--view tree`, or `short-circuit` for the stop at the first winning move); the
//! formula and the growth chart are the coin game's.

use clap::{Args, ValueEnum};

use crate::cli::grundy::{GameArgs, parse_sum_heap};
use crate::cli::output::Output;
use crate::cli::parse_rule;
use crate::cli::tree::{HeapSizes, parse_coins, parse_heaps};
use crate::figure::grundy::SumHeap;
use crate::figure::request::Subject;
use nimlab_core::games::grundy::HeapGame;
use nimlab_core::games::recursive::Evaluation;
use nimlab_core::games::{CoinGame, MoveSet, Rule};

/// The arguments of `nimlab export tree`.
#[derive(Debug, Args)]
#[command(group(clap::ArgGroup::new("start").required(true).args(["coins", "heaps", "heap"])))]
#[command(group(clap::ArgGroup::new("game").args(["take", "octal", "powers", "any"])))]
pub struct ExportTreeArgs {
    /// Coins on the table, 0 to 1000: the coin game, whose takes are --take (1,2,3 unless told).
    #[arg(long, value_parser = parse_coins, conflicts_with_all = ["octal", "powers", "any"])]
    pub coins: Option<u32>,
    /// Heaps of one game, e.g. 3,4,5, the game named by --take, --octal, --powers or --any: its
    /// DP DAG (--view dp) or its recursive tree (--view tree).
    #[arg(long, value_name = "SIZES", value_parser = parse_heaps, requires = "game")]
    pub heaps: Option<HeapSizes>,
    /// One heap of a sum as GAME:SIZE (nim:3, 1,3,4:6, 0.77:5); repeat it for each heap.
    #[arg(long = "heap", value_name = "GAME:SIZE", value_parser = parse_sum_heap, conflicts_with = "game")]
    pub heap: Vec<SumHeap>,
    /// The game of --heaps (and the takes of --coins).
    #[command(flatten)]
    pub game: GameArgs,
    /// misere: whoever makes the last move (takes the last coin) loses; normal: whoever cannot
    /// move loses. Misère unless told with --coins, normal with --heaps or --heap.
    #[arg(long, value_parser = parse_rule)]
    pub rule: Option<Rule>,
    /// recursive: every move; short-circuit: seed 000's stop at the first winning take; dp: the
    /// DAG and table from 0 coins up; formula: the closed formula and Table 1 (or the pattern);
    /// growth: calls against states as the pile grows. Recursive unless told with --coins; dp
    /// unless told (or tree with --depth or --animate) with --heaps and --heap, whose views are
    /// dp, tree (recursive) and short-circuit.
    #[arg(long, value_enum)]
    pub view: Option<TreeFigureView>,
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
    /// The naive recursion, every move evaluated: the game tree.
    #[value(alias = "tree")]
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

impl ExportTreeArgs {
    /// The coin game and its pile, or why `--heaps`/`--heap` cannot draw what is asked.
    pub(super) fn coin_start(&self) -> anyhow::Result<(CoinGame, u32)> {
        let Some(coins) = self.coins else {
            anyhow::bail!("this view is the coin game's: give --coins");
        };
        let game = CoinGame {
            moves: (self.game.take.clone())
                .unwrap_or_else(|| MoveSet::one_to(3).expect("{1,2,3} is a move set")),
            rule: self.rule.unwrap_or(Rule::Misere),
        };
        Ok((game, coins))
    }

    /// The view asked for: recursive unless told with --coins; with --heaps or --heap, dp
    /// unless --depth or --animate asks for the tree.
    pub(super) fn view(&self) -> TreeFigureView {
        let tree = self.coins.is_some() || self.depth.is_some() || self.animate;
        let default = if tree {
            TreeFigureView::Recursive
        } else {
            TreeFigureView::Dp
        };
        self.view.unwrap_or(default)
    }
}

pub(super) fn export_tree(args: &ExportTreeArgs) -> anyhow::Result<String> {
    if args.coins.is_none() {
        return export_positions(args);
    }
    let (game, coins) = args.coin_start()?;
    let tree = |evaluation| Subject::Tree {
        game: game.clone(),
        coins,
        depth: args.depth,
        evaluation,
    };
    let subject = match args.view() {
        TreeFigureView::Recursive => tree(Evaluation::Full),
        TreeFigureView::ShortCircuit => tree(Evaluation::ShortCircuit),
        TreeFigureView::Dp => Subject::Dp { game, coins },
        TreeFigureView::Formula => Subject::Formula { game, coins },
        TreeFigureView::Growth => Subject::Growth { game, coins },
    };
    args.output.write(&subject)
}

impl ExportTreeArgs {
    /// The start of `--heaps` (one game) or `--heap` (a sum), each heap's game and size.
    pub(super) fn heaps_start(&self) -> Vec<(HeapGame, u32)> {
        match (&self.heaps, self.game.game()) {
            (Some(sizes), Some(game)) => sizes.0.iter().map(|&size| (game.clone(), size)).collect(),
            _ => self.heap.iter().map(|h| (h.game.clone(), h.size)).collect(),
        }
    }

    /// What `--heaps`/`--heap` draw in the view asked for, or why that view is the coin game's.
    pub(super) fn heaps_subject(&self) -> anyhow::Result<Subject> {
        let start = self.heaps_start();
        let rule = self.rule.unwrap_or(Rule::Normal);
        let tree = |evaluation| Subject::PositionTree {
            start: start.clone(),
            rule,
            depth: self.depth,
            evaluation,
        };
        Ok(match self.view() {
            TreeFigureView::Dp if self.depth.is_some() => {
                anyhow::bail!("--depth cuts --view tree; the DP DAG draws every position once")
            }
            TreeFigureView::Dp => Subject::PositionDag { start, rule },
            TreeFigureView::Recursive => tree(Evaluation::Full),
            TreeFigureView::ShortCircuit => tree(Evaluation::ShortCircuit),
            TreeFigureView::Formula | TreeFigureView::Growth => anyhow::bail!(
                "--heaps and --heap draw --view dp, tree or short-circuit; the formula and growth views are for --coins"
            ),
        })
    }
}

/// Any heap game's DP DAG or recursive tree from `--heaps` (one game) or `--heap` (a sum); its
/// cost is checked before the graph is built, so a huge start is refused at once in one line.
fn export_positions(args: &ExportTreeArgs) -> anyhow::Result<String> {
    args.output.write(&args.heaps_subject()?)
}
