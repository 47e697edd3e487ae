// Tournaments on the board's page: which view the address asks for
// (`#tournaments`, `#tournament=ID` with `&organiser=TOKEN`,
// `&player=TOKEN` or `&view=projector`), the list and the form of a new
// tournament, the player's personal link, and what the views share (the
// tables of pairings and standings, the tokens this browser keeps). The
// page keeps no rule of its own: pairings, results and standings are the
// server's (the danilchuk-pairings crate). The organiser's page is
// tournament_organiser.js, the projector's tournament_projector.js.
"use strict";

// `epoch` counts the views opened, so that an answer for a view left is
// not drawn over the next one.
const TOURNAMENT = { view: null, id: null, token: null, data: null, timer: null, epoch: 0 };
const TIEBREAKS = ["buchholz_cut1", "buchholz", "sonneborn_berger", "direct_encounter", "wins"];
const RESULTS = ["1-0", "1/2-1/2", "0-1", "+/-", "-/+", "-/-"];
// How often a view asks the server again (results come from the games).
const TOURNAMENT_REFRESH_MS = 4000;

// An element: `props` are its attributes (`text`, `class`, `onclick`…,
// a boolean property such as `disabled` set as a property), then its
// children (elements or texts; null ones left out).
function el(tag, props, ...children) {
  const e = document.createElement(tag);
  for (const [k, v] of Object.entries(props || {})) {
    if (v === null || v === undefined || v === false) continue;
    if (k === "text") e.textContent = v;
    else if (k === "class") e.className = v;
    else if (k.startsWith("on")) e.addEventListener(k.slice(2), v);
    else if (typeof v === "boolean") e[k] = v;
    else e.setAttribute(k, String(v));
  }
  for (const c of children.flat()) if (c !== null && c !== undefined && c !== false) e.append(c);
  return e;
}

// What this browser keeps of tournament `id`: the organiser's token
// (`organiser`) and the personal tokens of the players it registered
// (`players`, by start number): a token is only in the answer that made it.
function keptTournament(id) {
  try {
    const kept = JSON.parse(localStorage.getItem("tournament:" + id) || "{}");
    return kept && typeof kept === "object" ? kept : {};
  } catch (e) {
    return {};
  }
}

function keepTournament(id, change) {
  const kept = keptTournament(id);
  change(kept);
  try { localStorage.setItem("tournament:" + id, JSON.stringify(kept)); } catch (e) { /* private mode */ }
}

function tournamentLink(id, kind, token) {
  return location.origin + "/#tournament=" + id + (kind ? "&" + kind + "=" + token : "");
}

// The view the address asks for, or null for the board.
function tournamentHash() {
  if (location.hash === "#tournaments") return { view: "list" };
  const m = /^#tournament=([A-Za-z0-9_-]{1,64})(?:&(organiser|player|view)=([A-Za-z0-9_-]{1,128}))?$/.exec(location.hash);
  if (!m) return null;
  const [, id, kind, value] = m;
  if (!kind || (kind === "view" && value !== "projector")) return { view: "public", id };
  if (kind === "view") return { view: "projector", id };
  return { view: kind, id, token: value };
}

// Shows the tournament view the address asks for: true if it asks for one
// (else the tournament view is left and the board shown).
function tournamentRoute() {
  const route = tournamentHash();
  TOURNAMENT.epoch += 1;
  clearInterval(TOURNAMENT.timer);
  TOURNAMENT.timer = null;
  document.body.classList.remove("tournament-mode", "projector");
  $("tournament-view").hidden = true;
  if (!route) {
    TOURNAMENT.view = null;
    return false;
  }
  Object.assign(TOURNAMENT, { view: route.view, id: route.id || null, token: route.token || null, data: null, shown: null });
  if (route.view === "organiser") keepTournament(route.id, (k) => { k.organiser = route.token; });
  document.body.classList.add("tournament-mode");
  document.body.classList.toggle("projector", route.view === "projector");
  const root = $("tournament-view");
  root.hidden = false;
  root.className = "t-" + route.view;
  root.textContent = "";
  if (route.view === "list") drawTournamentList(root);
  else if (route.view === "organiser") startOrganiser(root);
  else if (route.view === "player") startPlayer(root);
  else startWatching(root, route.view);
  return true;
}

