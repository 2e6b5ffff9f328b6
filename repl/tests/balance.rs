//! `skirmish balance` as a modder runs it: paired games of two content variants on Arcadia's
//! intro, the shift of each seat with its interval, bad input, `--json`, determinism.

mod common;
use common::{skirmish, text};

use serde_yaml::Value;

/// `skirmish balance ARGS` run from the crate's folder: (exit code, stdout, stderr).
fn balance(args: &[&str]) -> (Option<i32>, String, String) {
    let line: Vec<&str> = std::iter::once("balance")
        .chain(args.iter().copied())
        .collect();
    let o = skirmish(&line, "");
    (o.status.code(), text(&o.stdout), text(&o.stderr))
}

/// The `--json` report, parsed (JSON is YAML).
fn json(args: &[&str]) -> Value {
    let mut all = args.to_vec();
    all.push("--json");
    let (code, out, err) = balance(&all);
    assert_eq!(code, Some(0), "{err}");
    serde_yaml::from_str(&out).unwrap_or_else(|e| panic!("not JSON: {e}\n{out}"))
}

fn seat<'a>(report: &'a Value, name: &str) -> &'a Value {
    report["seats"]
        .as_sequence()
        .unwrap()
        .iter()
        .find(|s| s["seat"].as_str() == Some(name))
        .unwrap_or_else(|| panic!("no seat {name}"))
}

fn num(v: &Value) -> f64 {
    v.as_f64().unwrap_or_else(|| panic!("not a number: {v:?}"))
}

/// Red's heroes with 30 life win far more often: a positive shift for red whose interval
/// leaves 0 out, the mirror image for blue. About 6 s on two shared cores.
#[test]
fn much_tougher_heroes_shift_the_win_rate_and_the_report_holds_every_field() {
    let r = json(&[
        "--games",
        "8",
        "--bots",
        "greedy",
        "--seed",
        "1",
        "--threads",
        "2",
        "--set",
        "diva.life=30",
        "--set",
        "johan.life=30",
        "--set",
        "wisp.life=30",
    ]);
    assert_eq!(r["ruleset"].as_str(), Some("arcadia"));
    assert_eq!(
        r["scenario"].as_str(),
        Some("scripts/arcadia/scenarios/intro.yaml")
    );
    assert_eq!(r["games"].as_u64(), Some(8));
    assert_eq!(r["seed"].as_u64(), Some(1));
    assert_eq!(r["bots"][0].as_str(), Some("greedy"));
    assert_eq!(r["a"]["description"][0].as_str(), Some("the base content"));
    assert_eq!(
        r["b"]["description"][0].as_str(),
        Some("set diva.life = 30")
    );
    for v in ["a", "b"] {
        assert_eq!(r[v]["errors"].as_u64(), Some(0), "{v}");
        assert!(r[v]["decisive"].as_u64().unwrap() <= 8);
        assert!(r[v]["capped"].is_u64());
    }
    assert!(num(&r["wall_seconds"]) > 0.0);
    let red = seat(&r, "red");
    let (shift, low, high) = (
        num(&red["shift"]),
        num(&red["ci_low"]),
        num(&red["ci_high"]),
    );
    assert!(
        shift > 0.0 && low > 0.0 && low < shift && shift < high,
        "{red:?}"
    );
    assert_eq!(red["significant"].as_bool(), Some(true));
    let (wa, wb) = (
        red["wins_a"].as_u64().unwrap(),
        red["wins_b"].as_u64().unwrap(),
    );
    assert_eq!(shift, (wb as f64 - wa as f64) / 8.0);
    assert_eq!(num(&red["win_rate_b"]), wb as f64 / 8.0);
    let blue = seat(&r, "blue");
    assert!(num(&blue["ci_high"]) < 0.0, "{blue:?}");
}

