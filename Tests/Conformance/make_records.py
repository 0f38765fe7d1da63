#!/usr/bin/env python3
"""Writes Tests/Conformance/records.json: whole records of form ConformanceConditions
(Tests/Forms/ConformanceConditions.form) with each field's expected verdict, then of form
ConformanceDoubles (Tests/Conformance/Doubles.form), whose conditions read a double field.

The verdicts come from this file's own reading of docs/LANGUAGE.md ("Conditions") and
docs/RUNTIME.md ("Rule definitions"), written independently of formc: a field is "hidden" when
its `visible when` condition is false, else "invalid" when a rule fails (a `required when` that
holds on an empty field included), else "valid". A field reads as absent in a condition when it
is empty or hidden; comparisons on an absent value are false, `a != v` is `!(a == v)`.
Both runners check these verdicts: the generated Swift model (GeneratedFormsTests,
ConditionRecordsTests) and python-jsonschema on the JSON Schema (check.py). Run it again after
changing the form or the pools below, then read the diff of records.json.
"""
import json
import os
import random
import re
from datetime import date
from decimal import Decimal

HERE = os.path.dirname(os.path.abspath(__file__))
FORM = "ConformanceConditions"
NUMERIC = {"age", "discount", "weight", "insurance", "seats", "refund"}
DATES = {"start"}
TOGGLES = {"gift", "terms", "newsletter"}
POOLS = {
    "country": ["US", "CA", "FR", "", "DE", "us"],
    "state": ["NY", "", "N", "NYC"],
    "zip": ["10001", "", "abc", "K1A0B1"],
    "age": ["", "17", "18", "30", "64", "65", "0"],
    "guardian": ["", "Bob"],
    "discount": ["", "10", "50", "50.01", "0"],
    "weight": ["", "20.5", "20.51", "100", "100.0001", "3", "0.5"],
    "insurance": ["", "5", "0"],
    "code": ["", "X"],
    "note": ["", "hi"],
    "extra": ["", "mail", "other"],
    "email": ["", "a@b.co", "nope"],
    "gift": ["false", "true"],
    "giftNote": ["", "Happy"],
    "terms": ["false", "true"],
    "newsletter": ["false", "true"],
    "plan": ["", "basic", "pro"],
    "seats": ["", "5"],
    "start": ["", "2025-03-14", "2025-03-15", "2025-03-16", "2025-06-01", "2025-12-31", "2026-01-01", "1999-12-31",
              "2000-02-29", "2024-02-29", "9999-12-31", "0001-01-01"],
    "reason": ["", "late"],
    "refund": ["", "12.5"],
}
FIELDS = list(POOLS)
EMAIL = re.compile(r"[A-Za-z0-9.!#$%&'*+/=?^_`{|}~-]+@[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?(?:\.[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?)*")


class Record:
    def __init__(self, values):
        self.values = values

    def read(self, field):
        """The field's value as a condition reads it: None when empty or hidden."""
        text = self.values[field]
        if text == "" or not self.visible(field):
            return None
        if field in TOGGLES:
            return True if text == "true" else None  # a toggle reads as present while on
        if field in DATES:
            return date.fromisoformat(text)  # days compare as the calendar orders them
        return Decimal(text) if field in NUMERIC else text

    def eq(self, field, literal):
        value = self.read(field)
        return value is not None and value == literal

    def cmp(self, field, test):
        value = self.read(field)
        return value is not None and test(value)

    def visible(self, field):
        r = self
        if field == "state":
            return r.eq("country", "US")
        if field == "zip":
            return r.eq("country", "US") or r.eq("country", "CA")
        if field == "guardian":
            return r.cmp("age", lambda a: a < 18)
        if field == "discount":
            return r.cmp("age", lambda a: a >= 65) and not r.eq("country", "US")
        if field == "insurance":
            return r.cmp("weight", lambda w: w > Decimal("20.5")) and r.cmp("weight", lambda w: w <= 100)
        if field == "note":
            return r.read("code") is None and not r.eq("country", "FR")
        if field == "extra":
            return r.read("guardian") is not None
        if field == "email":
            return r.eq("extra", "mail")
        if field == "giftNote":
            return r.read("gift") is not None
        if field == "newsletter":
            return r.read("code") is not None
        if field == "seats":
            return r.eq("plan", "pro")
        if field == "reason":
            return r.cmp("start", lambda d: d >= date(2025, 3, 15))
        if field == "refund":
            return r.cmp("start", lambda d: d < date(2025, 3, 15)) or r.cmp("start", lambda d: d > date(2025, 12, 31))
        return True

    def required_when(self, field):
        r = self
        if field == "state":
            return r.eq("country", "US")
        if field == "guardian":
            return r.cmp("age", lambda a: a < 18)
        if field == "code":
            return r.read("weight") is not None or r.eq("age", Decimal(30))
        if field == "email":
            return r.eq("extra", "mail")
        if field == "giftNote":
            return r.read("gift") is not None
        if field == "terms":
            return r.eq("country", "US")
        if field == "seats":
            return r.eq("plan", "pro")
        if field == "reason":
            return r.cmp("start", lambda d: d <= date(2025, 12, 31)) and not r.eq("start", date(2025, 6, 1))
        return False

    def verdict(self, field):
        if not self.visible(field):
            return "hidden"
        text = self.values[field]
        if text == "" and self.required_when(field):
            return "invalid"
        if field in TOGGLES and text == "false" and self.required_when(field):
            return "invalid"  # a toggle required while a condition holds must be on
        if field == "state" and text != "" and len(text) != 2:
            return "invalid"
        if field == "zip" and not re.fullmatch(r"[0-9A-Z]+", text):
            return "invalid"  # a non-optional text: "" is a value, and the pattern applies to it
        if field == "discount" and text != "" and not (0 <= Decimal(text) <= 50):
            return "invalid"
        if field in ("insurance", "refund") and text == "":
            return "invalid"  # a non-optional number shown has a value
        if field == "email" and text != "" and not EMAIL.fullmatch(text):
            return "invalid"
        return "valid"


