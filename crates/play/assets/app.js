// The board's page: the game the server holds, shown and played. It shows
// what the server says and sends what the player does; it never decides a
// rule itself. The other scripts each hold one concept (i18n.js, api.js,
// seats.js, seating.js, pieces.js, board.js, lines.js, moves.js,
// clocks.js, keyboard.js, guide.js, setup.js); this one ties them to the
// page.
"use strict";

const $ = (id) => document.getElementById(id);

// `view`: the ply shown when stepping back through the game (read-only),
// or null for the live position. `epoch` counts this tab's own updates, so
// that a poll answered after one is not drawn over it.
const ui = { state: null, id: null, busy: false, view: null, epoch: 0, ply: null, exported: null, board: null };
Object.defineProperty(ui, "selected", { get: () => ui.board.selected });
Object.defineProperty(ui, "flipped", {
  get: () => ui.board.flipped,
  set: (value) => { ui.board.flipped = value; },
});

function say(text, kind) {
  const m = $("message");
  linkRules(m, text || "");
  m.className = kind || "";
  refit(); // the message stands above the board
}

// A request on the game `id` that tells the server what this tab has of
// it (its version and its moves), so that only the moves it lacks are
// sent; the answer is completed with the moves this tab had. It acts for
// `side` (the seat held for it, else any this browser holds).
async function gameApi(method, id, action, body, side) {
  const base = ui.state && ui.state.id === id ? ui.state : null;
  const known = base ? "?version=" + base.version + "&history_from=" + base.history.length : "";
  const held = heldSeats(id);
  const token = held.pending || seatToken(id, side);
  const state = await api(method, "/api/games/" + id + (action ? "/" + action : "") + known, body, token);
  if (state.history_from > 0) {
    state.history = base.history.slice(0, state.history_from).concat(state.history);
  }
  keepSeats(state);
  if (held.pending) settleSeat(state, held.pending);
  return state;
}

// The side an action is for: the mover for a move or a claim; at one
// screen the last mover for a take-back and the side to move for a
// resignation; otherwise the side this browser plays.
function actingSide(action) {
  const s = ui.state;
  if (!s) return null;
  const other = s.turn === "white" ? "black" : "white";
  if (action === "move" || action === "claim") return s.turn;
  const oneScreen = s.seating === "one_screen" && s.opponent.kind !== "computer";
  if (action === "undo" && oneScreen) return other;
  if (action === "resign" && oneScreen) return s.turn;
  return mySide(s);
}

// What the board shows: the live position, or a past one (read-only).
function shown() {
  const s = ui.state;
  if (ui.view === null) return liveView(s);
  const fen = ui.view === 0 ? s.start_fen : s.history[ui.view - 1].fen_after;
  return { live: false, units: unitsOfFen(fen), checked: [], last: ui.view ? s.history[ui.view - 1] : null };
}

function humanToMove() {
  const s = ui.state;
  if (!s || s.outcome) return false;
  return !(s.opponent.kind === "computer" && s.opponent.side === s.turn);
}

// ---------------------------------------------------------------- drawing

