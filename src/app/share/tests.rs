//! Links written and read back: each part round-trips, a link's state is a state the app's
//! start reads, and whatever is cut, changed, oversized or hostile is refused with its reason.

use super::*;
use crate::app::{AppState, Tab};
use crate::ui::grundy_tab::HeapInput;
use crate::ui::match_tab::{MatchPanel, Mode};
use nimlab_core::matchsticks::layout::{Layout, Rules};
use nimlab_core::matchsticks::solve::Goal;
use nimlab_core::puzzle_file::PuzzleRecord;
use nimlab_model::tabs::grundy::inputs::GrundyInputs;
use nimlab_model::tabs::matchsticks::saved_tab::SharedPuzzle;
use nimlab_model::tabs::tree::inputs::TreeInputs;
use nimlab_model::tabs::tree::inputs::TreeView;

const BASE: &str = "https://school.example/nimlab/index.html";

fn tree_view() -> SharedView {
    SharedView {
        tab: Some(Tab::GameTree),
        tree: Some(TreeInputs {
            coins: "13".to_owned(),
            takes: "1, 3, 4".to_owned(),
            view: TreeView::DynamicProgramming,
            ..TreeInputs::default()
        }),
        classroom: Some(true),
        ..SharedView::default()
    }
}

fn grundy_view() -> SharedView {
    SharedView {
        tab: Some(Tab::Grundy),
        grundy: Some(GrundyInputs {
            takes: "2,5,7".to_owned(),
            heaps: vec![HeapInput {
                game: "0.77".to_owned(),
                size: 9,
            }],
            selected: Some(12),
            ..GrundyInputs::default()
        }),
        classroom: Some(false),
        ..SharedView::default()
    }
}

/// A puzzle whose texts hold everything a link must survive.
fn puzzle_view() -> SharedView {
    let layout = Layout::parse("0+3=09").expect("an equation");
    let puzzle = PuzzleRecord {
        title: "성냥개비 #1 & 2: 100% \"참\"".to_owned(),
        author: "김 선생님 <kim@school.example>".to_owned(),
        notes: "성냥개비 한 개를 옮겨서 등식을 참으로 만드세요.\n(a+b)=c?".to_owned(),
        ..PuzzleRecord::new(&layout, Goal::Move, 2, Rules::default())
    };
    SharedView {
        tab: Some(Tab::Matchsticks),
        matchsticks: Some(SharedPuzzle {
            puzzle,
            equation: "9+3=1 2".to_owned(),
            mode: Mode::Play,
            panel: MatchPanel::Puzzle,
        }),
        classroom: Some(false),
        ..SharedView::default()
    }
}

#[test]
fn every_tab_comes_back_from_its_link() {
    for view in [tree_view(), grundy_view(), puzzle_view()] {
        let link = view.link(BASE).expect("short enough");
        assert!(link.starts_with(&format!("{BASE}#state=")), "{link}");
        assert!(
            !link[BASE.len() + 1..].contains(['#', '&', ' ', '(', ')', '"']),
            "{link}"
        );
        assert_eq!(SharedView::read(&link), Ok(view.clone()));
        // The state alone, as the page's address or NIMLAB_STATE holds it, opens the same.
        assert_eq!(SharedView::read(&view.state_text()), Ok(view.clone()));
    }
}

#[test]
fn a_links_state_is_a_state_the_app_reads() {
    for view in [tree_view(), grundy_view(), puzzle_view()] {
        let state: AppState = ron::from_str(&view.state_text()).expect("a part of an AppState");
        assert_eq!(Some(state.tab), view.tab);
        assert_eq!(Some(state.classroom), view.classroom);
        if let Some(tree) = &view.tree {
            assert_eq!(&state.tree, tree);
        }
        if let Some(grundy) = &view.grundy {
            assert_eq!(&state.grundy, grundy);
        }
        if let Some(shared) = &view.matchsticks {
            assert_eq!(state.matchsticks, shared.saved_tab());
        }
    }
}

