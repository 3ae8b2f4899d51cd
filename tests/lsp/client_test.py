#!/usr/bin/env python3
"""hclc lsp driven over stdio by a Python client (lsp_client.py): the
lifecycle, the protocol errors a server must answer and survive (a malformed
header, invalid JSON, unknown methods, requests before initialize and after
shutdown, invalid UTF-8 in a document, a position past the end, a 50 MB
document, 10,000 changes in a burst), cancellation and ContentModified, the
workspace index and its threads' priority, and
a property test: after random edit sequences (non-ASCII text, tabs, CRLF;
UTF-16 and UTF-8 positions) the server's text equals the client's, and its
diagnostics and formatting equal `hclc parse` and `hclc fmt` of that text.

Usage: client_test.py HCLC"""
import json
import os
import random
import subprocess
import sys
import tempfile
import time

sys.path.insert(0, os.path.dirname(__file__))
from lsp_client import LspClient, Text  # noqa: E402

HCLC = sys.argv[1]
URI = "file:///work/main.tf"
failures = []


def check(condition, what):
    if not condition:
        failures.append(what)
        print("FAIL:", what)


def start():
    return LspClient([HCLC, "lsp"])


def open_doc(client, text, uri=URI, version=1):
    client.notify("textDocument/didOpen", {"textDocument": {
        "uri": uri, "languageId": "terraform", "version": version, "text": text}})


def open_raw(client, data, uri=URI, version=1):
    """didOpen with the document's bytes as they are, valid UTF-8 or not."""
    body = (b'{"jsonrpc":"2.0","method":"textDocument/didOpen","params":{"textDocument":{"uri":"' + uri.encode()
            + b'","languageId":"terraform","version":%d,"text":' % version
            + quote_bytes(data) + b"}}}")
    client.send(body)


def quote_bytes(data):
    """A JSON string holding `data`'s bytes unescaped (but for quotes, backslashes and controls)."""
    out = bytearray(b'"')
    for b in data:
        if b in (0x22, 0x5C):
            out += b"\\" + bytes([b])
        elif b < 0x20:
            out += b"\\u%04x" % b
        else:
            out.append(b)
    return bytes(out + b'"')


def document_text(client, uri=URI):
    return bytes.fromhex(client.request("hclc/documentBytes", {"textDocument": {"uri": uri}})["result"])


def error_code(response):
    return response.get("error", {}).get("code")


def reference_diagnostics(data, encoding, uri=URI, command=("parse",)):
    """`hclc parse --diags=json` (or another command) of the bytes, as protocol diagnostics (ranges and
    messages); the messages that name the file (\"already set at main.tf:1,1-2\") name the document's path."""
    with tempfile.NamedTemporaryFile(suffix=os.path.splitext(uri)[1] or ".tf", delete=False) as f:
        f.write(data)
    try:
        out = subprocess.run([HCLC, *command, "--diags=json", f.name], capture_output=True)
        parsed = json.loads(out.stderr or out.stdout or b'{"diagnostics": []}')
    finally:
        os.unlink(f.name)
    text = Text(data, encoding)
    result = []
    for d in parsed["diagnostics"]:
        subject = d.get("subject")
        begin, end = (subject["start"]["byte"], subject["end"]["byte"]) if subject else (0, 0)
        message = d["summary"] + (": " + d["detail"] if d["detail"] else "")
        message = message.replace(f.name, uri[len("file://"):])
        result.append((json.dumps(text.range(begin, end), sort_keys=True), message))
    return result


def server_diagnostics(diags):
    return [(json.dumps(d["range"], sort_keys=True), d["message"]) for d in diags]


def reference_format(data):
    out = subprocess.run([HCLC, "fmt", "-"], input=data, capture_output=True)
    return out.stdout if out.returncode == 0 else None


def apply_edits(data, edits, encoding):
    text = Text(data, encoding)
    boundaries = text.character_boundaries()
    offsets = {json.dumps(text.position(o), sort_keys=True): o for o in boundaries}
    for edit in sorted(edits, key=lambda e: (e["range"]["start"]["line"], e["range"]["start"]["character"]),
                       reverse=True):
        begin = offsets[json.dumps(edit["range"]["start"], sort_keys=True)]
        end = offsets[json.dumps(edit["range"]["end"], sort_keys=True)]
        text.replace(begin, end, edit["newText"].encode("utf-8", "surrogateescape"))
    return text.data


def test_lifecycle_and_errors():
    c = start()
    r = c.request("textDocument/hover", {"textDocument": {"uri": URI}, "position": {"line": 0, "character": 0}})
    check(error_code(r) == -32002, f"a request before initialize is ServerNotInitialized: {r}")
    caps = c.initialize()["result"]["capabilities"]
    check(caps["positionEncoding"] == "utf-16", "UTF-16 by default")
    check(caps["textDocumentSync"]["change"] == 2, "incremental sync")
    check(error_code(c.request("initialize", {"capabilities": {}})) == -32600, "a second initialize is an error")

    c.send_raw(b"Content-Length: nope\r\n\r\n{}")
    r = c.next_message()
    check(error_code(r) == -32700 and r["id"] is None, f"a malformed header is a parse error: {r}")
    # The reader skips to the next Content-Length header: the next request is answered.
    r = c.request("no/such/method")
    check(error_code(r) == -32601, f"a request after a malformed header is answered: {r}")
    c.send_raw(b"X-Header-Without-Colon\r\n\r\n")
    r = c.next_message()
    check(error_code(r) == -32700, f"a header line without ':' is a parse error: {r}")
    r = c.request("no/such/method")
    check(error_code(r) == -32601, f"a request after a header without ':' is answered: {r}")
    c.send(b'{"jsonrpc": "2.0", "id": 5, "method": ')
    r = c.next_message()
    check(error_code(r) == -32700 and r["id"] is None, f"invalid JSON is a parse error: {r}")
    c.send(b"[1, 2]")
    check(error_code(c.next_message()) == -32600, "a message that is not an object is an invalid request")
    c.send({"jsonrpc": "2.0", "id": [1], "method": "shutdown"})
    check(error_code(c.next_message()) == -32600, "an id that is an array is an invalid request")
    r = c.request("no/such/method")
    check(error_code(r) == -32601, f"an unknown method is MethodNotFound: {r}")
    c.notify("no/such/notification")
    c.notify("$/setTrace", {"value": "off"})

    open_doc(c, 'a = 1\n')
    r = c.request("textDocument/hover", {"textDocument": {"uri": URI}, "position": {"line": 7, "character": 0}})
    check(error_code(r) == -32602, f"a position past the last line is InvalidParams: {r}")
    r = c.request("textDocument/hover", {"textDocument": {"uri": URI}, "position": {"line": 0, "character": 99}})
    check("result" in r, f"a character past the line's end is the line's end: {r}")
    r = c.request("textDocument/hover", {"textDocument": {"uri": URI}, "position": {"line": -1, "character": 0}})
    check(error_code(r) == -32602, f"a negative line is InvalidParams: {r}")
    r = c.request("textDocument/formatting", {"textDocument": {"uri": "file:///not/open.tf"}, "options": {}})
    check(error_code(r) == -32602, f"a document that is not open is InvalidParams: {r}")

    # Invalid UTF-8: the parser's diagnostic, as hclc parse reports it.
    bad = b'a = "caf\xe9"\n'
    open_raw(c, bad, "file:///work/bad.tf", 3)
    diags = c.diagnostics("file:///work/bad.tf", 3)
    check(server_diagnostics(diags) == reference_diagnostics(bad, "utf-16", "file:///work/bad.tf") and diags,
          f"invalid UTF-8 gets hclc parse's diagnostics: {diags}")
    check(document_text(c, "file:///work/bad.tf") == bad, "a document with invalid UTF-8 is kept byte for byte")

    r = c.request("shutdown")
    check(r.get("result", "missing") is None, f"shutdown answers null: {r}")
    r = c.request("textDocument/hover", {"textDocument": {"uri": URI}, "position": {"line": 0, "character": 0}})
    check(error_code(r) == -32600, f"a request after shutdown is InvalidRequest: {r}")
    c.notify("exit")
    check(c.proc.wait(30) == 0, "exit after shutdown is status 0")

    c = start()
    c.initialize()
    c.notify("exit")
    check(c.proc.wait(30) == 1, "exit without shutdown is status 1")
    c = start()
    c.send_raw(b"Content-Length: 10\r\n\r\n{}")
    c.proc.stdin.close()
    check(c.proc.wait(30) == 1, "the end of input in the middle of a message ends the server")


