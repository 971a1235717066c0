//! `nimlab tree`: a game solved and its game tree counted. `--coins N --take S` is the one-heap
//! coin game of the game-tree tab; `--heaps` with a game (or `--heap GAME:SIZE` for a sum) is any
//! heap game, through the position graph ([`any_game`]).

mod any_game;

pub(crate) use any_game::{HeapSizes, parse_heaps};

use clap::Args;
use serde::Serialize;

use super::grundy::{GameArgs, parse_sum_heap};
use super::parse_rule;
use crate::figure::grundy::SumHeap;
use nimlab_core::games::coin_game::{self, CoinGame, MoveSet, Rule};
use nimlab_core::games::counts::TreeCounts;

#[derive(Debug, Args)]
/// The arguments of `nimlab tree`.
#[command(group(clap::ArgGroup::new("start").required(true).args(["coins", "heaps", "heap"])))]
#[command(group(clap::ArgGroup::new("game").args(["take", "octal", "powers", "any"])))]
pub struct TreeArgs {
    /// Coins on the table, 0 to 1000: the coin game, whose takes are --take (1,2,3 unless told).
    #[arg(long, value_parser = parse_coins, allow_negative_numbers = true, conflicts_with_all = ["octal", "powers", "any"])]
    pub coins: Option<u32>,
    /// Heaps of one game, e.g. 3,4,5, the game named by --take, --octal, --powers or --any.
    #[arg(long, value_name = "SIZES", value_parser = any_game::parse_heaps, requires = "game")]
    pub heaps: Option<any_game::HeapSizes>,
    /// One heap of a sum as GAME:SIZE (nim:3, 1,3,4:6, 0.77:5, "powers 2:9"); repeat it for
    /// each heap.
    #[arg(long = "heap", value_name = "GAME:SIZE", value_parser = parse_sum_heap, conflicts_with = "game")]
    pub heap: Vec<SumHeap>,
    /// The game of --heaps (and the takes of --coins).
    #[command(flatten)]
    pub game: GameArgs,
    /// misere: whoever makes the last move (takes the last coin) loses; normal: whoever cannot
    /// move loses. Misère unless told with --coins, normal with --heaps or --heap.
    #[arg(long, value_parser = parse_rule)]
    pub rule: Option<Rule>,
    /// Print one JSON object instead of text.
    #[arg(long)]
    pub json: bool,
}

pub(super) fn parse_coins(text: &str) -> Result<u32, String> {
    coin_game::parse_coins(text).map_err(|_| {
        format!(
            "'{text}' is not a number of coins: coins must be a whole number from 0 to {}",
            coin_game::MAX_COINS
        )
    })
}

/// The JSON of `nimlab tree`, fields in a fixed order that scripts may rely on.
#[derive(Debug, Serialize)]
struct TreeReport<'a> {
    coins: u32,
    take: &'a [u32],
    rule: &'static str,
    outcome: &'static str,
    winning_moves: Vec<u32>,
    tree_nodes: serde_json::Number,
    distinct_states: u32,
    repeated_nodes: serde_json::Number,
}

/// The output of `nimlab tree`: text, or one JSON object with `--json`.
pub(super) fn tree(args: &TreeArgs) -> anyhow::Result<String> {
    match args.coins {
        Some(coins) => Ok(coin_tree(args, coins)),
        None => any_game::tree(args),
    }
}

/// The coin game of the game-tree tab: its takes are {1,2,3} and its rule misère unless told,
/// as they always were.
fn coin_tree(args: &TreeArgs, coins: u32) -> String {
    let game = CoinGame {
        moves: args
            .game
            .take
            .clone()
            .unwrap_or_else(|| MoveSet::one_to(3).expect("{1,2,3} is a move set")),
        rule: args.rule.unwrap_or(Rule::Misere),
    };
    let solution = game.solve(coins);
    let counts = TreeCounts::new(&solution, coins);
    let outcome = solution.outcome(coins);
    let winning_moves = solution.winning_moves(coins);
    if args.json {
        let report = TreeReport {
            coins,
            take: game.moves.takes(),
            rule: game.rule.as_str(),
            outcome: outcome.as_str(),
            winning_moves,
            tree_nodes: big_number(&counts.nodes),
            distinct_states: counts.distinct_states,
            repeated_nodes: big_number(&counts.repeated_nodes),
        };
        return serde_json::to_string(&report).expect("a plain struct always serializes");
    }
    let moves = if winning_moves.is_empty() {
        "none".to_owned()
    } else {
        winning_moves
            .iter()
            .map(u32::to_string)
            .collect::<Vec<_>>()
            .join(", ")
    };
    format!(
        "{coins} coins, takes {{{takes}}}, {rule} rule: the player to move will {outcome}.\n\
         Winning takes: {moves}\n\
         Full game tree: {nodes} nodes, {distinct} distinct states, {repeated} repeated nodes\n\
         Seed 000's short-circuit search visits {short} nodes",
        takes = game.moves,
        rule = game.rule.as_str(),
        outcome = outcome.as_str(),
        nodes = counts.nodes,
        distinct = counts.distinct_states,
        repeated = counts.repeated_nodes,
        short = counts.short_circuit_nodes,
    )
}

/// An exact JSON integer of any size (`serde_json`'s `arbitrary_precision` keeps the digits).
pub(super) fn big_number(value: &num_bigint::BigUint) -> serde_json::Number {
    value
        .to_string()
        .parse()
        .expect("the decimal digits of an integer are a JSON number")
}
