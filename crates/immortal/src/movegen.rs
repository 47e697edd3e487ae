//! Legal move generation with swap semantics (I-1 .. I-6).
//!
//! The key fact: a swap capture (I-1) leaves the occupied squares unchanged.
//! After a non-king unit `X` on `from` takes `Y` on `to`, every slider ray is
//! what it was, every enemy unit but `Y` attacks what it attacked, and `Y`
//! now stands on `from`. So a capture is legal (I-6) exactly when
//!
//! * no enemy unit other than `Y` gives check now, and
//! * `Y`, put on `from`, does not attack the king.
//!
//! Pins do not restrict captures at all: the victim takes the capturer's
//! place on the pin line, and the pin only matters if the victim itself
//! attacks along it (which the second condition catches). Quiet moves change
//! the occupancy exactly as in classical chess, so the classical pin and
//! check-block masks apply to them unchanged. King moves test the target
//! square (for a king capture, with the victim on the king's old square:
//! the close mate). Castling and reverse castling keep the occupancy too
//! and test the king's new square. Only en passant, which empties one
//! square and fills another, is played on a copy and tested.

use danilchuk_board::{
    attacks, piece_attacks, Bitboard, Board, CastlingSide, Color, Move, MoveKind, MoveSink, Rank,
    Role, Square,
};

use crate::castling::{between_king_and_rook, king_home, rook_home};
use crate::lock::Locks;
use crate::Immortal;

/// Promotion choices (I-1: any piece but a king), strongest first.
const PROMOTIONS: [Role; 4] = [Role::Queen, Role::Rook, Role::Bishop, Role::Knight];

/// Everything generation needs about the side to move's king.
struct Context<'a> {
    board: &'a Board,
    locks: &'a Locks,
    us: Color,
    them: Color,
    king: Square,
    ours: Bitboard,
    theirs: Bitboard,
    occupied: Bitboard,
    /// Enemy units attacking the king.
    checkers: Bitboard,
    /// Own units that are the only unit between the king and an enemy
    /// slider: they may move quietly only along that line.
    pinned: Bitboard,
    /// Squares from which an enemy unit of a kind would attack the king
    /// (with the current occupancy, which a swap keeps).
    from_knight: Bitboard,
    from_rook: Bitboard,
    from_bishop: Bitboard,
    from_pawn: Bitboard,
    from_king: Bitboard,
    /// Own units whose captures need a per-victim check: a victim put on
    /// their square could attack the king, or a lock binds them.
    special: Bitboard,
    /// Where a quiet move may go: anywhere empty, or (in single check) a
    /// square between the king and the checker.
    quiet_mask: Bitboard,
    /// What a non-king capture may take: any enemy unit, or (in single
    /// check) the checker.
    capture_mask: Bitboard,
}

