//! The hints against the matchstick paper's example and, on random puzzles and random boards,
//! against a brute force of every layout within the budget: a hint is always one step toward a true
//! equation within the budget, and "astray" only when no such equation lies ahead.

use std::collections::BTreeSet;

use super::*;
use crate::matchsticks::editor::{Editor, Target};
use crate::matchsticks::glyph::Variants;
use crate::matchsticks::layout::Rules;
use crate::matchsticks::solve::{MAX_STEPS, solve_budget};

fn parse(text: &str) -> Layout {
    Layout::parse(text).expect("valid")
}

fn settings(goal: Goal, steps: u32) -> Settings {
    Settings {
        goal,
        steps,
        exactly: false,
        rules: Rules::default(),
    }
}

fn solutions(puzzle: &Layout, settings: Settings) -> Solutions {
    solve_budget(puzzle, settings.rules, settings.budget(), usize::MAX, &mut |_| {
        true
    })
    .expect("solvable")
}

fn at(slot: usize, bit: u8) -> StickPosition {
    StickPosition { slot, bit }
}

/// Takes `step` on a student's editor (refused steps fail the test).
fn take(editor: &mut Editor, step: Step) {
    let done = match step {
        Step::Move { from, to } => editor.move_stick(Target::Board, from, to),
        Step::Lay(to) => editor.toggle(Target::Board, to),
        Step::Take(from) => editor.toggle(Target::Board, from),
    };
    done.unwrap_or_else(|e| panic!("{step:?} refused on {:?}: {e}", editor.board()));
}

#[test]
fn seed_004s_example_is_hinted_one_stick_at_a_time() {
    // The matchstick paper: 0+3=09 becomes 6+3=09 with one move (b to g of the first digit).
    let puzzle = parse("0+3=09");
    let rules = settings(Goal::Move, 1);
    let solved = solutions(&puzzle, rules);
    let guide_ = guide(&puzzle, &puzzle, rules, &solved, None);
    let Guide::Next {
        answer,
        slots,
        step,
        left,
    } = guide_
    else {
        panic!("a hint for 0+3=09, not {guide_:?}");
    };
    assert_eq!(solved.answers[answer].equation, "6+3=09");
    assert_eq!(slots, vec![0], "only the first number changes");
    assert_eq!(
        step,
        Step::Move {
            from: at(0, 1),
            to: at(0, 6)
        },
        "b leaves for g"
    );
    assert_eq!(left, 1);
    let mut editor = Editor::for_play(puzzle.clone(), rules);
    take(&mut editor, step);
    assert_eq!(
        guide(&puzzle, editor.board(), rules, &solved, None),
        Guide::Solved
    );
}

#[test]
fn seed_004s_two_move_answer_is_followed_once_chosen() {
    // The matchstick paper: within two moves 0+3=09 also becomes 5+3=08 (first digit loses b and e,
    // gains g; the answer's 9 gains e).
    let puzzle = parse("0+3=09");
    let rules = settings(Goal::Move, 2);
    let solved = solutions(&puzzle, rules);
    let equation = |g: &Guide| match g {
        Guide::Next { answer, .. } => solved.answers[*answer].equation.clone(),
        other => panic!("no answer followed: {other:?}"),
    };
    assert_eq!(
        equation(&guide(&puzzle, &puzzle, rules, &solved, None)),
        "6+3=09",
        "the nearest"
    );
    let kept = guide(&puzzle, &puzzle, rules, &solved, Some("5+3=08"));
    assert_eq!(equation(&kept), "5+3=08", "the answer followed is kept");
    let Guide::Next { slots, left, .. } = kept else {
        unreachable!()
    };
    assert_eq!((slots, left), (vec![0, 5], 2));
    // The student moves the first digit's e to the answer's e: on the way to 5+3=08 only.
    let mut editor = Editor::for_play(puzzle.clone(), rules);
    take(
        &mut editor,
        Step::Move {
            from: at(0, 4),
            to: at(5, 4),
        },
    );
    let after = guide(&puzzle, editor.board(), rules, &solved, None);
    assert_eq!(equation(&after), "5+3=08", "the student's move chose it");
    let Guide::Next { step, left, .. } = after else {
        unreachable!()
    };
    assert_eq!(
        (step, left),
        (
            Step::Move {
                from: at(0, 1),
                to: at(0, 6)
            },
            1
        )
    );
}

