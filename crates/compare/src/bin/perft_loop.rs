//! One perft loop of one library, run once: the figure to measure under
//! callgrind, where the instruction count per node is steady however noisy
//! the machine is.
//!
//! ```text
//! perft_loop LIBRARY POSITION DEPTH [plain|bulk]
//!   LIBRARY   classical | immortal | linear | shakmaty | cozy-chess | chess
//!   POSITION  start | kiwipete | a FEN (start: the rule set's own starting
//!             position; kiwipete in Linear: the same placement with every
//!             piece turned into its file's piece, L-3)
//! cargo build --release -p danilchuk-compare
//! valgrind --tool=callgrind --callgrind-out-file=/dev/null \
//!     target/release/perft_loop classical start 5 plain
//! ```
//!
//! Prints the node count; instructions per node = callgrind's total over it
//! (start-up is a few hundred thousand instructions, under 0.1% at these
//! depths).

use std::process::ExitCode;

use danilchuk_board::Position;
use danilchuk_classical::Chess;
use danilchuk_compare as peers;
use danilchuk_immortal::Immortal;
use danilchuk_linear::Linear;

/// How the last ply is counted.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
enum Counting {
    /// Every move played down to depth 0.
    Plain,
    /// The last ply's moves counted, not played.
    Bulk,
}

fn ours<P: Position>(fen: &str, depth: u32, counting: Counting) -> Result<u64, String> {
    let pos = if fen == peers::START {
        P::starting()
    } else {
        P::from_fen(fen).map_err(|e| format!("bad FEN for this rule set: {e}"))?
    };
    Ok(match counting {
        Counting::Plain => peers::danilchuk_plain(&pos, depth),
        Counting::Bulk => peers::danilchuk_bulk(&pos, depth),
    })
}

fn run(library: &str, fen: &str, depth: u32, counting: Counting) -> Result<u64, String> {
    Ok(match (library, counting) {
        ("classical", _) => ours::<Chess>(fen, depth, counting)?,
        ("immortal", _) => ours::<Immortal>(fen, depth, counting)?,
        ("linear", _) if fen == peers::KIWIPETE => {
            ours::<Linear>(peers::KIWIPETE_LINEAR, depth, counting)?
        }
        ("linear", _) => ours::<Linear>(fen, depth, counting)?,
        ("shakmaty", Counting::Plain) => {
            peers::shakmaty_plain(&peers::shakmaty_position(fen), depth)
        }
        ("shakmaty", Counting::Bulk) => peers::shakmaty_bulk(&peers::shakmaty_position(fen), depth),
        ("cozy-chess", Counting::Plain) => peers::cozy_plain(&cozy_board(fen)?, depth),
        ("cozy-chess", Counting::Bulk) => peers::cozy_bulk(&cozy_board(fen)?, depth),
        ("chess", Counting::Plain) => peers::chess_plain(&peers::chess_board(fen), depth),
        ("chess", Counting::Bulk) => peers::chess_bulk(&peers::chess_board(fen), depth),
        _ => return Err(format!("unknown library {library:?}")),
    })
}

fn cozy_board(fen: &str) -> Result<cozy_chess::Board, String> {
    fen.parse()
        .map_err(|e| format!("bad FEN for cozy-chess: {e:?}"))
}

fn main() -> ExitCode {
    let args: Vec<String> = std::env::args().skip(1).collect();
    let usage = "usage: perft_loop LIBRARY (start|kiwipete|FEN) DEPTH [plain|bulk]";
    let (Some(library), Some(position), Some(depth)) = (args.first(), args.get(1), args.get(2))
    else {
        eprintln!("{usage}");
        return ExitCode::from(2);
    };
    let fen = match position.as_str() {
        "start" => peers::START,
        "kiwipete" => peers::KIWIPETE,
        fen => fen,
    };
    let Ok(depth) = depth.parse::<u32>() else {
        eprintln!("DEPTH must be a number: {usage}");
        return ExitCode::from(2);
    };
    let counting = match args.get(3).map(String::as_str) {
        None | Some("plain") => Counting::Plain,
        Some("bulk") => Counting::Bulk,
        Some(other) => {
            eprintln!("unknown counting {other:?}: {usage}");
            return ExitCode::from(2);
        }
    };
    match run(library, fen, depth, counting) {
        Ok(nodes) => {
            println!("{nodes}");
            ExitCode::SUCCESS
        }
        Err(e) => {
            eprintln!("{e}");
            ExitCode::from(2)
        }
    }
}
