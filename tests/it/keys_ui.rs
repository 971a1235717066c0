//! The keyboard and clicker, driven as a teacher drives them: the coin-game article's lesson from
//! `PageDown` and `PageUp` alone (tree → DP → formula and back), in English and Korean; a key for
//! each feature (Reveal and Hide, the W/L answer, a take in Play, the tabs, zoom and fit, the
//! help overlay); and digits typed into a field that play nothing.

use egui::{Key, Modifiers};
use egui_kittest::Harness;
use egui_kittest::kittest::Queryable as _;
use nimlab::app::{AppState, NimlabApp, Tab};
use nimlab::i18n::Language;
use nimlab::ui::tree_tab::TreeView;
use nimlab_core::games::Outcome;
use nimlab_core::games::play::Player;
use nimlab_core::games::recursive::Evaluation;

use crate::support::tree::{node, tree_state};
use crate::support::{app_harness, assert_shows, click, en, press_keys as press, run_until_still, settle};

type App = Harness<'static, NimlabApp>;

/// The view on show and the step-through's position.
fn position(harness: &App) -> (TreeView, Option<usize>) {
    let tab = harness.state().tree_tab();
    (tab.inputs.view, tab.steps_done())
}

/// The coin-game article's lesson (13 coins, takes 1 to 3, misère) run from `PageDown` and `PageUp`
/// alone, checking the step count in `language`'s words at each end.
fn lesson_by_clicker(language: Language) {
    let strings = language.strings();
    let mut harness = app_harness(AppState {
        language,
        ..AppState::default()
    });
    click(&mut harness, strings.tree.seed_lesson);
    settle(&mut harness);
    let analysis = harness.state().tree_tab().analysis().expect("analysed");
    assert_eq!(analysis.coins(), 13, "the coin-game article's example");
    let steps = analysis.trace(Evaluation::Full).len();
    let dp_cells = 14;

    // On: the step-through starts at step 0, walks every call, then the DP table, then the formula.
    press(&mut harness, Key::PageDown, 1);
    assert_eq!(position(&harness), (TreeView::Recursive, Some(0)));
    assert_shows(&harness, strings.tree.call_stack_empty);
    press(&mut harness, Key::PageDown, 3);
    assert_shows(&harness, &(strings.tree.step_call)(11));
    press(&mut harness, Key::PageDown, steps - 3);
    assert_eq!(position(&harness), (TreeView::Recursive, Some(steps)));
    assert_shows(&harness, &(strings.tree.step_count)(steps, steps));
    press(&mut harness, Key::PageDown, 1);
    assert_eq!(position(&harness), (TreeView::DynamicProgramming, Some(0)));
    assert_shows(&harness, &(strings.tree.step_count)(0, dp_cells));
    press(&mut harness, Key::PageDown, dp_cells);
    assert_shows(&harness, &(strings.tree.step_count)(dp_cells, dp_cells));
    press(&mut harness, Key::PageDown, 1);
    assert_eq!(position(&harness), (TreeView::Formula, None));
    // On past the formula to the growth chart and Play, which have no steps to walk.
    press(&mut harness, Key::PageDown, 1);
    assert_eq!(position(&harness), (TreeView::Growth, None));
    press(&mut harness, Key::PageDown, 1);
    assert_eq!(
        position(&harness),
        (TreeView::Play, None),
        "the lesson's last view"
    );

    // Back the same way.
    press(&mut harness, Key::PageUp, 2);
    assert_eq!(position(&harness), (TreeView::Formula, None));
    press(&mut harness, Key::PageUp, 1);
    assert_eq!(position(&harness), (TreeView::DynamicProgramming, Some(dp_cells)));
    assert_shows(&harness, &(strings.tree.step_count)(dp_cells, dp_cells));
    press(&mut harness, Key::PageUp, dp_cells);
    assert_eq!(position(&harness), (TreeView::DynamicProgramming, Some(0)));
    press(&mut harness, Key::PageUp, 1);
    assert_eq!(position(&harness), (TreeView::Recursive, Some(steps)));
    assert_shows(&harness, &(strings.tree.step_count)(steps, steps));
    press(&mut harness, Key::PageUp, steps);
    assert_eq!(position(&harness), (TreeView::Recursive, Some(0)));
    press(&mut harness, Key::PageUp, 1);
    assert_eq!(
        position(&harness),
        (TreeView::Recursive, None),
        "Step through off"
    );
    assert!(harness.query_by_label(strings.tree.step_start).is_none());
}

