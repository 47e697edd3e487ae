//! What a client sends: the JSON bodies of the API's requests and the
//! query of a game's address, read into typed values or refused with 400
//! and what is wrong.

use danilchuk_board::{Color, Role, Square};
use serde::Deserialize;

use super::error::ApiError;
use crate::session::message::Message;
use crate::session::seats::Seating;
use crate::session::table::MAX_NAME;
use crate::{Lang, Opponent, Strength};

#[derive(Deserialize)]
#[serde(deny_unknown_fields)]
pub(super) struct NewGame {
    #[serde(default)]
    pub(super) rules: Option<String>,
    #[serde(default)]
    pub(super) opponent: Option<String>,
    #[serde(default)]
    pub(super) computer_side: Option<String>,
    #[serde(default)]
    pub(super) strength: Option<u8>,
    #[serde(default)]
    pub(super) fen: Option<String>,
    #[serde(default)]
    pub(super) pgn: Option<String>,
    #[serde(default)]
    pub(super) clock: Option<ClockBody>,
    /// `one_screen` (the default) or `apart`.
    #[serde(default)]
    pub(super) seating: Option<String>,
    /// The creator's side in a game of two devices.
    #[serde(default)]
    pub(super) side: Option<String>,
    #[serde(default)]
    pub(super) players: Option<PlayersBody>,
    /// On two devices: the other seat open to anyone (and shown open in
    /// the list of games), not kept for the player the creator invites.
    #[serde(default)]
    pub(super) open_challenge: bool,
}

/// A time control in whole seconds: `{"initial": 300, "increment": 3}` is 5+3.
#[derive(Deserialize)]
#[serde(deny_unknown_fields)]
pub(super) struct ClockBody {
    pub(super) initial: u64,
    #[serde(default)]
    pub(super) increment: u64,
}

/// The players' names, by side.
#[derive(Deserialize)]
#[serde(deny_unknown_fields)]
pub(super) struct PlayersBody {
    #[serde(default)]
    pub(super) white: Option<String>,
    #[serde(default)]
    pub(super) black: Option<String>,
}

#[derive(Deserialize)]
#[serde(deny_unknown_fields)]
pub(super) struct MoveBody {
    #[serde(default)]
    pub(super) from: Option<String>,
    #[serde(default)]
    pub(super) to: Option<String>,
    #[serde(default)]
    pub(super) promotion: Option<String>,
    #[serde(default)]
    pub(super) text: Option<String>,
}

#[derive(Deserialize)]
#[serde(deny_unknown_fields)]
pub(super) struct AnalysisBody {
    #[serde(default)]
    pub(super) ply: Option<usize>,
}

#[derive(Deserialize)]
#[serde(deny_unknown_fields)]
pub(super) struct FenBody {
    pub(super) fen: String,
}

#[derive(Deserialize)]
#[serde(deny_unknown_fields)]
pub(super) struct PgnBody {
    pub(super) pgn: String,
}

/// The side an action is for (`resign`, `draw`): optional, the side the
/// request's seat holds by default.
#[derive(Deserialize)]
#[serde(deny_unknown_fields)]
pub(super) struct SideBody {
    #[serde(default)]
    pub(super) side: Option<String>,
}

/// A seat claimed: its side, the claimer's name, and the invitation the
/// seat is kept for (unless it is an open challenge).
#[derive(Deserialize)]
#[serde(deny_unknown_fields)]
pub(super) struct SeatBody {
    pub(super) side: String,
    #[serde(default)]
    pub(super) name: Option<String>,
    #[serde(default)]
    pub(super) invitation: Option<String>,
}

/// A JSON object body (an empty body reads as `{}`). Only an object:
/// serde would otherwise read a struct from an array (`[]` as all fields
/// left out).
pub(super) fn parse_body<'a, T: Deserialize<'a>>(body: &'a [u8]) -> Result<T, ApiError> {
    let first = body.iter().find(|b| !b.is_ascii_whitespace());
    let body = match first {
        None => b"{}".as_slice(),
        Some(b'{') => body,
        Some(_) => {
            return Err(ApiError::bad_request(
                "the body must be a JSON object such as {\"rules\": \"chess\"}",
            ))
        }
    };
    serde_json::from_slice(body)
        .map_err(|e| ApiError::bad_request(format!("malformed JSON body: {e}")))
}

