//! The kernel's error type. Every rejected operation returns one of these and leaves state as it
//! was.

use thiserror::Error;

#[derive(Debug, Error, Clone, PartialEq, Eq)]
pub enum Error {
    #[error("bad coordinate `{0}` (expected a column letter and a row number, like c4)")]
    BadCoord(String),
    #[error("board diagram line {line}, column {column}: {message}")]
    Diagram {
        line: usize,
        column: usize,
        message: String,
    },
    #[error("no space `{0}` on this board")]
    UnknownSpace(String),
    #[error("{0} is not on the board")]
    OffGrid(String),
    #[error("{0} is not a space a figure can stand on")]
    NotASpace(String),
    #[error("{a} and {b} do not share an edge")]
    NotNeighbours { a: String, b: String },
    #[error("there is no door between {a} and {b}")]
    NoDoor { a: String, b: String },
    #[error("no figure `{0}`")]
    UnknownFigure(String),
    #[error("figure id `{0}` is used twice")]
    DuplicateFigure(String),
    #[error("{space} would hold {count} figures, more than its capacity of {capacity}")]
    OverCapacity {
        space: String,
        count: usize,
        capacity: usize,
    },
    #[error("unknown side `{side}` (this ruleset's sides: {known})")]
    UnknownSide { side: String, known: String },
    #[error("{0}")]
    Scenario(String),
    #[error("{0}")]
    Ruleset(String),
    /// A rule the game refused (an illegal answer, an impossible state change).
    #[error("{0}")]
    Game(String),
    /// A script failed: `file:line: message`, with the card and event when a handler failed.
    #[error("{message}")]
    Script {
        /// The script file the error points into, when known.
        file: Option<String>,
        line: Option<u32>,
        message: String,
    },
    /// A ruleset's dice file is malformed: `file: message`.
    #[error("{0}")]
    Dice(String),
    #[error("unknown die `{die}` (this ruleset's dice: {known})")]
    UnknownDie { die: String, known: String },
    #[error("unknown dice tag `{tag}` (this ruleset's tags: {known})")]
    UnknownTag { tag: String, known: String },
    #[error("die `{die}` has no face `{face}` ({known})")]
    UnknownFace {
        die: String,
        face: String,
        known: String,
    },
    #[error("the roll has no die {index} (it has {count})")]
    NoSuchDie { index: usize, count: usize },
    #[error("this {die} roll may not be rerolled")]
    NotRerollable { die: String },
    /// A saved game that cannot be read, or whose state does not fit its scenario and ruleset.
    #[error("damaged saved game: {0}")]
    DamagedSave(String),
    /// YAML text larger, deeper or holding more values than its kind of file may.
    #[error(transparent)]
    Yaml(#[from] crate::yaml::YamlError),
    /// A board larger than [`crate::board::MAX_CELLS`] cells or [`crate::board::MAX_SIDE`]
    /// spaces a side, refused before anything is allocated for it.
    #[error(
        "a board of {width}×{height} = {cells} cells is too large (at most {max_cells} cells and {max_side} a side)"
    )]
    BoardTooLarge {
        width: usize,
        height: usize,
        cells: usize,
        max_cells: usize,
        max_side: usize,
    },
}

pub type Result<T> = std::result::Result<T, Error>;
