// The rules guide: each rule set's rules in a player's words (the texts
// `guide.*` of the language files), each rule beside a small live board.
// A live board is a real game on the server, set up from a FEN through
// the API; the server decides what is legal there, as on the main board.
// Every rule id shown on the page (I-3, L-8, …) links to its part here.
"use strict";

const guide = { data: null, set: null, lang: null, boards: [], opener: null };

async function guideData() {
  if (!guide.data) guide.data = await api("GET", "/guide.json");
  return guide.data;
}

// The rule set family of a game's rules: chess, immortal or linear.
function rulesFamily(rules) {
  return rules && rules.startsWith("linear") ? "linear" : rules || "chess";
}

// The set and section a rule id belongs to, looked up first in the set of
// `family` (IV-4 is told in Immortal's and in Linear's end of the game).
function ruleSection(data, id, family) {
  const sets = [...data.sets].sort((a, b) => (b.id === family) - (a.id === family));
  for (const set of sets) {
    const section = set.sections.find((s) => s.id === id) ||
      (set.aliases && set.aliases[id] && set.sections.find((s) => s.id === set.aliases[id]));
    if (section) return { set, section };
  }
  return null;
}

// `text` into `el`, each rule id in it a link to the guide.
function linkRules(el, text) {
  el.textContent = "";
  const parts = String(text).split(/\b((?:IV|I|L)-\d+)\b/);
  parts.forEach((part, i) => {
    if (i % 2 === 0) {
      if (part) el.appendChild(document.createTextNode(part));
      return;
    }
    const a = document.createElement("a");
    a.className = "rule-link";
    a.href = "#rule=" + part;
    a.dataset.rule = part;
    a.textContent = part;
    a.title = t("guide.link_title", { rule: part });
    el.appendChild(a);
  });
}

// A click on any rule link opens the guide there.
function onRuleLink(ev) {
  const a = ev.target.closest && ev.target.closest("a.rule-link");
  if (!a) return;
  ev.preventDefault();
  openGuide(a.dataset.rule, null);
}

// Opens the guide at the part of `rule` (or of the rule set `family`, at
// its start).
async function openGuide(rule, family) {
  const data = await guideData();
  const dialog = document.getElementById("guide");
  const current = rulesFamily(ui.state && ui.state.rules);
  const found = rule ? ruleSection(data, rule, current) : null;
  const set = found ? found.set : data.sets.find((s) => s.id === (family || current)) || data.sets[0];
  if (!dialog.open) {
    guide.opener = document.activeElement;
    dialog.showModal();
  }
  if (guide.set !== set.id || guide.lang !== I18N.lang) await showGuideSet(set);
  const target = found ? document.getElementById("guide-" + found.section.id) : document.getElementById("guide-title");
  if (target) {
    target.scrollIntoView({ block: "start" });
    const heading = target.querySelector("h3") || target;
    heading.focus({ preventScroll: true });
  }
}

function closeGuide() {
  const dialog = document.getElementById("guide");
  if (dialog.open) dialog.close();
}

function onGuideClosed() {
  guide.boards = [];
  guide.set = null;
  document.getElementById("guide-body").innerHTML = "";
  if (guide.opener && guide.opener.focus) guide.opener.focus({ preventScroll: true });
}

