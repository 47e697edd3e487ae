// The page's words, in English and Russian: one key set in a data file per
// language (/i18n/en.json, /i18n/ru.json), the same files the terminal
// board reads. The language is the browser's unless the player chose one
// (kept in localStorage).
"use strict";

const LANGS = ["en", "ru"];
const I18N = { lang: "en", texts: {}, loaded: {}, server: null };

// The language the player chose, else the server's (`--lang`), else the
// first of the browser's that the board speaks, else English.
function preferredLang() {
  let stored = null;
  try { stored = localStorage.getItem("lang"); } catch (e) { stored = null; }
  if (LANGS.includes(stored)) return stored;
  // The server's language (`--lang`), else the browser's.
  if (LANGS.includes(I18N.server)) return I18N.server;
  for (const tag of navigator.languages || [navigator.language || ""]) {
    const code = String(tag).toLowerCase().split(/[-_]/)[0];
    if (LANGS.includes(code)) return code;
  }
  return "en";
}

async function loadLang(lang) {
  if (!I18N.loaded[lang]) {
    const res = await fetch("i18n/" + lang + ".json");
    I18N.loaded[lang] = await res.json();
  }
  I18N.lang = lang;
  I18N.texts = I18N.loaded[lang];
  document.documentElement.lang = lang;
  applyTexts(document);
}

// The text of `key`, its `{name}` arguments put in. An argument whose value
// is `@key` is itself a text (`@color.white`), and `{name:form}` takes that
// text's form `key.form` (`{turn:gen}`: "белых"); `@a,@b` is a list. The
// terminal formats the same way (src/words/texts.rs).
function t(key, args) {
  const template = Object.prototype.hasOwnProperty.call(I18N.texts, key) ? I18N.texts[key] : key;
  if (!args) return template;
  return template.replace(/\{([a-z_]+)(?::([a-z]+))?\}/g, (whole, name, form) => {
    if (!Object.prototype.hasOwnProperty.call(args, name)) return whole;
    return argument(String(args[name]), form);
  });
}

function argument(value, form) {
  if (!value.startsWith("@")) return value;
  return value.split(",").map((item) => {
    const key = item.trim().replace(/^@/, "");
    return t(form ? key + "." + form : key);
  }).join(", ");
}

// A message of the server (`{code, args}`) in the page's language; a move
// text the player typed is said first, as the terminal does.
function said(group, message) {
  const text = t(group + "." + message.code, message.args);
  if (message.args && message.args.text !== undefined) {
    return t("refusal.typed", { text: message.args.text, why: text });
  }
  return text;
}

// Puts the texts into the elements that name them: `data-i18n` (the text),
// `data-i18n-title`, `data-i18n-label` (aria-label), `data-i18n-placeholder`.
function applyTexts(root) {
  for (const el of root.querySelectorAll("[data-i18n]")) el.textContent = t(el.dataset.i18n);
  for (const el of root.querySelectorAll("[data-i18n-title]")) el.title = t(el.dataset.i18nTitle);
  for (const el of root.querySelectorAll("[data-i18n-label]")) el.setAttribute("aria-label", t(el.dataset.i18nLabel));
  for (const el of root.querySelectorAll("[data-i18n-placeholder]")) el.placeholder = t(el.dataset.i18nPlaceholder);
}

// The unit's name: "white knight", "белый конь".
function unitName(color, role) {
  return t("unit." + (color === "w" ? "white" : "black") + "." + role);
}

function colorArg(name) {
  return "@color." + name;
}

function roleArg(role) {
  return "@role." + role;
}
