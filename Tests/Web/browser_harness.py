"""The mechanics of formc's browser proof (Tests/Web/browser_test.py; docs/WEB.md, "In Chromium").

One headless Chromium, driven by Selenium through Debian's chromedriver, loads formc's web
pages from `file://` and is used as a person uses it: a control is focused and a whole text is
typed into it as one edit with the DevTools command `Input.insertText` (the browser's own
`beforeinput`/`input` handling runs, as for a keyboard or an input method; a script never sets
`.value`), choices are clicked, a date is typed segment by segment, a slider is moved with its
arrow keys, and the form is submitted with its button. What the page decided is read from its
DOM: `aria-invalid`, the error texts, `data-formc-result` and `data-formc-json`.

Every page load is also checked for what must never happen: a SEVERE console entry (an
uncaught exception, a failed load, `console.error`) and any network request other than the
page's own file. axe-core (the copy inside the `axe-core-python` package) audits a page, and
Chromium's accessibility tree (`Accessibility.getPartialAXTree`) says what a screen reader
announces for each control: its name and its description.
"""

import base64
import itertools
import json
import os
import shutil
import time
import urllib.request

import websocket

from selenium import webdriver
from selenium.common.exceptions import WebDriverException
from selenium.webdriver.chrome.service import Service

CHROMIUM_NAMES = ("chromium", "chromium-browser", "google-chrome")


def find_chromium():
    """The browser to drive: $FORMC_CHROMIUM, else the first of CHROMIUM_NAMES on PATH."""
    named = os.environ.get("FORMC_CHROMIUM")
    if named:
        return shutil.which(named) or (named if os.access(named, os.X_OK) else None)
    for name in CHROMIUM_NAMES:
        found = shutil.which(name)
        if found:
            return found
    return None


def find_chromedriver():
    """$FORMC_CHROMEDRIVER, else Debian's /usr/bin/chromedriver, else chromedriver on PATH."""
    named = os.environ.get("FORMC_CHROMEDRIVER")
    if named:
        return named
    if os.access("/usr/bin/chromedriver", os.X_OK):
        return "/usr/bin/chromedriver"
    return shutil.which("chromedriver")


def axe_source():
    """axe-core's script, as the axe-core-python package ships it (no download)."""
    import axe_core_python
    path = os.path.join(os.path.dirname(axe_core_python.__file__), "axe.min.js")
    with open(path, encoding="utf-8") as f:
        return f.read()


def normalized(text):
    """Whitespace collapsed as an accessible name computation collapses it."""
    return " ".join((text or "").split())


# Reads, in one round trip, everything the proof compares about a page after an action: per
# field its row's visibility, its control's kind and value, aria-invalid, the error and help
# texts, and the form's result. Field names come from the rows (data-formc-field).
READ_PAGE = r"""
const form = document.getElementById('formc-form');
const fields = {};
for (const row of document.querySelectorAll('[data-formc-field]')) {
  const name = row.getAttribute('data-formc-field');
  const control = document.getElementById('f-' + name);
  const error = document.getElementById('f-' + name + '-error');
  const help = document.getElementById('f-' + name + '-help');
  let value = null, kind = null;
  if (control) {
    kind = control.tagName.toLowerCase();
    if (kind === 'input') kind = (control.getAttribute('type') || 'text').toLowerCase();
    if (kind === 'fieldset') {
      value = [...control.querySelectorAll('input[type=checkbox]')].filter(b => b.checked).map(b => b.value);
    } else if (kind === 'checkbox') {
      value = control.checked;
    } else {
      value = control.value;
    }
  }
  fields[name] = {
    hidden: row.hidden || row.closest('[hidden]') !== null,
    kind: kind,
    value: value,
    invalid: control ? control.getAttribute('aria-invalid') : null,
    error: error ? error.innerText.trim() : null,
    // One message a line, as the region shows them.
    messages: error ? error.innerText.split('\n').map(m => m.trim()).filter(m => m !== '') : [],
    help: help ? help.innerText.trim() : null,
  };
}
return {
  lang: document.documentElement.lang,
  result: form ? form.getAttribute('data-formc-result') : null,
  json: form ? form.getAttribute('data-formc-json') : null,
  focused: document.activeElement ? document.activeElement.id : null,
  fields: fields,
};
"""