// Draws one rule set's guide and starts its live boards on the server.
async function showGuideSet(set) {
  guide.set = set.id;
  guide.lang = I18N.lang;
  guide.boards = [];
  for (const tab of document.querySelectorAll("#guide-tabs button")) {
    tab.setAttribute("aria-pressed", String(tab.dataset.set === set.id));
  }
  const body = document.getElementById("guide-body");
  body.innerHTML = "";
  const intro = document.createElement("p");
  intro.className = "guide-intro";
  linkRules(intro, t("guide." + set.id + ".intro"));
  body.appendChild(intro);
  const toc = document.createElement("nav");
  toc.className = "guide-toc";
  toc.setAttribute("aria-label", t("guide.contents"));
  const list = toc.appendChild(document.createElement("ul"));
  for (const section of set.sections) {
    const a = list.appendChild(document.createElement("li")).appendChild(document.createElement("a"));
    a.href = "#rule=" + section.id;
    a.className = "rule-link";
    a.dataset.rule = section.id;
    a.textContent = sectionHeading(section);
  }
  body.appendChild(toc);
  const started = [];
  for (const section of set.sections) {
    const el = document.createElement("section");
    el.className = "guide-section";
    el.id = "guide-" + section.id;
    const h = el.appendChild(document.createElement("h3"));
    h.tabIndex = -1;
    h.textContent = sectionHeading(section);
    for (const para of t("guide." + section.id + ".text").split("\n")) {
      linkRules(el.appendChild(document.createElement("p")), para);
    }
    (section.boards || []).forEach((spec, i) => {
      started.push(liveBoard(el, section, spec, i, set.rules));
    });
    body.appendChild(el);
  }
  await Promise.all(started);
}

function sectionHeading(section) {
  const title = t("guide." + section.id + ".title");
  return /^(I|L|IV)-\d+$/.test(section.id) ? section.id + ". " + title : title;
}

// A live board of the guide: the position of `spec.fen`, a real game on
// the server; "Show me" plays the lesson's next step (a move, or a move
// the rules refuse, whose reason is then shown).
async function liveBoard(parent, section, spec, index, setRules) {
  const box = document.createElement("div");
  box.className = "guide-board";
  box.dataset.section = section.id;
  const tryText = box.appendChild(document.createElement("p"));
  tryText.className = "try";
  linkRules(tryText, t(spec.text));
  const top = box.appendChild(document.createElement("div"));
  top.className = "lines";
  const wrap = box.appendChild(document.createElement("div"));
  wrap.className = "board-wrap";
  const el = wrap.appendChild(document.createElement("div"));
  el.className = "board";
  el.id = "gb-" + section.id + "-" + index;
  el.setAttribute("aria-label", t("guide.board_label", { title: t("guide." + section.id + ".title") }));
  const chooser = wrap.appendChild(document.createElement("div"));
  chooser.className = "promotion";
  chooser.hidden = true;
  const bottom = box.appendChild(document.createElement("div"));
  bottom.className = "lines";
  const message = box.appendChild(document.createElement("p"));
  message.className = "gb-message";
  message.setAttribute("aria-live", "polite");
  const row = box.appendChild(document.createElement("div"));
  row.className = "row";
  const show = row.appendChild(document.createElement("button"));
  show.type = "button";
  show.className = "gb-show";
  show.textContent = t("guide.show");
  const reset = row.appendChild(document.createElement("button"));
  reset.type = "button";
  reset.className = "gb-reset";
  reset.textContent = t("guide.reset");
  parent.appendChild(box);

  const live = { spec, id: null, state: null, busy: false, shown: new Set(), message, el, box };
  const say = (text, kind) => {
    linkRules(message, text || "");
    message.className = "gb-message " + (kind || "");
  };
  live.say = say;
  live.view = new BoardView(el, {
    busy: () => live.busy || !live.state,
    refuse: () => null,
    mayMove: () => Boolean(live.state && !live.state.outcome),
    whyNot: () => (live.state && live.state.outcome ? said("outcome", live.state.outcome_message) : null),
    move: (from, to, promotion) => guideMove(live, promotion ? { from, to, promotion } : { from, to }),
    say,
    chooser,
  });
  live.draw = (animate) => {
    live.view.draw(live.state, liveView(live.state));
    drawLineMaps(top, bottom, live.state, false);
    const last = live.state.history[live.state.history.length - 1];
    if (animate && last) {
      live.view.animate(last);
      say(moveWords(last, live.state), "info");
    }
    show.disabled = nextStep(live) < 0;
  };
  const start = async () => {
    live.busy = true;
    try {
      const state = await api("POST", "/api/games", { rules: spec.rules || setRules, fen: spec.fen, opponent: "person" });
      live.id = state.id;
      keepLesson(state.id);
      // The lesson's game is played at one screen: both seats' tokens,
      // kept by the board for its moves.
      live.tokens = state.tokens || {};
      live.state = state;
      live.shown = new Set();
      say("");
      live.draw(false);
    } catch (e) {
      say(errorText(e));
    } finally {
      live.busy = false;
    }
  };
  show.onclick = async () => {
    const index = nextStep(live);
    if (index < 0 || live.busy) return;
    const step = spec.steps[index];
    if (step.refused) live.shown.add(index);
    const body = { from: step.from, to: step.to };
    if (step.promotion) body.promotion = step.promotion;
    await guideMove(live, body);
    show.disabled = nextStep(live) < 0;
  };
  reset.onclick = start;
  guide.boards.push(live);
  await start();
}

