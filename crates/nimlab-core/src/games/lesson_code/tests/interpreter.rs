//! A slow interpreter of the two listings, for the tests: it runs `IsBad`/`GetCoinCount` and
//! `GenerateNimTable` as the C would run, line by line, and records every line it runs with the
//! variables then in scope. Lines are found by their text in the listing, so the interpreter
//! knows nothing of how the model picks them.

use crate::games::CoinGame;
use crate::games::coin_game::Rule;
use crate::games::lesson_code::{Listing, Value};

/// One line run.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Event {
    /// The takes from the root to the call running the line (its node's path).
    pub frame: Vec<u32>,
    /// The line run, an index into the listing.
    pub line: usize,
    /// The line enters a function (its header).
    pub enters: bool,
    /// The variables in scope, outermost first.
    pub locals: Vec<(String, Value)>,
    /// The table's cells read since the current `i` began (the table only).
    pub reads: Vec<(String, Value)>,
    /// The table's cell the line writes, and the value (the table only).
    pub writes: Option<(u32, bool)>,
}

/// The index of the line whose code is exactly `code`; fails unless there is exactly one.
pub fn line_of(listing: &Listing, code: &str) -> usize {
    let found: Vec<usize> = (0..listing.lines.len())
        .filter(|&at| listing.lines[at].code() == Some(code))
        .collect();
    assert_eq!(found.len(), 1, "{code:?} in {listing:#?}");
    found[0]
}

fn int(name: &str, value: u32) -> (String, Value) {
    (name.to_owned(), Value::Int(value))
}

/// Runs listing 1 from `GetCoinCount(coins)`, recording every line.
pub fn run_recursion(game: &CoinGame, full: bool, listing: &Listing, coins: u32) -> (u32, Vec<Event>) {
    let mut run = Recursion {
        game,
        full,
        listing,
        events: Vec::new(),
        frame: Vec::new(),
    };
    let answer = run.get_coin_count(coins);
    (answer, run.events)
}

struct Recursion<'a> {
    game: &'a CoinGame,
    full: bool,
    listing: &'a Listing,
    events: Vec<Event>,
    frame: Vec<u32>,
}

impl Recursion<'_> {
    fn at(&mut self, code: &str, enters: bool, locals: Vec<(String, Value)>) {
        let line = line_of(self.listing, code);
        self.events.push(Event {
            frame: self.frame.clone(),
            line,
            enters,
            locals,
            reads: Vec::new(),
            writes: None,
        });
    }

    fn get_coin_count(&mut self, coins: u32) -> u32 {
        let seed = self.game.moves.takes() == [1, 2, 3];
        let looping = if seed {
            "for(int i=1; i<=3; ++i)"
        } else {
            "for(int i : S)"
        };
        self.at("int GetCoinCount(int coins)", true, vec![int("coins", coins)]);
        let mut win = 0;
        // The variables in scope: `win` (full only) is declared before the loop's `i`.
        let scope = |win: u32, i: Option<u32>, full: bool| {
            let mut locals = vec![int("coins", coins)];
            if full {
                locals.push(int("win", win));
            }
            locals.extend(i.map(|i| int("i", i)));
            locals
        };
        if self.full {
            self.at("int win = 0;", false, scope(0, None, true));
        }
        for &i in self.game.moves.takes() {
            self.at(looping, false, scope(win, Some(i), self.full));
            self.at("if(coins - i < 0)", false, scope(win, Some(i), self.full));
            if i > coins {
                self.at("break;", false, scope(win, Some(i), self.full));
                break;
            }
            let call = if self.full {
                "if(IsBad(coins - i) && win == 0)"
            } else {
                "if(IsBad(coins - i))"
            };
            self.at(call, false, scope(win, Some(i), self.full));
            self.frame.push(i);
            let bad = self.is_bad(coins - i);
            self.frame.pop();
            if bad && self.full && win == 0 {
                self.at("win = i;", false, scope(win, Some(i), true));
                win = i;
            } else if bad && !self.full {
                self.at("return i;", false, scope(win, Some(i), false));
                return i;
            }
        }
        if self.full {
            self.at("return win;", false, scope(win, None, true));
            win
        } else {
            self.at("return 0;", false, scope(win, None, false));
            0
        }
    }

    fn is_bad(&mut self, coins: u32) -> bool {
        let smallest = self.game.moves.takes()[0];
        self.at("int IsBad(int coins)", true, vec![int("coins", coins)]);
        self.at(
            &format!("if(coins < {smallest})"),
            false,
            vec![int("coins", coins)],
        );
        if coins < smallest {
            let bad = self.game.rule == Rule::Normal;
            let code = if bad { "return TRUE;" } else { "return FALSE;" };
            self.at(code, false, vec![int("coins", coins)]);
            return bad;
        }
        self.at(
            "return GetCoinCount(coins) == 0;",
            false,
            vec![int("coins", coins)],
        );
        self.get_coin_count(coins) == 0
    }
}

