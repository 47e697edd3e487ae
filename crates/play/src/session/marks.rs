//! What each rule set shows beyond the units: Immortal's capture locks and
//! close mate, Linear's line maps, counts and kings, and how the units of a
//! move travel (for the board's animation).

use danilchuk_board::{Bitboard, Color, File, Move, MoveKind, Position, Role, Square};
use danilchuk_classical::Chess;
use danilchuk_engine::SearchResult;
use danilchuk_game::{Game, GameRules};
use danilchuk_immortal::Immortal;
use danilchuk_linear::Linear;
use danilchuk_variant::{with_inner as inner, AnyPosition};

use super::engine::{analyse, analyse_any, search, search_any};

/// One capture lock (I-3) as the board draws it.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub struct LockMark {
    /// The unit that may not capture.
    pub attacker: Square,
    /// The unit it may not capture.
    pub target: Square,
    /// The side whose next move the lock binds.
    pub binds: Color,
}

/// A side's line map and how many pieces stand on each line (L-2, L-8).
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub struct LineMark {
    /// The piece type of each file, a to h, for this side.
    pub roles: [Role; 8],
    /// The side's non-pawn units on each file, a to h.
    pub counts: [u32; 8],
}

/// A unit's way during a move: from one square to another.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub struct Motion {
    /// Where the unit stood.
    pub from: Square,
    /// Where it stands after the move.
    pub to: Square,
}

/// What the board shows of a rule set. Implemented for the three rule sets.
pub trait Marks: GameRules + Send + 'static {
    /// The live capture locks (I-3); none outside Immortal chess.
    fn lock_marks(&self) -> Vec<LockMark> {
        Vec::new()
    }

    /// Both sides' line maps, White's first (Linear only).
    fn line_marks(&self) -> Option<[LineMark; 2]> {
        None
    }

    /// The line limit as a number of pieces per line (L-8), if any.
    fn line_limit(&self) -> Option<u32> {
        None
    }

    /// The squares of `color`'s kings (several in Linear chess, L-3).
    fn king_squares(&self, color: Color) -> Bitboard {
        self.board().kings() & self.board().by_color(color)
    }

    /// The kings of the side to move that an enemy unit attacks.
    fn checked_kings(&self) -> Bitboard {
        let board = self.board();
        let turn = self.turn();
        self.king_squares(turn)
            .into_iter()
            .filter(|&sq| board.attackers_to(sq, !turn, board.occupied()).any())
            .collect()
    }

    /// Whether the side to move is checkmated by a close mate (I-6): a
    /// queen, rook or bishop next to the king that the king cannot take,
    /// because the swap would leave it attacking the king's old square.
    fn is_close_mate(&self) -> bool {
        false
    }

    /// How the units travel in the legal move `m` of this position.
    fn motions(&self, m: Move) -> Vec<Motion> {
        vec![Motion {
            from: m.from(),
            to: m.to(),
        }]
    }

    /// Whether the king may also be dropped on its classical castling
    /// destination (g1/c1) to castle, besides on its rook.
    fn king_destination_castling(&self) -> bool {
        false
    }

    /// Whether a capture swaps the two units (Immortal, I-1).
    fn swaps(&self) -> bool {
        false
    }

    /// Whether files are lines: pieces change on landing (L-3), a
    /// promotion is the line's piece (L-6), the king castles with the queen
    /// (L-7).
    fn has_lines(&self) -> bool {
        false
    }

    /// The engine's move in `game` within `nodes`, or `None` if it has none.
    fn engine_move(game: &Game<Self>, nodes: u64) -> Option<Move>;

    /// The engine's analysis of `game`'s position within `nodes` (score and
    /// best line), or `None` if the game cannot be replayed.
    fn engine_analysis(game: &Game<Self>, nodes: u64) -> Option<SearchResult>;
}

impl Marks for Chess {
    fn king_destination_castling(&self) -> bool {
        true
    }

    fn engine_move(game: &Game<Chess>, nodes: u64) -> Option<Move> {
        search(game, nodes)
    }

    fn engine_analysis(game: &Game<Chess>, nodes: u64) -> Option<SearchResult> {
        analyse(game, nodes)
    }

    fn motions(&self, m: Move) -> Vec<Motion> {
        match m.kind() {
            MoveKind::Castle => {
                let rank = m.from().rank();
                let (king, rook) = if m.to().file().index() > m.from().file().index() {
                    (File::G, File::F)
                } else {
                    (File::C, File::D)
                };
                vec![
                    Motion {
                        from: m.from(),
                        to: Square::new(king, rank),
                    },
                    Motion {
                        from: m.to(),
                        to: Square::new(rook, rank),
                    },
                ]
            }
            _ => vec![Motion {
                from: m.from(),
                to: m.to(),
            }],
        }
    }
}

/// Where the player may drop the unit to play `m`: the move's own `to`,
/// and for classical castling also the king's destination.
pub(crate) fn drop_squares<P: Marks>(pos: &P, m: Move) -> Vec<Square> {
    if m.kind() == MoveKind::Castle && pos.king_destination_castling() {
        vec![m.to(), classical_king_destination(m)]
    } else {
        vec![m.to()]
    }
}

