#!/usr/bin/env python3
"""File tests, in the manner of LLVM lit and Carbon's file tests: a test is one
file holding its input, the commands that run on it and their expected output.

    <input: any text; bytes that are not UTF-8 (a Latin-1 comment) are kept>
    # RUN: %eval %vars -e %text
    # CHECK: {"value":"Ann","type":"string"}
    # CHECK-STDERR: @1:1-1:4 Unknown variable: There is no variable named "x".
    # EXIT: 2

The input is everything before the first directive line (`# RUN:`,
`# CHECK:`, `# CHECK-STDERR:`, `# EXIT:`), so the directives after it do not
shift the positions the output reports. Each RUN line runs, without a shell,
after these substitutions:

    %hclc %hcldec   the tools under test (the driver's --hclc and --hcldec)
    %s              the test file
    %input          a temporary copy of the input, named as the test file
                    (NAME.json.hcl is copied as NAME.json: the .hcl suffix only
                    puts a JSON input among the tests)
    %text           the input as one argument, without the newline that ends
                    its last line
    %NAME           as `%NAME = WORDS` in the folder's filetest.cfg; WORDS may
                    use the substitutions above (shared options such as
                    variables are declared there once)

The expected output is, RUN line after RUN line, the command's standard
output (`# CHECK:` a line), then its standard error (`# CHECK-STDERR:` a
line), then its exit status when not 0 (`# EXIT:`), compared exactly. The
commands run in the test file's folder, so that they may name files beside it.

    filetest.py --hclc HCLC --hcldec HCLDEC check FILE...
        exit 1 with a unified diff for each file whose output differs
    filetest.py --hclc HCLC --hcldec HCLDEC update FILE...
        rewrite the expected lines of the files that differ, printing the same
        diffs and how many files changed (tools/autoupdate)
"""
import argparse
import difflib
import os
import re
import shlex
import subprocess
import sys
import tempfile

RUN, STDOUT, STDERR, EXIT = "# RUN:", "# CHECK:", "# CHECK-STDERR:", "# EXIT:"
DIRECTIVES = (RUN, STDOUT, STDERR, EXIT)
CONFIG_NAME = "filetest.cfg"
SUBSTITUTION = re.compile(r"%[A-Za-z_][A-Za-z0-9_]*")


class FileTestError(Exception):
    pass


def lines_of(text):
    """The lines of `text`, each with its newline: split at "\n" only, where
    str.splitlines also splits at form feeds and other characters an input or
    an output may hold."""
    return [line for line in re.findall(r"[^\n]*\n?", text) if line]


class FileTest:
    """A test file split into its input, its RUN commands and its expected
    output lines."""

    def __init__(self, path):
        self.path = path
        with open(path, encoding="utf-8", errors="surrogateescape", newline="") as fh:
            lines = lines_of(fh.read())
        first = next((i for i, line in enumerate(lines) if line.startswith(DIRECTIVES)), len(lines))
        self.input = "".join(lines[:first])
        trailer = [line.rstrip("\n") for line in lines[first:]]
        self.runs = [line[len(RUN):].strip() for line in trailer if line.startswith(RUN)]
        self.expected = [line for line in trailer if line.startswith((STDOUT, STDERR, EXIT))]
        if not self.runs:
            raise FileTestError("%s: no RUN line" % path)

    def rewrite(self, output):
        """Writes the file back with `output` as its expected lines."""
        # The directives start on a line of their own.
        text = self.input if not self.input or self.input.endswith("\n") else self.input + "\n"
        trailer = [RUN + " " + run for run in self.runs] + output
        with open(self.path, "w", encoding="utf-8", errors="surrogateescape", newline="") as fh:
            fh.write(text + "".join(line + "\n" for line in trailer))


