//! Independent, deliberately simple reference implementation of Russian
//! Linear Chess move generation, used only as a test oracle.
//!
//! Written from `shared/RULES.md` (Part L and Part III) alone: a mailbox
//! board, rays walked square by square, every move applied on a copy.
//! Clarity over speed.
//!
//! Decisions where RULES.md leaves room (see the report that came with it):
//! - Attacks (castling condition 1) are pattern-based, as in classical chess:
//!   an enemy unit attacks a square it could reach by its movement, whether or
//!   not that capture would break a line limit.
//! - A FEN whose files already hold more than the line limit is accepted;
//!   moves that add no non-pawn unit to a file (pawn moves without promotion,
//!   moves along a piece's own file, castling) are never refused by a limit.
//! - `winner()`: if the side that has just moved (the side not to move) has
//!   no king, the side to move wins (L-5: a move that leaves the mover without
//!   a king loses, even if it also took the last enemy king); otherwise if the
//!   side to move has no king, the other side wins.
#![allow(dead_code)]

#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum Color {
    White,
    Black,
}

impl Color {
    fn other(self) -> Color {
        match self {
            Color::White => Color::Black,
            Color::Black => Color::White,
        }
    }

    fn index(self) -> usize {
        match self {
            Color::White => 0,
            Color::Black => 1,
        }
    }

    /// Rank (0-based) of this side's back rank.
    fn home_rank(self) -> i32 {
        match self {
            Color::White => 0,
            Color::Black => 7,
        }
    }

    /// Direction of this side's pawn moves, in ranks.
    fn forward(self) -> i32 {
        match self {
            Color::White => 1,
            Color::Black => -1,
        }
    }
}

#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum Kind {
    Pawn,
    Knight,
    Bishop,
    Rook,
    Queen,
    King,
}

impl Kind {
    fn letter(self) -> char {
        match self {
            Kind::Pawn => 'p',
            Kind::Knight => 'n',
            Kind::Bishop => 'b',
            Kind::Rook => 'r',
            Kind::Queen => 'q',
            Kind::King => 'k',
        }
    }

    fn from_letter(c: char) -> Option<Kind> {
        match c {
            'p' => Some(Kind::Pawn),
            'n' => Some(Kind::Knight),
            'b' => Some(Kind::Bishop),
            'r' => Some(Kind::Rook),
            'q' => Some(Kind::Queen),
            'k' => Some(Kind::King),
            _ => None,
        }
    }
}

type Piece = (Color, Kind);

const KNIGHT_STEPS: [(i32, i32); 8] = [
    (1, 2),
    (2, 1),
    (2, -1),
    (1, -2),
    (-1, -2),
    (-2, -1),
    (-2, 1),
    (-1, 2),
];
const KING_STEPS: [(i32, i32); 8] = [
    (1, 0),
    (1, 1),
    (0, 1),
    (-1, 1),
    (-1, 0),
    (-1, -1),
    (0, -1),
    (1, -1),
];
const ROOK_DIRS: [(i32, i32); 4] = [(1, 0), (-1, 0), (0, 1), (0, -1)];
const BISHOP_DIRS: [(i32, i32); 4] = [(1, 1), (1, -1), (-1, 1), (-1, -1)];

const START_FEN: &str = "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w Qq - 0 1 Ee";

/// Square index: a1 = 0, b1 = 1, ..., h8 = 63.
fn sq(file: i32, rank: i32) -> usize {
    (rank * 8 + file) as usize
}

fn file_of(s: usize) -> i32 {
    (s % 8) as i32
}

fn rank_of(s: usize) -> i32 {
    (s / 8) as i32
}

fn on_board(file: i32, rank: i32) -> bool {
    (0..8).contains(&file) && (0..8).contains(&rank)
}

fn square_name(s: usize) -> String {
    let f = (b'a' + file_of(s) as u8) as char;
    let r = (b'1' + rank_of(s) as u8) as char;
    format!("{f}{r}")
}

fn parse_square(text: &str) -> Option<usize> {
    let b = text.as_bytes();
    if b.len() != 2 {
        return None;
    }
    if !(b'a'..=b'h').contains(&b[0]) || !(b'1'..=b'8').contains(&b[1]) {
        return None;
    }
    Some(sq((b[0] - b'a') as i32, (b[1] - b'1') as i32))
}