pub(super) fn parse_square(text: &str, field: &str) -> Result<Square, ApiError> {
    text.parse()
        .map_err(|_| ApiError::bad_request(format!("{field}: {text:?} is not a square such as e4")))
}

pub(super) fn parse_color(text: &str, field: &str) -> Result<Color, ApiError> {
    match text {
        "white" | "w" => Ok(Color::White),
        "black" | "b" => Ok(Color::Black),
        _ => Err(ApiError::bad_request(format!(
            "{field}: {text:?} is neither white nor black"
        ))),
    }
}

pub(super) fn parse_side(side: Option<&str>) -> Result<Option<Color>, ApiError> {
    side.map(|s| parse_color(s, "side")).transpose()
}

pub(super) fn parse_promotion(text: Option<&str>) -> Result<Option<Role>, ApiError> {
    let Some(p) = text else {
        return Ok(None);
    };
    let mut chars = p.chars();
    match (chars.next().and_then(Role::from_char), chars.next()) {
        (Some(role), None) if role != Role::Pawn => Ok(Some(role)),
        _ => Err(ApiError::bad_request(format!(
            "promotion: {p:?} is not one of q, r, b, n, k"
        ))),
    }
}

pub(super) fn parse_opponent(body: &NewGame, default: Strength) -> Result<Opponent, ApiError> {
    match body.opponent.as_deref().unwrap_or("person") {
        "person" | "human" => Ok(Opponent::Person),
        "computer" | "engine" => {
            let side = parse_color(
                body.computer_side.as_deref().unwrap_or("black"),
                "computer_side",
            )?;
            let strength = match body.strength {
                None => default,
                Some(level) => Strength::new(level).ok_or_else(|| {
                    ApiError::bad_request(format!(
                        "strength: {level} is not within {}..={}",
                        Strength::MIN.level(),
                        Strength::MAX.level()
                    ))
                })?,
            };
            Ok(Opponent::Computer { side, strength })
        }
        other => Err(ApiError::bad_request(format!(
            "opponent: {other:?} is neither person nor computer"
        ))),
    }
}

/// Where the players of a new game sit, and the creator's sides: every
/// player's side at one screen, the side named on two devices.
pub(super) fn parse_seating(
    body: &NewGame,
    opponent: Opponent,
) -> Result<(Seating, Vec<Color>), ApiError> {
    let seating = match body.seating.as_deref() {
        None => Seating::OneScreen,
        Some(name) => Seating::from_name(name).ok_or_else(|| {
            ApiError::bad_request(format!("seating: {name:?} is neither one_screen nor apart"))
        })?,
    };
    let side = parse_side(body.side.as_deref())?;
    match (seating, opponent) {
        (Seating::Apart, Opponent::Computer { .. }) => Err(ApiError::bad_request(
            "seating: a game against the computer is played at one screen",
        )),
        (Seating::Apart, Opponent::Person) => Ok((seating, vec![side.unwrap_or(Color::White)])),
        (Seating::OneScreen, _) if side.is_some() => Err(ApiError::bad_request(
            "side: the creator's side is named only for a game on two devices (seating apart)",
        )),
        (Seating::OneScreen, Opponent::Person) => Ok((seating, vec![Color::White, Color::Black])),
        (Seating::OneScreen, Opponent::Computer { side, .. }) => Ok((seating, vec![!side])),
    }
}

/// A player's name: trimmed, 1 to [`MAX_NAME`] characters, refused
/// whole (nothing of it kept) when it holds a character that would
/// change how a page or a PGN record reads it: a control character, a
/// direction mark or an invisible one (zero-width, bidi embeddings and
/// isolates: Unicode's format characters), HTML's `<` `>` `&`, or PGN's
/// `"` `\` `[` `]` `{` `}`.
pub(super) fn parse_name(name: Option<&str>) -> Result<Option<String>, ApiError> {
    let Some(name) = name else {
        return Ok(None);
    };
    let name = name.trim();
    if name.is_empty() {
        return Ok(None);
    }
    if name.chars().count() > MAX_NAME {
        return Err(ApiError::said(
            400,
            format!("a player's name has 1 to {MAX_NAME} characters"),
            Message::new("name_too_long").with("max", MAX_NAME),
        ));
    }
    if let Some(bad) = name.chars().find(|&c| !name_char(c)) {
        return Err(ApiError::said(
            400,
            format!(
                "a player's name may not hold U+{:04X}: no control, invisible or direction characters, nor < > & \" \\ [ ] {{ }}",
                u32::from(bad)
            ),
            Message::new("name_character").with("code", format!("U+{:04X}", u32::from(bad))),
        ));
    }
    Ok(Some(name.to_string()))
}

