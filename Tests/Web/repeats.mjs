#!/usr/bin/env node
// Repeating groups through the web module in Node 20, no packages: `formc generate --emit web`
// of Tests/Repeats/Repeats.form, then every answer script of Tests/Repeats/scripts.json
// (written from docs/LANGUAGE.md before it was run) through `createState`: its steps in order
// (a text typed into a form field or into a row's field by position, a row added, removed or
// moved), then each computed value it names, of the form or of a row (exactly:
// `state.computed(path)`), each verdict (hidden, valid, or the first message), the number of
// rows of each group it names, and the submit: the record exactly where the script gives one,
// refused where a named verdict is invalid. Every record the module submits goes through
// `validate` as a server gets it, which must accept it, and must refuse it with any one
// computed value changed or dropped (in a row too), and with a row too many or too few.
// Then what the scripts cannot say: rows are kept by id (removing one keeps every other row's
// texts, errors and focus), the focus order runs through the rows, and the same scripts give
// the same values in de-DE. Usage: node Tests/Web/repeats.mjs FORMC
import { execFileSync } from "node:child_process";
import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { dirname, join, resolve } from "node:path";
import { fileURLToPath, pathToFileURL } from "node:url";

const here = dirname(fileURLToPath(import.meta.url));
const root = resolve(here, "../..");
const formc = resolve(process.argv[2] || join(root, ".build/debug/formc"));
const out = mkdtempSync(join(tmpdir(), "formc-repeats-"));
process.on("exit", () => rmSync(out, { recursive: true, force: true }));
execFileSync(formc, ["generate", "--emit", "web", "-o", out + "/", join(root, "Tests/Repeats/Repeats.form")], { stdio: ["ignore", "inherit", "pipe"] });
const scriptsFile = JSON.parse(readFileSync(join(root, "Tests/Repeats/scripts.json"), "utf8"));
const module = await import(pathToFileURL(join(out, scriptsFile.form + ".js")).href);
const LANG = "en-US";
const TODAY = "2025-06-01";

const failures = [];
const show = (v) => JSON.stringify(v);
/** Equal as JSON values, whatever the order of object keys. */
const canonical = (v) => Array.isArray(v) ? v.map(canonical)
  : v && typeof v === "object" ? Object.fromEntries(Object.keys(v).sort().map((k) => [k, canonical(v[k])])) : v;
const same = (a, b) => JSON.stringify(canonical(a)) === JSON.stringify(canonical(b));
const groups = module.form.repeats || [];
const groupNamed = (name) => groups.find((g) => g.name === name);
if (groups.length === 0) failures.push(scriptsFile.form + " has no repeating group in its table (form.repeats)");
/** The spec of a field named by a path (`items[2].quantity`) or a name. */
const specOf = (path) => {
  const m = /^([A-Za-z_][A-Za-z0-9_]*)\[[0-9]+\]\.([A-Za-z_][A-Za-z0-9_]*)$/.exec(path);
  if (m) return groupNamed(m[1]).fields.find((f) => f.name === m[2]);
  return module.form.fields.find((f) => f.name === path);
};
const ACTIONS = ["add", "remove", "move"];
const isAction = (step) => ACTIONS.includes(step[0]) && typeof step[1] === "string" && groupNamed(step[1]) != null;

/** Plays one step; `typed` turns a number's text into the state's language. */
function play(state, step, typed = (path, text) => text) {
  if (isAction(step)) {
    const [action, group] = step;
    const ids = state.rows(group);
    if (action === "add") state.addRow(group);
    else if (action === "remove") state.removeRow(group, ids[step[2]]);
    else state.moveRow(group, ids[step[2]], step[3]);
    return;
  }
  const [path, text] = step;
  state.edit(path, text == null ? "" : typed(path, text));
}

const counts = { scripts: 0, agreeing: 0, steps: 0, values: 0, verdicts: 0, rows: 0, records: 0, validated: 0, tampered: 0 };

