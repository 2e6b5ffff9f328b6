//! A game in progress: Rust-owned state, the script API over it, and the engine that runs a
//! ruleset's Lua rules and asks choices.

pub mod api;
pub mod dev;
pub mod engine;
pub mod prefix;
pub mod save;
pub mod state;
pub mod view;

pub use dev::Dev;
pub use engine::{Choice, ChoiceOption, Game, Input, Library, Position, Recipe, card_id};
pub use save::{SaveFile, SavedInput};
pub use state::{GameState, LogEntry, Var};
pub use view::{Secrets, Viewer};
