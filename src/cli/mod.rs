//! The command line: the same engines as the window, printed as text or as one JSON
//! object. Bad input becomes one line on stderr and a non-zero exit, handled in `main`.

mod export;
mod grundy;
mod matchsticks;
mod output;
mod progress;
mod refusal;
mod shapes;
mod title;
mod tree;

use clap::{Parser, Subcommand};

use nimlab_core::games::{MoveSet, Rule};

pub use export::{ExportArgs, ExportFigure};
pub use grundy::{GrundyArgs, NimArgs, SumArgs};
pub use matchsticks::{Algorithm, MatchArgs, MatchCommand};
pub use refusal::{parse, refusal};
pub use shapes::{ShapesArgs, ShapesCommand, ShapesSolveArgs};
pub use tree::TreeArgs;

/// See combinatorial games. With no subcommand, opens the window.
#[derive(Debug, Parser)]
#[command(name = "nimlab", version, about)]
pub struct Cli {
    /// The subcommand; none opens the window.
    #[command(subcommand)]
    pub command: Option<Command>,
}

/// The subcommands, one per kind of question a script asks.
#[derive(Debug, Subcommand)]
pub enum Command {
    /// Solve a game (the coin game, or any heap game or sum) and count its game tree.
    Tree(TreeArgs),
    /// Grundy values of a heap game and their certified period.
    Grundy(GrundyArgs),
    /// Analyse a sum of Nim heaps: nim-sum, outcome and every winning move.
    Nim(NimArgs),
    /// Analyse a sum of any heap games (--heap GAME:SIZE), under normal play or misère.
    Sum(SumArgs),
    /// Matchstick equations: solve, survey, generate and check puzzles.
    Match(MatchArgs),
    /// Figure puzzles ("remove 8 sticks to leave 2 squares"): solve a layout in the text form.
    Shapes(ShapesArgs),
    /// Figures for slides and print: SVG, PNG or PDF, drawn for the page.
    Export(ExportArgs),
}

pub(crate) fn parse_moves(text: &str) -> Result<MoveSet, String> {
    MoveSet::parse(text).map_err(|e| e.to_string())
}

pub(crate) fn parse_rule(text: &str) -> Result<Rule, String> {
    Rule::ALL
        .into_iter()
        .find(|rule| rule.as_str() == text.trim().to_ascii_lowercase())
        .ok_or_else(|| format!("'{text}' is not a rule: use misere or normal"))
}

/// Runs a subcommand and returns what it prints on stdout.
pub fn run(command: &Command) -> anyhow::Result<String> {
    match command {
        Command::Tree(args) => tree::tree(args),
        Command::Grundy(args) => grundy::grundy(args),
        Command::Nim(args) => grundy::nim(args),
        Command::Sum(args) => grundy::sum(args),
        Command::Match(args) => matchsticks::run(args),
        Command::Shapes(args) => shapes::run(args),
        Command::Export(args) => export::run(args),
    }
}
