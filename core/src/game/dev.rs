//! Changes made to a game outside its rules, for a modder trying a card live (the REPL's
//! `give`, `take` and `set` in dev mode). Each is an input of the game like an answer
//! ([`super::Input::Dev`]): the save holds it, a replay applies it at the same point, and
//! undo takes it back. Each logs a `dev: …` note before what it changes, so the log says
//! which changes the rules did not make.

use std::fmt;

use super::state::{GameState, Holder, LogEntry, Scope, Var};
use crate::error::{Error, Result};

/// One change outside the rules. Its text form ([`Dev::parse`], `Display`) is the REPL
/// command that makes it and what a save records.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Dev {
    /// A new instance of card `card` held by `figure`.
    Give { card: String, figure: String },
    /// The newest instance of card `card` that `figure` holds goes out of play.
    Take { card: String, figure: String },
    /// `figure.field = value`: `at` places the figure on a space (`off`: lifts it off the
    /// board), any other field is a figure variable the game already knows (its type kept).
    Set {
        figure: String,
        field: String,
        value: String,
    },
}

impl fmt::Display for Dev {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Dev::Give { card, figure } => write!(f, "give {card} {figure}"),
            Dev::Take { card, figure } => write!(f, "take {card} {figure}"),
            Dev::Set {
                figure,
                field,
                value,
            } => write!(f, "set {figure}.{field} {value}"),
        }
    }
}

fn bad(msg: impl Into<String>) -> Error {
    Error::Game(msg.into())
}

impl Dev {
    /// Reads a change from its command text (`give CARD FIGURE`, `take CARD FIGURE`,
    /// `set FIGURE.FIELD VALUE`).
    pub fn parse(line: &str) -> Result<Dev> {
        let words: Vec<&str> = line.split_whitespace().collect();
        match words.as_slice() {
            ["give", card, figure] => Ok(Dev::Give {
                card: card.to_string(),
                figure: figure.to_string(),
            }),
            ["take", card, figure] => Ok(Dev::Take {
                card: card.to_string(),
                figure: figure.to_string(),
            }),
            ["set", target, value] => {
                let (figure, field) = target
                    .split_once('.')
                    .filter(|(f, k)| !f.is_empty() && !k.is_empty())
                    .ok_or_else(|| {
                        bad(format!(
                            "`{target}` is not FIGURE.FIELD (e.g. `set grom.wounds 2`)"
                        ))
                    })?;
                Ok(Dev::Set {
                    figure: figure.to_string(),
                    field: field.to_string(),
                    value: value.to_string(),
                })
            }
            _ => Err(bad(format!(
                "`{line}` is not a dev change (give CARD FIGURE, take CARD FIGURE, set FIGURE.FIELD VALUE)"
            ))),
        }
    }

    /// Applies the change to `state`, logging `dev: …` first. All or nothing: on an error
    /// (unknown figure, card not held, unknown field, a value of the wrong type, a space the
    /// figure cannot stand on) the state is unchanged. Whether a card id exists is the
    /// engine's to check ([`super::Game::dev`]): the state knows no card definitions.
    pub fn apply(&self, state: &mut GameState) -> Result<()> {
        let mut s = state.clone();
        match self {
            Dev::Give { card, figure } => {
                s.figure(figure)?;
                s.log.push(LogEntry::Note(format!("dev: {self}")));
                s.new_card(card, Holder::Figure(figure.clone()));
            }
            Dev::Take { card, figure } => {
                s.figure(figure)?;
                let holder = Holder::Figure(figure.clone());
                let held: Vec<&super::state::CardInstance> =
                    s.cards.iter().filter(|c| c.holder == holder).collect();
                let Some(id) = held.iter().rev().find(|c| c.card == *card).map(|c| c.id) else {
                    let names: Vec<&str> = held.iter().map(|c| c.card.as_str()).collect();
                    return Err(bad(format!(
                        "{figure} holds no card `{card}` ({})",
                        if names.is_empty() {
                            "it holds none".to_string()
                        } else {
                            format!("it holds: {}", names.join(", "))
                        }
                    )));
                };
                s.log.push(LogEntry::Note(format!("dev: {self}")));
                s.move_card(id, Holder::Nowhere)?;
            }
            Dev::Set {
                figure,
                field,
                value,
            } => {
                let i = s.figure(figure)?;
                if field == "at" {
                    s.log.push(LogEntry::Note(format!("dev: {self}")));
                    if value == "off" {
                        s.remove_figure(i)?;
                    } else {
                        let at = s.table.board().locate(value)?;
                        s.place_figure(i, at)?;
                    }
                } else {
                    let scope = Scope::Figure(figure.clone());
                    let var = parse_as(&known_type(&s, figure, field)?, field, value)?;
                    s.log.push(LogEntry::Note(format!("dev: {self}")));
                    s.set(scope, field, Some(var));
                }
            }
        }
        *state = s;
        Ok(())
    }
}

/// The type a figure variable has: its own value's, else another figure's of the same name.
/// A field no figure has is refused, naming the fields this figure has.
fn known_type(s: &GameState, figure: &str, field: &str) -> Result<Var> {
    if let Some(v) = s.get(&Scope::Figure(figure.to_string()), field) {
        return Ok(v.clone());
    }
    let other = s.vars.iter().find_map(|((scope, key), v)| {
        (matches!(scope, Scope::Figure(_)) && key == field).then(|| v.clone())
    });
    other.ok_or_else(|| {
        let mut fields = vec!["at".to_string()];
        let own = Scope::Figure(figure.to_string());
        fields.extend(
            s.vars
                .iter()
                .filter(|((scope, _), _)| *scope == own)
                .map(|((_, key), _)| key.clone()),
        );
        bad(format!(
            "no field `{field}` on a figure of this game ({figure}'s fields: {})",
            fields.join(", ")
        ))
    })
}

/// `value` read as a value of `like`'s type.
fn parse_as(like: &Var, field: &str, value: &str) -> Result<Var> {
    match like {
        Var::Int(_) => value.parse::<i64>().map(Var::Int).map_err(|_| {
            bad(format!(
                "`{value}` is not a whole number ({field} holds numbers)"
            ))
        }),
        Var::Bool(_) => match value {
            "true" => Ok(Var::Bool(true)),
            "false" => Ok(Var::Bool(false)),
            _ => Err(bad(format!(
                "`{value}` is not true or false ({field} holds true or false)"
            ))),
        },
        Var::Str(_) => Ok(Var::Str(value.to_string())),
    }
}
