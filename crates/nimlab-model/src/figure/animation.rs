//! The tree tab's step-through as an animated GIF, for slides (every slide program plays one):
//! each frame is the tree figure (the coin game's or a heap game's, any tree the recursion
//! walks) or the DP's at one step, "Step k of N" under its title. The
//! cost is known before the first frame is drawn ([`AnimationRequest::plan`]): at most
//! [`MAX_FRAMES`] frames (past that, every k-th step, and the caption says so) of at most
//! [`MAX_FRAME_PIXELS`] pixels; frames are drawn one at a time and streamed into the encoder,
//! never all held.

use serde::{Deserialize, Serialize};

use nimlab_core::games::grundy::HeapGame;
use nimlab_core::games::positions::{Limits, PositionGraph};
use nimlab_core::games::recursive::Evaluation;
use nimlab_core::games::{CoinGame, Rule};
use nimlab_core::watch::Unwatched;

use super::dp::DpFigure;
use super::gif_frames::GifFrames;
use super::position_tree::PositionTreeFigure;
use super::slide::Slide;
use super::steps::{MAX_FRAMES, Sampling};
use super::theme::Theme;
use super::tree::TreeFigure;
use super::{Scene, pixel_size, rgba_pixels};
use crate::i18n::Language;

/// The most pixels one frame may have: a 1920-pixel-wide slide about 2,000 pixels tall. With
/// [`MAX_FRAMES`], an animation draws at most 1.6 billion pixels.
pub const MAX_FRAME_PIXELS: u64 = 4_000_000;

/// A frame's delay when none is asked for: the step-through's own pace, 2 steps a second.
pub const DEFAULT_DELAY_MS: u32 = 500;

/// The shortest and longest frame delay, in milliseconds (GIF counts hundredths of a second, and
/// viewers play anything under 20 ms slower than asked).
pub const DELAYS_MS: std::ops::RangeInclusive<u32> = 20..=10_000;

/// The last frame stays this many times longer, so the finished figure is seen before the loop.
const LAST_FRAME_HOLD: u32 = 4;

/// Which step-through the animation plays.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub enum Stepped {
    /// The recursion's calls and returns over the tree figure (to a depth).
    Tree {
        /// The game.
        game: CoinGame,
        /// Coins at the root.
        coins: u32,
        /// Levels below the root, or as deep as fits a slide.
        depth: Option<u32>,
        /// Every move, or the stop at the first winning move.
        evaluation: Evaluation,
    },
    /// A heap game's recursion over its recursive tree figure (to a depth).
    PositionTree {
        /// Each heap's game and size, in the order typed.
        start: Vec<(HeapGame, u32)>,
        /// Normal play or misère.
        rule: Rule,
        /// Levels below the root, or as deep as fits a slide.
        depth: Option<u32>,
        /// Every move, or the stop at the first winning move.
        evaluation: Evaluation,
    },
    /// The DP's states filled bottom-up, over its DAG and table.
    Dp {
        /// The game.
        game: CoinGame,
        /// The largest pile.
        coins: u32,
    },
}

/// An animated GIF of a step-through to draw (the work called `animate-figure`).
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct AnimationRequest {
    /// What it plays.
    pub stepped: Stepped,
    /// Light or dark.
    pub theme: Theme,
    /// The words' language.
    pub language: Language,
    /// Pixels across (clamped to [`super::PNG_WIDTHS`]), the height in proportion.
    pub width: u32,
    /// How long each frame shows, in milliseconds (clamped to [`DELAYS_MS`]).
    pub delay_ms: u32,
    /// The slide every frame fills (a 1920-pixel 16:9 GIF is 1080 high), or the figure's own size.
    pub slide: Option<Slide>,
}

/// What an animation will cost, known before it starts.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Plan {
    /// Which steps become frames.
    pub sampling: Sampling,
    /// Pixels across.
    pub width: u32,
    /// Pixels down.
    pub height: u32,
}

impl Plan {
    /// How many frames.
    pub fn frames(&self) -> usize {
        self.sampling.frames()
    }

    /// Pixels drawn in all: frames × pixels a frame.
    pub fn pixels(&self) -> u64 {
        self.frames() as u64 * u64::from(self.width) * u64::from(self.height)
    }
}

/// Why an animation is refused before any frame is drawn.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Refusal {
    /// A frame would have more than [`MAX_FRAME_PIXELS`] pixels.
    TooLarge {
        /// Pixels across.
        width: u32,
        /// Pixels down.
        height: u32,
    },
    /// The heaps' graph is refused before it is built (too costly, or a game that cannot be
    /// played), in the engine's words.
    Refused(String),
}

impl std::fmt::Display for Refusal {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        match self {
            Self::TooLarge { width, height } => write!(
                f,
                "a {width} × {height} pixel frame is larger than {} million pixels: choose a smaller width or depth",
                MAX_FRAME_PIXELS / 1_000_000
            ),
            Self::Refused(refused) => f.write_str(refused),
        }
    }
}

