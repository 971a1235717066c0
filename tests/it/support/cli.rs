//! Running the `nimlab` binary as a user runs it.

use std::process::{Command, Output};

/// Runs `nimlab` with `args`; its status, stdout and stderr.
pub fn nimlab(args: &[&str]) -> Output {
    Command::new(env!("CARGO_BIN_EXE_nimlab"))
        .args(args)
        .output()
        .expect("the nimlab binary runs")
}

/// Runs `nimlab` with `args`, which must succeed, and parses its stdout as one JSON object.
pub fn json(args: &[&str]) -> serde_json::Value {
    let output = nimlab(args);
    assert!(
        output.status.success(),
        "{args:?}: {}",
        String::from_utf8_lossy(&output.stderr)
    );
    serde_json::from_slice(&output.stdout).expect("stdout is one JSON object")
}

/// Runs `nimlab` with `args`, which must succeed; its stdout.
pub fn run_ok(args: &[&str]) -> String {
    let output = nimlab(args);
    assert!(
        output.status.success(),
        "{args:?}: {}",
        String::from_utf8_lossy(&output.stderr)
    );
    String::from_utf8(output.stdout).expect("UTF-8")
}

/// Runs `nimlab` with `args`, which must be refused in one line on stderr; that line.
pub fn refused(args: &[&str]) -> String {
    let output = nimlab(args);
    assert!(!output.status.success(), "{args:?} was refused");
    let stderr = String::from_utf8(output.stderr).expect("UTF-8");
    assert_eq!(stderr.lines().count(), 1, "one line: {stderr}");
    stderr
}
