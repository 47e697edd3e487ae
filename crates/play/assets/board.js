// A board on the page: the squares, units and marks of a game as the
// server sends it, and the player's input by mouse, finger, pen or
// keyboard. The page's own board and each live board of the rules guide
// are one of these; the server decides every rule, the board only shows
// the legal moves it lists and sends what the player does.
"use strict";

const FILES = "abcdefgh";

// The units of a FEN's placement field (the first field in every rule set).
function unitsOfFen(fen) {
  const units = [];
  const rows = fen.split(" ")[0].split("/");
  rows.forEach((row, i) => {
    let f = 0;
    for (const c of row) {
      if (c >= "1" && c <= "8") { f += Number(c); continue; }
      const color = c === c.toUpperCase() ? "w" : "b";
      units.push({ square: FILES[f] + (8 - i), color, role: c.toLowerCase() });
      f += 1;
    }
  });
  return units;
}

// What a board shows of a game answer: its live position.
function liveView(state) {
  return {
    live: true,
    units: state.units,
    checked: state.checked,
    last: state.history.length ? state.history[state.history.length - 1] : null,
  };
}

class BoardView {
  // `el` takes the squares (it becomes a focusable grid). `hooks`:
  //   busy(): true while an answer of the server is awaited (input waits);
  //   refuse(): why the board takes no input now (a past position shown),
  //     or null;
  //   mayMove(): whether a person is to move;
  //   whyNot(): what to say when the unit may not be picked;
  //   move(from, to, promotion): sends the move to the server;
  //   say(text, kind): shows a message;
  //   typed(key): a move's character typed on the board (optional);
  //   chooser: the promotion chooser's element.
  constructor(el, hooks) {
    this.el = el;
    this.hooks = hooks;
    this.flipped = false;
    this.selected = null;
    this.cursor = null;
    this.drag = null;
    this.state = null;
    this.shown = { live: true, units: [], checked: [], last: null };
    this.prefix = (el.id || "board") + "-";
    el.setAttribute("role", "grid");
    el.tabIndex = 0;
    el.addEventListener("pointerdown", (ev) => this.pointerDown(ev));
    el.addEventListener("pointermove", (ev) => this.pointerMove(ev));
    el.addEventListener("pointerup", (ev) => this.pointerUp(ev));
    el.addEventListener("pointercancel", () => this.cancelDrag());
    el.addEventListener("keydown", (ev) => this.key(ev));
    el.addEventListener("focus", () => this.showCursor());
    el.addEventListener("blur", () => this.showCursor());
  }

  size() { return this.el.clientWidth / 8; }

  squareXY(name) {
    const f = FILES.indexOf(name[0]);
    const r = Number(name[1]) - 1;
    const col = this.flipped ? 7 - f : f;
    const row = this.flipped ? r : 7 - r;
    return [col * this.size(), row * this.size()];
  }

  // The square shown in column `col` and row `row` (0..7 from the top left).
  nameAt(col, row) {
    if (col < 0 || col > 7 || row < 0 || row > 7) return null;
    const f = this.flipped ? 7 - col : col;
    const r = this.flipped ? row : 7 - row;
    return FILES[f] + (r + 1);
  }

  squareAt(x, y) {
    const s = this.size();
    return this.nameAt(Math.floor(x / s), Math.floor(y / s));
  }

  place(el, name) {
    const [x, y] = this.squareXY(name);
    el.style.left = x + "px";
    el.style.top = y + "px";
  }

  unitAt(name) { return this.shown.units.find((u) => u.square === name); }

  ownUnitAt(name) {
    const u = this.unitAt(name);
    return Boolean(u && this.state && u.color === this.state.turn[0]);
  }

  destinations(from) {
    return this.shown.live && this.state ? this.state.legal.filter((m) => m.from === from) : [];
  }

  // ------------------------------------------------------------ drawing

