#!/usr/bin/env python3
"""The documentation does what it says (issue 32): every fenced code block of
README.md and docs/*.md, and the example at the end of every command's
--help, runs as shown. docs/testing.md describes the conventions:

- ```sh: each line starting with `$ ` is a command, run by bash in the
  document's directory with hclc and hcldec on PATH; the lines after it, up
  to the next command, are what it prints (standard output and error
  together; a line `...` stands for any lines), compared when there are some.
  Each command must exit 0, the last one the status of a
  `<!-- docs-test: status N -->` before the block.
- ```cpp and ```c: a program with `main` is compiled against the library of
  this build and run there; it must exit 0.
- ```python: run by the interpreter the Python module is built for.
- ```hcl: must parse (`hclc parse`); ```json: must be JSON.
- `<!-- docs-test: output -->` before a block: it is what the runnable block
  before it prints, compared exactly.
- `<!-- docs-test: file NAME -->` before a block: its text is also written
  to NAME in the document's directory, for the blocks after it.
- `<!-- docs-test: skip (WHY) -->` before a block: not run, for the reason
  given (which must be given).
Other blocks (output shown without a marker, ```text) are not run.

Besides, the exit statuses the README, docs/cli.md and docs/ARCHITECTURE.md
state are hclc's, and the README's install size is what `cmake --install`
puts in a prefix.

Each document runs in a directory of its own, a copy of tests/docs/fixture
and of examples/ (and of tests/conformance for the --help examples).

    docs_test.py [--sanitized] SOURCE_DIR HCLC HCLDEC LIBHCLC PYTHON_MODULE_DIR [DOC...]

--sanitized (a sanitized build): the C, C++ and Python blocks and the
install size are not checked, since programs built without the sanitizer
cannot load its library.
"""
import json
import os
import pathlib
import re
import shutil
import subprocess
import sys
import tempfile

FAILURES = []
COUNTS = {"run": 0, "skipped": 0, "help examples": 0}
FENCE = re.compile(r"^```(\S*)\s*$")
DIRECTIVE = re.compile(r"^<!-- docs-test: (skip \(.+\)|output|file \S+|status \d+) -->$")


def fail(where, message):
    FAILURES.append(f"{where}: {message}")


class Block:
    def __init__(self, language, text, line, directives):
        self.language = language
        self.text = text
        self.line = line
        self.directives = directives


def blocks_of(path):
    """The fenced blocks of a Markdown file, each with the docs-test
    directives written on the lines just before it."""
    lines = path.read_text().split("\n")
    found = []
    pending = []
    i = 0
    while i < len(lines):
        line = lines[i].lstrip()  # blocks inside list items are indented
        indent = len(lines[i]) - len(line)
        if line.startswith("<!-- docs-test"):
            if not DIRECTIVE.match(line):
                fail(f"{path}:{i + 1}", f"malformed directive {line!r} (see docs/testing.md)")
            else:
                pending.append(line[len("<!-- docs-test: "):-len(" -->")])
            i += 1
            continue
        fence = FENCE.match(line)
        if fence:
            start = i
            body = []
            i += 1
            while i < len(lines) and lines[i].strip() != "```":
                body.append(lines[i][indent:])
                i += 1
            found.append(Block(fence.group(1), "\n".join(body) + "\n", start + 1, pending))
            pending = []
        elif line.strip():
            pending = []
        i += 1
    return found


def matches(expected, actual):
    """`actual` against the lines `expected`, where a line `...` stands for any lines."""
    if "..." not in expected:
        return expected == actual
    head = expected[:expected.index("...")]
    tail = expected[expected.index("...") + 1:]
    if actual[:len(head)] != head:
        return False
    rest = actual[len(head):]
    return any(matches(tail, rest[k:]) for k in range(len(rest) + 1)) if tail else True


