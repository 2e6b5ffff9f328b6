//! A REPL session: the loaded scenario and the commands that query and change it. Interactive
//! mode and `skirmish run` both feed lines to [`Session::execute`], so they print the same.

use std::collections::BTreeMap;

use skirmish_core::{Coord, Ruleset, Scenario, Tabletop};

use crate::assets::Assets;

/// One loaded scenario.
pub struct Loaded {
    pub path: String,
    pub ruleset: Ruleset,
    pub table: Tabletop,
}

pub struct Session {
    assets: Assets,
    rulesets: BTreeMap<String, Ruleset>,
    pub loaded: Option<Loaded>,
}

/// What a command asks the driver to do after printing its output.
#[derive(Debug, PartialEq, Eq)]
pub enum Flow {
    Continue,
    Quit,
}

pub struct CommandHelp {
    pub name: &'static str,
    pub usage: &'static str,
    pub summary: &'static str,
}

pub const COMMANDS: &[CommandHelp] = &[
    CommandHelp {
        name: "load",
        usage: "load PATH",
        summary: "load a scenario file (a path, a project path like scripts/arcadia/scenarios/intro.yaml, or a built-in name like intro)",
    },
    CommandHelp {
        name: "board",
        usage: "board",
        summary: "print the board diagram, portals and figures",
    },
    CommandHelp {
        name: "los",
        usage: "los FROM TO [as ID]",
        summary: "line of sight between two spaces; ID (default: the first figure at FROM) is the active figure whose enemies make spaces Blocked",
    },
    CommandHelp {
        name: "close",
        usage: "close A B",
        summary: "whether space B is Close to space A",
    },
    CommandHelp {
        name: "reach",
        usage: "reach ID [MP]",
        summary: "every space where figure ID may end a movement of MP points (default: its own)",
    },
    CommandHelp {
        name: "door",
        usage: "door A B",
        summary: "flip the door between neighbouring spaces A and B (open <-> closed)",
    },
    CommandHelp {
        name: "place",
        usage: "place ID SPACE",
        summary: "put figure ID on SPACE (a placement, not a move: no movement rules apply)",
    },
    CommandHelp {
        name: "help",
        usage: "help [COMMAND]",
        summary: "list commands, or describe one",
    },
    CommandHelp {
        name: "quit",
        usage: "quit",
        summary: "leave (also: exit, Ctrl-D)",
    },
];

fn usage(name: &str) -> String {
    let c = COMMANDS.iter().find(|c| c.name == name).expect("known");
    format!("usage: {}", c.usage)
}

fn coord(s: &str) -> Result<Coord, String> {
    s.parse::<Coord>().map_err(|e| e.to_string())
}

impl Session {
    pub fn new(assets: Assets) -> Session {
        Session {
            assets,
            rulesets: BTreeMap::new(),
            loaded: None,
        }
    }

    pub fn assets(&self) -> &Assets {
        &self.assets
    }

    pub fn ruleset(&mut self, name: &str) -> Result<Ruleset, String> {
        if let Some(r) = self.rulesets.get(name) {
            return Ok(r.clone());
        }
        if name.is_empty()
            || !name
                .bytes()
                .all(|b| b.is_ascii_alphanumeric() || b == b'_' || b == b'-')
        {
            return Err(format!("bad ruleset name `{name}`"));
        }
        let rel = format!("scripts/{name}/ruleset.yaml");
        let text = self
            .assets
            .read(&rel)
            .ok_or_else(|| format!("unknown ruleset `{name}` (no {rel})"))?;
        let r = Ruleset::parse(&text, &rel).map_err(|e| e.to_string())?;
        self.rulesets.insert(name.to_string(), r.clone());
        Ok(r)
    }

    /// The project path of a ruleset's default scenario.
    pub fn default_scenario(&mut self, ruleset: &str) -> Result<String, String> {
        let r = self.ruleset(ruleset)?;
        let rel = r
            .default_scenario
            .ok_or_else(|| format!("ruleset `{ruleset}` names no default scenario"))?;
        Ok(format!("scripts/{ruleset}/{rel}"))
    }

    fn read_scenario(&self, path: &str) -> Result<String, String> {
        if let Ok(text) = std::fs::read_to_string(path) {
            return Ok(text);
        }
        if let Some(text) = self.assets.read(path) {
            return Ok(text);
        }
        if !path.contains('/') && !path.contains('.') {
            for f in self.assets.list("scripts/") {
                if f.ends_with(&format!("/scenarios/{path}.yaml"))
                    && let Some(text) = self.assets.read(&f)
                {
                    return Ok(text);
                }
            }
        }
        Err(format!("cannot read scenario `{path}`: no such file"))
    }

    /// Loads a scenario; on any error the previous one stays loaded.
    pub fn load(&mut self, path: &str) -> Result<(), String> {
        let text = self.read_scenario(path)?;
        let scenario = Scenario::parse(&text, path).map_err(|e| e.to_string())?;
        let ruleset = self.ruleset(&scenario.ruleset)?;
        let table = scenario.build(&ruleset).map_err(|e| e.to_string())?;
        self.loaded = Some(Loaded {
            path: path.to_string(),
            ruleset,
            table,
        });
        Ok(())
    }

    fn table(&self) -> Result<&Tabletop, String> {
        self.loaded
            .as_ref()
            .map(|l| &l.table)
            .ok_or_else(|| "no scenario loaded (try `load intro`)".to_string())
    }

    fn table_mut(&mut self) -> Result<&mut Tabletop, String> {
        self.loaded
            .as_mut()
            .map(|l| &mut l.table)
            .ok_or_else(|| "no scenario loaded (try `load intro`)".to_string())
    }