/// The line type of a file for a side (L-2, L-7). `castled` = that side has
/// castled, so its d- and e-lines are swapped.
fn line_kind(castled: bool, file: i32) -> Kind {
    match file {
        0 | 7 => Kind::Rook,
        1 | 6 => Kind::Knight,
        2 | 5 => Kind::Bishop,
        3 => {
            if castled {
                Kind::King
            } else {
                Kind::Queen
            }
        }
        _ => {
            if castled {
                Kind::Queen
            } else {
                Kind::King
            }
        }
    }
}

#[derive(Clone, Copy, Debug, PartialEq, Eq)]
struct Move {
    from: usize,
    to: usize,
    /// The piece a promoting pawn becomes (the line type of the landing file).
    promo: Option<Kind>,
    /// King e1/e8 swaps with queen d1/d8.
    castle: bool,
    /// En passant capture (the captured pawn is not on `to`).
    en_passant: bool,
}

impl Move {
    fn uci(&self) -> String {
        let mut s = square_name(self.from);
        s.push_str(&square_name(self.to));
        if let Some(k) = self.promo {
            s.push(k.letter());
        }
        s
    }
}

#[derive(Clone, Debug, PartialEq, Eq)]
pub struct RefPosition {
    board: [Option<Piece>; 64],
    to_move: Color,
    /// Castling right per side (index 0 = White).
    castle_right: [bool; 2],
    /// Whether each side has castled (its king line is d).
    castled: [bool; 2],
    /// Square passed over by the last double step, if the last move was one.
    ep: Option<usize>,
    halfmove: u32,
    fullmove: u32,
    line_limit: Option<u8>,
}

impl RefPosition {
    /// Standard start position, with a line limit: None = unlimited (level 1), Some(3), Some(2) (L-8).
    pub fn startpos(line_limit: Option<u8>) -> RefPosition {
        RefPosition::from_fen(START_FEN, line_limit).expect("start FEN is valid")
    }

