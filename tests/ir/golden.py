#!/usr/bin/env python3
"""Golden IR dumps: each tests/ir/*.hcl holds its input followed by the
expected `hclc ir` output as `# CHECK:` lines (and `# CHECK-DIAG:` lines for
the diagnostics, one per diagnostic: severity, kind, range, summary).

The input is everything before the first CHECK line, so the expectations do
not shift the positions they describe. The file name picks the input form:
  NAME.hcl       a configuration file   (hclc ir FILE)
  NAME.expr.hcl  one expression         (hclc ir --expr TEXT)
  NAME.tmpl.hcl  a standalone template  (hclc ir --template -e TEXT)
  NAME.json.hcl  a file in the JSON syntax (hclc ir NAME.json)
For the last two, the newline that ends the input's last line (before the
CHECK lines) is not part of the input.

  golden.py check HCLC FILE        exit 1 with a diff when the output differs
  golden.py update HCLC FILE...    rewrite the CHECK lines (tools/autoupdate)
"""
import difflib
import os
import subprocess
import sys
import tempfile

CHECK = "# CHECK:"
CHECK_DIAG = "# CHECK-DIAG:"


def split(path):
    with open(path, encoding="utf-8", newline="") as fh:
        text = fh.read()
    lines = text.splitlines(keepends=True)
    for i, line in enumerate(lines):
        if line.startswith(CHECK) or line.startswith(CHECK_DIAG):
            expected = [l.rstrip("\r\n") for l in lines[i:]]
            return "".join(lines[:i]), expected
    return text, []


def input_file_name(golden_name):
    """The name the input is parsed under: NAME.json.hcl is NAME.json."""
    return golden_name[:-len(".hcl")] if golden_name.endswith(".json.hcl") else golden_name


def actual(hclc, path, source):
    name = os.path.basename(path)
    with tempfile.TemporaryDirectory() as tmp:
        if name.endswith((".expr.hcl", ".tmpl.hcl")) and source.endswith("\n"):
            source = source[:-1]
        if name.endswith(".expr.hcl"):
            args = [hclc, "ir", "--diags=kinds", "--expr", source]
        elif name.endswith(".tmpl.hcl"):
            args = [hclc, "ir", "--diags=kinds", "--template", "-e", source]
        else:
            copy = os.path.join(tmp, input_file_name(name))
            with open(copy, "w", encoding="utf-8", newline="") as fh:
                fh.write(source)
            args = [hclc, "ir", "--diags=kinds", copy]
        p = subprocess.run(args, capture_output=True, timeout=60)
    if p.returncode not in (0, 2):
        raise RuntimeError("%s: hclc ir exited with %s\n%s" % (path, p.returncode, p.stderr.decode(errors="replace")))
    out = [CHECK + (" " + l if l else "") for l in p.stdout.decode("utf-8").splitlines()]
    out += [CHECK_DIAG + " " + l for l in p.stderr.decode("utf-8").splitlines() if l]
    return out


def check(hclc, path):
    source, expected = split(path)
    if not expected:
        print("%s: no CHECK lines (run tools/autoupdate)" % path)
        return 1
    got = actual(hclc, path, source)
    if got == expected:
        return 0
    sys.stdout.writelines(difflib.unified_diff([l + "\n" for l in expected], [l + "\n" for l in got],
                                               path + " (expected)", "hclc ir (actual)"))
    return 1


def update(hclc, paths):
    changed = 0
    for path in paths:
        source, expected = split(path)
        # CHECK lines start on a line of their own, so the input ends with a newline.
        if source and not source.endswith("\n"):
            source += "\n"
        got = actual(hclc, path, source)
        if got != expected:
            changed += 1
            with open(path, "w", encoding="utf-8", newline="") as fh:
                fh.write(source + "".join(l + "\n" for l in got))
            print("updated", path)
    print("%d of %d files changed" % (changed, len(paths)))
    return 0


def main():
    if len(sys.argv) < 4 or sys.argv[1] not in ("check", "update"):
        print(__doc__)
        return 1
    if sys.argv[1] == "check":
        return check(sys.argv[2], sys.argv[3])
    return update(sys.argv[2], sys.argv[3:])


if __name__ == "__main__":
    sys.exit(main())
