//! The script API reference (scripts/api/*.lua) cannot drift from what scripts really get:
//! a probe card in a real game lists every function of `game` and the methods of figures, rolls
//! and cards; each must be documented, and every documented function must exist. (Every field
//! card files use is checked by `skirmish test`'s content checks, repl/src/content.rs, tested
//! in card_tests.rs.) The events of the ruleset and their payload fields must each have a
//! class. And `help api` shows the reference in the binary.

use std::collections::BTreeSet;
use std::io::Write;
use std::path::Path;
use std::process::{Command, Stdio};

use skirmish::apidoc::{Item, parse};
use skirmish_core::game::state::{Scope, Var};
use skirmish_core::game::{Game, Library};
use skirmish_core::{Ruleset, Scenario};

fn root() -> std::path::PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR")).join("..")
}

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

/// Every file under scripts/ and cards/, plus the worked examples of docs/MODDING.md as cards
/// (Arcadia's two, and the ODS World Scenario of docs/examples/ods/).
fn library() -> Library {
    let root = root();
    let mut lib = Library::default();
    walk(&root, &root.join("scripts"), &mut lib);
    walk(&root, &root.join("cards"), &mut lib);
    for name in ["flame_burst", "lucky_charm"] {
        let text = std::fs::read_to_string(root.join(format!("docs/examples/{name}.lua"))).unwrap();
        lib.files
            .insert(format!("cards/arcadia/docs_examples/{name}.lua"), text);
    }
    // docs/MODDING.md's ODS walk-through card, where the text tells a newcomer to put it
    let well =
        std::fs::read_to_string(root.join("docs/examples/ods/the_wishing_well.lua")).unwrap();
    lib.files
        .insert("cards/ods/world/wilds/the_wishing_well.lua".into(), well);
    lib
}

fn api(lib: &Library) -> Vec<Item> {
    let mut items = Vec::new();
    for (path, text) in &lib.files {
        if path.starts_with("scripts/api/") && path.ends_with(".lua") {
            assert!(
                text.starts_with("---@meta"),
                "{path} must start with ---@meta"
            );
            items.extend(parse(path, text));
        }
    }
    items
}

fn has_function(items: &[Item], name: &str) -> bool {
    items.iter().any(|i| i.kind == "function" && i.name == name)
}

/// The `---@field` lines of class `class` and its parents: the content check's collector
/// ([`skirmish::content::field_lines`]), which a missing class fails here.
fn field_lines(items: &[Item], class: &str) -> Vec<(String, String)> {
    skirmish::content::field_lines(items, class)
        .unwrap_or_else(|| panic!("no ---@class {class} in scripts/api"))
}

/// The field names of class `class` (`---@field NAME …`, without a trailing `?`), inherited
/// ones included.
fn fields(items: &[Item], class: &str) -> BTreeSet<String> {
    field_lines(items, class)
        .into_iter()
        .map(|(n, _)| n)
        .collect()
}

/// Documented functions `Owner.name` of one owner.
fn functions_of<'a>(items: &'a [Item], owner: &str) -> Vec<&'a str> {
    items
        .iter()
        .filter(|i| i.kind == "function")
        .filter_map(|i| i.name.strip_prefix(owner).and_then(|r| r.strip_prefix('.')))
        .collect()
}