// The lesson's step to show next, from where the board's game is (the
// reader may have played its moves already): the first step after as many
// played moves as the game has, a refusal shown once; -1 when none is left.
function nextStep(live) {
  const steps = live.spec.steps || [];
  let played = 0;
  for (let i = 0; i < steps.length; i++) {
    if (played === live.state.ply && !(steps[i].refused && live.shown.has(i))) return i;
    if (!steps[i].refused) played += 1;
  }
  return -1;
}

async function guideMove(live, body) {
  if (live.busy) return;
  live.busy = true;
  try {
    const token = (live.tokens || {})[live.state.turn];
    const state = await api("POST", "/api/games/" + live.id + "/move", body, token);
    live.state = state;
    live.draw(true);
  } catch (e) {
    live.say(errorText(e));
  } finally {
    live.busy = false;
  }
}

// What a move did, in words: a swap (I-1), a change on landing (L-3, L-6),
// the end of the game.
function moveWords(m, state) {
  const words = [t("guide.played", { color: colorArg(m.color), text: moveText(m) })];
  if (m.swap) words.push(t("swap.text", { from: m.from, to: m.to, color: colorArg(m.color) }));
  if (m.transform) words.push(transformText(m, state.lines));
  if (state.outcome_message) words.push(said("outcome", state.outcome_message));
  return words.join(" ");
}

// Offers the guide on the first visit to a rule set other than classical
// chess (kept in localStorage, so offered once).
function offerGuide(rules) {
  const family = rulesFamily(rules);
  const offer = document.getElementById("guide-offer");
  if (family === "chess") {
    offer.hidden = true;
    return;
  }
  let seen = null;
  try { seen = localStorage.getItem("guide-offered-" + family); } catch (e) { seen = "1"; }
  if (seen) {
    if (offer.dataset.family !== family) offer.hidden = true;
    return;
  }
  try { localStorage.setItem("guide-offered-" + family, "1"); } catch (e) { /* private mode */ }
  offer.dataset.family = family;
  document.getElementById("guide-offer-text").textContent = t("guide.offer." + family);
  offer.hidden = false;
}

function setupGuide() {
  document.addEventListener("click", onRuleLink);
  const dialog = document.getElementById("guide");
  dialog.addEventListener("close", onGuideClosed);
  document.getElementById("guide-close").onclick = closeGuide;
  document.getElementById("guide-open").onclick = () => openGuide(null, null);
  for (const tab of document.querySelectorAll("#guide-tabs button")) {
    tab.onclick = () => openGuide(null, tab.dataset.set);
  }
  const offer = document.getElementById("guide-offer");
  document.getElementById("guide-offer-open").onclick = () => {
    offer.hidden = true;
    openGuide(null, offer.dataset.family);
  };
  document.getElementById("guide-offer-no").onclick = () => { offer.hidden = true; };
}
