"""hclc.loads' own shape (source order, with_meta, constructors kept as
structure), its Terraform functions and dynamic blocks, and writing HCL from Python:
hclc.format (against the reference's hclfmt when it is built), hclc.dumps and
hclc.Document. Run by ctest (label python), as test_hclc.py."""
import glob
import json
import os
import shutil
import subprocess
import sys

import pytest

import hclc

HERE = os.path.dirname(os.path.abspath(__file__))
SOURCE_DIR = os.environ.get("HCLC_SOURCE_DIR", os.path.join(HERE, "..", ".."))
CORPUS_CANDIDATES = [os.path.join(SOURCE_DIR, "..", "shared", "corpus"), "/work/shared/corpus"]
HCLFMT_CANDIDATES = [os.environ.get("HCLC_REFERENCE_BINDIR", "/tmp/hcl-current/bin") + "/hclfmt"]

CONFIG = '''zeta = 1
resource "b" "x" {
  z    = 1
  tags = { Name = var.name, b = 1 + 1, "q" = "web-${var.env}", n = { z = 1, a = local.a } }
  inner {
    m = [var.a, "s", [1, var.b]]
    l = 2
  }
}
alpha = { y = 1, b = 2 }
resource "a" "y" {}
'''


def test_keys_come_in_source_order():
    config = hclc.loads(CONFIG)
    assert list(config) == ["zeta", "resource", "alpha"]
    assert list(config["resource"][0]["b"]["x"]) == ["z", "tags", "inner"]
    assert list(config["resource"][0]["b"]["x"]["inner"][0]) == ["m", "l"]
    assert list(config["alpha"]) == ["y", "b"]
    evaluated = hclc.loads(CONFIG, evaluate=True,
                           variables={"var": {"name": "n", "env": "e", "a": 1, "b": 2}, "local": {"a": 3}})
    assert list(evaluated) == ["zeta", "resource", "alpha"]
    assert list(evaluated["resource"][0]["b"]["x"]["tags"]) == ["Name", "b", "q", "n"]
    assert list(evaluated["resource"][0]["b"]["x"]["tags"]["n"]) == ["z", "a"]


def test_constructors_holding_references_keep_their_structure():
    tags = hclc.loads(CONFIG)["resource"][0]["b"]["x"]["tags"]
    assert tags == {"Name": "${var.name}", "b": 2, "q": "web-${var.env}", "n": {"z": 1, "a": "${local.a}"}}
    assert hclc.loads(CONFIG)["resource"][0]["b"]["x"]["inner"][0]["m"] == ["${var.a}", "s", [1, "${var.b}"]]
    # A computed key is its source, as python-hcl2 gives it; parentheses are an expression of their own.
    assert hclc.loads("a = { (var.k) = var.v }\nb = (var.x)\n") == {"a": {"${(var.k)}": "${var.v}"}, "b": "${(var.x)}"}


def test_with_meta_gives_blocks_and_attributes_with_their_ranges():
    config = hclc.loads(CONFIG, "main.tf", with_meta=True)
    block = config["resource"][0]["b"]["x"]
    assert (block["__start_line__"], block["__end_line__"]) == (2, 9)
    assert block["__range__"] == {"filename": "main.tf", "start_line": 2, "start_column": 1, "start_byte": 9,
                                  "end_line": 9, "end_column": 2, "end_byte": CONFIG.index("}\nalpha") + 1}
    assert block["__attribute_ranges__"]["z"] == {"filename": "main.tf", "start_line": 3, "start_column": 3,
                                                  "start_byte": CONFIG.index("z    = 1"), "end_line": 3,
                                                  "end_column": 11, "end_byte": CONFIG.index("z    = 1") + 8}
    assert config["__attribute_ranges__"]["alpha"]["start_line"] == 10
    assert block["inner"][0]["__start_line__"] == 5
    assert "__range__" not in hclc.loads(CONFIG)["resource"][0]["b"]["x"]
    with pytest.raises(ValueError, match="native syntax"):
        hclc.loads('{"a": 1}', "x.json", with_meta=True)


def test_terraform_functions():
    config = 'a = cidrhost("10.0.0.0/8", 2)\nb = one([7])\n'
    assert hclc.loads(config, evaluate=True, terraform=True) == {"a": "10.0.0.2", "b": 7}
    with pytest.raises(hclc.HCLError, match="no function named \"cidrhost\""):
        hclc.loads(config, evaluate=True)
    assert hclc.evaluate('base64encode("hi")', terraform=True) == "aGk="
    with pytest.raises(TypeError):
        hclc.loads(config, terraform=True)  # only with evaluate=True
    with pytest.raises(TypeError):
        hclc.evaluate("1", terraform=1)


