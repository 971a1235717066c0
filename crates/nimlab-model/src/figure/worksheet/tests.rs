//! A worksheet's pages: how puzzles fill them, that only the key names answers, and each choice
//! (difficulty, titles, the count a page as the figures' size, the key's part), read from the
//! scenes' text and shapes.

use super::super::scene::approx_width;
use super::super::sheet_frame::LINE_SIZE;
use super::cells::{largest_digit, star_text};
use super::*;
use nimlab_core::matchsticks::difficulty;
use nimlab_core::matchsticks::layout::Rules;
use nimlab_core::matchsticks::solve::solve_within;
use nimlab_core::puzzle_file::PuzzleRecord;
use nimlab_core::watch::Unwatched;

fn record(equation: &str, steps: u32) -> PuzzleRecord {
    let layout = Layout::parse(equation).expect("valid");
    let mut record = PuzzleRecord::new(&layout, Goal::Move, steps, Rules::default());
    record.title = format!("Puzzle {equation}");
    record
}

fn sheet_of(records: &[PuzzleRecord], look: SheetLook) -> Sheet {
    Sheet {
        title: "Lesson".to_owned(),
        puzzles: records
            .iter()
            .map(|r| SheetPuzzle::solved(r, crate::i18n::Language::English).expect("valid"))
            .collect(),
        look,
        language: Language::English,
    }
}

fn sheet(equations: &[&str], per_page: usize) -> Sheet {
    let records: Vec<PuzzleRecord> = equations.iter().map(|e| record(e, 1)).collect();
    sheet_of(
        &records,
        SheetLook {
            per_page,
            ..SheetLook::default()
        },
    )
}

fn texts(page: &Scene) -> Vec<&str> {
    page.texts().collect()
}

fn all_texts(pages: &[Scene]) -> Vec<&str> {
    pages.iter().flat_map(texts).collect()
}

#[test]
fn puzzles_fill_pages_then_the_key_takes_twice_as_many_a_page() {
    let equations = ["0+3=09", "6+4=4", "5+7=2", "1+2=4", "9-5=3"];
    for per_page in PER_PAGE {
        let sheet = sheet(&equations, per_page);
        let pages = sheet.pages(SheetPart::QuestionsAndKey);
        let questions = equations.len().div_ceil(per_page);
        let key = equations.len().div_ceil(per_page * 2);
        assert_eq!(pages.len(), questions + key, "{per_page} a page");
        let last = format!("Page {} of {}", pages.len(), pages.len());
        assert!(texts(&pages[pages.len() - 1]).contains(&last.as_str()));
        assert_eq!(sheet.pages(SheetPart::Questions).len(), questions, "no key");
        let alone = sheet.pages(SheetPart::Key);
        assert_eq!(alone.len(), key, "the key alone");
        let first = format!("Page 1 of {key}");
        assert!(
            texts(&alone[0]).contains(&first.as_str()),
            "its own file is numbered from 1"
        );
    }
}

#[test]
fn question_pages_name_no_answer_and_the_key_names_each() {
    let equations = ["0+3=09", "6+4=4", "5+7=2"];
    let sheet = sheet(&equations, 4);
    let pages = sheet.pages(SheetPart::QuestionsAndKey);
    let (questions, key) = pages.split_at(1);
    let without_footer = |pages: &[Scene]| -> Vec<String> {
        all_texts(pages)
            .into_iter()
            .filter(|t| !t.starts_with("Page"))
            .map(str::to_owned)
            .collect()
    };
    assert_eq!(
        without_footer(key),
        without_footer(&sheet.pages(SheetPart::Key)),
        "the key's own file draws the key as the sheet's end does (numbered from 1)"
    );
    for puzzle in &sheet.puzzles {
        let answers = &puzzle.key.as_ref().expect("solved").equations;
        assert!(!answers.is_empty());
        for answer in answers {
            assert!(
                texts(&questions[0]).iter().all(|t| !t.contains(answer.as_str())),
                "{answer} is not on the question page"
            );
            assert!(
                all_texts(key).iter().any(|t| t.contains(answer.as_str())),
                "{answer} is in the key"
            );
        }
    }
    let numbered = |page: &Scene| {
        texts(page)
            .iter()
            .filter(|t| t.ends_with('.') && t.len() <= 3)
            .count()
    };
    assert_eq!(numbered(&questions[0]), 3);
    assert_eq!(numbered(&key[0]), 3);
}

/// Where the text `wanted` is set on `page`: its x and baseline.
fn text_at(page: &Scene, wanted: impl Fn(&str) -> bool) -> Option<(f32, f32)> {
    page.shapes.iter().find_map(|shape| match shape {
        Shape::Text { text, at, .. } if wanted(text) => Some((at.x, at.y)),
        _ => None,
    })
}

