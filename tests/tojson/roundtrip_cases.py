#!/usr/bin/env python3
"""Round trip of tests/tojson/cases through `hclc json`, decoded with values.

    roundtrip_cases.py HCLC HCLDEC CASES_DIR [--reference REF_HCLDEC] [--record]

Each case is NAME.hcl with the spec NAME.hcldec (its `variables` block gives
the values); NAME.expected.json is what the reference hcldec prints for the
native file. hclc's hcldec must print exactly that for the native file and
for its JSON conversion; with --reference, so must the reference hcldec for
the JSON conversion. --record rewrites the expectations with REF_HCLDEC's
output for the native files.
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
    record = "--record" in args
    args = [a for a in args if a != "--record"]
    reference = None
    if "--reference" in args:
        i = args.index("--reference")
        reference = args[i + 1]
        del args[i:i + 2]
    hclc, hcldec, cases = args[0], args[1], pathlib.Path(args[2])
    failures = 0
    count = 0
    with tempfile.TemporaryDirectory() as tmp:
        for native in sorted(cases.glob("*.hcl")):
            count += 1
            spec = native.with_suffix(".hcldec")
            expected_path = native.with_suffix(".expected.json")
            if record:
                code, out, err = decode(reference, spec, native)
                if code != 0:
                    print(f"FAIL {native.name}: the reference cannot decode it:\n{err}")
                    failures += 1
                    continue
                expected_path.write_text(out + "\n")
            expected = expected_path.read_text().strip()
            converted = pathlib.Path(tmp) / (native.name + ".json")
            run = subprocess.run([hclc, "json", str(native), "-o", str(converted)], capture_output=True, text=True)
            if run.returncode != 0:
                print(f"FAIL {native.name}: hclc json exited {run.returncode}:\n{run.stderr}")
                failures += 1
                continue
            decoders = [("hclc hcldec", hcldec, native), ("hclc hcldec", hcldec, converted)]
            if reference:
                decoders.append(("reference hcldec", reference, converted))
            for who, program, path in decoders:
                code, out, err = decode(program, spec, path)
                if code != 0 or out != expected:
                    failures += 1
                    print(f"FAIL {who} on {path.name} (exit {code}):\n  got      {out}\n  expected {expected}\n{err}")
    print(f"{count} cases, {failures} failures")
    return 1 if failures else 0


if __name__ == "__main__":
    sys.exit(main())
