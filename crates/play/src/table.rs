//! A game of any rule set behind one object-safe interface, so that the
//! server and the terminal can hold games of different rule sets side by
//! side. Every rule is decided here, by the crates; the board only shows.

use danilchuk_board::{
    CastlingSide, Color, Move, MoveKind, Outcome, Position, Role, Square, Variant, WinReason,
};
use danilchuk_game::{Game, GameError};

/// A game of any rule set.
type AnyGame = Game<AnyPosition>;
use danilchuk_linear::LineLimit;
use danilchuk_notation::pgn::write_game;
use danilchuk_notation::{parse_long, parse_move, write_long, write_san, Letters, LongStyle};
use danilchuk_variant::{AnyPosition, Rules};

use crate::marks::classical_king_destination;
use crate::snapshot::{
    AnalysisView, KingsView, LegalView, LineSideView, LinesView, LockView, MotionView, MoveView,
    OutcomeView, Snapshot, TransformView, UnitView,
};
use crate::{Computer, Marks, Strength};

/// The most half-moves a game may have on the board; beyond it moves are
/// refused, so that one client cannot grow a game without bound (an
/// Immortal game never runs out of units).
pub const MAX_PLIES: usize = 1200;

/// Why the board refused an action, in words for the player.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
#[error("{0}")]
pub struct Refusal(pub String);

/// A game of some rule set.
pub trait Table: Send {
    /// The rule set.
    fn rules(&self) -> Rules;
    /// The side to move.
    fn turn(&self) -> Color;
    /// Whether the game is over.
    fn is_over(&self) -> bool;
    /// Half-moves played.
    fn ply(&self) -> usize;
    /// Everything the board shows.
    fn snapshot(&self) -> Snapshot;
    /// Plays the unit of `from` onto `to` (with a promotion piece where the
    /// rules give a choice), or says why that is not legal.
    fn play_squares(
        &mut self,
        from: Square,
        to: Square,
        promotion: Option<Role>,
    ) -> Result<(), Refusal>;
    /// Plays a move written in SAN, long notation or UCI, in English or
    /// Russian letters.
    fn play_text(&mut self, text: &str) -> Result<(), Refusal>;
    /// Takes back the last move; false if there is none.
    fn undo(&mut self) -> bool;
    /// Lets the computer move; false if it has no move.
    fn computer_move(&mut self, computer: &mut Computer, strength: Strength) -> bool;
    /// The game as PGN.
    fn pgn(&self) -> Result<String, Refusal> {
        self.pgn_with_tags(&[])
    }
    /// The game as PGN, with these tags set (the players, the date) beside
    /// the ones the game writes itself (variant, line limit, result).
    fn pgn_with_tags(&self, tags: &[(&str, String)]) -> Result<String, Refusal>;
    /// The current FEN.
    fn fen(&self) -> String;
    /// Claims the draw that may be claimed (threefold repetition, fifty moves).
    fn claim_draw(&mut self) -> Result<(), Refusal>;
    /// The side to move resigns.
    fn resign(&mut self) -> Result<(), Refusal>;
    /// The engine's analysis, within `nodes`, of the position after the
    /// first `ply` moves.
    fn analyse(&self, ply: usize, nodes: u64) -> Result<AnalysisView, Refusal>;
}

/// A new game of `rules`, from the starting position or from a FEN.
pub fn new_table(rules: Rules, fen: Option<&str>) -> Result<Box<dyn Table>, Refusal> {
    let game = match fen {
        None => AnyGame::starting_with(rules),
        Some(fen) => AnyGame::from_fen_with(fen, rules).map_err(refusal)?,
    };
    Ok(Box::new(GameTable { game }))
}

/// A game read from PGN; the rule set comes from its `Variant` and
/// `LineLimit` tags (Part III).
pub fn table_from_pgn(text: &str) -> Result<Box<dyn Table>, Refusal> {
    let game = AnyGame::from_pgn(text).map_err(refusal)?;
    Ok(Box::new(GameTable { game }))
}