/** Every computed value of a record, by path, with where it sits: the form's and each row's. */
function computedPaths(state) {
  const paths = [];
  for (const f of module.form.fields) if (f.computed && f.submitted !== false && state.isVisible(f.name)) paths.push({ path: f.name, spec: f });
  for (const g of groups) {
    state.rows(g.name).forEach((_, i) => {
      for (const f of g.fields) {
        const path = g.name + "[" + i + "]." + f.name;
        if (f.computed && f.submitted !== false && state.isVisible(path)) paths.push({ path, spec: f, group: g, index: i });
      }
    });
  }
  return paths;
}

/** The record with the value at `at` replaced (`undefined`: dropped). */
function withValue(record, at, value) {
  const copy = JSON.parse(JSON.stringify(record));
  const target = at.group ? copy[at.group.json][at.index] : copy;
  if (value === undefined) delete target[at.spec.json]; else target[at.spec.json] = value;
  return copy;
}

scriptsFile.scripts.forEach((script, index) => {
  const where = "scripts.json[" + index + "] (" + script.note + ")";
  const state = module.createState({ lang: LANG, today: TODAY });
  const wrong = [];
  try {
    for (const step of script.steps) { play(state, step); counts.steps++; }
  } catch (error) {
    failures.push(where + ": a step failed: " + error.message);
    counts.scripts++;
    return;
  }
  for (const [path, expected] of Object.entries(script.values || {})) {
    counts.values++;
    let got;
    try { got = state.computed(path); } catch (error) { got = "(" + error.message + ")"; }
    if (got !== expected) wrong.push(path + ": expected " + show(expected) + ", got " + show(got));
  }
  let refused = false;
  for (const [path, expected] of Object.entries(script.expect || {})) {
    counts.verdicts++;
    let got;
    try {
      const errors = state.errors(path);
      got = !state.isVisible(path) ? "hidden" : errors.length > 0 ? ["invalid", errors[0]] : "valid";
    } catch (error) { got = "(" + error.message + ")"; }
    if (!same(got, expected)) wrong.push(path + ": expected " + show(expected) + ", got " + show(got));
    if (Array.isArray(expected)) refused = true;
  }
  for (const [group, expected] of Object.entries(script.rows || {})) {
    counts.rows++;
    const got = state.rows(group).length;
    if (got !== expected) wrong.push("rows of " + group + ": expected " + expected + ", got " + got);
  }
  const result = state.submit();
  if (refused && result.ok) wrong.push("submit: a named field is invalid, but the form submitted " + result.json);
  if (script.record) {
    counts.records++;
    if (!result.ok) wrong.push("submit: expected " + show(script.record) + ", refused with " + show(result.errors));
    else if (!same(JSON.parse(result.json), script.record)) wrong.push("record: expected " + show(script.record) + ", got " + result.json);
  }
  if (result.ok) {
    // The server's verdict: the record as sent, then tampered with. Numbers as their raw
    // text, which `validate` takes.
    const record = JSON.parse(result.json.replace(/"(?:[^"\\]|\\.)*"|-?[0-9][0-9.eE+-]*/g, (m) => m.startsWith('"') ? m : '"' + m + '"'));
    const verdict = module.validate(record, { lang: LANG, today: TODAY });
    counts.validated++;
    if (!verdict.valid) wrong.push("validate refuses the submitted record: " + show(verdict.errors));
    for (const at of computedPaths(state)) {
      const isText = at.spec.value === "text";
      const target = at.group ? record[at.group.json][at.index] : record;
      const current = target[at.spec.json];
      for (const tampered of [withValue(record, at, current == null ? (isText ? "x" : "1") : current + (isText ? "x" : "1")), withValue(record, at, undefined)]) {
        if (same(tampered, record)) continue;
        counts.tampered++;
        const v = module.validate(tampered, { lang: LANG, today: TODAY });
        if (v.valid || !v.errors[at.path]) wrong.push("validate accepts " + at.path + " as " + show(at.group ? tampered[at.group.json][at.index][at.spec.json] : tampered[at.spec.json]) + ": " + show(v.errors));
      }
    }
    for (const g of groups) {
      // One row too many (a copy of the last, or an empty one) and one too few.
      const list = record[g.json];
      const more = JSON.parse(JSON.stringify(record));
      more[g.json] = list.concat(Array.from({ length: (g.max ?? list.length) + 1 - list.length }, () => JSON.parse(JSON.stringify(list[list.length - 1] || {}))));
      const fewer = JSON.parse(JSON.stringify(record));
      fewer[g.json] = list.slice(0, g.min - 1);
      for (const [what, tampered] of [["rows above the upper bound", g.max != null ? more : null], ["rows below the lower bound", g.min > 0 ? fewer : null], ["no array", Object.assign({}, record, { [g.json]: {} })]]) {
        if (tampered == null) continue;
        counts.tampered++;
        const v = module.validate(tampered, { lang: LANG, today: TODAY });
        if (v.valid || !v.errors[g.name]) wrong.push("validate accepts " + g.name + " with " + what + ": " + show(v.errors));
      }
    }
  }
  counts.scripts++;
  if (wrong.length > 0) failures.push(where + ":\n    " + wrong.join("\n    "));
  else counts.agreeing++;
});

