// Seats: the tokens this browser holds for its games (kept in
// localStorage, per game and side), the private link that carries a
// side's token to another device, the invitation to the other seat of a
// game on two devices (the creator's to send; the invited player's to take
// the seat with), and the list of recent games to reopen.
// The server decides who may act; the page only sends the token of the
// side it acts for.
"use strict";

// The tokens held for game `id`: { white?, black? }.
function heldSeats(id) {
  try {
    const kept = JSON.parse(localStorage.getItem("seats:" + id) || "{}");
    return kept && typeof kept === "object" ? kept : {};
  } catch (e) {
    return {};
  }
}

// Keeps the tokens an answer gave (only the answer that makes or claims a
// seat carries them).
function keepSeats(state) {
  if (!state || !state.tokens) return;
  const held = heldSeats(state.id);
  for (const side of ["white", "black"]) if (state.tokens[side]) held[side] = state.tokens[side];
  if (state.tokens.invitation) held.invitation = state.tokens.invitation;
  try { localStorage.setItem("seats:" + state.id, JSON.stringify(held)); } catch (e) { /* private mode */ }
}

// The token to act for `side` in game `id`: that side's, else any held
// (at one screen the server asks for the seat the action is for; on two
// devices a wrong one is refused, as it should be).
function seatToken(id, side) {
  const held = heldSeats(id);
  return (side && held[side]) || held.white || held.black || null;
}

// The side this browser plays in game `state`, if it holds just one.
function mySide(state) {
  const held = heldSeats(state.id);
  if (held.white && !held.black) return "white";
  if (held.black && !held.white) return "black";
  return null;
}

// `#game=ID&seat=TOKEN`, a side's private link: the token is kept and the
// address bar shows the watch link only. `#game=ID&invite=SECRET`, an
// invitation to a seat: kept to take the seat with.
function takeSeatFromHash() {
  const invite = /^#game=([0-9a-f]{32})&invite=([0-9a-f]{32,64})$/.exec(location.hash);
  if (invite) {
    const held = heldSeats(invite[1]);
    held.offered = invite[2];
    try { localStorage.setItem("seats:" + invite[1], JSON.stringify(held)); } catch (e) { /* private mode */ }
    history.replaceState(null, "", "#game=" + invite[1]);
    return;
  }
  const m = /^#game=([0-9a-f]{32})&seat=([0-9a-f]{32,64})$/.exec(location.hash);
  if (!m) return;
  const [, id, token] = m;
  const held = heldSeats(id);
  // Which side it holds the server tells on the first answer (`you`).
  held.pending = token;
  try { localStorage.setItem("seats:" + id, JSON.stringify(held)); } catch (e) { /* private mode */ }
  history.replaceState(null, "", "#game=" + id);
}

// A link's token not yet known by its side: the answer's `you` says it.
function settleSeat(state, token) {
  const held = heldSeats(state.id);
  if (!held.pending || held.pending !== token) return;
  delete held.pending;
  if (state.you) held[state.you] = token;
  try { localStorage.setItem("seats:" + state.id, JSON.stringify(held)); } catch (e) { /* private mode */ }
}

// The private link of `side` in game `id`, if this browser holds it.
function privateLink(id, side) {
  const token = heldSeats(id)[side];
  return token ? location.origin + "/#game=" + id + "&seat=" + token : null;
}

// The invitation to the other seat of game `id`, as a link, if this
// browser made the game.
function invitationLink(id) {
  const secret = heldSeats(id).invitation;
  return secret ? location.origin + "/#game=" + id + "&invite=" + secret : null;
}

// The invitation this browser was sent for game `id`, if any; `forget`
// drops it once the seat is taken.
function offeredInvitation(id, forget) {
  const held = heldSeats(id);
  const secret = held.offered || null;
  if (forget && secret) {
    delete held.offered;
    try { localStorage.setItem("seats:" + id, JSON.stringify(held)); } catch (e) { /* private mode */ }
  }
  return secret;
}

// The games of the guide's lesson boards this browser made (the last
// 200): not listed among the recent games.
function lessonIds() {
  try {
    const kept = JSON.parse(localStorage.getItem("lessons") || "[]");
    return Array.isArray(kept) ? kept : [];
  } catch (e) {
    return [];
  }
}

function keepLesson(id) {
  const kept = lessonIds().filter((k) => k !== id);
  kept.push(id);
  try { localStorage.setItem("lessons", JSON.stringify(kept.slice(-200))); } catch (e) { /* private mode */ }
}

// The recent games the server keeps, as links to reopen them (not the
// guide's lesson boards).
async function drawRecentGames() {
  const list = $("recent-list");
  if (!list) return;
  let answer;
  try {
    answer = await api("GET", "/api/games");
  } catch (e) {
    return;
  }
  list.textContent = "";
  const lessons = new Set(lessonIds());
  const games = (answer.games || []).filter((g) => !lessons.has(g.id));
  for (const g of games) {
    const li = document.createElement("li");
    const a = document.createElement("a");
    a.href = "#game=" + g.id;
    const held = heldSeats(g.id);
    const mine = held.white || held.black ? " · " + t("recent.yours") : "";
    const result = g.result ? g.result : t("recent.live");
    a.textContent = t("recent.item", {
      title: t("rules." + g.rules), ply: String(g.ply), result,
    }) + mine;
    li.append(a);
    list.append(li);
  }
  $("recent-empty").hidden = games.length > 0;
}
