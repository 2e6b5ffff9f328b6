//! Campaigns: a run of games whose results feed the next (Arcadia Quest's campaign and its
//! Episodic Mode). What a campaign *means* lives in the ruleset's Lua (`campaign.lua`): this
//! file only carries the ruleset's campaign document from game to game, builds each game's
//! scenario, and saves the campaign file.
//!
//! The protocol, for any ruleset: the document's `next` says what runs next —
//! `{kind: phase, phase: NAME}` is a small game on a one-space board whose scenario holds
//! `phase: NAME` and `campaign: <document>` and that ends with `game.finish{campaign = <new
//! document>}`; `{kind: scenario, scenario: ID, set: {KEY: VALUE}, roster: [{side, heroes:
//! [{id, card, cards}]}], after: PHASE}` is the scenario file `scripts/RULESET/scenarios/ID.yaml`
//! with `set` keys overriding its own and the roster's figures standing on the scenario's
//! `start_areas` (every seat's default figures removed); its outcome (the table given to
//! `game.finish`) comes back as the document's `result`, and phase `after` runs next;
//! `{kind: done}` ends the campaign.
//!
//! What differs between rulesets is data: the ruleset's `campaign:` key (`seats`, `min_seats`
//! (default 2), `first_phase` (default `create`), `phase_keys` (scenario keys every phase game
//! gets, e.g. `mode:`), and whatever else its Lua reads) is copied into the document as
//! `config`; a scenario without `start_areas` seats the roster on the squares of the side's own
//! figures; the document may name its sheet's columns (`sheet_columns: [{key, head}]` over the
//! `played` rows), a final `summary` and `summary` lines for `campaign status`.

use serde::{Deserialize, Serialize};
use serde_yaml::{Mapping, Value};

use skirmish_core::game::{Game, Library};
use skirmish_core::script::Limits;
use skirmish_core::yaml::{self, YamlLimits};
use skirmish_core::{Ruleset, Scenario};

use crate::bots;

/// The campaign file's format version.
const VERSION: u32 = 1;

#[derive(Clone, Debug, Serialize, Deserialize)]
pub struct Campaign {
    /// Marks the file as a campaign (`load` tells it from a scenario or a saved game).
    pub skirmish_campaign: u32,
    pub ruleset: String,
    pub seed: u64,
    /// Games played so far: game `step` uses seed `seed + step`.
    pub step: u64,
    /// One line per scenario played, as printed when it ended.
    #[serde(default)]
    pub history: Vec<String>,
    /// Who plays each seat in the REPL: `you` or a bot's name (batch runs: every seat a bot).
    #[serde(default)]
    pub players: std::collections::BTreeMap<String, String>,
    /// The ruleset's campaign document.
    pub campaign: Value,
}

/// How a campaign starts.
#[derive(Clone, Debug, Default)]
pub struct Settings {
    /// The guilds' sides, in seat order.
    pub sides: Vec<String>,
    /// Draft the heroes instead of choosing them freely.
    pub draft: bool,
    /// Episodic Mode: one scenario at this level.
    pub episodic: Option<(i64, String)>,
    /// A difficulty level among the ruleset's `campaign: {difficulties: [...]}`, given to every
    /// scenario of the campaign as its `difficulty:` (Arena's co-op, ATC 11.3).
    pub difficulty: Option<String>,
}

/// One game of the campaign, ready to play.
pub struct Step {
    /// `phase NAME` or `scenario ID`.
    pub label: String,
    pub scenario: Scenario,
    /// The scenario's YAML (a save embeds it).
    pub text: String,
}

fn get<'a>(v: &'a Value, key: &str) -> Option<&'a Value> {
    v.as_mapping().and_then(|m| m.get(key))
}

fn text_of(v: Option<&Value>) -> String {
    match v {
        Some(Value::String(s)) => s.clone(),
        Some(Value::Number(n)) => n.to_string(),
        Some(Value::Bool(b)) => b.to_string(),
        _ => String::new(),
    }
}

fn list_of(v: Option<&Value>) -> Vec<String> {
    match v {
        Some(Value::Sequence(s)) => s.iter().map(|x| text_of(Some(x))).collect(),
        Some(Value::Mapping(m)) if m.is_empty() => Vec::new(),
        Some(other) => vec![text_of(Some(other))],
        None => Vec::new(),
    }
}

