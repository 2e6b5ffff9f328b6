//! `skirmish dice` as outside programs drive it (spec/repl-contract.md, batch commands): its
//! output lines, determinism for a seed, errors on bad arguments, and a 10^6-roll chi-square
//! test of its counts against the exact distribution from the ruleset's dice file.

use std::process::{Command, Output};

use skirmish_core::dice::DiceSet;

fn skirmish(args: &[&str]) -> Output {
    Command::new(env!("CARGO_BIN_EXE_skirmish"))
        .args(args)
        .current_dir(env!("CARGO_MANIFEST_DIR"))
        .output()
        .expect("start skirmish")
}

fn text(b: &[u8]) -> String {
    String::from_utf8(b.to_vec()).unwrap()
}

fn dice(die: &str, pool: usize, success: &str, rolls: u64, seed: u64) -> Output {
    skirmish(&[
        "dice",
        "--die",
        die,
        "--pool",
        &pool.to_string(),
        "--success",
        success,
        "--rolls",
        &rolls.to_string(),
        "--seed",
        &seed.to_string(),
    ])
}

/// Parses `K: COUNT` lines, checking the format: ascending K, no zero counts.
fn histogram(out: &Output) -> Vec<(usize, u64)> {
    assert_eq!(out.status.code(), Some(0), "{}", text(&out.stderr));
    assert_eq!(text(&out.stderr), "");
    let stdout = text(&out.stdout);
    assert!(stdout.ends_with('\n'));
    let rows: Vec<(usize, u64)> = stdout
        .lines()
        .map(|l| {
            let (k, c) = l.split_once(": ").unwrap_or_else(|| panic!("line `{l}`"));
            assert!(
                k.bytes().all(|b| b.is_ascii_digit()) && c.bytes().all(|b| b.is_ascii_digit()),
                "line `{l}`"
            );
            (k.parse().unwrap(), c.parse().unwrap())
        })
        .collect();
    assert!(!rows.is_empty());
    assert!(rows.windows(2).all(|w| w[0].0 < w[1].0), "{stdout}");
    assert!(rows.iter().all(|&(_, c)| c > 0), "{stdout}");
    rows
}

#[test]
fn prints_one_line_per_success_count_ascending() {
    let rows = histogram(&dice("attack", 3, "ranged", 5000, 7));
    assert_eq!(rows.iter().map(|r| r.1).sum::<u64>(), 5000);
    // Three dice without a crit show at most 3 successes; crits add dice, so more is
    // possible but rare, and 0..=3 all occur in 5000 rolls.
    assert_eq!(
        rows.iter().map(|r| r.0).take(4).collect::<Vec<_>>(),
        [0, 1, 2, 3]
    );
}

#[test]
fn only_counts_that_occurred_are_printed() {
    // A pool of no dice (a dazed figure's defence) always has 0 successes.
    let out = dice("defence", 0, "shield", 10, 1);
    assert_eq!(out.status.code(), Some(0));
    assert_eq!(text(&out.stdout), "0: 10\n");
}

#[test]
fn same_seed_same_output_other_seed_other_output() {
    let a = dice("defence", 4, "shield", 20_000, 42);
    let b = dice("defence", 4, "shield", 20_000, 42);
    let c = dice("defence", 4, "shield", 20_000, 43);
    histogram(&a);
    assert_eq!(a.stdout, b.stdout);
    assert_ne!(a.stdout, c.stdout);
    // The ruleset named explicitly, options as `--opt=value`, in another order: same run.
    let d = skirmish(&[
        "dice",
        "--seed=42",
        "--ruleset",
        "arcadia",
        "--rolls=20000",
        "--success",
        "shield",
        "--pool",
        "4",
        "--die",
        "defence",
    ]);
    assert_eq!(a.stdout, d.stdout);
}

