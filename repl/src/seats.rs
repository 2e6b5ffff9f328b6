//! Bots at the seats of a REPL session: `bot SIDE NAME` seats one, [`play_bots`] lets them
//! answer while the pending choice is theirs, `legal` lists the choices, `why` explains the
//! last decision. The bots themselves are library code ([`crate::bots`]); this is the glue to
//! the [`Session`].

use skirmish_core::game::state::LogEntry;
use skirmish_core::game::{Choice, Game};

use crate::bots::{BOT_NAMES, make, seats};
use crate::session::Session;

/// The pending choice, or why there is none.
fn pending(game: &Game) -> Result<&Choice, String> {
    game.pending().ok_or_else(|| match game.finished() {
        Some(_) => "the game is over".to_string(),
        None => "no choice is pending".to_string(),
    })
}

/// A choice that was answered: what was asked, which option, by whom (a bot's name, or None
/// for the person), and where its answer stands in the log.
#[derive(Clone, Debug)]
pub struct LastChoice {
    pub choice: Choice,
    pub answer: usize,
    pub bot: Option<&'static str>,
    pub log_at: usize,
}

impl LastChoice {
    /// The choice `asked` answered by the log entry at `log_at`.
    pub fn of(
        game: &Game,
        asked: Option<Choice>,
        log_at: usize,
        bot: Option<&'static str>,
    ) -> Option<LastChoice> {
        let choice = asked?;
        let st = game.state();
        let key = match st.log.get(log_at)? {
            LogEntry::Chose { answer, .. } => answer.clone(),
            _ => return None,
        };
        let answer = choice.options.iter().position(|o| o.key == key)?;
        Some(LastChoice {
            choice,
            answer,
            bot,
            log_at,
        })
    }
}

/// Answers with bots while the pending choice belongs to a bot's side; returns what they did
/// (`red (greedy) chose attack diva rusty_blade grom`, then what followed). A bot that fails
/// gives its side back to the person, with a line saying why.
pub fn play_bots(session: &mut Session) -> Vec<String> {
    let mut lines = Vec::new();
    // Bots alone may play a whole game; the rules' turn cap ends it long before this.
    for _ in 0..1_000_000 {
        let Some(game) = session.game.as_ref() else {
            break;
        };
        let Some(c) = game.pending().cloned() else {
            break;
        };
        let Some(bot) = session.bots.get_mut(&c.side) else {
            break;
        };
        let name = bot.name();
        let from = game.state().log.len();
        let picked = bot.choose(game);
        let game = session.game.as_mut().expect("checked");
        match picked.and_then(|i| game.answer(i).map_err(|e| e.to_string())) {
            Ok(()) => {
                let key = match game.state().log.get(from) {
                    Some(LogEntry::Chose { answer, .. }) => answer.clone(),
                    _ => String::new(),
                };
                session.last_choice = LastChoice::of(game, Some(c.clone()), from, Some(name));
                // A secret pick reads as one to anybody but its side (principle 5).
                let seen = !c.secret || session.viewer_side().is_none_or(|v| v == c.side);
                if seen {
                    lines.push(format!("{} ({name}) chose {key}", c.side));
                } else {
                    lines.push(format!("{} ({name}) chose (secret)", c.side));
                }
                lines.extend(session.log_since(from + 1));
            }
            Err(e) => {
                lines.push(format!(
                    "{} ({name}) could not choose: {e}; the side is yours now",
                    c.side
                ));
                session.bots.remove(&c.side);
                break;
            }
        }
    }
    lines
}

/// After `undo`, takes back the bots' answers too, so the person is asked again.
pub fn undo_bot_answers(session: &mut Session) {
    let Some(g) = session.game.as_mut() else {
        return;
    };
    let Some(loaded) = session.loaded.as_ref() else {
        return;
    };
    let guilds = seats(&g.state().table, &loaded.ruleset);
    // With every guild a bot, there is no person's choice to go back to.
    if guilds.iter().all(|s| session.bots.contains_key(s)) {
        return;
    }
    while let Some(c) = g.pending()
        && session.bots.contains_key(&c.side)
    {
        if g.undo().is_err() {
            break;
        }
    }
    // Back at the start with the bots to move (the person had not answered yet): they answer
    // again, exactly as before.
    play_bots(session);
}

