//! The Rust half of the script API: the `kernel` table of functions over [`GameState`]. The
//! prelude (`scripts/prelude.lua`) wraps these into the documented `game` API; scripts never
//! see `kernel` directly. Every function validates its arguments and fails with the calling
//! script's `file:line` before changing anything.

use std::cell::RefCell;
use std::collections::HashMap;
use std::rc::Rc;

use mlua::{Function, Lua, Table, Value};

use crate::coord::Coord;
use crate::game::state::{
    Asked, Choice, ChoiceOption, Datum, DatumKey, Frame, GameState, Holder, LogEntry, Scope, Var,
    Window,
};
use crate::tabletop::Crowding;

type Shared = Rc<RefCell<GameState>>;

/// `kernel.reactions(side, prompt, reactors, step, args, holds, listed, figure_eq, card_eq, rule)`.
type ReactionsArgs = (
    String,
    String,
    Table,
    String,
    Table,
    Option<String>,
    bool,
    Function,
    Function,
    Option<String>,
);

/// An error raised into Lua that names the script line that called the kernel.
pub(crate) fn script_error(lua: &Lua, msg: impl std::fmt::Display) -> mlua::Error {
    // The prelude's wrappers and the sandbox's guards sit between: the first frame outside.
    mlua::Error::runtime(format!("{}{msg}", crate::script::host::caller_line(lua)))
}

