#!/usr/bin/env python3
"""Every hclc subcommand: exit status 0 on good input, 2 on input with error
diagnostics, 1 on an unreadable file (or a directory where one file is read) or a usage error; hcldec exits 2 on every
failure, as the reference's does; --help exits 0 and shows an example and the
exit statuses.

    exit_statuses.py HCLC HCLDEC CASES_DIR
"""
import pathlib
import subprocess
import sys
import tempfile


def main():
    hclc, hcldec, cases = sys.argv[1], sys.argv[2], pathlib.Path(sys.argv[3])
    failures = []
    with tempfile.TemporaryDirectory() as tmp:
        tmp = pathlib.Path(tmp)
        good = cases / "service.hcl"
        spec = cases / "service.hcldec"
        bad = tmp / "bad.hcl"
        bad.write_text("a = \n")
        good_expr = tmp / "good.hclexpr"
        good_expr.write_text("1 + 2\n")
        bad_expr = tmp / "bad.hclexpr"
        bad_expr.write_text("1 +\n")
        missing = tmp / "missing.hcl"
        out = tmp / "out.json"

        def check(args, expected):
            run = subprocess.run(args, capture_output=True, text=True)
            if run.returncode != expected:
                failures.append(f"{' '.join(map(str, args))}: exit {run.returncode}, expected {expected}\n{run.stderr}")
            return run

        file_commands = {
            "parse": ([hclc, "parse"], good, bad),
            "ir": ([hclc, "ir"], good, bad),
            "refs": ([hclc, "refs"], good, bad),
            "eval": ([hclc, "eval"], good_expr, bad_expr),
            "check": ([hclc, "check"], good_expr, bad_expr),
            "dec": ([hclc, "dec", "--spec", spec], good, bad),
            "json": ([hclc, "json"], good, bad),
            "hcldec": ([hcldec, "--spec", spec], good, bad),
        }
        for name, (command, good_input, bad_input) in file_commands.items():
            check(command + [good_input], 0)
            check(command + [bad_input], 2)
            failure = 2 if name == "hcldec" else 1
            check(command + [missing], failure)
            # parse, refs, dec and json walk a directory (here: bad.hcl); the others read one file
            check(command + [tmp], 2 if name in ("parse", "refs", "dec", "json", "hcldec") else failure)
            check(command + ["--no-such-flag", good_input], failure)
            help_run = check(command[:2] + ["--help"] if name != "hcldec" else [hcldec, "--help"], 0)
            for word in ("Example", "Exit status", "--diags"):
                if word not in help_run.stdout:
                    failures.append(f"{name} --help does not mention {word!r}")

        # Unreadable variables, spec or output are I/O errors too.
        check([hclc, "eval", "-V", missing, good_expr], 1)
        check([hclc, "dec", "--spec", tmp / "missing.hcldec", good], 1)
        check([hclc, "dec", "--spec", spec, "-o", tmp / "no-dir" / "out.json", good], 1)
        check([hclc, "json", good, "-o", tmp / "no-dir" / "out.json"], 1)
        # hclc json never overwrites its input; -o writes the named file.
        copy = tmp / "copy.hcl"
        copy.write_text(good.read_text())
        check([hclc, "json", copy, "-o", copy], 1)
        if copy.read_text() != good.read_text():
            failures.append("hclc json -o INPUT changed the input")
        check([hclc, "json", good, "-o", out], 0)
        if not out.read_text().startswith("{"):
            failures.append("hclc json -o did not write the JSON")
        check([hclc, "json", bad, "-o", tmp / "not-written.json"], 2)
        if (tmp / "not-written.json").exists():
            failures.append("hclc json wrote an output for a file with errors")
        main_help = check([hclc, "--help"], 0)
        if "Exit status" not in main_help.stdout:
            failures.append("hclc --help does not give the exit statuses")

    for f in failures:
        print("FAIL", f)
    print(f"{len(failures)} failures")
    return 1 if failures else 0


if __name__ == "__main__":
    sys.exit(main())