// The view drawn again in the page's language: built anew (a form's
// typed values are lost, as the words of its labels change).
function tournamentRedraw() {
  if (TOURNAMENT.view) tournamentRoute();
}

// Asks the server for the tournament every few seconds and calls
// `draw(data)` when it changed.
function refreshTournament(draw) {
  const epoch = TOURNAMENT.epoch;
  TOURNAMENT.redraw = draw;
  const ask = async () => {
    if (document.hidden && TOURNAMENT.data) return;
    try {
      const data = await api("GET", "/api/tournaments/" + TOURNAMENT.id);
      if (epoch !== TOURNAMENT.epoch) return;
      TOURNAMENT.data = data;
      const seen = JSON.stringify(data);
      if (seen === TOURNAMENT.shown) return;
      TOURNAMENT.shown = seen;
      draw(data, false);
    } catch (e) {
      if (epoch !== TOURNAMENT.epoch) return;
      const note = document.querySelector("#tournament-view .t-error");
      if (note) note.textContent = e.status === 404 ? t("tournament.not_found") : tournamentError(e);
    }
  };
  ask();
  TOURNAMENT.timer = setInterval(ask, TOURNAMENT_REFRESH_MS);
}

// ------------------------------------------------------------ words

function pointsText(points) {
  const whole = Math.floor(points + 1e-9);
  const half = points - whole > 0.25;
  if (!half) return String(whole);
  return whole === 0 ? "½" : whole + "½";
}

function resultText(result) {
  if (!result) return t("tournament.result.pending");
  return result.replace("1/2-1/2", "½–½").replace("1-0", "1–0").replace("0-1", "0–1").replace(/-/g, "−");
}

function clockText(clock) {
  if (!clock) return "";
  return t("tournament.clock_value", { minutes: String(+(clock.initial / 60).toFixed(1)), increment: String(clock.increment) });
}

function playerOf(data, number) {
  return (data.players || []).find((p) => p.number === number) || { number, name: "#" + number, points: 0 };
}

function roundOf(data, round) {
  return (data.pairings || []).find((r) => r.round === round) || null;
}

function stateText(data) {
  return t("tournament.state." + data.state);
}

// "Round 2 of 7", or "Registration" before the first.
function roundLine(data) {
  if (!data.round) return t("tournament.round_none", { rounds: String(data.rounds) });
  return t("tournament.round_of", { round: String(data.round), rounds: String(data.rounds) });
}

// The line under a tournament's name: rules, clock, system, rounds.
function tournamentFacts(data) {
  return [t("rules." + data.rules), clockText(data.clock), t("tournament.system." + data.system), roundLine(data), stateText(data)]
    .filter(Boolean).join(" · ");
}

// The reason the server gives why the next round cannot be paired: its
// text's key (`club.round_unfinished`) and arguments, or a message
// (`{code, args}`).
function reasonText(why, args) {
  if (!why) return "";
  if (typeof why === "object") return messageText(why);
  return messageText({ code: why, args: args || {} });
}

function hasText(key) {
  return Object.prototype.hasOwnProperty.call(I18N.texts, key);
}

// A message of the tournament's server in the page's language: its key as
// given (`club.…`), in the group `club` or `refusal`; said as a sentence.
function messageText(message) {
  const code = String(message.code);
  const key = [code, "club." + code, "refusal." + code].find(hasText);
  if (!key) return t("tournament.why.other", { reason: code });
  const text = t(key, message.args || {});
  return text.charAt(0).toUpperCase() + text.slice(1);
}

// A failed request of a tournament's view, said.
function tournamentError(e) {
  const answer = e && e.answer;
  if (answer && answer.key && hasText(answer.key)) return messageText({ code: answer.key, args: answer.args });
  if (answer && answer.code && !hasText("refusal." + answer.code)) return messageText(answer);
  return errorText(e);
}

// ------------------------------------------------------------ tables

function table(caption, head, rows, cls) {
  return el("table", { class: "t-table " + (cls || "") },
    caption ? el("caption", { text: caption }) : null,
    el("thead", {}, el("tr", {}, head.map((h) => el("th", { scope: "col", text: h })))),
    el("tbody", {}, rows));
}

