//! TRF-16: reading, writing back, and typed errors for damaged files.

use danilchuk_pairings::{Colour, ResultCode, Tournament, TrfErrorKind};

const FILE: &str = "\
012 Club championship
042 2026/01/10
052 2026/01/12
062 4
XXR 5
XXC black1
001    1 m GM Alpha, Anna                       2450 RUS    12345678 1990/01/01  1.5    1  0003 w 1  0002 b =
001    2 w    Beta, Boris                       2300 GER             1985/05/05  1.5    2  0004 b 1  0001 w =
001    3      Gamma, Clara                      1800                             1.0    3  0001 b 0  0000 - U
001    4      Delta, Dmitry                                                      0.0    4  0002 w 0  0000 - Z
";

#[test]
fn reads_the_header_players_and_rounds() {
    let t = Tournament::from_trf(FILE).unwrap();
    assert_eq!(t.name, "Club championship");
    assert_eq!(t.start_date.as_deref(), Some("2026/01/10"));
    assert_eq!(t.rounds_planned, 5);
    assert_eq!(t.initial_colour, Colour::Black);
    let one = t.player(1).unwrap();
    assert_eq!(one.name, "Alpha, Anna");
    assert_eq!(one.title.as_deref(), Some("GM"));
    assert_eq!(one.sex, Some('m'));
    assert_eq!(one.rating, Some(2450));
    assert_eq!(one.club.as_deref(), Some("RUS"));
    assert_eq!(one.fide_id, Some(12_345_678));
    assert_eq!(one.rounds[1].opponent, Some(2));
    assert_eq!(one.rounds[1].colour, Some(Colour::Black));
    assert_eq!(one.rounds[1].result, ResultCode::Draw);
    assert_eq!(
        t.player(3).unwrap().rounds[1].result,
        ResultCode::PairingBye
    );
    assert_eq!(t.player(4).unwrap().rating, None);
    assert_eq!(t.player(3).unwrap().points(t.bye_points()), 2);
}

#[test]
fn writing_and_reading_back_gives_the_same_tournament() {
    let t = Tournament::from_trf(FILE).unwrap();
    let written = t.to_trf();
    assert_eq!(Tournament::from_trf(&written).unwrap(), t);
    assert!(written.contains("XXC black1"));
    assert!(written.contains("001    3      Gamma, Clara"));
    // Points and rank as TRF writes them.
    assert!(written
        .lines()
        .any(|l| l.starts_with("001    1") && l[80..89].trim() == "1.5    1"));
}

#[test]
fn fields_other_than_the_name_are_written_in_ascii_only() {
    let mut t = Tournament::new("Кубок", 3);
    let n = t.add_player("Иванов, Пётр");
    let player = t.player_mut(n).unwrap();
    player.club = Some("Ладья".to_string());
    player.title = Some("ГМ".to_string());
    player.birth = Some("1990/01/01".to_string());
    let written = t.to_trf();
    let back = Tournament::from_trf(&written).unwrap();
    let player = back.player(1).unwrap();
    assert_eq!(player.name, "Иванов, Пётр");
    assert_eq!(player.club, None, "{written}");
    assert_eq!(player.title, None);
    assert_eq!(player.birth.as_deref(), Some("1990/01/01"));
}

#[test]
fn every_result_code_reads_and_writes() {
    for letter in [
        '1', '=', '0', '+', '-', 'W', 'D', 'L', 'H', 'F', 'U', 'Z', ' ',
    ] {
        let code = ResultCode::from_letter(letter).unwrap();
        assert_eq!(code.letter(), letter);
        assert_eq!(code.mirrored().mirrored(), code);
    }
    assert_eq!(ResultCode::from_letter('x'), None);
}

/// The error's line, column and kind for one damaged file.
fn error(text: &str) -> (usize, usize, TrfErrorKind) {
    let e = Tournament::from_trf(text).unwrap_err();
    assert!(!e.to_string().is_empty());
    (e.line, e.column, e.kind)
}

