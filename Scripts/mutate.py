#!/usr/bin/env python3
"""Mutation testing for FormRuntime and the checker: can the tests fail?

Each mutation below is one small change a person could make by mistake (a comparison flipped,
a bound made inclusive, a branch skipped, a condition negated, a count off by one). The script
applies them one at a time, rebuilds incrementally, and runs the fast test suites that cover
the mutated file. A mutation the tests notice is "killed"; one they do not notice "survived",
which means a promise the code keeps is not pinned by any test. Every survivor is either
killed by a new test or, when the change cannot alter behaviour (an equivalent mutant), kept
here with `equivalent="why"`. docs/RELIABILITY.md ("Mutation testing") records the last run.

    python3 Scripts/mutate.py            # build once, run every mutation (about 20 minutes)
    python3 Scripts/mutate.py --only rules-exclusive-min focus-first-shown
    python3 Scripts/mutate.py --list     # the mutations, one a line
    python3 Scripts/mutate.py --check    # every original text found exactly once (CI, no build)

Each mutation is data: the file, an original text that must occur in it exactly once (keep it
short and distinctive, so that a refactor leaves it findable or makes it plainly stale), the
replacement, and one line saying what the mutant breaks. A text found zero or several times
makes the mutation stale: `--check` and every run report it and exit 1 before touching a file.

Files are restored byte for byte after each mutation, also when the run is interrupted (Ctrl-C,
SIGTERM, a timeout, an error). A run refuses to start unless git reports the files it mutates
unchanged, so it never mixes its edits with yours. After a crash that skipped `finally` (a
SIGKILL), `git status` shows the mutated file; `git checkout -- FILE` restores it.

Python 3 standard library only.
"""
from __future__ import annotations

import argparse
import os
import re
import signal
import subprocess
import sys
import time
from dataclasses import dataclass
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent

# Seconds: one incremental build of a mutant, and one run of its test suites.
BUILD_TIMEOUT = 900
TEST_TIMEOUT = 300


@dataclass(frozen=True)
class Mutation:
    id: str
    file: str
    kind: str
    original: str
    replacement: str
    description: str
    # Why the mutant cannot change behaviour, for a survivor no test can kill.
    equivalent: str | None = None


def M(id, file, kind, original, replacement, description, equivalent=None):
    return Mutation(id, file, kind, original, replacement, description, equivalent)


RUNTIME = "Sources/FormRuntime/"
CHECKER = "Sources/FormDSL/Checker/"

