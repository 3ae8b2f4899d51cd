#!/usr/bin/env python3
"""Generate expressions and record the reference's results for the
differential test (tests/differential/*.jsonl).

Developer-only (needs the Go reference `oracle`); CI only replays the
recordings. Deterministic for a given --seed.

    tools/gen-eval-cases/gen.py --out tests/differential/generated.jsonl --count 2600

With --shapes it writes the shapes real files give single expressions
instead (comments and newlines inside brackets, heredocs, dotted keys,
`...` expansion, `&&`/`||` on nulls, typed nulls from conversion functions,
negative `element` indices, namespaced calls, infinity in results):

    tools/gen-eval-cases/gen.py --shapes --out tests/differential/shapes.jsonl --count 1200

With --check it writes cases for the type checker (tests/differential/check/)
instead: each expression with variable types, what `oracle check` reports for
those types, and, for types a JSON value can have (tuples, objects,
primitives), the errors of `oracle eval` on --samples random values of those
types (the same shapes, other leaves; any value for a dynamic type) and on two
whose strings convert to numbers and to bools:

    tools/gen-eval-cases/gen.py --check --out tests/differential/check/generated.jsonl --count 2000 \
        --check-shapes 1000

(--check-shapes: conditionals with failing branches, failed operands under
operators, calls, splats, for-expressions, templates and indexes, try()
whose every argument fails, templates nested in conditionals, known
collections with unknown elements given to collection functions),

(with types.json, the types of each case's "env", written beside it).
"""
import argparse
import concurrent.futures
import json
import os
import random
import subprocess
import tempfile

# Variables every "vars" case gets; names are far apart so that a typo has
# exactly one "did you mean" candidate (the reference picks among several in
# random order).
VARS = {
    "num": 42,
    "frac": 2.5,
    "neg": -7,
    "big": 12345678901234567890123456789,
    "tiny": 0.000001,
    "text": "hello",
    "uni": "caf\u00e9 \u65e5\u672c \U0001F600",
    "combining": "e\u0301",
    "flag": True,
    "nothing": None,
    "names": ["ann", "bob", "cy"],
    "numbers": [3, 1, 2],
    "mixed": [1, "two", True],
    "matrix": [[1, 2], [3, 4]],
    "person": {"name": "Ann", "age": 30, "tags": ["a", "b"]},
    "people": [{"name": "Ann", "age": 30}, {"name": "Bob", "age": 25}],
    "nested": {"inner": {"deep": {"value": "x"}}},
    "empty_list": [],
    "empty_obj": {},
    "keyed": {"b": 2, "a": 1, "c": 3},
    "dupes": ["x", "y", "x"],
}

NUMBERS = ["0", "1", "2", "3", "7", "10", "42", "100", "1.5", "0.1", "0.2", "2.5", "3.14159", "1e3", "1e-3",
           "1E10", "123456789012345678901234567890", "0.000000000000000000001", "99999999999999999999",
           "1.0", "6.02e23", "-1", "-2.5", "5"]
STRINGS = ['"a"', '"abc"', '"hello"', '""', '"1"', '"2.5"', '"true"', '"false"', '"caf\u00e9"', '"\u65e5\u672c\u8a9e"',
           '"\U0001F600"', '"e\u0301"', '"line\\nbreak"', '"tab\\tx"', '"quote\\"d"', '"back\\\\slash"', '"\\u00e9"',
           '"$${literal}"', '"%%{literal}"', '"A"', '"Z"', '"ann"', '"x y"']
BOOLS = ["true", "false"]
SIMPLE_VARS = ["num", "frac", "neg", "big", "tiny", "text", "uni", "combining", "flag", "nothing", "names", "numbers",
               "mixed", "matrix", "person", "people", "nested", "empty_list", "empty_obj", "keyed", "dupes"]
TRAVERSALS = ["person.name", "person.age", "person.tags[0]", "person.tags[1]", "person.tags[2]", "person.missing",
              "people[0].name", "people[1].age", "people[2]", "people[*].name", "people.*.age", "nested.inner.deep.value",
              "nested.inner.nope", "names[0]", "names[1]", "names[3]", "names[-1]", "names.0", "names.2", "names[1.5]",
              'names["1"]', 'names["x"]', "matrix[1][0]", "matrix[0]", "keyed.a", 'keyed["b"]', "keyed[1]", "text.x",
              "text[0]", "nothing.x", "nothing[0]", "num.x", "flag[0]", "empty_list[0]", "empty_obj.x",
              "numbers[*]", "names[*]", "person[*]", "nothing[*]", "num[*]", "people[*].nope", "mixed[1]",
              "matrix[*][0]", "people[0][\"name\"]", "person[\"age\"]", "person[0]", "nested.inner[\"deep\"].value",
              "namez", "numm", "persn", "nothin", "undefined_thing", "tex", "flg"]
FUNCS1 = ["upper", "lower", "length", "abs", "ceil", "floor", "tostring", "tonumber", "tobool", "tolist", "toset",
          "tomap", "keys", "values", "reverse", "sort", "distinct", "flatten", "compact", "trimspace", "strrev",
          "jsonencode", "title", "chomp", "signum", "max", "min", "sum", "lenght", "uper", "coalesce", "concat"]


