//! The command line refuses what is not a plain file in one line, at once (`nimlab
//! match check` on a FIFO waited for a writer forever). `match check` and `shapes solve` are the
//! commands that read a file.

use std::path::{Path, PathBuf};
use std::process::{Command, Output, Stdio};
use std::time::{Duration, Instant};

/// Runs `nimlab args…`, killing it (and failing) if it has not ended within a generous
/// minute: a regression fails instead of hanging the test run.
fn nimlab_within_a_minute(args: &[&std::ffi::OsStr]) -> Output {
    let mut child = Command::new(env!("CARGO_BIN_EXE_nimlab"))
        .args(args)
        .stdin(Stdio::null())
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
        .expect("the nimlab binary runs");
    let deadline = Instant::now() + Duration::from_mins(1);
    loop {
        if child.try_wait().expect("waitable").is_some() {
            return child.wait_with_output().expect("its output");
        }
        if Instant::now() > deadline {
            let _ = child.kill();
            let _ = child.wait();
            panic!("nimlab {args:?} still ran after a minute");
        }
        std::thread::sleep(Duration::from_millis(10));
    }
}

fn folder(name: &str) -> PathBuf {
    let folder = std::env::temp_dir().join(format!("nimlab-cli-{name}-{}", std::process::id()));
    let _ = std::fs::remove_dir_all(&folder);
    std::fs::create_dir_all(&folder).expect("a temporary folder");
    folder
}

/// The commands that read a file, each with the file's place marked by `{}`.
const READERS: [&[&str]; 2] = [
    &["match", "check", "{}"],
    &[
        "shapes",
        "solve",
        "{}",
        "--goal",
        "move",
        "--moves",
        "1",
        "--squares",
        "1",
    ],
];

/// Every command that reads a file fails on `path` with one line on stderr that names `path`
/// and says `what`.
fn refused_in_one_line(path: &Path, what: &str) {
    for reader in READERS {
        let args: Vec<&std::ffi::OsStr> = reader
            .iter()
            .map(|&arg| {
                if arg == "{}" {
                    path.as_os_str()
                } else {
                    arg.as_ref()
                }
            })
            .collect();
        refused_by(&args, path, what);
    }
}

fn refused_by(args: &[&std::ffi::OsStr], path: &Path, what: &str) {
    let output = nimlab_within_a_minute(args);
    let stderr = String::from_utf8_lossy(&output.stderr);
    assert!(!output.status.success(), "{stderr}");
    assert!(output.stdout.is_empty());
    assert_eq!(stderr.lines().count(), 1, "one line: {stderr}");
    assert!(
        stderr.contains(&path.display().to_string()) && stderr.contains(what),
        "{stderr}"
    );
}

#[cfg(unix)]
#[test]
fn a_fifo_is_refused_at_once() {
    let folder = folder("fifo");
    let fifo = folder.join("puzzles.ron");
    let made = Command::new("mkfifo").arg(&fifo).status().expect("mkfifo runs");
    assert!(made.success(), "mkfifo");
    refused_in_one_line(&fifo, "a named pipe (FIFO), not a file");
    std::fs::remove_dir_all(folder).expect("cleaned up");
}

#[test]
fn a_folder_is_refused_at_once() {
    let folder = folder("dir");
    let inside = folder.join("lesson.ron");
    std::fs::create_dir_all(&inside).expect("a folder named like a puzzle file");
    refused_in_one_line(&inside, "a folder, not a file");
    std::fs::remove_dir_all(folder).expect("cleaned up");
}

#[cfg(unix)]
#[test]
fn a_device_is_refused_at_once() {
    refused_in_one_line(Path::new("/dev/zero"), "a device, not a file");
}
