//! A figure puzzle's answers and play in the window: the live counts and the answers list agree
//! with the core solver on the 3 × 3 grid ("remove up to 8 to leave 2 squares"), a chosen answer
//! is drawn on the board, a student reaches the hand-worked answer by clicking sticks and Check
//! says right, and classroom mode hides the counts until the teacher reveals them.

use egui_kittest::Harness;
use egui_kittest::kittest::Queryable as _;
use nimlab::app::NimlabApp;
use nimlab_core::matchsticks::budget::Goal;
use nimlab_core::shapes::canvas::Dot;
use nimlab_core::shapes::edge_table::EdgeTable;
use nimlab_core::shapes::puzzle::Puzzle;
use nimlab_core::shapes::sticks::Sticks;
use nimlab_model::i18n::{Language, Strings};

use crate::support::matchsticks::match_state;
use crate::support::{app_harness, assert_shows, click, en, ko, settle, step_until};

/// Worked by hand: lifting these 8 inner sticks of the grid leaves the outer 3 × 3 square and
/// the 2 × 2 square in its top left corner, and no square of side 1 (each lacks a side).
const TWO_SQUARES_BY_HAND: [((u8, u8), (u8, u8)); 8] = [
    ((1, 0), (1, 1)),
    ((1, 1), (1, 2)),
    ((1, 2), (1, 3)),
    ((2, 2), (2, 3)),
    ((0, 1), (1, 1)),
    ((1, 1), (2, 1)),
    ((2, 1), (3, 1)),
    ((2, 2), (3, 2)),
];

/// The tab with the collection's new figure puzzle open, its answers computed.
fn figure_open(language: Language) -> Harness<'static, NimlabApp> {
    let mut state = match_state();
    state.language = language;
    let mut harness = app_harness(state);
    let strings = strings(language);
    click(&mut harness, strings.matchsticks.panel_puzzle);
    settle(&mut harness);
    click(&mut harness, strings.lattice.new_figure_puzzle);
    wait_for_figure_answers(&mut harness);
    harness
}

fn strings(language: Language) -> &'static Strings {
    match language {
        Language::English => en(),
        Language::Korean => ko(),
    }
}

fn wait_for_figure_answers(harness: &mut Harness<'static, NimlabApp>) {
    step_until(harness, "the figure puzzle's answers", |h| {
        h.state().match_tab().figure_solutions().is_some()
    });
    settle(harness);
}

fn open_puzzle(harness: &Harness<'static, NimlabApp>) -> Puzzle {
    let record = harness.state().match_tab().session().record();
    record.figure().expect("a figure puzzle").expect("it reads")
}

/// The hand-worked answer's sticks.
fn by_hand(puzzle: &Puzzle) -> Sticks {
    let table = EdgeTable::new(puzzle.canvas());
    let dot = |(column, row)| Dot { column, row };
    TWO_SQUARES_BY_HAND
        .iter()
        .fold(puzzle.sticks(), |sticks, &(from, to)| {
            let edge = table.between(dot(from), dot(to)).expect("an edge");
            sticks.minus(Sticks::one(edge))
        })
}

#[test]
fn the_counts_and_the_list_are_the_solvers_and_a_chosen_answer_is_drawn() {
    for language in [Language::English, Language::Korean] {
        let strings = strings(language);
        let (m, f) = (strings.matchsticks, strings.figure_answers);
        let mut harness = figure_open(language);
        let puzzle = open_puzzle(&harness);
        assert_eq!(puzzle.figure, nimlab_core::shapes::puzzle::Figure::count(2));
        let everything = nimlab_core::shapes::solve::solve(&puzzle).expect("the solver takes the grid");
        let distinct = everything.iter().filter(|a| a.is_representative()).count() as u128;
        assert!(
            everything.iter().all(|a| a.steps == 8),
            "2 squares need all 8 lifts"
        );
        let total = everything.len() as u128;
        // Under the board and in the side panel.
        click(&mut harness, m.panel_answers);
        settle(&mut harness);
        let line = (m.count_line)(Goal::Remove, 8, total);
        assert_eq!(harness.query_all_by_label(&line).count(), 2, "{line}");
        assert_eq!(
            harness.query_all_by_label(&(f.distinct)(distinct, total)).count(),
            2,
            "{distinct} up to symmetry"
        );
        let hand = by_hand(&puzzle);
        let number = everything
            .iter()
            .position(|a| a.sticks == hand)
            .expect("the hand-worked answer is the solver's")
            + 1;
        // Its kind is a corner's 2 × 2 square: by hand, four of the five answers (one per
        // corner) are that kind, the middle square's is the other.
        let row = |number: usize, kind: usize| (f.answer_row)(number, kind, 8, 0);
        let shows = |label: &str| harness.query_by_label(label).is_some();
        let kind = (1..=2)
            .find(|&kind| shows(&row(number, kind)))
            .expect("the hand-worked answer is listed with a kind");
        let same_kind = (1..=everything.len()).filter(|&n| shows(&row(n, kind))).count();
        assert_eq!(same_kind, 4, "one per corner");
        click(&mut harness, &row(number, kind));
        settle(&mut harness);
        // Drawn on the board: the sticks it lifts are named as leaving.
        for (from, to) in TWO_SQUARES_BY_HAND {
            let leaving = format!("{}{}", (strings.lattice.edge_label)(from, to, true), m.leaves);
            assert_shows(&harness, &leaving);
        }
        let kept = (strings.lattice.edge_label)((0, 0), (1, 0), true);
        assert_shows(&harness, &kept);
    }
}

