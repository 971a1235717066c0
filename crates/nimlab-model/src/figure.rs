//! Figures drawn for the page, not grabbed from the screen: a puzzle, a tree, a chart or a
//! worksheet page is built as a [`Scene`] (shapes and text in points, no UI chrome), then written
//! as SVG, PNG or PDF from one SVG source, in the embedded font so a file looks and prints the
//! same anywhere.
//!
//! - SVG: the scene as `usvg` normalises it, text turned to outlines (a viewer without the font
//!   would otherwise substitute one), the title kept.
//! - PNG: that drawing rasterised by `resvg` at the width asked for.
//! - PDF: `svg2pdf`, text kept as text in an embedded subset of the font (selectable,
//!   searchable, Hangul included); several scenes make several pages (`pdf`).

pub mod animation;
#[cfg(test)]
mod brute;
pub mod dp;
pub mod formula;
mod gif_frames;
pub mod growth;
pub mod grundy;
mod heap_subjects;
pub mod lesson_sheet;
pub mod matchsticks;
pub mod node;
mod pdf;
pub mod position_dag;
pub mod position_tree;
pub mod position_tree_steps;
mod puzzle_page;
pub mod request;
pub mod scene;
pub mod shapes;
pub mod sheet_frame;
pub mod slide;
pub mod steps;
pub mod svg;
pub mod theme;
pub mod tree;
mod tree_page;
mod tree_parts;
pub mod worksheet;

use std::sync::{Arc, OnceLock};

pub use pdf::pages_pdf;
pub use request::FigureRequest;
pub use scene::Scene;

/// A file format a figure can be written in.
#[derive(Clone, Copy, Debug, PartialEq, Eq, serde::Serialize, serde::Deserialize)]
pub enum Format {
    /// Scalable vector graphics: for slides and the web.
    Svg,
    /// A picture of pixels.
    Png,
    /// For printing.
    Pdf,
}

impl Format {
    /// Every format, in the order the export menus offer them: PNG first, for slides.
    pub const ALL: [Self; 3] = [Self::Png, Self::Svg, Self::Pdf];

    /// The format a file name's extension asks for, if it names one.
    pub fn from_extension(path: &std::path::Path) -> Option<Self> {
        let extension = path.extension()?.to_string_lossy().to_lowercase();
        match extension.as_str() {
            "svg" => Some(Self::Svg),
            "png" => Some(Self::Png),
            "pdf" => Some(Self::Pdf),
            _ => None,
        }
    }

    /// The format's name as people write it: PNG, SVG, PDF.
    pub fn name(self) -> &'static str {
        match self {
            Self::Svg => "SVG",
            Self::Png => "PNG",
            Self::Pdf => "PDF",
        }
    }

    /// The usual extension, without the dot.
    pub fn extension(self) -> &'static str {
        match self {
            Self::Svg => "svg",
            Self::Png => "png",
            Self::Pdf => "pdf",
        }
    }
}

/// The narrowest and widest PNG drawn, in pixels: wide enough for a projector, small enough that
/// a picture stays under 100 MB of pixels.
pub const PNG_WIDTHS: std::ops::RangeInclusive<u32> = 200..=8000;

/// The PNG width when none is asked for: a full-HD slide.
pub const DEFAULT_PNG_WIDTH: u32 = 1920;

/// The most pixels a PNG may have (4 bytes each while drawn): 64 million, 256 MB.
const MAX_PNG_PIXELS: u64 = 64_000_000;

/// Why a figure could not be written.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum FigureError {
    /// The PNG would be larger than [`MAX_PNG_PIXELS`].
    TooLarge {
        /// Pixels across.
        width: u32,
        /// Pixels down.
        height: u32,
    },
    /// A library refused the drawing (a bug of ours: the SVG is ours).
    Render(String),
}

impl std::fmt::Display for FigureError {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        match self {
            Self::TooLarge { width, height } => write!(
                f,
                "a {width} × {height} pixel picture is larger than {} million pixels: choose a smaller width",
                MAX_PNG_PIXELS / 1_000_000
            ),
            Self::Render(why) => write!(f, "the figure could not be drawn: {why}"),
        }
    }
}

impl std::error::Error for FigureError {}

/// The fonts figures are set in: the embedded ones only, so output never depends on the machine.
fn fonts() -> Arc<usvg::fontdb::Database> {
    static FONTS: OnceLock<Arc<usvg::fontdb::Database>> = OnceLock::new();
    FONTS
        .get_or_init(|| {
            let mut fonts = usvg::fontdb::Database::new();
            fonts.load_font_data(crate::fonts::NANUM_SQUARE.to_vec());
            fonts.load_font_data(crate::fonts::UBUNTU_LIGHT.to_vec());
            // Emoji in titles, as the window draws them.
            fonts.load_font_data(crate::fonts::NOTO_EMOJI.to_vec());
            fonts.set_sans_serif_family(svg::FONT_FAMILY);
            Arc::new(fonts)
        })
        .clone()
}

