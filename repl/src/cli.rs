//! The command line of `skirmish`, parsed by clap: the REPL's flags, every subcommand, its
//! flags and their one-line help (`skirmish --help`, `skirmish SUB --help`, `skirmish help SUB`).
//! Each subcommand's arguments become the options of the module that runs it; `main` only
//! dispatches. Checks that need the project's files (a ruleset's seats, a scenario's name) stay
//! with those modules.

use std::path::PathBuf;

use clap::{Args, Parser, Subcommand};

/// Tactical board games whose rules and cards are Lua scripts, played in a REPL
///
/// Without a subcommand: play SCENARIO (default: Arcadia Quest's intro, or the default
/// scenario of --ruleset) in the interactive REPL, as the first seated side against
/// `greedy` bots. Without a terminal, the REPL reads its commands from standard input.
/// Type `help` at the prompt for the REPL's commands.
#[derive(Parser, Debug)]
#[command(
    name = "skirmish",
    version,
    verbatim_doc_comment,
    // The REPL's flags are not a subcommand's: `skirmish --seed 3 run x` is a mistake.
    args_conflicts_with_subcommands = true,
    // Here and in every subcommand, a flag given twice takes its last value.
    args_override_self = true,
    after_help = "`skirmish SUBCOMMAND --help` or `skirmish help SUBCOMMAND`: a subcommand's flags."
)]
pub struct Cli {
    /// A mod folder (holding mod.yaml) laid over the built-in content; repeatable, in order
    ///
    /// Its cards, scenarios and rule modules are loaded after the built-in ones and earlier
    /// mods; a card with the id of one loaded before replaces it, with a note on stderr. With
    /// `test`: its tests; with `balance`: the last mod's effect (A without it, B with it).
    #[arg(long = "mod", value_name = "DIR", global = true, action = clap::ArgAction::Append)]
    pub mods: Vec<PathBuf>,
    #[command(flatten)]
    pub play: PlayArgs,
    #[command(subcommand)]
    pub command: Option<Command>,
}

/// The subcommands; without one, `skirmish` plays in the REPL ([`PlayArgs`]).
#[derive(Subcommand, Debug)]
pub enum Command {
    Simulate(SimulateArgs),
    Balance(BalanceArgs),
    Campaign(CampaignArgs),
    Run(RunArgs),
    Dice(DiceArgs),
    Test(TestArgs),
    Fuzz(FuzzArgs),
    Bench(BenchArgs),
    /// Print the version (as --version does)
    #[command(hide = true)]
    Version,
}

/// `skirmish [SCENARIO]`: the interactive REPL.
#[derive(Args, Debug, Default)]
pub struct PlayArgs {
    /// A scenario file, project path or built-in name (default: the ruleset's default)
    #[arg(value_name = "SCENARIO")]
    pub scenario: Option<String>,
    /// That ruleset's default scenario, e.g. `skirmish --ruleset arena` (default: arcadia)
    #[arg(long, value_name = "R")]
    pub ruleset: Option<String>,
    /// The game's seed (default: a fresh one at a terminal, printed; 1 when piped)
    #[arg(long, value_name = "S")]
    pub seed: Option<u64>,
    /// Draw the ASCII board without colours
    #[arg(long)]
    pub plain: bool,
    /// Show what every side may see (debugging)
    ///
    /// Deck orders, face-down tokens and other sides' secret picks; `reveal on|off` in the REPL.
    #[arg(long)]
    pub reveal: bool,
    /// The other sides' bots in seat order: random, greedy, search[:BUDGET] (default: greedy)
    ///
    /// One name per other side, comma-separated: `--bots search`, `--bots random,random,random`.
    /// `search:BUDGET` sets search's thinking per decision: iterations (`search:400`, the
    /// same game every run; plain `search` thinks its ruleset's `bots.search_iterations`) or
    /// wall time (`search:2s`, `search:500ms`: stronger on a faster machine, not reproducible).
    /// A ruleset's `bots.search_trees` shares them among trees grown at once, one thread each.
    #[arg(long, value_name = "B[,B...]", value_delimiter = ',', action = clap::ArgAction::Set,
          value_parser = bot_name)]
    pub bots: Option<Vec<String>>,
    /// No bots: people at this keyboard play every side (not with --bots)
    #[arg(long, conflicts_with = "bots")]
    pub hotseat: bool,
}

