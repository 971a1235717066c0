//! A link's state written so that it survives being carried: every character but the few that
//! RFC 3986 leaves unreserved in every part of an address (`A–Z a–z 0–9 - . _ ~`) is
//! percent-encoded as UTF-8, so chat apps, e-mail and address bars cannot cut it at a space, a
//! `#`, a `&`, a quote or a bracket, nor end it at a `)` they take for punctuation. Reading
//! undoes it, ignoring the line breaks and spaces a mail program may have put into a long link.

use std::borrow::Cow;

use percent_encoding::{AsciiSet, NON_ALPHANUMERIC, percent_decode_str, utf8_percent_encode};

/// What is escaped: everything but RFC 3986's unreserved characters.
const ESCAPED: &AsciiSet = &NON_ALPHANUMERIC
    .remove(b'-')
    .remove(b'.')
    .remove(b'_')
    .remove(b'~');

/// `text` with every character but the unreserved ones percent-encoded.
pub fn encode(text: &str) -> String {
    utf8_percent_encode(text, ESCAPED).to_string()
}

/// The `%XX` escapes did not spell UTF-8 text.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct NotText;

/// The text `encoded` spells, its whitespace ignored (the encoder writes none: it is what
/// carried the link added). Characters written plainly (an address bar's `(`, `:`) stay as
/// they are, and a `%` not followed by two hex digits is kept as a `%`, as browsers do.
pub fn decode(encoded: &str) -> Result<String, NotText> {
    let joined: Cow<'_, str> = if encoded.contains(char::is_whitespace) {
        Cow::Owned(encoded.chars().filter(|c| !c.is_whitespace()).collect())
    } else {
        Cow::Borrowed(encoded)
    };
    percent_decode_str(&joined)
        .decode_utf8()
        .map(Cow::into_owned)
        .map_err(|_| NotText)
}

#[cfg(test)]
mod tests {
    use super::*;

    /// A small, seeded generator (xorshift64*), so a failure names the case that broke.
    struct Seeded(u64);

    impl Seeded {
        fn next(&mut self) -> u64 {
            self.0 ^= self.0 >> 12;
            self.0 ^= self.0 << 25;
            self.0 ^= self.0 >> 27;
            self.0.wrapping_mul(0x2545_F491_4F6C_DD1D)
        }

        /// A character drawn from where links go wrong: ASCII punctuation and spaces, `%`
        /// escapes spelled out, Hangul, other scripts, emoji, controls and the edges of Unicode.
        fn char(&mut self) -> char {
            const TRICKY: &[char] = &[
                '#',
                '&',
                '%',
                ' ',
                '+',
                '=',
                '?',
                '/',
                '(',
                ')',
                '"',
                '\'',
                '<',
                '>',
                '\n',
                '\t',
                '\r',
                '\u{0}',
                '\u{7f}',
                '\u{a0}',
                '\u{200b}',
                '\u{feff}',
                '\u{ffff}',
                '\u{10ffff}',
                '가',
                '힣',
                '한',
                'é',
                '−',
                '≠',
                '😀',
            ];
            match self.next() % 4 {
                0 => TRICKY[(self.next() % TRICKY.len() as u64) as usize],
                1 => char::from(b' ' + (self.next() % 95) as u8),
                2 => char::from_u32(0xAC00 + (self.next() % 11_172) as u32).unwrap_or('가'),
                _ => loop {
                    if let Some(c) = char::from_u32((self.next() % 0x11_0000) as u32) {
                        break c;
                    }
                },
            }
        }

        fn text(&mut self, max: u64) -> String {
            let length = self.next() % (max + 1);
            (0..length).map(|_| self.char()).collect()
        }
    }

    #[test]
    fn the_chosen_hard_cases_come_back_whole() {
        for text in [
            "",
            "(tab:Grundy)",
            "제목: 성냥개비 #1 & 2",
            "100% sure",
            "%41 is not A",
            "a+b=c & d#e",
            "  spaces  at the ends  ",
            "line\nbreaks\r\n",
            "😀 \u{10ffff} \u{0}",
        ] {
            let encoded = encode(text);
            assert!(
                encoded
                    .bytes()
                    .all(|b| b.is_ascii_alphanumeric() || b"-._~%".contains(&b)),
                "{encoded}"
            );
            assert_eq!(decode(&encoded).as_deref(), Ok(text), "{text:?} via {encoded}");
        }
    }

    #[test]
    fn seeded_random_texts_come_back_whole_even_when_a_mail_program_wrapped_them() {
        for seed in 1..=2_000_u64 {
            let mut random = Seeded(seed.wrapping_mul(0x9E37_79B9_7F4A_7C15) | 1);
            let text = random.text(80);
            let encoded = encode(&text);
            assert!(
                encoded
                    .bytes()
                    .all(|b| b.is_ascii_graphic() && !b"#&()+,:;=?@\"'<>".contains(&b)),
                "seed {seed}: {encoded}"
            );
            assert_eq!(decode(&encoded).as_deref(), Ok(text.as_str()), "seed {seed}");
            // Line breaks and indents put in anywhere (a mail program wrapping a long line).
            let mut wrapped = String::new();
            for (i, c) in encoded.chars().enumerate() {
                wrapped.push(c);
                if random.next().is_multiple_of(17) {
                    wrapped.push_str(["\n", "\r\n ", " ", "\t"][i % 4]);
                }
            }
            assert_eq!(
                decode(&wrapped).as_deref(),
                Ok(text.as_str()),
                "seed {seed} wrapped"
            );
        }
    }

    #[test]
    fn escapes_that_do_not_spell_text_are_refused_and_stray_percents_kept() {
        assert_eq!(decode("%FF%FE"), Err(NotText), "not UTF-8");
        assert_eq!(decode("%ED%95"), Err(NotText), "half a Hangul syllable");
        assert_eq!(decode("%ED%95%9C").as_deref(), Ok("한"));
        assert_eq!(decode("100%").as_deref(), Ok("100%"));
        assert_eq!(decode("%zz%4").as_deref(), Ok("%zz%4"));
        assert_eq!(
            decode("(tab:Grundy)").as_deref(),
            Ok("(tab:Grundy)"),
            "written plainly"
        );
    }
}
