//! A canvas's view as a lesson's step and the remembered state keep it: the part of the picture
//! on show, in the picture's own coordinates (a tree's order and depth, a DAG's positions), never
//! pixels. A step made on a 4K screen and shown on an 800×600 projector shows the same part of
//! the tree, larger or smaller, where a pixel offset would have shown another part or none.

use serde::{Deserialize, Serialize};

/// The farthest from the origin a picture reaches, in its own units: far past the largest tree
/// (a few thousand leaves wide) and DAG nimlab draws.
pub const MAX_EXTENT: f32 = 1.0e7;

/// The narrowest part of a picture shown: a thousandth of a node, far past the deepest zoom.
pub const MIN_SPAN: f32 = 1.0e-3;

/// The part of a picture on show.
#[derive(Clone, Copy, Debug, PartialEq, Serialize, Deserialize)]
pub struct SavedCamera {
    /// The picture's point at the middle of the canvas.
    pub centre: (f32, f32),
    /// How wide and how tall a part of the picture the canvas shows.
    pub span: (f32, f32),
}

// Only checked cameras (`sanitized`) are kept or compared, and they are finite numbers.
impl Eq for SavedCamera {}

impl SavedCamera {
    /// The camera if it is a part of a picture nimlab could show: finite, within
    /// [`MAX_EXTENT`] and no narrower than [`MIN_SPAN`]; else none (the canvas fits its picture).
    pub fn sanitized(self) -> Option<Self> {
        let (x, y) = self.centre;
        let (width, height) = self.span;
        let placed = [x, y].iter().all(|at| at.is_finite() && at.abs() <= MAX_EXTENT);
        let sized = [width, height]
            .iter()
            .all(|span| span.is_finite() && (MIN_SPAN..=MAX_EXTENT).contains(span));
        (placed && sized).then_some(self)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn only_a_part_of_a_picture_is_kept() {
        let shown = SavedCamera {
            centre: (812.5, 6.0),
            span: (40.0, 9.5),
        };
        assert_eq!(shown.sanitized(), Some(shown));
        let hostile = [
            ((f32::NAN, 0.0), (1.0, 1.0)),
            ((0.0, f32::INFINITY), (1.0, 1.0)),
            ((2.0e7, 0.0), (1.0, 1.0)),
            ((0.0, 0.0), (0.0, 1.0)),
            ((0.0, 0.0), (-5.0, 1.0)),
            ((0.0, 0.0), (1.0, f32::NAN)),
            ((0.0, 0.0), (1.0, 1.0e9)),
        ];
        for (centre, span) in hostile {
            assert_eq!(
                SavedCamera { centre, span }.sanitized(),
                None,
                "{centre:?} {span:?}"
            );
        }
    }

    #[test]
    fn a_camera_reads_back_from_its_text_and_nan_reads_to_be_refused() {
        let shown = SavedCamera {
            centre: (0.1, -3.25),
            span: (1234.5, 0.75),
        };
        let text = ron::to_string(&shown).expect("plain data");
        assert_eq!(ron::from_str::<SavedCamera>(&text).ok(), Some(shown));
        let nan: SavedCamera = ron::from_str("(centre:(NaN,1.0),span:(1.0,1.0))").expect("RON has NaN");
        assert_eq!(nan.sanitized(), None);
    }
}
