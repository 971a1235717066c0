//! Links to a view: Copy link in the tab bar gives an address whose state, read back,
//! is what each tab shows; pasting it into another window (no text field focused) opens that
//! view; a cut, oversized or hostile link is refused in one line and changes nothing; and a
//! link that would replace a puzzle with unsaved changes asks first.

use egui::{Event, OutputCommand};
use egui_kittest::Harness;
use egui_kittest::kittest::Queryable as _;
use nimlab::app::share::{DEFAULT_WEB_URL, MAX_LINK_CHARS, SharedView, ViewLink as _};
use nimlab::app::{AppState, NimlabApp, Tab};
use nimlab::i18n::Language;
use nimlab::ui::grundy_tab::{GameKind, GrundyInputs};
use nimlab::ui::match_tab::{Mode, SavedMatchTab};
use nimlab::ui::tree_tab::{TreeInputs, TreeView};

use crate::support::matchsticks::{lay_out, match_state, reads};
use crate::support::tree::tree_state;
use crate::support::{app_harness, click, en, run_until_still, settle};

/// Clicks Copy link; the one text it put on the clipboard, if any.
pub(crate) fn copy_link(harness: &mut Harness<'static, NimlabApp>) -> Option<String> {
    harness.get_by_label(en().copy_link).click();
    harness.step();
    let texts: Vec<String> = harness
        .output()
        .platform_output
        .commands
        .iter()
        .filter_map(|command| match command {
            OutputCommand::CopyText(text) => Some(text.clone()),
            _ => None,
        })
        .collect();
    harness.run();
    assert!(texts.len() <= 1, "one text at most: {texts:?}");
    texts.into_iter().next()
}

/// Pastes `text` into the window with nothing focused, as Ctrl+V does, and waits.
pub(crate) fn paste(harness: &mut Harness<'static, NimlabApp>, text: &str) {
    harness.event(Event::Paste(text.to_owned()));
    run_until_still(harness);
    settle(harness);
}

/// A view on each tab with inputs other than the defaults.
fn views() -> Vec<AppState> {
    let tree = AppState {
        classroom: true,
        ..tree_state(TreeView::DynamicProgramming, "13", "1, 3, 4")
    };
    let grundy = AppState {
        tab: Tab::Grundy,
        grundy: GrundyInputs {
            kind: GameKind::Octal,
            octal: "0.77".to_owned(),
            count: "90".to_owned(),
            selected: Some(7),
            ..GrundyInputs::default()
        },
        ..AppState::default()
    };
    let mut puzzle = SavedMatchTab::default();
    "성냥개비 #1 & 2: 100% 참".clone_into(&mut puzzle.puzzle.title);
    puzzle.mode = Mode::Play;
    let matchsticks = AppState {
        matchsticks: puzzle,
        ..match_state()
    };
    vec![tree, grundy, matchsticks]
}

/// What a link must carry of a state: the tab, classroom mode, and the tab's inputs (for
/// matchsticks the puzzle and the mode).
#[derive(Debug, PartialEq)]
struct OnShow {
    tab: Tab,
    classroom: bool,
    tree: Option<TreeInputs>,
    grundy: Option<GrundyInputs>,
    puzzle: Option<(String, Mode)>,
}

fn on_show(state: &AppState) -> OnShow {
    let mut shown = OnShow {
        tab: state.tab,
        classroom: state.classroom,
        tree: None,
        grundy: None,
        puzzle: None,
    };
    match state.tab {
        Tab::GameTree => shown.tree = Some(state.tree.clone()),
        Tab::Grundy => shown.grundy = Some(state.grundy.clone()),
        Tab::Matchsticks => {
            let inputs = &state.matchsticks;
            shown.puzzle = Some((format!("{:?}", inputs.puzzle), inputs.mode));
        }
    }
    shown
}

#[test]
fn copy_link_gives_the_view_on_show_and_pasting_it_opens_that_view() {
    for state in views() {
        let tab = state.tab;
        let mut harness = app_harness(state);
        let shown = harness.state().state();
        let link = copy_link(&mut harness).expect("a link was copied");
        assert!(link.starts_with(&format!("{DEFAULT_WEB_URL}#state=")), "{link}");
        assert!(link.chars().count() <= MAX_LINK_CHARS);
        let (_, state_part) = link.split_once("#state=").expect("a state");
        assert!(
            state_part
                .bytes()
                .all(|b| b.is_ascii_alphanumeric() || b"-._~%".contains(&b)),
            "{tab:?}: only characters nothing carrying a link cuts at: {state_part}"
        );
        assert!(
            harness.query_by_label(en().copied).is_some(),
            "{tab:?}: the click is acknowledged"
        );

        let view = SharedView::read(&link).expect("the link reads back");
        assert_eq!(view, harness.state().shared_view(), "{tab:?}");
        assert_eq!(view.tab, Some(tab));
        let read: AppState = ron::from_str(&view.state_text()).expect("a part of a state");
        assert_eq!(
            on_show(&read),
            on_show(&shown),
            "{tab:?}: the link holds what is on show"
        );

        // Another window, on another tab with other inputs, opens it.
        let mut other = app_harness(AppState {
            tab: if tab == Tab::Grundy {
                Tab::GameTree
            } else {
                Tab::Grundy
            },
            language: Language::Korean,
            ..AppState::default()
        });
        paste(&mut other, &link);
        let opened = other.state().state();
        assert_eq!(
            on_show(&opened),
            on_show(&shown),
            "{tab:?}: the pasted link's view"
        );
        assert_eq!(
            opened.language,
            Language::Korean,
            "the reader's own language stays"
        );
        assert!(
            other
                .state()
                .notice_text()
                .is_some_and(|text| text.starts_with("링크를 열었습니다")),
            "{:?}",
            other.state().notice_text()
        );
    }
}

