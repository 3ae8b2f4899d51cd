"""`pip install .` into a fresh virtual environment, as a user installs hclc,
then the README's Python examples and docs/python.md's run unchanged and
hclc-hcl2tojson works.

Usage: install_in_venv.py SOURCE_DIR BUILD_DIR

The venv has --system-site-packages and pip runs with --no-build-isolation
--no-index (no network: Debian's setuptools and wheel build it). The module
is built in BUILD_DIR (HCLC_CMAKE_BUILD_DIR), the configured tree ctest runs
from, so the install costs no second build of the library. Each ```python
block of the README's "Python" section and of docs/python.md runs in
examples/python/; a block followed by "prints" and a plain ``` block must
print exactly that.
"""
import json
import os
import re
import subprocess
import sys
import tempfile


def fail(message):
    print(f"FAIL: {message}", file=sys.stderr)
    sys.exit(1)


def run(command, **kwargs):
    result = subprocess.run(command, capture_output=True, text=True, **kwargs)
    if result.returncode != 0:
        fail(f"{' '.join(command)} exited {result.returncode}\n{result.stdout}\n{result.stderr}")
    return result.stdout


def doc_examples(path, section=None):
    """(code, expected output or None) for each ```python block of a Markdown
    file, or of its `## section` when one is named."""
    text = open(path, encoding="utf-8").read()
    if section is not None:
        start = text.find(f"\n## {section}\n")
        end = text.find("\n## ", start + 1)
        text = text[start:end] if start >= 0 else ""
    pattern = re.compile(r"```python\n(.*?)```\n(?:\s*prints\s*\n\s*```\n(.*?)```\n)?", re.S)
    return [(match.group(1), match.group(2)) for match in pattern.finditer(text)]


def main():
    source_dir, build_dir = (os.path.abspath(p) for p in sys.argv[1:3])
    env = {k: v for k, v in os.environ.items() if k not in ("PYTHONPATH", "PYTHONHOME", "VIRTUAL_ENV")}
    env["HCLC_CMAKE_BUILD_DIR"] = build_dir
    env["PIP_DISABLE_PIP_VERSION_CHECK"] = "1"
    with tempfile.TemporaryDirectory(prefix="hclc-venv-") as scratch:
        venv = os.path.join(scratch, "venv")
        run([sys.executable, "-m", "venv", "--system-site-packages", venv], env=env)
        python = os.path.join(venv, "bin", "python")
        run([python, "-m", "pip", "install", "--no-build-isolation", "--no-index", "--no-deps", source_dir],
            env=env, cwd=scratch)

        where = run([python, "-c", "import hclc, hclc.hcl2, hclc.hcl2_v7; print(hclc.__file__)"], env=env,
                    cwd=scratch).strip()
        if not where.startswith(venv):
            fail(f"hclc was imported from {where}, not from the venv {venv}")
        site = os.path.dirname(where)
        for stub in ("__init__.pyi", "hcl2.pyi", "hcl2_v7.pyi"):
            if not os.path.isfile(os.path.join(site, "hclc-stubs", stub)):
                fail(f"the type stub hclc-stubs/{stub} is not installed in {site}")

        examples = 0
        for document, section in (("README.md", "Python"), (os.path.join("docs", "python.md"), None)):
            blocks = doc_examples(os.path.join(source_dir, document), section)
            if not blocks:
                fail(f"{document} has no ```python example" + (f" in its {section} section" if section else ""))
            for number, (code, expected) in enumerate(blocks, 1):
                output = run([python, "-c", code], env=env, cwd=os.path.join(source_dir, "examples", "python"))
                if expected is not None and output != expected:
                    fail(f"{document} example {number} printed\n{output}\nnot\n{expected}")
            examples += len(blocks)

        # The console script gives what hclc.hcl2.load gives, as JSON (as
        # python-hcl2's hcl2tojson, without comments unless --with-comments).
        script = os.path.join(venv, "bin", "hclc-hcl2tojson")
        job = os.path.join(source_dir, "examples", "python", "job.nomad")
        printed = json.loads(run([script, "-q", job], env=env, cwd=scratch))
        loaded = json.loads(run([python, "-c", "import json, sys, hclc.hcl2 as h; "
                                 "o = h.SerializationOptions(with_comments=False); "
                                 "print(json.dumps(h.load(open(sys.argv[1]), serialization_options=o)))", job], env=env, cwd=scratch))
        if printed != loaded:
            fail("hclc-hcl2tojson's JSON differs from hclc.hcl2.load's dict")
        print(f"installed in a fresh venv; {examples} README and docs/python.md examples and hclc-hcl2tojson ran")


if __name__ == "__main__":
    main()
