//! Stage 5: the game graph of a position, for people and for other programs.
//!
//! [`GameGraph::explore`] walks the positions reachable from a start position breadth
//! first (an explicit queue, never recursion), merging positions that are the same game
//! (heaps sorted where they are interchangeable, empty heaps dropped where they do not
//! count) and keeping one edge per distinct option, labelled with the first move found to
//! it. It stops as soon as the graph grows past its limits (positions and moves, so its
//! memory stays bounded), before the engine values anything; then every node gets its
//! value from the [`Solver`](crate::engine::Solver).
//! The graph is written as DOT ([`to_dot`]) or as JSON ([`crate::report::GraphReport`]);
//! SVG and PNG ([`render_image`]) come from Graphviz's `dot` program run on the DOT where
//! it is installed, and otherwise from the built-in drawing (`drawing`), which needs no
//! system package (its PNG, and the pictures of tables, with the crate's feature `png`).
//! What a picture shows, either way, is in `look`.
//! The built-in drawing also draws a board for play ([`Figure`]): a Green Hackenbush
//! drawing or tokens on a graph, laid out the same way ([`board_svg`]), or a grid of cells
//! under the numbers of its rows and columns ([`grid_svg`]), or a row of coins
//! ([`coins_svg`]).

mod dot;
mod drawing;
mod graph;
mod graphviz;
mod image;
mod look;
#[cfg(feature = "png")]
mod table_picture;

pub use dot::to_dot;
pub use drawing::{
    BoardFigure, CellState, Coin, CoinFigure, CoinMove, EdgeState, Figure, FigureEdge, FigureNode,
    GridCell, GridDomino, GridFigure, NodeChange, board_svg, coins_svg, grid_svg,
};
pub use graph::{DEFAULT_MAX_EDGES, DEFAULT_MAX_NODES, GameGraph, GraphError, Limits, Node};
pub use graphviz::DEFAULT_DOT_TIMEOUT;
pub use image::{Image, ImageFormat, Renderer, render_image};
#[cfg(feature = "png")]
pub use table_picture::{Plot, heat_map, value_plot};
