#!/usr/bin/env python3
"""Generate expressions over refined unknown variables and record what the
reference makes of them (tests/differential/refine/cases.jsonl), for the
refinement differential (refine_test.cpp replays the recording; CI needs no
Go).

Developer-only: needs the refinement oracle (oracle/build.sh beside this
file builds it from the packed reference sources). Deterministic for a given
--seed.

    tests/differential/refine/gen.py --out tests/differential/refine/cases.jsonl --count 4400

Each record: {"name", "expr", "vars", "expect"}, with "vars" the variables in
the oracle's input form (see oracle/main.go) and "expect" its output line.
"""
import argparse
import json
import os
import random
import subprocess
import sys

HERE = os.path.dirname(os.path.abspath(__file__))

STRING, NUMBER, BOOL = "string", "number", "bool"


def unknown(ty, **refine):
    v = {"type": ty}
    if refine:
        v["refine"] = refine
    return v


def known(ty, value):
    return {"type": ty, "value": value}


# The variables, by the type of value each gives; names say what is known.
VARS = {
    # strings
    "s": unknown(STRING),
    "s_nn": unknown(STRING, not_null=True),
    "s_pre": unknown(STRING, not_null=True, prefix="hello-"),
    "s_pre_null": unknown(STRING, prefix="ab"),
    "s_uni": unknown(STRING, not_null=True, prefix="caf\u00e9 "),
    "k_s": known(STRING, "hello-world"),
    "k_empty": known(STRING, ""),
    "k_null_s": known(STRING, None),
    # numbers
    "n": unknown(NUMBER),
    "n_nn": unknown(NUMBER, not_null=True),
    "n_1_10": unknown(NUMBER, not_null=True, lower=1, upper=10),
    "n_0_5x": unknown(NUMBER, not_null=True, lower=0, lower_inclusive=False, upper=5, upper_inclusive=False),
    "n_ge3": unknown(NUMBER, lower=3),
    "n_le_neg1": unknown(NUMBER, not_null=True, upper=-1),
    "n_frac": unknown(NUMBER, not_null=True, lower=0.5, upper=2.5),
    "k_n": known(NUMBER, 5),
    "k_zero": known(NUMBER, 0),
    "k_null_n": known(NUMBER, None),
    # bools
    "b": unknown(BOOL),
    "b_nn": unknown(BOOL, not_null=True),
    "k_t": known(BOOL, True),
    "k_f": known(BOOL, False),
    # collections
    "l": unknown(["list", STRING]),
    "l_nn": unknown(["list", STRING], not_null=True),
    "l_1": unknown(["list", STRING], not_null=True, min_length=1),
    "l_0_3": unknown(["list", STRING], max_length=3),
    "l_2_5": unknown(["list", STRING], not_null=True, min_length=2, max_length=5),
    "ln": unknown(["list", NUMBER], min_length=2),
    "st": unknown(["set", STRING], not_null=True, min_length=1),
    "st_0_2": unknown(["set", STRING], max_length=2),
    "m": unknown(["map", NUMBER], not_null=True, min_length=1, max_length=4),
    "m_any": unknown(["map", STRING]),
    "k_l": known(["list", STRING], ["a", "b"]),
    "k_el": known(["list", STRING], []),
    "k_m": known(["map", NUMBER], {"a": 1, "b": 2}),
    # structural and dynamic
    "o": unknown(["object", {"a": STRING, "b": NUMBER}]),
    "o_nn": unknown(["object", {"a": STRING, "b": NUMBER}], not_null=True),
    "t": unknown(["tuple", [STRING, NUMBER]]),
    "t_nn": unknown(["tuple", [STRING, NUMBER]], not_null=True),
    "d": unknown("dynamic"),
    "k_o": known(["object", {"a": STRING, "b": NUMBER}], {"a": "x", "b": 1}),
}

by_kind = {}
for name, spec in VARS.items():
    ty = spec["type"]
    kind = ty if isinstance(ty, str) else ty[0]
    by_kind.setdefault(kind, []).append(name)

STRINGS = by_kind["string"]
NUMBERS = by_kind["number"]
BOOLS = by_kind["bool"]
LISTS = by_kind["list"]
SETS = by_kind["set"]
MAPS = by_kind["map"]
COLLECTIONS = LISTS + SETS + MAPS
ALL = list(VARS)

