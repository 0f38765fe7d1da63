#!/usr/bin/env python3
"""formc's web pages in a real browser (docs/WEB.md, "In Chromium").

    python3 Tests/Web/browser_test.py [--screenshots DIR] [--only PART,...] [--forms F,...] FORMC_BINARY
    python3 Tests/Web/browser_test.py --self-test

With the formc binary, `formc generate --emit web,json-schema` writes the page of every form
in Examples/ and Tests/Conformance/ (and Tests/Forms/ConformanceConditions.form), and one
headless Chromium (browser_harness.py) uses them as a person does:

 vectors   every conformance vector (Tests/Conformance/vectors.json): the page loaded afresh,
           the baseline texts (with the vector's `with`) entered into the other fields, the
           vector typed into its field as one edit, the form submitted. The field's verdict
           (aria-invalid; a refused edit leaves the text as it was), the text it holds, its
           messages and what the submit gives (the JSON text, or the messages of every field
           and the field focused) must be the Swift model's (swift-outcomes.json), and the
           record the page submits must pass python-jsonschema on the form's emitted schema.
 records   every whole record of the condition forms (Tests/Conformance/records.json): the
           fields the page shows and hides, each shown field's verdict and what the submit
           gives must be the Swift model's; a submitted record holds no hidden field and
           passes the schema.
 examples  every example page: axe-core finds no violation, light and dark, before and after
           a failed submit; Chromium's accessibility tree gives every shown control its label
           as its name and its help, and after a failed submit its error, in its description,
           with focus on a field in error; a mouse click on submit is never lost; the page's
           Content-Security-Policy refuses eval and every load; a screenshot of each, light
           and dark (into --screenshots).
 behaviours  Enter along the focus order (a hidden field skipped, the last submits), a required
           date half typed, a press on the submit button released elsewhere, and the computed
           values of Tests/Computed/ConformanceComputed.form as a person types (outputs, a condition on
           one, a required one, the submit, names in the accessibility tree, axe-core); rows of
           a repeating group added, typed into and removed with the page's buttons (texts,
           errors and focus kept, legends, the live region, bounds, Return through rows, a
           submit with an error in a row, the record and its schema, axe-core), and the page
           of Tests/Repeats/Repeats.form audited and filled with rows.
 languages the vectors of the forms without numbers on pages opened with ?lang=de-DE, against
           the Swift model in de_DE; the language chosen from ?lang=, the browser's languages
           and the page's lang, with its messages.

Every page load fails the run on a SEVERE console entry and on any network request.
A difference from Swift is allowed only where browser_limits.py names it with its reason;
one that it does not name, or one it names that no longer happens, fails the run, and so do
counts that are not docs/WEB.md's.

--self-test runs the same checks on browser_fixture.html, a hand-written page, and on broken
copies of it: each check must pass on the page and fail on the copy broken for it.

Exits 1 on any failure (no Chromium is one: the proof is required), 2 when a Python package
is missing (CI installs them: Tests/Web/requirements.txt).
"""

import argparse
import decimal
import json
import os
import re
import subprocess
import sys
import tempfile
import time

HERE = os.path.dirname(os.path.abspath(__file__))
ROOT = os.path.dirname(os.path.dirname(HERE))
CONFORMANCE = os.path.join(ROOT, "Tests", "Conformance")
sys.path.insert(0, HERE)
sys.path.insert(0, CONFORMANCE)

try:
    from jsonschema import Draft202012Validator
    import browser_harness as harness
except ImportError as error:  # a setup problem, not a test failure
    sys.stderr.write("browser_test.py needs Selenium, axe-core-python and jsonschema: "
                     "pip install -r Tests/Web/requirements.txt -r Tests/Conformance/requirements.txt (%s)\n" % error)
    sys.exit(2)
from browser_limits import KNOWN, FIXTURE_KNOWN  # noqa: E402
from known_differences import vector_case  # noqa: E402

SWIFT_OUTCOMES = os.path.join(HERE, "swift-outcomes.json")
# The parts of a run (--only).
PARTS = ("examples", "vectors", "records", "behaviours", "languages")

# Controls whose text is typed (Input.insertText), as opposed to clicked, picked or moved.
TEXT_KINDS = {"text", "textarea", "email", "tel", "url", "password", "search", "number"}


def load_json(path):
    with open(path, encoding="utf-8") as handle:
        return json.load(handle, parse_float=decimal.Decimal)


class CannotHold(Exception):
    """The control cannot be given this text by a person: a select without that option, a day
    that does not exist, a slider position between its steps."""


# Entering a field's text into its control, whatever the control is.

def read_controls(browser):
    """Per field: its control's kind and, for the kinds that need them, its options, bounds
    and step. Read once per page: they do not change."""
    return browser.js(r"""
const out = {};
for (const row of document.querySelectorAll('[data-formc-field]')) {
  const name = row.getAttribute('data-formc-field');
  const c = document.getElementById('f-' + name);
  if (!c) { out[name] = {kind: null}; continue; }
  let kind = c.tagName.toLowerCase();
  if (kind === 'input') kind = (c.getAttribute('type') || 'text').toLowerCase();
  const info = {kind};
  if (kind === 'select') info.options = [...c.options].map(o => o.value);
  if (kind === 'fieldset') info.options = [...c.querySelectorAll('input[type=checkbox]')].map(b => [b.id, b.value]);
  if (kind === 'range' || kind === 'date' || kind === 'number') { info.min = c.min; info.max = c.max; info.step = c.step; }
  out[name] = info;
}
return out;
""")


def shown_text(kind, value):
    """A control's value as the vectors write a field's text."""
    if kind == "checkbox":
        return "true" if value else "false"
    if kind == "fieldset":
        return json.dumps(value, ensure_ascii=False, separators=(",", ":")) if value else ""
    return value


def same_text(kind, value, text):
    """Whether a control showing `value` already holds the vectors' `text`."""
    if kind == "fieldset":
        try:
            wanted = json.loads(text) if text else []
        except ValueError:
            return False
        return isinstance(wanted, list) and sorted(map(str, wanted)) == sorted(value)
    if kind == "range":
        try:
            return decimal.Decimal(value) == decimal.Decimal(text)
        except decimal.InvalidOperation:
            return False
    return shown_text(kind, value) == text


def enter(browser, controls, name, text):
    """Gives field `name` the text `text` as a person would with its control, or raises
    CannotHold."""
    info = controls[name]
    kind = info["kind"]
    if kind in TEXT_KINDS:
        browser.type_text(name, text)
    elif kind == "checkbox":
        if text not in ("true", "false"):
            raise CannotHold("a switch is on or off, not %r" % text)
        browser.set_checkbox("f-" + name, text == "true")
    elif kind == "select":
        if text not in info["options"]:
            raise CannotHold("the select has no option %r" % text)
        browser.select_option(name, text)
    elif kind == "fieldset":
        try:
            wanted = json.loads(text) if text else []
        except ValueError:
            raise CannotHold("%r is no list of options" % text)
        values = [value for _, value in info["options"]]
        if not isinstance(wanted, list) or any(not isinstance(v, str) or v not in values for v in wanted) \
                or len(set(wanted)) != len(wanted):
            raise CannotHold("check boxes pick each of their options once, not %r" % text)
        for element_id, value in info["options"]:
            browser.set_checkbox(element_id, value in wanted)
    elif kind == "date":
        if text == "":
            browser.clear_date(name)
            return
        parts = text.split("-")
        shape = len(parts) == 3 and [len(p) for p in parts] == [4, 2, 2] and all(p.isascii() and p.isdigit() for p in parts)
        if not shape or browser.type_date(name, text) != text:
            raise CannotHold("a date control holds only days, not %r" % text)
    elif kind == "range":
        try:
            value, low, step = decimal.Decimal(text), decimal.Decimal(info["min"] or "0"), decimal.Decimal(info["step"] or "1")
            high = decimal.Decimal(info["max"] or "100")
        except decimal.InvalidOperation:
            raise CannotHold("a slider holds numbers, not %r" % text)
        steps = (value - low) / step
        if not (low <= value <= high) or steps != steps.to_integral_value():
            raise CannotHold("a slider from %s to %s by %s has no position %r" % (low, high, step, text))
        current = decimal.Decimal(browser.js("return document.getElementById(arguments[0]).value", "f-" + name))
        browser.move_slider(name, int((value - current) / step))
    else:
        raise CannotHold("no control the proof knows (%s)" % kind)


