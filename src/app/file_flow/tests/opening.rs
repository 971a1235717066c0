//! Opening, the unsaved-changes question, the close button, dropped files, last run's file,
//! and one operation at a time.

use std::path::PathBuf;
use std::sync::Arc;

use super::*;

#[test]
fn open_reads_the_chosen_file_off_the_ui_thread() {
    let (flow, effects) = run(
        Flow::Idle,
        vec![
            Event::Command(FileCommand::Open),
            chosen("lesson.ron", Found::File),
        ],
        &clean(),
    );
    assert_eq!(effects, [ask_open(), Effect::Read(path("lesson.ron"))]);
    let file = PuzzleFile::default();
    let (flow, effects) = flow.step(Event::Read(Ok(file.clone())), &clean());
    assert_eq!(flow, Flow::Idle);
    assert_eq!(
        effects,
        [Effect::Hand(Handover::Opened {
            path: path("lesson.ron"),
            file,
        })]
    );
}

#[test]
fn a_refused_file_leaves_the_puzzle_and_says_why() {
    let reading = Flow::Reading {
        path: path("fifo"),
        reopen: None,
    };
    let (_, effects) = reading
        .clone()
        .step(Event::Read(Err(FileProblem::NotAFile(Special::Fifo))), &clean());
    assert_eq!(
        effects,
        [Effect::Notify(Notice::NotAFile {
            path: path("fifo"),
            kind: Special::Fifo
        })]
    );
    let (_, effects) = reading.step(
        Event::Read(Err(FileProblem::NotText { line: 2, column: 3 })),
        &clean(),
    );
    assert_eq!(
        effects,
        [Effect::Notify(Notice::OpenFailed {
            path: path("fifo"),
            problem: FileProblem::NotText { line: 2, column: 3 }
        })]
    );
}

#[test]
fn unsaved_changes_are_asked_about_before_they_could_be_lost() {
    for (event, next) in [
        (Event::Command(FileCommand::New), Next::New),
        (Event::Command(FileCommand::Open), Next::OpenDialog),
        (
            Event::Command(FileCommand::OpenRecent(path("a.ron"))),
            Next::Open(path("a.ron")),
        ),
        (Event::Command(FileCommand::OpenSamples), Next::Samples),
    ] {
        let (flow, effects) = Flow::Idle.step(event.clone(), &dirty());
        assert_eq!(flow, Flow::AskingUnsaved { next }, "{event:?}");
        assert!(effects.is_empty(), "{event:?}: nothing happens before the answer");
        let (flow, effects) = flow.step(Event::Unsaved(UnsavedChoice::Cancel), &dirty());
        assert_eq!(
            (flow, effects),
            (Flow::Idle, vec![]),
            "{event:?}: cancel does nothing"
        );
    }
    let (_, effects) = run(
        Flow::Idle,
        vec![
            Event::Command(FileCommand::New),
            Event::Unsaved(UnsavedChoice::Discard),
        ],
        &dirty(),
    );
    assert_eq!(effects, [Effect::Hand(Handover::NewFile)]);
    let (_, effects) = Flow::Idle.step(Event::Command(FileCommand::OpenSamples), &clean());
    assert_eq!(
        effects,
        [Effect::Hand(Handover::Collection(samples()))],
        "nothing to lose: no question"
    );
}

#[test]
fn closing_waits_for_unsaved_changes() {
    let (flow, effects) = Flow::Idle.step(Event::CloseRequested, &clean());
    assert_eq!(
        (flow, effects),
        (Flow::Idle, vec![]),
        "nothing to lose: it closes"
    );

    let (asking, effects) = Flow::Idle.step(Event::CloseRequested, &dirty());
    assert_eq!(effects, [Effect::KeepOpen]);
    assert_eq!(asking, Flow::AskingUnsaved { next: Next::Close });

    let (closed, effects) = asking
        .clone()
        .step(Event::Unsaved(UnsavedChoice::Discard), &dirty());
    assert_eq!(effects, [Effect::Hand(Handover::ChangesDiscarded), Effect::Close]);
    assert_eq!(closed, Flow::Closed);
    let (_, effects) = closed.step(Event::CloseRequested, &clean());
    assert!(effects.is_empty(), "the close goes through");

    let open = path("mine.ron");
    let (flow, effects) = run(
        asking,
        vec![Event::Unsaved(UnsavedChoice::Save), Event::Written(Ok(()))],
        &facts(true, Some(&open)),
    );
    assert_eq!(flow, Flow::Closed);
    assert_eq!(
        effects,
        [
            Effect::WritePuzzle(open.clone()),
            Effect::Hand(Handover::Saved(open)),
            Effect::Close
        ]
    );
}