LIBCRYPTO_AFTER = """
import json, sys
import hclc, hclc.hcl2
def mapped():
    return any("libcrypto" in line for line in open("/proc/self/maps"))
hclc.hcl2.loads('a = 1')
hclc.loads('a = upper("x")', evaluate=True, terraform=True)
before = mapped()
digest = hclc.evaluate('sha256("x")', terraform=True)
case = next(json.loads(line) for line in open(sys.argv[1]) if '"rsadecrypt-openssh"' in line)
message = hclc.evaluate(case["expr"], terraform=sys.argv[2])
print(json.dumps([before, mapped(), digest, message]))
"""


@pytest.mark.skipif(not os.path.exists("/proc/self/maps"), reason="needs Linux's /proc")
def test_libcrypto_is_loaded_at_its_first_use():
    # In a process of its own: the interpreter's hashlib may have loaded libcrypto in this one.
    cases = os.path.join(SOURCE_DIR, "tests", "unit", "ext", "terraform_cases.jsonl")
    keys = os.path.join(SOURCE_DIR, "tests", "unit", "ext", "testdata")
    printed = subprocess.run([sys.executable, "-c", LIBCRYPTO_AFTER, cases, keys], capture_output=True, text=True,
                             check=True).stdout
    assert json.loads(printed) == [False, True, "2d711642b726b04401627ca9fbac32f5c8530fb1903cc4db02258717921a4881",
                                   "message from an OpenSSH key"]


def test_terraform_file_reads_only_in_the_granted_directory(tmp_path):
    (tmp_path / "x.txt").write_text("hello")
    assert hclc.evaluate('file("x.txt")', terraform=str(tmp_path)) == "hello"
    with pytest.raises(hclc.HCLError):
        hclc.evaluate('file("x.txt")', terraform=True)


DYNAMIC = '''resource "aws_security_group" "web" {
  name = "web"
  dynamic "ingress" {
    for_each = var.ports
    iterator = port
    content {
      from_port = port.value
      note      = "rule ${port.key}"
    }
  }
  egress {
    to = "all"
  }
}
dynamic "setting" {
  for_each = { b = 2, a = 1 }
  labels   = [setting.key, "x"]
  content { value = setting.value }
}
'''

# DYNAMIC's expansion written out by hand.
DYNAMIC_WRITTEN_OUT = '''resource "aws_security_group" "web" {
  name = "web"
  ingress {
    from_port = 80
    note      = "rule 0"
  }
  ingress {
    from_port = 443
    note      = "rule 1"
  }
  egress {
    to = "all"
  }
}
setting "a" "x" { value = 1 }
setting "b" "x" { value = 2 }
'''


def test_dynamic_blocks_expand_where_they_stand():
    variables = {"var": {"ports": [80, 443]}}
    expanded = hclc.loads(DYNAMIC, evaluate=True, variables=variables, dynamic_blocks=True)
    assert expanded == hclc.loads(DYNAMIC_WRITTEN_OUT, evaluate=True)
    assert list(expanded) == ["resource", "setting"]
    group = expanded["resource"][0]["aws_security_group"]["web"]
    assert list(group) == ["name", "ingress", "egress"]
    assert group["ingress"] == [{"from_port": 80, "note": "rule 0"}, {"from_port": 443, "note": "rule 1"}]
    assert expanded["setting"] == [{"a": {"x": {"value": 1}}}, {"b": {"x": {"value": 2}}}]
    # Without the option a dynamic block is a block like any other (evaluated, its iterator is unknown).
    assert list(hclc.loads(DYNAMIC)["resource"][0]["aws_security_group"]["web"]) == ["name", "dynamic", "egress"]
    with pytest.raises(hclc.HCLError, match="no variable named \"port\""):
        hclc.loads(DYNAMIC, evaluate=True, variables=variables)
    # A generated block's range is its dynamic block's.
    meta = hclc.loads(DYNAMIC, evaluate=True, variables=variables, dynamic_blocks=True, with_meta=True)
    ingress = meta["resource"][0]["aws_security_group"]["web"]["ingress"]
    assert [(block["__start_line__"], block["__end_line__"]) for block in ingress] == [(3, 10), (3, 10)]
    assert ingress[0]["__attribute_ranges__"]["from_port"]["start_line"] == 7
    with pytest.raises(TypeError, match="evaluate=True"):
        hclc.loads(DYNAMIC, dynamic_blocks=True)


