//! Where every stick of a layout lies, in world units (a digit is 1 wide and 2 tall), and which
//! position the pointer is nearest: plain geometry that the canvas scales to the window.
//!
//! Digit segments follow the matchstick paper's figure: a top, b upper right, c lower right, d
//! bottom, e lower left, f upper left, g middle. A sign slot has five positions (see
//! `nimlab_core::matchsticks::symbol`): the middle horizontal (raised to the upper bar of an '='
//! when the lower one is full), the upright, the lower bar, and the diagonals '\' and '/'.

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
/// Width of a Roman letter's box: I, L and C on the left, V and X to their right, so that
/// every position keeps a place of its own to press.
const LETTER_WIDTH: f32 = 1.1;
/// Where a letter's upright stands, from the box's left edge.
const LETTER_UPRIGHT: f32 = 0.1;
/// Where a letter's V and X begin, from the box's left edge.
const LETTER_STROKES: f32 = 0.35;
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

    /// How far `point` lies from the stick's line (0 on it).
    pub fn distance_to(self, point: Pos2) -> f32 {
        let along = self.tail - self.head;
        let t = ((point - self.head).dot(along) / along.length_sq()).clamp(0.0, 1.0);
        (self.head + along * t).distance(point)
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
        Slot::Letter(_) => LETTER_WIDTH,
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

    /// The same placement, a sign slot offering its first `signs` positions (2: the matchstick
    /// paper's + and −; 3: and the '=''s lower bar; 5: and the diagonals of × and ÷).
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
            Slot::Letter(_) => letter_stick(x, at.bit),
            Slot::Equals => Stick::new(pos2(x, 1.0), pos2(x + SIGN_WIDTH, 1.0)),
        }
    }

    /// Where a pointer presses for the stick at `at` alone, widened by `margin`: the stick's
    /// area, but for an upright or a diagonal of a sign only its upper half. A sign's sticks
    /// cross at one centre, where a press is taken to mean the bar ([`Geometry::closest`]); the
    /// middle of an upper half lies on that stick alone, so its accessible place is its own.
    pub fn hit_rect(&self, layout: &Layout, at: StickPosition, margin: f32) -> Rect {
        let stick = self.stick(layout, at);
        let crossing = matches!(layout.slots[at.slot], Slot::Operator(_))
            || matches!(layout.slots[at.slot], Slot::Letter(_)) && stick.is_diagonal();
        if stick.is_horizontal() || !crossing {
            return stick.rect(margin);
        }
        let upper = if stick.head.y < stick.tail.y {
            stick.head
        } else {
            stick.tail
        };
        Rect::from_two_pos(stick.centre(), upper).expand(STICK_WIDTH / 2.0 + margin)
    }

    /// The two fixed sticks of the '=' at slot `slot`.
    pub fn equals_sticks(&self, slot: usize) -> [Stick; 2] {
        let x = self.left[slot];
        EQUALS_BARS.map(|y| Stick::new(pos2(x, y), pos2(x + SIGN_WIDTH, y)))
    }

    /// Where a stick dragged to `point` lands: among the positions `wanted` accepts whose centre
    /// lies within [`SNAP_DISTANCE`], the nearest (see [`Geometry::closest`]).
    pub fn nearest(
        &self,
        layout: &Layout,
        point: Pos2,
        wanted: impl Fn(StickPosition) -> bool,
    ) -> Option<StickPosition> {
        self.closest(layout, point, |at, stick| {
            wanted(at) && stick.centre().distance(point) <= SNAP_DISTANCE
        })
    }

    /// The stick a press at `point` is on: among the positions `wanted` accepts whose line lies
    /// within `reach` of `point`, the nearest (see [`Geometry::closest`]).
    pub fn under(
        &self,
        layout: &Layout,
        point: Pos2,
        reach: f32,
        wanted: impl Fn(StickPosition) -> bool,
    ) -> Option<StickPosition> {
        self.closest(layout, point, |at, stick| {
            wanted(at) && stick.distance_to(point) <= reach
        })
    }

    /// Among the positions `keep` accepts, the one nearest `point` by the distance to its centre
    /// plus the distance to its line; on a tie, a bar before an upright or a diagonal. Centres
    /// alone cannot tell a sign's sticks apart (four share one), lines alone let a long stick
    /// passing near win over the short one aimed at (the upright of a sign over its lower bar);
    /// their sum finds a diagonal along its arm and a bar beside its middle. Bars first, because
    /// a press on a sign's centre has always meant its bar.
    fn closest(
        &self,
        layout: &Layout,
        point: Pos2,
        keep: impl Fn(StickPosition, Stick) -> bool,
    ) -> Option<StickPosition> {
        self.positions(layout)
            .map(|at| (at, self.stick(layout, at)))
            .filter(|&(at, stick)| keep(at, stick))
            .map(|(at, stick)| {
                let apart = stick.centre().distance(point) + stick.distance_to(point);
                (at, apart, !stick.is_horizontal())
            })
            .min_by(|a, b| a.1.total_cmp(&b.1).then(a.2.cmp(&b.2)))
            .map(|(at, ..)| at)
    }
}

