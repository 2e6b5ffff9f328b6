//! `skirmish`: the REPL (no arguments, a scenario or `--ruleset R`), `skirmish run FILE|-`,
//! `test`, `fuzz`, `dice`, `bench`.

use std::io::{BufReader, IsTerminal};
use std::process::ExitCode;

use skirmish::assets::Assets;
use skirmish::session::Session;
use skirmish::{bench, cardtest, fuzz, interactive, runner};

// Lua allocates a table or string for most of what the rules do; mimalloc serves those small
// allocations in about half the instructions of the system allocator (`skirmish bench`).
#[global_allocator]
static ALLOC: mimalloc::MiMalloc = mimalloc::MiMalloc;

const USAGE: &str = "\
usage:
  skirmish [SCENARIO|--ruleset R] [--seed S] [--plain] [--reveal] [--bots B[,B...]|--hotseat]
                                 play in the interactive REPL (default: Arcadia's intro;
                                 --ruleset R: that ruleset's default scenario, e.g.
                                 `skirmish --ruleset arena`) as the first seated side against
                                 `greedy` bots (--bots: the other sides' bots in seat order;
                                 --hotseat: no bots); --plain draws the ASCII board without colours;
                                 --reveal shows what every side may see (debugging)
  skirmish simulate [--ruleset R] [--scenario FILE] --games N --bots A,B[,C,D] --seed S [--threads N] [--profile]
                                 bot games (random, greedy, search), one bot per guild, seats rotating;
                                 --profile: first, where the games' scripts spent their instructions
  skirmish campaign --bots A,B[,C,D] --seed S [--save FILE] [--draft] [--episodic LEVEL --scenario ID]
                   [--ruleset R] [--difficulty D]
                                 a whole campaign (or one episodic scenario) with bots taking
                                 every decision; prints each scenario's winner, then the sheet;
                                 --difficulty: every quest at that level (Arena: daydream,
                                 normal, nightmare)
  skirmish run [--strict] FILE   run REPL commands from FILE, a regular file (- for standard input)
  skirmish dice OPTIONS          success counts of rolls: --die NAME --pool N --success TAG --rolls R --seed S [--ruleset R]
  skirmish test [PATH...] [--filter TEXT] [--seed S] [--verbose]
                                 run the *_test.lua card and quest tests (default: cards/ and scripts/)
  skirmish fuzz [--ruleset R] --games N --seed S [--max-steps N] [--forks] [--campaigns GUILDS]
                                 random legal games on every scenario, invariants checked at every step;
                                 --forks: also fork, undo, save and load at random points, each copy
                                 checked to go on exactly as the game; --campaigns GUILDS: N whole
                                 campaigns (Arcadia, Arena) with GUILDS guilds, answered at random
  skirmish bench [--profile [GAMES]]
                                 measure the kernel's speed; --profile: where scripted playouts spend Lua instructions
  skirmish help                  this text; `skirmish --version` the version";

fn fail(msg: &str) -> ExitCode {
    eprintln!("error: {msg}");
    ExitCode::from(1)
}

fn number(flag: &str, value: Option<&String>) -> Result<u64, String> {
    value
        .and_then(|v| v.parse::<u64>().ok())
        .ok_or_else(|| format!("{flag} needs a whole number"))
}

/// `skirmish test`: exit 1 when any test fails (a card without a test is a failure).
fn run_tests(assets: &Assets, args: &[String]) -> ExitCode {
    let mut opts = cardtest::Options::default();
    let mut paths = Vec::new();
    let mut it = args.iter();
    while let Some(a) = it.next() {
        let parsed = match a.as_str() {
            "--filter" => match it.next() {
                Some(f) => {
                    opts.filter = Some(f.clone());
                    Ok(())
                }
                None => Err("--filter needs a text".to_string()),
            },
            "--seed" => number("--seed", it.next()).map(|s| opts.seed = s),
            "--threads" => number("--threads", it.next()).map(|n| opts.threads = n.max(1) as usize),
            "--verbose" | "-v" => {
                opts.verbose = true;
                Ok(())
            }
            a if a.starts_with('-') => Err(format!("test: unknown option `{a}`\n{USAGE}")),
            p => {
                paths.push(std::path::PathBuf::from(p));
                Ok(())
            }
        };
        if let Err(e) = parsed {
            return fail(&e);
        }
    }
    let collected = match cardtest::collect(assets.root(), &paths) {
        Ok(c) => c,
        Err(e) => return fail(&e),
    };
    opts.progress = true;
    let summary = cardtest::run(&assets.library(), &collected, &opts);
    print!("{}", summary.render(opts.verbose));
    // A filter that matches nothing is a mistake (a typo), not a pass.
    if let Some(f) = &opts.filter
        && summary.passed + summary.failed + summary.skipped == 0
    {
        return fail(&format!("test: no test matches --filter `{f}`"));
    }
    if summary.failed > 0 {
        ExitCode::from(1)
    } else {
        ExitCode::SUCCESS
    }
}

