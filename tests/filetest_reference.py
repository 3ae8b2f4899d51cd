#!/usr/bin/env python3
"""The eval and check file tests (tests/filetest.py) against the Go reference:
each file's input, variables (--vars) or variable types (-T) and --template
flag, read from its RUN line, go to the reference's oracle.

  eval:  `oracle eval` prints the CHECK value, or the CHECK-STDERR
         diagnostics (compared by range and summary)
  check: every error `oracle check` reports is among the CHECK-STDERR lines
         (by range and summary); those beyond it are listed, for information.
         Files with a type expression such as "list(string)" are skipped: the
         oracle reads cty JSON only.

  filetest_reference.py ORACLE FILE...
"""
import json
import os
import shlex
import subprocess
import sys
import tempfile

import filetest

CTY_PRIMITIVES = ("string", "number", "bool", "dynamic")


def where(subject):
    if not subject:
        return "@-"
    start, end = subject["start"], subject["end"]
    return "@%d:%d-%d:%d" % (start["line"], start["column"], end["line"], end["column"])


def run_options(test):
    """The command of the test's RUN line (eval or check), the JSON objects of
    its --vars or -T options merged, and whether it evaluates a template."""
    substitutions = filetest.read_config(os.path.dirname(os.path.abspath(test.path)))
    args = filetest.expand(shlex.split(test.runs[0]), substitutions, {"%hclc": ["hclc"], "%text": ["-"]})
    merged = {}
    for option, value in zip(args, args[1:]):
        if option in ("-V", "--vars", "-T", "--var-types"):
            merged.update(json.loads(value))
    return args[1], merged, "--template" in args


def oracle_diagnostics(text, errors_only=False):
    return ["%s %s" % (where(d.get("subject")), d["summary"]) for d in json.loads(text)["diagnostics"]
            if not errors_only or d["severity"] == "error"]


def expected_diagnostics(test):
    """The CHECK-STDERR lines as range and summary (`@1:1-1:4 Summary`)."""
    return [line[len(filetest.STDERR):].strip().split(": ", 1)[0] for line in test.expected
            if line.startswith(filetest.STDERR)]


def compare(oracle, test):
    """Problems with the reference (fail the test) and notes (do not)."""
    command, objects, template = run_options(test)
    if command == "check" and any(isinstance(t, str) and t not in CTY_PRIMITIVES for t in objects.values()):
        return [], []
    with tempfile.TemporaryDirectory() as tmp:
        source = os.path.join(tmp, "case.hcl")
        with open(source, "w", encoding="utf-8", newline="") as fh:
            fh.write(test.input[:-1] if test.input.endswith("\n") else test.input)
        objects_file = os.path.join(tmp, "objects.json")
        with open(objects_file, "w", encoding="utf-8") as fh:
            json.dump(objects, fh)
        args = [oracle, command, "--vars" if command == "eval" else "--types", objects_file]
        p = subprocess.run(args + (["--template"] if template else []) + [source], capture_output=True, timeout=60)
    text = p.stdout.decode("utf-8").strip()
    if command == "eval":
        want = [line for line in test.expected if line.startswith(filetest.STDOUT)] + expected_diagnostics(test)
        got = ([filetest.STDOUT + " " + text] if not text.startswith(('{"diagnostics"', '{\n  "diagnostics"'))
               else oracle_diagnostics(text))
        return ([] if want == got else ["expected %s, the reference gives %s" % (want, got)]), []
    reported = set(oracle_diagnostics(text, errors_only=True)) if text.startswith("{") else set()
    expected = set(expected_diagnostics(test))
    return (["the reference reports " + d for d in sorted(reported - expected)],
            ["beyond the reference: " + d for d in sorted(expected - reported)])


def main():
    oracle, paths = sys.argv[1], sys.argv[2:]
    failed = 0
    for path in paths:
        problems, notes = compare(oracle, filetest.FileTest(path))
        for line in problems + notes:
            print("%s: %s" % (path, line))
        failed += bool(problems)
    print("%d file tests compared with the reference, %d differ" % (len(paths), failed))
    return 1 if failed else 0


if __name__ == "__main__":
    sys.exit(main())