class Gen:
    def __init__(self, rng):
        self.r = rng

    def pick(self, xs):
        return self.r.choice(xs)

    def number(self):
        return self.pick(NUMBERS)

    def atom(self, use_vars):
        choices = [self.number, lambda: self.pick(STRINGS), lambda: self.pick(BOOLS), lambda: "null"]
        if use_vars:
            choices += [lambda: self.pick(SIMPLE_VARS), lambda: self.pick(TRAVERSALS)] * 2
        return self.pick(choices)()

    def arith(self, depth, use_vars):
        if depth <= 0 or self.r.random() < 0.3:
            r = self.r.random()
            if r < 0.7:
                return self.number()
            if r < 0.85:
                return self.pick(["num", "frac", "neg", "big", "tiny", "person.age", "numbers[0]", "length(names)"]) if use_vars else self.number()
            return self.atom(use_vars)
        op = self.pick(["+", "-", "*", "/", "%", "+", "-", "*"])
        expr = f"{self.arith(depth - 1, use_vars)} {op} {self.arith(depth - 1, use_vars)}"
        if self.r.random() < 0.3:
            expr = f"({expr})"
        if self.r.random() < 0.1:
            expr = f"-{expr}" if expr.startswith("(") else f"-({expr})"
        return expr

    def logic(self, depth, use_vars):
        if depth <= 0 or self.r.random() < 0.3:
            r = self.r.random()
            if r < 0.4:
                return self.pick(BOOLS)
            if r < 0.8:
                op = self.pick(["==", "!=", "<", ">", "<=", ">="])
                return f"{self.atom(use_vars)} {op} {self.atom(use_vars)}"
            return self.pick(["flag", "!flag", "nothing", "1", '"true"', "null"]) if use_vars else self.atom(False)
        op = self.pick(["&&", "||"])
        expr = f"{self.logic(depth - 1, use_vars)} {op} {self.logic(depth - 1, use_vars)}"
        if self.r.random() < 0.3:
            expr = f"!({expr})"
        return expr

    def collection(self, depth, use_vars):
        if depth <= 0 or self.r.random() < 0.2:
            return self.atom(use_vars)
        r = self.r.random()
        n = self.r.randint(0, 3)
        if r < 0.4:
            return "[" + ", ".join(self.collection(depth - 1, use_vars) for _ in range(n)) + "]"
        if r < 0.8:
            keys = ["a", "b", "c", "name", "\"quoted key\"", "\"caf\u00e9\"", "(\"computed\")", "1", "true"]
            items = []
            for _ in range(n):
                k = self.pick(keys)
                items.append(f"{k} = {self.collection(depth - 1, use_vars)}")
            sep = self.pick([", ", "\n"])
            return "{" + sep.join(items) + "}"
        return self.pick(["tolist([1, 2])", "toset([\"b\", \"a\", \"b\"])", "tomap({a = 1, b = 2})", "tolist([])",
                          "tomap({})", "toset([])", "[[1], [2, 3]]", "{a = {b = [1, {c = 2}]}}"])

    def template(self, use_vars):
        parts = []
        for _ in range(self.r.randint(1, 4)):
            r = self.r.random()
            if r < 0.35:
                parts.append(self.pick(["a", "hello ", " world", "caf\u00e9", "\u65e5\u672c", "\U0001F600", "\\n", "\\t",
                                        "$${x}", "%%{x}", "\\\"q\\\"", "e\u0301", " "]))
            elif r < 0.75:
                inner = self.pick([self.atom(use_vars), self.arith(1, use_vars), self.logic(1, use_vars)])
                strip_l = "~" if self.r.random() < 0.1 else ""
                strip_r = "~" if self.r.random() < 0.1 else ""
                parts.append(f"${{{strip_l}{inner}{strip_r}}}")
            elif r < 0.88:
                cond = self.logic(1, use_vars)
                els = f"%{{ else }}{self.pick(['no', '${1}', ''])}" if self.r.random() < 0.6 else ""
                parts.append(f"%{{ if {cond} }}{self.pick(['yes', '${2}', ''])}{els}%{{ endif }}")
            else:
                coll = self.pick(["[1, 2, 3]", "names", "keyed", "{a = 1, b = 2}", "[]", "null", "1", "people",
                                  "toset([\"x\", \"y\"])", "[\"a\", null]", "[[1]]"] if use_vars else
                                 ["[1, 2, 3]", "{a = 1, b = 2}", "[]", "null", "1", "[\"a\", null]", "[[1]]"])
                body = self.pick(["${v}", "${k}=${v},", "${v}\n", "%{ if v != 2 }${v}%{ endif }", "x"])
                kv = "k, v" if "${k}" in body else self.pick(["v", "k, v"])
                parts.append(f"%{{ for {kv} in {coll} }}{body}%{{ endfor }}")
        return '"' + "".join(parts).replace("\n", "\\n") + '"'

    def heredoc(self, use_vars):
        lines = []
        for _ in range(self.r.randint(1, 3)):
            indent = self.pick(["", "  ", "    ", "\t"])
            content = self.pick(["plain", "value ${1 + 1}", "${upper(\"x\")} y", "%{ if true }t%{ endif }",
                                 "caf\u00e9", "${text}" if use_vars else "${\"t\"}", "%{ for x in [1,2] }${x}%{ endfor }",
                                 "$${not}", "", "${null}", "${[1]}"])
            lines.append(indent + content)
        marker = self.pick(["<<EOT", "<<-EOT"])
        return f"{marker}\n" + "\n".join(lines) + "\nEOT\n"

    def for_expr(self, use_vars):
        coll = self.pick(["[1, 2, 3]", "{a = 1, b = 2, c = 3}", "[\"x\", \"y\", \"x\"]", "[]", "{}", "null", "1",
                          "\"str\"", "tolist([1, 2])", "toset([3, 1])", "tomap({k = \"v\"})", "[[1, 2], [3]]",
                          "[{n = 1}, {n = 2}]"] + (["names", "people", "keyed", "dupes", "matrix", "nothing", "person",
                                                   "empty_list"] if use_vars else []))
        kv = self.pick(["v", "k, v", "i, v"])
        k = kv.split(",")[0] if "," in kv else None
        v = kv.split(",")[-1].strip()
        values = [v, f"{v} * 2", f"\"${{{v}}}\"", f"[{v}]", f"{{x = {v}}}", f"{v}.n", f"{v}[0]", f"upper({v})",
                  f"{v} == 1 ? \"one\" : \"other\"", "1"] + ([k, f"\"${{{k}}}-${{{v}}}\""] if k else [])
        conds = ["", f" if {v} != 2", f" if {v} == \"x\"", " if true", " if null", " if \"yes\"", " if 1",
                 f" if {v} > 1"] + ([f" if {k} != 0"] if k else [])
        value = self.pick(values)
        cond = self.pick(conds)
        if self.r.random() < 0.5:
            return f"[for {kv} in {coll} : {value}{cond}]"
        keyexpr = self.pick([v, f"\"${{{v}}}\"", f"{v}.n", "\"same\"", "null", "[]"] + ([k, f"\"k${{{k}}}\""] if k else []))
        group = "..." if self.r.random() < 0.3 else ""
        return f"{{for {kv} in {coll} : {keyexpr} => {value}{group}{cond}}}"

    def call(self, use_vars):
        r = self.r.random()
        if r < 0.5:
            f = self.pick(FUNCS1)
            nargs = self.pick([0, 1, 1, 1, 2])
            args = [self.pick([self.atom(use_vars), self.collection(1, use_vars)]) for _ in range(nargs)]
            return f"{f}({', '.join(args)})"
        return self.pick([
            'join(", ", ["a", "b"])', 'join("-", names)', 'split(",", "a,b,,c")', 'format("%d items", 3)',
            'format("%s=%v", "k", [1])', 'format("%05.2f", 3.14159)', 'format("%q", "x")', 'format("%d", 1.5)',
            'concat([1], [2, 3], names)', 'concat([1], "x")', 'max(1, 2, 3)', 'min([3, 1]...)', 'max(numbers...)',
            'min()', 'max("1", 2)', 'length(names)', 'length("caf\u00e9\U0001F600")', 'length(combining)',
            'length(person)', 'length(null)', 'lookup(person, "name", "none")', 'lookup(keyed, "z", 0)',
            'lookup(keyed, "z")', 'merge({a = 1}, {b = 2}, {a = 3})', 'element(names, 4)', 'element([], 0)',
            'contains(names, "bob")', 'contains(names, 1)', 'coalesce(null, "", "x")', 'coalesce(null, null)',
            'range(3)', 'range(1, 10, 3)', 'range(5, 1, -2)', 'keys(keyed)', 'values(keyed)', 'zipmap(["a"], [1])',
            'upper(names...)', 'upper(text...)', 'upper(nothing...)', 'format("%s %s", names...)',
            'format("%s-%s", ["a", "b"]...)', 'tostring(null)', 'tostring([1])', 'tonumber("0x10")',
            'tonumber("1e3")', 'tobool("true")', 'tolist([1, "a"])', 'tolist([1, [2]])', 'toset([1, 1, 2])',
            'tomap({a = 1, b = "x"})', 'tomap({a = [1], b = "x"})', 'jsonencode({a = [1, true, null], b = "\u00e9<>&"})',
            'jsondecode("{\\"a\\": [1, 2.5, null]}")', 'jsondecode("[")', 'try(person.missing, "fallback")',
            'try(undefined_thing, names[9], 3)', 'try(nothing.x)', 'can(person.name)', 'can(person.missing)',
            'can(names[5])', 'convert(1, string)', 'convert([1, 2], list(string))', 'convert(names, set(string))',
            'convert({a = 1}, map(string))', 'convert("x", number)', 'convert(person, object({name = string}))',
            'convert(1, strng)', 'convert(1, list)', 'convert([1, "a"], tuple([string, string]))',
            'convert(1, any)', 'abs(-5.5)', 'ceil(1.2)', 'floor(-1.2)', 'signum(-3)', 'pow(2, 10)', 'log(8, 2)',
            'parseint("ff", 16)', 'parseint("z", 10)', 'substr("hello", 1, 3)', 'substr("caf\u00e9", -1, 1)',
            'replace("aaa", "a", "b")', 'trim("  x  ", " ")', 'trimprefix("hello", "he")', 'indent(2, "a\\nb")',
            'strrev("caf\u00e9")', 'title("hello world")', 'regex("[a-z]+", "123abc")', 'regexall("\\\\d", "a1b2")',
            'sort(["b", "a", "c"])', 'reverse([1, 2, 3])', 'slice([1, 2, 3], 1, 2)', 'chunklist([1, 2, 3], 2)',
            'flatten([[1], [2, [3]]])', 'distinct([1, 2, 1])', 'compact(["a", "", "b"])', 'index(names, "bob")',
            'setunion(["a"], ["b"])', 'setproduct(["a"], [1, 2])', 'sum([1, 2])', 'uper("x")', 'lenght(names)',
            'namespace::func(1)', 'upper("a", "b")', 'upper()', 'upper([])', 'upper(null)', 'length(1, 2)',
        ])

    def conditional(self, use_vars):
        cond = self.pick([self.logic(1, use_vars), "null", "1", '"true"', '"x"'] + (["flag", "nothing", "num"] if use_vars else []))
        a = self.pick([self.atom(use_vars), self.collection(1, use_vars), "null"])
        b = self.pick([self.atom(use_vars), self.collection(1, use_vars), "null"])
        return f"{cond} ? {a} : {b}"

    def splat_or_index(self, use_vars):
        base = self.pick(["[1, 2, 3]", "[{a = 1}, {a = 2}]", "{a = 1}", "null", "1", "\"s\"", "tolist([{a = 1}])",
                          "toset([1])", "[[1, 2], [3]]", "tomap({a = 1})", "[{a = {b = 1}}, {a = {b = 2}}]"] +
                         (["people", "names", "person", "nothing", "matrix"] if use_vars else []))
        suffix = self.pick(["[*]", "[*].a", ".*.a", "[*].a.b", ".*", "[0]", "[1]", "[5]", "[-1]", "[0.5]", "[\"a\"]",
                            "[\"0\"]", ".a", ".0", "[null]", "[true]", "[*][0]", "[*].a[0]", "[0].a", "[1 + 0]",
                            "[[]]", "[num]" if use_vars else "[2 - 1]"])
        return base + suffix

    def expression(self, use_vars):
        kind = self.pick(["arith", "arith", "logic", "collection", "template", "template", "heredoc", "for", "for",
                          "call", "call", "call", "conditional", "conditional", "splat", "splat", "atom"])
        return kind, {
            "arith": lambda: self.arith(3, use_vars),
            "logic": lambda: self.logic(2, use_vars),
            "collection": lambda: self.collection(3, use_vars),
            "template": lambda: self.template(use_vars),
            "heredoc": lambda: self.heredoc(use_vars),
            "for": lambda: self.for_expr(use_vars),
            "call": lambda: self.call(use_vars),
            "conditional": lambda: self.conditional(use_vars),
            "splat": lambda: self.splat_or_index(use_vars),
            "atom": lambda: self.atom(use_vars),
        }[kind]()


