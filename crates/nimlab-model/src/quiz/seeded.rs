//! `SplitMix64`, the small seeded random numbers the app needs (the quiz's pick, the generator
//! list's random puzzle): the same seed gives the same sequence on every platform.

/// A `SplitMix64` generator.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct SplitMix64 {
    state: u64,
}

impl SplitMix64 {
    /// The generator whose sequence follows from `seed`.
    pub fn new(seed: u64) -> Self {
        Self { state: seed }
    }

    /// The next well-mixed 64-bit number.
    pub fn next_u64(&mut self) -> u64 {
        let (state, value) = splitmix(self.state);
        self.state = state;
        value
    }

    /// A number in `0..n` (`n` > 0). The modulo favours some numbers by n/2⁶⁴, far below
    /// anything a class could notice.
    pub fn below(&mut self, n: usize) -> usize {
        assert!(n > 0, "a pick among nothing");
        (self.next_u64() % n as u64) as usize
    }
}

/// One `SplitMix64` step: the next state and its output.
pub fn splitmix(state: u64) -> (u64, u64) {
    let next = state.wrapping_add(0x9E37_79B9_7F4A_7C15);
    let mut z = next;
    z = (z ^ (z >> 30)).wrapping_mul(0xBF58_476D_1CE4_E5B9);
    z = (z ^ (z >> 27)).wrapping_mul(0x94D0_49BB_1331_11EB);
    (next, z ^ (z >> 31))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_sequence_is_splitmix64s() {
        // The reference outputs of SplitMix64 seeded with 0 (Vigna's splitmix64.c).
        let mut random = SplitMix64::new(0);
        assert_eq!(random.next_u64(), 0xE220_A839_7B1D_CDAF);
        assert_eq!(random.next_u64(), 0x6E78_9E6A_A1B9_65F4);
        assert_eq!(random.next_u64(), 0x06C4_5D18_8009_454F);
    }
}