#[test]
fn damaged_files_give_typed_errors_with_line_and_column() {
    let line = "001    1      A                                                                  0.0    1  0002 w 1";
    let two = "001    2      B                                                                  0.0    2  0001 b 0";
    let (l, c, kind) = error(&format!(
        "{}\n{}\n",
        line.replace("0002 w 1", "0002 x 1"),
        two
    ));
    assert_eq!((l, c), (1, 97));
    assert_eq!(kind, TrfErrorKind::BadColour('x'));
    let (l, c, kind) = error(&format!(
        "{}\n{}\n",
        line.replace("0002 w 1", "0002 w ?"),
        two
    ));
    assert_eq!((l, c, kind), (1, 99, TrfErrorKind::BadResult('?')));
    let (l, _, kind) = error(&format!(
        "012 x\n{}\n{}\n",
        line,
        two.replace("0001 b 0", "0001 w 0")
    ));
    assert_eq!(l, 2);
    assert_eq!(kind, TrfErrorKind::Mismatch(1, 2));
    let (_, _, kind) = error(&format!("{}\n", line));
    assert_eq!(kind, TrfErrorKind::UnknownOpponent(2));
    let (l, c, kind) = error(&format!(
        "{}\n{}\n",
        line,
        two.replace("001    2", "001    x")
    ));
    assert_eq!((l, c), (2, 5));
    assert!(matches!(
        kind,
        TrfErrorKind::BadNumber {
            field: "start number",
            ..
        }
    ));
    let (_, _, kind) = error(&format!(
        "{}\n{}\n",
        line,
        two.replace("001    2", "001    1")
    ));
    assert_eq!(kind, TrfErrorKind::DuplicateStartNumber(1));
    let (_, _, kind) = error("XXC green1\n");
    assert_eq!(kind, TrfErrorKind::BadInitialColour("green1".into()));
    let (_, _, kind) = error(&format!(
        "{}\n{}\n",
        line.replace("0002 w 1", "0000 w 1"),
        two
    ));
    assert_eq!(kind, TrfErrorKind::Inconsistent);
    let (_, _, kind) = error(&"001 ".repeat(3000));
    assert!(matches!(kind, TrfErrorKind::BadLine(_)));
    // A control character (here a NUL in a name) is refused where it
    // stands: the name could not be written back as it was read.
    let (l, c, kind) = error(&format!("{}\n{}\n", line.replace("A ", "A\0"), two));
    assert_eq!((l, c), (1, 16));
    assert!(matches!(kind, TrfErrorKind::BadLine(_)));
    // A name may be Russian; the codes beside it (here the title) are ASCII.
    let russian = format!("{}\n{}\n", line.replace("A  ", "Аня"), two);
    assert_eq!(
        Tournament::from_trf(&russian).unwrap().players()[0].name,
        "Аня"
    );
    let (l, c, kind) = error(&format!(
        "{}\n{}\n",
        line.replace("001    1   ", "001    1 Ж "),
        two
    ));
    assert_eq!((l, c), (1, 10));
    assert!(matches!(kind, TrfErrorKind::BadLine(_)));
}

#[test]
fn arbitrary_bytes_never_panic() {
    let mut seed = 7u64;
    let base = FILE.as_bytes();
    for _ in 0..3000 {
        let mut bytes = base.to_vec();
        for _ in 0..4 {
            seed ^= seed << 13;
            seed ^= seed >> 7;
            seed ^= seed << 17;
            let at = (seed % bytes.len() as u64) as usize;
            bytes[at] = (seed >> 32) as u8;
        }
        let text = String::from_utf8_lossy(&bytes);
        if let Ok(t) = Tournament::from_trf(&text) {
            let _ = t.next_round();
            let _ = Tournament::from_trf(&t.to_trf());
        }
    }
}