def read_config(folder):
    """The substitutions `%NAME = WORDS` of the folder's filetest.cfg, as word lists."""
    substitutions = {}
    path = os.path.join(folder, CONFIG_NAME)
    if not os.path.exists(path):
        return substitutions
    with open(path, encoding="utf-8") as fh:
        for number, line in enumerate(fh, 1):
            if not line.strip() or line.lstrip().startswith("#"):
                continue
            name, equals, words = line.partition("=")
            if not equals or not re.fullmatch(r"%[A-Za-z_][A-Za-z0-9_]*", name.strip()):
                raise FileTestError("%s:%d: expected `%%NAME = WORDS`" % (path, number))
            substitutions[name.strip()] = shlex.split(words)
    return substitutions


def expand(words, substitutions, builtins):
    """The words with every %NAME replaced: a word that is exactly %NAME by the
    substitution's words, a %NAME inside a word by its one word. The words of
    filetest.cfg are expanded in turn, the built-in ones (the input's text)
    are not; an unknown %NAME stays as it is."""
    def words_of(name):
        if name in builtins:
            return builtins[name]
        return expand(substitutions[name], substitutions, builtins)

    def one_word(match):
        name = match.group(0)
        if name not in builtins and name not in substitutions:
            return name
        value = words_of(name)
        if len(value) != 1:
            raise FileTestError("%s is several words, inside a word" % name)
        return value[0]

    out = []
    for word in words:
        if word in builtins or word in substitutions:
            out += words_of(word)
        else:
            out.append(SUBSTITUTION.sub(one_word, word))
    return out


def directive(prefix, line):
    return prefix + " " + line if line else prefix


def input_copy_name(test_name):
    return test_name[:-len(".hcl")] if test_name.endswith(".json.hcl") else test_name


def actual_output(test, tools):
    """What the RUN lines print now, as expected lines."""
    output = []
    with tempfile.TemporaryDirectory() as tmp:
        copy = os.path.join(tmp, input_copy_name(os.path.basename(test.path)))
        with open(copy, "w", encoding="utf-8", errors="surrogateescape", newline="") as fh:
            fh.write(test.input)
        folder = os.path.dirname(os.path.abspath(test.path))
        substitutions = read_config(folder)
        builtins = {"%hclc": [os.path.abspath(tools.hclc)], "%hcldec": [os.path.abspath(tools.hcldec)],
                    "%s": [os.path.abspath(test.path)],
                    "%input": [copy], "%text": [test.input[:-1] if test.input.endswith("\n") else test.input]}
        for run in test.runs:
            try:
                args = expand(shlex.split(run), substitutions, builtins)
            except (FileTestError, ValueError) as error:
                raise FileTestError("%s: RUN: %s: %s" % (test.path, run, error))
            p = subprocess.run(args, capture_output=True, cwd=folder, timeout=60)
            output += [directive(STDOUT, line.rstrip("\n")) for line in lines_of(p.stdout.decode("utf-8"))]
            output += [directive(STDERR, line.rstrip("\n")) for line in lines_of(p.stderr.decode("utf-8"))]
            if p.returncode != 0:
                output.append("%s %d" % (EXIT, p.returncode))
    return output


def print_difference(test, got):
    """Prints a unified diff of the expected lines against `got`; whether they differ."""
    diff = list(difflib.unified_diff([line + "\n" for line in test.expected], [line + "\n" for line in got],
                                     test.path + " (expected)", test.path + " (actual)"))
    sys.stdout.writelines(diff)
    return bool(diff)


def main():
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--hclc", required=True)
    parser.add_argument("--hcldec", required=True)
    parser.add_argument("mode", choices=("check", "update"))
    parser.add_argument("files", nargs="+")
    args = parser.parse_args()
    failed, changed = 0, 0
    for path in args.files:
        try:
            test = FileTest(path)
            got = actual_output(test, args)
            if print_difference(test, got):
                if args.mode == "check":
                    failed += 1
                else:
                    test.rewrite(got)
                    changed += 1
        except FileTestError as error:
            print(error)
            failed += 1
    if args.mode == "update":
        print("%d of %d file tests changed" % (changed, len(args.files)))
    return 1 if failed else 0


if __name__ == "__main__":
    sys.exit(main())