def fill(browser, controls, texts):
    """Enters `texts` (field -> text) in declaration order into the fields that are shown,
    pass after pass while entering one shows another. Returns {field: why} for the texts that
    could not be entered (their field stayed hidden, or the control cannot hold them)."""
    pending = [name for name in controls if name in texts]
    untyped = {}
    while pending:
        page = browser.read()["fields"]
        progress = False
        for name in list(pending):
            if page[name]["hidden"]:
                continue
            if same_text(controls[name]["kind"], page[name]["value"], texts[name]):
                pending.remove(name)
                progress = True
                continue
            try:
                enter(browser, controls, name, texts[name])
            except CannotHold as why:
                untyped[name] = str(why)
            except harness.NotShown:
                # An earlier field of this pass hid it: the next pass sees.
                continue
            pending.remove(name)
            progress = True
        if not progress:
            break
    if pending:
        page = browser.read()["fields"]
        for name in pending:
            if not same_text(controls[name]["kind"], page[name]["value"], texts[name]):
                untyped[name] = "hidden: a person cannot type into it"
    return untyped


# One page's checks after a submit.

def submitted_problems(page, schema, hidden_names=()):
    """What is wrong with the record the page submitted: not JSON, refused by the schema, or
    holding a hidden field."""
    try:
        record = json.loads(page["json"], parse_float=decimal.Decimal)
    except (TypeError, ValueError) as error:
        return ["data-formc-json is not JSON (%s): %r" % (error, page["json"])]
    problems = []
    if schema is not None:
        for error in Draft202012Validator(schema).iter_errors(record):
            problems.append("the submitted record fails the schema at %s: %s" % ("/".join(map(str, error.absolute_path)) or "#", error.message))
    for name in hidden_names:
        if name in record:
            problems.append("the submitted record holds the hidden field %r" % name)
    return problems


def focused_on(element_id, key):
    """Whether the element focused is the control of the field with this key (a form field's
    name, or GROUP-ID-FIELD for a row's field), or one of its check boxes (`f-KEY-N`)."""
    element_id = element_id or ""
    return element_id == "f-" + key or re.fullmatch(r"f-%s-[0-9]+" % re.escape(key), element_id) is not None


def page_consistency(page):
    """aria-invalid, the error texts, the result and the focus must tell one story."""
    problems = []
    for name, field in page["fields"].items():
        if field["hidden"]:
            continue
        if (field["invalid"] == "true") != bool(field["error"]):
            problems.append("%s: aria-invalid=%r but the error text is %r" % (name, field["invalid"], field["error"]))
    invalid = [name for name, field in page["fields"].items() if not field["hidden"] and field["invalid"] == "true"]
    if page["result"] == "submitted" and invalid:
        problems.append("the form submitted with fields in error: %s" % ", ".join(invalid))
    if page["result"] == "invalid":
        if not invalid:
            problems.append("the submit failed, but no field shows an error")
        elif not any(focused_on(page["focused"], name) for name in invalid):
            problems.append("after the failed submit the focus is on %r, not on a field in error (%s)" % (page["focused"], ", ".join(invalid)))
    if page["result"] not in ("submitted", "invalid"):
        problems.append("data-formc-result is %r after a submit" % page["result"])
    return problems


class Run:
    """The differences and failures of a run, with the listed limits they are held against."""

    def __init__(self, known):
        self.known = dict(known)
        self.seen_known = set()
        self.failures = []
        self.counts = {}

    def difference(self, case, what, platform=False):
        """A difference from Swift: allowed when listed and it is the platform's (the control
        cannot hold the text, or changed it); any other fails, listed or not."""
        if case in self.known:
            self.seen_known.add(case)
            if platform:
                return "limit"
            what = "listed as a limit of the platform (%s), but the page differs otherwise: %s" % (self.known[case], what)
        self.failures.append("%s: %s" % (case, what))
        return "fail"

    def fail(self, what):
        self.failures.append(what)

    def count(self, key, n=1):
        self.counts[key] = self.counts.get(key, 0) + n

    def finish(self):
        for case in sorted(set(self.known) - self.seen_known):
            self.failures.append("%s: listed in browser_limits.py (%s), but it no longer happens: the page agrees with Swift; remove it" % (case, self.known[case]))


def submit_differences(page, swift_submit):
    """How the page's submit differs from the Swift model's (`{"json": ...}`, or `{"errors":
    {field: [messages]}, "first": field}`): the result, the exact JSON text, the messages of
    every field, the field focused."""
    if swift_submit is None:
        return []
    if "json" in swift_submit:
        if page["result"] != "submitted":
            shown = {name: f["messages"] for name, f in page["fields"].items() if f["messages"]}
            return ["Swift submits %s; the page does not submit (%s)" % (swift_submit["json"], shown)]
        if page["json"] != swift_submit["json"]:
            return ["Swift submits %s; the page submits %s" % (swift_submit["json"], page["json"])]
        return []
    if page["result"] != "invalid":
        return ["Swift refuses the submit (%s); the page submits %s" % (swift_submit["errors"], page["json"])]
    differences = []
    shown = {name: f["messages"] for name, f in page["fields"].items() if f["messages"] and not f["hidden"]}
    if shown != swift_submit["errors"]:
        differences.append("after the submit Swift's errors are %s; the page shows %s" % (swift_submit["errors"], shown))
    first = swift_submit.get("first")
    if first and page["focused"] not in ("f-" + first, ) and not (page["focused"] or "").startswith("f-%s-" % first):
        differences.append("Swift focuses %s first; the page focuses %s" % (first, page["focused"]))
    return differences


def run_vectors(browser, run, pages, schemas, vectors, baselines, swift=None, forms=None, query=""):
    """Every vector of the forms in `pages` (form name -> page path) through the page; `swift`
    holds the Swift model's outcome of each vector, in the same order (None: compare with the
    vector's own verdict only)."""
    by_form = {}
    for index, vector in enumerate(vectors):
        if forms is None or vector["form"] in forms:
            by_form.setdefault(vector["form"], []).append((vector, swift[index] if swift else None))
    for form, form_vectors in by_form.items():
        if form not in pages:
            run.fail("%s: no page was generated for the form" % form)
            continue
        started = time.time()
        browser.open(pages[form], query)
        controls = read_controls(browser)
        for problem in browser.problems():
            run.fail("%s: %s" % (form, problem))
        for vector, outcome in form_vectors:
            run_vector(browser, run, controls, schemas.get(form), vector, baselines.get(form, {}), outcome)
        print("  %s: %d vectors in %.1f s" % (form, len(form_vectors), time.time() - started))


