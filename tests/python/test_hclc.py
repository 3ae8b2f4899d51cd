"""The hclc Python module: shapes, evaluation, errors, arguments, threads.

Run by ctest (label python) with PYTHONPATH at the built module, HCLC_CLI the
hclc command and HCLC_SOURCE_DIR the checkout.
"""
import decimal
import io
import os
import pathlib
import subprocess
import sys
import threading

import pytest

import hclc

SOURCE_DIR = pathlib.Path(os.environ["HCLC_SOURCE_DIR"])
NOMAD_JOB = SOURCE_DIR / "examples" / "python" / "job.nomad"

# examples/python/job.nomad with its expressions kept as python-hcl2 keeps them.
NOMAD_TASK_AS_WRITTEN = {
    "driver": "docker",
    "config": [{"image": "nginx:${var.nginx_version}", "ports": ["http"], "args": ["-c", "/local/nginx.conf"]}],
    "template": [{"destination": "local/nginx.conf", "data": "server {\n  listen ${NOMAD_PORT_http};\n}\n"}],
    "resources": [{"cpu": 500, "memory": 512}],
}
NOMAD_JOB_AS_WRITTEN = {
    "job": [{
        "web": {
            "datacenters": ["dc1", "dc2"],
            "type": "service",
            "group": [{
                "frontend": {
                    "count": 3,
                    "network": [{"port": [{"http": {"to": 8080}}, {"metrics": {"static": 9102}}]}],
                    "task": [{"server": NOMAD_TASK_AS_WRITTEN}],
                }
            }],
        }
    }]
}
NOMAD_VARIABLES = {"var": {"nginx_version": "1.27"}, "NOMAD_PORT_http": 8080}


def nomad_task(job):
    return job["job"][0]["web"]["group"][0]["frontend"]["task"][0]["server"]


# --- shapes ---------------------------------------------------------------


def test_nomad_job_as_written():
    assert hclc.load(NOMAD_JOB) == NOMAD_JOB_AS_WRITTEN


def test_nomad_job_evaluated():
    job = hclc.load(NOMAD_JOB, evaluate=True, variables=NOMAD_VARIABLES)
    task = nomad_task(job)
    assert task["config"][0]["image"] == "nginx:1.27"
    assert task["template"][0]["data"] == "server {\n  listen 8080;\n}\n"
    # Everything else is constant: the same in both modes.
    del task["config"][0]["image"], task["template"][0]["data"]
    expected = NOMAD_TASK_AS_WRITTEN | {
        "config": [{"ports": ["http"], "args": ["-c", "/local/nginx.conf"]}],
        "template": [{"destination": "local/nginx.conf"}],
    }
    assert task == expected


def test_repeated_and_labelled_blocks():
    text = """
resource "aws_instance" "a" { ami = "x" }
resource "aws_instance" "a" { ami = "y" }
resource "aws_s3_bucket" "logs" {}
locals { region = "eu" }
locals { zone = "b" }
provider "aws" {
  alias = "west"
  assume_role { role_arn = "arn" }
}
"""
    assert hclc.loads(text) == {
        # Two blocks with the same labels stay two elements, in source order.
        "resource": [
            {"aws_instance": {"a": {"ami": "x"}}},
            {"aws_instance": {"a": {"ami": "y"}}},
            {"aws_s3_bucket": {"logs": {}}},
        ],
        "locals": [{"region": "eu"}, {"zone": "b"}],
        "provider": [{"aws": {"alias": "west", "assume_role": [{"role_arn": "arn"}]}}],
    }


def test_expressions_kept_as_written():
    text = """
a = var.region
b = "web-${var.env}-\\n"
c = [for s in var.list : upper(s)]
d = 1 + 2
e = ["x", 1, true, null]
f = { k = "v", "quoted key" = 2 }
g = local.x == null ? "none" : local.x
"""
    assert hclc.loads(text) == {
        "a": "${var.region}",
        # A quoted template: its text between the quotes, escapes as written.
        "b": "web-${var.env}-\\n",
        "c": "${[for s in var.list : upper(s)]}",
        # Constants are their values.
        "d": 3,
        "e": ["x", 1, True, None],
        "f": {"k": "v", "quoted key": 2},
        "g": '${local.x == null ? "none" : local.x}',
    }