impl AnimationRequest {
    /// Runs `each` with the number of steps and a way to draw the frame after `done` steps
    /// (`every`: one frame every so many steps, for the caption); or why the heaps' graph is
    /// refused, its cost checked before it is built.
    fn with_steps<R>(
        &self,
        each: impl FnOnce(usize, &dyn Fn(usize, usize) -> Scene) -> R,
    ) -> Result<R, String> {
        let language = self.language;
        let caption = |done: usize, steps: usize, every: usize, words: Option<String>| {
            let caption = (language.strings().figure.step_caption)(done, steps, every);
            words.map_or(caption.clone(), |words| format!("{caption} · {words}"))
        };
        match &self.stepped {
            Stepped::Tree {
                game,
                coins,
                depth,
                evaluation,
            } => {
                let solution = game.solve(*coins);
                let figure = TreeFigure {
                    solution: &solution,
                    coins: *coins,
                    depth: *depth,
                    evaluation: *evaluation,
                    language,
                    theme: self.theme,
                    slide: self.slide,
                };
                let steps = figure.steps();
                let total = steps.len();
                Ok(each(total, &|done, every| {
                    steps.scene(done, &caption(done, total, every, steps.step_words(done)))
                }))
            }
            Stepped::PositionTree {
                start,
                rule,
                depth,
                evaluation,
            } => {
                let graph = PositionGraph::build(start, *rule, Limits::default(), &mut Unwatched)
                    .map_err(|refused| refused.to_string())?;
                let figure = PositionTreeFigure {
                    graph: &graph,
                    start,
                    depth: *depth,
                    evaluation: *evaluation,
                    language,
                    theme: self.theme,
                    slide: self.slide,
                };
                let steps = figure.steps();
                let total = steps.len();
                Ok(each(total, &|done, every| {
                    steps.scene(done, &caption(done, total, every, steps.step_words(done)))
                }))
            }
            Stepped::Dp { game, coins } => {
                let solution = game.solve(*coins);
                let figure = DpFigure {
                    solution: &solution,
                    coins: *coins,
                    language,
                    theme: self.theme,
                    slide: self.slide,
                };
                let total = figure.steps();
                Ok(each(total, &|done, every| {
                    figure.scene_at(done, &caption(done, total, every, figure.step_words(done)))
                }))
            }
        }
    }

    /// The frames and their size, or why it is refused: cheap (the game solved, the first
    /// frame's shapes laid out, nothing drawn).
    pub fn plan(&self) -> Result<Plan, Refusal> {
        self.with_steps(|steps, draw| plan_of(&draw(0, 1), steps, self.width))
            .unwrap_or_else(|refused| Err(Refusal::Refused(refused)))
    }

    /// The GIF's bytes: every frame drawn and encoded in turn. `keep_going` is told the frames
    /// done and in all, before the first and after each one; `None` once it says stop.
    pub fn encode(
        &self,
        keep_going: &mut dyn FnMut(usize, usize) -> bool,
    ) -> Option<Result<Vec<u8>, String>> {
        let delay = (self.delay_ms.clamp(*DELAYS_MS.start(), *DELAYS_MS.end()) / 10) as u16;
        let encoded = self.with_steps(|steps, draw| {
            let plan = match plan_of(&draw(0, 1), steps, self.width) {
                Ok(plan) => plan,
                Err(refusal) => return Some(Err(refusal.to_string())),
            };
            let mut gif = match GifFrames::new(Vec::new(), plan.width as u16, plan.height as u16) {
                Ok(gif) => gif,
                Err(error) => return Some(Err(error)),
            };
            let frames = plan.frames();
            if !keep_going(0, frames) {
                return None;
            }
            for (frame, done) in plan.sampling.frame_steps().enumerate() {
                let scene = draw(done, plan.sampling.every);
                let drawn = rgba_pixels(&scene, plan.width, MAX_FRAME_PIXELS)
                    .map_err(|e| e.to_string())
                    .and_then(|rgba| {
                        let last = frame + 1 == frames;
                        let hold = if last { LAST_FRAME_HOLD as u16 } else { 1 };
                        gif.push(rgba, delay.saturating_mul(hold))
                    });
                if let Err(error) = drawn {
                    return Some(Err(error));
                }
                if !keep_going(frame + 1, frames) {
                    return None;
                }
            }
            Some(gif.finish())
        });
        encoded.unwrap_or_else(|refused| Some(Err(refused)))
    }
}

/// The plan for `steps` steps whose first frame is `first`, `width` pixels wide: every frame has
/// its size (a frame's shapes change with the step, never its size).
fn plan_of(first: &Scene, steps: usize, width: u32) -> Result<Plan, Refusal> {
    let (width, height, _) = pixel_size(first, width);
    if u64::from(width) * u64::from(height) > MAX_FRAME_PIXELS || height > u32::from(u16::MAX) {
        return Err(Refusal::TooLarge { width, height });
    }
    let sampling = Sampling::of(steps);
    debug_assert!(sampling.frames() <= MAX_FRAMES);
    Ok(Plan {
        sampling,
        width,
        height,
    })
}

#[cfg(test)]
mod tests;