def run_vector(browser, run, controls, schema, vector, baseline, swift):
    case = vector_case(vector)
    field = vector["field"]
    run.count("vectors")
    if field not in controls:
        run.fail("%s: the page has no field %r" % (case, field))
        return
    browser.reload()
    texts = dict(baseline)
    texts.update(vector.get("with", {}))
    texts.pop(field, None)
    untyped = fill(browser, controls, texts)
    before = browser.read()["fields"][field]
    kind = controls[field]["kind"]
    held = True
    refused = None
    if before["hidden"]:
        if not same_text(kind, before["value"], vector["input"]):
            untyped[field] = "hidden: a person cannot type into it"
            held = False
    else:
        try:
            if kind in TEXT_KINDS:
                refused = browser.type_text_observed(field, vector["input"])
            else:
                enter(browser, controls, field, vector["input"])
        except CannotHold as why:
            held = False
            untyped[field] = str(why)
    after_typing = browser.read()["fields"][field]
    # A field the vector's edit shows gets its text now, as a person fills in what appears
    # (the Swift model holds a hidden field's text all along).
    shown_now = {name: texts[name] for name, why in untyped.items() if name != field and name in texts and why.startswith("hidden")}
    if shown_now:
        for name in shown_now:
            del untyped[name]
        untyped.update(fill(browser, controls, shown_now))
    browser.submit()
    page = browser.read()
    for problem in browser.problems() + page_consistency(page):
        run.fail("%s: %s" % (case, problem))
    if not held:
        run.count("vectors the page cannot be given")
        run.difference(case, "the page cannot be given this input: %s" % untyped[field], platform=True)
        return
    if untyped:
        run.fail("%s: the other fields' texts could not be entered: %s" % (case, untyped))
    # As the Swift conformance test reads it: an edit that leaves the text as it was is refused.
    before_text = shown_text(kind, before["value"])
    after_text = shown_text(kind, after_typing["value"])
    filtered = kind in TEXT_KINDS and vector["input"] != before_text and after_text == before_text
    shown = page["fields"][field]
    valid = not filtered and shown["invalid"] != "true"
    expected_valid = swift["valid"] if swift else vector["valid"]
    expected_filtered = swift["filtered"] if swift else bool(vector.get("filtered"))
    differences = []
    # The browser, not the page, changed the text: the page did not refuse the edit, and the
    # control holds something else than what was typed (and than the Swift model holds).
    changed_by_control = kind in TEXT_KINDS and refused is False and after_text != vector["input"] \
        and (not swift or after_text != swift["typed"])
    if changed_by_control:
        differences.append("typing %r into the %s control left %r in it%s" % (
            vector["input"], kind, after_text, " (Swift holds %r)" % swift["typed"] if swift else ""))
    if (valid, filtered) != (expected_valid, expected_filtered):
        differences.append("Swift says %s%s; the page says %s%s (text %r, error %r)" % (
            "valid" if expected_valid else "invalid", ", filtered" if expected_filtered else "",
            "valid" if valid else "invalid", ", filtered" if filtered else "", after_text, shown["error"]))
    if swift:
        text = shown_text(kind, shown["value"])
        if text != swift["text"] and not same_text(kind, shown["value"], swift["text"]):
            differences.append("the field holds %r in Swift, %r on the page" % (swift["text"], text))
        if shown["messages"] != swift["errors"]:
            differences.append("Swift's messages are %s; the page shows %s" % (swift["errors"], shown["messages"]))
        differences += submit_differences(page, swift["submit"])
    if differences:
        outcome = run.difference(case, "; ".join(differences), platform=changed_by_control)
        run.count("vectors that differ" if outcome == "fail" else "vectors with a listed limit")
    else:
        run.count("vectors that agree")
    if page["result"] == "submitted":
        run.count("vectors submitted")
        hidden = [name for name, f in page["fields"].items() if f["hidden"]]
        # A vector with a `limit` is one the schema documents it refuses (vectors.json's note;
        # check.py holds the schema to it): the app, and so the page, takes it.
        for problem in submitted_problems(page, None if vector.get("limit") else schema, hidden):
            run.fail("%s: %s" % (case, problem))


def run_records(browser, run, pages, schemas, records, swift=None, forms=None):
    """Every whole record through its form's page: shown and hidden fields, verdicts, and
    the submitted record; `swift` holds the Swift model's outcome of each record."""
    controls_of = {}
    started = time.time()
    for index, record in enumerate(records):
        form = record["form"]
        if forms is not None and form not in forms:
            continue
        case = "records.json[%d]" % index
        outcome = swift[index] if swift else None
        run.count("records")
        if form not in pages:
            run.fail("%s: no page was generated for %s" % (case, form))
            continue
        if form not in controls_of:
            browser.open(pages[form])
            controls_of[form] = read_controls(browser)
        else:
            browser.reload()
        controls = controls_of[form]
        untyped = fill(browser, controls, record["values"])
        browser.submit()
        page = browser.read()
        for problem in browser.problems() + page_consistency(page):
            run.fail("%s: %s" % (case, problem))
        differences = []
        verdicts = outcome["verdicts"] if outcome else record["expect"]
        for name, expected in verdicts.items():
            field = page["fields"].get(name)
            if field is None:
                differences.append("%s: no such field on the page" % name)
                continue
            got = "hidden" if field["hidden"] else ("invalid" if field["invalid"] == "true" else "valid")
            if got != expected:
                differences.append("%s: Swift says %s, the page %s%s" % (name, expected, got, " (%s)" % field["error"] if field["error"] else ""))
        if outcome:
            differences += submit_differences(page, outcome["submit"])
        # A text that could not be entered matters only where the outcomes differ.
        if differences:
            note = "; not entered: %s" % untyped if untyped else ""
            result = run.difference(case, "; ".join(differences) + note)
            run.count("records that differ" if result == "fail" else "records with a listed limit")
        else:
            run.count("records that agree")
        if page["result"] == "submitted":
            run.count("records submitted")
            hidden = [name for name, f in page["fields"].items() if f["hidden"]]
            for problem in submitted_problems(page, schemas.get(form), hidden):
                run.fail("%s: %s" % (case, problem))
    print("  %d records in %.1f s" % (len(records), time.time() - started))


# The accessibility checks and screenshots of a page.

LABELS = r"""
const out = {};
for (const row of document.querySelectorAll('[data-formc-field]')) {
  const name = row.getAttribute('data-formc-field');
  const c = document.getElementById('f-' + name);
  if (!c) continue;
  let label = null;
  if (c.tagName === 'FIELDSET') {
    const legend = c.querySelector(':scope > legend');
    label = legend ? legend.innerText : null;
  } else {
    const l = document.querySelector('label[for="' + CSS.escape(c.id) + '"]');
    label = l ? l.innerText : null;
  }
  out[name] = {label: label, options: c.tagName === 'FIELDSET' ? [...c.querySelectorAll('input[type=checkbox]')].map(b => b.id) : []};
}
return out;
"""


def tree_problems(browser, after_submit):
    """Chromium's accessibility tree: every shown control is named by its label (a check box
    of a multiple choice by its own), and after a failed submit every control in error is
    invalid and has its error (and its help) in its description."""
    problems = []
    page = browser.read()
    labels = browser.js(LABELS)
    checked_errors = 0
    for name, field in page["fields"].items():
        if field["hidden"]:
            continue
        node = browser.ax_node("f-" + name)
        label = harness.normalized(labels.get(name, {}).get("label"))
        if node is None or node["ignored"]:
            problems.append("%s: the control is not in the accessibility tree" % name)
            continue
        if not label:
            problems.append("%s: the control has no label element (or legend)" % name)
        elif harness.normalized(node["name"]) != label:
            problems.append("%s: its accessible name is %r, not its label %r" % (name, node["name"], label))
        for option in labels.get(name, {}).get("options", []):
            option_node = browser.ax_node(option)
            if option_node is None or not harness.normalized(option_node["name"]):
                problems.append("%s: the check box %s has no accessible name" % (name, option))
        description = harness.normalized(node["description"])
        if field["help"] and harness.normalized(field["help"]) not in description:
            problems.append("%s: its help %r is not in its accessible description %r" % (name, field["help"], description))
        if after_submit and field["invalid"] == "true":
            checked_errors += 1
            if node["properties"].get("invalid") not in ("true", True):
                problems.append("%s: shows an error, but the accessibility tree says it is not invalid" % name)
            if harness.normalized(field["error"]) not in description:
                problems.append("%s: its error %r is not in its accessible description %r" % (name, field["error"], description))
    return problems, checked_errors


def axe_problems(browser, axe_source, when):
    problems = []
    for violation in browser.axe(axe_source):
        targets = "; ".join(" ".join(node["target"]) if isinstance(node["target"], list) else str(node["target"])
                            for node in violation["nodes"][:5])
        problems.append("axe %s (%s, %s): %s [%s]" % (violation["id"], browser.scheme, when, violation["help"], targets))
    return problems


def audit_page(browser, path, axe_source, screenshots=None):
    """axe-core light and dark before and after a failed submit, the accessibility tree, and
    screenshots. Returns (problems, errors checked in the tree)."""
    problems = []
    browser.set_scheme("light")
    browser.open(path)
    problems += browser.problems()
    tree, _ = tree_problems(browser, after_submit=False)
    problems += tree
    stem = os.path.splitext(os.path.basename(path))[0]
    for scheme in ("light", "dark"):
        browser.set_scheme(scheme)
        problems += axe_problems(browser, axe_source, "as loaded")
        if screenshots:
            browser.screenshot(os.path.join(screenshots, stem + ("-dark" if scheme == "dark" else "") + ".png"))
    browser.set_scheme("light")
    browser.submit()
    page = browser.read()
    checked = 0
    if page["result"] == "invalid":
        problems += page_consistency(page)
        tree, checked = tree_problems(browser, after_submit=True)
        problems += tree
        for scheme in ("light", "dark"):
            browser.set_scheme(scheme)
            problems += axe_problems(browser, axe_source, "after a failed submit")
    browser.set_scheme("light")
    problems += click_problems(browser)
    problems += browser.problems()
    problems += browser.policy_problems()
    return problems, checked


