"""Checks editors/: the TextMate grammar and the language configuration are valid JSON, and
the grammar, run by a small TextMate-style tokenizer, scopes what docs/LANGUAGE.md defines:
every property, field type and validator, comments, strings and numbers, in synthetic lines
and in every example. Also checks the editor set-ups of docs/EDITORS.md parse.

Usage: python3 Tests/LSP/grammar_test.py
"""

import json
import os
import re
import sys
import tomllib

ROOT = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
EDITORS = os.path.join(ROOT, "editors")


def load_json(path):
    with open(path, encoding="utf-8") as f:
        return json.load(f)


class Tokenizer:
    """The part of TextMate's algorithm the grammar uses: at each position the rule whose
    match starts first wins (the earlier rule on a tie); `match` rules scope their captures,
    `begin`/`end` rules scope everything up to `end`, state carried across lines."""

    def __init__(self, grammar):
        self.repository = grammar["repository"]
        self.top = self.expand(grammar["patterns"])

    def expand(self, patterns):
        rules = []
        for pattern in patterns:
            if "include" in pattern:
                rules += self.expand([self.repository[pattern["include"][1:]]])
            elif "patterns" in pattern and "begin" not in pattern:
                rules += self.expand(pattern["patterns"])
            else:
                rules.append(pattern)
        return rules

    def tokenize(self, text):
        """A list of (text, scope) pairs per line; unscoped text has scope None."""
        result = []
        open_rule = None
        for line in text.split("\n"):
            tokens = []
            pos = 0
            while pos <= len(line):
                if open_rule is not None:
                    inner = self.expand(open_rule.get("patterns", []))
                    end = re.compile(open_rule["end"]).search(line, pos)
                    best = self.first(inner, line, pos)
                    if best and (end is None or best[1].start() < end.start()):
                        rule, m = best
                        tokens.append((line[pos:m.start()], open_rule["name"]))
                        tokens.append((m.group(0), rule["name"]))
                        pos = m.end()
                        continue
                    stop = end.end() if end else len(line)
                    tokens.append((line[pos:stop], open_rule["name"]))
                    pos = stop
                    if end:
                        open_rule = None
                    if pos >= len(line):
                        break
                    continue
                best = self.first(self.top, line, pos)
                if best is None:
                    tokens.append((line[pos:], None))
                    break
                rule, m = best
                tokens.append((line[pos:m.start()], None))
                if "begin" in rule:
                    tokens.append((m.group(0), rule["name"]))
                    open_rule = rule
                elif "captures" in rule:
                    last = m.start()
                    for index, capture in sorted(rule["captures"].items(), key=lambda c: int(c[0])):
                        group = int(index)
                        if m.group(group) is None:
                            continue
                        tokens.append((line[last:m.start(group)], rule.get("name")))
                        tokens.append((m.group(group), capture["name"]))
                        last = m.end(group)
                    tokens.append((line[last:m.end()], rule.get("name")))
                else:
                    tokens.append((m.group(0), rule["name"]))
                pos = max(m.end(), pos + 1) if m.end() == m.start() else m.end()
            result.append([t for t in tokens if t[0]])
        return result

    @staticmethod
    def first(rules, line, pos):
        best = None
        for rule in rules:
            m = re.compile(rule.get("match") or rule["begin"], re.M).search(line, pos)
            if m and (best is None or m.start() < best[1].start()):
                best = (rule, m)
        return best


def scope_of(tokens, word):
    for line in tokens:
        for text, scope in line:
            if text.strip() == word:
                return scope
    return None


def language_tables():
    """Property names, field types and validators from docs/LANGUAGE.md: the first column of
    its "... property", "type" and "validator" tables; where the Sections or Validators
    chapters have prose instead of a table, `footer` and the validators from the prose."""
    text = open(os.path.join(ROOT, "docs", "LANGUAGE.md"), encoding="utf-8").read()
    properties, types, validators = set(), set(), set()
    table = None
    for line in text.split("\n"):
        header = re.match(r"\| ([a-z ]+) \|", line)
        if header and not line.startswith("| `"):
            table = header.group(1)
            continue
        if not line.startswith("|"):
            table = None
            continue
        word = re.match(r"\| `([A-Za-z]+)", line)
        if not word:
            continue
        if table in ("form property", "section property", "field property"):
            properties.add(word.group(1))
        elif table == "type":
            types.add(word.group(1))
        elif table == "validator":
            validators.add(word.group(1))
    properties |= set(re.findall(r"`([a-z]+)` sets its footer", text))
    lines = text.split("\n")
    for index, line in enumerate(lines):
        if line.startswith("`required`"):
            validators |= set(re.findall(r"`([a-z]+)[(`]", line + " " + lines[index + 1]))
    return properties, types, validators