# ConformanceDoubles: a double field takes a number only when a Double keeps it exactly, at most
# 15 significant digits (docs/RUNTIME.md, "Numbers and locales"); conditions read the digits
# typed, exactly, as an exact JSON validator reads the submitted number.
DOUBLES_FORM = "ConformanceDoubles"
DOUBLES_POOLS = {
    "ratio": ["", "0.1", "0.10000000000000001", "0.09999999999999999", "0.100000000000001", "0.099999999999999",
              "0.5", "9007199254740993", "9007199254740992", "-1"],
    "below": ["", "0.29999999999999999", "0.299999999999999", "0.3", "0.2"],
}
DOUBLES_TEXTS = ["tenth", "more", "huge"]
DOUBLES_FIELDS = ["ratio", "tenth", "more", "huge", "below"]
DOUBLE_DIGITS = 15


def significant_digits(text):
    """Digits from the first nonzero digit to the last: `0.000120` and `1200` have two."""
    return len(text.lstrip("-").replace(".", "").strip("0"))


def doubles_verdicts(values):
    """Each field's verdict, and the fields the schema cannot decide (a double's digits)."""
    ratio = values["ratio"]
    number = Decimal(ratio) if ratio != "" else None
    shown = {
        "tenth": number is not None and number == Decimal("0.1"),
        "more": number is not None and number > Decimal("0.1"),
        "huge": number is not None and number == Decimal("9007199254740993"),
    }
    expect, swift_only = {}, {}
    for field in ("ratio", "below"):
        text = values[field]
        if text != "" and significant_digits(text) > DOUBLE_DIGITS:
            expect[field] = "invalid"
            # The schema decides the range, not the digits: only a number it accepts is swiftOnly.
            if field == "ratio" or Decimal(text) < Decimal("0.3"):
                swift_only[field] = "significantDigits"
        elif field == "below" and text != "" and not Decimal(text) < Decimal("0.3"):
            expect[field] = "invalid"
        else:
            expect[field] = "valid"
    for field in DOUBLES_TEXTS:
        expect[field] = "valid" if shown[field] else "hidden"
    return {f: expect[f] for f in DOUBLES_FIELDS}, swift_only


def doubles_records():
    """Every ratio with every `below`, the text fields filled (so a hidden one submitted anyway
    is checked), then every ratio with the text fields empty."""
    out = []
    combos = [(ratio, below, "x") for ratio in DOUBLES_POOLS["ratio"] for below in DOUBLES_POOLS["below"]]
    combos += [(ratio, "", "") for ratio in DOUBLES_POOLS["ratio"]]
    for ratio, below, text in combos:
        values = {"ratio": ratio, "tenth": text, "more": text, "huge": text, "below": below}
        expect, swift_only = doubles_verdicts(values)
        record = {"form": DOUBLES_FORM, "values": values, "expect": expect}
        if swift_only:
            record["swiftOnly"] = swift_only
        shown = [f for f in DOUBLES_TEXTS if expect[f] != "hidden"]
        invalid = [f for f in DOUBLES_FIELDS if expect[f] == "invalid"]
        record["note"] = "ratio %r: shows %s; invalid %s" % (ratio, ", ".join(shown) or "no text field",
                                                             ", ".join(invalid) or "none")
        out.append(record)
    return out


def describe(record):
    shown = [f for f in FIELDS if record.verdict(f) != "hidden" and f not in ("country",)]
    hidden = [f for f in FIELDS if record.verdict(f) == "hidden"]
    invalid = [f for f in FIELDS if record.verdict(f) == "invalid"]
    return "country %r: shows %s; hides %s; invalid %s" % (
        record.values["country"], ", ".join(shown) or "nothing else", ", ".join(hidden) or "nothing",
        ", ".join(invalid) or "none")


def main():
    rng = random.Random(19)
    records, seen = [], set()
    # Every value of every pool at least once, then random records until there are enough.
    for field, pool in POOLS.items():
        for value in pool:
            values = {f: rng.choice(POOLS[f]) for f in FIELDS}
            values[field] = value
            records.append(values)
    while len(records) < 240:
        records.append({f: rng.choice(POOLS[f]) for f in FIELDS})
    out = []
    for values in records:
        key = tuple(values[f] for f in FIELDS)
        if key in seen:
            continue
        seen.add(key)
        record = Record(values)
        out.append({"form": FORM, "values": values, "expect": {f: record.verdict(f) for f in FIELDS},
                    "note": describe(record)})
    out += doubles_records()
    data = {
        "about": "Generated by make_records.py from its own reading of docs/LANGUAGE.md (Conditions): whole records of "
                 "ConformanceConditions and ConformanceDoubles with each field's verdict (valid, invalid, hidden), and "
                 "swiftOnly for a verdict the schema cannot decide. Do not edit; run make_records.py.",
        "records": out,
    }
    with open(os.path.join(HERE, "records.json"), "w", encoding="utf-8") as handle:
        json.dump(data, handle, ensure_ascii=False, indent=1)
        handle.write("\n")
    counts = {}
    for r in out:
        for v in r["expect"].values():
            counts[v] = counts.get(v, 0) + 1
    print("wrote %d records; verdicts %s" % (len(out), counts))


if __name__ == "__main__":
    main()
