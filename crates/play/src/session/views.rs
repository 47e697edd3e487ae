//! A game as the board shows it: the [`Snapshot`] of an [`AnyGame`], every
//! rule decided by the crates.

use danilchuk_board::{Bitboard, Color, Move, Outcome, Position, Role, WinReason};
use danilchuk_game::AnyGame;
use danilchuk_linear::LineLimit;
use danilchuk_notation::{write_long, write_san, Letters, LongStyle};
use danilchuk_variant::{AnyPosition, Rules};

use super::marks::{drop_squares, LineMark, Marks};
use super::snapshot::{
    KingsView, LegalView, LineSideView, LinesView, LockView, MotionView, MoveView, OutcomeView,
    Snapshot, TransformView, UnitView,
};

/// A name for people of a rule set.
pub(crate) const fn rules_title(rules: Rules) -> &'static str {
    match rules {
        Rules::Chess => "Classical chess",
        Rules::Immortal => "Classic Immortal Chess",
        Rules::Linear(LineLimit::Unlimited) => "Russian Linear Chess (no line limit)",
        Rules::Linear(LineLimit::Three) => "Russian Linear Chess (at most 3 per line)",
        Rules::Linear(LineLimit::Two) => "Russian Linear Chess (at most 2 per line)",
    }
}

pub(crate) const fn color_name(color: Color) -> &'static str {
    match color {
        Color::White => "white",
        Color::Black => "black",
    }
}

/// Everything the board shows of `game`, with the moves from ply
/// `history_from` on (the earlier ones the asker already has).
pub(crate) fn snapshot(game: &AnyGame, history_from: usize, version: u64) -> Snapshot {
    let pos = game.position();
    let board = pos.board();
    let rules = game.settings();
    let units = board
        .pieces()
        .map(|(sq, piece)| UnitView {
            square: sq.to_string(),
            color: piece.color.char(),
            role: piece.role.char(),
        })
        .collect();
    let history_from = history_from.min(game.ply());
    Snapshot {
        rules: rules.name().into(),
        title: rules_title(rules),
        version,
        fen: pos.fen(),
        start_fen: game.start_position().fen(),
        turn: color_name(pos.turn()),
        ply: game.ply(),
        units,
        legal: if game.is_over() {
            Vec::new()
        } else {
            legal_views(pos)
        },
        history_from,
        history: history(game, history_from),
        locks: lock_views(pos),
        lines: pos.line_marks().map(|[white, black]| {
            let side = |mark: LineMark| LineSideView {
                roles: mark.roles.iter().map(|r| r.char()).collect(),
                counts: mark.counts.to_vec(),
            };
            LinesView {
                white: side(white),
                black: side(black),
                limit: pos.line_limit(),
            }
        }),
        kings: KingsView {
            white: squares(pos.king_squares(Color::White)),
            black: squares(pos.king_squares(Color::Black)),
        },
        checked: squares(pos.checked_kings()),
        outcome: game.outcome().map(|o| outcome_view(pos, o)),
        claimable_draw: game.claimable_draw().map(|d| format!("{d:?}")),
    }
}

/// The moves of `game` from ply `from` on, each built from the position it
/// was played in (replayed from the nearest position the game keeps).
fn history(game: &AnyGame, from: usize) -> Vec<MoveView> {
    let Some(mut pos) = game.position_at(from) else {
        return Vec::new();
    };
    let moves = game.moves().get(from..).unwrap_or_default();
    let mut views = Vec::with_capacity(moves.len());
    for (i, &m) in moves.iter().enumerate() {
        views.push(move_view(from + i + 1, &pos, m));
        pos.play_unchecked(m);
    }
    views
}

fn legal_views(pos: &AnyPosition) -> Vec<LegalView> {
    let mut legal = Vec::new();
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
    legal
}

fn lock_views(pos: &AnyPosition) -> Vec<LockView> {
    let board = pos.board();
    pos.lock_marks()
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
        .collect()
}

/// The history entry of `m`, played in `before`.
fn move_view<P: Marks>(ply: usize, before: &P, m: Move) -> MoveView {
    let mut after = before.clone();
    after.play_unchecked(m);
    let board = before.board();
    let swap = before.swaps() && m.is_capture();
    let transform = if m.is_castle() {
        None
    } else {
        match (board.role_at(m.from()), after.board().role_at(m.to())) {
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
        color: color_name(before.turn()),
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

fn squares(bb: Bitboard) -> Vec<String> {
    bb.into_iter().map(|sq| sq.to_string()).collect()
}
