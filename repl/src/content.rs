//! The content checks `skirmish test` runs before the card tests when it tests the whole
//! project: what is true of all the content at once rather than of one card, so that the one
//! command a modder runs catches what would otherwise only show in `cargo test`.
//!
//! For each ruleset of the library, a probe game is built with every card of the ruleset
//! loaded (a card that does not load fails it, naming the file); the probe lists every field
//! the card files use, by the class of their kind, and each must have a `---@field` line in
//! `scripts/api/*.lua` (what editors and `help api` read); the rules' optional read-only query
//! `content_problems` (a list of texts) says what else is wrong with the data (Arcadia: monster
//! level bands). And with the project's `docs/CONTENT-STATUS.md`, every Arcadia card file has
//! a row there whose provisional column agrees with the file.
//!
//! Nothing here counts content: a new card, monster or field is checked like the others.

use std::collections::{BTreeMap, BTreeSet};

use skirmish_core::game::state::{Scope, Var};
use skirmish_core::game::{Game, Library, card_id};
use skirmish_core::{Ruleset, Scenario};

use crate::apidoc::{Item, parse};
use crate::cardtest::{Outcome, TestResult};

/// The file name the checks report under (`content › NAME` in the summary).
pub const FILE: &str = "content";

/// Runs every content check of `lib`; `status` is the text of `docs/CONTENT-STATUS.md` when
/// the project's own content is tested.
pub fn check(lib: &Library, status: Option<&str>) -> Vec<TestResult> {
    let items = api(lib);
    let mut out = Vec::new();
    let mut result = |name: String, problems: Vec<String>, hint: &str| {
        let outcome = if problems.is_empty() {
            Outcome::Passed
        } else {
            Outcome::Failed(format!("{}\n{hint}", problems.join("\n")))
        };
        out.push(TestResult {
            file: FILE.into(),
            name,
            outcome,
        });
    };
    for rs in ["arcadia", "arena", "ods"] {
        if lib.get(&format!("scripts/{rs}/ruleset.yaml")).is_none() {
            continue;
        }
        let probed = match rs {
            "arcadia" => arcadia_probe(lib),
            "arena" => arena_probe(lib),
            _ => ods_probe(lib),
        };
        let (game, seen) = match probed {
            Ok(p) => p,
            Err(e) => {
                result(
                    format!("{rs}: every card loads"),
                    vec![e],
                    "(a game with every card of the ruleset could not be made)",
                );
                continue;
            }
        };
        result(format!("{rs}: every card loads"), Vec::new(), "");
        result(
            format!("{rs}: every field the cards use is documented in scripts/api"),
            undocumented(&items, &seen),
            "Describe each with a `---@field NAME TYPE text` line in its class (scripts/api/*.lua; \
             docs/MODDING.md §2), so editors and `help api` know it.",
        );
        match game.rules_query("content_problems", "") {
            Ok(None) => {}
            Ok(Some(v)) => {
                // An empty Lua table comes back as an empty map.
                let empty = v.as_mapping().is_some_and(|m| m.is_empty());
                let problems = if empty {
                    Vec::new()
                } else {
                    serde_yaml::from_value::<Vec<String>>(v).unwrap_or_else(|e| {
                        vec![format!("content_problems must return a list of texts: {e}")]
                    })
                };
                result(
                    format!("{rs}: the rules' content checks (rules.content_problems)"),
                    problems,
                    "",
                );
            }
            Err(e) => result(
                format!("{rs}: the rules' content checks (rules.content_problems)"),
                vec![e.to_string()],
                "",
            ),
        }
    }
    result(
        "every `game.NAME` a script uses is in the API (scripts/api/game.lua)".into(),
        unknown_game_fields(lib, &items),
        "A typo, or a function the prelude does not have: `help api Game` lists them.",
    );
    if let Some(status) = status {
        result(
            "docs/CONTENT-STATUS.md has a row for every Arcadia card".into(),
            status_problems(lib, status),
            "Add a row `| `PATH` | reliability | yes/no | scripted | awaits |` (yes when the file \
             says `provisional = true`).",
        );
    }
    out
}