  draw(state, shown) {
    this.state = state;
    this.shown = shown;
    const el = this.el;
    el.innerHTML = "";
    const last = shown.last;
    for (let row = 0; row < 8; row++) {
      const rank = document.createElement("div");
      rank.className = "rank";
      rank.setAttribute("role", "row");
      for (let col = 0; col < 8; col++) {
        const name = this.nameAt(col, row);
        const f = FILES.indexOf(name[0]), r = Number(name[1]) - 1;
        const sq = document.createElement("div");
        sq.className = "sq " + ((f + r) % 2 ? "light" : "dark");
        sq.id = this.prefix + name;
        sq.dataset.square = name;
        sq.setAttribute("role", "gridcell");
        if (last && (last.from === name || last.to === name)) sq.classList.add("last");
        if (shown.checked.includes(name)) sq.classList.add("check");
        this.place(sq, name);
        rank.appendChild(sq);
      }
      el.appendChild(rank);
    }
    this.coordinates();
    for (const u of shown.units) {
      const piece = document.createElement("div");
      piece.className = "piece";
      piece.dataset.square = u.square;
      piece.dataset.color = u.color;
      piece.dataset.role = u.role;
      piece.setAttribute("aria-hidden", "true");
      piece.innerHTML = pieceSvg(u.color, u.role);
      this.place(piece, u.square);
      el.appendChild(piece);
    }
    if (state.lines && shown.live) this.drawKings();
    if (shown.live) this.drawLocks();
    this.showSelection();
    this.showCursor();
  }

  // The files' letters under the board and the ranks' numbers at its left,
  // outside the squares (on a phone's small squares they would cover the
  // units).
  coordinates() {
    const s = this.size();
    for (let i = 0; i < 8; i++) {
      const file = document.createElement("div");
      file.className = "coord file";
      file.setAttribute("aria-hidden", "true");
      file.textContent = FILES[this.flipped ? 7 - i : i];
      file.style.left = i * s + "px";
      file.style.width = s + "px";
      file.style.top = 8 * s + "px";
      this.el.appendChild(file);
      const rank = document.createElement("div");
      rank.className = "coord rank-number";
      rank.setAttribute("aria-hidden", "true");
      rank.textContent = String(this.flipped ? i + 1 : 8 - i);
      rank.style.top = i * s + "px";
      rank.style.height = s + "px";
      this.el.appendChild(rank);
    }
  }

  // L-3: a side may have several kings; each is marked.
  drawKings() {
    const kings = this.state.kings;
    for (const [color, list] of [["w", kings.white], ["b", kings.black]]) {
      for (const name of list) {
        const mark = document.createElement("div");
        mark.className = "king-mark";
        mark.dataset.square = name;
        mark.dataset.color = color;
        mark.setAttribute("aria-hidden", "true");
        mark.title = t("king_mark.title", { color: colorArg(color === "w" ? "white" : "black"), square: name });
        this.place(mark, name);
        this.el.appendChild(mark);
      }
    }
  }

  // I-3: each live lock as a dashed pair of squares joined by a line, a
  // badge on the unit that may not capture.
  drawLocks() {
    const size = this.size();
    const ns = "http://www.w3.org/2000/svg";
    const layer = document.createElementNS(ns, "svg");
    layer.classList.add("lock-layer");
    layer.setAttribute("aria-hidden", "true");
    layer.setAttribute("width", 8 * size);
    layer.setAttribute("height", 8 * size);
    for (const lock of this.state.locks) {
      const text = lockText(lock, this.shown.units);
      for (const name of [lock.attacker, lock.target]) {
        const box = document.createElement("div");
        box.className = "lock-sq";
        box.dataset.square = name;
        box.title = text;
        box.setAttribute("aria-hidden", "true");
        this.place(box, name);
        this.el.appendChild(box);
      }
      const badge = document.createElement("div");
      badge.className = "lock-mark lock-badge";
      badge.dataset.attacker = lock.attacker;
      badge.dataset.target = lock.target;
      badge.dataset.binds = lock.binds;
      badge.title = text;
      badge.setAttribute("aria-hidden", "true");
      badge.textContent = "⊘";
      this.place(badge, lock.attacker);
      this.el.appendChild(badge);
      const [ax, ay] = this.squareXY(lock.attacker);
      const [tx, ty] = this.squareXY(lock.target);
      const line = document.createElementNS(ns, "line");
      line.setAttribute("x1", ax + size / 2);
      line.setAttribute("y1", ay + size / 2);
      line.setAttribute("x2", tx + size / 2);
      line.setAttribute("y2", ty + size / 2);
      const title = document.createElementNS(ns, "title");
      title.textContent = text;
      line.appendChild(title);
      layer.appendChild(line);
    }
    this.el.appendChild(layer);
  }