#[test]
fn closing_while_a_file_is_written_waits() {
    let writing = Flow::Writing {
        path: path("x.ron"),
        after: After::Saved { then: None },
    };
    let (flow, effects) = writing.clone().step(Event::CloseRequested, &dirty());
    assert_eq!((flow, effects), (writing, vec![Effect::KeepOpen]));
}

#[test]
fn a_dropped_file_opens_after_the_unsaved_question() {
    let (flow, effects) = Flow::Idle.step(Event::Dropped, &dirty());
    assert_eq!(effects, [Effect::ReadDropped]);
    let dropped = Event::Dialog(Answer::Chosen {
        path: path("drop.ron"),
        found: Found::Nothing,
        confirmed: false,
    });
    let (asking, effects) = flow.clone().step(dropped.clone(), &dirty());
    assert!(effects.is_empty());
    assert_eq!(
        asking,
        Flow::AskingUnsaved {
            next: Next::Open(path("drop.ron"))
        }
    );
    let (_, effects) = asking.step(Event::Unsaved(UnsavedChoice::Discard), &dirty());
    assert_eq!(effects, [Effect::Read(path("drop.ron"))]);
    let (_, effects) = flow.step(dropped, &clean());
    assert_eq!(effects, [Effect::Read(path("drop.ron"))], "nothing to lose");

    // In the browser the dropped file comes as a name and bytes.
    let bytes: Arc<[u8]> = Arc::from(&b"(format: 1)"[..]);
    let picked = Event::Dialog(Answer::Picked {
        name: "drop.ron".to_owned(),
        bytes: Arc::clone(&bytes),
    });
    let (flow, effects) = run(Flow::Idle, vec![Event::Dropped, picked], &clean());
    assert_eq!(
        effects,
        [
            Effect::ReadDropped,
            Effect::Parse {
                name: "drop.ron".to_owned(),
                bytes
            }
        ]
    );
    assert!(matches!(flow, Flow::Reading { reopen: None, .. }));
}

#[test]
fn last_runs_file_is_reread_and_lost_with_a_word() {
    let working = Box::new((2, PuzzleRecord::default()));
    let reopen = Event::Reopen {
        path: path("last.ron"),
        working,
    };
    let (flow, effects) = Flow::Idle.step(reopen, &clean());
    assert_eq!(effects, [Effect::Read(path("last.ron"))]);
    let (_, effects) = flow
        .clone()
        .step(Event::Read(Ok(PuzzleFile::default())), &clean());
    assert!(matches!(
        effects.as_slice(),
        [Effect::Hand(Handover::Reopened { index: 2, .. })]
    ));
    let (after, effects) = flow.step(Event::Read(Err(FileProblem::NotFound)), &clean());
    assert_eq!(after, Flow::Idle);
    assert_eq!(
        effects,
        [
            Effect::Hand(Handover::FileLost),
            Effect::Notify(Notice::OpenFailed {
                path: path("last.ron"),
                problem: FileProblem::NotFound
            })
        ]
    );
}

#[test]
fn one_operation_at_a_time() {
    let awaiting = Flow::AwaitingPath {
        purpose: Purpose::Open,
    };
    for event in [
        Event::Command(FileCommand::Save),
        Event::Command(FileCommand::SaveAs),
        Event::Command(FileCommand::New),
        export("x.csv"),
        Event::Dropped,
    ] {
        let (flow, effects) = awaiting.clone().step(event.clone(), &dirty());
        assert_eq!(
            (flow, effects),
            (awaiting.clone(), vec![]),
            "{event:?} is ignored"
        );
    }
    for stray in [
        Event::Written(Ok(())),
        Event::Overwrite(OverwriteChoice::Replace),
        Event::Unsaved(UnsavedChoice::Save),
        Event::Dialog(Answer::Cancelled),
    ] {
        let (flow, effects) = Flow::Idle.step(stray.clone(), &dirty());
        assert_eq!((flow, effects), (Flow::Idle, vec![]), "{stray:?} is stray");
    }
}

