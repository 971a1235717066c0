//! Scenes as the pages of one PDF: each page is drawn by `svg2pdf` as a form (its text real
//! text in an embedded subset of the font) and placed on a page of the scene's size; the
//! document carries the title, so a reader's window and a printer's queue name it.

use std::collections::HashMap;

use pdf_writer::{Content, Finish, Name, Pdf, Rect, Ref, TextStr};

use super::{FigureError, Scene, tree};

/// `scenes` as the pages of one PDF titled `title`.
pub fn pages_pdf(scenes: &[Scene], title: &str) -> Result<Vec<u8>, FigureError> {
    let mut next = Ref::new(1);
    let catalog = next.bump();
    let page_tree = next.bump();
    let mut pdf = Pdf::new();
    let mut pages = Vec::with_capacity(scenes.len());
    for scene in scenes {
        let options = svg2pdf::ConversionOptions::default();
        let (chunk, form) =
            svg2pdf::to_chunk(&tree(scene)?, options).map_err(|e| FigureError::Render(e.to_string()))?;
        // Each page's objects are numbered from 1 by svg2pdf: give them numbers of this file.
        let mut renumbered = HashMap::new();
        let chunk = chunk.renumber(|old| *renumbered.entry(old).or_insert_with(|| next.bump()));
        let form = renumbered[&form];
        pdf.extend(&chunk);

        let (page, contents) = (next.bump(), next.bump());
        let name = Name(b"Figure");
        let mut content = Content::new();
        // The form is one point square: stretch it over the page.
        content.transform([scene.width, 0.0, 0.0, scene.height, 0.0, 0.0]);
        content.x_object(name);
        pdf.stream(contents, &content.finish());
        let mut writer = pdf.page(page);
        writer.media_box(Rect::new(0.0, 0.0, scene.width, scene.height));
        writer.parent(page_tree);
        writer.contents(contents);
        writer.resources().x_objects().pair(name, form);
        writer.finish();
        pages.push(page);
    }
    pdf.catalog(catalog).pages(page_tree);
    let count = i32::try_from(pages.len()).map_err(|_| FigureError::Render("too many pages".to_owned()))?;
    pdf.pages(page_tree).count(count).kids(pages);
    let info = next.bump();
    pdf.document_info(info)
        .title(TextStr(title))
        .producer(TextStr("nimlab"));
    Ok(pdf.finish())
}
