//! Writing TRF-16.

use std::fmt::Write as _;

use crate::tournament::Tournament;

/// Half-points as TRF writes points: `2.5`.
fn points(half: u32) -> String {
    format!("{}.{}", half / 2, if half % 2 == 1 { 5 } else { 0 })
}

impl Tournament {
    /// Writes the tournament as TRF-16: the header lines, then one `001`
    /// line per player with points, rank (by points, then start number)
    /// and every round. [`Tournament::from_trf`] reads it back.
    #[must_use]
    pub fn to_trf(&self) -> String {
        let mut out = String::new();
        let _ = writeln!(out, "012 {}", self.name);
        if let Some(date) = &self.start_date {
            let _ = writeln!(out, "042 {date}");
        }
        if let Some(date) = &self.end_date {
            let _ = writeln!(out, "052 {date}");
        }
        let _ = writeln!(out, "062 {}", self.players().len());
        let _ = writeln!(out, "XXR {}", self.rounds_planned);
        let _ = writeln!(
            out,
            "XXC {}1",
            if self.initial_colour == crate::Colour::White {
                "white"
            } else {
                "black"
            }
        );
        if self.bye_half_points != 2 {
            let _ = writeln!(out, "BBU {}", points(self.bye_half_points));
        }
        let bye = self.bye_half_points;
        let mut order: Vec<&crate::Player> = self.players().iter().collect();
        order.sort_by_key(|p| (std::cmp::Reverse(p.points(bye)), p.start_number));
        let mut rank = vec![0usize; order.len()];
        for (index, player) in order.iter().enumerate() {
            rank[player.start_number as usize - 1] = index + 1;
        }
        for player in self.players() {
            let clip = |text: &str, width: usize| {
                text.chars()
                    .filter(|c| !c.is_control())
                    .take(width)
                    .collect::<String>()
            };
            // The fields other than the name are ASCII in TRF (the reader
            // refuses anything else): a club "Ладья" is left out, not
            // written for the reader to refuse.
            let ascii = |text: &str, width: usize| {
                text.chars()
                    .filter(|c| c.is_ascii_graphic() || *c == ' ')
                    .take(width)
                    .collect::<String>()
            };
            let _ = write!(
                out,
                "001 {:>4} {}{:>3} {:<33} {:>4} {:>3} {:>11} {:>10} {:>4} {:>4}",
                player.start_number,
                player.sex.filter(|c| c.is_ascii_graphic()).unwrap_or(' '),
                ascii(player.title.as_deref().unwrap_or(""), 3),
                clip(&player.name, 33),
                player
                    .rating
                    .filter(|&r| r <= 9999)
                    .map(|r| r.to_string())
                    .unwrap_or_default(),
                ascii(player.club.as_deref().unwrap_or(""), 3),
                player
                    .fide_id
                    .filter(|&id| id < 100_000_000_000)
                    .map(|id| id.to_string())
                    .unwrap_or_default(),
                ascii(player.birth.as_deref().unwrap_or(""), 10),
                points(player.points(bye)),
                rank[player.start_number as usize - 1],
            );
            for entry in &player.rounds {
                let _ = write!(
                    out,
                    "  {:>4} {} {}",
                    entry
                        .opponent
                        .map_or("0000".to_string(), |o| format!("{o:04}")),
                    entry.colour.map_or('-', crate::Colour::letter),
                    entry.result.letter(),
                );
            }
            out.push('\n');
        }
        out
    }
}