def test_encodings_and_features():
    c = start()
    caps = c.initialize(["utf-8", "utf-16"])["result"]["capabilities"]
    check(caps["positionEncoding"] == "utf-8", "UTF-8 when the client offers it")
    data = 'resource "x" "é😀" {\r\n\tname = "☃"  # snow\r\n  n = 12\n}\n'.encode()
    open_doc(c, data.decode())
    diags = c.diagnostics(URI, 1)
    check(diags == [], f"a valid file has no diagnostics: {diags}")
    # Hover on the literal 12, in UTF-8 columns.
    text = Text(data, "utf-8")
    offset = data.index(b"12")
    r = c.request("textDocument/hover", {"textDocument": {"uri": URI}, "position": text.position(offset)})
    hover = r["result"]
    check(hover and "number" in hover["contents"]["value"] and "12" in hover["contents"]["value"],
          f"hover shows a literal's type and value: {r}")
    check(hover and hover["range"] == text.range(offset, offset + 2), f"hover's range is the literal's: {hover}")
    symbols = c.request("textDocument/documentSymbol", {"textDocument": {"uri": URI}})["result"]
    check([s["name"] for s in symbols] == ['resource "x" "é😀"'], f"outline: {symbols}")
    check([s["name"] for s in symbols[0]["children"]] == ["name", "n"], f"outline children: {symbols}")
    check(symbols[0]["selectionRange"] == text.range(0, data.index(b" {")), f"a block's name range: {symbols}")
    folds = c.request("textDocument/foldingRange", {"textDocument": {"uri": URI}})["result"]
    check(folds == [{"startLine": 0, "endLine": 2}], f"folding ranges: {folds}")
    edits = c.request("textDocument/formatting", {"textDocument": {"uri": URI}, "options": {}})["result"]
    check(apply_edits(data, edits, "utf-8") == reference_format(data), f"formatting is hclc fmt: {edits}")

    legend = caps["semanticTokensProvider"]["legend"]["tokenTypes"]
    data = c.request("textDocument/semanticTokens/full", {"textDocument": {"uri": URI}})["result"]["data"]
    tokens, line, char = [], 0, 0
    for i in range(0, len(data), 5):
        line, char = line + data[i], (char if data[i] == 0 else 0) + data[i + 1]
        begin = text.line_starts()[line] + char
        tokens.append((text.data[begin:begin + data[i + 2]].decode(), legend[data[i + 3]]))
    check(tokens == [("resource", "type"), ('"', "string"), ("x", "string"), ('"', "string"), ('"', "string"),
                     ("é😀", "string"), ('"', "string"), ("name", "property"),
                     ('"', "string"), ("☃", "string"), ('"', "string"), ("# snow", "comment"), ("n", "property"),
                     ("12", "number")], f"semantic tokens: {tokens}")
    highlights = c.request("textDocument/documentHighlight",
                           {"textDocument": {"uri": URI}, "position": text.position(offset)})["result"]
    check(highlights == [], f"no highlights on a literal: {highlights}")

    c.notify("textDocument/didChange", {"textDocument": {"uri": URI, "version": 2}, "contentChanges": [
        {"text": 'x = upper("a")\ny = jsondecode(\n'}]})
    diags = c.diagnostics(URI, 2)
    check(len(diags) >= 1 and diags[0]["severity"] == 1, f"a syntax error is an error diagnostic: {diags}")
    r = c.request("textDocument/completion", {"textDocument": {"uri": URI}, "position": {"line": 0, "character": 6}})
    labels = [i["label"] for i in r["result"]["items"]]
    check(labels and all(l.startswith("upp") for l in labels) and "upper" in labels, f"completion: {labels}")
    item = next(i for i in r["result"]["items"] if i["label"] == "upper")
    check(item["insertText"] == "upper(${1:str})$0" and item["detail"] == "upper(str string)", f"a snippet: {item}")
    r = c.request("textDocument/signatureHelp",
                  {"textDocument": {"uri": URI}, "position": {"line": 1, "character": 15}})
    sig = r["result"]
    check(sig and sig["signatures"][0]["label"].startswith("jsondecode(") and sig["activeParameter"] == 0,
          f"signature help inside an unfinished call: {r}")
    r = c.request("textDocument/hover", {"textDocument": {"uri": URI}, "position": {"line": 0, "character": 5}})
    check("result" in r, f"hover in a file with a syntax error answers: {r}")
    c.notify("textDocument/didChange", {"textDocument": {"uri": URI, "version": 3}, "contentChanges": [
        {"text": 'x = upper("a")\n'}]})
    c.diagnostics(URI, 3)
    r = c.request("textDocument/hover", {"textDocument": {"uri": URI}, "position": {"line": 0, "character": 6}})
    check(r["result"] and "upper(str string)" in r["result"]["contents"]["value"], f"hover on a function: {r}")
    c.request("shutdown")
    c.notify("exit")
    check(c.proc.wait(30) == 0, "clean exit")


def test_structure():
    """Selection ranges (innermost first, each inside its parent) and semantic token deltas (applied to the tokens
    sent before, they give the full tokens of the new text)."""
    c = start()
    c.initialize(["utf-16"])
    data = 'resource "a" "b" {\n  tags = { Name = upper("é${var.x}") }\n}\n'.encode()
    open_doc(c, data.decode())
    c.diagnostics(URI, 1)
    text = Text(data)
    offset = data.index(b"var.x") + 4
    r = c.request("textDocument/selectionRange", {"textDocument": {"uri": URI}, "positions": [
        text.position(offset), text.position(data.index(b'"b"') + 1)]})["result"]
    chain, at = [], r[0]
    while at:
        chain.append(at["range"])
        at = at.get("parent")
    call = b'upper("\xc3\xa9${var.x}")'
    expected = [b"var.x", b"${var.x}", b'"\xc3\xa9${var.x}"', call, b"{ Name = " + call + b" }",
                b"tags = { Name = " + call + b" }"]
    expected = [text.range(data.index(e), data.index(e) + len(e)) for e in expected]
    body = data.index(b"{\n")
    expected += [text.range(body, len(data) - 1), text.range(0, len(data) - 1), text.range(0, len(data))]
    check(chain == expected, f"selection ranges from var.x outwards: {chain} / {expected}")
    chain, at = [], r[1]
    while at:
        chain.append(at["range"])
        at = at.get("parent")
    label = data.index(b'"b"')
    check(chain == [text.range(label, label + 3), text.range(0, label + 3), text.range(0, len(data) - 1),
                    text.range(0, len(data))], f"selection ranges from a label: {chain}")
    r = c.request("textDocument/selectionRange", {"textDocument": {"uri": URI}, "positions": [{"line": 9,
                                                                                              "character": 0}]})
    check(error_code(r) == -32602, f"a selection range past the end is InvalidParams: {r}")

    full = c.request("textDocument/semanticTokens/full", {"textDocument": {"uri": URI}})["result"]
    tokens, rid = full["data"], full["resultId"]
    rnd = random.Random(7)
    version = 1
    for step in range(30):
        version += 1
        at = rnd.randrange(len(text.data) + 1)
        while at < len(text.data) and (text.data[at] & 0xC0) == 0x80:
            at += 1
        piece = rnd.choice(["x", " = 1\n", "# c\n", '"s"', "b {\n}\n", "f(a)", "é"])
        c.notify("textDocument/didChange", {"textDocument": {"uri": URI, "version": version},
                                            "contentChanges": [{"range": text.range(at, at), "text": piece}]})
        text.replace(at, at, piece.encode())
        delta = c.request("textDocument/semanticTokens/full/delta",
                          {"textDocument": {"uri": URI}, "previousResultId": rid})["result"]
        for edit in sorted(delta.get("edits", []), key=lambda e: e["start"], reverse=True):
            tokens[edit["start"]:edit["start"] + edit["deleteCount"]] = edit.get("data", [])
        rid = delta["resultId"]
        fresh = c.request("textDocument/semanticTokens/full", {"textDocument": {"uri": URI}})["result"]
        if "edits" not in delta or tokens != fresh["data"]:
            check(False, f"step {step}: the delta's edits give the full tokens: {delta}")
            break
        rid, tokens = fresh["resultId"], fresh["data"]
    stale = c.request("textDocument/semanticTokens/full/delta",
                      {"textDocument": {"uri": URI}, "previousResultId": "no such id"})["result"]
    check(stale.get("data") == tokens, f"a delta from an unknown result is the full data: {stale}")
    c.request("shutdown")
    c.notify("exit")
    check(c.proc.wait(30) == 0, "clean exit after structure")


def test_cancellation_and_content_modified():
    c = start()
    c.initialize()
    big = "".join(f'attr_{i} = "value {i}"\n' for i in range(60000))
    open_doc(c, "a = 1\n")
    open_doc(c, big, "file:///work/big.tf")
    # A request that takes a while, on another document: the messages after it queue up meanwhile.
    slow_id, slow = c.request_message("textDocument/formatting", {"textDocument": {"uri": "file:///work/big.tf"},
                                                                   "options": {}})
    hover_id, hover = c.request_message("textDocument/hover", {"textDocument": {"uri": URI},
                                                               "position": {"line": 0, "character": 0}})
    cancel = {"jsonrpc": "2.0", "method": "$/cancelRequest", "params": {"id": hover_id}}
    modified_id, modified = c.request_message("textDocument/documentSymbol", {"textDocument": {"uri": URI}})
    change = {"jsonrpc": "2.0", "method": "textDocument/didChange", "params": {
        "textDocument": {"uri": URI, "version": 2},
        "contentChanges": [{"range": {"start": {"line": 0, "character": 0}, "end": {"line": 0, "character": 0}},
                            "text": "# x\n"}]}}
    c.send_raw(b"".join(c.frame(m) for m in (slow, hover, cancel, modified, change)))
    check("result" in c.response(slow_id, 120), "the slow request is answered")
    check(error_code(c.response(hover_id)) == -32800, "a cancelled request is RequestCancelled")
    check(error_code(c.response(modified_id)) == -32801, "a request before a change of its document is ContentModified")
    check(document_text(c) == b"# x\na = 1\n", "the change after them is applied")
    c.close()


