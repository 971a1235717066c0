//! A canvas's edges by number and by place: the edges in reading order, and the way back from an
//! edge's doubled midpoint (or its two dots) to its number, which turning, mirroring and placing
//! figures need for every stick.

use super::canvas::{Canvas, Dot, Edge, Point};

/// A canvas's edges and the way from an edge's doubled midpoint back to its number.
#[derive(Clone, Debug)]
pub struct EdgeTable {
    canvas: Canvas,
    edges: Vec<Edge>,
    /// The number of the edge at each doubled midpoint of the box `corner` + (0..columns, 0..).
    index: Vec<Option<u8>>,
    corner: Point,
    columns: i32,
}

impl EdgeTable {
    /// The table of `canvas`'s edges.
    pub fn new(canvas: Canvas) -> Self {
        let edges = canvas.edges();
        let a = edges.iter().map(|e| e.middle.a);
        let b = edges.iter().map(|e| e.middle.b);
        let corner = Point::new(a.clone().min().unwrap_or(0), b.clone().min().unwrap_or(0));
        let far = Point::new(a.max().unwrap_or(0), b.max().unwrap_or(0));
        let columns = far.a - corner.a + 1;
        let rows = far.b - corner.b + 1;
        let mut index = vec![None; (columns * rows) as usize];
        for (number, edge) in edges.iter().enumerate() {
            let cell = (edge.middle.b - corner.b) * columns + edge.middle.a - corner.a;
            index[cell as usize] = Some(number as u8);
        }
        Self {
            canvas,
            edges,
            index,
            corner,
            columns,
        }
    }

    /// The canvas.
    pub fn canvas(&self) -> Canvas {
        self.canvas
    }

    /// The edges, in reading order.
    pub fn edges(&self) -> &[Edge] {
        &self.edges
    }

    /// The number of the edge whose doubled midpoint is `middle`, if the canvas has it.
    pub fn at(&self, middle: Point) -> Option<usize> {
        let (a, b) = (middle.a - self.corner.a, middle.b - self.corner.b);
        if a < 0 || b < 0 || a >= self.columns {
            return None;
        }
        let cell = usize::try_from(b * self.columns + a).ok()?;
        self.index.get(cell).copied().flatten().map(usize::from)
    }

    /// The number of the edge between two dots, if they are neighbours on the canvas.
    pub fn between(&self, one: Dot, other: Dot) -> Option<usize> {
        let (p, q) = (self.canvas.point(one), self.canvas.point(other));
        let number = self.at(p.plus(q))?;
        let edge = self.edges[number];
        ((edge.from, edge.to) == (one, other) || (edge.from, edge.to) == (other, one)).then_some(number)
    }
}
