//! The game's one source of randomness: a seeded, serialisable, cloneable generator.
//!
//! Every random decision of a game (dice, shuffles, bots' coin flips) draws from the one
//! [`GameRng`] kept in the game state, so a game is replayed exactly from its seed and a saved
//! game resumes the very same sequence.
//!
//! Stability: the bit stream is ChaCha with 8 rounds (`rand_chacha::ChaCha8Rng`, whose output is
//! documented as reproducible across versions and platforms), and the uniform integers are drawn
//! by rejection sampling written here (Lemire's method), not by `rand`'s distributions (which
//! change between minor versions). The golden tests at the end of this file pin both: if either changes, saved
//! games and recorded seeds no longer replay, and the tests say so.

use rand::{Rng, SeedableRng};
use rand_chacha::ChaCha8Rng;
use serde::{Deserialize, Serialize};

/// The seeded random number generator of a game.
///
/// Serialised as `{algorithm: chacha8, state: {seed, stream, word_pos}}`; deserialising a state
/// written by another algorithm fails rather than silently replaying a different game.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(try_from = "RngState", into = "RngState")]
pub struct GameRng {
    inner: ChaCha8Rng,
}

/// The serialised form of [`GameRng`]: the algorithm's name, then its state.
#[derive(Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
struct RngState {
    algorithm: String,
    state: ChaCha8Rng,
}

impl From<GameRng> for RngState {
    fn from(r: GameRng) -> RngState {
        RngState {
            algorithm: GameRng::ALGORITHM.to_string(),
            state: r.inner,
        }
    }
}

impl TryFrom<RngState> for GameRng {
    type Error = String;

    fn try_from(s: RngState) -> Result<GameRng, String> {
        if s.algorithm == GameRng::ALGORITHM {
            Ok(GameRng { inner: s.state })
        } else {
            Err(format!(
                "random generator `{}` is not supported (this build uses `{}`)",
                s.algorithm,
                GameRng::ALGORITHM
            ))
        }
    }
}

impl GameRng {
    /// The name recorded with the state in saves.
    pub const ALGORITHM: &'static str = "chacha8";

    /// A generator seeded from a number (the `--seed` of the batch commands).
    pub fn seed_from_u64(seed: u64) -> GameRng {
        GameRng {
            inner: ChaCha8Rng::seed_from_u64(seed),
        }
    }

    /// A generator seeded from 32 bytes.
    pub fn from_seed(seed: [u8; 32]) -> GameRng {
        GameRng {
            inner: ChaCha8Rng::from_seed(seed),
        }
    }

    /// The next 32 random bits.
    #[inline]
    pub fn next_u32(&mut self) -> u32 {
        self.inner.next_u32()
    }

    /// The next 64 random bits.
    #[inline]
    pub fn next_u64(&mut self) -> u64 {
        self.inner.next_u64()
    }

    /// A uniform integer in `0..n`.
    ///
    /// Lemire's multiply-and-reject method on [`next_u32`](Self::next_u32): the 64-bit product
    /// `x * n` of a random word `x` splits into a high word, the candidate answer, and a low
    /// word; a draw is rejected (and another word drawn) when the low word is below
    /// `2^32 mod n`, which leaves every answer exactly `floor(2^32 / n)` accepted words. Exactly
    /// uniform; for a d6 a word is rejected with probability 4/2^32, and the usual case costs
    /// one multiplication and no division.
    ///
    /// # Panics
    /// If `n` is 0.
    #[inline]
    pub fn below(&mut self, n: u32) -> u32 {
        assert!(n > 0, "GameRng::below(0)");
        let mut m = u64::from(self.next_u32()) * u64::from(n);
        if (m as u32) < n {
            let threshold = n.wrapping_neg() % n; // 2^32 mod n
            while (m as u32) < threshold {
                m = u64::from(self.next_u32()) * u64::from(n);
            }
        }
        (m >> 32) as u32
    }

    /// A uniform integer in `0..n` for 64-bit `n`: the same method as [`below`](Self::below) on
    /// [`next_u64`](Self::next_u64) with 128-bit products (and `below` itself, thus one 32-bit
    /// word per attempt, when `n` fits in 32 bits).
    ///
    /// # Panics
    /// If `n` is 0.
    pub fn below_u64(&mut self, n: u64) -> u64 {
        assert!(n > 0, "GameRng::below_u64(0)");
        if let Ok(small) = u32::try_from(n) {
            return u64::from(self.below(small));
        }
        let mut m = u128::from(self.next_u64()) * u128::from(n);
        if (m as u64) < n {
            let threshold = n.wrapping_neg() % n; // 2^64 mod n
            while (m as u64) < threshold {
                m = u128::from(self.next_u64()) * u128::from(n);
            }
        }
        (m >> 64) as u64
    }

    /// A uniform index into a collection of `len` items (`0..len`).
    ///
    /// # Panics
    /// If `len` is 0.
    pub fn index(&mut self, len: usize) -> usize {
        self.below_u64(len as u64) as usize
    }

    /// A uniform integer in `lo..=hi` (a die with faces numbered `lo` to `hi`).
    ///
    /// # Panics
    /// If `lo > hi`.
    pub fn range_inclusive(&mut self, lo: i64, hi: i64) -> i64 {
        assert!(lo <= hi, "GameRng::range_inclusive({lo}, {hi})");
        let span = hi.wrapping_sub(lo) as u64; // hi - lo, fits in u64
        let offset = match span.checked_add(1) {
            Some(n) => self.below_u64(n),
            None => self.next_u64(), // the whole i64 range
        };
        lo.wrapping_add(offset as i64)
    }

