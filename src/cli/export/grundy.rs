//! `nimlab export grundy --take 1,3,4 --count 40 --view chart --out F`: the Grundy tab's
//! figures (table, chart, mex worked out, a sum's XOR table) drawn for the page. The game is
//! chosen as `nimlab grundy` chooses it; a sum's heaps are given as `--heap GAME:SIZE`, the game
//! written as the tab's sum builder takes it.

use clap::{Args, ValueEnum};

use crate::cli::grundy::{GameArgs, parse_count, parse_sum_heap};
use crate::cli::output::Output;
use crate::cli::parse_rule;
use crate::figure::grundy::{GrundyFigure, SumHeap, ValuesView};
use crate::figure::request::Subject;
use nimlab_core::games::Rule;

/// Which of the tab's figures.
#[derive(Clone, Copy, Debug, PartialEq, Eq, ValueEnum)]
pub enum ViewArg {
    /// n and g(n) in columns, P-positions marked.
    Table,
    /// g(n) as bars, P-positions as stubs, the period marked.
    Chart,
    /// The mex of --n worked out.
    Mex,
    /// The XOR table of the --heap sum, with its verdict.
    Sum,
}

/// The arguments of `nimlab export grundy`.
#[derive(Debug, Args)]
#[command(group(clap::ArgGroup::new("game").args(["take", "octal", "powers", "any"])))]
pub struct ExportGrundyArgs {
    /// The game (for table, chart and mex).
    #[command(flatten)]
    pub game: GameArgs,
    /// table, chart, mex or sum.
    #[arg(long, value_enum, default_value = "table")]
    pub view: ViewArg,
    /// How many values: g(0) … g(count − 1) (a table lists at most 500, a chart 200).
    #[arg(long, default_value_t = 40, value_parser = parse_count)]
    pub count: usize,
    /// normal, or misere (a misère sum of Nim heaps follows Bouton's rule, of other games a
    /// bounded search over the heaps).
    #[arg(long, default_value = "normal", value_parser = parse_rule)]
    pub rule: Rule,
    /// With --view mex: the heap whose mex is worked out.
    #[arg(long)]
    pub n: Option<u32>,
    /// With --view sum: one heap as GAME:SIZE (nim:3, 1,3,4:6, 0.77:5, "powers 2:9"); repeat it
    /// for each heap.
    #[arg(long = "heap", value_name = "GAME:SIZE", value_parser = parse_sum_heap)]
    pub heaps: Vec<SumHeap>,
    /// Where and how.
    #[command(flatten)]
    pub output: Output,
}

impl ExportGrundyArgs {
    /// The figure asked for, or why the arguments do not make one.
    fn figure(&self) -> anyhow::Result<GrundyFigure> {
        let game = self.game.game();
        anyhow::ensure!(
            self.n.is_none() || self.view == ViewArg::Mex,
            "--n is for --view mex only"
        );
        anyhow::ensure!(
            self.heaps.is_empty() || self.view == ViewArg::Sum,
            "--heap is for --view sum only"
        );
        let view = match self.view {
            ViewArg::Table => ValuesView::Table,
            ViewArg::Chart => ValuesView::Chart,
            ViewArg::Mex => ValuesView::Mex(
                self.n
                    .ok_or_else(|| anyhow::anyhow!("--view mex needs --n, the heap to work out"))?,
            ),
            ViewArg::Sum => {
                anyhow::ensure!(
                    game.is_none(),
                    "--view sum takes its games from --heap, not --take, --octal, --powers or --any"
                );
                anyhow::ensure!(
                    !self.heaps.is_empty(),
                    "--view sum needs at least one --heap GAME:SIZE"
                );
                return Ok(GrundyFigure::Sum {
                    heaps: self.heaps.clone(),
                    rule: self.rule,
                });
            }
        };
        let game =
            game.ok_or_else(|| anyhow::anyhow!("name the game: --take, --octal, --powers or --any"))?;
        Ok(GrundyFigure::Values {
            game,
            rule: self.rule,
            count: self.count,
            view,
        })
    }
}

pub(super) fn export_grundy(args: &ExportGrundyArgs) -> anyhow::Result<String> {
    args.output.format()?;
    args.output.check_free()?;
    let figure = args.figure()?;
    figure.check().map_err(anyhow::Error::msg)?;
    args.output.write(&Subject::Grundy(figure))
}
