// The board's page. It shows what the server says and sends what the
// player does; it never decides a rule itself.
"use strict";

const FILES = "abcdefgh";
const ROLE_NAMES = { k: "king", q: "queen", r: "rook", b: "bishop", n: "knight", p: "pawn" };

// Pieces drawn here, as SVG on a 100x100 grid: no image files, no fonts.
const SHAPES = {
  p: '<circle cx="50" cy="30" r="12"/><path d="M36 80 Q38 56 45 44 H55 Q62 56 64 80 Z"/>',
  r: '<path d="M30 80 L33 44 H67 L70 80 Z"/><path d="M27 44 V22 H36 V30 H45 V22 H55 V30 H64 V22 H73 V44 Z"/>',
  n: '<path d="M30 80 C30 62 40 56 47 47 C39 49 31 54 26 47 C22 41 38 28 42 20 L46 11 L51 19 C67 21 77 42 72 80 Z"/><circle class="detail" cx="50" cy="29" r="3"/>',
  b: '<path d="M34 80 Q36 64 44 58 H56 Q64 64 66 80 Z"/><path d="M50 19 C65 31 65 47 57 58 H43 C35 47 35 31 50 19 Z"/><circle cx="50" cy="14" r="5"/><path class="detail" d="M50 33 L58 43" stroke-width="4"/>',
  q: '<path d="M27 80 L20 32 L37 54 L42 24 L50 52 L58 24 L63 54 L80 32 L73 80 Z"/><circle cx="20" cy="30" r="5"/><circle cx="42" cy="21" r="5"/><circle cx="58" cy="21" r="5"/><circle cx="80" cy="30" r="5"/>',
  k: '<path d="M28 80 C22 60 30 47 50 47 C70 47 78 60 72 80 Z"/><path d="M46 8 H54 V18 H63 V26 H54 V44 H46 V26 H37 V18 H46 Z"/>',
};

function pieceSvg(color, role) {
  const fill = color === "w" ? "#fafafa" : "#262626";
  const detail = color === "w" ? "#262626" : "#fafafa";
  return '<svg viewBox="0 0 100 100" xmlns="http://www.w3.org/2000/svg">' +
    '<g fill="' + fill + '" stroke="#111" stroke-width="3" stroke-linejoin="round">' +
    SHAPES[role].replace(/class="detail"/g, 'fill="' + detail + '" stroke="' + detail + '"') +
    '<path d="M22 89 H78 V81 H22 Z"/></g></svg>';
}

const $ = (id) => document.getElementById(id);
// `view`: the ply shown when stepping back through the game (read-only),
// or null for the live position. `epoch` counts this tab's own updates, so
// that a poll answered after one is not drawn over it.
const ui = { state: null, id: null, flipped: false, selected: null, drag: null, busy: false, view: null, epoch: 0 };

function sqSize() { return $("board").clientWidth / 8; }
function squareXY(name) {
  const f = FILES.indexOf(name[0]);
  const r = Number(name[1]) - 1;
  const col = ui.flipped ? 7 - f : f;
  const row = ui.flipped ? r : 7 - r;
  return [col * sqSize(), row * sqSize()];
}
function squareAt(x, y) {
  const s = sqSize();
  const col = Math.floor(x / s), row = Math.floor(y / s);
  if (col < 0 || col > 7 || row < 0 || row > 7) return null;
  const f = ui.flipped ? 7 - col : col;
  const r = ui.flipped ? row : 7 - row;
  return FILES[f] + (r + 1);
}
function place(el, name) {
  const [x, y] = squareXY(name);
  el.style.left = x + "px";
  el.style.top = y + "px";
}
function say(text, kind) {
  const m = $("message");
  m.textContent = text || "";
  m.className = kind || "";
}

async function api(method, path, body) {
  const opts = { method, headers: {} };
  if (body !== undefined) {
    opts.headers["Content-Type"] = "application/json";
    opts.body = JSON.stringify(body);
  }
  const res = await fetch(path, opts);
  const type = res.headers.get("Content-Type") || "";
  const data = type.includes("json") ? await res.json() : await res.text();
  if (!res.ok) throw new Error(data && data.error ? data.error : String(data));
  return data;
}

