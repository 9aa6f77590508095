//! DOT tokens to a [`DotGraph`]: a recursive-descent reading of the DOT grammar
//! (graph, statements, edge chains `a -> b -> c`, subgraphs as edge ends, ports,
//! attributes), keeping the nodes and edges with their spans and skipping the attributes,
//! which only change how Graphviz draws. Subgraphs nest at most [`MAX_NESTING`] deep, and
//! the nodes and edges together are bounded by a limit, so no input can exhaust the stack
//! or the memory.

use hashbrown::HashMap;

use super::error::{DotError, DotErrorKind};
use super::lexer::{Lexer, Token};
use crate::span::Span;

/// How deep subgraphs may nest.
pub const MAX_NESTING: usize = 64;

/// A DOT graph as read: which kind, its nodes in order of first appearance, its edges in
/// order (an edge between two subgraphs stands for every pair of their nodes).
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct DotGraph {
    /// `digraph` (true) or `graph`.
    pub directed: bool,
    /// `strict`: repeated edges are one edge.
    pub strict: bool,
    /// The graph's name, if it has one.
    pub name: Option<String>,
    /// The `graph` or `digraph` keyword.
    pub header: Span,
    /// Every node, in the order first named.
    pub nodes: Vec<DotNode>,
    /// Every edge, in the order written.
    pub edges: Vec<DotEdge>,
}

/// A node of a DOT graph.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct DotNode {
    /// Its name (its label where it has one is not kept).
    pub name: String,
    /// Where the node is first named.
    pub span: Span,
}

/// An edge of a DOT graph, between the nodes of these indices.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct DotEdge {
    /// The index of the node it leaves.
    pub from: u32,
    /// The index of the node it enters.
    pub to: u32,
    /// From the first end to the second.
    pub span: Span,
}

/// Reads a DOT graph whose nodes and edges number at most `limit` together.
pub fn parse_dot(text: &str, limit: u64) -> Result<DotGraph, DotError> {
    let mut lexer = Lexer::new(text);
    let first = lexer.next_token()?;
    let mut parser = Parser {
        lexer,
        current: first,
        index: HashMap::new(),
        limit: limit.min(u64::from(u32::MAX)),
        graph: DotGraph {
            directed: false,
            strict: false,
            name: None,
            header: Span::default(),
            nodes: Vec::new(),
            edges: Vec::new(),
        },
    };
    parser.graph()?;
    Ok(parser.graph)
}

/// The end of an edge: one node or the nodes of a subgraph.
struct Operand {
    nodes: Vec<u32>,
    span: Span,
}

struct Parser<'t> {
    lexer: Lexer<'t>,
    current: (Token, Span),
    index: HashMap<String, u32>,
    limit: u64,
    graph: DotGraph,
}

