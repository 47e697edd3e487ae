//! Legal move generation with swap semantics (I-1 .. I-6).
//!
//! The key fact: a swap capture (I-1) leaves the occupied squares unchanged.
//! After a non-king unit `X` on `from` takes `Y` on `to`, every slider ray is
//! what it was, every enemy unit but `Y` attacks what it attacked, and `Y`
//! now stands on `from`. So such a capture is legal (I-6) exactly when
//!
//! * no enemy unit other than `Y` gives check now, and
//! * `Y`, put on `from`, does not attack the king.
//!
//! Pins do not restrict captures at all: the victim takes the capturer's
//! place on the pin line, and the pin matters only if the victim itself
//! attacks along it (which the second condition catches; taking the pinner
//! itself is the typical case). Quiet moves change the occupancy exactly as
//! in classical chess, so the classical pin and check-block masks apply to
//! them unchanged. King moves test the target square (for a king capture,
//! with the victim on the king's old square: the close mate of I-6).
//! Castling and reverse castling keep the occupancy too and test the king's
//! new square. Only en passant, which empties one square and fills another,
//! is played on a copy of the board and tested.
//!
//! Most units need no per-victim test: a victim can attack the king from
//! `from` only if `from` is on one of the king's knight, pawn or (current)
//! line-of-sight squares. Units elsewhere, not pinned and not bound by a
//! lock, take the fast path: one mask per unit, counted with a popcount.

use danilchuk_board::{
    attacks, piece_attacks, Bitboard, Board, CastlingSide, Color, Move, MoveKind, MoveSink, Rank,
    Role, Square,
};

use crate::castling::{between_king_and_rook, king_home, rook_home, side_of_rook_square};
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
    /// Own units that a lock forbids to capture one enemy unit (I-3).
    lock_attackers: Bitboard,
    /// Own units whose captures need a per-victim test (a victim put on
    /// their square could attack the king, or a lock binds them).
    special: Bitboard,
    /// Where a non-king move may go: any empty square or enemy unit, or in
    /// single check a square between king and checker, or the checker.
    target: Bitboard,
}