def main():
    grammar = load_json(os.path.join(EDITORS, "formc.tmLanguage.json"))
    assert grammar["scopeName"] == "source.formc" and "form" in grammar["fileTypes"], grammar["scopeName"]
    tokenizer = Tokenizer(grammar)
    properties, types, validators = language_tables()
    assert len(properties) >= 20 and len(types) >= 9 and len(validators) >= 8, (properties, types, validators)

    for name in sorted(properties):
        tokens = tokenizer.tokenize(f"    {name} x")
        assert scope_of(tokens, name) == "support.type.property-name.formc", (name, tokens)
        tokens = tokenizer.tokenize(f"field a: text {{ {name} x; {name} y }}")
        assert scope_of(tokens, name) == "support.type.property-name.formc", (name, tokens)
    for name in sorted(types):
        tokens = tokenizer.tokenize(f"    field amount: {name}")
        assert scope_of(tokens, name) == "storage.type.formc", (name, tokens)
        assert scope_of(tokens, "amount") == "variable.other.field.formc", tokens
    for name in sorted(validators):
        tokens = tokenizer.tokenize(f"    validate {name}")
        assert scope_of(tokens, name) == "support.function.validator.formc", (name, tokens)
    tokens = tokenizer.tokenize('form Demo { // note\n  label "a \\"中\\" 😀" /* x\n y */ maxLength 12\n}')
    assert scope_of(tokens, "form") == "keyword.declaration.form.formc", tokens
    assert scope_of(tokens, "Demo") == "entity.name.type.form.formc", tokens
    assert scope_of(tokens, "// note") == "comment.line.double-slash.formc", tokens
    assert scope_of(tokens, "\\\"") == "constant.character.escape.formc", tokens
    assert scope_of(tokens, "y */") == "comment.block.formc", tokens
    assert scope_of(tokens, "12") == "constant.numeric.formc", tokens

    # Every example: each line's first word, when a property, is scoped as one; no string or
    # comment leaks onto the next line.
    examples = [os.path.join(ROOT, "Examples", f) for f in sorted(os.listdir(os.path.join(ROOT, "Examples"))) if f.endswith(".form")]
    checked = 0
    for path in examples:
        text = open(path, encoding="utf-8").read()
        lines = tokenizer.tokenize(text)
        in_block = False
        for source, tokens in zip(text.split("\n"), lines):
            words = source.split()
            if "/*" in source:
                in_block = "*/" not in source.split("/*")[-1]
                continue
            if in_block:
                in_block = "*/" not in source
                continue
            if words and words[0] in properties:
                first = next(t for t in tokens if t[0].strip())
                assert first == (words[0], "support.type.property-name.formc"), (path, source, tokens)
                checked += 1
        assert "\n" not in json.dumps(lines)
    assert checked > 50, checked

    configuration = load_json(os.path.join(EDITORS, "language-configuration.json"))
    assert configuration["comments"] == {"lineComment": "//", "blockComment": ["/*", "*/"]}, configuration["comments"]
    assert ["{", "}"] in configuration["brackets"], configuration["brackets"]
    for key in ("increaseIndentPattern", "decreaseIndentPattern"):
        re.compile(configuration["indentationRules"][key])
    assert re.match(configuration["indentationRules"]["increaseIndentPattern"], "    field a: text {")
    assert re.match(configuration["indentationRules"]["decreaseIndentPattern"], "    }")

    # The editor set-ups docs/EDITORS.md points to.
    package = load_json(os.path.join(EDITORS, "vscode", "package.json"))
    language = package["contributes"]["languages"][0]
    assert language["id"] == "formc" and ".form" in language["extensions"], language
    for path in (language["configuration"], package["contributes"]["grammars"][0]["path"], package["main"]):
        assert os.path.exists(os.path.join(EDITORS, "vscode", path)), path
    helix = tomllib.load(open(os.path.join(EDITORS, "helix", "languages.toml"), "rb"))
    assert helix["language-server"]["formc"]["command"] == "formc", helix
    assert helix["language-server"]["formc"]["args"] == ["lsp"], helix
    assert helix["language"][0]["file-types"] == ["form"], helix
    docs = open(os.path.join(ROOT, "docs", "EDITORS.md"), encoding="utf-8").read()
    assert open(os.path.join(EDITORS, "helix", "languages.toml"), encoding="utf-8").read().strip() in docs, "EDITORS.md's Helix snippet differs from editors/helix/languages.toml"
    print(f"grammar: {len(properties)} properties, {len(types)} field types, {len(validators)} validators, "
          f"{checked} property lines of {len(examples)} examples scoped; editor set-ups parse")


if __name__ == "__main__":
    try:
        main()
    except AssertionError as failure:
        print(f"grammar test: FAIL: {failure}", file=sys.stderr)
        sys.exit(1)
