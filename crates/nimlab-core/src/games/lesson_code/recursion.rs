//! Listing 1 of the coin-game article, `IsBad` and `GetCoinCount`, beside the recursive tree: each
//! call of the trace shows the line that makes it (`if(IsBad(coins - i))`, with the caller's
//! `coins` and `i`), each return the line that returns, in the frame of the node that returns. The
//! root is `GetCoinCount(n)`, called by the lesson itself; every other node is an `IsBad` call.

use super::Lines;
use super::{CodeStep, Comment, Listing, Local, Reveals, Value, is_seed_set, set_text, smallest};
use crate::games::coin_game::{CoinGame, Rule, Solution};
use crate::games::recursive::Evaluation;
use crate::games::trace::{Step, Trace};
use crate::games::view_tree::{NodeId, ViewTree};

/// Listing 1 for one game and evaluation, and where each step of the recursion is in it.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct RecursionCode {
    /// The listing.
    pub listing: Listing,
    lines: Lines,
    evaluation: Evaluation,
}

impl RecursionCode {
    /// Listing 1 for `game`: the article's loop for {1, 2, 3}, a loop over S otherwise; stopping at
    /// the first winning take for [`Evaluation::ShortCircuit`], trying every take for
    /// [`Evaluation::Full`].
    pub fn new(game: &CoinGame, evaluation: Evaluation) -> Self {
        let mut listing = Listing::default();
        let seed = is_seed_set(&game.moves);
        if !seed {
            listing.code(0, format!("const int S[] = {};", set_text(&game.moves)));
        }
        listing.code(0, "int GetCoinCount(int coins);");
        listing.code(0, "int IsBad(int coins)");
        listing.code(0, "{");
        let (comment, stuck_value) = match game.rule {
            Rule::Misere => (Comment::StuckWins, "FALSE"),
            Rule::Normal => (Comment::StuckLoses, "TRUE"),
        };
        listing.comment(1, comment);
        listing.code(1, format!("if(coins < {})", smallest(&game.moves)));
        let stuck = listing.code(2, format!("return {stuck_value};"));
        listing.code(1, "else");
        listing.code(2, "return GetCoinCount(coins) == 0;");
        listing.code(0, "}");
        let header = listing.code(0, "int GetCoinCount(int coins)");
        listing.code(0, "{");
        let full = evaluation == Evaluation::Full;
        if full {
            listing.code(1, "int win = 0;");
        }
        if seed {
            listing.code(1, "for(int i=1; i<=3; ++i)");
        } else {
            listing.code(1, "for(int i : S)");
        }
        listing.code(1, "{");
        listing.code(2, "if(coins - i < 0)");
        listing.code(3, "break;");
        let (call, found, none);
        if full {
            call = listing.code(2, "if(IsBad(coins - i) && win == 0)");
            listing.code(3, "win = i;");
            listing.code(1, "}");
            found = listing.code(1, "return win;");
            none = None;
        } else {
            call = listing.code(2, "if(IsBad(coins - i))");
            found = listing.code(3, "return i;");
            listing.code(1, "}");
            none = Some(listing.code(1, "return 0;"));
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

    /// Where the code is after `done` steps of `trace` over `tree` (none before the first).
    pub fn step(&self, tree: &ViewTree, trace: &Trace, solution: &Solution, done: usize) -> Option<CodeStep> {
        let step = trace.last(done)?;
        let id = step.node();
        let node = tree.node(id);
        let coins = |value: u32| Local::new("coins", Value::Int(value), Reveals::Nothing);
        let (line, line_reveals, locals) = match (step, node.parent) {
            (Step::Call(_), None) => (self.lines.header, Reveals::Nothing, vec![coins(node.coins)]),
            (Step::Call(_), Some(parent)) => {
                // The caller runs the call line with its own pile and the take that leads here.
                let from = tree.node(parent).coins;
                let mut locals = vec![coins(from)];
                if self.evaluation == Evaluation::Full {
                    let win = first_winning(solution, from, node.taken).unwrap_or(0);
                    locals.push(Local::new("win", Value::Int(win), Reveals::Node(parent)));
                }
                locals.push(Local::new("i", Value::Int(node.taken), Reveals::Nothing));
                (self.lines.call, Reveals::Nothing, locals)
            }
            (Step::Return(_), parent) => {
                let stuck = solution.game.legal_moves(node.coins).next().is_none();
                if stuck && parent.is_some() {
                    // `IsBad` answers at once: `GetCoinCount` is never called.
                    (self.lines.stuck, Reveals::Node(id), vec![coins(node.coins)])
                } else {
                    self.returned(id, node.coins, solution)
                }
            }
        };
        Some(CodeStep {
            line,
            line_reveals,
            locals,
            reads: Vec::new(),
            fills: None,
        })
    }

    /// `GetCoinCount(coins)` of node `id` returns.
    fn returned(&self, id: NodeId, coins: u32, solution: &Solution) -> (usize, Reveals, Vec<Local>) {
        let pile = Local::new("coins", Value::Int(coins), Reveals::Nothing);
        let first = first_winning(solution, coins, u32::MAX);
        match (self.evaluation, first, self.lines.none) {
            (Evaluation::Full, _, _) | (Evaluation::ShortCircuit, _, None) => {
                // One `return win;` whatever the value: only `win` tells it.
                let win = Local::new("win", Value::Int(first.unwrap_or(0)), Reveals::Node(id));
                (self.lines.found, Reveals::Nothing, vec![pile, win])
            }
            (Evaluation::ShortCircuit, Some(take), Some(_)) => {
                let i = Local::new("i", Value::Int(take), Reveals::Node(id));
                (self.lines.found, Reveals::Node(id), vec![pile, i])
            }
            // The loop is over and its `i` out of scope.
            (Evaluation::ShortCircuit, None, Some(none)) => (none, Reveals::Node(id), vec![pile]),
        }
    }
}

/// The smallest winning take from `coins` below `below`.
fn first_winning(solution: &Solution, coins: u32, below: u32) -> Option<u32> {
    solution
        .game
        .legal_moves(coins)
        .take_while(|&take| take < below)
        .find(|&take| solution.is_winning_move(coins, take))
}
