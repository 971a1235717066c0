//! The generator making figure puzzles as a designer uses it: squares chosen, Generate, the list
//! waited for, two puzzles ticked and added to the collection in one undoable step (each a
//! valid record the solver finds one answer for, up to symmetry), and the kind and controls
//! remembered with the tab, in English and Korean.

use egui_kittest::Harness;
use egui_kittest::kittest::{NodeT as _, Queryable as _};
use nimlab::app::NimlabApp;
use nimlab_core::matchsticks::unique::is_unique;
use nimlab_core::puzzle_file::PuzzleRecord;
use nimlab_core::shapes::canvas::Lattice;
use nimlab_core::shapes::generate::{Generated, generate};
use nimlab_core::shapes::record::ShapesRecord;
use nimlab_core::shapes::solve::solve_within;
use nimlab_core::watch::Unwatched;
use nimlab_model::i18n::{Language, Strings};
use nimlab_model::tabs::matchsticks::generator_choices::{FigureChoices, GeneratorKind};

use crate::support::matchsticks::match_state;
use crate::support::{app_harness, assert_shows, click, en, ko, run_until_still, settle, step_until};

/// What the engine generates for the panel's first square choices.
fn engine_squares() -> Vec<Generated> {
    let request = FigureChoices::first(Lattice::Square)
        .request(Lattice::Square)
        .expect("a canvas");
    generate(&request, &mut Unwatched).expect("within bounds")
}

/// The tick box of the list's row `index` (from 0), as the panel names it.
fn row_label(strings: &Strings, index: usize, generated: &Generated) -> String {
    let shapes = ShapesRecord::of(&generated.puzzle);
    let summary = (strings.lattice.summary)(&shapes, generated.puzzle.budget);
    (strings.figure_generator.row)(index + 1, &summary)
}

/// Presses Generate and waits until the list says how many it found and no run is going.
fn generate_and_wait(harness: &mut Harness<'static, NimlabApp>, strings: &Strings, count: usize) {
    click(harness, strings.matchsticks.generate);
    let found = (strings.figure_generator.found)(count);
    step_until(harness, "the figure generator finished", |h| {
        h.query_by_label(&found).is_some() && h.query_by_label(strings.cancel).is_none()
    });
    run_until_still(harness);
}

fn collection(harness: &Harness<'static, NimlabApp>) -> Vec<PuzzleRecord> {
    harness.state().match_tab().session().file_to_save().puzzles
}

#[test]
fn two_generated_square_puzzles_are_ticked_and_added_in_one_step_in_both_languages() {
    let found = engine_squares();
    assert!(found.len() >= 2, "the first choices find a list: {}", found.len());
    for (language, strings) in [(Language::English, en()), (Language::Korean, ko())] {
        let mut state = match_state();
        state.language = language;
        let mut harness = app_harness(state);
        click(&mut harness, strings.matchsticks.panel_generator);
        click(&mut harness, strings.figure_generator.kind_squares);
        generate_and_wait(&mut harness, strings, found.len());
        let before = collection(&harness);
        // The list is the engine's, easiest first, each with its stars.
        for (index, generated) in found.iter().enumerate() {
            assert_shows(&harness, &row_label(strings, index, generated));
        }
        click(&mut harness, &row_label(strings, 0, &found[0]));
        click(&mut harness, &row_label(strings, 1, &found[1]));
        click(&mut harness, &(strings.workbench.add_selected)(2));
        settle(&mut harness);
        let after = collection(&harness);
        assert_eq!(after.len(), before.len() + 2, "the collection grew by two");
        for (record, generated) in after[before.len()..].iter().zip(&found) {
            record.check().expect("a valid record");
            let puzzle = record
                .figure()
                .expect("a figure puzzle")
                .expect("a valid figure puzzle");
            assert_eq!(
                puzzle, generated.puzzle,
                "the ticked puzzles, in the list's order"
            );
            let solved = solve_within(&puzzle, usize::MAX, &mut Unwatched).expect("solved");
            assert!(
                is_unique(&solved.distinct, puzzle.budget.steps),
                "one answer up to symmetry: {:?}",
                solved.distinct
            );
        }
        assert_eq!(
            harness.state().match_tab().session().document().index(),
            before.len(),
            "the first added is open"
        );
        click(&mut harness, strings.matchsticks.undo);
        settle(&mut harness);
        assert_eq!(collection(&harness), before, "one Undo takes both back");
    }
}

#[test]
fn the_generators_kind_and_controls_are_remembered_with_the_tab() {
    let mut harness = app_harness(match_state());
    click(&mut harness, en().matchsticks.panel_generator);
    click(&mut harness, en().figure_generator.kind_triangles);
    harness
        .get_by_label(en().figure_generator.cells)
        .set_value_accesskit(5.0);
    run_until_still(&mut harness);
    let remembered = harness.state().state();
    let choices = &remembered.matchsticks.generator;
    assert_eq!(choices.kind, GeneratorKind::Triangles);
    assert_eq!(choices.triangles.cells, 5);
    assert_eq!(
        choices.squares,
        FigureChoices::first(Lattice::Square),
        "the other lattice's untouched"
    );
    let next_run = app_harness(remembered);
    let cells = next_run.get_by_label(en().figure_generator.cells);
    assert_eq!(
        cells.accesskit_node().numeric_value(),
        Some(5.0),
        "the triangles' controls are back"
    );
    assert!(
        next_run.query_by_label(en().matchsticks.shape).is_none(),
        "the equations' controls wait for their kind"
    );
}