def click_problems(browser):
    """A mouse click on the submit button right after typing is never lost. The click's
    mousedown takes the focus from the field, which may show the field's error; if that moves
    the button away from under the pointer before the mouseup, the browser sends no click and
    the person's submit does nothing. Every shown text control gets one character, then the
    button is clicked: the form must answer (submitted or invalid)."""
    browser.reload()
    controls = read_controls(browser)
    page = browser.read()["fields"]
    typed = []
    for name, info in controls.items():
        if info["kind"] in TEXT_KINDS and not page[name]["hidden"]:
            try:
                browser.type_text(name, "a")
                typed.append(name)
            except harness.NotShown:
                continue
    browser.click_submit()
    result = browser.read()["result"]
    if result not in ("submitted", "invalid"):
        return ["a mouse click on the submit button after typing into %s was lost (data-formc-result is %r): "
                "the focus leaving %s moved the button from under the pointer" % (", ".join(typed), result, typed[-1] if typed else "the last field")]
    return []


# What a person does with a page beyond one vector: Enter along the focus order, a date left
# half typed, a press on the submit button released elsewhere; and the page's language.

# A form whose focus order has a field that is hidden until `first` is "more".
ENTER_FORM = """form EnterOrder {
    field first: text { label "First" }
    field second: text? { label "Second"; visible when first == "more" }
    field third: text { label "Third"; validate required }
    focus first, second, third
}
"""


def enter_problems(browser, path):
    """Enter in a single-line field moves to the next visible field of the focus order (a
    hidden one is skipped); on the last, it submits."""
    problems = []
    browser.open(path)
    browser.type_text("first", "x")
    focused = browser.press_enter()
    if focused != "f-third":
        problems.append("Enter in 'first' moved the focus to %r, not to 'third' ('second' is hidden)" % focused)
    browser.type_text("first", "more")
    focused = browser.press_enter()
    if focused != "f-second":
        problems.append("Enter in 'first' moved the focus to %r, not to 'second', shown now" % focused)
    if browser.read()["result"] is not None:
        problems.append("Enter in a field that is not the last submitted the form")
    browser.type_text("third", "t")
    browser.press_enter()
    page = browser.read()
    if page["result"] != "submitted" or page["json"] != '{"first":"more","third":"t"}':
        problems.append("Enter in the last field of the focus order did not submit {\"first\":\"more\",\"third\":\"t\"} (result %r, %r)" % (page["result"], page["json"]))
    return problems + browser.problems()


def half_typed_date_problems(browser, path):
    """A required date whose segment is deleted keeps its day in the state; the control is left
    as the person has it while focused, and shows the day again once left."""
    problems = []
    browser.open(path)
    browser.type_date("start", "2024-02-29")
    browser.js("document.getElementById('f-start').focus();")
    browser._key("Backspace", "Backspace", 8)
    value = browser.js("return document.getElementById('f-start').value")
    if value != "":
        problems.append("deleting the month of 'start' left its value %r: the page wrote over the segment being typed" % value)
    browser.js("document.getElementById('f-end').focus();")
    value = browser.js("return document.getElementById('f-start').value")
    if value != "2024-02-29":
        problems.append("'start', left with its month deleted, shows %r, not the day the state holds, 2024-02-29" % value)
    browser.submit()
    page = browser.read()
    if page["json"] != '{"start":"2024-02-29"}':
        problems.append("after that the page submits %r, not {\"start\":\"2024-02-29\"}" % page["json"])
    return problems + browser.problems()


def held_press_problems(browser, path, field):
    """While the mouse button is down on the submit button, leaving `field` shows no error yet
    and the button does not move; released away from the button (no click), the error shows."""
    problems = []
    browser.open(path)
    browser.type_text(field, "")
    x, y = browser.center("formc-submit")
    browser.mouse("mousePressed", x, y)
    held = browser.read()["fields"][field]["error"]
    if held:
        problems.append("while the submit button is pressed, %s shows %r: its error moved the button before the release" % (field, held))
    if browser.center("formc-submit") != [x, y]:
        problems.append("while the submit button is pressed, it moved")
    browser.mouse("mouseMoved", 5, 5)
    browser.mouse("mouseReleased", 5, 5)
    time.sleep(0.05)
    page = browser.read()
    if not page["fields"][field]["error"]:
        problems.append("released away from the submit button, %s still shows no error (errors held back must show)" % field)
    if page["result"] is not None:
        problems.append("a press released away from the submit button submitted the form")
    return problems + browser.problems()


COMPUTED_FORM = os.path.join(ROOT, "Tests", "Computed", "ConformanceComputed.form")


def computed_problems(browser, path):
    """Computed values on the page (docs/WEB.md, "Computed values"), as a person types: each
    output shows its value in the page's language as the typed fields change, a condition on
    one shows a field, a value declared without `?` shows its `required` message while it
    cannot be worked out, the submit sends the values; each output is named by its label and
    is a live region; axe-core finds no violation, light and dark."""
    problems = []
    browser.open(path)
    controls = read_controls(browser)

    def shown(*names):
        fields = browser.read()["fields"]
        return [fields[n]["value"] for n in names]

    enter(browser, controls, "quantity", "2")
    enter(browser, controls, "price", "60")
    if shown("subtotal", "total", "needed", "half") != ["120", "120", "180", "30"]:
        problems.append("after quantity 2 and price 60 the outputs show %r, not ['120', '120', '180', '30']" % shown("subtotal", "total", "needed", "half"))
    if browser.read()["fields"]["bigNote"]["hidden"]:
        problems.append("total 120 > 100 does not show bigNote")
    enter(browser, controls, "member", "true")
    enter(browser, controls, "quantity", "1000")
    if shown("subtotal", "total") != ["60,000", "54,000"]:
        problems.append("after member and quantity 1000 the outputs show %r, not ['60,000', '54,000'] (en-US digits)" % shown("subtotal", "total"))
    page = browser.read()["fields"]
    if page["total"]["error"] != "Orders over 1,000 need a call" or page["total"]["invalid"] != "true":
        problems.append("total 54,000 shows %r (aria-invalid %r), not its range's message" % (page["total"]["error"], page["total"]["invalid"]))
    enter(browser, controls, "price", "")
    page = browser.read()["fields"]
    if [page["subtotal"]["value"], page["needed"]["value"], page["needed"]["error"]] != ["", "", "Needed is required."]:
        problems.append("with no price, subtotal and needed show %r and needed says %r, not '', '' and 'Needed is required.'" % (
            [page["subtotal"]["value"], page["needed"]["value"]], page["needed"]["error"]))
    if not page["bigNote"]["hidden"]:
        problems.append("with no total, bigNote is still shown")
    for name, label in (("total", "Total"), ("subtotal", "Subtotal")):
        node = browser.ax_node("f-" + name)
        if node is None or harness.normalized(node["name"]) != label or node["role"] != "status":
            problems.append("%s's output is %r in the accessibility tree, not a status named %r" % (
                name, node and {k: node[k] for k in ("role", "name")}, label))
    source = harness.axe_source()
    for scheme in ("light", "dark"):
        browser.set_scheme(scheme)
        problems += axe_problems(browser, source, "with computed values")
    browser.set_scheme("light")
    enter(browser, controls, "member", "false")
    enter(browser, controls, "quantity", "3")
    enter(browser, controls, "price", "0.1")
    browser.submit()
    result = browser.read()
    wanted = ('{"cents":0.1,"greeting":"Hi \\"friend\\" </script> \u200b","half":0.05,"member":false,"memberOrZero":0,"needed":0.3,"negated":-3,'
              '"next":5,"orZero":0.1,"price":0.1,"quantity":3,"showExtra":false,"subtotal":0.3,"tenths":0.3,"third":1,"total":0.3,"whole":0}')
    if result["result"] != "submitted" or result["json"] != wanted:
        problems.append("the submit gives %r %r, not %r" % (result["result"], result["json"], wanted))
    return problems + browser.problems()


# A form with a repeating group whose texts the checks below know.
ROWS_FORM = """form RowsOrder {
    field customer: text { label "Customer"; validate required }
    repeat items {
        label "Items"
        addLabel "Add item"
        rows 1...3
        field product: text { label "Product"; validate required }
        field quantity: int { label "Quantity"; default 1; validate range(1...99) }
        field unitPrice: decimal? { label "Unit price" }
        computed lineTotal: decimal? = quantity * unitPrice { label "Line total" }
    }
    computed net: decimal = sum(lineTotal) { label "Net" }
    computed itemCount: int = count(items) { label "Item count" }
    field bulkNote: text? { label "Bulk note"; visible when itemCount > 2 }
    keyboardToolbar previous, next, done
}
"""