# Expressions that fail from the variables' types alone (in both check
# environments), and ones that may fail or not.
FAILING = ["person.missing", "num.x", "text[0]", "\"a\" - 1", "upper([])", "person[0]", "flag + 1", "names.x",
           "[for x in num : x]", "\"${names}\"", "nothing.x.y", "tonumber([])", "!text", "-person", "names[*].x",
           "num[*].x", "undefined_thing", "lenght(names)", "upper(1, 2)", "person.tags.x", "null.x", "keyed.a.b",
           "text ? 1 : 2", "flag ? [1] : {a = 1}", "people[0].nope"]
MAYBE = ["person.name", "names[0]", "num", "text", "flag", "nothing", "keyed.a", "people[0].age", "mixed[1]",
         "\"x\"", "1", "null", "[1]", "{a = 1}", "length(names)", "names", "person"]


class CheckShapes(Gen):
    """Shapes whose errors the checker must find as `oracle check` does: a
    failed operand (an unknown of dynamic type in the reference) under
    conditionals, operators, calls, splats, for-expressions, templates and
    indexes; try() and can() whose every argument fails; templates nested in
    conditionals."""

    def failing(self):
        return self.pick(FAILING)

    def operand(self):
        return self.failing() if self.r.random() < 0.6 else self.pick(MAYBE)

    def cond(self):
        return self.pick(["flag", "true", "false", "nothing", "num > 1", "text", "null", "names.0", "person.x", "1"])

    def failing_branch(self):
        inner = f"{self.cond()} ? {self.operand()} : {self.operand()}"
        if self.r.random() < 0.5:
            return f"{self.cond()} ? ({inner}) : {self.operand()}"
        return f"{self.cond()} ? {self.operand()} : ({inner})"

    def around_failure(self):
        f, m = self.operand(), self.pick(MAYBE)
        return self.pick([f"({f}) + {m}", f"{m} * ({f})", f"({f}) == {m}", f"!({f})", f"-({f})", f"({f}) && {m}",
                          f"upper({f})", f"length({f})", f"concat({f}, {m})", f"({f})[*].a", f"({f}).*.b",
                          f"[for x in {f} : x]", f"[for x in {m} : {f}]", f"{{for k, v in {f} : k => v}}",
                          f"({f})[0]", f"{m}[{f}]", f"\"${{{f}}}-${{{m}}}\"", f"\"%{{ for x in {f} }}${{x}}%{{ endfor }}\"",
                          f"[{f}, {m}]", f"{{a = {f}, b = {m}}}", f"({f}) ? {m} : 1", f"tostring({f})"])

    def try_failing(self):
        args = [self.failing() for _ in range(self.r.randint(1, 3))]
        if self.r.random() < 0.3:
            args.append(self.pick(MAYBE))
        return self.pick([f"try({', '.join(args)})", f"can({args[0]})", f"try({', '.join(args)}) + 1",
                          f"{self.cond()} ? try({', '.join(args)}) : 1"])

    def template_in_conditional(self):
        f, m = self.operand(), self.pick(MAYBE)
        t = self.pick([f"\"${{{f}}}\"", f"\"a${{{f}}}b${{{m}}}\"", f"\"%{{ if {f} }}y%{{ endif }}\"",
                       f"\"%{{ if {self.cond()} }}${{{f}}}%{{ else }}${{{m}}}%{{ endif }}\"",
                       f"\"%{{ for x in {f} }}${{x}}%{{ endfor }}\"", f"<<EOT\n${{{f}}}\nEOT\n"])
        return self.pick([f"{self.cond()} ? {t} : {self.pick(MAYBE)}", f"{self.cond()} ? {self.pick(MAYBE)} : {t}",
                          f"\"${{{self.cond()} ? {f} : {m}}}\"", f"{self.cond()} ? ({self.cond()} ? {t} : 1) : {t}"])

    def partial_known(self):
        # A known collection with unknown elements (variables are unknown in
        # check): the reference takes it element by element, so a known
        # element reaches what follows and may fail there.
        elements = [self.pick(["text", "num", "flag", "names[0]", "person.name", "\"q\"", "1", "true", "null",
                               "\"2\"", "names", "person"]) for _ in range(self.r.randint(1, 3))]
        known = self.pick(["\"q\"", "\"2\"", "1", "true", "[1]", "{a = 1}"])
        items = elements + [known]
        self.r.shuffle(items)
        seq = f"[{', '.join(items)}]"
        coll = self.pick([seq, f"tolist({seq})", f"toset({seq})",
                          "{" + ", ".join(f"k{i} = {v}" for i, v in enumerate(items)) + "}",
                          f"tomap({{{', '.join(f'k{i} = {v}' for i, v in enumerate(items))}}})"])
        n = len(items)
        use = self.pick([
            f"reverse({coll})", f"element({coll}, {self.r.randint(-1, n)})", f"slice({coll}, 0, {self.r.randint(0, n)})",
            f"concat({coll}, [\"x\"])", f"flatten({coll})", f"values({coll})", f"merge({coll}, {{z = 1}})",
            f"zipmap({[f'k{i}' for i in range(n)]}, {coll})".replace("'", '"'), f"contains({coll}, {known})",
            f"setunion({coll}, [\"x\"])", f"lookup({coll}, \"k0\", 1)", f"index({coll}, {self.r.randint(0, n)})",
            f"sethaselement({coll}, {known})", f"formatlist(\"%s\", {coll})", f"keys({coll})", f"length({coll})",
            f"coalescelist({coll})", f"chunklist({coll}, 1)", f"distinct({coll})", f"sort({coll})",
            f"join(\",\", {coll})", f"compact({coll})", f"{coll}[{self.r.randint(0, n)}]"])
        i = self.r.randint(0, n)
        return self.pick([use, f"{use}[{i}] + 1", f"{use}[{i}] ? 1 : 2", f"{use} * 2", f"!{use}",
                          f"[for v in {use} : v - 1]", f"\"${{{use}}}\"", f"{use}.k1 - 1", f"upper({use}[{i}])",
                          f"{use} ? {self.operand()} : {self.pick(MAYBE)}", f"length({use}) + {self.operand()}"])

    def expression(self, use_vars):
        kind = self.pick(["failing-branch", "failing-operand", "try-failing", "template-conditional",
                          "partial-known"])
        return kind, {
            "failing-branch": self.failing_branch,
            "failing-operand": self.around_failure,
            "try-failing": self.try_failing,
            "template-conditional": self.template_in_conditional,
            "partial-known": self.partial_known,
        }[kind]()


