//! The Grundy tab's Export menu through the shell's real save path (the dialog answered by the
//! test): the table, chart, mex and sum figures drawn from the values on show, and nothing that
//! shows a value (no figure, no CSV) while classroom mode hides them.

use egui_kittest::Harness;
use egui_kittest::kittest::Queryable as _;
use nimlab::app::{AppState, NimlabApp, Tab};

use crate::support::files::{export_from_menu, fresh_folder};
use crate::support::{app_harness, click, en, settle};

/// The Grundy tab with its default inputs ({1,3,4}, 40 values; the sum Nim 3 + 4 + 5).
fn grundy(classroom: bool) -> Harness<'static, NimlabApp> {
    let mut harness = app_harness(AppState {
        tab: Tab::Grundy,
        classroom,
        ..AppState::default()
    });
    settle(&mut harness);
    harness
}

#[test]
fn each_figure_is_written_from_the_values_on_show() {
    let folder = fresh_folder("grundy-export-figures");
    let mut harness = grundy(false);
    let chart = folder.join("chart.svg");
    export_from_menu(
        &mut harness,
        en().grundy.export_menu,
        &(en().grundy.export_chart_as)("SVG"),
        &chart,
    );
    let text = std::fs::read_to_string(&chart).expect("written");
    assert!(
        text.contains("<title>Grundy values of subtraction {1,3,4}, normal play, n = 0…39</title>"),
        "{}",
        &text[..200.min(text.len())]
    );
    let table = folder.join("table.png");
    export_from_menu(
        &mut harness,
        en().grundy.export_menu,
        &(en().grundy.export_table_as)("PNG"),
        &table,
    );
    let reader = png::Decoder::new(std::io::BufReader::new(
        std::fs::File::open(&table).expect("written"),
    ))
    .read_info()
    .expect("a PNG");
    assert_eq!(reader.info().width, 1920);

    click(&mut harness, &(en().grundy.grundy_row_label)(6, "2"));
    let mex = folder.join("mex.pdf");
    export_from_menu(
        &mut harness,
        en().grundy.export_menu,
        &(en().grundy.export_mex_as)(6, "PDF"),
        &mex,
    );
    assert!(std::fs::read(&mex).expect("written").starts_with(b"%PDF-"));
    let sum = folder.join("sum.svg");
    export_from_menu(
        &mut harness,
        en().grundy.export_menu,
        &(en().grundy.export_sum_as)("SVG"),
        &sum,
    );
    let text = std::fs::read_to_string(&sum).expect("written");
    assert!(text.contains("<title>Sum of games: Nim 3 + Nim 4 + Nim 5, normal play</title>"));
    let csv = folder.join("values.csv");
    export_from_menu(&mut harness, en().grundy.export_menu, en().export_csv, &csv);
    let text = std::fs::read_to_string(&csv).expect("written");
    assert!(text.starts_with("n,grundy,p_position\n0,0,true\n"), "{text}");
    assert!(text.contains("\n\n# nimlab: Grundy values g(n)\n"), "{text}");
    std::fs::remove_dir_all(folder).expect("cleaned up");
}

#[test]
fn classroom_mode_offers_no_figure_that_shows_a_hidden_value() {
    let mut harness = grundy(true);
    harness.get_by_label(en().grundy.export_menu).click();
    harness.run();
    // The CSV stays, its hidden values blank (export_ui checks it).
    for giveaway in [
        &(en().grundy.export_table_as)("PNG"),
        &(en().grundy.export_chart_as)("SVG"),
        &(en().grundy.export_sum_as)("PDF"),
    ] {
        assert!(
            harness.query_by_label(giveaway).is_none(),
            "{giveaway} is offered"
        );
    }
    assert!(
        harness
            .query_by_label_contains(en().grundy.export_hidden)
            .is_some(),
        "the menu says why"
    );
    harness.key_press(egui::Key::Escape);
    harness.run();
    click(&mut harness, en().grundy.sum_reveal);
    harness.get_by_label(en().grundy.export_menu).click();
    harness.run();
    assert!(
        harness
            .query_by_label(&(en().grundy.export_sum_as)("PDF"))
            .is_some(),
        "the sum, once revealed"
    );
    assert!(
        harness
            .query_by_label(&(en().grundy.export_chart_as)("SVG"))
            .is_none(),
        "the values are still hidden"
    );
    harness.key_press(egui::Key::Escape);
    harness.run();
    click(&mut harness, en().classroom_reveal_all);
    harness.get_by_label(en().grundy.export_menu).click();
    harness.run();
    for offered in [
        &(en().grundy.export_table_as)("PNG"),
        &(en().grundy.export_chart_as)("SVG"),
        en().export_csv,
    ] {
        assert!(
            harness.query_by_label(offered).is_some(),
            "{offered} once revealed"
        );
    }
}
