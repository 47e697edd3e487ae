//! The engine's view of a position of a game: its score and best line.

use danilchuk_board::{Color, Position};
use danilchuk_game::{AnyGame, Game};
use danilchuk_notation::{write_san, Letters};
use danilchuk_variant::AnyPosition;

use super::marks::Marks;
use super::snapshot::AnalysisView;
use super::views::color_name;
use crate::Refusal;

/// The engine's node budget for one analysis (a second or so).
pub(crate) const ANALYSIS_NODES: u64 = 200_000;

/// The engine's analysis, within `nodes`, of the position after the first
/// `ply` moves of `game`.
pub(crate) fn analyse(game: &AnyGame, ply: usize, nodes: u64) -> Result<AnalysisView, Refusal> {
    let moves = game.moves();
    let Some(played) = moves.get(..ply) else {
        return Err(Refusal::NoSuchPly {
            ply,
            moves: moves.len(),
        });
    };
    let mut there = Game::new(*game.start_position());
    for &m in played {
        there.play(m)?;
    }
    if there.is_over() {
        return Err(Refusal::NothingToAnalyse);
    }
    let result = AnyPosition::engine_analysis(&there, nodes).ok_or(Refusal::EngineCannotReplay)?;
    let turn = there.position().turn();
    let white = |value: i32| if turn == Color::White { value } else { -value };
    let mut pos = *there.position();
    let mut line = Vec::new();
    let mut line_ru = Vec::new();
    for &m in &result.pv {
        if !pos.is_legal(m) {
            break;
        }
        line.push(write_san(&pos, m, Letters::English));
        line_ru.push(write_san(&pos, m, Letters::Russian));
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
        line_ru,
    })
}
