//! `nimlab tree --heaps 3,4,5 --any` and `nimlab tree --heap 0.77:5 --heap nim:3`: the game tree
//! of any heap game or sum of them, through the position graph. What the graph may cost is
//! checked before it is built, so hostile heaps are refused at once in one line.

use serde::Serialize;

use super::{TreeArgs, big_number};
use crate::i18n::Language;
use nimlab_core::games::Rule;
use nimlab_core::games::grundy::HeapGame;
use nimlab_core::games::positions::{Limits, Move, PositionGraph, parse_heap_sizes};

/// The sizes of `--heaps`, in the order typed (a newtype so that clap takes the list as one value).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct HeapSizes(pub Vec<u32>);

/// `3,4,5`, read by the rule the window reads it by; the refusal's words are clap's message.
pub(crate) fn parse_heaps(text: &str) -> Result<HeapSizes, String> {
    parse_heap_sizes(text)
        .map(HeapSizes)
        .map_err(|refused| refused.to_string())
}

/// One winning move in the JSON: the heap (0-based, in the order typed), its size, and what it
/// becomes (`[]` for nothing, two sizes for a split).
#[derive(Debug, Serialize)]
struct MoveReport {
    heap: usize,
    from: u32,
    to: Vec<u32>,
}

/// The JSON of `nimlab tree` for any game, fields in a fixed order that scripts may rely on.
#[derive(Debug, Serialize)]
struct AnyTreeReport {
    heaps: Vec<u32>,
    /// The game's name, or each heap's game in order when a sum mixes games.
    game: serde_json::Value,
    rule: &'static str,
    outcome: &'static str,
    value: u32,
    winning_moves: Vec<MoveReport>,
    tree_nodes: serde_json::Number,
    distinct_states: usize,
    repeated_nodes: serde_json::Number,
}

/// The output of `nimlab tree --heaps …` or `--heap …`.
pub(super) fn tree(args: &TreeArgs) -> anyhow::Result<String> {
    let start: Vec<(HeapGame, u32)> = match (&args.heaps, args.game.game()) {
        (Some(sizes), Some(game)) => sizes.0.iter().map(|&size| (game.clone(), size)).collect(),
        _ => args.heap.iter().map(|h| (h.game.clone(), h.size)).collect(),
    };
    let rule = args.rule.unwrap_or(Rule::Normal);
    // The graph checks what it may cost before it allocates anything (`cost`, `Limits::check`).
    let mut progress = crate::cli::progress::Progress::new("building the positions");
    // The refusal's own words are the one line: its source would repeat them.
    let graph = PositionGraph::build(&start, rule, Limits::default(), &mut progress)
        .map_err(|refused| anyhow::anyhow!("{refused}"))?;
    let root = graph.root();
    let mut winning: Vec<(usize, Move)> = graph
        .winning_moves(root)
        .into_iter()
        .map(|played| {
            let heap = graph
                .start_heap(&start, &played)
                .expect("a move from the start plays in one of its heaps");
            (heap, played)
        })
        .collect();
    winning.sort_by(|(a, m), (b, n)| (a, &m.to).cmp(&(b, &n.to)));
    let counts = graph.counts();
    let outcome = graph.outcome(root).as_str();
    let value = graph.value(root);
    if args.json {
        let report = AnyTreeReport {
            heaps: start.iter().map(|&(_, size)| size).collect(),
            game: game_names(&start),
            rule: rule.as_str(),
            outcome,
            value,
            winning_moves: winning
                .iter()
                .map(|(heap, played)| MoveReport {
                    heap: *heap,
                    from: played.from,
                    to: played.to.clone(),
                })
                .collect(),
            tree_nodes: big_number(&counts.tree_nodes),
            distinct_states: counts.distinct_states,
            repeated_nodes: big_number(&counts.repeated_nodes),
        };
        return Ok(serde_json::to_string(&report)?);
    }
    let value_name = match rule {
        Rule::Normal => "Grundy value",
        Rule::Misere => "misère value",
    };
    let mut lines = vec![
        format!("{}, {} play", position_text(&start), rule.as_str()),
        format!("The player to move will {outcome} ({value_name} {value})."),
    ];
    if winning.is_empty() {
        lines.push("No winning move.".to_owned());
    }
    // Worded as the window and `nimlab sum` word a move: heaps counted from 1.
    let said = Language::English.strings().figure.sum_move;
    lines.extend(winning.iter().map(|(heap, played)| {
        format!(
            "Winning move: {}",
            said(heap + 1, played.from, &left_text(&played.to))
        )
    }));
    let counted = |count: String, one: &str, many: &str| {
        let noun = if count == "1" { one } else { many };
        format!("{count} {noun}")
    };
    lines.push(format!(
        "Full game tree: {}, {}, {}",
        counted(counts.tree_nodes.to_string(), "node", "nodes"),
        counted(
            counts.distinct_states.to_string(),
            "distinct state",
            "distinct states"
        ),
        counted(
            counts.repeated_nodes.to_string(),
            "repeated node",
            "repeated nodes"
        ),
    ));
    Ok(lines.join("\n"))
}

/// The game of every heap, named once when they are all one game.
fn game_names(start: &[(HeapGame, u32)]) -> serde_json::Value {
    match start.split_first() {
        Some(((first, _), rest)) if rest.iter().all(|(game, _)| game == first) => first.to_string().into(),
        // No heap at all is a game of nothing: named as Nim's empty position would be.
        None => "nim".into(),
        Some(_) => start
            .iter()
            .map(|(game, _)| serde_json::Value::from(game.to_string()))
            .collect(),
    }
}

/// `nim, heaps 3 4 5`, or `octal 0.77 5 + nim 3` when a sum mixes games.
fn position_text(start: &[(HeapGame, u32)]) -> String {
    let sizes: Vec<String> = start.iter().map(|(_, size)| size.to_string()).collect();
    match game_names(start) {
        serde_json::Value::String(game) => format!("{game}, heaps {}", sizes.join(" ")),
        _ => start
            .iter()
            .map(|(game, size)| format!("{game} {size}"))
            .collect::<Vec<_>>()
            .join(" + "),
    }
}

/// What a move leaves of its heap as words say it: "0" when emptied, "1 + 2" when it splits.
fn left_text(to: &[u32]) -> String {
    if to.is_empty() {
        return "0".to_owned();
    }
    let parts: Vec<String> = to.iter().map(u32::to_string).collect();
    parts.join(" + ")
}
