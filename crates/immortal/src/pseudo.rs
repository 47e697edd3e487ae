//! Pseudo-legal moves (the units' movement, with locks and king safety
//! ignored) and the reason a move is illegal, for error messages. Not on
//! the perft path.

use danilchuk_board::{
    attacks, piece_attacks, CastlingSide, Illegality, Move, MoveKind, MoveList, MoveSink, Position,
    Rank, Role, Square,
};

use crate::castling::{between_king_and_rook, king_home, rook_home};
use crate::Immortal;

const PROMOTIONS: [Role; 4] = [Role::Queen, Role::Rook, Role::Bishop, Role::Knight];

/// Every move the units' movement allows: captures (swaps) whatever the
/// locks (I-3), pawn moves as I-2 allows them, castling and reverse
/// castling with their rights, home squares and no enemy unit between
/// (I-4, I-5); whether the king is safe afterwards (I-6) is not tested.
pub(crate) fn generate(pos: &Immortal, moves: &mut MoveList) {
    let b = &pos.core.board;
    let us = pos.side();
    let ours = b.by_color(us);
    let theirs = b.by_color(!us);
    let occupied = b.occupied();
    let last = Rank::Eighth.relative_to(us);
    let second = Rank::Second.relative_to(us);
    let forward = us.fold(1, -1);
    for from in ours {
        let Some(piece) = b.piece_at(from) else {
            continue;
        };
        if piece.role != Role::Pawn {
            moves.targets(from, piece_attacks(piece, from, occupied) - ours, theirs);
            continue;
        }
        let mut push = |to: Square, kind: MoveKind| {
            if to.rank() == last {
                moves.promotions(from, to, kind, &PROMOTIONS);
            } else {
                moves.push(Move::new(from, to, kind));
            }
        };
        for to in attacks::pawn_attacks(us, from) & theirs {
            push(to, MoveKind::Capture);
        }
        if let Some(one) = from.offset(0, forward).filter(|sq| !occupied.contains(*sq)) {
            push(one, MoveKind::Quiet);
            if from.rank() == second {
                if let Some(two) = one.offset(0, forward).filter(|sq| !occupied.contains(*sq)) {
                    push(two, MoveKind::DoublePush);
                }
            }
        }
        if let Some(ep) = pos.core.ep_square {
            let victim = Square::new(ep.file(), from.rank());
            if attacks::pawn_attacks(us, from).contains(ep)
                && !occupied.contains(ep)
                && (b.pawns() & theirs).contains(victim)
            {
                push(ep, MoveKind::EnPassant);
            }
        }
    }
    let Some(king) = b.king_of(us) else { return };
    let own_rooks = b.rooks() & ours;
    let home = king_home(us);
    for side in CastlingSide::ALL {
        let corner = rook_home(us, side);
        if (between_king_and_rook(us, side) & theirs).any() {
            continue;
        }
        if pos.core.castling.castling().has(us, side) && king == home && own_rooks.contains(corner)
        {
            moves.push(Move::new(home, corner, MoveKind::Castle));
        }
        if pos.core.castling.reverse().has(us, side) && king == corner && own_rooks.contains(home) {
            moves.push(Move::new(corner, home, MoveKind::ReverseCastle));
        }
    }
}

/// Why `m` is not legal in `pos`, or `None` when it is.
pub(crate) fn explain(pos: &Immortal, m: Move) -> Option<Illegality> {
    let legal = pos.legal_moves();
    if legal.contains(&m) {
        return None;
    }
    if legal.is_empty() {
        return Some(Illegality::GameOver);
    }
    if m.is_castle() {
        return Some(Illegality::CastlingNotAllowed);
    }
    let mut pseudo = MoveList::new();
    generate(pos, &mut pseudo);
    if !pseudo.contains(&m) {
        let other_promotion = pseudo
            .iter()
            .any(|o| o.from() == m.from() && o.to() == m.to() && o.promotion() != m.promotion());
        return Some(match (other_promotion, m.promotion()) {
            (true, Some(written)) => Illegality::BadPromotion {
                written,
                line: None,
            },
            (true, None) => Illegality::PromotionMissing,
            (false, _) => Illegality::NotAMove,
        });
    }
    let victim = if m.kind() == MoveKind::EnPassant {
        Square::new(m.to().file(), m.from().rank())
    } else {
        m.to()
    };
    if m.is_capture()
        && pos
            .locks()
            .iter()
            .any(|l| l.attacker == m.from() && l.target == victim)
    {
        return Some(Illegality::Locked);
    }
    Some(Illegality::LeavesKingInCheck)
}