STRING_CONSTS = ['"hello-world"', '"x"', '""', '"hello-"', '"ab"', '"abc"', '"caf\u00e9 au lait"', "null"]
NUMBER_CONSTS = ["0", "1", "3", "5", "10", "11", "-1", "2.5", "0.5", "-5", "null"]
BOOL_CONSTS = ["true", "false", "null"]


def case_families(rng):
    """Yield (family, expr) pairs: every family systematic over its operands,
    then random nestings."""
    # Null checks, on every variable.
    for v in ALL:
        yield "null", f"{v} == null"
        yield "null", f"null != {v}"
    # Equality with constants and between variables.
    for v in STRINGS:
        for c in STRING_CONSTS:
            yield "equals", f"{v} == {c}"
            yield "equals", f"{c} != {v}"
    for v in NUMBERS:
        for c in NUMBER_CONSTS:
            yield "equals", f"{v} == {c}"
            yield "equals", f"{v} != {c}"
    for v in BOOLS:
        for c in BOOL_CONSTS:
            yield "equals", f"{v} == {c}"
    for v in COLLECTIONS:
        yield "equals", f"{v} == []"
        yield "equals", f"{v} == {{}}"
        yield "equals", f'{v} == ["a"]'
        yield "equals", f"{v} == tolist([])"
        yield "equals", f"{v} == tomap({{}})"
        yield "equals", f"{v} == toset([])"
    for a in ["s", "s_pre", "n_1_10", "b", "l_1", "d", "o", "k_s", "k_n"]:
        for b in ["s_nn", "s_uni", "n_0_5x", "b_nn", "st", "k_null_s", "d", "t"]:
            yield "equals", f"{a} == {b}"
    # Comparisons of numbers.
    for v in NUMBERS:
        for op in ["<", "<=", ">", ">="]:
            for c in ["0", "1", "5", "10", "-1", "3"]:
                yield "compare", f"{v} {op} {c}"
            yield "compare", f"{v} {op} n_1_10"
    # Arithmetic.
    for v in NUMBERS:
        for op in ["+", "-", "*", "/", "%"]:
            for c in ["1", "0", "n_1_10", "k_n"]:
                yield "arith", f"{v} {op} {c}"
        yield "arith", f"-{v}"
    # Logic.
    for v in BOOLS + ["n_1_10 > 0", "s == null"]:
        for w in BOOLS:
            yield "logic", f"{v} && {w}"
            yield "logic", f"{v} || {w}"
        yield "logic", f"!({v})"
    # Templates.
    for v in STRINGS + NUMBERS + BOOLS:
        yield "template", f'"${{{v}}}"'
        yield "template", f'"pre-${{{v}}}"'
        yield "template", f'"${{{v}}}-post"'
        yield "template", f'"a${{{v}}}b${{{v}}}"'
        yield "template", f'"%{{ if b }}x%{{ endif }}${{{v}}}"'
        yield "template", f'"caf\u00e9${{{v}}}"'
        yield "template", f'"x-%{{ for x in l_1 }}${{x}}%{{ endfor }}"'
    for v in STRINGS:
        yield "template", f'"pre-${{{v}}}" == "pre-x"'
        yield "template", f'"pre-${{{v}}}" == "other"'
        yield "template", f'"hello-${{{v}}}" != "hello"'
    # Conditionals.
    for c in ["b", "b_nn", "k_t", "n_1_10 > 0", "s == null"]:
        for a, b in [("s", '"x"'), ("s_pre", '"hello-x"'), ("s_pre", "s_uni"), ("n_1_10", "0"),
                     ("n_1_10", "n_0_5x"), ("n_ge3", "n_le_neg1"), ("l_1", "l_2_5"), ("l_0_3", "[]"),
                     ("m", "k_m"), ("st", "st_0_2"), ("o", "o_nn"), ("d", "s"), ("null", "s_nn"), ("n_nn", "1"),
                     ("k_n", "n_1_10"), ("k_l", "l_1"), ("b_nn", "false"), ("s_nn", "null")]:
            yield "conditional", f"{c} ? {a} : {b}"
    # Collection constructors, indexing, splats, for expressions.
    for v in ALL:
        yield "constructor", f"[{v}]"
        yield "constructor", f"{{a = {v}}}"
    for v in COLLECTIONS + ["t", "t_nn", "o", "o_nn", "d"]:
        yield "index", f"{v}[0]"
        yield "index", f'{v}["a"]'
        yield "index", f"{v}.a"
        yield "splat", f"{v}[*]"
        yield "for", f"[for x in {v} : x]"
        yield "for", f"{{for k, x in {v} : k => x}}"
        yield "for", f"[for x in {v} : x if x != null]"
        yield "length", f"length({v})"
        yield "length", f"length({v}) > 0"
        yield "length", f"length({v}) == 0"
        yield "length", f"length({v}) < 6"
        yield "length", f"length({v}) >= 2"
    # Conversions.
    for v in ALL:
        for f in ["tostring", "tonumber", "tobool", "tolist", "toset", "tomap"]:
            yield "convert", f"{f}({v})"
    # Functions.
    string_fns = ["upper", "lower", "title", "trimspace", "chomp", "strrev", "strlen", "length"]
    for v in STRINGS:
        for f in string_fns:
            yield "function", f"{f}({v})"
        yield "function", f'format("%s-x", {v})'
        yield "function", f'format("v=%s", {v})'
        yield "function", f'format("%d", {v})'
        yield "function", f'formatlist("%s", [{v}])'
        yield "function", f'coalesce({v}, "x")'
        yield "function", f'coalesce("x", {v})'
        yield "function", f'coalesce({v})'
        yield "function", f'join(",", [{v}])'
        yield "function", f'split(",", {v})'
        yield "function", f'replace({v}, "a", "b")'
        yield "function", f'substr({v}, 0, 2)'
        yield "function", f'trimprefix({v}, "he")'
        yield "function", f'indent(2, {v})'
        yield "function", f'jsonencode({v})'
        yield "function", f'jsondecode({v})'
        yield "function", f'regex("a", {v})'
        yield "function", f'contains(["a"], {v})'
        yield "function", f'startswith({v}, "he")'
    number_fns = ["abs", "ceil", "floor", "signum", "tostring", "jsonencode"]
    for v in NUMBERS:
        for f in number_fns:
            yield "function", f"{f}({v})"
        yield "function", f"min({v}, 3)"
        yield "function", f"max({v}, 3)"
        yield "function", f"pow({v}, 2)"
        yield "function", f"log({v}, 10)"
        yield "function", f"range({v})"
        yield "function", f"coalesce({v}, 1)"
        yield "function", f'format("%d", {v})'
        yield "function", f'element(["a", "b"], {v})'
        yield "function", f"int({v})"
    coll_fns = ["length", "keys", "values", "distinct", "sort", "reverse", "compact", "flatten", "jsonencode"]
    for v in COLLECTIONS + ["t", "t_nn", "o", "o_nn", "d"]:
        for f in coll_fns:
            yield "function", f"{f}({v})"
        yield "function", f"concat({v}, [\"x\"])"
        yield "function", f"concat([\"x\"], {v})"
        yield "function", f"coalescelist({v}, [\"x\"])"
        yield "function", f"merge({v}, {{z = 1}})"
        yield "function", f"slice({v}, 0, 1)"
        yield "function", f"element({v}, 0)"
        yield "function", f"contains({v}, \"a\")"
        yield "function", f"setunion({v}, [\"x\"])"
        yield "function", f"zipmap(k_l, {v})"
        yield "function", f"chunklist({v}, 1)"
        yield "function", f"lookup({v}, \"a\", 0)"
        yield "function", f"index({v}, \"a\")"
        yield "function", f"join(\",\", {v})"
    for v in ["b", "b_nn", "k_t", "d"]:
        yield "function", f"can({v})"
        yield "function", f"try({v}, false)"
    # Products, whose length is bounded when every factor is small.
    factors = ["l", "l_1", "l_0_3", "l_2_5", "st", "st_0_2", "k_l", "k_el", "t", "t_nn", '["a", s]',
               'toset(["a", s])', '["x"]', "[]", "d"]
    for a in factors:
        for b in factors:
            yield "setproduct", f"setproduct({a}, {b})"
        yield "setproduct", f"length(setproduct({a}, l_0_3)) > 0"
        yield "setproduct", f"length(setproduct({a}, st_0_2, [1, 2])) <= 12"
        yield "setproduct", f'setproduct({a}, ["x", "y"], l_2_5)'
    # Known collections with unknown elements, given to collection functions:
    # the reference takes many of them element by element. Every function of
    # the standard library that takes a collection, in each argument position.
    partial = ['["a", s]', "[s_pre, s_nn]", 'tolist(["a", s])', 'toset(["a", s])', 'toset([s, s_nn])',
               'tomap({a = s, b = "x"})', "{a = s_nn}", "[n_1_10, 2]", "tolist([l_1, k_l])",
               '["a", s, "a"]', '[["a", s], [s_nn]]', '{a = ["x"], b = l_1}', '[d, "a"]', "[k_t, b]",
               "tolist([1, n_1_10])", "[s_pre]", '{a = s, b = 1}', '[null, s]']
    for v in partial:
        for f in coll_fns + ["tolist", "toset", "tomap"]:
            yield "partial", f"{f}({v})"
        yield "partial", f"length({v}) > 1"
        yield "partial", f'concat({v}, ["x"])'
        yield "partial", f'coalescelist({v}, ["x"])'
        yield "partial", f"merge({v}, {{z = 1}})"
        yield "partial", f"slice({v}, 0, 1)"
        yield "partial", f"element({v}, 1)"
        yield "partial", f'contains({v}, "a")'
        yield "partial", f'setunion({v}, ["x"])'
        yield "partial", f'setintersection({v}, ["a"])'
        yield "partial", f'setsubtract({v}, ["a"])'
        yield "partial", f"zipmap(k_l, {v})"
        yield "partial", f"chunklist({v}, 1)"
        yield "partial", f'lookup({v}, "a", "z")'
        yield "partial", f'index({v}, "a")'
        yield "partial", f'join(",", {v})'
        yield "partial", f'formatlist("%s", {v})'
        yield "partial", f'setproduct({v}, ["x"])'
        yield "partial", f"transpose({{a = {v}}})"
        yield "partial", f'one({v})'
        yield "partial", f'alltrue({v})'
        yield "partial", f'sum({v})'
    for v in partial:
        yield "partial", f'concat(["x"], {v})'
        yield "partial", f"merge({{z = 1}}, {v})"
        yield "partial", f'setunion(["x"], {v})'
        yield "partial", f'setsubtract(["a"], {v})'
        yield "partial", f'setsymmetricdifference({v}, ["a"])'
        yield "partial", f'sethaselement({v}, "a")'
        yield "partial", f"hasindex({v}, 1)"
        yield "partial", f"element({v}, 0)"
        yield "partial", f"element({v}, -1)"
        yield "partial", f"slice({v}, 1, 2)"
        yield "partial", f'contains({v}, "x")'
        yield "partial", f"contains({v}, 2)"
        yield "partial", f"contains({v}, s)"
        yield "partial", f'lookup({v}, "b", "z")'
        yield "partial", f"index({v}, 1)"
        yield "partial", f'zipmap({v}, ["p", "q"])'
        yield "partial", f"coalesce({v}...)"
        yield "partial", f"min({v}...)"
        yield "partial", f"max({v}...)"
        yield "partial", f'format("%v", {v})'
        yield "partial", f'formatlist("%s-%s", {v}, {v})'
        yield "partial", f'join("-", {v}, ["y"])'
        yield "partial", f"length({v}) == 2"
        yield "partial", f"chunklist({v}, 2)"
        yield "partial", f"distinct(concat({v}, {v}))"
        yield "partial", f'setproduct(["x"], {v})'
        yield "partial", f"keys({v})"
        yield "partial", f"[for x in {v} : x]"
        yield "partial", f"{v}[0]"
        yield "partial", f"{v}[*]"
    # Random nestings of the above.
    atoms = {
        "string": STRINGS + ['"x"', '"hello-"'],
        "number": NUMBERS + ["1", "3"],
        "bool": BOOLS + ["true"],
        "list": LISTS + ["[\"a\"]"],
    }

    def gen(kind, depth):
        if depth == 0 or rng.random() < 0.3:
            return rng.choice(atoms[kind])
        if kind == "string":
            return rng.choice([
                lambda: f'"{rng.choice(["a", "hello-", ""])}${{{gen("string", depth - 1)}}}"',
                lambda: f'upper({gen("string", depth - 1)})',
                lambda: f'({gen("bool", depth - 1)} ? {gen("string", depth - 1)} : {gen("string", depth - 1)})',
                lambda: f'join("-", {gen("list", depth - 1)})',
                lambda: f'coalesce({gen("string", depth - 1)}, "z")',
                lambda: f'format("%s!", {gen("string", depth - 1)})',
                lambda: f'tostring({gen("number", depth - 1)})',
            ])()
        if kind == "number":
            return rng.choice([
                lambda: f'({gen("number", depth - 1)} + {gen("number", depth - 1)})',
                lambda: f'({gen("number", depth - 1)} * {gen("number", depth - 1)})',
                lambda: f'length({gen("list", depth - 1)})',
                lambda: f'abs({gen("number", depth - 1)})',
                lambda: f'strlen({gen("string", depth - 1)})',
                lambda: f'({gen("bool", depth - 1)} ? {gen("number", depth - 1)} : {gen("number", depth - 1)})',
                lambda: f'max({gen("number", depth - 1)}, 0)',
            ])()
        if kind == "bool":
            return rng.choice([
                lambda: f'({gen("number", depth - 1)} > {gen("number", depth - 1)})',
                lambda: f'({gen("string", depth - 1)} == {gen("string", depth - 1)})',
                lambda: f'({gen("bool", depth - 1)} && {gen("bool", depth - 1)})',
                lambda: f'({gen("bool", depth - 1)} || {gen("bool", depth - 1)})',
                lambda: f'!{gen("bool", depth - 1)}',
                lambda: f'({gen("string", depth - 1)} != null)',
                lambda: f'(length({gen("list", depth - 1)}) >= 1)',
                lambda: f'contains({gen("list", depth - 1)}, "a")',
            ])()
        return rng.choice([
            lambda: f'[{gen("string", depth - 1)}, {gen("string", depth - 1)}]',
            lambda: f'concat({gen("list", depth - 1)}, {gen("list", depth - 1)})',
            lambda: f'[for x in {gen("list", depth - 1)} : upper(x)]',
            lambda: f'split(",", {gen("string", depth - 1)})',
            lambda: f'tolist({gen("list", depth - 1)})',
            lambda: f'({gen("bool", depth - 1)} ? {gen("list", depth - 1)} : {gen("list", depth - 1)})',
            lambda: f'compact({gen("list", depth - 1)})',
        ])()

    while True:
        kind = rng.choice(list(atoms))
        yield "nested", gen(kind, 3)


