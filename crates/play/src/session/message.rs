//! Something the board says, as the key of a text and its arguments: the
//! API sends it for the page to say in its language, the terminal says it
//! (the words and the saying are the words layer's, `crate::words::texts`).

use std::collections::BTreeMap;

use serde::Serialize;

/// Something the board says: a text's key (without its group's prefix,
/// which the place it is said in gives) and its arguments. The API sends
/// it as `{"code": ..., "args": {...}}` for the page to say in its
/// language.
#[derive(Clone, Debug, Default, PartialEq, Eq, Serialize)]
pub(crate) struct Message {
    /// The key within its group: `locked` for `refusal.locked`.
    pub(crate) code: &'static str,
    /// The arguments by name.
    pub(crate) args: BTreeMap<&'static str, String>,
}

impl Message {
    /// A message without arguments.
    pub(crate) fn new(code: &'static str) -> Message {
        Message {
            code,
            args: BTreeMap::new(),
        }
    }

    /// The same with one more argument.
    pub(crate) fn with(mut self, name: &'static str, value: impl ToString) -> Message {
        self.args.insert(name, value.to_string());
        self
    }
}

/// The key of a color's word: `@color.white`.
pub(crate) fn color_arg(color: danilchuk_board::Color) -> String {
    format!("@color.{}", super::views::color_name(color))
}

/// The key of a role's word: `@role.n`.
pub(crate) fn role_arg(role: danilchuk_board::Role) -> String {
    format!("@role.{}", role.char())
}