#[test]
fn a_student_lifts_the_hand_worked_answer_and_check_says_right() {
    let (m, f, l) = (en().matchsticks, en().figure_answers, en().lattice);
    let mut harness = figure_open(Language::English);
    assert_shows(&harness, l.board_hint);
    click(&mut harness, m.mode_play);
    settle(&mut harness);
    // The student reads what a click does in the play panel, not the designer's words.
    assert!(harness.query_by_label(l.board_hint).is_none());
    assert_shows(&harness, f.play_hint);
    for (from, to) in &TWO_SQUARES_BY_HAND[..7] {
        click(&mut harness, &(l.edge_label)(*from, *to, true));
    }
    settle(&mut harness);
    assert_shows(&harness, &(m.steps_used)(Goal::Remove, 7, 8));
    click(&mut harness, m.check);
    settle(&mut harness);
    assert_shows(&harness, f.wrong);
    let (from, to) = TWO_SQUARES_BY_HAND[7];
    click(&mut harness, &(l.edge_label)(from, to, true));
    settle(&mut harness);
    assert_shows(&harness, &(m.steps_used)(Goal::Remove, 8, 8));
    click(&mut harness, m.check);
    settle(&mut harness);
    assert_shows(&harness, f.right);
    // A ninth lift is past the budget, said in a line; the board stays the answer.
    click(&mut harness, &(l.edge_label)((0, 0), (1, 0), true));
    settle(&mut harness);
    assert_shows(&harness, &(f.past_budget)(8));
    assert_shows(&harness, f.right);
    // The puzzle itself never changed: the student's sticks are their own.
    assert_eq!(open_puzzle(&harness).sticks().len(), 24);
    // Undo takes the last lift back; Hint then says one stick is still to lift.
    click(&mut harness, m.undo);
    settle(&mut harness);
    assert!(
        harness.query_by_label(f.right).is_none(),
        "Check said nothing about this board"
    );
    click(&mut harness, m.hints.hint);
    settle(&mut harness);
    assert_shows(&harness, &(f.changes)(1, 0));
}

#[test]
fn classroom_mode_hides_the_counts_and_the_hints_until_revealed() {
    let (m, f) = (en().matchsticks, en().figure_answers);
    let mut harness = figure_open(Language::English);
    // By hand: 16 sticks left show exactly 2 squares, every stick on one, as the outer 3 × 3
    // square with a 2 × 2 in one of its 4 corners, or with the middle square: 5 as placed, 2
    // up to turning and mirroring.
    let line = (m.count_line)(Goal::Remove, 8, 5);
    assert_shows(&harness, &line);
    harness.get_by_label(en().classroom).click();
    settle(&mut harness);
    assert!(harness.query_by_label(&line).is_none(), "the counts are hidden");
    assert_shows(&harness, m.answers_hidden);
    click(&mut harness, m.mode_play);
    settle(&mut harness);
    assert!(
        harness.query_by_label(m.hints.hint).is_none(),
        "no hints while hidden"
    );
    click(&mut harness, m.mode_design);
    settle(&mut harness);
    click(&mut harness, en().classroom_reveal_all);
    settle(&mut harness);
    assert_shows(&harness, &line);
    assert_shows(&harness, &(f.distinct)(2, 5));
}

