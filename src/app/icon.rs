//! nimlab's icon for the native window (the web page gets the same drawing as favicon and
//! manifest icons). The PNG is rendered from `assets/icon/nimlab.svg` by `scripts/icons.sh` and
//! embedded, so the binary needs no file beside it and no SVG renderer.

/// The 256 px rendering of `assets/icon/nimlab.svg`: big enough for any task bar or switcher.
const WINDOW_ICON_PNG: &[u8] = include_bytes!("../../assets/icon/nimlab-256.png");

/// The window's icon as eframe takes it: straight RGBA pixels.
pub fn window_icon() -> egui::IconData {
    decode_rgba(WINDOW_ICON_PNG).expect("the embedded icon is an RGBA PNG (a test decodes it)")
}

/// Decodes a PNG into 8-bit RGBA, the only layout a window icon takes. `scripts/icons.sh`
/// writes RGBA, so anything else is refused rather than converted.
fn decode_rgba(bytes: &[u8]) -> Result<egui::IconData, String> {
    let mut reader = png::Decoder::new(std::io::Cursor::new(bytes))
        .read_info()
        .map_err(|err| err.to_string())?;
    let size = reader.output_buffer_size().ok_or("the image is too big")?;
    let mut rgba = vec![0; size];
    let frame = reader.next_frame(&mut rgba).map_err(|err| err.to_string())?;
    if (frame.color_type, frame.bit_depth) != (png::ColorType::Rgba, png::BitDepth::Eight) {
        return Err(format!(
            "{:?} at {:?} bits, not 8-bit RGBA",
            frame.color_type, frame.bit_depth
        ));
    }
    rgba.truncate(frame.buffer_size());
    Ok(egui::IconData {
        rgba,
        width: frame.width,
        height: frame.height,
    })
}

#[cfg(test)]
mod tests {
    use super::{decode_rgba, window_icon};

    #[test]
    fn the_embedded_icon_decodes_to_256_px_rgba() {
        let icon = window_icon();
        assert_eq!((icon.width, icon.height), (256, 256));
        assert_eq!(icon.rgba.len(), 256 * 256 * 4);
        // The tile's rounded corner is transparent; its middle (the root's edge) is opaque.
        assert_eq!(icon.rgba[3], 0, "the top-left corner is see-through");
        let centre = (128 * 256 + 128) * 4;
        assert_eq!(icon.rgba[centre + 3], 255, "the middle is opaque");
    }

    #[test]
    fn a_png_that_is_not_rgba_is_refused() {
        let mut grey = Vec::new();
        let mut encoder = png::Encoder::new(&mut grey, 1, 1);
        encoder.set_color(png::ColorType::Grayscale);
        encoder.set_depth(png::BitDepth::Eight);
        encoder
            .write_header()
            .and_then(|mut writer| writer.write_image_data(&[7]))
            .expect("encodes");
        assert!(decode_rgba(&grey).is_err());
        assert!(decode_rgba(b"not a png").is_err());
    }
}
