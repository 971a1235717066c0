//! The message a panic carries: `panic!("…")` gives a `&str`, `panic!("{}", x)` a `String`;
//! anything else carries none. Read the same way by the thread runner, the web worker's panic
//! hook and the randomized test's watch.

use std::any::Any;

/// The text of a panic's `payload`, if it has one.
pub fn panic_message(payload: &(dyn Any + Send)) -> Option<String> {
    payload
        .downcast_ref::<&str>()
        .map(|text| (*text).to_owned())
        .or_else(|| payload.downcast_ref::<String>().cloned())
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn both_usual_payloads_give_their_text_and_others_none() {
        let payload = std::panic::catch_unwind(|| panic!("the table ran out")).expect_err("panics");
        assert_eq!(
            panic_message(payload.as_ref()).as_deref(),
            Some("the table ran out")
        );
        let payload = std::panic::catch_unwind(|| panic!("row {} of {}", 3, 7)).expect_err("panics");
        assert_eq!(panic_message(payload.as_ref()).as_deref(), Some("row 3 of 7"));
        let payload = std::panic::catch_unwind(|| std::panic::panic_any(7_u32)).expect_err("panics");
        assert_eq!(panic_message(payload.as_ref()), None);
    }
}