/// A name for people of a rule set.
pub const fn rules_title(rules: Rules) -> &'static str {
    match rules {
        Rules::Chess => "Classical chess",
        Rules::Immortal => "Classic Immortal Chess",
        Rules::Linear(LineLimit::Unlimited) => "Russian Linear Chess (no line limit)",
        Rules::Linear(LineLimit::Three) => "Russian Linear Chess (at most 3 per line)",
        Rules::Linear(LineLimit::Two) => "Russian Linear Chess (at most 2 per line)",
    }
}

fn refusal(e: impl ToString) -> Refusal {
    Refusal(e.to_string())
}

/// A game whose rule set was chosen at run time.
struct GameTable {
    game: AnyGame,
}

impl GameTable {
    /// The legal moves that drop the unit of `from` on `to`: the move's own
    /// `to`, and for classical castling also the king's destination.
    fn moves_between(&self, from: Square, to: Square) -> Vec<Move> {
        self.game
            .position()
            .legal_moves_from(from)
            .into_iter()
            .filter(|m| drop_squares(self.game.position(), *m).contains(&to))
            .collect()
    }

    fn refuse_if_full(&self) -> Result<(), Refusal> {
        if self.game.ply() >= MAX_PLIES {
            Err(Refusal(format!(
                "this board keeps at most {MAX_PLIES} half-moves per game"
            )))
        } else {
            Ok(())
        }
    }

    fn play(&mut self, m: Move) -> Result<(), Refusal> {
        self.refuse_if_full()?;
        self.game.play(m).map_err(refusal)
    }
}

/// Where the player may drop the unit to play `m`.
fn drop_squares<P: Marks>(pos: &P, m: Move) -> Vec<Square> {
    if m.kind() == MoveKind::Castle && pos.king_destination_castling() {
        vec![m.to(), classical_king_destination(m)]
    } else {
        vec![m.to()]
    }
}

/// Why the unit of `from` may not go to `to`, as the crates explain it.
fn explain<P: Marks>(game: &Game<P>, from: Square, to: Square, promotion: Option<Role>) -> String {
    if let Some(outcome) = game.outcome() {
        return format!("the game is over: {outcome}");
    }
    let pos = game.position();
    let board = pos.board();
    let turn = pos.turn();
    let Some(piece) = board.piece_at(from) else {
        return format!("there is no unit on {from}");
    };
    if piece.color != turn {
        return format!("the unit on {from} is not yours: {turn} to move");
    }
    // A move the units could make but a rule forbids: the rule set says
    // which (I-3 lock, L-8 limit, king left in check, castling, …).
    let candidate = pos.pseudo_legal_moves().into_iter().find(|m| {
        m.from() == from
            && drop_squares(pos, *m).contains(&to)
            && (promotion.is_none() || m.promotion() == promotion)
    });
    if let Some(why) = candidate.and_then(|m| pos.illegality(m)) {
        if why == danilchuk_board::Illegality::CastlingNotAllowed {
            return explain_castling(pos, from, to);
        }
        return why.to_string();
    }
    // A king dropped on its castling partner (or, classically, on its
    // castling square) asks for a castling the rules refuse here.
    let partner = board
        .piece_at(to)
        .filter(|p| p.color == turn)
        .map(|p| p.role);
    let castling_partner = if pos.has_lines() {
        Role::Queen
    } else {
        Role::Rook
    };
    let classical_square = pos.king_destination_castling()
        && from.rank() == to.rank()
        && from.file().index() == 4
        && matches!(to.file().index(), 2 | 6);
    if piece.role == Role::King && (partner == Some(castling_partner) || classical_square) {
        return explain_castling(pos, from, to);
    }
    // Otherwise the notation crate explains what is wrong with the way.
    let sign = if board.piece_at(to).is_some() {
        'x'
    } else {
        '-'
    };
    let text = format!(
        "{}{from}{sign}{to}{}",
        Letters::English.role(piece.role),
        promotion.map_or(String::new(), |r| format!("={}", r.upper_char()))
    );
    match parse_long(pos, &text) {
        Err(e) => match e.illegality() {
            Some(reason) => reason.to_string(),
            None => e.to_string(),
        },
        Ok(_) => "that is not a legal move".into(),
    }
}