def rows_problems(browser, path, schema):
    """Rows of a repeating group on the page (docs/WEB.md, "Repeating groups"), as a person
    uses them with the mouse and the keyboard: rows added with the add button (the focus in
    the new row, the live region says so, disabled at the upper bound) and removed with a
    row's delete button (every other row keeps what was typed in it and its errors, the
    legends count again, the focus goes to the row that took its place; no delete button at
    the lower bound); a sum and a count over the rows and a condition on the count; Return
    through the rows; a submit with an error in a row (on that row's field, focused) and then
    the record with its rows in order, accepted by the schema; every control named by its
    label and the delete buttons by the row; axe-core light and dark with three rows and
    errors shown."""
    problems = []
    browser.open(path)

    def rows():
        return browser.js("return [...document.querySelectorAll('[data-formc-rows=items] > [data-formc-row]')]"
                          ".map(r => [Number(r.getAttribute('data-formc-row')), r.querySelector('legend').textContent,"
                          " !r.querySelector('[data-formc-remove]').hidden])")

    def status():
        time.sleep(0.12)  # the region is written after a short pause, so the same words are said again
        return browser.js("return document.getElementById('f-items-status').textContent")

    def fields():
        return browser.read()["fields"]

    start = rows()
    if start != [[1, "Item 1", False]]:
        problems.append("the page starts with rows %r, not one row 'Item 1' without a delete button (lower bound 1)" % start)
    browser.type_text("customer", "Ada")
    browser.type_text("items-1-product", "Pen")
    browser.type_text("items-1-unitPrice", "2.5")
    browser.type_text("items-1-quantity", "3")
    browser.click("f-items-add")
    focused = browser.read()["focused"]
    if focused != "f-items-2-product":
        problems.append("after 'Add item' the focus is on %r, not on the new row's first field f-items-2-product" % focused)
    said = status()
    if said != "Item 2 added.":
        problems.append("after 'Add item' the live region says %r, not 'Item 2 added.'" % said)
    # Typed while the focus is in row 2: 0 is out of range, and its error shows on leaving.
    browser.type_text("items-2-product", "Ink")
    browser.type_text("items-2-quantity", "0")
    browser.click("f-items-add")
    browser.type_text("items-3-quantity", "7")
    browser.type_text("items-3-unitPrice", "0.1")
    browser.type_text("items-3-product", "")
    browser.type_text("items-1-product", "Pen")  # leaving row 3's product shows its error
    page = fields()
    wanted = {"items-2-quantity": "Quantity must be between 1 and 99.", "items-3-product": "Product is required."}
    for key, message in wanted.items():
        if page.get(key, {}).get("error") != message or page[key]["invalid"] != "true":
            problems.append("%s shows %r (aria-invalid %r), not %r" % (key, page.get(key, {}).get("error"), page.get(key, {}).get("invalid"), message))
    values = [page.get(k, {}).get("value") for k in ("items-1-lineTotal", "items-3-lineTotal", "net", "itemCount")]
    if values != ["7.5", "0.7", "8.2", "3"]:
        problems.append("with three rows the outputs show %r, not ['7.5', '0.7', '8.2', '3'] (row 2 has no unit price)" % values)
    if page["bulkNote"]["hidden"]:
        problems.append("with three rows (count > 2) bulkNote is hidden")
    disabled = browser.js("return document.getElementById('f-items-add').disabled")
    if disabled is not True:
        problems.append("at the upper bound (3 rows) the add button is not disabled")
    axe = harness.axe_source()
    for scheme in ("light", "dark"):
        browser.set_scheme(scheme)
        problems += axe_problems(browser, axe, "with three rows and errors shown")
    browser.set_scheme("light")
    tree, _ = tree_problems(browser, after_submit=False)
    problems += tree
    node = browser.ax_node("f-items-2-remove")
    if node is None or harness.normalized(node["name"]) != "Remove Item 2" or node["role"] != "button":
        problems.append("row 2's delete button is %r in the accessibility tree, not a button named 'Remove Item 2'" % (node and {k: node[k] for k in ("role", "name")}))
    # Return through the rows: the last focusable field of row 1 goes on to row 2's first.
    browser.type_text("items-1-unitPrice", "2.5")
    focused = browser.press_enter()
    if focused != "f-items-2-product":
        problems.append("Return in row 1's last field moved the focus to %r, not to row 2's first field" % focused)

    # The middle row removed with its delete button: rows 1 and 3 keep their texts and errors.
    before = fields()
    browser.click("f-items-2-remove")
    after = fields()
    now = rows()
    if now != [[1, "Item 1", True], [3, "Item 2", True]]:
        problems.append("after removing row 2 the rows are %r, not rows 1 and 3 named 'Item 1' and 'Item 2'" % now)
    if any(k.startswith("items-2-") for k in after):
        problems.append("the removed row's fields are still on the page")
    for key in ("items-1-product", "items-1-quantity", "items-3-product", "items-3-quantity", "items-3-unitPrice"):
        if (after.get(key, {}).get("value"), after.get(key, {}).get("error")) != (before[key]["value"], before[key]["error"]):
            problems.append("removing row 2 changed %s from %r to %r" % (key, (before[key]["value"], before[key]["error"]),
                                                                        (after.get(key, {}).get("value"), after.get(key, {}).get("error"))))
    focused = browser.read()["focused"]
    if focused != "f-items-3-product":
        problems.append("after removing row 2 the focus is on %r, not on the row that took its place (f-items-3-product)" % focused)
    said = status()
    if said != "Item 2 removed.":
        problems.append("after removing row 2 the live region says %r, not 'Item 2 removed.'" % said)
    if [after["net"]["value"], after["itemCount"]["value"], after["bulkNote"]["hidden"]] != ["8.2", "2", True]:
        problems.append("after removing row 2, net, itemCount and bulkNote's hidden are %r, not ['8.2', '2', True]" % [after["net"]["value"], after["itemCount"]["value"], after["bulkNote"]["hidden"]])
    if browser.js("return document.getElementById('f-items-add').disabled") is not False:
        problems.append("below the upper bound again the add button is still disabled")

    # A submit with row 3's product empty: its error, the focus on it, nothing sent.
    browser.submit()
    page = browser.read()
    problems += page_consistency(page)
    if page["result"] != "invalid" or page["focused"] != "f-items-3-product":
        problems.append("a submit with row 3's product empty gives %r with the focus on %r, not 'invalid' on f-items-3-product" % (page["result"], page["focused"]))
    announced = browser.js("return document.getElementById('formc-announce').textContent")
    if announced != "1 field needs attention. Product is required.":
        problems.append("the failed submit announces %r" % announced)
    for scheme in ("light", "dark"):
        browser.set_scheme(scheme)
        problems += axe_problems(browser, axe, "after a failed submit with rows")
    browser.set_scheme("light")
    tree, checked = tree_problems(browser, after_submit=True)
    problems += tree
    if checked == 0:
        problems.append("no row field was in error after the failed submit")
    browser.type_text("items-3-product", "Nib")
    browser.submit()
    page = browser.read()
    wanted = ('{"customer":"Ada","itemCount":2,"items":[{"lineTotal":7.5,"product":"Pen","quantity":3,"unitPrice":2.5},'
              '{"lineTotal":0.7,"product":"Nib","quantity":7,"unitPrice":0.1}],"net":8.2}')
    if page["result"] != "submitted" or page["json"] != wanted:
        problems.append("the submit gives %r %r, not %r" % (page["result"], page["json"], wanted))
    else:
        problems += ["schema: %s" % p for p in submitted_problems(page, schema)]
    # Down to the lower bound: the last row left has no delete button.
    browser.click("f-items-3-remove")
    now = rows()
    if now != [[1, "Item 1", False]]:
        problems.append("with one row left (the lower bound) the rows are %r, not row 1 without a delete button" % now)
    problems += click_problems(browser)
    return problems + browser.problems()


REPEATS_FORM = os.path.join(ROOT, "Tests", "Repeats", "Repeats.form")