MUTATIONS = [
    # --- Rules: docs/RUNTIME.md "Rules" -----------------------------------------------------
    M("rules-exclusive-min", RUNTIME + "Rules.swift", "boundary",
      "if min.inclusive ? value < min.value : value <= min.value",
      "if value < min.value",
      "an exclusive minimum (`RangeBound.exclusive`) takes its own value"),
    M("rules-exclusive-max", RUNTIME + "Rules.swift", "boundary",
      "if max.inclusive ? value > max.value : value >= max.value",
      "if value > max.value",
      "`range(a..<b)` takes b"),
    M("rules-length-min", RUNTIME + "Rules.swift", "boundary",
      "unicodeScalars.count\n        if let min, count < min",
      "unicodeScalars.count\n        if let min, count <= min",
      "`length(3...)` refuses exactly 3 code points"),
    M("rules-count-max", RUNTIME + "Rules.swift", "comparison flipped",
      "-> Bool {\n        if let min, count < min { return false }\n        if let max, count > max",
      "-> Bool {\n        if let min, count < min { return false }\n        if let max, count < max",
      "`count(...max)` refuses fewer picks than max instead of more"),
    M("rules-day-earliest", RUNTIME + "Rules.swift", "boundary",
      "if let earliest, day < earliest",
      "if let earliest, day <= earliest",
      "a date range excludes its first day"),
    M("rules-absent-skips-rules", RUNTIME + "Rules.swift", "skipped branch",
      "if isAbsent { return [] }",
      "",
      "an empty optional field is checked against every rule, not only `required`"),
    M("rules-required-number", RUNTIME + "Rules.swift", "wrong operand",
      "return isNumeric ? number != nil : Rules.isPresent(text)",
      "return Rules.isPresent(text)",
      "`required` on a number takes unfinished text (`-`) as a value"),
    M("rules-range-needs-number", RUNTIME + "Rules.swift", "wrong constant",
      "guard isNumeric, let number else { return true }",
      "guard isNumeric, let number else { return false }",
      "`range` fails on a text field, whose value JSON Schema's number keywords ignore"),
    M("rules-equals-counterpart", RUNTIME + "Rules.swift", "wrong operand",
      "Rules.isEqual(text, counterpart ?? \"\")",
      "Rules.isEqual(text, counterpart ?? text)",
      "`equals` without the other field's text holds for any text (an input compares with \"\")"),

    # --- Text and number inputs --------------------------------------------------------------
    M("inputs-shortening-allowed", RUNTIME + "Inputs.swift", "skipped condition",
      "count > maxLength && count >= previous.unicodeScalars.count",
      "count > maxLength",
      "backspace in a prefilled text over `maxLength` is refused"),
    M("inputs-same-length-over-limit", RUNTIME + "Inputs.swift", "boundary",
      "count >= previous.unicodeScalars.count",
      "count > previous.unicodeScalars.count",
      "an edit that keeps an over-long text as long as it was is taken"),
    M("inputs-allowed-characters", RUNTIME + "Inputs.swift", "negated condition",
      "for scalar in proposed.unicodeScalars where !allowed.contains(scalar)",
      "for scalar in proposed.unicodeScalars where allowed.contains(scalar)",
      "`allowedCharacters` refuses the allowed code points and takes the others"),
    M("inputs-allowed-held-count", RUNTIME + "Inputs.swift", "boundary",
      "let count = held[scalar], count > 0 else",
      "let count = held[scalar], count >= 0 else",
      "an edit adds one more of a code point a prefill brought in past `allowedCharacters`"),
    M("inputs-visible-server-errors", RUNTIME + "DrivenInput.swift", "wrong return",
      "? conditionedErrors : ownImmediateErrors + serverErrors",
      "? conditionedErrors : ownImmediateErrors",
      "server errors wait for the field's timing instead of showing at once"),
    M("inputs-filter-errors-at-once", RUNTIME + "Inputs.swift", "wrong return",
      "var ownImmediateErrors: [String] { filterErrors }",
      "var ownImmediateErrors: [String] { [] }",
      "a prefilled text the filter refuses shows nothing until the field's timing"),
    M("inputs-filter-violation-allowed", RUNTIME + "Inputs.swift", "negated condition",
      "text.unicodeScalars.first(where: { !allowed.contains($0) })",
      "text.unicodeScalars.first(where: { allowed.contains($0) })",
      "a prefill holding a code point outside `allowedCharacters` is valid, and an allowed one is named"),
    M("inputs-filter-violation-length", RUNTIME + "Inputs.swift", "boundary",
      "if let maxLength, text.unicodeScalars.count > maxLength {",
      "if let maxLength, text.unicodeScalars.count >= maxLength {",
      "a prefill of exactly `maxLength` code points is refused"),
    M("inputs-filter-errors-checked", RUNTIME + "Inputs.swift", "skipped statement",
      "filterErrors = filter.violations(of: storage.string).map(filterMessages.message(for:))",
      "filterErrors = []",
      "a prefilled text the filter refuses submits, and the JSON Schema refuses it"),
    M("inputs-filter-said-once", RUNTIME + "Inputs.swift", "skipped condition",
      ": filterErrors + ruleErrors.filter { rule in !filterErrors.contains { sameScalars($0, rule) } }",
      ": filterErrors + ruleErrors",
      "a `length` rule's default message with the filter's limit is said twice"),
    M("inputs-filter-invisible-named", RUNTIME + "Inputs.swift", "wrong constant",
      "shows = !scalar.properties.isDefaultIgnorableCodePoint",
      "shows = true",
      "a refused code point that shows nothing (U+3164) is named as an empty pair of quotes"),
    M("inputs-edit-clears-server-errors", RUNTIME + "Inputs.swift", "skipped statement",
      "interaction.edited = true\n            serverErrors = []\n            validate()",
      "interaction.edited = true\n            validate()",
      "editing a text field keeps the server's errors about the old value"),
    M("inputs-prefill-untouched", RUNTIME + "Inputs.swift", "skipped statement",
      "storage = ExactText(text ?? \"\")\n        interaction = Interaction()",
      "storage = ExactText(text ?? \"\")",
      "a prefilled text field keeps the interaction of the edits before it"),
    M("inputs-optional-absent", RUNTIME + "Inputs.swift", "skipped condition",
      "isAbsent: isOptional && storage.string.isEmpty",
      "isAbsent: storage.string.isEmpty",
      "an empty non-optional text escapes `length` (JSON Schema applies minLength to \"\")"),
    M("inputs-number-invalid-message", RUNTIME + "Inputs.swift", "skipped condition",
      "if messages.isEmpty && !isOptional { messages = [invalidMessage] }",
      "if messages.isEmpty { messages = [invalidMessage] }",
      "an empty optional number field says it is not a number"),
    M("inputs-first-invalid-order", RUNTIME + "Inputs.swift", "wrong order",
      "let first = order.first { byField[$0] != nil || groups.contains($0) }\n            ?? entries",
      "let first = entries",
      "a failed submit focuses the first invalid field declared, not the first in focus order"),

    # --- Repeating groups -------------------------------------------------------------------
    M("rows-remove-at-lower-bound", RUNTIME + "Rows.swift", "skipped condition",
      "guard canRemove, rows.indices.contains(position) else { return false }",
      "guard rows.indices.contains(position) else { return false }",
      "a row is removed below the group's lower bound"),
    M("rows-move-keeps-ids", RUNTIME + "Rows.swift", "skipped statement",
      "ids.insert(ids.remove(at: from), at: to)\n",
      "\n",
      "a moved row takes another row's id, and with it that row's focus"),
    M("rows-aggregate-skips-hidden", RUNTIME + "Rows.swift", "skipped filter",
      "for row in rows where row.isVisible(field) {",
      "for row in rows {",
      "`sum` counts a row field while it is hidden"),
    M("rows-new-row-reads-the-form", RUNTIME + "Rows.swift", "skipped statement",
      "if template[keyPath: path] != value { template[keyPath: path] = value }",
      "",
      "a row added later does not see the form field values its conditions read"),
    M("rows-submit-marks-rows", RUNTIME + "Rows.swift", "skipped statement",
      "for index in rows.indices { Row.form.markSubmitted(&rows[index]) }",
      "",
      "a failed submit does not show the errors of untouched rows"),
    M("inputs-announcement-first-message", RUNTIME + "Inputs.swift", "wrong element",
      "let message = byField[first]?.first",
      "let message = byField[first]?.last",
      "the announcement reads the first invalid field's last message"),
    M("inputs-announcement-one-field", RUNTIME + "Inputs.swift", "boundary",
      "if fieldCount == 1 {",
      "if fieldCount <= 1 {",
      "the announcement's one-field sentence is also used for no field",
      equivalent="`announcement` returns \"\" before this line unless `firstInvalid` has errors, so `fieldCount` "
                 "is at least 1 here and `<= 1` is `== 1`"),
    M("number-removing-digits-allowed", RUNTIME + "NumberField.swift", "boundary",
      "lenient.digitCount < before.digitCount",
      "lenient.digitCount <= before.digitCount",
      "an edit over the digit limit that removes no digit is taken"),
    M("number-minus-in-front", RUNTIME + "NumberField.swift", "skipped condition",
      "result.minus == nil, result.digitCount == 0,",
      "result.minus == nil,",
      "a minus after digits (`1-`) is taken"),
    M("number-int-limit", RUNTIME + "NumberField.swift", "off by one",
      "kind == .integer ? Self.maximumIntegerDigits : Self.maximumDecimalDigits",
      "kind == .integer ? Self.maximumIntegerDigits - 1 : Self.maximumDecimalDigits",
      "`maxLength 19` on an int takes only 18 digits"),
    M("number-leading-zeros-free", RUNTIME + "NumberField.swift", "wrong count",
      "integerDigits.drop { $0 == 0 }.count",
      "integerDigits.count",
      "leading zeros count toward `maxLength`"),

    # --- Focus, form state, validity -------------------------------------------------------
    M("focus-first-shown", RUNTIME + "Focus.swift", "wrong return",
      "guard let field else { return fields.first(where: isShown) }",
      "guard let field else { return first }",
      "Next from nothing focuses a hidden first field"),
    M("focus-next-shown-off-by-one", RUNTIME + "Focus.swift", "off by one",
      "fields[(index + 1)...].first(where: isShown)",
      "fields[index...].first(where: isShown)",
      "Next from a shown field stays on it"),
    M("focus-previous-shown", RUNTIME + "Focus.swift", "wrong element",
      "fields[..<index].last(where: isShown)",
      "fields[..<index].first(where: isShown)",
      "Previous jumps to the first shown field instead of the one before"),
    M("focus-keeping-shown", RUNTIME + "Focus.swift", "negated condition",
      "guard let focused, !isShown(focused) else { return focused }",
      "guard let focused, isShown(focused) else { return focused }",
      "focus leaves a field that stays shown, and stays on one that was hidden"),
    M("focus-is-last-contains", RUNTIME + "Focus.swift", "skipped condition",
      "contains(field) && next(after: field, where: isShown) == nil",
      "next(after: field, where: isShown) == nil",
      "a field outside the focus order gets the `done` Return key"),
    M("focus-tracker-no-move", RUNTIME + "Focus.swift", "skipped guard",
      "guard field != current else { return nil }",
      "",
      "focusing the focused field again blurs it"),
    M("state-next-focus-visible", RUNTIME + "FormState.swift", "skipped argument",
      "Self.focusOrder.next(after: field, where: isVisible)",
      "Self.focusOrder.next(after: field)",
      "a model's Next moves onto hidden fields"),
    M("state-current-errors", RUNTIME + "FormState.swift", "wrong call",
      "Field.allCases.map { ($0, errors($0)) }",
      "Field.allCases.map { ($0, visibleErrors($0)) }",
      "`currentErrors()` sees only the errors already shown"),
    M("validity-empty-is-unknown", RUNTIME + "FieldValidity.swift", "skipped condition",
      "if errors(field).isEmpty, !self[text: field].isEmpty { return .valid }",
      "if errors(field).isEmpty { return .valid }",
      "an empty optional field shows a green border"),

    # --- Conditions, timing, server errors --------------------------------------------------
    M("conditions-at-most", RUNTIME + "Conditions.swift", "boundary",
      "order(literal).map { $0 != .orderedDescending }",
      "order(literal).map { $0 == .orderedAscending }",
      "`field <= literal` is false when they are equal"),
    M("conditions-day-less-absent", RUNTIME + "Conditions.swift", "skipped condition",
      "public func isLess(than limit: DateLimit) -> Bool { isPresent && ",
      "public func isLess(than limit: DateLimit) -> Bool { ",
      "an unset date is before every day"),
    M("conditions-text-code-points", RUNTIME + "Conditions.swift", "wrong comparison",
      "case .text(let text): return text.unicodeScalars.elementsEqual(literal.unicodeScalars)",
      "case .text(let text): return text == literal",
      "`visible when x == \"é\"` holds for canonically equivalent text"),
    M("conditions-required-when-present", RUNTIME + "DrivenInput.swift", "skipped condition",
      "if let required = condition.requiredMessage, !conditionValue.isPresent {",
      "if let required = condition.requiredMessage {",
      "`required when` reports a field that has a value"),
    M("timing-change-shows-on-blur", RUNTIME + "Timing.swift", "skipped condition",
      "interaction.edited || interaction.blurred || interaction.submitted",
      "interaction.edited || interaction.submitted",
      "`validateOn change` hides errors of a field tabbed through untouched"),
    M("timing-blur-shows-on-submit", RUNTIME + "Timing.swift", "skipped condition",
      "case .blur: return interaction.blurred || interaction.submitted",
      "case .blur: return interaction.blurred",
      "`validateOn blur` hides errors after a submit of a field never left"),
    M("server-errors-unknown-text", RUNTIME + "ServerErrors.swift", "wrong constant",
      "guard let before = texts[field] else { return true }",
      "guard let before = texts[field] else { return false }",
      "late server errors on a field without a recorded text are dropped"),
    M("server-errors-code-points", RUNTIME + "ServerErrors.swift", "wrong comparison",
      "return sameScalars(before, model[text: field])",
      "return before == model[text: field]",
      "a field retyped canonically equivalent keeps the server's error about the old text"),

    # --- The checker: defaults ---------------------------------------------------------------
    M("checker-submit-label-last", CHECKER + "Defaults.swift", "off by one",
      "index == focusCount - 1 ? (.done",
      "index == focusCount - 2 ? (.done",
      "the field before the last gets the `done` Return key"),
    M("checker-validate-on-form", CHECKER + "Defaults.swift", "skipped branch",
      "if let form { return (form, .form) }",
      "",
      "a form-wide `validateOn` is ignored"),
    M("checker-validate-on-default", CHECKER + "Defaults.swift", "wrong constant",
      "return (.blur, .standard)",
      "return (.change, .standard)",
      "fields validate on change unless told otherwise"),
    M("checker-int-digits-widest", CHECKER + "Defaults.swift", "wrong function",
      "max(lower.integerDigitCount, upper.integerDigitCount)",
      "min(lower.integerDigitCount, upper.integerDigitCount)",
      "an int's derived maxLength follows the narrower bound of its range"),
    M("checker-int-number-pad", CHECKER + "Defaults.swift", "wrong constant",
      "case .integer: return (allowNegative ? .numbersAndPunctuation : .numberPad",
      "case .integer: return (allowNegative ? .numbersAndPunctuation : .decimalPad",
      "an int field gets a keyboard with a decimal separator"),
    M("checker-quiet-email-validator", CHECKER + "Defaults.swift", "skipped branch",
      "if d.hasEmail { return .validator(.email) }",
      "",
      "a field with `validate email` gets capitals and autocorrection"),
    M("checker-decimal-digit-cap", CHECKER + "Defaults.swift", "skipped bound",
      "return min(maxLength ?? numberMaxLength(kind: kind, range: range)?.digits ?? NumberLimits.maximumDecimalDigits, NumberLimits.maximumDecimalDigits)",
      "return maxLength ?? numberMaxLength(kind: kind, range: range)?.digits ?? NumberLimits.maximumDecimalDigits",
      "a decimal's `maxLength 50` promises digits `Decimal` cannot hold"),

    # --- The checker: pitfall triggers ---------------------------------------------------------
    M("checker-fc0202-toggle-sign", CHECKER + "Pitfalls.swift", "skipped condition",
      "!kb.hasMinusSign, !settings.toolbar.contains(.toggleSign)",
      "!kb.hasMinusSign",
      "FC0202 fires though the toolbar has a -/+ key"),
    M("checker-fc0201-written-label", CHECKER + "Pitfalls.swift", "skipped condition",
      "inChainMiddle || (position != nil && d.submitLabel != nil)",
      "inChainMiddle",
      "FC0201 misses a pad without Return whose written submitLabel cannot show"),
    M("checker-fc0209-hideable", CHECKER + "Pitfalls.swift", "negated condition",
      "inChainMiddle, !onlyHideableAfter[position]",
      "inChainMiddle, onlyHideableAfter[position]",
      "FC0209 `done` before the last field fires only where it should not"),
    M("checker-fc0210-optional", CHECKER + "Pitfalls.swift", "skipped condition",
      "d.kind.value.canBeAbsent, let required = d.requiredValidator",
      "let required = d.requiredValidator",
      "FC0210 fires on a type that cannot be absent"),
    M("checker-fc0216-boundary", CHECKER + "Pitfalls.swift", "boundary",
      "max < lo {",
      "max <= lo {",
      "FC0216 fires when maxLength equals length's minimum"),
    M("checker-fc0211-platform", CHECKER + "Pitfalls.swift", "boundary",
      "ContentTypeTraits.all[index].introduced > settings.platform",
      "ContentTypeTraits.all[index].introduced >= settings.platform",
      "FC0211 fires on a content type introduced in the form's own platform"),
    M("checker-fc0219-case", CHECKER + "Pitfalls.swift", "skipped call",
      "let lowered = s.key.lowercased()",
      "let lowered = s.key",
      "FC0219 misses shortcuts that differ only in case"),

    # --- The checker: placement, focus order, model -----------------------------------------
    M("checker-placement", CHECKER + "Checker.swift", "skipped condition",
      "word.propertyPlaces & (1 << place.index) != 0",
      "word.propertyPlaces != 0",
      "a property is taken in a place it does not belong to"),
    M("checker-option-repeatable", CHECKER + "Checker.swift", "skipped condition",
      "if k != repeatable, k != .option {",
      "if k != repeatable {",
      "a choice's second `option` is a duplicate property"),
    M("checker-focus-disabled", CHECKER + "Checker.swift", "skipped statement",
      "emit(.disabledInFocusOrder(identifier(id))); continue }",
      "emit(.disabledInFocusOrder(identifier(id))) }",
      "a disabled field named in `focus` enters the focus order"),
    M("checker-focus-default", CHECKER + "Checker.swift", "skipped filter",
      "for i in drafts.indices where drafts[i].isFocusable {",
      "for i in drafts.indices {",
      "without `focus`, disabled and unfocusable fields enter the focus order"),
    M("checker-toggle-default-off", CHECKER + "Checker.swift", "wrong constant",
      "(d.kind.value == .boolean ? .boolean(false) : nil)",
      "nil",
      "a toggle without a default has no starting value in the model"),
    M("checker-autocorrection", CHECKER + "Checker.swift", "negated condition",
      "d.autocorrection.map { !$0 } ?? (quiet != nil)",
      "d.autocorrection ?? (quiet != nil)",
      "`autocorrection on` disables autocorrection"),
    M("checker-required-when-optional", CHECKER + "Conditions.swift", "negated condition",
      "if d.optionalMark == nil, d.kind.value.canBeAbsent {",
      "if d.optionalMark != nil, d.kind.value.canBeAbsent {",
      "`required when` on a non-optional field passes, on an optional one is refused"),
    M("checker-condition-swapped", CHECKER + "Conditions.swift", "skipped statement",
      "if swapped { compared = compared.swapped }",
      "",
      "`visible when 5 < n` is read as `n < 5`"),
    M("computing-round-half-even", RUNTIME + "Computing.swift", "wrong constant",
      "NSDecimalRound(&rounded, &value, places, .plain)",
      "NSDecimalRound(&rounded, &value, places, .bankers)",
      "`round(2.5, 0)` is 2, not 3: half to even instead of away from zero"),
    M("computing-int-overflow", RUNTIME + "Computing.swift", "skipped check",
      "return result.overflow ? nil : result.partialValue",
      "return result.partialValue",
      "an `int` computed beyond `Int` wraps around instead of being absent"),
    M("computed-missing-optional", RUNTIME + "ComputedInput.swift", "negated condition",
      "if value == nil && messages.isEmpty && !isOptional { messages = [missingMessage] }",
      "if value == nil && messages.isEmpty && isOptional { messages = [missingMessage] }",
      "a computed value its type requires submits while absent; an optional one refuses to"),
    M("computed-edit-not-shown", RUNTIME + "ComputedInput.swift", "skipped statement",
      "            interaction.blurred = true\n        }\n        guard newValue != value",
      "        }\n        guard newValue != value",
      "a computed number's errors wait for a submit although the fields it reads were edited"),
    M("checker-division-rounding", CHECKER + "ComputedValues.swift", "negated condition",
      "if type == .decimal, !insideRound, !(divisor.map(Self.quotientEnds) ?? false) {",
      "if type == .decimal, insideRound, !(divisor.map(Self.quotientEnds) ?? false) {",
      "a division that need not end is accepted without `round`, and one inside `round` refused"),
]

