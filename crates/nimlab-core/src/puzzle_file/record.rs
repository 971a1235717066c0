//! A puzzle record's own reading: its budget, its equation's layout or its figure puzzle,
//! checked as a file's text is, and how a record of either kind is made.

use serde::ser::{Serialize, SerializeStruct, Serializer};

use super::{PuzzleRecord, SlotRecord};
use crate::matchsticks::budget::{Budget, Goal};
use crate::matchsticks::layout::{Layout, Rules};
use crate::shapes::puzzle::Puzzle as FigurePuzzle;
use crate::shapes::record::ShapesRecord;

impl PuzzleRecord {
    /// A record of `layout` with no metadata, for a budget of up to `steps`.
    pub fn new(layout: &Layout, goal: Goal, steps: u32, rules: Rules) -> Self {
        Self::with_budget(layout, Budget::up_to(goal, steps), rules)
    }

    /// A record of `layout` with no metadata, solved within `budget`.
    pub fn with_budget(layout: &Layout, budget: Budget, rules: Rules) -> Self {
        Self {
            layout: layout
                .slots
                .iter()
                .map(|&slot| SlotRecord::from_slot(slot))
                .collect(),
            goal: budget.goal,
            steps: budget.steps,
            exactly: budget.exactly,
            // The file says the rules the puzzle is played by, its own × or ÷ included.
            rules: rules.for_layout(layout),
            ..Self::default()
        }
    }

    /// The goal, the steps and whether they are exact.
    pub fn budget(&self) -> Budget {
        Budget {
            goal: self.goal,
            steps: self.steps,
            exactly: self.exactly,
        }
    }

    /// A figure puzzle of `puzzle`, with no metadata: its budget is the record's.
    pub fn of_figure(puzzle: &FigurePuzzle) -> Self {
        let budget = puzzle.budget;
        Self {
            goal: budget.goal,
            steps: budget.steps,
            exactly: budget.exactly,
            shapes: Some(ShapesRecord::of(puzzle)),
            ..Self::default()
        }
    }

    /// The figure puzzle, checked (`None` for an equation).
    pub fn figure(&self) -> Option<Result<FigurePuzzle, String>> {
        let shapes = self.shapes.as_ref()?;
        Some(shapes.puzzle(self.budget()).map_err(|e| e.to_string()))
    }

    /// The record is a puzzle nimlab can open: an equation whose layout reads (see
    /// [`PuzzleRecord::layout`]), or a figure puzzle whose canvas, sticks and figure do.
    pub fn check(&self) -> Result<(), String> {
        match self.figure() {
            Some(figure) => figure.map(drop),
            None => self.layout().map(drop),
        }
    }

    /// The layout, checked to be a puzzle under its rules (an '=' unless the '=' may move); a
    /// figure puzzle has none.
    pub fn layout(&self) -> Result<Layout, String> {
        if self.shapes.is_some() {
            return Err("a figure puzzle on a lattice has no equation".to_owned());
        }
        let slots = self
            .layout
            .iter()
            .map(SlotRecord::to_slot)
            .collect::<Result<Vec<_>, _>>()?;
        let layout = Layout { slots };
        layout.check_for(self.rules).map_err(|e| e.to_string())?;
        Ok(layout)
    }
}

impl Serialize for PuzzleRecord {
    /// Every field in order; a text format (RON, JSON) skips an equation's empty `shapes`, so
    /// files of equations read as before figures, while a compact one (postcard, for the web's
    /// workers) writes it, as its reader expects every field.
    fn serialize<S: Serializer>(&self, serializer: S) -> Result<S::Ok, S::Error> {
        let skip_shapes = serializer.is_human_readable() && self.shapes.is_none();
        let mut record = serializer.serialize_struct("PuzzleRecord", 9 - usize::from(skip_shapes))?;
        record.serialize_field("title", &self.title)?;
        record.serialize_field("author", &self.author)?;
        record.serialize_field("notes", &self.notes)?;
        record.serialize_field("layout", &self.layout)?;
        record.serialize_field("goal", &self.goal)?;
        record.serialize_field("steps", &self.steps)?;
        record.serialize_field("exactly", &self.exactly)?;
        record.serialize_field("rules", &self.rules)?;
        if skip_shapes {
            record.skip_field("shapes")?;
        } else {
            record.serialize_field("shapes", &self.shapes)?;
        }
        record.end()
    }
}
