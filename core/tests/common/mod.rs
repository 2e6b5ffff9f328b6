//! Shared helpers for engine tests: the project's scripts and cards read from disk.
#![allow(dead_code)]

use std::path::Path;

use skirmish_core::game::{Game, Library};
use skirmish_core::script::Limits;
use skirmish_core::{Ruleset, Scenario};

fn walk(root: &Path, dir: &Path, lib: &mut Library) {
    let Ok(entries) = std::fs::read_dir(dir) else {
        return;
    };
    for e in entries.flatten() {
        let p = e.path();
        if p.is_dir() {
            walk(root, &p, lib);
        } else if let Ok(text) = std::fs::read_to_string(&p) {
            let rel = p
                .strip_prefix(root)
                .unwrap()
                .to_string_lossy()
                .replace('\\', "/");
            lib.files.insert(rel, text);
        }
    }
}

pub fn root() -> std::path::PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR")).join("..")
}

/// Every file under `scripts/` and `cards/`.
pub fn library() -> Library {
    let root = root();
    let mut lib = Library::default();
    walk(&root, &root.join("scripts"), &mut lib);
    walk(&root, &root.join("cards"), &mut lib);
    lib
}

pub fn arcadia(lib: &Library) -> Ruleset {
    Ruleset::parse(
        lib.get("scripts/arcadia/ruleset.yaml").unwrap(),
        "ruleset.yaml",
    )
    .unwrap()
}

pub fn game_on(
    lib: &Library,
    scenario_yaml: &str,
    seed: u64,
    limits: Limits,
) -> skirmish_core::Result<Game> {
    let scenario = Scenario::parse(scenario_yaml, "test.yaml").unwrap();
    Game::new(lib, &arcadia(lib), &scenario, seed, limits)
}

pub fn intro_game(seed: u64) -> Game {
    let lib = library();
    let text = lib
        .get("scripts/arcadia/scenarios/intro.yaml")
        .unwrap()
        .to_string();
    game_on(&lib, &text, seed, Limits::default()).unwrap_or_else(|e| panic!("{e}"))
}

/// A ruleset of two sides and token cards, for probe games ([`probe_game`]).
pub const PROBE_RULESET: &str = "name: probe
geometry: {adjacency: 4, capacity: 2, line_of_sight: centre-to-centre}
sides: [one, two]
card_kinds: [token]
";

/// Two squares with side `one`'s figure `p` on the first (the text of [`PROBE_SCENARIO_ONE`]).
macro_rules! probe_scenario_one {
    () => {
        "ruleset: probe
board: |
  +---+---+
  | .   . |
  +---+---+
figures:
  - { id: p, side: one, at: a1 }
"
    };
}

/// Two squares, a figure of each side on them, for [`PROBE_RULESET`].
pub const PROBE_SCENARIO: &str =
    concat!(probe_scenario_one!(), "  - { id: q, side: two, at: b1 }\n");

/// The same two squares with only side `one`'s figure `p` (for rulesets named `probe`).
pub const PROBE_SCENARIO_ONE: &str = probe_scenario_one!();

/// A `rules.lua` whose `play` runs the Lua `body` with two helpers in scope: `out(...)` logs
/// its values as one note, `err(f, ...)` logs `no error` or `error MESSAGE`. `extra` adds
/// entries to the rules table (e.g. a query), each ending with a comma.
pub fn probe_rules(body: &str, extra: &str) -> String {
    format!(
        "local function out(...)\n\
           local parts = {{}}\n\
           for i = 1, select('#', ...) do parts[#parts + 1] = tostring((select(i, ...))) end\n\
           game.log(table.concat(parts, ' '))\n\
         end\n\
         local function err(f, ...)\n\
           local ok, e = pcall(f, ...)\n\
           game.log(ok and 'no error' or ('error ' .. tostring(e)))\n\
         end\n\
         return {{\n\
           play = function(game)\n{body}\nend,\n\
           {extra}\n\
         }}\n"
    )
}

/// A library of the project's prelude and a `scripts/NAME/rules.lua` from [`probe_rules`] (no
/// dice file: add one when the rules roll).
pub fn probe_library(name: &str, body: &str, extra: &str) -> Library {
    let mut lib = Library::default();
    lib.files.insert(
        "scripts/prelude.lua".into(),
        std::fs::read_to_string(root().join("scripts/prelude.lua")).unwrap(),
    );
    lib.files.insert(
        format!("scripts/{name}/rules.lua"),
        probe_rules(body, extra),
    );
    lib
}

