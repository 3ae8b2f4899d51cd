#!/usr/bin/env python3
"""Generate whole configuration files with an hcldec spec each, decode them
with the reference's hcldec and record the results for the differential test
(tests/differential/config-*.jsonl, replayed by config_test.cpp).

The files take the shapes real Terraform/Packer/Nomad files have: comments and
blank lines between items and inside brackets, odd whitespace, heredocs with
strip markers, dotted and duplicate keys, duplicate attributes and blocks,
nested, labelled and `dynamic` blocks, calls of the spec's user functions
(tests/differential/config-functions.hcldec, some of whose bodies fail) with
`...` expansion, namespaced calls, `&&`/`||` guards on nulls, conditionals,
for-expressions, splats, template directives, a share in the JSON syntax and
a few huge inputs (stored as a recipe that the test expands).

Developer-only (needs the Go reference `hcldec`); CI only replays the
recordings. Deterministic for a given --seed.

    tools/gen-config-cases/gen.py --out-dir tests/differential
"""
import argparse
import concurrent.futures
import json
import os
import random
import subprocess
import tempfile

HERE = os.path.dirname(os.path.abspath(__file__))
DATA_DIR = os.path.join(HERE, "..", "..", "tests", "differential")
# The spec's user functions and the --vars text (Terraform-like `var` and
# `local` objects; var.nothing is null for the guard shapes) that cases use
# when their record says "functions": true / "vars": true.
FUNCTIONS_FILE = os.path.join(DATA_DIR, "config-functions.hcldec")
VARS_FILE = os.path.join(DATA_DIR, "config-vars.json")

TYPES = ["any", "any", "string", "string", "number", "bool", "list(string)", "list(number)", "map(string)",
         "set(string)", "object({name = string, port = number})", "tuple([string, number])", "list(any)",
         "map(any)", "list(object({name = string}))"]

ATTR_NAMES = ["name", "region", "instance_type", "tags", "enabled", "count", "cidr_block", "subnets", "ports",
              "description", "environment", "labels", "settings", "image", "timeout", "policy", "ami", "values",
              "source", "version", "command", "port", "protocol", "from_port", "to_port", "user_data"]
BLOCK_TYPES = ["ingress", "egress", "lifecycle", "provisioner", "rule", "listener", "container",
               "network_interface", "task", "service", "resource", "variable", "output", "module", "group",
               "template", "check", "backend", "artifact", "setting"]
LABELS = ['"web"', '"db"', '"aws_instance"', '"main"', '"this"', '"caf\u00e9"', '"a b"', 'bare', '"x"', '"api"']


class Spec:
    """One hcldec spec block: kind, and what the kind needs."""

    def __init__(self, kind, **fields):
        self.kind = kind
        self.__dict__.update(fields)


