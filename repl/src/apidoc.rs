//! `help api [NAME]`: the script API reference, read from the same LuaLS `---@meta` files
//! (`scripts/api/*.lua`) that give modders completion in their editor, so the two never drift.
//!
//! Items are `---@class NAME`, `---@alias NAME …` and `function Owner.name(…)` /
//! `function Owner:name(…)` lines; the `---` comment lines just above an item describe it, and
//! the `---@field` lines just below a class list its fields.

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
                signature: t.trim_start_matches("---").to_string(),
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
            if in_class && doc.starts_with('@') {
                // Other tags under a class (e.g. @type) close it.
                in_class = false;
            }
            if !in_class {
                pending.push(
                    doc.strip_prefix('@')
                        .map_or(doc.to_string(), |d| d.to_string()),
                );
            }
            continue;
        }
        // Any code or blank line ends a description block.
        pending.clear();
        if !t.is_empty() {
            in_class = false;
        }
    }
    items
}

/// The index (`help api`) or one item (`help api NAME`, case-insensitive, also by the part after
/// the last dot).
pub fn render(items: &[Item], name: Option<&str>) -> Result<String, String> {
    match name {
        None => {
            let mut out =
                String::from("script API (scripts/api/*.lua; `help api NAME` for one entry):");
            for kind in ["class", "function", "alias"] {
                let names: Vec<&str> = items
                    .iter()
                    .filter(|i| i.kind == kind)
                    .map(|i| i.name.as_str())
                    .collect();
                if !names.is_empty() {
                    out.push_str(&format!("\n{kind}es:\n", kind = kind.trim_end_matches('s')));
                    for chunk in names.chunks(4) {
                        out.push_str(&format!("  {}\n", chunk.join("  ")));
                    }
                }
            }
            Ok(out.trim_end().to_string())
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
                return Err(format!("no API entry `{n}` (type `help api` for the list)"));
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
}