impl<'a> Context<'a> {
    /// `us` is `pos.side()`, passed as a constant by each colour's copy of
    /// the generator.
    #[inline(always)]
    fn new(pos: &'a Immortal, us: Color) -> Option<Context<'a>> {
        let board = &pos.core.board;
        let them = !us;
        let king = board.king_of(us)?;
        let ours = board.by_color(us);
        let theirs = board.by_color(them);
        let occupied = board.occupied();

        let from_knight = attacks::knight_attacks(king);
        let from_rook = attacks::rook_attacks(king, occupied);
        let from_bishop = attacks::bishop_attacks(king, occupied);
        let from_pawn = attacks::pawn_attacks(us, king);

        let their_rq = board.rooks_and_queens() & theirs;
        let their_bq = board.bishops_and_queens() & theirs;

        // An enemy king never attacks ours: no move may leave the kings
        // adjacent, and a setup with the side not to move in check is
        // rejected.
        let checkers = ((from_knight & board.knights())
            | (from_rook & board.rooks_and_queens())
            | (from_bishop & board.bishops_and_queens())
            | (from_pawn & board.pawns()))
            & theirs;

        // A slider pins only from the king's lines on an empty board: most
        // positions have none there, and skip the two lookups.
        let mut pinned = Bitboard::EMPTY;
        let mut snipers = Bitboard::EMPTY;
        if (attacks::rook_rays(king) & their_rq).any() {
            snipers |= attacks::rook_attacks(king, theirs) & their_rq;
        }
        if (attacks::bishop_rays(king) & their_bq).any() {
            snipers |= attacks::bishop_attacks(king, theirs) & their_bq;
        }
        for sniper in snipers {
            let blockers = attacks::between(king, sniper) & occupied;
            if !blockers.more_than_one() {
                pinned |= blockers & ours;
            }
        }

        // The king's neighbours are all in `from_rook | from_bishop`.
        let lock_attackers = if pos.core.own.is_empty() {
            Bitboard::EMPTY
        } else {
            pos.core.own.attackers_in(ours)
        };
        let special = ((from_knight | from_rook | from_bishop | from_pawn) & ours) | lock_attackers;

        let target = if checkers.is_empty() {
            !ours
        } else if let Some(checker) = checkers.single_square() {
            attacks::between(king, checker) | checkers
        } else {
            Bitboard::EMPTY
        };

        Some(Context {
            board,
            locks: &pos.core.own,
            us,
            them,
            king,
            ours,
            theirs,
            occupied,
            checkers,
            pinned,
            lock_attackers,
            from_knight,
            from_rook,
            from_bishop,
            from_pawn,
            special,
            target,
        })
    }

    /// Whether an enemy unit attacks `sq` with the given occupancy.
    #[inline(always)]
    fn attacked(&self, sq: Square, occupied: Bitboard) -> bool {
        self.board.is_attacked(sq, self.them, occupied)
    }

    /// Whether an enemy unit attacks `corner`, the home square of an own
    /// rook, where castling would put the king (I-4, I-6). Valid only once
    /// the rest of castling's conditions hold: the king on its home square
    /// and no enemy unit between it and the corner. The corner's rank then
    /// holds an own unit (the king at the latest) before any enemy one, so
    /// only its file and its one diagonal can bring a slider, and on each
    /// only the unit nearest the corner can attack it: [`Board::is_attacked`]
    /// without its slider lookups (castling through own units is
    /// tested at nearly every node of an opening). `self.us` is a constant
    /// in each colour's copy of the generator, so the squares and masks
    /// are too.
    #[inline(always)]
    fn corner_attacked(&self, corner: Square) -> bool {
        let b = self.board;
        let leapers = (attacks::knight_attacks(corner) & b.knights())
            | (attacks::pawn_attacks(self.us, corner) & b.pawns())
            | (attacks::king_attacks(corner) & b.kings());
        let file = attacks::rook_rays(corner) & Bitboard::from_file(corner.file()) & self.occupied;
        let diagonal = attacks::bishop_rays(corner) & self.occupied;
        // The rays run up the board from White's corners, down from Black's.
        let (file, diagonal) = match self.us {
            Color::White => (file.first_only(), diagonal.first_only()),
            Color::Black => (file.last_only(), diagonal.last_only()),
        };
        let sliders = (file & b.rooks_and_queens()) | (diagonal & b.bishops_and_queens());
        (leapers | sliders).intersects(self.theirs)
    }

    /// The enemy units that may not be captured by our unit on `from`:
    /// those that, put on `from` by the swap, would attack the king (I-6),
    /// and those a lock protects from it (I-3).
    ///
    /// A square on one of the king's rook lines is on none of its bishop
    /// lines, a knight square on no line, and a pawn square (next to the
    /// king, diagonally) on a bishop line: at most one of the three tests
    /// holds, and the pawn test is needed only after the bishop one.
    #[inline]
    fn forbidden_victims(&self, from: Square) -> Bitboard {
        let b = self.board;
        let bad = if self.from_rook.contains(from) {
            b.rooks_and_queens()
        } else if self.from_bishop.contains(from) {
            if self.from_pawn.contains(from) {
                b.bishops_and_queens() | b.pawns()
            } else {
                b.bishops_and_queens()
            }
        } else if self.from_knight.contains(from) {
            b.knights()
        } else {
            Bitboard::EMPTY
        };
        (bad | self.locked_victims(from)) & self.theirs
    }

    /// The legal destinations of a pinned or special non-king unit on
    /// `from` whose attacks (or, for a pawn, captures and pushes) are
    /// `reach`: quiet moves stay on the pin line, captures avoid the
    /// forbidden victims.
    #[inline]
    fn slow_targets(&self, from: Square, reach: Bitboard) -> Bitboard {
        let mut reach = reach & self.target;
        if self.pinned.contains(from) {
            reach &= attacks::line(self.king, from) | self.theirs;
        }
        // The forbidden victims are enemy units: removing them leaves the
        // quiet moves as they are.
        if reach.intersects(self.theirs) {
            reach -= self.forbidden_victims(from);
        }
        reach
    }
}

impl Context<'_> {
    /// The enemy units a lock forbids our unit on `from` to capture (I-3).
    /// The locks are read only for a unit in `lock_attackers`.
    #[inline(always)]
    fn locked_victims(&self, from: Square) -> Bitboard {
        if self.lock_attackers.contains(from) {
            locked_targets(self.locks, from)
        } else {
            Bitboard::EMPTY
        }
    }
}

/// [`Locks::targets_of`], kept out of line: inline, the compiler reads the
/// lock set's length before every loop over the units, whether a lock
/// stands or not.
#[cold]
#[inline(never)]
fn locked_targets(locks: &Locks, attacker: Square) -> Bitboard {
    locks.targets_of(attacker)
}

/// Generates every legal move into `sink`.
#[inline(always)]
pub(crate) fn generate<S: MoveSink>(pos: &Immortal, sink: &mut S) {
    // One copy per side to move, in which the colour is a constant.
    match pos.side() {
        Color::White => generate_as(pos, Color::White, sink),
        Color::Black => generate_as(pos, Color::Black, sink),
    }
}