/// The seats a ruleset's campaign offers (`campaign: {seats: [...]}` in ruleset.yaml).
pub fn seats(ruleset: &Ruleset) -> Vec<String> {
    ruleset
        .extra
        .get("campaign")
        .map(|c| list_of(get(c, "seats")))
        .unwrap_or_default()
}

fn config(ruleset: &Ruleset) -> Option<&Value> {
    ruleset.extra.get("campaign")
}

/// The fewest seats a ruleset's campaign plays (`campaign: {min_seats: N}`, default 2).
pub fn min_seats(ruleset: &Ruleset) -> usize {
    config(ruleset)
        .and_then(|c| get(c, "min_seats"))
        .and_then(|v| v.as_u64())
        .map_or(2, |n| n as usize)
}

/// Every scenario of the ruleset as `{id, name, circle}` (circle from the file, when it has
/// one), sorted by id: what the campaign module chooses from.
pub fn catalogue(lib: &Library, ruleset: &str) -> Result<Value, String> {
    let prefix = format!("scripts/{ruleset}/scenarios/");
    let mut out = Vec::new();
    for (path, text) in lib.files.iter() {
        let Some(id) = path
            .strip_prefix(&prefix)
            .and_then(|p| p.strip_suffix(".yaml"))
        else {
            continue;
        };
        if id.contains('/') {
            continue;
        }
        let v: Value =
            yaml::from_str(text, YamlLimits::DATA).map_err(|e| format!("{path}: {e}"))?;
        let mut m = Mapping::new();
        m.insert("id".into(), id.into());
        m.insert("name".into(), text_of(get(&v, "name")).into());
        if let Some(c) = get(&v, "circle") {
            m.insert("circle".into(), c.clone());
        }
        out.push(Value::Mapping(m));
    }
    Ok(Value::Sequence(out))
}

impl Campaign {
    /// A new campaign: its first step is the ruleset's `create` phase.
    pub fn new(
        lib: &Library,
        ruleset: &Ruleset,
        seed: u64,
        settings: &Settings,
    ) -> Result<Campaign, String> {
        let least = min_seats(ruleset).max(1);
        if settings.sides.len() < least {
            return Err(format!("a campaign needs at least {least} guild(s)"));
        }
        let mut doc = Mapping::new();
        let mode = if settings.episodic.is_some() {
            "episodic"
        } else {
            "campaign"
        };
        doc.insert("mode".into(), mode.into());
        doc.insert(
            "guilds".into(),
            Value::Sequence(settings.sides.iter().map(|s| s.as_str().into()).collect()),
        );
        doc.insert("draft".into(), settings.draft.into());
        let cat = catalogue(lib, &ruleset.name)?;
        if let Some((level, scenario)) = &settings.episodic {
            let known = cat
                .as_sequence()
                .into_iter()
                .flatten()
                .any(|s| text_of(get(s, "id")) == *scenario);
            if !known {
                return Err(format!(
                    "no scenario `{scenario}` in scripts/{}/scenarios/",
                    ruleset.name
                ));
            }
            doc.insert("level".into(), (*level).into());
            doc.insert("scenario".into(), scenario.as_str().into());
        }
        doc.insert("catalogue".into(), cat);
        let first = config(ruleset)
            .map(|c| text_of(get(c, "first_phase")))
            .filter(|p| !p.is_empty())
            .unwrap_or_else(|| "create".to_string());
        if let Some(c) = config(ruleset) {
            doc.insert("config".into(), c.clone());
        }
        if let Some(d) = &settings.difficulty {
            let levels = config(ruleset)
                .map(|c| list_of(get(c, "difficulties")))
                .unwrap_or_default();
            if levels.is_empty() {
                return Err(format!(
                    "the {} campaign has no difficulty levels",
                    ruleset.name
                ));
            }
            if !levels.contains(d) {
                return Err(format!(
                    "unknown difficulty `{d}` (one of: {})",
                    levels.join(", ")
                ));
            }
            // Every scenario gets it through the document's `config.set` (scenario keys).
            if let Some(Value::Mapping(cfg)) = doc.get_mut("config") {
                let set = cfg
                    .entry("set".into())
                    .or_insert_with(|| Value::Mapping(Mapping::new()));
                if let Value::Mapping(set) = set {
                    set.insert("difficulty".into(), d.as_str().into());
                }
            }
        }
        let mut next = Mapping::new();
        next.insert("kind".into(), "phase".into());
        next.insert("phase".into(), first.into());
        doc.insert("next".into(), Value::Mapping(next));
        Ok(Campaign {
            skirmish_campaign: VERSION,
            ruleset: ruleset.name.clone(),
            seed,
            step: 0,
            history: Vec::new(),
            players: Default::default(),
            campaign: Value::Mapping(doc),
        })
    }

