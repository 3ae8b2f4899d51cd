#!/usr/bin/env python3
"""hclc's spec-suite runner and the reference's must agree, case by case.

  runners_agree.py HARNESS HCLDEC HCLC DIR...

For every NAME.t under each DIR: the reference's hclspecsuite harness (run on
a directory holding just that case, against HCLDEC) and `HCLC specsuite
NAME.t` must both pass or both fail. Prints each disagreement and a summary;
exit status 0 when they agree on all, 1 otherwise, 77 (skipped) when the
harness is not built.
"""
import os
import subprocess
import sys
import tempfile


def case_files(test_file):
    base = test_file[: -len(".t")]
    return [p for p in (test_file, base + ".hcldec", base + ".hcl", base + ".hcl.json") if os.path.exists(p)]


def reference_passes(harness, hcldec, test_file):
    with tempfile.TemporaryDirectory() as tmp:
        for path in case_files(test_file):
            os.symlink(os.path.abspath(path), os.path.join(tmp, os.path.basename(path)))
        return subprocess.run([harness, tmp, hcldec], capture_output=True).returncode == 0


def hclc_passes(hclc, test_file):
    return subprocess.run([hclc, "specsuite", test_file], capture_output=True).returncode == 0


def main():
    harness, hcldec, hclc, *dirs = sys.argv[1:]
    if not os.access(harness, os.X_OK):
        print("the reference harness is not built: skipped")
        return 77
    cases = sorted(
        os.path.join(root, f) for d in dirs for root, _, files in os.walk(d) for f in files if f.endswith(".t"))
    disagreements = 0
    for case in cases:
        ours, theirs = hclc_passes(hclc, case), reference_passes(harness, hcldec, case)
        if ours != theirs:
            disagreements += 1
            print(f"DISAGREE {case}: hclc specsuite {'passes' if ours else 'fails'} it, "
                  f"the reference harness {'passes' if theirs else 'fails'} it")
    print(f"{len(cases) - disagreements} cases agree, {disagreements} disagree")
    return 1 if disagreements else 0


if __name__ == "__main__":
    sys.exit(main())