/// [`generate`] for the side to move `us`.
#[inline(always)]
fn generate_as<S: MoveSink>(pos: &Immortal, us: Color, sink: &mut S) {
    let Some(ctx) = Context::new(pos, us) else {
        return;
    };
    gen_king(&ctx, sink);
    if pos.core.castling.has_any(us) {
        gen_castling(pos, &ctx, sink);
    }
    if pos.core.ep_square.is_some() {
        gen_en_passant(pos, &ctx, sink);
    }
    if ctx.checkers.more_than_one() {
        // Double check: only the king's moves (castling included) and,
        // tested by playing it, en passant can answer it.
        return;
    }
    let b = ctx.board;
    let occupied = ctx.occupied;
    let theirs = ctx.theirs;
    let target = ctx.target;
    let slow = ctx.ours & (ctx.pinned | ctx.special);
    let fast = ctx.ours - slow;

    for from in b.knights() & fast {
        sink.targets(from, attacks::knight_attacks(from) & target, theirs);
    }
    for from in b.bishops() & fast {
        sink.targets(
            from,
            attacks::bishop_attacks(from, occupied) & target,
            theirs,
        );
    }
    for from in b.rooks() & fast {
        sink.targets(from, attacks::rook_attacks(from, occupied) & target, theirs);
    }
    for from in b.queens() & fast {
        sink.targets(
            from,
            attacks::queen_attacks(from, occupied) & target,
            theirs,
        );
    }
    if slow.any() {
        for from in b.knights() & slow {
            sink.targets(
                from,
                ctx.slow_targets(from, attacks::knight_attacks(from)),
                theirs,
            );
        }
        for from in b.bishops() & slow {
            sink.targets(
                from,
                ctx.slow_targets(from, attacks::bishop_attacks(from, occupied)),
                theirs,
            );
        }
        for from in b.rooks() & slow {
            sink.targets(
                from,
                ctx.slow_targets(from, attacks::rook_attacks(from, occupied)),
                theirs,
            );
        }
        for from in b.queens() & slow {
            sink.targets(
                from,
                ctx.slow_targets(from, attacks::queen_attacks(from, occupied)),
                theirs,
            );
        }
    }
    gen_pawns(&ctx, sink);
}

/// King steps and king captures (I-6; a king capture puts the victim on
/// the king's old square, from where it may still attack: the close mate).
#[inline(always)]
fn gen_king<S: MoveSink>(ctx: &Context<'_>, sink: &mut S) {
    let b = ctx.board;
    let king = ctx.king;
    let without_king = ctx.occupied.without(king);
    let mut targets = attacks::king_attacks(king) - ctx.ours;
    for to in targets {
        let legal = if ctx.theirs.contains(to) {
            // Swap: occupancy unchanged, the victim moves to `king`.
            !ctx.attacked(to, ctx.occupied)
                && !b
                    .piece_at(to)
                    .is_some_and(|victim| piece_attacks(victim, king, ctx.occupied).contains(to))
                && !ctx.locked_victims(king).contains(to)
        } else {
            !ctx.attacked(to, without_king)
        };
        if !legal {
            targets.discard(to);
        }
    }
    sink.targets(king, targets, ctx.theirs);
}

/// Castling (I-4) and reverse castling (I-5): the king and the rook swap
/// places, so the occupancy is unchanged; allowed in check, through own
/// units, not past an enemy unit; the king's new square must be safe (I-6).
#[inline(always)]
fn gen_castling<S: MoveSink>(pos: &Immortal, ctx: &Context<'_>, sink: &mut S) {
    let us = ctx.us;
    let home = king_home(us);
    let own_rooks = ctx.board.rooks() & ctx.ours;
    if ctx.king == home {
        for side in CastlingSide::ALL {
            let corner = rook_home(us, side);
            if pos.core.castling.castling().has(us, side)
                && own_rooks.contains(corner)
                && (between_king_and_rook(us, side) & ctx.theirs).is_empty()
                && !ctx.corner_attacked(corner)
            {
                sink.push(Move::new(home, corner, MoveKind::Castle));
            }
        }
    } else if pos.core.castling.reverse().has_any(us) {
        let side = side_of_rook_square(ctx.king);
        if pos.core.castling.reverse().has(us, side)
            && ctx.king == rook_home(us, side)
            && own_rooks.contains(home)
            && (between_king_and_rook(us, side) & ctx.theirs).is_empty()
            && !ctx.attacked(home, ctx.occupied)
        {
            sink.push(Move::new(ctx.king, home, MoveKind::ReverseCastle));
        }
    }
}

