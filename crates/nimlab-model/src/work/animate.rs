//! A step-through drawn as an animated GIF (the work called `animate-figure`): the request is
//! [`AnimationRequest`], the figure module's plain description of it; progress counts frames.

use crate::figure::animation::AnimationRequest;
use crate::jobs::{Progress, Work};

impl Work for AnimationRequest {
    /// The GIF file's bytes, or why it could not be drawn.
    type Output = Result<Vec<u8>, String>;
    const NAME: &'static str = "animate-figure";

    fn run(self, progress: &Progress) -> Option<Self::Output> {
        let mut reported = 0;
        self.encode(&mut |done, total| {
            progress.set_total(total as u64);
            progress.advance(done.saturating_sub(reported) as u64);
            reported = done;
            !progress.is_cancelled()
        })
    }
}
