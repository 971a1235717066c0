//! Every path through the file flow: cancel at each step, replace or not, save then carry on,
//! failures, the close button, dropped files, last run's file, and requests while busy.

use std::path::{Path, PathBuf};
use std::sync::Arc;

use super::*;

const NAME: &str = "lesson.ron";

fn facts(dirty: bool, path: Option<&Path>) -> Facts<'_> {
    Facts {
        dirty,
        path,
        name: NAME,
    }
}

/// Nothing unsaved, never saved.
fn clean() -> Facts<'static> {
    facts(false, None)
}

/// Unsaved changes, never saved.
fn dirty() -> Facts<'static> {
    facts(true, None)
}

fn path(name: &str) -> PathBuf {
    PathBuf::from("/work/files").join(name)
}

/// The dialog's answer: `name` chosen, holding what `found` says.
fn chosen(name: &str, found: Found) -> Event {
    Event::Dialog(Answer::Chosen {
        path: path(name),
        found,
        confirmed: false,
    })
}

/// Steps through `events` from `flow`, all with `facts`; the state reached and every effect.
fn run(flow: Flow, events: Vec<Event>, facts: &Facts<'_>) -> (Flow, Vec<Effect>) {
    let mut all = Vec::new();
    let flow = events.into_iter().fold(flow, |flow, event| {
        let (next, effects) = flow.step(event, facts);
        all.extend(effects);
        next
    });
    (flow, all)
}

fn ask_save() -> Effect {
    Effect::AskPath {
        kind: Kind::Save,
        name: NAME.to_owned(),
    }
}

fn ask_open() -> Effect {
    Effect::AskPath {
        kind: Kind::Open,
        name: NAME.to_owned(),
    }
}

fn export(name: &str) -> Event {
    Event::Export {
        name: name.to_owned(),
        bytes: Arc::new(b"n,outcome\n".to_vec()),
    }
}

fn export_bytes() -> Arc<Vec<u8>> {
    Arc::new(b"n,outcome\n".to_vec())
}

#[test]
fn save_writes_to_the_open_file_without_a_question() {
    let open = path("mine.ron");
    let facts = facts(true, Some(&open));
    let (flow, effects) = Flow::Idle.step(Event::Save, &facts);
    assert_eq!(effects, [Effect::WritePuzzle(open.clone())]);
    let (flow, effects) = flow.step(Event::Written(Ok(())), &facts);
    assert_eq!(flow, Flow::Idle);
    assert_eq!(effects, [Effect::Saved(open)]);
}

#[test]
fn a_failed_save_says_why_and_marks_nothing_saved() {
    let open = path("mine.ron");
    let facts = facts(true, Some(&open));
    let (flow, effects) = run(
        Flow::Idle,
        vec![Event::Save, Event::Written(Err("disk full".to_owned()))],
        &facts,
    );
    assert_eq!(flow, Flow::Idle);
    assert_eq!(
        effects,
        [
            Effect::WritePuzzle(open),
            Effect::Notify(Notice::SaveFailed("disk full".to_owned()))
        ]
    );
}

#[test]
fn save_without_a_file_asks_where_offering_the_documents_name() {
    let (flow, effects) = Flow::Idle.step(Event::Save, &clean());
    assert_eq!(effects, [ask_save()]);
    assert_eq!(
        flow,
        Flow::AwaitingPath {
            purpose: Purpose::SaveAs { then: None }
        }
    );
    let (flow, effects) = flow.step(Event::Dialog(Answer::Cancelled), &clean());
    assert_eq!((flow, effects), (Flow::Idle, vec![]), "cancel writes nothing");
}

#[test]
fn save_as_to_a_new_name_writes_at_once() {
    let (flow, effects) = run(
        Flow::Idle,
        vec![Event::SaveAs, chosen("new.ron", Found::Nothing)],
        &dirty(),
    );
    assert_eq!(effects, [ask_save(), Effect::WritePuzzle(path("new.ron"))]);
    let (flow, effects) = flow.step(Event::Written(Ok(())), &dirty());
    assert_eq!(
        (flow, effects),
        (Flow::Idle, vec![Effect::Saved(path("new.ron"))])
    );
}

#[test]
fn save_as_onto_an_existing_file_asks_naming_it() {
    let (flow, effects) = run(
        Flow::Idle,
        vec![Event::SaveAs, chosen("old.ron", Found::File)],
        &clean(),
    );
    assert_eq!(effects, [ask_save()], "nothing written yet");
    assert_eq!(
        flow,
        Flow::ConfirmOverwrite {
            path: path("old.ron"),
            purpose: Purpose::SaveAs { then: None }
        }
    );

    let (after, effects) = flow
        .clone()
        .step(Event::Overwrite(OverwriteChoice::Replace), &clean());
    assert_eq!(effects, [Effect::WritePuzzle(path("old.ron"))]);
    assert!(matches!(after, Flow::Writing { .. }));

    let (after, effects) = flow
        .clone()
        .step(Event::Overwrite(OverwriteChoice::Cancel), &clean());
    assert_eq!((after, effects), (Flow::Idle, vec![]), "cancel writes nothing");

    let (after, effects) = flow.step(Event::Overwrite(OverwriteChoice::AnotherName), &clean());
    assert_eq!(
        effects,
        [Effect::AskPath {
            kind: Kind::Save,
            name: "old.ron".to_owned()
        }],
        "asks again, offering the name refused"
    );
    assert_eq!(
        after,
        Flow::AwaitingPath {
            purpose: Purpose::SaveAs { then: None }
        }
    );
}

