//! The terminal game: typed in through tmux (a real terminal) and, for the
//! details, through `terminal::run` with in-memory input.

use std::path::{Path, PathBuf};
use std::process::Command;
use std::thread::sleep;
use std::time::{Duration, Instant};

use danilchuk_play::{terminal, Lang, Opponent, Rules};
use danilchuk_testkit::{require_program, Install};

fn play(rules: &str, input: &str) -> String {
    let rules: Rules = rules.parse().expect("rules");
    let mut out = Vec::new();
    terminal::run(rules, Opponent::Person, input.as_bytes(), &mut out).expect("run");
    String::from_utf8(out).expect("UTF-8")
}

#[test]
fn immortal_swap_and_locks_are_marked_in_the_diagram() {
    let out = play("immortal", "e4\nd7-d5\nexd5\nfen\nquit\n");
    // I-1: after 2.exd5 the white pawn is on d5 and the black pawn on e4;
    // both squares are a locked pair (I-3), drawn <x>.
    let last_board: Vec<&str> = out
        .rsplit("    a  b  c  d  e  f  g  h")
        .nth(1)
        .unwrap()
        .lines()
        .collect();
    let rank5 = last_board
        .iter()
        .find(|l| l.starts_with(" 5 "))
        .expect("rank 5");
    let rank4 = last_board
        .iter()
        .find(|l| l.starts_with(" 4 "))
        .expect("rank 4");
    assert!(rank5.contains("<♙>"), "{rank5}");
    assert!(rank4.contains("<♟>"), "{rank4}");
    assert!(out.contains("Lock <e4>d5>: Capture lock (I-3)"), "{out}");
    assert!(out.contains("the two units swapped places (I-1)"));
    assert!(
        out.contains("rnbqkbnr/ppp1pppp/8/3P4/4p3/8/PPPP1PPP/RNBQKBNR b KQkq - 0 2 - d5>e4,e4>d5"),
        "{out}"
    );
}

#[test]
fn every_notation_and_letter_set_is_read_and_illegal_moves_explained() {
    let out = play(
        "chess",
        "e2e4\nКg8-f6\nNf3\nd7d5\nСf1-b5+\nc7-c6\nO-O\nKe2\nundo\npgn\nq\n",
    );
    assert!(out.contains("Last move: 4. O-O"), "{out}");
    assert!(out.contains("illegal: “Ke2”: "), "{out}");
    // `undo` took back 4.O-O.
    assert!(out.contains("1. e4 Nf6 2. Nf3 d5 3. Bb5+ c6 *"), "{out}");
}

#[test]
fn linear_lines_and_kings_are_shown() {
    let out = play("linear2", "e4\ne5\nNg1-f3\nquit\n");
    assert!(
        out.contains(" W  R  N  B  Q  K  B  N  R   line map"),
        "{out}"
    );
    assert!(
        out.contains(" B  R  N  B  Q  K  B  N  R   line map"),
        "{out}"
    );
    assert!(out.contains("(limit 2, L-8)"));
    assert!(
        out.contains("the knight on f3 became the piece of its line (L-3): now a bishop"),
        "{out}"
    );
    assert!(out.contains("Kings: white e1; black e8"));
    // L-7: after castling White's d-file is its king line.
    let out = play("linear", "O-O-O\nquit\n");
    assert!(
        out.contains(" W  R  N  B  K  Q  B  N  R   line map"),
        "{out}"
    );
}

fn run_tmux(tmux: &Path, args: &[&str]) -> std::process::Output {
    Command::new(tmux).args(args).output().expect("tmux runs")
}

