#!/usr/bin/env python3
"""Latency of hclc lsp as an editor sees it (a benchmark, not a timed test):
wall-clock time from sending a message to its answer, over stdio, so the
figures include the protocol's JSON and framing and the server's quiet
period before diagnostics (as long as the document's last check took, at
most 10 ms). The machine's load shows in them: run it on an
idle machine for figures to compare.

  keystroke   a 10,000-line Terraform file (2,500 resources and the
              variables they use), one letter typed into a random
              resource's string: the time until that version's
              diagnostics (syntax and type checks) arrive (p50, p99)
  requests    hover, completion, definition and formatting at 1,000 random
              positions of the corpus's .tf files (p50, p99 per method)
  indexing    a generated workspace of 6,000 files (25 blocks each) indexed
              on initialize: the time from `initialized` to the $/progress
              end, and the server's resident memory afterwards
  memory      the server's peak resident set (VmHWM) after each part
Each part also prints the server's CPU time (per keystroke, per request),
which the load of other processes does not inflate, and the server's own
latency (hclc/stats): from reading a message off its input to writing the
answer, and the part of it spent handling the message; what the client's
wall time adds to that is the pipes' and the client's, or waiting for a CPU.

Usage: bench_lsp.py HCLC [CORPUS_DIR] [--keystrokes N] [--positions N]
                    [--index-files N] [--parts keystroke,requests,indexing]"""
import argparse
import glob
import os
import random
import statistics
import sys
import time

sys.path.insert(0, os.path.dirname(__file__))
from lsp_client import LspClient, Text  # noqa: E402


def percentile(values, p):
    values = sorted(values)
    return values[min(len(values) - 1, int(round(p / 100 * (len(values) - 1))))]


def peak_rss_mb(pid):
    with open(f"/proc/{pid}/status") as f:
        for line in f:
            if line.startswith("VmHWM:"):
                return int(line.split()[1]) / 1024
    return float("nan")


def cpu_seconds(pid):
    """The server's user and system CPU time so far: unlike wall time, not inflated by other processes."""
    with open(f"/proc/{pid}/stat") as f:
        fields = f.read().rsplit(")", 1)[1].split()
    return (int(fields[11]) + int(fields[12])) / os.sysconf("SC_CLK_TCK")


def server_latency(client, method):
    """The server's own latency for `method` since the last call (hclc/stats), as text."""
    stats = client.request("hclc/stats", {"clear": True})["result"].get(method)
    if not stats:
        return "no server figures"
    return describe(stats)


def describe(stats):
    total, handling, cpu = stats["total"], stats["handling"], stats["cpu"]
    return (f"in the server p50 {total['p50']:.2f} ms, p99 {total['p99']:.2f} ms "
            f"(handling p50 {handling['p50']:.2f} ms, p99 {handling['p99']:.2f} ms; "
            f"its thread's CPU p50 {cpu['p50']:.2f} ms, p99 {cpu['p99']:.2f} ms)")


def keystrokes(client, count, rnd):
    uri = "file:///bench/big.tf"
    lines = []
    for i in range(7):
        lines += [f'variable "type_{i}" {{', "  type = string", "}"]
    lines.append("")
    for i in range(2500):
        lines += [f'resource "aws_instance" "web_{i}" {{', f'  ami           = "ami-{i:08}"',
                  f'  instance_type = var.type_{i % 7}', "}"]
    text = Text(("\n".join(lines) + "\n").encode())
    client.notify("textDocument/didOpen", {"textDocument": {"uri": uri, "languageId": "terraform", "version": 1,
                                                            "text": text.data.decode()}})
    client.diagnostics(uri, 1, timeout=120)
    client.request("hclc/stats", {"clear": True})
    times = []
    cpu_before = cpu_seconds(client.proc.pid)
    ami_lines = [n for n, line in enumerate(lines) if line.startswith('  ami ')]
    for version in range(2, count + 2):
        line = rnd.choice(ami_lines)
        pos = {"line": line, "character": rnd.randrange(lines[line].index('"') + 1, len(lines[line]))}
        letter = rnd.choice("abcdefghijklmnopqrstuvwxyz")
        started = time.perf_counter()
        client.notify("textDocument/didChange", {"textDocument": {"uri": uri, "version": version}, "contentChanges": [
            {"range": {"start": pos, "end": pos}, "text": letter}]})
        client.diagnostics(uri, version)
        times.append((time.perf_counter() - started) * 1000)
        lines[line] = lines[line][:pos["character"]] + letter + lines[line][pos["character"]:]
    return times, (cpu_seconds(client.proc.pid) - cpu_before) / count * 1000


