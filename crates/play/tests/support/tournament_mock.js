// A stand-in for the board's tournament API (docs/api.md, the club
// championship's shapes), for the page's test on a board built without
// it: installed as the page's `siteBackend` (api.js's seam), it answers
// `/api/tournaments…` from memory and passes every other request to the
// server. Its pairings are the simplest (1–2, 3–4 by start number), its
// standings points only: the page shows what it is told, and this tells
// it something of the right shape. The games it pairs are the server's
// (two-device games), their seats not held by the players' tokens: the
// personal link opens the game, to watch.
"use strict";
(() => {
  const hex = (n) => Array.from(crypto.getRandomValues(new Uint8Array(n)), (b) => b.toString(16).padStart(2, "0")).join("");
  const all = [];
  const reply = (status, body) => new Response(typeof body === "string" ? body : JSON.stringify(body), {
    status, headers: { "Content-Type": typeof body === "string" ? "text/plain" : "application/json" },
  });
  const refuse = (status, code) => reply(status, { error: code, code, args: {} });
  const points = (tm, n) => {
    let p = 0;
    for (const r of tm.pairings) {
      for (const b of r.boards) {
        const score = { "1-0": [1, 0], "0-1": [0, 1], "1/2-1/2": [0.5, 0.5], "+/-": [1, 0], "-/+": [0, 1], "-/-": [0, 0] }[b.result];
        if (!score) continue;
        if (b.white === n) p += score[0];
        if (b.black === n) p += score[1];
      }
      for (const y of r.byes) if (y.player === n) p += y.points;
    }
    return p;
  };
  const answer = (tm) => {
    const players = tm.players.map((p) => ({ number: p.number, name: p.name, rating: p.rating, club: p.club, withdrawn: p.withdrawn, points: points(tm, p.number) }));
    const ranked = players.slice().sort((a, b) => b.points - a.points || a.number - b.number);
    const last = tm.pairings[tm.pairings.length - 1];
    const pending = last && last.boards.some((b) => !b.result);
    const why = tm.players.length < 2 ? "too_few_players" : tm.pairings.length >= tm.rounds ? "all_paired" : pending ? "round_unfinished" : null;
    const args = why === "round_unfinished" ? { round: String(tm.pairings.length) } : {};
    return {
      id: tm.id, name: tm.name, rules: tm.rules, clock: tm.clock, system: tm.system, rounds: tm.rounds,
      round: tm.pairings.length, state: !tm.pairings.length ? "registration" : why === "all_paired" && !pending ? "finished" : "playing",
      bye_points: tm.bye_points, tiebreaks: tm.tiebreaks, site: null, date: null, version: tm.version,
      players, pairings: tm.pairings,
      standings: ranked.map((p, i) => ({ rank: i + 1, number: p.number, name: p.name, points: p.points, tiebreaks: tm.tiebreaks.map(() => 0), games: tm.pairings.length, wins: 0 })),
      crosstable: [], can_pair: !why, why_not: why && "club." + why, why_not_args: args,
    };
  };
  const pair = async (tm) => {
    const present = tm.players.filter((p) => !p.withdrawn);
    const boards = [];
    for (let i = 0; i + 1 < present.length; i += 2) {
      const made = await fetch("/api/games", {
        method: "POST", headers: { "Content-Type": "application/json" },
        body: JSON.stringify({ rules: tm.rules, seating: "apart", side: "white", clock: tm.clock }),
      }).then((r) => r.json());
      Object.assign(present[i], { game: made.id, side: "white" });
      Object.assign(present[i + 1], { game: made.id, side: "black" });
      boards.push({ board: boards.length + 1, white: present[i].number, black: present[i + 1].number, game: made.id, result: null, by: null });
    }
    const byes = present.length % 2 ? [{ player: present[present.length - 1].number, kind: "pairing", points: tm.bye_points }] : [];
    tm.pairings.push({ round: tm.pairings.length + 1, boards, byes });
  };
  const handle = async (method, path, body, token) => {
    if (path === "/api/tournaments" && method === "GET") {
      return reply(200, { tournaments: all.slice().reverse().map((tm) => {
        const a = answer(tm);
        return { id: a.id, name: a.name, rules: a.rules, system: a.system, rounds: a.rounds, round: a.round, players: a.players.length, state: a.state };
      }) });
    }
    if (path === "/api/tournaments" && method === "POST") {
      if (!body.name || !body.name.trim()) return refuse(422, "name_empty");
      const tm = { id: hex(16), organiser: hex(16), name: body.name, rules: body.rules, clock: body.clock, system: body.system, rounds: body.rounds,
        bye_points: body.bye_points, tiebreaks: body.tiebreaks, players: [], pairings: [], version: 1 };
      all.push(tm);
      return reply(201, Object.assign(answer(tm), { organiser_token: tm.organiser }));
    }
    const m = /^\/api\/tournaments\/([0-9a-f]+)(?:\/([a-z]+))?$/.exec(path);
    const tm = m && all.find((x) => x.id === m[1]);
    if (!tm) return refuse(404, "no_tournament");
    const action = m[2] || "";
    if (method === "GET" && !action) return reply(200, answer(tm));
    if (method === "GET" && action === "me") {
      const p = tm.players.find((x) => x.token === token);
      if (!p) return refuse(403, "seat_none");
      return reply(200, { player: p.number, name: p.name, game: p.game || null, side: p.side || null, round: tm.pairings.length });
    }
    if (method === "GET" && action === "trf") return reply(200, "012 " + tm.name + "\n");
    if (token !== tm.organiser) return refuse(403, "seat_none");
    tm.version += 1;
    if (action === "players") {
      const p = { number: tm.players.length + 1, name: body.name, rating: body.rating || null, club: body.club || null, withdrawn: false, token: hex(16) };
      tm.players.push(p);
      return reply(201, { player: { number: p.number, name: p.name, rating: p.rating, club: p.club }, token: p.token });
    }
    if (action === "pair") {
      const a = answer(tm);
      if (!a.can_pair) return refuse(422, a.why_not.replace("club.", ""));
      await pair(tm);
    } else if (action === "result") {
      const b = tm.pairings[body.round - 1].boards[body.board - 1];
      b.result = body.result;
      b.by = body.result ? "arbiter" : null;
    } else if (action === "withdraw") {
      tm.players[body.player - 1].withdrawn = true;
    } else if (action === "settings") {
      tm.tiebreaks = body.tiebreaks;
    }
    return reply(200, answer(tm));
  };
  window.siteBackend = {
    fetch: (path, opts) => {
      if (!path.startsWith("/api/tournaments")) return fetch(path, opts);
      const auth = (opts.headers && opts.headers.Authorization) || "";
      return handle(opts.method, path, opts.body ? JSON.parse(opts.body) : null, auth.replace(/^Bearer /, ""));
    },
  };
})();