/// The same content on both sides plays the same games: no shift at all, in text and JSON.
#[test]
fn the_same_content_on_both_sides_shifts_nothing() {
    let dir = std::env::temp_dir().join(format!("skirmish-balance-same-{}", std::process::id()));
    std::fs::create_dir_all(&dir).unwrap();
    let grom = concat!(
        env!("CARGO_MANIFEST_DIR"),
        "/../cards/arcadia/heroes/grom.lua"
    );
    std::fs::copy(grom, dir.join("grom.lua")).unwrap();
    let d = dir.to_str().unwrap();
    let (code, out, err) = balance(&[
        "--games",
        "4",
        "--bots",
        "greedy,random",
        "--cards-a",
        d,
        "--vs",
        d,
    ]);
    std::fs::remove_dir_all(&dir).unwrap();
    assert_eq!(code, Some(0), "{err}");
    assert!(out.contains("(replacing grom)"), "{out}");
    for g in ["blue", "red"] {
        let row = out
            .lines()
            .find(|l| l.starts_with(g))
            .unwrap_or_else(|| panic!("{out}"));
        assert!(
            row.contains("+0.0     [+0.0, +0.0]  no significant shift"),
            "{row}"
        );
    }
    let r = json(&["--games", "3", "--bots", "greedy"]);
    for s in r["seats"].as_sequence().unwrap() {
        assert_eq!(num(&s["shift"]), 0.0);
        assert_eq!((num(&s["ci_low"]), num(&s["ci_high"])), (0.0, 0.0));
        assert_eq!(s["wins_a"], s["wins_b"]);
    }
    assert_eq!(r["a"]["decisive"], r["b"]["decisive"]);
}

/// What a seed fixes does not depend on the threads: the text but its wall time line.
#[test]
fn the_report_is_the_same_whatever_the_threads() {
    let run = |threads: &str| {
        let (code, out, err) = balance(&[
            "--games",
            "4",
            "--bots",
            "greedy",
            "--seed",
            "7",
            "--give",
            "thunder_hammer",
            "diva",
            "--threads",
            threads,
        ]);
        assert_eq!(code, Some(0), "{err}");
        assert!(out.contains("\nwall time "), "{out}");
        out.lines()
            .filter(|l| !l.starts_with("wall time "))
            .collect::<Vec<_>>()
            .join("\n")
    };
    let one = run("1");
    assert!(one.contains("B: give thunder_hammer to diva\n"), "{one}");
    assert_eq!(one, run("2"));
}

/// Bad input: a clear `error:` line and exit 1, before any game is played.
#[test]
fn bad_variants_are_errors() {
    let base = ["--games", "2", "--bots", "random"];
    for (args, needle) in [
        (
            &["--give", "no_such_card", "grom"][..],
            "unknown card `no_such_card`",
        ),
        (
            &["--remove", "no_such_card", "grom"],
            "unknown card `no_such_card`",
        ),
        (
            &["--give", "nova_bolt", "nobody"],
            "no figure `nobody` in the scenario",
        ),
        (
            &["--remove", "nova_bolt", "grom"],
            "figure `grom` has no card `nova_bolt`",
        ),
        (
            &["--set", "no_such_card.life=3"],
            "unknown card `no_such_card`",
        ),
        (&["--set", "grom.lief=3"], "grom has no field `lief`"),
        (
            &["--set", "nova_bolt.attack.range.x=3"],
            "nova_bolt.attack has no field `range`",
        ),
        (
            &["--set", "nova_bolt.attack.dice.x=3"],
            "nova_bolt.attack.dice is not a table",
        ),
        (
            &["--set", "grom.life=lots"],
            "grom.life is a number, and \"lots\" is a string",
        ),
        (&["--set", "grom.life"], "not CARD.FIELD=VALUE"),
        (&["--set", "grom=3"], "not CARD.FIELD"),
        (&["--vs", "/no/such/folder"], "no such card folder"),
        (&["--bots", "random,random,random"], "seats 2 guilds"),
        (&["--games", "1"], "at least 2"),
        (&["--scenario", "no_such_scenario"], "cannot read scenario"),
        (
            &["--ruleset", "arena"],
            "is for ruleset `arcadia`, not `arena`",
        ),
    ] {
        let mut all: Vec<&str> = base.to_vec();
        if args.contains(&"--ruleset") {
            all.extend(["--scenario", "intro"]);
        }
        all.extend(args);
        let (code, out, err) = balance(&all);
        assert_eq!(code, Some(1), "{args:?}: {out}{err}");
        assert!(err.starts_with("error: "), "{args:?}: {err}");
        assert!(err.contains(needle), "{args:?}: {err}");
        assert_eq!(out, "", "{args:?}");
    }
}

#[test]
fn help_describes_balance() {
    let o = skirmish(&["help"], "");
    assert!(text(&o.stdout).contains("balance"));
    let (code, out, _) = balance(&["--help"]);
    assert_eq!(code, Some(0));
    for flag in [
        "--give",
        "--remove",
        "--set",
        "--cards-a",
        "--vs",
        "--json",
        "--threads",
    ] {
        assert!(out.contains(flag), "{flag}");
    }
}
