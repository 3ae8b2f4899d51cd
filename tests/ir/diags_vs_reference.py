#!/usr/bin/env python3
"""The diagnostics recorded in the golden files (`# CHECK-STDERR:` lines) must
be the ones the reference reports for the same input: `oracle parse` on the
input part of each configuration golden (tests/ir/*.hcl, not .expr/.tmpl),
compared as lists of (severity, range, summary).

  diags_vs_reference.py REFERENCE_BIN_DIR GOLDEN_DIR
"""
import json
import os
import re
import subprocess
import sys
import tempfile

sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)), ".."))
import filetest  # noqa: E402

LINE = re.compile(r"^# CHECK-STDERR: (\w+) \w+ @(\d+):(\d+)-(\d+):(\d+) (.*)$")


def main():
    ref, directory = sys.argv[1], sys.argv[2]
    failures = compared = 0
    for name in sorted(os.listdir(directory)):
        if not name.endswith(".hcl") or name.endswith((".expr.hcl", ".tmpl.hcl")):
            continue
        path = os.path.join(directory, name)
        test = filetest.FileTest(path)
        ours = []
        for line in test.expected:
            m = LINE.match(line)
            if m:
                ours.append((m.group(1), tuple(int(g) for g in m.groups()[1:5]), m.group(6)))
        with tempfile.TemporaryDirectory() as tmp:
            copy = os.path.join(tmp, filetest.input_copy_name(name))
            with open(copy, "w", encoding="utf-8", errors="surrogateescape", newline="") as fh:
                fh.write(test.input)
            p = subprocess.run([os.path.join(ref, "oracle"), "parse", copy], capture_output=True, timeout=60)
        theirs = []
        for d in json.loads(p.stdout or p.stderr)["diagnostics"]:
            s = d["subject"]
            theirs.append((d["severity"], (s["start"]["line"], s["start"]["column"], s["end"]["line"], s["end"]["column"]),
                           d["summary"]))
        compared += 1
        if ours != theirs:
            failures += 1
            print("%s:\n  golden:    %s\n  reference: %s" % (name, ours, theirs))
    print("%d goldens compared, %d differ from the reference" % (compared, failures))
    return 1 if failures or not compared else 0


if __name__ == "__main__":
    sys.exit(main())
