#!/usr/bin/env python3
"""The pattern corpus through the RegExp of headless Chromium, with `u` and with `v`.

    chromium.py    fail unless, for every pattern of expected.json, Chromium compiles it with
                   `u` and with `v` exactly when Node did, and answers every probe as Node did;
                   and unless every pattern formc calls clean answers in Chromium with `v` as
                   it does in Python (the engines formc promises: docs/LANGUAGE.md, Patterns)

engines.py records what Node answers; a browser compiles a field's `pattern` attribute with the
`v` flag in its own V8, which need not be Node's. This script asks the browser itself, through
Selenium and the chromedriver that Tests/Web/browser_test.py uses (installed by .ci/run).
"""
import json
import sys
from pathlib import Path

HERE = Path(__file__).resolve().parent

# The same test as engines.mjs: RegExp.prototype.test (a search, as JSON Schema's pattern), one
# "0"/"1" per probe, or "error: ..." when the pattern does not compile with the flag.
SCRIPT = r"""
const items = arguments[0];
return items.map(({anchored, probes}) => {
  const results = {};
  for (const [name, flag] of [["ecma_u", "u"], ["ecma_v", "v"]]) {
    let regex;
    try { regex = new RegExp(anchored, flag); }
    catch (error) { results[name] = "error: " + error.message; continue; }
    results[name] = probes.map(p => regex.test(p) ? "1" : "0").join("");
  }
  return results;
});
"""


def browser():
    from selenium import webdriver
    from selenium.webdriver.chrome.service import Service
    options = webdriver.ChromeOptions()
    for argument in ("--headless=new", "--no-sandbox", "--disable-gpu", "--disable-dev-shm-usage"):
        options.add_argument(argument)
    return webdriver.Chrome(service=Service("/usr/bin/chromedriver"), options=options)


def main():
    expected = json.loads((HERE / "expected.json").read_text(encoding="utf-8"))
    # A pattern formc rejects has no anchored form and no probes: nothing to run.
    entries = [e for e in expected["patterns"] if e.get("anchored")]
    # Every pattern is also tried on the fixed probes, which the file keeps once, first.
    fixed = expected["fixedProbes"]
    driver = browser()
    try:
        driver.get("about:blank")
        version = driver.capabilities.get("browserVersion", "?")
        answers = []
        for start in range(0, len(entries), 50):
            chunk = entries[start:start + 50]
            answers += driver.execute_script(SCRIPT, [{"anchored": e["anchored"], "probes": fixed + e["probes"]}
                                                      for e in chunk])
    finally:
        driver.quit()
    problems = []
    for entry, answer in zip(entries, answers):
        for engine in ("ecma_u", "ecma_v"):
            node = entry[engine]
            mine = answer[engine]
            # Error texts differ between V8 versions; whether the pattern compiles must not.
            if node.startswith("error") != mine.startswith("error") or (not node.startswith("error") and node != mine):
                problems.append("%s: Chromium %s differs from Node: %r vs %r" % (entry["pattern"], engine, mine[:80], node[:80]))
        if not entry["ids"] and answer["ecma_v"] != entry["python"]:
            problems.append("%s: formc calls it clean, but Chromium with v answers %r and Python %r"
                            % (entry["pattern"], answer["ecma_v"][:80], entry["python"][:80]))
    for problem in problems:
        print("FAIL:", problem)
    clean = sum(1 for e in entries if not e["ids"])
    print("patterns in Chromium %s: %d with u and v as in Node, %d clean ones as in Python; %d problems"
          % (version, len(entries), clean, len(problems)))
    return 1 if problems else 0


if __name__ == "__main__":
    sys.exit(main())
