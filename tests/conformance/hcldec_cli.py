#!/usr/bin/env python3
"""hcldec's command line against recordings of the reference's hcldec: for
each case of cli/cases.json (arguments run in cli/), the standard output,
standard error (text diagnostics, 80 columns off a terminal) and exit status
must equal what the reference printed. Among them: JSON variables that do
not open (FileOpenError), JSON bodies read as just attributes
(JsonDuplicateAttribute, JsonAttributesNotObject), blocks in a variables file.

    hcldec_cli.py HCLDEC                  compare (no Go needed)
    hcldec_cli.py HCLDEC --record REF     rewrite cases.json from REF's hcldec
                                          (read the difference before committing)
"""
import json
import os
import subprocess
import sys

HERE = os.path.join(os.path.dirname(os.path.abspath(__file__)), "cli")
CASES = os.path.join(HERE, "cases.json")


def run(hcldec, args):
    p = subprocess.run([hcldec] + args, cwd=HERE, capture_output=True, text=True, timeout=60)
    return {"stdout": p.stdout, "stderr": p.stderr, "exit": p.returncode}


def main():
    hcldec = os.path.abspath(sys.argv[1])
    with open(CASES, encoding="utf-8") as fh:
        cases = json.load(fh)
    if len(sys.argv) == 4 and sys.argv[2] == "--record":
        for case in cases:
            case["expect"] = run(os.path.abspath(sys.argv[3]), case["args"])
        with open(CASES, "w", encoding="utf-8") as fh:
            json.dump(cases, fh, indent=1)
            fh.write("\n")
    failures = 0
    for case in cases:
        got = run(hcldec, case["args"])
        if got != case["expect"]:
            failures += 1
            print(f"FAIL hcldec {' '.join(case['args'])}")
            for key in ("stdout", "stderr", "exit"):
                if got[key] != case["expect"][key]:
                    print(f"  {key}: expected {case['expect'][key]!r}\n  {key}: got      {got[key]!r}")
    print(f"{len(cases) - failures} of {len(cases)} hcldec command lines agree with the reference's recordings")
    return 1 if failures else 0


if __name__ == "__main__":
    sys.exit(main())
