//! Background work: every kind of work the app runs off the UI thread, each with its request
//! type (plain data, a [`crate::jobs::Work`]), its result type and its computation, over the
//! engines. Nothing here knows the window: tabs ask for work and draw what comes back (colours
//! are chosen when drawn), and `tests/it/architecture.rs` checks that no file here names
//! `ui`, `app` or egui.
//!
//! [`run_by_name`] is every kind by name: how a web worker, which is handed a name and bytes,
//! finds the code to run (`nimlab::web::worker`). A kind missing there would run natively and
//! fail on the web, so the tests below send a request of every kind through it.

pub mod animate;
// The workbench: a collection checked.
pub mod check;
pub mod draw_figure;
pub mod figure_generate;
pub mod figure_solve;
pub mod generate;
pub mod grundy_table;
pub mod match_solve;
pub mod png;
pub mod position_graph;
pub mod search;
// The tree the folds leave of an analysis: derived on the spot, not a kind of work.
pub mod shown_tree;
pub mod sum_analysis;
pub mod survey;
pub mod tree_analysis;

use check::CheckCollection;
use figure_generate::FigureGenerateRequest;
use figure_solve::FigureAnswerKey;
use generate::GenerateRequest;
use grundy_table::GrundyKey;
use match_solve::AnswerKey;
use png::EncodePng;
use position_graph::PositionGraphKey;
use search::SearchRequest;
use sum_analysis::SumKey;
use survey::SurveyRun;
use tree_analysis::AnalysisKey;

use crate::figure::FigureRequest;
use crate::figure::animation::AnimationRequest;
use crate::jobs::{Progress, Work, run_encoded};

