//! Reading TRF-16, the FIDE Tournament Report File, with the XXR and XXC
//! lines of bbpPairings and JaVaFo.

use crate::colour::Colour;
use crate::player::{Player, RoundEntry};
use crate::result_code::ResultCode;
use crate::tournament::Tournament;
use crate::trf_error::{TrfError, TrfErrorKind};

/// The longest line read: a round takes 10 characters, so this allows
/// about 990 rounds.
const MAX_LINE: usize = 10_000;
/// The first round's column (0-based): opponent, then colour at +5,
/// result at +7.
const FIRST_ROUND: usize = 91;

/// One line as characters, with its number, for errors that point at a
/// column.
struct Line {
    number: usize,
    chars: Vec<char>,
}

impl Line {
    fn error(&self, column: usize, kind: TrfErrorKind) -> TrfError {
        TrfError {
            line: self.number,
            column: column + 1,
            kind,
        }
    }

    /// The text of columns `from..to` (0-based, end excluded), trimmed;
    /// blank past the end of the line.
    fn field(&self, from: usize, to: usize) -> String {
        let to = to.min(self.chars.len());
        let from = from.min(to);
        self.chars[from..to]
            .iter()
            .collect::<String>()
            .trim()
            .to_string()
    }

    fn char_at(&self, column: usize) -> char {
        self.chars.get(column).copied().unwrap_or(' ')
    }

    fn number<T: std::str::FromStr>(
        &self,
        from: usize,
        to: usize,
        field: &'static str,
    ) -> Result<Option<T>, TrfError> {
        let text = self.field(from, to);
        if text.is_empty() {
            return Ok(None);
        }
        text.parse()
            .map(Some)
            .map_err(|_| self.error(from, TrfErrorKind::BadNumber { field, text }))
    }

    /// The text after the three-character code.
    fn rest(&self) -> String {
        self.field(4, self.chars.len())
    }
}

fn nonempty(text: String) -> Option<String> {
    (!text.is_empty()).then_some(text)
}

/// One player line (`001`): the player, and where each round starts (for
/// the errors of the cross-check).
fn player_line(line: &Line) -> Result<Player, TrfError> {
    // Only the name (columns 15-47) may hold any letter; the other fields
    // are ASCII codes and numbers, written back as such.
    let outside_name = line
        .chars
        .iter()
        .enumerate()
        .find(|&(column, c)| !(14..47).contains(&column) && !c.is_ascii());
    if let Some((column, _)) = outside_name {
        return Err(line.error(
            column,
            TrfErrorKind::BadLine("not ASCII in its fixed columns"),
        ));
    }
    let start_number = line.number::<u32>(4, 8, "start number")?.ok_or_else(|| {
        line.error(
            4,
            TrfErrorKind::BadNumber {
                field: "start number",
                text: String::new(),
            },
        )
    })?;
    let sex = Some(line.char_at(9)).filter(|c| !c.is_whitespace());
    let mut player = Player {
        start_number,
        name: line.field(14, 47),
        rating: line.number::<u16>(48, 52, "rating")?.filter(|&r| r > 0),
        club: nonempty(line.field(53, 56)),
        title: nonempty(line.field(10, 13)),
        sex,
        fide_id: line.number::<u64>(57, 68, "FIDE id")?.filter(|&id| id > 0),
        birth: nonempty(line.field(69, 79)),
        ..Player::default()
    };
    let mut column = FIRST_ROUND;
    while column < line.chars.len() {
        if line.field(column.saturating_sub(2), column + 8).is_empty() {
            // A blank round: not paired (absent).
            if line.chars[column..].iter().all(|c| c.is_whitespace()) {
                break;
            }
            player
                .rounds
                .push(RoundEntry::unpaired(ResultCode::ZeroBye));
            column += 10;
            continue;
        }
        let opponent = line
            .number::<u32>(column, column + 4, "opponent")?
            .filter(|&n| n > 0);
        let colour = match line.char_at(column + 5) {
            'w' | 'W' => Some(Colour::White),
            'b' | 'B' => Some(Colour::Black),
            '-' | ' ' => None,
            other => return Err(line.error(column + 5, TrfErrorKind::BadColour(other))),
        };
        let letter = line.char_at(column + 7);
        let result = ResultCode::from_letter(letter)
            .ok_or_else(|| line.error(column + 7, TrfErrorKind::BadResult(letter)))?;
        let bye = matches!(
            result,
            ResultCode::HalfBye
                | ResultCode::FullBye
                | ResultCode::PairingBye
                | ResultCode::ZeroBye
        );
        let consistent = if result.is_played() || result == ResultCode::Pending {
            opponent.is_some() && colour.is_some()
        } else if bye {
            opponent.is_none()
        } else {
            // A forfeit: with or without the opponent named.
            opponent.is_none() || colour.is_some()
        };
        if !consistent {
            return Err(line.error(column, TrfErrorKind::Inconsistent));
        }
        player.rounds.push(RoundEntry {
            opponent,
            colour,
            result,
        });
        column += 10;
    }
    Ok(player)
}

