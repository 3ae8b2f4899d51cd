#!/usr/bin/env python3
"""The variables hclc's analysis finds (`hclc refs FILE`) must be the ones the
reference reports (`hcldec --var-refs` with a spec mirroring the file, made by
`oracle genspec`): the same traversals, steps, keys and byte ranges, compared
as sets as /work/shared/reference/compare-corpus.py does. Files the reference
cannot describe as a spec, or that have syntax errors, are counted, not compared.

  refs_compare.py HCLC REFERENCE_BIN_DIR CORPUS_DIR
"""
import concurrent.futures as cf
import json
import os
import subprocess
import sys
import tempfile


def norm(raw):
    def rng(r):
        return (r["start"]["byte"], r["end"]["byte"]) if r else None
    items = []
    for t in json.loads(raw):
        steps = tuple((s.get("kind"), s.get("name"), json.dumps(s.get("key"), sort_keys=True), rng(s.get("range")))
                      for s in t.get("steps", []))
        items.append((t.get("root_name"), steps, rng(t.get("range"))))
    return sorted(items, key=repr)


def one(hclc, ref, path, tmp):
    spec = subprocess.run([os.path.join(ref, "oracle"), "genspec", path], capture_output=True, timeout=60)
    if spec.returncode != 0:
        return path, "no-spec", None
    spec_path = os.path.join(tmp, "%d.hcldec" % abs(hash(path)))
    with open(spec_path, "wb") as fh:
        fh.write(spec.stdout)
    want = subprocess.run([os.path.join(ref, "hcldec"), "--spec", spec_path, "--var-refs", "--diags=json", path],
                          capture_output=True, timeout=60)
    if want.returncode != 0:
        return path, "reference-error", None
    got = subprocess.run([hclc, "refs", path], capture_output=True, timeout=60)
    if got.returncode != 0:
        return path, "hclc-error", got.stderr.decode(errors="replace")[:300]
    a, b = norm(want.stdout), norm(got.stdout)
    if a == b:
        return path, "same", None
    only_ref = [x for x in a if x not in b][:3]
    only_hclc = [x for x in b if x not in a][:3]
    return path, "different", "reference only: %s\n    hclc only: %s" % (only_ref, only_hclc)


def main():
    hclc, ref, root = sys.argv[1:4]
    files = sorted(os.path.join(d, f) for d, _, fs in os.walk(root) for f in fs if f.endswith((".tf", ".hcl")))
    with tempfile.TemporaryDirectory() as tmp, cf.ThreadPoolExecutor(max_workers=2) as ex:
        results = list(ex.map(lambda p: one(hclc, ref, p, tmp), files))
    counts = {}
    for path, status, detail in results:
        counts[status] = counts.get(status, 0) + 1
        if status in ("different", "hclc-error"):
            print("%s: %s\n    %s" % (path, status, detail))
    print(", ".join("%s=%d" % kv for kv in sorted(counts.items())), "files=%d" % len(files))
    compared = counts.get("same", 0) + counts.get("different", 0) + counts.get("hclc-error", 0)
    if compared == 0:
        print("nothing compared")
        return 1
    return 1 if counts.get("different") or counts.get("hclc-error") else 0


if __name__ == "__main__":
    sys.exit(main())
