// The organiser's page of a tournament (`#tournament=ID&organiser=TOKEN`):
// registration (and late entry), withdrawal, a half-point bye, pairing the
// next round, the arbiter's results, the players' personal links, the
// tie-break order, the files (TRF, PGN) and the printed sheets. Every
// action is the server's: the page sends it with the organiser's token
// and draws the tournament the server answers.
"use strict";

function startOrganiser(root) {
  const id = TOURNAMENT.id;
  const error = el("p", { class: "t-error", role: "status" });
  const head = el("div", { class: "t-head" });
  const kept = keptTournament(id);
  const fresh = kept.fresh;
  if (fresh) keepTournament(id, (k) => { delete k.fresh; });
  const bookmark = el("div", { class: "t-bookmark t-noprint" + (fresh ? " fresh" : "") },
    el("p", { text: t("tournament.bookmark") }),
    linkBox(t("tournament.organiser_link"), tournamentLink(id, "organiser", TOURNAMENT.token)),
    linkBox(t("tournament.projector_link"), tournamentLink(id, "view", "projector")));
  const notice = el("div", { class: "t-notice t-noprint", role: "status", hidden: true });
  const parts = {
    players: el("section", { class: "t-part", "data-part": "players" }),
    round: el("section", { class: "t-part", "data-part": "pairings" }),
    earlier: el("section", { class: "t-part t-noprint", "data-part": "earlier" }),
    standings: el("section", { class: "t-part", "data-part": "standings" }),
    settings: el("section", { class: "t-part t-noprint", "data-part": "settings" }),
  };
  const sheets = el("section", { class: "t-sheets", "data-part": "scoresheets" });
  root.append(backLinks(id), head, error, bookmark, notice,
    el("h3", { class: "t-noprint", text: t("tournament.register") }), registrationForm(error, notice),
    parts.players, parts.round, parts.earlier, parts.standings, parts.settings,
    filesPart(error), sheets);
  const draw = (data) => {
    head.textContent = "";
    head.append(el("h2", { class: "t-name", text: data.name }), el("p", { class: "t-facts", text: tournamentFacts(data) }));
    drawPlayersPart(parts.players, data, error);
    drawRoundPart(parts.round, data, error);
    drawEarlierPart(parts.earlier, data, error);
    parts.standings.textContent = "";
    parts.standings.append(standingsTable(data));
    if (data.round) parts.standings.append(crosstableTable(data));
    drawSettingsPart(parts.settings, data, error);
    const reg = root.querySelector("#t-register h3, #t-register-button");
    if (reg) reg.textContent = t(data.round ? "tournament.late_entry" : "tournament.register_button");
  };
  refreshTournament(draw);
}

// A request of the organiser: the tournament it answers drawn at once.
async function organiserAct(method, path, body, error) {
  error.textContent = "";
  try {
    const answer = await api(method, "/api/tournaments/" + TOURNAMENT.id + path, body, TOURNAMENT.token);
    if (answer && answer.id && answer.players && TOURNAMENT.redraw) {
      TOURNAMENT.data = answer;
      TOURNAMENT.shown = JSON.stringify(answer);
      TOURNAMENT.redraw(answer, false);
    }
    return answer;
  } catch (e) {
    error.textContent = tournamentError(e);
    return null;
  }
}

// Asks for the tournament again now (after an answer that is not the
// tournament itself).
async function refreshNow() {
  TOURNAMENT.shown = null;
  const data = await api("GET", "/api/tournaments/" + TOURNAMENT.id);
  TOURNAMENT.data = data;
  TOURNAMENT.shown = JSON.stringify(data);
  if (TOURNAMENT.redraw) TOURNAMENT.redraw(data, false);
}

function registrationForm(error, notice) {
  const name = el("input", { id: "t-player-name", maxlength: 60, required: true, autocomplete: "off" });
  const rating = el("input", { id: "t-player-rating", type: "number", min: 0, max: 3500, inputmode: "numeric" });
  const club = el("input", { id: "t-player-club", maxlength: 60, autocomplete: "off" });
  const button = el("button", { type: "submit", id: "t-register-button", text: t("tournament.register_button") });
  const form = el("form", { id: "t-register", class: "t-form t-noprint" },
    field(t("tournament.player_name"), name), field(t("tournament.rating"), rating), field(t("tournament.club"), club), button);
  form.addEventListener("submit", async (event) => {
    event.preventDefault();
    const body = { name: name.value.trim() };
    if (rating.value !== "") body.rating = Math.round(+rating.value);
    if (club.value.trim()) body.club = club.value.trim();
    button.disabled = true;
    const made = await organiserAct("POST", "/players", body, error);
    button.disabled = false;
    if (!made || !made.player) return;
    keepTournament(TOURNAMENT.id, (k) => {
      k.players = k.players || {};
      k.players[made.player.number] = made.token;
    });
    notice.hidden = false;
    notice.textContent = "";
    notice.append(el("p", { text: t("tournament.registered", { name: made.player.name, number: String(made.player.number) }) }),
      linkBox(t("tournament.personal_link"), tournamentLink(TOURNAMENT.id, "player", made.token)));
    form.reset();
    name.focus();
    await refreshNow().catch(() => {});
  });
  return form;
}

