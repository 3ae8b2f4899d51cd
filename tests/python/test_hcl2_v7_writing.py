"""hclc.hcl2_v7's writing half (reverse_transform, writes, Builder) against
python-hcl2 7.3.1's (run as tests/python/hcl2_reference.py runs it): the same
text from the dict loads gives for each corpus file and python-hcl2 7's
fixtures, with and without with_meta, from the small texts of the loads
differential and from generated dicts; an error where 7.3.1 fails.

7.3.1's writer chooses whether a tuple gets a comma after its last element by
the order in which lark resolves an ambiguity, which follows Python's hash
seed (`[1, 2,]` under one seed, `[1, 2]` under another, only three-element
tuples under a third); hclc writes none. The reference runs with
PYTHONHASHSEED=0 and both texts are compared with `,]` read as `]`."""
import json
import os
import subprocess

import pytest

import hcl2_reference
import hclc.hcl2_v7 as hcl2
from test_hcl2_differential import RULE_TEXTS as HCL2_8_RULE_TEXTS, name_of
from test_hcl2_v7_differential import RULE_TEXTS, corpus_files, known_differences

UNAVAILABLE = hcl2_reference.available()
needs_reference = pytest.mark.skipif(UNAVAILABLE is not None, reason=str(UNAVAILABLE))

# python-hcl2 7.3.1 in a child process: for each job, writes(reverse_transform(d))
# of its loads of a text (with_meta as asked) or of the dict given.
_CHILD = r"""
import functools, json, sys
import hcl2
import hcl2.api, hcl2.reconstructor
# 7.3.1 builds a new lark parser for each `${…}` value it writes; one is built
# here and reused (it is the same parser each time: the text is the same).
shared_parser = functools.lru_cache(maxsize=None)(hcl2.reconstructor.reconstruction_parser)
hcl2.reconstructor.reconstruction_parser = hcl2.api.reconstruction_parser = shared_parser
request = json.load(sys.stdin)
results = []
for job in request["jobs"]:
    try:
        data = hcl2.loads(job["text"], with_meta=job["with_meta"]) if "text" in job else job["dict"]
    except Exception as error:
        results.append({"load_error": type(error).__name__})
        continue
    try:
        results.append({"text": hcl2.writes(hcl2.reverse_transform(data))})
    except Exception as error:
        results.append({"error": type(error).__name__})
json.dump(results, sys.stdout)
"""


def reference_writes(jobs):
    """python-hcl2 7.3.1's text for each job ({"text": hcl, "with_meta": bool} or {"dict": d})."""
    env = dict(os.environ, PYTHONPATH=os.path.join(hcl2_reference.ROOT, "7"), PYTHONHASHSEED="0")
    done = subprocess.run([hcl2_reference.INTERPRETER, "-c", _CHILD], input=json.dumps({"jobs": jobs}),
                          capture_output=True, text=True, env=env, check=True)
    return json.loads(done.stdout)


def hclc_writes(data):
    try:
        return {"text": hcl2.writes(hcl2.reverse_transform(data))}
    except ValueError as error:
        assert isinstance(error, RuntimeError), "7.3.1 raises RuntimeError where it cannot write a value"
        return {"error": "ValueError", "message": str(error)}


def same_text(got, want):
    """Whether hclc's answer is 7.3.1's: equal texts (a tuple's last comma aside), or both failing."""
    if "text" in got and "text" in want:
        return got["text"].replace(",]", "]") == want["text"].replace(",]", "]")
    return "text" not in got and "text" not in want


def compare_texts(texts, with_meta):
    """(number compared, names of the texts whose written text differs) for hclc's loads -> writes."""
    want_all = reference_writes([{"text": text, "with_meta": with_meta} for text in texts])
    compared, differing = 0, []
    for index, (text, want) in enumerate(zip(texts, want_all)):
        if "load_error" in want:
            continue
        compared += 1
        got = hclc_writes(hcl2.loads(text, with_meta=with_meta))
        if not same_text(got, want):
            differing.append(index)
    return compared, differing


