#!/usr/bin/env python3
"""One command line across the hclc commands (issue 16 item 5, issue 14 item 3):
-e/--expr and --template, `-` for standard input, directories walked,
--diags=brief, --color and NO_COLOR, `hclc eval -r`, an unknown subcommand,
`hclc dec -v`, hcldec without --spec as the reference's, and -j giving output
byte-identical to -j1 in parse, dec, json and specsuite. And issue 32's bugs:
every option that takes a value takes one, given before a file; eval
--with-type as hcldec's; refs of files and directories; the reason an input
could not be read; the block context of text diagnostics in every command;
hclc edit's diagnostics, appending to tuples and quoted labels.

    cli_test.py HCLC HCLDEC REFERENCE_BINDIR SPECSUITE_DIR
"""
import json
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


def same_run(what, first, second, status=0):
    """Both command lines give the same status and output, and the expected status."""
    one, two = run(first), run(second)
    expect(f"{what}: status", one.returncode, status)
    expect(f"{what}: against {' '.join(str(a) for a in second)}", (one.returncode, one.stdout, one.stderr),
           (two.returncode, two.stdout, two.stderr))


def options_take_one_value(hclc, hcldec, tmp, spec, specsuite):
    """Every option that takes a value takes one: the FILE after it stays a
    FILE (`check -T '{...}' x.hcl` once said "a FILE or -e EXPR is required").
    Each is given as OPTION VALUE FILE, compared with FILE OPTION VALUE."""
    expression = tmp / "x.hcl"
    expression.write_text("x + 1\n")
    config = tmp / "config.hcl"
    config.write_text('a = "x"\nb = 2\nc = true\n')
    variables = tmp / "vars.json"
    variables.write_text('{"x": 1}\n')
    types = '{"x": "number"}'
    out = tmp / "out.json"
    cases = {
        "check -T": (["check", "-T", types], [expression]),
        "check --var-types": (["check", "--var-types", types], [expression]),
        "check -T twice": (["check", "-T", '{"y": "string"}', "-T", types], [expression]),
        "check --diags": (["check", "-T", types, "--diags", "brief"], [expression]),
        "check --color": (["check", "-T", types, "--color", "never"], [expression]),
        "eval -V JSON": (["eval", "-V", '{"x": 1}'], [expression]),
        "eval -V FILE": (["eval", "-V", variables], [expression]),
        "eval --vars": (["eval", "--vars", variables], [expression]),
        "eval --functions": (["eval", "-V", variables, "--functions", "terraform"], [expression]),
        "eval --diags": (["eval", "-V", variables, "--diags", "json"], [expression]),
        "eval --color": (["eval", "-V", variables, "--color", "never"], [expression]),
        "parse -j": (["parse", "-j", "2"], [config]),
        "parse --jobs": (["parse", "--jobs", "2"], [config]),
        "parse --diags": (["parse", "--diags", "brief"], [config]),
        "parse --color": (["parse", "--color", "never"], [config]),
        "ir --diags": (["ir", "--diags", "brief"], [config]),
        "ir --color": (["ir", "--color", "never"], [config]),
        "refs --diags": (["refs", "--diags", "brief"], [config]),
        "refs --color": (["refs", "--color", "never"], [config]),
        "dec -s": (["dec", "-s", spec], [config]),
        "dec --spec": (["dec", "--spec", spec], [config]),
        "dec -V": (["dec", "-s", spec, "-V", '{"x": 1}'], [config]),
        "dec --vars": (["dec", "-s", spec, "--vars", variables], [config]),
        "dec --diags": (["dec", "-s", spec, "--diags", "json"], [config]),
        "dec --color": (["dec", "-s", spec, "--color", "never"], [config]),
        "dec -j": (["dec", "-s", spec, "-j", "2"], [config]),
        "dec --functions": (["dec", "-s", spec, "--functions", "terraform"], [config]),
        "dec -o": (["dec", "-s", spec, "-o", out], [config]),
        "json -j": (["json", "-j", "2"], [config]),
        "json --diags": (["json", "--diags", "brief"], [config]),
        "json --color": (["json", "--color", "never"], [config]),
        "json -o": (["json", "-o", out], [config]),
        "json --out": (["json", "--out", out], [config]),
        "fmt --diags": (["fmt", "--diags", "json"], [config]),
        "edit --diags": (["edit", "--diags", "brief"], [config, "get", "a"]),
    }
    for what, (option, files) in cases.items():
        same_run(what, [hclc, *option, *files], [hclc, option[0], *files, *option[1:]])
    for what, option in {"hcldec -s": ["-s", spec], "hcldec -V": ["-s", spec, "-V", '{"x": 1}'],
                         "hcldec --diags": ["-s", spec, "--diags", "json"], "hcldec -o": ["-s", spec, "-o", out]}.items():
        same_run(what, [hcldec, *option, config], [hcldec, config, *option])
    if pathlib.Path(specsuite).is_dir():
        same_run("specsuite -j", [hclc, "specsuite", "-q", "-j", "2", specsuite],
                 [hclc, "specsuite", specsuite, "-q", "-j", "2"])
    # --help of dec and hcldec names every --diags format they accept (it said "only json").
    for tool in ([hclc, "dec"], [hcldec]):
        described = [line for line in run([*tool, "--help"]).stdout.decode().splitlines() if "--diags" in line]
        for format in ("json", "text", "brief", "kinds", "lines"):
            accepted = run([*tool, "-s", spec, f"--diags={format}", config]).returncode == 0
            expect(f"{tool[-1]} --diags={format}: accepted, and named by --help",
                   (accepted, len(described) == 1 and format in described[0]), (True, True))
    # The case of the issue, with its words.
    r = run([hclc, "check", "-T", '{"x":"number"}', expression])
    expect("check -T JSON FILE", (r.returncode, r.stdout), (0, b'"number"\n'))


