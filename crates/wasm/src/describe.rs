//! Moves, outcomes and units described as the plain data of `views.rs`.

use danilchuk_board::{Color, DrawReason, Move, MoveKind, Outcome, Position, WinReason};
use danilchuk_notation::{write_long, write_san, Letters, LongStyle};

use crate::views::{MoveInfo, OutcomeInfo, UnitInfo};

/// `white` or `black`.
pub(crate) const fn color_name(color: Color) -> &'static str {
    match color {
        Color::White => "white",
        Color::Black => "black",
    }
}

/// The legal move `m` of `pos` in every notation.
pub(crate) fn move_info<P: Position>(pos: &P, m: Move) -> MoveInfo {
    MoveInfo {
        uci: pos.uci(m).to_string(),
        san: write_san(pos, m, Letters::English),
        san_ru: write_san(pos, m, Letters::Russian),
        long: write_long(pos, m, LongStyle::ENGLISH),
        long_ru: write_long(pos, m, LongStyle::RUSSIAN),
        from: m.from().to_string(),
        to: m.to().to_string(),
        promotion: m.promotion().map(|role| role.char()),
        kind: kind_name(m.kind()),
        capture: m.is_capture(),
        check: pos.gives_check(m),
    }
}

const fn kind_name(kind: MoveKind) -> &'static str {
    match kind {
        MoveKind::Quiet => "quiet",
        MoveKind::DoublePush => "doublePush",
        MoveKind::Capture => "capture",
        MoveKind::EnPassant => "enPassant",
        MoveKind::Castle => "castle",
        MoveKind::ReverseCastle => "reverseCastle",
    }
}

/// The outcome with its reason.
pub(crate) fn outcome_info(outcome: Outcome) -> OutcomeInfo {
    let reason = match outcome {
        Outcome::Decisive { reason, .. } => win_reason_name(reason),
        Outcome::Draw { reason } => draw_reason_name(reason),
    };
    OutcomeInfo {
        result: outcome.result(),
        winner: outcome.winner().map(color_name),
        reason,
        text: outcome.to_string(),
    }
}

const fn win_reason_name(reason: WinReason) -> &'static str {
    match reason {
        WinReason::Checkmate => "checkmate",
        WinReason::LastKingCaptured => "lastKingCaptured",
        WinReason::LastKingLeftLine => "lastKingLeftLine",
        WinReason::Resignation => "resignation",
    }
}

/// The name JavaScript sees of a draw's reason (`threefoldRepetition`).
pub(crate) const fn draw_reason_name(reason: DrawReason) -> &'static str {
    match reason {
        DrawReason::Stalemate => "stalemate",
        DrawReason::InsufficientMaterial => "insufficientMaterial",
        DrawReason::ThreefoldRepetition => "threefoldRepetition",
        DrawReason::FivefoldRepetition => "fivefoldRepetition",
        DrawReason::FiftyMoveRule => "fiftyMoveRule",
        DrawReason::SeventyFiveMoveRule => "seventyFiveMoveRule",
        DrawReason::Agreement => "agreement",
    }
}

/// The units of `pos`, a1 first.
pub(crate) fn units<P: Position>(pos: &P) -> Vec<UnitInfo> {
    pos.board()
        .pieces()
        .map(|(square, piece)| UnitInfo {
            square: square.to_string(),
            color: color_name(piece.color),
            role: piece.role.char(),
        })
        .collect()
}