    pub fn looks_like_campaign(text: &str) -> bool {
        text.lines().any(|l| l.starts_with("skirmish_campaign:"))
    }

    pub fn parse(text: &str) -> Result<Campaign, String> {
        let c: Campaign = yaml::from_str(text, YamlLimits::SAVE).map_err(|e| e.to_string())?;
        if c.skirmish_campaign != VERSION {
            return Err(format!(
                "campaign file version {} (this skirmish reads {VERSION})",
                c.skirmish_campaign
            ));
        }
        if get(&c.campaign, "next").is_none() {
            return Err("campaign file: the document has no `next`".into());
        }
        Ok(c)
    }

    pub fn to_yaml(&self) -> String {
        serde_yaml::to_string(self).expect("a campaign serialises")
    }

    fn next(&self) -> Option<&Value> {
        get(&self.campaign, "next")
    }

    fn next_kind(&self) -> String {
        text_of(self.next().and_then(|n| get(n, "kind")))
    }

    pub fn is_done(&self) -> bool {
        self.next_kind() == "done"
    }

    /// The seed of the next game.
    pub fn game_seed(&self) -> u64 {
        self.seed.wrapping_add(self.step)
    }

    /// The next game of the campaign.
    pub fn next_step(&self, lib: &Library) -> Result<Step, String> {
        let next = self.next().ok_or("the campaign document has no `next`")?;
        match self.next_kind().as_str() {
            "phase" => {
                let phase = text_of(get(next, "phase"));
                let mut m = Mapping::new();
                m.insert("ruleset".into(), self.ruleset.as_str().into());
                m.insert("name".into(), format!("campaign: {phase}").into());
                m.insert("board".into(), "+---+\n| . |\n+---+\n".into());
                m.insert("phase".into(), phase.as_str().into());
                if let Some(Value::Mapping(keys)) =
                    get(&self.campaign, "config").and_then(|c| get(c, "phase_keys"))
                {
                    for (k, v) in keys {
                        m.insert(k.clone(), v.clone());
                    }
                }
                m.insert("campaign".into(), self.campaign.clone());
                let text = serde_yaml::to_string(&Value::Mapping(m)).map_err(|e| e.to_string())?;
                let label = format!("phase {phase}");
                let scenario = Scenario::parse(&text, &label).map_err(|e| e.to_string())?;
                Ok(Step {
                    label,
                    scenario,
                    text,
                })
            }
            "scenario" => {
                let id = text_of(get(next, "scenario"));
                let path = format!("scripts/{}/scenarios/{id}.yaml", self.ruleset);
                let base = lib
                    .get(&path)
                    .ok_or_else(|| format!("the campaign's next scenario `{id}`: no {path}"))?;
                let mut doc: Value =
                    yaml::from_str(base, YamlLimits::DATA).map_err(|e| format!("{path}: {e}"))?;
                let m = doc
                    .as_mapping_mut()
                    .ok_or_else(|| format!("{path}: not a mapping"))?;
                if let Some(Value::Mapping(set)) = get(next, "set") {
                    for (k, v) in set {
                        m.insert(k.clone(), v.clone());
                    }
                }
                if let Some(roster) = get(next, "roster") {
                    seat_roster(m, roster).map_err(|e| format!("{path}: {e}"))?;
                }
                let text = serde_yaml::to_string(&doc).map_err(|e| e.to_string())?;
                let scenario = Scenario::parse(&text, &path).map_err(|e| e.to_string())?;
                Ok(Step {
                    label: format!("scenario {id}"),
                    scenario,
                    text,
                })
            }
            "done" => Err("the campaign is over (see `campaign sheet`)".into()),
            other => Err(format!("unknown campaign step kind `{other}`")),
        }
    }

