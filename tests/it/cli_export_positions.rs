//! `nimlab export tree --heaps … --view dp`: any heap game's DP DAG as a figure, checked against
//! the position engine: every position drawn once, the start's label, a thick line for each
//! winning move; a cut past the layout's bound said in words; what cannot be drawn refused in
//! one line.

use nimlab_core::games::Rule;
use nimlab_core::games::grundy::HeapGame;
use nimlab_core::games::positions::{Limits, PositionGraph};
use nimlab_core::watch::Unwatched;

use crate::support::cli::{refused, run_ok};
use crate::support::files::{assert_figure_file, fresh_folder};

/// The colour and width of a winning move's line, as the SVG writes its stroke.
const WINNING_STROKE: &str = r##"stroke="#e69f00" stroke-width="2.6""##;

fn nim_graph(sizes: &[u32]) -> PositionGraph {
    let start: Vec<(HeapGame, u32)> = sizes.iter().map(|&size| (HeapGame::Nim, size)).collect();
    PositionGraph::build(&start, Rule::Normal, Limits::default(), &mut Unwatched).expect("small")
}

/// The description's lines: the figure's words, since its text is drawn as outlines.
fn words(svg: &str) -> Vec<String> {
    let start = svg.find("<desc>").expect("a description") + "<desc>".len();
    let end = svg.find("</desc>").expect("its end");
    svg[start..end].lines().map(str::to_owned).collect()
}

#[test]
fn nim_3_4_5_draws_every_position_once_and_each_winning_move_thick() {
    let folder = fresh_folder("cli-export-positions");
    let svg = folder.join("nim.svg");
    let path = svg.to_str().expect("path");
    run_ok(&[
        "export", "tree", "--heaps", "3,4,5", "--any", "--view", "dp", "--out", path,
    ]);
    let text = std::fs::read_to_string(&svg).expect("written");
    assert!(
        text.contains(
            "<title>Nim, heaps 3 4 5, normal play: 48 positions, 219,447 nodes in the full tree</title>"
        ),
        "{}",
        &text[..300]
    );
    let words = words(&text);
    let graph = nim_graph(&[3, 4, 5]);
    assert_eq!(graph.len(), 48);
    for id in graph.ids() {
        let label = graph.written(id);
        assert_eq!(words.iter().filter(|w| **w == label).count(), 1, "{label}");
    }
    assert!(words.iter().any(|w| w == "(3,4,5)"), "the start's label");
    let winning: usize = graph.ids().map(|id| graph.winning_moves(id).len()).sum();
    // Nim (3,4,5) has one winning move, to (1,4,5); counted over every position there are more.
    assert_eq!(graph.winning_moves(graph.root()).len(), 1);
    assert_eq!(text.matches(WINNING_STROKE).count(), winning);
    for extension in ["png", "pdf"] {
        let out = folder.join(format!("nim.{extension}"));
        let out = out.to_str().expect("path");
        run_ok(&[
            "export",
            "tree",
            "--heaps",
            "3,4,5",
            "--any",
            "--language",
            "ko",
            "--out",
            out,
        ]);
        assert_figure_file(std::path::Path::new(out));
    }
    std::fs::remove_dir_all(folder).expect("cleaned up");
}

#[test]
fn a_sum_and_misere_play_are_drawn_and_a_large_game_is_cut_in_words() {
    let folder = fresh_folder("cli-export-positions-cut");
    let svg = folder.join("sum.svg");
    let path = svg.to_str().expect("path");
    let args = [
        "export", "tree", "--heap", "0.77:4", "--heap", "nim:2", "--rule", "misere",
    ];
    run_ok(&[&args[..], &["--out", path]].concat());
    let text = std::fs::read_to_string(&svg).expect("written");
    assert!(text.contains("misère play"), "{}", &text[..300]);
    assert!(words(&text).iter().any(|w| w.starts_with("m = ")));
    // A sum's heaps are written game:size; the key says which game each number is.
    assert!(words(&text).iter().any(|w| w == "(0:4,1:2)"), "the start");
    let said = words(&text).join(" ");
    assert!(said.contains("0: octal 0.77 (Kayles); 1: Nim"), "{said}");
    let big = folder.join("big.svg");
    let path = big.to_str().expect("path");
    run_ok(&["export", "tree", "--heaps", "9,10,11,12", "--any", "--out", path]);
    let text = std::fs::read_to_string(&big).expect("written");
    let graph = nim_graph(&[9, 10, 11, 12]);
    let drawn = graph
        .ids()
        .filter(|&id| words(&text).contains(&graph.written(id)))
        .count();
    assert!((1..=200).contains(&drawn), "{drawn}");
    let left_out = (graph.len() - drawn).to_string();
    let said = words(&text).join(" ");
    // Grouped in threes as the figure writes counts.
    let grouped = if left_out.len() > 3 {
        format!(
            "{},{}",
            &left_out[..left_out.len() - 3],
            &left_out[left_out.len() - 3..]
        )
    } else {
        left_out
    };
    assert!(
        said.contains(&format!("the {grouped} with fewer tokens are left out")),
        "{said}"
    );
    std::fs::remove_dir_all(folder).expect("cleaned up");
}

#[test]
fn other_views_and_a_huge_game_are_refused_in_one_line() {
    let folder = fresh_folder("cli-export-positions-refused");
    let out = folder.join("x.svg");
    let out = out.to_str().expect("path");
    let said = refused(&[
        "export", "tree", "--heaps", "3,4,5", "--any", "--view", "formula", "--out", out,
    ]);
    assert!(
        said.contains("formula and growth views are for --coins"),
        "{said}"
    );
    let animation = folder.join("x.gif");
    let animation = animation.to_str().expect("path");
    let said = refused(&[
        "export",
        "tree",
        "--heaps",
        "3,4,5",
        "--any",
        "--view",
        "dp",
        "--animate",
        "--out",
        animation,
    ]);
    assert!(said.contains("use --view tree or short-circuit"), "{said}");
    let said = refused(&[
        "export",
        "tree",
        "--heaps",
        "100,100,100,100,100,100",
        "--any",
        "--out",
        out,
    ]);
    assert!(said.contains("limit is 300000"), "{said}");
    assert!(!std::path::Path::new(out).exists(), "nothing written");
    std::fs::remove_dir_all(folder).expect("cleaned up");
}