#[test]
fn a_dialog_that_asked_itself_is_not_asked_again() {
    let answer = Event::Dialog(Answer::Chosen {
        path: path("old.ron"),
        found: Found::File,
        confirmed: true,
    });
    let (_, effects) = run(Flow::Idle, vec![Event::SaveAs, answer], &clean());
    assert_eq!(effects, [ask_save(), Effect::WritePuzzle(path("old.ron"))]);
}

#[test]
fn a_special_file_is_refused_as_a_target() {
    for kind in [Special::Folder, Special::Fifo, Special::Device, Special::Socket] {
        let (flow, effects) = run(
            Flow::Idle,
            vec![export("x.csv"), chosen("x.csv", Found::Special(kind))],
            &clean(),
        );
        assert_eq!(flow, Flow::Idle);
        assert_eq!(
            effects.last(),
            Some(&Effect::Notify(Notice::NotAFile {
                path: path("x.csv"),
                kind
            }))
        );
        assert!(!effects.iter().any(|e| matches!(e, Effect::WriteExport { .. })));
    }
}

#[test]
fn export_asks_where_and_before_replacing() {
    let (flow, effects) = Flow::Idle.step(export("nimlab-dp-13-coins.csv"), &clean());
    assert_eq!(
        effects,
        [Effect::AskPath {
            kind: Kind::Export,
            name: "nimlab-dp-13-coins.csv".to_owned()
        }]
    );
    let (new, effects) = flow.clone().step(chosen("t.csv", Found::Nothing), &clean());
    assert_eq!(
        effects,
        [Effect::WriteExport {
            path: path("t.csv"),
            bytes: export_bytes()
        }]
    );
    let (_, effects) = new.step(Event::Written(Ok(())), &clean());
    assert_eq!(effects, [Effect::Notify(Notice::Exported(path("t.csv")))]);

    let (asking, effects) = flow.step(chosen("t.csv", Found::File), &clean());
    assert!(effects.is_empty());
    assert!(matches!(asking, Flow::ConfirmOverwrite { .. }));
    let (writing, effects) = asking
        .clone()
        .step(Event::Overwrite(OverwriteChoice::Replace), &clean());
    assert_eq!(
        effects,
        [Effect::WriteExport {
            path: path("t.csv"),
            bytes: export_bytes()
        }]
    );
    let (_, effects) = writing.step(Event::Written(Err("read-only".to_owned())), &clean());
    assert_eq!(
        effects,
        [Effect::Notify(Notice::WriteFailed {
            path: path("t.csv"),
            reason: "read-only".to_owned()
        })]
    );
    let (after, effects) = asking.step(Event::Overwrite(OverwriteChoice::Cancel), &clean());
    assert_eq!((after, effects), (Flow::Idle, vec![]));
}

#[test]
fn open_reads_the_chosen_file_off_the_ui_thread() {
    let (flow, effects) = run(
        Flow::Idle,
        vec![Event::Open, chosen("lesson.ron", Found::File)],
        &clean(),
    );
    assert_eq!(effects, [ask_open(), Effect::Read(path("lesson.ron"))]);
    let file = PuzzleFile::default();
    let (flow, effects) = flow.step(Event::Read(Ok(file.clone())), &clean());
    assert_eq!(flow, Flow::Idle);
    assert_eq!(
        effects,
        [Effect::Opened {
            path: path("lesson.ron"),
            file,
            reopen: false
        }]
    );
}

#[test]
fn a_refused_file_leaves_the_puzzle_and_says_why() {
    let reading = Flow::Reading {
        path: path("fifo"),
        reopen: false,
    };
    let (_, effects) = reading
        .clone()
        .step(Event::Read(Err(ReadFailure::NotAFile(Special::Fifo))), &clean());
    assert_eq!(
        effects,
        [Effect::Notify(Notice::NotAFile {
            path: path("fifo"),
            kind: Special::Fifo
        })]
    );
    let (_, effects) = reading.step(
        Event::Read(Err(ReadFailure::Refused("2:3: oops".to_owned()))),
        &clean(),
    );
    assert_eq!(
        effects,
        [Effect::Notify(Notice::OpenFailed {
            path: path("fifo"),
            reason: "2:3: oops".to_owned()
        })]
    );
}

