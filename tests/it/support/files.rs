//! Files the export tests write: a fresh temporary folder each, and an export chosen from a
//! tab's menu through the shell's real save path (the dialog answered by the test).

use std::path::{Path, PathBuf};

use egui_kittest::Harness;
use egui_kittest::kittest::Queryable as _;
use nimlab::app::NimlabApp;

use super::step_until;

/// A fresh, empty temporary folder named after `test` (and this process, so runs never meet).
pub fn fresh_folder(test: &str) -> PathBuf {
    let folder = std::env::temp_dir().join(format!("nimlab-{test}-{}", std::process::id()));
    let _ = std::fs::remove_dir_all(&folder);
    std::fs::create_dir_all(&folder).expect("a temporary folder");
    folder
}

/// Opens the menu labelled `menu`, chooses `item`, the dialog answering `path`, and waits for
/// the file.
pub fn export_from_menu(harness: &mut Harness<'static, NimlabApp>, menu: &str, item: &str, path: &Path) {
    harness.state_mut().answer_dialogs_with(Some(path.to_owned()));
    harness.get_by_label(menu).click();
    harness.run();
    harness.get_by_label(item).click();
    step_until(harness, &format!("{} written", path.display()), |_| path.exists());
    harness.run();
}

/// Asserts that `path` holds the format its extension names (SVG, PNG or PDF, by the file's
/// first bytes).
pub fn assert_figure_file(path: &Path) {
    let bytes = std::fs::read(path).expect("written");
    let magic: &[u8] = match path.extension().and_then(|e| e.to_str()) {
        Some("svg") => b"<svg",
        Some("png") => b"\x89PNG",
        Some("pdf") => b"%PDF-",
        other => panic!("not a figure's extension: {other:?}"),
    };
    assert!(bytes.starts_with(magic), "{}", path.display());
}

/// The width and height in pixels of the PNG at `path`.
pub fn png_size(path: &Path) -> (u32, u32) {
    let png = std::fs::read(path).expect("written");
    let reader = png::Decoder::new(std::io::Cursor::new(png))
        .read_info()
        .expect("a PNG");
    (reader.info().width, reader.info().height)
}

/// The width in pixels of the PNG at `path`.
pub fn png_width(path: &Path) -> u32 {
    let png = std::fs::read(path).expect("written");
    let reader = png::Decoder::new(std::io::Cursor::new(png))
        .read_info()
        .expect("a PNG");
    reader.info().width
}

/// The pages of the PDF at `path`, once it reads as a whole PDF: its header, a page tree whose
/// `/Count` is the pages it holds, and its end; and, where poppler's `pdfinfo` is installed,
/// opened by a reader that is not ours.
pub fn pdf_pages(path: &Path) -> usize {
    let bytes = std::fs::read(path).expect("written");
    let text = String::from_utf8_lossy(&bytes);
    assert!(text.starts_with("%PDF-"), "{}: a PDF's header", path.display());
    assert!(
        text.trim_end().ends_with("%%EOF"),
        "{}: a PDF's end",
        path.display()
    );
    let pages = text.matches("/Type /Page").count() - text.matches("/Type /Pages").count();
    let count = format!("/Count {pages}");
    assert!(
        text.contains(&count),
        "{}: the page tree counts {pages}",
        path.display()
    );
    if let Ok(info) = std::process::Command::new("pdfinfo").arg(path).output() {
        let said = String::from_utf8_lossy(&info.stdout);
        assert!(info.status.success(), "{}: pdfinfo opens it", path.display());
        assert!(
            said.lines()
                .any(|l| l.starts_with("Pages:") && l.ends_with(&format!(" {pages}"))),
            "{}: pdfinfo counts {pages} pages: {said}",
            path.display()
        );
    }
    pages
}
