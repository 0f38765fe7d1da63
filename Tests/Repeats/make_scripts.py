#!/usr/bin/env python3
"""Writes Tests/Repeats/scripts.json: the answer scripts of Tests/Repeats/Repeats.form.

    python3 Tests/Repeats/make_scripts.py            # rewrite scripts.json
    python3 Tests/Repeats/make_scripts.py --check    # exit 1 if scripts.json is not what it writes

The expectations are worked out here, from the rules docs/LANGUAGE.md states ("Repeating
groups", "Computed values", "Conditions", the validators' messages), by a small model of this
one form written from those rules: never by running an engine. Each script lists its steps
(by hand below, or made systematically: every add and remove at the bounds, every move of
three rows, every removal followed by typing), and gets every row count, every computed value
(form and row), every field's verdict (form and row) and, where the form submits, the record.

The rules the model follows:
- the form starts with the lower bound's rows (items 1, people 0), each row's fields at their
  defaults; add works while fewer rows than the upper bound, remove while more than the lower
  one; a step the bounds refuse changes nothing;
- a row keeps its texts when another row is added, removed or moved; a position in a step is
  the row's position at the time of the step;
- a field is present while it holds a value of its type and is visible; a toggle's condition
  holds while it is on; a comparison on an absent field is false;
- a computed value is absent while a name it reads is absent; `sum` skips absent values (0 of
  none), `min`/`max` skip them (absent of none), `count` counts rows; `round` is half away
  from zero; decimal arithmetic is exact;
- a verdict: hidden, else the first failing rule's message, else valid; the submitted record
  holds the visible fields (an empty optional one left out), each row an object in row order.
"""

import json
import os
import sys
from decimal import Decimal, ROUND_HALF_UP

HERE = os.path.dirname(os.path.abspath(__file__))
OUT = os.path.join(HERE, "scripts.json")

BOUNDS = {"items": (1, 3), "people": (0, 2)}
ITEM_DEFAULTS = {"product": "", "quantity": "1", "unitPrice": "", "gift": "false", "giftNote": "", "note": "", "size": None}
PERSON_DEFAULTS = {"name": "", "age": "", "income": "", "phone": "", "diet": "[]"}
DEFAULTS = {"items": ITEM_DEFAULTS, "people": PERSON_DEFAULTS}
DIET_OPTIONS = ["veg", "halal", "nuts"]


def number(text, whole=False):
    """The value of a number field's text, or None (empty or not a number of the field)."""
    if text is None or text == "":
        return None
    try:
        value = Decimal(text)
    except Exception:
        return None
    if whole and value != value.to_integral_value():
        return None
    return value


def round_away(x, places):
    return x.quantize(Decimal(1).scaleb(-places), rounding=ROUND_HALF_UP)


def text_of(d):
    """A number's exact POSIX text: no exponent, no trailing zeros of the fraction."""
    if d is None:
        return None
    s = format(d, "f")
    if "." in s:
        s = s.rstrip("0").rstrip(".")
    return "0" if s in ("-0", "") else s


def json_number(d):
    if d == d.to_integral_value():
        return int(d)
    return float(text_of(d))


class State:
    def __init__(self):
        self.form = {"customer": "", "vatRate": "20", "showNotes": "false", "contact": None, "bulkNote": ""}
        self.rows = {g: [dict(DEFAULTS[g]) for _ in range(BOUNDS[g][0])] for g in BOUNDS}

    def step(self, step):
        kind = step[0]
        if kind == "add":
            group = step[1]
            if len(self.rows[group]) < BOUNDS[group][1]:
                self.rows[group].append(dict(DEFAULTS[group]))
        elif kind == "remove":
            group, at = step[1], step[2]
            if len(self.rows[group]) > BOUNDS[group][0]:
                del self.rows[group][at]
        elif kind == "move":
            group, src, dst = step[1], step[2], step[3]
            row = self.rows[group].pop(src)
            self.rows[group].insert(dst, row)
        elif "[" in kind:
            group, rest = kind.split("[", 1)
            at, field = rest.split("].", 1)
            self.rows[group][int(at)][field] = step[1] if step[1] is not None else DEFAULTS_CLEARED[field]
        else:
            self.form[kind] = step[1] if step[1] is not None else FORM_CLEARED[kind]


