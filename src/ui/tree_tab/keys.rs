//! The tab's keys: each key of `ui::keys` that works here becomes the event its
//! button sends, read only while that button is on show; and what the step-through's commands
//! and the lesson path do to the model, for `apply`.

use egui::Context;
use nimlab_core::games::Outcome;
use nimlab_core::games::play::{Player, computer_take};

use super::TreeTab;
use super::event::{PlayEvent, TreeEvent, ZOOM_STEP};
use super::lesson::{self, LessonMove, Toward};
use super::step_through;
use super::stepper::StepCommand;
use crate::ui::keys::{self, KeyAction, Scope};
use crate::ui::quiz::QuizPress;
use crate::work::shown_tree::ShownTree;
use nimlab_model::tabs::tree::inputs::TreeView;

impl TreeTab {
    /// The events of the keys pressed since the last frame, those whose button is on show.
    pub(super) fn key_events(&self, ctx: &Context) -> Vec<TreeEvent> {
        let Some(analysis) = self.analysis() else {
            return Vec::new();
        };
        let view = self.inputs.view;
        let steps = step_through::total(analysis, view, self.inputs.evaluation).is_some();
        let stepping = steps && self.step_through.done().is_some();
        let on_path = lesson::path(self.inputs.kind).contains(&view);
        let mut events: Vec<TreeEvent> = keys::pressed(ctx, Scope::Lesson, |action| match action {
            KeyAction::LessonOn | KeyAction::LessonBack => on_path,
            _ => stepping,
        })
        .into_iter()
        .filter_map(|(action, _)| {
            Some(match action {
                KeyAction::LessonOn => TreeEvent::Lesson(Toward::On),
                KeyAction::LessonBack => TreeEvent::Lesson(Toward::Back),
                KeyAction::StepOn => TreeEvent::Step(StepCommand::On),
                KeyAction::StepBack => TreeEvent::Step(StepCommand::Back),
                KeyAction::FirstStep => TreeEvent::Step(StepCommand::First),
                KeyAction::LastStep => TreeEvent::Step(StepCommand::Last),
                KeyAction::PlayPause => TreeEvent::Step(StepCommand::PlayPause),
                _ => return None,
            })
        })
        .collect();
        let asked = self
            .selection
            .node_in(&analysis.tree)
            .filter(|&id| view != TreeView::Play && self.classroom.asks(id));
        let takes = self.takes(analysis);
        let pressed = keys::pressed(ctx, Scope::GameTree, |action| match action {
            KeyAction::RevealAll => self.classroom.revealed().is_some(),
            KeyAction::HideAll => self.classroom.on && self.classroom.revealed().is_none(),
            KeyAction::AnswerWin | KeyAction::AnswerLose => asked.is_some(),
            KeyAction::Ask => self.classroom.on,
            KeyAction::MarkRight | KeyAction::MarkWrong => self.classroom.quiz.open().is_some(),
            KeyAction::Take => !takes.is_empty(),
            KeyAction::ZoomIn | KeyAction::ZoomOut | KeyAction::Fit => {
                matches!(view, TreeView::Recursive | TreeView::DynamicProgramming)
            }
            _ => true,
        });
        events.extend(pressed.into_iter().filter_map(|(action, key)| {
            Some(match action {
                KeyAction::ViewRecursive
                | KeyAction::ViewDp
                | KeyAction::ViewFormula
                | KeyAction::ViewGrowth
                | KeyAction::ViewPlay => TreeEvent::ShowView(view_of(action)?),
                KeyAction::RevealAll => TreeEvent::RevealAll,
                KeyAction::HideAll => TreeEvent::HideAll,
                KeyAction::AnswerWin | KeyAction::AnswerLose => TreeEvent::Answer {
                    node: asked?,
                    guess: if action == KeyAction::AnswerWin {
                        Outcome::Win
                    } else {
                        Outcome::Lose
                    },
                },
                KeyAction::Ask => TreeEvent::Quiz(QuizPress::Ask),
                KeyAction::MarkRight => TreeEvent::Quiz(QuizPress::Mark(true)),
                KeyAction::MarkWrong => TreeEvent::Quiz(QuizPress::Mark(false)),
                KeyAction::Take => {
                    let take = keys::digit(key).filter(|take| takes.contains(take))?;
                    TreeEvent::Play(PlayEvent::Take(take))
                }
                KeyAction::ZoomIn => TreeEvent::ZoomIn,
                KeyAction::ZoomOut => TreeEvent::ZoomOut,
                KeyAction::Fit => TreeEvent::FitView,
                _ => return None,
            })
        }));
        events
    }

