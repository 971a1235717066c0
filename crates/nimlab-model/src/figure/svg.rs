//! A [`Scene`] written as SVG source: one element per shape, text as `<text>` in the embedded
//! font's family. This source is what `usvg` reads to make the SVG file (text turned to
//! outlines, so it looks the same on machines without the font), the PNG and the PDF.

use std::fmt::Write as _;

use super::scene::{Align, Colour, Point, Scene, Shape, Weight};

/// The family name of the font every figure is set in (`assets/fonts/NanumSquareR.ttf`); a
/// character it lacks is drawn from another embedded font (`crate::fonts`).
pub const FONT_FAMILY: &str = "NanumSquare";

/// `text` with the characters XML gives meaning to escaped, and the ones it forbids left out.
pub fn escaped(text: &str) -> String {
    let mut out = String::with_capacity(text.len());
    for c in text.chars() {
        match c {
            '&' => out.push_str("&amp;"),
            '<' => out.push_str("&lt;"),
            '>' => out.push_str("&gt;"),
            '"' => out.push_str("&quot;"),
            '\t' | '\n' | '\r' => out.push(' '),
            c if c.is_control() => {}
            c => out.push(c),
        }
    }
    out
}

fn colour(c: Colour) -> String {
    let Colour {
        red,
        green,
        blue,
        alpha,
    } = c;
    if alpha == 255 {
        format!("#{red:02x}{green:02x}{blue:02x}")
    } else {
        format!("rgba({red},{green},{blue},{:.3})", f32::from(alpha) / 255.0)
    }
}

fn paint(fill: Option<Colour>, stroke: Option<(f32, Colour)>, dash: Option<f32>) -> String {
    let mut out = match fill {
        Some(c) => format!(r#" fill="{}""#, colour(c)),
        None => r#" fill="none""#.to_owned(),
    };
    if let Some((width, c)) = stroke {
        let _ = write!(out, r#" stroke="{}" stroke-width="{width:.2}""#, colour(c));
    }
    if let Some(dash) = dash {
        let _ = write!(out, r#" stroke-dasharray="{dash:.2} {dash:.2}""#);
    }
    out
}

fn line(out: &mut String, from: Point, to: Point, width: f32, c: Colour, dash: Option<f32>) {
    let _ = writeln!(
        out,
        r#"<line x1="{:.2}" y1="{:.2}" x2="{:.2}" y2="{:.2}" stroke-linecap="round"{}/>"#,
        from.x,
        from.y,
        to.x,
        to.y,
        paint(None, Some((width, c)), dash)
    );
}

fn text(out: &mut String, at: Point, text: &str, size: f32, c: Colour, align: Align, weight: Weight) {
    let anchor = match align {
        Align::Start => "start",
        Align::Middle => "middle",
        Align::End => "end",
    };
    // The embedded font has one weight: bold is drawn as the regular outline stroked in its own
    // colour, which thickens it the same way in every format.
    let bold = match weight {
        Weight::Regular => String::new(),
        Weight::Bold => format!(
            r#" stroke="{}" stroke-width="{:.2}" stroke-linejoin="round""#,
            colour(c),
            size / 28.0
        ),
    };
    let _ = writeln!(
        out,
        r#"<text x="{:.2}" y="{:.2}" font-size="{size:.2}" text-anchor="{anchor}" fill="{}"{bold}>{}</text>"#,
        at.x,
        at.y,
        colour(c),
        // A character no embedded font has shows as one clear mark, never a gap.
        escaped(&crate::fonts::drawable(text, crate::fonts::figures_have))
    );
}

/// The SVG source of `scene`.
pub fn source(scene: &Scene) -> String {
    let mut out = String::new();
    let (w, h) = (scene.width, scene.height);
    let _ = writeln!(
        out,
        r#"<svg xmlns="http://www.w3.org/2000/svg" width="{w:.2}" height="{h:.2}" viewBox="0 0 {w:.2} {h:.2}" font-family="{FONT_FAMILY}">"#
    );
    let _ = writeln!(out, "<title>{}</title>", escaped(&scene.title));
    let _ = writeln!(
        out,
        r#"<rect width="{w:.2}" height="{h:.2}" fill="{}"/>"#,
        colour(scene.background)
    );
    for shape in &scene.shapes {
        match *shape {
            Shape::Line {
                from,
                to,
                width,
                colour: c,
                dash,
            } => line(&mut out, from, to, width, c, dash),
            Shape::Rect {
                min,
                max,
                radius,
                fill,
                stroke,
                dash,
            } => {
                let _ = writeln!(
                    out,
                    r#"<rect x="{:.2}" y="{:.2}" width="{:.2}" height="{:.2}" rx="{radius:.2}"{}/>"#,
                    min.x,
                    min.y,
                    (max.x - min.x).max(0.0),
                    (max.y - min.y).max(0.0),
                    paint(fill, stroke, dash)
                );
            }
            Shape::Circle {
                centre,
                radius,
                fill,
                stroke,
            } => {
                let _ = writeln!(
                    out,
                    r#"<circle cx="{:.2}" cy="{:.2}" r="{radius:.2}"{}/>"#,
                    centre.x,
                    centre.y,
                    paint(fill, stroke, None)
                );
            }
            Shape::Polyline {
                ref points,
                width,
                colour: c,
                dash,
            } => {
                let points: Vec<String> = points.iter().map(|p| format!("{:.2},{:.2}", p.x, p.y)).collect();
                let _ = writeln!(
                    out,
                    r#"<polyline points="{}" stroke-linecap="round" stroke-linejoin="round"{}/>"#,
                    points.join(" "),
                    paint(None, Some((width, c)), dash)
                );
            }
            Shape::Text {
                at,
                ref text,
                size,
                colour: c,
                align,
                weight,
            } => self::text(&mut out, at, text, size, c, align, weight),
        }
    }
    out.push_str("</svg>\n");
    out
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::figure::scene::pt;

    #[test]
    fn text_is_escaped_and_control_characters_dropped() {
        assert_eq!(escaped("a<b & \"c\"\u{7}\td"), "a&lt;b &amp; &quot;c&quot; d");
    }

    #[test]
    fn every_shape_becomes_one_element() {
        let mut scene = Scene::new(100.0, 50.0, Colour::rgb(255, 255, 255), "t & u");
        scene.text(pt(1.0, 2.0), "6+3=09", 12.0, Colour::rgb(0, 0, 0), Align::Middle);
        scene.push(Shape::Circle {
            centre: pt(5.0, 5.0),
            radius: 2.0,
            fill: Some(Colour::rgb(200, 0, 0)),
            stroke: None,
        });
        let svg = source(&scene);
        assert!(svg.contains("<title>t &amp; u</title>"), "{svg}");
        assert!(
            svg.contains(r##"text-anchor="middle" fill="#000000">6+3=09</text>"##),
            "{svg}"
        );
        assert!(
            svg.contains(r##"<circle cx="5.00" cy="5.00" r="2.00" fill="#c80000"/>"##),
            "{svg}"
        );
    }
}