impl Parser<'_> {
    fn advance(&mut self) -> Result<(Token, Span), DotError> {
        let next = self.lexer.next_token()?;
        Ok(std::mem::replace(&mut self.current, next))
    }

    fn peek(&self) -> &Token {
        &self.current.0
    }

    fn expected(&self, expected: &'static str) -> DotError {
        let (token, span) = &self.current;
        DotError::new(
            *span,
            DotErrorKind::Expected {
                expected,
                found: token.shown(),
            },
        )
    }

    fn expect(&mut self, token: Token, expected: &'static str) -> Result<Span, DotError> {
        if *self.peek() == token {
            Ok(self.advance()?.1)
        } else {
            Err(self.expected(expected))
        }
    }

    /// `[strict] (graph | digraph) [ID] { statements }` and the end of the text.
    fn graph(&mut self) -> Result<(), DotError> {
        if self.peek().is_keyword("strict") {
            self.advance()?;
            self.graph.strict = true;
        }
        let directed = if self.peek().is_keyword("digraph") {
            true
        } else if self.peek().is_keyword("graph") {
            false
        } else {
            return Err(self.expected("`graph` or `digraph` (a DOT file starts with one)"));
        };
        self.graph.directed = directed;
        self.graph.header = self.advance()?.1;
        if let Token::Id { text, .. } = self.peek() {
            self.graph.name = Some(text.clone());
            self.advance()?;
        }
        self.expect(Token::OpenBrace, "`{` after the graph's name")?;
        let mut members = Vec::new();
        self.statements(0, &mut members)?;
        self.expect(
            Token::End,
            "the end of the file after the graph's closing `}`",
        )?;
        Ok(())
    }

    /// Statements up to and including the closing `}`; the nodes named go to `members`.
    fn statements(&mut self, depth: usize, members: &mut Vec<u32>) -> Result<(), DotError> {
        loop {
            match self.peek() {
                Token::CloseBrace => {
                    self.advance()?;
                    return Ok(());
                }
                Token::End => {
                    return Err(self.expected("a statement or the `}` that closes the graph"));
                }
                _ => self.statement(depth, members)?,
            }
            if *self.peek() == Token::Semicolon {
                self.advance()?;
            }
        }
    }

    fn statement(&mut self, depth: usize, members: &mut Vec<u32>) -> Result<(), DotError> {
        let token = self.peek().clone();
        if ["graph", "node", "edge"]
            .iter()
            .any(|k| token.is_keyword(k))
        {
            self.advance()?;
            if *self.peek() != Token::OpenBracket {
                return Err(self.expected("`[` and the attributes"));
            }
            return self.attributes();
        }
        if token.is_keyword("subgraph") || token == Token::OpenBrace {
            let operand = self.subgraph(depth, members)?;
            return self.edges_from(operand, depth, members);
        }
        match token {
            Token::Id { plain, ref text }
                if !(plain
                    && ["strict", "digraph"]
                        .iter()
                        .any(|k| text.eq_ignore_ascii_case(k))) =>
            {
                let (_, span) = self.advance()?;
                if *self.peek() == Token::Equals {
                    self.advance()?;
                    return self.id("a value after `=`").map(drop);
                }
                let operand = self.node(text.clone(), span, members)?;
                if matches!(self.peek(), Token::Arrow | Token::Line) {
                    self.edges_from(operand, depth, members)
                } else {
                    self.optional_attributes()
                }
            }
            _ => Err(self.expected("a node, an edge, an attribute statement or `}`")),
        }
    }

    /// A node named `name` at `span`, then its optional port (`:port`, `:port:compass`).
    fn node(
        &mut self,
        name: String,
        span: Span,
        members: &mut Vec<u32>,
    ) -> Result<Operand, DotError> {
        let id = self.declare(name, span)?;
        members.push(id);
        let mut span = span;
        for _ in 0..2 {
            if *self.peek() != Token::Colon {
                break;
            }
            self.advance()?;
            span = span.to(self.id("a port name after `:`")?);
        }
        Ok(Operand {
            nodes: vec![id],
            span,
        })
    }

    /// `[subgraph [ID]] { statements }`: the nodes named inside.
    fn subgraph(&mut self, depth: usize, members: &mut Vec<u32>) -> Result<Operand, DotError> {
        let start = self.current.1;
        if depth >= MAX_NESTING {
            return Err(DotError::new(
                start,
                DotErrorKind::TooDeep { limit: MAX_NESTING },
            ));
        }
        if self.peek().is_keyword("subgraph") {
            self.advance()?;
            if matches!(self.peek(), Token::Id { .. }) {
                self.advance()?;
            }
        }
        self.expect(Token::OpenBrace, "`{` to open the subgraph")?;
        let mut inner = Vec::new();
        self.statements(depth + 1, &mut inner)?;
        members.extend_from_slice(&inner);
        inner.sort_unstable();
        inner.dedup();
        Ok(Operand {
            nodes: inner,
            span: start,
        })
    }

    /// The rest of an edge statement after its first end: `-> b -> { c d } [attributes]`.
    fn edges_from(
        &mut self,
        mut left: Operand,
        depth: usize,
        members: &mut Vec<u32>,
    ) -> Result<(), DotError> {
        while let Token::Arrow | Token::Line = self.peek() {
            let arrow = *self.peek() == Token::Arrow;
            if arrow != self.graph.directed {
                return Err(DotError::new(
                    self.current.1,
                    DotErrorKind::WrongEdge {
                        directed: self.graph.directed,
                    },
                ));
            }
            self.advance()?;
            let right = match self.peek().clone() {
                Token::OpenBrace => self.subgraph(depth, members)?,
                token if token.is_keyword("subgraph") => self.subgraph(depth, members)?,
                Token::Id { text, .. } => {
                    let (_, span) = self.advance()?;
                    self.node(text, span, members)?
                }
                _ => return Err(self.expected("a node or a subgraph after the edge")),
            };
            let span = left.span.to(right.span);
            for &from in &left.nodes {
                for &to in &right.nodes {
                    self.room(span)?;
                    self.graph.edges.push(DotEdge { from, to, span });
                }
            }
            left = right;
        }
        self.optional_attributes()
    }

    fn optional_attributes(&mut self) -> Result<(), DotError> {
        if *self.peek() == Token::OpenBracket {
            self.attributes()
        } else {
            Ok(())
        }
    }

    /// `[a = b, c = d; …]`, repeated; read and dropped.
    fn attributes(&mut self) -> Result<(), DotError> {
        while *self.peek() == Token::OpenBracket {
            self.advance()?;
            while *self.peek() != Token::CloseBracket {
                self.id("an attribute name or `]`")?;
                self.expect(Token::Equals, "`=` after the attribute's name")?;
                self.id("the attribute's value after `=`")?;
                if matches!(self.peek(), Token::Comma | Token::Semicolon) {
                    self.advance()?;
                }
            }
            self.advance()?;
        }
        Ok(())
    }

    /// An identifier; its span.
    fn id(&mut self, expected: &'static str) -> Result<Span, DotError> {
        match self.peek() {
            Token::Id { .. } => Ok(self.advance()?.1),
            _ => Err(self.expected(expected)),
        }
    }

    /// The index of the node `name`, added at `span` if new.
    fn declare(&mut self, name: String, span: Span) -> Result<u32, DotError> {
        if let Some(&id) = self.index.get(&name) {
            return Ok(id);
        }
        self.room(span)?;
        let id = self.graph.nodes.len() as u32;
        self.index.insert(name.clone(), id);
        self.graph.nodes.push(DotNode { name, span });
        Ok(id)
    }

    /// An error at `span` if one more node or edge would pass the limit.
    fn room(&self, span: Span) -> Result<(), DotError> {
        if (self.graph.nodes.len() + self.graph.edges.len()) as u64 >= self.limit {
            return Err(DotError::new(
                span,
                DotErrorKind::TooLarge { limit: self.limit },
            ));
        }
        Ok(())
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn parse(text: &str) -> DotGraph {
        parse_dot(text, 1000).unwrap_or_else(|e| panic!("{text}: {e}"))
    }

    fn edges(graph: &DotGraph) -> Vec<(String, String)> {
        graph
            .edges
            .iter()
            .map(|e| {
                (
                    graph.nodes[e.from as usize].name.clone(),
                    graph.nodes[e.to as usize].name.clone(),
                )
            })
            .collect()
    }

    fn pairs(list: &[(&str, &str)]) -> Vec<(String, String)> {
        list.iter()
            .map(|(a, b)| (a.to_string(), b.to_string()))
            .collect()
    }

    #[test]
    fn chains_subgraphs_ports_and_attributes() {
        let graph = parse(
            "strict digraph G { rankdir=LR; node [shape=box]\n a -> b -> c [color=red]; \
             {x y} -> z:n:s; \"a\" -> subgraph s { b; c } \"d\" }",
        );
        assert!(graph.directed && graph.strict);
        assert_eq!(graph.name.as_deref(), Some("G"));
        let names: Vec<&str> = graph.nodes.iter().map(|n| n.name.as_str()).collect();
        assert_eq!(names, ["a", "b", "c", "x", "y", "z", "d"]);
        assert_eq!(
            edges(&graph),
            pairs(&[
                ("a", "b"),
                ("b", "c"),
                ("x", "z"),
                ("y", "z"),
                ("a", "b"),
                ("a", "c")
            ])
        );
    }

    #[test]
    fn repeated_and_looping_edges_are_kept() {
        let graph = parse("graph { ground -- a -- a; a -- ground; 1 -- 2 }");
        assert!(!graph.directed);
        assert_eq!(
            edges(&graph),
            pairs(&[("ground", "a"), ("a", "a"), ("a", "ground"), ("1", "2")])
        );
    }

    fn error(text: &str, limit: u64) -> (DotErrorKind, String) {
        let e = parse_dot(text, limit).unwrap_err();
        (e.kind, text[e.span.start..e.span.end].to_string())
    }

    #[test]
    fn errors_point_at_what_is_wrong() {
        assert_eq!(
            error("digraph { a -- b }", 100),
            (DotErrorKind::WrongEdge { directed: true }, "--".into())
        );
        assert_eq!(
            error("graph { a -> b }", 100),
            (DotErrorKind::WrongEdge { directed: false }, "->".into())
        );
        let (kind, at) = error("digraph { a -> }", 100);
        assert_eq!(at, "}");
        assert_eq!(
            kind.to_string(),
            "expected a node or a subgraph after the edge, found `}`"
        );
        let (kind, at) = error("grph { }", 100);
        assert_eq!(at, "grph");
        assert!(
            kind.to_string()
                .starts_with("expected `graph` or `digraph`")
        );
        assert_eq!(error("digraph { a -> b", 100).1, "");
        assert_eq!(
            error("digraph { a -> b -> c -> d }", 5),
            (DotErrorKind::TooLarge { limit: 5 }, "d".into())
        );
        let deep = format!("graph {}{}", "{".repeat(100), "}".repeat(100));
        assert_eq!(
            error(&deep, 100).0,
            DotErrorKind::TooDeep { limit: MAX_NESTING }
        );
        assert_eq!(
            error("digraph { a [color] }", 100).1,
            "]",
            "an attribute needs a value"
        );
    }
}
