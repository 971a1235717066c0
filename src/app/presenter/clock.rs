//! The time of day for the presenter's clock, in the computer's time zone: natively from the
//! system's zone (jiff reads `TZ` or `/etc/localtime`), on the web from the browser's `Date`.

/// The hour and minute now where the teacher is; none if the platform cannot say.
#[cfg(not(target_arch = "wasm32"))]
pub fn time_of_day() -> Option<(u8, u8)> {
    let now = jiff::ZonedDateTime::now();
    Some((u8::try_from(now.hour()).ok()?, u8::try_from(now.minute()).ok()?))
}

/// The hour and minute now where the teacher is, as the browser has them.
#[cfg(target_arch = "wasm32")]
pub fn time_of_day() -> Option<(u8, u8)> {
    let now = js_sys::Date::new_0();
    Some((
        u8::try_from(now.get_hours()).ok()?,
        u8::try_from(now.get_minutes()).ok()?,
    ))
}