/// Why the king on `from` may not castle towards `to` here: the condition
/// of the rule set that fails (classical castling, I-4, L-7), first the
/// right, then what stands in the way, then attacks.
fn explain_castling<P: Marks>(pos: &P, from: Square, to: Square) -> String {
    let board = pos.board();
    let turn = pos.turn();
    let side = if to.file().index() > from.file().index() {
        CastlingSide::KingSide
    } else {
        CastlingSide::QueenSide
    };
    let side_name = match side {
        CastlingSide::KingSide => "king-side",
        CastlingSide::QueenSide => "queen-side",
    };
    let rights = pos.castling_rights();
    let on_rank = |file: usize| {
        u32::try_from(from.rank().index() * 8 + file)
            .ok()
            .and_then(Square::from_index)
    };
    let king_file = from.file().index();
    let rook_file = match side {
        CastlingSide::KingSide => 7,
        CastlingSide::QueenSide => 0,
    };
    let between = || {
        let (low, high) = (king_file.min(rook_file), king_file.max(rook_file));
        (low + 1..high).filter_map(on_rank)
    };
    let enemy = !turn;
    let generic = || danilchuk_board::Illegality::CastlingNotAllowed.to_string();
    match pos.variant() {
        Variant::Linear => {
            if !rights.has_any(turn) {
                return format!(
                    "{turn} may not castle any more: the king or the queen has moved or been captured, or {turn} has castled (L-7)"
                );
            }
            if board.is_attacked(from, enemy, board.occupied()) {
                return format!(
                    "the king on {from} is attacked, and a king under attack may not castle (L-7, IV-7)"
                );
            }
            format!(
                "{turn} has a second unit on its king or queen line: the king and the queen must be its only pieces on those two files (L-7)"
            )
        }
        Variant::Immortal => {
            if !rights.has(turn, side) {
                return format!(
                    "{turn} has lost the right to castle {side_name}: the king or that rook has moved, or the rook was captured (I-4)"
                );
            }
            if let Some(sq) = between().find(|&sq| board.color_at(sq) == Some(enemy)) {
                return format!("an enemy unit on {sq} stands between the king and the rook (I-4)");
            }
            "the king would be in check after castling (I-6)".into()
        }
        Variant::Chess => {
            if !rights.has(turn, side) {
                return format!(
                    "{turn} has lost the right to castle {side_name}: the king or that rook has moved"
                );
            }
            if let Some(sq) = between().find(|&sq| board.piece_at(sq).is_some()) {
                return format!(
                    "{sq} is not empty: every square between the king and the rook must be"
                );
            }
            if pos.is_check() {
                return "the king is in check, and castling is no way out of check".into();
            }
            let path = match side {
                CastlingSide::KingSide => [king_file.checked_add(1), king_file.checked_add(2)],
                CastlingSide::QueenSide => [king_file.checked_sub(1), king_file.checked_sub(2)],
            };
            match path
                .into_iter()
                .flatten()
                .filter(|&file| file < 8)
                .filter_map(on_rank)
                .find(|&sq| board.is_attacked(sq, enemy, board.occupied()))
            {
                Some(sq) => {
                    format!("the king may not pass through or land on {sq}: {enemy} attacks it")
                }
                None => generic(),
            }
        }
    }
}

fn color_name(color: Color) -> &'static str {
    match color {
        Color::White => "white",
        Color::Black => "black",
    }
}

/// The history entry of `m`, played in `before`.
fn move_view<P: Marks>(ply: usize, before: &P, m: Move) -> MoveView {
    let mut after = before.clone();
    after.play_unchecked(m);
    let board = before.board();
    let color = before.turn();
    let swap = before.swaps() && m.is_capture();
    let transform = if m.is_castle() {
        None
    } else {
        let was = board.role_at(m.from());
        let now = after.board().role_at(m.to());
        match (was, now) {
            (Some(was), Some(now)) if was != now => {
                let why = if m.promotion().is_some() || was == Role::Pawn {
                    if before.has_lines() {
                        "promoted to its line's piece (L-6)"
                    } else {
                        "promoted"
                    }
                } else {
                    "became the piece of its line (L-3)"
                };
                Some(TransformView {
                    square: m.to().to_string(),
                    before: was.char(),
                    after: now.char(),
                    text: format!(
                        "the {} on {} {why}: now a {}",
                        was.name(),
                        m.to(),
                        now.name()
                    ),
                })
            }
            _ => None,
        }
    };
    MoveView {
        ply,
        color: color_name(color),
        uci: before.uci(m).to_string(),
        san: write_san(before, m, Letters::English),
        san_ru: write_san(before, m, Letters::Russian),
        long: write_long(before, m, LongStyle::ENGLISH),
        long_ru: write_long(before, m, LongStyle::RUSSIAN),
        from: m.from().to_string(),
        to: m.to().to_string(),
        motions: before
            .motions(m)
            .into_iter()
            .map(|mo| MotionView {
                from: mo.from.to_string(),
                to: mo.to.to_string(),
            })
            .collect(),
        swap,
        transform,
        fen_after: after.fen(),
    }
}