/// A game of the texts of a ruleset and a scenario on `lib` (seed 1, default limits): the
/// set-up of every probe test, whose YAML lives in the test itself.
pub fn probe_game(
    lib: &Library,
    ruleset_yaml: &str,
    scenario_yaml: &str,
) -> skirmish_core::Result<Game> {
    let ruleset = Ruleset::parse(ruleset_yaml, "ruleset.yaml").unwrap();
    let scenario = Scenario::parse(scenario_yaml, "test.yaml").unwrap();
    Game::new(lib, &ruleset, &scenario, 1, Limits::default())
}

/// A probe game (ruleset `probe`) whose `scripts/probe/rules.lua` is `rules` whole, with
/// `cards/probe/ID.lua` for each `(ID, source)` of `cards`.
pub fn probe_game_of(
    rules: &str,
    cards: &[(&str, &str)],
    ruleset_yaml: &str,
    scenario_yaml: &str,
) -> skirmish_core::Result<Game> {
    let mut lib = probe_library("probe", "", "");
    lib.files
        .insert("scripts/probe/rules.lua".into(), rules.to_string());
    for (id, source) in cards {
        lib.files
            .insert(format!("cards/probe/{id}.lua"), source.to_string());
    }
    probe_game(&lib, ruleset_yaml, scenario_yaml)
}

/// The game's log, one line per entry.
pub fn log(g: &Game) -> Vec<String> {
    g.state().log.iter().map(|e| e.to_string()).collect()
}

/// The texts of the log's notes (`out(...)` of [`probe_rules`]).
pub fn notes(g: &Game) -> Vec<String> {
    log(g)
        .into_iter()
        .filter_map(|s| s.strip_prefix("note ").map(str::to_string))
        .collect()
}

/// A one-row board for hostile card tests: zazu (slingshot and the card
/// `cards/arcadia/test/hostile.lua` a test adds) with a goblin in range and diva.
#[allow(dead_code)]
pub const HOSTILE_RANGE: &str = "ruleset: arcadia
board: |
  +---+---+---+---+
  | .   .   .   . |
  +---+---+---+---+
figures:
  - { id: zazu, side: blue, at: a1, card: zazu, cards: [slingshot, hostile] }
  - { id: goblin1, side: monsters, at: c1, card: goblin_archer }
  - { id: diva, side: red, at: d1, card: diva, cards: [rusty_blade] }
";

/// What a closure ran of the scripts: Lua samples and kernel calls (0, 0 for a fork or an
/// undo that only copies the state).
pub fn scripts_run(f: impl FnOnce()) -> (u64, u64) {
    skirmish_core::script::profile::start();
    f();
    let p = skirmish_core::script::profile::stop();
    (p.samples, p.kernel_calls.values().sum())
}

/// Zazu (parrying blade, slingshot) in range of a goblin archer, Diva at the far end: a
/// ranged attack's set-up.
pub const RANGE: &str = "ruleset: arcadia
board: |
  +---+---+---+---+
  | .   .   .   . |
  +---+---+---+---+
figures:
  - { id: zazu, side: blue, at: a1, card: zazu, cards: [parrying_blade, slingshot] }
  - { id: goblin1, side: monsters, at: c1, card: goblin_archer }
  - { id: diva, side: red, at: d1, card: diva, cards: [rusty_blade] }
";

pub const SLINGSHOT: &str = "cards/arcadia/starter/slingshot.lua";

/// The slingshot's source as a card that always adds two attack dice to its own attacks.
pub fn boosted_slingshot(lib: &Library) -> String {
    lib.get(SLINGSHOT).unwrap().replace(
        "text = \"Ranged attack with 2 dice.\",",
        "text = \"x\",\n  on = { dice_pools_built = function(self, e) if e.card == self then e.attack_dice = e.attack_dice + 2 end end },",
    )
}

/// How many dice the game's first attack roll rolled (rerolled dice, marked `(+)`, aside).
pub fn first_attack_dice(log: &[String]) -> usize {
    let roll = log
        .iter()
        .find(|l| l.starts_with("roll #1 attack:"))
        .expect("an attack roll");
    roll.split(':')
        .nth(1)
        .unwrap()
        .split_whitespace()
        .filter(|d| !d.ends_with("(+)"))
        .count()
}
