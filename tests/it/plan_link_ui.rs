//! A real lesson plan travels as a link: seed 000's six-step lesson with a page of Korean notes,
//! too long for a link while links were percent-encoded RON, is copied with the Lesson panel
//! open and pasted into another window, where it opens whole; links written before packing
//! still open; a packed link that is cut, changed or would inflate past its bound (a zip bomb)
//! is refused with its reason and changes nothing.

use base64::Engine as _;
use base64::engine::general_purpose::URL_SAFE_NO_PAD;
use nimlab::app::share::{DEFAULT_WEB_URL, MAX_LINK_CHARS, MAX_UNPACKED_BYTES, PACKED_MARK};
use nimlab::app::{AppState, PLAN_MARK, Tab};
use nimlab::ui::tree_tab::TreeView;
use nimlab_model::lesson_plan::{LessonPlan, LessonStep, SavedLesson};
use nimlab_model::shared_view::SharedView;
use percent_encoding::{AsciiSet, NON_ALPHANUMERIC, utf8_percent_encode};

use crate::lesson_plan_ui::{App, lesson_harness, six_steps};
use crate::share_link_ui::{copy_link, paste};
use crate::support::tree::tree_state;
use crate::support::{app_harness_sized, en, settle};

/// A teacher's note of 600 Korean characters, as one would write it (sentences, not one
/// syllable repeated, which would pack far better than any real note).
fn korean_note() -> String {
    const SENTENCES: [&str; 8] = [
        "동전 13개가 있고 한 번에 1개에서 3개까지 가져갈 수 있습니다. ",
        "마지막 동전을 가져가는 사람이 지는 미제르 규칙입니다. ",
        "먼저 두 사람씩 짝을 지어 세 판을 해 보게 하세요. ",
        "어느 쪽이 이기는지 예상을 칠판에 적게 합니다. ",
        "동전이 1개 남았을 때 차례인 사람은 반드시 집니다. ",
        "그러면 2개, 3개, 4개가 남았을 때는 어떨까요? ",
        "4로 나눈 나머지가 1인 위치를 찾아낸 모둠을 칭찬해 주세요. ",
        "다음 시간에는 가져갈 수 있는 개수를 바꾸어 봅니다. ",
    ];
    SENTENCES
        .iter()
        .cycle()
        .flat_map(|s| s.chars())
        .take(600)
        .collect()
}

/// `count` Hangul syllables drawn by a seeded generator (xorshift): notes no packing shortens
/// much (about 13.4 bits a syllable), for a plan too long for a link even packed.
pub(crate) fn random_hangul(count: usize) -> String {
    let mut seed = 0x2545_F491_4F6C_DD1D_u64;
    (0..count)
        .map(|_| {
            seed ^= seed << 13;
            seed ^= seed >> 7;
            seed ^= seed << 17;
            char::from_u32(0xAC00 + (seed % 11_172) as u32).unwrap_or('가')
        })
        .collect()
}

/// A window on seed 000's lesson with `plan` open in the Lesson panel.
fn with_plan(plan: LessonPlan) -> App {
    let state = AppState {
        lesson: SavedLesson {
            plan: Some(plan),
            panel: true,
            ..SavedLesson::default()
        },
        ..tree_state(TreeView::Recursive, "13", "1,2,3")
    };
    let mut harness = app_harness_sized(state, egui::vec2(800.0, 600.0));
    settle(&mut harness);
    harness
}

/// Seed 000's six steps, clicked and typed in the Lesson panel; the first note is `note`.
fn seed_000_plan(note: Option<String>) -> LessonPlan {
    let mut harness = lesson_harness();
    six_steps(&mut harness);
    let mut plan = harness.state().lesson_plan().expect("six steps").clone();
    if let Some(note) = note {
        plan.steps[0].note = note;
    }
    plan
}

#[test]
fn a_lesson_with_a_page_of_korean_notes_is_copied_as_a_link_and_opens_whole() {
    let note = korean_note();
    assert_eq!(note.chars().count(), 600);
    // Percent-encoded, each syllable's three UTF-8 bytes took three characters each: the note
    // alone was past the bound.
    assert!(3 * note.len() > MAX_LINK_CHARS, "{} bytes", note.len());
    let plan = seed_000_plan(Some(note));
    let mut teacher = with_plan(plan.clone());
    let link = copy_link(&mut teacher).expect("the plan's link was copied");
    let chars = link.chars().count();
    assert!(chars <= MAX_LINK_CHARS, "{chars} characters");
    let packed = format!("{DEFAULT_WEB_URL}{PLAN_MARK}{PACKED_MARK}");
    assert!(link.starts_with(&packed), "{link}");
    assert!(
        link[packed.len()..]
            .bytes()
            .all(|b| b.is_ascii_alphanumeric() || b == b'-' || b == b'_'),
        "base64url only: {link}"
    );

    // The other window has no plan yet: the link opens it without a question.
    let mut student = app_harness_sized(
        tree_state(TreeView::Formula, "7", "1,2"),
        egui::vec2(800.0, 600.0),
    );
    settle(&mut student);
    paste(&mut student, &link);
    assert_eq!(student.state().lesson_plan(), Some(&plan));
    assert!(student.state().is_lesson_panel_open());
}