#[test]
fn a_board_moved_away_from_every_answer_is_told() {
    // 0+3=09 in one move: its only answer is 6+3=09. Taking the 3's top is on no way to it.
    let puzzle = parse("0+3=09");
    let rules = settings(Goal::Move, 1);
    let solved = solutions(&puzzle, rules);
    assert_eq!(solved.answers.len(), 1);
    let mut editor = Editor::for_play(puzzle.clone(), rules);
    take(
        &mut editor,
        Step::Move {
            from: at(2, 0),
            to: at(0, 6),
        },
    );
    assert_eq!(
        guide(&puzzle, editor.board(), rules, &solved, None),
        Guide::Astray
    );
}

#[test]
fn no_answer_and_unlisted_answers_are_said() {
    let puzzle = parse("1+1=2");
    let rules = settings(Goal::Move, 1);
    let none = Solutions {
        counts: vec![0],
        answers: Vec::new(),
    };
    assert_eq!(guide(&puzzle, &puzzle, rules, &none, None), Guide::NoAnswer);
    let unlisted = Solutions {
        counts: vec![5],
        answers: Vec::new(),
    };
    assert_eq!(guide(&puzzle, &puzzle, rules, &unlisted, None), Guide::Unlisted);
}

#[test]
fn levels_end_with_the_answer() {
    assert_eq!(level(Goal::Move, 0), None);
    assert_eq!(level(Goal::Move, 1), Some(Level::Places));
    assert_eq!(level(Goal::Move, 3), Some(Level::Target));
    assert_eq!(level(Goal::Move, 9), Some(Level::Answer));
    assert_eq!(level(Goal::Add, 2), Some(Level::Target));
    assert_eq!(level(Goal::Remove, 2), Some(Level::Source));
    assert_eq!(level(Goal::Remove, 3), Some(Level::Answer));
}

/// A small xorshift, so the random cases are the same on every run.
struct Random(u64);

impl Random {
    fn below(&mut self, n: usize) -> usize {
        self.0 ^= self.0 << 13;
        self.0 ^= self.0 >> 7;
        self.0 ^= self.0 << 17;
        usize::try_from(self.0 % n as u64).expect("small")
    }
}

/// Every movable position of `layout`.
fn positions(layout: &Layout) -> Vec<StickPosition> {
    let mut all = Vec::new();
    for (slot, s) in layout.slots.iter().enumerate() {
        for bit in 0..s.positions() {
            all.push(at(slot, u8::try_from(bit).expect("small")));
        }
    }
    all
}

fn full(layout: &Layout, p: StickPosition) -> bool {
    layout.slots[p.slot].sticks() >> p.bit & 1 == 1
}

fn flipped(layout: &Layout, flips: &[StickPosition]) -> Layout {
    let mut next = layout.clone();
    for p in flips {
        let slot = next.slots[p.slot];
        next.slots[p.slot] = slot.with_sticks(slot.sticks() ^ 1 << p.bit);
    }
    next
}

/// Every `k`-subset of `items`.
fn subsets(items: &[StickPosition], k: usize) -> Vec<Vec<StickPosition>> {
    if k == 0 {
        return vec![Vec::new()];
    }
    let mut out = Vec::new();
    for (i, first) in items.iter().enumerate() {
        for mut rest in subsets(&items[i + 1..], k - 1) {
            rest.insert(0, *first);
            out.push(rest);
        }
    }
    out
}

/// Brute force: every true layout other than the puzzle within the budget (exactly at it, for an
/// exact one), by flipping every subset of positions the goal allows.
fn true_layouts(puzzle: &Layout, settings: Settings) -> Vec<Layout> {
    let (fulls, empties): (Vec<_>, Vec<_>) = positions(puzzle).into_iter().partition(|&p| full(puzzle, p));
    let mut out = Vec::new();
    let fewest = if settings.exactly { settings.steps } else { 1 };
    for k in fewest as usize..=settings.steps as usize {
        let (takes, lays) = match settings.goal {
            Goal::Move => (subsets(&fulls, k), subsets(&empties, k)),
            Goal::Add => (vec![Vec::new()], subsets(&empties, k)),
            Goal::Remove => (subsets(&fulls, k), vec![Vec::new()]),
        };
        for take in &takes {
            for lay in &lays {
                let layout = flipped(puzzle, &[take.as_slice(), lay.as_slice()].concat());
                if layout.is_true(settings.rules) {
                    out.push(layout);
                }
            }
        }
    }
    out
}

