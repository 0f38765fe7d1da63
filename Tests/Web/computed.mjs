#!/usr/bin/env node
// Computed values through the web module in Node 20, no packages: `formc generate --emit web`
// of Tests/Computed/ConformanceComputed.form, then every answer script of Tests/Computed/scripts.json
// (written from docs/LANGUAGE.md before it was run) through `createState`: the texts given in
// order, then each computed value it names (exactly: `state.computed(name)`), each verdict
// (hidden, valid, or the first message), and the submit: the record exactly where the script
// gives one, refused where a named verdict is invalid. Every record the module submits goes
// through `validate` as a server gets it, which must accept it, and must refuse it with any
// one computed value changed, dropped or added. Usage: node Tests/Web/computed.mjs FORMC
import { execFileSync } from "node:child_process";
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { dirname, join, resolve } from "node:path";
import { fileURLToPath, pathToFileURL } from "node:url";

const here = dirname(fileURLToPath(import.meta.url));
const root = resolve(here, "../..");
const formc = resolve(process.argv[2] || join(root, ".build/debug/formc"));
const out = mkdtempSync(join(tmpdir(), "formc-computed-"));
process.on("exit", () => rmSync(out, { recursive: true, force: true }));
execFileSync(formc, ["generate", "--emit", "web", "-o", out + "/", join(root, "Tests/Computed/ConformanceComputed.form")], { stdio: ["ignore", "inherit", "pipe"] });
const scriptsFile = JSON.parse(readFileSync(join(root, "Tests/Computed/scripts.json"), "utf8"));
const module = await import(pathToFileURL(join(out, scriptsFile.form + ".js")).href);
const LANG = "en-US";

const failures = [];
const show = (v) => JSON.stringify(v);
/** Equal as JSON values, whatever the order of object keys. */
const canonical = (v) => Array.isArray(v) ? v.map(canonical)
  : v && typeof v === "object" ? Object.fromEntries(Object.keys(v).sort().map((k) => [k, canonical(v[k])])) : v;
const same = (a, b) => JSON.stringify(canonical(a)) === JSON.stringify(canonical(b));
const computedNames = module.form.fields.filter((f) => f.computed).map((f) => f.name);
const counts = { scripts: 0, agreeing: 0, values: 0, verdicts: 0, records: 0, validated: 0, tampered: 0 };

scriptsFile.scripts.forEach((script, index) => {
  const where = "scripts.json[" + index + "] (" + script.note + ")";
  const state = module.createState({ lang: LANG, today: "2025-06-01" });
  for (const [name, text] of script.steps) state.edit(name, text ?? "");
  const wrong = [];
  for (const [name, expected] of Object.entries(script.values || {})) {
    counts.values++;
    const got = state.computed(name);
    if (got !== expected) wrong.push(name + ": expected " + show(expected) + ", got " + show(got));
  }
  let refused = false;
  for (const [name, expected] of Object.entries(script.expect || {})) {
    counts.verdicts++;
    const errors = state.errors(name);
    const got = !state.isVisible(name) ? "hidden" : errors.length > 0 ? ["invalid", errors[0]] : "valid";
    if (!same(got, expected)) wrong.push(name + ": expected " + show(expected) + ", got " + show(got));
    if (Array.isArray(expected)) refused = true;
  }
  const result = state.submit();
  if (refused && result.ok) wrong.push("submit: a named field is invalid, but the form submitted " + result.json);
  if (script.record) {
    counts.records++;
    if (!result.ok) wrong.push("submit: expected " + show(script.record) + ", refused with " + show(result.errors));
    else if (!same(JSON.parse(result.json), script.record)) wrong.push("record: expected " + show(script.record) + ", got " + result.json);
  }
  if (result.ok) {
    // The server's verdict: the record as sent, then each computed value tampered with.
    // Numbers as their raw text, which `validate` takes: a JS number cannot hold 2^62 + 1.
    const record = JSON.parse(result.json.replace(/"(?:[^"\\]|\\.)*"|-?[0-9][0-9.eE+-]*/g, (m) => m.startsWith('"') ? m : '"' + m + '"'));
    const verdict = module.validate(record, { lang: LANG, today: "2025-06-01" });
    counts.validated++;
    if (!verdict.valid) wrong.push("validate refuses the submitted record: " + show(verdict.errors));
    for (const name of computedNames) {
      const spec = module.form.fields.find((f) => f.name === name);
      if (spec.submitted === false || !state.isVisible(name)) continue;
      const changed = Object.assign({}, record);
      const isText = spec.value === "text";
      if (record[spec.json] == null) changed[spec.json] = isText ? "x" : "1";
      else changed[spec.json] = record[spec.json] + (isText ? "x" : "1");
      const dropped = Object.assign({}, record);
      delete dropped[spec.json];
      for (const tampered of [changed, dropped]) {
        if (same(tampered, record)) continue;
        counts.tampered++;
        const v = module.validate(tampered, { lang: LANG, today: "2025-06-01" });
        if (v.valid || !v.errors[name]) wrong.push("validate accepts " + name + " as " + show(tampered[spec.json]) + ": " + show(v.errors));
      }
    }
  }
  counts.scripts++;
  if (wrong.length > 0) failures.push(where + ":\n    " + wrong.join("\n    "));
  else counts.agreeing++;
});

