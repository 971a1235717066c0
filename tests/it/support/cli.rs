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
