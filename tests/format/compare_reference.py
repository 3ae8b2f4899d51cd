#!/usr/bin/env python3
"""`hclc fmt` against the reference hclfmt: every *.tf and *.hcl file under the
given directories (the shared corpus, this test's odd inputs) must come out
byte-identical, and formatting hclc's output again must change nothing.
Exits 77 (skipped) when a directory is missing.

Usage: compare_reference.py HCLC HCLFMT DIR...
"""
import pathlib
import subprocess
import sys


def formatted(command):
    run = subprocess.run(command, capture_output=True, check=False)
    return run.returncode, run.stdout


def main():
    hclc, hclfmt, *dirs = sys.argv[1:]
    files = []
    for d in dirs:
        root = pathlib.Path(d)
        if not root.is_dir():
            print(f"{root} not present; skipped")
            return 77
        files += sorted(p for p in root.rglob("*") if p.suffix in (".tf", ".hcl") and p.is_file())
    problems = []
    for path in files:
        ref_status, ref = formatted([hclfmt, "-check", str(path)])
        status, mine = formatted([hclc, "fmt", str(path)])
        if ref_status != 0:
            # hclfmt -check rejects it: hclc fmt must too (and print nothing).
            if status != 2 or mine:
                problems.append(f"{path}: hclfmt -check rejects it, hclc fmt exits {status}")
            continue
        if status != 0:
            problems.append(f"{path}: hclc fmt exits {status}")
        elif mine != ref:
            problems.append(f"{path}: differs from hclfmt")
        else:
            run = subprocess.run([hclc, "fmt", "-"], input=mine, capture_output=True, check=False)
            if run.returncode != 0 or run.stdout != mine:
                problems.append(f"{path}: formatting hclc's output again changes it")
    for line in problems[:50]:
        print(line)
    print(f"{len(files) - len(problems)} of {len(files)} files as hclfmt formats them")
    return 1 if problems or not files else 0


if __name__ == "__main__":
    sys.exit(main())
