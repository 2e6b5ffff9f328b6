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
}

pub type Result<T> = std::result::Result<T, Error>;
