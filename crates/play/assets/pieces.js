// The units, drawn here as SVG on a 100x100 grid: no image files, no fonts.
"use strict";

const SHAPES = {
  p: '<circle cx="50" cy="30" r="12"/><path d="M36 80 Q38 56 45 44 H55 Q62 56 64 80 Z"/>',
  r: '<path d="M30 80 L33 44 H67 L70 80 Z"/><path d="M27 44 V22 H36 V30 H45 V22 H55 V30 H64 V22 H73 V44 Z"/>',
  n: '<path d="M30 80 C30 62 40 56 47 47 C39 49 31 54 26 47 C22 41 38 28 42 20 L46 11 L51 19 C67 21 77 42 72 80 Z"/><circle class="detail" cx="50" cy="29" r="3"/>',
  b: '<path d="M34 80 Q36 64 44 58 H56 Q64 64 66 80 Z"/><path d="M50 19 C65 31 65 47 57 58 H43 C35 47 35 31 50 19 Z"/><circle cx="50" cy="14" r="5"/><path class="detail" d="M50 33 L58 43" stroke-width="4"/>',
  q: '<path d="M27 80 L20 32 L37 54 L42 24 L50 52 L58 24 L63 54 L80 32 L73 80 Z"/><circle cx="20" cy="30" r="5"/><circle cx="42" cy="21" r="5"/><circle cx="58" cy="21" r="5"/><circle cx="80" cy="30" r="5"/>',
  k: '<path d="M28 80 C22 60 30 47 50 47 C70 47 78 60 72 80 Z"/><path d="M46 8 H54 V18 H63 V26 H54 V44 H46 V26 H37 V18 H46 Z"/>',
};

// The SVG of a unit; decorative (its name is said by the square it stands on).
function pieceSvg(color, role) {
  const fill = color === "w" ? "#fafafa" : "#262626";
  const detail = color === "w" ? "#262626" : "#fafafa";
  return '<svg viewBox="0 0 100 100" xmlns="http://www.w3.org/2000/svg" aria-hidden="true" focusable="false">' +
    '<g fill="' + fill + '" stroke="#111" stroke-width="3" stroke-linejoin="round">' +
    SHAPES[role].replace(/class="detail"/g, 'fill="' + detail + '" stroke="' + detail + '"') +
    '<path d="M22 89 H78 V81 H22 Z"/></g></svg>';
}
