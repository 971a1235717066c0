//! The timeline against a reference that keeps one flat list each way and searches it: the
//! same answers for every step of seeded random sequences, and the sequences a person makes.

use super::*;

/// The reference: every step in one list, in the order it entered it.
#[derive(Default)]
struct Reference {
    undo: Vec<(Place, u32)>,
    redo: Vec<(Place, u32)>,
}

fn reaches(open: u64, place: Place) -> bool {
    place == Place::Collection || place == Place::Puzzle(open)
}

impl Reference {
    fn record(&mut self, open: u64, place: Place, step: u32) -> (Vec<(Place, u32)>, Option<u32>) {
        let cleared = self
            .redo
            .iter()
            .rev()
            .filter(|(p, _)| reaches(open, *p))
            .copied()
            .collect();
        self.redo.retain(|(p, _)| !reaches(open, *p));
        self.undo.push((place, step));
        let mut dropped = None;
        if self.undo.iter().filter(|(p, _)| *p == place).count() > MAX_STEPS_PER_PLACE {
            let first = self.undo.iter().position(|(p, _)| *p == place).expect("one");
            dropped = Some(self.undo.remove(first).1);
        }
        (cleared, dropped)
    }

    fn last(list: &[(Place, u32)], open: u64) -> Option<usize> {
        list.iter().rposition(|(p, _)| reaches(open, *p))
    }

    fn shift(from: &mut Vec<(Place, u32)>, to: &mut Vec<(Place, u32)>, open: u64) -> Option<(Place, u32)> {
        let at = Self::last(from, open)?;
        let entry = from.remove(at);
        to.push(entry);
        Some(entry)
    }

    fn forget(&mut self, place: Place) {
        self.undo.retain(|(p, _)| *p != place);
        self.redo.retain(|(p, _)| *p != place);
    }
}

/// `SplitMix64`, seeded: the same sequences every run.
struct Random(u64);

impl Random {
    fn below(&mut self, n: u64) -> u64 {
        self.0 = self.0.wrapping_add(0x9E37_79B9_7F4A_7C15);
        let mut z = self.0;
        z = (z ^ (z >> 30)).wrapping_mul(0xBF58_476D_1CE4_E5B9);
        z = (z ^ (z >> 27)).wrapping_mul(0x94D0_49BB_1331_11EB);
        (z ^ (z >> 31)) % n
    }
}

#[test]
fn seeded_random_sequences_agree_with_the_reference() {
    for seed in 0..40 {
        let mut random = Random(seed);
        let (mut timeline, mut reference) = (Timeline::default(), Reference::default());
        let mut open = 0;
        let mut next_step = 0;
        // Few puzzles and long runs: places meet often and the bound on a place is reached.
        let runs = if seed % 4 == 0 { 3000 } else { 300 };
        for turn in 0..runs {
            let context = format!("seed {seed}, turn {turn}");
            match random.below(10) {
                0..=3 => {
                    let place = if random.below(3) == 0 {
                        Place::Collection
                    } else {
                        Place::Puzzle(open)
                    };
                    next_step += 1;
                    let (cleared, dropped) = timeline.record(open, place, next_step);
                    assert_eq!(
                        (cleared, dropped),
                        reference.record(open, place, next_step),
                        "{context}"
                    );
                }
                4..=5 => {
                    let ours = timeline.undo(open).map(|(p, s)| (p, *s));
                    let theirs = Reference::shift(&mut reference.undo, &mut reference.redo, open);
                    assert_eq!(ours, theirs, "undo, {context}");
                }
                6..=7 => {
                    let ours = timeline.redo(open).map(|(p, s)| (p, *s));
                    let theirs = Reference::shift(&mut reference.redo, &mut reference.undo, open);
                    assert_eq!(ours, theirs, "redo, {context}");
                }
                8 => open = random.below(3),
                _ if random.below(20) == 0 => {
                    let place = Place::Puzzle(random.below(3));
                    timeline.forget(place);
                    reference.forget(place);
                }
                _ => {}
            }
            let next = |list: &[(Place, u32)]| Reference::last(list, open).map(|at| list[at]);
            let ours = timeline.next_undo(open).map(|(p, s)| (p, *s));
            assert_eq!(ours, next(&reference.undo), "next undo, {context}");
            let ours = timeline.next_redo(open).map(|(p, s)| (p, *s));
            assert_eq!(ours, next(&reference.redo), "next redo, {context}");
        }
    }
}

#[test]
fn each_puzzle_keeps_its_steps_while_another_is_open() {
    let mut timeline = Timeline::default();
    timeline.record(1, Place::Puzzle(1), "a1");
    timeline.record(1, Place::Puzzle(1), "a2");
    timeline.record(2, Place::Puzzle(2), "b1");
    timeline.record(2, Place::Collection, "moved");
    // Puzzle 2 open: the collection's change, then its own step; never puzzle 1's.
    assert_eq!(timeline.undo(2).map(|(_, s)| *s), Some("moved"));
    assert_eq!(timeline.undo(2).map(|(_, s)| *s), Some("b1"));
    assert_eq!(timeline.undo(2).map(|(_, s)| *s), None);
    // Back to puzzle 1: its steps as left, and the redo of what puzzle 2 undid stays there.
    assert_eq!(timeline.undo(1).map(|(_, s)| *s), Some("a2"));
    assert_eq!(
        timeline.redo(1).map(|(_, s)| *s),
        Some("a2"),
        "the undo of a2, newest"
    );
    assert_eq!(
        timeline.redo(1).map(|(_, s)| *s),
        Some("moved"),
        "then the collection's"
    );
    assert_eq!(timeline.redo(1).map(|(_, s)| *s), None, "b1 is puzzle 2's");
    assert_eq!(timeline.next_redo(2).map(|(_, s)| *s), Some("b1"));
    // A new step in puzzle 1 clears what puzzle 1 and the collection could redo, not 2's.
    assert_eq!(timeline.undo(1).map(|(_, s)| *s), Some("moved"), "redone last");
    let (cleared, _) = timeline.record(1, Place::Puzzle(1), "a3");
    assert_eq!(cleared, vec![(Place::Collection, "moved")]);
    assert_eq!(timeline.next_redo(2).map(|(_, s)| *s), Some("b1"));
    assert_eq!(timeline.depth(Place::Puzzle(1)), (3, 0));
}