/// The classical castling destination of the king for the castling `m`.
fn classical_king_destination(m: Move) -> Square {
    let file = if m.to().file().index() > m.from().file().index() {
        File::G
    } else {
        File::C
    };
    Square::new(file, m.from().rank())
}

impl Marks for Immortal {
    fn swaps(&self) -> bool {
        true
    }

    fn engine_move(game: &Game<Immortal>, nodes: u64) -> Option<Move> {
        search(game, nodes)
    }

    fn engine_analysis(game: &Game<Immortal>, nodes: u64) -> Option<SearchResult> {
        analyse(game, nodes)
    }

    fn lock_marks(&self) -> Vec<LockMark> {
        self.locks()
            .iter()
            .filter_map(|lock| {
                Some(LockMark {
                    attacker: lock.attacker,
                    target: lock.target,
                    binds: self.board().color_at(lock.attacker)?,
                })
            })
            .collect()
    }

    fn is_close_mate(&self) -> bool {
        let Some(king) = self.board().king_of(self.turn()) else {
            return false;
        };
        let board = self.board();
        // I-6: a checker next to the king along its own line of movement.
        self.is_checkmate()
            && self.checkers().into_iter().any(|sq| {
                let near = (sq.file().index().abs_diff(king.file().index()) <= 1)
                    && (sq.rank().index().abs_diff(king.rank().index()) <= 1);
                near && matches!(
                    board.role_at(sq),
                    Some(Role::Queen | Role::Rook | Role::Bishop)
                )
            })
    }

    fn motions(&self, m: Move) -> Vec<Motion> {
        let mover = Motion {
            from: m.from(),
            to: m.to(),
        };
        match m.kind() {
            // I-1, I-4, I-5: the two units change places.
            MoveKind::Capture | MoveKind::Castle | MoveKind::ReverseCastle => vec![
                mover,
                Motion {
                    from: m.to(),
                    to: m.from(),
                },
            ],
            // I-1: the pawn that double-stepped is put on the capturer's square.
            MoveKind::EnPassant => {
                let passed = Square::new(m.to().file(), m.from().rank());
                vec![
                    mover,
                    Motion {
                        from: passed,
                        to: m.from(),
                    },
                ]
            }
            MoveKind::Quiet | MoveKind::DoublePush => vec![mover],
        }
    }
}

impl Marks for Linear {
    fn has_lines(&self) -> bool {
        true
    }

    fn engine_move(game: &Game<Linear>, nodes: u64) -> Option<Move> {
        search(game, nodes)
    }

    fn engine_analysis(game: &Game<Linear>, nodes: u64) -> Option<SearchResult> {
        analyse(game, nodes)
    }

    fn line_marks(&self) -> Option<[LineMark; 2]> {
        let lines = self.lines();
        let board = self.board();
        let mark = |color: Color| {
            let mut roles = [Role::Pawn; 8];
            let mut counts = [0; 8];
            for (i, file) in (0..8).filter_map(File::new).enumerate() {
                roles[i] = lines.role_on(color, file);
                let pieces = board.by_color(color) & !board.pawns();
                counts[i] = (pieces & Bitboard::from_file(file)).count();
            }
            LineMark { roles, counts }
        };
        Some([mark(Color::White), mark(Color::Black)])
    }

    fn line_limit(&self) -> Option<u32> {
        self.line_limit().max_per_line()
    }

    fn king_squares(&self, color: Color) -> Bitboard {
        self.kings(color)
    }

    fn motions(&self, m: Move) -> Vec<Motion> {
        let mover = Motion {
            from: m.from(),
            to: m.to(),
        };
        match m.kind() {
            // L-7: the king and the queen change places.
            MoveKind::Castle => vec![
                mover,
                Motion {
                    from: m.to(),
                    to: m.from(),
                },
            ],
            _ => vec![mover],
        }
    }
}

/// The rule set chosen at run time: each query goes to the inner position.
impl Marks for AnyPosition {
    fn lock_marks(&self) -> Vec<LockMark> {
        inner!(self, p => p.lock_marks())
    }

    fn line_marks(&self) -> Option<[LineMark; 2]> {
        inner!(self, p => p.line_marks())
    }

    fn line_limit(&self) -> Option<u32> {
        inner!(self, p => Marks::line_limit(p))
    }

    fn king_squares(&self, color: Color) -> Bitboard {
        inner!(self, p => p.king_squares(color))
    }

    fn checked_kings(&self) -> Bitboard {
        inner!(self, p => p.checked_kings())
    }

    fn is_close_mate(&self) -> bool {
        inner!(self, p => p.is_close_mate())
    }

    fn motions(&self, m: Move) -> Vec<Motion> {
        inner!(self, p => p.motions(m))
    }

    fn king_destination_castling(&self) -> bool {
        inner!(self, p => p.king_destination_castling())
    }

    fn swaps(&self) -> bool {
        inner!(self, p => p.swaps())
    }

    fn has_lines(&self) -> bool {
        inner!(self, p => p.has_lines())
    }

    fn engine_move(game: &Game<AnyPosition>, nodes: u64) -> Option<Move> {
        search_any(game, nodes)
    }

    fn engine_analysis(game: &Game<AnyPosition>, nodes: u64) -> Option<SearchResult> {
        analyse_any(game, nodes)
    }
}