/// Runs listing 2 for `GenerateNimTable(tb, last)`, recording every line; also returns the
/// table's `win` column.
pub fn run_table(game: &CoinGame, listing: &Listing, last: u32) -> (Vec<bool>, Vec<Event>) {
    let takes = game.moves.takes();
    let smallest = takes[0];
    let stuck = game.rule == Rule::Misere;
    let mut tb: Vec<Option<bool>> = vec![None; last.max(smallest) as usize + 1];
    let mut events = Vec::new();
    let mut at = |code: &str, locals: Vec<(String, Value)>, reads: &[(String, Value)], writes| {
        events.push(Event {
            frame: Vec::new(),
            line: line_of(listing, code),
            enters: false,
            locals,
            reads: reads.to_vec(),
            writes,
        });
    };
    let cell = |at: u32, value: bool| (format!("tb[{at}].win"), Value::Bool(value));
    if smallest == 1 {
        at(
            &format!("tb[0].win = {stuck};"),
            Vec::new(),
            &[],
            Some((0, stuck)),
        );
        tb[0] = Some(stuck);
    } else {
        for i in 0..smallest {
            at(
                &format!("for(int i=0; i<{smallest}; ++i)"),
                vec![int("i", i)],
                &[],
                None,
            );
            at(
                &format!("tb[i].win = {stuck};"),
                vec![int("i", i)],
                &[],
                Some((i, stuck)),
            );
            tb[i as usize] = Some(stuck);
        }
    }
    let seed = takes == [1, 2, 3];
    for i in smallest..=last {
        let mut reads = Vec::new();
        let mut win = false;
        let scope = |win: bool, j: Option<u32>| {
            let mut locals = vec![(String::from("win"), Value::Bool(win)), int("i", i)];
            locals.extend(j.map(|j| int("j", j)));
            locals
        };
        at("win = false;", scope(win, None), &reads, None);
        for &j in takes {
            let looping = if seed {
                "for(int j=1; j<=3; ++j)"
            } else {
                "for(int j : S)"
            };
            at(looping, scope(win, Some(j)), &reads, None);
            at("if(i-j >= 0)", scope(win, Some(j)), &reads, None);
            if j > i {
                continue;
            }
            let read = tb[(i - j) as usize].expect("filled before it is read");
            reads.push(cell(i - j, read));
            at("if(tb[i-j].win)", scope(win, Some(j)), &reads, None);
            if !read {
                at("win = true;", scope(win, Some(j)), &reads, None);
                win = true;
            }
        }
        at("tb[i].win = win;", scope(win, None), &reads, Some((i, win)));
        tb[i as usize] = Some(win);
    }
    let column = tb
        .iter()
        .take(last as usize + 1)
        .map(|cell| cell.expect("every cell filled"))
        .collect();
    (column, events)
}
