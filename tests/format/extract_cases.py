#!/usr/bin/env python3
"""Writes the reference's own formatting cases as data files: each pair of
raw-string literals (input, want) in the table of TestFormat in HCL's
hclwrite/format_test.go becomes cases/NNN.in and cases/NNN.out. The Go code
is not translated; only its literal strings are read.

Usage: extract_cases.py FORMAT_TEST_GO OUT_DIR
"""
import pathlib
import re
import sys


def main():
    source = pathlib.Path(sys.argv[1]).read_text(encoding="utf-8")
    out = pathlib.Path(sys.argv[2])
    begin = source.index("func TestFormat(")
    end = source.index("\nfunc ", begin + 1)
    table = source[begin:end]
    # Every case is `{ INPUT, WANT, }` with both as Go raw strings (`...`).
    literals = re.findall(r"`([^`]*)`", table)
    if len(literals) % 2:
        sys.exit("an odd number of raw strings in TestFormat: the table's shape changed")
    out.mkdir(parents=True, exist_ok=True)
    for old in out.glob("*.in"):
        old.unlink()
    for old in out.glob("*.out"):
        old.unlink()
    for number, k in enumerate(range(0, len(literals), 2), start=1):
        (out / f"{number:03}.in").write_text(literals[k], encoding="utf-8")
        (out / f"{number:03}.out").write_text(literals[k + 1], encoding="utf-8")
    print(f"{len(literals) // 2} cases written to {out}")


if __name__ == "__main__":
    main()
