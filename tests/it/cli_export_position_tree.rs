//! `nimlab export tree --heaps … --view tree`: any heap game's recursive tree as a figure, cut
//! at a depth with the rest counted exactly, checked against hand-worked trees and the position
//! engine; PNG and PDF written; a huge start refused in one line before any work.

use crate::support::cli::{refused, run_ok};
use crate::support::files::{assert_figure_file, fresh_folder, png_size};

/// The description's lines: the figure's words, since its text is drawn as outlines.
fn words(svg: &str) -> Vec<String> {
    let start = svg.find("<desc>").expect("a description") + "<desc>".len();
    let end = svg.find("</desc>").expect("its end");
    svg[start..end].lines().map(str::to_owned).collect()
}

fn count(words: &[String], word: &str) -> usize {
    words.iter().filter(|w| *w == word).count()
}

#[test]
fn nim_1_2_is_drawn_whole_with_each_repeat_counted() {
    let folder = fresh_folder("cli-export-position-tree");
    let svg = folder.join("nim12.svg");
    let path = svg.to_str().expect("path");
    run_ok(&[
        "export", "tree", "--heaps", "1,2", "--any", "--view", "tree", "--out", path,
    ]);
    let text = std::fs::read_to_string(&svg).expect("written");
    assert!(
        text.contains("<title>Nim, heaps 1 2, normal play: the whole recursive tree, 10 nodes</title>"),
        "{}",
        &text[..300]
    );
    let words = words(&text);
    // By hand: (1,2) → (2), (1,1), (1); (2) → (1), (); (1,1) → (1); (1) → ().
    for (position, times) in [("(1,2)", 1), ("(2)", 1), ("(1,1)", 1), ("(1)", 3), ("()", 4)] {
        assert_eq!(count(&words, position), times, "{position}");
    }
    assert_eq!(count(&words, "×3"), 3);
    assert_eq!(count(&words, "×4"), 4);
    assert_eq!(count(&words, "g = 3"), 1, "g(1,2) = 1 xor 2");
    std::fs::remove_dir_all(folder).expect("cleaned up");
}

#[test]
fn nim_3_4_5_is_cut_at_a_depth_and_written_as_png_and_pdf() {
    let folder = fresh_folder("cli-export-position-tree-cut");
    let svg = folder.join("nim.svg");
    let path = svg.to_str().expect("path");
    run_ok(&[
        "export", "tree", "--heaps", "3,4,5", "--any", "--view", "tree", "--depth", "1", "--out", path,
    ]);
    let text = std::fs::read_to_string(&svg).expect("written");
    // 219,447 nodes in all (the engine's count, SPEC's example), 1 + 12 drawn.
    assert!(
        text.contains("the recursive tree to depth 1, 219,434 more nodes not drawn</title>"),
        "{}",
        &text[..300]
    );
    let words = words(&text);
    for position in ["(3,4,5)", "(1,4,5)", "(4,5)", "(3,3,5)", "(3,4,4)", "(3,4)"] {
        assert_eq!(count(&words, position), 1, "{position}");
    }
    for (extension, language) in [("png", "en"), ("pdf", "ko")] {
        let out = folder.join(format!("nim.{extension}"));
        let path = out.to_str().expect("path");
        run_ok(&[
            "export",
            "tree",
            "--heaps",
            "3,4,5",
            "--any",
            "--view",
            "short-circuit",
            "--theme",
            "dark",
            "--language",
            language,
            "--slide",
            "16:9",
            "--out",
            path,
        ]);
        assert_figure_file(&out);
    }
    assert_eq!(png_size(&folder.join("nim.png")), (1920, 1080));
    // A sum and misère: each heap written game:size.
    let sum = folder.join("sum.svg");
    let path = sum.to_str().expect("path");
    let args = [
        "export", "tree", "--heap", "0.77:3", "--heap", "nim:1", "--rule", "misere",
    ];
    run_ok(&[&args[..], &["--view", "tree", "--out", path]].concat());
    let words = self::words(&std::fs::read_to_string(&sum).expect("written"));
    assert_eq!(count(&words, "(0:3,1:1)"), 1, "the start");
    assert!(words.iter().any(|w| w.starts_with("m = ")));
    std::fs::remove_dir_all(folder).expect("cleaned up");
}

#[test]
fn a_huge_tree_and_the_coin_views_are_refused_in_one_line() {
    let folder = fresh_folder("cli-export-position-tree-refused");
    let out = folder.join("x.svg");
    let out = out.to_str().expect("path");
    let said = refused(&[
        "export",
        "tree",
        "--heaps",
        "100,100,100,100,100,100",
        "--any",
        "--view",
        "tree",
        "--out",
        out,
    ]);
    assert!(said.contains("limit is 300000"), "{said}");
    let said = refused(&[
        "export", "tree", "--heaps", "3,4,5", "--any", "--view", "growth", "--out", out,
    ]);
    assert!(said.contains("--coins"), "{said}");
    assert!(!std::path::Path::new(out).exists(), "nothing written");
    std::fs::remove_dir_all(folder).expect("cleaned up");
}

#[test]
fn the_recursion_animates_as_a_gif_of_a_frame_per_step() {
    let folder = fresh_folder("cli-export-position-tree-gif");
    let gif = folder.join("nim12.gif");
    let path = gif.to_str().expect("path");
    // Nim (1,2): 10 nodes, a call and a return each, and the frame before the first step.
    let said = run_ok(&[
        "export",
        "tree",
        "--heaps",
        "1,2",
        "--any",
        "--animate",
        "--width",
        "400",
        "--out",
        path,
    ]);
    assert!(said.contains(": 21 frames of 400 × "), "{said}");
    assert!(std::fs::read(&gif).expect("written").starts_with(b"GIF89a"));
    // The stop at the first win: (1,2) stops at (1,1), never calling (1) and the () below it.
    let short = folder.join("short.gif");
    let path = short.to_str().expect("path");
    let said = run_ok(&[
        "export",
        "tree",
        "--heaps",
        "1,2",
        "--any",
        "--view",
        "short-circuit",
        "--animate",
        "--width",
        "400",
        "--out",
        path,
    ]);
    assert!(said.contains(": 17 frames of 400 × "), "{said}");
    std::fs::remove_dir_all(folder).expect("cleaned up");
}
