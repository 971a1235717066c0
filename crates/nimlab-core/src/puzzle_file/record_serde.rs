//! How a puzzle record is written. A file (RON, read by people) leaves out an equation's empty
//! `shapes`, so files of equations read as they always did; a binary encoding without field
//! names (postcard, which carries a request to a web worker) must write every field, or the
//! reader, which expects each in its place, runs off the end of the bytes.

use serde::{Serialize, Serializer};

use super::{PuzzleRecord, SlotRecord};
use crate::matchsticks::layout::Rules;
use crate::matchsticks::solve::Goal;
use crate::shapes::record::ShapesRecord;

/// The record's fields, borrowed, with `shapes` left out when there is none.
#[derive(Serialize)]
#[serde(rename = "PuzzleRecord")]
struct Readable<'a> {
    title: &'a String,
    author: &'a String,
    notes: &'a String,
    layout: &'a Vec<SlotRecord>,
    goal: Goal,
    steps: u32,
    exactly: bool,
    rules: Rules,
    #[serde(skip_serializing_if = "Option::is_none")]
    shapes: &'a Option<ShapesRecord>,
}

/// The record's fields, borrowed, every one written.
#[derive(Serialize)]
#[serde(rename = "PuzzleRecord")]
struct Compact<'a> {
    title: &'a String,
    author: &'a String,
    notes: &'a String,
    layout: &'a Vec<SlotRecord>,
    goal: Goal,
    steps: u32,
    exactly: bool,
    rules: Rules,
    shapes: &'a Option<ShapesRecord>,
}

impl Serialize for PuzzleRecord {
    fn serialize<S: Serializer>(&self, serializer: S) -> Result<S::Ok, S::Error> {
        if serializer.is_human_readable() {
            Readable {
                title: &self.title,
                author: &self.author,
                notes: &self.notes,
                layout: &self.layout,
                goal: self.goal,
                steps: self.steps,
                exactly: self.exactly,
                rules: self.rules,
                shapes: &self.shapes,
            }
            .serialize(serializer)
        } else {
            Compact {
                title: &self.title,
                author: &self.author,
                notes: &self.notes,
                layout: &self.layout,
                goal: self.goal,
                steps: self.steps,
                exactly: self.exactly,
                rules: self.rules,
                shapes: &self.shapes,
            }
            .serialize(serializer)
        }
    }
}
