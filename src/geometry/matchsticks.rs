//! Where every stick of a layout lies, in world units (a digit is 1 wide and 2 tall), and which
//! position the pointer is nearest: plain geometry that the canvas scales to the window.
//!
//! Digit segments follow seed 004's figure: a top, b upper right, c lower right, d bottom,
//! e lower left, f upper left, g middle. A sign slot has issue 24's five positions (see
//! `nimlab_core::matchsticks::symbol`): the middle horizontal (raised to the upper bar of an
//! '=' when the lower one is full), the upright, the lower bar, and the diagonals '\' and '/'.

use emath::{Pos2, Rect, pos2, vec2};

use nimlab_core::matchsticks::editor::StickPosition;
use nimlab_core::matchsticks::layout::{Layout, Slot};
use nimlab_core::matchsticks::symbol;

/// A stick's thickness.
pub const STICK_WIDTH: f32 = 0.15;
/// Space left between the ends of sticks that meet at a corner.
const CORNER_GAP: f32 = 0.16;
/// Width of a digit box (its height is twice that).
const DIGIT_WIDTH: f32 = 1.0;
/// Width of an operator or '=' box.
const SIGN_WIDTH: f32 = 0.9;
/// Space between neighbouring slots.
const SLOT_GAP: f32 = 0.55;
/// The pointer snaps to a position whose centre is at most this far away.
pub const SNAP_DISTANCE: f32 = 0.75;
/// Height of the row of slots.
pub const ROW_HEIGHT: f32 = 2.0;

/// One stick from end to end; the match head is at `head`.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct Stick {
    /// The end with the match head, in world units.
    pub head: Pos2,
    /// The other end, in world units.
    pub tail: Pos2,
}

impl Stick {
    fn new(head: Pos2, tail: Pos2) -> Self {
        Self { head, tail }
    }

    /// The middle of the stick.
    pub fn centre(self) -> Pos2 {
        self.head.lerp(self.tail, 0.5)
    }

    /// The stick lies flat.
    pub fn is_horizontal(self) -> bool {
        (self.head.y - self.tail.y).abs() < f32::EPSILON
    }

    /// The stick lies neither flat nor upright (a diagonal of × or ÷).
    pub fn is_diagonal(self) -> bool {
        !self.is_horizontal() && (self.head.x - self.tail.x).abs() > f32::EPSILON
    }

    /// The area the stick covers, widened by `margin` on every side (for hit testing).
    pub fn rect(self, margin: f32) -> Rect {
        Rect::from_two_pos(self.head, self.tail).expand(STICK_WIDTH / 2.0 + margin)
    }

    /// The same stick moved so that its centre is at `centre`.
    #[must_use]
    pub fn centred_at(self, centre: Pos2) -> Self {
        let shift = centre - self.centre();
        Self::new(self.head + shift, self.tail + shift)
    }
}

/// The horizontal placement of every slot of one layout.
#[derive(Clone, Debug, PartialEq)]
pub struct Geometry {
    /// Left edge of each slot's box.
    left: Vec<f32>,
    width: f32,
    /// The positions a sign slot offers (see [`positions_with`]).
    signs: u32,
}

fn slot_width(slot: Slot) -> f32 {
    match slot {
        Slot::Digit(_) => DIGIT_WIDTH,
        Slot::Operator(_) | Slot::Equals => SIGN_WIDTH,
    }
}

impl Geometry {
    /// Where every slot of `layout` lies.
    pub fn new(layout: &Layout) -> Self {
        let mut left = Vec::with_capacity(layout.slots.len());
        let mut x = 0.0;
        for &slot in &layout.slots {
            left.push(x);
            x += slot_width(slot) + SLOT_GAP;
        }
        Self {
            left,
            width: (x - SLOT_GAP).max(0.0),
            signs: SEED_004_SIGN_POSITIONS,
        }
    }

    /// The same placement, a sign slot offering its first `signs` positions (2: seed 004's + and
    /// −; 3: and the '=''s lower bar; 5: and the diagonals of × and ÷).
    #[must_use]
    pub fn with_sign_positions(self, signs: u32) -> Self {
        Self { signs, ..self }
    }

