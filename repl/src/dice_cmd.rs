//! `skirmish dice [--ruleset R] --die NAME --pool N --success TAG --rolls R --seed S`: rolls a
//! pool of dice many times with the ruleset's explosion rule, no rerolls, and prints how often
//! each number of successes came up (spec/repl-contract.md, batch commands).
//!
//! Output: one line per success count that occurred, ascending, `K: COUNT`. Deterministic for
//! its arguments (one generator seeded from `--seed`, one thread).

use std::io::{IsTerminal, Write};

use skirmish_core::dice::{DiceRoller, DiceSet, RollOptions};

use crate::session::Session;

pub const USAGE: &str =
    "skirmish dice [--ruleset R] --die NAME --pool N --success TAG --rolls R --seed S";

/// The largest pool the command accepts (a guard against typos, not a rule).
pub const MAX_POOL: usize = 10_000;

/// The command's arguments.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct DiceArgs {
    pub ruleset: String,
    pub die: String,
    pub pool: usize,
    pub success: String,
    pub rolls: u64,
    pub seed: u64,
}

impl DiceArgs {
    /// Parses the arguments after `dice`; both `--opt VALUE` and `--opt=VALUE` are accepted.
    pub fn parse(args: &[String]) -> Result<DiceArgs, String> {
        let mut ruleset = None;
        let mut die = None;
        let mut pool = None;
        let mut success = None;
        let mut rolls = None;
        let mut seed = None;
        let mut it = args.iter();
        while let Some(a) = it.next() {
            let (name, inline) = match a.split_once('=') {
                Some((n, v)) if n.starts_with("--") => (n, Some(v.to_string())),
                _ => (a.as_str(), None),
            };
            let slot = match name {
                "--ruleset" => &mut ruleset,
                "--die" => &mut die,
                "--pool" => &mut pool,
                "--success" => &mut success,
                "--rolls" => &mut rolls,
                "--seed" => &mut seed,
                _ => return Err(format!("dice: unexpected argument `{a}` (usage: {USAGE})")),
            };
            let value = match inline {
                Some(v) => v,
                None => it
                    .next()
                    .cloned()
                    .ok_or_else(|| format!("dice: {name} needs a value (usage: {USAGE})"))?,
            };
            if slot.is_some() {
                return Err(format!("dice: {name} given twice"));
            }
            *slot = Some(value);
        }
        let need = |v: Option<String>, name: &str| {
            v.ok_or_else(|| format!("dice: {name} is required (usage: {USAGE})"))
        };
        let number = |v: String, name: &str| {
            v.parse::<u64>()
                .map_err(|_| format!("dice: {name} must be a whole number, not `{v}`"))
        };
        let pool = number(need(pool, "--pool")?, "--pool")?;
        if pool > MAX_POOL as u64 {
            return Err(format!("dice: --pool {pool} is more than {MAX_POOL}"));
        }
        let rolls = number(need(rolls, "--rolls")?, "--rolls")?;
        if rolls == 0 {
            return Err("dice: --rolls must be at least 1".into());
        }
        Ok(DiceArgs {
            ruleset: ruleset.unwrap_or_else(|| "arcadia".into()),
            die: need(die, "--die")?,
            pool: pool as usize,
            success: need(success, "--success")?,
            rolls,
            seed: number(need(seed, "--seed")?, "--seed")?,
        })
    }
}

/// Loads the ruleset's dice file (`scripts/R/dice.yaml`).
pub fn dice_set(session: &mut Session, ruleset: &str) -> Result<DiceSet, String> {
    session.ruleset(ruleset)?; // checks the name and that the ruleset exists
    let rel = format!("scripts/{ruleset}/dice.yaml");
    let text = session
        .assets()
        .read(&rel)
        .ok_or_else(|| format!("ruleset `{ruleset}` has no dice ({rel} not found)"))?;
    DiceSet::parse(&text, &rel).map_err(|e| e.to_string())
}

