//! The designer's workbench as a designer uses it: the generator's filters, its
//! pages and random pick, a list out of date, the list saved as a collection (asking before
//! replacing), a collection's badges, Check collection, and the one meaning of "unique" under
//! the canvas. Deleting, moving and duplicating puzzles is `match_collection_ui`'s.

use egui_kittest::Harness;
use egui_kittest::kittest::Queryable as _;
use nimlab::app::NimlabApp;
use nimlab_core::matchsticks::generate::{Filter, Generated, generate_filtered};
use nimlab_core::matchsticks::layout::Rules;
use nimlab_core::matchsticks::solve::Goal;
use nimlab_core::matchsticks::survey::Shape;
use nimlab_core::puzzle_file;
use nimlab_core::watch::Unwatched;

use crate::match_collection_ui::samples;
use crate::support::files::fresh_folder;
use crate::support::matchsticks::{generate_puzzles, lay_out, match_state, reads};
use crate::support::{
    app_harness, assert_shows, click, en, labels, run_until_still, settle, step_until, wait_for_files,
};

/// What the engine generates for `shape`, one move, the default rules.
fn engine(shape: &str, filter: &Filter) -> Generated {
    let shape = Shape::parse(shape).expect("a shape");
    generate_filtered(
        &shape,
        Rules::default(),
        Goal::Move,
        1,
        1,
        usize::MAX,
        filter,
        &mut Unwatched,
    )
    .expect("ran")
}

/// Types `shape` into the generator's Shape box.
fn type_shape(harness: &mut Harness<'static, NimlabApp>, shape: &str) {
    harness
        .get_by_label(en().matchsticks.shape)
        .set_text_value_accesskit(shape);
    harness.run();
}

/// Presses Generate and waits for the list of `shape`.
fn generate(harness: &mut Harness<'static, NimlabApp>, shape: &str) {
    click(harness, en().matchsticks.generate);
    let done = format!("puzzles of {shape} with exactly one answer");
    step_until(harness, "the generator finished", |h| {
        h.query_by_label_contains(&done).is_some() && h.query_by_label(en().cancel).is_none()
    });
    run_until_still(harness);
}

fn grouped(n: usize) -> String {
    nimlab::i18n::numbers::grouped(&n.to_string())
}

#[test]
fn no_leading_zero_filters_the_puzzles_and_their_count() {
    // With Leading zeros off, every DD+DD=DD puzzle on show started "00+…"; D-D=DD is
    // the small shape with the same trouble.
    let mut harness = app_harness(match_state());
    click(&mut harness, en().matchsticks.panel_generator);
    type_shape(&mut harness, "D-D=DD");
    generate(&mut harness, "D-D=DD");
    let all = engine("D-D=DD", &Filter::default());
    assert_shows(
        &harness,
        &format!("{} puzzles of D-D=DD with exactly one answer", grouped(all.total)),
    );
    click(&mut harness, en().workbench.no_leading_zero);
    generate(&mut harness, "D-D=DD");
    let filter = Filter {
        no_leading_zero: true,
        ..Filter::default()
    };
    let kept = engine("D-D=DD", &filter);
    assert!(
        kept.total < all.total && kept.total > 0,
        "{} of {}",
        kept.total,
        all.total
    );
    assert_shows(
        &harness,
        &format!(
            "{} puzzles of D-D=DD with exactly one answer",
            grouped(kept.total)
        ),
    );
    // The open puzzle (the matchstick paper's 0+3=09) is on the canvas, not in the list.
    let open = reads(&harness);
    for puzzle in all
        .puzzles
        .iter()
        .filter(|p| !filter.accepts(p) && p.puzzle != open)
    {
        assert!(
            harness.query_by_label(&puzzle.puzzle).is_none(),
            "{} is filtered out",
            puzzle.puzzle
        );
    }
}

