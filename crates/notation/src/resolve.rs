//! Finding the legal move a text names, and explaining why there is none.

use danilchuk_board::{
    attacks, piece_attacks, Bitboard, Color, File, Illegality, Move, MoveKind, MoveList, Position,
    Rank, Role, Square, Variant,
};

use crate::syntax::{castle_side, Sep, WrittenCastle, WrittenMove};

/// The legal move a castling text names.
pub(crate) fn castle<P: Position>(pos: &P, c: WrittenCastle) -> Result<Move, Illegality> {
    let kind = if c.reverse {
        MoveKind::ReverseCastle
    } else {
        MoveKind::Castle
    };
    let fits = |m: &Move| m.kind() == kind && castle_side(*m) == c.side;
    let legal = pos.legal_moves();
    if let Some(m) = legal.iter().find(|m| fits(m)) {
        return Ok(*m);
    }
    if legal.is_empty() {
        return Err(Illegality::GameOver);
    }
    let us = pos.turn();
    if !c.reverse && pos.variant().castling_uci_to(us, c.side).is_none() {
        // IV-9: `O-O` in Linear chess, which castles only with the queen.
        return Err(Illegality::CastlingSpelledOtherwise {
            variant: pos.variant(),
            color: us,
        });
    }
    let why = pos
        .pseudo_legal_moves()
        .into_iter()
        .find(fits)
        .and_then(|m| pos.illegality(m))
        .filter(|why| *why != Illegality::NotAMove)
        .unwrap_or(Illegality::CastlingNotAllowed);
    Err(why)
}

fn fits_squares<P: Position>(pos: &P, w: &WrittenMove, m: Move) -> bool {
    !m.is_castle()
        && m.to() == w.to
        && w.file.map_or(true, |f| f == m.from().file())
        && w.rank.map_or(true, |r| r == m.from().rank())
        && pos.board().role_at(m.from()) == Some(w.role)
}

/// The legal move a normal move text names.
pub(crate) fn normal<P: Position>(pos: &P, w: &WrittenMove) -> Result<Move, Illegality> {
    let legal = pos.legal_moves();
    if legal.is_empty() {
        return Err(Illegality::GameOver);
    }
    // Stage 1: role, origin hints and destination.
    let squares: MoveList = legal
        .iter()
        .copied()
        .filter(|m| fits_squares(pos, w, *m))
        .collect();
    if squares.is_empty() {
        return Err(explain(pos, w));
    }
    // Stage 2: the capture mark. A missing mark is forgiven when the text
    // still names the unit (a piece, or a pawn with its file).
    let marked = w.sep == Some(Sep::Capture);
    let mut captures: MoveList = squares
        .iter()
        .copied()
        .filter(|m| m.is_capture() == marked)
        .collect();
    if captures.is_empty() && !marked && (w.role != Role::Pawn || w.file.is_some()) {
        captures = squares.clone();
    }
    if captures.is_empty() {
        return Err(if marked {
            Illegality::NothingToCapture
        } else {
            Illegality::UnmarkedPawnCapture
        });
    }
    // Stage 3: the promotion. An omitted piece is accepted when the rules
    // leave no choice (Linear, L-6).
    let mut promotions: MoveList = captures
        .iter()
        .copied()
        .filter(|m| m.promotion() == w.promotion)
        .collect();
    if promotions.is_empty() && w.promotion.is_none() && captures.len() == 1 {
        promotions = captures.clone();
    }
    if promotions.is_empty() {
        let mut allowed = captures.iter().filter_map(|m| m.promotion());
        let first = allowed.next();
        let only = first.filter(|_| allowed.next().is_none());
        return Err(match (w.promotion, first) {
            (None, _) => Illegality::PromotionMissing,
            (Some(_), None) => Illegality::PromotionNotAllowed,
            (Some(written), Some(_)) => Illegality::BadPromotion {
                written,
                // L-6: the line decides; the one legal piece names it.
                line: only.filter(|_| pos.variant() == Variant::Linear),
            },
        });
    }
    // Stage 4: the captured-unit letter.
    let found = pos.board().role_at(w.to);
    if let Some(written) = w.captured {
        let ok = |m: &Move| match m.kind() {
            MoveKind::EnPassant => written == Role::Pawn,
            _ => found == Some(written),
        };
        promotions.retain(|m| ok(m));
        if promotions.is_empty() {
            return Err(Illegality::CapturedUnitMismatch { written, found });
        }
    }
    match promotions.as_slice() {
        [m] => Ok(*m),
        many => Err(Illegality::Ambiguous {
            origins: many.iter().map(|m| m.from()).collect(),
        }),
    }
}

