//! What the app exports for slides and spreadsheets, as bytes: seed 000's DP table and a Grundy
//! table as CSV, and pictures as PNG. The shell asks where and writes them.

use std::fmt::Write as _;

use serde::{Deserialize, Serialize};

use crate::figure::FigureRequest;
use crate::jobs::{Progress, Work};
use nimlab_core::games::Solution;

/// Seed 000's table: per position, whether the player to move wins and the winning takes.
pub fn dp_table_csv(solution: &Solution) -> String {
    let mut csv = String::from("coins,outcome,winning_takes\n");
    for coins in 0..=solution.max_coins() {
        let takes: Vec<String> = solution.winning_moves(coins).iter().map(u32::to_string).collect();
        let _ = writeln!(
            csv,
            "{coins},{},\"{}\"",
            solution.outcome(coins).as_str(),
            takes.join(" ")
        );
    }
    csv
}

/// g(n) for n = 0, 1, …, with the P-positions (g = 0) marked.
pub fn grundy_csv(values: &[u32]) -> String {
    let mut csv = String::from("n,grundy,p_position\n");
    for (n, g) in values.iter().enumerate() {
        let _ = writeln!(csv, "{n},{g},{}", *g == 0);
    }
    csv
}

/// An RGBA picture (`width × height` pixels, 4 bytes each, row by row) as a PNG file.
pub fn png_bytes(width: u32, height: u32, rgba: &[u8]) -> Result<Vec<u8>, png::EncodingError> {
    let mut bytes = Vec::new();
    let mut encoder = png::Encoder::new(&mut bytes, width, height);
    encoder.set_color(png::ColorType::Rgba);
    encoder.set_depth(png::BitDepth::Eight);
    let mut writer = encoder.write_header()?;
    writer.write_image_data(rgba)?;
    writer.finish()?;
    Ok(bytes)
}

/// A picture to encode as PNG in the background (a 4K window takes a debug build most of a
/// second): its size and its pixels as the screen holds them.
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
            .flat_map(|p| {
                egui::Color32::from_rgba_premultiplied(p[0], p[1], p[2], p[3]).to_srgba_unmultiplied()
            })
            .collect();
        Some(png_bytes(self.width, self.height, &rgba).map_err(|e| e.to_string()))
    }
}

impl Work for FigureRequest {
    /// The file's bytes, or why it could not be drawn.
    type Output = Result<Vec<u8>, String>;
    const NAME: &'static str = "draw-figure";

    fn run(self, _progress: &Progress) -> Option<Self::Output> {
        Some(self.draw())
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use nimlab_core::games::CoinGame;

    #[test]
    fn the_dp_table_lists_every_position_with_its_winning_takes() {
        let csv = dp_table_csv(&CoinGame::seed_000().solve(13));
        let lines: Vec<&str> = csv.lines().collect();
        assert_eq!(lines.len(), 1 + 14);
        assert_eq!(lines[1], "0,win,\"\"");
        assert_eq!(lines[2], "1,lose,\"\"");
        assert_eq!(lines[4], "3,win,\"2\"", "3 coins: take 2, leave the last coin");
        assert_eq!(lines[14], "13,lose,\"\"");
    }

    #[test]
    fn a_png_decodes_to_the_same_size_and_pixels() {
        let (width, height) = (3, 2);
        let rgba: Vec<u8> = (0..width * height * 4).map(|i| i as u8).collect();
        let bytes = png_bytes(width, height, &rgba).expect("encodes");
        let decoder = png::Decoder::new(std::io::Cursor::new(bytes));
        let mut reader = decoder.read_info().expect("a PNG");
        let mut pixels = vec![0; reader.output_buffer_size().expect("a size")];
        let info = reader.next_frame(&mut pixels).expect("one frame");
        assert_eq!((info.width, info.height), (width, height));
        assert_eq!(pixels, rgba);
        assert_eq!(
            grundy_csv(&[0, 1, 0]),
            "n,grundy,p_position\n0,0,true\n1,1,false\n2,0,true\n"
        );
    }

    #[test]
    fn the_png_holds_the_pixels_unmultiplied() {
        // Opaque red, and blue at half alpha as the screen holds it (premultiplied: 128 of 255).
        let work = EncodePng {
            width: 2,
            height: 1,
            premultiplied: vec![255, 0, 0, 255, 0, 0, 128, 128],
        };
        let bytes = work
            .run(&Progress::default())
            .expect("a result")
            .expect("encodes");
        let mut reader = png::Decoder::new(std::io::Cursor::new(bytes))
            .read_info()
            .expect("a PNG");
        let mut pixels = vec![0; reader.output_buffer_size().expect("a size")];
        reader.next_frame(&mut pixels).expect("one frame");
        assert_eq!(pixels, [255, 0, 0, 255, 0, 0, 255, 128]);
    }
}