    /// Takes a finished game of the campaign into the document; returns the line to print.
    pub fn absorb(&mut self, game: &Game) -> Result<Option<String>, String> {
        if game.finished().is_none() {
            return Err("the campaign's current game is not over yet".into());
        }
        let outcome = game.outcome().cloned().unwrap_or(Value::Null);
        let next = self.next().cloned().ok_or("no `next` in the campaign")?;
        let line = match self.next_kind().as_str() {
            "phase" => {
                let doc = get(&outcome, "campaign").cloned().ok_or(
                    "the campaign phase ended without a `campaign` document in game.finish",
                )?;
                if get(&doc, "next").is_none() {
                    return Err("the campaign phase's new document has no `next`".into());
                }
                self.campaign = doc;
                None
            }
            "scenario" => {
                let id = text_of(get(&next, "scenario"));
                let mut result = Mapping::new();
                result.insert("scenario".into(), id.as_str().into());
                let name = self.scenario_name(&id);
                result.insert("name".into(), name.as_str().into());
                let winner = text_of(get(&outcome, "winner"));
                let reason = text_of(get(&outcome, "reason"));
                result.insert("winner".into(), winner.as_str().into());
                result.insert("reason".into(), reason.as_str().into());
                let report = get(&outcome, "report").cloned().unwrap_or(Value::Null);
                let turns = text_of(get(&report, "turns"));
                let length = if !turns.is_empty() {
                    format!(", {turns} turns")
                } else {
                    let rounds = text_of(get(&report, "rounds"));
                    if rounds.is_empty() {
                        String::new()
                    } else {
                        format!(", {rounds} rounds")
                    }
                };
                if !report.is_null() {
                    result.insert("report".into(), report.clone());
                }
                if let Some(g) = get(&report, "guilds") {
                    result.insert("guilds".into(), g.clone());
                }
                let after = text_of(get(&next, "after"));
                let doc = self
                    .campaign
                    .as_mapping_mut()
                    .ok_or("the campaign document is not a mapping")?;
                doc.insert("result".into(), Value::Mapping(result));
                let mut n = Mapping::new();
                n.insert("kind".into(), "phase".into());
                let after = if after.is_empty() {
                    "after_scenario".to_string()
                } else {
                    after
                };
                n.insert("phase".into(), after.into());
                doc.insert("next".into(), Value::Mapping(n));
                let number = self.history.len() + 1;
                let line =
                    format!("scenario {number}: {name} — winner {winner} ({reason}{length})");
                self.history.push(line.clone());
                Some(line)
            }
            other => return Err(format!("cannot take a game into a `{other}` step")),
        };
        self.step += 1;
        Ok(line)
    }

    fn scenario_name(&self, id: &str) -> String {
        get(&self.campaign, "catalogue")
            .and_then(|c| c.as_sequence())
            .into_iter()
            .flatten()
            .find(|s| text_of(get(s, "id")) == id)
            .map(|s| text_of(get(s, "name")))
            .filter(|n| !n.is_empty())
            .unwrap_or_else(|| id.to_string())
    }

