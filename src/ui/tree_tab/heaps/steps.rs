//! The heaps' step-through: the recursion over positions walked one call or return at a time,
//! as the coin game's lesson walks its tree. The count and its clock are the coin game's
//! [`Stepper`]; what is keyed by positions lives here: the recursive view's tree the steps walk
//! (a collapsed node one call and one return), its trace for the evaluation, the listing, and
//! the position kept per start across a restart. A new start or a new fold resets it, as a new
//! tree does in the coin game; the other evaluation keeps the point of the recursion.

use std::collections::{HashMap, HashSet};

use egui::Context;

use crate::i18n::Strings;
use crate::ui::keys::{self, Scope};
use crate::ui::tree_tab::stepper::{StepCommand, Stepper};
use nimlab_core::games::lesson_code::{CodeStep, PositionCode};
use nimlab_core::games::positions::{PositionGraph, PositionId, PositionTree};
use nimlab_core::games::recursive::Evaluation;
use nimlab_core::games::trace::{Progress, Trace};
use nimlab_core::games::view_tree::NodeId;
use nimlab_model::work::position_graph::PositionGraphKey;

/// The recursion of one start and evaluation, ready to walk.
pub struct Walk {
    /// The start the steps belong to.
    pub key: PositionGraphKey,
    /// Every move tried, or stop at the first winning move.
    pub evaluation: Evaluation,
    /// The recursive tree the steps walk.
    pub tree: PositionTree,
    /// Its calls and returns in order.
    pub trace: Trace,
    /// The listing beside it.
    pub code: PositionCode,
    /// The most calls the stack ever holds: the tree's depth, plus one.
    pub deepest: usize,
}

/// Where a position of the DAG stands in the recursion.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct Mark {
    /// One of its calls has returned: its value is known.
    pub returned: bool,
    /// One of its calls is on the call stack.
    pub running: bool,
}

/// The stepper, the recursion it walks, and a position waiting for its start's graph.
#[derive(Default)]
pub struct HeapSteps {
    stepper: Stepper,
    walk: Option<Walk>,
    /// The position remembered from the last run, and the start it belongs to.
    remembered: Option<(usize, PositionGraphKey)>,
    /// The DAG's marks and the steps they were worked out for: worked out again only when the
    /// steps or the walk change, not every frame.
    marks: Option<(usize, HashMap<PositionId, Mark>)>,
}

impl HeapSteps {
    /// Steps taken, if the step-through is on.
    pub fn done(&self) -> Option<usize> {
        self.stepper.done()
    }

    /// The recursion walked, once a graph is on show.
    pub fn walk(&self) -> Option<&Walk> {
        self.walk.as_ref()
    }

    /// What to remember: the steps taken, while they belong to the start `current` asks for.
    pub fn saved(&self, current: Option<&PositionGraphKey>) -> Option<usize> {
        let walk = self.walk.as_ref()?;
        (current == Some(&walk.key))
            .then_some(self.stepper.done())
            .flatten()
    }

    /// The position `done` from the last run, for the start `key`: it waits for that start's
    /// graph, and is dropped for any other.
    pub fn remember(&mut self, done: usize, key: PositionGraphKey) {
        self.remembered = Some((done, key));
    }

    /// Keeps the walk on `tree`, the recursive view's tree of `graph` (start `key`), and on
    /// `evaluation`. Another tree (a new start, or a fold) resets the step-through, or resumes
    /// where the last run left it, paused, if that belongs to this start and fits; the other
    /// evaluation keeps stepping from the same point of the recursion, or the last one both
    /// evaluations reach.
    fn follow(
        &mut self,
        key: &PositionGraphKey,
        graph: &PositionGraph,
        tree: &PositionTree,
        evaluation: Evaluation,
    ) {
        let same_tree = self
            .walk
            .as_ref()
            .is_some_and(|walk| walk.key == *key && walk.tree.nodes == tree.nodes);
        if same_tree
            && self
                .walk
                .as_ref()
                .is_some_and(|walk| walk.evaluation == evaluation)
        {
            return;
        }
        self.marks = None;
        let before = self.walk.take().filter(|_| same_tree).map(|walk| walk.trace);
        let trace = Trace::recursive(tree, evaluation);
        match (before, self.stepper.done()) {
            (Some(before), Some(done)) => self.stepper.go_to(trace.equivalent(&before, done)),
            (Some(_), None) => {}
            (None, _) => {
                self.stepper.stop();
                if let Some((done, _)) = self
                    .remembered
                    .take()
                    .filter(|(done, remembered)| remembered == key && *done <= trace.len())
                {
                    self.stepper.go_to(done);
                }
            }
        }
        let deepest = tree
            .nodes
            .iter()
            .map(|node| node.depth as usize + 1)
            .max()
            .unwrap_or(0);
        self.walk = Some(Walk {
            deepest,
            key: key.clone(),
            evaluation,
            tree: tree.clone(),
            trace,
            code: PositionCode::new(graph.rule(), evaluation),
        });
    }

