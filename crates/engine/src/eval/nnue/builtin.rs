//! The networks built into the engine, one per rule set that has one:
//! Immortal and Linear (every line limit) have a correction of their
//! hand-written evaluation; classical chess has none and is evaluated by
//! hand. The files and how each was made are in the crate's `nets/`
//! directory (its README gives the commands, data and seeds).

use std::sync::{Arc, OnceLock};

use danilchuk_board::Variant;

use super::network::Network;

/// The Immortal network's file.
const IMMORTAL: &[u8] = include_bytes!("../../../nets/immortal.nnue");
/// The Linear network's file.
const LINEAR: &[u8] = include_bytes!("../../../nets/linear.nnue");

/// The file built in for `variant`, if there is one.
#[must_use]
pub fn builtin_file(variant: Variant) -> Option<&'static [u8]> {
    match variant {
        Variant::Chess => None,
        Variant::Immortal => Some(IMMORTAL),
        Variant::Linear => Some(LINEAR),
    }
}

/// The network built in for `variant`, read once; `None` for a rule set
/// without one (classical chess).
#[must_use]
pub fn builtin(variant: Variant) -> Option<Arc<Network>> {
    static READ: OnceLock<[Option<Arc<Network>>; 3]> = OnceLock::new();
    let read = READ.get_or_init(|| {
        Variant::ALL.map(|v| {
            // A built-in file that does not read is caught by the tests;
            // the engine would evaluate by hand.
            builtin_file(v)
                .and_then(|bytes| Network::from_bytes(bytes).ok())
                .map(Arc::new)
        })
    });
    let index = Variant::ALL.iter().position(|&v| v == variant)?;
    read[index].clone()
}
