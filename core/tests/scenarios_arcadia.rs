//! The Arcadia Quest campaign scenarios (scripts/arcadia/scenarios/) and the tile library they
//! are composed from (scripts/arcadia/tiles.yaml): every file loads, has what a campaign needs
//! (four start areas, circle, quests, titles, reward cards), its board hangs together, and
//! random legal answers play it without an error.

mod common;

use std::collections::{BTreeMap, BTreeSet, VecDeque};

use rand::{RngExt, SeedableRng};
use rand_chacha::ChaCha8Rng;
use serde_yaml::Value;
use skirmish_core::game::{Game, Library};
use skirmish_core::script::Limits;
use skirmish_core::{Board, Cell, Coord, Dir, Edge, Ruleset, Scenario};

const SCENARIOS: &[(&str, &str)] = &[
    ("district_of_hammers", "outer"),
    ("brightsun_arena", "outer"),
    ("the_moon_gate", "outer"),
    ("the_rookery", "outer"),
    ("orcs_hive", "outer"),
    ("the_manor", "outer"),
    ("alchemists_district", "inner"),
    ("university_plaza", "inner"),
    ("red_dawn_square", "inner"),
    ("evershadow_district", "inner"),
    ("temple_of_dawning_twilight", "final"),
];

/// The title each scenario grants (none for the two starters and the final).
const TITLES: &[(&str, &str)] = &[
    ("the_moon_gate", "guardian_of_the_gate"),
    ("the_rookery", "lord_of_eagles"),
    ("the_manor", "troll_hunter"),
    ("orcs_hive", "bloodstone_breaker"),
    ("alchemists_district", "warden_of_fire"),
    ("red_dawn_square", "rebel_leader"),
    ("university_plaza", "lore_master"),
    ("evershadow_district", "soulforged"),
];

/// Which earlier titles act in each scenario (Campaign Book "benefits from").
const BENEFITS: &[(&str, &[&str])] = &[
    (
        "alchemists_district",
        &["guardian_of_the_gate", "troll_hunter"],
    ),
    (
        "university_plaza",
        &["lord_of_eagles", "bloodstone_breaker"],
    ),
    ("red_dawn_square", &["troll_hunter", "bloodstone_breaker"]),
    (
        "evershadow_district",
        &["guardian_of_the_gate", "lord_of_eagles"],
    ),
    (
        "temple_of_dawning_twilight",
        &[
            "warden_of_fire",
            "rebel_leader",
            "lore_master",
            "soulforged",
        ],
    ),
];

fn ruleset(lib: &Library) -> Ruleset {
    let mut r = common::arcadia(lib);
    r.load_tiles(|p| lib.get(p).map(str::to_string))
        .unwrap_or_else(|e| panic!("{e}"));
    r
}

fn path(id: &str) -> String {
    format!("scripts/arcadia/scenarios/{id}.yaml")
}

fn load(lib: &Library, id: &str) -> (Scenario, Board) {
    let p = path(id);
    let text = lib.get(&p).unwrap_or_else(|| panic!("{p} is missing"));
    let s = Scenario::parse(text, &p).unwrap_or_else(|e| panic!("{e}"));
    let t = s.build(&ruleset(lib)).unwrap_or_else(|e| panic!("{e}"));
    (s, t.board().clone())
}

fn strings(v: &Value) -> Vec<String> {
    v.as_sequence()
        .map(|s| {
            s.iter()
                .filter_map(|x| x.as_str().map(str::to_string))
                .collect()
        })
        .unwrap_or_default()
}

fn coord(s: &str) -> Coord {
    s.parse().unwrap_or_else(|e| panic!("{s}: {e}"))
}

/// Spaces reachable from `from`, walking through openings and doors (open or closed).
fn reachable(b: &Board, from: Coord) -> BTreeSet<Coord> {
    let mut seen = BTreeSet::from([from]);
    let mut queue = VecDeque::from([from]);
    while let Some(c) = queue.pop_front() {
        for d in Dir::ALL {
            if b.edge(c, d) == Edge::Wall {
                continue;
            }
            if let Some(n) = b.step(c, d)
                && b.cell(n).is_space()
                && seen.insert(n)
            {
                queue.push_back(n);
            }
        }
    }
    seen
}

fn spaces(b: &Board) -> Vec<Coord> {
    b.coords().filter(|&c| b.cell(c).is_space()).collect()
}

