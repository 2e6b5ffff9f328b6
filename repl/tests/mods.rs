//! Mods (`--mod DIR`): folders outside the project with a `mod.yaml`, laid over the built-in
//! content. Each test writes its mod into a fresh temporary folder and runs the binary on it,
//! from a directory that is not the project, as a modder would.

mod common;

use std::io::Write;
use std::path::{Path, PathBuf};
use std::process::{Command, Output, Stdio};

use common::text;
use skirmish::assets::Assets;
use skirmish::session::Session;

/// A fresh, empty folder for one test.
fn scratch(name: &str) -> PathBuf {
    let dir = std::env::temp_dir().join(format!("skirmish-mods-{name}-{}", std::process::id()));
    let _ = std::fs::remove_dir_all(&dir);
    std::fs::create_dir_all(&dir).unwrap();
    dir
}

fn write(dir: &Path, rel: &str, body: &str) {
    let p = dir.join(rel);
    std::fs::create_dir_all(p.parent().unwrap()).unwrap();
    std::fs::write(p, body).unwrap();
}

fn manifest(dir: &Path, name: &str, version: &str, extra: &str) {
    write(
        dir,
        "mod.yaml",
        &format!("name: {name}\nversion: {version}\nruleset: arcadia\n{extra}"),
    );
}

/// `skirmish ARGS` from the temporary folder, `stdin` piped in.
fn skirmish_in(cwd: &Path, args: &[&str], stdin: &str) -> Output {
    let mut child = Command::new(env!("CARGO_BIN_EXE_skirmish"))
        .args(args)
        .current_dir(cwd)
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
        .expect("start skirmish");
    child
        .stdin
        .take()
        .unwrap()
        .write_all(stdin.as_bytes())
        .unwrap();
    child.wait_with_output().unwrap()
}

const BUILTIN_NOVA_BOLT: &str = include_str!("../../cards/arcadia/starter/nova_bolt.lua");

/// A mod card: Nova Bolt with another name (an override of the built-in card).
fn nova_bolt_override() -> String {
    BUILTIN_NOVA_BOLT.replace("name = \"Nova Bolt\"", "name = \"Frost Nova\"")
}

/// A new attack card whose CRIT wounds one enemy Close to the target, by an amount a rule
/// module of the mod gives (`require("frost.chill")`).
const FROST_BOLT: &str = r#"
---@type ArcadiaCard
return {
  name = "Rime Bolt", kind = "upgrade", type = "attack", level = 1, cost = 3, group = "magic",
  attack = { dice = 2, type = "ranged" },
  text = "Ranged attack with 2 dice. CRIT: every other enemy Close to the target suffers wounds.",
  on = {
    rerolls_done = {
      when = function(self, e) return e.card == self and e.attack:shows("crit") end,
      run = function(self, e, game)
        local chill = require("frost.chill").amount()
        local target = e.targets[1]
        for _, f in ipairs(game.figures({ on_board = true })) do
          if f ~= target and e.attacker:is_enemy(f) and game.close(target.at, f.at) then
            f.wounds = (f.wounds or 0) + chill
          end
        end
      end,
    },
  },
}
"#;

const FROST_BOLT_TEST: &str = r#"
local function game()
  return test.game{
    board = test.open_board(4, 2),
    figures = {
      { id = "diva", side = "red", at = "a1", card = "diva", cards = { "rime_bolt" } },
      { id = "goblin1", side = "monsters", at = "c1", card = "goblin_archer" },
      { id = "johan", side = "blue", at = "d1", card = "johan", wounds = 1 },
    },
  }
end

test("a CRIT chills an enemy Close to the target", function()
  local g = game()
  g:choose("activate diva")
  g:rig("attack", { "crit", "ranged", "ranged" })
  g:choose("attack diva rime_bolt goblin1")
  expect(g:figure("johan").wounds).to_be(3)
end)

test("the mod's scenario plays by name", function()
  local g = test.game{ scenario = "frost_try" }
  expect(g:figure("diva").at).to_be("a1")
end)
"#;

const SCENARIO: &str = "ruleset: arcadia
board: |
  +---+---+---+---+
  | .   .   .   . |
  +   +   +   +   +
  | .   .   .   . |
  +---+---+---+---+
