//! The Rust half of the script API: the `kernel` table of functions over [`GameState`]. The
//! prelude (`scripts/prelude.lua`) wraps these into the documented `game` API; scripts never
//! see `kernel` directly. Every function validates its arguments and fails with the calling
//! script's `file:line` before changing anything.

use std::cell::RefCell;
use std::rc::Rc;

use mlua::{Lua, Table, Value};

use crate::coord::Coord;
use crate::game::state::{GameState, Holder, Scope, Var};
use crate::tabletop::Crowding;

type Shared = Rc<RefCell<GameState>>;

/// An error raised into Lua that names the script line that called the kernel.
pub(crate) fn script_error(lua: &Lua, msg: impl std::fmt::Display) -> mlua::Error {
    // Level 1 is the Lua function that called us; prelude wrappers sit in between, so walk up
    // to the first frame outside the prelude.
    let mut level = 1;
    while let Some((src, line)) = lua.inspect_stack(level, |d| {
        (
            d.source().short_src.map(|s| s.to_string()),
            d.current_line(),
        )
    }) {
        match (src, line) {
            (Some(s), Some(l)) if !s.ends_with("prelude.lua") && s != "[C]" => {
                return mlua::Error::runtime(format!("{s}:{l}: {msg}"));
            }
            _ => level += 1,
        }
    }
    mlua::Error::runtime(msg.to_string())
}

/// The space a script names, through the board (`c4` on a grid, an id on a graph board).
fn coord(lua: &Lua, st: &GameState, s: &str) -> mlua::Result<Coord> {
    st.table.board().locate(s).map_err(|e| script_error(lua, e))
}

/// The graph of a graph board, or a script error for graph-only calls on a grid.
fn graph<'a>(lua: &Lua, st: &'a GameState, call: &str) -> mlua::Result<&'a crate::graph::Graph> {
    st.table
        .board()
        .graph()
        .ok_or_else(|| script_error(lua, format!("game.{call}: not a graph board")))
}

/// Fails for grid-only calls on a graph board.
fn grid_only(lua: &Lua, st: &GameState, call: &str) -> mlua::Result<()> {
    st.table
        .board()
        .check_grid(&format!("game.{call}"))
        .map_err(|e| script_error(lua, e))
}

pub(crate) fn var_from_lua(lua: &Lua, v: Value) -> mlua::Result<Option<Var>> {
    Ok(match v {
        Value::Nil => None,
        Value::Boolean(b) => Some(Var::Bool(b)),
        Value::Integer(i) => Some(Var::Int(i)),
        Value::Number(n) if n.fract() == 0.0 && n.abs() < 9.0e15 => Some(Var::Int(n as i64)),
        Value::String(s) => Some(Var::Str(s.to_str()?.to_string())),
        other => {
            return Err(script_error(
                lua,
                format!(
                    "game state holds whole numbers, booleans and strings, not {}",
                    other.type_name()
                ),
            ));
        }
    })
}

pub(crate) fn var_to_lua(lua: &Lua, v: Option<&Var>) -> mlua::Result<Value> {
    Ok(match v {
        None => Value::Nil,
        Some(Var::Int(i)) => Value::Integer(*i),
        Some(Var::Bool(b)) => Value::Boolean(*b),
        Some(Var::Str(s)) => Value::String(lua.create_string(s)?),
    })
}

fn scope(lua: &Lua, st: &GameState, kind: &str, name: Value) -> mlua::Result<Scope> {
    let name_str = || -> mlua::Result<String> {
        match &name {
            Value::String(s) => Ok(s.to_str()?.to_string()),
            _ => Err(script_error(lua, format!("a {kind} scope needs a name"))),
        }
    };
    match kind {
        "game" => Ok(Scope::Game),
        "side" => {
            let s = name_str()?;
            if !st.sides.contains(&s) {
                return Err(script_error(lua, format!("no side `{s}`")));
            }
            Ok(Scope::Side(s))
        }
        "figure" => {
            let s = name_str()?;
            st.figure(&s).map_err(|e| script_error(lua, e))?;
            Ok(Scope::Figure(s))
        }
        "card" => {
            let id = match name {
                Value::Integer(i) if i > 0 => i as u32,
                _ => return Err(script_error(lua, "a card scope needs a card instance id")),
            };
            st.card(id).map_err(|e| script_error(lua, e))?;
            Ok(Scope::Card(id))
        }
        "space" => space_scope(lua, st, &name_str()?),
        other => Err(script_error(lua, format!("unknown scope kind `{other}`"))),
    }
}

