#!/usr/bin/env python3
"""`hclc fmt`'s command line: standard input, files and directories, -w
(rewrites through a temporary file, never a file that does not parse),
-list, -diff, -require-no-change, -recursive, and the exit statuses
(0 done, 2 syntax errors, 1 usage or I/O, 3 not formatted with
-require-no-change).

Usage: cli_test.py HCLC
"""
import os
import pathlib
import shutil
import stat
import subprocess
import sys
import tempfile

HCLC = sys.argv[1]
failures = []

UNFORMATTED = "a=1\nbbb = {x=1}\n"
FORMATTED = "a   = 1\nbbb = { x = 1 }\n"
BAD = "a = 1 +\n"


def run(*args, stdin=None, cwd=None):
    return subprocess.run([HCLC, "fmt", *args], input=stdin, capture_output=True, text=True, cwd=cwd, check=False)


def expect(what, condition, detail=""):
    if not condition:
        failures.append(f"{what}: {detail}")


def main():
    work = pathlib.Path(tempfile.mkdtemp(prefix="hclc-fmt-cli-"))
    try:
        # Standard input, with no path or with `-`.
        for args in ((), ("-",)):
            r = run(*args, stdin=UNFORMATTED)
            expect(f"stdin {args}", r.returncode == 0 and r.stdout == FORMATTED, repr(r))

        # A file: the result on standard output, the file untouched.
        f = work / "main.tf"
        f.write_text(UNFORMATTED)
        r = run(str(f))
        expect("file to stdout", r.returncode == 0 and r.stdout == FORMATTED and f.read_text() == UNFORMATTED, repr(r))

        # -require-no-change: still prints; exit 3 and the name when it changed.
        r = run("-require-no-change", str(f))
        expect("-require-no-change changed", r.returncode == 3 and r.stdout == FORMATTED and "main.tf" in r.stderr,
               repr(r))
        r = run("--require-no-change", stdin=FORMATTED)
        expect("-require-no-change unchanged", r.returncode == 0 and r.stdout == FORMATTED, repr(r))

        # -list: the names of the files that change, nothing else.
        g = work / "done.hcl"
        g.write_text(FORMATTED)
        r = run("-list", str(f), str(g))
        expect("-list", r.returncode == 0 and r.stdout == f"{f}\n", repr(r))

        # -diff: a unified diff that `patch` applies to give the formatted text.
        r = run("-diff", str(f))
        expect("-diff header", r.returncode == 0 and r.stdout.startswith(f"--- a/{f}\n+++ b/{f}\n@@ -1,2 +1,2 @@\n"),
               repr(r))
        if shutil.which("patch"):
            copy = work / "copy.tf"
            copy.write_text(UNFORMATTED)
            p = subprocess.run(["patch", "-s", str(copy)], input=r.stdout, capture_output=True, text=True, check=False)
            expect("-diff applies", p.returncode == 0 and copy.read_text() == FORMATTED, repr(p))
        # Several hunks and a last line without a newline: the hunks `diff -u` makes.
        lines = [f"a{i} = {i}" for i in range(30)]
        lines[0], lines[15], lines[18], lines[29] = "a0=0", "a15   =  15", "a18=18", "a29  = 29"
        m = work / "multi.hcl"
        m.write_text("\n".join(lines))
        r = run("-diff", str(m))
        formatted = run(str(m)).stdout
        if shutil.which("diff"):
            (work / "multi.formatted").write_text(formatted)
            d = subprocess.run(["diff", "-u", str(m), str(work / "multi.formatted")], capture_output=True, text=True,
                               check=False)
            hunks = lambda text: text.split("\n", 2)[2]  # without the two name lines
            expect("-diff hunks as diff -u", hunks(r.stdout) == hunks(d.stdout), r.stdout + "\n---\n" + d.stdout)
            (work / "multi.formatted").unlink()
        m.unlink()
        r = run("-diff", str(g))
        expect("-diff of a formatted file is empty", r.returncode == 0 and r.stdout == "", repr(r))

        # -w: rewrites in place, keeps the permissions, leaves no temporary file.
        f.chmod(0o640)
        r = run("-w", str(f))
        expect("-w", r.returncode == 0 and r.stdout == "" and f.read_text() == FORMATTED, repr(r))
        expect("-w keeps the mode", stat.S_IMODE(f.stat().st_mode) == 0o640, oct(f.stat().st_mode))
        expect("-w leaves no temporary file", sorted(p.name for p in work.iterdir()) == sorted(
            ["main.tf", "done.hcl"] + (["copy.tf"] if shutil.which("patch") else [])), str(list(work.iterdir())))

        # A file that does not parse: diagnostics, exit 2, never rewritten, nothing printed.
        bad = work / "bad.hcl"
        bad.write_text(BAD)
        for args in (("-w", str(bad)), (str(bad),)):
            r = run(*args)
            expect(f"syntax error {args}", r.returncode == 2 and r.stdout == "" and "Error" in r.stderr
                   and bad.read_text() == BAD, repr(r))
        r = run("--diags=json", str(bad))
        expect("--diags=json", r.returncode == 2 and r.stderr.lstrip().startswith("{"), repr(r))

        # Directories: their configuration files (not JSON, not others); -recursive for subdirectories.
        d = work / "dir"
        (d / "sub").mkdir(parents=True)
        for name in ("a.tf", "b.hcl", "c.pkr.hcl", "d.nomad", "sub/e.tf"):
            (d / name).write_text(UNFORMATTED)
        for name in ("x.json", "y.txt"):
            (d / name).write_text(UNFORMATTED)
        r = run("-list", str(d))
        expect("directory", r.stdout.split() == [str(d / n) for n in ("a.tf", "b.hcl", "c.pkr.hcl", "d.nomad")],
               repr(r))
        r = run("-list", "-recursive", str(d))
        expect("-recursive", sorted(r.stdout.split()) == sorted(
            str(d / n) for n in ("a.tf", "b.hcl", "c.pkr.hcl", "d.nomad", "sub/e.tf")), repr(r))
        r = run("-w", "--recursive", str(d))
        expect("-w -recursive", r.returncode == 0 and (d / "sub/e.tf").read_text() == FORMATTED
               and (d / "x.json").read_text() == UNFORMATTED, repr(r))

        # The JSON syntax: converted to native text, formatted; never rewritten.
        j = work / "service.tf.json"
        j.write_text('{"variable": {"port": {"type": "number", "default": 80}},'
                     ' "resource": {"x": {"y": {"count": "${var.n}", "tags": {"a": "b"},'
                     ' "lifecycle": {"ignore_changes": ["tags"]}}}}}')
        r = run(str(j))
        expect("JSON to native", r.returncode == 0 and r.stdout == (
            'variable "port" {\n  type    = number\n  default = 80\n}\n\n'
            'resource "x" "y" {\n  count = var.n\n  tags = {\n    a = "b"\n  }\n'
            '  lifecycle {\n    ignore_changes = [tags]\n  }\n}\n'), repr(r))
        r = run("-from-json", stdin='{"a": "${b}"}')
        expect("-from-json on stdin", r.returncode == 0 and r.stdout == "a = b\n", repr(r))
        r = run("-w", str(j))
        expect("-w refuses JSON", r.returncode == 1 and "JSON" in r.stderr, repr(r))
        bad_json = work / "bad.json"
        bad_json.write_text('{"a": }')
        r = run(str(bad_json))
        expect("bad JSON", r.returncode == 2 and r.stdout == "", repr(r))
        bad_name = work / "name.json"
        bad_name.write_text('{"a b": 1}')
        r = run(str(bad_name))
        expect("No native-syntax form", r.returncode == 2 and "No native-syntax form" in r.stderr, repr(r))

        # Usage and I/O errors: 1.
        r = run("-frobnicate", str(g))
        expect("unknown flag", r.returncode == 1, repr(r))
        r = run(str(work / "missing.tf"))
        expect("missing file", r.returncode == 1 and "missing.tf" in r.stderr, repr(r))
        # An I/O error outranks a syntax error in the exit status.
        r = run(str(bad), str(work / "missing.tf"))
        expect("I/O error and syntax error", r.returncode == 1, repr(r))
    finally:
        shutil.rmtree(work)
    for failure in failures:
        print("FAIL", failure)
    return 1 if failures else 0


if __name__ == "__main__":
    sys.exit(main())
