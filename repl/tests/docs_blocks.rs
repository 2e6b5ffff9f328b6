//! Docs that are tested: every fenced block of docs/MODDING.md and README.md says by its info
//! string what it is, and the runnable ones run, in the order they appear, in a copy of the project:
//!
//! - ```` ```lua card=PATH ```` — a card: written to PATH; at the end every card must load and
//!   pass `skirmish test`'s content checks (annotations, `game.` names).
//! - ```` ```yaml file=PATH ```` (any language) — a file the text tells the reader to write.
//! - ```` ```lua test=PATH with=FILE,… ```` — a test file: written to PATH and run with
//!   `skirmish test PATH`, which must pass with at least one test; `with=` installs files of
//!   the repository (docs/examples/…) as cards first (`cards/RULESET/docs_examples/`, RULESET
//!   from `ruleset=`, default arcadia).
//! - ```` ```repl with=… ```` — REPL lines (`> COMMAND  # comment`), run by `skirmish run --strict`
//!   from the copy's root: every command must succeed.
//! - ```` ```sh run ```` — shell lines run by bash from the copy's root with `skirmish` on the
//!   PATH (`cargo run --release --` stands for it); exit 0.
//! - ```` skip="why" ```` — a block that cannot run (a fragment, a slow command) says why.
//!
//! A ```` ```lua ````, ```` ```sh ````, ```` ```yaml ```` or unlabelled block without one of these
//! is a failure naming its line, so a block added to the docs is run or explained. ```` ```text ````
//! blocks (output to read) and others are not run. Failures name the block's line.

use std::collections::BTreeMap;
use std::path::{Path, PathBuf};
use std::process::{Command, Stdio};

fn root() -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR"))
        .join("..")
        .canonicalize()
        .unwrap()
}

#[derive(Debug)]
struct Block {
    /// The line of the opening fence (1-based).
    line: usize,
    lang: String,
    attrs: BTreeMap<String, String>,
    text: String,
}

/// `lua card=x.lua skip="a fragment"` -> ("lua", {card: x.lua, skip: a fragment}); a word
/// without `=` is a flag (value "").
fn info(s: &str) -> (String, BTreeMap<String, String>) {
    let mut words = Vec::new();
    let (mut cur, mut quoted) = (String::new(), false);
    for c in s.chars() {
        match c {
            '"' => quoted = !quoted,
            c if c.is_whitespace() && !quoted => {
                if !cur.is_empty() {
                    words.push(std::mem::take(&mut cur));
                }
            }
            c => cur.push(c),
        }
    }
    if !cur.is_empty() {
        words.push(cur);
    }
    let mut it = words.into_iter();
    let first = it.next().unwrap_or_default();
    let mut attrs = BTreeMap::new();
    // ```repl``` or ```lua```: a language; ```card=x``` alone: no language.
    let lang = if first.contains('=') {
        let (k, v) = first.split_once('=').unwrap();
        attrs.insert(k.to_string(), v.to_string());
        String::new()
    } else {
        first
    };
    for w in it {
        match w.split_once('=') {
            Some((k, v)) => attrs.insert(k.to_string(), v.to_string()),
            None => attrs.insert(w, String::new()),
        };
    }
    (lang, attrs)
}

/// The fenced blocks of a Markdown text; a fence indented in a list item has its indentation
/// removed from the block's lines.
fn blocks(md: &str) -> Vec<Block> {
    let mut out = Vec::new();
    let mut open: Option<(usize, usize, String, Vec<String>)> = None;
    for (i, line) in md.lines().enumerate() {
        let trimmed = line.trim_start();
        let indent = line.len() - trimmed.len();
        if let Some(rest) = trimmed.strip_prefix("```") {
            match open.take() {
                None => open = Some((i + 1, indent, rest.trim().to_string(), Vec::new())),
                Some((start, _, info_string, lines)) => {
                    let (lang, attrs) = info(&info_string);
                    out.push(Block {
                        line: start,
                        lang,
                        attrs,
                        text: lines.join("\n") + "\n",
                    });
                }
            }
            continue;
        }
        if let Some((_, ind, _, lines)) = open.as_mut() {
            let cut = line.len().min(*ind);
            let l = if line[..cut].trim().is_empty() {
                &line[cut..]
            } else {
                line
            };
            lines.push(l.to_string());
        }
    }
    out
}

