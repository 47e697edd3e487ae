//! The one grammar behind SAN and the long notation: a move text is read into
//! a [`Written`] value, which SAN and long notation then restrict.

use danilchuk_board::{CastlingSide, File, Move, MoveKind, Position, Rank, Role, Square};

use crate::error::{Notation, SyntaxError};
use crate::letters::read_role;

/// The check suffix of a move: `+`, or `#` for a move that wins at once.
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash)]
pub enum Suffix {
    /// `+`: the move gives check (Linear: attacks an enemy king, L-4).
    Check,
    /// `#`: the move wins the game at once (checkmate; in Linear chess, the
    /// opponent's last king is gone, L-5).
    Win,
}

impl Suffix {
    /// `+` or `#`.
    #[must_use]
    pub const fn char(self) -> char {
        match self {
            Suffix::Check => '+',
            Suffix::Win => '#',
        }
    }
}

/// A separator between the two squares of a move.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub(crate) enum Sep {
    /// `-`, `–` or `—`.
    Dash,
    /// `x`, `×` or `:`.
    Capture,
}

/// A castling as written.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub(crate) struct WrittenCastle {
    pub side: CastlingSide,
    pub reverse: bool,
}

/// A normal move as written.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub(crate) struct WrittenMove {
    pub role: Role,
    pub file: Option<File>,
    pub rank: Option<Rank>,
    pub spaces: bool,
    pub sep: Option<Sep>,
    pub captured: Option<Role>,
    pub to: Square,
    pub promotion: Option<Role>,
}

/// Any move as written.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub(crate) enum WrittenKind {
    Castle(WrittenCastle),
    Move(WrittenMove),
}

/// A move text read by the shared grammar.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub(crate) struct Written {
    pub kind: WrittenKind,
    pub suffix: Option<Suffix>,
}

struct Cursor<'a> {
    text: &'a str,
    /// Byte offset.
    pos: usize,
    notation: Notation,
}

impl<'a> Cursor<'a> {
    fn peek(&self) -> Option<char> {
        self.text.get(self.pos..)?.chars().next()
    }

    fn peek2(&self) -> Option<char> {
        let mut chars = self.text.get(self.pos..)?.chars();
        chars.next();
        chars.next()
    }

    fn bump(&mut self) -> Option<char> {
        let c = self.peek()?;
        self.pos += c.len_utf8();
        Some(c)
    }

    fn rest(&self) -> &'a str {
        self.text.get(self.pos..).unwrap_or("")
    }

    fn column(&self) -> usize {
        self.text
            .get(..self.pos)
            .map_or(1, |done| done.chars().count() + 1)
    }

    fn error(&self, reason: &'static str) -> SyntaxError {
        SyntaxError {
            notation: self.notation,
            text: self.text.into(),
            column: self.column(),
            reason,
        }
    }

    fn file(&mut self) -> Option<File> {
        let file = self.peek().and_then(File::from_char)?;
        self.pos += 1;
        Some(file)
    }

    fn rank(&mut self) -> Option<Rank> {
        let rank = self.peek().and_then(Rank::from_char)?;
        self.pos += 1;
        Some(rank)
    }

    fn role(&mut self) -> Option<Role> {
        let (role, len) = read_role(self.rest())?;
        self.pos += len;
        Some(role)
    }

    fn spaces(&mut self) -> bool {
        let start = self.pos;
        while self.peek().is_some_and(char::is_whitespace) {
            self.bump();
        }
        self.pos != start
    }

    fn sep(&mut self) -> Option<Sep> {
        let sep = match self.peek()? {
            '-' | '–' | '—' => Sep::Dash,
            'x' | '×' | ':' => Sep::Capture,
            _ => return None,
        };
        self.bump();
        Some(sep)
    }
}

fn is_castle_char(c: char) -> bool {
    matches!(c, '0' | 'O' | 'o')
}

fn is_dash(c: char) -> bool {
    matches!(c, '-' | '–' | '—')
}

