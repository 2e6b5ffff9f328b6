//! A campaign played at the REPL's prompt (`campaign new|next|status|sheet|save|load`): the
//! session's game is the campaign's current step, people and bots at its seats. The campaign
//! itself (its document, steps, sheet and file) is library code ([`crate::campaign`]).

use clap::Parser;

use crate::bots;
use crate::campaign::{Campaign, Settings, min_seats, seats};
use crate::session::Session;

/// A campaign played in the REPL.
pub struct Run {
    pub campaign: Campaign,
    /// Saved here after every game when set.
    pub file: Option<String>,
    /// The session's game is the campaign's current step.
    pub playing: bool,
}

/// `campaign new`'s options (clap: `campaign new --help` lists them).
#[derive(clap::Parser, Debug)]
#[command(
    name = "campaign new",
    about = "Starts a campaign: you at the first seat, bots at the others",
    disable_version_flag = true
)]
struct NewArgs {
    /// Write the campaign file here after every game
    file: Option<String>,
    /// The ruleset (arcadia, or arena for its Epic Campaign); default: the loaded one's
    #[arg(long, value_name = "R")]
    ruleset: Option<String>,
    /// How many guilds (Arcadia: 2 to 4; default: the fewest the ruleset seats, at least 2)
    #[arg(long, value_name = "N")]
    guilds: Option<usize>,
    /// Deal the heroes out and pass hands left instead of picking them
    #[arg(long)]
    draft: bool,
    /// The campaign's seed (default 1)
    #[arg(long, value_name = "S")]
    seed: Option<u64>,
    /// The bot at every other seat: random, greedy (default), search[:BUDGET]
    #[arg(long, value_name = "NAME", value_parser = bots::check_spec, conflicts_with = "hotseat")]
    bots: Option<String>,
    /// People at every seat, no bots
    #[arg(long)]
    hotseat: bool,
    /// Episodic Mode: one scenario at LEVEL (1 to 6), with --scenario
    #[arg(long, value_name = "LEVEL", requires = "scenario")]
    episodic: Option<i64>,
    /// The episodic scenario, with --episodic
    #[arg(long, value_name = "ID", requires = "episodic")]
    scenario: Option<String>,
    /// Every quest at that level (Arena: daydream, normal, nightmare)
    #[arg(long, value_name = "D")]
    difficulty: Option<String>,
}

const REPL_USAGE: &str = "usage: campaign new [FILE] [--ruleset R] [--guilds N] [--draft] [--seed S] [--bots NAME|--hotseat] [--episodic LEVEL --scenario ID] [--difficulty D] | campaign next | campaign status | campaign sheet | campaign save FILE | campaign load FILE";

fn save_run(run: &Run) -> Result<Option<String>, String> {
    match &run.file {
        Some(path) => {
            crate::files::write_atomically(std::path::Path::new(path), &run.campaign.to_yaml())
                .map_err(|e| format!("cannot write {path}: {e}"))?;
            Ok(Some(format!("campaign saved to {path}")))
        }
        None => Ok(None),
    }
}

/// Seats the campaign's players: bots on their sides, the person on the others.
fn seat_players(session: &mut Session, c: &Campaign) -> Result<(), String> {
    session.bots.clear();
    for (side, who) in &c.players {
        if who != "you" {
            session.bots.insert(side.clone(), bots::make(who, side)?);
        }
    }
    Ok(())
}

/// Loads the campaign's next game into the session and starts it.
fn start_next(session: &mut Session) -> Result<String, String> {
    let lib = session.assets().library();
    let run = session.campaign.as_ref().ok_or("no campaign")?;
    let step = run.campaign.next_step(&lib)?;
    let seed = run.campaign.game_seed();
    let players = run.campaign.clone();
    session.load_text(&step.label, step.text)?;
    seat_players(session, &players)?;
    let out = session.start_game(seed)?;
    if let Some(run) = session.campaign.as_mut() {
        run.playing = true;
    }
    Ok(out)
}

