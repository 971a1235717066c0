//! The Grundy tab under misère for games that split and for sums of any games: misère
//! Kayles with its mex working, a mixed misère sum with the method that answered, the worked
//! example of the XOR failing, and a game against the computer.

use egui::accesskit::Role;
use egui_kittest::Harness;
use egui_kittest::kittest::Queryable as _;
use nimlab::app::{AppState, NimlabApp, Tab};
use nimlab::ui::grundy_tab::{GameKind, HeapInput};
use nimlab::ui::tab::Remember as _;
use nimlab_core::games::sums::{self, Heap};
use nimlab_core::games::{Outcome, Rule};

use crate::support::{
    app_harness, assert_shows, assert_shows_part, click, en, run_until_still, settle, step_until,
};

/// Misère Kayles, 21 values, on the Grundy tab.
fn misere_kayles() -> AppState {
    let mut state = AppState {
        tab: Tab::Grundy,
        ..AppState::default()
    };
    state.grundy.kind = GameKind::Octal;
    "0.77".clone_into(&mut state.grundy.octal);
    state.grundy.rule = Rule::Misere;
    "21".clone_into(&mut state.grundy.count);
    state
}

/// The Grundy tab with a misère sum of `heaps` (game as typed, size).
fn misere_sum(heaps: &[(&str, u32)]) -> AppState {
    let mut state = AppState {
        tab: Tab::Grundy,
        ..AppState::default()
    };
    state.grundy.heaps = heaps
        .iter()
        .map(|&(game, size)| HeapInput {
            game: game.to_owned(),
            size,
        })
        .collect();
    state.grundy.sum_rule = Rule::Misere;
    state
}

#[test]
fn misere_kayles_shows_its_values_and_works_a_split_out_as_a_sum() {
    let mut harness = app_harness(misere_kayles());
    settle(&mut harness);
    // CGSuite: misère Kayles is 1,0,2,3,0,1,3,2,… and g(17) = 6.
    assert_shows(&harness, &(en().grundy.grundy_row_label)(17, "6"));
    assert_shows(&harness, en().grundy.period_misere_none);
    click(&mut harness, &(en().grundy.grundy_row_label)(3, "3"));
    // From 3: take 1 leaves 2 or 1 + 1, take 2 leaves 1. The sum 1 + 1 is worth 1 (searched),
    // not g(1) xor g(1) = 0.
    assert_shows(&harness, "g(1+1) = 1");
    assert!(
        harness.query_by_label_contains("g(1) xor g(1)").is_none(),
        "no XOR under misère"
    );
    assert_shows(&harness, en().grundy.mex_misere_sum_note);
    assert_shows(&harness, &(en().grundy.mex_result)(3, "3"));
}

#[test]
fn a_misere_sum_names_the_method_that_answered() {
    let mut harness = app_harness(misere_sum(&[("0.77", 1), ("0.77", 1)]));
    settle(&mut harness);
    // Each heap of 1 is worth 0 and their XOR is 0, yet the player to move wins.
    assert_shows(&harness, &(en().grundy.sum_outcome_searched)("2", Outcome::Win));
    // Their XOR is on show struck out, and said to decide nothing.
    assert_shows(&harness, en().grundy.sum_xor_undecided);
    click(&mut harness, en().grundy.misere_xor_title);
    assert!(
        harness
            .query_by_label_contains(en().grundy.misere_xor_example)
            .is_some(),
        "the worked example opens"
    );
    // Nim heaps alone keep Bouton's rule.
    let mut nim = app_harness(misere_sum(&[("nim", 1), ("nim", 1)]));
    settle(&mut nim);
    assert_shows(&nim, &(en().grundy.sum_outcome_misere)(Outcome::Win));
}

/// The heaps of the game against the computer.
fn position(app: &NimlabApp) -> Vec<Heap> {
    app.grundy_tab().sum_position().expect("a game is on").to_vec()
}

