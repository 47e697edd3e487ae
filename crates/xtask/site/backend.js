// The static site's back end (written by `cargo xtask site` in place of the
// board server's backend.js): the page's requests to the board's API go to
// a Web Worker that answers them with the board's own request handling
// compiled to WebAssembly (danilchuk-play's API over games kept in memory),
// so the JSON the page sees is the server's; the games are kept in this
// browser (localStorage) across reloads. The engine searches in the worker:
// the page never freezes. The service worker (sw.js) keeps the site for
// playing offline; the page's manifest (the site's own) lets it install to
// a home screen.
"use strict";

const siteBackend = (() => {
  const KEPT = "danilchuk-site-games";
  const worker = new Worker("worker.js", { type: "module" });
  const waiting = new Map();
  let next = 1;
  worker.onmessage = (event) => {
    const answer = event.data;
    if (answer.saved !== undefined) {
      try {
        localStorage.setItem(KEPT, answer.saved);
      } catch (e) {
        console.warn("the games could not be kept in this browser:", e);
      }
    }
    const done = waiting.get(answer.id);
    waiting.delete(answer.id);
    if (done) done(answer);
  };
  let kept = null;
  try {
    kept = localStorage.getItem(KEPT);
  } catch (e) {
    kept = null;
  }
  worker.postMessage({ id: 0, load: kept });

  // fetch() for the page: the API's paths answered by the worker, the
  // site's files by the static host (paths relative to the page, so the
  // site runs from any folder).
  function siteFetch(path, opts) {
    if (!path.startsWith("/api/")) return fetch(path.replace(/^\//, ""), opts);
    const auth = (opts.headers && opts.headers.Authorization) || "";
    const token = auth.startsWith("Bearer ") ? auth.slice(7) : null;
    const id = next++;
    return new Promise((resolve) => {
      waiting.set(id, (a) =>
        resolve(new Response(a.body, { status: a.status, headers: { "Content-Type": a.contentType } })));
      worker.postMessage({ id, method: opts.method || "GET", path, body: opts.body === undefined ? null : opts.body, token });
    });
  }

  // What only the board server offers (a seat for another device, the
  // watch link another device opens) is not offered here.
  function hideServerOnly() {
    document.querySelectorAll('#opponent option[value="apart"]').forEach((o) => o.remove());
    const share = document.getElementById("share");
    if (share) share.hidden = true;
    const style = document.createElement("style");
    style.textContent = "#share, #private, #invite { display: none !important; }";
    document.head.appendChild(style);
  }
  // (This script stands after the page's elements: they are there.)
  hideServerOnly();

  if ("serviceWorker" in navigator) {
    navigator.serviceWorker.register("sw.js").catch((e) => console.warn("no offline copy:", e));
  }

  return { fetch: siteFetch, serverOnly: false };
})();
