//! What Tab offers at the prompt: the words the command grammar accepts at the cursor, read
//! from a snapshot of the session ([`Words::of`]) so completion never borrows the session
//! while a line is being edited, and can be tested without a terminal.

use std::collections::BTreeSet;

use crate::session::Session;

/// Every word completion may offer, as the session stands after the last command.
#[derive(Clone, Debug, Default)]
pub struct Words {
    /// The pending choice's option keys (completed as whole lines too).
    pub options: Vec<String>,
    pub figures: Vec<String>,
    /// Card ids of the running game.
    pub cards: Vec<String>,
    /// Coordinates of the board's spaces.
    pub spaces: Vec<String>,
    /// Guilds a bot may take.
    pub sides: Vec<String>,
    /// Dice names with the face names `rig` accepts.
    pub dice: Vec<(String, Vec<String>)>,
    /// Built-in scenario names for `load` and `campaign new --scenario`.
    pub scenarios: Vec<String>,
    /// The `game.` functions of the script API (`scripts/api/*.lua`), for `lua EXPR`.
    pub api: Vec<String>,
}

const CAMPAIGN_SUB: &[&str] = &["new", "next", "status", "sheet", "save", "load"];
const CAMPAIGN_NEW_FLAGS: &[&str] = &[
    "--guilds",
    "--draft",
    "--seed",
    "--bots",
    "--hotseat",
    "--episodic",
    "--scenario",
];

impl Words {
    pub fn of(session: &Session) -> Words {
        let mut w = Words {
            options: session.option_keys(),
            figures: session.figure_ids(),
            sides: crate::seats::seat_sides(session),
            ..Words::default()
        };
        if let Some(l) = &session.loaded {
            let b = l.table.board();
            w.spaces = b
                .coords()
                .filter(|c| b.cell(*c).is_space())
                .map(|c| b.address(c))
                .collect();
        }
        if let Some(g) = &session.game {
            w.cards = g.card_files().into_iter().map(|(id, _)| id).collect();
            let st = g.state();
            for d in st.dice_set.dice() {
                let mut faces: BTreeSet<String> = BTreeSet::new();
                for f in d.faces() {
                    if f.tags().is_empty() {
                        faces.insert("blank".into());
                    }
                    faces.extend(f.tags().iter().cloned());
                }
                w.dice
                    .push((d.name().to_string(), faces.into_iter().collect()));
            }
        }
        let mut scenarios: BTreeSet<String> = BTreeSet::new();
        for f in session.assets().list("scripts/") {
            if let Some(rest) = f.split("/scenarios/").nth(1)
                && let Some(name) = rest.strip_suffix(".yaml")
            {
                scenarios.insert(name.to_string());
            }
        }
        if let Some(root) = session.assets().root()
            && let Ok(dirs) = std::fs::read_dir(root.join("scripts"))
        {
            for d in dirs.flatten() {
                if let Ok(files) = std::fs::read_dir(d.path().join("scenarios")) {
                    for f in files.flatten() {
                        let name = f.file_name().to_string_lossy().to_string();
                        if let Some(n) = name.strip_suffix(".yaml") {
                            scenarios.insert(n.to_string());
                        }
                    }
                }
            }
        }
        w.scenarios = scenarios.into_iter().collect();
        let lib = session.assets().library();
        let mut api: BTreeSet<String> = BTreeSet::new();
        for (path, text) in lib
            .files
            .iter()
            .filter(|(p, _)| p.starts_with("scripts/api/") && p.ends_with(".lua"))
        {
            for item in crate::apidoc::parse(path, text) {
                if item.kind == "function" && item.name.starts_with("game.") {
                    api.insert(item.name);
                }
            }
        }
        w.api = api.into_iter().collect();
        w
    }

    /// `lua EXPR` completion: inside a string a figure or card id, else `game.` API names.
    fn complete_lua(&self, head: &str, from: usize) -> (usize, Vec<String>) {
        let expr = &head[from..];
        let ident = |c: char| c.is_alphanumeric() || c == '_' || c == '.';
        let quotes = expr.matches('"').count();
        let (start, mut v): (usize, Vec<String>) = if quotes % 2 == 1 {
            let at = expr.rfind('"').map_or(0, |i| i + 1);
            let mut ids = self.figures.clone();
            ids.extend(self.cards.iter().cloned());
            (from + at, ids)
        } else {
            let at = expr
                .char_indices()
                .rev()
                .find(|(_, c)| !ident(*c))
                .map_or(0, |(i, c)| i + c.len_utf8());
            let mut names = self.api.clone();
            names.push("game".into());
            (from + at, names)
        };
        let word = &head[start..];
        v.retain(|c| c.starts_with(word));
        v.sort();
        v.dedup();
        (start, v)
    }

