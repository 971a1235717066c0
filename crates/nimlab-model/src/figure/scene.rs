//! A figure as the page sees it: shapes and text in points on a canvas of a given size, in the
//! colours of a theme. Every figure (a puzzle, a tree, a chart, a worksheet page) is built as a
//! [`Scene`] and written out by `svg`; PNG and PDF are made from that SVG, so every format draws
//! the same picture.

/// A colour, opaque unless `alpha` says otherwise.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Colour {
    /// Red, 0–255.
    pub red: u8,
    /// Green, 0–255.
    pub green: u8,
    /// Blue, 0–255.
    pub blue: u8,
    /// Opacity, 0 (none) to 255 (opaque).
    pub alpha: u8,
}

impl Colour {
    /// An opaque colour from its red, green and blue.
    pub const fn rgb(red: u8, green: u8, blue: u8) -> Self {
        Self {
            red,
            green,
            blue,
            alpha: 255,
        }
    }
}

/// Where a text's anchor point lies along its line.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Align {
    /// The text starts at the anchor.
    Start,
    /// The text is centred on the anchor.
    Middle,
    /// The text ends at the anchor.
    End,
}

/// How heavy a text is drawn.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Weight {
    /// Body text.
    Regular,
    /// Titles and emphasis.
    Bold,
}

/// A point in the scene, in points from its top-left corner.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct Point {
    /// Points from the left edge.
    pub x: f32,
    /// Points from the top edge.
    pub y: f32,
}

/// Shorthand for a [`Point`].
pub const fn pt(x: f32, y: f32) -> Point {
    Point { x, y }
}

/// One thing drawn.
#[derive(Clone, Debug, PartialEq)]
pub enum Shape {
    /// A straight line; `dash` is the length of dashes and gaps, if dashed.
    Line {
        /// One end.
        from: Point,
        /// The other end.
        to: Point,
        /// Thickness in points.
        width: f32,
        /// Colour.
        colour: Colour,
        /// Dash and gap length, if dashed.
        dash: Option<f32>,
    },
    /// A rectangle with rounded corners, filled and/or outlined.
    Rect {
        /// The top-left corner.
        min: Point,
        /// The bottom-right corner.
        max: Point,
        /// The corners' radius.
        radius: f32,
        /// The inside's colour, if filled.
        fill: Option<Colour>,
        /// The outline's thickness and colour, if outlined.
        stroke: Option<(f32, Colour)>,
        /// The outline's dash and gap length, if dashed.
        dash: Option<f32>,
    },
    /// A circle, filled and/or outlined.
    Circle {
        /// The centre.
        centre: Point,
        /// The radius.
        radius: f32,
        /// The inside's colour, if filled.
        fill: Option<Colour>,
        /// The outline's thickness and colour, if outlined.
        stroke: Option<(f32, Colour)>,
    },
    /// Straight lines joining `points` in turn (a chart's curve, an arc), never filled.
    Polyline {
        /// The points, in order.
        points: Vec<Point>,
        /// Thickness in points.
        width: f32,
        /// Colour.
        colour: Colour,
        /// Dash and gap length, if dashed.
        dash: Option<f32>,
    },
    /// One line of text whose baseline passes through `at`.
    Text {
        /// The anchor, on the baseline.
        at: Point,
        /// The words, on one line.
        text: String,
        /// The font size in points.
        size: f32,
        /// Colour.
        colour: Colour,
        /// Where the anchor lies along the line.
        align: Align,
        /// Regular or bold.
        weight: Weight,
    },
}

/// A figure: its size in points, what fills it, and what is drawn on it, back to front.
#[derive(Clone, Debug, PartialEq)]
pub struct Scene {
    /// Width in points.
    pub width: f32,
    /// Height in points.
    pub height: f32,
    /// What the page is filled with.
    pub background: Colour,
    /// What the figure shows, in words: the SVG's title and the PDF's title.
    pub title: String,
    /// What is drawn, back to front.
    pub shapes: Vec<Shape>,
}

/// The margin round a figure, in points: its title's left edge and the room above it.
pub const FIGURE_MARGIN: f32 = 36.0;

impl Scene {
    /// A figure of `width × height` points on `background` with `title` set bold in `ink` at
    /// `size` in its top left corner, where every figure puts its heading.
    pub fn headed(
        width: f32,
        height: f32,
        (background, ink): (Colour, Colour),
        title: &str,
        size: f32,
    ) -> Self {
        let mut scene = Self::new(width, height, background, title);
        scene.bold(
            pt(FIGURE_MARGIN, FIGURE_MARGIN + size),
            title,
            size,
            ink,
            Align::Start,
        );
        scene
    }

