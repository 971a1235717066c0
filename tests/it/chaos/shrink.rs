//! Shrinking a failure: replay the actions with chunks left out, keeping each cut after which
//! the app still fails the same way, down to single actions (delta debugging, greedily).

use std::time::{Duration, Instant};

use super::action::Action;
use super::session::Session;

/// Shrinking stops after this long with the shortest list found so far.
const SHRINK_BUDGET: Duration = Duration::from_mins(15);

/// The shortest list found that still fails like `problem`, and its problem.
pub fn shrink(seed: u64, problem: &str, actions: &[Action]) -> (Vec<Action>, String) {
    let deadline = Instant::now() + SHRINK_BUDGET;
    let kind = kind_of(problem);
    let mut shortest = actions.to_vec();
    let mut shortest_problem = problem.to_owned();
    let mut chunk = shortest.len().div_ceil(2);
    while chunk > 0 && Instant::now() < deadline {
        let mut start = 0;
        while start < shortest.len() && Instant::now() < deadline {
            let end = (start + chunk).min(shortest.len());
            let candidate: Vec<Action> = [&shortest[..start], &shortest[end..]].concat();
            match replay(seed, &candidate) {
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