figures:
  - { id: diva, side: red, at: a1, card: diva, cards: [rime_bolt] }
  - { id: zazu, side: blue, at: c1, card: zazu }
  - { id: johan, side: blue, at: d1, card: johan }
  - { id: orc1, side: monsters, at: c2, card: orc_marauder }
";

/// The mod of most tests: a new card with its test, a rule module, a scenario.
fn frost_mod(name: &str) -> PathBuf {
    let dir = scratch(name);
    manifest(&dir, "frost", "1.0.0", "description: frost cards\n");
    write(&dir, "cards/upgrades/rime_bolt.lua", FROST_BOLT);
    write(&dir, "cards/upgrades/rime_bolt_test.lua", FROST_BOLT_TEST);
    write(
        &dir,
        "scripts/chill.lua",
        "local M = {}\nfunction M.amount() return 2 end\nreturn M\n",
    );
    write(&dir, "scenarios/frost_try.yaml", SCENARIO);
    dir
}

#[test]
fn a_mod_card_overrides_the_built_in_one_with_one_notice() {
    let dir = frost_mod("override");
    write(&dir, "cards/nova_bolt.lua", &nova_bolt_override());
    let d = dir.to_str().unwrap();
    let o = skirmish_in(&dir, &["--mod", d], "show nova_bolt\nnew\nshow nova_bolt\n");
    assert_eq!(o.status.code(), Some(0), "{}", text(&o.stderr));
    let (out, err) = (text(&o.stdout), text(&o.stderr));
    let notice = format!(
        "note: mod frost: card `nova_bolt` ({}) overrides the built-in cards/arcadia/starter/nova_bolt.lua",
        dir.join("cards/nova_bolt.lua").display()
    );
    assert_eq!(err.matches(&notice).count(), 1, "{err}");
    assert!(err.contains("mod frost (1.0.0, ruleset arcadia)"), "{err}");
    // Before and in the game, the card is the mod's, shown where it lives.
    assert_eq!(
        out.matches("Frost Nova (nova_bolt, upgrade)").count(),
        2,
        "{out}"
    );
    assert!(!out.contains("Nova Bolt (nova_bolt"), "{out}");
    assert!(
        out.contains(&dir.join("cards/nova_bolt.lua").display().to_string()),
        "{out}"
    );
    // Without the mod, the built-in card.
    let o = skirmish_in(&dir, &[], "show nova_bolt\n");
    assert!(text(&o.stdout).contains("Nova Bolt (nova_bolt, upgrade)"));
    assert!(!text(&o.stderr).contains("overrides"));
}

#[test]
fn a_mod_scenario_plays_by_name_and_by_path_with_the_mod_card_and_module() {
    let dir = frost_mod("scenario");
    let d = dir.to_str().unwrap();
    let moves = "new\nactivate diva\nrig attack crit ranged ranged\nattack diva rime_bolt orc1\nshow zazu\n";
    for scenario in ["frost_try", "scenarios/frost_try.yaml"] {
        let o = skirmish_in(&dir, &["--mod", d, scenario], moves);
        assert_eq!(o.status.code(), Some(0), "{}", text(&o.stderr));
        let out = text(&o.stdout);
        // orc1 at c2 is the target; zazu at c1 is Close to it: the module's 2 wounds.
        assert!(out.contains("wounds=2"), "{scenario}:\n{out}");
    }
    // Without the mod, neither the scenario nor its card exists.
    let o = skirmish_in(&dir, &["frost_try"], "");
    assert_eq!(o.status.code(), Some(1));
    assert!(text(&o.stderr).contains("frost_try"), "{}", text(&o.stderr));
}