impl Tournament {
    /// Reads a TRF-16 file: the header lines 012 (name), 042 and 052
    /// (dates), XXR (rounds planned), XXC (`white1`, `black1`, `rank`),
    /// BBU (the pairing-allocated bye's points), and the player lines 001.
    /// Other lines are skipped. Start numbers must run 1, 2, …, n, and the
    /// two players of each game must agree on it.
    ///
    /// # Errors
    /// A [`TrfError`] with the line and column of the first fault.
    pub fn from_trf(text: &str) -> Result<Tournament, TrfError> {
        let mut tournament = Tournament::new("", 0);
        let mut players: Vec<(usize, Player)> = Vec::new();
        for (index, raw) in text.lines().enumerate() {
            let number = index + 1;
            if raw.chars().count() > MAX_LINE {
                return Err(TrfError {
                    line: number,
                    column: MAX_LINE + 1,
                    kind: TrfErrorKind::BadLine("longer than 10,000 characters"),
                });
            }
            let line = Line {
                number,
                chars: raw.trim_end_matches('\r').chars().collect(),
            };
            // No field holds a control character: a name with one would
            // not write back as it was read.
            if let Some(column) = line.chars.iter().position(|c| c.is_control()) {
                return Err(line.error(
                    column,
                    TrfErrorKind::BadLine("a control character in the line"),
                ));
            }
            let code: String = line.chars.iter().take(3).collect();
            match code.as_str() {
                "001" => players.push((number, player_line(&line)?)),
                "012" => tournament.name = line.rest(),
                "042" => tournament.start_date = nonempty(line.rest()),
                "052" => tournament.end_date = nonempty(line.rest()),
                "XXR" => {
                    tournament.rounds_planned = line
                        .number::<u32>(4, line.chars.len(), "rounds")?
                        .unwrap_or(0)
                }
                "XXC" => {
                    let words = line.rest();
                    for word in words.split_whitespace() {
                        match word {
                            "white1" => tournament.initial_colour = Colour::White,
                            "black1" => tournament.initial_colour = Colour::Black,
                            "rank" => {}
                            other => {
                                return Err(line
                                    .error(4, TrfErrorKind::BadInitialColour(other.to_string())))
                            }
                        }
                    }
                }
                "BBU" => {
                    let text = line.rest();
                    let half = text
                        .parse::<f64>()
                        .ok()
                        .filter(|p| (0.0..=1.0).contains(p) && (p * 2.0).fract() == 0.0)
                        .ok_or_else(|| {
                            line.error(
                                4,
                                TrfErrorKind::BadNumber {
                                    field: "bye points",
                                    text,
                                },
                            )
                        })?;
                    tournament.bye_half_points = (half * 2.0) as u32;
                }
                _ => {}
            }
        }
        check_players(&mut players)?;
        let rounds = players
            .iter()
            .map(|(_, p)| p.rounds.len())
            .max()
            .unwrap_or(0);
        tournament.rounds_planned = tournament.rounds_planned.max(rounds as u32);
        for (_, player) in &mut players {
            player
                .rounds
                .resize(rounds, RoundEntry::unpaired(ResultCode::ZeroBye));
        }
        Ok(tournament.with_players(players.into_iter().map(|(_, p)| p).collect()))
    }
}

/// Sorts the players by start number and checks 1..=n, and that both
/// players of a game agree on it.
fn check_players(players: &mut [(usize, Player)]) -> Result<(), TrfError> {
    players.sort_by_key(|(line, p)| (p.start_number, *line));
    for (index, (line, player)) in players.iter().enumerate() {
        let expected = index as u32 + 1;
        let at = |kind| TrfError {
            line: *line,
            column: 5,
            kind,
        };
        if player.start_number < expected {
            return Err(at(TrfErrorKind::DuplicateStartNumber(player.start_number)));
        }
        if player.start_number > expected {
            return Err(at(TrfErrorKind::MissingStartNumber(expected)));
        }
    }
    for (line, player) in players.iter() {
        for (r, entry) in player.rounds.iter().enumerate() {
            let Some(opponent) = entry.opponent else {
                continue;
            };
            let column = FIRST_ROUND + 10 * r + 1;
            let at = |kind| TrfError {
                line: *line,
                column,
                kind,
            };
            let other = players
                .get(opponent as usize - 1)
                .map(|(_, p)| p)
                .ok_or_else(|| at(TrfErrorKind::UnknownOpponent(opponent)))?;
            let agrees = other.rounds.get(r).is_some_and(|theirs| {
                theirs.opponent == Some(player.start_number)
                    && theirs.colour == entry.colour.map(Colour::opposite)
                    && (theirs.result.is_played() == entry.result.is_played())
            });
            if !agrees || opponent == player.start_number {
                return Err(at(TrfErrorKind::Mismatch(player.start_number, opponent)));
            }
        }
    }
    Ok(())
}