/// Reads a move text. `notation` only labels errors.
pub(crate) fn read(text: &str, notation: Notation) -> Result<Written, SyntaxError> {
    let mut cur = Cursor {
        text,
        pos: 0,
        notation,
    };
    if cur.peek().is_none() {
        return Err(cur.error("empty move"));
    }
    if let Some(reason) = danilchuk_board::white_space_problem(text) {
        // Point at the white space: the first character, or the first of
        // the trailing run.
        if !text.starts_with(char::is_whitespace) {
            cur.pos = text.trim_end().len();
        }
        return Err(cur.error(reason));
    }
    let kind = if cur.peek().is_some_and(is_castle_char) {
        WrittenKind::Castle(read_castle(&mut cur)?)
    } else {
        WrittenKind::Move(read_move(&mut cur)?)
    };
    let suffix = match cur.peek() {
        Some('+') => Some(Suffix::Check),
        Some('#') => Some(Suffix::Win),
        _ => None,
    };
    if suffix.is_some() {
        cur.bump();
    }
    if cur.peek().is_some() {
        return Err(cur.error("unexpected character"));
    }
    Ok(Written { kind, suffix })
}

fn read_castle(cur: &mut Cursor<'_>) -> Result<WrittenCastle, SyntaxError> {
    cur.bump();
    let reverse = match cur.peek() {
        Some(c) if is_dash(c) => false,
        Some('+') => true,
        _ => return Err(cur.error("expected '-' or '+' in castling")),
    };
    let mut parts = 1;
    loop {
        let sep_ok = match cur.peek() {
            Some(c) if is_dash(c) => !reverse,
            Some('+') => reverse,
            _ => false,
        };
        if !sep_ok || !cur.peek2().is_some_and(is_castle_char) || parts == 3 {
            break;
        }
        cur.bump();
        cur.bump();
        parts += 1;
    }
    if parts == 1 {
        return Err(cur.error("expected castling such as O-O or 0+0"));
    }
    let side = if parts == 2 {
        CastlingSide::KingSide
    } else {
        CastlingSide::QueenSide
    };
    Ok(WrittenCastle { side, reverse })
}

fn read_move(cur: &mut Cursor<'_>) -> Result<WrittenMove, SyntaxError> {
    let role = cur.role().unwrap_or(Role::Pawn);
    let file1 = cur.file();
    let rank1 = cur.rank();
    let mut spaces = cur.spaces();
    let sep = cur.sep();
    if sep.is_some() {
        spaces |= cur.spaces();
    } else if spaces {
        return Err(cur.error("a space is allowed only around a separator"));
    }
    let captured = if sep.is_some() { cur.role() } else { None };
    if captured.is_some() && sep != Some(Sep::Capture) {
        return Err(cur.error("a captured-unit letter needs a capture sign"));
    }
    let file2 = cur.file();
    let rank2 = cur.rank();
    let (file, rank, to) = match (file2, rank2) {
        (Some(f), Some(r)) => (file1, rank1, Square::new(f, r)),
        (None, None) if sep.is_none() => match (file1, rank1) {
            (Some(f), Some(r)) => (None, None, Square::new(f, r)),
            _ => return Err(cur.error("expected a destination square")),
        },
        _ => return Err(cur.error("expected a destination square")),
    };
    let promotion = read_promotion(cur)?;
    if promotion.is_some() && role != Role::Pawn {
        return Err(cur.error("only a pawn promotes"));
    }
    // `e.p.` after an en passant capture is tolerated.
    let before_ep = cur.pos;
    cur.spaces();
    if cur.rest().starts_with("e.p.") {
        cur.pos += 4;
    } else {
        cur.pos = before_ep;
    }
    Ok(WrittenMove {
        role,
        file,
        rank,
        spaces,
        sep,
        captured,
        to,
        promotion,
    })
}