/// The error for a kernel call made while another is running (from a metamethod it
/// triggered): the state is in the middle of a change, so the call is refused, never a panic.
fn reentered(lua: &Lua) -> mlua::Error {
    script_error(
        lua,
        "the game API was called from inside another of its calls (a metamethod); it is not re-entrant",
    )
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
pub(crate) fn install(
    lua: &Lua,
    state: &Shared,
    scenario: Value,
    terrain: Option<Rc<crate::terrain::TerrainRules>>,
    keeper: crate::script::host::Keeper,
) -> mlua::Result<Table> {
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
        "emit",
        "note",
        "push",
        "hide",
        "hide_card",
    ];
    macro_rules! func {
        ($name:literal, |$lua:ident, $st:ident, $args:tt : $ty:ty| $body:block) => {{
            let s = state.clone();
            let keeper = keeper.clone();
            let changes = CHANGES.contains(&$name);
            k.set(
                $name,
                lua.create_function(move |$lua, $args: $ty| {
                    crate::script::profile::kernel_call($name);
                    #[allow(unused_mut)]
                    let mut $st = s.try_borrow_mut().map_err(|_| reentered($lua))?;
                    if !changes {
                        return $body;
                    }
                    if $st.read_only {
                        return Err(script_error(
                            $lua,
                            format!("game.{} changes the game; a read-only query may not", $name),
                        ));
                    }
                    let before = $st.log.bytes();
                    #[allow(clippy::redundant_closure_call)]
                    let out = (|| $body)();
                    let after = $st.log.bytes();
                    if out.is_ok() && after > before {
                        // What it logged (variables are logged as they change) is text the
                        // game now keeps outside the Lua heap.
                        keeper.kept($lua, after - before, after)?;
                    }
                    out
                })?,
            )?;
        }};
    }

    func!("sides", |lua, st, (): ()| {
        lua.create_sequence_from(st.sides.iter().cloned())
    });
    func!("recent_events", |lua, st, (): ()| {
        // The events the last answer set off: every Event entry after the last Chose entry.
        let mut events: Vec<(&str, &str)> = st
            .log
            .iter()
            .rev()
            .take_while(|e| !matches!(e, LogEntry::Chose { .. }))
            .filter_map(|e| match e {
                LogEntry::Event { name, detail } => Some((name.as_str(), detail.as_str())),
                _ => None,
            })
            .collect();
        events.reverse();
        let list = lua.create_table_with_capacity(events.len(), 0)?;
        for (n, (name, detail)) in events.into_iter().enumerate() {
            let t = lua.create_table_with_capacity(0, 2)?;
            t.raw_set("name", name)?;
            t.raw_set("detail", detail)?;
            list.raw_set(n + 1, t)?;
        }
        Ok(list)
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
    {
        let s = state.clone();
        k.set(
            "terrain_steps",
            lua.create_function(move |lua, (id, left): (String, i64)| {
                crate::script::profile::kernel_call("terrain_steps");
                let Some(rules) = &terrain else {
                    return Err(script_error(
                        lua,
                        "game.terrain_steps: the ruleset has no `terrain:` rules",
                    ));
                };
                let st = s.try_borrow().map_err(|_| reentered(lua))?;
                let i = st.figure(&id).map_err(|e| script_error(lua, e))?;
                if !st.is_on_board(i) {
                    return Err(script_error(
                        lua,
                        format!("game.terrain_steps: {id} is not on the board"),
                    ));
                }
                let left = u32::try_from(left.max(0)).unwrap_or(u32::MAX);
                let steps = rules.steps(&st, i, left);
                let list = lua.create_table_with_capacity(steps.len(), 0)?;
                for (n, step) in steps.iter().enumerate() {
                    let t = lua.create_table_with_capacity(0, 2 + rules.hazards().len())?;
                    t.raw_set("to", st.table.board().address(step.to))?;
                    t.raw_set("cost", step.cost)?;
                    for h in rules.hazards() {
                        t.raw_set(h.as_str(), step.hazard.as_deref() == Some(h.as_str()))?;
                    }
                    list.raw_set(n + 1, t)?;
                }
                Ok(list)
            })?,
        )?;
    }
    // A hash of a text, the same in every process (unlike Lua's own string hashes): a rule
    // that keeps "what this looked like" in a variable stores a number, not the text.
    k.set(
        "digest",
        lua.create_function(|_, text: mlua::LuaString| {
            crate::script::profile::kernel_call("digest");
            Ok(digest(&text.as_bytes()))
        })?,
    )?;
    // `game.picture`: the digest of a text listing every figure's place and one variable (and
    // for one side's figures the cards they hold and how many have a card variable set), made
    // here in one pass instead of in Lua: Arcadia pictures both guilds at every turn's end,
    // lookahead and search playouts included. The second value is the work done (figures and
    // cards looked at), which the prelude charges to the script's budget.
    func!("picture", |_lua,
                      st,
                      (prefix, side, figure_var, card_var): (
        mlua::LuaString,
        Option<String>,
        String,
        String
    )| {
        use std::io::Write;
        let mut text: Vec<u8> = prefix.as_bytes().to_vec();
        let mut work = 0usize;
        let mut key = (Scope::Figure(String::new()), figure_var);
        // Cards held and cards with `card_var` set, per holding figure: one pass over the
        // cards (only when a side's figures show theirs).
        let mut holdings: std::collections::HashMap<&str, (u32, u32)> =
            std::collections::HashMap::new();
        if let Some(side) = side.as_deref() {
            // Only the cards of the side's own figures are shown: only they are counted.
            let mine: std::collections::HashSet<&str> = st
                .table
                .figures()
                .iter()
                .filter(|f| f.side == side)
                .map(|f| f.id.as_str())
                .collect();
            let mut card_key = (Scope::Card(0), card_var);
            for c in st.cards.iter() {
                work += 1;
                if let Holder::Figure(h) = &c.holder
                    && mine.contains(h.as_str())
                {
                    card_key.0 = Scope::Card(c.id);
                    let set = matches!(st.vars.get(&card_key), Some(Var::Bool(true)));
                    let e = holdings.entry(h.as_str()).or_default();
                    e.0 += 1;
                    e.1 += u32::from(set);
                }
            }
        }
        for (i, f) in st.table.figures().iter().enumerate() {
            work += 1;
            text.push(b',');
            text.extend_from_slice(f.id.as_bytes());
            text.push(b'@');
            if st.table.is_on_board(i) {
                text.extend_from_slice(st.table.board().address(f.at).as_bytes());
            } else {
                text.extend_from_slice(b"nil");
            }
            key.0 = Scope::Figure(f.id.clone());
            let v = match st.vars.get(&key) {
                Some(Var::Int(n)) => *n,
                _ => 0,
            };
            let _ = write!(text, ":{v}");
            if side.as_deref() == Some(f.side.as_str()) {
                let (held, set) = holdings.get(f.id.as_str()).copied().unwrap_or((0, 0));
                let _ = write!(text, ":{held}:{set}");
            }
        }
        Ok((digest(&text), work as i64))
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
    func!("los_to_barrier", |lua, st, (a, b): (String, String)| {
        if st.table.geometry().sight == crate::geometry::SightLine::None {
            return Err(script_error(
                lua,
                "game.los_to_barrier: this ruleset has no line of sight",
            ));
        }
        let (a, b) = (coord(lua, &st, &a)?, coord(lua, &st, &b)?);
        let board = st.table.board();
        board.check(a).map_err(|e| script_error(lua, e))?;
        board.check(b).map_err(|e| script_error(lua, e))?;
        Ok(st.table.sees_barrier_square(a, b))
    });
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
    func!("distances", |lua,
                        st,
                        (goals, mover, limit, at): (
        Vec<String>,
        Option<String>,
        Option<i64>,
        Option<Vec<String>>
    )| {
        let mut cs = Vec::with_capacity(goals.len());
        for g in &goals {
            let c = coord(lua, &st, g)?;
            st.table
                .board()
                .check(c)
                .map_err(|e| script_error(lua, e))?;
            cs.push(c);
        }
        // With `at`: only those spaces are answered (a bot asking how far a few spaces are
        // pays for a few entries, not for the board's).
        let wanted = match &at {
            Some(list) => {
                let mut v = Vec::with_capacity(list.len());
                for s in list {
                    let c = coord(lua, &st, s)?;
                    st.table
                        .board()
                        .check(c)
                        .map_err(|e| script_error(lua, e))?;
                    v.push(c);
                }
                Some(v)
            }
            None => None,
        };
        let b = st.table.board();
        // With a mover: what that figure pays to walk there (a closed door 2 points, no space
        // it may not enter crossed, goals themselves at 0), which a bot weighs steps by.
        let field: Vec<Option<u32>> = match mover {
            Some(id) => {
                let i = st.figure(&id).map_err(|e| script_error(lua, e))?;
                let limit =
                    limit.map_or(u32::MAX - 2, |l| l.clamp(0, i64::from(u32::MAX - 2)) as u32);
                match &wanted {
                    Some(list) => crate::movement::costs_to(&st.table, i, &cs, limit, list),
                    None => crate::movement::costs_from_any(&st.table, i, &cs, limit),
                }
                .into_iter()
                .map(|c| (c != u32::MAX).then_some(c))
                .collect()
            }
            None => crate::movement::distance_field(&st.table, &cs),
        };
        let entries: Vec<(Coord, u32)> = match wanted {
            Some(list) => list
                .into_iter()
                .filter_map(|c| field[b.index(c)].map(|d| (c, d)))
                .collect(),
            None => field
                .iter()
                .enumerate()
                .filter_map(|(i, d)| d.map(|d| (b.coord_of(i), d)))
                .collect(),
        };
        distance_table(lua, b, &entries)
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
        let (kind, name) = holder_parts(&c.holder);
        card_table(lua, c.id, &c.card, kind, name)
    });
    // A card's holder as two values (kind, name), no table: dispatch asks it per handler.
    func!("holder", |lua, st, id: u32| {
        let c = st.card(id).map_err(|e| script_error(lua, e))?;
        let (kind, name) = holder_parts(&c.holder);
        Ok((kind, name.map(str::to_string)))
    });
    func!("cards", |lua,
                    st,
                    (kind, name, with): (
        Option<String>,
        Option<String>,
        Option<String>
    )| {
        let want = match kind {
            None => None,
            Some(k) => Some(holder(lua, &st, &k, name)?),
        };
        // With `with`: only the instances whose variable of that name is set (a loop over
        // every card asking each for one variable, in one call).
        let mut key = (Scope::Card(0), with.unwrap_or_default());
        let filtered = !key.1.is_empty();
        let ids: Vec<u32> = st
            .cards
            .iter()
            .filter(|c| want.as_ref().is_none_or(|h| &c.holder == h))
            .filter(|c| {
                if !filtered {
                    return true;
                }
                key.0 = Scope::Card(c.id);
                st.vars.get(&key).is_some()
            })
            .map(|c| c.id)
            .collect();
        lua.create_sequence_from(ids)
    });
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
    // Event dispatch: which card definitions handle each event (told by the prelude as each
    // card is defined; shared by the games of this script state, like the definitions), and,
    // when an event is raised, which card instances of the running game handle it.
    // (A short list per event: comparing an instance's card id with a few strings is cheaper
    // than hashing it, and this runs at every event.)
    let handled: Rc<RefCell<HashMap<String, Vec<String>>>> = Rc::default();
    {
        let handled = handled.clone();
        k.set(
            "define_handlers",
            lua.create_function(move |_, (card, events): (String, Vec<String>)| {
                let mut h = handled.borrow_mut();
                for list in h.values_mut() {
                    list.retain(|c| *c != card);
                }
                for e in events {
                    h.entry(e).or_default().push(card.clone());
                }
                Ok(())
            })?,
        )?;
    }
    // Logs event `name` and returns the card instances that handle it, in instance order, with
    // the side holding each (a holding figure's side): `{id, side, id, side, ...}`. Cards out
    // of play (held by nobody) do not react.
    func!("emit", |lua, st, (name, detail): (String, String)| {
        let out = lua.create_table()?;
        if let Some(cards) = handled.borrow().get(&name).filter(|c| !c.is_empty()) {
            let mut n = 0;
            for c in st.cards.iter() {
                if !cards.contains(&c.card) {
                    continue;
                }
                let side = match &c.holder {
                    Holder::Nowhere => continue,
                    Holder::Side(s) => s.as_str(),
                    Holder::Figure(f) => match st.table.find_figure(f) {
                        Ok(i) => st.table.figure(i).side.as_str(),
                        Err(_) => continue,
                    },
                };
                out.raw_set(n + 1, c.id)?;
                out.raw_set(n + 2, side)?;
                n += 2;
            }
        }
        st.log
            .push(crate::game::state::LogEntry::Event { name, detail });
        Ok(out)
    });
    func!("log_event", |lua, st, (name, detail): (String, String)| {
        st.log
            .push(crate::game::state::LogEntry::Event { name, detail });
        Ok(())
    });
    func!(
        "note",
        |lua, st, (text, sides): (String, Option<Vec<String>>)| {
            // With `sides`: a note only those sides may read (principle 5, `game.log(text, sides)`).
            let sides = sides
                .map(|list| known_sides(&st, list, "game.log"))
                .transpose()
                .map_err(|e| script_error(lua, e))?;
            st.log.push(crate::game::state::LogEntry::Note(text));
            if let Some(sides) = sides {
                let at = st.log.len() - 1;
                st.secrets.entries.insert(at, std::sync::Arc::new(sides));
            }
            Ok(())
        }
    );
    // Who may see a game variable (`game.hide`) or a card instance's identity
    // (`game.hide_card`): the sides listed (none: nobody), or everybody again (nil).
    func!(
        "hide",
        |lua, st, (key, sides): (String, Option<Vec<String>>)| {
            match sides {
                None => {
                    st.secrets.vars.remove(&key);
                }
                Some(list) => {
                    let list =
                        known_sides(&st, list, "game.hide").map_err(|e| script_error(lua, e))?;
                    if st.secrets.vars.get(&key).is_none_or(|old| **old != list) {
                        st.secrets.vars.insert(key, std::sync::Arc::new(list));
                    }
                }
            }
            Ok(())
        }
    );
    func!(
        "hide_card",
        |lua, st, (id, sides): (u32, Option<Vec<String>>)| {
            st.card(id).map_err(|e| script_error(lua, e))?;
            match sides {
                None => {
                    st.secrets.cards.remove(&id);
                }
                Some(list) => {
                    let list = known_sides(&st, list, "game.hide_card")
                        .map_err(|e| script_error(lua, e))?;
                    st.secrets.cards.insert(id, std::sync::Arc::new(list));
                }
            }
            Ok(())
        }
    );
    // Read-only: whether `side` (nil: everybody, as `--reveal` does; "": a spectator) may see a game variable
    // or which card an instance is; what the rules' `status` query shows a player.
    func!(
        "may_see",
        |_lua, st, (key, side): (String, Option<String>)| {
            Ok(st.may_see_var(&key, viewer_of(side.as_deref())))
        }
    );
    func!(
        "may_see_card",
        |lua, st, (id, side): (u32, Option<String>)| {
            st.card(id).map_err(|e| script_error(lua, e))?;
            Ok(st.may_see_card(id, viewer_of(side.as_deref())))
        }
    );
    func!("push", |lua, st, (name, args): (String, Table)| {
        if st.asked.is_some() {
            return Err(script_error(
                lua,
                "game.push after game.ask: a step that asks a question pushes nothing",
            ));
        }
        let args = frame_args(lua, args, "game.push", true)?;
        st.pushed.push(Frame {
            step: name,
            args,
            pick: None,
            window: None,
        });
        Ok(())
    });
    {
        let s = state.clone();
        let keys = (lua.create_string("__eq")?, lua.create_string("id")?);
        k.set(
            "ask",
            lua.create_function(
                move |lua,
                      (side, prompt, options, step, args, figure_eq, card_eq, secret, rule): (
                    String,
                    String,
                    Table,
                    String,
                    Table,
                    Function,
                    Function,
                    Option<bool>,
                    Option<String>,
                )| {
                    crate::script::profile::kernel_call("ask");
                    let then = Frame {
                        step,
                        args: frame_args(lua, args, "game.ask", false)?,
                        pick: None,
                        window: None,
                    };
                    let (list, fields) =
                        read_question(lua, options, (figure_eq, card_eq), &keys, "game.ask")?;
                    let mut st = s.try_borrow_mut().map_err(|_| reentered(lua))?;
                    if st.read_only {
                        return Err(script_error(
                            lua,
                            "game.ask changes the game; a read-only query may not",
                        ));
                    }
                    if st.asked.is_some() {
                        return Err(script_error(lua, "game.ask: this step asked already"));
                    }
                    if !st.pushed.is_empty() {
                        return Err(script_error(
                            lua,
                            "game.ask after game.push: a step that asks a question pushes nothing",
                        ));
                    }
                    st.asked = Some(std::sync::Arc::new(Asked {
                        choice: std::sync::Arc::new(Choice {
                            side,
                            prompt,
                            options: list,
                            secret: secret == Some(true),
                            rule,
                        }),
                        fields,
                        then,
                    }));
                    Ok(())
                },
            )?,
        )?;
    }
    {
        let s = state.clone();
        let keys = (lua.create_string("__eq")?, lua.create_string("id")?);
        k.set(
            "reactions",
            lua.create_function(
                move |lua,
                      (side, prompt, reactors, step, args, holds, listed, figure_eq, card_eq, rule): ReactionsArgs| {
                    crate::script::profile::kernel_call("reactions");
                    let args = frame_args(lua, args, "game.reactions", false)?;
                    if reactors.raw_len() == 0 {
                        // Nobody may react: there is no window to open.
                        return Ok(());
                    }
                    let (list, fields) = read_question(
                        lua,
                        reactors,
                        (figure_eq, card_eq),
                        &keys,
                        "game.reactions",
                    )?;
                    let mut st = s.try_borrow_mut().map_err(|_| reentered(lua))?;
                    if st.read_only {
                        return Err(script_error(
                            lua,
                            "game.reactions changes the game; a read-only query may not",
                        ));
                    }
                    if st.asked.is_some() {
                        return Err(script_error(
                            lua,
                            "game.reactions after game.ask: a step that asks a question pushes nothing",
                        ));
                    }
                    st.pushed.push(Frame {
                        step,
                        args,
                        pick: None,
                        window: Some(std::sync::Arc::new(Window {
                            side,
                            prompt,
                            reactors: list,
                            fields,
                            holds,
                            listed,
                            rule,
                        })),
                    });
                    Ok(())
                },
            )?,
        )?;
    }
    {
        let s = state.clone();
        k.set(
            "asked",
            lua.create_function(
                move |lua, (figure, card, bare): (Function, Function, Option<bool>)| {
                    // The state's borrow ends before any proxy is made (making one may call the
                    // kernel).
                    let asked = s.try_borrow().map_err(|_| reentered(lua))?.asked.clone();
                    let Some(asked) = asked else {
                        return Ok(Value::Nil);
                    };
                    if bare == Some(true) {
                        // `game.pending{fields = false}`: side, prompt and each option's key and
                        // label, without the options' own fields (no proxies made).
                        return bare_spec(lua, &asked.choice).map(Value::Table);
                    }
                    let makers = Makers { figure, card };
                    let spec = lua.create_table()?;
                    spec.raw_set("side", asked.choice.side.as_str())?;
                    spec.raw_set("prompt", asked.choice.prompt.as_str())?;
                    let options = lua.create_table()?;
                    for (i, (o, own)) in asked.choice.options.iter().zip(&asked.fields).enumerate()
                    {
                        let t = fields_to_lua(lua, own, &makers)?;
                        t.raw_set("key", o.key.as_str())?;
                        t.raw_set("label", o.label.as_str())?;
                        options.raw_set(i + 1, t)?;
                    }
                    spec.raw_set("options", options)?;
                    Ok(Value::Table(spec))
                },
            )?,
        )?;
    }
    Ok(k)
}

/// A question's options as data (`game.ask`, `game.reactions`): `read_options`, its problem
/// raised as the calling script's error, prefixed with `call`.
#[allow(clippy::type_complexity)]
fn read_question(
    lua: &Lua,
    options: Table,
    (figure_eq, card_eq): (Function, Function),
    (eq_key, id_key): &(mlua::LuaString, mlua::LuaString),
    call: &str,
) -> mlua::Result<(Vec<ChoiceOption>, Vec<Vec<(DatumKey, Datum)>>)> {
    read_options(lua, options, figure_eq, card_eq, eq_key, id_key)?
        .map_err(|e| script_error(lua, format!("{call}: {e}")))
}

/// A step's arguments as data: string names, plain values, sorted by name. `floats`: a float
/// with no fraction is taken as a whole number (game.push); game.ask refuses it, as the step
/// that goes on may get the table itself, and must read the same as from the data. Read
/// straight off the Lua stack (every step pushed or asked passes here; see `read_options`).
fn frame_args(
    lua: &Lua,
    args: Table,
    call: &str,
    floats: bool,
) -> mlua::Result<Vec<(String, Var)>> {
    use mlua::ffi;
    let mut out: Result<Vec<(String, Var)>, String> = Ok(Vec::new());
    // SAFETY: protected, the table at slot 1; only reads (next, tolstring on strings), so no
    // Lua error or allocation happens inside, and the stack is left as found.
    unsafe {
        lua.exec_raw::<()>(args, |state| {
            let mut list = Vec::new();
            ffi::lua_pushnil(state);
            while ffi::lua_next(state, 1) != 0 {
                let r: Result<Option<(String, Var)>, String> = (|| {
                    if ffi::lua_type(state, -2) != ffi::LUA_TSTRING {
                        return Err("argument names must be strings".into());
                    }
                    let k = raw_text(state, -2)?;
                    let v = match ffi::lua_type(state, -1) {
                        ffi::LUA_TNIL => return Ok(None),
                        ffi::LUA_TBOOLEAN => Var::Bool(ffi::lua_toboolean(state, -1) != 0),
                        ffi::LUA_TSTRING => Var::Str(raw_text(state, -1)?),
                        ffi::LUA_TNUMBER if ffi::lua_isinteger(state, -1) != 0 => {
                            Var::Int(ffi::lua_tointegerx(state, -1, std::ptr::null_mut()))
                        }
                        ffi::LUA_TNUMBER => {
                            let n = ffi::lua_tonumberx(state, -1, std::ptr::null_mut());
                            if floats && n.fract() == 0.0 && n.abs() < 9.0e15 {
                                Var::Int(n as i64)
                            } else {
                                return Err(format!("argument `{k}` = {n} is not a whole number"));
                            }
                        }
                        _ => {
                            return Err(format!(
                                "argument `{k}`: game state holds whole numbers, booleans and strings"
                            ));
                        }
                    };
                    Ok(Some((k, v)))
                })();
                ffi::lua_pop(state, 1);
                match r {
                    Ok(Some(kv)) => list.push(kv),
                    Ok(None) => {}
                    Err(e) => {
                        ffi::lua_pop(state, 1);
                        out = Err(e);
                        return;
                    }
                }
            }
            list.sort();
            out = Ok(list);
        })?;
    }
    out.map_err(|e| script_error(lua, format!("{call}: {e}")))
}

/// The UTF-8 text of the string at `idx` (which must be a string: no conversion happens).
unsafe fn raw_text(state: *mut mlua::ffi::lua_State, idx: i32) -> Result<String, String> {
    let mut len = 0usize;
    // SAFETY: the caller checked the value is a string; Lua keeps it alive while on the stack.
    let bytes = unsafe {
        let p = mlua::ffi::lua_tolstring(state, idx, &mut len);
        std::slice::from_raw_parts(p as *const u8, len)
    };
    std::str::from_utf8(bytes)
        .map(str::to_string)
        .map_err(|_| "a string that is not UTF-8".to_string())
}

/// A step's arguments as a Lua table, made in one protected call (a `raw_set` per argument
/// protects each, and makes each name anew).
pub(crate) fn args_table(lua: &Lua, args: &[(String, Var)]) -> mlua::Result<Table> {
    use mlua::ffi;
    // SAFETY: protected; pushes a new table and fills it. A memory error raised by Lua here
    // unwinds through this closure, which owns nothing that needs dropping.
    unsafe {
        lua.exec_raw::<Table>((), |state| {
            ffi::lua_createtable(state, 0, args.len() as i32);
            for (k, v) in args {
                ffi::lua_pushlstring(state, k.as_ptr() as *const _, k.len());
                match v {
                    Var::Int(i) => ffi::lua_pushinteger(state, *i),
                    Var::Bool(b) => ffi::lua_pushboolean(state, *b as i32),
                    Var::Str(s) => {
                        ffi::lua_pushlstring(state, s.as_ptr() as *const _, s.len());
                    }
                }
                ffi::lua_rawset(state, -3);
            }
        })
    }
}

/// A table space -> distance (`game.distances`), made in one protected call: a `raw_set` per
/// entry protects each and makes each address anew, which cost more than the search itself.
fn distance_table(
    lua: &Lua,
    b: &crate::board::Board,
    entries: &[(Coord, u32)],
) -> mlua::Result<Table> {
    use mlua::ffi;
    let mut name = String::new();
    // SAFETY: protected; pushes a new table and fills it. A memory error raised by Lua here
    // unwinds through this closure, which owns nothing that needs dropping (`name` is the
    // caller's).
    unsafe {
        lua.exec_raw::<Table>((), |state| {
            // On a grid, a square's name depends on its coordinate alone: each name is made
            // once per script state and kept in a registry table by coordinate, since making
            // it anew (formatting, hashing, interning) cost more than the rest of an entry.
            let grid = b.graph().is_none();
            let names = if grid {
                let key = std::ptr::addr_of!(GRID_NAMES) as *const std::ffi::c_void;
                if ffi::lua_rawgetp(state, ffi::LUA_REGISTRYINDEX, key) != ffi::LUA_TTABLE {
                    ffi::lua_pop(state, 1);
                    ffi::lua_createtable(state, 0, 0);
                    ffi::lua_pushvalue(state, -1);
                    ffi::lua_rawsetp(state, ffi::LUA_REGISTRYINDEX, key);
                }
                ffi::lua_gettop(state)
            } else {
                0
            };
            ffi::lua_createtable(state, 0, entries.len() as i32);
            for &(c, d) in entries {
                if grid {
                    let k = (i64::from(c.row) << 16) | i64::from(c.col);
                    if ffi::lua_rawgeti(state, names, k) != ffi::LUA_TSTRING {
                        ffi::lua_pop(state, 1);
                        name.clear();
                        c.write_name(&mut name);
                        ffi::lua_pushlstring(state, name.as_ptr() as *const _, name.len());
                        ffi::lua_pushvalue(state, -1);
                        ffi::lua_rawseti(state, names, k);
                    }
                } else {
                    b.write_address(c, &mut name);
                    ffi::lua_pushlstring(state, name.as_ptr() as *const _, name.len());
                }
                ffi::lua_pushinteger(state, i64::from(d));
                ffi::lua_rawset(state, -3);
            }
            if grid {
                ffi::lua_remove(state, names);
            }
        })
    }
}

/// The registry key (its address) of the table of grid squares' names, by coordinate
/// (`distance_table`).
static GRID_NAMES: u8 = 0;

/// Sets `t[key] = v` (both strings, raw) on the table at the top of `state`'s stack; for the
/// tables built in one protected call below.
///
/// # Safety
/// `state` is inside `Lua::exec_raw`, with a table on top and two free stack slots.
unsafe fn put(state: *mut mlua::ffi::lua_State, key: &str, v: &str) {
    use mlua::ffi;
    unsafe {
        ffi::lua_pushlstring(state, key.as_ptr() as *const _, key.len());
        ffi::lua_pushlstring(state, v.as_ptr() as *const _, v.len());
        ffi::lua_rawset(state, -3);
    }
}

/// `kernel.card`'s answer `{id, card, holder_kind, holder}`, made in one protected call (the
/// prelude asks it for every card instance it meets after a fork).
fn card_table(
    lua: &Lua,
    id: u32,
    card: &str,
    kind: &str,
    holder: Option<&str>,
) -> mlua::Result<Table> {
    use mlua::ffi;
    // SAFETY: protected; pushes a new table and fills it. A memory error raised by Lua here
    // unwinds through this closure, which owns nothing that needs dropping.
    unsafe {
        lua.exec_raw::<Table>((), |state| {
            ffi::lua_createtable(state, 0, 4);
            ffi::lua_pushlstring(state, c"id".as_ptr(), 2);
            ffi::lua_pushinteger(state, i64::from(id));
            ffi::lua_rawset(state, -3);
            put(state, "card", card);
            put(state, "holder_kind", kind);
            if let Some(h) = holder {
                put(state, "holder", h);
            }
        })
    }
}

/// A question as `{side, prompt, options = {{key, label}, ...}}`, made in one protected call.
fn bare_spec(lua: &Lua, choice: &Choice) -> mlua::Result<Table> {
    use mlua::ffi;
    // SAFETY: protected; pushes a new table and fills it, two tables deep at most (the stack
    // room mlua checked is enough: exec_raw leaves at least LUA_MINSTACK free slots).
    unsafe {
        lua.exec_raw::<Table>((), |state| {
            ffi::lua_checkstack(state, 8);
            ffi::lua_createtable(state, 0, 3);
            put(state, "side", &choice.side);
            put(state, "prompt", &choice.prompt);
            ffi::lua_pushlstring(state, c"options".as_ptr(), 7);
            ffi::lua_createtable(state, choice.options.len() as i32, 0);
            for (i, o) in choice.options.iter().enumerate() {
                ffi::lua_createtable(state, 0, 2);
                put(state, "key", &o.key);
                put(state, "label", &o.label);
                ffi::lua_rawseti(state, -2, i as ffi::lua_Integer + 1);
            }
            ffi::lua_rawset(state, -3);
        })
    }
}

/// The prelude's functions that make a figure's or a card instance's proxy.
pub(crate) struct Makers {
    pub figure: Function,
    pub card: Function,
}

/// Tables nested deeper than this in an option's fields are refused (a cycle, or not data).
const DATUM_DEPTH: usize = 8;

/// Reads `game.ask`'s options (keys, labels, each option's own fields as data) straight off
/// the Lua stack: this runs at every question the rules ask, and going through a Lua value
/// handle per field cost about a thousand machine instructions each. Nothing here allocates
/// in Lua or raises a Lua error; a problem comes back as the message of the outer `Err`.
#[allow(clippy::type_complexity)]
fn read_options(
    lua: &Lua,
    options: Table,
    figure_eq: Function,
    card_eq: Function,
    eq_key: &mlua::LuaString,
    id_key: &mlua::LuaString,
) -> mlua::Result<Result<(Vec<ChoiceOption>, Vec<Vec<(DatumKey, Datum)>>), String>> {
    use mlua::ffi;
    let mut out: Result<(Vec<ChoiceOption>, Vec<Vec<(DatumKey, Datum)>>), String> =
        Err("no options".into());
    // SAFETY: the closure runs protected, with the five arguments at stack slots 1..=5; it
    // only reads (rawget, next, tolstring on strings only, getmetatable, rawequal), so no
    // Lua error or allocation can happen inside it, and it leaves the stack as it found it.
    unsafe {
        lua.exec_raw::<()>((options, figure_eq, card_eq, eq_key, id_key), |state| {
            out = read_options_at(state);
        })?;
    }
    return Ok(out);

    const OPTS: i32 = 1;
    const FIG: i32 = 2;
    const CARD: i32 = 3;
    const EQ: i32 = 4;
    const ID: i32 = 5;

    unsafe fn type_name(state: *mut ffi::lua_State, idx: i32) -> &'static str {
        match unsafe { ffi::lua_type(state, idx) } {
            ffi::LUA_TFUNCTION => "a function",
            ffi::LUA_TUSERDATA | ffi::LUA_TLIGHTUSERDATA => "a userdata",
            ffi::LUA_TTHREAD => "a thread",
            ffi::LUA_TNIL => "nil",
            _ => "a value",
        }
    }

    unsafe fn key_at(state: *mut ffi::lua_State, idx: i32) -> Result<DatumKey, String> {
        unsafe {
            match ffi::lua_type(state, idx) {
                ffi::LUA_TSTRING => Ok(DatumKey::Str(raw_text(state, idx)?)),
                ffi::LUA_TNUMBER if ffi::lua_isinteger(state, idx) != 0 => Ok(DatumKey::Int(
                    ffi::lua_tointegerx(state, idx, std::ptr::null_mut()),
                )),
                _ => Err("fields are named by strings or whole numbers".into()),
            }
        }
    }

    /// The datum at absolute stack index `idx`.
    unsafe fn datum_at(
        state: *mut ffi::lua_State,
        idx: i32,
        depth: usize,
    ) -> Result<Datum, String> {
        unsafe {
            match ffi::lua_type(state, idx) {
                ffi::LUA_TBOOLEAN => Ok(Datum::Bool(ffi::lua_toboolean(state, idx) != 0)),
                ffi::LUA_TNUMBER => {
                    if ffi::lua_isinteger(state, idx) != 0 {
                        Ok(Datum::Int(ffi::lua_tointegerx(
                            state,
                            idx,
                            std::ptr::null_mut(),
                        )))
                    } else {
                        Err("a number that is not whole".into())
                    }
                }
                ffi::LUA_TSTRING => Ok(Datum::Str(raw_text(state, idx)?)),
                ffi::LUA_TTABLE => {
                    if ffi::lua_getmetatable(state, idx) != 0 {
                        // A proxy: its metatable's __eq says which kind, its raw id which one.
                        ffi::lua_pushvalue(state, EQ);
                        ffi::lua_rawget(state, -2);
                        ffi::lua_pushvalue(state, ID);
                        ffi::lua_rawget(state, idx);
                        let figure = ffi::lua_rawequal(state, -2, FIG) != 0;
                        let card = ffi::lua_rawequal(state, -2, CARD) != 0;
                        let r = match ffi::lua_type(state, -1) {
                            ffi::LUA_TSTRING if figure => raw_text(state, -1).map(Datum::Figure),
                            ffi::LUA_TNUMBER if card && ffi::lua_isinteger(state, -1) != 0 => Ok(
                                Datum::Card(ffi::lua_tointegerx(state, -1, std::ptr::null_mut())),
                            ),
                            _ => Err(
                                "a table with a metatable that is neither a figure nor a card"
                                    .to_string(),
                            ),
                        };
                        ffi::lua_pop(state, 3);
                        return r;
                    }
                    if depth >= DATUM_DEPTH {
                        return Err(format!("tables nested deeper than {DATUM_DEPTH}"));
                    }
                    if ffi::lua_checkstack(state, 4) == 0 {
                        return Err("too deep".into());
                    }
                    let mut entries = Vec::new();
                    ffi::lua_pushnil(state);
                    while ffi::lua_next(state, idx) != 0 {
                        let top = ffi::lua_gettop(state);
                        let r = key_at(state, top - 1)
                            .and_then(|k| Ok((k, datum_at(state, top, depth + 1)?)));
                        ffi::lua_pop(state, 1);
                        match r {
                            Ok(e) => entries.push(e),
                            Err(e) => {
                                ffi::lua_pop(state, 1);
                                return Err(e);
                            }
                        }
                    }
                    entries.sort_by(|a, b| a.0.cmp(&b.0));
                    Ok(Datum::Table(entries))
                }
                _ => Err(type_name(state, idx).to_string()),
            }
        }
    }

    unsafe fn read_options_at(
        state: *mut ffi::lua_State,
    ) -> Result<(Vec<ChoiceOption>, Vec<Vec<(DatumKey, Datum)>>), String> {
        unsafe {
            if ffi::lua_checkstack(state, 8) == 0 {
                return Err("no room on the stack".into());
            }
            let n = ffi::lua_rawlen(state, OPTS);
            let mut list = Vec::with_capacity(n);
            let mut fields = Vec::with_capacity(n);
            for i in 1..=n {
                ffi::lua_rawgeti(state, OPTS, i as ffi::lua_Integer);
                let o = ffi::lua_gettop(state);
                if ffi::lua_type(state, o) != ffi::LUA_TTABLE {
                    ffi::lua_pop(state, 1);
                    return Err(format!("option {i} is not a table"));
                }
                let (mut key, mut label) = (None, None);
                let mut own = Vec::new();
                let mut failed = None;
                ffi::lua_pushnil(state);
                while ffi::lua_next(state, o) != 0 {
                    let top = ffi::lua_gettop(state);
                    let r: Result<(), String> = (|| {
                        let k = key_at(state, top - 1)?;
                        let named = |name: &str| matches!(&k, DatumKey::Str(s) if s == name);
                        let is_string = ffi::lua_type(state, top) == ffi::LUA_TSTRING;
                        if named("key") {
                            if !is_string {
                                return Err("needs a string `key`".into());
                            }
                            key = Some(raw_text(state, top)?);
                        } else if named("label") {
                            if !is_string {
                                return Err("`label` must be a string".into());
                            }
                            label = Some(raw_text(state, top)?);
                        } else if !named("index") {
                            let d = datum_at(state, top, 0).map_err(|e| {
                                let name = match &k {
                                    DatumKey::Str(s) => s.clone(),
                                    DatumKey::Int(i) => format!("[{i}]"),
                                };
                                format!("field `{name}`: {e} (fields must be data: strings, whole numbers, booleans, figures, cards, and tables of these)")
                            })?;
                            own.push((k, d));
                        }
                        Ok(())
                    })();
                    ffi::lua_pop(state, 1);
                    if let Err(e) = r {
                        failed = Some(e);
                        ffi::lua_pop(state, 1);
                        break;
                    }
                }
                ffi::lua_pop(state, 1);
                if let Some(e) = failed {
                    return Err(format!("option {i}: {e}"));
                }
                let Some(key) = key else {
                    return Err(format!("option {i} needs a string `key`"));
                };
                own.sort_by(|a, b| a.0.cmp(&b.0));
                list.push(ChoiceOption {
                    label: label.unwrap_or_else(|| key.clone()),
                    key,
                });
                fields.push(own);
            }
            Ok((list, fields))
        }
    }
}

/// A table of `entries` (an option's own fields, or a table among them), made in one protected
/// call: through a Lua value handle per field (a `raw_set` each, a protected call per proxy
/// made) it cost about a thousand machine instructions a field, and the rules' AI reads every
/// option's fields at most questions.
pub(crate) fn fields_to_lua(
    lua: &Lua,
    entries: &[(DatumKey, Datum)],
    makers: &Makers,
) -> mlua::Result<Table> {
    use mlua::ffi;
    // SAFETY: protected; the makers are at stack indices 1 and 2, and the table is left at 1.
    // An error raised by Lua here (a maker's, memory) unwinds through `push_fields` and
    // `push_datum`, which own nothing that needs dropping.
    unsafe {
        lua.exec_raw::<Table>((&makers.figure, &makers.card), |state| {
            if ffi::lua_checkstack(state, 3 * DATUM_DEPTH as i32 + 8) == 0 {
                ffi::lua_pushliteral(state, c"option fields nested too deep");
                ffi::lua_error(state);
            }
            push_fields(state, entries);
            ffi::lua_replace(state, 1);
            ffi::lua_settop(state, 1);
        })
    }
}

/// Pushes a new table of `entries` (see [`fields_to_lua`]; the makers at indices 1 and 2).
///
/// # Safety
/// Inside `fields_to_lua`'s protected call, with stack room for the nesting.
unsafe fn push_fields(state: *mut mlua::ffi::lua_State, entries: &[(DatumKey, Datum)]) {
    use mlua::ffi;
    unsafe {
        let ints = entries
            .iter()
            .filter(|(k, _)| matches!(k, DatumKey::Int(_)))
            .count();
        ffi::lua_createtable(state, ints as i32, (entries.len() - ints) as i32);
        for (k, d) in entries {
            match k {
                DatumKey::Int(i) => ffi::lua_pushinteger(state, *i),
                DatumKey::Str(s) => {
                    ffi::lua_pushlstring(state, s.as_ptr() as *const _, s.len());
                }
            }
            push_datum(state, d);
            ffi::lua_rawset(state, -3);
        }
    }
}

/// Pushes one field's value: figures and cards as their proxies, made by the makers.
///
/// # Safety
/// As [`push_fields`].
unsafe fn push_datum(state: *mut mlua::ffi::lua_State, d: &Datum) {
    use mlua::ffi;
    unsafe {
        match d {
            Datum::Int(i) => ffi::lua_pushinteger(state, *i),
            Datum::Bool(b) => ffi::lua_pushboolean(state, i32::from(*b)),
            Datum::Str(s) => {
                ffi::lua_pushlstring(state, s.as_ptr() as *const _, s.len());
            }
            Datum::Figure(id) => {
                ffi::lua_pushvalue(state, 1);
                ffi::lua_pushlstring(state, id.as_ptr() as *const _, id.len());
                ffi::lua_call(state, 1, 1);
            }
            Datum::Card(id) => {
                ffi::lua_pushvalue(state, 2);
                ffi::lua_pushinteger(state, *id);
                ffi::lua_call(state, 1, 1);
            }
            Datum::Table(entries) => push_fields(state, entries),
        }
    }
}

/// `list` as sides of the game, each checked: a misspelt side would hide from everybody.
/// The viewer a side name stands for; none: everybody (debugging). An empty name is a
/// spectator, who sees no side's secrets.
fn viewer_of(side: Option<&str>) -> crate::game::view::Viewer<'_> {
    match side {
        Some(s) => crate::game::view::Viewer::Side(s),
        None => crate::game::view::Viewer::All,
    }
}

fn known_sides(st: &GameState, list: Vec<String>, what: &str) -> Result<Vec<String>, String> {
    for side in &list {
        if !st.sides.contains(side) {
            return Err(format!(
                "{what}: no side `{side}` (sides: {})",
                st.sides.join(", ")
            ));
        }
    }
    Ok(list)
}

/// `game.digest`: 31 × the hash so far plus each byte, kept to 31 bits (a Lua integer on every
/// platform, and the hash Arcadia's rules computed in Lua before, so logs stay the same).
pub(crate) fn digest(bytes: &[u8]) -> i64 {
    bytes
        .iter()
        .fold(0i64, |h, &b| (h * 31 + i64::from(b)) & 0x7fff_ffff)
}