/// Why no legal move fits the role, origin hints and destination.
pub(crate) fn explain<P: Position>(pos: &P, w: &WrittenMove) -> Illegality {
    // A move that follows the units' movement but breaks a rule.
    let pseudo: MoveList = pos
        .pseudo_legal_moves()
        .into_iter()
        .filter(|m| fits_squares(pos, w, *m))
        .collect();
    let best = pseudo
        .iter()
        .find(|m| m.promotion() == w.promotion)
        .or(pseudo.first());
    if let Some(why) = best
        .and_then(|m| pos.illegality(*m))
        .filter(|why| *why != Illegality::NotAMove)
    {
        return why;
    }
    // Otherwise look at the board.
    let board = pos.board();
    let us = pos.turn();
    let mut units = board.by_piece(w.role.of(us));
    if let Some(file) = w.file {
        units &= Bitboard::from_file(file);
    }
    if let Some(rank) = w.rank {
        units &= Bitboard::from_rank(rank);
    }
    if units.is_empty() {
        return Illegality::NoSuchUnit { role: w.role };
    }
    let reach: Vec<Square> = units
        .into_iter()
        .filter(|from| reaches_on_empty_board(w.role, us, *from, w.to))
        .collect();
    if reach.is_empty() {
        return Illegality::CannotReach { role: w.role };
    }
    let occupied = board.occupied();
    if board.by_color(us).contains(w.to) {
        return Illegality::OwnUnitOnTarget;
    }
    let blocked = |from: Square| {
        if w.role == Role::Pawn && from.file() == w.to.file() {
            ((attacks::between(from, w.to).with(w.to)) & occupied).any()
        } else {
            (attacks::between(from, w.to) & occupied).any()
        }
    };
    if reach.iter().all(|from| blocked(*from)) {
        return Illegality::Blocked;
    }
    if w.role == Role::Pawn
        && reach.iter().all(|from| from.file() != w.to.file())
        && !occupied.contains(w.to)
        && pos.ep_square() != Some(w.to)
    {
        return Illegality::NothingToCapture;
    }
    Illegality::NotAMove
}

/// Whether a unit of `role` and `color` on `from` could reach `to` on an
/// empty board (a pawn: one or two steps forward, or a diagonal capture).
fn reaches_on_empty_board(role: Role, color: Color, from: Square, to: Square) -> bool {
    if role != Role::Pawn {
        return piece_attacks(role.of(color), from, Bitboard::EMPTY).contains(to);
    }
    if attacks::pawn_attacks(color, from).contains(to) {
        return true;
    }
    let forward = match color {
        Color::White => 1,
        Color::Black => -1,
    };
    from.file() == to.file()
        && [1, 2]
            .into_iter()
            .any(|steps| from.offset(0, forward * steps) == Some(to))
}

/// File and rank hints a SAN needs so that no other legal move of the same
/// role to the same square reads the same.
pub(crate) fn disambiguation<P: Position>(
    pos: &P,
    legal: &MoveList,
    m: Move,
    role: Role,
) -> (Option<File>, Option<Rank>) {
    let from = m.from();
    let pawn_capture = role == Role::Pawn && m.is_capture();
    let others = legal.iter().filter(|o| {
        !o.is_castle()
            && o.from() != from
            && o.to() == m.to()
            && o.promotion() == m.promotion()
            && pos.board().role_at(o.from()) == Some(role)
            && (role != Role::Pawn || o.is_capture() == m.is_capture())
    });
    let mut any = false;
    let mut same_file = false;
    let mut same_rank = false;
    for o in others {
        if pawn_capture && o.from().file() != from.file() {
            continue; // the pawn's file, always written, already tells them apart
        }
        any = true;
        same_file |= o.from().file() == from.file();
        same_rank |= o.from().rank() == from.rank();
    }
    let file = Some(from.file());
    let rank = Some(from.rank());
    if !any {
        (pawn_capture.then_some(from.file()), None)
    } else if !same_file {
        (file, None)
    } else if !same_rank {
        (pawn_capture.then_some(from.file()), rank)
    } else {
        (file, rank)
    }
}
