//! The web side of the file seam: a page cannot write where it likes, so saving a puzzle file
//! or an export hands the browser a download of that name; and it keeps no files between
//! visits, so a file cannot be read again by name (it is picked or dropped again instead).

use std::path::Path;

use wasm_bindgen::JsCast as _;

use super::{FileProblem, Found};

/// A page has no files to read by name.
pub(super) fn read(_path: &Path, _limit: u64) -> Result<Vec<u8>, FileProblem> {
    Err(FileProblem::NotInBrowser)
}

/// A page sees no files: every save is a new download, and the browser asks where it goes.
pub(super) fn what_is_at(_path: &Path) -> Found {
    Found::Nothing
}

/// Downloads a puzzle file's text or an export's bytes under its file name.
pub(super) fn save(path: &Path, bytes: &[u8]) -> Result<(), FileProblem> {
    download(path, bytes).map_err(FileProblem::BrowserRefused)
}

/// Hands the browser `bytes` as a download named after `path`'s file name.
fn download(path: &Path, bytes: &[u8]) -> Result<(), String> {
    let name = path
        .file_name()
        .map_or_else(|| "nimlab".to_owned(), |name| name.to_string_lossy().into_owned());
    let failed = |error: wasm_bindgen::JsValue| format!("the browser refused the download ({error:?})");
    let parts = js_sys::Array::of1(&js_sys::Uint8Array::from(bytes));
    let blob = web_sys::Blob::new_with_u8_array_sequence(&parts).map_err(failed)?;
    let url = web_sys::Url::create_object_url_with_blob(&blob).map_err(failed)?;
    let document = web_sys::window()
        .and_then(|window| window.document())
        .ok_or("no document")?;
    let link: web_sys::HtmlAnchorElement = document
        .create_element("a")
        .map_err(failed)?
        .dyn_into()
        .map_err(|_| "no link element")?;
    link.set_href(&url);
    link.set_download(&name);
    link.click();
    // The click has started the download: the address is no longer needed.
    let _ = web_sys::Url::revoke_object_url(&url);
    Ok(())
}
