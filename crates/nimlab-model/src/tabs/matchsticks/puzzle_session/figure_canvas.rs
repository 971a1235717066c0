//! The canvas a figure puzzle is drawn on: its lattice and its size in dots, each change one
//! step of the book's undo order. Growing keeps every stick where it is (dots are counted from
//! the top left); shrinking past a stick of the puzzle or of its target is refused with the
//! smallest size that keeps them, never losing a stick unasked. Another lattice has other edges
//! (a square's sticks would be sheared into other shapes), so changing it takes every stick off;
//! Undo lays them back.

use super::PuzzleSession;
use nimlab_core::shapes::canvas::{Canvas, CanvasError, Lattice, MIN_DOTS};
use nimlab_core::shapes::record::{FigureRecord, ShapesRecord};

/// Why the canvas was not resized.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum CanvasRefusal {
    /// No figure puzzle is open.
    NoFigure,
    /// Too few or too many dots for the lattice.
    Size(CanvasError),
    /// A stick of the puzzle or of its target would fall off: the canvas must keep at least
    /// this many dots across and down.
    DropsSticks {
        /// The fewest dots across that keep every stick.
        width: u8,
        /// The fewest dots down that keep every stick.
        height: u8,
    },
}

/// The fewest dots across and down that keep every stick of the puzzle and of its target (and
/// never fewer than any canvas has).
pub fn smallest_canvas(shapes: &ShapesRecord) -> (u8, u8) {
    let target: &[_] = match &shapes.figure {
        FigureRecord::Target { sticks, .. } => sticks,
        FigureRecord::Count { .. } => &[],
    };
    shapes
        .sticks
        .iter()
        .chain(target)
        .flat_map(|s| [s.from, s.to])
        .fold((MIN_DOTS, MIN_DOTS), |(width, height), (column, row)| {
            (
                width.max(column.saturating_add(1)),
                height.max(row.saturating_add(1)),
            )
        })
}

impl PuzzleSession {
    /// Gives the open figure puzzle's canvas `width` × `height` dots (one undoable step), unless
    /// the lattice does not allow that size or a stick would fall off it.
    pub fn resize_figure_canvas(&mut self, width: u8, height: u8) -> Result<(), CanvasRefusal> {
        let shapes = self
            .open
            .figure()
            .and_then(|record| record.shapes.as_ref())
            .ok_or(CanvasRefusal::NoFigure)?;
        Canvas::new(shapes.lattice, width, height).map_err(CanvasRefusal::Size)?;
        let (fewest_across, fewest_down) = smallest_canvas(shapes);
        if width < fewest_across || height < fewest_down {
            return Err(CanvasRefusal::DropsSticks {
                width: fewest_across,
                height: fewest_down,
            });
        }
        self.edit_figure(|record| {
            if let Some(shapes) = record.shapes.as_mut() {
                (shapes.width, shapes.height) = (width, height);
            }
        });
        Ok(())
    }

    /// Puts the open figure puzzle on `lattice` (one undoable step): every stick of the puzzle
    /// and of its target is taken off, as the other lattice's edges are not these, and the
    /// canvas shrinks to the lattice's most dots if it had more.
    pub fn set_figure_lattice(&mut self, lattice: Lattice) {
        self.edit_figure(|record| {
            let Some(shapes) = record.shapes.as_mut() else {
                return;
            };
            if shapes.lattice == lattice {
                return;
            }
            shapes.lattice = lattice;
            shapes.width = shapes.width.min(lattice.max_dots());
            shapes.height = shapes.height.min(lattice.max_dots());
            shapes.sticks.clear();
            if let FigureRecord::Target { sticks, .. } = &mut shapes.figure {
                sticks.clear();
            }
        });
    }
}