// A request on the game `id` that tells the server what this tab has of
// it (its version and its moves), so that only the moves it lacks are
// sent; the answer is completed with the moves this tab had.
async function gameApi(method, id, action, body) {
  const base = ui.state && ui.state.id === id ? ui.state : null;
  const known = base ? "?version=" + base.version + "&history_from=" + base.history.length : "";
  const state = await api(method, "/api/games/" + id + (action ? "/" + action : "") + known, body);
  if (state.history_from > 0) {
    state.history = base.history.slice(0, state.history_from).concat(state.history);
  }
  return state;
}

// The units of a FEN's placement field (the first field in every rule set).
function unitsOfFen(fen) {
  const units = [];
  const rows = fen.split(" ")[0].split("/");
  rows.forEach((row, i) => {
    let f = 0;
    for (const c of row) {
      if (c >= "1" && c <= "8") { f += Number(c); continue; }
      const color = c === c.toUpperCase() ? "w" : "b";
      units.push({ square: FILES[f] + (8 - i), color, role: c.toLowerCase() });
      f += 1;
    }
  });
  return units;
}

// What the board shows: the live position, or a past one (read-only).
function shown() {
  const s = ui.state;
  if (ui.view === null) {
    return { live: true, units: s.units, checked: s.checked, last: s.history.length ? s.history[s.history.length - 1] : null };
  }
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
  const board = $("board");
  board.innerHTML = "";
  const last = view.last;
  for (let r = 0; r < 8; r++) {
    for (let f = 0; f < 8; f++) {
      const name = FILES[f] + (r + 1);
      const sq = document.createElement("div");
      sq.className = "sq " + ((f + r) % 2 ? "light" : "dark");
      sq.dataset.square = name;
      if (last && (last.from === name || last.to === name)) sq.classList.add("last");
      if (view.checked.includes(name)) sq.classList.add("check");
      place(sq, name);
      board.appendChild(sq);
    }
  }
  coordinates(board);
  for (const u of view.units) {
    const el = document.createElement("div");
    el.className = "piece";
    el.dataset.square = u.square;
    el.dataset.color = u.color;
    el.dataset.role = u.role;
    el.title = (u.color === "w" ? "white " : "black ") + ROLE_NAMES[u.role] + " on " + u.square;
    el.innerHTML = pieceSvg(u.color, u.role);
    place(el, u.square);
    board.appendChild(el);
  }
  if (s.lines && view.live) {
    // L-3: several kings a side; mark every one.
    for (const [color, list] of [["w", s.kings.white], ["b", s.kings.black]]) {
      for (const name of list) {
        const mark = document.createElement("div");
        mark.className = "king-mark";
        mark.dataset.square = name;
        mark.dataset.color = color;
        mark.title = (color === "w" ? "White" : "Black") + " king on " + name + " (a side loses when it has no king left, L-5)";
        const [x, y] = squareXY(name);
        mark.style.left = x + 2 + "px";
        mark.style.top = y + 2 + "px";
        board.appendChild(mark);
      }
    }
  }
  if (view.live) drawLocks(board); else $("locks").innerHTML = "";
  drawLines();
  drawStatus();
  ui.clockAt = performance.now();
  ui.asked = false;
  drawClocks();
  analyse();
  drawMoves();
  $("fen").value = s.fen;
  $("claim").hidden = !s.claimable_draw;
  $("opponent-name").textContent = s.opponent.kind === "computer"
    ? "Computer plays " + s.opponent.side + " at strength " + s.opponent.strength + ": " + s.opponent.name
    : "Two players at this screen";
  $("viewing").hidden = view.live;
  $("right").classList.toggle("viewing", !view.live);
  $("viewing-ply").textContent = view.live ? "" : ui.view === 0 ? "0 (the start)" : ui.view + " (" + moveText(last) + ")";
  showGameAddress();
  if (animate && last && view.live) animateMove(last);
  showSelection();
}

function coordinates(board) {
  const s = sqSize();
  for (let i = 0; i < 8; i++) {
    const file = document.createElement("div");
    file.className = "coord";
    file.textContent = FILES[ui.flipped ? 7 - i : i];
    file.style.left = i * s + s - 10 + "px";
    file.style.top = 8 * s - 15 + "px";
    board.appendChild(file);
    const rank = document.createElement("div");
    rank.className = "coord";
    rank.textContent = String(ui.flipped ? i + 1 : 8 - i);
    rank.style.left = "-12px";
    rank.style.top = i * s + s / 2 - 8 + "px";
    board.appendChild(rank);
  }
}

