//! What a person at the REPL sees (design principle 5; issue 20, item 1): playing against a bot,
//! the output never shows a deck's order, a face-down token or the bot's secret picks; `reveal
//! on` shows everything for debugging.

mod common;
use common::run;

use skirmish::assets::Assets;
use skirmish::session::Session;
use skirmish_core::game::state::{Holder, LogEntry, Scope, Var};

/// Answers the person's questions with their first option while `more` holds, gathering all
/// the output; the bots answer theirs.
fn play(s: &mut Session, out: &mut String, more: impl Fn(&Session) -> bool) {
    for _ in 0..400 {
        if !more(s) {
            return;
        }
        let first = s.option_keys()[0].clone();
        out.push_str(&run(s, &first));
        out.push('\n');
    }
    panic!("still going: {}", s.choices_text().unwrap());
}

fn heroic_held(s: &Session, side: &str) -> Vec<String> {
    let g = s.game.as_ref().unwrap();
    g.state()
        .cards
        .iter()
        .filter(|c| c.holder == Holder::Side(side.into()))
        .filter(|c| {
            g.card_def(&c.card)
                .is_some_and(|d| d["kind"] == "heroic_action")
        })
        .map(|c| c.card.clone())
        .collect()
}

#[test]
fn arena_draft_against_a_bot_never_shows_its_heroic_deck_or_secret_picks() {
    let mut s = Session::new(Assets::locate());
    run(&mut s, "load scripts/arena/scenarios/pvp_arena.yaml");
    run(&mut s, "bot black random");
    let mut out = run(&mut s, "new 4");
    play(&mut s, &mut out, |s| {
        heroic_held(s, "black").len() < 2 || heroic_held(s, "white").len() < 2
    });
    // The engine's whole log, as white may see it, too.
    out.push_str(&run(&mut s, "log all --engine"));
    let black = heroic_held(&s, "black");
    let g = s.game.as_ref().unwrap();
    let deck = match g.state().get(&Scope::Game, "heroic_deck_black") {
        Some(Var::Str(d)) => d.clone(),
        other => panic!("{other:?}"),
    };
    // What black was dealt and picked is nowhere in white's output ...
    assert!(!out.contains(&deck), "black's deck {deck} shown:\n{out}");
    assert!(
        out.contains("set game heroic_deck_black = (hidden)"),
        "{out}"
    );
    for id in &black {
        assert!(
            !out.contains(&format!("take {id}")),
            "black's pick {id} shown:\n{out}"
        );
        assert!(
            !out.contains(&format!("{id} -> side black")),
            "black's card {id} shown:\n{out}"
        );
    }
    assert!(out.contains("black (random) chose (secret)"), "{out}");
    assert!(out.contains("(face down) -> side black"), "{out}");
    // ... while white sees its own.
    for id in heroic_held(&s, "white") {
        assert!(out.contains(&format!("{id} -> side white")), "{out}");
    }
    // `show`-like views and `why` keep the secret too.
    let why = run(&mut s, "why");
    assert!(!black.iter().any(|id| why.contains(id.as_str())), "{why}");
    // For debugging, `reveal on` shows everything.
    run(&mut s, "reveal on");
    let all = run(&mut s, "log all --engine");
    assert!(all.contains(&deck), "{all}");
    for id in &black {
        assert!(all.contains(&format!("{id} -> side black")), "{all}");
    }
}

#[test]
fn of_dreams_and_shadows_never_shows_a_decks_order() {
    let mut s = Session::new(Assets::locate());
    run(&mut s, "load scripts/ods/scenarios/realm.yaml");
    let mut out = run(&mut s, "new 2");
    out.push_str(&run(&mut s, "players 1"));
    // Set-up and the first turns, answered with the first option.
    play(&mut s, &mut out, |s| {
        s.game
            .as_ref()
            .is_some_and(|g| g.finished().is_none() && g.state().log.len() < 1500)
    });
    out.push_str(&run(&mut s, "log all --engine"));
    // Every deck order the game held, from the full record, is absent from the output.
    let g = s.game.as_ref().unwrap();
    let mut decks = 0;
    for e in &g.state().log {
        if let LogEntry::Set {
            scope: Scope::Game,
            key,
            value: Some(Var::Str(v)),
        } = e
            && key.starts_with("deck_")
            && v.contains(',')
        {
            decks += 1;
            assert!(!out.contains(v.as_str()), "{key} = {v} shown");
        }
    }
    assert!(decks > 10, "the game shuffled its decks ({decks})");
    assert!(out.contains("set game deck_event = (hidden)"), "{out}");
}