def test_heredocs():
    text = """plain = <<EOT
line one
  line two
EOT
flush = <<-EOT
    indented
      more
    EOT
template = <<-EOT
    hello ${name}
      and ${upper(name)}
    EOT
"""
    assert hclc.loads(text) == {
        "plain": "line one\n  line two\n",
        "flush": "indented\n  more\n",
        # Not constant: its lines as written, less the indentation <<- removes.
        "template": "hello ${name}\n  and ${upper(name)}\n",
    }
    assert hclc.loads(text, evaluate=True, variables={"name": "ann"})["template"] == "hello ann\n  and ANN\n"


def test_json_syntax():
    text = '{"region": "${var.region}", "count": 2, "job": {"x": {"count": 2, "tags": ["a"]}}}'
    as_written = {"region": "${var.region}", "count": 2, "job": {"x": {"count": 2, "tags": ["a"]}}}
    # By the filename, or by the keyword.
    assert hclc.loads(text, "main.hcl.json") == as_written
    assert hclc.loads(text, syntax="json") == as_written
    evaluated = hclc.loads(text, "main.hcl.json", evaluate=True, variables={"var": {"region": "eu"}})
    assert evaluated == as_written | {"region": "eu"}
    # The native syntax reads the same text as an error.
    with pytest.raises(hclc.HCLError):
        hclc.loads(text, "main.hcl")


def test_byte_order_mark(tmp_path):
    # Files saved by Windows editors start with one; HCL 2.24 skips it, and
    # its JSON parser refuses it.
    assert hclc.loads("\ufeffa = 1\n") == {"a": 1}
    path = tmp_path / "notepad.hcl"
    path.write_bytes(b"\xef\xbb\xbfname = \"app\"\n")
    assert hclc.load(path) == {"name": "app"}
    with pytest.raises(hclc.HCLError):
        hclc.loads('\ufeff{"a": 1}', syntax="json")


def test_load_from_paths_and_file_objects(tmp_path):
    path = tmp_path / "app.hcl"
    path.write_text('name = "app"\nport = 80\n')
    expected = {"name": "app", "port": 80}
    assert hclc.load(path) == expected
    assert hclc.load(str(path)) == expected
    assert hclc.load(os.fsencode(path)) == expected
    with open(path) as text_file:
        assert hclc.load(text_file) == expected
    with open(path, "rb") as binary_file:
        assert hclc.load(binary_file) == expected
    assert hclc.load(io.StringIO("a = 1\n")) == {"a": 1}
    json_path = tmp_path / "app.json"
    json_path.write_text('{"a": "${b}"}')
    assert hclc.load(json_path) == {"a": "${b}"}
    with pytest.raises(FileNotFoundError):
        hclc.load(tmp_path / "missing.hcl")


def test_filenames_in_errors(tmp_path):
    path = tmp_path / "bad.hcl"
    path.write_text("a = \n")
    with pytest.raises(hclc.HCLError) as from_path:
        hclc.load(path)
    assert from_path.value.diagnostics[0].filename == str(path)
    with pytest.raises(hclc.HCLError) as from_stream:
        hclc.load(io.StringIO("a = \n"))
    assert from_stream.value.diagnostics[0].filename == "<file>"
    with pytest.raises(hclc.HCLError) as named:
        hclc.load(io.StringIO("a = \n"), "given.hcl")
    assert named.value.diagnostics[0].filename == "given.hcl"


def test_the_readme_example():
    example = SOURCE_DIR / "examples" / "python"
    readme = (SOURCE_DIR / "README.md").read_text()
    python_section = readme[readme.index("\n## Python\n"):]
    shown = python_section.split("```python\n", 1)[1].split("```", 1)[0]
    assert shown == (example / "example.py").read_text()
    printed = python_section.split("prints\n\n```\n", 1)[1].split("```", 1)[0]
    assert printed == (example / "expected-output.txt").read_text()
    result = subprocess.run([sys.executable, "example.py"], cwd=example, capture_output=True, text=True, check=True)
    assert result.stdout == (example / "expected-output.txt").read_text()


# --- evaluate -------------------------------------------------------------


def test_evaluate_values():
    assert hclc.evaluate("null") is None
    assert hclc.evaluate("1 == 1") is True
    assert hclc.evaluate('"a"') == "a"
    assert hclc.evaluate("[1, [true], {b = 2}]") == [1, [True], {"b": 2}]
    # Sets are lists, in HCL's set order.
    assert hclc.evaluate('toset(["b", "a", "b"])') == ["a", "b"]
    assert hclc.evaluate('tomap({a = 1, b = 2})') == {"a": 1, "b": 2}