#[test]
fn page_down_and_page_up_alone_run_seed_000s_lesson() {
    lesson_by_clicker(Language::English);
}

#[test]
fn page_down_and_page_up_alone_run_seed_000s_lesson_in_korean() {
    lesson_by_clicker(Language::Korean);
}

#[test]
fn home_end_and_the_arrows_step_within_the_view() {
    let mut harness = app_harness(AppState::default());
    click(&mut harness, en().tree.step_through);
    press(&mut harness, Key::End, 1);
    let calls = harness
        .state()
        .tree_tab()
        .analysis()
        .expect("analysed")
        .trace(Evaluation::Full)
        .len();
    assert_eq!(position(&harness), (TreeView::Recursive, Some(calls)));
    // The arrows stay in the view: → at the end does not go on to the DP view.
    press(&mut harness, Key::ArrowRight, 1);
    assert_eq!(position(&harness), (TreeView::Recursive, Some(calls)));
    press(&mut harness, Key::ArrowLeft, 2);
    assert_eq!(position(&harness), (TreeView::Recursive, Some(calls - 2)));
    press(&mut harness, Key::Home, 1);
    assert_eq!(position(&harness), (TreeView::Recursive, Some(0)));
}

#[test]
fn r_h_w_and_l_reveal_hide_and_answer_in_classroom_mode() {
    let mut harness = app_harness(AppState::default());
    click(&mut harness, en().classroom);
    click(&mut harness, &node(6, None, ""));
    press(&mut harness, Key::W, 1);
    assert_shows(&harness, &(en().tree.classroom_right)(6, Outcome::Win));
    click(&mut harness, &node(5, None, "1"));
    press(&mut harness, Key::L, 1);
    assert_shows(&harness, &(en().tree.classroom_right)(5, Outcome::Lose));
    press(&mut harness, Key::R, 1);
    assert_shows(&harness, &node(4, Some(Outcome::Win), "1,1"));
    assert_shows(&harness, en().classroom_hide_all);
    press(&mut harness, Key::H, 1);
    assert_shows(&harness, &node(4, None, "1,1"));
    assert_shows(&harness, en().classroom_reveal_all);
}

#[test]
fn a_digit_takes_that_many_coins_in_play_if_it_may() {
    let mut harness = app_harness(tree_state(TreeView::Play, "6", "1,2,3"));
    // 9 is no take of 1 to 3: nothing happens.
    press(&mut harness, Key::Num9, 1);
    let game = harness.state().tree_tab().play_game().expect("a game");
    assert!(game.moves.is_empty(), "{:?}", game.moves);
    press(&mut harness, Key::Num2, 1);
    let game = harness.state().tree_tab().play_game().expect("a game");
    assert_eq!(game.moves.first(), Some(&(Player::Human, 2)));
    assert_eq!(game.moves.len(), 2, "the computer answered: {:?}", game.moves);
}

#[test]
fn digits_typed_into_a_field_play_nothing() {
    let mut harness = app_harness(tree_state(TreeView::Play, "6", "1,2"));
    let takes = Language::English.strings().tree.takes;
    harness.get_by_label(takes).click();
    run_until_still(&mut harness);
    // A keyboard sends the key and the text it types.
    harness.key_press(Key::Comma);
    harness.get_by_label(takes).type_text(",");
    harness.key_press(Key::Num3);
    harness.get_by_label(takes).type_text("3");
    harness.step();
    let game = harness.state().tree_tab().play_game().expect("a game");
    assert!(game.moves.is_empty(), "a typed digit played: {:?}", game.moves);
    settle(&mut harness);
    assert_eq!(harness.state().tree_tab().inputs.takes, "1,2,3");
    let game = harness.state().tree_tab().play_game().expect("a game");
    assert!(game.moves.is_empty(), "a typed digit played: {:?}", game.moves);
}

