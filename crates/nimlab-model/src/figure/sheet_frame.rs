//! The frame every printed sheet shares, the matchsticks' worksheets and the lesson sheets
//! alike: the title top left (set smaller, then cut, to keep to one line), a name field to
//! write in on pages to fill, a rule under the heading and the page's number at the foot. Both
//! kinds of sheet print on white whatever the window's theme: they are for paper.

use super::scene::{Align, Scene, Shape, approx_width, fit_line, pt};
use super::theme::Palette;
use crate::i18n::Language;

/// The page's margin, in points.
pub const MARGIN: f32 = 48.0;
/// From the margin to the rule under the heading.
pub const HEADER: f32 = 44.0;
/// Room kept at the foot for the page's number.
pub const FOOTER: f32 = 28.0;
/// The heading's size.
pub const TITLE_SIZE: f32 = 18.0;
/// A line of words.
pub const LINE_SIZE: f32 = 11.0;

/// Room under the rule: what a page holds starts this far from its top edge.
const BODY_TOP: f32 = MARGIN + HEADER + 10.0;

/// The height a page `height` tall leaves for what it holds, between the rule and the foot.
pub fn body_height(height: f32) -> f32 {
    height - BODY_TOP - MARGIN - FOOTER
}

/// A page to draw on.
pub struct FramedPage {
    /// The page, framed.
    pub scene: Scene,
    /// Where what the page holds may start, under the rule.
    pub top: f32,
    /// Where it must end, above the page's number.
    pub bottom: f32,
}

/// A page of `(width, height)` points headed `title`, with a name field when `to_fill`, page
/// `number` of `pages` at its foot, its words in `language`.
pub fn framed_page(
    (width, height): (f32, f32),
    title: &str,
    to_fill: bool,
    language: Language,
    (number, pages): (usize, usize),
    palette: &Palette,
) -> FramedPage {
    let mut scene = Scene::new(width, height, palette.background, title.to_owned());
    let name = format!("{} ____________________", language.strings().figure.name_line);
    // The title keeps to one line left of the name field (on a key, the whole width): a long
    // one is set smaller, then cut, never printed over the field or off the page.
    let room = if to_fill {
        width - 2.0 * MARGIN - approx_width(&name, LINE_SIZE) - 24.0
    } else {
        width - 2.0 * MARGIN
    };
    let (heading, size) = fit_line(title, TITLE_SIZE, LINE_SIZE, room);
    scene.bold(
        pt(MARGIN, MARGIN + TITLE_SIZE),
        heading,
        size,
        palette.ink,
        Align::Start,
    );
    if to_fill {
        scene.text(
            pt(width - MARGIN, MARGIN + TITLE_SIZE),
            name,
            LINE_SIZE,
            palette.faint,
            Align::End,
        );
    }
    let rule_y = MARGIN + HEADER;
    scene.push(Shape::Line {
        from: pt(MARGIN, rule_y),
        to: pt(width - MARGIN, rule_y),
        width: 0.8,
        colour: palette.rule,
        dash: None,
    });
    let footer = (language.strings().figure.page)(number, pages);
    scene.text(
        pt(width / 2.0, height - MARGIN / 2.0 - 4.0),
        footer,
        LINE_SIZE * 0.9,
        palette.faint,
        Align::Middle,
    );
    FramedPage {
        scene,
        top: BODY_TOP,
        bottom: BODY_TOP + body_height(height),
    }
}