    /// An empty figure of `width × height` points.
    pub fn new(width: f32, height: f32, background: Colour, title: impl Into<String>) -> Self {
        Self {
            width,
            height,
            background,
            title: title.into(),
            shapes: Vec::new(),
        }
    }

    /// Adds `shape` on top of what is drawn.
    pub fn push(&mut self, shape: Shape) {
        self.shapes.push(shape);
    }

    /// Adds a line of text.
    pub fn text(&mut self, at: Point, text: impl Into<String>, size: f32, colour: Colour, align: Align) {
        self.push(text_shape(at, text.into(), size, colour, align, Weight::Regular));
    }

    /// The words drawn, back to front.
    pub fn texts(&self) -> impl Iterator<Item = &str> {
        self.shapes.iter().filter_map(|shape| match shape {
            Shape::Text { text, .. } => Some(text.as_str()),
            _ => None,
        })
    }

    /// Adds a line of bold text.
    pub fn bold(&mut self, at: Point, text: impl Into<String>, size: f32, colour: Colour, align: Align) {
        self.push(text_shape(at, text.into(), size, colour, align, Weight::Bold));
    }
}

fn text_shape(at: Point, text: String, size: f32, colour: Colour, align: Align, weight: Weight) -> Shape {
    Shape::Text {
        at,
        text,
        size,
        colour,
        align,
        weight,
    }
}

/// About how wide `text` is set at `size` in the figures' font: wide (Hangul, CJK) characters
/// take a full em, the rest a little over half. For laying out, never for clipping: leave room.
pub fn approx_width(text: &str, size: f32) -> f32 {
    text.chars()
        .map(|c| if (c as u32) >= 0x1100 { 1.0 } else { 0.58 })
        .sum::<f32>()
        * size
}

/// The size to set `text` at, at most `size`, so that it fits `width` (by [`approx_width`]):
/// a node's "1000" inside its circle.
pub fn size_to_fit(text: &str, size: f32, width: f32) -> f32 {
    let wide = approx_width(text, size);
    if wide > width { size * width / wide } else { size }
}

/// `text` on one line no wider than `width`: set smaller down to `min_size`, then, if it still
/// does not fit, cut with "…" (a heading beside a field it must not run over). Returns the text
/// and its size.
pub fn fit_line(text: &str, size: f32, min_size: f32, width: f32) -> (String, f32) {
    let size = size_to_fit(text, size, width).max(min_size);
    // Set smaller to fit exactly, the text measures a rounding error over `width`: not a cut.
    if approx_width(text, size) <= width * 1.001 {
        return (text.to_owned(), size);
    }
    let mut kept: Vec<char> = text.chars().collect();
    while !kept.is_empty() {
        kept.pop();
        let cut = format!("{}…", kept.iter().collect::<String>().trim_end());
        if approx_width(&cut, size) <= width {
            return (cut, size);
        }
    }
    ("…".to_owned(), size)
}

/// `text` broken at spaces into lines no wider than `width` at `size` (by [`approx_width`]); a
/// word wider than the line gets a line of its own.
pub fn wrap(text: &str, size: f32, width: f32) -> Vec<String> {
    let mut lines: Vec<String> = Vec::new();
    let mut line = String::new();
    for word in text.split(' ').filter(|w| !w.is_empty()) {
        let longer = if line.is_empty() {
            word.to_owned()
        } else {
            format!("{line} {word}")
        };
        if approx_width(&longer, size) > width && !line.is_empty() {
            lines.push(std::mem::replace(&mut line, word.to_owned()));
        } else {
            line = longer;
        }
    }
    if !line.is_empty() {
        lines.push(line);
    }
    lines
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn wrapping_keeps_every_word_in_order_within_the_width() {
        let text =
            "From n = 5 on, the outcomes repeat with period 7: the window of 4 outcomes there reappears";
        let lines = wrap(text, 12.0, 200.0);
        assert!(lines.len() > 1, "{lines:?}");
        assert_eq!(lines.join(" "), text);
        for line in &lines {
            assert!(approx_width(line, 12.0) <= 200.0 || !line.contains(' '), "{line}");
        }
        assert_eq!(wrap("", 12.0, 100.0), Vec::<String>::new());
        assert_eq!(wrap("unbreakableword", 12.0, 10.0), vec!["unbreakableword"]);
    }

    #[test]
    fn a_number_shrinks_only_when_it_would_not_fit() {
        let width = 11.5 * 1.7;
        assert!((size_to_fit("13", 10.0, width) - 10.0).abs() < f32::EPSILON);
        let size = size_to_fit("1000", 10.0, width);
        assert!(size < 10.0 && size > 6.0, "{size}");
        assert!(approx_width("1000", size) <= width + 1e-3);
    }
}
