//! A slide's shape (16:9 or 4:3) for a figure to fill. A figure that can stretch (the tree's
//! levels and leaves, the DP's pitch and rows) asks [`Slide::room`] how much wider or taller its
//! own drawing must grow, and grows its spacing by that much, so the drawing fills the slide
//! rather than floating in a margin; any figure is then [`Slide::frame`]d, which centres what
//! could not stretch on a page of the slide's shape.

use serde::{Deserialize, Serialize};

use super::scene::{Point, Scene, Shape};

/// A slide's shape.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum Slide {
    /// 16:9, today's projectors and screens.
    Wide,
    /// 4:3, older projectors.
    Standard,
}

impl Slide {
    /// Both shapes, the wide one first.
    pub const ALL: [Self; 2] = [Self::Wide, Self::Standard];

    /// Width over height.
    pub fn aspect(self) -> f32 {
        match self {
            Self::Wide => 16.0 / 9.0,
            Self::Standard => 4.0 / 3.0,
        }
    }

    /// "16:9" or "4:3", as written on the command line and in the window.
    pub fn name(self) -> &'static str {
        match self {
            Self::Wide => "16:9",
            Self::Standard => "4:3",
        }
    }

    /// How much a drawing of `width × height` must grow, `(wider, taller)`, to have this
    /// shape: one of the two is always 0.
    pub fn room(self, width: f32, height: f32) -> (f32, f32) {
        let aspect = self.aspect();
        if width > height * aspect {
            (0.0, width / aspect - height)
        } else {
            (height * aspect - width, 0.0)
        }
    }

    /// `scene` centred on a page of this shape (the page as wide or as tall as the scene, the
    /// other way grown); a scene that already has the shape is returned as it is.
    pub fn frame(self, mut scene: Scene) -> Scene {
        let (wider, taller) = self.room(scene.width, scene.height);
        if wider <= 0.5 && taller <= 0.5 {
            return scene;
        }
        let (dx, dy) = (wider / 2.0, taller / 2.0);
        let moved = |p: &mut Point| {
            p.x += dx;
            p.y += dy;
        };
        for shape in &mut scene.shapes {
            match shape {
                Shape::Line { from, to, .. } => {
                    moved(from);
                    moved(to);
                }
                Shape::Rect { min, max, .. } => {
                    moved(min);
                    moved(max);
                }
                Shape::Circle { centre, .. } => moved(centre),
                Shape::Polyline { points, .. } => points.iter_mut().for_each(moved),
                Shape::Text { at, .. } => moved(at),
            }
        }
        scene.width += wider;
        scene.height += taller;
        scene
    }
}

/// `scene` on `slide`'s page when one is asked for.
pub fn framed(scene: Scene, slide: Option<Slide>) -> Scene {
    match slide {
        Some(slide) => slide.frame(scene),
        None => scene,
    }
}

/// How much of its page `scene`'s drawing covers, across and down (0 … 1): the box around
/// every shape (text by its approximate width) over the page.
#[cfg(test)]
pub(crate) fn coverage(scene: &Scene) -> (f32, f32) {
    use super::scene::{Align, approx_width};
    let (mut min, mut max) = (
        Point {
            x: f32::MAX,
            y: f32::MAX,
        },
        Point {
            x: f32::MIN,
            y: f32::MIN,
        },
    );
    let mut grow = |x: f32, y: f32| {
        min = Point {
            x: min.x.min(x),
            y: min.y.min(y),
        };
        max = Point {
            x: max.x.max(x),
            y: max.y.max(y),
        };
    };
    for shape in &scene.shapes {
        match shape {
            Shape::Line { from, to, .. } => {
                grow(from.x, from.y);
                grow(to.x, to.y);
            }
            Shape::Rect { min, max, .. } => {
                grow(min.x, min.y);
                grow(max.x, max.y);
            }
            Shape::Circle { centre, radius, .. } => {
                grow(centre.x - radius, centre.y - radius);
                grow(centre.x + radius, centre.y + radius);
            }
            Shape::Polyline { points, .. } => points.iter().for_each(|p| grow(p.x, p.y)),
            Shape::Text {
                at,
                text,
                size,
                align,
                ..
            } => {
                let wide = approx_width(text, *size);
                let left = match align {
                    Align::Start => at.x,
                    Align::Middle => at.x - wide / 2.0,
                    Align::End => at.x - wide,
                };
                grow(left, at.y - size);
                grow(left + wide, at.y);
            }
        }
    }
    ((max.x - min.x) / scene.width, (max.y - min.y) / scene.height)
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::figure::scene::{Colour, pt};

    #[test]
    fn a_framed_scene_has_the_slides_shape_and_keeps_its_drawing_centred() {
        for slide in Slide::ALL {
            for (width, height) in [(1000.0, 200.0), (200.0, 1000.0)] {
                let mut scene = Scene::new(width, height, Colour::rgb(255, 255, 255), "t");
                scene.push(Shape::Circle {
                    centre: pt(width / 2.0, height / 2.0),
                    radius: 1.0,
                    fill: None,
                    stroke: None,
                });
                let framed = slide.frame(scene);
                assert!((framed.width / framed.height - slide.aspect()).abs() < 1e-3);
                assert!(framed.width >= width && framed.height >= height);
                let Shape::Circle { centre, .. } = framed.shapes[0] else {
                    panic!("a circle")
                };
                assert!((centre.x - framed.width / 2.0).abs() < 1e-3);
                assert!((centre.y - framed.height / 2.0).abs() < 1e-3);
            }
        }
    }
}