#[test]
fn arcadia_exploration_tokens_lie_face_down_until_a_hero_picks_one_up() {
    // AQ p.10 step 5: "shuffle the 14 Exploration tokens face down ... place them in the
    // indicated spaces".
    let mut s = Session::new(Assets::locate());
    run(
        &mut s,
        "load scripts/arcadia/scenarios/alchemists_district.yaml",
    );
    run(&mut s, "new 1");
    let log = run(&mut s, "log all --engine");
    let g = s.game.as_ref().unwrap();
    let dealt: Vec<u32> = g
        .state()
        .cards
        .iter()
        .filter(|c| c.holder == Holder::Nowhere && c.card != "quest_token")
        .filter(|c| g.state().get(&Scope::Card(c.id), "at").is_some())
        .map(|c| c.id)
        .collect();
    assert_eq!(dealt.len(), 8, "the scenario's 8 spots");
    for id in &dealt {
        assert!(
            log.contains(&format!("card #{id} (face down) -> nowhere")),
            "{log}"
        );
    }
    // The quest tokens (the bombs) lie face up.
    assert!(log.contains("quest_token -> nowhere"), "{log}");
    run(&mut s, "reveal on");
    let all = run(&mut s, "log all --engine");
    assert!(!all.contains("(face down)"), "{all}");
}

/// Sorted items of a comma list.
fn items(v: Option<&Var>) -> Vec<String> {
    let Some(Var::Str(s)) = v else {
        panic!("not a list: {v:?}")
    };
    let mut out: Vec<String> = s.split(',').map(str::to_string).collect();
    out.sort();
    out
}

/// Bots get a player's view (issue 20, item 1): the copy a bot looks ahead in
/// (`Game::fork_for`) has the hidden decks in an order of its own drawing, the same cards, and
/// dice that are not the real game's future; the real game is untouched. A plain fork (undo,
/// saves) is the game exactly.
#[test]
fn a_bots_copy_of_the_game_holds_no_hidden_deck_order_and_no_real_future_dice() {
    let mut s = Session::new(Assets::locate());
    run(
        &mut s,
        "load scripts/arena/scenarios/mission_ember_keep.yaml",
    );
    run(&mut s, "new 3");
    let g = s.game.as_ref().unwrap();
    let key = (Scope::Game, "evil_deck".to_string());
    let real = g.state().vars.get(&key).cloned();
    assert!(items(real.as_ref()).len() > 3, "{real:?}");
    let plain = g.fork().unwrap();
    assert_eq!(plain.state().vars.get(&key), real.as_ref());
    assert_eq!(
        plain.state().dice,
        g.state().dice,
        "a plain fork rolls as the game"
    );
    let mut orders = std::collections::BTreeSet::new();
    for seed in 0..8 {
        let f = g.fork_for("heroes", seed).unwrap();
        let deck = f.state().vars.get(&key);
        assert_eq!(items(deck), items(real.as_ref()), "the same cards");
        assert_ne!(f.state().dice, g.state().dice, "its own dice");
        orders.insert(format!("{deck:?}"));
        // The same seed pictures the game the same way (a bot's answer is a function of it).
        assert_eq!(
            g.fork_for("heroes", seed).unwrap().state().vars.get(&key),
            deck
        );
    }
    assert!(orders.len() > 4, "the order is the copy's own: {orders:?}");
    assert_eq!(
        g.state().vars.get(&key),
        real.as_ref(),
        "the game is untouched"
    );
    // A copy goes on: its pending question answers as the game's does.
    let mut f = g.fork_for("heroes", 1).unwrap();
    f.answer(0).unwrap();
}