def json_or_none(text):
    try:
        return json.loads(text)
    except ValueError:
        return None


def first_detail(stderr):
    """The detail of the first diagnostic of --diags=json's output."""
    diags = json_or_none(stderr)
    return diags["diagnostics"][0]["detail"] if diags and diags.get("diagnostics") else None


def context_line(stderr):
    return [line for line in stderr.decode().splitlines() if line.strip().startswith("on ")]


def issue_32_bugs(hclc, reference_bindir, tmp):
    reference = pathlib.Path(reference_bindir)

    # eval --with-type: {"type":…,"value":…}, byte for byte as hcldec --with-type.
    any_spec = tmp / "any.hcldec"
    any_spec.write_text('attr {\n  name = "x"\n  type = any\n}\n')
    for expression, expected in [
            ('{a = null, b = [1, "x"]}', b'{"type":["object",{"a":"dynamic","b":["tuple",["number","string"]]}],'
                                         b'"value":{"b":[1,"x"]}}\n'),
            ('"s"', b'{"type":"string","value":"s"}\n'),
            ('null', b'null\n')]:
        ours = run([hclc, "eval", "--with-type", "-e", expression])
        expect(f"eval --with-type {expression}", (ours.returncode, ours.stdout), (0, expected))
        if (reference / "hcldec").exists():
            config = tmp / "with_type.hcl"
            config.write_text(f"x = {expression}\n")
            theirs = run([reference / "hcldec", "--with-type", "-s", any_spec, config])
            expect(f"eval --with-type {expression}, against the reference's hcldec", ours.stdout, theirs.stdout)
            ours = run([hclc, "eval", "--with-type", "--keep-nulls", "-e", expression])
            theirs = run([reference / "hcldec", "--with-type", "--keep-nulls", "-s", any_spec, config])
            expect(f"eval --with-type --keep-nulls {expression}, against the reference's hcldec",
                   ours.stdout, theirs.stdout)

    # refs: files and directories, in one array as hcldec --var-refs gives them.
    refs = tmp / "refs"
    (refs / "sub").mkdir(parents=True)
    (refs / "a.tf").write_text("x = var.a\n")
    (refs / "sub" / "b.hcl").write_text("y = local.b[0]\n")
    (refs / "c.hcl").write_text("z = c\n")
    r = run([hclc, "refs", refs / "sub", refs / "c.hcl", refs / "a.tf"])
    found = json_or_none(r.stdout) or []
    expect("refs DIR FILE FILE", (r.returncode, [ref["root_name"] for ref in found]), (0, ["local", "c", "var"]))
    expect("refs DIR: the files' names", sorted({ref["range"]["filename"] for ref in found}),
           sorted(str(p) for p in [refs / "sub" / "b.hcl", refs / "c.hcl", refs / "a.tf"]))
    r = run([hclc, "refs", "--diags=json", refs / "missing.tf"])
    expect("refs of a missing file", (r.returncode, first_detail(r.stderr)),
           (1, f"The file {refs / 'missing.tf'} could not be read: there is no such file."))
    r = run([hclc, "eval", "--diags=json", tmp])
    expect("eval of a directory: the reason", (r.returncode, first_detail(r.stderr)),
           (1, f"The file {tmp} could not be read: it is a directory."))

    # parse and fmt: text diagnostics name the block, as the reference does.
    bad = tmp / "bad.tf"
    bad.write_text('resource "aws_instance" "x" {\n  ami = \n  count = 2\n}\n')
    expected = [f'  on {bad} line 2, in resource "aws_instance" "x":']
    for command in (["parse"], ["fmt"], ["json"], ["ir"], ["refs"], ["dec", "-s", tmp / "spec.hcldec"]):
        expect(f"{command[0]}: the context line", context_line(run([hclc, *command, bad]).stderr), expected)
    expect("edit: the context line", context_line(run([hclc, "edit", bad, "get", "a"]).stderr), expected)
    bad_json = tmp / "bad.tf.json"
    bad_json.write_text('{"resource": {"aws_instance": {"x": {"ami": }}}}\n')
    if (reference / "hcldec").exists():
        spec = tmp / "resource.hcldec"
        spec.write_text('object {\n  attr "resource" { type = any }\n}\n')
        for what, path in [("native", bad), ("JSON", bad_json)]:
            theirs = run([reference / "hcldec", "-s", spec, path])
            expect(f"parse: the context line ({what}), against the reference's hcldec",
                   context_line(run([hclc, "parse", path]).stderr), context_line(theirs.stderr))
        theirs = run([reference / "hclfmt", "-check", bad])
        expect("fmt: the context line, against the reference's hclfmt", context_line(run([hclc, "fmt", bad]).stderr),
               context_line(theirs.stderr))

    # edit.
    main_tf = tmp / "main.tf"
    main_tf.write_text('resource "aws_s3_bucket" "logs" {\n  tags = [1, 2]\n}\n\nmodule "vpc" {\n}\n')
    r = run([hclc, "edit", "--diags=brief", main_tf, "get", "resource.aws_instance"])
    expect("edit get of a missing label: blames the label, with a range",
           (r.returncode, r.stderr), (2, f"{main_tf}:1:1: error: No such item\n".encode()))
    r = run([hclc, "edit", main_tf, "get", "resource.aws_instance"])
    expect("edit get of a missing label: the message", b'No resource block here has the labels "aws_instance"' in
           r.stderr, True)
    r = run([hclc, "edit", "--diags=brief", main_tf, "get", "data.aws_instance.x"])
    expect("edit get of a missing block type: blames the type, with a range",
           (r.returncode, r.stderr), (2, f"{main_tf}:1:1: error: No such item\n".encode()))
    r = run([hclc, "edit", "--diags=brief", main_tf, "get", "nosuch"])
    expect("edit get of a missing attribute at the root: a range", r.stderr,
           f"{main_tf}:1:1: error: No such item\n".encode())
    r = run([hclc, "edit", main_tf, "rename", "module.vpc", "resource.vpc"])
    expect("edit rename to another block type: the message", (r.returncode, r.stderr),
           (1, b"Error: hclc edit rename changes a block's labels, not its type: give the new address as module "
               b"followed by the new labels (module.LABEL...)\n"))
    r = run([hclc, "edit", main_tf, "set", "resource.aws_s3_bucket.logs.tags.2", "3"])
    expect("edit set at a tuple's length appends", (r.returncode, b"tags = [1, 2, 3]" in r.stdout), (0, True))
    r = run([hclc, "edit", main_tf, "set", "resource.aws_s3_bucket.logs.tags.3", "3"])
    expect("edit set past a tuple's length", r.returncode, 2)
    r = run([hclc, "edit", main_tf, "append", "resource.aws_s3_bucket.logs.tags", '"x"'])
    expect("edit append", (r.returncode, b'tags = [1, 2, "x"]' in r.stdout), (0, True))
    for labels in (['"aws_instance"', '"web"'], ["aws_instance", "web"], ['resource."aws_instance".web']):
        args = labels if len(labels) == 1 else ["resource", *labels]
        r = run([hclc, "edit", main_tf, "append-block", ".", *args])
        expect(f"edit append-block {' '.join(args)}: labels bare or quoted",
               (r.returncode, r.stdout.endswith(b'\nresource "aws_instance" "web" {\n}\n')), (0, True))
    r = run([hclc, "edit", main_tf, "rename", "module.vpc", 'module."net"'])
    expect("edit rename with a quoted label", (r.returncode, b'module "net" {' in r.stdout), (0, True))


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

        options_take_one_value(hclc, hcldec, tmp, spec, specsuite)
        issue_32_bugs(hclc, reference_bindir, tmp)

    for f in FAILURES:
        print("FAIL", f)
    print(f"{0 if FAILURES else 1} passed, {1 if FAILURES else 0} failed")
    return 1 if FAILURES else 0


if __name__ == "__main__":
    sys.exit(main())
