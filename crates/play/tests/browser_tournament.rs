//! A club championship through the board's page in a real browser
//! (headless Chromium through chromedriver, as `browser.rs`), at a phone's
//! size (390x844) and in Russian: the organiser creates a tournament from
//! the "Турниры" entry, registers five players through the form (each
//! personal link shown once and kept by the browser), pairs round 1 (two
//! boards and a bye) and enters an arbiter's result; a player's personal
//! link opens their game with the board turned to their side; the
//! projector view shows the pairings and the standings in Russian, with
//! no controls, fitting a phone and a 1920x1080 screen; the print style
//! sheet prints a scoresheet per board (60 numbered move lines) with no
//! buttons; the list of tournaments links the organiser's page, where a
//! half-point bye is requested and a player withdrawn, and the
//! tournament's TRF file, imported through the page's file field, makes a
//! new tournament with the same players. axe-core finds no
//! accessibility violation in the form, the organiser's page and the
//! projector (skipped loudly without axe-core, as `browser_newcomer.rs`). Screenshots: `target/tmp/play-browser/tournament-organiser.png`,
//! `tournament-projector.png` (1920x1080; the ones in docs/, see
//! docs/tournament.md) and `tournament-projector-phone.png`.
//!
//! A projector of 24 players (made through the API) fits 1920x1080, its
//! type made smaller as needed but still large.
//!
//! The page keeps no rule: what it shows is the server's answer.
//!
//! Needs Debian's `chromium` and `chromium-driver` (`.ci/run` installs
//! them): without them the test says so in one line and passes, and fails
//! under `CI=true` (danilchuk-testkit).

mod chromium;
mod support;

use chromium::{retrying_lost_renderer, start_browser_in, Browser};
use danilchuk_testkit::{require_npm_file, Install};
use serde_json::{json, Value};
use support::{call, call_as, start_server};

const AXE: Install = Install::Npm("axe-core@4.11.1");

/// The players registered: name, rating, club.
const PLAYERS: [(&str, &str, &str); 5] = [
    ("Иванов Пётр", "1850", "Ладья"),
    ("Смирнова Анна", "1720", "Ладья"),
    ("Кузнецов Илья", "", "Гамбит"),
    ("Попова Мария", "1605", ""),
    ("Соколов Олег", "1540", "Гамбит"),
];

#[test]
fn an_organiser_runs_round_one_on_a_phone_in_russian() {
    retrying_lost_renderer(|| {
        let Some(axe) = require_npm_file("axe-core", "axe.min.js", AXE) else {
            return;
        };
        let axe = std::fs::read_to_string(axe).expect("axe-core's script");
        let Some(browser) = start_browser_in("ru") else {
            return;
        };
        let (_server, addr) = start_server(16);
        assert_eq!(
            call(addr, "GET", "/api/tournaments", None).status,
            200,
            "the board's tournament API"
        );
        browser.resize(390, 844);
        browser.open(&format!("http://{addr}/"));
        browser.wait_for(
            "typeof TOURNAMENT !== 'undefined' && !document.documentElement.classList.contains('loading') && document.documentElement.lang === 'ru'",
            "the page in Russian",
        );
        let id = create(&browser, &axe);
        register(&browser);
        browser.screenshot_top("#tournament-view", "tournament-organiser-top.png");
        let data = pair_round_one(&browser, &id);
        arbiter_result(&browser);
        no_violations("the organiser's page", &browser.axe(&axe));
        browser.screenshot_top(".t-players", "tournament-organiser.png");
        personal_link(&browser, &id, &data);
        projector(&browser, &id);
        no_violations("the projector", &browser.axe(&axe));
        printed(&browser, &id);
        listed(&browser, &id);
        bye_and_withdrawal(&browser);
        trf_imported(&browser, &id);
        let errors = browser.js_errors();
        assert!(errors.is_empty(), "the page's errors: {errors:?}");
    });
}

