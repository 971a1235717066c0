//! The lesson path: the coin-game article's lesson run from a clicker's `PageDown` and `PageUp`
//! alone. `PageDown` turns the step-through on, steps through the recursive view, goes on to the DP
//! view's step-through at step 0, and at its end to the formula, the growth chart and Play;
//! `PageUp` walks back the same way. Every view of the tab is on the path, so the clicker works in
//! each. Heaps of a game walk the same path through the views they offer
//! (`TreeGameKind::offers`), skipping the others. Play's steps are the class's moves: `PageDown` plays the best one (the computer answers
//! it), `PageUp` takes the last one back; a finished game is the path's end. This is the one place
//! the path is defined; the tab carries out what [`next`] says.

use super::stepper::StepCommand;
use nimlab_model::tabs::tree::heaps::TreeGameKind;
use nimlab_model::tabs::tree::inputs::TreeView;

/// The lesson's views, in order.
pub const PATH: [TreeView; 5] = [
    TreeView::Recursive,
    TreeView::DynamicProgramming,
    TreeView::Formula,
    TreeView::Growth,
    TreeView::Play,
];

/// Play's position as steps for [`next`]: `done` is the class's moves so far, and `total` one more
/// while the class can still move (none left once the game is over).
pub fn play_steps(class_moves: usize, can_move: bool) -> (Option<usize>, Option<usize>) {
    (Some(class_moves), Some(class_moves + usize::from(can_move)))
}

/// Which way the clicker goes.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Toward {
    /// `PageDown`: on.
    On,
    /// `PageUp`: back.
    Back,
}

/// Where a view's step-through starts when the path enters it.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Entry {
    /// At step 0 (going on).
    First,
    /// At the last step (coming back).
    Last,
}

/// What one press does.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum LessonMove {
    /// A step within the view on show.
    Step(StepCommand),
    /// On or back to another view of the path.
    Enter(TreeView, Entry),
    /// Nothing: the path's end, or a view off the path.
    Stay,
}

/// The lesson's views that `kind` offers, in order.
pub fn path(kind: TreeGameKind) -> Vec<TreeView> {
    PATH.into_iter().filter(|&view| kind.offers(view)).collect()
}