// The boards of round `round`: board, White, result, Black; `cell(board)`
// adds the organiser's controls as a last column.
function pairingsTable(data, round, cell, caption) {
  const r = roundOf(data, round);
  if (!r) return el("p", { class: "note", text: t("tournament.no_pairings") });
  const name = (n) => {
    const p = playerOf(data, n);
    return p.name + " (" + pointsText(p.points) + ")";
  };
  // The organiser's controls of a board: a row under it (a phone's
  // width holds no fifth column).
  const rows = r.boards.flatMap((b) => [el("tr", { class: "t-board" + (cell ? " t-has-controls" : "") },
    el("td", { class: "t-num", text: String(b.board) }),
    el("td", { text: name(b.white) }),
    el("td", { class: "t-result" + (b.result ? "" : " pending"), text: resultText(b.result) }),
    el("td", { text: name(b.black) })),
  cell ? el("tr", { class: "t-controls t-noprint" }, el("td"), el("td", { colspan: 3 }, cell(b))) : null].filter(Boolean));
  for (const bye of r.byes || []) {
    rows.push(el("tr", { class: "t-bye" },
      el("td", { class: "t-num", text: "" }),
      el("td", { text: playerOf(data, bye.player).name }),
      el("td", { class: "t-result", text: pointsText(bye.points) }),
      el("td", { text: t("tournament.bye." + bye.kind) })));
  }
  const head = [t("tournament.col.board"), t("tournament.col.white"), t("tournament.col.result"), t("tournament.col.black")];
  return table(caption || t("tournament.pairings_of", { round: String(round) }), head, rows, "t-pairings");
}

// The standings with the tie-breaks in the tournament's order (`limit`:
// the first tie-breaks only).
function standingsTable(data, limit) {
  const tbs = (data.tiebreaks || []).slice(0, limit === undefined ? undefined : limit);
  const head = [t("tournament.col.rank"), t("tournament.col.name"), t("tournament.col.points")]
    .concat(tbs.map((tb) => t("tournament.tb_short." + tb)));
  const rows = (data.standings || []).map((s) => el("tr", {},
    el("td", { class: "t-num", text: String(s.rank) }),
    el("td", { text: s.name }),
    el("td", { class: "t-num", text: pointsText(s.points) }),
    tbs.map((tb, i) => el("td", { class: "t-num", text: tbValue(s.tiebreaks[i]) }))));
  const caption = data.round ? t("tournament.standings_after", { round: String(data.round) }) : t("tournament.standings");
  const note = tbs.length ? el("p", { class: "note t-tb-note", text: tbs.map((tb) => t("tournament.tb_short." + tb) + " — " + t("tournament.tb." + tb)).join("; ") }) : null;
  return el("div", { class: "t-standings" }, table(caption, head, rows, "t-standings-table"), note);
}

// The crosstable: each player's rounds as the server writes them
// (`W5+`: white against number 5, won; `+5`/`-5`: won or lost by
// forfeit; `(1)`: points without a game), and the points.
function crosstableTable(data) {
  const rounds = (data.crosstable || []).reduce((n, row) => Math.max(n, row.rounds.length), 0);
  const head = [t("tournament.col.number"), t("tournament.col.name")]
    .concat(Array.from({ length: rounds }, (_, i) => String(i + 1)), [t("tournament.col.points")]);
  const rows = (data.crosstable || []).map((row) => el("tr", {},
    el("td", { class: "t-num", text: String(row.number) }),
    el("td", { text: row.name }),
    row.rounds.map((cell) => el("td", { class: "t-num", text: cell })),
    el("td", { class: "t-num", text: pointsText(row.points) })));
  const note = el("p", { class: "note t-tb-note", text: t("tournament.crosstable_note") });
  return el("div", { class: "t-crosstable" }, table(t("tournament.crosstable"), head, rows, "t-crosstable-table"), note);
}

function tbValue(v) {
  if (v === undefined || v === null) return "";
  return Number.isInteger(v) ? String(v) : pointsText(v).replace(/^(\d+)½$/, "$1½");
}