#[test]
fn a_projector_of_twenty_four_players_fits_a_1920x1080_screen() {
    retrying_lost_renderer(|| {
        let Some(browser) = start_browser_in("ru") else {
            return;
        };
        let (_server, addr) = start_server(16);
        // Made through the API: the page's forms are the other test's.
        let made = call(
            addr,
            "POST",
            "/api/tournaments",
            Some(r#"{"name": "Блиц-турнир", "rules": "linear2", "rounds": 7, "system": "swiss"}"#),
        )
        .json();
        let id = made["id"].as_str().expect("the id").to_string();
        let token = made["organiser_token"]
            .as_str()
            .expect("the organiser's token");
        let path = format!("/api/tournaments/{id}");
        for n in 1..=24 {
            let body = json!({"name": format!("Участник Номер {n}"), "rating": 2400 - 10 * n, "club": "Шахматный клуб «Ладья»"});
            let answer = call_as(
                addr,
                "POST",
                &format!("{path}/players"),
                Some(&body.to_string()),
                Some(token),
            );
            assert_eq!(answer.status, 201, "{}", answer.text());
        }
        let paired = call_as(addr, "POST", &format!("{path}/pair"), None, Some(token));
        assert_eq!(paired.status, 200, "{}", paired.text());
        browser.resize(1920, 1080);
        browser.open(&format!("http://{addr}/#tournament={id}&view=projector"));
        browser.wait_for(
            "document.querySelectorAll('.t-projector .t-standings-table tbody tr').length === 24 && document.querySelectorAll('.t-projector .t-pairings tr.t-board').length === 12",
            "the projector's 12 boards and 24 players",
        );
        let fit = browser.script(
            "const d = document.documentElement; return [d.scrollWidth, innerWidth, d.scrollHeight, innerHeight, parseFloat(getComputedStyle(document.querySelector('.t-pairings td')).fontSize)];",
        );
        eprintln!("a projector of 24 players at 1920x1080: {fit}");
        let n = |i: usize| fit[i].as_f64().unwrap_or(f64::NAN);
        assert!(
            n(0) <= n(1) && n(2) <= n(3),
            "the projector fits 1920x1080: {fit}"
        );
        assert!(n(4) >= 14.0, "still large enough to read: {fit}");
        browser.screenshot("tournament-projector-24.png");
    });
}

/// axe-core's violations on a view: none, of any impact.
fn no_violations(what: &str, violations: &[Value]) {
    for v in violations {
        eprintln!(
            "  axe {what}: {} ({}): {} {}",
            v["id"], v["impact"], v["help"], v["nodes"]
        );
    }
    assert!(violations.is_empty(), "axe-core {what}: {violations:?}");
}

trait Shots {
    fn screenshot_top(&self, css: &str, name: &str);
    fn text(&self, css: &str) -> String;
}

impl Shots for Browser {
    /// A screenshot with the element `css` at the top of the window.
    fn screenshot_top(&self, css: &str, name: &str) {
        self.script(&format!(
            "document.querySelector('{css}').scrollIntoView(); return true;"
        ));
        let shot = self.screenshot(name);
        let size = std::fs::metadata(&shot).map(|m| m.len()).unwrap_or(0);
        eprintln!("{name}: {size} bytes");
    }

    /// The text of the first element `css` (empty if none).
    fn text(&self, css: &str) -> String {
        self.script(&format!(
            "const e = document.querySelector('{css}'); return e ? e.textContent : '';"
        ))
        .as_str()
        .unwrap_or("")
        .to_string()
    }
}

/// Sets a field of the page's form as typed (its `input` event sent).
fn fill(browser: &Browser, css: &str, value: &str) {
    browser.script(&format!(
        "const e = document.querySelector('{css}'); e.value = {}; e.dispatchEvent(new Event('input')); e.dispatchEvent(new Event('change')); return true;",
        json!(value)
    ));
}

/// The "Турниры" entry, the form of a new tournament: the organiser's
/// page opens with the organiser's link to bookmark. Its id.
fn create(browser: &Browser, axe: &str) -> String {
    assert_eq!(browser.text("#tournaments-open"), "Турниры");
    browser.click_element("#tournaments-open");
    browser.wait_for(
        "document.getElementById('t-new')",
        "the new tournament's form",
    );
    assert!(
        browser.script("return getComputedStyle(document.querySelector('main')).display;")
            == json!("none"),
        "the board gives way to the tournaments"
    );
    assert_eq!(browser.text("#tournament-view h2"), "Турниры");
    no_violations("the list and the new tournament's form", &browser.axe(axe));
    fill(browser, "#t-name", "Чемпионат клуба 2026");
    fill(browser, "#t-rounds", "3");
    // The clock: 15+5 chosen; another base and increment may be typed.
    assert_eq!(
        browser.script("return document.getElementById('t-clock').value;"),
        json!("900+5")
    );
    fill(browser, "#t-clock", "other");
    assert_eq!(
        browser.script("return document.getElementById('t-minutes').closest('.t-row').hidden;"),
        json!(false)
    );
    fill(browser, "#t-minutes", "20");
    fill(browser, "#t-increment", "10");
    browser.click_element("#t-create");
    browser.wait_for(
        "/^#tournament=[A-Za-z0-9_-]+&organiser=/.test(location.hash) && document.querySelector('.t-bookmark')",
        "the organiser's page",
    );
    let id = browser
        .script("return TOURNAMENT.id;")
        .as_str()
        .expect("the tournament's id")
        .to_string();
    let bookmark = browser.text(".t-bookmark");
    assert!(
        bookmark.contains("закладки") && bookmark.contains("&organiser="),
        "the organiser's link to bookmark: {bookmark}"
    );
    assert_eq!(
        browser.script(&format!(
            "return keptTournament('{id}').organiser === TOURNAMENT.token;"
        )),
        json!(true),
        "the organiser's token kept"
    );
    browser.wait_for(
        "document.querySelector('.t-facts') && document.querySelector('.t-facts').textContent.includes('20 мин + 10 с')",
        "the tournament's clock said",
    );
    id
}

/// Five players through the registration form, each one's personal link
/// shown once registered.
fn register(browser: &Browser) {
    for (n, (name, rating, club)) in PLAYERS.iter().enumerate() {
        fill(browser, "#t-player-name", name);
        fill(browser, "#t-player-rating", rating);
        fill(browser, "#t-player-club", club);
        browser.click_element("#t-register-button");
        browser.wait_for(
            &format!(
                "document.querySelectorAll('.t-players tbody tr.t-player').length === {} && !document.querySelector('.t-notice').hidden && document.querySelector('.t-notice').textContent.includes({})",
                n + 1,
                json!(name)
            ),
            &format!("{name} registered"),
        );
        let notice = browser.text(".t-notice");
        assert!(
            notice.contains("&player=") && notice.contains("Личная ссылка"),
            "the personal link shown: {notice}"
        );
    }
    let kept = browser.script("return Object.keys(keptTournament(TOURNAMENT.id).players).length;");
    assert_eq!(kept, json!(5), "every personal link kept for the organiser");
    assert_eq!(
        browser.script("return document.querySelectorAll('.t-copy-link').length;"),
        json!(5),
        "each player's link to copy"
    );
}

/// Pairs round 1 by the page's button: two boards and a bye.
fn pair_round_one(browser: &Browser, id: &str) -> Value {
    browser.wait_for(
        "document.getElementById('t-pair') && !document.getElementById('t-pair').disabled",
        "the pairing button enabled",
    );
    assert_eq!(browser.text("#t-pair"), "Жеребьёвка 1-го тура");
    browser.click_element("#t-pair");
    browser.wait_for(
        "document.querySelectorAll('.t-pairings tbody tr.t-board').length === 2 && document.querySelector('.t-pairings .t-bye')",
        "round 1's two boards and the bye",
    );
    assert_eq!(browser.text(".t-pairings caption"), "Пары 1-го тура");
    assert_eq!(browser.text(".t-pairings .t-result"), "играют");
    // The crosstable: every player, the bye's point without a game.
    browser.wait_for(
        "document.querySelectorAll('.t-crosstable-table tbody tr').length === 5",
        "the crosstable after round 1",
    );
    assert_eq!(
        browser.text(".t-crosstable-table caption"),
        "Таблица встреч"
    );
    assert_eq!(
        browser.script("return [...document.querySelectorAll('.t-crosstable-table td')].some((td) => td.textContent === '(1)');"),
        json!(true),
        "the bye's point in brackets"
    );
    // No second round while the first is played: the button says why.
    browser.wait_for(
        "document.getElementById('t-pair').disabled && document.getElementById('t-why')",
        "round 2 not yet to pair",
    );
    assert_eq!(
        browser.text("#t-why"),
        "В туре 1 ещё есть партии без результата",
        "the server's reason, in Russian"
    );
    // Registration goes on as late entry.
    assert_eq!(browser.text("#t-register-button"), "Записать опоздавшего");
    // The answer the page drew (`api` awaited by WebDriver).
    let data = browser.script(&format!("return api('GET', '/api/tournaments/{id}');"));
    assert_eq!(data["round"], json!(1), "{data}");
    data
}

/// The arbiter's ½–½ on board 2, then cleared again.
fn arbiter_result(browser: &Browser) {
    let set = |value: &str| {
        browser.script(&format!(
            "const s = document.querySelectorAll('.t-pairings .t-result-select')[1]; s.value = '{value}'; s.dispatchEvent(new Event('change')); return true;"
        ));
    };
    set("1/2-1/2");
    browser.wait_for(
        "document.querySelectorAll('.t-pairings tr.t-board')[1].querySelector('.t-result').textContent === '½–½'",
        "the arbiter's draw on board 2",
    );
    assert!(
        browser
            .text(".t-pairings tbody tr:nth-child(4)")
            .contains("судья"),
        "the result said to be the arbiter's"
    );
    set("");
    browser.wait_for(
        "document.querySelectorAll('.t-pairings tr.t-board')[1].querySelector('.t-result').textContent === 'играют'",
        "the arbiter's result cleared",
    );
}

/// Board 1's Black opens their personal link: their game, turned to
/// Black's side.
fn personal_link(browser: &Browser, id: &str, data: &Value) {
    let board = &data["pairings"][0]["boards"][0];
    let black = board["black"].as_u64().expect("board 1's Black");
    let game = board["game"].as_str().expect("board 1's game");
    let token = browser.script(&format!("return keptTournament('{id}').players[{black}];"));
    let token = token.as_str().expect("the player's kept token");
    browser.script(&format!(
        "location.hash = '#tournament={id}&player={token}'; return true;"
    ));
    browser.wait_for(
        &format!("location.hash === '#game={game}' && ui.id === '{game}' && ui.state && !ui.busy && !document.body.classList.contains('tournament-mode')"),
        "the player's game opened",
    );
    assert_eq!(
        browser.script("return ui.flipped;"),
        json!(true),
        "the board turned to Black"
    );
    assert_eq!(
        browser.script("return ui.state.you;"),
        json!("black"),
        "the personal token seats the player"
    );
    assert_eq!(
        browser.script("return !document.getElementById('tournament-back').hidden;"),
        json!(true),
        "the way back to the tournament"
    );
    assert_eq!(browser.text("#tournament-back"), "Вернуться к турниру");
    // The player of the bye: no game this round, their standing, waiting
    // for the next round.
    let bye = data["pairings"][0]["byes"][0]["player"]
        .as_u64()
        .expect("round 1's bye");
    let token = browser.script(&format!("return keptTournament('{id}').players[{bye}];"));
    let token = token.as_str().expect("the player's kept token");
    browser.script(&format!(
        "location.hash = '#tournament={id}&player={token}'; return true;"
    ));
    browser.wait_for(
        "document.querySelector('.t-me') && document.querySelector('.t-me').textContent.includes('Ждём следующего тура')",
        "the bye's player waiting",
    );
    browser.screenshot("tournament-player-waiting.png");
    let me = browser.text(".t-me");
    assert!(
        me.contains("без партии") && me.contains("место"),
        "the bye and the standing said: {me}"
    );
}

/// The projector: pairings and standings in large type, no controls, on a
/// phone and on a 1920x1080 screen.
fn projector(browser: &Browser, id: &str) {
    browser.script(&format!(
        "location.hash = '#tournament={id}&view=projector'; return true;"
    ));
    browser.wait_for(
        "document.querySelector('.t-projector .t-pairings') && document.querySelectorAll('.t-projector .t-standings-table tbody tr').length === 5",
        "the projector's pairings and standings",
    );
    let text = browser.text("#tournament-view");
    for said in [
        "Пары 1-го тура",
        "Положение после 1-го тура",
        "Тур 1 из 3",
        "Место",
        "Очки",
        "Доска",
        "Белые",
        "Чёрные",
    ] {
        assert!(text.contains(said), "the projector says {said}: {text}");
    }
    // In English at once when the language changes.
    browser.script("setLang('en'); return true;");
    browser.wait_for(
        "document.querySelector('.t-projector .t-pairings caption') && document.querySelector('.t-projector .t-pairings caption').textContent === 'Round 1 pairings'",
        "the projector in English",
    );
    browser.script("setLang('ru'); return true;");
    browser.wait_for(
        "document.querySelector('.t-projector .t-pairings caption') && document.querySelector('.t-projector .t-pairings caption').textContent === 'Пары 1-го тура'",
        "the projector in Russian again",
    );
    let controls = browser.script(
        "return [...document.querySelectorAll('body > header, #tournament-view button, #tournament-view select, #tournament-view input')]\
         .filter((e) => e.offsetParent !== null).length;",
    );
    assert_eq!(controls, json!(0), "no controls on the projector");
    for (w, h) in [(390, 844), (1920, 1080)] {
        browser.resize(w, h);
        let fit = browser.script(
            "const d = document.documentElement; return [d.scrollWidth, innerWidth, d.scrollHeight, innerHeight, parseFloat(getComputedStyle(document.querySelector('.t-pairings td')).fontSize)];",
        );
        eprintln!("projector at {w}x{h}: {fit}");
        let n = |i: usize| fit[i].as_f64().unwrap_or(f64::NAN);
        assert!(
            n(0) <= n(1),
            "the projector scrolls sideways at {w}x{h}: {fit}"
        );
        if h == 1080 {
            assert!(n(2) <= n(3), "the projector is taller than 1080: {fit}");
            assert!(n(4) >= 24.0, "large type on a projector: {fit}");
            browser.screenshot("tournament-projector.png");
        }
    }
    browser.resize(390, 844);
    browser.screenshot("tournament-projector-phone.png");
}

/// The print style sheet: the scoresheets of round 1 (one per board, 60
/// numbered move lines), no buttons, black on white.
fn printed(browser: &Browser, id: &str) {
    let kept = browser.script(&format!("return keptTournament('{id}').organiser;"));
    let token = kept.as_str().expect("the organiser's token");
    browser.script(&format!(
        "location.hash = '#tournament={id}&organiser={token}'; return true;"
    ));
    browser.wait_for(
        "document.querySelector('.t-pairings') && document.getElementById('t-print-sheets')",
        "the organiser's page again",
    );
    browser.cdp("Emulation.setEmulatedMedia", json!({"media": "print"}));
    browser.script(
        "drawScoresheets(document.querySelector('.t-sheets'), TOURNAMENT.data); document.body.dataset.print = 'scoresheets'; return true;",
    );
    let printed = browser.script(
        "const shown = (e) => e.offsetParent !== null;\
         const sheets = [...document.querySelectorAll('.t-sheet')].filter(shown);\
         return { sheets: sheets.length, lines: sheets.map((s) => s.querySelectorAll('.t-moves tbody tr').length),\
           last: sheets.length ? sheets[0].querySelectorAll('.t-moves tbody tr')[59].textContent : '',\
           buttons: [...document.querySelectorAll('button, select, input')].filter(shown).length,\
           pairings: shown(document.querySelector('.t-pairings')),\
           color: getComputedStyle(document.body).color, background: getComputedStyle(document.body).backgroundColor,\
           text: sheets.length ? sheets[0].textContent : '' };",
    );
    assert_eq!(printed["sheets"], json!(2), "{printed}");
    assert_eq!(printed["lines"], json!([60, 60]), "{printed}");
    assert_eq!(printed["last"], json!("60"), "{printed}");
    assert_eq!(
        printed["buttons"],
        json!(0),
        "no buttons printed: {printed}"
    );
    assert_eq!(printed["pairings"], json!(false), "{printed}");
    assert_eq!(printed["color"], json!("rgb(0, 0, 0)"), "{printed}");
    assert_eq!(
        printed["background"],
        json!("rgb(255, 255, 255)"),
        "{printed}"
    );
    let sheet = printed["text"].as_str().unwrap_or("");
    for said in [
        "Бланк записи партии",
        "Чемпионат клуба 2026",
        "Доска",
        "Подпись белых",
    ] {
        assert!(sheet.contains(said), "the scoresheet says {said}: {sheet}");
    }
    // The standings printed with their tie-breaks, and no buttons.
    browser.script("document.body.dataset.print = 'standings'; return true;");
    let standings = browser.script(
        "const shown = (e) => e.offsetParent !== null;\
         return [shown(document.querySelector('.t-standings-table')), document.querySelectorAll('.t-standings-table thead th').length,\
           [...document.querySelectorAll('button')].filter(shown).length, shown(document.querySelector('.t-pairings'))];",
    );
    assert_eq!(
        standings,
        json!([true, 8, 0, false]),
        "the standings printed"
    );
    browser.script("delete document.body.dataset.print; return true;");
    browser.cdp("Emulation.setEmulatedMedia", json!({"media": ""}));
}

/// The list of tournaments: this one, the organiser's (its link kept).
fn listed(browser: &Browser, id: &str) {
    browser.click_element(".t-nav a[href='#tournaments']");
    browser.wait_for(
        "document.querySelector('.t-list li a')",
        "the list of tournaments",
    );
    browser.screenshot("tournament-list.png");
    let item = browser.text(".t-list li");
    for said in [
        "Чемпионат клуба 2026",
        "ваш",
        "Тур 1 из 3",
        "Участников: 5",
        "идёт",
    ] {
        assert!(item.contains(said), "the list says {said}: {item}");
    }
    let href =
        browser.script("return document.querySelector('.t-list li a').getAttribute('href');");
    assert!(
        href.as_str()
            .is_some_and(|h| h.starts_with(&format!("#tournament={id}&organiser="))),
        "the organiser's page linked: {href}"
    );
}

/// From the list back to the organiser's page: a half-point bye for round
/// 2 requested (said), a player withdrawn (marked so), the tie-break order
/// changed.
fn bye_and_withdrawal(browser: &Browser) {
    browser.click_element(".t-list li a");
    browser.wait_for(
        "document.querySelectorAll('.t-players tr.t-player').length === 5",
        "the organiser's page from the list",
    );
    browser.script(
        "[...document.querySelectorAll('.t-players tr.t-controls')][2].querySelectorAll('button')[1].click(); return true;",
    );
    browser.wait_for(
        "!document.querySelector('.t-notice').hidden && document.querySelector('.t-notice').textContent.includes('пропуск 2-го тура')",
        "the half-point bye said",
    );
    assert_eq!(browser.text(".t-error"), "", "no refusal");
    browser.script(
        "window.confirm = () => true; [...document.querySelectorAll('.t-players tr.t-controls')][3].querySelectorAll('button')[2].click(); return true;",
    );
    browser.wait_for(
        "document.querySelectorAll('.t-players tr.t-player')[3].classList.contains('t-withdrawn')",
        "the withdrawal shown",
    );
    assert!(browser.text(".t-players tr.t-withdrawn").contains("выбыл"));
    // The tie-break order: Buchholz cut 1 moved below Buchholz, saved, and
    // the standings' columns follow.
    browser.script(
        "const part = document.querySelector('[data-part=settings]');\
         part.querySelector('.t-tiebreaks li button:not(:disabled)').click();\
         [...part.querySelectorAll(':scope > button')].pop().click(); return true;",
    );
    browser.wait_for(
        "document.querySelectorAll('.t-standings-table thead th')[3].textContent === 'Бх' && document.querySelectorAll('.t-standings-table thead th')[4].textContent === 'Бх-1'",
        "the standings in the new tie-break order",
    );
}

/// The tournament's TRF-16 file imported through the organiser's page:
/// a new tournament (its own organiser's page) with the same players and
/// round 1.
fn trf_imported(browser: &Browser, id: &str) {
    let trf = browser.script(&format!("return api('GET', '/api/tournaments/{id}/trf');"));
    let trf = trf.as_str().expect("the TRF file");
    let dir = std::path::PathBuf::from(env!("CARGO_TARGET_TMPDIR")).join("play-browser");
    std::fs::create_dir_all(&dir).expect("artifact dir");
    let path = dir.join("tournament.trf");
    std::fs::write(&path, trf).expect("the TRF file written");
    let field = browser.element("#t-trf-file");
    browser.command(
        "POST",
        &format!("/element/{field}/value"),
        Some(json!({"text": path.display().to_string()})),
    );
    browser.script("document.getElementById('t-trf-file').form.requestSubmit(); return true;");
    browser.wait_for(
        &format!("TOURNAMENT.view === 'organiser' && TOURNAMENT.id !== '{id}' && document.querySelectorAll('.t-players tr.t-player').length === 5 && document.querySelector('.t-pairings')"),
        "the imported tournament's organiser's page",
    );
    let names = browser.text(".t-players");
    for (name, _, _) in PLAYERS {
        assert!(names.contains(name), "{name} imported: {names}");
    }
}
