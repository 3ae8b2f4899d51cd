#!/usr/bin/env python3
"""Kind coverage: fails when an IR node kind or a diagnostic kind is tested nowhere.

  coverage.py REPO_ROOT

- Every HCLC_IR_NODE(Kind) of src/ir/node_kinds.def must appear as a node in
  the CHECK lines of some golden file tests/ir/*.hcl (the kind name at the
  start of a dump line, after its role).
- Every HCLC_DIAG(Kind, ...) of src/diag/kinds.def must be asserted in some
  file under tests/ other than this checker and its pending list: its kind
  name occurs as a word, or its summary occurs quoted ("Summary") or as a
  file test's `Summary:` and no other kind declares the same summary (tests that compare with the
  reference's output assert summaries, not our kind names).
- tests/ir/coverage_pending.txt lists kinds not reachable yet, one per line
  with the reason after `#`. Each is printed as a WARNING on every run; an
  entry that is covered after all is an error (remove it), so the list
  cannot go stale silently.
"""
import os
import re
import sys

HERE = os.path.dirname(os.path.abspath(__file__))
SKIP = {os.path.join(HERE, "coverage.py"), os.path.join(HERE, "coverage_pending.txt")}
TEXT_SUFFIXES = (".cpp", ".h", ".hcl", ".json", ".t", ".hcldec", ".py", ".txt", ".def", ".md", ".cmake")


def kinds(path, macro):
    with open(path, encoding="utf-8") as fh:
        return re.findall(r"^\s*" + macro + r"\((\w+)", fh.read(), re.M)


def unique_summaries(path):
    """Kind -> summary, for the kinds whose summary no other kind shares."""
    with open(path, encoding="utf-8") as fh:
        declared = re.findall(r'^\s*HCLC_DIAG\((\w+),\s*\w+,\s*"((?:[^"\\]|\\.)*)"', fh.read(), re.M)
    counts = {}
    for _, summary in declared:
        counts[summary] = counts.get(summary, 0) + 1
    return {kind: summary for kind, summary in declared if counts[summary] == 1}


def pending(path):
    out = {}
    if os.path.exists(path):
        for line in open(path, encoding="utf-8"):
            name, _, reason = line.partition("#")
            if name.strip():
                out[name.strip()] = reason.strip()
    return out


def main():
    root = sys.argv[1]
    node_kinds = kinds(os.path.join(root, "src/ir/node_kinds.def"), "HCLC_IR_NODE")
    diag_kinds = kinds(os.path.join(root, "src/diag/kinds.def"), "HCLC_DIAG")
    waived = pending(os.path.join(HERE, "coverage_pending.txt"))

    dumped = set()
    ir_dir = os.path.join(root, "tests/ir")
    node_line = re.compile(r"^# CHECK:\s*(?:[\w ()]+: )?(\w+)")
    for name in sorted(os.listdir(ir_dir)):
        if name.endswith(".hcl"):
            for line in open(os.path.join(ir_dir, name), encoding="utf-8", errors="surrogateescape"):
                m = node_line.match(line)
                if m:
                    dumped.add(m.group(1))

    summaries = unique_summaries(os.path.join(root, "src/diag/kinds.def"))
    words = set()
    texts = []
    for dirpath, _, files in os.walk(os.path.join(root, "tests")):
        for f in files:
            path = os.path.join(dirpath, f)
            if path in SKIP or not f.endswith(TEXT_SUFFIXES):
                continue
            with open(path, encoding="utf-8", errors="replace") as fh:
                text = fh.read()
                words.update(re.findall(r"\w+", text))
                texts.append(text)
    corpus = "\n".join(texts)

    failures = []
    for k in node_kinds:
        covered = k in dumped
        if k in waived:
            if covered:
                failures.append("node kind %s is covered now: remove it from coverage_pending.txt" % k)
            else:
                print("WARNING: node kind %s appears in no golden test (pending: %s)" % (k, waived[k]))
        elif not covered:
            failures.append("node kind %s appears in no golden IR dump under tests/ir/" % k)
    for k in diag_kinds:
        covered = k in words or (k in summaries and re.search(
            r'(?:^|["\s@0-9-])' + re.escape(summaries[k]) + r'["\\:]', corpus, re.M) is not None)
        if k in waived:
            if covered:
                failures.append("diagnostic kind %s is covered now: remove it from coverage_pending.txt" % k)
            else:
                print("WARNING: diagnostic kind %s appears in no test (pending: %s)" % (k, waived[k]))
        elif not covered:
            failures.append("diagnostic kind %s appears in no file under tests/" % k)
    unknown = set(waived) - set(node_kinds) - set(diag_kinds)
    for k in sorted(unknown):
        failures.append("coverage_pending.txt names %s, which is not a kind" % k)

    for f in failures:
        print("FAIL:", f)
    print("%d node kinds, %d diagnostic kinds, %d pending, %d failures" %
          (len(node_kinds), len(diag_kinds), len(waived), len(failures)))
    return 1 if failures else 0


if __name__ == "__main__":
    sys.exit(main())