fn copy_dir(from: &Path, to: &Path) {
    std::fs::create_dir_all(to).unwrap();
    for e in std::fs::read_dir(from).unwrap().flatten() {
        let p = e.path();
        let dest = to.join(e.file_name());
        if p.is_dir() {
            copy_dir(&p, &dest);
        } else {
            std::fs::copy(&p, &dest).unwrap();
        }
    }
}

/// A copy of the project's scripts and cards, with `skirmish` on a PATH of its own.
struct Copy {
    dir: PathBuf,
    path: String,
}

impl Copy {
    fn new(name: &str) -> Copy {
        let dir = std::env::temp_dir().join(format!("skirmish-docs-{name}-{}", std::process::id()));
        let _ = std::fs::remove_dir_all(&dir);
        for top in ["scripts", "cards"] {
            copy_dir(&root().join(top), &dir.join(top));
        }
        let bin = dir.join(".bin");
        std::fs::create_dir_all(&bin).unwrap();
        std::os::unix::fs::symlink(env!("CARGO_BIN_EXE_skirmish"), bin.join("skirmish")).unwrap();
        let path = format!(
            "{}:{}",
            bin.display(),
            std::env::var("PATH").unwrap_or_default()
        );
        Copy { dir, path }
    }

    fn write(&self, rel: &str, text: &str) {
        let p = self.dir.join(rel);
        std::fs::create_dir_all(p.parent().unwrap()).unwrap();
        std::fs::write(p, text).unwrap();
    }

    fn command(&self, program: &str) -> Command {
        let mut c = Command::new(program);
        c.current_dir(&self.dir)
            .env("SKIRMISH_ROOT", &self.dir)
            .env("PATH", &self.path)
            .env("NO_COLOR", "1")
            .stdin(Stdio::null());
        c
    }

    /// Runs it; Err with the output when it fails.
    fn run(&self, mut c: Command) -> Result<String, String> {
        let out = c.output().unwrap();
        let text = format!(
            "{}{}",
            String::from_utf8_lossy(&out.stdout),
            String::from_utf8_lossy(&out.stderr)
        );
        if out.status.success() {
            Ok(text)
        } else {
            Err(format!("exit {:?}\n{text}", out.status.code()))
        }
    }

    /// Installs `with=` files of the repository as cards of `ruleset`.
    fn install(&self, b: &Block) {
        let ruleset = b.attrs.get("ruleset").map_or("arcadia", String::as_str);
        for f in b.attrs.get("with").into_iter().flat_map(|w| w.split(',')) {
            let text = std::fs::read_to_string(root().join(f))
                .unwrap_or_else(|e| panic!("line {}: with={f}: {e}", b.line));
            let name = Path::new(f).file_name().unwrap().to_string_lossy();
            self.write(&format!("cards/{ruleset}/docs_examples/{name}"), &text);
        }
    }
}

impl Drop for Copy {
    fn drop(&mut self) {
        let _ = std::fs::remove_dir_all(&self.dir);
    }
}

const TAGS: &[&str] = &["card", "file", "test", "repl", "run", "skip"];

