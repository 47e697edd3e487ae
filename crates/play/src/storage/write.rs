//! A game to its rows: the columns of its row in `games` (one list for
//! the insert of a new game and the update of a stored one), the moves
//! and the interruptions not yet stored.

use danilchuk_board::{Color, Position};
use rusqlite::{params, params_from_iter, ToSql, Transaction};

use super::raw::{declared_end, opponent_columns, result_of, seat_secret};
use super::values::int;
use crate::session::clock::Clock;
use crate::session::table::{millis, Stamp, Stored, Table};
use crate::session::views::color_name;

/// When a column of a game's row is written.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
enum Written {
    /// Once, when the game is created: who plays it, its time control.
    Once,
    /// After every change of the game.
    Always,
}

/// A column of a game's row, when it is written, and its value now.
type Column<'a> = (&'static str, Written, Box<dyn ToSql + 'a>);

/// The columns of `table`'s row in `games`, with their values at `now`:
/// the one list both the insert of a new game and the update of a stored
/// one are written from.
fn game_columns(table: &Table, now: u64) -> Vec<Column<'_>> {
    use Written::{Always, Once};
    let session = &table.session;
    let game = session.game();
    let (opponent, computer_side, strength) = opponent_columns(session);
    let clock = session.clock();
    let (initial, increment) = clock.map_or((None, None), |c| {
        let control = c.control();
        (
            Some(int(millis(control.initial))),
            Some(int(millis(control.increment))),
        )
    });
    let at_start = clock.map(Clock::at_turn_start);
    let white_ms = at_start.map(|t| int(millis(t[0])));
    let black_ms = at_start.map(|t| int(millis(t[1])));
    // No clock runs before the first move: then no start is kept.
    let turn_started = clock
        .and_then(Clock::running_for)
        .map(|ran| int(now.saturating_sub(millis(ran))));
    let (result, outcome) = result_of(session);
    let offer = |side: Option<Color>| side.map(color_name);
    vec![
        ("public_id", Once, Box::new(table.id.as_str())),
        ("rules", Always, Box::new(session.rules().name())),
        ("start_fen", Always, Box::new(game.start_position().fen())),
        ("opponent", Once, Box::new(opponent)),
        ("computer_side", Once, Box::new(computer_side)),
        ("strength", Once, Box::new(strength)),
        ("seating", Once, Box::new(table.seating.name())),
        (
            "white_seat",
            Always,
            Box::new(seat_secret(&table.seats, Color::White)),
        ),
        (
            "black_seat",
            Always,
            Box::new(seat_secret(&table.seats, Color::Black)),
        ),
        ("white_name", Always, Box::new(table.names[0].as_deref())),
        ("black_name", Always, Box::new(table.names[1].as_deref())),
        ("clock_initial_ms", Once, Box::new(initial)),
        ("clock_increment_ms", Once, Box::new(increment)),
        ("white_ms", Always, Box::new(white_ms)),
        ("black_ms", Always, Box::new(black_ms)),
        ("turn_started_ms", Always, Box::new(turn_started)),
        ("ended", Always, Box::new(declared_end(session))),
        ("draw_offer", Always, Box::new(offer(table.offers.draw))),
        (
            "takeback_offer",
            Always,
            Box::new(offer(table.offers.takeback)),
        ),
        ("ply", Always, Box::new(int(game.ply() as u64))),
        ("turn", Always, Box::new(color_name(game.position().turn()))),
        ("result", Always, Box::new(result)),
        ("outcome", Always, Box::new(outcome)),
        ("version", Always, Box::new(int(session.version()))),
        ("created_ms", Once, Box::new(int(table.created_ms))),
        ("updated_ms", Always, Box::new(int(now))),
    ]
}

/// Writes `table`'s changes; returns what is stored after the commit.
pub(super) fn write_table(
    tx: &Transaction<'_>,
    table: &Table,
    now: u64,
) -> rusqlite::Result<Stored> {
    let game = table.session.game();
    let columns = game_columns(table, now);
    let row = match table.stored.row {
        None => {
            let names: Vec<&str> = columns.iter().map(|(name, ..)| *name).collect();
            let marks: Vec<String> = (1..=columns.len()).map(|i| format!("?{i}")).collect();
            tx.execute(
                &format!(
                    "INSERT INTO games ({}) VALUES ({})",
                    names.join(", "),
                    marks.join(", ")
                ),
                params_from_iter(columns.iter().map(|(_, _, value)| value)),
            )?;
            tx.last_insert_rowid()
        }
        Some(row) => {
            let changing: Vec<&Column<'_>> = columns
                .iter()
                .filter(|(_, written, _)| *written == Written::Always)
                .collect();
            // ?1 is the row; the columns follow from ?2 on.
            let sets: Vec<String> = changing
                .iter()
                .enumerate()
                .map(|(i, (name, ..))| format!("{name} = ?{}", i + 2))
                .collect();
            let values = std::iter::once(&row as &dyn ToSql)
                .chain(changing.iter().map(|(_, _, value)| value as &dyn ToSql));
            tx.execute(
                &format!("UPDATE games SET {} WHERE id = ?1", sets.join(", ")),
                params_from_iter(values),
            )?;
            row
        }
    };
    let kept = table.stored.moves.min(game.ply());
    tx.execute(
        "DELETE FROM moves WHERE game = ?1 AND ply > ?2",
        params![row, int(kept as u64)],
    )?;
    if kept < game.ply() {
        let mut insert = tx.prepare(
            "INSERT INTO moves (game, ply, uci, played_ms, clock_ms) VALUES (?1, ?2, ?3, ?4, ?5)",
        )?;
        if let Some(mut before) = game.position_at(kept) {
            for (index, &m) in game.moves().iter().enumerate().skip(kept) {
                let stamp = table.stamps.get(index).copied().unwrap_or(Stamp {
                    played_ms: now,
                    clock_ms: None,
                });
                insert.execute(params![
                    row,
                    int(index as u64 + 1),
                    before.uci(m).to_string(),
                    int(stamp.played_ms),
                    stamp.clock_ms.map(int),
                ])?;
                before.play_unchecked(m);
            }
        }
    }
    let mut interruptions_kept = table.stored.interruptions.min(table.interruptions.len());
    if table.stored.interruptions > table.interruptions.len() || interruptions_kept == 0 {
        tx.execute("DELETE FROM interruptions WHERE game = ?1", [row])?;
        interruptions_kept = 0;
    }
    for stop in &table.interruptions[interruptions_kept..] {
        tx.execute(
            "INSERT INTO interruptions (game, ply, stopped_ms, resumed_ms) VALUES (?1, ?2, ?3, ?4)",
            params![
                row,
                int(stop.ply as u64),
                int(stop.stopped_ms),
                int(stop.resumed_ms)
            ],
        )?;
    }
    Ok(Stored {
        row: Some(row),
        moves: game.ply(),
        start_changed: false,
        interruptions: table.interruptions.len(),
    })
}
