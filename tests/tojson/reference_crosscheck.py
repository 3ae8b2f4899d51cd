#!/usr/bin/env python3
"""The reference hcldec on each corpus file and on its `hclc json` conversion.

    reference_crosscheck.py HCLC REFERENCE_BIN CORPUS_DIR [--show N]

With the spec `oracle genspec` writes for the native file, the reference's
`hcldec --var-refs` must list the same variable references (by name and
steps, in any order) for both files, and decoding both must give the same
result, or the same diagnostics (severity, summary and detail; ranges differ
by nature). Decoding gets one unused variable: without any variable or
function hcldec evaluates with no context at all, where the JSON syntax reads
strings literally (json-syntax.md's literal-only mode).
"""

# Any variable makes hcldec evaluate with a context.
SOME_VARIABLE = '{"hclc_unused_variable": 0}'
import json
import pathlib
import subprocess
import sys
import tempfile


def run(args):
    return subprocess.run(args, capture_output=True, text=True)


def refs(hcldec, spec, path):
    r = run([hcldec, "--spec", spec, "--var-refs", path])
    if r.returncode != 0:
        return ("error", r.stderr)
    return sorted(
        [(s["kind"], s.get("name"), json.dumps(s.get("key"))) for s in t["steps"]]
        for t in json.loads(r.stdout)
    )


def decoded(hcldec, spec, path):
    r = run([hcldec, "--spec", spec, "--vars", SOME_VARIABLE, "--diags=json", path])
    if r.returncode == 0:
        return ("value", r.stdout)
    try:
        diags = json.loads(r.stderr)["diagnostics"]
    except (ValueError, KeyError):
        return ("failure", r.returncode, r.stderr)
    return ("diagnostics", sorted((d["severity"], d["summary"], d["detail"]) for d in diags))


def main():
    hclc, ref_bin, corpus = sys.argv[1], pathlib.Path(sys.argv[2]), pathlib.Path(sys.argv[3])
    show = int(sys.argv[5]) if len(sys.argv) > 5 and sys.argv[4] == "--show" else 5
    hcldec, oracle = str(ref_bin / "hcldec"), str(ref_bin / "oracle")
    files = sorted(p for p in corpus.rglob("*") if p.suffix in (".tf", ".hcl") and p.is_file())
    counts = {"files": len(files), "converted": 0, "refs agree": 0, "decoding agrees": 0, "decoded": 0}
    shown = 0
    with tempfile.TemporaryDirectory() as tmp:
        for i, native in enumerate(files):
            converted = pathlib.Path(tmp) / f"{i}.json"
            spec = pathlib.Path(tmp) / f"{i}.hcldec"
            if run([hclc, "json", native, "-o", converted]).returncode != 0:
                print(f"not converted: {native}")
                continue
            counts["converted"] += 1
            g = run([oracle, "genspec", native])
            spec.write_text(g.stdout)
            problems = []
            if refs(hcldec, spec, native) == refs(hcldec, spec, converted):
                counts["refs agree"] += 1
            else:
                problems.append("variable references differ")
            a, b = decoded(hcldec, spec, native), decoded(hcldec, spec, converted)
            if a == b:
                counts["decoding agrees"] += 1
                counts["decoded"] += a[0] == "value"
            else:
                problems.append(f"decoding differs:\n    native {a}\n    JSON   {b}")
            if problems and shown < show:
                shown += 1
                print(f"DIFFERENT {native}: " + "; ".join(problems))
    print(", ".join(f"{v} {k}" for k, v in counts.items()))
    ok = counts["refs agree"] == counts["decoding agrees"] == counts["converted"] == counts["files"]
    return 0 if ok else 1


if __name__ == "__main__":
    sys.exit(main())
