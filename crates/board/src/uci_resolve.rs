//! Resolving a UCI move against a position, and explaining why it names no
//! legal move: the one UCI reader behind `Position::parse_uci`,
//! `Position::resolve_uci` and the reasons of `Position::play`.

use danilchuk_bitboard::{attacks, Bitboard, Color, Square};

use crate::{
    piece_attacks, Board, CastlingSide, IllegalMoveError, Illegality, Move, MoveKind, MoveList,
    Piece, Role, UciMove, Variant,
};

/// What the reader asks of a position: the answers of its
/// [`Position`](crate::Position) implementation, which every position
/// gives this trait (`position.rs`). The trait's default methods call the
/// reader, so the reader asks through this narrower trait instead.
pub(crate) trait Resolvable {
    /// [`Position::variant`](crate::Position::variant).
    fn variant(&self) -> Variant;
    /// [`Position::fen`](crate::Position::fen).
    fn fen(&self) -> String;
    /// [`Position::board`](crate::Position::board).
    fn board(&self) -> &Board;
    /// [`Position::turn`](crate::Position::turn).
    fn turn(&self) -> Color;
    /// [`Position::ep_square`](crate::Position::ep_square).
    fn ep_square(&self) -> Option<Square>;
    /// [`Position::legal_moves`](crate::Position::legal_moves).
    fn legal_moves(&self) -> MoveList;
    /// [`Position::pseudo_legal_moves`](crate::Position::pseudo_legal_moves).
    fn pseudo_legal_moves(&self) -> MoveList;
    /// [`Position::illegality`](crate::Position::illegality).
    fn illegality(&self, m: Move) -> Option<Illegality>;
    /// [`Position::uci`](crate::Position::uci).
    fn uci(&self, m: Move) -> UciMove;
}

/// The legal move `wanted` names, or why there is none.
pub(crate) fn resolve<P: Resolvable>(pos: &P, wanted: UciMove) -> Result<Move, IllegalMoveError> {
    let legal = pos.legal_moves();
    let mut same_squares = 0;
    let mut only = None;
    for m in &legal {
        let uci = pos.uci(*m);
        if uci.from != wanted.from || uci.to != wanted.to {
            continue;
        }
        if uci.promotion == wanted.promotion {
            return Ok(*m);
        }
        same_squares += 1;
        only = Some(*m);
    }
    // Part III: an omitted promotion letter is accepted when the rules
    // leave no choice (Linear, L-6).
    if let (None, 1, Some(m)) = (wanted.promotion, same_squares, only) {
        return Ok(m);
    }
    // IV-9: Immortal castling also read as the king's classical step.
    if let Some(m) = castling_read_classically(pos, wanted, &legal) {
        return Ok(m);
    }
    Err(IllegalMoveError {
        uci: wanted,
        fen: pos.fen(),
        reason: explain(pos, wanted, &legal),
    })
}

/// The error `Position::play` gives for the illegal move `m`.
pub(crate) fn illegal_move<P: Resolvable>(pos: &P, m: Move) -> IllegalMoveError {
    let uci = pos.uci(m);
    let reason = match pos.illegality(m) {
        Some(why) if why != Illegality::NotAMove => why,
        // A move no unit makes: the squares may say more.
        _ => match resolve(pos, uci) {
            Err(e) => e.reason,
            // The squares name a legal move of another kind.
            Ok(_) => Illegality::NotAMove,
        },
    };
    IllegalMoveError {
        uci,
        fen: pos.fen(),
        reason,
    }
}

/// The side of the castling `wanted` spells, if it is a king's move from
/// its home square to a square the rule set reads as castling (Part III,
/// IV-9).
fn castling_side<P: Resolvable>(pos: &P, wanted: UciMove) -> Option<CastlingSide> {
    let us = pos.turn();
    let home = Square::E1.relative_to(us);
    let king = pos.board().piece_at(home) == Some(Role::King.of(us));
    if wanted.from != home || !king || wanted.promotion.is_some() {
        return None;
    }
    pos.variant().castling_read_from_uci(us, wanted.to)
}

/// The wing of a castling move: its partner (rook or queen) stands east of
/// the king on the king's wing.
fn wing(m: Move) -> CastlingSide {
    if m.to().file() > m.from().file() {
        CastlingSide::KingSide
    } else {
        CastlingSide::QueenSide
    }
}

/// IV-9: the legal Immortal castling that `wanted` writes as the king's
/// classical destination (`e1g1` for `e1h1`, `e1c1` for `e1a1`).
fn castling_read_classically<P: Resolvable>(
    pos: &P,
    wanted: UciMove,
    legal: &MoveList,
) -> Option<Move> {
    if pos.variant() != Variant::Immortal {
        return None;
    }
    let side = castling_side(pos, wanted)?;
    legal
        .iter()
        .find(|m| m.kind() == MoveKind::Castle && wing(**m) == side)
        .copied()
}

