//! Frames streamed into an animated GIF, one at a time: each frame after the first is written as
//! the rectangle where it differs from the one before (a step changes a node or two and the
//! caption), drawn over what is kept, so the file stays small and only two frames are ever held.
//! Colours go through the `gif` crate's own quantizer (a neural net, when a rectangle has more
//! than 256).

use std::io::Write;

use gif::{DisposalMethod, Encoder, Frame, Repeat};

/// The quantizer's speed, 1 (best) to 30 (fastest): figures are flat colours and anti-aliased
/// edges, which 10 keeps clean.
const SPEED: i32 = 10;

/// An animated GIF being written.
pub(super) struct GifFrames<W: Write> {
    encoder: Encoder<W>,
    width: u16,
    height: u16,
    /// The last frame's pixels, RGBA: what the next frame is compared with.
    previous: Option<Vec<u8>>,
}

/// The rectangle `(left, top, width, height)` where `a` and `b` (RGBA, `width` pixels a row)
/// differ, or `None` when they are the same.
fn changed(a: &[u8], b: &[u8], width: usize) -> Option<(usize, usize, usize, usize)> {
    let row = width * 4;
    let rows = a.len() / row;
    let differs = |y: usize| a[y * row..(y + 1) * row] != b[y * row..(y + 1) * row];
    let top = (0..rows).find(|&y| differs(y))?;
    let bottom = (top..rows).rev().find(|&y| differs(y)).unwrap_or(top);
    let column_differs = |x: usize| {
        (top..=bottom).any(|y| {
            let at = y * row + x * 4;
            a[at..at + 4] != b[at..at + 4]
        })
    };
    let left = (0..width).find(|&x| column_differs(x)).unwrap_or(0);
    let right = (left..width).rev().find(|&x| column_differs(x)).unwrap_or(left);
    Some((left, top, right - left + 1, bottom - top + 1))
}

/// The rectangle `(left, top, width, height)` of `rgba` (`stride` pixels a row), row by row.
fn cut(rgba: &[u8], stride: usize, (left, top, width, height): (usize, usize, usize, usize)) -> Vec<u8> {
    let mut out = Vec::with_capacity(width * height * 4);
    for y in top..top + height {
        let start = (y * stride + left) * 4;
        out.extend_from_slice(&rgba[start..start + width * 4]);
    }
    out
}

impl<W: Write> GifFrames<W> {
    /// A GIF of `width × height` pixels into `out`, looping for ever.
    pub(super) fn new(out: W, width: u16, height: u16) -> Result<Self, String> {
        let mut encoder = Encoder::new(out, width, height, &[]).map_err(|e| e.to_string())?;
        encoder.set_repeat(Repeat::Infinite).map_err(|e| e.to_string())?;
        Ok(Self {
            encoder,
            width,
            height,
            previous: None,
        })
    }

    /// Adds a frame (`rgba`: opaque RGBA pixels, the GIF's size) shown for `delay` hundredths of
    /// a second.
    pub(super) fn push(&mut self, rgba: Vec<u8>, delay: u16) -> Result<(), String> {
        let (width, height) = (usize::from(self.width), usize::from(self.height));
        if rgba.len() != width * height * 4 {
            return Err(format!(
                "a frame of {} bytes is not {width} × {height} pixels",
                rgba.len()
            ));
        }
        let whole = (0, 0, width, height);
        // An unchanged frame still counts (it holds the picture for its delay): one pixel.
        let rect = match &self.previous {
            None => whole,
            Some(previous) => changed(previous, &rgba, width).unwrap_or((0, 0, 1, 1)),
        };
        let mut pixels = cut(&rgba, width, rect);
        let mut frame = Frame::from_rgba_speed(rect.2 as u16, rect.3 as u16, &mut pixels, SPEED);
        frame.left = rect.0 as u16;
        frame.top = rect.1 as u16;
        frame.delay = delay;
        frame.dispose = DisposalMethod::Keep;
        self.encoder.write_frame(&frame).map_err(|e| e.to_string())?;
        self.previous = Some(rgba);
        Ok(())
    }

    /// The finished GIF.
    pub(super) fn finish(self) -> Result<W, String> {
        self.encoder.into_inner().map_err(|e| e.to_string())
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn image(width: usize, height: usize, dot: Option<(usize, usize)>) -> Vec<u8> {
        let mut rgba = [255, 255, 255, 255].repeat(width * height);
        if let Some((x, y)) = dot {
            rgba[(y * width + x) * 4..(y * width + x) * 4 + 4].copy_from_slice(&[200, 30, 30, 255]);
        }
        rgba
    }

    #[test]
    fn the_changed_rectangle_bounds_every_difference() {
        let a = image(8, 6, None);
        assert_eq!(changed(&a, &a, 8), None);
        let b = image(8, 6, Some((5, 2)));
        assert_eq!(changed(&a, &b, 8), Some((5, 2, 1, 1)));
        let mut c = b.clone();
        c[(4 * 8 + 1) * 4] = 0;
        assert_eq!(changed(&a, &c, 8), Some((1, 2, 5, 3)));
        assert_eq!(cut(&c, 8, (5, 2, 1, 1)), [200, 30, 30, 255]);
    }

    #[test]
    fn frames_decode_back_to_the_pictures_pushed() {
        let (width, height) = (8, 6);
        let frames = [
            image(width, height, None),
            image(width, height, Some((5, 2))),
            image(width, height, Some((5, 2))),
            image(width, height, Some((1, 4))),
        ];
        let mut gif = GifFrames::new(Vec::new(), width as u16, height as u16).expect("a GIF");
        for frame in &frames {
            gif.push(frame.clone(), 50).expect("a frame");
        }
        let bytes = gif.finish().expect("written");
        let mut options = gif::DecodeOptions::new();
        options.set_color_output(gif::ColorOutput::RGBA);
        let mut decoder = options.read_info(bytes.as_slice()).expect("a GIF");
        // Each frame drawn over the one before, as a viewer does.
        let mut screen = vec![0u8; width * height * 4];
        let mut count = 0;
        while let Some(frame) = decoder.read_next_frame().expect("a frame") {
            let (left, top) = (usize::from(frame.left), usize::from(frame.top));
            for y in 0..usize::from(frame.height) {
                for x in 0..usize::from(frame.width) {
                    let from = (y * usize::from(frame.width) + x) * 4;
                    let to = ((top + y) * width + left + x) * 4;
                    screen[to..to + 4].copy_from_slice(&frame.buffer[from..from + 4]);
                }
            }
            // Frame 2 repeats frame 1 (one pixel written); frame 3 moves the dot.
            assert_eq!(screen, frames[count], "frame {count}");
            assert_eq!(frame.delay, 50);
            count += 1;
        }
        assert_eq!(count, frames.len());
    }
}
