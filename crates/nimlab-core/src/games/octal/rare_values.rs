//! Octal game values by the rare-value method (Gangolli and Plambeck), because looking at every
//! split of every heap costs n/2 options per heap and made Kayles to 20,000 values take a quarter
//! of a second.
//!
//! Fix a mask and call a value *rare* when it has an even number of bits under the mask, and
//! *common* when odd. Two heaps XOR to a common value only when exactly one of them is rare. In
//! many octal games (Kayles among them) a fitting mask leaves only a handful of heaps rare, so
//! every common option of n is found by pairing those few rare heaps with their partners. The mex
//! is then usually the smallest common value missing, and the scan over all splits needs only to
//! run until it has seen each rare value below it, which it does within a few splits. When it
//! does not, the scan runs to the end and the value comes out exactly as before: the mask decides
//! only the speed, never a value.

use super::OctalCode;

/// The most bits a mask may use: a histogram of 256 values chooses it cheaply.
const MASK_BITS: u32 = 8;

/// g(0), …, g(count − 1) under normal play, the same as the mex over every move, split by split.
pub(super) fn values(code: &OctalCode, count: usize) -> Vec<u32> {
    let mut engine = OctalValues::new(code);
    engine.reserve(count);
    engine.extend_to(count);
    engine.into_values()
}

/// The values of one octal game, computed a stretch at a time so that a search can stop, report
/// progress and look for a period between stretches without starting again.
///
/// Memory: 4 bytes per value, and 4 more for codes that split (the values again, backwards, for
/// the scan), plus a mark per possible value and the list of rare heaps; [`Self::reserve`] sizes
/// the backward copy once for the values to come.
#[derive(Clone, Debug)]
pub struct OctalValues {
    code: OctalCode,
    /// The digits `k` whose moves split a heap.
    splits: Vec<usize>,
    values: Vec<u32>,
    /// `reversed[reversed.len() - 1 - i]` = g(i): the split partners of heap `rest` run forward
    /// through it, so the scan zips two forward slices and needs no bounds check per split.
    /// Empty for a code without splits.
    reversed: Vec<u32>,
    /// `seen[v] == n` marks v as an option of n; stamping saves clearing it for every heap.
    seen: Vec<u32>,
    /// 0 (every value rare) scans every split, as the plain definition does.
    mask: u32,
    /// Heaps ≥ 1 whose value is rare under `mask`, smallest first (kept only while `mask` ≠ 0).
    rare: Vec<usize>,
    largest: u32,
    /// Elementary steps so far: options marked, splits scanned, marks swept ([`Self::work`]).
    work: u64,
}

impl OctalValues {
    /// No values yet.
    pub fn new(code: &OctalCode) -> Self {
        let splits = (1..=code.last_digit())
            .filter(|&k| code.digit(k) & 4 != 0)
            .collect();
        Self {
            code: code.clone(),
            splits,
            values: Vec::new(),
            reversed: Vec::new(),
            seen: vec![u32::MAX; 64],
            mask: 0,
            rare: Vec::new(),
            largest: 0,
            work: 0,
        }
    }

    /// g(0), … as far as computed.
    pub fn values(&self) -> &[u32] {
        &self.values
    }

    /// The values computed, giving up the engine.
    pub fn into_values(self) -> Vec<u32> {
        self.values
    }

    /// Elementary steps taken so far: each move of a heap looked at, each split paired or
    /// scanned, each mark swept for the mex. The time per step is about constant, so this is
    /// the cost, whatever the mask did for speed (README's Limits give the figure).
    pub fn work(&self) -> u64 {
        self.work
    }

    /// Makes room for `count` values in all, so extending to them allocates nothing more.
    pub fn reserve(&mut self, count: usize) {
        self.values.reserve_exact(count.saturating_sub(self.values.len()));
        if self.splits.is_empty() || self.reversed.len() >= count {
            return;
        }
        let mut reversed = vec![0u32; count];
        for (slot, &value) in reversed.iter_mut().rev().zip(&self.values) {
            *slot = value;
        }
        self.reversed = reversed;
    }

    /// Computes values until there are `count` of them.
    pub fn extend_to(&mut self, count: usize) {
        if count > self.reversed.len() && !self.splits.is_empty() {
            self.reserve(count.max(2 * self.reversed.len()));
        }
        while self.values.len() < count {
            self.push_next();
        }
    }