/// Runs a probe card in a real game and returns what it saw: `KIND NAME TYPE` entries, where
/// KIND is `game`, a metatable (`Figure`, `Roll`, `Card`: its non-metamethod keys), a raw table
/// (`Figure#`, `Roll#`, `Die#`, `Card#`), `Scenario`, `global` or `ro` (read-only
/// fields of a figure and its hero card).
fn probe(lib: &Library, items: &[Item]) -> BTreeSet<(String, String, String)> {
    let lua_list = |v: &[&str]| {
        v.iter()
            .map(|s| format!("{s:?}"))
            .collect::<Vec<_>>()
            .join(", ")
    };
    let src = format!(
        r#"local SCENARIO = {{ {scenario} }}
return {{
  name = "API probe",
  kind = "quest",
  on = {{
    activation_start = function(self, e, game)
      if game.vars.api_probe then return end
      local out = {{}}
      local function add(kind, t)
        for k, v in pairs(t or {{}}) do
          if type(k) == "string" and k:sub(1, 2) ~= "__" then
            out[#out + 1] = kind .. " " .. k .. " " .. type(v)
          end
        end
      end
      add("game", game)
      add("Figure", getmetatable(e.figure))
      add("Figure#", e.figure)
      local r = game.roll({{ die = "defence", n = 1 }})
      add("Roll", getmetatable(r))
      add("Roll#", r)
      add("Die#", r:dice()[1])
      add("Card", getmetatable(self))
      add("Card#", self)
      for _, k in ipairs({{ "id", "side", "card", "at", "on_board" }}) do
        out[#out + 1] = "ro Figure." .. k .. " " .. type(e.figure[k])
      end
      local hero_card = e.figure:cards()[1]
      for _, k in ipairs({{ "id", "card", "def", "holder" }}) do
        out[#out + 1] = "ro Card." .. k .. " " .. type(hero_card[k])
      end
      for _, name in ipairs(SCENARIO) do
        out[#out + 1] = "Scenario " .. name .. " " .. type(game.scenario[name])
      end
      out[#out + 1] = "global pcall " .. type(pcall)
      out[#out + 1] = "global require " .. type(require)
      game.vars.api_probe = table.concat(out, ";")
    end,
  }},
}}
"#,
        scenario = lua_list(&functions_of(items, "Scenario")),
    );
    let mut lib = lib.clone();
    lib.files.insert("cards/arcadia/api_probe.lua".into(), src);
    let ruleset = Ruleset::parse(
        lib.get("scripts/arcadia/ruleset.yaml").unwrap(),
        "ruleset.yaml",
    )
    .unwrap();
    let scenario = Scenario::parse(
        "ruleset: arcadia\nboard: |\n  +---+---+\n  | .   . |\n  +---+---+\nfigures:\n  - { id: diva, side: red, at: a1, card: diva, cards: [api_probe] }\n  - { id: zazu, side: blue, at: b1, card: zazu }\n",
        "probe.yaml",
    )
    .unwrap();
    let mut g = Game::new(&lib, &ruleset, &scenario, 1, Default::default())
        .unwrap_or_else(|e| panic!("{e}"));
    g.answer_key("activate diva")
        .unwrap_or_else(|e| panic!("{e}: {:?}", g.pending()));
    let st = g.state();
    let Some(Var::Str(seen)) = st.get(&Scope::Game, "api_probe") else {
        panic!("the probe card did not run");
    };
    seen.split(';')
        .map(|e| {
            let mut p = e.splitn(3, ' ');
            let mut next = || p.next().unwrap_or("").to_string();
            (next(), next(), next())
        })
        .collect()
}

#[test]
fn every_function_and_field_scripts_get_is_documented_and_every_documented_one_exists() {
    let lib = library();
    let items = api(&lib);
    let seen = probe(&lib, &items);
    let mut missing = Vec::new();
    for (kind, name, ty) in &seen {
        let documented = match (kind.as_str(), ty.as_str()) {
            ("game", "function") => has_function(&items, &format!("game.{name}")),
            ("game", _) => fields(&items, "Game").contains(name),
            ("Figure" | "Roll" | "Card", _) => has_function(&items, &format!("{kind}.{name}")),
            (raw, _) if raw.ends_with('#') => {
                fields(&items, raw.trim_end_matches('#')).contains(name)
            }
            ("ro", _) => {
                let (class, field) = name.split_once('.').unwrap();
                assert_ne!(ty, "nil", "{class}.{field} read nil");
                fields(&items, class).contains(field)
            }
            ("Scenario" | "global", t) => {
                assert_eq!(t, "function", "{kind} {name} is documented but is a {t}");
                true
            }
            _ => panic!("unexpected probe entry {kind} {name}"),
        };
        if !documented {
            missing.push(format!("{kind} {name} ({ty})"));
        }
    }
    assert!(
        missing.is_empty(),
        "not documented in scripts/api/*.lua:\n  {}",
        missing.join("\n  ")
    );

    // And the other way: no documented function that scripts do not have. (The test API of
    // scripts/api/test.lua is what test files get, checked in card_tests.rs.)
    let stale: Vec<String> = items
        .iter()
        .filter(|i| i.kind == "function" && i.file != "scripts/api/test.lua")
        .filter(|i| {
            let (owner, name) = i.name.rsplit_once('.').unwrap_or(("global", &i.name));
            let kind = if owner == "game" { "game" } else { owner };
            !seen.contains(&(kind.to_string(), name.to_string(), "function".to_string()))
        })
        .map(|i| i.name.clone())
        .collect();
    assert!(stale.is_empty(), "documented but not in the API: {stale:?}");
}

/// `{a, b (rw), c (roll)} text` -> [a, b, c].
fn yaml_fields(doc: &str) -> Vec<String> {
    let inner = doc
        .split_once('{')
        .and_then(|(_, r)| r.split_once('}'))
        .map_or("", |(i, _)| i);
    let mut depth = 0;
    let mut parts = vec![String::new()];
    for c in inner.chars() {
        match c {
            '(' => depth += 1,
            ')' => depth -= 1,
            ',' if depth == 0 => parts.push(String::new()),
            _ => parts.last_mut().unwrap().push(c),
        }
    }
    parts
        .iter()
        .filter_map(|p| p.split_whitespace().next().map(str::to_string))
        .collect()
}

/// Every ruleset of the project: (name, its ruleset.yaml parsed).
fn rulesets(lib: &Library) -> Vec<(String, Ruleset)> {
    let out: Vec<(String, Ruleset)> = lib
        .files
        .iter()
        .filter_map(|(p, text)| {
            let name = p.strip_prefix("scripts/")?.strip_suffix("/ruleset.yaml")?;
            (!name.contains('/')).then(|| {
                let r = Ruleset::parse(text, p).unwrap_or_else(|e| panic!("{p}: {e}"));
                (name.to_string(), r)
            })
        })
        .collect();
    assert!(out.iter().any(|(n, _)| n == "arcadia") && out.iter().any(|(n, _)| n == "arena"));
    out
}

/// "arena" -> "Arena", "heroic_action" -> "HeroicAction".
fn camel(s: &str) -> String {
    s.split('_')
        .map(|w| {
            let mut c = w.chars();
            c.next()
                .map(|f| f.to_uppercase().collect::<String>() + c.as_str())
                .unwrap_or_default()
        })
        .collect()
}

/// The prefix of a ruleset's event payload classes: `event.` for Arcadia (the first ruleset),
/// `NAME_event.` for the others (scripts/api/arena.lua).
fn event_prefix(ruleset: &str) -> String {
    if ruleset == "arcadia" {
        "event.".into()
    } else {
        format!("{ruleset}_event.")
    }
}

#[test]
fn every_event_of_every_ruleset_has_a_payload_class_with_its_fields() {
    let lib = library();
    let items = api(&lib);
    for (rs, ruleset) in rulesets(&lib) {
        let prefix = event_prefix(&rs);
        let events = ruleset
            .extra
            .get("events")
            .and_then(|e| e.as_mapping())
            .unwrap_or_else(|| panic!("scripts/{rs}/ruleset.yaml has no events:"));
        let mut names = BTreeSet::new();
        for (name, doc) in events {
            let (name, doc) = (name.as_str().unwrap(), doc.as_str().unwrap());
            names.insert(name.to_string());
            let class = format!("{prefix}{name}");
            let documented = fields(&items, &class);
            for f in yaml_fields(doc) {
                assert!(
                    documented.contains(&f),
                    "{rs} event {name}: payload field `{f}` (ruleset.yaml) has no ---@field in class {class}"
                );
            }
            for rw in yaml_fields(doc)
                .iter()
                .filter(|f| doc.contains(&format!("{f} (rw")))
            {
                assert!(
                    field_lines(&items, &class)
                        .iter()
                        .any(|(n, rest)| n == rw && rest.contains("(rw")),
                    "{rs} event {name}: `{rw}` is writable in ruleset.yaml but its field does not say (rw)"
                );
            }
        }
        let classes: BTreeSet<String> = items
            .iter()
            .filter(|i| i.kind == "class")
            .filter_map(|i| i.name.strip_prefix(prefix.as_str()).map(str::to_string))
            .collect();
        assert_eq!(
            classes, names,
            "{prefix}* classes vs scripts/{rs}/ruleset.yaml events"
        );
        let cap = camel(&rs);
        let handlers = fields(&items, &format!("{cap}Handlers"));
        assert_eq!(handlers, names, "{cap}Handlers vs {rs} ruleset.yaml events");
        let alias_name = format!("{cap}EventName");
        let alias = items
            .iter()
            .find(|i| i.kind == "alias" && i.name == alias_name)
            .unwrap_or_else(|| panic!("alias {alias_name}"));
        let in_alias: BTreeSet<String> = alias
            .signature
            .trim_start_matches(alias_name.as_str())
            .split('|')
            .map(|s| s.trim().trim_matches('"').to_string())
            .collect();
        assert_eq!(in_alias, names, "{alias_name} vs {rs} ruleset.yaml events");
    }
}

#[test]
fn every_card_kind_of_every_ruleset_is_documented() {
    let lib = library();
    let items = api(&lib);
    for (rs, ruleset) in rulesets(&lib) {
        let cap = camel(&rs);
        let kind_line = field_lines(&items, &format!("{cap}Card"))
            .into_iter()
            .find(|(n, _)| n == "kind")
            .map(|(_, rest)| rest)
            .unwrap_or_else(|| panic!("{cap}Card has no kind field"));
        for k in ruleset.extra["card_kinds"].as_sequence().unwrap() {
            let k = k.as_str().unwrap();
            assert!(
                kind_line.contains(&format!("\"{k}\"")),
                "{rs}: kind {k} missing: {kind_line}"
            );
            // Arena documents each kind in its own class (ArenaAttack, ArenaHeroicAction ...).
            if rs != "arcadia" {
                let class = format!("{cap}{}", camel(k));
                assert!(
                    items.iter().any(|i| i.kind == "class" && i.name == class),
                    "{rs}: card kind {k} has no ---@class {class}"
                );
            }
        }
    }
}

fn help(commands: &str) -> (String, String) {
    let mut child = Command::new(env!("CARGO_BIN_EXE_skirmish"))
        .args(["run", "-"])
        .current_dir(env!("CARGO_MANIFEST_DIR"))
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
        .expect("start skirmish");
    child
        .stdin
        .take()
        .unwrap()
        .write_all(commands.as_bytes())
        .unwrap();
    let o = child.wait_with_output().unwrap();
    (
        String::from_utf8(o.stdout).unwrap(),
        String::from_utf8(o.stderr).unwrap(),
    )
}

#[test]
fn help_api_lists_every_entry_by_kind() {
    let (out, err) = help("help api\n");
    assert_eq!(err, "");
    let mut lines = out.lines();
    assert_eq!(
        lines.next(),
        Some(
            "script API (scripts/api/*.lua): `help api NAME` for one entry, `help api Class.field` for a field"
        )
    );
    let headings: Vec<&str> = out.lines().filter(|l| !l.starts_with(' ')).collect();
    assert_eq!(headings[1..], ["classes:", "functions:", "aliases:"]);
    let names: BTreeSet<&str> = out.split_whitespace().collect();
    let items = api(&library());
    for i in &items {
        assert!(
            names.contains(i.name.as_str()),
            "`help api` misses {}",
            i.name
        );
    }
    for must in [
        "game.roll",
        "game.choose",
        "Roll.shows",
        "Figure.is_enemy",
        "ArcadiaCard",
        "event.rerolls_done",
    ] {
        assert!(names.contains(must), "{must}");
    }
}

#[test]
fn help_api_shows_one_entry_with_its_parameters() {
    let (out, err) = help("help api game.roll\n");
    assert_eq!(err, "");
    let expected = "function game.roll(spec)  (scripts/api/game.lua)
  Rolls `spec.n` dice of kind `spec.die` (\"attack\" or \"defence\" in Arcadia) with the seeded
  generator, or the faces rigged with `rig` first. A CRIT adds one more die (explosion) unless
  `explode = false`. The roll is written to the log.
  A spawn roll is `game.roll({die = \"attack\", n = 2, explode = false, rerollable = false})`.
  param spec RollSpec
  return Roll
";
    assert_eq!(out, expected);
    // By the part after the last dot, every entry of that name.
    let (out, _) = help("help api shows\nhelp api roll\n");
    assert!(
        out.starts_with("function Roll:shows(tag)  (scripts/api/game.lua)\n"),
        "{out}"
    );
    assert!(
        out.contains("\nfunction game.roll(spec)  (scripts/api/game.lua)\n"),
        "{out}"
    );
    assert!(
        out.contains("\nclass Roll  (scripts/api/game.lua)\n"),
        "{out}"
    );
}

#[test]
fn help_api_finds_events_fields_and_reports_unknown_names() {
    let (out, err) = help(
        "help api rerolls_done\nhelp api game.vars\nhelp api Figure.wounds\nhelp api no_such_thing\n",
    );
    assert!(
        out.starts_with(
            "class event.rerolls_done  (scripts/api/events.lua)\n  Event `rerolls_done`: "
        ),
        "{out}"
    );
    assert!(
        out.contains("\n  field attack Roll the final attack roll\n"),
        "{out}"
    );
    assert!(
        out.contains("\nfield Game.vars table<string, Value> "),
        "{out}"
    );
    assert!(
        out.contains(
            "\nfield Figure.wounds integer? wounds it has taken  (scripts/api/game.lua)\n"
        ),
        "{out}"
    );
    assert_eq!(
        err,
        "error: line 4: no API entry `no_such_thing` (type `help api` for the list)\n"
    );
}

/// The ruleset an API file belongs to (its `-- ruleset: NAME` header), or None when shared.
fn ruleset_of(file: &str) -> Option<String> {
    let root = Path::new(env!("CARGO_MANIFEST_DIR")).join("..");
    let text = std::fs::read_to_string(root.join(file)).unwrap_or_default();
    text.lines()
        .take(5)
        .find_map(|l| l.strip_prefix("-- ruleset: "))
        .map(|r| r.trim().to_string())
}

#[test]
fn help_api_lists_the_loaded_rulesets_entries() {
    let items = api(&library());
    let names =
        |out: &str| -> BTreeSet<String> { out.split_whitespace().map(str::to_string).collect() };
    // An Arena scenario: the shared entries and Arena's, not Arcadia's card and event classes.
    let (out, err) = help("load pvp_duel\nhelp api\n");
    assert_eq!(err, "");
    let seen = names(&out);
    for i in &items {
        let shown = matches!(ruleset_of(&i.file).as_deref(), None | Some("arena"));
        assert_eq!(
            seen.contains(&i.name),
            shown,
            "`help api` with an Arena scenario and {} ({})",
            i.name,
            i.file
        );
    }
    for must in [
        "ArenaAttack",
        "ArenaEffect",
        "ArenaHeroicAction",
        "arena_event.strike_hit",
        "game.roll",
    ] {
        assert!(seen.contains(must), "{must}: {out}");
    }
    // An Arcadia scenario: as before Arena existed.
    let (out, err) = help("load alchemists_district\nhelp api\n");
    assert_eq!(err, "");
    let seen = names(&out);
    for i in &items {
        assert_eq!(
            seen.contains(&i.name),
            matches!(ruleset_of(&i.file).as_deref(), None | Some("arcadia")),
            "`help api` with an Arcadia scenario and {}",
            i.name
        );
    }
    // `help api arena` at any time; an Arena class by name; an event of the loaded ruleset.
    let (out, err) = help(
        "load alchemists_district\nhelp api arena\nhelp api ArenaAttack\nhelp api ArenaAttack.up_to\n",
    );
    assert_eq!(err, "");
    assert!(
        names(&out).contains("arena_event.residual") && !names(&out).contains("event.rerolls_done"),
        "{out}"
    );
    assert!(
        out.contains("\nclass ArenaAttack: ArenaCard  (scripts/api/arena.lua)\n"),
        "{out}"
    );
    assert!(out.contains("\nfield ArenaAttack.up_to integer "), "{out}");
    let (out, err) = help("help api ArenaAttack.name\n");
    assert_eq!(err, "");
    assert!(out.starts_with("field ArenaCard.name string "), "{out}");
    let (out, err) = help("load pvp_duel\nhelp api move_step\n");
    assert_eq!(err, "");
    assert!(
        out.contains("class arena_event.move_step  (scripts/api/arena.lua)\n"),
        "{out}"
    );
    assert!(!out.contains("class event.move_step"), "{out}");
}

#[test]
fn help_shows_the_shared_files_and_the_loaded_rulesets_own() {
    let common = "---@meta\n--- A figure.\n---@class Figure\n";
    let a = "---@meta\n-- ruleset: alpha\n--- A's card.\n---@class AlphaCard\n---@field x integer\n\n--- Event `go`.\n---@class event.go\n";
    let b = "---@meta\n-- ruleset: beta\n--- B's card.\n---@class BetaCard\n\n--- Event `go`.\n---@class beta_event.go\n";
    assert_eq!(skirmish::apidoc::file_ruleset(a), Some("alpha"));
    assert_eq!(skirmish::apidoc::file_ruleset(common), None);
    let files = [("g.lua", common), ("a.lua", a), ("b.lua", b)];
    let index = |rs: Option<&str>, args: &[&str]| skirmish::apidoc::help(files, rs, args).unwrap();
    let classes = |s: String| s.lines().nth(2).unwrap_or("").trim().to_string();
    assert_eq!(classes(index(Some("alpha"), &[])), "Figure  AlphaCard");
    assert_eq!(classes(index(Some("beta"), &[])), "Figure  BetaCard");
    assert_eq!(classes(index(None, &[])), "Figure  AlphaCard  BetaCard");
    assert_eq!(classes(index(Some("alpha"), &["beta"])), "Figure  BetaCard");
    // A name of the loaded ruleset first; another ruleset's entry when only it has one.
    assert!(index(Some("beta"), &["go"]).starts_with("class beta_event.go  (b.lua)"));
    assert!(!index(Some("beta"), &["go"]).contains("event.go  (a.lua)"));
    assert!(index(Some("beta"), &["AlphaCard.x"]).starts_with("field AlphaCard.x integer"));
    assert!(skirmish::apidoc::help(files, Some("alpha"), &["nothing"]).is_err());
    assert!(skirmish::apidoc::help(files, None, &["a", "b"]).is_err());
}