// An editor of the tie-break order: each with buttons to move it up or
// down; `changed(order)` on each move.
function tiebreakEditor(order, changed) {
  const list = el("ol", { class: "t-tiebreaks" });
  const draw = () => {
    list.textContent = "";
    order.forEach((tb, i) => {
      const move = (delta) => () => {
        const j = i + delta;
        [order[i], order[j]] = [order[j], order[i]];
        draw();
        changed(order);
        list.querySelectorAll("li")[j].querySelector("button:not(:disabled)").focus();
      };
      list.append(el("li", { "data-tb": tb },
        el("span", { text: t("tournament.tb." + tb) }), " ",
        el("button", { type: "button", text: "↑", "aria-label": t("tournament.tb_up", { name: t("tournament.tb." + tb) }), disabled: i === 0, onclick: move(-1) }),
        el("button", { type: "button", text: "↓", "aria-label": t("tournament.tb_down", { name: t("tournament.tb." + tb) }), disabled: i === order.length - 1, onclick: move(1) })));
    });
  };
  draw();
  return list;
}

// A link to copy: tried on the clipboard, else offered to copy by hand
// (a club server's plain http address has no clipboard).
async function copyLink(link, status) {
  try {
    await navigator.clipboard.writeText(link);
    if (status) status.textContent = t("tournament.copied");
  } catch (e) {
    window.prompt(t("tournament.copy_prompt"), link);
  }
}

function linkBox(label, link, cls) {
  const status = el("span", { class: "note", role: "status" });
  return el("div", { class: "t-link " + (cls || "") },
    el("span", { text: label }), " ",
    el("a", { href: link, text: link }), " ",
    el("button", { type: "button", class: "t-noprint", text: t("tournament.copy"), onclick: () => copyLink(link, status) }), " ",
    status);
}

// A file the server answers, offered as a download.
async function downloadFile(path, name, type, token) {
  const text = await api("GET", path, undefined, token);
  const a = el("a", { href: URL.createObjectURL(new Blob([text], { type })), download: name });
  document.body.append(a);
  a.click();
  a.remove();
  setTimeout(() => URL.revokeObjectURL(a.href), 10000);
}

function backLinks(id) {
  const kept = id ? keptTournament(id) : {};
  return el("nav", { class: "t-nav t-noprint" },
    el("a", { href: "#", text: t("tournament.back_board") }), " · ",
    el("a", { href: "#tournaments", text: t("tournament.all") }),
    id && kept.organiser && TOURNAMENT.view !== "organiser"
      ? [" · ", el("a", { href: "#tournament=" + id + "&organiser=" + kept.organiser, text: t("tournament.organiser_page") })] : null,
    id && TOURNAMENT.view !== "projector"
      ? [" · ", el("a", { href: "#tournament=" + id + "&view=projector", text: t("tournament.projector") })] : null);
}

// ------------------------------------------------------------ the list

async function drawTournamentList(root) {
  const epoch = TOURNAMENT.epoch;
  const list = el("ul", { class: "t-list" });
  const error = el("p", { class: "t-error", role: "status" });
  root.append(el("h2", { text: t("tournament.title") }), backLinks(null), error, list,
    el("h2", { text: t("tournament.new") }), newTournamentForm(error),
    el("h2", { text: t("tournament.import") }), importForm(error));
  try {
    const answer = await api("GET", "/api/tournaments");
    if (epoch !== TOURNAMENT.epoch) return;
    for (const item of answer.tournaments || []) {
      const kept = keptTournament(item.id);
      const facts = [t("rules." + item.rules), t("tournament.system." + item.system),
        item.round ? t("tournament.round_of", { round: String(item.round), rounds: String(item.rounds) }) : t("tournament.round_none", { rounds: String(item.rounds) }),
        t("tournament.players_count", { count: String(item.players) }), t("tournament.state." + item.state)].join(" · ");
      list.append(el("li", {},
        el("a", { href: "#tournament=" + item.id + (kept.organiser ? "&organiser=" + kept.organiser : ""), text: item.name }),
        kept.organiser ? " · " + t("tournament.yours") : "", el("br"), el("span", { class: "note", text: facts })));
    }
    if (!list.children.length) list.append(el("li", { class: "note", text: t("tournament.none") }));
  } catch (e) {
    if (epoch === TOURNAMENT.epoch) error.textContent = tournamentError(e);
  }
}

