"""hclc-hcl2tojson (python/hclc_hcl2tojson.py) against python-hcl2 8.1.2's
hcl2tojson: the same arguments give the same stdout, files and exit code."""
import json
import os
import subprocess
import sys

import pytest

import hcl2_reference

HERE = os.path.dirname(os.path.abspath(__file__))
SOURCE_DIR = os.environ.get("HCLC_SOURCE_DIR", os.path.join(HERE, "..", ".."))
SCRIPT = os.path.join(SOURCE_DIR, "python", "hclc_hcl2tojson.py")

UNAVAILABLE = hcl2_reference.available()
pytestmark = pytest.mark.skipif(UNAVAILABLE is not None, reason=str(UNAVAILABLE))

GOOD = 'resource "aws_instance" "web" {\n  ami = var.ami\n  tags = { Name = "web" }\n}\nvariable "ami" {}\n'
OTHER = 'locals {\n  cpu = 2\n  memory = 512\n}\n'
BAD = 'resource "a" "b" {\n  x = \n}\n'


def run_hclc(args, cwd, stdin=None):
    return subprocess.run([sys.executable, SCRIPT, *args], cwd=cwd, input=stdin, capture_output=True, text=True)


def run_reference(args, cwd, stdin=None):
    env = dict(os.environ, PYTHONPATH=os.path.join(hcl2_reference.ROOT, "8"))
    return subprocess.run([hcl2_reference.INTERPRETER, "-m", "cli.hcl_to_json", *args], cwd=cwd, input=stdin,
                          capture_output=True, text=True, env=env)


def tree(folder):
    """{relative path: parsed JSON} of every file under folder."""
    found = {}
    for root, _, names in os.walk(folder):
        for name in names:
            path = os.path.join(root, name)
            with open(path, encoding="utf-8") as f:
                found[os.path.relpath(path, folder)] = json.load(f)
    return found


@pytest.fixture
def inputs(tmp_path):
    (tmp_path / "in" / "sub").mkdir(parents=True)
    (tmp_path / "in" / "main.tf").write_text(GOOD)
    (tmp_path / "in" / "sub" / "locals.hcl").write_text(OTHER)
    (tmp_path / "in" / "notes.txt").write_text("not HCL")
    (tmp_path / "bad.tf").write_text(BAD)
    return tmp_path


@pytest.mark.parametrize("args", [
    ["in/main.tf"],
    ["-q", "in/main.tf", "--json-indent", "4"],
    ["-q", "--compact", "in/main.tf"],
    ["-q", "--only", "variable", "in/main.tf"],
    ["-q", "--exclude", "variable", "in/main.tf"],
    ["-q", "--fields", "cpu", "in/sub/locals.hcl"],
    ["-q", "--no-explicit-blocks", "--no-preserve-heredocs", "in/main.tf"],
    ["-q", "--strip-string-quotes", "--force-parens", "in/main.tf"],
    ["--ndjson", "in"],
    ["-q", "--ndjson", "in/main.tf"],
    ["-q", "--ndjson", "in/**/*.hcl", "in/main.tf"],
    ["-q", "-s", "bad.tf"],
    ["-q", "-s", "--ndjson", "bad.tf", "in/main.tf"],
    ["-q", "missing.tf", "in/main.tf", "-o", "out"],
], ids=lambda args: " ".join(args))
def test_stdout_and_exit_code_are_python_hcl2s(inputs, args):
    ours, theirs = run_hclc(args, inputs), run_reference(args, inputs)
    assert (ours.returncode, ours.stdout) == (theirs.returncode, theirs.stdout)
    # Progress lines name the same files (error texts differ: hclc's diagnostics are not lark's).
    if ours.returncode == 0:
        assert ours.stderr == theirs.stderr


def test_stdin_gives_what_python_hcl2_gives(inputs):
    ours, theirs = run_hclc([], inputs, stdin=GOOD), run_reference([], inputs, stdin=GOOD)
    assert (ours.returncode, ours.stdout) == (theirs.returncode, theirs.stdout) == (0, theirs.stdout)


@pytest.mark.parametrize("args", [["in", "-o", "{out}"], ["in/main.tf", "in/sub/locals.hcl", "-o", "{out}"],
                                  ["in/main.tf", "-o", "{out}/one.json"]])
def test_output_files_are_python_hcl2s(inputs, args):
    results = []
    for who, runner in (("hclc", run_hclc), ("reference", run_reference)):
        out = inputs / f"out-{who}"
        if "{out}/one.json" in args:
            out.mkdir()
        done = runner([a.replace("{out}", str(out)) for a in ["-q", *args]], inputs)
        results.append((done.returncode, done.stdout, tree(out)))
    assert results[0] == results[1]
    assert results[0][2]  # something was written


def test_a_file_that_does_not_parse_is_exit_code_2(inputs):
    ours, theirs = run_hclc(["-q", "bad.tf"], inputs), run_reference(["-q", "bad.tf"], inputs)
    assert ours.returncode == theirs.returncode == 2
    assert ours.stderr.startswith("Error: ")
