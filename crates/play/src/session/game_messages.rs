//! What the board says of a game beyond a refusal, in words of either
//! language: how it ended, the draw that may be claimed, a capture lock
//! (I-3), a piece that changed on landing (L-3, L-6), a swap (I-1).

use danilchuk_board::{DrawReason, Outcome, WinReason};

use super::marks::Marks;
use super::message::{color_arg, Message};
use super::snapshot::{LockView, MoveView, Snapshot};
use crate::Session;

/// How the game ended (group `outcome`), if it did: a close mate (I-6) and
/// a lost flag named as such.
pub(crate) fn outcome_message(session: &Session) -> Option<Message> {
    let game = session.game();
    let outcome = game.outcome()?;
    let code = match outcome {
        Outcome::Decisive { reason, .. } => match reason {
            WinReason::Checkmate if game.position().is_close_mate() => "close_mate",
            WinReason::Checkmate => "checkmate",
            WinReason::LastKingCaptured => "last_king_captured",
            WinReason::LastKingLeftLine => "last_king_left_line",
            WinReason::Resignation if session.flagged().is_some() => "on_time",
            WinReason::Resignation => "resignation",
        },
        Outcome::Draw { reason } => draw_code(reason),
    };
    let message = Message::new(code);
    Some(match outcome.winner() {
        Some(winner) => message
            .with("winner", color_arg(winner))
            .with("loser", color_arg(!winner)),
        None => message,
    })
}

/// The draw the side to move may claim (group `claim`), if any.
pub(crate) fn claim_message(session: &Session) -> Option<Message> {
    session
        .game()
        .claimable_draw()
        .map(|reason| Message::new(draw_code(reason)))
}

fn draw_code(reason: DrawReason) -> &'static str {
    match reason {
        DrawReason::Stalemate => "stalemate",
        DrawReason::InsufficientMaterial => "insufficient_material",
        DrawReason::ThreefoldRepetition => "threefold",
        DrawReason::FivefoldRepetition => "fivefold",
        DrawReason::FiftyMoveRule => "fifty_moves",
        DrawReason::SeventyFiveMoveRule => "seventy_five_moves",
        DrawReason::Agreement => "agreement",
    }
}

/// A capture lock in words (group `lock`), its units named from `snap`.
pub(crate) fn lock_message(snap: &Snapshot, lock: &LockView) -> Message {
    Message::new("text")
        .with("attacker", &lock.attacker)
        .with("attacker_role", unit_role(snap, &lock.attacker))
        .with("target", &lock.target)
        .with("target_role", unit_role(snap, &lock.target))
        .with("binds", format!("@color.{}", lock.binds))
}

fn unit_role(snap: &Snapshot, square: &str) -> String {
    snap.units
        .iter()
        .find(|u| u.square == square)
        .map_or_else(|| "@role.unit".into(), |u| format!("@role.{}", u.role))
}

/// A piece's change of type on landing (group `transform`): a Linear
/// piece on another line (L-3), a Linear promotion (L-6), a promotion.
pub(crate) fn transform_message(m: &MoveView, lines: bool) -> Option<Message> {
    let t = m.transform.as_ref()?;
    let code = match (t.before == 'p', lines) {
        (true, true) => "promotion_line",
        (true, false) => "promotion",
        (false, _) => "line",
    };
    Some(
        Message::new(code)
            .with("square", &t.square)
            .with("before", format!("@role.{}", t.before))
            .with("after", format!("@role.{}", t.after)),
    )
}

/// A swap in words (group `swap`): the two units that changed places (I-1).
pub(crate) fn swap_message(m: &MoveView) -> Option<Message> {
    m.swap.then(|| {
        Message::new("text")
            .with("from", &m.from)
            .with("to", &m.to)
            .with("color", format!("@color.{}", m.color))
    })
}
