//! Restarts bring back what README promises: Play's game in progress (who
//! starts, the hint, the takes), the step-through's position over a folded tree, and the game on
//! the Grundy tab's sum, each replayed through the engines; what cannot be read or replayed
//! starts afresh and is named in a notice.

use egui::Key;
use egui::accesskit::Role;
use egui_kittest::Harness;
use egui_kittest::kittest::{NodeT as _, Queryable as _};
use nimlab::app::{AppState, NimlabApp, Tab};
use nimlab::ui::fonts::install_fonts;
use nimlab::ui::tree_tab::TreeView;
use nimlab_core::games::CoinGame;
use nimlab_core::games::play::Player;
use nimlab_core::games::sums::SumMove;
use nimlab_model::tabs::tree::progress::SavedGame;

use crate::support::tree::tree_state;
use crate::support::{app_harness, assert_shows, click, en, labels, settle};

/// The state as the next run reads it: through RON, as eframe stores it.
fn next_run(harness: &Harness<'static, NimlabApp>) -> Harness<'static, NimlabApp> {
    let text = ron::to_string(&harness.state().state()).expect("serializes");
    let read_back: AppState = ron::from_str(&text).expect("reads back");
    app_harness(read_back)
}

/// The first label on show that starts with `start`.
fn label_starting(harness: &Harness<'static, NimlabApp>, start: &str) -> Option<String> {
    labels(harness).into_iter().find(|label| label.starts_with(start))
}

#[test]
fn play_comes_back_with_who_starts_the_hint_and_the_takes() {
    let mut harness = app_harness(tree_state(TreeView::Play, "13", "1,2,3"));
    click(&mut harness, en().play_computer);
    click(&mut harness, en().play_hint);
    click(&mut harness, &(en().tree.play_take)(1));
    click(&mut harness, &(en().tree.play_take)(2));
    let game = harness.state().tree_tab().play_game().expect("a game").clone();
    assert_eq!(game.first, Player::Computer);
    assert_eq!(game.moves.len(), 5, "the computer opened and answered twice");
    let comment = label_starting(&harness, "The computer").expect("the computer's comment");

    let next = next_run(&harness);
    assert_eq!(next.state().tree_tab().play_game(), Some(&game), "the same game");
    assert_eq!(game.to_move(), Player::Human);
    assert_shows(&next, en().tree.play_your_turn);
    // The hint is worked out here from the solved game: from 13 coins the computer, first,
    // wins, so the human has no winning take.
    let solution = CoinGame::seed_000().solve(13);
    let hint = match solution.winning_moves(game.coins).first() {
        Some(take) => format!(
            "Hint: take {take}. It leaves {}, a lost position for the computer.",
            game.coins - take
        ),
        None => "Hint: every take loses against perfect play. Stall, and hope for a slip.".to_owned(),
    };
    assert_shows(&next, &hint);
    assert_shows(&next, &comment);
    let first_move = format!(
        "1. Computer took {}, {} left",
        game.moves[0].1,
        13 - game.moves[0].1
    );
    assert_shows(&next, &first_move);
    assert!(next.state().notice().is_none(), "nothing was dropped");
}

#[test]
fn the_step_through_comes_back_at_its_step_over_the_same_folded_tree() {
    let mut harness = app_harness(tree_state(TreeView::Recursive, "13", "1,2,3"));
    // Fold the subtree after taking 2 first: the steps then walk a smaller tree.
    harness.state_mut().tree_tab_mut().toggle_fold(vec![2]);
    settle(&mut harness);
    click(&mut harness, en().tree.step_through);
    for _ in 0..7 {
        harness.key_press(Key::ArrowRight);
        harness.run();
    }
    let current = |h: &Harness<'static, NimlabApp>| {
        h.get_by_label_contains(en().tree.step_current)
            .accesskit_node()
            .label()
    };
    let before = current(&harness);
    let nodes = harness.state().tree_tab().analysis().map(|a| a.tree.nodes.len());

    let mut next = next_run(&harness);
    assert_eq!(next.state().tree_tab().steps_done(), Some(7));
    assert_eq!(current(&next), before, "the same call is the current step");
    let restored_nodes = next.state().tree_tab().analysis().map(|a| a.tree.nodes.len());
    assert_eq!(restored_nodes, nodes, "the same folded tree");
    next.key_press(Key::ArrowRight);
    next.run();
    assert_eq!(
        next.state().tree_tab().steps_done(),
        Some(8),
        "and it goes on from there"
    );
    assert!(next.state().notice().is_none());
}

