//! Budgets of "up to k" and "exactly k" against a brute force: every set of stick positions at
//! each distance from a random small layout, read as an equation. With glyph variants one
//! equation can be drawn at several distances (a 9 with or without its bottom): "up to k" lists
//! it at the nearest, "exactly k" whenever one drawing lies exactly k away.

use std::collections::{BTreeMap, BTreeSet};

use super::*;
use crate::matchsticks::glyph::Variants;
use crate::matchsticks::seed004;

/// A seeded xorshift64*, so a failing case can be named and rerun.
pub(super) struct Rng(pub(super) u64);

impl Rng {
    pub(super) fn below(&mut self, n: u64) -> u64 {
        self.0 ^= self.0 >> 12;
        self.0 ^= self.0 << 25;
        self.0 ^= self.0 >> 27;
        self.0.wrapping_mul(0x2545_F491_4F6C_DD1D) % n
    }
}

/// Every subset of `items` with `size` elements.
fn choose<T: Copy>(items: &[T], size: usize) -> Vec<Vec<T>> {
    if size == 0 {
        return vec![Vec::new()];
    }
    let mut all = Vec::new();
    for (i, &first) in items.iter().enumerate() {
        for mut rest in choose(&items[i + 1..], size - 1) {
            rest.insert(0, first);
            all.push(rest);
        }
    }
    all
}

/// For every true text other than the puzzle's own: the distances (1 to `k`) at which some
/// arrangement of sticks reads as it. It knows stick positions, reading and truth only.
pub(super) fn distances(
    layout: &Layout,
    rules: Rules,
    goal: Goal,
    k: u32,
) -> BTreeMap<String, BTreeSet<u32>> {
    let layout = layout.for_rules(rules);
    let original = layout.read(rules.variants).ok();
    let mut full = Vec::new();
    let mut empty = Vec::new();
    for (slot, s) in layout.slots.iter().enumerate() {
        for bit in 0..s.positions() as u8 {
            if s.sticks() >> bit & 1 == 1 {
                full.push((slot, bit));
            } else {
                empty.push((slot, bit));
            }
        }
    }
    let mut found: BTreeMap<String, BTreeSet<u32>> = BTreeMap::new();
    for d in 1..=k as usize {
        let (taken, laid) = match goal {
            Goal::Move => (d, d),
            Goal::Add => (0, d),
            Goal::Remove => (d, 0),
        };
        for removed in choose(&full, taken) {
            for added in choose(&empty, laid) {
                let mut after = layout.clone();
                for &(slot, bit) in removed.iter().chain(&added) {
                    let s = after.slots[slot];
                    after.slots[slot] = s.with_sticks(s.sticks() ^ 1 << bit);
                }
                let Ok(text) = after.read(rules.variants) else {
                    continue;
                };
                if Some(&text) != original.as_ref() && after.is_true(rules) {
                    found.entry(text).or_default().insert(d as u32);
                }
            }
        }
    }
    found
}

/// A small puzzle of a random shape: digits, + − × ÷ and one '=' or two.
fn random_text(rng: &mut Rng) -> String {
    const SHAPES: [&str; 6] = ["D+D=D", "D-D=D", "D*D=D", "DD/D=D", "D+D=D=D", "D=D-D"];
    const SIGNS: [char; 4] = ['+', '-', '*', '/'];
    let shape = SHAPES[rng.below(SHAPES.len() as u64) as usize];
    shape
        .chars()
        .map(|c| match c {
            'D' => char::from(b'0' + rng.below(10) as u8),
            '=' => '=',
            sign if rng.below(2) == 0 => sign,
            _ => SIGNS[rng.below(4) as usize],
        })
        .collect()
}

fn listed(answers: &[Answer]) -> BTreeMap<String, u32> {
    answers.iter().map(|a| (a.equation.clone(), a.moves)).collect()
}