#[test]
fn a_short_game_typed_into_a_real_terminal() {
    let Some(tmux_path) = require_program("tmux", Install::Apt("tmux")) else {
        return;
    };
    let tmux = |args: &[&str]| run_tmux(&tmux_path, args);
    let name = format!("danilchuk-play-{}", std::process::id());
    let program = format!(
        "{} --terminal --rules immortal --computer none --lang en",
        env!("CARGO_BIN_EXE_danilchuk-play")
    );
    let started = tmux(&[
        "new-session",
        "-d",
        "-s",
        &name,
        "-x",
        "100",
        "-y",
        "60",
        &program,
    ]);
    assert!(
        started.status.success(),
        "{}",
        String::from_utf8_lossy(&started.stderr)
    );
    struct Kill(PathBuf, String);
    impl Drop for Kill {
        fn drop(&mut self) {
            let _ = run_tmux(&self.0, &["kill-session", "-t", &self.1]);
        }
    }
    let _kill = Kill(tmux_path.clone(), name.clone());
    let screen =
        || String::from_utf8_lossy(&tmux(&["capture-pane", "-p", "-t", &name]).stdout).into_owned();
    let wait_for = |text: &str| {
        let deadline = Instant::now() + Duration::from_secs(20);
        loop {
            let now = screen();
            if now.contains(text) {
                return now;
            }
            assert!(
                Instant::now() < deadline,
                "waited for {text:?}; screen:\n{now}"
            );
            sleep(Duration::from_millis(50));
        }
    };
    wait_for("White to move");
    for (typed, expect) in [
        ("e2-e4", "Black to move"),
        ("Кb8-c6", "Last move: 1... Nc6"),
        ("Qd1-h5", "Last move: 2. Qh5"),
        ("Nc6xe5", "illegal"),
        ("Кc6-d4", "Last move: 2... Nd4"),
        ("Qh5xf7+", "Last move: 3. Qxf7+"),
    ] {
        let sent = tmux(&["send-keys", "-t", &name, typed, "Enter"]);
        assert!(sent.status.success());
        wait_for(expect);
    }
    let board = screen();
    // The queen took on f7 and the pawn stands on h5 (I-1), locked (I-3).
    let rank = |r: &str| {
        board
            .lines()
            .rfind(|l| l.starts_with(r))
            .unwrap_or_else(|| panic!("no rank {r} in\n{board}"))
    };
    let (rank7, rank5) = (rank(" 7 "), rank(" 5 "));
    assert!(rank7.contains("<♕>"), "{board}");
    assert!(rank5.contains("<♟>"), "{board}");
    assert!(board.contains("Black to move (in check)"), "{board}");
    tmux(&["send-keys", "-t", &name, "quit", "Enter"]);
}

#[test]
fn the_engine_replies_in_the_terminal() {
    let rules: Rules = "immortal".parse().expect("rules");
    let opponent = Opponent::Computer {
        side: danilchuk_board::Color::Black,
        strength: danilchuk_play::Strength::MIN,
    };
    let mut out = Vec::new();
    terminal::run(rules, opponent, "e4\nundo\nquit\n".as_bytes(), &mut out).expect("run");
    let out = String::from_utf8(out).expect("UTF-8");
    // The player's move and the engine's reply, each told.
    assert!(out.contains("Your move: 1. e4 "), "{out}");
    assert!(out.contains("Reply: 1... "), "the engine answered: {out}");
    // `undo` takes back the reply and the player's move.
    let after_last_board = out
        .rsplit("    a  b  c  d  e  f  g  h")
        .next()
        .unwrap_or("");
    assert!(after_last_board.contains("White to move"), "{out}");
    assert!(
        !after_last_board.contains("Last move") && !after_last_board.contains("Reply"),
        "{out}"
    );
}

/// The terminal game run as the real binary, `input` written to its
/// standard input through a pipe: its exit code and what it printed.
fn run_binary(args: &[&str], input: &[u8]) -> (Option<i32>, String, String) {
    run_binary_with(args, &[], input)
}

/// [`run_binary`] with the environment's `vars` set (and the locale's
/// others taken away).
fn run_binary_with(
    args: &[&str],
    vars: &[(&str, &str)],
    input: &[u8],
) -> (Option<i32>, String, String) {
    use std::io::Write;
    use std::process::Stdio;
    let mut command = Command::new(env!("CARGO_BIN_EXE_danilchuk-play"));
    for var in ["LC_ALL", "LC_MESSAGES", "LANG"] {
        command.env_remove(var);
    }
    for (name, value) in vars {
        command.env(name, value);
    }
    let mut child = command
        .args(args)
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
        .expect("the board binary starts");
    let mut stdin = child.stdin.take().expect("stdin");
    let input = input.to_vec();
    // Written from a thread: the program's output fills its pipe meanwhile.
    let writer = std::thread::spawn(move || {
        let _ = stdin.write_all(&input);
    });
    let output = child.wait_with_output().expect("the program ends");
    writer.join().expect("the writer");
    (
        output.status.code(),
        String::from_utf8_lossy(&output.stdout).into_owned(),
        String::from_utf8_lossy(&output.stderr).into_owned(),
    )
}