/// `skirmish fuzz`: exit 1 on any violation, after printing its seed and command log.
fn run_fuzz(assets: &Assets, args: &[String]) -> ExitCode {
    let mut opts = fuzz::Options::default();
    let (mut games, mut seed) = (None, None);
    let mut it = args.iter();
    while let Some(a) = it.next() {
        let parsed = match a.as_str() {
            "--games" => number("--games", it.next()).map(|n| games = Some(n)),
            "--seed" => number("--seed", it.next()).map(|s| seed = Some(s)),
            "--threads" => number("--threads", it.next()).map(|n| opts.threads = n.max(1) as usize),
            "--max-steps" => number("--max-steps", it.next()).map(|n| opts.max_steps = n as usize),
            "--forks" => {
                opts.forks = true;
                Ok(())
            }
            "--campaigns" => {
                number("--campaigns", it.next()).map(|n| opts.campaigns = Some(n as usize))
            }
            "--ruleset" => match it.next() {
                Some(r) => {
                    opts.ruleset = r.clone();
                    Ok(())
                }
                None => Err("--ruleset needs a name".to_string()),
            },
            other => Err(format!("fuzz: unexpected argument `{other}`\n{USAGE}")),
        };
        if let Err(e) = parsed {
            return fail(&e);
        }
    }
    let (Some(games), Some(seed)) = (games, seed) else {
        return fail(&format!("fuzz needs --games N and --seed S\n{USAGE}"));
    };
    opts.games = games;
    opts.seed = seed;
    opts.progress = std::io::stderr().is_terminal();
    match fuzz::run(&assets.library(), &opts) {
        Ok(report) => {
            print!("{}", report.render());
            if report.violations.is_empty() {
                ExitCode::SUCCESS
            } else {
                ExitCode::from(1)
            }
        }
        Err(e) => fail(&e),
    }
}