@pytest.mark.parametrize("text, summary, line, column", [
    ('dynamic "x" {\n  for_each = 5\n  content {}\n}\n', "Invalid dynamic for_each value", 2, 14),
    ('dynamic "x" {\n  for_each = null\n  content {}\n}\n', "Invalid dynamic for_each value", 2, 14),
    ('dynamic "x" {\n  for_each = [1]\n  iterator = a.b\n  content {}\n}\n', "Invalid dynamic iterator name", 3, 14),
    ('dynamic "x" {\n  for_each = [null]\n  labels = [x.value]\n  content {}\n}\n', "Invalid dynamic block label", 3, 13),
    ('dynamic "x" {\n  for_each = [1]\n}\n', "Missing dynamic content block", 1, 1),
    ('dynamic "x" {\n  for_each = [1]\n  content {}\n  content {}\n}\n', "Extraneous dynamic content block", 4, 3),
    ('dynamic {\n  for_each = []\n  content {}\n}\n', "Missing type for dynamic", 1, 9),
    ('dynamic "x" {\n  for_each = var.missing\n  content {}\n}\n', "Variables not allowed", 2, 14),
])
def test_dynamic_block_mistakes_are_errors_with_their_position(text, summary, line, column):
    with pytest.raises(hclc.HCLError) as raised:
        hclc.loads(text, "main.tf", evaluate=True, dynamic_blocks=True)
    diagnostic = raised.value.diagnostics[0]
    assert diagnostic.summary == summary
    assert (diagnostic.filename, diagnostic.start_line, diagnostic.start_column) == ("main.tf", line, column)


def hclfmt():
    return next((path for path in HCLFMT_CANDIDATES if os.access(path, os.X_OK)), None)


def test_format_is_hclfmts_layout():
    assert hclc.format("a=1\nbbb = [1,2]\nc {\nd=2\n}\n") == "a   = 1\nbbb = [1, 2]\nc {\n  d = 2\n}\n"
    with pytest.raises(hclc.HCLError, match="line 1"):
        hclc.format("a = \n")
    with pytest.raises(TypeError):
        hclc.format(1)


@pytest.mark.skipif(hclfmt() is None, reason="the reference's hclfmt is not built")
def test_format_equals_hclfmt_on_the_corpus():
    corpus = next((c for c in CORPUS_CANDIDATES if os.path.isdir(c)), None)
    files = sorted(glob.glob(os.path.join(corpus, "**", "*.tf"), recursive=True))[:150] if corpus else []
    assert files
    for path in files:
        with open(path, "rb") as f:
            text = f.read()
        expected = subprocess.run([hclfmt()], input=text, capture_output=True, check=True).stdout.decode()
        assert hclc.format(text, path) == expected, path


def test_dumps_writes_attributes_in_hclfmts_layout():
    text = hclc.dumps({"name": "web", "ports": [80, 443], "tags": {"env": "prod", "on": True}, "x": "${var.y}"})
    assert text == ('name  = "web"\nports = [80, 443]\ntags = {\n  env = "prod"\n  on  = true\n}\n'
                    'x = "$${var.y}"\n')
    assert hclc.loads(text, evaluate=True) == {"name": "web", "ports": [80, 443], "tags": {"env": "prod", "on": True},
                                               "x": "${var.y}"}
    with pytest.raises(TypeError, match=r"value\['a'\] is of type set"):
        hclc.dumps({"a": {1}})
    with pytest.raises(TypeError):
        hclc.dumps([1])


def test_document_edits_keep_comments_and_layout():
    document = hclc.Document('# the web server\nresource "aws_instance" "web" {\n  # size\n  type = "t2"\n'
                             '  tags = { a = 1 }\n}\n', "main.tf")
    assert document.filename == "main.tf"
    web = document.body.blocks("resource", ["aws_instance"])[0]
    assert (web.type, web.labels) == ("resource", ["aws_instance", "web"])
    web.body.set_attribute("type", "t3.micro")
    web.body.attribute("tags").set_key("env", "prod")
    web.body.set_attribute("ami", source="var.ami")
    assert document.text == ('# the web server\nresource "aws_instance" "web" {\n  # size\n  type = "t3.micro"\n'
                             '  tags = { a = 1, env = "prod" }\n  ami  = var.ami\n}\n')
    assert web.body.attribute_names() == ["type", "tags", "ami"]
    assert web.body.attribute("tags").kind == "object" and web.body.attribute("tags").keys() == ["a", "env"]
    web.body.remove_attribute("ami")
    web.body.rename_attribute("type", "instance_type")
    extra = document.body.append_block("output", ["id"])
    extra.body.set_attribute("value", source="aws_instance.web.id")
    assert str(document) == ('# the web server\nresource "aws_instance" "web" {\n  # size\n'
                             '  instance_type = "t3.micro"\n  tags = { a = 1, env = "prod" }\n}\n\n'
                             'output "id" {\n  value = aws_instance.web.id\n}\n')
    extra.remove()
    assert "output" not in document.text


def test_document_refuses_edits_that_would_not_parse():
    document = hclc.Document("a = [1]\n")
    with pytest.raises(hclc.HCLError) as error:
        document.body.set_attribute("b", source="1 +")
    assert error.value.diagnostics
    with pytest.raises(TypeError):
        document.body.set_attribute("b", 1, source="2")
    with pytest.raises(hclc.HCLError):
        hclc.Document("a = \n")
    with pytest.raises(TypeError):
        hclc.Document(None)
    document.body.attribute("a").append(2)
    assert document.text == "a = [1, 2]\n"
