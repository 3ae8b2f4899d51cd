#!/usr/bin/env python3
"""`hclc edit` on files: each operation's exact output, -w writing in place
(atomically, with the file's permissions, leaving it untouched on error),
standard input, addresses with quoted segments, and the diagnostics for an
address that matches nothing or several blocks.

Usage: cli_test.py HCLC
"""
import json
import os
import stat
import subprocess
import sys
import tempfile

HCLC = sys.argv[1]
FAILURES = []

CONFIG = '''# Instances.
resource "aws_instance" "web" {
  ami           = "ami-1" # pinned
  instance_type = "t2.micro"

  tags = {
    Name = "web"
  }
}

resource "aws_instance" "db" {
  ami = "ami-2"
}

module "a.b" {
  source = "./a"
  ports  = [80, 443]
}

locals {
  script = <<-EOT
    echo hello
  EOT
}
'''


def run(args, stdin=None):
    p = subprocess.run([HCLC, "edit"] + args, input=stdin, capture_output=True, text=True)
    return p.returncode, p.stdout, p.stderr


def check(name, got, want):
    if got != want:
        FAILURES.append(f"{name}:\n--- want\n{want!r}\n--- got\n{got!r}")


def subject(diags_json):
    """The first diagnostic's summary and subject (start line, column, end line, column)."""
    d = json.loads(diags_json)["diagnostics"][0]
    r = d["subject"]
    return d["summary"], r["start"]["line"], r["start"]["column"], r["end"]["line"], r["end"]["column"]


def with_file(text=CONFIG):
    d = tempfile.mkdtemp(prefix="hclc-edit-test-")
    path = os.path.join(d, "main.tf")
    with open(path, "w", newline="") as f:
        f.write(text)
    return d, path


def read(path):
    with open(path, newline="") as f:
        return f.read()


def main():
    d, path = with_file()

    check("get attribute", run([path, "get", "resource.aws_instance.web.ami"]), (0, '"ami-1"\n', ""))
    check("get object key", run([path, "get", "resource.aws_instance.web.tags.Name"]), (0, '"web"\n', ""))
    check("get tuple element", run([path, "get", 'module."a.b".ports.1']), (0, "443\n", ""))
    check("get block", run([path, "get", "resource.aws_instance.db"]),
          (0, 'resource "aws_instance" "db" {\n  ami = "ami-2"\n}\n', ""))
    check("get heredoc", run([path, "get", "locals.script"]), (0, "<<-EOT\n    echo hello\n  EOT\n", ""))

    code, out, err = run([path, "set", "resource.aws_instance.web.ami", '"ami-3"'])
    check("set to stdout", (code, out), (0, CONFIG.replace('"ami-1" # pinned', '"ami-3" # pinned')))
    check("set to stdout leaves the file", read(path), CONFIG)

    code, out, err = run([path, "set", "resource.aws_instance.web.tags.env", '"prod"'])
    check("set a new object key", out,
          CONFIG.replace('    Name = "web"\n', '    Name = "web"\n    env  = "prod"\n'))

    code, out, err = run([path, "set", "resource.aws_instance.db.monitoring", "true"])
    check("set a new attribute", out, CONFIG.replace('  ami = "ami-2"\n', '  ami = "ami-2"\n  monitoring = true\n'))

    code, out, err = run([path, "rm", "resource.aws_instance.web.instance_type"])
    check("rm attribute", out, CONFIG.replace('  instance_type = "t2.micro"\n', ""))

    code, out, err = run([path, "rm", "resource.aws_instance.db"])
    check("rm block", out, CONFIG.replace('resource "aws_instance" "db" {\n  ami = "ami-2"\n}\n\n', ""))

    code, out, err = run([path, "rm", 'module."a.b".ports.0'])
    check("rm tuple element", out, CONFIG.replace("[80, 443]", "[443]"))

    code, out, err = run([path, "rename", "resource.aws_instance.web.ami", "image"])
    check("rename attribute", out, CONFIG.replace('  ami           = "ami-1"', '  image         = "ami-1"'))

    code, out, err = run([path, "rename", "resource.aws_instance.db", "resource.aws_instance.database"])
    check("rename block", out, CONFIG.replace('"aws_instance" "db"', '"aws_instance" "database"'))

    code, out, err = run([path, "append-block", "resource.aws_instance.web", "lifecycle"])
    check("append-block", out, CONFIG.replace('    Name = "web"\n  }\n}\n',
                                              '    Name = "web"\n  }\n\n  lifecycle {\n  }\n}\n'))
    code, out, err = run([path, "append-block", ".", "output", "id"])
    check("append-block at the top", out, CONFIG + '\noutput "id" {\n}\n')

    # Standard input.
    check("stdin", run(["-", "set", "a", "2"], stdin="a = 1 # one\n"), (0, "a = 2 # one\n", ""))
    check("-w with stdin", run(["-w", "-", "set", "a", "2"], stdin="a = 1\n")[0], 1)

    # -w: in place, atomically, with the file's permissions.
    os.chmod(path, 0o640)
    check("-w", run(["-w", path, "set", "resource.aws_instance.web.ami", '"ami-9"']), (0, "", ""))
    check("-w wrote", read(path), CONFIG.replace('"ami-1"', '"ami-9"'))
    check("-w kept the mode", stat.S_IMODE(os.stat(path).st_mode), 0o640)
    check("-w left no temporary file", sorted(os.listdir(d)), ["main.tf"])

    # Errors: nothing is written.
    before = read(path)
    code, out, err = run(["-w", path, "set", "resource.aws_instance.web.ami", "1 +"])
    check("invalid expression status", code, 2)
    check("invalid expression leaves the file", read(path), before)

    code, out, err = run(["--diags=json", path, "get", "resource.aws_instance"])
    check("ambiguous", (code, out, subject(err)), (2, "", ("Several items match", 2, 1, 2, 30)))
    check("ambiguous detail names both", ("main.tf:2,1" in err and "main.tf:11,1" in err), True)

    code, out, err = run(["-w", "--diags=json", path, "rm", "resource.aws_instance.web.nothing"])
    check("rm of nothing", (code, out, subject(err)), (2, "", ("No such item", 2, 1, 2, 30)))
    code, out, err = run(["--diags=json", path, "get", "resource.aws_instance.nope.ami"])
    check("no such block", (code, json.loads(err)["diagnostics"][0]["summary"]), (2, "No such item"))
    check("errors leave the file", read(path), before)

    code, out, err = run([path, "get", 'module."a.b'])
    check("unterminated quote", (code, "Invalid address" in err), (2, True))
    check("unknown operation", run([path, "frobnicate", "a"])[0], 1)
    check("a JSON file", run([os.path.join(d, "x.tf.json"), "get", "a"])[0], 1)
    check("wrong argument count", run([path, "set", "a"])[0], 1)

    _, broken = with_file("a = \n")
    code, out, err = run(["-w", broken, "set", "a", "1"])
    check("syntax errors", (code, read(broken)), (2, "a = \n"))

    code, out, err = run(["-w", os.path.join(d, "missing.tf"), "set", "a", "1"])
    check("missing file", (code, os.path.exists(os.path.join(d, "missing.tf"))), (1, False))

    for failure in FAILURES:
        print("FAIL " + failure)
    print(f"{len(FAILURES)} failed" if FAILURES else "all passed")
    return 1 if FAILURES else 0


if __name__ == "__main__":
    sys.exit(main())
