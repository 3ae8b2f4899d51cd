"""hclc.hcl2_v7 against python-hcl2 7.3.1 (tests/python/hcl2_reference.py):
equal dicts, key order included, on the corpus, python-hcl2 7's own fixtures
and texts generated here for its rendering rules, with and without
with_meta; files listed in hcl2_v7_known_differences.txt are left out, each
with its reason."""
import glob
import io
import json
import os
import random

import pytest

import hcl2_reference
import hclc
import hclc.hcl2_v7 as hcl2

from test_hcl2_differential import CORPUS_CANDIDATES, HERE, RULE_TEXTS as HCL2_8_RULE_TEXTS, name_of
from test_hcl2_fuzz import mutate, seeds

UNAVAILABLE = hcl2_reference.available()
pytestmark = pytest.mark.skipif(UNAVAILABLE is not None, reason=str(UNAVAILABLE))


def known_differences():
    """{file name: reason} from hcl2_v7_known_differences.txt."""
    known = {}
    with open(os.path.join(HERE, "hcl2_v7_known_differences.txt"), encoding="utf-8") as listing:
        for line in listing:
            line = line.strip()
            if line and not line.startswith("#"):
                name, reason = line.split(" ", 1)
                known[name] = reason
    return known


def corpus_files():
    corpus = next((c for c in CORPUS_CANDIDATES if os.path.isdir(c)), None)
    files = sorted(glob.glob(os.path.join(corpus, "**", "*.tf"), recursive=True)) if corpus else []
    fixtures = os.path.join(hcl2_reference.ROOT, "7", "test", "helpers", "terraform-config")
    return files + sorted(glob.glob(os.path.join(fixtures, "*")))


def shaped(text, **options):
    """hclc.hcl2_v7's answer in the oracle's form."""
    try:
        return {"value": hcl2.loads(text, **options)}
    except hclc.HCLError:
        return {"error": "HCLError"}
    except RuntimeError:
        return {"error": "RuntimeError"}


@pytest.mark.parametrize("options", [{}, {"with_meta": True}], ids=["default", "with_meta"])
def test_hclc_hcl2_v7_gives_python_hcl2_7s_dicts(options):
    files = corpus_files()
    assert files, "no corpus files"
    texts = [open(path, encoding="utf-8").read() for path in files]
    expected = hcl2_reference.loads_many(7, texts, options)
    known = known_differences()
    differing = []
    for path, text, want in zip(files, texts, expected):
        # JSON text compares key order too.
        if json.dumps(shaped(text, **options)) != json.dumps(want) and name_of(path) not in known:
            differing.append(name_of(path))
    assert not differing, f"{len(differing)} of {len(files)} differ from python-hcl2 7.3.1: {differing[:20]}"


