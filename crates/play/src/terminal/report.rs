//! The lines under the board: the moves just played (each with its swap
//! or change of type), the locks, the kings, whose turn or the result, in
//! English from the snapshot alone ([`status`]) or in the player's
//! language.

use crate::session::game_messages::{
    claim_message, lock_message, outcome_message, swap_message, transform_message,
};
use crate::words::texts::{format_text, text as say, wrap};
use crate::{Lang, Session, Snapshot};

/// The lines under the board: last move, locks, kings, whose turn or the
/// result (in English, from the snapshot alone).
#[must_use]
pub fn status(snap: &Snapshot) -> String {
    let mut out = String::new();
    if let Some(m) = snap.history.last() {
        let number = m.ply.div_ceil(2);
        let dots = if m.color == "white" { "." } else { "..." };
        out.push_str(&format!(
            "Last move: {number}{dots} {}   (long: {} / {})\n",
            m.san, m.long, m.long_ru
        ));
        if let Some(t) = &m.transform {
            out.push_str(&format!("  {}\n", t.text));
        }
        if m.swap {
            out.push_str("  the two units swapped places (I-1)\n");
        }
    }
    for lock in &snap.locks {
        out.push_str(&format!(
            "Lock <{}>{}>: {}\n",
            lock.attacker, lock.target, lock.text
        ));
    }
    if snap.lines.is_some() {
        out.push_str(&format!(
            "Kings: white {}; black {}\n",
            list(&snap.kings.white, Lang::English),
            list(&snap.kings.black, Lang::English)
        ));
    }
    match &snap.outcome {
        Some(o) => out.push_str(&format!("Game over: {} {}\n", o.result, o.text)),
        None => {
            let check = if snap.checked.is_empty() {
                ""
            } else {
                " (in check)"
            };
            out.push_str(&format!("{} to move{check}\n", capitalised(snap.turn)));
        }
    }
    if let Some(draw) = &snap.claimable_draw {
        out.push_str(&format!("A draw may be claimed ({draw}): type claim\n"));
    }
    out
}

/// The lines under the board in `lang`: the moves played since `since`
/// half-moves (the player's and the computer's reply, each with its swap
/// or change of type), the locks, the kings, whose turn or the result.
pub(crate) fn report(session: &Session, since: usize, lang: Lang, width: usize) -> String {
    let snap = session.snapshot();
    let mut lines = Vec::new();
    let new_moves = snap.history.get(since..).unwrap_or_default();
    let shown = if new_moves.is_empty() {
        snap.history
            .last()
            .map(std::slice::from_ref)
            .unwrap_or_default()
    } else {
        new_moves
    };
    for (i, m) in shown.iter().enumerate() {
        let who = match (shown.len(), i) {
            (1, _) => "term.last_move",
            (_, 0) => "term.your_move",
            _ => "term.reply",
        };
        let number = m.ply.div_ceil(2).to_string();
        let dots = if m.color == "white" { "." } else { "..." };
        let san = if lang == Lang::Russian {
            &m.san_ru
        } else {
            &m.san
        };
        lines.push(format_text(
            lang,
            say(lang, "term.move"),
            &[
                ("who", say(lang, who)),
                ("number", &number),
                ("dots", dots),
                ("san", san),
                ("long", &m.long),
                ("long_ru", &m.long_ru),
            ],
        ));
        if let Some(t) = transform_message(m, snap.lines.is_some()) {
            lines.push(format!("  {}", t.say(lang, "transform")));
        }
        if swap_message(m).is_some() {
            lines.push(format!(
                "  {}",
                format_text(
                    lang,
                    say(lang, "term.swap"),
                    &[("from", &m.from), ("to", &m.to)]
                )
            ));
        }
    }
    for lock in &snap.locks {
        let text = lock_message(&snap, lock).say(lang, "lock");
        lines.push(format_text(
            lang,
            say(lang, "term.lock"),
            &[
                ("attacker", &lock.attacker),
                ("target", &lock.target),
                ("text", &text),
            ],
        ));
    }
    if snap.lines.is_some() {
        lines.push(format_text(
            lang,
            say(lang, "term.kings"),
            &[
                ("white", &list(&snap.kings.white, lang)),
                ("black", &list(&snap.kings.black, lang)),
            ],
        ));
    }
    match (&snap.outcome, outcome_message(session)) {
        (Some(o), Some(message)) => lines.push(format_text(
            lang,
            say(lang, "term.over"),
            &[
                ("result", o.result),
                ("text", &message.say(lang, "outcome")),
            ],
        )),
        _ => {
            let key = if snap.checked.is_empty() {
                "status.to_move"
            } else {
                "status.to_move_check"
            };
            let turn = format!("@color.{}", snap.turn);
            lines.push(format_text(lang, say(lang, key), &[("turn", &turn)]));
        }
    }
    if let Some(claim) = claim_message(session) {
        lines.push(format_text(
            lang,
            say(lang, "term.claimable"),
            &[("why", &claim.say(lang, "claim"))],
        ));
    }
    let mut out = String::new();
    for line in lines {
        out.push_str(&wrap(&line, width));
        out.push('\n');
    }
    out
}

fn list(squares: &[String], lang: Lang) -> String {
    if squares.is_empty() {
        say(lang, "term.none").into()
    } else {
        squares.join(" ")
    }
}

fn capitalised(word: &str) -> String {
    let mut chars = word.chars();
    chars
        .next()
        .map(|c| c.to_uppercase().chain(chars).collect())
        .unwrap_or_default()
}

#[cfg(test)]
mod tests {
    use danilchuk_board::Color;

    use super::*;
    use crate::{Opponent, Rules};

    #[test]
    fn the_players_own_swap_is_told_after_the_computers_reply() {
        let opponent = Opponent::Computer {
            side: Color::Black,
            strength: crate::Strength::MIN,
        };
        let fen = "4k3/8/8/3p4/4P3/8/8/4K3 w - - 0 1";
        let mut session = Session::from_fen(Rules::Immortal, fen, opponent).expect("a position");
        session.play_text("exd5").expect("a capture");
        assert!(
            session.let_computer_move().is_some(),
            "the computer replies"
        );
        let said = report(&session, 0, Lang::English, 80);
        assert!(said.contains("Your move: 1. exd5"), "{said}");
        assert!(
            said.contains("the two units swapped places (I-1): e4 ⇄ d5"),
            "{said}"
        );
        assert!(said.contains("Reply: 1... "), "{said}");
        let said = report(&session, 0, Lang::Russian, 80);
        assert!(said.contains("Ваш ход: 1. exd5"), "{said}");
        assert!(said.contains("обмен (I-1): e4 ⇄ d5"), "{said}");
        assert!(said.contains("Ответ: 1... "), "{said}");
    }
}