#[test]
fn difficulty_is_the_generators_figure_as_stars_beside_the_number_or_left_off() {
    // A budget of 0 is refused by the solver: that puzzle has no figure to show.
    let records = [record("0+3=09", 1), record("5+7=2", 2), record("1+1=8", 0)];
    let shown = sheet_of(&records, SheetLook::default());
    for (puzzle, record) in shown.puzzles.iter().zip(&records) {
        let layout = record.layout().expect("valid");
        let solved = solve_within(
            &layout,
            Rules::default(),
            Goal::Move,
            record.steps + 1,
            1,
            &mut Unwatched,
        )
        .expect("solved");
        assert_eq!(
            puzzle.difficulty,
            difficulty::of_solved(&layout, Rules::default(), &solved, record.steps),
            "the generator's one rule"
        );
    }
    assert!(shown.puzzles[0].difficulty.is_some_and(|d| (13..20).contains(&d)));
    let pages = shown.pages(SheetPart::QuestionsAndKey);
    for (page, part) in [(&pages[0], "questions"), (&pages[1], "key")] {
        for (i, puzzle) in shown.puzzles.iter().enumerate() {
            let number = format!("{}.", i + 1);
            let (number_x, number_y) = text_at(page, |t| t == number).expect("numbered");
            match puzzle.difficulty {
                Some(figure) => {
                    let stars = star_text(figure);
                    assert_eq!(stars.chars().count(), 5, "{stars}");
                    assert!(stars.starts_with('★'), "at least one star: {stars}");
                    let (x, y) = text_at(page, |t| t == stars).expect("the stars");
                    let words = text_at(page, |t| {
                        t.starts_with("Move") || t.starts_with("Answer") || t.starts_with("No answer")
                    })
                    .expect("the words");
                    assert!(
                        (y - number_y).abs() < 0.01 && number_x < x && x < words.0,
                        "{part}: beside the number, before the words"
                    );
                }
                None => assert!(
                    page.texts().filter(|t| t.contains('★')).count() < shown.puzzles.len(),
                    "{part}: a puzzle with no answer has no stars"
                ),
            }
        }
    }
    assert_eq!(shown.puzzles[2].difficulty, None, "no budget, no figure");
    let left_off = sheet_of(
        &records,
        SheetLook {
            difficulty: false,
            ..SheetLook::default()
        },
    );
    let pages = left_off.pages(SheetPart::QuestionsAndKey);
    assert!(
        all_texts(&pages)
            .iter()
            .all(|t| !t.contains('★') && !t.contains('☆')),
        "no stars when left off"
    );
}

#[test]
fn puzzle_titles_are_printed_or_left_off() {
    let records = [record("0+3=09", 1), record("6+4=4", 1)];
    let with = sheet_of(&records, SheetLook::default()).pages(SheetPart::Questions);
    let without = sheet_of(
        &records,
        SheetLook {
            titles: false,
            ..SheetLook::default()
        },
    )
    .pages(SheetPart::Questions);
    for title in ["Puzzle 0+3=09", "Puzzle 6+4=4"] {
        assert!(texts(&with[0]).contains(&title), "{title} printed");
        assert!(!texts(&without[0]).contains(&title), "{title} left off");
    }
    assert!(
        texts(&without[0]).contains(&"Lesson"),
        "the sheet's own title stays"
    );
}

/// The widest stick drawn on `page` (an upright or flat one's long side), in points.
fn longest_stick(page: &Scene) -> f32 {
    page.shapes
        .iter()
        .filter_map(|shape| match shape {
            Shape::Rect { min, max, .. } => Some((max.x - min.x).max(max.y - min.y)),
            _ => None,
        })
        .fold(0.0, f32::max)
}

#[test]
fn fewer_puzzles_a_page_draws_each_larger() {
    let sizes: Vec<f32> = PER_PAGE
        .map(|per_page| longest_stick(&sheet(&["0+3=09"], per_page).pages(SheetPart::Questions)[0]))
        .collect();
    // Larger with each puzzle fewer a page, until the page's width is the limit (a six-slot
    // equation fills it at two a page).
    assert!(
        sizes.windows(2).all(|w| w[0] >= w[1]) && sizes[1..].windows(2).all(|w| w[0] > w[1]),
        "one knob, the size: {sizes:?}"
    );
    assert!(
        (largest_digit(4) - 40.0).abs() < f32::EPSILON,
        "four a page as before"
    );
    let look = SheetLook {
        per_page: 99,
        ..SheetLook::default()
    };
    assert_eq!(
        look.sanitized().per_page,
        *PER_PAGE.end(),
        "a remembered count is bounded"
    );
}

/// The dashed outlines on `page`: sticks that leave in an answer drawn.
fn dashed_sticks(page: &Scene) -> usize {
    page.shapes
        .iter()
        .filter(|shape| matches!(shape, Shape::Rect { dash: Some(_), .. }))
        .count()
}

