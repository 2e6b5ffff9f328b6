//! # skirmish: the library, and the REPL built on it
//!
//! A thin shell over `skirmish-core` (rules never live here). Two halves:
//!
//! **The library** (always built; no terminal, no REPL types, nothing printed: each entry point
//! takes content and option structs and returns a report whose `render` is what the command
//! line prints):
//! - [`assets`]: where rulesets, scenarios and scripts come from ([`assets::Assets`], the handle
//!   the entry points take) and a scenario fitted to its ruleset ([`assets::Loaded`]);
//! - [`bots`]: players that answer a `skirmish_core::game::Game`'s pending choice
//!   ([`bots::make`], [`bots::Bot`]), and [`search`], the Monte Carlo tree search bot;
//! - [`simulate`]: bot games on a scenario ([`simulate::run`] → [`simulate::Report`]);
//! - [`balance`]: paired bot games of two content variants ([`balance::run`]);
//! - [`fuzz`]: random legal games with invariants checked ([`fuzz::run`]);
//! - [`campaign`]: campaigns carried from game to game, and played by bots
//!   ([`campaign::run`]);
//! - [`cardtest`]: the `*_test.lua` card and quest tests ([`cardtest::collect_assets`],
//!   [`cardtest::run`]) and [`content`], the content checks they start with;
//! - [`picture`], [`svg`], [`rules_status`], [`table_talk`]: a game drawn as text or SVG, the
//!   rules' status panel, the player's log;
//! - [`pool`] (the one rayon pool runs use), [`progress`] (bars on a terminal's standard error,
//!   off unless an option asks), [`files`], [`mods`], [`apidoc`].
//!
//! **The REPL and the binary** (feature `repl`, on by default; it brings rustyline and clap):
//! `cli` (the command line), `session` (REPL commands: `Session::execute`), `seats` (bots
//! at a session's seats: `bot`, `legal`, `why`), `campaign_repl` (`campaign` at the prompt),
//! `runner` (`skirmish run`), `interactive` and `completion` (the terminal), `bench`,
//! `dice_cmd`. `cargo build -p skirmish --lib --no-default-features` builds the library alone.
//!
//! ## Using Skirmish as a library
//!
//! The default scenario of Arcadia Quest, played by two bots; then twenty games of it by
//! `simulate`, the report `skirmish simulate` prints:
//!
//! ```
//! use skirmish::assets::Assets;
//! use skirmish::{bots, simulate};
//! use skirmish_core::game::Game;
//! use skirmish_core::script::Limits;
//!
//! let assets = Assets::locate();
//! let loaded = assets.load_scenario(&assets.default_scenario("arcadia")?)?;
//! let lib = assets.library();
//! let mut game = Game::new(&lib, &loaded.ruleset, &loaded.scenario, 7, Limits::default())
//!     .map_err(|e| e.to_string())?;
//! let seats = bots::seats(&loaded.table, &loaded.ruleset);
//! let mut players = Vec::new();
//! for side in &seats {
//!     players.push(bots::make("random", side)?);
//! }
//! while let Some(choice) = game.pending() {
//!     let pick = match seats.iter().position(|s| *s == choice.side) {
//!         Some(seat) => players[seat].choose(&game)?,
//!         None => bots::default_choice(&game)?, // the monsters
//!     };
//!     game.answer(pick).map_err(|e| e.to_string())?;
//! }
//! println!("{}", game.finished().unwrap_or("unfinished"));
//!
//! let opts = simulate::Options {
//!     ruleset: "arcadia".into(),
//!     scenario: None, // the ruleset's default
//!     games: 20,
//!     bots: vec!["random".into(), "random".into()],
//!     seed: 1,
//!     threads: 2,
//!     progress: false,
//!     profile: false,
//! };
//! let report = simulate::run(&assets, &opts)?;
//! assert_eq!(report.outcomes.len(), 20);
//! print!("{}", report.render());
//! # Ok::<(), String>(())
//! ```

pub mod apidoc;
pub mod assets;
pub mod balance;
pub mod bots;
pub mod campaign;
pub mod cardtest;
pub mod content;
pub mod files;
pub mod fuzz;
pub mod mods;
pub mod picture;
pub mod pool;
pub mod progress;
pub mod rules_status;
pub mod search;
pub mod simulate;
pub mod svg;
pub mod table_talk;

#[cfg(feature = "repl")]
pub mod bench;
#[cfg(feature = "repl")]
pub mod campaign_repl;
#[cfg(feature = "repl")]
pub mod cli;
#[cfg(feature = "repl")]
pub mod completion;
#[cfg(feature = "repl")]
pub mod dice_cmd;
#[cfg(feature = "repl")]
pub mod interactive;
#[cfg(feature = "repl")]
pub mod runner;
#[cfg(feature = "repl")]
pub mod seats;
#[cfg(feature = "repl")]
pub mod session;
