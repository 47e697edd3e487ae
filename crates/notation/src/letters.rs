//! Piece letters: English `K Q R B N` and Russian `Кр Ф Л С К` (Part III).

use core::fmt;

use danilchuk_board::Role;

/// Which piece letters to write. Input always accepts both.
///
/// ```
/// use danilchuk_board::Role;
/// use danilchuk_notation::Letters;
///
/// assert_eq!(Letters::English.role(Role::Knight), "N");
/// assert_eq!(Letters::Russian.role(Role::King), "Кр");
/// assert_eq!(Letters::Russian.role(Role::Pawn), "");
/// ```
#[derive(Copy, Clone, Debug, Default, PartialEq, Eq, Hash)]
pub enum Letters {
    /// `K Q R B N` (the PGN export format's letters).
    #[default]
    English,
    /// `Кр Ф Л С К`, Cyrillic, as the sources write them.
    Russian,
}

impl Letters {
    /// Both alphabets, English first.
    pub const ALL: [Letters; 2] = [Letters::English, Letters::Russian];

    /// The letter(s) of `role`; empty for the pawn.
    #[must_use]
    pub const fn role(self, role: Role) -> &'static str {
        match self {
            Letters::English => match role {
                Role::Pawn => "",
                Role::Knight => "N",
                Role::Bishop => "B",
                Role::Rook => "R",
                Role::Queen => "Q",
                Role::King => "K",
            },
            Letters::Russian => role.russian(),
        }
    }
}

impl fmt::Display for Letters {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(match self {
            Letters::English => "English",
            Letters::Russian => "Russian",
        })
    }
}

/// Reads a piece letter at the start of `text`: English `K Q R B N`, Latin
/// `C` for the bishop, Russian `Кр Ф Л С К` (Cyrillic). Returns the role and
/// the number of bytes read.
///
/// Latin `K` is always the king; Cyrillic `К` alone is the knight and `Кр`
/// the king (a Latin `p` after either `К` is read as the Cyrillic `р`, a
/// common slip, and a Latin `K` followed by `р`/`p` is the king as well).
///
/// ```
/// use danilchuk_board::Role;
/// use danilchuk_notation::letters::read_role;
///
/// assert_eq!(read_role("Крe2"), Some((Role::King, 4)));
/// assert_eq!(read_role("Кf3"), Some((Role::Knight, 2)));
/// assert_eq!(read_role("Ke2"), Some((Role::King, 1)));
/// assert_eq!(read_role("Cf4"), Some((Role::Bishop, 1)));
/// assert_eq!(read_role("e4"), None);
/// ```
pub fn read_role(text: &str) -> Option<(Role, usize)> {
    let mut chars = text.chars();
    let first = chars.next()?;
    let second = chars.next();
    let king_tail = |c: Option<char>| matches!(c, Some('р' | 'p'));
    Some(match first {
        'K' if king_tail(second) => (Role::King, 1 + second.map_or(0, char::len_utf8)),
        'K' => (Role::King, 1),
        'К' if king_tail(second) => (Role::King, 2 + second.map_or(0, char::len_utf8)),
        'К' => (Role::Knight, 2),
        'Q' => (Role::Queen, 1),
        'Ф' => (Role::Queen, 2),
        'R' => (Role::Rook, 1),
        'Л' => (Role::Rook, 2),
        'B' | 'C' => (Role::Bishop, 1),
        'С' => (Role::Bishop, 2),
        'N' => (Role::Knight, 1),
        'P' => (Role::Pawn, 1),
        _ => return None,
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn every_written_letter_reads_back() {
        for letters in Letters::ALL {
            for role in Role::ALL.into_iter().skip(1) {
                let text = letters.role(role);
                assert_eq!(read_role(text), Some((role, text.len())), "{text}");
            }
        }
    }

    #[test]
    fn king_forms() {
        assert_eq!(read_role("Кр"), Some((Role::King, 4)));
        assert_eq!(read_role("Кp"), Some((Role::King, 3)));
        assert_eq!(read_role("Kр"), Some((Role::King, 3)));
        assert_eq!(read_role("К"), Some((Role::Knight, 2)));
        assert_eq!(read_role(""), None);
    }
}