#[test]
fn up_to_and_exactly_agree_with_a_brute_force_for_every_goal() {
    let mut rng = Rng(0x5DEE_CE66_D1CE_4E5B);
    let (mut exact_answers, mut drawn_twice) = (0, 0);
    for case in 0..120 {
        let text = random_text(&mut rng);
        let layout = Layout::parse(&text).expect("the shapes are equations");
        let rules = Rules {
            variants: Variants {
                // Often on: one equation drawn at two distances is what sets the budgets apart.
                six: rng.below(3) != 0,
                seven: rng.below(3) != 0,
                nine: rng.below(3) != 0,
            },
            leading_zeros: rng.below(2) == 0,
            times_divide: rng.below(3) != 0,
            movable_equals: rng.below(3) == 0,
        }
        .for_layout(&layout);
        let k = 1 + rng.below(3) as u32;
        for goal in Goal::ALL {
            let found = distances(&layout, rules, goal, k);
            drawn_twice += found.values().filter(|d| d.len() > 1).count();
            let up_to: BTreeMap<String, u32> = found
                .iter()
                .map(|(text, d)| (text.clone(), *d.first().expect("a distance")))
                .collect();
            let exactly: BTreeMap<String, u32> = found
                .iter()
                .filter(|(_, d)| d.contains(&k))
                .map(|(text, _)| (text.clone(), k))
                .collect();
            exact_answers += exactly.len();
            for (budget, expected) in [
                (Budget::up_to(goal, k), up_to),
                (Budget::exactly(goal, k), exactly),
            ] {
                let solved =
                    solve_budget(&layout, rules, budget, usize::MAX, &mut |_| true).expect("solvable");
                let name = format!("case {case}: {text}, {rules:?}, {budget:?}");
                assert_eq!(listed(&solved.answers), expected, "{name}");
                assert_eq!(solved.answers.len(), expected.len(), "{name}: each answer once");
                assert!(solved.is_complete(), "{name}");
                for answer in &solved.answers {
                    let changes = crate::matchsticks::editor::Changes::between(
                        &layout.for_rules(rules),
                        &answer.layout,
                    );
                    assert_eq!(
                        budget.admits(changes.removed, changes.added),
                        Some(answer.moves),
                        "{name}: {} is drawn at its steps",
                        answer.equation
                    );
                }
                // The matchstick paper's search, where it applies, finds the same.
                if seed004::knows(&layout, rules) && k <= 2 {
                    let paper = seed004::solve_budget(&layout, rules, budget, &mut 0);
                    assert_eq!(listed(&paper), expected, "{name}: the paper's search");
                }
            }
        }
    }
    assert!(
        exact_answers > 50,
        "answers at exactly k to compare ({exact_answers})"
    );
    assert!(
        drawn_twice > 3,
        "equations drawn at two distances ({drawn_twice})"
    );
}

#[test]
fn an_equation_drawn_one_and_two_moves_away_answers_exactly_two() {
    // With the 9 drawn two ways (abcdfg, or abcfg without its bottom), some puzzle of D+D=D has
    // an answer one move away in one drawing and two in the other: the brute force finds the
    // first, and the solver must list it at 1 for "up to 2" and at 2 for "exactly 2".
    let rules = Rules {
        variants: Variants {
            nine: true,
            ..Variants::default()
        },
        ..Rules::default()
    };
    let mut witness = None;
    'search: for a in 0..10 {
        for b in 0..10 {
            for c in 0..10 {
                let text = format!("{a}+{b}={c}");
                let layout = Layout::parse(&text).expect("valid");
                let found = distances(&layout, rules, Goal::Move, 2);
                if let Some((answer, _)) = found.iter().find(|(_, d)| d.len() == 2) {
                    witness = Some((layout, answer.clone()));
                    break 'search;
                }
            }
        }
    }
    let (layout, answer) = witness.expect("a digit drawn two ways gives one");
    let at = |budget: Budget| {
        solve_budget(&layout, rules, budget, usize::MAX, &mut |_| true)
            .expect("solvable")
            .answers
            .into_iter()
            .find(|a| a.equation == answer)
            .map(|a| a.moves)
    };
    assert_eq!(at(Budget::up_to(Goal::Move, 2)), Some(1), "nearest first");
    assert_eq!(at(Budget::exactly(Goal::Move, 2)), Some(2), "and exactly two");
    assert_eq!(at(Budget::exactly(Goal::Move, 1)), Some(1));
}

#[test]
fn exactly_leaves_out_what_lies_nearer_and_counts_only_the_budget() {
    // 5+7=2: 9−7=2 is one move away, so "exactly 2" does not list it (one glyph per digit).
    let layout = Layout::parse("5+7=2").expect("valid");
    let exactly = solve_budget(
        &layout,
        Rules::default(),
        Budget::exactly(Goal::Move, 2),
        100,
        &mut |_| true,
    )
    .expect("solvable");
    assert!(
        exactly
            .answers
            .iter()
            .all(|a| a.moves == 2 && a.equation != "9-7=2")
    );
    assert_eq!(exactly.counts[0], 0);
    let up_to = solve_within(&layout, Rules::default(), Goal::Move, 2, 100, &mut |_| true).expect("solvable");
    assert_eq!(
        exactly.counts[1], up_to.counts[1],
        "standard glyphs: one distance each"
    );
    // The seed's own example: 5+3=08 is two moves from 0+3=09, 6+3=09 one.
    let seed = Layout::parse("0+3=09").expect("valid");
    let two = solve_budget(
        &seed,
        Rules::default(),
        Budget::exactly(Goal::Move, 2),
        10,
        &mut |_| true,
    )
    .expect("solvable");
    assert_eq!(listed(&two.answers), BTreeMap::from([("5+3=08".to_owned(), 2)]));
}