fn outcome_view<P: Marks>(pos: &P, outcome: Outcome) -> OutcomeView {
    let text = match outcome {
        Outcome::Decisive {
            winner,
            reason: WinReason::Checkmate,
        } if pos.is_close_mate() => {
            format!("{winner} wins by a close mate (I-6): the king cannot take the piece next to it, the swap would leave it in check")
        }
        Outcome::Decisive {
            reason: WinReason::LastKingCaptured | WinReason::LastKingLeftLine,
            ..
        } => format!("{outcome} (L-5)"),
        _ => outcome.to_string(),
    };
    OutcomeView {
        result: outcome.result(),
        winner: outcome.winner().map(color_name),
        text,
    }
}

fn squares(bb: danilchuk_board::Bitboard) -> Vec<String> {
    bb.into_iter().map(|sq| sq.to_string()).collect()
}

impl Table for GameTable {
    fn rules(&self) -> Rules {
        self.game.settings()
    }

    fn turn(&self) -> Color {
        self.game.position().turn()
    }

    fn is_over(&self) -> bool {
        self.game.is_over()
    }

    fn ply(&self) -> usize {
        self.game.ply()
    }

    fn snapshot(&self) -> Snapshot {
        let pos = self.game.position();
        let board = pos.board();
        let over = self.game.is_over();
        let units = board
            .pieces()
            .map(|(sq, piece)| UnitView {
                square: sq.to_string(),
                color: piece.color.char(),
                role: piece.role.char(),
            })
            .collect();
        let mut legal = Vec::new();
        if !over {
            for m in pos.legal_moves() {
                let uci = pos.uci(m).to_string();
                let san = write_san(pos, m, Letters::English);
                for to in drop_squares(pos, m) {
                    legal.push(LegalView {
                        from: m.from().to_string(),
                        to: to.to_string(),
                        // Linear's promotion is the line's (L-6): no choice.
                        promotion: m.promotion().filter(|_| !pos.has_lines()).map(Role::char),
                        uci: uci.clone(),
                        san: san.clone(),
                    });
                }
            }
        }
        let history = self
            .game
            .positions()
            .zip(self.game.moves())
            .enumerate()
            .map(|(i, (before, &m))| move_view(i + 1, &before, m))
            .collect();
        let locks = pos
            .lock_marks()
            .into_iter()
            .map(|lock| {
                let role = |sq| board.role_at(sq).map_or("unit", Role::name);
                LockView {
                    attacker: lock.attacker.to_string(),
                    target: lock.target.to_string(),
                    binds: color_name(lock.binds),
                    text: format!(
                        "Capture lock (I-3): the {} on {} may not capture the {} on {} on {}'s next move",
                        role(lock.attacker),
                        lock.attacker,
                        role(lock.target),
                        lock.target,
                        lock.binds
                    ),
                }
            })
            .collect();
        let lines = pos.line_marks().map(|[white, black]| {
            let side = |mark: crate::marks::LineMark| LineSideView {
                roles: mark.roles.iter().map(|r| r.char()).collect(),
                counts: mark.counts.to_vec(),
            };
            LinesView {
                white: side(white),
                black: side(black),
                limit: pos.line_limit(),
            }
        });
        Snapshot {
            rules: self.rules().name().into(),
            title: rules_title(self.rules()),
            fen: pos.fen(),
            start_fen: self
                .game
                .positions()
                .next()
                .map_or_else(|| pos.fen(), |start| start.fen()),
            turn: color_name(pos.turn()),
            ply: self.game.ply(),
            units,
            legal,
            history,
            locks,
            lines,
            kings: KingsView {
                white: squares(pos.king_squares(Color::White)),
                black: squares(pos.king_squares(Color::Black)),
            },
            checked: squares(pos.checked_kings()),
            outcome: self.game.outcome().map(|o| outcome_view(pos, o)),
            claimable_draw: self.game.claimable_draw().map(|d| format!("{d:?}")),
        }
    }