def test_numbers():
    # Whole numbers are int, of any size (10**5000 has more digits than Python reads at once).
    assert hclc.evaluate("12345678901234567890123 * 10") == 123456789012345678901230
    assert type(hclc.evaluate("2.0")) is int
    assert hclc.evaluate("1e5000") == 10**5000
    assert hclc.evaluate("-1e30") == -(10**30)
    # The others are the nearest float to HCL's exact value: 0.1 + 0.2 is 0.3 in HCL.
    assert hclc.evaluate("0.1 + 0.2") == 0.3
    assert hclc.evaluate("1 / 3") == 1 / 3
    assert hclc.evaluate("1 / 0") == float("inf")
    assert str(hclc.evaluate("-0")) == "-0.0"
    # Or parse_float's reading of the exact decimal, as json.loads offers it.
    third = hclc.evaluate("1 / 3", parse_float=decimal.Decimal)
    assert third == decimal.Decimal("0." + "3" * 154 + "5")
    assert hclc.evaluate("1e-400", parse_float=decimal.Decimal) == decimal.Decimal("1e-400")
    assert hclc.evaluate("1e-400") == 0.0


def test_evaluate_with_variables_and_functions():
    variables = {
        "name": "web",
        "ports": [80, 443],
        "big": 2**100,
        "ratio": 0.5,
        "exact": decimal.Decimal("0.1"),
        "flags": (True, False, None),
        "service": {"tags": {"env": "prod"}},
    }
    assert hclc.evaluate("upper(name)", variables) == "WEB"
    assert hclc.evaluate('join(",", [for p in ports : p * 2])', variables) == "160,886"
    assert hclc.evaluate("big + 1", variables) == 2**100 + 1
    assert hclc.evaluate("ratio * 3", variables) == 1.5
    assert hclc.evaluate("exact * 3", variables) == 0.3
    assert hclc.evaluate("flags", variables) == [True, False, None]
    assert hclc.evaluate("service.tags.env", variables) == "prod"
    assert hclc.evaluate('jsonencode({a = [1, "x"]})') == '{"a":[1,"x"]}'
    assert hclc.evaluate("max(ports...)", variables) == 443
    assert hclc.evaluate("Hello, ${name}!", variables, template=True) == "Hello, web!"
    assert hclc.evaluate('%{ for p in ports }${p};%{ endfor }', variables, template=True) == "80;443;"


def test_python_functions():
    calls = []

    def slug(*args):
        calls.append(args)
        return "-".join(str(a).lower() for a in args)

    functions = {"slug": slug, "half": lambda n: n / 2, "upper": lambda s: f"<{s}>", "ns::pair": lambda a, b: [a, b]}
    # Arguments arrive as evaluate() returns values; results are read as variables are.
    assert hclc.evaluate('slug("Web", 2, true, null)', functions=functions) == "web-2-true-none"
    assert calls == [("Web", 2, True, None)]
    assert hclc.evaluate("half(3)", functions=functions) == 1.5
    assert hclc.evaluate("ns::pair(1, {a = 2})", functions=functions) == [1, {"a": 2}]
    # They add to the standard library, or replace a function of it.
    assert hclc.evaluate('upper("x")', functions=functions) == "<x>"
    assert hclc.evaluate('lower("X")', functions=functions) == "x"
    config = hclc.loads('name = slug(var.env, "api")\n', evaluate=True, variables={"var": {"env": "Prod"}},
                        functions=functions)
    assert config == {"name": "prod-api"}


def test_python_function_errors():
    def fails(x):
        raise KeyError(x)

    with pytest.raises(hclc.HCLError) as raised:
        hclc.evaluate('fails("k")', functions={"fails": fails}, filename="f.hcl")
    [diagnostic] = raised.value.diagnostics
    assert (diagnostic.summary, diagnostic.start_column, diagnostic.end_column) == ("Error in function call", 1, 7)
    assert diagnostic.detail == 'Call to function "fails" failed: KeyError: \'k\'.'
    with pytest.raises(hclc.HCLError) as unreadable:
        hclc.evaluate("f()", functions={"f": lambda: object()})
    assert unreadable.value.diagnostics[0].detail == (
        'Call to function "f" failed: the result of f() is of type object: HCL takes None, bool, int, float, '
        "decimal.Decimal, str, list, tuple and dict.")
    with pytest.raises(TypeError, match=r"functions\['f'\] is of type int, not a callable"):
        hclc.evaluate("f()", functions={"f": 1})
    with pytest.raises(TypeError, match="functions must be a dict"):
        hclc.evaluate("f()", functions=[len])
    with pytest.raises(TypeError, match="only used with evaluate=True"):
        hclc.loads("a = f()", functions={"f": len})


# --- errors ---------------------------------------------------------------


