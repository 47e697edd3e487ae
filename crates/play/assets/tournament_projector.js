// The projector's view of a tournament (`#tournament=ID&view=projector`):
// the round's pairings and the standings in large type, no controls,
// drawn again when the server's answer changes (tournament.js asks every
// few seconds). The same, in the page's type, is the public view
// (`#tournament=ID`).
"use strict";

function drawWatching(root, data, view) {
  const projector = view === "projector";
  const error = root.querySelector(".t-error") || el("p", { class: "t-error", role: "status" });
  error.textContent = "";
  root.textContent = "";
  const round = data.round || 0;
  const pairings = round
    ? pairingsTable(data, round, null, t("tournament.pairings_of", { round: String(round) }))
    : el("p", { class: "t-waiting", text: t("tournament.registration_open", { count: String((data.players || []).length) }) });
  if (!projector) root.append(backLinks(data.id || TOURNAMENT.id));
  root.append(
    el("div", { class: "t-head" },
      // The projector hides the page's header: the name is its heading.
      el(projector ? "h1" : "h2", { class: "t-name", text: data.name }),
      el("p", { class: "t-facts", text: tournamentFacts(data) })),
    error,
    el("div", { class: "t-columns" },
      el("section", { class: "t-part", "data-part": "pairings" }, pairings),
      // The projector shows the first two tie-breaks: the rest would not
      // fit a phone's width.
      el("section", { class: "t-part", "data-part": "standings" }, standingsTable(data, projector ? 2 : undefined))));
  if (projector) {
    root.append(el("p", { class: "note t-refresh", text: t("tournament.projector_note") }));
    fitProjector(root);
  }
}

// On a wide screen the projector's type is made smaller until the whole
// view fits the screen's height (a phone scrolls instead).
function fitProjector(root) {
  root.style.fontSize = "";
  if (window.innerWidth < 900) return;
  let size = parseFloat(getComputedStyle(root).fontSize);
  while (document.documentElement.scrollHeight > window.innerHeight && size > 11) {
    size -= 1;
    root.style.fontSize = size + "px";
  }
}

window.addEventListener("resize", () => {
  const root = document.getElementById("tournament-view");
  if (TOURNAMENT.view === "projector" && root) fitProjector(root);
});
