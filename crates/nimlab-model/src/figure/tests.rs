//! The outputs read back: a PNG has the width asked for and shows the drawing, an SVG reads as
//! the same size with its text as outlines, a PDF has one page per scene with the font embedded
//! and the title set; a puzzle draws exactly its sticks, and an answer marks exactly the sticks
//! that move.

use nimlab_core::matchsticks::budget::Budget;
use nimlab_core::matchsticks::editor::Changes;
use nimlab_core::matchsticks::layout::{Layout, Rules};
use nimlab_core::matchsticks::solve::{Goal, solve};

use super::matchsticks::{Answers, PuzzleFigure};
use super::scene::{Align, Colour, Shape, pt};
use super::theme::Theme;
use super::*;
use crate::i18n::Language;

fn puzzle_scene(equation: &str, answer: Option<&Layout>) -> Scene {
    let layout = Layout::parse(equation).expect("valid");
    let equations = answer
        .map(|a| vec![a.text(Rules::default().variants)])
        .unwrap_or_default();
    PuzzleFigure {
        title: equation,
        layout: &layout,
        budget: Budget::up_to(Goal::Move, 1),
        answer: answer.map(|first| Answers {
            first: Some(first),
            equations: &equations,
            total: 1,
        }),
        language: Language::Korean,
        theme: Theme::Light,
    }
    .scene()
}

fn decoded(png: &[u8]) -> (u32, u32, Vec<u8>) {
    let mut reader = png::Decoder::new(std::io::Cursor::new(png))
        .read_info()
        .expect("a PNG");
    let mut pixels = vec![0; reader.output_buffer_size().expect("sized")];
    let info = reader.next_frame(&mut pixels).expect("a frame");
    pixels.truncate(info.buffer_size());
    (info.width, info.height, pixels)
}

#[test]
fn a_png_has_the_width_asked_for_and_shows_the_sticks() {
    let scene = puzzle_scene("0+3=09", None);
    let (width, height, pixels) = decoded(&png_bytes(&scene, 1920).expect("drawn"));
    assert_eq!(width, 1920);
    assert_eq!(height, (scene.height * 1920.0 / scene.width).round() as u32);
    // The edges are the background, opaque: no extra row left transparent (this puzzle's
    // height came to 960.00006 pixels, and a 961st row was once left empty).
    let white = [255, 255, 255, 255];
    let pixel = |x: u32, y: u32| &pixels[((y * width + x) * 4) as usize..][..4];
    let edges = (0..width)
        .flat_map(|x| [(x, 0), (x, height - 1)])
        .chain((0..height).flat_map(|y| [(0, y), (width - 1, y)]));
    for (x, y) in edges {
        assert_eq!(
            pixel(x, y),
            white,
            "pixel ({x}, {y}) of {width}×{height} is the background"
        );
    }
    let wood = Theme::Light.palette().wood;
    let woody = pixels
        .chunks(4)
        .filter(|p| p[0] == wood.red && p[1] == wood.green && p[2] == wood.blue)
        .count();
    assert!(woody > 10_000, "the sticks are drawn: {woody} wood pixels");
    let (narrow, ..) = decoded(&png_bytes(&scene, 1).expect("drawn"));
    assert_eq!(narrow, *PNG_WIDTHS.start(), "a width is clamped, not refused");
}

#[test]
fn a_png_too_large_to_hold_is_refused_before_drawing() {
    let tall = Scene::new(10.0, 1000.0, Colour::rgb(255, 255, 255), "tall");
    assert!(matches!(
        png_bytes(&tall, 8000),
        Err(FigureError::TooLarge { .. })
    ));
}

#[test]
fn an_svg_reads_back_at_its_size_with_its_title_and_text_as_outlines() {
    let scene = puzzle_scene("0+3=09", None);
    let svg = String::from_utf8(svg_bytes(&scene).expect("drawn")).expect("text");
    assert!(svg.contains("<title>0+3=09</title>"), "{}", &svg[..200]);
    assert!(
        !svg.contains("<text"),
        "text is outlined, so no font is needed to view it"
    );
    let tree = usvg::Tree::from_str(&svg, &usvg::Options::default()).expect("valid SVG");
    assert!((tree.size().width() - scene.width).abs() < 0.5);
    assert!((tree.size().height() - scene.height).abs() < 0.5);
}