    /// The graph on show is gone (a refusal, or none yet): nothing to walk.
    pub fn forget(&mut self) {
        self.walk = None;
        self.marks = None;
        self.stepper.stop();
    }

    /// Carries out a button's or key's command.
    pub fn apply(&mut self, command: StepCommand) {
        if let Some(walk) = &self.walk {
            self.stepper.apply(command, walk.trace.len());
        }
    }

    /// The step-through's keys pressed since the last frame, while it is on (`PageDown` and
    /// `PageUp` are the lesson path's, read by the tab).
    fn keys(&mut self, ctx: &Context) {
        let stepping = self.walk.is_some() && self.stepper.done().is_some();
        let pressed = keys::pressed(ctx, Scope::Lesson, |action| {
            stepping && StepCommand::of_key(action).is_some()
        });
        for (action, _) in pressed {
            if let Some(command) = StepCommand::of_key(action) {
                self.apply(command);
            }
        }
    }

    /// The step-through for a frame: it follows the recursive view's tree `tree` of `graph`
    /// (start `key`) in `evaluation`, reads its keys, and draws its bar.
    pub fn ui(
        &mut self,
        ui: &mut egui::Ui,
        (key, graph, tree): (&PositionGraphKey, &PositionGraph, &PositionTree),
        evaluation: Evaluation,
        strings: &Strings,
    ) {
        self.follow(key, graph, tree, evaluation);
        self.keys(ui.ctx());
        self.bar_ui(ui, strings);
        self.update_marks(graph);
    }

    /// Works the DAG's marks out again when the steps taken changed since they last were.
    fn update_marks(&mut self, graph: &PositionGraph) {
        let (Some(walk), Some(done)) = (self.walk.as_ref(), self.stepper.done()) else {
            self.marks = None;
            return;
        };
        if self.marks.as_ref().is_some_and(|(at, _)| *at == done) {
            return;
        }
        self.marks = Some((done, marks_after(graph, walk, done)));
    }

    /// The step-through's bar: Step through, first, back, play, forward and speed.
    fn bar_ui(&mut self, ui: &mut egui::Ui, strings: &Strings) {
        let Some(total) = self.walk.as_ref().map(|walk| walk.trace.len()) else {
            return;
        };
        if let Some(command) = self.stepper.ui(ui, total, strings) {
            self.apply(command);
        }
    }

    /// Where each position stands after the steps taken, for the DAG ([`marks_after`]); none
    /// while the step-through is off.
    pub fn marks(&self) -> Option<HashMap<PositionId, Mark>> {
        let done = self.stepper.done()?;
        let (at, marks) = self.marks.as_ref()?;
        (*at == done).then(|| marks.clone())
    }

    /// The marks for the DAG ([`HeapSteps::marks`]), with a line saying what they mean.
    pub fn dag_marks(&self, ui: &mut egui::Ui, strings: &Strings) -> Option<HashMap<PositionId, Mark>> {
        let marks = self.marks()?;
        ui.weak(strings.code.dag_marks);
        Some(marks)
    }

    /// Where the listing is after the steps taken.
    pub fn code_step(&self, graph: &PositionGraph) -> Option<CodeStep> {
        let (walk, done) = (self.walk.as_ref()?, self.stepper.done()?);
        walk.code.step(graph, &walk.tree, &walk.trace, done)
    }
}