#[test]
fn unsaved_changes_are_asked_about_before_they_could_be_lost() {
    for (event, next) in [
        (Event::New, Next::New),
        (Event::Open, Next::OpenDialog),
        (Event::OpenPath(path("a.ron")), Next::Open(path("a.ron"))),
        (Event::Samples, Next::Samples),
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
        vec![Event::New, Event::Unsaved(UnsavedChoice::Discard)],
        &dirty(),
    );
    assert_eq!(effects, [Effect::NewFile]);
    let (_, effects) = Flow::Idle.step(Event::Samples, &clean());
    assert_eq!(effects, [Effect::OpenSamples], "nothing to lose: no question");
}

#[test]
fn save_then_carry_on() {
    // The file has a place: it is written, then the dialog for Open comes.
    let open = path("mine.ron");
    let facts = facts(true, Some(&open));
    let (flow, effects) = run(
        Flow::Idle,
        vec![Event::Open, Event::Unsaved(UnsavedChoice::Save)],
        &facts,
    );
    assert_eq!(effects, [Effect::WritePuzzle(open.clone())]);
    let (_, effects) = flow.step(Event::Written(Ok(())), &facts);
    assert_eq!(effects, [Effect::Saved(open), ask_open()]);

    // It has none: Save as first, then the new file.
    let (flow, effects) = run(
        Flow::Idle,
        vec![
            Event::New,
            Event::Unsaved(UnsavedChoice::Save),
            chosen("kept.ron", Found::Nothing),
            Event::Written(Ok(())),
        ],
        &dirty(),
    );
    assert_eq!(flow, Flow::Idle);
    assert_eq!(
        effects,
        [
            ask_save(),
            Effect::WritePuzzle(path("kept.ron")),
            Effect::Saved(path("kept.ron")),
            Effect::NewFile
        ]
    );
}

#[test]
fn a_save_that_fails_or_is_cancelled_does_not_carry_on() {
    let (flow, effects) = run(
        Flow::Idle,
        vec![
            Event::New,
            Event::Unsaved(UnsavedChoice::Save),
            Event::Dialog(Answer::Cancelled),
        ],
        &dirty(),
    );
    assert_eq!((flow, effects), (Flow::Idle, vec![ask_save()]));
    let (flow, effects) = run(
        Flow::Idle,
        vec![
            Event::New,
            Event::Unsaved(UnsavedChoice::Save),
            chosen("x.ron", Found::File),
            Event::Overwrite(OverwriteChoice::Cancel),
        ],
        &dirty(),
    );
    assert_eq!((flow, effects), (Flow::Idle, vec![ask_save()]));
    let (_, effects) = run(
        Flow::Idle,
        vec![
            Event::New,
            Event::Unsaved(UnsavedChoice::Save),
            chosen("x.ron", Found::Nothing),
            Event::Written(Err("no space".to_owned())),
        ],
        &dirty(),
    );
    assert!(!effects.contains(&Effect::NewFile), "{effects:?}");
    assert_eq!(
        effects.last(),
        Some(&Effect::Notify(Notice::SaveFailed("no space".to_owned())))
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
    assert_eq!(effects, [Effect::DiscardChanges, Effect::Close]);
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
            Effect::Saved(open),
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
    assert!(matches!(flow, Flow::Reading { reopen: false, .. }));
}

#[test]
fn last_runs_file_is_reread_and_lost_with_a_word() {
    let (flow, effects) = Flow::Idle.step(Event::Reopen(path("last.ron")), &clean());
    assert_eq!(effects, [Effect::Read(path("last.ron"))]);
    let (_, effects) = flow
        .clone()
        .step(Event::Read(Ok(PuzzleFile::default())), &clean());
    assert!(matches!(
        effects.as_slice(),
        [Effect::Opened { reopen: true, .. }]
    ));
    let (after, effects) = flow.step(
        Event::Read(Err(ReadFailure::Refused("gone".to_owned()))),
        &clean(),
    );
    assert_eq!(after, Flow::Idle);
    assert_eq!(
        effects,
        [
            Effect::LoseFile,
            Effect::Notify(Notice::OpenFailed {
                path: path("last.ron"),
                reason: "gone".to_owned()
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
        Event::Save,
        Event::SaveAs,
        Event::New,
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
        reason: "too big".to_owned(),
    });
    let (_, effects) = awaiting.step(unreadable, &clean());
    assert_eq!(
        effects,
        [Effect::Notify(Notice::OpenFailed {
            path: PathBuf::from("big.ron"),
            reason: "too big".to_owned()
        })]
    );
}

#[test]
fn save_as_offers_a_ron_name() {
    assert_eq!(puzzle_file_name("lesson.ron"), "lesson.ron");
    assert_eq!(puzzle_file_name("Lesson.RON"), "Lesson.RON");
    assert_eq!(puzzle_file_name("Untitled"), "Untitled.ron");
}