/// `game.NAME` in the code (not the comments) of every card and script whose NAME is neither a
/// documented `game` function nor a field of class `Game`. A linter only checks fields of a
/// global, and handlers get `game` as a parameter (`function(self, e, game)`), so this reads
/// the text: `file:line: game.NAME`.
fn unknown_game_fields(lib: &Library, items: &[Item]) -> Vec<String> {
    let mut known: BTreeSet<String> = items
        .iter()
        .filter(|i| i.kind == "function")
        .filter_map(|i| i.name.strip_prefix("game.").map(str::to_string))
        .collect();
    known.extend(
        field_lines(items, "Game")
            .unwrap_or_default()
            .into_iter()
            .map(|(n, _)| n),
    );
    let mut out = Vec::new();
    for (path, text) in &lib.files {
        let script = path.starts_with("cards/")
            || (path.starts_with("scripts/") && !path.starts_with("scripts/api/"));
        if !script || !path.ends_with(".lua") {
            continue;
        }
        for (n, line) in text.lines().enumerate() {
            let code = line.split("--").next().unwrap_or("");
            let mut rest = code;
            while let Some(at) = rest.find("game.") {
                let before = rest[..at].chars().next_back();
                let after = &rest[at + 5..];
                let name: String = after
                    .chars()
                    .take_while(|c| c.is_ascii_alphanumeric() || *c == '_')
                    .collect();
                let word_start = before.is_none_or(|c| {
                    !(c.is_ascii_alphanumeric() || c == '_' || c == '.' || c == ':')
                });
                if word_start && !name.is_empty() && !known.contains(&name) {
                    out.push(format!("{path}:{}: game.{name}", n + 1));
                }
                rest = after;
            }
        }
    }
    out
}

/// Every `scripts/api/*.lua` entry.
fn api(lib: &Library) -> Vec<Item> {
    lib.files
        .iter()
        .filter(|(p, _)| p.starts_with("scripts/api/") && p.ends_with(".lua"))
        .flat_map(|(p, t)| parse(p, t))
        .collect()
}

/// The `---@field` lines of class `class` and of the classes it extends (`---@class A: B`),
/// as (name without a trailing `?`, the rest of the line); None when there is no such class.
pub fn field_lines(items: &[Item], class: &str) -> Option<Vec<(String, String)>> {
    let item = items
        .iter()
        .find(|i| i.kind == "class" && i.name == class)?;
    let mut out: Vec<(String, String)> = item
        .doc
        .iter()
        .filter_map(|d| d.strip_prefix("field "))
        .map(|r| {
            let (name, rest) = r.split_once(' ').unwrap_or((r, ""));
            (name.trim_end_matches('?').to_string(), rest.to_string())
        })
        .collect();
    if let Some((_, parents)) = item.signature.split_once(':') {
        for parent in parents.split(',').map(str::trim).filter(|p| !p.is_empty()) {
            out.extend(field_lines(items, parent).unwrap_or_default());
        }
    }
    Some(out)
}

/// What the probe saw that has no `---@field` (or, for a function, one that says `fun(`).
fn undocumented(items: &[Item], seen: &Seen) -> Vec<String> {
    let mut missing = Vec::new();
    for (class, field, ty) in seen {
        let Some(lines) = field_lines(items, class) else {
            missing.push(format!("no ---@class {class} (field {field})"));
            continue;
        };
        match lines.iter().find(|(n, _)| n == field) {
            None => missing.push(format!("{class}.{field} ({ty}) is not documented")),
            Some((_, rest)) if ty == "function" && !rest.contains("fun(") => missing.push(format!(
                "{class}.{field} is a function but documented as `{rest}`"
            )),
            _ => {}
        }
    }
    missing
}

/// What a probe saw: (class, field, Lua type).
type Seen = BTreeSet<(String, String, String)>;
/// A probe's game (for the rules' queries) and what it saw.
type Probed = (Game, Seen);

/// `CLASS FIELD TYPE;…` as the probes write it.
fn entries(seen: &str) -> Seen {
    seen.split(';')
        .filter(|e| !e.is_empty())
        .map(|e| {
            let mut p = e.splitn(3, ' ');
            let mut next = || p.next().unwrap_or("").to_string();
            (next(), next(), next())
        })
        .collect()
}

fn probe_result(g: &Game, what: &str) -> Result<Seen, String> {
    match g.state().get(&Scope::Game, "api_probe") {
        Some(Var::Str(seen)) => Ok(entries(seen)),
        _ => Err(format!(
            "the {what} probe did not run: {:?}",
            g.pending().map(|p| p.prompt.clone())
        )),
    }
}

fn ruleset(lib: &Library, rs: &str) -> Result<Ruleset, String> {
    let path = format!("scripts/{rs}/ruleset.yaml");
    let text = lib.get(&path).ok_or(format!("no {path}"))?;
    Ruleset::parse(text, &path).map_err(|e| e.to_string())
}

fn lua_ids(lib: &Library, rs: &str) -> String {
    lib.card_files(rs)
        .iter()
        .map(|(p, _)| format!("{:?}", card_id(p)))
        .collect::<Vec<_>>()
        .join(", ")
}

