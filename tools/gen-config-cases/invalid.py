#!/usr/bin/env python3
"""Mutate real files and expressions of the corpus into invalid input, record
the reference's diagnostics for them and write the differential recordings of
invalid input:

- tests/differential/config-invalid.jsonl: whole corpus files with one or two
  mistakes (a token deleted, inserted or doubled, a line cut, a bracket or a
  quote unbalanced, a heredoc's end marker broken, a template directive or a
  for expression broken, the file cut short), parsed by the reference's
  `oracle parse`: every diagnostic's severity, summary, detail and subject
  range. Replayed by config_test.cpp, which parses each file with hclc.
- tests/differential/expr-invalid.jsonl: attribute expressions of the corpus,
  mutated the same ways, evaluated by `oracle eval` (a parse error stops it
  before evaluation) in the record format of the expression sets; replayed by
  differential_test.cpp with details compared.

Developer-only (needs the Go reference's oracle); CI only replays the
recordings. Deterministic for a given --seed and corpus.

    tools/gen-config-cases/invalid.py --out-dir tests/differential
    tools/gen-config-cases/invalid.py --out-dir tests/differential \
        --seed 17 --files 400 --exprs 1000 --suffix -seed17

--suffix names a further pair of sets (config-invalid-seed17.jsonl,
expr-invalid-seed17.jsonl), replayed beside the first with pending lists of
their own (config-invalid-seed17-pending.txt, ...).
"""
import argparse
import concurrent.futures
import json
import os
import random
import re
import subprocess
import tempfile

HERE = os.path.dirname(os.path.abspath(__file__))
CORPUS = os.path.join(HERE, "..", "..", "..", "shared", "corpus")

# What a token looks like to the mutator: close enough to HCL's lexer for
# picking a place to change, never used to decide what is valid.
TOKEN = re.compile(r'<<-?[A-Z_]+|\$\{|%\{|=>|\.\.\.|==|!=|<=|>=|&&|\|\||[A-Za-z_][\w-]*|\d+(?:\.\d+)?'
                   r'|"(?:[^"\\\n]|\\.)*"|[{}\[\]()=,.:?!*+/%<>"-]')
INSERTABLE = ["{", "}", "[", "]", "(", ")", "=", ",", '"', "${", "%{", ".", ":", "?", "=>", "...", "*", "!",
              "for", "in", "if", "endif", "x", "1", "1.5.2", "<<EOT", "~}", "#", "/*", "\\", "&&", "-", "\t",
              "\n", "@", "'", "null"]


def tokens(text):
    return [m for m in TOKEN.finditer(text)]


def mutate(r, text):
    """One mistake in `text`, or None when the chosen kind has no place."""
    kind = r.choice(["delete", "delete", "insert", "insert", "duplicate", "cut_line", "drop_line", "unbalance",
                     "unbalance", "quote", "heredoc", "directive", "for", "truncate", "swap"])
    toks = tokens(text)
    if not toks:
        return None
    if kind == "delete":
        t = r.choice(toks)
        return kind, text[:t.start()] + text[t.end():]
    if kind == "insert":
        t = r.choice(toks)
        at = r.choice([t.start(), t.end()])
        return kind, text[:at] + r.choice(INSERTABLE) + text[at:]
    if kind == "duplicate":
        t = r.choice(toks)
        return kind, text[:t.end()] + r.choice(["", " "]) + t.group() + text[t.end():]
    if kind == "swap":
        i = r.randrange(len(toks) - 1) if len(toks) > 1 else 0
        a, b = toks[i], toks[min(i + 1, len(toks) - 1)]
        if a is b:
            return None
        return kind, text[:a.start()] + b.group() + text[a.end():b.start()] + a.group() + text[b.end():]
    if kind in ("cut_line", "drop_line"):
        lines = text.split("\n")
        i = r.randrange(len(lines))
        if kind == "drop_line":
            del lines[i]
        else:
            lines[i] = lines[i][:r.randrange(len(lines[i]) + 1)]
        return kind, "\n".join(lines)
    if kind == "unbalance":
        places = [i for i, c in enumerate(text) if c in "{}[]()"]
        if not places:
            return None
        i = r.choice(places)
        return kind, text[:i] + text[i + 1:]
    if kind == "quote":
        places = [i for i, c in enumerate(text) if c == '"']
        if not places:
            return None
        i = r.choice(places)
        return kind, text[:i] + r.choice(["", '""']) + text[i + 1:]
    if kind == "heredoc":
        m = re.search(r"<<-?([A-Z_]+)\n", text)
        if not m:
            return None
        end = re.compile(r"^[ \t]*" + m.group(1) + r"[ \t]*$", re.M)
        e = end.search(text, m.end())
        if not e or r.random() < 0.3:
            return kind, text[:m.start()] + "<<" + text[m.end() - 1:]  # the marker's name lost
        return kind, text[:e.start()] + r.choice(["", e.group().lower(), e.group() + "X"]) + text[e.end():]
    if kind == "directive":
        ds = list(re.finditer(r"%\{~?\s*(?:if|else|endif|for|endfor)\b[^}]*\}", text))
        if not ds:
            at = r.choice(toks).start()
            return kind, text[:at] + r.choice(['"%{ if x }a"', '"%{ for x in y }', '"a%{ endif }"']) + text[at:]
        d = r.choice(ds)
        return kind, text[:d.start()] + r.choice(["", "%{ endfor }", "%{ else }", "%{ if }"]) + text[d.end():]
    if kind == "for":
        fs = list(re.finditer(r"\bfor\s+\w+(?:\s*,\s*\w+)?\s+in\b|\s:\s|=>|\.\.\.", text))
        if not fs:
            return None
        f = r.choice(fs)
        return kind, text[:f.start()] + r.choice(["", " ", "for", " in "]) + text[f.end():]
    if kind == "truncate":
        return kind, text[:r.randrange(len(text))]
    return None


