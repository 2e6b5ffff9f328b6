//! `skirmish`: the REPL (no subcommand, a scenario or `--ruleset R`), `skirmish run FILE|-`,
//! `simulate`, `balance`, `campaign`, `dice`, `test`, `fuzz`, `bench`. The command line is
//! [`skirmish::cli`]; this file dispatches it.

use std::io::{BufReader, IsTerminal};
use std::process::ExitCode;

use clap::Parser;
use skirmish::assets::Assets;
use skirmish::cli::{Cli, Command, FuzzArgs, PlayArgs, RunArgs, TestArgs};
use skirmish::session::Session;
use skirmish::{bench, cardtest, fuzz, interactive, runner};

// Lua allocates a table or string for most of what the rules do; mimalloc serves those small
// allocations in about half the instructions of the system allocator (`skirmish bench`).
#[global_allocator]
static ALLOC: mimalloc::MiMalloc = mimalloc::MiMalloc;

fn fail(msg: &str) -> ExitCode {
    eprintln!("error: {msg}");
    ExitCode::from(1)
}

/// `--help` and `--version` print to standard output and succeed; a mistake on the command
/// line prints clap's `error:` message (with the usage and a pointer to `--help`) to standard
/// error and exits 1, as every batch command's bad arguments do (spec/repl-contract.md).
fn command_line_error(e: clap::Error) -> ExitCode {
    let _ = e.print();
    if e.use_stderr() {
        ExitCode::from(1)
    } else {
        ExitCode::SUCCESS
    }
}

/// `skirmish test`: exit 1 when any test fails (a card without a test is a failure).
fn run_tests(assets: &Assets, args: &TestArgs) -> ExitCode {
    let opts = args.options();
    let collected = match cardtest::collect_assets(assets, &args.paths) {
        Ok(c) => c,
        Err(e) => return fail(&e),
    };
    let summary = cardtest::run(&assets.library(), &collected, &opts);
    print!("{}", assets.disk_paths(&summary.render(opts.verbose)));
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
fn run_fuzz(assets: &Assets, args: FuzzArgs) -> ExitCode {
    match fuzz::run(&assets.library(), &args.options()) {
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

/// `skirmish run [--strict] FILE|-`: exit 1 when `--strict` stops at an error.
fn run_file(session: &mut Session, args: &RunArgs) -> ExitCode {
    let (file, strict) = (args.file.as_str(), args.strict);
    let (stdout, stderr) = (std::io::stdout(), std::io::stderr());
    let (mut out, mut err) = (stdout.lock(), stderr.lock());
    let result = if file == "-" {
        runner::run_lines(session, std::io::stdin().lock(), &mut out, &mut err, strict)
    } else {
        // A regular file only (`-` reads a pipe): /dev/zero would be one endless line.
        match skirmish::files::open(file, skirmish::files::SCRIPT_MAX) {
            Ok(f) => runner::run_lines(session, BufReader::new(f), &mut out, &mut err, strict),
            Err(e) => return fail(&format!("run: {e}")),
        }
    };
    match result {
        Ok(code) => ExitCode::from(code as u8),
        Err(e) => fail(&e.to_string()),
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
    let cli = match Cli::try_parse() {
        Ok(cli) => cli,
        Err(e) => return command_line_error(e),
    };
    let (assets, warning) = Assets::locate_noting();
    if let Some(w) = warning {
        eprintln!("warning: {w}");
    }
    let assets = match assets.with_mods(&cli.mods) {
        Ok(a) => a,
        Err(e) => return fail(&e),
    };
    let session = Session::new(assets);
    for m in session.assets().mods() {
        eprintln!(
            "mod {} ({}, ruleset {}) from {}",
            m.name,
            m.version,
            m.ruleset,
            m.dir.display()
        );
    }
    for n in session.mod_notices() {
        eprintln!("note: {n}");
    }
    let mut session = session;
    match cli.command {
        None => play(&mut session, cli.play),
        Some(Command::Run(args)) => run_file(&mut session, &args),
        Some(Command::Dice(args)) => match skirmish::dice_cmd::run(session.assets(), &args) {
            Ok(text) => {
                print!("{text}");
                ExitCode::SUCCESS
            }
            Err(e) => fail(&e),
        },
        Some(Command::Campaign(args)) => {
            // Each game's line as it ends (a campaign takes a while), then the sheet.
            let mut show = |line: &str| println!("{line}");
            match skirmish::campaign::run(session.assets(), &args.options(), &mut show) {
                Ok(report) => {
                    print!("{}", report.campaign.sheet());
                    ExitCode::SUCCESS
                }
                Err(e) => fail(&e),
            }
        }
        Some(Command::Simulate(args)) => {
            let (each, seed) = (args.each, args.seed);
            match skirmish::simulate::run(session.assets(), &args.options()) {
                Ok(report) => {
                    if each {
                        print!("{}", report.render_games(seed));
                    }
                    print!("{}", report.render());
                    if report.clean() {
                        ExitCode::SUCCESS
                    } else {
                        ExitCode::from(1)
                    }
                }
                Err(e) => fail(&e),
            }
        }
        Some(Command::Balance(args)) => {
            let json = args.json;
            match skirmish::balance::run(session.assets(), &args.options()) {
                Ok(report) => {
                    if json {
                        print!("{}", report.to_json());
                    } else {
                        print!("{}", report.render());
                    }
                    if report.a.errors + report.b.errors == 0 {
                        ExitCode::SUCCESS
                    } else {
                        ExitCode::from(1)
                    }
                }
                Err(e) => fail(&e),
            }
        }
        Some(Command::Test(args)) => run_tests(session.assets(), &args),
        Some(Command::Fuzz(args)) => run_fuzz(session.assets(), args),
        Some(Command::Bench(args)) => match bench::measure(session.assets(), &args) {
            Ok(rows) => {
                if !rows.is_empty() {
                    print!("{}", bench::render(&rows));
                }
                ExitCode::SUCCESS
            }
            Err(e) => fail(&e),
        },
        Some(Command::Version) => {
            println!("skirmish {}", env!("CARGO_PKG_VERSION"));
            ExitCode::SUCCESS
        }
    }
}

/// `skirmish [SCENARIO]`: the REPL, on a terminal or on piped commands.
fn play(session: &mut Session, args: PlayArgs) -> ExitCode {
    let PlayArgs {
        scenario,
        ruleset,
        seed,
        plain,
        reveal,
        bots,
        hotseat,
    } = args;
    session.reveal = reveal;
    let opponents = if hotseat { Some(Vec::new()) } else { bots };
    let path = match scenario {
        Some(p) => p,
        None => match session.default_scenario(
            &ruleset
                .clone()
                .or(session.assets().mods_ruleset().map(str::to_string))
                .unwrap_or_else(|| "arcadia".into()),
        ) {
            Ok(p) => p,
            Err(e) => return fail(&e),
        },
    };
    if let Err(e) = session.load(&path) {
        // `skirmish --mod DIR test`: the REPL's flags come before a scenario, a subcommand's
        // after it, so `test` was read as a scenario's name.
        use clap::CommandFactory;
        if !session.assets().mods().is_empty()
            && Cli::command()
                .get_subcommands()
                .any(|c| c.get_name() == path)
        {
            return fail(&format!(
                "{e}\n(to run `{path}` with mods, put --mod after it: skirmish {path} --mod DIR)"
            ));
        }
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
            session,
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
    match interactive::run(session) {
        Ok(()) => ExitCode::SUCCESS,
        Err(e) => fail(&e.to_string()),
    }
}