    /// Completions of `head` (the line up to the cursor): where the replaced text starts and
    /// the candidates, sorted.
    pub fn complete(&self, head: &str) -> (usize, Vec<String>) {
        // A pending option typed as the whole line (`attack grom rusty_blade orc1`).
        if !head.trim().is_empty() {
            let whole: Vec<String> = self
                .options
                .iter()
                .filter(|o| o.starts_with(head))
                .cloned()
                .collect();
            if !whole.is_empty() {
                return (0, whole);
            }
        }
        if let Some(rest) = head.strip_prefix("lua ") {
            return self.complete_lua(head, head.len() - rest.len());
        }
        let start = head.rfind(char::is_whitespace).map_or(0, |i| i + 1);
        let word = &head[start..];
        let before: Vec<&str> = head[..start].split_whitespace().collect();
        let candidates: Vec<String> = match before.as_slice() {
            [] => {
                let mut v: Vec<String> = Session::command_names().map(str::to_string).collect();
                // The first word of each option (`activate`, `move`, `attack`, ...).
                v.extend(
                    self.options
                        .iter()
                        .filter_map(|o| o.split_whitespace().next().map(str::to_string)),
                );
                v
            }
            [cmd, rest @ ..] => self.arguments(cmd, rest, head),
        };
        if let [cmd, ..] = before.as_slice()
            && *cmd == "choose"
        {
            // `choose` takes a whole option: replace everything after it.
            let from = head.find("choose").map_or(0, |i| i + "choose ".len());
            let typed = &head[from.min(head.len())..];
            let mut v: Vec<String> = self
                .options
                .iter()
                .filter(|o| o.starts_with(typed))
                .cloned()
                .collect();
            v.sort();
            return (from.min(head.len()), v);
        }
        let mut out: Vec<String> = candidates
            .into_iter()
            .filter(|c| c.starts_with(word))
            .collect();
        out.sort();
        out.dedup();
        (start, out)
    }

    /// The words command `cmd` accepts after the arguments `rest` already typed.
    fn arguments(&self, cmd: &str, rest: &[&str], _head: &str) -> Vec<String> {
        let owned = |v: &[&str]| v.iter().map(|s| s.to_string()).collect::<Vec<_>>();
        let n = rest.len();
        match cmd {
            "load" if n == 0 => self.scenarios.clone(),
            "board" if n == 0 => owned(&["--plain", "--unicode", "--svg"]),
            "los" => match rest.last() {
                Some(&"as") => self.figures.clone(),
                _ if n >= 2 => vec!["as".into()],
                _ => self.spaces.clone(),
            },
            "close" | "door" if n < 2 => self.spaces.clone(),
            "reach" if n == 0 => self.figures.clone(),
            "place" if n == 0 => self.figures.clone(),
            "place" if n == 1 => self.spaces.clone(),
            "show" if n == 0 => {
                let mut v = self.figures.clone();
                v.extend(self.cards.iter().cloned());
                v
            }
            "bot" if n == 0 => self.sides.clone(),
            "bot" if n == 1 => {
                let mut v = owned(crate::bots::BOT_NAMES);
                v.push("off".into());
                v
            }
            "rig" if n == 0 => {
                let mut v: Vec<String> = self.dice.iter().map(|(d, _)| d.clone()).collect();
                v.push("clear".into());
                v
            }
            "rig" if rest[0] == "clear" => {
                if n == 1 {
                    self.dice.iter().map(|(d, _)| d.clone()).collect()
                } else {
                    Vec::new()
                }
            }
            "dev" if n == 0 => owned(&["on", "off"]),
            "give" | "take" if n == 0 => self.cards.clone(),
            "give" | "take" if n == 1 => self.figures.clone(),
            "set" if n == 0 => self.figures.iter().map(|f| format!("{f}.")).collect(),
            "rig" => self
                .dice
                .iter()
                .find(|(d, _)| d == rest[0])
                .map(|(_, f)| f.clone())
                .unwrap_or_default(),
            "log" if n == 0 => vec!["all".into()],
            "help" if n == 0 => {
                let mut v: Vec<String> = Session::command_names().map(str::to_string).collect();
                v.push("api".into());
                v
            }
            "campaign" if n == 0 => owned(CAMPAIGN_SUB),
            "campaign" if rest[0] == "new" => match rest.last() {
                Some(&"--bots") => owned(crate::bots::BOT_NAMES),
                Some(&"--scenario") => self.scenarios.clone(),
                Some(&"--guilds") => owned(&["2", "3", "4"]),
                Some(&"--episodic") => owned(&["1", "2", "3", "4", "5", "6"]),
                _ => owned(CAMPAIGN_NEW_FLAGS),
            },
            _ => Vec::new(),
        }
    }
}