    /// Every position the canvas offers in `layout`, slot by slot.
    pub fn positions<'a>(&self, layout: &'a Layout) -> impl Iterator<Item = StickPosition> + 'a {
        positions_with(layout, self.signs)
    }

    /// The row's extent, sticks included.
    pub fn bounds(&self) -> Rect {
        Rect::from_min_size(Pos2::ZERO, vec2(self.width, ROW_HEIGHT)).expand(STICK_WIDTH)
    }

    /// The box of slot `slot` (its glyph area).
    pub fn slot_rect(&self, layout: &Layout, slot: usize) -> Rect {
        let x = self.left[slot];
        Rect::from_min_size(pos2(x, 0.0), vec2(slot_width(layout.slots[slot]), ROW_HEIGHT))
    }

    /// The stick at a movable position of `layout`.
    pub fn stick(&self, layout: &Layout, at: StickPosition) -> Stick {
        let x = self.left[at.slot];
        let g = CORNER_GAP;
        match layout.slots[at.slot] {
            Slot::Digit(_) => {
                let (l, r) = (x, x + DIGIT_WIDTH);
                match at.bit {
                    0 => Stick::new(pos2(l + g, 0.0), pos2(r - g, 0.0)),
                    1 => Stick::new(pos2(r, g), pos2(r, 1.0 - g)),
                    2 => Stick::new(pos2(r, 1.0 + g), pos2(r, 2.0 - g)),
                    3 => Stick::new(pos2(l + g, 2.0), pos2(r - g, 2.0)),
                    4 => Stick::new(pos2(l, 1.0 + g), pos2(l, 2.0 - g)),
                    5 => Stick::new(pos2(l, g), pos2(l, 1.0 - g)),
                    _ => Stick::new(pos2(l + g, 1.0), pos2(r - g, 1.0)),
                }
            }
            Slot::Operator(sticks) => {
                let (middle, half) = (x + SIGN_WIDTH / 2.0, SIGN_WIDTH / 2.0);
                // With its lower bar full, the middle bar is the upper one of an '='.
                let has_lower = sticks & symbol::LOWER != 0;
                let diagonal = 0.32;
                match at.bit {
                    0 => {
                        let y = if has_lower { EQUALS_BARS[0] } else { 1.0 };
                        Stick::new(pos2(x, y), pos2(x + SIGN_WIDTH, y))
                    }
                    1 => Stick::new(pos2(middle, 1.0 - half), pos2(middle, 1.0 + half)),
                    2 => Stick::new(pos2(x, EQUALS_BARS[1]), pos2(x + SIGN_WIDTH, EQUALS_BARS[1])),
                    3 => Stick::new(
                        pos2(middle - diagonal, 1.0 - diagonal),
                        pos2(middle + diagonal, 1.0 + diagonal),
                    ),
                    _ => Stick::new(
                        pos2(middle - diagonal, 1.0 + diagonal),
                        pos2(middle + diagonal, 1.0 - diagonal),
                    ),
                }
            }
            Slot::Equals => Stick::new(pos2(x, 1.0), pos2(x + SIGN_WIDTH, 1.0)),
        }
    }

    /// The two fixed sticks of the '=' at slot `slot`.
    pub fn equals_sticks(&self, slot: usize) -> [Stick; 2] {
        let x = self.left[slot];
        EQUALS_BARS.map(|y| Stick::new(pos2(x, y), pos2(x + SIGN_WIDTH, y)))
    }

    /// The position, among those `wanted` accepts, whose centre is nearest `point` and within
    /// [`SNAP_DISTANCE`].
    pub fn nearest(
        &self,
        layout: &Layout,
        point: Pos2,
        wanted: impl Fn(StickPosition) -> bool,
    ) -> Option<StickPosition> {
        self.positions(layout)
            .filter(|&at| wanted(at))
            .map(|at| (at, self.stick(layout, at).centre().distance(point)))
            .filter(|&(_, distance)| distance <= SNAP_DISTANCE)
            .min_by(|a, b| a.1.total_cmp(&b.1))
            .map(|(at, _)| at)
    }
}

/// Every movable stick position of `layout` that seed 004 knows, slot by slot (and any other
/// sign stick that is full).
pub fn positions(layout: &Layout) -> impl Iterator<Item = StickPosition> + '_ {
    positions_with(layout, SEED_004_SIGN_POSITIONS)
}

/// The positions of seed 004's sign slot: its horizontal and vertical.
const SEED_004_SIGN_POSITIONS: u32 = 2;

/// Where the two bars of an '=' lie.
const EQUALS_BARS: [f32; 2] = [0.78, 1.22];

/// Every movable stick position of `layout`, a sign slot offering its first `signs` positions
/// and any full one past them, slot by slot.
pub fn positions_with(layout: &Layout, signs: u32) -> impl Iterator<Item = StickPosition> + '_ {
    layout.slots.iter().enumerate().flat_map(move |(slot, s)| {
        let count = match *s {
            Slot::Operator(sticks) => signs.max(u8::BITS - sticks.leading_zeros()),
            other => other.positions(),
        };
        (0..count).map(move |bit| StickPosition { slot, bit: bit as u8 })
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn every_position_has_its_own_place_and_snaps_to_itself() {
        let layout = Layout::parse("0+3=09").expect("valid");
        let geometry = Geometry::new(&layout);
        let all: Vec<StickPosition> = positions(&layout).collect();
        assert_eq!(all.len(), 7 + 2 + 7 + 7 + 7);
        for &at in &all {
            let stick = geometry.stick(&layout, at);
            assert!(geometry.bounds().contains_rect(stick.rect(0.0)));
            assert_eq!(geometry.nearest(&layout, stick.centre(), |_| true), Some(at));
            // The two sticks of a '+' cross; every other pair lies apart.
            let is_operator = matches!(layout.slots[at.slot], Slot::Operator(_));
            for &other in all
                .iter()
                .filter(|o| o.slot != at.slot || (!is_operator && **o != at))
            {
                let other = geometry.stick(&layout, other);
                assert!(
                    !stick.rect(-0.01).intersects(other.rect(-0.01)),
                    "{at:?} overlaps another stick"
                );
            }
        }
    }

    #[test]
    fn nearest_respects_the_filter_and_the_snap_distance() {
        let layout = Layout::parse("1+1=2").expect("valid");
        let geometry = Geometry::new(&layout);
        let b = StickPosition { slot: 0, bit: 1 };
        let centre = geometry.stick(&layout, b).centre();
        assert_ne!(geometry.nearest(&layout, centre, |at| at != b), Some(b));
        assert_eq!(geometry.nearest(&layout, pos2(-5.0, -5.0), |_| true), None);
    }
}
