//! `help api [NAME]`: the script API reference, read from the same LuaLS `---@meta` files
//! (`scripts/api/*.lua`) that give modders completion in their editor, so the two never drift.
//!
//! Items are `---@class NAME`, `---@alias NAME …` and `function Owner.name(…)` /
//! `function Owner:name(…)` lines; the `---` comment lines just above an item describe it, and
//! the `---@field` lines just below a class list its fields.
//!
//! A file whose header has a `-- ruleset: NAME` line belongs to that ruleset (Arcadia's card
//! and event classes, Arena's); the others (`game.lua`) to every ruleset. `help api` lists the
//! entries of the loaded scenario's ruleset (all of them when none is loaded), `help api
//! RULESET` those of another.

#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Item {
    pub name: String,
    pub kind: &'static str,
    /// The declaration line (signature for functions, `---@alias` text for aliases).
    pub signature: String,
    pub doc: Vec<String>,
    pub file: String,
}

fn strip_doc(line: &str) -> Option<&str> {
    let t = line.trim_start();
    t.strip_prefix("---")
        .map(|r| r.strip_prefix(' ').unwrap_or(r))
}

/// Parses one meta file.
pub fn parse(file: &str, text: &str) -> Vec<Item> {
    let mut items: Vec<Item> = Vec::new();
    let mut pending: Vec<String> = Vec::new();
    let mut in_class = false;
    for line in text.lines() {
        let t = line.trim();
        if let Some(rest) = t.strip_prefix("---@class ") {
            let name = rest
                .split(|c: char| c.is_whitespace() || c == ':')
                .next()
                .unwrap_or("")
                .to_string();
            items.push(Item {
                name,
                kind: "class",
                signature: rest.trim().to_string(),
                doc: std::mem::take(&mut pending),
                file: file.to_string(),
            });
            in_class = true;
            continue;
        }
        if let Some(rest) = t.strip_prefix("---@field ") {
            if in_class && let Some(last) = items.last_mut() {
                last.doc.push(format!("field {rest}"));
                continue;
            }
            pending.push(format!("field {rest}"));
            continue;
        }
        if let Some(rest) = t.strip_prefix("---@alias ") {
            let name = rest.split_whitespace().next().unwrap_or("").to_string();
            items.push(Item {
                name,
                kind: "alias",
                signature: rest.to_string(),
                doc: std::mem::take(&mut pending),
                file: file.to_string(),
            });
            in_class = false;
            continue;
        }
        if let Some(rest) = t.strip_prefix("function ") {
            let name = rest
                .split('(')
                .next()
                .unwrap_or("")
                .trim()
                .replace(':', ".");
            items.push(Item {
                name,
                kind: "function",
                signature: rest.trim_end_matches(" end").trim().to_string(),
                doc: std::mem::take(&mut pending),
                file: file.to_string(),
            });
            in_class = false;
            continue;
        }
        if let Some(doc) = strip_doc(line) {
            if doc.starts_with("@meta") {
                continue;
            }
            // Anything but a field (a tag such as @type, or text) closes a class's field list
            // and starts the description of the next item.
            in_class = false;
            pending.push(
                doc.strip_prefix('@')
                    .map_or(doc.to_string(), |d| d.to_string()),
            );
            continue;
        }
        // Any code or blank line ends a description block and a class's field list.
        pending.clear();
        in_class = false;
    }
    items
}

/// The ruleset a meta file belongs to: a `-- ruleset: NAME` line among its leading comment
/// lines; None for a file every ruleset shares.
pub fn file_ruleset(text: &str) -> Option<&str> {
    text.lines()
        .take_while(|l| l.trim_start().starts_with("--"))
        .find_map(|l| l.trim().strip_prefix("-- ruleset:"))
        .map(str::trim)
        .filter(|r| !r.is_empty())
}