class Shapes(Gen):
    """Single expressions in the shapes real files give them. Each method
    returns one expression; gaps() puts comments and newlines where brackets
    allow them (and now and then where they do not)."""

    def gap(self):
        return self.pick(["", "", " ", "\n", "\n  ", "\n\n", " # note\n", " // note\n", " /* c */ ", "/**/",
                          "\n/* block\n comment */\n", "\t", "\r\n"])

    def items(self, parts, sep=","):
        out = ""
        for i, part in enumerate(parts):
            out += self.gap() + part
            if i + 1 < len(parts) or self.r.random() < 0.3:
                out += sep
        return out + self.gap()

    def value(self, use_vars):
        return self.pick([self.atom(use_vars), self.number(), self.pick(STRINGS), "null", "[1, 2]", "{a = 1}"])

    def brackets(self, use_vars):
        r = self.r.random()
        if r < 0.2:
            return "[" + self.items([self.value(use_vars) for _ in range(self.r.randint(0, 4))]) + "]"
        if r < 0.35:
            keys = ["a", "b", '"q"', "(\"computed\")", "c"]
            seps = [",", "\n", ",\n", " # c\n", " // c\n"]
            entries = [f"{self.pick(keys)}{self.pick([' = ', ': ', '='])}{self.value(use_vars)}" for _ in range(self.r.randint(0, 4))]
            out = "{" + self.gap()
            for i, e in enumerate(entries):
                out += e + (self.pick(seps) if i + 1 < len(entries) else self.pick(["", ",", "\n", " # c\n"]))
            return out + self.gap() + "}"
        if r < 0.5:
            f = self.pick(["max", "min", "concat", "format", "upper", "coalesce", "length", "join", "merge"])
            args = {"max": ["1", "5", "num"], "min": ["3", "2"], "concat": ["[1]", "[2, 3]", "names"],
                    "format": ['"%s-%s"', '"a"', '"b"'], "upper": ['"x"'], "coalesce": ["null", '"x"'],
                    "length": ["names"], "join": ['","', "names"], "merge": ["{a = 1}", "{b = 2}"]}[f]
            if not use_vars:
                args = [a for a in args if a not in ("num", "names")] or ['"x"']
            return f + "(" + self.items(args) + ")"
        if r < 0.62:
            op = self.pick(["+", "*", "-", "==", "&&", "<"])
            left, right = (("true", "false") if op == "&&" else (self.number(), self.number()))
            return f"({self.gap()}{left}{self.gap()}{op}{self.gap()}{right}{self.gap()})"
        if r < 0.72:
            coll = self.pick(["[1, 2, 3]", "{a = 1, b = 2}"] + (["names", "keyed"] if use_vars else []))
            return (f"[{self.gap()}for{self.gap()}k, v in {coll}{self.gap()}:{self.gap()}v{self.gap()}"
                    f"{self.pick(['', 'if v != 2'])}{self.gap()}]")
        if r < 0.8:
            return f"({self.gap()}{self.pick(['true', 'false', 'flag' if use_vars else 'null'])}{self.gap()}?{self.gap()}1{self.gap()}:{self.gap()}2{self.gap()})"
        if r < 0.9:
            base = self.pick(["[10, 20, 30]", "names", "matrix"] if use_vars else ["[10, 20, 30]"])
            return f"{base}[{self.gap()}{self.pick(['0', '1', '1 + 1'])}{self.gap()}]"
        return '"${' + self.gap() + self.pick(["1 + 1", "\"x\"", "text" if use_vars else "2"]) + self.gap() + '}"'

    def heredoc_shape(self, use_vars):
        marker = self.pick(["EOT", "EOF", "END_OF_TEXT", "X"])
        opener = self.pick(["<<", "<<-"])
        lines = [self.pick(["plain", "  indented", "\tTabbed", "", "${1 + 1}", "%{ if true ~}", "yes", "%{~ endif }",
                            "%{ for x in [1, 2] ~}", "${x}", "%{ endfor ~}", "$${literal}", "%%{literal}",
                            "${text}" if use_vars else "${\"t\"}", "  %{~ if false }no%{ else }else%{ endif ~}  ",
                            "caf\u00e9", "${ \"a\" # comment\n}"]) for _ in range(self.r.randint(0, 4))]
        indent = self.pick(["", "  ", "    ", "\t"])
        body = "".join(indent + line + "\n" for line in lines)
        close = self.pick(["", "", "  ", "\t"]) + marker + self.pick(["", "", "", " ", "\t", "  "])
        after = self.pick(["\n", "\n", "", "\r\n", "\n\n"])
        text = f"{opener}{marker}{self.pick(['', '', ' '])}\n{body}{close}{after}"
        r = self.r.random()
        if r < 0.15:
            return f"[{text}, \"after\"]" if after else f"[{text}\n, \"after\"]"
        if r < 0.25:
            return f"upper({self.gap()}{text}{self.gap()})" if after else text
        if r < 0.3:
            return f"\"${{{text}}}\""
        return text

    def dotted_keys(self, use_vars):
        keys = ["a.b", "a.b.c", '"a.b"', "(a.b)", "a", "a", "b", '"a"', "a[0]", "(person.name)" if use_vars else "(\"p\")",
                "person.name" if use_vars else "x.y", "a-b", "1", "null", "true", "nothing" if use_vars else "n", "a.0"]
        entries = [f"{self.pick(keys)}{self.pick([' = ', ': '])}{self.value(use_vars)}" for _ in range(self.r.randint(1, 3))]
        return "{" + self.pick([", ", "\n", ",\n"]).join(entries) + "}"

    def expansion(self, use_vars):
        calls = ["max([1, 2]...)", 'format("%s %s", ["a", "b"]...)', "concat([[1], [2]]...)", "max(1, [2, 3]...)",
                 "max([]...)", "max(null...)", 'max("x"...)', "max(toset([1, 2])...)", "max({a = 1}...)",
                 'upper(["a"]...)', "max([1]..., 2)", "max(tolist([1, 2])...)", "coalesce([null, 1]...)",
                 "min([3, 1, 2]\n...)", "max([1, 2] ...)", "max([1, 2]...,)", "max(...)", "max([1, 2]..)",
                 "concat([1], [[2], [3]]...)", 'join(",", [["a", "b"]]...)', 'format("%d", [1, 2]...)',
                 "max([for x in [1, 2] : x * 2]...)", "merge([{a = 1}, {b = 2}]...)", "max(tuple...)"]
        if use_vars:
            calls += ["max(numbers...)", "max(nothing...)", "max(names...)", 'format("%s/%s/%s", names...)',
                      "concat(matrix...)", "max(people[*].age...)", "coalesce(mixed...)", "merge(people...)",
                      "max(numbers..., 1)", "length(names...)", "max(empty_list...)"]
        return self.pick(calls)

    def null_guards(self, use_vars):
        if not use_vars:
            return self.pick(["null && true", "true && null", "false && null", "true || null", "null || false",
                              "false && [][0]", "true || [][0]", 'false && tonumber("x") > 1', "false && 1/0 > 1",
                              "!null", "null ? 1 : 2", "false && undefined_var", "true || undefined_var.x",
                              "false && null.x", "(false && null) == false"])
        return self.pick([
            "nothing != null && nothing.x", "nothing == null || nothing.x", "nothing != null && nothing.x == 1",
            "false && nothing.x", "true || nothing.x", "flag && nothing", "flag || nothing", "nothing && flag",
            "nothing || flag", "!flag && nothing.x", "flag || nothing[0]", "nothing != null ? nothing.x : \"d\"",
            "nothing == null ? \"d\" : nothing.x", "person != null && person.name == \"Ann\"",
            "person.missing != null && true", "length(names) > 0 && names[0] == \"ann\"",
            "length(empty_list) > 0 && empty_list[0] == 1", "empty_obj != {} && empty_obj.x",
            "try(nothing.x, null) != null && true", "can(nothing.x) && nothing.x", "flag ? true : nothing.x",
            "!flag || nothing.x", "false && undefined_thing", "false && persn.name", "(nothing != null) && (nothing.x > 1)",
            "nothing != null && nothing.x || flag", "flag && !(nothing != null && nothing.x)",
            "[for p in people : p.name if p.age > 26 && p.name != null]", "[for n in names : n if n != null && n != \"bob\"]"])

    def typed_nulls(self, use_vars):
        conv = self.pick(["tostring", "tonumber", "tobool", "tolist", "tomap", "toset"])
        return self.pick([f"{conv}(null)", f"[{conv}(null)]", f"{{a = {conv}(null)}}", f"{conv}(null) == null",
                          f"coalesce({conv}(null), null)", f"{conv}(null) != null ? 1 : 2", f"length({conv}(null))",
                          f"try({conv}(null), \"x\")", f"[{conv}(null), null]", f"jsonencode({conv}(null))",
                          f"{conv}(null)[0]", f"\"${{{conv}(null)}}\"", 'convert(null, string)', "convert(null, list(number))",
                          f"flag ? {conv}(null) : null" if use_vars else f"true ? {conv}(null) : null",
                          f"[for x in [1] : {conv}(null)]", "tostring(null) == tonumber(null)",
                          f"{conv}(nothing)" if use_vars else f"{conv}(null)", f"{conv}({conv}(null))"])

    def negative_element(self, use_vars):
        coll = self.pick(["[1, 2, 3]", '["a"]', "[]", "tolist([1, 2])", "toset([1])", '"abc"', "null"] +
                         (["names", "numbers", "empty_list", "mixed"] if use_vars else []))
        index = self.pick(["-1", "-2", "-3", "-4", "-0", "-1.5", "-100", "0", "3", "-9223372036854775808", "\"-1\"", "null"])
        return f"element({coll}, {index})"

    def namespaced(self, use_vars):
        return self.pick([
            'provider::aws::arn_parse("x")', 'core::upper("a")', "a::b::c::d()", 'a::upper("x")', '::upper("x")',
            'a:: upper("x")', 'a ::upper("x")', "provider::x::f", "a::b", 'provider::aws::f(1, [2]...)',
            'provider::terraform::encode_tfvars({a = 1})', 'upper::("x")', 'provider::aws::f(\n  1, # c\n)',
            'a::b::upper("x")', "[provider::x::f()]", '"${provider::x::f()}"', "provider:::f()",
            'provider::aws::f("x") == 1'])

    def infinity(self, use_vars):
        return self.pick([
            "1/0", "-1/0", "[1/0]", "{a = 1/0}", "1/0 - 1/0", "max(1/0, 1)", "tostring(1/0)", "1/0 > 1",
            "floor(1/0)", '"${1/0}"', "1/0 == 1/0", "-(1/0)", "pow(10, 400)", "1e400", "-1e400", "1/0 * 0",
            "ceil(-1/0)", "abs(-1/0)", "signum(1/0)", "min(-1/0, 0)", "jsonencode(1/0)", "[for x in [1, 0] : 1/x]",
            "log(0, 10)", "parseint(\"1\", 10) / 0", "1 % 0", "0/0", "format(\"%d\", 1/0)", "tonumber(\"1e400\")",
            "1/0 + 1", "num / 0" if use_vars else "2/0", "1/(1/0)", "floor(1/0) == 1/0", "[1/0, 1] == [1/0, 1]"])

    def expression(self, use_vars):
        kind = self.pick(["brackets", "brackets", "brackets", "heredoc", "heredoc", "dotted", "expansion", "expansion",
                          "guards", "guards", "nulls", "element", "namespaced", "infinity"])
        return kind, {
            "brackets": self.brackets, "heredoc": self.heredoc_shape, "dotted": self.dotted_keys,
            "expansion": self.expansion, "guards": self.null_guards, "nulls": self.typed_nulls,
            "element": self.negative_element, "namespaced": self.namespaced, "infinity": self.infinity,
        }[kind](use_vars)