    /// The campaign sheet (rulebook p.28) and, once over, the medals and the victory.
    pub fn sheet(&self) -> String {
        if let Some(Value::Sequence(cols)) = get(&self.campaign, "sheet_columns") {
            let heads: Vec<String> = cols.iter().map(|c| text_of(get(c, "head"))).collect();
            let heads: Vec<&str> = heads.iter().map(|h| h.as_str()).collect();
            let rows: Vec<Vec<String>> = get(&self.campaign, "played")
                .and_then(|p| p.as_sequence())
                .into_iter()
                .flatten()
                .map(|row| {
                    cols.iter()
                        .map(|c| {
                            let l = list_of(get(row, &text_of(get(c, "key"))));
                            if l.is_empty() {
                                "-".into()
                            } else {
                                l.join("+")
                            }
                        })
                        .collect()
                })
                .collect();
            let mut out = table(&heads, &rows);
            if let Some(f) = get(&self.campaign, "final") {
                out.push_str(&format!(
                    "campaign winner: {} — {}\n",
                    text_of(get(f, "winner")),
                    text_of(get(f, "summary"))
                ));
            }
            return out;
        }
        let heads = [
            "#",
            "scenario",
            "winner",
            "least deaths",
            "most coins",
            "won rewards",
            "won title",
        ];
        let keys = [
            "winner",
            "least_deaths",
            "most_coins",
            "won_rewards",
            "won_title",
        ];
        let mut rows: Vec<Vec<String>> = Vec::new();
        for row in get(&self.campaign, "played")
            .and_then(|p| p.as_sequence())
            .into_iter()
            .flatten()
        {
            let mut r = vec![text_of(get(row, "number")), text_of(get(row, "name"))];
            for k in keys {
                let l = list_of(get(row, k));
                r.push(if l.is_empty() {
                    "-".into()
                } else {
                    l.join("+")
                });
            }
            rows.push(r);
        }
        let mut out = table(&heads, &rows);
        if let Some(f) = get(&self.campaign, "final") {
            let winner = text_of(get(f, "winner"));
            if let Some(Value::Mapping(medals)) = get(f, "medals") {
                let mut parts: Vec<String> = medals
                    .iter()
                    .map(|(k, v)| format!("{} {}", text_of(Some(k)), text_of(Some(v))))
                    .collect();
                parts.sort();
                out.push_str(&format!("medals: {}\n", parts.join(", ")));
                out.push_str(&format!(
                    "campaign winner: {winner} — {}\n",
                    text_of(get(f, "grade"))
                ));
            } else if let Some(Value::Sequence(scores)) = get(f, "scores") {
                let parts: Vec<String> = scores
                    .iter()
                    .map(|s| format!("{} {}", text_of(get(s, "side")), text_of(get(s, "score"))))
                    .collect();
                out.push_str(&format!("episodic scores: {}\n", parts.join(", ")));
                out.push_str(&format!("episodic winner: {winner}\n"));
            }
        }
        out
    }

    /// Where the campaign stands: its guilds, their heroes and cards, and what comes next.
    pub fn status(&self) -> String {
        let doc = &self.campaign;
        let mode = text_of(get(doc, "mode"));
        let played = get(doc, "played")
            .and_then(|p| p.as_sequence())
            .map_or(0, |p| p.len());
        let mut out = format!("{mode} (seed {}), {played} scenario(s) played\n", self.seed);
        let summary = list_of(get(doc, "summary"));
        for line in &summary {
            out.push_str(&format!("  {line}\n"));
        }
        let guilds = if summary.is_empty() {
            get(doc, "guilds")
        } else {
            None
        };
        for g in guilds.and_then(|g| g.as_sequence()).into_iter().flatten() {
            if let Value::String(s) = g {
                out.push_str(&format!("  {s}: no heroes yet\n"));
                continue;
            }
            let side = text_of(get(g, "side"));
            let titles = list_of(get(g, "titles"));
            out.push_str(&format!(
                "  {side}: {} coin(s) saved{}\n",
                text_of(get(g, "coins")),
                if titles.is_empty() {
                    String::new()
                } else {
                    format!(", titles {}", titles.join(", "))
                }
            ));
            for h in list_of(get(g, "heroes")) {
                let cards = list_of(get(g, "cards").and_then(|c| get(c, &h)));
                let curse = text_of(get(g, "curses").and_then(|c| get(c, &h)));
                out.push_str(&format!(
                    "    {h}: {}{}\n",
                    if cards.is_empty() {
                        "-".to_string()
                    } else {
                        cards.join(", ")
                    },
                    if curse.is_empty() {
                        String::new()
                    } else {
                        format!(" (curse: {curse})")
                    }
                ));
            }
        }
        let next = self.next();
        out.push_str(&match self.next_kind().as_str() {
            "phase" => format!(
                "next: the {} phase\n",
                text_of(next.and_then(|n| get(n, "phase")))
            ),
            "scenario" => {
                let id = text_of(next.and_then(|n| get(n, "scenario")));
                format!("next: {} ({id})\n", self.scenario_name(&id))
            }
            _ => "the campaign is over\n".to_string(),
        });
        out
    }
}