#[test]
fn a_pasted_puzzle_is_the_puzzle_as_authored_not_the_board_tried() {
    let mut designer = app_harness(match_state());
    lay_out(&mut designer, "9+3=18");
    let link = copy_link(&mut designer).expect("copied");
    let mut student = app_harness(match_state());
    paste(&mut student, &link);
    assert_eq!(reads(&student), "9+3=18");
    assert!(
        !student.state().match_tab().session().is_dirty(),
        "nothing to save yet"
    );
    assert_eq!(
        student.state().match_tab().session().document().path,
        None,
        "untitled"
    );
}

#[test]
fn a_broken_or_hostile_link_is_refused_in_one_line_and_changes_nothing() {
    let grundy = &views()[1];
    let link = app_harness(grundy.clone()).state().link().expect("short enough");
    let cases = [
        (link[..link.len() - 12].to_owned(), "packed text is broken"),
        // A link from before links were packed, its escapes changed.
        ("#state=%28tab%3AGrundy%FF%29".to_owned(), "do not spell text"),
        (
            "#state=(tab:Grundy,grundy:(takes:\"1,2".to_owned(),
            "does not read",
        ),
        (format!("{link}{}", "%20".repeat(MAX_LINK_CHARS)), "longer than 4"),
        (
            "#state=(tab:GameTree,tree:(coins:\"99999999999999\"))".to_owned(),
            "does not accept",
        ),
        (
            format!("#state=(grundy:(heaps:[{}]))", "(size:9),".repeat(40)),
            "the Grundy tab's inputs",
        ),
        (
            "#state=(matchsticks:(puzzle:(layout:[Equals])))".to_owned(),
            "the matchstick puzzle",
        ),
        ("#state=()".to_owned(), "names no tab"),
        ("just some words".to_owned(), "not a nimlab link"),
    ];
    for (text, says) in cases {
        let mut harness = app_harness(match_state());
        let before = harness.state().state();
        paste(&mut harness, &text);
        let notice = harness.state().notice_text().unwrap_or_default();
        assert!(
            notice.starts_with("Link not opened: ") && notice.contains(says),
            "{notice}"
        );
        assert!(!notice.contains('\n'), "one line: {notice}");
        assert_eq!(harness.state().state(), before, "{says}: nothing changed");
        assert!(!harness.state().is_asking_to_save());
    }
}

#[test]
fn a_link_that_would_replace_unsaved_changes_asks_first() {
    let link = app_harness(views()[2].clone())
        .state()
        .link()
        .expect("short enough");
    let mut harness = app_harness(match_state());
    lay_out(&mut harness, "5+3=08");
    assert!(harness.state().match_tab().session().is_dirty());
    let before = harness.state().state();
    paste(&mut harness, &link);
    assert!(
        harness.state().is_asking_to_save(),
        "asked before anything is replaced"
    );
    assert_eq!(harness.state().state(), before);
    click(&mut harness, en().cancel);
    assert_eq!(harness.state().state(), before, "cancelled: the puzzle stays");
    assert_eq!(reads(&harness), "5+3=08");

    paste(&mut harness, &link);
    click(&mut harness, en().discard);
    settle(&mut harness);
    assert_eq!(harness.state().state().matchsticks.mode, Mode::Play);
    assert_eq!(
        harness.state().match_tab().session().record().title,
        "성냥개비 #1 & 2: 100% 참"
    );

    // A link to another tab holds no puzzle: the unsaved one stays, no question.
    let tree_link = app_harness(views()[0].clone()).state().link().expect("short");
    let mut harness = app_harness(match_state());
    lay_out(&mut harness, "5+3=08");
    paste(&mut harness, &tree_link);
    assert!(!harness.state().is_asking_to_save());
    assert_eq!(harness.state().state().tab, Tab::GameTree);
    assert!(
        harness.state().match_tab().session().is_dirty(),
        "the unsaved puzzle is still there"
    );
}

#[test]
fn a_paste_into_a_focused_field_is_text_and_a_too_long_view_is_not_copied() {
    let link = app_harness(views()[1].clone())
        .state()
        .link()
        .expect("short enough");
    let mut harness = app_harness(tree_state(TreeView::Recursive, "13", "1,2,3"));
    harness.get_by_label(en().tree.takes).click();
    harness.run();
    paste(&mut harness, &link);
    assert_eq!(harness.state().state().tab, Tab::GameTree, "the field took it");
    assert!(harness.state().notice_text().is_none());

    // Notes of 3,000 random syllables pack to some 5,000 bytes: past the bound even packed.
    let mut state = match_state();
    state.matchsticks.puzzle.notes = crate::plan_link_ui::random_hangul(3_000);
    let mut harness = app_harness(state);
    assert_eq!(copy_link(&mut harness), None, "nothing copied");
    let notice = harness.state().notice_text().unwrap_or_default();
    assert!(notice.starts_with("Link not copied: it would be "), "{notice}");
}
