"""10,000 mutated configurations through hclc.hcl2.loads (each option set in
turn) and hclc.hcl2_v7.loads (with and without with_meta): every one gives a dict or raises hclc.HCLError (or, from hclc.hcl2_v7, python-hcl2
7's RuntimeError for a name defined twice), and every fifth through
hclc.loads (with_meta every tenth), hclc.format and hclc.loads(evaluate=True,
dynamic_blocks=True); none crashes the interpreter or
raises anything else. Deterministic (a fixed
seed); the seeds are the texts below and, when the corpus is at hand, 300 of
its files."""
import glob
import json
import os
import random

import hclc
import hclc.hcl2 as hcl2
import hclc.hcl2_v7 as hcl2_v7

HERE = os.path.dirname(os.path.abspath(__file__))
SOURCE_DIR = os.environ.get("HCLC_SOURCE_DIR", os.path.join(HERE, "..", ".."))
CORPUS_CANDIDATES = [os.path.join(SOURCE_DIR, "..", "shared", "corpus"), "/work/shared/corpus"]
INPUTS = 10_000
MAX_SEED_BYTES = 4096

FALLBACK_SEEDS = [
    'resource "aws_instance" "web" {\n  ami = var.ami\n  tags = { Name = "web-${var.env}" }\n}\n',
    'locals {\n  xs = [for k, v in var.m : k + 1 if v != null]\n  y = a ? -1.5e2 : (b + c) * d\n}\n',
    'a = <<-EOT\n    line ${b}\n    %{ for x in y }${x}%{ endfor }\n    EOT\n# comment\nb = f(c...)\n',
    'dynamic "rule" {\n  for_each = { a = [1, 2], b = [3] }\n  iterator = r\n  labels = [r.key]\n'
    '  content {\n    dynamic "port" {\n      for_each = r.value\n      content { n = port.value + 1 }\n    }\n  }\n}\n',
]
# Fragments HCL gives meaning to, spliced in at random places.
TOKENS = ["{", "}", "[", "]", "(", ")", "${", "%{", "}", "<<EOT\n", "<<-EOT\n", "EOT\n", '"', "\n", "?", ":",
          "...", "=>", "*", ".*", "[*]", ".", "-", "!", "1e", "0x", "\\", "\x00", "\ufeff", "é", "//", "/*", "*/",
          "#", "=", ",", "for", "if", "in", "endfor", "null", "true", "::", "&&", "||"]
OPTION_SETS = [{}, {"with_comments": False}, {"with_meta": True}, {"wrap_objects": True}, {"wrap_tuples": True},
               {"explicit_blocks": False}, {"preserve_heredocs": False}, {"force_operation_parentheses": True},
               {"preserve_scientific_notation": False}, {"strip_string_quotes": True}]


def seeds():
    corpus = next((c for c in CORPUS_CANDIDATES if os.path.isdir(c)), None)
    paths = sorted(glob.glob(os.path.join(corpus, "**", "*.tf"), recursive=True))[:300] if corpus else []
    texts = [open(p, encoding="utf-8", errors="replace").read()[:MAX_SEED_BYTES] for p in paths]
    return texts + FALLBACK_SEEDS


def mutate(rng, text):
    for _ in range(rng.randint(1, 4)):
        at = rng.randint(0, len(text))
        operation = rng.randrange(5)
        if operation == 0:  # delete a span
            text = text[:at] + text[at + rng.randint(1, 16):]
        elif operation == 1:  # splice in a token
            text = text[:at] + rng.choice(TOKENS) + text[at:]
        elif operation == 2:  # duplicate a span
            text = text[:at] + text[at:at + rng.randint(1, 64)] + text[at:]
        elif operation == 3:  # replace a character
            text = text[:at] + chr(rng.choice([rng.randint(32, 126), rng.randint(0, 0x2FF)])) + text[at + 1:]
        else:  # truncate
            text = text[:at]
    return text


def test_mutated_inputs_never_crash():
    rng = random.Random(30)
    pool = seeds()
    parsed = failed = 0
    v7_parsed = v7_failed = 0
    for i in range(INPUTS):
        text = mutate(rng, rng.choice(pool))
        argument = text.encode("utf-8", "surrogatepass") if i % 7 == 0 else text
        options = hcl2.SerializationOptions(**OPTION_SETS[i % len(OPTION_SETS)])
        try:
            json.dumps(hcl2.loads(argument, serialization_options=options))
            parsed += 1
        except hclc.HCLError:
            failed += 1
        try:
            json.dumps(hcl2_v7.loads(argument, with_meta=i % 2 == 0))
            v7_parsed += 1
        except (hclc.HCLError, RuntimeError):
            v7_failed += 1
        if i % 5 == 0:
            try:
                hclc.loads(argument, with_meta=i % 10 == 0)
            except hclc.HCLError:
                pass
            try:
                hclc.format(argument)
            except hclc.HCLError:
                pass
        if i % 5 == 1:
            try:
                hclc.loads(argument, evaluate=True, dynamic_blocks=True, with_meta=i % 10 == 1)
            except hclc.HCLError:
                pass
    # Both outcomes occur: the mutations reach the parser's error paths and past them.
    assert parsed > INPUTS // 20 and failed > INPUTS // 20, (parsed, failed)
    assert v7_parsed > INPUTS // 20 and v7_failed > INPUTS // 20, (v7_parsed, v7_failed)