#[test]
fn the_game_on_the_sum_comes_back() {
    let mut harness = app_harness(AppState {
        tab: Tab::Grundy,
        ..AppState::default()
    });
    click(&mut harness, en().grundy.sum_play);
    click(&mut harness, en().play_hint);
    // Nim 3, 4, 5: two moves of the human's, each taking one token from the last heap, and
    // each answered by the computer.
    for _ in 0..2 {
        let button = harness
            .get_all_by_role(Role::Button)
            .rfind(|b| b.accesskit_node().label().is_some_and(|l| l.starts_with("Heap ")))
            .expect("a move to play");
        button.click();
        settle(&mut harness);
    }
    let remembered = harness.state().state().sum_game;
    assert_eq!(remembered.moves.len(), 4, "{:?}", remembered.moves);
    let position = harness.state().grundy_tab().sum_position().map(<[_]>::to_vec);
    let comment = label_starting(&harness, "The computer").expect("the computer's comment");
    let hint = label_starting(&harness, "Nim-sum =").expect("the hint on the position");

    let next = next_run(&harness);
    assert_eq!(
        next.state().grundy_tab().sum_position().map(<[_]>::to_vec),
        position,
        "the same position"
    );
    assert_eq!(
        next.state().state().sum_game,
        remembered,
        "the same moves, by the same players"
    );
    assert_shows(&next, &comment);
    assert_shows(&next, &hint);
    assert_shows(&next, en().grundy.sum_your_move);
    assert!(next.state().notice().is_none());
}

/// The whole app from the state remembered as `text`, as eframe hands it over at start.
fn from_remembered(text: &str) -> Harness<'static, NimlabApp> {
    started(NimlabApp::from_remembered(text))
}

/// `app` in a window, its first work done.
fn started(app: NimlabApp) -> Harness<'static, NimlabApp> {
    let mut harness = Harness::builder()
        .with_size(egui::vec2(1280.0, 800.0))
        .with_max_steps(32)
        .with_context_setup(install_fonts)
        .build_ui_state(|ui, app: &mut NimlabApp| app.show(ui), app);
    settle(&mut harness);
    harness
}

#[test]
fn a_remembered_state_that_cannot_be_read_is_named_in_a_notice() {
    let harness = from_remembered("(tab: Grundy, grundy: 42)");
    assert_eq!(
        harness.state().notice_text().as_deref(),
        Some(
            "Not brought back from the last run, as it could not be read or replayed: the Grundy tab's inputs. It starts afresh."
        )
    );
    assert_eq!(harness.state().state().tab, Tab::Grundy, "what did read is kept");
    assert_eq!(harness.state().state().grundy, AppState::default().grundy);

    let harness = from_remembered("(tab: Grundy, tree: (coins: \"13\"), language: Klingon");
    assert_eq!(
        harness.state().notice_text().as_deref(),
        Some(
            "Not brought back from the last run, as it could not be read or replayed: everything remembered. It starts afresh."
        )
    );
    assert_eq!(harness.state().state().tab, Tab::GameTree);

    let state = AppState {
        tab: Tab::Grundy,
        language: nimlab::i18n::Language::Korean,
        ..AppState::default()
    };
    let text = ron::to_string(&state).expect("serializes");
    let harness = from_remembered(&text);
    assert!(
        harness.state().notice().is_none(),
        "a state that reads says nothing"
    );
    assert_eq!(harness.state().state().tab, Tab::Grundy);
}

#[test]
fn a_remembered_game_the_engines_refuse_is_dropped_and_named() {
    // Take 5 is not allowed in {1,2,3}; the sum's heap 9 does not exist; 10⁶ steps are past the
    // end of the recursion.
    let mut state = tree_state(TreeView::Play, "13", "1,2,3");
    state.tree_progress.play.game = Some(SavedGame {
        start: 13,
        takes: vec![1, 5],
        replay: None,
    });
    state.sum_game.on = true;
    state.sum_game.start = state.grundy.heaps.clone();
    state.sum_game.moves = vec![(
        Player::Human,
        SumMove {
            heap: 9,
            from: 1,
            to: Vec::new(),
        },
    )];
    let mut harness = app_harness(state);
    let game = harness
        .state()
        .tree_tab()
        .play_game()
        .expect("a new game")
        .clone();
    assert!(game.moves.is_empty(), "a fresh game instead: {:?}", game.moves);
    assert_eq!(
        harness.state().notice_text().as_deref(),
        Some(
            "Not brought back from the last run, as it could not be read or replayed: the game in Play, the game on the sum of games. It starts afresh."
        )
    );
    assert_eq!(harness.state().grundy_tab().sum_position(), None);

    let mut state = tree_state(TreeView::Recursive, "13", "1,2,3");
    state.tree_progress.steps = Some(1_000_000);
    harness = app_harness(state);
    assert_eq!(harness.state().tree_tab().steps_done(), None);
    assert_eq!(
        harness.state().notice_text().as_deref(),
        Some(
            "Not brought back from the last run, as it could not be read or replayed: the step-through position. It starts afresh."
        )
    );
}

#[test]
fn a_state_file_eframe_could_not_read_at_all_is_named_in_a_notice() {
    // eframe starts with nothing when its own file does not parse; the window then starts from
    // this, so the reset is said, not silent.
    let harness = started(NimlabApp::from_unreadable_file());
    assert!(
        harness
            .state()
            .notice_text()
            .is_some_and(|text| text.contains("everything remembered")),
        "{:?}",
        harness.state().notice_text()
    );
}
