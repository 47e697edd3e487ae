// The clocks, each by its side of the board (the side at the top has its
// clock above the board), as the server last told them and counted down
// here between answers. The server alone decides when a flag falls (the
// page asks it then); no clock runs before the first move.
"use strict";

const clocks = { at: 0, asked: false };

// Puts each side's clock by its edge of the board.
function placeClocks(flipped) {
  const white = document.querySelector('.clock[data-color="white"]');
  const black = document.querySelector('.clock[data-color="black"]');
  const top = document.getElementById("clock-top"), bottom = document.getElementById("clock-bottom");
  top.appendChild(flipped ? white : black);
  bottom.appendChild(flipped ? black : white);
}

// The server's clocks were just received.
function clocksReceived() {
  clocks.at = performance.now();
  clocks.asked = false;
}

// `onFlag`: asks the server once the running clock reaches zero here.
function drawClocks(state, onFlag) {
  const c = state && state.clock;
  document.getElementById("clock-top").hidden = !c;
  document.getElementById("clock-bottom").hidden = !c;
  if (!c) return;
  const since = performance.now() - clocks.at;
  for (const el of document.querySelectorAll(".clock")) {
    const color = el.dataset.color;
    let ms = color === "white" ? c.white_ms : c.black_ms;
    if (c.running === color) ms = Math.max(0, ms - since);
    el.dataset.ms = String(Math.round(ms));
    const total = Math.ceil(ms / 100) / 10;
    const min = Math.floor(total / 60), sec = total - min * 60;
    const time = min + ":" + (sec < 10 ? "0" : "") + (ms < 10000 ? sec.toFixed(1) : Math.floor(sec));
    el.querySelector(".clock-side").textContent = t("color." + color + ".cap");
    el.querySelector(".clock-time").textContent = time;
    el.classList.toggle("running", c.running === color);
    el.classList.toggle("low", ms < 10000);
    el.classList.toggle("flagged", c.flagged === color);
  }
  if (c.running && since >= (c.running === "white" ? c.white_ms : c.black_ms) && !clocks.asked) {
    clocks.asked = true;
    onFlag();
  }
}