def test_big_document_and_burst():
    c = start()
    c.initialize()
    # A 50 MB document: its diagnostics come, and requests still work.
    big = "".join(f'attribute_{i:08} = "some fifty bytes of value text!"\n' for i in range(50_000_000 // 50))
    open_doc(c, big + "oops = \n")
    diags = c.diagnostics(URI, 1, timeout=300)
    check(len(diags) == 1 and diags[0]["range"]["start"]["line"] == big.count("\n"),
          f"the 50 MB document's one error is on its last line: {diags[:2]}")
    r = c.request("textDocument/hover", {"textDocument": {"uri": URI}, "position": {"line": 5, "character": 20}},
                  timeout=300)
    check("result" in r, "hover in the 50 MB document")
    c.notify("textDocument/didClose", {"textDocument": {"uri": URI}})

    # 10,000 changes in one burst: one text, the last version's diagnostics.
    uri = "file:///work/burst.tf"
    open_doc(c, "", uri)
    text = Text(b"")
    frames = []
    for version in range(2, 10002):
        pos = text.position(len(text.data))
        piece = 'k = "é"\n' if version % 10 == 0 else "x"
        if version % 10 == 1:
            piece = "\n"
        frames.append(c.frame({"jsonrpc": "2.0", "method": "textDocument/didChange", "params": {
            "textDocument": {"uri": uri, "version": version},
            "contentChanges": [{"range": {"start": pos, "end": pos}, "text": piece}]}}))
        text.replace(len(text.data), len(text.data), piece.encode())
    c.send_raw(b"".join(frames))
    diags = c.diagnostics(uri, 10001, timeout=300)
    check(document_text(c, uri) == text.data, "after a burst of 10,000 changes the text is the client's")
    check(server_diagnostics(diags) == reference_diagnostics(text.data, "utf-16", uri),
          "after the burst the diagnostics are hclc parse's")
    c.request("shutdown")
    c.notify("exit")
    check(c.proc.wait(60) == 0, "clean exit after the big document")


REFERENCE_HCLDEC = "/tmp/hcl-current/bin/hcldec"
PIPELINE_SPEC = """object {
  # The pipeline's name, as the CI system's web page shows it.
  attr "name" {
    type     = string
    required = true
  }
  # A step of the pipeline; the stages run in order.
  block_list "stage" {
    object {
      # The container image the stage runs in.
      # Any registry the runners can pull from.
      attr "image" {
        type     = string
        required = true
      }

      attr "retries" {
        type = number
      }
    }
  }
}
"""


def start_with_spec(root, spec_name, spec_text, rule):
    """A server initialized on `root`, whose .hclc.hcl holds `rule` naming specs/`spec_name`; the spec's path."""
    os.mkdir(os.path.join(root, "specs"))
    spec = os.path.join(root, "specs", spec_name)
    with open(spec, "w") as f:
        f.write(spec_text)
    with open(os.path.join(root, ".hclc.hcl"), "w") as f:
        f.write(rule)
    c = start()
    c.request("initialize", {"rootUri": "file://" + root, "capabilities": {
        "textDocument": {"completion": {"completionItem": {"snippetSupport": True}}}}})
    c.notify("initialized")
    return c, spec


def test_schemas():
    """An in-house application's schema from .hclc.hcl: hclc dec's diagnostics, and completion of names."""
    with tempfile.TemporaryDirectory() as root:
        c, spec = start_with_spec(root, "pipeline.hcldec", PIPELINE_SPEC,
                                  'schema "*.pipeline.hcl" {\n  spec = "specs/pipeline.hcldec"\n}\n')
        uri = "file://" + root + "/build.pipeline.hcl"
        data = b'stage "build" {\n  retries = "many"\n}\n'
        open_doc(c, data.decode(), uri)
        diags = c.diagnostics(uri, 1)
        expected = reference_diagnostics(data, "utf-16", uri, ("dec", "--spec=" + spec))
        check(server_diagnostics(diags) == expected and len(expected) == 2,
              f"a schema's diagnostics are hclc dec's: {diags} / {expected}")
        data = b'name = "ci"\nstage {\n  image = "debian"\n  re\n}\n'
        c.notify("textDocument/didChange", {"textDocument": {"uri": uri, "version": 2},
                                            "contentChanges": [{"text": data.decode()}]})
        items = c.request("textDocument/completion", {"textDocument": {"uri": uri},
                                                      "position": {"line": 3, "character": 4}})["result"]["items"]
        check(sorted(i["label"] for i in items) == ["image", "retries"], f"names inside a stage block: {items}")
        items = c.request("textDocument/completion", {"textDocument": {"uri": uri},
                                                      "position": {"line": 5, "character": 0}})["result"]["items"]
        check({i["label"]: i.get("insertText") for i in items} == {"name": "name = $0", "stage": "stage {\n\t$0\n}"},
              f"names at the top level: {items}")
        # A misspelled name's "Did you mean" is a quick fix; formatting is a source action.
        data = b'name = "ci"\nstage {\n  image = "debian"\n  retires = 2\n}\n'
        c.notify("textDocument/didChange", {"textDocument": {"uri": uri, "version": 3},
                                            "contentChanges": [{"text": data.decode()}]})
        diags = c.diagnostics(uri, 3)
        hovered = c.request("textDocument/hover", {"textDocument": {"uri": uri},
                                                   "position": {"line": 2, "character": 3}})["result"]
        check(hovered and hovered["contents"]["value"] == "attribute `image`: `string` (required)\n\n"
              "The container image the stage runs in.\nAny registry the runners can pull from.",
              f"hover on an attribute shows the spec's type and the comment above it: {hovered}")
        hovered = c.request("textDocument/hover", {"textDocument": {"uri": uri},
                                                   "position": {"line": 1, "character": 2}})["result"]
        check(hovered and hovered["contents"]["value"] == "`stage`: block (a list)\n\n"
              "A step of the pipeline; the stages run in order.", f"hover on a block: {hovered}")
        hovered = c.request("textDocument/hover", {"textDocument": {"uri": uri},
                                                   "position": {"line": 0, "character": 1}})["result"]
        check(hovered and hovered["contents"]["value"] == "attribute `name`: `string` (required)\n\n"
              "The pipeline's name, as the CI system's web page shows it.", f"hover on `name`: {hovered}")
        if os.path.exists(REFERENCE_HCLDEC):
            # The comments are the spec language's own: the reference's hcldec reads the spec as before.
            valid = os.path.join(root, "valid.pipeline.hcl")
            with open(valid, "wb") as f:
                f.write(b'name = "ci"\nstage {\n  image = "debian"\n}\n')
            ran = subprocess.run([REFERENCE_HCLDEC, "--spec=" + spec, valid], capture_output=True, text=True)
            check(ran.returncode == 0 and json.loads(ran.stdout) == {"name": "ci", "stage": [{"image": "debian"}]},
                  f"the reference's hcldec reads the commented spec: {ran}")
        actions = c.request("textDocument/codeAction", {"textDocument": {"uri": uri}, "range": diags[0]["range"],
                                                        "context": {"diagnostics": diags}})["result"]
        fixes = [a for a in actions if a["kind"] == "quickfix"]
        check(len(fixes) == 1 and fixes[0]["title"] == 'Change to "retries"', f"a quick fix: {actions}")
        fixed = apply_edits(data, fixes[0]["edit"]["changes"][uri], "utf-16") if fixes else b""
        check(fixed == data.replace(b"retires", b"retries"), f"the quick fix's edit: {fixed}")
        formats = [a for a in actions if a["kind"] == "source.format"]
        check(len(formats) == 1 and apply_edits(data, formats[0]["edit"]["changes"][uri], "utf-16")
              == reference_format(data), f"the format action is hclc fmt: {formats}")
        symbols = c.request("workspace/symbol", {"query": "stag"})["result"]
        check([(s["name"], s["location"]["uri"]) for s in symbols] == [("stage", uri)], f"workspace symbols: {symbols}")
        # A changed spec is read again when the client says so: `retires` becomes the attribute's name.
        with open(spec, "w") as f:
            f.write(PIPELINE_SPEC.replace('attr "retries"', 'attr "retires"'))
        c.notify("workspace/didChangeWatchedFiles", {"changes": [{"uri": "file://" + spec, "type": 2}]})
        check(c.diagnostics(uri, 3) == [], "after the spec changed the document has no diagnostics")
        other = "file://" + root + "/other.hcl"
        open_doc(c, 'whatever = 1\n', other)
        check(c.diagnostics(other, 1) == [], "a file no schema matches gets syntax diagnostics only")
        c.request("shutdown")
        c.notify("exit")
        check(c.proc.wait(30) == 0, "clean exit after schemas")


ORACLE = "/tmp/hcl-current/bin/oracle"


def checked_diagnostics(expression, types, tool):
    """What a checker reports of `expression` from the variables' types alone, [(start, end, severity, message)] in
    bytes: the reference's (`oracle check`) or hclc's (`hclc check`, the checker the server runs; it exits 0 when
    it has only warnings, for problems that some values of the types avoid)."""
    with tempfile.TemporaryDirectory() as d:
        with open(os.path.join(d, "e.hcl"), "w") as f:
            f.write(expression)
        with open(os.path.join(d, "t.json"), "w") as f:
            json.dump(types, f)
        if tool == "oracle":
            out = subprocess.run([ORACLE, "check", "--types", os.path.join(d, "t.json"), os.path.join(d, "e.hcl")],
                                 capture_output=True)
        else:
            out = subprocess.run([HCLC, "check", "-T", json.dumps(types), "--diags=json", "-e", expression],
                                 capture_output=True)
    report = out.stdout if tool == "oracle" else out.stderr
    if out.returncode == 0 and not report.strip().startswith(b"{"):
        return []
    parsed = json.loads(report)
    return [(d["subject"]["start"]["byte"], d["subject"]["end"]["byte"], d.get("severity", "error"),
             d["summary"] + ": " + d["detail"])
            for d in parsed["diagnostics"]]


def typed_diagnostics(diags):
    """The server's diagnostics as expected_check gives them: (range, severity, message)."""
    return [(json.dumps(d["range"], sort_keys=True), "warning" if d.get("severity") == 2 else "error", d["message"])
            for d in diags]


def expected_check(expressions, types, data, starts):
    """The protocol diagnostics `hclc check` gives each expression (at its offset in `data`); where the reference
    is built, it must give the same, but for the cases where the reference reports an error that some value of the
    types would avoid, and hclc's checker a warning (a for body over a collection that may be empty, both sides of a
    conditional whose condition is not known)."""
    text = Text(data)
    expected = []
    for e, start_of in zip(expressions, starts):
        ours = checked_diagnostics(e, types, "hclc")
        if os.path.exists(ORACLE) and "for " not in e and " ? " not in e:
            theirs = checked_diagnostics(e, types, "oracle")
            check(ours == theirs, f"hclc check is the reference's on {e}: {ours} / {theirs}")
        for begin, end, severity, message in ours:
            expected.append((json.dumps(text.range(start_of + begin, start_of + end), sort_keys=True), severity,
                             message))
    return expected


TYPED_VARIABLES = (b'variable "n" {\n  type = number\n}\nvariable "tags" {\n  type = map(string)\n}\n'
                   b'variable "vm" {\n  type = object({ name = string, size = optional(number) })\n}\n'
                   b'variable "free" {}\n')
# Expressions over those variables, each with errors that their types decide (or none).
TYPED_EXPRESSIONS = ["var.n.foo + upper(var.tags)", "var.vm.size * 2", "var.vm.nmae", "var.free.anything",
                     '"${var.tags}"', "[for k, v in var.tags : v.x]", "var.n + 1", "var.undeclared",
                     "var.n > 0 ? var.vm.name : var.vm.sise", "upper(var.vm)"]
VM_TYPE = ["object", {"name": "string", "size": "number"}]
VAR_TYPE = ["object", {"n": "number", "tags": ["map", "string"], "vm": VM_TYPE, "free": "dynamic"}]


def test_type_check():
    """The checker's diagnostics in a Terraform module (var's types from its variable blocks) and in a file whose
    schema rule gives variable types and a function pack, with the reference's ranges and messages; hover types."""
    with tempfile.TemporaryDirectory() as root:
        variables = os.path.join(root, "variables.tf")
        with open(variables, "wb") as f:
            f.write(TYPED_VARIABLES)
        with open(os.path.join(root, ".hclc.hcl"), "w") as f:
            f.write('schema "*.job.hcl" {\n  types     = { env = string, replicas = number }\n'
                    '  functions = ["terraform"]\n}\n')
        c = start()
        c.request("initialize", {"rootUri": "file://" + root, "capabilities": {}})
        c.notify("initialized")
        uri = "file://" + root + "/main.tf"
        prefix = "locals {\n  a = "
        expressions = TYPED_EXPRESSIONS + ['file("nothing here")']
        data = "".join(f"{prefix}{e}\n}}\n" for e in expressions).encode()
        open_doc(c, data.decode(), uri)
        diags = c.diagnostics(uri, 1)
        text = Text(data)
        starts = [data.index((prefix + e).encode()) + len(prefix) for e in TYPED_EXPRESSIONS]
        expected = expected_check(TYPED_EXPRESSIONS, {"var": VAR_TYPE}, data, starts)
        # Terraform's file() (not the reference checker's function) reads in the module's directory.
        file_error = [d for d in diags if "no file exists at nothing here" in d["message"]]
        got = [x for x in typed_diagnostics(diags) if "no file exists" not in x[2]]
        check(got == expected and len(expected) == 7, f"type-check diagnostics: {got} / {expected}")
        check(len(file_error) == 1, f"Terraform's file() reads in the module's directory: {diags}")
        # Hover shows the checker's type of a variable.
        offset = data.index(b"var.tags") + 5
        r = c.request("textDocument/hover", {"textDocument": {"uri": uri}, "position": text.position(offset)})
        check(r["result"] and r["result"]["contents"]["value"] == "`map of string`", f"hover on var.tags: {r}")
        offset = data.index(b"var.vm.size") + 8
        r = c.request("textDocument/hover", {"textDocument": {"uri": uri}, "position": text.position(offset)})
        check(r["result"] and r["result"]["contents"]["value"] == "`number`", f"hover on var.vm.size: {r}")
        # variables.tf changes on disk: the open file is checked again with the new types.
        with open(variables, "wb") as f:
            f.write(TYPED_VARIABLES.replace(b"type = number", b"type = string"))
        c.notify("workspace/didChangeWatchedFiles", {"changes": [{"uri": "file://" + variables, "type": 2}]})
        diags = c.diagnostics(uri, 1)
        check(any("primitive-typed value (string)" in d["message"] for d in diags),
              f"the variable's new type after a change on disk: {diags}")
        # Opened and edited in the editor: its text, not the disk's, types `var`.
        vuri = "file://" + variables
        open_doc(c, TYPED_VARIABLES.decode(), vuri)
        diags = c.diagnostics(uri, 1)
        check(any("primitive-typed value (number)" in d["message"] for d in diags),
              f"the variable's type from the open document: {diags}")
        c.notify("textDocument/didChange", {"textDocument": {"uri": vuri, "version": 2}, "contentChanges": [
            {"text": TYPED_VARIABLES.decode().replace("type = number", "type = bool")}]})
        diags = c.diagnostics(uri, 1)
        check(any("primitive-typed value (bool)" in d["message"] for d in diags),
              f"the variable's type after an edit of another open file: {diags}")
        # A file whose schema rule types its variables and adds the Terraform pack.
        juri = "file://" + root + "/web.job.hcl"
        expressions = ["env * 2", "replicas.x", "base64encode(env)", "nosuch(replicas)", "unset.x"]
        jdata = "".join(f"x{i} = {e}\n" for i, e in enumerate(expressions)).encode()
        open_doc(c, jdata.decode(), juri)
        diags = c.diagnostics(juri, 1)
        # base64encode is the Terraform pack's, which neither checker CLI has.
        checked = [e for e in expressions if not e.startswith("base64encode")]
        starts = [jdata.index(f" = {e}\n".encode()) + 3 for e in checked]
        expected = expected_check(checked, {"env": "string", "replicas": "number", "unset": "dynamic"}, jdata, starts)
        check(typed_diagnostics(diags) == expected and len(expected) == 2,
              f"a schema rule's types and functions: {diags} / {expected}")
        r = c.request("textDocument/hover", {"textDocument": {"uri": juri}, "position": {"line": 2, "character": 7}})
        check(r["result"] and "base64encode(str string)" in r["result"]["contents"]["value"],
              f"hover on a pack's function: {r}")
        c.request("shutdown")
        c.notify("exit")
        check(c.proc.wait(30) == 0, "clean exit after type checks")


PACKER_VARIABLES = b'variable "region" {\n  type = string\n}\n'
PACKER_BUILD = b"""locals {
  name = "ami-${var.region}"
}

local "stamp" {
  expression = timestamp()
}

data "amazon-ami" "base" {
  region = var.region
}

source "amazon-ebs" "ubuntu" {
  region        = var.region
  source_ami    = data.amazon-ami.base.id
  ami_name      = "${local.name}-${local.stamp}"
  instance_type = var.region.size
}

build {
  sources = ["source.amazon-ebs.ubuntu", "source.amazon-ebs.missing"]

  source "source.amazon-ebs.ubuntu" {
    name = "second"
  }
}
"""
NOMAD_JOB = b"""variable "datacenters" {
  type = list(string)
}

locals {
  count = 3
}

job "web" {
  datacenters = var.datacenters
  group "app" {
    count = local.count
  }
}
"""


def ranges_at(data, needle, encoding="utf-16"):
    """The ranges of every occurrence of `needle` in `data`."""
    text, out, at = Text(data, encoding), [], data.find(needle)
    while at >= 0:
        out.append(text.range(at, at + len(needle)))
        at = data.find(needle, at + 1)
    return out


def test_packer_and_nomad():
    """Navigation, rename and completion of the Packer profile (*.pkr.hcl, across a directory's files: variables,
    locals, data sources, sources named in a build's strings) and the Nomad profile (*.nomad, one file), and a
    profile chosen by .hclc.hcl; var's types from their variable blocks in both."""
    with tempfile.TemporaryDirectory() as root:
        variables = os.path.join(root, "variables.pkr.hcl")
        with open(variables, "wb") as f:
            f.write(PACKER_VARIABLES)
        with open(os.path.join(root, ".hclc.hcl"), "w") as f:
            f.write('schema "jobs/*.hcl" {\n  profile = "nomad"\n}\n')
        c = start()
        c.request("initialize", {"rootUri": "file://" + root, "capabilities": {}})
        c.notify("initialized")
        uri = "file://" + root + "/build.pkr.hcl"
        vuri = "file://" + variables
        open_doc(c, PACKER_BUILD.decode(), uri)
        diags = c.diagnostics(uri, 1)
        check([d["message"] for d in diags] == ["Unsupported attribute: Can't access attributes on a primitive-typed "
                                                 "value (string)."] and diags[0]["range"] == ranges_at(
                                                     PACKER_BUILD, b".size")[0],
              f"Packer: var's types from the directory's variable blocks: {diags}")
        text = Text(PACKER_BUILD)

        def at(needle, shift=0, nth=0):
            return {"textDocument": {"uri": uri}, "position": text.position(
                [i for i in range(len(PACKER_BUILD)) if PACKER_BUILD.startswith(needle, i)][nth] + shift)}

        r = c.request("textDocument/definition", at(b"var.region", 5))["result"]
        check(r == [{"uri": vuri, "range": ranges_at(PACKER_VARIABLES, b"region")[0]}],
              f"Packer: a variable's definition in another file: {r}")
        r = c.request("textDocument/definition", at(b"source.amazon-ebs.ubuntu", 20))["result"]
        source_label = ranges_at(PACKER_BUILD, b"ubuntu")[0]
        check(r == [{"uri": uri, "range": source_label}], f"Packer: a build's source string goes to the source: {r}")
        r = c.request("textDocument/references", {**at(b'"ubuntu"', 2), "context": {"includeDeclaration": True}})
        check(sorted(x["range"]["start"]["line"] for x in r["result"]) == [12, 20, 22],
              f"Packer: a source's references (its label, the sources string and a build's source label): {r}")
        r = c.request("textDocument/rename", {**at(b'"ubuntu"', 2), "newName": "jammy"})["result"]
        renamed = apply_edits(PACKER_BUILD, r["changes"][uri], "utf-16")
        check(renamed == PACKER_BUILD.replace(b"ubuntu", b"jammy"), f"Packer: rename of a source: {renamed}")
        r = c.request("textDocument/definition", at(b"data.amazon-ami.base", 17))["result"]
        check(r == [{"uri": uri, "range": ranges_at(PACKER_BUILD, b"base")[0]}], f"Packer: a data source: {r}")
        r = c.request("textDocument/definition", at(b"local.stamp", 7))["result"]
        check(r == [{"uri": uri, "range": ranges_at(PACKER_BUILD, b"stamp")[0]}], f"Packer: a local block: {r}")
        r = c.request("textDocument/definition", at(b"local.name", 7))["result"]
        check(r == [{"uri": uri, "range": ranges_at(PACKER_BUILD, b"name")[0]}], f"Packer: a locals attribute: {r}")
        r = c.request("textDocument/definition", at(b"source.amazon-ebs.missing", 20))["result"]
        check(r == [], f"Packer: no definition for a source nobody defines: {r}")
        r = c.request("textDocument/rename", {**at(b"var.region", 5), "newName": "aws_region"})["result"]
        check(sorted(r["changes"]) == sorted([uri, vuri]) and len(r["changes"][uri]) == 4,
              f"Packer: rename of a variable across files: {r}")
        # Completion after `source.` and `data.amazon-ami.`.
        c.notify("textDocument/didChange", {"textDocument": {"uri": uri, "version": 2}, "contentChanges": [
            {"text": PACKER_BUILD.decode() + "x = source.amazon-ebs.\ny = data.\n"}]})
        lines = PACKER_BUILD.count(b"\n")
        items = c.request("textDocument/completion", {"textDocument": {"uri": uri},
                          "position": {"line": lines, "character": 22}})["result"]["items"]
        check([i["label"] for i in items] == ["ubuntu"], f"Packer: completion of sources: {items}")
        items = c.request("textDocument/completion", {"textDocument": {"uri": uri},
                          "position": {"line": lines + 1, "character": 9}})["result"]["items"]
        check([i["label"] for i in items] == ["amazon-ami"], f"Packer: completion of data sources: {items}")

        # Nomad: a job file alone, by its name or by .hclc.hcl's profile.
        os.mkdir(os.path.join(root, "jobs"))
        for name in ("web.nomad", "jobs/web.hcl"):
            nuri = "file://" + root + "/" + name
            open_doc(c, NOMAD_JOB.decode(), nuri)
            check(c.diagnostics(nuri, 1) == [], f"Nomad: a valid job has no diagnostics ({name})")
            ntext = Text(NOMAD_JOB)
            offset = NOMAD_JOB.index(b"var.datacenters") + 6
            r = c.request("textDocument/definition", {"textDocument": {"uri": nuri},
                                                      "position": ntext.position(offset)})["result"]
            check(r == [{"uri": nuri, "range": ranges_at(NOMAD_JOB, b"datacenters")[0]}],
                  f"Nomad: a variable's definition ({name}): {r}")
            r = c.request("textDocument/hover", {"textDocument": {"uri": nuri}, "position": ntext.position(offset)})
            check(r["result"] and r["result"]["contents"]["value"] == "`list of string`",
                  f"Nomad: hover shows the variable's type ({name}): {r}")
            offset = NOMAD_JOB.index(b"local.count") + 7
            r = c.request("textDocument/documentHighlight", {"textDocument": {"uri": nuri},
                                                             "position": ntext.position(offset)})["result"]
            check(len(r) == 2, f"Nomad: a local's highlights ({name}): {r}")
        c.request("shutdown")
        c.notify("exit")
        check(c.proc.wait(30) == 0, "clean exit after Packer and Nomad")


DESCRIBED_VARIABLES = b"""variable "region" {
  type        = string
  description = "The AWS region to deploy to."
}

variable "plain" {
  type = number
}

output "bucket" {
  value       = "logs-${var.region}"
  description = <<-EOT
    The bucket's name.
    It ends in the region.
  EOT
}
"""


def test_descriptions():
    """Hover in the Terraform profile adds a variable's or an output's `description`, on its definition and on
    references to it from the module's other files."""
    with tempfile.TemporaryDirectory() as root:
        with open(os.path.join(root, "variables.tf"), "wb") as f:
            f.write(DESCRIBED_VARIABLES)
        c = start()
        c.request("initialize", {"rootUri": "file://" + root, "capabilities": {}})
        c.notify("initialized")
        uri = "file://" + root + "/main.tf"
        data = b'locals {\n  r = var.region\n  p = var.plain\n}\n'
        open_doc(c, data.decode(), uri)
        check(c.diagnostics(uri, 1) == [], "the module is valid")
        text = Text(data)
        r = c.request("textDocument/hover", {"textDocument": {"uri": uri},
                                             "position": text.position(data.index(b"var.region") + 6)})["result"]
        check(r and r["contents"]["value"] == "`string`\n\nThe AWS region to deploy to.",
              f"hover on a reference: the variable's type and description: {r}")
        r = c.request("textDocument/hover", {"textDocument": {"uri": uri},
                                             "position": text.position(data.index(b"var.plain") + 6)})["result"]
        check(r and r["contents"]["value"] == "`number`", f"a variable without a description: its type alone: {r}")
        vuri = "file://" + root + "/variables.tf"
        open_doc(c, DESCRIBED_VARIABLES.decode(), vuri)
        vtext = Text(DESCRIBED_VARIABLES)
        r = c.request("textDocument/hover", {"textDocument": {"uri": vuri}, "position": vtext.position(
            DESCRIBED_VARIABLES.index(b'"region"') + 2)})["result"]
        check(r and r["contents"]["value"] == "The AWS region to deploy to.", f"hover on a variable's label: {r}")
        r = c.request("textDocument/hover", {"textDocument": {"uri": vuri}, "position": vtext.position(
            DESCRIBED_VARIABLES.index(b'output "bucket"') + 2)})["result"]
        check(r and r["contents"]["value"] == "The bucket's name.\nIt ends in the region.",
              f"hover on an output block (a heredoc description): {r}")
        # The server's own latency figures: four hovers, each read before it was handled and answered.
        stats = c.request("hclc/stats", {"clear": True})["result"]
        hovers = stats.get("textDocument/hover", {})
        check(hovers.get("count") == 4 and hovers["total"]["max"] >= hovers["handling"]["max"] > 0
              and stats.get("textDocument/publishDiagnostics", {}).get("count", 0) >= 1,
              f"hclc/stats counts the requests and diagnostics: {stats}")
        check("textDocument/hover" not in c.request("hclc/stats")["result"], "hclc/stats with clear starts afresh")
        c.request("shutdown")
        c.notify("exit")
        check(c.proc.wait(30) == 0, "clean exit after descriptions")


NOMAD_SPEC = """object {
  block_map "variable" {
    labels = ["name"]
    attr {
      name = "description"
      type = string
    }
  }
  block_map "job" {
    labels = ["name"]
    object {
      attr "datacenters" {
        type = list(string)
      }
      attr "type" {
        type = string
      }
      # A group of tasks placed together on one client.
      block_map "group" {
        labels = ["name"]
        object {
          attr "count" {
            type = number
          }
          block_map "task" {
            labels = ["name"]
            object {
              attr "driver" {
                type     = string
                required = true
              }
            }
          }
        }
      }
    }
  }
}
"""


def test_json_syntax():
    """A `.json` document is read in HCL's JSON syntax: its diagnostics are `hclc parse`'s of a .json file
    (ranges in UTF-16 past non-ASCII text), on open and after an edit that fixes it."""
    c = start()
    c.initialize()
    uri = "file:///work/conf.tf.json"
    broken = '{"résumé": "☃", "b": [1,\n'.encode()
    open_raw(c, broken, uri)
    diags = c.diagnostics(uri, 1)
    check(diags and server_diagnostics(diags) == reference_diagnostics(broken, "utf-16", uri),
          f"JSON syntax errors are hclc parse's: {diags}")
    text = Text(broken)
    fixed = text.data + b"2]}\n"
    c.notify("textDocument/didChange", {"textDocument": {"uri": uri, "version": 2}, "contentChanges": [
        {"range": text.range(len(text.data), len(text.data)), "text": "2]}\n"}]})
    check(c.diagnostics(uri, 2) == [] and reference_diagnostics(fixed, "utf-16", uri) == [],
          "the fixed JSON document has no diagnostics")
    c.request("shutdown")
    c.notify("exit")
    check(c.proc.wait(30) == 0, "clean exit after JSON")


def test_terraform_object_completion():
    """In the Terraform profile, completion after `each.`, `count.`, `path.` and `terraform.` offers the
    attributes Terraform gives those objects; elsewhere (a generic .hcl file) nothing of theirs."""
    c = start()
    c.initialize()
    data = (b'resource "aws_instance" "web" {\n  for_each = var.names\n  name = each.\n  n = count.i\n'
            b'  p = path.\n  w = terraform.\n}\n')
    text = Text(data)
    for uri in ("file:///work/objects.tf", "file:///work/objects.hcl"):
        open_doc(c, data.decode(), uri)

        def labels(after):
            r = c.request("textDocument/completion", {"textDocument": {"uri": uri},
                                                      "position": text.position(data.index(after) + len(after))})
            return sorted(i["label"] for i in (r["result"] or {}).get("items", [])) if "result" in r else r
        if uri.endswith(".tf"):
            check(labels(b"each.") == ["key", "value"], f"completion after each.: {labels(b'each.')}")
            check(labels(b"count.i") == ["index"], f"completion after count.i: {labels(b'count.i')}")
            check(labels(b"path.") == ["cwd", "module", "root"], f"completion after path.: {labels(b'path.')}")
            check(labels(b"terraform.") == ["workspace"], f"completion after terraform.: {labels(b'terraform.')}")
        else:
            check("key" not in labels(b"each."), f"no each. attributes outside Terraform: {labels(b'each.')}")
    c.request("shutdown")
    c.notify("exit")
    check(c.proc.wait(30) == 0, "clean exit after completion")


TERRAFORM_SELF = (b'resource "aws_instance" "web" {\n  ami           = "ami-1"\n  instance_type = "t2.micro"\n'
                  b'  count         = 2\n  tags = { Name = "web" }\n  root_block_device {\n    volume_size = 8\n  }\n'
                  b'  connection {\n    host = self.\n  }\n'
                  b'  provisioner "remote-exec" {\n    inline = ["echo ${self.in}"]\n'
                  b'    connection {\n      user = self.\n    }\n  }\n'
                  b'  lifecycle {\n    precondition {\n      condition = self.\n    }\n'
                  b'    postcondition {\n      condition = self.\n    }\n  }\n'
                  b'  subnet_id = self.\n}\n\n'
                  b'data "aws_ami" "ubuntu" {\n  owners = ["self"]\n  lifecycle {\n    postcondition {\n'
                  b'      condition = self.\n    }\n  }\n}\n')


def test_terraform_self_completion():
    """`self.` completes the enclosing resource's attributes (those its body writes, and its schema's) where
    Terraform defines self: a resource's connection and provisioner blocks and a lifecycle's postcondition
    (of a data source too); in a precondition and in the resource's own arguments, nothing."""
    spec_text = ('block_map {\n  block_type = "resource"\n  labels = ["type", "name"]\n  object {\n'
                 '    attr "ami" {\n      type = string\n    }\n    attr "key_name" {\n      type = string\n    }\n'
                 '  }\n}\n')
    with tempfile.TemporaryDirectory() as root:
        for with_schema in (False, True):
            if with_schema:
                c, _ = start_with_spec(root, "terraform.hcldec", spec_text,
                                       'schema "*.tf" {\n  spec = "specs/terraform.hcldec"\n}\n')
            else:
                c = start()
                c.request("initialize", {"rootUri": "file://" + root, "capabilities": {}})
                c.notify("initialized")
            uri = "file://" + root + "/main.tf"
            data = TERRAFORM_SELF
            open_doc(c, data.decode(), uri)
            text = Text(data)

            def items(after, nth=0):
                offset = -1
                for _ in range(nth + 1):
                    offset = data.index(after, offset + 1)
                r = c.request("textDocument/completion", {"textDocument": {"uri": uri},
                                                          "position": text.position(offset + len(after))})
                return {i["label"]: (i["kind"], i["detail"]) for i in r["result"]["items"]} if "result" in r else r

            written = ["ami", "instance_type", "root_block_device", "subnet_id", "tags"]
            expected = sorted(written + (["key_name"] if with_schema else []))
            where = " with a schema" if with_schema else ""
            got = items(b"host = self.")
            check(sorted(got) == expected, f"self. in a resource's connection{where}: {got}")
            check(got.get("ami") == (10, "self.ami: an attribute of this resource")
                  and got.get("root_block_device") == (5, "self.root_block_device: a nested block of this resource"),
                  f"self.'s kinds and details: {got}")
            check(sorted(items(b"${self.in")) == ["instance_type"], f"self.in in a provisioner's template: "
                                                                    f"{items(b'${self.in')}")
            check(sorted(items(b"user = self.")) == expected, f"self. in a provisioner's connection{where}")
            check(items(b"condition = self.", 0) == {}, f"no self in a precondition: {items(b'condition = self.', 0)}")
            check(sorted(items(b"condition = self.", 1)) == expected, f"self. in a postcondition{where}")
            check(items(b"subnet_id = self.") == {}, f"no self in a resource's arguments: {items(b'subnet_id = self.')}")
            check(sorted(items(b"condition = self.", 2)) == ["owners"],
                  f"self. in a data source's postcondition: {items(b'condition = self.', 2)}")
            c.request("shutdown")
            c.notify("exit")
            check(c.proc.wait(30) == 0, "clean exit after self. completion")


def test_terraform_expression_roots():
    """At the start of an expression (Terraform), completion offers, besides functions, the roots of references
    (each, count and self only where their block defines them) and the resource types the module declares;
    after `TYPE.` the names of that type's resources; where a name starts a line of a body, none of them."""
    with tempfile.TemporaryDirectory() as root:
        with open(os.path.join(root, "other.tf"), "w") as f:
            f.write('resource "aws_instance" "db" {\n  ami = "ami-2"\n}\n\n'
                    'resource "aws_s3_bucket" "logs" {\n}\n')
        with open(os.path.join(root, "other.nomad"), "w") as f:
            f.write('resource "nomad_only" "x" {\n}\n')
        c = start()
        c.request("initialize", {"rootUri": "file://" + root, "capabilities": {}})
        c.notify("initialized")
        uri = "file://" + root + "/main.tf"
        data = (b'resource "aws_instance" "web" {\n  for_each = var.names\n  subnet = \n  other = aws_instance.\n'
                b'  provisioner "local-exec" {\n    command = s\n  }\n  \n}\n\n'
                b'module "m" {\n  count  = 2\n  source = "./m"\n  n = c\n}\n\noutput "o" {\n  value = aws # note: aws\n}\n')
        open_doc(c, data.decode(), uri)
        text = Text(data)

        def items(after, column_shift=0):
            r = c.request("textDocument/completion", {"textDocument": {"uri": uri}, "position": text.position(
                data.index(after) + len(after) + column_shift)})
            return {i["label"]: (i["kind"], i["detail"]) for i in r["result"]["items"]} if "result" in r else r

        got = items(b"subnet = ")
        roots = {"var", "local", "module", "data", "path", "terraform"}
        check(roots | {"each", "aws_instance", "aws_s3_bucket"} <= set(got) and not {"count", "self"} & set(got),
              f"at an expression's start in a resource with for_each: {sorted(got)}")
        check("upper" in got and got["upper"][0] == 3, "the functions are offered still")
        check(got.get("aws_instance") == (7, "resource type: 2 resources in this module")
              and got.get("aws_s3_bucket") == (7, "resource type: 1 resource in this module")
              and got.get("var") == (14, "input variables: var.NAME")
              and got.get("each") == (14, "this resource's each.key, each.value"),
              f"the roots' and types' kinds and details: {[(k, got.get(k)) for k in ('aws_instance', 'var', 'each')]}")
        check("nomad_only" not in got, "the types of other profiles' files are not the module's")
        got = items(b"other = aws_instance.")
        check(got == {"db": (6, "aws_instance.db"), "web": (6, "aws_instance.web")},
              f"after aws_instance., its resources: {got}")
        got = items(b"command = s")
        check({"self", "substr"} <= set(got) and all(k.startswith("s") for k in got),
              f"in a provisioner, self (and functions) by the prefix: {sorted(got)}")
        got = items(b"  }\n  ")
        check(not roots & set(got), f"no roots where a name starts a line of a body: {sorted(got)}")
        got = items(b"n = c")
        check("count" in got and "each" not in got, f"count in a module block with count: {sorted(got)}")
        got = items(b"value = aws")
        check(set(got) == {"aws_instance", "aws_s3_bucket"}, f"the resource types by the prefix: {sorted(got)}")
        got = items(b'source = "./m')
        check(not (roots | {"aws_instance"}) & set(got), f"no roots in a string's text: {sorted(got)}")
        got = items(b"count  = 2")
        check(not roots & set(got), f"no roots after a number: {sorted(got)}")
        got = items(b"# note: aws")
        check(not {"aws_instance", "aws_s3_bucket"} & set(got), f"no resource types in a comment: {sorted(got)}")
        c.request("shutdown")
        c.notify("exit")
        check(c.proc.wait(30) == 0, "clean exit after the expression roots")


def test_nomad_and_packer_completion():
    """Completion in a Nomad job (its format's spec named by .hclc.hcl with the Nomad profile): the blocks and
    attributes valid where the cursor is, and after `var.` the job's variables; in Packer, `var.` too."""
    with tempfile.TemporaryDirectory() as root:
        c, _ = start_with_spec(root, "nomad-job.hcldec", NOMAD_SPEC,
                               'schema "*.nomad" {\n  spec    = "specs/nomad-job.hcldec"\n  profile = "nomad"\n}\n')
        uri = "file://" + root + "/web.nomad"
        job = (b'variable "datacenters" {\n  description = "Where to run."\n}\n\nvariable "image" {\n}\n\n'
               b'job "web" {\n  datacenters = ["dc1"]\n  group "app" {\n    count = 2\n\n  }\n\n}\n')
        open_doc(c, job.decode(), uri)
        check(c.diagnostics(uri, 1) == [], "the job decodes with its spec")
        text = Text(job)

        def complete(offset):
            r = c.request("textDocument/completion", {"textDocument": {"uri": uri}, "position": text.position(offset)})
            return r["result"]["items"] if r.get("result") else r

        items = complete(job.index(b"    count = 2\n") + len(b"    count = 2\n"))
        check({i["label"]: i.get("insertText") for i in items} == {
            "count": "count = $0", "task": 'task "${1:name}" {\n\t$0\n}'},
            f"Nomad: inside a group, its attributes and blocks: {items}")
        items = complete(job.rindex(b"\n}\n") - 0)
        check(sorted(i["label"] for i in items) == ["datacenters", "group", "type"],
              f"Nomad: inside the job block: {items}")
        items = complete(len(job))
        check(sorted(i["label"] for i in items) == ["job", "variable"], f"Nomad: at the top level: {items}")
        hovered = c.request("textDocument/hover", {"textDocument": {"uri": uri}, "position": text.position(
            job.index(b'group "app"') + 1)})["result"]
        check(hovered and hovered["contents"]["value"].endswith("\n\nA group of tasks placed together on one client."),
              f"Nomad: hover on a block, with its spec's comment: {hovered}")
        # `var.`: the job's variables, as far as the name is typed.
        edited = job.replace(b"    count = 2\n\n", b"    count = 2\n    meta = var.\n")
        c.notify("textDocument/didChange", {"textDocument": {"uri": uri, "version": 2},
                                            "contentChanges": [{"text": edited.decode()}]})
        text = Text(edited)
        after_dot = edited.index(b"var.\n") + 4
        r = c.request("textDocument/completion", {"textDocument": {"uri": uri}, "position": text.position(after_dot)})
        check([i["label"] for i in r["result"]["items"]] == ["datacenters", "image"], f"Nomad: after var.: {r}")
        edited = edited.replace(b"var.\n", b"var.im\n")
        c.notify("textDocument/didChange", {"textDocument": {"uri": uri, "version": 3},
                                            "contentChanges": [{"text": edited.decode()}]})
        text = Text(edited)
        r = c.request("textDocument/completion", {"textDocument": {"uri": uri},
                                                  "position": text.position(edited.index(b"var.im\n") + 6)})
        check([i["label"] for i in r["result"]["items"]] == ["image"], f"Nomad: after var.im: {r}")
        # Packer: `var.` offers the directory's variables.
        with open(os.path.join(root, "variables.pkr.hcl"), "wb") as f:
            f.write(PACKER_VARIABLES)
        puri = "file://" + root + "/build.pkr.hcl"
        pdata = b'source "amazon-ebs" "x" {\n  region = var.\n}\n'
        open_doc(c, pdata.decode(), puri)
        r = c.request("textDocument/completion", {"textDocument": {"uri": puri}, "position": Text(pdata).position(
            pdata.index(b"var.") + 4)})
        check([i["label"] for i in r["result"]["items"]] == ["region"], f"Packer: after var.: {r}")
        c.request("shutdown")
        c.notify("exit")
        check(c.proc.wait(30) == 0, "clean exit after Nomad completion")


def test_workspace_index():
    """On initialized the workspace's HCL files are indexed with $/progress; workspace/symbol finds
    the blocks of files that are not open, and nothing under .git or .terraform."""
    with tempfile.TemporaryDirectory() as root:
        for i in range(40):
            d = os.path.join(root, f"mod{i % 4}", "sub")
            os.makedirs(d, exist_ok=True)
            with open(os.path.join(d, f"f{i}.tf"), "w") as f:
                f.write(f'# file {i}\nresource "aws_instance" "web_{i}" {{\n  ami = "é"\n}}\n')
        for hidden in (".git", ".terraform"):
            os.makedirs(os.path.join(root, hidden))
            with open(os.path.join(root, hidden, "x.tf"), "w") as f:
                f.write('resource "aws_instance" "web_hidden" {}\n')
        c = start()
        c.request("initialize", {"rootUri": "file://" + root, "capabilities": {
            "window": {"workDoneProgress": True}, "workspace": {"didChangeWatchedFiles": {"dynamicRegistration": True}}}})
        c.notify("initialized")
        create = c.wait_notification(lambda n: n["method"] == "window/workDoneProgress/create")
        token = create["params"]["token"]
        begin = c.wait_notification(lambda n: n["method"] == "$/progress" and n["params"]["value"]["kind"] == "begin")
        end = c.wait_notification(lambda n: n["method"] == "$/progress" and n["params"]["value"]["kind"] == "end")
        check(begin["params"]["token"] == token == end["params"]["token"], "one progress token")
        check(end["params"]["value"]["message"] == "40 files indexed", f"progress end: {end}")
        symbols = c.request("workspace/symbol", {"query": "web_"})["result"]
        names = sorted(s["name"] for s in symbols)
        check(names == sorted(f'resource "aws_instance" "web_{i}"' for i in range(40)), f"indexed symbols: {names}")
        seven = next(s for s in symbols if s["name"].endswith('"web_7"'))
        check(seven["location"] == {"uri": "file://" + root + "/mod3/sub/f7.tf", "range": {
            "start": {"line": 1, "character": 0}, "end": {"line": 1, "character": 31}}}, f"a symbol's location: {seven}")
        register = c.wait_notification(lambda n: n["method"] == "client/registerCapability")
        check(register["params"]["registrations"][0]["method"] == "workspace/didChangeWatchedFiles",
              f"file watchers are registered: {register}")
        # A file created, one changed and one deleted: only they are read again.
        with open(os.path.join(root, "new.tf"), "w") as f:
            f.write('module "web_new" {}\n')
        with open(os.path.join(root, "mod3", "sub", "f7.tf"), "w") as f:
            f.write('resource "aws_instance" "web_seven" {}\n')
        os.unlink(os.path.join(root, "mod0", "sub", "f8.tf"))
        c.notify("workspace/didChangeWatchedFiles", {"changes": [
            {"uri": "file://" + root + "/new.tf", "type": 1},
            {"uri": "file://" + root + "/mod3/sub/f7.tf", "type": 2},
            {"uri": "file://" + root + "/mod0/sub/f8.tf", "type": 3}]})
        # They are read again on a background thread: the index has them soon after.
        expected = sorted([f'resource "aws_instance" "web_{i}"' for i in range(40) if i not in (7, 8)]
                          + ['resource "aws_instance" "web_seven"', 'module "web_new"'])
        deadline = time.time() + 30
        while True:
            names = sorted(s["name"] for s in c.request("workspace/symbol", {"query": "web_"})["result"])
            if names == expected or time.time() > deadline:
                break
            time.sleep(0.01)
        check(names == expected, f"symbols after watched changes: {names}")
        c.request("shutdown")
        c.notify("exit")
        check(c.proc.wait(30) == 0, "clean exit after indexing")


def test_indexing_in_background():
    """The indexer threads run at a lower priority than the thread answering requests (10 more than the
    server's nice, at most 19), which lists the workspace no more: a request right after `initialized` is
    answered while the indexing goes on."""
    with tempfile.TemporaryDirectory() as root:
        for i in range(3000):
            d = os.path.join(root, f"m{i % 30}")
            os.makedirs(d, exist_ok=True)
            with open(os.path.join(d, f"f{i}.tf"), "w") as f:
                f.write(f'resource "aws_instance" "web_{i}" {{\n  ami = "ami-{i}"\n}}\n' * 5)
        c = start()
        c.request("initialize", {"rootUri": "file://" + root, "capabilities": {"window": {"workDoneProgress": True}}})
        c.notify("initialized")
        answer = c.request("workspace/symbol", {"query": "web_"})
        check("result" in answer, f"workspace/symbol while indexing: {answer}")
        own_nice = os.getpriority(os.PRIO_PROCESS, 0)
        indexers, others = set(), {}
        while not any(n["method"] == "$/progress" and n["params"]["value"]["kind"] == "end" for n in c.notifications):
            for tid in os.listdir(f"/proc/{c.proc.pid}/task"):
                try:
                    with open(f"/proc/{c.proc.pid}/task/{tid}/comm") as f:
                        name = f.read().strip()
                    nice = os.getpriority(os.PRIO_PROCESS, int(tid))
                except (FileNotFoundError, ProcessLookupError):
                    continue  # ended meanwhile
                if name == "hclc" and int(tid) != c.proc.pid:
                    continue  # a thread just started, not yet named (it lowers its priority first)
                if name == "hclc-lsp-index":
                    indexers.add((int(tid), nice))
                else:
                    others[name] = nice
            c.request("hclc/parseCounts")  # keeps reading the server's notifications
        check(indexers and all(nice == min(19, own_nice + 10) for _, nice in indexers),
              f"the indexer threads run at nice {min(19, own_nice + 10)} (the server's {own_nice}): {indexers}")
        check(others == {"hclc": own_nice, "hclc-lsp-read": own_nice},
              f"the request and reader threads keep the server's priority: {others}")
        check(len(c.request("workspace/symbol", {"query": "web_"})["result"]) == 3000 * 5, "all files indexed")
        c.request("shutdown")
        c.notify("exit")
        check(c.proc.wait(30) == 0, "clean exit after indexing")


SNIPPETS = ["a", "é", "😀", "\t", "\r\n", "\n", " ", '"', "${", "}", "{", "=", "# c\n", "x = 1\n",
            'b "l" {\n', "[1, 2]", "\r", "☃", "z = <<EOT\nhi\nEOT\n", "f(", ")", "//"]


def test_random_edits(seed, encoding, steps=200):
    rnd = random.Random(seed)
    c = start()
    c.initialize([encoding] if encoding == "utf-8" else None)
    text = Text('resource "a" "b" {\r\n  x = "é"\n\tcount = 2\n}\n'.encode(), encoding)
    # A file of no profile: its diagnostics are the syntax's alone, as `hclc parse` gives them.
    uri = "file:///work/main.hcl"
    open_doc(c, text.data.decode(), uri)
    version = 1
    for step in range(steps):
        changes = []
        for _ in range(rnd.randint(1, 3)):
            boundaries = text.character_boundaries()
            a, b = sorted(rnd.choice(boundaries) for _ in range(2))
            if rnd.random() < 0.5:
                b = min(boundaries[-1], a + rnd.randint(0, 3))
                b = max(o for o in boundaries if o <= b)
            piece = "".join(rnd.choice(SNIPPETS) for _ in range(rnd.randint(0, 2)))
            changes.append({"range": text.range(a, b), "text": piece})
            text.replace(a, b, piece.encode())
        version += 1
        c.notify("textDocument/didChange", {"textDocument": {"uri": uri, "version": version}, "contentChanges": changes})
        if step % 20 == 19 or step == steps - 1:
            diags = c.diagnostics(uri, version)
            served = document_text(c, uri)
            if served != text.data:
                check(False, f"seed {seed} step {step}: the server's text differs from the client's")
                break
            if server_diagnostics(diags) != reference_diagnostics(text.data, encoding, uri):
                check(False, f"seed {seed} step {step}: diagnostics differ from hclc parse: {diags}")
                break
            edits = c.request("textDocument/formatting", {"textDocument": {"uri": uri}, "options": {}})["result"]
            formatted = reference_format(text.data)
            got = apply_edits(text.data, edits, encoding)
            if got != (formatted if formatted is not None else text.data):
                check(False, f"seed {seed} step {step}: formatting differs from hclc fmt")
                break
    c.request("shutdown")
    c.notify("exit")
    check(c.proc.wait(30) == 0, "clean exit after random edits")


PARTIAL_SNIPPETS = ["x", " ", "\n", "1", "= 1", "var.n.", "var.tags", "upper(", ")", '"', "}", "{", "# c\n",
                    "d = var.n.x\n", 'e = 1 + "a"\n', "é", "\r\n", "${", "[for v in var.tags : v.y]", "\t",
                    'f = "${var.tags}"\n', "g = [\n", "]"]


PARTIAL_LINES = ["d = var.n.x\n", 'e = 1 + "a"\n', "  f = upper(var.tags)\n", "g = [for v in var.tags : v.y]\n",
                 '  h = "${var.vm.name}-é"\n', "\n", "# a comment\n", "  i = var.vm.sise\r\n", "j = {\n",
                 "nested {\n  k = var.n\n}\n", "l = <<EOT\n${var.n.q}\nEOT\n", "m = [\n"]


def test_partial_reparse(seed, encoding, steps=600):
    """Edits inside one block's body re-parse that block alone: after each of many random edits (most inside a
    block, many undone the step after so that the text keeps parsing), the server's text is the client's and its
    diagnostics (syntax and type checks, in a Terraform module) are those of the same text opened afresh in
    another module with the same variables; and most edits took the partial path (hclc/parseCounts)."""
    rnd = random.Random(seed)
    with tempfile.TemporaryDirectory() as root:
        for d in ("edited", "fresh"):
            os.mkdir(os.path.join(root, d))
            with open(os.path.join(root, d, "variables.tf"), "wb") as f:
                f.write(TYPED_VARIABLES)
        c = start()
        c.request("initialize", {"rootUri": "file://" + root, "capabilities": {
            "general": {"positionEncodings": [encoding]}}})
        uri, fresh_uri = f"file://{root}/edited/main.tf", f"file://{root}/fresh/main.tf"
        blocks = [f'resource "r" "x{i}" {{\n  a = var.n\n  b = upper(var.tags)\n  c = "s"\n}}\n\n' for i in range(8)]
        text = Text(("locals {\n  l = var.vm.name\n}\n\n" + "".join(blocks)).encode(), encoding)
        open_doc(c, text.data.decode(), uri)
        counts_before = c.request("hclc/parseCounts")["result"]
        undo, broken = [], False
        for version in range(2, steps + 2):
            boundaries = text.character_boundaries()
            if undo and (broken or rnd.random() < 0.25):
                # An edit that broke the syntax is undone at once, so that most edits meet a text that parses.
                at, inserted, removed = undo.pop()
                begin, end, piece = at, at + inserted, removed
            elif rnd.random() < 0.65:
                # Typing at a line's start: a whole attribute, or a line deleted.
                starts = [0] + [i + 1 for i, b in enumerate(text.data) if b == 0x0A]
                begin = rnd.choice(starts)
                if rnd.random() < 0.7:
                    end, piece = begin, rnd.choice(PARTIAL_LINES).encode()
                else:
                    end, piece = text.data.find(b"\n", begin) + 1 or len(text.data), b""
                undo.append((begin, len(piece), text.data[begin:end]))
            else:
                begin = rnd.choice(boundaries)
                end = begin if rnd.random() < 0.7 else max(o for o in boundaries if o <= begin + rnd.randint(1, 4))
                piece = "".join(rnd.choice(PARTIAL_SNIPPETS) for _ in range(rnd.randint(1, 2))).encode()
                undo.append((begin, len(piece), text.data[begin:end]))
            c.notify("textDocument/didChange", {"textDocument": {"uri": uri, "version": version}, "contentChanges": [
                {"range": text.range(begin, end), "text": piece.decode("utf-8", "surrogateescape")}]})
            text.replace(begin, end, piece)
            diags = c.diagnostics(uri, version)
            open_doc(c, text.data.decode("utf-8", "surrogateescape"), fresh_uri, version)
            expected = c.diagnostics(fresh_uri, version)
            c.notify("textDocument/didClose", {"textDocument": {"uri": fresh_uri}})
            if document_text(c, uri) != text.data:
                check(False, f"seed {seed} version {version}: the server's text differs from the client's")
                break
            # Messages that name a position name the file ("already set at .../edited/main.tf:3,1-2").
            expected = [{**d, "message": d["message"].replace("/fresh/", "/edited/")} for d in expected]
            if server_diagnostics(diags) != server_diagnostics(expected):
                check(False, f"seed {seed} version {version}: diagnostics differ from a fresh parse: "
                             f"{[d for d in diags if d not in expected]} / {[d for d in expected if d not in diags]}"
                             f"\n{text.data.decode(errors='replace')}")
                break
            broken = any(not d["code"].startswith("Eval") for d in expected)
        counts = c.request("hclc/parseCounts")["result"]
        partial = counts["partial"] - counts_before["partial"]
        print(f"seed {seed}: {partial} of {steps} edits re-parsed one block alone")
        check(partial >= steps // 15, f"seed {seed}: only {partial} of {steps} edits re-parsed one block alone")
        c.request("shutdown")
        c.notify("exit")
        check(c.proc.wait(30) == 0, "clean exit after partial re-parses")


def main():
    test_lifecycle_and_errors()
    test_encodings_and_features()
    test_structure()
    test_cancellation_and_content_modified()
    test_schemas()
    test_type_check()
    test_packer_and_nomad()
    test_descriptions()
    test_nomad_and_packer_completion()
    test_terraform_object_completion()
    test_terraform_self_completion()
    test_terraform_expression_roots()
    test_json_syntax()
    test_workspace_index()
    test_indexing_in_background()
    for seed in range(4):
        test_random_edits(seed, "utf-16" if seed % 2 == 0 else "utf-8")
    for seed in range(2):
        test_partial_reparse(seed, "utf-16" if seed % 2 == 0 else "utf-8")
    test_big_document_and_burst()
    if failures:
        print(f"{len(failures)} failures")
        return 1
    print("all passed")
    return 0


if __name__ == "__main__":
    sys.exit(main())