# What a null step leaves: an empty text, a toggle off, a choice unpicked, no picks.
DEFAULTS_CLEARED = {"product": "", "quantity": "", "unitPrice": "", "gift": "false", "giftNote": "", "note": "", "size": None,
                    "name": "", "age": "", "income": "", "phone": "", "diet": "[]"}
FORM_CLEARED = {"customer": "", "vatRate": "", "showNotes": "false", "contact": None, "bulkNote": ""}


def outcome(state):
    f = state.form
    vat = number(f["vatRate"])
    show_notes = f["showNotes"] == "true"
    contact = f["contact"]
    values, expect = {}, {}
    items_rows, people_rows = [], []

    # items
    quantities, line_totals = [], []
    for i, row in enumerate(state.rows["items"]):
        p = "items[%d]." % i
        q = number(row["quantity"], whole=True)
        price = number(row["unitPrice"])
        gift = row["gift"] == "true"
        line = q * price if q is not None and price is not None else None
        gross = round_away(line * (1 + vat / 100), 2) if line is not None and vat is not None else None
        values[p + "lineTotal"] = text_of(line)
        values[p + "lineGross"] = text_of(gross)
        if q is not None:
            quantities.append(q)
        if line is not None:
            line_totals.append(line)
        product = row["product"]
        if product == "":
            expect[p + "product"] = ["invalid", "Product is required."]
        elif len(product) > 12:
            expect[p + "product"] = ["invalid", "Product must be at most 12 characters."]
        else:
            expect[p + "product"] = "valid"
        if q is None:
            expect[p + "quantity"] = ["invalid", "Quantity must be a whole number."]
        elif not 1 <= q <= 99:
            expect[p + "quantity"] = ["invalid", "Quantity must be between 1 and 99."]
        else:
            expect[p + "quantity"] = "valid"
        if price is not None and not 0 <= price <= 500:
            expect[p + "unitPrice"] = ["invalid", "Unit price must be between 0 and 500."]
        else:
            expect[p + "unitPrice"] = "valid"
        expect[p + "gift"] = "valid"
        if not gift:
            expect[p + "giftNote"] = "hidden"
        elif row["giftNote"] == "":
            expect[p + "giftNote"] = ["invalid", "Gift note is required."]
        else:
            expect[p + "giftNote"] = "valid"
        expect[p + "note"] = "valid" if show_notes else "hidden"
        expect[p + "size"] = "valid"
        if line is not None and line > 1000:
            expect[p + "lineTotal"] = ["invalid", "Over 1,000: call us ('now') & \"soon\" ]]>"]
        else:
            expect[p + "lineTotal"] = "valid"
        expect[p + "lineGross"] = "valid"
        record = {"product": product, "quantity": json_number(q) if q is not None else None, "gift": gift}
        if price is not None:
            record["unitPrice"] = json_number(price)
        if gift and row["giftNote"] != "":
            record["giftNote"] = row["giftNote"]
        if show_notes and row["note"] != "":
            record["line_note"] = row["note"]
        if row["size"] is not None:
            record["size"] = row["size"]
        if line is not None:
            record["lineTotal"] = json_number(line)
        if gross is not None:
            record["lineGross"] = json_number(gross)
        items_rows.append(record)

    # people
    ages, next_years, incomes = [], [], []
    for i, row in enumerate(state.rows["people"]):
        p = "people[%d]." % i
        age = number(row["age"], whole=True)
        adult = age is not None and age >= 18
        income = number(row["income"]) if adult else None
        next_year = age + 1 if age is not None else None
        values[p + "ageNextYear"] = text_of(next_year)
        if age is not None:
            ages.append(age)
        if next_year is not None:
            next_years.append(next_year)
        if income is not None:
            incomes.append(income)
        expect[p + "name"] = ["invalid", "Name is required."] if row["name"] == "" else "valid"
        expect[p + "age"] = ["invalid", "Age must be between 0 and 130."] if age is not None and not 0 <= age <= 130 else "valid"
        expect[p + "income"] = "valid" if adult else "hidden"
        phone_shown = contact == "phone"
        if not phone_shown:
            expect[p + "phone"] = "hidden"
        elif row["phone"] != "" and not all(c in "0123456789 +" for c in row["phone"]):
            expect[p + "phone"] = ["invalid", "Digits, spaces & '+' only <please>"]
        else:
            expect[p + "phone"] = "valid"
        expect[p + "diet"] = "valid"
        expect[p + "ageNextYear"] = "valid"
        picked = json.loads(row["diet"])
        record = {"name": row["name"], "diet": [o for o in DIET_OPTIONS if o in picked]}
        if age is not None:
            record["age"] = json_number(age)
        if income is not None:
            record["income"] = json_number(income)
        if phone_shown and row["phone"] != "":
            record["phone"] = row["phone"]
        if next_year is not None:
            record["ageNextYear"] = json_number(next_year)
        people_rows.append(record)

    item_count = len(state.rows["items"])
    total_quantity = sum(quantities, Decimal(0))
    net = sum(line_totals, Decimal(0))
    largest = max(line_totals) if line_totals else None
    smallest = min(quantities) if quantities else None
    gross = round_away(net * (1 + vat / 100), 2) if vat is not None else None
    people_count = len(state.rows["people"])
    total_income = sum(incomes, Decimal(0))
    youngest = min(ages) if ages else None
    oldest = max(next_years) if next_years else None
    values.update({"itemCount": str(item_count), "totalQuantity": text_of(total_quantity), "net": text_of(net),
                   "largest": text_of(largest), "smallest": text_of(smallest), "gross": text_of(gross),
                   "peopleCount": str(people_count), "totalIncome": text_of(total_income),
                   "youngest": text_of(youngest), "oldest": text_of(oldest)})

    expect["customer"] = ["invalid", "Customer is required."] if f["customer"] == "" else "valid"
    if vat is None:
        expect["vatRate"] = ["invalid", "VAT must be a number."]
    elif not 0 <= vat <= 100:
        expect["vatRate"] = ["invalid", "VAT must be between 0 and 100."]
    else:
        expect["vatRate"] = "valid"
    expect["showNotes"] = "valid"
    expect["contact"] = "valid"
    for name in ("itemCount", "totalQuantity", "largest", "smallest", "gross", "peopleCount", "totalIncome", "youngest", "oldest"):
        expect[name] = "valid"
    expect["net"] = ["invalid", "Orders over 2,000 need a call"] if net > 2000 else "valid"
    bulk_shown = total_quantity > 10
    if not bulk_shown:
        expect["bulkNote"] = "hidden"
    elif f["bulkNote"] == "":
        expect["bulkNote"] = ["invalid", "Bulk note is required."]
    else:
        expect["bulkNote"] = "valid"

    rows = {"items": item_count, "people": people_count}
    submits = all(v == "valid" or v == "hidden" for v in expect.values())
    record = None
    if submits:
        record = {"customer": f["customer"], "vatRate": json_number(vat), "showNotes": show_notes}
        if contact is not None:
            record["contact"] = contact
        record["items"] = items_rows
        record["people"] = people_rows
        record.update({"itemCount": item_count, "totalQuantity": json_number(total_quantity), "net": json_number(net)})
        if largest is not None:
            record["largest"] = json_number(largest)
        if smallest is not None:
            record["smallest"] = json_number(smallest)
        if gross is not None:
            record["gross"] = json_number(gross)
        record.update({"peopleCount": people_count, "totalIncome": json_number(total_income)})
        if youngest is not None:
            record["youngest"] = json_number(youngest)
        if oldest is not None:
            record["oldest"] = json_number(oldest)
        if bulk_shown and f["bulkNote"] != "":
            record["bulkNote"] = f["bulkNote"]
    return rows, values, expect, record


