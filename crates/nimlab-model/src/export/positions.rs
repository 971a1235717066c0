//! Any heap game's positions as CSV, as the tree tab's heaps mode shows them: one row per
//! position the start reaches, with its value, W/L, how often it occurs in the full recursive
//! tree and how large its own subtree is (both exact). The notes under it say the start and the
//! rule; in classroom mode the values and W/L are left blank, as the window hides them.

use std::fmt::Write as _;

use nimlab_core::games::positions::PositionGraph;
use nimlab_core::games::{Outcome, Rule};

use super::{CLASSROOM_LINE, csv_file};

/// The positions of `graph` as CSV, from the start (`start`: the start in words, "Nim, heaps 3
/// 4 5") down, in the graph's order; values and W/L blank when `hidden`.
pub fn positions_csv(graph: &PositionGraph, start: &str, hidden: bool) -> String {
    let (rule, value) = match graph.rule() {
        Rule::Normal => ("normal (whoever cannot move loses)", "grundy_value"),
        Rule::Misere => ("misere (whoever makes the last move loses)", "misere_value"),
    };
    let mut lines = vec![
        "nimlab: every position of a heap game and its recursive tree".to_owned(),
        format!("start: {start}"),
        format!("rule: {rule}"),
        "occurrences: how often the position occurs in the full recursive tree".to_owned(),
        "tree_size: the nodes of the recursive tree below and including it".to_owned(),
    ];
    if hidden {
        lines.push(CLASSROOM_LINE.to_owned());
    }
    let mut csv = format!("position,{value},outcome,occurrences,tree_size\n");
    for id in graph.ids() {
        // Heaps are written with spaces, "1 4 5", so the cell holds no comma.
        let heaps = graph.written(id);
        let heaps = heaps.trim_matches(['(', ')']).replace(',', " ");
        let (occurrences, size) = (graph.occurrences(id), graph.tree_size(id));
        if hidden {
            let _ = writeln!(csv, "{heaps},,,{occurrences},{size}");
            continue;
        }
        let outcome = match graph.outcome(id) {
            Outcome::Win => "win",
            Outcome::Lose => "lose",
        };
        let value = graph.value(id);
        let _ = writeln!(csv, "{heaps},{value},{outcome},{occurrences},{size}");
    }
    csv_file(&csv, &lines)
}

#[cfg(test)]
mod tests {
    use nimlab_core::games::grundy::HeapGame;
    use nimlab_core::games::positions::Limits;
    use nimlab_core::watch::Unwatched;

    use super::*;

    #[test]
    fn nim_1_2_lists_each_position_once_as_worked_by_hand() {
        let start = [(HeapGame::Nim, 1), (HeapGame::Nim, 2)];
        let graph =
            PositionGraph::build(&start, Rule::Normal, Limits::default(), &mut Unwatched).expect("small");
        let csv = positions_csv(&graph, "Nim, heaps 1 2", false);
        let rows: Vec<&str> = csv.lines().take_while(|l| !l.is_empty()).collect();
        assert_eq!(rows[0], "position,grundy_value,outcome,occurrences,tree_size");
        let mut rows = rows[1..].to_vec();
        rows.sort_unstable();
        // By hand: (1,2) → (2), (1,1), (1); (2) → (1), (); (1,1) → (1); (1) → ().
        assert_eq!(
            rows,
            [
                ",0,lose,4,1",
                "1 1,0,lose,1,3",
                "1 2,3,win,1,10",
                "1,1,win,3,2",
                "2,2,win,1,4"
            ]
        );
        assert!(csv.contains("\n\n# nimlab: every position"), "{csv}");
        assert!(csv.contains("\n# start: Nim  heaps 1 2\n"), "{csv}");
        let hidden = positions_csv(&graph, "Nim, heaps 1 2", true);
        assert!(hidden.contains("1 2,,,1,10\n") && hidden.contains(CLASSROOM_LINE));
    }
}