    /// Heaps of a game's keys: a view's key shows it when the heaps offer it, and `PageDown` and
    /// `PageUp` walk the lesson path through the views they offer; while the step-through is on, they step it first.
    pub(super) fn heaps_keys(&mut self, ctx: &Context) {
        let kind = self.inputs.kind;
        let mut on_show = kind.shown(self.inputs.view);
        let lesson = keys::pressed(ctx, Scope::Lesson, |action| {
            matches!(action, KeyAction::LessonOn | KeyAction::LessonBack)
        });
        let views = keys::pressed(ctx, Scope::GameTree, |action| {
            view_of(action).is_some_and(|view| kind.offers(view))
        });
        for (action, _) in lesson {
            let toward = if action == KeyAction::LessonOn {
                Toward::On
            } else {
                Toward::Back
            };
            // While the step-through is on, the press steps the recursion, as in the coin game;
            // two presses in one frame walk two views: each walks on from where the last left.
            let (done, total) = self.heaps.steps_progress();
            match lesson::next(toward, kind, on_show, done, total) {
                LessonMove::Enter(view, _) => {
                    self.inputs.view = view;
                    on_show = view;
                }
                LessonMove::Step(command) => self.heaps.step(command),
                LessonMove::Stay => {}
            }
        }
        if let Some(view) = views.into_iter().find_map(|(action, _)| view_of(action)) {
            self.inputs.view = view;
        }
        let zooms = keys::pressed(ctx, Scope::GameTree, |action| {
            matches!(action, KeyAction::ZoomIn | KeyAction::ZoomOut | KeyAction::Fit)
        });
        for (action, _) in zooms {
            let factor = match action {
                KeyAction::ZoomIn => Some(ZOOM_STEP),
                KeyAction::ZoomOut => Some(1.0 / ZOOM_STEP),
                _ => None,
            };
            self.heaps.zoom(self.inputs.view, factor);
        }
    }

    /// The takes Play's buttons offer now: the legal ones, on the player's turn in Play.
    fn takes(&self, analysis: &ShownTree) -> Vec<u32> {
        let Some(game) = self.play.game().filter(|_| self.inputs.view == TreeView::Play) else {
            return Vec::new();
        };
        let solution = &analysis.solution;
        if game.to_move() != Player::Human || game.is_over(solution) {
            return Vec::new();
        }
        solution.game.legal_moves(game.coins).collect()
    }

    /// A step-through button's or key's command, on the sequence on show.
    pub(super) fn step(&mut self, command: StepCommand) {
        if let Some(analysis) = self.shown.as_deref() {
            let (view, evaluation) = (self.inputs.view, self.inputs.evaluation);
            self.step_through.apply(command, analysis, view, evaluation);
        }
    }

    /// `PageDown` or `PageUp`: a step, or on or back to another view of the lesson path.
    pub(super) fn lesson(&mut self, toward: Toward) {
        let Some(analysis) = self.shown.clone() else {
            return;
        };
        let (view, evaluation) = (self.inputs.view, self.inputs.evaluation);
        let (done, total) = if view == TreeView::Play {
            let class_moves = self.play.game().map_or(0, |game| {
                game.moves
                    .iter()
                    .filter(|(player, _)| *player == Player::Human)
                    .count()
            });
            lesson::play_steps(class_moves, !self.takes(&analysis).is_empty())
        } else {
            let total = step_through::total(&analysis, view, evaluation);
            (self.step_through.done(), total)
        };
        match lesson::next(toward, self.inputs.kind, view, done, total) {
            LessonMove::Step(command) if view == TreeView::Play => {
                let event = if command == StepCommand::Back {
                    PlayEvent::Undo
                } else {
                    // The move the computer would make in the class's place: perfect play.
                    let best = self
                        .play
                        .game()
                        .and_then(|game| computer_take(&analysis.solution, &analysis.remoteness, game.coins));
                    let Some(take) = best else { return };
                    PlayEvent::Take(take)
                };
                self.play.apply(event, &analysis);
            }
            LessonMove::Step(command) => self.step(command),
            LessonMove::Enter(next, entry) => {
                self.inputs.view = next;
                self.step_through.enter(&analysis, next, evaluation, entry);
            }
            LessonMove::Stay => {}
        }
    }
}

/// The view a view key shows, if `action` is one.
fn view_of(action: KeyAction) -> Option<TreeView> {
    Some(match action {
        KeyAction::ViewRecursive => TreeView::Recursive,
        KeyAction::ViewDp => TreeView::DynamicProgramming,
        KeyAction::ViewFormula => TreeView::Formula,
        KeyAction::ViewGrowth => TreeView::Growth,
        KeyAction::ViewPlay => TreeView::Play,
        _ => return None,
    })
}