/// Positions where two layouts differ.
fn distance(a: &Layout, b: &Layout) -> u32 {
    a.slots
        .iter()
        .zip(&b.slots)
        .map(|(a, b)| (a.sticks() ^ b.sticks()).count_ones())
        .sum()
}

/// A random puzzle of a few small shapes.
fn random_puzzle(random: &mut Random) -> String {
    let shapes = ["D+D=D", "D-D=D", "D+D=DD", "DD-D=D", "D+D-D=D"];
    let shape = shapes[random.below(shapes.len())];
    shape
        .chars()
        .map(|c| {
            if c == 'D' {
                char::from(b'0' + u8::try_from(random.below(10)).expect("digit"))
            } else {
                c
            }
        })
        .collect()
}

#[test]
fn random_hints_always_lead_to_an_answer_within_the_budget() {
    let mut random = Random(0x2024_0004);
    let mut followed = 0;
    let mut astray = 0;
    for case in 0..800 {
        let text = random_puzzle(&mut random);
        let puzzle = parse(&text);
        let goal = Goal::ALL[random.below(3)];
        let steps = 1 + u32::try_from(random.below(2)).expect("small");
        let rules = Settings {
            goal,
            steps,
            exactly: random.below(3) == 0,
            rules: Rules {
                leading_zeros: random.below(2) == 0,
                // With a variant on, one equation has two layouts: the hints follow either.
                variants: Variants {
                    six: random.below(2) == 0,
                    seven: random.below(2) == 0,
                    nine: random.below(2) == 0,
                },
                ..Rules::default()
            },
        };
        assert!(steps <= MAX_STEPS);
        let solved = solutions(&puzzle, rules);
        // A true puzzle's own equation in another glyph is no answer.
        let own = puzzle.text(rules.rules.variants);
        let answers: Vec<Layout> = true_layouts(&puzzle, rules)
            .into_iter()
            .filter(|a| a.text(rules.rules.variants) != own)
            .collect();
        let equations: BTreeSet<String> = answers.iter().map(|a| a.text(rules.rules.variants)).collect();
        assert_eq!(
            equations.len() as u128,
            solved.total(),
            "{text} {goal:?} {steps}: brute force"
        );
        // The student tries a few random edits first (the budget refuses some).
        let mut editor = Editor::for_play(puzzle.clone(), rules);
        let all = positions(&puzzle);
        for _ in 0..random.below(3) {
            let (from, to) = (all[random.below(all.len())], all[random.below(all.len())]);
            let _refused = match goal {
                Goal::Move => editor.move_stick(Target::Board, from, to),
                Goal::Add | Goal::Remove => editor.toggle(Target::Board, to),
            };
        }
        let board = editor.board().clone();
        let ahead = |b: &Layout| {
            answers
                .iter()
                .any(|t| distance(&puzzle, b) + distance(b, t) == distance(&puzzle, t))
        };
        let mut g = guide(&puzzle, &board, rules, &solved, None);
        // "Exactly 2": a true board one step away is not yet an answer.
        let steps_taken = distance(&puzzle, &board).div_ceil(if goal == Goal::Move { 2 } else { 1 });
        let is_true =
            board != puzzle && board.is_true(rules.rules) && (!rules.exactly || steps_taken == steps);
        assert_eq!(g == Guide::Solved, is_true, "case {case}: {text} {board:?}");
        if solved.total() == 0 {
            assert_eq!(g, Guide::NoAnswer, "case {case}: {text}");
            continue;
        }
        assert_eq!(
            g == Guide::Astray,
            !is_true && !ahead(&board),
            "case {case}: {text} {g:?}"
        );
        astray += usize::from(g == Guide::Astray);
        let Guide::Next { answer, left, .. } = g else {
            continue;
        };
        let chosen = solved.answers[answer].equation.clone();
        followed += 1;
        for taken in 1..=left {
            // Another answer may lie on the way to the one followed.
            if g == Guide::Solved {
                break;
            }
            let Guide::Next { step, answer, .. } = g else {
                panic!("case {case}: {text} stopped after {taken} of {left}: {g:?}");
            };
            assert_eq!(
                solved.answers[answer].equation, chosen,
                "case {case}: one answer followed"
            );
            take(&mut editor, step);
            g = guide(&puzzle, editor.board(), rules, &solved, Some(&chosen));
        }
        assert_eq!(g, Guide::Solved, "case {case}: {text}");
        assert!(editor.board().is_true(rules.rules), "case {case}: {text}");
    }
    assert!(
        followed > 100 && astray > 20,
        "the cases reach both: {followed} followed, {astray} astray"
    );
}