function drawLocks(board) {
  const s = ui.state;
  const size = sqSize();
  const ns = "http://www.w3.org/2000/svg";
  const layer = document.createElementNS(ns, "svg");
  layer.id = "lock-layer";
  layer.setAttribute("width", 8 * size);
  layer.setAttribute("height", 8 * size);
  const lines = [];
  for (const lock of s.locks) {
    // I-3: the pair is marked on both squares, joined by a dashed line.
    for (const name of [lock.attacker, lock.target]) {
      const box = document.createElement("div");
      box.className = "lock-sq";
      box.dataset.square = name;
      box.title = lock.text;
      place(box, name);
      board.appendChild(box);
    }
    const badge = document.createElement("div");
    badge.className = "lock-mark lock-badge";
    badge.dataset.attacker = lock.attacker;
    badge.dataset.target = lock.target;
    badge.dataset.binds = lock.binds;
    badge.title = lock.text;
    badge.textContent = "⊘";
    const [ax, ay] = squareXY(lock.attacker);
    badge.style.left = ax + size - 20 + "px";
    badge.style.top = ay + 2 + "px";
    board.appendChild(badge);
    const [tx, ty] = squareXY(lock.target);
    const line = document.createElementNS(ns, "line");
    line.setAttribute("x1", ax + size / 2);
    line.setAttribute("y1", ay + size / 2);
    line.setAttribute("x2", tx + size / 2);
    line.setAttribute("y2", ty + size / 2);
    const title = document.createElementNS(ns, "title");
    title.textContent = lock.text;
    line.appendChild(title);
    layer.appendChild(line);
    lines.push(lock.text);
  }
  board.appendChild(layer);
  $("locks").innerHTML = "";
  for (const text of lines) {
    const p = document.createElement("p");
    p.textContent = "⊘ " + text;
    $("locks").appendChild(p);
  }
}

function drawLines() {
  const s = ui.state;
  const top = $("lines-top"), bottom = $("lines-bottom");
  top.innerHTML = "";
  bottom.innerHTML = "";
  if (!s.lines) return;
  // L-2, L-7: each side's line map along its own edge; L-8: the counts.
  const rows = ui.flipped ? [[top, "white"], [bottom, "black"]] : [[top, "black"], [bottom, "white"]];
  for (const [el, side] of rows) {
    const map = s.lines[side];
    el.dataset.side = side;
    el.title = (side === "white" ? "White" : "Black") + "'s lines (L-2): a piece landing on a file becomes that file's piece";
    for (let i = 0; i < 8; i++) {
      const f = ui.flipped ? 7 - i : i;
      const cell = document.createElement("div");
      cell.className = "cell";
      cell.dataset.file = FILES[f];
      cell.dataset.role = map.roles[f];
      const limit = s.lines.limit;
      const count = map.counts[f];
      if (limit !== null && count >= limit) cell.classList.add("full");
      cell.innerHTML = pieceSvg(side === "white" ? "w" : "b", map.roles[f]) +
        '<span class="count">' + count + (limit === null ? "" : "/" + limit) + "</span>";
      cell.title = FILES[f] + "-file: " + ROLE_NAMES[map.roles[f]] + " line, " + count + " piece(s)" +
        (limit === null ? "" : " of at most " + limit + " (L-8)");
      el.appendChild(cell);
    }
  }
}

// The clocks as the server last told them, counted down here between
// answers; the server alone decides when a flag falls (the poll fetches it).
function drawClocks() {
  const c = ui.state && ui.state.clock;
  $("clocks").hidden = !c;
  if (!c) return;
  const since = performance.now() - ui.clockAt;
  for (const el of document.querySelectorAll("#clocks .clock")) {
    const color = el.dataset.color;
    let ms = color === "white" ? c.white_ms : c.black_ms;
    if (c.running === color) ms = Math.max(0, ms - since);
    el.dataset.ms = String(Math.round(ms));
    const total = Math.ceil(ms / 100) / 10;
    const min = Math.floor(total / 60), sec = total - min * 60;
    el.textContent = (color === "white" ? "White " : "Black ") + min + ":" +
      (sec < 10 ? "0" : "") + (ms < 10000 ? sec.toFixed(1) : Math.floor(sec));
    el.classList.toggle("running", c.running === color);
    el.classList.toggle("low", ms < 10000);
    el.classList.toggle("flagged", c.flagged === color);
  }
  // Out of time on this screen: ask the server at once.
  if (c.running && since >= (c.running === "white" ? c.white_ms : c.black_ms) && !ui.asked) {
    ui.asked = true;
    poll();
  }
}

