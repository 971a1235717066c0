//! Listing 2 of the coin-game article, `GenerateNimTable`, beside the DP view: each step of the
//! table's step-through fills one position's `win`, bottom-up from 0, and shows the line that
//! writes it with `i`, `win` and the cells `tb[i-j].win` it was worked out from.

use super::{CodeStep, Comment, Listing, Local, Reveals, Value, is_seed_set, set_text, smallest};
use crate::games::coin_game::{CoinGame, Rule, Solution};

/// The lines a step can stop at.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
struct Lines {
    /// `tb[0].win = …;` or `tb[i].win = …;` in the loop over the stuck piles.
    stuck: usize,
    /// `tb[i].win = win;`.
    filled: usize,
}

/// Listing 2 for one game, and where each step of the table's fill is in it.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct TableCode {
    /// The listing.
    pub listing: Listing,
    lines: Lines,
    /// Piles below this are stuck: no take fits.
    smallest: u32,
}

impl TableCode {
    /// Listing 2 for `game`: the article's loop over j for {1, 2, 3}, a loop over S otherwise.
    pub fn new(game: &CoinGame) -> Self {
        let mut listing = Listing::default();
        let seed = is_seed_set(&game.moves);
        let smallest = smallest(&game.moves);
        listing.code(0, format!("#define MAX_SEL {}", game.moves.largest()));
        if !seed {
            listing.code(0, format!("const int S[] = {};", set_text(&game.moves)));
        }
        listing.code(0, "void GenerateNimTable(PNIMITEM tb, int last)");
        listing.code(0, "{");
        let (comment, stuck_value) = match game.rule {
            Rule::Misere => (Comment::StuckWins, "true"),
            Rule::Normal => (Comment::StuckLoses, "false"),
        };
        listing.comment(1, comment);
        let stuck = if smallest == 1 {
            let stuck = listing.code(1, format!("tb[0].win = {stuck_value};"));
            listing.code(1, "for(int i=1; i<=MAX_SEL; ++i)");
            listing.code(2, "tb[0].solution[i] = false;");
            stuck
        } else {
            listing.code(1, format!("for(int i=0; i<{smallest}; ++i)"));
            listing.code(1, "{");
            let stuck = listing.code(2, format!("tb[i].win = {stuck_value};"));
            listing.code(2, "for(int j=1; j<=MAX_SEL; ++j)");
            listing.code(3, "tb[i].solution[j] = false;");
            listing.code(1, "}");
            stuck
        };
        listing.code(1, "bool win;");
        listing.code(1, format!("for(int i={smallest}; i<=last; ++i)"));
        listing.code(1, "{");
        listing.code(2, "win = false;");
        if seed {
            listing.code(2, "for(int j=1; j<=3; ++j)");
        } else {
            listing.code(2, "for(int j : S)");
        }
        listing.code(2, "{");
        listing.code(3, "if(i-j >= 0)");
        listing.code(3, "{");
        listing.code(4, "if(tb[i-j].win)");
        listing.code(5, "tb[i].solution[j] = false;");
        listing.code(4, "else");
        listing.code(4, "{");
        listing.code(5, "tb[i].solution[j] = true;");
        listing.code(5, "win = true;");
        listing.code(4, "}");
        listing.code(3, "}");
        listing.code(3, "else");
        listing.code(4, "tb[i].solution[j] = false;");
        listing.code(2, "}");
        let filled = listing.code(2, "tb[i].win = win;");
        listing.code(1, "}");
        listing.code(0, "}");
        Self {
            listing,
            lines: Lines { stuck, filled },
            smallest,
        }
    }

    /// Where the code is after `done` steps, each filling one position from 0 up (none before
    /// the first).
    pub fn step(&self, solution: &Solution, done: usize) -> Option<CodeStep> {
        let coins = u32::try_from(done.checked_sub(1)?).ok()?;
        if coins > solution.max_coins() {
            return None;
        }
        let win = solution.outcome(coins).is_win();
        let cell = |at: u32| {
            Local::new(
                format!("tb[{at}].win"),
                Value::Bool(solution.outcome(at).is_win()),
                Reveals::State(at),
            )
        };
        let i = Local::new("i", Value::Int(coins), Reveals::Nothing);
        if coins < self.smallest {
            // The stuck piles are written with the rule's value, before `win` is declared.
            let locals = if self.smallest == 1 { Vec::new() } else { vec![i] };
            return Some(CodeStep {
                line: self.lines.stuck,
                line_reveals: Reveals::State(coins),
                locals,
                reads: Vec::new(),
                fills: Some(cell(coins)),
            });
        }
        let reads = solution
            .game
            .legal_moves(coins)
            .map(|take| cell(coins - take))
            .collect();
        Some(CodeStep {
            line: self.lines.filled,
            line_reveals: Reveals::Nothing,
            locals: vec![Local::new("win", Value::Bool(win), Reveals::State(coins)), i],
            reads,
            fills: Some(cell(coins)),
        })
    }
}