#[test]
fn a_puzzle_too_large_to_solve_says_why_in_a_line() {
    // The 3 × 3 grid in the corner of an 8 × 8 canvas, "move up to 3 to make 3 squares", loose
    // ends allowed: 24 sticks to lift times 88 empty edges to fill is far past the solver's bound.
    let text = ".-.-.-. . . . .\n| | | |        \n.-.-.-. . . . .\n| | | |        \n.-.-.-. . . . .\n\
                | | | |        \n.-.-.-. . . . .\n               \n. . . . . . . .\n               \n\
                . . . . . . . .\n               \n. . . . . . . .\n               \n. . . . . . . .";
    let (canvas, sticks) = nimlab_core::shapes::text::parse(text).expect("the canvas");
    let loose = nimlab_core::shapes::puzzle::Figure::Count {
        count: 3,
        rules: nimlab_core::shapes::puzzle::Rules {
            tidy: false,
            same_size: false,
        },
    };
    let budget = nimlab_core::matchsticks::budget::Budget::up_to(Goal::Move, 3);
    let puzzle = Puzzle::new(canvas, sticks, budget, loose).expect("a puzzle");
    let refused = nimlab_core::shapes::solve::solve_within(&puzzle, 1, &mut nimlab_core::watch::Unwatched)
        .expect_err("refused before any work");
    let file = nimlab_core::puzzle_file::PuzzleFile {
        format: nimlab_core::puzzle_file::FORMAT_VERSION,
        puzzles: vec![nimlab_core::puzzle_file::PuzzleRecord::of_figure(&puzzle)],
    };
    let folder = std::env::temp_dir().join(format!("nimlab-figure-refused-{}", std::process::id()));
    std::fs::create_dir_all(&folder).expect("a folder");
    let path = folder.join("too-large.ron");
    std::fs::write(&path, nimlab_core::puzzle_file::to_text(&file)).expect("written");
    let mut harness = app_harness(match_state());
    assert!(harness.state_mut().open_path(&path));
    crate::support::wait_for_files(&mut harness);
    wait_for_figure_answers(&mut harness);
    let why = en().figure_answers.refused(refused);
    // Under the board and in the Answers panel.
    assert_eq!(harness.query_all_by_label(&why).count(), 2, "{why}");
    std::fs::remove_dir_all(folder).expect("cleaned up");
}

#[test]
fn a_long_solve_shows_its_progress_and_cancel_stops_it() {
    // The grid, "remove up to 14 to leave no square", loose ends allowed: within the solver's
    // bound, but 14 million choices and no bound to prune them (seconds, even optimised).
    let (canvas, sticks) =
        nimlab_core::shapes::text::parse(".-.-.-.\n| | | |\n.-.-.-.\n| | | |\n.-.-.-.\n| | | |\n.-.-.-.")
            .expect("the grid");
    let loose = nimlab_core::shapes::puzzle::Figure::Count {
        count: 0,
        rules: nimlab_core::shapes::puzzle::Rules {
            tidy: false,
            same_size: false,
        },
    };
    let budget = nimlab_core::matchsticks::budget::Budget::up_to(Goal::Remove, 7);
    let puzzle = Puzzle::new(canvas, sticks, budget, loose).expect("a puzzle");
    let file = nimlab_core::puzzle_file::PuzzleFile {
        format: nimlab_core::puzzle_file::FORMAT_VERSION,
        puzzles: vec![nimlab_core::puzzle_file::PuzzleRecord::of_figure(&puzzle)],
    };
    let folder = std::env::temp_dir().join(format!("nimlab-figure-cancel-{}", std::process::id()));
    std::fs::create_dir_all(&folder).expect("a folder");
    let path = folder.join("long.ron");
    std::fs::write(&path, nimlab_core::puzzle_file::to_text(&file)).expect("written");
    let mut harness = app_harness(match_state());
    assert!(harness.state_mut().open_path(&path));
    // Not `wait_for_files`: it waits for the window to be still, which is after the solve.
    step_until(&mut harness, "the solve under way", |h| {
        h.query_all_by_label(en().cancel).next().is_some()
    });
    harness
        .query_all_by_label(en().cancel)
        .next()
        .expect("Cancel")
        .click();
    settle(&mut harness);
    assert!(
        harness.state().match_tab().figure_solutions().is_none(),
        "stopped before the end"
    );
    let cancelled = en().figure_answers.cancelled;
    assert_eq!(
        harness.query_all_by_label(cancelled).count(),
        2,
        "under the board and in the panel"
    );
    std::fs::remove_dir_all(folder).expect("cleaned up");
}