#[test]
fn a_pdf_has_a_page_per_scene_the_font_embedded_and_the_title() {
    let mut pages = vec![puzzle_scene("0+3=09", None), puzzle_scene("6+4=4", None)];
    pages[1].text(pt(10.0, 10.0), "한글", 12.0, Colour::rgb(0, 0, 0), Align::Start);
    let pdf = pages_pdf(&pages, "Lesson 1").expect("written");
    let text = String::from_utf8_lossy(&pdf);
    assert!(text.starts_with("%PDF-"));
    let pages_and_tree = text.matches("/Type /Page").count();
    assert_eq!(
        pages_and_tree - text.matches("/Type /Pages").count(),
        2,
        "two pages"
    );
    assert!(text.contains("/FontFile2"), "the font is embedded");
    assert!(text.contains("/Title (Lesson 1)"), "the title is set");
}

/// The stick rectangles of `scene` by what they show: plain, leaving (dashed), arriving (green).
fn sticks(scene: &Scene) -> (usize, usize, usize) {
    let palette = Theme::Light.palette();
    let (mut plain, mut leaving, mut arriving) = (0, 0, 0);
    for shape in &scene.shapes {
        if let Shape::Rect { fill, dash, .. } = shape {
            match (fill, dash) {
                (Some(c), None) if *c == palette.wood => plain += 1,
                (Some(c), None) if *c == palette.arrives => arriving += 1,
                (None, Some(_)) => leaving += 1,
                _ => {}
            }
        }
    }
    (plain, leaving, arriving)
}

#[test]
fn a_puzzle_draws_its_sticks_and_nothing_where_none_lies() {
    for equation in ["0+3=09", "1+1=2", "88-88=0", "7=7"] {
        let layout = Layout::parse(equation).expect("valid");
        let (plain, leaving, arriving) = sticks(&puzzle_scene(equation, None));
        // The '=' is two fixed sticks.
        assert_eq!(plain as u32, layout.stick_count() + 2, "{equation}");
        assert_eq!((leaving, arriving), (0, 0), "{equation}");
    }
}

#[test]
fn an_answer_marks_exactly_the_sticks_that_move() {
    for equation in ["0+3=09", "6+4=4", "5+7=2", "1+2=4", "9-5=3"] {
        let layout = Layout::parse(equation).expect("valid");
        for answer in solve(&layout, Rules::default(), Goal::Move, 2).expect("solved") {
            let changes = Changes::between(&layout, &answer.layout);
            let (plain, leaving, arriving) = sticks(&puzzle_scene(equation, Some(&answer.layout)));
            assert_eq!(
                leaving as u32, changes.removed,
                "{equation} → {}",
                answer.equation
            );
            assert_eq!(arriving as u32, changes.added, "{equation} → {}", answer.equation);
            assert_eq!(plain as u32 + leaving as u32, layout.stick_count() + 2);
        }
    }
}

#[test]
fn a_long_title_wraps_to_the_sticks_instead_of_widening_the_figure() {
    let title = "Year 5, lesson 3: move one stick so that the sum is true, then explain to your partner why no other stick works";
    let layout = Layout::parse("1+1=3").expect("valid");
    let scene = PuzzleFigure {
        title,
        layout: &layout,
        budget: Budget::up_to(Goal::Move, 1),
        answer: None,
        language: Language::English,
        theme: Theme::Light,
    }
    .scene();
    let short = puzzle_scene("1+1=3", None);
    assert!(
        scene.width <= short.width.max(560.0 + 72.0) + 1.0,
        "a title of {} characters made the figure {} points wide",
        title.len(),
        scene.width
    );
    let lines: Vec<&str> = scene.texts().take_while(|t| !t.starts_with("Move")).collect();
    assert!(lines.len() > 1, "wrapped: {lines:?}");
    assert_eq!(lines.join(" "), title, "every word, in order");
}
