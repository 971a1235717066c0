//! A worksheet's pages: how puzzles fill them, and that only the key names answers.

use super::*;
use nimlab_core::matchsticks::layout::Rules;
use nimlab_core::matchsticks::solve::solve;

fn sheet(equations: &[&str], per_page: usize, with_key: bool) -> Sheet {
    let puzzles = equations
        .iter()
        .map(|e| {
            let layout = Layout::parse(e).expect("valid");
            let answers = solve(&layout, Rules::default(), Goal::Move, 1).expect("solved");
            SheetPuzzle {
                title: format!("Puzzle {e}"),
                key: Ok(SheetAnswers {
                    first: answers.first().map(|a| a.layout.clone()),
                    equations: answers.iter().map(|a| a.equation.clone()).collect(),
                    total: answers.len() as u128,
                }),
                layout,
                goal: Goal::Move,
                steps: 1,
                exactly: false,
            }
        })
        .collect();
    Sheet {
        title: "Lesson".to_owned(),
        puzzles,
        per_page,
        paper: Paper::A4,
        language: Language::English,
        with_key,
    }
}

fn texts(page: &Scene) -> Vec<&str> {
    page.texts().collect()
}

#[test]
fn puzzles_fill_pages_then_the_key_takes_twice_as_many_a_page() {
    let equations = ["0+3=09", "6+4=4", "5+7=2", "1+2=4", "9-5=3"];
    for per_page in PER_PAGE {
        let pages = sheet(&equations, per_page, true).pages();
        let questions = equations.len().div_ceil(per_page);
        let key = equations.len().div_ceil(per_page * 2);
        assert_eq!(pages.len(), questions + key, "{per_page} a page");
        let last = format!("Page {} of {}", pages.len(), pages.len());
        assert!(texts(&pages[pages.len() - 1]).contains(&last.as_str()));
    }
    assert_eq!(sheet(&equations, 4, false).pages().len(), 2, "no key asked for");
}

#[test]
fn question_pages_name_no_answer_and_the_key_names_each() {
    let equations = ["0+3=09", "6+4=4", "5+7=2"];
    let sheet = sheet(&equations, 4, true);
    let pages = sheet.pages();
    let (questions, key) = pages.split_at(1);
    for puzzle in &sheet.puzzles {
        let answers = &puzzle.key.as_ref().expect("solved").equations;
        assert!(!answers.is_empty());
        for answer in answers {
            assert!(
                texts(&questions[0]).iter().all(|t| !t.contains(answer.as_str())),
                "{answer} is not on the question page"
            );
            assert!(
                key.iter().flat_map(texts).any(|t| t.contains(answer.as_str())),
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

#[test]
fn a_long_title_keeps_to_one_line_beside_the_name_field() {
    let mut sheet = sheet(&["0+3=09"], 4, true);
    sheet.title =
        "A very long collection title that a teacher typed with the whole lesson plan in it, week by week, "
            .repeat(2);
    let pages = sheet.pages();
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