    /// `true` with probability `num / den`.
    ///
    /// # Panics
    /// If `den` is 0 or `num > den`.
    pub fn chance(&mut self, num: u32, den: u32) -> bool {
        assert!(num <= den, "GameRng::chance({num}, {den})");
        self.below(den) < num
    }

    /// Shuffles `items` in place (Fisher–Yates from the back, one [`index`](Self::index) per
    /// position).
    pub fn shuffle<T>(&mut self, items: &mut [T]) {
        for i in (1..items.len()).rev() {
            let j = self.index(i + 1);
            items.swap(i, j);
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// The first words for seed 42. If this fails, the generator's algorithm or seeding changed
    /// and every recorded seed and saved game replays differently.
    #[test]
    fn golden_words_for_seed_42() {
        let mut r = GameRng::seed_from_u64(42);
        let words: Vec<u32> = (0..6).map(|_| r.next_u32()).collect();
        assert_eq!(words, GOLDEN_U32);
        let mut r = GameRng::seed_from_u64(42);
        let words: Vec<u64> = (0..3).map(|_| r.next_u64()).collect();
        assert_eq!(words, GOLDEN_U64);
    }

    const GOLDEN_U32: [u32; 6] = [
        962419617, 2928721845, 628724104, 4081401798, 3317060492, 1836168968,
    ];
    const GOLDEN_U64: [u64; 3] = [
        12578764544318200737,
        17529487244874322312,
        7886285670807131020,
    ];

    /// The first d6 results for seed 42 through our own rejection sampling. If this fails but
    /// `golden_words_for_seed_42` passes, `below` changed. (The first five equal what rand
    /// 0.10's `random_range(1..=6)` gives on the same generator, a multiply-based method too,
    /// but nothing here depends on rand's code.)
    #[test]
    fn golden_d6_for_seed_42() {
        let mut r = GameRng::seed_from_u64(42);
        let d6: Vec<u32> = (0..12).map(|_| r.below(6) + 1).collect();
        assert_eq!(d6, GOLDEN_D6);
    }

    const GOLDEN_D6: [u32; 12] = [2, 5, 1, 6, 5, 3, 3, 4, 5, 2, 4, 1];

    #[test]
    fn below_is_in_range_and_hits_every_value() {
        let mut r = GameRng::seed_from_u64(7);
        for n in [1u32, 2, 3, 6, 7, 10, 1000, u32::MAX] {
            let mut seen = std::collections::BTreeSet::new();
            for _ in 0..2000 {
                let x = r.below(n);
                assert!(x < n);
                seen.insert(x);
            }
            if n <= 10 {
                assert_eq!(seen.len(), n as usize, "n = {n}");
            }
        }
        for n in [1u64, 6, 1 << 40, u64::MAX] {
            for _ in 0..1000 {
                assert!(r.below_u64(n) < n);
            }
        }
    }

    #[test]
    fn below_rejects_the_top_partial_block() {
        // n = 2^31 + 1: 2^32 mod n = 2^31 - 1 low words are rejected, about half of the
        // draws, so the loop must run and still return values in range.
        let mut r = GameRng::seed_from_u64(3);
        let n = (1u32 << 31) + 1;
        for _ in 0..1000 {
            assert!(r.below(n) < n);
        }
    }

    #[test]
    fn range_inclusive_covers_its_ends() {
        let mut r = GameRng::seed_from_u64(9);
        let mut seen = [false; 6];
        for _ in 0..1000 {
            let x = r.range_inclusive(1, 6);
            assert!((1..=6).contains(&x));
            seen[(x - 1) as usize] = true;
        }
        assert!(seen.iter().all(|&s| s));
        assert_eq!(r.range_inclusive(-3, -3), -3);
        let _ = r.range_inclusive(i64::MIN, i64::MAX);
    }

    #[test]
    fn shuffle_is_a_permutation_and_deterministic() {
        let mut a: Vec<u32> = (0..20).collect();
        let mut b = a.clone();
        GameRng::seed_from_u64(5).shuffle(&mut a);
        GameRng::seed_from_u64(5).shuffle(&mut b);
        assert_eq!(a, b);
        let mut sorted = a.clone();
        sorted.sort();
        assert_eq!(sorted, (0..20).collect::<Vec<_>>());
        assert_ne!(a, sorted);
    }

    #[test]
    fn clone_continues_the_same_sequence() {
        let mut a = GameRng::seed_from_u64(11);
        a.next_u32();
        let mut b = a.clone();
        for _ in 0..100 {
            assert_eq!(a.next_u32(), b.next_u32());
        }
    }

    #[test]
    fn yaml_round_trip_resumes_the_sequence() {
        let mut a = GameRng::seed_from_u64(13);
        for _ in 0..37 {
            a.next_u32(); // an odd position inside a block
        }
        let text = serde_yaml::to_string(&a).unwrap();
        assert!(text.contains("algorithm: chacha8"), "{text}");
        let mut b: GameRng = serde_yaml::from_str(&text).unwrap();
        assert_eq!(a, b);
        for _ in 0..100 {
            assert_eq!(a.next_u64(), b.next_u64());
        }
    }

    #[test]
    fn unknown_algorithm_is_refused() {
        let a = GameRng::seed_from_u64(1);
        let text = serde_yaml::to_string(&a)
            .unwrap()
            .replace("chacha8", "pcg64");
        let err = serde_yaml::from_str::<GameRng>(&text).unwrap_err();
        assert!(err.to_string().contains("pcg64"), "{err}");
    }
}