    /// Parses a Linear FEN (6 classical fields, fields 5-6 optional, then an
    /// optional field 7 with the king-line files, default `Ee`).
    pub fn from_fen(fen: &str, line_limit: Option<u8>) -> Result<RefPosition, String> {
        let fields: Vec<&str> = fen.split_whitespace().collect();
        if fields.len() < 4 || fields.len() > 7 {
            return Err(format!(
                "FEN must have 4 to 7 fields, found {}",
                fields.len()
            ));
        }

        // Field 7: king-line files.
        let lines = if fields.len() == 7 { fields[6] } else { "Ee" };
        let castled = match lines {
            "Ee" => [false, false],
            "De" => [true, false],
            "Ed" => [false, true],
            "Dd" => [true, true],
            _ => {
                return Err(format!(
                    "field 7 (king lines): expected one of Ee, De, Ed, Dd, found '{lines}'"
                ))
            }
        };

        // Field 1: placement.
        let mut board: [Option<Piece>; 64] = [None; 64];
        let rows: Vec<&str> = fields[0].split('/').collect();
        if rows.len() != 8 {
            return Err(format!(
                "field 1 (placement): expected 8 ranks, found {}",
                rows.len()
            ));
        }
        for (i, row) in rows.iter().enumerate() {
            let rank = 7 - i as i32;
            let mut file = 0i32;
            let mut last_was_digit = false;
            for c in row.chars() {
                if let Some(d) = c.to_digit(10) {
                    if !(1..=8).contains(&d) {
                        return Err(format!(
                            "field 1 (placement): bad digit '{c}' in rank {}",
                            rank + 1
                        ));
                    }
                    if last_was_digit {
                        return Err(format!(
                            "field 1 (placement): two digits in a row in rank {}",
                            rank + 1
                        ));
                    }
                    last_was_digit = true;
                    file += d as i32;
                } else {
                    last_was_digit = false;
                    let color = if c.is_ascii_uppercase() {
                        Color::White
                    } else {
                        Color::Black
                    };
                    let kind = Kind::from_letter(c.to_ascii_lowercase()).ok_or_else(|| {
                        format!("field 1 (placement): unknown piece letter '{c}'")
                    })?;
                    if file >= 8 {
                        return Err(format!(
                            "field 1 (placement): rank {} has more than 8 squares",
                            rank + 1
                        ));
                    }
                    board[sq(file, rank)] = Some((color, kind));
                    file += 1;
                }
                if file > 8 {
                    return Err(format!(
                        "field 1 (placement): rank {} has more than 8 squares",
                        rank + 1
                    ));
                }
            }
            if file != 8 {
                return Err(format!(
                    "field 1 (placement): rank {} has {} squares, not 8",
                    rank + 1,
                    file
                ));
            }
        }
        for (s, cell) in board.iter().enumerate() {
            if let Some((color, kind)) = *cell {
                if kind == Kind::Pawn {
                    if rank_of(s) == 0 || rank_of(s) == 7 {
                        return Err(format!(
                            "field 1 (placement): pawn on {} (ranks 1 and 8 hold no pawns)",
                            square_name(s)
                        ));
                    }
                } else {
                    let want = line_kind(castled[color.index()], file_of(s));
                    if kind != want {
                        return Err(format!(
                            "field 1 (placement): {} on {} does not match its line ({}); see field 7",
                            kind.letter(),
                            square_name(s),
                            want.letter()
                        ));
                    }
                }
            }
        }

        // Field 2: side to move.
        let to_move = match fields[1] {
            "w" => Color::White,
            "b" => Color::Black,
            other => {
                return Err(format!(
                    "field 2 (side to move): expected 'w' or 'b', found '{other}'"
                ))
            }
        };

        // Field 3: castling rights.
        let castle_right = match fields[2] {
            "-" => [false, false],
            "Q" => [true, false],
            "q" => [false, true],
            "Qq" => [true, true],
            other => {
                return Err(format!(
                    "field 3 (castling): expected one of Qq, Q, q, -, found '{other}'"
                ))
            }
        };
        for color in [Color::White, Color::Black] {
            if !castle_right[color.index()] {
                continue;
            }
            let name = if color == Color::White {
                "White"
            } else {
                "Black"
            };
            if castled[color.index()] {
                return Err(format!(
                    "field 3 (castling): {name} has a castling right but its king line is already d (field 7)"
                ));
            }
            let r = color.home_rank();
            if board[sq(4, r)] != Some((color, Kind::King))
                || board[sq(3, r)] != Some((color, Kind::Queen))
            {
                return Err(format!(
                    "field 3 (castling): {name} has a castling right without its king on e{} and queen on d{}",
                    r + 1,
                    r + 1
                ));
            }
        }

        // Field 4: en passant square (set after any double step).
        let ep = if fields[3] == "-" {
            None
        } else {
            let s = parse_square(fields[3]).ok_or_else(|| {
                format!(
                    "field 4 (en passant): '{}' is not a square or '-'",
                    fields[3]
                )
            })?;
            // The side that double-stepped is the side not to move.
            let mover = to_move.other();
            let (pass_rank, origin_rank, pawn_rank) = match mover {
                Color::White => (2, 1, 3),
                Color::Black => (5, 6, 4),
            };
            let f = file_of(s);
            if rank_of(s) != pass_rank {
                return Err(format!(
                    "field 4 (en passant): {} cannot follow a double step with {} to move",
                    fields[3], fields[1]
                ));
            }
            if board[sq(f, pass_rank)].is_some()
                || board[sq(f, origin_rank)].is_some()
                || board[sq(f, pawn_rank)] != Some((mover, Kind::Pawn))
            {
                return Err(format!(
                    "field 4 (en passant): {} does not follow a double step (needs the pawn in front and both squares behind it empty)",
                    fields[3]
                ));
            }
            Some(s)
        };

        // Fields 5 and 6.
        let halfmove = if fields.len() >= 5 {
            let text = fields[4];
            if text.is_empty() || !text.chars().all(|c| c.is_ascii_digit()) {
                return Err(format!(
                    "field 5 (halfmove clock): '{text}' is not a non-negative integer"
                ));
            }
            text.parse::<u32>()
                .map_err(|_| format!("field 5 (halfmove clock): '{text}' is too large"))?
        } else {
            0
        };
        let fullmove = if fields.len() >= 6 {
            if !fields[5].chars().all(|c| c.is_ascii_digit()) {
                return Err(format!(
                    "field 6 (fullmove number): '{}' is not a positive integer",
                    fields[5]
                ));
            }
            let n = fields[5].parse::<u32>().map_err(|_| {
                format!(
                    "field 6 (fullmove number): '{}' is not a positive integer",
                    fields[5]
                )
            })?;
            if n == 0 {
                return Err("field 6 (fullmove number): must be at least 1".to_string());
            }
            n
        } else {
            1
        };

        Ok(RefPosition {
            board,
            to_move,
            castle_right,
            castled,
            ep,
            halfmove,
            fullmove,
            line_limit,
        })
    }

