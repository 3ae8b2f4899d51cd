#!/usr/bin/env python3
"""Input nested far deeper than any bound, through every command that reads
it (issue 14): each ends with a "Nesting too deep" error whose range is the
first opener too deep, and exit status 2, never a crash. A long chain of
binary operators, which is not nesting and has no bound, is read whole. The
deepest input each parser accepts goes through every command: the commands
that only read and write syntax succeed, and those that evaluate succeed or
stop at the evaluator's bound, with a diagnostic at a range. A block with
100,000 labels, which is no nesting either, converts to JSON or is too deep
for it, never a crash.

    deep_input_test.py HCLC HCLDEC
"""
import json
import pathlib
import subprocess
import sys
import tempfile

FAILURES = []
DEPTH = 100000
CHAIN = 50000


def run(args):
    return subprocess.run([str(a) for a in args], capture_output=True)


def diagnostics_of(what, result):
    """The JSON diagnostics on standard error of a run that ended with exit
    status 2; None (a failure noted) otherwise."""
    if result.returncode != 2:
        FAILURES.append(f"{what}: exit status {result.returncode}, expected 2\n{result.stderr[-2000:]!r}")
        return None
    try:
        return json.loads(result.stderr)["diagnostics"]
    except (ValueError, KeyError, TypeError):
        FAILURES.append(f"{what}: no JSON diagnostics on standard error: {result.stderr[:300]!r}")
        return None


def expect_too_deep(what, result, start_column):
    """One "Nesting too deep" error at `start_column` of line 1, as JSON
    diagnostics on standard error."""
    diags = diagnostics_of(what, result)
    if diags is None:
        return
    got = [(d["summary"], d.get("subject", {}).get("start", {}).get("column")) for d in diags]
    if got != [("Nesting too deep", start_column)]:
        FAILURES.append(f"{what}: diagnostics {got}, expected one 'Nesting too deep' at column {start_column}")


def expect_through(what, result):
    """Exit status 0."""
    if result.returncode != 0:
        FAILURES.append(f"{what}: exit status {result.returncode}\n{result.stderr[-2000:]!r}")


def repeated(piece, times):
    return piece * times


def deepest_accepted(hclc, hcldec, tmp, spec):
    """The deepest input of each kind that the parsers accept (their bound
    is 1,000 levels; a for-expression inside an attribute reaches 999): it
    evaluates, checks and decodes too, the evaluator's depth bounded by the
    stack as the parsers' is."""
    depth = 1000
    inputs = {
        "blocks": ("blocks.hcl", repeated("b {\n", depth) + "a = 1\n" + repeated("}\n", depth)),
        "brackets": ("brackets.hcl", "a = " + repeated("[", depth) + repeated("]", depth) + "\n"),
        "parentheses": ("parens.hcl", "a = " + repeated("(", depth) + "1" + repeated(")", depth) + "\n"),
        "for-expressions": ("fors.hcl", "a = " + repeated("[for x in ", depth - 1) + "[1]" +
                            repeated(" : x]", depth - 1) + "\n"),
        "template directives": ("directives.hcl", 'a = "' + repeated("%{ if true }", depth) + "x" +
                                repeated("%{ endif }", depth) + '"\n'),
        # Chains that nest without brackets count as levels too.
        "prefix operators": ("prefix.hcl", "a = " + repeated("!", depth) + "true\n"),
        "conditionals": ("conditionals.hcl", "a = " + repeated("false ? 1 : ", depth) + "2\n"),
        "JSON objects": ("objects.json", '{"a": ' + repeated('{"b": ', depth - 1) + "1" +
                         repeated("}", depth - 1) + "}"),
    }
    for what, (name, text) in inputs.items():
        path = tmp / ("deepest-" + name)
        path.write_text(text)
        # (command, arguments)
        commands = [
            ("hclc parse", [hclc, "parse", "--diags=json", path]),
            ("hclc ir", [hclc, "ir", "--diags=json", path]),
            ("hclc refs", [hclc, "refs", "--diags=json", path]),
            ("hclc dec", [hclc, "dec", "--diags=json", "--spec", spec, path]),
            ("hcldec", [hcldec, "--diags=json", "--spec", spec, path]),
            ("hcldec --var-refs", [hcldec, "--diags=json", "--var-refs", "--spec", spec, path]),
            # The native syntax, or a JSON file's native text.
            ("hclc fmt", [hclc, "fmt", "--diags=json", path]),
        ]
        if path.suffix == ".hcl":
            commands += [
                ("hclc json", [hclc, "json", "--diags=json", path]),
                ("hclc edit get", [hclc, "edit", "--diags=json", path, "get", "b" if what == "blocks" else "a"]),
                ("hclc edit set", [hclc, "edit", "--diags=json", path, "set", "added", "1"]),
            ]
            if text.startswith("a = "):
                expression = tmp / ("deepest-" + name + ".expression")
                expression.write_text(text[len("a = "):])
                commands += [
                    ("hclc eval", [hclc, "eval", "--diags=json", expression]),
                    ("hclc check", [hclc, "check", "--diags=json", expression]),
                ]
        if what == "blocks":
            # The spec does not name block b: an unsupported block, not depth.
            commands = [c for c in commands if c[0] not in ("hclc dec", "hcldec")]
        for command, args in commands:
            expect_through(f"{command} of the deepest {what}", run(args))


