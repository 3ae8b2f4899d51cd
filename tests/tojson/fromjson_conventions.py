#!/usr/bin/env python3
"""JSON -> native (`hclc fmt -from-json`) on the conventions of Packer and
Nomad files, decoded by a spec on both sides.

    fromjson_conventions.py HCLC HCLDEC CASES_DIR [--reference REF_HCLDEC]

Each case is NAME.json with the spec NAME.hcldec and NAME.expected.hcl, the
native text `hclc fmt -from-json` must write. hclc's hcldec (and, with
--reference, the reference hcldec) must decode the JSON file and the native
conversion to the same value: the conversion kept every block a block, every
attribute an attribute and every label a label.
"""
import pathlib
import subprocess
import sys
import tempfile


def decode(hcldec, spec, path):
    run = subprocess.run([hcldec, "--spec", str(spec), str(path)], capture_output=True, text=True)
    return run.returncode, run.stdout.strip(), run.stderr


def main():
    args = sys.argv[1:]
    reference = None
    if "--reference" in args:
        i = args.index("--reference")
        reference = args[i + 1]
        del args[i:i + 2]
    hclc, hcldec, cases = args[0], args[1], pathlib.Path(args[2])
    failures = 0
    count = 0
    with tempfile.TemporaryDirectory() as tmp:
        for source in sorted(cases.glob("*.json")):
            count += 1
            spec = source.with_suffix(".hcldec")
            expected = source.with_suffix(".expected.hcl").read_text()
            run = subprocess.run([hclc, "fmt", "-from-json"], stdin=source.open(), capture_output=True, text=True)
            if run.returncode != 0 or run.stdout != expected:
                failures += 1
                print(f"FAIL {source.name}: hclc fmt -from-json (exit {run.returncode}):\n{run.stdout}{run.stderr}"
                      f"expected:\n{expected}")
                continue
            native = pathlib.Path(tmp) / (source.stem + ".hcl")
            native.write_text(run.stdout)
            decoders = [("hclc hcldec", hcldec)] + ([("reference hcldec", reference)] if reference else [])
            for who, program in decoders:
                results = [decode(program, spec, path) for path in (source, native)]
                if any(code != 0 for code, _, _ in results) or results[0][1] != results[1][1]:
                    failures += 1
                    print(f"FAIL {source.name}: {who} decodes the two forms differently:\n"
                          f"  JSON   {results[0]}\n  native {results[1]}")
    print(f"{count} cases, {failures} failures")
    return 1 if failures else 0


if __name__ == "__main__":
    sys.exit(main())