/// Puts the roster's heroes in place of every seat's figures: beside the board for the rules to
/// place when `start_areas` is a list (dealt at set-up), on the spaces of the side's area when it
/// is a map `{side: [spaces]}`; a scenario without `start_areas` seats each roster side on the
/// squares of its own figures (in their order), which the roster's replace.
fn seat_roster(scenario: &mut Mapping, roster: &Value) -> Result<(), String> {
    let mut figures: Vec<Value> = scenario
        .get("figures")
        .and_then(|f| f.as_sequence())
        .cloned()
        .unwrap_or_default();
    // The list form (areas in seating order, dealt by the rules at set-up): every figure that
    // starts beside the board (`at: off`, the file's own heroes for its players to place) or
    // belongs to a roster side makes way for the roster's heroes, also beside the board, which
    // the rules then ask their players to place.
    if scenario.get("start_areas").is_some_and(|a| a.is_sequence()) {
        let sides: Vec<String> = roster
            .as_sequence()
            .into_iter()
            .flatten()
            .map(|e| text_of(get(e, "side")))
            .collect();
        figures.retain(|f| {
            text_of(get(f, "at")) != skirmish_core::scenario::OFF_BOARD
                && !sides.contains(&text_of(get(f, "side")))
        });
        for entry in roster.as_sequence().into_iter().flatten() {
            let side = text_of(get(entry, "side"));
            for h in get(entry, "heroes")
                .and_then(|h| h.as_sequence())
                .into_iter()
                .flatten()
            {
                figures.push(roster_figure(h, &side, skirmish_core::scenario::OFF_BOARD));
            }
        }
        scenario.insert("figures".into(), Value::Sequence(figures));
        return Ok(());
    }
    let areas = match scenario.get("start_areas").and_then(|a| a.as_mapping()) {
        Some(a) => a.clone(),
        None => {
            let mut a = Mapping::new();
            for entry in roster.as_sequence().into_iter().flatten() {
                let side = text_of(get(entry, "side"));
                let squares: Vec<Value> = figures
                    .iter()
                    .filter(|f| text_of(get(f, "side")) == side)
                    .map(|f| text_of(get(f, "at")).into())
                    .collect();
                if squares.is_empty() {
                    return Err(format!(
                        "a campaign scenario needs `start_areas:` or figures of side {side}"
                    ));
                }
                a.insert(side.as_str().into(), Value::Sequence(squares));
            }
            a
        }
    };
    let seats: Vec<String> = areas.keys().map(|k| text_of(Some(k))).collect();
    figures.retain(|f| !seats.contains(&text_of(get(f, "side"))));
    for entry in roster.as_sequence().into_iter().flatten() {
        let side = text_of(get(entry, "side"));
        let spaces = list_of(areas.get(side.as_str()));
        let heroes = get(entry, "heroes")
            .and_then(|h| h.as_sequence())
            .cloned()
            .unwrap_or_default();
        if heroes.len() > spaces.len() {
            return Err(format!(
                "start area of {side} has {} spaces for {} heroes",
                spaces.len(),
                heroes.len()
            ));
        }
        for (h, at) in heroes.iter().zip(spaces) {
            figures.push(roster_figure(h, &side, &at));
        }
    }
    scenario.insert("figures".into(), Value::Sequence(figures));
    Ok(())
}

/// A roster hero as a scenario figure of `side` standing at `at`.
fn roster_figure(h: &Value, side: &str, at: &str) -> Value {
    let mut f = Mapping::new();
    f.insert("id".into(), text_of(get(h, "id")).into());
    f.insert("side".into(), side.into());
    f.insert("at".into(), at.into());
    f.insert("card".into(), text_of(get(h, "card")).into());
    let cards = list_of(get(h, "cards"));
    if !cards.is_empty() {
        f.insert(
            "cards".into(),
            Value::Sequence(cards.into_iter().map(Value::from).collect()),
        );
    }
    Value::Mapping(f)
}

