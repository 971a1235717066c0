//! The stick model of a Roman letter slot: seven stick positions, and the letter (I, V, X, L, C)
//! each set of them reads as. An empty letter slot is a blank, room for a number to grow into.
//!
//! ```text
//!    t ───             \   /   p q: the two strokes of V, meeting at its foot
//!    u │   \  /         \ /
//!      │    \/    b s:   X      the two crossing diagonals of X
//!    f ───              / \
//!
//!    I  u        V  p q        X  b s        L  u f        C  t u f
//! ```
//!
//! Puzzle books count I and − as one stick, V, X, L, + and = as two and C as three, and build L
//! and C on I's upright: an I takes a foot to become L, and L a top to become C, one stick each.
//! V and X share no stick (V's strokes meet at its foot, X's cross at its middle), so V ↔ X is
//! two moves, and each of them is two sticks from a blank. The costs between letters follow from
//! the positions alone (see the tests).

use super::glyph::Segments;

/// The upright: I alone, the back of L and C.
pub const UPRIGHT: Segments = 0b000_0001;
/// The horizontal foot of L and C.
pub const FOOT: Segments = 0b000_0010;
/// The horizontal top of C.
pub const TOP: Segments = 0b000_0100;
/// V's left stroke, falling to its foot.
pub const VEE_LEFT: Segments = 0b000_1000;
/// V's right stroke, rising from its foot.
pub const VEE_RIGHT: Segments = 0b001_0000;
/// X's diagonal from top left to bottom right.
pub const CROSS_FALLING: Segments = 0b010_0000;
/// X's diagonal from bottom left to top right.
pub const CROSS_RISING: Segments = 0b100_0000;

/// How many stick positions a letter slot has.
pub const LETTER_POSITIONS: u32 = 7;

/// The letters a puzzle file writes the positions with, in bit order.
pub const POSITION_LETTERS: [char; 7] = ['u', 'f', 't', 'p', 'q', 'b', 's'];

/// Every letter with its sticks, in the order of the numerals' values.
pub const LETTERS: [(char, Segments); 5] = [
    ('I', UPRIGHT),
    ('V', VEE_LEFT | VEE_RIGHT),
    ('X', CROSS_FALLING | CROSS_RISING),
    ('L', UPRIGHT | FOOT),
    ('C', UPRIGHT | FOOT | TOP),
];

/// The letter a letter slot's sticks read as, if any (a blank slot reads as none, and is no
/// error: see [`is_blank`]).
pub fn letter(sticks: Segments) -> Option<char> {
    LETTERS
        .iter()
        .find(|&&(_, glyph)| glyph == sticks)
        .map(|&(c, _)| c)
}

/// The sticks of a letter typed as `c` (upper or lower case).
pub fn typed(c: char) -> Option<Segments> {
    let upper = c.to_ascii_uppercase();
    LETTERS
        .iter()
        .find(|&&(l, _)| l == upper)
        .map(|&(_, glyph)| glyph)
}

/// A letter slot with no stick: nothing, read as nothing, where a letter may be laid.
pub fn is_blank(sticks: Segments) -> bool {
    sticks == 0
}

#[cfg(test)]
mod tests {
    use super::*;

    /// Moves (or, when the counts differ, the larger of removals and additions) between two
    /// letters' sticks.
    fn cost(a: char, b: char) -> (u32, u32) {
        let (a, b) = (typed(a).unwrap_or(0), typed(b).unwrap_or(0));
        ((a & !b).count_ones(), (b & !a).count_ones())
    }

    #[test]
    fn the_books_stick_counts_and_the_costs_between_letters() {
        let counts: Vec<(char, u32)> = LETTERS.iter().map(|&(c, g)| (c, g.count_ones())).collect();
        assert_eq!(counts, [('I', 1), ('V', 2), ('X', 2), ('L', 2), ('C', 3)]);
        // (removed, added) from the first to the second.
        assert_eq!(cost('I', 'L'), (0, 1), "a foot makes I an L");
        assert_eq!(cost('L', 'C'), (0, 1), "a top makes L a C");
        assert_eq!(cost('I', 'C'), (0, 2));
        assert_eq!(cost('V', 'X'), (2, 2), "V and X share no stick: two moves");
        assert_eq!(cost('I', 'V'), (1, 2));
        assert_eq!(cost('X', 'L'), (2, 2));
        assert_eq!(cost('I', ' '), (1, 0), "an I taken away leaves a blank");
        for (c, glyph) in LETTERS {
            assert_eq!(letter(glyph), Some(c));
            assert_eq!(typed(c.to_ascii_lowercase()), Some(glyph));
        }
        assert_eq!(letter(0), None);
        assert!(is_blank(0));
        assert_eq!(letter(FOOT), None, "a foot alone is no letter");
        assert_eq!(letter(VEE_LEFT | CROSS_RISING), None, "half a V and half an X");
        assert_eq!(typed('D'), None, "D and M are not in the model");
    }
}
