//! `skirmish dice [--ruleset R] --die NAME --pool N --success TAG --rolls R --seed S`: rolls a
//! pool of dice many times with the ruleset's explosion rule, no rerolls, and prints how often
//! each number of successes came up (spec/repl-contract.md, batch commands).
//!
//! Output: one line per success count that occurred, ascending, `K: COUNT`. Deterministic for
//! its arguments (one generator seeded from `--seed`, one thread).

use std::io::{IsTerminal, Write};

use skirmish_core::dice::{DiceRoller, DiceSet, RollOptions};

use crate::assets::Assets;
pub use crate::cli::DiceArgs;

/// The largest pool the command accepts (a guard against typos, not a rule).
pub const MAX_POOL: usize = 10_000;

/// Loads the ruleset's dice file (`scripts/R/dice.yaml`).
pub fn dice_set(assets: &Assets, ruleset: &str) -> Result<DiceSet, String> {
    assets.ruleset(ruleset)?; // checks the name and that the ruleset exists
    let rel = format!("scripts/{ruleset}/dice.yaml");
    let text = assets
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

/// The whole command: its arguments in, output text out (errors without `error:`).
/// Shows a progress line on standard error only when it is a terminal.
pub fn run(assets: &Assets, args: &DiceArgs) -> Result<String, String> {
    let set = dice_set(assets, &args.ruleset)?;
    let show = std::io::stderr().is_terminal() && args.rolls >= 1_000_000;
    let total = args.rolls;
    let counts = histogram(&set, args, |done| {
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

    #[test]
    fn render_skips_counts_that_never_occurred() {
        assert_eq!(render(&[0, 3, 0, 1]), "1: 3\n3: 1\n");
    }
}
