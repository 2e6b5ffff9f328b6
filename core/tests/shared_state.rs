//! No script state outside the game (issue 19, item 3): the games of one script state (a game,
//! its forks, the games `restart` makes) share the standard library, the `game` API, card
//! definitions, rules modules and the proxies' metatables, so scripts may only read them. Each
//! hostile card here tries to change one of them: the write is refused with an error naming the
//! card's file and line, the game is exactly as before, and nothing changed for any game.

mod common;

use common::{game_on, library};
use skirmish_core::game::{Game, Library};
use skirmish_core::script::Limits;

/// Zazu with the slingshot and the hostile card under test, a goblin in range, Diva.
const RANGE: &str = common::HOSTILE_RANGE;

const HOSTILE: &str = "cards/arcadia/test/hostile.lua";

/// A library with a card whose file starts with `top` and whose `attack_declared` handler
/// runs `body`.
fn hostile(top: &str, body: &str) -> Library {
    let mut lib = library();
    lib.files.insert(
        HOSTILE.into(),
        format!(
            "{top}\nreturn {{\n  name = \"Hostile\",\n  kind = \"upgrade\",\n  on = {{\n    attack_declared = function(self, e, game)\n{body}\n    end,\n  }},\n}}\n"
        ),
    );
    lib
}

fn log(g: &Game) -> Vec<String> {
    g.state().log.iter().map(|e| e.to_string()).collect()
}

/// The intro-like game after `activate zazu`, waiting for zazu's action.
fn ready(lib: &Library) -> Game {
    let mut g = game_on(lib, RANGE, 1, Limits::default()).unwrap_or_else(|e| panic!("{e}"));
    g.answer_key("activate zazu").unwrap();
    g
}

/// Runs the hostile handler (zazu attacks with the slingshot): it must be refused with a
/// message naming the card's file and `want`, leave the game as it was, and leave the shared
/// objects as they were for this game's forks and for new games.
fn refused(top: &str, body: &str, want: &str) {
    let lib = hostile(top, body);
    let mut g = ready(&lib);
    let fork = g.fork().unwrap();
    let before = (log(&g), g.pending().cloned());
    let err = g
        .answer_key("attack zazu slingshot goblin1")
        .expect_err("the write must be refused")
        .to_string();
    assert!(err.contains(HOSTILE), "{body}: {err}");
    assert!(err.contains(want), "{body}: {err}");
    assert!(err.contains("attack_declared"), "{body}: {err}");
    assert_eq!((log(&g), g.pending().cloned()), before, "{body}: {err}");
    // Nothing shared changed: the same attack without the hostile card, in a fork made before
    // and in a new game of the same script state, logs what a game that never met it logs.
    // The reference: the same card doing nothing.
    let clean = hostile("", "");
    let mut reference = ready(&clean);
    reference.answer_key("end zazu").unwrap();
    for mut other in [fork, {
        let mut h = g.fork().unwrap();
        h.restart(1).unwrap();
        h.answer_key("activate zazu").unwrap();
        h
    }] {
        other.answer_key("end zazu").unwrap();
        let (a, b) = (log(&other), log(&reference));
        // The hostile card's instance is the only difference: compare from the first choice on.
        let from = |l: &[String]| {
            l.iter()
                .position(|x| x.contains("chose activate zazu"))
                .unwrap()
        };
        assert_eq!(a[from(&a)..], b[from(&b)..], "{body}");
    }
    // The dice, the maths and the cards still work for a clean card in this very state.
    g.answer_key("end zazu").unwrap();
}

#[test]
fn a_card_cannot_replace_a_game_function() {
    refused(
        "",
        "game.roll = function() return nil end",
        "cannot set `roll`",
    );
    refused(
        "",
        "rawset(game, 'roll', function() end)",
        "cannot set `roll`",
    );
    refused("", "game.shiny = 1", "cannot set `shiny`");
}

#[test]
fn a_card_cannot_change_the_standard_library() {
    refused("", "math.max = function() return 0 end", "cannot set `max`");
    refused("", "string.rep = nil", "cannot set `rep`");
    refused("", "table.insert(table, 1)", "cannot set");
    refused(
        "",
        "local s = getmetatable('') s.__index = {}",
        "index a boolean",
    );
}

