//! A layer's moves, packed: every programme (sums, chains, Roman numerals) keeps the moves out of
//! its states this way, one `u32` a move, so a layer of millions of states stays small.

/// The moves out of one layer's states: state i's are `moves[starts[i]..starts[i + 1]]`, in
/// symbol order, each `next state × 512 + symbol` (a digit slot has 10 symbols, a Roman number
/// at most the 399 numerals; 2²³ states per layer is far past every programme's limit).
#[derive(Default)]
pub(crate) struct Edges {
    pub(crate) starts: Vec<u32>,
    pub(crate) moves: Vec<u32>,
}

impl Edges {
    /// The (symbol, next state) moves out of `state`, in symbol order, from the `skip`-th on.
    pub(crate) fn from(&self, state: usize, skip: usize) -> impl Iterator<Item = (usize, usize)> + '_ {
        let range = self.starts[state] as usize + skip..self.starts[state + 1] as usize;
        self.moves[range]
            .iter()
            .map(|&packed| ((packed & SYMBOL_MASK) as usize, (packed >> SYMBOL_BITS) as usize))
    }

    /// A move of the state being filled in, to state `next` by symbol `symbol`.
    pub(crate) fn push(&mut self, next: usize, symbol: usize) {
        self.moves.push(((next as u32) << SYMBOL_BITS) | symbol as u32);
    }
}

/// Bits of a move that name its symbol.
const SYMBOL_BITS: u32 = 9;
const SYMBOL_MASK: u32 = (1 << SYMBOL_BITS) - 1;