# Tries, as a script of the page, what the page's Content-Security-Policy must forbid.
POLICY_PROBE = r"""
(async () => {
  const results = {}, expected = {};
  const attempt = (what, run) => { expected[what] = 'EvalError'; try { run(); results[what] = 'ran'; } catch (e) { results[what] = e.name; } };
  attempt('evaluate a text with eval', () => (0, eval)('1'));
  attempt('evaluate a text with new Function', () => new Function('return 1')());
  // A string given to setTimeout is refused without an exception: whether it ran shows later.
  expected['evaluate a text with setTimeout'] = results['evaluate a text with setTimeout'] = 'EvalError';
  setTimeout('window.formcProbeTimer = true', 0);
  const load = (what, element, attribute, url) => new Promise((done) => {
    expected[what] = 'refused';
    element.onload = () => { element.remove(); done(results[what] = 'loaded'); };
    element.onerror = () => { element.remove(); done(results[what] = 'refused'); };
    element[attribute] = url;
    if (element.tagName !== 'IMG') document.head.appendChild(element);
  });
  await load('load an image', new Image(), 'src', 'data:image/gif;base64,R0lGODlhAQABAIAAAP///wAAACH5BAEAAAAALAAAAAABAAEAAAICRAEAOw==');
  const sheet = document.createElement('link'); sheet.rel = 'stylesheet';
  await load('load a stylesheet', sheet, 'href', 'data:text/css,body{}');
  await load('load a script', document.createElement('script'), 'src', 'data:text/javascript,window.formcProbeRan=true');
  expected['fetch'] = 'refused';
  try { await fetch('data:text/plain,formc'); results['fetch'] = 'loaded'; } catch (e) { results['fetch'] = 'refused'; }
  await new Promise((done) => setTimeout(done, 20));
  if (window.formcProbeTimer) results['evaluate a text with setTimeout'] = 'ran';
  if (window.formcProbeRan) results['load a script'] = 'ran';
  return {results, expected};
})()
"""


class PageProblem(Exception):
    """Something the browser run must fail on, with a message for a person."""


class NotShown(PageProblem):
    """The control is not shown (its row is hidden): a person cannot reach it."""