fn read_promotion(cur: &mut Cursor<'_>) -> Result<Option<Role>, SyntaxError> {
    let equals = cur.peek() == Some('=');
    if equals {
        cur.bump();
    }
    match cur.role() {
        Some(Role::Pawn) => Err(cur.error("a pawn cannot promote to a pawn")),
        Some(role) => Ok(Some(role)),
        None if equals => Err(cur.error("expected a piece letter after '='")),
        None => Ok(None),
    }
}

/// The castling side of a castling or reverse-castling move, from its squares:
/// `to` (the partner's square) east of `from` (the king's square) is the
/// king's wing for castling; for reverse castling the king stands on the
/// rook's home corner, so it is the king's wing when `from` is east of `to`.
pub(crate) fn castle_side(m: Move) -> CastlingSide {
    let east = m.to().file() > m.from().file();
    match (m.kind(), east) {
        (MoveKind::ReverseCastle, false) | (MoveKind::Castle, true) => CastlingSide::KingSide,
        _ => CastlingSide::QueenSide,
    }
}

/// The suffix a legal move earns: `#` if the mover wins at once, else `+`
/// if the opponent is in check.
pub(crate) fn suffix_after<P: Position>(pos: &P, m: Move) -> Option<Suffix> {
    let mover = pos.turn();
    let mut after = pos.clone();
    after.play_unchecked(m);
    if after.outcome().and_then(|o| o.winner()) == Some(mover) {
        Some(Suffix::Win)
    } else if after.is_check() {
        Some(Suffix::Check)
    } else {
        None
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn ok(text: &str) -> Written {
        read(text, Notation::Any).unwrap_or_else(|e| panic!("{text}: {e}"))
    }

    #[test]
    fn castles() {
        for (text, side, reverse) in [
            ("O-O", CastlingSide::KingSide, false),
            ("0-0-0", CastlingSide::QueenSide, false),
            ("0—0—0", CastlingSide::QueenSide, false),
            ("O–O", CastlingSide::KingSide, false),
            ("0+0", CastlingSide::KingSide, true),
            ("O+O+O", CastlingSide::QueenSide, true),
        ] {
            assert_eq!(
                ok(text).kind,
                WrittenKind::Castle(WrittenCastle { side, reverse }),
                "{text}"
            );
        }
        assert_eq!(ok("O+O+").suffix, Some(Suffix::Check));
        assert_eq!(ok("O+O+O+").suffix, Some(Suffix::Check));
        assert!(read("O", Notation::Any).is_err());
        assert!(read("0-0-0-0", Notation::Any).is_err());
        assert!(read("0-0+0", Notation::Any).is_err());
    }

    #[test]
    fn moves() {
        let w = ok("Фh5 ×f7+");
        let WrittenKind::Move(m) = w.kind else {
            panic!()
        };
        assert_eq!(m.role, Role::Queen);
        assert_eq!((m.file, m.rank), (Some(File::H), Some(Rank::Fifth)));
        assert_eq!(m.to, Square::F7);
        assert!(m.spaces);
        assert_eq!(m.sep, Some(Sep::Capture));
        assert_eq!(w.suffix, Some(Suffix::Check));

        let WrittenKind::Move(m) = ok("Фf6×Фf7").kind else {
            panic!()
        };
        assert_eq!(m.captured, Some(Role::Queen));

        let WrittenKind::Move(m) = ok("exd8=N#").kind else {
            panic!()
        };
        assert_eq!((m.file, m.rank, m.to), (Some(File::E), None, Square::D8));
        assert_eq!(m.promotion, Some(Role::Knight));

        let WrittenKind::Move(m) = ok("e7- e5").kind else {
            panic!()
        };
        assert_eq!(m.sep, Some(Sep::Dash));
        assert!(read("e7 e5", Notation::Any).is_err());
        assert!(read("Nf3=Q", Notation::Any).is_err());
        assert!(read("e9", Notation::Any).is_err());
        assert!(read("", Notation::Any).is_err());
    }

    #[test]
    fn error_columns_count_characters() {
        let e = read("Фh5×", Notation::Long).unwrap_err();
        assert_eq!(e.column, 5);
    }
}
