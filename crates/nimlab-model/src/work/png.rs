//! A picture of the window encoded as PNG (the work called `png-encode`): a 4K window takes a
//! debug build most of a second.

use serde::{Deserialize, Serialize};

use crate::export::png_bytes;
use crate::jobs::{Progress, Work};

/// A picture to encode as PNG in the background: its size and its pixels as the screen holds
/// them.
#[derive(Clone, Debug, Serialize, Deserialize)]
pub struct EncodePng {
    /// Pixels per row.
    pub width: u32,
    /// Rows.
    pub height: u32,
    /// Four bytes per pixel (RGBA, colour premultiplied by alpha, as egui's screenshots are),
    /// row after row.
    pub premultiplied: Vec<u8>,
}

impl Work for EncodePng {
    /// The PNG file's bytes, or why the encoder refused.
    type Output = Result<Vec<u8>, String>;
    const NAME: &'static str = "png-encode";

    fn run(self, _progress: &Progress) -> Option<Self::Output> {
        let rgba: Vec<u8> = self
            .premultiplied
            .chunks_exact(4)
            .flat_map(unmultiplied)
            .collect();
        Some(png_bytes(self.width, self.height, &rgba).map_err(|e| e.to_string()))
    }
}

/// One premultiplied RGBA pixel with its colour divided by its alpha again, rounded as egui's
/// `Color32::to_srgba_unmultiplied` rounds (its arithmetic, so the PNG is the same byte for
/// byte): fully opaque and fully clear pixels as they are.
fn unmultiplied(pixel: &[u8]) -> [u8; 4] {
    let [r, g, b, a] = [pixel[0], pixel[1], pixel[2], pixel[3]];
    if a == 0 || a == 255 {
        return [r, g, b, a];
    }
    let factor = 255.0 / f32::from(a);
    // A saturating cast, as egui's: a channel above its alpha (not a valid premultiplied
    // colour) comes out as 255.
    let round = |channel: u8| (factor * f32::from(channel) + 0.5) as u8;
    [round(r), round(g), round(b), a]
}

/// `work` encoded, then decoded again: the PNG's pixels, for the tests here and the window's.
#[cfg(test)]
pub(crate) fn encoded_pixels(work: EncodePng) -> Vec<u8> {
    let bytes = work
        .run(&Progress::default())
        .expect("a result")
        .expect("encodes");
    let mut reader = png::Decoder::new(std::io::Cursor::new(bytes))
        .read_info()
        .expect("a PNG");
    let mut pixels = vec![0; reader.output_buffer_size().expect("a size")];
    reader.next_frame(&mut pixels).expect("one frame");
    pixels
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_png_holds_the_pixels_unmultiplied() {
        // Opaque red, and blue at half alpha as the screen holds it (premultiplied: 128 of 255).
        let pixels = encoded_pixels(EncodePng {
            width: 2,
            height: 1,
            premultiplied: vec![255, 0, 0, 255, 0, 0, 128, 128],
        });
        assert_eq!(pixels, [255, 0, 0, 255, 0, 0, 255, 128]);
    }

    #[test]
    fn unmultiplying_rounds_as_egui_does() {
        // A few points of egui's formula; `app::exporting`'s tests hold every pixel to egui's
        // own conversion.
        assert_eq!(unmultiplied(&[10, 20, 30, 0]), [10, 20, 30, 0]);
        assert_eq!(unmultiplied(&[1, 2, 3, 255]), [1, 2, 3, 255]);
        assert_eq!(unmultiplied(&[64, 32, 1, 128]), [128, 64, 2, 128]);
        assert_eq!(unmultiplied(&[200, 0, 0, 100]), [255, 0, 0, 100]);
    }
}