#[test]
fn a_card_cannot_change_another_cards_definition() {
    refused(
        "",
        "game.def('slingshot').attack.dice = 9",
        "cannot set `dice`",
    );
    refused("", "game.def('slingshot').text = 'x'", "cannot set `text`");
    refused("", "self.def.name = 'Mine'", "cannot set `name`");
}

#[test]
fn a_card_cannot_change_a_rules_module() {
    refused(
        "",
        "require('arcadia.attack').perform = function() end",
        "cannot set `perform`",
    );
    refused(
        "",
        "local m = require('arcadia.monsters') m.extra = {}",
        "cannot set `extra`",
    );
}

#[test]
fn a_card_cannot_reach_a_proxys_metatable() {
    refused(
        "",
        "getmetatable(game.figure('zazu')).__newindex = function() end",
        "cannot set `__newindex`",
    );
    refused(
        "",
        "setmetatable(game.figure('zazu'), {})",
        "protected metatable",
    );
    refused(
        "",
        "getmetatable(self).__index = {}",
        "cannot set `__index`",
    );
}

#[test]
fn a_card_cannot_reach_the_scenarios_data() {
    refused(
        "",
        "local t = game.scenario.figure('zazu') t.cards = {}",
        "cannot set `cards`",
    );
}

/// Loading `top` + a handler running `body` fails, naming the card's file, the line of the
/// write (the handler's body follows `top` and six lines) and `want`.
fn refused_at_load(top: &str, body: &str, want: &str) {
    let lib = hostile(top, body);
    let err = match game_on(&lib, RANGE, 1, Limits::default()) {
        Ok(_) => panic!("{top} / {body}: loaded"),
        Err(e) => e.to_string(),
    };
    let line = top.lines().count().max(1) + 6;
    assert!(err.contains(&format!("{HOSTILE}:{line}:")), "{body}: {err}");
    assert!(err.contains(want), "{body}: {err}");
    assert!(err.contains("state outside the game"), "{body}: {err}");
}

#[test]
fn a_card_cannot_keep_state_in_its_file() {
    // A counter, a table of the file, a table inside it, a global: each would count across
    // every game of the script state (forks, restarts), so the card does not load.
    refused_at_load("local uses = 0", "uses = uses + 1", "`uses`");
    refused_at_load("local memo = {}", "memo.n = (memo.n or 0) + 1", "`memo.n`");
    refused_at_load("local memo = {}", "memo[e.detail] = true", "`memo`");
    refused_at_load("local memo = { list = {} }", "memo.list[1] = 1", "`memo`");
    refused_at_load("", "counter = (counter or 0) + 1", "`counter`");
    refused_at_load(
        "local function bump(t) end",
        "local f = function() _ENV = {} end",
        "`_ENV`",
    );
}

#[test]
fn a_cards_own_locals_and_constants_are_fine() {
    // A handler's locals (a closure counting within one call) and the file's constants read
    // by handlers keep nothing between calls.
    let lib = hostile(
        "local RANK = { melee = 1, ranged = 2 }",
        "local n = 0
         local function add() n = n + 1 end
         add() add()
         local t = {} t.x = RANK.ranged
         game.log('own ' .. n .. ' ' .. t.x)",
    );
    let mut g = ready(&lib);
    g.answer_key("attack zazu slingshot goblin1").unwrap();
    assert!(
        log(&g).iter().any(|x| x == "note own 2 2"),
        "{:#?}",
        log(&g)
    );
}

#[test]
fn a_card_that_changes_shared_objects_at_load_does_not_load() {
    for top in [
        "game.roll = nil",
        "math.floor = function(x) return x end",
        "require('arcadia.attack').perform = nil",
    ] {
        let lib = hostile(top, "");
        let err = match game_on(&lib, RANGE, 1, Limits::default()) {
            Ok(_) => panic!("{top}: loaded"),
            Err(e) => e.to_string(),
        };
        assert!(err.contains(HOSTILE), "{top}: {err}");
        assert!(err.contains("cannot set"), "{top}: {err}");
    }
}

