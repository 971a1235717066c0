//! The sizes of a start's heaps as a person types them ("3,4,5"), read by one rule for the
//! command line and the window alike.

/// Why a typed list of heap sizes is not one.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
pub enum HeapSizesError {
    /// Two commas with nothing between them, a comma at an end, or nothing typed at all.
    #[error("'{0}' has an empty entry: heaps are sizes with commas between, e.g. 3,4,5")]
    EmptyEntry(String),
    /// A size past `u32::MAX`.
    #[error("'{0}' is too large a heap: at most {max}", max = u32::MAX)]
    TooLarge(String),
    /// A piece that is not a whole number.
    #[error("'{0}' is not a heap size: a whole number 0 or more, e.g. 3,4,5")]
    NotASize(String),
}

/// `3,4,5`: whole numbers, commas between, spaces allowed; 0 is an empty heap (the graph drops it).
pub fn parse_heap_sizes(text: &str) -> Result<Vec<u32>, HeapSizesError> {
    text.split(',')
        .map(|entry| {
            let entry = entry.trim();
            match entry.parse::<u32>() {
                Ok(size) => Ok(size),
                Err(_) if entry.is_empty() => Err(HeapSizesError::EmptyEntry(text.to_owned())),
                Err(e) if *e.kind() == std::num::IntErrorKind::PosOverflow => {
                    Err(HeapSizesError::TooLarge(entry.to_owned()))
                }
                Err(_) => Err(HeapSizesError::NotASize(entry.to_owned())),
            }
        })
        .collect()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn sizes_are_read_in_order_and_slips_are_named() {
        assert_eq!(parse_heap_sizes(" 3, 4,5 "), Ok(vec![3, 4, 5]));
        assert_eq!(parse_heap_sizes("0,7"), Ok(vec![0, 7]));
        assert_eq!(
            parse_heap_sizes("3,,5"),
            Err(HeapSizesError::EmptyEntry("3,,5".to_owned()))
        );
        assert_eq!(
            parse_heap_sizes(""),
            Err(HeapSizesError::EmptyEntry(String::new()))
        );
        assert_eq!(
            parse_heap_sizes("3,x"),
            Err(HeapSizesError::NotASize("x".to_owned()))
        );
        assert_eq!(
            parse_heap_sizes("-1"),
            Err(HeapSizesError::NotASize("-1".to_owned()))
        );
        assert_eq!(
            parse_heap_sizes("4294967296"),
            Err(HeapSizesError::TooLarge("4294967296".to_owned()))
        );
    }
}