function field(label, control) {
  return el("label", { class: "t-field" }, el("span", { text: label }), control);
}

function options(values, text, chosen) {
  return values.map((v) => el("option", { value: v, text: text(v), selected: v === chosen }));
}

function newTournamentForm(error) {
  const order = TIEBREAKS.slice();
  const name = el("input", { id: "t-name", maxlength: 60, required: true, autocomplete: "off" });
  const rules = el("select", { id: "t-rules" }, options(["chess", "immortal", "linear", "linear3", "linear2"], (r) => t("rules." + r), "chess"));
  const clock = el("select", { id: "t-clock" },
    options(["900+5", "600+5", "1500+10", "5400+30", "other"], (c) => c === "other" ? t("tournament.clock_other") : clockText({ initial: +c.split("+")[0], increment: +c.split("+")[1] }), "900+5"));
  const minutes = el("input", { id: "t-minutes", type: "number", min: 1, max: 600, value: 15, inputmode: "numeric" });
  const increment = el("input", { id: "t-increment", type: "number", min: 0, max: 600, value: 5, inputmode: "numeric" });
  const own = el("div", { class: "t-row", hidden: true },
    field(t("tournament.clock_minutes"), minutes), field(t("tournament.clock_increment"), increment));
  clock.onchange = () => { own.hidden = clock.value !== "other"; };
  const rounds = el("input", { id: "t-rounds", type: "number", min: 1, max: 99, value: 5, inputmode: "numeric", required: true });
  const system = el("select", { id: "t-system" }, options(["swiss", "round_robin", "double_round_robin"], (s) => t("tournament.system." + s), "swiss"));
  const bye = el("select", { id: "t-bye" }, options(["1", "0.5", "0"], (p) => t("tournament.bye_points_value", { points: pointsText(+p) }), "1"));
  const site = el("input", { id: "t-site", maxlength: 60, autocomplete: "off" });
  const date = el("input", { id: "t-date", type: "date" });
  const button = el("button", { type: "submit", id: "t-create", text: t("tournament.create") });
  const form = el("form", { id: "t-new", class: "t-form" },
    field(t("tournament.name"), name), field(t("setup.rules"), rules), field(t("setup.clock"), clock), own,
    field(t("tournament.rounds"), rounds), field(t("tournament.system_label"), system),
    field(t("tournament.bye_points"), bye),
    el("fieldset", {}, el("legend", { text: t("tournament.tiebreaks") }), tiebreakEditor(order, () => {})),
    field(t("tournament.site"), site), field(t("tournament.date"), date), button);
  form.addEventListener("submit", async (event) => {
    event.preventDefault();
    const [initial, inc] = clock.value === "other"
      ? [Math.round(+minutes.value * 60), Math.round(+increment.value)]
      : clock.value.split("+").map(Number);
    const body = {
      name: name.value.trim(), rules: rules.value, clock: { initial, increment: inc },
      rounds: Math.round(+rounds.value), system: system.value, bye_points: +bye.value, tiebreaks: order.slice(),
    };
    if (site.value.trim()) body.site = site.value.trim();
    if (date.value) body.date = date.value;
    await createTournament(body, error, button);
  });
  return form;
}

// Makes a tournament (or imports one): its organiser's token kept, its
// organiser's page opened.
async function createTournament(body, error, button) {
  button.disabled = true;
  error.textContent = "";
  try {
    const made = await api("POST", "/api/tournaments", body);
    keepTournament(made.id, (k) => { k.organiser = made.organiser_token; k.fresh = true; });
    location.hash = "#tournament=" + made.id + "&organiser=" + made.organiser_token;
  } catch (e) {
    error.textContent = tournamentError(e);
  } finally {
    button.disabled = false;
  }
}

function importForm(error) {
  const file = el("input", { type: "file", id: "t-trf-file", accept: ".trf,.txt,text/plain" });
  const button = el("button", { type: "submit", text: t("tournament.import_button") });
  const form = el("form", { class: "t-form t-noprint" }, field(t("tournament.import_file"), file), button);
  form.addEventListener("submit", async (event) => {
    event.preventDefault();
    if (!file.files.length) {
      error.textContent = t("tournament.import_none");
      return;
    }
    await createTournament({ trf: await file.files[0].text() }, error, button);
  });
  return form;
}