// The same scripts in de-DE (a decimal comma): the numbers typed there are the same numbers,
// so every value is the same.
let german = 0;
scriptsFile.scripts.forEach((script, index) => {
  const state = module.createState({ lang: "de-DE", today: TODAY });
  try {
    for (const step of script.steps) {
      play(state, step, (path, text) => {
        const spec = specOf(path);
        const number = spec && (spec.value === "integer" || spec.value === "fraction");
        return number ? text.replace(".", ",") : text;
      });
    }
  } catch (error) {
    failures.push("de-DE scripts.json[" + index + "]: a step failed: " + error.message);
    return;
  }
  const wrong = Object.entries(script.values || {}).filter(([path, expected]) => state.computed(path) !== expected);
  if (wrong.length > 0) failures.push("de-DE scripts.json[" + index + "]: " + wrong.map(([p, e]) => p + " expected " + show(e) + ", got " + show(state.computed(p))).join("; "));
  else german++;
});

// Rows are kept by id. In each group: three rows (two where the upper bound is 2), a text
// typed into each row's first text field (the last row's left empty: a required field's error
// shows) and the field left, then the middle row (or the first of two) removed: the other rows
// keep their ids, texts, errors and the focus, and the removed row's fields are gone from
// every list and unreachable by its id. Then a move carries a row's texts with it.
let kept = 0;
for (const g of groups) {
  const textField = g.fields.find((f) => !f.computed && f.value === "text" && !f.visibleWhen);
  if (!textField) continue;
  const state = module.createState({ lang: LANG, today: TODAY });
  while (state.rows(g.name).length < 3 && state.canAddRow(g.name)) state.addRow(g.name);
  const ids = state.rows(g.name);
  if (ids.length < 2) { failures.push(g.name + ": cannot hold two rows, so removing one is not checked"); continue; }
  const path = (id) => g.name + "#" + id + "." + textField.name;
  ids.forEach((id, i) => { state.focus(path(id)); state.edit(path(id), i === ids.length - 1 ? "" : "row " + i); });
  state.focus(null);
  const before = ids.map((id) => [state.text(path(id)), state.visibleErrors(path(id))]);
  const victim = ids.length >= 3 ? 1 : 0;
  const survivors = ids.map((_, i) => i).filter((i) => i !== victim);
  const last = survivors[survivors.length - 1];
  state.focus(path(ids[last]));
  if (state.canRemoveRow(g.name)) try {
    state.removeRow(g.name, ids[victim]);
    const now = state.rows(g.name);
    const problems = [];
    if (!same(now, survivors.map((i) => ids[i]))) problems.push("rows " + show(now) + " after removing " + ids[victim] + " from " + show(ids));
    for (const i of survivors) {
      const got = [state.text(path(ids[i])), state.visibleErrors(path(ids[i]))];
      if (!same(got, before[i])) problems.push("row " + ids[i] + " holds " + show(got) + ", not " + show(before[i]));
    }
    const focusedNow = g.name + "[" + (survivors.length - 1) + "]." + textField.name;
    if (state.focused !== focusedNow) problems.push("the focus is on " + show(state.focused) + ", not on the row that had it, now " + focusedNow);
    if (state.paths().some((p) => p.startsWith(g.name + "[" + now.length + "]"))) problems.push("a path of a removed row is still listed: " + show(state.paths()));
    let threw = false;
    try { state.text(path(ids[victim])); } catch (_) { threw = true; }
    if (!threw) problems.push("the removed row " + ids[victim] + " is still reachable by its id");
    // A move carries a row's texts with it.
    state.moveRow(g.name, ids[last], 0);
    if (state.rows(g.name)[0] !== ids[last]) problems.push("moving row " + ids[last] + " to 0 gives " + show(state.rows(g.name)));
    if (!same([state.text(g.name + "[0]." + textField.name), state.visibleErrors(g.name + "[0]." + textField.name)], before[last])) {
      problems.push("after the move, row 0 holds " + show(state.text(g.name + "[0]." + textField.name)));
    }
    if (problems.length > 0) failures.push(g.name + ": " + problems.join("; ")); else kept++;
  } catch (error) {
    failures.push(g.name + ": removing a row: " + error.message);
  }
  // The bounds: no row beyond the upper bound, none removed below the lower one.
  const bounded = module.createState({ lang: LANG });
  const limit = g.max ?? 50;
  for (let i = 0; i < limit + 2; i++) bounded.addRow(g.name);
  if (g.max != null && bounded.rows(g.name).length !== g.max) failures.push(g.name + ": " + bounded.rows(g.name).length + " rows after adding past the upper bound " + g.max);
  while (bounded.rows(g.name).length > 0 && bounded.removeRow(g.name, bounded.rows(g.name)[0])) { /* down to the lower bound */ }
  if (bounded.rows(g.name).length !== g.min) failures.push(g.name + ": " + bounded.rows(g.name).length + " rows after removing down to the lower bound " + g.min);
  if (module.createState({ lang: LANG }).rows(g.name).length !== g.min) failures.push(g.name + ": a new state does not start with " + g.min + " rows");
}

