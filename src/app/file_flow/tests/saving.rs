//! Saving and exporting: where, whether to replace, what follows, and failures.

use super::*;

#[test]
fn save_writes_to_the_open_file_without_a_question() {
    let open = path("mine.ron");
    let facts = facts(true, Some(&open));
    let (flow, effects) = Flow::Idle.step(Event::Command(FileCommand::Save), &facts);
    assert_eq!(effects, [Effect::WritePuzzle(open.clone())]);
    let (flow, effects) = flow.step(Event::Written(Ok(())), &facts);
    assert_eq!(flow, Flow::Idle);
    assert_eq!(effects, [Effect::Hand(Handover::Saved(open))]);
}

#[test]
fn a_failed_save_says_why_and_marks_nothing_saved() {
    let open = path("mine.ron");
    let facts = facts(true, Some(&open));
    let (flow, effects) = run(
        Flow::Idle,
        vec![
            Event::Command(FileCommand::Save),
            Event::Written(Err(FileProblem::DiskFull)),
        ],
        &facts,
    );
    assert_eq!(flow, Flow::Idle);
    assert_eq!(
        effects,
        [
            Effect::WritePuzzle(open.clone()),
            Effect::Notify(Notice::SaveFailed {
                path: open,
                problem: FileProblem::DiskFull
            })
        ]
    );
}

#[test]
fn save_without_a_file_asks_where_offering_the_documents_name() {
    let (flow, effects) = Flow::Idle.step(Event::Command(FileCommand::Save), &clean());
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
        vec![
            Event::Command(FileCommand::SaveAs),
            chosen("new.ron", Found::Nothing),
        ],
        &dirty(),
    );
    assert_eq!(effects, [ask_save(), Effect::WritePuzzle(path("new.ron"))]);
    let (flow, effects) = flow.step(Event::Written(Ok(())), &dirty());
    assert_eq!(
        (flow, effects),
        (Flow::Idle, vec![Effect::Hand(Handover::Saved(path("new.ron")))])
    );
}

#[test]
fn save_as_onto_an_existing_file_asks_naming_it() {
    let (flow, effects) = run(
        Flow::Idle,
        vec![
            Event::Command(FileCommand::SaveAs),
            chosen("old.ron", Found::File),
        ],
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
    let (_, effects) = run(
        Flow::Idle,
        vec![Event::Command(FileCommand::SaveAs), answer],
        &clean(),
    );
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
    let (_, effects) = writing.step(Event::Written(Err(FileProblem::ReadOnly)), &clean());
    assert_eq!(
        effects,
        [Effect::Notify(Notice::WriteFailed {
            path: path("t.csv"),
            problem: FileProblem::ReadOnly
        })]
    );
    let (after, effects) = asking.step(Event::Overwrite(OverwriteChoice::Cancel), &clean());
    assert_eq!((after, effects), (Flow::Idle, vec![]));
}

#[test]
fn save_then_carry_on() {
    // The file has a place: it is written, then the dialog for Open comes.
    let open = path("mine.ron");
    let facts = facts(true, Some(&open));
    let (flow, effects) = run(
        Flow::Idle,
        vec![
            Event::Command(FileCommand::Open),
            Event::Unsaved(UnsavedChoice::Save),
        ],
        &facts,
    );
    assert_eq!(effects, [Effect::WritePuzzle(open.clone())]);
    let (_, effects) = flow.step(Event::Written(Ok(())), &facts);
    assert_eq!(effects, [Effect::Hand(Handover::Saved(open)), ask_open()]);

    // It has none: Save as first, then the new file.
    let (flow, effects) = run(
        Flow::Idle,
        vec![
            Event::Command(FileCommand::New),
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
            Effect::Hand(Handover::Saved(path("kept.ron"))),
            Effect::Hand(Handover::NewFile)
        ]
    );
}

#[test]
fn a_save_that_fails_or_is_cancelled_does_not_carry_on() {
    let (flow, effects) = run(
        Flow::Idle,
        vec![
            Event::Command(FileCommand::New),
            Event::Unsaved(UnsavedChoice::Save),
            Event::Dialog(Answer::Cancelled),
        ],
        &dirty(),
    );
    assert_eq!((flow, effects), (Flow::Idle, vec![ask_save()]));
    let (flow, effects) = run(
        Flow::Idle,
        vec![
            Event::Command(FileCommand::New),
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
            Event::Command(FileCommand::New),
            Event::Unsaved(UnsavedChoice::Save),
            chosen("x.ron", Found::Nothing),
            Event::Written(Err(FileProblem::DiskFull)),
        ],
        &dirty(),
    );
    assert!(!effects.contains(&Effect::Hand(Handover::NewFile)), "{effects:?}");
    assert_eq!(
        effects.last(),
        Some(&Effect::Notify(Notice::SaveFailed {
            path: path("x.ron"),
            problem: FileProblem::DiskFull
        }))
    );
}

#[test]
fn save_as_offers_a_ron_name() {
    assert_eq!(puzzle_file_name("lesson.ron"), "lesson.ron");
    assert_eq!(puzzle_file_name("Lesson.RON"), "Lesson.RON");
    assert_eq!(puzzle_file_name("Untitled"), "Untitled.ron");
}
