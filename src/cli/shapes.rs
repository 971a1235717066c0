//! `nimlab shapes …`: figure puzzles on the square lattice, written in the text form
//! (`nimlab_core::shapes::text`). One module per subcommand; this one dispatches.

mod read;
mod solve;

use clap::{Args, Subcommand};

pub use solve::ShapesSolveArgs;

/// Runs a `shapes` subcommand and returns what it prints on stdout.
pub fn run(args: &ShapesArgs) -> anyhow::Result<String> {
    match &args.command {
        ShapesCommand::Solve(args) => solve::shapes_solve(args),
    }
}

/// `nimlab shapes`: which subcommand to run.
#[derive(Debug, Args)]
pub struct ShapesArgs {
    /// The subcommand and its arguments.
    #[command(subcommand)]
    pub command: ShapesCommand,
}

/// The subcommands of `nimlab shapes`.
#[derive(Debug, Subcommand)]
pub enum ShapesCommand {
    /// Every layout within the budget that shows exactly N squares ("remove 8 sticks to leave 2
    /// squares"), read from a file or stdin in the text form.
    Solve(ShapesSolveArgs),
}