def script(note, steps):
    state = State()
    for step in steps:
        state.step(step)
    rows, values, expect, record = outcome(state)
    s = {"note": note, "steps": steps, "rows": rows, "values": values, "expect": expect}
    if record is not None:
        s["record"] = record
    return s


# Steps that make the form submit: a customer, a product in each of n item rows.
def ready(n=1, names=("Apple", "Pear", "Plum")):
    steps = [["customer", "Ada"]]
    for i in range(1, n):
        steps.append(["add", "items"])
    for i in range(n):
        steps.append(["items[%d].product" % i, names[i]])
    return steps


def three_rows():
    """Three distinct item rows, each with its own texts."""
    return ready(3) + [["items[0].quantity", "2"], ["items[0].unitPrice", "1.5"],
                       ["items[1].quantity", "3"], ["items[1].unitPrice", "2.25"],
                       ["items[2].quantity", "4"], ["items[2].unitPrice", "0.5"], ["items[2].gift", "true"],
                       ["items[2].giftNote", "For Bo"]]


def scripts():
    out = []
    add = out.append

    # Start and defaults.
    add(script("nothing given: one item row at its defaults (quantity 1), no people; the customer and the row's product are required", []))
    add(script("a customer only: the empty product still keeps the form from submitting", [["customer", "Ada"]]))
    add(script("a customer and a product: the form submits one row", ready(1)))
    add(script("VAT cleared: every gross value is absent, net is not", ready(1) + [["items[0].unitPrice", "10"], ["vatRate", None]]))
    add(script("VAT out of its range", ready(1) + [["vatRate", "101"]]))
    add(script("VAT 0: gross is net", ready(1) + [["items[0].unitPrice", "10"], ["vatRate", "0"]]))
    add(script("VAT 7.5: the row's gross and the form's gross are rounded to cents, half away from zero",
               ready(1) + [["items[0].quantity", "3"], ["items[0].unitPrice", "0.35"], ["vatRate", "7.5"]]))

    # Adding rows, up to the bounds and beyond.
    for n in range(0, 5):
        add(script("items: %d adds from one row (upper bound 3)" % n, [["add", "items"]] * n))
    for n in range(0, 4):
        add(script("people: %d adds from none (upper bound 2)" % n, [["add", "people"]] * n))
    add(script("an added row starts at its defaults, whatever the rows before it hold",
               ready(1) + [["items[0].quantity", "5"], ["items[0].gift", "true"], ["items[0].giftNote", "Wrap"], ["add", "items"]]))
    add(script("adds beyond the bound change nothing: the rows keep their texts",
               three_rows() + [["add", "items"], ["add", "items"]]))

    # Removing rows, down to the bounds and beyond.
    add(script("the last item row cannot be removed (lower bound 1)", ready(1) + [["remove", "items", 0]]))
    add(script("people: remove the only row", [["add", "people"], ["people[0].name", "Bo"], ["remove", "people", 0]]))
    add(script("people: a remove with no rows changes nothing", [["customer", "Ada"], ["items[0].product", "Apple"], ["remove", "people", 0]]))
    for at in range(3):
        add(script("three rows, remove the row at %d: the others keep their texts and order" % at, three_rows() + [["remove", "items", at]]))
        add(script("three rows, remove the row at %d, then remove down to the bound" % at,
                   three_rows() + [["remove", "items", at], ["remove", "items", 0], ["remove", "items", 0]]))
    for at in range(2):
        add(script("two people, remove the one at %d" % at,
                   ready(1) + [["add", "people"], ["add", "people"], ["people[0].name", "Bo"], ["people[0].age", "30"],
                               ["people[1].name", "Cy"], ["people[1].age", "12"], ["remove", "people", at]]))

    # Typing into rows after a removal: positions are the rows' positions at the time.
    for at in range(3):
        add(script("remove the row at %d, then type into the new row 0's quantity" % at,
                   three_rows() + [["remove", "items", at], ["items[0].quantity", "9"]]))
        add(script("remove the row at %d, then type into the new row 1's product" % at,
                   three_rows() + [["remove", "items", at], ["items[1].product", "Quince"]]))
    add(script("remove, add, and type into the added row", three_rows() + [["remove", "items", 1], ["add", "items"], ["items[2].product", "Fig"], ["items[2].unitPrice", "3"]]))
    add(script("an invalid row removed: its error goes with it",
               three_rows() + [["items[1].quantity", "0"], ["remove", "items", 1]]))
    add(script("an invalid row stays while another is removed: its error stays on it, at its new position",
               three_rows() + [["items[2].quantity", "0"], ["remove", "items", 0]]))
    add(script("a removed row's values leave every aggregate", three_rows() + [["remove", "items", 1]]))
    add(script("a removed person's income leaves the total",
               ready(1) + [["add", "people"], ["add", "people"], ["people[0].name", "Bo"], ["people[0].age", "30"], ["people[0].income", "100"],
                           ["people[1].name", "Cy"], ["people[1].age", "40"], ["people[1].income", "250.5"], ["remove", "people", 0]]))

    # Moves: every move of three rows.
    for src in range(3):
        for dst in range(3):
            add(script("three rows, move %d to %d" % (src, dst), three_rows() + [["move", "items", src, dst]]))
    add(script("move, then type into the row at the moved-to position",
               three_rows() + [["move", "items", 2, 0], ["items[0].giftNote", "For Cy"]]))
    add(script("move, then remove the moved row", three_rows() + [["move", "items", 0, 2], ["remove", "items", 2]]))
    add(script("people: move 1 to 0",
               ready(1) + [["add", "people"], ["add", "people"], ["people[0].name", "Bo"], ["people[1].name", "Cy"], ["people[1].age", "7"],
                           ["move", "people", 1, 0]]))

    # Row fields' errors, at every position.
    for at in range(3):
        base = three_rows()
        add(script("row %d: an empty product is required" % at, base + [["items[%d].product" % at, None]]))
        add(script("row %d: a product beyond 12 characters" % at, base + [["items[%d].product" % at, "Pomegranates!"]]))
        add(script("row %d: quantity 0 is out of range" % at, base + [["items[%d].quantity" % at, "0"]]))
        add(script("row %d: an empty quantity is not a number" % at, base + [["items[%d].quantity" % at, None]]))
        add(script("row %d: a unit price beyond 500" % at, base + [["items[%d].unitPrice" % at, "500.01"]]))
        add(script("row %d: a line total beyond 1,000 fails with its message" % at,
                   base + [["items[%d].quantity" % at, "3"], ["items[%d].unitPrice" % at, "400"]]))
        add(script("row %d: a gift without its note" % at, base + [["items[%d].gift" % at, "true"], ["items[%d].giftNote" % at, None]]))
    add(script("a product of exactly 12 characters", ready(1) + [["items[0].product", "Pomegranate!"]]))
    add(script("a product of 12 code points beyond the BMP", ready(1) + [["items[0].product", "👍🏽👍🏽👍🏽👍🏽👍🏽👍🏽"]]))
    add(script("a line total of exactly 1,000 passes", ready(1) + [["items[0].quantity", "2"], ["items[0].unitPrice", "500"]]))
    add(script("quantity 99 and 1 are the range's bounds", ready(2) + [["items[0].quantity", "99"], ["items[1].quantity", "1"]]))
    add(script("a unit price of 0 is in range", ready(1) + [["items[0].unitPrice", "0"]]))
    add(script("two rows, both with errors: each row shows its own", ready(2) + [["items[0].quantity", "0"], ["items[1].product", None]]))
    add(script("an error fixed: the row is valid again", ready(1) + [["items[0].quantity", "0"], ["items[0].quantity", "4"]]))
    add(script("people: a name is required, an age beyond 130 fails",
               ready(1) + [["add", "people"], ["people[0].age", "131"]]))
    add(script("people: ages 0 and 130 are the bounds",
               ready(1) + [["add", "people"], ["add", "people"], ["people[0].name", "Bo"], ["people[0].age", "0"],
                           ["people[1].name", "Cy"], ["people[1].age", "130"]]))

    # visible when: on the row's own field and on a form field.
    add(script("a gift shows its row's gift note only", ready(2) + [["items[1].gift", "true"], ["items[1].giftNote", "Wrap it"]]))
    add(script("a gift turned off again: the note is hidden and not submitted",
               ready(1) + [["items[0].gift", "true"], ["items[0].giftNote", "Wrap it"], ["items[0].gift", "false"]]))
    add(script("a gift note kept while hidden comes back", ready(1) + [["items[0].gift", "true"], ["items[0].giftNote", "Wrap it"],
                                                                 ["items[0].gift", "false"], ["items[0].gift", "true"]]))
    add(script("showNotes shows every row's note, submitted under its jsonName",
               ready(2) + [["showNotes", "true"], ["items[0].note", "Ripe"], ["items[1].note", "<b>&amp;</b> \"x\" 'y'"]]))
    add(script("a note typed, then showNotes off: hidden in every row, not submitted",
               ready(2) + [["showNotes", "true"], ["items[0].note", "Ripe"], ["showNotes", "false"]]))
    add(script("a row added while showNotes is on shows its note", ready(1) + [["showNotes", "true"], ["add", "items"], ["items[1].product", "Kiwi"]]))
    add(script("an adult shows income, a child does not",
               ready(1) + [["add", "people"], ["add", "people"], ["people[0].name", "Bo"], ["people[0].age", "18"], ["people[0].income", "1200"],
                           ["people[1].name", "Cy"], ["people[1].age", "17"], ["people[1].income", "50"]]))
    add(script("no age: income hidden", ready(1) + [["add", "people"], ["people[0].name", "Bo"], ["people[0].income", "10"]]))
    add(script("contact by phone shows every person's phone",
               ready(1) + [["contact", "phone"], ["add", "people"], ["add", "people"], ["people[0].name", "Bo"], ["people[0].phone", "+44 20 7946"],
                           ["people[1].name", "Cy"]]))
    add(script("a phone's pattern fails with its message",
               ready(1) + [["contact", "phone"], ["add", "people"], ["people[0].name", "Bo"], ["people[0].phone", "call me"]]))
    add(script("a failing phone hidden by contact mail is not checked",
               ready(1) + [["contact", "phone"], ["add", "people"], ["people[0].name", "Bo"], ["people[0].phone", "call me"], ["contact", "mail"]]))
    add(script("contact cleared: phones hidden",
               ready(1) + [["contact", "phone"], ["add", "people"], ["people[0].name", "Bo"], ["people[0].phone", "123"], ["contact", None]]))
    add(script("diet picks are submitted in the options' order",
               ready(1) + [["add", "people"], ["people[0].name", "Bo"], ["people[0].diet", "[\"nuts\", \"veg\"]"]]))

    # Aggregates.
    add(script("sum and count over one row", ready(1) + [["items[0].quantity", "3"], ["items[0].unitPrice", "2.5"]]))
    add(script("sum, min, max over three rows", three_rows()))
    add(script("a row without a unit price is skipped by sum, min and max of the line total",
               ready(3) + [["items[0].unitPrice", "4"], ["items[2].quantity", "2"], ["items[2].unitPrice", "1.25"]]))
    add(script("no line total at all: net is 0, largest is absent", ready(3)))
    add(script("an empty quantity is skipped by sum and min of quantity",
               ready(2) + [["items[0].quantity", None], ["items[1].quantity", "5"]]))
    add(script("every quantity empty: total quantity 0, smallest absent",
               ready(2) + [["items[0].quantity", None], ["items[1].quantity", None]]))
    add(script("a quantity out of range still counts in the sum (a value of the type)",
               ready(2) + [["items[0].quantity", "0"], ["items[1].quantity", "3"]]))
    add(script("decimal sums are exact: 0.1 + 0.2 is 0.3",
               ready(2) + [["items[0].unitPrice", "0.1"], ["items[1].unitPrice", "0.2"]]))
    add(script("count counts rows, whatever they hold", [["add", "items"], ["add", "items"]]))
    add(script("people: hidden incomes are skipped by the sum",
               ready(1) + [["add", "people"], ["add", "people"], ["people[0].name", "Bo"], ["people[0].age", "40"], ["people[0].income", "1000"],
                           ["people[1].name", "Cy"], ["people[1].age", "10"], ["people[1].income", "500"]]))
    add(script("people: an income hidden after it was typed leaves the sum",
               ready(1) + [["add", "people"], ["people[0].name", "Bo"], ["people[0].age", "40"], ["people[0].income", "1000"], ["people[0].age", "12"]]))
    add(script("people: min of age and max of age next year",
               ready(1) + [["add", "people"], ["add", "people"], ["people[0].name", "Bo"], ["people[0].age", "41"],
                           ["people[1].name", "Cy"], ["people[1].age", "9"]]))
    add(script("people: one age absent, min and max over the other",
               ready(1) + [["add", "people"], ["add", "people"], ["people[0].name", "Bo"], ["people[1].name", "Cy"], ["people[1].age", "33"]]))
    add(script("people: no rows: youngest and oldest absent, total income 0, count 0", ready(1)))
    add(script("net over 2,000 fails its range", ready(3) + [["items[0].quantity", "2"], ["items[0].unitPrice", "500"],
                                                             ["items[1].quantity", "2"], ["items[1].unitPrice", "500"],
                                                             ["items[2].unitPrice", "0.01"]]))
    add(script("net of exactly 2,000 passes", ready(2) + [["items[0].quantity", "2"], ["items[0].unitPrice", "500"],
                                                         ["items[1].quantity", "2"], ["items[1].unitPrice", "500"]]))
    add(script("a removal takes net back under 2,000", ready(3) + [["items[0].quantity", "2"], ["items[0].unitPrice", "500"],
                                                                   ["items[1].quantity", "2"], ["items[1].unitPrice", "500"],
                                                                   ["items[2].unitPrice", "0.01"], ["remove", "items", 0]]))
    add(script("a half cent rounds up: 0.05 x 1.10 is 0.055, gross 0.06",
               ready(1) + [["items[0].quantity", "1"], ["items[0].unitPrice", "0.05"], ["vatRate", "10"]]))
    add(script("VAT 15 on 3 x 3.33: the row's and the form's gross rounded",
               ready(1) + [["items[0].quantity", "3"], ["items[0].unitPrice", "3.33"], ["vatRate", "15"]]))

    # A condition on an aggregate.
    add(script("total quantity 10: the bulk note stays hidden", ready(2) + [["items[0].quantity", "5"], ["items[1].quantity", "5"]]))
    add(script("total quantity 11: the bulk note shows and is required", ready(2) + [["items[0].quantity", "5"], ["items[1].quantity", "6"]]))
    add(script("total quantity 11 with a bulk note: submitted",
               ready(2) + [["items[0].quantity", "5"], ["items[1].quantity", "6"], ["bulkNote", "Deliver Monday"]]))
    add(script("an added row's default quantity tips the total over 10",
               ready(2) + [["items[0].quantity", "5"], ["items[1].quantity", "5"], ["add", "items"]]))
    add(script("a removed row takes the total back to 10: the note is hidden, not submitted",
               ready(3) + [["items[0].quantity", "5"], ["items[1].quantity", "5"], ["bulkNote", "Soon"], ["remove", "items", 2],
                           ["items[1].product", "Pear"]]))
    add(script("a moved row changes no aggregate", ready(2) + [["items[0].quantity", "5"], ["items[1].quantity", "6"], ["bulkNote", "x"],
                                                               ["move", "items", 1, 0]]))

    # Records with every kind.
    add(script("a full record: sizes, gifts, notes, people with diets and phones",
               ready(2) + [["showNotes", "true"], ["contact", "phone"], ["items[0].size", "S"], ["items[0].quantity", "2"], ["items[0].unitPrice", "9.99"],
                           ["items[1].size", "L"], ["items[1].gift", "true"], ["items[1].giftNote", "To \"Bo\" & <co>"],
                           ["items[1].note", "]]> & </note>"], ["add", "people"], ["people[0].name", "Bo"], ["people[0].age", "25"],
                           ["people[0].income", "3000.5"], ["people[0].phone", "123 456"], ["people[0].diet", "[\"halal\"]"]]))
    add(script("texts with markup and quotes are submitted as typed",
               [["customer", "<Ada> & \"Bo\" 'Cy' ]]>"], ["items[0].product", "<b>x</b> &amp;"]]))
    add(script("a size unpicked is left out of its row", ready(1) + [["items[0].size", "L"], ["items[0].size", None]]))
    add(script("a unit price cleared: the row's line total is absent and left out", ready(1) + [["items[0].unitPrice", "3"], ["items[0].unitPrice", None]]))
    return out


