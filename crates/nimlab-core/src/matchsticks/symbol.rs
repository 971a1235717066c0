//! The stick model of a sign slot (an operator, or an "=" that may move): five stick positions,
//! and the sign each set of them reads as.
//!
//! ```text
//!        |  v          \ b   / s         positions of a sign slot:
//!    ----+----  h        \ /             h  the middle horizontal (the matchstick paper's '−')
//!        |                X              v  the upright through it ('+' with h)
//!    ---------  l        / \             l  a second horizontal below h ('=' with h)
//!                                        b  the diagonal '\', s the diagonal '/'
//!
//!    −  h        +  h v        =  h l        ×  b s        ÷  s
//! ```
//!
//! Every transition a puzzle needs is one stick: − plus v is +, − plus l is =, + and = differ
//! by moving v to l, × less b is ÷ (written '/', as the calculators do), and − becomes ÷ by
//! moving its one stick from h to s. We follow 8188's matchstick-puzzle-solver
//! (<https://github.com/8188/matchstick-puzzle-solver>, `doc/stantard-rules.md`: minus plus one
//! stick is plus or equals, plus and equals are one move apart, × and / one stick apart) and the
//! npm `matchstick-solver` package (its slots `g`, `altg`, `addv`, `mul_tl_br`, `mul_tr_bl`: × as
//! two diagonals, = as two horizontals sharing the minus's). Where they differ we keep one stick
//! per position: 8188 draws '/' with two sticks and npm's division is two short bars without the
//! middle one, so × ↔ ÷ is a move there and a removal here.

use super::glyph::Segments;

/// The middle horizontal: '−' alone (the matchstick paper's horizontal).
pub const MIDDLE: Segments = 0b0_0001;
/// The upright through the middle: '+' with [`MIDDLE`] (the matchstick paper's vertical).
pub const UPRIGHT: Segments = 0b0_0010;
/// The lower horizontal: '=' with [`MIDDLE`].
pub const LOWER: Segments = 0b0_0100;
/// The diagonal from top left to bottom right ('\').
pub const BACKSLASH: Segments = 0b0_1000;
/// The diagonal from bottom left to top right ('/'): '÷' alone, '×' with [`BACKSLASH`].
pub const SLASH: Segments = 0b1_0000;

/// How many stick positions a sign slot has.
pub const SIGN_POSITIONS: u32 = 5;

/// The letters a puzzle file writes the positions with, in bit order.
pub const POSITION_LETTERS: [char; 5] = ['h', 'v', 'l', 'b', 's'];

/// '+'.
pub const PLUS: Segments = MIDDLE | UPRIGHT;
/// '−'.
pub const MINUS: Segments = MIDDLE;
/// '='.
pub const EQUALS: Segments = MIDDLE | LOWER;
/// '×'.
pub const TIMES: Segments = BACKSLASH | SLASH;
/// '÷'.
pub const DIVIDE: Segments = SLASH;

/// Every sign with its sticks, in the order of their characters (so that answers list in text
/// order): '+', '-', '=', '×', '÷'.
pub const SIGNS: [(char, Segments); 5] = [
    ('+', PLUS),
    ('-', MINUS),
    ('=', EQUALS),
    ('×', TIMES),
    ('÷', DIVIDE),
];

/// The sign a sign slot's sticks read as, if any.
pub fn sign(sticks: Segments) -> Option<char> {
    SIGNS.iter().find(|&&(_, glyph)| glyph == sticks).map(|&(c, _)| c)
}

/// The sticks of a sign typed as `c`: `+`; `-` or `−`; `=`; `*`, `x`, `X` or `×`; `/` or `÷`.
pub fn typed(c: char) -> Option<Segments> {
    match c {
        '+' => Some(PLUS),
        '-' | '−' => Some(MINUS),
        '=' => Some(EQUALS),
        '*' | 'x' | 'X' | '×' => Some(TIMES),
        '/' | '÷' => Some(DIVIDE),
        _ => None,
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// One stick's move, addition or removal between two glyphs.
    fn one_stick_apart(a: Segments, b: Segments) -> bool {
        let (removed, added) = ((a & !b).count_ones(), (b & !a).count_ones());
        matches!((removed, added), (1 | 0, 1) | (1, 0))
    }

    #[test]
    fn every_transition_of_the_model_is_one_stick() {
        assert!(one_stick_apart(MINUS, PLUS), "− plus one stick is +");
        assert!(one_stick_apart(MINUS, EQUALS), "− plus one stick is =");
        assert!(one_stick_apart(PLUS, EQUALS), "+ ↔ = by one move (8188)");
        assert!(one_stick_apart(TIMES, DIVIDE), "× and ÷ differ by one stick");
        assert!(one_stick_apart(MINUS, DIVIDE), "− ↔ ÷ by one move");
        assert!(!one_stick_apart(PLUS, TIMES), "+ ↔ × takes two moves");
        for (c, glyph) in SIGNS {
            assert_eq!(sign(glyph), Some(c));
            assert_eq!(typed(c), Some(glyph));
        }
        assert_eq!(typed('*'), Some(TIMES));
        assert_eq!(typed('x'), Some(TIMES));
        assert_eq!(typed('/'), Some(DIVIDE));
        assert_eq!(typed('−'), Some(MINUS));
        assert_eq!(sign(UPRIGHT), None);
        assert_eq!(sign(BACKSLASH), None);
        assert_eq!(typed('%'), None);
    }
}
