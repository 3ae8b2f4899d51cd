#!/usr/bin/env python3
"""Evaluation file tests: each tests/eval/*.hcl holds an expression (or, for
NAME.tmpl.hcl, a standalone template) followed by trailer lines:

  # VARS: {"x": 1}          variables as a JSON object (optional, may repeat)
  # CHECK: {"value":…,"type":…}          the result, as `hclc eval --with-type`
  # CHECK-DIAG: @L:C-L:C Summary: detail     one per diagnostic

The input is everything before the first trailer line; the newline that ends
its last line is not part of it.

  filetest.py check HCLC FILE...       exit 1 with a diff when hclc differs
  filetest.py update HCLC FILE...      rewrite the CHECK lines (tools/autoupdate-eval)
  filetest.py reference ORACLE FILE... compare the CHECK lines with the Go
                                       reference (developer-only; values exactly,
                                       diagnostics by summary and range)
"""
import difflib
import json
import os
import subprocess
import sys
import tempfile

TRAILERS = ("# CHECK:", "# CHECK-DIAG:", "# VARS:")


def split(path):
    with open(path, encoding="utf-8", newline="") as fh:
        lines = fh.read().splitlines(keepends=True)
    for i, line in enumerate(lines):
        if line.startswith(TRAILERS):
            source = "".join(lines[:i])
            if source.endswith("\n"):
                source = source[:-1]
            trailer = [l.rstrip("\r\n") for l in lines[i:]]
            return source, trailer
    source = "".join(lines)
    return source[:-1] if source.endswith("\n") else source, []


def variables(trailer):
    merged = {}
    for line in trailer:
        if line.startswith("# VARS:"):
            merged.update(json.loads(line[len("# VARS:"):]))
    return merged


def where(subject):
    if not subject:
        return "@-"
    s, e = subject["start"], subject["end"]
    return "@%d:%d-%d:%d" % (s["line"], s["column"], e["line"], e["column"])


def hclc_lines(hclc, path, source, trailer):
    args = [hclc, "eval", "--with-type", "--diags=json"]
    vars_ = variables(trailer)
    if vars_:
        args += ["--vars", json.dumps(vars_)]
    if path.endswith(".tmpl.hcl"):
        args.append("--template")
    args += ["-e", source]
    p = subprocess.run(args, capture_output=True, timeout=60)
    out = []
    if p.stdout.strip():
        out.append("# CHECK: " + p.stdout.decode("utf-8").strip())
    if p.stderr.strip():
        for d in json.loads(p.stderr.decode("utf-8"))["diagnostics"]:
            out.append("# CHECK-DIAG: %s %s: %s" % (where(d.get("subject")), d["summary"],
                                                   d.get("detail", "").replace("\n", "\\n")))
    return out


def expected(trailer):
    return [l for l in trailer if l.startswith(("# CHECK:", "# CHECK-DIAG:"))]


def reference_lines(oracle, path, source, trailer):
    with tempfile.TemporaryDirectory() as tmp:
        src = os.path.join(tmp, "case.hcl")
        with open(src, "w", encoding="utf-8", newline="") as fh:
            fh.write(source)
        args = [oracle, "eval"]
        vars_ = variables(trailer)
        if vars_:
            vp = os.path.join(tmp, "vars.json")
            with open(vp, "w") as fh:
                json.dump(vars_, fh)
            args += ["--vars", vp]
        if path.endswith(".tmpl.hcl"):
            args.append("--template")
        p = subprocess.run(args + [src], capture_output=True, timeout=60)
    text = p.stdout.decode("utf-8").strip()
    if text.startswith('{"diagnostics"') or text.startswith('{\n  "diagnostics"'):
        return ["%s %s" % (where(d.get("subject")), d["summary"]) for d in json.loads(text)["diagnostics"]]
    return ["# CHECK: " + text]


def comparable(lines):
    out = []
    for l in lines:
        if l.startswith("# CHECK-DIAG:"):
            where_, rest = l[len("# CHECK-DIAG: "):].split(" ", 1)
            out.append("%s %s" % (where_, rest.split(": ", 1)[0]))
        else:
            out.append(l)
    return out


def update_or_compare(mode, path, source, trailer, kept_prefix, want, got):
    """In update mode, rewrites the file's expected lines as `got` (keeping the
    trailer lines that start with `kept_prefix`); otherwise prints a diff when
    `got` differs from `want`. False when they differ."""
    if mode == "update":
        kept = [l for l in trailer if l.startswith(kept_prefix)]
        with open(path, "w", encoding="utf-8", newline="") as fh:
            fh.write(source + "\n" + "".join(l + "\n" for l in kept + got))
        return True
    if want == got:
        return True
    sys.stdout.write("".join(difflib.unified_diff([l + "\n" for l in want], [l + "\n" for l in got],
                                                  path + " (expected)", path + " (actual)")))
    return False


def main():
    mode, tool, files = sys.argv[1], sys.argv[2], sys.argv[3:]
    failed = False
    for path in files:
        source, trailer = split(path)
        if mode == "reference":
            want = comparable(expected(trailer))
            got = reference_lines(tool, path, source, trailer)
        else:
            want = expected(trailer)
            got = hclc_lines(tool, path, source, trailer)
        if not update_or_compare(mode, path, source, trailer, "# VARS:", want, got):
            failed = True
    sys.exit(1 if failed else 0)


if __name__ == "__main__":
    main()
