//! A counter of a huge exact number: `6.05×10²⁶⁴` on show, every digit on hover, copied by a
//! click, so nothing exact is lost.

use egui::{Response, RichText, Sense, Ui};
use num_bigint::BigUint;

use crate::i18n::Strings;
use crate::i18n::numbers::{abbreviate_digits, grouped};
use crate::ui::widgets;

/// A counter of `value` (abbreviated when long); when abbreviated, hovering shows every digit
/// and a click copies them.
pub fn big_counter(ui: &mut Ui, label: &str, value: &BigUint, strings: &Strings) -> Response {
    let digits = value.to_string();
    let shown = abbreviate_digits(&digits);
    let text = RichText::new(&shown).strong().monospace();
    if shown == digits {
        return widgets::counter_ui(ui, label, text, Sense::hover());
    }
    let response = widgets::counter_ui(ui, label, text, Sense::click())
        .on_hover_text((strings.number_exact)(digits.len(), &grouped(&digits)));
    if response.clicked() {
        ui.ctx().copy_text(digits);
    }
    response
}
