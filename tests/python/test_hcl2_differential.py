"""hclc.hcl2 against python-hcl2 8.1.2 (tests/python/hcl2_reference.py): equal
dicts, key order included, on the corpus and python-hcl2's own fixtures, with
default options and with each option; files listed in
hcl2_known_differences.txt are left out, each with its reason."""
import glob
import json
import os

import pytest

import hcl2_reference
import hclc.hcl2 as hcl2

HERE = os.path.dirname(os.path.abspath(__file__))
SOURCE_DIR = os.environ.get("HCLC_SOURCE_DIR", os.path.join(HERE, "..", ".."))
CORPUS_CANDIDATES = [os.path.join(SOURCE_DIR, "..", "shared", "corpus"), "/work/shared/corpus"]

UNAVAILABLE = hcl2_reference.available()
pytestmark = pytest.mark.skipif(UNAVAILABLE is not None, reason=str(UNAVAILABLE))

# Each option set to the value that is not its default. With default options
# every file not listed in hcl2_known_differences.txt must be equal; with an
# option, at least this many of the 710 (those listed are default-options
# entries: the same 10 files with comments in nested objects, and smoke.tf,
# differ with every option; without comments only smoke.tf).
OPTIONS = [{}, {"with_comments": False}, {"with_meta": True}, {"wrap_objects": True}, {"wrap_tuples": True},
           {"explicit_blocks": False}, {"preserve_heredocs": False}, {"force_operation_parentheses": True},
           {"preserve_scientific_notation": False}, {"strip_string_quotes": True}]
EQUAL_AT_LEAST = {"with_comments=False": 709, "with_meta=True": 699, "wrap_objects=True": 699,
                  "wrap_tuples=True": 699, "explicit_blocks=False": 699, "preserve_heredocs=False": 699,
                  "force_operation_parentheses=True": 699, "preserve_scientific_notation=False": 699,
                  "strip_string_quotes=True": 699}


def known_differences():
    """{(options key, file name): reason} from hcl2_known_differences.txt."""
    known = {}
    with open(os.path.join(HERE, "hcl2_known_differences.txt"), encoding="utf-8") as listing:
        for line in listing:
            line = line.strip()
            if line and not line.startswith("#"):
                options, name, reason = line.split(" ", 2)
                known[(options, name)] = reason
    return known


def corpus_files():
    corpus = next((c for c in CORPUS_CANDIDATES if os.path.isdir(c)), None)
    files = sorted(glob.glob(os.path.join(corpus, "**", "*.tf"), recursive=True)) if corpus else []
    fixtures = os.path.join(hcl2_reference.ROOT, "8", "test", "integration", "hcl2_original")
    return files + sorted(glob.glob(os.path.join(fixtures, "*.tf")))


def name_of(path):
    return path.split("/corpus/")[-1] if "/corpus/" in path else "python-hcl2:" + os.path.basename(path)


def options_key(options):
    return ",".join(f"{k}={v}" for k, v in options.items()) or "default"


# python-hcl2 takes 13 s of CPU per pass over the corpus: under ctest only the
# default options run; HCLC_HCL2_ALL_OPTIONS=1 runs every option (3 minutes).
ALL_OPTIONS = os.environ.get("HCLC_HCL2_ALL_OPTIONS") == "1"


@pytest.mark.parametrize("options", OPTIONS if ALL_OPTIONS else OPTIONS[:1], ids=options_key)
def test_hclc_hcl2_gives_python_hcl2_8s_dicts(options):
    files = corpus_files()
    assert files, "no corpus files"
    texts = [open(path, encoding="utf-8").read() for path in files]
    expected = hcl2_reference.loads_many(8, texts, options)
    known = known_differences()
    key = options_key(options)
    differing = []
    equal = 0
    for path, text, want in zip(files, texts, expected):
        try:
            got = {"value": hcl2.loads(text, serialization_options=hcl2.SerializationOptions(**options))}
        except ValueError:
            got = {"error": "ValueError"}
        # JSON text compares key order too.
        if json.dumps(got) == json.dumps(want):
            equal += 1
        elif (key, name_of(path)) not in known and ("*", name_of(path)) not in known:
            differing.append(name_of(path))
    if key in EQUAL_AT_LEAST:
        assert equal >= EQUAL_AT_LEAST[key], f"{equal} of {len(files)} equal, fewer than {EQUAL_AT_LEAST[key]}"
        return
    assert not differing, f"{len(differing)} of {len(files)} differ from python-hcl2 8.1.2: {differing[:20]}"


def test_type_errors():
    with pytest.raises(TypeError):
        hcl2.loads(42)


def test_invalid_hcl_is_a_value_error_with_the_position():
    with pytest.raises(ValueError, match=r"on <string> line 1"):
        hcl2.loads("a = \n")


# Small texts for the rules the corpus holds few examples of: operations
# (force_operation_parentheses), heredocs (preserve_heredocs), scientific
# numbers, strings in labels, keys, indexes and calls (strip_string_quotes).
RULE_TEXTS = [
    "a = b + c\n", "a = b + c + d\n", "a = b + c * d\n", "a = f(b + c) + d\n", "a = [b + c]\n",
    "a = {x = b + c}\n", "a = b ? c + d : e\n", "a = b ? c : d ? e : f\n", "a = (b + c + d)\n",
    "a = (b + c) * d\n", "a = !(b && c)\n", "a = -b + c\n", "a = !b && c\n", "a = b * -c\n",
    "a = [for k in x : k + 1]\n", "a = {for k, v in x : k + 1 => v ? 1 : 2 if v + 1}\n",
    "a = \"${b + c}\"\n", "a = b[c + 1]\n", "a = ([for k in x : k + 1])\n",
    "a = <<EOT\n  x \"q\" \\\\ y\n    z\nEOT\n", "a = <<-EOT\n    x \"q\"\n      y\n\n    EOT\n",
    "a = [<<EOT\nhi\nEOT\n, 1]\n", "a = f(<<-EOT\n  hi ${b}\n  EOT\n)\n", "a = {k = <<EOT\nv\nEOT\n}\n",
    "a = -123e+2\nb = -1.5e2\nc = 1e3 * 2\nd = {x = -1e2}\ne = [2E-1]\n",
    'resource "x" "y" {\n  a = f("s")\n  b = m["k"].v\n  c = {"q" = "w"}\n}\n',
]


@pytest.mark.parametrize("options", OPTIONS, ids=options_key)
def test_option_rules_on_small_texts(options):
    expected = hcl2_reference.loads_many(8, RULE_TEXTS, options)
    for text, want in zip(RULE_TEXTS, expected):
        got = {"value": hcl2.loads(text, serialization_options=hcl2.SerializationOptions(**options))}
        assert json.dumps(got) == json.dumps(want), text
