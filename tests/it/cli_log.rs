//! The native log: quiet unless asked (the command line's stderr is for its refusals), and with
//! `RUST_LOG=info` it says what happened — here, which file was read.

use std::process::Command;

/// Runs `nimlab match check` on the shipped classics, with `RUST_LOG` as given.
fn check_classics(rust_log: Option<&str>) -> std::process::Output {
    let sample = concat!(env!("CARGO_MANIFEST_DIR"), "/assets/puzzles/classics.ron");
    let mut command = Command::new(env!("CARGO_BIN_EXE_nimlab"));
    command.args(["match", "check", sample]).env_remove("RUST_LOG");
    if let Some(filter) = rust_log {
        command.env("RUST_LOG", filter);
    }
    command.output().expect("the nimlab binary runs")
}

#[test]
fn the_log_is_quiet_unless_asked() {
    let output = check_classics(None);
    assert!(output.status.success());
    assert_eq!(String::from_utf8_lossy(&output.stderr), "");
}

#[test]
fn rust_log_info_says_which_file_was_read() {
    let output = check_classics(Some("info"));
    assert!(output.status.success());
    let stderr = String::from_utf8_lossy(&output.stderr);
    assert!(
        stderr
            .lines()
            .any(|line| line.contains("INFO") && line.contains("read ") && line.contains("classics.ron")),
        "{stderr}"
    );
}
