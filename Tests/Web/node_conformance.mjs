#!/usr/bin/env node
// The web module's proof in Node 20, no packages: `formc generate --emit web` for every
// conformance form, then
//   1. every vector of Tests/Conformance/vectors.json through `createState` (the baseline
//      texts, focus, one edit, blur: the field's errors decide), compared with the vector's
//      verdict and `filtered`, and with what the Swift model says (Tests/Web/swift-outcomes.json,
//      written by GeneratedFormsTests' WebOutcomesTests): the text the field holds, its
//      messages, and what a submit then gives (the exact JSON, or the errors by field);
//   2. the same vectors through `validate`, as a server gets them (a JSON record with the
//      numbers' raw text);
//   3. every whole record of records.json (which fields show, each verdict, the submit) and
//      of choices-records.json, through the state and through `validate`;
//   4. the pages: the module inline is the module file, byte for byte; every `pattern`
//      attribute compiles with the `v` flag (as browsers compile it) and with `u`; the page
//      asks for nothing from the network.
// A difference must be listed in Tests/Web/known-differences.json with its reason, which
// docs/WEB.md documents under its id; the run fails on an unlisted difference and on a listed
// one that no longer occurs. Usage: node Tests/Web/node_conformance.mjs FORMC
import { execFileSync } from "node:child_process";
import { mkdtempSync, readFileSync, readdirSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { dirname, join, resolve } from "node:path";
import { fileURLToPath, pathToFileURL } from "node:url";

const here = dirname(fileURLToPath(import.meta.url));
const root = resolve(here, "../..");
const formc = resolve(process.argv[2] || join(root, ".build/debug/formc"));
const load = (path) => JSON.parse(readFileSync(join(root, path), "utf8"));

const out = mkdtempSync(join(tmpdir(), "formc-web-"));
process.on("exit", () => rmSync(out, { recursive: true, force: true }));
const conformance = readdirSync(join(root, "Tests/Conformance")).filter((f) => f.endsWith(".form")).sort()
  .map((f) => join(root, "Tests/Conformance", f));
execFileSync(formc, ["generate", "--emit", "web", "-o", out + "/", ...conformance, join(root, "Tests/Forms/ConformanceConditions.form")], { stdio: "inherit" });

const modules = {};
for (const file of readdirSync(out).filter((f) => f.endsWith(".js")).sort()) {
  modules[file.slice(0, -3)] = await import(pathToFileURL(join(out, file)).href);
}

const vectorsFile = load("Tests/Conformance/vectors.json");
const recordsFile = load("Tests/Conformance/records.json");
const choicesFile = load("Tests/Conformance/choices-records.json");
const golden = load("Tests/Web/swift-outcomes.json");
const known = load("Tests/Web/known-differences.json").differences;
const webDoc = readFileSync(join(root, "docs/WEB.md"), "utf8");
const LANG = "en-US";

const failures = [];
const seen = new Set();
/** A difference: allowed when listed for this case, else a failure. */
function differ(kind, where, what) {
  const entry = known.find((k) => k.kind === kind && k.where === where);
  if (entry) { seen.add(entry); return; }
  failures.push(kind + " " + where + ": " + what);
}
/** Equal as JSON values, whatever the order of object keys. */
const canonical = (v) => Array.isArray(v) ? v.map(canonical)
  : v && typeof v === "object" ? Object.fromEntries(Object.keys(v).sort().map((k) => [k, canonical(v[k])])) : v;
const same = (a, b) => JSON.stringify(canonical(a)) === JSON.stringify(canonical(b));
const show = (v) => JSON.stringify(v);
const where = (v) => v.form + "." + v.field + " " + JSON.stringify(v.input);

/** The JSON record a front end submits for these texts (numbers as their raw text). */
function record(module, texts, state) {
  const result = {};
  for (const spec of module.form.fields) {
    if (spec.submitted === false || !state.isVisible(spec.name)) continue;
    const text = texts[spec.name] ?? "";
    switch (spec.value) {
      case "text": if (text !== "" || !spec.optional) result[spec.json] = text; break;
      case "integer": case "fraction": if (text !== "") result[spec.json] = text; break;
      case "boolean": result[spec.json] = text === "true" ? true : text === "false" ? false : text; break;
      case "optionSet": result[spec.json] = text === "" ? [] : (() => { try { return JSON.parse(text); } catch (_) { return text; } })(); break;
      default: if (text !== "") result[spec.json] = text;
    }
  }
  return result;
}

function submitOutcome(state) {
  const result = state.submit();
  return result.ok ? { json: result.json } : { errors: result.errors, first: result.first };
}

// 1 and 2: the vectors.
const JSON_NUMBER = /^-?(0|[1-9][0-9]*)(\.[0-9]+)?([eE][-+]?[0-9]+)?$/;
const counts = { notApplicable: 0, vectors: vectorsFile.vectors.length, swift: 0, module: 0, moduleSwift: 0, validate: 0, records: 0, recordsModule: 0, recordsValidate: 0, choices: 0 };
vectorsFile.vectors.forEach((vector, index) => {
  const module = modules[vector.form];
  const swift = golden.vectors[index];
  if (!module || !swift) { failures.push("vector " + index + " " + where(vector) + ": no module or no Swift outcome"); return; }
  if (swift.form !== vector.form || swift.field !== vector.field || swift.input !== vector.input) {
    failures.push("vector " + index + ": swift-outcomes.json is stale (run FORMC_UPDATE_GOLDEN=1 swift test)");
    return;
  }
  if (swift.valid === vector.valid && swift.filtered === (vector.filtered ?? false)) counts.swift++;
  const texts = Object.assign({}, vectorsFile.baselines[vector.form], vector.with || {});
  const state = module.createState({ lang: LANG });
  for (const name of Object.keys(texts).sort()) if (name !== vector.field) state.edit(name, texts[name]);
  state.focus(vector.field);
  const before = state.text(vector.field);
  state.edit(vector.field, vector.input);
  const filtered = vector.input !== before && state.text(vector.field) === before;
  const typed = state.text(vector.field);
  state.focus(null);
  const outcome = {
    valid: !filtered && state.errors(vector.field).length === 0, filtered, typed, text: state.text(vector.field),
    errors: state.errors(vector.field), visibleErrors: state.visibleErrors(vector.field),
  };
  const entered = Object.assign({}, texts);
  for (const name of state.fields) entered[name] = state.text(name);
  const recordText = Object.assign({}, texts, { [vector.field]: vector.input });
  outcome.submit = submitOutcome(state);
  let agrees = true;
  if (outcome.valid !== vector.valid || outcome.filtered !== (vector.filtered ?? false)) {
    agrees = false;
    differ("module-verdict", where(vector), "expected " + (vector.valid ? "valid" : "invalid") + (vector.filtered ? ", filtered" : "") +
      "; the module says " + (outcome.valid ? "valid" : "invalid") + (outcome.filtered ? ", filtered" : "") + " " + show(outcome.errors));
  }
  if (agrees) counts.module++;
  let agreesSwift = true;
  for (const key of ["valid", "filtered", "typed", "text", "errors", "visibleErrors", "submit"]) {
    if (!same(outcome[key], swift[key])) {
      agreesSwift = false;
      differ("module-swift-" + key, where(vector), "Swift " + show(swift[key]) + ", the module " + show(outcome[key]));
    }
  }
  if (agreesSwift) counts.moduleSwift++;
  // Through validate: the record with the vector's text as given (a server is not typed
  // into). A number is sent as the JSON number typed, or, for a text JSON does not write as a
  // number (`.5`, `007`, `1e3` typed), as the number the field read from it: such a vector is
  // about typing, and one whose text the field cannot read has no record to send.
  const spec = module.form.fields.find((f) => f.name === vector.field);
  if (spec.value === "integer" || spec.value === "fraction") {
    if (!JSON_NUMBER.test(vector.input) || /[eE]/.test(vector.input)) {
      const literal = state.input(vector.field).literal;
      if (literal == null || filtered) { counts.notApplicable++; return; }
      recordText[vector.field] = literal;
    }
  }
  const server = module.createState({ lang: LANG });
  for (const name of Object.keys(recordText).sort()) prefillText(server, name, recordText[name]);
  const verdict = module.validate(record(module, recordText, server), { lang: LANG });
  const valid = !Object.prototype.hasOwnProperty.call(verdict.errors, vector.field);
  if (valid !== vector.valid) {
    differ("validate-verdict", where(vector), "expected " + (vector.valid ? "valid" : "invalid") + "; validate says " + show(verdict.errors));
  } else {
    counts.validate++;
  }
});

/** Puts `text` in a field as a prefill does (no filter), to see which fields it shows. */
function prefillText(state, name, text) {
  const spec = state.spec(name);
  const input = state.input(name);
  switch (spec.value) {
    case "boolean": input.prefill(text === "true"); break;
    case "optionSet": try { input.prefill(input.exactly(JSON.parse(text)) || []); } catch (_) { input.prefill([]); } break;
    case "integer": case "fraction": input.storage = text; break;
    case "option": input.prefill(text === "" ? null : text); break;
    default: input.prefill(text);
  }
}

// 3: whole records.
recordsFile.records.forEach((entry, index) => {
  const module = modules[entry.form];
  const swift = golden.records[index];
  counts.records++;
  const state = module.createState({ lang: LANG });
  for (const name of state.fields) state.edit(name, entry.values[name] ?? "");
  const submit = submitOutcome(state);
  const verdicts = {};
  for (const name of state.fields) verdicts[name] = !state.isVisible(name) ? "hidden" : state.errors(name).length === 0 ? "valid" : "invalid";
  const label = "record " + index + " (" + entry.note + ")";
  let agrees = true;
  if (!same(Object.entries(verdicts).sort(), Object.entries(entry.expect).sort())) {
    agrees = false;
    const diff = Object.keys(entry.expect).filter((k) => verdicts[k] !== entry.expect[k]).map((k) => k + ": expected " + entry.expect[k] + ", the module says " + verdicts[k]);
    differ("record-verdicts", label, diff.join("; "));
  }
  if (!same(Object.entries(verdicts).sort(), Object.entries(swift.verdicts).sort()) || !same(submit, swift.submit)) {
    agrees = false;
    differ("record-swift", label, "Swift " + show([swift.verdicts, swift.submit]) + ", the module " + show([verdicts, submit]));
  }
  if (agrees) counts.recordsModule++;
  // Through validate: the shown fields' values; then each hidden field's value added is refused.
  const shown = module.createState({ lang: LANG });
  for (const name of shown.fields) prefillText(shown, name, entry.values[name] ?? "");
  const data = record(module, entry.values, shown);
  const verdict = module.validate(data, { lang: LANG });
  const said = {};
  for (const name of state.fields) said[name] = entry.expect[name] === "hidden" ? "hidden" : Object.prototype.hasOwnProperty.call(verdict.errors, name) ? "invalid" : "valid";
  let validates = same(Object.entries(said).sort(), Object.entries(entry.expect).sort());
  for (const spec of module.form.fields) {
    const text = entry.values[spec.name];
    if (entry.expect[spec.name] !== "hidden" || text === "") continue;
    const withHidden = Object.assign({}, data, record(module, { [spec.name]: text }, { isVisible: (n) => n === spec.name }));
    if (!Object.prototype.hasOwnProperty.call(module.validate(withHidden, { lang: LANG }).errors, spec.name)) {
      validates = false;
      differ("validate-hidden", label + " " + spec.name, "a hidden field's value is accepted");
    }
  }
  if (!same(Object.entries(said).sort(), Object.entries(entry.expect).sort())) {
    differ("validate-record", label, "expected " + show(entry.expect) + "; validate says " + show(verdict.errors));
  }
  if (validates) counts.recordsValidate++;
});

choicesFile.records.forEach((entry, index) => {
  const verdict = modules[choicesFile.form].validate(entry.record, { lang: LANG });
  if (verdict.valid !== entry.valid) {
    differ("validate-choices", "choices record " + index + " (" + entry.note + ")", "expected " + (entry.valid ? "valid" : "invalid") + "; validate says " + show(verdict.errors));
  } else {
    counts.choices++;
  }
});

// 4: the pages.
const entities = (s) => s.replace(/&#x([0-9A-Fa-f]+);/g, (_, h) => String.fromCodePoint(parseInt(h, 16)))
  .replace(/&#([0-9]+);/g, (_, d) => String.fromCodePoint(Number(d)))
  .replace(/&quot;/g, "\"").replace(/&#39;/g, "'").replace(/&lt;/g, "<").replace(/&gt;/g, ">").replace(/&amp;/g, "&");
let patterns = 0;
for (const file of readdirSync(out).filter((f) => f.endsWith(".html")).sort()) {
  const page = readFileSync(join(out, file), "utf8");
  const module = readFileSync(join(out, file.replace(/\.html$/, ".js")), "utf8");
  const start = page.indexOf("<script type=\"module\">\n") + "<script type=\"module\">\n".length;
  if (page.slice(start, start + module.length) !== module) failures.push(file + ": the inline module is not " + file.replace(/\.html$/, ".js"));
  if ((page.match(/<script/g) || []).length !== 1) failures.push(file + ": more than one script element");
  if (/\s(src|href|srcset|action|poster|data)=/.test(page.replace(/<script type="module">[\s\S]*<\/script>/, ""))) failures.push(file + ": an attribute that loads something");
  if (/url\(|@import/.test(page.slice(page.indexOf("<style>"), page.indexOf("</style>")))) failures.push(file + ": the stylesheet loads something");
  for (const match of page.matchAll(/ pattern="([^"]*)"/g)) {
    const pattern = entities(match[1]);
    patterns++;
    for (const flag of ["v", "u"]) {
      try { new RegExp("^(?:" + pattern + ")$", flag); } catch (error) { failures.push(file + ": pattern " + show(pattern) + " does not compile with " + flag + ": " + error.message); }
    }
  }
}

for (const entry of known) {
  if (!seen.has(entry)) failures.push("known-differences.json lists " + entry.kind + " " + entry.where + ", which no longer occurs: remove it");
  if (!webDoc.includes(entry.id)) failures.push("known-differences.json: docs/WEB.md does not document " + entry.id);
}

console.log("vectors: " + counts.vectors + "; Swift model (golden) agrees with " + counts.swift + ", the module with " + counts.module +
  " (with the Swift model in every detail: " + counts.moduleSwift + "), validate with " + counts.validate +
  " (" + counts.notApplicable + " not applicable: a text that holds no number JSON can send)");
console.log("records: " + counts.records + "; the module agrees with " + counts.recordsModule + ", validate with " + counts.recordsValidate +
  "; choices records: " + choicesFile.records.length + ", validate agrees with " + counts.choices);
console.log("pages: " + readdirSync(out).filter((f) => f.endsWith(".html")).length + ", " + patterns + " pattern attributes compile with v and u; known differences: " + known.length);
if (failures.length > 0) {
  console.log("\n" + failures.length + " failures:\n" + failures.slice(0, 200).join("\n"));
  process.exit(1);
}
console.log("web conformance: ok");