fn table(heads: &[&str], rows: &[Vec<String>]) -> String {
    let mut widths: Vec<usize> = heads.iter().map(|h| h.chars().count()).collect();
    for r in rows {
        for (i, c) in r.iter().enumerate() {
            widths[i] = widths[i].max(c.chars().count());
        }
    }
    let line = |cells: Vec<String>| -> String {
        let parts: Vec<String> = cells
            .iter()
            .enumerate()
            .map(|(i, c)| format!("{c:<w$}", w = widths[i]))
            .collect();
        format!("{}\n", parts.join(" | ").trim_end())
    };
    let mut out = line(heads.iter().map(|h| h.to_string()).collect());
    out.push_str(&line(widths.iter().map(|w| "-".repeat(*w)).collect()));
    for r in rows {
        out.push_str(&line(r.clone()));
    }
    out
}

/// Plays a step with bots on every seat (`bots` by side); the monsters' choices (if any are
/// asked of a side no bot holds) take the engine's default. Returns the finished game.
pub fn play_step(
    lib: &Library,
    ruleset: &Ruleset,
    step: &Step,
    seed: u64,
    bot_names: &[(String, String)],
) -> Result<Game, String> {
    let mut game = Game::new(lib, ruleset, &step.scenario, seed, Limits::default())
        .map_err(|e| format!("{}: {e}", step.label))?;
    let quests = bots::quest_spaces(&step.scenario);
    let mut players: Vec<(String, Box<dyn bots::Bot>)> = Vec::new();
    for (side, name) in bot_names {
        players.push((side.clone(), bots::make(name, side, &quests)?));
    }
    let mut answers = 0usize;
    while let Some(c) = game.pending() {
        answers += 1;
        if answers > 500_000 {
            return Err(format!("{}: no end after 500000 answers", step.label));
        }
        let side = c.side.clone();
        let pick = match players.iter_mut().find(|(s, _)| *s == side) {
            Some((_, bot)) => bot.choose(&game),
            None => bots::default_choice(&game, &quests),
        };
        pick.and_then(|i| game.answer(i).map_err(|e| e.to_string()))
            .map_err(|e| format!("{}: {e}", step.label))?;
    }
    Ok(game)
}

/// `skirmish campaign` (its command line: [`crate::cli::CampaignArgs`]): a whole campaign with
/// bots taking every decision, one bot per seat (Arena: one, the party); prints each scenario
/// as it ends, then the sheet.
pub fn command(
    lib: &Library,
    ruleset_of: &mut dyn FnMut(&str) -> Result<Ruleset, String>,
    args: &crate::cli::CampaignArgs,
    out: &mut dyn std::io::Write,
) -> Result<(), String> {
    let (names, seed, save) = (args.bots.clone(), args.seed, &args.save);
    let ruleset = ruleset_of(&args.ruleset)?;
    let all = seats(&ruleset);
    let least = min_seats(&ruleset).max(1);
    if names.len() < least || names.len() > all.len() {
        return Err(format!(
            "--bots names {} bots; a {} campaign seats {least} to {} guilds",
            names.len(),
            ruleset.name,
            all.len()
        ));
    }
    let episodic = match (args.episodic, &args.scenario) {
        (Some(l), Some(s)) => Some((l, s.clone())),
        (None, None) => None,
        _ => return Err("--episodic and --scenario go together".into()),
    };
    let sides: Vec<String> = all[..names.len()].to_vec();
    let settings = Settings {
        sides: sides.clone(),
        draft: args.draft,
        episodic,
        difficulty: args.difficulty.clone(),
    };
    let seating: Vec<(String, String)> = sides.iter().cloned().zip(names).collect();
    let mut c = Campaign::new(lib, &ruleset, seed, &settings)?;
    let write = |c: &Campaign| -> Result<(), String> {
        if let Some(path) = save {
            crate::files::write_atomically(std::path::Path::new(path), &c.to_yaml())
                .map_err(|e| format!("cannot write {path}: {e}"))?;
        }
        Ok(())
    };
    let seats_line: Vec<String> = seating.iter().map(|(s, b)| format!("{s} {b}")).collect();
    writeln!(out, "campaign (seed {seed}): {}", seats_line.join(", "))
        .map_err(|e| e.to_string())?;
    while !c.is_done() {
        let step = c.next_step(lib)?;
        let game = play_step(lib, &ruleset, &step, c.game_seed(), &seating)?;
        if let Some(line) = c.absorb(&game)? {
            writeln!(out, "{line}").map_err(|e| e.to_string())?;
        }
        write(&c)?;
    }
    write!(out, "{}", c.sheet()).map_err(|e| e.to_string())?;
    Ok(())
}