#[test]
fn skirmish_test_with_a_mod_runs_its_tests_and_names_its_files_on_disk() {
    let dir = frost_mod("tests");
    let d = dir.to_str().unwrap();
    let o = skirmish_in(&dir, &["test", "--mod", d], "");
    assert_eq!(
        o.status.code(),
        Some(0),
        "{}{}",
        text(&o.stdout),
        text(&o.stderr)
    );
    // Only the mod's tests: its two, not the hundreds of the built-in cards.
    assert!(
        text(&o.stdout).ends_with("2 passed, 0 failed\n"),
        "{}",
        text(&o.stdout)
    );

    // A failing test and a card without a test are failures named where they are.
    write(
        &dir,
        "cards/upgrades/rime_bolt_test.lua",
        &FROST_BOLT_TEST.replace("to_be(3)", "to_be(2)"),
    );
    write(&dir, "cards/nova_bolt.lua", &nova_bolt_override());
    let o = skirmish_in(&dir, &["test", "--mod", d], "");
    assert_eq!(o.status.code(), Some(1));
    let out = text(&o.stdout);
    let test_file = dir.join("cards/upgrades/rime_bolt_test.lua");
    assert!(
        out.contains(&format!("{}:18: expected 2, got 3", test_file.display())),
        "{out}"
    );
    assert!(
        out.contains(&format!(
            "{} has no test: write {}",
            dir.join("cards/nova_bolt.lua").display(),
            dir.join("cards/nova_bolt_test.lua").display()
        )),
        "{out}"
    );
    assert!(out.ends_with("1 passed, 2 failed\n"), "{out}");

    // One file of the mod, named by its path.
    let o = skirmish_in(
        &dir,
        &["test", "--mod", d, "cards/upgrades/rime_bolt_test.lua"],
        "",
    );
    assert!(
        text(&o.stdout).ends_with("1 passed, 1 failed\n"),
        "{}",
        text(&o.stdout)
    );
}

/// A mod's quest scripts, named by a dotted `script:` (`MODNAME.FILE`), and the chain of polled
/// quests they make: `a` needs `b` fulfilled, `b` needs `c`, `c` is always fulfilled (each with
/// a `check`, asked at every quests.check). Listed a, b, c, one turn end fulfils all three: the
/// poll goes round until a pass fulfils nothing (a poll of one pass each, even twice, left `a`).
const CHAIN_TEST: &str = r#"
local function chain(quests)
  return test.game({
    board = test.open_board(4, 2),
    figures = {
      { id = "zazu", side = "blue", at = "a1", card = "zazu" },
      { id = "diva", side = "red", at = "d2", card = "diva" },
    },
    quests_to_win = 4,
    quests = quests,
  })
end

test("a chain of polled quests is fulfilled at one turn end", function()
  local g = chain({
    { id = "a", script = "chain.after", after = "b" },
    { id = "b", script = "chain.after", after = "c" },
    { id = "c", script = "chain.always" },
  })
  expect(g:side("blue")["quest c"]).to_be_nil()
  g:choose("rest")
  for _, q in ipairs({ "a", "b", "c" }) do
    expect(g:side("blue")["quest " .. q]).to_be(true)
    expect(g:side("red")["quest " .. q]).to_be(true)
  end
end)

--- Whether building the game fails with a message holding `words`.
local function refused(quests, words)
  local ok, err = pcall(chain, quests)
  expect(ok).to_be(false)
  expect(tostring(err)).to_contain(words)
end

test("a quest script the mod does not have", function()
  refused({ { id = "x", script = "chain.nope" } }, "no module `chain.nope`")
end)

test("a quest whose script is not a name", function()
  refused({ { id = "x", script = 5 } }, "quest `x`: `script` must be a name")
end)
"#;

#[test]
fn a_mod_adds_quest_scripts_and_polled_quests_fulfil_in_a_chain() {
    let dir = scratch("quests");
    manifest(&dir, "chain", "1.0.0", "");
    write(
        &dir,
        "scripts/after.lua",
        "return {\n  name = \"After another\",\n  check = function(q, game, side) return game.side(side)[\"quest \" .. q.spec.after] == true end,\n}\n",
    );
    write(
        &dir,
        "scripts/always.lua",
        "return { name = \"Always\", check = function() return true end }\n",
    );
    write(&dir, "cards/chain_test.lua", CHAIN_TEST);
    let d = dir.to_str().unwrap();
    let o = skirmish_in(&dir, &["test", "--mod", d], "");
    let out = text(&o.stdout);
    assert_eq!(o.status.code(), Some(0), "{out}{}", text(&o.stderr));
    assert!(out.ends_with("3 passed, 0 failed\n"), "{out}");
}