#[test]
fn ctrl_and_a_digit_show_a_tab_and_letters_show_a_view() {
    let mut harness = app_harness(AppState::default());
    harness.key_press_modifiers(Modifiers::COMMAND, Key::Num2);
    run_until_still(&mut harness);
    assert_eq!(harness.state().state().tab, Tab::Grundy);
    harness.key_press_modifiers(Modifiers::COMMAND, Key::Num3);
    run_until_still(&mut harness);
    assert_eq!(harness.state().state().tab, Tab::Matchsticks);
    harness.key_press_modifiers(Modifiers::COMMAND, Key::Num1);
    run_until_still(&mut harness);
    assert_eq!(harness.state().state().tab, Tab::GameTree);
    for (key, view) in [
        (Key::D, TreeView::DynamicProgramming),
        (Key::F, TreeView::Formula),
        (Key::G, TreeView::Growth),
        (Key::P, TreeView::Play),
        (Key::T, TreeView::Recursive),
    ] {
        press(&mut harness, key, 1);
        assert_eq!(harness.state().tree_tab().inputs.view, view, "{key:?}");
    }
}

#[test]
fn plus_minus_and_zero_zoom_and_fit_the_tree() {
    let mut harness = app_harness(AppState::default());
    let root = "6 coins (W) at the start";
    let width = |harness: &App| harness.get_by_label(root).rect().width();
    let fitted = width(&harness);
    press(&mut harness, Key::Plus, 1);
    let zoomed_in = width(&harness);
    assert!(zoomed_in > fitted * 1.1, "{fitted} → {zoomed_in}");
    press(&mut harness, Key::Minus, 3);
    let zoomed_out = width(&harness);
    assert!(zoomed_out < fitted * 0.9, "{fitted} → {zoomed_out}");
    press(&mut harness, Key::Num0, 1);
    let refitted = width(&harness);
    assert!((refitted - fitted).abs() < 0.5, "{fitted} → {refitted}");
}

#[test]
fn r_and_h_reveal_and_hide_the_grundy_tab() {
    let mut harness = app_harness(AppState {
        tab: Tab::Grundy,
        ..AppState::default()
    });
    click(&mut harness, en().classroom);
    press(&mut harness, Key::R, 1);
    assert_shows(&harness, en().classroom_hide_all);
    press(&mut harness, Key::H, 1);
    assert_shows(&harness, en().classroom_reveal_all);
}

#[test]
fn f1_and_the_question_mark_open_the_help_and_esc_closes_it() {
    for language in Language::ALL {
        let words = language.strings().keys;
        let mut harness = app_harness(AppState {
            language,
            ..AppState::default()
        });
        press(&mut harness, Key::F1, 1);
        assert!(harness.state().help_open());
        assert_shows(&harness, words.lesson_on);
        assert_shows(&harness, words.presentation);
        assert_shows(&harness, "PageDown");
        press(&mut harness, Key::Escape, 1);
        assert!(!harness.state().help_open());
        assert!(harness.query_by_label(words.lesson_on).is_none());
        click(&mut harness, "?");
        assert!(harness.state().help_open());
        press(&mut harness, Key::F1, 1);
        assert!(!harness.state().help_open());
        press(&mut harness, Key::Questionmark, 1);
        assert!(harness.state().help_open());
    }
    // The matchstick tab lists its file shortcuts.
    let mut harness = app_harness(AppState {
        tab: Tab::Matchsticks,
        ..AppState::default()
    });
    press(&mut harness, Key::F1, 1);
    assert_shows(&harness, en().keys.file_save);
    assert!(harness.query_by_label(en().keys.zoom_in).is_none());
}
