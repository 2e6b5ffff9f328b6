//! Hostile and broken card scripts: each is stopped with a clear error naming the card file,
//! line and event, the engine keeps running, and the game state is exactly as before.

mod common;

use common::{game_on, library};
use skirmish_core::Error;
use skirmish_core::game::{Game, Library};
use skirmish_core::script::Limits;

/// Zazu with the slingshot and the hostile card under test, a goblin in range, Diva.
const RANGE: &str = common::HOSTILE_RANGE;

/// A library with `cards/arcadia/test/hostile.lua` whose `attack_declared` handler runs `body`.
fn with_handler(body: &str) -> Library {
    let mut lib = library();
    lib.files.insert(
        "cards/arcadia/test/hostile.lua".into(),
        format!(
            "return {{\n  name = \"Hostile\",\n  kind = \"upgrade\",\n  on = {{\n    attack_declared = function(self, e, game)\n{body}\n    end,\n  }},\n}}\n"
        ),
    );
    lib
}

fn small_limits() -> Limits {
    Limits {
        handler_instructions: 200_000,
        step_instructions: 5_000_000,
        memory_bytes: 8 << 20,
    }
}

fn snapshot(g: &Game) -> (Vec<String>, Option<String>) {
    (
        g.state().log.iter().map(|e| e.to_string()).collect(),
        g.pending().map(|c| format!("{c:?}")),
    )
}

/// Starts an attack that triggers the hostile handler; returns the error message.
fn attack_error(body: &str) -> String {
    let lib = with_handler(body);
    let mut g = game_on(&lib, RANGE, 1, small_limits()).unwrap_or_else(|e| panic!("{e}"));
    g.answer_key("activate zazu").unwrap();
    let before = snapshot(&g);
    let err = g
        .answer_key("attack zazu slingshot goblin1")
        .expect_err("the hostile handler must fail");
    assert_eq!(snapshot(&g), before, "state changed after: {err}");
    // The engine keeps running: the same choice can be answered differently.
    g.answer_key("end zazu").unwrap();
    assert_eq!(g.pending().unwrap().side, "red");
    match &err {
        Error::Script { .. } => {}
        other => panic!("expected a script error, got {other:?}"),
    }
    err.to_string()
}

#[test]
fn an_infinite_loop_is_stopped_by_the_instruction_budget() {
    let msg = attack_error("      while true do end");
    assert!(msg.contains("cards/arcadia/test/hostile.lua:6:"), "{msg}");
    assert!(
        msg.contains("card hostile (event attack_declared) exceeded its instruction budget"),
        "{msg}"
    );
}

#[test]
fn a_loop_that_swallows_errors_with_pcall_is_still_stopped() {
    let msg = attack_error("      while true do pcall(function() while true do end end) end");
    assert!(msg.contains("exceeded its instruction budget"), "{msg}");
}

#[test]
fn a_string_bomb_hits_the_memory_cap() {
    let msg = attack_error("      local s = 'x'\n      while true do s = s .. s end");
    assert!(msg.contains("memory"), "{msg}");
}

#[test]
fn io_and_os_do_not_exist() {
    let msg = attack_error("      io.open('/etc/passwd')");
    assert!(msg.contains("cards/arcadia/test/hostile.lua:6:"), "{msg}");
    assert!(msg.contains("io"), "{msg}");
    let msg = attack_error("      os.execute('touch /tmp/pwned')");
    assert!(msg.contains("os"), "{msg}");
    assert!(!std::path::Path::new("/tmp/pwned").exists());
}

#[test]
fn loading_code_and_files_is_refused() {
    for body in [
        "      load('return 1')()",
        "      dofile('/etc/passwd')",
        "      loadfile('/etc/passwd')",
        "      string.dump(print)",
        "      require('os')",
        "      require('../../etc/passwd')",
        "      debug.traceback()",
        "      math.random()",
        "      coroutine.yield()",
        // The real globals and the shared base table are out of reach too.
        "      _G.coroutine.yield()",
        "      getmetatable(_ENV).__index.game = nil",
        "      rawget(_ENV, 'x').y = 1",
    ] {
        let msg = attack_error(body);
        assert!(msg.contains("hostile.lua:6:"), "{body}: {msg}");
    }
}

#[test]
fn deep_recursion_is_an_error_not_a_crash() {
    let msg = attack_error("      local function f(n) return 1 + f(n + 1) end\n      f(1)");
    assert!(
        msg.contains("stack overflow") || msg.contains("instruction budget"),
        "{msg}"
    );
}