// ------------------------------------------------------------ a player's link

// `#tournament=ID&player=TOKEN`: the player's current game opened with
// their token, the board turned to their side; between rounds their
// standing, asked again every few seconds.
function startPlayer(root) {
  const epoch = TOURNAMENT.epoch;
  const box = el("div", { class: "t-me", role: "status" });
  const error = el("p", { class: "t-error", role: "status" });
  root.append(backLinks(TOURNAMENT.id), el("h2", { class: "t-name" }), box, error);
  const base = "/api/tournaments/" + TOURNAMENT.id;
  const check = async () => {
    try {
      const me = await api("GET", base + "/me", undefined, TOURNAMENT.token);
      const data = await api("GET", base);
      if (epoch !== TOURNAMENT.epoch) return;
      TOURNAMENT.data = data;
      TOURNAMENT.me = me;
      error.textContent = "";
      drawPlayer(root, box, data, me);
    } catch (e) {
      if (epoch === TOURNAMENT.epoch) error.textContent = e.status === 404 ? t("tournament.not_found") : tournamentError(e);
    }
  };
  TOURNAMENT.redraw = (data) => drawPlayer(root, box, data, TOURNAMENT.me);
  check();
  TOURNAMENT.timer = setInterval(check, TOURNAMENT_REFRESH_MS);
}

function drawPlayer(root, box, data, me) {
  root.querySelector(".t-name").textContent = data.name;
  const r = roundOf(data, me.round);
  const board = r && r.boards.find((b) => b.white === me.player || b.black === me.player);
  if (me.game && board && !board.result) {
    openTournamentGame(me.game, me.side);
    return;
  }
  const standing = (data.standings || []).find((s) => s.number === me.player);
  const lines = [t("tournament.me_hello", { name: me.name })];
  if (standing) lines.push(t("tournament.me_standing", { rank: String(standing.rank), points: pointsText(standing.points), count: String(data.standings.length) }));
  if (board && !board.result) {
    const white = board.white === me.player;
    lines.push(t("tournament.me_over_board", {
      round: String(me.round), board: String(board.board),
      color: white ? "@color.white" : "@color.black", opponent: playerOf(data, white ? board.black : board.white).name,
    }));
  } else if (board) {
    lines.push(t("tournament.me_result", { round: String(me.round), result: resultText(board.result) }));
  }
  const bye = r && (r.byes || []).find((b) => b.player === me.player);
  if (bye) lines.push(t("tournament.me_bye", { round: String(me.round), points: pointsText(bye.points) }));
  lines.push(t(data.state === "finished" ? "tournament.me_finished" : "tournament.me_waiting"));
  box.textContent = "";
  for (const line of lines) box.append(el("p", { text: line }));
}

// Opens the player's game with their token, turned to their side; the
// game's page offers the way back (`drawTournamentBack`).
function openTournamentGame(game, side) {
  try {
    localStorage.setItem("flip:" + game, side === "black" ? "1" : "0");
    const back = JSON.parse(localStorage.getItem("tournament-games") || "{}");
    back[game] = location.hash;
    localStorage.setItem("tournament-games", JSON.stringify(back));
  } catch (e) { /* private mode */ }
  location.hash = "#game=" + game + "&seat=" + TOURNAMENT.token;
}

// In the game's view: a link back to the tournament if the game was
// opened from a personal link.
function drawTournamentBack(game) {
  const box = $("tournament-back");
  if (!box) return;
  let back = null;
  try { back = JSON.parse(localStorage.getItem("tournament-games") || "{}")[game] || null; } catch (e) { back = null; }
  box.hidden = !back;
  if (back) box.querySelector("a").href = back;
}

// ------------------------------------------------------------ watching

// `#tournament=ID` and the projector: the round's pairings and the
// standings, asked again every few seconds.
function startWatching(root, view) {
  root.append(el("p", { class: "t-error", role: "status" }));
  refreshTournament((data) => drawWatching(root, data, view));
}
