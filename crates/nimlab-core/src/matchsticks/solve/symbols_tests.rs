//! ×, ÷ and a movable '=' in the solver: published puzzles with ×, ÷ and a moving '=', and a slow
//! brute force over stick arrangements that must agree with the programme on random puzzles.

use std::collections::BTreeMap;

use super::*;
use crate::matchsticks::glyph::Variants;
use crate::matchsticks::layout::{Slot, is_true_equation};

fn rules(times_divide: bool, movable_equals: bool) -> Rules {
    Rules {
        times_divide,
        movable_equals,
        ..Rules::default()
    }
}

fn answers(text: &str, rules: Rules, goal: Goal, k: u32) -> Vec<(String, u32)> {
    let layout = Layout::parse(text).expect("valid");
    solve(&layout, rules, goal, k)
        .expect("solvable")
        .into_iter()
        .map(|a| (a.equation, a.moves))
        .collect()
}

fn has(found: &[(String, u32)], equation: &str, moves: u32) -> bool {
    found.iter().any(|(e, k)| e == equation && *k == moves)
}

#[test]
fn a_puzzle_that_shows_times_or_divide_is_solved_by_rules_that_know_them() {
    // The caller's rules leave × and ÷ off: the puzzle's own signs turn them on, in the solver
    // and in the matchstick paper's search alike, so no caller can forget.
    let plain = Rules::default();
    let times = answers("3*5=9", plain, Goal::Move, 1);
    assert!(has(&times, "3×3=9", 1), "{times:?}");
    let divide = answers("9/3=2", plain, Goal::Move, 3);
    assert!(has(&divide, "6÷3=2", 1) && has(&divide, "9÷3=3", 1), "{divide:?}");
    let layout = Layout::parse("3*5=9").expect("valid");
    assert!(!crate::matchsticks::seed004::knows(&layout, plain));
    assert!(crate::matchsticks::seed004::knows(
        &Layout::parse("3+5=9").expect("valid"),
        plain
    ));
    // A chain needs no rule: its second '=' is read as one.
    let chain = answers("1+1=2=3", plain, Goal::Move, 1);
    assert!(
        chain.iter().all(|(e, _)| e.matches('=').count() == 2),
        "{chain:?}"
    );
}

#[test]
fn a_stick_of_the_equals_may_move() {
    // 1−2=1 → 1=2−1, one move, when the '=' may move.
    let moved = answers("1-2=1", rules(false, true), Goal::Move, 1);
    assert!(has(&moved, "1=2-1", 1), "{moved:?}");
    let fixed = answers("1-2=1", rules(false, false), Goal::Move, 1);
    assert!(!fixed.iter().any(|(e, _)| e == "1=2-1"), "{fixed:?}");
    // Car Talk's "Matchstick Math" puzzler (cartalk.com/content/matchstick-math-0): "you take the
    // match stick from the equal sign … bring it over to where the minus sign is and you make one
    // equal to three, now minus two": 1−3=2 → 1=3−2.
    let car_talk = answers("1-3=2", rules(false, true), Goal::Move, 1);
    assert!(has(&car_talk, "1=3-2", 1), "{car_talk:?}");
}

#[test]
fn published_puzzles_with_times_and_divide() {
    // 8188's matchstick-puzzle-solver, test/cases.json: "3*3=6" has 3 one-move solutions and
    // "9/3=2" 2, in its standard mode; its rule table (doc/stantard-rules.md: 6 → 9, 3 → 2, 9 → 6
    // and 2 → 3 by one move) makes them 3×3=9, 3×2=6, 2×3=6 and 9÷3=3, 6÷3=2.
    let times = answers("3*3=6", Rules::default(), Goal::Move, 1);
    for answer in ["3×3=9", "3×2=6", "2×3=6"] {
        assert!(has(&times, answer, 1), "{answer}: {times:?}");
    }
    let divide = answers("9/3=2", Rules::default(), Goal::Move, 1);
    for answer in ["9÷3=3", "6÷3=2"] {
        assert!(has(&divide, answer, 1), "{answer}: {divide:?}");
    }
    // mindyourlogic.com's daily matchstick puzzle "5+7=2": 9−7=2, still found when × and ÷ may
    // appear.
    let plus = answers("5+7=2", rules(true, true), Goal::Move, 1);
    assert!(has(&plus, "9-7=2", 1), "{plus:?}");
}

#[test]
fn seed_004_puzzles_keep_their_answers_under_the_old_rules() {
    // With both new rules off, the programme of `chain.rs` and that of `sums.rs` agree: a chain
    // of one '=' is solved by either.
    for text in ["0+3=09", "6+4=4", "8+8=16", "1+1+1+1=4"] {
        let layout = Layout::parse(text).expect("valid");
        for goal in Goal::ALL {
            let fast = solve_within(&layout, Rules::default(), goal, 2, usize::MAX, &mut |_| true);
            let chain = chain::solve::<u64>(
                &layout,
                Rules::default(),
                Budget::up_to(goal, 2),
                usize::MAX,
                &mut |_| true,
            );
            assert_eq!(fast, chain, "{text}, {goal:?}");
        }
    }
}

#[test]
fn several_equals_make_a_chain() {
    let found = answers("1+2=3=4", Rules::default(), Goal::Move, 1);
    // 4 → 3 is not one stick; 1+2=3=3 needs a stick from elsewhere: whatever is found is true.
    for (equation, _) in &found {
        assert!(is_true_equation(equation, true), "{equation}");
        assert_eq!(equation.matches('=').count(), 2, "the '=' stay fixed");
    }
    let added = answers("1+2=3=9", Rules::default(), Goal::Remove, 1);
    assert!(has(&added, "1+2=3=3", 1), "{added:?}");
}

