//! Exporting a figure: where is asked first, the drawing starts only once the path (and, for a
//! file that exists, replacing it) is agreed, and what the drawing comes to decides the write.

use super::*;

fn export_drawing(name: &str) -> Event {
    Event::ExportDrawing {
        name: name.to_owned(),
    }
}

#[test]
fn a_figure_is_asked_where_before_it_is_drawn() {
    let (flow, effects) = Flow::Idle.step(export_drawing("tree.gif"), &clean());
    assert_eq!(
        effects,
        [Effect::AskPath {
            kind: Kind::Export,
            name: "tree.gif".to_owned()
        }],
        "the question comes first, with no drawing under way"
    );
    let (drawing, effects) = flow.step(chosen("t.gif", Found::Nothing), &clean());
    assert_eq!(effects, [Effect::Draw]);
    assert_eq!(drawing, Flow::Drawing { path: path("t.gif") });

    let (writing, effects) = drawing.step(Event::Drawn(Drawn::Bytes(export_bytes())), &clean());
    assert_eq!(
        effects,
        [Effect::WriteExport {
            path: path("t.gif"),
            bytes: export_bytes()
        }]
    );
    let (idle, effects) = writing.step(Event::Written(Ok(())), &clean());
    assert_eq!(effects, [Effect::Notify(Notice::Exported(path("t.gif")))]);
    assert!(idle.is_idle());
}

#[test]
fn replacing_is_agreed_before_the_drawing_starts() {
    let (asking, effects) = run(
        Flow::Idle,
        vec![export_drawing("tree.pdf"), chosen("t.pdf", Found::File)],
        &clean(),
    );
    assert!(
        !effects.contains(&Effect::Draw),
        "nothing is drawn while the question is open: {effects:?}"
    );
    let (_, effects) = asking
        .clone()
        .step(Event::Overwrite(OverwriteChoice::Replace), &clean());
    assert_eq!(effects, [Effect::Draw]);
    let (after, effects) = asking.step(Event::Overwrite(OverwriteChoice::Cancel), &clean());
    assert_eq!((after, effects), (Flow::Idle, vec![]));
}

#[test]
fn a_cancelled_question_draws_nothing() {
    let (after, effects) = run(
        Flow::Idle,
        vec![export_drawing("tree.png"), Event::Dialog(Answer::Cancelled)],
        &clean(),
    );
    assert!(after.is_idle());
    assert_eq!(effects.len(), 1, "only the question: {effects:?}");
}

#[test]
fn a_drawing_that_fails_or_is_stopped_writes_nothing() {
    let drawing = Flow::Drawing { path: path("t.gif") };
    let failed = Notice::FigureFailed("too large".to_owned());
    let (after, effects) = drawing
        .clone()
        .step(Event::Drawn(Drawn::Failed(failed.clone())), &clean());
    assert_eq!((after, effects), (Flow::Idle, vec![Effect::Notify(failed)]));
    let (after, effects) = drawing.clone().step(Event::Drawn(Drawn::Cancelled), &clean());
    assert_eq!((after, effects), (Flow::Idle, vec![]));

    // Another request while it draws is ignored, and the close waits for it.
    let (still, effects) = drawing.clone().step(export("x.csv"), &clean());
    assert_eq!((still, effects), (drawing.clone(), vec![]));
    let (still, effects) = drawing.clone().step(Event::CloseRequested, &clean());
    assert_eq!((still, effects), (drawing, vec![Effect::KeepOpen]));
}