/// `scene` read back by `usvg`, text laid out in the embedded font.
fn tree(scene: &Scene) -> Result<usvg::Tree, FigureError> {
    let options = usvg::Options {
        fontdb: fonts(),
        font_family: svg::FONT_FAMILY.to_owned(),
        ..usvg::Options::default()
    };
    usvg::Tree::from_str(&svg::source(scene), &options).map_err(|e| FigureError::Render(e.to_string()))
}

/// `scene` as an SVG file, text as outlines.
pub fn svg_bytes(scene: &Scene) -> Result<Vec<u8>, FigureError> {
    let drawn = tree(scene)?.to_string(&usvg::WriteOptions::default());
    // usvg leaves the title out; put it back so the file says what it shows. Its words are
    // outlines, which nothing can read or search: a description holds them as text, a line each.
    let words: Vec<String> = scene.texts().map(svg::escaped).collect();
    let title = format!(
        "<title>{}</title><desc>{}</desc>",
        svg::escaped(&scene.title),
        words.join("\n")
    );
    let with_title = match drawn.find('>') {
        Some(end) => format!("{}{title}{}", &drawn[..=end], &drawn[end + 1..]),
        None => drawn,
    };
    Ok(with_title.into_bytes())
}

/// The size in pixels of `scene` drawn `width` pixels wide (clamped to [`PNG_WIDTHS`]), its
/// height in proportion, and the scale from points to pixels.
pub fn pixel_size(scene: &Scene, width: u32) -> (u32, u32, f32) {
    let width = width.clamp(*PNG_WIDTHS.start(), *PNG_WIDTHS.end());
    let scale = width as f32 / scene.width.max(1.0);
    // Rounded, not ceiled: 283.8 pt scaled to 1920 / 567.6 comes to 960.00006 in f32, and a
    // ceiling added a 961st row the drawing hardly touches.
    let height = (scene.height * scale).round().max(1.0) as u32;
    (width, height, scale)
}

/// `scene` drawn `width` pixels wide (see [`pixel_size`]) on its opaque background, at most
/// `max_pixels` pixels.
fn raster(scene: &Scene, width: u32, max_pixels: u64) -> Result<tiny_skia::Pixmap, FigureError> {
    let (width, height, scale) = pixel_size(scene, width);
    if u64::from(width) * u64::from(height) > max_pixels {
        return Err(FigureError::TooLarge { width, height });
    }
    let tree = tree(scene)?;
    let mut pixmap = tiny_skia::Pixmap::new(width, height).ok_or(FigureError::TooLarge { width, height })?;
    // The background first, so no edge row or column that the scene's rectangle covers only in
    // part (the height was rounded) is left transparent: viewers show that as a black line.
    let background = scene.background;
    pixmap.fill(tiny_skia::Color::from_rgba8(
        background.red,
        background.green,
        background.blue,
        background.alpha,
    ));
    resvg::render(
        &tree,
        tiny_skia::Transform::from_scale(scale, scale),
        &mut pixmap.as_mut(),
    );
    Ok(pixmap)
}

/// `scene` as RGBA pixels (opaque: premultiplied and straight alike), row after row, `width`
/// pixels wide (see [`pixel_size`]), at most `max_pixels` pixels: a frame of an animation.
pub fn rgba_pixels(scene: &Scene, width: u32, max_pixels: u64) -> Result<Vec<u8>, FigureError> {
    Ok(raster(scene, width, max_pixels)?.take())
}

/// `scene` as a PNG `width` pixels wide (clamped to [`PNG_WIDTHS`]), its height in proportion,
/// opaque to every edge.
pub fn png_bytes(scene: &Scene, width: u32) -> Result<Vec<u8>, FigureError> {
    raster(scene, width, MAX_PNG_PIXELS)?
        .encode_png()
        .map_err(|e| FigureError::Render(e.to_string()))
}

/// `scene` as a one-page PDF, the page the scene's size.
pub fn pdf_bytes(scene: &Scene) -> Result<Vec<u8>, FigureError> {
    pages_pdf(std::slice::from_ref(scene), &scene.title)
}

/// `scene` in `format` (a PNG `png_width` pixels wide).
pub fn bytes(scene: &Scene, format: Format, png_width: u32) -> Result<Vec<u8>, FigureError> {
    match format {
        Format::Svg => svg_bytes(scene),
        Format::Png => png_bytes(scene, png_width),
        Format::Pdf => pdf_bytes(scene),
    }
}

#[cfg(test)]
mod tests;