/// `skirmish --mod DIR...` and `skirmish test --mod DIR...` with these folders: both refuse
/// with the same message on standard error; the message.
fn refused(dirs: &[&Path]) -> String {
    let mut mods = Vec::new();
    for d in dirs {
        mods.push("--mod");
        mods.push(d.to_str().unwrap());
    }
    let play = skirmish_in(dirs[0].parent().unwrap(), &mods, "");
    let mut test_args = vec!["test"];
    test_args.extend(&mods);
    let test = skirmish_in(dirs[0].parent().unwrap(), &test_args, "");
    assert_eq!(play.status.code(), Some(1), "{}", text(&play.stdout));
    assert_eq!(test.status.code(), Some(1), "{}", text(&test.stdout));
    assert_eq!(text(&play.stderr), text(&test.stderr));
    assert!(text(&play.stdout).is_empty());
    text(&play.stderr)
}

#[test]
fn each_manifest_mistake_is_a_clear_error() {
    let root = scratch("manifests");
    let m = |name: &str, body: Option<&str>| {
        let d = root.join(name);
        std::fs::create_dir_all(&d).unwrap();
        if let Some(b) = body {
            write(&d, "mod.yaml", b);
        }
        d
    };
    let cases: Vec<(PathBuf, &str)> = vec![
        (m("empty", None), "not a mod folder (no mod.yaml"),
        (
            m("noversion", Some("name: a\nruleset: arcadia\n")),
            "mod.yaml: missing `version` (a manifest needs name, version and ruleset)",
        ),
        (
            m("noruleset", Some("name: a\nversion: 1.0.0\n")),
            "missing `ruleset`",
        ),
        (
            m(
                "badname",
                Some("name: Frost Mod\nversion: 1.0.0\nruleset: arcadia\n"),
            ),
            "name `Frost Mod`: lowercase letters, digits and _",
        ),
        (
            m(
                "taken",
                Some("name: arena\nversion: 1.0.0\nruleset: arcadia\n"),
            ),
            "name `arena` is taken by the built-in scripts/arena/",
        ),
        (
            m(
                "badversion",
                Some("name: a\nversion: one\nruleset: arcadia\n"),
            ),
            "version `one` is not a version",
        ),
        (
            m(
                "numberversion",
                Some("name: a\nversion: 1.0\nruleset: arcadia\n"),
            ),
            "version `1.0` is not a version: write MAJOR.MINOR.PATCH",
        ),
        (
            m(
                "badruleset",
                Some("name: a\nversion: 1.0.0\nruleset: chess\n"),
            ),
            "ruleset `chess` is not one of arcadia, arena, ods",
        ),
        (
            m(
                "unknownkey",
                Some("name: a\nversion: 1.0.0\nruleset: arcadia\nauthor: me\n"),
            ),
            "unknown field `author`",
        ),
        (
            m(
                "baddep",
                Some("name: a\nversion: 1.0.0\nruleset: arcadia\ndepends: [\"b >>1\"]\n"),
            ),
            "depends: `b >>1`: `>>1` is not a version requirement",
        ),
        (
            m(
                "missingdep",
                Some("name: a\nversion: 1.0.0\nruleset: arcadia\ndepends: [ice]\n"),
            ),
            "mod `a` depends on `ice`, which is not loaded",
        ),
    ];
    for (dir, expected) in &cases {
        let err = refused(&[dir]);
        assert!(err.contains(expected), "{}: {err}", dir.display());
    }
    let nothing = root.join("nothing-here");
    assert!(refused(&[&nothing]).contains("no such folder"));

    // Several mods: checked together.
    let ice = m("ice", Some("name: ice\nversion: 1.2.0\nruleset: arcadia\n"));
    let ice2 = m(
        "ice2",
        Some("name: ice\nversion: 2.0.0\nruleset: arcadia\n"),
    );
    let snow = m(
        "snow",
        Some("name: snow\nversion: 0.1.0\nruleset: arcadia\ndepends: [\"ice >=1.1, <2\"]\n"),
    );
    let arena = m(
        "arenamod",
        Some("name: duel\nversion: 1.0.0\nruleset: arena\n"),
    );
    assert!(refused(&[&ice, &ice2]).contains("mod `ice` is given twice"));
    assert!(
        refused(&[&snow, &ice])
            .contains("mod `snow` depends on `ice`, which comes after it: give --mod")
    );
    assert!(
        refused(&[&ice2, &snow])
            .contains("mod `snow` needs `ice` >=1.1, <2, but ice 2.0.0 is loaded")
    );
    assert!(
        refused(&[&ice, &arena]).contains("mod `duel` is for ruleset arena, mod `ice` for arcadia")
    );
    // In the right order, they load.
    let o = skirmish_in(
        &root,
        &[
            "--mod",
            ice.to_str().unwrap(),
            "--mod",
            snow.to_str().unwrap(),
        ],
        "",
    );
    assert_eq!(o.status.code(), Some(0), "{}", text(&o.stderr));
    // `--mod` before a subcommand makes it a scenario's name: said how to write it.
    let o = skirmish_in(&root, &["--mod", ice.to_str().unwrap(), "test"], "");
    assert_eq!(o.status.code(), Some(1));
    assert!(
        text(&o.stderr)
            .contains("(to run `test` with mods, put --mod after it: skirmish test --mod DIR)"),
        "{}",
        text(&o.stderr)
    );
    // A scenario of another ruleset than the mods' is refused, not played without them.
    let o = skirmish_in(
        &root,
        &["--mod", ice.to_str().unwrap(), "--ruleset", "arena"],
        "",
    );
    assert_eq!(o.status.code(), Some(1));
    assert!(
        text(&o.stderr)
            .contains("is of ruleset `arena`, but the mods (ice 1.2.0) are for `arcadia`"),
        "{}",
        text(&o.stderr)
    );
}

