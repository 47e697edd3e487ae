//! The board drawn as text: a Unicode diagram of a [`Snapshot`] with its
//! coordinates, the last move, the locks (I-3), the kings in check and
//! the Linear line maps, its few words in a language. The terminal shows
//! it, and so does the rules guide as text.

use danilchuk_board::Color;

use super::texts::{format_text, text as say};
use crate::{Lang, Snapshot};

/// The Unicode figure of a unit.
fn figure(color: char, role: char) -> char {
    let white = color == 'w';
    match (role, white) {
        ('k', true) => '♔',
        ('q', true) => '♕',
        ('r', true) => '♖',
        ('b', true) => '♗',
        ('n', true) => '♘',
        ('p', true) => '♙',
        ('k', false) => '♚',
        ('q', false) => '♛',
        ('r', false) => '♜',
        ('b', false) => '♝',
        ('n', false) => '♞',
        ('p', false) => '♟',
        _ => '?',
    }
}

/// A role's letter in `lang` (Part III: `K Q R B N`, `Кр Ф Л С К`).
fn role_letter(role: char, lang: Lang) -> &'static str {
    match (lang, role) {
        (Lang::Russian, 'k') => "Кр",
        (Lang::Russian, 'q') => "Ф",
        (Lang::Russian, 'r') => "Л",
        (Lang::Russian, 'b') => "С",
        (Lang::Russian, 'n') => "К",
        (_, 'k') => "K",
        (_, 'q') => "Q",
        (_, 'r') => "R",
        (_, 'b') => "B",
        (_, 'n') => "N",
        _ => "P",
    }
}

fn line_row(label: &str, roles: &[char], counts: &[u32], limit: Option<u32>, lang: Lang) -> String {
    let mut row = format!(" {label} ");
    for role in roles {
        row.push_str(&format!("{:^3}", role_letter(*role, lang)));
    }
    row.push_str(&format!("  {}\n   ", say(lang, "term.line_map")));
    for count in counts {
        row.push_str(&format!(" {count} "));
    }
    match limit {
        Some(limit) => {
            let limit = limit.to_string();
            let text = format_text(lang, say(lang, "term.per_line_limit"), &[("limit", &limit)]);
            row.push_str(&format!("  {text}\n"));
        }
        None => row.push_str(&format!("  {}\n", say(lang, "term.per_line"))),
    }
    row
}

/// The board as text, White at the bottom unless `flipped`. Squares are
/// three characters: `[x]` the last move's squares, `<x>` a locked pair
/// (I-3), `!x!` a king in check; `.` an empty square.
#[must_use]
pub fn diagram(snap: &Snapshot, flipped: bool) -> String {
    diagram_in(snap, flipped, Lang::English)
}

/// [`diagram`] with its words (the Linear line maps) in `lang`.
#[must_use]
pub fn diagram_in(snap: &Snapshot, flipped: bool, lang: Lang) -> String {
    let mut out = String::new();
    let last = snap.history.last();
    let files: Vec<usize> = if flipped {
        (0..8).rev().collect()
    } else {
        (0..8).collect()
    };
    let ranks: Vec<usize> = if flipped {
        (0..8).collect()
    } else {
        (0..8).rev().collect()
    };
    let file_row = {
        let mut row = String::from("   ");
        for &f in &files {
            row.push_str(&format!(" {} ", (b'a' + f as u8) as char));
        }
        row.push('\n');
        row
    };
    let pick = |v: &[char]| files.iter().map(|&f| v[f]).collect::<Vec<char>>();
    let pick_n = |v: &[u32]| files.iter().map(|&f| v[f]).collect::<Vec<u32>>();
    let (top, bottom) = if flipped {
        (Color::White, Color::Black)
    } else {
        (Color::Black, Color::White)
    };
    let side_lines = |color: Color| {
        snap.lines.as_ref().map(|lines| {
            let (side, label) = match color {
                Color::White => (&lines.white, say(lang, "term.white_short")),
                Color::Black => (&lines.black, say(lang, "term.black_short")),
            };
            line_row(
                label,
                &pick(&side.roles),
                &pick_n(&side.counts),
                lines.limit,
                lang,
            )
        })
    };
    if let Some(row) = side_lines(top) {
        out.push_str(&row);
    }
    out.push_str(&file_row);
    for &r in &ranks {
        out.push_str(&format!(" {} ", r + 1));
        for &f in &files {
            let name = format!("{}{}", (b'a' + f as u8) as char, r + 1);
            let unit = snap.units.iter().find(|u| u.square == name);
            let glyph = unit.map_or('.', |u| figure(u.color, u.role));
            let locked = snap
                .locks
                .iter()
                .any(|l| l.attacker == name || l.target == name);
            let moved = last.is_some_and(|m| m.from == name || m.to == name);
            let (l, r) = if snap.checked.contains(&name) {
                ('!', '!')
            } else if locked {
                ('<', '>')
            } else if moved {
                ('[', ']')
            } else {
                (' ', ' ')
            };
            out.push(l);
            out.push(glyph);
            out.push(r);
        }
        out.push_str(&format!(" {}\n", r + 1));
    }
    out.push_str(&file_row);
    if let Some(row) = side_lines(bottom) {
        out.push_str(&row);
    }
    out
}