/// The scope of a space's variables: a space of the board (a grid square that is a space, or
/// any space of a graph board), named by its address.
fn space_scope(lua: &Lua, st: &GameState, at: &str) -> mlua::Result<Scope> {
    let c = coord(lua, st, at)?;
    st.table
        .check_space(c)
        .map_err(|e| script_error(lua, format!("space variables: {e}")))?;
    Ok(Scope::Space(st.table.board().address(c)))
}

fn holder(lua: &Lua, st: &GameState, kind: &str, name: Option<String>) -> mlua::Result<Holder> {
    match (kind, name) {
        ("figure", Some(n)) => {
            st.figure(&n).map_err(|e| script_error(lua, e))?;
            Ok(Holder::Figure(n))
        }
        ("side", Some(n)) if st.sides.contains(&n) => Ok(Holder::Side(n)),
        ("side", Some(n)) => Err(script_error(lua, format!("no side `{n}`"))),
        ("nowhere", _) => Ok(Holder::Nowhere),
        (k, _) => Err(script_error(lua, format!("bad card holder `{k}`"))),
    }
}

fn holder_parts(h: &Holder) -> (&'static str, Option<&str>) {
    match h {
        Holder::Figure(f) => ("figure", Some(f)),
        Holder::Side(s) => ("side", Some(s)),
        Holder::Nowhere => ("nowhere", None),
    }
}