#[test]
fn a_line_that_is_not_utf8_is_refused_and_the_game_goes_on() {
    let args = [
        "--terminal",
        "--rules",
        "chess",
        "--computer",
        "none",
        "--lang",
        "en",
    ];
    // `Кg8-f6` typed on a CP1251 terminal and on a KOI8-R one, and two
    // bytes that are text in neither.
    let mut input = b"e4\n".to_vec();
    input.extend_from_slice(b"\xff\xfe\n");
    input.extend_from_slice(b"\xcag8-f6\n");
    input.extend_from_slice(b"\xebg8-f6\n");
    input.extend_from_slice(b"e5\nquit\n");
    let (code, out, err) = run_binary(&args, &input);
    assert_eq!(code, Some(0), "stdout:\n{out}\nstderr:\n{err}");
    assert_eq!(
        out.matches("not UTF-8").count(),
        3,
        "each such line is answered: {out}"
    );
    assert!(
        out.contains("Last move: 1... e5"),
        "the game went on: {out}"
    );
}

#[test]
fn an_endless_line_is_refused_without_holding_it_and_the_game_goes_on() {
    let args = [
        "--terminal",
        "--rules",
        "immortal",
        "--computer",
        "none",
        "--lang",
        "en",
    ];
    let mut input = b"e4\n".to_vec();
    input.extend_from_slice(&vec![b'x'; 8 << 20]);
    input.extend_from_slice(b"\ne5\nquit\n");
    let (code, out, err) = run_binary(&args, &input);
    assert_eq!(code, Some(0), "stdout:\n{out}\nstderr:\n{err}");
    assert!(out.contains("too long"), "{out}");
    assert!(
        out.contains("Last move: 1... e5"),
        "the game went on: {out}"
    );
}

fn play_in(lang: Lang, width: usize, rules: &str, input: &str) -> String {
    let rules: Rules = rules.parse().expect("rules");
    let mut out = Vec::new();
    let options = terminal::Options::new(lang).with_width(width);
    terminal::run_with(options, rules, Opponent::Person, input.as_bytes(), &mut out).expect("run");
    String::from_utf8(out).expect("UTF-8")
}

#[test]
fn help_rules_is_the_rules_guide_wrapped_at_word_boundaries() {
    let out = play_in(Lang::Russian, 40, "immortal", "help rules\nquit\n");
    // The guide of the game's rule set, with the sources' own terms.
    for words in [
        "I-1. ВЗЯТИЕ — ЭТО ОБМЕН",
        "ОБРАТНАЯ РОКИРОВКА",
        "ближний мат",
        "I-8.",
    ] {
        assert!(out.contains(words), "{words}: {out}");
    }
    // An Immortal board is 29 columns: every line fits in 40, and no
    // word is cut (each line ends where a word does).
    for line in out.lines() {
        assert!(line.chars().count() <= 40, "{line:?}");
    }
    let words: Vec<&str> = out.split_whitespace().collect();
    for word in ["обмен", "противника", "запрет"] {
        assert!(
            words
                .iter()
                .any(|w| w.trim_matches(|c: char| !c.is_alphabetic()) == word),
            "{word}"
        );
    }
    // One rule, another rule set's guide, the commands.
    let out = play_in(
        Lang::English,
        50,
        "chess",
        "help L-8\nhelp linear\nhelp\nquit\n",
    );
    assert!(out.contains("L-8. LINE LIMITS"), "{out}");
    assert!(out.contains("L-5. THE LAST KING"), "{out}");
    assert!(out.contains("help rules: the rules guide"), "{out}");
    for line in out
        .lines()
        .filter(|l| !l.contains("line map") && !l.contains("pieces per line"))
    {
        assert!(line.chars().count() <= 50, "{line:?}");
    }
}

#[test]
fn try_sets_up_a_rules_board_and_new_goes_back_to_the_game() {
    let out = play_in(
        Lang::English,
        80,
        "chess",
        "try I-3\nQxd8\nQxd8\nnew\nquit\n",
    );
    assert!(out.contains("The board of I-3."), "{out}");
    // The lesson's position, in Immortal chess: the swap, then the lock.
    assert!(
        out.contains("the two units swapped places (I-1): d1 ⇄ d8"),
        "{out}"
    );
    assert!(
        out.contains("illegal: “Qxd8”: the two units are locked by the capture rule (I-3)"),
        "{out}"
    );
    let after_new = out.rsplit("The board of I-3.").next().unwrap_or("");
    assert!(
        after_new.ends_with("White to move\n> "),
        "back to the game: {after_new}"
    );
}