impl<'a> Context<'a> {
    fn new(pos: &'a Immortal) -> Option<Context<'a>> {
        let board = &pos.board;
        let us = pos.turn;
        let them = !us;
        let king = board.king_of(us)?;
        let ours = board.by_color(us);
        let theirs = board.by_color(them);
        let occupied = board.occupied();

        let from_knight = attacks::knight_attacks(king);
        let from_rook = attacks::rook_attacks(king, occupied);
        let from_bishop = attacks::bishop_attacks(king, occupied);
        let from_pawn = attacks::pawn_attacks(us, king);
        let from_king = attacks::king_attacks(king);

        let their_rq = board.rooks_and_queens() & theirs;
        let their_bq = board.bishops_and_queens() & theirs;
        let their_knights = board.knights() & theirs;
        let their_pawns = board.pawns() & theirs;
        let their_kings = board.kings() & theirs;

        let checkers = (from_knight & their_knights)
            | (from_rook & their_rq)
            | (from_bishop & their_bq)
            | (from_pawn & their_pawns)
            | (from_king & their_kings);

        let mut pinned = Bitboard::EMPTY;
        let snipers = (attacks::rook_attacks(king, theirs) & their_rq)
            | (attacks::bishop_attacks(king, theirs) & their_bq);
        for sniper in snipers {
            let blockers = attacks::between(king, sniper) & occupied;
            if blockers.count() == 1 && blockers.intersects(ours) {
                pinned |= blockers;
            }
        }

        let mut danger = Bitboard::EMPTY;
        if their_knights.any() {
            danger |= from_knight;
        }
        if their_rq.any() {
            danger |= from_rook;
        }
        if their_bq.any() {
            danger |= from_bishop;
        }
        if their_pawns.any() {
            danger |= from_pawn;
        }
        if their_kings.any() {
            danger |= from_king;
        }
        let special = (danger & ours) | pos.locks.attackers_in(ours);

        let (quiet_mask, capture_mask) = if checkers.is_empty() {
            (!occupied, theirs)
        } else if let Some(checker) = checkers.single_square() {
            (attacks::between(king, checker), checkers)
        } else {
            (Bitboard::EMPTY, Bitboard::EMPTY)
        };

        Some(Context {
            board,
            locks: &pos.locks,
            us,
            them,
            king,
            ours,
            theirs,
            occupied,
            checkers,
            pinned,
            from_knight,
            from_rook,
            from_bishop,
            from_pawn,
            from_king,
            special,
            quiet_mask,
            capture_mask,
        })
    }

    /// The enemy units that may not be captured by our unit on `from`:
    /// those that, put on `from` by the swap, would attack the king (I-6),
    /// and those a lock protects from it (I-3).
    #[inline]
    fn forbidden_victims(&self, from: Square) -> Bitboard {
        if !self.special.contains(from) {
            return Bitboard::EMPTY;
        }
        let b = self.board;
        let mut bad = self.locks.targets_of(from);
        if self.from_knight.contains(from) {
            bad |= b.knights();
        }
        if self.from_rook.contains(from) {
            bad |= b.rooks_and_queens();
        }
        if self.from_bishop.contains(from) {
            bad |= b.bishops_and_queens();
        }
        if self.from_pawn.contains(from) {
            bad |= b.pawns();
        }
        if self.from_king.contains(from) {
            bad |= b.kings();
        }
        bad & self.theirs
    }

    /// The legal destinations of the non-king, non-pawn unit on `from`
    /// whose attacks are `attacks`.
    #[inline]
    fn piece_targets(&self, from: Square, attacks: Bitboard) -> Bitboard {
        let mut quiet = attacks & self.quiet_mask;
        if self.pinned.contains(from) {
            quiet &= attacks::line(self.king, from);
        }
        let captures = (attacks & self.capture_mask) - self.forbidden_victims(from);
        quiet | captures
    }
}

/// Generates every legal move into `sink`.
pub(crate) fn generate<S: MoveSink>(pos: &Immortal, sink: &mut S) {
    let Some(ctx) = Context::new(pos) else { return };
    gen_king(&ctx, sink);
    gen_castling(pos, &ctx, sink);
    gen_en_passant(pos, &ctx, sink);
    if ctx.checkers.more_than_one() {
        // Double check: only the king's moves (castling included) and,
        // tested by playing it, en passant can answer it.
        return;
    }
    let b = ctx.board;
    for from in b.knights() & ctx.ours {
        sink.targets(
            from,
            ctx.piece_targets(from, attacks::knight_attacks(from)),
            ctx.theirs,
        );
    }
    for from in b.bishops_and_queens() & ctx.ours {
        let rays = attacks::bishop_attacks(from, ctx.occupied);
        let rays = if b.queens().contains(from) {
            rays | attacks::rook_attacks(from, ctx.occupied)
        } else {
            rays
        };
        sink.targets(from, ctx.piece_targets(from, rays), ctx.theirs);
    }
    for from in b.rooks() & ctx.ours {
        sink.targets(
            from,
            ctx.piece_targets(from, attacks::rook_attacks(from, ctx.occupied)),
            ctx.theirs,
        );
    }
    gen_pawns(&ctx, sink);
}

/// King steps and king captures (I-6; a king capture puts the victim on
/// the king's old square, from where it may still attack: the close mate).
fn gen_king<S: MoveSink>(ctx: &Context<'_>, sink: &mut S) {
    let b = ctx.board;
    let king = ctx.king;
    let without_king = ctx.occupied.without(king);
    let mut targets = Bitboard::EMPTY;
    for to in attacks::king_attacks(king) - ctx.ours {
        let legal = if ctx.theirs.contains(to) {
            // Swap: occupancy unchanged, the victim moves to `king`.
            let victim = b.piece_at(to);
            !ctx.locks.targets_of(king).contains(to)
                && b.attackers_to(to, ctx.them, ctx.occupied).is_empty()
                && !victim.is_some_and(|v| piece_attacks(v, king, ctx.occupied).contains(to))
        } else {
            b.attackers_to(to, ctx.them, without_king).is_empty()
        };
        if legal {
            targets.add(to);
        }
    }
    sink.targets(king, targets, ctx.theirs);
}

/// Castling (I-4) and reverse castling (I-5): the king and the rook swap
/// places, so the occupancy is unchanged; allowed in check, through own
/// units, not past an enemy unit; the king's new square must be safe (I-6).
fn gen_castling<S: MoveSink>(pos: &Immortal, ctx: &Context<'_>, sink: &mut S) {
    let us = ctx.us;
    if !pos.castling.has_any(us) && !pos.reverse.has_any(us) {
        return;
    }
    let b = ctx.board;
    let own_rooks = b.rooks() & ctx.ours;
    let home = king_home(us);
    for side in CastlingSide::ALL {
        let corner = rook_home(us, side);
        let clear = (between_king_and_rook(us, side) & ctx.theirs).is_empty();
        if pos.castling.has(us, side)
            && ctx.king == home
            && own_rooks.contains(corner)
            && clear
            && b.attackers_to(corner, ctx.them, ctx.occupied).is_empty()
        {
            sink.push(Move::new(home, corner, MoveKind::Castle));
        }
        if pos.reverse.has(us, side)
            && ctx.king == corner
            && own_rooks.contains(home)
            && clear
            && b.attackers_to(home, ctx.them, ctx.occupied).is_empty()
        {
            sink.push(Move::new(corner, home, MoveKind::ReverseCastle));
        }
    }
}

/// En passant (I-1): the capturer goes to the passed-over square and the
/// double-stepped pawn to the capturer's square. The occupancy changes
/// (the victim's square empties), so the move is played on a copy.
fn gen_en_passant<S: MoveSink>(pos: &Immortal, ctx: &Context<'_>, sink: &mut S) {
    let Some(ep) = pos.ep_square else { return };
    let b = ctx.board;
    let Some(victim_sq) = ep.offset(0, ctx.us.fold(-1, 1)) else {
        return;
    };
    let victim = Role::Pawn.of(ctx.them);
    if b.piece_at(victim_sq) != Some(victim) || ctx.occupied.contains(ep) {
        return;
    }
    let pawn = Role::Pawn.of(ctx.us);
    for from in attacks::pawn_attacks(ctx.them, ep) & b.pawns() & ctx.ours {
        if ctx.locks.targets_of(from).contains(victim_sq) {
            continue; // I-3
        }
        let mut after = *b;
        after.toggle(from, pawn);
        after.toggle(ep, pawn);
        after.toggle(victim_sq, victim);
        after.toggle(from, victim);
        if after
            .attackers_to(ctx.king, ctx.them, after.occupied())
            .is_empty()
        {
            sink.push(Move::new(from, ep, MoveKind::EnPassant));
        }
    }
}

/// Pawn pushes, double steps and captures, with promotions (I-1, I-2: a
/// pawn on its own first rank steps one square; on its last rank it has no
/// move; on its second rank it may double-step whatever its history).
fn gen_pawns<S: MoveSink>(ctx: &Context<'_>, sink: &mut S) {
    let b = ctx.board;
    let pawns = b.pawns() & ctx.ours;
    if pawns.is_empty() {
        return;
    }
    let empty = !ctx.occupied;
    let forward: i8 = ctx.us.fold(8, -8);
    let last = Bitboard::from_rank(Rank::Eighth.relative_to(ctx.us));
    let third = Bitboard::from_rank(Rank::Third.relative_to(ctx.us));
    let step = |set: Bitboard| set.shift_ranks(ctx.us.fold(1, -1));

    // Pushes of unpinned pawns, in bulk.
    let free = pawns - ctx.pinned;
    let single = step(free) & empty;
    let double = step(single & third) & empty & ctx.quiet_mask;
    let single = single & ctx.quiet_mask;
    sink.pawn_targets(single - last, forward, MoveKind::Quiet);
    sink.pawn_targets(double, 2 * forward, MoveKind::DoublePush);
    for to in single & last {
        if let Some(from) = Square::from_index((to as i32 - forward as i32) as u32) {
            sink.promotions(from, to, MoveKind::Quiet, &PROMOTIONS);
        }
    }

    // Pushes of pinned pawns: only along the pin line.
    for from in pawns & ctx.pinned {
        let line = attacks::line(ctx.king, from);
        let one = step(Bitboard::from_square(from)) & empty;
        let two = step(one & third) & empty;
        for to in (one | two) & line & ctx.quiet_mask {
            if last.contains(to) {
                sink.promotions(from, to, MoveKind::Quiet, &PROMOTIONS);
            } else if two.contains(to) {
                sink.push(Move::new(from, to, MoveKind::DoublePush));
            } else {
                sink.push(Move::new(from, to, MoveKind::Quiet));
            }
        }
    }

    // Captures (swaps), pawn by pawn; pins do not restrict them.
    for from in pawns {
        let targets =
            (attacks::pawn_attacks(ctx.us, from) & ctx.capture_mask) - ctx.forbidden_victims(from);
        if targets.is_empty() {
            continue;
        }
        sink.targets(from, targets - last, ctx.theirs);
        for to in targets & last {
            sink.promotions(from, to, MoveKind::Capture, &PROMOTIONS);
        }
    }
}

/// Whether `m` is legal in `pos`.
pub(crate) fn is_legal(pos: &Immortal, m: Move) -> bool {
    let mut moves = danilchuk_board::MoveList::new();
    generate(pos, &mut moves);
    moves.contains(&m)
}