def test_error_is_a_value_error_with_exact_diagnostics():
    with pytest.raises(ValueError) as raised:
        hclc.loads('job "web" {\n  count = 3 +\n}\n', "broken.nomad")
    assert isinstance(raised.value, hclc.HCLError)
    [diagnostic] = raised.value.diagnostics
    assert (diagnostic.severity, diagnostic.summary, diagnostic.detail) == (
        "error", "Invalid expression", "Expected the start of an expression, but found an invalid expression token.")
    assert (diagnostic.filename, diagnostic.start_line, diagnostic.start_column, diagnostic.start_byte,
            diagnostic.end_line, diagnostic.end_column, diagnostic.end_byte) == ("broken.nomad", 2, 14, 25, 3, 1, 26)
    assert repr(diagnostic) == "<hclc.Diagnostic error broken.nomad:2,14-3,1: Invalid expression>"


@pytest.mark.parametrize("text, count", [
    (b'a = 1 +\nb = "${"\nc = [1,\n', 3),
    # Bytes that are not UTF-8 read as U+FFFD in the text; the byte also ends
    # the string, as in the reference.
    (b'a = 1\nb = "\xff"\n', 2),
])
def test_error_text_is_what_the_hclc_command_prints(tmp_path, text, count):
    path = tmp_path / "broken.hcl"
    path.write_bytes(text)
    with pytest.raises(hclc.HCLError) as raised:
        hclc.load(path)
    command = subprocess.run([os.environ["HCLC_CLI"], "parse", str(path)], capture_output=True)
    assert command.returncode == 2
    assert str(raised.value) == command.stderr.decode("utf-8", "replace")
    assert len(raised.value.diagnostics) == count


def test_evaluation_errors():
    # Without variables (None, or an empty dict), as in the reference when a
    # context has none.
    for variables in [None, {}]:
        with pytest.raises(hclc.HCLError) as no_variables:
            hclc.evaluate("x + 1", variables)
        assert [(d.summary, d.start_column, d.end_column) for d in no_variables.value.diagnostics] == [
            ("Variables not allowed", 1, 2)]
    with pytest.raises(hclc.HCLError) as unknown:
        hclc.evaluate("var.region", {"other": 1})
    assert unknown.value.diagnostics[0].summary == "Unknown variable"
    with pytest.raises(hclc.HCLError) as operand:
        hclc.evaluate('1 + "a"', filename="sum.hcl")
    [diagnostic] = operand.value.diagnostics
    assert (diagnostic.summary, diagnostic.detail, diagnostic.filename, diagnostic.start_byte, diagnostic.end_byte) == (
        "Invalid operand", "Unsuitable value for right operand: a number is required.", "sum.hcl", 4, 7)
    assert str(operand.value) == ('Error: Invalid operand\n\n  on sum.hcl line 1:\n   1: 1 + "a"\n          ^^^\n\n'
                                  "Unsuitable value for right operand: a number is required.\n\n")
    # Evaluated attributes that fail raise too, with every error.
    with pytest.raises(hclc.HCLError) as attributes:
        hclc.loads('a = b\nc = upper(1, 2)\n', evaluate=True, variables={"other": 1})
    assert [d.summary for d in attributes.value.diagnostics] == ["Unknown variable", "Too many function arguments"]


def test_bad_input_never_crashes():
    for text in ["a = " + "[" * 100_000, "a = 1\x00", b"a = \"\xc3\x28\"", "a {" * 50_000,
                 '"unterminated', "a = <<EOT\nno end"]:
        with pytest.raises(hclc.HCLError):
            hclc.loads(text)
    with pytest.raises(hclc.HCLError) as too_large:
        hclc.evaluate("[for a in range(1024): [for b in range(1024): [for c in range(1024): a]]]")
    assert too_large.value.diagnostics[0].summary == "Evaluation too large"


# --- arguments --------------------------------------------------------------


def test_bad_arguments_raise_type_error():
    for call in [
        lambda: hclc.loads(5),
        lambda: hclc.loads("a = 1", 5),
        lambda: hclc.loads("a = 1", evaluate="yes"),
        lambda: hclc.loads("a = 1", variables={"x": 1}),  # variables without evaluate=True
        lambda: hclc.load(5),
        lambda: hclc.evaluate(None),
        lambda: hclc.evaluate("x", [1]),
        lambda: hclc.evaluate("x", {1: "one"}),
        lambda: hclc.evaluate("x", {"x": object()}),
        lambda: hclc.evaluate("x", {"x": {"k": {2: 3}}}),
        lambda: hclc.evaluate("x", {"x": {1, 2}}),
        lambda: hclc.evaluate("x", unknown_keyword=1),
    ]:
        with pytest.raises(TypeError):
            call()
    with pytest.raises(TypeError, match=r"variables\['x'\]\['k'\] has a key of type int"):
        hclc.evaluate("x", {"x": {"k": {2: 3}}})


