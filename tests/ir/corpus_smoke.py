#!/usr/bin/env python3
"""`hclc parse` and `hclc ir` on every .tf/.hcl file of a corpus: each must
finish in time with exit status 0 (clean) or 2 (diagnostics), never crash.

  corpus_smoke.py HCLC CORPUS_DIR
"""
import concurrent.futures as cf
import os
import subprocess
import sys


def corpus_files(root):
    for dirpath, _, files in os.walk(root):
        for f in sorted(files):
            if f.endswith((".tf", ".hcl")):
                yield os.path.join(dirpath, f)


def run_one(hclc, path):
    problems = []
    for cmd in (["parse", path], ["ir", path], ["refs", path]):
        try:
            p = subprocess.run([hclc] + cmd, capture_output=True, timeout=60)
        except subprocess.TimeoutExpired:
            problems.append("%s: hclc %s timed out" % (path, cmd[0]))
            continue
        if p.returncode not in (0, 2):
            problems.append("%s: hclc %s exited with %d: %s" %
                            (path, cmd[0], p.returncode, p.stderr.decode(errors="replace")[:300]))
    return problems


def main():
    hclc, root = sys.argv[1], sys.argv[2]
    files = list(corpus_files(root))
    if not files:
        print("no .tf/.hcl files under", root)
        return 1
    with cf.ThreadPoolExecutor(max_workers=2) as ex:
        problems = [p for ps in ex.map(lambda f: run_one(hclc, f), files) for p in ps]
    for p in problems[:20]:
        print(p)
    print("%d files, %d problems" % (len(files), len(problems)))
    return 1 if problems else 0


if __name__ == "__main__":
    sys.exit(main())
