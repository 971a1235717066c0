//! A link's text packed to travel in fewer characters: the text deflated (zlib, whose checksum
//! tells a damaged link from a different one) and written in base64url, whose 64 characters are
//! all unreserved in an address, after [`PACKED_MARK`]. Percent-encoding writes each Hangul
//! syllable as nine characters and each bracket or quote of the RON as three; packed, a lesson
//! plan with a page of Korean notes fits in a link.
//!
//! Unpacking is reading hostile input: the packed text is bounded by the link's own bound
//! before it gets here, and the inflated text by [`MAX_UNPACKED_BYTES`] while it is inflated,
//! so a small link that would inflate to gigabytes (a zip bomb) stops at the bound.

use base64::Engine as _;
use base64::engine::general_purpose::URL_SAFE_NO_PAD;
use miniz_oxide::deflate::compress_to_vec_zlib;
use miniz_oxide::inflate::{TINFLStatus, decompress_to_vec_zlib_with_limit};

/// What starts a packed text after the link's `#state=` or `#plan=`: a `~`, which no RON (so
/// no link written before links were packed) starts with, and the packing's version.
pub const PACKED_MARK: &str = "~1";

/// The most a packed link's text may inflate to, in bytes: far more than anything a link of
/// [`super::MAX_LINK_CHARS`] characters packs of a real plan or view (a six-step plan is about
/// 2 KB of RON), and little enough to read at once on the UI thread.
pub const MAX_UNPACKED_BYTES: usize = 256 * 1024;

/// How hard deflate tries: its best, as links are short and written once.
const LEVEL: u8 = 10;

/// Why a packed text did not unpack.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Unpacking {
    /// Its base64url, its deflate stream or its checksum is broken: it was cut or changed.
    Damaged,
    /// It inflates to more than [`MAX_UNPACKED_BYTES`].
    TooLarge,
    /// It inflates to bytes that are not UTF-8 text.
    NotText,
}

/// `text` packed, [`PACKED_MARK`] first; `None` when it is longer than [`MAX_UNPACKED_BYTES`]
/// and so could not be read back.
pub fn pack(text: &str) -> Option<String> {
    if text.len() > MAX_UNPACKED_BYTES {
        return None;
    }
    let deflated = compress_to_vec_zlib(text.as_bytes(), LEVEL);
    Some(format!("{PACKED_MARK}{}", URL_SAFE_NO_PAD.encode(deflated)))
}

/// The text `packed` (after [`PACKED_MARK`], whitespace already taken out) holds.
pub fn unpack(packed: &str) -> Result<String, Unpacking> {
    let deflated = URL_SAFE_NO_PAD.decode(packed).map_err(|_| Unpacking::Damaged)?;
    let inflated = decompress_to_vec_zlib_with_limit(&deflated, MAX_UNPACKED_BYTES).map_err(|error| {
        match error.status {
            TINFLStatus::HasMoreOutput => Unpacking::TooLarge,
            _ => Unpacking::Damaged,
        }
    })?;
    String::from_utf8(inflated).map_err(|_| Unpacking::NotText)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn texts_come_back_whole_in_only_unreserved_characters() {
        let korean =
            "13개의 동전에서 한 번에 1개에서 3개까지 가져갑니다. 마지막 동전을 가져가는 사람이 집니다.";
        for text in ["", "(tab:Grundy)", korean, &"n".repeat(5_000)] {
            let packed = pack(text).expect("small enough");
            let body = packed.strip_prefix(PACKED_MARK).expect("marked");
            assert!(
                body.bytes()
                    .all(|b| b.is_ascii_alphanumeric() || b == b'-' || b == b'_'),
                "{packed}"
            );
            assert_eq!(unpack(body).as_deref(), Ok(text));
        }
    }

    #[test]
    fn a_zip_bomb_stops_at_the_bound() {
        // A gigabyte of zeros deflates to about a megabyte; one mebibyte (about a kilobyte
        // packed, four times the bound inflated) shows the bound as well, in a test's time.
        let bomb = compress_to_vec_zlib(&vec![b'0'; 1024 * 1024], LEVEL);
        assert!(bomb.len() < 1_500, "{} bytes", bomb.len());
        assert_eq!(unpack(&URL_SAFE_NO_PAD.encode(&bomb)), Err(Unpacking::TooLarge));
        let just_over = "x".repeat(MAX_UNPACKED_BYTES + 1);
        assert_eq!(pack(&just_over), None, "Copy link makes nothing it cannot read");
        let at_bound = "x".repeat(MAX_UNPACKED_BYTES);
        let packed = pack(&at_bound).expect("at the bound");
        assert_eq!(
            unpack(&packed[PACKED_MARK.len()..]).map(|text| text.len()),
            Ok(MAX_UNPACKED_BYTES)
        );
    }

    #[test]
    fn damage_is_told_from_a_different_text() {
        let packed = pack("(tab:Grundy,grundy:(takes:\"1,2\"))").expect("small");
        let body = &packed[PACKED_MARK.len()..];
        assert_eq!(unpack(&body[..body.len() - 3]), Err(Unpacking::Damaged), "cut");
        assert_eq!(
            unpack(&format!("{body}*")),
            Err(Unpacking::Damaged),
            "not base64url"
        );
        // One character changed in the middle: the checksum (or the stream) says so.
        let middle = body.len() / 2;
        let changed = if &body[middle..=middle] == "A" { "B" } else { "A" };
        let damaged = format!("{}{changed}{}", &body[..middle], &body[middle + 1..]);
        assert_eq!(unpack(&damaged), Err(Unpacking::Damaged));
        let not_text = URL_SAFE_NO_PAD.encode(compress_to_vec_zlib(&[0xFF, 0xFE], LEVEL));
        assert_eq!(unpack(&not_text), Err(Unpacking::NotText));
    }
}