    /// Canonical FEN with all 7 fields.
    pub fn to_fen(&self) -> String {
        let mut placement = String::new();
        for rank in (0..8).rev() {
            let mut empty = 0;
            for file in 0..8 {
                match self.board[sq(file, rank)] {
                    None => empty += 1,
                    Some((color, kind)) => {
                        if empty > 0 {
                            placement.push_str(&empty.to_string());
                            empty = 0;
                        }
                        let c = kind.letter();
                        placement.push(if color == Color::White {
                            c.to_ascii_uppercase()
                        } else {
                            c
                        });
                    }
                }
            }
            if empty > 0 {
                placement.push_str(&empty.to_string());
            }
            if rank > 0 {
                placement.push('/');
            }
        }
        let side = if self.to_move == Color::White {
            "w"
        } else {
            "b"
        };
        let mut castling = String::new();
        if self.castle_right[0] {
            castling.push('Q');
        }
        if self.castle_right[1] {
            castling.push('q');
        }
        if castling.is_empty() {
            castling.push('-');
        }
        let ep = match self.ep {
            Some(s) => square_name(s),
            None => "-".to_string(),
        };
        let lines = format!(
            "{}{}",
            if self.castled[0] { 'D' } else { 'E' },
            if self.castled[1] { 'd' } else { 'e' }
        );
        format!(
            "{placement} {side} {castling} {ep} {} {} {lines}",
            self.halfmove, self.fullmove
        )
    }

    /// All legal moves as UCI strings, sorted.
    pub fn legal_moves(&self) -> Vec<String> {
        let mut v: Vec<String> = self.moves().iter().map(|m| m.uci()).collect();
        v.sort();
        v
    }

    /// Plays a legal UCI move (promotion letter optional on input).
    pub fn play(&self, uci: &str) -> Result<RefPosition, String> {
        if !uci.is_ascii() || (uci.len() != 4 && uci.len() != 5) {
            return Err(format!("'{uci}' is not a UCI move"));
        }
        let from = parse_square(&uci[0..2]).ok_or_else(|| format!("'{uci}' is not a UCI move"))?;
        let to = parse_square(&uci[2..4]).ok_or_else(|| format!("'{uci}' is not a UCI move"))?;
        let letter = if uci.len() == 5 {
            let c = uci.as_bytes()[4] as char;
            Some(Kind::from_letter(c).ok_or_else(|| format!("'{uci}': bad promotion letter"))?)
        } else {
            None
        };
        for m in self.moves() {
            if m.from != from || m.to != to {
                continue;
            }
            match (letter, m.promo) {
                (None, _) => return Ok(self.apply(&m)),
                (Some(l), Some(p)) if l == p => return Ok(self.apply(&m)),
                _ => return Err(format!("'{uci}': wrong promotion letter")),
            }
        }
        Err(format!("'{uci}' is not a legal move in {}", self.to_fen()))
    }

    /// Perft as in Part III.
    pub fn perft(&self, depth: u32) -> u64 {
        if depth == 0 {
            return 1;
        }
        let moves = self.moves();
        if depth == 1 {
            return moves.len() as u64;
        }
        moves.iter().map(|m| self.apply(m).perft(depth - 1)).sum()
    }

    /// None while the game goes on; Some('w') or Some('b') once a side has no king (L-5).
    pub fn winner(&self) -> Option<char> {
        let letter = |c: Color| if c == Color::White { 'w' } else { 'b' };
        let mover = self.to_move.other();
        if !self.has_king(mover) {
            // The side that just moved has no king: it lost, even if it
            // also took the last enemy king (L-5).
            return Some(letter(self.to_move));
        }
        if !self.has_king(self.to_move) {
            return Some(letter(mover));
        }
        None
    }

    // ------------------------------------------------------------------
    // Internals
    // ------------------------------------------------------------------

    fn has_king(&self, color: Color) -> bool {
        self.board.contains(&Some((color, Kind::King)))
    }

    fn color_at(&self, s: usize) -> Option<Color> {
        self.board[s].map(|(c, _)| c)
    }