/// Bot games (random, greedy, search), one bot per guild, seats rotating
///
/// Plays N games of the scenario, one bot per guild in seat order, the seats rotating from
/// game to game; game i uses seed S + i. Prints a table per guild and per bot (games, wins,
/// win %, the mean score the ruleset names, e.g. coins), the mean number of turns, then
/// `games N, ended N, capped N` and
/// `wins: BOT N, ..., draw N`. The output is the same whatever --threads.
#[derive(Args, Debug)]
#[command(verbatim_doc_comment)]
pub struct SimulateArgs {
    /// The ruleset (arcadia, arena, ods)
    #[arg(long, value_name = "R", default_value = "arcadia")]
    pub ruleset: String,
    /// A scenario file or built-in name (default: the ruleset's default scenario)
    #[arg(long, value_name = "FILE")]
    pub scenario: Option<String>,
    /// How many games to play
    #[arg(long, value_name = "N", value_parser = at_least_one)]
    pub games: u64,
    /// One bot per guild in seat order, comma-separated: random, greedy, search[:BUDGET]
    ///
    /// e.g. `--bots search,greedy`; as many names as the scenario seats guilds.
    /// `search:BUDGET` sets search's thinking per decision: iterations (`search:400`, the
    /// same game every run; plain `search` thinks its ruleset's `bots.search_iterations`) or
    /// wall time (`search:2s`, `search:500ms`: stronger on a faster machine, not reproducible).
    /// A ruleset's `bots.search_trees` shares them among trees grown at once, one thread each.
    #[arg(long, value_name = "A,B[,C,D]", required = true, value_delimiter = ',',
          action = clap::ArgAction::Set, value_parser = bot_name)]
    pub bots: Vec<String>,
    /// Game i plays with seed S + i
    #[arg(long, value_name = "S")]
    pub seed: u64,
    /// Threads (default: all cores)
    #[arg(long, value_name = "N")]
    pub threads: Option<usize>,
    /// First print where the games' scripts spent their Lua instructions
    #[arg(long)]
    pub profile: bool,
    /// First print one line per game: its seed, the seats' bots, who won and in how many turns
    ///
    /// `game 3 (seed 4): blue greedy, red search; red won (search), 21 turns`: to find the
    /// games worth replaying, such as the seeds a bot loses.
    #[arg(long)]
    pub each: bool,
}

impl SimulateArgs {
    pub fn options(self) -> crate::simulate::Options {
        crate::simulate::Options {
            ruleset: self.ruleset,
            scenario: self.scenario,
            games: self.games,
            bots: self.bots,
            seed: self.seed,
            threads: threads(self.threads),
            progress: std::io::IsTerminal::is_terminal(&std::io::stderr()),
            profile: self.profile,
        }
    }
}