function drawStatus() {
  const s = ui.state;
  const st = $("status");
  if (s.outcome) {
    st.textContent = "Game over: " + s.outcome.result + " — " + s.outcome.text;
    st.className = "over";
  } else {
    const who = s.turn === "white" ? "White" : "Black";
    st.textContent = s.title + ": " + who + " to move" + (s.checked.length ? " (check)" : "");
    st.className = "";
  }
  const info = $("lines-info");
  if (s.lines) {
    const limit = s.lines.limit === null ? "no limit" : "at most " + s.lines.limit + " per line (L-8)";
    const top = ui.flipped ? "White" : "Black", bottom = ui.flipped ? "Black" : "White";
    info.textContent = "Line maps (L-2): " + top + "'s above the board, " + bottom +
      "'s below, with each side's pieces per line — " + limit + ". Gold dots mark every king.";
  } else {
    info.textContent = "";
  }
}

function moveText(m) {
  const ru = $("letters").value === "ru";
  if ($("notation").value === "long") return ru ? m.long_ru : m.long;
  return ru ? m.san_ru : m.san;
}

function drawMoves() {
  const list = $("moves");
  list.innerHTML = "";
  const h = ui.state.history;
  let li = null;
  for (const m of h) {
    if (m.color === "white" || !li) {
      li = document.createElement("li");
      li.value = Math.ceil(m.ply / 2);
      list.appendChild(li);
      if (m.color === "black") li.appendChild(document.createElement("span")).textContent = "…";
    }
    const span = document.createElement("span");
    span.className = "move";
    span.dataset.uci = m.uci;
    span.dataset.ply = m.ply;
    span.textContent = moveText(m);
    span.title = m.long + " / " + m.long_ru + " (UCI " + m.uci + ")" + (m.transform ? " — " + m.transform.text : "");
    if (ui.view === m.ply) span.classList.add("current");
    span.onclick = () => setView(m.ply);
    if (m.transform && ui.state.lines) {
      // L-3, L-6: the change of type beside the move; the SAN stays as
      // Part III writes it.
      const mark = document.createElement("span");
      mark.className = "mark";
      mark.textContent = m.transform.before.toUpperCase() + "→" + m.transform.after.toUpperCase();
      mark.title = m.transform.text;
      span.appendChild(mark);
    }
    li.appendChild(span);
  }
  if (ui.view === null) list.scrollTop = list.scrollHeight;
}

function animateMove(m) {
  const board = $("board");
  const moving = [];
  for (const mo of m.motions) {
    const el = board.querySelector('.piece[data-square="' + mo.to + '"]');
    if (!el) continue;
    const [fx, fy] = squareXY(mo.from);
    const [tx, ty] = squareXY(mo.to);
    el.style.transform = "translate(" + (fx - tx) + "px," + (fy - ty) + "px)";
    moving.push(el);
  }
  void board.offsetWidth; // start from the old squares
  for (const el of moving) {
    el.classList.add("moving");
    el.style.transform = "";
  }
  setTimeout(() => moving.forEach((el) => el.classList.remove("moving")), 400);
  if (m.swap) say("Swap (I-1): the two units changed places — " + m.long, "info");
  if (m.transform) {
    const el = board.querySelector('.piece[data-square="' + m.transform.square + '"]');
    if (el) el.classList.add("transformed");
    const badge = document.createElement("div");
    badge.className = "badge transform";
    badge.dataset.square = m.transform.square;
    badge.textContent = m.transform.before.toUpperCase() + "→" + m.transform.after.toUpperCase();
    badge.title = m.transform.text;
    const [x, y] = squareXY(m.transform.square);
    badge.style.left = x + 2 + "px";
    badge.style.top = y + sqSize() - 16 + "px";
    board.appendChild(badge);
    say(m.transform.text, "info");
  }
}

// ---------------------------------------------------------------- input

function destinations(from) {
  return ui.state.legal.filter((m) => m.from === from);
}