#[test]
fn reading_shared_tables_works_as_before() {
    // Frozen tables read through: fields, lengths, ipairs, pairs, next, rawget, string methods.
    let lib = hostile(
        "",
        "local d = game.def('slingshot')
         local keys = {}
         for k in pairs(d.attack) do keys[#keys + 1] = k end
         local n = 0
         for _ in next, d do n = n + 1 end
         game.log(table.concat({ d.attack.dice, d.attack.type, #keys, tostring(n > 4),
           rawget(d, 'name'), ('x'):rep(3), math.max(1, 4), tostring(#game.figures() > 0) }, ' '))",
    );
    let mut g = ready(&lib);
    g.answer_key("attack zazu slingshot goblin1").unwrap();
    let l = log(&g);
    assert!(
        l.iter()
            .any(|x| x == "note 2 ranged 2 true Slingshot xxx 4 true"),
        "{l:#?}"
    );
}

#[test]
fn a_card_cannot_set_a_field_raw_on_the_games_objects() {
    // A proxy holds only its id and is shared by every script that reads it (figures and cards
    // for a run): a raw field would shadow the game's state there and nowhere else.
    for (body, key) in [
        ("rawset(game.figure('zazu'), 'life', 99)", "`life` raw"),
        ("rawset(self, 'exhausted', true)", "`exhausted` raw"),
        ("rawset(game.side('blue'), 'coins', 99)", "`coins` raw"),
        ("rawset(game.vars, 'turn', 1)", "`turn` raw"),
        (
            "rawset(game.roll({ die = 'attack', n = 1 }), 'hits', 9)",
            "`hits` raw",
        ),
    ] {
        refused("", body, key);
    }
}

#[test]
fn a_cards_own_tables_still_take_rawset() {
    let lib = hostile(
        "",
        "local t = setmetatable({}, { __newindex = function() error('no') end })
         rawset(t, 'x', 3)
         game.log('raw ' .. rawget(t, 'x'))",
    );
    let mut g = ready(&lib);
    g.answer_key("attack zazu slingshot goblin1").unwrap();
    assert!(log(&g).iter().any(|x| x == "note raw 3"), "{:#?}", log(&g));
}

/// The prelude keeps its card proxies (and each instance's card id) from one game of the
/// script state to the next for the instances both games share: two forks of one position
/// that each make a different card under the same new instance id, and an undo that takes an
/// instance back, must each read their own cards, whichever game ran last.
#[test]
fn forks_that_make_different_cards_under_one_id_each_read_their_own() {
    // A card every game has, then one made from the answer, read at once through its proxy.
    const BODY: &str = "
game.give('ruby', 'one')
local pick = game.choose({ side = 'one', prompt = 'which gem?',
  options = { { key = 'ruby' }, { key = 'opal' } } })
local c = game.give(pick.key, 'one')
out('made', c.card, game.card(c.id).card)
game.choose({ side = 'one', prompt = 'go on?', options = { { key = 'yes' } } })
";
    let mut lib = common::probe_library("probe", BODY, "");
    for gem in ["ruby", "opal"] {
        lib.files.insert(
            format!("cards/probe/{gem}.lua"),
            format!("return {{ name = '{gem}', kind = 'token' }}\n"),
        );
    }
    let g = common::probe_game(&lib, common::PROBE_RULESET, common::PROBE_SCENARIO)
        .unwrap_or_else(|e| panic!("{e}"));
    // What the scripts read of every instance, against the state's own record.
    let seen = |g: &Game| -> String {
        let v = g
            .eval(
                "local out = {} for _, c in ipairs(game.cards()) do out[#out + 1] = c.id .. '=' .. c.card end \
                 return table.concat(out, ' ')",
            )
            .unwrap();
        v.trim().trim_matches('"').to_string()
    };
    let mut ruby = g.fork().unwrap();
    ruby.answer_key("ruby").unwrap();
    let mut opal = g.fork().unwrap();
    opal.answer_key("opal").unwrap();
    assert!(
        log(&ruby).contains(&"note made ruby ruby".to_string()),
        "{:?}",
        log(&ruby)
    );
    assert!(
        log(&opal).contains(&"note made opal opal".to_string()),
        "{:?}",
        log(&opal)
    );
    for _ in 0..2 {
        assert_eq!(seen(&ruby), "1=ruby 2=ruby");
        assert_eq!(seen(&opal), "1=ruby 2=opal");
        assert_eq!(seen(&g), "1=ruby");
    }
    // Undone, the instance is gone: asking for it is an error again, not the card it was.
    opal.undo().unwrap();
    assert_eq!(seen(&opal), "1=ruby");
    let err = opal
        .eval("game.card(2).card")
        .expect_err("no card #2 any more");
    assert!(err.to_string().contains("no card #2"), "{err}");
    opal.answer_key("ruby").unwrap();
    assert_eq!(seen(&opal), "1=ruby 2=ruby");
}