#[test]
fn every_result_is_reachable_page_by_page() {
    let mut harness = app_harness(match_state());
    generate_puzzles(&mut harness);
    let all = engine("D+D=D", &Filter::default());
    let pages = all.total.div_ceil(50);
    assert!(pages > 6, "more than the 300 rows once shown: {}", all.total);
    assert_shows(&harness, &format!("Page 1 of {pages}"));
    assert_eq!(
        harness.get_all_by_label(en().matchsticks.open_in_editor).count(),
        50,
        "a page of rows"
    );
    click(&mut harness, en().workbench.next_page);
    assert_shows(&harness, &format!("Page 2 of {pages}"));
    assert!(harness.query_by_label(&all.puzzles[50].puzzle).is_some());
    click(&mut harness, en().workbench.last_page);
    assert_shows(&harness, &format!("Page {pages} of {pages}"));
    let last = all.puzzles.last().expect("puzzles");
    assert!(
        harness.query_by_label(&last.puzzle).is_some(),
        "the very last one is reachable"
    );
    assert_eq!(
        harness.get_all_by_label(en().matchsticks.open_in_editor).count(),
        all.total - (pages - 1) * 50
    );
    click(&mut harness, en().workbench.previous_page);
    assert_shows(&harness, &format!("Page {} of {pages}", pages - 1));
    click(&mut harness, en().workbench.first_page);
    assert_shows(&harness, &format!("Page 1 of {pages}"));
}

/// Presses Random puzzle; returns the puzzle picked and the page shown.
fn pick(harness: &mut Harness<'static, NimlabApp>) -> (String, String) {
    click(harness, en().workbench.random_pick);
    let shown = labels(harness);
    let picked = shown
        .iter()
        .find_map(|label| label.strip_prefix("Picked: "))
        .expect("a pick")
        .to_owned();
    let page = shown
        .iter()
        .find(|label| label.starts_with("Page "))
        .expect("the pages")
        .clone();
    (picked, page)
}

#[test]
fn a_random_pick_shows_its_page_and_is_the_same_each_run() {
    let all = engine("D+D=D", &Filter::default());
    let mut picks = Vec::new();
    for _ in 0..2 {
        let mut harness = app_harness(match_state());
        generate_puzzles(&mut harness);
        let mut run = Vec::new();
        for _ in 0..3 {
            let (picked, page) = pick(&mut harness);
            let index = all
                .puzzles
                .iter()
                .position(|p| p.puzzle == picked)
                .expect("one of the list");
            assert_eq!(
                page,
                format!("Page {} of {}", index / 50 + 1, all.total.div_ceil(50))
            );
            assert!(harness.query_by_label(&picked).is_some(), "the row is on show");
            run.push(picked);
        }
        picks.push(run);
    }
    assert_eq!(picks[0], picks[1], "seeded: the same picks each run");
    assert!(
        picks[0][0] != picks[0][1] || picks[0][1] != picks[0][2],
        "not one puzzle over and over"
    );
}

#[test]
fn a_list_made_for_another_goal_says_it_is_out_of_date() {
    let mut harness = app_harness(match_state());
    generate_puzzles(&mut harness);
    assert!(harness.query_by_label_contains("out of date").is_none());
    // The puzzle's goal is the generator's: adding sticks is another list.
    click(&mut harness, en().matchsticks.goal_add);
    settle(&mut harness);
    let shape = Shape::parse("D+D=D").expect("a shape");
    let one_move = (en().matchsticks.steps)(Goal::Move, 1);
    let out_of_date = (en().workbench.out_of_date)(&shape, &one_move);
    assert!(harness.query_by_label_contains(&out_of_date).is_some());
    type_shape(&mut harness, "D+D=DD");
    assert!(harness.query_by_label_contains(&out_of_date).is_some());
}

#[test]
fn the_list_is_saved_as_a_collection_asking_before_replacing() {
    let folder = fresh_folder("save-list");
    let path = folder.join("list.ron");
    let mut harness = app_harness(match_state());
    click(&mut harness, en().matchsticks.panel_generator);
    click(&mut harness, en().workbench.operator_flip);
    generate(&mut harness, "D+D=D");
    let filter = Filter {
        operator_flip: true,
        ..Filter::default()
    };
    let expected = engine("D+D=D", &filter);
    assert!(expected.total > 0 && expected.total <= 1000, "{}", expected.total);
    harness.state_mut().answer_dialogs_with(Some(path.clone()));
    click(&mut harness, en().workbench.save_list);
    wait_for_files(&mut harness);
    let saved = puzzle_file::parse(&std::fs::read_to_string(&path).expect("written")).expect("a puzzle file");
    let texts: Vec<String> = saved
        .puzzles
        .iter()
        .map(|r| r.layout().expect("a layout").text(r.rules.variants))
        .collect();
    let generated: Vec<&str> = expected.puzzles.iter().map(|p| p.puzzle.as_str()).collect();
    assert_eq!(texts, generated, "every puzzle, in the list's order");
    assert!(saved.puzzles.iter().all(|r| (r.goal, r.steps) == (Goal::Move, 1)));
    // Again onto the same file: the question, and Cancel keeps the file.
    std::fs::write(&path, "mine").expect("writable");
    click(&mut harness, en().workbench.save_list);
    // The question, and no other job's Cancel beside its own (a live solve still running on a
    // busy machine shows one too).
    step_until(&mut harness, "the question alone", |h| {
        h.state().is_asking_to_replace() && h.query_all_by_label(en().cancel).count() == 1
    });
    click(&mut harness, en().cancel);
    wait_for_files(&mut harness);
    assert_eq!(std::fs::read_to_string(&path).expect("kept"), "mine");
    std::fs::remove_dir_all(folder).expect("cleaned up");
}

