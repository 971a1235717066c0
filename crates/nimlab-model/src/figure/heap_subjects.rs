//! A heap game's figures drawn from its start: the graph of every position built first (its
//! cost checked before, so a huge start is refused at once in the engine's one line), then its
//! DP DAG, or its recursive tree to a depth.

use nimlab_core::games::Rule;
use nimlab_core::games::grundy::HeapGame;
use nimlab_core::games::positions::{Limits, PositionGraph};
use nimlab_core::games::recursive::Evaluation;
use nimlab_core::watch::Unwatched;

use super::Scene;
use super::position_dag::PositionDagFigure;
use super::position_tree::PositionTreeFigure;
use super::slide::Slide;
use super::theme::Theme;
use crate::i18n::Language;

/// Which of a heap game's figures.
#[derive(Clone, Copy, Debug)]
pub enum HeapFigure {
    /// Every position once.
    Dag,
    /// The recursive tree to a depth (none: as deep as fits a slide), as `Evaluation` walks it.
    Tree(Option<u32>, Evaluation),
}

/// The figure `which` of the heaps `start` under `rule`, or why the graph is refused.
pub fn heaps_scene(
    start: &[(HeapGame, u32)],
    rule: Rule,
    which: HeapFigure,
    (language, theme, slide): (Language, Theme, Option<Slide>),
) -> Result<Scene, String> {
    let graph = PositionGraph::build(start, rule, Limits::default(), &mut Unwatched)
        .map_err(|refused| refused.to_string())?;
    Ok(match which {
        HeapFigure::Dag => PositionDagFigure {
            graph: &graph,
            start,
            language,
            theme,
        }
        .scene(),
        HeapFigure::Tree(depth, evaluation) => PositionTreeFigure {
            graph: &graph,
            start,
            depth,
            evaluation,
            language,
            theme,
            slide,
        }
        .scene(),
    })
}