// The focus order runs through the rows: Return in a row's last focusable field goes to the
// next row's first; after the last row, on to the next form field (or nothing).
let focusChecked = 0;
for (const g of groups) {
  if (g.focus.length === 0) continue;
  const state = module.createState({ lang: LANG });
  while (state.rows(g.name).length < 2 && state.canAddRow(g.name)) state.addRow(g.name);
  if (state.rows(g.name).length < 2) continue;
  const shown = g.focus.filter((name) => state.isVisible(g.name + "[0]." + name));
  const last = shown[shown.length - 1], first = state.rows(g.name).length > 1 ? g.focus.find((name) => state.isVisible(g.name + "[1]." + name)) : null;
  const next = state.nextFocus(g.name + "[0]." + last);
  if (next !== g.name + "[1]." + first) failures.push(g.name + ": Return in " + g.name + "[0]." + last + " goes to " + show(next) + ", not " + g.name + "[1]." + first);
  if (state.previousFocus(g.name + "[1]." + first) !== g.name + "[0]." + last) failures.push(g.name + ": Previous in " + g.name + "[1]." + first + " goes to " + show(state.previousFocus(g.name + "[1]." + first)));
  const place = module.form.focus.indexOf(g.name);
  const after = module.form.focus.slice(place + 1).find((name) => !groupNamed(name) && state.isVisible(name)) ?? null;
  const lastRow = state.rows(g.name).length - 1;
  const shownLast = g.focus.filter((name) => state.isVisible(g.name + "[" + lastRow + "]." + name));
  const leaving = state.nextFocus(g.name + "[" + lastRow + "]." + shownLast[shownLast.length - 1]);
  if (after != null && !groupNamed(after) && leaving !== after) failures.push(g.name + ": Return in the last row's last field goes to " + show(leaving) + ", not " + after);
  focusChecked++;
}

console.log("repeating groups: " + counts.scripts + " scripts, " + counts.agreeing + " exactly as written (" + counts.steps + " steps, " + counts.values + " values, " +
  counts.verdicts + " verdicts, " + counts.rows + " row counts, " + counts.records + " records); " + counts.validated + " submitted records accepted by validate, " +
  counts.tampered + " tampered ones refused; in de-DE " + german + " give the same values; rows kept by id in " + kept + " groups, focus through rows in " + focusChecked);
if (counts.scripts === 0) failures.push("no scripts");
if (kept === 0) failures.push("no group showed that rows are kept by id");
if (failures.length > 0) {
  console.log("\n" + failures.length + " failures:\n" + failures.join("\n"));
  process.exit(1);
}
console.log("repeating groups in the web module: ok");
