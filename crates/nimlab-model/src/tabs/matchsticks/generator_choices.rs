//! The generator panel's choices, kept between runs: which kind of puzzle it makes (equations,
//! squares or triangles) and each kind's controls, so a designer who comes back finds the
//! generator as it was left. Every field has its default, so a state saved before the choices
//! existed still loads; each is bounded when read back, like typed input.

use serde::{Deserialize, Serialize};

use crate::tabs::text_limit::truncate_chars;
use nimlab_core::matchsticks::budget::{Budget, Goal};
use nimlab_core::shapes::canvas::{Canvas, CanvasError, Lattice, MIN_DOTS};
use nimlab_core::shapes::generate::{MAX_CELLS, Request};
use nimlab_core::shapes::puzzle::Rules;

/// The most steps the figure generator offers: past four, every canvas but the smallest weighs
/// more choices than the solver takes, and the engine would refuse it anyway.
pub const MAX_FIGURE_STEPS: u32 = 4;

/// The most squares or triangles a request may ask for: more than an 8 × 8 canvas holds (140
/// squares of every size), so any count a canvas can show is offered.
pub const MAX_FIGURE_COUNT: u32 = 200;

/// The most steps the equation generator offers (its window's bound, as before the choices were
/// remembered).
pub const MAX_EQUATION_STEPS: u32 = 3;

/// The longest equation shape kept: far past any shape the generator takes.
const MAX_SHAPE_CHARS: usize = 40;

/// What the generator makes.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
pub enum GeneratorKind {
    /// Equations of a shape (`D+D=D`).
    #[default]
    Equations,
    /// Figure puzzles on the square lattice.
    Squares,
    /// Figure puzzles on the triangular lattice.
    Triangles,
}

impl GeneratorKind {
    /// Every kind, in the order the panel offers them.
    pub const ALL: [Self; 3] = [Self::Equations, Self::Squares, Self::Triangles];

    /// The lattice of a figure kind (`None` for equations).
    pub fn lattice(self) -> Option<Lattice> {
        match self {
            Self::Equations => None,
            Self::Squares => Some(Lattice::Square),
            Self::Triangles => Some(Lattice::Triangular),
        }
    }
}

/// A figure generation's controls: the canvas (in dots, as a puzzle's canvas is set), the
/// puzzle's figure, the budget and the squares or triangles the answer shows.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(default)]
pub struct FigureChoices {
    /// Dots across the canvas.
    pub across: u8,
    /// Dots down the canvas.
    pub down: u8,
    /// How many unit cells the puzzle's figure joins edge to edge.
    pub cells: u8,
    /// Move, add or remove.
    pub goal: Goal,
    /// How many steps away the one answer lies.
    pub steps: u32,
    /// Exactly that many steps, not up to.
    pub exactly: bool,
    /// How many squares or triangles the answer shows.
    pub count: u32,
    /// Every stick in one; all one size.
    pub rules: Rules,
}

impl Default for FigureChoices {
    /// The square lattice's first choices (a field missing from a remembered state reads as
    /// theirs).
    fn default() -> Self {
        Self::first(Lattice::Square)
    }
}

impl FigureChoices {
    /// What the panel first offers on `lattice`: a figure large enough that its shapes make a
    /// list to choose from (figures of fewer cells have a handful of shapes, so a handful of
    /// puzzles at most), quick to generate (milliseconds in a release build, well under a second
    /// in a debug one). Squares: seven cells on 5 × 5 dots, remove 1 to leave 6 squares;
    /// triangles: eight cells on 4 × 4 dots, move 1 to make 10 triangles.
    pub fn first(lattice: Lattice) -> Self {
        let (size, cells, goal, count) = match lattice {
            Lattice::Square => (5, 7, Goal::Remove, 6),
            Lattice::Triangular => (4, 8, Goal::Move, 10),
        };
        Self {
            across: size,
            down: size,
            cells,
            goal,
            steps: 1,
            exactly: false,
            count,
            rules: Rules::default(),
        }
    }

    /// The budget asked for.
    pub fn budget(&self) -> Budget {
        Budget {
            goal: self.goal,
            steps: self.steps,
            exactly: self.exactly,
        }
    }

    /// The engine's request on `lattice`, or why the canvas cannot be.
    pub fn request(&self, lattice: Lattice) -> Result<Request, CanvasError> {
        Ok(Request {
            canvas: Canvas::new(lattice, self.across, self.down)?,
            cells: self.cells,
            budget: self.budget(),
            count: self.count,
            rules: self.rules,
        })
    }