/// Builds the `kernel` table over `state`.
///
/// The prelude caches, per run, figure positions, variables, card holders and holders' card
/// lists, and forgets them on its own calls to `move`, `place`, `remove`, `set`, `new_card` and
/// `move_card` (see "State caches" in scripts/prelude.lua). A new function here that changes
/// any of these must be matched there.
pub(crate) fn install(lua: &Lua, state: &Shared, scenario: Value) -> mlua::Result<Table> {
    let k = lua.create_table()?;
    let scenario_table = scenario;
    k.set(
        "scenario",
        lua.create_function(move |_, ()| Ok(scenario_table.clone()))?,
    )?;

    // The functions that change the game, refused while a read-only query runs.
    const CHANGES: &[&str] = &[
        "set",
        "move",
        "place",
        "remove",
        "flip_door",
        "set_blocking",
        "set_marker",
        "new_card",
        "move_card",
        "roll",
        "reroll",
        "shuffle",
        "log_event",
        "note",
        "push",
    ];
    macro_rules! func {
        ($name:literal, |$lua:ident, $st:ident, $args:tt : $ty:ty| $body:block) => {{
            let s = state.clone();
            k.set(
                $name,
                lua.create_function(move |$lua, $args: $ty| {
                    crate::script::profile::kernel_call($name);
                    #[allow(unused_mut)]
                    let mut $st = s.borrow_mut();
                    if $st.read_only && CHANGES.contains(&$name) {
                        return Err(script_error(
                            $lua,
                            format!("game.{} changes the game; a read-only query may not", $name),
                        ));
                    }
                    $body
                })?,
            )?;
        }};
    }

    func!("sides", |lua, st, (): ()| {
        lua.create_sequence_from(st.sides.iter().cloned())
    });
    func!("figure_ids", |lua, st, (): ()| {
        lua.create_sequence_from(st.table.figures().iter().map(|f| f.id.clone()))
    });
    func!("figure", |lua, st, id: String| {
        let i = st.figure(&id).map_err(|e| script_error(lua, e))?;
        let f = st.table.figure(i);
        let t = lua.create_table()?;
        t.set("id", f.id.clone())?;
        t.set("side", f.side.clone())?;
        t.set("card", f.card.clone())?;
        let on = st.table.is_on_board(i);
        t.set("on_board", on)?;
        if on {
            t.set("at", st.table.board().address(f.at))?;
        }
        Ok(t)
    });
    // Where a figure stands (nil when off the board): the one figure field that changes, asked
    // often, so it builds no table.
    func!("where", |lua, st, id: mlua::LuaString| {
        let id = id.to_str()?;
        let i = st.figure(&id).map_err(|e| script_error(lua, e))?;
        if st.table.is_on_board(i) {
            Ok(Some(st.table.board().address(st.table.figure(i).at)))
        } else {
            Ok(None)
        }
    });
    func!("figures_at", |lua, st, at: String| {
        let c = coord(lua, &st, &at)?;
        let ids: Vec<String> = st
            .table
            .occupants_at(c)
            .iter()
            .map(|&i| st.table.figure(i).id.clone())
            .collect();
        lua.create_sequence_from(ids)
    });
    func!(
        "get",
        |lua, st, (kind, name, key): (String, Value, String)| {
            let sc = scope(lua, &st, &kind, name)?;
            // `st.get` would copy the scope once more to build the map key.
            var_to_lua(lua, st.vars.get(&(sc, key)))
        }
    );
    func!("set", |lua,
                  st,
                  (kind, name, key, v): (
        String,
        Value,
        String,
        Value
    )| {
        let sc = scope(lua, &st, &kind, name)?;
        let v = var_from_lua(lua, v)?;
        st.set(sc, &key, v);
        Ok(())
    });
    func!("move", |lua, st, (id, to): (String, String)| {
        let i = st.figure(&id).map_err(|e| script_error(lua, e))?;
        let c = coord(lua, &st, &to)?;
        st.move_figure(i, c).map_err(|e| script_error(lua, e))
    });
    func!("place", |lua, st, (id, to): (String, String)| {
        let i = st.figure(&id).map_err(|e| script_error(lua, e))?;
        let c = coord(lua, &st, &to)?;
        st.place_figure(i, c).map_err(|e| script_error(lua, e))
    });
    func!("remove", |lua, st, id: String| {
        let i = st.figure(&id).map_err(|e| script_error(lua, e))?;
        st.remove_figure(i).map_err(|e| script_error(lua, e))
    });
    func!("flip_door", |lua, st, (a, b): (String, String)| {
        let (a, b) = (coord(lua, &st, &a)?, coord(lua, &st, &b)?);
        st.flip_door(a, b).map_err(|e| script_error(lua, e))
    });
    func!("set_blocking", |lua, st, (at, blocked): (String, bool)| {
        let c = coord(lua, &st, &at)?;
        st.set_blocking(c, blocked)
            .map_err(|e| script_error(lua, e))
    });
    func!(
        "set_marker",
        |lua, st, (at, marker): (String, Option<String>)| {
            let c = coord(lua, &st, &at)?;
            let m = match marker.as_deref() {
                None => None,
                Some(s) => {
                    let mut chars = s.chars();
                    match (chars.next(), chars.next()) {
                        (Some(ch), None) => Some(ch),
                        _ => {
                            return Err(script_error(
                                lua,
                                format!("a marker is one character, not `{s}`"),
                            ));
                        }
                    }
                }
            };
            st.set_marker(c, m).map_err(|e| script_error(lua, e))
        }
    );
    // What a cell of the grid is: "space", "blocking" or "off" (a gap), and a space's marker.
    func!("cell", |lua, st, at: String| {
        let c = coord(lua, &st, &at)?;
        st.table
            .board()
            .check(c)
            .map_err(|e| script_error(lua, e))?;
        Ok(match st.table.board().cell(c) {
            crate::board::Cell::Space { .. } => "space",
            crate::board::Cell::Blocking => "blocking",
            crate::board::Cell::OffBoard => "off",
        })
    });
    func!("marker", |lua, st, at: String| {
        grid_only(lua, &st, "marker")?;
        let c = coord(lua, &st, &at)?;
        st.table
            .board()
            .check(c)
            .map_err(|e| script_error(lua, e))?;
        Ok(match st.table.board().cell(c) {
            crate::board::Cell::Space { marker: Some(m) } => Some(m.to_string()),
            _ => None,
        })
    });
    func!("board_size", |lua, st, (): ()| {
        grid_only(lua, &st, "board_size")?;
        let b = st.table.board();
        Ok((b.width(), b.height()))
    });
    func!(
        "los",
        |lua, st, (a, b, active): (String, String, Option<String>)| {
            if st.table.geometry().sight == crate::geometry::SightLine::None {
                return Err(script_error(
                    lua,
                    "game.los: this ruleset has no line of sight",
                ));
            }
            let (a, b) = (coord(lua, &st, &a)?, coord(lua, &st, &b)?);
            st.table
                .board()
                .check(a)
                .map_err(|e| script_error(lua, e))?;
            st.table
                .board()
                .check(b)
                .map_err(|e| script_error(lua, e))?;
            let active = match active {
                Some(id) => Some(st.figure(&id).map_err(|e| script_error(lua, e))?),
                None => None,
            };
            Ok(st.table.line_of_sight(a, b, active))
        }
    );
    func!("close", |lua, st, (a, b): (String, String)| {
        let (a, b) = (coord(lua, &st, &a)?, coord(lua, &st, &b)?);
        Ok(st.table.is_close(a, b))
    });
    func!(
        "crowding",
        |lua, st, (at, active): (String, Option<String>)| {
            let c = coord(lua, &st, &at)?;
            let active = match active {
                Some(id) => Some(st.figure(&id).map_err(|e| script_error(lua, e))?),
                None => None,
            };
            Ok(match st.table.crowding(c, active) {
                Crowding::Free => "free",
                Crowding::Full => "full",
                Crowding::Blocked => "blocked",
            })
        }
    );
    func!("reach", |lua, st, (id, mp): (String, u32)| {
        let i = st.figure(&id).map_err(|e| script_error(lua, e))?;
        let b = st.table.board();
        lua.create_sequence_from(st.table.reachable(i, mp).iter().map(|&c| b.address(c)))
    });
    func!("distances", |lua, st, goals: Vec<String>| {
        let mut cs = Vec::with_capacity(goals.len());
        for g in &goals {
            let c = coord(lua, &st, g)?;
            st.table
                .board()
                .check(c)
                .map_err(|e| script_error(lua, e))?;
            cs.push(c);
        }
        let b = st.table.board();
        let field = crate::movement::distance_field(&st.table, &cs);
        let out = lua.create_table()?;
        for (i, d) in field.into_iter().enumerate() {
            if let Some(d) = d {
                out.raw_set(b.address(b.coord_of(i)), d)?;
            }
        }
        Ok(out)
    });
    func!("steps", |lua, st, (id, mp): (String, u32)| {
        let i = st.figure(&id).map_err(|e| script_error(lua, e))?;
        let list = lua.create_table()?;
        for (n, s) in st.table.legal_steps(i, mp).into_iter().enumerate() {
            let t = lua.create_table()?;
            t.set("kind", s.kind.name())?;
            t.set("to", st.table.board().address(s.to))?;
            if let Some(d) = s.door {
                t.set("door", st.table.board().address(d))?;
            }
            list.set(n + 1, t)?;
        }
        Ok(list)
    });
    // Graph boards: a space's description, spaces by kind/tag/number, a space's links.
    func!("space", |lua, st, at: String| {
        let g = graph(lua, &st, "space")?;
        let c = coord(lua, &st, &at)?;
        let sp = g.space(st.table.board().index(c));
        let t = lua.create_table()?;
        t.set("id", sp.id.clone())?;
        t.set("name", sp.name.clone())?;
        t.set("kind", sp.kind.clone())?;
        t.set("number", sp.number)?;
        t.set("tags", lua.create_sequence_from(sp.tags.iter().cloned())?)?;
        if let Some((x, y)) = sp.pos {
            let p = lua.create_table()?;
            p.set("x", x)?;
            p.set("y", y)?;
            t.set("pos", p)?;
        }
        let links = lua.create_table()?;
        for (n, &(to, kind)) in sp.links.iter().enumerate() {
            let l = lua.create_table()?;
            l.set("to", g.space(to).id.clone())?;
            l.set("kind", g.path_kinds[kind].clone())?;
            links.set(n + 1, l)?;
        }
        t.set("links", links)?;
        Ok(t)
    });
    func!("spaces", |lua,
                     st,
                     (kind, tag, number): (
        Option<String>,
        Option<String>,
        Option<u32>
    )| {
        let g = graph(lua, &st, "spaces")?;
        let mut ids: Vec<String> = g
            .spaces
            .iter()
            .filter(|s| kind.as_ref().is_none_or(|k| &s.kind == k))
            .filter(|s| tag.as_ref().is_none_or(|t| s.tags.contains(t)))
            .filter(|s| number.is_none_or(|n| s.number == Some(n)))
            .map(|s| s.id.clone())
            .collect();
        ids.sort();
        lua.create_sequence_from(ids)
    });
    func!("links", |lua, st, at: String| {
        let g = graph(lua, &st, "links")?;
        let c = coord(lua, &st, &at)?;
        let sp = g.space(st.table.board().index(c));
        lua.create_sequence_from(sp.links.iter().map(|&(to, _)| g.space(to).id.clone()))
    });
    func!("map", |lua, st, (): ()| {
        let g = graph(lua, &st, "map")?;
        let mut m = serde_yaml::Mapping::new();
        for (k, v) in &g.extra {
            m.insert(k.clone().into(), v.clone());
        }
        mlua::LuaSerdeExt::to_value(lua, &serde_yaml::Value::Mapping(m))
    });
    func!("new_card", |lua,
                       st,
                       (card, kind, name): (
        String,
        String,
        Option<String>
    )| {
        let h = holder(lua, &st, &kind, name)?;
        Ok(st.new_card(&card, h))
    });
    func!("move_card", |lua,
                        st,
                        (id, kind, name): (
        u32,
        String,
        Option<String>
    )| {
        let h = holder(lua, &st, &kind, name)?;
        st.move_card(id, h).map_err(|e| script_error(lua, e))
    });
    func!("card", |lua, st, id: u32| {
        let c = st.card(id).map_err(|e| script_error(lua, e))?;
        let t = lua.create_table()?;
        t.set("id", c.id)?;
        t.set("card", c.card.clone())?;
        let (kind, name) = holder_parts(&c.holder);
        t.set("holder_kind", kind)?;
        t.set("holder", name)?;
        Ok(t)
    });
    // A card's holder as two values (kind, name), no table: dispatch asks it per handler.
    func!("holder", |lua, st, id: u32| {
        let c = st.card(id).map_err(|e| script_error(lua, e))?;
        let (kind, name) = holder_parts(&c.holder);
        Ok((kind, name.map(str::to_string)))
    });
    func!(
        "cards",
        |lua, st, (kind, name): (Option<String>, Option<String>)| {
            let want = match kind {
                None => None,
                Some(k) => Some(holder(lua, &st, &k, name)?),
            };
            let ids: Vec<u32> = st
                .cards
                .iter()
                .filter(|c| want.as_ref().is_none_or(|h| &c.holder == h))
                .map(|c| c.id)
                .collect();
            lua.create_sequence_from(ids)
        }
    );
    func!("roll", |lua,
                   st,
                   (die, n, explode, rerollable): (
        String,
        i64,
        Option<bool>,
        Option<bool>
    )| {
        if !(0..=100).contains(&n) {
            return Err(script_error(
                lua,
                format!("cannot roll {n} dice (0 to 100)"),
            ));
        }
        let options = crate::dice::RollOptions {
            explode: explode.unwrap_or(true),
            rerollable: rerollable.unwrap_or(true),
        };
        st.roll(&die, n as usize, options)
            .map_err(|e| script_error(lua, e))
    });
    func!("roll_dice", |lua, st, id: u32| {
        let roll = st.roll_ref(id).map_err(|e| script_error(lua, e))?;
        let list = lua.create_table()?;
        for (i, d) in roll.view(&st.dice_set).into_iter().enumerate() {
            let t = lua.create_table()?;
            t.set(
                "face",
                if d.tags.is_empty() {
                    "blank".to_string()
                } else {
                    d.tags.join("+")
                },
            )?;
            t.set(
                "tags",
                lua.create_sequence_from(d.tags.iter().map(|s| s.to_string()))?,
            )?;
            t.set("extra", d.extra)?;
            t.set("added_by", d.added_by.map(|p| p + 1))?;
            t.set("rerolls", d.rerolls)?;
            list.set(i + 1, t)?;
        }
        Ok(list)
    });
    func!("roll_count", |lua, st, (id, tag): (u32, String)| {
        let roll = st.roll_ref(id).map_err(|e| script_error(lua, e))?;
        roll.count_named(&st.dice_set, &tag)
            .map_err(|e| script_error(lua, e))
    });
    func!("reroll", |lua, st, (id, index): (u32, usize)| {
        if index == 0 {
            return Err(script_error(lua, "dice are numbered from 1"));
        }
        st.reroll(id, index - 1).map_err(|e| script_error(lua, e))
    });
    // A random order of n items (1..=n) from the game's generator, never from rigged dice.
    func!("shuffle", |lua, st, n: i64| {
        let n = usize::try_from(n).map_err(|_| {
            script_error(
                lua,
                format!("cannot shuffle {n} items (0 to {})", GameState::MAX_SHUFFLE),
            )
        })?;
        let order = st.shuffle(n).map_err(|e| script_error(lua, e))?;
        lua.create_sequence_from(order)
    });
    func!("log_event", |lua, st, (name, detail): (String, String)| {
        st.log
            .push(crate::game::state::LogEntry::Event { name, detail });
        Ok(())
    });
    func!("note", |lua, st, text: String| {
        st.log.push(crate::game::state::LogEntry::Note(text));
        Ok(())
    });
    func!("push", |lua, st, (name, args): (String, Table)| {
        let mut list = Vec::new();
        for pair in args.pairs::<Value, Value>() {
            let (k, v) = pair?;
            let Value::String(k) = k else {
                return Err(script_error(
                    lua,
                    "game.push: argument names must be strings",
                ));
            };
            let k = k.to_str()?.to_string();
            if let Some(v) = var_from_lua(lua, v)? {
                list.push((k, v));
            }
        }
        list.sort();
        st.pushed.push(crate::game::state::Frame {
            step: name,
            args: list,
        });
        Ok(())
    });
    Ok(k)
}