#[test]
fn every_word_in_russian_and_the_language_switched() {
    let out = play_in(
        Lang::Russian,
        80,
        "linear2",
        "e4\ne5\nКg1-f3\nKe2\nlang en\nundo\nquit\n",
    );
    assert!(out.contains("Ход белых"), "{out}");
    // Russian letters in the move line and in the line maps.
    assert!(out.contains("Последний ход: 2. Кf3"), "{out}");
    assert!(
        out.contains(" Б  Л  К  С  Ф Кр  С  К  Л   карта линий"),
        "{out}"
    );
    assert!(out.contains("фигур на линии (не более 2, L-8)"), "{out}");
    assert!(
        out.contains("Превращение на чужой линии (L-3): конь на f3 теперь слон"),
        "{out}"
    );
    assert!(out.contains("Короли: белые e1; чёрные e8"), "{out}");
    assert!(out.contains("нельзя: «Ke2»: "), "{out}");
    // After `lang en` the same game speaks English: `undo` took back Кf3.
    let english = out.rsplit("language: English").next().unwrap_or("");
    assert!(english.contains("Last move: 1... e5"), "{english}");
    assert!(english.contains("White to move"), "{english}");
}

#[test]
fn the_terminal_speaks_the_language_of_its_locale() {
    let args = ["--terminal", "--rules", "immortal", "--computer", "none"];
    let (code, out, err) = run_binary_with(&args, &[("LANG", "ru_RU.UTF-8")], b"quit\n");
    assert_eq!(code, Some(0), "{err}");
    assert!(out.contains("Ход белых"), "{out}");
    // LC_ALL overrides LANG; --lang overrides both.
    let vars = [("LANG", "ru_RU.UTF-8"), ("LC_ALL", "en_US.UTF-8")];
    let (_, out, _) = run_binary_with(&args, &vars, b"quit\n");
    assert!(out.contains("White to move"), "{out}");
    let mut with_lang = args.to_vec();
    with_lang.extend(["--lang", "ru"]);
    let (_, out, _) = run_binary_with(&with_lang, &vars, b"quit\n");
    assert!(out.contains("Ход белых"), "{out}");
    let (code, _, err) = run_binary_with(&["--terminal", "--lang", "fr"], &[], b"");
    assert_eq!(code, Some(2), "{err}");
    assert!(err.contains("--lang"), "{err}");
}

#[test]
fn help_at_forty_columns_in_a_real_terminal_breaks_lines_between_words() {
    let Some(tmux_path) = require_program("tmux", Install::Apt("tmux")) else {
        return;
    };
    let tmux = |args: &[&str]| run_tmux(&tmux_path, args);
    let name = format!("danilchuk-play-narrow-{}", std::process::id());
    let program = format!(
        "{} --terminal --rules immortal --computer none --lang ru",
        env!("CARGO_BIN_EXE_danilchuk-play")
    );
    let started = tmux(&[
        "new-session",
        "-d",
        "-s",
        &name,
        "-x",
        "40",
        "-y",
        "50",
        &program,
    ]);
    assert!(
        started.status.success(),
        "{}",
        String::from_utf8_lossy(&started.stderr)
    );
    struct Kill(PathBuf, String);
    impl Drop for Kill {
        fn drop(&mut self) {
            let _ = run_tmux(&self.0, &["kill-session", "-t", &self.1]);
        }
    }
    let _kill = Kill(tmux_path.clone(), name.clone());
    // The whole history, lines the terminal wrapped joined back (-J): a
    // line over 40 columns is one the program did not wrap.
    let screen = || {
        String::from_utf8_lossy(&tmux(&["capture-pane", "-p", "-J", "-S", "-", "-t", &name]).stdout)
            .into_owned()
    };
    let wait_for = |text: &str| {
        let deadline = Instant::now() + Duration::from_secs(20);
        loop {
            let now = screen();
            if now.contains(text) {
                return now;
            }
            assert!(
                Instant::now() < deadline,
                "waited for {text:?}; screen:\n{now}"
            );
            sleep(Duration::from_millis(50));
        }
    };
    wait_for("Ход белых");
    tmux(&["send-keys", "-t", &name, "help", "Enter"]);
    wait_for("quit (выход)");
    tmux(&["send-keys", "-t", &name, "help rules", "Enter"]);
    wait_for("I-8. ЗАПИСЬ ХОДОВ");
    // The guide is written at once; let the terminal show its end.
    sleep(Duration::from_millis(300));
    let all = screen();
    let too_wide: Vec<&str> = all
        .lines()
        .filter(|l| l.trim_end().chars().count() > 40)
        .collect();
    assert!(too_wide.is_empty(), "lines past 40 columns: {too_wide:#?}");
    tmux(&["send-keys", "-t", &name, "quit", "Enter"]);
}