// The players: start number, name, rating, club, points, and per player
// the personal link (if this browser registered them), a half-point bye
// for the next round and the withdrawal.
function drawPlayersPart(part, data, error) {
  part.textContent = "";
  const links = keptTournament(TOURNAMENT.id).players || {};
  const next = data.round + 1;
  const rows = (data.players || []).map((p) => {
    const token = links[p.number];
    const actions = el("span", { class: "t-actions" },
      token ? el("button", { type: "button", class: "t-copy-link", text: t("tournament.copy_link"),
        onclick: (e) => copyLink(tournamentLink(TOURNAMENT.id, "player", token), e.target.nextElementSibling) }) : null,
      token ? el("span", { class: "note", role: "status" }) : null,
      !p.withdrawn && next <= data.rounds ? el("button", { type: "button", text: t("tournament.half_bye", { round: String(next) }),
        onclick: () => organiserAct("POST", "/bye", { player: p.number, round: next }, error).then((a) => {
          if (!a) return;
          const notice = document.querySelector("#tournament-view .t-notice");
          notice.hidden = false;
          notice.textContent = "";
          notice.append(el("p", { text: t("tournament.bye_requested", { name: p.name, round: String(next) }) }));
        }) }) : null,
      !p.withdrawn ? el("button", { type: "button", text: t("tournament.withdraw"), onclick: () => {
        if (window.confirm(t("tournament.withdraw_confirm", { name: p.name }))) organiserAct("POST", "/withdraw", { player: p.number }, error);
      } }) : null);
    // The actions: a row under the player's (a phone's width).
    return [el("tr", { class: "t-player" + (p.withdrawn ? " t-withdrawn" : "") },
      el("td", { class: "t-num", text: String(p.number) }),
      el("td", {}, token ? el("a", { href: tournamentLink(TOURNAMENT.id, "player", token), text: p.name, title: t("tournament.personal_link") }) : p.name,
        p.withdrawn ? " (" + t("tournament.withdrawn") + ")" : ""),
      el("td", { class: "t-num", text: p.rating ? String(p.rating) : "" }),
      el("td", { text: p.club || "" }),
      el("td", { class: "t-num", text: pointsText(p.points) })),
    actions.children.length ? el("tr", { class: "t-controls t-noprint" }, el("td"), el("td", { colspan: 4 }, actions)) : null].filter(Boolean);
  }).flat();
  const head = [t("tournament.col.number"), t("tournament.col.name"), t("tournament.col.rating"), t("tournament.col.club"), t("tournament.col.points")];
  const count = (data.players || []).length;
  part.append(table(t("tournament.players_count", { count: String(count) }), head, rows, "t-players"));
  if (count && !Object.keys(links).length) part.append(el("p", { class: "note", text: t("tournament.links_elsewhere") }));
}

// The round being played: the button that pairs the next one (disabled
// with the server's reason), and each board with its result.
function drawRoundPart(part, data, error) {
  part.textContent = "";
  const next = data.round + 1;
  if (next <= data.rounds) {
    const why = data.can_pair ? "" : reasonText(data.why_not, data.why_not_args);
    part.append(el("div", { class: "t-row t-noprint" },
      el("button", { type: "button", id: "t-pair", class: "t-main", text: t("tournament.pair", { round: String(next) }), disabled: !data.can_pair,
        "aria-describedby": why ? "t-why" : null,
        onclick: async (e) => {
          // Held while the server pairs; given back if it refuses.
          e.target.disabled = true;
          if (!(await organiserAct("POST", "/pair", undefined, error))) e.target.disabled = false;
        } }),
      why ? el("span", { id: "t-why", class: "note", text: why }) : null));
  }
  if (data.round) part.append(pairingsTable(data, data.round, (b) => resultControl(data.round, b, error)));
  if (data.round) {
    part.append(el("div", { class: "t-row t-noprint" },
      el("button", { type: "button", text: t("tournament.print_pairings"), onclick: () => printPart("pairings") }),
      el("button", { type: "button", id: "t-print-sheets", text: t("tournament.print_scoresheets"), onclick: () => printPart("scoresheets") })));
  }
}

function drawEarlierPart(part, data, error) {
  part.textContent = "";
  for (let round = data.round - 1; round >= 1; round--) {
    part.append(el("details", {}, el("summary", { text: t("tournament.pairings_of", { round: String(round) }) }),
      pairingsTable(data, round, (b) => resultControl(round, b, error))));
  }
}