# The test suites that cover each source directory (the longest prefix wins): a target filter
# each, and suites skipped because they take long and test nothing these files decide (the
# formatter corpus, hostile inputs, fuzzing, injection).
TESTS = {
    RUNTIME: {"filter": ["FormRuntimeTests", "GeneratedFormsTests"], "skip": []},
    CHECKER: {"filter": ["FormDSLTests"],
              "skip": ["FormatterCorpusTests", "FormatterNeverRefusesTests", "HostileInputTests", "FuzzTests",
                       "InjectionTests"]},
}


def suites_for(path: str) -> dict:
    prefixes = [p for p in TESTS if path.startswith(p)]
    if not prefixes:
        raise KeyError(path)
    return TESTS[max(prefixes, key=len)]


def problems() -> list[str]:
    """Why the mutation list cannot run as it is: stale texts, unknown files, repeated ids."""
    found = []
    seen = set()
    for m in MUTATIONS:
        if m.id in seen:
            found.append(f"{m.id}: the id is used twice")
        seen.add(m.id)
        path = ROOT / m.file
        if not path.is_file():
            found.append(f"{m.id}: {m.file} does not exist")
            continue
        text = path.read_text(encoding="utf-8")
        count = text.count(m.original)
        if count != 1:
            where = "not found" if count == 0 else f"found {count} times"
            found.append(f"{m.id}: stale, the original text is {where} in {m.file}: {m.original!r}")
        if m.original == m.replacement:
            found.append(f"{m.id}: the replacement is the original")
        try:
            suites_for(m.file)
        except KeyError:
            found.append(f"{m.id}: no test suites cover {m.file} (add it to TESTS)")
    return found