/// What a press `toward` does in `view` of a game of `kind`, with `done` steps taken (none: the
/// step-through is off) of `total` (none: the view has no steps).
pub fn next(
    toward: Toward,
    kind: TreeGameKind,
    view: TreeView,
    done: Option<usize>,
    total: Option<usize>,
) -> LessonMove {
    let path = path(kind);
    let Some(at) = path.iter().position(|&v| v == view) else {
        return LessonMove::Stay;
    };
    match toward {
        Toward::On => match (done, total) {
            (None, Some(_)) => LessonMove::Step(StepCommand::Switch(true)),
            (Some(done), Some(total)) if done < total => LessonMove::Step(StepCommand::On),
            _ => path
                .get(at + 1)
                .map_or(LessonMove::Stay, |&next| LessonMove::Enter(next, Entry::First)),
        },
        Toward::Back => match (done, total) {
            (Some(done), Some(_)) if done > 0 => LessonMove::Step(StepCommand::Back),
            (Some(0), Some(_)) if at == 0 => LessonMove::Step(StepCommand::Switch(false)),
            _ => match at.checked_sub(1) {
                Some(before) => LessonMove::Enter(path[before], Entry::Last),
                None => LessonMove::Stay,
            },
        },
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// Walks the path from the recursive view with the step-through off, `presses` times.
    fn walk(
        toward: Toward,
        start: (TreeView, Option<usize>),
        presses: usize,
    ) -> Vec<(TreeView, Option<usize>)> {
        // Three steps in the tree, two in the DP table.
        let total = |view| match view {
            TreeView::Recursive => Some(3),
            TreeView::DynamicProgramming => Some(2),
            _ => None,
        };
        let (mut view, mut done) = start;
        let mut seen = vec![(view, done)];
        for _ in 0..presses {
            match next(toward, TreeGameKind::Coins, view, done, total(view)) {
                LessonMove::Step(StepCommand::Switch(on)) => done = on.then_some(0),
                LessonMove::Step(StepCommand::On) => done = done.map(|d| d + 1),
                LessonMove::Step(StepCommand::Back) => done = done.map(|d| d - 1),
                LessonMove::Step(other) => panic!("not on the path: {other:?}"),
                LessonMove::Enter(next, entry) => {
                    view = next;
                    done = match (total(next), entry) {
                        (Some(_), Entry::First) => Some(0),
                        (Some(total), Entry::Last) => Some(total),
                        (None, _) => None,
                    };
                }
                LessonMove::Stay => {}
            }
            seen.push((view, done));
        }
        seen
    }

    #[test]
    fn page_down_runs_the_lesson_and_page_up_walks_it_back() {
        use TreeView::{DynamicProgramming as Dp, Formula, Growth, Recursive};
        let on = walk(Toward::On, (Recursive, None), 9);
        let expected = vec![
            (Recursive, None),
            (Recursive, Some(0)),
            (Recursive, Some(1)),
            (Recursive, Some(2)),
            (Recursive, Some(3)),
            (Dp, Some(0)),
            (Dp, Some(1)),
            (Dp, Some(2)),
            (Formula, None),
            (Growth, None),
        ];
        assert_eq!(on, expected);
        let mut back = walk(Toward::Back, (Growth, None), 9);
        back.reverse();
        assert_eq!(back, expected, "PageUp retraces PageDown's path");
        // Before the first step a press back does nothing.
        assert_eq!(walk(Toward::Back, (Recursive, None), 1)[1], (Recursive, None));
    }

    #[test]
    fn play_ends_the_path_its_moves_its_steps() {
        use TreeView::{Growth, Play};
        assert_eq!(
            next(Toward::On, TreeGameKind::Coins, Growth, None, None),
            LessonMove::Enter(Play, Entry::First)
        );
        let (done, total) = play_steps(0, true);
        assert_eq!(
            next(Toward::On, TreeGameKind::Coins, Play, done, total),
            LessonMove::Step(StepCommand::On)
        );
        assert_eq!(
            next(Toward::Back, TreeGameKind::Coins, Play, done, total),
            LessonMove::Enter(Growth, Entry::Last)
        );
        let (done, total) = play_steps(2, true);
        assert_eq!(
            next(Toward::Back, TreeGameKind::Coins, Play, done, total),
            LessonMove::Step(StepCommand::Back)
        );
        let (done, total) = play_steps(3, false);
        assert_eq!(
            next(Toward::On, TreeGameKind::Coins, Play, done, total),
            LessonMove::Stay,
            "the game is over"
        );
        assert_eq!(
            next(Toward::Back, TreeGameKind::Coins, Play, done, total),
            LessonMove::Step(StepCommand::Back)
        );
    }

    #[test]
    fn heaps_walk_only_the_views_they_offer() {
        use TreeView::{DynamicProgramming as Dp, Formula, Growth, Recursive};
        let heaps = TreeGameKind::Heaps;
        assert_eq!(path(heaps), [Recursive, Dp, Formula]);
        assert_eq!(
            next(Toward::On, heaps, Recursive, None, None),
            LessonMove::Enter(Dp, Entry::First)
        );
        assert_eq!(
            next(Toward::On, heaps, Dp, None, None),
            LessonMove::Enter(Formula, Entry::First)
        );
        assert_eq!(
            next(Toward::Back, heaps, Dp, None, None),
            LessonMove::Enter(Recursive, Entry::Last)
        );
        assert_eq!(next(Toward::Back, heaps, Recursive, None, None), LessonMove::Stay);
        assert_eq!(
            next(Toward::On, heaps, Formula, None, None),
            LessonMove::Stay,
            "no growth"
        );
        assert_eq!(next(Toward::On, heaps, Growth, None, None), LessonMove::Stay);
    }
}
