// The setup of a new game: the settings chosen, the board shown before a
// game is started (the server's start position, held nowhere: opening the
// page starts no game; the first move or "New game" does), the player's
// name (kept in this browser), the server's own defaults (its language
// and the computer's strength), and a note while the settings chosen are
// not the game's (they apply to the next game).
"use strict";

// The body of `POST /api/games` for the settings chosen.
function newGameBody() {
  const chosen = $("opponent").value;
  const opponent = chosen === "apart" ? "person" : chosen;
  const mine = $("side").value;
  const body = { rules: $("rules").value, opponent };
  if (chosen === "apart") {
    body.seating = "apart";
    body.side = mine;
  }
  if (opponent === "computer") {
    body.computer_side = mine === "white" ? "black" : "white";
    body.strength = Number($("strength").value);
  }
  const name = playerName();
  if (name && opponent === "computer") body.players = { [mine]: name };
  if (name && chosen === "apart") body.players = { [mine]: name };
  const clock = $("clock").value;
  if (clock) {
    const [initial, increment] = clock.split("+").map(Number);
    body.clock = { initial, increment };
  }
  return body;
}

// Starts a game with the settings chosen; true if the server started it.
async function newGame(ev) {
  if (ev) ev.preventDefault();
  const body = newGameBody();
  const black = body.opponent === "computer" ? body.computer_side === "white" : body.side === "black";
  await settle();
  let started = false;
  try {
    const state = await api("POST", "/api/games", body);
    keepSeats(state);
    showGame(state, black);
    drawRecentGames();
    say("");
    render(false);
    started = true;
  } catch (e) {
    say(errorText(e));
  } finally {
    ui.busy = false;
  }
  if (started) await computerTurn();
  return started;
}

// Shows the start of a game with the settings chosen, as the server sets
// it up, without starting one (no game is kept, none counts against a
// club's limits): the first move starts it.
async function showPreview() {
  const body = newGameBody();
  const query = "?rules=" + body.rules + (body.computer_side
    ? "&computer_side=" + body.computer_side + "&strength=" + body.strength : "");
  await settle();
  try {
    const state = await api("GET", "/api/start" + query);
    showGame(state, body.opponent === "computer" ? body.computer_side === "white" : body.side === "black");
    ui.id = null;
    render(false);
    say(t("msg.preview"), "info");
  } catch (e) {
    say(errorText(e));
  } finally {
    ui.busy = false;
  }
}

// "I play" and the strength mean something only against the computer.
function syncSetup() {
  const opponent = $("opponent").value;
  $("side").disabled = opponent === "person";
  $("strength").disabled = opponent !== "computer";
  drawSetupNote();
}

// Says when the settings chosen are not those of the game shown: they
// are for the next game ("New game"); the game goes on as it was set up.
function drawSetupNote() {
  const s = ui.state;
  const note = $("setup-note");
  if (!s || !ui.id) {
    note.hidden = true;
    return;
  }
  const body = newGameBody();
  const c = s.clock;
  const clock = c ? c.initial_ms / 1000 + "+" + c.increment_ms / 1000 : "";
  const apart = s.seating === "apart";
  const opponent = apart ? "apart" : s.opponent.kind;
  let differs = $("opponent").value !== opponent || $("clock").value !== clock;
  if (s.opponent.kind === "computer" && !differs) {
    differs = String(s.opponent.strength) !== $("strength").value ||
      body.computer_side !== s.opponent.side;
  }
  note.hidden = !differs || Boolean(s.outcome);
  note.textContent = t("setup.pending");
}

// Another rule set: before a game is started, the board shows it at
// once; a game with no moves (or over) gives way to a new one; a game
// with moves in it is only left when the player says so.
function onRulesChange() {
  const chosen = $("rules").value;
  if (!ui.state || chosen === ui.state.rules) return;
  const s = ui.state;
  if (!ui.id) {
    showPreview();
    return;
  }
  if (s.ply === 0 || s.outcome) {
    newGame();
    return;
  }
  const title = t("rules." + chosen + ".title");
  if (window.confirm(t("confirm.new_game", { title }))) {
    newGame();
  } else {
    $("rules").value = s.rules;
  }
}

// Another opponent or side before a game is started: the board shows it.
function onSetupChange() {
  syncSetup();
  if (ui.state && !ui.id) showPreview();
}

// The player's name, kept in this browser.
function playerName() {
  const box = $("player-name");
  return box ? box.value.trim() : "";
}

function keepPlayerName() {
  try { localStorage.setItem("name", playerName()); } catch (e) { /* private mode */ }
}

function restorePlayerName() {
  let name = null;
  try { name = localStorage.getItem("name"); } catch (e) { name = null; }
  if (name) $("player-name").value = name;
}

// The server's defaults (`--lang`, `--strength`): its language unless the
// player chose one, its strength for a new game.
async function serverDefaults() {
  try {
    const d = await api("GET", "/api/defaults");
    I18N.server = d.lang || null;
    if (d.strength) $("strength").value = String(d.strength);
  } catch (e) {
    I18N.server = null;
  }
}