    /// Computes g(n) for the next n.
    fn push_next(&mut self) {
        let n = self.values.len();
        let code = &self.code;
        let t = code.last_digit();
        let splits = &self.splits;
        let values = &self.values;
        let seen = &mut self.seen;
        if !splits.is_empty() && n >= 64 && n.is_power_of_two() {
            // Rare values may show up late: choosing again at each doubling costs O(n) in all.
            self.mask = choose_mask(&values[1..]);
            self.rare = (1..n).filter(|&i| !is_common(values[i], self.mask)).collect();
            self.work += n as u64;
        }
        let (mask, rare) = (self.mask, &self.rare);
        let stamp = n as u32;
        // Every XOR of two values below a power of two stays below it.
        let span = (self.largest as usize + 1).next_power_of_two();
        if seen.len() < span {
            seen.resize(span, u32::MAX);
        }
        let mut work = t as u64;
        for k in 1..=t.min(n) {
            let digit = code.digit(k);
            let rest = n - k;
            if digit & 1 != 0 && rest == 0 {
                seen[0] = stamp;
            }
            if digit & 2 != 0 && rest > 0 {
                seen[values[rest] as usize] = stamp;
            }
        }
        // The scan below need only find values under `limit`, and `missing` of them are unseen.
        let (limit, mut missing) = if mask == 0 || splits.is_empty() {
            (u32::MAX, usize::MAX)
        } else {
            for &k in splits {
                let rest = n.saturating_sub(k);
                let paired = rare.iter().take_while(|&&r| r < rest);
                for &r in paired {
                    seen[(values[r] ^ values[rest - r]) as usize] = stamp;
                    work += 1;
                }
            }
            // Every common option is now marked: the smallest common value unmarked is not an
            // option, so the mex is it or a rare value below it.
            let unseen = |v: u32, seen: &[u32]| seen.get(v as usize).is_none_or(|&s| s != stamp);
            // The mask lies below `seen.len()` (a power of two above every value when it was
            // chosen), so `seen.len()` plus its lowest bit is common and unseen.
            let common = (0..2 * seen.len() as u32)
                .find(|&v| is_common(v, mask) && unseen(v, seen))
                .expect("a common value lies below twice the marks");
            if seen.len() <= common as usize {
                seen.resize((common as usize + 1).next_power_of_two(), u32::MAX);
            }
            work += 2 * u64::from(common) + 2;
            (common, (0..common).filter(|&v| unseen(v, seen)).count())
        };
        let value = if missing == 0 {
            limit
        } else {
            let count = self.reversed.len();
            let reversed = &self.reversed;
            // A value may come only from the split of another digit, so every digit's splits
            // advance together, in blocks that double so a full scan pays little for the blocks.
            let widest = splits.iter().map(|&k| n.saturating_sub(k) / 2).max().unwrap_or(0);
            let (mut from, mut block) = (1, 16);
            'scan: while from <= widest {
                let to = (from + block).min(widest + 1);
                for &k in splits {
                    let rest = n.saturating_sub(k);
                    let end = to.min(rest / 2 + 1);
                    if from >= end {
                        continue;
                    }
                    // Splits `a + (rest − a)` for `from ≤ a < end`.
                    let low = &values[from..end];
                    let high = &reversed[count - rest + from - 1..][..end - from];
                    work += (end - from) as u64;
                    for (&a, &b) in low.iter().zip(high) {
                        let x = a ^ b;
                        if x < limit && seen[x as usize] != stamp {
                            seen[x as usize] = stamp;
                            missing -= 1;
                            if missing == 0 {
                                break 'scan;
                            }
                        }
                    }
                }
                from = to;
                block *= 2;
            }
            if missing == 0 {
                limit
            } else {
                work += seen.len() as u64;
                seen.iter().position(|&s| s != stamp).unwrap_or(seen.len()) as u32
            }
        };
        self.work += work;
        self.values.push(value);
        let count = self.reversed.len();
        if let Some(slot) = self.reversed.get_mut(count.wrapping_sub(1 + n)) {
            *slot = value;
        }
        self.largest = self.largest.max(value);
        if self.mask != 0 && n >= 1 && !is_common(value, self.mask) {
            self.rare.push(n);
        }
    }
}