function render(animate) {
  const s = ui.state;
  if (ui.view !== null && ui.view >= s.history.length) ui.view = null;
  const view = shown();
  offerGuide(s.rules);
  fitBoard();
  ui.board.draw(s, view);
  drawLineMaps($("lines-top"), $("lines-bottom"), s, ui.flipped);
  placeClocks(ui.flipped);
  drawLocksList(view.live ? s.locks : [], view.units);
  drawStatus();
  clocksReceived();
  drawClocks(s, poll);
  analyse();
  drawMoveList($("moves"), s, ui.view, setView);
  $("fen").value = s.fen;
  $("claim").hidden = !s.claim_message;
  drawSeats();
  drawTournamentBack(s.id);
  drawSetupNote();
  for (const b of ["undo", "resign", "export-pgn"]) $(b).disabled = !ui.id;
  if (s.claim_message) $("claim").title = said("claim", s.claim_message);
  $("opponent-name").textContent = s.opponent.kind === "computer"
    ? t("opponent.computer_plays", { color: colorArg(s.opponent.side), strength: String(s.opponent.strength), name: s.opponent.name })
    : t(s.seating === "apart" ? "opponent.two_devices" : "opponent.two_players");
  $("viewing").hidden = view.live;
  $("right").classList.toggle("viewing", !view.live);
  $("viewing-text").textContent = view.live ? "" : ui.view === 0
    ? t("viewing.start")
    : t("viewing.move", { ply: String(ui.view), text: moveText(view.last) });
  // The setup shows the game's own rule set (a PGN record may bring
  // another), and an exported record's link only while it is this game's.
  $("rules").value = s.rules;
  if (ui.exported !== s.id + ":" + s.version) $("download-pgn").hidden = true;
  showGameAddress();
  // A note on the last move (a swap, a change on landing) lasts until the
  // next move; a screen reader is told each new move.
  const last = view.last;
  if (ui.ply !== s.ply) {
    if ($("message").className === "info") say("");
    const m = s.history[s.history.length - 1];
    $("announce").textContent = m && ui.ply !== null
      ? t("moves.label", { number: String(Math.ceil(m.ply / 2)), color: colorArg(m.color), text: moveText(m) })
      : "";
  }
  ui.ply = s.ply;
  const moved = animate && last && view.live;
  // The player's own move stays noted beside the computer's reply.
  const noted = view.live ? notedMoves(s) : last ? [last] : [];
  if (moved) {
    const notes = [];
    for (const m of noted) {
      if (m.swap) notes.push(t("swap.text", { from: m.from, to: m.to, color: colorArg(m.color) }));
      if (m.transform) notes.push(transformText(m, s.lines));
    }
    if (notes.length) say(notes.join(" "), "info");
  }
  if (s.outcome && ui.ended !== s.id) {
    // A game just ended: the recent games say so.
    ui.ended = s.id;
    drawRecentGames();
  }
  // What was drawn above the board may have moved it: fitted again before
  // the move is animated, so that the board holds still once shown.
  refit();
  markNoted();
  if (moved) ui.board.animate(last);
}

// The changes of type of the moves noted, marked on the board drawn.
function markNoted() {
  const view = shown();
  const noted = view.live ? notedMoves(ui.state) : view.last ? [view.last] : [];
  for (const m of noted) if (m.transform) ui.board.markTransform(m);
}

// The moves whose notes (a swap, a change on landing) stand: the last
// one, and against the computer the player's move before its reply, until
// the player moves again.
function notedMoves(s) {
  const h = s.history;
  const last = h[h.length - 1];
  if (!last) return [];
  const before = h[h.length - 2];
  const reply = s.opponent.kind === "computer" && last.color === s.opponent.side;
  return reply && before ? [before, last] : [last];
}

function drawStatus() {
  const s = ui.state;
  const st = $("status");
  st.title = t("rules." + s.rules + ".title");
  if (s.outcome) {
    linkRules(st, t("status.over", { result: s.outcome.result, text: said("outcome", s.outcome_message) }));
    st.className = "over";
  } else {
    const turn = t(s.checked.length ? "status.to_move_check" : "status.to_move", { turn: colorArg(s.turn) });
    st.textContent = t("status.line", { title: t("rules." + s.rules), turn });
    st.className = "";
  }
  linkRules($("lines-info"), lineMapsNote(s, ui.flipped));
}

// I-3: the live locks in words beside the board.
function drawLocksList(locks, units) {
  const list = $("locks");
  list.innerHTML = "";
  for (const lock of locks) linkRules(list.appendChild(document.createElement("p")), "⊘ " + lockText(lock, units));
}