/// Where each position stands after `done` steps of `walk` over `graph`: running while one of its
/// calls is on the call stack; returned once any of its calls has (the DP's memo), and so is every
/// position that call worked out on its way (a collapsed node is one call and one return in the
/// walk, its subtree computed inside it): every position below it, or when stopping at the first
/// win only those the stop lets it call. Both at once
/// when a position known below is called again. Bounded by the graph: each position is visited
/// once.
pub fn marks_after(graph: &PositionGraph, walk: &Walk, done: usize) -> HashMap<PositionId, Mark> {
    let mut marks: HashMap<PositionId, Mark> = HashMap::new();
    let mut returned = Vec::new();
    for (index, node) in walk.tree.nodes.iter().enumerate() {
        let progress = walk.trace.progress(NodeId(index as u32), done);
        let mark = marks.entry(node.position).or_default();
        mark.running |= progress == Progress::Running;
        if progress == Progress::Returned {
            returned.push(node.position);
        }
    }
    let mut seen = HashSet::new();
    while let Some(position) = returned.pop() {
        if !seen.insert(position) {
            continue;
        }
        marks.entry(position).or_default().returned = true;
        // What that call worked out: every child, or up to the first win when stopping there.
        returned.extend(
            graph
                .called_children(position, walk.evaluation)
                .iter()
                .copied()
                .filter(|child| !seen.contains(child)),
        );
    }
    marks
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::ui::tree_tab::heaps::tree::HEAP_TREE_BUDGET;
    use nimlab_core::games::Rule;
    use nimlab_core::games::grundy::HeapGame;
    use nimlab_core::games::positions::Limits;
    use nimlab_core::games::trace::Step;
    use nimlab_core::watch::Unwatched;

    /// The stop-at-first-win recursion written out: adds every position it calls to `called` and
    /// says whether `id` wins (with no move left, misère's player to move has won).
    fn win(graph: &PositionGraph, id: PositionId, called: &mut HashSet<PositionId>) -> bool {
        called.insert(id);
        if graph.children(id).is_empty() {
            return graph.rule() == Rule::Misere;
        }
        graph.children(id).iter().any(|&child| !win(graph, child, called))
    }

    #[test]
    fn stopping_at_the_first_win_fills_only_what_that_recursion_calls() {
        for rule in [Rule::Normal, Rule::Misere] {
            let start = vec![(HeapGame::Nim, 2), (HeapGame::Nim, 3), (HeapGame::Nim, 3)];
            let graph = PositionGraph::build(&start, rule, Limits::default(), &mut Unwatched).expect("small");
            let tree = PositionTree::build(&graph, &HashMap::new(), HEAP_TREE_BUDGET);
            let evaluation = Evaluation::ShortCircuit;
            let trace = Trace::recursive(&tree, evaluation);
            let walk = Walk {
                key: PositionGraphKey { start, rule },
                evaluation,
                code: PositionCode::new(rule, evaluation),
                deepest: 0,
                tree,
                trace,
            };
            assert!(walk.tree.nodes.iter().any(|node| node.collapsed), "a cut tree");
            let marks = marks_after(&graph, &walk, walk.trace.len());
            let filled: HashSet<PositionId> = (marks.iter())
                .filter(|(_, mark)| mark.returned)
                .map(|(&id, _)| id)
                .collect();
            let mut called = HashSet::new();
            win(&graph, graph.root(), &mut called);
            assert_eq!(filled, called, "{rule:?}");
            assert!(
                called.len() < graph.len(),
                "the stop leaves some positions uncalled"
            );
        }
    }

    #[test]
    fn a_returned_collapsed_node_marks_every_position_below_it_returned() {
        let start = vec![(HeapGame::Nim, 3), (HeapGame::Nim, 4), (HeapGame::Nim, 5)];
        let graph =
            PositionGraph::build(&start, Rule::Normal, Limits::default(), &mut Unwatched).expect("small");
        let tree = PositionTree::build(&graph, &HashMap::new(), HEAP_TREE_BUDGET);
        let trace = Trace::recursive(&tree, Evaluation::Full);
        let walk = Walk {
            key: PositionGraphKey {
                start,
                rule: Rule::Normal,
            },
            evaluation: Evaluation::Full,
            code: PositionCode::new(Rule::Normal, Evaluation::Full),
            deepest: 0,
            tree,
            trace,
        };
        // The first return of a collapsed node that has moves below it.
        let done = (1..=walk.trace.len())
            .find(|&done| {
                matches!(walk.trace.last(done), Some(Step::Return(id))
                    if walk.tree.node(id).collapsed
                        && !graph.children(walk.tree.node(id).position).is_empty())
            })
            .expect("the budget collapses nodes with moves");
        let Some(Step::Return(id)) = walk.trace.last(done) else {
            unreachable!("found above")
        };
        let marks = marks_after(&graph, &walk, done);
        let returned = |position: &PositionId| marks.get(position).is_some_and(|mark| mark.returned);
        // Its position's moves were worked out inside that one call: they are known too.
        let position = walk.tree.node(id).position;
        assert!(returned(&position));
        assert!(graph.children(position).iter().all(returned));
        for (position, mark) in &marks {
            if mark.returned {
                assert!(
                    graph.children(*position).iter().all(returned),
                    "{} is filled before a position it reads",
                    graph.position(*position)
                );
            }
        }
        // The start has not returned: its value is still being worked out.
        assert!(!returned(&graph.root()));
    }
}