class Gen:
    """Writes specs and inputs. A "clean" case avoids every choice marked as a
    mistake ("!" in front); the others take them at random, as real files
    being written do."""

    def __init__(self, rng):
        self.r = rng
        self.clean = False

    def pick(self, xs):
        return self.r.choice(xs)

    def chance(self, p):
        return self.r.random() < p

    def fault(self, p):
        """Whether to make a mistake now (never in a clean case)."""
        return not self.clean and self.r.random() < p

    def epick(self, xs):
        """One of `xs`; those starting with "!" are mistakes."""
        if self.clean:
            xs = [x for x in xs if not x.startswith("!")]
        x = self.pick(xs)
        return x[1:] if x.startswith("!") else x

    # --- whitespace and comments -------------------------------------------

    def sp(self):
        """A gap between two tokens on one line."""
        # "/**/" right after a "/" operator starts a line comment: a mistake.
        return self.pick([" "] * 12 + ["  ", "\t", " /* c */ ", " /* multi\n line */ "] + ([] if self.clean else ["/**/"]))

    def nl(self, indent):
        """A gap inside brackets, where newlines are ignored."""
        return self.pick(["", "", " ", "\n" + indent, "\n" + indent + "  ", "\n\n" + indent, " # note\n" + indent,
                          " // note\n" + indent, "\n" + indent + "/* block\n comment */ ", "\n" + indent + "# c\n" + indent])

    def between_items(self, indent):
        return self.pick(["", "", "", "", "\n", "\n\n", indent + "# comment\n", indent + "// comment\n",
                          indent + "/* block comment */\n", indent + "/*\n" + indent + " * several\n" + indent + " */\n",
                          "\t\n", "   \n"])

    def trailing(self):
        return self.pick([""] * 8 + [" # trailing", " // trailing", " /* trailing */", "   ", "\t"])

    # --- expressions --------------------------------------------------------

    def string_expr(self, depth, indent):
        choices = [
            lambda: self.epick(['"plain"', '"caf\u00e9 \u65e5\u672c"', '"with \\"quotes\\""', '""', '"a\\nb"',
                                '"$${literal}"', '"100%"', '"x-${1 + 1}"', '"%%{ not a directive }"', '"tab\\there"']),
            lambda: self.epick([
                '"${var.name}-${var.env}"', '"${local.prefix}-%{ if var.enabled }on%{ else }off%{ endif }"',
                '"%{ for z in var.zones }${z},%{ endfor }"', '"%{ for i, z in var.zones ~} ${i}=${z} %{~ endfor }"',
                '"${var.unicode}!"', '"${ var.name /* c */ }"', '"${\n  var.name\n}"', '!"${var.nothing}"',
                '!"${var.servers}"', '"%{ if var.nothing != null }x%{ endif }"', '!"%{ if var.count }x%{ endif }"',
                '"${var.tags["env"]}"', '!"${each.key}"', '"%{ for k, v in var.tags }${k}=${v} %{ endfor ~}"',
                '"%{if true}%{ else }%{endif}"', '"${var.name}%{ for x in [] }never%{ endfor }"',
                '"${var.count}${var.enabled}"', '!"%{ if var.enabled }unclosed"', '!"${var.name"',
                '"%{ if var.enabled ~} on %{~ else ~} off %{~ endif }"', '"${"nested ${var.name}"}"']),
            # A heredoc ends with a newline, which ends an attribute outside
            # brackets: elsewhere than a whole value, only faulty cases use one.
            lambda: self.heredoc(indent) if depth >= 2 or not self.clean else '"plain"',
            lambda: self.epick([
                "fn_upper(var.name)", 'fn_label("zones", var.zones)',
                'fn_label("ab", [' + self.nl(indent) + '"a",' + self.nl(indent) + '"b"' + self.nl(indent) + "])",
                'fn_describe(var.name, var.count)', 'fn_describe(var.zones...)',
                'fn_describe("zones", var.zones...)', 'fn_describe(var.pair...)', '!fn_lookup(var.tags, "env", "dev")',
                '!fn_lookup(var.tags, "owner", "nobody")', '!fn_coalesce(var.nothing, "fallback")', 'fn_coalesce("", "fallback")',
                '!fn_coalesce(var.nothing, null)', "fn_prefix_length(var.cidr)", '!fn_prefix_length("no-slash")', 'fn_get(var.tags, "env")', '!fn_get(var.tags, "owner")', 'fn_lower(var.env)', 'fn_last(var.zones)', '!fn_describe()', 'fn_lookup({ a = "x" }, "b", "none")', '!fn_lower(1)',
                '!upper("unknown")', '!join("-", var.zones)', '!fn_scoped("x")', '!fn_calls_user("x")',
                '!provider::aws::arn_parse("x")', '!provider::terraform::encode_tfvars(var.tags)',
                '!fn_upper(var.zones...)', "!fn_upper()", '!fn_upper("a", "b")', "!fn_upper(var.nothing)",
                "!lower(var.name)", 'fn_upper(# why\n' + indent + '  var.name\n' + indent + ')',
                'fn_upper(\n' + indent + '  var.name, # trailing comma\n' + indent + ')', '!fn_upper(var.name,,)',
                '!fn_upper(var.name...)', '!fn_upper(var.name, ...)']),
            lambda: self.epick([
                "var.name", "var.env", 'var.tags["env"]', "var.servers[0].name", "!var.missing",
                "!var.nothing.name", "local.prefix", "!each.key", "!var.zones[5]", "!var.zones[-1]",
                "!var.servers[*].name[0]", "var.unicode", "local.key",
                'var.settings != null && var.settings.enabled ? "on" : "off"',
                'var.nothing != null && var.nothing.enabled ? "on" : "off"',
                'var.nothing == null || var.nothing.enabled ? "yes" : "no"',
                '!var.nothing.enabled ? "on" : "off"', 'var.enabled ? var.name : null',
                'var.count > 2 ? "many" : "few"', '(var.name)', '!var.tags.owner',
                '!try(var.missing, "x")', "var.pair[0]", "var.zones[1]", 'var.servers[1]["name"]']),
        ]
        if depth > 0:
            choices.append(lambda: f"{self.bool_expr(depth - 1, indent)} ?{self.sp()}{self.string_expr(depth - 1, indent)} : {self.string_expr(depth - 1, indent)}")
        return self.pick(choices)()

    HEREDOC_BODIES = [
        ["plain line", "second line"],
        ["${var.name} is ${var.env}"],
        ["{", '  "Version": "2012-10-17",', '  "Statement": [{', '    "Effect": "Allow",', '    "Resource": "${var.name}"', "  }]", "}"],
        ["#!/bin/bash", "set -e", 'echo "hello ${var.name}" # shell comment', "exit 0"],
        ["%{ if var.enabled ~}", "enabled", "%{~ endif }"],
        ["%{ for z in var.zones ~}", "zone ${z}", "%{ endfor ~}"],
        ["%{ for k, v in var.tags }", "${k} = ${v}", "%{ endfor }"],
        ["$${not_interpolated} and %%{not_a_directive}"],
        ["caf\u00e9 \u65e5\u672c", "  indented more", "\tTabbed"],
        [""],
        ["", "blank lines", "", ""],
        ["!%{ if var.enabled }", "unclosed"],
        ["!%{ endfor }"],
        ["!${var.nothing}"],
        ["!${var.missing}"],
    ]

    def heredoc(self, indent):
        marker = self.pick(["EOT", "EOF", "POLICY", "END"])
        flush = self.chance(0.5)
        opener = "<<-" if flush else "<<"
        body = self.pick([b for b in self.HEREDOC_BODIES if not (self.clean and b[0].startswith("!"))])
        body = [line.lstrip("!") for line in body]
        body_indent = self.pick(["", "  ", "    ", indent + "  ", "\t"]) if flush else self.pick(["", "  "])
        text = "\n".join(body_indent + line if line else line for line in body)
        close_indent = self.pick([body_indent, "", "  ", indent]) if flush else self.pick(["", "", "  "])
        # Trailing spaces after either marker: the opener's are allowed, the
        # closing marker's are not a marker any more.
        after_open = self.pick(["", "", "", " "]) if not self.clean else ""
        after_close = self.pick(["", "", "", "", "  ", "\t"]) if not self.clean else ""
        return f"{opener}{marker}{after_open}\n{text}\n{close_indent}{marker}{after_close}\n"

    def number_expr(self, depth, indent):
        choices = [
            lambda: self.epick(["0", "1", "3", "42", "8080", "1.5", "-1", "1e3", "0.1", "12345678901234567890",
                                "0.30000000000000004", "1e-7", "07"]),
            lambda: self.epick([
                "var.count", "var.count * 2 + 1", "var.count % 2", "(var.count + 1) / 2", "var.servers[0].port",
                "local.ports[1]", "var.numbers[0]", "var.count - var.numbers[1]", "-var.count", "!var.name * 2",
                "!var.count + null", "var.count > 1 ? 10 : 0", '!var.enabled ? var.count : "none"',
                "var.nothing == null ? 0 : var.nothing.size", "var.settings.level", "var.pair[1]", "1 / 3",
                "var.count / 7", '"5" + 1', "!var.zones + 1"]),
            lambda: self.epick([
                "fn_length(var.zones)", "fn_max(var.numbers...)", "fn_max(1, 5, 3)", "!fn_max()",
                "fn_port(var.servers[0])", "!fn_port(var.settings)", "fn_positive(3)", "!fn_positive(-1)",
                "fn_first(var.numbers)", "!fn_first(var.empty)", "fn_div(6, 3)", "!fn_length(var.nothing)",
                "fn_max(local.ports...)", "!fn_max(var.numbers..., 1)", "fn_length(var.tags)",
                "fn_max(\n" + indent + "  1,\n" + indent + "  2, # two\n" + indent + ")", "!length(var.zones)",
                "fn_max(var.servers[*].port...)", "!fn_max(var.nothing...)", 'fn_decode("{\\"a\\": 1}").a', '!fn_decode("{")', "fn_last(local.ports)", "!fn_last(var.empty)", "fn_length(fn_concat(var.zones, var.zones))"]),
        ]
        if depth > 0:
            choices.append(lambda: f"{self.bool_expr(depth - 1, indent)} ? {self.number_expr(depth - 1, indent)} : {self.number_expr(depth - 1, indent)}")
            choices.append(lambda: f"({self.operand(self.number_expr(depth - 1, indent))}{self.sp()}{self.pick(['+', '-', '*', '/', '%'])}"
                                   f"{self.sp()}{self.operand(self.number_expr(depth - 1, indent))})")
        return self.pick(choices)()

    def operand(self, expr):
        """An operand of a binary operator: a conditional there takes the
        whole operation as its condition unless it is parenthesized."""
        compound = "?" in expr or "&&" in expr or "||" in expr
        return f"({expr})" if compound and (self.clean or self.chance(0.5)) else expr

    def bool_expr(self, depth, indent):
        choices = [
            lambda: self.pick(["true", "false"]),
            lambda: self.epick([
                "var.enabled", "!var.enabled", "var.enabled && var.count > 1", "var.count == 3",
                "var.nothing != null && var.nothing.enabled", "var.nothing == null || var.nothing.enabled",
                "var.settings != null && var.settings.enabled", "!var.nothing.enabled",
                "!var.settings.enabled || null", "!null && true", "var.enabled || var.missing",
                "!var.missing || var.enabled", "fn_enabled(var.settings)", "!fn_enabled(null)", "!fn_enabled(var.nothing)",
                "local.flags.a && local.flags.b", 'var.env == "prod"', "var.zones != []", '"true"', "!var.count",
                '!contains(var.zones, "a")', "var.name != null", "false && var.nothing.enabled",
                "true || var.nothing.enabled", "!(var.count > 2)", "!!var.enabled", "var.tags == { env = \"prod\", team = \"core\" }"]),
        ]
        if depth > 0:
            choices.append(lambda: f"({self.operand(self.bool_expr(depth - 1, indent))}{self.sp()}{self.pick(['&&', '||'])}"
                                   f"{self.nl(indent)}{self.operand(self.bool_expr(depth - 1, indent))})")
        return self.pick(choices)()

    def list_expr(self, elem, depth, indent):
        def literal():
            n = self.r.randint(0, 4)
            items = [elem(depth - 1, indent + "  ") for _ in range(n)]
            out = "["
            for i, it in enumerate(items):
                out += self.nl(indent + "  ") + it
                if i + 1 < n or self.chance(0.3):
                    out += ","
            if n and self.fault(0.03):
                out += ",,"
            return out + self.nl(indent) + "]"
        choices = [literal, literal]
        if elem == self.string_expr:
            choices.append(lambda: self.epick([
                "var.zones", "[for z in var.zones : fn_upper(z) if z != \"b\"]", "var.servers[*].name",
                "var.servers.*.name", 'fn_concat(var.zones, ["d"])', "fn_concat(var.lists...)",
                '!concat(var.zones, ["d"])', "[for s in var.servers : s.name]", "![for s in var.nothing : s]",
                "var.nothing[*]", "!var.name[*]", "[\n" + indent + "  for z in var.zones :\n" + indent + "  \"${z}-x\"\n" + indent + "]",
                "[for i, z in var.zones : \"${i}:${z}\"]", "[for k, v in var.tags : \"${k}=${v}\"]",
                "var.enabled ? var.zones : []", "var.enabled ? var.zones : null", "![var.name, var.nothing]",
                "!toset(var.zones)", "fn_concat()", "![for z in var.zones : z if z == var.missing]",
                "[for z in var.zones : z if z != var.env]", "![for z in var.zones : z]...", "![for z in var.zones : z...]"]))
        elif elem == self.number_expr:
            choices.append(lambda: self.epick([
                "var.numbers", "[for n in var.numbers : n * 2]", "var.servers[*].port", "local.ports",
                "[for s in var.servers : s.port if s.port > 100]", '[1, "2", 3]', '![1, "x"]', "![for n in var.numbers : n / 0]"]))
        return self.pick(choices)()

    def map_expr(self, value, depth, indent):
        def literal():
            n = self.r.randint(0, 4)
            inner = indent + "  "
            out = "{"
            for i in range(n):
                key = self.epick(["env", "team", "Name", '"quoted"', '"with space"', '"caf\u00e9"', "!a.b", '"a.b"',
                                  "(local.key)", "!local.key", "env", "1", "true", '"${var.name}-key"', "!null",
                                  '"${var.name}"', "!var.nothing", "(var.name)"])
                sep = self.pick([" = ", " = ", ": ", "=", "  =  "])
                out += self.nl(inner) + key + sep + value(depth - 1, inner)
                if i + 1 < n:
                    out += self.pick([",", ",", "\n" + inner, ",\n" + inner, " # c\n" + inner])
                elif self.chance(0.3):
                    out += ","
            return out + self.nl(indent) + "}"
        choices = [literal, literal, lambda: self.epick([
            "var.tags", 'fn_tags("x", var.tags)', "{for k, v in var.tags : k => fn_upper(v)}",
            "!{for s in var.servers : s.name => s.port...}", "{for s in var.servers : s.name => s.port}",
            "fn_tags(var.name, var.tags)", "!fn_tags(var.name, var.nothing)", '{ a = "1", a = "2" }',
            '!{for z in ["a", "a"] : z => z}', '!merge(var.tags, {})', "!{for k, v in var.nothing : k => v}",
            "var.enabled ? var.tags : {}", '{for k, v in local.flags : k => v if v}',
            '{\n' + indent + '  # only a comment\n' + indent + '}', "{}", '{for z in ["a", "a"] : z => z...}',
            "{for i, z in var.zones : z => i}", "!{for z in var.zones : z}"])]
        return self.pick(choices)()

    def object_expr(self, depth, indent):
        return self.epick([
            '{ name = "s3", port = 443 }', "var.servers[0]", '{ name = var.name, port = var.count }',
            '{\n' + indent + '  name = "x" # the name\n' + indent + '  port = 1\n' + indent + '}',
            '!{ name = "x" }', '!{ name = "x", port = "eighty" }', '!var.settings', '{ name = "x", port = 1, extra = true }',
            "null", '{ name = "x", port = "80" }'])

    def expr_of_type(self, t, depth, indent):
        if self.fault(0.05):
            t = self.pick(TYPES)  # a value of another type: a conversion error or a conversion
        if t == "string":
            return self.string_expr(depth, indent)
        if t == "number":
            return self.number_expr(depth, indent)
        if t == "bool":
            return self.bool_expr(depth, indent)
        if t in ("list(string)", "set(string)"):
            return self.list_expr(self.string_expr, depth, indent)
        if t == "list(number)":
            return self.list_expr(self.number_expr, depth, indent)
        if t == "map(string)":
            return self.map_expr(self.string_expr, depth, indent)
        if t.startswith("object"):
            return self.object_expr(depth, indent)
        if t.startswith("tuple"):
            return self.epick(['["a", 1]', "var.pair", '!["a", "1"]', '!["a"]', '[1, "2"]', "null"])
        if t == "list(object({name = string}))":
            return self.epick(["var.servers", '[{ name = "a" }, { name = "b", port = 1 }]', "[]",
                               "[for z in var.zones : { name = z }]", "![{}]"])
        if t == "list(any)":
            return self.list_expr(self.pick([self.string_expr, self.number_expr]), depth, indent)
        if t == "map(any)":
            return self.map_expr(self.pick([self.string_expr, self.number_expr, self.bool_expr]), depth, indent)
        return self.pick([self.string_expr, self.number_expr, self.bool_expr,
                          lambda d, i: self.list_expr(self.string_expr, d, i),
                          lambda d, i: self.map_expr(self.string_expr, d, i), self.object_expr])(depth, indent)

    # --- specs ----------------------------------------------------------------

    def attr_type(self, in_map):
        # A block_map's nested attributes may not have dynamic types ("any");
        # a block list's or set's may, if every block gives the same type.
        types = [t for t in TYPES if "any" not in t] if in_map and not self.fault(0.05) else TYPES
        return self.pick(types)

    def object_spec(self, depth, in_map=False):
        members, used = [], set()
        for _ in range(self.r.randint(1, 5 if depth == 0 else 3)):
            r = self.r.random()
            if r < 0.6 or depth >= 2:
                name = self.pick(ATTR_NAMES)
                if name in used:
                    continue
                used.add(name)
                members.append((name, Spec("attr", name=name, type=self.attr_type(in_map), required=self.chance(0.15))))
                continue
            btype = self.pick(BLOCK_TYPES)
            if btype in used:
                continue
            used.add(btype)
            kind = self.pick(["block", "block_list", "block_list", "block_set", "block_map", "block_map"])
            if self.fault(0.02):
                # In hclc's spec language, not in the reference's: such a case
                # is drawn (so that the cases after it stay the same) but not
                # recorded, see uses_block_attrs.
                kind = "block_attrs"
            if kind == "block_attrs":
                members.append((btype, Spec(kind, block_type=btype, type=self.pick(["string", "number", "any"]),
                                            required=self.chance(0.1))))
                continue
            # Blocks of a list, set or map must agree on their attributes' types.
            fields = {"block_type": btype, "nested": self.object_spec(depth + 1, in_map or kind != "block"),
                      "required": False,
                      "labels": [], "min_items": None, "max_items": None}
            if kind == "block":
                fields["required"] = self.chance(0.15)
            if kind in ("block_list", "block_set"):
                if self.chance(0.2):
                    fields["min_items"] = self.r.randint(1, 2)
                if self.chance(0.2):
                    fields["max_items"] = self.r.randint(1, 3)
            if kind == "block_map":
                fields["labels"] = self.pick([["name"], ["type", "name"], ["name"]])
            members.append((btype, Spec(kind, **fields)))
        if depth == 0 and self.chance(0.2):
            members.append(("dynamic", Spec("block_map", block_type="dynamic", labels=["type"], required=False,
                                            min_items=None, max_items=None, nested=Spec("object", members=[
                                                ("for_each", Spec("attr", name="for_each", type="list(string)", required=False)),
                                                ("iterator", Spec("attr", name="iterator", type="string", required=False)),
                                                ("content", Spec("block", block_type="content", required=False, labels=[],
                                                                 min_items=None, max_items=None,
                                                                 nested=Spec("object", members=[
                                                                     ("value", Spec("attr", name="value", type="string", required=False)),
                                                                 ]))),
                                            ]))))
        return Spec("object", members=members)

    def render_spec(self, spec, indent="", key=None):
        label = f' "{key}"' if key is not None else ""
        inner = indent + "  "
        out = f"{indent}{spec.kind}{label} {{\n"
        if spec.kind == "object":
            for k, m in spec.members:
                out += self.render_spec(m, inner, k)
        elif spec.kind == "attr":
            if key is None or self.chance(0.3):
                out += f'{inner}name = "{spec.name}"\n'
            out += f"{inner}type = {spec.type}\n"
            if spec.required:
                out += f"{inner}required = true\n"
        elif spec.kind == "block_attrs":
            out += f'{inner}block_type = "{spec.block_type}"\n{inner}element_type = {spec.type}\n'
            if spec.required:
                out += f"{inner}required = true\n"
        elif spec.kind == "transform":
            out += self.render_spec(spec.nested, inner) + f"{inner}result = {spec.result}\n"
        elif spec.kind == "default":
            for e in spec.elements:
                out += self.render_spec(e, inner)
        elif spec.kind == "literal":
            out += f"{inner}value = {spec.value}\n"
        else:
            out += f'{inner}block_type = "{spec.block_type}"\n'
            if spec.required:
                out += f"{inner}required = true\n"
            if spec.labels:
                out += f"{inner}labels = {json.dumps(spec.labels)}\n"
            if spec.min_items is not None:
                out += f"{inner}min_items = {spec.min_items}\n"
            if spec.max_items is not None:
                out += f"{inner}max_items = {spec.max_items}\n"
            out += self.render_spec(spec.nested, inner)
        return out + f"{indent}}}\n"

    def top_spec(self):
        root = self.object_spec(0)
        extra = self.r.random()
        if extra < 0.1:
            name = self.pick([n for n in ATTR_NAMES if n not in {k for k, _ in root.members}])
            root.members.append((name + "_count", Spec("transform", nested=Spec(
                "attr", name=name, type="list(any)", required=False), result=self.pick(
                    ["length(nested)", "nested == null ? 0 : length(nested)", "jsonencode(nested)", "nested"]))))
        elif extra < 0.2:
            root.members.append(("fallback", Spec("default", elements=[
                Spec("attr", name="primary", type="string", required=False),
                Spec("literal", value=self.pick(['"none"', "null", 'upper("x")', "[1, 2]"]))])))
        elif extra < 0.25:
            root.members.append(("constant", Spec("literal", value=self.pick(['"v1"', "{ a = 1 }", "tolist([])"]))))
        return root

    # --- native-syntax bodies -------------------------------------------------

    def attribute(self, name, type_, indent):
        gap = self.pick([" = ", " = ", " = ", "  = ", " =  ", "=", "\t=\t", " /* c */ = "])
        return f"{indent}{name}{gap}{self.expr_of_type(type_, 2, indent)}{self.trailing()}\n"

    def block(self, spec, indent, labels):
        head = spec.block_type
        for lab in labels:
            head += self.pick([" ", " ", " ", "  ", " /* c */ "]) + lab
        items = self.body_items(spec.nested, indent + "  ")
        if not items and self.chance(0.5):
            return f"{indent}{head} {{}}\n"
        if len(items) == 1 and "\n" not in items[0].strip() and self.chance(0.3) and "#" not in items[0] and "//" not in items[0]:
            return f"{indent}{head} {{ {items[0].strip()} }}\n"
        return f"{indent}{head}{self.pick([' ', ' ', '  '])}{{{self.trailing()}\n" + "".join(items) + f"{indent}}}\n"

    def labels_for(self, spec):
        n = len(spec.labels)
        if self.fault(0.05):
            n += self.pick([-1, 1])
        return [self.pick(LABELS) for _ in range(max(n, 0))]

    def body_items(self, obj, indent):
        items = []
        for key, m in obj.members:
            if m.kind == "attr":
                if m.required or self.chance(0.8):
                    items.append(self.attribute(m.name, m.type, indent))
                    if self.fault(0.04):
                        items.append(self.attribute(m.name, m.type, indent))  # Attribute redefined
            elif m.kind == "transform":
                if self.chance(0.8):
                    items.append(self.attribute(m.nested.name, m.nested.type, indent))
            elif m.kind == "default":
                if self.chance(0.5):
                    items.append(self.attribute("primary", "string", indent))
            elif m.kind == "block_attrs":
                if m.required or self.chance(0.7):
                    inner = indent + "  "
                    attrs = "".join(self.attribute(self.pick(["Name", "Owner", "env", "a", "b", "c", "team"]), m.type, inner)
                                    for _ in range(self.r.randint(0, 4)))
                    items.append(f"{indent}{m.block_type} {{\n{attrs}{indent}}}\n")
            elif m.kind in ("block", "block_list", "block_set", "block_map"):
                if m.kind == "block":
                    n = self.pick([0, 1, 1] if not m.required else [1])
                else:
                    n = self.pick([0, 1, 2, 2, 3, 4])
                    if self.clean:
                        n = max(n, m.min_items or 0)
                        n = min(n, m.max_items if m.max_items is not None else n)
                if self.fault(0.1):
                    n = self.pick([0, 2])  # a missing or a duplicate block
                label_sets = []
                for _ in range(n):
                    if m.kind == "block_map" and label_sets and self.fault(0.15):
                        labels = label_sets[-1]  # a duplicate block
                    elif m.kind == "block_map":
                        labels = self.labels_for(m)
                        while self.clean and labels in label_sets:
                            labels = self.labels_for(m)
                    else:
                        labels = ['"stray"'] if self.fault(0.03) else []
                    label_sets.append(labels)
                    if m.block_type == "dynamic":
                        items.append(self.dynamic_block(indent, labels))
                    else:
                        items.append(self.block(m, indent, labels))
        if self.fault(0.04):
            items.append(self.attribute(self.pick(["unexpected", "extra_arg", "typo_nmae"]), "any", indent))
        if self.fault(0.03):
            items.append(f"{indent}{self.pick(['unknown_block', 'locals', 'terraform'])} {{\n{indent}  x = 1\n{indent}}}\n")
        self.r.shuffle(items)
        return [self.between_items(indent) + it for it in items]

    def dynamic_block(self, indent, labels):
        inner, content = indent + "  ", indent + "    "
        label = labels[0] if labels else '"ingress"'
        # Outside Terraform the iterator symbols are unknown variables: only
        # faulty cases refer to them.
        iterator = f'{inner}iterator = "rule"\n' if self.chance(0.3) else ""
        value = self.epick(["!rule.value", "!ingress.key", '!"${ingress.value}"', "!each.value", "var.name",
                            '"${var.name}-rule"', "fn_upper(var.env)"])
        for_each = self.epick(["var.zones", "!var.tags", "!var.servers", "[]", "var.nothing", "var.servers[*].name",
                               "!{ for s in var.servers : s.name => s }", "[for z in var.zones : z if z != \"a\"]"])
        return (f"{indent}dynamic {' '.join(labels) if labels else label} {{\n{inner}for_each = {for_each}\n{iterator}"
                f"{inner}content {{\n{content}value = {value}\n{inner}}}\n{indent}}}\n")

    def misplaced(self, text):
        """One mistake of the kind people make: a newline or comment where the
        syntax does not allow one."""
        lines = text.split("\n")
        i = self.r.randrange(len(lines))
        line = lines[i]
        choice = self.r.random()
        if " = " in line and choice < 0.3:
            lines[i] = line.replace(" = ", " =\n  ", 1)  # value on the next line
        elif line.rstrip().endswith("{") and choice < 0.55:
            lines[i] = line.rstrip()[:-1].rstrip() + "\n{"  # brace on its own line
        elif choice < 0.7:
            lines.insert(i, self.pick(["a = 1 b = 2", "x = [1, 2", "/* unterminated", "y = \"unclosed",
                                       "z = 1 # ok", "w = {", "}", "block { x = 1 # comment }", "q = 1 ,",
                                       "label \"one\" \"two\" x {}", "v = var.", "k = ${var.name}", "t = <<EOT"]))
        else:
            lines.insert(i, self.pick(["\ufeff# BOM inside", "tab\t= 1", "\u00a0nbsp = 1", "h = 1;", "p = 'single'"]))
        return "\n".join(lines)

    def native_case(self):
        self.clean = self.chance(0.5)
        spec = self.top_spec()
        items = self.body_items(spec, "")
        text = "".join(items)
        if self.fault(0.1):
            text = self.misplaced(text)
        if self.chance(0.05):
            text = text.replace("\n", "\r\n")
        if self.chance(0.1):
            text = self.pick(["# header comment\n\n", "/* license\n * text\n */\n", "\n\n", "  "]) + text
        if self.chance(0.1) and not (self.clean and "<<" in text):
            text = text.rstrip("\n")  # no newline at the end of the file (a heredoc needs one)
        return spec, text

    # --- JSON-syntax bodies ---------------------------------------------------

    def vpick(self, good, bad):
        """One of `good`, or of `bad` (mistakes) unless the case is clean."""
        return self.pick(good if self.clean else good + bad)

    def json_value(self, t):
        if self.fault(0.05):
            t = self.pick(TYPES)
        if t == "string":
            return self.vpick(["web", "", "caf\u00e9", "${var.name}-x", "%{ if var.enabled }on%{ endif }", "$${literal}",
                               "${fn_upper(var.name)}", "${var.count + 1}", 1, True, None, "${ var.name # c\n}",
                               "<<EOT\n${var.name}\nEOT\n", "a\nb"],
                              ["${var.missing}", "${", "%{ for }", "${provider::x::f()}", "${var.nothing.x}"])
        if t == "number":
            return self.vpick([1, 42, 1.5, -3, "${var.count * 2}", "7", 12345678901234567890, None, 1e-7, 0.1],
                              ["x", "${var.name}", 1e400])
        if t == "bool":
            return self.vpick([True, False, "true", "${var.enabled && var.count > 1}",
                               "${var.nothing != null && var.nothing.enabled}", None], ["yes", 0])
        if t in ("list(string)", "set(string)", "list(any)"):
            return self.vpick([["a", "b"], [], ["${var.name}", "x"], "${var.zones}", [1, "a"], "${[for z in var.zones : z]}"],
                              [[None], [["nested"]], {"a": 1}, "${var.nothing[*]}"])
        if t == "list(number)":
            return self.vpick([[1, 2], [], "${var.numbers}", ["1", 2]], [["x"], [[1]]])
        if t.startswith("map"):
            return self.vpick([{"a": "1", "b": "${var.name}"}, {}, "${var.tags}", {"a.b": "dotted"}, {"//": "a comment key", "k": "v"}],
                              [{"x": [1]}, [{"a": "1"}], "${var.pair}"])
        if t.startswith("object"):
            return self.vpick([{"name": "s", "port": 80}, "${var.servers[0]}", {"name": "s", "port": "80"}],
                              [{"name": "s"}, {"name": "s", "port": "eighty"}])
        if t.startswith("tuple"):
            return self.vpick([["a", 1], "${var.pair}"], [["a"], [1, "a", True]])
        if t.startswith("list(object"):
            return self.vpick([[{"name": "a"}], "${var.servers}", []], [[{}], [1]])
        return self.vpick(["x", 1, True, None, [1, "a"], {"k": "v"}, "${var.tags}", "${var.nothing}"], [1e300, "${1/0}"])

    def json_body(self, obj):
        """The members of a JSON object as (key, value) pairs, a key possibly
        repeated; json_text writes ("pairs", members) as an object."""
        body = []
        for key, m in obj.members:
            if m.kind == "attr":
                if m.required or self.chance(0.8):
                    body.append((m.name, self.json_value(m.type)))
                    if self.fault(0.04):
                        body.append((m.name, self.json_value(m.type)))
            elif m.kind == "block_attrs":
                if self.chance(0.7):
                    body.append((m.block_type, {k: self.json_value(m.type) for k in self.r.sample(["a", "b", "Name"], self.r.randint(0, 3))}))
            elif m.kind in ("block", "block_list", "block_set", "block_map"):
                n = self.pick([0, 1, 1, 2, 3]) if m.kind != "block" else self.pick([0, 1, 1])
                if m.kind == "block" and m.required or self.clean and m.min_items:
                    n = max(n, m.min_items or 1)
                if self.clean and m.max_items is not None:
                    n = min(n, m.max_items)
                if self.fault(0.08):
                    n = self.pick([0, 2])
                if n == 0:
                    continue
                blocks = [self.json_body(m.nested) for _ in range(n)]
                if m.kind == "block_map":
                    value = {}
                    for b in blocks:
                        cur = value
                        labels = [self.pick(["web", "db", "main", "x"]) for _ in m.labels]
                        for lab in labels[:-1]:
                            if not isinstance(cur.get(lab), dict):
                                cur[lab] = {}
                            cur = cur[lab]
                        cur[labels[-1]] = ("pairs", b) if self.chance(0.8) else [("pairs", b)]
                    body.append((m.block_type, value))
                elif n == 1 and self.chance(0.5):
                    body.append((m.block_type, ("pairs", blocks[0])))
                else:
                    body.append((m.block_type, [("pairs", b) for b in blocks]))
        if self.chance(0.15):
            body.append(("//", self.pick(["a comment", 1, ["list"], {"obj": True}])))
        if self.fault(0.04):
            body.append(("unexpected", 1))
        self.r.shuffle(body)
        return body

    def json_text(self, value, indent):
        step = self.pick(["  ", "    ", "\t", ""]) if indent == "" else "  "
        nl = "\n" if step else ""
        if isinstance(value, tuple):
            pairs = value[1]
            if not pairs:
                return "{}"
            inner = indent + step
            parts = [f"{inner}{json.dumps(k, ensure_ascii=False)}{self.pick([': ', ':', ' : '])}{self.json_text(v, inner)}" for k, v in pairs]
            return "{" + nl + ("," + nl).join(parts) + nl + indent + "}"
        if isinstance(value, dict):
            return self.json_text(("pairs", list(value.items())), indent)
        if isinstance(value, list):
            return "[" + ", ".join(self.json_text(v, indent) for v in value) + "]"
        return json.dumps(value, ensure_ascii=False)

    def json_case(self):
        self.clean = self.chance(0.5)
        spec = self.top_spec()
        text = self.json_text(("pairs", self.json_body(spec)), "") + "\n"
        if self.fault(0.08):
            text = self.pick([text.replace("}", ",}", 1), text[:-3], "// comment\n" + text, text + "{}", "[" + text + "]"])
        return spec, text