fn main() -> ExitCode {
    // Output piped into a program that stops reading (`skirmish help | head`) ends the process
    // quietly, as other command-line tools do, instead of panicking in `print!`.
    #[cfg(unix)]
    // SAFETY: restoring the default action of a signal before any thread starts.
    unsafe {
        libc::signal(libc::SIGPIPE, libc::SIG_DFL);
    }
    let args: Vec<String> = std::env::args().skip(1).collect();
    let mut session = Session::new(Assets::locate());
    match args.first().map(String::as_str) {
        Some("run") => {
            let mut strict = false;
            let mut file = None;
            for a in &args[1..] {
                match a.as_str() {
                    "--strict" => strict = true,
                    f if file.is_none() && (f == "-" || !f.starts_with('-')) => file = Some(f),
                    other => return fail(&format!("run: unexpected argument `{other}`\n{USAGE}")),
                }
            }
            let Some(file) = file else {
                return fail(&format!("run: which file? (- for standard input)\n{USAGE}"));
            };
            let (stdout, stderr) = (std::io::stdout(), std::io::stderr());
            let (mut out, mut err) = (stdout.lock(), stderr.lock());
            let result = if file == "-" {
                runner::run_lines(
                    &mut session,
                    std::io::stdin().lock(),
                    &mut out,
                    &mut err,
                    strict,
                )
            } else {
                // A regular file only (`-` reads a pipe): /dev/zero would be one endless line.
                match skirmish::files::open(file, skirmish::files::SCRIPT_MAX) {
                    Ok(f) => runner::run_lines(
                        &mut session,
                        BufReader::new(f),
                        &mut out,
                        &mut err,
                        strict,
                    ),
                    Err(e) => return fail(&format!("run: {e}")),
                }
            };
            match result {
                Ok(code) => ExitCode::from(code as u8),
                Err(e) => fail(&e.to_string()),
            }
        }
        Some("dice") => match skirmish::dice_cmd::run(&mut session, &args[1..]) {
            Ok(text) => {
                print!("{text}");
                ExitCode::SUCCESS
            }
            Err(e) => fail(&e),
        },
        Some("campaign") => {
            let lib = session.assets().library();
            let mut ruleset_of = |name: &str| session.ruleset(name);
            let stdout = std::io::stdout();
            let mut out = stdout.lock();
            match skirmish::campaign::command(&lib, &mut ruleset_of, &args[1..], &mut out) {
                Ok(()) => ExitCode::SUCCESS,
                Err(e) => fail(&e),
            }
        }
        Some("simulate") => match skirmish::simulate::command(&mut session, &args[1..]) {
            Ok((text, clean)) => {
                print!("{text}");
                if clean {
                    ExitCode::SUCCESS
                } else {
                    ExitCode::from(1)
                }
            }
            Err(e) => fail(&e),
        },
        Some("test") => run_tests(session.assets(), &args[1..]),
        Some("fuzz") => run_fuzz(session.assets(), &args[1..]),
        Some("bench") => match bench::measure(&mut session, &args[1..]) {
            Ok(rows) => {
                if !rows.is_empty() {
                    print!("{}", bench::render(&rows));
                }
                ExitCode::SUCCESS
            }
            Err(e) => fail(&e),
        },
        Some("--version" | "-V" | "version") => {
            println!("skirmish {}", env!("CARGO_PKG_VERSION"));
            ExitCode::SUCCESS
        }
        Some("help" | "--help" | "-h") => {
            println!("{USAGE}");
            ExitCode::SUCCESS
        }
        _ => {
            let mut scenario = None;
            let mut ruleset: Option<String> = None;
            let mut seed = None;
            let mut plain = false;
            let mut opponents: Option<Vec<String>> = None;
            let mut it = args.iter();
            while let Some(a) = it.next() {
                match a.as_str() {
                    "--plain" => plain = true,
                    "--reveal" => session.reveal = true,
                    "--hotseat" => opponents = Some(Vec::new()),
                    "--ruleset" => match it.next() {
                        Some(r) if !r.starts_with('-') => ruleset = Some(r.clone()),
                        _ => return fail(&format!("--ruleset needs a name\n{USAGE}")),
                    },
                    "--bots" => match it.next() {
                        Some(list) => {
                            opponents = Some(list.split(',').map(str::to_string).collect())
                        }
                        None => return fail(&format!("--bots needs bot names\n{USAGE}")),
                    },
                    "--seed" => match it.next().and_then(|s| s.parse::<u64>().ok()) {
                        Some(s) => seed = Some(s),
                        None => return fail(&format!("--seed needs a whole number\n{USAGE}")),
                    },
                    a if a.starts_with('-') => {
                        return fail(&format!("unknown option `{a}`\n{USAGE}"));
                    }
                    a if scenario.is_none() => scenario = Some(a.to_string()),
                    a => return fail(&format!("unexpected argument `{a}`\n{USAGE}")),
                }
            }
            let path = match scenario {
                Some(p) => p,
                None => match session.default_scenario(ruleset.as_deref().unwrap_or("arcadia")) {
                    Ok(p) => p,
                    Err(e) => return fail(&e),
                },
            };
            if let Err(e) = session.load(&path) {
                return fail(&e);
            }
            if let (Some(r), Some(l)) = (&ruleset, &session.loaded)
                && &l.scenario.ruleset != r
            {
                return fail(&format!(
                    "{path} is a scenario of ruleset `{}`, not `{r}`",
                    l.scenario.ruleset
                ));
            }
            let tty = std::io::stdin().is_terminal();
            // A person at a terminal gets a fresh game each time; the seed is shown so it can
            // be replayed. Piped input stays deterministic. The clock only picks the seed.
            let seed = seed.unwrap_or_else(|| {
                if tty {
                    std::time::SystemTime::now()
                        .duration_since(std::time::UNIX_EPOCH)
                        .map_or(1, |d| d.as_secs() % 100_000)
                } else {
                    1
                }
            });
            // The user plays the first seated side; bots (greedy unless told) play the others.
            let loaded = session.loaded.as_ref().expect("loaded");
            let guilds = skirmish::bots::seats(&loaded.table, &loaded.ruleset);
            let opponents = opponents.unwrap_or_else(|| vec!["greedy".into(); guilds.len()]);
            for (side, bot) in guilds.iter().skip(1).zip(&opponents) {
                if let Err(e) = session.execute(&format!("bot {side} {bot}")) {
                    return fail(&e);
                }
            }
            let started = match session.start_game(seed) {
                Ok(text) => text,
                Err(e) => return fail(&e),
            };
            if !tty {
                let (stdout, stderr) = (std::io::stdout(), std::io::stderr());
                let code = runner::run_lines(
                    &mut session,
                    std::io::stdin().lock(),
                    &mut stdout.lock(),
                    &mut stderr.lock(),
                    false,
                );
                return ExitCode::from(code.unwrap_or(1) as u8);
            }
            println!(
                "Skirmish — type `help` for commands, `choices` for what you can do now, Ctrl-D to leave.\n"
            );
            // Colour and box drawing only when a person reads the output.
            session.pretty = !plain && std::io::stdout().is_terminal();
            session.fresh_seeds = true;
            if let Ok((board, _)) = session.execute("board") {
                println!("{board}\n");
            }
            println!("{started}");
            match interactive::run(&mut session) {
                Ok(()) => ExitCode::SUCCESS,
                Err(e) => fail(&e.to_string()),
            }
        }
    }
}
