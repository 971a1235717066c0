//! The Grundy tab's room at common window sizes: the chart's n axis runs over the values shown
//! and no further, and the game against the computer offers every move without a scroll of its
//! own inside the sum's.

use egui::accesskit::Role;
use egui::vec2;
use egui_kittest::kittest::{NodeT as _, Queryable as _};
use nimlab::app::{AppState, Tab};
use nimlab::i18n::Language;
use nimlab::ui::grundy_tab::{GrundyInputs, HeapInput, chart_id};

use crate::support::{app_harness, app_harness_sized, click};

#[test]
fn the_chart_axis_runs_from_0_to_the_last_n() {
    for classroom in [false, true] {
        let state = AppState {
            tab: Tab::Grundy,
            classroom,
            grundy: GrundyInputs {
                count: "21".to_owned(),
                ..GrundyInputs::default()
            },
            ..AppState::default()
        };
        let harness = app_harness(state);
        let memory = egui_plot::PlotMemory::load(&harness.ctx, chart_id()).expect("the chart was drawn");
        let (min, max) = (memory.bounds().min()[0], memory.bounds().max()[0]);
        // The outer bars' halves and nothing more: no room for a tick at −1 or at 21.
        assert!(
            (min + 0.5).abs() < 1e-9 && (max - 20.5).abs() < 1e-9,
            "classroom {classroom}: n runs over {min} … {max}"
        );
    }
}

#[test]
fn the_game_against_the_computer_offers_every_move_in_view_at_1280_by_800() {
    let strings = Language::English.strings();
    // Nim 6 + 7 + 8: a move takes 1 to all of one heap, twenty-one moves.
    let state = AppState {
        tab: Tab::Grundy,
        grundy: GrundyInputs {
            heaps: [6, 7, 8]
                .into_iter()
                .map(|size| HeapInput {
                    game: "nim".to_owned(),
                    size,
                })
                .collect(),
            ..GrundyInputs::default()
        },
        ..AppState::default()
    };
    let window = vec2(1280.0, 800.0);
    let mut harness = app_harness_sized(state, window);
    click(&mut harness, strings.grundy.sum_play);
    let prefix = (strings.grundy.sum_move)(1, 6, "").replace(" 1: 6 → ", " ");
    let moves: Vec<(String, egui::Rect)> = harness
        .get_all_by_role(Role::Button)
        .filter_map(|button| {
            let label = button.accesskit_node().label()?;
            label.starts_with(&prefix).then(|| (label, button.rect()))
        })
        .collect();
    assert_eq!(moves.len(), 21, "{moves:?}");
    let column = moves
        .iter()
        .fold(egui::Rect::NOTHING, |all, (_, rect)| all.union(*rect));
    for (label, rect) in &moves {
        assert!(
            rect.bottom() <= window.y && rect.right() <= window.x,
            "{label} is at {rect:?}"
        );
    }
    // No scroll of its own: no scroll bar beside the moves, only the sum's at the window's edge.
    let bars: Vec<egui::Rect> = harness
        .get_all_by_role(Role::ScrollBar)
        .map(|bar| bar.rect())
        .filter(|bar| bar.left() < column.right() + 24.0 && bar.right() > column.left())
        .collect();
    assert!(
        bars.is_empty(),
        "a scroll bar beside the moves {column:?}: {bars:?}"
    );
}