def document():
    return {
        "about": ("Answer scripts of Tests/Repeats/Repeats.form, made by Tests/Repeats/make_scripts.py from the rules of "
                  "docs/LANGUAGE.md ('Repeating groups', 'Computed values', 'Conditions') before any engine ran them. Steps: "
                  "[\"customer\", \"Ada\"] types into a form field (null clears it: a toggle off, a choice unpicked), "
                  "[\"items[0].quantity\", \"3\"] into the field of the row at that position at the time of the step, "
                  "[\"add\", \"items\"] adds a row at the end, [\"remove\", \"items\", 1] removes the row at 1, "
                  "[\"move\", \"items\", 2, 0] moves the row at 2 to 0; a step the group's bounds refuse changes nothing. "
                  "A choices field's text is the JSON array of its picks. Each script says the number of rows of each group, "
                  "every computed value (form and row, a number as its exact POSIX text, null while absent), every field's "
                  "verdict (valid, hidden, or invalid with the first message) and, where the form submits, the record."),
        "form": "ConformanceRepeats",
        "scripts": scripts(),
    }


def render(doc):
    lines = ["{", ' "about": %s,' % json.dumps(doc["about"], ensure_ascii=False), ' "form": %s,' % json.dumps(doc["form"]), ' "scripts": [']
    body = [json.dumps(s, ensure_ascii=False) for s in doc["scripts"]]
    lines.append(",\n".join("  " + b for b in body))
    lines += [" ]", "}"]
    return "\n".join(lines) + "\n"


def main():
    text = render(document())
    if "--check" in sys.argv[1:]:
        with open(OUT, encoding="utf-8") as f:
            if f.read() != text:
                print("Tests/Repeats/scripts.json is not what make_scripts.py writes", file=sys.stderr)
                sys.exit(1)
        return
    with open(OUT, "w", encoding="utf-8") as f:
        f.write(text)
    print("%d scripts" % len(json.loads(text)["scripts"]))


if __name__ == "__main__":
    main()
