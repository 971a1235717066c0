//! Copy buttons: a table or a list put on the system clipboard as text (tab-separated columns,
//! a header line saying what it is), in the window's language, with a short "Copied" after
//! (which the tab bar's Copy link shows too).

use egui::{Id, Ui};

use crate::i18n::Strings;

/// How long "Copied" shows after a click, in seconds.
const COPIED_FOR: f64 = 2.0;

/// A Copy button; when clicked, `text()` goes to the clipboard (natively the system's, on the
/// web the browser's) and "Copied" shows beside it for a moment. Returns true when it copied.
pub fn copy_button(ui: &mut Ui, strings: &Strings, text: impl FnOnce() -> String) -> bool {
    let response = ui.small_button(strings.copy).on_hover_text(strings.copy_hint);
    let clicked = response.clicked();
    if clicked {
        ui.ctx().copy_text(text());
    }
    acknowledge(ui, response.id, clicked, strings);
    clicked
}

/// "Copied" beside the button `button` for a moment after it copied (`copied` this frame).
pub fn acknowledge(ui: &mut Ui, button: Id, copied: bool, strings: &Strings) {
    let id = button.with("copied");
    let now = ui.input(|input| input.time);
    if copied {
        ui.data_mut(|data| data.insert_temp(id, now));
    }
    let copied_at = ui.data(|data| data.get_temp::<f64>(id));
    if let Some(at) = copied_at {
        let left = at + COPIED_FOR - now;
        if left > 0.0 {
            ui.weak(strings.copied);
            ui.ctx()
                .request_repaint_after(std::time::Duration::from_secs_f64(left));
        } else {
            ui.data_mut(|data| data.remove::<f64>(id));
        }
    }
}

/// Rows of cells as text: the header line, then one line per row, cells separated by tabs (a
/// spreadsheet pastes them into columns; a document shows them aligned).
pub fn tab_separated<R, C>(header: &str, rows: R) -> String
where
    R: IntoIterator<Item = C>,
    C: IntoIterator<Item = String>,
{
    let mut text = String::from(header);
    for row in rows {
        text.push('\n');
        let cells: Vec<String> = row.into_iter().collect();
        text.push_str(&cells.join("\t"));
    }
    text.push('\n');
    text
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn cells_are_tab_separated_under_the_header() {
        let rows = [["0", "0"], ["1", "1"]].map(|row| row.map(str::to_owned));
        assert_eq!(tab_separated("What", rows), "What\n0\t0\n1\t1\n");
        assert_eq!(tab_separated("Nothing", Vec::<Vec<String>>::new()), "Nothing\n");
    }
}