// The squares' size: as large as the window lets the whole board be seen
// below what stands above it (30 to 64 px a square, 72 on a large
// screen). True if it changed.
function fitBoard() {
  const board = $("board");
  // A wide screen holds the clocks beside the board, not above and below
  // it, where they would take the board's height.
  const clocked = Boolean(ui.state && ui.state.clock);
  const beside = clocked && window.innerWidth >= 900 && window.innerWidth > window.innerHeight;
  $("left").classList.toggle("side-clocks", beside);
  const top = board.getBoundingClientRect().top + window.scrollY;
  const below = 16 + (ui.state && ui.state.lines ? 44 : 0) + (clocked && !beside ? 36 : 0);
  const width = Math.min(window.innerWidth, document.documentElement.clientWidth) - 48;
  const size = Math.floor(Math.max(30, Math.min(64, width / 8, (window.innerHeight - top - below) / 8))) + "px";
  const root = document.documentElement.style;
  if (root.getPropertyValue("--sq") === size) return false;
  root.setProperty("--sq", size);
  return true;
}

// Fits the board again, and draws it again if its size changed.
function refit() {
  if (!ui.state || !ui.board || !fitBoard()) return;
  ui.board.draw(ui.state, shown());
  markNoted();
  drawLineMaps($("lines-top"), $("lines-bottom"), ui.state, ui.flipped);
}

// ---------------------------------------------------------------- actions

// Sends an action on the game shown: true if the server took it, false if
// it refused (the reason is shown), null if nothing was sent because an
// answer is still awaited.
async function send(action, body) {
  if (ui.busy) {
    // Said, not dropped: the move waits for the computer's answer.
    say(t(ui.state && !humanToMove() && !ui.state.outcome ? "msg.computer_thinking" : "msg.wait_answer"), "info");
    return null;
  }
  if (!ui.id) {
    // The board shown is not a game yet: a move, a position or a record
    // starts one with the settings chosen; nothing else has a game to act on.
    if (!["move", "fen", "pgn"].includes(action) || !(await newGame())) return false;
  }
  ui.busy = true;
  let ok = false;
  try {
    const state = await gameApi("POST", ui.id, action, body, actingSide(action));
    ui.epoch += 1;
    ui.state = state;
    ui.view = null;
    say("");
    render(state.played > 0);
    ok = true;
  } catch (e) {
    say(errorText(e));
  } finally {
    ui.busy = false;
  }
  await computerTurn();
  return ok;
}

async function computerTurn() {
  const s = ui.state;
  if (!s || s.outcome || s.opponent.kind !== "computer" || s.opponent.side !== s.turn) return;
  const id = ui.id;
  await new Promise((r) => setTimeout(r, 300));
  // Meanwhile another game may have been opened, or an answer be awaited.
  if (ui.busy || ui.id !== id) return;
  try {
    ui.busy = true;
    const state = await gameApi("POST", ui.id, "computer");
    ui.epoch += 1;
    ui.state = state;
    render(state.played > 0);
  } catch (e) {
    say(errorText(e));
  } finally {
    ui.busy = false;
  }
}

// Shows a game just received as the one on the board.
function showGame(state, flipped) {
  ui.epoch += 1;
  ui.state = state;
  ui.id = state.id;
  ui.view = null;
  ui.board.selected = null;
  ui.board.cursor = null;
  ui.flipped = flipped;
  if (state.id) try { sessionStorage.setItem("game", state.id); } catch (e) { /* private mode */ }
}

// Lets an answer still awaited (the computer thinking) land, then holds
// input while another game is fetched: no move may go to the old game
// once the new one is asked for, nor the old game's answer be drawn over
// the new one.
async function settle() {
  while (ui.busy) await new Promise((r) => setTimeout(r, 50));
  ui.busy = true;
}