def huge_cases():
    """Thousands of attributes, elements and blocks; each input (and a spec
    that big) is stored as a recipe: prefix + item (with {i} replaced by
    0..count-1) + suffix."""
    big_list = Spec("object", members=[("n", Spec("transform", nested=Spec("attr", name="items", type="list(number)",
                                                                            required=False), result="length(nested)"))])
    blocks = Spec("object", members=[("n", Spec("transform", nested=Spec(
        "block_list", block_type="rule", required=False, labels=[], min_items=None, max_items=None,
        nested=Spec("object", members=[("port", Spec("attr", name="port", type="number", required=False))])),
        result="length(nested)"))])
    labelled = Spec("object", members=[("svc", Spec("block_map", block_type="service", labels=["name"], required=False,
                                                    min_items=None, max_items=None, nested=Spec("object", members=[
                                                        ("port", Spec("attr", name="port", type="number", required=False))])))])
    any_attr = Spec("object", members=[("v", Spec("attr", name="v", type="any", required=False))])
    # hcldec's spec functions are few (no split, no keys): the length of the
    # JSON text stands for the whole value.
    measured_attr = Spec("object", members=[("n", Spec("transform", nested=Spec("attr", name="v", type="any", required=False),
                                                       result="strlen(jsonencode(nested))"))])
    return [
        # The spec is a recipe too: 3000 attributes, counted by a transform.
        ("attributes-3000", {"prefix": "transform {\n  object {\n", "item": '    attr "key_{i}" {\n      type = string\n    }\n',
                             "count": 3000, "suffix": "  }\n  result = strlen(jsonencode(nested))\n}\n"},
         {"prefix": "# many\n", "item": 'key_{i} = "value ${var.count} {i}" # c\n', "count": 3000, "suffix": ""}),
        ("list-elements-5000", big_list, {"prefix": "items = [\n", "item": "  {i}, // n\n", "count": 5000, "suffix": "]\n"}),
        ("blocks-2000", blocks, {"prefix": "# rules\n", "item": "rule {\n  port = {i}\n}\n\n", "count": 2000, "suffix": ""}),
        ("labelled-blocks-1500", labelled, {"prefix": "", "item": 'service "s{i}" { port = {i} }\n', "count": 1500, "suffix": ""}),
        ("duplicate-labelled-blocks-300", labelled, {"prefix": 'service "same" { port = 0 }\n', "item": 'service "same" {\n  port = {i}\n}\n', "count": 300, "suffix": ""}),
        ("duplicate-attributes-300", any_attr, {"prefix": "v = 0\n", "item": "v = {i}\n", "count": 300, "suffix": ""}),
        ("object-keys-3000", measured_attr, {"prefix": "v = {\n", "item": "  k{i} = {i}\n", "count": 3000, "suffix": "}\n"}),
        ("template-interpolations-3000", measured_attr, {"prefix": 'v = "', "item": "${var.count}-{i},", "count": 3000, "suffix": '"\n'}),
        ("heredoc-lines-4000", measured_attr, {"prefix": "v = <<-EOT\n", "item": "    line {i} ${var.name}\n", "count": 4000, "suffix": "  EOT\n"}),
        ("nested-brackets-200", any_attr, {"prefix": "v = ", "item": "[", "count": 200, "suffix": "1" + "]" * 200 + "\n"}),
        ("comments-5000", any_attr, {"prefix": "", "item": "# comment {i}\n// another\n/* block {i} */\n", "count": 5000, "suffix": "v = 1\n"}),
        ("for-over-range-1", any_attr, {"prefix": "v = [for x in [", "item": "{i},", "count": 2000, "suffix": "] : x if x % 500 == 0]\n"}),
    ]


