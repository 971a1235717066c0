//! The class quiz in the window, shared by every tab that hides values: the Ask button (beside
//! Reveal all), and the quiz's row — the question asked, large enough for the back row, with
//! Right and Wrong, or that nothing is left to ask; then the session's score with Reset tally and
//! Export tally. Each tab keeps a [`TabQuiz`] over its own positions (coins, a heaps position's
//! id, a heap size for g(n)) and decides what is hidden; marking reveals the position through
//! the tab's own reveal, and the mark goes to the shell's tally as a [`QuizReport`]. A question
//! whose answer comes on show another way (a click, Reveal all) or whose position goes (new
//! inputs) closes unmarked ([`TabQuiz::close_unmarked`]): the class never answered it, so the tally
//! counts it neither right nor wrong, and the row says so.

use egui::{RichText, Ui};

use crate::i18n::Strings;
use crate::quiz::{Asked, Pick, Picker, Question, Score};
use crate::ui::keys::{self, KeyAction};
use crate::ui::style;
use nimlab_core::games::Outcome;

/// The question's size in points: read from the back of a classroom.
const QUESTION_SIZE: f32 = 26.0;
/// Right's and Wrong's size in points.
const MARK_SIZE: f32 = 22.0;

/// What the teacher pressed in the quiz's row or its keys.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum QuizPress {
    /// Ask about a random hidden position.
    Ask,
    /// The class's answer was right (true) or wrong (false).
    Mark(bool),
    /// Start the tally again.
    ResetTally,
    /// Save the tally as CSV.
    ExportTally,
}

/// What a tab tells the shell, which keeps the session's tally.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum QuizReport {
    /// This question was marked right (true) or wrong (false).
    Marked(Question, bool),
    /// Reset tally.
    ResetTally,
    /// Export tally (CSV).
    ExportTally,
}

impl QuizPress {
    /// The shell's part of a press: the tally's buttons; Ask and marking are the tab's.
    pub fn for_the_shell(self) -> Option<QuizReport> {
        match self {
            Self::ResetTally => Some(QuizReport::ResetTally),
            Self::ExportTally => Some(QuizReport::ExportTally),
            Self::Ask | Self::Mark(_) => None,
        }
    }
}

/// What the row says in place of a question.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
enum Said {
    /// Nothing (before the first Ask, or after a mark).
    #[default]
    Nothing,
    /// The last Ask found nothing hidden.
    NothingHidden,
    /// The open question closed unmarked: its answer came on show another way, or it went.
    ClosedUnmarked,
}

/// One tab's quiz: the seeded pick, the question open (the position `K` and what is asked),
/// what the row says when none is, and the session's score as the shell last gave it.
#[derive(Clone, Debug)]
pub struct TabQuiz<K> {
    picker: Picker<K>,
    open: Option<(K, Question)>,
    said: Said,
    score: Score,
}

impl<K> Default for TabQuiz<K> {
    fn default() -> Self {
        Self {
            picker: Picker::default(),
            open: None,
            said: Said::Nothing,
            score: Score::default(),
        }
    }
}

/// A tab (or a mode of one) that asks the class through one [`TabQuiz`]: the shell's seed and
/// score reach it, and its open question is read, the same way for each.
pub trait Quizzing {
    /// What a question is about, as the tab names its positions.
    type Position: Clone + PartialEq;

    /// The tab's quiz.
    fn tab_quiz(&self) -> &TabQuiz<Self::Position>;

    /// The tab's quiz, to change.
    fn tab_quiz_mut(&mut self) -> &mut TabQuiz<Self::Position>;

    /// Seeds the quiz's picks.
    fn seed_quiz(&mut self, seed: u64) {
        self.tab_quiz_mut().seed(seed);
    }

    /// The session's score, for the quiz's row.
    fn set_quiz_score(&mut self, score: Score) {
        self.tab_quiz_mut().set_score(score);
    }

    /// The question the quiz has open, if any.
    fn quiz_question(&self) -> Option<&Question> {
        self.tab_quiz().open().map(|(_, question)| question)
    }
}

impl<K: Clone + PartialEq> TabQuiz<K> {
    /// Picks from now on follow from `seed`.
    pub fn seed(&mut self, seed: u64) {
        self.picker = Picker::seeded(seed);
    }

    /// The session's score, to show (the shell keeps the tally).
    pub fn set_score(&mut self, score: Score) {
        self.score = score;
    }

    /// The question waiting for its mark.
    pub fn open(&self) -> Option<&(K, Question)> {
        self.open.as_ref()
    }