def standalone_templates(rng):
    g = Gen(rng)
    out = []
    for _ in range(60):
        body = g.template(True)[1:-1].replace("\\n", "\n")
        out.append(body)
    out += ["plain text", "${1 + 1}", "${names}", "a\n%{ for n in names ~}\n${n}\n%{~ endfor }\n", "${",
            "%{ if true }x", "trailing $${x} %%{y}"]
    return out


def run_oracle(oracle, expr, template, vars_):
    with tempfile.TemporaryDirectory() as d:
        src = os.path.join(d, "case.hcl")
        with open(src, "w", encoding="utf-8") as f:
            f.write(expr)
        cmd = [oracle, "eval"]
        if vars_ is not None:
            vp = os.path.join(d, "vars.json")
            with open(vp, "w", encoding="utf-8") as f:
                json.dump(vars_, f)
            cmd += ["--vars", vp]
        if template:
            cmd.append("--template")
        cmd.append(src)
        p = subprocess.run(cmd, capture_output=True, timeout=30)
        text = p.stdout.decode("utf-8").strip()
        try:
            expect = json.loads(text)
        except json.JSONDecodeError:
            return None
        if isinstance(expect, dict) and "diagnostics" in expect:
            for diag in expect["diagnostics"]:
                if diag.get("subject"):
                    diag["subject"]["filename"] = "case.hcl"
                # try() quotes ranges with the file's path; make it stable.
                diag["detail"] = diag.get("detail", "").replace(src, "case.hcl")
            return json.dumps(expect, ensure_ascii=False, separators=(",", ":"))
        # Values stay as the reference printed them: Python's json would turn
        # numbers into float64 and lose digits.
        return text