#[test]
fn a_card_beside_the_manifest_is_said_not_to_load() {
    let dir = frost_mod("stray");
    write(&dir, "ice_lance.lua", FROST_BOLT);
    let o = skirmish_in(&dir, &["--mod", dir.to_str().unwrap()], "");
    assert!(
        text(&o.stderr).contains(&format!(
            "mod frost: {} is not under cards/, scenarios/ or scripts/: not loaded",
            dir.join("ice_lance.lua").display()
        )),
        "{}",
        text(&o.stderr)
    );
}

#[test]
fn balance_with_a_mod_compares_without_and_with_it() {
    let dir = frost_mod("balance");
    // The mod makes every hero's Nova Bolt roll 4 dice instead of 2.
    write(
        &dir,
        "cards/nova_bolt.lua",
        &nova_bolt_override().replace("attack = { dice = 2", "attack = { dice = 4"),
    );
    let d = dir.to_str().unwrap();
    let args = [
        "balance",
        "--mod",
        d,
        "--games",
        "2",
        "--bots",
        "random",
        "--threads",
        "1",
    ];
    let o = skirmish_in(&dir, &args, "");
    assert_eq!(o.status.code(), Some(0), "{}", text(&o.stderr));
    let out = text(&o.stdout);
    assert!(
        out.contains("\nA: without mod frost 1.0.0\nB: with mod frost 1.0.0\n"),
        "{out}"
    );
    assert!(
        out.contains("A: 2 games") && out.contains("B: 2 games"),
        "{out}"
    );
    // Paired seeds: with a mod that changes nothing, A and B are the same games.
    std::fs::remove_file(dir.join("cards/nova_bolt.lua")).unwrap();
    let same = text(&skirmish_in(&dir, &args, "").stdout);
    for line in same
        .lines()
        .filter(|l| l.starts_with("blue") || l.starts_with("red"))
    {
        assert!(line.contains("+0.0"), "{same}");
    }
    // The mod's own scenario cannot be played without the mod: said so.
    let o = skirmish_in(
        &dir,
        &[
            "balance",
            "--mod",
            d,
            "--games",
            "2",
            "--bots",
            "random",
            "--scenario",
            "frost_try",
        ],
        "",
    );
    assert_eq!(o.status.code(), Some(1));
    let err = text(&o.stderr);
    assert!(
        err.contains("variant A does not load") && err.contains("A plays without mod frost"),
        "{err}"
    );
}

fn session_with(dirs: &[PathBuf]) -> Session {
    Session::new(Assets::locate().with_mods(dirs).expect("the mods load"))
}

fn ok(s: &mut Session, line: &str) -> String {
    s.execute(line)
        .unwrap_or_else(|e| panic!("`{line}` failed: {e}"))
        .0
}