/// Stick `bit` of a Roman letter whose box starts at `x` (see `nimlab_core::matchsticks::letter`):
/// the upright (I, the back of L and C), the foot and top of L and C, V's two strokes meeting at
/// its foot, and X's two diagonals crossing at its middle.
fn letter_stick(x: f32, bit: u8) -> Stick {
    let g = CORNER_GAP;
    let (back, strokes, right) = (x + LETTER_UPRIGHT, x + LETTER_STROKES, x + LETTER_WIDTH);
    let vee_foot = pos2(strokes + (right - strokes) / 2.0, 2.0);
    match bit {
        0 => Stick::new(pos2(back, g), pos2(back, 2.0 - g)),
        1 => Stick::new(pos2(back + g, 2.0), pos2(right - g, 2.0)),
        2 => Stick::new(pos2(back + g, 0.0), pos2(right - g, 0.0)),
        3 => Stick::new(pos2(strokes, g), vee_foot),
        4 => Stick::new(vee_foot, pos2(right, g)),
        5 => Stick::new(pos2(strokes, g), pos2(right, 2.0 - g)),
        _ => Stick::new(pos2(strokes, 2.0 - g), pos2(right, g)),
    }
}

/// Every movable stick position of `layout` that the matchstick paper knows, slot by slot (and any
/// other sign stick that is full).
pub fn positions(layout: &Layout) -> impl Iterator<Item = StickPosition> + '_ {
    positions_with(layout, SEED_004_SIGN_POSITIONS)
}

/// The positions of the matchstick paper's sign slot: its horizontal and vertical.
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
            // Pressed where its accessible place says (the upright of '+' above the crossing).
            let press = geometry.hit_rect(&layout, at, 0.0).center();
            assert_eq!(geometry.nearest(&layout, press, |_| true), Some(at));
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
    fn every_stick_of_a_sign_is_pressed_and_dropped_on_at_its_own_place() {
        // The five sticks of a sign share one centre; each has a place of its own to press
        // (the middle of its hit area) and is found anywhere along its line.
        let reach = STICK_WIDTH / 2.0;
        for text in ["6×2=4", "6÷2=4", "1=2-1"] {
            let layout = Layout::parse(text).expect("valid");
            let geometry = Geometry::new(&layout).with_sign_positions(5);
            for at in geometry.positions(&layout) {
                let stick = geometry.stick(&layout, at);
                let press = geometry.hit_rect(&layout, at, 0.1).center();
                assert_eq!(
                    geometry.under(&layout, press, reach, |_| true),
                    Some(at),
                    "{text} {at:?}"
                );
                assert_eq!(
                    geometry.nearest(&layout, press, |_| true),
                    Some(at),
                    "{text} {at:?}"
                );
                // Along its arms, clear of the centre and of the tips where it crosses a bar.
                for t in [0.3, 0.4, 0.6, 0.7] {
                    let along = stick.head.lerp(stick.tail, t);
                    let found = geometry.under(&layout, along, reach, |other| other.slot == at.slot);
                    if stick.is_diagonal() {
                        assert_eq!(found, Some(at), "{text} {at:?} at {t}");
                    } else {
                        assert!(found.is_some(), "{text} {at:?} at {t}");
                    }
                }
            }
        }
    }

    #[test]
    fn a_drop_beside_a_short_bar_lands_on_it_not_on_a_long_stick_passing_by() {
        // 1-2=1: a stick dropped a little under the '−' is meant for its lower bar (making
        // '='), though the empty upright runs down past it.
        let layout = Layout::parse("1-2=1").expect("valid");
        let geometry = Geometry::new(&layout).with_sign_positions(5);
        let lower = StickPosition { slot: 1, bit: 2 };
        let bar = geometry.stick(&layout, lower);
        for below in [0.0, 0.05, 0.1, 0.15] {
            let point = bar.centre() + vec2(0.0, below);
            let empty = |at: StickPosition| layout.slots[at.slot].sticks() >> at.bit & 1 == 0;
            assert_eq!(
                geometry.nearest(&layout, point, empty),
                Some(lower),
                "{below} under"
            );
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