/// Runs the request (as [`crate::jobs::encode`] wrote it) of the kind called `name`, and
/// returns its output the same way (`None` when the work gave no result).
pub fn run_by_name(name: &str, request: &[u8], progress: &Progress) -> Result<Option<Vec<u8>>, String> {
    match name {
        AnalysisKey::NAME => run_encoded::<AnalysisKey>(request, progress),
        GrundyKey::NAME => run_encoded::<GrundyKey>(request, progress),
        AnswerKey::NAME => run_encoded::<AnswerKey>(request, progress),
        FigureAnswerKey::NAME => run_encoded::<FigureAnswerKey>(request, progress),
        SearchRequest::NAME => run_encoded::<SearchRequest>(request, progress),
        GenerateRequest::NAME => run_encoded::<GenerateRequest>(request, progress),
        FigureGenerateRequest::NAME => run_encoded::<FigureGenerateRequest>(request, progress),
        CheckCollection::NAME => run_encoded::<CheckCollection>(request, progress),
        SurveyRun::NAME => run_encoded::<SurveyRun>(request, progress),
        SumKey::NAME => run_encoded::<SumKey>(request, progress),
        PositionGraphKey::NAME => run_encoded::<PositionGraphKey>(request, progress),
        EncodePng::NAME => run_encoded::<EncodePng>(request, progress),
        FigureRequest::NAME => run_encoded::<FigureRequest>(request, progress),
        AnimationRequest::NAME => run_encoded::<AnimationRequest>(request, progress),
        _ => Err(format!("no kind of work is called {name:?}")),
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::jobs::{decode, encode};
    use nimlab_core::games::grundy::parse_subtraction;
    use nimlab_core::games::{CoinGame, Rule};
    use nimlab_core::matchsticks::layout::{Layout, Rules};
    use nimlab_core::matchsticks::solve::Goal;
    use nimlab_core::matchsticks::survey::Shape;

    /// Runs `work` as a worker would (bytes in, by name, bytes out) and directly, and checks
    /// that both give the same output.
    fn same_through_the_table<W: Work + Clone>(work: &W)
    where
        W::Output: std::fmt::Debug,
    {
        let direct = work.clone().run(&Progress::default());
        let request = encode(work).expect("the request encodes");
        let output = run_by_name(W::NAME, &request, &Progress::default())
            .unwrap_or_else(|error| panic!("{}: {error}", W::NAME))
            .map(|bytes| decode::<W::Output>(&bytes).expect("the output decodes"));
        assert_eq!(format!("{output:?}"), format!("{direct:?}"), "{}", W::NAME);
        assert!(output.is_some(), "{} gave a result", W::NAME);
    }

    #[test]
    fn every_kind_runs_by_name_with_the_same_output() {
        same_through_the_table(&AnalysisKey {
            game: CoinGame::seed_000(),
            coins: 13,
        });
        same_through_the_table(&GrundyKey {
            game: parse_subtraction("1,2,5").expect("a subtraction game"),
            rule: Rule::Normal,
            count: 40,
        });
        same_through_the_table(&SumKey {
            heaps: vec![
                nimlab_core::games::sums::Heap {
                    game: parse_subtraction("1,3,4").expect("a subtraction game"),
                    size: 9,
                },
                nimlab_core::games::sums::Heap {
                    game: nimlab_core::games::grundy::HeapGame::Nim,
                    size: 5,
                },
            ],
            rule: Rule::Normal,
        });
        same_through_the_table(&PositionGraphKey {
            start: vec![
                (nimlab_core::games::grundy::HeapGame::Nim, 3),
                (parse_subtraction("1,3,4").expect("a subtraction game"), 6),
            ],
            rule: Rule::Misere,
        });
        let layout = Layout::parse("5+7=2").expect("a layout");
        same_through_the_table(&AnswerKey::new(
            layout.clone(),
            Rules::default(),
            nimlab_core::matchsticks::budget::Budget::up_to(Goal::Move, 2),
        ));
        same_through_the_table(&SearchRequest::new(layout, Rules::default(), Goal::Move, 1));
        let shape = Shape::parse("D+D=D").expect("a shape");
        same_through_the_table(&GenerateRequest::new(shape, Rules::default(), Goal::Move, 1));
        let filter = nimlab_core::matchsticks::generate::Filter {
            no_leading_zero: true,
            ..Default::default()
        };
        let shape = Shape::parse("D+D=DD").expect("a shape");
        same_through_the_table(
            &GenerateRequest::new(shape, Rules::default(), Goal::Move, 1).filtered(filter),
        );
        let puzzle = nimlab_core::puzzle_file::PuzzleRecord::new(
            &Layout::parse("0+3=09").expect("a layout"),
            Goal::Move,
            1,
            Rules::default(),
        );
        // A figure puzzle beside it: the compact encoding carries the record's every field.
        let (canvas, sticks) = nimlab_core::shapes::text::parse(".-.-.\n| | |\n.-.-.").expect("two squares");
        let figure = nimlab_core::shapes::puzzle::Puzzle::new(
            canvas,
            sticks,
            nimlab_core::matchsticks::budget::Budget::exactly(Goal::Remove, 3),
            nimlab_core::shapes::puzzle::Figure::count(1),
        )
        .expect("a puzzle");
        same_through_the_table(&FigureAnswerKey { puzzle: figure });
        same_through_the_table(&CheckCollection {
            puzzles: vec![
                puzzle,
                crate::tabs::matchsticks::puzzle_session::new_figure_puzzle(
                    nimlab_core::shapes::canvas::Lattice::Triangular,
                ),
                nimlab_core::puzzle_file::PuzzleRecord::of_figure(&figure),
            ],
        });
        same_through_the_table(&FigureRequest::Figure {
            subject: crate::figure::request::Subject::Grundy(crate::figure::grundy::GrundyFigure::Values {
                game: parse_subtraction("1,3,4").expect("a subtraction game"),
                rule: Rule::Normal,
                count: 10,
                view: crate::figure::grundy::ValuesView::Chart,
            }),
            look: crate::figure::request::Look::window(
                false,
                crate::i18n::Language::English,
                crate::figure::Format::Svg,
            ),
        });
        same_through_the_table(&AnimationRequest {
            stepped: crate::figure::animation::Stepped::Dp {
                game: CoinGame::seed_000(),
                coins: 3,
            },
            theme: crate::figure::theme::Theme::Light,
            language: crate::i18n::Language::Korean,
            width: 200,
            delay_ms: 500,
            slide: None,
        });
        same_through_the_table(&EncodePng {
            width: 2,
            height: 1,
            premultiplied: vec![255, 0, 0, 255, 0, 0, 128, 128],
        });
    }

    #[test]
    fn the_figure_generator_runs_by_name_with_the_same_output() {
        same_through_the_table(&FigureGenerateRequest {
            request: nimlab_core::shapes::generate::Request {
                canvas: nimlab_core::shapes::canvas::Canvas::new(
                    nimlab_core::shapes::canvas::Lattice::Triangular,
                    3,
                    3,
                )
                .expect("a canvas"),
                cells: 4,
                budget: nimlab_core::matchsticks::budget::Budget::up_to(Goal::Remove, 3),
                count: 1,
                rules: nimlab_core::shapes::puzzle::Rules::default(),
            },
        });
    }

    #[test]
    fn the_survey_is_known_by_name() {
        // The whole survey takes seconds in a debug build: a cancelled one shows the name is
        // known and the request decodes.
        let progress = Progress::default();
        progress.cancel();
        let request = encode(&SurveyRun::new(Rules::default(), 1)).expect("encodes");
        assert_eq!(run_by_name(SurveyRun::NAME, &request, &progress), Ok(None));
    }

    #[test]
    fn an_unknown_name_or_a_garbled_request_is_an_error_not_a_panic() {
        let progress = Progress::default();
        assert!(run_by_name("no-such-work", &[], &progress).is_err());
        assert!(run_by_name(AnalysisKey::NAME, &[0xff; 3], &progress).is_err());
    }
}