# The variables' types for the checker's cases: collections of one element
# type (which `oracle eval --vars` cannot give a variable, so these cases have
# no samples) ...
COLLECTION_TYPES = {
    "num": "number", "frac": "number", "neg": "number", "big": "number", "tiny": "number",
    "text": "string", "uni": "string", "combining": "string", "flag": "bool", "nothing": "dynamic",
    "names": ["list", "string"], "numbers": ["list", "number"], "mixed": ["tuple", ["number", "string", "bool"]],
    "matrix": ["list", ["list", "number"]],
    "person": ["object", {"name": "string", "age": "number", "tags": ["list", "string"]}],
    "people": ["list", ["object", {"name": "string", "age": "number"}]],
    "nested": ["object", {"inner": ["object", {"deep": ["object", {"value": "string"}]}]}],
    "empty_list": ["list", "string"], "empty_obj": ["object", {}], "keyed": ["map", "number"],
    "dupes": ["set", "string"],
}


def implied_type(value):
    """The cty type `oracle eval --vars` gives a JSON value (null: dynamic)."""
    if value is None:
        return "dynamic"
    if isinstance(value, bool):
        return "bool"
    if isinstance(value, (int, float)):
        return "number"
    if isinstance(value, str):
        return "string"
    if isinstance(value, list):
        return ["tuple", [implied_type(v) for v in value]]
    return ["object", {k: implied_type(v) for k, v in value.items()}]