def corpus_files():
    out = []
    for root, dirs, files in os.walk(CORPUS):
        dirs.sort()
        for f in sorted(files):
            if f.endswith((".tf", ".hcl")):
                path = os.path.join(root, f)
                if os.path.getsize(path) <= 4000:
                    out.append(path)
    return out


def corpus_expressions(files):
    """Attribute expressions: from the `=` of `name = ` to the end of the line
    where the brackets opened on it have closed."""
    exprs = set()
    for path in files:
        text = open(path, encoding="utf-8").read()
        for m in re.finditer(r"^[ \t]*[A-Za-z_][\w-]*[ \t]*=[ \t]*", text, re.M):
            depth, i = 0, m.end()
            while i < len(text):
                c = text[i]
                if c in "([{":
                    depth += 1
                elif c in ")]}":
                    depth -= 1
                elif c == "\n" and depth <= 0:
                    break
                i += 1
            e = text[m.end():i].rstrip()
            if e and "<<" not in e and len(e) < 600:
                exprs.add(e)
    return sorted(exprs)


def run(cmd, cwd):
    p = subprocess.run(cmd, capture_output=True, timeout=60, cwd=cwd)
    return p.returncode, p.stdout.decode("utf-8")


def record_file(oracle, case):
    with tempfile.TemporaryDirectory() as d:
        path = os.path.join(d, "case.hcl")
        with open(path, "w", encoding="utf-8", newline="") as f:
            f.write(case["input"])
        rc, out = run([oracle, "parse", "case.hcl"], d)  # details name the file as the replay does
    diags = json.loads(out)["diagnostics"] if out.strip() else []
    for dg in diags:
        if dg.get("subject"):
            dg["subject"]["filename"] = "case.hcl"
    case["expect"] = {"exit": rc, "diagnostics": diags or []}
    return case


def record_expr(oracle, case):
    with tempfile.TemporaryDirectory() as d:
        path = os.path.join(d, "case.hcl")
        with open(path, "w", encoding="utf-8", newline="") as f:
            f.write(case["expr"])
        rc, out = run([oracle, "eval", "case.hcl"], d)
    if rc not in (0, 2):
        return None
    value = json.loads(out)
    for dg in value.get("diagnostics", []) if isinstance(value, dict) else []:
        if dg.get("subject"):
            dg["subject"]["filename"] = "case.hcl"
    case["expect"] = value
    return case


def keep_mostly_invalid(r, cases, valid, count):
    """The first `count` cases, of which about one in ten the reference accepts
    (a mutation that stays valid must stay valid in hclc too)."""
    out = []
    for c in cases:
        if len(out) < count and (not valid(c) or r.random() < 0.1):
            out.append(c)
    return out


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--oracle", default="/tmp/hcl-current/bin/oracle")
    ap.add_argument("--out-dir", required=True)
    ap.add_argument("--files", type=int, default=600, help="mutated corpus files")
    ap.add_argument("--exprs", type=int, default=1500, help="mutated corpus expressions")
    ap.add_argument("--seed", type=int, default=16)
    ap.add_argument("--jobs", type=int, default=2)
    ap.add_argument("--suffix", default="", help="after the sets' names: a further pair of sets")
    args = ap.parse_args()
    r = random.Random(args.seed)
    files = corpus_files()
    exprs = corpus_expressions(files)

    file_cases = []
    while len(file_cases) < 2 * args.files:
        path = r.choice(files)
        text = open(path, encoding="utf-8").read()
        kinds = []
        for _ in range(1 if r.random() < 0.75 else 2):
            m = mutate(r, text)
            if m:
                kinds.append(m[0])
                text = m[1]
        if kinds:
            name = "%s-%d" % ("+".join(kinds), len(file_cases))
            file_cases.append({"name": name, "source": os.path.relpath(path, CORPUS), "input": text})
    expr_cases = []
    while len(expr_cases) < 2 * args.exprs:
        m = mutate(r, r.choice(exprs))
        if m:
            expr_cases.append({"name": "%s-%d" % (m[0], len(expr_cases)), "expr": m[1], "template": False,
                               "vars": None})

    with concurrent.futures.ThreadPoolExecutor(args.jobs) as pool:
        file_cases = keep_mostly_invalid(r, pool.map(lambda c: record_file(args.oracle, c), file_cases),
                                         lambda c: c["expect"]["exit"] == 0, args.files)
        expr_cases = keep_mostly_invalid(r, [c for c in pool.map(lambda c: record_expr(args.oracle, c), expr_cases)
                                             if c], lambda c: not (isinstance(c["expect"], dict) and "diagnostics" in c["expect"]), args.exprs)
    with open(os.path.join(args.out_dir, "config-invalid%s.jsonl" % args.suffix), "w", encoding="utf-8") as f:
        for c in file_cases:
            f.write(json.dumps(c, ensure_ascii=False, separators=(",", ":")) + "\n")
    with open(os.path.join(args.out_dir, "expr-invalid%s.jsonl" % args.suffix), "w", encoding="utf-8") as f:
        for c in expr_cases:
            f.write(json.dumps(c, ensure_ascii=False, separators=(",", ":")) + "\n")
    print("%d files, %d expressions" % (len(file_cases), len(expr_cases)))


if __name__ == "__main__":
    main()
