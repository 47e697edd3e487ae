//! One perft loop of one library, run once: the figure to measure under
//! callgrind, where the instruction count per node is steady however noisy
//! the machine is.
//!
//! ```text
//! perft_loop LIBRARY POSITION DEPTH [plain|bulk]    (--help: args::USAGE)
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

use crate::args::{Counting, USAGE};

mod args;

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
    let args = match args::parse(std::env::args_os().skip(1)) {
        Ok(Some(args)) => args,
        Ok(None) => {
            println!("{USAGE}");
            return ExitCode::SUCCESS;
        }
        Err(e) => {
            eprintln!("perft_loop: {e}\n{USAGE}");
            return ExitCode::from(2);
        }
    };
    let fen = match args.position.as_str() {
        "start" => peers::START,
        "kiwipete" => peers::KIWIPETE,
        fen => fen,
    };
    match run(&args.library, fen, args.depth, args.counting) {
        Ok(nodes) => {
            println!("{nodes}");
            ExitCode::SUCCESS
        }
        Err(e) => {
            eprintln!("perft_loop: {e}");
            ExitCode::from(2)
        }
    }
}