/// Paired bot games of two content variants: is a card too strong?
///
/// Variant A is the base content (with --cards-a DIR laid over the cards), variant B the base
/// with the change: --cards-b DIR (or --vs DIR), then every --give, --remove and --set. Game k
/// of both variants uses seed S + k and the same seats (bots rotating as in `simulate`). Prints
/// each seat's win % under A and B, the shift B - A with its 95 % confidence interval (mean
/// paired difference ± 1.96 sd/√n; "no significant shift" when it contains 0), the decisive,
/// capped and failed games of each variant, and the wall time. The output is the same whatever
/// --threads (but for the wall time).
///
/// e.g. `skirmish balance --games 40 --bots greedy --set grom.life=8`
#[derive(Args, Debug)]
#[command(verbatim_doc_comment)]
pub struct BalanceArgs {
    /// The ruleset (default: the scenario's; arcadia without --scenario)
    #[arg(long, value_name = "R")]
    pub ruleset: Option<String>,
    /// A scenario file or built-in name (default: the ruleset's default scenario)
    #[arg(long, value_name = "FILE")]
    pub scenario: Option<String>,
    /// How many paired games (each played once per variant; at least 2)
    #[arg(long, value_name = "N", value_parser = at_least_two)]
    pub games: u64,
    /// Game k of both variants plays with seed S + k
    #[arg(long, value_name = "S", default_value_t = 1)]
    pub seed: u64,
    /// One bot per guild in seat order, or one for every guild: random, greedy, search[:BUDGET]
    ///
    /// `search:BUDGET` sets search's thinking per decision: iterations (`search:400`, the
    /// same game every run; plain `search` thinks its ruleset's `bots.search_iterations`) or
    /// wall time (`search:2s`, `search:500ms`: stronger on a faster machine, not reproducible).
    /// A ruleset's `bots.search_trees` shares them among trees grown at once, one thread each.
    #[arg(long, value_name = "A[,B...]", required = true, value_delimiter = ',',
          action = clap::ArgAction::Set, value_parser = bot_name)]
    pub bots: Vec<String>,
    /// Threads (default: all cores)
    #[arg(long, value_name = "N")]
    pub threads: Option<usize>,
    /// Print the report as one JSON object (wall time in `wall_seconds`)
    #[arg(long)]
    pub json: bool,
    /// In B, add CARD to FIGURE's `cards:` in the scenario (repeatable)
    #[arg(long, num_args = 2, value_names = ["CARD", "FIGURE"], action = clap::ArgAction::Append)]
    pub give: Vec<String>,
    /// In B, take CARD out of FIGURE's `cards:` in the scenario (repeatable)
    #[arg(long, num_args = 2, value_names = ["CARD", "FIGURE"], action = clap::ArgAction::Append)]
    pub remove: Vec<String>,
    /// In B, set a field of a card's definition: CARD.FIELD[.FIELD...]=VALUE (repeatable)
    ///
    /// e.g. `--set nova_bolt.attack.dice=3`, `--set grom.life=8`; VALUE is a YAML scalar
    /// (number, true/false, string) of the type the field has.
    #[arg(long, value_name = "CARD.PATH=VALUE", action = clap::ArgAction::Append,
          value_parser = set_field)]
    pub set: Vec<crate::balance::SetField>,
    /// Card files laid over the built-in cards in A (same id: replaced; others added)
    #[arg(long, value_name = "DIR")]
    pub cards_a: Option<PathBuf>,
    /// Card files laid over the built-in cards in B (same id: replaced; others added)
    #[arg(long, value_name = "DIR", visible_alias = "vs")]
    pub cards_b: Option<PathBuf>,
}

impl BalanceArgs {
    pub fn options(self) -> crate::balance::Options {
        use crate::balance::Change;
        let pairs = |v: &[String], give: bool| -> Vec<Change> {
            v.chunks(2)
                .map(|p| {
                    let (card, figure) = (p[0].clone(), p[1].clone());
                    if give {
                        Change::Give { card, figure }
                    } else {
                        Change::Remove { card, figure }
                    }
                })
                .collect()
        };
        let mut changes = pairs(&self.give, true);
        changes.extend(pairs(&self.remove, false));
        changes.extend(self.set.into_iter().map(Change::Set));
        crate::balance::Options {
            ruleset: self.ruleset,
            scenario: self.scenario,
            games: self.games,
            seed: self.seed,
            bots: self.bots,
            threads: threads(self.threads),
            progress: std::io::IsTerminal::is_terminal(&std::io::stderr()),
            cards_a: self.cards_a,
            cards_b: self.cards_b,
            changes,
        }
    }
}

/// A whole campaign (or one episodic scenario) with bots taking every decision
///
/// Prints each scenario's name and winner as it ends, then the campaign sheet.
#[derive(Args, Debug)]
#[command(verbatim_doc_comment)]
pub struct CampaignArgs {
    /// One bot per guild in seat order (Arena: one, the party): random, greedy, search[:BUDGET]
    ///
    /// Comma-separated, e.g. `--bots random,greedy`; Arcadia seats 2 to 4 guilds.
    /// `search:BUDGET` sets search's thinking per decision: iterations (`search:400`, the
    /// same game every run; plain `search` thinks its ruleset's `bots.search_iterations`) or
    /// wall time (`search:2s`, `search:500ms`: stronger on a faster machine, not reproducible).
    /// A ruleset's `bots.search_trees` shares them among trees grown at once, one thread each.
    #[arg(long, value_name = "A,B[,C,D]", required = true, value_delimiter = ',',
          action = clap::ArgAction::Set, value_parser = bot_name)]
    pub bots: Vec<String>,
    /// The campaign's seed
    #[arg(long, value_name = "S")]
    pub seed: u64,
    /// Write the campaign file after every game
    #[arg(long, value_name = "FILE")]
    pub save: Option<String>,
    /// Deal the heroes out and pass hands left instead of picking them
    #[arg(long)]
    pub draft: bool,
    /// Episodic Mode: one scenario at LEVEL (1 to 6), with --scenario
    #[arg(long, value_name = "LEVEL")]
    pub episodic: Option<i64>,
    /// The episodic scenario, with --episodic
    #[arg(long, value_name = "ID")]
    pub scenario: Option<String>,
    /// The ruleset (arcadia, or arena for its Epic Campaign)
    #[arg(long, value_name = "R", default_value = "arcadia")]
    pub ruleset: String,
    /// Every quest at that level (Arena: daydream, normal, nightmare)
    #[arg(long, value_name = "D")]
    pub difficulty: Option<String>,
}

