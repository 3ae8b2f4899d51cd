#!/usr/bin/env python3
"""The stages are layers: a folder may include headers of its own layer and of
the layers below it, never of a layer above. This test fails on an #include
that goes upward, so that a lower stage cannot grow to depend on a higher one
(as diag and syntax once included each other).

Usage: check_layers.py SOURCE_DIR
"""
import pathlib
import re
import sys

# From the bottom up. Folders on one line are one layer (they may include each
# other's headers only where a later line allows it, see SAME_LAYER_ALLOWED).
LAYERS = [
    ["runtime"],   # the information model: types, values, numbers, functions, text
    ["source"],    # positions, ranges, a file's bytes and its line index
    ["diag"],      # diagnostics and their renderers
    ["ir"],        # node kinds, arena, printer, static analysis
    ["syntax"],    # the native syntax: lexer, ANTLR grammar, lowering
    ["eval"],      # evaluation (its driver parses a standalone expression)
    ["check", "body", "tojson", "edit", "format"],
    ["json"],      # the JSON syntax, whose bodies are bodies
    ["ext"],       # opt-in extensions: dynamic blocks, the Terraform function pack
    ["dec", "fromjson"],  # hcldec specs; JSON syntax to native
    ["specsuite"],
    ["lsp"],       # the language server
    ["api"],       # the public library's facades
    ["tools"],     # the command-line programs
]
RANK = {folder: rank for rank, layer in enumerate(LAYERS) for folder in layer}
INCLUDE = re.compile(r'^\s*#\s*include\s+"([^"]+)"', re.MULTILINE)


def layer_of(path, root):
    """The layer a source file belongs to, by its folder."""
    parts = path.relative_to(root).parts
    if parts[0] == "runtime":
        return "runtime"
    if parts[0] == "src":
        return parts[1]
    if parts[0] == "tools":
        return "tools"
    return None


def included_layer(header):
    """The layer of an included header ("eval/eval.h" -> eval), or None for
    headers that are not a stage's (generated parser, local, public API)."""
    first = header.split("/")[0]
    if first == "src" and header.count("/") >= 2:
        first = header.split("/")[1]
    return first if first in RANK else None


def main():
    root = pathlib.Path(sys.argv[1]).resolve()
    problems = []
    public = []
    checked = 0
    for top in ("runtime", "src", "tools"):
        for path in sorted((root / top).rglob("*")):
            if path.suffix not in (".h", ".cpp", ".def", ".in") or "generated" in path.parts:
                continue
            layer = layer_of(path, root)
            if layer not in RANK:
                problems.append(f"{path.relative_to(root)}: folder not in the layer table of {__file__}")
                continue
            checked += 1
            for header in INCLUDE.findall(path.read_text(encoding="utf-8", errors="replace")):
                target = included_layer(header)
                if target is not None and RANK[target] > RANK[layer]:
                    problems.append(f"{path.relative_to(root)} ({layer}) includes {header} ({target}), a higher layer")
    # The public headers include nothing of the implementation.
    for path in sorted((root / "include" / "hclc").rglob("*")):
        if path.suffix not in (".h", ".in"):
            continue
        checked += 1
        for header in INCLUDE.findall(path.read_text(encoding="utf-8")):
            if not header.startswith("hclc/"):
                public.append(f"{path.relative_to(root)} includes {header}, which is not a public header")
    for line in problems + public:
        print(line)
    print(f"{checked} files checked, {len(problems) + len(public)} upward or private includes")
    return 1 if problems or public else 0


if __name__ == "__main__":
    sys.exit(main())