#[test]
fn the_key_draws_every_answer_of_few_and_the_first_of_many() {
    // A slow count of our own picks the puzzles: every answer within the budget, listed.
    let candidates = [
        "0+3=09", "6+4=4", "5+7=2", "1+2=4", "9-5=3", "3+3=5", "8-3=3", "2+2=7", "6-5=7",
    ];
    let count = |equation: &str, steps: u32| {
        let layout = Layout::parse(equation).expect("valid");
        solve_within(
            &layout,
            Rules::default(),
            Goal::Move,
            steps,
            usize::MAX,
            &mut Unwatched,
        )
        .expect("solved")
        .answers
    };
    let few = candidates
        .iter()
        .flat_map(|e| [(*e, 1), (*e, 2)])
        .find(|(e, steps)| (2..=DRAWN_ANSWERS).contains(&count(e, *steps).len()))
        .expect("a puzzle with two or three answers");
    let many = candidates
        .iter()
        .flat_map(|e| [(*e, 1), (*e, 2)])
        .find(|(e, steps)| count(e, *steps).len() > DRAWN_ANSWERS)
        .expect("a puzzle with more than three answers");
    for ((equation, steps), all_drawn) in [(few, true), (many, false)] {
        let answers = count(equation, steps);
        let sheet = sheet_of(&[record(equation, steps)], SheetLook::default());
        let key = &sheet.puzzles[0].key.as_ref().expect("solved");
        assert_eq!(key.total, answers.len() as u128, "all counted");
        let drawn = if all_drawn { answers.len() } else { 1 };
        assert_eq!(key.drawn.len(), drawn, "{equation} in {steps}");
        for (layout, answer) in key.drawn.iter().zip(&answers) {
            assert_eq!(layout, &answer.layout, "in the order named");
        }
        let page = &sheet.pages(SheetPart::Key)[0];
        let line = texts(page)
            .into_iter()
            .find(|t| t.starts_with("Answers"))
            .expect("named")
            .to_owned();
        assert_eq!(line.contains("(drawn)"), !all_drawn, "{line}");
        if !all_drawn {
            assert!(line.contains("more"), "the rest counted: {line}");
        }
        // Each drawn answer under its own caption (several), and its moving sticks marked.
        let captions = answers
            .iter()
            .filter(|a| texts(page).contains(&a.equation.as_str()))
            .count();
        assert_eq!(captions, if all_drawn { drawn } else { 0 }, "{equation}");
        let leaving: usize = answers[..drawn]
            .iter()
            .map(|a| {
                let before = sheet.puzzles[0].layout.slots.iter();
                before
                    .zip(&a.layout.slots)
                    .map(|(b, a)| (b.sticks() & !a.sticks()).count_ones() as usize)
                    .sum::<usize>()
            })
            .sum();
        assert_eq!(
            dashed_sticks(page),
            leaving,
            "every stick that leaves, dashed, in each drawing"
        );
    }
}

#[test]
fn a_long_title_keeps_to_one_line_beside_the_name_field() {
    let mut sheet = sheet(&["0+3=09"], 4);
    sheet.title =
        "A very long collection title that a teacher typed with the whole lesson plan in it, week by week, "
            .repeat(2);
    let pages = sheet.pages(SheetPart::QuestionsAndKey);
    let (width, _) = Paper::A4.size();
    for page in &pages {
        let heading = page
            .shapes
            .iter()
            .find_map(|shape| match shape {
                Shape::Text { text, size, .. } if text.starts_with("A very long") => {
                    Some((text.clone(), *size))
                }
                _ => None,
            })
            .expect("the title is on every page");
        let (text, size) = heading;
        assert!(text.ends_with('…'), "cut, not run off the page: {text}");
        assert!(size >= LINE_SIZE, "still readable: {size} pt");
        assert!(
            MARGIN + approx_width(&text, size) <= width - MARGIN,
            "inside the page: {text}"
        );
    }
    let name = page_name_x(&pages[0]);
    let title_end = MARGIN
        + pages[0]
            .shapes
            .iter()
            .find_map(|shape| match shape {
                Shape::Text { text, size, .. } if text.starts_with("A very long") => {
                    Some(approx_width(text, *size))
                }
                _ => None,
            })
            .expect("title");
    assert!(
        title_end < name,
        "the title stops before the name field ({title_end} vs {name})"
    );
}

/// Where the question page's "Name: ____" field begins (it is set flush right).
fn page_name_x(page: &Scene) -> f32 {
    let (width, _) = Paper::A4.size();
    page.shapes
        .iter()
        .find_map(|shape| match shape {
            Shape::Text { text, size, .. } if text.starts_with("Name") => {
                Some(width - MARGIN - approx_width(text, *size))
            }
            _ => None,
        })
        .expect("the name field")
}
