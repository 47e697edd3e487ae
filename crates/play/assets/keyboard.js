// Playing and stepping through the game by keyboard: the move box (SAN,
// the sources' long notation or UCI, in English or Russian letters; the
// server reads it), a move's characters typed on the board going to the
// box, and the keys that step through the moves.
"use strict";

// The move box: the server reads the text and plays it, or says why not.
async function submitMoveBox(ev) {
  ev.preventDefault();
  const box = document.getElementById("move-box");
  const text = box.value.trim();
  if (!text) return;
  if (ui.view !== null) {
    say(t("msg.past_position"), "info");
    return;
  }
  const ok = await send("move", { text });
  if (ok) box.value = "";
  box.setAttribute("aria-invalid", ok === false ? "true" : "false");
}

// A move's first character typed on the board: the move box takes it and
// the rest.
function typedOnBoard(key) {
  const box = document.getElementById("move-box");
  box.value = key;
  box.focus();
}

// ← → Home End step through the moves; Escape goes back to the game
// (the board's own arrows move its cursor instead while it has the focus).
function onKey(ev) {
  const tag = (ev.target && ev.target.tagName) || "";
  if (["INPUT", "TEXTAREA", "SELECT"].includes(tag)) return;
  if (document.getElementById("guide").open) return;
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