// The same scripts in de-DE (a decimal comma): the numbers typed there are the same numbers,
// so every value is the same; and a value's row shows it in the language's digits.
let german = 0;
scriptsFile.scripts.forEach((script, index) => {
  const state = module.createState({ lang: "de-DE", today: "2025-06-01" });
  for (const [name, text] of script.steps) {
    const spec = module.form.fields.find((f) => f.name === name);
    const number = spec.value === "integer" || spec.value === "fraction";
    state.edit(name, text == null ? "" : number ? text.replace(".", ",") : text);
  }
  const wrong = Object.entries(script.values || {}).filter(([name, expected]) => state.computed(name) !== expected);
  if (wrong.length > 0) failures.push("de-DE scripts.json[" + index + "]: " + wrong.map(([n, e]) => n + " expected " + show(e) + ", got " + show(state.computed(n))).join("; "));
  else german++;
});
const shown = {};
for (const lang of ["en-US", "de-DE", "fr-FR"]) {
  const state = module.createState({ lang });
  const comma = lang !== "en-US";
  state.edit("quantity", "1000");
  state.edit("price", comma ? "1,5" : "1.5");
  state.edit("weight", comma ? "0,2" : "0.2");
  shown[lang] = [state.text("subtotal"), state.text("needed"), state.text("drift"), state.text("share"), state.text("greeting")];
}
const expectedShown = {
  "en-US": ["1,500", "4.5", "0.30000000000000004", "", "Hi \"friend\" </script> \u200b"],
  "de-DE": ["1.500", "4,5", "0,30000000000000004", "", "Hi \"friend\" </script> \u200b"],
  "fr-FR": ["1\u202f500", "4,5", "0,30000000000000004", "", "Hi \"friend\" </script> \u200b"],
};
for (const lang of ["en-US", "de-DE"]) {
  const state = module.createState({ lang });
  state.edit("quantity", "1234");
  state.edit("price", lang === "en-US" ? "-1000.5" : "-1000,5");
  state.edit("weight", lang === "en-US" ? "-1.5" : "-1,5");
  shown[lang + " negative"] = [state.text("subtotal"), state.text("needed"), state.text("negated"), state.text("drift")];
}
expectedShown["en-US negative"] = ["-1,234,617", "-3,001.5", "-1,234", "-1.4"];
expectedShown["de-DE negative"] = ["-1.234.617", "-3.001,5", "-1.234", "-1,4"];
for (const lang of Object.keys(expectedShown)) {
  if (!same(shown[lang], expectedShown[lang])) failures.push("shown in " + lang + ": expected " + show(expectedShown[lang]) + ", got " + show(shown[lang]));
}

// A chain of 60 values, each reading the one before twice (and in a condition): each is worked
// out once per change, so reading the last is quick (evaluated afresh, it would take 3^60 steps).
const chain = ["form ConformanceChain {", "    field a: int?", "    computed c0: int? = a"];
for (let i = 1; i < 60; i++) chain.push("    computed c" + i + ": int? = c" + (i - 1) + " > 5 ? c" + (i - 1) + " - c" + (i - 1) + " + 1 : c" + (i - 1) + " + 1");
chain.push("    keyboardToolbar previous, next, done", "}", "");
writeFileSync(join(out, "Chain.form"), chain.join("\n"));
execFileSync(formc, ["generate", "--emit", "web", "-o", join(out, "chain") + "/", join(out, "Chain.form")], { stdio: ["ignore", "inherit", "pipe"] });
const chainModule = await import(pathToFileURL(join(out, "chain", "ConformanceChain.js")).href);
const started = Date.now();
const chainState = chainModule.createState({ lang: LANG });
chainState.edit("a", "1");
const last = chainState.computed("c59");
const took = Date.now() - started;
// c0 = 1, then + 1 while at most 5 (c5 = 6), then 1 (6 - 6 + 1), 2, ...: c_i = (i mod 6) + 1, so c59 = 6.
if (last !== "6" || took > 2000) failures.push("a chain of 60 values: c59 is " + show(last) + " (expected \"6\") after " + took + " ms (at most 2000)");

console.log("computed values: " + counts.scripts + " scripts, " + counts.agreeing + " exactly as written (" + counts.values + " values, " +
  counts.verdicts + " verdicts, " + counts.records + " records); " + counts.validated + " submitted records accepted by validate, " +
  counts.tampered + " tampered ones refused; in de-DE " + german + " give the same values; rows show values in en-US, de-DE and fr-FR digits");
if (counts.scripts < 60) failures.push("only " + counts.scripts + " scripts; the proof needs at least 60");
if (failures.length > 0) {
  console.log("\n" + failures.length + " failures:\n" + failures.join("\n"));
  process.exit(1);
}
console.log("computed values in the web module: ok");
