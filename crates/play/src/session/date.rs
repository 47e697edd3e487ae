//! Wall-clock time from the system clock alone: now in milliseconds (what
//! the database records), today's date for a PGN `Date` tag, a moment in
//! words for a PGN comment.

use web_time::{SystemTime, UNIX_EPOCH};

/// Milliseconds since the Unix epoch now (0 if the system clock is set
/// before 1970).
pub(crate) fn now_ms() -> u64 {
    SystemTime::now()
        .duration_since(UNIX_EPOCH)
        .map_or(0, |d| u64::try_from(d.as_millis()).unwrap_or(u64::MAX))
}

/// `ms` after the Unix epoch as `YYYY-MM-DD HH:MM:SS UTC`.
pub(crate) fn utc_time(ms: u64) -> String {
    let seconds = ms / 1000;
    let (year, month, day) = civil_from_days(seconds / 86_400);
    let in_day = seconds % 86_400;
    format!(
        "{year:04}-{month:02}-{day:02} {:02}:{:02}:{:02} UTC",
        in_day / 3600,
        in_day / 60 % 60,
        in_day % 60
    )
}

/// The PGN date (`YYYY.MM.DD`, UTC) of `seconds` after the Unix epoch.
pub(crate) fn pgn_date(seconds: u64) -> String {
    let (year, month, day) = civil_from_days(seconds / 86_400);
    format!("{year:04}.{month:02}.{day:02}")
}

/// The proleptic Gregorian date of a day count from 1970-01-01 (Howard
/// Hinnant's `civil_from_days`, for days on or after the epoch).
fn civil_from_days(days: u64) -> (u64, u64, u64) {
    let z = days + 719_468;
    let era = z / 146_097;
    let doe = z - era * 146_097;
    let yoe = (doe - doe / 1460 + doe / 36_524 - doe / 146_096) / 365;
    let doy = doe - (365 * yoe + yoe / 4 - yoe / 100);
    let mp = (5 * doy + 2) / 153;
    let day = doy - (153 * mp + 2) / 5 + 1;
    let month = if mp < 10 { mp + 3 } else { mp - 9 };
    let year = yoe + era * 400 + u64::from(month <= 2);
    (year, month, day)
}

#[cfg(test)]
mod tests {
    use super::{pgn_date, utc_time};

    #[test]
    fn dates_are_written_as_pgn_wants() {
        assert_eq!(pgn_date(0), "1970.01.01");
        // 2000-02-29, a leap day of a century year.
        assert_eq!(pgn_date(951_782_400), "2000.02.29");
        assert_eq!(pgn_date(951_868_800), "2000.03.01");
        // 2026-12-02 12:00 UTC.
        assert_eq!(pgn_date(1_796_212_800), "2026.12.02");
        assert_eq!(pgn_date(1_704_067_199), "2023.12.31");
    }

    #[test]
    fn moments_are_written_in_utc() {
        assert_eq!(utc_time(0), "1970-01-01 00:00:00 UTC");
        assert_eq!(
            utc_time(1_796_212_800_000 + 3_723_999),
            "2026-12-02 13:02:03 UTC"
        );
    }
}