def repeats_page_problems(browser, path):
    """The page of the conformance form of repeating groups: audited as an example page is
    (axe-core light and dark before and after a failed submit, the accessibility tree, a
    click on submit, the policy), then each group filled to three rows (or its upper bound)
    with its add button and emptied to its lower bound with the delete buttons, the page's
    rows always the state's, and axe-core again with the rows there."""
    source = harness.axe_source()
    problems, _ = audit_page(browser, path, source)
    browser.open(path)
    groups = browser.js("return window.formc.form.repeats.map(g => [g.name, g.min, g.max])")
    if not groups:
        return problems + ["the page has no repeating group"]

    def page_rows(group):
        return browser.js("return [...document.querySelectorAll('[data-formc-rows=' + arguments[0] + '] > [data-formc-row]')]"
                          ".map(r => Number(r.getAttribute('data-formc-row')))", group)

    for group, lower, upper in groups:
        target = min(3, upper) if upper is not None else 3
        while len(page_rows(group)) < target:
            count = len(page_rows(group))
            browser.click("f-%s-add" % group)
            if len(page_rows(group)) != count + 1:
                problems.append("%s: 'add' with %d rows made %d" % (group, count, len(page_rows(group))))
                break
        state_rows = browser.js("return window.formc.rows(arguments[0])", group)
        if page_rows(group) != state_rows:
            problems.append("%s: the page shows rows %r, the state holds %r" % (group, page_rows(group), state_rows))
    for scheme in ("light", "dark"):
        browser.set_scheme(scheme)
        problems += axe_problems(browser, source, "with rows added")
    browser.set_scheme("light")
    tree, _ = tree_problems(browser, after_submit=False)
    problems += tree
    for group, lower, upper in groups:
        while len(page_rows(group)) > lower:
            ids = page_rows(group)
            browser.click("f-%s-%d-remove" % (group, ids[0]))
            if page_rows(group) != ids[1:]:
                problems.append("%s: removing row %d of %r leaves %r" % (group, ids[0], ids, page_rows(group)))
                break
        hidden = browser.js("return [...document.querySelectorAll('[data-formc-rows=' + arguments[0] + '] [data-formc-remove]')].every(b => b.hidden)", group)
        if not hidden:
            problems.append("%s: at the lower bound a row still has a delete button shown" % group)
    return problems + browser.problems()


def run_behaviours(browser, run, pages, out, formc, schemas):
    directory = os.path.join(out, "behaviours")
    os.makedirs(directory, exist_ok=True)
    source = os.path.join(directory, "EnterOrder.form")
    with open(source, "w", encoding="utf-8") as f:
        f.write(ENTER_FORM)
    rows_source = os.path.join(directory, "RowsOrder.form")
    with open(rows_source, "w", encoding="utf-8") as f:
        f.write(ROWS_FORM)
    result = subprocess.run([formc, "generate", "--emit", "web", "-o", directory + "/", source, COMPUTED_FORM, rows_source, REPEATS_FORM],
                            capture_output=True, text=True)
    if result.returncode != 0:
        raise harness.PageProblem("formc generate --emit web failed for EnterOrder.form, ConformanceComputed.form, RowsOrder.form and Repeats.form:\n%s" % result.stderr)
    # The record of the rows is checked against the form's JSON Schema.
    result = subprocess.run([formc, "generate", "--emit", "json-schema", "-o", directory + "/", rows_source], capture_output=True, text=True)
    if result.returncode != 0:
        raise harness.PageProblem("formc generate --emit json-schema failed for RowsOrder.form:\n%s" % result.stderr)
    rows_schema = load_json(os.path.join(directory, "RowsOrder.schema.json"))
    repeats_page = [os.path.join(directory, f) for f in sorted(os.listdir(directory)) if f.endswith(".html")
                    and f not in ("EnterOrder.html", "ConformanceComputed.html", "RowsOrder.html")]
    for name, problems in (
            ("Enter along the focus order", enter_problems(browser, os.path.join(directory, "EnterOrder.html"))),
            ("a required date half typed", half_typed_date_problems(browser, pages["conformance"]["ConformanceDates"])),
            ("a press on submit released elsewhere", held_press_problems(browser, pages["examples"]["ContactDetails"], "phone")),
            ("computed values", computed_problems(browser, os.path.join(directory, "ConformanceComputed.html"))),
            ("repeating groups", rows_problems(browser, os.path.join(directory, "RowsOrder.html"), rows_schema)),
            ("the page of Repeats.form", [p for page in repeats_page for p in repeats_page_problems(browser, page)]
             or ([] if repeats_page else ["Repeats.form gave no page"]))):
        run.count("behaviours")
        for problem in problems:
            run.fail("%s: %s" % (name, problem))


# The languages a page speaks: chosen from `?lang=`, the browser's languages, the page's `lang`.

# The forms whose vectors run in de-DE too: those with no number. A vector's other texts are
# en-US numbers, which mean other numbers in de-DE (the Node proof runs every vector in de-DE
# and ja-JP through the module), and a slider holds a position, not a text in a language.
GERMAN_FORMS = ["ConformanceText", "ConformanceTextFilters", "ConformancePatterns", "ConformanceFormats",
                "ConformanceDates", "ConformanceToggles", "ConformanceChoices", "ConformanceMultipleChoices"]


def run_german(browser, run, pages, schemas, data, swift):
    """The vectors of GERMAN_FORMS on pages opened with `?lang=de-DE`: every message German,
    and the page equal to the Swift model in de_DE in every detail."""
    german = Run({case: why for case, why in KNOWN.items() if case.split(".")[0] in GERMAN_FORMS})
    run_vectors(browser, german, pages, schemas, data["vectors"], data["baselines"], swift, set(GERMAN_FORMS), "?lang=de-DE")
    german.finish()
    lang = browser.read()["lang"]
    if lang != "de-DE":
        german.fail("a page opened with ?lang=de-DE has <html lang=%r>" % lang)
    run.failures += ["de-DE: " + failure for failure in german.failures]
    for key, n in german.counts.items():
        run.count("de-DE " + key, n)


def language_problems(pages, swift_vectors, vectors):
    """The language each way of choosing it gives, with the messages in it: `?lang=` over the
    browser's languages, the browser's languages (Chromium's --lang and intl.accept_languages)
    with data-formc-lang="auto", and the page's `lang` without it. The messages are compared
    with the Swift model's in that locale (ConformanceText's name, required, after an empty
    submit). Returns the problems and the number of cases."""
    index = next(i for i, v in enumerate(vectors) if vector_case(v) == 'ConformanceText.name ""')
    expected = {locale: swift_vectors[locale][index]["errors"] for locale in ("en_US", "de_DE", "ja_JP")}
    page = pages["ConformanceText"]
    fixed = page[:-len(".html")] + "-ja.html"
    with open(page, encoding="utf-8") as f:
        text = f.read()
    # The page fixed to Japanese: its `lang`, without data-formc-lang="auto".
    swapped = text.replace(' data-formc-lang="auto"', "", 1).replace('<html lang="en"', '<html lang="ja"', 1)
    if swapped == text:
        return ["ConformanceText.html has no <html lang=\"en\" data-formc-lang=\"auto\"> to fix to ja"], 0
    with open(fixed, "w", encoding="utf-8") as f:
        f.write(swapped)
    cases = [  # browser languages, page, query, the language chosen, the locale of its messages
        ("en-US", page, "", "en-US", "en_US"),
        ("de-DE,de", page, "", "de-DE", "de_DE"),
        ("de-DE,de", page, "?lang=ja", "ja", "ja_JP"),
        ("de-DE,de", fixed, "", "ja", "ja_JP"),
        ("fr-FR,de-DE", page, "", "fr-FR", None),
    ]
    problems = []
    browsers = {}
    try:
        for languages, path, query, lang, locale in cases:
            if languages not in browsers:
                browsers[languages] = harness.start_browser(languages)
            browser = browsers[languages]
            browser.open(path, query)
            browser.submit()
            shown = browser.read()
            what = "%s%s in a browser whose languages are %s" % (os.path.basename(path), query, languages)
            if shown["lang"] != lang:
                problems.append("%s: the page chose %r, not %r" % (what, shown["lang"], lang))
            if locale and shown["fields"]["name"]["messages"] != expected[locale]:
                problems.append("%s: the page shows %s, not the Swift model's %s in %s" % (
                    what, shown["fields"]["name"]["messages"], expected[locale], locale))
            if not locale and shown["fields"]["name"]["messages"] == expected["en_US"]:
                problems.append("%s: the page shows %s in English, not in %s" % (what, shown["fields"]["name"]["messages"], lang))
            problems += ["%s: %s" % (what, p) for p in browser.problems()]
    finally:
        for browser in browsers.values():
            browser.close()
    return problems, len(cases)


# The run on formc's pages.

