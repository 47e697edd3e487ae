// Linear chess's line maps: each side's map along its own edge of the
// board (L-2, swapped for a side that castled, L-7) with its pieces per
// line against the limit (L-8).
"use strict";

function drawLineMaps(top, bottom, state, flipped) {
  top.innerHTML = "";
  bottom.innerHTML = "";
  top.hidden = !state.lines;
  bottom.hidden = !state.lines;
  if (!state.lines) return;
  const rows = flipped ? [[top, "white"], [bottom, "black"]] : [[top, "black"], [bottom, "white"]];
  const limit = state.lines.limit;
  for (const [el, side] of rows) {
    const map = state.lines[side];
    el.dataset.side = side;
    el.setAttribute("role", "list");
    el.setAttribute("aria-label", t("lines.map_label", { color: colorArg(side) }));
    el.title = t("lines.map_title", { color: colorArg(side) });
    for (let i = 0; i < 8; i++) {
      const f = flipped ? 7 - i : i;
      const cell = document.createElement("div");
      cell.className = "cell";
      cell.setAttribute("role", "listitem");
      cell.dataset.file = FILES[f];
      cell.dataset.role = map.roles[f];
      const count = map.counts[f];
      if (limit !== null && count >= limit) cell.classList.add("full");
      cell.innerHTML = pieceSvg(side === "white" ? "w" : "b", map.roles[f]) +
        '<span class="count">' + count + (limit === null ? "" : "/" + limit) + "</span>";
      const args = { file: FILES[f], role: roleArg(map.roles[f]), count: String(count), limit: String(limit) };
      const words = t(limit === null ? "lines.cell" : "lines.cell_limit", args);
      cell.title = words;
      cell.setAttribute("aria-label", words);
      el.appendChild(cell);
    }
  }
}

// The words under the board: which map is whose, and the limit.
function lineMapsNote(state, flipped) {
  if (!state.lines) return "";
  const limit = state.lines.limit === null ? t("lines.no_limit") : t("lines.limit", { limit: String(state.lines.limit) });
  return t("lines.note", {
    top: colorArg(flipped ? "white" : "black"),
    bottom: colorArg(flipped ? "black" : "white"),
    limit,
  });
}
