//! Running one test in a process of its own: the test binary started again for that test alone.
//!
//! cargo runs this binary's tests on several threads of one process, so whatever counts the
//! whole process (the counting allocator `crate::ALLOCATOR`, the panic hook that records
//! background panics) also counts the tests running beside it. A test that holds the app to a
//! memory cap, or fails on any background panic, runs alone so that the counts are its own.

use std::process::Command;

/// Names the one test the process was started for.
const ALONE: &str = "NIMLAB_TEST_ALONE";

/// Runs `test` here if this process was started for the test `name` alone; otherwise starts
/// this test binary again for `name` alone (with this process's environment, so settings such
/// as `NIMLAB_CHAOS_SEED` reach it) and fails if that process fails or runs nothing.
pub fn in_own_process(name: &str, test: impl FnOnce()) {
    if std::env::var_os(ALONE).is_some_and(|alone| alone == name) {
        test();
        return;
    }
    let exe = std::env::current_exe().expect("the test binary knows its path");
    let output = Command::new(exe)
        .args([name, "--exact", "--nocapture", "--test-threads=1"])
        .env(ALONE, name)
        .output()
        .expect("the test binary starts again");
    let said = format!(
        "{}{}",
        String::from_utf8_lossy(&output.stdout),
        String::from_utf8_lossy(&output.stderr)
    );
    assert!(
        output.status.success(),
        "{name} failed in its own process:\n{said}"
    );
    assert!(said.contains("1 passed"), "{name} did not run:\n{said}");
    // What it printed (the chaos seeds' timings, the floods' memory), for `--nocapture`.
    eprintln!("{said}");
}