    /// Squares a non-pawn piece of `kind` on `from` can move to (empty squares
    /// and squares holding an enemy unit), walking rays square by square.
    /// Also used for attacks: a piece attacks exactly the squares it could
    /// move to or capture on.
    fn piece_targets(&self, from: usize, color: Color, kind: Kind) -> Vec<usize> {
        let mut out = Vec::new();
        let f0 = file_of(from);
        let r0 = rank_of(from);
        let (steps, slide): (&[(i32, i32)], bool) = match kind {
            Kind::Knight => (&KNIGHT_STEPS, false),
            Kind::King => (&KING_STEPS, false),
            Kind::Bishop => (&BISHOP_DIRS, true),
            Kind::Rook => (&ROOK_DIRS, true),
            Kind::Queen => (&KING_STEPS, true),
            Kind::Pawn => unreachable!("pawns are handled separately"),
        };
        for &(df, dr) in steps {
            let (mut f, mut r) = (f0 + df, r0 + dr);
            while on_board(f, r) {
                let t = sq(f, r);
                match self.color_at(t) {
                    None => out.push(t),
                    Some(c) => {
                        if c != color {
                            out.push(t);
                        }
                        break;
                    }
                }
                if !slide {
                    break;
                }
                f += df;
                r += dr;
            }
        }
        out
    }

    /// Whether any unit of `by` attacks square `target`.
    fn attacked_by(&self, target: usize, by: Color) -> bool {
        for s in 0..64 {
            let Some((c, kind)) = self.board[s] else {
                continue;
            };
            if c != by {
                continue;
            }
            if kind == Kind::Pawn {
                let r = rank_of(s) + by.forward();
                for df in [-1, 1] {
                    let f = file_of(s) + df;
                    if on_board(f, r) && sq(f, r) == target {
                        return true;
                    }
                }
            } else if self.piece_targets(s, by, kind).contains(&target) {
                return true;
            }
        }
        false
    }

    /// Pseudo-legal moves before the line-limit filter (L-4: no check rule).
    fn candidate_moves(&self) -> Vec<Move> {
        let us = self.to_move;
        let mut out = Vec::new();
        for s in 0..64 {
            let Some((c, kind)) = self.board[s] else {
                continue;
            };
            if c != us {
                continue;
            }
            if kind == Kind::Pawn {
                self.pawn_moves(s, &mut out);
            } else {
                for t in self.piece_targets(s, us, kind) {
                    out.push(Move {
                        from: s,
                        to: t,
                        promo: None,
                        castle: false,
                        en_passant: false,
                    });
                }
            }
        }
        if let Some(m) = self.castling_move() {
            out.push(m);
        }
        out
    }

    fn pawn_moves(&self, s: usize, out: &mut Vec<Move>) {
        let us = self.to_move;
        let f0 = file_of(s);
        let r0 = rank_of(s);
        let dir = us.forward();
        let last_rank = 7 - us.home_rank();
        let start_rank = us.home_rank() + dir;
        let castled = self.castled[us.index()];
        let make = |to: usize, en_passant: bool| Move {
            from: s,
            to,
            promo: if rank_of(to) == last_rank {
                Some(line_kind(castled, file_of(to)))
            } else {
                None
            },
            castle: false,
            en_passant,
        };
        // Pushes.
        let r1 = r0 + dir;
        if on_board(f0, r1) && self.board[sq(f0, r1)].is_none() {
            out.push(make(sq(f0, r1), false));
            let r2 = r0 + 2 * dir;
            if r0 == start_rank && on_board(f0, r2) && self.board[sq(f0, r2)].is_none() {
                out.push(make(sq(f0, r2), false));
            }
        }
        // Captures, en passant included.
        for df in [-1, 1] {
            let f = f0 + df;
            if !on_board(f, r1) {
                continue;
            }
            let t = sq(f, r1);
            match self.color_at(t) {
                Some(c) if c != us => out.push(make(t, false)),
                // En passant: the pawn that double-stepped stands beside us.
                None if self.ep == Some(t)
                    && self.board[sq(f, r0)] == Some((us.other(), Kind::Pawn)) =>
                {
                    out.push(make(t, true))
                }
                _ => {}
            }
        }
    }

