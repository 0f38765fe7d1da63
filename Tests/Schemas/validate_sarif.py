#!/usr/bin/env python3
"""Validates SARIF logs written by `formc check --format sarif`.

usage: validate_sarif.py FILE.sarif...

Each log must validate against the official SARIF 2.1.0 schema kept beside this script
(JSON Schema draft-04, so Draft4Validator), with the `uri` and `uri-reference` formats
checked strictly (jsonschema only checks them when optional packages are installed, so this
script brings its own RFC 3986 check). It must also hold together the way GitHub code
scanning reads it: every result names a rule of the driver by id and index, and every
artifact index points at an artifact with the same URI. Exits 1 on the first bad file.
"""
import json
import re
import sys
from pathlib import Path

from jsonschema import Draft4Validator, FormatChecker

SCHEMA = Path(__file__).resolve().parent / "sarif-schema-2.1.0.json"

# RFC 3986: unreserved, percent-encoded octets, sub-delims, ':', '@', '/', '?', '#', and
# brackets for IP literals. Anything else (spaces, '<', '\', non-ASCII) must be encoded.
URI_CHARACTERS = re.compile(r"(?:[A-Za-z0-9\-._~!$&'()*+,;=:@/?#\[\]]|%[0-9A-Fa-f]{2})*\Z")
SCHEME = re.compile(r"[A-Za-z][A-Za-z0-9+.\-]*:")

checker = FormatChecker()


@checker.checks("uri")
def is_uri(value):
    return not isinstance(value, str) or (URI_CHARACTERS.match(value) is not None and SCHEME.match(value) is not None)


@checker.checks("uri-reference")
def is_uri_reference(value):
    if not isinstance(value, str):
        return True
    if URI_CHARACTERS.match(value) is None:
        return False
    if SCHEME.match(value):
        return True
    # A relative reference: its first segment cannot contain ':' (RFC 3986 section 4.2).
    return ":" not in re.split(r"[/?#]", value, maxsplit=1)[0]


def check_consistency(log, path):
    problems = []
    for run_number, run in enumerate(log.get("runs") or []):
        rules = run["tool"]["driver"].get("rules", [])
        ids = [rule["id"] for rule in rules]
        if len(ids) != len(set(ids)):
            problems.append(f"run {run_number}: duplicate rule ids")
        artifacts = [a["location"]["uri"] for a in run.get("artifacts", [])]
        for index, result in enumerate(run.get("results") or []):
            where = f"run {run_number} result {index}"
            rule_id, rule_index = result.get("ruleId"), result.get("ruleIndex")
            if rule_id not in ids:
                problems.append(f"{where}: ruleId {rule_id!r} is not a rule of the driver")
            elif rule_index is not None and ids[rule_index] != rule_id:
                problems.append(f"{where}: ruleIndex {rule_index} is {ids[rule_index]}, not {rule_id}")
            if not result.get("locations"):
                problems.append(f"{where}: no location (GitHub code scanning needs one)")
            for location in result.get("locations", []) + result.get("relatedLocations", []):
                artifact = location.get("physicalLocation", {}).get("artifactLocation", {})
                if "index" in artifact and artifacts[artifact["index"]] != artifact.get("uri"):
                    problems.append(f"{where}: artifact index {artifact['index']} is not {artifact.get('uri')!r}")
                region = location.get("physicalLocation", {}).get("region")
                if region and (region["endLine"], region["endColumn"]) < (region["startLine"], region["startColumn"]):
                    problems.append(f"{where}: region ends before it starts: {region}")
    return problems


def main(paths):
    if not paths:
        print(__doc__.strip().splitlines()[2], file=sys.stderr)
        return 64
    schema = json.loads(SCHEMA.read_text(encoding="utf-8"))
    Draft4Validator.check_schema(schema)
    validator = Draft4Validator(schema, format_checker=checker)
    for path in paths:
        log = json.loads(Path(path).read_text(encoding="utf-8"))
        errors = sorted(validator.iter_errors(log), key=lambda e: list(e.absolute_path))
        for error in errors[:20]:
            location = "/".join(str(part) for part in error.absolute_path)
            print(f"{path}: /{location}: {error.message}", file=sys.stderr)
        problems = check_consistency(log, path) if not errors else []
        for problem in problems:
            print(f"{path}: {problem}", file=sys.stderr)
        if errors or problems:
            return 1
        results = sum(len(run.get("results") or []) for run in log["runs"])
        print(f"{path}: valid SARIF 2.1.0 ({results} results)")
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