impl CampaignArgs {
    pub fn options(&self) -> crate::campaign::Options {
        crate::campaign::Options {
            ruleset: self.ruleset.clone(),
            bots: self.bots.clone(),
            seed: self.seed,
            draft: self.draft,
            episodic: self.episodic,
            scenario: self.scenario.clone(),
            difficulty: self.difficulty.clone(),
            save: self.save.clone(),
        }
    }
}

/// Run REPL commands from a file, without prompts
///
/// Prints exactly what the REPL prints; `#` starts a comment. An error prints one
/// `error: line N: ...` line to standard error, changes nothing, and the run goes on.
#[derive(Args, Debug)]
#[command(verbatim_doc_comment)]
pub struct RunArgs {
    /// Stop at the first error, with exit code 1
    #[arg(long)]
    pub strict: bool,
    /// A regular file of REPL commands, or - for standard input
    #[arg(value_name = "FILE")]
    pub file: String,
}

/// Success counts of rolls of a pool of dice
///
/// Rolls --pool dice of kind --die --rolls times with the ruleset's explosion rule (Arcadia:
/// CRITs add a die), no rerolls, and prints how often each number of faces tagged --success
/// came up, one line per count, ascending: `K: COUNT`.
#[derive(Args, Debug, Clone, PartialEq, Eq)]
#[command(verbatim_doc_comment)]
pub struct DiceArgs {
    /// The ruleset whose dice roll
    #[arg(long, value_name = "R", default_value = "arcadia")]
    pub ruleset: String,
    /// The die (Arcadia: attack, defence)
    #[arg(long, value_name = "NAME")]
    pub die: String,
    /// Dice in the pool (0 to 10000)
    #[arg(long, value_name = "N", value_parser = pool_size)]
    pub pool: usize,
    /// The face tag counted as a success (Arcadia: melee, ranged, shield)
    #[arg(long, value_name = "TAG")]
    pub success: String,
    /// How many rolls (1 or more)
    #[arg(long, value_name = "R", value_parser = at_least_one)]
    pub rolls: u64,
    /// The seed of the rolls
    #[arg(long, value_name = "S")]
    pub seed: u64,
}

/// Run the *_test.lua card and quest tests
///
/// Test files run in parallel; the last line is `N passed, N failed` (`, N skipped`).
/// Exit code 1 on any failure; a card without a *_test.lua is a failure.
/// With no PATH the content checks run first (`content › …`): every card loads, every field
/// and `game.` name it uses is annotated in scripts/api, the rules' own content checks.
#[derive(Args, Debug)]
#[command(verbatim_doc_comment)]
pub struct TestArgs {
    /// Test files or folders (default: cards/ and scripts/; with --mod, the mods' tests)
    #[arg(value_name = "PATH")]
    pub paths: Vec<PathBuf>,
    /// Only the tests whose `FILE › NAME` contains TEXT (matching none is an error)
    #[arg(long, value_name = "TEXT")]
    pub filter: Option<String>,
    /// The seed of every test game that names none
    #[arg(long, value_name = "S", default_value_t = 1)]
    pub seed: u64,
    /// Threads (default: all cores)
    #[arg(long, value_name = "N")]
    pub threads: Option<usize>,
    /// Also list the tests that pass
    #[arg(long, short)]
    pub verbose: bool,
}