/// Rolls as `args` say; `histogram[k]` = how many rolls had `k` successes.
pub fn histogram(
    set: &DiceSet,
    args: &DiceArgs,
    mut progress: impl FnMut(u64),
) -> Result<Vec<u64>, String> {
    let tag = set.tag(&args.success).map_err(|e| e.to_string())?;
    set.die(&args.die).map_err(|e| e.to_string())?;
    let mut roller = DiceRoller::seed_from_u64(args.seed);
    let options = RollOptions {
        explode: true,
        rerollable: false,
    };
    let mut counts: Vec<u64> = vec![0; args.pool + 1];
    let step = (args.rolls / 100).max(1);
    for i in 0..args.rolls {
        let roll = roller
            .roll(set, &args.die, args.pool, options)
            .map_err(|e| e.to_string())?;
        let k = roll.count(tag);
        if k >= counts.len() {
            counts.resize(k + 1, 0);
        }
        counts[k] += 1;
        if (i + 1) % step == 0 {
            progress(i + 1);
        }
    }
    Ok(counts)
}

/// The output lines: `K: COUNT` for each count that occurred, ascending.
pub fn render(counts: &[u64]) -> String {
    let mut s = String::new();
    for (k, &c) in counts.iter().enumerate() {
        if c > 0 {
            s.push_str(&format!("{k}: {c}\n"));
        }
    }
    s
}

/// The whole command: arguments after `dice` in, output text out (errors without `error:`).
/// Shows a progress line on standard error only when it is a terminal.
pub fn run(session: &mut Session, args: &[String]) -> Result<String, String> {
    let args = DiceArgs::parse(args)?;
    let set = dice_set(session, &args.ruleset)?;
    let show = std::io::stderr().is_terminal() && args.rolls >= 1_000_000;
    let total = args.rolls;
    let counts = histogram(&set, &args, |done| {
        if show {
            let mut e = std::io::stderr().lock();
            let _ = write!(e, "\rdice: {}%", done * 100 / total);
            let _ = e.flush();
        }
    })?;
    if show {
        eprint!("\r          \r");
    }
    Ok(render(&counts))
}

#[cfg(test)]
mod tests {
    use super::*;

    fn args(s: &str) -> Vec<String> {
        s.split_whitespace().map(String::from).collect()
    }

    #[test]
    fn parses_both_forms_and_defaults_the_ruleset() {
        let a = DiceArgs::parse(&args(
            "--die attack --pool=6 --success melee --rolls 10 --seed=3",
        ))
        .unwrap();
        assert_eq!(
            a,
            DiceArgs {
                ruleset: "arcadia".into(),
                die: "attack".into(),
                pool: 6,
                success: "melee".into(),
                rolls: 10,
                seed: 3
            }
        );
    }

    #[test]
    fn refuses_bad_arguments() {
        for (line, needle) in [
            (
                "--die attack --pool 6 --success melee --rolls 10",
                "--seed is required",
            ),
            (
                "--die attack --pool x --success melee --rolls 10 --seed 1",
                "whole number",
            ),
            (
                "--die attack --pool -1 --success melee --rolls 10 --seed 1",
                "whole number",
            ),
            (
                "--die attack --pool 6 --success melee --rolls 0 --seed 1",
                "at least 1",
            ),
            (
                "--die attack --pool 6 --success melee --rolls 1 --seed 1 --x 2",
                "`--x`",
            ),
            ("--die attack --die defence", "given twice"),
            ("--die", "needs a value"),
            (
                "--die a --pool 10001 --success m --rolls 1 --seed 1",
                "more than",
            ),
        ] {
            let e = DiceArgs::parse(&args(line)).unwrap_err();
            assert!(e.contains(needle), "{line}: {e}");
        }
    }

    #[test]
    fn render_skips_counts_that_never_occurred() {
        assert_eq!(render(&[0, 3, 0, 1]), "1: 3\n3: 1\n");
    }
}