#[test]
fn a_handler_error_mid_attack_names_card_file_line_and_event() {
    let msg = attack_error("      local t = nil\n      return t.field");
    assert!(
        msg.starts_with("cards/arcadia/test/hostile.lua:7:"),
        "{msg}"
    );
    assert!(
        msg.contains("[in card hostile (event attack_declared)]"),
        "{msg}"
    );
}

#[test]
fn a_kernel_call_with_bad_arguments_names_the_script_line() {
    let msg = attack_error("      game.move(e.attacker, 'z99')");
    assert!(
        msg.starts_with("cards/arcadia/test/hostile.lua:6:"),
        "{msg}"
    );
    assert!(msg.contains("z99 is not on the board"), "{msg}");
}

#[test]
fn broken_card_files_fail_to_load_with_file_and_line() {
    let cases = [
        ("return {", "hostile.lua:1:"),
        ("return 42", "must return its definition table"),
        ("return { name = 'X' }", "needs a `kind`"),
        (
            "return { name = 'X', kind = 'spell' }",
            "unknown kind `spell`",
        ),
        (
            "return { name = 'X', kind = 'upgrade', on = { attack_declard = function() end } }",
            "unknown event `attack_declard`",
        ),
        (
            "return { name = 'X', kind = 'upgrade', on = { attack_declared = 3 } }",
            "must be a function",
        ),
        ("while true do end", "exceeded its instruction budget"),
    ];
    for (src, want) in cases {
        let mut lib = library();
        lib.files
            .insert("cards/arcadia/test/hostile.lua".into(), src.into());
        let err = match game_on(&lib, RANGE, 1, small_limits()) {
            Ok(_) => panic!("{src}: loaded"),
            Err(e) => e.to_string(),
        };
        assert!(
            err.contains("cards/arcadia/test/hostile.lua"),
            "{src}: {err}"
        );
        assert!(err.contains(want), "{src}: {err}");
    }
}

#[test]
fn two_cards_with_one_id_is_an_error() {
    let mut lib = library();
    let src = lib
        .get("cards/arcadia/starter/slingshot.lua")
        .unwrap()
        .to_string();
    lib.files
        .insert("cards/arcadia/other/slingshot.lua".into(), src);
    let err = game_on(
        &lib,
        RANGE.replace(", hostile", "").as_str(),
        1,
        small_limits(),
    )
    .err()
    .expect("duplicate id");
    assert!(err.to_string().contains("already defined"), "{err}");
}

#[test]
fn pairs_iterates_in_a_deterministic_order() {
    let lib = with_handler(
        "      local t = {zeta = 1, alpha = 2, [3] = 'c', [1] = 'a', mid = 3}\n      local ks = {}\n      for k in pairs(t) do ks[#ks + 1] = tostring(k) end\n      game.log(table.concat(ks, ','))",
    );
    let mut g = game_on(&lib, RANGE, 1, small_limits()).unwrap();
    g.answer_key("activate zazu").unwrap();
    g.answer_key("attack zazu slingshot goblin1").unwrap();
    let log: Vec<String> = g.state().log.iter().map(|e| e.to_string()).collect();
    assert!(
        log.contains(&"note 1,3,alpha,mid,zeta".to_string()),
        "{log:#?}"
    );
}

/// A fork replays its inputs without the count hook (they ran within budget once already); the
/// hook must be back on its rules thread before it plays anything new.
#[test]
fn a_fork_still_stops_a_runaway_loop() {
    // Long enough to exceed any budget, short enough (a second or so) that a fork without its
    // hook fails this test instead of hanging it.
    let lib = with_handler("      for i = 1, 300000000 do end");
    let mut g = game_on(&lib, RANGE, 1, small_limits()).unwrap_or_else(|e| panic!("{e}"));
    g.answer_key("activate zazu").unwrap();
    let mut fork = g.fork().unwrap();
    assert_eq!(snapshot(&fork), snapshot(&g));
    let before = snapshot(&fork);
    let err = fork
        .answer_key("attack zazu slingshot goblin1")
        .expect_err("the hostile handler must fail in the fork too");
    assert!(
        err.to_string()
            .contains("card hostile (event attack_declared) exceeded its instruction budget"),
        "{err}"
    );
    assert_eq!(snapshot(&fork), before);
    // A fork of the fork, and the original, are stopped alike.
    let mut again = fork.fork().unwrap();
    assert!(again.answer_key("attack zazu slingshot goblin1").is_err());
    assert!(g.answer_key("attack zazu slingshot goblin1").is_err());
}