impl TestArgs {
    pub fn options(&self) -> crate::cardtest::Options {
        crate::cardtest::Options {
            filter: self.filter.clone(),
            seed: self.seed,
            threads: threads(self.threads),
            verbose: self.verbose,
            progress: true,
        }
    }
}

/// Random legal games on every scenario, invariants checked at every step
///
/// Game i uses seed S + i. The last line is `fuzz: N games, N steps, N violations`; a
/// violation prints its seed and the shortest command log found that reproduces it, as
/// `skirmish run` lines, and the exit code is 1.
#[derive(Args, Debug)]
#[command(verbatim_doc_comment)]
pub struct FuzzArgs {
    /// The ruleset (arcadia, arena, ods)
    #[arg(long, value_name = "R", default_value = "arcadia")]
    pub ruleset: String,
    /// How many games (or campaigns, with --campaigns)
    #[arg(long, value_name = "N")]
    pub games: u64,
    /// Game i plays with seed S + i
    #[arg(long, value_name = "S")]
    pub seed: u64,
    /// Threads (default: all cores)
    #[arg(long, value_name = "N")]
    pub threads: Option<usize>,
    /// Answers after which a game that has not ended is a violation
    #[arg(long, value_name = "N", default_value_t = 20_000)]
    pub max_steps: usize,
    /// Also fork, undo, save and load at random points; each copy must go on as the game
    ///
    /// Each copy is followed for 12 answers given the same answers as the game: logs must
    /// stay byte-identical and the pending choices equal.
    #[arg(long)]
    pub forks: bool,
    /// Play N whole campaigns (Arcadia, Arena) of GUILDS guilds, answered at random
    #[arg(long, value_name = "GUILDS")]
    pub campaigns: Option<usize>,
}

impl FuzzArgs {
    pub fn options(self) -> crate::fuzz::Options {
        crate::fuzz::Options {
            ruleset: self.ruleset,
            games: self.games,
            seed: self.seed,
            threads: threads(self.threads),
            max_steps: self.max_steps,
            progress: std::io::IsTerminal::is_terminal(&std::io::stderr()),
            forks: self.forks,
            campaigns: self.campaigns,
        }
    }
}

/// Measure the kernel's speed
///
/// Prints one table: name, value, unit, target, ok or MISS; each figure is the median of
/// 5 timed runs after a warm-up.
#[derive(Args, Debug)]
#[command(verbatim_doc_comment)]
pub struct BenchArgs {
    /// Instead, where GAMES scripted intro playouts (default: 1) spend Lua instructions
    #[arg(long, value_name = "GAMES", num_args = 0..=1, default_missing_value = "1",
          value_parser = at_least_one)]
    pub profile: Option<u64>,
    /// Only load every script into a game and exit (the process the cold-start figure times)
    #[arg(long, hide = true, conflicts_with = "profile")]
    pub cold_start: bool,
}

/// `--threads N`: at least one; all cores when not given.
fn threads(n: Option<usize>) -> usize {
    n.unwrap_or_else(|| std::thread::available_parallelism().map_or(1, |n| n.get()))
        .max(1)
}

/// A count that must be 1 or more (`--games`, `--rolls`, `--profile GAMES`).
fn at_least_one(v: &str) -> Result<u64, String> {
    match v.parse::<u64>() {
        Ok(0) => Err("must be at least 1".into()),
        Ok(n) => Ok(n),
        Err(_) => Err(format!("`{v}` is not a whole number")),
    }
}

/// `balance --games`: 2 or more (an interval needs a spread).
fn at_least_two(v: &str) -> Result<u64, String> {
    match at_least_one(v)? {
        1 => Err("must be at least 2".into()),
        n => Ok(n),
    }
}

/// `balance --set CARD.PATH=VALUE`.
fn set_field(v: &str) -> Result<crate::balance::SetField, String> {
    crate::balance::SetField::parse(v)
}

/// A bot spec, as `--bots` lists them: a name, or `search:BUDGET`.
fn bot_name(spec: &str) -> Result<String, String> {
    crate::bots::check_spec(spec)
}

/// `dice --pool`: at most [`crate::dice_cmd::MAX_POOL`] dice (a guard against typos).
fn pool_size(v: &str) -> Result<usize, String> {
    let n: usize = v
        .parse()
        .map_err(|_| format!("`{v}` is not a whole number"))?;
    if n > crate::dice_cmd::MAX_POOL {
        return Err(format!("{n} is more than {}", crate::dice_cmd::MAX_POOL));
    }
    Ok(n)
}