@needs_reference
@pytest.mark.parametrize("with_meta", [True, False], ids=["with_meta", "without_meta"])
def test_writes_gives_python_hcl2_7s_text_on_the_corpus(with_meta):
    """Every file once: with_meta on every other file, without it on the rest
    (HCLC_HCL2_ALL_OPTIONS=1: every file both ways)."""
    known = known_differences()
    files = [path for path in corpus_files() if name_of(path) not in known]
    assert files, "no corpus files"
    if not os.environ.get("HCLC_HCL2_ALL_OPTIONS"):
        files = files[0 if with_meta else 1::2]
    texts = [open(path, encoding="utf-8").read() for path in files]
    compared, differing = compare_texts(texts, with_meta)
    assert compared > 300, compared
    assert not differing, f"{len(differing)} of {compared} differ: {[name_of(files[i]) for i in differing[:20]]}"


@needs_reference
@pytest.mark.parametrize("with_meta", [True, False], ids=["with_meta", "without_meta"])
def test_writes_on_small_texts(with_meta):
    texts = RULE_TEXTS + HCL2_8_RULE_TEXTS
    compared, differing = compare_texts(texts, with_meta)
    assert compared > 90, compared
    assert not differing, [texts[i] for i in differing]


def generated_dicts():
    """Dicts for the writer's rules: values of each type, tuples of each length, nested objects
    and blocks, labels, escapes, keys, expressions that 7.3.1's grammar reads and ones it does not."""
    meta = {"__start_line__": 1, "__end_line__": 2}
    dicts = [{"v": list(range(n))} for n in range(7)]
    dicts += [{"v": "${[%s]}" % ", ".join(f"x{i}" for i in range(n))} for n in range(6)]
    values = [1, -2, 1.5, -0.25, 1e20, True, False, None, "s", "", 'q"uote', "back\\slash", "tab\there",
              "line\nbreak", "${x}", "a${x}b", "$${x}", "${\"a\"}", "${a}${b}", "<<EOT\nx\nEOT", "%{if a}b%{endif}",
              {}, {"a": 1}, {"a": {"b": [1, {"c": None}]}}, {"${k}": 1}, [], [[]], [{}, {}], [{"a": 1}, 1],
              [1, {"a": 1}], ["x", "${y}", 3], "${f(a, [b, c], {\"k\": 1})}", "${x ? 1 : -2}", "${-x + !y * 3}",
              "${[for k, v in m : v if v != null]}", "${{for k, v in m : k => v...}}", "${x.*.y}", "${x[*].y}",
              "${(a + b) * c}", "${p::f::g(1)}", "${f(x...)}", "${x.0}", "${{a=1}}", "${{a = 1, b : 2}}",
              "${\"s${x}t\"}", "${x ? {'a': 1} : ['${b}']}", "${not valid (}", "${a} ${b}", "${a}}", "${1.5e3}",
              "${a == true ? b : c}", "${x[\"k\"]}", "${f()}", "${f(1,)}",
              # where 7.3.1 reads the text otherwise than HCL: `%{` and `$${…}` in strings, `in`, `a.0.1`
              "${f(\"a%{b\", 1)}", "${f(\"a%{if b}c%{endif}\")}", "${f(\"k$${ey\", \"}\")}", "${f(\"k$${e}y\")}",
              "${\"a$${b\"}", "${[for s inlist : s]}", "${[for s in list : s]}", "${a.0.1}", "${a.0}"]
    dicts += [{"v": value} for value in values]
    dicts += [{"v": [value, value]} for value in values[:25]]
    dicts += [{"o": {"k": value}} for value in values[:25]]
    dicts += [
        {"b": [dict(meta)]},
        {"b": [dict(meta, a=1)]},
        {"b": [{"l": dict(meta, a=1)}], "c": 2},
        {"b": [{"l1": {"l2": dict(meta, a=1, inner=[dict(meta, x="${y}")])}}, dict(meta)]},
        {"a": 1, "b": [dict(meta, c=[dict(meta, d=1)])], "e": 2},
        {"b": [{"label with \"quote": dict(meta)}]},
        {"b": [{"${x}": dict(meta)}]},
        {"b": [{"": dict(meta)}]},
        {"b": [dict(meta)], "__start_line__": 3},
        {"b": [{"__start_line__": 1, "a": 1}]},
        {"a": {"__start_line__": 1, "b": 1}},
        {"b": [dict(meta), "not a block"]},
        {"for_each": "${x}", "in": 1, "if": [1, 2]},
        {"key with space": 1},
    ]
    return dicts