/// Why the castling `wanted` spells on `side` is not legal: the rule set's
/// reason for its castling move, or that castling is not allowed at all.
fn castling_reason<P: Resolvable>(pos: &P, side: CastlingSide) -> Illegality {
    pos.pseudo_legal_moves()
        .iter()
        .find(|m| m.kind() == MoveKind::Castle && wing(**m) == side)
        .and_then(|m| pos.illegality(*m))
        .filter(|why| *why != Illegality::NotAMove)
        .unwrap_or(Illegality::CastlingNotAllowed)
}

/// Why no legal move of `pos` is written `wanted`.
fn explain<P: Resolvable>(pos: &P, wanted: UciMove, legal: &MoveList) -> Illegality {
    if legal.is_empty() {
        return Illegality::GameOver;
    }
    let board = pos.board();
    let us = pos.turn();
    let Some(piece) = board.piece_at(wanted.from).filter(|p| p.color == us) else {
        return Illegality::NothingToMove;
    };
    let on_squares = |m: &&Move| {
        let uci = pos.uci(**m);
        uci.from == wanted.from && uci.to == wanted.to
    };
    // Legal on these squares, but with another promotion letter.
    let mut promotions = legal.iter().filter(on_squares).map(|m| m.promotion());
    if let Some(first) = promotions.next() {
        return match (wanted.promotion, first) {
            (None, _) => Illegality::PromotionMissing,
            (Some(_), None) => Illegality::PromotionNotAllowed,
            (Some(written), Some(_)) => Illegality::BadPromotion {
                written,
                // L-6: the line decides; the one legal letter names it.
                line: first.filter(|_| pos.variant() == Variant::Linear),
            },
        };
    }
    // The units' movement allows it, but a rule does not.
    let pseudo = pos.pseudo_legal_moves();
    let candidate = pseudo
        .iter()
        .find(|m| pos.uci(**m) == wanted)
        .or_else(|| pseudo.iter().find(on_squares));
    if let Some(why) = candidate
        .and_then(|m| pos.illegality(*m))
        .filter(|why| *why != Illegality::NotAMove)
    {
        return why;
    }
    // A castling in the rule set's spelling (or, in Immortal chess, the
    // classical one, IV-9) that the rules refuse here.
    if let Some(side) = castling_side(pos, wanted) {
        return castling_reason(pos, side);
    }
    geometry(pos, piece, wanted)
}

/// Why the unit on the origin cannot go to the destination at all.
fn geometry<P: Resolvable>(pos: &P, piece: Piece, wanted: UciMove) -> Illegality {
    let board = pos.board();
    let (from, to) = (wanted.from, wanted.to);
    let occupied = board.occupied();
    if piece.role == Role::King
        && from.rank() == to.rank()
        && !attacks::king_attacks(from).contains(to)
    {
        let home = Square::E1.relative_to(piece.color);
        if from == home {
            // A king's move along its rank from home that the rule set
            // does not read as castling: castling spelled another rule
            // set's way (IV-9).
            return Illegality::CastlingSpelledOtherwise {
                variant: pos.variant(),
                color: piece.color,
            };
        }
        if pos.variant() == Variant::Immortal && to == home {
            // A reverse castling form (I-5) that the rules refuse here.
            return Illegality::CastlingNotAllowed;
        }
    }
    if !reaches_on_empty_board(piece, from, to) {
        return Illegality::CannotReach { role: piece.role };
    }
    if board.by_color(piece.color).contains(to) {
        return Illegality::OwnUnitOnTarget;
    }
    let push = piece.role == Role::Pawn && from.file() == to.file();
    let in_the_way = if push {
        attacks::between(from, to).with(to)
    } else {
        attacks::between(from, to)
    };
    if (in_the_way & occupied).any() {
        return Illegality::Blocked;
    }
    if piece.role == Role::Pawn && !push && !occupied.contains(to) && pos.ep_square() != Some(to) {
        return Illegality::NothingToCapture;
    }
    Illegality::NotAMove
}

/// Whether `piece` on `from` could reach `to` on an empty board (a pawn:
/// one or two steps forward, or a diagonal capture).
fn reaches_on_empty_board(piece: Piece, from: Square, to: Square) -> bool {
    if piece.role != Role::Pawn {
        return piece_attacks(piece, from, Bitboard::EMPTY).contains(to);
    }
    if attacks::pawn_attacks(piece.color, from).contains(to) {
        return true;
    }
    let forward = match piece.color {
        Color::White => 1,
        Color::Black => -1,
    };
    from.file() == to.file()
        && [1, 2]
            .into_iter()
            .any(|steps| from.offset(0, forward * steps) == Some(to))
}