/// Runs every block of `md` (the text of `doc`); the problems, each naming its line.
fn check_doc(doc: &str, md: &str) -> Vec<String> {
    let copy = Copy::new(&doc.replace(['/', '.'], "_"));
    let mut problems = Vec::new();
    let mut cards = 0;
    for b in blocks(md) {
        let at = format!("{doc}:{}", b.line);
        let tags: Vec<&str> = TAGS
            .iter()
            .copied()
            .filter(|t| b.attrs.contains_key(*t) || (*t == "repl" && b.lang == "repl"))
            .collect();
        let must = matches!(b.lang.as_str(), "lua" | "sh" | "yaml" | "repl" | "");
        if tags.is_empty() {
            if must {
                problems.push(format!(
                    "{at}: a ```{} block needs card=PATH, file=PATH, test=PATH, repl, run or skip=\"why\"",
                    b.lang
                ));
            }
            continue;
        }
        if tags.len() > 1 {
            problems.push(format!("{at}: one of {tags:?}, not several"));
            continue;
        }
        let result = match tags[0] {
            "skip" => {
                if b.attrs["skip"].trim().is_empty() {
                    Err("skip needs a reason: skip=\"why\"".to_string())
                } else {
                    Ok(())
                }
            }
            "card" | "file" => {
                cards += usize::from(tags[0] == "card");
                copy.write(&b.attrs[tags[0]], &b.text);
                Ok(())
            }
            "test" => {
                copy.install(&b);
                let path = &b.attrs["test"];
                copy.write(path, &b.text);
                let mut c = copy.command("skirmish");
                c.args(["test", path]);
                copy.run(c).and_then(|out| {
                    let last = out.lines().last().unwrap_or("").to_string();
                    if last.ends_with(" passed, 0 failed") && !last.starts_with("0 ") {
                        Ok(())
                    } else {
                        Err(out)
                    }
                })
            }
            "repl" => {
                copy.install(&b);
                let lines: Vec<&str> = b
                    .text
                    .lines()
                    .filter_map(|l| l.trim().strip_prefix('>'))
                    .map(|l| l.split(" #").next().unwrap().trim())
                    .collect();
                let file = format!(".docs_block_{}.txt", b.line);
                copy.write(&file, &(lines.join("\n") + "\n"));
                let mut c = copy.command("skirmish");
                c.args(["run", "--strict", &file]);
                copy.run(c).map(|_| ())
            }
            _ => {
                copy.install(&b);
                let script = b.text.replace("cargo run --release --", "skirmish");
                let mut c = copy.command("bash");
                c.args(["-euo", "pipefail", "-c", &script]);
                copy.run(c).map(|_| ())
            }
        };
        if let Err(e) = result {
            problems.push(format!("{at} ({}): {e}", tags[0]));
        }
    }
    if cards > 0 {
        // The cards written above load, and every field and `game.` name they use is known.
        let mut c = copy.command("skirmish");
        c.args(["test", "--filter", "content ›"]);
        if let Err(e) = copy.run(c) {
            problems.push(format!("{doc}: its cards fail the content checks: {e}"));
        }
    }
    problems
}

#[test]
fn every_block_of_modding_md_runs_or_says_why_not() {
    let md = std::fs::read_to_string(root().join("docs/MODDING.md")).unwrap();
    let problems = check_doc("docs/MODDING.md", &md);
    assert!(problems.is_empty(), "\n{}", problems.join("\n\n"));
}

/// The README's blocks too: its commands are what a newcomer types first.
#[test]
fn every_block_of_the_readme_runs_or_says_why_not() {
    let md = std::fs::read_to_string(root().join("README.md")).unwrap();
    let problems = check_doc("README.md", &md);
    assert!(problems.is_empty(), "\n{}", problems.join("\n\n"));
}

/// The mechanism itself: an untagged block, a card that does not load, a failing test, a
/// failing REPL command and a skip without a reason are each reported with their line.
#[test]
fn a_broken_block_fails_with_its_line() {
    let md = "# t\n\n```lua\nreturn {}\n```\n\n```lua card=cards/arcadia/upgrades/zz_doc.lua\nreturn { name = \"Z\", kind = \"upgrade\", bogus_field = 1 }\n```\n\n```lua test=cards/arcadia/upgrades/zz_doc_test.lua\ntest(\"fails\", function() expect(1).to_be(2) end)\n```\n\n```repl\n> activate nobody\n```\n\n```sh skip\nfalse\n```\n";
    let rel = "broken.md";
    let problems = check_doc(rel, md);
    let all = problems.join("\n");
    for want in [
        format!("{rel}:3: a ```lua block needs"),
        format!("{rel}:11 (test)"),
        format!("{rel}:15 (repl)"),
        format!("{rel}:19 (skip)"),
        "ArcadiaCard.bogus_field".to_string(),
    ] {
        assert!(all.contains(&want), "missing {want:?} in:\n{all}");
    }
}