/// A probe card in a small Arcadia game: every card's top-level fields (`ArcadiaCard`), its
/// attack (`ArcadiaAttack`) and its level bands (`ArcadiaMonsterBand`).
fn arcadia_probe(lib: &Library) -> Result<Probed, String> {
    let src = format!(
        r#"local CARD_IDS = {{ {ids} }}
return {{
  name = "Content probe",
  kind = "quest",
  on = {{
    activation_start = function(self, e, game)
      if game.vars.api_probe then return end
      local out = {{}}
      local function add(kind, t)
        for k, v in pairs(t or {{}}) do
          if type(k) == "string" then out[#out + 1] = kind .. " " .. k .. " " .. type(v) end
        end
      end
      for _, id in ipairs(CARD_IDS) do
        local d = game.def(id)
        add("ArcadiaCard", d)
        if type(d.attack) == "table" then add("ArcadiaAttack", d.attack) end
        if type(d.levels) == "table" then
          for _, band in pairs(d.levels) do
            add("ArcadiaMonsterBand", band)
            if type(band) == "table" and type(band.attack) == "table" then add("ArcadiaAttack", band.attack) end
          end
        end
      end
      game.vars.api_probe = table.concat(out, ";")
    end,
  }},
}}
"#,
        ids = lua_ids(lib, "arcadia"),
    );
    // Two heroes of the box: the probe needs an activation to run in.
    run_probe(
        lib,
        "arcadia",
        ("cards/arcadia/__content_probe.lua", src),
        "ruleset: arcadia\nboard: |\n  +---+---+\n  | .   . |\n  +---+---+\nfigures:\n  - { id: diva, side: red, at: a1, card: diva, cards: [__content_probe] }\n  - { id: zazu, side: blue, at: b1, card: zazu }\n",
        "Arcadia",
    )
}

/// A probe card in a small Arena game: every card's top-level fields (class from its kind,
/// `ArenaHeroicAction` for `heroic_action`) and the data tables inside.
fn arena_probe(lib: &Library) -> Result<Probed, String> {
    let src = format!(
        r#"local CARD_IDS = {{ {ids} }}
local function camel(s)
  return (s:gsub("^%l", string.upper):gsub("_(%l)", function(c) return c:upper() end))
end
return {{
  name = "Content probe",
  kind = "artifact",
  on = {{
    turn_start = function(self, e, game)
      if game.vars.api_probe then return end
      local out = {{}}
      local function add(class, t)
        if type(t) ~= "table" then return end
        for k, v in pairs(t) do
          if type(k) == "string" then out[#out + 1] = class .. " " .. k .. " " .. type(v) end
        end
      end
      for _, id in ipairs(CARD_IDS) do
        local d = game.def(id)
        add("Arena" .. camel(d.kind), d)
        for _, fx in ipairs(type(d.effects) == "table" and d.effects or {{}}) do add("ArenaEffect", fx) end
        add("ArenaBenefit", d.benefit)
        add("ArenaPower", d.power)
        add("ArenaStats", d.stats)
        if type(d.special) == "table" then add("ArenaBossSpecial", d.special) end
        add("ArenaAura", d.aura)
        if type(d.objectives) == "table" then
          add("ArenaObjectives", d.objectives)
          add("ArenaObjective", d.objectives.primary)
          for _, o in ipairs(d.objectives.secondary or {{}}) do add("ArenaObjective", o) end
        end
      end
      game.vars.api_probe = table.concat(out, ";")
    end,
  }},
}}
"#,
        ids = lua_ids(lib, "arena"),
    );
    run_probe(
        lib,
        "arena",
        ("cards/arena/__content_probe.lua", src),
        "ruleset: arena\nmode: pvp\nboard: |\n  +---+---+---+\n  | .   .   . |\n  +---+---+---+\nfigures:\n  - { id: w, side: white, at: a1, card: tank, cards: [__content_probe] }\n  - { id: b, side: black, at: c1, card: tank }\n",
        "Arena",
    )
}

/// A probe in a real ODS game (a rules module called at the end of set-up through the
/// scenario's `preset.calls`, as scripts/ods/testkit.lua does): every card's top-level fields
/// (class from its kind: `OdsEpicFoe` for `epic_foe`) and the data tables inside.
fn ods_probe(lib: &Library) -> Result<Probed, String> {
    let src = r#"local function camel(s)
  return (s:gsub("^%l", string.upper):gsub("_(%l)", function(c) return c:upper() end))
end
local M = {}
function M.run(game)
  local out = {}
  local function add(class, t)
    if type(t) ~= "table" then return end
    for k, v in pairs(t) do
      if type(k) == "string" then out[#out + 1] = class .. " " .. k .. " " .. type(v) end
    end
  end
  local function outcome(o)
    if type(o) ~= "table" then return end
    add("OdsOutcome", o)
    add("OdsTestSpec", o.test)
    outcome(o.success)
    outcome(o.failure)
  end
  for _, id in ipairs(game.card_ids()) do
    local d = game.def(id)
    add("Ods" .. camel(d.kind), d)
    add("OdsTraits", d.traits)
    add("OdsChampionStart", d.start)
    if type(d.passive) == "table" then
      add("OdsPassive", d.passive)
      add("OdsTwoDice", d.passive.two_dice)
    end
    add("OdsSpecial", d.special)
    if d.kind == "villain" then
      add("OdsStats", d.stats)
      add("OdsFlight", d.flight)
      add("OdsDefeat", d.defeat)
      add("OdsAct1", d.act1)
      add("OdsAct2", d.act2)
      if type(d.act2) == "table" then add("OdsQuestToken", d.act2.quest_token) end
    elseif d.kind == "foe" or d.kind == "epic_foe" then
      add("OdsFoeAbility", d.ability)
    elseif d.kind == "resource" then
      add("OdsCost", d.cost)
      if type(d.cost) == "table" then add("OdsTestSpec", d.cost.test) end
      add("OdsSpell", d.spell)
      add("OdsFeat", d.feat)
      add("OdsResourceAbility", d.ability)
    elseif d.kind == "affliction" then
      add("OdsRemove", d.remove)
      if type(d.remove) == "table" then add("OdsTestSpec", d.remove.test) end
    end
    for _, p in ipairs(type(d.parts) == "table" and d.parts or {}) do
      add("OdsPart", p)
      add("OdsTestSpec", p.test)
      for _, c in ipairs(p.choice or {}) do add("OdsChoice", c) end
      outcome(p.success)
      outcome(p.failure)
      for _, o in pairs(p.outcomes or {}) do outcome(o) end
    end
  end
  game.vars.api_probe = table.concat(out, ";")
end
return M
"#;
    let realm = lib
        .get("scripts/ods/scenarios/realm.yaml")
        .ok_or("no scripts/ods/scenarios/realm.yaml")?;
    let scenario = format!(
        "{realm}\nvillain: arawn\nplayers: 1\nchampions: {{p1: [anton]}}\npreset: {{calls: [[__content_probe.run]]}}\n"
    );
    run_probe(
        lib,
        "ods",
        ("scripts/ods/__content_probe.lua", src.into()),
        &scenario,
        "ODS",
    )
}

/// Plays a small game of ruleset `rs` with the probe file (path, source) added to the
/// content, answering the first option until the probe has written `api_probe` (a few
/// answers at most), and returns the game with what the probe saw.
fn run_probe(
    lib: &Library,
    rs: &str,
    (path, src): (&str, String),
    scenario: &str,
    what: &str,
) -> Result<Probed, String> {
    let mut lib = lib.clone();
    lib.files.insert(path.into(), src);
    let mut ruleset = ruleset(&lib, rs)?;
    let scenario = Scenario::parse(scenario, "content probe").map_err(|e| e.to_string())?;
    ruleset
        .load_for(&scenario, |p| lib.get(p).map(str::to_string))
        .map_err(|e| e.to_string())?;
    let mut g =
        Game::new(&lib, &ruleset, &scenario, 1, Default::default()).map_err(|e| e.to_string())?;
    for _ in 0..10 {
        if g.state().get(&Scope::Game, "api_probe").is_some() || g.pending().is_none() {
            break;
        }
        g.answer(0).map_err(|e| e.to_string())?;
    }
    let seen = probe_result(&g, what)?;
    Ok((g, seen))
}

/// Rows `| `cards/arcadia/…lua` | reliability | provisional (yes/no) | … |` of
/// docs/CONTENT-STATUS.md against the Arcadia card files and their `provisional = true`.
fn status_problems(lib: &Library, status: &str) -> Vec<String> {
    let mut problems = Vec::new();
    let mut rows = BTreeMap::new();
    for line in status.lines() {
        let cols: Vec<&str> = line.split('|').map(str::trim).collect();
        if cols.len() > 3 && cols[1].starts_with("`cards/arcadia/") {
            let path = cols[1].trim_matches('`').to_string();
            if rows.insert(path.clone(), cols[3].to_string()).is_some() {
                problems.push(format!("{path} is listed twice"));
            }
        }
    }
    let files = lib.card_files("arcadia");
    for (path, src) in &files {
        let marked = src.contains("provisional = true");
        match rows.get(*path) {
            None => problems.push(format!("{path} has no row in docs/CONTENT-STATUS.md")),
            Some(row) if row != "yes" && row != "no" => problems.push(format!(
                "{path}: the provisional column must be yes or no, not {row:?}"
            )),
            Some(row) if marked != (row == "yes") => problems.push(format!(
                "{path}: the file {} `provisional = true` but CONTENT-STATUS says {row}",
                if marked { "says" } else { "does not say" }
            )),
            _ => {}
        }
    }
    for path in rows.keys() {
        if !files.iter().any(|(p, _)| p == path) {
            problems.push(format!("CONTENT-STATUS lists {path}, which does not exist"));
        }
    }
    problems
}
