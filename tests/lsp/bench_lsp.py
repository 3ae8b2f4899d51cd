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
              positions of the corpus's .tf files (p50, p99 per method), and
              each thread's CPU time and time waiting for a core meanwhile,
              the server's and the client's
  indexing    a workspace of 6,000 generated files (25 blocks each) and the
              corpus's, indexed on initialize: the time from `initialized`
              to the $/progress end, and the server's resident memory
              afterwards; meanwhile, hover, completion, definition and
              formatting at random positions of the corpus's files (open in
              the editor), and the same afterwards, to show what indexing
              costs requests; and each server thread's CPU time and time
              waiting for a core (/proc/PID/task/*/schedstat)
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


def corpus_texts(corpus):
    """The corpus's .tf files that are UTF-8, by path."""
    texts = {}
    for path in sorted(glob.glob(os.path.join(corpus, "**", "*.tf"), recursive=True)):
        with open(path, "rb") as f:
            data = f.read()
        try:
            data.decode("utf-8")
        except UnicodeDecodeError:
            continue
        texts[path] = Text(data)
    return texts


def open_all(client, texts):
    for path, text in texts.items():
        client.notify("textDocument/didOpen", {"textDocument": {"uri": "file://" + path, "languageId": "terraform",
                                                                "version": 1, "text": text.data.decode()}})


REQUEST_METHODS = ("hover", "completion", "definition", "formatting")


def request_round(client, texts, paths, rnd, times, cpu=None):
    """Each of REQUEST_METHODS at one random position of a random file; the client's wall time into `times`."""
    path = rnd.choice(paths)
    text = texts[path]
    position = text.position(rnd.randrange(len(text.data) + 1)) if text.data else {"line": 0, "character": 0}
    for method in REQUEST_METHODS:
        params = {"textDocument": {"uri": "file://" + path}}
        if method == "formatting":
            params["options"] = {"tabSize": 2, "insertSpaces": True}
        else:
            params["position"] = position
        cpu_before = cpu_seconds(client.proc.pid) if cpu is not None else 0
        started = time.perf_counter()
        response = client.request("textDocument/" + method, params)
        times[method].append((time.perf_counter() - started) * 1000)
        if cpu is not None:
            cpu[method] += cpu_seconds(client.proc.pid) - cpu_before
        if "error" in response:
            raise SystemExit(f"{method} failed at {path} {position}: {response['error']}")


def requests(client, corpus, count, rnd):
    texts = corpus_texts(corpus)
    open_all(client, texts)
    paths = sorted(texts)
    times = {m: [] for m in REQUEST_METHODS}
    cpu = {m: 0.0 for m in times}
    client.request("hclc/stats", {"clear": True})
    server_before, server_after, client_before, client_after = {}, {}, {}, {}
    server_threads(client.proc.pid, server_before)
    server_threads(os.getpid(), client_before)
    for _ in range(count):
        request_round(client, texts, paths, rnd, times, cpu)
    server_threads(client.proc.pid, server_after)
    server_threads(os.getpid(), client_after)
    stats = client.request("hclc/stats", {"clear": True})["result"]
    server = {m: stats.get("textDocument/" + m) for m in times}
    waits = (f"the server's threads: {describe_threads(server_before, server_after)}; "
             f"the client's (this script's): {describe_threads(client_before, client_after)}")
    return times, {m: cpu[m] / count * 1000 for m in cpu}, server, len(paths), waits


def server_threads(pid, seen):
    """Updates `seen` (thread id -> (name, nice, CPU ns, ns waiting for a core)) from /proc: the kernel's
    schedstat tells the time a thread ran from the time it was runnable but waited for a core."""
    for tid in os.listdir(f"/proc/{pid}/task"):
        try:
            with open(f"/proc/{pid}/task/{tid}/comm") as f:
                name = f.read().strip()
            with open(f"/proc/{pid}/task/{tid}/schedstat") as f:
                ran, waited = map(int, f.read().split()[:2])
            with open(f"/proc/{pid}/task/{tid}/stat") as f:
                nice = int(f.read().rsplit(")", 1)[1].split()[16])
        except (FileNotFoundError, ProcessLookupError, ValueError):
            continue  # the thread ended meanwhile
        seen[int(tid)] = (name, nice, ran, waited)


def describe_threads(before, after):
    by_name = {}
    for tid, (name, nice, ran, waited) in after.items():
        ran0, waited0 = before.get(tid, (name, nice, 0, 0))[2:]
        count, cpu, wait = by_name.get((name, nice), (0, 0, 0))
        by_name[(name, nice)] = (count + 1, cpu + ran - ran0, wait + waited - waited0)
    return "; ".join(f"{count} {name} (nice {nice}) {cpu / 1e9:.2f} s CPU, {wait / 1e9:.2f} s waiting for a core"
                     for (name, nice), (count, cpu, wait) in sorted(by_name.items()))


def describe_requests(label, times, stats):
    for method, values in times.items():
        print(f"  {method:10} {label}: p50 {percentile(values, 50):.2f} ms, p99 {percentile(values, 99):.2f} ms wall "
              f"({len(values)} requests); {describe(stats['textDocument/' + method])}")


def indexing(hclc, files, corpus, rnd):
    import shutil
    import tempfile
    with tempfile.TemporaryDirectory() as root:
        for i in range(files):
            d = os.path.join(root, f"team{i % 60}", f"service{i % 7}")
            os.makedirs(d, exist_ok=True)
            with open(os.path.join(d, f"main{i}.tf"), "w") as f:
                for b in range(25):
                    f.write(f'resource "aws_instance" "web_{i}_{b}" {{\n  ami           = "ami-{b:08}"\n'
                            f'  instance_type = var.type\n  tags = {{ Name = "web-{i}-{b}" }}\n}}\n\n')
        # The corpus's files too, open in the editor: the requests go to them while the rest is indexed.
        texts = {}
        if os.path.isdir(corpus):
            shutil.copytree(corpus, os.path.join(root, "corpus"), ignore=shutil.ignore_patterns(".git"))
            texts = corpus_texts(os.path.join(root, "corpus"))
        indexed = sum(1 for _, _, names in os.walk(root) for n in names
                      if n.endswith((".tf", ".hcl", ".nomad", ".tfvars")))
        client = LspClient([hclc, "lsp"])
        client.request("initialize", {"rootUri": "file://" + root, "capabilities": {"window": {"workDoneProgress": True}}})
        open_all(client, texts)
        for path in texts:  # their diagnostics are out of the way before the indexing starts
            client.diagnostics("file://" + path, 1, timeout=120)
        paths = sorted(texts)
        if not paths:  # no corpus: hovers in a small file
            path = os.path.join(root, "open.tf")
            texts[path] = Text(b'variable "n" {\n  type = number\n}\nx = var.n + 1\n')
            open_all(client, texts)
            paths = [path]
        client.request("hclc/stats", {"clear": True})
        threads_before, threads_during = {}, {}
        server_threads(client.proc.pid, threads_before)
        cpu_before = cpu_seconds(client.proc.pid)
        started = time.perf_counter()
        client.notify("initialized")
        # Requests while the indexer works, a round every 5 ms as an editor's user might make them: they must
        # not wait for it.
        during = {m: [] for m in REQUEST_METHODS}
        ended = False
        while not ended:
            request_round(client, texts, paths, rnd, during)
            server_threads(client.proc.pid, threads_during)
            ended = any(n["method"] == "$/progress" and n["params"]["value"]["kind"] == "end"
                        for n in client.notifications)
            time.sleep(0.005)
        elapsed = time.perf_counter() - started
        cpu = cpu_seconds(client.proc.pid) - cpu_before
        during_stats = client.request("hclc/stats", {"clear": True})["result"]
        with open(f"/proc/{client.proc.pid}/status") as f:
            rss = next(int(line.split()[1]) / 1024 for line in f if line.startswith("VmRSS:"))
        found = len(client.request("workspace/symbol", {"query": "web_"})["result"])
        # The same requests once the index is built, for comparison.
        idle = {m: [] for m in REQUEST_METHODS}
        for _ in range(len(during[REQUEST_METHODS[0]])):
            request_round(client, texts, paths, rnd, idle)
            time.sleep(0.005)
        idle_stats = client.request("hclc/stats", {"clear": True})["result"]
        client.request("shutdown")
        client.notify("exit")
        client.proc.wait(30)
        print(f"indexing {indexed} files ({files} generated with 25 blocks each, {len(texts)} of the corpus open): "
              f"{elapsed:.2f} s wall, {cpu:.2f} s CPU on {os.cpu_count()} cores, requests answered meanwhile; "
              f"{rss:.0f} MB resident afterwards; workspace/symbol finds {found} web_ symbols")
        print(f"  the server's threads while indexing: {describe_threads(threads_before, threads_during)}")
        print(f"  requests at random positions of the open corpus files, a round of four every 5 ms "
              f"(server: from reading the request to writing the answer):")
        describe_requests("while indexing", during, during_stats)
        describe_requests("afterwards", idle, idle_stats)


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
        indexing(args.hclc, args.index_files, args.corpus, rnd)
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
        by_method, cpu, server, files, waits = requests(client, args.corpus, args.positions, rnd)
        for method, values in by_method.items():
            own = server[method]
            print(f"{method:10} at {len(values)} random corpus positions ({files} files open): "
                  f"p50 {percentile(values, 50):.2f} ms, p99 {percentile(values, 99):.2f} ms wall; "
                  f"{describe(own)}; server CPU {cpu[method]:.2f} ms per request")
        print(f"  during the requests, {waits}")
        print(f"peak RSS with the corpus open: {peak_rss_mb(client.proc.pid):.0f} MB")
    elif "requests" in parts:
        print(f"no corpus at {args.corpus}: the request figures are skipped")
    client.request("shutdown")
    client.notify("exit")
    client.proc.wait(30)


if __name__ == "__main__":
    main()