// Opens a game the server holds; false if it has none by that id.
async function openGame(id) {
  await settle();
  let opened = false;
  try {
    const state = await gameApi("GET", id, null);
    const opp = state.opponent;
    $("opponent").value = state.seating === "apart" ? "apart" : opp.kind;
    if (opp.kind === "computer") {
      $("side").value = opp.side === "white" ? "black" : "white";
      $("strength").value = String(opp.strength);
    }
    const c = state.clock;
    $("clock").value = c ? c.initial_ms / 1000 + "+" + c.increment_ms / 1000 : "";
    syncSetup();
    const stored = storedFlip(id);
    // An invitation shows the board from the side it offers.
    const side = state.you || offeredSide(state);
    const black = opp.kind === "computer" ? opp.side === "white" : side === "black";
    showGame(state, stored === null ? black : stored);
    render(false);
    opened = true;
  } catch (e) {
    opened = false;
  } finally {
    ui.busy = false;
  }
  if (opened) await computerTurn();
  return opened;
}

// Whether the player turned the board of game `id` round (kept over a
// reload), or null if never.
function storedFlip(id) {
  try {
    const v = localStorage.getItem("flip:" + id);
    return v === null ? null : v === "1";
  } catch (e) {
    return null;
  }
}

function flip() {
  ui.flipped = !ui.flipped;
  try { localStorage.setItem("flip:" + ui.id, ui.flipped ? "1" : "0"); } catch (e) { /* private mode */ }
  ui.board.cursor = null;
  render(false);
}

function hashGame() {
  const m = /^#game=([0-9a-f]{32})$/.exec(location.hash);
  return m ? m[1] : null;
}

async function resume() {
  // `/#game=ID` opens a game the server holds (another tab's, or one set
  // up through the API; `&seat=TOKEN`, a side's private link, takes that
  // seat; `&invite=SECRET`, an invitation, offers the seat kept for it);
  // otherwise this tab's last game. `#tournaments`, `#tournament=ID…`:
  // a tournament's view (tournament.js).
  if (tournamentRoute()) return;
  takeSeatFromHash();
  drawRecentGames();
  let last = null;
  try { last = sessionStorage.getItem("game"); } catch (e) { last = null; }
  const id = hashGame() || last;
  if (id && await openGame(id)) return;
  try { sessionStorage.removeItem("game"); } catch (e) { /* private mode */ }
  await showPreview();
}

// The address of this game, in the address bar and as a link to share.
function showGameAddress() {
  if (!ui.id) return;
  const hash = "#game=" + ui.id;
  if (location.hash !== hash) history.replaceState(null, "", hash);
  const link = $("share-link");
  link.href = location.origin + "/" + hash;
  link.textContent = location.origin + "/" + hash;
}

// Another tab (or window) may play in the same game: fetch it every second
// and redraw when it changed.
async function poll() {
  if (!ui.id || !ui.state || ui.busy || ui.board.drag || document.hidden || TOURNAMENT.view) return;
  const epoch = ui.epoch, id = ui.id;
  try {
    const state = await gameApi("GET", id, null);
    if (epoch !== ui.epoch || id !== ui.id || ui.busy || ui.board.drag) return;
    if (ui.lost) {
      // The server is back: the same game goes on.
      ui.lost = false;
      say(t("msg.reconnected"), "info");
      drawRecentGames();
    }
    const old = ui.state;
    const changed = state.fen !== old.fen || state.ply !== old.ply ||
      JSON.stringify(state.outcome) !== JSON.stringify(old.outcome);
    if (!changed) {
      // The same position: only the clocks move on.
      old.clock = state.clock;
      old.offers = state.offers;
      old.seats = state.seats;
      old.you = state.you;
      old.interruptions = state.interruptions;
      drawSeats();
      clocksReceived();
      drawClocks(old, poll);
      return;
    }
    ui.epoch += 1;
    ui.state = state;
    if (ui.selected && !ui.board.ownUnitAt(ui.selected)) ui.board.selected = null;
    render(state.ply === old.ply + 1 && ui.view === null);
  } catch (e) {
    if (e.status === undefined || e.status >= 500) {
      // No answer (the server stopped, or restarts): keep the game and ask
      // again each second.
      ui.lost = true;
      say(t("msg.reconnecting"), "error");
    } else {
      say(t("msg.game_gone", { detail: errorText(e) }));
    }
  }
}