  // The units of the move `m` travel from their old squares (two at once
  // for a swap or a castling); a piece that changed on landing pulses and
  // shows its change.
  animate(m) {
    const moving = [];
    for (const mo of m.motions) {
      const el = this.el.querySelector('.piece[data-square="' + mo.to + '"]');
      if (!el) continue;
      const [fx, fy] = this.squareXY(mo.from);
      const [tx, ty] = this.squareXY(mo.to);
      el.style.transform = "translate(" + (fx - tx) + "px," + (fy - ty) + "px)";
      moving.push(el);
    }
    void this.el.offsetWidth; // start from the old squares
    for (const el of moving) {
      el.classList.add("moving");
      el.style.transform = "";
    }
    setTimeout(() => moving.forEach((el) => el.classList.remove("moving")), 400);
    if (m.transform) {
      const el = this.el.querySelector('.piece[data-square="' + m.transform.square + '"]');
      if (el) el.classList.add("transformed");
      this.markTransform(m);
    }
  }

  // The change of type of the move `m` in a corner of its square (L-3,
  // L-6), in the move letters chosen; drawn again with the board until
  // the note of the move goes.
  markTransform(m) {
    const square = m.transform.square;
    if (this.el.querySelector('.badge.transform[data-square="' + square + '"]')) return;
    const badge = document.createElement("div");
    badge.className = "badge transform";
    badge.dataset.square = square;
    badge.setAttribute("aria-hidden", "true");
    badge.textContent = transformMark(m.transform);
    badge.title = transformText(m, this.state.lines);
    this.place(badge, square);
    this.el.appendChild(badge);
  }

  // --------------------------------------------------- picking and names

  select(name) {
    this.selected = name;
    this.showSelection();
  }

  showSelection() {
    const el = this.el;
    el.querySelectorAll(".sq.selected, .sq.dest").forEach((sq) => sq.classList.remove("selected", "dest", "occupied"));
    if (this.selected) {
      const sel = el.querySelector('.sq[data-square="' + this.selected + '"]');
      if (sel) sel.classList.add("selected");
      for (const m of this.destinations(this.selected)) {
        const sq = el.querySelector('.sq[data-square="' + m.to + '"]');
        if (!sq) continue;
        sq.classList.add("dest");
        if (this.unitAt(m.to)) sq.classList.add("occupied");
      }
    }
    this.names();
  }

  // Each square's accessible name says what stands on it and what it is
  // to the player now: "e4, white pawn, picked up".
  names() {
    const s = this.state;
    if (!s) return;
    const dests = new Set(this.selected ? this.destinations(this.selected).map((m) => m.to) : []);
    const last = this.shown.last;
    for (const sq of this.el.querySelectorAll(".sq")) {
      const name = sq.dataset.square;
      const u = this.unitAt(name);
      const parts = [name, u ? unitName(u.color, u.role) : t("square.empty")];
      if (this.selected === name) parts.push(t("square.picked"));
      else if (dests.has(name)) parts.push(t("square.destination"));
      if (last && (last.from === name || last.to === name)) parts.push(t("square.last_move"));
      if (this.shown.checked.includes(name)) parts.push(t("square.check"));
      if (this.shown.live) {
        for (const lock of s.locks) {
          if (lock.attacker === name) parts.push(t("square.lock_attacker", { other: lock.target }));
          if (lock.target === name) parts.push(t("square.lock_target", { other: lock.attacker }));
        }
      }
      sq.setAttribute("aria-label", parts.join(", "));
      sq.setAttribute("aria-selected", this.selected === name ? "true" : "false");
    }
  }