#[test]
fn links_survive_what_carries_them() {
    let view = puzzle_view();
    let link = view.link(BASE).expect("short enough");
    let wrapped: String = link
        .chars()
        .enumerate()
        .flat_map(|(i, c)| {
            if i % 70 == 69 {
                vec![c, '\r', '\n']
            } else {
                vec![c]
            }
        })
        .collect();
    for carried in [
        format!("  {link}\n"),
        format!("<{link}>"),
        wrapped,
        link.replace(BASE, "http://localhost:8080/"),
        link[BASE.len()..].to_owned(),
    ] {
        assert_eq!(SharedView::read(&carried), Ok(view.clone()), "{carried}");
    }
    // An address bar shows a hand-written state's brackets and colons as they are.
    let typed = "http://localhost:8080/#state=(tab:Grundy,grundy:(takes:%221,2%22))";
    let read = SharedView::read(typed).expect("opens");
    assert_eq!(read.tab, Some(Tab::Grundy));
    assert_eq!(read.grundy.map(|g| g.takes).as_deref(), Some("1,2"));
}

#[test]
fn a_whole_remembered_state_opens_as_its_view() {
    let state = AppState {
        tab: Tab::Grundy,
        language: crate::i18n::Language::Korean,
        ..AppState::default()
    };
    let text = ron::to_string(&state).expect("writes");
    let view = SharedView::read(&text).expect("opens");
    assert_eq!(view.tab, Some(Tab::Grundy));
    assert_eq!(view.grundy, Some(state.grundy));
    let shared = view.matchsticks.expect("the puzzle, not the files");
    assert_eq!(shared.puzzle, state.matchsticks.puzzle);
    assert_eq!(shared.equation, state.matchsticks.equation);
}

#[test]
fn what_is_not_a_link_is_refused_with_its_reason() {
    let link = grundy_view().link(BASE).expect("short enough");
    let cut = &link[..link.len() - 9];
    assert_eq!(SharedView::read(cut), Err(LinkRefusal::Damaged), "packed, cut");
    let plain = plain_link(&grundy_view());
    assert!(matches!(
        SharedView::read(&plain[..plain.len() - 9]),
        Err(LinkRefusal::Unreadable { .. })
    ));
    assert_eq!(SharedView::read("1,2,3"), Err(LinkRefusal::NotALink));
    assert_eq!(SharedView::read(""), Err(LinkRefusal::NotALink));
    assert_eq!(
        SharedView::read("https://example.com/"),
        Err(LinkRefusal::NotALink)
    );
    assert_eq!(SharedView::read("x#state=%FF%FE"), Err(LinkRefusal::NotText));
    assert_eq!(SharedView::read("x#state=()"), Err(LinkRefusal::NothingToOpen));
    assert!(matches!(
        SharedView::read("x#state=(tab:Chess)"),
        Err(LinkRefusal::Unreadable { line: 1, .. })
    ));
    assert!(matches!(
        SharedView::read("(tree:(coins:13))"),
        Err(LinkRefusal::Unreadable { .. })
    ));
}