/// Face-down exploration tokens trade identities in a bot's copy: where each kind lies is the
/// copy's guess; the face-up tokens stay as they are.
#[test]
fn a_bots_copy_deals_the_face_down_tokens_again() {
    let mut s = Session::new(Assets::locate());
    run(
        &mut s,
        "load scripts/arcadia/scenarios/alchemists_district.yaml",
    );
    run(&mut s, "new 3");
    let g = s.game.as_ref().unwrap();
    let hidden = |g: &skirmish_core::game::Game| -> Vec<(u32, String)> {
        let st = g.state();
        st.cards
            .iter()
            .filter(|c| st.secrets.cards.contains_key(&c.id))
            .map(|c| (c.id, c.card.clone()))
            .collect()
    };
    let shown = |g: &skirmish_core::game::Game| -> Vec<(u32, String)> {
        let st = g.state();
        st.cards
            .iter()
            .filter(|c| !st.secrets.cards.contains_key(&c.id))
            .map(|c| (c.id, c.card.clone()))
            .collect()
    };
    // What the scripts read as each instance's card (`c.card`, through the prelude's proxies
    // and the caches it keeps from one game to the next), against the state's own.
    let scripts_see = |g: &skirmish_core::game::Game| -> String {
        g.eval(
            "local out = {} for _, c in ipairs(game.cards()) do out[#out + 1] = c.id .. '=' .. c.card end \
             return table.concat(out, ' ')",
        )
        .unwrap()
        .trim()
        .trim_matches('"')
        .to_string()
    };
    let truth = |g: &skirmish_core::game::Game| -> String {
        let st = g.state();
        let all: Vec<String> = st
            .cards
            .iter()
            .map(|c| format!("{}={}", c.id, c.card))
            .collect();
        all.join(" ")
    };
    let real = hidden(g);
    assert!(real.len() > 3, "{real:?}");
    assert_eq!(scripts_see(g), truth(g));
    let sorted = |mut v: Vec<String>| {
        v.sort();
        v
    };
    let mut differs = false;
    for seed in 0..6 {
        let f = g.fork_for("blue", seed).unwrap();
        // The scripts ran in the real game last: in the copy they read the copy's cards, and
        // in the real game again its own.
        assert_eq!(scripts_see(&f), truth(&f), "seed {seed}");
        assert_eq!(scripts_see(g), truth(g), "seed {seed}");
        let h = hidden(&f);
        assert_eq!(
            sorted(h.iter().map(|(_, c)| c.clone()).collect()),
            sorted(real.iter().map(|(_, c)| c.clone()).collect())
        );
        differs |= h != real;
        assert_eq!(shown(&f), shown(g), "what every side sees stays");
    }
    assert!(differs);
    assert_eq!(hidden(g), real, "the game is untouched");
}

/// Hotseat (issue 20, item 1: "Hotseat shows what the side to play may see"): the draft's secret
/// heroic pick says whose eyes only, the view is that side's (its own deck's cards in the
/// options, never the other team's), and the status panel shows each team its own picks only.
#[test]
fn hotseat_secret_picks_name_whose_eyes_and_show_that_sides_view() {
    let mut s = Session::new(Assets::locate());
    run(&mut s, "load scripts/arena/scenarios/pvp_arena.yaml");
    let mut out = run(&mut s, "new 4");
    for _ in 0..400 {
        let c = s.game.as_ref().unwrap().pending().cloned().unwrap();
        if c.secret {
            break;
        }
        let first = s.option_keys()[0].clone();
        out = run(&mut s, &first);
    }
    let c = s.game.as_ref().unwrap().pending().cloned().unwrap();
    assert!(c.secret, "{out}");
    let text = s.choices_text().unwrap();
    assert!(
        text.starts_with(&format!(
            "(a secret choice: only {} should look at the screen now)\n",
            c.side
        )),
        "{text}"
    );
    assert_eq!(s.viewer_side().as_deref(), Some(c.side.as_str()));
    // With a bot on the other seat only one person looks: no warning.
    let other = if c.side == "white" { "black" } else { "white" };
    run(&mut s, &format!("bot {other} random"));
    if let Ok(t) = s.choices_text() {
        assert!(!t.contains("a secret choice"), "{t}");
    }
}