/// `help api [NAME]` over the meta files `files` (path, text) when a scenario of `ruleset` is
/// loaded (None: nothing loaded, every file). The index and lookups see the shared files and
/// those of the ruleset; a name found only in another ruleset's files is still shown, and
/// `help api RULESET` is the index of that ruleset.
pub fn help<'a>(
    files: impl IntoIterator<Item = (&'a str, &'a str)>,
    ruleset: Option<&str>,
    args: &[&str],
) -> Result<String, String> {
    let mut tagged: Vec<(Option<String>, Item)> = Vec::new();
    for (path, text) in files {
        let r = file_ruleset(text).map(str::to_string);
        tagged.extend(parse(path, text).into_iter().map(|i| (r.clone(), i)));
    }
    let of = |rs: Option<&str>| -> Vec<Item> {
        tagged
            .iter()
            .filter(|(r, _)| match (r, rs) {
                (Some(r), Some(rs)) => r.eq_ignore_ascii_case(rs),
                _ => true,
            })
            .map(|(_, i)| i.clone())
            .collect()
    };
    let all = of(None);
    match args {
        [] => render(&of(ruleset), None),
        [name] => {
            let is_ruleset = tagged
                .iter()
                .any(|(r, _)| r.as_deref().is_some_and(|r| r.eq_ignore_ascii_case(name)));
            if is_ruleset && !all.iter().any(|i| i.name.eq_ignore_ascii_case(name)) {
                return render(&of(Some(name)), None);
            }
            render(&of(ruleset), Some(name)).or_else(|e| render(&all, Some(name)).map_err(|_| e))
        }
        _ => Err("usage: help api [NAME|RULESET]".into()),
    }
}

/// Joins `words` after `lead` into lines of at most `width` characters, continuation lines
/// indented under the first word.
fn wrap(lead: &str, words: &[&str], width: usize) -> String {
    let indent = " ".repeat(lead.chars().count());
    let mut out = String::new();
    let mut line = lead.to_string();
    let mut empty = true;
    for w in words {
        if !empty && line.chars().count() + 2 + w.chars().count() > width {
            out.push_str(line.trim_end());
            out.push('\n');
            line = indent.clone();
            empty = true;
        }
        if !empty {
            line.push_str("  ");
        }
        line.push_str(w);
        empty = false;
    }
    out.push_str(line.trim_end());
    out
}

/// The names of `items`, one wrapped block per owner (the part before the last dot), owners in
/// order of first appearance, names without an owner first.
fn grouped(items: &[&Item]) -> String {
    let owner = |i: &Item| i.name.rsplit_once('.').map_or("", |(o, _)| o).to_string();
    let mut owners: Vec<String> = Vec::new();
    for i in items {
        if !owners.contains(&owner(i)) {
            owners.push(owner(i));
        }
    }
    owners.sort_by_key(|o| !o.is_empty());
    owners
        .iter()
        .map(|o| {
            let names: Vec<&str> = items
                .iter()
                .filter(|i| &owner(i) == o)
                .map(|i| i.name.as_str())
                .collect();
            wrap("  ", &names, 96)
        })
        .collect::<Vec<_>>()
        .join("\n")
}

/// A class field addressed as `Class.field` (`help api game.vars`): its line from the class's
/// `---@field` list.
fn find_field(items: &[Item], name: &str) -> Option<String> {
    let (owner, field) = name.rsplit_once('.')?;
    let mut out = Vec::new();
    for class in items
        .iter()
        .filter(|i| i.kind == "class" && i.name.eq_ignore_ascii_case(owner))
    {
        for d in &class.doc {
            let Some(rest) = d.strip_prefix("field ") else {
                continue;
            };
            let fname = rest.split_whitespace().next().unwrap_or("");
            if fname.trim_end_matches('?').eq_ignore_ascii_case(field) {
                out.push(format!("field {}.{rest}  ({})", class.name, class.file));
            }
        }
        // An inherited field (`---@class ArenaAttack: ArenaCard`): found in the parent.
        if out.is_empty()
            && let Some((_, parents)) = class.signature.split_once(':')
        {
            for parent in parents.split(',').map(str::trim).filter(|p| !p.is_empty()) {
                if parent.eq_ignore_ascii_case(owner) {
                    continue;
                }
                out.extend(find_field(items, &format!("{parent}.{field}")));
            }
        }
    }
    (!out.is_empty()).then(|| out.join("\n"))
}