    /// Ask: one of `hidden` at random becomes the open question (`question` says what it asks
    /// and its true answer); with nothing hidden, none, and the row says so.
    pub fn ask(&mut self, hidden: &[K], question: impl FnOnce(&K) -> Question) -> Option<K> {
        match self.picker.pick(hidden) {
            Pick::Asked(position) => {
                self.open = Some((position.clone(), question(&position)));
                self.said = Said::Nothing;
                Some(position)
            }
            Pick::NothingHidden => {
                self.open = None;
                self.said = Said::NothingHidden;
                None
            }
        }
    }

    /// Right or Wrong: the open question, closed, for the tab to reveal and report.
    pub fn take_open(&mut self) -> Option<(K, Question)> {
        self.said = Said::Nothing;
        self.open.take()
    }

    /// Closes the open question unmarked: its answer came on show another way (a click,
    /// Reveal all) or its position went (the inputs changed), so there is nothing left for the
    /// class to answer. Each tab checks its question every frame, whatever revealed it.
    pub fn close_unmarked(&mut self) {
        if self.open.take().is_some() {
            self.said = Said::ClosedUnmarked;
        }
    }

    /// Another game, start or Hide all: the question open and the one asked last belong to
    /// what was on show.
    pub fn forget(&mut self) {
        if self.open.take().is_some() {
            self.said = Said::ClosedUnmarked;
        } else {
            self.said = Said::Nothing;
        }
        self.picker.forget();
    }

    /// The quiz's row: the open question with Right and Wrong (or that nothing is hidden),
    /// then the score with Reset tally and Export tally; nothing before the first Ask, so a
    /// classroom that does not quiz keeps its room (at 800×600 a row is the values' or the
    /// tree's).
    pub fn row_ui(&self, ui: &mut Ui, strings: &Strings) -> Option<QuizPress> {
        if self.open.is_none() && self.said == Said::Nothing && self.score.asked == 0 {
            return None;
        }
        let words = strings.quiz;
        let mut pressed = None;
        ui.horizontal_wrapped(|ui| {
            if let Some((_, question)) = &self.open {
                let asked = RichText::new(question_words(question, strings))
                    .size(QUESTION_SIZE)
                    .strong();
                ui.label(asked);
                for (right, word, colour, action) in [
                    (true, words.right, style::WIN, KeyAction::MarkRight),
                    (false, words.wrong, style::LOSE, KeyAction::MarkWrong),
                ] {
                    let text = RichText::new(word).size(MARK_SIZE).color(colour);
                    let hint = format!("{} ({})", words.mark_hint, keys::hover_names(ui.ctx(), action));
                    if ui.button(text).on_hover_text(hint).clicked() {
                        pressed = Some(QuizPress::Mark(right));
                    }
                }
                ui.separator();
            } else {
                let said = match self.said {
                    Said::Nothing => None,
                    Said::NothingHidden => Some(words.nothing_hidden),
                    Said::ClosedUnmarked => Some(words.closed_unmarked),
                };
                if let Some(said) = said {
                    ui.label(RichText::new(said).size(MARK_SIZE).strong());
                    ui.separator();
                }
            }
            ui.label(RichText::new((words.score)(self.score.right, self.score.asked)).strong());
            let any = self.score.asked > 0;
            if ui
                .add_enabled(any, egui::Button::new(words.reset_tally))
                .clicked()
            {
                pressed = Some(QuizPress::ResetTally);
            }
            if ui
                .add_enabled(any, egui::Button::new(words.export_tally))
                .clicked()
            {
                pressed = Some(QuizPress::ExportTally);
            }
        });
        pressed
    }
}

/// The Ask button, beside Reveal all; true when clicked.
pub fn ask_button_ui(ui: &mut Ui, strings: &Strings) -> bool {
    let hint = format!(
        "{} ({})",
        strings.quiz.ask_hint,
        keys::hover_names(ui.ctx(), KeyAction::Ask)
    );
    ui.button(strings.quiz.ask).on_hover_text(hint).clicked()
}

/// The class's guess a mark stands for: the true outcome when right, the other when wrong; the
/// tab's reveal then judges it as it judges a click on W or L.
pub fn guess(truth: Outcome, right: bool) -> Outcome {
    match (truth, right) {
        (outcome, true) => outcome,
        (Outcome::Win, false) => Outcome::Lose,
        (Outcome::Lose, false) => Outcome::Win,
    }
}

/// The question in words: the position only, never its answer.
pub fn question_words(question: &Question, strings: &Strings) -> String {
    let words = strings.quiz;
    match &question.asked {
        Asked::Coins(coins) => (words.question_coins)(*coins),
        Asked::Heaps { position, tagged } => (words.question_heaps)(&position.written(*tagged)),
        Asked::GrundyValue(n) => (words.question_grundy)(*n),
        Asked::SumOutcome(heaps) => (words.question_sum)(&strings.sum_words(heaps)),
    }
}