#[test]
fn oversized_and_hostile_links_are_refused_before_or_as_they_are_read() {
    let long = format!(
        "x#state=(tab:Grundy,grundy:(takes:\"{}\"))",
        "1".repeat(MAX_LINK_CHARS)
    );
    assert_eq!(SharedView::read(&long), Err(LinkRefusal::TooLong));
    assert_eq!(
        SharedView::read(&"(".repeat(10_000_000)),
        Err(LinkRefusal::TooLong),
        "ten million characters refused unread"
    );
    let deep = format!("{}{}", "(tree:".repeat(500), ")".repeat(500));
    assert!(SharedView::read(&deep).is_err(), "nesting past RON's limit");
    // Within the link's length but past what a field holds: refused, not cut.
    let coins = "(tab:GameTree,tree:(coins:\"1234567890123\"))";
    assert_eq!(
        SharedView::read(coins),
        Err(LinkRefusal::OutOfBounds(Forgotten::TreeInputs))
    );
    let heaps = format!("(grundy:(heaps:[{}]))", "(game:\"nim\",size:1),".repeat(13));
    assert_eq!(
        SharedView::read(&heaps),
        Err(LinkRefusal::OutOfBounds(Forgotten::GrundyInputs))
    );
    let big_heap = "(grundy:(heaps:[(game:\"nim\",size:4000000000)]))";
    assert_eq!(
        SharedView::read(big_heap),
        Err(LinkRefusal::OutOfBounds(Forgotten::GrundyInputs))
    );
    for puzzle in [
        "(layout:[Equals,Equals])",
        "(layout:[Digit(\"xyz\"),Equals,Digit(\"bc\")])",
        "(layout:[Digit(\"bc\"),Equals,Digit(\"bc\")],steps:99)",
        "(layout:[])",
    ] {
        let text = format!("(tab:Matchsticks,matchsticks:(puzzle:{puzzle}))");
        assert_eq!(
            SharedView::read(&text),
            Err(LinkRefusal::OutOfBounds(Forgotten::Matchsticks)),
            "{puzzle}"
        );
    }
}

#[test]
fn copy_link_refuses_a_view_too_long_to_carry() {
    // Notes no packing shortens much: 3,000 Hangul syllables from a seeded generator (xorshift),
    // about 13.4 bits each, some 5,000 bytes however packed.
    let mut seed = 0x9E37_79B9_7F4A_7C15_u64;
    let notes: String = (0..3_000)
        .map(|_| {
            seed ^= seed << 13;
            seed ^= seed >> 7;
            seed ^= seed << 17;
            char::from_u32(0xAC00 + (seed % 11_172) as u32).unwrap_or('가')
        })
        .collect();
    let mut view = puzzle_view();
    if let Some(shared) = &mut view.matchsticks {
        shared.puzzle.notes = notes;
    }
    let Err(LinkTooLong(chars)) = view.link(BASE) else {
        panic!("a link with 3,000 random syllables is too long");
    };
    assert!(chars > MAX_LINK_CHARS);
    // A thousand takes, 1 to 1000, once past the bound, now pack into it.
    let every_take: Vec<String> = (1..=1000).map(|n| n.to_string()).collect();
    let view = SharedView {
        tree: Some(TreeInputs {
            takes: every_take.join(","),
            ..TreeInputs::default()
        }),
        ..tree_view()
    };
    assert!(plain_link(&view).len() > MAX_LINK_CHARS);
    assert!(view.link(BASE).is_ok());
    let view = puzzle_view();
    let length = view.link(BASE).expect("short enough").chars().count();
    assert!(
        length < 1_000,
        "the matchstick paper's puzzle with Korean texts: {length} characters"
    );
}

/// The link to `view` as it was written before links were packed: its state percent-encoded.
fn plain_link(view: &SharedView) -> String {
    format!("{BASE}{STATE_MARK}{}", percent::encode(&view.state_text()))
}

#[test]
fn links_are_packed_when_shorter_and_old_links_still_open() {
    for view in [tree_view(), grundy_view(), puzzle_view()] {
        let (link, plain) = (view.link(BASE).expect("short enough"), plain_link(&view));
        assert!(link.contains(PACKED_MARK), "{link}");
        assert!(link.len() < plain.len(), "{link} against {plain}");
        assert_eq!(SharedView::read(&plain), Ok(view.clone()), "an old link opens");
        // A packed link whose `~` something carrying it escaped.
        assert_eq!(SharedView::read(&link.replace('~', "%7E")), Ok(view));
    }
    // The smallest views are shorter percent-encoded, and stay so.
    let grundy = SharedView {
        tab: Some(Tab::Grundy),
        ..SharedView::default()
    };
    assert_eq!(grundy.link(BASE), Ok(plain_link(&grundy)));
    assert!(grundy.link(BASE).is_ok_and(|link| link.ends_with("%3AGrundy%29")));
}