// ------------------------------------------------------------- analysis

// Asks the engine about the position shown, when the player wants it; an
// answer for a position no longer shown is dropped.
async function analyse() {
  const on = $("analysis-on").checked;
  $("analysis").hidden = !on;
  if (!on || !ui.state) return;
  if (!ui.id) {
    $("analysis-text").textContent = t("analysis.no_game");
    return;
  }
  const ply = ui.view === null ? ui.state.history.length : ui.view;
  const ru = $("letters").value === "ru";
  const key = ui.id + ":" + ply + ":" + ui.state.fen + ":" + I18N.lang + ":" + ru;
  if (ui.analysed === key) return;
  ui.analysed = key;
  $("analysis-text").textContent = t("analysis.thinking");
  try {
    const a = await api("POST", "/api/games/" + ui.id + "/analysis", { ply }, seatToken(ui.id, null));
    if (ui.analysed !== key) return;
    let share, score;
    if (a.white_mate !== null) {
      share = a.white_mate > 0 ? 1 : 0;
      score = "#" + a.white_mate;
    } else {
      share = 1 / (1 + Math.exp(-a.white_cp / 250));
      score = (a.white_cp > 0 ? "+" : "") + (a.white_cp / 100).toFixed(2);
    }
    $("evalbar-white").style.width = (share * 100).toFixed(1) + "%";
    $("analysis-text").textContent = t("analysis.line", {
      score, depth: String(a.depth), nodes: String(a.nodes), line: (ru && a.line_ru ? a.line_ru : a.line).join(" "),
    });
  } catch (e) {
    if (ui.analysed !== key) return;
    // The engine busy (an earlier question of this page, or others'):
    // asked again in a moment, still thinking meanwhile.
    if (e.status === 429) {
      setTimeout(() => { if (ui.analysed === key) { ui.analysed = null; analyse(); } }, 500);
      return;
    }
    $("analysis-text").textContent = errorText(e);
  }
}

// ------------------------------------------------------------- navigation

function setView(ply) {
  if (!ui.state) return;
  const n = ui.state.history.length;
  ui.view = ply === null || ply >= n ? null : Math.max(0, ply);
  ui.board.selected = null;
  say("");
  render(false);
}

function step(delta) {
  if (!ui.state) return;
  const n = ui.state.history.length;
  const at = ui.view === null ? n : ui.view;
  setView(Math.min(n, Math.max(0, at + delta)));
}

async function exportPgn() {
  try {
    const text = await api("GET", "/api/games/" + ui.id + "/pgn?lang=" + I18N.lang);
    $("pgn").value = text;
    const link = $("download-pgn");
    if (link.href && link.href.startsWith("blob:")) URL.revokeObjectURL(link.href);
    link.href = URL.createObjectURL(new Blob([text], { type: "application/x-chess-pgn" }));
    link.hidden = false;
    ui.exported = ui.state.id + ":" + ui.state.version;
  } catch (e) {
    say(errorText(e));
  }
}

// The language chosen: every word of the page again, kept for the next
// visit; Russian move letters with Russian unless the player chose others.
async function setLang(lang) {
  await loadLang(lang);
  let letters = null;
  try { letters = localStorage.getItem("letters"); } catch (e) { letters = null; }
  $("letters").value = letters || (lang === "ru" ? "ru" : "en");
  $("lang").value = lang;
  ui.analysed = null;
  // A tournament's view stands in the board's place (and its address).
  if (ui.state && !TOURNAMENT.view) render(false);
  tournamentRedraw();
  if ($("guide").open && guide.set) {
    const data = await guideData();
    await showGuideSet(data.sets.find((s) => s.id === guide.set));
  }
}