def test_bad_values_raise_value_error():
    with pytest.raises(ValueError, match="syntax must be 'native', 'json' or None"):
        hclc.loads("a = 1", syntax="yaml")
    with pytest.raises(ValueError, match=r"variables\['x'\] is NaN"):
        hclc.evaluate("x", {"x": float("nan")})
    cycle = []
    cycle.append(cycle)
    with pytest.raises(ValueError, match=r"variables\['x'\] is nested more than 1000 levels deep"):
        hclc.evaluate("x", {"x": cycle})
    # Two keys that are one string once NFC-normalized, as HCL's strings are.
    with pytest.raises(ValueError, match="duplicate key"):
        hclc.evaluate("x", {"x": {"\u00e9": 1, "e\u0301": 2}})


# --- threads ----------------------------------------------------------------


def test_marks_ride_on_values():
    secret = hclc.Marked("hunter2", {"sensitive"})
    assert secret.value == "hunter2" and secret.marks == frozenset({"sensitive"})
    # An operation on a marked value gives a marked result; elements keep their own.
    assert hclc.evaluate("upper(x)", {"x": secret}) == hclc.Marked("HUNTER2", {"sensitive"})
    assert hclc.evaluate("strlen(x) + 1", {"x": secret}) == hclc.Marked(8, {"sensitive"})
    assert hclc.evaluate('["a", x]', {"x": secret}) == ["a", hclc.Marked("hunter2", {"sensitive"})]
    assert hclc.evaluate('"${x}!"', {"x": hclc.Marked("a", ["p", "q"])}) == hclc.Marked("a!", {"p", "q"})
    assert hclc.evaluate("x == 1", {"x": hclc.Marked(1, {"m"})}) == hclc.Marked(True, {"m"})
    assert hclc.evaluate("y", {"x": secret, "y": 1}) == 1
    assert repr(hclc.Marked(1, {"m"})) == "Marked(1, frozenset({'m'}))"


def test_threads():
    """Parsers on several threads at once (each call has its own), the GIL
    released while they parse and evaluate and taken back for Python functions."""
    text = NOMAD_JOB.read_text()
    results = []
    errors = []

    def work():
        try:
            for _ in range(20):
                results.append(hclc.loads(text) == NOMAD_JOB_AS_WRITTEN)
                results.append(hclc.evaluate("[for i in range(100) : twice(i)][99]", functions={"twice": lambda i: i * 2}) == 198)
        except Exception as error:  # reported below, on the main thread
            errors.append(error)

    threads = [threading.Thread(target=work) for _ in range(8)]
    for thread in threads:
        thread.start()
    for thread in threads:
        thread.join()
    assert errors == []
    assert results == [True] * 8 * 20 * 2


def test_evaluate_with_unknown_variables_shows_refinements():
    # A refined unknown result is an hclc.Unknown: its type and what is
    # known of it, as `hclc eval -U` prints it (docs/unknown-values.md).
    result = hclc.evaluate('["x", "ab${s}", length(l) > 0, n]', unknown={
        "s": "string",
        "l": {"type": ["list", "string"], "min_length": 1},
        "n": {"type": "number", "not_null": True, "lower": 1, "upper": 5, "upper_inclusive": False},
    })
    assert result[0] == "x"
    text = result[1]
    assert isinstance(text, hclc.Unknown)
    assert text.type == "string" and text.not_null and text.prefix == "a"
    assert result[2] is True  # known from the list's length
    number = result[3]
    assert (number.lower, number.upper, number.lower_inclusive, number.upper_inclusive) == ("1", "5", True, False)
    assert repr(number) == "<hclc.Unknown unknown(number, not null, >= 1, < 5)>"
    product = hclc.evaluate("setproduct(x, [1, 2])", unknown={"x": {"type": ["list", "string"], "max_length": 3}})
    assert product.type == ["list", ["tuple", ["string", "number"]]]
    assert (product.min_length, product.max_length, product.not_null) == (1, 6, True)
    # The prefix decides a comparison.
    assert hclc.evaluate('"ab${s}" == "x"', unknown={"s": "string"}) is False
    with pytest.raises(ValueError, match="only a string has a prefix"):
        hclc.evaluate("n", unknown={"n": {"type": "number", "prefix": "a"}})
