//! # skirmish-core
//!
//! The Skirmish kernel: square-grid boards and their diagram format, the geometric rules a
//! ruleset parameterises (adjacency, space capacity, line of sight), movement, and scenario
//! loading. It performs no I/O: callers hand it text and ask it questions.
//!
//! Architecture invariant: no game's name appears in this crate; rulesets choose behaviour
//! through data ([`Geometry`], ruleset files) and scripts.

pub mod board;
pub mod coord;
mod diagram;
pub mod dice;
pub mod error;
pub mod game;
pub mod geometry;
pub mod graph;
pub mod los;
pub mod movement;
pub mod rng;
pub mod ruleset;
pub mod scenario;
pub mod script;
pub mod tabletop;
pub mod terrain;
pub mod tiles;
pub mod yaml;

pub use board::{Board, Cell, Dir, Edge};
pub use coord::Coord;
pub use dice::{DiceRoller, DiceSet, Roll, RollOptions};
pub use error::{Error, Result};
pub use geometry::{Adjacency, Geometry, SightLine};
pub use graph::{Graph, GraphSpace};
pub use rng::GameRng;
pub use ruleset::Ruleset;
pub use scenario::Scenario;
pub use tabletop::{Crowding, Figure, FigureIdx, Tabletop};
pub use tiles::{Layout, Placement, TileLibrary};