  // The keyboard's cursor: shown while the board has the focus.
  showCursor() {
    if (!this.cursor) this.cursor = this.flipped ? "e7" : "e2";
    const focused = document.activeElement === this.el;
    this.el.querySelectorAll(".sq.cursor").forEach((sq) => sq.classList.remove("cursor"));
    const sq = this.el.querySelector('.sq[data-square="' + this.cursor + '"]');
    if (sq && focused) sq.classList.add("cursor");
    if (sq) this.el.setAttribute("aria-activedescendant", sq.id);
  }

  moveCursor(dx, dy) {
    const [x, y] = this.squareXY(this.cursor || "e2");
    const s = this.size();
    const col = Math.round(x / s) + dx, row = Math.round(y / s) + dy;
    const name = this.nameAt(Math.min(7, Math.max(0, col)), Math.min(7, Math.max(0, row)));
    if (name) this.cursor = name;
    this.showCursor();
  }

  // ------------------------------------------------------------- input

  // A press on a square (a click, a tap, Enter or Space): the picked unit
  // is played there, or the unit there may be picked (true).
  press(name) {
    const why = this.hooks.refuse();
    if (why) {
      this.hooks.say(why, "info");
      return false;
    }
    // Castling by pressing the king, then its own castling partner (the
    // rook; Linear's queen, L-7): the server castles or says why not.
    const picked = this.selected && this.unitAt(this.selected);
    const target = this.unitAt(name);
    const partner = this.state.lines ? "q" : "r";
    if (picked && picked.role === "k" && name !== this.selected && target &&
        target.color === picked.color && target.role === partner) {
      this.tryMove(this.selected, name);
      return false;
    }
    const isDest = this.selected && this.destinations(this.selected).some((m) => m.to === name);
    if (this.selected && name !== this.selected && (isDest || !this.ownUnitAt(name))) {
      // A second press: the destination (legal or not: the server says why).
      this.tryMove(this.selected, name);
      return false;
    }
    if (!this.ownUnitAt(name) || !this.hooks.mayMove()) {
      const whyNot = this.hooks.whyNot();
      if (whyNot) this.hooks.say(whyNot);
      return false;
    }
    return true;
  }

  pointerDown(ev) {
    if (!this.state || ev.button !== 0) return;
    // A press does not take the focus: the arrows keep stepping through
    // the moves for a player of the mouse (the keyboard's player tabs in).
    ev.preventDefault();
    if (this.hooks.busy()) return;
    const [x, y] = this.point(ev);
    const name = this.squareAt(x, y);
    if (!name) return;
    this.cursor = name;
    if (!this.press(name)) return;
    const again = this.selected === name;
    this.select(name);
    const piece = this.el.querySelector('.piece[data-square="' + name + '"]');
    if (piece) {
      this.drag = { from: name, el: piece, x0: x, y0: y, moved: false, again };
      try { this.el.setPointerCapture(ev.pointerId); } catch (e) { /* a synthetic event */ }
    }
  }

  pointerMove(ev) {
    const d = this.drag;
    if (!d) return;
    const [x, y] = this.point(ev);
    if (!d.moved && Math.hypot(x - d.x0, y - d.y0) < 5) return;
    d.moved = true;
    d.el.classList.add("dragging");
    const s = this.size();
    d.el.style.left = x - s / 2 + "px";
    d.el.style.top = y - s / 2 + "px";
  }

  pointerUp(ev) {
    const d = this.drag;
    this.drag = null;
    if (!d) return;
    if (!d.moved) {
      if (d.again) this.select(null); // a second click on the picked unit drops it
      return;
    }
    d.el.classList.remove("dragging");
    this.place(d.el, d.from);
    const [x, y] = this.point(ev);
    const to = this.squareAt(x, y);
    if (to && to !== d.from) this.tryMove(d.from, to);
  }

  cancelDrag() {
    const d = this.drag;
    this.drag = null;
    if (d && d.moved) {
      d.el.classList.remove("dragging");
      this.place(d.el, d.from);
    }
  }

  point(ev) {
    const rect = this.el.getBoundingClientRect();
    return [ev.clientX - rect.left, ev.clientY - rect.top];
  }

