//! The dice roll what the ruleset's face data says: a chi-square goodness-of-fit test of the
//! number of successes in many rolls at a fixed seed against the exact distribution computed
//! from the same data ([`DiceSet::distribution`]), for pools of 1 to 6 dice with explosion.
//!
//! Rolls per pool: 10^6 in release builds (`cargo test --release`), 2·10^5 in debug builds,
//! where this crate is not optimised (the dependencies are) and 10^6 × 13 pools would take too
//! long for a test run. The 10^6-roll figure is also exercised through `skirmish dice` in the
//! repl's tests.

use skirmish_core::dice::{DiceRoller, DiceSet, RollOptions};

const DICE: &str = include_str!("../../scripts/arcadia/dice.yaml");

const ROLLS: u64 = if cfg!(debug_assertions) {
    200_000
} else {
    1_000_000
};

/// Upper 0.999 quantiles of the chi-square distribution for 1 to 40 degrees of freedom (the
/// standard table; recomputed with the regularised incomplete gamma function and bisection).
const CHI2_999: [f64; 40] = [
    10.828, 13.816, 16.266, 18.467, 20.515, 22.458, 24.322, 26.124, 27.877, 29.588, 31.264, 32.909,
    34.528, 36.123, 37.697, 39.252, 40.790, 42.312, 43.820, 45.315, 46.797, 48.268, 49.728, 51.179,
    52.620, 54.052, 55.476, 56.892, 58.301, 59.703, 61.098, 62.487, 63.870, 65.247, 66.619, 67.985,
    69.346, 70.703, 72.055, 73.402,
];

/// The cut-off of the exact distribution; everything above is its tail mass.
const MAX: usize = 40;

fn set() -> DiceSet {
    DiceSet::parse(DICE, "scripts/arcadia/dice.yaml").unwrap()
}

/// Bins `0..=MAX` plus the tail into ranges of consecutive counts whose expected counts are
/// all at least 5: from 0 upwards a bin closes as soon as it expects 5; what is left at the top
/// (the tail included) joins the last closed bin when it expects less. Returns the first count
/// of each bin; the last bin runs to infinity.
fn bins(expected: &[f64], tail: f64) -> Vec<usize> {
    let mut starts = vec![0];
    let mut acc = 0.0;
    for (k, &e) in expected.iter().enumerate() {
        acc += e;
        if acc >= 5.0 {
            starts.push(k + 1);
            acc = 0.0;
        }
    }
    if acc + tail < 5.0 && starts.len() > 1 {
        starts.pop(); // the top bin expects too little: the bin below absorbs it
    }
    starts
}

/// Rolls `pool` dice of `die` `ROLLS` times and returns (statistic, degrees of freedom).
fn chi_square(
    die: &str,
    pool: usize,
    success: &str,
    options: RollOptions,
    seed: u64,
) -> (f64, usize) {
    let s = set();
    let tag = s.tag(success).unwrap();
    let dist = s
        .distribution(die, pool, tag, options.explode, MAX)
        .unwrap();
    let mut observed = vec![0u64; MAX + 2]; // the last slot counts everything above MAX
    let mut roller = DiceRoller::seed_from_u64(seed);
    for _ in 0..ROLLS {
        let k = roller.roll(&s, die, pool, options).unwrap().count(tag);
        observed[k.min(MAX + 1)] += 1;
    }
    let n = ROLLS as f64;
    let expected: Vec<f64> = dist.probabilities.iter().map(|p| p * n).collect();
    let starts = bins(&expected, dist.tail * n);
    let mut stat = 0.0;
    for (b, &start) in starts.iter().enumerate() {
        let end = starts.get(b + 1).copied().unwrap_or(MAX + 2);
        let o: u64 = observed[start..end].iter().sum();
        let mut e: f64 = expected[start..end.min(MAX + 1)].iter().sum();
        if end == MAX + 2 {
            e += dist.tail * n;
        }
        assert!(e >= 5.0, "{die} x{pool}: bin {start}.. expects {e}");
        stat += (o as f64 - e).powi(2) / e;
    }
    (stat, starts.len() - 1)
}

fn check(die: &str, success: &str, options: RollOptions, pools: std::ops::RangeInclusive<usize>) {
    for pool in pools {
        let seed = 0x5eed_0000 + pool as u64;
        let (stat, df) = chi_square(die, pool, success, options, seed);
        assert!(df >= 1, "{die} x{pool}: one bin only");
        let limit = CHI2_999[df - 1];
        assert!(
            stat < limit,
            "{die} x{pool} counting {success}: chi-square {stat:.2} >= {limit} ({df} df)"
        );
    }
}

#[test]
fn attack_dice_melee_successes_fit_the_face_data() {
    check("attack", "melee", RollOptions::NORMAL, 1..=6);
}

#[test]
fn defence_dice_shield_successes_fit_the_face_data() {
    check("defence", "shield", RollOptions::NORMAL, 1..=6);
}

#[test]
fn spawn_rolls_fit_the_face_data_without_explosion() {
    check("attack", "crit", RollOptions::SPAWN, 2..=2);
}

#[test]
fn the_test_itself_notices_a_wrong_die() {
    // The same rolls judged against a die whose crit face were a plain melee face (no
    // explosion) must fail: the test has the power to see a wrong rule.
    let s = set();
    let tag = s.tag("melee").unwrap();
    let wrong = s.distribution("attack", 3, tag, false, MAX).unwrap();
    let mut roller = DiceRoller::seed_from_u64(1);
    let rolls = 20_000u64;
    let mut observed = [0u64; 4]; // 0, 1, 2, 3 or more
    for _ in 0..rolls {
        let k = roller
            .roll(&s, "attack", 3, RollOptions::NORMAL)
            .unwrap()
            .count(tag);
        observed[k.min(3)] += 1;
    }
    let n = rolls as f64;
    let stat: f64 = observed
        .iter()
        .zip(&wrong.probabilities)
        .map(|(&o, p)| (o as f64 - p * n).powi(2) / (p * n))
        .sum();
    assert!(stat > CHI2_999[2], "{stat}");
}

#[test]
fn binning_keeps_every_expected_count_at_five_or_more() {
    assert_eq!(bins(&[100.0, 50.0, 10.0, 3.0, 1.0], 0.5), vec![0, 1, 2]);
    assert_eq!(bins(&[100.0, 50.0, 10.0, 3.0, 1.0], 7.0), vec![0, 1, 2, 3]);
    assert_eq!(
        bins(&[100.0, 50.0, 10.0, 3.0, 2.0], 7.0),
        vec![0, 1, 2, 3, 5]
    );
    assert_eq!(bins(&[100.0, 50.0, 4.0], 0.0), vec![0, 1]);
    assert_eq!(bins(&[1.0, 2.0, 100.0, 50.0], 0.0), vec![0, 3]);
    assert_eq!(bins(&[10.0, 10.0], 0.0), vec![0, 1]);
}