function showSelection() {
  const board = $("board");
  board.querySelectorAll(".sq.selected, .sq.dest").forEach((el) => el.classList.remove("selected", "dest", "occupied"));
  if (!ui.selected) return;
  const sel = board.querySelector('.sq[data-square="' + ui.selected + '"]');
  if (sel) sel.classList.add("selected");
  for (const m of destinations(ui.selected)) {
    const sq = board.querySelector('.sq[data-square="' + m.to + '"]');
    if (!sq) continue;
    sq.classList.add("dest");
    if (board.querySelector('.piece[data-square="' + m.to + '"]')) sq.classList.add("occupied");
  }
}

function ownUnitAt(name) {
  const s = ui.state;
  const u = s.units.find((x) => x.square === name);
  return u && u.color === s.turn[0];
}

function select(name) {
  ui.selected = name;
  showSelection();
}

async function tryMove(from, to) {
  ui.selected = null;
  showSelection();
  if (from === to) return;
  const options = destinations(from).filter((m) => m.to === to);
  const promotions = [...new Set(options.map((m) => m.promotion).filter((p) => p))];
  let promotion;
  if (promotions.length > 1) {
    promotion = await choosePromotion(to, promotions);
    if (!promotion) return;
  }
  await send("move", promotion ? { from, to, promotion } : { from, to });
}

function choosePromotion(to, roles) {
  return new Promise((resolve) => {
    const box = $("promotion");
    box.innerHTML = "";
    const color = ui.state.turn[0];
    for (const role of roles) {
      const b = document.createElement("button");
      b.dataset.role = role;
      b.title = "promote to a " + ROLE_NAMES[role];
      b.innerHTML = pieceSvg(color, role);
      b.onclick = () => { box.hidden = true; resolve(role); };
      box.appendChild(b);
    }
    const cancel = document.createElement("button");
    cancel.textContent = "✕";
    cancel.title = "cancel";
    cancel.onclick = () => { box.hidden = true; resolve(null); };
    box.appendChild(cancel);
    const [x, y] = squareXY(to);
    box.style.left = Math.min(x, 8 * sqSize() - (roles.length + 1) * sqSize()) + 14 + "px";
    box.style.top = y + "px";
    box.hidden = false;
  });
}

// Sends an action on the game shown: true if the server took it, false if
// it refused (the reason is shown), null if nothing was sent because an
// answer is still awaited.
async function send(action, body) {
  if (ui.busy) return null;
  ui.busy = true;
  let ok = false;
  try {
    const state = await gameApi("POST", ui.id, action, body);
    ui.epoch += 1;
    ui.state = state;
    ui.view = null;
    say("");
    render(state.played > 0);
    ok = true;
  } catch (e) {
    say(e.message);
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
    say(e.message);
  } finally {
    ui.busy = false;
  }
}

function boardPoint(ev) {
  const rect = $("board").getBoundingClientRect();
  return [ev.clientX - rect.left, ev.clientY - rect.top];
}

function unitAt(name) {
  return ui.state.units.find((x) => x.square === name);
}

function onPointerDown(ev) {
  if (!ui.state || ui.busy || ev.button !== 0) return;
  if (ui.view !== null) {
    say("This is a past position: Esc or \u201cBack to the game\u201d to play on.", "info");
    return;
  }
  const [x, y] = boardPoint(ev);
  const name = squareAt(x, y);
  if (!name) return;
  // Castling by click: the king, then its own castling partner (the rook;
  // Linear's queen-line partner, L-4). The server castles or says why not.
  const picked = ui.selected && unitAt(ui.selected);
  const target = unitAt(name);
  const partner = ui.state.lines ? "q" : "r";
  if (picked && picked.role === "k" && name !== ui.selected && target &&
      target.color === picked.color && target.role === partner) {
    tryMove(ui.selected, name);
    return;
  }
  const isDest = ui.selected && destinations(ui.selected).some((m) => m.to === name);
  if (ui.selected && name !== ui.selected && (isDest || !ownUnitAt(name))) {
    // A second click: the destination (legal or not: the server says why).
    tryMove(ui.selected, name);
    return;
  }
  if (!ownUnitAt(name) || !humanToMove()) {
    if (ui.state.outcome) say("The game is over: " + ui.state.outcome.text);
    else if (!humanToMove()) say("It is the computer's turn.");
    return;
  }
  const again = ui.selected === name;
  select(name);
  const el = $("board").querySelector('.piece[data-square="' + name + '"]');
  if (el) ui.drag = { from: name, el, x0: x, y0: y, moved: false, again };
  ev.preventDefault();
}

