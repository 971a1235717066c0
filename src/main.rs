//! `nimlab` with no arguments opens the window; `nimlab <subcommand> …` runs the command line.

use std::process::ExitCode;

use clap::Parser as _;
use nimlab::cli::Cli;

fn main() -> ExitCode {
    let cli = match Cli::try_parse() {
        Ok(cli) => cli,
        // --help and --version are not errors: print them as clap formats them.
        Err(err) if !err.use_stderr() => {
            let _ = err.print();
            return ExitCode::SUCCESS;
        }
        Err(err) => {
            // SPEC §5: bad input is one line on stderr. clap adds usage lines after the first.
            let message = err.to_string();
            eprintln!("{}", message.lines().next().unwrap_or("error: bad arguments"));
            return ExitCode::from(2);
        }
    };
    let result = match &cli.command {
        None => nimlab::app::run_window(),
        Some(command) => nimlab::cli::run(command).map(|out| println!("{out}")),
    };
    match result {
        Ok(()) => ExitCode::SUCCESS,
        Err(err) => {
            eprintln!("error: {err:#}");
            ExitCode::FAILURE
        }
    }
}