// ---------------------------------------------------------------------------------------------
// The REPL's `campaign` command

/// A campaign played in the REPL.
pub struct Run {
    pub campaign: Campaign,
    /// Saved here after every game when set.
    pub file: Option<String>,
    /// The session's game is the campaign's current step.
    pub playing: bool,
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

/// Seats the campaign's players: bots (heading for the scenario's `quests` spaces) on their
/// sides, the person on the others.
fn seat_players(
    session: &mut crate::session::Session,
    c: &Campaign,
    quests: &[bots::Quest],
) -> Result<(), String> {
    session.bots.clear();
    for (side, who) in &c.players {
        if who != "you" {
            session
                .bots
                .insert(side.clone(), bots::make(who, side, quests)?);
        }
    }
    Ok(())
}

/// Loads the campaign's next game into the session and starts it.
fn start_next(session: &mut crate::session::Session) -> Result<String, String> {
    let lib = session.assets().library();
    let run = session.campaign.as_ref().ok_or("no campaign")?;
    let step = run.campaign.next_step(&lib)?;
    let seed = run.campaign.game_seed();
    let players = run.campaign.clone();
    let quests = bots::quest_spaces(&step.scenario);
    session.load_text(&step.label, step.text)?;
    seat_players(session, &players, &quests)?;
    let out = session.start_game(seed)?;
    if let Some(run) = session.campaign.as_mut() {
        run.playing = true;
    }
    Ok(out)
}

/// `campaign …` in the REPL.
pub fn repl_command(
    session: &mut crate::session::Session,
    args: &[&str],
) -> Result<String, String> {
    match args {
        ["new", rest @ ..] => {
            let mut file = None;
            let (mut guilds, mut draft, mut seed, mut bot) = (None, false, None, Some("greedy"));
            let (mut level, mut scenario, mut ruleset_arg) = (None, None, None);
            let mut difficulty = None;
            let mut it = rest.iter();
            while let Some(a) = it.next() {
                let mut value = |flag: &str| {
                    it.next()
                        .copied()
                        .ok_or_else(|| format!("{flag} needs a value\n{REPL_USAGE}"))
                };
                match *a {
                    "--guilds" => {
                        guilds = Some(
                            value("--guilds")?
                                .parse::<usize>()
                                .map_err(|_| "--guilds needs 2, 3 or 4".to_string())?,
                        )
                    }
                    "--ruleset" => ruleset_arg = Some(value("--ruleset")?.to_string()),
                    "--draft" => draft = true,
                    "--seed" => {
                        seed = Some(
                            value("--seed")?
                                .parse::<u64>()
                                .map_err(|_| "--seed needs a whole number".to_string())?,
                        )
                    }
                    "--bots" => {
                        let b = value("--bots")?;
                        bots::check_spec(b)?;
                        bot = Some(b)
                    }
                    "--hotseat" => bot = None,
                    "--episodic" => {
                        level = Some(
                            value("--episodic")?
                                .parse::<i64>()
                                .map_err(|_| "--episodic needs a level 1 to 6".to_string())?,
                        )
                    }
                    "--scenario" => scenario = Some(value("--scenario")?.to_string()),
                    "--difficulty" => difficulty = Some(value("--difficulty")?.to_string()),
                    f if !f.starts_with('-') && file.is_none() => file = Some(f.to_string()),
                    other => {
                        return Err(format!("campaign new: unexpected `{other}`\n{REPL_USAGE}"));
                    }
                }
            }
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
                    "--guilds: a {ruleset_name} campaign seats {least} to {} guilds",
                    all.len()
                ));
            }
            let episodic = match (level, scenario) {
                (Some(l), Some(s)) => Some((l, s)),
                (None, None) => None,
                _ => return Err("--episodic and --scenario go together".into()),
            };
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