function setup() {
  ui.board = new BoardView($("board"), {
    busy: () => ui.busy,
    refuse: () => (ui.view !== null ? t("msg.past_position") : null),
    mayMove: humanToMove,
    whyNot: () => {
      if (ui.state.outcome) return t("msg.game_over", { text: said("outcome", ui.state.outcome_message) });
      if (!humanToMove()) return t("msg.computer_turn");
      return null;
    },
    move: (from, to, promotion) => send("move", promotion ? { from, to, promotion } : { from, to }),
    say,
    typed: typedOnBoard,
    chooser: $("promotion"),
  });
  $("setup").addEventListener("submit", newGame);
  $("undo").onclick = () => send("undo");
  $("claim").onclick = () => send("claim");
  $("offer-draw").onclick = answerDraw;
  $("accept-draw").onclick = answerDraw;
  $("resign").onclick = () => {
    const turn = ui.state ? ui.state.turn : "white";
    if (window.confirm(t("confirm.resign", { color: colorArg(turn) }))) send("resign");
  };
  $("flip").onclick = flip;
  const remember = (name) => () => {
    try { localStorage.setItem(name, $(name).value); } catch (e) { /* private mode */ }
    ui.analysed = null;
    if (ui.state) render(false);
  };
  $("notation").onchange = remember("notation");
  $("letters").onchange = remember("letters");
  $("lang").onchange = () => {
    try { localStorage.setItem("lang", $("lang").value); } catch (e) { /* private mode */ }
    setLang($("lang").value);
  };
  $("opponent").onchange = onSetupChange;
  $("side").onchange = onSetupChange;
  $("strength").onchange = drawSetupNote;
  $("clock").onchange = drawSetupNote;
  $("player-name").onchange = keepPlayerName;
  $("rules").onchange = onRulesChange;
  $("live").onclick = () => setView(null);
  $("nav-first").onclick = () => setView(0);
  $("nav-prev").onclick = () => step(-1);
  $("nav-next").onclick = () => step(1);
  $("nav-last").onclick = () => setView(null);
  $("move-form").addEventListener("submit", submitMoveBox);
  document.addEventListener("keydown", onKey);
  window.addEventListener("hashchange", () => {
    if (tournamentRoute()) return;
    // Back from a tournament's view to a board never shown.
    if (!ui.state) {
      resume();
      return;
    }
    takeSeatFromHash();
    const id = hashGame();
    if (id && id !== ui.id) openGame(id).then((ok) => { if (!ok) say(t("msg.no_such_game", { id })); });
    else if (ui.state) render(false);
  });
  let resizing = null;
  window.addEventListener("resize", () => {
    clearTimeout(resizing);
    resizing = setTimeout(() => { if (ui.state && !TOURNAMENT.view) render(false); }, 100);
  });
  setInterval(poll, 1000);
  setInterval(() => drawClocks(ui.state, poll), 100);
  $("analysis-on").onchange = () => { ui.analysed = null; analyse(); };
  $("fen").addEventListener("input", () => { $("fen").classList.remove("invalid"); $("fen").removeAttribute("aria-invalid"); });
  $("load-fen").onclick = async () => {
    const ok = await send("fen", { fen: $("fen").value.trim() });
    if (ok === false) {
      $("fen").classList.add("invalid");
      $("fen").setAttribute("aria-invalid", "true");
    }
  };
  $("copy-fen").onclick = async () => {
    try { await navigator.clipboard.writeText(ui.state.fen); say(t("msg.fen_copied"), "info"); }
    catch (e) { $("fen").select(); say(t("msg.fen_select"), "info"); }
  };
  $("export-pgn").onclick = exportPgn;
  $("import-pgn").onclick = () => send("pgn", { pgn: $("pgn").value });
  setupGuide();
  syncSetup();
}

async function start() {
  setup();
  // A phone's narrow screen shows the board first: the setup folds away.
  if (window.innerWidth <= 600) $("setup-box").open = false;
  let notation = null;
  try { notation = localStorage.getItem("notation"); } catch (e) { notation = null; }
  if (notation) $("notation").value = notation;
  restorePlayerName();
  await serverDefaults();
  try {
    await setLang(preferredLang());
  } finally {
    document.documentElement.classList.remove("loading");
  }
  await resume();
}

start();