/// En passant (I-1): the capturer goes to the passed-over square and the
/// double-stepped pawn to the capturer's square. The occupancy changes
/// (the victim's square empties), so the move is played on a copy.
#[inline(always)]
fn gen_en_passant<S: MoveSink>(pos: &Immortal, ctx: &Context<'_>, sink: &mut S) {
    let Some(ep) = pos.core.ep_square else { return };
    let b = ctx.board;
    // Part III keeps the square after every double step, a quarter of the
    // moves, and mostly no pawn of ours stands beside: the cheapest test
    // first.
    let takers = attacks::pawn_attacks(ctx.them, ep) & b.pawns() & ctx.ours;
    if takers.is_empty() {
        return;
    }
    let Some(victim_sq) = ep.offset(0, ctx.us.fold(-1, 1)) else {
        return;
    };
    let victim = Role::Pawn.of(ctx.them);
    if !(b.pawns() & ctx.theirs).contains(victim_sq) || ctx.occupied.contains(ep) {
        return;
    }
    let pawn = Role::Pawn.of(ctx.us);
    for from in takers {
        if ctx.locked_victims(from).contains(victim_sq) {
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
#[inline(always)]
fn gen_pawns<S: MoveSink>(ctx: &Context<'_>, sink: &mut S) {
    let b = ctx.board;
    let pawns = b.pawns() & ctx.ours;
    if pawns.is_empty() {
        return;
    }
    let us = ctx.us;
    let empty = !ctx.occupied;
    let target = ctx.target;
    let last = Bitboard::from_rank(Rank::Eighth.relative_to(us));
    let third = Bitboard::from_rank(Rank::Third.relative_to(us));
    let step = |set: Bitboard| match us {
        Color::White => set.north(),
        Color::Black => set.south(),
    };
    let (up, up_left, up_right): (i8, i8, i8) = us.fold((8, 7, 9), (-8, -9, -7));
    let back = |set: Bitboard| match us {
        Color::White => set.south(),
        Color::Black => set.north(),
    };
    // Pawns with a victim in reach whose square is special (pinned pawns
    // are special too: they stand on the king's lines) need a per-victim
    // test; pinned pawns push one by one.
    let victims = back(ctx.theirs & target);
    let careful = pawns & ctx.special & (victims.east() | victims.west());
    let pinned = pawns & ctx.pinned;

    // Pushes of unpinned pawns and captures of the other pawns, in bulk
    // (pins do not restrict captures).
    let single = step(pawns - pinned) & empty;
    let double = step(single & third) & empty & target;
    let single = single & target;
    let forward = step(pawns - careful);
    let left = forward.west() & ctx.theirs & target;
    let right = forward.east() & ctx.theirs & target;
    // Pushes land on empty squares, captures on enemy ones, and a double
    // step's square is never a single step's (its middle square is empty):
    // the three sets are disjoint, so a counter counts them at once.
    sink.disjoint_pawn_targets([
        (single - last, up, MoveKind::Quiet),
        (double, 2 * up, MoveKind::DoublePush),
        (left - last, up_left, MoveKind::Capture),
    ]);
    sink.pawn_targets(right - last, up_right, MoveKind::Capture);
    for (set, delta, kind) in [
        (single & last, up, MoveKind::Quiet),
        (left & last, up_left, MoveKind::Capture),
        (right & last, up_right, MoveKind::Capture),
    ] {
        for to in set {
            if let Some(from) = Square::from_index((to as i32 - delta as i32) as u32) {
                sink.promotions(from, to, kind, &PROMOTIONS);
            }
        }
    }

    // Captures of the careful pawns and pushes of the pinned ones (only
    // along the pin line), one by one.
    for from in careful | pinned {
        let mut reach = Bitboard::EMPTY;
        if careful.contains(from) {
            reach = attacks::pawn_attacks(us, from) & ctx.theirs;
        }
        if pinned.contains(from) {
            let one = step(Bitboard::from_square(from)) & empty;
            reach |= one | (step(one & third) & empty);
        }
        let targets = ctx.slow_targets(from, reach);
        if targets.is_empty() {
            continue;
        }
        let captures = targets & ctx.theirs;
        sink.targets(from, captures - last, ctx.theirs);
        for to in captures & last {
            sink.promotions(from, to, MoveKind::Capture, &PROMOTIONS);
        }
        for to in targets - ctx.theirs {
            if last.contains(to) {
                sink.promotions(from, to, MoveKind::Quiet, &PROMOTIONS);
            } else if to.rank() == Rank::Fourth.relative_to(us)
                && from.rank() == Rank::Second.relative_to(us)
            {
                sink.push(Move::new(from, to, MoveKind::DoublePush));
            } else {
                sink.push(Move::new(from, to, MoveKind::Quiet));
            }
        }
    }
}

/// Whether `m` is legal in `pos`.
pub(crate) fn is_legal(pos: &Immortal, m: Move) -> bool {
    let mut moves = danilchuk_board::MoveList::new();
    generate(pos, &mut moves);
    moves.contains(&m)
}