# ... and the types of VARS, whose values can be sampled.
SAMPLED_TYPES = {name: implied_type(value) for name, value in VARS.items()}

# By the name a case's "env" gives (written to types.json beside the cases).
CHECK_ENVIRONMENTS = {"collections": COLLECTION_TYPES, "sampled": SAMPLED_TYPES}

SAMPLE_STRINGS = ["", "a", "x y", "1", "2.5", "true", "hello", "caf\u00e9", "ann", "Z"]
SAMPLE_NUMBERS = [0, 1, -1, 2, 3, 2.5, 42, -7, 100, 1e-06]


def friendly_value(ty, leaves):
    """A value of type `ty` whose leaves are `leaves` (string, number, bool):
    strings that convert to numbers or bools, small indices."""
    if ty in ("string", "number", "bool"):
        return leaves[ty]
    if ty == "dynamic":
        return None
    if ty[0] == "tuple":
        return [friendly_value(t, leaves) for t in ty[1]]
    return {k: friendly_value(t, leaves) for k, t in ty[1].items()}


FRIENDLY_LEAVES = [{"string": "1", "number": 1, "bool": True}, {"string": "true", "number": 0, "bool": False}]


def sample_value(rng, ty):
    """A random JSON value of cty type `ty` (its shape fixed, its leaves
    random; any JSON value for dynamic)."""
    if ty == "dynamic":
        return rng.choice([None, 1, "x", True, [1, 2], {"x": 1}, [], {}])
    if ty == "string":
        return rng.choice(SAMPLE_STRINGS)
    if ty == "number":
        return rng.choice(SAMPLE_NUMBERS)
    if ty == "bool":
        return rng.choice([True, False])
    if ty[0] == "tuple":
        return [sample_value(rng, t) for t in ty[1]]
    return {k: sample_value(rng, t) for k, t in ty[1].items()}