@needs_reference
def test_writes_on_generated_dicts():
    dicts = generated_dicts()
    for data, want in zip(dicts, reference_writes([{"dict": data} for data in dicts])):
        got = hclc_writes(data)
        assert same_text(got, want), (data, got, want)


@needs_reference
def test_builder_gives_python_hcl2_7s_dict_and_text():
    script = r"""
doc = hcl2.Builder()
web = doc.block("resource", labels=["aws_instance", "web"], ami="abc-123", count="${var.n}")
web.block("tags", Name="HelloWorld", Env="${var.env}")
extra = hcl2.Builder()
extra.block("lifecycle", create_before_destroy=True)
doc.block("resource", labels=["aws_s3_bucket", "b"], __nested_builder__=extra, bucket="x")
doc.block("locals", a=[1, 2, 3])
data = doc.build()
"""
    child = "import json, sys\nimport hcl2\n" + script + \
        "json.dump({'dict': data, 'text': hcl2.writes(hcl2.reverse_transform(data))}, sys.stdout)\n"
    env = dict(os.environ, PYTHONPATH=os.path.join(hcl2_reference.ROOT, "7"), PYTHONHASHSEED="0")
    want = json.loads(subprocess.run([hcl2_reference.INTERPRETER, "-c", child], capture_output=True, text=True,
                                     env=env, check=True).stdout)
    namespace = {"hcl2": hcl2}
    exec(script, namespace)  # pylint: disable=exec-used
    data = namespace["data"]
    assert json.dumps(data) == json.dumps(want["dict"])
    assert hcl2.writes(hcl2.reverse_transform(data)).replace(",]", "]") == want["text"].replace(",]", "]")
    doc = hcl2.Builder()
    with pytest.raises(ValueError):
        doc.block("a", __nested_builder__=doc)


def test_bad_input():
    with pytest.raises(TypeError):
        hcl2.reverse_transform("a = 1")
    with pytest.raises(TypeError):
        hcl2.writes({"a": 1})
    with pytest.raises(ValueError, match=r"data\['a'\]\[1\]"):
        hcl2.reverse_transform({"a": [1, {2}]})
    with pytest.raises(RuntimeError, match=r"data\['a'\]"):
        hcl2.reverse_transform({"a": "${x ? {'a': 1} : ['${b}']}"})
    text = 'a = 1\nb "l" {\n  c = [1, 2]\n}\n'
    assert hcl2.writes(hcl2.parses(text)) == text


def test_mutated_dicts_never_crash_the_writer():
    """3,000 dicts from loads(with_meta=True) of the fuzz run's seeds, mutated as
    test_hcl2_dumps_fuzz.py mutates them (another seed): each is written or
    raises the writer's ValueError; a text it writes is a str."""
    import random

    import hclc
    from test_hcl2_dumps_fuzz import mutate
    from test_hcl2_fuzz import seeds

    rng = random.Random(7)
    pool = []
    for text in seeds():
        try:
            pool.append(hcl2.loads(text, with_meta=True))
        except (hclc.HCLError, RuntimeError):
            pass
    written = 0
    for _ in range(3000):
        data = mutate(rng, rng.choice(pool))
        try:
            assert isinstance(hcl2.writes(hcl2.reverse_transform(data)), str)
            written += 1
        except ValueError as error:
            assert isinstance(error, RuntimeError) and str(error).startswith("cannot write data"), error
    assert written > 1000, written