#[test]
fn reload_picks_up_edits_and_new_overrides_in_a_mod() {
    let dir = frost_mod("reload");
    let mut s = session_with(std::slice::from_ref(&dir));
    ok(&mut s, "load frost_try");
    ok(&mut s, "new");
    assert!(ok(&mut s, "reload").contains("no card changed"));
    write(
        &dir,
        "cards/upgrades/rime_bolt.lua",
        &FROST_BOLT.replace("Rime Bolt", "Rime Spear"),
    );
    write(&dir, "cards/nova_bolt.lua", &nova_bolt_override());
    let out = ok(&mut s, "reload");
    assert!(
        out.contains("rime_bolt") && out.contains("nova_bolt"),
        "{out}"
    );
    assert!(out.contains("note: mod frost: card `nova_bolt`"), "{out}");
    assert!(ok(&mut s, "show rime_bolt").starts_with("Rime Spear"));
    // Said once.
    assert!(!ok(&mut s, "reload").contains("note:"));
    // A syntax error keeps the old card, naming the mod's file on disk.
    write(&dir, "cards/upgrades/rime_bolt.lua", "return {");
    let out = ok(&mut s, "reload");
    assert!(
        out.contains(&format!(
            "kept the old version: {}",
            dir.join("cards/upgrades/rime_bolt.lua").display()
        )),
        "{out}"
    );
}

#[test]
fn a_save_records_its_mods_and_load_checks_them() {
    let dir = frost_mod("save");
    let save = dir.join("game.yaml");
    let save_s = save.to_str().unwrap();
    let mut s = session_with(std::slice::from_ref(&dir));
    ok(&mut s, "load frost_try");
    ok(&mut s, "new");
    ok(&mut s, "activate diva");
    ok(&mut s, &format!("save {save_s}"));
    assert!(
        std::fs::read_to_string(&save)
            .unwrap()
            .contains("\nmods:\n- frost 1.0.0\n")
    );
    // The same mod: loads.
    let mut again = session_with(std::slice::from_ref(&dir));
    assert!(ok(&mut again, &format!("load {save_s}")).starts_with("loaded"));
    // Without it: refused, saying what to do; the session is unchanged.
    let mut bare = Session::new(Assets::locate());
    let e = bare.execute(&format!("load {save_s}")).unwrap_err();
    assert!(
        e.contains("was saved with mods frost 1.0.0 but this game runs with none: start skirmish with the same --mod folders"),
        "{e}"
    );
    assert!(bare.loaded.is_none() && bare.game.is_none());
    // Another version of it: loads, with a note.
    manifest(&dir, "frost", "1.1.0", "");
    let mut newer = session_with(std::slice::from_ref(&dir));
    let out = ok(&mut newer, &format!("load {save_s}"));
    assert!(
        out.contains(
            "was saved with mods frost 1.0.0, this game runs frost 1.1.0 (versions differ"
        ),
        "{out}"
    );
}

#[test]
fn a_mod_plays_from_the_content_built_into_the_binary() {
    // SKIRMISH_ROOT set but empty: the embedded content only, as when the build tree is gone.
    let dir = frost_mod("embedded");
    let o = Command::new(env!("CARGO_BIN_EXE_skirmish"))
        .args(["test", "--mod", dir.to_str().unwrap()])
        .current_dir(&dir)
        .env("SKIRMISH_ROOT", "")
        .output()
        .unwrap();
    assert_eq!(
        o.status.code(),
        Some(0),
        "{}{}",
        text(&o.stdout),
        text(&o.stderr)
    );
    assert!(text(&o.stdout).ends_with("2 passed, 0 failed\n"));
    // A SKIRMISH_ROOT without a project tree is said, and the embedded content used.
    let o = Command::new(env!("CARGO_BIN_EXE_skirmish"))
        .args(["--mod", dir.to_str().unwrap(), "frost_try"])
        .current_dir(&dir)
        .env("SKIRMISH_ROOT", dir.join("nowhere"))
        .stdin(Stdio::null())
        .output()
        .unwrap();
    assert_eq!(o.status.code(), Some(0), "{}", text(&o.stderr));
    assert!(
        text(&o.stderr)
            .contains("holds no scripts/ folder: using the content built into the binary")
    );
}
