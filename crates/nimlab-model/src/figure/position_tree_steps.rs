//! A heap game's recursive tree figure frame by frame, for the animated GIF of its recursion:
//! the tree cut once, and the recursion's calls and returns over it (every move, or the stop at
//! the first winning move), each frame marking where every node stands, as the coin tree's
//! step-through does (`steps`).

use nimlab_core::games::trace::{Step, Trace};

use super::position_tree::{CutTree, PositionTreeFigure};
use super::scene::Scene;
use super::steps;

/// The heaps' tree figure frame by frame (see [`PositionTreeFigure::steps`]).
#[derive(Debug)]
pub struct PositionTreeSteps<'a> {
    figure: &'a PositionTreeFigure<'a>,
    cut: CutTree,
    trace: Trace,
}

impl<'a> PositionTreeFigure<'a> {
    /// The figure frame by frame: the tree cut once, and the recursion's steps over it.
    pub fn steps(&'a self) -> PositionTreeSteps<'a> {
        let cut = self.cut_tree();
        let trace = Trace::recursive(&cut.tree, self.evaluation);
        PositionTreeSteps {
            figure: self,
            cut,
            trace,
        }
    }
}

impl PositionTreeSteps<'_> {
    /// Steps in the recursion over the figure's tree: a call and a return per node called.
    pub fn len(&self) -> usize {
        self.trace.len()
    }

    /// The recursion takes no step.
    pub fn is_empty(&self) -> bool {
        self.trace.is_empty()
    }

    /// The figure after `done` steps, `caption` under its title.
    pub fn scene(&self, done: usize, caption: &str) -> Scene {
        let marks = steps::tree_marks(&self.cut.tree, &self.trace, self.figure.evaluation, done);
        self.figure.draw(&self.cut, Some((&marks, caption)))
    }

    /// What the step `done` did: "Call: (1,4,5)", "Return: (1,4,5) is Lose"; none before the
    /// first step.
    pub fn step_words(&self, done: usize) -> Option<String> {
        let strings = self.figure.language.strings();
        let words = strings.position_tree;
        let graph = self.figure.graph;
        let position = |id| graph.written(self.cut.tree.node(id).position);
        Some(match self.trace.last(done)? {
            Step::Call(id) => (words.step_call)(&position(id)),
            Step::Return(id) => {
                let outcome = graph.outcome(self.cut.tree.node(id).position);
                (words.step_return)(&position(id), strings.outcome(outcome))
            }
        })
    }
}

#[cfg(test)]
mod tests {
    use nimlab_core::games::Rule;
    use nimlab_core::games::grundy::HeapGame;
    use nimlab_core::games::positions::{Limits, PositionGraph};
    use nimlab_core::games::recursive::Evaluation;
    use nimlab_core::watch::Unwatched;

    use super::*;
    use crate::figure::theme::Theme;
    use crate::i18n::Language;

    #[test]
    fn nim_1_2_steps_through_its_ten_calls_and_stops_early_when_asked() {
        let start = [(HeapGame::Nim, 1), (HeapGame::Nim, 2)];
        let graph =
            PositionGraph::build(&start, Rule::Normal, Limits::default(), &mut Unwatched).expect("small");
        let figure = |evaluation| PositionTreeFigure {
            graph: &graph,
            start: &start,
            depth: None,
            evaluation,
            language: Language::English,
            theme: Theme::Light,
            slide: None,
        };
        let full = figure(Evaluation::Full);
        let steps = full.steps();
        // Ten nodes, each called and returned.
        assert_eq!(steps.len(), 20);
        assert_eq!(steps.step_words(0), None);
        assert_eq!(steps.step_words(1).as_deref(), Some("Call: (1,2)"));
        assert_eq!(steps.step_words(20).as_deref(), Some("Return: (1,2) is Win"));
        let frame = steps.scene(1, "Step 1 of 20");
        assert!(frame.texts().any(|t| t == "Step 1 of 20"));
        // The engine's order of (1,2)'s moves is (2), (1,1), (1), as the frames show. Normal
        // play: (2) wins for the mover, so the search goes on to (1,1), which loses, and stops:
        // (1) and the () under it are never called, 2 nodes of 10, 4 steps of 20.
        let short = figure(Evaluation::ShortCircuit);
        assert_eq!(short.steps().len(), 16);
    }
}
