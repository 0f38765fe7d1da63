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
//   5. computed values: Tests/Web/computed.mjs, the scripts of Tests/Computed/scripts.json;
//   6. repeating groups: Tests/Web/repeats.mjs, the scripts of Tests/Repeats/scripts.json.
// A difference must be listed in Tests/Web/known-differences.json with its reason, which
// docs/WEB.md documents under its id; the run fails on an unlisted difference and on a listed
// one that no longer occurs. Usage: node Tests/Web/node_conformance.mjs FORMC
import { execFileSync } from "node:child_process";
import { copyFileSync, mkdirSync, mkdtempSync, readFileSync, readdirSync, rmSync, writeFileSync } from "node:fs";
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
  const swift = golden.vectors.en_US[index];
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
  // into). A number is sent as the JSON number typed, or, for a text that is not how JSON
  // writes its value (`.5`, `007`, `1e3`, `100.0` typed), as the number the field read from
  // it: such a vector is about typing, and one whose text the field refused or cannot read
  // has no record to send.
  const spec = module.form.fields.find((f) => f.name === vector.field);
  if (spec.value === "integer" || spec.value === "fraction") {
    const json = JSON_NUMBER.test(vector.input) && !/[eE]/.test(vector.input);
    const exact = json ? module.decimalFromLiteral(vector.input) : null;
    if (vector.input !== "" && (!json || (exact != null && module.decimalText(exact) !== vector.input))) {
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

// The same vectors in other languages: the module must read, show, say and submit what the
// Swift model does (numbers in de-DE have a decimal comma and a grouping dot; messages and
// days are German and Japanese).
const otherLocales = Object.keys(golden.vectors).filter((l) => l !== "en_US").sort();
for (const locale of otherLocales) {
  const lang = locale.replace("_", "-");
  counts["in " + lang] = 0;
  vectorsFile.vectors.forEach((vector, index) => {
    const module = modules[vector.form];
    const swift = golden.vectors[locale][index];
    const texts = Object.assign({}, vectorsFile.baselines[vector.form], vector.with || {});
    const state = module.createState({ lang });
    for (const name of Object.keys(texts).sort()) if (name !== vector.field) state.edit(name, texts[name]);
    state.focus(vector.field);
    const before = state.text(vector.field);
    state.edit(vector.field, vector.input);
    const filtered = vector.input !== before && state.text(vector.field) === before;
    const typed = state.text(vector.field);
    state.focus(null);
    const outcome = {
      valid: !filtered && state.errors(vector.field).length === 0, filtered, typed, text: state.text(vector.field),
      errors: state.errors(vector.field), visibleErrors: state.visibleErrors(vector.field), submit: submitOutcome(state),
    };
    let agrees = true;
    for (const key of ["valid", "filtered", "typed", "text", "errors", "visibleErrors", "submit"]) {
      if (!same(outcome[key], swift[key])) {
        agrees = false;
        differ("module-swift-" + key + "-" + lang, where(vector), "Swift " + show(swift[key]) + ", the module " + show(outcome[key]));
      }
    }
    if (agrees) counts["in " + lang]++;
  });
}

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

// 5: every example and test form (Tests/Forms/Hostile.form's texts among them): the module
// loads, a state in every built-in language says each text as the table has it (the form's own
// texts, which no catalog translates, exactly, `%@` and all), a submit and `validate` run, and
// its page is checked with the conformance pages below.
const everyForm = readdirSync(join(root, "Examples")).filter((f) => f.endsWith(".form")).map((f) => join(root, "Examples", f))
  .concat(readdirSync(join(root, "Tests/Forms")).filter((f) => f.endsWith(".form")).map((f) => join(root, "Tests/Forms", f))).sort();
const more = join(out, "more");
execFileSync(formc, ["generate", "--emit", "web", "-o", more + "/", ...everyForm.filter((f) => !f.endsWith("/ConformanceConditions.form"))], { stdio: ["ignore", "inherit", "pipe"] });
let formsChecked = 0;
for (const file of readdirSync(more).filter((f) => f.endsWith(".js")).sort()) {
  const module = await import(pathToFileURL(join(more, file)).href);
  for (const lang of ["en", "zh-Hans", "de", "fr", "es", "ja"]) {
    const state = module.createState({ lang });
    // A repeating group's fields (names unique in the form) and texts, and how a row is named.
    const groups = module.form.repeats || [];
    for (const g of groups) {
      for (const role of ["label", "addLabel", "help"]) {
        if (state.groupText(g.name, role) !== (g[role] ?? null)) failures.push(file + " " + g.name + " " + role + " in " + lang + ": " + show(state.groupText(g.name, role)) + ", the table " + show(g[role]));
      }
      const row = state.rowLabel(g.name, 1);
      if (!row.includes("2") || (lang !== "en") === (row === "Item 2")) failures.push(file + " " + g.name + ": the second row is named " + show(row) + " in " + lang);
    }
    for (const spec of module.form.fields.concat(...groups.map((g) => g.fields))) {
      for (const [role, text] of [["label", state.label(spec.name)], ["prompt", state.prompt(spec.name)], ["help", state.help(spec.name)]]) {
        if (text !== (spec[role] ?? null)) failures.push(file + " " + spec.name + " " + role + " in " + lang + ": " + show(text) + ", the table " + show(spec[role]));
      }
      for (const rule of spec.rules) {
        if (rule.message.key && state.resolve(rule.message) !== rule.message.text) failures.push(file + " " + spec.name + ": a message of its own changed: " + show(state.resolve(rule.message)));
        if (rule.message.template) {
          const label = state.label(spec.name);
          if (!state.resolve(rule.message).includes(label)) failures.push(file + " " + spec.name + ": " + show(state.resolve(rule.message)) + " does not hold the label " + show(label));
        }
      }
    }
    if (module.form.title != null && state.title !== module.form.title) failures.push(file + " title in " + lang);
    state.submit();
    module.validate({}, { lang });
  }
  formsChecked++;
}
for (const file of readdirSync(more).filter((f) => f.endsWith(".html"))) {
  // The pages of these forms go through the page checks below with the conformance pages.
  copyFileSync(join(more, file), join(out, file));
  copyFileSync(join(more, file.replace(/\.html$/, ".js")), join(out, file.replace(/\.html$/, ".js")));
}

// 6: translations from a String Catalog. `--emit web,strings` puts the catalog's translations
// in the table, and `createState({strings})` takes a catalog object: a German translation is
// used, one in state `new` and an empty one are not (the app's .strings file leaves them out).
{
  const dir = join(out, "catalog");
  const formFile = join(dir, "SignUp.form");
  mkdirSync(dir, { recursive: true });
  copyFileSync(join(root, "Examples/SignUp.form"), formFile);
  execFileSync(formc, ["generate", "--emit", "strings", "-o", dir + "/", formFile]);
  const catalogPath = join(dir, "SignUp.xcstrings");
  const catalog = JSON.parse(readFileSync(catalogPath, "utf8"));
  for (const [key, entry] of Object.entries(catalog.strings)) {
    const english = entry.localizations.en.stringUnit.value;
    entry.localizations.de = { stringUnit: { state: "translated", value: "DE " + english } };
  }
  catalog.strings["SignUp.email.label"].localizations.de.stringUnit.state = "new";
  catalog.strings["SignUp.bio.label"].localizations.de.stringUnit.value = "";
  writeFileSync(catalogPath, JSON.stringify(catalog, null, 1));
  execFileSync(formc, ["generate", "--emit", "web,strings", "-o", dir + "/", formFile]);
  const translated = await import(pathToFileURL(join(dir, "SignUp.js")).href);
  const plain = await import(pathToFileURL(join(more, "SignUp.js")).href);
  const cases = [
    [translated.createState({ lang: "de-AT" }), "the table's translations"],
    [plain.createState({ lang: "de", strings: catalog }), "a catalog given to createState"],
  ];
  for (const [state, how] of cases) {
    const expect = (what, actual, expected) => { if (!same(actual, expected)) failures.push("catalog, " + how + ": " + what + " " + show(actual) + ", expected " + show(expected)); };
    expect("label", state.label("username"), "DE Username");
    expect("a translation in state new", state.label("email"), "Email");
    expect("an empty translation", state.label("bio"), "Bio");
    expect("a template", state.errors("username"), ["DE DE Username is required."]);
    expect("a message of its own", state.resolve(state.spec("age").rules[0].message), "DE You must be at least 13");
    expect("the submit button", state.submitLabel, "DE Sign up");
    expect("a section", state.sectionText(translated.form.sections[0], "header"), "DE Account");
  }
  const english = translated.createState({ lang: "en" });
  if (english.label("username") !== "Username") failures.push("catalog: the English label is " + show(english.label("username")));
  const page = readFileSync(join(dir, "SignUp.html"), "utf8");
  if (!page.includes(readFileSync(join(dir, "SignUp.js"), "utf8"))) failures.push("catalog: the page does not hold the translated module");
  console.log("catalog: translations through --emit web,strings and through createState({strings}) checked");
}

// 7: sliders (Tests/Forms/Sliders.form), as GeneratedFormsTests' SliderTests moves them in the
// Swift model: into the range, to the nearest step computed in decimal, or freely to the 15
// significant digits a Double keeps.
{
  const sliders = await import(pathToFileURL(join(more, "Sliders.js")).href);
  const state = sliders.createState({ lang: "en-US" });
  const cases = [
    ["volume", 1.7, "1"], ["volume", -3, "0"], ["bass", 40, "12"], ["bass", -40, "-12"], ["balance", 9, "1"],
    ["balance", NaN, "1"], ["volume", 0.34, "0.3"], ["volume", 0.76, "0.8"], ["tempo", 123.4, "125"], ["tempo", 61, "60"],
    ["bass", 3.6, "4"], ["quality", 0.6, "0.5"], ["echo", 0.33, "0.35"], ["balance", 0.1 + 0.2, "0.3"],
    ["balance", -0.123456789, "-0.123456789"], ["gain", 7.25, "7.25"],
  ];
  for (const [name, value, text] of cases) {
    const held = state.slide(name, value);
    if (held !== text) failures.push("slider " + name + " moved to " + value + ": " + show(held) + ", the Swift model " + show(text));
  }
  console.log("sliders: " + cases.length + " moves as the Swift model makes them");
}

// 8: the rest of the module's API, as docs/WEB.md states it.
{
  const check = (what, actual, expected) => { if (!same(actual, expected)) failures.push("api: " + what + ": " + show(actual) + ", expected " + show(expected)); };
  const signUp = await import(pathToFileURL(join(more, "SignUp.js")).href);
  const state = signUp.createState({ lang: "en" });
  // Server errors show at once, block a submit, and clear when their field is edited.
  state.setServerErrors({ username: ["This username is taken."] });
  check("server errors shown at once", state.visibleErrors("username"), ["This username is taken."]);
  state.edit("username", "ada_l");
  check("server errors cleared by an edit", state.errors("username"), []);
  // preview says what an edit would leave, without editing.
  check("preview of a refused edit", state.preview("age", "12a"), "");
  check("preview of an accepted edit", state.preview("age", "42"), "42");
  check("preview does not edit", state.text("age"), "");
  check("edit returns the text held", state.edit("age", "1234"), "");
  // currentValues: null while a rule fails, the values once none does, no error shown.
  check("currentValues while invalid", state.currentValues(), null);
  check("currentValues showed nothing", state.visibleErrors("email"), []);
  state.edit("email", "ada@example.com"); state.edit("password", "correct horse"); state.edit("confirmPassword", "correct horse");
  state.edit("terms", "true"); state.edit("age", "36");
  check("currentValues", state.currentValues(), { username: "ada_l", email: "ada@example.com", password: "correct horse", age: "36", bio: "", terms: true, newsletter: false });
  const submitted = state.submit();
  check("submit", [submitted.ok, submitted.json], [true, "{\"age\":36,\"bio\":\"\",\"email\":\"ada@example.com\",\"newsletter\":false,\"password\":\"correct horse\",\"terms\":true,\"username\":\"ada_l\"}"]);
  check("focus order", [state.nextFocus(null), state.nextFocus("password"), state.nextFocus("bio"), state.previousFocus("email")], ["username", "confirmPassword", null, "username"]);
  // today: the day options.today names, in a rule and in a condition.
  const dates = modules.ConformanceDates;
  const fixed = dates.createState({ lang: "en", today: "2030-06-15" });
  fixed.edit("end", "2030-06-15");
  check("required when end >= today, on today", fixed.isRequired("why"), true);
  fixed.edit("end", "2030-06-14");
  check("required when end >= today, the day before", fixed.isRequired("why"), false);
  // The page's language: options, then ?lang=, then the browser's (data-formc-lang="auto"),
  // then the root element's lang, then the form's.
  const page = (lang, auto, href, languages) => ({
    documentElement: { getAttribute: (n) => (n === "lang" ? lang : n === "data-formc-lang" ? (auto ? "auto" : null) : null) },
    location: { href }, defaultView: { navigator: { languages } },
  });
  check("options.lang first", signUp.chooseLanguage(page("en", true, "file:///x.html?lang=fr", ["de"]), { lang: "ja" }), "ja");
  check("then ?lang=", signUp.chooseLanguage(page("en", true, "file:///x.html?lang=fr", ["de"])), "fr");
  check("then the browser's", signUp.chooseLanguage(page("en", true, "file:///x.html", ["tlh", "de-CH", "fr"])), "de-CH");
  check("a browser language nobody has", signUp.chooseLanguage(page("en", true, "file:///x.html", ["tlh"])), "en");
  check("the page's lang without auto", signUp.chooseLanguage(page("es", false, "file:///x.html", ["de"])), "es");
  // A language's own grouping (hi-IN groups in lakhs where Intl has it): shown as the
  // language writes it, read as the same number.
  const lakhs = modules.ConformanceNumbers.createState({ lang: "hi-IN" });
  lakhs.edit("big", "1234567");
  const grouped = lakhs.symbols.secondaryGroupingSize === 2 ? "12,34,567" : "1,234,567";
  check("hi-IN grouping", [lakhs.text("big"), lakhs.input("big").literal], [grouped, "1234567"]);
  lakhs.edit("big", "12,34,5678");
  check("hi-IN grouping separators skipped wherever they are", lakhs.input("big").literal, "12345678");
  console.log("api: server errors, preview, currentValues, submit, focus order, today and the page's language checked");
}

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
  // Its Content-Security-Policy forbids every request and every evaluation of a text (the
  // browser proof tries both in Chromium).
  const policies = [...page.matchAll(/<meta http-equiv="Content-Security-Policy" content="([^"]*)">/g)].map((m) => entities(m[1]));
  const directives = Object.fromEntries((policies[0] || "").split(";").map((d) => d.trim().split(/\s+/)).map(([name, ...sources]) => [name, sources.join(" ")]));
  const wanted = { "default-src": "'none'", "script-src": "'unsafe-inline'", "style-src": "'unsafe-inline'", "img-src": "'none'", "connect-src": "'none'", "form-action": "'none'", "base-uri": "'none'" };
  if (policies.length !== 1 || !same(Object.entries(directives).sort(), Object.entries(wanted).sort())) failures.push(file + ": its Content-Security-Policy is " + show(policies) + ", not " + show(wanted));
  for (const match of page.matchAll(/ pattern="([^"]*)"/g)) {
    const pattern = entities(match[1]);
    patterns++;
    for (const flag of ["v", "u"]) {
      try { new RegExp("^(?:" + pattern + ")$", flag); } catch (error) { failures.push(file + ": pattern " + show(pattern) + " does not compile with " + flag + ": " + error.message); }
    }
  }
}