# python-hcl2 7's renderings that user code may depend on: Python's str() of
# lists, dicts, True and None inside `${…}`, dicts as JSON in arguments,
# operations grouped to the right, escapes, keys, heredocs, numbers.
RULE_TEXTS = [
    'a = "x\\ny"\n', 'a = "x${b}y"\n', 'a = "x${"q"}y"\n', 'a = {a = b, "c" = 1}\n',
    'a = [b, 1, "c", {x = 1}, [d]]\n', 'a = f({a = b}, [1, "x"], true, null)\n', "a = b ? null : true\n",
    "a = -1\n", "a = -b\n", "a = 1.5e3\n", "a = 1e3\n", "a = -1.5\n", "a = 1.50\n", "a = string\n",
    "a = (b + c)\n", "a = [for x in y : x if x]\n", "a = {for k, v in y : k => v...}\n", "a = x.*.y\n",
    "a = x[*].y[0]\n", "a = x.0\n", 'a = "%{if a}x%{endif}"\n', "a = <<EOT\nhello ${x}\nEOT",
    "a = <<-EOT\n    hi\n      there\n    EOT\n", "a = f(x...)\n", "a = p::f::g(1)\n", "a = {(k) = 1, a.b = 2}\n",
    'a = "$${x}"\n', 'a = [{a = "x${b}"}]\n', 'b "x" "y" { c = 1 }\n', "a = 1e3 + 1e3 + 1e3\n",
    "a = x + null + y\n", "a = null + null\n", "a = -1 + 2\n", "a = true ? 1 : 2\n", "a = x.*\n",
    "a = x ? y : z ? w : v\n", "a = [for k, v in x : v]\n", "a = (true)\n", "a = f(null)\n",
    'a = {"${x}" = 1}\n', "a = <<EOT\na\\nb ${x}\nEOT\n", 'a = x[0]["k"]\n', "a = x[y].z\n", "a = f(x).y\n",
    "a = [1,2][0]\n", "a = {a=1}.a\n", "a = x[0].*.y\n", "a = 1E3\n", "a = -1e3\n", "a = f(-1e3)\n", "a = 01\n",
    "a = [null, true]\n", "a = {a = null}\n", "a = f([null, {a = null}])\n",
    'a = "${[1, b]}${true}${{a = 1}}${1.5}"\n', "a = x.12\n", "a = !true\n", "a = - 1\n",
    'a = [1, "x\\"y"] == b\n', 'a = f("a\\"b", {k = "v\\"w"})\n', 'a = {"x\\ty" = 1, 1 = 2, 1.5 = 3}\n',
    'a = "\\\\n"\n', "a = b.c ? {a = 1} : [b]\n", 'b "x\\"y" {}\n', 'a = "%{ if x }${y}%{ endif }"\n',
    "a = <<-EOT\n   a\n\n   b\n   EOT\n", "a = x[true]\n", "a = f(x, [for v in y : {k = v}])\n",
    "a = {k = f(\"${x}\", {n = \"q\"})}\n", "a = x == true ? [{e = true}] : []\n", "a = x + 1 > y ? null : z\n",
    "a = 1 + f(x) * (2 - y) / z % 3\n", "a = !x && (y || z)\n",
    "# comment\nblock {\n  // one\n  a = 1 /* two */\n  inner \"l\" {\n    b = [\n      1, # three\n    ]\n  }\n}\n",
]


@pytest.mark.parametrize("options", [{}, {"with_meta": True}], ids=["default", "with_meta"])
def test_rendering_rules_on_small_texts(options):
    texts = RULE_TEXTS + HCL2_8_RULE_TEXTS
    expected = hcl2_reference.loads_many(7, texts, options)
    for text, want in zip(texts, expected):
        assert json.dumps(shaped(text, **options)) == json.dumps(want), text


def test_load_parses_and_transform():
    text = 'resource "aws_instance" "web" {\n  tags = { Name = var.name }\n}\n'
    expected = {"resource": [{"aws_instance": {"web": {"tags": {"Name": "${var.name}"}}}}]}
    assert hcl2.loads(text) == expected
    assert hcl2.load(io.StringIO(text)) == expected
    assert hcl2.transform(hcl2.parses(text)) == expected
    assert hcl2.transform(hcl2.parse(io.StringIO(text)), with_meta=True) == {
        "resource": [{"aws_instance": {"web": {"tags": {"Name": "${var.name}"}, "__start_line__": 1,
                                               "__end_line__": 3}}}]}


def test_bad_input():
    with pytest.raises(TypeError):
        hcl2.loads(42)
    with pytest.raises(TypeError):
        hcl2.transform("a = 1")
    with pytest.raises(hclc.HCLError, match=r"on <string> line 1"):
        hcl2.loads("a = \n")
    with pytest.raises(hclc.HCLError):
        hcl2.parses("a {")
    with pytest.raises(RuntimeError, match="a already defined"):
        hcl2.loads("a = 1\na {}\n")


def test_mutated_texts_both_accept_give_equal_dicts():
    """1,000 corpus files mutated as the fuzz run mutates them (another seed):
    where python-hcl2 7.3.1 and hclc.hcl2_v7 both give a dict, the dicts are
    equal."""
    rng = random.Random(7)
    pool = seeds()
    texts = [mutate(rng, rng.choice(pool)) for _ in range(1000)]
    compared = 0
    for text, want in zip(texts, hcl2_reference.loads_many(7, texts)):
        got = shaped(text)
        if "value" in got and "value" in want:
            compared += 1
            assert json.dumps(got) == json.dumps(want), text
    assert compared > 100, compared
