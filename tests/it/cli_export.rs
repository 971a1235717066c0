//! `nimlab export match` and `nimlab match sheet` as a user runs them: each format written and
//! readable, an existing file never replaced without `--force`, a wrong extension refused in one
//! line before any work.

use crate::support::cli::{refused, run_ok};
use crate::support::files::{assert_figure_file, fresh_folder, png_width};

#[test]
fn a_puzzle_exports_as_svg_png_and_pdf() {
    let folder = fresh_folder("cli-export-formats");
    for name in ["puzzle.svg", "puzzle.png", "puzzle.pdf"] {
        let out = folder.join(name);
        let out = out.to_str().expect("UTF-8 path");
        let said = run_ok(&[
            "export", "match", "0+3=09", "--moves", "2", "--answer", "--out", out,
        ]);
        assert!(said.contains(out), "{said}");
        assert_figure_file(std::path::Path::new(out));
    }
    assert_eq!(
        png_width(&folder.join("puzzle.png")),
        1920,
        "a slide's width by default"
    );
    std::fs::remove_dir_all(folder).expect("cleaned up");
}

#[test]
fn an_existing_file_is_replaced_only_with_force() {
    let folder = fresh_folder("cli-export-force");
    let out = folder.join("slide.svg");
    std::fs::write(&out, b"the teacher's own").expect("written");
    let path = out.to_str().expect("UTF-8 path");
    let said = refused(&["export", "match", "1+1=2", "--out", path]);
    assert!(said.contains("--force"), "{said}");
    assert_eq!(std::fs::read(&out).expect("kept"), b"the teacher's own");
    run_ok(&["export", "match", "1+1=2", "--out", path, "--force"]);
    assert!(std::fs::read(&out).expect("replaced").starts_with(b"<svg"));
    std::fs::remove_dir_all(folder).expect("cleaned up");
}

#[test]
fn a_wrong_extension_or_width_is_refused_in_one_line() {
    let folder = fresh_folder("cli-export-wrong");
    let out = folder.join("slide.jpg");
    let said = refused(&["export", "match", "1+1=2", "--out", out.to_str().expect("path")]);
    assert!(said.contains(".svg, .png or .pdf"), "{said}");
    let png = folder.join("slide.png");
    refused(&[
        "export",
        "match",
        "1+1=2",
        "--width",
        "100000",
        "--out",
        png.to_str().expect("path"),
    ]);
    assert!(!out.exists() && !png.exists(), "nothing written");
    std::fs::remove_dir_all(folder).expect("cleaned up");
}

#[test]
fn the_classics_make_a_worksheet_with_its_key() {
    let folder = fresh_folder("cli-export-sheet");
    let classics = concat!(env!("CARGO_MANIFEST_DIR"), "/assets/puzzles/classics.ron");
    let out = folder.join("classics.pdf");
    let path = out.to_str().expect("UTF-8 path");
    let said = run_ok(&[
        "match",
        "sheet",
        classics,
        "--out",
        path,
        "--answers",
        "--language",
        "ko",
    ]);
    assert!(
        said.contains("(6 pages)"),
        "14 puzzles, 4 a page, the key 8 a page: {said}"
    );
    let pdf = std::fs::read(&out).expect("written");
    let text = String::from_utf8_lossy(&pdf);
    assert!(text.starts_with("%PDF-") && text.contains("/FontFile2"));
    assert!(text.contains("/Title (classics)"), "titled after the file");

    let letter = folder.join("letter.pdf");
    run_ok(&[
        "match",
        "sheet",
        classics,
        "--paper",
        "letter",
        "--per-page",
        "8",
        "--out",
        letter.to_str().expect("path"),
    ]);
    let text = String::from_utf8_lossy(&std::fs::read(&letter).expect("written")).into_owned();
    assert!(text.contains("/MediaBox [0 0 612 792]"), "Letter paper");

    let said = refused(&[
        "match",
        "sheet",
        classics,
        "--out",
        folder.join("sheet.svg").to_str().expect("path"),
    ]);
    assert!(said.contains(".pdf"), "{said}");
    std::fs::remove_dir_all(folder).expect("cleaned up");
}