function onPointerMove(ev) {
  const d = ui.drag;
  if (!d) return;
  const [x, y] = boardPoint(ev);
  if (!d.moved && Math.hypot(x - d.x0, y - d.y0) < 5) return;
  d.moved = true;
  d.el.classList.add("dragging");
  const s = sqSize();
  d.el.style.left = x - s / 2 + "px";
  d.el.style.top = y - s / 2 + "px";
}

function onPointerUp(ev) {
  const d = ui.drag;
  ui.drag = null;
  if (!d) return;
  if (!d.moved) {
    if (d.again) select(null); // a second click on the picked unit drops it
    return;
  }
  d.el.classList.remove("dragging");
  place(d.el, d.from);
  const [x, y] = boardPoint(ev);
  const to = squareAt(x, y);
  if (to && to !== d.from) tryMove(d.from, to);
}

// ---------------------------------------------------------------- buttons

async function newGame(ev) {
  if (ev) ev.preventDefault();
  const opponent = $("opponent").value;
  const mine = $("side").value;
  const body = { rules: $("rules").value, opponent };
  if (opponent === "computer") {
    body.computer_side = mine === "white" ? "black" : "white";
    body.strength = Number($("strength").value);
  }
  const clock = $("clock").value;
  if (clock) {
    const [initial, increment] = clock.split("+").map(Number);
    body.clock = { initial, increment };
  }
  await settle();
  ui.flipped = opponent === "computer" && mine === "black";
  let started = false;
  try {
    const state = await api("POST", "/api/games", body);
    ui.epoch += 1;
    ui.state = state;
    ui.id = state.id;
    ui.view = null;
    ui.rules = state.rules;
    sessionStorage.setItem("game", ui.id);
    ui.selected = null;
    say("");
    render(false);
    started = true;
  } catch (e) {
    say(e.message);
  } finally {
    ui.busy = false;
  }
  if (started) await computerTurn();
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
    const state = await api("GET", "/api/games/" + id);
    ui.epoch += 1;
    ui.state = state;
    ui.id = id;
    ui.view = null;
    ui.selected = null;
    ui.rules = state.rules;
    sessionStorage.setItem("game", id);
    $("rules").value = state.rules;
    const opp = state.opponent;
    $("opponent").value = opp.kind;
    if (opp.kind === "computer") {
      $("side").value = opp.side === "white" ? "black" : "white";
      $("strength").value = String(opp.strength);
    }
    const c = state.clock;
    $("clock").value = c ? c.initial_ms / 1000 + "+" + c.increment_ms / 1000 : "";
    syncSetup();
    ui.flipped = opp.kind === "computer" && opp.side === "white";
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

function hashGame() {
  const m = /^#game=([0-9a-f]{32})$/.exec(location.hash);
  return m ? m[1] : null;
}

async function resume() {
  // `/#game=ID` opens a game the server holds (another tab's, or one set
  // up through the API); otherwise this tab's last game.
  const id = hashGame() || sessionStorage.getItem("game");
  if (id && await openGame(id)) return;
  sessionStorage.removeItem("game");
  await newGame();
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
  if (!ui.id || !ui.state || ui.busy || ui.drag || document.hidden) return;
  const epoch = ui.epoch, id = ui.id;
  try {
    const state = await gameApi("GET", id, null);
    if (epoch !== ui.epoch || id !== ui.id || ui.busy || ui.drag) return;
    const old = ui.state;
    const changed = state.fen !== old.fen || state.ply !== old.ply ||
      JSON.stringify(state.outcome) !== JSON.stringify(old.outcome);
    if (!changed) {
      // The same position: only the clocks move on.
      old.clock = state.clock;
      ui.clockAt = performance.now();
      ui.asked = false;
      drawClocks();
      return;
    }
    ui.epoch += 1;
    ui.state = state;
    if (ui.selected && !ownUnitAt(ui.selected)) ui.selected = null;
    render(state.ply === old.ply + 1 && ui.view === null);
  } catch (e) {
    say("This game is no longer on the server: " + e.message);
  }
}

// ------------------------------------------------------------- analysis

// Asks the engine about the position shown, when the player wants it; an
// answer for a position no longer shown is dropped.
async function analyse() {
  const on = $("analysis-on").checked;
  $("analysis").hidden = !on;
  if (!on || !ui.state) return;
  const ply = ui.view === null ? ui.state.history.length : ui.view;
  const key = ui.id + ":" + ply + ":" + ui.state.fen;
  if (ui.analysed === key) return;
  ui.analysed = key;
  $("analysis-text").textContent = "thinking…";
  try {
    const a = await api("POST", "/api/games/" + ui.id + "/analysis", { ply });
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
    $("analysis-text").textContent = score + " (depth " + a.depth + ", " + a.nodes + " nodes): " + a.line.join(" ");
  } catch (e) {
    if (ui.analysed === key) $("analysis-text").textContent = e.message;
  }
}

// ------------------------------------------------------------- navigation

function setView(ply) {
  if (!ui.state) return;
  const n = ui.state.history.length;
  ui.view = ply === null || ply >= n ? null : Math.max(0, ply);
  ui.selected = null;
  say("");
  render(false);
}

function step(delta) {
  if (!ui.state) return;
  const n = ui.state.history.length;
  const at = ui.view === null ? n : ui.view;
  setView(Math.min(n, Math.max(0, at + delta)));
}

function onKey(ev) {
  const tag = (ev.target && ev.target.tagName) || "";
  if (["INPUT", "TEXTAREA", "SELECT"].includes(tag)) return;
  const actions = {
    ArrowLeft: () => step(-1),
    ArrowRight: () => step(1),
    Home: () => setView(0),
    End: () => setView(null),
    Escape: () => setView(null),
  };
  if (actions[ev.key]) {
    ev.preventDefault();
    actions[ev.key]();
  }
}

// ---------------------------------------------------------------- setup

// "I play" and the strength mean something only against the computer.
function syncSetup() {
  const person = $("opponent").value === "person";
  $("side").disabled = person;
  $("strength").disabled = person;
}

function onRulesChange() {
  const chosen = $("rules").value;
  if (ui.rules && chosen !== ui.rules) {
    const title = $("rules").selectedOptions[0].textContent;
    if (window.confirm("Start a new " + title + " game? The game on the board is left as it is.")) {
      newGame();
    } else {
      $("rules").value = ui.rules;
    }
  }
}

async function exportPgn() {
  try {
    const text = await api("GET", "/api/games/" + ui.id + "/pgn");
    $("pgn").value = text;
    const link = $("download-pgn");
    link.href = URL.createObjectURL(new Blob([text], { type: "application/x-chess-pgn" }));
    link.hidden = false;
  } catch (e) {
    say(e.message);
  }
}

function setup() {
  const board = $("board");
  board.addEventListener("pointerdown", onPointerDown);
  window.addEventListener("pointermove", onPointerMove);
  window.addEventListener("pointerup", onPointerUp);
  $("setup").addEventListener("submit", newGame);
  $("undo").onclick = () => send("undo");
  $("claim").onclick = () => send("claim");
  $("resign").onclick = () => {
    const who = ui.state && ui.state.turn === "white" ? "White" : "Black";
    if (window.confirm(who + " resigns: end the game?")) send("resign");
  };
  $("flip").onclick = () => { ui.flipped = !ui.flipped; render(false); };
  $("notation").onchange = drawMoves;
  $("letters").onchange = drawMoves;
  $("opponent").onchange = syncSetup;
  $("rules").onchange = onRulesChange;
  $("live").onclick = () => setView(null);
  $("nav-first").onclick = () => setView(0);
  $("nav-prev").onclick = () => step(-1);
  $("nav-next").onclick = () => step(1);
  $("nav-last").onclick = () => setView(null);
  document.addEventListener("keydown", onKey);
  window.addEventListener("hashchange", () => {
    const id = hashGame();
    if (id && id !== ui.id) openGame(id).then((ok) => { if (!ok) say("No such game on this server: " + id); });
  });
  let resizing = null;
  window.addEventListener("resize", () => {
    clearTimeout(resizing);
    resizing = setTimeout(() => { if (ui.state) render(false); }, 100);
  });
  setInterval(poll, 1000);
  setInterval(drawClocks, 100);
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
    try { await navigator.clipboard.writeText(ui.state.fen); say("FEN copied", "info"); }
    catch (e) { $("fen").select(); say("Press Ctrl-C to copy the selected FEN", "info"); }
  };
  $("export-pgn").onclick = exportPgn;
  $("import-pgn").onclick = () => send("pgn", { pgn: $("pgn").value });
  syncSetup();
  resume();
}

setup();
