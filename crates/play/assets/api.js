// The board's JSON API, and its refusals in the page's language.
"use strict";

// A request, acting for the seat of `token` if given; a refusal throws an
// Error carrying the server's answer (`answer`: its message's key `code`
// and `args`, and the `rule`; `status`), a server that does not answer one
// without a status.
async function api(method, path, body, token) {
  const opts = { method, headers: {} };
  if (token) opts.headers.Authorization = "Bearer " + token;
  if (body !== undefined) {
    opts.headers["Content-Type"] = "application/json";
    opts.body = JSON.stringify(body);
  }
  // The board server answers `path` itself; the static site's back end
  // (its backend.js, `cargo xtask site`) answers the API in a Web Worker.
  const res = await (typeof siteBackend === "undefined" ? fetch(path, opts) : siteBackend.fetch(path, opts));
  const type = res.headers.get("Content-Type") || "";
  const data = type.includes("json") ? await res.json() : await res.text();
  if (!res.ok) {
    const error = new Error(data && data.error ? data.error : String(data));
    error.answer = typeof data === "object" ? data : null;
    error.status = res.status;
    throw error;
  }
  return data;
}

// What to tell the player of a failed request: the refusal in the page's
// language, with the ruling that decides it (a link to the guide once
// shown).
function errorText(e) {
  const answer = e && e.answer;
  if (!answer || !answer.code) return t("msg.no_answer", { detail: e && e.message ? e.message : String(e) });
  let text = said("refusal", answer);
  if (answer.rule && !text.includes(answer.rule)) text += " (" + answer.rule + ")";
  // Said as a sentence: its first letter a capital (not a square's, e1).
  return /^[a-h][1-8]/.test(text) ? text : text.charAt(0).toUpperCase() + text.slice(1);
}