    fn play_squares(
        &mut self,
        from: Square,
        to: Square,
        promotion: Option<Role>,
    ) -> Result<(), Refusal> {
        let fitting: Vec<Move> = self
            .moves_between(from, to)
            .into_iter()
            .filter(|m| promotion.is_none() || m.promotion() == promotion)
            .collect();
        match fitting.as_slice() {
            [m] => self.play(*m),
            [] => Err(Refusal(explain(&self.game, from, to, promotion))),
            several => {
                let pieces: Vec<String> = several
                    .iter()
                    .filter_map(|m| m.promotion())
                    .map(|r| r.char().to_string())
                    .collect();
                Err(Refusal(format!(
                    "choose the promotion piece: {}",
                    pieces.join(", ")
                )))
            }
        }
    }

    fn play_text(&mut self, text: &str) -> Result<(), Refusal> {
        if let Some(outcome) = self.game.outcome() {
            return Err(Refusal(format!("the game is over: {outcome}")));
        }
        let m = parse_move(self.game.position(), text.trim()).map_err(refusal)?;
        self.play(m)
    }

    fn undo(&mut self) -> bool {
        self.game.undo().is_some()
    }

    fn computer_move(&mut self, computer: &mut Computer, strength: Strength) -> bool {
        if self.refuse_if_full().is_err() {
            return false;
        }
        match computer.choose(&self.game, strength) {
            Some(m) => self.game.play(m).is_ok(),
            None => false,
        }
    }

    fn analyse(&self, ply: usize, nodes: u64) -> Result<AnalysisView, Refusal> {
        let moves = self.game.moves();
        if ply > moves.len() {
            return Err(refusal(format!(
                "ply {ply} is past the game's {} moves",
                moves.len()
            )));
        }
        let mut game = Game::new(*self.game.start_position());
        for &m in &moves[..ply] {
            game.play(m).map_err(refusal)?;
        }
        if game.is_over() {
            return Err(refusal(
                "the game is over in that position: nothing to analyse",
            ));
        }
        let result = AnyPosition::engine_analysis(&game, nodes)
            .ok_or_else(|| refusal("the engine could not replay the game"))?;
        let turn = game.position().turn();
        let white = |value: i32| if turn == Color::White { value } else { -value };
        let mut pos = *game.position();
        let mut line = Vec::new();
        for &m in &result.pv {
            if !pos.is_legal(m) {
                break;
            }
            line.push(write_san(&pos, m, Letters::English));
            pos.play_unchecked(m);
        }
        Ok(AnalysisView {
            ply,
            turn: color_name(turn),
            white_cp: (!result.score.is_mate()).then(|| white(result.score.0)),
            white_mate: result.score.mate_moves().map(white),
            line,
            depth: result.depth,
            nodes: result.nodes,
        })
    }

    fn pgn_with_tags(&self, tags: &[(&str, String)]) -> Result<String, Refusal> {
        let mut pgn = self.game.to_pgn().map_err(|e: GameError| refusal(e))?;
        for (name, value) in tags {
            pgn.set_tag(name, value.clone());
        }
        let mut text = String::new();
        write_game(&pgn, &mut text).map_err(|_| refusal("cannot write PGN"))?;
        Ok(text)
    }

    fn fen(&self) -> String {
        self.game.position().fen()
    }

    fn claim_draw(&mut self) -> Result<(), Refusal> {
        self.game.claim_draw().map(|_| ()).map_err(refusal)
    }

    fn resign(&mut self) -> Result<(), Refusal> {
        let turn = self.turn();
        self.game.resign(turn).map(|_| ()).map_err(refusal)
    }
}