  // Arrows move the cursor (as the board is seen), Enter or Space picks up
  // and drops, Escape puts the unit back; a move's character goes to the
  // move box.
  key(ev) {
    if (ev.ctrlKey || ev.metaKey || ev.altKey) return;
    const steps = { ArrowUp: [0, -1], ArrowDown: [0, 1], ArrowLeft: [-1, 0], ArrowRight: [1, 0] };
    if (steps[ev.key]) {
      ev.preventDefault();
      ev.stopPropagation();
      this.moveCursor(...steps[ev.key]);
      return;
    }
    if (ev.key === "Enter" || ev.key === " ") {
      ev.preventDefault();
      ev.stopPropagation();
      this.activate(this.cursor);
      return;
    }
    if (ev.key === "Escape" && this.selected) {
      ev.preventDefault();
      ev.stopPropagation();
      this.select(null);
      return;
    }
    if (ev.key.length === 1 && this.hooks.typed && /[a-hA-H1-8KQRBNOoxX0=+#\-:×КкрРФфЛлСсО]/.test(ev.key)) {
      ev.preventDefault();
      this.hooks.typed(ev.key);
    }
  }

  activate(name) {
    if (!this.state || this.hooks.busy() || !name) return;
    if (!this.press(name)) return;
    this.select(this.selected === name ? null : name);
  }

  async tryMove(from, to) {
    this.select(null);
    if (from === to) return;
    const options = this.destinations(from).filter((m) => m.to === to);
    const promotions = [...new Set(options.map((m) => m.promotion).filter((p) => p))];
    let promotion;
    if (promotions.length > 1) {
      promotion = await this.choosePromotion(to, promotions);
      if (!promotion) return;
    }
    await this.hooks.move(from, to, promotion);
  }

  // The promotion chooser, by pointer or keyboard (its buttons take the
  // focus; Escape cancels).
  choosePromotion(to, roles) {
    return new Promise((resolve) => {
      const box = this.hooks.chooser;
      box.innerHTML = "";
      const color = this.state.turn[0];
      const close = (role) => {
        box.hidden = true;
        box.onkeydown = null;
        this.el.focus({ preventScroll: true });
        resolve(role);
      };
      for (const role of roles) {
        const b = document.createElement("button");
        b.type = "button";
        b.dataset.role = role;
        b.title = t("promotion.to", { role: roleArg(role) });
        b.setAttribute("aria-label", b.title);
        b.innerHTML = pieceSvg(color, role);
        b.onclick = () => close(role);
        box.appendChild(b);
      }
      const cancel = document.createElement("button");
      cancel.type = "button";
      cancel.textContent = "✕";
      cancel.title = t("promotion.cancel");
      cancel.setAttribute("aria-label", cancel.title);
      cancel.onclick = () => close(null);
      box.appendChild(cancel);
      box.onkeydown = (ev) => { if (ev.key === "Escape") { ev.stopPropagation(); close(null); } };
      const s = this.size();
      const [x, y] = this.squareXY(to);
      box.style.left = Math.min(x, 8 * s - (roles.length + 1) * s) + this.el.offsetLeft + "px";
      box.style.top = y + this.el.offsetTop + "px";
      box.hidden = false;
      box.querySelector("button").focus();
    });
  }
}

// A capture lock in words (I-3), its units named from those on the board.
function lockText(lock, units) {
  const role = (sq) => {
    const u = units.find((x) => x.square === sq);
    return roleArg(u ? u.role : "unit");
  };
  return t("lock.text", {
    attacker: lock.attacker, attacker_role: role(lock.attacker),
    target: lock.target, target_role: role(lock.target),
    binds: colorArg(lock.binds),
  });
}

// A piece's change of type on landing, in words (L-3, L-6, a promotion).
function transformText(m, lines) {
  const tr = m.transform;
  const code = tr.before === "p" ? (lines ? "promotion_line" : "promotion") : "line";
  return t("transform." + code, { square: tr.square, before: roleArg(tr.before), after: roleArg(tr.after) });
}