#[test]
fn a_mixed_misere_sum_is_played_and_won_with_the_hints() {
    // Kayles 4 + Nim 3 + {1,3,4} 5: the values 0, 3, 3 XOR to 0, yet the sum is won (searched).
    let mut harness = app_harness(misere_sum(&[("0.77", 4), ("nim", 3), ("1,3,4", 5)]));
    settle(&mut harness);
    assert!(
        harness
            .query_by_label_contains("→ Win for the player to move")
            .is_some()
    );
    click(&mut harness, en().grundy.sum_play);
    click(&mut harness, en().play_hint);
    let mut moves = 0;
    while harness.query_by_label(en().play_you_win).is_none() {
        assert!(
            harness.query_by_label(en().play_computer_wins).is_none(),
            "the hints lost"
        );
        let analysis = sums::analyse(&position(harness.state()), Rule::Misere).expect("small");
        let winning = analysis
            .winning_moves
            .first()
            .expect("a won position has a winning move");
        let to: Vec<String> = winning.to.iter().map(u32::to_string).collect();
        let to = if to.is_empty() {
            "0".to_owned()
        } else {
            to.join(" + ")
        };
        let label = format!("Heap {}: {} → {to}", winning.heap + 1, winning.from);
        harness.get_by_role_and_label(Role::Button, &label).click();
        settle(&mut harness);
        moves += 1;
        assert!(moves < 20, "the game ends");
    }
}

/// How many moves the game against the computer has had.
fn moves_played(harness: &Harness<'_, NimlabApp>) -> usize {
    harness.state().grundy_tab().saved().1.moves.len()
}

#[test]
fn the_computer_thinks_in_the_background_and_its_search_can_be_cancelled() {
    // Kayles 1 + 19 + 18 is lost for the mover (searched, 37,411 positions). The human's first
    // move empties the heap of 1, and the computer's reply needs a search of Kayles 19 + 18
    // (29,011 positions: most of a second in a debug build).
    let mut harness = app_harness(misere_sum(&[("0.77", 1), ("0.77", 19), ("0.77", 18)]));
    settle(&mut harness);
    assert_shows_part(&harness, "Lose for the player to move");
    click(&mut harness, en().grundy.sum_play);
    // The search lasts about half a second; a loaded machine may draw the two frames before
    // the click on Cancel lands as slowly: then the computer has answered, and the human tries
    // again from a new game.
    let cancelled = (0..10).any(|attempt| {
        if attempt > 0 {
            click(&mut harness, en().play_new_game);
            settle(&mut harness);
        }
        harness
            .get_by_role_and_label(Role::Button, &(en().grundy.sum_move)(1, 1, "0"))
            .click();
        // The move is played and the search starts; the window draws on meanwhile.
        step_until(&mut harness, "the move played", |h| moves_played(h) >= 1);
        harness.step();
        if moves_played(&harness) == 1 {
            assert_shows(&harness, en().grundy.sum_computer_thinking);
            harness.get_by_label(en().cancel).click();
            harness.step();
        }
        run_until_still(&mut harness);
        moves_played(&harness) == 1
    });
    assert!(cancelled, "the search always ended before Cancel");
    assert_shows(&harness, en().grundy.sum_computer_waits);
    click(&mut harness, en().grundy.sum_search_again);
    settle(&mut harness);
    let (_, game, _) = harness.state().grundy_tab().saved();
    assert_eq!(game.moves.len(), 2, "the computer answered: {:?}", game.moves);
    // Its answer wins: what it leaves is lost for the human, searched here on its own.
    let left = sums::analyse(&position(harness.state()), Rule::Misere).expect("small");
    assert_eq!(left.outcome, Outcome::Lose);
    assert_shows_part(&harness, "it is winning.");
}

/// Misère Kayles with the mex of 3 worked out, and a misère sum of Kayles heaps with its worked
/// example of the XOR failing opened, at `width`×`height`.
fn misere_snapshot(width: f32, height: f32) {
    let mut state = misere_kayles();
    state.grundy.selected = Some(3);
    state.grundy.heaps = [1, 1]
        .into_iter()
        .map(|size| HeapInput {
            game: "0.77".to_owned(),
            size,
        })
        .collect();
    state.grundy.sum_rule = Rule::Misere;
    let mut harness = crate::support::app_harness_sized(state, egui::vec2(width, height));
    settle(&mut harness);
    if harness.query_by_label(en().grundy.sum_unfold).is_some() {
        click(&mut harness, en().grundy.sum_unfold);
    }
    click(&mut harness, en().grundy.misere_xor_title);
    settle(&mut harness);
    harness.snapshot(format!("grundy_misere_{width}x{height}"));
}

#[test]
fn misere_kayles_and_a_misere_sum_at_800_by_600() {
    misere_snapshot(800.0, 600.0);
}

#[test]
fn misere_kayles_and_a_misere_sum_at_1920_by_1080() {
    misere_snapshot(1920.0, 1080.0);
}
