//! Play's hints, driven as a student: one hint at a time on the matchstick paper's `0+3=09` (one
//! move; its only answer is `6+3=09`), the highlighted stick found by its accessible label, the
//! count told with the result, a board moved away from every answer told so with a way back,
//! the words in Korean, and no Hint button while classroom mode hides the answers.

use egui_kittest::Harness;
use egui_kittest::kittest::{NodeT as _, Queryable as _};
use nimlab::app::{AppState, NimlabApp};
use nimlab::i18n::Language;
use nimlab_core::matchsticks::place::Stick;
use nimlab_core::matchsticks::solve::Goal;

use crate::support::matchsticks::{arriving, drag_stick, leaving, match_state, place, reads, stick};
use crate::support::{app_harness, assert_shows, click, en, ko, settle};

fn playing(language: Language) -> Harness<'static, NimlabApp> {
    let mut harness = app_harness(AppState {
        language,
        ..match_state()
    });
    let play = match language {
        Language::English => "Play",
        Language::Korean => "풀기",
    };
    click(&mut harness, play);
    settle(&mut harness);
    harness
}

/// Hint `level`'s words in `language` for the matchstick paper's move: the first number's
/// upper-right stick (its b) goes to its empty middle (its g), turning 0 into 6.
fn said(language: Language, source: bool) -> String {
    let h = language.strings().matchsticks.hints;
    let first = (h.place)(nimlab_core::matchsticks::place::Place::Digit {
        term: nimlab_core::matchsticks::place::Term::Number(1),
        digit: 1,
        digits: 1,
    });
    if source {
        (h.source)(Goal::Move, Stick::UpperRight, &first)
    } else {
        (h.target)(Goal::Move, Stick::Middle, &first)
    }
}

/// The first hint's words in English for seed 004's move: the first number changes.
fn changes_at_the_first_number() -> String {
    (en().matchsticks.hints.changes_at)(&[place("0+3=09", 0)])
}

fn hint(harness: &mut Harness<'static, NimlabApp>) {
    click(harness, en().matchsticks.hints.hint);
    settle(harness);
}

#[test]
fn hints_come_one_at_a_time_and_are_counted_with_the_result() {
    let mut harness = playing(Language::English);
    assert!(harness.query_by_label_contains("Hints used").is_none());
    hint(&mut harness);
    assert_shows(&harness, &changes_at_the_first_number());
    assert_shows(&harness, &(en().matchsticks.hints.hints_used)(1));
    assert!(
        harness.query_by_label(&leaving("0+3=09", 0, 1)).is_none(),
        "the first hint names the symbol only"
    );
    hint(&mut harness);
    assert_shows(&harness, &said(Language::English, true));
    // The words `said` builds, as a reader reads them.
    assert_shows(&harness, "The upper-right stick of the first number moves.");
    assert_shows(&harness, &leaving("0+3=09", 0, 1));
    assert!(harness.query_by_label(&arriving("0+3=09", 0, 6)).is_none());
    hint(&mut harness);
    assert_shows(&harness, &said(Language::English, false));
    assert_shows(&harness, &arriving("0+3=09", 0, 6));
    assert_eq!(reads(&harness), "0+3=09", "a hint moves no stick");
    harness.set_size(egui::vec2(800.0, 600.0));
    settle(&mut harness);
    harness.snapshot("match_hints_800x600_en");
    hint(&mut harness);
    assert_shows(&harness, &(en().matchsticks.hints.answer)("6+3=09"));
    assert!(
        harness
            .get_by_label(en().matchsticks.hints.hint)
            .accesskit_node()
            .is_disabled(),
        "nothing is left to tell"
    );
    drag_stick(&mut harness, &leaving("0+3=09", 0, 1), &arriving("0+3=09", 0, 6));
    assert_eq!(reads(&harness), "6+3=09");
    click(&mut harness, en().matchsticks.check);
    assert_shows(&harness, en().matchsticks.right);
    assert!(
        harness
            .query_all_by_label(&(en().matchsticks.hints.hints_used)(4))
            .count()
            >= 1,
        "the count is told with the result"
    );
}

#[test]
fn a_board_moved_away_from_every_answer_is_told_with_a_way_back() {
    let mut harness = playing(Language::English);
    // The 3 loses its top to the 0's middle: no way from here leads to 6+3=09 in one move.
    drag_stick(
        &mut harness,
        &stick("0+3=09", 2, 0, true),
        &stick("0+3=09", 0, 6, false),
    );
    hint(&mut harness);
    assert_shows(&harness, en().matchsticks.hints.astray);
    click(&mut harness, en().matchsticks.hints.back_to_puzzle);
    settle(&mut harness);
    assert_eq!(reads(&harness), "0+3=09");
    hint(&mut harness);
    assert_shows(&harness, &changes_at_the_first_number());
    assert_shows(&harness, &(en().matchsticks.hints.hints_used)(2));
}

#[test]
fn hints_speak_korean() {
    let mut harness = playing(Language::Korean);
    for _ in 0..2 {
        click(&mut harness, ko().matchsticks.hints.hint);
        settle(&mut harness);
    }
    assert_shows(&harness, "바뀌는 곳: 첫째 수");
    assert_shows(&harness, &said(Language::Korean, true));
    assert_shows(&harness, "첫째 수의 오른쪽 위 성냥개비를 옮기세요.");
    assert_shows(&harness, "첫째 수, 세그먼트 b, 있음, 빠짐");
    assert_shows(&harness, "사용한 힌트: 2개");
    assert_shows(&harness, "옮긴 성냥개비: 0개 (최대 1개)");
}

#[test]
fn classroom_mode_hides_the_hint_button() {
    let mut harness = playing(Language::English);
    assert_shows(&harness, en().matchsticks.hints.hint);
    click(&mut harness, en().classroom);
    settle(&mut harness);
    assert!(
        harness.query_by_label(en().matchsticks.hints.hint).is_none(),
        "the teacher reveals, not a hint"
    );
    // The teacher reveals the answers (outside play), then the class plays with hints.
    click(&mut harness, en().matchsticks.mode_move);
    click(&mut harness, en().classroom_reveal_all);
    click(&mut harness, en().matchsticks.mode_play);
    settle(&mut harness);
    assert_shows(&harness, en().matchsticks.hints.hint);
}

/// Emoji typed into a title draw (egui's emoji fonts are installed: `egui_kittest` panics on a
/// character no font has) and stay as typed; a figure of the puzzle is the CLI's and the
/// figures' tests' (`fonts::tests`, `cli_match`).
#[test]
fn emoji_typed_into_a_title_draw() {
    let mut harness = app_harness(match_state());
    click(&mut harness, en().matchsticks.panel_puzzle);
    let title = "🎉 Sums ✅ ❤";
    harness.get_by_label(en().matchsticks.title).focus();
    harness.run();
    harness.get_by_label(en().matchsticks.title).type_text(title);
    settle(&mut harness);
    assert_eq!(harness.state().match_tab().session().record().title, title);
    assert!(
        harness.query_by_label_contains("cannot be drawn here").is_none(),
        "every character of the title draws"
    );
}
