//! The class quiz on the Grundy tab: Ask picks, among what is still hidden, an n whose g(n) the
//! table hides (selected, its mex worked out beside, the answer held back) or, while the sum
//! builder's sum is analysed and hidden, who wins that sum; Right or Wrong reveals g(n) as the
//! teacher's Reveal does, or the sum through its verdict's own Reveal, and reports the mark to the
//! shell's tally. A question whose answer comes on show another way, or whose position goes,
//! closes unmarked.

use super::GrundyTab;
use super::classroom::GrundyAsk;
use super::sum_view::{SumState, parsed};
use crate::quiz::{Asked, Question, Tab, TrueAnswer};
use crate::ui::quiz::{QuizPress, QuizReport, Quizzing, TabQuiz};
use crate::ui::shell_action::ShellAction;
use crate::work::sum_analysis::SumKey;
use nimlab_core::games::sums::Heap;
use nimlab_core::games::{Outcome, Rule};
use nimlab_model::tabs::grundy::inputs::HeapInput;

impl Quizzing for GrundyTab {
    type Position = GrundyAsk;

    fn tab_quiz(&self) -> &TabQuiz<GrundyAsk> {
        &self.classroom.quiz
    }

    fn tab_quiz_mut(&mut self) -> &mut TabQuiz<GrundyAsk> {
        &mut self.classroom.quiz
    }
}

impl GrundyTab {
    /// A press in the quiz's row or its keys.
    pub(super) fn quiz_press(&mut self, press: QuizPress) -> Option<ShellAction> {
        match press {
            QuizPress::Ask => {
                self.ask();
                None
            }
            QuizPress::Mark(right) => {
                let (asked, question) = self.classroom.quiz.take_open()?;
                match asked {
                    GrundyAsk::Value(n) => self.classroom.reveal(n),
                    GrundyAsk::Sum(heaps, rule) => self.classroom.reveal_sum(&heaps, rule),
                }
                Some(ShellAction::Quiz(QuizReport::Marked(question, right)))
            }
            QuizPress::ResetTally | QuizPress::ExportTally => press.for_the_shell().map(ShellAction::Quiz),
        }
    }

    /// Ask: a hidden g(n), or the hidden sum's outcome, at random; an n asked is selected, and
    /// a sum asked unfolds the sum so its verdict (hidden) is on show.
    fn ask(&mut self) {
        let values = self
            .result()
            .map(|result| result.values().to_vec())
            .unwrap_or_default();
        let (heaps, rule) = (self.inputs.heaps.clone(), self.inputs.sum_rule);
        let sum = self
            .sum
            .outcome_to_ask(&heaps, rule)
            .filter(|_| self.classroom.hides_sum(&heaps, rule));
        let classroom = &mut self.classroom;
        let mut hidden: Vec<GrundyAsk> = (0..values.len())
            .filter_map(|n| u32::try_from(n).ok())
            .filter(|&n| classroom.hides(n))
            .map(GrundyAsk::Value)
            .collect();
        if sum.is_some() {
            hidden.push(GrundyAsk::Sum(heaps, rule));
        }
        let asked = classroom.quiz.ask(&hidden, |asked| match asked {
            GrundyAsk::Value(n) => Question {
                tab: Tab::Grundy,
                asked: Asked::GrundyValue(*n),
                answer: TrueAnswer::Value(values[*n as usize]),
            },
            GrundyAsk::Sum(..) => {
                let (engine, outcome) = sum.clone().expect("asked only when analysed");
                Question {
                    tab: Tab::Grundy,
                    asked: Asked::SumOutcome(engine),
                    answer: TrueAnswer::Outcome(outcome),
                }
            }
        });
        match asked {
            Some(GrundyAsk::Value(n)) => self.inputs.selected = Some(n),
            Some(GrundyAsk::Sum(..)) => self.sum_folded = Some(false),
            None => {}
        }
    }

    /// Closes the open question unmarked once its answer is on show (a click, Reveal all, the
    /// sum's Reveal) or its position is gone (another table, another sum).
    pub(super) fn close_answered_question(&mut self) {
        let Some((asked, _)) = self.classroom.quiz.open() else {
            return;
        };
        let still_asked = match asked {
            GrundyAsk::Value(n) => {
                let count = self.result().map_or(0, |result| result.values().len());
                (*n as usize) < count && self.classroom.hides(*n)
            }
            GrundyAsk::Sum(heaps, rule) => {
                *heaps == self.inputs.heaps
                    && *rule == self.inputs.sum_rule
                    && self.classroom.hides_sum(heaps, *rule)
                    && self.sum.outcome_to_ask(heaps, *rule).is_some()
            }
        };
        if !still_asked {
            self.classroom.quiz.close_unmarked();
        }
    }
}

impl SumState {
    /// The heaps of the sum `built` under `rule` and who wins it, once analysed and while no
    /// game is on (a game's position is the players', not the class's question): what the quiz
    /// asks about.
    fn outcome_to_ask(&self, built: &[HeapInput], rule: Rule) -> Option<(Vec<Heap>, Outcome)> {
        if self.play.game().is_some() || self.play.shown_heaps().is_some() {
            return None;
        }
        let key = SumKey {
            heaps: parsed(built).ok()?,
            rule,
        };
        match self.analyses.result() {
            Some((shown, outcome)) if *shown == key => {
                let analysis = outcome.as_ref().as_ref().ok()?;
                Some((key.heaps, analysis.outcome))
            }
            _ => None,
        }
    }
}