def error_places(result):
    """The errors of an oracle result (JSON text): [summary, subject range as
    "LINE:COLUMN@BYTE-LINE:COLUMN@BYTE" or "-"] each."""
    expect = json.loads(result)
    if not (isinstance(expect, dict) and "diagnostics" in expect):
        return []
    def where(subject):
        if not subject:
            return "-"
        pos = lambda p: "%d:%d@%d" % (p["line"], p["column"], p["byte"])
        return pos(subject["start"]) + "-" + pos(subject["end"])
    return [[d["summary"], where(d.get("subject"))] for d in expect["diagnostics"] if d["severity"] == "error"]


def run_check_case(oracle, case, samples, rng_seed):
    rng = random.Random(rng_seed)
    with tempfile.TemporaryDirectory() as d:
        src = os.path.join(d, "case.hcl")
        with open(src, "w", encoding="utf-8") as f:
            f.write(case["expr"])
        tp = os.path.join(d, "types.json")
        with open(tp, "w", encoding="utf-8") as f:
            json.dump(CHECK_ENVIRONMENTS[case["env"]], f)
        p = subprocess.run([oracle, "check", "--types", tp, src], capture_output=True, timeout=30)
        text = p.stdout.decode("utf-8").strip()
        try:
            json.loads(text)
        except json.JSONDecodeError:
            return None
        out = dict(case)
        out["check"] = {"errors": error_places(text)} if '"diagnostics"' in text else {"type": json.loads(text)}
        if samples:
            out["samples"] = []
            # Random leaves, and leaves that convert (a string that is a
            # number, one that is a bool), so that an error all samples share
            # is not one of the values.
            value_sets = [{name: sample_value(rng, ty) for name, ty in SAMPLED_TYPES.items()} for _ in range(samples)]
            value_sets += [{name: friendly_value(ty, leaves) for name, ty in SAMPLED_TYPES.items()}
                           for leaves in FRIENDLY_LEAVES]
            for values in value_sets:
                result = run_oracle(oracle, case["expr"], False, values)
                if result is None:
                    return None
                out["samples"].append(error_places(result))
    return out


def main_check(args):
    rng = random.Random(args.seed)
    g = Gen(rng)
    cases, seen = [], set()
    # The general expressions first, then --check-shapes of CheckShapes' own
    # (from a generator of their own, so that the first cases stay the same).
    shapes = CheckShapes(random.Random(args.seed + 1))
    while len(cases) < args.count + args.check_shapes:
        kind, expr = (g if len(cases) < args.count else shapes).expression(True)
        sampled = len(cases) % 2 == 0
        if (expr, sampled) in seen:
            continue
        seen.add((expr, sampled))
        env = "sampled" if sampled else "collections"
        cases.append({"name": f"{env}-{kind}-{len(cases)}", "expr": expr, "env": env})
    with concurrent.futures.ThreadPoolExecutor(max_workers=2) as pool:
        results = list(pool.map(
            lambda ic: run_check_case(args.oracle, ic[1], args.samples if ic[1]["env"] == "sampled" else 0,
                                      args.seed * 100003 + ic[0]), enumerate(cases)))
    with open(os.path.join(os.path.dirname(args.out) or ".", "types.json"), "w", encoding="utf-8") as f:
        json.dump(CHECK_ENVIRONMENTS, f, ensure_ascii=False, indent=1)
        f.write("\n")
    with open(args.out, "w", encoding="utf-8") as f:
        for r in results:
            if r is not None:
                f.write(json.dumps(r, ensure_ascii=False, separators=(",", ":")) + "\n")


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--oracle", default="/tmp/hcl-current/bin/oracle")
    ap.add_argument("--out", required=True)
    ap.add_argument("--count", type=int, default=2500)
    ap.add_argument("--seed", type=int, default=4)
    ap.add_argument("--shapes", action="store_true", help="the shapes of real files (see above)")
    ap.add_argument("--check", action="store_true", help="cases for the type checker (see above)")
    ap.add_argument("--samples", type=int, default=4, help="--check: random values per sampled case")
    ap.add_argument("--check-shapes", type=int, default=0,
                    help="--check: cases of the shapes the checker must follow the reference's order in (see CheckShapes)")
    args = ap.parse_args()
    if args.check:
        main_check(args)
        return
    rng = random.Random(args.seed)
    g = Gen(rng)
    cases, seen = [], set()
    if args.shapes:
        shapes = Shapes(rng)
        while len(cases) < args.count:
            use_vars = rng.random() < 0.7
            kind, expr = shapes.expression(use_vars)
            if (expr, use_vars) in seen:
                continue
            seen.add((expr, use_vars))
            cases.append({"name": f"{kind}-{len(cases)}", "expr": expr, "template": False,
                          "vars": VARS if use_vars else None})
    while not args.shapes and len(cases) < args.count:
        use_vars = rng.random() < 0.5
        kind, expr = g.expression(use_vars)
        if (expr, use_vars) in seen:
            continue
        seen.add((expr, use_vars))
        cases.append({"name": f"{kind}-{len(cases)}", "expr": expr, "template": False,
                      "vars": VARS if use_vars else None})
    for i, t in enumerate([] if args.shapes else standalone_templates(rng)):
        cases.append({"name": f"standalone-template-{i}", "expr": t, "template": True, "vars": VARS})

    with concurrent.futures.ThreadPoolExecutor(max_workers=2) as pool:
        expects = list(pool.map(lambda c: run_oracle(args.oracle, c["expr"], c["template"], c["vars"]), cases))
    with open(args.out, "w", encoding="utf-8") as f:
        for c, e in zip(cases, expects):
            if e is None:
                continue
            head = json.dumps(c, ensure_ascii=False, separators=(",", ":"))
            f.write(head[:-1] + ',"expect":' + e + "}\n")


if __name__ == "__main__":
    main()