#[cfg(test)]
mod tests {
    use super::*;
    use clap::CommandFactory;

    fn parse(line: &str) -> Result<Cli, clap::Error> {
        Cli::try_parse_from(std::iter::once("skirmish").chain(line.split_whitespace()))
    }

    fn dice(line: &str) -> Result<DiceArgs, String> {
        match parse(&format!("dice {line}"))
            .map_err(|e| e.to_string())?
            .command
        {
            Some(Command::Dice(a)) => Ok(a),
            other => panic!("{other:?}"),
        }
    }

    #[test]
    fn the_command_line_is_consistent() {
        Cli::command().debug_assert();
    }

    #[test]
    fn dice_takes_both_forms_the_last_of_a_repeated_flag_and_defaults_the_ruleset() {
        let a = dice("--die defence --pool=6 --success melee --rolls 10 --seed=3 --die attack")
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
    fn dice_refuses_bad_arguments() {
        for (line, needle) in [
            ("--die attack --pool 6 --success melee --rolls 10", "--seed"),
            (
                "--die attack --pool x --success melee --rolls 10 --seed 1",
                "whole number",
            ),
            (
                "--die attack --pool -1 --success melee --rolls 10 --seed 1",
                "'-1'",
            ),
            (
                "--die attack --pool 6 --success melee --rolls 0 --seed 1",
                "at least 1",
            ),
            (
                "--die attack --pool 6 --success melee --rolls 1 --seed 1 --x 2",
                "'--x'",
            ),
            ("--die", "a value is required"),
            (
                "--die a --pool 10001 --success m --rolls 1 --seed 1",
                "more than",
            ),
        ] {
            let e = dice(line).unwrap_err();
            assert!(e.contains(needle), "{line}: {e}");
        }
    }

    #[test]
    fn lists_split_at_commas_and_the_last_of_a_repeated_flag_counts() {
        let cli = parse("--bots random,search --seed 4 --seed 5 intro").unwrap();
        assert_eq!(cli.play.bots, Some(vec!["random".into(), "search".into()]));
        assert_eq!(
            (cli.play.seed, cli.play.scenario.as_deref()),
            (Some(5), Some("intro"))
        );
        let Some(Command::Simulate(s)) =
            parse("simulate --games 2 --bots greedy,random --seed 1 --bots random,greedy")
                .unwrap()
                .command
        else {
            panic!()
        };
        assert_eq!(s.bots, ["random", "greedy"]);
        assert!(parse("--bots greedy --hotseat").is_err());
        let e = parse("simulate --games 2 --bots greedy,clever --seed 1").unwrap_err();
        assert!(e.to_string().contains("unknown bot `clever`"), "{e}");
    }

    #[test]
    fn balance_pairs_give_and_remove_and_keeps_every_set() {
        use crate::balance::Change;
        let Some(Command::Balance(b)) = parse(
            "balance --games 2 --bots greedy --give a x --set c.life=3 --give b y --remove d z --set c.defence=2",
        )
        .unwrap()
        .command
        else {
            panic!()
        };
        let names: Vec<String> = b.options().changes.iter().map(Change::to_string).collect();
        assert_eq!(
            names,
            [
                "give a to x",
                "give b to y",
                "remove d from z",
                "set c.life = 3",
                "set c.defence = 2"
            ]
        );
        assert!(parse("balance --games 2 --bots greedy --give a").is_err());
        assert!(parse("balance --games 1 --bots greedy").is_err());
    }

    #[test]
    fn bench_profile_takes_an_optional_number_of_games() {
        let profile = |line: &str| match parse(line).map(|c| c.command) {
            Ok(Some(Command::Bench(b))) => Ok(b.profile),
            Ok(other) => panic!("{other:?}"),
            Err(e) => Err(e.to_string()),
        };
        assert_eq!(profile("bench"), Ok(None));
        assert_eq!(profile("bench --profile"), Ok(Some(1)));
        assert_eq!(profile("bench --profile 3"), Ok(Some(3)));
        assert!(profile("bench --profile 0").is_err());
        assert!(profile("bench --profile 1 2").is_err());
    }
}
