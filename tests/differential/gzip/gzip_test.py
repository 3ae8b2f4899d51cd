#!/usr/bin/env python3
"""base64gzip's compression against Go's: builds the oracle (oracle/main.go,
Go's compress/gzip at the default level after Write, Flush and Close, as
Terraform's base64gzip calls it) with the system's Go, offline, and compares
its bytes with hclc's (hclc_go_gzip_tool) for inputs of every kind: empty,
short, repetitive, text, random bytes, non-ASCII, and long ones that cross
Go's 16,384-token blocks, its 64 KiB stored-block limit and its 32 KiB window.

Usage: gzip_test.py HCLC_GO_GZIP_TOOL ORACLE_DIR [--verbose]
Exits 77 (skipped) when Go is not installed or cannot build the oracle."""

import os
import random
import shutil
import subprocess
import sys

HERE = os.path.dirname(os.path.abspath(__file__))
CORPUS = os.path.join(HERE, "..", "..", "..", "..", "shared", "corpus")


def build_oracle(outdir):
    go = shutil.which("go")
    if not go:
        print("SKIP: no Go toolchain to build the gzip oracle")
        sys.exit(77)
    os.makedirs(outdir, exist_ok=True)
    binary = os.path.join(outdir, "gzip-oracle")
    env = dict(os.environ, GO111MODULE="off", GOFLAGS="", GOPATH=os.path.join(outdir, "gopath"),
               GOCACHE=os.environ.get("GOCACHE", os.path.join(outdir, "gocache")))
    built = subprocess.run([go, "build", "-o", binary, os.path.join(HERE, "oracle", "main.go")],
                           env=env, capture_output=True, text=True)
    if built.returncode != 0:
        print("SKIP: Go could not build the gzip oracle:\n" + built.stderr)
        sys.exit(77)
    return binary


def corpus_text():
    parts = []
    for root, _, files in sorted(os.walk(CORPUS)):
        for name in sorted(files):
            if name.endswith((".tf", ".hcl", ".md")):
                with open(os.path.join(root, name), "rb") as f:
                    parts.append(f.read())
    text = b"".join(parts)
    # Without the corpus, text from a fixed vocabulary stands in for it.
    if len(text) < 1_100_000:
        rng = random.Random(7)
        words = [b"resource", b"variable", b"aws_instance", b"=", b"{", b"}", b"\n", b"  ", b"name", b"\"web\"",
                 b"count", b"tags", b"for_each", b"var.region", b"module", b"output", b"value"]
        text += b" ".join(rng.choice(words) for _ in range(300_000))
    return text


def inputs():
    rng = random.Random(29)
    text = corpus_text()
    cases = [("empty", b""), ("test", b"test"), ("one byte", b"x"), ("three bytes", b"abc"),
             ("every byte value", bytes(range(256))), ("hello", b"Hello, World!\n")]
    for n in (4, 5, 100, 257, 258, 259, 262, 263, 1000, 16_384, 65_535, 65_536, 65_537, 200_000, 1_000_000):
        cases.append((f"one byte repeated x{n}", b"a" * n))
    for n in (10, 1000, 100_000):
        cases.append((f"short pattern repeated, {n} bytes", (b"abcab" * n)[:n]))
    for n in (1, 2, 7, 50, 300, 1000, 4096, 10_000, 16_385, 32_768, 40_000, 65_535, 65_536, 70_000,
              100_000, 131_072, 300_000, 1_000_000):
        cases.append((f"random bytes x{n}", rng.randbytes(n)))
    for n in (100, 5000, 50_000, 200_000, 1_000_000):
        cases.append((f"random over 4 symbols x{n}", bytes(rng.choice(b"ACGT") for _ in range(n))))
    for n in (20, 500, 3000, 20_000, 60_000, 70_000, 100_000, 250_000, 500_000, 1_000_000):
        start = rng.randrange(0, max(1, len(text) - n))
        cases.append((f"text x{n}", text[start:start + n]))
    for n in (50, 2000, 40_000, 300_000):
        chars = "".join(chr(rng.choice([rng.randrange(0xa0, 0x800), rng.randrange(0x4e00, 0x9fff),
                                        rng.randrange(0x1f300, 0x1f5ff), rng.randrange(0x20, 0x7f)]))
                        for _ in range(n))
        cases.append((f"non-ASCII text, {n} characters", chars.encode("utf-8")))
    # Repeats farther back than the window reaches and just inside it.
    chunk = rng.randbytes(20_000)
    for gap in (12_000, 32_000, 32_768 - 258, 40_000):
        cases.append((f"random block repeated {gap} bytes later", chunk + rng.randbytes(gap - 20_000 if gap > 20_000 else 0) + chunk))
    # Mixtures that make blocks change kind: text, noise and runs.
    for n in (100_000, 600_000):
        parts, size = [], 0
        while size < n:
            kind = rng.randrange(3)
            length = rng.randrange(1, 30_000)
            part = rng.randbytes(length) if kind == 0 else bytes([rng.randrange(256)]) * length if kind == 1 else \
                text[rng.randrange(0, len(text) - length):][:length]
            parts.append(part)
            size += len(part)
        cases.append((f"mixed text, noise and runs x{n}", b"".join(parts)[:n]))
    for i in range(40):  # small random texts with many short repeats
        n = rng.randrange(4, 3000)
        alphabet = rng.randbytes(rng.randrange(2, 20))
        cases.append((f"small random text #{i} x{n}", bytes(rng.choice(alphabet) for _ in range(n))))
    return cases


def run(binary, cases):
    stdin = b"".join(str(len(data)).encode() + b"\n" + data for _, data in cases)
    done = subprocess.run([binary], input=stdin, capture_output=True, check=True)
    return done.stdout.decode().split("\n")[:len(cases)]


def main():
    tool, oracle_dir = sys.argv[1], os.path.abspath(sys.argv[2])
    verbose = "--verbose" in sys.argv
    oracle = build_oracle(oracle_dir)
    cases = inputs()
    expected = run(oracle, cases)
    got = run(tool, cases)
    failures = 0
    for (name, data), want, have in zip(cases, expected, got):
        if want == have:
            if verbose:
                print(f"ok    {name}: {len(data)} bytes -> {len(want) // 2}")
            continue
        failures += 1
        first = next((i for i, (a, b) in enumerate(zip(want, have)) if a != b), min(len(want), len(have)))
        print(f"FAIL  {name}: {len(data)} bytes: Go writes {len(want) // 2} bytes, hclc {len(have) // 2}; "
              f"first difference at byte {first // 2}")
    print(f"{len(cases) - failures} of {len(cases)} inputs compress to Go's bytes")
    return 1 if failures else 0


if __name__ == "__main__":
    sys.exit(main())