def main():
    hclc, hcldec = sys.argv[1:3]
    with tempfile.TemporaryDirectory() as tmp:
        tmp = pathlib.Path(tmp)
        spec = tmp / "spec.hcldec"
        spec.write_text('object {\n  attr "a" { type = any }\n}\n')
        ok = tmp / "ok.hcl"
        ok.write_text("a = 1\n")
        files = {
            "native list": (tmp / "list.hcl", "a = " + "[" * DEPTH + "]" * DEPTH + "\n", 1005),
            "native parentheses": (tmp / "parens.hcl", "a = " + "(" * DEPTH + "1" + ")" * DEPTH + "\n", 1005),
            "JSON arrays": (tmp / "arrays.json", '{"a": ' + "[" * DEPTH + "]" * DEPTH + "}", 1006),
            "JSON objects": (tmp / "objects.json", '{"a": ' + '{"b": ' * DEPTH + "1" + "}" * DEPTH + "}", 6001),
        }
        for what, (path, text, column) in files.items():
            path.write_text(text)
            commands = {
                "hclc parse": [hclc, "parse", "--diags=json", path],
                "hclc refs": [hclc, "refs", "--diags=json", path],
                "hclc dec": [hclc, "dec", "--diags=json", "--spec", spec, path],
                "hcldec": [hcldec, "--diags=json", "--spec", spec, path],
                "hcldec --var-refs": [hcldec, "--diags=json", "--var-refs", "--spec", spec, path],
            }
            if path.suffix == ".hcl":
                commands["hclc json"] = [hclc, "json", "--diags=json", path]
                commands["hclc fmt"] = [hclc, "fmt", "--diags=json", path]
                commands["hclc ir"] = [hclc, "ir", "--diags=json", path]
            else:
                commands["hcldec -V"] = [hcldec, "--diags=json", "--spec", spec, "-V", path, ok]
            for command, args in commands.items():
                expect_too_deep(f"{command} of {what}", run(args), column)
        expression = tmp / "expression.txt"
        expression.write_text("(" * DEPTH + "1" + ")" * DEPTH)
        expect_too_deep("hclc eval of parentheses", run([hclc, "eval", "--diags=json", expression]), 1001)
        expect_too_deep("hclc check of parentheses", run([hclc, "check", "--diags=json", expression]), 1001)

        deepest_accepted(hclc, hcldec, tmp, spec)

        labels = tmp / "labels.hcl"
        labels.write_text("b " + " ".join(f'"l{i}"' for i in range(100000)) + " {\n}\n")
        result = run([hclc, "json", "--diags=json", labels])
        if result.returncode != 0:
            expect_too_deep("hclc json of a block with 100,000 labels", result, 1)

        # b + b + ... + b: as deep as it is long, and every b is a reference.
        chain = tmp / "chain.hcl"
        chain.write_text("a = b" + " + b" * CHAIN + "\n")
        for command in ([hcldec, "--var-refs", "--spec", spec, chain], [hclc, "refs", chain]):
            refs = run(command)
            if refs.returncode != 0 or len(json.loads(refs.stdout or b"[]")) != CHAIN + 1:
                FAILURES.append(f"{command[0]} of a chain of {CHAIN} additions: status {refs.returncode}, "
                                f"{refs.stderr[-500:]!r}")
    for failure in FAILURES:
        print(failure)
    print(f"{len(FAILURES)} failure(s)")
    return 1 if FAILURES else 0


if __name__ == "__main__":
    sys.exit(main())