class Runner:
    def __init__(self, source, hclc, hcldec, libhclc, python_module, sanitized):
        self.sanitized = sanitized
        self.source = source
        self.hclc = hclc
        self.libhclc = pathlib.Path(libhclc)
        self.python_module = python_module
        self.bin = pathlib.Path(tempfile.mkdtemp(prefix="docs-test-bin-"))
        for tool in (hclc, hcldec):
            (self.bin / pathlib.Path(tool).name).symlink_to(tool)
        self.env = dict(os.environ, PATH=f"{self.bin}:{os.environ['PATH']}", NO_COLOR="1",
                        PYTHONPATH=python_module, LC_ALL="C.UTF-8")

    def workdir(self, with_conformance=False):
        """A copy (never links: `hclc fmt -w -recursive .` may run there) of
        the fixture and of examples/, and of tests/conformance when asked."""
        directory = pathlib.Path(tempfile.mkdtemp(prefix="docs-test-"))
        shutil.copytree(self.source / "tests" / "docs" / "fixture", directory, dirs_exist_ok=True)
        shutil.copytree(self.source / "examples", directory / "examples")
        if with_conformance:
            shutil.copytree(self.source / "tests" / "conformance", directory / "tests" / "conformance")
        return directory

    def shell(self, command, cwd):
        return subprocess.run(["bash", "-c", command], cwd=cwd, env=self.env, capture_output=True, timeout=300)

    def run_sh(self, where, block, cwd, status):
        commands = []  # (command, expected lines)
        for line in block.text.rstrip("\n").split("\n"):
            if line.startswith("$ "):
                commands.append((line[2:], []))
            elif commands:
                commands[-1][1].append(line)
            elif line.strip() and not line.startswith("#"):
                fail(where, f"a sh block's commands start with `$ ` (found {line!r})")
                return None
        output = b""
        for k, (command, expected) in enumerate(commands):
            result = self.shell(command, cwd)
            wanted = status if k == len(commands) - 1 else 0
            if result.returncode != wanted:
                fail(where, f"`{command}` exited {result.returncode}, not {wanted}:\n"
                     f"{(result.stdout + result.stderr).decode(errors='replace')}")
            output = result.stdout + result.stderr
            if expected and not matches(expected, output.decode(errors="replace").rstrip("\n").split("\n")):
                fail(where, f"`{command}` printed\n{output.decode(errors='replace')}\nnot\n" + "\n".join(expected))
        return output

    def compile_and_run(self, where, block, cwd):
        c = block.language == "c"
        source = cwd / ("docs_example.c" if c else "docs_example.cpp")
        source.write_text(block.text)
        program = cwd / "docs_example"
        compiler = ["cc", "-std=c99"] if c else ["c++", "-std=c++20"]
        command = [*compiler, "-o", program, source, f"-I{self.source / 'include'}",
                   f"-I{self.libhclc.parent.parent.parent / 'include'}", self.libhclc,
                   f"-Wl,-rpath,{self.libhclc.parent}"]
        built = subprocess.run([str(a) for a in command], capture_output=True, timeout=600)
        if built.returncode != 0:
            fail(where, f"does not compile:\n{built.stderr.decode(errors='replace')}")
            return None
        result = subprocess.run([program], cwd=cwd, env=self.env, capture_output=True, timeout=300)
        if result.returncode != 0:
            fail(where, f"exited {result.returncode}:\n{result.stderr.decode(errors='replace')}")
        return result.stdout

    def run_document(self, path):
        cwd = self.workdir()
        try:
            last_output = None
            for block in blocks_of(path):
                where = f"{path.relative_to(self.source)}:{block.line}"
                directives = block.directives
                if any(d.startswith("skip") for d in directives):
                    COUNTS["skipped"] += 1
                    last_output = None
                    continue
                for d in directives:
                    if d.startswith("file "):
                        (cwd / d[len("file "):]).write_text(block.text)
                if "output" in directives:
                    if self.sanitized and last_output is None:
                        continue
                    COUNTS["run"] += 1
                    if last_output is None:
                        fail(where, "an output block follows no runnable block")
                    elif last_output.decode(errors="replace") != block.text:
                        fail(where, f"the block above printed\n{last_output.decode(errors='replace')}\nnot\n"
                             f"{block.text}")
                    last_output = None
                    continue
                status = next((int(d.split()[1]) for d in directives if d.startswith("status")), 0)
                language = block.language
                if self.sanitized and language in ("cpp", "c", "python"):
                    COUNTS["skipped"] += 1
                    last_output = None
                    continue
                if language == "sh":
                    last_output = self.run_sh(where, block, cwd, status)
                elif language in ("cpp", "c"):
                    if not re.search(r"\bint main\(", block.text):
                        fail(where, "a C or C++ block without main: make it a whole program, or mark it "
                             "<!-- docs-test: skip (WHY) -->")
                        continue
                    last_output = self.compile_and_run(where, block, cwd)
                elif language == "python":
                    result = subprocess.run([sys.executable, "-c", block.text], cwd=cwd, env=self.env,
                                            capture_output=True, timeout=300)
                    if result.returncode != 0:
                        fail(where, f"exited {result.returncode}:\n{result.stderr.decode(errors='replace')}")
                    last_output = result.stdout
                elif language == "hcl":
                    result = subprocess.run([self.hclc, "parse", "-"], input=block.text.encode(),
                                            capture_output=True, env=self.env)
                    if result.returncode != 0:
                        fail(where, f"does not parse:\n{result.stderr.decode(errors='replace')}")
                    last_output = None
                elif language == "json":
                    try:
                        json.loads(block.text)
                    except ValueError as error:
                        fail(where, f"is not JSON: {error}")
                    last_output = None
                else:
                    COUNTS["skipped"] += 1
                    last_output = None
                    continue
                COUNTS["run"] += 1
        finally:
            shutil.rmtree(cwd, ignore_errors=True)

    def run_help_examples(self):
        """The `Example:` of `hclc --help` and of each command's --help, run in the fixture."""
        top = subprocess.run([self.hclc, "--help"], capture_output=True, text=True).stdout
        listed = top.split("Subcommands:\n", 1)[1].split("\n\n", 1)[0] if "Subcommands:\n" in top else ""
        commands = re.findall(r"^  (\w+)\s", listed, re.M)
        if len(commands) < 8:
            fail("hclc --help", f"lists {commands}, not its subcommands")
        for command in [None, *commands]:
            args = [self.hclc, "--help"] if command is None else [self.hclc, command, "--help"]
            text = subprocess.run(args, capture_output=True, text=True).stdout
            example = re.search(r"^Example:\n((?:  .*\n)+)", text, re.M)
            where = " ".join(["hclc", *([command] if command else []), "--help"])
            if not example:
                fail(where, "has no Example:")
                continue
            for line in example.group(1).split("\n"):
                # A server that an editor starts and talks to (hclc lsp) has
                # nothing to do alone: tests/lsp drives it as a client does.
                if "(started by an editor" in line:
                    COUNTS["skipped"] += 1
                    continue
                # The command, without the explanation after it in parentheses.
                line = re.split(r"\s{2,}\(", line.strip())[0]
                if not line:
                    continue
                cwd = self.workdir(with_conformance=command == "specsuite")
                try:
                    result = self.shell(line, cwd)
                    COUNTS["help examples"] += 1
                    if result.returncode != 0:
                        fail(where, f"its example `{line}` exited {result.returncode}:\n"
                             f"{(result.stdout + result.stderr).decode(errors='replace')}")
                finally:
                    shutil.rmtree(cwd, ignore_errors=True)