#[test]
fn the_tile_library_has_eighteen_connected_faces() {
    let lib = common::library();
    let r = ruleset(&lib);
    let tiles = r.tiles.as_ref().expect("arcadia names its tile library");
    assert_eq!(tiles.size(), 3);
    let want: Vec<String> = (1..=9)
        .flat_map(|n| [format!("{n}A"), format!("{n}B")])
        .collect();
    assert_eq!(tiles.ids().collect::<Vec<_>>(), want);
    let text = lib.get("scripts/arcadia/tiles.yaml").unwrap();
    assert!(text.contains("provisional: true"));
    for id in &want {
        let t = tiles.get(id).unwrap();
        let all = spaces(t);
        assert!(all.len() >= 6, "tile {id} has only {} spaces", all.len());
        assert_eq!(
            reachable(t, all[0]).len(),
            all.len(),
            "tile {id}: some space cannot be reached inside the tile\n{}",
            t.render()
        );
    }
}

#[test]
fn every_campaign_scenario_has_what_a_campaign_needs() {
    let lib = common::library();
    let titles: BTreeMap<&str, &str> = TITLES.iter().copied().collect();
    let benefits: BTreeMap<&str, &[&str]> = BENEFITS.iter().copied().collect();
    for &(id, circle) in SCENARIOS {
        let (s, board) = load(&lib, id);
        let x = &s.extra;
        let get = |k: &str| x.get(k).unwrap_or_else(|| panic!("{id}: no `{k}`"));
        assert!(get("name").as_str().is_some(), "{id}: name");
        assert_eq!(get("circle").as_str(), Some(circle), "{id}: circle");
        assert_eq!(
            get("provisional").as_bool(),
            Some(true),
            "{id}: provisional"
        );
        assert!(x.contains_key("tiles"), "{id}: composed from tiles");
        assert_eq!(s.ruleset, "arcadia");

        // Four start areas (P1 to P4, dealt at random at set-up, rulebook p.10 step 11) of 3+
        // spaces, on the board, not shared.
        let areas = get("start_areas")
            .as_sequence()
            .unwrap_or_else(|| panic!("{id}: `start_areas` must list P1 to P4"));
        assert_eq!(areas.len(), 4, "{id}: four start areas");
        let mut used = BTreeSet::new();
        for (i, area) in areas.iter().enumerate() {
            let list = strings(area);
            assert!(
                list.len() >= 3,
                "{id}: P{} start area has {} spaces",
                i + 1,
                list.len()
            );
            for sp in &list {
                assert!(
                    board.cell(coord(sp)).is_space(),
                    "{id}: P{} start {sp} is not a space",
                    i + 1
                );
                assert!(used.insert(sp.clone()), "{id}: {sp} is in two start areas");
            }
        }

        // The default guilds' heroes wait beside the board for their players to place them.
        for g in ["blue", "red"] {
            let heroes: Vec<_> = s.figures.iter().filter(|f| f.side == g).collect();
            assert_eq!(heroes.len(), 3, "{id}: {g} has {} heroes", heroes.len());
            for h in heroes {
                assert_eq!(h.at, "off", "{id}: {} is placed by its player", h.id);
            }
        }
        assert!(
            s.figures.iter().any(|f| f.side == "monsters"),
            "{id}: no monsters"
        );

        // Every space of the board can be reached from every other (doors count as ways).
        let all = spaces(&board);
        assert_eq!(
            reachable(&board, all[0]).len(),
            all.len(),
            "{id}: the board falls apart\n{}",
            board.render()
        );

        assert!(!s.portals.is_empty(), "{id}: portals");
        for (colour, list) in &s.portals {
            for sp in list {
                assert!(
                    board.cell(coord(sp)).is_space(),
                    "{id}: {colour} portal {sp}"
                );
            }
        }
        assert_eq!(
            x.contains_key("spawn"),
            circle != "final",
            "{id}: spawn tokens (none in the Temple)"
        );
        // Exploration tokens as printed (p.10 step 5): spots the box's 14 are dealt onto.
        let spots = strings(
            get("exploration")
                .get("spots")
                .unwrap_or_else(|| panic!("{id}: exploration without spots")),
        );
        assert!(
            !spots.is_empty() && spots.len() <= 14,
            "{id}: {} exploration spots (the box has 14 tokens)",
            spots.len()
        );
        for sp in &spots {
            assert!(
                board.cell(coord(sp)).is_space(),
                "{id}: exploration spot {sp} is not a space"
            );
        }

        // Quests: the title on exactly the quest the Campaign Book names, reward cards known.
        let quests = get("quests").as_sequence().expect("quests list");
        assert!(!quests.is_empty(), "{id}: quests");
        let granted: Vec<&str> = quests
            .iter()
            .filter_map(|q| q.get("title").and_then(Value::as_str))
            .collect();
        match titles.get(id) {
            Some(t) => assert_eq!(granted, vec![*t], "{id}: title"),
            None => assert!(granted.is_empty(), "{id}: grants no title"),
        }
        for q in quests {
            let script = q.get("script").and_then(Value::as_str).unwrap();
            assert!(
                lib.get(&format!("scripts/arcadia/quests/{script}.lua"))
                    .is_some(),
                "{id}: quest script {script} is missing"
            );
            for r in q.get("rewards").map(strings).unwrap_or_default() {
                assert!(
                    lib.get(&format!("cards/arcadia/rewards/{r}.lua")).is_some(),
                    "{id}: reward card {r} is missing"
                );
            }
        }
        let b = strings(get("benefits_from"));
        assert_eq!(
            b,
            benefits.get(id).copied().unwrap_or(&[]).to_vec(),
            "{id}: benefits_from"
        );
        assert_eq!(
            strings(get("special_rules")),
            vec![format!("{id}_rules")],
            "{id}: special rules"
        );
    }
    // Every scenario file of the folder is one of these or the introduction.
    let files: BTreeSet<String> = lib
        .files
        .keys()
        .filter_map(|p| p.strip_prefix("scripts/arcadia/scenarios/"))
        .filter_map(|p| p.strip_suffix(".yaml"))
        .map(str::to_string)
        .collect();
    let mut known: BTreeSet<String> = SCENARIOS.iter().map(|s| s.0.to_string()).collect();
    known.insert("intro".into());
    assert!(
        files.is_superset(&known),
        "missing: {:?}",
        known.difference(&files)
    );
}

