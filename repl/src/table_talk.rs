//! The player's log (issue 20, item 2): of the engine's log, what a player at the table would
//! say — moves, door flips, placements, dice, notes the rules write ("zazu attacks goblin1 with
//! slingshot: 2 hits - 0 saves = 2 wounds"), and the changes the ruleset names as worth telling.
//! What the ruleset names is data, its file's `player_log:` key:
//!
//! ```yaml
//! player_log:
//!   vars: [wounds, coins]          # changes of these variables (a first value of 0, false or
//!                                  # "" is set-up, not news)
//!   events: [figure_killed]        # these events, as the engine writes them; or a map of
//!                                  # event -> what a player says: `{detail}` the event's
//!                                  # detail, `{1}` `{2}` `{3}` its words, `{rest}` all but
//!                                  # the first: {figure_killed: "{detail} is killed"}
//!   card_kinds: [token]            # cards of these kinds changing hands
//! ```
//!
//! `log --engine` and `verbose on` show the whole log.

use skirmish_core::Ruleset;
use skirmish_core::game::Game;
use skirmish_core::game::state::{LogEntry, Scope, Var};

/// A ruleset's `player_log:` key, read once per use.
#[derive(Default)]
pub struct PlayerLog {
    vars: Vec<String>,
    events: Vec<String>,
    /// Event -> the player's sentence for it (`{detail}` replaced).
    says: std::collections::BTreeMap<String, String>,
    card_kinds: Vec<String>,
}

fn strings(v: Option<&serde_yaml::Value>) -> Vec<String> {
    v.and_then(|v| v.as_sequence())
        .map(|s| {
            s.iter()
                .filter_map(|x| x.as_str().map(str::to_string))
                .collect()
        })
        .unwrap_or_default()
}

impl PlayerLog {
    pub fn of(ruleset: &Ruleset) -> PlayerLog {
        let spec = ruleset.extra.get("player_log");
        let events = spec.and_then(|s| s.get("events"));
        let mut says = std::collections::BTreeMap::new();
        if let Some(m) = events.and_then(|e| e.as_mapping()) {
            for (k, v) in m {
                if let (Some(k), Some(v)) = (k.as_str(), v.as_str()) {
                    says.insert(k.to_string(), v.to_string());
                }
            }
        }
        PlayerLog {
            vars: strings(spec.and_then(|s| s.get("vars"))),
            events: match events.and_then(|e| e.as_mapping()) {
                Some(_) => says.keys().cloned().collect(),
                None => strings(events),
            },
            says,
            card_kinds: strings(spec.and_then(|s| s.get("card_kinds"))),
        }
    }

    /// How a player reads log entry `i` shown as `line`: an event the ruleset words its own
    /// way, a note without its `note` tag, a variable as `orc1 wounds: 1`; else the line as
    /// it is (a line masked for this reader stays masked).
    pub fn say(&self, game: &Game, i: usize, line: String) -> String {
        match game.state().log.get(i) {
            Some(LogEntry::Note(_)) => match line.strip_prefix("note ") {
                Some(text) => text.to_string(),
                None => line,
            },
            Some(
                e @ LogEntry::Set {
                    scope,
                    key,
                    value: Some(v),
                },
            ) if line == e.to_string() => match scope {
                Scope::Side(s) | Scope::Figure(s) | Scope::Space(s) => {
                    format!("{s} {key}: {v}")
                }
                Scope::Game => format!("{key}: {v}"),
                Scope::Card(n) => format!("card #{n} {key}: {v}"),
            },
            Some(LogEntry::Event { name, detail }) => match self.says.get(name) {
                Some(t) => {
                    let words: Vec<&str> = detail.split(' ').collect();
                    let word = |k: usize| words.get(k).copied().unwrap_or("");
                    let rest = detail.split_once(' ').map_or("", |(_, r)| r);
                    t.replace("{detail}", detail)
                        .replace("{1}", word(0))
                        .replace("{2}", word(1))
                        .replace("{3}", word(2))
                        .replace("{rest}", rest)
                }
                None => line,
            },
            _ => line,
        }
    }

    /// Whether log entry `i` of `game` belongs in the player's log.
    pub fn shows(&self, game: &Game, i: usize) -> bool {
        let log = &game.state().log;
        let Some(e) = log.get(i) else { return false };
        match e {
            LogEntry::Move { .. }
            | LogEntry::Place { .. }
            | LogEntry::Door { .. }
            | LogEntry::Roll { .. }
            | LogEntry::Reroll { .. }
            | LogEntry::Note(_)
            | LogEntry::Chose { .. } => true,
            LogEntry::Set { scope, key, value } => {
                if !self.vars.contains(key) {
                    return false;
                }
                // A first value of nothing is the set-up writing its defaults.
                let blank = match value {
                    None => true,
                    Some(Var::Int(0)) | Some(Var::Bool(false)) => true,
                    Some(Var::Str(s)) => s.is_empty(),
                    Some(_) => false,
                };
                !blank
                    || (0..i).rev().any(|j| {
                        matches!(log.get(j), Some(LogEntry::Set { scope: s, key: k, .. })
                            if s == scope && k == key)
                    })
            }
            LogEntry::Event { name, .. } => self.events.contains(name),
            LogEntry::Card { card, .. } => game
                .card_def(card)
                .and_then(|d| d.get("kind").and_then(|k| k.as_str().map(str::to_string)))
                .is_some_and(|k| self.card_kinds.contains(&k)),
            _ => false,
        }
    }
}