/// `legal`: the pending choice's options, numbered, with whose turn it is.
pub fn legal(session: &Session) -> Result<String, String> {
    let g = session
        .game
        .as_ref()
        .ok_or("no game running (start one with `new`)")?;
    if g.finished().is_some() {
        return session.choices_text();
    }
    let c = pending(g)?;
    let mut out = format!(
        "{} legal action{} for {} ({})",
        c.options.len(),
        if c.options.len() == 1 { "" } else { "s" },
        c.side,
        c.prompt
    );
    for (i, o) in c.options.iter().enumerate() {
        out.push_str(&format!("\n  {}. {}", i + 1, o.key));
        if o.label != o.key {
            out.push_str(&format!("  ({})", o.label));
        }
    }
    Ok(out)
}

/// `why`: the last decision (who chose what among which options), the rule that asked it, and
/// what the engine did with the answer, notes from the scripts included.
pub fn why(session: &Session) -> Result<String, String> {
    let g = session
        .game
        .as_ref()
        .ok_or("no game running (start one with `new`)")?;
    let Some(last) = &session.last_choice else {
        return Err("no decision yet in this game (since it started or since `undo`)".into());
    };
    let c = &last.choice;
    if c.secret && session.viewer_side().is_some_and(|v| v != c.side) {
        return Ok(format!(
            "{} made a secret choice at \"{}\" (only its side may see it)",
            c.side, c.prompt
        ));
    }
    let who = match last.bot {
        Some(b) => format!("{} ({b})", c.side),
        None => c.side.clone(),
    };
    let mut out = format!(
        "{who} chose {} at \"{}\"\nrule: {}\noptions:",
        c.options[last.answer].key,
        c.prompt,
        c.rule.as_deref().unwrap_or(
            "not named by the rules (a card's own question names none: see `show` for the figure's cards)"
        )
    );
    for (i, o) in c.options.iter().enumerate() {
        let mark = if i == last.answer { "*" } else { " " };
        out.push_str(&format!("\n {mark}{}. {}", i + 1, o.key));
        if o.label != o.key {
            out.push_str(&format!("  ({})", o.label));
        }
    }
    let st = g.state();
    let after: Vec<String> = session.with_viewer(|v| {
        st.log_view(last.log_at + 1, v)
            .into_iter()
            .take_while(|(i, _)| !matches!(st.log.get(*i), Some(LogEntry::Chose { .. })))
            .map(|(_, line)| format!("  · {line}"))
            .collect()
    });
    if after.is_empty() {
        out.push_str("\nthen: nothing changed before the next choice");
    } else {
        out.push_str("\nthen the engine did:\n");
        out.push_str(&after.join("\n"));
    }
    Ok(out)
}

/// The guilds a bot may play: those of the running game, else of the loaded scenario.
pub fn seat_sides(session: &Session) -> Vec<String> {
    match (&session.game, &session.loaded) {
        (Some(g), Some(l)) => seats(&g.state().table, &l.ruleset),
        (None, Some(l)) => seats(&l.table, &l.ruleset),
        (_, None) => Vec::new(),
    }
}

/// `bot`, `bot SIDE NAME`, `bot SIDE off`.
pub fn bot_command(session: &mut Session, args: &[&str]) -> Result<String, String> {
    if session.loaded.is_none() {
        return Err("no scenario loaded (try `load intro`)".into());
    }
    let sides = seat_sides(session);
    match args {
        [] => {
            let lines: Vec<String> = sides
                .iter()
                .map(|s| match session.bots.get(s) {
                    Some(b) => format!("{s}: {}", b.spec()),
                    None => format!("{s}: you"),
                })
                .collect();
            Ok(lines.join("\n"))
        }
        [side, name] => {
            if !sides.iter().any(|s| s == side) {
                return Err(format!(
                    "`{side}` is not a guild of this scenario (one of: {})",
                    sides.join(", ")
                ));
            }
            if *name == "off" {
                session.bots.remove(*side);
                return Ok(format!("{side} is played by you"));
            }
            let bot = make(name, side)?;
            session.bots.insert(side.to_string(), bot);
            let mut lines = vec![format!("{side} is played by the {name} bot")];
            let played = play_bots(session);
            if !played.is_empty() {
                lines.extend(played);
                if let Ok(c) = session.choices_text() {
                    lines.push(c);
                }
            }
            Ok(lines.join("\n"))
        }
        _ => Err(format!("usage: bot [SIDE {}|off]", BOT_NAMES.join("|"))),
    }
}