def generate(formc, out):
    """Pages and schemas of every example and conformance form; form name -> path."""
    groups = {
        "examples": sorted(os.path.join(ROOT, "Examples", f) for f in os.listdir(os.path.join(ROOT, "Examples")) if f.endswith(".form")),
        "conformance": sorted(os.path.join(CONFORMANCE, f) for f in os.listdir(CONFORMANCE) if f.endswith(".form"))
        + [os.path.join(ROOT, "Tests", "Forms", "ConformanceConditions.form")],
    }
    pages, schemas = {}, {}
    for group, files in groups.items():
        directory = os.path.join(out, group)
        result = subprocess.run([formc, "generate", "--emit", "web,json-schema", "-o", directory + "/"] + files,
                                capture_output=True, text=True)
        if result.returncode != 0:
            raise harness.PageProblem("formc generate --emit web failed for %s:\n%s" % (group, result.stderr))
        pages[group] = {}
        for name in sorted(os.listdir(directory)):
            if name.endswith(".html"):
                form = name[:-len(".html")]
                pages[group][form] = os.path.join(directory, name)
                schema = os.path.join(directory, form + ".schema.json")
                if os.path.exists(schema):
                    schemas[form] = load_json(schema)
    return pages, schemas


def main_run(formc, screenshots, parts, outcomes=SWIFT_OUTCOMES, forms=None):
    started = time.time()
    run = Run(KNOWN)
    # What the generated Swift models say about each vector and record (WebOutcomesTests
    # writes it); the page must say the same.
    swift = json.load(open(outcomes, encoding="utf-8")) if outcomes != "none" else {"vectors": None, "records": None}
    with tempfile.TemporaryDirectory(prefix="formc-browser.") as out:
        pages, schemas = generate(formc, out)
        browser = harness.start_browser()
        try:
            if "examples" in parts:
                print("examples: axe-core, accessibility tree, screenshots")
                if screenshots:
                    os.makedirs(screenshots, exist_ok=True)
                source = harness.axe_source()
                errors_checked = 0
                for form, path in pages["examples"].items():
                    problems, checked = audit_page(browser, path, source, screenshots)
                    errors_checked += checked
                    run.count("example pages")
                    for problem in problems:
                        run.fail("%s: %s" % (form, problem))
                # A failed submit must have shown errors somewhere: else the tree check of
                # descriptions checked nothing.
                if errors_checked == 0:
                    run.fail("no example page showed an error after an empty submit: the error descriptions were not checked")
                run.count("errors checked in the accessibility tree", errors_checked)
            if "vectors" in parts:
                print("vectors: typed into the conformance pages")
                data = json.load(open(os.path.join(CONFORMANCE, "vectors.json"), encoding="utf-8"))
                # The page runs in en-US (browser_harness.py's --lang): the Swift model's outcomes there.
                swift_vectors = swift["vectors"]["en_US"] if swift["vectors"] else None
                run_vectors(browser, run, pages["conformance"], schemas, data["vectors"], data["baselines"], swift_vectors, forms)
            if "records" in parts:
                print("records: whole records of the condition forms")
                records = json.load(open(os.path.join(CONFORMANCE, "records.json"), encoding="utf-8"))["records"]
                run_records(browser, run, pages["conformance"], schemas, records, swift["records"], forms)
            if "behaviours" in parts:
                print("behaviours: Enter along the focus order, a date half typed, a press on submit released elsewhere, computed values, repeating groups")
                run_behaviours(browser, run, pages, out, formc, schemas)
            if "languages" in parts and swift["vectors"]:
                print("languages: the vectors of the forms without numbers in de-DE; ?lang=, the browser's languages, the page's lang")
                data = json.load(open(os.path.join(CONFORMANCE, "vectors.json"), encoding="utf-8"))
                started_german = time.time()
                run_german(browser, run, pages["conformance"], schemas, data, swift["vectors"]["de_DE"])
                print("  de-DE: %.1f s" % (time.time() - started_german))
                problems, cases = language_problems(pages["conformance"], swift["vectors"], data["vectors"])
                for problem in problems:
                    run.fail("language: %s" % problem)
                run.count("language choices", cases)
        finally:
            browser.close()
    if set(parts) == set(PARTS) and forms is None:
        run.finish()
        if outcomes == SWIFT_OUTCOMES:
            for problem in documented_count_problems(run.counts):
                run.fail(problem)
    return report(run, started)


DOC = os.path.join(ROOT, "docs", "WEB.md")
# The rows of the doc's "Counts" table, and the counts of a run that give each.
DOC_COUNTS = {
    "conformance vectors": ("vectors",),
    "vectors that agree with the Swift model": ("vectors that agree",),
    "vectors the page cannot be given or whose control changes them (listed limits)": ("vectors the page cannot be given", "vectors with a listed limit"),
    "vectors submitted, each record accepted by the schema": ("vectors submitted",),
    "whole records": ("records",),
    "records that agree with the Swift model": ("records that agree",),
    "records submitted, each accepted by the schema": ("records submitted",),
    "example pages audited (axe-core light and dark, accessibility tree, click, policy, screenshots)": ("example pages",),
    "vectors in de-DE (the forms without numbers)": ("de-DE vectors",),
    "vectors in de-DE that agree with the Swift model in de-DE": ("de-DE vectors that agree",),
    "vectors in de-DE with a listed limit": ("de-DE vectors the page cannot be given", "de-DE vectors with a listed limit"),
    "behaviours (Enter, a date half typed, a press released elsewhere, computed values, repeating groups, the Repeats page)": ("behaviours",),
    "ways of choosing the language": ("language choices",),
}


def documented_count_problems(counts):
    """docs/WEB.md's figures must be this run's: the table "Chromium's counts", the Chromium
    row of the table of every target, and the table of the browser's limits, whose vectors add
    up to browser_limits.py's list."""
    with open(DOC, encoding="utf-8") as f:
        text = f.read()

    def section(heading):
        # From a heading to the next one, of any level.
        part = text.split("\n" + heading + "\n", 1)
        return part[1].split("\n#", 1)[0] if len(part) == 2 else ""

    rows = {}
    for line in section("#### Chromium's counts").splitlines():
        cells = [c.strip() for c in line.strip().strip("|").split("|")]
        if len(cells) >= 2 and cells[-1].isdigit():
            rows[cells[0]] = int(cells[-1])
    problems = []
    for label, keys in DOC_COUNTS.items():
        got = sum(counts.get(key, 0) for key in keys)
        if rows.get(label) != got:
            problems.append("docs/WEB.md (Chromium's counts) says %r is %s; this run counts %d" % (label, rows.get(label), got))
    # The row of the table of targets: vectors, those that agree and those with a listed
    # limit, records, those that agree.
    row = next((line for line in text.splitlines() if line.startswith("| Chromium, the page")), "")
    numbers = [[int(n) for n in re.findall(r"\b\d+\b", cell)] for cell in row.strip().strip("|").split("|")[1:]]
    wanted = [[counts.get("vectors", 0)],
              [counts.get("vectors that agree", 0), counts.get("vectors the page cannot be given", 0) + counts.get("vectors with a listed limit", 0)],
              [counts.get("records", 0)], [counts.get("records that agree", 0)]]
    if numbers != wanted:
        problems.append("docs/WEB.md's row %r does not give this run's counts %s" % (row, wanted))
    limits = section("#### Limits of the browser's controls")
    listed = sum(int(line.rstrip().rstrip("|").rsplit("|", 1)[-1]) for line in limits.splitlines()
                 if line.startswith("|") and line.rstrip().rstrip("|").rsplit("|", 1)[-1].strip().isdigit())
    if listed != len(KNOWN):
        problems.append("docs/WEB.md's table of the browser's limits counts %d vectors; browser_limits.py lists %d" % (listed, len(KNOWN)))
    return problems


def report(run, started):
    for key in sorted(run.counts):
        print("  %s: %d" % (key, run.counts[key]))
    if run.failures:
        print("FAIL: %d problem(s):" % len(run.failures))
        for failure in run.failures[:200]:
            print("  " + failure)
        if len(run.failures) > 200:
            print("  ... and %d more" % (len(run.failures) - 200))
    print("browser run: %.1f s" % (time.time() - started))
    return 1 if run.failures else 0


# The self-test: the checks on a hand-written page and on copies broken for each of them.