    /// Runs one command line. `Ok` carries the text to print (possibly empty); `Err` a message
    /// for an `error:` line, in which case nothing changed.
    pub fn execute(&mut self, line: &str) -> Result<(String, Flow), String> {
        let line = match line.find('#') {
            Some(i) => &line[..i],
            None => line,
        };
        let words: Vec<&str> = line.split_whitespace().collect();
        let Some((&cmd, args)) = words.split_first() else {
            return Ok((String::new(), Flow::Continue));
        };
        let out = match cmd {
            "quit" | "exit" => return Ok((String::new(), Flow::Quit)),
            "help" => self.help(args)?,
            "load" => match args {
                [path] => {
                    self.load(path)?;
                    format!("loaded {path}")
                }
                _ => return Err(usage("load")),
            },
            "board" => match args {
                [] => self.board_text()?,
                _ => return Err(usage("board")),
            },
            "los" => self.los(args)?,
            "close" => match args {
                [a, b] => {
                    let t = self.table()?;
                    let (ca, cb) = (coord(a)?, coord(b)?);
                    t.board().check(ca).map_err(|e| e.to_string())?;
                    t.board().check(cb).map_err(|e| e.to_string())?;
                    let yes = t.is_close(ca, cb);
                    format!("close {a} {b}: {}", if yes { "yes" } else { "no" })
                }
                _ => return Err(usage("close")),
            },
            "reach" => self.reach(args)?,
            "door" => match args {
                [a, b] => {
                    let (ca, cb) = (coord(a)?, coord(b)?);
                    let open = self
                        .table_mut()?
                        .flip_door(ca, cb)
                        .map_err(|e| e.to_string())?;
                    format!("door {a} {b}: {}", if open { "open" } else { "closed" })
                }
                _ => return Err(usage("door")),
            },
            "place" => match args {
                [id, at] => {
                    let c = coord(at)?;
                    let t = self.table_mut()?;
                    let i = t.find_figure(id).map_err(|e| e.to_string())?;
                    t.place_figure(i, c).map_err(|e| e.to_string())?;
                    format!("placed {id} at {at}")
                }
                _ => return Err(usage("place")),
            },
            other => {
                return Err(format!(
                    "unknown command `{other}` (type `help` for the list)"
                ));
            }
        };
        Ok((out, Flow::Continue))
    }

    fn help(&self, args: &[&str]) -> Result<String, String> {
        match args {
            [] => {
                let width = COMMANDS.iter().map(|c| c.usage.len()).max().unwrap_or(0);
                Ok(COMMANDS
                    .iter()
                    .map(|c| format!("{:width$}  {}", c.usage, c.summary))
                    .collect::<Vec<_>>()
                    .join("\n"))
            }
            [name] => COMMANDS
                .iter()
                .find(|c| c.name == *name || (*name == "exit" && c.name == "quit"))
                .map(|c| format!("{}\n  {}", c.usage, c.summary))
                .ok_or_else(|| format!("no command `{name}` (type `help` for the list)")),
            _ => Err(usage("help")),
        }
    }

    pub fn board_text(&self) -> Result<String, String> {
        let t = self.table()?;
        let mut out = t.board().render();
        for (colour, spaces) in t.portals() {
            let list: Vec<String> = spaces.iter().map(|c| c.to_string()).collect();
            out.push_str(&format!("portal {colour}: {}\n", list.join(" ")));
        }
        for f in t.figures() {
            out.push_str(&format!("figure {} {} {}", f.id, f.side, f.at));
            if let Some(card) = &f.card {
                out.push_str(&format!(" card {card}"));
            }
            out.push('\n');
        }
        Ok(out.trim_end().to_string())
    }

    fn los(&self, args: &[&str]) -> Result<String, String> {
        let t = self.table()?;
        let (a, b, active) = match args {
            [a, b] => (*a, *b, None),
            [a, b, "as", id] => (*a, *b, Some(*id)),
            _ => return Err(usage("los")),
        };
        let (ca, cb) = (coord(a)?, coord(b)?);
        t.board().check(ca).map_err(|e| e.to_string())?;
        t.board().check(cb).map_err(|e| e.to_string())?;
        let active = match active {
            Some(id) => Some(t.find_figure(id).map_err(|e| e.to_string())?),
            None => t.first_figure_at(ca),
        };
        let yes = t.line_of_sight(ca, cb, active);
        Ok(format!("los {a} {b}: {}", if yes { "yes" } else { "no" }))
    }

    fn reach(&self, args: &[&str]) -> Result<String, String> {
        let t = self.table()?;
        let (id, mp) = match args {
            [id] => (*id, None),
            [id, mp] => (
                *id,
                Some(
                    mp.parse::<u32>()
                        .map_err(|_| format!("bad movement points `{mp}` (a whole number)"))?,
                ),
            ),
            _ => return Err(usage("reach")),
        };
        let i = t.find_figure(id).map_err(|e| e.to_string())?;
        let mp = mp.unwrap_or_else(|| t.movement_of(i));
        let spaces: Vec<String> = t.reachable(i, mp).iter().map(|c| c.to_string()).collect();
        if spaces.is_empty() {
            Ok(format!("reach {id}:"))
        } else {
            Ok(format!("reach {id}: {}", spaces.join(" ")))
        }
    }

    /// Every word the grammar accepts at the start of a line (for completion).
    pub fn command_names() -> impl Iterator<Item = &'static str> {
        COMMANDS.iter().map(|c| c.name).chain(["exit"])
    }

    /// Figure ids of the loaded scenario (for completion).
    pub fn figure_ids(&self) -> Vec<String> {
        self.loaded
            .as_ref()
            .map(|l| l.table.figures().iter().map(|f| f.id.clone()).collect())
            .unwrap_or_default()
    }
}
