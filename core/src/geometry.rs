//! The geometric parameters a ruleset chooses: how spaces touch, how many figures a space holds,
//! and how line of sight is traced. Nothing here names a game.

use serde::{Deserialize, Serialize};

/// Which neighbours a space has for movement and closeness.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum Adjacency {
    /// The four orthogonal neighbours, through open edges and open doors.
    Four,
    /// Orthogonal neighbours plus diagonals; a diagonal step never cuts a corner where any of
    /// the four edges meeting there is closed or either side space is not walkable.
    Eight,
    /// A graph board: spaces are Close when a path joins them (the board's map).
    Graph,
}

/// How a line of sight between two spaces is traced.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum SightLine {
    /// A segment between the two centres, blocked by walls, closed doors, blocking, gap and
    /// Blocked spaces, with the two-sided vertex rule at exact grid corners.
    CentreToCentre,
    /// Some corner of one square joined to some corner of the other by a segment that touches
    /// no barrier square (blocking or gap cell), wall or closed door, not even at a vertex or
    /// along an edge. Figures never block; the grid's rim does not block.
    CornerToCorner,
    /// The ruleset has no line of sight; asking for one is an error.
    None,
}

#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Geometry {
    pub adjacency: Adjacency,
    /// Figures a space can hold; a space at capacity is Full.
    pub capacity: usize,
    pub sight: SightLine,
    /// Movement points a figure has when its card says nothing.
    pub movement: u32,
}

impl Default for Geometry {
    fn default() -> Self {
        Geometry {
            adjacency: Adjacency::Four,
            capacity: 2,
            sight: SightLine::CentreToCentre,
            movement: 3,
        }
    }
}
