//! The camera's mapping, fits, zooms and saved parts.

use super::*;

#[test]
fn a_saved_part_shows_the_same_part_on_a_smaller_canvas() {
    let world = Rect::from_min_max(pos2(0.0, 0.0), pos2(2000.0, 14.0));
    let big = Rect::from_min_size(pos2(0.0, 0.0), vec2(3840.0, 2000.0));
    let mut camera = Camera::default();
    camera.fit_if_needed(world, big, 70.0, Stretch::ToFill);
    assert_eq!(camera.saved(), None, "a plain fit is not kept");
    camera.zoom_around(40.0, pos2(1000.0, 900.0));
    let part = camera.saved().expect("zoomed in");
    let shown = camera.visible_world(big);
    let small = Rect::from_min_size(pos2(200.0, 80.0), vec2(800.0, 600.0));
    let mut again = Camera::default();
    again.aim(part);
    assert_eq!(again.saved(), Some(part), "kept while not yet drawn");
    assert_eq!(
        again.fit_if_needed(world, small, 70.0, Stretch::ToFill),
        Fitted::Aimed
    );
    let centre = again.to_screen(shown.center());
    assert!((centre - small.center()).length() < 0.5, "{centre:?}");
    let again_shown = again.visible_world(small);
    assert!(
        again_shown.width() >= shown.width() - 1e-2,
        "the whole width shows"
    );
    assert!(
        again_shown.width() < shown.width() * 1.5,
        "{again_shown:?} {shown:?}"
    );
    let resized = Rect::from_min_size(pos2(0.0, 0.0), vec2(1280.0, 800.0));
    assert_eq!(
        again.fit_if_needed(world, resized, 70.0, Stretch::ToFill),
        Fitted::Aimed
    );
    assert!((again.to_screen(shown.center()) - resized.center()).length() < 0.5);
    again.pan_by(vec2(10.0, 0.0));
    again.request_fit();
    assert_eq!(
        again.fit_if_needed(world, resized, 70.0, Stretch::ToFill),
        Fitted::Asked
    );
    assert_eq!(again.saved(), None, "moved, then fitted: the part is done with");
}

#[test]
fn zoom_keeps_the_point_under_the_pointer() {
    let mut camera = Camera::default();
    let world = Rect::from_min_max(pos2(0.0, 0.0), pos2(2000.0, 20.0));
    let screen = Rect::from_min_size(pos2(0.0, 0.0), vec2(1000.0, 700.0));
    camera.fit_if_needed(world, screen, 50.0, Stretch::ToFill);
    assert!(
        camera.to_screen(world.max).y > 600.0,
        "a wide tree fills the height"
    );
    let pointer = pos2(300.0, 200.0);
    let before = camera.to_world(pointer);
    camera.zoom_around(7.5, pointer);
    let after = camera.to_world(pointer);
    assert!((before - after).length() < 1e-3, "{before:?} moved to {after:?}");
    assert!((camera.to_screen(after) - pointer).length() < 1e-2);
}

#[test]
fn a_centre_asked_for_puts_the_point_mid_canvas_readable_on_the_next_fit() {
    let mut camera = Camera::default();
    let screen = Rect::from_min_size(pos2(0.0, 0.0), vec2(800.0, 500.0));
    let world = Rect::from_min_max(pos2(0.0, 0.0), pos2(2000.0, 14.0));
    camera.fit_if_needed(world, screen, 70.0, Stretch::ToFill);
    let node = pos2(1800.0, 12.0);
    camera.request_centre(node, 20.0);
    camera.fit_if_needed(world, screen, 70.0, Stretch::ToFill);
    assert!((camera.to_screen(node) - screen.center()).length() < 1e-2);
    assert!((camera.scale() - 20.0).abs() < 1e-3, "zoomed in to read it");
    camera.pan_by(vec2(300.0, 0.0));
    camera.fit_if_needed(world, screen, 70.0, Stretch::ToFill);
    assert!(
        (camera.to_screen(node) - screen.center()).length() > 299.0,
        "asked once, done once"
    );
}

#[test]
fn zoom_to_at_least_only_zooms_in_and_pan_to_show_all_keeps_both_points() {
    let mut camera = Camera::default();
    let screen = Rect::from_min_size(pos2(0.0, 0.0), vec2(400.0, 400.0));
    let world = Rect::from_min_max(pos2(0.0, 0.0), pos2(2000.0, 14.0));
    camera.fit_if_needed(world, screen, 70.0, Stretch::ToFill);
    assert!(camera.scale() < 1.0, "a wide tree fits small");
    camera.zoom_to_at_least(30.0, screen.center());
    assert!((camera.scale() - 30.0).abs() < 1e-3);
    camera.zoom_to_at_least(10.0, screen.center());
    assert!((camera.scale() - 30.0).abs() < 1e-3, "never zooms out");
    let pair = Rect::from_two_pos(pos2(1500.0, 6.0), pos2(1501.0, 7.0));
    camera.pan_to_show_all(pair, screen, 40.0);
    for corner in [pair.min, pair.max] {
        assert!(
            screen.shrink(40.0).contains(camera.to_screen(corner)),
            "{corner:?}"
        );
    }
}

#[test]
fn pan_to_show_centres_a_point_off_screen_and_leaves_one_on_screen() {
    let mut camera = Camera::default();
    let screen = Rect::from_min_size(pos2(0.0, 0.0), vec2(800.0, 600.0));
    camera.fit_if_needed(
        Rect::from_min_max(pos2(0.0, 0.0), pos2(100.0, 10.0)),
        screen,
        50.0,
        Stretch::Never,
    );
    camera.zoom_around(20.0, pos2(400.0, 300.0));
    let inside = camera.to_world(pos2(420.0, 310.0));
    camera.pan_to_show(inside, screen, 40.0);
    assert!(
        (camera.to_screen(inside) - pos2(420.0, 310.0)).length() < 1e-3,
        "unmoved"
    );
    let far = pos2(0.0, 0.0);
    assert!(!screen.contains(camera.to_screen(far)));
    camera.pan_to_show(far, screen, 40.0);
    assert!((camera.to_screen(far) - screen.center()).length() < 1e-2);
}