#[test]
fn a_game_tree_exports_to_the_depth_asked_and_says_so() {
    let folder = fresh_folder("cli-export-tree");
    let svg = folder.join("tree.svg");
    run_ok(&[
        "export",
        "tree",
        "--coins",
        "13",
        "--depth",
        "2",
        "--out",
        svg.to_str().expect("path"),
    ]);
    let text = std::fs::read_to_string(&svg).expect("written");
    assert!(
        text.contains("<title>13 coins, takes {1,2,3}, Misère: the game tree to depth 2</title>"),
        "{}",
        &text[..200]
    );
    let pdf = folder.join("short.pdf");
    run_ok(&[
        "export",
        "tree",
        "--coins",
        "7",
        "--view",
        "short-circuit",
        "--language",
        "ko",
        "--out",
        pdf.to_str().expect("path"),
    ]);
    assert!(std::fs::read(&pdf).expect("written").starts_with(b"%PDF-"));
    for (view, file, title) in [
        (
            "dp",
            "dp.svg",
            "<title>Seed 000's dynamic programming: 0 to 13 coins",
        ),
        (
            "formula",
            "formula.svg",
            "<title>The closed formula for takes {1, …, 3} — Misère</title>",
        ),
        (
            "growth",
            "growth.svg",
            "<title>Recursion against DP: 0 to 30 coins",
        ),
    ] {
        let path = folder.join(file);
        run_ok(&[
            "export",
            "tree",
            "--coins",
            "13",
            "--view",
            view,
            "--out",
            path.to_str().expect("path"),
        ]);
        let text = std::fs::read_to_string(&path).expect("written");
        assert!(text.contains(title), "{view}: {}", &text[..200]);
    }
    let said = refused(&[
        "export",
        "tree",
        "--coins",
        "1001",
        "--out",
        folder.join("big.png").to_str().expect("path"),
    ]);
    assert!(said.contains("1000"), "{said}");
    std::fs::remove_dir_all(folder).expect("cleaned up");
}

/// `--slide 16:9` and `--slide 4:3` give a page of the slide's shape which the drawing fills:
/// the box around every pixel that is not the page's white spans most of it both ways.
#[test]
fn a_slide_figure_fills_its_page() {
    let folder = fresh_folder("cli-export-slide");
    for (view, slide, ratio) in [
        ("dp", "16:9", 16.0 / 9.0),
        ("recursive", "16:9", 16.0 / 9.0),
        ("dp", "4:3", 4.0 / 3.0),
    ] {
        let png = folder.join(format!("{view}-{}.png", slide.replace(':', "x")));
        run_ok(&[
            "export",
            "tree",
            "--coins",
            "13",
            "--view",
            view,
            "--slide",
            slide,
            "--width",
            "960",
            "--out",
            png.to_str().expect("path"),
        ]);
        let bytes = std::fs::read(&png).expect("written");
        let mut reader = png::Decoder::new(std::io::Cursor::new(bytes))
            .read_info()
            .expect("a PNG");
        let mut pixels = vec![0; reader.output_buffer_size().expect("sized")];
        let info = reader.next_frame(&mut pixels).expect("a frame");
        let (width, height) = (info.width as usize, info.height as usize);
        let shape = width as f64 / height as f64;
        assert!((shape - ratio).abs() < 0.01, "{view} {slide}: {width} × {height}");
        let stride = info.line_size;
        let channels = stride / width;
        let inked = |x: usize, y: usize| pixels[y * stride + x * channels..][..3].iter().any(|&c| c < 200);
        let columns: Vec<usize> = (0..width).filter(|&x| (0..height).any(|y| inked(x, y))).collect();
        let rows: Vec<usize> = (0..height).filter(|&y| (0..width).any(|x| inked(x, y))).collect();
        let across = (columns[columns.len() - 1] - columns[0]) as f64 / width as f64;
        let down = (rows[rows.len() - 1] - rows[0]) as f64 / height as f64;
        assert!(
            across > 0.88 && down > 0.8,
            "{view} {slide}: {across:.2} × {down:.2}"
        );
    }
}

#[test]
fn a_title_longer_than_a_puzzle_file_takes_is_refused_without_being_repeated() {
    let folder = fresh_folder("cli-export-title");
    let title = "t".repeat(nimlab_core::puzzle_file::MAX_TITLE_CHARS + 1);
    let png = folder.join("puzzle.png");
    let pdf = folder.join("sheet.pdf");
    let classics = concat!(env!("CARGO_MANIFEST_DIR"), "/assets/puzzles/classics.ron");
    for args in [
        vec![
            "export",
            "match",
            "1+1=3",
            "--title",
            &title,
            "--out",
            png.to_str().expect("path"),
        ],
        vec![
            "match",
            "sheet",
            classics,
            "--title",
            &title,
            "--out",
            pdf.to_str().expect("path"),
        ],
    ] {
        let said = refused(&args);
        assert!(said.contains("at most 200 characters"), "{said}");
        assert!(said.len() < 200, "the title is not printed back: {said}");
    }
    assert!(!png.exists() && !pdf.exists(), "nothing written");
    let fits = "t".repeat(nimlab_core::puzzle_file::MAX_TITLE_CHARS);
    run_ok(&[
        "export",
        "match",
        "1+1=3",
        "--title",
        &fits,
        "--out",
        png.to_str().expect("path"),
    ]);
    std::fs::remove_dir_all(folder).expect("cleaned up");
}