class Interrupted(Exception):
    pass


def on_signal(signum, _frame):
    raise Interrupted(f"signal {signum}")


def run(command: list[str], timeout: int, log) -> tuple[str, float, str]:
    """Runs `command` in its own process group: 'ok', 'failed' or 'timeout', the seconds taken
    and the output (also written to `log`). The group is killed on a timeout and on an
    interruption, so no build or test outlives the script."""
    start = time.monotonic()
    process = subprocess.Popen(command, cwd=ROOT, stdout=subprocess.PIPE, stderr=subprocess.STDOUT,
                               start_new_session=True)
    status = "timeout"
    output = b""
    try:
        output, _ = process.communicate(timeout=timeout)
        status = "ok" if process.returncode == 0 else "failed"
    except subprocess.TimeoutExpired:
        pass
    finally:
        if process.poll() is None:
            try:
                os.killpg(process.pid, signal.SIGKILL)
            except ProcessLookupError:
                pass
            process.communicate()
    text = output.decode("utf-8", errors="replace")
    log.write(f"\n$ {' '.join(command)}\n{text}")
    log.flush()
    return status, time.monotonic() - start, text


def failing_tests(output: str) -> list[str]:
    """The tests a run reports failed (Swift Testing's `✘ Test name() failed`, XCTest's
    `error: -[Suite test] : failed`), each once, in the order reported."""
    names = []
    for line in output.splitlines():
        match = re.search(r"✘ Test (?!run with )(.+?) (?:failed|recorded)", line) or re.search(r"error: -\[\S+ (\S+)\]", line)
        name = match and re.sub(r" with \d+ test cases?$", "", match.group(1))
        if name and name not in names:
            names.append(name)
    return names


