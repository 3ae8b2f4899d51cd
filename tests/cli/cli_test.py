#!/usr/bin/env python3
"""One command line across the hclc commands (issue 16 item 5, issue 14 item 3):
-e/--expr and --template, `-` for standard input, directories walked,
--diags=brief, --color and NO_COLOR, `hclc eval -r`, an unknown subcommand,
`hclc dec -v`, hcldec without --spec as the reference's, and -j giving output
byte-identical to -j1 in parse, dec, json and specsuite.

    cli_test.py HCLC HCLDEC REFERENCE_BINDIR SPECSUITE_DIR
"""
import os
import pathlib
import subprocess
import sys
import tempfile

FAILURES = []


def run(args, stdin=None, env=None):
    return subprocess.run([str(a) for a in args], input=stdin, capture_output=True, env=env)


def expect(what, actual, expected):
    if actual != expected:
        FAILURES.append(f"{what}:\n  got      {actual!r}\n  expected {expected!r}")


def main():
    hclc, hcldec, reference_bindir, specsuite = sys.argv[1:5]
    with tempfile.TemporaryDirectory() as tmp:
        tmp = pathlib.Path(tmp)
        (tmp / "tree" / "sub").mkdir(parents=True)
        (tmp / "tree" / "b.tf").write_text('b = 2\n')
        (tmp / "tree" / "sub" / "a.hcl").write_text('a = "x"\n')
        (tmp / "tree" / "sub" / "c.hcl.json").write_text('{"c": true}\n')
        (tmp / "tree" / "notes.txt").write_text('not = configuration = at all\n')
        bad = tmp / "bad.hcl"
        bad.write_text("a = \n")
        spec = tmp / "spec.hcldec"
        spec.write_text('object {\n  attr "a" { type = string }\n  attr "b" { type = number }\n'
                        '  attr "c" { type = bool }\n}\n')

        # An unknown subcommand is named as such.
        r = run([hclc, "frobnicate"])
        expect("unknown subcommand: status", r.returncode, 1)
        expect("unknown subcommand: message", b"unknown subcommand 'frobnicate'" in r.stderr, True)

        # hclc dec -v and hcldec -v print the version as the reference's hcldec.
        expect("hclc dec -v", run([hclc, "dec", "-v"]).stdout, b"0.0.1-dev\n")
        expect("hcldec -v", run([hcldec, "-v"]).stdout, b"0.0.1-dev\n")

        # hcldec without --spec: stdout, stderr and status as the reference's.
        ours = run([hcldec, bad])
        expect("hcldec without --spec", (ours.returncode, ours.stdout, ours.stderr),
               (1, b"", b"Error: the --spec=... argument is required\n\n"))
        reference = pathlib.Path(reference_bindir) / "hcldec"
        if reference.exists():
            theirs = run([reference, bad])
            expect("hcldec without --spec, against the reference", (ours.returncode, ours.stdout, ours.stderr),
                   (theirs.returncode, theirs.stdout, theirs.stderr))

        # --diags=brief: file:line:col: severity: summary, in every command.
        # (The reference's diagnostics: "a = " then a newline is an invalid
        # expression at the newline; "1 +" at the end is a missing one.)
        brief = b"<stdin>:2:1: error: Missing expression\n"
        expect("parse - --diags=brief", run([hclc, "parse", "--diags=brief", "-"], stdin=b"a = \n").stderr,
               b"<stdin>:1:5: error: Invalid expression\n")
        expect("parse FILE --diags=brief", run([hclc, "parse", "--diags=brief", bad]).stderr,
               f"{bad}:1:5: error: Invalid expression\n".encode())
        expect("eval - --diags=brief", run([hclc, "eval", "--diags=brief", "-"], stdin=b"1 +\n").stderr, brief)
        expect("check - --diags=brief", run([hclc, "check", "--diags=brief", "-"], stdin=b"1 +\n").stderr, brief)
        expect("ir - --diags=brief", run([hclc, "ir", "--diags=brief", "-"], stdin=b"a = \n").stderr,
               b"<stdin>:1:5: error: Invalid expression\n")
        expect("json --diags=brief", run([hclc, "json", "--diags=brief", bad]).stderr,
               f"{bad}:1:5: error: Invalid expression\n".encode())
        expect("dec --diags=brief", run([hclc, "dec", "-s", spec, "--diags=brief", bad]).stderr,
               f"{bad}:1:5: error: Invalid expression\n".encode())

        # -e and --template mean the same in every command that reads expressions.
        expect("eval -e", run([hclc, "eval", "-e", "1 + 2"]).stdout, b"3\n")
        expect("eval --template -e", run([hclc, "eval", "--template", "-e", "x${1 + 2}"]).stdout, b'"x3"\n')
        expect("check --template -e", run([hclc, "check", "--template", "-e", "x${1}"]).stdout, b'"string"\n')
        expect("ir --expr", run([hclc, "ir", "--expr", "1"]).returncode, 0)
        expect("ir --template -e", run([hclc, "ir", "--template", "-e", "x${a}"]).stdout.splitlines()[0],
               b"Template @1:1-1:6")
        expect("refs --template -e", b'"root_name":"a"' in run([hclc, "refs", "--template", "-e", "x${a.b}"]).stdout,
               True)
        expect("parse -e", run([hclc, "parse", "--diags=brief", "-e", "1 +"]).stderr,
               b"<expr>:1:4: error: Missing expression\n")
        expect("eval --template FILE",
               run([hclc, "eval", "--template", "-"], stdin=b"%{ if true }yes%{ endif }").stdout, b'"yes"\n')

        # hclc eval -r prints a string as it is.
        expect("eval -r", run([hclc, "eval", "-r", "-e", '"a\\"b\\n"']).stdout, b'a"b\n\n')
        expect("eval -r, not a string", run([hclc, "eval", "-r", "-e", "[1]"]).stdout, b"[\n  1,\n]\n")

        # Directories are walked for configuration files, sorted (hclc json
        # takes the native-syntax ones).
        expect("json DIR", run([hclc, "json", tmp / "tree"]).stdout, b'{\n  "b": 2\n}\n{\n  "a": "x"\n}\n')
        expect("dec DIR", run([hclc, "dec", "-s", spec, tmp / "tree"]).stdout, b'{"a":"x","b":2,"c":true}\n')
        expect("parse DIR", run([hclc, "parse", tmp / "tree"]).returncode, 0)

        # --color: ANSI colours on request, never with NO_COLOR unless asked.
        env = dict(os.environ, NO_COLOR="1")
        expect("--color=always", b"\x1b[" in run([hclc, "parse", "--color=always", bad], env=env).stderr, True)
        expect("--color=never", b"\x1b[" in run([hclc, "parse", "--color=never", bad]).stderr, False)
        expect("--color=auto off a terminal", b"\x1b[" in run([hclc, "parse", bad]).stderr, False)
        expect("--color=bogus", run([hclc, "parse", "--color=bogus", bad]).returncode, 1)

        # -j N prints exactly what -j1 prints.
        many = tmp / "many"
        many.mkdir()
        for i in range(40):
            (many / f"f{i:02}.hcl").write_text(f'a{i} = {i}\n' if i % 3 else f'a{i} = \n')
        for command in (["parse"], ["json"], ["dec", "-s", spec]):
            for diags in (["--diags=json"], ["--diags=brief"], []):
                one = run([hclc, *command, *diags, "-j1", many])
                four = run([hclc, *command, *diags, "-j4", many])
                expect(f"{command[0]} {diags} -j4 against -j1", (four.returncode, four.stdout, four.stderr),
                       (one.returncode, one.stdout, one.stderr))
        good = tmp / "good"
        good.mkdir()
        for i in range(30):
            (good / f"g{i:02}.hcl").write_text(f'a{i} = {i}\n')
        one, four = run([hclc, "json", "-j1", good]), run([hclc, "json", "-j4", good])
        expect("json -j4 against -j1 (good files)", four.stdout, one.stdout)
        expect("json of 30 files", one.stdout.count(b"{\n"), 30)
        if pathlib.Path(specsuite).is_dir():
            one, four = run([hclc, "specsuite", "-j1", specsuite]), run([hclc, "specsuite", "-j4", specsuite])
            expect("specsuite -j4 against -j1", (four.returncode, four.stdout), (one.returncode, one.stdout))

    for f in FAILURES:
        print("FAIL", f)
    print(f"{0 if FAILURES else 1} passed, {1 if FAILURES else 0} failed")
    return 1 if FAILURES else 0


if __name__ == "__main__":
    sys.exit(main())