def requests(client, corpus, count, rnd):
    files = sorted(glob.glob(os.path.join(corpus, "**", "*.tf"), recursive=True))
    texts = {}
    for path in files:
        with open(path, "rb") as f:
            data = f.read()
        try:
            data.decode("utf-8")
        except UnicodeDecodeError:
            continue
        texts[path] = Text(data)
    for path, text in texts.items():
        client.notify("textDocument/didOpen", {"textDocument": {"uri": "file://" + path, "languageId": "terraform",
                                                                "version": 1, "text": text.data.decode()}})
    paths = sorted(texts)
    times = {m: [] for m in ("hover", "completion", "definition", "formatting")}
    cpu = {m: 0.0 for m in times}
    client.request("hclc/stats", {"clear": True})
    for _ in range(count):
        path = rnd.choice(paths)
        text = texts[path]
        position = text.position(rnd.randrange(len(text.data) + 1)) if text.data else {"line": 0, "character": 0}
        for method in times:
            params = {"textDocument": {"uri": "file://" + path}}
            if method == "formatting":
                params["options"] = {"tabSize": 2, "insertSpaces": True}
            else:
                params["position"] = position
            cpu_before = cpu_seconds(client.proc.pid)
            started = time.perf_counter()
            response = client.request("textDocument/" + method, params)
            times[method].append((time.perf_counter() - started) * 1000)
            cpu[method] += cpu_seconds(client.proc.pid) - cpu_before
            if "error" in response:
                raise SystemExit(f"{method} failed at {path} {position}: {response['error']}")
    stats = client.request("hclc/stats", {"clear": True})["result"]
    server = {m: stats.get("textDocument/" + m) for m in times}
    return times, {m: cpu[m] / count * 1000 for m in cpu}, server, len(paths)


def indexing(hclc, files):
    import tempfile
    with tempfile.TemporaryDirectory() as root:
        for i in range(files):
            d = os.path.join(root, f"team{i % 60}", f"service{i % 7}")
            os.makedirs(d, exist_ok=True)
            with open(os.path.join(d, f"main{i}.tf"), "w") as f:
                for b in range(25):
                    f.write(f'resource "aws_instance" "web_{i}_{b}" {{\n  ami           = "ami-{b:08}"\n'
                            f'  instance_type = var.type\n  tags = {{ Name = "web-{i}-{b}" }}\n}}\n\n')
        client = LspClient([hclc, "lsp"])
        client.request("initialize", {"rootUri": "file://" + root, "capabilities": {"window": {"workDoneProgress": True}}})
        cpu_before = cpu_seconds(client.proc.pid)
        started = time.perf_counter()
        client.notify("initialized")
        # Hovers while the indexer works: requests must not wait for it.
        uri = "file://" + root + "/open.tf"
        client.notify("textDocument/didOpen", {"textDocument": {"uri": uri, "languageId": "terraform", "version": 1,
                                                                "text": 'variable "n" {\n  type = number\n}\n'
                                                                        'x = var.n + 1\n'}})
        hovers = []
        ended = False
        while not ended and len(hovers) < 200:
            before = time.perf_counter()
            client.request("textDocument/hover", {"textDocument": {"uri": uri}, "position": {"line": 3,
                                                                                             "character": 9}})
            hovers.append((time.perf_counter() - before) * 1000)
            ended = any(n["method"] == "$/progress" and n["params"]["value"]["kind"] == "end"
                        for n in client.notifications)
            time.sleep(0.02)
        during = server_latency(client, "textDocument/hover")
        if not ended:
            client.wait_notification(lambda n: n["method"] == "$/progress" and n["params"]["value"]["kind"] == "end",
                                     timeout=600)
        elapsed = time.perf_counter() - started
        cpu = cpu_seconds(client.proc.pid) - cpu_before
        with open(f"/proc/{client.proc.pid}/status") as f:
            rss = next(int(line.split()[1]) / 1024 for line in f if line.startswith("VmRSS:"))
        found = len(client.request("workspace/symbol", {"query": "web_"})["result"])
        client.request("shutdown")
        client.notify("exit")
        client.proc.wait(30)
        print(f"indexing {files} files ({files * 25} blocks): {elapsed:.2f} s wall, {cpu:.2f} s CPU on "
              f"{os.cpu_count()} cores; {rss:.0f} MB resident afterwards; workspace/symbol finds {found}")
        print(f"hover while indexing ({len(hovers)} requests, one every 20 ms): p50 {percentile(hovers, 50):.2f} ms, "
              f"p99 {percentile(hovers, 99):.2f} ms wall; {during}")