def check_exit_statuses(runner):
    """The exit statuses the documents state are hclc's: each sentence
    "N on success, N when the input has error diagnostics, N ..." against
    a run that succeeds, one with an error in its input, one unreadable."""
    measured = {
        "success": subprocess.run([runner.hclc, "eval", "-e", "1"], capture_output=True).returncode,
        "diagnostics": subprocess.run([runner.hclc, "eval", "-e", "1 +"], capture_output=True).returncode,
        "usage": subprocess.run([runner.hclc, "eval", "/nonexistent/x.hcl"], capture_output=True).returncode,
    }
    sentence = re.compile(r"(\d)\s+(?:on\s+)?success,\s+(\d)\s+when\s+the\s+input\s+has\s+error\s+diagnostics,\s+"
                          r"(\d)\s+(?:on|for)\s+usage")
    found = 0
    for name in ("README.md", "docs/cli.md", "docs/ARCHITECTURE.md"):
        for stated in sentence.findall((runner.source / name).read_text()):
            found += 1
            if tuple(int(n) for n in stated) != (measured["success"], measured["diagnostics"], measured["usage"]):
                fail(name, f"states exit statuses {stated}; hclc's are {measured}")
    if found < 3:
        fail("exit statuses", f"found {found} statements of them in README.md, docs/cli.md, docs/ARCHITECTURE.md")


def check_install_size(runner, build):
    """The README's "N MB in all" is what `cmake --install` puts in a prefix (within a tenth)."""
    stated = re.search(r"\((\d+) MB in all", (runner.source / "README.md").read_text())
    if not stated:
        fail("README.md", "states no install size (\"(N MB in all\")")
        return
    prefix = pathlib.Path(tempfile.mkdtemp(prefix="docs-test-install-"))
    try:
        installed = subprocess.run(["cmake", "--install", build, "--prefix", prefix], capture_output=True)
        if installed.returncode != 0:
            fail("cmake --install", installed.stderr.decode(errors="replace"))
            return
        size = sum(f.stat().st_size for f in prefix.rglob("*") if f.is_file() and not f.is_symlink()) / 1e6
        if abs(size - int(stated.group(1))) > size / 10:
            fail("README.md", f"says {stated.group(1)} MB installed; cmake --install puts {size:.1f} MB")
    finally:
        shutil.rmtree(prefix, ignore_errors=True)


def main():
    arguments = sys.argv[1:]
    sanitized = arguments[:1] == ["--sanitized"]
    arguments = arguments[1:] if sanitized else arguments
    source, hclc, hcldec, libhclc, python_module = (str(pathlib.Path(a).resolve()) for a in arguments[:5])
    source = pathlib.Path(source)
    named = arguments[5:]
    documents = [source / d for d in named] or [source / "README.md", *sorted((source / "docs").glob("*.md"))]
    runner = Runner(source, hclc, hcldec, libhclc, python_module, sanitized)
    try:
        for document in documents:
            runner.run_document(document)
        if not named:
            runner.run_help_examples()
            check_exit_statuses(runner)
            if not sanitized:
                check_install_size(runner, pathlib.Path(libhclc).parent.parent.parent)
    finally:
        shutil.rmtree(runner.bin, ignore_errors=True)
    for f in FAILURES:
        print("FAIL", f)
    print(f"{COUNTS['run']} blocks run, {COUNTS['skipped']} not run, {COUNTS['help examples']} --help examples run")
    print(f"{0 if FAILURES else 1} passed, {1 if FAILURES else 0} failed")
    return 1 if FAILURES else 0


if __name__ == "__main__":
    sys.exit(main())
