//! Shrinking a failure: replay the actions with chunks left out, keeping each cut after which
//! the app still fails the same way, down to single actions (delta debugging, greedily).

use std::time::{Duration, Instant};

use super::action::Action;
use super::session::Session;

/// Shrinking stops after this long with the shortest list found so far.
const SHRINK_BUDGET: Duration = Duration::from_mins(15);

/// The shortest list found that still fails like `problem`, and its problem.
pub fn shrink(seed: u64, problem: &str, actions: &[Action]) -> (Vec<Action>, String) {
    shrink_by(problem, actions, Instant::now() + SHRINK_BUDGET, |candidate| {
        replay(seed, candidate)
    })
}

/// Shrinks `actions` with `replay`, which gives the first problem and how many actions it took.
fn shrink_by(
    problem: &str,
    actions: &[Action],
    deadline: Instant,
    mut replay: impl FnMut(&[Action]) -> Option<(String, usize)>,
) -> (Vec<Action>, String) {
    let kind = kind_of(problem);
    let mut shortest = actions.to_vec();
    let mut shortest_problem = problem.to_owned();
    let mut chunk = shortest.len().div_ceil(2);
    while chunk > 0 && Instant::now() < deadline {
        let mut start = 0;
        while start < shortest.len() && Instant::now() < deadline {
            let end = (start + chunk).min(shortest.len());
            let candidate: Vec<Action> = [&shortest[..start], &shortest[end..]].concat();
            match replay(&candidate) {
                Some((problem, done)) if kind_of(&problem) == kind => {
                    eprintln!("chaos shrink: {done} actions still fail");
                    shortest = candidate[..done].to_vec();
                    shortest_problem = problem;
                }
                _ => start = end,
            }
        }
        chunk /= 2;
    }
    (shortest, shortest_problem)
}

/// The first problem when `actions` are done from `seed`'s start, if any, and how many actions
/// it took (the rest were not done).
fn replay(seed: u64, actions: &[Action]) -> Option<(String, usize)> {
    let (mut session, _) = Session::start(seed);
    for (index, action) in actions.iter().enumerate() {
        if let Err(problem) = session.act(action) {
            return Some((problem, index + 1));
        }
    }
    None
}

/// What kind of failure a problem is: its words without numbers (times and sizes vary).
fn kind_of(problem: &str) -> String {
    let words: String = problem.chars().filter(|c| !c.is_ascii_digit()).collect();
    words.split(", in ").next().unwrap_or_default().to_owned()
}

#[cfg(test)]
mod tests {
    use super::*;

    /// A pretend app that panics once it has been resized and then asked to wait, whatever
    /// else happened, and fails differently on Escape.
    fn pretend_replay(actions: &[Action]) -> Option<(String, usize)> {
        let mut resized = false;
        for (index, action) in actions.iter().enumerate() {
            match action {
                Action::Resize { .. } => resized = true,
                Action::Wait if resized => {
                    return Some((format!("the UI thread panicked: at {index}"), index + 1));
                }
                Action::Key {
                    key: egui::Key::Escape,
                    ..
                } => return Some(("a frame took 2000 ms".to_owned(), index + 1)),
                _ => {}
            }
        }
        None
    }

    #[test]
    fn shrinking_keeps_only_the_actions_the_failure_needs() {
        let key = |key| Action::Key {
            key,
            modifiers: egui::Modifiers::NONE,
        };
        let mut actions: Vec<Action> = (0..20).map(|_| key(egui::Key::Space)).collect();
        actions.insert(
            5,
            Action::Resize {
                size: egui::vec2(800.0, 600.0),
            },
        );
        actions.insert(9, key(egui::Key::Escape));
        actions.insert(20, Action::Wait);
        actions.push(key(egui::Key::Tab));
        // The Escape fails first in the full list, but differently: not the failure shrunk.
        let (problem, _) = pretend_replay(&actions).expect("fails");
        assert_eq!(problem, "a frame took 2000 ms");
        let (shortest, problem) = shrink_by(
            "the UI thread panicked: at 21",
            &actions,
            Instant::now() + Duration::from_mins(1),
            pretend_replay,
        );
        let shown: Vec<String> = shortest.iter().map(ToString::to_string).collect();
        assert_eq!(shown, ["resize to 800×600", "wait for background work"]);
        assert_eq!(problem, "the UI thread panicked: at 1");
    }
}
