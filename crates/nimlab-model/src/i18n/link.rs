//! The words of packed links, in English and Korean: why a packed link was not opened.

/// One language's words for packed links.
#[derive(Debug)]
pub struct LinkStrings {
    /// Why a link whose packed text is cut or changed was not opened.
    pub damaged: &'static str,
    /// "it would unpack to more than {max} bytes …"
    pub too_large: fn(max_kib: usize) -> String,
}

/// The English words.
pub const ENGLISH: LinkStrings = LinkStrings {
    damaged: "its packed text is broken; it was probably cut or changed on the way.",
    too_large: |max_kib| {
        format!("it would unpack to more than {max_kib} KiB, far more than nimlab ever packs into a link.")
    },
};

/// The Korean words.
pub const KOREAN: LinkStrings = LinkStrings {
    damaged: "압축된 부분이 깨져 있습니다. 전해지는 동안 잘렸거나 바뀐 것 같습니다.",
    too_large: |max_kib| {
        format!("압축을 풀면 {max_kib}KiB를 넘습니다. nimlab이 링크에 담는 양보다 훨씬 큽니다.")
    },
};