def test_command(path: str) -> list[str]:
    suites = suites_for(path)
    command = ["swift", "test", "--skip-build"]
    for f in suites["filter"]:
        command += ["--filter", f]
    for s in suites["skip"]:
        command += ["--skip", s]
    return command


def changed_files(files: list[str]) -> list[str]:
    result = subprocess.run(["git", "status", "--porcelain", "--", *files], cwd=ROOT, capture_output=True, text=True)
    if result.returncode != 0:
        sys.exit(f"mutate: git status failed (a git checkout is needed): {result.stderr.strip()}")
    return [line[3:] for line in result.stdout.splitlines()]


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--check", action="store_true", help="only check that every original text is found once")
    parser.add_argument("--list", action="store_true", help="list the mutations")
    parser.add_argument("--only", nargs="+", metavar="ID", help="run these mutations only")
    parser.add_argument("--log", default=".build/mutate.log", help="build and test output (default: %(default)s)")
    args = parser.parse_args()

    found = problems()
    if found:
        for line in found:
            print(f"mutate: {line}", file=sys.stderr)
        return 1
    if args.check:
        print(f"mutate: {len(MUTATIONS)} mutations, every original text found exactly once")
        return 0
    if args.list:
        for m in MUTATIONS:
            note = " (equivalent)" if m.equivalent else ""
            print(f"{m.id:36} {m.file.removeprefix('Sources/'):32} {m.kind}: {m.description}{note}")
        return 0

    chosen = MUTATIONS
    if args.only:
        unknown = sorted(set(args.only) - {m.id for m in MUTATIONS})
        if unknown:
            print(f"mutate: no mutation {', '.join(unknown)}", file=sys.stderr)
            return 2
        chosen = [m for m in MUTATIONS if m.id in args.only]

    files = sorted({m.file for m in chosen})
    dirty = changed_files(files)
    if dirty:
        print("mutate: these files differ from git; commit or restore them first, so that no edit of yours is "
              "mixed with a mutation:\n  " + "\n  ".join(dirty), file=sys.stderr)
        return 1

    signal.signal(signal.SIGTERM, on_signal)
    signal.signal(signal.SIGHUP, on_signal)
    log_path = ROOT / args.log
    log_path.parent.mkdir(parents=True, exist_ok=True)
    originals = {f: (ROOT / f).read_bytes() for f in files}
    results = []  # (mutation, outcome, seconds)
    with open(log_path, "w", encoding="utf-8") as log:
        print(f"mutate: building once (swift build --build-tests); output in {args.log}", flush=True)
        status, _, _ = run(["swift", "build", "--build-tests"], BUILD_TIMEOUT, log)
        if status != "ok":
            print(f"mutate: the unmutated build {status}; see {args.log}", file=sys.stderr)
            return 1
        # The suites must pass unmutated, or every mutant would look killed.
        for command in {tuple(test_command(f)) for f in files}:
            status, _, _ = run(list(command), TEST_TIMEOUT, log)
            if status != "ok":
                print(f"mutate: the tests {status} without a mutation: {' '.join(command)}; see {args.log}",
                      file=sys.stderr)
                return 1
        interrupted = None
        try:
            for n, m in enumerate(chosen, 1):
                path = ROOT / m.file
                before = originals[m.file]
                text = before.decode("utf-8")
                log.write(f"\n=== {m.id}: {m.description}\n")
                killers = []
                try:
                    path.write_bytes(text.replace(m.original, m.replacement, 1).encode("utf-8"))
                    status, seconds, _ = run(["swift", "build", "--build-tests"], BUILD_TIMEOUT, log)
                    if status == "ok":
                        status, test_seconds, output = run(test_command(m.file), TEST_TIMEOUT, log)
                        seconds += test_seconds
                        # A failing or hanging test run noticed the mutant.
                        outcome = "survived" if status == "ok" else "killed"
                        if status == "failed":
                            killers = failing_tests(output)
                        elif status == "timeout":
                            killers = [f"a timeout after {test_seconds:.0f} s"]
                    else:
                        # A mutant that does not build says nothing about the tests: fix its data.
                        outcome = f"build {status}"
                finally:
                    path.write_bytes(before)
                if m.equivalent and outcome == "survived":
                    outcome = "equivalent"
                results.append((m, outcome, seconds))
                more = f" and {len(killers) - 3} more" if len(killers) > 3 else ""
                by = f"  by {', '.join(killers[:3])}{more}" if killers else ""
                print(f"[{n:2}/{len(chosen)}] {outcome:10} {m.id:36} {seconds:6.1f} s  {m.description}{by}", flush=True)
        except (KeyboardInterrupt, Interrupted) as error:
            interrupted = error
        finally:
            # A second Ctrl-C must not cut the restoring short.
            handlers = {number: signal.signal(number, signal.SIG_IGN)
                        for number in (signal.SIGINT, signal.SIGTERM, signal.SIGHUP)}
            for f, data in originals.items():
                if (ROOT / f).read_bytes() != data:
                    (ROOT / f).write_bytes(data)
            still = changed_files(files)
            if still:
                print("mutate: could not restore " + ", ".join(still), file=sys.stderr)
            for number, handler in handlers.items():
                signal.signal(number, handler)
        if interrupted is not None:
            print(f"mutate: interrupted ({interrupted}); every file restored", file=sys.stderr)
            return 130
        # Leave the build matching the sources.
        _ = run(["swift", "build", "--build-tests"], BUILD_TIMEOUT, log)

    killed = [m for m, o, _ in results if o == "killed"]
    equivalent = [m for m, o, _ in results if o == "equivalent"]
    survived = [m for m, o, _ in results if o == "survived"]
    broken = [(m, o) for m, o, _ in results if o.startswith("build")]
    wrongly_equivalent = [m for m, o, _ in results if m.equivalent and o == "killed"]
    total = len(results)
    scored = total - len(equivalent) - len(broken)
    print()
    print(f"mutate: {len(killed)} of {total} killed, {len(equivalent)} equivalent, {len(survived)} survived"
          + (f", {len(broken)} did not build" if broken else ""))
    if scored:
        print(f"mutate: score {len(killed)}/{scored} = {100 * len(killed) / scored:.0f}% of the mutants that can be "
              f"killed ({len(killed)}/{total} of all)")
    for m in survived:
        print(f"  survived: {m.id} ({m.file}): {m.description}")
    for m in equivalent:
        print(f"  equivalent: {m.id}: {m.equivalent}")
    for m, o in broken:
        print(f"  {o}: {m.id}: the mutant must compile; fix its replacement")
    for m in wrongly_equivalent:
        print(f"  killed though marked equivalent: {m.id}: remove its `equivalent` note")
    return 0 if not survived and not broken and not wrongly_equivalent else 1


if __name__ == "__main__":
    try:
        sys.exit(main())
    except (KeyboardInterrupt, Interrupted):
        # Before or after the mutations (the first build, the unmutated tests): no file is changed.
        print("mutate: interrupted; no file was changed", file=sys.stderr)
        sys.exit(130)
    except BrokenPipeError:  # `--list | head`
        sys.exit(0)