/// Whether `c` may stand in a player's name.
fn name_char(c: char) -> bool {
    // Unicode's format characters (category Cf) that change how text reads
    // or hide in it: soft hyphen, zero-width marks, bidi marks, embeddings,
    // overrides and isolates, the word joiner and invisible operators, the
    // byte order mark.
    let format = matches!(
        u32::from(c),
        0xAD | 0x061C | 0x180E | 0x200B..=0x200F | 0x2028..=0x202E | 0x2060..=0x206F | 0xFEFF
    );
    !(c.is_control() || format || matches!(c, '<' | '>' | '&' | '"' | '\\' | '[' | ']' | '{' | '}'))
}

/// What the asker has of a game, from the query: its version and its
/// number of moves (`version=V&history_from=K`, both or neither; other
/// parameters are left alone).
pub(super) fn known(query: &str) -> Result<Option<(u64, usize)>, ApiError> {
    let (mut version, mut moves) = (None, None);
    for pair in query.split('&') {
        let number = |value: &str| {
            value.parse::<u64>().map_err(|_| {
                ApiError::bad_request(format!("{pair:?} in the query is not a whole number"))
            })
        };
        match pair.split_once('=') {
            Some(("version", value)) => version = Some(number(value)?),
            Some(("history_from", value)) => {
                moves = Some(usize::try_from(number(value)?).unwrap_or(usize::MAX));
            }
            _ => {}
        }
    }
    match (version, moves) {
        (Some(version), Some(moves)) => Ok(Some((version, moves))),
        (None, None) => Ok(None),
        _ => Err(ApiError::bad_request(
            "the query gives both version and history_from, or neither",
        )),
    }
}

/// The language a request's query asks its texts in (`lang=ru`): English
/// when it names none.
///
/// A `lang` the board does not speak is a bad request.
pub(super) fn query_lang(query: &str) -> Result<Lang, ApiError> {
    let mut lang = Lang::English;
    for pair in query.split('&') {
        if let Some(("lang", value)) = pair.split_once('=') {
            lang = Lang::ALL
                .into_iter()
                .find(|l| l.code() == value)
                .ok_or_else(|| {
                    ApiError::bad_request(format!(
                        "{pair:?} in the query is not a language of the board (en, ru)"
                    ))
                })?;
        }
    }
    Ok(lang)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_name_is_kept_trimmed_or_refused_whole_with_its_key() {
        assert_eq!(
            parse_name(Some("  Анна Петрова ")).ok(),
            Some(Some("Анна Петрова".to_string()))
        );
        assert_eq!(parse_name(Some("   ")).ok(), Some(None));
        assert_eq!(
            parse_name(Some("O'Neil-Smith 2")).ok().flatten().as_deref(),
            Some("O'Neil-Smith 2")
        );
        for bad in [
            "<b>Bob</b>",
            "Tom & Jerry",
            "Ann\u{0}",
            "line\nbreak",
            "\u{202E}evil",
            "zero\u{200B}width",
            "iso\u{2066}late",
            "bom\u{FEFF}",
            "say \"hi\"",
            "[Result \"1-0\"]",
            "{comment}",
            "back\\slash",
            "sep\u{2028}arator",
        ] {
            let Err(ApiError::Said(e, said)) = parse_name(Some(bad)) else {
                panic!("{bad:?} taken");
            };
            assert_eq!((e.status, said.code), (400, "name_character"), "{bad:?}");
        }
        let long = "я".repeat(MAX_NAME + 1);
        let Err(ApiError::Said(_, said)) = parse_name(Some(&long)) else {
            panic!("a long name taken");
        };
        assert_eq!(said.code, "name_too_long");
        assert_eq!(said.args.get("max").map(String::as_str), Some("40"));
    }
}
