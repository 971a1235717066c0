//! `nimlab tree`: the coin game solved and its game tree counted.

use clap::Args;
use serde::Serialize;

use super::{parse_moves, parse_rule};
use nimlab_core::games::coin_game::{self, CoinGame, MoveSet, Rule};
use nimlab_core::games::counts::TreeCounts;

#[derive(Debug, Args)]
/// The arguments of `nimlab tree`.
pub struct TreeArgs {
    /// Coins on the table, 0 to 1000.
    #[arg(long, value_parser = parse_coins, allow_negative_numbers = true)]
    pub coins: u32,
    /// The allowed takes, e.g. 1,2,3 or 1,3,4.
    #[arg(long, default_value = "1,2,3", value_parser = parse_moves)]
    pub take: MoveSet,
    /// misere: whoever takes the last coin loses; normal: whoever cannot move loses.
    #[arg(long, default_value = "misere", value_parser = parse_rule)]
    pub rule: Rule,
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
pub(super) fn tree(args: &TreeArgs) -> String {
    let game = CoinGame {
        moves: args.take.clone(),
        rule: args.rule,
    };
    let solution = game.solve(args.coins);
    let counts = TreeCounts::new(&solution, args.coins);
    let outcome = solution.outcome(args.coins);
    let winning_moves = solution.winning_moves(args.coins);
    if args.json {
        let report = TreeReport {
            coins: args.coins,
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
        coins = args.coins,
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
fn big_number(value: &num_bigint::BigUint) -> serde_json::Number {
    value
        .to_string()
        .parse()
        .expect("the decimal digits of an integer are a JSON number")
}