/// `campaign …` in the REPL.
pub fn repl_command(session: &mut Session, args: &[&str]) -> Result<String, String> {
    match args {
        ["new", rest @ ..] => {
            let parsed = NewArgs::try_parse_from(
                std::iter::once("campaign new").chain(rest.iter().copied()),
            );
            let a = match parsed {
                Ok(a) => a,
                // `campaign new --help` is an answer, not a failure.
                Err(e) if e.kind() == clap::error::ErrorKind::DisplayHelp => {
                    return Ok(e.render().to_string().trim_end().to_string());
                }
                Err(e) => {
                    let text = e.render().to_string();
                    let text = text.strip_prefix("error: ").unwrap_or(&text);
                    return Err(text
                        .trim_end()
                        .replace("try '--help'", "try 'campaign new --help'"));
                }
            };
            let NewArgs {
                file,
                ruleset: ruleset_arg,
                guilds,
                draft,
                seed,
                difficulty,
                ..
            } = a;
            let bot = if a.hotseat {
                None
            } else {
                Some(a.bots.as_deref().unwrap_or("greedy"))
            };
            let (level, scenario) = (a.episodic, a.scenario);
            let ruleset_name = ruleset_arg.unwrap_or_else(|| {
                session
                    .loaded
                    .as_ref()
                    .map(|l| l.ruleset.name.clone())
                    .unwrap_or_else(|| "arcadia".to_string())
            });
            let ruleset = session.ruleset(&ruleset_name)?;
            let all = seats(&ruleset);
            let least = min_seats(&ruleset).max(1);
            let guilds = guilds.unwrap_or(least.max(2).min(all.len()));
            if guilds < least || guilds > all.len() {
                return Err(format!(
                    "--guilds: the {ruleset_name} campaign seats {least} to {} guilds",
                    all.len()
                ));
            }
            // clap checks that --episodic and --scenario come together.
            let episodic = level.zip(scenario);
            let sides: Vec<String> = all[..guilds].to_vec();
            let settings = Settings {
                sides: sides.clone(),
                draft,
                episodic,
                difficulty,
            };
            let seed = seed.unwrap_or(1);
            let lib = session.assets().library();
            let mut c = Campaign::new(&lib, &ruleset, seed, &settings)?;
            for (i, side) in sides.iter().enumerate() {
                let who = match (i, bot) {
                    (0, _) | (_, None) => "you".to_string(),
                    (_, Some(b)) => b.to_string(),
                };
                c.players.insert(side.clone(), who);
            }
            let previous = session.campaign.take();
            session.campaign = Some(Run {
                campaign: c,
                file,
                playing: false,
            });
            let mut lines = Vec::new();
            match save_run(session.campaign.as_ref().expect("set")) {
                Ok(Some(l)) => lines.push(l),
                Ok(None) => {}
                Err(e) => {
                    session.campaign = previous;
                    return Err(e);
                }
            }
            let who: Vec<String> = session
                .campaign
                .as_ref()
                .expect("set")
                .campaign
                .players
                .iter()
                .map(|(s, w)| format!("{s}: {w}"))
                .collect();
            lines.insert(
                0,
                format!("campaign started (seed {seed}); {}", who.join(", ")),
            );
            lines.push(start_next(session)?);
            Ok(lines.join("\n"))
        }
        ["next"] => {
            let run = session
                .campaign
                .as_ref()
                .ok_or("no campaign (start one with `campaign new`)")?;
            let mut lines = Vec::new();
            if run.playing {
                let game = session.game.as_ref().ok_or("the campaign's game is gone")?;
                if game.finished().is_none() {
                    return Err(
                        "the current game is not over yet (answer its choices, or let bots play)"
                            .into(),
                    );
                }
                let mut next = run.campaign.clone();
                if let Some(line) = next.absorb(game)? {
                    lines.push(line);
                }
                let run = session.campaign.as_mut().expect("checked");
                run.campaign = next;
                run.playing = false;
                if let Some(l) = save_run(run)? {
                    lines.push(l);
                }
            }
            let run = session.campaign.as_ref().expect("checked");
            if run.campaign.is_done() {
                lines.push("the campaign is over".into());
                lines.push(run.campaign.sheet().trim_end().to_string());
                return Ok(lines.join("\n"));
            }
            lines.push(start_next(session)?);
            Ok(lines.join("\n"))
        }
        ["status"] => Ok(session
            .campaign
            .as_ref()
            .ok_or("no campaign (start one with `campaign new`)")?
            .campaign
            .status()
            .trim_end()
            .to_string()),
        ["sheet"] => Ok(session
            .campaign
            .as_ref()
            .ok_or("no campaign (start one with `campaign new`)")?
            .campaign
            .sheet()
            .trim_end()
            .to_string()),
        ["save", path] => {
            let run = session
                .campaign
                .as_mut()
                .ok_or("no campaign (start one with `campaign new`)")?;
            let old = run.file.replace(path.to_string());
            match save_run(run) {
                Ok(l) => Ok(l.unwrap_or_default()),
                Err(e) => {
                    run.file = old;
                    Err(e)
                }
            }
        }
        ["load", path] => {
            let text = crate::files::read_text(path, crate::files::LOAD_MAX)
                .map_err(|e| format!("cannot read campaign: {e}"))?;
            let c = Campaign::parse(&text).map_err(|e| format!("{path}: {e}"))?;
            let status = c.status();
            session.campaign = Some(Run {
                campaign: c,
                file: Some(path.to_string()),
                playing: false,
            });
            Ok(format!(
                "loaded campaign {path}\n{}\n(`campaign next` starts the next game)",
                status.trim_end()
            ))
        }
        _ => Err(REPL_USAGE.to_string()),
    }
}
