#!/usr/bin/env node
// A computed age through the web module in Node 20, no packages: `formc generate --emit web`
// of Tests/Computed/Age.form, then every vector of Tests/Computed/ages.json (written from
// docs/LANGUAGE.md before it was run) through `createState` with the vector's day as `today`:
// the date typed, then the age (`state.computed("years")`, exactly) and whether the guardian
// field that a condition on the age shows is shown; and the record a submit sends holds the
// age. Usage: node Tests/Web/age.mjs FORMC
import { execFileSync } from "node:child_process";
import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { dirname, join, resolve } from "node:path";
import { fileURLToPath, pathToFileURL } from "node:url";

const here = dirname(fileURLToPath(import.meta.url));
const root = resolve(here, "../..");
const formc = resolve(process.argv[2] || join(root, ".build/debug/formc"));
const out = mkdtempSync(join(tmpdir(), "formc-age-"));
process.on("exit", () => rmSync(out, { recursive: true, force: true }));
execFileSync(formc, ["generate", "--emit", "web", "-o", out + "/", join(root, "Tests/Computed/Age.form")], { stdio: ["ignore", "inherit", "pipe"] });
const module = await import(pathToFileURL(join(out, "Age.js")).href);
const { vectors } = JSON.parse(readFileSync(join(root, "Tests/Computed/ages.json"), "utf8"));

const failures = [];
for (const v of vectors) {
  const state = module.createState({ lang: "en-US", today: v.today });
  if (v.born != null) state.edit("born", v.born);
  const years = state.computed("years");
  const expected = v.years == null ? null : String(v.years);
  const where = "born " + v.born + ", today " + v.today;
  if (years !== expected) failures.push(where + ": age " + JSON.stringify(years) + ", expected " + JSON.stringify(expected));
  if (state.isVisible("guardian") !== v.guardian) failures.push(where + ": guardian shown " + state.isVisible("guardian") + ", expected " + v.guardian);
  const result = state.submit();
  if (!result.ok) { failures.push(where + ": submit refused " + JSON.stringify(result.errors)); continue; }
  const record = JSON.parse(result.json);
  if ((record.years ?? null) !== v.years) failures.push(where + ": record " + result.json);
}
if (failures.length > 0) {
  console.error(failures.join("\n"));
  console.error("age.mjs: " + failures.length + " of " + vectors.length + " vectors disagree");
  process.exit(1);
}
console.log("age.mjs: " + vectors.length + " vectors of age(d), each with its own today, agree with docs/LANGUAGE.md");