    /// The choices as remembered, each within what the panel offers on `lattice`.
    #[must_use]
    pub fn sanitized(self, lattice: Lattice) -> Self {
        let most = lattice.max_dots();
        Self {
            across: self.across.clamp(MIN_DOTS, most),
            down: self.down.clamp(MIN_DOTS, most),
            cells: self.cells.clamp(1, MAX_CELLS),
            steps: self.steps.clamp(1, MAX_FIGURE_STEPS),
            count: self.count.min(MAX_FIGURE_COUNT),
            ..self
        }
    }
}

/// The generator panel's choices (serialized field by field, each with its default).
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(default)]
pub struct GeneratorChoices {
    /// What the generator makes.
    pub kind: GeneratorKind,
    /// The equations' shape as typed.
    pub shape: String,
    /// How many steps away an equation's one answer lies.
    pub steps: u32,
    /// Exactly that many steps, not up to.
    pub exactly: bool,
    /// The square lattice's controls.
    pub squares: FigureChoices,
    /// The triangular lattice's controls.
    pub triangles: FigureChoices,
}

impl Default for GeneratorChoices {
    fn default() -> Self {
        Self {
            kind: GeneratorKind::default(),
            shape: "D+D=D".to_owned(),
            steps: 1,
            exactly: false,
            squares: FigureChoices::first(Lattice::Square),
            triangles: FigureChoices::first(Lattice::Triangular),
        }
    }
}

impl GeneratorChoices {
    /// The choices as remembered, checked like typed input.
    #[must_use]
    pub fn sanitized(mut self) -> Self {
        truncate_chars(&mut self.shape, MAX_SHAPE_CHARS);
        Self {
            steps: self.steps.clamp(1, MAX_EQUATION_STEPS),
            squares: self.squares.sanitized(Lattice::Square),
            triangles: self.triangles.sanitized(Lattice::Triangular),
            ..self
        }
    }

    /// The controls of `lattice`'s figures.
    pub fn figure(&mut self, lattice: Lattice) -> &mut FigureChoices {
        match lattice {
            Lattice::Square => &mut self.squares,
            Lattice::Triangular => &mut self.triangles,
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_state_from_before_the_choices_reads_as_the_defaults() {
        let old: GeneratorChoices = ron::from_str("()").expect("reads");
        assert_eq!(old, GeneratorChoices::default());
        assert_eq!(old.kind, GeneratorKind::Equations);
        let partial: GeneratorChoices =
            ron::from_str("(kind: Triangles, squares: (cells: 3))").expect("reads");
        assert_eq!(partial.kind, GeneratorKind::Triangles);
        assert_eq!(partial.squares.cells, 3);
        assert_eq!(partial.squares.goal, Goal::Remove, "the rest is the default");
        assert_eq!(partial.triangles, FigureChoices::first(Lattice::Triangular));
    }

    #[test]
    fn wild_choices_are_bounded_to_what_the_panel_offers() {
        let wild = ron::from_str::<GeneratorChoices>(
            "(steps: 99, shape: \"DDDDDDDDDDDDDDDDDDDDDDDDDDDDDDDDDDDDDDDDDDDDDDDDDDDDDD\", \
             squares: (across: 0, down: 200, cells: 50, steps: 0, count: 9999), \
             triangles: (across: 9, down: 9))",
        )
        .expect("reads")
        .sanitized();
        assert_eq!(wild.steps, MAX_EQUATION_STEPS);
        assert_eq!(wild.shape.chars().count(), MAX_SHAPE_CHARS);
        // 2 to 8 dots each way on the square lattice, 2 to 7 on the triangular.
        assert_eq!((wild.squares.across, wild.squares.down), (2, 8));
        assert_eq!((wild.triangles.across, wild.triangles.down), (7, 7));
        assert_eq!((wild.squares.cells, wild.squares.steps), (MAX_CELLS, 1));
        assert_eq!(wild.squares.count, MAX_FIGURE_COUNT);
        assert!(wild.squares.request(Lattice::Square).is_ok());
        assert!(wild.triangles.request(Lattice::Triangular).is_ok());
    }

    #[test]
    fn the_request_reads_the_canvas_in_dots() {
        let request = FigureChoices::first(Lattice::Triangular)
            .request(Lattice::Triangular)
            .expect("a canvas");
        assert_eq!(
            (request.canvas.width(), request.canvas.height()),
            (4, 4),
            "the dots as chosen"
        );
        assert_eq!(request.budget, Budget::up_to(Goal::Move, 1));
    }
}