// The arbiter's result of a board: chosen, or cleared (then the game's
// result counts); the game to watch.
function resultControl(round, board, error) {
  const label = t("tournament.arbiter_result", { board: String(board.board) });
  const select = el("select", { "aria-label": label, title: label, class: "t-result-select" },
    el("option", { value: "", text: board.game ? t("tournament.from_game") : "—" }),
    RESULTS.map((r) => el("option", { value: r, text: resultText(r), selected: board.by === "arbiter" && board.result === r })));
  select.onchange = () => organiserAct("POST", "/result", { round, board: board.board, result: select.value || null }, error);
  return el("span", { class: "t-actions" }, select,
    board.by ? el("span", { class: "note", text: t("tournament.by." + board.by) }) : null,
    board.game ? el("a", { href: "#game=" + board.game, text: t("tournament.watch") }) : el("span", { class: "note", text: t("tournament.over_board") }));
}

// The tie-break order, saved when the organiser asks.
function drawSettingsPart(part, data, error) {
  if (part.dataset.dirty === "1") return;
  part.textContent = "";
  const order = (data.tiebreaks || TIEBREAKS).slice();
  const save = el("button", { type: "button", text: t("tournament.save_order"), disabled: true,
    onclick: async () => {
      const answer = await organiserAct("POST", "/settings", { tiebreaks: order.slice() }, error);
      if (answer) { part.dataset.dirty = ""; drawSettingsPart(part, answer, error); }
    } });
  part.append(el("h3", { text: t("tournament.tiebreaks") }),
    tiebreakEditor(order, () => { part.dataset.dirty = "1"; save.disabled = false; }), save,
    el("div", { class: "t-row" },
      el("button", { type: "button", text: t("tournament.print_standings"), onclick: () => printPart("standings") })));
}

function filesPart(error) {
  const id = TOURNAMENT.id;
  const fail = (e) => { error.textContent = tournamentError(e); };
  return el("section", { class: "t-part t-noprint", "data-part": "files" },
    el("h3", { text: t("tournament.files") }),
    el("div", { class: "t-row" },
      el("button", { type: "button", text: t("tournament.download_trf"),
        onclick: () => downloadFile("/api/tournaments/" + id + "/trf", "tournament-" + id + ".trf", "text/plain", TOURNAMENT.token).catch(fail) }),
      el("button", { type: "button", text: t("tournament.download_pgn"),
        onclick: () => downloadFile("/api/tournaments/" + id + "/pgn", "tournament-" + id + ".pgn", "application/x-chess-pgn", TOURNAMENT.token).catch(fail) })),
    el("h3", { text: t("tournament.import") }), importForm(error));
}

// Prints one part: the pairings, the standings, or a scoresheet per board
// of the round (event, round, board, players, 60 numbered move lines).
function printPart(part) {
  const data = TOURNAMENT.data;
  if (!data) return;
  if (part === "scoresheets") drawScoresheets(document.querySelector("#tournament-view .t-sheets"), data);
  document.body.dataset.print = part;
  const done = () => { delete document.body.dataset.print; window.removeEventListener("afterprint", done); };
  window.addEventListener("afterprint", done);
  window.print();
}

function drawScoresheets(box, data) {
  box.textContent = "";
  const r = roundOf(data, data.round);
  if (!r) return;
  const lines = (from) => {
    const rows = [];
    for (let n = from; n < from + 30; n++) rows.push(el("tr", {}, el("td", { class: "t-num", text: String(n) }), el("td"), el("td")));
    return table(null, [t("tournament.col.move"), t("tournament.col.white"), t("tournament.col.black")], rows, "t-moves");
  };
  for (const b of r.boards) {
    const fact = (label, value) => el("div", {}, el("span", { class: "t-label", text: label + ": " }), el("strong", { text: value }));
    box.append(el("article", { class: "t-sheet" },
      el("h2", { text: t("tournament.scoresheet") }),
      el("div", { class: "t-sheet-facts" },
        fact(t("tournament.event"), data.name),
        fact(t("tournament.col.round"), String(data.round)),
        fact(t("tournament.col.board"), String(b.board)),
        fact(t("setup.rules"), t("rules." + data.rules)),
        fact(t("setup.clock"), clockText(data.clock)),
        data.date ? fact(t("tournament.date"), data.date) : null,
        fact(t("tournament.col.white"), playerOf(data, b.white).name),
        fact(t("tournament.col.black"), playerOf(data, b.black).name)),
      el("div", { class: "t-sheet-lines" }, lines(1), lines(31)),
      el("div", { class: "t-sheet-sign" },
        el("span", { text: t("tournament.col.result") + ": ______" }),
        el("span", { text: t("tournament.signature_white") + ": ____________" }),
        el("span", { text: t("tournament.signature_black") + ": ____________" }))));
  }
}