// Every pattern a module holds compiles with the `v` flag (the module would fall back to `u`
// without a word), as every `pattern` attribute of the pages does above.
let rulePatterns = 0;
for (const dir of [out, more]) {
  for (const file of readdirSync(dir).filter((f) => f.endsWith(".js"))) {
    const { form } = await import(pathToFileURL(join(dir, file)).href);
    for (const spec of form.fields) {
      for (const rule of spec.rules.filter((r) => r.pattern != null)) {
        rulePatterns++;
        try { new RegExp(rule.pattern, "v"); } catch (error) { failures.push(file + " " + spec.name + ": pattern " + show(rule.pattern) + " does not compile with v: " + error.message); }
      }
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
for (const locale of otherLocales) {
  const lang = locale.replace("_", "-");
  console.log("vectors in " + lang + ": the module agrees with the Swift model in every detail for " + counts["in " + lang] + " of " + counts.vectors);
}
console.log("records: " + counts.records + "; the module agrees with " + counts.recordsModule + ", validate with " + counts.recordsValidate +
  "; choices records: " + choicesFile.records.length + ", validate agrees with " + counts.choices);
console.log("example and test forms: " + formsChecked + " modules load, and say every text in six languages as the table holds it");
console.log("pages: " + readdirSync(out).filter((f) => f.endsWith(".html")).length + ", " + patterns + " pattern attributes compile with v and u; " +
  rulePatterns + " patterns of the modules' rules compile with v; known differences: " + known.length);
// 9: computed values: Tests/Web/computed.mjs plays Tests/Computed/scripts.json, and prints its own counts.
try {
  execFileSync(process.execPath, [join(here, "computed.mjs"), formc], { stdio: "inherit" });
} catch (_) {
  failures.push("Tests/Web/computed.mjs failed (above)");
}
// 10: repeating groups: Tests/Web/repeats.mjs plays Tests/Repeats/scripts.json, and prints its own counts.
try {
  execFileSync(process.execPath, [join(here, "repeats.mjs"), formc], { stdio: "inherit" });
} catch (_) {
  failures.push("Tests/Web/repeats.mjs failed (above)");
}
if (failures.length > 0) {
  console.log("\n" + failures.length + " failures:\n" + failures.slice(0, 200).join("\n"));
  process.exit(1);
}
console.log("web conformance: ok");
