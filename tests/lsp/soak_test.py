#!/usr/bin/env python3
"""A 100,000-edit soak of hclc lsp: edits that insert and delete text at
random places of a 40-line document, in bursts, with the diagnostics of the
current version awaited after each burst. The server's resident memory
(VmRSS) after the last burst may exceed that after the first 10,000 edits by
at most 16 MB, and its text must still be the client's.

Usage: soak_test.py HCLC [EDITS]"""
import os
import random
import sys

sys.path.insert(0, os.path.dirname(__file__))
from lsp_client import LspClient, Text  # noqa: E402

BOUND_MB = 16


def rss_mb(pid):
    with open(f"/proc/{pid}/status") as f:
        for line in f:
            if line.startswith("VmRSS:"):
                return int(line.split()[1]) / 1024
    raise RuntimeError("no VmRSS")


def main():
    hclc = sys.argv[1]
    edits = int(sys.argv[2]) if len(sys.argv) > 2 else 100_000
    rnd = random.Random(100)
    uri = "file:///soak/main.tf"
    c = LspClient([hclc, "lsp"])
    c.initialize()
    text = Text("".join(f'resource "r" "n{i}" {{ v = "é{i}" }}\n' for i in range(40)).encode())
    c.notify("textDocument/didOpen", {"textDocument": {"uri": uri, "languageId": "terraform", "version": 1,
                                                        "text": text.data.decode()}})
    c.diagnostics(uri, 1)
    version, burst, warm, figures = 1, 1000, None, []
    while version - 1 < edits:
        frames = []
        for _ in range(burst):
            version += 1
            boundaries = text.character_boundaries()
            at = rnd.choice(boundaries)
            if version % 2 == 0:
                change = {"range": text.range(at, at), "text": "x"}
                text.replace(at, at, b"x")
            else:
                # Delete an x inserted before, or anything one character long.
                spot = text.data.find(b"x")
                end = min(b for b in boundaries if b > spot) if spot >= 0 else at
                begin = spot if spot >= 0 else at
                change = {"range": text.range(begin, end), "text": ""}
                text.replace(begin, end, b"")
            frames.append(c.frame({"jsonrpc": "2.0", "method": "textDocument/didChange", "params": {
                "textDocument": {"uri": uri, "version": version}, "contentChanges": [change]}}))
        c.send_raw(b"".join(frames))
        c.diagnostics(uri, version, timeout=120)
        if (version - 1) % 10_000 == 0:
            figures.append((version - 1, rss_mb(c.proc.pid)))
            if warm is None:
                warm = figures[-1][1]
    served = bytes.fromhex(c.request("hclc/documentBytes", {"textDocument": {"uri": uri}})["result"])
    final = rss_mb(c.proc.pid)
    c.request("shutdown")
    c.notify("exit")
    status = c.proc.wait(30)
    print("edits, VmRSS MB: " + ", ".join(f"{n}: {mb:.1f}" for n, mb in figures))
    problems = []
    if served != text.data:
        problems.append("the server's text is not the client's after the soak")
    if final > warm + BOUND_MB:
        problems.append(f"memory grew from {warm:.1f} MB to {final:.1f} MB (bound: +{BOUND_MB} MB)")
    if status != 0:
        problems.append(f"exit status {status}")
    for p in problems:
        print("FAIL:", p)
    return 1 if problems else 0


if __name__ == "__main__":
    sys.exit(main())
