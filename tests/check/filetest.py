#!/usr/bin/env python3
"""Type checker file tests: each tests/check/*.hcl holds an expression (or,
for NAME.tmpl.hcl, a standalone template) followed by trailer lines:

  # TYPES: {"x": ["list","string"]}   variable types (cty JSON or type
                                      expressions such as "list(string)";
                                      optional, may repeat)
  # CHECK: ["list","string"]          the result type, as `hclc check` prints it
  # CHECK-DIAG: @L:C-L:C Summary: detail     one per diagnostic

The input is everything before the first trailer line (as in tests/eval,
whose reader this shares).

  filetest.py check HCLC FILE...       exit 1 with a diff when hclc differs
  filetest.py update HCLC FILE...      rewrite the CHECK lines (tools/autoupdate-check)
  filetest.py reference ORACLE FILE... every error `oracle check` reports must
                                       be among the CHECK-DIAG lines (summary
                                       and range); those it does not report
                                       are listed (developer-only; files whose
                                       types are all cty JSON)
"""
import json
import os
import subprocess
import sys
import tempfile

sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "eval"))
import filetest as evaltest  # noqa: E402  (split, where, update_or_compare)

TRAILERS = ("# CHECK:", "# CHECK-DIAG:", "# TYPES:")
evaltest.TRAILERS = TRAILERS


def types(trailer):
    merged = {}
    for line in trailer:
        if line.startswith("# TYPES:"):
            merged.update(json.loads(line[len("# TYPES:"):]))
    return merged


def hclc_lines(hclc, path, source, trailer):
    args = [hclc, "check", "--diags=json"]
    types_ = types(trailer)
    if types_:
        args += ["-T", json.dumps(types_)]
    if path.endswith(".tmpl.hcl"):
        args.append("--template")
    args += ["-e", source]
    p = subprocess.run(args, capture_output=True, timeout=60)
    out = []
    if p.stdout.strip():
        out.append("# CHECK: " + p.stdout.decode("utf-8").strip())
    if p.stderr.strip():
        for d in json.loads(p.stderr.decode("utf-8"))["diagnostics"]:
            out.append("# CHECK-DIAG: %s %s: %s" % (evaltest.where(d.get("subject")), d["summary"],
                                                   d.get("detail", "").replace("\n", "\\n")))
    return out


def reference_problems(oracle, path, source, trailer):
    """The errors `oracle check` reports that the CHECK-DIAG lines lack, and
    the CHECK-DIAG lines beyond the reference's (for information)."""
    with tempfile.TemporaryDirectory() as tmp:
        src = os.path.join(tmp, "case.hcl")
        with open(src, "w", encoding="utf-8", newline="") as fh:
            fh.write(source)
        tp = os.path.join(tmp, "types.json")
        with open(tp, "w") as fh:
            json.dump(types(trailer), fh)
        args = [oracle, "check", "--types", tp]
        if path.endswith(".tmpl.hcl"):
            args.append("--template")
        p = subprocess.run(args + [src], capture_output=True, timeout=60)
    text = p.stdout.decode("utf-8").strip()
    got = set()
    if text.startswith("{"):
        got = {"%s %s" % (evaltest.where(d.get("subject")), d["summary"])
               for d in json.loads(text)["diagnostics"] if d["severity"] == "error"}
    want = set(l for l in evaltest.comparable(expected(trailer)) if not l.startswith("# CHECK:"))
    return sorted(got - want), sorted(want - got)


def expected(trailer):
    return [l for l in trailer if l.startswith(("# CHECK:", "# CHECK-DIAG:"))]


def main():
    mode, tool, files = sys.argv[1], sys.argv[2], sys.argv[3:]
    failed = False
    for path in files:
        source, trailer = evaltest.split(path)
        if mode == "reference":
            if any(not isinstance(t, (list, dict)) and t not in ("string", "number", "bool", "dynamic")
                   for t in types(trailer).values()):
                continue
            missing, beyond = reference_problems(tool, path, source, trailer)
            for m in missing:
                failed = True
                print("%s: oracle check reports %s" % (path, m))
            for b in beyond:
                print("%s: beyond oracle check: %s" % (path, b))
            continue
        want = expected(trailer)
        got = hclc_lines(tool, path, source, trailer)
        if not evaltest.update_or_compare(mode, path, source, trailer, "# TYPES:", want, got):
            failed = True
    sys.exit(1 if failed else 0)


if __name__ == "__main__":
    main()