/// A value is common under `mask` when an odd number of its bits lie in the mask.
fn is_common(value: u32, mask: u32) -> bool {
    (value & mask).count_ones() % 2 == 1
}

/// The mask under which the fewest of `values` are rare, or 0 (scan everything) when even the
/// best leaves more than a quarter rare: then pairing the rare heaps would cost about as much as
/// the scan it is meant to cut short.
fn choose_mask(values: &[u32]) -> u32 {
    let mut histogram = [0usize; 1 << MASK_BITS];
    let mut largest = 0;
    for &v in values {
        histogram[(v & ((1 << MASK_BITS) - 1)) as usize] += 1;
        largest = largest.max(v);
    }
    // Bits above every value change nothing; the masks stop below the next power of two.
    let masks = (largest as usize + 1).next_power_of_two().min(1 << MASK_BITS) as u32;
    let rare_under = |mask: u32| -> usize {
        histogram
            .iter()
            .enumerate()
            .filter(|&(v, _)| !is_common(v as u32, mask))
            .map(|(_, &c)| c)
            .sum()
    };
    let best = (1..masks).min_by_key(|&m| rare_under(m));
    match best {
        Some(mask) if rare_under(mask) * 4 <= values.len() => mask,
        _ => 0,
    }
}

#[cfg(test)]
mod tests {
    use proptest::prelude::*;

    use super::*;
    use crate::games::grundy::mex;

    /// The plain definition: the mex of the values every move leaves, move by move.
    fn plain(code: &OctalCode, count: usize) -> Vec<u32> {
        let mut values: Vec<u32> = Vec::with_capacity(count);
        for n in 0..count {
            let options: Vec<u32> = code
                .moves(n)
                .into_iter()
                .map(|(_, left)| left.iter().fold(0, |acc, &h| acc ^ values[h]))
                .collect();
            values.push(mex(options));
        }
        values
    }

    #[test]
    fn games_with_rare_values_match_the_plain_definition() {
        // Long enough for several choices of mask: Kayles, Dawson's chess and Kayles, and games
        // known for rare values (0.16, 0.106, 0.007) or for no mask helping (0.6, 0.4).
        for text in [
            "0.77", "0.137", "0.07", "0.16", "0.106", "0.007", "0.6", "0.4", "0.75",
        ] {
            let code = OctalCode::parse(text).expect("valid");
            assert_eq!(values(&code, 1500), plain(&code, 1500), "{text}");
        }
    }

    #[test]
    fn kayles_leaves_few_heaps_rare() {
        // The point of the method: under the mask chosen, Kayles has only its few early
        // exceptions rare, so a heap's common options come from a handful of pairs.
        let values = values(&OctalCode::parse("0.77").expect("valid"), 4096);
        let mask = choose_mask(&values[1..]);
        assert_ne!(mask, 0);
        let rare = values[1..].iter().filter(|&&v| !is_common(v, mask)).count();
        assert!(rare < 20, "{rare} rare heaps under mask {mask:#b}");
    }

    #[test]
    fn stretches_give_the_values_of_one_go() {
        // The search extends a stretch at a time, sometimes past the room reserved.
        for text in ["0.77", "0.127", "0.6", "0.33"] {
            let code = OctalCode::parse(text).expect("valid");
            let mut engine = OctalValues::new(&code);
            for (reserve, to) in [(10, 5), (0, 70), (100, 130), (0, 600), (2000, 1000)] {
                engine.reserve(reserve);
                engine.extend_to(to);
            }
            assert_eq!(engine.values(), plain(&code, 1000), "{text}");
            assert!(engine.work() > 1000, "every value costs at least a step");
        }
    }

    proptest! {
        #[test]
        fn every_code_matches_the_plain_definition(
            digits in proptest::collection::vec(0u8..8, 1..6),
            count in 0usize..400,
        ) {
            let text: String = digits.iter().map(|d| char::from(b'0' + d)).collect();
            prop_assume!(digits.iter().any(|&d| d != 0));
            let code = OctalCode::parse(&format!("0.{text}")).expect("valid");
            prop_assert_eq!(values(&code, count), plain(&code, count), "0.{}", text);
        }
    }
}
