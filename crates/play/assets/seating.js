// The seats of the game shown: who holds each, which this browser plays
// (with its private link), a seat to take (its button also at the status
// line, where a phone's player sees it), and the draw offered on two
// devices, said at the status line and accepted only once confirmed.
// The server decides who may act; the page shows what it says.
"use strict";

function drawSeats() {
  const s = ui.state;
  const box = $("seats");
  box.textContent = "";
  const bar = $("take-bar");
  bar.textContent = "";
  if (!ui.id) {
    // No game yet: no seats.
    for (const el of ["take-bar", "private", "invite", "draw-offer", "offer-draw"]) $(el).hidden = true;
    $("draw-note").textContent = "";
    $("interrupted").textContent = "";
    return;
  }
  const held = heldSeats(s.id);
  const holds = held.white || held.black;
  const apart = s.seating === "apart";
  const mine = mySide(s);
  for (const side of ["white", "black"]) {
    const line = document.createElement("div");
    const state = s.seats ? s.seats[side] : "held";
    const words = document.createElement("span");
    const shown = ["open", "invited", "computer"].includes(state) ? state : "held";
    const name = s.players && s.players[side];
    words.textContent = shown === "held" && name
      ? t("seats.named", { side: colorArg(side), name })
      : t("seats." + shown, { side: colorArg(side) });
    line.append(words);
    // An open challenge to anyone; a seat kept for an invited player to
    // the browser that opened the invitation.
    const takeable = state === "open" || (state === "invited" && held.offered);
    if (takeable && !holds && !s.outcome) {
      line.append(" ", takeButton(side, "take-" + side));
      bar.append(takeButton(side, "take-bar-" + side));
    }
    box.append(line);
  }
  bar.hidden = !bar.childElementCount;
  const you = document.createElement("div");
  you.id = "seat-you";
  you.textContent = mine ? t("seats.you", { side: colorArg(mine) }) : holds ? "" : t("seats.watching");
  box.append(you);
  const link = mine && apart ? privateLink(s.id, mine) : null;
  $("private").hidden = !link;
  if (link) {
    $("private-link").href = link;
    $("private-link").textContent = link;
  }
  const waiting = s.seats && (s.seats.white === "invited" || s.seats.black === "invited");
  const invite = waiting && !s.outcome ? invitationLink(s.id) : null;
  $("invite").hidden = !invite;
  if (invite) {
    $("invite-link").href = invite;
    $("invite-link").textContent = invite;
  }
  drawDrawOffer(apart, mine);
  const stops = (s.interruptions || []).length;
  $("interrupted").textContent = stops ? t("status.interrupted", { count: String(stops) }) : "";
}

function takeButton(side, id) {
  const take = document.createElement("button");
  take.type = "button";
  take.id = id;
  take.textContent = t("seats.take", { side: colorArg(side) });
  take.onclick = () => takeSeat(side);
  return take;
}

// The draw offered on two devices: the offer button with the record, and
// the other side's offer at the status line with its answer.
function drawDrawOffer(apart, mine) {
  const s = ui.state;
  const offer = $("offer-draw");
  offer.hidden = !(apart && mine && !s.outcome);
  const offered = s.offers ? s.offers.draw : null;
  offer.textContent = t(offered === mine ? "actions.draw_offered" : offered ? "actions.accept_draw" : "actions.offer_draw");
  offer.disabled = offered === mine;
  const theirs = offered && offered !== mine && !s.outcome;
  const note = theirs ? t("msg.draw_offered", { side: colorArg(offered) }) : "";
  $("draw-note").textContent = note;
  $("draw-offer-text").textContent = note;
  $("draw-offer").hidden = !theirs;
  $("accept-draw").hidden = !(theirs && mine);
}

// Offers a draw, or accepts the other side's offer once the player
// confirms it (one tap must not end the game).
function answerDraw() {
  const s = ui.state;
  const mine = mySide(s);
  const offered = s.offers ? s.offers.draw : null;
  if (offered && offered !== mine && !window.confirm(t("confirm.accept_draw", { side: colorArg(offered) }))) return;
  send("draw", { side: mine });
}

// Takes the open seat of `side` (a game on two devices: an open challenge
// from its watch link, else with the invitation this browser was sent):
// the answer carries the seat's token, kept for this browser, and the
// board turns to that side.
async function takeSeat(side) {
  if (ui.busy) return;
  ui.busy = true;
  try {
    const invitation = offeredInvitation(ui.id, false);
    const body = invitation ? { side, invitation } : { side };
    if (playerName()) body.name = playerName();
    const state = await gameApi("POST", ui.id, "seat", body);
    offeredInvitation(ui.id, true);
    // The answer that gives the token holds it: this browser plays `side`.
    if (state.tokens && state.tokens[side]) state.you = side;
    ui.epoch += 1;
    ui.state = state;
    ui.flipped = side === "black";
    say("");
    render(false);
  } catch (e) {
    say(errorText(e));
  } finally {
    ui.busy = false;
  }
}

// The side a browser that was sent an invitation is offered: the board
// is shown from it before the seat is taken.
function offeredSide(state) {
  if (!state.seats || !heldSeats(state.id).offered) return null;
  for (const side of ["white", "black"]) if (state.seats[side] === "invited") return side;
  return null;
}