def main():
    parser = argparse.ArgumentParser()
    parser.add_argument("hclc")
    parser.add_argument("corpus", nargs="?", default=os.path.join(os.path.dirname(__file__), "../../../shared/corpus"))
    parser.add_argument("--keystrokes", type=int, default=300)
    parser.add_argument("--positions", type=int, default=1000)
    parser.add_argument("--index-files", type=int, default=6000)
    parser.add_argument("--parts", default="indexing,keystroke,requests")
    args = parser.parse_args()
    parts = args.parts.split(",")
    rnd = random.Random(7)
    load = os.getloadavg()[0]
    print(f"load average {load:.1f} on {os.cpu_count()} cores: wall-clock figures include waiting for the CPU; "
          f"the CPU figures are the server's own time")
    if "indexing" in parts:
        indexing(args.hclc, args.index_files)
    client = LspClient([args.hclc, "lsp"])
    client.initialize()
    if "keystroke" in parts:
        times, cpu = keystrokes(client, args.keystrokes, rnd)
        server = server_latency(client, "textDocument/publishDiagnostics")
        counts = client.request("hclc/parseCounts").get("result", {})
        print(f"keystroke in a 10,000-line file -> diagnostics: p50 {percentile(times, 50):.1f} ms, "
              f"p99 {percentile(times, 99):.1f} ms, mean {statistics.mean(times):.1f} ms ({len(times)} keystrokes); "
              f"server CPU {cpu:.1f} ms per keystroke; {counts.get('partial', 0)} partial and "
              f"{counts.get('full', 0)} full parses; peak RSS {peak_rss_mb(client.proc.pid):.0f} MB")
        print(f"  the same diagnostics {server}; the server waits for the client to be quiet as long as the "
              f"document's last check took, at most 10 ms")
    if "requests" in parts and os.path.isdir(args.corpus):
        by_method, cpu, server, files = requests(client, args.corpus, args.positions, rnd)
        for method, values in by_method.items():
            own = server[method]
            print(f"{method:10} at {len(values)} random corpus positions ({files} files open): "
                  f"p50 {percentile(values, 50):.2f} ms, p99 {percentile(values, 99):.2f} ms wall; "
                  f"{describe(own)}; server CPU {cpu[method]:.2f} ms per request")
        print(f"peak RSS with the corpus open: {peak_rss_mb(client.proc.pid):.0f} MB")
    elif "requests" in parts:
        print(f"no corpus at {args.corpus}: the request figures are skipped")
    client.request("shutdown")
    client.notify("exit")
    client.proc.wait(30)


if __name__ == "__main__":
    main()
