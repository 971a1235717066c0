//! The recursion over positions of several heaps, beside the heaps' step-through: the
//! Sprague–Grundy post's `Grundy(p)` (the mex of the values one move away) when the recursion
//! tries every move, and the win/lose form `Win(p)` (is some move to a lost position?) when it
//! stops at the first winning move, as the coin listing keeps `win` or returns at once. For every
//! step of the trace over the heaps' recursive tree: the line that runs and the variables in
//! scope, `p`, `q`, `s` and the mex.
//!
//! `moves(p)` lists the *distinct* positions one move reaches, in the order the tree draws them,
//! so running the listing makes exactly the tree's calls. The base case says the rule: under
//! misère the player who cannot move has won, so its value is 1 (the post's misère trick) and
//! `Win` answers true.

use super::Lines;
use super::{CodeStep, Comment, Listing, Local, Reveals, Value};
use crate::games::coin_game::Rule;
use crate::games::grundy::mex;
use crate::games::positions::{PositionGraph, PositionId, PositionTree};
use crate::games::recursive::Evaluation;
use crate::games::trace::{Step, Trace};
use crate::games::view_tree::NodeId;

/// The recursion over positions for one rule and evaluation, and where each step is in it.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct PositionCode {
    /// The listing.
    pub listing: Listing,
    lines: Lines,
    evaluation: Evaluation,
}

impl PositionCode {
    /// The listing for `rule`: `Grundy` for [`Evaluation::Full`], `Win` for
    /// [`Evaluation::ShortCircuit`].
    pub fn new(rule: Rule, evaluation: Evaluation) -> Self {
        let mut listing = Listing::default();
        let full = evaluation == Evaluation::Full;
        let header = if full {
            listing.code(0, "int Grundy(Position p)")
        } else {
            listing.code(0, "bool Win(Position p)")
        };
        listing.code(0, "{");
        let (comment, stuck_value) = match (rule, full) {
            (Rule::Normal, true) => (Comment::NoMoveLoses, "0"),
            (Rule::Misere, true) => (Comment::NoMoveWins, "1"),
            (Rule::Normal, false) => (Comment::NoMoveLoses, "false"),
            (Rule::Misere, false) => (Comment::NoMoveWins, "true"),
        };
        listing.comment(1, comment);
        listing.code(1, "if(moves(p).empty())");
        let stuck = listing.code(2, format!("return {stuck_value};"));
        let (call, found, none);
        if full {
            listing.code(1, "set<int> s;");
            listing.code(1, "for(Position q : moves(p))");
            call = listing.code(2, "s.insert(Grundy(q));");
            found = listing.code(1, "return mex(s);");
            none = None;
        } else {
            listing.code(1, "for(Position q : moves(p))");
            call = listing.code(2, "if(!Win(q))");
            found = listing.code(3, "return true;");
            none = Some(listing.code(1, "return false;"));
        }
        listing.code(0, "}");
        Self {
            listing,
            lines: Lines {
                header,
                stuck,
                call,
                found,
                none,
            },
            evaluation,
        }
    }

    /// Where the code is after `done` steps of `trace` over `tree`, the recursive tree of
    /// `graph` (none before the first step).
    pub fn step(
        &self,
        graph: &PositionGraph,
        tree: &PositionTree,
        trace: &Trace,
        done: usize,
    ) -> Option<CodeStep> {
        let step = trace.last(done)?;
        let id = step.node();
        let node = tree.node(id);
        let p = |at: PositionId| position_local("p", graph, at);
        let (line, line_reveals, locals) = match (step, node.parent) {
            (Step::Call(_), None) => (self.lines.header, Reveals::Nothing, vec![p(node.position)]),
            (Step::Call(_), Some(parent)) => {
                // The caller runs the call line with its own position and the one this call is
                // about; the full recursion's set holds what the calls before it returned.
                let from = tree.node(parent).position;
                let index = (id.0 - tree.node(parent).children.start) as usize;
                let mut locals = vec![p(from)];
                if self.evaluation == Evaluation::Full {
                    let before = graph.children(from)[..index].iter().map(|&c| graph.value(c));
                    locals.push(set_local(before, Reveals::Node(parent)));
                }
                locals.push(position_local("q", graph, node.position));
                (self.lines.call, Reveals::Nothing, locals)
            }
            (Step::Return(_), _) => self.returned(graph, id, node.position),
        };
        Some(CodeStep {
            line,
            line_reveals,
            locals,
            reads: Vec::new(),
            fills: None,
        })
    }

    /// The call of node `id`, at `position`, returns.
    fn returned(
        &self,
        graph: &PositionGraph,
        id: NodeId,
        position: PositionId,
    ) -> (usize, Reveals, Vec<Local>) {
        let p = position_local("p", graph, position);
        let children = graph.children(position);
        if children.is_empty() {
            return (self.lines.stuck, Reveals::Node(id), vec![p]);
        }
        // Only the stop-at-first-win listing has a second return, after its loop.
        let Some(none) = self.lines.none else {
            // One `return mex(s);` whatever the value: only `s` and its mex tell it.
            let values = children.iter().map(|&child| graph.value(child));
            let s = set_local(values.clone(), Reveals::Node(id));
            let found = Local::new("mex(s)", Value::Int(mex(values)), Reveals::Node(id));
            return (self.lines.found, Reveals::Nothing, vec![p, s, found]);
        };
        match children.iter().find(|&&child| graph.value(child) == 0) {
            Some(&lost) => {
                let q = Local {
                    reveals: Reveals::Node(id),
                    ..position_local("q", graph, lost)
                };
                (self.lines.found, Reveals::Node(id), vec![p, q])
            }
            // The loop is over and its `q` out of scope.
            None => (none, Reveals::Node(id), vec![p]),
        }
    }
}

/// A position variable: `p = (1,4,5)`; a position alone gives no value away.
fn position_local(name: &str, graph: &PositionGraph, at: PositionId) -> Local {
    Local::new(name, Value::Position(graph.written(at)), Reveals::Nothing)
}

/// The set `s` of values, sorted and without repeats as a `set<int>` keeps them.
fn set_local(values: impl Iterator<Item = u32>, reveals: Reveals) -> Local {
    let mut values: Vec<u32> = values.collect();
    values.sort_unstable();
    values.dedup();
    Local::new("s", Value::Set(values), reveals)
}