FIXTURE = os.path.join(HERE, "browser_fixture.html")
FIXTURE_BASELINE = {"name": "Bo", "agree": "true"}
# (field, input, valid, filtered): what the fixture's rules say.
FIXTURE_VECTORS = [
    ("name", "", False, False), ("name", "Ada", True, False), ("name", "Ab\u2028\U0001F44D", True, False),
    ("name", "toolong", False, True), ("agree", "false", False, False),
    ("day", "2024-02-29", True, False), ("day", "2023-12-31", False, False), ("day", "2024-02-30", False, False),
    ("level", "3", True, False), ("color", "blue", True, False), ("color", "green", False, False),
]
FIXTURE_SCHEMA = {
    "type": "object", "additionalProperties": False, "required": ["name", "agree", "level"],
    "properties": {"name": {"type": "string", "minLength": 1, "maxLength": 5}, "agree": {"const": True},
                   "note": {"type": "string"}, "color": {"enum": ["red", "blue"]},
                   "day": {"type": "string", "pattern": "^2024-"}, "level": {"type": "integer", "minimum": 1, "maximum": 5}},
}


def broken_copies(source):
    """name -> (page text, the part of the proof that must fail, a word its failure names)."""
    def swap(old, new):
        assert old in source, old
        return source.replace(old, new, 1)
    return {
        "a console error": (swap("window.formc = state;", "window.formc = state; console.error('broken');"), "load", "console"),
        "an uncaught exception": (swap("window.formc = state;", "window.formc = state; setTimeout(() => null.x);"), "load", "console"),
        "a network request": (swap("</main>", '<img src="http://127.0.0.1:9/pixel.png" alt=""></main>'), "load", "network"),
        "a control without a label": (swap('<label for="f-color">Color</label>', ""), "audit", "axe"),
        "an error the screen reader never hears": (swap('aria-describedby="f-name-help f-name-error"', 'aria-describedby="f-name-help"'), "audit", "description"),
        "a label that is not the control's name": (swap('<input id="f-name" name="name"', '<input id="f-name" name="name" aria-label="Your name"'), "audit", "accessible name"),
        "an unreadable error in dark mode": (swap("--error: #ff8a80;", "--error: #5a0000;"), "audit", "color-contrast"),
        "focus left on the button after a failed submit": (swap("control(first).focus();", ""), "audit", "focus"),
        "a required field that takes nothing": (swap("if (name === 'name' && c.value === '')", "if (false)"), "vectors", 'Fixture.name ""'),
        "a filter that lets too much through": (swap("if ([...next].length > 5) event.preventDefault();", ""), "vectors", 'Fixture.name "toolong"'),
        "a record the schema refuses": (swap("values.level = Number(control('level').value);", "values.level = control('level').value;"), "vectors", "schema"),
        "a click that the page loses": (swap("const form = document.getElementById('formc-form');",
                                             "control('name').addEventListener('blur', () => { document.getElementById('f-name-error').textContent = state.errors('name').join(' ') || 'Checked.'; document.getElementById('f-name-help').style.height = '200px'; });\n"
                                             "const form = document.getElementById('formc-form');"), "audit", "was lost"),
        "a policy that lets the page evaluate text": (swap("script-src 'unsafe-inline'", "script-src 'unsafe-inline' 'unsafe-eval'"), "audit", "policy"),
        "a policy that lets the page load an image": (swap("img-src 'none'", "img-src data:"), "audit", "policy"),
        "a hidden field submitted": (swap("if (state.isVisible('note')) values.note", "values.note"), "records", "hidden field"),
    }


# A difference listed as a limit that does not happen (the fixture agrees on it) must fail too.
STALE_LIMIT = dict(FIXTURE_KNOWN, **{'Fixture.name "Ada"': "listed, but the page agrees with Swift"})


def fixture_run(browser, path, part, axe_source, known=None):
    """One part of the proof on a fixture page; the failures it reports."""
    run = Run(known if known is not None else FIXTURE_KNOWN)
    if part == "load":
        browser.open(path)
        time.sleep(0.2)  # a timer's exception is logged after the load
        for problem in browser.problems():
            run.fail(problem)
    elif part == "audit":
        problems, checked = audit_page(browser, path, axe_source)
        for problem in problems:
            run.fail(problem)
        if checked == 0:
            run.fail("no error was checked in the accessibility tree")
    elif part == "vectors":
        vectors = [{"form": "Fixture", "field": f, "input": i, "valid": v, "filtered": fl, "note": ""} for f, i, v, fl in FIXTURE_VECTORS]
        run_vectors(browser, run, {"Fixture": path}, {"Fixture": FIXTURE_SCHEMA}, vectors, {"Fixture": FIXTURE_BASELINE})
        run.finish()
    elif part == "records":
        records = [{"form": "Fixture", "values": {"name": "Bo", "agree": "false", "note": "hi"},
                    "expect": {"name": "valid", "agree": "invalid", "note": "hidden", "color": "valid", "day": "valid", "level": "valid"}},
                   {"form": "Fixture", "values": {"name": "Bo", "agree": "true", "note": "hi", "color": "red"},
                    "expect": {"name": "valid", "agree": "valid", "note": "valid", "color": "valid", "day": "valid", "level": "valid"}},
                   {"form": "Fixture", "values": {"name": "Bo", "agree": "true", "note": "hi", "color": "blue"},
                    "expect": {"name": "valid", "agree": "valid", "note": "hidden", "color": "valid", "day": "valid", "level": "valid"}}]
        run_records(browser, run, {"Fixture": path}, {"Fixture": FIXTURE_SCHEMA}, records)
    return run.failures


def self_test():
    started = time.time()
    failures = []
    with open(FIXTURE, encoding="utf-8") as f:
        source = f.read()
    axe_source = harness.axe_source()
    browser = harness.start_browser()
    try:
        with tempfile.TemporaryDirectory(prefix="formc-browser-self.") as out:
            path = os.path.join(out, "Fixture.html")
            with open(path, "w", encoding="utf-8") as f:
                f.write(source)
            for part in ("load", "audit", "vectors", "records"):
                found = fixture_run(browser, path, part, axe_source)
                if found:
                    failures.append("the fixture page fails %s, which it must pass:\n    %s" % (part, "\n    ".join(found)))
                else:
                    print("  fixture: %s passes" % part)
            for name, (text, part, word) in broken_copies(source).items():
                broken = os.path.join(out, "Broken.html")
                with open(broken, "w", encoding="utf-8") as f:
                    f.write(text)
                found = fixture_run(browser, broken, part, axe_source)
                if not any(word in problem for problem in found):
                    failures.append("a page with %s passed %s (reported: %s)" % (name, part, found or "nothing"))
                else:
                    print("  %s: caught by %s (%s)" % (name, part, next(p for p in found if word in p)[:150]))
            # A listed limit does not hide a difference of another kind: the required field
            # that takes nothing, with that vector listed as if its control could not hold it.
            with open(os.path.join(out, "Broken.html"), "w", encoding="utf-8") as f:
                f.write(broken_copies(source)["a required field that takes nothing"][0])
            found = fixture_run(browser, os.path.join(out, "Broken.html"), "vectors", axe_source,
                                known=dict(FIXTURE_KNOWN, **{'Fixture.name ""': "listed as if the control could not hold it"}))
            if not any("differs otherwise" in problem for problem in found):
                failures.append("a listed limit hid a difference of another kind (reported: %s)" % (found or "nothing"))
            else:
                print("  a listed limit hiding another difference: caught (%s)" % next(p for p in found if "differs otherwise" in p)[:150])
            found = fixture_run(browser, path, "vectors", axe_source, known=STALE_LIMIT)
            if not any("no longer" in problem for problem in found):
                failures.append("a listed limit that does not happen passed (reported: %s)" % (found or "nothing"))
            else:
                print("  a listed limit that does not happen: caught (%s)" % next(p for p in found if "no longer" in p)[:150])
    finally:
        browser.close()
    for failure in failures:
        print("FAIL: " + failure)
    print("self-test: %d broken pages, %.1f s" % (len(broken_copies(source)), time.time() - started))
    return 1 if failures else 0


def main(argv):
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("formc", nargs="?")
    parser.add_argument("--self-test", action="store_true")
    parser.add_argument("--screenshots")
    parser.add_argument("--only", default=",".join(PARTS))
    parser.add_argument("--forms", help="only the vectors and records of these forms (comma-separated), for a quick look")
    parser.add_argument("--swift-outcomes", default=SWIFT_OUTCOMES,
                        help="the Swift models' outcomes to compare with ('none': each vector's own verdict only)")
    args = parser.parse_args(argv)
    try:
        if args.self_test:
            return self_test()
        if not args.formc:
            parser.error("give the formc binary, or --self-test")
        forms = set(args.forms.split(",")) if args.forms else None
        return main_run(args.formc, args.screenshots, args.only.split(","), args.swift_outcomes, forms)
    except harness.PageProblem as problem:
        print("FAIL: %s" % problem)
        return 1


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