/// A mistake on the command line (clap finds it) is an `error:` line, the usage and a pointer
/// to `--help`; a name the ruleset does not know is one `error:` line. Both exit 1.
#[test]
fn bad_arguments_exit_1_with_an_error_line() {
    let cases: &[(&[&str], &str)] = &[
        (
            &[
                "dice",
                "--die",
                "attack",
                "--pool",
                "2",
                "--success",
                "melee",
            ],
            "--rolls <R>",
        ),
        (
            &[
                "dice",
                "--die",
                "attack",
                "--pool",
                "two",
                "--success",
                "melee",
                "--rolls",
                "5",
                "--seed",
                "1",
            ],
            "`two` is not a whole number",
        ),
        (
            &[
                "dice",
                "--die",
                "green",
                "--pool",
                "2",
                "--success",
                "melee",
                "--rolls",
                "5",
                "--seed",
                "1",
            ],
            "unknown die `green`",
        ),
        (
            &[
                "dice",
                "--die",
                "attack",
                "--pool",
                "2",
                "--success",
                "sword",
                "--rolls",
                "5",
                "--seed",
                "1",
            ],
            "unknown dice tag `sword`",
        ),
        (
            &[
                "dice",
                "--ruleset",
                "chess",
                "--die",
                "attack",
                "--pool",
                "2",
                "--success",
                "melee",
                "--rolls",
                "5",
                "--seed",
                "1",
            ],
            "unknown ruleset `chess`",
        ),
        (
            &[
                "dice",
                "--die",
                "attack",
                "--pool",
                "2",
                "--success",
                "melee",
                "--rolls",
                "5",
                "--seed",
                "1",
                "--fast",
            ],
            "unexpected argument '--fast' found",
        ),
        (
            &[
                "dice",
                "--die",
                "attack",
                "--pool",
                "2",
                "--success",
                "melee",
                "--rolls",
                "0",
                "--seed",
                "1",
            ],
            "invalid value '0' for '--rolls <R>': must be at least 1",
        ),
    ];
    for (args, needle) in cases {
        let out = skirmish(args);
        let err = text(&out.stderr);
        assert_eq!(out.status.code(), Some(1), "{args:?}");
        assert_eq!(text(&out.stdout), "", "{args:?}");
        assert!(
            err.starts_with("error: ") && err.contains(needle),
            "{args:?}: {err}"
        );
        let command_line = !needle.starts_with("unknown");
        if command_line {
            assert!(
                err.ends_with("For more information, try '--help'.\n"),
                "{args:?}: {err}"
            );
        } else {
            assert_eq!(err.lines().count(), 1, "{args:?}: {err}");
        }
    }
}

/// Upper 0.999 quantiles of chi-square for 1 to 20 degrees of freedom (standard table).
const CHI2_999: [f64; 20] = [
    10.828, 13.816, 16.266, 18.467, 20.515, 22.458, 24.322, 26.124, 27.877, 29.588, 31.264, 32.909,
    34.528, 36.123, 37.697, 39.252, 40.790, 42.312, 43.820, 45.315,
];

/// Runs `skirmish dice` for 10^6 rolls and tests its histogram against the exact distribution
/// (bins of consecutive counts closed once they expect 5; the top bin takes the tail).
fn chi_square_via_binary(die: &str, pool: usize, success: &str, seed: u64) {
    const ROLLS: u64 = 1_000_000;
    const MAX: usize = 40;
    let text = std::fs::read_to_string(
        std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join("../scripts/arcadia/dice.yaml"),
    )
    .unwrap();
    let set = DiceSet::parse(&text, "dice.yaml").unwrap();
    let dist = set
        .distribution(die, pool, set.tag(success).unwrap(), true, MAX)
        .unwrap();
    let mut observed = vec![0u64; MAX + 2];
    for (k, c) in histogram(&dice(die, pool, success, ROLLS, seed)) {
        observed[k.min(MAX + 1)] += c;
    }
    let n = ROLLS as f64;
    let mut expected: Vec<f64> = dist.probabilities.iter().map(|p| p * n).collect();
    expected.push(dist.tail * n);
    // (observed, expected) per bin.
    let mut bins: Vec<(f64, f64)> = vec![];
    let (mut o, mut e) = (0.0, 0.0);
    for k in 0..=MAX + 1 {
        o += observed[k] as f64;
        e += expected[k];
        if e >= 5.0 {
            bins.push((o, e));
            (o, e) = (0.0, 0.0);
        }
    }
    let last = bins.last_mut().unwrap();
    last.0 += o;
    last.1 += e;
    let stat: f64 = bins.iter().map(|(o, e)| (o - e).powi(2) / e).sum();
    let df = bins.len() - 1;
    assert!(
        stat < CHI2_999[df - 1],
        "{die} x{pool} {success}: chi-square {stat:.2}, {df} df"
    );
}

#[test]
fn a_million_attack_rolls_fit_the_face_data() {
    chi_square_via_binary("attack", 6, "melee", 2026);
}

#[test]
fn a_million_defence_rolls_fit_the_face_data() {
    chi_square_via_binary("defence", 6, "shield", 2026);
}
