//! `nimlab export …`: the window's figures from the command line, for batches and for tests. The
//! format follows `--out`'s extension (.svg, .png, .pdf); an existing file is replaced only with
//! `--force`, as the window asks first.

mod animate;
mod grundy;
mod matchsticks;
mod sheet;
mod tree;

use clap::{Args, Subcommand};

pub use grundy::ExportGrundyArgs;
pub use matchsticks::ExportMatchArgs;
pub use sheet::ExportSheetArgs;
pub use tree::ExportTreeArgs;

/// `nimlab export`: which figure.
#[derive(Debug, Args)]
pub struct ExportArgs {
    /// The figure and its arguments.
    #[command(subcommand)]
    pub figure: ExportFigure,
}

/// The figures `nimlab export` draws.
#[derive(Debug, Subcommand)]
pub enum ExportFigure {
    /// A matchstick puzzle, or with --answer its answer with the moved sticks marked.
    Match(ExportMatchArgs),
    /// Seed 000's game tree, to a depth.
    Tree(ExportTreeArgs),
    /// Grundy values as a table or chart, a mex worked out, or a sum's XOR table.
    Grundy(ExportGrundyArgs),
    /// A lesson sheet to print (PDF): the coin game's tree and DP table, Grundy values with
    /// their mex working and a sum, or a Nim position in binary; with --answers the key.
    Sheet(ExportSheetArgs),
}

/// Runs `nimlab export` and says what it wrote.
pub fn run(args: &ExportArgs) -> anyhow::Result<String> {
    match &args.figure {
        ExportFigure::Match(args) => matchsticks::export_match(args),
        ExportFigure::Tree(args) if animate::is_asked(args) => animate::export_animation(args),
        ExportFigure::Tree(args) => tree::export_tree(args),
        ExportFigure::Grundy(args) => grundy::export_grundy(args),
        ExportFigure::Sheet(args) => sheet::export_sheet(args),
    }
}