    /// Castling (L-7), if allowed now.
    fn castling_move(&self) -> Option<Move> {
        let us = self.to_move;
        if !self.castle_right[us.index()] || self.castled[us.index()] {
            return None;
        }
        let r = us.home_rank();
        let king_sq = sq(4, r);
        let queen_sq = sq(3, r);
        // The right guarantees these, but check anyway.
        if self.board[king_sq] != Some((us, Kind::King))
            || self.board[queen_sq] != Some((us, Kind::Queen))
        {
            return None;
        }
        // (1) the king is not attacked by an enemy unit.
        if self.attacked_by(king_sq, us.other()) {
            return None;
        }
        // (3) the only non-pawn units of this side on the d- and e-files are
        // that king and that queen.
        for f in [3, 4] {
            for rr in 0..8 {
                let t = sq(f, rr);
                if t == king_sq || t == queen_sq {
                    continue;
                }
                if matches!(self.board[t], Some((c, k)) if c == us && k != Kind::Pawn) {
                    return None;
                }
            }
        }
        Some(Move {
            from: king_sq,
            to: queen_sq,
            promo: None,
            castle: true,
            en_passant: false,
        })
    }

    /// Legal moves: candidates minus those breaking the line limit (L-8).
    /// A position in which either side has no king has none (L-5).
    fn moves(&self) -> Vec<Move> {
        if !self.has_king(Color::White) || !self.has_king(Color::Black) {
            return Vec::new();
        }
        let us = self.to_move;
        self.candidate_moves()
            .into_iter()
            .filter(|m| match self.line_limit {
                None => true,
                Some(limit) => {
                    if !self.adds_piece_to_file(m) {
                        return true;
                    }
                    let after = self.apply(m);
                    let f = file_of(m.to);
                    let count = (0..8)
                        .filter(|&r| {
                            matches!(after.board[sq(f, r)], Some((c, k)) if c == us && k != Kind::Pawn)
                        })
                        .count();
                    count <= limit as usize
                }
            })
            .collect()
    }

    /// Whether a move adds a non-pawn unit to the file it lands on: a piece
    /// changing file, or a promotion. Castling and moves along a piece's own
    /// file never do.
    fn adds_piece_to_file(&self, m: &Move) -> bool {
        if m.castle {
            return false;
        }
        if m.promo.is_some() {
            return true;
        }
        match self.board[m.from] {
            Some((_, Kind::Pawn)) => false,
            Some(_) => file_of(m.from) != file_of(m.to),
            None => false,
        }
    }

    /// Plays a move on a copy of the position.
    fn apply(&self, m: &Move) -> RefPosition {
        let us = self.to_move;
        let mut p = self.clone();
        let (_, kind) = self.board[m.from].expect("a move starts on a unit");
        // Castling lands the king on its own queen: that is no capture.
        let capture = !m.castle && (self.board[m.to].is_some() || m.en_passant);

        if m.castle {
            // King and queen swap; the lines d and e swap for this side.
            p.board[m.from] = Some((us, Kind::Queen));
            p.board[m.to] = Some((us, Kind::King));
            p.castled[us.index()] = true;
            p.castle_right[us.index()] = false;
        } else {
            p.board[m.from] = None;
            if m.en_passant {
                p.board[sq(file_of(m.to), rank_of(m.from))] = None;
            }
            let new_kind = if kind == Kind::Pawn {
                m.promo.unwrap_or(Kind::Pawn)
            } else {
                // L-3 / L-4: every piece becomes its side's line type.
                line_kind(self.castled[us.index()], file_of(m.to))
            };
            p.board[m.to] = Some((us, new_kind));
        }

        // A castling right is lost when its king or queen leaves its home
        // square or is captured there.
        for color in [Color::White, Color::Black] {
            let r = color.home_rank();
            let homes = [sq(3, r), sq(4, r)];
            if homes.contains(&m.from) || homes.contains(&m.to) {
                p.castle_right[color.index()] = false;
            }
        }

        p.ep = if kind == Kind::Pawn && (rank_of(m.to) - rank_of(m.from)).abs() == 2 {
            Some(sq(file_of(m.from), (rank_of(m.from) + rank_of(m.to)) / 2))
        } else {
            None
        };
        p.halfmove = if kind == Kind::Pawn || capture {
            0
        } else {
            self.halfmove + 1
        };
        if us == Color::Black {
            p.fullmove = self.fullmove + 1;
        }
        p.to_move = us.other();
        p
    }
}