#[test]
fn a_lost_dialog_or_an_unreadable_pick_is_said() {
    let awaiting = Flow::AwaitingPath {
        purpose: Purpose::Open,
    };
    let (flow, effects) = awaiting.clone().step(Event::DialogLost, &clean());
    assert_eq!(flow, Flow::Idle);
    assert!(matches!(
        effects.as_slice(),
        [Effect::Notify(Notice::InternalError(_))]
    ));
    let unreadable = Event::Dialog(Answer::Unreadable {
        name: "big.ron".to_owned(),
        problem: FileProblem::BrowserRefused("too big".to_owned()),
    });
    let (_, effects) = awaiting.step(unreadable, &clean());
    assert_eq!(
        effects,
        [Effect::Notify(Notice::OpenFailed {
            path: PathBuf::from("big.ron"),
            problem: FileProblem::BrowserRefused("too big".to_owned())
        })]
    );
}

/// A link's view on the matchstick tab (with a puzzle), or on the Grundy tab (without).
fn link(with_puzzle: bool) -> (Event, Next) {
    use crate::app::share::{LinkFrom, SharedView};
    let view = SharedView {
        tab: Some(crate::app::Tab::Grundy),
        matchsticks: with_puzzle.then(Default::default),
        ..SharedView::default()
    };
    (
        Event::OpenLink(Box::new(view.clone()), LinkFrom::Pasted),
        Next::OpenLink(Box::new(view), LinkFrom::Pasted),
    )
}

#[test]
fn a_link_with_a_puzzle_asks_about_unsaved_changes_first() {
    let (event, next) = link(true);
    let Next::OpenLink(view, from) = next.clone() else {
        unreachable!("a link")
    };
    let opens = Effect::OpenLink(view, from);
    let (flow, effects) = Flow::Idle.step(event.clone(), &dirty());
    assert_eq!(
        (&flow, effects.as_slice()),
        (&Flow::AskingUnsaved { next }, &[][..])
    );
    let (_, effects) = flow.clone().step(Event::Unsaved(UnsavedChoice::Cancel), &dirty());
    assert!(
        effects.is_empty(),
        "cancel: the puzzle stays, the link is not opened"
    );
    let (_, effects) = flow
        .clone()
        .step(Event::Unsaved(UnsavedChoice::Discard), &dirty());
    assert_eq!(effects, std::slice::from_ref(&opens));
    // Save: written where it lives, then the link opens.
    let open = path("mine.ron");
    let facts = facts(true, Some(&open));
    let (flow, effects) = flow.step(Event::Unsaved(UnsavedChoice::Save), &facts);
    assert_eq!(effects, [Effect::WritePuzzle(open.clone())]);
    let (_, effects) = flow.step(Event::Written(Ok(())), &facts);
    assert_eq!(effects, [Effect::Hand(Handover::Saved(open)), opens.clone()]);
    // Nothing unsaved: no question.
    assert_eq!(Flow::Idle.step(event, &clean()), (Flow::Idle, vec![opens]));
}

#[test]
fn a_link_without_a_puzzle_opens_at_once_and_none_opens_while_busy() {
    let (event, next) = link(false);
    let Next::OpenLink(view, from) = next else {
        unreachable!("a link")
    };
    let (flow, effects) = Flow::Idle.step(event.clone(), &dirty());
    assert_eq!((flow, effects), (Flow::Idle, vec![Effect::OpenLink(view, from)]));
    let reading = Flow::Reading {
        path: path("a.ron"),
        reopen: None,
    };
    let (flow, effects) = reading.clone().step(event, &clean());
    assert_eq!((flow, effects), (reading, vec![]), "one operation at a time");
}
