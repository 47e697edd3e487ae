// The move list: one row a move number, White's move in the first
// column and Black's in the second, in SAN or the sources' long notation,
// English or Russian letters; a Linear transformation marked inside its
// move's cell (L-3, L-6).
"use strict";

// The pieces' letters of each set, as the notation crate writes them
// (`Letters::role`; the pawn's only for a change of type, L-6).
const PIECE_LETTERS = {
  en: { k: "K", q: "Q", r: "R", b: "B", n: "N", p: "P" },
  ru: { k: "Кр", q: "Ф", r: "Л", b: "С", n: "К", p: "п" },
};

// A change of type in the letters chosen: `N→B`, `К→С`.
function transformMark(tr) {
  const letters = PIECE_LETTERS[document.getElementById("letters").value === "ru" ? "ru" : "en"];
  return letters[tr.before] + "→" + letters[tr.after];
}

function moveText(m) {
  const ru = document.getElementById("letters").value === "ru";
  if (document.getElementById("notation").value === "long") return ru ? m.long_ru : m.long;
  return ru ? m.san_ru : m.san;
}

// `view`: the half-move shown (or null, the live position); `pick(ply)`
// shows the position after a move.
function drawMoveList(list, state, view, pick) {
  list.innerHTML = "";
  let li = null;
  for (const m of state.history) {
    if (m.color === "white" || !li) {
      li = document.createElement("li");
      li.value = Math.ceil(m.ply / 2);
      list.appendChild(li);
      if (m.color === "black") {
        const gap = li.appendChild(document.createElement("span"));
        gap.className = "gap";
        gap.textContent = "…";
      }
    }
    const cell = document.createElement("button");
    cell.type = "button";
    cell.className = "move";
    cell.dataset.uci = m.uci;
    cell.dataset.ply = m.ply;
    cell.textContent = moveText(m);
    const transform = m.transform ? transformText(m, state.lines) : "";
    cell.title = m.long + " / " + m.long_ru + " (UCI " + m.uci + ")" + (transform ? " — " + transform : "");
    cell.setAttribute("aria-label", t("moves.label", {
      number: String(Math.ceil(m.ply / 2)), color: colorArg(m.color), text: moveText(m),
    }) + (transform ? ". " + transform : ""));
    if (view === m.ply) {
      cell.classList.add("current");
      cell.setAttribute("aria-current", "step");
    }
    cell.onclick = () => pick(m.ply);
    if (m.transform && state.lines) {
      // L-3, L-6: the change of type beside the move; the SAN stays as
      // Part III writes it.
      const mark = document.createElement("span");
      mark.className = "mark";
      mark.setAttribute("aria-hidden", "true");
      mark.textContent = transformMark(m.transform);
      cell.appendChild(mark);
    }
    li.appendChild(cell);
  }
  if (view === null) list.scrollTop = list.scrollHeight;
}