def uses_block_attrs(spec):
    """Whether a spec holds a block_attrs spec, which the reference's hcldec
    cannot load: its case would only measure that."""
    if spec.kind == "block_attrs":
        return True
    children = [m for _, m in getattr(spec, "members", [])] + list(getattr(spec, "elements", []))
    if getattr(spec, "nested", None) is not None:
        children.append(spec.nested)
    return any(uses_block_attrs(c) for c in children)


def expand(recipe):
    return recipe["prefix"] + "".join(recipe["item"].replace("{i}", str(i)) for i in range(recipe["count"])) + recipe["suffix"]


def run_reference(hcldec, case, functions_text, vars_text):
    with tempfile.TemporaryDirectory() as d:
        spec_path = os.path.join(d, "case.hcldec")
        with open(spec_path, "w", encoding="utf-8") as f:
            spec_text = expand(case["spec_recipe"]) if "spec_recipe" in case else case["spec"]
            f.write((functions_text if case["functions"] else "") + spec_text)
        input_path = os.path.join(d, case["filename"])
        with open(input_path, "w", encoding="utf-8", newline="") as f:
            f.write(expand(case["recipe"]) if "recipe" in case else case["input"])
        cmd = [hcldec, "--spec", spec_path, "--with-type", "--diags=json"]
        if case["vars"]:
            cmd += ["--vars", vars_text]
        cmd.append(input_path)
        p = subprocess.run(cmd, capture_output=True, timeout=60, cwd=d)
    out, err = p.stdout.decode("utf-8").strip(), p.stderr.decode("utf-8").strip()
    if p.returncode == 0:
        # The value stays as the reference printed it: Python's json would
        # turn numbers into float64 and lose digits.
        return '{"exit":0,"value":' + out + "}"
    if err.startswith("panic:"):
        return None  # a defect of the reference (inconsistent element types in block lists): not recorded
    try:
        diags = json.loads(err)["diagnostics"]
    except (json.JSONDecodeError, KeyError):
        # Not diagnostics: the reference could not write the value (infinity).
        return json.dumps({"exit": p.returncode, "message": err}, ensure_ascii=False, separators=(",", ":"))
    kept = []
    for diag in diags:
        # The subject range, compactly: "FILE LINE:COLUMN@BYTE-LINE:COLUMN@BYTE".
        s = diag.get("subject")
        subject = (f"{os.path.basename(s['filename'])} {s['start']['line']}:{s['start']['column']}@{s['start']['byte']}"
                   f"-{s['end']['line']}:{s['end']['column']}@{s['end']['byte']}") if s else None
        kept.append({"severity": diag["severity"], "summary": diag["summary"], "subject": subject})
    # An object spec reports its members in Go's random map order: sorted, the
    # recording is the same on every run.
    kept.sort(key=lambda d: (d["subject"] or "", d["summary"], d["severity"]))
    return json.dumps({"exit": p.returncode, "diagnostics": kept}, ensure_ascii=False, separators=(",", ":"))


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--hcldec", default="/tmp/hcl-current/bin/hcldec")
    ap.add_argument("--out-dir", required=True)
    ap.add_argument("--native", type=int, default=1000, help="native-syntax cases")
    ap.add_argument("--json", type=int, default=300, help="JSON-syntax cases")
    ap.add_argument("--seed", type=int, default=19)
    ap.add_argument("--jobs", type=int, default=2)
    args = ap.parse_args()
    with open(FUNCTIONS_FILE, encoding="utf-8") as f:
        functions_text = f.read()
    with open(VARS_FILE, encoding="utf-8") as f:
        vars_text = json.dumps(json.load(f), ensure_ascii=False)
    rng = random.Random(args.seed)
    g = Gen(rng)
    sets = {"config-native": [], "config-json": [], "config-huge": []}
    # Every case is drawn, recorded or not, so that a case's text depends only
    # on the seed and its number.
    for i in range(args.native):
        spec, text = g.native_case()
        case = {"name": f"native-{i}", "filename": "case.hcl", "input": text, "spec": g.render_spec(spec),
                "functions": rng.random() < 0.95, "vars": rng.random() < 0.95}
        if not uses_block_attrs(spec):
            sets["config-native"].append(case)
    for i in range(args.json):
        spec, text = g.json_case()
        case = {"name": f"json-{i}", "filename": "case.json", "input": text, "spec": g.render_spec(spec),
                "functions": rng.random() < 0.95, "vars": rng.random() < 0.95}
        if not uses_block_attrs(spec):
            sets["config-json"].append(case)
    for name, spec, recipe in huge_cases():
        spec_field = {"spec_recipe": spec} if isinstance(spec, dict) else {"spec": g.render_spec(spec)}
        sets["config-huge"].append({"name": name, "filename": "case.hcl", "recipe": recipe, **spec_field,
                                    "functions": True, "vars": True})

    for stem, cases in sets.items():
        with concurrent.futures.ThreadPoolExecutor(max_workers=args.jobs) as pool:
            expects = list(pool.map(lambda c: run_reference(args.hcldec, c, functions_text, vars_text), cases))
        with open(os.path.join(args.out_dir, stem + ".jsonl"), "w", encoding="utf-8") as f:
            for c, e in zip(cases, expects):
                if e is None:
                    continue
                head = json.dumps(c, ensure_ascii=False, separators=(",", ":"))
                f.write(head[:-1] + ',"expect":' + e + "}\n")


if __name__ == "__main__":
    main()