#[test]
fn check_collection_shows_each_puzzle_as_match_check_does() {
    let mut harness = samples();
    let session = harness.state().match_tab().session();
    let file = session.file_to_save();
    click(&mut harness, en().workbench.check_collection);
    let done = (en().workbench.checked)(file.puzzles.len());
    step_until(&mut harness, "the check", |h| {
        h.query_by_label_contains(&done).is_some()
    });
    run_until_still(&mut harness);
    // The matchstick paper's 0+3=09 (the first sample) within 2 moves: 6+3=09 (1), 5+3=08 (2), as
    // `match check` lists it (cli_match); 6+3=09 one move away makes it not unique at 2.
    assert_eq!(file.puzzles[0].steps, 2);
    assert_shows(&harness, "6+3=09 (1), 5+3=08 (2)");
    assert!(
        harness.get_all_by_label("not unique · nearest: 1 move").count() >= 2,
        "badge and check"
    );
    // Each row as the engine checks it.
    for (index, record) in file.puzzles.iter().enumerate() {
        let checked = nimlab::work::check::check_one(record, &mut Unwatched).expect("ran");
        let nimlab::work::check::Checked::Solved { answers, .. } = checked else {
            continue;
        };
        if let Some(first) = answers.first() {
            let shown = first.line(record, nimlab::i18n::Language::English);
            assert_shows_part(&harness, &format!("{shown} ({})", first.steps), index);
        }
    }
}

/// Asserts some label contains `part` (row `index`, for the message).
fn assert_shows_part(harness: &Harness<'static, NimlabApp>, part: &str, index: usize) {
    assert!(
        harness.query_all_by_label_contains(part).next().is_some(),
        "row {index}: {part}"
    );
}

#[test]
fn five_plus_seven_is_two_is_not_unique_at_two_moves() {
    // The counters said "2 moves: 1 answer unique" though 9-7=2 is 1 move away.
    let mut harness = app_harness(match_state());
    lay_out(&mut harness, "5+7=2");
    settle(&mut harness);
    let uniques = harness.get_all_by_label(en().matchsticks.unique).count();
    assert_shows(&harness, &(en().matchsticks.count_line)(Goal::Move, 1, 1));
    assert_eq!(uniques, 1, "only the one-move chip: nothing is nearer than it");
    let unique = harness.get_by_label(en().matchsticks.unique);
    let one_move = (en().matchsticks.count_line)(Goal::Move, 1, 1);
    let one_move = harness.get_by_label(&one_move);
    assert!(
        (unique.rect().center().y - one_move.rect().center().y).abs() < 4.0
            && unique.rect().left() < one_move.rect().right() + 40.0,
        "beside the one-move count"
    );
}

#[test]
fn classroom_mode_keeps_the_badges_and_the_check_back() {
    let mut harness = samples();
    click(&mut harness, en().classroom);
    settle(&mut harness);
    click(&mut harness, en().workbench.check_collection);
    step_until(&mut harness, "the check", |h| {
        h.query_by_label_contains("puzzles checked").is_some()
    });
    run_until_still(&mut harness);
    for giveaway in [en().matchsticks.unique, "nearest", "6+3=09 (1)"] {
        assert!(
            harness.query_all_by_label_contains(giveaway).next().is_none(),
            "{giveaway} is on show"
        );
    }
    click(&mut harness, en().classroom_reveal_all);
    assert!(harness.query_all_by_label_contains("nearest").next().is_some());
}