class Browser:
    """One headless Chromium for a whole run: pages are loaded (and reloaded) in it."""

    def __init__(self, chromium=None, chromedriver=None, width=900, height=1200, languages="en-US"):
        self.chromium = chromium or find_chromium()
        self.chromedriver = chromedriver or find_chromedriver()
        if not self.chromium or not self.chromedriver:
            raise PageProblem("no Chromium or no chromedriver: install Debian's 'chromium' and 'chromium-driver' "
                              "(FORMC_CHROMIUM and FORMC_CHROMEDRIVER name others)")
        options = webdriver.ChromeOptions()
        options.binary_location = self.chromium
        for argument in (
            "--headless", "--no-sandbox", "--disable-gpu", "--disable-dev-shm-usage",
            "--window-size=%d,%d" % (width, height), "--lang=" + languages.split(",")[0], "--force-device-scale-factor=1",
            # The browser's own traffic (updates, safe browsing, sync) is not the page's, and
            # none of it may leave the machine either; no name resolves.
            "--disable-background-networking", "--disable-component-update", "--disable-sync",
            "--no-first-run", "--no-default-browser-check", "--disable-extensions",
            "--host-resolver-rules=MAP * ~NOTFOUND",
        ):
            options.add_argument(argument)
        # The browser's languages (navigator.languages), which a page with
        # data-formc-lang="auto" chooses from.
        options.add_experimental_option("prefs", {"intl.accept_languages": languages})
        options.set_capability("goog:loggingPrefs", {"browser": "ALL", "performance": "ALL"})
        options.add_experimental_option("perfLoggingPrefs", {"enableNetwork": True, "enablePage": False})
        self.driver = webdriver.Chrome(service=Service(self.chromedriver), options=options)
        self.driver.set_script_timeout(60)
        self.url = None
        self.scheme = "light"
        # The page's DevTools socket, beside chromedriver's: a command over it takes about a
        # millisecond, a command through chromedriver five, and a run sends tens of thousands.
        try:
            address = self.driver.capabilities["goog:chromeOptions"]["debuggerAddress"]
            with urllib.request.urlopen("http://%s/json" % address, timeout=10) as response:
                targets = json.load(response)
            page = next(t for t in targets if t["type"] == "page")
            self.socket = websocket.create_connection(page["webSocketDebuggerUrl"], suppress_origin=True, timeout=60)
        except Exception:
            self.driver.quit()
            raise
        self.ids = itertools.count(1)

    def close(self):
        self.socket.close()
        self.driver.quit()

    def cdp(self, method, params=None):
        """One DevTools command on the page, its result (events that arrive meanwhile are
        dropped: this session enables no domain)."""
        number = next(self.ids)
        self.socket.send(json.dumps({"id": number, "method": method, "params": params or {}}))
        while True:
            message = json.loads(self.socket.recv())
            if message.get("id") == number:
                if "error" in message:
                    raise PageProblem("DevTools %s failed: %s" % (method, message["error"].get("message")))
                return message["result"]

    def js(self, body, *arguments):
        """Runs `body` as a function of `arguments` in the page, as Selenium's execute_script
        does, and returns its value (JSON-like)."""
        expression = "(function () { %s }).apply(null, %s)" % (body, json.dumps(arguments))
        result = self.cdp("Runtime.evaluate", {"expression": expression, "returnByValue": True})
        if "exceptionDetails" in result:
            details = result["exceptionDetails"]
            raise PageProblem("a script of the proof failed in the page: %s" % (details.get("exception", {}).get("description") or details.get("text")))
        return result["result"].get("value")

    # Loading and the checks every load gets.

    def open(self, path, query=""):
        """Loads a page from its file (with `query`, such as `?lang=de`, in its address)."""
        self.url = "file://" + os.path.abspath(path) + query
        self.driver.get(self.url)
        self._wait_mounted()

    def reload(self):
        """The page loaded afresh: a new state, nothing of the last vector's typing left."""
        # The old document is marked, so that waiting cannot mistake it for the new one.
        self.js("window.formcProofStale = true;")
        self.cdp("Page.reload", {"ignoreCache": True})
        self._wait_mounted()

    def _wait_mounted(self):
        # The page's module runs after parsing; `mount` sets window.formc.
        deadline = time.time() + 10
        while time.time() < deadline:
            try:
                if self.js("return window.formcProofStale === undefined && document.readyState === 'complete' && window.formc !== undefined"):
                    return
            except PageProblem:
                pass  # the old document's context went away mid-question
            time.sleep(0.005)
        raise PageProblem("%s: the page did not mount (window.formc is not set 10 s after loading)" % self.url)

    def console_problems(self):
        """Every SEVERE console entry since the last call (an error, an exception, a failed load)."""
        return ["console: %s" % entry["message"] for entry in self.driver.get_log("browser")
                if entry["level"] == "SEVERE"]

    def network_problems(self):
        """Every request since the last call other than loading the page's own file."""
        problems = []
        for entry in self.driver.get_log("performance"):
            message = json.loads(entry["message"])["message"]
            if message["method"] == "Network.requestWillBeSent":
                url = message["params"]["request"]["url"]
                # A data: URL is the document's own bytes (Chromium's date control draws its
                # calendar icon from one), never a request that leaves the page.
                if url != self.url and not url.startswith("data:"):
                    problems.append("network: the page requested %s" % url)
            elif message["method"] == "Network.webSocketCreated":
                problems.append("network: the page opened a WebSocket to %s" % message["params"]["url"])
        return problems

    def problems(self):
        """The console and network problems since the last call."""
        return self.console_problems() + self.network_problems()

    # Reading the page.

    def read(self):
        return self.js(READ_PAGE)

    # Acting as a person: focus, typing, clicking, submitting.

    def _element(self, element_id):
        return self.driver.find_element("id", element_id)

    def type_text(self, field, text):
        """One whole edit of a text control (input or textarea): its text selected and replaced
        by `text` with one `Input.insertText`, or deleted with one Backspace when `text` is
        empty."""
        # Focus and selection are what a person's click and Select All do; the value is never
        # set from script.
        had_text = self.js(
            "const c = document.getElementById(arguments[0]); c.focus(); c.select();"
            "return document.activeElement === c ? c.value !== '' : null;", "f-" + field)
        if had_text is None:
            raise NotShown("f-%s did not take the focus: the proof would type into another control" % field)
        if text:
            self.cdp("Input.insertText", {"text": text})
        elif had_text:
            self._key("Backspace", "Backspace", 8)

    def type_text_observed(self, field, text):
        """type_text, and whether the page refused the edit (its `beforeinput` was cancelled):
        True, False, or None when no `beforeinput` came (nothing to type, or the browser sent
        none)."""
        self.js("if (!window.formcProofListening) { window.formcProofListening = true;"
                " window.addEventListener('beforeinput', e => { window.formcProofRefused = e.defaultPrevented; }); }"
                "window.formcProofRefused = null;")
        self.type_text(field, text)
        return self.js("return window.formcProofRefused;")

    def _key(self, key, code, key_code, text=None):
        down = {"type": "keyDown" if text is None else "keyDown", "key": key, "code": code,
                "windowsVirtualKeyCode": key_code, "nativeVirtualKeyCode": key_code}
        if text is not None:
            down["text"] = text
        self.cdp("Input.dispatchKeyEvent", down)
        self.cdp("Input.dispatchKeyEvent", {"type": "keyUp", "key": key, "code": code,
                                                               "windowsVirtualKeyCode": key_code, "nativeVirtualKeyCode": key_code})

    def press_enter(self):
        """Enter, where the focus is; returns the id of the element focused after it."""
        self._key("Enter", "Enter", 13, text="\r")
        return self.js("return document.activeElement ? document.activeElement.id : null")

    def click(self, element_id):
        """A left click in the middle of an element, scrolled into view first: the mouse
        events a person's click makes (Input.dispatchMouseEvent), without WebDriver's slower
        element click."""
        box = self.js(
            "const e = document.getElementById(arguments[0]); if (!e) return null;"
            "e.scrollIntoView({block: 'center'}); const r = e.getBoundingClientRect();"
            "return [r.left + r.width / 2, r.top + r.height / 2, r.width > 0 && r.height > 0];", element_id)
        if box is None or not box[2]:
            raise NotShown("%s cannot be clicked: it is not on the page, or has no size" % element_id)
        for kind in ("mousePressed", "mouseReleased"):
            self.cdp("Input.dispatchMouseEvent", {"type": kind, "x": box[0], "y": box[1], "button": "left", "clickCount": 1})

    def center(self, element_id):
        """The middle of an element in the window, scrolled into view first."""
        box = self.js(
            "const e = document.getElementById(arguments[0]); if (!e) return null;"
            "e.scrollIntoView({block: 'center'}); const r = e.getBoundingClientRect();"
            "return [r.left + r.width / 2, r.top + r.height / 2];", element_id)
        if box is None:
            raise NotShown("%s is not on the page" % element_id)
        return box

    def mouse(self, kind, x, y):
        """One mouse event: 'mousePressed', 'mouseMoved' or 'mouseReleased' (the left button)."""
        self.cdp("Input.dispatchMouseEvent", {"type": kind, "x": x, "y": y, "button": "left",
                                              "buttons": 1 if kind != "mouseReleased" else 0, "clickCount": 1})

    def set_checkbox(self, element_id, on):
        """Clicks a checkbox (a toggle, an option of a multiple choice) unless it is `on`
        already; returns whether it is on."""
        if self.js("return document.getElementById(arguments[0]).checked", element_id) != on:
            self.click(element_id)
        return self.js("return document.getElementById(arguments[0]).checked", element_id)

    def select_option(self, field, value):
        """Picks the option whose value is `value` in a field's select, as a click on it does;
        False when the select has no such option (the page cannot hold that value)."""
        from selenium.webdriver.support.select import Select
        select = Select(self._element("f-" + field))
        for option in select.options:
            if option.get_attribute("value") == value:
                select.select_by_value(value) if "'" not in value and '"' not in value else option.click()
                return True
        return False

    def _focus(self, element_id):
        """Focuses an element as Tab would; NotShown when it cannot take the focus."""
        if not self.js(
                "const c = document.getElementById(arguments[0]); if (!c) return false;"
                "c.focus(); return document.activeElement === c;", element_id):
            raise NotShown("%s did not take the focus" % element_id)

    def _clear_date_segments(self):
        # Backspace empties a segment, Tab moves to the next (month, day, year).
        for _ in range(3):
            self._key("Backspace", "Backspace", 8)
            self._key("Tab", "Tab", 9)

    def type_date(self, field, day):
        """Types a day `YYYY-MM-DD` into a date control as a person in en-US does, segment by
        segment (month, day, year) after clearing it. Returns the control's value: '' when the
        segments make no day (Chromium keeps no text that is no day)."""
        self._focus("f-" + field)
        if self.js("return document.getElementById(arguments[0]).value !== ''", "f-" + field):
            self._clear_date_segments()
            self._focus("f-" + field)
        year, month, date = day.split("-")
        for segment, width in ((month, 2), (date, 2), (year, 4)):
            for character in segment:
                self.cdp("Input.dispatchKeyEvent", {"type": "char", "text": character})
            if len(segment) < width:
                self._key("ArrowRight", "ArrowRight", 39)
        return self.js("return document.getElementById(arguments[0]).value", "f-" + field)

    def clear_date(self, field):
        self._focus("f-" + field)
        self._clear_date_segments()
        return self.js("return document.getElementById(arguments[0]).value", "f-" + field)

    def move_slider(self, field, steps):
        """A slider moved by its arrow keys, `steps` to the right (negative: to the left)."""
        self._focus("f-" + field)
        key = ("ArrowRight", 39) if steps > 0 else ("ArrowLeft", 37)
        for _ in range(abs(steps)):
            self._key(key[0], key[0], key[1])
        return self.js("return document.getElementById(arguments[0]).value", "f-" + field)

    def submit(self):
        """Submits as a keyboard user does: focus on the submit button, then Enter. (A mouse
        click is `click_submit`: the focus leaving a field can show its error and move the
        button away from under the pointer before the button is released.)"""
        focused = self.js(
            "const b = document.getElementById('formc-submit'); if (!b) return false;"
            "b.scrollIntoView({block: 'center'}); b.focus(); return document.activeElement === b;")
        if not focused:
            raise PageProblem("the submit button #formc-submit is missing or does not take the focus")
        self._key("Enter", "Enter", 13, text="\r")

    def click_submit(self):
        """Clicks the submit button with the mouse, as a person does."""
        self.click("formc-submit")

    # Accessibility.

    def axe(self, source):
        """axe-core's violations on the page as it is now (every rule axe runs by default).

        axe-core compiles its message templates with `new Function` as it loads, which the
        page's Content-Security-Policy forbids. It is injected with `Runtime.evaluate`, whose
        `allowUnsafeEvalBlockedByCSP` (true: DevTools' default) lets the debugger's own code
        do so; the page is not weakened, and its own scripts still cannot evaluate text
        (`policy_problems` checks it)."""
        self.cdp("Runtime.evaluate", {"expression": source, "allowUnsafeEvalBlockedByCSP": True})
        result = self.cdp("Runtime.evaluate", {
            "expression": "axe.run(document, {resultTypes: ['violations']}).then(r => r.violations, e => ({error: String(e)}))",
            "awaitPromise": True, "returnByValue": True, "allowUnsafeEvalBlockedByCSP": True})
        if "exceptionDetails" in result:
            raise PageProblem("axe-core failed to load or run: %s" % result["exceptionDetails"].get("text"))
        value = result["result"].get("value")
        if isinstance(value, dict) and "error" in value:
            raise PageProblem("axe-core failed to run: %s" % value["error"])
        return value

    def policy_problems(self):
        """What the page's Content-Security-Policy lets the page's own scripts do that it must
        not: evaluate a text as code, or load anything (a fetch, an image, a stylesheet, a
        script; each from a `data:` URL, so that nothing could leave the machine even if it
        were allowed). Asked with `allowUnsafeEvalBlockedByCSP: false`, as a script of the page
        runs. The console entries of the refusals are taken and dropped: they are the policy
        working."""
        result = self.cdp("Runtime.evaluate", {
            "expression": POLICY_PROBE, "awaitPromise": True, "returnByValue": True,
            "allowUnsafeEvalBlockedByCSP": False})
        if "exceptionDetails" in result:
            return ["policy: the probe failed: %s" % result["exceptionDetails"].get("text")]
        outcome = result["result"]["value"]
        problems = []
        for what, how in sorted(outcome["results"].items()):
            if how != outcome["expected"][what]:
                problems.append("policy: the page's Content-Security-Policy lets its scripts %s (%s)" % (what, how))
        for entry in self.driver.get_log("browser"):
            if entry["level"] == "SEVERE" and "Content Security Policy" not in entry["message"]:
                problems.append("console: %s" % entry["message"])
        problems += self.network_problems()
        return problems

    def ax_node(self, element_id):
        """Chromium's accessibility node of an element: role, name, description, properties."""
        handle = self.cdp("Runtime.evaluate", {"expression": "document.getElementById(%s)" % json.dumps(element_id)})
        object_id = handle["result"].get("objectId")
        if not object_id:
            return None
        nodes = self.cdp("Accessibility.getPartialAXTree", {"objectId": object_id, "fetchRelatives": False})["nodes"]
        self.cdp("Runtime.releaseObject", {"objectId": object_id})
        if not nodes:
            return None
        node = nodes[0]

        def value(key):
            return (node.get(key) or {}).get("value")
        properties = {p["name"]: p["value"].get("value") for p in node.get("properties", [])}
        return {"role": value("role"), "name": value("name") or "", "description": value("description") or "",
                "ignored": node.get("ignored", False), "properties": properties}

    # Appearance.

    def set_scheme(self, scheme):
        """prefers-color-scheme as the page sees it: 'light' or 'dark'."""
        self.cdp("Emulation.setEmulatedMedia", {"features": [{"name": "prefers-color-scheme", "value": scheme}]})
        self.scheme = scheme

    def screenshot(self, path):
        """A PNG of the whole page, not only the window."""
        metrics = self.cdp("Page.getLayoutMetrics", {})
        size = metrics.get("cssContentSize") or metrics["contentSize"]
        shot = self.cdp("Page.captureScreenshot", {
            "format": "png", "captureBeyondViewport": True,
            "clip": {"x": 0, "y": 0, "width": size["width"], "height": size["height"], "scale": 1}})
        with open(path, "wb") as f:
            f.write(base64.b64decode(shot["data"]))


def start_browser(languages="en-US"):
    """A Browser, or a PageProblem that says why there is none."""
    try:
        return Browser(languages=languages)
    except WebDriverException as error:
        raise PageProblem("Chromium did not start through chromedriver: %s" % str(error).strip().splitlines()[0])