/// A seeded xorshift64*, so a failing case can be named and rerun.
struct Rng(u64);

impl Rng {
    fn below(&mut self, n: u64) -> u64 {
        self.0 ^= self.0 >> 12;
        self.0 ^= self.0 << 25;
        self.0 ^= self.0 >> 27;
        self.0.wrapping_mul(0x2545_F491_4F6C_DD1D) % n
    }
}

/// Every arrangement of sticks within `k` steps of `layout` under `goal`, read and evaluated:
/// each true text the rules allow, with the fewest steps that reach it. Independent of the
/// programme: it knows positions and the evaluator only.
fn brute_force(layout: &Layout, rules: Rules, goal: Goal, k: u32) -> BTreeMap<String, u32> {
    let layout = layout.for_rules(rules);
    let original = layout.read(rules.variants).ok();
    let positions: Vec<(usize, u8)> = layout
        .slots
        .iter()
        .enumerate()
        .flat_map(|(slot, s)| (0..s.positions() as u8).map(move |bit| (slot, bit)))
        .collect();
    let full = |p: &(usize, u8)| layout.slots[p.0].sticks() >> p.1 & 1 == 1;
    let fulls: Vec<_> = positions.iter().copied().filter(full).collect();
    let empties: Vec<_> = positions.iter().copied().filter(|p| !full(p)).collect();
    let mut found = BTreeMap::new();
    let (most_removed, most_added) = match goal {
        Goal::Move => (k, k),
        Goal::Add => (0, k),
        Goal::Remove => (k, 0),
    };
    for removed in subsets(&fulls, most_removed) {
        for added in subsets(&empties, most_added) {
            let Some(steps) = goal.steps(removed.len() as u32, added.len() as u32) else {
                continue;
            };
            if steps == 0 {
                continue;
            }
            let mut after = layout.clone();
            for &(slot, bit) in removed.iter().chain(&added) {
                let s = after.slots[slot];
                after.slots[slot] = s.with_sticks(s.sticks() ^ 1 << bit);
            }
            let Ok(text) = after.read(rules.variants) else {
                continue;
            };
            let sign_made_equals = !rules.movable_equals
                && after
                    .slots
                    .iter()
                    .any(|s| matches!(s, Slot::Operator(m) if *m == crate::matchsticks::symbol::EQUALS));
            if Some(&text) == original.as_ref()
                || sign_made_equals
                || !text.chars().all(|c| rules.allows(c))
                || !is_true_equation(&text, rules.leading_zeros)
            {
                continue;
            }
            let best = found.entry(text).or_insert(steps);
            *best = (*best).min(steps);
        }
    }
    found
}

/// Every subset of `items` of at most `most` elements.
fn subsets<T: Copy>(items: &[T], most: u32) -> Vec<Vec<T>> {
    let mut all = vec![Vec::new()];
    for &item in items {
        let grown: Vec<Vec<T>> = all
            .iter()
            .filter(|s| s.len() < most as usize)
            .map(|s| {
                let mut s = s.clone();
                s.push(item);
                s
            })
            .collect();
        all.extend(grown);
    }
    all
}

/// A random puzzle of a shape with every symbol: digits, +, −, ×, ÷ and one '=' or two.
fn random_text(rng: &mut Rng) -> String {
    const SHAPES: [&str; 7] = ["D*D=D", "DD/D=D", "D+D=D=D", "D-D=D", "D/D=DD", "DD=D*D", "D=D-D"];
    const SIGNS: [char; 5] = ['+', '-', '*', '/', '='];
    let shape = SHAPES[rng.below(SHAPES.len() as u64) as usize];
    shape
        .chars()
        .map(|c| match c {
            'D' => char::from(b'0' + rng.below(10) as u8),
            '=' => '=',
            // A sign of the shape is kept half the time, otherwise any sign but '='.
            sign if rng.below(2) == 0 => sign,
            _ => SIGNS[rng.below(4) as usize],
        })
        .collect()
}

#[test]
fn the_programme_agrees_with_a_brute_force_on_random_puzzles() {
    let mut rng = Rng(0x9E37_79B9_7F4A_7C15);
    let mut answers_seen = 0;
    for case in 0..150 {
        let text = random_text(&mut rng);
        let layout = Layout::parse(&text).expect("the shapes are equations");
        let rules = Rules {
            variants: Variants {
                six: rng.below(2) == 0,
                seven: rng.below(3) == 0,
                nine: rng.below(3) == 0,
            },
            leading_zeros: rng.below(2) == 0,
            times_divide: rng.below(4) != 0,
            movable_equals: rng.below(2) == 0,
        }
        .for_layout(&layout);
        let goal = Goal::ALL[rng.below(3) as usize];
        let k = 1 + rng.below(3) as u32;
        let expected = brute_force(&layout, rules, goal, k);
        let solved = solve(&layout, rules, goal, k).expect("solvable");
        let got: BTreeMap<String, u32> = solved.iter().map(|a| (a.equation.clone(), a.moves)).collect();
        assert_eq!(got.len(), solved.len(), "case {case}: each answer once");
        assert_eq!(got, expected, "case {case}: {text}, {rules:?}, {goal:?}, {k}");
        for answer in &solved {
            assert_eq!(
                answer.layout.read(rules.variants).as_deref(),
                Ok(answer.equation.as_str()),
                "case {case}: the answer is drawn as it reads"
            );
        }
        answers_seen += expected.len();
    }
    assert!(
        answers_seen > 100,
        "the cases have answers to compare ({answers_seen})"
    );
}