def main():
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("--out", required=True)
    ap.add_argument("--count", type=int, default=4400)
    ap.add_argument("--seed", type=int, default=28)
    ap.add_argument("--oracle", help="the refinement oracle (default: build it with oracle/build.sh)")
    args = ap.parse_args()
    oracle = args.oracle or subprocess.run([os.path.join(HERE, "oracle", "build.sh")], check=True,
                                           capture_output=True, text=True).stdout.strip()
    rng = random.Random(args.seed)
    exprs, seen = [], set()
    for family, expr in case_families(rng):
        if len(exprs) >= args.count:
            break
        if expr in seen:
            continue
        seen.add(expr)
        exprs.append((family, expr))
    # Every case gets the variables it names (all of them would bloat the
    # recording); names are whole words, so a plain word match suffices.
    cases = []
    for i, (family, expr) in enumerate(exprs):
        words = set("".join(c if c.isalnum() or c == "_" else " " for c in expr).split())
        vars_ = {k: v for k, v in VARS.items() if k in words}
        cases.append({"name": f"{family}-{i}", "expr": expr, "vars": vars_})
    lines = "".join(json.dumps({"expr": c["expr"], "vars": c["vars"]}, ensure_ascii=False) + "\n" for c in cases)
    out = subprocess.run([oracle], input=lines, check=True, capture_output=True, text=True).stdout.splitlines()
    assert len(out) == len(cases)
    panics = 0
    with open(args.out, "w", encoding="utf-8") as f:
        for c, result in zip(cases, out):
            if "panic" in json.loads(result):  # the reference crashes: not a case to follow
                panics += 1
                continue
            # The oracle's line as it is: Python's JSON would read -0 as 0.
            head = json.dumps(c, ensure_ascii=False, separators=(",", ":"))
            f.write(head[:-1] + ',"expect":' + result + "}\n")
    print(f"{len(cases) - panics} cases written to {args.out} ({panics} where the reference panics left out)",
          file=sys.stderr)


if __name__ == "__main__":
    main()
