//! `nimlab` with no arguments opens the window; `nimlab <subcommand> …` runs the command line.

use std::io::Write as _;
use std::process::ExitCode;

/// Prints a command's output. A reader that stops early (`nimlab … | head`) is not an error:
/// the rest is simply not wanted.
fn print_out(out: &str) -> anyhow::Result<()> {
    let mut stdout = std::io::stdout().lock();
    match writeln!(stdout, "{out}").and_then(|()| stdout.flush()) {
        Err(err) if err.kind() != std::io::ErrorKind::BrokenPipe => Err(err.into()),
        _ => Ok(()),
    }
}

fn main() -> ExitCode {
    // Quiet unless asked, so the command line's stderr stays its one line of refusal:
    // `RUST_LOG=info nimlab` says what happened (jobs, files, notices).
    env_logger::Builder::from_env(env_logger::Env::default().default_filter_or("off")).init();
    let cli = match nimlab::cli::parse() {
        Ok(cli) => cli,
        // --help and --version are not errors: print them as clap formats them.
        Err(err) if !err.use_stderr() => {
            let _ = err.print();
            return ExitCode::SUCCESS;
        }
        Err(err) => {
            // Bad input is one line on stderr, naming what is allowed.
            eprintln!("{}", nimlab::cli::refusal(&err));
            return ExitCode::from(2);
        }
    };
    let result = match &cli.command {
        None => nimlab::app::run_window(),
        Some(command) => nimlab::cli::run(command).and_then(|out| print_out(&out)),
    };
    match result {
        Ok(()) => ExitCode::SUCCESS,
        Err(err) => {
            eprintln!("error: {err:#}");
            ExitCode::FAILURE
        }
    }
}