/// The index (`help api`) or one item (`help api NAME`, case-insensitive, also by the part after
/// the last dot; `Class.field` finds a field of a class).
pub fn render(items: &[Item], name: Option<&str>) -> Result<String, String> {
    match name {
        None => {
            let mut out = String::from(
                "script API (scripts/api/*.lua): `help api NAME` for one entry, `help api Class.field` for a field",
            );
            for (kind, heading) in [
                ("class", "classes"),
                ("function", "functions"),
                ("alias", "aliases"),
            ] {
                let of_kind: Vec<&Item> = items.iter().filter(|i| i.kind == kind).collect();
                if !of_kind.is_empty() {
                    out.push_str(&format!("\n{heading}:\n{}", grouped(&of_kind)));
                }
            }
            Ok(out)
        }
        Some(n) => {
            let lower = n.to_lowercase();
            let found: Vec<&Item> = items
                .iter()
                .filter(|i| {
                    let l = i.name.to_lowercase();
                    l == lower || l.rsplit('.').next() == Some(lower.as_str())
                })
                .collect();
            if found.is_empty() {
                return find_field(items, n)
                    .ok_or_else(|| format!("no API entry `{n}` (type `help api` for the list)"));
            }
            let mut out = String::new();
            for i in found {
                if !out.is_empty() {
                    out.push('\n');
                }
                out.push_str(&format!("{} {}  ({})\n", i.kind, i.signature, i.file));
                for d in &i.doc {
                    out.push_str(&format!("  {d}\n"));
                }
            }
            Ok(out.trim_end().to_string())
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    const SAMPLE: &str = r#"---@meta

--- A figure on the board.
---@class Figure
---@field id string its unique id
---@field wounds integer wounds taken

--- Event names.
---@alias EventName "a"|"b"

--- Rolls dice.
---@param spec table what to roll
---@return Roll
function Game.roll(spec) end

local x = 1
--- Counts a tag.
function Roll:count(tag) end
"#;

    #[test]
    fn parses_classes_fields_aliases_and_functions_with_their_docs() {
        let items = parse("scripts/api/game.lua", SAMPLE);
        let names: Vec<(&str, &str)> = items.iter().map(|i| (i.kind, i.name.as_str())).collect();
        assert_eq!(
            names,
            [
                ("class", "Figure"),
                ("alias", "EventName"),
                ("function", "Game.roll"),
                ("function", "Roll.count")
            ]
        );
        assert_eq!(
            items[0].doc,
            [
                "A figure on the board.",
                "field id string its unique id",
                "field wounds integer wounds taken"
            ]
        );
        assert_eq!(
            items[2].doc,
            [
                "Rolls dice.",
                "param spec table what to roll",
                "return Roll"
            ]
        );
        assert_eq!(items[2].signature, "Game.roll(spec)");
        assert_eq!(items[3].doc, ["Counts a tag."]);
    }

    #[test]
    fn renders_an_index_and_single_entries() {
        let items = parse("f.lua", SAMPLE);
        let index = render(&items, None).unwrap();
        assert!(
            index.contains("Figure") && index.contains("Game.roll"),
            "{index}"
        );
        let one = render(&items, Some("roll")).unwrap();
        assert!(
            one.starts_with("function Game.roll(spec)  (f.lua)\n  Rolls dice."),
            "{one}"
        );
        assert!(render(&items, Some("nothing")).is_err());
    }

    #[test]
    fn the_index_groups_names_by_kind_and_owner() {
        let items = parse("f.lua", SAMPLE);
        assert_eq!(
            render(&items, None).unwrap(),
            "script API (scripts/api/*.lua): `help api NAME` for one entry, `help api Class.field` for a field\n\
             classes:\n  Figure\n\
             functions:\n  Game.roll\n  Roll.count\n\
             aliases:\n  EventName"
        );
    }

    #[test]
    fn a_description_right_after_a_field_list_belongs_to_the_next_item() {
        let items = parse(
            "f.lua",
            "---@class A\n---@field x integer\n--- The B.\n---@class B\n---@field y string\n\n--- Event `c`.\n---@class ev.c\n",
        );
        assert_eq!(items[0].doc, ["field x integer"]);
        assert_eq!(items[1].doc, ["The B.", "field y string"]);
        assert_eq!(items[2].doc, ["Event `c`."]);
        assert_eq!(items[2].signature, "ev.c");
    }

    #[test]
    fn a_field_is_found_as_class_dot_field() {
        let items = parse("f.lua", SAMPLE);
        assert_eq!(
            render(&items, Some("figure.wounds")).unwrap(),
            "field Figure.wounds integer wounds taken  (f.lua)"
        );
        assert!(render(&items, Some("Figure.nothing")).is_err());
        assert!(render(&items, Some("wounds")).is_err());
    }

    #[test]
    fn long_groups_wrap_under_their_indent() {
        let words: Vec<String> = (0..30).map(|i| format!("game.f{i:02}")).collect();
        let refs: Vec<&str> = words.iter().map(String::as_str).collect();
        let text = wrap("  ", &refs, 40);
        assert!(
            text.lines()
                .all(|l| l.len() <= 40 && l.starts_with("  game.")),
            "{text}"
        );
        assert_eq!(text.split_whitespace().count(), 30);
    }
}