#[test]
fn every_campaign_scenario_plays_random_legal_answers() {
    let lib = common::library();
    let r = ruleset(&lib);
    for &(id, _) in SCENARIOS {
        let (s, _) = load(&lib, id);
        for seed in 0..2u64 {
            let mut g = Game::new(&lib, &r, &s, seed, Limits::default())
                .unwrap_or_else(|e| panic!("{id} seed {seed}: {e}"));
            let mut rng = ChaCha8Rng::seed_from_u64(seed);
            let mut steps = 0;
            while let Some(c) = g.pending() {
                assert!(
                    !c.options.is_empty(),
                    "{id} seed {seed}: a choice without options"
                );
                let n = c.options.len();
                g.answer(rng.random_range(0..n))
                    .unwrap_or_else(|e| panic!("{id} seed {seed} step {steps}: {e}"));
                steps += 1;
                let t = &g.state().table;
                for c in t.board().coords() {
                    if !t.occupants_at(c).is_empty() {
                        assert!(
                            matches!(t.board().cell(c), Cell::Space { .. }),
                            "{id} seed {seed} step {steps}: figures on {c}"
                        );
                    }
                }
                if steps >= 400 {
                    break;
                }
            }
            assert!(
                steps > 20,
                "{id} seed {seed}: the game stopped after {steps} answers"
            );
        }
    }
}

#[test]
fn the_board_command_shows_the_composed_board() {
    // What `board` prints is the tabletop's diagram: the tiles side by side with the doors.
    let lib = common::library();
    let (_, board) = load(&lib, "district_of_hammers");
    let text = board.render();
    let lines: Vec<&str> = text.lines().collect();
    assert_eq!(lines.len(), 19, "{text}");
    assert_eq!(lines[0], "+   +   +   +---+---+---+---+---+---+");
    // The closed door between 8A and 3B, the central well of 3B, the empty bottom right slot.
    assert_eq!(
        board.edge(coord("e3"), Dir::South),
        Edge::Door { open: false }
    );
    assert_eq!(board.cell(coord("e5")), Cell::Space { marker: Some('*') });
    assert_eq!(board.cell(coord("h8")), Cell::OffBoard);
    assert!(Board::parse(&text).unwrap().render() == text);
}