/// What links written before packing escaped: all but RFC 3986's unreserved characters.
const ESCAPED: &AsciiSet = &NON_ALPHANUMERIC
    .remove(b'-')
    .remove(b'.')
    .remove(b'_')
    .remove(b'~');

/// `text`'s link as written before links were packed: percent-encoded behind `mark`.
fn plain_link(mark: &str, text: &str) -> String {
    format!("{DEFAULT_WEB_URL}{mark}{}", utf8_percent_encode(text, ESCAPED))
}

#[test]
fn links_pack_to_about_half_their_plain_length_or_less() {
    let plan = seed_000_plan(None);
    let mut teacher = with_plan(plan.clone());
    let link = copy_link(&mut teacher).expect("copied");
    let unpacked = plain_link(PLAN_MARK, &plan.to_line());
    let (packed, unpacked) = (link.chars().count(), unpacked.chars().count());
    eprintln!("seed 000's six-step plan: {packed} characters packed, {unpacked} unpacked");
    assert!(2 * packed < unpacked, "{packed} packed, {unpacked} unpacked");

    let korean = seed_000_plan(Some(korean_note()));
    let link = copy_link(&mut with_plan(korean.clone())).expect("copied");
    let unpacked = plain_link(PLAN_MARK, &korean.to_line());
    let (packed, unpacked) = (link.chars().count(), unpacked.chars().count());
    eprintln!("with a 600-character Korean note: {packed} characters packed, {unpacked} unpacked");
    assert!(2 * packed < unpacked, "{packed} packed, {unpacked} unpacked");

    // Seed 004's puzzle, the matchstick paper's `0+3=09`.
    let mut designer = app_harness_sized(
        crate::support::matchsticks::match_state(),
        egui::vec2(1280.0, 800.0),
    );
    let link = copy_link(&mut designer).expect("copied");
    let view = designer.state().shared_view().state_text();
    let unpacked = plain_link("#state=", &view);
    let (packed, unpacked) = (link.chars().count(), unpacked.chars().count());
    eprintln!("seed 004's puzzle: {packed} characters packed, {unpacked} unpacked");
    assert!(packed < unpacked, "{packed} packed, {unpacked} unpacked");
}

/// A plan of one step on the Grundy tab, its note `note`.
fn one_step_plan(note: &str) -> LessonPlan {
    LessonPlan {
        steps: vec![LessonStep {
            note: note.to_owned(),
            view: SharedView {
                tab: Some(Tab::Grundy),
                ..SharedView::default()
            },
        }],
        ..LessonPlan::default()
    }
}

#[test]
fn a_plan_link_written_before_packing_still_opens() {
    // Seed 000's six steps took 4,105 characters percent-encoded, past the bound: an old link
    // was of a smaller plan.
    let plan = one_step_plan("한 단계: 그런디 값");
    let old = plain_link(PLAN_MARK, &plan.to_line());
    let mut other = with_plan(LessonPlan::default());
    other
        .state_mut()
        .open_link_text(&old, nimlab::app::share::LinkFrom::Pasted);
    crate::support::run_until_still(&mut other);
    if other.state().is_asking_to_save() {
        crate::support::click(&mut other, en().discard);
    }
    assert_eq!(other.state().lesson_plan(), Some(&plan));
}

/// Pastes `text` into a window with a plan of one step open; the notice it raised, and
/// whether the plan stayed as it was.
fn refused(text: &str) -> (String, bool) {
    let plan = one_step_plan("kept");
    let mut harness = with_plan(plan.clone());
    paste(&mut harness, text);
    let notice = harness.state().notice_text().unwrap_or_default();
    (notice, harness.state().lesson_plan() == Some(&plan))
}

#[test]
fn a_zip_bomb_is_refused_at_its_bound() {
    // Two mebibytes of `(` deflate to about two kilobytes: a link of fewer than 3,000
    // characters that would inflate to eight times the bound.
    let bomb = miniz_oxide::deflate::compress_to_vec_zlib(&vec![b'('; 2 * 1024 * 1024], 10);
    let link = format!(
        "{DEFAULT_WEB_URL}{PLAN_MARK}{PACKED_MARK}{}",
        URL_SAFE_NO_PAD.encode(bomb)
    );
    assert!(link.len() < MAX_LINK_CHARS, "{} characters", link.len());
    let (notice, kept) = refused(&link);
    let why = (en().link.too_large)(MAX_UNPACKED_BYTES / 1024);
    assert_eq!(notice, (en().link_refused)(&why));
    assert!(kept, "the open plan stays");
}

#[test]
fn a_cut_or_changed_packed_link_is_refused_as_broken() {
    let mut teacher = with_plan(seed_000_plan(None));
    let link = copy_link(&mut teacher).expect("copied");
    let broken = (en().link_refused)(en().link.damaged);
    let middle = link.len() - 40;
    let changed = if &link[middle..=middle] == "Q" { "R" } else { "Q" };
    for text in [
        link[..link.len() - 10].to_owned(),
        format!("{}*{}", &link[..middle], &link[middle + 1..]),
        format!("{}{changed}{}", &link[..middle], &link[middle + 1..]),
    ] {
        let (notice, kept) = refused(&text);
        assert_eq!(notice, broken, "{text}");
        assert!(kept);
    }
}
